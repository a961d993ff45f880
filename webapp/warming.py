"""Warms the shared page cache of a new snapshot: on the first page that misses, one web worker
(whichever claims the snapshot first, see webapp/pagecache.py) renders, in a background thread at
the lowest CPU priority, the HTML page and Turtle document of the resources most linked to (the
hubs: parties, ridings, the House, whose pages cost the most), so readers find them in the cache.
Bounded by CANPOL_PAGE_WARM resources (0: no warming); the requests go through the app itself,
exactly as a reader's would.
"""

from __future__ import annotations

import logging
import os
import threading

from flask import current_app

from canpol.errors import CanpolError

from .linked import path_for_iri
from .pagecache import app_cache
from .pagequeries import load_query

log = logging.getLogger(__name__)
_lock = threading.Lock()
_started: set[str] = set()  # snapshots this process has tried to claim


def start(snapshot: str) -> bool:
    """Start warming `snapshot` in the background unless a worker already did; True if this call
    started it."""
    count = int(current_app.config.get("CANPOL_PAGE_WARM") or 0)
    with _lock:
        if count <= 0 or snapshot in _started:
            return False
        _started.add(snapshot)
    cache = app_cache()
    if cache is None or not cache.claim(snapshot, "warm"):
        return False
    app = current_app._get_current_object()
    threading.Thread(target=_warm, args=(app, count), name="canpol-page-warming", daemon=True).start()
    return True


def most_linked_paths(store, base: str, count: int) -> list[str]:
    """Page paths of the `count` resources under the base with the most statements linking to them."""
    paths = []
    for row in store.iter_select(load_query("most_linked")):
        path = path_for_iri(base, str(row["o"]))
        if path is not None:
            paths.append(path)
            if len(paths) == count:
                break
    return paths


def _warm(app, count: int) -> None:
    try:
        # Linux gives each thread its own priority: this one yields to every request.
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
    except (OSError, AttributeError):
        pass
    try:
        with app.app_context():
            from .store import get_store

            paths = most_linked_paths(get_store(), app.config["CANPOL_SETTINGS"].base, count)
        client = app.test_client()
        for path in paths:
            client.get(f"/page/{path}", headers={"Accept": "text/html"})
            client.get(f"/data/{path}.ttl")
        log.info("page cache warmed with %d resources", len(paths))
    except (CanpolError, OSError) as error:  # a store replaced or gone meanwhile: warming is only a help
        log.warning("page cache warming stopped: %s", error)
