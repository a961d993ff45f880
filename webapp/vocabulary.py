"""Readable names of classes, properties and concepts (from canpol.ttl), and label choice by language."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache

from rdflib import OWL, RDF, RDFS, SKOS, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS

from canpol.ontology import CANPOL, OA, ORG, SCHEMA, VOCAB, WD, borrowed_labels_path, ontology_graph

CANPOL_NS = str(CANPOL)

# Prefixes shown for IRIs that have no label (and used by the data documents).
PREFIXES = {
    "canpol": CANPOL_NS,
    "vocab": str(VOCAB),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "owl": str(OWL),
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "skos": str(SKOS),
    "dcterms": str(DCTERMS),
    "schema": str(SCHEMA),
    "prov": "http://www.w3.org/ns/prov#",
    "oa": str(OA),
    "org": str(ORG),
    "foaf": "http://xmlns.com/foaf/0.1/",
    "wd": str(WD),
}


# How a property is read backwards when the ontology names no inverse ("is ruled by of" in English,
# « « rendue par » de » in French); the property's own label is the {}.
INVERSE_FORMS = {"en": "is {} of", "fr": "« {} » de"}


def local_name(iri: str) -> str:
    """The part of an IRI after its last '#' or '/'."""
    return re.split(r"[#/]", iri.rstrip("/#"))[-1] or iri


def humanize(name: str) -> str:
    """'wasDerivedFrom' -> 'was derived from'; used for terms of vocabularies without labels here."""
    words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ")
    return words if words.isupper() else words.lower() if name[:1].islower() else words


def curie(iri: str) -> str | None:
    for prefix, ns in PREFIXES.items():
        if iri.startswith(ns) and len(iri) > len(ns):
            return f"{prefix}:{iri[len(ns):]}"
    return None


def pick(literals, lang: str) -> str | None:
    """The best of several labels for a reader of `lang`: that language, untagged, English, any."""
    chosen = pick_literal(literals, lang)
    return None if chosen is None else str(chosen)


def other_language(literal, lang: str) -> str | None:
    """The language tag of `literal` when it is not the reader's `lang` (for a lang= attribute)."""
    return other_language_tag(getattr(literal, "language", None), lang)


def other_language_tag(tag: str | None, lang: str) -> str | None:
    """`tag` when it names another language than the reader's `lang`."""
    return tag if tag and tag.split("-")[0].lower() != lang else None


def pick_literal(literals, lang: str):
    """`pick`'s choice as the literal itself, so that a page can say which language it is in."""
    best, best_rank = None, 99
    for literal in literals:
        tag = (getattr(literal, "language", None) or "").lower()
        rank = 0 if tag.split("-")[0] == lang else 1 if not tag else 2 if tag.startswith("en") else 3
        if rank < best_rank or (rank == best_rank and best is not None and str(literal) < str(best)):
            best, best_rank = literal, rank
    return best


@dataclass
class Term:
    """What canpol.ttl says about one class, property or concept."""

    iri: str
    kind: str  # class | object property | datatype property | annotation property | concept | ...
    labels: list[Literal]
    definitions: list[Literal]
    parents: list[str]  # rdfs:subClassOf, then rdfs:subPropertyOf
    domain: list[str]
    range: list[str]
    inverse: list[str]
    characteristics: list[str]


KINDS = {OWL.Class: "class", OWL.ObjectProperty: "object property", OWL.DatatypeProperty: "datatype property",
         OWL.AnnotationProperty: "annotation property", SKOS.Concept: "concept",
         SKOS.ConceptScheme: "concept scheme"}
CHARACTERISTICS = (OWL.FunctionalProperty, OWL.InverseFunctionalProperty, OWL.TransitiveProperty,
                   OWL.SymmetricProperty, OWL.AsymmetricProperty)


def _iris(graph, node: URIRef, prop: URIRef) -> list[str]:
    return sorted(str(o) for o in graph.objects(node, prop) if isinstance(o, URIRef))


class Vocabulary:
    """canpol.ttl indexed for pages: labels, definitions and the class hierarchy."""

    def __init__(self):
        graph = ontology_graph()
        self.graph = graph
        kinds: dict[str, str] = {}  # a term typed twice keeps the first kind of KINDS
        for rdf_type, kind in KINDS.items():
            for subject in graph.subjects(RDF.type, rdf_type):
                if isinstance(subject, URIRef):
                    kinds.setdefault(str(subject), kind)
        self.terms: dict[str, Term] = {}
        for iri, kind in kinds.items():
            node = URIRef(iri)
            self.terms[iri] = Term(
                iri, kind,
                labels=[*graph.objects(node, RDFS.label), *graph.objects(node, SKOS.prefLabel)],
                definitions=[*graph.objects(node, SKOS.definition), *graph.objects(node, RDFS.comment)],
                parents=_iris(graph, node, RDFS.subClassOf) + _iris(graph, node, RDFS.subPropertyOf),
                domain=_iris(graph, node, RDFS.domain), range=_iris(graph, node, RDFS.range),
                inverse=sorted(str(o) for o in graph.objects(node, OWL.inverseOf)),
                characteristics=sorted(local_name(str(t)) for t in graph.objects(node, RDF.type)
                                       if t in CHARACTERISTICS))
        self._ancestors: dict[str, frozenset[str]] = {}
        self._inverse: dict[tuple[str, str], str] = {}  # (property, language) -> inverse_label
        # Names of borrowed terms (schema:name, owl:sameAs ...), which canpol.ttl does not label.
        self.borrowed: dict[str, list[Literal]] = defaultdict(list)
        for subject, label in Graph().parse(borrowed_labels_path(), format="turtle").subject_objects(RDFS.label):
            self.borrowed[str(subject)].append(label)

    def labels(self, iri: str) -> list[Literal]:
        """The names of a term in every language: canpol.ttl's, else labels.ttl's."""
        term = self.terms.get(str(iri))
        return (term.labels if term and term.labels else None) or self.borrowed.get(str(iri), [])

    def label(self, iri: str, lang: str = "en") -> str:
        """A readable name of any IRI: its label in canpol.ttl (or labels.ttl for a borrowed
        term) in `lang`, else a humanized local name."""
        labels = self.labels(iri)
        if labels:
            return pick(labels, lang)
        return humanize(local_name(str(iri)))

    def inverse_label(self, iri: str, lang: str = "en") -> str:
        """A name of the property read backwards, for the links to a page ("member of" read from
        the organization): the label of its owl:inverseOf when it has one, else "is … of".
        Remembered: the vocabulary does not change, and finding the inverse searches its graph
        (~0.1 ms), once per group of links on every page."""
        key = (str(iri), lang)
        if key not in self._inverse:
            self._inverse[key] = self._inverse_label(iri, lang)
        return self._inverse[key]

    def _inverse_label(self, iri: str, lang: str) -> str:
        term = self.terms.get(str(iri))
        for inverse in (term.inverse if term else []):
            if self.labels(inverse):
                return self.label(inverse, lang)
        for subject in self.graph.subjects(OWL.inverseOf, URIRef(str(iri))):
            if self.labels(str(subject)):
                return self.label(str(subject), lang)
        name = self.label(iri, lang)
        return INVERSE_FORMS.get(lang, INVERSE_FORMS["en"]).format(name)

    def definition(self, iri: str, lang: str = "en") -> str | None:
        term = self.terms.get(str(iri))
        return pick(term.definitions, lang) if term and term.definitions else None

    def ancestors(self, iri: str) -> frozenset[str]:
        """The class itself and every class above it (rdfs:subClassOf, transitively)."""
        iri = str(iri)
        if iri not in self._ancestors:
            seen, todo = {iri}, [iri]
            while todo:
                for parent in self.graph.objects(URIRef(todo.pop()), RDFS.subClassOf):
                    if isinstance(parent, URIRef) and str(parent) not in seen:
                        seen.add(str(parent))
                        todo.append(str(parent))
            self._ancestors[iri] = frozenset(seen)
        return self._ancestors[iri]

    def classes(self) -> list[Term]:
        return sorted((t for t in self.terms.values()
                       if t.kind == "class" and t.iri.startswith(CANPOL_NS)), key=lambda t: t.iri)

    def properties(self) -> list[Term]:
        return sorted((t for t in self.terms.values() if t.kind.endswith("property")
                       and t.iri.startswith(CANPOL_NS)), key=lambda t: t.iri)

    def concepts(self) -> list[Term]:
        return sorted((t for t in self.terms.values() if t.kind.startswith("concept")),
                      key=lambda t: t.iri)


@cache
def vocabulary() -> Vocabulary:
    """The vocabulary, parsed once per process."""
    return Vocabulary()
