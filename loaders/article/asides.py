"""Asides: the events a non-restrictive relative clause on a named person tells, read as its own sentence.

News set an act of a person off in a relative clause between commas: "X, who refused to withdraw
the remark, spoke to reporters", « « ... », a lancé X, qui a refusé de se rétracter ». The patterns
read such a clause through its "who" / « qui », resolved to the person before it, when the parse hangs
the clause on that person; the small parsers often hang it elsewhere in a long sentence (on the verb
that attributes a quotation, as the complement of a verb of saying), and the act is lost. This module
reads the clause again as the short sentence it stands for, the person's name for its relative
pronoun ("X refused to withdraw the remark"), parses it on its own and runs the same patterns over
it (`events.sentence_events`), as quotes.py does for a quotation. The events keep the whole
sentence's evidence span and post, and the day the sentence's own reading gives the clause's verb;
an event the sentence itself told already is not told twice.

What is never read this way (a wrong fact is worse than a missing one): a clause whose relative
pronoun is not the subject of its verb ("X, who Y accused ...", « X, à qui Y a demandé ... »), a
clause on a name that is the complement of a noun ("the lawyer of X, who ..."), where "who" may be
that noun, a restrictive clause (no comma before it: "a member who refuses ..."), a clause inside a
quotation, and a sentence that asks a question. The clause keeps all its own words, its negation,
its modal and its conditions with it (only what is outside it is left out), up to the comma after
which the main clause resumes with its verb, or a dash, a parenthesis, a semicolon or the end.
"""

from __future__ import annotations

from .grammar import Sentence, _person, _quoted
from .groups import PLURAL_PERSON_NOUNS, number
from .mentions import Mention

RELATIVE_SUBJECTS = {"en": {"who"}, "fr": {"qui"}}
# French clitics and negation that may stand between « qui » and its verb (« qui l'a accusé », « qui
# n'a pas démissionné », « qui s'est excusé »)
_FRENCH_BEFORE_VERB = {"ne", "n'", "n’", "se", "s'", "s’", "l'", "l’", "le", "la", "les", "lui", "leur", "y", "en",
                       "m'", "m’", "me", "nous", "vous"}
# what closes an aside whatever follows it
_HARD_ENDS = {";", "—", "–", "(", ")", ":"}
# a preposition between a noun and the name: the clause may be the noun's ("the aide to X, who ...")
_OF = {"of", "for", "to", "with", "de", "du", "des", "d'", "d’", "pour", "à", "au", "aux", "auprès", "avec", "chez"}
MIN_WORDS = 2


def aside_events(s: Sentence, nlp, date, post, told: list, date_of=None) -> list:
    """The events of the sentence's relative clauses on named people, read on their own, less those
    in `told` (what the sentence's own reading found)."""
    from .events import sentence_events  # (events imports this module)

    if nlp is None or s.lang not in RELATIVE_SUBJECTS or s.in_quotation or s.sent.text.rstrip().endswith("?"):
        return []
    found = []
    for mention in s.mentions:
        clause = _relative_clause(s, mention)
        if clause is not None:
            first = _coordinated_antecedent(s, mention, clause) or mention
        else:
            first, clause = _group_relative_clause(s, mention)
        if clause is None:
            continue
        found += _read_alone(s, first, mention, clause, nlp, date, post, list(told) + found, date_of, sentence_events)
    return found


def _group_relative_clause(s: Sentence, mention: Mention):
    """"X and Y, the two MPs who left the caucus, ...", « X et Y, les deux députés qui ont quitté ... »:
    the people named together, then a counted plural in apposition whose relative clause tells their
    act. (first mention of the group, clause tokens) when the count is the number of people joined by
    "and" / « et » or commas right before it, nothing else between their names; else (None, None)."""
    doc, sent = s.sent.doc, s.sent
    last = mention.tokens[1]
    if mention.entity.kind != "person" or _person(mention.entity) is None or last + 4 >= sent.end \
            or doc[last].text != "," or s.quoted(doc[last]) or doc[last + 1].lower_ not in ("the", "les", "ces"):
        return None, None
    i, count = last + 2, None
    while i < min(last + 6, sent.end) and doc[i].lower_ not in RELATIVE_SUBJECTS[s.lang]:
        count = count or number(doc[i])
        i += 1
    if count is None or i >= sent.end - 1 or not (doc[i - 1].lower_ in PLURAL_PERSON_NOUNS or "Plur" in doc[i - 1].morph.get("Number")):
        return None, None
    # the people joined right before the apposition, the last one being `mention`
    people = [mention]
    while len(people) < count:
        j = people[0].tokens[0] - 1
        if j >= sent.start and doc[j].lower_ in ("and", "et"):
            j -= 1
        if j >= sent.start and doc[j].text == ",":
            j -= 1
        before = next((m for m in s.mentions if m.tokens[1] == j + 1 and m.entity.kind == "person"), None)
        if before is None or before.entity.key in [p.entity.key for p in people]:
            return None, None
        people.insert(0, before)
    j = people[0].tokens[0] - 1
    if j >= sent.start and (doc[j].lower_ in ("and", "et") or doc[j].text == "," and j - 1 >= sent.start
                            and any(m.tokens[1] == j for m in s.mentions if m.entity.kind == "person")):
        return None, None  # more people joined than the count says
    start, end = i + 1, i + 1
    while end < sent.end and doc[end].text not in _HARD_ENDS and doc[end].text not in (".", "!", "?") and not (
            doc[end].text == "," and end + 1 < sent.end and _main_clause_resumes(s, doc, end + 1)):
        end += 1
    opener = doc[start]
    if not (opener.pos_ in ("VERB", "AUX", "ADV", "PART") or s.lang == "fr" and opener.lower_ in _FRENCH_BEFORE_VERB) \
            or end - start < MIN_WORDS or any(s.quoted(t) for t in doc[start:end]):
        return None, None
    return people[0], (start, end)


def _coordinated_antecedent(s: Sentence, mention: Mention, clause):
    """French: the first of two people joined by « et » before the clause when its verb agrees in the
    plural (« X et Y, qui ont démissionné »: both left, not Y alone); else None. (English verbs do not
    tell, and "X and Y, who resigned" may be Y's clause alone.)"""
    doc = s.sent.doc
    if s.lang != "fr":
        return None
    verb = next((t for t in doc[clause[0]:clause[1]] if t.pos_ in ("AUX", "VERB")), None)
    if verb is None or "Plur" not in verb.morph.get("Number"):
        return None
    first = mention.tokens[0]
    if first < 2 or doc[first - 1].lower_ != "et":
        return None
    return next((m for m in s.mentions if m.tokens[1] == first - 1 and m.entity.kind == "person"
                 and _person(m.entity) is not None and m.entity.key != mention.entity.key), None)


def _relative_clause(s: Sentence, mention: Mention):
    """The tokens (first, end) of the non-restrictive relative clause whose subject is the person of
    `mention` ("X, who ...", « X, qui ... »), its pronoun left out; None if there is none."""
    doc, sent = s.sent.doc, s.sent
    first, last = mention.tokens
    if mention.entity.kind != "person" or _person(mention.entity) is None or not (sent.start <= first < sent.end):
        return None
    if last + 2 >= sent.end or doc[last].text != "," or doc[last + 1].lower_ not in RELATIVE_SUBJECTS[s.lang]:
        return None
    if s.quoted(doc[first]) or s.quoted(doc[last + 1]):
        return None
    if first >= 2 and doc[first - 1].lower_ in _OF and doc[first - 2].pos_ in ("NOUN", "PROPN"):
        return None  # "the aide to X, who ...", « l'avocat de X, qui ... »: whose clause is not sure
    start = last + 2
    opener = doc[start]
    if s.lang == "en" and opener.pos_ not in ("VERB", "AUX", "ADV", "PART"):
        return None  # "X, who Y accused ...": "who" the object, another the subject
    if s.lang == "fr" and not (opener.pos_ in ("VERB", "AUX", "ADV") or opener.lower_ in _FRENCH_BEFORE_VERB):
        return None
    end = start
    while end < sent.end:
        tok = doc[end]
        if tok.text in _HARD_ENDS or tok.text in (".", "!", "?"):
            break
        if tok.text == "," and end + 1 < sent.end and _main_clause_resumes(s, doc, end + 1):
            break
        end += 1
    if end - start < MIN_WORDS or not any(t.pos_ in ("VERB", "AUX") for t in doc[start:end]):
        return None
    if any(s.quoted(t) != s.quoted(doc[start]) for t in doc[start:end] if t.text not in ("«", "»", '"', "“", "”")) \
            and s.quoted(doc[start]):
        return None
    return start, end


def _main_clause_resumes(s: Sentence, doc, i: int) -> bool:
    """Does the main clause's verb come right after the comma at i - 1 ("X, who ..., said", « X,
    qui ..., a dit », « X, qui ..., n'a pas ... »)?"""
    tok = doc[i]
    if tok.pos_ in ("VERB", "AUX"):
        return True
    if s.lang == "fr" and tok.lower_ in _FRENCH_BEFORE_VERB and i + 1 < len(doc):
        return doc[i + 1].pos_ in ("VERB", "AUX") or doc[i + 1].lower_ in _FRENCH_BEFORE_VERB
    return tok.pos_ == "ADV" and i + 1 < len(doc) and doc[i + 1].pos_ in ("VERB", "AUX")


def _read_alone(s: Sentence, first: Mention, mention: Mention, clause, nlp, date, post, told, date_of,
                sentence_events) -> list:
    """The events of the short sentence: the antecedent's words (from `first` to `mention`: « X et Y »),
    then the clause's."""
    doc = s.sent.doc
    start, end = clause
    name_begin = first.start - s.offset
    name = doc.text[name_begin:mention.end - s.offset]
    begin, stop = doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)
    text = f"{name} {doc.text[begin:stop]}."
    shift = len(name) + 1  # where the clause's words start in the short sentence
    parsed = nlp(text)
    # the short sentence's characters after the name are the clause's, at `begin` in the paragraph
    offset = s.offset + begin - shift
    mentions = []
    for m in s.mentions:  # the antecedent's people, at their places in the name part
        if first.start <= m.start and m.end <= mention.end:
            local = m.start - s.offset - name_begin
            span = parsed.char_span(local, local + (m.end - m.start), alignment_mode="expand")
            if span is None:
                return []
            mentions.append(Mention(m.start, m.end, m.text, m.entity, m.confidence, (span.start, span.end), m.how, m.tenure, m.named))
    for m in s.mentions:
        local = m.start - s.offset - begin + shift
        if m.start - s.offset < begin or m.end - s.offset > stop:
            continue
        inner = parsed.char_span(local, local + (m.end - m.start), alignment_mode="expand")
        if inner is not None:
            mentions.append(Mention(m.start, m.end, m.text, m.entity, m.confidence, (inner.start, inner.end), m.how, m.tenure, m.named))
    sents = list(parsed.sents)
    if len(sents) != 1:
        return []  # the short sentence is no one sentence: not the reading it stands for
    alone = Sentence(sents[0], mentions, offset, _quoted(parsed), s.discourse, s.lang, s.kb, author=s.author)
    alone.span = s.span  # the evidence is the whole sentence as written
    verb = next((t for t in doc[start:end] if t.pos_ == "VERB"), None) or next(
        t for t in doc[start:end] if t.pos_ == "AUX")
    day = date_of(verb, date) if date_of is not None else date
    found = []
    for event in sentence_events(alone, day, post, None):
        if any(t.kind == event.kind and _same(t.agent, event.agent) and _same(t.target, event.target) for t in told):
            # the sentence's own reading told it already (by identity: an equal event may be the told one)
            s.discourse.events[:] = [e for e in s.discourse.events if e is not event]
            continue
        found.append(event)
    return found


def _same(a, b) -> bool:
    return (a.key if a is not None else None) == (b.key if b is not None else None)
