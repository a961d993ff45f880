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
    closing = [(a, b) for a, b in s.quotes if s.sent.start_char <= b < s.sent.end_char]
    # '"The prime minister," X said, "has misled Canadians."', « Justin Trudeau, a dit X, a menti »:
    # one clause cut by its attribution is read whole, the attribution between its parts blanked out
    joined = {}
    for i in range(1, len(closing)):
        if i - 1 in joined:
            continue
        verb = _attribution_between(s, closing[i - 1][1], closing[i][0])
        speaker = _speaker_between(s, verb, closing[i - 1][1], closing[i][0]) if verb is not None else None
        if speaker is not None and not _unreal(s, verb):
            joined[i] = speaker
    for i, (open_at, close_at) in enumerate(closing):
        if i + 1 in joined:
            continue  # (read with the part after its attribution)
        blanks = []
        if i in joined:
            speaker = joined[i]
            first_open, first_close = closing[i - 1]
            blanks = [(_comma_before(s.sent.doc.text, first_open, first_close), open_at + 1)]
            open_at = first_open
        else:
            speaker = quotation_speaker(s, open_at, close_at)
        if speaker is None:
            speaker = _speaker_before_a_colon(s, open_at, close_at)
        if speaker is None:
            incise = _inner_incise(s, open_at, close_at)
            if incise is not None:
                # « Le ministre, a dit X, a caché la vérité »: the attribution inside the marks
                speaker, blank = incise
                blanks = [blank]
        if speaker is None and _only_quoted(s) and d.quote_speaker is not None and d.quote_speaker[0] == s.offset:
            speaker = d.quote_speaker[1]  # « « ... », a-t-elle dit. « ... » »: the same voice goes on
        if speaker is None:
            continue
        d.quote_speaker = (s.offset, speaker)
        listener = kinds.request.quotation_listener(s, _attribution(s, open_at, close_at))
        own = [day for at, day in days if open_at < at < close_at]
        found += _events_in(s, speaker, open_at + 1, close_at, nlp, own[0] if own else date, list(told) + found, listener,
                            blanks)
    return found


def _attribution_between(s: Sentence, close_at: int, open_at: int):
    """The verb of saying of a clause standing alone between two quotations of the sentence
    ('"The prime minister," X said on Wednesday, "has misled Canadians."'): every word between the
    two is of that verb's clause, and no other verb is among them. None otherwise."""
    speech = speech_verbs(s.lang)
    words = [t for t in s.sent if close_at < t.idx < open_at and not t.is_punct and not t.is_space]
    verbs = [t for t in words if t.lemma_.lower() in speech or t.lower_ in speech]
    if len(verbs) != 1 or len(words) > 10:
        return None
    verb = verbs[0]
    if any(t.i not in {u.i for u in verb.subtree} or (t.i != verb.i and t.pos_ == "VERB") for t in words):
        return None
    return verb


def _speaker_before_a_colon(s: Sentence, open_at: int, close_at: int):
    """Who speaks a quotation that ends the sentence after a colon, told by no verb of saying ('X
    was blunt: "..."', « X a été cinglant : « ... » »): the person subject of the clause before the
    colon, that clause the sentence's root and not negated or unreal. None otherwise."""
    doc = s.sent.doc
    before = doc.text[s.sent.start_char:open_at].rstrip()
    if not before.endswith(":") or any(not (t.is_punct or t.is_space) for t in s.sent if t.idx > close_at):
        return None
    # (the clause before the colon: its verb, the first before the quotation with a subject of its own;
    # the parse may make the quoted clause the sentence's root)
    root = next((t for t in s.sent if t.idx < open_at and not s.quoted(t) and t.pos_ in ("VERB", "AUX")
                 and any(c.dep_ in ("nsubj", "nsubj:pass", "nsubjpass") for c in t.children)), None)
    if root is None or _unreal(s, root):
        return None
    who, subj = _subject(s, root)
    return _person(who) if subj is not None and subj.idx < open_at else None


def _speaker_between(s: Sentence, verb, close_at: int, open_at: int):
    """Who speaks by `verb` standing between two quotations: the person named between them (before
    the verb or, inverted, after it), else its subject when that is a pronoun between them."""
    named = [m for m in s.mentions if m.entity.kind == "person" and close_at < m.start - s.offset < open_at]
    if named:
        return _person(min(named, key=lambda m: abs(m.tokens[0] - verb.i)).entity)
    who, subj = _subject(s, verb)
    if subj is not None and close_at < subj.idx < open_at:
        return _person(who)
    return None


def _comma_before(text: str, open_at: int, close_at: int) -> int:
    """Where a quotation's closing comma is ('"The prime minister," X said'), else its closing mark."""
    inner = text[open_at + 1:close_at].rstrip()
    return open_at + 1 + len(inner) - 1 if inner.endswith(",") else close_at


def _inner_incise(s: Sentence, open_at: int, close_at: int):
    """(speaker, (start, end)) of an attribution set inside the quotation marks between two commas
    (« Le premier ministre, a dit mercredi X, a caché la vérité »): a verb of saying right after a
    comma (past its auxiliary), a person named after it with only adverbs or a day between, then a
    comma; the span runs from the first comma to the second. None if there is none."""
    doc, speech = s.sent.doc, speech_verbs(s.lang)
    inside = [t for t in s.sent if open_at < t.idx < close_at]
    for k, tok in enumerate(inside):
        if tok.text != "," or k + 2 >= len(inside):
            continue
        j = k + 1
        while j < len(inside) and inside[j].pos_ == "AUX" and inside[j].lemma_.lower() in ("avoir", "have"):
            j += 1
        if j >= len(inside):
            break
        verb = inside[j]
        if verb.lemma_.lower() not in speech and verb.lower_ not in speech:
            continue
        named = next((m for m in s.mentions if m.entity.kind == "person" and m.tokens[0] > verb.i
                      and m.tokens[0] <= verb.i + 4), None)
        if named is None or any(t.pos_ in ("ADP", "VERB", "AUX", "PUNCT") and t.lower_ not in WEEKDAYS_FR
                                for t in doc[verb.i + 1:named.tokens[0]]):
            continue
        end = named.tokens[1]
        if end >= len(doc) or doc[end].text != "," or not (open_at < doc[end].idx < close_at):
            continue
        return _person(named.entity), (tok.idx, doc[end].idx + 1)
    return None


def _events_in(s: Sentence, speaker, begin: int, end: int, nlp, date, told: list, listener=None, blanks=()) -> list:
    doc = s.sent.doc
    text = doc.text[begin:end]
    for start, stop in blanks:  # (an attribution inside: its words are no part of the quoted clause)
        a, b = max(start, begin) - begin, min(stop, end) - begin
        if a < b:
            text = text[:a] + " " * (b - a) + text[b:]
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
        if any(start <= m.start - s.offset < stop for start, stop in blanks) or not text[local_start:local_end].strip():
            continue  # (the speaker named in a blanked attribution)
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
