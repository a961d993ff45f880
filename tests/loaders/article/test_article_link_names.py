"""Which mentions are links (canpol:mentions), with the real reference KB and sentences written here:
corpus/README.md's guidelines link an entity the text refers to by name, abbreviation, demonym or
alias. A role phrase resolved to its holder ("the finance minister", « le chef du Bloc ») names no
one (the event keeps the person; the link comes only from a name); a province's party is not the
House's party of the same name; "Canada" as the last word of an agency's or a company's name is
no reference to the country."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import links_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

BUDGET_WEEK = dt.date(2019, 3, 21)  # Trudeau prime minister, Scheer leader of the Opposition, Morneau at Finance
SPRING_2021 = dt.date(2021, 3, 11)  # Blanchet leads the Bloc, Freeland at Finance


# ---- a role phrase names no one: no link to the holder it resolved to -------------------------

@pytest.mark.parametrize("lang, published, text, person", [
    ("en", BUDGET_WEEK, "The Opposition leader told reporters in the foyer on Wednesday that the budget would raise "
                        "taxes on families, and he promised to fight it line by line.", "person/andrew-scheer"),
    ("en", BUDGET_WEEK, "The finance minister said in a statement on Wednesday that the budget would return to "
                        "balance in time, whatever the opposition parties claimed.", "person/bill-morneau"),
    ("en", BUDGET_WEEK, "The prime minister told reporters on Wednesday, after a long cabinet meeting in Ottawa, "
                        "that the budget would pass before the summer recess.", "person/justin-trudeau"),
    ("fr", SPRING_2021, "Le chef du Bloc québécois a déclaré mercredi aux journalistes, à sa sortie de la période "
                        "des questions, que le budget oubliait encore les aînés.", "person/yves-francois-blanchet"),
    ("fr", SPRING_2021, "La ministre des Finances a indiqué mercredi dans un communiqué que le budget serait déposé "
                        "avant la fin du mois, quoi qu'en dise l'opposition.", "person/chrystia-freeland"),
    ("fr", SPRING_2021, "Le premier ministre a déclaré mercredi aux journalistes, devant sa résidence d'Ottawa, que "
                        "le gouvernement ne reculerait pas sur la tarification du carbone.", "person/justin-trudeau"),
])
def test_a_role_phrase_resolved_to_its_holder_is_no_link(links_through_kb, lang, published, text, person):
    assert person not in links_through_kb(lang, text, published)


def test_the_party_inside_a_role_phrase_still_links(links_through_kb):
    text = ("Le chef du Bloc québécois a déclaré mercredi aux journalistes, à sa sortie de la période des "
            "questions, que le budget oubliait encore les aînés.")
    assert "party/bq" in links_through_kb("fr", text, SPRING_2021)


@pytest.mark.parametrize("lang, published, text, person", [
    # the name beside the role, or anywhere else in the article, is the link
    ("en", BUDGET_WEEK, "Conservative Leader Andrew Scheer told reporters in the foyer on Wednesday that the budget "
                        "would raise taxes on families.", "person/andrew-scheer"),
    ("en", BUDGET_WEEK, "The leader of the Conservatives, Andrew Scheer, told reporters on Wednesday that the "
                        "budget would raise taxes on families.", "person/andrew-scheer"),
    ("en", BUDGET_WEEK, "Andrew Scheer spent Tuesday in Regina. Back in Ottawa, the Opposition leader told "
                        "reporters on Wednesday that the budget would raise taxes on families.", "person/andrew-scheer"),
    ("en", BUDGET_WEEK, "Finance Minister Morneau said in a statement on Wednesday that the budget would return to "
                        "balance in time.", "person/bill-morneau"),
    ("fr", SPRING_2021, "Le chef du Bloc, Yves-François Blanchet, a déclaré mercredi aux journalistes que le budget "
                        "oubliait encore les aînés du Québec.", "person/yves-francois-blanchet"),
    ("fr", SPRING_2021, "Le premier ministre Justin Trudeau a déclaré mercredi aux journalistes que le gouvernement "
                        "ne reculerait pas sur la tarification du carbone.", "person/justin-trudeau"),
])
def test_a_name_beside_or_before_the_role_still_links(links_through_kb, lang, published, text, person):
    assert person in links_through_kb(lang, text, published)


SPRING_2009 = dt.date(2009, 5, 6)  # Layton leads the NDP, Harper prime minister


def test_a_name_beside_the_role_that_the_kb_did_not_resolve_still_links(links_through_kb):
    # the name written with initials is no KB form, but it stands beside the role that resolved to him
    text = "NDP Leader J. G. Layton told reporters on Tuesday that the budget had failed workers once again."
    assert "person/jack-layton" in links_through_kb("en", text, SPRING_2009)


def test_another_s_name_beside_the_role_is_no_link_to_the_holder(links_through_kb):
    text = ("The NDP leader told reporters on Tuesday, as Stephen Harper flew to Europe, that the budget had "
            "failed workers once again.")
    links = links_through_kb("en", text, SPRING_2009)
    assert "person/jack-layton" not in links and "person/stephen-harper" in links


def test_the_signature_of_an_embedded_post_names_its_author(links_through_kb):
    # the role phrase before it is no link, the signed name is
    text = ("The prime minister welcomed the new member a few minutes ago.\n\nWelcome to the team, and to the "
            "work ahead.\n— Justin Trudeau (@JustinTrudeau) March 20, 2019")
    assert "person/justin-trudeau" in links_through_kb("en", text, BUDGET_WEEK)


def test_a_name_glued_to_a_word_after_a_role_phrase_still_links(links_through_kb):
    # copied web pages lose spaces: the family name after the glue is of the one the role phrase named
    text = ("Canadian PM makes a statement on the budget in the House todayTrudeau, speaking in Ottawa, said the "
            "plan would help families.")
    assert "person/justin-trudeau" in links_through_kb("en", text, BUDGET_WEEK)


# ---- a province's party is not the House's party of that name ----------------------------------

ONTARIO_VOTE = dt.date(2018, 6, 8)  # the day after Ontario's provincial election
ALBERTA_VOTE = dt.date(2015, 5, 6)  # the day after Alberta's provincial election


@pytest.mark.parametrize("lang, published, text, party", [
    ("en", ONTARIO_VOTE, "The Ontario Progressive Conservatives won a majority on Thursday night, and their leader "
                         "promised to cut the gas tax within months.", "party/progressive-conservative"),
    ("en", ONTARIO_VOTE, "Ontario's Progressive Conservatives won a majority on Thursday night after fifteen years "
                         "in opposition at Queen's Park.", "party/progressive-conservative"),
    ("en", ALBERTA_VOTE, "The Alberta NDP swept Calgary and Edmonton on Tuesday, ending more than four decades of "
                         "one-party rule in the province.", "party/ndp"),
    ("fr", ONTARIO_VOTE, "Les progressistes-conservateurs de l'Ontario ont remporté une majorité jeudi soir, selon "
                         "les résultats compilés par les médias.", "party/progressive-conservative"),
    ("fr", ALBERTA_VOTE, "Le NPD albertain a balayé Calgary et Edmonton mardi, mettant fin à plus de quatre "
                         "décennies de règne d'un seul parti.", "party/ndp"),
])
def test_a_province_s_party_is_no_link_to_the_house_s(links_through_kb, lang, published, text, party):
    assert party not in links_through_kb(lang, text, published)


@pytest.mark.parametrize("lang, published, text, party", [
    # members of the House from a province, and the federal party itself, still link
    ("en", BUDGET_WEEK, "Ontario Conservative MPs voted against the budget motion on Wednesday, as did every member "
                        "of their caucus.", "party/conservative"),
    ("en", dt.date(1988, 11, 22), "The Progressive Conservatives under Brian Mulroney won a second majority on "
                                  "Monday, carrying most of Quebec.", "party/progressive-conservative"),
    ("fr", dt.date(1988, 11, 22), "Les progressistes-conservateurs de Brian Mulroney ont remporté une deuxième "
                                  "majorité lundi, grâce au Québec.", "party/progressive-conservative"),
    ("en", dt.date(2019, 10, 22), "In Ontario, the Liberals took most of the seats around Toronto on Monday, as they "
                                  "had four years earlier.", "party/liberal"),
])
def test_the_house_s_party_beside_a_province_still_links(links_through_kb, lang, published, text, party):
    assert party in links_through_kb(lang, text, published)


# ---- "Canada" ending another name ---------------------------------------------------------------

@pytest.mark.parametrize("lang, text", [
    ("en", "The Public Health Agency of Canada said on Wednesday that vaccine deliveries would speed up in April."),
    ("en", "Export Development Canada lent the firm millions last year, the auditor general said on Wednesday."),
    ("en", "Sustainable Development Technology Canada, a federal fund for green start-ups, was criticized by the "
           "auditor on Wednesday."),
    ("fr", "Technologies du développement durable Canada, un fonds fédéral pour les jeunes pousses vertes, a été "
           "critiqué mercredi par la vérificatrice."),
    ("fr", "Exportation et développement Canada a prêté des millions à l'entreprise l'an dernier, a indiqué la "
           "vérificatrice mercredi."),
    ("fr", "L'Agence de la santé publique du Canada a indiqué mercredi que les livraisons de vaccins "
           "s'accéléreraient en avril."),
])
def test_canada_ending_an_agency_s_name_is_no_link_to_the_country(links_through_kb, lang, text):
    assert "org/canada" not in links_through_kb(lang, text, SPRING_2021)


@pytest.mark.parametrize("lang, text", [
    ("en", "Vaccine deliveries will speed up across Canada in April, the procurement minister said on Wednesday."),
    ("en", "Canada's ambassador to China was called back to Ottawa on Wednesday for consultations."),
    ("fr", "Les livraisons de vaccins vont s'accélérer partout au Canada en avril, a indiqué la ministre mercredi."),
    ("fr", "Le Canada a signé mercredi un nouvel accord d'approvisionnement en vaccins avec deux fabricants."),
    # (a phrase the NER may tag an organization though it starts with a common noun: no name around "Canada")
    ("fr", "C'est la première fois de l'histoire du Canada qu'un gouvernement est jugé coupable d'outrage, a "
           "rappelé le chef libéral mercredi."),
])
def test_canada_as_the_country_still_links(links_through_kb, lang, text):
    assert "org/canada" in links_through_kb(lang, text, SPRING_2021)
