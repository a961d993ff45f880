"""Events of several people at once (groups.py), through the real extractor and the reference KB, on
sentences written here: a plural that takes up people named together ("the two MPs", "both", "they",
« les deux députés », « tous deux », « ils »), a counted plural whose members a colon lists, a subject
joined by "along with" / « ainsi que »; each member gets the event. Nobody for a plural that does not
resolve to exactly the people named: a count that does not match, a generic plural, "they" after a
sentence that named someone else too, « elles » for a group not all women, a party noun the people
did not belong to, a person beside the subject in another role ("flanked by", « entouré de »)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

# a Thursday: "Wednesday" / « mercredi » is the day before; every person below sat that day
PUBLISHED = dt.date(2021, 3, 11)
POILIEVRE = "person/pierre-poilievre"  # Conservative
REMPEL = "person/michelle-rempel-garner"  # Conservative
BERGEN = "person/candice-bergen"  # Conservative
TRUDEAU = "person/justin-trudeau"  # Liberal
FREELAND = "person/chrystia-freeland"  # Liberal


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(lang: str, text: str) -> set[tuple[str, tuple[str, ...], tuple[str, ...]]]:
        return {(e.type, tuple(sorted(e.agents)), tuple(sorted(e.targets)))
                for e in events_through_kb(lang, text, PUBLISHED)}

    return events


def each(kind: str, *agents: str, target: str | None = None) -> set:
    return {(kind, (agent,), (target,) if target else ()) for agent in agents}


@pytest.mark.parametrize("lang, text, expected", [
    # a count that matches the group named in the sentence before
    ("en", "Pierre Poilievre and Michelle Rempel Garner quit the Conservative caucus on Wednesday. The two MPs "
           "told reporters they had no regrets.", each("PressStatement", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner were criticized over the weekend. On Wednesday the two "
           "MPs apologized in the House for their words.", each("Apology", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner had a long meeting on Wednesday. Both resigned from "
           "the caucus afterwards.", each("Resignation", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. The two Conservatives then left "
           "the caucus.", each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont longuement discuté mercredi. Les deux députés ont "
           "ensuite claqué la porte du caucus.", each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont discuté mercredi. Tous deux ont ensuite présenté "
           "leurs excuses à la Chambre.", each("Apology", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. Both MPs then apologized in the "
           "House.", each("Apology", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. The pair then apologized in the "
           "House.", each("Apology", POILIEVRE, REMPEL)),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont parlé mercredi. Ces deux députés ont ensuite "
           "présenté leurs excuses.", each("Apology", POILIEVRE, REMPEL)),
    # the subject pronoun of a clause the group reports
    ("en", "Pierre Poilievre and Michelle Rempel Garner said on Wednesday that they were leaving the "
           "Conservative caucus.", each("Resignation", POILIEVRE, REMPEL)),
    # a subject pronoun after a sentence about the group and nobody else
    ("en", "Pierre Poilievre and Michelle Rempel Garner spent Wednesday morning with their leader. They then "
           "resigned from the caucus.", each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont vu leur chef mercredi matin. Ils ont ensuite "
           "quitté le caucus.", each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Candice Bergen et Michelle Rempel Garner ont vu leur chef mercredi matin. Elles ont ensuite "
           "présenté leurs excuses.", each("Apology", BERGEN, REMPEL)),
    # a group as the object
    ("en", "Candice Bergen met Pierre Poilievre and Michelle Rempel Garner on Wednesday. She accused both "
           "of misleading the House.", each("Accusation", BERGEN, target=POILIEVRE) | each("Accusation", BERGEN, target=REMPEL)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner heckled the minister on Wednesday. Speaker Anthony Rota "
           "then expelled the two MPs from the chamber.",
     each("Expulsion", "person/anthony-rota", target=POILIEVRE) | each("Expulsion", "person/anthony-rota", target=REMPEL)),
    # a counted plural whose members a colon lists, or an apposition
    ("en", "Two Conservatives left the caucus on Wednesday: Pierre Poilievre and Michelle Rempel Garner.",
     each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Deux conservateurs ont quitté le caucus mercredi : Pierre Poilievre et Michelle Rempel Garner.",
     each("Resignation", POILIEVRE, REMPEL)),
    ("en", "Two Conservatives, Pierre Poilievre and Michelle Rempel Garner, apologized on Wednesday.",
     each("Apology", POILIEVRE, REMPEL)),
    # an additive phrase after the subject, or at the end of the verb's clause
    ("en", "Pierre Poilievre, along with Michelle Rempel Garner, left the caucus on Wednesday.",
     each("Resignation", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre apologized in the House on Wednesday, together with Michelle Rempel Garner.",
     each("Apology", POILIEVRE, REMPEL)),
    ("fr", "Pierre Poilievre, ainsi que Michelle Rempel Garner, a quitté le caucus mercredi.",
     each("Resignation", POILIEVRE, REMPEL)),
    # "as did Y": the verb again, with a subject of its own, whatever its object
    ("en", "Pierre Poilievre apologized in the House on Wednesday, as did Michelle Rempel Garner.",
     each("Apology", POILIEVRE, REMPEL)),
    ("en", "Pierre Poilievre accused Justin Trudeau on Wednesday of misleading the House, as did Candice Bergen.",
     each("Accusation", POILIEVRE, BERGEN, target=TRUDEAU)),
    # a counted plural in apposition to the names, its relative clause telling their act
    ("en", "Justin Trudeau praised Pierre Poilievre and Michelle Rempel Garner, the two Conservatives who "
           "quit their caucus on Wednesday.", each("Resignation", POILIEVRE, REMPEL)),
    ("fr", "Justin Trudeau a salué Pierre Poilievre et Michelle Rempel Garner, les deux conservateurs qui ont "
           "quitté leur caucus mercredi.", each("Resignation", POILIEVRE, REMPEL)),
])
def test_a_group_gives_each_member_the_event(events_of, lang, text, expected):
    assert events_of(lang, text) >= expected


@pytest.mark.parametrize("lang, text, kind, only", [
    # a count that does not match the group: nobody
    ("en", "Pierre Poilievre and Michelle Rempel Garner quit the caucus on Wednesday. The three MPs told "
           "reporters they had no regrets.", "PressStatement", set()),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont discuté mercredi. Les trois députés ont ensuite "
           "présenté leurs excuses.", "Apology", set()),
    ("en", "Two Conservatives left the caucus on Wednesday: Pierre Poilievre, Michelle Rempel Garner and "
           "Candice Bergen.", "Resignation", set()),
    ("en", "Justin Trudeau praised Pierre Poilievre and Michelle Rempel Garner, the three Conservatives who "
           "quit their caucus on Wednesday.", "Resignation", set()),
    ("en", "Justin Trudeau praised Candice Bergen, Pierre Poilievre and Michelle Rempel Garner, the two "
           "Conservatives who quit their caucus on Wednesday.", "Resignation", set()),
    # a generic plural: nobody
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. The MPs then resigned from the "
           "caucus.", "Resignation", set()),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont parlé mercredi. Les députés ont ensuite présenté "
           "leurs excuses.", "Apology", set()),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. Liberal MPs then apologized for "
           "their remarks.", "Apology", set()),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. The Conservatives then "
           "apologized in the House.", "Apology", set()),
    ("en", "Pierre Poilievre and Michelle Rempel Garner voted against the bill on Wednesday. Liberal MPs "
           "said they would apologize.", "Apology", set()),
    # a party noun the group did not belong to that day
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. Both Liberals then apologized "
           "in the House.", "Apology", set()),
    ("en", "Pierre Poilievre and Michelle Rempel Garner spoke on Wednesday. The two Liberals then left the "
           "caucus.", "Resignation", set()),
    # "they" after a sentence that named a third person; « elles » for a man and a woman
    ("en", "Pierre Poilievre and Candice Bergen met Justin Trudeau on Wednesday. They accused him of "
           "misleading the House.", "Accusation", set()),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont vu Justin Trudeau mercredi. Ils ont ensuite quitté "
           "le caucus.", "Resignation", set()),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont parlé mercredi. Elles ont ensuite présenté leurs "
           "excuses.", "Apology", set()),
    # people beside the subject in another role: only the subject acted
    ("en", "Pierre Poilievre, flanked by Michelle Rempel Garner and Candice Bergen, apologized on Wednesday.",
     "Apology", each("Apology", POILIEVRE)),
    ("en", "Pierre Poilievre, with the support of Michelle Rempel Garner, apologized on Wednesday.",
     "Apology", each("Apology", POILIEVRE)),
    ("fr", "Pierre Poilievre, entouré de Michelle Rempel Garner et Candice Bergen, a présenté ses excuses "
           "mercredi.", "Apology", each("Apology", POILIEVRE)),
    ("en", "Pierre Poilievre and Michelle Rempel Garner heckled the minister on Wednesday. Speaker Anthony Rota "
           "then expelled the three MPs from the chamber.", "Expulsion", set()),
    ("en", "Pierre Poilievre, with the support of Michelle Rempel Garner, moved a motion on Wednesday calling "
           "for an inquiry.", "MotionMoved", each("MotionMoved", POILIEVRE)),
    # "along with" after a verb with a person object may join the object: neither role is sure
    ("en", "Pierre Poilievre accused Justin Trudeau on Wednesday of misleading the House, along with "
           "Chrystia Freeland.", "Accusation", {("Accusation", (POILIEVRE,), (TRUDEAU,))}),
    # "as" with a clause of its own: another's act, not the same
    ("en", "Pierre Poilievre apologized in the House on Wednesday, as Michelle Rempel Garner had asked.",
     "Apology", each("Apology", POILIEVRE)),
    ("en", "Pierre Poilievre apologized in the House on Wednesday, after Michelle Rempel Garner spoke, as did "
           "Candice Bergen.", "Apology", each("Apology", POILIEVRE)),
    # a group as the subject of a verb that tells no event
    ("en", "Pierre Poilievre and Michelle Rempel Garner agreed on Wednesday to withdraw the motion.",
     "Refusal", set()),
    ("fr", "Pierre Poilievre et Michelle Rempel Garner ont accepté mercredi de retirer la motion.",
     "Refusal", set()),
])
def test_a_plural_that_does_not_resolve_gives_nobody(events_of, lang, text, kind, only):
    assert {e for e in events_of(lang, text) if e[0] == kind} == only



@pytest.mark.parametrize("lang, text", [
    ("en", "The seat has been empty since the resignation of Michelle Rempel Garner last year. She now sits "
           "as an independent."),
    ("en", "The seats have been empty since the resignations of Pierre Poilievre and Michelle Rempel Garner "
           "last year. Both now sit as independents."),
])
def test_a_sitting_told_in_the_present_after_the_resignation_is_no_second_one(events_through_kb, lang, text):
    # "now sit(s) as independents": the state the resignation told before left them in, not an act of
    # the running day
    resignations = [e for e in events_through_kb(lang, text, PUBLISHED) if e.type == "Resignation"]
    assert all(e.date is None for e in resignations) and resignations
