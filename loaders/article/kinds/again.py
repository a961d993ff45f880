"""The act told again of another: "Y did so too", "did the same", "made much the same charge", "gave one as well", « Y a fait de même », « a lancé la même accusation ».

News tells a second member's charge or apology by a pro-form that stands for the act just told:
the pro-verb ("do so", "do the same", "do likewise", "follow suit", « faire de même », « en faire
autant ») or the event's noun marked as the same ("the same charge", « la même
accusation ») or taken up by a pronoun with an additive adverb ("gave one as well"). The new subject
is the agent of an event of the earlier one's kind, with its target.

Precision first: only Accusation and Apology (acts a member does to someone); the earlier event must
be close, in the sentence or the one before for a pro-verb (whose act is the nearest main verb before
it, a verb of that kind: "X accused Y; the minister defended the purchase and Z did the same" takes
up the defending, no event), two sentences before at most for a noun; a request to apologize told
after it is the act "did so" complies with (apology.does_as_asked). Mood and negation are read as for
every pattern ("did not do the same", "would make the same charge": nothing), and a subject that is
the earlier agent or target, or no person, gives nothing.
"""

from __future__ import annotations

from ..grammar import _person, _subject
from ..lexicon import ACCUSE, APOLOGIZE, APOLOGY_NOUNS, words
from ..nlp import _main_act_before

# the kinds whose act a pro-form may take up, and the events after which "did so" is another's act
_KINDS = ("Accusation", "Apology")
_LATER_ACTS = {"RequestToApologize", "Refusal"}


def does_the_same(s, token, emit) -> bool:
    """"X accused Y of lying, and Z did so too" / "Z made much the same charge": Z's Accusation of Y.
    Never takes its token (a press statement may share the verb)."""
    if token.pos_ not in ("VERB", "AUX") or s.quoted(token) or s.negated(token):
        return False
    noun_kind = _kind_of_the_same_noun(s, token)
    if noun_kind is None and not _pro_verb(s, token):
        return False
    d = s.discourse
    if noun_kind is not None:
        reach = 2
        kinds = {noun_kind}
    else:
        act = _main_act_before(token.doc, token)
        kind = _kind_of_an_act(s, act) if act is not None else None
        if kind is None:
            return False
        reach = 1
        kinds = {kind}
    earlier = next((e for e in reversed(d.events) if e.kind in kinds | _LATER_ACTS), None)
    if earlier is None or earlier.kind not in kinds or earlier.sentence is None \
            or earlier.sentence < d.sentence_no - reach:
        return False
    agent = _person(_subject(s, token)[0])
    if agent is None or earlier.kind == "Accusation" and earlier.target is None:
        return False
    if any(_key(p) == _key(agent) for p in (earlier.agent, earlier.target)):
        return False  # "X accused Y, and he did so again": the same act told twice, or misread
    emit(earlier.kind, agent=agent, target=earlier.target, confidence=0.6)
    return False


def _key(entity):
    return None if entity is None else (entity.iri or entity.presumed or entity.key)


def _pro_verb(s, verb) -> bool:
    """"do so (too)", "do the same (thing)", "do likewise", "follow suit", « faire de même », « faire
    pareil », « en faire autant », « faire la même chose », by the lexicon (not
    the adverb « même » alone: « il a même fait ... » is "even")."""
    lemma = verb.lemma_.lower()
    marks = words("shared", "takeup_marks", s.lang)
    same = words("shared", "same_words", s.lang)
    after = [c for c in verb.children if c.i > verb.i]
    if any(f"{lemma} {c.lemma_.lower()}" in words("shared", "takeup_idioms", s.lang) for c in after if c.dep_ in ("dobj", "obj")):
        return True  # "followed suit"
    if lemma not in words("shared", "takeup_verbs", s.lang):
        return False
    for child in after:
        phrase = " ".join([child.lower_] + [g.lower_ for g in child.children if g.dep_ == "fixed"])
        if phrase in marks or child.dep_ == "advmod" and any(g.lower_ in marks for g in child.children if g.dep_ == "advmod"):
            return True  # "so", "likewise", « de même », « pareil », "so" hung under "too"
        if child.dep_ in ("dobj", "obj") and (child.lower_ in same or any(g.lower_ in same for g in child.children)):
            return True  # "the same (thing)", « la même chose »
    # « en faire autant »: « autant » with the clitic « en »
    return any(c.lower_ == "autant" for c in after) and any(c.lower_ == "en" for c in verb.children)


def _kind_of_the_same_noun(s, verb):
    """The kind of the event noun a verb of making has for object, marked as the same ("made the same
    charge", « a lancé la même accusation », "offered the same apology") or a pronoun of it with an
    additive adverb on the verb ("gave one as well", « en a présenté aussi »), else None."""
    if verb.lemma_.lower() not in words("shared", "takeup_make_verbs", s.lang):
        return None
    same = words("shared", "same_words", s.lang)
    additive = words("shared", "additive_adverbs", s.lang)
    for obj in (c for c in verb.children if c.dep_ in ("dobj", "obj", "iobj")):
        kind = _noun_kind(s, obj)
        if kind is not None and any(c.lower_ in same for c in obj.children if c.dep_ in ("amod", "det", "predet")):
            return kind
        if obj.lower_ in words("shared", "ellipsis_pronouns", s.lang) and not list(obj.children) and any(
                c.lower_ in additive or any(g.lower_ in additive for g in c.children) for c in verb.children
                if c.dep_ == "advmod"):
            return _kind_of_the_latest(s)
    return None


def _noun_kind(s, noun):
    lemma = noun.lemma_.lower()
    if lemma in words("Accusation", "accusation_nouns", s.lang):
        return "Accusation"
    if lemma in APOLOGY_NOUNS or noun.lower_ in APOLOGY_NOUNS:
        return "Apology"
    return None


def _kind_of_the_latest(s):
    """A pronoun ("one") names no kind: the latest event's, when it is one of ours."""
    latest = next((e for e in reversed(s.discourse.events) if e.kind in _KINDS or e.kind in _LATER_ACTS), None)
    return latest.kind if latest is not None and latest.kind in _KINDS else None


def _kind_of_an_act(s, act):
    """The kind of the act a pro-verb takes up: a verb of accusing or apologizing, or a verb whose
    object is that event's noun ("offered an apology", « a lancé une accusation »)."""
    lemma = act.lemma_.lower()
    if lemma in ACCUSE or lemma in words("Accusation", "accuse_verbs", s.lang):
        return "Accusation"
    if lemma in APOLOGIZE:
        return "Apology"
    return next((_noun_kind(s, c) for c in act.children if c.dep_ in ("dobj", "obj") and _noun_kind(s, c)), None)
