"""Stage 4, events: political events and motions, sentence by sentence, over the dependency parse.

The patterns live by kind in `kinds/` (one module per event kind, tried in the order of
`kinds.PATTERNS`), motions in `motions.py`, argument and pronoun resolution in `grammar.py`, what
is remembered across sentences in `discourse.py`; trigger words in `lexicon.py` and
`lexicons/<lang>.yaml`. This module walks an article's sentences and runs them. Nothing here, or
there, knows a name or a sentence of any article.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from . import kinds
from .kinds import resignation
from .asides import aside_events
from .aspect import lasting, repeated_in_a_phrase, since_a_span, without_span_starts
from .dates import PAST_PERFECT_AUX, blank_quotations, clause_dates, coming_weekday_spans, find_dates, moves_on, occasions
from .descriptions import note_epithets, note_unnamed
from .discourse import Discourse, Emitter, Event, Motion, _key, holder_of_the_day
from .groups import OBLIQUES, accompanying, group_of, note_groups, people_outside_subject
from .grammar import (SUBJ, SUBJPASS, WEEKDAYS_FR, Sentence, asked_in_a_question, french_conditional, french_future, _object,
                      _person, _quoted, quotation_ranges, _subject, french_body_subject, french_thing_subject, is_verb, persons_of,
                      names_the_house, surface_coordinated, unnamed_person_subject, gapped_subjects)
from .mentions import is_pronoun
from .neighbours import (complete_from_identification, complete_from_nouns, press_media,
                         statement_in_a_medium_told_before)
from .lexicon import ACCUSE, SAY, WRITE, words
from .motions import _main_clause_text, _set_tally, sentence_motion
from .nlp import WEEKDAYS_EN, pipeline
from .quotes import quotation_events
from .tenure import time_named


def _the_one_named_complement(s, sent, mentions):
    """The one person named in the sentence, in a phrase of its main clause ("a reply from X", "by X",
    "for X", "X's response" as the subject): not in a clause of its own ("the rapporteur, appointed
    by X"), not the possessor of anything but the subject ("praised by X's office"), nor in a
    quotation; None when several people, or none, are named."""
    people = [m for m in mentions if m.entity.kind == "person" and sent.start <= m.tokens[0] < sent.end]
    if len({m.entity.key for m in people}) != 1:
        return None
    m = people[0]
    head = sent.doc[m.tokens[1] - 1]
    while head.dep_ in ("compound", "flat", "appos") and head.head.i != head.i and m.tokens[0] <= head.head.i < m.tokens[1]:
        head = head.head
    if s.quoted(head):
        return None
    # up to the root through phrases only (a preposition's object, an object, a possessor, the subject)
    token = head
    while token.i != sent.root.i:
        if token.dep_ not in _PHRASE_DEPS or token.head.i == token.i:
            return None
        if token.dep_ == "poss" and not (token.head.dep_ in ("nsubj", "nsubjpass") and token.head.head.i == sent.root.i):
            return None  # the possessor of the subject only ("X's response came"), not "praised by X's office"
        token = token.head
    return _person(m.entity)


# the dependencies of a phrase of the main clause (not of a clause of its own: acl, relcl, advcl, ccomp)
_PHRASE_DEPS = {"pobj", "prep", "agent", "dobj", "obj", "attr", "poss", "nsubj", "nsubjpass", "dative", "npadvmod"}


def sentence_events(s: Sentence, date: dt.date | None, post: int | None, date_of=None) -> list[Event]:
    """The events one sentence reports: the patterns of kinds/ tried on each of its content words.
    `date_of(token)`: the day of the token's own clause, when it differs from the sentence's."""
    start, end = s.span()
    emit = Emitter(s.discourse, start, end, date, post)
    emit.clause_date = (lambda token: date_of(token, date)) if date_of is not None else (lambda token: date)
    for tok in s.sent:
        if tok.pos_ in ("PUNCT", "DET", "ADP", "PRON", "PROPN", "NUM", "CCONJ", "SCONJ") and not (
                tok.pos_ == "PROPN" and (is_verb(tok) or _broadcaster_word(s, tok))) or s.quoted(tok) and not (
                    s.speaks_in_first_person(tok) or s.quoted_imperative(tok) or s.in_an_embedded_quotation(tok)):
            continue  # a participle mistagged as a name (« a réagi ») is still tried; a quotation only
            # where its speaker says what they did or what was done to them ("I apologize", "threw me out"),
            # or asks something of the one it is told to ('"Withdraw it," X told Y')
        if asked_in_a_question(s, tok):
            continue  # "Will the minister apologize?", "Did X say in a statement that ...?": asked, not told
        # (a quotation takes the day it names, counted from the day its attribution says it was said
        # (dates.find_dates_in_speech); with none, the attribution's: the sentence's date)
        emit.date = date_of(tok, date) if date_of is not None else date
        # « le 3 mai, date à laquelle X avait démissionné »: the day the clause is told of, named
        # (not a time it defines without naming, nor background without a day)
        named = emit.date is not None and getattr(date_of, "by_apposition", None) is not None and date_of.by_apposition(tok)
        if emit.date is not None and not named and (_habitual(s, tok) and not _names_a_day(_own_clause_text(tok), emit.date)
                                      or _past_perfect(tok) and not _names_a_day(_past_perfect_clause_text(tok), emit.date)):
            # "has repeatedly called Y a liar": a habit has no day (not even the day the sentence's main
            # clause names: "X, who has repeatedly accused Y, said on Thursday ..."); "X's resignation had
            # left ...", "she had quit in protest": background before the story's time, not on its running day
            # (nor the day of the clause that reports it: « X avait refusé ..., a rappelé mardi Y », "X had
            # apologized, Y recalled on Tuesday": the recalling is on Tuesday, the act before)
            emit.date = None
        if emit.date is not None and _told_as_lasting(s, tok) \
                and not _names_a_day(without_span_starts(_lasting_clause_text(tok)), emit.date):
            # "had spent days accusing Y", « l'accusait depuis plusieurs jours »: an act over many days
            # has no one day, unless its clause names one (not the span's start: "since Monday")
            emit.date = None
        if emit.date is not None and _told_in_the_future(tok) \
                and _names_a_day(_own_clause_text(tok), emit.date):
            # "X will resign as critic on Monday, his office said": the weekday of a future clause is the
            # coming one, and an act still to come has no day yet (never the past Monday)
            emit.date = None
        if emit.date is not None and _at_some_time(s, tok) \
                and not _names_a_day(_own_clause_text(tok), emit.date):
            # "X once called Y a liar in the House, Liberals recalled on Wednesday": some time before,
            # not the day of the clause that tells it
            emit.date = None
        if emit.date is not None and _since_then(tok) \
                and not _names_a_day(_own_clause_text(tok), emit.date):
            # "spoke on Monday for the first time since leaving cabinet": the leaving was before,
            # on a day this clause does not give
            emit.date = None
        if emit.date is not None and not named and _defines_a_time(tok) \
                and not _names_a_day(_own_clause_text(tok), emit.date):
            # "on the day a former minister apologized, ...": the clause tells which day is
            # meant, a day the text does not give, not the clause's running day
            emit.date = None
        before = len(emit.events)
        kinds.run(s, tok, emit)
        if len(emit.events) > before:
            _share_with_coordinated(s, tok, emit, emit.events[before:])
    return emit.events


def _broadcaster_word(s: Sentence, tok) -> bool:
    """English: a word of the air in a broadcaster's name ("on CBC Radio", "Global TV's program"),
    tagged as part of a name: tried as the medium it is (the press statement's broadcast words)."""
    return s.lang == "en" and tok.lower_ in words("PressStatement", "broadcast", s.lang)


# nouns of a time that a relative clause may define ("the day she resigned", « le jour où il s'est excusé »)
_TIME_NOUNS = {"day", "week", "month", "year", "time", "moment", "night", "morning", "afternoon", "evening",
               "jour", "semaine", "mois", "année", "an", "moment", "soir", "matin", "nuit", "fois"}


def _defines_a_time(token) -> bool:
    """Is `token` the verb of a relative clause that defines a time ("the day the prime minister
    apologized", "the week she resigned", « le jour où il a démissionné »)? Not the running day's own
    "same day" (« le jour même »): the text then means the day it was at."""
    head = token.head
    if token.dep_ in ("relcl", "acl:relcl", "acl") and head.i != token.i and head.i < token.i \
            and head.lemma_.lower() in _TIME_NOUNS and not any(
                c.lower_ in ("same", "même", "this", "ce", "cette") for c in head.children):
        return True
    # the small English model often makes the clause the main one and the time its modifier ("On
    # the day X apologized, Y said ...": "on the day" hung on "apologized"): a bare "the day" right
    # before the clause's subject, no comma between, is the antecedent of a clause without "that"
    subject = next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or token.lang_ != "en":
        return False
    first = min(t.i for t in subject.subtree)
    for prep in token.children:
        if prep.dep_ != "prep" or prep.i > first:
            continue
        for noun in prep.children:
            if noun.dep_ == "pobj" and noun.lemma_.lower() in _TIME_NOUNS and noun.i + 1 == first \
                    and [c.lower_ for c in noun.children] == ["the"]:
                return True
    return False


def _introduces_a_block_quotation(doc) -> bool:
    """Does the paragraph end with a verb of saying or writing and a colon ("the minister said:",
    « a-t-il déclaré : »): the words quoted being the next paragraph?"""
    tokens = [t for t in doc if not t.is_space]
    if len(tokens) < 2 or tokens[-1].text != ":":
        return False
    verb = tokens[-2]
    if verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() in SAY | WRITE:
        return True
    # English: "X wrote in an email on Friday:", "X said in a statement:": the verb the last sentence's
    # root, only phrases of time, place or medium after it (no object, no clause of what was said)
    root = tokens[-1].sent.root
    return doc.lang_ == "en" and root.pos_ == "VERB" and root.lemma_.lower() in SAY | WRITE \
        and not any(c.dep_ in ("ccomp", "dobj", "xcomp", "advcl", "conj") for c in root.children) \
        and all(c.dep_ in ("prep", "npadvmod", "advmod", "punct", "nsubj", "aux") for c in root.children if c.i > root.i)


_ATTRIBUTION_DASHES = ("—", "–", "―", "-")


def _wholly_quoted(text: str) -> bool:
    """Is `text` (a paragraph, or a paragraph's part) one quotation or several, and nothing else?"""
    text = text.strip()
    ranges = quotation_ranges(text)
    if not ranges or ranges[0][0] != 0 or ranges[-1][1] < len(text) - 2:
        return False
    return sum(end - start + 1 for start, end in ranges) >= 0.9 * len(text)


def _signed_reproductions(blocks, mentions_by_block, lang: str) -> dict:
    """English: a text of X's reproduced in full, "... the email X released this morning, in full:",
    its paragraphs, then X's signature on a line of its own ("X, MP for Y"). Paragraph index ->
    (X, index of the signature, offset of the first reproduced paragraph, public) for each paragraph between
    the introduction and the signature. Only when the introduction ends with a colon and names both
    X and a text (PressStatement.reproduced_nouns), the signature comes within six paragraphs and
    nothing between is quoted or an embedded post; else nothing. A fourth item says whether it was
    made public (not sent to someone: then the signature makes X's PressStatement)."""
    found = {}
    if lang != "en":
        return found
    nouns = words("PressStatement", "reproduced_nouns", lang)
    for i, ((doc, _, post), mentions) in enumerate(zip(blocks, mentions_by_block)):
        signer = _signature(doc, mentions) if post is None else None
        if signer is None:
            continue
        for j in range(i - 1, max(-1, i - 7), -1):
            before, _, before_post = blocks[j]
            if before_post is not None or quotation_ranges(before.text):
                break
            tokens = [t for t in before if not t.is_space]
            if tokens and tokens[-1].text == ":":
                names = any(m.entity.key == signer.key for m in mentions_by_block[j])
                if names and j + 1 < i and any(t.lemma_.lower() in nouns for t in tokens[-1].sent):
                    # (made public, unless the introduction tells it was sent to someone: "the letter X
                    # sent to the Speaker" is private, though the outlet now prints it)
                    public = not any(t.lower_ == "to" and t.dep_ in ("prep", "dative") for t in tokens[-1].sent)
                    for k in range(j + 1, i):
                        found[k] = (signer, i, blocks[j + 1][1], public)
                break
    return found


def _signature(doc, mentions):
    """The KB person a line signs as, "X" or "X, MP for Y" on its own: a short line without a verb
    that opens with the name, only a title after a comma. None otherwise."""
    tokens = [t for t in doc if not t.is_space]
    if not 2 <= len(tokens) <= 12 or any(t.pos_ in ("VERB", "AUX") for t in tokens):
        return None
    people = sorted((m for m in mentions if m.entity.kind == "person" and m.entity.iri is not None),
                    key=lambda m: m.tokens)
    # (the title may name the signer again: "X, Member for Y" is X by the riding too)
    if len({m.entity.key for m in people}) != 1 or people[0].tokens[0] != tokens[0].i:
        return None
    after = [t for t in tokens if t.i >= people[0].tokens[1]]
    if after and (after[0].text != "," or any(t.text in ".!?:" for t in after)):
        return None
    return people[0].entity


def _release_attribution(tokens, mentions, lang: str):
    """The person a news release's attribution line names, '— The Rt. Hon. X, Prime Minister of
    Canada' (« — L'honorable X, ministre de ... »): a dash, titles of honour, the name, then only
    the person's office after a comma. Not a line with a verb or a number (a quotation dated in
    the past, an epigraph's source), nor a name alone (a pull quote repeats the body's words,
    said wherever the body says): a title of honour or the office must come with it."""
    tokens = [t for t in tokens if not t.is_space]
    if len(tokens) < 3 or tokens[0].text not in _ATTRIBUTION_DASHES or len(tokens) > 30:
        return None
    if any(t.pos_ in ("VERB", "AUX") or any(ch.isdigit() for ch in t.text) for t in tokens[1:]):
        # (digits, not spaCy's like_num: French « premier » is one)
        return None
    people = [m for m in mentions if m.entity.kind == "person" and m.tokens[0] > tokens[0].i
              and m.tokens[0] <= tokens[-1].i]
    if not people or len({m.entity.key for m in people}) > 1:
        return None
    name = people[0]
    honorifics = words("PressStatement", "release_honorifics", lang)
    before = [t for t in tokens[1:] if t.i < name.tokens[0] and not t.is_punct]
    if any(t.lower_ not in honorifics for t in before):
        return None
    after = [t for t in tokens if t.i >= name.tokens[1]]
    office = bool(after) and after[0].text == "," and any(t.is_alpha for t in after[1:])
    titled = any(t.lower_ in honorifics - {"the", "le", "la", "l'", "l’"} for t in before)
    if after and not office:
        return None  # something else than the office follows the name
    return name.entity if (office or titled) else None


# marks of a clause set beside the main one as its contrast ("X welcomed it, while Y criticized it",
# « X s'est réjoui, tandis que Y a critiqué ... », « alors que Y ... »): two subjects on a par
_CONTRAST_MARKS = {"while", "whereas", "whilst", "tandis", "alors"}


def _coordination_misparsed_as_a_modifier(s: Sentence, subject, who) -> bool:
    """"Conservative MP X and Conservative MP Y questioned ...": the parser may hang the first name on
    the second as a modifier (X an nmod of Y, "and" and the second title on X), so that Y alone seems
    the subject. Another person named inside the subject's phrase, hung on it with no preposition or
    possessive of its own, with "and" / « et » in the phrase, makes it two subjects all the same."""
    phrase = list(subject.subtree)
    if not any(t.dep_ == "cc" and t.lower_ in ("and", "et") for t in phrase):
        return False
    inside = {t.i for t in phrase}
    for m in s.mentions:
        if m.entity.kind != "person" or m.entity.key == who.key or m.tokens[0] not in inside:
            continue
        head = next((t for t in s.sent.doc[m.tokens[0]:m.tokens[1]] if not m.tokens[0] <= t.head.i < m.tokens[1]), None)
        if head is not None and head.dep_ in ("nmod", "compound", "conj") and head.head.i in inside | {subject.i} \
                and not any(c.dep_ in ("case", "poss") for c in head.children):
            return True
    return False


def _another_person_subject_of_a_conjunct(s: Sentence, root, who) -> bool:
    """"A has answered, and B has said that ...", "A welcomed it, while B criticized it": a clause
    joined to the root (or set beside it as its contrast) with a person of its own, of `who`'s
    gender, as its subject. Which of the two a subject pronoun next continues is then not sure ("He
    told reporters ..." may be either)."""
    stack = [c for c in root.children if c.pos_ in ("VERB", "AUX") and (
        c.dep_ == "conj" or c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in _CONTRAST_MARKS
                                                       for m in c.children))]
    while stack:
        clause = stack.pop()
        stack.extend(c for c in clause.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX"))
        other = next((_person(s.entity(c)) for c in clause.children if c.dep_ in SUBJ | SUBJPASS), None)
        if other is not None and other.key != who.key and (who.gender is None or other.gender is None
                                                           or other.gender == who.gender):
            return True
    return False


def _subjects_of_a_misparsed_main_clause(root) -> list:
    """« Élu en 1997 dans X, M. Y a siégé ... », « Ancien ministre, Y a ... »: a fronted participle or
    noun phrase the parser made the root, subjectless, with the sentence's real main clause (a
    finite verb and its subject, after the comma) hung on it as a clause of its own. That clause's
    subject is who the sentence is about; without it the sentence seems to name nobody and a pronoun
    next would take up an older subject. Only for a root that is no finite verb itself (a root verb
    without a subject is an imperative or an elided clause, not this misparse)."""
    if root.pos_ in ("VERB", "AUX") and ("Fin" in root.morph.get("VerbForm") or any(
            c.dep_.startswith("aux") and "Fin" in c.morph.get("VerbForm") for c in root.children)):
        return []
    for clause in root.children:
        if clause.i <= root.i or clause.dep_ not in ("advcl", "parataxis", "conj", "acl") or clause.pos_ not in ("VERB", "AUX"):
            continue
        if not ("Fin" in clause.morph.get("VerbForm") or any(
                c.dep_.startswith("aux") and "Fin" in c.morph.get("VerbForm") for c in clause.children)):
            continue
        if any(c.dep_ == "mark" for c in clause.children):  # a subordinate clause (« quand », "because") is not it
            continue
        found = [c for c in clause.children if c.dep_ in SUBJ | SUBJPASS and c.i < clause.i
                 and "Rel" not in c.morph.get("PronType")]  # (« le député qui a siégé »: a relative clause)
        if found:
            return found
    return []


def _since_then(token) -> bool:
    """Is `token` the act a "since" phrase counts from ("since leaving cabinet", "since his
    resignation", « depuis sa démission »)? It happened before the clause's day. Or an act told as
    done "since" ("has since apologized"): after the day the text was at, on a day it does not give."""
    head = token.head if token.dep_ in ("pcomp", "pobj", "obl", "nmod") else None
    if head is not None and head.i != token.i and head.lower_ in ("since", "depuis"):
        return True
    if any(c.dep_ == "advmod" and c.lower_ in ("since", "depuis") for c in token.children):
        return True  # "has since apologized", « s'est depuis excusé »: some day after the one told before
    if any(c.dep_ == "mark" and c.lower_ == "depuis" and c.i < token.i and (c.i + 1 >= len(c.doc) or c.doc[c.i + 1].lower_ not in (
            "que", "qu'", "qu’")) for c in token.children):
        return True  # (the same « depuis » that the small French model tags a subordinator, not « depuis qu'il ... »)
    return any(c.dep_ == "case" and c.lower_ == "depuis" for c in token.children)


def _told_in_the_future(verb) -> bool:
    """Is `verb` in the future: "will resign", "'ll step down", « démissionnera », « va démissionner »?"""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    return french_future(verb) or any(
        c.dep_ in ("aux", "aux:tense") and (c.lower_ in ("will", "shall", "'ll", "wo") or french_future(c)
                                             or c.lemma_.lower() == "aller" and "Pres" in c.morph.get("Tense"))
        for c in verb.children)


def future_weekday_spans(doc) -> list[tuple[int, int]]:
    """Character spans (in `doc`'s text) of the weekdays that name when something told in the future
    will happen ("will vote on Wednesday", « votera mercredi »): a weekday resolves to the latest such
    day, which for them is the wrong week, so they date neither their sentence nor the article."""
    spans = []
    for tok in doc:
        if tok.lower_ not in WEEKDAYS_EN | WEEKDAYS_FR:
            continue
        verb = tok.head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head  # ("on Wednesday": the weekday hangs on the preposition, then on the verb)
        if verb.pos_ in ("VERB", "AUX") and _told_in_the_future(verb) and not _day_of_the_saying(tok, verb):
            spans.append((tok.idx, tok.idx + len(tok.text)))
    # (French also puts a weekday ahead with an infinitive after « doit », « va », « prévoit », or a
    # participle of what is scheduled: « doit se prononcer jeudi », « la motion, prévue jeudi »)
    # (and, whatever the tense, a weekday named as the coming one: "the vote is next Wednesday")
    return sorted(set(spans) | set(_french_weekdays_ahead(doc)) | set(coming_weekday_spans(doc.text)))


def _day_of_the_saying(weekday, verb) -> bool:
    """"X said on Monday he will resign", "told reporters Friday that she will ...": a weekday the
    parse hung on a future complement clause but that stands, by word order, between the verb of
    saying in the past and the clause's subject, is the day of the saying, not of what is to come
    ("X said he will resign on Monday" keeps its coming Monday)."""
    saying = verb.head
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if verb.dep_ != "ccomp" or saying.i == verb.i or subject is None or not saying.i < weekday.i < subject.left_edge.i:
        return False
    return saying.tag_ == "VBD" or any(c.dep_ == "aux:tense" for c in saying.children)


def blank_spans(text: str, spans, offset: int = 0) -> str:
    """`text` (starting at `offset` in the text the spans are of) with those spans' characters as spaces."""
    chars = list(text)
    for start, end in spans:
        for i in range(max(start - offset, 0), min(end - offset, len(chars))):
            chars[i] = " "
    return "".join(chars)


def _names_a_day(text: str, day: dt.date) -> bool:
    """Does `text` name a day of its own: a date, a weekday, "yesterday", or a day counted from one the
    text told ("The day before, he had apologized", « La veille, il avait ... »)? (`day`, the clause's
    day, stands for the day counted from: only whether a day is named matters here.)"""
    # (French: « ce jour-là », « le jour même », « ce soir-là » take up the day the text named last, a
    # day named too: « Ce jour-là, X avait accusé Y » is dated, though in the plus-que-parfait)
    same = day if _SAME_DAY_FR.search(text) else None
    # (and a day counted from an occasion the text dated: « La veille du vote, X s'était excusé »; an
    # occasion it did not date left the sentence without a day: day_of_an_occasion)
    return any(d.exact for d in find_dates(text, day, previous=same, told=day)) or bool(occasions(text))


_SAME_DAY_FR = re.compile(r"\b(?:ce|cette)\s+(?:jour|soir|matin|journée|soirée|nuit)-là\b"
                          r"|\b(?:le\s+jour|le\s+soir|la\s+journée)\s+même\b", re.I)


def _past_perfect(token) -> bool:
    """Is `token` (a verb, or a noun that is the subject or object of one) told in the past perfect:
    "had resigned", "X's resignation had left ...", « avait démissionné »?"""
    verb = token if token.pos_ in ("VERB", "AUX") else token.head if token.dep_ in SUBJ | SUBJPASS | {"dobj", "obj"} else None
    return verb is not None and any(c.dep_ in ("aux", "aux:tense") and c.lower_ in PAST_PERFECT_AUX for c in verb.children)


# the clauses inside a past perfect's phrase that tell another act, with its own time (a reporting
# incise, a clause of its own); not an infinitive or a participle it governs, which shares its time
# (« X avait quitté sa fonction de whip ... lundi matin », the small parser taking the noun after
# « de » for a verb)
_PAST_PERFECT_OTHER_CLAUSES = {"ccomp", "parataxis", "advcl", "relcl", "acl:relcl", "conj"}


def _past_perfect_clause_text(token) -> str:
    """The words of the clause of `token`'s past perfect verb, without the clauses of another act inside
    it, so that a reporting clause or incise hung on it (« X avait refusé ..., a rappelé mardi Y »)
    lends it no day."""
    verb = token if token.pos_ in ("VERB", "AUX") else token.head
    inner = {t.i for c in verb.subtree if c.i != verb.i and c.dep_ in _PAST_PERFECT_OTHER_CLAUSES for t in c.subtree}
    # (the words as written, others blanked: « Ce jour-là » must stay one phrase for _names_a_day)
    return "".join(t.text_with_ws if t.i not in inner else " " * len(t.text_with_ws) for t in verb.subtree)


# clauses of their own inside a verb's phrase, whose days are theirs
_OWN_CLAUSES = {"ccomp", "parataxis", "advcl", "relcl", "acl:relcl", "conj", "xcomp", "acl"}


def _own_clause_text(verb) -> str:
    """The words of `verb`'s own clause, without the clauses inside it ("X once called Y a liar,
    Liberals recalled on Wednesday": not "recalled on Wednesday")."""
    inner = {t.i for c in verb.subtree if c.i != verb.i and c.dep_ in _OWN_CLAUSES for t in c.subtree}
    return " ".join(t.text for t in verb.subtree if t.i not in inner)


def day_told_in_a_flashback(doc, start: int, offset: int = 0) -> bool:
    """Is the day named at `start` (a character offset in `doc`'s text, less `offset`) the day of an act
    told in the past perfect, a flashback ("X had posted the comment on June 3, his office said",
    « X avait tenu ces propos le 18 avril »)? The verb its phrase hangs on tells it (not « a déclaré
    mardi qu'il avait ... »: Tuesday is the saying's)."""
    token = next((t for t in doc if t.idx <= start + offset < t.idx + len(t.text)), None)
    while token is not None and token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    if token is None or any(a.dep_ == "ccomp" for a in token.ancestors) or token.dep_ == "ccomp":
        return False  # (reported, "officials said X had moved a motion on Wednesday": the act the report is of)
    # (with « être », only a pronominal verb's: « s'était excusé »; « était assis mercredi » is a state then)
    return any(c.dep_ in ("aux", "aux:tense") and c.lower_ in PAST_PERFECT_AUX
               and (c.lemma_.lower() != "être" or any(r.dep_.startswith("expl") for r in token.children))
               for c in token.children)


def _at_some_time(s: Sentence, verb) -> bool:
    """Is `verb` told as done at some unnamed time before ("once called Y a liar", "had previously
    accused Y")?"""
    some_time = words("shared", "some_time_adverbs", s.lang)
    return verb.pos_ in ("VERB", "AUX") and any(c.dep_ == "advmod" and c.lower_ in some_time for c in verb.children)


def _habitual(s: Sentence, verb) -> bool:
    """Is `verb` told as a habit ("has repeatedly called Y a liar", "often accuses Y", « a souvent
    accusé Y »)? The acts are many and on no day the text gives."""
    habitual = words("shared", "habitual_adverbs", s.lang)
    return verb.pos_ in ("VERB", "AUX") and any(c.dep_ == "advmod" and c.lower_ in habitual for c in verb.children)


def _told_as_lasting(s: Sentence, token) -> bool:
    """Is `token` told as an act lasting or repeated over many days (aspect.lasting; a repetition in a
    phrase, "time and again", « à plusieurs reprises »; French, going on « depuis » a span)?"""
    if lasting(s, token):
        return True
    if token.pos_ not in ("VERB", "AUX"):
        return False
    own = _own_clause_text(token)
    return repeated_in_a_phrase(own) or s.lang == "fr" and since_a_span(own)


def _lasting_clause_text(token) -> str:
    """The words that may name the day of a lasting act: its own clause's, and those of the verb it
    depends on ("kept calling Y a liar on Tuesday", « a multiplié mardi les attaques contre Y »)."""
    own = _own_clause_text(token)
    head = token.head
    if head.i != token.i and (token.pos_ == "NOUN" or token.dep_ in ("xcomp", "ccomp", "obj", "obl", "obl:arg")):
        return own + " " + _own_clause_text(head)
    return own


def _listed_with(s: Sentence, token, person) -> list:
    """The other people of the noun phrase `token` heads (persons_of), not a name in apposition to a
    singular phrase: « Le président de la Chambre, X, » is X himself, the role's holder."""
    plural = "Plur" in token.morph.get("Number")
    return [e for e in persons_of(s, token, person)[1:]
            if plural or not any(c.dep_ == "appos" and s.entity(c) is not None and s.entity(c).key == e.key
                                 for c in token.children)
            if person.presumed is None or str(e.iri) != str(person.presumed)]


def _clause_verb(token):
    """The verb whose clause a noun phrase is in (through its preposition and the nouns it hangs on)."""
    while token.head.i != token.i and not is_verb(token.head):
        token = token.head
    return token.head


def _share_with_coordinated(s: Sentence, verb, emit, told: list[Event]) -> None:
    """« X et Y ont accusé Z », "X and Y were expelled", « a expulsé X, puis Y »: what a verb tells
    of its subject (or object) it tells of each person coordinated or listed with it. Patterns read
    one subject and one object; the events they emitted with that person are repeated for the others
    (the same kind, the other arguments kept)."""
    others: dict[tuple[str, str], list] = {}  # (role, key of the person the pattern read) -> the others
    if is_verb(verb):  # the parse's coordination (conjuncts, listed appositions) of subject and object
        subject, subject_tok = _subject(s, verb)
        if subject_tok is not None and _person(subject) is not None:
            role = "target" if subject_tok.dep_ in SUBJPASS else "agent"
            others[(role, subject.key)] = _listed_with(s, subject_tok, subject) + [person for person, _ in gapped_subjects(s, verb)]
        obj = _object(verb)
        if obj is not None and _person(s.entity(obj)) is not None:
            others[("target", s.entity(obj).key)] = _listed_with(s, obj, s.entity(obj))
        # a counted plural after a preposition of the verb's own clause ("apologized to both MPs",
        # « a demandé aux deux députés »): the group it took up stands where its first member was read
        for token in verb.subtree:
            group = s.__dict__.get("_groups", {}).get(token.i)
            if group and token.dep_ in OBLIQUES and _clause_verb(token).i == verb.i:
                others.setdefault(("target", group[0].key), list(group[1:]))
    for event in list(told):
        if any(event is e for e in emit.each_read):
            continue
        for role in ("agent", "target"):
            person = _person(getattr(event, role))
            if person is None:
                continue
            # (the people listed with the one the pattern read, in the role the pattern gave them: the
            # parse's label may say otherwise, « Tous deux ont présenté ... » with a passive subject)
            listed = others.get((role, person.key)) or next(
                (found for (_, key), found in others.items() if key == person.key), [])
            joined = listed + [e for e in surface_coordinated(s, person) if e.key not in [o.key for o in listed]]
            for other in joined:
                if other.key in (_key(event.agent), _key(event.target)) or (
                        person.presumed is not None and str(other.iri) == str(person.presumed)):
                    continue  # (the pattern's other argument, never both roles at once; a role's own holder)
                arguments = {name: getattr(event, name) for name in
                             ("agent", "target", "word", "confidence", "capacity", "role", "until_end_of")}
                arguments[role] = other
                copy = emit(event.kind, **arguments)
                if copy is not None and copy is not event and copy.date == emit.date:
                    copy.date = event.date  # (the day the pattern gave: none for "since the resignations of X and Y")


# the time stamp opening an entry of a live blog: "**10:55 a.m.** — ...", "3:25 p.m.: ...",
# "Update, 9:40 p.m. — ...", « 14 h 30 — ... », « 21h05 : ... » (a time, then a dash or a colon)
_ENTRY_STAMP = re.compile(r"^[\s*_]*(?:(?:update[sd]?|mise\s+à\s+jour)\s*(?:at\s+|à\s+)?[,:]?\s*)?"
                          r"(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?|\d{1,2}\s?h\s?\d{2}|\d{1,2}\s*[ap]\.?\s?m\.?)"
                          r"(?:\s*\([^)]{1,12}\))?[\s*_]*(?:[—–]|-{1,2}\s|:\s)", re.I)


def opens_entry(paragraph: str) -> bool:
    """Does this paragraph open an entry of a live blog (a time stamp, then a dash or a colon)?"""
    return _ENTRY_STAMP.match(paragraph) is not None


# what puts a French infinitive ahead: « va voter mercredi », « doit se prononcer jeudi », « devrait ... »
_FRENCH_AHEAD_HEADS = {"aller", "devoir", "prévoir", "compter", "entendre"}


def _french_weekdays_ahead(doc) -> list[tuple[int, int]]:
    """Character spans (in `doc`'s text) of the French weekdays that name a coming day: the time
    of a verb in the future (« la Chambre votera mercredi », « se prononcera jeudi »), or of an
    infinitive after « aller », « devoir », « prévoir » in the present or the future (« va voter
    mercredi », « doit se prononcer jeudi »). A weekday is otherwise the last such day."""
    found = []
    for weekday in doc:
        if weekday.lower_ not in WEEKDAYS_FR or weekday.head.i == weekday.i:
            continue
        verb, steps = weekday.head, 0
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i and steps < 2:
            verb, steps = verb.head, steps + 1  # (« mise aux voix jeudi »: the parse may hang it on the noun)
        tenses = [verb] + [c for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass")]
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        if any(french_future(t) and not french_conditional(t) for t in tenses) or (
                verb.lemma_.lower() == "prévoir" and "Part" in verb.morph.get("VerbForm")
                and not any(c.dep_ == "aux:tense" for c in verb.children)):
            # (« la motion, prévue jeudi, ... »: the participle of what is scheduled)
            found.append((weekday.idx, weekday.idx + len(weekday.text)))
        elif any("Inf" in t.morph.get("VerbForm") for t in tenses) and verb.dep_ in ("xcomp", "ccomp") \
                and verb.head.i != verb.i \
                and verb.head.lemma_.lower() in _FRENCH_AHEAD_HEADS and "Past" not in verb.head.morph.get("Tense") \
                and not any(c.dep_ in ("aux", "aux:tense") for c in verb.head.children) \
                and "Imp" not in verb.head.morph.get("Tense"):
            found.append((weekday.idx, weekday.idx + len(weekday.text)))
    return found


# clauses that describe a noun: "X, who replaced Y, ...", "X, speaking for Y, ...", "X, named by Y, ..."
_DESCRIBING_CLAUSES = {"relcl", "acl", "acl:relcl"}


def _named_only_in_descriptions(s: Sentence, sent, mentions, keys) -> set:
    """The keys of the persons of `sent` whose every mention lies inside a clause that describes
    another noun ("X, who had replaced Y on the committee, criticized Z", « X, qui a été ministre sous
    Y, a ... »: Y) or inside a description set off beside another person's name ("X, a former
    minister in Y's government, ..."). Such a person is the sentence's background; an object pronoun
    in the next sentence ("W accused him of ...") takes up the one the sentence is about, its
    subject, rather than Y. (French: relative clauses only, « qui ... »; its participial
    clauses are too often misparsed to tell.)"""
    describing = _DESCRIBING_CLAUSES if s.lang == "en" else {"acl:relcl"}
    named_at = {i for m in mentions if m.entity.kind == "person" for i in range(*m.tokens)}
    inside = set()
    for clause in sent:
        if clause.dep_ in describing and clause.head.i != clause.i and clause.head.pos_ in ("PROPN", "NOUN"):
            inside.update(t.i for t in clause.subtree)
        elif clause.dep_ == "appos" and clause.head.i in named_at and clause.i not in named_at \
                and clause.pos_ == "NOUN" and any(t.text == "," for t in sent.doc[clause.head.i:clause.i]):
            # "X, a former minister under Y,": a noun set off after X's name (not X's own name in
            # apposition to a title, "the member for Z, X,")
            inside.update(t.i for t in clause.subtree)
    found = set()
    for key in keys:
        places = [m for m in mentions if m.entity.key == key and sent.start <= m.tokens[0] < sent.end]
        if places and all(all(i in inside for i in range(*m.tokens)) for m in places):
            found.add(key)
    return found


_OBJECT_DEPS = {"dobj", "obj", "iobj", "dative", "obl:arg"}


def _note_salience(s: Sentence, sent, mentions, d: Discourse, main_subject, attributed) -> None:
    """Add the persons of `sent` to the discourse's salience by the place each holds: the main
    clause's subject (named or taken up by a pronoun) and a quotation's speaker most, another
    clause's subject or an object less, a person named only inside a quotation or only in a clause
    describing another noun least (Salience)."""
    weights = d.salience
    background = _named_only_in_descriptions(s, sent, mentions, {m.entity.key for m in mentions
                                                                 if m.entity.kind == "person"})
    for m in mentions:
        if m.entity.kind != "person" or not sent.start <= m.tokens[0] < sent.end:
            continue
        token = sent.doc[m.tokens[1] - 1]
        while token.head.i != token.i and m.tokens[0] <= token.head.i < m.tokens[1]:
            token = token.head  # the head of the mention's words
        place = token
        while place.dep_ in ("appos", "flat", "flat:name", "compound") and place.head.i != place.i:
            place = place.head  # « Le chef du parti, X, a dit »: the name holds its role noun's place
        if s.quoted(token) or m.entity.key in background:
            weight = weights.BACKGROUND
        elif place.dep_ in SUBJ | SUBJPASS:
            weight = weights.CLAUSE_SUBJECT
        elif place.dep_ in _OBJECT_DEPS:
            weight = weights.OBJECT
        else:
            weight = weights.OTHER
        weights.note(m.entity, weight)
    if main_subject is not None and _person(main_subject) is not None:
        weights.note(main_subject, weights.SUBJECT)
    if attributed is not None and _person(attributed[1]) is not None:
        weights.note(attributed[1], weights.SPEAKER)
    weights.close_sentence()


def extract(docs_and_blocks, mentions_by_block, dates_for, lang: str, kb=None,
            authors=None, written: dt.date | None = None) -> tuple[list[Event], list[Motion]]:
    """Events and motions of a whole article, paragraph by paragraph, in order.

    `docs_and_blocks`: (Doc, offset, post index) per paragraph; `mentions_by_block`: their mentions;
    `dates_for(sentence_text, post, paragraph_offset)`: the date a sentence speaks of; `authors`:
    the KB person (Entity) who wrote each embedded post, by post index, when known; `written`: the
    day the article was written.
    """
    d = Discourse()
    d.kb = kb
    d.written = written
    nlp = pipeline(lang) if lang in ("en", "fr") else None  # to parse quotations on their own
    before = None  # the paragraph before
    sentence_before: list[Event] = []  # the events of the article's sentence before the one being read
    occasions_before: list = []  # the dated occasions the sentences before told (_occasions_told), in order
    media_before: set = set()  # the press media that sentence named
    quotation_before = None  # (offset) of the paragraph before when it is only a quotation
    introducer = None  # English: who said or wrote the block the paragraph before introduced ('X wrote:')
    docs_and_blocks, mentions_by_block = list(docs_and_blocks), list(mentions_by_block)
    signed = _signed_reproductions(docs_and_blocks, mentions_by_block, lang)
    for index, ((doc, offset, post), mentions) in enumerate(zip(docs_and_blocks, mentions_by_block)):
        quotes = _quoted(doc)
        block_speaker = None
        if not quotes and post is None and before is not None and _introduces_a_block_quotation(before):
            # 'X said:' ending the paragraph before: this one is X's words, set off as a block rather
            # than in quotation marks; what it tells is quoted, not told by the text
            quotes = [(-1, len(doc.text) + 1)]
            block_speaker = introducer
        if index in signed:
            # a text of X's reproduced in full, between its introduction and X's signature: X's words
            quotes, block_speaker = [(-1, len(doc.text) + 1)], signed[index][0]
        before = doc if post is None else before
        introducer = None
        d.paragraph_named = []
        following = index + 1 < len(docs_and_blocks) and docs_and_blocks[index + 1]
        d.next_paragraph = (following[0], mentions_by_block[index + 1]) \
            if following and post is None and following[2] is None else None
        moved_on = False  # the paragraph has moved on from the day it told last, to a time it does not date
        # the events a sentence of this paragraph may complete (neighbours.py): the paragraph's own,
        # and those of the sentence right before it, even across the break
        window = list(sentence_before) if post is None else []
        window_media = set(media_before) if post is None else set()  # (the press media they named)
        d.salience.paragraph()
        if post is None and opens_entry(doc.text):
            d.open_entry()
            window, window_media = [], set()
            sentence_before, media_before = [], set()  # (an entry is a unit of its own: nothing before it is taken up)
        for sent in doc.sents:
            s = Sentence(sent, mentions, offset, quotes, d, lang, kb,
                         author=(authors or {}).get(post) if post is not None else None)
            # (the block's "I" is the one who said or wrote it: "I apologize" there is their act)
            s.block_speaker = block_speaker
            # the paragraph (by its offset) for its running date; the days inside reported speech
            # ("he writes that Y had phoned him on Monday ...") are not when the sentence's events happen
            # (nor the weekday of a clause told in the future: future_weekday_spans)
            future_days = future_weekday_spans(doc)
            main_text = blank_spans(_main_clause_text(sent), future_days, sent.start_char)
            date = dates_for(main_text, post, offset)
            occasion_day = day_of_an_occasion(main_text, occasions_before) if date is None and post is None else None
            date = date or occasion_day
            moved_on = post is None and lang == "en" and date is None and (moved_on or moves_on(main_text))
            d.since_motion += 1
            d.sentence_no += 1
            d.day = date or d.day
            # a sentence whose time is a coming weekday tells a vote still to come: its motion takes
            # no day (not the running day either)
            ahead = any(sent.start_char <= start < sent.end_char for start, _ in future_days)
            days = dates_for(blank_spans(sent.text, future_days, sent.start_char), post, offset, mentions=True)
            if occasion_day is not None:
                # (the occasion's phrase names that day: the clause it stands in has it for its own)
                spans = [(start, end) for _, _, start, end in occasions(sent.text)]
                days = [replace(m, date=occasion_day, exact=True)
                        if not m.exact and any(start < m.end and m.start < end for start, end in spans) else m
                        for m in days]
            date_of = clause_dates(sent, days)
            d.day_named = date is not None and any(m.exact and m.date == date for m in days)
            _note_tenures(d, sent, mentions, days, post, date)
            decided = {id(m): (m.outcome, m.date) for m in d.motions}
            sentence_motion(s, None if ahead else date, post, None if ahead else date_of)
            for motion in d.motions:  # (a decision told now, or dated anew: does this sentence name its day?)
                if motion.outcome is not None and decided.get(id(motion)) != (motion.outcome, motion.date):
                    motion.day_named = d.day_named and motion.date == date
            known = {id(e) for e in d.events}
            told = sentence_events(s, date, post, date_of)
            if moved_on:
                for event in told:
                    event.moved_on = event.date is None
            speaker_before = d.quote_speaker
            quoted = quotation_events(s, nlp, date, post, told,
                                      [(sent.start_char + m.start, m.date) for m in days if m.exact])
            # a relative clause on a named person, read as its own short sentence (asides.py)
            aside_events(s, nlp, date, post, list(told) + list(quoted), date_of)
            # one event told over neighbouring sentences: this one completes an event told just before
            if post is None and not ahead:
                statement_in_a_medium_told_before(s, window_media, media_before, date, *s.span())
            this_sentence = [e for e in d.events if id(e) not in known]
            _note_occasion(s, this_sentence)
            again = two_occasions_of_one_act(s, this_sentence)
            d.events += again
            this_sentence += again
            if post is None:
                complete_from_nouns(s, window, this_sentence)
                complete_from_identification(s, sentence_before, kb)
                window += this_sentence
                media_before = press_media(s)
                window_media |= media_before
            sentence_before = this_sentence if post is None else sentence_before
            if post is None:
                occasions_before += _occasions_told(sent, this_sentence, d.motions, decided, date, d.day_named)
            # a quotation attributed in this sentence (« « ... », a lancé X ») makes its speaker what
            # the sentence is about, whatever the parse made its root: a subject pronoun next is X,
            # not a person the quotation names
            attributed = d.quote_speaker if d.quote_speaker is not speaker_before else None
            people = [m.entity for m in mentions if m.entity.kind == "person"
                      and sent.start <= m.tokens[0] < sent.end]
            note_unnamed(s)  # ("a Liberal MP said ...": "the Liberal MP" next may be that one, unnamed)
            note_epithets(s)  # ("X, a former astronaut, ...": "the former astronaut" next is X)
            # (every subject the parse gave the root: « Le sous-ministre, X, a comparu » may come out with
            # two, the role noun and the name; a pronoun next continues X, not an older subject)
            subjects = [c for c in sent.root.children if c.dep_ in SUBJ | SUBJPASS]
            if not subjects:
                # "X, asked about Y's remarks, said ...": the parser may take the participle for a verb of
                # its own (parataxis) with X as its subject, and leave the root none; X is still who the
                # sentence is about (not Y, nor the subject of the sentence before)
                subjects = [g for c in sent.root.children if c.dep_ == "parataxis" and c.i < sent.root.i
                            for g in c.children if g.dep_ in SUBJ and g.i < c.i]
            if not subjects:
                subjects = _subjects_of_a_misparsed_main_clause(sent.root)
            main_subject = None  # the person the sentence's main clause is about, for the salience
            unnamed_now = False  # its subject is a person or body left unnamed (or a pronoun taking one up)
            for subject in subjects:
                who = s.entity(subject)
                if _person(who) is not None:
                    # (« X et Y ont critiqué ... La députée a ensuite ... »: coordinated subjects,
                    # which of them is continued is not sure; a pronoun's gender may still choose)
                    coordinated = any(t.dep_ == "conj" for t in subject.subtree) and any(
                        p.key != who.key and (p.iri is None or who.iri is None or str(p.iri) != str(who.iri))
                        and str(p.presumed or "") != str(who.iri or "") and str(who.presumed or "") != str(p.iri or "")
                        for p in persons_of(s, subject, who)) or bool(group_of(s, subject)) \
                        or bool(accompanying(s, subject)) \
                        or _coordination_misparsed_as_a_modifier(s, subject, who)  # ("the two MPs", "X, along with Y,": a group)
                    d.last_subject = None if coordinated or _another_person_subject_of_a_conjunct(s, sent.root, who) \
                        else who
                    main_subject = d.last_subject
                    d.unnamed_subject = None
                    break
            else:
                # "That drew a sharp reply from X.", "The plan was criticized by X.", "X's response came
                # quickly.", "It was another story for X.": a thing for subject and one person named, in
                # a phrase of the main clause (not in a quotation): that person is now who the text is
                # about, not an older subject
                # (not when the subject is a person left unnamed: "The aide to the prime minister rose",
                # "the parliamentary secretary to X said": X's is another's role, not who the text is about)
                if (subjects or any(c.dep_ == "expl" for c in sent.root.children)) \
                        and not (s.lang == "en" and subjects and unnamed_person_subject(s, subjects[0])):
                    named = _the_one_named_complement(s, sent, mentions)
                    if named is not None:
                        d.last_subject = named
                # (a subject pronoun left unresolved goes on taking up what the one before did; in
                # French, so does a thing for subject: « Le comité a siégé tard. Le budget est urgent.
                # Il a ensuite ... » may still mean the committee)
                if subjects and not (is_pronoun(subjects[0]) and d.unnamed_subject is not None) \
                        and not (d.unnamed_subject is not None and french_thing_subject(s, subjects[0])):
                    d.unnamed_subject = unnamed_person_subject(s, subjects[0]) or french_body_subject(s, subjects[0])
                    unnamed_now = d.unnamed_subject is not None
                elif subjects and is_pronoun(subjects[0]) and d.unnamed_subject is not None:
                    unnamed_now = True  # (the pronoun goes on taking it up)
            note_groups(s)  # (the groups it named, for "the two MPs", "both", "they" next: groups.py)
            d.people_outside_subject = people_outside_subject(s, subjects, d.people_outside_subject)
            if attributed is not None and _person(attributed[1]) is not None:
                # (only a speaker named outside the quotation and not inside it: a person the
                # quotation names, taken for its speaker by a misparse, is not what follows is about)
                places = {s.quoted(sent.doc[m.tokens[0]]) for m in mentions
                          if m.entity.key == attributed[1].key and sent.start <= m.tokens[0] < sent.end}
                if places == {False}:
                    d.last_subject = attributed[1]
                    d.unnamed_subject = None
            if people:
                keys = {p.key for p in people}
                d.last_named = people[-1]
                d.recent = people + [p for p in d.recent if p.key not in keys][:2]
                d.recent_sentence = keys
                d.paragraph_named = people + [p for p in d.paragraph_named if p.key not in keys]
                d.named = people + [p for p in d.named if p.key not in keys]
                _note_member_nouns(s, sent, d)
                d.recent_backgrounded = _named_only_in_descriptions(s, sent, mentions, keys)
                d.sentences_without_persons = 0
            else:
                d.sentences_without_persons += 1
            if unnamed_now and d.unnamed_subject is not None:  # (not when the speaker attributed replaced it)
                d.salience.note_unnamed(d.unnamed_subject[1])
            _note_salience(s, sent, mentions, d, main_subject, attributed)
        if post is None and lang == "en" and _introduces_a_block_quotation(doc):
            introducer = _person(s.quotation_attribution()[0])  # (s: the paragraph's last sentence)
        if post is None and any(signature == index and public for _, signature, _, public in signed.values()):
            # the signature closes X's reproduced email or statement: X's public statement, told from
            # the first reproduced paragraph to the signature
            signer, _, first, _ = next(v for v in signed.values() if v[1] == index)
            Emitter(d, first, offset + len(doc.text.rstrip()), d.day, None)("PressStatement", agent=signer, confidence=0.65)
        if post is None:
            _release_statement(d, doc, offset, mentions, quotation_before, lang)
            quotation_before = offset if _wholly_quoted(doc.text) else None
    if d.caucus_removal_told:
        d.events = [e for e in d.events if not any(e is sitting for sitting in d.independent_sittings)]
    d.events = resignation.without_resignations_turned_down(d)
    d.events = _without_vague_retellings(d.events, kb)
    d.events = _without_people_outside_the_house(d.events)
    d.events = _without_acts_of_the_dead(d.events, kb)
    d.events = _without_resignations_of_nothing_held(d.events, kb)
    _expelled_by_the_chair_who_asked(d.events)
    d.events = without_undated_retellings(d.events)
    d.events = _without_headline_retellings(d.events, _headline_span(docs_and_blocks))
    d.events = _without_office_retellings(d.events)
    d.events = _without_events_of_no_one_known(d.events)
    d.motions = d.all_motions()
    for motion in d.motions:
        if motion.yeas is None and len(motion.sides) == 2:  # the two sides told apart: a recorded division
            motion.yeas, motion.nays = motion.sides["for"], motion.sides["against"]
            if motion.outcome is None and motion.yeas != motion.nays:
                # « 171 députés ont voté pour la motion et 133 contre »: the House's division, both sides
                # counted, decides it by its majority
                motion.outcome = "Adopted" if motion.yeas > motion.nays else "Negatived"
        if motion.yeas is not None:  # a recorded division, whatever consent was asked for first
            _set_tally(motion, motion.yeas, motion.nays, sided=True)
        elif motion.counted is not None and motion.outcome in ("Adopted", "Negatived"):
            # a tally told without its side, and the decision told by another cue: its larger number won
            _set_tally(motion, *motion.counted)
        # the demands the article gives as the motion's own replace a relative clause's summary of it,
        # unless they are given as additions to it ("it also asks ...")
        if not motion.demands or motion.additive:
            motion.demands = [c for c in motion.summary if c not in motion.demands] + motion.demands
    return d.events, d.motions


def _occasions_told(sent, events: list[Event], motions: list[Motion], decided: dict, date, day_named: bool) -> list:
    """The occasions a sentence told with their day, for "the day after the vote", « la veille de son
    expulsion » in a later one: (kind, day) of its dated events, "vote" for a motion it decided on a
    day (or a vote a verb of it tells, on the day it names: "X was expelled on Tuesday after he voted
    against the budget")."""
    told = [(e.kind, e.date) for e in events if e.date is not None]
    told += [("vote", m.date) for m in motions if m.outcome is not None and m.date is not None
             and decided.get(id(m)) != (m.outcome, m.date)]
    if date is not None and day_named and any(t.pos_ == "VERB" and t.lemma_.lower() in words("shared", "vote_nouns") | {"voter"}
                                              for t in sent):
        told.append(("vote", date))
    return told


def day_of_an_occasion(text: str, told: list) -> dt.date | None:
    """The day a sentence with no day of its own counts from an occasion it names ("the day before the
    vote", "after his expulsion", « le lendemain du vote »): from the day the text last told such an
    occasion on; None when it told none (an occasion the text did not date gives no day, not the day
    of writing)."""
    days = set()
    for count, kind, _, _ in occasions(text):
        on = [day for told_kind, day in told if told_kind == kind]
        if not on:
            return None
        days.add(on[-1] + dt.timedelta(days=count))
    return days.pop() if len(days) == 1 else None


def _note_tenures(d: Discourse, sent, mentions, days, post, date) -> None:
    """What the Emitter needs to name a role phrase's holder on the day of the sentence's events
    (tenure.py): the sentence's role phrases resolved on the article's day (by the person's key; not
    a person the sentence also names by name), and the time the sentence speaks of when it names
    no day ("in 1971"), or the scene a time heading an earlier sentence set ("In 1971, ...", "It
    was February 1971."), which holds until a sentence names a day."""
    named = {m.entity.key for m in mentions if sent.start <= m.tokens[0] < sent.end and m.tenure is None}
    d.tenures = {m.entity.key: m for m in mentions if sent.start <= m.tokens[0] < sent.end
                 and m.tenure is not None and m.entity.key not in named}
    text = blank_quotations(sent.text)
    d.year_named = bool(re.search(r"\b(?:18|19|20)\d\d\b", text))
    if post is not None:
        d.time_span = None
        return
    if any(m.exact for m in days):
        d.scene = d.time_span = None
        if date is not None:
            # (the phrase names that day's holder even in a sentence that tells no event: "he" next
            # takes up who held the office on the day told, not who holds it on the day of writing)
            # ("the prime minister of the day" is left to the events it takes part in: tenure.py)
            for mention in list(d.tenures.values()):
                if not mention.tenure.at_the_time:
                    holder_of_the_day(d, mention.entity, date)
        return
    span, fronted = time_named(text, d.written or date)
    if fronted:
        d.scene = span
    d.time_span = span or d.scene
    if d.time_span is not None:
        # (the phrase names that time's holder even in a sentence that tells no event)
        for mention in list(d.tenures.values()):
            holder_of_the_day(d, mention.entity, date)


def _release_statement(d: Discourse, doc, offset: int, mentions, quotation_before, lang: str) -> None:
    """A quotation signed as news releases sign them, on the line under it or after it on its own
    line ('"..." — The Rt. Hon. X, Prime Minister of Canada'): X's public statement, on the day
    the text runs at (the release's)."""
    text = doc.text
    tail = None
    if quotation_before is not None:
        start, tokens = quotation_before, list(doc)
    else:
        ranges = quotation_ranges(text)
        if not ranges or not _wholly_quoted(text[:ranges[-1][1] + 1]):
            return
        start = offset
        tail = ranges[-1][1] + 1
        tokens = [t for t in doc if t.idx >= tail]
    if not tokens:
        return
    agent = _release_attribution(tokens, mentions, lang)
    if agent is None:
        return
    Emitter(d, start, offset + len(text.rstrip()), d.day, None)("PressStatement", agent=agent, confidence=0.7)


def _expelled_by_the_chair_who_asked(events: list[Event]) -> None:
    """« X a été expulsé mercredi. Le président Y lui avait demandé de retirer ses paroles »: an
    expulsion told without who ordered it is the ruling of the Chair who, that day, asked the same
    member to withdraw (expelling a member is how the Chair sanctions a refusal to). Only when one
    chair occupant, named or by office, asked that member; none is guessed otherwise."""
    for expulsion in events:
        if expulsion.kind != "Expulsion" or expulsion.agent is not None or expulsion.capacity or expulsion.target is None:
            continue
        askers = [e for e in events if e.kind == "RequestToApologize" and e.capacity and e.agent is not None
                  and e.target is not None and _same_person(e.target, expulsion.target)
                  and (e.date is None or expulsion.date is None or e.date == expulsion.date)]
        if len({(a.agent.key, a.capacity) for a in askers}) == 1:
            expulsion.agent, expulsion.capacity, expulsion.role = askers[0].agent, askers[0].capacity, askers[0].role


def _outside_the_house(entity) -> bool:
    """A person the text names whom the reference KB lacks (minted for the article)."""
    return entity is not None and entity.kind == "person" and entity.local


# the kinds an outsider may do to a member that stay the member's event, agentless: a charge, a demand to apologize
ONE_SIDED = {"Accusation", "RequestToApologize"}


def _without_people_outside_the_house(events: list[Event]) -> list[Event]:
    """The events of the kinds are acts of the House and its members, and the reference KB has every
    member who ever sat: a named person it lacks is no member (a senator, a provincial member, a
    party leader without a seat, a staffer), so an event they are the agent of is not one of the
    House's (« le sénateur X a présenté ses excuses », a provincial member leaving a caucus), and
    as a target they are no argument (the gold's arguments are KB entities)."""
    kept = []
    for event in events:
        if _outside_the_house(event.agent):
            if event.kind not in ONE_SIDED or event.target is None or event.target.iri is None \
                    or _outside_the_house(event.target) or event.target.kind != "person":
                continue
            # "Senator A accused Y of ...", « le maire de X a exigé des excuses de Y »: a charge or a
            # demand made on a member by someone outside the House is still the member's event, with
            # the member as its target and no agent (corpus/README.md: an event with one side
            # outside the KB keeps its KB side); the outsider's act never goes to anyone else
            event.agent, event.capacity, event.role = None, None, None
        if _outside_the_house(event.target):
            if event.agent is None and event.capacity is None:
                continue  # ("Premier A accused Senator B of ..."): no side in the KB, no event
            event.target = None
        kept.append(event)
    return kept


def _died_before(entity, date: dt.date | None, kb) -> bool:
    """Had the KB person `entity` died before `date` (the reference KB's date of death)?"""
    if entity is None or entity.kind != "person" or entity.iri is None or date is None or kb is None:
        return False
    record = kb.person(entity.iri)
    died = getattr(record, "death_date", None) if record is not None else None
    return died is not None and died < date


def _without_acts_of_the_dead(events: list[Event], kb) -> list[Event]:
    """A person who died before the day an event is dated did not act that day: the sentence quotes
    or recalls them ("as X once said", a speech in the House reading a late member's words), and
    the day is the text's, not the act's. The event is dropped rather than dated wrongly (when it
    happened is not told)."""
    return [e for e in events if not _died_before(e.agent, e.date, kb)]


def _held_nothing(entity, date: dt.date, kb) -> bool:
    """Did the KB person `entity` neither sit in the House nor hold any office on `date` or the day
    before (the KB's memberships and office holdings)?"""
    days = (date, date - dt.timedelta(days=1))
    return not any(kb.is_member_at(entity.iri, day) or kb.offices_held(entity.iri, day) for day in days)


def _without_resignations_of_nothing_held(events: list[Event], kb) -> list[Event]:
    """A resignation is leaving a seat, a caucus, a cabinet post or an office: a KB person who held
    none of them on the day the event is dated did not resign that day. The sentence recalls an
    older departure ("until after X left office", « X, qui avait claqué la porte du parti à l'époque ») that the
    text does not date, and the day is the text's. Dropped rather than dated wrongly."""
    if kb is None or not hasattr(kb, "is_member_at"):
        return events
    return [e for e in events if not (e.kind == "Resignation" and e.date is not None and e.agent is not None
                                      and e.agent.kind == "person" and e.agent.iri is not None
                                      and not e.agent.local and _held_nothing(e.agent, e.date, kb))]


def _vague(entity) -> bool:
    """A person named by a role phrase the text resolves to nobody ("Tory MP", "a Bloc MP")."""
    return entity is not None and entity.kind == "person" and entity.iri is None and not entity.local \
        and entity.presumed is None and bool(entity.role)


def _without_events_of_no_one_known(events: list[Event]) -> list[Event]:
    """An event all of whose people are someone the text does not identify, a role phrase with an
    indefinite article resolved to nobody ("A Liberal MP apologized", « un député libéral s'est
    excusé », "a Liberal MP told reporters"), has no side the reference KB knows, and such an event
    is not one the graph records (corpus/README.md guidelines: an event with no KB side at all is
    not annotated). One with nobody at all told is left as it is, and so is one told of a definite
    description ("the former NDP House leader resigned"): someone the text identifies, whom the
    KB may know though the phrase was not resolved."""
    def unknown(event) -> bool:
        people = [p for p in (event.agent, event.target) if p is not None]
        return bool(people) and all(_vague(p) and p.indefinite for p in people)
    return [e for e in events if not unknown(e)]


def _same_person(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    ids = {str(x) for x in (a.iri, a.presumed) if x is not None} or {a.key}
    return bool(ids & ({str(x) for x in (b.iri, b.presumed) if x is not None} or {b.key}))


def _fits_role(vague, person, date, kb, leaving: bool = False) -> bool:
    """Can the role phrase be that person: a party it names is the person's that day; for a
    resignation (`leaving`) also the day before, since leaving a party changes it that very day
    ("Another Conservative MP has crossed the floor", then the member named, a Liberal from that day)."""
    if person is None or person.iri is None or person.kind != "person":
        return False
    if vague.party is None or kb is None or date is None:
        return True
    days = (date, date - dt.timedelta(days=1)) if leaving else (date,)
    return any(str(kb.party_at(person.iri, day) or "") == str(vague.party) for day in days)


# the kinds of event one person may do twice on one day, or twice on days the text leaves untold, on two
# occasions: an apology posted online, later repeated in the House; a speech abroad, then a
# statement posted online; a charge in the House and then at a news conference (corpus/README.md: two
# occasions, two events; a retelling names the same occasion or none)
KEYED_BY_OCCASION = {"Accusation", "Apology", "PressStatement"}


def _occasion_of(s: Sentence, token) -> str | None:
    """The kind of occasion `token` names, if any: "house" (the chamber), "published" (a statement, a
    post, a letter, a platform), "spoken" (the press met, an interview, a speech, a rally, a crowd)."""
    if names_the_house(token):
        return "house"
    if token.pos_ not in ("NOUN", "PROPN"):
        return None
    for kind in ("published", "spoken"):
        listed = words("PressStatement", f"occasion_{kind}", s.lang)
        if token.lemma_.lower() in listed or token.lower_ in listed:
            return kind
    return None


def _verb_framed(token):
    """The verb whose occasion `token` tells: the verb its preposition's phrase hangs on ("in a
    statement, X wrote", "stood in the House"), or whose object it is ("told reporters"); else None."""
    if token.dep_ == "pobj" and token.head.dep_ in ("prep", "dative") and token.head.head.pos_ in ("VERB", "AUX"):
        return token.head.head
    if token.dep_ in ("dobj", "dative", "obl", "obl:mod", "obl:arg", "iobj") and token.head.pos_ in ("VERB", "AUX"):
        return token.head
    held = token.head.head if token.dep_ == "pobj" and token.head.dep_ == "prep" else token.head if token.dep_ == "nmod" else None
    if held is not None and held.dep_ in ("dobj", "obj", "obl", "obl:mod") and held.head.pos_ in ("VERB", "AUX"):
        # (the parse may hang the place on the object, « a réitéré ses excuses à la Chambre », or on a
        # fronted frame before it, « Jeudi, à la Chambre, X reprochait … »)
        return held.head
    return None


_CLAUSES_OF_ANOTHER_ACT = {"relcl", "acl", "acl:relcl", "ccomp", "csubj"}


def occasions_by_person(s: Sentence) -> dict:
    """The occasions the sentence places its people's acts on, outside quotations: for each occasion
    word framing a verb of the main clause ("In a statement, X wrote", "X stood in the House to say",
    "Speaking to reporters, X said"; not a relative or reported clause's: "an MP who told a radio
    station ... has apologized"), the key of that verb's subject and the kind of occasion."""
    found: dict = {}
    outside = {u.i for t in s.sent if t.lower_ in words("PressStatement", "outside_prepositions", s.lang)
               for u in t.subtree}
    for t in s.sent:
        if s.quoted(t) or t.i in outside:
            continue
        kind = _occasion_of(s, t)
        verb = _verb_framed(t) if kind else None
        if verb is None or any(v.dep_ in _CLAUSES_OF_ANOTHER_ACT for v in [verb, *verb.ancestors]):
            continue
        subject = _person(_subject(s, verb)[0])
        if subject is not None and subject.key is not None:
            found.setdefault(subject.key, set()).add(kind)
    return found


def _note_occasion(s: Sentence, events: list[Event]) -> None:
    """Note the occasion the sentence places each person's acts on, when it names one kind of
    occasion for that person only (occasions_by_person): the same person's act of one kind told on
    another occasion is another event."""
    by_person = occasions_by_person(s)
    for event in events:
        named = by_person.get(event.agent.key) if event.kind in KEYED_BY_OCCASION and event.agent is not None else None
        if named and len(named) == 1:
            event.occasion = next(iter(named))


# the kinds of act one sentence may tell on two occasions with one verb ("apologized in a statement and
# then in the Commons"); a press statement is one of them only when neither occasion is the House
_TWICE_WITH_ONE_VERB = {"Accusation", "Apology"}


def two_occasions_of_one_act(s: Sentence, events: list[Event]) -> list[Event]:
    """"X apologized in writing and later in the Commons", "X accused Y of ... in the House and
    then in front of reporters", « X s'est excusé en Chambre, puis en mêlée de presse »: one verb, two
    occasions of different kinds, the second told after a word of sequence ("then", "again", « puis »)
    with no verb of its own between them: two acts (corpus/README.md: one act on two occasions is two
    events). Each of the person's events of that kind the sentence told is given the first occasion,
    and a copy the second; a press statement takes the occasion that is not the House (both, when
    neither is). Returns the copies made."""
    outside = {u.i for t in s.sent if t.lower_ in words("PressStatement", "outside_prepositions", s.lang)
               for u in t.subtree}
    told = [(t, kind) for t in s.sent if not s.quoted(t) and t.i not in outside
            for kind in [_occasion_of(s, t)] if kind is not None]
    sequence = words("PressStatement", "occasion_sequence", s.lang)
    made: list[Event] = []
    for (first, one), (second, other) in zip(told, told[1:]):
        if one == other:
            continue
        between = [w for w in s.sent.doc[first.i + 1:second.i] if w.i not in {u.i for u in first.subtree}]
        if not any(w.lower_ in sequence for w in between) or any(w.pos_ in ("VERB", "AUX") for w in between):
            continue
        act = _act_framed(first)
        if act is None or act.i > first.i or s.quoted(act) \
                or next((a.i for a in second.ancestors if a.pos_ in ("VERB", "AUX")), None) != act.i:
            continue  # (each a frame of the one act: not "apologized for remarks to reporters and then ...")
        marker = next(w for w in between if w.lower_ in sequence)
        if _names_a_day_in(s, act.i, marker.i) and _names_a_day_in(s, marker.i, s.sent.end):
            continue  # ("in the House on Tuesday and again at a news conference on Wednesday": the days tell them apart)
        person = _person(_subject(s, act)[0])
        if person is None or person.key is None:
            continue
        for event in [e for e in events if e.agent is not None and e.agent.key == person.key]:
            if event.kind in _TWICE_WITH_ONE_VERB or event.kind == "PressStatement" and "house" not in (one, other):
                event.occasion = one
                made.append(replace(event, occasion=other))
            elif event.kind == "PressStatement":
                event.occasion = other if one == "house" else one
        if made:
            break
    return made


def _act_framed(token):
    """The verb whose occasion `token` names: the one its phrase frames (_verb_framed), or the verb of
    accusing whose charge holds it ("accused Y of a cover-up in the House")."""
    verb = _verb_framed(token)
    if verb is not None:
        return verb
    if token.dep_ == "pobj" and token.head.dep_ == "prep" and token.head.head.dep_ == "pobj":
        of = token.head.head.head
        if of.lower_ == "of" and of.head.lemma_.lower() in ACCUSE:
            return of.head
    return None


def _names_a_day_in(s: Sentence, start: int, end: int) -> bool:
    """Does the sentence name a day between the tokens `start` and `end` (a weekday, a date)?"""
    return any(w.ent_type_ == "DATE" or w.lower_ in WEEKDAYS_EN or w.lower_ in WEEKDAYS_FR
               for w in s.sent.doc[start + 1:end])


def _without_vague_retellings(events: list[Event], kb) -> list[Event]:
    """Drop an event one of whose people is only a role phrase resolved to nobody when the article
    tells the same event with that person named: same kind, day and word, the other participant
    the same, and a named person who fits the role ("Speaker asks Tory MP to withdraw remark" as a
    headline, then "Speaker X asked Conservative Y to withdraw the word" in the lede)."""
    def retells(vague_one, named) -> bool:
        if named is vague_one or named.kind != vague_one.kind or named.word != vague_one.word:
            return False
        if vague_one.date is not None and named.date is not None and vague_one.date != named.date:
            return False
        vague_roles = 0
        for role in ("agent", "target"):
            mine, theirs = getattr(vague_one, role), getattr(named, role)
            if _vague(mine) and _fits_role(mine, theirs, named.date or vague_one.date, kb,
                                           leaving=role == "agent" and named.kind == "Resignation"):
                vague_roles += 1
            elif not _same_person(mine, theirs):
                return False
        return vague_roles > 0

    return [e for e in events if not any(retells(e, other) for other in events)]


def without_undated_retellings(events: list[Event]) -> list[Event]:
    """Drop an event told without a day when the article tells the same one with its day: same kind,
    agent and target, whatever the word ("X resigned on Monday" in the lede, "X's resignation had left
    ..." or "X, who quit cabinet, ..." later; two statements only by the same word). An event's identity is its kind, participants and day, so the undated
    retelling would be counted as a second event."""
    def retold(undated, dated) -> bool:
        # (statements only by the same word: a member speaks often, "told The Globe" earlier in the
        # month and "said in a statement" on the day are two; and an undated one the sentence places
        # in a month or year that does not hold the dated one's day is another: "X quit cabinet on
        # Friday ... In December 2003, X had left the party")
        return dated is not undated and dated.date is not None and dated.kind == undated.kind \
            and (dated.kind != "PressStatement" or dated.word == undated.word and not (
                undated.moved_on and (dated.sentence or 0) < (undated.sentence or 0))) \
            and (undated.period is None or undated.period[0] <= dated.date <= undated.period[1]) \
            and _same_person(dated.agent, undated.agent) and _same_person(dated.target, undated.target)

    # (so is one whose dated telling names the target only, when that is its one dated telling: « Le
    # 17 juin, X avait été expulsé ... le président lui avait enjoint de sortir de la salle » tells
    # one expulsion, the second time with who ordered it and no day; the dated one takes its agent)
    for undated in [e for e in events if e.date is None and e.agent is not None and e.target is not None]:
        bare = [e for e in events if e.date is not None and e.kind == undated.kind and e.word == undated.word
                and e.agent is None and not e.capacity and _same_person(e.target, undated.target)]
        if len(bare) == 1:
            bare[0].agent, bare[0].capacity, bare[0].role = undated.agent, undated.capacity, undated.role
    return [e for e in events if e.date is not None or not any(retold(e, other) for other in events)]



def _headline_span(docs_and_blocks) -> tuple[int, int] | None:
    """The article's headline as (start, end) in its text: a first paragraph of one sentence that
    does not end as prose does ("Speaker finds Conservative's privilege breached"); None if none."""
    if not docs_and_blocks:
        return None
    doc, offset, post = docs_and_blocks[0]
    text = doc.text.rstrip()
    if post is not None or not text or text[-1] in ".!?\"”»" or len(list(doc.sents)) > 1:
        return None
    return offset, offset + len(doc.text)


def _without_headline_retellings(events: list[Event], headline) -> list[Event]:
    """Drop an event of the headline that the body tells again more fully: same kind and day, the same
    agent, and the body's event names a target where the headline's has none (a headline "Speaker
    finds Conservative's privilege breached", then "Speaker X ruled that Y's question of privilege
    ..."). A headline sums up the story; its short form is the same event, not a second one."""
    if headline is None:
        return events

    def retold(short, full) -> bool:
        return full is not short and full.kind == short.kind and not (headline[0] <= full.start < headline[1]) \
            and short.target is None and full.target is not None and short.agent is not None \
            and full.agent is not None and _same_person(short.agent, full.agent) \
            and (short.date is None or full.date is None or short.date == full.date)

    def dated_in_the_body(short, full) -> bool:
        # "Tootoo leaves cabinet" over "On Tuesday he resigned as fisheries minister": the headline's
        # present is the news's, not a day of its own; the body's day is the event's. The same kind,
        # agent and target (or none in the headline), another day told in the body
        return full is not short and full.kind == short.kind and not (headline[0] <= full.start < headline[1]) \
            and short.agent is not None and full.agent is not None and _same_person(short.agent, full.agent) \
            and (short.target is None or (full.target is not None and _same_person(short.target, full.target))) \
            and short.date is not None and full.date is not None and short.date != full.date

    return [e for e in events if not (headline[0] <= e.start < headline[1]
                                      and any(retold(e, f) or dated_in_the_body(e, f) for f in events))]


def _by_office_only(entity) -> bool:
    """A person named only by an office, whose holder that day is presumed ("the Speaker")."""
    return entity is not None and entity.iri is None and entity.presumed is not None


def _without_office_retellings(events: list[Event]) -> list[Event]:
    """Drop an event told of an office ("the Speaker found ...") when the article tells the same one of
    the office's holder by name ("Speaker X finds ..." in the headline): same kind and word, the same
    target (or none), the same day or one undated, and the agent named being the one presumed to hold
    the office. Told with the name and with the office, it is one event, not two (an event's identity
    is its kind, participants and day; two of them unnamed by target are not told apart)."""
    def retells(by_office, named) -> bool:
        return named is not by_office and named.kind == by_office.kind and named.word == by_office.word \
            and named.agent is not None and named.agent.iri is not None \
            and str(named.agent.iri) == str(by_office.agent.presumed) and _same_person(named.target, by_office.target) \
            and (named.date is None or by_office.date is None or named.date == by_office.date)

    return [e for e in events if not (_by_office_only(e.agent) and any(retells(e, other) for other in events))]


# the member nouns a phrase naming a person may be headed or titled by (« le député de X », « la
# ministre Y »), by their masculine form
_MEMBER_NOUNS = {"député": "député", "députée": "député", "élu": "élu", "élue": "élu", "ministre": "ministre"}


def _note_member_nouns(s, sent, d) -> None:
    """French: remember whom the sentence named with a member noun heading the phrase (« le député
    conservateur de X » resolved to a person) or in apposition to the name (« la ministre de Y, Z »),
    not a bare « le député » (that takes up someone; it says nothing new of them)."""
    if s.lang != "fr":
        return
    for token in sent:
        noun = _MEMBER_NOUNS.get(token.lower_)
        if noun is None or token.pos_ not in ("NOUN", "PROPN") or "Plur" in token.morph.get("Number"):
            continue
        mention = s.by_token.get(token.i)
        named = [m.entity for m in [mention] + [s.by_token.get(c.i) for c in token.children
                                                if c.dep_ in ("appos", "flat:name") and c.i > token.i] if m is not None]
        for entity in named:
            if entity.kind == "person" and entity.iri is not None:
                d.described_as.setdefault(noun, set()).add(entity.key)

