"""Long lists are paged by one mechanism (webapp/paging.py): a page shows a window of the list, says
how many there are and links to the previous and next windows, in HTML, JSON and RDF documents;
following the links reaches every value once; hostile offsets get the app's error answer or an
empty last page, never a 500."""

from __future__ import annotations

import re
from html import unescape

import pytest
from rdflib import RDF, RDFS, XSD, Graph, Literal, Namespace, URIRef

from .conftest import close_app, make_app
from .pages_fixtures import BASE, SINGH, build_sample_store

CANPOL = Namespace("https://w3id.org/canpol/ontology#")
PROV = Namespace("http://www.w3.org/ns/prov#")
SCHEMA = Namespace("http://schema.org/")
HTML = {"Accept": "text/html"}
JSON = {"Accept": "application/json"}
DATASET = URIRef(BASE + "id/source/a-long-dataset")
DATASET_GRAPH = BASE + "graph/file/a-long-dataset"
PARTY = URIRef(BASE + "id/party/bq")
ORGANIZATION = str(CANPOL.organization)
CLAIMS = 25  # resources the dataset types: three pages and a bit of four at 7 a page
MEMBERSHIPS = 45  # added links to the party by canpol:organization
PAGE = 7
STATEMENTS = 4  # days a person made a statement on (besides the sample's own events)


def _dataset() -> Graph:
    g = Graph()
    g.add((URIRef(DATASET_GRAPH), PROV.wasDerivedFrom, DATASET))
    g.add((DATASET, RDF.type, CANPOL.Source))
    g.add((DATASET, SCHEMA.name, Literal("A long dataset")))
    for i in range(CLAIMS):
        person = URIRef(f"{BASE}id/person/listed-{i:02d}")
        g.add((person, RDF.type, CANPOL.Person))
        g.add((person, RDFS.label, Literal(f"Listed Person {i:02d}")))
    return g


def _memberships() -> Graph:
    g = Graph()
    for i in range(MEMBERSHIPS):
        m = URIRef(f"{BASE}id/membership/paged-{i:02d}")
        g.add((m, CANPOL.organization, PARTY))
        g.add((m, RDFS.label, Literal(f"membership {i:02d}")))
    return g


def _statements() -> Graph:
    """Statements a person made on days of their own: a story of as many episodes (one a day)."""
    g = Graph()
    for month in range(1, STATEMENTS + 1):
        day = f"2021-{month:02d}-12"
        event = URIRef(f"{BASE}id/event/{day}/statement/jagmeet-singh")
        g.add((event, RDF.type, CANPOL.Statement))
        g.add((event, CANPOL.date, Literal(day, datatype=XSD.date)))
        g.add((event, CANPOL.agent, URIRef(SINGH)))
    return g


@pytest.fixture(scope="module")
def paged_store(tmp_path_factory):
    return build_sample_store(tmp_path_factory.mktemp("paging") / "store",
                              {DATASET_GRAPH: _dataset(), BASE + "graph/file/paged-memberships": _memberships(),
                               BASE + "graph/file/paged-statements": _statements()})


@pytest.fixture
def client(paged_store):
    app = make_app(paged_store, CANPOL_LIST_PAGE=PAGE)
    yield app.test_client()
    close_app(app)


def _claim_paths(text: str) -> list[str]:
    section = text.split('<section id="claims">', 1)[1].split("</section>", 1)[0]
    return re.findall(r'<li>.*?href="/page/(person/listed-\d+)', section)


def _next_href(text: str) -> str | None:
    found = re.search(r'<a rel="next" href="([^"]+)"', text)
    return unescape(found[1]) if found else None


def test_a_long_list_shows_its_first_page_its_count_and_a_next_link(client):
    text = client.get("/page/source/a-long-dataset", headers=HTML).get_data(as_text=True)
    assert len(_claim_paths(text)) == PAGE
    assert f"1–{PAGE} of {CLAIMS}" in text
    assert _next_href(text) == f"?claims={PAGE}#claims"
    assert 'rel="prev"' not in text


def test_following_the_next_links_reaches_every_value_once_and_the_last_page_has_none(client):
    url, seen, pages = "/page/source/a-long-dataset", [], 0
    while url is not None:
        text = client.get(url, headers=HTML).get_data(as_text=True)
        seen += _claim_paths(text)
        pages += 1
        href = _next_href(text)
        url = f"/page/source/a-long-dataset{href.split('#')[0]}" if href else None
    assert pages == -(-CLAIMS // PAGE)
    assert f"{3 * PAGE + 1}–{CLAIMS} of {CLAIMS}" in text and 'rel="prev"' in text
    assert sorted(seen) == [f"person/listed-{i:02d}" for i in range(CLAIMS)]


def test_the_json_view_says_the_window_and_its_next_url_until_the_last(client):
    url, seen = "/data/source/a-long-dataset.json", []
    while url is not None:
        view = client.get(url).get_json()
        window = view["pages"]["claims"]
        assert window["total"] == CLAIMS and window["size"] == PAGE
        seen += [c["resource"]["value"] for c in view["claims"]]
        url = window["next"]
    assert window["offset"] == 3 * PAGE and window["previous"].endswith(f"?claims={2 * PAGE}")
    assert sorted(seen) == [f"{BASE}id/person/listed-{i:02d}" for i in range(CLAIMS)]


def test_a_list_that_fits_in_a_page_has_no_pager_and_no_window(paged_store):
    app = make_app(paged_store, CANPOL_LIST_PAGE=CLAIMS)
    client = app.test_client()
    text = client.get("/page/source/a-long-dataset", headers=HTML).get_data(as_text=True)
    assert len(_claim_paths(text)) == CLAIMS and 'class="pager"' not in text
    assert "pages" not in client.get("/data/source/a-long-dataset.json").get_json()
    close_app(app)


def test_the_links_to_a_property_are_followed_to_their_end_through_the_json_windows(client):
    view = client.get("/data/party/bq.json").get_json()
    group = next(g for g in view["incoming"] if g["property"] == ORGANIZATION)
    seen = [v["value"] for v in group["values"]]
    total = group["page"]["total"]
    url = group["page"]["next"]
    while url is not None:
        group = next(g for g in client.get(url, headers=JSON).get_json()["incoming"] if g["property"] == ORGANIZATION)
        seen += [v["value"] for v in group["values"]]
        url = group["page"]["next"]
    assert total == MEMBERSHIPS + 1 and len(seen) == len(set(seen)) == total  # the sample's own and the added
    assert group["page"]["previous"] is not None


def test_a_hubs_data_document_is_paged_by_link_headers_and_the_pages_make_the_whole(paged_store, monkeypatch):
    from canpol.webapp import linked

    app = make_app(paged_store, CANPOL_PAGE_CACHE_MB=0)  # (the whole document, then its pages, at one URL)
    client = app.test_client()
    whole = Graph().parse(data=client.get("/data/party/bq.nt").data, format="nt")
    assert "rel=\"next\"" not in client.get("/data/party/bq.nt").headers["Link"]
    monkeypatch.setattr(linked, "DOC_STATEMENTS", 10)
    hydra = "http://www.w3.org/ns/hydra/core#"
    url, parts, pages = "/data/party/bq.nt", Graph(), 0
    while url is not None:
        answer = client.get(url)
        assert answer.status_code == 200
        page = Graph().parse(data=answer.data, format="nt")
        assert any(str(p) == hydra + "totalItems" for p in page.predicates())
        for triple in page:
            if not str(triple[1]).startswith(hydra):
                parts.add(triple)
        pages += 1
        found = re.search(r'<([^>]+)>; rel="next"', answer.headers["Link"])
        url = found[1].replace("http://localhost", "") if found else None
    assert pages > 2 and set(parts) == set(whole)
    turtle = client.get("/data/party/bq.ttl?statements=10")
    assert 'rel="prev"' in turtle.headers["Link"]
    assert any(str(p) == hydra + "previous" for p in Graph().parse(data=turtle.data, format="turtle").predicates())
    close_app(app)


def test_a_paged_url_is_its_own_cache_entry_and_etag(client):
    # (in French: URLs no other test of the module asked for, whose answers the shared cache keeps)
    first = client.get("/page/source/a-long-dataset?claims=7&lang=fr", headers=HTML)
    again = client.get("/page/source/a-long-dataset?claims=7&lang=fr", headers=HTML)
    other = client.get("/page/source/a-long-dataset?claims=14&lang=fr", headers=HTML)
    assert first.headers.get("X-Canpol-Cache") == "miss"
    assert again.headers.get("X-Canpol-Cache") == "hit" and again.data == first.data
    assert other.headers.get("X-Canpol-Cache") == "miss" and other.data != first.data
    assert other.headers["ETag"] != first.headers["ETag"]
    assert _claim_paths(first.get_data(as_text=True)) != _claim_paths(other.get_data(as_text=True))


HOSTILE = ["-3", "-99999999999999999999", "abc", "1e5", "0x10", "", "9" * 30, "9" * 5000, "７"]
TURTLE = {"Accept": "text/turtle"}
PAGED_URLS = [("/page/source/a-long-dataset?claims={}", HTML), ("/data/source/a-long-dataset.json?claims={}", JSON),
              ("/page/party/bq?in=" + ORGANIZATION.replace("#", "%23") + "&offset={}", HTML),
              ("/page/party/bq?members={}", HTML), ("/page/party/bq?speakers={}", JSON),
              ("/page/party/bq?votes={}", HTML), ("/page/party/bq?said={}", HTML),
              ("/data/party/bq.ttl?statements={}", TURTLE), ("/page/party/bq?statements={}", TURTLE),
              ("/page/party/bq?story={}", HTML), ("/export?graphs={}", HTML)]


@pytest.mark.parametrize("pattern, headers", PAGED_URLS)
def test_a_hostile_offset_gets_the_error_answer_or_an_empty_last_page_never_a_500(client, pattern, headers):
    for value in HOSTILE:
        answer = client.get(pattern.format(value), headers=headers)
        assert answer.status_code in (200, 400), (pattern, value[:20], answer.status_code)
        if answer.status_code == 400:  # the app's one error answer, negotiated like the page
            assert "must be a whole number" in answer.get_data(as_text=True)
            if headers is JSON:
                assert "must be a whole number" in answer.get_json()["error"]["message"]


def test_an_offset_past_the_end_is_an_empty_page_linking_back_to_the_last(client):
    text = client.get("/page/source/a-long-dataset?claims=1000", headers=HTML).get_data(as_text=True)
    assert _claim_paths(text) == [] and f"none past the {CLAIMS} listed" in text
    assert f'rel="prev" href="?claims={3 * PAGE}#claims"' in text


def test_a_story_longer_than_its_window_is_paged_and_every_incident_reached(paged_store, monkeypatch):
    from canpol.webapp import linked

    app = make_app(paged_store, CANPOL_PAGE_CACHE_MB=0)  # (the whole story, then its windows, at one URL)
    client = app.test_client()
    whole = [i["title"] for i in client.get("/data/person/jagmeet-singh.json").get_json()["story"]]
    assert len(whole) > STATEMENTS
    monkeypatch.setattr(linked, "STORY_PAGE", 1)
    url, seen = "/data/person/jagmeet-singh.json", []
    while url is not None:
        view = client.get(url).get_json()
        assert len(view["story"]) == 1 and view["pages"]["story"]["total"] == len(whole)
        seen += [i["title"] for i in view["story"]]
        url = view["pages"]["story"]["next"]
    assert seen == whole
    text = client.get("/page/person/jagmeet-singh?story=1", headers=HTML).get_data(as_text=True)
    assert '<ol class="story" start="2">' in text and 'id="incident-2"' in text and 'rel="prev"' in text
    close_app(app)


def test_a_hub_documents_cheap_sort_key_orders_its_rows_exactly_as_ordering_by_the_linking_resource():
    """entity_document_rows.rq sorts on "~" + the linking IRI (a string the query makes, cheap to
    compare) before ?x itself: the rows must come in the very order of ORDER BY ?x ?ip ..., for
    the hub's own statements (no ?x), blank nodes linking to it (before every IRI) and IRIs whose
    strings order by code point (upper case before lower, a "~" and a non-ASCII letter last)."""
    import pyoxigraph as ox

    from canpol.graph.bindings import with_values_inside
    from canpol.webapp.pagequeries import load_query

    hub = ox.NamedNode(BASE + "id/party/hub")
    link, other = ox.NamedNode(BASE + "p/link"), ox.NamedNode(BASE + "p/other")
    graph = ox.NamedNode(BASE + "graph/g")
    quads = [ox.Quad(hub, ox.NamedNode(BASE + "p/count"), ox.Literal(number, datatype=ox.NamedNode(str(XSD.integer))),
                     graph) for number in ("10", "9")]
    quads.append(ox.Quad(hub, ox.NamedNode(str(RDFS.label)), ox.Literal("Hub", language="en"), graph))
    target = ox.BlankNode()
    quads += [ox.Quad(hub, other, target, graph), ox.Quad(target, link, ox.Literal("b"), graph),
              ox.Quad(target, other, ox.Literal("a"), graph)]
    for name in ("a", "B", "a/b", "é", "~x", "Z", "a-2", "a10", "a9"):
        linker = ox.NamedNode(BASE + "id/thing/" + name)
        quads += [ox.Quad(linker, link, hub, graph), ox.Quad(linker, other, hub, graph)]
    quads += [ox.Quad(ox.BlankNode(), link, hub, graph) for _ in range(3)]
    store = ox.Store()
    store.extend(quads)

    cheap = load_query("entity_document_rows")
    key = '  BIND(IF(isIRI(?x), CONCAT("~", STR(?x)), "") AS ?kx)\n'
    assert key in cheap and "ORDER BY ?kx ?x ?ip" in cheap
    plain = cheap.replace(key, "").replace("ORDER BY ?kx ?x ?ip", "ORDER BY ?x ?ip")

    def rows(text):
        query = with_values_inside(text, {"s": URIRef(hub.value)})
        return [tuple(None if term is None else str(term) for term in solution)
                for solution in store.query(query, use_default_graph_as_union=True)]

    ordered = rows(plain)
    assert len(ordered) == 4 + 2 + 9 * 2 + 3  # its own, its blank node's, the links of 9 IRIs and 3 blank nodes
    assert rows(cheap) == ordered
    linkers = [row[6][1:-1] for row in ordered if row[6] is not None and row[6].startswith("<")]
    assert linkers == sorted(linkers) and linkers[0].endswith("/B") and linkers[-1].endswith("/é")
