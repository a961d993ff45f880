"""Resignation told by forms the grid of the resign session found unread: a resignation noun attested
by its verb, a letter or an announcement of one's resignation, a reported departure followed by its
attribution, a fronted French gerund, a floor crossing by "switch to"; each with the near misses that
look alike and tell no resignation (an expulsion from a caucus, a condition, a rumour, a relative
clause on someone else)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

HEHR, RAYES, ROTA = "person/kent-hehr", "person/alain-rayes", "person/anthony-rota"
FRIDAY_2018 = dt.date(2018, 1, 26)  # the day after Thursday, January 25, 2018
WEDNESDAY_2022 = dt.date(2022, 9, 14)  # the day after Tuesday, September 13, 2022
WEDNESDAY_2023 = dt.date(2023, 9, 27)  # the day after Tuesday, September 26, 2023


def _resignations(events_through_kb, lang, text, published):
    return sorted((sorted(e.agents), e.date) for e in events_through_kb(lang, text, published) if e.type == "Resignation")


@pytest.mark.parametrize("lang, text", [
    # the noun of resignation, subject of a passive of handing over or making public, or with such a participle
    ("fr", "La démission du ministre Kent Hehr a été confirmée jeudi par son bureau."),
    ("fr", "La démission de Kent Hehr, remise jeudi au premier ministre, a surpris ses collègues."),
    ("fr", "La démission de Kent Hehr est entrée en vigueur jeudi."),
    ("en", "Kent Hehr's resignation was confirmed by his office on Thursday."),
    ("en", "Kent Hehr's resignation took effect on Thursday."),
    # a letter or an announcement of one's own resignation
    ("fr", "Le ministre Kent Hehr a soumis jeudi sa lettre de démission."),
    ("fr", "Le ministre Kent Hehr a fait jeudi l'annonce de sa démission."),
    ("en", "Kent Hehr submitted his letter of resignation on Thursday."),
])
def test_a_resignation_attested_by_what_is_done_with_it(events_through_kb, lang, text):
    assert _resignations(events_through_kb, lang, text, FRIDAY_2018) == [([HEHR], "2018-01-25")]


@pytest.mark.parametrize("lang, text", [
    ("fr", "La démission de Kent Hehr pourrait être acceptée jeudi."),
    ("fr", "La démission de Kent Hehr n'a pas été acceptée jeudi."),
    ("fr", "Sa démission annoncée inquiète les collègues de Kent Hehr."),
    ("fr", "Le ministre Kent Hehr a transmis jeudi la lettre de démission de son adjoint."),
    ("fr", "Le ministre Kent Hehr a fait jeudi l'annonce de la démission de son adjoint."),
    ("fr", "Le ministre Kent Hehr a lu jeudi sa lettre de démission aux députés sans la remettre."),
    ("en", "Kent Hehr's resignation could be accepted on Thursday."),
    ("en", "Kent Hehr submitted the resignation letter of his aide on Thursday."),
    ("en", "Talk of Kent Hehr's resignation swirled on Thursday."),
])
def test_a_resignation_only_possible_or_someone_elses(events_through_kb, lang, text):
    assert _resignations(events_through_kb, lang, text, FRIDAY_2018) == []


@pytest.mark.parametrize("lang, text", [
    ("fr", "Anthony Rota démissionnera de la présidence à la fin de la semaine, a-t-il annoncé mardi."),
    ("en", "Speaker Anthony Rota is stepping down, he told the House on Tuesday."),
])
def test_a_departure_reported_before_its_attribution(events_through_kb, lang, text):
    assert _resignations(events_through_kb, lang, text, WEDNESDAY_2023) == [([ROTA], "2023-09-26")]


@pytest.mark.parametrize("lang, text", [
    ("fr", "Anthony Rota démissionnera de la présidence à la fin de la semaine, a affirmé mardi le chef bloquiste Yves-François Blanchet."),
    ("fr", "Anthony Rota ne démissionnera pas de la présidence cette semaine, a-t-il annoncé mardi."),
    ("fr", "Anthony Rota démissionnera de la présidence si les députés le demandent, a-t-il dit mardi."),
    ("en", "Speaker Anthony Rota will step down, Bloc Leader Yves-François Blanchet said on Tuesday."),
    ("en", "Speaker Anthony Rota is not stepping down, he told the House on Tuesday."),
    ("en", "Speaker Anthony Rota will step down if the House asks, he said on Tuesday."),
])
def test_a_departure_attributed_to_another_or_not_told_as_fact(events_through_kb, lang, text):
    assert _resignations(events_through_kb, lang, text, WEDNESDAY_2023) == []


def test_a_fronted_gerund_has_the_main_clauses_subject(events_through_kb):
    text = "En quittant mardi le caucus conservateur, le député Alain Rayes a dit vouloir siéger seul."
    assert _resignations(events_through_kb, "fr", text, WEDNESDAY_2022) == [([RAYES], "2022-09-13")]


@pytest.mark.parametrize("text", [
    "En quittant la réunion du caucus mardi, le député Alain Rayes a salué ses collègues.",
    "En refusant de quitter le caucus mardi, Alain Rayes a surpris ses collègues.",
    "Le député Alain Rayes a été expulsé du caucus conservateur mardi.",
    "Si Alain Rayes quittait le caucus, les conservateurs perdraient un député.",
])
def test_near_misses_of_leaving_a_caucus(events_through_kb, text):
    events = events_through_kb("fr", text, WEDNESDAY_2022)
    assert [e for e in events if e.type in ("Resignation", "Expulsion")] == []


def test_a_relative_clause_on_a_noun_after_the_verb_is_not_the_subjects(events_through_kb):
    text = "Alain Rayes thanked the head of the port authority, who stepped down on Tuesday."
    assert _resignations(events_through_kb, "en", text, WEDNESDAY_2022) == []


def test_switching_to_another_party_is_a_floor_crossing(events_through_kb):
    text = "Green MP Jenica Atwin switched to the Liberals on Thursday."
    assert _resignations(events_through_kb, "en", text, dt.date(2021, 6, 11)) == [(["person/jenica-atwin"], "2021-06-10")]
    text = "Green MP Jenica Atwin switched to a new approach on climate on Thursday."
    assert _resignations(events_through_kb, "en", text, dt.date(2021, 6, 11)) == []


@pytest.mark.parametrize("text, expected", [
    ("Le député Marc Garneau a mis fin mercredi à sa carrière politique.", [(["person/marc-garneau"], "2023-03-08")]),
    ("Le scandale a mis fin mercredi à la carrière politique du député Marc Garneau.", []),
    ("Le député Marc Garneau mettra fin à sa carrière politique l'an prochain.", []),
])
def test_ending_ones_political_career(events_through_kb, text, expected):
    assert _resignations(events_through_kb, "fr", text, dt.date(2023, 3, 9)) == expected


@pytest.mark.parametrize("text, expected", [
    # « devoir » in a compound past of the indicative: the obligation met, the act done
    ("Le ministre Kent Hehr a dû démissionner jeudi.", [([HEHR], "2018-01-25")]),
    ("Le ministre Kent Hehr avait dû quitter le cabinet jeudi.", [([HEHR], "2018-01-25")]),
    # near misses: an obligation still to meet, one not met, denied, a room left
    ("Le ministre Kent Hehr doit démissionner.", []),
    ("Le ministre Kent Hehr devra démissionner.", []),
    ("Le ministre Kent Hehr aurait dû démissionner jeudi.", []),
    ("Le ministre Kent Hehr n'a pas dû démissionner jeudi.", []),
    ("Le ministre Kent Hehr a dû quitter la réunion jeudi.", []),
])
def test_an_obligation_met_in_the_past(events_through_kb, text, expected):
    assert _resignations(events_through_kb, "fr", text, FRIDAY_2018) == expected


@pytest.mark.parametrize("text, expected", [
    ("Kent Hehr had to resign on Thursday.", [([HEHR], "2018-01-25")]),
    ("Kent Hehr would have had to resign.", []),
    ("Kent Hehr could decide to resign.", []),
])
def test_the_infinitive_of_a_verb_not_done_is_not_done(events_through_kb, text, expected):
    assert _resignations(events_through_kb, "en", text, FRIDAY_2018) == expected
