"""Ruling: a decision of the Chair, about a member when the text names one.

The agent must be the Chair: named by its office ("the Speaker") or a person who held a chair
office that day according to the reference KB. "X ruled that Y may have misled the House" gives
the ruling about Y; "the Speaker found a prima facie breach of privilege" is a ruling too.
"""

from __future__ import annotations

from ..grammar import SUBJ, SUBJPASS, _by_agent, _chair, _chair_office, _children, _left_person, _object, _person, _role_of, _subject, _unreal
from ..lexicon import ADMONISH, RULE, words

KIND = "SpeakerRuling"  # emitted as canpol:Ruling


def _concerned(s, verb):
    """The member a ruling is about: the subject of its "that" clause, or the person ruled on/against."""
    for child in verb.children:
        if child.dep_ in ("ccomp", "xcomp") and child.pos_ in ("VERB", "AUX", "ADJ"):
            subj = [c for c in child.children if c.dep_ in SUBJ | SUBJPASS]
            if subj and _person(s.entity(subj[0])):
                return s.entity(subj[0])
        if child.dep_ in ("prep", "obl", "obl:arg") and child.lower_ in ("on", "against", "about", "concerning"):
            for p in child.children:
                if _person(s.entity(p)):
                    return s.entity(p)
        if child.dep_ in ("dobj", "obj") and _person(s.entity(child)):
            return s.entity(child)
    return None


def _ruling(s, verb, emit, date) -> bool:
    agent, agent_tok = _subject(s, verb)
    office = _chair_office(s, agent, date)
    if office is None:
        return False
    emit(KIND, agent=_person(agent) if agent is not None and (agent.iri or agent.presumed) else None,
         target=_person(_concerned(s, verb)), capacity=office,
         role=_role_of(s, agent_tok) or (agent.role if agent is not None else None), confidence=0.7)
    return True


def chair_rules_on_member(s, token, emit) -> bool:
    """The Chair rules (that ...), « le président a tranché »."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words("Ruling", "rule_verbs", s.lang):
        return False
    if s.quoted(token) or _unreal(s, token):
        return False
    return _ruling(s, token, emit, emit.date)


def chair_finds_breach(s, token, emit) -> bool:
    """The Chair finds a (prima facie) breach of privilege, finds X in contempt."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words("Ruling", "find_verbs", s.lang):
        return False
    if s.quoted(token) or _unreal(s, token):
        return False
    breach = words("Ruling", "breach_words", s.lang)
    if not any(t.lemma_.lower() in breach or t.lower_ in breach for t in token.subtree if t.i != token.i):
        return False
    return _ruling(s, token, emit, emit.date)


def chair_admonishes(s, tok, ev) -> bool:
    """the chair admonishes / reprimands X"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    date = ev.date
    if lemma in ADMONISH and tok.pos_ == "VERB" and not s.negated(tok):
        if s.passive(tok):
            subj = _children(tok, SUBJPASS)
            target, agent = (s.entity(subj[0]) if subj else _left_person(s, tok)), _by_agent(tok, s)
        else:
            agent, _ = _subject(s, tok)
            obj = _object(tok)
            target = s.entity(obj, d.focus_member()) if obj is not None else None
        office = _chair_office(s, agent, date)
        if office:
            ev("SpeakerRuling", agent=_person(agent), target=_person(target), capacity=office,
               role=agent.role if agent is not None else None, confidence=0.7)
        return True
    return False


def chair_rules(s, tok, ev) -> bool:
    """the Speaker rules"""
    lemma = tok.lemma_.lower()
    if lemma in RULE and tok.pos_ == "VERB":
        agent, agent_tok = _subject(s, tok)
        if _chair(agent):
            ev("SpeakerRuling", agent=_person(agent) if agent and (agent.iri or agent.presumed) else None,
               capacity=agent.office, role=agent.role, confidence=0.7)
        return True
    return False
