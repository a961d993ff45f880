"""A member named by a party and a riding ("the NDP MP for X", « la députée libérale de X »),
through the real extractor and the reference KB: the riding names the one member who sat for it
that day, and only when the party the phrase gives is that member's (sentences written here)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB


@pytest.fixture(scope="module")
def agents_of(events_through_kb):
    def agents(lang: str, text: str, published=dt.date(2019, 2, 14)) -> list[tuple[str, list[str]]]:
        return [(e.type, sorted(e.agents)) for e in events_through_kb(lang, text, published)]

    return agents


@pytest.mark.parametrize("lang, text, person", [
    ("en", "The NDP MP for Timmins—James Bay apologized on Tuesday.", "person/charlie-angus"),
    ("fr", "Le député néo-démocrate de Timmins—Baie James a présenté ses excuses mardi.", "person/charlie-angus"),
    ("fr", "La députée libérale de Thunder Bay—Supérieur-Nord a présenté ses excuses mardi.", "person/patricia-hajdu"),
])
def test_a_member_named_by_party_and_riding(agents_of, lang, text, person):
    assert agents_of(lang, text) == [("Apology", [person])]


@pytest.mark.parametrize("lang, text", [
    ("en", "The Conservative MP for Timmins—James Bay apologized on Tuesday."),  # not that member's party
    ("fr", "Le député bloquiste de Thunder Bay—Supérieur-Nord a présenté ses excuses mardi."),
    ("en", "An NDP MP for Timmins—James Bay apologized on Tuesday."),  # indefinite: not sure to be the one
])
def test_a_party_that_is_not_the_member_s_names_no_one(agents_of, lang, text):
    assert agents_of(lang, text) == [("Apology", ["unlinked"])]


@pytest.mark.parametrize("lang, text, published, person", [
    # a district of the 2003 order, named in French by the later order's name of the same district
    ("fr", "Le député de Winnipeg-Centre a présenté ses excuses mardi.", dt.date(2014, 3, 5), "person/pat-martin"),
    ("fr", "La députée de Calgary-Centre a présenté ses excuses mardi.", dt.date(2013, 3, 6),
     "person/joan-crockatt"),
])
def test_a_member_named_by_an_older_district_in_french(agents_of, lang, text, published, person):
    assert agents_of(lang, text, published) == [("Apology", [person])]
