"""Article loader: news articles -> one named graph of linked, sourced claims per document.

A pipeline of pure stages (read -> split -> mentions -> events -> dates -> emit), each in its own
module; this module only does the I/O around them and batches paragraphs through spaCy.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from itertools import islice
from pathlib import Path
from typing import Iterable, Iterator

from canpol.errors import CanpolError, InputError

from ..writer import Failed, GraphWriter
from .dates import (blank_quotations, moves_on, counted_years_back, dateline_date, find_dates, find_dates_in_speech, without_dateline,
                    opens_on_the_present,
                    without_state_starts)
from .emit import Extraction, build_graph, known_author
from .events import blank_spans, day_told_in_a_flashback, extract, future_weekday_spans
from .kb import default_kb
from .kinds.statement import posts_by_members
from .mentions import ArticleContext, _person_entity, find_mentions
from .motions import aside_date_spans, thing_date_spans
from .nlp import detect_language, pipeline, reattach_dashed_names
from .read import MAX_BYTES, Document, read_document, read_jsonl
from .split import infer_date, split

ARTICLE_EXTENSIONS = {".txt", ".md", ".html", ".htm", ".json", ".jsonl"}
BATCH_DOCUMENTS = 16  # documents whose paragraphs go through spaCy together


def _lead_date(text: str, blocks, ref: dt.date | None, docs=()) -> dt.date | None:
    """The date the article's own prose first speaks of ("on Wednesday"): its events' default date.
    `docs`: the blocks' parses, for the weekdays of clauses told in the future, which date nothing."""
    return _lead_date_and_paragraph(text, blocks, ref, docs)[0]


def _lead_date_and_paragraph(text: str, blocks, ref: dt.date | None, docs=()) -> tuple[dt.date | None, int | None]:
    """`_lead_date` and the start of the paragraph whose first sentence gives it."""
    lead, paragraph, _ = _lead_date_paragraph_and_flashback(text, blocks, ref, docs)
    return lead, paragraph


def _lead_date_paragraph_and_flashback(text: str, blocks, ref: dt.date | None, docs=()):
    """`_lead_date_and_paragraph`, and whether a paragraph's first sentence named a day in a flashback
    (that day is not the lead's)."""
    flashback = False
    for n, block in enumerate(blocks):
        if block.post is None and block.kind == "prose":  # a caption's day is the picture's
            paragraph = text[block.start:block.end]
            if n < len(docs):
                # (nor a day that dates a thing a complement names: "apologized for a video aired on Saturday",
                # nor an aside's: "X, who was elected leader on Sunday, said ...", « X, élu dimanche, a dit »)
                paragraph = blank_spans(paragraph, future_weekday_spans(docs[n]) + thing_date_spans(docs[n])
                                        + aside_date_spans(docs[n]))
            first = _FIRST_SENTENCE.match(paragraph)
            opening = first.group() if first else paragraph
            opening = blank_quotations(opening)  # (a quotation's days are the quoted speech's)
            # (not an anniversary's day, "A year ago today, X resigned": the story looks back from its own day)
            found = [d for d in without_dateline(opening, find_dates(opening, ref)) if d.exact and not _after(d.date, ref)
                     and not counted_years_back(opening[d.start:d.end])
                     and not (n < len(docs) and _now_of_a_state(docs[n], d))]
            if found and n < len(docs) and day_told_in_a_flashback(docs[n], found[0].start):
                # (nor a flashback's day, « Le député avait tenu ces propos le 18 avril »: the story is after
                # it, at a time that paragraph does not give)
                flashback = True
                continue
            if found:
                return found[0].date, block.start, flashback
    return (*_feature_lead_date(text, blocks, ref, docs), flashback)


def _now_of_a_state(doc, mention) -> bool:
    """Is `mention` a "now" that tells a state at the time of writing ("the bill is now in the hands of
    the Senate"), not an act done by then ("has now apologized")? It dates no act, so it is not the day
    the story's prose is at: a wire story the morning after says "now" of the day it is written."""
    token = next((t for t in doc if t.idx == mention.start), None)
    if token is None or token.lower_ != "now" or token.dep_ != "advmod":
        return False
    verb = token.head
    return verb.lemma_ in ("be", "remain", "sit", "rest", "lie", "stand") and verb.tag_ in ("VBZ", "VBP") \
        or verb.tag_ in ("VBZ", "VBP") and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)


# a day told from the day of writing: a weekday (« vendredi dernier »), « hier », « avant-hier »
_NEWS_DAY_FR = re.compile(r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|hier|avant-hier)\b", re.I)


def _feature_lead_date(text: str, blocks, ref: dt.date | None, docs=()) -> tuple[dt.date | None, int | None]:
    """French: a column's or feature's lede sets a scene first and names the day after (« La session
    vient à peine de commencer. Or, mardi dernier, il s'est produit un moment ... »): when no paragraph's
    first sentence names a day, the first day the opening prose paragraphs name as told from the day of
    writing (a weekday, « hier »), outside quotations. Not a date written out in full, which in a lede's
    later sentences is as often a background's (« elle avait été nommée le 3 mars 2019 »)."""
    prose = [(n, block) for n, block in enumerate(blocks) if block.post is None and block.kind == "prose"][:2]
    for n, block in prose:
        if n >= len(docs) or docs[n].lang_ != "fr":
            return None, None
        paragraph = blank_spans(text[block.start:block.end], future_weekday_spans(docs[n]) + thing_date_spans(docs[n])
                                + aside_date_spans(docs[n]))
        paragraph = blank_quotations(paragraph)
        found = [d for d in without_dateline(paragraph, find_dates(paragraph, ref))
                 if d.exact and not _after(d.date, ref) and _NEWS_DAY_FR.search(paragraph[d.start:d.end])]
        if found:
            return found[0].date, block.start
    return None, None


def _after(day: dt.date, ref: dt.date | None) -> bool:
    """Is `day` after the article's (or post's) date? A report tells what happened by the time it
    was written: such a day is one still to come (a scheduled vote) or page junk (the day a page
    was saved), never the day of an event it reports."""
    return ref is not None and day > ref


# a paragraph's first sentence: up to the first full stop followed by a capital (not "Mr. X", "Sept. 26")
# (the look-behinds end with the stop itself: they are read where the match stands, after it)
_FIRST_SENTENCE = re.compile(r".*?[.!?](?<!\b[A-Z][a-z]\.)(?<!\b[A-Z][a-z][a-z]\.)(?<!\b[A-Z][a-z][a-z][a-z]\.)(?=\s+[«\"“A-ZÉÈÀ])", re.S)


def extract_batch(documents: list[Document], kb) -> list[Extraction]:
    """Run stages 2-5 over a batch of documents, their paragraphs parsed with one nlp.pipe per language."""
    prepared = []
    for doc in documents:
        blocks, posts = split(doc.text)
        inferred = infer_date(posts) if doc.date is None else None
        if inferred:
            # a new Document: the caller's stays as it was read (the stages take inputs, return values)
            doc = replace(doc, date=inferred, date_inferred="latest embedded post")
        lang = (doc.language or detect_language(doc.text))[:2].lower()
        lang = lang if lang in ("en", "fr") else "en"
        if not doc.language:
            doc = replace(doc, language=lang)
        prepared.append((doc, blocks, posts, lang))
    parsed: dict[int, list] = {}
    for lang in ("en", "fr"):
        items = [(i, b) for i, (doc, blocks, _, l) in enumerate(prepared) if l == lang for b in blocks]
        if not items:
            continue
        nlp = pipeline(lang)
        texts = (prepared[i][0].text[b.start:b.end] for i, b in items)
        for (i, _), parsed_doc in zip(items, nlp.pipe(texts, batch_size=64)):
            parsed.setdefault(i, []).append(parsed_doc)
    results = []
    for i, (doc, blocks, posts, lang) in enumerate(prepared):
        results.append(_extract_one(doc, blocks, posts, lang, parsed.get(i, []), kb))
    return results


_SINCE = re.compile(r"\b(?:depuis|since)\s+(?:(?:le|la|les|l['’]|the)\s*)?$", re.I)


def _since_a_time(sentence: str, start: int) -> bool:
    """Is the date mention at `start` the start of a state (« depuis l'an dernier », "since 2015")?"""
    return _SINCE.search(sentence[max(0, start - 16):start]) is not None \
        or re.match(r"(?:depuis|since)\b", sentence[start:], re.I) is not None  # (a mention that holds its « depuis »)


def _written_on(doc: Document, blocks) -> dt.date | None:
    """The day the article was written: its wire dateline's date when the first paragraph has one on or
    before the publication date ("OTTAWA, Dec. 16, 2024 (CP) -" in a story published on the 17th),
    else the publication date. Its "Monday" and "yesterday" count from it, and an event its lede tells
    without a day happened by then, not on the (later) day it was published."""
    first = next((b for b in blocks if b.post is None and b.kind == "prose"), None)
    if first is None or doc.date is None:
        return doc.date
    written = dateline_date(doc.text[first.start:first.end], doc.date)
    return written if written is not None and written <= doc.date else doc.date


# the past perfect: "had promised", "had been", « avait promis », « avaient été »
_PAST_PERFECT = re.compile(
    r"\bhad\s+(?:(?:not|already|never|also|just)\s+)?(?!(?:a|an|the|to|no|his|her|their|its|some|any|more|little|few"
    r"|enough|nothing|one|two|three|four|five|six|\d+)\b)[a-z]+\b"
    r"|\b(?:avait|avaient)\s+(?:(?:pas|déjà|jamais|aussi|alors)\s+)?[^\W\d_]+(?:é|ée|és|ées|i|is|it|u|us|û|ert|ort)\b", re.I)


def _flashback(sentence: str) -> bool:
    """Does `sentence` tell its time in the past perfect (a flashback, before the time the text is at)?"""
    return _PAST_PERFECT.search(blank_quotations(sentence)) is not None


def _fronted(sentence: str, start: int) -> bool:
    """Does the time mention at `start` head `sentence`, at most four words before it ("On the evening
    of", "It was", « Le soir du »)? A time at the head of a sentence sets the time of what follows."""
    return len(re.findall(r"[^\W\d_]+", sentence[:start])) <= 4


# what a year after « in » / « en » is told of when it is not the time of the sentence's main clause: a thing
# a participle names ("a budget tabled in 2019", « l'offensive menée en 2006 »), a relative clause ("the
# House, which first sat in 1867"), an inserted phrase ("X, first elected in 2015, ...")
_YEAR_OF_A_THING = re.compile(
    r"\b(?:a|an|the|its|his|her|their|un|une|le|la|les|l['’]|des|du|ce|cet|cette|ces|son|sa|ses|leur|leurs)\s*"
    r"[^\W\d_]+\s+[^\W\d_]+(?:ed|en|é|ée|és|ées|ie|ies|is|ise|ises|it|ite|its|ites|u|ue|us|ues)\s+(?:in|en)\s+$", re.I)
_TOLD_IN = re.compile(r"\b(?:in|en|during|durant)\s+(?:(?:early|late|mid|début|fin)\s+)?$", re.I)
# a year a state began in ("X was first elected in 2004", "appointed in 2019", « élu en 2015 »): a
# member's background, like "since 2015", not the time the prose moves to
_STATE_BEGUN_IN = re.compile(r"\b(?:first|elected|re-elected|born|appointed|named|sworn\s+in|élue?s?|réélue?s?|née?s?"
                             r"|nommée?s?|assermentée?s?)\s+(?:[^\W\d_]+\s+){0,3}(?:in|en)\s+$", re.I)
_RELATIVE = re.compile(r"\b(?:who|which|whose|qui|lequel|laquelle|dont|où)\b", re.I)


def _in_a_flashback(sentence: str, start: int) -> bool:
    """Is the time mention at `start` told after a verb in the past perfect ("The bill had passed in
    2019")? A background's time, before the one the prose is at: it does not move the prose there."""
    prose = blank_quotations(sentence)
    return any(m.start() < start for m in _PAST_PERFECT.finditer(prose))


def _with_its_in(sentence: str, start: int, end: int) -> str:
    """The text of `sentence` before the time mention at `start`, with the « in » / « en » the mention
    holds ("in 2019")."""
    told_in = re.match(r"(?:in|en|during|durant)\s+", sentence[start:end], re.I)
    return sentence[:start] + (told_in.group(0) if told_in else "")


def _narrative_year(sentence: str, start: int, end: int) -> bool:
    """Is the year (or month and year) at `start` told later in `sentence` as the time of its main clause
    ("X was the Leader of the Opposition in 2019.", « X a dirigé l'opposition en mars 2019. »)? The prose
    is then in that year: a month-day it tells next without a year is of it. Not a year that modifies a
    noun ("the 2019 election", « une loi de 2019 »: no « in » / « en » before it), nor one of a thing
    (_YEAR_OF_A_THING), nor the start of a member's state (_STATE_BEGUN_IN), nor one told in a flashback
    (past perfect) or between commas."""
    before = _with_its_in(sentence, start, end)
    if not _TOLD_IN.search(before) or _in_a_flashback(sentence, start):
        return False
    if _YEAR_OF_A_THING.search(before) or _RELATIVE.search(before) or _STATE_BEGUN_IN.search(before):
        return False
    # (an inserted phrase: "X, first elected in 2015, took ...")
    return not ("," in before and sentence[end:].lstrip().startswith(","))


def _follow_the_frame(focus: dict, sentence: str, mentions, ref: dt.date | None) -> None:
    """Move the time frame `focus` to where `sentence` takes the prose: the year it tells at its head
    ("In 1963, ...", "On the evening of Feb. 19, 1968, ...", "It was February 1971.", « En mai 1986, »),
    if before the day of writing's; back to the day of writing when it counts a day from it ("on
    Tuesday", « hier »). A year told further on modifies its own phrase only ("X, first elected in 2015,
    ...", « plus large que lors du vote de 2005 »), and "since 2015" is a state's start: neither moves it."""
    years = [d for d in mentions if d.anchor == "year" and not _since_a_time(sentence, d.start)
             and (_fronted(sentence, d.start) and not _in_a_flashback(sentence, d.start)
                  and not _STATE_BEGUN_IN.search(_with_its_in(sentence, d.start, d.end))
                  or _narrative_year(sentence, d.start, d.end))]
    if years:
        year = years[-1].date.year
        focus["year"] = year if ref is not None and year < ref.year else None
    elif any(d.anchor == "now" and d.exact for d in mentions) or opens_on_the_present(sentence):
        focus["year"] = None


def _extract_one(doc: Document, blocks, posts, lang, docs, kb) -> Extraction:
    nlp = pipeline(lang)
    written = _written_on(doc, blocks)
    lead, lead_paragraph, flashback = _lead_date_paragraph_and_flashback(doc.text, blocks, written, docs)
    event_date = lead or written
    # the day a sentence that names none takes when its paragraph has none either: the lead's, else the
    # day of writing; none when the prose names days only in flashbacks (« X avait tenu ces propos le 18
    # avril. ... Le ministre s'est excusé ... »): it is after them, on a day it does not tell
    story_day = None if lead is None and flashback else event_date
    ctx = ArticleContext(kb, event_date)
    mentions, mention_posts, per_block = [], [], []
    for block, parsed in zip(blocks, docs):
        ref = posts[block.post].date if block.post is not None else event_date
        found = find_mentions(parsed, block.start, ctx, ref, nlp)
        # (a riding's name with a dash is one unit: the English parser takes the dash for a break; the
        # French tokenizer keeps most such names whole, and its parse of them is left as it is)
        if lang == "en":
            reattach_dashed_names(parsed, [m.tokens for m in found if m.entity.kind == "riding"])
        if block.kind == "byline":  # a reporter, not a member who shares the name
            found = [m for m in found if m.entity.kind != "person"]
        per_block.append(found)
        mentions.extend(found)
        mention_posts.extend([block.post] * len(found))

    last = [event_date]  # the date the prose spoke of last, for "the same day"
    told = [None]  # the day the prose last named itself, for "the next day" (never an assumed one)
    # the paragraph (its number) where the prose named that day: "the next day", « la veille » count from
    # it in that paragraph and the next one only, the same story thread; further on, a paragraph or
    # more between, the day they count from is not told (an anchor must not leak across another story;
    # "the same day", « le même jour » still take it up: dates.find_dates)
    told_in = [None]
    paragraphs = [0]  # paragraphs read so far
    # the running days before the sentence's first reading: its second (its date mentions) counts its
    # relative days from the same ones, not from the day its first reading moved the prose to
    # (« Le lendemain, ... » would else be counted twice)
    before: dict = {"last": None, "told": None, "near": True}
    # the day the current paragraph has moved to: a narrative keeps its time until it names another
    # (a statement "on Monday", then "in that statement she also ..." without a day of its own)
    paragraph: dict = {"block": None, "date": None}
    # the time frame: the year the prose is in when it has moved to another than the day of writing's
    # ("Start with February 1963. ... On Feb. 5 the House ..."), set by a year it tells, given back by
    # a day counted from the day of writing ("on Tuesday", « hier ») or a new paragraph
    focus: dict = {"year": None}

    def dates_for(sentence: str, post: int | None, block=None, mentions: bool = False):
        """The day `sentence` speaks of (the running date when it names none); with `mentions`,
        its date mentions themselves, resolved the same way, and nothing remembered.

        A sentence that names no day of its own takes the paragraph's, when a sentence before it in
        the paragraph named one; else the article's lead day; else the day of writing, except when the
        prose names days only in flashbacks (story_day)."""
        ref = posts[post].date if post is not None and posts[post].date else written
        # (a dateline's date is the day of writing, not of the sentence's events: dates.without_dateline)
        if mentions:
            named = without_dateline(sentence, find_dates_in_speech(sentence, ref, before["last"], before["told"],
                                                                    focus["year"], told_near=before["near"]))
            if lang == "fr" and post is None:
                # « ... les propos tenus par X le 29 mars. Ce jour-là, X avait ... »: a day the prose names
                # is the one « ce jour-là », « le lendemain » take up next, though it dated a thing and not
                # the sentence's own act (blanked from the sentence's day: motions.thing_date_spans)
                prose = blank_quotations(sentence)
                days = [d for d in named if d.exact and not _after(d.date, ref) and prose[d.start:d.end].strip()]
                if days:
                    last[0] = told[0] = days[-1].date
                    told_in[0] = paragraphs[0]
            return without_state_starts(sentence, named) if lang == "en" else named
        if block != paragraph["block"]:
            paragraph.update(block=block, date=None, vague=False)
            focus["year"] = None
            paragraphs[0] += 1
        before.update(last=last[0], told=told[0], near=told_in[0] is not None and paragraphs[0] - told_in[0] <= 1)
        every = without_dateline(sentence, find_dates_in_speech(sentence, ref, before["last"], before["told"], focus["year"],
                                                                told_near=before["near"]))
        if lang == "en":
            every = without_state_starts(sentence, every)
        if post is None:
            _follow_the_frame(focus, sentence, every, ref)
        found = [d for d in every if d.exact and not _after(d.date, ref)]
        if found:
            paragraph["vague"] = False
            if post is None:
                focus["past"] = False
                # (a day of a year before the story's, told as the prose's own time, not a flashback's)
                focus["past_day"] = found[-1].date.year < (event_date or ref or found[-1].date).year \
                    and not _flashback(sentence)
                last[0] = told[0] = found[-1].date
                told_in[0] = paragraphs[0]
                paragraph["date"] = found[-1].date if block is not None else None
            return found[0].date
        if every:
            paragraph["date"] = None
            if post is None and focus["year"] is not None \
                    and any(d.anchor == "year" and _fronted(sentence, d.start) for d in every):
                # a past time without its day ("It was February 1971.", « En 1986, ... »): what the prose
                # tells next, until it names a day, happened then, on no day it gives; not on the day of
                # writing
                focus["past"] = True
                paragraph["vague"] = block is not None
                return None
            # (the paragraph's later sentences keep that time: « En avril, X avait ... Le président
            # l'avait expulsé » tells no day either)
            # (not a state's start, « elle représente depuis l'an dernier la circonscription », « il siège
            # depuis 2015 »: that time is when the state began, the narrative does not move to it)
            # (nor a flashback's time told at its end, « X avait promis ce vote pendant la campagne de l'hiver
            # dernier »: told in the past perfect, before the time the paragraph is at, which stays there;
            # told at its head, « En mars, X avait ... », it opens a paragraph of background)
            paragraph["vague"] = block is not None and post is None and lang == "fr" \
                and not all(_since_a_time(sentence, d.start) for d in every) \
                and not (_flashback(sentence) and not any(_fronted(sentence, d.start) for d in every))
            if lang == "en" and block is not None and post is None and moves_on(sentence):
                # "Soon after, ...", "Days later, ...": the narrative has moved on from the day it told, to a
                # time it does not date; the paragraph's next sentences are told there, not on that day
                paragraph["vague"] = True
            return None  # "in February", "last week": not a day, so no sitting either
        if paragraph.get("vague"):
            return None
        if post is not None and posts[post].date:
            return posts[post].date
        if paragraph["date"] is None and block is not None and lead_paragraph is not None and block < lead_paragraph:
            # a paragraph before the one the lead date comes from: the prose has not reached that
            # day yet, so the day it last named holds ("X announced on Thursday ... \n\n The member
            # will sit as an independent"), not a day a later paragraph names; none when it last told a
            # past year without its day ("It was February 1971. ... \n\n X rose at once.")
            return None if focus.get("past") else last[0]
        if paragraph["date"] is None and post is None and focus.get("past_day"):
            # a new paragraph that names no day, after prose told on a day of a year before the story's
            # ("On Feb. 19, 1968, the House ... \n\n The government argued ..."): the narrative goes on
            # in that past, not on the story's day
            return None
        return paragraph["date"] or story_day

    # who wrote each embedded post, when the KB knows them: the "I" of the post
    authors = {i: _person_entity(kb, iri, post.name) for i, post in enumerate(posts)
               if (iri := known_author(kb, post)) is not None}
    events, motions = extract(
        # captions and bylines tell no event of the article
        [(parsed, block.start, block.post) for block, parsed, found in zip(blocks, docs, per_block) if block.kind == "prose"],
        [found for block, found in zip(blocks, per_block) if block.kind == "prose"], dates_for, lang, kb, authors,
        written=written)
    events = events + _without_introductions(posts_by_members(posts, kb, events, event_date), events, doc.text)
    return Extraction(doc, posts, mentions, mention_posts, events, motions, event_date)


def _without_introductions(from_posts: list, events: list, text: str) -> list:
    """`from_posts` (the statements of members' signed posts), and `events` less the undated statement
    of a sentence that introduces the post ("Shortly after the vote, X reacted on Twitter:", then the
    post): the same statement, which the post dates."""
    dated = {e.agent.key for e in from_posts if e.kind == "PressStatement" and e.agent is not None and e.date}
    events[:] = [e for e in events if not (
        e.kind == "PressStatement" and e.date is None and e.post is None and e.agent is not None
        and e.agent.key in dated and text[e.start:e.end].rstrip().endswith(":"))]
    return from_posts


def _documents(path: Path) -> Iterator[Document | InputError]:
    """The documents of one file; JSON lines are streamed, never read whole."""
    origin = path.name
    if path.suffix.lower() == ".jsonl":
        with path.open("rb") as handle:
            lines = (line if len(line) <= MAX_BYTES else line[:MAX_BYTES + 1] for line in handle)
            yield from read_jsonl(lines, origin)
        return
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise InputError(f"{origin}: {size:,} bytes is over the {MAX_BYTES:,}-byte limit for one article")
    yield from read_document(path.read_bytes(), path.suffix, origin)


def iter_extractions(items: Iterable[Document | InputError], kb) -> Iterator[Extraction | InputError]:
    """Extractions in input order, parsed BATCH_DOCUMENTS at a time; failures pass through."""
    iterator = iter(items)
    while True:
        chunk = list(islice(iterator, BATCH_DOCUMENTS))
        if not chunk:
            return
        docs = [d for d in chunk if isinstance(d, Document)]
        done = iter(extract_batch(docs, kb)) if docs else iter(())
        for item in chunk:
            yield item if not isinstance(item, Document) else next(done)


def load_article_file(store, path: Path, minter, *, graph_iri=None, kb=None, writer: GraphWriter | None = None):
    """Load every article in `path`; yields a Written or a Failed per document, as they are written.

    Graphs go to the store through `writer`, several documents per write (a load shares one
    writer across its files; without one, this file gets its own, flushed at the end). A
    document's graph is written whole or not at all, and a bad record of a multi-document file
    does not stop the others.
    """
    kb = kb if kb is not None else default_kb(minter.base)
    own_writer = writer is None
    writer = GraphWriter(store) if own_writer else writer
    source = str(path)
    run_at = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    run = minter.resource("run", run_at.strftime("%Y%m%dT%H%M%SZ"))
    multi = path.suffix.lower() in (".jsonl", ".json")
    for n, item in enumerate(iter_extractions(_documents(path), kb), 1):
        if isinstance(item, InputError):
            if not multi:
                raise item
            yield Failed(source, str(item))
            continue
        try:
            graph_name, graph = build_graph(item, minter, kb, run, run_at)
        except CanpolError as error:
            if not multi:
                raise
            yield Failed(source, f"{item.document.origin}: {error}")
            continue
        if graph_iri:
            graph_name = graph_iri if n == 1 and not multi else f"{graph_iri}/{n}"
        yield from writer.add(source, str(graph_name), graph, label=item.document.origin)
    if own_writer:
        yield from writer.flush()
