"""Stages 3-4 on invented sentences: motion types and demands, statements, reported speech, dates
in a paragraph, names inside longer names. None of these sentences comes from an article."""

from __future__ import annotations

from article_fixtures import D, en_nlp, extract, fake_kb  # noqa: F401  (fixtures)
from article_kb import BASE, P
from rdflib import URIRef

from test_article_mentions import mentions

INDEPENDENT = URIRef(BASE + "party/independent")


def test_opposition_day_motion_and_what_it_does(extract):
    x = extract("The motion, which the Conservatives put forward on an opposition day, passed 170 to 150 on "
                "Tuesday. It calls on the government to publish the report and asks the RCMP to review "
                "its policy.")
    [m] = x.motions
    assert m.kind == "OppositionMotion" and (m.yeas, m.nays) == (170, 150)
    assert [t for t, _, _ in m.demands] == ["publish the report", "review its policy"]


def test_private_members_motion_by_its_number(extract):
    [m] = extract("Motion M-12, moved by Jagmeet Singh, was adopted on Tuesday.").motions
    assert m.kind == "PrivateMembersMotion" and m.mover.iri == P("jagmeet-singh")


def test_a_summary_is_replaced_by_the_motions_own_demands_unless_added_to(extract):
    x = extract("The House adopted a motion that asks the government to act. The motion calls on the "
                "government to fund shelters and to hire more inspectors.")
    [m] = x.motions
    assert [t for t, _, _ in m.demands] == ["fund shelters", "hire more inspectors"]
    x = extract("The House adopted a motion that asks the government to act. It also asks the RCMP to "
                "report to the House.")
    [m] = x.motions
    assert len(m.demands) == 2


def test_french_coordinated_infinitives_are_separate_demands(extract):
    x = extract("La Chambre des communes a adopté mardi une motion. Le texte demande au gouvernement de "
                "déposer un rapport, et de consulter les provinces.", language="fr")
    [m] = x.motions
    assert len(m.demands) == 2


def test_what_a_motion_would_have_done_is_not_a_demand(extract):
    x = extract("The House adopted a motion on Tuesday. The first version would have asked the government "
                "to resign. It calls on the government to table a plan.")
    [m] = x.motions
    assert [t for t, _, _ in m.demands] == ["table a plan"]


def test_consent_asked_without_the_word_motion(extract):
    x = extract("Justin Trudeau sought unanimous consent to adopt the report without debate. "
                "No member objected, and the report was adopted.")
    [m] = x.motions
    assert m.unanimous and m.mover.iri == P("justin-trudeau") and m.outcome == "Adopted"
    assert [t for t, _, _ in m.demands] == ["adopt the report without debate"]


def test_statement_framing_what_someone_says(extract):
    x = extract("In a written statement, Justin Trudeau said the decision was final.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("PressStatement", P("justin-trudeau"))]
    x = extract("In a statement in the House, Justin Trudeau said the decision was final.")
    assert x.events == []
    x = extract("Dans un message publié mardi, Jody Wilson-Raybould affirme qu'elle part.", language="fr")
    assert ("PressStatement", P("jody-wilson-raybould")) in [(e.kind, e.agent.iri) for e in x.events]


def test_an_apology_announced_is_not_made(extract):
    x = extract("Justin Trudeau said on Monday that he would offer an apology next week.")
    assert "Apology" not in [e.kind for e in x.events]
    x = extract("Justin Trudeau said on Monday that he would apologize to the families.")
    assert "Apology" not in [e.kind for e in x.events]


def test_regret_for_ones_own_act_is_an_apology(extract):
    x = extract("Dans un communiqué diffusé lundi, Anthony Rota dit regretter ses propos.", language="fr")
    assert ("Apology", P("anthony-rota")) in [(e.kind, e.agent.iri) for e in x.events]


def test_a_paragraph_keeps_the_day_it_moved_to(extract):
    x = extract("Justin Trudeau resigned on Wednesday.\n\nHe had posted a statement late Monday. "
                "In that same statement he apologized to his family.", date=D(2020, 6, 18))
    [apology] = [e for e in x.events if e.kind == "Apology"]
    assert apology.date == D(2020, 6, 15)


def test_days_in_reported_speech_do_not_date_the_saying(extract):
    x = extract("In a message posted today, Jody Wilson-Raybould writes that Justin Trudeau had phoned "
                "her on Monday.", date=D(2020, 6, 17))
    [statement] = [e for e in x.events if e.kind == "PressStatement"]
    assert statement.date == D(2020, 6, 17)


def test_reporters_pronoun_in_their_reported_clause(extract):
    x = extract("Justin Trudeau met Maxime Bernier. Bernier announced that he was resigning.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("maxime-bernier"))]


def test_accusing_a_party_of_a_fault(extract):
    x = extract("Jagmeet Singh a reproché au Bloc son manque de transparence.", language="fr")
    assert [(e.kind, e.agent.iri, e.target.iri) for e in x.events] == [
        ("Accusation", P("jagmeet-singh"), URIRef(BASE + "party/bq"))]


def test_sits_as_an_independent(fake_kb, en_nlp):
    found = mentions("From now on Maxime Bernier is to sit in the Commons as an independent.", fake_kb, en_nlp)
    assert INDEPENDENT in {m.entity.iri for m in found}
    found = mentions("An independent review was ordered.", fake_kb, en_nlp)
    assert INDEPENDENT not in {m.entity.iri for m in found}
    found = mentions("Jagmeet Singh will serve as an independent adviser.", fake_kb, en_nlp)
    assert INDEPENDENT not in {m.entity.iri for m in found}
    found = mentions("Maxime Bernier will sit as an independent MP.", fake_kb, en_nlp)
    assert INDEPENDENT in {m.entity.iri for m in found}


def test_a_name_inside_a_longer_name_is_not_the_person(fake_kb, en_nlp):
    found = mentions("The prize is awarded by the Justin Trudeau Foundation for Science.", fake_kb, en_nlp)
    assert P("justin-trudeau") not in {m.entity.iri for m in found}
    found = mentions("Justin Trudeau's Liberals won.", fake_kb, en_nlp)
    assert P("justin-trudeau") in {m.entity.iri for m in found}


def test_a_caption_dates_and_tells_no_event_and_a_byline_names_no_member(extract):
    x = extract("By Jagmeet Singh\n\nJustin Trudeau resigns in Ottawa on Monday, June 1, 2020. THE CANADIAN PRESS/Someone\n\n"
                "Maxime Bernier resigned on Wednesday.")
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [("Resignation", P("maxime-bernier"), D(2020, 6, 17))]
    people = {m.entity.iri for m in x.mentions if m.entity.kind == "person"}
    assert P("jagmeet-singh") not in people and P("justin-trudeau") in people  # a caption's people stay mentions


def test_the_chair_named_by_office_is_presumed_and_no_sitting_on_a_weekend(fake_kb):
    import datetime as dt

    from article_fixtures import extract_text
    from rdflib import BNode

    from canpol.graph.iris import IriMinter
    from canpol.loaders.article.emit import build_graph
    from canpol.ontology import CANPOL

    minter = IriMinter("https://w3id.org/canpol/")
    x = extract_text("The Speaker ordered Maxime Bernier out of the chamber for the rest of the sitting on Wednesday.",
                     fake_kb, D(2020, 6, 18))
    _, g = build_graph(x, minter, fake_kb, minter.resource("run", "test"), dt.datetime(2026, 1, 1))
    [chair] = g.subjects(CANPOL.presumedHolder, P("anthony-rota"))
    assert isinstance(chair, BNode) and (chair, CANPOL.inCapacityOf, None) in g
    assert (None, CANPOL.mentions, P("anthony-rota")) not in g  # an office named, not its holder
    assert list(g.subjects(CANPOL.duringSitting, None))
    weekend = extract_text("Maxime Bernier was ordered out of the chamber by the Speaker on Saturday.", fake_kb,
                           D(2020, 6, 22))
    _, g = build_graph(weekend, minter, fake_kb, minter.resource("run", "test"), dt.datetime(2026, 1, 1))
    assert not list(g.subjects(CANPOL.duringSitting, None))


def test_a_refusal_to_apologize_when_the_parse_hides_the_infinitive(extract):
    # the parser makes "apologise" the subject of "saying": the words after "refused" still tell it
    x = extract("Maxime Bernier refused to apologise saying that his comments were accurate.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Refusal", P("maxime-bernier"))]
    x = extract("Maxime Bernier refused to answer saying that the question was unfair.")
    assert [e.kind for e in x.events] == []


def test_the_first_person_of_an_embedded_post_is_its_author(extract):
    x = extract("Question period was tense on Wednesday.\n\n"
                "Today I asked Justin Trudeau to apologize to the House and he refused.\n"
                "— Jagmeet Singh (@theJagmeetSingh) June 17, 2020")
    assert sorted((e.kind, e.agent.iri, e.target.iri if e.target else None) for e in x.events) == [
        ("PressStatement", P("jagmeet-singh"), None),
        ("Refusal", P("justin-trudeau"), None),
        ("RequestToApologize", P("jagmeet-singh"), P("justin-trudeau"))]
    # outside a post, "I" is nobody the text names
    x = extract("Question period was tense on Wednesday. Today I asked Justin Trudeau to apologize to the House.")
    assert [e.kind for e in x.events] == []


def test_an_unnamed_member_then_named_is_one_apology(extract):
    text = ("A {party} MP apologized for remarks about farmers.\n\n"
            "Maxime Bernier apologized in the House on Thursday for the comments he made on the radio.")
    x = extract(text.format(party="Conservative"))
    apologies = [(e.agent.iri, e.date) for e in x.events if e.kind == "Apology"]
    assert apologies == [(P("maxime-bernier"), D(2020, 6, 18))] * 2  # the same act: one IRI
    x = extract(text.format(party="Liberal"))  # a member of another party: somebody else, whom the text
    # does not identify (an event with no KB side, not recorded)
    assert sorted(str(e.agent.iri) for e in x.events if e.kind == "Apology") == [str(P("maxime-bernier"))]


def test_a_french_conditional_is_no_act(extract):
    # the small French model tags « démissionnerait » as an indicative imperfect
    x = extract("Maxime Bernier démissionnerait du caucus si le chef le lui demandait.", language="fr")
    assert [e.kind for e in x.events] == []
    x = extract("Maxime Bernier démissionnait du caucus mercredi.", language="fr")  # an imperfect: told as done
    assert [e.kind for e in x.events] == ["Resignation"]


def test_the_request_an_apology_complied_with(extract):
    for text, lang in (("Jagmeet Singh withdrew his remark on Wednesday after Speaker Anthony Rota asked him to.", "en"),
                       ("Jagmeet Singh withdrew the remark at Speaker Anthony Rota's request.", "en"),
                       ("Jagmeet Singh a retiré ses propos, à la demande du président Anthony Rota.", "fr")):
        x = extract(text, language=lang)
        assert sorted((e.kind, e.agent.iri, e.target.iri if e.target else None) for e in x.events) == [
            ("Apology", P("jagmeet-singh"), None),
            ("RequestToApologize", P("anthony-rota"), P("jagmeet-singh"))], text
    x = extract("Jagmeet Singh withdrew his remark after Anthony Rota asked him to leave.")  # asked something else
    assert [e.kind for e in x.events] == ["Apology"]


def test_a_person_named_after_a_preposition_is_not_the_subject_the_parse_missed(extract):
    # the subject is an unnamed office holder; the only name is the object of "alongside"
    x = extract("An aide who worked for Justin Trudeau for years resigned on Tuesday.", date=D(2020, 6, 18))
    assert not any(e.agent is not None and e.agent.iri == P("justin-trudeau") for e in x.events)
    x = extract("Maxime Bernier, the member who sat beside Justin Trudeau, resigned on Tuesday.", date=D(2020, 6, 18))
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("maxime-bernier"))]


def test_sitting_as_an_independent_after_a_removal_told_anywhere_is_no_resignation(extract):
    # the removal is told after the sitting, and of an unnamed member
    x = extract("Maxime Bernier will now sit as an independent.\n\nThe Conservative MP was kicked out of the "
                "party's caucus on Tuesday.")
    assert not any(e.kind == "Resignation" for e in x.events)
    x = extract("Un député conservateur exclu du caucus\n\nMaxime Bernier siégera désormais comme indépendant.",
                language="fr")
    assert not any(e.kind == "Resignation" for e in x.events)
    x = extract("Maxime Bernier will now sit as an independent.\n\nHe was named to a committee on Tuesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("maxime-bernier"))]


def test_the_reporter_of_a_clause_named_in_apposition_to_a_role(extract):
    x = extract("Justin Trudeau a rencontré Jagmeet Singh lundi.\n\nLe chef du Parti conservateur, Maxime Bernier, "
                "a annoncé mardi qu'il quittait ses fonctions.", language="fr", date=D(2020, 6, 18))
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [("Resignation", P("maxime-bernier"), D(2020, 6, 16))]
    # a reporting verb without a subject of its own does not make its clause's pronoun the reporter
    x = extract("Maxime Bernier defended Justin Trudeau, saying he had already resigned.", date=D(2020, 6, 18))
    assert not any(e.agent is not None and e.agent.iri == P("maxime-bernier") for e in x.events)


def test_french_inverted_subject_pronoun(extract):
    x = extract("Maxime Bernier était à Québec mardi. « Nous allons gagner », a-t-il déclaré en point de presse.",
                language="fr", date=D(2020, 6, 18))
    assert [(e.kind, e.agent.iri) for e in x.events] == [("PressStatement", P("maxime-bernier"))]



def test_no_sentence_starts_right_after_a_word():
    # the small French model ends a sentence after some names, leaving the verb without its subject
    from canpol.loaders.article.nlp import pipeline

    doc = pipeline("fr")("Sophie Chatel a dit aux journalistes lundi que la séance serait levée. Elle est partie.")
    assert [s.text for s in doc.sents] == ["Sophie Chatel a dit aux journalistes lundi que la séance serait levée.",
                                           "Elle est partie."]


def _statements(x):
    return [(e.agent.iri if e.agent else None) for e in x.events if e.kind == "PressStatement"]


def test_speaking_on_the_air_and_an_inverted_speaker_at_a_news_conference(extract):
    assert _statements(extract("Justin Trudeau said on a morning call-in show that the plan was working.")) == [
        P("justin-trudeau")]
    assert _statements(extract("On Monday, Maxime Bernier told a weekend television program that he had no regrets.")) == [
        P("maxime-bernier")]
    assert _statements(extract("Justin Trudeau appeared on a talk show on Monday.")) == []
    assert _statements(extract("Justin Trudeau said on a program about housing that rents were too high.")) == []
    assert _statements(extract("The vote was a free one, said Maxime Bernier at a news conference after the vote.")) == [
        P("maxime-bernier")]


def test_french_speaking_to_the_media_and_reacting_online(extract):
    assert _statements(extract("Yves-François Blanchet s'est adressé aux journalistes mardi.", language="fr")) == [
        P("yves-francois-blanchet")]
    assert _statements(extract("Jagmeet Singh a parlé aux journalistes après la séance.", language="fr")) == [
        P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh a répondu sur Facebook.", language="fr")) == [P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh a répondu à la question du Bloc.", language="fr")) == []


def test_a_post_signed_by_a_member_is_a_statement_on_its_day(extract):
    x = extract("Justin Trudeau answered his critics, saying the plan was on track.\n\nThe plan is working. \u2014 Justin Trudeau "
                "(@JustinTrudeau) June 15, 2020\n\nThe plan was praised. \u2014 Pat Example (@pat_example) June 16, 2020",
                date=D(2020, 6, 18))
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [("PressStatement", P("justin-trudeau"), D(2020, 6, 15))]
    # the text telling the same statement that day makes no second one
    x = extract("Justin Trudeau tweeted on Monday that the plan is working.\n\nThe plan is working. \u2014 Justin Trudeau "
                "(@JustinTrudeau) June 15, 2020", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", D(2020, 6, 15))]


def test_passive_release_and_resignation_letters_and_whose_news_conference(extract):
    assert _statements(extract("A statement on the budget was released by Jagmeet Singh on Tuesday.")) == [P("jagmeet-singh")]
    assert _statements(extract("Une déclaration a été diffusée mardi par le néo-démocrate Jagmeet Singh.", language="fr")) == [
        P("jagmeet-singh")]
    assert _statements(extract("A statement was released on Tuesday.")) == []
    x = extract("A letter of resignation was handed in by Maxime Bernier on Tuesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("maxime-bernier"))]
    x = extract("Sa lettre de démission a été remise mardi par Maxime Bernier.", language="fr")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("maxime-bernier"))]
    assert _statements(extract("Jagmeet Singh's news conference on Tuesday was about pharmacare.")) == [P("jagmeet-singh")]
    assert _statements(extract("Le point de presse de Jagmeet Singh, mardi, a porté sur l'assurance-médicaments.",
                               language="fr")) == [P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh's planned news conference was called off.")) == []
    assert _statements(extract("La prochaine conférence de presse de Jagmeet Singh aura lieu jeudi.", language="fr")) == []


def test_the_speaker_after_a_quotation_and_the_subject_of_a_second_clause(extract):
    # the verb attributing a quotation does not share the quoted clause's subject; its own comes after it
    assert _statements(extract("« Nous allons gagner », a lancé mardi le néo-démocrate Jagmeet Singh en point de presse.",
                               language="fr")) == [P("jagmeet-singh")]
    assert _statements(extract("\"We will win,\" said New Democrat Jagmeet Singh at a news conference.")) == [
        P("jagmeet-singh")]


def _resignations(x):
    return [e.agent.iri for e in x.events if e.kind == "Resignation"]


def test_giving_up_an_office_and_saying_i_resign(extract):
    assert _resignations(extract("Maxime Bernier gave up his seat on Tuesday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier gave up his fight on Tuesday.")) == []
    assert _resignations(extract("Mardi, Justin Trudeau a quitté le cabinet et son collègue Maxime Bernier a renoncé "
                                 "à son siège.", language="fr")) == [P("justin-trudeau"), P("maxime-bernier")]
    assert _resignations(extract("\"I am stepping down as leader today,\" Jagmeet Singh wrote on Tuesday.")) == [
        P("jagmeet-singh")]
    assert _resignations(extract("« Je quitte mes fonctions », a déclaré mardi Jagmeet Singh.", language="fr")) == [
        P("jagmeet-singh")]
    assert _resignations(extract("\"I will resign if the report is damning,\" Jagmeet Singh said.")) == []
    assert _resignations(extract("« Je ne démissionnerai pas », a déclaré Jagmeet Singh.", language="fr")) == []
    assert _resignations(extract("\"He resigned too early,\" Jagmeet Singh said of Maxime Bernier.")) == []


def test_a_person_the_kb_lacks_moves_no_motion(extract):
    x = extract("The clerk, Mary Northcott, opened the sitting on Tuesday. She then moved a motion on sitting hours.")
    assert all(m.mover is None for m in x.motions) and not any(e.kind == "MotionMoved" for e in x.events)
    x = extract("Jagmeet Singh moved a motion on sitting hours on Tuesday.")
    assert [m.mover.iri for m in x.motions] == [P("jagmeet-singh")]


def test_motion_types_from_a_number_and_from_non_confidence(extract):
    [m] = extract("Motion 145, moved by Maxime Bernier, was defeated 120 to 180 on Tuesday.").motions
    assert m.kind == "PrivateMembersMotion"
    [m] = extract("Government Motion No. 11 was adopted 170 to 150 on Tuesday.").motions
    assert m.kind == "GovernmentMotion"
    [m] = extract("La motion de censure a été adoptée mardi par 160 voix contre 140.", language="fr").motions
    assert m.kind == "OppositionMotion"
    [m] = extract("The non-confidence motion passed 160 to 140 on Tuesday.").motions
    assert m.kind == "OppositionMotion"
    [m] = extract("The motion passed 160 to 140 on Tuesday after 2 hours of debate.").motions
    assert m.kind is None


def test_the_two_sides_of_a_division_told_apart(extract):
    x = extract("La motion a été présentée mardi par Jagmeet Singh. Au total, 170 députés ont voté pour la motion. "
                "Par ailleurs, 150 députés ont voté contre cette motion.", language="fr")
    [m] = x.motions
    assert (m.yeas, m.nays, m.outcome) == (170, 150, "Adopted")
    x = extract("Jagmeet Singh moved the motion on Tuesday. In the end, 120 MPs supported the motion.")
    [m] = x.motions
    assert (m.yeas, m.nays, m.outcome) == (None, None, None)  # one side alone is no tally


def test_an_unnamed_member_of_the_movers_party_is_the_mover_named_before(extract):
    x = extract("Maxime Bernier's motion on supply management was debated on Monday. On Tuesday, MPs defeated "
                "a Conservative MP's motion on supply management 100 to 200.")
    assert [(m.mover.iri if m.mover else None, m.outcome) for m in x.motions] == [(P("maxime-bernier"), "Negatived")]
    x = extract("Maxime Bernier's motion on supply management was debated on Monday. On Tuesday, MPs defeated "
                "a Liberal MP's motion on pipelines 100 to 200.")
    assert len(x.motions) == 2


def test_a_counted_group_that_resigns_and_the_list_of_its_members(extract):
    x = extract("Two Bloc MPs resigned from the caucus on Tuesday.\n\nThey are Alain Therrien and Yves-François Blanchet.")
    assert sorted(_resignations(x)) == [P("alain-therrien"), P("yves-francois-blanchet")]
    assert {e.date for e in x.events} == {D(2020, 6, 16)}
    x = extract("Deux députés du Bloc ont claqué la porte mardi. Il s'agit d'Alain Therrien et d'Yves-François "
                "Blanchet.", language="fr")
    assert sorted(_resignations(x)) == [P("alain-therrien"), P("yves-francois-blanchet")]
    # as many people, but not of the party the group was named by; or not as many
    x = extract("Two Bloc MPs resigned on Tuesday.\n\nJagmeet Singh and Justin Trudeau reacted.")
    assert _resignations(x) == []
    x = extract("Three Bloc MPs resigned on Tuesday.\n\nAlain Therrien and Yves-François Blanchet were not among them.")
    assert _resignations(x) == []


def test_a_published_letter_framing_what_a_member_does(extract):
    assert _statements(extract("Dans une lettre ouverte publiée mardi, le néo-démocrate Jagmeet Singh presse Ottawa "
                               "d'agir.", language="fr")) == [P("jagmeet-singh")]
    assert _statements(extract("In an open letter published on Tuesday, Jagmeet Singh urged Ottawa to act.")) == [
        P("jagmeet-singh")]


def test_a_motion_moved_by_a_member_named_after_a_title_and_french_deposer(extract):
    [m] = extract("A motion on pharmacare was moved by NDP Leader Jagmeet Singh on Tuesday.").motions
    assert m.mover.iri == P("jagmeet-singh") and m.moved
    [m] = extract("Une motion sur l'assurance-médicaments a été présentée mardi par le néo-démocrate Jagmeet Singh.",
                  language="fr").motions
    assert m.mover.iri == P("jagmeet-singh") and m.moved
    [m] = extract("Une motion a été présentée mardi par les néo-démocrates de Jagmeet Singh.", language="fr").motions
    assert m.mover is None  # the party moved it
    [m] = extract("Le néo-démocrate Jagmeet Singh a déposé mardi une motion sur l'assurance-médicaments.",
                  language="fr").motions
    assert m.mover.iri == P("jagmeet-singh") and m.moved
    [m] = extract("Le néo-démocrate Jagmeet Singh a déposé jeudi une motion sur les congés parentaux.",
                  language="fr").motions
    assert m.mover.iri == P("jagmeet-singh") and m.moved


def test_whose_motion_moved_on_a_day_is_moved_by_them(extract):
    [m] = extract("Jagmeet Singh's motion, moved on Monday, calls for a public inquiry.").motions
    assert m.mover.iri == P("jagmeet-singh") and m.moved
    [m] = extract("Jagmeet Singh's motion, to be moved on Monday, calls for a public inquiry.").motions
    assert m.mover.iri == P("jagmeet-singh") and not m.moved


def test_a_resignation_with_its_owner_and_its_day(extract):
    x = extract("Maxime Bernier's resignation on Tuesday stunned his colleagues.")
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [("Resignation", P("maxime-bernier"), D(2020, 6, 16))]
    x = extract("La démission de Maxime Bernier, mardi, a surpris ses collègues.", language="fr")
    assert [(e.kind, e.agent.iri, e.date) for e in x.events] == [("Resignation", P("maxime-bernier"), D(2020, 6, 16))]
    assert _resignations(extract("Jagmeet Singh called for Maxime Bernier's resignation on Tuesday.")) == []
    assert _resignations(extract("Le NPD réclame la démission de Maxime Bernier depuis mardi.", language="fr")) == []
    assert _resignations(extract("Maxime Bernier's resignation stunned his colleagues.")) == []


def test_according_to_a_statement_and_saying_on_a_platform_and_french_present_forms(extract):
    assert _statements(extract("Selon un communiqué de Jagmeet Singh, le NPD votera contre le budget.", language="fr")) == [
        P("jagmeet-singh")]
    assert _statements(extract("According to a statement from Jagmeet Singh, the NDP will oppose the budget.")) == [
        P("jagmeet-singh")]
    assert _statements(extract("Selon Jagmeet Singh, le NPD votera contre le budget.", language="fr")) == []
    assert _statements(extract("Jagmeet Singh a indiqué sur Facebook que le NPD votera contre.", language="fr")) == [
        P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh called on Facebook to remove the post.")) == []
    assert _resignations(extract("Maxime Bernier quitte le caucus conservateur.", language="fr")) == [P("maxime-bernier")]


def test_the_texts_account_of_a_members_post_takes_the_posts_day(extract):
    x = extract("Justin Trudeau wrote on Twitter that the plan was working.\n\nThe plan is working. \u2014 Justin "
                "Trudeau (@JustinTrudeau) June 15, 2020", date=D(2020, 6, 18))
    assert [(e.kind, e.date) for e in x.events] == [("PressStatement", D(2020, 6, 15))]


def test_a_statement_read_where_the_press_is_not_in_the_chamber(extract):
    assert _statements(extract("Maxime Bernier read a statement to reporters in the Commons foyer on Tuesday.")) == [
        P("maxime-bernier")]
    assert _statements(extract("Maxime Bernier read a statement in the House of Commons.")) == []
    assert _statements(extract("Justin Trudeau listened in the chamber while Maxime Bernier read out his "
                               "statement.")) == []
    assert _statements(extract("Maxime Bernier read his statement slowly.")) == []


def test_a_second_members_motion_told_by_one(extract):
    x = extract("On Tuesday, Jagmeet Singh moved a motion on pharmacare, and Maxime Bernier moved one on dairy.")
    assert [(m.mover.iri, m.moved) for m in x.motions] == [(P("jagmeet-singh"), True), (P("maxime-bernier"), True)]
    x = extract("On Tuesday, Jagmeet Singh moved a motion on pharmacare, and Maxime Bernier wanted one on dairy.")
    assert [m.mover.iri for m in x.motions] == [P("jagmeet-singh")]


def _kinds(x):
    return sorted((e.kind, e.agent.iri if e.agent else None) for e in x.events)


def test_what_a_member_denies_or_names_as_a_kind_of_act_is_no_event(extract):
    # a denial's content is not told as done; the denial's own other acts are
    assert _kinds(extract("Alain Therrien denied on Monday that he had called Justin Trudeau a \"coward\".")) == []
    assert _kinds(extract("Alain Therrien denied having accused Justin Trudeau of hiding the report.")) == []
    assert _kinds(extract("Mardi, Alain Therrien a nié qu'il avait accusé Justin Trudeau de mentir.", language="fr")) == []
    assert _kinds(extract("Alain Therrien denied the report and accused Justin Trudeau of hiding it.")) == [
        ("Accusation", P("alain-therrien"))]
    # a gerund or infinitive as subject names a kind of act, to judge it
    assert _kinds(extract("Alain Therrien said that calling Justin Trudeau a \"coward\" would be unfair.")) == []
    assert _kinds(extract("Alain Therrien said on Monday that calling a minister a \"coward\" is unparliamentary.")) == []


def test_a_name_called_outside_the_house_is_not_unparliamentary_language(extract):
    def unparliamentary(text, **kw):
        return [e.agent.iri for e in extract(text, **kw).events if e.kind == "UnparliamentaryLanguage"]
    assert unparliamentary("Alain Therrien called Justin Trudeau a \"coward\" at a fundraiser on Friday.") == []
    assert unparliamentary("Alain Therrien called Justin Trudeau a \"coward\" in a radio interview.") == []
    assert unparliamentary("Alain Therrien called Justin Trudeau a \"coward\" on social media.") == []
    assert unparliamentary("Alain Therrien called Justin Trudeau a \"coward\" in the House on Friday.") == [
        P("alain-therrien")]
    assert unparliamentary("Alain Therrien called Justin Trudeau a \"coward\" after his interview.") == [P("alain-therrien")]


def test_telling_a_news_conference_is_speaking_at_one(extract):
    assert _statements(extract("\"We will vote against it,\" Jagmeet Singh told a news conference on Monday.")) == [
        P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh told a conference of nurses on Monday that help was coming.")) == []


def test_a_quotation_in_the_first_person_tells_the_speakers_own_acts(extract):
    x = extract("\"I apologize to Justin Trudeau for my words,\" Alain Therrien said on Tuesday.")
    assert [(e.kind, e.agent.iri, e.target.iri if e.target else None) for e in x.events] == [
        ("Apology", P("alain-therrien"), P("justin-trudeau"))]
    x = extract("\"The Speaker has just thrown me out of the chamber,\" Alain Therrien told reporters.")
    assert ("Expulsion", P("alain-therrien")) in [(e.kind, e.target.iri if e.target else None) for e in x.events]
    # what the quotation says of others, or without its speaker named, stays unread
    assert _kinds(extract("\"Justin Trudeau apologized to the House,\" Alain Therrien said on Tuesday.")) == []
    assert _kinds(extract("\"I apologize to the House,\" the member said on Tuesday.")) == []
    # several people attribute it: whose "I" it is is not sure
    assert _kinds(extract("\"I apologize,\" Alain Therrien said, and Maxime Bernier said the same.")) == []


def test_a_resignation_forced_or_announced_by_the_member_is_given(extract):
    assert _resignations(extract("Maxime Bernier was forced to resign from cabinet on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("The scandal compelled Maxime Bernier to resign on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Justin Trudeau tried to force Maxime Bernier to resign on Monday.")) == []
    assert _resignations(extract("Maxime Bernier announced on Monday that he will step down as minister next week.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier told his caucus on Monday that he is stepping down as leader.")) == [
        P("maxime-bernier")]
    # not his own, conditional, or refused
    assert _resignations(extract("Justin Trudeau announced on Monday that Maxime Bernier will step down next week.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that he will resign if the report blames him.")) == []
    assert _resignations(extract("Maxime Bernier told reporters on Monday that he will not step down.")) == []
    # the future of the past of a telling in the past is an announced departure (as the gold reads
    # "said he would step down"), unless a condition, a negation, "would have" or "would rather" says otherwise
    assert _resignations(extract("Maxime Bernier said on Monday that he would resign.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier said on Monday that he would quit when the session ends.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier said on Monday that he would resign if the report blamed him.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that he would not resign.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that he would have resigned in his day.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that he would rather resign than stay silent.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that Andrew Scheer would step down.")) == []
    assert _resignations(extract("Maxime Bernier refused to say on Monday whether he would step down.")) == []
    assert _resignations(extract("Justin Trudeau told Maxime Bernier on Monday to resign.")) == []


def test_an_op_ed_and_a_news_release_are_statements(extract):
    assert _statements(extract("In an op-ed published on Monday, Jagmeet Singh argued that rents were too high.")) == [
        P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh issued a news release on Monday about rents.")) == [P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh called for the release of the report on Monday.")) == []


def test_a_headline_told_with_a_role_phrase_is_the_event_the_lede_names(extract):
    def requests(text):
        return sorted((e.target.iri or e.target.role) if e.target else "" for e in extract(text).events
                      if e.kind == "RequestToApologize")
    lede = "\n\nSpeaker Anthony Rota asked New Democrat Jagmeet Singh to withdraw his remark on Tuesday."
    assert requests("Speaker asks NDP MP to withdraw remark" + lede) == [P("jagmeet-singh")]
    # a role the named member does not fit is somebody else
    assert len(requests("Speaker asks Bloc MP to withdraw remark" + lede)) == 2


def test_declining_to_speak_to_reporters_is_no_statement_and_coordinated_resignations(extract):
    assert _statements(extract("Jagmeet Singh declined to speak to reporters on Monday.")) == []
    assert _statements(extract("Jagmeet Singh wanted to hold a news conference on Monday.")) == []
    assert _statements(extract("Jagmeet Singh stopped to speak to reporters on Monday.")) == [P("jagmeet-singh")]
    assert sorted(_resignations(extract("Maxime Bernier and Alain Therrien resigned from their posts on Monday."))) == sorted(
        [P("maxime-bernier"), P("alain-therrien")])


def test_departures_and_defections_by_noun_and_crossing_over(extract):
    assert _resignations(extract("Maxime Bernier's departure from the Conservative caucus on Monday surprised nobody.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier's defection to the Bloc on Monday surprised nobody.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier's departure for Europe on Monday surprised nobody.")) == []
    assert _resignations(extract("Maxime Bernier's planned departure from cabinet next month surprised nobody.")) == []
    assert _resignations(extract("Maxime Bernier crossed over to the Liberals on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier crossed over to the other side of the street on Monday.")) == []
    assert sorted(_resignations(extract("Maxime Bernier and Alain Therrien crossed the floor on Monday."))) == sorted(
        [P("maxime-bernier"), P("alain-therrien")])


def test_joining_another_partys_caucus_is_leaving_ones_own(extract):
    assert _resignations(extract("Maxime Bernier joined the Bloc Québécois caucus on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier joined the NDP on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier joined the Conservative caucus on Monday.")) == []  # his own
    assert _resignations(extract("Maxime Bernier joined the committee on Monday.")) == []
    assert _resignations(extract("Maxime Bernier could join the NDP on Monday.")) == []
    # in a quotation, the speaker's own decision
    assert _resignations(extract("\"I have decided to join the NDP,\" Maxime Bernier told reporters on Monday.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("\"They asked me to join the NDP,\" Maxime Bernier told reporters on Monday.")) == []


def test_a_quoted_request_made_to_the_speaker_of_the_quotation(extract):
    x = extract("\"The Speaker asked me to withdraw the word,\" Alain Therrien said on Tuesday.")
    assert [(e.kind, e.target.iri) for e in x.events] == [("RequestToApologize", P("alain-therrien"))]


def test_a_quoted_refusal_and_the_request_told_around_the_quotation(extract):
    x = extract("\"I will not withdraw it,\" Alain Therrien said on Tuesday when the Speaker asked him to.")
    assert sorted((e.kind, (e.agent.iri or e.agent.presumed) if e.agent else None, e.target.iri if e.target else None)
                  for e in x.events) == [("Refusal", P("alain-therrien"), None),
                                         ("RequestToApologize", P("anthony-rota"), P("alain-therrien"))]


def test_a_name_described_as_and_an_insult_in_a_quotation_said_in_the_house(extract):
    def unparliamentary(text):
        return [(e.agent.iri, e.target.iri if e.target else None, e.word) for e in extract(text).events
                if e.kind == "UnparliamentaryLanguage"]
    assert unparliamentary("Alain Therrien described Justin Trudeau as a \"coward\" in the House on Monday.") == [
        (P("alain-therrien"), P("justin-trudeau"), "coward")]
    assert unparliamentary("Alain Therrien described Justin Trudeau as a good friend on Monday.") == []
    assert unparliamentary("\"You are a coward,\" Alain Therrien shouted at Justin Trudeau in the House on Monday.") == [
        (P("alain-therrien"), P("justin-trudeau"), "coward")]
    assert unparliamentary("\"He is a coward,\" Alain Therrien said of Justin Trudeau in the Commons on Monday.") == [
        (P("alain-therrien"), P("justin-trudeau"), "coward")]
    # not in the House, not an insult of the lexicon, or denied
    assert unparliamentary("\"He is a coward,\" Alain Therrien said of Justin Trudeau at a rally on Monday.") == []
    assert unparliamentary("\"He is a good man,\" Alain Therrien said of Justin Trudeau in the House on Monday.") == []
    assert unparliamentary("\"He is not a coward,\" Alain Therrien said of Justin Trudeau in the House on Monday.") == []


def test_resigning_oneself_to_something_and_stepping_down_from_a_podium_are_no_resignations(extract):
    assert _resignations(extract("Maxime Bernier resigned himself to defeat on Monday.")) == []
    assert _resignations(extract("Maxime Bernier said on Monday that he had resigned himself to defeat.")) == []
    assert _resignations(extract("Maxime Bernier stepped down from the stage on Monday.")) == []
    assert _resignations(extract("Maxime Bernier stepped down from the chair on Monday.")) == [P("maxime-bernier")]
    assert _resignations(extract("Maxime Bernier said on Monday that he had resigned from cabinet.")) == [P("maxime-bernier")]


def test_a_quoted_imperative_to_withdraw_is_a_request_to_whom_it_is_told(extract):
    x = extract("\"Please withdraw that remark,\" Anthony Rota told Alain Therrien on Tuesday.")
    assert [(e.kind, e.agent.iri, e.target.iri) for e in x.events] == [
        ("RequestToApologize", P("anthony-rota"), P("alain-therrien"))]
    # an imperative of another act is asked, not done
    assert _kinds(extract("\"Throw him out of the chamber,\" Alain Therrien told Anthony Rota on Tuesday.")) == []
    assert _kinds(extract("\"Do not withdraw anything,\" Anthony Rota told Alain Therrien on Tuesday.")) == []


def test_a_role_noun_split_from_the_name_after_it_is_that_person(extract):
    # the parser makes "NDP MP Jagmeet Singh" two objects, "MP" and "Singh"
    x = extract("Anthony Rota asked NDP MP Jagmeet Singh to withdraw his comment on Tuesday.")
    assert [(e.kind, e.target.iri if e.target else None) for e in x.events] == [("RequestToApologize", P("jagmeet-singh"))]
    x = extract("Anthony Rota admonished NDP MP Jagmeet Singh on Tuesday.")
    assert [(e.kind, e.target.iri if e.target else None) for e in x.events] == [("SpeakerRuling", P("jagmeet-singh"))]


def test_a_name_called_is_unparliamentary_when_quoted_as_said_or_an_insult(extract):
    def words_called(text, **kw):
        return [e.word for e in extract(text, **kw).events if e.kind == "UnparliamentaryLanguage"]
    assert words_called("Justin Trudeau called Jagmeet Singh a valued partner in the House on Tuesday.") == []
    assert words_called("Justin Trudeau called Jagmeet Singh a \"clown\" in the House on Tuesday.") == ["clown"]
    assert words_called("Justin Trudeau called Jagmeet Singh a hypocrite in the House on Tuesday.") == ["hypocrite"]
    assert words_called("Justin Trudeau a traité Jagmeet Singh de menteur mardi à la Chambre.", language="fr") == [
        "menteur"]


def test_coordinated_accusers_and_a_quotation_said_of_someone(extract):
    def accusations(text):
        return sorted((e.agent.iri, e.target.iri if e.target else None) for e in extract(text).events
                      if e.kind == "Accusation")
    assert accusations("Alain Therrien and Maxime Bernier accused Justin Trudeau of a cover-up on Monday.") == sorted(
        [(P("alain-therrien"), P("justin-trudeau")), (P("maxime-bernier"), P("justin-trudeau"))])
    # the quotation's "he" is the one it is said of
    assert accusations("\"He misled the House,\" Alain Therrien said of Justin Trudeau on Monday.") == [
        (P("alain-therrien"), P("justin-trudeau"))]
    assert accusations("\"She misled the House,\" Alain Therrien said of Justin Trudeau on Monday.") == []


def test_interviews_and_letters_addressed_to_someone(extract):
    assert _statements(extract("Jagmeet Singh did an interview with a radio station on Tuesday.")) == [P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh was interviewed by reporters on Tuesday.")) == [P("jagmeet-singh")]
    assert _statements(extract("Jagmeet Singh was interviewed by investigators on Tuesday.")) == []
    assert _statements(extract("The interview with Jagmeet Singh aired on Tuesday.")) == [P("jagmeet-singh")]
    # a letter to someone is not public unless it is said to be open or published
    assert _statements(extract("In a letter to the Speaker, Jagmeet Singh asked for an emergency debate.")) == []
    assert _statements(extract("In an open letter to the Speaker, Jagmeet Singh asked for an emergency debate.")) == [
        P("jagmeet-singh")]


def test_a_request_noun_whose_clause_is_the_apology_asked_for(extract):
    def requests(text):
        return [(e.agent.iri, e.target.iri) for e in extract(text).events if e.kind == "RequestToApologize"]
    assert requests("Anthony Rota's request that Alain Therrien withdraw his remark came on Tuesday.") == [
        (P("anthony-rota"), P("alain-therrien"))]
    assert requests("Jagmeet Singh's demand that Justin Trudeau apologize went unanswered on Tuesday.") == [
        (P("jagmeet-singh"), P("justin-trudeau"))]
    assert requests("Anthony Rota's request that Alain Therrien withdraw from the chamber came on Tuesday.") == []


def test_a_members_use_of_a_quoted_word_against_another_in_the_house(extract):
    def unparliamentary(text):
        return [(e.agent.iri, e.target.iri if e.target else None, e.word) for e in extract(text).events
                if e.kind == "UnparliamentaryLanguage"]
    assert unparliamentary("Alain Therrien's use of the word \"coward\" against Justin Trudeau in the House on Monday "
                           "drew protests.") == [(P("alain-therrien"), P("justin-trudeau"), "coward")]
    # not in the House, or no word quoted
    assert unparliamentary("Alain Therrien's use of the word \"coward\" in a tweet on Monday drew protests.") == []
    assert unparliamentary("Alain Therrien's use of social media in the House drew protests.") == []


def test_the_members_a_plural_subject_names_among_them_or_including(extract):
    assert sorted(_resignations(extract("Three MPs, among them Maxime Bernier and Alain Therrien, left the NDP caucus "
                                        "on Monday."))) == sorted([P("maxime-bernier"), P("alain-therrien")])
    assert sorted(_resignations(extract("Several MPs, including Maxime Bernier, left the NDP caucus on Monday."))) == [
        P("maxime-bernier")]
    # people named beside the group, not as its members
    assert _resignations(extract("Several MPs left the NDP caucus on Monday after meeting Maxime Bernier.")) == []


def test_an_accepted_resignation_was_given(extract):
    assert _resignations(extract("Justin Trudeau accepted the resignation of Maxime Bernier on Monday.")) == [
        P("maxime-bernier")]
    assert _resignations(extract("Justin Trudeau refused to accept Maxime Bernier's resignation.")) == []
    assert _resignations(extract("Justin Trudeau would accept Maxime Bernier's resignation.")) == []


def test_a_name_after_two_coordinated_titles_holds_them_only_when_the_kb_agrees(extract):
    # one person with two titles ("the Prime Minister and Minister of X, <name>"): the name is who
    # the titles are, but only when that person held the office the KB knows that day
    x = extract("The Prime Minister and Minister of Youth, Justin Trudeau, issued a statement on Tuesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("PressStatement", P("justin-trudeau"))]
    x = extract("The Prime Minister and Minister of Youth, Jagmeet Singh, issued a statement on Tuesday.")
    assert x.events and all(e.agent is None or e.agent.iri != P("jagmeet-singh") for e in x.events)


def test_headlines_listed_under_a_links_heading_tell_no_event_of_the_page(extract):
    x = extract("Justin Trudeau met the premiers on Tuesday.\n\nRelated content\n\n"
                "Jagmeet Singh apologizes to Yves-François Blanchet\n\nPrime Minister holds a news conference")
    assert x.events == []
    x = extract("Justin Trudeau met the premiers on Tuesday.\n\n"
                "Jagmeet Singh apologized to Yves-François Blanchet on Tuesday.")
    assert [e.kind for e in x.events] == ["Apology"]


def test_a_previous_or_past_holder_is_not_the_holder_of_the_day(extract):
    # "the previous prime minister", "a past prime minister", « le premier ministre précédent »:
    # someone else than the one in office at the article's date; no KB holder is linked
    for text, lang in (("The previous prime minister apologized to the survivors in the House.", "en"),
                       ("Le premier ministre précédent s'est excusé auprès des survivants.", "fr")):
        x = extract(text, language=lang)
        assert [e.kind for e in x.events] == ["Apology"], text
        assert x.events[0].agent is None or x.events[0].agent.iri is None, text
    # (an indefinite one is someone the text does not identify: the event has no KB side, not recorded)
    assert extract("A past prime minister apologized for the head tax.").events == []
    # the holder of the day is still read as such
    x = extract("The prime minister apologized to the survivors in the House.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Apology", P("justin-trudeau"))]


def test_a_chair_addressed_is_no_participant(extract):
    # a vocative names whom the words are told to: never the agent, never a pronoun's antecedent
    for text, lang in (("Mr. Speaker, last night he offered his resignation, which the cabinet took.", "en"),
                       ("He tendered his resignation, Madam Speaker.", "en"),
                       ("Monsieur le Président, il a remis sa démission.", "fr")):
        assert extract(text, language=lang).events == [], text
    # the one named after it is the subject the parser hung on the vocative
    x = extract("Madam Speaker, Jody Wilson-Raybould resigned from cabinet on Tuesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("jody-wilson-raybould"))]
    x = extract("Mr. Speaker, the NDP leader resigned from the committee on Tuesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("jagmeet-singh"))]


def test_a_family_name_after_an_honorific_is_a_person_a_pronoun_may_take_up(extract):
    # "Mr. Dunmore", whom the KB does not know, stands between the prime minister and "He": the
    # pronoun is never resolved past him to the prime minister
    x = extract("Prime Minister Justin Trudeau spoke to reporters on Tuesday.\n\nMr. Dunmore, his chief of "
                "staff, took full responsibility. He tendered his resignation on Friday, and the prime minister took it.")
    assert ("Resignation", P("justin-trudeau")) not in [(e.kind, e.agent.iri if e.agent else None) for e in x.events]
    assert ("PressStatement", P("justin-trudeau")) in [(e.kind, e.agent.iri) for e in x.events]


def test_a_pronoun_after_two_coordinated_subjects_is_not_sure(extract):
    x = extract("Justin Trudeau answered the question, and Jagmeet Singh replied that the answer was weak. "
                "He resigned from the committee on Wednesday.")
    assert "Resignation" not in [e.kind for e in x.events]
    x = extract("Justin Trudeau answered the question and left the chamber. He resigned from the committee on Wednesday.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Resignation", P("justin-trudeau"))]


def test_a_pronoun_does_not_reach_back_past_sentences_without_persons_but_to_the_subject(extract):
    # the possessor of two sentences of other things ago is too far; the subject the text is about is not
    x = extract("Members spoke about the Prime Minister's mistakes. Nobody expected an answer. Children learn "
                "to admit errors. He said he was sorry.")
    assert x.events == []
    x = extract("Justin Trudeau spoke about his mistakes. Nobody expected an answer. Children learn to admit "
                "errors. He said he was sorry.")
    assert [(e.kind, e.agent.iri) for e in x.events] == [("Apology", P("justin-trudeau"))]


def test_a_trailing_participle_after_a_clause_with_its_own_subject_takes_up_no_one_for_sure(extract):
    # the parser hangs ", calling him ..." on the main verb, whose subject is the one called names:
    # between two subjects the participle's is not sure, and the one named is never its agent
    x = extract('Justin Trudeau was answering questions on Wednesday when Conservative MP Maxime Bernier '
                'interrupted him, calling him a "liar".')
    assert ("UnparliamentaryLanguage", P("justin-trudeau")) not in [
        (e.kind, e.agent.iri if e.agent else None) for e in x.events]
    # with no such clause between, the participle is the main subject's
    x = extract('Jagmeet Singh rose in the House on Wednesday, calling Justin Trudeau a "hypocrite".')
    assert [(e.kind, e.agent.iri) for e in x.events if e.kind == "UnparliamentaryLanguage"] == [
        ("UnparliamentaryLanguage", P("jagmeet-singh"))]
    x = extract('Jagmeet Singh left the chamber on Wednesday and stopped in the foyer, telling reporters the plan was weak.')
    assert [(e.kind, e.agent.iri) for e in x.events if e.kind == "PressStatement"] == [
        ("PressStatement", P("jagmeet-singh"))]


def test_a_charge_told_by_its_content(extract):
    """Putting a member's integrity in doubt, or saying they broke their word, acted with contempt or
    are a liar, charges them (an Accusation by the one who says it); the near misses do not."""
    def accusations(text, **kw):
        return sorted((e.agent.iri if e.agent else None, e.target.iri if e.target else None)
                      for e in extract(text, **kw).events if e.kind == "Accusation")
    charge = [(P("alain-therrien"), P("justin-trudeau"))]
    # doubting a quality of character
    assert accusations("Alain Therrien questioned the integrity of Justin Trudeau on Wednesday.") == charge
    assert accusations("Alain Therrien raised serious doubts about Justin Trudeau's judgment on Wednesday.") == charge
    assert accusations("Mercredi, Alain Therrien a remis en question le jugement de Justin Trudeau.", language="fr") == charge
    assert accusations("Alain Therrien did not question Justin Trudeau's integrity on Wednesday.") == []
    assert accusations("Alain Therrien said nobody questions Justin Trudeau's integrity.") == []
    assert accusations("Alain Therrien praised the honesty of Justin Trudeau on Wednesday.") == []
    assert accusations("Alain Therrien answered questions about Justin Trudeau's judgment on Wednesday.") == []
    assert accusations("Justin Trudeau questioned his own judgment on Wednesday.") == []
    assert accusations("Alain Therrien a salué l'intégrité de Justin Trudeau mercredi.", language="fr") == []
    # a wrong or a fault in the reported clause
    assert accusations("Alain Therrien said Justin Trudeau had broken his word to farmers.") == charge
    assert accusations("Alain Therrien said Justin Trudeau had broken a fundraising record.") == []
    assert accusations("Alain Therrien said Justin Trudeau treated the committee with contempt.") == charge
    assert accusations("Alain Therrien said Justin Trudeau treated the committee with respect.") == []
    assert accusations("\"Justin Trudeau is a coward,\" Alain Therrien told reporters.") == charge
    assert accusations("\"Justin Trudeau is not a coward,\" Alain Therrien told reporters.") == []
    assert accusations("« Justin Trudeau est un menteur », a lancé Alain Therrien.", language="fr") == charge
    assert accusations("Alain Therrien a soutenu que Justin Trudeau n'avait pas violé la loi.", language="fr") == []
