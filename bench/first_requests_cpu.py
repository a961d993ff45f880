"""Thread CPU of the first requests of a mix of entity pages in process (page cache off, no HTTP,
parties left out), per kind: a measure of a change to the page code that a shared machine's load
moves less than wall times (run before and after, a few times each, alternating).

    python bench/first_requests_cpu.py STORE [--pages 400] [--seed 5]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The app is prepared as a web worker is (`warming.prepare_process`); its first 40
pages (code paths, per-snapshot memos) are asked and not counted. The last column is a hash of
the pages' HTML, which two runs of code that gives the same bytes share."""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import endpoint_data  # noqa: E402

HTML = {"Accept": "text/html"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--pages", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--people", type=int, default=50_000, help="the size the store was built with")
    args = parser.parse_args()

    from canpol.config import Settings
    from canpol.webapp import create_app
    from canpol.webapp.warming import prepare_process

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=args.store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    prepare_process(app)
    client = app.test_client()
    paths = [p for p in endpoint_data.sample_paths(args.people, args.pages + 40, seed=args.seed)
             if not p.startswith("party/")]
    for path in paths[:40]:
        client.get(f"/page/{path}", headers=HTML)
    by_kind: dict[str, list[float]] = {}
    digest = hashlib.sha256()
    for path in paths[40:]:
        started = time.thread_time()
        answer = client.get(f"/page/{path}", headers=HTML)
        by_kind.setdefault(path.split("/")[0], []).append(time.thread_time() - started)
        digest.update(answer.get_data())
    every = [v for values in by_kind.values() for v in values]
    print(f"{len(every)} pages: sum {sum(every) * 1e3:.0f} ms, median {statistics.median(every) * 1e3:.2f} ms; "
          + ", ".join(f"{kind} {len(v)} {statistics.median(v) * 1e3:.2f}" for kind, v in sorted(by_kind.items()))
          + f"; HTML {digest.hexdigest()[:12]}")


if __name__ == "__main__":
    main()
