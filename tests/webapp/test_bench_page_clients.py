"""The cold-page benchmark's measuring parts (bench/pages.py's clients, bench/compare.py's
PageCosts) ask what they say they ask; their figures are the benchmark's, not asserted here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .conftest import build_store
from .live import live_server

BENCH = Path(__file__).resolve().parents[2] / "bench"
PATHS = ["person/ada-example", "person/bob-sample", "riding/10001", "person/nobody-here"]


@pytest.fixture(scope="module")
def bench_modules():
    # The bench scripts put their folder and the repository's root first on sys.path when
    # imported: both are undone after, with the bench modules, or a later test's spawned child
    # would import the application's `webapp` package instead of the tests' one.
    path, modules = sys.path[:], set(sys.modules)
    sys.path.insert(0, str(BENCH))
    try:
        import compare
        import pages

        yield compare, pages
    finally:
        sys.path[:] = path
        for name in set(sys.modules) - modules:
            if str(getattr(sys.modules[name], "__file__", None) or "").startswith(str(BENCH)):
                del sys.modules[name]


@pytest.mark.slow
def test_the_light_client_asks_the_same_requests_as_the_requests_client(tmp_path, bench_modules):
    _compare, pages = bench_modules
    store = build_store(tmp_path / "store")
    with live_server(store, env={"CANPOL_PAGE_CACHE_MB": "0"}) as (base, _process):
        heavy = pages.client((base, PATHS))
        light = pages.light_client((base, PATHS))
    # HTML and Turtle alternately, the same answers, none from a cache that is off.
    assert [(kind, status, hit) for kind, _, status, hit in light] == \
        [(kind, status, hit) for kind, _, status, hit in heavy] == \
        [("html", 200, False), ("turtle", 200, False), ("html", 200, False), ("turtle", 404, False)]
    assert all(seconds > 0 for _, seconds, _, _ in light)


def test_page_costs_replays_a_page_on_a_cold_engine_of_its_own(tmp_path, bench_modules):
    compare, pages = bench_modules
    store = build_store(tmp_path / "store")
    costs = compare.PageCosts(store)
    wall, raw, rendering = costs.page("/page/person/ada-example", pages.HTML)
    assert wall > 0 and raw > 0 and rendering > 0
    assert costs.cold_raw > 0
    # The cold replays run on a second engine, never the one the app and the warm replays read.
    assert costs._cold_snapshot.store is not costs.app.extensions["canpol.store"]._store


def test_slowest_pages_names_the_html_pages_of_the_tail_with_their_costs(bench_modules):
    compare, _pages = bench_modules
    # HTML and Turtle alternately: the Turtle times are never the HTML pages'
    results = [("html", 0.004, 200, False), ("turtle", 0.090, 200, False),
               ("html", 0.020, 200, False), ("turtle", 0.001, 200, False),
               ("html", 0.008, 200, False), ("turtle", 0.001, 200, False)]
    sample = ["person/a", "riding/b", "event/c"]
    per_page = [(0.003, 0.001, 0.001), (0.012, 0.004, 0.002), (0.005, 0.002, 0.001)]
    lines = compare.slowest_pages(results, sample, per_page, [0.001, 0.006, 0.002], count=2)
    assert [line.split(":")[0].strip() for line in lines] == ["riding/b", "event/c"]
    assert "HTTP 20.0 ms" in lines[0] and "raw cold 6.0 ms" in lines[0]
