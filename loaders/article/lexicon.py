"""The extractor's general vocabulary, English and French: trigger lemmas and cue words per event kind.

The words are data, one file per language (lexicons/en.yaml, lexicons/fr.yaml) with the same slots
in both, so that a word present in one language and missing in the other is visible side by side.
This module reads them: `words(kind, slot, lang)` for the kind patterns, and the shared sets as
constants (ASK, EXPEL, ...) for the older patterns and motions; the few regular expressions (tallies,
durations, consent) stay here. Nothing here is a name or a phrase of an article: these are the
words any journalist uses for the kinds of events the ontology defines."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

# ---- the lexicons of the kind patterns, as data (lexicons/en.yaml, lexicons/fr.yaml) -----------
LANGUAGES = ("en", "fr")


class _UniqueKeyLoader(yaml.SafeLoader):
    """YAML that refuses a key written twice in one mapping: plain YAML keeps the last silently, so
    a slot added twice (two branches each adding it) would lose the first one's words."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise ValueError(f"line {key_node.start_mark.line + 1}: key written twice: {key}")
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _UniqueKeyLoader.construct_mapping)


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> dict:
    path = Path(__file__).with_name("lexicons") / f"{lang}.yaml"
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_UniqueKeyLoader)
    except ValueError as error:
        raise ValueError(f"{path.name}, {error}") from None


@lru_cache(maxsize=None)
def words(kind: str, slot: str, lang: str | None = None) -> frozenset[str]:
    """The words of one slot of one kind's lexicon, in `lang` (None: both languages).

    A kind or slot missing from every lexicon is an error: a typo must not silently match nothing."""
    langs = LANGUAGES if lang is None else (lang,)
    found, known = set(), False
    for one in langs:
        slots = _lexicon(one).get(kind) or {}
        if slot in slots:
            known = True
            odd = [w for w in slots[slot] if not isinstance(w, str)]
            if odd:  # YAML reads bare on, no, yes as booleans: quote them
                raise TypeError(f"lexicons/{one}.yaml: {kind}.{slot}: {odd!r} is not a word; quote it")
            found.update(w.lower() for w in slots[slot])
    if not known and not any(slot in (_lexicon(one).get(kind) or {}) for one in LANGUAGES):
        raise KeyError(f"no lexicon slot {kind}.{slot}")
    return frozenset(found)


# The slots whose words name each kind's act (its own section's, then `shared`'s): what the
# diagnostics look for in a sentence the patterns read nothing in (scripts/missed_events_words.py,
# scripts/real_text_audit.py --unread). Not used by the patterns themselves.
ACT_SLOTS = {
    "Accusation": (("accuse_verbs", "attack_verbs", "accusation_nouns", "allege_verbs", "fault_words"), ("accuse",)),
    "PressStatement": (("media", "platforms", "audience_nouns", "speech_nouns", "post_verbs", "tweet_verbs",
                        "interview_nouns"), ("press", "statement")),
    "Resignation": (("departure_nouns", "defect_verbs", "give_up_verbs", "cross_verbs", "door_verbs", "independent"),
                    ("resign", "resign_nouns", "leave_office")),
    "Ruling": (("rule_verbs", "ruling_nouns", "order_verbs", "find_verbs"), ("rule",)),
    "RequestToApologize": (("request_nouns", "demand_verbs"), ("apologize", "apology_nouns")),
    "Refusal": (("unwilling_verbs", "reject_verbs"), ("refuse", "refusal_nouns")),
    "Expulsion": (("expulsion_nouns",), ("expel",)),
    "Apology": (("sorry_words", "amends_nouns", "forgiveness_nouns", "regret_nouns"), ("apologize", "apology_nouns", "regret")),
    "UnparliamentaryLanguage": (("unparliamentary_words", "insult_nouns"), ("remark",)),
    "MotionMoved": ((), ("motion",)),
}
# (a motion moved is told by its noun; its verbs are everyday words) and the closed-class words a
# multi-word entry brings along
_MOTION_NOUNS = {"bill", "motion", "motions", "projet"}
_FUNCTION_WORDS = {"the", "of", "to", "in", "at", "on", "for", "with", "by", "from", "and", "de", "la", "le", "les",
                   "du", "des", "à", "au", "aux", "en", "un", "une", "et"}


@lru_cache(maxsize=None)
def act_words(lang: str) -> dict[str, frozenset[str]]:
    """Per event kind, the single words of `ACT_SLOTS` in `lang` (multi-word entries split, closed-class
    words and words of two letters left out)."""
    out = {}
    for kind, (own, shared) in ACT_SLOTS.items():
        found = set(_MOTION_NOUNS) if kind == "MotionMoved" else set()
        for slot in own:
            found |= {w for entry in words(kind, slot, lang) for w in entry.split()}
        for slot in shared:
            found |= {w for entry in words("shared", slot, lang) for w in entry.split()}
        out[kind] = frozenset(w for w in found if w not in _FUNCTION_WORDS and len(w) > 2)
    return out


@lru_cache(maxsize=None)
def lexicon_vocabulary(lang: str) -> frozenset[str]:
    """Every single word of `lang`'s lexicon (the words of its phrases too, the lemmas phrasal verbs
    stand for), the words the patterns match: what the lemma repair of nlp.py may restore. Not the
    names of newspapers and institutions, which are matched as written."""
    found = set()
    for kind, slots in _lexicon(lang).items():
        if not isinstance(slots, dict):
            continue
        for slot, entries in slots.items():
            if slot in ("masthead_words", "institution_nouns", "phrasal_verbs") or not isinstance(entries, list):
                continue
            for entry in entries:
                if isinstance(entry, str):
                    found.update(entry.lower().split())
    found.update(phrasal_verbs(lang).values())
    return frozenset(found)


@lru_cache(maxsize=None)
def phrasal_verbs(lang: str) -> dict[str, str]:
    """"verb particle" -> the lexicon verb it says (lexicons/*.yaml, shared.phrasal_verbs, written
    "take back -> withdraw")."""
    table = {}
    for entry in (_lexicon(lang).get("shared") or {}).get("phrasal_verbs") or []:
        phrase, _, verb = entry.partition("->")
        if not verb.strip():
            raise ValueError(f"lexicons/{lang}.yaml: shared.phrasal_verbs: {entry!r} is not 'verb particle -> verb'")
        table[" ".join(phrase.lower().split())] = verb.strip().lower()
    return table


# ---- the shared word sets (lexicons/*.yaml, "shared"), as the older patterns name them -------
CALL = words("shared", "call")
ASK = words("shared", "ask")
APOLOGIZE = words("shared", "apologize")
REFUSE = words("shared", "refuse")
NOT_DONE = words("shared", "not_done")
EXPEL = words("shared", "expel")
ORDER = words("shared", "order")
NEEDS_PLACE = words("shared", "needs_place")
PLACE = words("shared", "place")
LEAVE = words("shared", "leave")
REMARK = words("shared", "remark")
ACCUSE = words("shared", "accuse")
RESIGN = words("shared", "resign")
DENY = words("shared", "deny")
FALSE_CLAIMS = words("shared", "false_claims")
FALSELY = words("shared", "falsely_words")
QUESTION_HEADS = words("shared", "question_heads")
NEAR_MISS_ADVERBS = words("shared", "near_miss_adverbs")
NEAR_MISS_VERBS = words("shared", "near_miss_verbs")
RULE = words("shared", "rule")
RELEASE = words("shared", "release")
STATEMENT = words("shared", "statement")
MOTION = words("shared", "motion")
PERSON_NOUNS = words("shared", "person_nouns")
APOLOGY_NOUNS = words("shared", "apology_nouns")
OFFER = words("shared", "offer")
RESIGN_NOUNS = words("shared", "resign_nouns")
ANNOUNCE = words("shared", "announce")
LEAVE_OFFICE = words("shared", "leave_office")
OFFICE_NOUNS = words("shared", "office_nouns")
SAY = words("shared", "say")
WRITE = words("shared", "write")
IN_HOUSE = words("shared", "in_house")
REGRET = words("shared", "regret")
POSSESSIVE = words("shared", "possessive")
PRESS = words("shared", "press")
REFUSAL_NOUNS = words("shared", "refusal_nouns")
ADMONISH = words("shared", "admonish")
PARTY_PLACE = words("shared", "party_place")
MOVE = words("shared", "move")
# verbs that tell the act of moving (MotionMoved); "tabled", "backed", "X's motion" tell only whose motion it is
MOVED = words("shared", "moved")
BILL_MOVED = words("shared", "bill_moved")  # ("tabled the bill": introduced it; "tabled a motion": its notice only)
ADOPT = words("shared", "adopt")
DEFEAT = words("shared", "defeat")
# verbs of passing a stage ("cleared second reading", « a franchi l'étape de la deuxième lecture »)
STAGE_PASSED = words("shared", "stage_passed")
# the House ordering something ("the House ordered the government to ..."), and its order as a noun
HOUSE_ORDERS = words("shared", "house_orders")
HOUSE_ORDER_NOUNS = words("shared", "house_order_nouns")
OPPOSE_NOUNS = words("shared", "oppose_nouns")
CONSENT = re.compile(r"\bunanim\w*|\bconsent\w*|\bconsentement\b|l'unanimité", re.I)
TALLY = re.compile(
    r"\b(?:by\s+(?:a\s+(?:vote|margin)\s+of\s+)?)?(\d{1,3})\s*(?:votes?|voix)?\s*(?:-|–|to|contre|against)\s*(\d{1,3})\b"
    # "266 in favour and 16 against", « 170 pour et 168 contre », "170 yeas to 168 nays"
    r"|\b(\d{1,3})\s+(?:votes?\s+|voix\s+)?(?:in\s+favou?r|for|yeas?|pour)\s*(?:,|and|to|et|contre)?\s*(\d{1,3})"
    r"\s+(?:votes?\s+|voix\s+)?(?:against|opposed|nays?|contre)\b"
    # « par un vote de 170 à 168 », « un scrutin de 170 voix à 168 »: the French vote of N to M
    r"|\b(?:vote|scrutin)\s+de\s+(\d{1,3})\s+(?:voix\s+)?à\s+(\d{1,3})\b", re.I)
# what a recorded vote decides besides a motion, when a tally says it was voted on
DECIDABLE = words("shared", "decidable")
DURATION = re.compile(
    r"\b(?:rest|remainder|balance|end)\s+of\s+(?:the\s+|that\s+|this\s+)?(day|sitting|session|week)\b"
    r"|\bfor\s+the\s+(day)\b|\breste\s+de\s+la\s+(journée|séance|semaine)\b"
    r"|\bfin\s+de\s+la\s+(journée|séance)\b", re.I)


@lru_cache(maxsize=None)
def speech_verbs(lang: str | None = None) -> frozenset[str]:
    """The verbs that attribute words to a speaker: saying, writing and the press statement's verbs
    of speech (`lang` None: both languages). Kept once here: the quotation, statement and motion
    patterns each test tokens against it."""
    return SAY | WRITE | words("PressStatement", "speech_verbs", lang)
