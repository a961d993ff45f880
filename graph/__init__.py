"""Graph access: the Store interface and the backend chosen by configuration."""

from __future__ import annotations

from canpol.config import Settings

from .store import GraphInfo, Row, Store


def open_store(settings: Settings, read_only: bool = False) -> Store:
    """The store the settings name: remote when an endpoint is set, else embedded on disk.

    With `read_only` (commands that only read), an embedded store that another process is
    writing (a load) is read through its newest published snapshot, as the web app reads it."""
    if settings.endpoint:
        from .remote import RemoteStore

        return RemoteStore.from_settings(settings)
    from canpol.errors import StoreError

    from . import snapshots
    from .embedded import EmbeddedStore

    try:
        return EmbeddedStore(settings.store_path)
    except StoreError:
        if not read_only or snapshots.current_name(settings.store_path) is None:
            raise
    import sys

    print("canpol: the store is being written (a load is running?); reading its last published "
          "snapshot", file=sys.stderr, flush=True)
    return EmbeddedStore.open_snapshot(settings.store_path)


def open_reader(settings: Settings) -> Store:
    """The store a reader that runs beside writers (the web app) opens: the server itself when an
    endpoint is set, else the newest published snapshot of the embedded store, read-only (made
    first when there is none). Open it again once `is_current()` turns False."""
    if settings.endpoint:
        return open_store(settings)
    from .embedded import EmbeddedStore

    return EmbeddedStore.open_snapshot(settings.store_path)


__all__ = ["GraphInfo", "Row", "Store", "open_reader", "open_store"]
