"""Event patterns by kind: each module recognises one kind of event over the dependency parse.

A pattern is a function `(s, token, emit) -> bool`: given a sentence (grammar.Sentence), one of its
tokens and an emitter (`emit(kind, **arguments)`; `emit.date` is the sentence's date), it emits
the events that token triggers and says whether it took the token (then no later pattern looks
at it). Patterns are registered here with their kind, in the order they are tried, by
`loaders/article/events.py` for every content word of a sentence. Their words are in
`lexicon.py` (the older, shared sets) and `lexicons/<lang>.yaml` (per kind and language).

A new kind: a module here with its patterns and its lexicon slots, registered below (and, for a
new ontology class, `emit.py`'s mapping of kinds to classes).
"""

from __future__ import annotations

from .. import groups
from ..grammar import is_verb, not_yet
from . import accusation, again, apology, expulsion, locutions, refusal, request, resignation, ruling, statement, unparliamentary

# Order matters where two patterns can take the same token: the more specific first.
PATTERNS = [
    ("Ruling", ruling.chair_rules_on_member),
    ("Ruling", ruling.chair_finds_breach),
    ("Ruling", ruling.says_in_a_ruling),  # never takes its token (a statement may share it)
    ("Ruling", ruling.chair_disposes),  # before Refusal's verbs: the Chair refusing a request rules on it
    ("Accusation", accusation.attacks),  # never takes its token (a statement or a ruling may share it)
    ("Accusation", accusation.reports_wrongdoing),  # never takes its token (a statement may share it)
    ("Accusation", accusation.charges_in_own_words),  # never takes its token; quotations only (quotes.py)
    ("Accusation", accusation.charges_according_to),  # never takes its token
    ("Accusation", accusation.impugns),  # never takes its token (a noun of character)
    ("Accusation", accusation.names_a_fault),  # never takes its token (unparliamentary language may share it)
    # the fixed phrases of every kind (« pointer du doigt », « faire son mea culpa »): before the
    # patterns of their verbs' other senses (« montrer », « mettre », « prendre »)
    ("Locution", locutions.says_a_locution),
    ("Resignation", resignation.group_members),  # takes no token: once per sentence
    ("Resignation", groups.follows),  # never takes its token: a follower of a departure just told
    ("Resignation", resignation.notes_a_caucus_removal),  # takes no token: before Expulsion's verbs
    ("Resignation", resignation.turns_down_a_resignation),  # takes no token: before Refusal's verbs
    ("Resignation", resignation.slams_the_door),
    ("Resignation", resignation.leaves_party),
    ("Resignation", resignation.leaves_from_party),
    ("Resignation", resignation.defects),
    ("Resignation", resignation.leaves_by_idiom),
    ("Resignation", resignation.no_longer_in_cabinet),  # reads the mood itself (« ne ... plus »)
    ("Resignation", resignation.joins_another_party),
    ("Resignation", resignation.sits_as_independent),
    ("Resignation", resignation.gives_up_office),
    ("Resignation", resignation.gives_up_a_riding),
    ("Resignation", resignation.leaves_a_department),
    ("Resignation", resignation.goes_out_of_cabinet),  # checked against the KB (a meeting is gone out of too)
    ("Resignation", resignation.resigns_in_first_person),  # takes no token
    ("Resignation", resignation.announces_own_resignation),  # takes no token
    ("Resignation", resignation.tenders_resignation_in_a_medium),  # never takes its token
    ("Accusation", accusation.accuses_in_a_medium),  # never takes its token
    # never takes its token; before the press statements, which take "told reporters that ..."
    ("RequestToApologize", request.says_someone_must_apologize),
    ("RequestToApologize", request.obliged_by_attribution),  # never takes its token
    ("Apology", apology.says_a_formula),  # never takes its token: a quotation that is a formula of apology
    ("RequestToApologize", request.obliges_in_own_words),  # quotations only; reads the mood itself
    # takes the medium of a press event called off or of an interview not with the press: before them all
    ("PressStatement", statement.press_event_not_held),
    ("PressStatement", statement.in_a_medium),
    ("PressStatement", statement.framed_by_a_public_audience),  # never takes its token
    ("PressStatement", statement.gives_a_public_speech),  # never takes its token
    ("PressStatement", statement.spoken_acts_in_a_manner),  # never takes its token
    ("PressStatement", statement.tells_the_press),
    ("PressStatement", statement.said_to_the_press_in_order),
    ("PressStatement", statement.meets_the_press),
    ("PressStatement", statement.holds_a_news_conference),
    ("PressStatement", statement.is_interviewed),
    ("PressStatement", statement.quoted_as_saying),
    ("PressStatement", statement.posts_online),
    ("PressStatement", statement.posted_by_inverted_speaker),
    ("PressStatement", statement.press_event_of),
    ("PressStatement", statement.according_to_a_medium),
    ("PressStatement", statement.said_where_the_press_waits),
    ("PressStatement", statement.asked_by_the_press),
    ("PressStatement", statement.reached_by_the_press),  # never takes its token
    ("PressStatement", statement.reads_a_statement),
    ("PressStatement", statement.speaks_outside_the_chamber),
    ("PressStatement", statement.said_on_a_programme),
    ("PressStatement", statement.speaks_while_appearing_on_the_air),  # never takes its token
    ("PressStatement", statement.writes_on_the_platform_of_its_head),  # never takes its token
    ("PressStatement", statement.speaks_at_a_public_gathering),  # never takes its token
    ("PressStatement", statement.speaks_to_a_venue),  # never takes its token
    ("PressStatement", statement.members_post_on_a_platform),  # never takes its token
    ("PressStatement", statement.speaks_to_a_newsroom),  # never takes its token
    ("PressStatement", statement.answers_the_press),  # never takes its token
    ("PressStatement", statement.remarks_to_the_press),  # never takes its token
    ("PressStatement", statement.writes_a_public_text),  # never takes its token
    ("PressStatement", statement.tells_reporters_told_as_waiting),  # never takes its token
    ("PressStatement", statement.statement_says),
    ("PressStatement", statement.sends_a_statement),
    ("Accusation", accusation.accuses_a_group),
    ("UnparliamentaryLanguage", unparliamentary.calls_a_name),
    ("UnparliamentaryLanguage", unparliamentary.insult_in_a_quotation),  # takes no token
    ("UnparliamentaryLanguage", unparliamentary.use_of_a_word),
    ("UnparliamentaryLanguage", unparliamentary.word_asked_withdrawn),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.shouts_a_word_at),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.uses_a_word_at),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.description_as_a_name),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.word_used_by),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.uses_a_word_in_the_house),  # never takes its token
    ("UnparliamentaryLanguage", unparliamentary.unparliamentary_remarks),  # never takes its token
    ("RequestToApologize", request.asks_in_a_quotation),
    ("RequestToApologize", request.request_noun_clause),
    ("RequestToApologize", request.faces_calls_to_apologize),  # never takes its token
    ("RequestToApologize", request.request_for_an_apology),  # never takes its token
    ("RequestToApologize", request.renews_a_request),  # never takes its token
    ("RequestToApologize", request.asked_in_a_fronted_participle),  # before the verb of asking reads its infinitive
    ("RequestToApologize", request.calls_for_someone_to_apologize),  # reads the mood itself
    ("RequestToApologize", request.chair_asks_to_apologize),
    ("RequestToApologize", request.owes_an_apology),
    ("RequestToApologize", request.demands_an_apology),
    # (before the apology patterns, which take "to apologize for")
    ("Refusal", refusal.nothing_to_apologize_for),  # never takes its token; reads the mood itself
    ("Accusation", again.does_the_same),  # never takes its token; "did so" after a request is does_as_asked's
    ("Apology", apology.does_as_asked),  # "X did so" after a request; reads the mood itself
    ("Apology", apology.complies_by_verb_ellipsis),  # "X did." after a request; never takes its token
    ("Refusal", refusal.rejects_a_request),  # never takes its token; before refuses, which takes "declined"
    ("Refusal", refusal.refuses),
    ("Refusal", refusal.would_not),  # never takes its token; reads the mood itself
    ("Refusal", refusal.persists_in_remarks),  # never takes its token; reads the mood itself
    ("Refusal", refusal.declines_by_verb_ellipsis),  # never takes its token; reads the mood itself
    ("Refusal", refusal.denies_the_intention),  # never takes its token; reads the mood itself
    ("Refusal", refusal.says_no),  # never takes its token
    ("Refusal", refusal.there_will_be_no_apology),  # never takes its token
    ("Apology", apology.apologizes),
    ("Expulsion", expulsion.chair_names_member),
    ("Expulsion", expulsion.mistagged_french_participle),
    ("Expulsion", expulsion.ordered_out),
    ("Expulsion", expulsion.expulsion_noun),
    ("Apology", apology.regrets),
    ("Apology", apology.offers_an_apology),
    ("Apology", apology.apology_noun),
    ("Apology", apology.apology_received),
    ("Apology", apology.apology_arrives),
    ("Apology", apology.expresses_regret),
    ("Apology", apology.says_sorry),
    ("Apology", apology.asks_forgiveness),
    ("Resignation", resignation.tenders_resignation),
    ("Resignation", resignation.crosses_the_floor),
    ("Resignation", resignation.resignation_on_a_day),
    ("PressStatement", statement.tells_reporters),
    ("Refusal", refusal.refusal_noun),
    ("PressStatement", statement.in_a_statement),
    ("PressStatement", statement.statement_released),
    ("Ruling", ruling.chair_admonishes),
    ("Ruling", ruling.ruling_noun),
    ("Accusation", accusation.accuses),
    ("Accusation", accusation.accusation_noun),
    ("Accusation", accusation.faces_accusations),
    ("Accusation", accusation.alleges),
    ("Resignation", resignation.resigns),
    ("PressStatement", statement.releases_a_statement),
    ("Ruling", ruling.chair_rules),
]

KINDS = sorted({kind for kind, _ in PATTERNS} - {"Locution"})  # (a locution emits the kind of its lexicon)


# Patterns that read the mood of their verb themselves: a negated apology is a refusal; "will now
# sit as an independent" states the new situation. Every other pattern sees only verbs that tell
# what happened: not negated, not hypothetical or modal ("could be expelled", "would accuse"),
# not only announced ("will resign"; but a member announcing their own resignation gives it).
READS_MOOD = {apology.apologizes, resignation.sits_as_independent, resignation.announces_own_resignation,
              resignation.no_longer_in_cabinet,
              request.calls_for_someone_to_apologize, apology.does_as_asked, refusal.persists_in_remarks,
              request.obliges_in_own_words, request.obliged_by_attribution, refusal.declines_by_verb_ellipsis, apology.complies_by_verb_ellipsis, refusal.would_not,
              request.asked_in_a_fronted_participle, refusal.denies_the_intention, refusal.nothing_to_apologize_for}


def _participle_with_auxiliary(token) -> bool:
    return is_verb(token) or token.pos_ == "ADV" and any(c.dep_ in ("aux:tense", "aux:pass", "cop") for c in token.children)


def run(s, token, emit) -> bool:
    """Try the registered patterns on `token` in order; True when one took it."""
    embedded = False
    if s.quoted(token) and not s.speaks_in_first_person(token):
        if not s.in_an_embedded_quotation(token):
            # a quoted imperative ('"Withdraw it," X told Y') asks for something, it tells no act done
            return request.asks_in_a_quotation(s, token, emit)
        # 'X called on Y to "apologize to veterans"': the act asked for, quoted inside the writer's
        # clause, is read by the request patterns only (what it tells as done is the speaker's word)
        embedded = True
    # (a participle the small French tagger took for an adverb or an adjective, « a presque été
    # expulsé », is still a verb with its auxiliary: its mood is read too)
    unreal = (token.pos_ in ("VERB", "AUX") or _participle_with_auxiliary(token)) and not_yet(s, token)
    # "demanded that X apologize": the apology is only wished for, and still the content of a request
    asked = unreal and not not_yet(s, token, wished=False)
    return any(pattern(s, token, emit) for kind, pattern in PATTERNS
               if (not embedded or kind == "RequestToApologize")
               and (not unreal or pattern in READS_MOOD or asked and kind == "RequestToApologize"))
