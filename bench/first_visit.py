"""What an entity page costs the first time a process serves it against the next time, per kind:
the part of a cold page that the warm raw replay of bench/compare.py's target never pays.

    python bench/first_visit.py STORE [--per-kind 20] [--seed 7]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). In one process with the page cache off, each page is asked twice; for each request:
wall and CPU time (the thread's), the engine's time (the query calls and the reading of their
solutions, which the engine evaluates lazily), the conversion of the solutions into rdflib terms
(graph/terms.py), and the number of queries. Then the queries of the first request are replayed
on the raw engine twice: on an engine of their own that has read only the pages before (cold, as
a web worker's engine reads a page it has not served) and on the app's engine (warm). Medians
over the pages of each kind, ms; party pages are left out (their first request builds their
shared story, seconds apart from the rest).
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

import pyoxigraph as ox

sys.path.insert(0, str(Path(__file__).resolve().parent))
import endpoint_data  # noqa: E402
import pages  # noqa: E402

COLUMNS = ("wall", "CPU", "engine", "terms", "queries")


class TimedEngine:
    """Times the app's engine calls and term conversion (graph/embedded.py's `_query` and
    `_rows`, replaced for the life of the process) and records the queries."""

    def __init__(self):
        from canpol.graph import embedded
        from canpol.graph.terms import CONVERTED_TERMS, from_oxigraph

        self.engine = self.terms = 0.0
        self.calls: list[str] = []
        query = embedded.EmbeddedStore._query
        timer = self

        def timed_query(store, text, bindings):
            started = time.perf_counter()
            try:
                return query(store, text, bindings)
            finally:
                timer.engine += time.perf_counter() - started
                timer.calls.append(embedded.bind_values(text, bindings))

        def timed_rows(solutions, names):
            solutions = iter(solutions)
            while True:
                started = time.perf_counter()
                solution = next(solutions, None)
                read = time.perf_counter()
                timer.engine += read - started
                if solution is None:
                    return
                row = {}  # as embedded.EmbeddedStore._rows reads a row
                for name, value in zip(names, solution):
                    if value is not None:
                        term = CONVERTED_TERMS.get(value)
                        row[name] = term if term is not None else from_oxigraph(value)
                timer.terms += time.perf_counter() - read
                yield row

        embedded.EmbeddedStore._query = timed_query
        embedded.EmbeddedStore._rows = staticmethod(timed_rows)

    def start(self) -> None:
        self.engine = self.terms = 0.0
        self.calls = []


def replay(engine, calls: list[str]) -> float:
    started = time.perf_counter()
    for text in calls:
        answer = engine.query(text, use_default_graph_as_union=True)
        if not isinstance(answer, ox.QueryBoolean):
            for _ in answer:
                pass
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--per-kind", type=int, default=20, help="pages of each kind")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--people", type=int, default=50000, help="people of the store's data")
    args = parser.parse_args()

    from canpol.config import Settings
    from canpol.graph import snapshots
    from canpol.webapp import create_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=args.store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    client = app.test_client()
    timer = TimedEngine()
    client.get("/page/person/person-0", headers=pages.HTML)  # the app's first request: code paths, store
    engine = app.extensions["canpol.store"]._store
    cold = snapshots.open_current(args.store)
    by_kind: dict[str, list] = collections.defaultdict(list)
    for path in endpoint_data.sample_paths(args.people, args.per_kind * 30, seed=args.seed):
        kind = path.split("/")[0]
        if kind == "party" or len(by_kind[kind]) >= args.per_kind:
            continue
        row, first_calls = [], []
        for _visit in range(2):
            timer.start()
            started, cpu = time.perf_counter(), time.thread_time()
            client.get(f"/page/{path}", headers=pages.HTML)
            row += [time.perf_counter() - started, time.thread_time() - cpu, timer.engine, timer.terms,
                    len(timer.calls)]
            first_calls = first_calls or list(timer.calls)
        row += [replay(cold.store, first_calls), replay(engine, first_calls)]
        by_kind[kind].append(row)
    cold.release()
    print(f"{'kind':10s} " + " ".join(f"{c:>7s}" for c in COLUMNS) + " | " + " ".join(f"{c:>7s}" for c in COLUMNS)
          + " | raw cold    warm  (ms, medians)")
    print(f"{'':10s} {'first request':^39s} | {'next request':^39s} |")
    for kind, rows in by_kind.items():
        medians = [statistics.median(column) for column in zip(*rows)]
        cells = [f"{m:7.0f}" if i % 5 == 4 and i < 10 else f"{m * 1e3:7.2f}" for i, m in enumerate(medians)]
        print(f"{kind:10s} " + " ".join(cells[:5]) + " | " + " ".join(cells[5:10]) + " | " + " ".join(cells[10:]))


if __name__ == "__main__":
    main()
