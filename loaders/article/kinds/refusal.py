"""Refusal: a member declining a request (to apologize, to withdraw), by a verb or a noun ("his refusal to ...").

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import OBJ, _children, _object, _person, _remark_object, _subject, generic
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, OFFER, REFUSAL_NOUNS, REFUSE, words
from ..mentions import is_pronoun
from .request import request_behind

KIND = "Refusal"


def refuses(s, tok, ev) -> bool:
    """X refuses (to apologize / to do so) / declines"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in REFUSE and tok.pos_ == "VERB":
        if generic(s, tok):
            return True
        xcomp = next((c for c in tok.children if c.dep_ in ("xcomp", "ccomp")), None)
        objs = _children(tok, OBJ)
        about_apology = (xcomp is not None and (xcomp.lemma_.lower() in APOLOGIZE or
                         (xcomp.lemma_.lower() in ("do", "faire") and any(c.lower_ in ("so", "it", "le") for c in xcomp.children))))
        if about_apology and xcomp.lemma_.lower() in ("withdraw", "retirer") and _children(xcomp, OBJ) \
                and not _remark_object(xcomp):
            about_apology = False  # « a refusé de retirer sa motion », "refused to withdraw the bill": not words
        if not about_apology and xcomp is not None and xcomp.lemma_.lower() in OFFER:
            # "refused to offer an apology", « a refusé de présenter ses excuses »
            obj = _object(xcomp)
            about_apology = obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}
        if not about_apology:
            about_apology = _infinitive_after(s, tok, APOLOGIZE)
        bare = xcomp is None and not objs
        if bare and tok.dep_ == "conj" and any(e.kind == "Refusal" for e in ev.events):
            about_apology = True  # "X refused to withdraw it, and Y refused as well"
        last_request = next((e for e in reversed(d.events) if e.kind == "RequestToApologize"), None)
        if about_apology or (bare and last_request is not None):
            agent, _ = _subject(s, tok, d.focus_member())
            agent = _person(agent) or d.focus_member()
            if agent is not None:
                if about_apology and last_request is None:
                    # the request told after the refusal, in its clause: « ..., comme le lui demandait X »
                    made = [r for r in request_behind(s, tok, agent, ev) if r is not None]
                    last_request = made[0] if made else None
                for who in [agent] + [p for p in _likewise(s, tok) if p.key != agent.key]:
                    ev("Refusal", agent=who, related=last_request,
                       confidence=0.8 if about_apology else 0.6)
        return True
    return False


def _likewise(s, verb) -> list:
    """Members said to have done the same: "..., as did Y", « ..., tout comme Y », « ainsi que Y »
    after the verb in its sentence (no verb between the phrase and the member)."""
    doc, found = s.sent.doc, []
    phrases = [p.split() for p in words(KIND, "likewise", s.lang)]
    for i in range(verb.i + 1, s.sent.end):
        for phrase in phrases:
            if [t.lower_ for t in doc[i:i + len(phrase)]] != phrase:
                continue
            start = i + len(phrase)
            named = next((m for m in s.mentions if m.entity.kind == "person" and start <= m.tokens[0] <= start + 4
                          and m.tokens[1] <= s.sent.end), None)
            if named is not None and not any(u.pos_ in ("VERB", "AUX") for u in doc[start:named.tokens[0]]):
                found.append(named.entity)
    return found


def _infinitive_after(s, verb, lemmas) -> bool:
    """"refused to apologise", « a refusé de s'excuser » read from the words right after the verb,
    for when the parser took the infinitive for an auxiliary of what follows ("... to apologise saying ...")."""
    i = verb.i + 1
    doc = verb.doc
    if i < s.sent.end and doc[i].lower_ in ("to", "de", "d'", "d’"):
        i += 1
        if i < s.sent.end and doc[i].lower_ in ("s'", "s’", "se"):
            i += 1
        return i < s.sent.end and (doc[i].lemma_.lower() in lemmas or doc[i].lower_ in lemmas)
    return False


def refusal_noun(s, tok, ev) -> bool:
    """X's refusal to apologize / son refus de retirer ses propos"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in REFUSAL_NOUNS and tok.pos_ == "NOUN":
        if any(c.lemma_.lower() in APOLOGIZE for c in tok.subtree if c.i != tok.i):
            poss = next((c for c in tok.children if c.dep_ in ("poss", "det", "nmod") and
                         (c.i in s.by_token or is_pronoun(c) or c.lower_ in ("son", "sa", "his", "her"))), None)
            agent = s.entity(poss, d.focus_member()) if poss is not None and poss.i in s.by_token else d.focus_member()
            if _person(agent):
                last_request = next((e for e in reversed(d.events) if e.kind == "RequestToApologize"), None)
                ev("Refusal", agent=agent, related=last_request, confidence=0.65)
        return True
    return False
