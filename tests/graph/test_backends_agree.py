"""The same sources loaded with `canpol load` into the embedded store and into Virtuoso give the
same graphs, the same answers to the example queries, the same exports and the same validation."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from backends import virtuoso_settings, virtuoso_store  # noqa: F401 (fixtures)
from click.testing import CliRunner
from rdflib import Graph, Literal
from rdflib.compare import isomorphic
from rdflib.namespace import PROV, XSD

from canpol.cli import main
from canpol.config import Settings
from canpol.graph import open_store

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "webapp" / "queries" / "examples").glob("*.rq"))


# pyoxigraph 0.5 stores the types derived from xsd:integer (nonNegativeInteger, ...) as
# xsd:integer; Virtuoso keeps them. Exports are compared with those types folded.
INTEGER_TYPES = {XSD.nonNegativeInteger, XSD.positiveInteger, XSD.nonPositiveInteger,
                 XSD.negativeInteger, XSD.long, XSD.int, XSD.short, XSD.byte, XSD.unsignedLong,
                 XSD.unsignedInt, XSD.unsignedShort, XSD.unsignedByte}


# Each load is its own extraction run: its IRI and times differ between the two loads.
RUN = "https://w3id.org/canpol/id/run/"
RUN_TIMES = {PROV.generatedAtTime, PROV.startedAtTime, PROV.endedAtTime}


def folded(graph: Graph) -> Graph:
    out = Graph()
    for s, p, o in graph:
        if p in RUN_TIMES or str(s).startswith(RUN) or str(o).startswith(RUN):
            continue
        if isinstance(o, Literal) and o.datatype in INTEGER_TYPES:
            o = Literal(str(o), datatype=XSD.integer)
        out.add((s, p, o))
    return out


def canpol(options: list[str], *args: str):
    result = CliRunner().invoke(main, [*options, *args], catch_exceptions=False)
    return result


def normalized(result) -> list[tuple]:
    """Rows as comparable tuples, in a canonical order; GROUP_CONCAT's order is unspecified, so
    comma-joined parts are sorted."""
    if result.kind == "ask":
        return [(result.boolean,)]
    rows = []
    for row in result.rows:
        cells = []
        for name in result.variables:
            value = row.get(name)
            text = "" if value is None else ", ".join(sorted(str(value).split(", ")))
            cells.append((name, type(value).__name__, text))
        rows.append(tuple(cells))
    return sorted(rows)


@pytest.mark.slow
def test_embedded_and_virtuoso_agree_after_the_same_load(virtuoso_store, shared, tmp_path):
    article = next((shared / "seeds").glob("*.txt"))
    sources = [str(article), str(REPO / "tests" / "webapp" / "sample.ttl"), str(REPO / "ontology" / "canpol.ttl")]
    remote = virtuoso_settings()
    embedded_options = ["--store", str(tmp_path / "store")]
    remote_options = ["--endpoint", remote["endpoint"], "--user", remote["user"], "--password", remote["password"]]
    for options in (embedded_options, remote_options):
        loaded = canpol(options, "load", *sources)
        assert loaded.exit_code == 0, loaded.output
    listed = [canpol(options, "graphs").output for options in (embedded_options, remote_options)]
    # three sources, and the derived graph of incidents recomputed after the load
    assert listed[0] == listed[1] and "4 graph(s)" in listed[0]
    assert "https://w3id.org/canpol/graph/incidents" in listed[0]
    # Classes with equal counts may come in any order.
    stats = [sorted(canpol(options, "stats").output.splitlines()) for options in (embedded_options, remote_options)]
    assert stats[0] == stats[1]

    embedded = open_store(Settings(store_path=tmp_path / "store"))
    other = open_store(Settings(endpoint=remote["endpoint"]))
    answered = 0
    for path in EXAMPLES:
        query = path.read_text(encoding="utf-8")
        mine, theirs = normalized(embedded.query(query)), normalized(other.query(query))
        assert mine == theirs, path.name
        answered += bool(mine)
    assert answered >= 5  # the comparison is not between empty answers

    for graph in [g.iri for g in embedded.graphs()] + [None]:
        exports = []
        for store in (embedded, other):
            out = io.BytesIO()
            store.export(out, "nt", graph)
            exports.append(folded(Graph().parse(data=out.getvalue(), format="nt")))
        assert len(exports[0]) > 0 and isomorphic(exports[0], exports[1]), graph
    embedded.close()

    validated = [canpol(options, "validate") for options in (embedded_options, remote_options)]
    assert validated[0].exit_code == validated[1].exit_code
    assert validated[0].output == validated[1].output
    assert canpol(remote_options, "remove", "https://w3id.org/canpol/graph/file/sample").exit_code == 0
    after = canpol(remote_options, "graphs").output
    assert "3 graph(s)" in after and "graph/file/sample" not in after  # two sources and the incidents
