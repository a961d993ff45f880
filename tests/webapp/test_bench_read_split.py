"""bench/read_split.py's report (the timing itself needs a benchmark store: the benchmark is its
own check)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def read_split():
    from .conftest import bench_imports

    with bench_imports("read_split") as (module,):
        yield module


def test_a_parts_python_is_its_time_less_its_queries(read_split):
    ms = 10**6
    found = {"riding": {"read": [3 * ms, 5 * ms, 4 * ms], "replay:read": [2 * ms, 3 * ms, 2 * ms],
                        "memberships": [ms, ms, ms], "replay:memberships": [ms // 2, ms // 4, ms // 2],
                        "first: whole": [9 * ms, 8 * ms, 7 * ms]}}
    lines = read_split.report(found)
    assert lines[0].split() == ["kind", "part", "time", "queries", "python"]
    assert lines[1].split() == ["riding", "read", "4.00", "2.00", "2.00"]  # medians: 4 - 2, and of 1, 2, 2
    assert lines[2].split() == ["riding", "memberships", "1.00", "0.50", "0.50"]
    assert lines[3].split() == ["riding", "first:", "whole", "8.00"]  # no replay: the time alone


def test_every_part_it_times_exists():
    from canpol.webapp import labels, linked, record

    from .conftest import bench_imports

    with bench_imports("read_split") as (module,):
        modules = {"linked": linked, "labels": labels, "record": record}
        for owner, name in module.PARTS:
            found, _, cls = owner.partition(".")
            holder = getattr(modules[found], cls) if cls else modules[found]
            assert callable(getattr(holder, name)), (owner, name)
