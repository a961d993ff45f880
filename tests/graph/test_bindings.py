"""Values bound into SPARQL (graph/bindings.py) are re-built through the engine, so that no value
can change a query's shape, whichever path a term's type takes."""

from __future__ import annotations

import pytest
from rdflib import BNode, Literal, URIRef

from canpol.errors import QueryError
from canpol.graph.bindings import values_block
from canpol.graph.terms import to_oxigraph


def test_bound_terms_are_written_as_the_engine_writes_them():
    terms = [URIRef("https://example.org/a"), URIRef("https://example.org/é?x=1#y"), Literal('say "hi"\n', lang="fr"),
             Literal("2019-10-21", datatype=URIRef("http://www.w3.org/2001/XMLSchema#date")), Literal("plain")]
    written = values_block({"v": terms})
    assert written == "VALUES (?v) { " + " ".join(f"({to_oxigraph(t)})" for t in terms) + " }"
    assert values_block({"v": terms[0]}) == f"VALUES (?v) {{ ({to_oxigraph(terms[0])}) }}"


@pytest.mark.parametrize("iri", ["https://example.org/a> } DROP ALL { <x", "https://example.org/a b", "no scheme"])
def test_an_iri_that_is_no_iri_is_refused(iri):
    with pytest.raises(QueryError):
        values_block({"v": [URIRef("https://example.org/ok"), URIRef(iri)]})


def test_a_bad_variable_name_is_refused_even_after_good_ones():
    values_block({"good_name": URIRef("https://example.org/a")})
    for name in ("bad name", "x}", "1x", ""):
        with pytest.raises(QueryError):
            values_block({name: URIRef("https://example.org/a")})
    with pytest.raises(QueryError):
        values_block({"v": ["not a term"]})
    assert values_block({"b": BNode("x1")}).startswith("VALUES (?b) { (_:")
