"""Aspect and counted time (sentences written here): an act told as lasting or repeated ("spent days
accusing", « l'accusait depuis plusieurs jours », "kept calling", « ne cesse de reprocher ») is an
event on no one day, unless its clause names one; an anniversary ("a year ago today", « il y a un an
jour pour jour ») is that day of the year before, and never the story's own day."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

PP, JT = "person/pierre-poilievre", "person/justin-trudeau"
THURSDAY = dt.date(2024, 3, 14)
TUESDAY = dt.date(2024, 3, 12)


def _read(events_through_kb, lang, text, published=THURSDAY):
    return sorted(((e.type, sorted(e.agents), sorted(e.targets), dt.date.fromisoformat(e.date) if e.date else None)
                   for e in events_through_kb(lang, text, published)), key=repr)


@pytest.mark.parametrize("lang, text", [
    ("en", "Pierre Poilievre spent days accusing Justin Trudeau of hiding the costs of the program."),
    ("en", "Pierre Poilievre had spent the week attacking Justin Trudeau over the carbon tax."),
    ("en", "Pierre Poilievre has been accusing Justin Trudeau of hypocrisy for weeks."),
    ("en", "Pierre Poilievre kept accusing Justin Trudeau of breaking his word."),
    ("en", "Pierre Poilievre continued to accuse Justin Trudeau of misleading the House."),
    ("en", "Pierre Poilievre has accused Justin Trudeau of hypocrisy time and again."),
    ("fr", "Pierre Poilievre accusait Justin Trudeau depuis plusieurs semaines de cacher les coûts."),
    ("fr", "Justin Trudeau a défendu son bilan. Pierre Poilievre l'accusait depuis des jours de cacher les coûts."),
    ("fr", "Pierre Poilievre ne cesse de reprocher à Justin Trudeau son inaction."),
    ("fr", "Pierre Poilievre continue d'accuser Justin Trudeau de cacher les coûts."),
    ("en", "Pierre Poilievre continued to attack Justin Trudeau."),
    ("fr", "Pierre Poilievre continue de critiquer Justin Trudeau."),
    ("fr", "Pierre Poilievre a accusé à plusieurs reprises Justin Trudeau de mentir aux Canadiens."),
])
def test_a_lasting_or_repeated_act_is_an_event_on_no_one_day(events_through_kb, lang, text):
    assert _read(events_through_kb, lang, text) == [("Accusation", [PP], [JT], None)]


def test_an_act_going_on_since_a_day_has_no_one_day(events_through_kb):
    # « depuis lundi »: the day the act began, not its day
    text = "Pierre Poilievre accuse Jagmeet Singh depuis lundi de protéger le gouvernement."
    assert _read(events_through_kb, "fr", text) == [("Accusation", [PP], ["person/jagmeet-singh"], None)]


@pytest.mark.parametrize("lang, text", [
    # the lasting act's own clause names its day
    ("en", "Pierre Poilievre kept accusing Justin Trudeau of hypocrisy on Tuesday."),
    ("en", "Pierre Poilievre spent Tuesday accusing Justin Trudeau of hypocrisy."),
    # near misses: one act on one day (a « depuis » that is no span of time, a member since an election)
    ("en", "Pierre Poilievre accused Justin Trudeau of hypocrisy on Tuesday."),
    ("fr", "Pierre Poilievre a accusé mardi Justin Trudeau de mentir depuis la tribune."),
    ("fr", "Pierre Poilievre, député depuis son élection, a accusé mardi Justin Trudeau de mentir."),
])
def test_an_act_whose_clause_names_its_day_keeps_it(events_through_kb, lang, text):
    assert _read(events_through_kb, lang, text) == [("Accusation", [PP], [JT], TUESDAY)]


@pytest.mark.parametrize("lang, text", [
    # a state told with a span, a seat kept: no event at all
    ("en", "Pierre Poilievre has been a member of the House for twenty years."),
    ("en", "Justin Trudeau kept his seat in the House."),
    ("fr", "Pierre Poilievre siège aux Communes depuis des années."),
])
def test_a_state_that_lasts_is_no_event(events_through_kb, lang, text):
    assert _read(events_through_kb, lang, text) == []


@pytest.mark.parametrize("lang, text", [
    # going on with an attack, denied or only wanted: not told as done
    ("en", "Pierre Poilievre did not continue to attack Justin Trudeau."),
    ("en", "Pierre Poilievre wants to continue to attack Justin Trudeau."),
    ("fr", "Pierre Poilievre n'a pas continué de critiquer Justin Trudeau."),
])
def test_a_lasting_act_not_told_as_done_is_no_event(events_through_kb, lang, text):
    assert _read(events_through_kb, lang, text) == []


@pytest.mark.parametrize("lang, text, day", [
    ("en", "A year ago today, Justin Trudeau apologized in the House for the remarks.", dt.date(2023, 3, 14)),
    ("en", "Justin Trudeau apologized in the House for the remarks two years ago Tuesday.", dt.date(2022, 3, 12)),
    ("fr", "Il y a un an jour pour jour, Justin Trudeau présentait ses excuses à la Chambre.", dt.date(2023, 3, 14)),
    ("fr", "Il y a deux ans aujourd'hui, Justin Trudeau a présenté ses excuses à la Chambre.", dt.date(2022, 3, 14)),
    # near misses: counted back by years without a day to count from: some year, no day
    ("en", "A year ago, Justin Trudeau apologized in the House for the remarks.", None),
    ("en", "Justin Trudeau apologized in the House for the remarks a year ago this week.", None),
    ("fr", "Il y a un an, Justin Trudeau a présenté ses excuses à la Chambre.", None),
])
def test_an_anniversary_is_that_day_of_an_earlier_year(events_through_kb, lang, text, day):
    assert _read(events_through_kb, lang, text) == [("Apology", [JT], [], day)]


def test_an_anniversary_is_not_the_storys_own_day(events_through_kb):
    # the story's day stays the day of writing: an act its next paragraph tells "on Tuesday" is this week's
    text = ("A year ago today, Justin Trudeau apologized in the House for the remarks.\n\n"
            "Pierre Poilievre accused Justin Trudeau of hypocrisy on Tuesday.")
    assert _read(events_through_kb, "en", text) == [("Accusation", [PP], [JT], TUESDAY),
                                                    ("Apology", [JT], [], dt.date(2023, 3, 14))]
