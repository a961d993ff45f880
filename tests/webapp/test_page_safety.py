"""Hostile text from articles is shown as text, never as markup, and only http(s) IRIs are links."""

from __future__ import annotations

import re

import pytest
from rdflib import Graph, Literal, Namespace, URIRef

from .conftest import close_app, make_app
from .pages_fixtures import BASE, build_sample_store

CANPOL = Namespace("https://w3id.org/canpol/ontology#")
SCHEMA = Namespace("http://schema.org/")
OA = Namespace("http://www.w3.org/ns/oa#")
RDF_TYPE = URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
RDFS_LABEL = URIRef("http://www.w3.org/2000/01/rdf-schema#label")

SCRIPT = '<script>alert("pwned")</script>'
IMG = '<img src=x onerror="alert(1)">'
JS_URL = "javascript:alert(document.cookie)"


def hostile_article() -> Graph:
    """An article graph in the data-model shape whose title, text, labels and links are attacks."""
    g = Graph()
    source = URIRef(BASE + "id/source/cccccccccccccccc")
    event = URIRef(BASE + "id/event/2020-06-17/press-statement/jagmeet-singh")
    evidence = URIRef(BASE + "id/evidence/evil")
    target, quote = URIRef(BASE + "id/evidence/evil#t"), URIRef(BASE + "id/evidence/evil#q")
    graph_iri = URIRef(BASE + "graph/source/cccccccccccccccc")
    g.add((graph_iri, URIRef("http://www.w3.org/ns/prov#wasDerivedFrom"), source))
    g.add((source, RDF_TYPE, CANPOL.NewsArticle))
    g.add((source, SCHEMA.headline, Literal(f"Breaking {SCRIPT} news")))
    g.add((source, SCHEMA.url, URIRef(JS_URL)))
    g.add((source, SCHEMA.publisher, Literal(IMG)))
    g.add((source, URIRef("http://www.w3.org/2000/01/rdf-schema#seeAlso"), URIRef("data:text/html,%3Cscript%3Ealert(2)%3C/script%3E")))
    g.add((event, RDF_TYPE, CANPOL.PressStatement))
    g.add((event, RDFS_LABEL, Literal(f"Statement {SCRIPT}", lang="en")))
    g.add((event, CANPOL.agent, URIRef(BASE + "id/person/jagmeet-singh")))
    g.add((event, CANPOL.date, Literal("2020-06-18", datatype=URIRef("http://www.w3.org/2001/XMLSchema#date"))))
    g.add((event, CANPOL.word, Literal(f"{JS_URL} {IMG}")))
    g.add((event, CANPOL.evidence, evidence))
    g.add((evidence, OA.hasBody, event))
    g.add((evidence, OA.hasTarget, target))
    g.add((target, OA.hasSource, source))
    g.add((target, OA.hasSelector, quote))
    g.add((quote, RDF_TYPE, OA.TextQuoteSelector))
    g.add((quote, OA.exact, Literal(f"He said {SCRIPT} and <a href=\"{JS_URL}\">click</a>")))
    return g


@pytest.fixture
def hostile_client(tmp_path):
    app = make_app(build_sample_store(tmp_path / "store",
                                      {BASE + "graph/source/cccccccccccccccc": hostile_article()}))
    yield app.test_client()
    close_app(app)


def assert_inert(text: str) -> None:
    assert "<script>alert" not in text and "<img src=x" not in text
    assert not re.search(r"""(href|src)\s*=\s*["']?\s*(javascript|data):""", text, re.I)
    assert "&lt;script&gt;alert" in text  # shown, escaped


@pytest.mark.parametrize("path", [
    "/page/event/2020-06-17/press-statement/jagmeet-singh",
    "/page/source/cccccccccccccccc",
    "/page/person/jagmeet-singh",
    "/page/graph/source/cccccccccccccccc",
])
def test_hostile_article_text_is_escaped_and_never_a_link(hostile_client, path):
    response = hostile_client.get(path, headers={"Accept": "text/html"})
    assert response.status_code == 200
    assert_inert(response.get_data(as_text=True))
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_hostile_text_in_search_home_and_browse(hostile_client):
    for url in ("/search?q=breaking", "/search?q=" + SCRIPT, "/", "/browse/NewsArticle", "/browse/PressStatement"):
        text = hostile_client.get(url, headers={"Accept": "text/html"}).get_data(as_text=True)
        assert "<script>alert" not in text and "<img src=x" not in text, url
        assert not re.search(r"""href\s*=\s*["']?\s*javascript:""", text, re.I), url


def test_hostile_json_is_served_as_json(hostile_client):
    response = hostile_client.get("/data/source/cccccccccccccccc.json")
    assert response.mimetype == "application/json"
    assert response.headers["X-Content-Type-Options"] == "nosniff"


HOSTILE_MD = f"""---
title: 'Chamber row {SCRIPT}'
url: '{JS_URL}'
date: 2021-03-10
publisher: '{IMG}'
---
Conservative Leader Erin O'Toole {SCRIPT} was ordered to withdraw from the House of Commons on Wednesday by the Speaker. <a href="{JS_URL}">more</a>

Erin O'Toole refused to apologize. {IMG}
"""


def test_hostile_markdown_article_through_the_loader(tmp_path):
    """A .md article with payloads in its front matter and text, loaded by the article loader."""
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders import load_paths

    article = tmp_path / "hostile.md"
    article.write_text(HOSTILE_MD, encoding="utf-8")
    path = build_sample_store(tmp_path / "store")
    store = EmbeddedStore(path)
    report = load_paths(store, [article], IriMinter())
    assert not report.failed, report.failed
    graph_iri = report.loaded[0][1]
    sources = [str(r["s"]) for r in store.select(
        "SELECT ?s WHERE { ?g <http://www.w3.org/ns/prov#wasDerivedFrom> ?s }", {"g": URIRef(graph_iri)})]
    claims = [str(r["s"]) for r in store.select(
        "SELECT DISTINCT ?s WHERE { GRAPH ?g { ?s <https://w3id.org/canpol/ontology#evidence> ?e } }",
        {"g": URIRef(graph_iri)})]
    store.close()
    assert sources and claims, "the loader extracted nothing from the hostile article"
    app = make_app(path)
    client = app.test_client()
    for iri in sources + claims[:5] + [graph_iri]:
        page = client.get("/page/" + iri[len(BASE) + (3 if iri.startswith(BASE + "id/") else 0):],
                          headers={"Accept": "text/html"})
        assert page.status_code == 200, iri
        text = page.get_data(as_text=True)
        assert "<script>alert" not in text and "<img src=x" not in text, iri
        assert not re.search(r"""(href|src)\s*=\s*["']?\s*(javascript|data):""", text, re.I), iri
        if iri in sources:
            assert "Chamber row &lt;script&gt;alert" in text  # the title is shown, as text
    close_app(app)
