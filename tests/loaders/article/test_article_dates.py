"""Stage 5 (dates): explicit and relative dates resolved against a reference date."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import D, en_nlp, extract, fake_kb  # noqa: F401  (fixtures)
from canpol.loaders.article.dates import find_dates

REF = dt.date(2020, 6, 18)  # a Thursday


@pytest.mark.parametrize("text, expected", [
    ("It happened on Wednesday.", dt.date(2020, 6, 17)),
    ("It happened on Thursday.", dt.date(2020, 6, 18)),
    ("It happened last Thursday.", dt.date(2020, 6, 11)),
    ("The vote is today.", REF),
    ("He left yesterday.", dt.date(2020, 6, 17)),
    ("On June 2, 2019, the House rose.", dt.date(2019, 6, 2)),
    ("On Dec. 10 the House rose.", dt.date(2019, 12, 10)),
    ("Le vote a eu lieu mercredi.", dt.date(2020, 6, 17)),
    ("Le 3 mars 2021, la Chambre a siégé.", dt.date(2021, 3, 3)),
    ("hier soir", dt.date(2020, 6, 17)),
    ("published 2018-05-01", dt.date(2018, 5, 1)),
])
def test_dates(text, expected):
    found = find_dates(text, REF)
    assert found and found[0].date == expected


def test_last_week_is_marked_inexact():
    [found] = find_dates("It was tabled last week.", REF)
    assert found.date == dt.date(2020, 6, 11) and not found.exact


def test_relative_dates_need_a_reference():
    assert find_dates("on Wednesday", None) == []
    assert find_dates("You may leave.", REF) == []


def test_a_deadline_is_no_date_mention():
    assert find_dates("The committee must report back by June 30.", REF) == []
    assert find_dates("Le comité doit faire rapport d'ici le 30 juin.", REF) == []
    [d] = find_dates("On Tuesday the committee was told to report back by June 30.", REF)
    assert d.date == dt.date(2020, 6, 16) and d.exact


def test_a_deadline_does_not_leave_its_sentence_undated(extract):
    x = extract("Jagmeet Singh resigned on Tuesday.\n\nHe resigned as leader and asked the party to name a "
                "successor by July 30.", date=D(2020, 6, 18))
    assert [e.date for e in x.events if e.kind == "Resignation"] == [D(2020, 6, 16), D(2020, 6, 16)]


def test_each_clause_its_own_day(extract):
    x = extract("Maxime Bernier resigned as critic on Monday, and Jagmeet Singh resigned as whip on Tuesday.",
                date=D(2020, 6, 18))
    assert sorted((e.agent.iri.rsplit("/", 1)[-1], e.date) for e in x.events) == [
        ("jagmeet-singh", D(2020, 6, 16)), ("maxime-bernier", D(2020, 6, 15))]
    # a relative clause that names only a week leaves its event without a day, not with the main clause's
    x = extract("Anthony Rota chaired the sitting on Wednesday in place of Maxime Bernier, who resigned last week.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", None)]
    x = extract("Élu mercredi, Jagmeet Singh remplace Maxime Bernier, qui avait démissionné la semaine précédente.",
                language="fr", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", None)]


def test_the_lead_date_comes_from_a_paragraphs_first_sentence(extract):
    # a day told later in the lead paragraph is of something else: the events keep the publication day
    x = extract("Maxime Bernier left cabinet. Aides spoke to the press later. A report had reached the minister "
                "on Wednesday night.", date=D(2020, 6, 19))
    assert {e.date for e in x.events} == {D(2020, 6, 19)}
    x = extract("Maxime Bernier left cabinet on Wednesday. Aides spoke to the press later.",
                date=D(2020, 6, 19))
    assert {e.date for e in x.events} == {D(2020, 6, 17)}


def test_a_paragraph_before_the_lead_dates_keeps_the_day_the_prose_last_named(extract):
    # the lead date comes from a later paragraph's first sentence ("On Monday ..."); a sentence with
    # no day of its own in a paragraph before it is still on the day told just before it (Thursday)
    x = extract("The Conservatives have lost another member. Maxime Bernier announced on Thursday that he was "
                "leaving the caucus.\n\nBernier will sit as an independent in the House.\n\nOn Monday the party "
                "had lost a by-election, its first defeat in years.", date=D(2020, 6, 19))
    assert {(e.kind, e.date) for e in x.events} == {("Resignation", D(2020, 6, 18))}
    x = extract("Les conservateurs perdent un autre député. Maxime Bernier a annoncé jeudi qu'il quittait le "
                "caucus.\n\nBernier siégera maintenant comme député indépendant.\n\nLundi, le parti avait "
                "perdu une élection partielle.", language="fr", date=D(2020, 6, 19))
    assert {(e.kind, e.date) for e in x.events} == {("Resignation", D(2020, 6, 18))}
    # with no day named before it, such a sentence still takes the lead date
    x = extract("The Conservatives have lost another member.\n\nBernier will sit as an independent.\n\n"
                "On Monday, Maxime Bernier had told the caucus he was leaving.", date=D(2020, 6, 19))
    assert {(e.kind, e.date) for e in x.events} == {("Resignation", D(2020, 6, 15))}


def test_a_day_inside_what_is_confirmed_does_not_date_the_saying(extract):
    x = extract("Justin Trudeau was in Ottawa. He confirmed to reporters that he had met Jagmeet Singh on Saturday.",
                date=D(2020, 6, 22))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", D(2020, 6, 22))]


def test_a_non_restrictive_relative_clause_dates_only_its_own_events(extract):
    x = extract("The House sat on Tuesday.\n\nThe bill, which carries out the March 3 budget, passed 170 to 150.",
                date=D(2020, 6, 18))
    assert [m.date for m in x.motions] == [D(2020, 6, 16)]
    x = extract("The House sat on Wednesday.\n\nMaxime Bernier, who resigned on Monday, spoke to reporters.",
                date=D(2020, 6, 18))
    assert sorted((e.kind, e.date) for e in x.events) == [("PressStatement", D(2020, 6, 17)),
                                                          ("Resignation", D(2020, 6, 15))]


@pytest.mark.parametrize("text", [
    "She crossed the floor earlier this month.",
    "He quit the caucus last month.",
    "The minister stepped down last November.",
    "He was named by the Chair in late March.",
    "She left cabinet this past spring.",
    "He quit cabinet a week ago.",
    "She left the caucus a few days ago.",
    "Il a quitté le cabinet il y a deux semaines.",
    "Le mois dernier, elle a quitté le cabinet.",
    "Elle a quitté le cabinet plus tôt cette semaine.",
    "Il a démissionné à la fin de mars.",
    "Elle a démissionné l'automne dernier.",
    "Une motion semblable avait été rejetée l'an dernier.",
    "Elle avait quitté le caucus l'année dernière.",
])
def test_a_stretch_of_time_is_marked_inexact(text):
    [found] = find_dates(text, REF)
    assert not found.exact


@pytest.mark.parametrize("text", [
    "She was named during the week of June 8.",
    "The week beginning Monday, June 8, he quit the caucus.",
    "He left cabinet in the week of June 8-12, 2020.",
    "Il a démissionné la semaine du 8 juin.",
    "Au cours de la semaine du 8 au 12 juin, elle a quitté le caucus.",
    "He quit the caucus the weekend of June 6.",
    "She left cabinet sometime between June 8 and 12.",
    "He resigned from June 8 to June 12, 2020, in stages.",
    "Elle a démissionné entre le 8 et le 12 juin.",
    "Il a quitté le caucus du 8 au 12 juin.",
])
def test_a_week_named_by_its_first_day_is_no_day(text):
    # the week of June 8 is a stretch of days: its first day is not the day of what happened in it
    [found] = find_dates(text, REF)
    assert not found.exact


@pytest.mark.parametrize("text, day", [
    ("After a week of debate, the motion passed on June 8.", dt.date(2020, 6, 8)),
    ("Elle a démissionné le 8 juin, une semaine après le vote.", dt.date(2020, 6, 8)),
    ("A week of June sittings ended on June 12.", dt.date(2020, 6, 12)),
    ("From June 8 to the summer, the House sat late.", dt.date(2020, 6, 8)),
])
def test_a_week_without_its_first_day_leaves_the_day_named(text, day):
    found = [f for f in find_dates(text, REF) if f.exact]
    assert [f.date for f in found] == [day]


def test_a_lede_opening_with_an_abbreviation_gives_the_lead_date(extract):
    # "St. Albert": the first sentence does not end at the abbreviation's stop
    x = extract("St. Albert MP Jane Doe spoke on Wednesday.\n\nMaxime Bernier left cabinet.", date=D(2020, 6, 19))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 17))]


def test_a_relative_clause_counted_back_has_no_day(extract):
    x = extract("Maxime Bernier, who resigned as critic two weeks ago, spoke to reporters on Wednesday.",
                date=D(2020, 6, 18))
    assert sorted((e.kind, e.date) for e in x.events) == [("PressStatement", D(2020, 6, 17)), ("Resignation", None)]


def test_what_a_since_phrase_counts_from_has_no_day(extract):
    x = extract("Maxime Bernier spoke to reporters on Wednesday for the first time since leaving cabinet.",
                date=D(2020, 6, 18))
    assert sorted((e.kind, e.date) for e in x.events) == [("PressStatement", D(2020, 6, 17)), ("Resignation", None)]


def test_a_relative_clause_told_in_a_stretch_of_time_has_no_day(extract):
    # the main clause's day is when the member spoke, not when she had left
    x = extract("Maxime Bernier, who resigned as critic earlier this month, spoke to reporters on Wednesday.",
                date=D(2020, 6, 18))
    assert sorted((e.kind, e.date) for e in x.events) == [("PressStatement", D(2020, 6, 17)), ("Resignation", None)]


def test_a_past_perfect_clause_does_not_take_the_day_of_the_clause_it_hangs_on(extract):
    # "had resigned" is before the saying: the day of the saying is not its day
    x = extract("Maxime Bernier recalled on Wednesday that Jagmeet Singh had resigned as whip.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", None)]
    # its own day, when it names one, stays
    x = extract("Maxime Bernier recalled on Wednesday that Jagmeet Singh had resigned as whip on Monday.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 15))]


def test_background_in_the_past_perfect_takes_no_running_day(extract):
    # a later paragraph's past perfect is before the story's day, which it does not name
    x = extract("Jagmeet Singh resigned as whip on Tuesday.\n\nMaxime Bernier had resigned as critic.", date=D(2020, 6, 18))
    assert sorted((e.agent.iri.rsplit("/", 1)[-1], e.date) for e in x.events) == [
        ("jagmeet-singh", D(2020, 6, 16)), ("maxime-bernier", None)]
    # the same resignation told again without its day is not a second one
    x = extract("Maxime Bernier resigned as critic on Tuesday.\n\nBernier had resigned after a long week.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 16))]


def test_a_habit_takes_no_running_day(extract):
    x = extract("The House sat on Tuesday.\n\nMaxime Bernier has repeatedly resigned as critic.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", None)]


def test_a_coming_french_weekday_dates_nothing(extract):
    # « prochain » always names the coming day (in a week when told on that day)
    assert find_dates("Le vote aura lieu mardi prochain.", REF)[0].date == dt.date(2020, 6, 23)
    assert find_dates("Le vote aura lieu jeudi prochain.", REF)[0].date == dt.date(2020, 6, 25)
    # the day of a vote still to come, told in the future or put ahead by « doit », dates no motion
    x = extract("La Chambre votera mercredi sur la motion de Jagmeet Singh.", language="fr", date=D(2020, 6, 18))
    assert [m.date for m in x.motions] == [None]
    x = extract("La Chambre doit se prononcer mercredi sur la motion de Jagmeet Singh.", language="fr",
                date=D(2020, 6, 18))
    assert [m.date for m in x.motions] == [None]
    # told as past, the weekday is still the last one
    x = extract("La Chambre a voté mercredi sur la motion de Jagmeet Singh.", language="fr", date=D(2020, 6, 18))
    assert [m.date for m in x.motions] == [D(2020, 6, 17)]


@pytest.mark.parametrize("text, left", [
    # a dateline's date is the day of writing: not the day of the sentence it heads
    ("OTTAWA, March 4, 2020 (Agency) - The member resigned on Tuesday.", ["on Tuesday"]),
    ("WINNIPEG, March 4, 2020 /Wire/ - The minister today resigned.", ["today"]),
    ("QUÉBEC, le 4 mars 2020 — Le député a démissionné mardi.", ["mardi"]),
    ("Wednesday March 4, 2020\nThe member said her decision was final.", []),
    ("index 2020-03-04 The member resigned on Tuesday.", ["on Tuesday"]),
    # a fronted date is the sentence's own day: a preposition or a comma after it says so
    ("On March 3, 2020, the member resigned.", ["March 3, 2020"]),
    ("March 3, 2020, the member resigned.", ["March 3, 2020"]),
    ("Le 3 mars 2020, le député a démissionné.", ["3 mars 2020"]),
    ("In 2019 the member resigned.", ["In 2019"]),
    ("The member resigned on March 3, 2020.", ["March 3, 2020"]),
    ("Tuesday, the member resigned.", ["Tuesday"]),
])
def test_a_datelines_date_dates_nothing_of_the_sentence(text, left):
    from canpol.loaders.article.dates import without_dateline
    ref = dt.date(2020, 3, 4)
    assert [text[m.start:m.end] for m in without_dateline(text, find_dates(text, ref))] == left


def test_the_events_of_a_lede_under_a_dated_dateline_take_the_ledes_own_day(extract):
    x = extract("OTTAWA, June 18, 2020 (CP) — Maxime Bernier resigned as critic on Tuesday.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 16))]
    x = extract("Thursday June 18, 2020\nMaxime Bernier resigned as critic on Tuesday.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 16))]


def test_a_coming_weekday_dates_neither_its_sentence_nor_the_article(extract):
    # "will vote on Wednesday": the coming Wednesday, not the one before publication; the lede's day
    # is then not that Wednesday either, and an undated event later takes the publication date
    x = extract("The House will vote on Wednesday on the motion.\n\nMaxime Bernier resigned as critic.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 18))]
    x = extract("La Chambre votera mercredi sur la motion.\n\nMaxime Bernier a démissionné de son poste de porte-parole.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 18))]
    # a future act's own weekday gives it no day: an announced resignation is dated by the telling
    # (as the gold dates one), here the running day, never the coming Monday
    x = extract("Maxime Bernier told reporters that he will resign as critic on Monday.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events if e.kind == "Resignation"] == [("Resignation", D(2020, 6, 18))]
    # ... and a weekday between the telling and the future clause's subject is the telling's
    x = extract("Maxime Bernier told reporters Tuesday he will resign as critic.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events if e.kind == "Resignation"] == [("Resignation", D(2020, 6, 16))]
    x = extract("Maxime Bernier said he will resign as critic on Tuesday.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events if e.kind == "Resignation"] == [("Resignation", D(2020, 6, 18))]


@pytest.mark.parametrize("text, expected", [
    # "next" and "this coming" name the coming day (in a week when told on that day)
    ("The vote is next Wednesday.", dt.date(2020, 6, 24)),
    ("The vote is next Thursday.", dt.date(2020, 6, 25)),
    ("The caucus meets this coming Monday.", dt.date(2020, 6, 22)),
    # that day of the week after this one
    ("The bill returns on Wednesday next week.", dt.date(2020, 6, 24)),
    ("The bill returns Monday of next week.", dt.date(2020, 6, 22)),
    # near misses: "next to" names no day; a bare or "last" weekday is still the last one
    ("She sat next to him on Wednesday.", dt.date(2020, 6, 17)),
    ("She resigned last Wednesday, and the next week was quiet.", dt.date(2020, 6, 17)),
])
def test_an_english_weekday_named_as_the_coming_one(text, expected):
    found = find_dates(text, REF)
    assert found and found[0].date == expected


def test_the_next_weekday_after_a_told_day_is_not_read_from_today():
    # "the next Wednesday" counts from a day the story told, not from the publication date: with none
    # told, it is no known day (as "the next day" below); after Monday, June 15, it is June 17
    assert [d.exact for d in find_dates("The House rose and sat again the next Wednesday.", REF)] == [False]
    told = D(2020, 6, 15)
    assert [d.date for d in find_dates("The House rose and sat again the next Wednesday.", REF, told=told)] \
        == [D(2020, 6, 17)]
    # "the next day" with no day told before is no known day: it leaves the sentence undated
    # (not the running date, which it is not either)
    assert [d.exact for d in find_dates("The next day, she resigned.", REF)] == [False]


def test_a_coming_english_weekday_dates_nothing_whatever_the_tense(extract):
    # "is next Wednesday": the day of a vote still to come dates neither the motion nor the article
    x = extract("The vote on the motion of Jagmeet Singh is next Wednesday.\n\nMaxime Bernier resigned as critic.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 18))]
    assert [m.date for m in x.motions] == [None]
    # a told past weekday still dates the paragraph's events
    x = extract("The House sat on Wednesday.\n\nMaxime Bernier resigned as critic.", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 17))]


@pytest.mark.parametrize("text", [
    "The vote is next Wednesday.", "The vote is the coming Wednesday.", "The caucus meets this coming Monday.",
    "The bill returns on Wednesday next week.", "Le vote a lieu mardi prochain.",
    "They met again the next Wednesday.", "She resigned on Wednesday.", "She sat next to him on Monday.",
])
def test_every_weekday_read_as_a_coming_day_is_one_that_dates_nothing(text):
    # a weekday after the publication date must be blanked before dating (coming_weekday_spans)
    from canpol.loaders.article.dates import coming_weekday_spans

    spans = coming_weekday_spans(text)
    for m in find_dates(text, REF):
        ahead = m.date > REF
        assert ahead == any(s <= m.start < e or m.start <= s < m.end for s, e in spans), text


TOLD = dt.date(2020, 6, 10)  # a day the text named before (a Wednesday)


@pytest.mark.parametrize("text, expected", [
    ("The next day, the House rose.", dt.date(2020, 6, 11)),
    ("The following morning the member apologized.", dt.date(2020, 6, 11)),
    ("Two days later, she resigned.", dt.date(2020, 6, 12)),
    ("The day before, he had apologized.", dt.date(2020, 6, 9)),
    ("The previous evening the whip called.", dt.date(2020, 6, 9)),
    ("Le lendemain, la députée a démissionné.", dt.date(2020, 6, 11)),
    ("Le surlendemain, la Chambre a ajourné.", dt.date(2020, 6, 12)),
    ("La veille, le ministre s'était excusé.", dt.date(2020, 6, 9)),
    ("Trois jours plus tard, il a quitté le caucus.", dt.date(2020, 6, 13)),
])
def test_a_relative_day_counts_from_the_day_told(text, expected):
    [found] = find_dates(text, REF, told=TOLD)
    assert found.exact and found.date == expected


@pytest.mark.parametrize("text", [
    "The next day, the House rose.",          # no day told before: a day, but not known
    "Le lendemain, la députée a démissionné.",
])
def test_a_relative_day_with_no_day_told_is_no_known_day(text):
    [found] = find_dates(text, REF)
    assert not found.exact


@pytest.mark.parametrize("text", [
    "The day after the vote, she resigned.",  # counted from a day it names, not from the day told
    "Le lendemain de l'élection, il a démissionné.",
    "Au lendemain du vote, elle a quitté le caucus.",
    "La veille du scrutin, le chef s'est excusé.",
    "A few weeks later, she quit the caucus.",  # more than days: no day
    "La semaine suivante, il a démissionné.",
])
def test_a_day_counted_from_a_named_event_or_by_weeks_is_no_day(text):
    assert [d.exact for d in find_dates(text, REF, told=TOLD)] == [False]


@pytest.mark.parametrize("text, expected", [
    ("It happened on Monday, June 1.", dt.date(2020, 6, 1)),  # not the last Monday before REF (June 15)
    ("Tuesday, May 26, 2020, the House sat.", dt.date(2020, 5, 26)),
    ("La Chambre a siégé le lundi 1er juin.", dt.date(2020, 6, 1)),
])
def test_a_weekday_before_a_calendar_date_qualifies_it(text, expected):
    assert [d.date for d in find_dates(text, REF)] == [expected]


@pytest.mark.parametrize("text, month", [
    ("She quit cabinet in February 2019.", dt.date(2019, 2, 1)),
    ("Il a démissionné en août 2020.", dt.date(2020, 8, 1)),
    ("The motion, tabled in early 2018, died.", dt.date(2018, 1, 1)),
    ("Au printemps 2019, le caucus a perdu deux députés.", dt.date(2019, 1, 1)),
])
def test_a_month_or_season_of_a_year_is_no_day(text, month):
    # not the running date of the story either: the sentence's events get no day
    assert [(d.date, d.exact) for d in find_dates(text, REF)] == [(month, False)]


@pytest.mark.parametrize("text", [
    "Il s'est excusé pour ses propos de la veille.",
    "He apologized for his remarks of the day before.",
])
def test_a_relative_day_of_a_noun_does_not_date_the_clause(text):
    assert find_dates(text, REF, told=TOLD) == []


def test_a_relative_day_in_a_quotation_counts_from_the_day_it_was_said():
    from canpol.loaders.article.dates import find_dates_in_speech

    text = "« J'ai été expulsé hier », a déclaré jeudi la députée."
    assert [d.date for d in find_dates_in_speech(text, REF)] == [dt.date(2020, 6, 17), dt.date(2020, 6, 18)]
    # no day said outside the quotation: counted from the reference, as find_dates does
    text = '"I was thrown out yesterday," the member said.'
    assert [d.date for d in find_dates_in_speech(text, REF)] == [dt.date(2020, 6, 17)]


def test_quotations_are_blanked_only_beside_an_attribution():
    from canpol.loaders.article.dates import blank_quotations

    text = '"I was thrown out yesterday," the member told reporters.'
    assert blank_quotations(text) == " " * 30 + "the member told reporters."
    assert blank_quotations("« Je démissionne aujourd'hui »") == "« Je démissionne aujourd'hui »"  # nothing outside


@pytest.mark.parametrize("text", [
    "The minister resigned overnight.",
    "She quit during the night, aides said.",
    "Le ministre a démissionné pendant la nuit.",
    "Dans la nuit de lundi à mardi, la ministre a démissionné.",
    "He left the caucus over the weekend.",
    "He left the caucus last weekend.",
    "Il a quitté le caucus en fin de semaine.",
    "Il a quitté le caucus ce week-end.",
])
def test_a_night_or_a_weekend_told_without_its_day_is_no_day(text):
    # (every mention inexact: the clause is dated, but not to a day, so it takes none)
    found = find_dates(text, REF)
    assert found and not any(d.exact for d in found)


@pytest.mark.parametrize("text", [
    "He resigned on Sunday night.",
    "Dans la nuit de lundi, il a démissionné.",
])
def test_a_night_told_with_its_day_is_that_day(text):
    assert any(d.exact for d in find_dates(text, REF))


@pytest.mark.parametrize("text, expected", [
    ("OTTAWA, June 16, 2020 (Wire) - The minister resigned.", dt.date(2020, 6, 16)),
    ("OTTAWA, 16 juin 2020 (PC) — La ministre a démissionné.", dt.date(2020, 6, 16)),
    ("OTTAWA - The minister resigned on June 16, 2020.", None),
    ("On June 16, 2020, the minister resigned.", None),
])
def test_the_dateline_date_is_the_day_of_writing(text, expected):
    from canpol.loaders.article.dates import dateline_date
    assert dateline_date(text, REF) == expected


@pytest.mark.parametrize("text, expected", [
    ("He resigned on Wednesday of last week.", dt.date(2020, 6, 10)),
    ("He resigned Monday last week.", dt.date(2020, 6, 8)),
    ("Il a démissionné mercredi de la semaine dernière.", dt.date(2020, 6, 10)),
    ("Il a démissionné vendredi la semaine passée.", dt.date(2020, 6, 12)),
    ("He resigned a week ago Wednesday.", dt.date(2020, 6, 10)),
    ("He resigned a week ago Friday.", dt.date(2020, 6, 5)),
    ("Il a démissionné avant-hier.", dt.date(2020, 6, 16)),
    ("He resigned the day before yesterday.", dt.date(2020, 6, 16)),
    ("Il a démissionné hier.", dt.date(2020, 6, 17)),  # (not avant-hier)
    ("He resigned on Wednesday.", dt.date(2020, 6, 17)),  # (this week's)
])
def test_a_weekday_of_last_week_and_the_day_before_yesterday(text, expected):
    found = [d for d in find_dates(text, REF) if d.exact]
    assert found and found[0].date == expected


@pytest.mark.parametrize("ref, text", [
    (dt.date(2025, 12, 5), "The motion goes to a vote on Dec. 12."),
    (dt.date(2025, 12, 5), "La motion sera mise aux voix le 12 décembre."),
    (dt.date(2025, 12, 28), "The motion goes to a vote on Jan. 3."),
])
def test_a_month_day_soon_after_the_reference_is_to_come_and_no_day(ref, text):
    # (not the same month-day of the year before)
    found = find_dates(text, ref)
    assert found and not any(d.exact for d in found)


@pytest.mark.parametrize("ref, text, expected", [
    (dt.date(2026, 1, 6), "She quit on Dec. 16.", dt.date(2025, 12, 16)),
    (dt.date(2025, 6, 5), "The House rose on Nov. 12.", dt.date(2024, 11, 12)),
])
def test_a_month_day_long_after_the_reference_is_last_years(ref, text, expected):
    assert [d.date for d in find_dates(text, ref) if d.exact] == [expected]


@pytest.mark.parametrize("text, expected", [
    ("Last week, the member quit the caucus on Wednesday.", dt.date(2020, 6, 10)),
    ("The member quit the caucus on Monday last week.", dt.date(2020, 6, 8)),
    ("La semaine dernière, la députée a quitté le caucus mercredi.", dt.date(2020, 6, 10)),
    ("Il a démissionné vendredi, la semaine passée.", dt.date(2020, 6, 12)),
    # near misses: another time set apart, or last week only a noun's, leave the weekday this week's
    ("She stayed last week, but on Wednesday she quit the caucus.", dt.date(2020, 6, 17)),
    ("Last week he promised to stay; on Monday he left.", dt.date(2020, 6, 15)),
    ("She quit the caucus on Monday, after last week's vote.", dt.date(2020, 6, 15)),
    ("He quit on Wednesday.", dt.date(2020, 6, 17)),
    ("The minister, who left cabinet last week, spoke to reporters on Monday.", dt.date(2020, 6, 15)),
    ("She said on Monday that the member had quit last week.", dt.date(2020, 6, 15)),
])
def test_a_weekday_told_with_last_week_is_last_weeks(text, expected):
    assert [d.date for d in find_dates(text, REF) if d.exact] == [expected]


@pytest.mark.parametrize("text", [
    "The week before, he had quit the caucus on a Tuesday.",
    "Elle a démissionné un mardi, comme son prédécesseur.",
    "Votes are held every Wednesday.",
])
def test_an_indefinite_weekday_names_no_day(text):
    assert not [d for d in find_dates(text, REF) if d.exact]


@pytest.mark.parametrize("text, expected", [
    ("Two days after that, she resigned.", dt.date(2020, 6, 12)),
    ("A day after, the whip called.", dt.date(2020, 6, 11)),
    ("Three days earlier, he had apologized.", dt.date(2020, 6, 7)),
    ("Two days before, she had resigned.", dt.date(2020, 6, 8)),
    ("Deux jours après, il a démissionné.", dt.date(2020, 6, 12)),
    ("Trois jours plus tôt, elle s'était excusée.", dt.date(2020, 6, 7)),
    ("Deux jours auparavant, il avait quitté le caucus.", dt.date(2020, 6, 8)),
])
def test_a_count_of_days_before_or_after_counts_from_the_day_told(text, expected):
    [found] = find_dates(text, REF, told=TOLD)
    assert found.exact and found.date == expected


@pytest.mark.parametrize("text", [
    "Two days after the vote, she resigned.",  # counted from the vote's day, which is not read
    "Three days before the election, he quit.",
    "Deux jours après le scrutin, il a démissionné.",
    "Trois jours avant le vote, elle a quitté le caucus.",
])
def test_a_count_of_days_from_a_named_event_is_no_day(text):
    assert [d.exact for d in find_dates(text, REF, told=TOLD)] == [False]


@pytest.mark.parametrize("text, verb, expected", [
    # a gerund after a preposition and a finite verb the parser leaves as a bare dep: clauses with their own day
    ("After debating it on Monday, the House adopted the motion on Wednesday.", "adopted", dt.date(2020, 6, 17)),
    ("After debating it on Monday, the House adopted the motion on Wednesday.", "debating", dt.date(2020, 6, 15)),
    ("The House rejected the amendment on Tuesday, then adopted the motion 200-120 on Wednesday.", "adopted",
     dt.date(2020, 6, 17)),
    ("The House rejected the amendment on Tuesday, then adopted the motion 200-120 on Wednesday.", "rejected",
     dt.date(2020, 6, 16)),
])
def test_a_gerund_or_a_loose_finite_verb_keeps_its_own_day(en_nlp, text, verb, expected):
    from canpol.loaders.article.dates import clause_dates

    sent = next(en_nlp(text).sents)
    date_of = clause_dates(sent, find_dates(sent.text, REF))
    assert date_of(next(t for t in sent if t.text == verb), None) == expected


@pytest.mark.parametrize("text, expected", [
    ("Back in 2017, on March 3, the member quit the caucus.", dt.date(2017, 3, 3)),
    ("En 2017, le 3 mars, la députée a quitté le caucus.", dt.date(2017, 3, 3)),
    ("On March 3 in 2017, the member quit the caucus.", dt.date(2017, 3, 3)),
    # near misses: a stretch since a year, two years, a year of its own: the latest such day still
    ("Since 2017 she has sat as an independent; on March 3 she quit the committee.", dt.date(2020, 3, 3)),
    ("In 2017 and 2018, on March 3, the House sat late.", dt.date(2020, 3, 3)),
    ("On March 3, the member quit the caucus.", dt.date(2020, 3, 3)),
])
def test_a_month_day_takes_the_one_year_its_sentence_names(text, expected):
    assert [d.date for d in find_dates(text, REF) if d.exact] == [expected]


@pytest.mark.parametrize("text", [
    "On March 3 of that year, the member quit the caucus.",
    "On March 3 the following year, she resigned.",
    "Le 3 mars de la même année, la députée a quitté le caucus.",
    "Le 3 mars de cette année-là, il a démissionné.",
])
def test_a_month_day_of_a_year_told_before_is_no_known_day(text):
    assert not [d for d in find_dates(text, REF) if d.exact]


@pytest.mark.parametrize("text", [
    "The member quit the caucus ahead of Thursday's confidence vote.",
    "She resigned after Tuesday's debate.",
    "He left the caucus ahead of Thursday night's vote.",
    "Le député a quitté le caucus en vue du vote de jeudi.",
    "La ministre a démissionné après le vote de confiance de mardi.",
    # a stretch after it, a time before it without a count
    "She resigned in the days after Tuesday's debate.",
    # counted back from a thing that may be still to come; « au lendemain », « à la veille »: no count
    "She resigned the day before Wednesday's vote.",
    "Il s'est excusé la veille du vote de mercredi.",
    "Il a démissionné à la veille du vote de jeudi.",
    "Elle a démissionné au lendemain du vote de mardi.",
    "He quit the caucus before Thursday's vote.",
    "Elle a démissionné avant le vote de jeudi.",
])
def test_a_time_told_from_a_days_named_thing_is_no_day(text):
    assert [d.exact for d in find_dates(text, REF)] == [False]


@pytest.mark.parametrize("text, expected", [
    ("Thursday's vote on the motion ended 200-120.", dt.date(2020, 6, 18)),  # the vote's own day
    ("The member quit on Tuesday after the vote.", dt.date(2020, 6, 16)),
    ("Le député a quitté le caucus mardi, après le vote.", dt.date(2020, 6, 16)),
    ("Avant de partir mardi, le député a démissionné.", dt.date(2020, 6, 16)),
])
def test_a_weekday_of_the_clause_or_of_the_vote_itself_stays(text, expected):
    assert [d.date for d in find_dates(text, REF) if d.exact] == [expected]


@pytest.mark.parametrize("text, expected", [
    ("OTTAWA, June 16 (Wire) — The minister resigned yesterday.", dt.date(2020, 6, 16)),
    ("OTTAWA, 16 juin (PC) — La ministre a démissionné hier.", dt.date(2020, 6, 16)),
    ("OTTAWA (June 16, 2020) — The minister resigned today.", dt.date(2020, 6, 16)),
    # near misses: a month-day of the sentence, not a dateline
    ("On June 16 (a Tuesday) — the minister resigned.", None),
    ("June 16 (Wire) — The minister resigned.", None),
    ("OTTAWA — The minister resigned on June 16 (a Tuesday).", None),
])
def test_a_dateline_without_its_year_or_in_parentheses_is_the_day_of_writing(text, expected):
    from canpol.loaders.article.dates import dateline_date
    assert dateline_date(text, REF) == expected


@pytest.mark.parametrize("text, expected", [
    ("Elle a pris la parole le 3 courant.", dt.date(2020, 6, 3)),
    ("Il a démissionné le 12 de ce mois.", dt.date(2020, 6, 12)),
    ("Le vote a eu lieu le 18 courant.", dt.date(2020, 6, 18)),
    ("Elle a quitté le caucus dimanche passé.", dt.date(2020, 6, 14)),
    ("Il a quitté le caucus jeudi passé.", dt.date(2020, 6, 11)),  # told on a Thursday: the week before
])
def test_french_days_of_this_month_and_last_weekdays(text, expected):
    [found] = find_dates(text, REF)
    assert found.date == expected and found.exact


@pytest.mark.parametrize("text", [
    "Le vote aura lieu le 25 courant.",  # a day still to come this month: no day of what happened
    "Il a déclaré le 21 que le projet avançait.",  # a day of an unnamed month
    "Depuis le 1er, la députée siège comme indépendante.",
    "Il a déclaré aux journalistes en début de semaine que le vote serait serré.",
    "Au milieu de la semaine, elle a quitté le cabinet.",
    "Il a démissionné à la fin de la semaine dernière.",
])
def test_french_days_that_name_no_day_are_inexact(text):
    found = find_dates(text, REF)
    assert found and not any(f.exact for f in found)


@pytest.mark.parametrize("text", [
    "Le vote a eu lieu à 14 h 35.",
    "Le budget passe de 3 à 5 milliards.",
    "Il a obtenu le 21 % des voix.",
    "Le 21e député a pris la parole.",
])
def test_french_numbers_that_are_no_day(text):
    assert find_dates(text, REF) == []


# -- the inventory's families (helper "dates"): every form a day is told in, and its near misses ------

@pytest.mark.parametrize("text, day", [
    # counted back from the day of writing by days
    ("She left the caucus three days ago.", D(2020, 6, 15)),
    ("He quit cabinet two days ago, his office said.", D(2020, 6, 16)),
    ("Elle a quitté le caucus il y a deux jours.", D(2020, 6, 16)),
    # English day before month, with or without its year
    ("She resigned on 16 June.", D(2020, 6, 16)),
    ("She resigned on 16 June 2019.", D(2019, 6, 16)),
    ("He apologized on the 12th of June.", D(2020, 6, 12)),
    # French months written short
    ("Elle a démissionné le 12 juin et il s'est excusé le 3 janv. 2020.", None),
    # dates in figures: French day first; English when the figures tell month from day
    ("Elle a démissionné le 16/06/2020.", D(2020, 6, 16)),
    ("She resigned on 6/16/2020.", D(2020, 6, 16)),
    ("She resigned on 16/6/2020.", D(2020, 6, 16)),
    # anniversaries: the day counted from (today, a weekday), so many years before
    ("A year ago Tuesday, she resigned from cabinet.", D(2019, 6, 16)),
    ("He quit the caucus two years ago today.", D(2018, 6, 18)),
    ("Il y a un an jour pour jour, elle démissionnait.", D(2019, 6, 18)),
    # a day counted from a thing its phrase dates by a weekday: that weekday moved by the count
    ("She resigned the day after Tuesday's debate.", D(2020, 6, 17)),
    ("He apologized two days after Monday's vote.", D(2020, 6, 17)),
    ("Elle a démissionné le lendemain du vote de mardi.", D(2020, 6, 17)),
    ("Il a quitté le caucus deux jours après le débat de lundi.", D(2020, 6, 17)),
])
def test_a_day_told_in_each_form_resolves(text, day):
    found = [d for d in find_dates(text, REF) if d.exact]
    if day is None:  # (two days: the short month read as the second)
        assert [d.date for d in found] == [D(2020, 6, 12), D(2020, 1, 3)]
    else:
        assert [d.date for d in found] == [day]


@pytest.mark.parametrize("text", [
    # a day of the month without its month: which month is not told here
    "She resigned on the 16th.",
    "Il a démissionné le 16.",
    # figures that could be either month or day, with no French « le » to say which
    "She resigned on 5/6/2020.",
    # counted back by years with no day to count from: some year, no day
    "Il y a un an, elle a quitté le caucus.",
    "A year ago, she resigned from cabinet.",
    "He quit the caucus two years ago this week.",
    # parts of a month
    "Elle a démissionné au début du mois.",
    "Il a quitté le caucus à la fin du mois.",
    "She left cabinet at the start of the month.",
    "He quit the caucus late last month.",
])
def test_a_form_that_names_no_day_dates_the_clause_to_none(text):
    found = find_dates(text, REF)
    assert found and not any(d.exact for d in found)


@pytest.mark.parametrize("text", [
    # the day of a thing the event is about or scheduled, not the event's
    "She apologized ahead of the vote set for Tuesday.",
    "He resigned before the debate scheduled for June 22.",
    "She apologized for the remarks of Tuesday.",
    "He apologized for Monday's outburst.",
    "She resigned over Tuesday's vote.",
    "Elle s'est excusée pour ses propos de mardi.",
    "Il s'est excusé au sujet du vote de lundi.",
    "Elle a démissionné avant le vote prévu pour mardi.",
])
def test_the_day_of_a_thing_named_dates_nothing(text):
    assert find_dates(text, REF) == []


@pytest.mark.parametrize("text, day", [
    # ... but the event's own day stays, next to such a thing or in a look-alike
    ("On Wednesday she apologized for the remarks of Tuesday.", D(2020, 6, 17)),
    ("The vote was held as scheduled on Tuesday.", D(2020, 6, 16)),
    ("He was expelled for the rest of Tuesday's sitting.", D(2020, 6, 16)),
    ("He apologized on Tuesday the 16th.", D(2020, 6, 16)),
    ("Elle s'est excusée mardi pour ses propos de lundi.", D(2020, 6, 16)),
    ("Elle s'est excusée dans la soirée de mardi.", D(2020, 6, 16)),
])
def test_the_events_own_day_is_kept_beside_a_things_day(text, day):
    assert [d.date for d in find_dates(text, REF) if d.exact] == [day]


@pytest.mark.parametrize("text, day", [
    # a weekday counted from the day the text told last (Monday, June 15), not from the day of writing
    ("X apologized the following Wednesday.", D(2020, 6, 17)),
    ("X had apologized the previous Friday.", D(2020, 6, 12)),
    ("Le mercredi suivant, X s'est excusée.", D(2020, 6, 17)),
    ("Le vendredi précédent, X s'était excusée.", D(2020, 6, 12)),
    ("Earlier in the day, X had apologized.", D(2020, 6, 15)),
    ("Plus tard dans la journée, X s'est excusée.", D(2020, 6, 15)),
])
def test_a_day_counted_from_the_day_told(text, day):
    told = D(2020, 6, 15)
    assert [d.date for d in find_dates(text, REF, previous=told, told=told) if d.exact] == [day]


@pytest.mark.parametrize("text", [
    "X apologized the following Wednesday.",  # (no day told before it: which Wednesday is not known)
    "Le mercredi suivant, X s'est excusée.",
    "X apologized that same week.",
    "Elle s'est excusée la même semaine.",
])
def test_a_day_counted_from_no_day_told_or_a_week_is_no_day(text):
    found = find_dates(text, REF)
    assert found and not any(d.exact for d in found)


@pytest.mark.parametrize("text, day", [
    # a month-day of the year before the reference date's (REF: June 18, 2020)
    ("She resigned on Nov. 5 last year.", D(2019, 11, 5)),
    ("She resigned on June 12 of last year.", D(2019, 6, 12)),
    ("Elle a démissionné le 5 novembre de l'an dernier.", D(2019, 11, 5)),
    ("Elle a démissionné le 12 juin l'année passée.", D(2019, 6, 12)),
    # ... not "this year" (the latest such day, as with no year)
    ("She resigned on June 12 this year.", D(2020, 6, 12)),
])
def test_a_month_day_of_last_year(text, day):
    assert [d.date for d in find_dates(text, REF) if d.exact] == [day]


@pytest.mark.parametrize("text", [
    # a month-day told as the coming one, however far: no past day
    "Le vote aura lieu le 5 mars prochain.",
    "The vote is on March 5 next year.",
])
def test_a_coming_month_day_is_no_day(text):
    found = find_dates(text, REF)
    assert found and not any(d.exact for d in found)


# --- the time frame: the year in focus, the day of writing, background periods ---

def test_a_yearless_month_day_takes_the_year_in_focus():
    # the year the prose moved to (passed by the caller) is the year of a month-day told without one
    [found] = find_dates("On Feb. 5 the House rose.", REF, year=1963)
    assert found.date == dt.date(1963, 2, 5) and found.exact and found.anchor == ""
    [found] = find_dates("Le 5 février, la Chambre a siégé.", REF, year=1963)
    assert found.date == dt.date(1963, 2, 5)
    # with no year in focus (or the reference date's own), the latest such day before the reference date
    assert find_dates("On Feb. 5 the House rose.", REF)[0].date == dt.date(2020, 2, 5)
    assert find_dates("On Feb. 5 the House rose.", REF, year=2020)[0].date == dt.date(2020, 2, 5)
    # a day that tells its year keeps it
    assert find_dates("On Feb. 5, 1968, the House rose.", REF, year=1963)[0].date == dt.date(1968, 2, 5)


@pytest.mark.parametrize("text, anchor", [
    ("It happened in 1963.", "year"),
    ("On Feb. 19, 1968, the House rose.", "year"),
    ("Elle a démissionné en mai 1986.", "year"),
    ("It happened on Wednesday.", "now"),
    ("Il est parti hier.", "now"),
    ("The House rose the next day.", ""),
    ("The House rose on June 2.", ""),
])
def test_a_mention_tells_what_its_time_is_told_from(text, anchor):
    assert find_dates(text, REF, told=dt.date(2020, 6, 1))[0].anchor == anchor


def test_now_in_a_past_narrative_is_the_time_in_focus():
    before = dt.date(2020, 6, 12)
    assert find_dates("He now wished to table the documents.", REF, previous=before)[0].date == before
    assert find_dates("The government was now free to act.", REF, previous=before)[0].date == before
    # told in the present, it is the day of writing
    assert find_dates("He is now calling for a vote.", REF, previous=before)[0].date == REF


@pytest.mark.parametrize("text", [
    "the motion adopted in the spring", "the motion the House passed over the summer",
    "la motion adoptée au printemps", "la motion adoptée à l'automne dernier", "elle a démissionné cet hiver",
    "il avait promis ce vote pendant la campagne de l'hiver dernier",
])
def test_a_season_without_its_year_is_a_period(text):
    [found] = find_dates(text, REF)
    assert not found.exact


def test_a_season_with_its_year_or_a_session_is_no_background_period():
    [found] = find_dates("It was adopted in the spring of 2019.", REF)
    assert found.date.year == 2019 and not found.exact
    assert find_dates("the spring session of the House", REF) == []


def test_the_sentences_year_is_one_told_at_its_head():
    assert find_dates("Back in 2019, on June 12, the House rose.", REF)[1].date == dt.date(2019, 6, 12)
    # a year further on modifies its own phrase: the month-day is the reference date's year
    found = find_dates("The House, which first sat in 1867, adopted it on Feb. 22.", REF)
    assert [d.date for d in found if d.exact] == [dt.date(2020, 2, 22)]


def test_a_year_told_at_a_sentences_head_dates_the_month_days_after_it(extract):
    x = extract("Think back to February 2011. On Feb. 5 Maxime Bernier resigned from cabinet.", date=D(2020, 6, 19))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2011, 2, 5))]
    # a paragraph break ends that frame: a month-day then is the day of writing's year
    x = extract("In 2011, the party was in opposition.\n\nOn June 5 Maxime Bernier resigned from cabinet.",
                date=D(2020, 6, 19))
    assert [(e.kind, e.date) for e in x.events] == [("Resignation", D(2020, 6, 5))]
    # and a day counted from the day of writing brings the frame back to it
    x = extract("In 2011, the party was in opposition. On Tuesday, Maxime Bernier resigned from cabinet. "
                "On June 5 Jagmeet Singh resigned as whip.", date=D(2020, 6, 19))
    assert {(e.kind, e.date) for e in x.events} == {("Resignation", D(2020, 6, 16)), ("Resignation", D(2020, 6, 5))}


def test_a_past_year_without_its_day_leaves_what_follows_it_undated(extract):
    # "It was May 2011.": what the prose tells next happened then, on no day it gives, not on the lead's
    x = extract("It was May 2011. Maxime Bernier resigned from cabinet.\n\nJagmeet Singh resigned yesterday.",
                date=D(2020, 6, 19))
    assert {(e.agent.label, e.date) for e in x.events} == {("Maxime Bernier", None), ("Jagmeet Singh", D(2020, 6, 18))}
    # a year told at the end of a sentence does not move the frame
    x = extract("Jagmeet Singh resigned on Thursday.\n\nBernier had already resigned from cabinet once, in 2011. "
                "Maxime Bernier also resigned.", date=D(2020, 6, 19))
    assert ("Maxime Bernier", D(2020, 6, 18)) in {(e.agent.label, e.date) for e in x.events}


def test_years_later_moves_to_a_year_counted_from_the_day_told_last():
    told = dt.date(1963, 2, 5)
    [found] = find_dates("Five years later the House rose.", REF, told=told)
    assert found.date.year == 1968 and not found.exact and found.anchor == "year"
    [found] = find_dates("Un an plus tard, la Chambre a siégé.", REF, told=told)
    assert found.date.year == 1964 and not found.exact
    # the month-days of the sentence are of that year
    found = find_dates("Two years later, on June 3, the House rose.", REF, told=told)
    assert [d.date for d in found if d.exact] == [dt.date(1965, 6, 3)]
    # counted from no day told, or by no count: a time, and the month-day's year is not known
    for text, day in (("Two years later, on June 3, the House rose.", None),
                      ("Years later, on June 3, the House rose.", told)):
        found = find_dates(text, REF, told=day)
        assert not any(d.exact for d in found) and all(d.anchor == "" for d in found)


def test_a_paragraph_after_prose_told_on_a_past_day_goes_on_in_that_past(extract):
    story = "Jagmeet Singh resigned as whip on Thursday.\n\nOn Feb. 5, 2011, the party lost another whip.\n\n"
    x = extract(story + "Maxime Bernier resigned from cabinet.", date=D(2020, 6, 19))
    assert {(e.agent.label, e.date) for e in x.events} == {("Jagmeet Singh", D(2020, 6, 18)), ("Maxime Bernier", None)}
    # a paragraph that names its day is on that day
    x = extract(story + "On Friday, Maxime Bernier resigned from cabinet.", date=D(2020, 6, 19))
    assert {(e.agent.label, e.date) for e in x.events} == {("Jagmeet Singh", D(2020, 6, 18)),
                                                            ("Maxime Bernier", D(2020, 6, 19))}
    # and a past day told in a flashback does not take the prose there
    x = extract("Jagmeet Singh resigned as whip on Thursday.\n\nOn Feb. 5, 2011, the party had lost another whip.\n\n"
                "Maxime Bernier resigned from cabinet.", date=D(2020, 6, 19))
    assert ("Maxime Bernier", D(2020, 6, 18)) in {(e.agent.label, e.date) for e in x.events}


def test_a_when_clause_happens_at_the_time_of_what_it_modifies(extract):
    # "the view he held in 2013, when he told reporters …": the telling is of 2013, a year (no day),
    # not of the article's running day
    x = extract('Could Maxime Bernier tell us if he still keeps the opinion he had in 2013, when he tweeted, '
                '"The tax has to go."', date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", None)]
    x = extract("Maxime Bernier still holds the view he held in 2013, when he told reporters that the tax had to go.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", None)]
    # a when-clause on a clause that names its day takes that day
    x = extract("Maxime Bernier held that view on Monday, when he told reporters that the tax had to go.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", D(2020, 6, 15))]
    # a clause of another conjunction keeps the day of its sentence
    x = extract("Maxime Bernier told reporters on Wednesday that the tax had to go, because it hurt farmers.",
                date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", D(2020, 6, 17))]


@pytest.mark.parametrize("text, expected", [
    # a stretch counted from a thing the phrase dates: that date moved by the count, never the thing's day
    ("Ten days after the vote of May 2, she resigned.", dt.date(2020, 5, 12)),
    ("Two weeks before the June 10 debate, he apologized.", dt.date(2020, 5, 27)),
    ("Two months after the vote of March 31, 2020, he left.", None),  # (May 31 + ... : March 31 + 2 = May 31)
    ("Trois semaines après le vote du 1er mai, elle a démissionné.", dt.date(2020, 5, 22)),
    ("Cinq jours avant le débat du 10 juin, il s'est excusé.", dt.date(2020, 6, 5)),
    ("Cinq jours avant le 10 juin, il s'est excusé.", dt.date(2020, 6, 5)),
    ("Un mois après l'élection du 31 janvier, il a quitté le caucus.", None),  # (no Feb. 31: no day)
    # no count told: no day at all
    ("A few weeks after the vote of May 2, she resigned.", None),
    ("Quelques jours après le vote du 2 mai, elle a démissionné.", None),
])
def test_stretch_counted_from_a_dated_thing(text, expected):
    found = find_dates(text, REF)
    assert len(found) == 1
    if expected is None and "March 31" in text:
        assert found[0].exact and found[0].date == dt.date(2020, 5, 31)
    elif expected is None:
        assert not found[0].exact
    else:
        assert found[0].exact and found[0].date == expected
