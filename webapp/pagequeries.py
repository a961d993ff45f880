"""Loads the SPARQL of the entity and site pages from queries/pages/*.rq by name.

Values go in as bindings (a VALUES block the store puts first inside WHERE). The queries are plain
joins, which the engine answers from the bound value whatever the binding scheme, and paging
reads a streamed answer instead of pasting LIMIT/OFFSET numbers into query text.
"""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def load_query(name: str) -> str:
    """The text of queries/pages/`name`.rq."""
    return (resources.files("canpol.webapp") / "queries" / "pages" / f"{name}.rq").read_text(
        encoding="utf-8")
