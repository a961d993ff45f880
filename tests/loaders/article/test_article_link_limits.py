"""When a name or a party word should not link, with the real reference KB (sentences written here):
a provincial namesake of a member who left the House decades before, a province's party, and
"independent" describing a thing rather than a member's label."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.article.mentions import ArticleContext, find_mentions
from canpol.loaders.article.nlp import pipeline
from canpol.loaders.reference.kb import load_kb

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

BASE = "https://w3id.org/canpol/"
ID = BASE + "id/"


@pytest.fixture(scope="module")
def kb():
    return load_kb(BASE)


def linked(kb, lang: str, text: str, date: dt.date) -> dict[str, str | None]:
    nlp = pipeline(lang)
    ctx = ArticleContext(kb, date)
    return {m.text: (str(m.entity.iri)[len(ID):] if m.entity.iri else None)
            for m in find_mentions(nlp(text), 0, ctx, date, nlp)}


LATE = dt.date(2023, 12, 6)  # three decades after John Allen Fraser left the House (1993)


@pytest.mark.parametrize("lang, text", [
    ("en", "He thanked an old friend, John Fraser, the outgoing interim leader of the Ontario Liberals."),
    ("fr", "Elle a remercié un ami de longue date, John Fraser, chef par intérim sortant du Parti libéral de l'Ontario."),
    ("fr", "Le message saluait John Fraser, député provincial de la région d'Ottawa."),
])
def test_a_provincial_namesake_of_a_long_gone_member_is_not_linked(kb, lang, text):
    assert "person/john-allen-fraser" not in linked(kb, lang, text, LATE).values()


@pytest.mark.parametrize("lang, text, person", [
    # the role the text gives is the former member's own (or none): the name still links
    ("en", "John Fraser, a former Speaker of the House of Commons, attended the ceremony.", "person/john-allen-fraser"),
    ("fr", "John Fraser, ancien président de la Chambre des communes, était présent.", "person/john-allen-fraser"),
    ("en", "Brian Mulroney, the former prime minister, spoke in Quebec on Monday.", "person/martin-brian-mulroney"),
    ("fr", "Un premier ministre, Brian Mulroney, avait déjà exprimé des regrets en 1990.", "person/martin-brian-mulroney"),
    # a past provincial role: a former member may well have gone on to it
    ("en", "Former Quebec premier Jean Charest, once a federal leader, spoke on Monday.", "person/jean-j-charest"),
])
def test_a_former_member_named_for_a_role_of_his_own_still_links(kb, lang, text, person):
    assert person in linked(kb, lang, text, LATE).values()


PRESENT = dt.date(2024, 5, 1)  # 16 to 22 years after John G. Williams, Michel Bellehumeur and Jean F. Dubé left


@pytest.mark.parametrize("lang, text, person", [
    # a name the KB holds, given a trade of private life, for a member who left the House long before
    ("en", "John Williams, a retired teacher from Halifax, wrote to the minister.", "person/john-g-williams"),
    ("en", "Halifax teacher John Williams wrote to the minister.", "person/john-g-williams"),
    ("en", "John Clark, a retired fisherman, spoke to reporters.", "person/john-clark"),
    ("fr", "Michel Bellehumeur, avocat de Montréal, a écrit au ministre.", "person/michel-bellehumeur"),
    ("fr", "Jean Dubé, porte-parole d'une association de producteurs, a écrit au ministre.", "person/jean-f-dube"),
    ("fr", "L'agriculteur Pierre Fortin a écrit au ministre.", "person/pierre-fortin"),
])
def test_a_namesake_told_by_a_private_trade_is_not_the_long_gone_member(kb, lang, text, person):
    assert person not in linked(kb, lang, text, PRESENT).values()


@pytest.mark.parametrize("lang, text, person, day", [
    # the text says the person was a member: the name links, whatever the trade
    ("en", "John Williams, a former Alberta MP, wrote to the minister.", "person/john-g-williams", PRESENT),
    ("en", "John Williams, a lawyer and former MP, wrote to the minister.", "person/john-g-williams", PRESENT),
    ("fr", "L'ancien député bloquiste Michel Bellehumeur, aujourd'hui avocat, a écrit au ministre.",
     "person/michel-bellehumeur", PRESENT),
    # a member who left a few years before: the trade may be their own
    ("en", "Lisa Raitt, a lawyer, wrote to the minister.", "person/lisa-raitt", dt.date(2023, 5, 3)),
    # no trade told: a bare name still links
    ("en", "John Williams wrote to the minister.", "person/john-g-williams", PRESENT),
])
def test_a_former_member_told_as_one_or_gone_a_short_while_still_links(kb, lang, text, person, day):
    assert person in linked(kb, lang, text, day).values()


@pytest.mark.parametrize("text", [
    "Les libéraux ontariens ont choisi un nouveau chef samedi.",
    "Les libéraux de l'Ontario ont choisi un nouveau chef samedi.",
    "Les conservateurs provinciaux ont perdu deux sièges.",
    "Le NPD albertain a choisi un chef.",
])
def test_a_province_s_party_is_not_the_house_s(kb, text):
    assert not any(v and v.startswith("party/") for v in linked(kb, "fr", text, LATE).values())


@pytest.mark.parametrize("text, party", [
    ("Les libéraux ont choisi un nouveau chef samedi.", "party/liberal"),
    ("Les députés libéraux ontariens ont voté contre la motion.", "party/liberal"),
    ("Le Bloc québécois a voté contre la motion.", "party/bq"),
    ("Les bloquistes québécois ont voté contre la motion.", "party/bq"),
])
def test_the_house_s_parties_still_link(kb, text, party):
    assert party in linked(kb, "fr", text, LATE).values()


@pytest.mark.parametrize("lang, text", [
    ("fr", "Le rapport reprend les recommandations d'un groupe d'experts indépendant."),
    ("fr", "Une enquête indépendante sera menée sur l'affaire."),
    ("en", "An independent review of the program will be held."),
])
def test_independent_describing_a_thing_is_no_party(kb, lang, text):
    assert "party/independent" not in linked(kb, lang, text, dt.date(2008, 3, 13)).values()


@pytest.mark.parametrize("lang, text", [
    ("fr", "Elle siégera désormais comme indépendante."),
    ("fr", "Les indépendants ont voté contre la motion."),
    ("fr", "Deux indépendants ont appuyé la motion."),
    ("en", "He will sit as an independent."),
    ("en", "Independent MP André Arthur voted for the motion."),
])
def test_independent_as_a_member_s_label_links(kb, lang, text):
    assert "party/independent" in linked(kb, lang, text, dt.date(2008, 3, 13)).values()


@pytest.mark.parametrize("lang, text, linked_body", [
    ("fr", "C'est la sixième fois qu'un gouvernement fédéral tombe sur un vote de confiance.", False),
    ("en", "It is rare for a federal government to fall on a budget vote.", False),
    ("fr", "Le gouvernement fédéral est tombé vendredi sur un vote de confiance.", True),
])
def test_a_body_named_generically_with_an_indefinite_article_is_not_linked(kb, lang, text, linked_body):
    assert ("org/government-of-canada" in linked(kb, lang, text, dt.date(2011, 3, 25)).values()) is linked_body


# -- a role, a party word or a riding inside another phrase (facts10) ---------------------------

HARPER_DAYS = dt.date(2014, 11, 5)


@pytest.mark.parametrize("lang, text", [
    ("en", "The parliamentary secretary to the prime minister spoke to reporters after question period."),
    ("en", "A senior adviser to the prime minister left the building early."),
    ("en", "The Prime Minister's chief of staff resigned over the cheque."),
    ("fr", "Le secrétaire parlementaire du premier ministre a parlé aux journalistes."),
    ("fr", "La porte-parole du premier ministre n'a pas voulu commenter."),
])
def test_the_prime_minister_inside_another_s_title_is_not_a_mention(kb, lang, text):
    assert "person/stephen-harper" not in linked(kb, lang, text, HARPER_DAYS).values()


@pytest.mark.parametrize("lang, text", [
    ("en", "The prime minister answered every question himself."),
    ("en", "The prime minister's answer did not satisfy the opposition."),  # his own act, not a post
    ("fr", "Le premier ministre a répondu lui-même aux questions."),
    ("fr", "Le ministre a écrit au premier ministre mardi."),
])
def test_the_prime_minister_himself_still_links(kb, lang, text):
    assert "person/stephen-harper" in linked(kb, lang, text, HARPER_DAYS).values()


@pytest.mark.parametrize("text", [
    "La réforme du Sénat avance lentement.",
    "Cette réforme de la loi électorale divise les partis.",
])
def test_a_french_noun_that_folds_to_an_english_party_name_is_no_party(kb, text):
    assert "party/reform" not in linked(kb, "fr", text, dt.date(2021, 3, 11)).values()


@pytest.mark.parametrize("text, party", [
    ("La libérale Chrystia Freeland a pris la parole.", "party/liberal"),
    ("Une liberale a pris la parole.", "party/liberal"),  # an accent left out is still forgiven
    ("Les néodémocrates ont voté contre.", "party/ndp"),
])
def test_french_party_words_still_link(kb, text, party):
    assert party in linked(kb, "fr", text, dt.date(2021, 3, 11)).values()


@pytest.mark.parametrize("lang, text", [
    ("en", "The attack in Saint-Jean-sur-Richelieu shocked the country."),
    ("fr", "L'attentat de Saint-Jean-sur-Richelieu a secoué le pays."),
])
def test_a_riding_name_inside_a_longer_hyphened_place_is_not_linked(kb, lang, text):
    assert "riding/qc-saint-jean" not in linked(kb, lang, text, dt.date(2015, 5, 6)).values()


def test_the_riding_itself_still_links(kb):
    assert "riding/qc-saint-jean" in linked(kb, "en", "The MP for Saint-Jean spoke on Tuesday.", dt.date(2015, 5, 6)).values()


@pytest.mark.parametrize("text, person", [
    ("L'élu de Burnaby-Nord–Seymour a retiré le mot.", "person/terry-beech"),
    ("Cette élue de Saanich–Gulf Islands a pris la parole.", "person/elizabeth-may"),
])
def test_the_elected_member_for_a_riding_is_its_member(kb, text, person):
    assert person in linked(kb, "fr", text, dt.date(2023, 5, 12)).values()


@pytest.mark.parametrize("text", [
    "Un élu de Burnaby-Nord–Seymour a protesté.",  # someone elected there, not told apart
    "Les élus de Burnaby-Nord–Seymour ont protesté.",
])
def test_an_elected_one_not_told_apart_is_no_member(kb, text):
    assert "person/terry-beech" not in linked(kb, "fr", text, dt.date(2023, 5, 12)).values()


def test_the_french_leader_of_a_party_is_its_house_leader_not_its_chief(kb):
    found = linked(kb, "fr", "Le leader libéral s'est ensuite adressé à la Chambre.", dt.date(2015, 12, 4))
    assert "person/justin-trudeau" not in found.values()
    assert "person/justin-trudeau" in linked(kb, "fr", "Le chef libéral a pris la parole.", dt.date(2015, 12, 4)).values()
