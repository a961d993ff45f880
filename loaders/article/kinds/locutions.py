"""Fixed verbal phrases of every kind (« pointer du doigt », « montrer la porte à », « faire son mea culpa »), read by word order.

A locution is a verb and the fixed words that follow it, written in the kind's lexicon slot
`locutions` as "[se] verbe mot mot ...": the verb by its lemma, each fixed word by its form or its
lemma, in order; determiners and possessives (« la », « son »), adverbs and a day phrase
(« mercredi ») may come between (« a montré la porte mercredi au député », « a fait son mea culpa »),
anything else breaks it. A leading "se" asks for the reflexive verb (« s'est démise de ses
fonctions », never « l'a démis de ses fonctions », a dismissal by someone else). The small French
model parses these phrases into odd trees (« du doigt » as an oblique, the member as an apposition
of « doigt »), so the words are read in order and the member aimed at is the first person named
after the phrase, with no verb between.

What the locution tells is the kind's: its subject is the agent (an accuser, the one who apologizes,
resigns or speaks to the press); for the Chair's acts (Expulsion, Ruling) the subject must hold a
chair and the member named after it is the target. The mood is read as for every pattern (a
negated, conditional, future or only demanded verb never reaches here, kinds/__init__.run), and a
locution under a verb of refusing, asking or threatening (« a refusé de pointer du doigt ») is not
done either.
"""

from __future__ import annotations

from ..grammar import WEEKDAYS_EN, WEEKDAYS_FR, _chair_office, _governing, _person, emit_for_subjects, _subject, generic
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, ASK, NOT_DONE, REFUSE, REMARK, words
from .request import request_rejected

# words that may stand between the words of a locution: « a montré la porte, mercredi, au député »
_TIME_WORDS = WEEKDAYS_FR | WEEKDAYS_EN | {"hier", "aujourd'hui", "aujourd’hui", "matin", "soir", "après-midi",
                                          "yesterday", "today"}
_REFLEXIVE = {"se", "s'", "s’", "me", "m'", "m’", "te", "t'", "t’", "nous", "vous"}
# how far after the phrase the member aimed at may be named (« au député bloquiste X »)
_TARGET_WINDOW = 7
# the kinds whose locution needs a member aimed at, and those whose agent must be the Chair
_NEEDS_TARGET = {"Accusation", "Expulsion", "Ruling"}
_CHAIR_ACTS = {"Expulsion", "Ruling"}
_KINDS = ("Accusation", "Apology", "Expulsion", "Ruling", "Resignation", "PressStatement", "Refusal")


def _verb_lemma(s, token) -> str:
    """The lemma, with the French present forms the small model leaves as they are (« démissionne »)
    taken back to their infinitive."""
    lemma = token.lemma_.lower()
    if s.lang == "fr" and lemma == token.lower_ and lemma.endswith("e") and not lemma.endswith("re"):
        return lemma + "r"
    return lemma


def _skippable(token) -> bool:
    return token.pos_ in ("DET", "ADV") or token.text == "," or token.lower_ in _TIME_WORDS \
        or token.lemma_.lower() in words("shared", "possessive", "fr") | words("shared", "possessive", "en")


# a preposition written in a locution stands for its forms with an article (« à » for « au », « aux »)
_PREPOSITION_FORMS = {"à": {"à", "au", "aux"}, "de": {"de", "du", "des", "d'", "d’"}}


def _is(token, word: str) -> bool:
    return token.lower_ in _PREPOSITION_FORMS.get(word, {word}) or token.lemma_.lower() == word


def _phrase_end(s, verb, fixed: list[str]) -> int | None:
    """The index after the last fixed word when they follow `verb` in order, else None."""
    doc, i = verb.doc, verb.i + 1
    for word in fixed:
        while i < s.sent.end and _skippable(doc[i]) and not _is(doc[i], word):
            i += 1
        if i >= s.sent.end or not _is(doc[i], word):
            return None
        i += 1
    return i


def _reflexive(verb) -> bool:
    return any(c.lower_ in _REFLEXIVE and c.i < verb.i and c.pos_ == "PRON" for c in verb.children) or \
        any(t.lower_ in _REFLEXIVE and t.pos_ == "PRON" for t in verb.doc[max(0, verb.i - 3):verb.i])


def _member_after(s, start: int):
    """The first person named within a few words after `start`, with no verb or clause mark between."""
    doc = s.sent.doc
    for m in s.mentions:
        if m.entity.kind != "person" or not start <= m.tokens[0] <= start + _TARGET_WINDOW or m.tokens[1] > s.sent.end:
            continue
        if any(t.pos_ in ("VERB", "AUX") or t.text in (";", ":", "«", "»") for t in doc[start:m.tokens[0]]):
            return None
        return _person(m.entity)
    return None


def _for_a_later_day(s, start: int) -> bool:
    """« ... pour jeudi », « pour demain », "for Thursday": the phrase is set for a day to come."""
    doc = s.sent.doc
    return any(t.lower_ in ("pour", "for") and any(u.lower_ in _TIME_WORDS | {"demain", "tomorrow"}
                                                   for u in doc[t.i + 1:min(s.sent.end, t.i + 3)])
               for t in doc[start:min(s.sent.end, start + 4)])


def _asked_before(s, verb) -> bool:
    """« Sommée de retirer ses propos, X est restée sur ses positions »: a request to apologize or
    withdraw told before the verb, in a phrase set off by a comma (a verb of asking, then what is asked)."""
    doc = s.sent.doc
    comma = next((i for i in range(verb.i - 1, s.sent.start, -1) if doc[i].text == ","), None)
    if comma is None:
        return False
    before = doc[s.sent.start:comma]
    asked = next((t.i for t in before if t.lemma_.lower() in ASK or t.lower_ in ASK), None)
    return asked is not None and any(t.lemma_.lower() in APOLOGY_NOUNS | APOLOGIZE for t in doc[asked:comma])


def _matching(s, verb, kind):
    """(index after the phrase) of the first locution of `kind` that `verb` begins, else None."""
    lemma = _verb_lemma(s, verb)
    for phrase in words(kind, "locutions", s.lang):
        parts = phrase.split()
        reflexive = parts[0] == "se"
        if reflexive:
            parts = parts[1:]
        if parts[0] != lemma or (reflexive and not _reflexive(verb)):
            continue
        end = _phrase_end(s, verb, parts[1:])
        if end is not None:
            return end
    return None


def says_a_locution(s, token, emit) -> bool:
    """« X a pointé du doigt Y », « X a fait son mea culpa », « le président a montré la porte à Y »:
    a fixed phrase of a kind's lexicon, its subject the agent and, where the kind needs one, the
    member named right after it the target. Takes its token when it emitted."""
    if token.pos_ not in ("VERB", "AUX") or s.quoted(token) or generic(s, token) or s.negated(token):
        return False
    if _governing(token, NOT_DONE | ASK | REFUSE | {"appeler", "menacer", "exclure"}) is not None:
        return False  # « a refusé de pointer du doigt Y », « a exigé qu'il fasse son mea culpa »
    for kind in _KINDS:
        end = _matching(s, token, kind)
        if end is None:
            continue
        if kind == "Resignation" and "Part" in token.morph.get("VerbForm") and "Pres" in token.morph.get("Tense"):
            continue  # « en sortant du conseil des ministres »: the time of another act (the meeting left)
        if kind == "PressStatement" and _for_a_later_day(s, end):
            continue  # « a convoqué les médias pour jeudi »: the statement is still to come
        if kind == "Refusal" and not any(t.lemma_.lower() in APOLOGY_NOUNS | APOLOGIZE | REMARK
                                         for t in s.sent.doc[end:s.sent.end]) and not _asked_before(s, token):
            continue  # a refusal of this kind is one of an apology or a withdrawal: « ... aux demandes d'excuses »
        agent = _person(_subject(s, token)[0])
        target = _member_after(s, end)
        if kind in _NEEDS_TARGET and (target is None or target.iri is None):
            continue
        if kind in _CHAIR_ACTS:
            office = _chair_office(s, agent, emit.date)
            if office is None:
                continue
            chair = agent if agent.iri or agent.presumed else None  # ("the Speaker": the office, its holder presumed)
            if kind == "Expulsion":
                emit(kind, agent=chair, target=target, until_end_of="day", confidence=0.7, capacity=office,
                     role=agent.role)
            else:
                emit(kind, agent=chair, target=target, capacity=office, role=agent.role, confidence=0.7)
            return True
        if agent is None or agent.iri is None:
            continue
        if kind == "Accusation":
            if target.key == agent.key or _chair_office(s, agent, emit.date) is not None:
                continue  # (what the Chair does to a member is its ruling)
            emit(kind, agent=agent, target=target, confidence=0.6)
        elif kind == "Apology":
            emit(kind, agent=agent, target=target if target is not None and target.key != agent.key else None,
                 confidence=0.65)
        else:
            if kind == "Refusal":
                # « a opposé une fin de non-recevoir à la demande d'excuses de Y »: Y's request, refused
                noun = next((t for t in s.sent.doc[end:s.sent.end] if t.pos_ == "NOUN"
                             and t.lemma_.lower() in words("RequestToApologize", "request_nouns", s.lang)), None)
                if noun is not None:
                    request_rejected(s, noun, agent, emit)
            emit_for_subjects(s, token, emit, kind, 0.65)
        return True
    return False
