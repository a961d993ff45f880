"""The cold-page benchmark's measuring parts (bench/pages.py's clients, bench/compare.py's
PageCosts) ask what they say they ask; their figures are the benchmark's, not asserted here."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import build_store
from .live import live_server

BENCH = Path(__file__).resolve().parents[2] / "bench"
PATHS = ["person/ada-example", "person/bob-sample", "riding/10001", "person/nobody-here"]


@pytest.fixture(scope="module")
def bench_modules():
    from .conftest import bench_imports

    with bench_imports("compare", "pages") as (compare, pages):
        yield compare, pages


@pytest.mark.slow
def test_the_light_client_asks_the_same_requests_as_the_requests_client(tmp_path, bench_modules):
    _compare, pages = bench_modules
    store = build_store(tmp_path / "store")
    with live_server(store, env={"CANPOL_PAGE_CACHE_MB": "0"}) as (base, _process):
        heavy = pages.client((base, PATHS))
        light = pages.light_client((base, PATHS))
    # HTML and Turtle alternately, the same answers, none from a cache that is off.
    assert [(kind, status, hit) for kind, _, status, hit, _ in light] == \
        [(kind, status, hit) for kind, _, status, hit, _ in heavy] == \
        [("html", 200, False), ("turtle", 200, False), ("html", 200, False), ("turtle", 404, False)]
    assert all(seconds > 0 for _, seconds, _, _, _ in light)
    # No Server-Timing unless the server is asked for it.
    assert all(timing == {} for *_, timing in light + heavy)


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
    results = [("html", 0.004, 200, False, {}), ("turtle", 0.090, 200, False, {}),
               ("html", 0.020, 200, False, {}), ("turtle", 0.001, 200, False, {}),
               ("html", 0.008, 200, False, {}), ("turtle", 0.001, 200, False, {})]
    sample = ["person/a", "riding/b", "event/c"]
    per_page = [(0.003, 0.001, 0.001), (0.012, 0.004, 0.002), (0.005, 0.002, 0.001)]
    lines = compare.slowest_pages(results, sample, per_page, [0.001, 0.006, 0.002], count=2)
    assert [line.split(":")[0].strip() for line in lines] == ["riding/b", "event/c"]
    assert "HTTP 20.0 ms" in lines[0] and "raw cold 6.0 ms" in lines[0]


def test_the_clients_read_the_server_timing_of_each_answer(tmp_path, bench_modules):
    compare, pages = bench_modules
    store = build_store(tmp_path / "store")
    with live_server(store, env={"CANPOL_PAGE_CACHE_MB": "0", "CANPOL_SERVER_TIMING": "1"}) as (base, _process):
        for results in (pages.client((base, PATHS[:2])), pages.light_client((base, PATHS[:2]))):
            for kind, seconds, status, _hit, timing in results:
                assert status == 200 and {"app", "cpu", "engine", "render", "pre"} <= set(timing)
                # The server's part, gunicorn's before the app included, is within what the client saw.
                assert 0 < timing["app"] and 0 <= timing["pre"] and timing["pre"] + timing["app"] < seconds
    split = compare.latency_split(results)
    assert split is not None and len(split["http"]) == 1
    assert split["rest"][0] == split["http"][0] - split["app"][0] - split["pre"][0]


def test_the_server_timing_header_is_read_in_seconds(bench_modules):
    _compare, pages = bench_modules
    header = 'app;desc="app";dur=5.50, cpu;desc="app CPU";dur=4.00, engine;dur=1.25, render;dur=0'
    assert pages.server_timing(header) == {"app": 0.0055, "cpu": 0.004, "engine": 0.00125, "render": 0.0}
    assert pages.server_timing(None) == {}


def test_slowest_pages_split_each_latency_by_its_server_timing(bench_modules):
    compare, _pages = bench_modules
    results = [("html", 0.024, 200, False, {"app": 0.006, "cpu": 0.005, "engine": 0.001, "render": 0.002,
                                             "runq": 0.0005, "pre": 0.001}),
               ("turtle", 0.002, 200, False, {"app": 0.001, "cpu": 0.001, "engine": 0.0, "render": 0.0})]
    [line] = compare.slowest_pages(results, ["person/a"], [(0.005, 0.001, 0.002)], [0.002], count=1)
    assert ("HTTP 24.0 ms = gunicorn before the app 1.0 ms + app 6.0 ms (CPU 5.0 ms, engine 1.0 ms, "
            "templates 2.0 ms, waiting for a core 0.5 ms) + the rest 17.0 ms") in line


def test_the_median_of_cold_servers_takes_each_pages_median_before_the_percentile(bench_modules):
    compare, _pages = bench_modules
    # Three passes over the same two HTML pages (Turtle between): page one waited once (30 ms on
    # the second server), page two is steadily 8 ms; the median per page drops the one wait.
    passes = [[("html", 0.005, 200, False, {}), ("turtle", 0.1, 200, False, {}), ("html", 0.008, 200, False, {})],
              [("html", 0.030, 200, False, {}), ("turtle", 0.1, 200, False, {}), ("html", 0.009, 200, False, {})],
              [("html", 0.006, 200, False, {}), ("turtle", 0.1, 200, False, {}), ("html", 0.007, 200, False, {})]]
    p50, p95 = compare.median_page_latency(passes)
    assert (p50, p95) == (0.006, 0.008)
