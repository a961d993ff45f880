"""Where the time of the endpoint's heavy queries goes with the snapshot views (graph/views.py) and
without: per query of the mix the raw engine, the rewriting pass with the views (first use, which
builds them, and later uses), the engine on the rewritten text, and the query worker's whole
`execute` (pass, engine, rows read, canpol's JSON writer) with and without the views; medians in
ms, in process, on the endpoint benchmark's data.

    python bench/views.py [--people 50000] [--store DIR] [--repeat 9]

With --store DIR the synthetic store is built there once and reused by later runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import endpoint_data  # noqa: E402
from endpoint import QUERIES  # noqa: E402


def median_ms(function, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=50_000)
    parser.add_argument("--store", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()

    from canpol.graph import rewrite, snapshots, views
    from canpol.webapp import query_worker

    path = args.store or Path(tempfile.mkdtemp(prefix="canpol-views-")) / "store"
    if snapshots.current_name(path) is None:
        print(f"building {endpoint_data.build(path, args.people):,} quads into {path}", file=sys.stderr)
    snapshot = snapshots.open_current(path)
    store = snapshot.store
    job = {"cap": 100_000, "format": {"results": "json"}}
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n")
    print("| query | raw engine | pass with views, first use | pass with views, later | engine on the "
          "rewritten text | `execute` with views | `execute`, views off |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, text in QUERIES.items():
        fresh = views.SnapshotViews(store, snapshot.name)
        raw = median_ms(lambda: list(store.query(text, use_default_graph_as_union=True)), args.repeat)
        started = time.perf_counter()
        new = rewrite.rewrite(text, fresh)
        first = (time.perf_counter() - started) * 1000
        later = median_ms(lambda: rewrite.rewrite(text, fresh), args.repeat)
        engine = median_ms(lambda: list(store.query(new, use_default_graph_as_union=True)), args.repeat)
        os.environ[query_worker.VIEWS_SETTING] = "1"
        on = median_ms(lambda: query_worker.execute(store, {**job, "query": text}, fresh), args.repeat)
        os.environ[query_worker.VIEWS_SETTING] = "0"
        off = median_ms(lambda: query_worker.execute(store, {**job, "query": text}, fresh), args.repeat)
        used = "" if new is text else " (views read)"
        print(f"| {name}{used} | {raw:.1f} | {first:.1f} | {later:.1f} | {engine:.1f} | {on:.1f} | {off:.1f} |")
    print(f"\nload average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    snapshot.release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
