"""Aspect: whether a verb tells its act as lasting or repeated, an event on no one day.

"X had spent days accusing Y", "X has been accusing Y for weeks", "X kept calling Y ...", "X
continued to attack Y", « X l'accusait depuis plusieurs jours de ... », « X ne cesse de reprocher à
Y ... », « X a multiplié les attaques contre Y »: the act is still told as done (an event), but over
many days, so neither the article's day nor the running day of the narrative is its day. Only a day
its own clause names dates it ("X kept calling Y a liar on Tuesday"); the start of the span ("since
Monday", « depuis lundi ») is not such a day.

Near misses, by construction: a state told with a span ("has been an MP for ten years") is no event
for any pattern; "kept his seat" has no verb of an act under "kept"; « depuis son élection » names
no span of time; a simple past with "for N days" ("was barred for five days") is the length of what
the act imposed, not a lasting act.
"""

from __future__ import annotations

import re

# nouns of a stretch of time that a span counts ("for weeks", "spent days", « depuis des mois »)
_SPAN_NOUNS = {"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
               "weekend", "morning", "afternoon", "evening", "campaign", "session"}

# French: « depuis » and a counted span or a day that opens it: « depuis plusieurs jours », « depuis
# des semaines », « depuis deux mois », « depuis longtemps », « depuis le début de la semaine »,
# « depuis lundi », « depuis hier » (the act began then and goes on: no one day); not « depuis son
# élection », « depuis 2015 » (the start of a state, read elsewhere)
_DEPUIS_SPAN = re.compile(
    r"\bdepuis\s+(?:(?:plusieurs|des|quelques|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+|de\s+longs?|de\s+longues)\s+"
    r"(?:jours|semaines|mois|ans|années|heures)\b"
    r"|longtemps\b|belle\s+lurette\b|le\s+début\s+de\s+(?:la|cette)\s+(?:semaine|campagne|session)\b"
    r"|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|hier|avant-hier)\b)", re.I)

# repeated, told in a phrase rather than one adverb: "again and again", "time and again", "on several
# occasions", « à plusieurs reprises », « sans cesse », « sans relâche »
_REPEATED = re.compile(
    r"\b(?:again\s+and\s+again|time\s+and\s+(?:time\s+)?again|time\s+after\s+time|over\s+and\s+over"
    r"|on\s+(?:several|many|multiple|numerous)\s+occasions)\b"
    r"|(?:à|a)\s+(?:plusieurs|maintes|de\s+nombreuses|diverses)\s+reprises\b|\bsans\s+(?:cesse|relâche|arrêt)\b"
    r"|\bà\s+répétition\b", re.I)

# the start of a span, which is not the act's day: "since Monday", « depuis lundi »
_SPAN_START = re.compile(r"\b(?:since|depuis)(?:\s+[^\s,;.]+){1,4}", re.I)


def span_object(token) -> bool:
    """Is `token` a stretch of time a verb's object counts ("spent days", "spent the week", "spent
    much of the campaign"), not a thing acted on? (The verb's complement is then not the object's
    act: "spent days accusing Y" is the subject's.)"""
    return token.dep_ in ("dobj", "obj", "npadvmod") and (
        _lemma(token) in _SPAN_NOUNS or _lemma(token) in ("much", "most", "part", "all") and any(
            c.dep_ == "prep" and c.lower_ == "of" and any(_lemma(g) in _SPAN_NOUNS for g in c.children)
            for c in token.children))


def _lemma(token) -> str:
    return token.lemma_.lower()


def _negated(token) -> bool:
    return any(c.dep_ in ("neg", "advmod") and c.lower_ in ("ne", "n'", "n’", "jamais", "pas", "not", "never")
               for c in token.children)


def _perfect(verb) -> bool:
    """"has accused", "had demanded": the perfect's auxiliary "have" on `verb`."""
    return any(c.dep_ in ("aux", "aux:tense") and _lemma(c) == "have" for c in verb.children)


def _span_phrase(verb) -> bool:
    """English: a span of time on `verb`'s clause: "for weeks", "for the past few days", "over the
    past week", "in recent days", "all week" (not "for weeks of delay": a thing, not the act's time)."""
    for prep in verb.children:
        if prep.dep_ == "npadvmod" and _lemma(prep) in _SPAN_NOUNS and any(c.lower_ == "all" for c in prep.children):
            return True  # "all week"
        if prep.dep_ != "prep" or prep.lower_ not in ("for", "over", "during", "in", "throughout"):
            continue
        for noun in prep.children:
            if noun.dep_ != "pobj" or noun.lower_ not in _SPAN_NOUNS or any(c.dep_ == "prep" for c in noun.children):
                continue
            mods = {c.lower_ for c in noun.children}
            if prep.lower_ == "for" and noun.tag_ == "NNS" or mods & {"past", "recent", "last", "several", "many", "few"}:
                return True
    return False


def lasting(s, verb) -> bool:
    """Is `verb` (a word a pattern tells an event from) told as lasting or repeated over many days?"""
    if verb.pos_ not in ("VERB", "AUX", "NOUN"):
        return False
    head = verb.head if verb.head.i != verb.i else None
    if s.lang == "en":
        if verb.pos_ == "NOUN":
            # "X stepped up his attacks on Y", "kept up the criticism of Y"
            return head is not None and verb.dep_ in ("dobj", "obj") and _lemma(head) in ("step", "keep", "ramp", "intensify") \
                and (_lemma(head) == "intensify" or any(c.dep_ == "prt" and c.lower_ == "up" for c in head.children))
        if verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lower_ == "been" for c in verb.children):
            return True  # "has been accusing Y", "had been calling for ..."
        if head is not None and verb.dep_ == "xcomp":
            if _lemma(head) in ("keep", "continue") and not _negated(head) and (
                    verb.tag_ == "VBG" or _lemma(head) == "continue"):
                return True  # "kept calling Y", "keeps on attacking Y", "continued to accuse Y"
            if _lemma(head) == "spend" and verb.tag_ == "VBG" and any(
                    c.dep_ in ("dobj", "obj", "npadvmod") and _lemma(c) in _SPAN_NOUNS for c in head.children):
                return True  # "had spent days accusing Y", "spent the week attacking Y"
        if _perfect(verb) and _span_phrase(verb):
            return True  # "has accused Y for weeks", "has demanded in recent days that ..."
        return False
    # French
    if verb.pos_ == "NOUN":
        # « X a multiplié les attaques contre Y », « redouble de critiques envers Y »
        return head is not None and _lemma(head) in ("multiplier", "redoubler", "intensifier") \
            and verb.dep_ in ("obj", "obl", "obl:arg", "nmod")
    if head is not None and verb.dep_ in ("xcomp", "ccomp", "obj", "obl", "obl:arg", "advcl"):
        if _lemma(head) == "cesser" and _negated(head):
            return True  # « ne cesse de reprocher à Y », « n'a cessé d'attaquer Y »
        if _lemma(head) == "continuer" and not _negated(head):
            return True  # « continue d'accuser Y », « a continué à critiquer Y »
    return False


def repeated_in_a_phrase(text: str) -> bool:
    """Does the clause's text tell the act as repeated in a phrase ("time and again", « à plusieurs
    reprises »)?"""
    return _REPEATED.search(text) is not None


def since_a_span(text: str) -> bool:
    """French: does the clause's text tell the act as going on « depuis » a span or since a day?"""
    return _DEPUIS_SPAN.search(text) is not None


def without_span_starts(text: str) -> str:
    """`text` without its "since ..." / « depuis ... » phrases: the start of a span is not the act's day."""
    return _SPAN_START.sub(lambda m: " " * len(m.group()), text)
