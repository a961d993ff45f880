"""Minting canpol's deterministic, ASCII-only IRIs (docs/architecture.md §4) under a configurable base."""

from __future__ import annotations

import hashlib
import re
import unicodedata

from rdflib import URIRef

from canpol.config import DEFAULT_BASE


def slugify(text: str) -> str:
    """'Émile Côté-Roy' -> 'emile-cote-roy'; accents folded, anything else non-alphanumeric dropped."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")


def short_hash(text: str, length: int = 16) -> str:
    """First `length` hex digits of the SHA-256 of `text` (source and membership keys)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:length]


class IriMinter:
    """Mints resource and graph IRIs under one base, e.g. https://w3id.org/canpol/id/party/ndp."""

    def __init__(self, base: str = DEFAULT_BASE):
        self.base = base if base.endswith("/") else base + "/"

    def resource(self, kind: str, *keys: str) -> URIRef:
        """`{base}id/{kind}/{key}/...`; keys are used as given (callers slugify names)."""
        return URIRef(f"{self.base}id/{kind}/" + "/".join(keys))

    def graph(self, name: str) -> URIRef:
        """`{base}graph/{name}`, the IRI of a named graph (a source's claims, the reference KB)."""
        return URIRef(f"{self.base}graph/{name}")

    def source(self, url_or_text: str) -> URIRef:
        """The IRI of a source, keyed by the hash of its URL (or its text when it has none)."""
        return self.resource("source", short_hash(url_or_text))

    def source_graph(self, url_or_text: str) -> URIRef:
        """The named graph holding one source's claims."""
        return self.graph("source/" + short_hash(url_or_text))
