"""Embedded store vs a remote Virtuoso, side by side in one run: the endpoint benchmark's data
(bench/endpoint_data.py, ~1 M quads at the default 50,000 people) and query mix (bench/queries/*.rq),
loaded and queried through canpol's Store interface on both.

    VIRTUOSO_AFTER_IMAGE_LIMIT=50000000 scripts/virtuoso start DIR && . DIR/env
    python bench/remote.py [--people 50000] [--repeat 20] [--seconds 15] [--reload]

Steps, each on both stores: `import_file` of the N-Quads file (as `canpol load` does), the median
latency of each query of the mix, round-robin throughput from 1 and 8 client threads, graph
listing, export of one graph and of everything; with --reload, the same file loaded again over
itself (every graph replaced; on Virtuoso the large reference graph exceeds one transaction at
the server's default TransactionAfterImageLimit and is replaced in steps).

The Virtuoso comes from CANPOL_TEST_VIRTUOSO_ENDPOINT / _UPDATE_ENDPOINT / _USER / _PASSWORD (as
scripts/virtuoso writes them); every graph canpol sees there is dropped first and at the end.
Answers are compared: exactly, or by row count for a query with LIMIT but no ORDER BY (any
rows may be chosen). Prints Markdown tables and the load average.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import endpoint_data  # noqa: E402
from endpoint import QUERIES, percentile, round_robin  # noqa: E402

from canpol.graph.embedded import EmbeddedStore  # noqa: E402
from canpol.graph.remote import RemoteStore  # noqa: E402

SOURCE_GRAPH = "https://w3id.org/canpol/graph/source/0000000000000000"


def answer_key(name: str, rows: list) -> object:
    text = QUERIES[name]
    if re.search(r"\bLIMIT\b", text, re.I) and not re.search(r"\bORDER\s+BY\b", text, re.I):
        return ("rows", len(rows))
    return sorted(tuple(sorted((k, str(v)) for k, v in row.items())) for row in rows)


def throughput(store, clients: int, seconds: float) -> dict:
    """Each client thread runs the mix round-robin for `seconds`; queries/s and latencies."""
    latencies, errors, elapsed = round_robin(clients, seconds, lambda: lambda name: store.select(QUERIES[name]))
    return {"qps": len(latencies) / elapsed, "p50": percentile(latencies, 0.5) if latencies else float("nan"),
            "p95": percentile(latencies, 0.95) if latencies else float("nan"), "n": len(latencies),
            "errors": errors}


class LineCounter:
    """A binary sink that counts the lines written to it (one per quad in N-Quads/N-Triples), so
    the two stores' exports are compared by size without keeping them."""

    def __init__(self):
        self.lines = 0

    def write(self, data: bytes) -> int:
        self.lines += data.count(b"\n")
        return len(data)

    def flush(self) -> None:
        pass

    def take(self) -> int:
        lines, self.lines = self.lines, 0
        return lines


def run(store, data: Path, args, label: str) -> dict:
    figures, answers, notes = {}, {}, {}

    def step(name, action):
        started = time.perf_counter()
        result = action()
        figures[name] = time.perf_counter() - started
        print(f"{label}: {name} {figures[name]:.1f} s (load average {os.getloadavg()[0]:.1f})",
              file=sys.stderr, flush=True)
        return result

    notes["quads"] = step("load", lambda: store.import_file(data, None))
    for name, text in QUERIES.items():
        store.select(text)  # warm
        times = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            rows = store.select(text)
            times.append(time.perf_counter() - started)
        figures[f"query {name}"] = statistics.median(times)
        answers[name] = answer_key(name, rows)
        print(f"{label}: query {name} median {figures[f'query {name}'] * 1000:.1f} ms", file=sys.stderr, flush=True)
    for clients in (1, 8):
        r = notes[f"clients {clients}"] = throughput(store, clients, args.seconds)
        print(f"{label}: {clients} client(s): {r['qps']:.1f} queries/s, {len(r['errors'])} errors",
              file=sys.stderr, flush=True)
    infos = step("graphs", store.graphs)
    answers["graphs"] = [(g.iri, g.triples) for g in infos]
    notes["graph count"] = len(infos)
    sink = LineCounter()
    step("export one graph", lambda: store.export(sink, "nt", SOURCE_GRAPH))
    answers["export one graph (lines)"] = sink.take()
    step("export all (N-Quads)", lambda: store.export(sink, "nq"))
    answers["export all (lines)"] = notes["exported quads"] = sink.take()
    print(f"{label}: exported {notes['exported quads']} quads", file=sys.stderr, flush=True)
    if args.reload:
        step("reload over itself", lambda: store.import_file(data, None))
        answers["graphs after reload"] = [(g.iri, g.triples) for g in store.graphs()]
    return {"figures": figures, "answers": answers, "notes": notes}


def cell(seconds: float) -> str:
    return f"{seconds:.1f} s" if seconds >= 1 else f"{seconds * 1000:.1f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=50_000, help="synthetic people (about 20 quads each)")
    parser.add_argument("--repeat", type=int, default=20, help="runs per query for the median latency")
    parser.add_argument("--seconds", type=float, default=15.0, help="duration of each throughput run")
    parser.add_argument("--reload", action="store_true", help="also load the file again over itself")
    args = parser.parse_args()
    endpoint = os.environ.get("CANPOL_TEST_VIRTUOSO_ENDPOINT")
    if not endpoint:
        parser.error("no Virtuoso: run scripts/virtuoso start DIR and source DIR/env")
    remote = RemoteStore(endpoint, os.environ.get("CANPOL_TEST_VIRTUOSO_UPDATE_ENDPOINT"),
                         os.environ.get("CANPOL_TEST_VIRTUOSO_USER"), os.environ.get("CANPOL_TEST_VIRTUOSO_PASSWORD"),
                         timeout=600)
    for info in remote.graphs():
        remote.remove_graph(info.iri)
    with tempfile.TemporaryDirectory(prefix="canpol-bench-remote-") as folder:
        data = Path(folder) / "synthetic.nq"
        with open(data, "wb") as out:
            ox.serialize(endpoint_data.quads(args.people), out, ox.RdfFormat.N_QUADS)
        embedded = EmbeddedStore(Path(folder) / "store")
        results = {"embedded": run(embedded, data, args, "embedded")}
        embedded.close()
        results["virtuoso"] = run(remote, data, args, "virtuoso")
    for info in remote.graphs():
        remote.remove_graph(info.iri)

    both = [results["embedded"], results["virtuoso"]]
    differing = [k for k in both[0]["answers"] if both[0]["answers"][k] != both[1]["answers"].get(k)]
    print(f"\n{both[0]['notes']['quads']} quads in {both[0]['notes']['graph count']} graphs "
          f"({args.people} people); query latency: median of {args.repeat}; same answers on both: "
          f"{'yes' if not differing else 'NO: ' + ', '.join(differing)}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs\n")
    print("| step | embedded (pyoxigraph, in process) | Virtuoso over HTTP |")
    print("|---|---:|---:|")
    for step in both[0]["figures"]:
        print(f"| {step} | {cell(both[0]['figures'][step])} | {cell(both[1]['figures'][step])} |")
    print("\n| throughput (mix round-robin) | embedded q/s, p50, p95 | Virtuoso q/s, p50, p95 |")
    print("|---|---:|---:|")
    for clients in (1, 8):
        cells = []
        for result in both:
            r = result["notes"][f"clients {clients}"]
            cells.append(f"{r['qps']:.1f}, {cell(r['p50'])}, {cell(r['p95'])}"
                         + (f" ({len(r['errors'])} errors)" if r["errors"] else ""))
        print(f"| {clients} client{'s' if clients > 1 else ''}, {args.seconds:g} s | {cells[0]} | {cells[1]} |")
    for result, label in zip(both, ("embedded", "virtuoso")):
        for clients in (1, 8):
            for error in result["notes"][f"clients {clients}"]["errors"][:3]:
                print(f"{label} error: {error}")
    return 0 if not differing else 1


if __name__ == "__main__":
    sys.exit(main())
