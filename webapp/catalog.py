"""What the site pages know about the whole store, computed once per store snapshot: counts,
latest events and incidents, the search index and sorted class listings."""

from __future__ import annotations

import bisect
import hashlib
import threading
import time
from collections import defaultdict
from dataclasses import dataclass

from flask import current_app
from rdflib import RDF, RDFS, URIRef

from canpol.graph.queries import load_query as load_graph_query
from canpol.ontology import CANPOL

from . import sharedviews
from .ordering import fold
from .pagequeries import load_query
from .vocabulary import pick, vocabulary

TTL = 300.0  # seconds a remote store's figures are trusted (snapshots are keyed exactly)
_lock = threading.Lock()


def fingerprint(store) -> str:
    """A key that changes whenever the store's content may have changed."""
    name = store.snapshot_name
    if name:
        return f"snapshot:{name}"
    return "graphs:" + hashlib.sha256(
        "|".join(f"{g.iri}={g.triples}" for g in store.graphs()).encode()).hexdigest()[:20]


def cached(store, name: str, compute, *, stale_ok: bool = False):
    """`compute()` once per store content (and at most every TTL seconds for other backends).

    With `stale_ok`, a value computed for an older snapshot is returned at once while a thread
    computes the new one (counts, the search index and listings take seconds at 1 M triples;
    readers should not wait for them after every load)."""
    cache = current_app.extensions.setdefault("canpol.pages.cache", {})
    key_name = store.snapshot_name or id(store)
    entry = cache.get(name)
    now = time.monotonic()
    if entry and entry[0] == key_name and (store.snapshot_name or now - entry[1] < TTL):
        return entry[2]
    if stale_ok and entry is not None:
        _refresh(cache, name, key_name, compute)
        return entry[2]
    value = compute()
    with _lock:
        cache[name] = (key_name, now, value)
    return value


_refreshing: set = set()


def _refresh(cache: dict, name: str, key_name, compute) -> None:
    """Recompute one cache entry in a background thread (at most one per entry at a time)."""
    with _lock:
        if (name, key_name) in _refreshing:
            return
        _refreshing.add((name, key_name))

    def run():
        try:
            value = compute()
            with _lock:
                cache[name] = (key_name, time.monotonic(), value)
        finally:
            with _lock:
                _refreshing.discard((name, key_name))

    threading.Thread(target=run, name=f"canpol-refresh-{name}", daemon=True).start()


def memo_table(store, table: str) -> dict:
    """The dict behind `memo(store, table, …)`, for callers that fill many keys with one query."""
    bucket = cached(store, "memo", dict).setdefault(table, {})
    if len(bucket) > 50_000:  # a bound on memory; the next snapshot starts afresh anyway
        bucket.clear()
    return bucket


def memo(store, table: str, key, compute):
    """`compute()` remembered per store content under (`table`, `key`): per-graph and per-source
    facts that many pages repeat. Tables are dropped with the snapshot they were read from."""
    tables = cached(store, "memo", dict)
    bucket = tables.setdefault(table, {})
    if key not in bucket:
        if len(bucket) > 50_000:  # a bound on memory; the next snapshot starts afresh anyway
            bucket.clear()
        bucket[key] = compute()
    return bucket[key]


def shared_memo(store, table: str, key, compute, claim: bool = True):
    """`memo`, and shared with every process reading the same snapshot (webapp/sharedviews.py):
    for values that read a large part of the store (a party's story, a hub's incoming links),
    which one web worker builds and the others read. `key` must have a stable repr (IRIs,
    strings, tuples of them). `claim`: see `sharedviews.shared`."""
    bucket = memo_table(store, table)
    if key not in bucket:
        base = current_app.config["CANPOL_SETTINGS"].base
        bucket[key] = sharedviews.shared(store, f"{table} {key!r} | base {base}", compute, claim)
    return bucket[key]


# Kinds of things people search for first (ties are broken by this order, then by label).
TYPE_BOOST = {str(CANPOL.Person): 6, str(CANPOL.Party): 5, str(CANPOL.ElectoralDistrict): 4,
              str(CANPOL.Office): 3, str(CANPOL.Institution): 3}


@dataclass
class Entry:
    iri: str
    labels: list
    folded: list[str]
    types: set[str]


@dataclass
class SearchIndex:
    """Entries, plus the sorted (token, entry number) pairs of every label for prefix lookups."""

    entries: list[Entry]
    tokens: list[tuple[str, int]]


def _tokens(folded: str) -> list[str]:
    return folded.replace("-", " ").replace("'", " ").split()


def search_index(store) -> SearchIndex:
    def build():
        by_iri: dict[str, Entry] = {}
        for row in store.iter_select(load_query("search_labels")):
            iri = str(row["s"])
            entry = by_iri.get(iri)
            if entry is None:
                entry = by_iri[iri] = Entry(iri, [], [], set())
            label = row["label"]
            if label not in entry.labels:
                entry.labels.append(label)
                entry.folded.append(fold(str(label)))
            if "type" in row:
                entry.types.add(str(row["type"]))
        entries = list(by_iri.values())
        tokens = sorted({(token, i) for i, entry in enumerate(entries)
                         for label in entry.folded for token in _tokens(label)})
        return SearchIndex(entries, tokens)

    return cached(store, "search", build, stale_ok=True)


def score(folded_labels: list[str], query: str, words: list[str]) -> int:
    """0 when no label matches; higher for exact, prefix, word-prefix, then substring matches."""
    best = 0
    for label in folded_labels:
        if label == query:
            return 100
        if label.startswith(query):
            best = max(best, 80)
            continue
        tokens = _tokens(label)
        if all(any(t.startswith(w) for t in tokens) for w in words):
            best = max(best, 60)
        elif query in label:
            best = max(best, 40)
    return best


def _prefixed(index: SearchIndex, word: str) -> set[int]:
    """Entries with a label token starting with `word` (a range of the sorted token list)."""
    found = set()
    for position in range(bisect.bisect_left(index.tokens, (word, -1)), len(index.tokens)):
        token, number = index.tokens[position]
        if not token.startswith(word):
            break
        found.add(number)
    return found


def search(store, text: str, lang: str) -> list[dict]:
    """Things whose names or labels match `text`, best first. Candidates come from the token
    index (every word a prefix of a label's word); only when that finds little are all labels
    scanned for substrings."""
    query = " ".join(fold(text).split())
    if not query:
        return []
    words = _tokens(query) or [query]
    index = search_index(store)
    candidates = None
    for word in words:
        matches = _prefixed(index, word)
        candidates = matches if candidates is None else candidates & matches
    pool = [index.entries[i] for i in candidates or ()]
    if len(pool) < 10:
        pool = index.entries
    hits = []
    for entry in pool:
        s = score(entry.folded, query, words)
        if s:
            boost = max((TYPE_BOOST.get(t, 0) for t in entry.types), default=0)
            label = pick(entry.labels, lang)
            hits.append((s + boost, label, entry))
    hits.sort(key=lambda h: (-h[0], len(h[1]), h[1], h[2].iri))
    vocab = vocabulary()
    from .story import display_name

    return [{"iri": e.iri, "label": display_name(label) if str(CANPOL.Person) in e.types else label, "score": s,
             "types": sorted(e.types), "type_labels": sorted(vocab.label(t, lang) for t in e.types)}
            for s, label, e in hits]


@dataclass
class Listing:
    """The instances of a class as browse pages list them."""

    items: list[tuple[str, str]]  # (IRI, label) of the named instances, sorted by label then IRI
    unnamed: int  # blank-node instances: no IRI, no page, and ids that differ per store


def class_listing(store, cls: str, lang: str) -> Listing:
    """The instances of `cls`: the IRIs with their labels, sorted by label then IRI, and how many
    blank nodes are instances too (counted, not listed: there is nothing to link to)."""
    def build():
        labels = defaultdict(list)
        unnamed = set()
        for row in store.iter_select(load_query("class_instances"), {"class": URIRef(cls)}):
            if not isinstance(row["s"], URIRef):
                unnamed.add(row["s"])
                continue
            bucket = labels[row["s"]]
            if "label" in row:
                bucket.append(row["label"])
        items = [(str(s), pick(ls, lang) or str(s)) for s, ls in labels.items()]
        items.sort(key=lambda i: (fold(i[1]), i[1], i[0]))
        return Listing(items, len(unnamed))

    return cached(store, f"class:{cls}:{lang}", build, stale_ok=True)


def statistics(store) -> dict:
    """Triples, graphs and instances per class."""
    def build():
        graphs = store.graphs()
        # Most instances first; classes with as many instances by IRI (the engines break ties
        # of the query's ORDER BY each their own way).
        classes = sorted(((str(r["class"]), int(r["instances"]))
                          for r in store.select(load_graph_query("class_counts"))),
                         key=lambda c: (-c[1], c[0]))
        triples = int(store.select(load_query("triple_count"))[0]["n"])
        modified = store.select(load_query("graph_modified"))
        return {"graphs": [(g.iri, g.triples) for g in graphs], "classes": classes,
                "triples": triples, "quads": sum(g.triples for g in graphs),
                "modified": str(modified[0]["modified"]) if modified and "modified" in modified[0] else None}

    return cached(store, "statistics", build, stale_ok=True)


def latest_events(store, lang: str, size: int | None = 15) -> list[dict]:
    def build():
        found: dict[str, dict] = {}
        for row in store.select(load_query("latest_events")):
            item = found.setdefault(str(row["e"]), {"iri": str(row["e"]), "date": str(row["date"]),
                                                   "types": set(), "labels": []})
            if "type" in row:
                item["types"].add(str(row["type"]))
            if "label" in row:
                item["labels"].append(row["label"])
        return list(found.values())

    return cached(store, "latest", build, stale_ok=True)[:size]


# -- directories: people by family name with facets, events by kind and year -----------------

FACETS = ("party", "parliament", "province", "office")
FACET_SHOWN = 40  # values of one facet offered on a page (the most frequent)


@dataclass
class Directory:
    """A browsable list with facets: entries (dicts with iri, label, sort key and, per facet,
    the set of values) in display order, and the label of each facet value."""

    entries: list[dict]
    facet_labels: dict[str, dict[str, str]]  # facet -> value -> label


def person_directory(store, lang: str) -> Directory:
    """Every person sorted by family name, then given name (webapp/story.py `family_key`), with
    the parties, Parliaments, provinces and offices of their memberships."""
    from .story import display_name, family_key

    def build():
        people: dict[str, dict] = {}
        for row in store.iter_select(load_query("person_directory")):
            entry = people.setdefault(str(row["s"]), {"iri": str(row["s"]), "labels": [], "family": None, "given": None,
                                                    **{f: set() for f in FACETS}, "years": set()})
            if "label" in row and row["label"] not in entry["labels"]:
                entry["labels"].append(row["label"])
            for name in ("family", "given"):
                if name in row and entry[name] is None:
                    entry[name] = str(row[name])
        values: set = set()
        for row in store.iter_select(load_query("person_facets")):
            entry = people.get(str(row["s"]))
            if entry is None:
                continue
            kind = str(row["type"])
            if kind == str(CANPOL.PartyMembership) and "org" in row:
                entry["party"].add(str(row["org"]))
                values.add(row["org"])
            if "parliament" in row:
                entry["parliament"].add(str(row["parliament"]))
                values.add(row["parliament"])
            if "province" in row:
                entry["province"].add(str(row["province"]))
                values.add(row["province"])
            if "office" in row:
                entry["office"].add(str(row["office"]))
                values.add(row["office"])
            if kind == str(CANPOL.HouseMembership) and "from" in row:
                entry["years"].add(str(row["from"])[:4])
                entry["years"].add(str(row["until"])[:4] if "until" in row else "")
        labels: dict[str, dict] = defaultdict(lambda: {"labels": [], "short": []})
        terms = list(values)
        for start in range(0, len(terms), 500):
            for row in store.select(load_query("facet_labels"), {"s": terms[start:start + 500]}):
                item = labels[str(row["s"])]
                p = str(row["p"])
                if p == str(CANPOL.abbreviation):
                    item["short"].append(row["label"])
                elif p == str(RDFS.label) and row["label"] not in item["labels"]:
                    item["labels"].append(row["label"])
        return people, labels

    def localized():
        from .labels import short_name

        people, labels = cached(store, "people", build, stale_ok=True)
        entries = []
        for entry in people.values():
            name = pick(entry["labels"], lang) or entry["iri"].rsplit("/", 1)[-1]
            entries.append({**entry, "label": display_name(name), "key": family_key(name, entry["family"], entry["given"])})
        entries.sort(key=lambda e: (e["key"], e["iri"]))
        facet_labels: dict[str, dict[str, str]] = {f: {} for f in FACETS}
        for facet in FACETS:
            for value in {v for e in entries for v in e[facet]}:
                item = labels.get(value, {"labels": [], "short": []})
                if facet == "party":
                    text = short_name(item["labels"], item["short"], lang) or value
                else:
                    text = pick(item["labels"], lang) or value.rsplit("/", 1)[-1]
                facet_labels[facet][value] = text
        return Directory(entries, facet_labels)

    return cached(store, f"people:{lang}", localized, stale_ok=True)


def dated_directory(store, classes: list[str], lang: str) -> Directory:
    """The instances of `classes` (a class and its subclasses), newest first, with their kind
    (most specific class) and year as facets."""
    vocab = vocabulary()

    def build():
        found: dict[str, dict] = {}
        for row in store.iter_select(load_query("dated_instances"), {"class": [URIRef(c) for c in classes]}):
            if not isinstance(row["s"], URIRef):
                continue
            entry = found.setdefault(str(row["s"]), {"iri": str(row["s"]), "labels": [], "types": set(), "dates": set()})
            entry["types"].add(str(row["class"]))
            if "date" in row:
                entry["dates"].add(str(row["date"]))
            if "label" in row and row["label"] not in entry["labels"]:
                entry["labels"].append(row["label"])
        entries = []
        for entry in found.values():
            kinds = {t for t in entry["types"] if not any(t != o and t in vocab.ancestors(o) for o in entry["types"])}
            date = min(entry["dates"]) if entry["dates"] else ""
            entries.append({"iri": entry["iri"], "label": pick(entry["labels"], lang), "date": date,
                            "kind": kinds, "year": {date[:4]} if date else set()})
        entries.sort(key=lambda e: (e["date"], e["iri"]), reverse=True)
        facet_labels = {"kind": {k: vocab.label(k, lang) for e in entries for k in e["kind"]},
                        "year": {y: y for e in entries for y in e["year"]}}
        return Directory(entries, facet_labels)

    return cached(store, f"dated:{'|'.join(sorted(classes))}:{lang}", build, stale_ok=True)


def facet_counts(entries: list[dict], facet: str, labels: dict[str, str]) -> list[dict]:
    """The values of one facet among `entries`, most frequent first (FACET_SHOWN of them)."""
    counts: dict[str, int] = defaultdict(int)
    for entry in entries:
        for value in entry[facet]:
            counts[value] += 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], fold(labels.get(kv[0], kv[0]))))[:FACET_SHOWN]
    return [{"value": v, "label": labels.get(v, v), "count": n} for v, n in ranked]


def people_briefs(store, iris: list[str], lang: str) -> dict[str, str]:
    """'NDP · Burnaby South · 2019–2025' for each person among `iris`: the latest party, the
    latest riding and the years of their House memberships."""
    from .labels import short_name, years

    if not iris:
        return {}
    rows = store.select(load_query("people_briefs"), {"s": [URIRef(i) for i in iris]})
    terms = {row[name] for row in rows for name in ("org", "district") if name in row}
    labels: dict[str, dict] = defaultdict(lambda: {"labels": [], "short": []})
    if terms:
        for row in store.select(load_query("facet_labels"), {"s": list(terms)}):
            item = labels[str(row["s"])]
            (item["short"] if str(row["p"]) == str(CANPOL.abbreviation) else item["labels"]).append(row["label"])
    by_person: dict[str, dict] = defaultdict(lambda: {"party": [], "house": []})
    for row in rows:
        kind, start = str(row["type"]), str(row["from"]) if "from" in row else ""
        until = str(row["until"]) if "until" in row else None
        if kind == str(CANPOL.PartyMembership) and "org" in row:
            by_person[str(row["s"])]["party"].append((start, str(row["org"])))
        elif kind == str(CANPOL.HouseMembership):
            by_person[str(row["s"])]["house"].append((start, until, str(row["district"]) if "district" in row else None))
    out = {}
    for iri, facts in by_person.items():
        parts = []
        if facts["party"]:
            party = max(facts["party"])[1]
            parts.append(short_name(labels[party]["labels"], labels[party]["short"], lang) or party.rsplit("/", 1)[-1])
        if facts["house"]:
            latest = max(facts["house"], key=lambda h: h[0])
            if latest[2]:
                parts.append(pick(labels[latest[2]]["labels"], lang) or latest[2].rsplit("/", 1)[-1])
            first = min(h[0] for h in facts["house"])
            last = None if any(h[1] is None for h in facts["house"]) else max(h[1] for h in facts["house"])
            parts.append(years(first, last))
        if parts:
            out[iri] = " · ".join(parts)
    return out


def motion_briefs(store, iris: list[str], lang: str) -> dict[str, str]:
    """'moved by Michael D. Chong · adopted' for each motion among `iris`."""
    from flask_babel import gettext as _

    if not iris:
        return {}
    movers: dict[str, dict] = defaultdict(dict)
    outcomes: dict[str, set] = defaultdict(set)
    for row in store.select(load_query("motion_briefs"), {"m": [URIRef(i) for i in iris]}):
        if "mover" in row and isinstance(row["mover"], URIRef):  # a blank mover has no name to give
            movers[str(row["m"])].setdefault(str(row["mover"]), []).extend([row["moverLabel"]] if "moverLabel" in row else [])
        if "outcome" in row:
            outcomes[str(row["m"])].add(str(row["outcome"]))
    vocab = vocabulary()
    out = {}
    for iri in iris:
        parts = []
        names = sorted(pick(labels, lang) or who.rsplit("/", 1)[-1] for who, labels in movers[iri].items())
        if names:
            parts.append(_("moved by %(names)s", names=", ".join(names)))
        parts.extend(sorted(vocab.label(o, lang) for o in outcomes[iri]))
        if parts:
            out[iri] = " · ".join(parts)
    return out
def latest_incidents(store, size: int = 10) -> list[dict]:
    """The newest incidents with their titles and their parts in story order (labels and types
    of each part, for the reader's language to pick from)."""
    def build():
        found: dict[str, dict] = {}
        for row in store.select(load_query("latest_incidents")):
            item = found.setdefault(str(row["i"]), {"iri": str(row["i"]), "date": str(row["date"]),
                                                    "labels": [], "parts": {}})
            if "label" in row:
                item["labels"].append(row["label"])
        if found:
            wanted = [RDF.type, RDFS.label]
            for row in store.iter_select(load_query("incident_parts"),
                                         {"i": [URIRef(i) for i in found], "p": wanted}):
                parts = found[str(row["i"])]["parts"]
                part = parts.setdefault(str(row["e"]), {"iri": str(row["e"]), "position": int(row["position"]),
                                                        "types": set(), "labels": []})
                if row["p"] == RDF.type:
                    part["types"].add(str(row["v"]))
                elif row["v"] not in part["labels"]:
                    part["labels"].append(row["v"])
        for item in found.values():
            item["parts"] = sorted(item["parts"].values(), key=lambda p: (p["position"], p["iri"]))
        return list(found.values())

    return cached(store, "latest-incidents", build, stale_ok=True)[:size]
