"""A live `canpol serve` (gunicorn) under hostile requests: chunked bodies over the cap, overlong
request lines and headers, bad escapes, HEAD; every answer in canpol's error shape (short
text/plain), none a 5xx, and the server answers normally afterwards."""

from __future__ import annotations

import socket

import pytest

from webapp.conftest import build_store
from webapp.live import live_server

ASK = "ASK { ?s ?p ?o }"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = build_store(tmp_path_factory.mktemp("live") / "store")
    with live_server(store, workers=1, env={"CANPOL_MAX_BODY": "100000"}) as (base, process):
        yield base


def raw(base: str, request: bytes) -> tuple[int, dict, bytes]:
    """Send `request` as is; (status, headers, body) of the answer."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=60) as connection:
        try:
            connection.sendall(request)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer and close before reading everything
        connection.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def test_a_chunked_body_over_the_cap_gets_413(server):
    body = (ASK + " #").encode() + b"x" * 300_000
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(part), part) for part in
                      (body[i:i + 8192] for i in range(0, len(body), 8192))) + b"0\r\n\r\n"
    status, headers, text = raw(server, b"POST /sparql HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-query\r\n"
                                        b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks)
    assert status == 413
    assert headers["content-type"].startswith("text/plain")


def test_a_chunked_body_under_the_cap_is_run(server):
    body = ASK.encode()
    status, _, text = raw(server, b"POST /sparql HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-query\r\n"
                                  b"Accept: application/sparql-results+json\r\nTransfer-Encoding: chunked\r\n"
                                  b"Connection: close\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(body), body))
    assert status == 200 and b'"boolean":true' in text


def test_an_overlong_request_line_gets_canpols_414(server):
    status, headers, text = raw(server, b"GET /sparql?query=" + b"a" * 200_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 414
    assert headers["content-type"].startswith("text/plain")
    assert b"POST" in text and b"<html" not in text.lower()


def test_overlong_headers_get_canpols_431(server):
    status, headers, text = raw(server, b"GET /sparql HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n")
    assert status in (400, 431)
    assert headers["content-type"].startswith("text/plain") and b"<html" not in text.lower()


@pytest.mark.parametrize("target", [b"/sparql?query=ASK%20%7B%7D%20%23%FF", b"/id/%00", b"/page/%ff%fe",
                                    b"/data/a%ff.ttl", b"/export?format=nt&graph=foo", b"/vocab/%0a"])
def test_malformed_targets_get_4xx_in_canpols_shape(server, target):
    status, headers, text = raw(server, b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert 400 <= status < 500
    assert headers["content-type"].startswith("text/plain")


def test_head_of_a_query(server):
    status, headers, text = raw(server, b"HEAD /sparql?query=ASK%20%7B%7D HTTP/1.1\r\nHost: x\r\n"
                                        b"Accept: application/sparql-results+json\r\nConnection: close\r\n\r\n")
    assert status == 200 and text == b""
    assert headers["content-type"].startswith("application/sparql-results+json")


def test_the_server_still_answers(server):
    status, _, text = raw(server, b"GET /sparql?query=ASK%20%7B%3Fs%20%3Fp%20%3Fo%7D HTTP/1.1\r\nHost: x\r\n"
                                  b"Accept: application/sparql-results+json\r\nConnection: close\r\n\r\n")
    assert status == 200 and b"true" in text
