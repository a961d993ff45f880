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


def _through_kb(read):
    """A runner of the paraphrase suite with the reference KB, and `run(lang, text, published)` ->
    `read` of what the real extractor gives for one article written in a test."""
    from conftest import require
    from paraphrases import Case, Runner

    runner = Runner()
    require(runner.kb_keys is not None, "the reference KB is not built")

    def run(lang: str, text: str, published):
        return read(runner.run(Case("written", lang, "probe", 1, "probe", published, text, [], None, True)))

    return runner, run


@pytest.fixture(scope="module")
def events_through_kb():
    """`events(lang, text, published)` -> the predicted events (kind, agents, targets, date)."""
    runner, events = _through_kb(lambda outcome: outcome.predicted_events)
    yield events
    runner.close()


@pytest.fixture(scope="module")
def motions_through_kb():
    """`motions(lang, text, published)` -> the predicted motions."""
    runner, motions = _through_kb(lambda outcome: outcome.predicted_motions)
    yield motions
    runner.close()


@pytest.fixture(scope="module")
def links_through_kb():
    """`links(lang, text, published)` -> the KB keys the article links (canpol:mentions), as scored."""
    runner, links = _through_kb(lambda outcome: outcome.predicted_links)
    yield links
    runner.close()


@pytest.fixture(scope="module")
def agents_of(events_through_kb):
    """`agents(lang, text, published)` -> [(kind, sorted agents)] of the predicted events."""
    def agents(lang: str, text: str, published) -> list[tuple[str, list[str]]]:
        return [(e.type, sorted(e.agents)) for e in events_through_kb(lang, text, published)]

    return agents
