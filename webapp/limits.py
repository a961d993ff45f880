"""Limits on what a request may be, checked before Flask routes it: bodies capped however they
arrive (chunked ones too), percent-escapes and UTF-8 of the path and query string, the length of
the URL; and gunicorn's own refusals (request line, headers) in canpol's error shape."""

from __future__ import annotations

import io
import re
import socket
import threading
import time
from urllib.parse import unquote_to_bytes

from flask import Flask

MAX_URL = 8190  # gunicorn's largest request line; longer URLs get 414
DRAIN_LIMIT = 16 * 1024 * 1024  # bytes of a refused body read (and dropped) before the answer
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _problem(environ, max_body: int) -> tuple[int, str] | None:
    path = environ.get("PATH_INFO", "")
    query = environ.get("QUERY_STRING", "")
    if len(path) + len(query) > MAX_URL:
        return 414, f"the URL is longer than {MAX_URL} bytes; send a long query with POST"
    raw = environ.get("RAW_URI") or environ.get("REQUEST_URI")
    try:
        if raw is not None:
            # The path as sent (gunicorn and werkzeug keep it): its escapes decide, not a decoding
            # that replaced what was invalid.
            unquote_to_bytes(raw.split("?", 1)[0]).decode("utf-8")
        # WSGI gives the percent-decoded path as latin-1 code points, one per byte.
        decoded = path.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return 400, "the path is not valid UTF-8 once percent-decoded"
    if _CONTROL.search(decoded):
        return 400, "the path holds control characters"
    if _BAD_ESCAPE.search(query):
        return 400, "the query string holds a % that starts no %XX escape"
    for part in re.split(r"[&;]", query):
        try:
            unquote_to_bytes(part.replace("+", " ")).decode("utf-8")
        except UnicodeDecodeError:
            return 400, "the query string is not valid UTF-8 once percent-decoded"
    if environ.get("CONTENT_LENGTH") in (None, "") and (
            environ.get("wsgi.input_terminated") or "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()):
        # A body of unknown length (chunked): read it here, at most one byte past the cap, and
        # hand it on with its length, so every view sees an ordinary, capped body.
        stream = environ["wsgi.input"]
        body = stream.read(max_body + 1)
        if len(body) > max_body:
            # Read on (up to a bound) before answering: a server that closes with unread data
            # sends a TCP reset, and the client may lose the answer.
            drained = 0
            while drained < DRAIN_LIMIT and (chunk := stream.read(1 << 16)):
                drained += len(chunk)
            return 413, f"the request body is over the {max_body:,}-byte limit"
        environ["wsgi.input"] = io.BytesIO(body)
        environ["CONTENT_LENGTH"] = str(len(body))
        environ["wsgi.input_terminated"] = False
    return None


class RequestLimits:
    """WSGI middleware in front of the Flask app (see the module's docstring)."""

    def __init__(self, app: Flask):
        self.app = app
        self.wsgi_app = app.wsgi_app

    def __call__(self, environ, start_response):
        problem = _problem(environ, int(self.app.config["CANPOL_MAX_BODY"]))
        if problem is None:
            return self.wsgi_app(environ, start_response)
        from .errors import error_response
        from .security import HEADERS

        code, message = problem
        if code in (414,) or code == 400 and "path" in message:
            # The path itself cannot be trusted to build a request context on; answer from a clean one.
            environ = {**environ, "PATH_INFO": "/", "QUERY_STRING": ""}
        with self.app.request_context(environ):
            response = error_response(code, message, {"Connection": "close"} if code == 413 else None)
            for name, value in HEADERS.items():
                response.headers.setdefault(name, value)
            return response(environ, start_response)


def init_app(app: Flask) -> None:
    app.wsgi_app = RequestLimits(app)


def gunicorn_worker_class():
    """gunicorn's threaded worker, with its refusals of malformed requests (request line too
    long, headers too large, bad request line) written as canpol's plain-text errors."""
    from gunicorn.http import errors as http_errors
    from gunicorn.workers.gthread import ThreadWorker

    from .servertiming import READABLE_AT

    class CanpolThreadWorker(ThreadWorker):
        def on_client_socket_readable(self, conn, client):
            # When the main loop saw the request arrive, for Server-Timing's `pre` (one clock read)
            conn.canpol_readable_at = time.perf_counter()
            super().on_client_socket_readable(conn, client)

        def handle(self, conn):
            self._canpol_connection.current = conn
            return super().handle(conn)

        def load_wsgi(self):
            super().load_wsgi()
            app, connection = self.wsgi, threading.local()
            self._canpol_connection = connection

            def wsgi_with_arrival(environ, start_response):
                arrived = getattr(getattr(connection, "current", None), "canpol_readable_at", None)
                if arrived is not None:
                    environ[READABLE_AT] = arrived
                return app(environ, start_response)

            self.wsgi = wsgi_with_arrival

        def handle_error(self, req, client, addr, exc):
            if isinstance(exc, http_errors.LimitRequestLine):
                code, reason, message = 414, "URI Too Long", (
                    f"the request line is over the {MAX_URL}-byte limit; send a long query with POST")
            elif isinstance(exc, http_errors.LimitRequestHeaders):
                code, reason, message = 431, "Request Header Fields Too Large", "the request headers are too large"
            elif isinstance(exc, http_errors.ParseException):
                code, reason, message = 400, "Bad Request", "the request is not valid HTTP"
            else:
                return super().handle_error(req, client, addr, exc)
            self.log.warning("invalid request from ip=%s: %s", (addr or ("",))[0], exc)
            body = (message + "\n").encode("utf-8")
            head = (f"HTTP/1.1 {code} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
                    f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\n"
                    "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").encode("ascii")
            try:
                client.sendall(head + body)
                # A lingering close: what the client is still sending (the rest of a long line)
                # is read and dropped, so that no TCP reset destroys the answer on its way.
                client.shutdown(socket.SHUT_WR)
                client.settimeout(1)
                drained = 0
                while drained < DRAIN_LIMIT and (chunk := client.recv(1 << 16)):
                    drained += len(chunk)
            except OSError:
                pass

    return CanpolThreadWorker
