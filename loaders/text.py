"""Folding text for matching names: the reference KB's lookup key, and names without accents."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_DASHES = re.compile(r"\s*(?:--|-|—|–|‑)\s*")
_SPACES = re.compile(r"\s+")


@lru_cache(maxsize=200_000)
def fold(text: str) -> str:
    """The lookup key of a surface form: case, accents, ligatures, quotes, dashes and spaces folded
    ('Belœil—Chambly' and 'Beloeil--Chambly' are one key). The reference KB's lookups use it.
    (loaders/reference/build.py keeps a fold of its own that drops U+0092, the cp1252 apostrophe
    an Elections Canada file writes in 'Île d\x92Orléans', instead of reading it as "'"; sharing
    this one would change the shipped facts.)"""
    if not text.isascii():
        text = text.replace("œ", "oe").replace("Œ", "OE").replace("’", "'").replace("\x92", "'")
        text = _DASHES.sub("-", text)
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    elif "-" in text:
        text = _DASHES.sub("-", text)
    return _SPACES.sub(" ", text.lower()).strip()


def without_accents(text: str) -> str:
    """Accents off, case kept ('Montréal' -> 'Montreal'), for matching names as reporters spell
    them with a case-sensitive matcher; any other character outside ASCII is dropped."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
