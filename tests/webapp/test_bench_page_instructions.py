"""bench/page_instructions.py's reading of callgrind's dumps and its comparison of two runs (the
counting itself needs valgrind and a benchmark store: the benchmark is its own check)."""

from __future__ import annotations


import pytest

@pytest.fixture(scope="module")
def page_instructions():
    from .conftest import bench_imports

    with bench_imports("page_instructions") as (module,):
        yield module


def test_counts_are_read_one_dump_a_page_in_order(tmp_path, page_instructions):
    for i, total in enumerate((1500, 700, 42), start=1):
        (tmp_path / f"out.{i}").write_text(f"version: 1\ncmd: python\nevents: Ir\nsummary: {total}\nfn=(1) x\n")
    (tmp_path / "out.4").write_text("summary: 9\n")  # the dump at exit: not a page
    assert page_instructions.counts(tmp_path, 3) == [1500, 700, 42]


def test_compare_gives_medians_and_the_median_of_per_page_differences(page_instructions):
    before = {"riding/1": 40_000_000, "riding/2": 50_000_000, "riding/3": 60_000_000, "event/e1": 10_000_000}
    after = {"riding/1": 39_000_000, "riding/2": 49_500_000, "riding/3": 61_000_000, "event/e1": 10_000_000}
    lines = page_instructions.compare(before, after)
    assert lines[1].split() == ["event", "10.00", "10.00", "+0.00", "+0.0%"]
    # medians 50.00 and 49.50; per-page differences -1.0, -0.5, +1.0: their median is -0.5
    assert lines[2].split() == ["riding", "50.00", "49.50", "-0.50", "-1.0%"]


def test_the_sample_has_every_kind_but_parties_each_page_once(page_instructions):
    paths = page_instructions.sample(5000, 4, seed=3)
    kinds = [p.split("/")[0] for p in paths]
    assert "party" not in kinds and len(paths) == len(set(paths))
    assert {kind: kinds.count(kind) for kind in set(kinds)} == dict.fromkeys(
        ["event", "membership", "motion", "person", "riding", "source"], 4)
    assert kinds == sorted(kinds)
