"""The engine's share of a request's time, counted only while someone asks for it (the web app's
Server-Timing header, webapp/servertiming.py): query calls and the reading of their solutions."""

from __future__ import annotations

import time
from contextvars import ContextVar
from typing import Iterable, Iterator


class EngineClock:
    """Seconds spent in the engine by the code running in one context (one request's thread)."""

    __slots__ = ("seconds",)

    def __init__(self):
        self.seconds = 0.0


# None (the default): nothing is counted, and the store's only cost is reading this variable once
# per query. A context variable, not a global: the web server answers requests in threads.
ENGINE_CLOCK: ContextVar[EngineClock | None] = ContextVar("canpol_engine_clock", default=None)


def engine_clock_reads(items: Iterable, clock: EngineClock) -> Iterator:
    """`items` (an engine's lazy answer) item by item, the time of each read added to `clock`: the
    engine evaluates as its answer is read, so the reading is engine time, the caller's work
    between reads is not."""
    items = iter(items)
    now = time.perf_counter
    while True:
        started = now()
        item = next(items, None)
        clock.seconds += now() - started
        if item is None:
            return
        yield item
