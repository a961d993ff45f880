"""The pages in a real browser: headless Chromium driven by Playwright, against a live server on
127.0.0.1 over the reference KB and the founding article. Screenshots go to test-artifacts/."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from pathlib import Path

import pytest
from rdflib import Dataset, URIRef

from tests.conftest import REPO, SHARED, require

from .live import free_port
from .pages_fixtures import BASE, SAMPLE_TRIG

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CHROMIUM = os.environ.get("CANPOL_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PORTS = range(5200, 5300)
ARTIFACTS = REPO / "test-artifacts"
SEED = "seeds/000_c5534d68b7e690ae.txt"
SINGH = BASE + "id/person/jagmeet-singh"
SANCTION = BASE + "id/sanction/2020-06-17/jagmeet-singh"


def _load_reference(store) -> str:
    """The reference KB; until its loader lands, the hand-made sample's reference graph."""
    from canpol.graph.iris import IriMinter

    try:
        from canpol.loaders.reference import load_reference
    except ImportError:
        load_reference = None
    if load_reference is not None:
        load_reference(store, IriMinter())
        return "reference KB"
    data = Dataset()
    data.parse(SAMPLE_TRIG, format="trig")
    store.replace_graph(BASE + "graph/reference", data.graph(URIRef(BASE + "graph/reference")))
    return "sample reference graph"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """A live server over the reference KB plus the founding article, and a headless Chromium."""
    require((SHARED / SEED).is_file(), f"the founding article {SEED} is not in the shared folder")
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders import load_paths

    path = tmp_path_factory.mktemp("browser") / "store"
    store = EmbeddedStore(path)
    _load_reference(store)
    report = load_paths(store, [SHARED / SEED], IriMinter())
    assert not report.failed, report.failed
    quotes = [str(r["exact"]) for r in store.select(
        "PREFIX canpol: <https://w3id.org/canpol/ontology#> PREFIX oa: <http://www.w3.org/ns/oa#> "
        "SELECT ?exact WHERE { ?s canpol:evidence ?ev . ?ev oa:hasTarget/oa:hasSelector/oa:exact ?exact }",
        {"s": URIRef(SANCTION)})]
    store.close()
    with browsing(path) as running:
        yield {**running, "quotes": quotes}


@contextlib.contextmanager
def browsing(path: Path):
    """A live server (threaded werkzeug on 127.0.0.1) over the store at `path` and a headless
    Chromium: {"url", "browser"} (the story tests of test_browser_story.py reuse it)."""
    require(Path(CHROMIUM).exists(), f"Chromium is not installed at {CHROMIUM} (scripts/setup --test)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
    require(sync_playwright is not None, "playwright is not installed (pip install -e '.[test]')")
    from werkzeug.serving import make_server

    from canpol.config import Settings
    from canpol.webapp import create_app

    from .conftest import close_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=path)})
    server = make_server("127.0.0.1", free_port(PORTS), app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-pages", daemon=True)
    thread.start()
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield {"url": f"http://127.0.0.1:{server.server_port}", "browser": browser}
        finally:
            browser.close()
            server.shutdown()
            thread.join(timeout=10)
            close_app(app)


@pytest.fixture
def page(live):
    context = live["browser"].new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    yield page
    context.close()
    assert not [e for e in errors if "favicon" not in e], errors


def test_singh_page_shows_the_order_to_withdraw_with_its_source_quote(live, page):
    assert live["quotes"], "the founding article gave the order to withdraw no quoted evidence"
    response = page.goto(live["url"] + "/id/person/jagmeet-singh")
    assert response.ok and page.url.endswith("/page/person/jagmeet-singh")
    assert page.locator("#canonical-iri").inner_text() == SINGH
    # the story: the events of the day in one incident, each quote of its sources shown once in it
    sanction = page.locator("a[href$='/page/sanction/2020-06-17/jagmeet-singh']")
    events = page.locator("#incidents li.event", has=sanction)
    assert events.count() == 1
    event = events.first
    assert "order to withdraw" in event.inner_text()
    incident = page.locator("#incidents li.incident", has=sanction)
    assert incident.locator("h3 time").get_attribute("datetime") == "2020-06-17"
    shown = [q.strip() for q in incident.locator("blockquote.quote").all_inner_texts()]
    for quote_text in live["quotes"]:
        assert any(text.startswith(quote_text.strip()) for text in shown), (quote_text, shown)
    event.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "singh-page.png"), full_page=True)


def test_search_therrien_finds_alain_therrien(live, page):
    page.goto(live["url"] + "/")
    page.fill("#home-search", "therrien")
    page.press("#home-search", "Enter")
    page.wait_for_url("**/search?q=therrien")
    first = page.locator("#results li a").first
    assert first.inner_text() == "Alain Therrien"
    page.screenshot(path=str(ARTIFACTS / "search-therrien.png"), full_page=True)
    first.click()
    page.wait_for_url("**/page/person/alain-therrien")
    assert page.locator("h1#label").inner_text() == "Alain Therrien"


def test_neighbourhood_picture_renders(live, page):
    page.goto(live["url"] + "/page/person/jagmeet-singh")
    picture = page.locator("svg.neighbourhood")
    assert picture.is_visible()
    box = picture.bounding_box()
    assert box["width"] > 300 and box["height"] > 200
    assert picture.locator("g.node").count() >= 4
    assert picture.locator("g.edge line").count() == picture.locator("g.node").count() - 1
    centre = picture.locator("g.node.center circle").bounding_box()
    assert centre["width"] > 20  # drawn, with its size from the SVG geometry
    link = picture.locator("g.node a").first
    href = link.get_attribute("href")
    assert href.startswith("/page/") or href.startswith("http")
    picture.screenshot(path=str(ARTIFACTS / "singh-neighbourhood.png"))


def test_yasgui_runs_a_query_and_shows_rows(live, page):
    vendor = REPO / "webapp/static/vendor/@zazuko/yasgui/build/yasgui.min.js"
    require(vendor.is_file(), "YASGUI assets are not installed (scripts/setup runs npm ci)")
    query = ("PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?s ?label WHERE { "
             "?s rdfs:label ?label FILTER(CONTAINS(LCASE(STR(?label)), \"therrien\")) } LIMIT 5")
    page.goto(live["url"] + "/sparql", wait_until="load")
    page.wait_for_selector(".yasqe .CodeMirror")
    assert page.locator("#plain-form").is_hidden()  # YASGUI took over from the plain form
    page.evaluate("query => document.querySelector('.yasqe .CodeMirror').CodeMirror.setValue(query)", query)
    page.locator(".yasqe_queryButton").click()
    rows = page.locator(".yasr table tbody tr")
    rows.first.wait_for(timeout=20_000)
    assert rows.count() >= 1
    assert "Alain Therrien" in page.locator(".yasr").inner_text()
    # the IRI shown by its label, linked to its page here, not to the base's host
    link = page.locator(".yasr table tbody a.iri", has_text="Alain Therrien").first
    link.wait_for(timeout=20_000)
    assert link.get_attribute("href") == "/page/person/alain-therrien"
    assert link.get_attribute("title") == BASE + "id/person/alain-therrien"
    page.screenshot(path=str(ARTIFACTS / "yasgui.png"), full_page=True)


def _widths(page) -> tuple[int, int, list[str]]:
    """The document's scroll width, the window's width, and the first five visible elements that
    reach past the window's right edge (tag, class, width), to say what overflows."""
    scroll_width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    wide = page.evaluate("""() => Array.from(document.querySelectorAll('body *'))
        .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1 && e.offsetParent !== null)
        .slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().width))""")
    return scroll_width, inner, wide


def test_plain_form_answer_shows_labels_linked_to_local_pages(live):
    context = live["browser"].new_context(viewport={"width": 390, "height": 900}, java_script_enabled=False)
    try:
        page = context.new_page()
        query = ("PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?s WHERE { "
                 "?s rdfs:label \"Alain Therrien\" }")
        page.goto(live["url"] + "/sparql", wait_until="load")
        assert page.locator("#plain-form").is_visible()
        page.fill("#query", query)
        # measured only once the answer page has loaded: its stylesheet may still be on its way
        # when the table's link is already in the DOM (a layout without it overflows)
        with page.expect_navigation(wait_until="load"):
            page.locator("#plain-form button[type=submit]").click()
        link = page.locator("#answer table a", has_text="Alain Therrien").first
        assert link.get_attribute("href") == "/page/person/alain-therrien"
        scroll_width, inner, wide = _widths(page)
        assert scroll_width <= inner, (scroll_width, wide)
    finally:
        context.close()


PAGE_KINDS = ["home", "person", "party", "riding", "motion", "event", "sitting", "source", "browse", "search",
              "sparql", "sparql answer", "export", "ontology"]
ONE_OF = {  # one resource of each page kind in the live store, found by a query (first by IRI)
    "motion": "?s a canpol:Motion",
    "event": "?s canpol:evidence ?evidence FILTER (STRSTARTS(STR(?s), 'https://w3id.org/canpol/id/event/'))",
    "sitting": "?thing canpol:duringSitting ?s",
    "source": "?graph prov:wasDerivedFrom ?s FILTER (STRSTARTS(STR(?graph), 'https://w3id.org/canpol/graph/source/'))",
    "riding": "?m canpol:member <https://w3id.org/canpol/id/person/jagmeet-singh> ; canpol:district ?s",
}


@pytest.fixture(scope="module")
def page_urls(live) -> dict[str, str]:
    import requests

    from canpol.webapp.sparql import examples

    urls = {"home": "/", "person": "/page/person/jagmeet-singh", "party": "/page/party/ndp",
            "browse": "/browse", "search": "/search?q=singh", "sparql": "/sparql", "export": "/export",
            "ontology": "/ontology"}
    prefixes = ("PREFIX canpol: <https://w3id.org/canpol/ontology#> PREFIX prov: <http://www.w3.org/ns/prov#> "
                "PREFIX schema: <http://schema.org/> ")
    for kind, pattern in ONE_OF.items():
        answer = requests.post(live["url"] + "/sparql", data={"query": f"{prefixes} SELECT DISTINCT ?s WHERE "
                                                                     f"{{ {pattern} }} ORDER BY ?s LIMIT 1"},
                               headers={"Accept": "application/sparql-results+json"}, timeout=60)
        rows = answer.json()["results"]["bindings"]
        assert rows, f"no {kind} in the live store"
        urls[kind] = "/page/" + rows[0]["s"]["value"][len(BASE + "id/"):]
    events = next(e for e in examples() if e["name"].startswith("04-"))
    urls["sparql answer"] = "/sparql?" + __import__("urllib.parse").parse.urlencode({"query": events["query"]})
    return urls


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_no_page_is_wider_than_the_screen(live, page_urls, kind, width):
    context = live["browser"].new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        response = page.goto(live["url"] + page_urls[kind], wait_until="load")
        assert response.ok, (kind, response.status)
        if kind.startswith("sparql") and (REPO / "webapp/static/vendor/@zazuko/yasgui/build/yasgui.min.js").is_file():
            page.wait_for_selector(".yasqe .CodeMirror")
            if kind == "sparql answer":  # YASGUI runs the query of the URL and draws its table
                page.locator(".yasr table tbody tr").first.wait_for(timeout=20_000)
        scroll_width, inner, wide = _widths(page)
        page.screenshot(path=str(ARTIFACTS / f"width-{kind.replace(' ', '-')}-{width}.png"), full_page=True)
        assert scroll_width <= inner, (kind, width, scroll_width, wide)
    finally:
        context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_yasgui_run_button_leaves_the_query_text_uncovered(live, width):
    require((REPO / "webapp/static/vendor/@zazuko/yasgui/build/yasgui.min.js").is_file(),
            "YASGUI assets are not installed (scripts/setup runs npm ci)")
    context = live["browser"].new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(live["url"] + "/sparql", wait_until="load")
        page.wait_for_selector(".yasqe .CodeMirror")
        button = page.locator(".yasqe_queryButton").bounding_box()
        text = page.locator(".yasqe .CodeMirror").bounding_box()
        assert button and text
        assert button["y"] + button["height"] <= text["y"] + 0.5 or button["x"] >= text["x"] + text["width"], \
            (button, text)
    finally:
        context.close()
