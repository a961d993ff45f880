"""Whole French articles written here (4-10 paragraphs, in the manner of a wire story), through the
real extractor and the reference KB: what an article tells across its sentences (a minister leaving
cabinet in the headline present after a title in apposition, « le ministre » taken up two
paragraphs later, a former minister by portfolio, a body named after its holder), with the near
misses an article holds beside them (a negated departure, « quitte à », a hypothesis, an indefinite
« un ancien ministre », the prime minister's office speaking for him)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

ANY = object()  # a date the test does not judge (the dating of habitual imperfects is another matter)


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(text: str, published: dt.date) -> list[tuple]:
        return sorted((e.type, tuple(sorted(e.agents)), tuple(sorted(e.targets)), e.date)
                      for e in events_through_kb("fr", text, published))

    return events


def same(found: list[tuple], expected: list[tuple]) -> bool:
    """`found` is `expected`, event for event, a date of ANY matching any date."""
    if len(found) != len(expected):
        return False
    left = list(found)
    for want in expected:
        match = next((f for f in left if f[:3] == want[:3] and (want[3] is ANY or f[3] == want[3])), None)
        if match is None:
            return False
        left.remove(match)
    return True


MORNEAU = "person/bill-morneau"
WILSON_RAYBOULD = "person/jody-wilson-raybould"

MINISTER_LEAVES_IN_THE_PRESENT = """\
Le ministre des Finances, Bill Morneau, quitte le Conseil des ministres. Le cabinet du premier ministre Justin \
Trudeau a confirmé son départ lundi soir dans un communiqué de trois paragraphes.

Le ministre était fragilisé depuis plusieurs semaines par ses liens avec un organisme de bienfaisance choisi pour \
gérer un programme de bourses étudiantes.

Pendant tout l'été, le porte-parole conservateur Pierre Poilievre accusait le ministre d'avoir caché ces liens aux \
parlementaires.

Chrystia Freeland ne quitte pas le Conseil des ministres : la vice-première ministre hérite aussi des Finances.

Le premier ministre maintient sa stratégie économique, quitte à déplaire à une partie de son caucus. Certains se \
demandent si d'autres ministres pourraient quitter le cabinet d'ici l'automne.
"""


def test_a_minister_leaves_cabinet_in_the_headline_present(events_of):
    # « Le ministre de X, Jane Doe, quitte le Conseil des ministres » (the small tagger takes « quitte »
    # for the conjunction of « quitte à » after the apposition); « le ministre » two paragraphs later
    # is that minister, not the prime minister named since; the prime minister's office confirming
    # the news is no statement of the prime minister's; a negated « ne quitte pas », « quitte à »
    # and « pourraient quitter » are no departures
    found = events_of(MINISTER_LEAVES_IN_THE_PRESENT, dt.date(2020, 8, 17))
    assert same(found, [("Resignation", (MORNEAU,), (), "2020-08-17"),
                        ("Accusation", ("person/pierre-poilievre",), (MORNEAU,), ANY)]), found


MINISTER_ANNOUNCES_HER_RESIGNATION = """\
Jody Wilson-Raybould ne fait plus partie du Conseil des ministres. La ministre des Anciens Combattants a annoncé \
mardi sa démission du cabinet de Justin Trudeau, quelques jours après des allégations d'ingérence dans un dossier \
judiciaire.

« J'ai pris cette décision avec le cœur lourd », a écrit l'ancienne ministre de la Justice dans une lettre publiée \
sur son site Web. Elle reste députée libérale de Vancouver Granville.

Un ancien ministre de la Justice, joint par téléphone, a refusé de commenter. Le chef conservateur Andrew Scheer a \
réclamé une enquête publique.

La ministre pourrait témoigner devant le comité de la justice si le gouvernement la relève du secret professionnel.
"""


def test_a_minister_by_a_portfolio_of_two_words_and_a_former_minister_by_portfolio(events_of):
    # « la ministre des Anciens Combattants » is the one named before who held that portfolio;
    # « l'ancienne ministre de la Justice » the one named before who had left it; « un ancien
    # ministre de la Justice », indefinite, is someone else (his refusal to comment is no event of
    # hers), and « pourrait témoigner » nothing
    found = events_of(MINISTER_ANNOUNCES_HER_RESIGNATION, dt.date(2019, 2, 12))
    assert same(found, [("Resignation", (WILSON_RAYBOULD,), (), "2019-02-12"),
                        ("PressStatement", (WILSON_RAYBOULD,), (), "2019-02-12")]), found
