"""Timing shared by the benchmarks: a function called several times, each call timed."""

from __future__ import annotations

import time


def repeated(fn, runs: int, clock=time.perf_counter) -> tuple[object, list[float]]:
    """The last result of `fn` called `runs` times, and the time of each call by `clock`."""
    times, result = [], None
    for _ in range(runs):
        started = clock()
        result = fn()
        times.append(clock() - started)
    return result, times
