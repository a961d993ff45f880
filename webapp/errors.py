"""The one error shape of the whole app: a short message with the right status code, negotiated
like every other answer (plain text by default, an HTML page for browsers, JSON for clients that
ask for JSON), never internals.

The plain-text and JSON messages are English whatever the reader's language: programs match on
them, so they stay the same from one deployment and one reader to the next. The HTML page is for
people: it says what happened in the reader's language (PAGE_TEXT, through the message catalogs)
and shows the view's own message, when there is one, as a detail marked lang="en"."""

from __future__ import annotations

import json

from flask import Flask, Response, render_template, request
from flask_babel import lazy_gettext
from werkzeug.exceptions import HTTPException, InternalServerError

# Short messages for the statuses the app answers with; a view's own description wins.
MESSAGES = {
    400: "bad request",
    403: "forbidden",
    404: "not found",
    405: "method not allowed",
    406: "none of the formats in the Accept header can be served",
    413: "request body too large",
    414: "request line too long",
    415: "unsupported content type",
    429: "too many requests at once from this address; try again shortly",
    431: "request headers too large",
    500: "internal error",
    503: "service unavailable, try again shortly",
    504: "the query ran out of time and was stopped",
}


# What the HTML error page says, in the reader's language.
PAGE_TEXT = {
    400: (lazy_gettext("Bad request"), lazy_gettext("The address or the form holds something this page cannot use.")),
    403: (lazy_gettext("Forbidden"), lazy_gettext("This address may not be used this way.")),
    404: (lazy_gettext("Not found"), lazy_gettext("Nothing is at this address.")),
    405: (lazy_gettext("Method not allowed"), lazy_gettext("This address does not answer this kind of request.")),
    406: (lazy_gettext("Format not available"), lazy_gettext("None of the formats your browser asks for can be served here.")),
    413: (lazy_gettext("Request too large"), lazy_gettext("What was sent is larger than this site accepts.")),
    414: (lazy_gettext("Address too long"), lazy_gettext("The address is longer than this site accepts.")),
    415: (lazy_gettext("Unsupported content type"), lazy_gettext("What was sent is in a format this address does not read.")),
    429: (lazy_gettext("Too many requests"), lazy_gettext("Too many requests at once from your address; try again shortly.")),
    431: (lazy_gettext("Request headers too large"), lazy_gettext("The request's headers are larger than this site accepts.")),
    500: (lazy_gettext("Internal error"), lazy_gettext("Something went wrong on our side; it has been logged.")),
    503: (lazy_gettext("Service unavailable"), lazy_gettext("The site is busy or restarting; try again shortly.")),
    504: (lazy_gettext("Out of time"), lazy_gettext("The query ran out of time and was stopped.")),
}


class ApiError(HTTPException):
    """An error with a status and a message meant for the person who sent the request."""

    def __init__(self, code: int, message: str, headers: dict | None = None):
        super().__init__(description=message)
        self.code = code
        self.extra_headers = headers or {}


ERROR_MEDIA = ("text/plain", "text/html", "application/json")


def error_media() -> str:
    """The media type of an error answer for this request: the one the client prefers among
    ERROR_MEDIA, plain text unless it prefers another strictly (`*/*` gets text); JSON too for the
    `.json` routes, which always answer JSON."""
    accept = request.accept_mimetypes
    if request.path.endswith(".json"):
        return "application/json"
    best = accept.best_match(ERROR_MEDIA, default="text/plain")
    return best if accept[best] > accept["text/plain"] else "text/plain"


def error_document(code: int, message: str) -> dict:
    """The JSON form of an error: {"error": {"status": 404, "message": "not found"}}."""
    return {"error": {"status": code, "message": message}}


def error_response(code: int, message: str | None = None, headers: dict | None = None) -> Response:
    """The app's error answer: `message` as text/plain, a small HTML page for browsers, or
    error_document() for clients that ask for JSON."""
    own = message  # the view's own message, if any
    message = message or MESSAGES.get(code, "error")
    media = error_media()
    if media == "text/html":
        title, text = PAGE_TEXT.get(code, (None, None))
        body = render_template("error.html", code=code, title=title, text=text,
                               detail=own or (None if text else message))
        response = Response(body, status=code, mimetype="text/html")
    elif media == "application/json":
        body = json.dumps(error_document(code, message.rstrip("\n")), ensure_ascii=False)
        response = Response(body + "\n", status=code, mimetype="application/json")
    else:
        response = Response(message.rstrip("\n") + "\n", status=code, mimetype="text/plain")
    for name, value in (headers or {}).items():
        response.headers[name] = value
    response.vary.add("Accept")
    response.headers["Cache-Control"] = "no-store"
    return response


def _handle_http(error: HTTPException) -> Response:
    if isinstance(error, InternalServerError):
        return _handle_unexpected(error)
    headers = dict(getattr(error, "extra_headers", {}) or {})
    # Keep headers werkzeug computes (Allow on 405, WWW-Authenticate ...), not its HTML body.
    for name, value in error.get_headers():
        if name.lower() != "content-type":
            headers.setdefault(name, value)
    # A view's own message (ApiError, or abort(code, description=...)) wins over the status's;
    # werkzeug's stock description of the status is not one.
    description = error.description if isinstance(error, ApiError) or \
        error.description != type(error).description else None
    if description is None and error.code not in MESSAGES:
        description = error.name.lower()
    return error_response(error.code or 500, description, headers)


def _handle_unexpected(error: Exception) -> Response:
    # The traceback goes to the log; the client gets no internals.
    from flask import current_app

    original = getattr(error, "original_exception", None) or error
    if not isinstance(original, HTTPException):
        current_app.logger.error("unhandled error on %s", request.path, exc_info=original)
    return error_response(500)


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, _handle_http)
    app.register_error_handler(Exception, _handle_unexpected)
