"""The app's graph store, opened through the graph interface (`init_app` / `get_store`).

With the embedded backend the app never opens the primary store (`canpol load` may be writing
it): it reads the newest published snapshot, read-only, and switches to a newer one as soon as a
load publishes it (see graph/snapshots.py). One request sees one snapshot throughout.
"""

from __future__ import annotations

import threading

from flask import Flask, current_app, g

from canpol.graph import Store, open_store
from canpol.graph.embedded import EmbeddedStore
from canpol.graph.snapshots import current_name

_lock = threading.Lock()


def init_app(app: Flask) -> None:
    """Register the store extension; the store opens on first use."""
    app.extensions["canpol.store"] = None


def get_store() -> Store:
    """The store for this request: the remote store, or a read-only view of the newest snapshot."""
    if "canpol_store" in g:
        return g.canpol_store
    settings = current_app.config["CANPOL_SETTINGS"]
    with _lock:
        store = current_app.extensions.get("canpol.store")
        if settings.endpoint:
            if store is None:
                store = open_store(settings)
        elif store is None or store.snapshot_name != current_name(settings.store_path):
            store = EmbeddedStore.open_snapshot(settings.store_path)
        current_app.extensions["canpol.store"] = store
    g.canpol_store = store
    return store
