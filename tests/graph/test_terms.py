"""The engine's terms converted to rdflib's (graph/terms.py) are the terms rdflib's own
constructors make: same class, text and every slot, so that code reading them (comparisons,
hashes, `.value`, serializers) cannot tell them apart."""

from __future__ import annotations

import pickle

import pyoxigraph as ox
import pytest
from rdflib import BNode, Literal, URIRef

from canpol.graph import terms

XSD = "http://www.w3.org/2001/XMLSchema#"


def slots(term) -> tuple:
    return (type(term), str(term), *(getattr(term, name, "-") for name in ("_language", "_datatype", "_value", "_ill_typed")))


CASES = [
    (ox.NamedNode("https://w3id.org/canpol/id/person/someone-1"), URIRef("https://w3id.org/canpol/id/person/someone-1")),
    (ox.NamedNode("http://example.org/é/ü?q=1#frag"), URIRef("http://example.org/é/ü?q=1#frag")),
    (ox.Literal("Riding of Elsewhere"), Literal("Riding of Elsewhere")),
    (ox.Literal(""), Literal("")),
    (ox.Literal("  spaced\nlines  "), Literal("  spaced\nlines  ")),
    (ox.Literal("Circonscription d'Ailleurs", language="fr"), Literal("Circonscription d'Ailleurs", lang="fr")),
    (ox.Literal("Colour", language="en-CA"), Literal("Colour", lang="en-ca")),
    (ox.Literal("2019-10-21", datatype=ox.NamedNode(XSD + "date")),
     Literal("2019-10-21", datatype=URIRef(XSD + "date"), normalize=False)),
    (ox.Literal("0042", datatype=ox.NamedNode(XSD + "integer")),
     Literal("0042", datatype=URIRef(XSD + "integer"), normalize=False)),
    (ox.Literal("not a date", datatype=ox.NamedNode(XSD + "date")),
     Literal("not a date", datatype=URIRef(XSD + "date"), normalize=False)),
    (ox.Literal("x", datatype=ox.NamedNode("http://example.org/own-type")),
     Literal("x", datatype=URIRef("http://example.org/own-type"), normalize=False)),
    *[(ox.Literal(text, datatype=ox.NamedNode(XSD + kind)),
       Literal(text, datatype=URIRef(XSD + kind), normalize=False))
      for kind, text in (("dateTime", "2019-10-21T09:30:00Z"), ("dateTime", "2019-10-21T09:30:00-04:00"),
                         ("gYear", "2019"), ("boolean", "1"), ("boolean", "maybe"), ("decimal", "+1.50"),
                         ("double", "1e3"), ("integer", "12a"), ("nonNegativeInteger", "-3"),
                         ("normalizedString", " a\tb "), ("token", "  a   b "), ("anyURI", "http://x.org/ y"),
                         ("hexBinary", "0FB7"), ("base64Binary", "aGk="), ("duration", "P1Y2M"))],
]


@pytest.mark.parametrize("engine_term, expected", CASES, ids=[str(c[0]) for c in CASES])
def test_converted_terms_are_rdflibs_own(engine_term, expected):
    converted = terms._convert(engine_term)
    assert slots(converted) == slots(expected)
    assert converted == expected and hash(converted) == hash(expected)
    assert converted.n3() == expected.n3()
    assert slots(pickle.loads(pickle.dumps(converted))) == slots(pickle.loads(pickle.dumps(expected)))


def test_blank_nodes_keep_their_id():
    converted = terms._convert(ox.BlankNode("b0abc"))
    assert type(converted) is BNode and str(converted) == "b0abc"


def test_converted_terms_go_back_to_the_engine_unchanged():
    rewritten = (XSD + "normalizedString", XSD + "token")  # rdflib rewrites their text, as it always did
    for engine_term, _ in CASES:
        if getattr(getattr(engine_term, "datatype", None), "value", None) not in rewritten:
            assert terms.to_oxigraph(terms._convert(engine_term)) == engine_term


def test_iri_terms_are_rdflibs_own():
    for value in ("https://w3id.org/canpol/id/membership/h12", "http://example.org/é#x"):
        made = terms.iri_term(value)
        assert slots(made) == slots(URIRef(value)) and hash(made) == hash(URIRef(value))
