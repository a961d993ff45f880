"""A member who died before the day a sentence is dated did not act that day, and one who held no
seat nor office that day did not resign then: quotations of a late member and recollections give
no event (the day is the text's, not the act's), through the real extractor and the reference
KB's dates of death, seats and offices (sentences written here)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(lang: str, text: str, published: dt.date) -> list[tuple[str, list[str], str | None]]:
        return [(e.type, sorted(e.agents), e.date) for e in events_through_kb(lang, text, published)]

    return events


@pytest.mark.parametrize("lang, text, published", [
    ("en", '"Hope is better than fear," Jack Layton wrote in a letter that his family released.', dt.date(2019, 5, 2)),
    ("fr", "« L'espoir vaut mieux que la peur », a écrit Jack Layton dans une lettre.", dt.date(2019, 5, 2)),
    ("en", "Mauril Bélanger apologized to the House for the long delay.", dt.date(2018, 3, 7)),
])
def test_a_member_dead_before_the_day_gives_no_event(events_of, lang, text, published):
    assert events_of(lang, text, published) == []


@pytest.mark.parametrize("lang, text, published, expected", [
    # the same sentences on a day the member was alive: the act is told
    ("en", '"Hope is better than fear," Jack Layton said in a statement on Saturday.', dt.date(2011, 8, 20),
     [("PressStatement", ["person/jack-layton"], "2011-08-20")]),
    ("en", "Mauril Bélanger apologized to the House for the long delay.", dt.date(2015, 3, 4),
     [("Apology", ["person/mauril-belanger"], "2015-03-04")]),
])
def test_the_same_acts_while_alive_are_events(events_of, lang, text, published, expected):
    assert events_of(lang, text, published) == expected


@pytest.mark.parametrize("lang, text, published", [
    # a departure recalled of someone who held nothing that day: an older act the text does not date
    ("en", "Jean Chrétien was prime minister then.\n\nThe inquiry was put off until after Mr. Chrétien left office.",
     dt.date(2023, 5, 12)),
    ("fr", "Bill Casey, ancien député, figure parmi les élus qui ont claqué la porte du parti à l'époque.",
     dt.date(2011, 11, 25)),
])
def test_a_resignation_of_someone_who_held_nothing_that_day_is_not_told(events_of, lang, text, published):
    assert [e for e in events_of(lang, text, published) if e[0] == "Resignation"] == []


def test_a_leader_without_a_seat_still_resigns_the_office(events_of):
    # the seat had ended at the dissolution; the party's leadership had not
    assert events_of("en", "NDP Leader Jagmeet Singh announced his resignation on Monday night after losing his seat.",
                     dt.date(2025, 4, 29)) == [("Resignation", ["person/jagmeet-singh"], "2025-04-28")]
