"""Graph access: the Store interface and the backend chosen by configuration."""

from __future__ import annotations

from canpol.config import Settings
from canpol.errors import ConfigurationError

from .store import GraphInfo, Row, Store


def open_store(settings: Settings) -> Store:
    """The store the settings name: remote when an endpoint is set, else embedded on disk."""
    if settings.endpoint:
        try:
            from .remote import RemoteStore
        except ImportError as error:  # pragma: no cover - the remote backend ships with canpol
            raise ConfigurationError(f"the remote backend is unavailable: {error}") from None
        return RemoteStore.from_settings(settings)
    from .embedded import EmbeddedStore

    return EmbeddedStore(settings.store_path)


__all__ = ["GraphInfo", "Row", "Store", "open_store"]
