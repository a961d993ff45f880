"""Fixtures for the article loader tests (imported by them; not a conftest, whose name is taken)."""

from __future__ import annotations

import pytest
from article_kb import D, FakeKB


@pytest.fixture(scope="session")
def fake_kb():
    return FakeKB()


@pytest.fixture(scope="session")
def en_nlp():
    from canpol.loaders.article.nlp import pipeline

    return pipeline("en")


def extract_text(text, kb, date=None, **meta):
    """Run stages 2-5 on one invented text; returns the Extraction."""
    from canpol.loaders.article import extract_batch
    from canpol.loaders.article.read import Document, normalize_whitespace

    return extract_batch([Document(text=normalize_whitespace(text), date=date, **meta)], kb)[0]


@pytest.fixture
def extract(fake_kb):
    return lambda text, date=D(2020, 6, 18), **meta: extract_text(text, fake_kb, date, **meta)
