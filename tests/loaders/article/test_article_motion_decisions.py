"""A motion's decision read from all its cues: the verb and its polarity, who won, the tally's side, modality.

A tally told in news puts the winning side first ("defeated 84 to 82"), a transcript the yeas; the side
comes from the clause's verb, never from the order of the numbers alone. Sentences of our own.
"""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import motions_through_kb  # noqa: F401 - the fixture

DAY = dt.date(2019, 4, 11)  # a Thursday: "Wednesday" is 2019-04-10


def _decided(motions):
    return [(m.outcome, m.yeas, m.nays) for m in motions if m.outcome is not None]


@pytest.mark.parametrize("lang, text, yeas, nays", [
    # the verb of defeat is the reading's, not the bill's: the clause that counts still tells the side
    ("en", "On Wednesday, the second reading of a Conservative bill on rail safety was defeated 151 to 149.", 149, 151),
    ("en", "The bill fell 120 to 118 at third reading on Wednesday.", 118, 120),
    ("en", "MPs voted 153 to 151 against the bill on Wednesday.", 151, 153),
    ("fr", "La motion du Bloc a été rejetée mercredi par 200 voix contre 101.", 101, 200),
])
def test_a_defeat_counted_winner_first_gives_the_nays_the_larger_number(motions_through_kb, lang, text, yeas, nays):
    assert _decided(motions_through_kb(lang, text, DAY)) == [("Negatived", yeas, nays)]


@pytest.mark.parametrize("lang, text", [
    ("en", "The motion was carried 84 to 82 on Wednesday."),
    ("en", "The House passed the motion on Wednesday by a vote of 139 to 133."),
])
def test_an_adoption_counted_gives_the_yeas_the_larger_number(motions_through_kb, lang, text):
    [(outcome, yeas, nays)] = _decided(motions_through_kb(lang, text, DAY))
    assert outcome == "Adopted" and yeas > nays


@pytest.mark.parametrize("lang, text", [
    # a tally told without its side decides nothing
    ("en", "The vote on the Bloc motion on Wednesday was 156-145."),
    # a vote still to come, or only supposed
    ("en", "The opposition motion on pharmacare is expected to be defeated 160 to 140 on Thursday."),
    ("en", "The opposition could have defeated the bill 150 to 140 on Wednesday if every member had shown up."),
    ("en", "The House will vote on the Conservative motion next week."),
    ("fr", "Le projet de loi devrait être rejeté par 160 voix contre 140 jeudi."),
    # the government lost, and the text does not say on whose motion
    ("en", "On Wednesday the Bloc sided with the Tories, and the government was beaten 141 to 126."),
    # a party lost a vote: its own motion or the other side's, the text does not say
    ("en", "The Liberals lost the vote 150-140 on Wednesday."),
])
def test_no_decision_when_the_side_or_the_fact_is_not_told(motions_through_kb, lang, text):
    assert _decided(motions_through_kb(lang, text, DAY)) == []


def test_a_side_less_tally_takes_the_side_a_later_sentence_tells(motions_through_kb):
    text = "MPs voted on the Bloc motion on Wednesday. The tally was 156-145. The motion was defeated."
    assert _decided(motions_through_kb("en", text, DAY)) == [("Negatived", 145, 156)]


@pytest.mark.parametrize("lang, text, outcome", [
    ("en", "The opposition parties defeated the government on a non-confidence motion on Wednesday.", "Adopted"),
    ("fr", "Le gouvernement minoritaire a été renversé mercredi sur une motion de censure.", "Adopted"),
    ("en", "The government was defeated on its budget on Wednesday.", "Negatived"),
    ("en", "The government survived a non-confidence motion 150-140 on Wednesday.", "Negatived"),
])
def test_who_won_and_what_the_vote_was_tell_the_decision(motions_through_kb, lang, text, outcome):
    assert [m.outcome for m in motions_through_kb(lang, text, DAY) if m.outcome] == [outcome]


def test_a_government_falling_on_an_amendment_is_the_amendment_adopted(motions_through_kb):
    text = ("Le gouvernement a été défait mercredi, par 142 voix contre 131, sur un sous-amendement à sa motion "
            "budgétaire.")
    assert _decided(motions_through_kb("fr", text, DAY)) == [("Adopted", 142, 131)]


def test_a_failed_amendment_does_not_decide_the_motion_it_amends(motions_through_kb):
    text = ("An amendment to the Liberal motion was defeated 170 to 140 on Wednesday, but the main motion "
            "passed 200 to 110.")
    assert _decided(motions_through_kb("en", text, DAY)) == [("Adopted", 200, 110)]


def test_a_government_that_could_fall_has_not_fallen(motions_through_kb):
    text = "The government could be brought down on a non-confidence motion next week."
    assert _decided(motions_through_kb("en", text, DAY)) == []


def test_the_text_that_takes_up_a_motion_names_its_mover(motions_through_kb):
    text = ("Le gouvernement a été défait mercredi, par 142 voix contre 131, sur un sous-amendement à sa motion "
            "budgétaire. Le texte, présenté par le néo-démocrate Peter Julian, affirmait que la Chambre ne "
            "pouvait appuyer le budget.")
    [motion] = motions_through_kb("fr", text, DAY)
    assert motion.mover == "person/peter-julian" and motion.outcome == "Adopted"


@pytest.mark.parametrize("lang, text, refused", [
    ("en", "Bloc MP Luc Thériault asked for unanimous consent to table a report on Wednesday. Several members "
           "called out \"No.\"", True),
    ("en", "Bloc MP Luc Thériault asked for unanimous consent to table a report on Wednesday. The Speaker ruled "
           "that there was no unanimous consent.", True),
    ("fr", "Le bloquiste Luc Thériault a demandé mercredi le consentement unanime pour déposer un document, mais il "
           "n'y a pas eu consentement.", True),
    # near misses: consent only supposed absent, or members answering yes
    ("en", "Bloc MP Luc Thériault asked for unanimous consent to table a report on Wednesday. If there is no "
           "consent, the report stays off the record.", False),
    ("fr", "Le bloquiste Luc Thériault a demandé mercredi le consentement unanime pour déposer un document. S'il "
           "n'y a pas consentement, le document ne sera pas déposé.", False),
    ("en", "Bloc MP Luc Thériault asked for unanimous consent to table a report on Wednesday. Several members "
           "called out \"Yes.\"", False),
])
def test_consent_refused_told_as_a_no_or_as_no_consent(motions_through_kb, lang, text, refused):
    [motion] = motions_through_kb(lang, text, DAY)
    assert (motion.outcome == "ConsentRefused") is refused


@pytest.mark.parametrize("text, outcome", [
    # the government's win or loss on a motion whose kind the sentence names (the Conservatives and the
    # Bloc in opposition on that day)
    ("The government won the vote on the Conservative motion 160 to 150 on Wednesday.", "Negatived"),
    ("The government lost the vote on the Bloc motion on Wednesday.", "Adopted"),
    # near misses: no kind of motion named, a party's win, a loss only possible
    ("The government won the vote on Wednesday.", None),
    ("The Liberals won the vote on the NDP motion on Wednesday.", None),
    ("The government could lose the vote on the Conservative motion next week.", None),
])
def test_the_government_winning_a_vote_on_a_motion_of_a_known_kind(motions_through_kb, text, outcome):
    assert [m.outcome for m in motions_through_kb("en", text, DAY) if m.outcome] == ([outcome] if outcome else [])


def test_a_side_less_tally_with_the_smaller_number_first_can_only_be_yeas_first(motions_through_kb):
    # the winner is never told second, so "98 to 201" is 98 yeas; "201 to 98" could be either side's
    assert _decided(motions_through_kb("en", "The vote on the Bloc motion on Wednesday was 98 to 201.", DAY)) == [
        ("Negatived", 98, 201)]
    assert _decided(motions_through_kb("en", "The vote on the Bloc motion on Wednesday was 201 to 98.", DAY)) == []
