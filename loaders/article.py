"""Article loading (issue: article loader). Placeholder registry until the extractor lands."""

from __future__ import annotations

from pathlib import Path

from canpol.errors import InputError

ARTICLE_EXTENSIONS = {".txt", ".md", ".html", ".htm", ".json", ".jsonl"}


def load_article_file(store, path: Path, minter, *, graph_iri=None):
    raise InputError(f"{path}: the article loader is not available yet")
