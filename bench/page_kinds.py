"""Where an entity page's time goes, per kind of page, in process with the page cache off: the
page's wall time, the raw engine time of its queries, its rendering and the rest (Python: rows
into views, labels, the picture, Flask), as bench/compare.py measures them for its target.

    python bench/page_kinds.py STORE [--per-kind 25] [--seed 7]

STORE is a store of the endpoint benchmark's data (bench/endpoint_data.py; `bench/compare.py
--work DIR` leaves one in DIR/store). Each page is asked once (per-snapshot memos and the engine's
caches warm), then measured by `compare.PageCosts` (wall, median of 3 replays of its recorded
queries on the raw engine, rendering), then asked once more for its CPU time (the thread's, which
a shared machine's load changes far less than wall time). Figures are medians over the pages of a
kind; "other" is wall minus raw minus rendering, page by page. Party pages are left out (their
first request reads the whole party, seconds apart from the rest).
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402
import endpoint_data  # noqa: E402
import pages  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--per-kind", type=int, default=25, help="pages of each kind")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--people", type=int, default=50000, help="people of the store's data")
    args = parser.parse_args()
    costs = compare.PageCosts(args.store)
    by_kind: dict[str, list] = collections.defaultdict(list)
    for path in endpoint_data.sample_paths(args.people, args.per_kind * 20, seed=args.seed):
        kind = path.split("/")[0]
        if kind == "party" or len(by_kind[kind]) >= args.per_kind:
            continue
        url = f"/page/{path}"
        wall, raw, render = costs.page(url, pages.HTML)
        started = time.thread_time()
        costs.client.get(url, headers=pages.HTML)
        by_kind[kind].append((wall, raw, render, wall - raw - render, time.thread_time() - started))
    print(f"{'kind':10s} {'pages':>5s} {'wall':>6s} {'raw':>6s} {'render':>6s} {'other':>6s} {'CPU':>6s}  (ms, p50)")
    for kind, rows in by_kind.items():
        columns = [compare.percentile(list(column), 0.5) * 1e3 for column in zip(*rows)]
        print(f"{kind:10s} {len(rows):5d} " + " ".join(f"{c:6.2f}" for c in columns))


if __name__ == "__main__":
    main()
