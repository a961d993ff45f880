"""One event told over neighbouring sentences (loaders/article/neighbours.py), in our own sentences."""

from __future__ import annotations

from article_kb import D, P
from article_fixtures import events_through_kb, extract, fake_kb  # noqa: F401  (fixtures)

BARRETT, TRUDEAU = "person/michael-barrett", "person/justin-trudeau"


def _events(x, kind):
    return [(str(e.agent.iri) if e.agent is not None and e.agent.iri else e.agent and "unnamed",
             str(e.target.iri) if e.target is not None and e.target.iri else e.target and "unnamed")
            for e in x.events if e.kind == kind]


def test_an_apology_takes_its_target_from_the_next_sentence(extract):
    x = extract("Maxime Bernier apologized on Wednesday. The apology was addressed to Justin Trudeau.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), str(P("justin-trudeau")))]


def _kb_events(events, lang, text, kind, published=D(2019, 3, 7)):
    return [(sorted(e.agents), sorted(e.targets)) for e in events(lang, text, published) if e.type == kind]


def test_french_event_nouns_complete_the_act_told_before(events_through_kb):
    assert _kb_events(events_through_kb, "fr", "Michael Barrett a présenté ses excuses mercredi. "
                      "Ces excuses s'adressaient au premier ministre Justin Trudeau.", "Apology") == [([BARRETT], [TRUDEAU])]
    assert _kb_events(events_through_kb, "fr", "Justin Trudeau a été sommé de s'excuser mercredi. "
                      "La demande venait de Michael Barrett.", "RequestToApologize") == [([BARRETT], [TRUDEAU])]
    # a generic noun, someone else's act of the kind: nothing completed
    assert _kb_events(events_through_kb, "fr", "Michael Barrett a présenté ses excuses mercredi. "
                      "Des excuses au premier ministre sont rares.", "Apology") == [([BARRETT], [])]


def test_a_request_takes_its_asker_from_the_next_sentence(extract):
    x = extract("Justin Trudeau was asked to apologize on Wednesday. The request came from Alain Therrien.")
    assert _events(x, "RequestToApologize") == [(str(P("alain-therrien")), str(P("justin-trudeau")))]


def test_the_noun_retold_with_its_people_is_the_same_event(extract):
    x = extract("Maxime Bernier apologized on Wednesday. Bernier's apology to Justin Trudeau was brief.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), str(P("justin-trudeau")))]


def test_another_persons_act_of_the_same_kind_completes_nothing(extract):
    x = extract("Maxime Bernier apologized on Wednesday. Alain Therrien's apology to Justin Trudeau came later.")
    assert (str(P("maxime-bernier")), None) in _events(x, "Apology")


def test_two_acts_of_the_kind_before_the_noun_leave_it_unresolved(extract):
    x = extract("Maxime Bernier apologized on Tuesday. Alain Therrien apologized on Wednesday. "
                "The apology was addressed to Justin Trudeau.")
    assert not [t for _, t in _events(x, "Apology") if t is not None]


def test_a_generic_or_indefinite_noun_completes_nothing(extract):
    for second in ("Apologies to Justin Trudeau are rare.", "An apology to Justin Trudeau would be unusual.",
                   "There was no apology to Justin Trudeau."):
        x = extract("Maxime Bernier apologized on Wednesday. " + second)
        assert _events(x, "Apology") == [(str(P("maxime-bernier")), None)], second


def test_no_completion_beyond_the_sentence_before_a_paragraph_break(extract):
    x = extract("Maxime Bernier apologized on Wednesday. The House then moved on.\n\n"
                "Members debated the budget. The apology was addressed to Justin Trudeau.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), None)]


def test_the_sentence_before_a_paragraph_break_is_a_neighbour(extract):
    x = extract("Maxime Bernier apologized on Wednesday.\n\nThe apology was addressed to Justin Trudeau.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), str(P("justin-trudeau")))]


def test_the_other_participant_is_never_given_twice(extract):
    x = extract("Maxime Bernier apologized on Wednesday. The apology was addressed to Bernier himself.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), None)]


def test_an_identification_names_the_described_member(extract):
    x = extract("A Conservative MP apologized in the House on Wednesday. The MP was Maxime Bernier.")
    assert _events(x, "Apology") == [(str(P("maxime-bernier")), None)]


def test_a_french_identification_names_the_described_member(events_through_kb):
    for second in ("Il s'agit de Michael Barrett.", "Ce député est Michael Barrett."):
        assert _kb_events(events_through_kb, "fr", "Un député conservateur a présenté ses excuses mercredi. " + second,
                          "Apology") == [([BARRETT], [])], second
    # the identification of someone of another party than the description's: not the one described,
    # and the apology of someone the text does not identify has no KB side: no event (never Trudeau's)
    assert _kb_events(events_through_kb, "fr", "Un député conservateur a présenté ses excuses mercredi. "
                      "Il s'agit de Justin Trudeau.", "Apology") == []


def test_an_identification_of_someone_else_changes_nothing(extract):
    # another noun than the description's, a person of another party than the description's
    for second in ("The minister was Justin Trudeau.", "The MP was Alain Therrien."):
        x = extract("A Conservative MP apologized in the House on Wednesday. " + second)
        # (the unnamed member stays unidentified: an event with no KB side, not recorded; never the other's)
        assert _events(x, "Apology") == [], second


def _statements(x):
    return [str(e.agent.iri) for e in x.events if e.kind == "PressStatement" and e.agent is not None]


def test_a_statement_in_the_medium_the_sentence_before_named(extract):
    x = extract("The Conservatives issued a statement on Wednesday. In it, Maxime Bernier said the budget was a failure.")
    assert _statements(x) == [str(P("maxime-bernier"))]


def test_a_pronoun_takes_up_no_medium_but_the_sentence_befores(extract):
    for text in ("The Conservatives held a news conference on Wednesday.\n\nMembers debated the budget. "
                 "In it, Maxime Bernier said the budget was a failure.",
                 "A video of the caucus meeting circulated on Wednesday. In it, Maxime Bernier says the budget is a failure.",
                 "The Conservatives issued a statement on Wednesday. Maxime Bernier responded to it in the House."):
        assert _statements(extract(text)) == [], text


def test_a_french_statement_in_the_medium_taken_up_by_y(events_through_kb):
    def statements(text):
        return [sorted(e.agents) for e in events_through_kb("fr", text, D(2020, 6, 18)) if e.type == "PressStatement"]

    assert statements("Le gouvernement a publié un communiqué mercredi. Justin Trudeau y salue la ministre "
                      "et affirme qu'elle n'a rien fait de mal.") == [[TRUDEAU]]
    # « y » the thing answered, a recording, a negated verb: no statement in it
    for text in ("Le gouvernement a publié un communiqué mercredi. Michael Barrett y a répondu le jour même.",
                 "Une vidéo de la réunion a circulé mercredi. Justin Trudeau y affirme que la ministre n'a rien fait.",
                 "Le gouvernement a publié un communiqué mercredi. Michael Barrett n'y dit pas un mot de la ministre."):
        assert statements(text) == [], text


def test_a_noun_of_another_sense_completes_nothing(extract):
    x = extract("Maxime Bernier accused the government of hiding the report on Wednesday. "
                "The charges against Justin Trudeau were dropped years ago.")
    assert _events(x, "Accusation") == [(str(P("maxime-bernier")), None)]
    x = extract("Justin Trudeau was asked on Wednesday to apologize to the House. The call from Maxime Bernier lasted an hour.")
    assert [a for a, _ in _events(x, "RequestToApologize")] == [None]
