"""Live blogs: entries opened by a time stamp, newest first, each a unit of its own for motions.

The articles are written for these tests; the people are members of the House on the day, in the
roles the reference KB gives them then."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import motions_through_kb  # noqa: F401 - the fixture

from canpol.loaders.article.events import opens_entry

DAY = dt.date(2017, 6, 14)


@pytest.mark.parametrize("paragraph", [
    "**9:40 p.m.** — The last division is over.",
    "10:05 p.m. — Done for the night.",
    "3:25 p.m.: the bill passes.",
    "Update, 9:40 p.m. — More to come.",
    "14 h 30 — La Chambre reprend ses travaux.",
    "21h05 : le vote est terminé.",
])
def test_a_time_stamp_then_a_dash_or_a_colon_opens_an_entry(paragraph):
    assert opens_entry(paragraph)


@pytest.mark.parametrize("paragraph", [
    "At 10:55 a.m., MPs voted on the motion.",
    "The vote, 217-1, came at noon.",
    "2017-06-14 — Ottawa",
    "10 to 5 — a lopsided count.",
    "À 14 h 30, la Chambre a repris ses travaux.",
])
def test_a_time_told_in_the_prose_opens_no_entry(paragraph):
    assert not opens_entry(paragraph)


NEWEST_FIRST = """Follow our coverage of the day in the Commons. Newest posts at the top.

**9:40 p.m.** — The last division of the night is over: the motion fails 98 to 201. Members head home.

**6:15 p.m.** — MPs endorse the new ethics commissioner's appointment, 240 to 3. Bardish Chagger, the \
government House leader, had moved the motion before lunch.

**2:05 p.m.** — Conservative House leader Candice Bergen moves that the committee's report be sent back. \
The Liberals say they will vote against it.
"""


def test_a_tally_stays_in_its_entry(motions_through_kb):
    motions = motions_through_kb("en", NEWEST_FIRST, DAY)
    by_mover = {m.mover: m for m in motions}
    # the count told in the 6:15 entry is the decision of the motion that entry names, told after it
    chagger = by_mover["person/bardish-chagger"]
    assert (chagger.outcome, chagger.yeas, chagger.nays) == ("Adopted", 240, 3)
    # the 9:40 entry's "the motion" and its tally take up nothing of the other entries: its own, no mover
    [night] = [m for m in motions if m.yeas == 98]
    assert (night.outcome, night.nays, night.mover) == ("Negatived", 201, None)
    # the motion moved in the oldest entry (told last) is decided by no entry
    assert by_mover["person/candice-bergen"].outcome is None


def test_entries_keep_each_their_mover(motions_through_kb):
    text = ("Follow our coverage of the day in the Commons. Newest posts at the top.\n\n"
            "10:05 p.m. — Done for the night. Government House Leader Bardish Chagger's motion to extend the "
            "sitting hours passes 170 to 120.\n\n"
            "4:30 p.m. — Candice Bergen, the Conservative House leader, asks for unanimous consent to let the "
            "committee travel.\n")
    motions = motions_through_kb("en", text, DAY)
    decided = [m for m in motions if m.outcome is not None]
    assert [(m.mover, m.outcome, m.yeas, m.nays) for m in decided] == [("person/bardish-chagger", "Adopted", 170, 120)]


def test_without_time_stamps_a_later_paragraph_still_counts_the_motion(motions_through_kb):
    text = ("Candice Bergen moved a motion on Wednesday to send the report back to committee.\n\n"
            "The vote that evening was 98 to 201.\n")
    [motion] = motions_through_kb("en", text, DAY)
    assert (motion.mover, motion.outcome, motion.yeas, motion.nays) == ("person/candice-bergen", "Negatived", 98, 201)


def test_an_entry_naming_whose_motion_it_is_takes_up_that_motion(motions_through_kb):
    text = ("Follow our coverage of the day in the Commons. Newest posts at the top.\n\n"
            "**9:05 p.m.** — Bardish Chagger's motion to extend the hours passes 170 to 120.\n\n"
            "**3:00 p.m.** — Government House Leader Bardish Chagger moves a motion to extend the sitting hours "
            "until midnight.\n")
    decided = [m for m in motions_through_kb("en", text, DAY) if m.outcome is not None]
    assert [(m.mover, m.outcome, m.yeas, m.nays) for m in decided] == [("person/bardish-chagger", "Adopted", 170, 120)]


def test_an_entry_that_does_not_say_whose_motion_leaves_the_others_alone(motions_through_kb):
    text = ("Follow our coverage of the day in the Commons. Newest posts at the top.\n\n"
            "**9:05 p.m.** — It is over: the motion passes 170 to 120.\n\n"
            "**3:00 p.m.** — Government House Leader Bardish Chagger moves a motion to extend the sitting hours "
            "until midnight.\n")
    motions = motions_through_kb("en", text, DAY)
    assert [(m.mover, m.outcome) for m in motions if m.outcome is not None] == [(None, "Adopted")]
    assert [m.outcome for m in motions if m.mover == "person/bardish-chagger"] == [None]


def test_french_entries_are_units_of_their_own(motions_through_kb):
    text = ("Suivez la journée aux Communes. Les mises à jour les plus récentes en premier.\n\n"
            "**21 h 40** — C'est terminé : la motion est rejetée par 201 voix contre 98.\n\n"
            "**18 h 15** — Les députés approuvent la nomination du nouveau commissaire à l'éthique par 240 voix "
            "contre 3. La leader du gouvernement à la Chambre, Bardish Chagger, avait présenté la motion avant le dîner.\n")
    motions = motions_through_kb("fr", text, DAY)
    assert sorted((m.mover or "", m.outcome, m.yeas, m.nays) for m in motions) == [
        ("", "Negatived", 98, 201), ("person/bardish-chagger", "Adopted", 240, 3)]
