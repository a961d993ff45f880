"""The Server-Timing response header (https://www.w3.org/TR/server-timing/), on when
CANPOL_SERVER_TIMING=1: how long the app took over a request (`app`), its CPU time (`cpu`), its
engine time (`engine`), its template rendering (`render`) and the garbage collector's runs
inside it (`gc`); on Linux the time its thread waited
for a core (`runq`); under `canpol serve`, gunicorn's time before the app was called (`pre`). For
browsers' developer tools and for the benchmarks, which subtract it from the latency a client
sees to tell the server's part from the rest (the socket, the client)."""

from __future__ import annotations

import os
import threading
import time

from flask import Flask, before_render_template, template_rendered

from canpol.graph.engineclock import ENGINE_CLOCK, EngineClock


# Set by canpol's gunicorn worker (webapp/limits.py) in the environ of each request: the
# `time.perf_counter()` at which its main loop saw the request's socket readable. The time from
# there to the app's call is gunicorn's (handing the connection to a thread, parsing the request).
READABLE_AT = "canpol.server.readable_at"
SCHEDSTAT = "/proc/thread-self/schedstat"  # Linux: a thread's CPU time and its wait for a core, ns


def run_queue_wait() -> float | None:
    """Seconds the calling thread has waited so far for a core while ready to run (Linux's
    schedstat); None where the kernel does not say. ~5 µs a call."""
    try:
        fd = os.open(SCHEDSTAT, os.O_RDONLY)
    except OSError:
        return None
    try:
        return int(os.read(fd, 128).split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None
    finally:
        os.close(fd)


class RequestTimes(EngineClock):
    """One request's clocks: the engine's seconds (counted by the store, graph/engineclock.py) and
    the templates' (counted here, without the engine time spent inside them)."""

    __slots__ = ("rendering", "collecting", "_depth", "_render_started", "_engine_at_render", "_gc_started")

    def __init__(self):
        super().__init__()
        self.rendering = 0.0
        self.collecting = 0.0  # the garbage collector's runs inside this request
        self._gc_started = 0.0
        self._depth = 0  # a template rendered from inside another is counted once, by the outer one
        self._render_started = 0.0
        self._engine_at_render = 0.0

    def header(self, wall: float, cpu: float, runq: float | None, before_app: float | None) -> str:
        metrics = [f'app;desc="app";dur={wall * 1000:.2f}', f'cpu;desc="app CPU";dur={cpu * 1000:.2f}',
                   f'engine;desc="engine";dur={self.seconds * 1000:.2f}',
                   f'render;desc="templates";dur={self.rendering * 1000:.2f}',
                   f'gc;desc="garbage collector";dur={self.collecting * 1000:.2f}']
        if runq is not None:
            metrics.append(f'runq;desc="app waiting for a core";dur={runq * 1000:.2f}')
        if before_app is not None:
            metrics.append(f'pre;desc="server before the app";dur={before_app * 1000:.2f}')
        return ", ".join(metrics)


def _rendering_starts(*_args, **_kwargs) -> None:
    times = ENGINE_CLOCK.get()
    if isinstance(times, RequestTimes):
        if times._depth == 0:
            times._render_started = time.perf_counter()
            times._engine_at_render = times.seconds
        times._depth += 1


def _rendering_ends(*_args, **_kwargs) -> None:
    times = ENGINE_CLOCK.get()
    if isinstance(times, RequestTimes) and times._depth > 0:
        times._depth -= 1
        if times._depth == 0:
            times.rendering += (time.perf_counter() - times._render_started
                                - (times.seconds - times._engine_at_render))


# The request each thread is in, for the collector's callback: a thread-local, not ENGINE_CLOCK,
# because with a context variable read in the callback CPython 3.11.7 crashed (a segmentation
# fault in a collection inside a generator after the request, gc threshold 1; the tests run it).
_REQUEST_OF_THREAD = threading.local()


def _collector_runs(phase: str, _info: dict) -> None:
    # gc.callbacks: called in the thread whose allocation started the collection, so the
    # collection is that request's (a collection of a thread outside any request counts nowhere).
    times = getattr(_REQUEST_OF_THREAD, "times", None)
    if times is not None:
        if phase == "start":
            times._gc_started = time.perf_counter()
        else:
            times.collecting += time.perf_counter() - times._gc_started


class ServerTiming:
    """WSGI middleware, outermost: the app's time runs from the call of the app to the moment the
    response's headers are handed to the server. A page's body is built by then (the views render
    it whole); the only bodies written after are streamed ones (large /sparql answers, exports),
    whose streaming is not counted."""

    def __init__(self, wsgi_app):
        self.wsgi_app = wsgi_app

    def __call__(self, environ, start_response):
        times = RequestTimes()
        token = ENGINE_CLOCK.set(times)
        outer = getattr(_REQUEST_OF_THREAD, "times", None)  # a request asked from inside another
        _REQUEST_OF_THREAD.times = times
        started, cpu_started, runq_started = time.perf_counter(), time.thread_time(), run_queue_wait()
        readable_at = environ.get(READABLE_AT)

        def start_response_timed(status, headers, exc_info=None):
            wall, cpu = time.perf_counter() - started, time.thread_time() - cpu_started
            runq = run_queue_wait() if runq_started is not None else None
            headers.append(("Server-Timing", times.header(
                wall, cpu, runq - runq_started if runq is not None else None,
                started - readable_at if readable_at is not None else None)))
            return start_response(status, headers, exc_info)

        try:
            return self.wsgi_app(environ, start_response_timed)
        finally:
            ENGINE_CLOCK.reset(token)
            _REQUEST_OF_THREAD.times = outer


def init_app(app: Flask) -> None:
    """Install the header if CANPOL_SERVER_TIMING is set; otherwise nothing at all is added."""
    if not int(app.config["CANPOL_SERVER_TIMING"]):
        return
    import gc

    if _collector_runs not in gc.callbacks:
        gc.callbacks.append(_collector_runs)
    before_render_template.connect(_rendering_starts, app)
    template_rendered.connect(_rendering_ends, app)
    app.wsgi_app = ServerTiming(app.wsgi_app)
