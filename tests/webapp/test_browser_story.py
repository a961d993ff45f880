"""Issue 16's stories, read in a real browser from pages alone: starting at the home page and its
search, clicking links, a reader finds who asked Jagmeet Singh to apologize on 2020-06-17, the
motion he moved and the sources that say so, and how the House decided on the Uyghur motion.
Every page kind met on the way shows no blank-node id (`_:`) and no hash-like id in its headings
and lists. The server runs over the default graph (the reference KB and corpus/articles, as
`make run` builds it). Screenshots go to test-artifacts/."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.conftest import REPO

from .test_browser import ARTIFACTS, browsing

pytestmark = [pytest.mark.integration, pytest.mark.slow]

HASH_LIKE = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8,}\b")
SHOWN = "h1, h2, h3, li, dt, dd, th, caption, summary"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    store = tmp_path_factory.mktemp("story") / "store"
    done = subprocess.run([sys.executable, "-m", "canpol", "--store", str(store), "load", "--reference",
                           "corpus/articles"], cwd=REPO, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr[-2000:]
    with browsing(store) as running:
        yield running


@pytest.fixture(params=[(1280, 900), (390, 844)], ids=["desktop", "phone"])
def page(live, request):
    width, height = request.param
    context = live["browser"].new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.width = width
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, errors


def readable(page, kind: str) -> None:
    """The page's headings and lists hold no blank-node id and no hash-like id; a screenshot."""
    texts = page.locator(SHOWN).all_inner_texts()
    assert texts, f"{kind}: nothing shown"
    for text in texts:
        assert "_:" not in text, (kind, text[:200])
        assert not HASH_LIKE.search(text), (kind, text[:200])
    page.screenshot(path=str(ARTIFACTS / f"story-{kind}-{page.width}.png"), full_page=True)


def search_from_home(live, page, text: str) -> None:
    page.goto(live["url"] + "/")
    page.fill("#home-search", text)
    page.press("#home-search", "Enter")
    page.wait_for_url("**/search?q=*")
    readable(page, "search")


def test_who_asked_singh_to_apologize_which_motion_what_sources(live, page):
    search_from_home(live, page, "jagmeet singh")
    result = page.locator("#results li", has_text="Jagmeet Singh").first
    assert "NDP" in result.inner_text() and "Burnaby South" in result.inner_text()  # party, riding, years
    result.locator("a").first.click()
    page.wait_for_url("**/page/person/jagmeet-singh")
    assert "MP for Burnaby South (NDP)" in page.locator("#summary").inner_text()
    assert page.locator("#links-out a[data-site='ParlInfo']").get_attribute("href").endswith("personId=18796")
    readable(page, "person")

    # the incident of 2020-06-17: Singh was asked to apologize, by the chair
    incident = page.locator("#incidents li.incident", has=page.locator("h3 time[datetime='2020-06-17']"))
    assert incident.count() == 1
    asked = incident.locator("li.event", has_text="request to apologize")
    assert "was targeted" in asked.inner_text()
    assert "Deputy Speaker" in asked.inner_text()  # who asked: the deputy Speaker in the chair
    asked.locator("a.event-link").click()
    page.wait_for_url("**/page/event/2020-06-17/request-to-apologize/jagmeet-singh")
    participants = page.locator("#participants").inner_text()
    assert "Deputy Speaker of the House of Commons" in participants and "Jagmeet Singh" in participants
    evidence = page.locator("#evidence").inner_text()
    assert "Singh ordered out of the Commons after calling Bloc MP a racist" in evidence  # the source
    assert page.locator("#evidence blockquote.quote").count() >= 1
    readable(page, "event")

    # the motion he moved that day, its outcome and who opposed it
    page.go_back()
    page.wait_for_url("**/page/person/jagmeet-singh")
    moved = page.locator("#incidents li.incident", has=page.locator("h3 time[datetime='2020-06-17']")) \
        .locator("li.event", has=page.locator("span.role", has_text="moved"))
    moved.locator("a.event-link").first.click()
    page.wait_for_url("**/page/motion/2020-06-17/jagmeet-singh")
    assert "Jagmeet Singh" in page.locator("#mover").inner_text()
    assert "consent refused" in page.locator("#outcome").inner_text()
    assert "Alain Therrien" in page.locator("#opposers").inner_text()
    assert "Singh ordered out of the Commons" in page.locator("#evidence").inner_text()
    readable(page, "motion")

    # the sitting of the day and the party, from links on the way
    page.locator("#motion-facts a", has_text="Sitting of June 17, 2020").click()
    page.wait_for_url("**/page/sitting/43-1/2020-06-17")
    assert page.locator("h1#label").inner_text() == "Sitting of June 17, 2020"
    assert page.locator("#incidents li.event").count() >= 3
    readable(page, "sitting")
    page.goto(live["url"] + "/page/party/ndp")
    assert page.locator("#leaders li").first.inner_text().startswith("Jagmeet Singh")
    assert page.locator("svg.seat-chart rect").count() >= 20
    readable(page, "party")
    for party in ("liberal", "conservative", "bq"):  # parties whose members articles name only by role too
        response = page.goto(live["url"] + f"/page/party/{party}")
        assert response.ok, party
        readable(page, f"party-{party}")


def test_how_the_house_decided_on_the_uyghur_motion(live, page):
    search_from_home(live, page, "ouighours")
    result = page.locator("#results li", has_text="adopted")  # the motion, not the article about it
    assert "Michael D. Chong" in result.inner_text()
    result.locator("a").first.click()
    page.wait_for_url("**/page/motion/2021-02-22/**")
    title = page.locator("h1#label").inner_text()
    assert title[0].isupper() and "Ouïghours" in title  # its first demand, in sentence case
    assert "Michael D. Chong" in page.locator("#mover").inner_text()
    outcome = page.locator("#outcome").inner_text()
    assert "adopted" in outcome and "266 yeas, 0 nays" in outcome and "recorded division" in outcome
    assert page.locator("#demands li").count() == 3
    source = page.locator("#evidence .claimed-by a").first
    assert source.inner_text() == "Les Communes reconnaissent un génocide contre les Ouïghours"
    readable(page, "motion-uyghur")
    page.locator("#motion-facts a", has_text="Sitting of February 22, 2021").click()  # the day in the House
    page.wait_for_url("**/page/sitting/43-2/2021-02-22")
    assert "moved by Michael D. Chong · adopted" in page.locator("#motions").inner_text()
    readable(page, "sitting-uyghur")
    page.go_back()
    page.locator("#graphs li a[href*='/page/source/']").first.click()  # the article's own page
    page.wait_for_url("**/page/source/**")
    assert "génocide" in page.locator("h1#label").inner_text()
    readable(page, "source")

    # the same motion from the list of motions: date, mover and outcome beside its title
    page.goto(live["url"] + "/browse/Motion")
    row = page.locator("ol.results li", has_text="Ouïghours")
    assert row.locator("time").get_attribute("datetime") == "2021-02-22"
    assert "February 22, 2021" in row.inner_text() and "Michael D. Chong" in row.inner_text() and "adopted" in row.inner_text()
    readable(page, "browse-motions")
    page.goto(live["url"] + "/browse/Person")
    assert page.locator("ol.results li").first.inner_text() != "_ Nancy Ruth"
    readable(page, "browse-people")


# What these pages add (the neighbourhood picture and the membership timeline are another's, and
# test_browser_language.py checks the header and footer).
STORY_PARTS = ("header.entity-head, #incidents, #news, table.memberships, #leaders, #seats, #members, #motion-facts, "
               "#demands, #decisions, #evidence, #participants, #motions, #record, #facets, ol.results, #result-count, "
               "main > h1, main > p, #all-data > summary, #graphs")
FRENCH_PAGES = ["/page/person/jagmeet-singh", "/page/person/justin-trudeau", "/page/party/ndp",
                "/page/motion/2021-02-22/michael-d-chong", "/page/motion/2020-06-17/jagmeet-singh",
                "/page/sitting/43-1/2020-06-17", "/page/event/2020-06-17/request-to-apologize/jagmeet-singh",
                "/browse/Person", "/browse/Person?party=party/ndp", "/browse/Event", "/browse/Motion",
                "/search?q=singh"]


def test_the_story_pages_in_french(live, page):
    """Every page kind of the stories, in French: no English interface text (the catalog's English,
    as test_browser_language.py looks for it; names, titles and quotes are data), and the day
    written the French way."""
    from .test_browser_language import _french_page

    for path in FRENCH_PAGES:
        response = page.goto(live["url"] + path + ("&" if "?" in path else "?") + "lang=fr")
        assert response.ok, path
        _french_page(page, STORY_PARTS)
        readable(page, "fr-" + path.strip("/").replace("/", "-").replace("?", "-").replace("=", "-"))
    page.goto(live["url"] + "/page/person/jagmeet-singh?lang=fr")
    assert page.locator("#summary").inner_text().startswith("A représenté Burnaby-Sud (NPD) aux Communes")
    assert page.locator("#incidents h3 time").first.inner_text() == "17 juin 2020"
    assert "a été visé" in page.locator("#incidents").inner_text()


SITE = ["/", "/browse", "/browse/Person", "/browse/Event", "/search?q=therrien", "/sparql", "/export", "/ontology"]


@pytest.fixture(scope="module")
def one_of_each_class(live) -> list[str]:
    """One page of each class the default graph has instances of (the first by IRI): every kind
    of resource page, found from the data rather than listed by hand."""
    import requests

    query = ("SELECT ?c (MIN(STR(?s)) AS ?first) WHERE { ?s a ?c FILTER (isIRI(?s) && "
             "STRSTARTS(STR(?s), 'https://w3id.org/canpol/id/')) } GROUP BY ?c ORDER BY ?c")
    answer = requests.post(live["url"] + "/sparql", data={"query": query},
                           headers={"Accept": "application/sparql-results+json"}, timeout=120)
    rows = answer.json()["results"]["bindings"]
    paths = sorted({"/page/" + r["first"]["value"][len("https://w3id.org/canpol/id/"):] for r in rows})
    assert len(paths) >= 25, paths  # people, parties, ridings, offices, memberships, events, motions, sources…
    return paths


def test_every_page_kind_fits_reads_and_speaks_french(live, page, one_of_each_class):
    """Every kind of page, at the phone's and the desktop's width, in English and in French: no
    horizontal overflow, no blank-node or hash-like id in headings and lists, and in French none
    of the catalog's English interface text."""
    from .test_browser_language import _french_page

    for path in SITE + one_of_each_class:
        for lang in ("en", "fr"):
            url = path + ("&" if "?" in path else "?") + "lang=" + lang
            response = page.goto(live["url"] + url, wait_until="load")
            assert response.ok, url
            scroll_width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            assert scroll_width <= inner, (url, page.width, scroll_width)
            texts = page.locator(SHOWN).all_inner_texts()
            for text in texts:
                assert "_:" not in text and not HASH_LIKE.search(text), (url, text[:200])
            if lang == "fr":
                _french_page(page)
