"""SHACL validation of canpol instance data against ontology/shapes.ttl (pyshacl).

The ontology is given to pyshacl as its ont_graph so that class targets follow rdfs:subClassOf
(a canpol:Refusal is a canpol:Event); the vocab: concept schemes are added to the working copy so
that shapes can check a value's skos:inScheme. No OWL/RDFS inference runs by default: it is slow on
a whole store and the shapes do not need it.

A store is validated on the triples the shapes can read: those whose predicate the shapes name
(paths, targets, property pairs) plus rdf:type. Other triples (dcterms:source, given names,
identifiers: a fifth of the reference graph) cannot change any result, so they are neither
converted to rdflib terms nor held in memory. Shapes that can read every triple (sh:closed, SPARQL
constraints) turn this off. The store's N-Triples are parsed by pyoxigraph, which with the
conversion takes half the CPU of rdflib's parser. pyshacl's own time is per focus node and
property shape (about 200,000 of them on the reference graph), not per triple, and is unchanged
(docs/performance.md).
"""

from __future__ import annotations

import io
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.namespace import RDF, SH

from canpol.errors import InputError, NotConformingError

_SEVERITY = {SH.Violation: "violation", SH.Warning: "warning", SH.Info: "info"}


@dataclass(frozen=True)
class Result:
    """One SHACL result: which node broke which constraint, and why."""

    severity: str
    focus: str
    path: str
    value: str
    message: str
    shape: str

    def __str__(self) -> str:
        where = f" {self.path}" if self.path else ""
        value = f" = {self.value}" if self.value else ""
        return f"[{self.severity}] {self.focus}{where}{value}: {self.message}"


@dataclass
class Report:
    """The outcome of a validation: conforms (warnings allowed), the results, and the SHACL graph."""

    conforms: bool
    results: list[Result] = field(default_factory=list)
    graph: Graph | None = None
    triples: int = 0
    checked: int | None = None  # triples handed to pyshacl, when fewer than `triples` (see module doc)

    @property
    def violations(self) -> list[Result]:
        return [r for r in self.results if r.severity == "violation"]

    @property
    def warnings(self) -> list[Result]:
        return [r for r in self.results if r.severity == "warning"]

    def as_dict(self) -> dict:
        """The report as plain data (for JSON output)."""
        return {"conforms": self.conforms, "triples": self.triples, "checked": self.checked,
                "violations": len(self.violations), "warnings": len(self.warnings),
                "results": [asdict(r) for r in self.results]}

    def text(self, limit: int | None = None) -> str:
        scope = f"{self.triples} triples" if self.checked is None else \
            f"{self.triples} triples, {self.checked} on properties the shapes read"
        head = (f"conforms: {'yes' if self.conforms else 'no'} ({scope}; "
                f"{len(self.violations)} violation(s), {len(self.warnings)} warning(s))")
        shown = self.results if limit is None else self.results[:limit]
        lines = [head, *(f"  {r}" for r in shown)]
        if len(shown) < len(self.results):
            lines.append(f"  … {len(self.results) - len(shown)} more")
        return "\n".join(lines)


@lru_cache(maxsize=1)
def shapes_graph() -> Graph:
    from canpol.ontology import shapes_path

    return Graph().parse(shapes_path(), format="turtle")


def _ontology() -> Graph:
    from canpol.ontology import shared_ontology_graph

    return shared_ontology_graph()


@lru_cache(maxsize=1)
def _concepts() -> Graph:
    """The vocab: concept schemes: type, scheme membership and labels of each concept."""
    from canpol.ontology import VOCAB

    base = str(VOCAB._NS)
    out = Graph()
    for s, p, o in _ontology():
        if isinstance(s, URIRef) and str(s).startswith(base):
            out.add((s, p, o))
    return out


def validate(data_graph: Graph, *, inference: str = "none", copy: bool = True) -> Report:
    """Validate `data_graph` against shapes.ttl with the ontology as ont_graph.

    `copy=False` lets validation add the ontology and the concept schemes to `data_graph` itself
    (cheaper for a graph built just for this); `inference` is pyshacl's option ("none" by default).
    """
    import pyshacl

    working = Graph()
    if copy:
        for triple in data_graph:
            working.add(triple)
    else:
        working = data_graph
    triples = len(working)
    working += _concepts()
    # pyshacl adds triples to the shapes graph it is given, so it gets a copy: the cached shapes
    # stay as written (shape_predicates reads them to choose the triples later validations see)
    shapes = Graph(namespace_manager=shapes_graph().namespace_manager)  # its prefixes name results
    shapes += shapes_graph()
    conforms, results_graph, _text = pyshacl.validate(
        working, shacl_graph=shapes, ont_graph=_ontology(), inference=inference,
        inplace=True, allow_warnings=True, allow_infos=True, advanced=False,
    )
    results = _results(results_graph, working)
    return Report(bool(conforms), results, results_graph, triples)


def _results(report: Graph, data: Graph) -> list[Result]:
    out = []
    # Only the report's own results: nested sh:detail results of sh:node shapes repeat them.
    for node in report.objects(None, SH.result):
        severity = _SEVERITY.get(report.value(node, SH.resultSeverity), "violation")
        path = report.value(node, SH.resultPath)
        value = report.value(node, SH.value)
        focus = report.value(node, SH.focusNode)
        if value == focus:
            value = None
        message = report.value(node, SH.resultMessage)
        shape = report.value(node, SH.sourceShape)
        out.append(Result(
            severity=severity,
            focus=_term(report, focus, data),
            path=_path(report, path) if path is not None else "",
            value=_term(report, value, data) if value is not None else "",
            message=str(message) if message is not None else "",
            shape=str(shape) if isinstance(shape, URIRef) else "",
        ))
    return sorted(out, key=lambda r: (r.severity != "violation", r.focus, r.path, r.message, r.value))


def _term(graph: Graph, term, data: Graph | None = None, depth: int = 0) -> str:
    if isinstance(term, BNode):
        # A blank node has no name: say where it hangs, e.g. "[canpol:agent of <event>]".
        if data is not None and depth < 4:
            for subject, predicate in data.subject_predicates(term):
                return f"[{_term(graph, predicate)} of {_term(graph, subject, data, depth + 1)}]"
        return "[]"
    if isinstance(term, Literal):
        return term.n3(graph.namespace_manager)
    try:
        return graph.namespace_manager.normalizeUri(term) if term is not None else ""
    except Exception:  # a term rdflib cannot shorten is shown in full
        return f"<{term}>"


def _path(graph: Graph, path) -> str:
    """A SHACL property path, written like a SPARQL path."""
    if isinstance(path, URIRef):
        return _term(graph, path)
    alternatives = graph.value(path, SH.alternativePath)
    if alternatives is not None:
        return "(" + "|".join(_path(graph, p) for p in Collection(graph, alternatives)) + ")"
    inverse = graph.value(path, SH.inversePath)
    if inverse is not None:
        return "^" + _path(graph, inverse)
    if graph.value(path, RDF.first) is not None:
        return "/".join(_path(graph, p) for p in Collection(graph, path))
    return "(path)"


def shape_predicates(shapes: Graph | None = None) -> frozenset[str] | None:
    """Every IRI the shapes mention outside the SHACL vocabulary, plus rdf:type: a superset of the
    predicates validation can read. None when the shapes can read any triple (closed shapes,
    SPARQL-based constraints), so nothing may be left out."""
    shapes = shapes_graph() if shapes is None else shapes
    if any(True for _ in shapes.triples((None, SH.closed, None))) or \
            any(True for _ in shapes.triples((None, SH.sparql, None))):
        return None
    sh = str(SH)
    found = {str(term) for triple in shapes for term in triple
             if isinstance(term, URIRef) and not str(term).startswith(sh)}
    return frozenset(found | {str(RDF.type)})


def store_graph(store, graph_iri: str | None = None, predicates: frozenset[str] | None = None) -> Graph:
    """The union of the store's graphs (or one named graph) as an rdflib Graph; with `predicates`,
    only the triples whose predicate is one of them."""
    graph, _total = _read_store(store, graph_iri, predicates)
    return graph


def _read_store(store, graph_iri: str | None, predicates: frozenset[str] | None) -> tuple[Graph, int]:
    import pyoxigraph as ox

    from canpol.graph.terms import from_oxigraph

    if graph_iri is not None and not store.has_graph(graph_iri):
        raise InputError(f"no graph named <{graph_iri}> in the store")
    buffer = io.BytesIO()
    store.export(buffer, "nt", graph_iri)
    graph = Graph()
    add = graph.add
    terms: dict = {}  # the same persons, parties and dates recur in thousands of triples

    def term(node):
        found = terms.get(node)
        if found is None:
            found = terms[node] = from_oxigraph(node)
        return found

    total = 0
    for triple in ox.parse(buffer.getvalue(), ox.RdfFormat.N_TRIPLES):
        total += 1
        if predicates is None or triple.predicate.value in predicates:
            add((term(triple.subject), term(triple.predicate), term(triple.object)))
    return graph, total


def validate_store(store, graph_iri: str | None = None) -> Report:
    """Validate the whole store (union of its graphs) or one named graph, on the triples the shapes read."""
    predicates = shape_predicates()
    data, total = _read_store(store, graph_iri, predicates)
    checked = len(data)
    report = validate(data, copy=False)
    report.triples = total
    report.checked = checked if checked < total else None
    return report


def validate_file(path: Path | str, rdf_format: str | None = None) -> Report:
    """Validate an RDF file (format guessed from its extension unless given)."""
    try:
        data = Graph().parse(str(path), format=rdf_format)
    except (OSError, SyntaxError, ValueError) as error:
        raise InputError(f"{path}: cannot read RDF: {error}") from None
    return validate(data, copy=False)


def assert_conforms(data_graph: Graph) -> Report:
    """One call: validate and raise NotConformingError (exit code 1) unless the data conforms."""
    report = validate(data_graph)
    if not report.conforms:
        raise NotConformingError("the data does not conform to the SHACL shapes\n" + report.text(limit=20))
    return report
