"""Full-text search of what was said: the interventions' words in a SQLite FTS5 index, one per
store snapshot, beside it (`<store>-snapshots/<name>.said.sqlite`; the snapshot collector removes
it with its snapshot). Built on first use from the snapshot, then read: searches never scan the store.

Words and "quoted phrases", accent- and case-insensitive (unicode61, diacritics removed), ranked
by BM25, filtered by speaker (IRI or page path), party, date range and language; the matching
passage comes back with its matches marked.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import tempfile
import threading
from pathlib import Path

from markupsafe import Markup, escape
from rdflib import URIRef

from .pagequeries import load_query

START, END = "\x02", "\x03"  # match markers in snippets: control characters no text contains
_lock = threading.Lock()
SCHEMA = ("CREATE VIRTUAL TABLE said USING fts5(text, iri UNINDEXED, lang UNINDEXED, speaker UNINDEXED, "
          "name UNINDEXED, party UNINDEXED, party_name UNINDEXED, day UNINDEXED, "
          "tokenize = 'unicode61 remove_diacritics 2')")


def index_path(settings, store) -> Path:
    """Where the index of the store's current content lives."""
    name = getattr(store, "snapshot_name", None)
    if name:
        from canpol.graph.snapshots import snapshots_dir

        return snapshots_dir(settings.store_path) / f"{name}.said.sqlite"
    # a remote store has no snapshots: key the index by what its graphs hold now
    digest = hashlib.sha256(repr([(g.iri, g.triples) for g in store.graphs()]).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"canpol-said-{digest}.sqlite"


def _speakers(store, speakers: list) -> dict:
    """Speaker -> (name, [(from, until, party, party name)]), read for all speakers at once."""
    out: dict = {}
    for chunk in range(0, len(speakers), 500):
        # two plain joins: one query with a UNION of both is two orders of magnitude slower here
        for row in store.select(load_query("said_names"), {"s": speakers[chunk:chunk + 500]}):
            entry = out.setdefault(row["s"], [None, set()])
            entry[0] = min(entry[0], str(row["name"])) if entry[0] else str(row["name"])
        for row in store.select(load_query("said_parties"), {"s": speakers[chunk:chunk + 500]}):
            out.setdefault(row["s"], [None, set()])[1].add(
                (str(row["from"]), str(row["until"]) if "until" in row else None, str(row["party"]),
                 str(row["partyName"]) if "partyName" in row else ""))
    return out


def _party_on(parties, day: str) -> tuple[str, str]:
    valid = sorted(p for p in parties if p[0] <= day and (p[1] is None or p[1] >= day))
    return (valid[-1][2], valid[-1][3]) if valid else ("", "")


def build(store, path: Path) -> int:
    """Write the index of every intervention in `store` to `path` (atomically); returns its rows."""
    seen, items, unlinked = set(), [], {}
    for row in store.iter_select(load_query("said_interventions")):
        text = row["text"]
        key = (row["i"], str(text), getattr(text, "language", None))
        if key not in seen:  # one row per intervention and language
            seen.add(key)
            items.append((row["i"], text, str(row["day"]), row["speaker"] if "speaker" in row else None))
        if "bname" in row:  # a speaker the KB lacks: the name the record prints
            unlinked[row["speaker"]] = str(row["bname"])
    people = _speakers(store, sorted({s for *_, s in items if isinstance(s, URIRef)}, key=str))
    people.update({s: [name, set()] for s, name in unlinked.items()})
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp)
    try:
        db.execute(SCHEMA)
        rows = []
        for iri, text, day, speaker in items:
            name, parties = people.get(speaker, (None, ()))
            party, party_name = _party_on(parties, day)
            rows.append((str(text), str(iri), (getattr(text, "language", None) or "")[:2],
                         str(speaker) if speaker is not None else "", name or "", party, party_name, day))
        db.executemany("INSERT INTO said VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        db.execute("INSERT INTO said(said) VALUES ('optimize')")
        db.commit()
    finally:
        db.close()
    os.replace(tmp, path)
    return len(rows)


def open_index(settings, store) -> sqlite3.Connection:
    path = index_path(settings, store)
    with _lock:
        if not path.exists():
            build(store, path)
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


_TOKEN = re.compile(r'"([^"]*)"|(\S+)')


def fts_query(text: str) -> str:
    """The user's words and "phrases" as an FTS5 query: every part quoted (so nothing of FTS5's
    syntax is taken from the user), all required."""
    parts = []
    for phrase, word in _TOKEN.findall(text):
        value = (phrase or word).replace('"', '""').strip()
        if value:
            parts.append(f'"{value}"')
    return " ".join(parts)


def search(db: sqlite3.Connection, text: str, *, speaker: str | None = None, party: str | None = None,
           start: str | None = None, end: str | None = None, lang: str | None = None,
           offset: int = 0, size: int = 20) -> dict:
    """The page of matches from `offset`, best first, and how many there are."""
    query = fts_query(text)
    if not query:
        return {"total": 0, "hits": []}
    where, args = ["said MATCH ?"], [query]
    for column, value, op in (("speaker", speaker, "="), ("party", party, "="), ("lang", lang, "="),
                              ("day", start, ">="), ("day", end, "<=")):
        if value:
            where.append(f"{column} {op} ?")
            args.append(value)
    clause = " AND ".join(where)
    try:
        total = db.execute(f"SELECT count(*) FROM said WHERE {clause}", args).fetchone()[0]
        rows = db.execute(
            f"SELECT iri, lang, speaker, name, party, party_name, day, "
            f"snippet(said, 0, '{START}', '{END}', '…', 32), bm25(said) FROM said WHERE {clause} "
            f"ORDER BY bm25(said), day DESC, iri LIMIT ? OFFSET ?", [*args, size, offset]).fetchall()
    except sqlite3.OperationalError:
        return {"total": 0, "hits": []}
    hits = [{"iri": r[0], "lang": r[1], "speaker": r[2] or None, "speaker_name": r[3] or None, "party": r[4] or None,
             "party_name": r[5] or None, "date": r[6], "passage": r[7], "score": round(-r[8], 3)} for r in rows]
    return {"total": total, "hits": hits}


def highlighted(passage: str) -> Markup:
    """A snippet as HTML: its text escaped, its matches in <mark>."""
    return Markup(str(escape(passage)).replace(START, "<mark>").replace(END, "</mark>"))


def plain(passage: str) -> str:
    """A snippet for JSON: matches between [[ and ]]."""
    return passage.replace(START, "[[").replace(END, "]]")


SAID_PAGE = 20


def respond(fmt: str):
    """/search?tab=said (HTML, or JSON by Accept or /search.json?tab=said): the matching
    interventions, filtered by ?speaker= (IRI or page path), ?party=, ?from=, ?to= (YYYY-MM-DD),
    ?said_lang=en|fr (the edition's language), paged by ?page=N."""
    import json

    from flask import Response, abort, current_app, render_template, request

    from .linked import iri_for_path, path_for_iri
    from .negotiation import HTML, JSON, base, language
    from .store import get_store

    args = request.args
    text = args.get("q", "").strip()
    if len(text) > 200:
        abort(400, description="the search text is longer than 200 characters")
    filters = {}
    for name in ("speaker", "party"):
        value = args.get(name, "").strip()
        if value:
            filters[name] = value if "://" in value else str(iri_for_path(base(), value.strip("/")))
    for name, key in (("from", "start"), ("to", "end")):
        value = args.get(name, "").strip()
        if value:
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
                abort(400, description=f"{name} is a date, YYYY-MM-DD")
            filters[key] = value
    # The edition's language is said_lang=, not lang= (the interface language of every page).
    if args.get("said_lang", "").strip():
        if args["said_lang"] not in ("en", "fr"):
            abort(400, description="said_lang is en or fr")
        filters["lang"] = args["said_lang"]
    try:
        page = max(1, int(args.get("page", 1)))
    except ValueError:
        abort(400, description="page must be a whole number")
    store = get_store()
    found = {"total": 0, "hits": []}
    if text:
        db = open_index(current_app.config["CANPOL_SETTINGS"], store)
        try:
            found = search(db, text, offset=(page - 1) * SAID_PAGE, size=SAID_PAGE, **filters)
        finally:
            db.close()
    for hit in found["hits"]:
        hit["path"] = path_for_iri(base(), hit["iri"])
        hit["speaker_path"] = path_for_iri(base(), hit["speaker"]) if hit["speaker"] else None
    if fmt == "json":
        body = {"q": text, "tab": "said", "filters": {k: v for k, v in args.items() if k in ("speaker", "party", "from", "to", "said_lang")},
                "total": found["total"], "page": page, "page_size": SAID_PAGE,
                "results": [{**{k: v for k, v in h.items() if k not in ("path", "speaker_path", "passage")},
                             "passage": plain(h["passage"])} for h in found["hits"]]}
        response = Response(json.dumps(body, ensure_ascii=False, indent=1), mimetype=JSON)
    else:
        for hit in found["hits"]:
            hit["passage_html"] = highlighted(hit["passage"])
        response = Response(render_template(
            "search_said.html", q=text, hits=found["hits"], total=found["total"], page=page,
            pages=-(-found["total"] // SAID_PAGE), args={k: v for k, v in args.items() if k not in ("page", "lang")},
            lang=language()), mimetype=HTML)
    response.vary.add("Accept")
    return response
