"""The reference knowledge base: facts about the House of Commons (people, parties, ridings, offices, dates).

`build` derives the shipped fact files in `data/` from the public data beside the checkout;
`kb` reads them into an in-memory API for the extractor; `graph` turns them into RDF for the store.
"""

from __future__ import annotations


def load_reference(store, minter):
    """Build the reference graph from the shipped fact files and write it to `{base}graph/reference`."""
    from .graph import load_reference as _load

    return _load(store, minter)
