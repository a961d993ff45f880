"""Instructions each entity page costs on its first request, counted by valgrind (callgrind): a
measure of the CPU a page costs that the machine's load does not change, for cuts of 0.05-0.3 ms
that CPU times on a shared machine cannot tell apart (they move by 20-40 % from run to run).

    python bench/page_instructions.py STORE [--per-kind 10] [--seed 11] --out FILE.json
    python bench/page_instructions.py --compare BEFORE.json AFTER.json

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The first form runs the pages in a child process under `valgrind --tool=callgrind`
(Debian's `valgrind` package), with the server's settings (`warming.prepare_process`: the
collector's thresholds, the templates compiled), the page cache off and PYTHONHASHSEED fixed, and
counts the instructions of each page's request alone: each page is asked inside
`itertools.starmap` (which no page code uses), and callgrind collects only inside `starmap_next`,
writing one count per page. Everything runs, the engine included (~2 minutes for 60 pages, 40-50
times slower than without valgrind); on this machine a page runs ~5-6 M instructions a ms. The
second form prints, per kind, the medians of both files and the median of the per-page
differences (the same pages in the same order on both sides). Party pages are left out, as in
bench/first_visit.py.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def sample(people: int, per_kind: int, seed: int) -> list[str]:
    """Page paths, `per_kind` of each kind but parties, grouped by kind."""
    import endpoint_data

    by_kind: dict[str, list[str]] = collections.defaultdict(list)
    for path in endpoint_data.sample_paths(people, per_kind * 30, seed=seed):
        kind = path.split("/")[0]
        if kind != "party" and path not in by_kind[kind] and len(by_kind[kind]) < per_kind:
            by_kind[kind].append(path)
    return [path for kind in sorted(by_kind) for path in by_kind[kind]]


def run_pages(store: Path, paths: list[str]) -> None:
    """Ask each page once, each inside `itertools.starmap` (the child's side)."""
    import itertools

    import pages

    _app, client = pages.cold_page_client(store)
    statuses = list(itertools.starmap(lambda path: client.get(f"/page/{path}", headers=pages.HTML).status_code,
                                      [(path,) for path in paths]))
    bad = [path for path, status in zip(paths, statuses) if status != 200]
    if bad:
        raise SystemExit(f"pages not answered 200: {bad}")


def counts(folder: Path, pages: int) -> list[int]:
    """The instructions of each page, from callgrind's dumps out.1 ... out.N (one per page)."""
    found = []
    for i in range(1, pages + 1):
        with open(folder / f"out.{i}") as f:
            found.append(next(int(line.split()[1]) for line in f if line.startswith("summary:")))
    return found


def measure(store: Path, per_kind: int, seed: int, people: int) -> dict[str, int]:
    paths = sample(people, per_kind, seed)
    with tempfile.TemporaryDirectory() as folder:
        command = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=starmap_next",
                   "--dump-after=starmap_next", f"--callgrind-out-file={folder}/out",
                   sys.executable, __file__, "--child", str(store), *paths]
        subprocess.run(command, check=True, env={**os.environ, "PYTHONHASHSEED": "0"},
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return dict(zip(paths, counts(Path(folder), len(paths))))


def compare(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """Per kind: the median instructions before and after, the median of the per-page differences."""
    lines = [f"{'kind':11s} {'before (M)':>10s} {'after (M)':>10s} {'diff (M)':>9s} {'diff':>7s}"]
    kinds = sorted({path.split("/")[0] for path in before})
    for kind in kinds:
        shared = [path for path in before if path.split("/")[0] == kind and path in after]
        if not shared:
            continue
        b = statistics.median(before[p] for p in shared)
        a = statistics.median(after[p] for p in shared)
        d = statistics.median(after[p] - before[p] for p in shared)
        lines.append(f"{kind:11s} {b / 1e6:10.2f} {a / 1e6:10.2f} {d / 1e6:+9.2f} {100 * d / b:+6.1f}%")
    return lines


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        run_pages(Path(sys.argv[2]), sys.argv[3:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path, nargs="?")
    parser.add_argument("--per-kind", type=int, default=10, help="pages of each kind")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--people", type=int, default=50000, help="people of the store's data")
    parser.add_argument("--out", type=Path, help="where to write the counts (JSON: page path -> instructions)")
    parser.add_argument("--compare", type=Path, nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        before, after = (json.loads(path.read_text()) for path in args.compare)
        print("\n".join(compare(before, after)))
        return
    if args.store is None:
        parser.error("a STORE, or --compare BEFORE AFTER")
    found = measure(args.store, args.per_kind, args.seed, args.people)
    if args.out:
        args.out.write_text(json.dumps(found, indent=1))
    print("\n".join(compare(found, found)[:1] + [
        f"{kind:11s} {statistics.median(v for p, v in found.items() if p.split('/')[0] == kind) / 1e6:10.2f}"
        for kind in sorted({p.split("/")[0] for p in found})]))


if __name__ == "__main__":
    main()
