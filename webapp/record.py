"""Views of the official record for entity pages: a division's votes by party (dissenters first)
and a member's recorded votes (paged, newest first). Read with the queries of queries/pages/."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import islice

from rdflib import Literal, URIRef

from canpol.ontology import CANPOL, VOCAB

from .i18n import gettext
from .linked import path_for_iri
from .pagequeries import load_query
from .vocabulary import pick

OPTIONS = {str(VOCAB.Yea): "yea", str(VOCAB.Nay): "nay", str(VOCAB.Paired): "paired"}
VOTES_PAGE = 25


def _labels(store, terms) -> dict[str, list]:
    terms = [t for t in set(terms) if isinstance(t, URIRef)]
    out: dict[str, list] = defaultdict(list)
    if terms:
        for row in store.select(load_query("labels_en_fr"), {"s": terms}):
            out[str(row["s"])].append(row["label"])
    return out


def _ref(base: str, term, labels: dict, lang: str) -> dict:
    iri = str(term)
    return {"iri": iri, "path": path_for_iri(base, iri) if isinstance(term, URIRef) else None,
            "label": pick(labels.get(iri, ()), lang) or iri.rsplit("/", 1)[-1]}


def division(store, iri: URIRef, base: str, lang: str) -> dict | None:
    """The division page's view: question, totals, outcome, and the votes grouped by party."""
    facts: dict[str, list] = defaultdict(list)
    labels: dict[str, list] = defaultdict(list)
    for row in store.select(load_query("division_summary"), {"d": iri}):
        name = str(row["p"]).rsplit("#", 1)[-1]
        if row["o"] not in facts[name]:
            facts[name].append(row["o"])
        if "label" in row:
            labels[str(row["o"])].append(row["label"])
    if not facts.get("divisionNumber"):
        return None
    day = facts["date"][0] if facts.get("date") else None
    rows = store.select(load_query("division_votes"), {"d": iri, "day": day}) if day is not None else []
    voters: dict[str, dict] = {}
    for row in rows:
        key = str(row["voter"])
        vote = voters.setdefault(key, {"voter": row["voter"], "option": OPTIONS.get(str(row["option"]), "?"),
                                       "names": [], "printed": [], "parties": set()})
        for name, into in (("name", "names"), ("printed", "printed")):
            if name in row and row[name] not in vote[into]:
                vote[into].append(row[name])
        if "party" in row:
            vote["parties"].add(row["party"])
    party_labels = _labels(store, [p for v in voters.values() for p in v["parties"]] +
                           [VOCAB.Adopted, VOCAB.Negatived] + list(facts.get("outcome", [])))
    groups: dict[str, list] = defaultdict(list)
    for vote in voters.values():
        party = sorted(vote["parties"], key=str)[0] if vote["parties"] else None
        groups[str(party) if party is not None else ""].append({
            # the person's name; the list's printed form ("Duncan (Etobicoke North)") when it has none
            "who": _ref(base, vote["voter"], {str(vote["voter"]): vote["names"] or vote["printed"]}, lang)
            if isinstance(vote["voter"], URIRef)
            else {"iri": None, "path": None, "label": pick(vote["printed"] or vote["names"], lang) or "?"},
            "option": vote["option"], "party": party})
    out_groups = []
    for party, members in groups.items():
        counts = Counter(m["option"] for m in members)
        line = counts.most_common(1)[0][0] if counts else None
        for m in members:
            m["dissent"] = line is not None and m["option"] != line and m["option"] != "paired"
        # dissenters first, then by option and name: what a reader of a party's vote looks for
        members.sort(key=lambda m: (not m["dissent"], m["option"], m["who"]["label"].lower()))
        out_groups.append({
            "party": _ref(base, URIRef(party), party_labels, lang) if party else {"iri": None, "path": None,
                                                                               "label": gettext("party unknown")},
            "line": line, "counts": dict(counts), "dissenters": sum(m["dissent"] for m in members),
            "members": [{k: v for k, v in m.items() if k != "party"} for m in members]})
    out_groups.sort(key=lambda g: (-sum(g["counts"].values()), g["party"]["label"]))
    loaded = Counter(v["option"] for v in voters.values())

    def value(name):
        return str(facts[name][0]) if facts.get(name) else None

    def ref(name):
        return _ref(base, facts[name][0], labels, lang) if facts.get(name) else None

    outcome = facts.get("outcome", [None])[0]
    return {
        "number": value("divisionNumber"), "date": value("date"),
        "question": pick([q for q in facts.get("question", []) if isinstance(q, Literal)], lang),
        "yeas": value("yeas"), "nays": value("nays"), "paired": value("paired"),
        "loaded": {"yeas": loaded.get("yea", 0), "nays": loaded.get("nay", 0), "paired": loaded.get("paired", 0)},
        "outcome": _ref(base, outcome, party_labels, lang) if outcome is not None else None,
        "motion": ref("decides"), "bill": ref("concernsBill"), "sitting": ref("duringSitting"),
        "groups": out_groups,
    }


def member_votes(store, iri: URIRef, base: str, lang: str, offset: int = 0, size: int = VOTES_PAGE) -> dict:
    """A member's recorded votes, newest first: one page from `offset`, and how many in all."""
    rows = list(store.iter_select(load_query("member_votes"), {"s": iri}))
    seen, unique = set(), []
    for row in rows:  # a division loaded from two editions is one vote
        if str(row["d"]) not in seen:
            seen.add(str(row["d"]))
            unique.append(row)
    page = list(islice(unique, offset, offset + size))
    labels = _labels(store, [r["d"] for r in page] + [r["outcome"] for r in page if "outcome" in r])
    return {
        "total": len(unique), "offset": offset, "size": size,
        "next_offset": offset + size if offset + size < len(unique) else None,
        "votes": [{"division": _ref(base, r["d"], labels, lang), "date": str(r["date"]), "number": str(r["number"]),
                   "option": OPTIONS.get(str(r["option"]), "?"),
                   "outcome": _ref(base, r["outcome"], labels, lang) if "outcome" in r else None} for r in page],
    }


def is_division(types: list[str]) -> bool:
    return str(CANPOL.Division) in types


CLOSE_TALLY = 10  # votes apart (yeas and nays together) for a reported tally to be a division's


def reports(store, iri: URIRef, view: dict, base: str, lang: str) -> list[dict]:
    """What other sources say about this division: decisions of the House they report for the same
    sitting, matched to the division whose printed tally is the same or closest (within
    CLOSE_TALLY votes), or, without a tally, when the sitting has only this division; each with
    whether its tally and outcome agree with the record (both are kept, neither corrected)."""
    rows = store.select(load_query("division_reports"), {"d": iri})
    tallies: dict[str, tuple] = {}
    for row in rows:
        if "number" in row and "yeas" in row and "nays" in row:
            tallies[str(row["dec"])] = (int(row["yeas"]), int(row["nays"]))
    found: dict[tuple[str, str], dict] = {}
    for row in rows:
        if "number" in row or str(row["dec"]) in tallies:
            continue
        item = found.setdefault((str(row["dec"]), str(row["g"])), {"decision": row["dec"], "graph": str(row["g"]),
                                                                    "yeas": None, "nays": None, "outcome": None})
        for name in ("yeas", "nays", "outcome"):
            if name in row:
                item[name] = str(row[name])
    out = []
    outcome = view["outcome"]["iri"] if view["outcome"] else None
    for item in found.values():
        if item["yeas"] is not None and item["nays"] is not None and tallies:
            reported = (int(item["yeas"]), int(item["nays"]))
            distance = {d: abs(y - reported[0]) + abs(n - reported[1]) for d, (y, n) in tallies.items()}
            closest = min(distance, key=lambda d: (distance[d], d))
            if closest != str(iri) or distance[closest] > CLOSE_TALLY:
                continue
            tally_agrees = distance[closest] == 0
        elif len(tallies) == 1:
            tally_agrees = None
        else:
            continue  # several divisions that day and no tally to tell which
        out.append({
            "decision": _ref(base, item["decision"], {}, lang), "graph": item["graph"],
            "yeas": item["yeas"], "nays": item["nays"], "outcome": item["outcome"], "tally_agrees": tally_agrees,
            "outcome_agrees": None if item["outcome"] is None or outcome is None else item["outcome"] == outcome})
    return sorted(out, key=lambda r: (r["graph"], r["decision"]["iri"]))


def sitting(store, iri: URIRef, base: str, lang: str) -> dict | None:
    """A sitting's record: orders of business in order, recorded divisions, who spoke (most first)."""
    orders: dict[str, dict] = {}
    for row in store.select(load_query("sitting_orders"), {"s": iri}):
        item = orders.setdefault(str(row["o"]), {"order": row["o"], "position": int(row["position"]),
                                                 "rubric": str(row["rubric"]) if "rubric" in row else None, "labels": []})
        if "label" in row and row["label"] not in item["labels"]:
            item["labels"].append(row["label"])
    divisions = {}
    for row in store.select(load_query("sitting_divisions"), {"s": iri}):
        divisions.setdefault(str(row["d"]), row)
    speakers = store.select(load_query("sitting_speakers"), {"s": iri})
    if not orders and not divisions and not speakers:
        return None
    labels = _labels(store, [r["who"] for r in speakers] + [r["outcome"] for r in divisions.values() if "outcome" in r]
                     + [URIRef(d) for d in divisions])
    return {
        "orders": [{"path": path_for_iri(base, str(o["order"])), "position": o["position"], "rubric": o["rubric"],
                    "label": pick(o["labels"], lang) or o["rubric"] or str(o["position"])}
                   for o in sorted(orders.values(), key=lambda o: o["position"])],
        "divisions": [{"division": _ref(base, URIRef(d), labels, lang), "number": int(r["number"]),
                       "yeas": str(r["yeas"]) if "yeas" in r else None, "nays": str(r["nays"]) if "nays" in r else None,
                       "outcome": _ref(base, r["outcome"], labels, lang) if "outcome" in r else None}
                      for d, r in sorted(divisions.items(), key=lambda kv: int(kv[1]["number"]))],
        "speakers": sorted(({"who": _ref(base, r["who"], labels, lang), "interventions": int(r["n"])} for r in speakers),
                           key=lambda s: (-s["interventions"], s["who"]["label"])),
    }


INTERVENTIONS_PAGE = 20
BRIEF = 240  # characters of an intervention's words shown in a list


def member_interventions(store, iri: URIRef, base: str, lang: str, offset: int = 0,
                         size: int = INTERVENTIONS_PAGE) -> dict:
    """A person's interventions, newest first: one page from `offset` (its words cut to BRIEF
    characters, in the reader's language when both editions are loaded), and how many in all."""
    seen, listed = set(), []
    for row in store.iter_select(load_query("member_interventions"), {"s": iri}):
        if str(row["i"]) not in seen:  # positions or dates given twice (two editions) list once
            seen.add(str(row["i"]))
            listed.append(row)
    page = listed[offset:offset + size]
    briefs: dict[str, dict] = {}
    if page:
        for row in store.select(load_query("intervention_briefs"), {"i": [r["i"] for r in page]}):
            brief = briefs.setdefault(str(row["i"]), {"texts": [], "subjects": [], "sitting": None})
            if row["text"] not in brief["texts"]:
                brief["texts"].append(row["text"])
            if "subject" in row and row["subject"] not in brief["subjects"]:
                brief["subjects"].append(row["subject"])
            if "sitting" in row:
                brief["sitting"] = row["sitting"]
    labels = _labels(store, [b["sitting"] for b in briefs.values() if b["sitting"] is not None])
    items = []
    for row in page:
        brief = briefs.get(str(row["i"]), {"texts": [], "subjects": [], "sitting": None})
        text = pick(brief["texts"], lang) or ""
        items.append({"intervention": _ref(base, row["i"], {}, lang), "date": str(row["date"]),
                      "words": text if len(text) <= BRIEF else text[:BRIEF].rsplit(" ", 1)[0] + " …",
                      "subject": pick(brief["subjects"], lang),
                      "sitting": _ref(base, brief["sitting"], labels, lang) if brief["sitting"] is not None else None})
    return {"total": len(listed), "offset": offset, "size": size,
            "next_offset": offset + size if offset + size < len(listed) else None, "interventions": items}
