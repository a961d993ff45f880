"""The canpol web app: SPARQL endpoint, linked entity pages, search, export (Flask app factory)."""

from __future__ import annotations

import os

from flask import Flask

from canpol.config import Settings

# Defaults of the web app's own settings; each can be overridden by a CANPOL_* variable of the
# same name or by `test_config`.
DEFAULTS = {
    "CANPOL_QUERY_TIMEOUT": 10.0,  # seconds before a query's evaluation is killed
    "CANPOL_ROW_CAP": 10_000,  # rows (or triples) a /sparql answer holds at most, announced
    "CANPOL_MAX_BODY": 1_000_000,  # bytes of a request body; more gets 413
    "CANPOL_QUERY_WORKERS": 2,  # query slots (worker processes) per web process
    "CANPOL_LONG_QUERIES": 4,  # extra slots per web process for queries past CANPOL_LONG_AFTER
    "CANPOL_LONG_AFTER": 0.5,  # seconds after which a query is long: lowest CPU priority, a long slot
    "CANPOL_QUERY_QUEUE": 16,  # queries waiting for a slot per web process; more get 503
    "CANPOL_QUEUE_TIMEOUT": 5.0,  # seconds a query may wait for a slot; then 503
    "CANPOL_CLIENT_QUERIES": 4,  # queries (running or waiting) of one client address per web process; 0: no limit
    "CANPOL_QUERY_MEMORY_MB": 4096,  # address space of a query worker; 0 for no cap
    "CANPOL_PAGE_CACHE_MB": 64,  # rendered pages kept per snapshot, shared by the web workers; 0 for none
    "CANPOL_ANSWER_CACHE_MB": 64,  # /sparql answers kept per snapshot, shared by the web workers; 0 for none
    "CANPOL_PAGE_WARM": 100,  # most-linked resources rendered into a new snapshot's page cache; 0 for none
    "CANPOL_ENGINE_WARM_MB": 1024,  # web workers read the term strings of a snapshot up to this size into their engine's cache; 0: never
    "CANPOL_WARM_CLASS_PAGES": 40,  # classes of which each web worker renders one page at start (code paths, copied memory); 0: none
    "CANPOL_DESCRIBE_GRAPHS": 1,  # 1: each web worker describes every named graph of its snapshot ahead; 0: not
    "CANPOL_LIST_PAGE": 100,  # items of a long list (a source's claims, a party's members...) one page shows
    "CANPOL_SERVER_TIMING": 0,  # 1: a Server-Timing header on every response (app, CPU, engine, templates)
}


def _from_env(name: str, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return type(default)(raw)
    except ValueError:
        from canpol.errors import ConfigurationError

        raise ConfigurationError(f"{name}={raw!r} is not a valid {type(default).__name__}") from None


def create_app(test_config: dict | None = None) -> Flask:
    """Build the app. Settings come from CANPOL_* variables unless `test_config` gives them."""
    app = Flask(__name__)
    app.config.from_mapping(CANPOL_SETTINGS=None)
    app.config.update({name: _from_env(name, default) for name, default in DEFAULTS.items()})
    if test_config:
        app.config.update(test_config)
    if app.config["CANPOL_SETTINGS"] is None:
        app.config["CANPOL_SETTINGS"] = Settings.from_env()
    # Flask refuses larger bodies with 413 before any view reads them.
    app.config["MAX_CONTENT_LENGTH"] = int(app.config["CANPOL_MAX_BODY"])
    app.config["MAX_FORM_MEMORY_SIZE"] = int(app.config["CANPOL_MAX_BODY"])
    app.jinja_env.autoescape = True

    from . import attribution, errors, i18n, limits, pages, security, servertiming, site, sparql, store, templateimports

    templateimports.init_app(app)
    store.init_app(app)
    i18n.init_app(app)
    attribution.init_app(app)
    errors.init_app(app)
    security.init_app(app)
    app.register_blueprint(sparql.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(site.bp)
    limits.init_app(app)
    servertiming.init_app(app)  # last: outermost, so its time holds the limits' checks too
    return app
