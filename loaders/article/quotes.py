"""Quotations: who speaks each one, and the events a quotation tells in its speaker's own words.

The sentence patterns never look inside quotation marks (a quotation may state anything: a threat,
a hypothesis, someone else's words). But news tell many events as the speaker's own words:
« « Je quitte le caucus », a annoncé X », '"Speaker Y just threw me out," X said', « « Le
ministre Z a trahi le Québec », a lancé X ». This module finds a quotation's speaker (the person
who is the subject of a verb of saying outside the quotation marks next to it, or, for a sentence
that is only a quotation, the speaker of the paragraph's previous quotation: « « ... », a-t-elle
dit. « ... » »), parses the quotation on its own and runs the same patterns over it, its first
person ("je", "I", "me") being the speaker, as in a social post its author. The events keep the
attributing sentence's evidence span and date.
"""

from __future__ import annotations

from . import kinds
from .discourse import Emitter
from .grammar import WEEKDAYS_FR, Sentence, _person, _quoted, _subject, _unreal, is_verb, nested_quotation_ranges
from .lexicon import speech_verbs
from .mentions import Mention

# tokens between a quotation mark and the verb that attributes it (« », a-t-il lancé »,
# « X a lancé : « »): punctuation, auxiliaries, clitics, a weekday or an adverb
ATTRIBUTION_WINDOW = 4
MIN_WORDS = 2  # a one-word quotation (« menteur ») is a word quoted, not speech reported


def _attribution(s: Sentence, open_at: int, close_at: int):
    """The verb of saying outside the quotation that attributes it: the nearest one within a few
    tokens after its closing mark or before its opening mark, in the sentence; None if none."""
    doc, speech = s.sent.doc, speech_verbs(s.lang)
    best = None
    for tok in s.sent:
        if s.quoted(tok) or tok.idx in (open_at, close_at) or not (is_verb(tok) or tok.pos_ == "AUX"):
            continue  # (a participle the tagger mistook for a noun counts: is_verb reads its auxiliary)
        if tok.lemma_.lower() not in speech and tok.lower_ not in speech:
            continue
        if tok.idx > close_at:
            between = [t for t in doc[s.sent.start:s.sent.end] if close_at < t.idx < tok.idx]
        elif tok.idx < open_at:
            between = [t for t in doc[s.sent.start:s.sent.end] if tok.idx < t.idx < open_at]
        else:
            continue
        # (only words that cannot be the subject of another clause may come between)
        words_between = [t for t in between if not t.is_punct and t.pos_ not in ("AUX", "ADV", "PRON", "SCONJ")
                         and t.lower_ not in WEEKDAYS_FR | {"que", "qu'", "qu’", "that"}]
        if len(between) > ATTRIBUTION_WINDOW + 2 or words_between:
            continue
        if best is None or abs(tok.idx - close_at) < abs(best.idx - close_at):
            best = tok
    return best


def quotation_speaker(s: Sentence, open_at: int, close_at: int):
    """The person who speaks the quotation between these marks, by a verb of saying next to it."""
    verb = _attribution(s, open_at, close_at)
    if verb is None or _unreal(s, verb):
        return None
    return _person(_subject(s, verb)[0])


def _only_quoted(s: Sentence) -> bool:
    """Is the sentence nothing but a quotation (its words all inside quotation marks)?"""
    return all(s.quoted(t) or t.is_punct or t.is_space or t.text in ("«", "»", '"', "“", "”") for t in s.sent)


def quotation_events(s: Sentence, nlp, date, post, told: list = (), days: list = ()) -> list:
    """The events the quotations closed in this sentence tell in their speaker's words, but those
    the sentence's own patterns `told` already (« « Je démissionne », a écrit X » is read there too).
    `days`: (character offset, day) of the sentence's days; a quotation that names one takes it
    (« « J'ai été expulsé hier », a dit X jeudi »), else the sentence's `date`."""
    if post is not None or nlp is None:
        return []  # a post's own "I" is its author already
    d = s.discourse
    found = []
    for open_at, close_at in s.quotes:
        if not (s.sent.start_char <= close_at < s.sent.end_char):
            continue  # read where it closes: the attribution is most often after it
        speaker = quotation_speaker(s, open_at, close_at)
        if speaker is None and _only_quoted(s) and d.quote_speaker is not None and d.quote_speaker[0] == s.offset:
            speaker = d.quote_speaker[1]  # « « ... », a-t-elle dit. « ... » »: the same voice goes on
        if speaker is None:
            continue
        d.quote_speaker = (s.offset, speaker)
        listener = kinds.request.quotation_listener(s, _attribution(s, open_at, close_at))
        own = [day for at, day in days if open_at < at < close_at]
        found += _events_in(s, speaker, open_at + 1, close_at, nlp, own[0] if own else date, list(told) + found, listener)
    return found


def _events_in(s: Sentence, speaker, begin: int, end: int, nlp, date, told: list, listener=None) -> list:
    doc = s.sent.doc
    text = doc.text[begin:end]
    lead = len(text) - len(text.lstrip())
    text = text.strip()
    if len(text.split()) < MIN_WORDS:
        return []
    begin += lead
    quote = nlp(text)
    mentions = []
    for m in s.mentions:
        local_start, local_end = m.start - s.offset - begin, m.end - s.offset - begin
        if local_start < 0 or local_end > len(text):
            continue
        span = quote.char_span(local_start, local_end, alignment_mode="expand")
        if span is not None:
            mentions.append(Mention(m.start, m.end, m.text, m.entity, m.confidence, (span.start, span.end), m.how, m.tenure, m.named))
    start, stop = s.span()
    emit = Emitter(s.discourse, start, stop, date, None)
    emit.events = list(told)  # (the Emitter keeps one event per kind and people in its sentence)
    # (its own quotations, in single quotes too: the words of another voice, not the speaker's)
    inner_quotes = sorted(set(_quoted(quote)) | set(nested_quotation_ranges(quote.text)))
    for sent in quote.sents:
        qs = Sentence(sent, mentions, s.offset + begin, inner_quotes, s.discourse, s.lang, s.kb, author=speaker)
        qs.in_quotation = True
        qs.quotation_goes_on = sum(1 for a, _ in s.quotes if s.sent.start_char <= a < s.sent.end_char) > 1
        qs.addressee = listener  # whom the attribution says it is told to (« a lancé X à Y »)
        for tok in sent:
            if tok.pos_ in ("PUNCT", "DET", "ADP", "PRON", "PROPN", "NUM", "CCONJ", "SCONJ") or qs.quoted(tok):
                continue
            kinds.run(qs, tok, emit)
    found = emit.events[len(told):]
    # the quotation parsed on its own does not know whom its "vous" is told to: an act the sentence
    # told with its target already is not told again without one
    partial = [e for e in found if e.target is None and any(
        t.kind == e.kind and t.target is not None and t.agent is not None and e.agent is not None
        and t.agent.key == e.agent.key for t in told)]
    for event in partial:
        found.remove(event)
        s.discourse.events.remove(event)
    return found
