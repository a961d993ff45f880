"""bench/cold_tail.py's per-worker counters and its grouping of a pass's requests (the slowest
tenth, the others, the p95 request at compare.py's rank); the measurements themselves need a
benchmark store and a server: the benchmark is its own check."""

from __future__ import annotations

import os
import time

import pytest


@pytest.fixture(scope="module")
def cold_tail():
    from .conftest import bench_imports

    with bench_imports("cold_tail") as (module,):
        yield module


def test_a_workers_counters_grow_with_its_work_and_its_sleeps(cold_tail):
    before = cold_tail.worker_counters(os.getpid())
    sum(i * i for i in range(300_000))
    for _ in range(5):
        time.sleep(0.001)  # each a voluntary switch of this thread
    after = cold_tail.worker_counters(os.getpid())
    assert after["cpu"] > before["cpu"] and after["main"] > before["main"]
    assert after["sleeps"] - before["sleeps"] >= 5
    assert after["switches"] >= before["switches"] and after["wait"] >= before["wait"]
    assert after["reads"] >= before["reads"] and after["faults"] >= before["faults"]


def _pass(latencies_ms: list[float], party_every: int = 0) -> list[dict]:
    """A pass as the instrumented client records it: HTML and Turtle alternately, one HTML
    request per latency (a party page every `party_every` HTML requests)."""
    rows = []
    for i, ms in enumerate(latencies_ms):
        page = "party" if party_every and i % party_every == 0 else "person"
        for kind in ("html", "turtle"):
            rows.append({"path": f"{page}/{i}", "page": page, "kind": kind, "http": ms / 1000,
                         "cpu": ms / 2000, "app": ms / 1500})
    return rows


def test_the_slowest_tenth_and_the_p95_request_of_each_pass(cold_tail):
    passes = [_pass([float(ms) for ms in range(1, 101)]), _pass([float(ms) for ms in range(101, 201)])]
    chosen = cold_tail.groups(passes, lambda r: True)
    # 100 HTML requests a pass: its 10 slowest, the 90 others, and the 95th of 100 (rank
    # round(0.95 × 99) = 94, counted from 0), as pages.percentile ranks the compare's p95.
    assert sorted(r["http"] * 1000 for r in chosen["slowest tenth"]) == \
        pytest.approx(list(range(91, 101)) + list(range(191, 201)))
    assert len(chosen["the others"]) == 180 and all(r["kind"] == "html" for r in chosen["the others"])
    assert [r["http"] * 1000 for r in chosen["p95 requests"]] == pytest.approx([95.0, 195.0])


def test_the_groups_without_parties_leave_them_out_before_ranking(cold_tail):
    passes = [_pass([float(ms) for ms in range(1, 101)], party_every=20)]
    chosen = cold_tail.groups(passes, lambda r: r["page"] != "party")
    assert all(r["page"] != "party" for group in chosen.values() for r in group)
    assert len(chosen["slowest tenth"]) + len(chosen["the others"]) == 95
