"""Motion coreference (loaders/article/motion_reference.py): which motion told before a mention takes up."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from canpol.loaders.article import motion_reference as reference
from canpol.loaders.article.discourse import Discourse, Motion
from canpol.loaders.article.nlp import pipeline


def _member(key: str):
    return SimpleNamespace(key=key)


def _discourse(*motions: Motion, now: int = 3) -> Discourse:
    d = Discourse()
    d.motions.extend(motions)
    d.sentence_no = now
    return d


def _told(motion: Motion, seen: int, *kinds: str) -> Motion:
    motion.seen, motion.named = seen, set(kinds)
    return motion


def test_one_motion_in_reach_is_taken_up():
    motion = _told(Motion(0, 10), 2, "motion")
    assert reference.antecedent(_discourse(motion), None) is motion
    assert reference.antecedent(_discourse(motion), "motion") is motion


def test_a_motion_out_of_reach_is_not_taken_up():
    motion = _told(Motion(0, 10), 0, "motion")
    assert reference.antecedent(_discourse(motion, now=5), None) is None


def test_two_motions_no_cue_take_up_none():
    first, second = _told(Motion(0, 10), 2, "motion"), _told(Motion(11, 20), 3, "motion")
    d = _discourse(first, second)
    assert reference.antecedent(d, "motion") is None
    assert reference.antecedent(d, None) is None
    assert reference.ambiguous(d, None)


def test_the_kind_of_the_mention_tells_a_bill_from_a_motion():
    bill, motion = _told(Motion(0, 10), 2, "bill"), _told(Motion(11, 20), 3, "motion")
    d = _discourse(bill, motion)
    assert reference.antecedent(d, "bill") is bill
    assert reference.antecedent(d, "motion") is motion
    assert not reference.ambiguous(d, "bill")


def test_the_owner_tells_two_motions_apart():
    first = _told(Motion(0, 10, mover=_member("a")), 2, "motion")
    second = _told(Motion(11, 20, mover=_member("b")), 3, "motion")
    d = _discourse(first, second)
    assert reference.antecedent(d, "motion", "a") is first
    assert reference.antecedent(d, "motion", "b") is second
    assert reference.antecedent(d, "motion", "c") is None  # nobody's motion of the two


def test_a_request_takes_up_only_a_request_for_consent():
    voted = _told(Motion(0, 10), 2, "motion")
    asked = _told(Motion(11, 20, unanimous=True), 3, "request")
    unanimous_vote = _told(Motion(21, 30, unanimous=True, unanimity_only=True), 3, "motion")
    assert reference.antecedent(_discourse(voted, asked), "request") is asked
    assert reference.antecedent(_discourse(voted, unanimous_vote), "request") is None


def test_a_motion_told_aside_is_not_the_story_s():
    story = _told(Motion(0, 10), 2, "motion")
    similar = _told(Motion(11, 20, outcome="Negatived"), 3, "motion")
    similar.aside = True
    assert reference.antecedent(_discourse(story, similar), "motion") is story
    assert reference.antecedent(_discourse(similar), "motion") is similar  # alone, it is what is in reach


def test_a_motion_decided_otherwise_cannot_be_the_one_decided_now():
    passed = _told(Motion(0, 10, outcome="Adopted", yeas=180, nays=140), 2, "motion")
    undecided = _told(Motion(11, 20), 3, "motion")
    d = _discourse(passed, undecided)
    assert reference.antecedent(d, None, decided=("Negatived", (100, 220))) is undecided
    assert reference.antecedent(d, None, decided=("Adopted", (100, 220))) is undecided  # another tally
    assert reference.antecedent(d, None, decided=("Adopted", None)) is None  # either may have passed


@pytest.fixture(scope="module")
def parse():
    models = {lang: pipeline(lang) for lang in ("en", "fr")}
    return lambda lang, text: models[lang](text)


@pytest.mark.parametrize("lang, text, word, expected", [
    ("en", "The bill had been introduced by a Liberal.", "bill", True),
    ("en", "Her request was denied.", "request", True),
    ("en", "Smith's motion passed.", "motion", True),
    ("en", "A motion passed.", "motion", False),
    ("en", "Another motion passed.", "motion", False),
    ("en", "The report was tabled.", "report", False),
    ("fr", "Le texte avait été présenté par un libéral.", "texte", True),
    ("fr", "La demande a été accordée.", "demande", True),
    ("fr", "Une motion a été adoptée.", "motion", False),
    ("fr", "Une autre motion a été adoptée.", "motion", False),
])
def test_what_can_take_up_a_motion(parse, lang, text, word, expected):
    doc = parse(lang, text)
    tok = next(t for t in doc if t.lower_ == word)
    assert reference.is_mention(tok) is expected


@pytest.mark.parametrize("lang, text, word, kind", [
    ("en", "The bill passed.", "bill", "bill"),
    ("en", "The motion passed.", "motion", "motion"),
    ("en", "The request died.", "request", "request"),
    ("en", "The text passed.", "text", None),
    ("fr", "Le projet de loi a été adopté.", "projet", "bill"),
    ("fr", "La demande a été refusée.", "demande", "request"),
])
def test_what_a_mention_calls_the_motion(parse, lang, text, word, kind):
    doc = parse(lang, text)
    assert reference.mention_kind(next(t for t in doc if t.lower_ == word)) == kind


def test_the_latter_even_cut_in_three(parse):
    doc = parse("fr", "Celle-ci a été adoptée.")
    assert reference.latter(doc[0])
    assert not reference.latter(parse("fr", "Elle a été adoptée.")[0])
