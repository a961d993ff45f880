"""Decoding a server's answers: SPARQL JSON result terms as rdflib or pyoxigraph terms, graph
answers by media type."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from canpol.errors import StoreError

from .dialect import XSD, blank_id, literal_value

GRAPH_MEDIA = "application/n-triples, text/turtle;q=0.9, application/rdf+xml;q=0.5"
MEDIA_FORMATS = {
    "application/n-triples": ox.RdfFormat.N_TRIPLES, "text/plain": ox.RdfFormat.N_TRIPLES,
    "text/turtle": ox.RdfFormat.TURTLE, "application/x-turtle": ox.RdfFormat.TURTLE,
    "application/rdf+xml": ox.RdfFormat.RDF_XML, "application/ld+json": ox.RdfFormat.JSON_LD,
}


def json_term(term: dict) -> Node:
    """A SPARQL JSON results term as an rdflib term."""
    kind, value = term["type"], term["value"]
    if kind == "uri":
        return URIRef(value)
    if kind == "bnode":
        return BNode(blank_id(value))
    if "xml:lang" in term:
        return Literal(value, lang=term["xml:lang"])
    datatype = term.get("datatype")
    if datatype is None or datatype == XSD + "string":
        return Literal(value)
    return Literal(literal_value(value, datatype), datatype=URIRef(datatype), normalize=False)


def json_ox_term(term: dict):
    """A SPARQL JSON results term as a pyoxigraph term (for streamed export)."""
    kind, value = term["type"], term["value"]
    if kind == "uri":
        return ox.NamedNode(value)
    if kind == "bnode":
        return ox.BlankNode(blank_id(value))
    if "xml:lang" in term:
        return ox.Literal(value, language=term["xml:lang"])
    datatype = term.get("datatype")
    if datatype is None:
        return ox.Literal(value)
    return ox.Literal(literal_value(value, datatype), datatype=ox.NamedNode(datatype))


def graph_answer(body: bytes, content_type: str | None) -> list:
    """The triples of a graph query's answer, parsed by its media type."""
    media = (content_type or "").split(";")[0].strip().lower()
    fmt = MEDIA_FORMATS.get(media)
    if fmt is None:
        raise StoreError(f"the server answered a graph query with {media or 'no media type'}")
    try:
        return list(ox.parse(body, format=fmt))
    except SyntaxError as error:
        raise StoreError(f"the server's {media} answer does not parse: {error}") from None
