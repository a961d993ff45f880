"""What a page's first visit costs beyond its second, split by part, in a process prepared as a
web worker is (`warming.prepare_process`, the store opened by `warming.open_store`).

    python bench/first_visit_split.py STORE [--per-kind 20] [--seed 5] [--warm-engine] [--describe-graphs]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). Page cache off; each page is asked twice, and each request's thread CPU time is split
into: the engine (pyoxigraph's query calls and the reading of their solutions and triples), the
engine's part inside the per-snapshot memos (`catalog.memo`, `shared_memo`, the source and graph
tables of `linked.py`), the conversion of new engine terms into rdflib terms (graph/terms.py), the
memos' own Python, and the rest (the page code's Python, templates, Flask); and the request's
minor page faults (memory the process touches for the first time) and read system calls (blocks
the engine reads from its files, its caches missing). Medians over the
pages of each kind of the first request, the second, and their difference, in ms of CPU (a
thread's CPU time: the machine's load moves it far less than wall time). Party pages are left out
(their first request builds their story, seconds apart from the rest).

The process is prepared with CANPOL_ENGINE_WARM_MB=0 and CANPOL_DESCRIBE_GRAPHS=0; with
`--warm-engine`, `warming.warm_engine` reads the snapshot's term strings into the engine's cache
first, and with `--describe-graphs`, `warming.describe_every_graph` fills the graph descriptions'
memos, as a web worker does at start with the settings' defaults; their times are printed.
"""

from __future__ import annotations

import argparse
import collections
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import endpoint_data  # noqa: E402
import pages  # noqa: E402

PARTS = ("engine", "memo engine", "terms", "memo python", "rest")


class CpuParts:
    """Thread CPU time charged to the part on top of a stack of parts: entering a part pauses the
    one below it. The engine's time inside a memo is charged to "memo engine"."""

    def __init__(self):
        self.totals: dict[str, float] = collections.defaultdict(float)
        self.stack: list[str] = ["rest"]
        self.mark = time.thread_time()
        self.new_terms = 0
        self.queries = 0

    def _switch(self) -> None:
        now = time.thread_time()
        self.totals[self.stack[-1]] += now - self.mark
        self.mark = now

    def push(self, part: str) -> None:
        self._switch()
        if part == "engine" and any(p.startswith("memo") for p in self.stack):
            part = "memo engine"
        self.stack.append(part)

    def pop(self) -> None:
        self._switch()
        self.stack.pop()

    def start(self) -> None:
        self.totals.clear()
        self.stack = ["rest"]
        self.new_terms = self.queries = 0
        self.mark = time.thread_time()

    def stop(self) -> dict[str, float]:
        self._switch()
        return dict(self.totals)

    def wrap(self, part: str, function):
        parts = self

        def wrapped(*args, **kwargs):
            parts.push(part)
            try:
                return function(*args, **kwargs)
            finally:
                parts.pop()

        return wrapped

    def iterate(self, iterable):
        """`iterable`'s items, the engine's time to produce each charged to the engine."""
        iterator = iter(iterable)
        while True:
            self.push("engine")
            try:
                item = next(iterator, None)
            finally:
                self.pop()
            if item is None:
                return
            yield item


def instrument(parts: CpuParts) -> None:
    """Charge the engine, term conversion and memos to their parts (patched for the process)."""
    import pyoxigraph as ox

    from canpol.graph import embedded, terms
    from canpol.webapp import catalog, linked

    class TimedEngine:
        """The engine of a store, its query calls and answers timed."""

        def __init__(self, engine):
            self._engine = engine

        def query(self, *args, **kwargs):
            parts.queries += 1
            answer = parts.wrap("engine", self._engine.query)(*args, **kwargs)
            if isinstance(answer, (ox.QuerySolutions, ox.QueryTriples)):
                return TimedAnswer(answer)
            return answer

        def __getattr__(self, name):
            return getattr(self._engine, name)

    class TimedAnswer:
        def __init__(self, answer):
            self._answer = answer

        def __iter__(self):
            return parts.iterate(self._answer)

        def __getattr__(self, name):
            return getattr(self._answer, name)

    convert = terms._convert

    def counted_convert(term):
        parts.new_terms += 1
        return parts.wrap("terms", convert)(term)

    terms._convert = counted_convert
    original_init = embedded.EmbeddedStore.open_snapshot.__func__

    def open_snapshot(cls, path):
        store = original_init(cls, path)
        store._store = TimedEngine(store._store)
        return store

    embedded.EmbeddedStore.open_snapshot = classmethod(open_snapshot)
    # QuerySolutions is tested with isinstance in the store: the wrapper must pass as one.
    embedded.ox = _OxFacade(ox, TimedAnswer)
    memo, shared_memo = catalog.memo, catalog.shared_memo
    catalog.memo = lambda store, table, key, compute: memo(store, table, key, parts.wrap("memo python", compute))
    catalog.shared_memo = lambda store, table, key, compute, claim=True: shared_memo(
        store, table, key, parts.wrap("memo python", compute), claim)
    for name in ("source_infos", "describe_graphs"):
        setattr(linked.EntityReader, name, parts.wrap("memo python", getattr(linked.EntityReader, name)))


class _OxFacade:
    """pyoxigraph as graph/embedded.py sees it, with the timed answers passing its isinstance tests."""

    def __init__(self, ox, timed):
        self._ox = ox
        self._timed = timed

    def __getattr__(self, name):
        value = getattr(self._ox, name)
        if name in ("QuerySolutions", "QueryTriples", "QueryBoolean"):
            return (value, self._timed) if name != "QueryBoolean" else value
        return value


def read_calls() -> int:
    """The read system calls this thread made so far (Linux): the engine reads a block of its
    files with one `pread` when its cache misses, and a page makes no other reads."""
    with open("/proc/thread-self/io") as io:
        return next(int(line.split()[1]) for line in io if line.startswith("syscr:"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--per-kind", type=int, default=20, help="pages of each kind")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--people", type=int, default=50000, help="people of the store's data")
    parser.add_argument("--warm-engine", action="store_true",
                        help="read the snapshot's term strings into the engine's cache before the pages")
    parser.add_argument("--describe-graphs", action="store_true",
                        help="describe every named graph for the pages' memos before the pages")
    args = parser.parse_args()

    from canpol.config import Settings
    from canpol.webapp import create_app, warming

    parts = CpuParts()
    instrument(parts)
    app = create_app({"CANPOL_SETTINGS": Settings(store_path=args.store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    app.config["CANPOL_ENGINE_WARM_MB"] = 0
    app.config["CANPOL_DESCRIBE_GRAPHS"] = 0
    warming.prepare_process(app)
    warming.open_store(app)
    from canpol.webapp.store import get_store

    with app.app_context():
        store = get_store()
    if args.warm_engine:
        cpu = time.process_time()
        print(warming.warm_engine(store, 1 << 30), f"({time.process_time() - cpu:.2f} s of CPU)")
    if args.describe_graphs:
        cpu = time.process_time()
        print(warming.describe_every_graph(app, store), f"({time.process_time() - cpu:.2f} s of CPU)")
    client = app.test_client()
    by_kind: dict[str, list] = collections.defaultdict(list)
    for path in endpoint_data.sample_paths(args.people, args.per_kind * 30, seed=args.seed):
        kind = path.split("/")[0]
        if kind == "party" or len(by_kind[kind]) >= args.per_kind:
            continue
        visits = []
        for _visit in range(2):
            parts.start()
            before = resource.getrusage(resource.RUSAGE_THREAD)
            reads = read_calls()
            cpu = time.thread_time()
            client.get(f"/page/{path}", headers=pages.HTML)
            total = time.thread_time() - cpu
            after = resource.getrusage(resource.RUSAGE_THREAD)
            reads = read_calls() - reads - 1  # the reading of the count itself
            split = parts.stop()
            visits.append({"total": total, **{p: split.get(p, 0.0) for p in PARTS},
                           "queries": parts.queries, "new terms": parts.new_terms,
                           "faults": after.ru_minflt - before.ru_minflt, "reads": reads})
        by_kind[kind].append(visits)
    columns = ("total",) + PARTS
    print(f"{'kind':10s} {'visit':6s} " + " ".join(f"{c:>11s}" for c in columns) + f" {'queries':>8s} {'new terms':>9s} {'faults':>7s} {'reads':>6s}")
    for kind, rows in by_kind.items():
        for label, pick in (("first", lambda v: v[0]), ("second", lambda v: v[1]),
                            ("extra", None)):
            cells = []
            for column in columns:
                if pick is None:
                    value = statistics.median(v[0][column] - v[1][column] for v in rows)
                else:
                    value = statistics.median(pick(v)[column] for v in rows)
                cells.append(f"{value * 1e3:11.2f}")
            counts = "" if pick is None else " ".join(
                f"{statistics.median(pick(v)[c] for v in rows):>{w}.0f}" for c, w in (("queries", 8), ("new terms", 9), ("faults", 7), ("reads", 6)))
            print(f"{kind:10s} {label:6s} " + " ".join(cells) + " " + counts)


if __name__ == "__main__":
    main()
