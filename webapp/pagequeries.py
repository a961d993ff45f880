"""Loads the SPARQL of the entity and site pages from queries/pages/*.rq by name.

Values go in as bindings, which become a trailing VALUES clause. SPARQL joins that clause AFTER
grouping, so no page query aggregates over a bound variable, and paging reads a streamed answer
instead of pasting LIMIT/OFFSET numbers into query text.
"""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def load_query(name: str) -> str:
    """The text of queries/pages/`name`.rq."""
    return (resources.files("canpol.webapp") / "queries" / "pages" / f"{name}.rq").read_text(
        encoding="utf-8")
