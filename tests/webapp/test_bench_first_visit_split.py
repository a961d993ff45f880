"""bench/first_visit_split.py's accounting of a request's CPU into parts, and bench/compare.py's
wait for every web worker's engine warming (the measurements themselves need a benchmark store:
the benchmark is its own check)."""

from __future__ import annotations


import pytest

@pytest.fixture(scope="module")
def bench_modules():
    from .conftest import bench_imports

    with bench_imports("compare", "first_visit_split") as (compare, first_visit_split):
        yield first_visit_split, compare


def test_time_is_charged_to_the_innermost_part_and_the_engine_inside_a_memo_to_the_memo(bench_modules, monkeypatch):
    first_visit_split, _ = bench_modules
    clock = iter(range(0, 1000, 1))  # each reading of the thread's CPU clock: one second later
    monkeypatch.setattr(first_visit_split.time, "thread_time", lambda: next(clock))
    parts = first_visit_split.CpuParts()
    parts.start()                      # 0
    parts.push("engine")               # 1: rest 1
    parts.pop()                        # 2: engine 1
    parts.push("memo python")          # 3: rest 1
    parts.push("engine")               # 4: memo python 1
    parts.pop()                        # 5: memo engine 1
    parts.push("terms")                # 6: memo python 1
    parts.pop()                        # 7: terms 1
    parts.pop()                        # 8: memo python 1
    assert parts.stop() == {"rest": 3, "engine": 1, "memo python": 3, "memo engine": 1, "terms": 1}  # 9: rest 1


def test_an_answer_read_through_the_parts_charges_each_item_to_the_engine(bench_modules, monkeypatch):
    first_visit_split, _ = bench_modules
    clock = iter(range(0, 1000, 1))
    monkeypatch.setattr(first_visit_split.time, "thread_time", lambda: next(clock))
    parts = first_visit_split.CpuParts()
    parts.start()
    assert list(parts.iterate(["a", "b"])) == ["a", "b"]
    totals = parts.stop()
    assert totals["engine"] == 3  # two items and the end of the answer, one second each


def test_the_benchmark_waits_for_every_worker_to_say_its_warming_is_done(bench_modules, tmp_path):
    _, compare = bench_modules
    from canpol.webapp.warming import WORKER_WARMED

    log = tmp_path / "serve.log"
    log.write_text(f"[INFO] Booting worker\n[INFO] {WORKER_WARMED} engine ... 10 characters in 0.01 s\n")
    with pytest.raises(RuntimeError, match="did not all warm"):
        compare.wait_for_warmed_workers(log, {}, timeout=0.3)
    log.write_text(log.read_text() + f"[INFO] {WORKER_WARMED} 2 graphs described in 0.01 s\n")
    compare.wait_for_warmed_workers(log, {"CANPOL_ENGINE_WARM_MB": "0"}, timeout=5)
    log.write_text("")
    compare.wait_for_warmed_workers(log, {"CANPOL_ENGINE_WARM_MB": "0", "CANPOL_DESCRIBE_GRAPHS": "0"},
                                    timeout=0.3)  # no warming at all: no line, no wait
