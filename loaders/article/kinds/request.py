"""RequestToApologize: someone, usually the Chair, asking a member to apologize or withdraw words.

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import SUBJ, SUBJPASS, _by_agent, _chair_office, _children, _governing, _object, _person, _remark_object, _role_of, _subject, not_yet
from ..lexicon import APOLOGIZE, ASK


def chair_asks_to_apologize(s, tok, ev) -> bool:
    """the chair asks X to apologize / withdraw"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    date = ev.date
    asker = _governing(tok, ASK) if lemma in APOLOGIZE else None
    if asker is not None and not_yet(s, asker):
        return True  # "did not ask X to withdraw", "could ask X to retract": no request, and no apology
    if asker is not None:
        if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
            pass  # "asked to withdraw" from the chamber is handled with expulsions
        else:
            head = asker
            if s.passive(head):
                subj = _children(head, SUBJPASS | SUBJ)
                target = s.entity(subj[0]) if subj else None
                agent = _by_agent(head, s)
            else:
                agent, _ = _subject(s, head)
                obj = _object(head)
                target = s.entity(obj, d.focus_member()) if obj is not None else None
            agent_tok = next(iter(_children(head, SUBJ)), None)
            if agent is None and not s.passive(head):
                return True
            if agent is not None and _chair_office(s, agent, date) is None:
                # a member pressing another to apologize is a request too (not the Chair's): only
                # between two people the text names
                if _person(agent) and _person(target) and agent.key != target.key and not s.negated(head):
                    ev("RequestToApologize", agent=agent, target=target, confidence=0.65)
                return True
            ev("RequestToApologize", agent=_person(agent), target=_person(target),
                         confidence=0.85 if target else 0.6,
                         capacity=_chair_office(s, agent, date),
                         role=_role_of(s, agent_tok) or (agent.role if agent is not None and agent.office else None))
            return True
    return False
