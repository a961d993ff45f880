"""People named by what they were (descriptions.py): heads the KB cannot check ("the former
astronaut", « l'avocate », "the quinquagenarian" with no birth date) take up only the person the text
said it of, or the one person in reach who is also what the text is about; modifiers the KB can check
("the two-term MP", « le député à son cinquième mandat », "the outgoing MP", « l'ex-ministre »), each
on the day. Sentences written here; nobody is taken up when two fit, when the noun was said of
someone else or of someone unnamed, or when the phrase is indefinite or plural."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

# a Thursday: "Wednesday" / « mercredi » is the day before; every person below sat that day
PUBLISHED = dt.date(2019, 3, 21)
# a Friday of the 2019 campaign (the House was dissolved on 2019-09-11): nobody sits that day
CAMPAIGN = dt.date(2019, 9, 20)
JWR = "person/jody-wilson-raybould"  # Liberal, born 1971, first elected 2015 (one term), a former minister
PHILPOTT = "person/jane-philpott"  # Liberal, born 1960, first elected 2015, a former minister
SCHEER = "person/andrew-scheer"  # Conservative, born 1979, five Parliaments by then
THERIAULT = "person/luc-theriault"  # Bloc, born 1960
KNOWN = {JWR, PHILPOTT, SCHEER, THERIAULT}


@pytest.fixture(scope="module")
def roles_of(events_through_kb):
    def roles(lang: str, text: str, published=PUBLISHED) -> list[tuple[str, list[str], list[str]]]:
        return [(e.type, sorted(e.agents), sorted(e.targets)) for e in events_through_kb(lang, text, published)]

    return roles


@pytest.mark.parametrize("lang, text, expected", [
    # the text said the noun of one person (an apposition, a title before the name): that person, even
    # with another in reach
    ("en", "Jane Philpott, a former family doctor, met Andrew Scheer on Wednesday. The former doctor then "
           "apologized to the House for her tone.", ("Apology", [PHILPOTT], [])),
    ("en", "Former prosecutor Jody Wilson-Raybould met Andrew Scheer on Wednesday. The prosecutor then "
           "apologized to the House for her tone.", ("Apology", [JWR], [])),
    ("fr", "Jane Philpott, ancienne médecin de famille, a rencontré Andrew Scheer mercredi. L'ancienne médecin "
           "a ensuite présenté ses excuses à la Chambre.", ("Apology", [PHILPOTT], [])),
    # the text said it of nobody: a past trade takes up the one person in reach, who is also the last
    # subject
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The former prosecutor later apologized to the "
           "House for her tone.", ("Apology", [JWR], [])),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. L'ancienne avocate a ensuite présenté ses excuses à "
           "la Chambre.", ("Apology", [JWR], [])),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. L'ex-procureure a ensuite présenté ses excuses à "
           "la Chambre.", ("Apology", [JWR], [])),
    # a decade of age the KB's birth date checks, choosing between two in reach
    ("en", "Jody Wilson-Raybould and Jane Philpott took questions on Wednesday. The quinquagenarian then "
           "apologized to the House for her tone.", ("Apology", [PHILPOTT], [])),
    ("fr", "Luc Thériault et Andrew Scheer ont pris la parole mercredi. Le quinquagénaire a ensuite présenté "
           "ses excuses à la Chambre.", ("Apology", [THERIAULT], [])),
    # a count of terms, choosing between two in reach
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The five-term MP then "
           "apologized to the House for his tone.", ("Apology", [SCHEER], [])),
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The first-term member then "
           "apologized to the House for her tone.", ("Apology", [JWR], [])),
    ("fr", "Jody Wilson-Raybould et Andrew Scheer ont pris la parole mercredi. Le député à son cinquième "
           "mandat a ensuite présenté ses excuses à la Chambre.", ("Apology", [SCHEER], [])),
    # « ex- » written in one word with its noun: a past office
    ("fr", "Jane Philpott a pris la parole mercredi. L'ex-ministre a ensuite présenté ses excuses à la "
           "Chambre.", ("Apology", [PHILPOTT], [])),
    # where the trade was practised (« de Vancouver », "from Vancouver"): not whose
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. L'ancienne procureure de Vancouver a ensuite "
           "présenté ses excuses.", ("Apology", [JWR], [])),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The former prosecutor from Vancouver later "
           "apologized.", ("Apology", [JWR], [])),
    # an age in French, checked as the English one
    ("fr", "Jody Wilson-Raybould et Luc Thériault ont pris la parole mercredi. L'élue de 47 ans a ensuite "
           "présenté ses excuses à la Chambre.", ("Apology", [JWR], [])),
])
def test_an_epithet_takes_up_the_one_person_it_may_mean(roles_of, lang, text, expected):
    assert roles_of(lang, text) == [expected]


MAY = "person/elizabeth-may"  # Green, first elected in 2011


@pytest.mark.parametrize("lang, text, expected", [
    # the year of a first election, in a participle or a relative clause on the noun
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The MP, first elected in 2004, "
           "told reporters that he would stay.", [SCHEER]),
    ("fr", "Elizabeth May et Jody Wilson-Raybould ont pris la parole mercredi. La députée, élue pour la première "
           "fois en 2011, a déclaré aux journalistes qu'elle restait.", [MAY]),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The lawyer, who was first elected in 2015, "
           "apologized to the House.", [JWR]),
    # a year that fits neither
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The MP, first elected in 2008, "
           "told reporters that he would stay.", []),
])
def test_the_year_of_a_first_election_is_checked(roles_of, lang, text, expected):
    assert sorted({p for _, agents, _ in roles_of(lang, text) for p in agents}) == expected


@pytest.mark.parametrize("lang, text, expected", [
    # during a campaign nobody sits: "outgoing" is a member whose seat ended with the dissolution
    ("en", "Jody Wilson-Raybould spoke to voters in Vancouver on Thursday. The outgoing MP apologized for her "
           "tone.", ("Apology", [JWR], [])),
    ("fr", "Andrew Scheer a rencontré des électeurs jeudi. Le député sortant a ensuite présenté ses excuses.",
     ("Apology", [SCHEER], [])),
])
def test_outgoing_is_a_member_until_the_dissolution(roles_of, lang, text, expected):
    assert roles_of(lang, text, CAMPAIGN) == [expected]


# the day after the 2025 general election (Monday 2025-04-28): Jagmeet Singh and Pierre Poilievre
# both lost the seats they held at the dissolution
AFTER_THE_ELECTION = dt.date(2025, 4, 29)
SINGH = "person/jagmeet-singh"


def test_outgoing_after_the_election_is_the_one_defeated_member(roles_of):
    text = "Jagmeet Singh finished third in his riding. \"It hurts,\" the outgoing MP told reporters on Monday night."
    assert roles_of("en", text, AFTER_THE_ELECTION) == [("PressStatement", [SINGH], [])]
    texte = "Jagmeet Singh a terminé troisième dans sa circonscription. « Ça fait mal », a dit le député sortant " \
            "aux journalistes lundi soir."
    assert roles_of("fr", texte, AFTER_THE_ELECTION) == [("PressStatement", [SINGH], [])]


def test_outgoing_after_the_election_two_defeated_members_is_nobody(roles_of):
    text = "Jagmeet Singh and Pierre Poilievre both lost their seats. \"It hurts,\" the outgoing MP told " \
           "reporters on Monday night."
    assert not any(agents for _, agents, _ in roles_of("en", text, AFTER_THE_ELECTION))


@pytest.mark.parametrize("lang, text", [
    # a bare trade said of nobody may be someone new the story implies, even with one person in reach
    ("en", "Jody Wilson-Raybould condemned the break-in on Wednesday. The officer told reporters the suspect "
           "had fled."),
    ("fr", "Jody Wilson-Raybould a dénoncé l'intrusion mercredi. Le policier a déclaré aux journalistes que le "
           "suspect avait pris la fuite."),
    # two persons in reach, the noun said of neither
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The lawyer then apologized to "
           "the House for the tone."),
    ("fr", "Jody Wilson-Raybould et Jane Philpott ont pris la parole mercredi. L'avocate a ensuite présenté ses "
           "excuses à la Chambre."),
    # the noun said of someone else, not of the KB
    ("en", "Jody Wilson-Raybould took questions on Wednesday after Marie Tremblay, an astronaut, toured the "
           "House. The astronaut apologized to the House for the delay."),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi après la visite de Marie Tremblay, astronaute. "
           "L'astronaute a ensuite présenté ses excuses à la Chambre."),
    # said of an unnamed person ("an astronaut told ..."), indefinite, plural
    ("en", "Jody Wilson-Raybould took questions on Wednesday. An astronaut told reporters the visit went well. "
           "The astronaut later apologized to the House for the delay."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. A lawyer later apologized to the House for the "
           "delay."),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. Les avocates ont ensuite présenté leurs excuses à la "
           "Chambre."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The outgoing MPs later apologized to the House "
           "for the delay."),
    # two in reach, the one the text is about not the one the noun fits
    ("en", "Jane Philpott met Jody Wilson-Raybould on Wednesday. The lawyer later apologized to the House for "
           "the delay."),
    # a complement that says who it is (another's lawyer)
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. L'avocat de Jane Philpott a ensuite présenté ses "
           "excuses à la Chambre."),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. L'ancienne avocate de Jane Philpott a ensuite "
           "présenté ses excuses."),
    # a decade, a term count, "outgoing" the KB contradicts
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The septuagenarian later apologized to the House "
           "for the delay."),
    ("en", "Andrew Scheer took questions on Wednesday. The first-term MP later apologized to the House for the "
           "delay."),
    ("en", "Peter Penashue spoke to reporters on Wednesday. The outgoing MP later apologized for his tone."),
    ("fr", "Andrew Scheer a pris la parole mercredi. Le député à son deuxième mandat a ensuite présenté ses "
           "excuses à la Chambre."),
    # a generic reading ("the average Quebecer")
    ("en", "Luc Thériault took questions on Wednesday. The average Quebecer apologized to nobody."),
])
def test_an_epithet_takes_up_nobody_unsure(roles_of, lang, text):
    people = {p for _, agents, targets in roles_of(lang, text) for p in agents + targets}
    assert not people & KNOWN

