"""Accusation against a group: charging a party, the government or "members" with wrongdoing.

The inline rule of events.py needs a named person or party as the accused. Here the accused is a
group noun ("accused her party of ...", « a accusé le gouvernement de ... »): the ontology's
Accusation then has its agent and no target (a group is not a member).
"""

from __future__ import annotations

from ..grammar import _object, _person, _subject, _unreal
from ..lexicon import words

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
