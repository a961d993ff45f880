"""In-process render time of the story pages (issue 16) over the default graph (the reference KB
and corpus/articles): a person, parties large and small, a motion, a sitting, the person directory
with and without a facet, a search. Page cache off; the first request of each page is reported
apart (it fills the per-snapshot tables: the person directory, a party's members and seats).

    canpol --store /tmp/canpol-bench-story load --reference corpus/articles   # once
    python bench/story_pages.py /tmp/canpol-bench-story
"""

from __future__ import annotations

import statistics
import sys
import time

PAGES = ["/page/person/jagmeet-singh", "/page/party/ndp", "/page/party/liberal",
         "/page/motion/2021-02-22/michael-d-chong", "/page/sitting/43-2/2021-02-22", "/browse/Person",
         "/browse/Person?party=party/ndp", "/browse/Event", "/search?q=singh"]
REPEATS = 7


def main(store_path: str) -> None:
    from canpol.config import Settings
    from canpol.webapp import create_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store_path), "CANPOL_PAGE_CACHE_MB": 0})
    client = app.test_client()
    print(f"{'page':45s} {'first':>9s} {'median':>9s}  (of {REPEATS} more)")
    for path in PAGES:
        start = time.perf_counter()
        answer = client.get(path, headers={"Accept": "text/html"})
        first = time.perf_counter() - start
        assert answer.status_code == 200, (path, answer.status_code)
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            client.get(path, headers={"Accept": "text/html"})
            times.append(time.perf_counter() - start)
        print(f"{path:45s} {first * 1000:7.1f} ms {statistics.median(times) * 1000:7.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/canpol-bench-story")
