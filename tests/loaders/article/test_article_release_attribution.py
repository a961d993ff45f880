"""A quotation signed as news releases sign them ('"..." — The Rt. Hon. X, Prime Minister of Canada',
« — L'honorable X, ministre de ... ») is X's public statement, through the real extractor and the
reference KB; a pull quote signed by a name alone, an epigraph dated in the past and a line that is
not a signature are not (sentences written here)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

DAY = dt.date(2021, 3, 5)


@pytest.fixture(scope="module")
def statements_of(events_through_kb):
    def statements(lang: str, text: str) -> list[tuple[str, list[str], str | None]]:
        return [(e.type, sorted(e.agents), e.date) for e in events_through_kb(lang, text, DAY)]

    return statements


@pytest.mark.parametrize("lang, text, person", [
    ("en", "OTTAWA, March 5, 2021 - The government announced new support for apprentices today.\n\n"
           "\"Apprentices build this country, and they deserve our help.\"\n\n"
           "— Rt. Hon. Justin Trudeau, Prime Minister", "person/justin-trudeau"),
    ("en", "\"Workers deserve stable hours.\" — The Honourable Carla Qualtrough, Employment Minister",
     "person/carla-qualtrough"),
    ("en", "\"Workers deserve stable hours.\"\n\n— Hon. Carla Qualtrough", "person/carla-qualtrough"),
    ("fr", "« Les apprentis bâtissent ce pays. »\n\n— Le très honorable Justin Trudeau, premier ministre du Canada",
     "person/justin-trudeau"),
    ("fr", "« Les travailleurs méritent des horaires stables. » — L'honorable Carla Qualtrough, ministre de l'Emploi",
     "person/carla-qualtrough"),
])
def test_a_quotation_signed_as_in_a_release_is_a_statement(statements_of, lang, text, person):
    assert statements_of(lang, text) == [("PressStatement", [person], "2021-03-05")]


@pytest.mark.parametrize("lang, text", [
    ("en", "\"We will not back down.\"\n\n— Jagmeet Singh"),  # a pull quote: the name alone
    ("en", "\"We will not back down.\"\n\n— Jagmeet Singh, 2019"),  # a quotation dated in the past
    ("en", "\"We will not back down.\"\n\n— The Rt. Hon. Justin Trudeau said so in a debate"),  # not a signature
    ("en", "The minister said the plan would help.\n\n— Rt. Hon. Justin Trudeau, Prime Minister"),
    ("fr", "« Nous ne reculerons pas. »\n\n— Jagmeet Singh"),
])
def test_other_lines_under_a_quotation_are_not_signatures(statements_of, lang, text):
    assert [e for e in statements_of(lang, text) if e[0] == "PressStatement"] == []
