"""webapp/flaskcontext.py reads the same request and `g` as Flask's proxies, and fails as they
fail outside a context."""

from __future__ import annotations

import pytest
from flask import g, request

from canpol.webapp.flaskcontext import current_globals, current_request


def test_the_request_and_globals_are_flasks_own(app):
    with app.test_request_context("/page/person/x?lang=fr", base_url="http://localhost/canpol"):
        assert current_request() is request._get_current_object()
        assert current_request().script_root == "/canpol"
        assert current_globals() is g._get_current_object()
    with app.app_context():  # an app context alone: globals, no request
        assert current_globals() is g._get_current_object()
        with pytest.raises(RuntimeError):
            current_request()


def test_outside_any_context_they_fail_as_the_proxies_do():
    for read, proxy in ((current_request, lambda: request.environ), (current_globals, lambda: g.x)):
        with pytest.raises(RuntimeError):
            proxy()
        with pytest.raises(RuntimeError):
            read()
