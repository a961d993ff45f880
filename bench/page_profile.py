"""Where the first requests of entity pages spend their time, by sampling: the engine (a query
call, or the reading of its solutions, which the engine evaluates as they are read), the
templates, and the Python outside both, whose functions are listed by their share.

    pip install py-spy      # a sampling profiler (a tool, not a dependency of canpol)
    py-spy record -r 1000 -f raw -o OUT.raw -- python bench/page_profile.py run STORE riding 500
    python bench/page_profile.py report OUT.raw [--top 60] [--children FUNCTION]

`run` asks the first request of each of N pages of a kind (riding: riding/10000 ..., person:
spread over the people) once, in a process prepared as a web worker is (`warming.prepare_process`,
`warming.open_store`), page cache off; STORE is a store of the endpoint benchmark's data
(`bench/compare.py --work DIR` leaves one in DIR/store). Only the samples taken inside
`measured_pages` count. A sampler is used rather than cProfile: cProfile's own cost per call
made a riding's request ~44 ms instead of ~5 and shifted the shares toward the functions called
most (jinja's generators, the row loops). Shares of samples, not times: py-spy pauses the process
to sample it. `report --children F` splits the samples under the function F (its name as py-spy
writes it, `Facts._read`) by the function it called.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

ENGINE, TEMPLATES, OUTSIDE = "engine", "templates", "outside"


def engine_frames() -> set[str]:
    """The frames (as py-spy names them) where the engine runs: graph/embedded.py's lines calling
    pyoxigraph's query and the lines iterating its solutions (the engine evaluates them as they
    are read), in whichever of EmbeddedStore's methods they are."""
    import inspect

    from canpol.graph.embedded import EmbeddedStore

    found = set()
    for name, member in vars(EmbeddedStore).items():
        function = getattr(member, "__func__", member)
        if not inspect.isfunction(function):
            continue
        lines, first = inspect.getsourcelines(function)
        found.update(f"EmbeddedStore.{name} (graph/embedded.py:{first + i})" for i, line in enumerate(lines)
                     if "self._store.query(" in line or line.strip() == "for solution in solutions:")
    return found


def part_of(frames: list[str], engine: set[str]) -> str:
    if frames[-1] in engine:
        return ENGINE
    if any("templates/" in f or "jinja2/" in f or f.startswith("render_template ") for f in frames):
        return TEMPLATES
    return OUTSIDE


def _function(frame: str) -> str:
    return re.sub(r":\d+\)$", ")", frame)


def read_samples(lines, engine: set[str]):
    """(frames, count, part) of each stack sampled inside `measured_pages`."""
    for line in lines:
        stack, _, count = line.rstrip("\n").rpartition(" ")
        frames = stack.split(";")
        if stack and any(f.split(" (")[0].endswith("measured_pages") for f in frames):  # run.<locals>.measured_pages
            yield frames, int(count), part_of(frames, engine)


def report(lines, engine: set[str], top: int = 60, children: str | None = None) -> list[str]:
    parts: collections.Counter = collections.Counter()
    outside: collections.Counter = collections.Counter()
    below: collections.Counter = collections.Counter()
    for frames, count, part in read_samples(lines, engine):
        parts[part] += count
        if part == OUTSIDE:
            for function in dict.fromkeys(map(_function, frames)):
                outside[function] += count
        if children is not None:
            names = [f.split(" (")[0] for f in frames]
            if children in names:
                at = names.index(children)
                if part != OUTSIDE:
                    below[f"[{part}]"] += count
                else:
                    below["[its own lines]" if at + 1 == len(frames) else _function(frames[at + 1])] += count
    total = sum(parts.values()) or 1
    out = [f"{total} samples: " + ", ".join(f"{p} {100 * parts[p] / total:.1f} %" for p in (ENGINE, TEMPLATES, OUTSIDE))]
    if children is not None:
        out.append(f"under {children}, by the function it called (% of all samples):")
        out += [f"{100 * n / total:6.2f} %  {name}" for name, n in below.most_common(top)]
    else:
        out.append("outside the engine and the templates, by function, inclusive (% of all samples):")
        out += [f"{100 * n / total:6.2f} %  {name}" for name, n in outside.most_common(top)]
    return out


def page_paths(kind: str, count: int, people: int = 50000) -> list[str]:
    if kind == "riding":
        return [f"riding/{10000 + i}" for i in range(min(count, 1000))]
    return [f"person/person-{(i * 7919) % people}" for i in range(count)]


def run(store: Path, kind: str, count: int) -> None:
    import pages

    from canpol.config import Settings
    from canpol.webapp import create_app, warming

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    warming.prepare_process(app)
    warming.open_store(app)
    client = app.test_client()
    paths = page_paths(kind, count)

    def measured_pages():
        for path in paths:
            client.get(f"/page/{path}", headers=pages.HTML)

    started = time.thread_time()
    measured_pages()
    print(f"{len(paths)} first requests of {kind} pages, {(time.thread_time() - started) / len(paths) * 1e3:.2f} ms "
          "of CPU each (the sampler's pauses included)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    asked = commands.add_parser("run", help="ask the pages (under py-spy)")
    asked.add_argument("store", type=Path)
    asked.add_argument("kind", choices=("riding", "person"))
    asked.add_argument("count", type=int)
    shown = commands.add_parser("report", help="the shares of a py-spy raw file")
    shown.add_argument("raw", type=Path)
    shown.add_argument("--top", type=int, default=60)
    shown.add_argument("--children", help="split the samples under this function by the function it called")
    args = parser.parse_args()
    if args.command == "run":
        run(args.store, args.kind, args.count)
    else:
        with open(args.raw) as lines:
            print("\n".join(report(lines, engine_frames(), args.top, args.children)))


if __name__ == "__main__":
    main()
