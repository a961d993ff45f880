"""Graph access: the Store interface and the backend chosen by configuration."""

from __future__ import annotations

from canpol.config import Settings
from canpol.errors import ConfigurationError

from .store import GraphInfo, Row, Store


def open_store(settings: Settings, read_only: bool = False) -> Store:
    """The store the settings name: remote when an endpoint is set, else embedded on disk.

    With `read_only` (commands that only read), an embedded store that another process is
    writing (a load) is read through its newest published snapshot, as the web app reads it."""
    if settings.endpoint:
        try:
            from .remote import RemoteStore
        except ImportError as error:  # pragma: no cover - the remote backend ships with canpol
            raise ConfigurationError(f"the remote backend is unavailable: {error}") from None
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


__all__ = ["GraphInfo", "Row", "Store", "open_store"]
