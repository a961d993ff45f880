"""Where a page's instructions go beside the raw replay of its queries, by the code that runs them
(valgrind's callgrind, per object file): the engine (pyoxigraph's library: the query engine, the
store, pyo3's terms), the Python interpreter (every line of Python: the page code, Flask, Jinja's
templates, rdflib, the test client) and the C library (memory, copies), for each page's first
request, the raw replay of that request's queries (as bench/compare.py's target replays them:
each query asked, each solution read, no term converted), and the page's second request.

    python bench/page_split.py STORE [--per-kind 3] [--seed 11] [--kinds riding,person]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The pages run in one child process under `valgrind --tool=callgrind` with the
server's settings (`warming.prepare_process`), the page cache off, PYTHONHASHSEED fixed, as in
bench/page_instructions.py; each request and each replay is asked inside `itertools.starmap`, and
callgrind counts only inside `starmap_next`. Instruction counts do not see the CPU's caches: the
same engine work counts the same in the page and in the replay, however much slower the page's
interleaved Python makes it run (a page at ~5-6 M instructions a ms here).
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

STEPS = ("first", "replay", "second")  # per page, in the order asked


def run_pages(store: Path, paths: list[str]) -> None:
    """The child's side: per page, its first request, the replay of its queries, its second."""
    import itertools

    import pages
    import pyoxigraph as ox
    from canpol.webapp.store import get_store

    app, client = pages.cold_page_client(store)
    with app.app_context():
        store = get_store()
    engine = store._store
    calls: list = []

    def replay() -> None:
        for text, options in calls:
            answer = engine.query(text, **options)
            if not isinstance(answer, ox.QueryBoolean):
                for _ in answer:
                    pass

    def ask(path: str) -> int:
        return client.get(f"/page/{path}", headers=pages.HTML).status_code

    for path in paths:
        calls.clear()
        store._store = pages.QueryRecorder(engine, calls)
        first = list(itertools.starmap(ask, [(path,)]))
        store._store = engine
        list(itertools.starmap(replay, [()]))
        second = list(itertools.starmap(ask, [(path,)]))
        if first != [200] or second != [200]:
            raise SystemExit(f"{path}: not answered 200")


def part_of(object_file: str) -> str:
    name = Path(object_file).name
    if "pyoxigraph" in object_file:
        return "engine"
    if name.startswith(("python", "libpython")):
        return "interpreter"
    if name.startswith(("libc.", "libc-", "ld-linux")):
        return "libc"
    return "other"


def self_costs(dump: Path) -> collections.Counter:
    """Instructions of one callgrind dump by part (`part_of` its object file), each function's own
    cost (the cost lines after a `calls=` line are a call's inclusive cost: not counted)."""
    objects: dict[str, str] = {}
    costs: collections.Counter = collections.Counter()
    current, after_call = "", False
    with open(dump) as lines:
        for line in lines:
            if line.startswith(("ob=", "cob=")):
                match = re.match(r"c?ob=\((\d+)\)(?: (.*))?", line.strip())
                if match.group(2):
                    objects[match.group(1)] = match.group(2)
                if line.startswith("ob="):
                    current = objects[match.group(1)]
            elif line.startswith("calls="):
                after_call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if after_call:
                    after_call = False
                    continue
                fields = line.split()
                if len(fields) >= 2:
                    costs[part_of(current)] += int(fields[1])
    return costs


def measure(store: Path, paths: list[str]) -> dict[str, dict[str, collections.Counter]]:
    with tempfile.TemporaryDirectory() as folder:
        command = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=starmap_next",
                   "--dump-after=starmap_next", f"--callgrind-out-file={folder}/out",
                   sys.executable, __file__, "--child", str(store), *paths]
        subprocess.run(command, check=True, env={**os.environ, "PYTHONHASHSEED": "0"},
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Two dumps a starmap: its one item, then the call that ends it (nothing counted).
        return {path: {step: self_costs(Path(folder) / f"out.{6 * i + 2 * j + 1}") for j, step in enumerate(STEPS)}
                for i, path in enumerate(paths)}


def report(found: dict[str, dict[str, collections.Counter]]) -> list[str]:
    """Per kind, medians (M instructions): each step's total and parts."""
    lines = [f"{'kind':11s} {'step':7s} {'total':>7s} {'engine':>7s} {'interp.':>7s} {'libc':>7s} {'other':>7s}"]
    kinds: dict[str, list] = collections.defaultdict(list)
    for path, steps in found.items():
        kinds[path.split("/")[0]].append(steps)
    for kind, pages in kinds.items():
        for step in STEPS:
            rows = [pages_step[step] for pages_step in pages]
            cells = [statistics.median(sum(r.values()) for r in rows)]
            cells += [statistics.median(r[part] for r in rows) for part in ("engine", "interpreter", "libc", "other")]
            lines.append(f"{kind:11s} {step:7s} " + " ".join(f"{c / 1e6:7.2f}" for c in cells))
    return lines


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        run_pages(Path(sys.argv[2]), sys.argv[3:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--per-kind", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--people", type=int, default=50000)
    parser.add_argument("--kinds", default="riding,person", help="kinds of pages, comma-separated")
    args = parser.parse_args()
    import page_instructions

    wanted = args.kinds.split(",")
    paths = [p for p in page_instructions.sample(args.people, args.per_kind, args.seed) if p.split("/")[0] in wanted]
    print("\n".join(report(measure(args.store, paths))))


if __name__ == "__main__":
    main()
