"""Real-text audit: the article extractor run in memory over a JSON-lines corpus, its events printed for judging by hand.

Each line of the corpus is one document `{id, url, type, date, title, text}` (the `type` is the
document's genre: itinerary, readout, statement, news release ...). The extractor runs in memory
(nothing is loaded into a store, nothing is written to disk); the events go to the terminal,
grouped by event type, each with its agent, target, date and the sentence it was read from, then
counts per event type and per document type.

    python scripts/real_text_audit.py CORPUS.jsonl [--type Apology] [--doc-type itineraries] \
        [--sample 60 --seed 1] [--counts-only] [--limit N] [--unread]
    python scripts/real_text_audit.py SITTING.xml [MORE.xml ...] [--language fr] ...

With `--unread`, it prints instead the sentences the extractor read nothing in although they name
a person of the KB and hold a word of an event kind's act (`lexicon.act_words`), with no event of
that kind for that person found in the document: the real sentences a round could judge by hand
and build from, without touching a blind set (`--type` and `--sample` apply to them).

A Hansard XML file (or several) is read as a corpus too: each intervention one document, dated
the sitting, in the publication's language, its type the intervention's kind (Debate, Question,
Answer ...); the speaker is not part of the text, so a first-person act names no one.

The corpora this is meant for are third-party text: read them in place and keep what this prints
out of the repository (no evidence sentence goes into tests, docs or commit messages).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

@dataclass
class AuditedEvent:
    """One event found in one document, with what a judge needs to see."""

    document: str  # the record's id (or its line number)
    doc_type: str
    kind: str
    agent: str
    target: str
    date: str
    evidence: str  # the sentence (span) the event was read from, for the terminal only


def _entity_label(entity) -> str:
    if entity is None:
        return "-"
    label = entity.label or entity.role or entity.kind
    return f"{label} <{entity.iri.rsplit('/', 1)[-1]}>" if entity.iri else f"{label} (unlinked)"


def read_corpus_records(path: Path, doc_types: set[str] | None = None, limit: int | None = None):
    """(id, doc_type, Document) of each readable line of the JSON-lines corpus, in file order."""
    from canpol.loaders.article.read import read_record

    with path.open(encoding="utf-8") as handle:
        n = 0
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            record = json.loads(line)
            doc_type = str(record.get("type") or "-")
            if doc_types and doc_type not in doc_types:
                continue
            ident = str(record.get("id") or f"line {number}")
            yield ident, doc_type, read_record(record, f"{path.name}#{number}")
            n += 1
            if limit is not None and n >= limit:
                return


def read_hansard_records(paths: list[Path], doc_types: set[str] | None = None, limit: int | None = None,
                         language: str | None = None):
    """(id, doc_type, Document) of each intervention of the Hansard XML files with words, in file
    order: its paragraphs as the text, the sitting's date, the publication's language."""
    from canpol.loaders.article.read import read_record
    from canpol.loaders.hansard.parse import Intervention, Publication, parse

    n = 0
    for path in paths:
        publication = None
        for item in parse(path):
            if isinstance(item, Publication):
                publication = item
                if language and publication.language != language:
                    break
                continue
            if not isinstance(item, Intervention) or not item.paragraphs:
                continue
            doc_type = item.kind or "-"
            if doc_types and doc_type not in doc_types:
                continue
            ident = f"{path.name}#{item.xml_id}"
            record = {"text": "\n\n".join(item.paragraphs), "date": publication.date.isoformat(),
                      "language": publication.language, "title": "", "url": ""}
            yield ident, doc_type, read_record(record, ident)
            n += 1
            if limit is not None and n >= limit:
                return


def _records(path: Path | list[Path], doc_types, limit, language) -> list:
    paths = path if isinstance(path, list) else [path]
    if all(p.suffix.lower() == ".xml" for p in paths):
        return list(read_hansard_records(paths, doc_types, limit, language))
    if len(paths) == 1:
        return list(read_corpus_records(paths[0], doc_types, limit))
    raise SystemExit("give one JSON-lines corpus, or Hansard XML files only")


def audit_corpus_events(path: Path | list[Path], doc_types: set[str] | None = None, limit: int | None = None,
                        kb=None, language: str | None = None):
    """The events the extractor finds in each document of the corpus (a JSON-lines file, or
    Hansard XML files), and the documents counted per type: (list of AuditedEvent, Counter of
    documents per doc_type)."""
    from canpol.loaders.article import iter_extractions
    from canpol.loaders.article.kb import default_kb

    kb = kb if kb is not None else default_kb()
    records = _records(path, doc_types, limit, language)
    documents = Counter(doc_type for _, doc_type, _ in records)
    found = []
    extractions = iter_extractions((doc for _, _, doc in records), kb)
    for (ident, doc_type, _), extraction in zip(records, extractions):
        text = extraction.document.text
        for event in extraction.events:
            evidence = " ".join(text[event.start:event.end].split())
            found.append(AuditedEvent(ident, doc_type, event.kind, _entity_label(event.agent),
                                      _entity_label(event.target), str(event.date or "-"), evidence))
        for motion in extraction.motions:
            # a motion whose mover's act the text tells is a MotionMoved event (emit.py); its
            # outcome, if told, is shown as the target column
            if motion.mover is None or not motion.moved:
                continue
            start, end = motion.evidence[0] if motion.evidence else (motion.start, motion.end)
            found.append(AuditedEvent(ident, doc_type, "MotionMoved", _entity_label(motion.mover),
                                      f"outcome {motion.outcome}" if motion.outcome else "-",
                                      str(motion.moved_on or motion.date or "-"), " ".join(text[start:end].split())))
    return found, documents


@dataclass
class UnreadSentence:
    """A sentence naming a KB person beside a word of an event kind, whose document has no event of
    that kind for that person: what the patterns did not read, for judging by hand."""

    document: str
    doc_type: str
    kind: str
    person: str
    word: str
    sentence: str  # for the terminal only


def unread_sentences(extraction, ident: str = "-", doc_type: str = "-") -> list[UnreadSentence]:
    """The `UnreadSentence`s of one extraction (the article's own text, not its embedded posts)."""
    from canpol.loaders.article.lexicon import act_words
    from canpol.loaders.article.nlp import pipeline

    document = extraction.document
    lang = document.language if document.language in ("en", "fr") else "en"
    kinds = act_words(lang)
    found = {(e.kind, x.iri) for e in extraction.events for x in (e.agent, e.target) if x is not None and x.iri}
    found |= {("MotionMoved", m.mover.iri) for m in extraction.motions if m.mover is not None and m.moved}
    people = [m for m, post in zip(extraction.mentions, extraction.mention_posts)
              if post is None and m.entity.kind == "person" and m.entity.iri]
    out, seen = [], set()
    text, offset = document.text, 0
    for paragraph in text.split("\n\n"):
        start_of_paragraph, offset = offset, offset + len(paragraph) + 2
        if not paragraph.strip():
            continue
        for sent in pipeline(lang)(paragraph).sents:
            start, end = start_of_paragraph + sent.start_char, start_of_paragraph + sent.end_char
            lemmas = {t.lemma_.lower(): t.text for t in sent} | {t.lower_: t.text for t in sent}
            named = {m.entity.iri: m.entity for m in people if start <= m.start < end}
            for kind, act in kinds.items():
                hits = sorted(set(lemmas) & act)
                for iri, entity in named.items():
                    if not hits or (kind, iri) in found or (kind, iri, start) in seen:
                        continue
                    seen.add((kind, iri, start))
                    out.append(UnreadSentence(ident, doc_type, kind, _entity_label(entity), lemmas[hits[0]],
                                              " ".join(sent.text.split())))
    return out


def audit_unread_sentences(path: Path | list[Path], doc_types: set[str] | None = None, limit: int | None = None,
                           kb=None, language: str | None = None):
    """`unread_sentences` over a corpus (as `audit_corpus_events` reads it), and its documents per type."""
    from canpol.loaders.article import iter_extractions
    from canpol.loaders.article.kb import default_kb

    kb = kb if kb is not None else default_kb()
    records = _records(path, doc_types, limit, language)
    unread = []
    for (ident, doc_type, _), extraction in zip(records, iter_extractions((doc for _, _, doc in records), kb)):
        unread += unread_sentences(extraction, ident, doc_type)
    return unread, Counter(doc_type for _, doc_type, _ in records)


def format_unread_report(unread, shown, documents, out) -> None:
    """The shown sentences grouped by kind, then their counts per kind and per document type."""
    by_kind = defaultdict(list)
    for u in shown:
        by_kind[u.kind].append(u)
    for kind in sorted(by_kind):
        print(f"== unread {kind} ({len(by_kind[kind])} shown)", file=out)
        for n, u in enumerate(by_kind[kind], 1):
            print(f"[{kind} {n}] {u.document} ({u.doc_type}) {u.person}, word '{u.word}'", file=out)
            print(f"    {u.sentence}", file=out)
        print(file=out)
    print("== counts", file=out)
    print("documents per type: " + ", ".join(f"{t} {n}" for t, n in sorted(documents.items())), file=out)
    for kind, total in sorted(Counter(u.kind for u in unread).items()):
        print(f"unread {kind}: {total}", file=out)
    print(f"all unread: {len(unread)}", file=out)


def select_audited_events(events, kinds: set[str] | None = None, sample: int | None = None, seed: int = 0):
    """The events of the kinds asked for; with `sample`, a seeded random sample of them per kind
    (the same seed gives the same sample)."""
    chosen = [e for e in events if not kinds or e.kind in kinds]
    if sample is None:
        return chosen
    rng = random.Random(seed)
    by_kind = defaultdict(list)
    for e in chosen:
        by_kind[e.kind].append(e)
    picked = []
    for kind in sorted(by_kind):
        group = by_kind[kind]
        picked.extend(group if len(group) <= sample else rng.sample(group, sample))
    return picked


def format_audit_report(events, shown, documents, out) -> None:
    """The shown events grouped by type, then the counts of all events per type and per document type."""
    by_kind = defaultdict(list)
    for e in shown:
        by_kind[e.kind].append(e)
    for kind in sorted(by_kind):
        print(f"== {kind} ({len(by_kind[kind])} shown)", file=out)
        for n, e in enumerate(by_kind[kind], 1):
            print(f"[{kind} {n}] {e.document} ({e.doc_type}) date {e.date}", file=out)
            print(f"    agent  {e.agent}", file=out)
            print(f"    target {e.target}", file=out)
            print(f"    evidence: {e.evidence}", file=out)
        print(file=out)
    print("== counts", file=out)
    print("documents per type: " + ", ".join(f"{t} {n}" for t, n in sorted(documents.items())), file=out)
    per_kind = Counter(e.kind for e in events)
    per_pair = Counter((e.kind, e.doc_type) for e in events)
    for kind, total in sorted(per_kind.items()):
        split = ", ".join(f"{t} {per_pair[(kind, t)]}" for t in sorted(documents) if per_pair[(kind, t)])
        print(f"{kind}: {total} ({split})", file=out)
    print(f"all events: {len(events)}", file=out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path, nargs="+",
                        help="a JSON-lines file of documents {id, url, type, date, title, text}, or Hansard XML files")
    parser.add_argument("--language", choices=("en", "fr"), help="Hansard: read only publications in this language")
    parser.add_argument("--type", dest="kinds", action="append", help="show only events of this type (repeatable)")
    parser.add_argument("--doc-type", dest="doc_types", action="append",
                        help="read only documents of this type (repeatable)")
    parser.add_argument("--sample", type=int, help="show a random sample of N events per event type")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample")
    parser.add_argument("--limit", type=int, help="read only the first N documents (after --doc-type)")
    parser.add_argument("--counts-only", action="store_true", help="print only the counts")
    parser.add_argument("--unread", action="store_true",
                        help="print the sentences naming a KB person beside a word of a kind that gave no such event")
    args = parser.parse_args(argv)
    if args.unread:
        unread, documents = audit_unread_sentences(args.corpus, set(args.doc_types or ()), args.limit,
                                                   language=args.language)
        shown = [] if args.counts_only else select_audited_events(unread, set(args.kinds or ()), args.sample, args.seed)
        format_unread_report(unread, shown, documents, sys.stdout)
        return 0
    events, documents = audit_corpus_events(args.corpus, set(args.doc_types or ()), args.limit,
                                             language=args.language)
    shown = [] if args.counts_only else select_audited_events(events, set(args.kinds or ()), args.sample, args.seed)
    format_audit_report(events, shown, documents, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
