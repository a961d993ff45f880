"""Motion coreference: which motion already told a later mention of a motion takes up, or none.

News tells one motion over several sentences: moved by X in one, what it asks in another, "the
bill" / "it" / « le texte » / « la demande » decided or tallied in a third. This module keeps, for
each motion of the discourse, the last sentence that told of it and what the text has called it (a
motion, a bill, a request for consent), and links a definite mention or a pronoun to the one
motion in reach that its cues fit: the kind of thing it names, the owner it gives ("his motion",
« la motion de X »). When two motions are in reach and no cue tells them apart, the mention takes
up none: a decision attached to the wrong motion is a wrong fact.
"""

from __future__ import annotations

import re

from .discourse import Discourse, Motion
from .lexicon import DECIDABLE, MOTION

# how many sentences back a motion stays in reach of "it", "the bill", « le texte »
REACH = 2

# what a mention names, by its head noun: a bill, a motion, a request for consent; other nouns
# that may take up a motion ("the text", "the resolution", « la proposition ») name no kind
BILL_NOUNS = {"bill", "legislation", "projet", "loi"}
REQUEST_NOUNS = {"request", "bid", "attempt", "demande", "tentative", "requête"}
KIND_NEUTRAL = {"text", "texte", "resolution", "résolution", "proposal", "proposition", "measure", "mesure"}
PRONOUNS = {"it", "elle", "celle-ci", "celui-ci", "ce", "this", "that"}
# « celle-ci », "the latter": the thing told last, whatever else is in reach
LATTER = {"celle-ci", "celui-ci", "latter"}
# a determiner or possessive that takes up a thing already told (not "a", « une », "another")
DEFINITE = {"the", "this", "that", "its", "his", "her", "their", "le", "la", "l'", "l’", "ce", "cet", "cette",
            "son", "sa", "leur"}


def latter(tok) -> bool:
    """Is `tok` « celle-ci » / « celui-ci » / "the latter" (which the parser may cut in three: « Celle - ci »)?"""
    if tok.lower_ in LATTER:
        return True
    doc = tok.doc
    return tok.lower_ in ("celle", "celui") and tok.i + 2 < len(doc) and doc[tok.i + 2].lower_ == "ci"


def mention_kind(tok) -> str | None:
    """What the noun `tok` calls the motion: "bill", "motion", "request", or None (a word of no kind)."""
    lemma = tok.lemma_.lower()
    if lemma in BILL_NOUNS:
        return "bill"
    if lemma in MOTION:
        return "motion"
    if lemma in REQUEST_NOUNS:
        return "request"
    return None


def is_mention(tok) -> bool:
    """Can `tok` take up a motion told before: a definite noun of motion, bill, request or text ("the
    bill", « ce texte », "her request"), or a pronoun ("it", « celle-ci »)?"""
    lower, lemma = tok.lower_, tok.lemma_.lower()
    if tok.pos_ == "PRON":
        return lower in PRONOUNS
    if tok.pos_ not in ("NOUN", "PROPN"):
        return False
    if lemma not in MOTION | DECIDABLE | BILL_NOUNS | REQUEST_NOUNS | KIND_NEUTRAL:
        return False
    if lemma == "loi" and tok.head.lemma_.lower() == "projet":
        return False  # « projet de loi »: the head « projet » is the mention
    dets = [c for c in tok.children if c.dep_ in ("det", "poss", "nmod:poss")]
    # (a genitive owner is definite too: "Barrett's motion")
    return any(c.lower_ in DEFINITE or c.dep_ == "poss" and c.pos_ == "PROPN" for c in dets) and not any(
        c.lower_ in ("a", "an", "un", "une", "another", "autre") for c in tok.children)


BILL_NUMBER = re.compile(r"[CS]-\d+")


def numbered_bill(tok) -> bool:
    """Is `tok` a bill by its number ("Bill C-246", "C-246", « le projet de loi C-246 »)? A bill's number is
    its name: it takes up the bill told before when the article has told no other motion (sole_antecedent)."""
    if BILL_NUMBER.fullmatch(tok.text):
        return True
    # (and a bill's title with its number in apposition: "The Reform Act, Bill C-586, ...")
    return tok.lemma_.lower() in BILL_NOUNS and any(BILL_NUMBER.fullmatch(c.text) for c in tok.children) or any(
        c.dep_ == "appos" and BILL_NUMBER.fullmatch(c.text) for c in tok.children)


def told(d: Discourse, motion: Motion, kinds: set[str]) -> None:
    """The sentence being read told of `motion`, calling it by `kinds` (see mention_kind)."""
    motion.seen = d.sentence_no
    motion.named |= kinds


def in_reach(d: Discourse) -> list[Motion]:
    return [m for m in d.motions if d.sentence_no - m.seen <= REACH]


def antecedent(d: Discourse, kind: str | None, owner_key: str | None = None, decided=None) -> Motion | None:
    """The one motion in reach that a mention of `kind` (and owner, when it names one) takes up;
    None when none fits, or when more than one fits and nothing tells them apart. `decided`: the
    (outcome, tally or None) the sentence tells of it, which a motion decided otherwise cannot take
    (negatived or refused are one outcome here: a refusal of consent is told as a defeat)."""
    reach = in_reach(d)
    if decided is not None:
        outcome, tally = decided
        reach = [m for m in reach if (m.outcome is None or (m.outcome == "Adopted") == (outcome == "Adopted"))
                 and (tally is None or m.yeas is None or sorted(tally) == sorted((m.yeas, m.nays)))]
    if any(not m.aside for m in reach):
        # "A similar motion failed last year. The motion passed ...": "the motion" is the story's
        reach = [m for m in reach if not m.aside]
    fits = [m for m in reach if kind is None or kind in m.named or not m.named]
    if kind == "request":
        fits = [m for m in fits if m.unanimous and not m.unanimity_only]  # only a request for consent is asked
    if owner_key is not None:
        owned = [m for m in fits if m.mover is not None and m.mover.key == owner_key]
        fits = owned or [m for m in fits if m.mover is None]
    return fits[0] if len(fits) == 1 else None


# how many sentences back a definite noun ("the bill", « le texte ») reaches when the article has told one
# motion only: no other can be meant, and a noun, unlike "it", still names it past a sentence or two
SOLE_REACH = 4


def sole_antecedent(d: Discourse, kind: str | None) -> Motion | None:
    """The motion a definite noun of `kind` takes up: the one in reach (antecedent), or else the article's
    only motion told up to SOLE_REACH sentences back (« Le projet de loi ... a été rejeté. [two sentences on
    who voted how] Présenté par X en 2009, le texte ... »); None when the article told another."""
    found = antecedent(d, kind)
    if found is not None or len(d.motions) != 1:
        return found
    only = d.motions[0]
    fits = kind is None or kind in only.named or not only.named
    return only if fits and not only.aside and d.sentence_no - only.seen <= SOLE_REACH else None


def ambiguous(d: Discourse, kind: str | None, owner_key: str | None = None) -> bool:
    """Is more than one motion in reach, none of them told apart by the mention's cues? Then a
    decision the sentence tells of "the motion" or "it" is of no motion the text lets us name."""
    reach = in_reach(d)
    return len(reach) > 1 and antecedent(d, kind, owner_key) is None
