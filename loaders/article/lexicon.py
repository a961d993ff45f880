"""The extractor's general vocabulary, English and French: trigger lemmas and cue words per event kind.

Nothing here is a name or a phrase of an article: these are the words any journalist uses for the
kinds of events the ontology defines."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml


# ---- lexicons: general vocabulary -------------------------------------------------------------
CALL = {"call", "label", "brand", "traiter", "qualifier"}
ASK = {"ask", "order", "demand", "urge", "request", "tell", "instruct", "invite", "direct", "press",
       "call", "demander", "ordonner", "exiger", "inviter", "sommer", "enjoindre", "prier"}
APOLOGIZE = {"apologize", "apologise", "retract", "recant", "withdraw", "excuser", "rétracter",
             "retirer", "apologiser"}
REFUSE = {"refuse", "decline", "refuser", "décliner"}
NOT_DONE = {"force", "want", "try", "hope", "plan", "need", "urge", "ask", "stop", "refuse", "decline",
            "demand", "order", "tell", "expect", "pressure", "promise", "threaten", "vow", "vouloir", "forcer",
            "devoir", "demander", "refuser", "décliner", "exiger", "réclamer", "exhorter", "prier", "sommer",
            "ordonner", "inviter", "promettre", "menacer", "tenter", "essayer", "espérer"}
EXPEL = {"expel", "eject", "remove", "boot", "oust", "kick", "throw", "escort", "bar", "banish",
         "name", "order", "dismiss", "ordonner", "sommer", "enjoindre", "expulser", "expulsé", "exclure", "exclu", "éjecter", "chasser",
         "expulsée", "exclue"}
ORDER = {"order", "ordonner", "sommer", "enjoindre"}
NEEDS_PLACE = {"remove", "boot", "kick", "throw", "escort", "bar", "order", "dismiss", "chasser", "ordonner",
               "sommer", "enjoindre"}
PLACE = {"house", "chamber", "commons", "room", "sitting", "debate", "floor", "hall", "period",
         "parliament", "chambre", "séance", "salle", "enceinte", "débat", "communes", "caucus", "party",
         "parti", "groupe"}
LEAVE = {"leave", "withdraw", "exit", "depart", "quitter", "sortir", "retirer"}
REMARK = {"remark", "comment", "word", "statement", "accusation", "insult", "slur", "term",
          "propos", "remarque", "mot", "commentaire", "parole", "accusation", "insulte"}
ACCUSE = {"accuse", "blame", "reproach", "accuser", "reprocher"}
RESIGN = {"resign", "quit", "démissionner"}
RULE = {"rule", "statuer", "trancher"}
RELEASE = {"release", "post", "issue", "publish", "share", "tweet", "upload", "publier", "diffuser",
           "partager"}
STATEMENT = {"video", "statement", "message", "letter", "clip", "post", "tweet", "thread",
             "vidéo", "déclaration", "message", "communiqué", "lettre"}
MOTION = {"motion"}
PERSON_NOUNS = {"member", "colleague", "minister", "mp", "someone", "opponent", "leader", "député", "députée",
                "collègue", "ministre", "chef", "adversaire", "speaker", "président", "premier"}
APOLOGY_NOUNS = {"apology", "apologies", "excuse", "excuses"}
OFFER = {"offer", "issue", "make", "present", "deliver", "extend", "give", "tender", "présenter", "offrir",
         "faire", "adresser", "formuler"}
RESIGN_NOUNS = {"resignation", "démission"}
ANNOUNCE = {"announce", "tender", "submit", "offer", "hand", "confirm", "annoncer", "remettre", "présenter",
            "donner", "confirmer", "offrir"}
LEAVE_OFFICE = {"quit", "leave", "vacate", "quitter", "abandonner"}
OFFICE_NOUNS = {"post", "office", "job", "seat", "role", "cabinet", "position", "presidency", "chair",
                "speakership", "leadership", "government", "présidence", "poste", "fonction", "fonctions",
                "siège", "gouvernement", "cabinet", "direction", "party", "caucus", "side", "parti", "groupe"}
SAY = {"say", "tell", "speak", "declare", "talk", "dire", "déclarer", "affirmer", "parler", "expliquer"}
WRITE = {"write", "explain", "add", "argue", "state", "announce", "insist", "note", "acknowledge", "admit",
         "écrire", "préciser", "ajouter", "soutenir", "indiquer", "annoncer", "affirmer", "souligner",
         "reconnaître", "admettre", "assurer", "estimer"}
IN_HOUSE = {"house", "chamber", "commons", "chambre", "communes"}  # "a statement in the House" is not outside it
REGRET = {"regret", "regretter"}
POSSESSIVE = {"his", "her", "their", "its", "son", "sa", "ses", "leur", "leurs"}
PRESS = {"reporter", "journalist", "media", "press", "journaliste", "média", "médias", "presse"}
REFUSAL_NOUNS = {"refusal", "refus"}
ADMONISH = {"admonish", "reprimand", "censure", "rebuke", "réprimander", "admonester", "blâmer"}
PARTY_PLACE = {"caucus", "party", "parti", "groupe"}
MOVE = {"move", "table", "present", "introduce", "propose", "put", "bring", "seek", "try", "file",
        "sponsor", "want", "push", "get", "submit", "draft", "launch", "déposer", "présenter",
        "proposer", "chercher", "tenter", "vouloir", "soumettre"}
# verbs that tell the act of moving (MotionMoved); "tabled", "backed", "X's motion" tell only whose motion it is
MOVED = {"move", "present", "introduce", "propose", "put", "bring", "seek", "sponsor", "présenter", "proposer", "soumettre",
         "parrainer"}
ADOPT = {"adopt", "pass", "carry", "approve", "accept", "agree", "endorse", "adopter", "approuver",
         "accepter"}
DEFEAT = {"defeat", "reject", "negative", "kill", "block", "stop", "deny", "refuse", "oppose", "dismiss",
          "fail", "vote", "thwart", "scuttle", "stymie", "object", "rejeter", "refuser", "bloquer",
          "défaire", "opposer", "battre"}
OPPOSE_NOUNS = {"dismissal", "rejection", "refusal", "opposition", "objection", "veto", "rejet", "refus"}
CONSENT = re.compile(r"\bunanim\w*|\bconsent\w*|\bconsentement\b|l'unanimité", re.I)
TALLY = re.compile(
    r"\b(?:by\s+(?:a\s+(?:vote|margin)\s+of\s+)?)?(\d{1,3})\s*(?:votes?|voix)?\s*(?:-|–|to|contre|against)\s*(\d{1,3})\b"
    # "266 in favour and 16 against", « 170 pour et 168 contre », "170 yeas to 168 nays"
    r"|\b(\d{1,3})\s+(?:votes?\s+|voix\s+)?(?:in\s+favou?r|for|yeas?|pour)\s*(?:,|and|to|et|contre)?\s*(\d{1,3})"
    r"\s+(?:votes?\s+|voix\s+)?(?:against|opposed|nays?|contre)\b", re.I)
# what a recorded vote decides besides a motion, when a tally says it was voted on
DECIDABLE = {"bill", "budget", "proposal", "resolution", "amendment", "projet", "texte", "proposition",
             "résolution", "amendement"}
DURATION = re.compile(
    r"\b(?:rest|remainder|balance|end)\s+of\s+(?:the\s+|that\s+|this\s+)?(day|sitting|session|week)\b"
    r"|\bfor\s+the\s+(day)\b|\breste\s+de\s+la\s+(journée|séance|semaine)\b"
    r"|\bfin\s+de\s+la\s+(journée|séance)\b", re.I)


# ---- the lexicons of the kind patterns, as data (lexicons/en.yaml, lexicons/fr.yaml) -----------
LANGUAGES = ("en", "fr")


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> dict:
    path = Path(__file__).with_name("lexicons") / f"{lang}.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


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
            found.update(str(w).lower() for w in slots[slot])
    if not known and not any(slot in (_lexicon(one).get(kind) or {}) for one in LANGUAGES):
        raise KeyError(f"no lexicon slot {kind}.{slot}")
    return frozenset(found)
