"""Limits on requests (webapp/limits.py): bodies capped however they arrive, malformed escapes
and UTF-8 refused, overlong URLs answered in canpol's error shape."""

from __future__ import annotations

import io

import pytest

from .conftest import build_store, close_app, make_app

ASK = "ASK { ?s ?p ?o }"


@pytest.fixture
def small_app(tmp_path):
    app = make_app(build_store(tmp_path / "store"), CANPOL_MAX_BODY=1000)
    yield app
    close_app(app)


def chunked(client, body: bytes):
    return client.post("/sparql", input_stream=io.BytesIO(body), content_type="application/sparql-query",
                       headers={"Transfer-Encoding": "chunked", "Accept": "application/sparql-results+json"},
                       environ_overrides={"wsgi.input_terminated": True, "CONTENT_LENGTH": ""})


def test_a_chunked_body_over_the_cap_gets_413_not_a_run_prefix(small_app):
    client = small_app.test_client()
    # A valid query first, then padding past the cap: cut at the cap it would still run.
    response = chunked(client, (ASK + " #").encode() + b"x" * 3000)
    assert response.status_code == 413
    assert response.mimetype == "text/plain"
    assert "limit" in response.get_data(as_text=True)


def test_a_chunked_body_under_the_cap_is_read_whole(small_app):
    response = chunked(small_app.test_client(), ASK.encode())
    assert response.status_code == 200, response.data
    assert response.json == {"head": {}, "boolean": True}


# Each is a valid query (the bad escape sits in a comment) if the escape is taken as text.
@pytest.mark.parametrize("query_string", [
    "query=ASK%20%7B%7D%20%23%FF", "query=ASK%20%7B%7D%20%23%zz", "query=ASK%20%7B%7D%20%23%2",
    "query=ASK%20%7B%7D%20%23%C3%28",
])
def test_bad_percent_escapes_in_the_query_string_get_400(client, query_string):
    response = client.get("/sparql?" + query_string)
    assert response.status_code == 400
    assert response.mimetype == "text/plain"


def test_an_overlong_url_gets_414_in_canpols_shape(client):
    response = client.get("/sparql?query=" + "a" * 200_000)
    assert response.status_code == 414
    assert response.mimetype == "text/plain"
    assert "POST" in response.get_data(as_text=True)
    assert response.headers["Content-Security-Policy"]
