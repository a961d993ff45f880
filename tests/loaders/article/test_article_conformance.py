"""Stage 6 (emit) against the SHACL shapes: what the article loader writes conforms, rulings included."""

from __future__ import annotations

import datetime as dt

from rdflib import RDF, URIRef

from canpol.graph.iris import IriMinter
from canpol.loaders.article.emit import build_graph
from canpol.ontology import CANPOL
from canpol.ontology.validation import validate
from article_fixtures import en_nlp, extract, fake_kb  # noqa: F401  (fixtures)

NOW = dt.datetime(2020, 6, 19, tzinfo=dt.timezone.utc)
URL = "https://example.org/news/expelled"  # shapes.ttl: a news article has its URL


def graph_of(extraction, kb):
    minter = IriMinter()
    _iri, graph = build_graph(extraction, minter, kb, URIRef(minter.resource("run", "test")), NOW)
    return graph


def test_an_expulsion_with_no_chair_named_is_no_ruling(extract, fake_kb):
    # Nobody in the Chair is named and no request came before: the text says a member was made to
    # leave, not who decided it, so no canpol:Ruling (a decision of the Chair occupant) is claimed.
    x = extract("Maxime Bernier was expelled from the chamber for the rest of the day.", url=URL)
    [out] = [e for e in x.events if e.kind == "Expulsion"]
    assert out.agent is None and not out.capacity
    graph = graph_of(x, fake_kb)
    assert list(graph.subjects(RDF.type, CANPOL.Expulsion))
    assert not list(graph.subjects(RDF.type, CANPOL.Ruling))
    assert not list(graph.subjects(RDF.type, CANPOL.OrderToWithdraw))
    report = validate(graph)
    assert report.conforms, report.text()


def test_an_expulsion_by_the_speaker_is_a_ruling_naming_the_chair(extract, fake_kb):
    x = extract("Maxime Bernier was expelled from the chamber by the Speaker for the rest of the sitting.", url=URL)
    graph = graph_of(x, fake_kb)
    [ruling] = graph.subjects(RDF.type, CANPOL.Ruling)
    assert graph.value(ruling, CANPOL.ruledBy) is not None or graph.value(ruling, CANPOL.inCapacityOf) is not None
    assert graph.value(ruling, CANPOL.imposes) is not None
    report = validate(graph)
    assert report.conforms, report.text()


def test_a_text_without_a_url_conforms_with_a_warning_about_it(extract, fake_kb):
    # A plain .txt has no URL: still a news article, and the report warns that its URL is missing.
    x = extract("Maxime Bernier was expelled from the chamber for the rest of the day.")
    graph = graph_of(x, fake_kb)
    [source] = graph.subjects(RDF.type, CANPOL.NewsArticle)
    report = validate(graph)
    assert report.conforms, report.text()
    assert "should have its URL" in report.text()
