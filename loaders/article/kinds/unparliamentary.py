"""UnparliamentaryLanguage: a member calling another a name ("X called Y a liar", « X a traité Y de menteur »).

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import IN_HOUSE_WORDS, _by_agent, _object, _person, _right_person, _subject, subj_tok_is_pronoun
from ..lexicon import CALL, PERSON_NOUNS, words
from .accusation import _after_preposition
from .ruling import _to_order
from .statement import _is_press_medium


_WHERE = {"at", "in", "on", "during", "via", "through", "over", "dans", "sur", "à", "au", "aux", "en", "pendant",
          "durant", "lors"}


def said_outside_the_house(s, verb, word_tok) -> bool:
    """The clause places the words outside the chamber: "at a rally", "in an interview", "on social
    media", « lors d'un rassemblement » (on the verb, or on the word, where the parser often hangs
    the phrase). The ontology's UnparliamentaryLanguage is used in the House; a place in the House
    named too ("in the House, and later at a rally") keeps it."""
    venues = words("UnparliamentaryLanguage", "outside_venues", s.lang)
    platforms = words("PressStatement", "platforms", s.lang)
    heads = {verb.i, word_tok.i}  # its own phrases of place or medium only (not "after his interview")
    places = [t for head in (verb, word_tok) for t in head.subtree if t.pos_ in ("NOUN", "PROPN") and (
        t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.i in heads and t.head.lower_ in _WHERE
        or t.dep_ in ("obl", "obl:mod", "nmod") and t.head.i in heads
        and any(c.dep_ in ("case", "fixed") and c.lower_ in _WHERE for c in t.children))]
    if any(t.lemma_.lower() in IN_HOUSE_WORDS for t in places):
        return False
    return any(t.lemma_.lower() in venues or t.lower_ in platforms or _is_press_medium(t, s.lang) for t in places)


def calls_a_name(s, tok, ev) -> bool:
    """X calls Y a <word>  /  X traite Y de <mot>"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in CALL and tok.pos_ == "VERB":
        if _to_order(s, tok) is not None:
            return False  # "called X to order": the Chair's admonition (ruling.chair_admonishes)
        word_tok = next((c for c in tok.children if c.dep_ in ("oprd", "attr", "xcomp", "acomp")
                         and c.pos_ in ("NOUN", "ADJ")), None)
        obj = _object(tok)
        if obj is None and s.passive(tok):  # "Y was called a liar by X": Y is the subject
            obj = next((c for c in tok.children if c.dep_ in ("nsubjpass", "nsubj:pass")), None)
        if word_tok is None and obj is not None:
            word_tok = next((c for c in obj.children if c.dep_ in ("nmod", "amod", "acl")
                             and any(g.lower_ == "de" for g in c.children)), None)
        if obj is None:
            obj_right = _right_person(s, tok, 6)
            obj = next((t for t in s.sent if t.i > tok.i and t.i in s.by_token
                        and s.by_token[t.i].entity is obj_right), None) if obj_right else None
        if word_tok is None and obj is not None:
            # "X traite Y de « mot »": the word after the object's "de" (or "a"/"an"), quoted or not
            for t in s.sent.doc[obj.i + 1:min(s.sent.end, obj.i + 10)]:
                if t.lower_ in ("de", "d'", "d’", "d", "a", "an") and t.i + 1 < s.sent.end:
                    nxt = t.doc[t.i + 1]
                    if t.lower_ == "d":  # « d'« hypocrite » » tokenized d / ' / «
                        if nxt.text not in ("'", "’") or nxt.i + 1 >= s.sent.end:
                            continue
                        nxt = t.doc[nxt.i + 1]
                    if nxt.text in ("«", '"', "“") and nxt.i + 1 < s.sent.end:
                        nxt = t.doc[nxt.i + 1]
                    if nxt.is_alpha and nxt.pos_ in ("NOUN", "ADJ", "PROPN", "X", "VERB"):
                        word_tok = nxt
                    break
        if word_tok is not None and not word_tok.is_alpha:
            # the parser may take the opening quote for the word: « de « menteur » »
            word_tok = next((t for t in s.sent.doc[word_tok.i + 1:min(s.sent.end, word_tok.i + 3)] if t.is_alpha), None)
        if word_tok is not None and word_tok.lower_.rstrip(".") in words("UnparliamentaryLanguage", "titles"):
            word_tok = None  # « traite Mme X de ... »: a courtesy title is no word said
        if word_tok is not None and obj is not None and said_outside_the_house(s, tok, word_tok):
            return True  # "called Y a liar at a rally": unparliamentary language is used in the House
        if word_tok is not None and obj is not None and not s.negated(tok):
            if s.passive(tok):
                target = s.entity(obj)
                agent = _by_agent(tok, s) or _after_preposition(s, tok, {"by", "par"}, limit=12)
            else:
                agent, _ = _subject(s, tok)
                target = s.entity(obj)
            if agent is None and subj_tok_is_pronoun(tok):
                agent = d.focus_member()
            agent = _person(agent)
            person_like = _person(target) is not None or obj.pos_ == "PRON" or \
                obj.lemma_.lower() in PERSON_NOUNS
            if agent is not None and person_like:
                ev("UnparliamentaryLanguage", agent=agent, target=_person(target),
                   word=word_tok.lemma_.lower() if s.lang == "fr" else word_tok.text.lower(),
                   confidence=0.85 if target else 0.7)
        return True
    return False
