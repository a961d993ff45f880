"""The canpol web app: SPARQL endpoint, linked entity pages, search, export (Flask app factory)."""

from __future__ import annotations

from flask import Flask

from canpol.config import Settings


def create_app(test_config: dict | None = None) -> Flask:
    """Build the app. Settings come from CANPOL_* variables unless `test_config` gives them."""
    app = Flask(__name__)
    app.config.from_mapping(CANPOL_SETTINGS=None)
    if test_config:
        app.config.update(test_config)
    if app.config["CANPOL_SETTINGS"] is None:
        app.config["CANPOL_SETTINGS"] = Settings.from_env()

    from . import store

    store.init_app(app)
    return app
