"""/sparql: the protocol's operations, formats, content negotiation and refusals."""

from __future__ import annotations

import csv
import io
import json

import pytest
from rdflib import Graph

PEOPLE = """PREFIX canpol: <https://w3id.org/canpol/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?person ?name WHERE { ?person a canpol:Person ; rdfs:label ?name } ORDER BY ?name"""
DESCRIBE = "DESCRIBE <https://w3id.org/canpol/id/person/ada-example>"
JSON = "application/sparql-results+json"


def names(response) -> list[str]:
    return [b["name"]["value"] for b in json.loads(response.data)["results"]["bindings"]]


def test_get_post_form_and_post_direct_agree(client):
    by_get = client.get("/sparql", query_string={"query": PEOPLE}, headers={"Accept": JSON})
    by_form = client.post("/sparql", data={"query": PEOPLE}, headers={"Accept": JSON})
    direct = client.post("/sparql", data=PEOPLE, content_type="application/sparql-query", headers={"Accept": JSON})
    for response in (by_get, by_form, direct):
        assert response.status_code == 200, response.data
        assert response.mimetype == JSON
        assert names(response) == ["Ada Example", "Bob Sample"]
        assert response.headers["Vary"] == "Accept"
        assert response.headers["Access-Control-Allow-Origin"] == "*"


@pytest.mark.parametrize("accept, mimetype", [
    (JSON, JSON), ("application/json", JSON), ("*/*", JSON), (None, JSON),
    ("application/sparql-results+xml", "application/sparql-results+xml"),
    ("text/csv", "text/csv"), ("text/tab-separated-values", "text/tab-separated-values"),
    ("text/csv;q=0.5, application/sparql-results+xml;q=0.9", "application/sparql-results+xml"),
    ("text/turtle;q=1, text/csv;q=0.1", "text/csv"),
])
def test_select_formats_by_q_value(client, accept, mimetype):
    headers = {"Accept": accept} if accept else {}
    response = client.get("/sparql", query_string={"query": PEOPLE}, headers=headers)
    assert response.status_code == 200
    assert response.mimetype == mimetype


def test_select_csv_and_tsv_content(client):
    response = client.get("/sparql", query_string={"query": PEOPLE}, headers={"Accept": "text/csv"})
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert rows[0] == ["person", "name"]
    assert rows[1] == ["https://w3id.org/canpol/id/person/ada-example", "Ada Example"]
    response = client.get("/sparql", query_string={"query": PEOPLE},
                          headers={"Accept": "text/tab-separated-values"})
    lines = response.get_data(as_text=True).splitlines()
    assert lines[0] == "?person\t?name"
    assert lines[1] == '<https://w3id.org/canpol/id/person/ada-example>\t"Ada Example"'


@pytest.mark.parametrize("accept, mimetype, rdflib_format", [
    ("text/turtle", "text/turtle", "turtle"), ("application/n-triples", "application/n-triples", "nt"),
    ("application/ld+json", "application/ld+json", "json-ld"),
    ("application/rdf+xml", "application/rdf+xml", "xml"), ("application/trig", "application/trig", "trig"),
    ("application/n-quads", "application/n-quads", "nquads"), ("*/*", "text/turtle", "turtle"),
])
def test_describe_formats(client, accept, mimetype, rdflib_format):
    response = client.get("/sparql", query_string={"query": DESCRIBE}, headers={"Accept": accept})
    assert response.status_code == 200, response.data
    assert response.mimetype == mimetype
    graph = Graph()
    graph.parse(data=response.data, format=rdflib_format)
    assert len(graph) == 4


def test_ask(client):
    response = client.get("/sparql", query_string={"query": "ASK { ?s ?p ?o }"}, headers={"Accept": JSON})
    assert json.loads(response.data) == {"head": {}, "boolean": True}


def test_406_when_no_format_fits(client):
    response = client.get("/sparql", query_string={"query": PEOPLE}, headers={"Accept": "image/png"})
    assert response.status_code == 406
    assert response.headers["Vary"] == "Accept"
    response = client.get("/sparql", query_string={"query": DESCRIBE}, headers={"Accept": "text/csv"})
    assert response.status_code == 406


@pytest.mark.parametrize("request_kwargs, status", [
    ({"method": "GET", "query_string": "query=ASK{}&query=ASK{}"}, 400),
    ({"method": "GET", "query_string": {"query": "SELECT * WHERE { ?s ?p "}}, 400),
    ({"method": "POST", "data": {"query": "ASK{}", "update": "CLEAR ALL"}}, 400),
    ({"method": "POST", "data": "ASK{}", "content_type": "text/plain"}, 415),
    ({"method": "POST", "data": "ASK{}"}, 415),
    ({"method": "POST", "data": "CLEAR ALL", "content_type": "application/sparql-update"}, 403),
    ({"method": "POST", "data": {"update": "INSERT DATA { <a:a> <a:b> <a:c> }"}}, 403),
    ({"method": "GET", "query_string": {"update": "CLEAR ALL"}}, 403),
    ({"method": "GET", "query_string": {"query": "INSERT DATA { <a:a> <a:b> <a:c> }"}}, 403),
    ({"method": "GET", "query_string": {"query": "LOAD <file:///etc/passwd>"}}, 403),
    ({"method": "GET", "query_string": {"query": "SELECT * { SERVICE <http://127.0.0.1:1/> { ?s ?p ?o } }"}}, 400),
    ({"method": "GET", "query_string": {"query": "SELECT * FROM <file:///etc/passwd> { ?s ?p ?o }"}}, 400),
    ({"method": "GET", "query_string": {"query": "SELECT * FROM NAMED <http://example.org/x> { ?s ?p ?o }"}}, 400),
])
def test_refusals_are_short_plain_text(client, request_kwargs, status):
    response = client.open("/sparql", **request_kwargs)
    assert response.status_code == status, response.data
    assert response.mimetype == "text/plain"
    text = response.get_data(as_text=True)
    assert text.endswith("\n") and len(text) < 400 and "Traceback" not in text


def test_syntax_error_message_is_about_the_query(client):
    response = client.get("/sparql", query_string={"query": "SELECT * WHERE { ?s ?p "})
    assert response.get_data(as_text=True).startswith("SPARQL syntax error")


def test_from_a_stored_graph_selects_it(client):
    query = ("SELECT (COUNT(*) AS ?n) FROM <https://w3id.org/canpol/graph/reference> "
             "WHERE { ?s ?p ?o }")
    response = client.get("/sparql", query_string={"query": query}, headers={"Accept": JSON})
    assert response.status_code == 200
    assert int(json.loads(response.data)["results"]["bindings"][0]["n"]["value"]) > 10


def test_row_cap_is_announced(tmp_path):
    from .conftest import build_store, close_app, make_app

    app = make_app(build_store(tmp_path / "store"), CANPOL_ROW_CAP=3)
    try:
        client = app.test_client()
        response = client.get("/sparql", query_string={"query": "SELECT * { ?s ?p ?o }"}, headers={"Accept": JSON})
        assert response.headers["Canpol-Result-Truncated"] == "3"
        assert len(json.loads(response.data)["results"]["bindings"]) == 3
        page = client.get("/sparql", query_string={"query": "SELECT * { ?s ?p ?o }"}, headers={"Accept": "text/html"})
        assert page.headers["Canpol-Result-Truncated"] == "3"
        assert "Truncated" in page.get_data(as_text=True)
        small = client.get("/sparql", query_string={"query": "SELECT * { ?s ?p ?o } LIMIT 2"})
        assert "Canpol-Result-Truncated" not in small.headers
    finally:
        close_app(app)


def test_cors_preflight(client):
    response = client.options("/sparql", headers={"Origin": "https://example.org",
                                                  "Access-Control-Request-Method": "POST"})
    assert response.status_code == 204
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]


def test_service_description_by_accept(client):
    response = client.get("/sparql", headers={"Accept": "text/turtle"})
    assert response.status_code == 200 and response.mimetype == "text/turtle"
    graph = Graph().parse(data=response.data, format="turtle")
    sd = "http://www.w3.org/ns/sparql-service-description#"
    from rdflib import URIRef

    assert (None, URIRef(sd + "feature"), URIRef(sd + "UnionDefaultGraph")) in graph
    assert (None, URIRef(sd + "endpoint"), URIRef("http://localhost/sparql")) in graph


def test_browser_gets_the_editor_with_examples_and_a_working_form(client):
    response = client.get("/sparql", headers={"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"})
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert '<form id="plain-form"' in page and 'name="query"' in page
    answer = client.get("/sparql", query_string={"query": PEOPLE},
                        headers={"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"})
    assert "Ada Example" in answer.get_data(as_text=True) and '<table class="answer">' in answer.get_data(as_text=True)


def test_the_editor_uses_the_locally_served_yasgui_when_installed(client, app):
    from conftest import require

    from canpol.webapp.sparql import YASGUI_FILES

    static = app.static_folder
    require(all((__import__("pathlib").Path(static) / f).is_file() for f in YASGUI_FILES),
            "YASGUI assets not installed (scripts/setup installs them from npm)")
    page = client.get("/sparql", headers={"Accept": "text/html"}).get_data(as_text=True)
    for name in YASGUI_FILES:
        assert f'/static/{name}' in page
        asset = client.get(f"/static/{name}")
        assert asset.status_code == 200 and len(asset.data) > 10_000
    assert "/static/sparql.js" in page and "<script>" not in page  # no inline script
    assert "cdn" not in page.lower()


def test_without_yasgui_assets_the_page_is_a_plain_form(client, app, tmp_path):
    app.static_folder = str(tmp_path)
    page = client.get("/sparql", headers={"Accept": "text/html"}).get_data(as_text=True)
    assert "yasgui.min.js" not in page
    assert '<form id="plain-form"' in page and "<textarea" in page


def test_html_answer_shows_iris_by_label_linked_to_the_local_page(client):
    page = client.get("/sparql", query_string={"query": PEOPLE}, headers={"Accept": "text/html"}).get_data(as_text=True)
    # the label as the text, the full IRI as the title, the page here (not the base's host) as the link
    assert ('<a href="/page/person/ada-example" title="https://w3id.org/canpol/id/person/ada-example">'
            'Ada Example</a>') in page
    assert 'href="https://w3id.org/canpol/id/' not in page
    assert '<div class="table-scroll">' in page  # the table scrolls inside its box (pages.css)


def test_html_answer_shows_unlabelled_iris_by_curie(client):
    page = client.get("/sparql", query_string={"query": "SELECT ?x WHERE { VALUES ?x { "
                                               "<http://schema.org/noSuchTerm> <http://example.org/thing> } }"},
                      headers={"Accept": "text/html"}).get_data(as_text=True)
    assert ">schema:noSuchTerm</a>" in page  # no label, a known namespace: its CURIE
    assert ">http://example.org/thing</a>" in page and 'class="external"' in page  # none: the IRI, off-site


def test_html_answer_follows_the_configured_base(tmp_path):
    from canpol.config import Settings

    from .conftest import build_store, close_app, make_app

    ttl = tmp_path / "other.ttl"
    ttl.write_text('<https://example.org/kb/id/person/cy> <http://www.w3.org/2000/01/rdf-schema#label> "Cy" .\n')
    store = build_store(tmp_path / "store", {"https://example.org/kb/graph/reference": ttl})
    app = make_app(store, CANPOL_SETTINGS=Settings(store_path=store, base="https://example.org/kb/"))
    try:
        page = app.test_client().get("/sparql", query_string={"query": "SELECT ?s WHERE { ?s ?p ?o }"},
                                     headers={"Accept": "text/html"}).get_data(as_text=True)
        assert '<a href="/page/person/cy" title="https://example.org/kb/id/person/cy">Cy</a>' in page
    finally:
        close_app(app)


def test_turtle_answers_use_readable_prefixes(client):
    response = client.get("/sparql", query_string={"query": DESCRIBE}, headers={"Accept": "text/turtle"})
    text = response.get_data(as_text=True)
    assert "@prefix canpol: <https://w3id.org/canpol/ontology#>" in text and "canpol:Person" in text


def test_head_answers_like_get_without_a_body(client):
    by_get = client.get("/sparql", query_string={"query": PEOPLE}, headers={"Accept": "text/csv"})
    by_head = client.head("/sparql", query_string={"query": PEOPLE}, headers={"Accept": "text/csv"})
    assert by_head.status_code == by_get.status_code == 200
    assert by_head.headers["Content-Type"] == by_get.headers["Content-Type"]
    assert by_head.headers["Vary"] == "Accept"
    assert by_head.data == b""
    assert client.head("/sparql", query_string={"query": "SELECT * {"}).status_code == 400
