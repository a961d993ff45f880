"""Embedded store vs a remote Virtuoso, side by side: the same synthetic load (~1 M triples by
default), the same query mix, the same exports, in one run.

    scripts/virtuoso start && . .virtuoso/env      # a private Virtuoso (or set the variables below)
    python bench/remote.py [--people 20000] [--events 20000] [--per-graph 100] [--repeat 15]

The Virtuoso comes from CANPOL_TEST_VIRTUOSO_ENDPOINT / _USER / _PASSWORD (as scripts/virtuoso
writes them); everything canpol can see on it is dropped first. Data: bench/synthetic.py, with the
events' per-source graphs grouped `--per-graph` to a graph (see docs/performance.md for why).
Prints a Markdown table; answers are checked to be the same on both stores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import synthetic  # noqa: E402

from canpol.graph.embedded import EmbeddedStore  # noqa: E402
from canpol.graph.remote import RemoteStore  # noqa: E402

ID = "https://w3id.org/canpol/id/"
EVENT_TYPES = synthetic.EVENT_TYPES


def event_iri(i: int) -> str:
    """The IRI synthetic.py gives event number i."""
    day = f"{1990 + i % 30}-{1 + i % 12:02d}-{1 + i % 28:02d}"
    return f"{ID}event/{day}/{EVENT_TYPES[i % len(EVENT_TYPES)].lower()}/person-{i}"


def write_data(path: Path, people: int, events: int, per_graph: int) -> int:
    """synthetic.py's quads, with event graphs `graph/source/{hex}` grouped per_graph to one."""
    n = 0
    with open(path, "w", encoding="utf-8") as out:
        for line in synthetic.generate(people=people, events=events):
            marker = line.rfind("<https://w3id.org/canpol/graph/source/")
            if marker >= 0 and per_graph > 1:
                number = int(line[marker + 38:marker + 54], 16)
                line = f"{line[:marker]}<https://w3id.org/canpol/graph/source/batch-{number // per_graph:05d}> .\n"
            out.write(line)
            n += 1
    return n


def query_mix(people: int, events: int) -> list[tuple[str, dict]]:
    return [
        ("entity_lookup", {"entity": URIRef(f"{ID}person/person-{min(12345, people - 1)}")}),
        ("party_members_on_date", {"party": URIRef(f"{ID}party/p3"), "day": Literal("1960-01-01", datatype=XSD.date)}),
        ("counts_by_party", {}),
        ("text_filter", {"text": Literal("family42")}),
        ("three_hop_path", {"event": URIRef(event_iri(min(42, events - 1)))}),
    ]


def timed(action, repeat: int = 1):
    """(median seconds, last result) of `repeat` runs."""
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def rows_key(rows) -> list:
    return sorted(tuple(sorted((k, str(v)) for k, v in row.items())) for row in rows)


def run(store, data: Path, mix, repeat: int, label: str) -> dict:
    figures = {}
    figures["load"], quads = timed(lambda: store.import_file(data, None))
    print(f"{label}: loaded {quads} quads in {figures['load']:.1f} s", file=sys.stderr)
    answers = {}
    for name, bindings in mix:
        text = (HERE / "remote_queries" / f"{name}.rq").read_text(encoding="utf-8")
        store.select(text, bindings)  # warm
        figures[name], rows = timed(lambda: store.select(text, bindings), repeat)
        answers[name] = rows_key(rows)
    figures["graphs"], infos = timed(store.graphs, 3)
    answers["graphs"] = [(g.iri, g.triples) for g in infos]
    with open(os.devnull, "wb") as sink:
        figures["export_graph"], _ = timed(lambda: store.export(sink, "nt", "https://w3id.org/canpol/graph/source/batch-00000"))
        figures["export_all"], _ = timed(lambda: store.export(sink, "nq"))
    return {"figures": figures, "answers": answers, "quads": quads}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=20_000)
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--per-graph", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    endpoint = os.environ.get("CANPOL_TEST_VIRTUOSO_ENDPOINT")
    if not endpoint:
        parser.error("no Virtuoso: run scripts/virtuoso start and source .virtuoso/env")
    remote = RemoteStore(endpoint, os.environ.get("CANPOL_TEST_VIRTUOSO_UPDATE_ENDPOINT"),
                         os.environ.get("CANPOL_TEST_VIRTUOSO_USER"), os.environ.get("CANPOL_TEST_VIRTUOSO_PASSWORD"),
                         timeout=600)
    for info in remote.graphs():
        remote.remove_graph(info.iri)
    mix = query_mix(args.people, args.events)
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "synthetic.nq"
        generated = write_data(data, args.people, args.events, args.per_graph)
        print(f"{generated} quads generated", file=sys.stderr)
        embedded = EmbeddedStore(Path(folder) / "store")
        results = {"embedded": run(embedded, data, mix, args.repeat, "embedded")}
        embedded.close()
        results["virtuoso"] = run(remote, data, mix, args.repeat, "virtuoso")
    for info in remote.graphs():
        remote.remove_graph(info.iri)
    same = results["embedded"]["answers"] == results["virtuoso"]["answers"]
    differing = [k for k in results["embedded"]["answers"]
                 if results["embedded"]["answers"][k] != results["virtuoso"]["answers"][k]]
    print(f"\n{generated} quads in {len(results['embedded']['answers']['graphs'])} graphs; "
          f"queries: median of {args.repeat}; same answers on both: {'yes' if same else 'NO: ' + ', '.join(differing)}\n")
    print("| step | embedded (pyoxigraph) | Virtuoso over HTTP |")
    print("|---|---:|---:|")
    for step in results["embedded"]["figures"]:
        cells = []
        for backend in ("embedded", "virtuoso"):
            seconds = results[backend]["figures"][step]
            cells.append(f"{seconds:.2f} s" if seconds >= 1 else f"{seconds * 1000:.1f} ms")
        print(f"| {step} | {cells[0]} | {cells[1]} |")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
