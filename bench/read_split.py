"""Where the CPU of an entity page's `EntityReader.read` goes beside the engine: each of its parts
(the memberships, the incoming links, the naming of unlabelled views, ...) in thread time, and the
replay of that part's own queries (each query asked, each solution read, no term converted), on
the page's second request; and the page's first request split into the read, the templates and
the rest (Flask's request path, the picture, the answer).

    python bench/read_split.py STORE [--kinds person,riding] [--per-kind 10] [--repeat 5] [--seed 11]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The pages run in this process through the cold page client (bench/pages.py: page
cache off, the server's preparation). Thread time (`time.thread_time_ns`) does not count the
waits of a loaded machine, but it counts the CPU's cache misses: compare runs made at the same
load, or count instructions (bench/page_instructions.py, bench/page_split.py). For each page the
least of `--repeat` reads is kept, then the medians over the pages are printed, in ms: a part's
own time includes the parts it calls (labels_of inside the naming, for one), so the rows do not
add up; "python" is a part's time less the replay of its queries.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# The parts of a read timed apart: (module, attribute) as `timed_parts` finds them.
PARTS = (("linked.EntityReader", "read"), ("linked.EntityReader", "out_rows"), ("linked.EntityReader", "memberships"),
         ("linked.EntityReader", "_incoming_small"), ("linked.EntityReader", "labels_of"),
         ("linked.EntityReader", "events"), ("linked.EntityReader", "incidents"),
         ("linked.EntityReader", "describe_graphs"), ("linked.EntityReader", "_story"),
         ("labels", "name_unlabelled_views"), ("record", "member_votes"),
         ("record", "member_interventions"), ("linked", "_views"))


def report(found: dict[str, dict[str, list[int]]]) -> list[str]:
    """Lines of medians (ms) by kind: each part's time, its queries' replay and the difference."""
    lines = [f"{'kind':<10}{'part':<24}{'time':>8}{'queries':>9}{'python':>8}"]
    for kind, parts in found.items():
        names = [name for name in parts if not name.startswith("replay:")]
        for name in sorted(names, key=lambda n: (n != "read", n.startswith("first"), n)):
            spent = statistics.median(parts[name]) / 1e6
            replay = parts.get("replay:" + name)
            if replay is None:
                lines.append(f"{kind:<10}{name:<24}{spent:>8.2f}{'':>9}{'':>8}")
                continue
            queries = statistics.median(replay) / 1e6
            python = statistics.median(a - b for a, b in zip(parts[name], replay)) / 1e6
            lines.append(f"{kind:<10}{name:<24}{spent:>8.2f}{queries:>9.2f}{python:>8.2f}")
    return lines


def timed_parts(clock: collections.Counter, stack: list[str]) -> None:
    """Wrap the parts of a read (PARTS) so that each adds its thread time to `clock` and names
    itself on `stack` while it runs (the queries asked meanwhile are its own)."""
    from canpol.webapp import labels, linked, record

    modules = {"linked": linked, "labels": labels, "record": record}
    for owner, name in PARTS:
        module, _, cls = owner.partition(".")
        holder = getattr(modules[module], cls) if cls else modules[module]
        part = getattr(holder, name)

        def timed(*args, _part=part, _name=name, **kwargs):
            stack.append(_name)
            started = time.thread_time_ns()
            try:
                return _part(*args, **kwargs)
            finally:
                clock[_name] += time.thread_time_ns() - started
                stack.pop()

        setattr(holder, name, timed)


def replay(store, asked: list[tuple], repeat: int) -> collections.Counter:
    """The least thread time of `repeat` replays of the queries asked, by each part that was
    running when they were asked (a part's queries include those of the parts it calls)."""
    from canpol.graph.embedded import EmbeddedStore

    least: collections.Counter = collections.Counter()
    for _ in range(repeat):
        once: collections.Counter = collections.Counter()
        for parts, query, bindings in asked:
            started = time.thread_time_ns()
            answer = EmbeddedStore._query(store, query, bindings)
            if hasattr(answer, "__iter__"):
                for _solution in answer:
                    pass
            spent = time.thread_time_ns() - started
            for part in parts:
                once[part] += spent
        for part, spent in once.items():
            least[part] = min(least.get(part, spent), spent)
    return least


def measure(store_path: Path, paths: list[str], repeat: int) -> dict[str, dict[str, list[int]]]:
    import pages
    from canpol.graph.embedded import EmbeddedStore
    from canpol.webapp import pages as page_views
    from canpol.webapp.store import get_store

    app, client = pages.cold_page_client(store_path)
    clock: collections.Counter = collections.Counter()
    stack: list[str] = []
    timed_parts(clock, stack)
    asked: list[tuple] = []
    query = EmbeddedStore._query

    def recorded(self, text, bindings):
        asked.append((tuple(dict.fromkeys(stack)), text, bindings))
        return query(self, text, bindings)

    found: dict[str, dict[str, list[int]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    render = page_views.render_template

    def rendered(*args, **kwargs):
        started = time.thread_time_ns()
        try:
            return render(*args, **kwargs)
        finally:
            clock["templates"] += time.thread_time_ns() - started

    page_views.render_template = rendered
    EmbeddedStore._query = recorded
    try:
        for path in paths:
            kind = path.split("/")[0]
            clock.clear()
            started = time.thread_time_ns()
            client.get(f"/page/{path}", headers=pages.HTML)  # its first request
            first = time.thread_time_ns() - started
            found[kind]["first: whole"].append(first)
            found[kind]["first: read"].append(clock["read"])
            found[kind]["first: templates"].append(clock["templates"])
            found[kind]["first: the rest"].append(first - clock["read"] - clock["templates"])
            with app.test_request_context(f"/page/{path}", headers=pages.HTML):
                best = None
                for _ in range(repeat):
                    clock.clear()
                    asked.clear()
                    page_views._reader().read(page_views.iri_for_path(page_views.base(), path))
                    if best is None or clock["read"] < best[0]["read"]:
                        best = (dict(clock), list(asked))
                store = get_store()
            spent, queries = best
            replayed = replay(store, queries, repeat)
            for name, value in spent.items():
                found[kind][name].append(value)
            for name in spent:
                found[kind]["replay:" + name].append(replayed.get(name, 0))
    finally:
        EmbeddedStore._query = query
        page_views.render_template = render
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("store", type=Path)
    parser.add_argument("--kinds", default="person,riding")
    parser.add_argument("--per-kind", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--people", type=int, default=50000)
    args = parser.parse_args()
    import page_instructions

    kinds = args.kinds.split(",")
    paths = [p for p in page_instructions.sample(args.people, args.per_kind, args.seed) if p.split("/")[0] in kinds]
    print("\n".join(report(measure(args.store, paths, args.repeat))))


if __name__ == "__main__":
    main()
