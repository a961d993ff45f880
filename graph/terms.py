"""Conversion of RDF terms between rdflib (canpol's API) and pyoxigraph (the embedded engine)."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node
from rdflib.term import _XSD_NORMALISED_STRING, _XSD_TOKEN, _castLexicalToPython, _check_well_formed_types
from rdflib.term import _toPythonMapping, _well_formed_by_value

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
# replaced: graph/embedded.py's rows look terms up in it directly). It maps None (an unbound
# variable) to None, so that a row of the engine is converted with one `map` over its values
# (`EmbeddedStore.iter_tuples`), its first-seen terms only by `from_oxigraph`.
CONVERTED_TERMS: dict = {None: None}
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
        CONVERTED_TERMS[None] = None
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
    would only log a warning): the pages make terms again of the IRIs they show.

    One term per IRI text (`IRI_TERMS`), the one the engine's rows hold too (`_convert` makes
    them here): a page looks its memberships, holders and objects up in dicts keyed by the terms
    of its rows, with terms made again from its views' IRIs. rdflib compares two equal terms in
    Python (`Identifier.__eq__`, ~0.4 us a look-up, ~300 on a riding); the same object is found
    by identity (~0.1 us)."""
    term = IRI_TERMS.get(value)
    if term is None:
        if len(IRI_TERMS) >= _IRI_TERMS_MAX:
            IRI_TERMS.clear()
        term = IRI_TERMS[value] = _new_text(URIRef, value)
    return term


# IRI text -> its term (`iri_term`); emptied when full, as CONVERTED_TERMS is (a term made again
# after that is equal, only not the same object).
IRI_TERMS: dict[str, URIRef] = {}
_IRI_TERMS_MAX = 100_000


def _literal_of(value: str, language: str | None, datatype: URIRef | None, python_value, ill_typed) -> Literal:
    """A Literal with the four slots rdflib's constructor sets, set directly."""
    literal = _new_text(Literal, value)
    literal._language = language
    literal._datatype = datatype
    literal._value = python_value
    literal._ill_typed = ill_typed
    return literal


def _text_literal(value: str, language: str | None) -> Literal:
    """`Literal(value, lang=language)`: a plain or language-tagged literal, whose value in Python
    is its text (rdflib: no datatype, `_value` the text, `_ill_typed` None)."""
    return _literal_of(value, language, None, value, None)


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
        return _typed_literal(term.value, datatype)
    raise TypeError(f"unsupported term from the engine: {term!r}")


_DATATYPES: dict[str, URIRef] = {}  # datatype IRI -> its term, shared by the literals of the type
_DATATYPES_MAX = 1_000


def _typed_literal(value: str, datatype_iri: str) -> Literal:
    """`Literal(value, datatype=datatype_iri, normalize=False)`: the lexical form kept exactly as
    stored (rdflib's normalising would change it), cast to its Python value (a date, a number) and
    checked as rdflib's constructor does, with rdflib's own functions, but without the
    constructor's tests of what the engine's term already is (~3.5 us of a date's ~7 us: a
    riding's first request may meet 20-40 new ones). The two types whose text rdflib rewrites
    (xsd:normalizedString, xsd:token) still go through the constructor."""
    datatype = _DATATYPES.get(datatype_iri)
    if datatype is None:
        if len(_DATATYPES) >= _DATATYPES_MAX:
            _DATATYPES.clear()
        datatype = _DATATYPES[datatype_iri] = iri_term(datatype_iri)
    if datatype == _XSD_NORMALISED_STRING or datatype == _XSD_TOKEN:
        return Literal(value, datatype=datatype, normalize=False)
    python_value = _castLexicalToPython(value, datatype)
    ill_typed = None
    if datatype in _toPythonMapping:  # a type rdflib knows: is the text one of its values?
        ill_typed = not _check_well_formed_types.get(datatype, _well_formed_by_value)(value, python_value)
    return _literal_of(value, None, datatype, python_value, ill_typed)
