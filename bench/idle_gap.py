"""What an idle gap costs a page: the first requests of many entity pages in process (page cache
off, no HTTP), every other one asked after the process slept, as a web worker sleeps between a
client's requests; thread CPU per request, p50 / p95 of each half.

    python bench/idle_gap.py STORE [--pages 600] [--gap 0.05] [--swap]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). `--swap` sleeps before the other half of the pages, so that each half of the sample
is measured both ways over two runs. Party pages are left out (hundreds of ms each, they would
set the p95). Run it on an otherwise idle machine: under load the other jobs wake the cores.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import endpoint_data  # noqa: E402

HTML = {"Accept": "text/html"}


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--pages", type=int, default=600)
    parser.add_argument("--gap", type=float, default=0.05, help="seconds of sleep before every other page")
    parser.add_argument("--swap", action="store_true", help="sleep before the other half of the pages")
    parser.add_argument("--people", type=int, default=50_000, help="the size the store was built with")
    args = parser.parse_args()

    from canpol.config import Settings
    from canpol.webapp import create_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=args.store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    client = app.test_client()
    paths = [p for p in endpoint_data.sample_paths(args.people, args.pages * 2, seed=23)
             if not p.startswith("party/")]
    for path in paths[:40]:  # code paths and per-snapshot memos, as a worker's first pages
        client.get(f"/page/{path}", headers=HTML)
    cpu: dict[bool, list[float]] = {False: [], True: []}
    for i, path in enumerate(paths[40:40 + args.pages]):
        idle = bool(i % 2) != args.swap
        if idle:
            time.sleep(args.gap)
        started = time.thread_time()
        answer = client.get(f"/page/{path}", headers=HTML)
        cpu[idle].append(time.thread_time() - started)
        if answer.status_code != 200:
            raise SystemExit(f"/page/{path}: {answer.status_code}")
    for idle, label in ((False, "back to back"), (True, f"after {args.gap * 1000:.0f} ms asleep")):
        values = cpu[idle]
        print(f"{label:22} {len(values)} pages, thread CPU p50 / p95 "
              f"{quantile(values, 0.5) * 1000:.2f} / {quantile(values, 0.95) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
