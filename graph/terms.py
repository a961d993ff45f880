"""Conversion of RDF terms between rdflib (canpol's API) and pyoxigraph (the embedded engine)."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from canpol.errors import InputError


def to_oxigraph(term: Node) -> ox.NamedNode | ox.BlankNode | ox.Literal:
    """An rdflib term as the equivalent pyoxigraph term."""
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    raise TypeError(f"not an RDF term: {term!r}")


def oxigraph_triples(data, graph_iri: str) -> list[ox.Triple]:
    """The triples of an rdflib graph as pyoxigraph triples; a term the engine refuses (an IRI
    with a space, say) is an InputError naming the graph and the triple.

    A loader that builds engine terms itself (the Hansard loader, whose graphs are large) passes
    an object with an `oxigraph_triples()` method: its triples are taken as they are. They may be
    any objects with `subject`, `predicate` and `object` engine terms, which is all both stores
    read of a triple (a `pyoxigraph.Triple` costs ~6 µs to make, a named tuple ~0.3 µs)."""
    native = getattr(data, "oxigraph_triples", None)
    if native is not None:
        return list(native())
    try:
        return [ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o)) for s, p, o in data]
    except ValueError:
        for triple in data:
            try:
                ox.Triple(*(to_oxigraph(t) for t in triple))
            except ValueError as error:
                shown = " ".join(f"<{t}>" if isinstance(t, URIRef) else t.n3() for t in triple)
                raise InputError(f"graph <{graph_iri}>: cannot store {shown} ({error})") from None
        raise


# Converted terms by engine term: pages read the same predicates, types, graphs and labels over
# and over, and building an rdflib term (a Literal above all) costs 10-50 times a dict lookup.
# Terms are immutable, so sharing them is safe; the dict is emptied when it is full (never
# replaced: graph/embedded.py's rows look terms up in it directly).
CONVERTED_TERMS: dict = {}
_CONVERTED_MAX = 200_000


def from_oxigraph(term) -> Node | None:
    """A pyoxigraph term as the equivalent rdflib term (None stays None for unbound variables)."""
    if term is None:
        return None
    found = CONVERTED_TERMS.get(term)
    if found is not None:
        return found
    converted = _convert(term)
    if len(CONVERTED_TERMS) >= _CONVERTED_MAX:
        CONVERTED_TERMS.clear()
    CONVERTED_TERMS[term] = converted
    return converted


def _convert(term) -> Node:
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype == "http://www.w3.org/2001/XMLSchema#string":
            return Literal(term.value)
        # Keep the lexical form exactly as stored; rdflib's casting would normalise it.
        return Literal(term.value, datatype=URIRef(datatype), normalize=False)
    raise TypeError(f"unsupported term from the engine: {term!r}")
