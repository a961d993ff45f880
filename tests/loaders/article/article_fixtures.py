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


@pytest.fixture(scope="module")
def events_through_kb():
    """The events the real extractor finds, with the reference KB, in one article written in a test:
    `events(lang, text, published)` -> the predicted events (kind, agents, targets, date)."""
    from conftest import require
    from paraphrases import Case, Runner

    runner = Runner()
    require(runner.kb_keys is not None, "the reference KB is not built")

    def events(lang: str, text: str, published):
        case = Case("written", lang, "probe", 1, "probe", published, text, [], None, True)
        return runner.run(case).predicted_events

    yield events
    runner.close()
