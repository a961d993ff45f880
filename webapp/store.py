"""The app's graph store, opened through the graph interface (`init_app` / `get_store`).

The app opens the store as a reader (`canpol.graph.open_reader`): on the embedded backend never the
primary store, which `canpol load` may be writing, but the newest published snapshot, read-only,
and again as soon as a load publishes a newer one (see graph/snapshots.py). One request sees one
store throughout.
"""

from __future__ import annotations

import threading

from flask import Flask, current_app, g

from canpol.graph import Store, open_reader

_lock = threading.Lock()


def init_app(app: Flask) -> None:
    """Register the store extension; the store opens on first use."""
    app.extensions["canpol.store"] = None


def get_store() -> Store:
    """The store for this request: the newest content readers may see."""
    if "canpol_store" in g:
        return g.canpol_store
    with _lock:
        store = current_app.extensions.get("canpol.store")
        if store is None or not store.is_current():
            switched = store is not None
            store = open_reader(current_app.config["CANPOL_SETTINGS"])
            limit = int(current_app.config.get("CANPOL_ENGINE_WARM_MB") or 0)
            if switched and (limit > 0 or int(current_app.config.get("CANPOL_DESCRIBE_GRAPHS") or 0)):
                # A worker's first store is warmed at its start (warming.open_store); a newer
                # snapshot's engine starts cold, and is warmed beside the requests.
                from .warming import warm_engine_in_background

                warm_engine_in_background(current_app._get_current_object(), store, limit)
        current_app.extensions["canpol.store"] = store
    g.canpol_store = store
    return store
