"""French mode in a real browser (headless Chromium, the live server of test_browser.py): a French
page shows no English interface text, as the message catalog knows it, and the language survives
clicks from page to page, carried by the links themselves (no cookie, an English browser)."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from tests.conftest import REPO

from .test_browser import ARTIFACTS, live, page  # noqa: F401  (the live server and a fresh page)

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CATALOG = REPO / "webapp" / "translations" / "fr" / "LC_MESSAGES" / "messages.po"

# Pages whose whole interface is the catalog's; on the others (entity pages, class listings) the
# shared header and footer are checked.
SITE_PAGES = ["/?lang=fr", "/browse?lang=fr", "/export?lang=fr", "/ontology?lang=fr",
              "/search?tab=said&q=Speaker&lang=fr"]
ERROR_PAGES = {"/page/person/nobody-at-all?lang=fr": 404, "/search?page=x&lang=fr": 400, "/nowhere?lang=fr": 404}

# The visible interface text of a page (or of the parts `selector` matches): text and the
# placeholders and labels of controls, without data: anything marked as in another language
# than the page's (data literals carry lang=), code, quotes and passages, links to resources (titled with their
# IRI by the node filter), spans marked class="data" (names, headlines) and identifiers marked
# translate="no" (the path examples of a form).
INTERFACE_TEXT = """(selector) => {
  const data = 'code, pre, script, style, blockquote, .literal, .iri, .bnode, .passage, .data, [translate=no], a[title^="http"]';
  const own = document.documentElement.lang;
  const foreign = (el) => { const tagged = el.closest('[lang]'); return tagged && !tagged.lang.startsWith(own); };
  const visible = (el) => el.getClientRects().length > 0;
  const out = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && node.textContent.trim() && !el.closest(data) && !foreign(el) && visible(el)) out.push(node.textContent);
    }
    for (const el of root.querySelectorAll('[placeholder], [aria-label]')) {
      if (!el.closest(data) && !foreign(el)) out.push(el.getAttribute('placeholder') || '', el.getAttribute('aria-label') || '');
    }
  }
  return out.join(' \\n ').replace(/\\s+/g, ' ');
}"""


def _english_patterns() -> list[tuple[str, re.Pattern]]:
    """The English of every catalog message whose French differs, as whole-word patterns of its
    literal pieces (markup and placeholders cut out)."""
    with open(CATALOG, "rb") as f:
        catalog = read_po(f)
    patterns = []
    for message in catalog:
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        for english in ids:
            if english in strings:
                continue  # the same in both languages ("Wikidata", "IRI")
            for piece in re.split(r"%\(\w+\)s|<[^>]+>", english):
                piece = piece.strip(" .,;:()·")
                if len(re.findall(r"[A-Za-z]", piece)) < 2:
                    continue
                words = r"\s+".join(re.escape(w) for w in piece.split())
                pattern = re.compile(rf"(?<![\w’']){words}(?![\w’'])")
                if not any(pattern.search(s) for s in strings):  # not a word the French shares ("Sources")
                    patterns.append((english, pattern))
    assert len(patterns) > 50
    return patterns


ENGLISH = _english_patterns()


def _english_in(text: str) -> list[str]:
    return sorted({english for english, pattern in ENGLISH if pattern.search(text)})


def _french_page(page, selector: str = "body") -> None:
    assert page.evaluate("document.documentElement.lang") == "fr", page.url
    text = page.evaluate(INTERFACE_TEXT, selector)
    assert text.strip(), (page.url, selector)
    found = _english_in(text)
    assert not found, (page.url, found)


def test_the_english_of_the_catalog_is_found_where_it_is_shown(live, page):
    """The check itself: on the English pages it finds the catalog's English."""
    page.goto(live["url"] + "/export?lang=en")
    found = _english_in(page.evaluate(INTERFACE_TEXT, "body"))
    assert {"Export", "One graph", "download", "Everything", "House of Commons of Canada"} <= set(found), found


@pytest.mark.parametrize("path", SITE_PAGES)
def test_a_french_site_page_has_no_english_interface_text(live, page, path):
    response = page.goto(live["url"] + path)
    assert response.status == 200, (path, response.status)
    _french_page(page)
    assert page.locator("footer.site a[rel=license]").inner_text() == "CC0 1.0"


def test_french_error_pages_have_no_english_interface_text(live):
    # (a context of its own: the page fixture fails on the console's report of the error status)
    context = live["browser"].new_context()
    try:
        page = context.new_page()
        for path, status in ERROR_PAGES.items():
            response = page.goto(live["url"] + path)
            assert response.status == status, (path, response.status)
            _french_page(page)
    finally:
        context.close()


def test_the_language_survives_three_clicks_of_different_kinds(live, page):
    # No cookie and an English browser: only the links can keep the reader in French.
    page.context.set_extra_http_headers({"Accept-Language": "en-CA,en;q=0.9"})
    page.goto(live["url"] + "/?lang=fr")
    _french_page(page)
    steps = [
        ("a link of the site's navigation", "header.site nav a[href^='/browse']", "**/browse?lang=fr"),
        ("a class of the browse index", "table.listing a[href*='/browse/Person']", "**/browse/Person?lang=fr"),
        ("a resource of the class listing", "ol.results a[href^='/page/']", "**/page/**lang=fr"),
    ]
    for i, (kind, selector, url) in enumerate(steps, 1):
        page.context.clear_cookies()
        link = page.locator(selector).first
        assert link.count() == 1, (kind, page.url)
        link.click()
        page.wait_for_url(url)
        assert "lang=fr" in page.url, (kind, page.url)
        _french_page(page, "header.site, footer.site" if i > 1 else "body")
        assert page.locator("header.site nav").inner_text().startswith("parcourir"), kind
        assert "Chambre des communes du Canada" in page.locator("footer.site").inner_text(), kind
    page.screenshot(path=str(ARTIFACTS / "french-after-three-clicks.png"), full_page=False)
    # and the switch takes the reader back to English on the same page
    page.locator("p.languages a[hreflang=en]").click()
    page.wait_for_url("**lang=en")
    assert page.evaluate("document.documentElement.lang") == "en"


def test_a_french_browser_gets_french_pages_without_asking(live):
    context = live["browser"].new_context(locale="fr-CA")
    try:
        page = context.new_page()
        page.goto(live["url"] + "/export")
        _french_page(page)
        page.locator("header.site nav a[href^='/ontology']").click()
        page.wait_for_url("**/ontology")
        _french_page(page)
    finally:
        context.close()


# The interface text of an entity page's pictures: their names for screen readers (aria-label,
# the neighbourhood's <title> without the entity's own name), the words of the timeline's bar
# titles after their data (": 2019-10-21 – now"), and the edges' titles (property names, years).
PICTURE_TEXT = """() => {
  const out = [];
  for (const svg of document.querySelectorAll('svg.timeline, svg.neighbourhood')) {
    if (svg.getAttribute('aria-label')) out.push(svg.getAttribute('aria-label'));
  }
  const name = document.querySelector('main h1').textContent.trim();
  const own = document.querySelector('svg.neighbourhood > title');
  if (own) out.push(own.textContent.replace(name, ''));
  for (const t of document.querySelectorAll('svg.timeline g.span > title')) out.push(t.textContent.split(': ').pop());
  for (const t of document.querySelectorAll('svg.neighbourhood g.edge > title')) out.push(t.textContent);
  return out;
}"""


def test_the_pictures_of_a_french_entity_page_are_named_in_french(live, page):
    page.goto(live["url"] + "/page/person/jagmeet-singh?lang=fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("svg.timeline").count() == 1 and page.locator("svg.neighbourhood").count() == 1
    texts = page.evaluate(PICTURE_TEXT)
    assert len(texts) > 5 and any(t.strip() for t in texts), texts
    found = _english_in(" \n ".join(texts))
    assert not found, found
    english = page.context.new_page()
    try:  # the check itself: the English page's pictures are named in English
        english.goto(live["url"] + "/page/person/jagmeet-singh?lang=en")
        found = _english_in(" \n ".join(english.evaluate(PICTURE_TEXT)))
        assert {"memberships and offices over time", "Neighbourhood of %(name)s"} <= set(found), found
    finally:
        english.close()
