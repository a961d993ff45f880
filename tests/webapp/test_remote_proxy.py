"""/sparql over a remote store: the same checks, then the remote server answers. The remote
server here is another canpol endpoint (read-only, which is all /sparql needs)."""

from __future__ import annotations

import json

import pytest

from canpol.config import Settings

from .conftest import build_store, close_app
from .live import live_server

pytestmark = pytest.mark.slow

PEOPLE = ("SELECT ?name WHERE { ?p a <https://w3id.org/canpol/ontology#Person> ; "
          "<http://www.w3.org/2000/01/rdf-schema#label> ?name } ORDER BY ?name")


@pytest.fixture(scope="module")
def proxy_client(tmp_path_factory):
    from canpol.webapp import create_app

    store = build_store(tmp_path_factory.mktemp("remote") / "store")
    with live_server(store) as (base, _):
        app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(endpoint=base + "/sparql")})
        yield app.test_client()
        close_app(app)


def test_select_and_construct_through_the_remote_store(proxy_client):
    response = proxy_client.get("/sparql", query_string={"query": PEOPLE},
                                headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.data
    assert [b["name"]["value"] for b in json.loads(response.data)["results"]["bindings"]] == [
        "Ada Example", "Bob Sample"]
    response = proxy_client.get("/sparql", query_string={
        "query": "DESCRIBE <https://w3id.org/canpol/id/person/ada-example>"}, headers={"Accept": "text/turtle"})
    assert response.status_code == 200 and response.mimetype == "text/turtle"
    assert b"Ada Example" in response.data


@pytest.mark.parametrize("query, status", [
    ("INSERT DATA { <urn:a> <urn:b> <urn:c> }", 403),
    ("SELECT * { SERVICE <http://127.0.0.1:1/> { ?s ?p ?o } }", 400),
    ("SELECT * FROM <file:///etc/passwd> { ?s ?p ?o }", 400),
    ("SELECT * WHERE { ?s ?p ", 400),
])
def test_the_same_refusals_apply(proxy_client, query, status):
    response = proxy_client.get("/sparql", query_string={"query": query})
    assert response.status_code == status, response.data
    assert response.mimetype == "text/plain"
