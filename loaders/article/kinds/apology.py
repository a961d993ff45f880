"""Apology: apologizing, withdrawing one's words, regretting them, offering an apology (not when asked, refused or only promised).

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import _children, _object, _person, _remark_object, _subject, _unreal, has_negative_determiner, not_yet
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, ASK, NOT_DONE, OFFER, POSSESSIVE, REGRET, REMARK


def apologizes(s, tok, ev) -> bool:
    """X apologizes / withdraws the remark (not when asked, forced or refusing to)"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in APOLOGIZE and tok.pos_ == "VERB":
        clause = tok
        while clause.dep_ == "conj" and clause.head.i != clause.i:
            clause = clause.head  # "asked X to withdraw the remark and apologize"
        if clause.head.lemma_.lower() in NOT_DONE | ASK and clause.dep_ in ("xcomp", "ccomp", "advcl"):
            return True
        if not_yet(s, tok) and not s.negated(tok):
            return True  # "said he would apologize", "he must apologize": not made
        if lemma in ("withdraw", "retirer") and not _remark_object(tok):
            return True
        agent, _ = _subject(s, tok, d.focus_member())
        if _person(agent) is None:
            return True
        if s.negated(tok):
            ev("Refusal", agent=agent, confidence=0.7)
        else:
            to = [p for c in tok.children if c.dep_ in ("prep", "obl", "obl:arg", "iobj") and c.lower_ in ("to", "à", "aux")
                  for p in _children(c, {"pobj"})] + [c for c in tok.children if c.dep_ in ("obl", "obl:arg", "iobj")
                                                    and any(g.lower_ in ("à", "aux") for g in c.children)]
            # « s'est excusée auprès de X »: the parser hangs X on "auprès"
            to += [p for c in tok.children if c.lower_ == "auprès" for p in c.children if p.dep_ in ("obl:arg", "obl", "nmod")]
            target = next((s.entity(t) for t in to if _person(s.entity(t))), None)
            ev("Apology", agent=agent, target=target, confidence=0.75)
        return True
    return False


def regrets(s, tok, ev) -> bool:
    """X regrets their own act or words: "regrets her words", « regrette ses propos »"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in REGRET and tok.pos_ == "VERB" and not _unreal(s, tok):
        obj = _object(tok)
        own = obj is not None and (obj.lemma_.lower() in REMARK or any(
            c.lower_ in POSSESSIVE for c in obj.children if c.dep_ in ("det", "poss", "nmod:poss")))
        if own:
            agent, _ = _subject(s, tok, d.focus_member())
            if _person(agent):
                ev("Apology", agent=agent, confidence=0.65)
        return True
    return False


def offers_an_apology(s, tok, ev) -> bool:
    """X offers an apology / présente ses excuses"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in OFFER and tok.pos_ == "VERB" and not s.negated(tok):
        obj = _object(tok)
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and has_negative_determiner(obj):
            # "offered no apology": the apology is denied; a refusal when one had been asked for
            agent, _ = _subject(s, tok, d.focus_member())
            asked = any(e.kind == "RequestToApologize" for e in d.events) or any(
                t.lemma_.lower() in ASK | {"press", "pressure", "presser"} for t in s.sent)
            if _person(agent) and asked and not _unreal(s, tok):
                ev("Refusal", agent=agent, confidence=0.6)
            return True
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and _unreal(s, tok):
            return True  # "he would make the apology": announced, not made
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}:
            agent, _ = _subject(s, tok, d.focus_member())
            if _person(agent):
                ev("Apology", agent=agent, confidence=0.75)
            return True
    return False
