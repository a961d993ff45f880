"""The Server-Timing header (CANPOL_SERVER_TIMING=1): absent by default; when on, every response
says the app's time, its CPU, its engine time and its templates' time, the parts within the whole."""

from __future__ import annotations

import os
import re

import pytest

from canpol.graph.engineclock import ENGINE_CLOCK
from canpol.webapp.servertiming import SCHEDSTAT

from .conftest import close_app, make_app
from .pages_fixtures import build_sample_store

HTML = {"Accept": "text/html"}
PERSON = "/page/person/jagmeet-singh"


def timings(response) -> dict[str, float]:
    """The header's metrics as {name: milliseconds}."""
    header = response.headers["Server-Timing"]
    return {match.group(1): float(match.group(2))
            for match in re.finditer(r"(\w+)(?:;desc=\"[^\"]*\")?;dur=([0-9.]+)", header)}


@pytest.fixture
def store(tmp_path):
    return build_sample_store(tmp_path / "store")


def test_no_server_timing_header_unless_the_setting_asks_for_it(store):
    app = make_app(store, CANPOL_PAGE_CACHE_MB=0)
    try:
        response = app.test_client().get(PERSON, headers=HTML)
        assert response.status_code == 200
        assert "Server-Timing" not in response.headers
    finally:
        close_app(app)


def test_a_page_says_its_app_cpu_engine_and_template_times(store):
    app = make_app(store, CANPOL_PAGE_CACHE_MB=0, CANPOL_SERVER_TIMING=1)
    try:
        response = app.test_client().get(PERSON, headers=HTML)
        assert response.status_code == 200
        times = timings(response)
        # `pre` is gunicorn's (absent in the test client); `runq` is there where Linux says it.
        assert set(times) == {"app", "cpu", "engine", "render", "gc"} | ({"runq"} if os.path.exists(SCHEDSTAT) else set())
        # A page runs queries and renders templates; both are parts of the app's time, apart.
        assert times["engine"] > 0 and times["render"] > 0
        assert times["engine"] + times["render"] <= times["app"]
        # The request's clock is not left behind for the code that runs after it.
        assert ENGINE_CLOCK.get() is None
    finally:
        close_app(app)


def test_answers_without_queries_or_templates_count_none(store):
    app = make_app(store, CANPOL_PAGE_CACHE_MB=0, CANPOL_SERVER_TIMING=1)
    try:
        client = app.test_client()
        times = timings(client.get("/static/pages.css"))
        assert times["app"] > 0 and times["engine"] == 0 and times["render"] == 0
        # A refusal before Flask routes (the request limits) is timed too.
        refused = client.get("/sparql?query=%zz")
        assert refused.status_code == 400 and timings(refused)["engine"] == 0
    finally:
        close_app(app)


def test_the_setting_is_read_from_the_environment(store, monkeypatch):
    monkeypatch.setenv("CANPOL_SERVER_TIMING", "1")
    app = make_app(store, CANPOL_PAGE_CACHE_MB=0)
    try:
        assert "Server-Timing" in app.test_client().get(PERSON, headers=HTML).headers
    finally:
        close_app(app)


def test_a_collection_inside_a_request_is_counted_as_the_collectors(store):
    import gc

    app = make_app(store, CANPOL_PAGE_CACHE_MB=0, CANPOL_SERVER_TIMING=1)
    threshold = gc.get_threshold()
    try:
        client = app.test_client()
        gc.set_threshold(1)  # a collection at every allocation: also the case that once crashed
        collected = timings(client.get(PERSON, headers=HTML))
        gc.set_threshold(*threshold)
        assert 0 < collected["gc"] <= collected["app"]
    finally:
        gc.set_threshold(*threshold)
        close_app(app)
