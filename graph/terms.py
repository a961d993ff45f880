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


# What rdflib's constructors do for the terms the engine gives, done directly (`_convert`): the
# engine has checked them already (an IRI's characters, a language tag), and for an IRI and a
# plain or tagged literal the constructors' checks and casts give back the text as it was. Each
# of a page's first-seen IRIs and names cost ~1-2.5 us in the constructors, ~0.3 us here;
# tests/graph/test_terms.py compares every slot with the constructors' terms.
_new_text = str.__new__
_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


def iri_term(value: str) -> URIRef:
    """`URIRef(value)` for an IRI the engine gave or accepted (rdflib's check of its characters
    would only log a warning): the pages make terms again of the IRIs they show."""
    return _new_text(URIRef, value)


def _text_literal(value: str, language: str | None) -> Literal:
    """`Literal(value, lang=language)`: a plain or language-tagged literal, whose value in Python
    is its text (rdflib: no datatype, `_value` the text, `_ill_typed` None)."""
    literal = _new_text(Literal, value)
    literal._language = language
    literal._datatype = None
    literal._value = value
    literal._ill_typed = None
    return literal


def _convert(term) -> Node:
    if isinstance(term, ox.NamedNode):
        return iri_term(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return _text_literal(term.value, term.language)
        datatype = term.datatype.value
        if datatype == _XSD_STRING:
            return _text_literal(term.value, None)
        # Keep the lexical form exactly as stored; rdflib's casting would normalise it. Typed
        # literals go through rdflib, which casts them to their Python value (a date, a number)
        # and says whether the text is well typed.
        return Literal(term.value, datatype=iri_term(datatype), normalize=False)
    raise TypeError(f"unsupported term from the engine: {term!r}")
