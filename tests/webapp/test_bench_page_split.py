"""bench/page_split.py's reading of callgrind's dumps by object file and its report (the counting
itself needs valgrind and a benchmark store: the benchmark is its own check)."""

from __future__ import annotations

import collections

import pytest


@pytest.fixture(scope="module")
def page_split():
    from .conftest import bench_imports

    with bench_imports("page_split") as (module,):
        yield module


def test_object_files_are_told_apart(page_split):
    assert page_split.part_of("/venv/lib/python3.11/site-packages/pyoxigraph/pyoxigraph.abi3.so") == "engine"
    assert page_split.part_of("/usr/local/bin/python3.11") == "interpreter"
    assert page_split.part_of("/usr/lib/libpython3.11.so.1.0") == "interpreter"
    assert page_split.part_of("/usr/lib/x86_64-linux-gnu/libc.so.6") == "libc"
    assert page_split.part_of("/usr/lib/x86_64-linux-gnu/libm.so.6") == "other"


def test_a_dump_counts_each_functions_own_cost_by_object(tmp_path, page_split):
    # Two objects named once and then by number; a call's line (after `calls=`) is the callee's
    # inclusive cost, already counted in the callee's own lines: not counted again.
    dump = tmp_path / "out.1"
    dump.write_text(
        "version: 1\nevents: Ir\n"
        "ob=(1) /usr/bin/python3.11\nfl=(1) ceval.c\nfn=(1) eval\n10 500\n11 20\n"
        "cob=(2) /site-packages/pyoxigraph/pyoxigraph.abi3.so\ncfi=(2) q.rs\ncfn=(2) query\n"
        "calls=1 0\n12 9000\n"
        "ob=(2)\nfl=(2)\nfn=(2)\n1 9000\n"
        "ob=(1)\nfl=(1)\nfn=(3) other\n+2 7\n")
    assert page_split.self_costs(dump) == collections.Counter({"interpreter": 527, "engine": 9000})


def test_the_report_gives_each_kinds_medians_per_step(page_split):
    def step(engine, interpreter):
        return collections.Counter({"engine": engine * 10**6, "interpreter": interpreter * 10**6})

    found = {f"riding/{i}": {"first": step(5, 20 + i), "replay": step(4, 0), "second": step(4, 18 + i)}
             for i in range(3)}
    lines = page_split.report(found)
    assert lines[1].split() == ["riding", "first", "26.00", "5.00", "21.00", "0.00", "0.00"]
    assert lines[2].split() == ["riding", "replay", "4.00", "4.00", "0.00", "0.00", "0.00"]
    assert lines[3].split() == ["riding", "second", "23.00", "4.00", "19.00", "0.00", "0.00"]
