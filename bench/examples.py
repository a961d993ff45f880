"""Benchmark of the SPARQL page's example queries: each one's time, row count and distinct row
count through /sparql (the killable query worker, the deadline, the row cap) on a given store.

    canpol --store /tmp/canpol-default load --reference corpus/articles    # the default graph, once
    python bench/examples.py --store /tmp/canpol-default                   # 3 runs each, the median
    python bench/examples.py --store /tmp/canpol-default --timeout 30      # a longer deadline

The first run of each query warms the worker's engine cache; the median of the runs is reported.
A query stopped at its deadline is reported as such (its rows unknown)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import repeated  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=None, help="the deadline (default: the app's)")
    args = parser.parse_args()

    from canpol.config import Settings
    from canpol.webapp import create_app
    from canpol.webapp.sparql import examples

    config = {"CANPOL_SETTINGS": Settings(store_path=args.store)}
    if args.timeout is not None:
        config["CANPOL_QUERY_TIMEOUT"] = args.timeout
    app = create_app(config)
    client = app.test_client()
    print(f"deadline {app.config['CANPOL_QUERY_TIMEOUT']} s, {args.runs} run(s) each, median")
    print(f"{'example':48} {'time':>9} {'rows':>6} {'distinct':>8}")
    try:
        for example in examples():
            def ask():
                return client.post("/sparql", data={"query": example["query"]},
                                   headers={"Accept": "application/sparql-results+json"})
            response, times = repeated(ask, args.runs)
            took = f"{statistics.median(times) * 1000:,.0f} ms"
            if response.status_code != 200:
                print(f"{example['name']:48} {took:>9} {response.status_code} "
                      f"{response.get_data(as_text=True)[:60]}")
                continue
            rows = json.loads(response.data)["results"]["bindings"]
            distinct = {json.dumps(row, sort_keys=True) for row in rows}
            print(f"{example['name']:48} {took:>9} {len(rows):>6} {len(distinct):>8}")
    finally:
        pool = app.extensions.get("canpol.query_pool")
        if pool is not None:
            pool.close()


if __name__ == "__main__":
    main()
