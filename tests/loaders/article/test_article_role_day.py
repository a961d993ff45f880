"""A role phrase names the holder of the office on the day of the event it takes part in (sentences
written here): "the prime minister" of an event of 1971 told in 2000 is the prime minister of 1971;
a departure by role is the one whose tenure ends, never the successor sworn in that day; a time the
text gives only roughly ("in the 1970s"), or a day and a scene whose holders differ, names nobody."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import agents_of, events_through_kb  # noqa: F401 - the fixtures
from canpol.loaders.article.tenure import Tenure, holder_on, time_named

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

PM = "person/pierre-elliott-trudeau"



@pytest.mark.parametrize("lang, text, published, expected", [
    # a day years before the article's: that day's prime minister
    ("en", "On Feb. 17, 1971, the prime minister apologized in the House for a remark he had made.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    ("fr", "Le 17 février 1971, le premier ministre a présenté ses excuses à la Chambre pour ses propos.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    # a year, the office held by one person all through it
    ("en", "In 1971, the prime minister apologized in the House for a remark he had made.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    ("fr", "En 1971, le premier ministre a présenté ses excuses à la Chambre pour ses propos.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    # leaving: the leader whose tenure ends that day, not the interim leader chosen the same day
    ("en", "The Conservative leader stepped down on Wednesday after a caucus vote.", dt.date(2022, 2, 3),
     [("Resignation", ["person/erin-o-toole"])]),
    ("fr", "Le chef conservateur a démissionné mercredi après un vote du caucus.", dt.date(2022, 2, 3),
     [("Resignation", ["person/erin-o-toole"])]),
    # "then", « de l'époque »: the holder on the day the sentence names
    ("en", "On Feb. 17, 1971, the then prime minister apologized in the House for a remark he had made.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    ("fr", "Le 17 février 1971, le premier ministre de l'époque a présenté ses excuses à la Chambre.",
     dt.date(2000, 9, 29), [("Apology", [PM])]),
    # a scene set in February 1971: the time frame (dates.py) carries it to the undated sentence after it
    ("en", "It was February 1971, and the Commons was in an uproar. The prime minister apologized in the House "
           "for a remark he had made.", dt.date(2000, 9, 29), [("Apology", [PM])]),
    # a title with the name set off after it, the day after the successor took the portfolio
    ("fr", "Le ministre des Finances, Bill Morneau, a remis sa démission mardi.", dt.date(2020, 8, 19),
     [("Resignation", ["person/bill-morneau"])]),
    # a portfolio marked as of the time (then, « d'alors »), in a month the sentence names
    ("en", "In May 2020, the then health minister apologized to the provinces for the late deliveries.",
     dt.date(2024, 2, 15), [("Apology", ["person/patricia-hajdu"])]),
    ("fr", "En mai 2020, la ministre de la Santé d'alors s'est excusée auprès des provinces pour les retards.",
     dt.date(2024, 2, 15), [("Apology", ["person/patricia-hajdu"])]),
    # an office marked "then" in a season of a year, or the last such season before the day of writing
    ("en", "In the spring of 2019, the then Opposition leader apologized to the House for a remark.",
     dt.date(2024, 5, 9), [("Apology", ["person/andrew-scheer"])]),
    ("en", "Last spring, the then Opposition leader apologized to the House for a remark.",
     dt.date(2022, 11, 16), [("Apology", ["person/candice-bergen"])]),
])
def test_a_role_names_the_holder_of_the_events_day(agents_of, lang, text, published, expected):
    assert agents_of(lang, text, published) == expected


@pytest.mark.parametrize("lang, text, published", [
    # a decade: the office changed hands in it
    ("en", "In the 1970s, the prime minister apologized in the House for a remark he had made.", dt.date(2000, 9, 29)),
    ("fr", "Dans les années 1970, le premier ministre a présenté ses excuses à la Chambre pour ses propos.",
     dt.date(2000, 9, 29)),
    # a year in which the office changed hands
    ("en", "In 1979, the prime minister apologized in the House for a remark he had made.", dt.date(2000, 9, 29)),
    # "then" with no time of the sentence's own: some other time than the day of writing, not known
    ("en", "The then prime minister apologized in the House for a remark he had made.", dt.date(2000, 9, 29)),
    # not a departure: two leaders that day (the one leaving, the interim one), not sure which spoke
    ("en", "The Conservative leader told reporters on Wednesday that the party would unite.", dt.date(2022, 2, 3)),
    # a season in which the office changed hands
    ("en", "In the summer of 2022, the then Opposition leader apologized to the House for a remark.",
     dt.date(2024, 5, 9)),
    # « le ministre d'alors » while a woman held the portfolio: not her
    ("fr", "En mai 2018, le ministre de la Santé d'alors s'est excusé auprès des provinces pour les retards.",
     dt.date(2024, 2, 15)),
])
def test_a_role_whose_holder_the_text_does_not_fix_names_nobody(agents_of, lang, text, published):
    assert [(kind, agents) for kind, agents in agents_of(lang, text, published)] \
        in ([("Apology", ["unlinked"])], [("PressStatement", ["unlinked"])])


@pytest.mark.parametrize("lang, text, published, expected", [
    # an article about today that recalls a year in passing: today's prime minister
    ("en", "Jane Philpott resigned from cabinet on Monday. She was first elected in 2015. The prime minister "
           "told reporters on Monday that he respected her decision.", dt.date(2019, 3, 5),
     [("Resignation", ["person/jane-philpott"]), ("PressStatement", ["person/justin-trudeau"])]),
    # a name set off after a title it never held: not the title's holder that day
    ("fr", "Le ministre des Finances, Jagmeet Singh, a remis sa démission mardi.", dt.date(2020, 8, 19),
     [("Resignation", ["person/jagmeet-singh"])]),
])
def test_near_misses_keep_the_day_of_the_article_or_the_name(agents_of, lang, text, published, expected):
    assert sorted(agents_of(lang, text, published)) == sorted(expected)


def test_time_named():
    assert time_named("In 1971, the House sat late.") == ((dt.date(1971, 1, 1), dt.date(1971, 12, 31)), True)
    assert time_named("It was February 1971, at the height of it.") == (
        (dt.date(1971, 2, 1), dt.date(1971, 2, 28)), True)
    assert time_named("Le chef, élu en 2015, a parlé.") == ((dt.date(2015, 1, 1), dt.date(2015, 12, 31)), False)
    assert time_named("In the 1970s the rules were different.")[0] == (dt.date(1970, 1, 1), dt.date(1979, 12, 31))
    assert time_named("Dans les années 1980, on votait autrement.")[0] == (dt.date(1980, 1, 1), dt.date(1989, 12, 31))
    # several times: not one the sentence speaks of; a state's start is no time of the events
    assert time_named("Elected in 2015, she was re-elected in 2019.") == (None, False)
    assert time_named("She has sat since 2015.") == (None, False)
    assert time_named("He said the cuts of 2012 were a mistake.") == (None, False)
    assert time_named("He said he may resign.") == (None, False)
    # a season of a year; the last season before the day of writing
    assert time_named("In the spring of 2019, the House sat late.") == ((dt.date(2019, 3, 20), dt.date(2019, 6, 20)), True)
    assert time_named("Au printemps 2022, la Chambre a siégé tard.")[0] == (dt.date(2022, 3, 20), dt.date(2022, 6, 20))
    assert time_named("Last spring, the House sat late.", dt.date(2022, 11, 16))[0] == (
        dt.date(2022, 3, 20), dt.date(2022, 6, 20))
    assert time_named("Last spring, the House sat late.", dt.date(2023, 5, 10))[0] == (
        dt.date(2022, 3, 20), dt.date(2022, 6, 20))  # written in spring: the year before's
    assert time_named("L'automne dernier, la Chambre a siégé tard.", dt.date(2023, 5, 10))[0] == (
        dt.date(2022, 9, 22), dt.date(2022, 12, 20))
    assert time_named("Last spring, the House sat late.") == (None, False)  # no day of writing: not known


class _OneOffice:
    """A KB with one office and two tenures: Ann until the 10th, Bob from the 10th."""

    def office_holders(self, key, day):
        if key != "minister/minister-of-finance":
            return []
        return (["ann"] if day <= dt.date(2020, 1, 10) else []) + (["bob"] if day >= dt.date(2020, 1, 10) else [])

    def office_keys(self):
        return ["minister/minister-of-finance"]

    def party_at(self, person, day):
        return None

    def person(self, iri):
        return {"gender": {"ann": "female", "bob": "male"}[iri]}


def test_holder_on_a_day_a_departure_and_a_span():
    kb = _OneOffice()
    tenure = Tenure("minister/minister-of-finance", None, None, "the finance minister", dt.date(2020, 1, 11))
    assert holder_on(kb, tenure, dt.date(2020, 1, 5)) == "ann"
    assert holder_on(kb, tenure, dt.date(2020, 1, 10)) is None  # both that day
    assert holder_on(kb, tenure, dt.date(2020, 1, 10), leaving=True) == "ann"
    assert holder_on(kb, tenure, dt.date(2020, 1, 11), leaving=True) == "ann"
    assert holder_on(kb, tenure, None, (dt.date(2020, 2, 1), dt.date(2020, 2, 29))) == "bob"
    assert holder_on(kb, tenure, None, (dt.date(2020, 1, 1), dt.date(2020, 1, 31))) is None  # changed hands
    assert holder_on(kb, tenure, dt.date(2020, 2, 3), (dt.date(2020, 1, 1), dt.date(2020, 1, 5))) is None
    by_portfolio = Tenure(None, ("finance",), None, "the finance minister", dt.date(2020, 1, 11))
    assert holder_on(kb, by_portfolio, dt.date(2020, 3, 1)) == "bob"
    # « la ministre des Finances d'alors »: Bob is a man, so not him; Ann is a woman
    feminine = Tenure(None, ("finance",), None, "la ministre", dt.date(2020, 1, 11), at_the_time=True, gender="female")
    assert holder_on(kb, feminine, dt.date(2020, 3, 1)) is None
    assert holder_on(kb, feminine, dt.date(2020, 1, 5)) == "ann"
