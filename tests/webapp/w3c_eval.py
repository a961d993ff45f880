"""Runs the W3C SPARQL 1.1 query-evaluation suites through /sparql in every format the endpoint
serves, comparing answers with the suites' expected results.

All suites' data files are loaded once into one store, each as a named graph named by its file
IRI; each test then selects its dataset with the protocol's default-graph-uri/named-graph-uri
(or the query's own FROM), as a client of a multi-dataset endpoint would.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph, Namespace
from rdflib.collection import Collection
from rdflib.compare import isomorphic

from canpol.graph.terms import from_oxigraph

MF = Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#")
QT = Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-query#")
RDFS = Namespace("http://www.w3.org/2000/01/rdf-schema#")

# Suites of SPARQL 1.1 Query evaluation tests. Not run: entailment (needs an entailment regime
# the endpoint does not offer) and service (SERVICE is refused on purpose).
SUITES = ["aggregates", "bind", "bindings", "cast", "construct", "csv-tsv-res", "exists", "functions",
          "grouping", "json-res", "negation", "project-expression", "property-path", "subquery"]
RESULT_FORMATS = {"json": ("application/sparql-results+json", ox.QueryResultsFormat.JSON),
                  "xml": ("application/sparql-results+xml", ox.QueryResultsFormat.XML),
                  "tsv": ("text/tab-separated-values", ox.QueryResultsFormat.TSV),
                  "csv": ("text/csv", None)}
GRAPH_FORMATS = {"turtle": ("text/turtle", ox.RdfFormat.TURTLE),
                 "nt": ("application/n-triples", ox.RdfFormat.N_TRIPLES),
                 "jsonld": ("application/ld+json", ox.RdfFormat.JSON_LD),
                 "rdfxml": ("application/rdf+xml", ox.RdfFormat.RDF_XML),
                 "trig": ("application/trig", ox.RdfFormat.TRIG),
                 "nq": ("application/n-quads", ox.RdfFormat.N_QUADS)}
EMPTY_GRAPH = "urn:canpol:test:empty"
DATA_FORMATS = {".ttl": "turtle", ".nt": "nt", ".rdf": "rdfxml", ".trig": "trig", ".nq": "nq"}


@dataclass
class EvalTest:
    id: str  # suite/name
    query: Path
    result: Path
    data: list[Path] = field(default_factory=list)
    graph_data: list[tuple[str, Path]] = field(default_factory=list)  # (graph name, file)


def load_tests(w3c: Path) -> list[EvalTest]:
    tests = []
    for suite in SUITES:
        path = w3c / suite / "manifest.ttl"
        graph = Graph().parse(path, format="turtle", publicID=path.as_uri())
        root = next(graph.subjects(MF.entries, None))
        for entry in Collection(graph, graph.value(root, MF.entries)):
            if (entry, None, MF.QueryEvaluationTest) not in graph:
                continue
            action = graph.value(entry, MF.action)
            result = graph.value(entry, MF.result)
            if action is None or result is None:
                continue
            test = EvalTest(f"{suite}/{str(entry).rsplit('#', 1)[1]}", _file(graph.value(action, QT.query)),
                            _file(result))
            test.data = [_file(d) for d in graph.objects(action, QT.data)]
            for node in graph.objects(action, QT.graphData):
                if graph.value(node, QT.graph) is not None:
                    label = graph.value(node, RDFS.label)
                    file = _file(graph.value(node, QT.graph))
                    test.graph_data.append((str(label) if label else file.as_uri(), file))
                else:
                    test.graph_data.append((_file(node).as_uri(), _file(node)))
            tests.append(test)
    return tests


def _file(node) -> Path:
    return Path(str(node).removeprefix("file://"))


def data_files(tests: list[EvalTest]) -> dict[str, Path]:
    """Graph name -> file, for every file a test reads."""
    files = {}
    for test in tests:
        for file in test.data:
            files[file.as_uri()] = file
        for name, file in test.graph_data:
            files[name] = file
    return {name: file for name, file in files.items() if file.suffix in DATA_FORMATS}



def build_store(path: Path, files: dict[str, Path]) -> Path:
    """A store holding each file in the graph named `name`, parsed with the file's own IRI as
    base (tests rely on it: `rdf:resource=""` names the document), then published."""
    from canpol.graph import snapshots

    store = ox.Store(str(path))
    for name, file in files.items():
        fmt = {".ttl": ox.RdfFormat.TURTLE, ".nt": ox.RdfFormat.N_TRIPLES, ".rdf": ox.RdfFormat.RDF_XML,
               ".trig": ox.RdfFormat.TRIG, ".nq": ox.RdfFormat.N_QUADS}[file.suffix]
        store.load(input=file.read_bytes(), format=fmt, base_iri=file.as_uri(), to_graph=ox.NamedNode(name))
    snapshots.publish(store, path)
    del store
    return path


def _cell(text: str) -> str:
    """A CSV cell compared by value when it is a number (CSV carries no datatype)."""
    try:
        return str(Decimal(text).normalize())
    except ArithmeticError:
        return text


# -- normalizing answers so they can be compared --------------------------------------------

XSD = "http://www.w3.org/2001/XMLSchema#"
INTEGERS = {XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
                              "negativeInteger", "nonPositiveInteger", "unsignedInt", "unsignedLong",
                              "unsignedShort", "unsignedByte")}


def _literal_value(term: ox.Literal):
    """Numbers and booleans by value: "3.0E4" and "30000" are the same xsd:double, and engines
    write canonical forms differently."""
    datatype = term.datatype.value
    try:
        if datatype in INTEGERS:
            return int(term.value)
        if datatype == XSD + "decimal":
            return Decimal(term.value).normalize()
        if datatype in (XSD + "double", XSD + "float"):
            value = float(term.value.replace("INF", "inf"))
            return "NaN" if value != value else value
        if datatype == XSD + "boolean":
            return term.value in ("true", "1")
    except (ValueError, ArithmeticError):
        pass
    return term.value


def _term_key(term):
    if term is None:
        return None
    if isinstance(term, ox.BlankNode):
        return ("bnode",)  # blank node labels are local to a document
    if isinstance(term, ox.Literal):
        return ("literal", _literal_value(term), term.datatype.value, term.language)
    if isinstance(term, ox.NamedNode):
        return ("uri", term.value)
    return ("triple", str(term))


def rows_of(results) -> list[dict]:
    """Solutions (pyoxigraph results) as dicts of bound variables."""
    variables = [v.value for v in results.variables]
    return [{v: row[v] for v in variables if row[v] is not None} for row in results]


def solutions_key(rows: list[dict]) -> Counter:
    return Counter(frozenset((v, _term_key(t)) for v, t in row.items()) for row in rows)


def csv_key_of_solutions(rows: list[dict]) -> Counter:
    # CSV writes an empty string and an unbound variable alike.
    return Counter(frozenset((v, _csv_cell(t)) for v, t in row.items() if _csv_cell(t) != "") for row in rows)


def _csv_cell(term) -> str:
    if term is None:
        return ""
    if isinstance(term, ox.BlankNode):
        return "_:"
    if isinstance(term, ox.Literal) and term.datatype.value == XSD + "boolean":
        return {"1": "true", "0": "false"}.get(term.value, term.value)
    return _cell(term.value)


def csv_key_of_text(text: str) -> Counter:
    # Columns in any order (SELECT * leaves it to the engine); an empty cell is unbound.
    rows = list(csv.reader(io.StringIO(text)))
    header, body = rows[0], rows[1:]
    return Counter(frozenset((name, "_:" if cell.startswith("_:") else _cell(cell))
                             for name, cell in zip(header, row) if cell != "") for row in body)


def graph_of(triples) -> Graph:
    graph = Graph()
    for t in triples:
        graph.add((from_oxigraph(t.subject), from_oxigraph(t.predicate), from_oxigraph(t.object)))
    return graph


RS = "http://www.w3.org/2001/sw/DataAccess/tests/result-set#"


def expected_answer(test: EvalTest):
    """('boolean', bool) | ('solutions', rows) | ('graph', Graph) | ('csv', text)."""
    suffix = test.result.suffix
    if suffix in (".srx", ".srj", ".tsv"):
        parsed = ox.parse_query_results(test.result.read_bytes(), format=_results_format(test.result))
        if isinstance(parsed, ox.QueryBoolean):
            return "boolean", bool(parsed)
        return "solutions", rows_of(parsed)
    if suffix == ".csv":
        return "csv", test.result.read_text(encoding="utf-8")
    fmt = {".ttl": ox.RdfFormat.TURTLE, ".nt": ox.RdfFormat.N_TRIPLES, ".rdf": ox.RdfFormat.RDF_XML}[suffix]
    triples = list(ox.parse(test.result.read_bytes(), format=fmt, base_iri=test.result.as_uri()))
    if any(t.object == ox.NamedNode(RS + "ResultSet") for t in triples):
        return _result_set(triples)
    return "graph", graph_of(triples)


def _result_set(triples: list) -> tuple[str, object]:
    """A result set written in the DAWG result-set vocabulary (rs:) as rows or a boolean."""
    by_subject: dict = {}
    for t in triples:
        by_subject.setdefault(t.subject, []).append((t.predicate.value, t.object))
    for subject, pairs in by_subject.items():
        for predicate, obj in pairs:
            if predicate == RS + "boolean":
                return "boolean", obj.value == "true"
    rows = []
    for subject, pairs in by_subject.items():
        for predicate, solution in pairs:
            if predicate != RS + "solution":
                continue
            row = {}
            for key, binding in by_subject.get(solution, []):
                if key != RS + "binding":
                    continue
                values = dict(by_subject.get(binding, []))
                row[values[RS + "variable"].value] = values[RS + "value"]
            rows.append(row)
    return "solutions", rows


def request_params(test: EvalTest, query_text: str, from_in_query: bool) -> dict:
    params = {"query": f"BASE <{test.query.as_uri()}>\n{query_text}"}
    if not from_in_query:
        params["default-graph-uri"] = [f.as_uri() for f in test.data] or [EMPTY_GRAPH]
        params["named-graph-uri"] = [name for name, _ in test.graph_data]
    return params


def engine_passes(engine: ox.Store, test: EvalTest, params: dict, kind: str, expected) -> bool:
    """Whether the engine itself, in process, gives the expected answer on the same dataset."""
    options = {}
    if "default-graph-uri" in params:
        options = {"default_graph": [ox.NamedNode(g) for g in params["default-graph-uri"]],
                   "named_graphs": [ox.NamedNode(g) for g in params["named-graph-uri"]]}
    try:
        answer = engine.query(params["query"], **options)
        if kind == "graph":
            return isomorphic(graph_of(answer), expected)
        if kind == "boolean":
            return bool(answer) == expected
        if kind == "csv":
            return csv_key_of_text(answer.serialize(format=ox.QueryResultsFormat.CSV).decode()) == \
                csv_key_of_text(expected)
        return solutions_key(rows_of(answer)) == solutions_key(expected)
    except (SyntaxError, OSError, ValueError):
        return False


def run_test(client, test: EvalTest, engine: ox.Store | None = None) -> dict[str, str]:
    """Format -> 'pass' or a short reason, for one test in every format that applies. With
    `engine`, a failure says whether the engine in process fails it too."""
    from canpol.webapp import guard

    query_text = test.query.read_text(encoding="utf-8")
    scan = guard.scan(query_text)
    params = request_params(test, query_text, bool(scan.from_graphs or scan.from_named_graphs))
    try:
        kind, expected = expected_answer(test)
    except (SyntaxError, ValueError, KeyError) as error:
        return {"json": f"expected result not readable here: {error}"}
    if kind == "graph":
        formats = {name: media for name, (media, _) in GRAPH_FORMATS.items()}
    elif kind == "boolean":
        formats = {name: RESULT_FORMATS[name][0] for name in ("json", "xml")}
    else:
        formats = {name: media for name, (media, _) in RESULT_FORMATS.items()}
    outcome = {}
    for name, media in formats.items():
        response = client.post("/sparql", data=params, headers={"Accept": media})
        if response.status_code != 200:
            outcome[name] = f"HTTP {response.status_code}: {response.get_data(as_text=True).strip()[:100]}"
            continue
        if response.mimetype != media:
            outcome[name] = f"answered {response.mimetype}"
            continue
        try:
            if kind == "graph":
                got = graph_of(ox.parse(response.data, format=GRAPH_FORMATS[name][1]))
                ok = isomorphic(got, expected)
            elif kind == "boolean":
                got = ox.parse_query_results(response.data, format=RESULT_FORMATS[name][1])
                ok = bool(got) == expected
            elif kind == "csv":
                ok = csv_key_of_text(response.get_data(as_text=True)) == csv_key_of_text(expected) \
                    if name == "csv" else True
                if name != "csv":
                    continue
            elif name == "csv":
                ok = csv_key_of_text(response.get_data(as_text=True)) == csv_key_of_solutions(expected)
            else:
                got = ox.parse_query_results(response.data, format=RESULT_FORMATS[name][1])
                ok = solutions_key(rows_of(got)) == solutions_key(expected)
        except (SyntaxError, ValueError) as error:
            outcome[name] = f"unparsable answer: {str(error)[:100]}"
            continue
        outcome[name] = "pass" if ok else "different answer"
    if engine is not None and any(v != "pass" for v in outcome.values()):
        blame = "engine fails it too" if not engine_passes(engine, test, params, kind, expected) else \
            "endpoint only"
        outcome = {k: v if v == "pass" else f"{v} ({blame})" for k, v in outcome.items()}
    return outcome


def _results_format(path: Path):
    return {".srx": ox.QueryResultsFormat.XML, ".srj": ox.QueryResultsFormat.JSON,
            ".tsv": ox.QueryResultsFormat.TSV}[path.suffix]


def summarize(outcomes: dict[str, dict[str, str]]) -> dict[str, tuple[int, int]]:
    """Format -> (passed, run)."""
    totals: dict[str, list[int]] = {}
    for per_format in outcomes.values():
        for name, verdict in per_format.items():
            total = totals.setdefault(name, [0, 0])
            total[1] += 1
            total[0] += verdict == "pass"
    return {name: (p, n) for name, (p, n) in totals.items()}


def failures(outcomes: dict[str, dict[str, str]]) -> set[str]:
    return {f"{test} {name}" for test, per_format in outcomes.items()
            for name, verdict in per_format.items() if verdict != "pass"}


def as_json(outcomes) -> str:
    return json.dumps(outcomes, indent=1, sort_keys=True)
