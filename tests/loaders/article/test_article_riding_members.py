"""A member named by a party and a riding ("the NDP MP for X", « la députée libérale de X »),
through the real extractor and the reference KB: the riding names the one member who sat for it
that day, and only when the party the phrase gives is that member's (sentences written here)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import agents_of, events_through_kb  # noqa: F401 - the fixtures

DAY = dt.date(2019, 2, 14)  # the day of the tests that give none: Poilievre sat for Carleton

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB



@pytest.mark.parametrize("lang, text, person", [
    ("en", "The NDP MP for Timmins—James Bay apologized on Tuesday.", "person/charlie-angus"),
    ("fr", "Le député néo-démocrate de Timmins—Baie James a présenté ses excuses mardi.", "person/charlie-angus"),
    ("fr", "La députée libérale de Thunder Bay—Supérieur-Nord a présenté ses excuses mardi.", "person/patricia-hajdu"),
])
def test_a_member_named_by_party_and_riding(agents_of, lang, text, person):
    assert agents_of(lang, text, DAY) == [("Apology", [person])]


@pytest.mark.parametrize("lang, text", [
    ("en", "The Conservative MP for Timmins—James Bay apologized on Tuesday."),  # not that member's party
    ("fr", "Le député bloquiste de Thunder Bay—Supérieur-Nord a présenté ses excuses mardi."),
])
def test_a_party_that_is_not_the_member_s_names_no_one(agents_of, lang, text):
    assert agents_of(lang, text, DAY) == [("Apology", ["unlinked"])]


def test_an_indefinite_member_for_a_riding_names_no_one(agents_of):
    # indefinite: not sure to be the one; someone the text does not identify, so the event has no KB
    # side and is not recorded
    assert agents_of("en", "An NDP MP for Timmins—James Bay apologized on Tuesday.", DAY) == []


@pytest.mark.parametrize("lang, text, published, person", [
    # a district of the 2003 order, named in French by the later order's name of the same district
    ("fr", "Le député de Winnipeg-Centre a présenté ses excuses mardi.", dt.date(2014, 3, 5), "person/pat-martin"),
    ("fr", "La députée de Calgary-Centre a présenté ses excuses mardi.", dt.date(2013, 3, 6),
     "person/joan-crockatt"),
])
def test_a_member_named_by_an_older_district_in_french(agents_of, lang, text, published, person):
    assert agents_of(lang, text, published) == [("Apology", [person])]


# ---- a member named by the riding alone ("the member for X"), checked against time, party, gender

@pytest.mark.parametrize("lang, text, published, person", [
    ("en", "The member for Carleton apologized on Tuesday.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    ("en", "The hon. member for Carleton apologized on Tuesday.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    ("en", "The veteran member for Carleton apologized on Tuesday.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    # a by-election filled the seat two days before: its new member
    ("en", "The member for Outremont apologized on Wednesday.", dt.date(2007, 9, 19), "person/thomas-j-mulcair"),
    # a party by the name of a later one is the party of its time (the Progressive Conservatives of 1979)
    ("en", "The Conservative member for Yellowhead apologized on Tuesday.", dt.date(1979, 11, 15),
     "person/charles-joseph-clark"),
    ("fr", "Le député conservateur de Yellowhead a présenté ses excuses mardi.", dt.date(1979, 11, 15),
     "person/charles-joseph-clark"),
    ("fr", "Le conservateur de Yellowhead a présenté ses excuses mardi.", dt.date(1979, 11, 15),
     "person/charles-joseph-clark"),
    ("fr", "Le député de Carleton a présenté ses excuses mardi.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    # words that only say which house the member sits in
    ("en", "The member of Parliament for Carleton apologized on Tuesday.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    ("fr", "Le député fédéral de Carleton a présenté ses excuses mardi.", dt.date(2019, 2, 14), "person/pierre-poilievre"),
    # "the former member for X": the one named before who sat for X in an earlier House
    ("en", "Stephen Harper sat in the gallery. The former member for Calgary West apologized on Tuesday.",
     dt.date(2005, 5, 10), "person/stephen-harper"),
    # (and the member of the day, when the phrase does not say "former")
    ("en", "Stephen Harper sat in the gallery. The member for Calgary West apologized on Tuesday.",
     dt.date(2005, 5, 10), "person/rob-anders"),
])
def test_a_member_named_by_the_riding(agents_of, lang, text, published, person):
    assert agents_of(lang, text, published) == [("Apology", [person])]


@pytest.mark.parametrize("lang, text, published", [
    # the seat was vacant that day (its member had resigned, the by-election was months off)
    ("en", "The member for Outremont apologized on Wednesday.", dt.date(2007, 6, 6)),
    # the day's member is a man: « la députée » names someone else
    ("fr", "La députée de Carleton a présenté ses excuses mardi.", dt.date(2019, 2, 14)),
    ("fr", "La députée fédérale de Carleton a présenté ses excuses mardi.", dt.date(2019, 2, 14)),
    # the day's member is not of that party
    ("en", "The Liberal member for Carleton apologized on Tuesday.", dt.date(2019, 2, 14)),
    # the one who sits for it now is no former member, and no one named before sat for it
    ("en", "The former member for Carleton apologized on Tuesday.", dt.date(2019, 2, 14)),
    ("fr", "L'ancien député de Carleton a présenté ses excuses mardi.", dt.date(2019, 2, 14)),
    # two ridings of that name that year, in two provinces: which one is not told
    ("en", "The member for Carleton apologized on Tuesday.", dt.date(1910, 6, 2)),
])
def test_a_riding_that_names_no_one_sure(agents_of, lang, text, published):
    assert all(agents in ([], ["unlinked"]) for _, agents in agents_of(lang, text, published))


def test_a_name_in_apposition_wins_over_the_riding(agents_of):
    # the one named is not the riding's member that day: the name says who, the riding no one
    assert agents_of("en", "Erin O'Toole, the member for Carleton, apologized on Tuesday.", DAY) == \
        [("Apology", ["person/erin-o-toole"])]


@pytest.mark.parametrize("lang, text", [
    ("en", "Residents of Carleton apologized on Tuesday."),  # the riding's name for the place
    ("fr", "Des électeurs de Carleton ont présenté leurs excuses mardi."),
])
def test_a_riding_as_a_place_is_no_member(agents_of, lang, text):
    assert not any("person/pierre-poilievre" in agents for _, agents in agents_of(lang, text, DAY))


# ---- the riding's own link: names of another time, names inside other names, provinces

@pytest.fixture(scope="module")
def ridings_linked():
    from canpol.loaders.article.kb import default_kb
    from canpol.loaders.article.mentions import ArticleContext, find_mentions
    from canpol.loaders.article.nlp import pipeline

    kb = default_kb()

    def linked(lang: str, text: str, date: dt.date) -> list[str]:
        nlp = pipeline(lang)
        return [str(m.entity.iri).rsplit("/id/", 1)[-1] for m in find_mentions(nlp(text), 0, ArticleContext(kb, date), date, nlp)
                if m.entity.kind == "riding"]

    return linked


@pytest.mark.parametrize("lang, text, date, riding", [
    # a riding of places joined by a dash, abolished long before the column that names it
    ("en", "Back then the fiery Tory from Gander—Twillingate never let a minister finish.", dt.date(2004, 3, 3),
     "riding/nl-gander-twillingate"),
    # one token of places joined by a dash after « de »: a riding's name, not a one-word place
    ("fr", "Gilbert Chartrand, de Verdun—Saint-Paul, a quitté le caucus conservateur.", dt.date(1990, 6, 1),
     "riding/qc-verdun-saint-paul"),
])
def test_a_riding_named_with_its_dash(ridings_linked, lang, text, date, riding):
    assert ridings_linked(lang, text, date) == [riding]


@pytest.mark.parametrize("lang, text, date", [
    ("en", "He kept the seat he had won for his Ontario riding in two elections.", dt.date(1986, 5, 13)),  # a province
    ("en", "The grant went to the Calgary Centre Foundation last spring.", dt.date(2012, 5, 1)),  # another name
    # two ridings of that name in two eras, neither in force on the day: which one is not told
    ("en", "He had represented Vancouver South for twenty years.", dt.date(2026, 9, 30)),
])
def test_no_riding_link(ridings_linked, lang, text, date):
    assert ridings_linked(lang, text, date) == []


@pytest.mark.parametrize("title", ["Member for Simcoe—Grey", "MP for Simcoe—Grey"])
def test_a_signature_whose_title_names_the_signer_by_the_riding(agents_of, title):
    # the title after the name names the same member again: still one signer
    text = ("Helena Guergis sent out a letter on Friday, reproduced here in full:\n\n"
            f"I regret my words at the airport and I apologize to the staff.\n\nHelena Guergis, {title}")
    assert ("Apology", ["person/helena-guergis"]) in agents_of("en", text, dt.date(2010, 4, 9))


@pytest.mark.parametrize("text, day", [
    # "in the past": some time before, never the day of writing (a pronoun naming the riding's member)
    ("The member for Carleton rose first. He apologized for his words in the past.", None),
    ("The member for Carleton rose first. He apologized in the past week for his remarks.", "2019-02-14"),
])
def test_an_apology_in_the_past_has_no_day(events_through_kb, text, day):
    assert [(e.type, sorted(e.agents), e.date) for e in events_through_kb("en", text, dt.date(2019, 2, 14))] == \
        [("Apology", ["person/pierre-poilievre"], day)]
