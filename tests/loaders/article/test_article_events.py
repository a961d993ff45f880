"""Stage 4 (events): general patterns on invented sentences, active, passive, pronouns, French."""

from __future__ import annotations

import datetime as dt

from article_kb import BASE, P
from rdflib import URIRef
from article_fixtures import en_nlp, extract, fake_kb  # noqa: F401  (fixtures)

D = dt.date


def who(entity):
    """The person an argument is: linked by name, or presumed from the office it was named by."""
    return None if entity is None else entity.iri or entity.presumed


def kinds(x):
    return [(e.kind, who(e.agent), who(e.target)) for e in x.events]


def test_calls_a_word_with_pronoun_in_a_subordinate_clause(extract):
    x = extract("Maxime Bernier was expelled from the chamber by the Speaker for the rest of the sitting "
                "after he called Justin Trudeau a liar.")
    [word] = [e for e in x.events if e.kind == "UnparliamentaryLanguage"]
    assert (word.agent.iri, word.target.iri, word.word) == (P("maxime-bernier"), P("justin-trudeau"), "liar")
    [out] = [e for e in x.events if e.kind == "Expulsion"]
    # "the Speaker": the office is stated, its holder that day only presumed
    assert out.target.iri == P("maxime-bernier") and out.agent.iri is None
    assert out.agent.presumed == P("anthony-rota") and out.agent.office == "speaker"
    assert out.until_end_of == "sitting" and out.capacity == "speaker"


def test_passive_request_and_refusal_with_relative_date(extract):
    x = extract("On Tuesday, Justin Trudeau was asked by the Speaker to withdraw his remarks, but he declined.")
    assert kinds(x) == [("RequestToApologize", P("anthony-rota"), P("justin-trudeau")),
                        ("Refusal", P("justin-trudeau"), None)]
    assert {e.date for e in x.events} == {D(2020, 6, 16)}


def test_ordered_to_leave(extract):
    x = extract("The Speaker ordered Maxime Bernier to leave the House.")
    assert kinds(x) == [("Expulsion", P("anthony-rota"), P("maxime-bernier"))]


def test_asked_to_withdraw_from_the_chamber_is_not_an_apology(extract):
    x = extract("Maxime Bernier withdrew from the chamber to take a call.")
    assert not [e for e in x.events if e.kind == "Apology"]


def test_apology_and_resignation(extract):
    x = extract("Maxime Bernier apologized to the House on Tuesday. Jody Wilson-Raybould resigned yesterday.")
    assert kinds(x) == [("Apology", P("maxime-bernier"), None), ("Resignation", P("jody-wilson-raybould"), None)]
    assert [e.date for e in x.events] == [D(2020, 6, 16), D(2020, 6, 17)]


def test_forced_or_refused_apology_is_not_an_apology(extract):
    x = extract("Critics tried to force Maxime Bernier to apologize. He would not apologize.")
    assert [e.kind for e in x.events] == ["Refusal"]


def test_accusation_by_unnamed_member(extract):
    x = extract("Justin Trudeau spoke. A Conservative MP accused him of misleading the House.")
    [acc] = [e for e in x.events if e.kind == "Accusation"]
    assert acc.agent.iri is None and acc.agent.party == URIRef(BASE + "party/conservative")
    assert acc.target.iri == P("justin-trudeau")


def test_motion_defeated_with_tally(extract):
    x = extract("A motion by Maxime Bernier calling for an inquiry into the RCMP was defeated 211-117 on Monday.")
    [m] = x.motions
    assert m.mover.iri == P("maxime-bernier") and m.outcome == "Negatived"
    assert (m.yeas, m.nays) == (117, 211) and m.date == D(2020, 6, 15)
    assert [s.iri for s in m.subjects] == [URIRef(BASE + "org/rcmp")]


def test_voted_down_by_votes_to(extract):
    [m] = extract("The Liberals voted down the motion by 177 votes to 140.").motions
    assert m.outcome == "Negatived" and (m.yeas, m.nays) == (140, 177)
    assert [o.iri for o in m.opposed] == [URIRef(BASE + "party/liberal")]


def test_motion_passed(extract):
    [m] = extract("Justin Trudeau tabled a motion on Wednesday. It passed 200-100.").motions
    assert m.mover.iri == P("justin-trudeau") and m.date == D(2020, 6, 17)


def test_unanimous_consent_refused_with_demands(extract):
    x = extract("Yves-François Blanchet sought unanimous consent for a motion asking that the House "
                "recognize the French language as official in Quebec and that a committee study the "
                "matter, but the NDP refused consent.")
    [m] = x.motions
    assert m.unanimous and m.outcome == "ConsentRefused" and m.mover.iri == P("yves-francois-blanchet")
    assert [t for t, _, _ in m.demands] == [
        "the House recognize the French language as official in Quebec", "a committee study the matter"]
    assert [o.iri for o in m.opposed] == [URIRef(BASE + "party/ndp")]


def test_demands_continued_in_the_next_paragraph(extract):
    text = ("Jagmeet Singh moved a motion asking that the RCMP budget be reviewed.\n\n"
            "Also, that body cameras be required, and that a report be tabled.")
    [m] = extract(text).motions
    assert len(m.demands) == 3 and m.demands[2][0] == "a report be tabled"
    for t, start, end in m.demands:
        assert text[start:end] == t


def test_quotes_are_not_events(extract):
    x = extract('Maxime Bernier said: "Someone should resign and apologize."')
    assert x.events == []


def test_french_request_refusal_expulsion(extract):
    x = extract("Le vice-président a demandé à Jagmeet Singh de s'excuser, mais il a refusé. "
                "Il a été expulsé des Communes jusqu'à la fin de la séance.")
    assert kinds(x) == [("RequestToApologize", P("bruce-stanton"), P("jagmeet-singh")),
                        ("Refusal", P("jagmeet-singh"), None),
                        ("Expulsion", P("bruce-stanton"), P("jagmeet-singh"))]


def test_french_word_and_resignation(extract):
    x = extract("Jagmeet Singh a traité Alain Therrien de raciste mercredi. Maxime Bernier a démissionné hier.")
    assert kinds(x) == [("UnparliamentaryLanguage", P("jagmeet-singh"), P("alain-therrien")),
                        ("Resignation", P("maxime-bernier"), None)]
    assert x.events[0].word == "raciste" and x.events[0].date == D(2020, 6, 17)


def test_french_motion_rejected_with_tally(extract):
    [m] = extract("La motion de Jagmeet Singh a été rejetée par 177 voix contre 140.").motions
    assert m.outcome == "Negatived" and (m.yeas, m.nays) == (140, 177)


def test_press_statement(extract):
    [e] = extract("Justin Trudeau released a statement on Friday.").events
    assert e.kind == "PressStatement" and e.date == D(2020, 6, 12)


def test_noun_triggers_apology_resignation_statement(extract):
    x = extract("Justin Trudeau offered an apology to the House on Monday. "
                "Maxime Bernier announced his resignation yesterday. "
                "Speaking to reporters, Jody Wilson-Raybould said she had no regrets.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [
        ("Apology", P("justin-trudeau")), ("Resignation", P("maxime-bernier")),
        ("PressStatement", P("jody-wilson-raybould"))]


def test_leaving_a_party_is_a_resignation_and_a_caucus_removal_is_not_an_expulsion(extract):
    x = extract("Maxime Bernier announced that he is leaving the Conservative Party. "
                "Jody Wilson-Raybould was removed from the Liberal caucus.")
    assert [(e.kind, e.agent.iri if e.agent else None) for e in x.events] == [
        ("Resignation", P("maxime-bernier"))]


def test_same_day_follows_the_last_date(extract):
    x = extract("The vote was held on Monday. Justin Trudeau apologized the same evening.")
    [e] = x.events
    assert e.kind == "Apology" and e.date == D(2020, 6, 15)


def test_month_alone_gives_no_day(extract):
    [e] = extract("Maxime Bernier resigned in February.").events
    assert e.kind == "Resignation" and e.date is None


def test_french_noun_triggers(extract):
    x = extract("Justin Trudeau a présenté ses excuses à la Chambre lundi. "
                "Maxime Bernier a annoncé sa démission mardi.")
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [
        ("Apology", P("justin-trudeau"), D(2020, 6, 15)), ("Resignation", P("maxime-bernier"), D(2020, 6, 16))]


def test_a_member_pressing_another_is_a_request_but_not_the_chairs(extract):
    # canpol:RequestToApologize is "usually from the Chair" (ontology), and the corpus guidelines count
    # a request from anyone; a member's request carries no chair capacity and orders no one out
    x = extract("Maxime Bernier pressed Justin Trudeau to apologize.")
    assert kinds(x) == [("RequestToApologize", P("maxime-bernier"), P("justin-trudeau"))]
    assert x.events[0].capacity is None
    x = extract("Maxime Bernier pressed Justin Trudeau to apologize. Trudeau refused and left the chamber.")
    assert "Expulsion" not in [e.kind for e in x.events]


def test_motion_passed_by_consent_when_nobody_objected(extract):
    x = extract("The motion was brought forward by Justin Trudeau on Tuesday. He asked for the unanimous "
                "consent of the House, and no member objected, so it passed.")
    [m] = x.motions
    assert m.mover.iri == P("justin-trudeau") and m.unanimous and m.outcome == "Adopted"


def test_a_division_told_side_by_side_gives_yeas_then_nays():
    from canpol.loaders.article.motions import _tally

    assert _tally("it fell, with 88 members in favour and 190 against") == (88, 190)
    assert _tally("after 150 MPs voted for it and 61 against") == (150, 61)
    assert _tally("119 députés ont voté pour, 203 contre") == (119, 203)
    # the nays first: the side words, not the order, say which number is which
    assert _tally("232 élus ayant voté contre et 97 pour") == (97, 232)
    assert _tally("12 members for the plan, 30 years against it") is None


def test_a_condition_told_by_inversion_is_no_fact(extract):
    # "Had X ...": the auxiliary before the subject makes the clause a condition
    x = extract("Had Maxime Bernier apologized, the Speaker would not have named him.")
    assert not [e for e in x.events if e.kind == "Apology"]
    x = extract("The motion passed 170-140. Had the motion been defeated, an election would have followed.")
    [m] = x.motions
    assert m.outcome == "Adopted" and (m.yeas, m.nays) == (170, 140)


def test_a_counted_division_outweighs_a_later_outcome_without_numbers(extract):
    x = extract("The NDP motion passed 170-140 on Tuesday. Conservatives said the House had rejected it.")
    [m] = x.motions
    assert m.outcome == "Adopted" and (m.yeas, m.nays) == (170, 140)


def test_a_tally_in_words():
    from canpol.loaders.article.motions import _tally

    assert _tally("it carried with one hundred and twelve members in favour and none against") == (112, 0)
    assert _tally("rejetée par quatre-vingt-dix-huit voix contre deux cent six") == (98, 206)
    assert _tally("one member said no, and two others left") is None
