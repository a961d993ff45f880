"""Graph access: the Store interface and the backend chosen by configuration."""

from __future__ import annotations

from canpol.config import Settings

from .store import GraphInfo, Row, Store


def open_store(settings: Settings) -> Store:
    """The store the settings name: remote when an endpoint is set, else embedded on disk."""
    if settings.endpoint:
        from .remote import RemoteStore

        return RemoteStore.from_settings(settings)
    from .embedded import EmbeddedStore

    return EmbeddedStore(settings.store_path)


def open_reader(settings: Settings) -> Store:
    """The store a reader that runs beside writers (the web app) opens: the server itself when an
    endpoint is set, else the newest published snapshot of the embedded store, read-only (made
    first when there is none). Open it again once `is_current()` turns False."""
    if settings.endpoint:
        return open_store(settings)
    from .embedded import EmbeddedStore

    return EmbeddedStore.open_snapshot(settings.store_path)


__all__ = ["GraphInfo", "Row", "Store", "open_reader", "open_store"]
