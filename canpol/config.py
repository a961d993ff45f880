"""Settings shared by the CLI and the web app, read from options first, then CANPOL_* variables."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_BASE = "https://w3id.org/canpol/"
DEFAULT_STORE = "./canpol-data"


@dataclass(frozen=True)
class Settings:
    """Where the graph lives and under which base its IRIs are minted.

    `endpoint` set means the remote backend; otherwise the embedded store at `store_path`.
    """

    store_path: Path = field(default_factory=lambda: Path(DEFAULT_STORE))
    endpoint: str | None = None
    update_endpoint: str | None = None
    user: str | None = None
    password: str | None = None
    base: str = DEFAULT_BASE

    @classmethod
    def from_env(cls, environ: os._Environ | dict | None = None, **overrides) -> "Settings":
        """Settings from CANPOL_* variables, with explicit (non-None) overrides winning."""
        env = os.environ if environ is None else environ
        values = {
            "store_path": Path(env.get("CANPOL_STORE", DEFAULT_STORE)),
            "endpoint": env.get("CANPOL_ENDPOINT") or None,
            "update_endpoint": env.get("CANPOL_UPDATE_ENDPOINT") or None,
            "user": env.get("CANPOL_USER") or None,
            "password": env.get("CANPOL_PASSWORD") or None,
            "base": env.get("CANPOL_BASE", DEFAULT_BASE),
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        if isinstance(values["store_path"], str):
            values["store_path"] = Path(values["store_path"])
        return cls(**values)
