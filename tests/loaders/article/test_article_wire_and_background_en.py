"""English events that the form of a real news story hides, through the real extractor and the
reference KB: a wire dateline that names the province ("CITY, Ont. (CP) —") before the lede, an
office taken up by "it" ("a member of cabinet since 2015, is leaving it"), a year in a "since"
phrase that is not the day of the event, and a lede that tells a floor crossing of "another MP"
before naming the member. Each article is written here in the style of an outlet, with near misses
(a member who stays, "it" standing for a plan, a role of another party than the member named)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(text: str, published: dt.date, kind: str | None = None) -> list[tuple]:
        found = events_through_kb("en", text, published)
        return sorted((e.type, tuple(sorted(e.agents)), tuple(sorted(e.targets)), e.date)
                      for e in found if kind is None or e.type == kind)

    return events


WIRE_CROSSING = """AURORA, Ont. (CP) — Leona Alleslev, the Liberal member of Parliament for Aurora—Oak Ridges—Richmond Hill, walked out of her party on Monday and will sit with the Conservatives.

The move came as the House returned from its summer break. Opposition members clapped as she took a seat on their side of the chamber.

The Liberals said they were disappointed but wished her well."""


def test_a_wire_dateline_naming_the_province_does_not_hide_the_ledes_verb(events_of):
    assert events_of(WIRE_CROSSING, dt.date(2018, 9, 18), "Resignation") == [
        ("Resignation", ("person/leona-alleslev",), (), "2018-09-17")]


@pytest.mark.parametrize("dateline", ["AURORA, Ontario (CP) — ", "NEWMARKET, Ont. — ", "AURORA (CP) — "])
def test_every_form_of_the_dateline_keeps_the_lede(events_of, dateline):
    text = dateline + "Leona Alleslev crossed the floor to the Conservatives on Monday."
    assert events_of(text, dt.date(2018, 9, 18), "Resignation") == [
        ("Resignation", ("person/leona-alleslev",), (), "2018-09-17")]


def test_a_member_who_stays_under_a_wire_dateline_left_nothing(events_of):
    text = ("KING CITY, Ont. (CP) — Leona Alleslev, the Liberal member for Aurora—Oak Ridges—Richmond Hill, "
            "said on Monday that she would stay with her party despite her doubts about its direction.")
    assert events_of(text, dt.date(2018, 9, 18), "Resignation") == []


@pytest.mark.parametrize("line", ["OTTAWA, Prime Minister Justin Trudeau — a profile",
                                  "NDP MP Charlie Angus — a profile"])
def test_a_line_of_capitals_and_names_is_no_dateline(line):
    from canpol.loaders.article.nlp import _dateline_dashes, pipeline
    assert _dateline_dashes(pipeline("en").make_doc(line)) == []


CABINET_EXIT = """Jane Philpott, a member of the cabinet since its first weeks in 2015, is leaving it.

The Treasury Board president told colleagues she could no longer defend the government's handling of the affair. Her office did not say who would take over her portfolio.

Philpott, a family doctor before politics, will stay on as the member for Markham—Stouffville."""


def test_it_takes_up_the_office_and_since_2015_is_not_the_day(events_of):
    assert events_of(CABINET_EXIT, dt.date(2019, 3, 4), "Resignation") == [
        ("Resignation", ("person/jane-philpott",), (), "2019-03-04")]


@pytest.mark.parametrize("lede", [
    "Jane Philpott, who has championed the pharmacare plan since 2017, is leaving it.",
    "Jane Philpott, a member of the cabinet since 2015, is leaving it to her deputy to answer for the budget.",
    "Jane Philpott, a member of the cabinet since 2015, says she is not leaving it.",
])
def test_it_for_something_else_or_left_to_someone_is_no_resignation(events_of, lede):
    assert events_of(lede, dt.date(2019, 3, 4), "Resignation") == []


ANOTHER_MP = """Another Conservative MP has now crossed the floor. Michael Ma, who won Markham—Unionville in April, left Pierre Poilievre's caucus on Thursday, and he will sit with the Liberals.

His new colleagues welcomed him in the lobby before question period."""


def test_a_floor_crossing_told_of_another_mp_then_of_the_member_named_is_one_event(events_of):
    assert events_of(ANOTHER_MP, dt.date(2025, 12, 11), "Resignation") == [
        ("Resignation", ("person/michael-ma",), (), "2025-12-11")]


def test_a_role_of_another_party_than_the_member_named_stays_another_person(events_of):
    text = ANOTHER_MP.replace("Another Conservative MP", "A Bloc MP")
    agents = [agents for _, agents, _, _ in events_of(text, dt.date(2025, 12, 11), "Resignation")]
    # (the Bloc MP is someone else, whom the text does not identify: that event has no KB side, not recorded)
    assert agents == [("person/michael-ma",)]


VACANT_SEATS = """Two by-elections are expected in Ontario this spring.

The two seats have been empty since the resignations of two prominent former cabinet ministers, Jody Wilson-Raybould and Jane Philpott, and neither party has named a candidate yet.

Both women now sit as independents and say they will run again."""


def test_a_background_paragraph_tells_undated_resignations_of_a_listed_pair(events_of):
    # "since the resignations of ...": they happened, on days the text does not give (not the
    # publication's day, neither for the first name nor for the one coordinated with it)
    assert events_of(VACANT_SEATS, dt.date(2019, 3, 20), "Resignation") == [
        ("Resignation", ("person/jane-philpott",), (), None),
        ("Resignation", ("person/jody-wilson-raybould",), (), None)]


@pytest.mark.parametrize("text", [
    "Since the resignation of Jane Philpott would cost the government dearly, her colleagues begged her to stay.",
    "The Liberals have been nervous since the rumoured resignation of Jane Philpott was denied by her office.",
])
def test_since_with_a_resignation_that_may_be_or_was_denied_tells_none(events_of, text):
    assert events_of(text, dt.date(2019, 3, 20), "Resignation") == []
