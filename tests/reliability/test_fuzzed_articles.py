"""Fuzzed article files (random bytes, truncated UTF-8, huge lines, nested markup, hostile front
matter and JSON): the reader yields documents or clear InputErrors, nothing else. The soak script
(bench/soak.py articles) loads 10,000 of them into a store."""

from __future__ import annotations

import random

from canpol.errors import InputError
from canpol.loaders.article.read import Document, read_document

from .fuzz import fuzzed_articles


def test_fuzzed_articles_give_documents_or_clear_errors():
    outcomes = {"documents": 0, "errors": 0}
    for name, raw in fuzzed_articles(random.Random(17), 600):
        suffix = name[name.rindex("."):]
        try:
            for item in read_document(raw, suffix, name):
                assert isinstance(item, (Document, InputError)), (name, item)
                outcomes["documents" if isinstance(item, Document) else "errors"] += 1
        except InputError as error:
            assert str(error).startswith(name), error
            outcomes["errors"] += 1
    assert outcomes["documents"] and outcomes["errors"]
