"""The Server-Timing response header (https://www.w3.org/TR/server-timing/), on when
CANPOL_SERVER_TIMING=1: how long the app took over a request, its CPU time, its engine time and
its template rendering, for browsers' developer tools and for the benchmarks, which subtract it
from the latency a client sees to tell the server's part from the rest (queueing before the app,
the socket, the client)."""

from __future__ import annotations

import time

from flask import Flask, before_render_template, template_rendered

from canpol.graph.engineclock import ENGINE_CLOCK, EngineClock


class RequestTimes(EngineClock):
    """One request's clocks: the engine's seconds (counted by the store, graph/engineclock.py) and
    the templates' (counted here, without the engine time spent inside them)."""

    __slots__ = ("rendering", "_depth", "_render_started", "_engine_at_render")

    def __init__(self):
        super().__init__()
        self.rendering = 0.0
        self._depth = 0  # a template rendered from inside another is counted once, by the outer one
        self._render_started = 0.0
        self._engine_at_render = 0.0

    def header(self, wall: float, cpu: float) -> str:
        return (f'app;desc="app";dur={wall * 1000:.2f}, cpu;desc="app CPU";dur={cpu * 1000:.2f}, '
                f'engine;desc="engine";dur={self.seconds * 1000:.2f}, '
                f'render;desc="templates";dur={self.rendering * 1000:.2f}')


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
        started, cpu_started = time.perf_counter(), time.thread_time()

        def start_response_timed(status, headers, exc_info=None):
            headers.append(("Server-Timing", times.header(time.perf_counter() - started,
                                                          time.thread_time() - cpu_started)))
            return start_response(status, headers, exc_info)

        try:
            return self.wsgi_app(environ, start_response_timed)
        finally:
            ENGINE_CLOCK.reset(token)


def init_app(app: Flask) -> None:
    """Install the header if CANPOL_SERVER_TIMING is set; otherwise nothing at all is added."""
    if not int(app.config["CANPOL_SERVER_TIMING"]):
        return
    before_render_template.connect(_rendering_starts, app)
    template_rendered.connect(_rendering_ends, app)
    app.wsgi_app = ServerTiming(app.wsgi_app)
