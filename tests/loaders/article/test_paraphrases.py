"""The paraphrase suite (issue 13, item 3): every case of paraphrases/en.yaml and fr.yaml through the
real extractor, the way `canpol eval` loads an article (see paraphrases/__init__.py).

A case fails when an expected event or motion is missing or has other arguments, or when `only` is
set and anything else was produced. Cases that fail on today's extractor are listed in
paraphrases/known_failures.txt and marked xfail(strict=True): a listed case that starts passing
fails the run, so the list must shrink with every fix (regenerate it with
`python -m tests.loaders.article.paraphrases --write-known-failures`).
"""

from __future__ import annotations

import pytest

from conftest import require
from paraphrases import (DataError, Runner, data_problems, describe, known_failures, load_cases,
                         missing_forms, LANGUAGES, KINDS, MIN_CASES)

CASES = load_cases()
KNOWN = known_failures()

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB


@pytest.fixture(scope="module")
def runner():
    """One store and the pipelines/KB loaded once for every case (the extractor caches both)."""
    from canpol.errors import ConfigurationError
    from canpol.loaders.article.nlp import pipeline

    for lang in LANGUAGES:
        try:
            pipeline(lang)  # the extractor's own loader: the same pinned pipelines `canpol eval` uses
        except ConfigurationError as missing:
            require(False, str(missing))
    r = Runner()
    require(r.kb_keys is not None, "the reference KB is not built")
    yield r
    r.close()


def test_every_kind_has_enough_cases_in_both_languages():
    for lang in LANGUAGES:
        for kind in KINDS:
            assert len([c for c in CASES if c.lang == lang and c.kind == kind]) >= MIN_CASES, (lang, kind)


def test_every_kind_is_tried_in_every_required_construction():
    assert not missing_forms(CASES)


def test_known_failures_name_real_cases():
    # A stale id (a renamed case) would silently stop marking anything.
    assert KNOWN <= {c.id for c in CASES}, sorted(KNOWN - {c.id for c in CASES})


def test_expectations_agree_with_the_reference_kb():
    """Keys exist, each person sat in the House that day, dates are the day the text states."""
    from canpol.config import DEFAULT_BASE
    from canpol.loaders.reference.kb import load_kb

    kb = load_kb(DEFAULT_BASE)
    problems = [f"{c.id}: {p}" for c in CASES for p in data_problems(c, kb)]
    assert not problems, "\n".join(problems)


def test_a_bad_data_file_is_refused(tmp_path, monkeypatch):
    import paraphrases

    (tmp_path / "en.yaml").write_text("expulsion: []\n", encoding="utf-8")
    monkeypatch.setattr(paraphrases, "HERE", tmp_path)
    with pytest.raises(DataError, match="missing or unknown"):
        paraphrases.load_cases("en")


@pytest.mark.parametrize("case", [
    pytest.param(c, id=c.id, marks=[pytest.mark.xfail(strict=True, reason="known failure")] if c.id in KNOWN else [])
    for c in CASES])
def test_paraphrase(runner, case):
    outcome = runner.run(case)
    assert outcome.passed, describe(outcome)


# Typography invariance: what a case says does not depend on how a page typesets it. Every fifth
# passing case is run again set in one page style of canpol.loaders.typeset (curly quotes and
# apostrophes, guillemets tight or with no-break spaces, soft hyphens and zero-width spaces), the
# styles taken in turn, and must still pass (`python -m tests.loaders.article.paraphrases --typeset
# STYLE` runs them all in one style).
def _typeset_sample():
    from canpol.loaders.typeset import STYLES

    passing = [c for c in CASES if c.id not in KNOWN]
    return [(c, STYLES[n % len(STYLES)]) for n, c in enumerate(passing[::5])]


@pytest.mark.parametrize("case, style", [pytest.param(c, s, id=f"{s}-{c.id}") for c, s in _typeset_sample()])
def test_paraphrase_typeset(runner, case, style):
    runner.typeset = style
    try:
        outcome = runner.run(case)
    finally:
        runner.typeset = None
    assert outcome.passed, f"set in the page style {style!r}: " + describe(outcome)
