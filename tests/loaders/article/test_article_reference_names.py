"""The real reference KB's name forms in the article extractor: short given names and former names, at the date."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.article.mentions import ArticleContext, find_mentions
from canpol.loaders.reference.kb import load_kb

from article_fixtures import en_nlp  # noqa: F401  (fixture)

BASE = "https://w3id.org/canpol/"
ID = BASE + "id/person/"


@pytest.fixture(scope="module")
def kb():
    return load_kb(BASE)


def linked(text, kb, nlp, date):
    ctx = ArticleContext(kb, date)
    return {m.text: (str(m.entity.iri) if m.entity.iri else None) for m in find_mentions(nlp(text), 0, ctx, date, nlp)}


def test_tom_mulcair_links_to_thomas_mulcair_while_he_sat(kb, en_nlp):
    found = linked("Tom Mulcair questioned the government on Tuesday.", kb, en_nlp, dt.date(2012, 5, 1))
    assert found.get("Tom Mulcair") == ID + "thomas-j-mulcair"
    # before he sat in the House the short form names nobody in the KB
    assert not linked("Tom Mulcair questioned the government.", kb, en_nlp, dt.date(1990, 5, 1)).get("Tom Mulcair")


def test_gord_brown_links_to_gordon_brown(kb, en_nlp):
    found = linked("Gord Brown spoke in the House.", kb, en_nlp, dt.date(2016, 3, 1))
    assert found.get("Gord Brown") == ID + "gordon-brown"


@pytest.mark.parametrize("name", ["Rachael Thomas", "Rachael Harder"])
def test_a_member_who_changed_her_family_name_is_found_by_either(kb, en_nlp, name):
    found = linked(f"{name} asked a question in the House.", kb, en_nlp, dt.date(2024, 2, 1))
    assert found.get(name) == ID + "rachael-harder"


@pytest.mark.parametrize("written", ["Kings-Hants", "Kings--Hants", "Kings – Hants", "Kings Hants"])
def test_a_riding_is_found_whatever_joins_its_places(kb, en_nlp, written):
    # the KB writes this riding with two hyphens (before 2015); news use one, an en dash or a space
    found = linked(f"Voters in {written} chose a new member that spring.", kb, en_nlp, dt.date(2009, 4, 2))
    assert found.get(written) == BASE + "id/riding/ns-kings-hants"


RIDING = BASE + "id/riding/"
SPRING_2012 = dt.date(2012, 5, 1)


def test_a_one_word_riding_in_parentheses_after_its_member(kb, en_nlp):
    text = "Terence Young (Oakville) and Maxime Bernier (Oakville) signed the letter."
    # the town is the riding after the one who sat for it that day; after another member it is not
    found = [(m.text, str(m.entity.iri)) for m in find_mentions(
        en_nlp(text), 0, ArticleContext(kb, SPRING_2012), SPRING_2012, en_nlp) if m.entity.kind == "riding"]
    assert found == [("Oakville", RIDING + "on-oakville")]


def test_a_one_word_riding_before_mp_when_its_member_is_named(kb, en_nlp):
    found = linked("Terence Young spoke first. The Oakville MP asked for a recorded vote.", kb, en_nlp, SPRING_2012)
    assert found.get("Oakville") == RIDING + "on-oakville"
    # nobody named sits for it: "Oakville MP" alone may mean the town
    assert not linked("Maxime Bernier spoke first. An Oakville MP asked for a vote.", kb, en_nlp, SPRING_2012).get("Oakville")


@pytest.mark.parametrize("text", ["The Liberal MP from the Oakville area spoke to reporters.",
                                  "Terence Young, the MP from the Oakville suburbs, spoke to reporters."])
def test_a_riding_name_used_for_the_place_is_not_linked(kb, en_nlp, text):
    assert not linked(text, kb, en_nlp, SPRING_2012).get("Oakville")
    assert linked("The MP for Oakville spoke to reporters.", kb, en_nlp, SPRING_2012).get("Oakville") == RIDING + "on-oakville"


def test_a_redrawn_riding_of_the_years_the_sentence_speaks_of(kb, en_nlp):
    later = dt.date(2020, 5, 1)
    found = linked("She was the MP for Kings-Hants from 1997 to 2004.", kb, en_nlp, later)
    assert found.get("Kings-Hants") == RIDING + "ns-kings-hants"
    # and the MP for that riding of other years is the one named before who sat for it
    found = linked("Scott Brison spoke. He was the MP for Kings-Hants from 1997 to 2004.", kb, en_nlp, later)
    assert found.get("MP for Kings-Hants") == ID + "scott-brison"
    # a year in a clause of its own dates that clause, not the riding
    found = linked("The member for Kings-Hants, first elected in 2004, rose on a point of order.", kb, en_nlp, later)
    assert found.get("Kings-Hants") == RIDING + "12007"


ORG = BASE + "id/org/"
PARTY = BASE + "id/party/"


@pytest.fixture(scope="module")
def fr_nlp():
    from canpol.loaders.article.nlp import pipeline

    return pipeline("fr")


def linked_iris(text, kb, nlp, date=SPRING_2012):
    ctx = ArticleContext(kb, date)
    return {str(m.entity.iri) for m in find_mentions(nlp(text), 0, ctx, date, nlp) if m.entity.iri}


@pytest.mark.parametrize("text, iri", [
    ("Lawyers for the government of Canada filed an appeal.", ORG + "government-of-canada"),
    ("A spokesman at the prime minister's office would not comment.", ORG + "pmo"),
    ("The picture is from a CANADIAN BROADCASTING CORPORATION archive.", ORG + "cbc"),
])
def test_an_institution_of_three_words_in_any_case(kb, en_nlp, text, iri):
    found = linked_iris(text, kb, en_nlp)
    assert iri in found
    assert ORG + "canada" not in found  # "Canada" inside the longer name is not the country


def test_short_institution_names_keep_their_capitals(kb, en_nlp):
    assert ORG + "parliament-of-canada" not in linked_iris("Every parliament needs rules.", kb, en_nlp)


@pytest.mark.parametrize("text, iri", [
    ("Les élus néodémocrates ont appuyé la motion.", PARTY + "ndp"),
    ("Trois néo-démocrates ont voté contre.", PARTY + "ndp"),
    ("Le parti conservateur a voté contre la motion.", PARTY + "conservative"),
])
def test_french_party_words(kb, fr_nlp, text, iri):
    assert iri in linked_iris(text, kb, fr_nlp)


def test_a_provincial_party_is_not_the_federal_one(kb, fr_nlp):
    assert PARTY + "liberal" not in linked_iris("Le Parti libéral du Québec a réagi mardi.", kb, fr_nlp)


@pytest.mark.parametrize("text, country", [
    ("Fishers from Atlantic Canada protested on the lawn.", False),
    ("The cheque came late by Canada Post again.", False),
    ("She flew back to Canada Tuesday.", True),
    ("Voters across Canada watched the debate.", True),
])
def test_a_one_word_name_inside_another_name(kb, en_nlp, text, country):
    assert (ORG + "canada" in linked_iris(text, kb, en_nlp)) == country


def test_an_acronym_before_a_noun_still_names_its_institution(kb, en_nlp):
    assert ORG + "rcmp" in linked_iris("Two RCMP Officers testified at the committee.", kb, en_nlp)


def test_the_party_named_with_its_word_party(kb, en_nlp):
    assert PARTY + "liberal" in linked_iris("Jane Roe, a longtime member of the Liberal Party, ran again.", kb, en_nlp)


def test_a_party_label_of_independents(kb, en_nlp):
    found = linked_iris("He said he would run as an independent Conservative next time.", kb, en_nlp)
    assert PARTY + "independent-conservative" in found and PARTY + "independent" not in found
    assert PARTY + "independent" in linked_iris("He said he would sit as an independent from now on.", kb, en_nlp)


def test_member_of_parliament_in_lower_case(kb, en_nlp):
    assert ORG + "parliament-of-canada" in linked_iris("Two members of parliament skipped the vote.", kb, en_nlp)
    assert ORG + "parliament-of-canada" not in linked_iris("The old parliament building was closed.", kb, en_nlp)


def test_a_family_name_after_another_given_name_is_not_the_member(kb, en_nlp):
    # a member of that family name sat in 2006; "Ewan" makes the name someone else's, and so is the
    # family name alone afterwards
    text = "Drawing © Ewan MacKay, all rights reserved. Ask MacKay before reposting it."
    assert ID + "peter-gordon-mackay" not in linked_iris(text, kb, en_nlp, dt.date(2006, 2, 8))
    assert ID + "peter-gordon-mackay" in linked_iris("Ask MacKay before reposting it.", kb, en_nlp, dt.date(2006, 2, 8))


def test_a_family_name_that_is_a_common_word_needs_the_full_name_first(kb, en_nlp):
    day = dt.date(2007, 3, 1)
    assert ID + "roger-valley" not in linked_iris("The MP said Valley would vote against the bill.", kb, en_nlp, day)
    assert ID + "roger-valley" in linked_iris("Roger Valley spoke first. Then Valley sat down.", kb, en_nlp, day)


def test_the_deputy_prime_minister_is_the_one_named_before_who_held_it(kb, en_nlp):
    day = dt.date(2022, 5, 3)
    found = linked("Chrystia Freeland met bankers. Later the deputy prime minister spoke to reporters.", kb, en_nlp, day)
    assert found.get("deputy prime minister") == ID + "chrystia-freeland"
    # nobody who held it named before: not the prime minister either
    found = linked("Justin Trudeau met bankers. Later the deputy prime minister spoke to reporters.", kb, en_nlp, day)
    assert found.get("deputy prime minister") is None


@pytest.mark.parametrize("text, who", [
    ("Bill Morneau met bankers. Later the finance minister spoke to reporters.", ID + "bill-morneau"),
    ("Bill Morneau met bankers. Later the minister of Finance spoke to reporters.", ID + "bill-morneau"),
    ("Bill Morneau met bankers. Later the former finance minister spoke to reporters.", None),
    ("Bill Morneau met bankers. Later a finance minister spoke to reporters.", None),
    # nobody named before held it: the one who held it that day (not in a province's story)
    ("Justin Trudeau met bankers. Later the finance minister spoke to reporters.", ID + "bill-morneau"),
    ("Premier Doug Ford met bankers. Later the finance minister spoke to reporters.", None),
    ("Doug Ford met bankers. Later Ontario's finance minister spoke to reporters.", None),
    # what someone is or becomes, not who holds it
    ("Bill Morneau met bankers. The next day Jane Roe was sworn in as finance minister.", None),
    ("Bill Morneau met bankers. He then left his post of finance minister.", None),
])
def test_a_minister_by_portfolio_is_the_one_named_before_who_held_it(kb, en_nlp, text, who):
    found = [str(m.entity.iri) for m in find_mentions(en_nlp(text), 0, ArticleContext(kb, dt.date(2020, 5, 4)),
                                                      dt.date(2020, 5, 4), en_nlp) if m.how == "role"]
    assert found == ([who] if who else [])


def test_a_name_glued_to_the_word_before_it(kb, en_nlp):
    text = "The motion came from backbencherTerence Young on Tuesday. ThenYoung sat down."
    found = [(m.text, str(m.entity.iri), text[m.start:m.end]) for m in
             find_mentions(en_nlp(text), 0, ArticleContext(kb, SPRING_2012), SPRING_2012, en_nlp) if m.entity.iri]
    assert found == [("Terence Young", ID + "terence-h-young", "Terence Young"), ("Young", ID + "terence-h-young", "Young")]
    # a family name with a particle is one word, not two glued
    assert linked("Peter MacKay spoke first.", kb, en_nlp, dt.date(2007, 6, 5)).get("Peter MacKay") == ID + "peter-gordon-mackay"


@pytest.mark.parametrize("name, gender", [("Audrey Kowalczyk", "female"), ("Aaron Kowalczyk", "male"),
                                          ("Pat Kowalczyk", None)])
def test_a_person_the_kb_lacks_has_the_gender_of_the_given_name(kb, en_nlp, name, gender):
    # Pat is a given name of men and women in the KB: no gender, so any pronoun may refer to them
    text = f"Reporters spoke with {name} at noon on the steps."
    [person] = [m.entity for m in find_mentions(en_nlp(text), 0, ArticleContext(kb, SPRING_2012), SPRING_2012, en_nlp)
                if m.entity.local]
    assert person.label == name and person.gender == gender


@pytest.mark.parametrize("text, who", [
    ("Chrystia Freeland a rencontré les banquiers. Plus tard, la ministre des Finances a parlé aux journalistes.",
     ID + "chrystia-freeland"),
    ("Chrystia Freeland a rencontré les banquiers. Plus tard, la vice-première ministre a parlé aux journalistes.",
     ID + "chrystia-freeland"),
    ("Chrystia Freeland a rencontré les banquiers. Plus tard, l'ancienne ministre des Finances a parlé.", None),
    # nobody named before held it: the one who held it that day, of the gender « la ministre » says
    ("Justin Trudeau a rencontré les banquiers. Plus tard, la ministre des Finances a parlé aux journalistes.",
     ID + "chrystia-freeland"),
    ("Justin Trudeau a rencontré les banquiers. Plus tard, le ministre des Finances a parlé aux journalistes.", None),
    ("François Legault a rencontré les banquiers à l'Assemblée nationale. Plus tard, la ministre des Finances a parlé.",
     None),
])
def test_a_french_minister_by_portfolio(kb, fr_nlp, text, who):
    day = dt.date(2022, 5, 3)
    found = [str(m.entity.iri) for m in find_mentions(fr_nlp(text), 0, ArticleContext(kb, day), day, fr_nlp)
             if m.how == "role"]
    assert found == ([who] if who else [])


def test_a_common_word_family_name_of_an_office_holder(kb, en_nlp):
    # "Harper" is a common noun too, but the prime minister of that name is who it names that day
    assert ID + "stephen-harper" in linked_iris("Critics said Harper would not budge.", kb, en_nlp, dt.date(2010, 3, 2))


@pytest.mark.parametrize("text", [
    "Bill Morneau met bankers. Later Jane Roe became Canada's finance minister.",
    "Bill Morneau met bankers. Minister of State for Sport Jane Roe spoke.",
])
def test_more_titles_that_name_no_holder(kb, en_nlp, text):
    day = dt.date(2020, 5, 4)
    assert not [m for m in find_mentions(en_nlp(text), 0, ArticleContext(kb, day), day, en_nlp) if m.how == "role"
                and m.entity.iri]


def test_a_word_glued_after_a_name(kb, en_nlp):
    text = "Conservative MP Bill Caseywas voted against the budget, and Anthony Rota was not surprised."
    day = dt.date(2007, 6, 5)
    found = {(m.text, str(m.entity.iri)) for m in find_mentions(en_nlp(text), 0, ArticleContext(kb, day), day, en_nlp)
             if m.entity.kind == "person"}
    assert ("Bill Casey", ID + "william-d-bill-casey") in found
    assert not any(t.startswith("Anthony Rot") and i != ID + "anthony-rota" for t, i in found)


def _people(text, kb, nlp, date):
    ctx, out, offset = ArticleContext(kb, date), {}, 0
    for para in text.split("\n\n"):
        out.update({m.text: str(m.entity.iri) if m.entity.iri else None
                    for m in find_mentions(nlp(para), offset, ctx, date, nlp) if m.entity.kind == "person"})
        offset += len(para) + 2
    return out


def test_the_riding_or_the_province_before_mp_names_the_member_named_before(kb, en_nlp):
    spring_2008 = dt.date(2008, 5, 1)
    # "the Beauce MP": the one who sat for that riding that day
    found = _people("Maxime Bernier left early.\n\nThe Beauce MP said nothing more.", kb, en_nlp, spring_2008)
    assert found.get("Beauce MP") == ID + "maxime-bernier"
    # "the Quebec MP": the one named before who sat for a riding of the province
    found = _people("Maxime Bernier and Scott Brison spoke.\n\nThe Quebec MP left first.", kb, en_nlp, spring_2008)
    assert found.get("Quebec MP") == ID + "maxime-bernier"
    found = _people("Scott Brison spoke.\n\nThe Nova Scotia MP left first.", kb, en_nlp, dt.date(2009, 4, 2))
    assert found.get("Nova Scotia MP") == ID + "scott-brison"
    # nobody named before sits there, or "an Ontario MP": nobody in particular
    assert not _people("Maxime Bernier spoke.\n\nThe Ontario MP left first.", kb, en_nlp, spring_2008).get("Ontario MP")
    assert not _people("Maxime Bernier spoke.\n\nA Quebec MP left first.", kb, en_nlp, spring_2008).get("Quebec MP")


@pytest.fixture(scope="module")
def fr_nlp():
    from canpol.loaders.article.nlp import pipeline

    return pipeline("fr")


def test_a_name_with_the_typographic_apostrophe_is_the_kb_name(kb, en_nlp, fr_nlp):
    day = dt.date(2021, 5, 10)
    found = linked("Conservative MP Chris d’Entremont spoke on Monday.", kb, en_nlp, day)
    assert found.get("Chris d’Entremont") == ID + "chris-d-entremont"
    found = linked("Le député conservateur Chris d’Entremont a pris la parole lundi.", kb, fr_nlp, day)
    assert found.get("Chris d’Entremont") == ID + "chris-d-entremont"


def test_a_family_name_with_a_lower_case_particle_alone_after_the_full_name(kb, en_nlp, fr_nlp):
    day = dt.date(2021, 5, 10)
    found = linked("Chris d'Entremont spoke first. Later, d'Entremont left the room.", kb, en_nlp, day)
    assert found.get("d'Entremont") == ID + "chris-d-entremont"
    found = linked("Chris d’Entremont a parlé. Selon d’Entremont, le vote aura lieu mardi.", kb, fr_nlp, day)
    assert found.get("d’Entremont") == ID + "chris-d-entremont"
    # not named before: a lower-case particle name alone is nobody's (a place, another person)
    found = linked("Later, d'Entremont left the room.", kb, en_nlp, day)
    assert found.get("d'Entremont") is None


def test_french_member_for_a_riding_after_the_elided_preposition(kb, fr_nlp):
    # « le député de X » before a consonant, « le député d'X » before a vowel: the same role phrase
    found = linked("Le député d'Outremont a pris la parole jeudi.", kb, fr_nlp, dt.date(2012, 5, 10))
    assert found.get("député d'Outremont") == ID + "thomas-j-mulcair"
    found = linked("Le député d’Edmonton Manning a voté contre le projet de loi.", kb, fr_nlp, dt.date(2016, 5, 10))
    assert found.get("député d’Edmonton Manning") == ID + "ziad-aboultaif"
    # near misses: « d'origine », « d'expérience » are no riding
    found = linked("Le député d'origine italienne a pris la parole jeudi.", kb, fr_nlp, dt.date(2012, 5, 10))
    assert not any(v for v in found.values() if v and v.startswith(ID))
    found = linked("Un député d'expérience a voté contre le projet de loi.", kb, fr_nlp, dt.date(2016, 5, 10))
    assert not any(v for v in found.values() if v and v.startswith(ID))


def test_a_member_known_by_a_later_given_name(kb, en_nlp):
    # the KB lists "Joseph Bernard Royal Neil" as given names; news use the name he went by
    found = linked("Royal Galipeau chaired the committee on Thursday.", kb, en_nlp, dt.date(2012, 5, 10))
    assert found.get("Royal Galipeau") == ID + "joseph-bernard-royal-neil-galipeau"
    # only while he sat: before his first election the form names nobody of the KB
    found = linked("Royal Galipeau chaired the meeting on Thursday.", kb, en_nlp, dt.date(1990, 5, 10))
    assert found.get("Royal Galipeau") is None or not found["Royal Galipeau"].startswith(ID)


@pytest.mark.parametrize("text, linked_party", [
    ("OTTAWA (PC) — Les militaires resteront en mission jusqu'en 2011.", False),  # the wire agency's slot
    ("QUÉBEC (PC) — La motion a été adoptée mardi.", False),
    ("Le PC de Brian Mulroney a remporté l'élection de 1984.", True),  # the party, outside a dateline
    ("Les militants (PC) — surtout en Ontario — ont voté.", True),  # a parenthesis not after a place in capitals
])
def test_an_abbreviation_in_a_datelines_agency_slot_is_no_party(kb, fr_nlp, text, linked_party):
    assert (PARTY + "progressive-conservative" in linked_iris(text, kb, fr_nlp, dt.date(2008, 3, 13))) == linked_party
