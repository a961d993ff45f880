"""Descriptions that take up a person already named (descriptions.py), through the real extractor and
the reference KB, on sentences written here: "the Liberal lawmaker", « la députée britanno-colombienne »,
"the 47-year-old", « cette élue » are the one person named before who fits every word the KB can
check on the day (party, province, a past office, gender, age); nobody when two fit, when the phrase
is indefinite or plural, when it picks someone out, or when nobody named before fits."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

# a Thursday: "Wednesday" / « mercredi » is the day before; every person below sat that day
PUBLISHED = dt.date(2019, 3, 21)
JWR = "person/jody-wilson-raybould"  # Liberal, British Columbia, born 1971, a former minister that day
PHILPOTT = "person/jane-philpott"  # Liberal, Ontario, a former minister that day
SCHEER = "person/andrew-scheer"  # Conservative, Saskatchewan, born 1979
THERIAULT = "person/luc-theriault"  # Bloc, Quebec
HOUSEFATHER = "person/anthony-housefather"  # Liberal, Quebec; no birth date in the KB


@pytest.fixture(scope="module")
def roles_of(events_through_kb):
    def roles(lang: str, text: str) -> list[tuple[str, list[str], list[str]]]:
        return [(e.type, sorted(e.agents), sorted(e.targets)) for e in events_through_kb(lang, text, PUBLISHED)]

    return roles


@pytest.mark.parametrize("lang, text, expected", [
    # a party ("Liberal", « libérale », « bloquiste ») with a noun the role phrases do not read
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The Liberal lawmaker apologized to the House for "
           "her tone.", ("Apology", [JWR], [])),
    ("fr", "Luc Thériault a pris la parole mercredi. L'élu bloquiste a ensuite présenté ses excuses à la Chambre.",
     ("Apology", [THERIAULT], [])),
    # a province, named or as a French adjective in one or three tokens (« britanno-colombienne »)
    ("en", "Andrew Scheer took questions on Wednesday. The Saskatchewan lawmaker apologized to the House for "
           "his tone.", ("Apology", [SCHEER], [])),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. La parlementaire britanno-colombienne a ensuite "
           "présenté ses excuses à la Chambre.", ("Apology", [JWR], [])),
    # a past office: « ancienne », the object of a verb whose subject is another
    ("fr", "Jane Philpott a pris la parole mercredi. Andrew Scheer a accusé l'ancienne ministre de protéger "
           "le gouvernement.", ("Accusation", [SCHEER], [PHILPOTT])),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. La ministre démissionnaire a ensuite présenté ses "
           "excuses à la Chambre.", ("Apology", [JWR], [])),
    # an age the KB's birth date confirms on the day
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The 47-year-old apologized to the House for "
           "her tone.", ("Apology", [JWR], [])),
    # words that say nothing checkable, and a demonstrative
    ("en", "Luc Thériault took questions on Wednesday. The veteran parliamentarian apologized to the House for "
           "his tone.", ("Apology", [THERIAULT], [])),
    ("en", "Luc Thériault took questions on Wednesday. This MP apologized to the House for his tone.",
     ("Apology", [THERIAULT], [])),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. La parlementaire chevronnée a ensuite présenté "
           "ses excuses à la Chambre.", ("Apology", [JWR], [])),
    # the gender chooses between two members named before (« cette élue », « cet élu »)
    ("fr", "Jody Wilson-Raybould et Luc Thériault ont pris la parole mercredi. Cette élue a ensuite présenté "
           "ses excuses à la Chambre.", ("Apology", [JWR], [])),
    ("fr", "Jody Wilson-Raybould et Luc Thériault ont pris la parole mercredi. Cet élu a ensuite présenté "
           "ses excuses à la Chambre.", ("Apology", [THERIAULT], [])),
    # the party chooses between two members named before
    ("en", "Jody Wilson-Raybould and Andrew Scheer took questions on Wednesday. The Conservative lawmaker "
           "apologized to the House for his tone.", ("Apology", [SCHEER], [])),
    # a party and a province, both fitting
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. La députée libérale britanno-colombienne a ensuite "
           "présenté ses excuses à la Chambre.", ("Apology", [JWR], [])),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The 47-year-old Liberal MP apologized to the House "
           "for her tone.", ("Apology", [JWR], [])),
    # a strong description reaches back past paragraphs that named nobody fitting
    ("en", "Andrew Scheer met his caucus on Wednesday.\n\nReporters waited in the foyer for an hour.\n\n"
           "Jody Wilson-Raybould walked past them.\n\nThe Saskatchewan lawmaker apologized to the House for "
           "his tone.", ("Apology", [SCHEER], [])),
])
def test_a_description_takes_up_the_one_person_who_fits(roles_of, lang, text, expected):
    assert roles_of(lang, text) == [expected]


@pytest.mark.parametrize("lang, text", [
    # two persons fit
    ("en", "Jody Wilson-Raybould and Jane Philpott took questions on Wednesday. The Liberal lawmaker apologized "
           "to the House for her tone."),
    ("fr", "Jody Wilson-Raybould et Jane Philpott ont pris la parole mercredi. L'ancienne ministre a ensuite "
           "présenté ses excuses à la Chambre."),
    # indefinite, plural
    ("en", "Jody Wilson-Raybould took questions on Wednesday. A Liberal lawmaker apologized to the House for "
           "her tone."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The Liberal lawmakers apologized to the House for "
           "their tone."),
    ("fr", "Luc Thériault a pris la parole mercredi. Un élu bloquiste a ensuite présenté ses excuses à la Chambre."),
    ("fr", "Luc Thériault a pris la parole mercredi. Les élus bloquistes ont ensuite présenté leurs excuses à la "
           "Chambre."),
    # the party, the province, the gender, the past office do not fit the one named before
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The Conservative lawmaker apologized to the House "
           "for his tone."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The Alberta lawmaker apologized to the House for "
           "her tone."),
    ("fr", "Luc Thériault a pris la parole mercredi. L'élue bloquiste a ensuite présenté ses excuses à la Chambre."),
    ("fr", "Luc Thériault a pris la parole mercredi. L'ancien ministre a ensuite présenté ses excuses à la Chambre."),
    # a party that fits with another word that does not (each word is checked, not the party alone)
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The Ontario Liberal MP apologized to the House "
           "for her tone."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The 52-year-old Liberal MP apologized to the House "
           "for her tone."),
    ("fr", "Jody Wilson-Raybould a pris la parole mercredi. La députée libérale ontarienne a ensuite présenté ses "
           "excuses à la Chambre."),
    # an age the KB contradicts, and one it cannot check (no birth date): refused
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The 52-year-old apologized to the House for "
           "her tone."),
    ("en", "Anthony Housefather took questions on Wednesday. The 48-year-old apologized to the House for "
           "his tone."),
    # a description before any name, and of someone never named
    ("en", "The Liberal lawmaker apologized to the House on Wednesday for her tone. Jody Wilson-Raybould took "
           "questions after her."),
    ("fr", "La parlementaire chevronnée a présenté ses excuses à la Chambre mercredi."),
    # someone the article introduced without a name ("a Liberal lawmaker ..."): the description may be them
    ("en", "Jody Wilson-Raybould took questions on Wednesday. A Liberal lawmaker, speaking on background, said "
           "the caucus was tired. The Liberal lawmaker apologized to the House for her tone."),
    ("fr", "Luc Thériault a pris la parole mercredi. Un élu bloquiste a confié sous le couvert de l'anonymat que "
           "le caucus était divisé. L'élu bloquiste a ensuite présenté ses excuses à la Chambre."),
    # one picked out of a set, someone else, a clause that says who
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The other Liberal lawmaker apologized to the House "
           "for her tone."),
    ("en", "Jody Wilson-Raybould took questions on Wednesday. The first Liberal lawmaker to speak apologized to "
           "the House for her tone."),
    ("fr", "Luc Thériault a pris la parole mercredi. L'autre élu bloquiste a ensuite présenté ses excuses à la "
           "Chambre."),
])
def test_a_description_takes_up_nobody_unsure(roles_of, lang, text):
    people = {p for _, agents, targets in roles_of(lang, text) for p in agents + targets}
    assert not people & {JWR, PHILPOTT, SCHEER, THERIAULT, HOUSEFATHER}


def test_an_object_is_not_the_subject_of_its_own_verb(roles_of):
    # "Scheer accused the Conservative lawmaker": not Scheer himself, though he fits
    assert not any(SCHEER in targets for _, _, targets in roles_of(
        "en", "Andrew Scheer took questions on Wednesday. Scheer accused the Conservative lawmaker of leaking "
              "the plan."))


def test_a_noun_compound_naming_another_office_is_no_description(roles_of):
    # "the finance minister" names a portfolio, not "a minister": read as a role phrase or not at all
    assert not any(PHILPOTT in agents for _, agents, _ in roles_of(
        "en", "Jane Philpott took questions on Wednesday. The finance minister apologized to the House for "
              "the delay."))
