"""Accusation against a group: charging a party, the government or "members" with wrongdoing.

The inline rule of events.py needs a named person or party as the accused. Here the accused is a
group noun ("accused her party of ...", « a accusé le gouvernement de ... »): the ontology's
Accusation then has its agent and no target (a group is not a member).
"""

from __future__ import annotations

from ..grammar import SUBJPASS, _by_agent, _children, _object, _person, _subject, _unreal
from ..lexicon import ACCUSE, words

KIND = "Accusation"


def accuses_a_group(s, token, emit) -> bool:
    if token.pos_ != "VERB" or token.lemma_.lower() not in words(KIND, "accuse_verbs", s.lang):
        return False
    if s.quoted(token) or _unreal(s, token) or s.passive(token):
        return False
    obj = _object(token)
    if obj is None or s.entity(obj) is not None:
        return False  # a named person or party: the inline rule's case
    if obj.lemma_.lower() not in words(KIND, "group_nouns", s.lang):
        return False
    if token.lemma_.lower() == "charge" and not any(c.lower_ == "with" for c in token.children):
        return False  # "charge" is an accusation only as "charge X with ..."
    agent = _person(_subject(s, token)[0])
    if agent is None:
        return False
    emit(KIND, agent=agent, confidence=0.65)
    return True


def accuses(s, tok, ev) -> bool:
    """X accuses Y (of ...)"""
    lemma = tok.lemma_.lower()
    if lemma in ACCUSE and tok.pos_ == "VERB":
        if s.passive(tok):
            subj = _children(tok, SUBJPASS)
            target, agent = (s.entity(subj[0]) if subj else None), _by_agent(tok, s)
        else:
            agent, _ = _subject(s, tok)
            obj = _object(tok)
            target = s.entity(obj) if obj is not None else None
            if target is None:  # « reprocher à X sa faute », "blame X for": X is the indirect object
                target = next((s.entity(c) for c in tok.children if c.dep_ in ("obl:arg", "iobj", "obl")
                               and any(g.lower_ in ("à", "aux", "au") for g in c.children)
                               and s.entity(c) is not None), None)
            if target is None and tok.i + 2 < s.sent.end and s.sent.doc[tok.i + 1].lower_ in ("à", "aux", "au"):
                target = s.entity(s.sent.doc[tok.i + 2])  # the parse lost it: the words right after
        if _person(agent) and (_person(target) or (
                target is not None and target.kind == "party" and not s.negated(tok))):
            ev("Accusation", agent=agent, target=target, confidence=0.8 if _person(target) else 0.65)
        return True
    return False
