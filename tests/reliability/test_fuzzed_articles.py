"""Fuzzed article files (random bytes, truncated UTF-8, huge lines, nested markup, hostile front
matter and JSON): the reader yields documents or clear InputErrors, nothing else. The soak script
(bench/soak.py articles) loads 10,000 of them into a store."""

from __future__ import annotations

import random

import pytest

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


def test_an_article_over_the_length_the_parser_takes_is_a_clear_error():
    # Under the byte limit, over what spaCy accepts: it must not stop the whole load.
    raw = ("word " * 250_000).encode()
    with pytest.raises(InputError, match="character"):
        list(read_document(raw, ".txt", "long.txt"))
