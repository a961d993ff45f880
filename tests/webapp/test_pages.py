"""Entity pages and dereferenceable IRIs over the hand-made sample graph (Flask test client)."""

from __future__ import annotations

import json

import pytest
from rdflib import Graph, URIRef

from .conftest import close_app, make_app
from .pages_fixtures import BASE, RULING, SINGH, build_sample_store


@pytest.fixture
def pages_app(tmp_path):
    app = make_app(build_sample_store(tmp_path / "store"))
    yield app
    close_app(app)


@pytest.fixture
def pc(pages_app):
    return pages_app.test_client()


HTML = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


@pytest.mark.parametrize("accept, location", [
    (HTML["Accept"], "/page/person/jagmeet-singh"),
    ("text/turtle", "/data/person/jagmeet-singh.ttl"),
    ("application/n-triples", "/data/person/jagmeet-singh.nt"),
    ("application/ld+json", "/data/person/jagmeet-singh.jsonld"),
    ("application/rdf+xml", "/data/person/jagmeet-singh.rdf"),
    ("application/json", "/data/person/jagmeet-singh.json"),
    ("text/turtle;q=0.5, text/html;q=0.9", "/page/person/jagmeet-singh"),
    ("text/html;q=0.2, application/rdf+xml", "/data/person/jagmeet-singh.rdf"),
])
def test_iri_answers_303_by_accept(pc, accept, location):
    response = pc.get("/id/person/jagmeet-singh", headers={"Accept": accept})
    assert response.status_code == 303
    assert response.headers["Location"].endswith(location)
    assert "Accept" in response.headers["Vary"]


def test_iri_without_acceptable_format_is_406(pc):
    assert pc.get("/id/person/jagmeet-singh", headers={"Accept": "image/png"}).status_code == 406


def test_curl_style_follow_gets_turtle_and_browser_gets_html_from_same_iri(pc):
    turtle = pc.get("/id/person/jagmeet-singh", headers={"Accept": "text/turtle"}, follow_redirects=True)
    assert turtle.status_code == 200 and turtle.mimetype == "text/turtle"
    graph = Graph().parse(data=turtle.data, format="turtle")
    assert (URIRef(SINGH), URIRef("http://schema.org/name"), None) in graph
    # the document reads with the project's prefixes (not rdflib's schema1: for http://schema.org/)
    assert b"@prefix schema: <http://schema.org/>" in turtle.data and b"schema1:" not in turtle.data
    page = pc.get("/id/person/jagmeet-singh", headers=HTML, follow_redirects=True)
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert SINGH in page.get_data(as_text=True)  # the canonical IRI is shown


@pytest.mark.parametrize("ext, fmt", [("ttl", "turtle"), ("nt", "nt"), ("jsonld", "json-ld"), ("rdf", "xml")])
def test_data_documents_answer_their_extension(pc, ext, fmt):
    response = pc.get(f"/data/ruling/2020-06-17/jagmeet-singh.{ext}")
    assert response.status_code == 200
    graph = Graph().parse(data=response.data, format=fmt)
    ruling = URIRef(RULING)
    ruled_by = set(graph.objects(ruling, URIRef("https://w3id.org/canpol/ontology#ruledBy")))
    assert ruled_by == {URIRef(BASE + "id/person/carol-hughes"), URIRef(BASE + "id/person/bruce-stanton")}
    # blank nodes of the evidence are not part of the ruling's own description, but its links are
    assert (ruling, URIRef("https://w3id.org/canpol/ontology#evidence"), URIRef(BASE + "id/evidence/e1")) in graph


def test_data_document_of_evidence_keeps_its_blank_node_selectors(pc):
    graph = Graph().parse(data=pc.get("/data/evidence/e1.ttl").data, format="turtle")
    exact = set(graph.objects(None, URIRef("http://www.w3.org/ns/oa#exact")))
    assert [str(e) for e in exact] == ["The chair ordered the member to leave for the rest of the sitting."]


def test_unknown_iri_is_a_helpful_404(pc):
    response = pc.get("/id/person/nobody-at-all", headers=HTML)
    assert response.status_code == 404
    text = response.get_data(as_text=True)
    assert BASE + "id/person/nobody-at-all" in text and 'action="/search"' in text
    assert 'value="nobody at all"' in text
    assert pc.get("/id/person/nobody-at-all", headers={"Accept": "text/turtle"}).status_code == 404
    assert pc.get("/page/person/nobody-at-all", headers=HTML).status_code == 404
    assert pc.get("/data/person/nobody-at-all.ttl").status_code == 404
    assert pc.get("/data/person/jagmeet-singh.exe").status_code == 404


def test_graph_and_vocab_iris_dereference_too(pc):
    response = pc.get("/graph/source/aaaaaaaaaaaaaaaa", headers=HTML)
    assert response.status_code == 303
    assert response.headers["Location"].endswith("/page/graph/source/aaaaaaaaaaaaaaaa")
    page = pc.get(response.headers["Location"], headers=HTML)
    assert page.status_code == 200 and "Leader removed from the chamber" in page.get_data(as_text=True)
    concept = pc.get("/vocab/OrderToWithdraw", headers=HTML, follow_redirects=True)
    assert concept.status_code == 200


def test_other_base_is_served_by_path(tmp_path):
    from canpol.config import Settings
    from canpol.graph.embedded import EmbeddedStore
    from canpol.webapp import create_app

    store = EmbeddedStore(tmp_path / "s")
    text = (tmp_path / "x.ttl")
    text.write_text('<https://data.example.org/id/party/x> <http://www.w3.org/2000/01/rdf-schema#label> "Party X"@en .\n')
    store.import_file(text, "https://data.example.org/graph/file/x")
    store.close()
    app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(store_path=tmp_path / "s", base="https://data.example.org/")})
    client = app.test_client()
    page = client.get("/id/party/x", headers=HTML, follow_redirects=True)
    assert page.status_code == 200 and "Party X" in page.get_data(as_text=True)
    assert "https://data.example.org/id/party/x" in page.get_data(as_text=True)
    close_app(app)


def test_person_page_shows_timeline_events_quotes_and_picture(pc):
    text = pc.get("/page/person/jagmeet-singh", headers=HTML).get_data(as_text=True)
    assert "<h1 id=\"label\">Jagmeet Singh</h1>" in text
    assert 'class="timeline"' in text and "Burnaby South" in text and "2019-02-25" in text
    assert "ruling of the Chair" in text and "2020-06-17" in text
    assert "The chair ordered the member to leave for the rest of the sitting." in text
    assert 'class="neighbourhood"' in text and "<circle" in text
    # incoming links grouped by property with readable labels
    assert "sanctioned person" in text and "member" in text


def test_event_page_shows_participants_evidence_confidence_and_disagreement(pc):
    response = pc.get("/page/ruling/2020-06-17/jagmeet-singh", headers=HTML)
    text = response.get_data(as_text=True)
    assert 'id="participants"' in text and "Carol Hughes" in text and "ruled by" in text
    assert "deputy Speaker" in text  # the role as one source reported it
    assert 'id="event-date"' in text and "during the sitting" in text
    assert text.count('class="evidence"') == 2
    assert "0.9" in text and "0.7" in text
    assert 'href="https://news.example/first-report"' in text
    # the two sources disagree on who ruled: both shown side by side
    assert 'class="side-by-side"' in text
    side = text[text.index('class="side-by-side"'):]
    side = side[:side.index("</table>")]
    assert "Carol Hughes" in side and "Bruce Stanton" in side
    assert "Leader removed from the chamber" in side and "Heated exchange in the House" in side


def test_page_is_also_json_by_accept_and_extension(pc):
    by_accept = pc.get("/page/ruling/2020-06-17/jagmeet-singh", headers={"Accept": "application/json"})
    by_ext = pc.get("/data/ruling/2020-06-17/jagmeet-singh.json")
    assert by_accept.mimetype == by_ext.mimetype == "application/json"
    view = json.loads(by_ext.data)
    assert view == json.loads(by_accept.data)
    assert view["iri"] == RULING and view["kind"] == "event"
    ruled_by = next(g for g in view["outgoing"] if g["property"].endswith("#ruledBy"))
    assert set(ruled_by["by_graph"]) == {BASE + "graph/source/aaaaaaaaaaaaaaaa", BASE + "graph/source/bbbbbbbbbbbbbbbb"}
    quotes = sorted(q for e in view["evidence"] for q in e["quotes"])
    assert len(quotes) == 2
    turtle = pc.get("/page/ruling/2020-06-17/jagmeet-singh", headers={"Accept": "text/turtle"})
    assert turtle.mimetype == "text/turtle"
    assert len(Graph().parse(data=turtle.data, format="turtle")) > 5


def test_labels_follow_lang_parameter_and_accept_language(pc):
    fr = pc.get("/page/party/ndp?lang=fr", headers=HTML).get_data(as_text=True)
    assert "<h1 id=\"label\">Nouveau Parti démocratique</h1>" in fr
    # ?lang= is remembered in a cookie, which then wins over Accept-Language
    kept = pc.get("/page/party/ndp", headers={**HTML, "Accept-Language": "en"}).get_data(as_text=True)
    assert "<h1 id=\"label\">Nouveau Parti démocratique</h1>" in kept
    pc.delete_cookie("canpol_lang")
    fr2 = pc.get("/page/party/ndp", headers={**HTML, "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"})
    assert "<h1 id=\"label\">Nouveau Parti démocratique</h1>" in fr2.get_data(as_text=True)
    en = pc.get("/page/party/ndp", headers={**HTML, "Accept-Language": "en"}).get_data(as_text=True)
    assert "<h1 id=\"label\">New Democratic Party</h1>" in en
    # property labels come from the ontology in the reader's language
    assert "organisation" in pc.get("/page/membership/m2?lang=fr", headers=HTML).get_data(as_text=True)


def test_incoming_links_are_paged(tmp_path):
    from rdflib import Graph, Literal, Namespace

    canpol = Namespace("https://w3id.org/canpol/ontology#")
    extra = Graph()
    for i in range(45):
        m = URIRef(f"{BASE}id/membership/x{i:02d}")
        extra.add((m, canpol.organization, URIRef(BASE + "id/party/bq")))
        extra.add((m, URIRef("http://www.w3.org/2000/01/rdf-schema#label"), Literal(f"membership {i:02d}")))
    app = make_app(build_sample_store(tmp_path / "store", {BASE + "graph/file/extra": extra}))
    client = app.test_client()
    view = json.loads(client.get("/data/party/bq.json").data)
    group = next(g for g in view["incoming"] if g["property"].endswith("#organization"))
    assert len(group["values"]) == 20 and group["more"] is True and group["next_offset"] == 20
    seen = {v["value"] for v in group["values"]}
    org = "https://w3id.org/canpol/ontology#organization"
    page2 = json.loads(client.get("/page/party/bq", query_string={"in": org, "offset": 20},
                                  headers={"Accept": "application/json"}).data)
    group2 = next(g for g in page2["incoming"] if g["property"] == org)
    assert not seen & {v["value"] for v in group2["values"]}
    assert len(seen | {v["value"] for v in group2["values"]}) == 46  # 45 added + Therrien's own
    assert "more" not in group2
    html = client.get("/page/party/bq", headers=HTML).get_data(as_text=True)
    assert "offset=20" in html
    close_app(app)


def test_only_http_iris_become_links(pc):
    text = pc.get("/page/person/jagmeet-singh", headers=HTML).get_data(as_text=True)
    assert 'href="http://www.wikidata.org/entity/Q6122681"' in text
    assert "javascript:" not in text


def test_pages_have_etags_per_snapshot_and_variant(pc):
    first = pc.get("/page/person/jagmeet-singh", headers=HTML)
    etag = first.headers["ETag"]
    again = pc.get("/page/person/jagmeet-singh", headers={**HTML, "If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    json_etag = pc.get("/page/person/jagmeet-singh", headers={"Accept": "application/json"}).headers["ETag"]
    fr_etag = pc.get("/page/person/jagmeet-singh?lang=fr", headers=HTML).headers["ETag"]
    ttl = pc.get("/data/person/jagmeet-singh.ttl")
    assert len({etag, json_etag, fr_etag, ttl.headers["ETag"]}) == 4
    assert pc.get("/data/person/jagmeet-singh.ttl", headers={"If-None-Match": ttl.headers["ETag"]}).status_code == 304


def test_cached_pages_follow_a_load(pages_app, pc):
    """A page asked again comes from the page cache; after a load publishes a new snapshot the
    page, its data document and its ETag show the new data at once."""
    from rdflib import Literal

    from canpol.graph.embedded import EmbeddedStore

    first = pc.get("/page/person/jagmeet-singh", headers=HTML)
    assert first.headers["X-Canpol-Cache"] == "miss"
    again = pc.get("/page/person/jagmeet-singh", headers=HTML)
    assert again.headers["X-Canpol-Cache"] == "hit" and again.data == first.data
    assert again.headers["ETag"] == first.headers["ETag"]
    assert again.headers["Content-Security-Policy"] and again.mimetype == "text/html"
    ttl = pc.get("/data/person/jagmeet-singh.ttl")
    assert pc.get("/data/person/jagmeet-singh.ttl").headers["X-Canpol-Cache"] == "hit"
    assert pc.get("/data/person/jagmeet-singh.ttl").headers["Link"] == ttl.headers["Link"]
    # other variants and languages are other entries
    assert pc.get("/page/person/jagmeet-singh?lang=fr", headers=HTML).headers["X-Canpol-Cache"] == "miss"

    extra = Graph()
    extra.add((URIRef(SINGH), URIRef("http://www.w3.org/2000/01/rdf-schema#label"),
               Literal("Jagmeet Singh, renamed by a later load", lang="en")))
    store = EmbeddedStore(pages_app.config["CANPOL_SETTINGS"].store_path)
    store.replace_graph(BASE + "graph/file/rename", extra)
    store.close()  # publishes the new snapshot

    after = pc.get("/page/person/jagmeet-singh", headers=HTML)
    assert after.headers["X-Canpol-Cache"] == "miss" and after.headers["ETag"] != first.headers["ETag"]
    assert "renamed by a later load" in after.get_data(as_text=True)
    assert b"renamed by a later load" in pc.get("/data/person/jagmeet-singh.ttl").data
    assert pc.get("/page/person/jagmeet-singh", headers=HTML).headers["X-Canpol-Cache"] == "hit"


def test_page_cache_can_be_turned_off(tmp_path):
    app = make_app(build_sample_store(tmp_path / "store"), CANPOL_PAGE_CACHE_MB=0)
    client = app.test_client()
    for _ in range(2):
        response = client.get("/page/person/jagmeet-singh", headers=HTML)
        assert response.status_code == 200 and "X-Canpol-Cache" not in response.headers
    close_app(app)


def test_motion_page_lists_demands_in_order_and_the_decision(pc):
    text = pc.get("/page/motion/2020-06-17/police-reform", headers=HTML).get_data(as_text=True)
    demands = text[text.index('id="demands"'):text.index("</ol>", text.index('id="demands"'))]
    assert demands.index("review how force is used") < demands.index("fund unarmed responders")
    decision = text[text.index('id="decisions"'):]
    decision = decision[:decision.index("</table>")]
    assert "consent refused" in decision and "Alain Therrien" in decision
    view = json.loads(pc.get("/data/motion/2020-06-17/police-reform.json").data)
    assert [d["text"] for d in view["demands"]] == ["review how force is used", "fund unarmed responders"]


def test_membership_lists_read_as_people_with_dates(pc):
    view = json.loads(pc.get("/data/party/bq.json").data)
    group = next(g for g in view["incoming"] if g["property"].endswith("#organization"))
    assert [v["label"] for v in group["values"]] == ["Alain Therrien (2019-10-21 – )"]
    house = pc.get("/page/riding/24040", headers=HTML).get_data(as_text=True)
    assert "Alain Therrien (2019-10-21 – 2021-08-15)" in house


def test_a_party_page_reads_its_memberships_once(pages_app, monkeypatch):
    """The names of a party's memberships and the people of its picture come from one query."""
    from canpol.graph.embedded import EmbeddedStore
    from canpol.webapp.pagequeries import load_query

    asked, select = [], EmbeddedStore.select

    def counting(self, query, bindings=None):
        if query == load_query("membership_summary"):
            asked.append(bindings)
        return select(self, query, bindings)

    monkeypatch.setattr(EmbeddedStore, "select", counting)
    html = pages_app.test_client().get("/page/party/bq", headers=HTML).get_data(as_text=True)
    assert len(asked) == 1
    picture = html[html.index('<svg class="neighbourhood"'):html.index("</svg>")]
    assert "<title>Alain Therrien</title>" in picture
