"""Runs the W3C SPARQL 1.1 query-evaluation suites through /sparql in every format the endpoint
serves, comparing answers with the suites' expected results.

All suites' data files are loaded once into one store, each as a named graph named by its file
IRI; each test then selects its dataset with the protocol's default-graph-uri/named-graph-uri
(or the query's own FROM), as a client of a multi-dataset endpoint would. A failing test is run
again on the engine in process, in a store of its own holding exactly the test's dataset (its
qt:data as the default graph, its qt:graphData as named graphs), to tell the engine's failures
from the endpoint's.
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
from rdflib import RDF, Graph, Namespace, Variable
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
_RDF_FORMATS = {".ttl": ox.RdfFormat.TURTLE, ".nt": ox.RdfFormat.N_TRIPLES, ".rdf": ox.RdfFormat.RDF_XML,
                ".trig": ox.RdfFormat.TRIG, ".nq": ox.RdfFormat.N_QUADS}


@dataclass
class EvalTest:
    id: str  # suite/name
    query: Path
    result: Path
    csv_format_test: bool = False  # an mf:CSVResultFormatTest: only the CSV answer is checked
    data: list[Path] = field(default_factory=list)
    graph_data: list[tuple[str, Path]] = field(default_factory=list)  # (graph name, file)


def load_tests(w3c: Path) -> list[EvalTest]:
    tests = []
    for suite in SUITES:
        path = w3c / suite / "manifest.ttl"
        graph = Graph().parse(path, format="turtle", publicID=path.as_uri())
        root = next(graph.subjects(MF.entries, None))
        for entry in Collection(graph, graph.value(root, MF.entries)):
            kind = graph.value(entry, RDF.type)
            if kind not in (MF.QueryEvaluationTest, MF.CSVResultFormatTest):
                continue
            action = graph.value(entry, MF.action)
            result = graph.value(entry, MF.result)
            if action is None or result is None:
                continue
            test = EvalTest(f"{suite}/{str(entry).rsplit('#', 1)[1]}", _file(graph.value(action, QT.query)),
                            _file(result), kind == MF.CSVResultFormatTest)
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
        store.load(input=file.read_bytes(), format=_RDF_FORMATS[file.suffix], base_iri=file.as_uri(),
                   to_graph=ox.NamedNode(name))
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
        # Labels are local to one answer: compared through a renaming (see same_solutions).
        return ("bnode", term.value)
    if isinstance(term, ox.Literal):
        return ("literal", _literal_value(term), term.datatype.value, term.language)
    if isinstance(term, ox.NamedNode):
        return ("uri", term.value)
    return ("triple", str(term))


def rows_of(results) -> list[dict]:
    """Solutions (pyoxigraph results) as dicts of bound variables, in their order."""
    variables = [v.value for v in results.variables]
    return [{v: row[v] for v in variables if row[v] is not None} for row in results]


def keyed(rows: list[dict]) -> list[dict]:
    """Rows of terms as rows of comparable keys."""
    return [{v: _term_key(t) for v, t in row.items()} for row in rows]


def _erase(key):
    return ("bnode",) if key is not None and key[0] == "bnode" else key


def _erased(row: dict) -> frozenset:
    return frozenset((v, _erase(k)) for v, k in row.items())


def same_solutions(got: list[dict], expected: list[dict], order: list[str] | None = None) -> bool:
    """Whether two answers (rows of keys) are the same multiset of solutions up to one renaming
    of blank nodes for the whole answer (a blank node shared by two rows must stay shared, two
    different ones must stay different); with `order` (the query's ORDER BY variables), the rows
    must also come in the expected order of those variables (rows tied on them in any order)."""
    if Counter(map(_erased, got)) != Counter(map(_erased, expected)):
        return False
    if order is not None:
        def ranks(rows):
            return [tuple(_erase(row.get(v)) for v in order) for row in rows]
        if ranks(got) != ranks(expected):
            return False
    if not any(k[0] == "bnode" for row in expected for k in row.values()):
        return True
    return _renaming_exists(got, expected)


def _renaming_exists(got: list[dict], expected: list[dict]) -> bool:
    """A one-to-one renaming of blank nodes under which each expected row has its own got row."""
    used = [False] * len(got)

    def unify(want: dict, have: dict, forward: dict, backward: dict):
        if _erased(want) != _erased(have):
            return None
        forward, backward = dict(forward), dict(backward)
        for v, k in want.items():
            if k[0] == "bnode":
                other = have[v][1]
                if forward.setdefault(k[1], other) != other or backward.setdefault(other, k[1]) != k[1]:
                    return None
        return forward, backward

    def search(i: int, forward: dict, backward: dict) -> bool:
        if i == len(expected):
            return True
        for j, row in enumerate(got):
            if used[j]:
                continue
            mapping = unify(expected[i], row, forward, backward)
            if mapping is not None:
                used[j] = True
                if search(i + 1, *mapping):
                    return True
                used[j] = False
        return False

    return search(0, {}, {})


def order_variables(query_text: str, base: str) -> list[str] | None:
    """The variables of the query's top-level ORDER BY (whose order the answer must keep), or
    None when it has none. ORDER BY an expression is not checked (its ties are not computed
    here); neither is an ORDER BY inside a subquery, whose order the outer query need not keep."""
    from rdflib.plugins.sparql import prepareQuery
    from rdflib.plugins.sparql.parserutils import CompValue

    try:
        node = prepareQuery(query_text, base=base).algebra
    except Exception:  # noqa: BLE001 - rdflib cannot read every SPARQL 1.1 query; then no order check
        return None
    if node.name != "SelectQuery":
        return None
    node = node.p
    while isinstance(node, CompValue) and node.name in ("Slice", "Distinct", "Reduced", "Project"):
        node = node.p
    if not isinstance(node, CompValue) or node.name != "OrderBy":
        return None
    names = []
    for condition in node.expr:
        expr = condition.expr if isinstance(condition, CompValue) else condition
        if not isinstance(expr, Variable):
            return None
        names.append(str(expr))
    return names


def csv_rows_of_solutions(rows: list[dict]) -> list[dict]:
    """Rows of terms as the cells CSV can carry."""
    return [{v: c for v, c in ((v, _csv_cell(t)) for v, t in row.items()) if c[1] != ""} for row in rows]


def _csv_cell(term):
    if isinstance(term, ox.BlankNode):
        return ("bnode", term.value)
    if isinstance(term, ox.Literal) and term.datatype.value == XSD + "boolean":
        return ("cell", {"1": "true", "0": "false"}.get(term.value, term.value))
    return ("cell", _cell(term.value))


def csv_rows_of_text(text: str) -> list[dict]:
    """A CSV answer as rows of cells, by column name (SELECT * leaves the column order to the
    engine); an empty cell is unbound, as CSV writes an empty string and an unbound alike; "_:"
    starts a blank node label."""
    rows = list(csv.reader(io.StringIO(text)))
    header, body = rows[0], rows[1:]
    return [{name: ("bnode", cell[2:]) if cell.startswith("_:") else ("cell", _cell(cell))
             for name, cell in zip(header, row) if cell != ""} for row in body]


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
    """A result set written in the DAWG result-set vocabulary (rs:) as rows (in rs:index order
    when given) or a boolean."""
    by_subject: dict = {}
    for t in triples:
        by_subject.setdefault(t.subject, []).append((t.predicate.value, t.object))
    for subject, pairs in by_subject.items():
        for predicate, obj in pairs:
            if predicate == RS + "boolean":
                return "boolean", obj.value == "true"
    indexed = []
    for subject, pairs in by_subject.items():
        for predicate, solution in pairs:
            if predicate != RS + "solution":
                continue
            row, index = {}, None
            for key, value in by_subject.get(solution, []):
                if key == RS + "index":
                    index = int(value.value)
                if key != RS + "binding":
                    continue
                values = dict(by_subject.get(value, []))
                row[values[RS + "variable"].value] = values[RS + "value"]
            indexed.append((index, row))
    if all(index is not None for index, _ in indexed):
        indexed.sort(key=lambda pair: pair[0])
    return "solutions", [row for _, row in indexed]


def request_params(test: EvalTest, query_text: str, from_in_query: bool) -> dict:
    params = {"query": f"BASE <{test.query.as_uri()}>\n{query_text}"}
    if not from_in_query:
        params["default-graph-uri"] = [f.as_uri() for f in test.data] or [EMPTY_GRAPH]
        params["named-graph-uri"] = [name for name, _ in test.graph_data]
    return params


def dataset_store(test: EvalTest, from_graphs: list[str]) -> ox.Store:
    """An in-memory store holding exactly the test's dataset: its qt:data merged in the default
    graph, each qt:graphData in its named graph, and the files a FROM / FROM NAMED names, each
    in the graph named by its IRI (the query selects them)."""
    store = ox.Store()
    named = list(test.graph_data) + [(iri, _file(iri)) for iri in from_graphs if iri.startswith("file:")]
    for graph, file in [(ox.DefaultGraph(), f) for f in test.data] + [(ox.NamedNode(n), f) for n, f in named]:
        if file.suffix not in DATA_FORMATS:
            continue
        # Each load gets blank nodes of its own, so files merged in the default graph stay apart.
        store.load(input=file.read_bytes(), format=_RDF_FORMATS[file.suffix], base_iri=file.as_uri(),
                   to_graph=graph)
    return store


def engine_passes(test: EvalTest, query_text: str, from_graphs: list[str], kind: str, expected,
                  order: list[str] | None) -> bool:
    """Whether the engine itself, in process, on a store holding only the test's dataset, gives
    the expected answer."""
    engine = dataset_store(test, from_graphs)
    try:
        answer = engine.query(query_text, base_iri=test.query.as_uri())
        if kind == "graph":
            return isomorphic(graph_of(answer), expected)
        if kind == "boolean":
            return bool(answer) == expected
        if kind == "csv":
            return same_solutions(csv_rows_of_text(answer.serialize(format=ox.QueryResultsFormat.CSV).decode()),
                                  csv_rows_of_text(expected), order)
        return same_solutions(keyed(rows_of(answer)), keyed(expected), order)
    except (SyntaxError, OSError, ValueError):
        return False


def run_test(client, test: EvalTest, check_engine: bool = False) -> dict[str, str]:
    """Format -> 'pass' or a short reason, for one test in every format that applies. With
    `check_engine`, a failure says whether the engine in process fails it too."""
    from canpol.webapp import guard

    query_text = test.query.read_text(encoding="utf-8")
    scan = guard.scan(query_text, test.query.as_uri())
    from_graphs = scan.from_graphs + scan.from_named_graphs
    params = request_params(test, query_text, bool(from_graphs))
    order = order_variables(query_text, test.query.as_uri())
    try:
        kind, expected = expected_answer(test)
    except (SyntaxError, ValueError, KeyError) as error:
        return {"json": f"expected result not readable here: {error}"}
    if kind == "graph":
        formats = {name: media for name, (media, _) in GRAPH_FORMATS.items()}
    elif kind == "boolean":
        formats = {name: RESULT_FORMATS[name][0] for name in ("json", "xml")}
    elif kind == "csv":
        formats = {"csv": RESULT_FORMATS["csv"][0]}
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
                ok = same_solutions(csv_rows_of_text(response.get_data(as_text=True)), csv_rows_of_text(expected),
                                    order)
            elif name == "csv":
                ok = same_solutions(csv_rows_of_text(response.get_data(as_text=True)),
                                    csv_rows_of_solutions(expected), order)
            else:
                got = ox.parse_query_results(response.data, format=RESULT_FORMATS[name][1])
                ok = same_solutions(keyed(rows_of(got)), keyed(expected), order)
        except (SyntaxError, ValueError) as error:
            outcome[name] = f"unparsable answer: {str(error)[:100]}"
            continue
        outcome[name] = "pass" if ok else "different answer"
    if check_engine and any(v != "pass" for v in outcome.values()):
        blame = "engine fails it too" if not engine_passes(test, query_text, from_graphs, kind, expected, order) \
            else "endpoint only"
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


def show_engine(w3c: Path, test_ids: list[str]) -> None:
    """Print, for each test, the engine's answer in process on exactly the test's dataset beside
    the expected one: how a known failure is shown to be the engine's."""
    from canpol.webapp import guard

    tests = {test.id: test for test in load_tests(w3c)}
    for test_id in test_ids:
        test = tests[test_id]
        query_text = test.query.read_text(encoding="utf-8")
        scan = guard.scan(query_text, test.query.as_uri())
        from_graphs = scan.from_graphs + scan.from_named_graphs
        kind, expected = expected_answer(test)
        answer = dataset_store(test, from_graphs).query(query_text, base_iri=test.query.as_uri())
        print(f"== {test_id} ({kind})\n{query_text.strip()}")
        if kind == "boolean":
            print(f"engine: {bool(answer)}\nexpected: {expected}")
        elif kind == "solutions":
            print("engine:", *[dict(sorted(row.items())) for row in rows_of(answer)], sep="\n  ")
            print("expected:", *[dict(sorted(row.items())) for row in expected], sep="\n  ")
        passed = engine_passes(test, query_text, from_graphs, kind, expected,
                               order_variables(query_text, test.query.as_uri()))
        print("engine passes:", passed)


if __name__ == "__main__":
    import sys

    show_engine(Path(sys.argv[1]).resolve(), sys.argv[2:])
