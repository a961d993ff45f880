"""Security headers on every response: a Content-Security-Policy without inline scripts,
nosniff, a referrer policy, and no framing by other sites."""

from __future__ import annotations

from flask import Flask, Response

# Scripts and styles come only from the app itself. Inline styles are allowed because the query
# editor's widgets set style attributes; inline scripts are not.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")

HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
}


def _add_headers(response: Response) -> Response:
    # The names the answer has, read in one pass: each `setdefault` of werkzeug's Headers scans
    # every header for its name, then `set` scans them again.
    headers = response.headers
    present = {name.lower() for name, _ in headers.items()}
    for name, value in HEADERS.items():
        if name.lower() not in present:
            headers.add(name, value)
    return response


def init_app(app: Flask) -> None:
    app.after_request(_add_headers)
