"""The app's shared graph store: opened once per app, kept in `app.extensions`."""

from __future__ import annotations

from flask import Flask, current_app

from canpol.graph import Store, open_store


def init_app(app: Flask) -> None:
    """Register the store extension; the store opens on first use."""
    app.extensions["canpol.store"] = None


def get_store() -> Store:
    """The app's store, opened on first use from the app's settings."""
    store = current_app.extensions.get("canpol.store")
    if store is None:
        store = open_store(current_app.config["CANPOL_SETTINGS"])
        current_app.extensions["canpol.store"] = store
    return store
