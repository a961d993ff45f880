"""The name-swap harness (loaders/name_swap.py) on a made-up article: what it swaps, what it keeps, the gold mapping."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.evaluation import Event, Facts, Motion
from canpol.loaders.name_swap import _family_is_word, map_gold, replace_forms, swap_article
from canpol.loaders.reference.kb import load_kb

BASE = "https://w3id.org/canpol/"
DAY = dt.date(2014, 3, 4)
# made up: a backbencher's statement, his possessive, a title, glued words, the Prime Minister
ARTICLE = ("Backbencher Dean Allison said on Tuesday that he would vote against the bill.\n\n"
           "\"I cannot support it,\" Mr. Allison told reporters. Allison's office later confirmed the vote.\n\n"
           "WhenAllison rose, Prime Minister Stephen Harper left the chamber. DEAN ALLISON BREAKS RANKS")
PERSONS = {"person/dean-allison": ["Dean Allison"], "person/stephen-harper": ["Stephen Harper"]}
DAYS = {"person/dean-allison": [DAY], "person/stephen-harper": [DAY]}


@pytest.fixture(scope="module")
def kb():
    return load_kb(BASE)


def test_the_swap_replaces_every_form_and_keeps_an_office_holder(kb):
    swapped = swap_article(kb, ARTICLE, "made-up.md", PERSONS, DAYS, seed=1)
    [swap] = swapped.swaps
    assert swap.original == "person/dean-allison"
    assert swapped.refused == {"person/stephen-harper": "holds an office"}
    new = kb.person(kb.iri(*swap.replacement.split("/", 1)))
    new_iri = kb.iri(*swap.replacement.split("/", 1))
    # same party and gender, sat that day, no office, and none of the original's name left
    assert kb.party_at(new_iri, DAY) == BASE + "id/party/conservative" and new.gender == "male"
    assert kb.is_member_at(new_iri, DAY) and not kb.offices_held(new_iri, DAY)
    assert "Allison" not in swapped.text and "ALLISON" not in swapped.text
    assert f"Backbencher {new.given_name.split()[0]} {new.family_name} said" in swapped.text
    assert f"Mr. {new.family_name} told" in swapped.text and f"{new.family_name}'s office" in swapped.text
    assert f"When{new.family_name} rose" in swapped.text
    assert f"{new.family_name.upper()} BREAKS" in swapped.text
    assert "Prime Minister Stephen Harper" in swapped.text
    # deterministic by seed
    assert swap_article(kb, ARTICLE, "made-up.md", PERSONS, DAYS, seed=1).text == swapped.text


def test_the_gold_follows_the_swap(kb):
    swapped = swap_article(kb, ARTICLE, "made-up.md", PERSONS, DAYS, seed=2)
    [swap] = swapped.swaps
    gold = Facts(links={"person/dean-allison", "person/stephen-harper", "party/conservative"},
                 events=[Event("PressStatement", agents=frozenset({"person/dean-allison"}), date="2014-03-04"),
                         Event("Accusation", agents=frozenset({"person/stephen-harper"}),
                               targets=frozenset({"person/dean-allison"}))],
                 motions=[Motion(mover="person/dean-allison", outcome="Negatived")], dates={"2014-03-04"})
    mapped = map_gold(gold, swapped.swaps)
    assert mapped.links == {swap.replacement, "person/stephen-harper", "party/conservative"}
    assert mapped.events[0].agents == {swap.replacement} and mapped.events[0].date == "2014-03-04"
    assert mapped.events[1].agents == {"person/stephen-harper"} and mapped.events[1].targets == {swap.replacement}
    assert mapped.motions[0].mover == swap.replacement and mapped.dates == gold.dates


def test_a_family_name_that_is_a_word_or_part_of_another_name_is_not_swapped():
    assert _family_is_word("The members met on Parliament Hill on Tuesday.", "Hill", set())
    assert _family_is_word("She said she may run again.", "May", set())
    assert _family_is_word("The vote was in March.", "March", set())
    assert not _family_is_word("Jane Hill spoke. Later, Hill left. On Monday. Hill returned.", "Hill", {"Jane"})


def test_a_glued_word_that_is_a_longer_name_is_left_alone():
    names = {"Smithers"}
    out = replace_forms("Smithsaid no. Smithers agreed. Smith's plan.", [("Smith", "Doe")], names.__contains__)
    assert out == "Doesaid no. Smithers agreed. Doe's plan."


def test_the_date_shift_moves_every_explicit_date_by_whole_weeks_or_refuses():
    import datetime as dt

    from canpol.loaders.date_shift import shift_gold, shift_text

    text = "On Tuesday, June 5, 2007, the House sat; le 1er mars et le 8 mars 2011; on 2011-03-09 and Sept. 12."
    assert shift_text(text, 2011, 1) == ("On Tuesday, June 12, 2007, the House sat; le 8 mars et le 15 mars 2011; "
                                         "on 2011-03-16 and Sept. 19.")
    assert shift_text("Le 15 mars, puis le 8 mars.", 2011, -1) == "Le 8 mars, puis le 1er mars."
    # what would change month, and what the rewriting does not read, refuse the article
    assert shift_text("It sat on June 28.", 2011, 1) is None
    assert shift_text("It sat June 5-7.", 2011, 1) is None
    assert shift_text("Deadlines: March 21 and 25.", 2011, -1) is None
    assert shift_text("Les 5 et 6 juin.", 2011, 1) is None
    assert shift_text("On 05/06/2011 it sat.", 2011, 1) is None
    assert shift_text("On Tuesday the 5th it sat.", 2011, 1) is None
    gold = Facts(links={"person/x"}, events=[Event("Apology", date="2011-03-09")],
                 motions=[Motion(outcome="Adopted", date="2011-03-08")], dates={"2011-03-09"})
    moved = shift_gold(gold, 2)
    assert moved.events[0].date == "2011-03-23" and moved.motions[0].date == "2011-03-22"
    assert moved.dates == {"2011-03-23"} and moved.links == gold.links
    assert dt.date(2011, 3, 23).weekday() == dt.date(2011, 3, 9).weekday()
