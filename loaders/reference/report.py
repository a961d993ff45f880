"""The data-quality report of the reference KB, computed from the shipped fact files (Markdown)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from .facts import DATA_DIR, read_rows


def party_on(parties_by_person: dict[str, list[dict]], person: str, day: str) -> str | None:
    found = [m["party"] for m in parties_by_person.get(person, [])
             if m["valid_from"] <= day and (not m["valid_until"] or m["valid_until"] >= day)]
    return found[-1] if found else None


def quality_report(data_dir: Path = DATA_DIR, notes: list[str] | None = None) -> str:
    persons = read_rows("persons", data_dir)
    house = read_rows("house_memberships", data_dir)
    party = read_rows("party_memberships", data_dir)
    offices = read_rows("office_holdings", data_dir)
    parliaments = {int(p["number"]): p for p in read_rows("parliaments", data_dir)}
    rejected = read_rows("rejected", data_dir)
    handles = read_rows("handles", data_dir)
    qid = {p["key"]: p["qid"] for p in persons}
    parties_by_person = defaultdict(list)
    for m in sorted(party, key=lambda m: m["valid_from"]):
        parties_by_person[m["person"]].append(m)

    members = {m["person"] for m in house}
    lines = ["# Reference knowledge base: data-quality report", "",
             "Written by `python -m canpol.loaders.reference.build --data ../shared/data` from the fact files",
             "it ships in `loaders/reference/data/` (do not edit by hand).", "",
             "## Counts", "",
             f"- persons: {len(persons)} (with a House membership: {len(members)}; with a Wikidata QID: "
             f"{sum(1 for p in persons if p['qid'])}; with a House of Commons id: {sum(1 for p in persons if p['house_id'])})",
             f"- House memberships: {len(house)}; party memberships: {len(party)}; office holdings: {len(offices)}; "
             f"social media handles: {len(handles)}",
             "", "## Members per Parliament", "",
             "| Parliament | start | end | memberships | distinct members | with QID |", "|---|---|---|---|---|---|"]
    per_parl = defaultdict(list)
    for m in house:
        per_parl[int(m["parliament"])].append(m)
    for n in sorted(per_parl):
        people = {m["person"] for m in per_parl[n]}
        with_qid = sum(1 for p in people if qid.get(p))
        p = parliaments.get(n, {})
        lines.append(f"| {n} | {p.get('start', '')} | {p.get('end', '')} | {len(per_parl[n])} | {len(people)} | "
                     f"{with_qid} ({100 * with_qid / len(people):.0f}%) |")
    lines += ["", "## Seats per party at the start of the 42nd–44th Parliaments", "",
              "Members whose House membership covers the Parliament's first day, by their party that day.", ""]
    for n in (42, 43, 44):
        day = parliaments[n]["start"]
        seated = {m["person"] for m in per_parl[n] if m["valid_from"] <= day and (not m["valid_until"] or m["valid_until"] >= day)}
        counts = Counter(party_on(parties_by_person, p, day) or "(no party on record)" for p in seated)
        lines.append(f"- {n}th Parliament ({day}): {len(seated)} seats: "
                     + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
    parties = read_rows("parties", data_dir)
    no_fr = sorted(p["name_en"] for p in parties if not p["name_fr"])
    lines += ["", "## Parties without a French name", "",
              f"{len(no_fr)} of {len(parties)} parties have an English label only: neither the staged data "
              "(ParlInfo has no French party column, openparliament repeats the English name) nor the curated "
              "supplement gives their French name, and none is invented (SHACL warns about each).", "",
              "; ".join(no_fr) + ("." if no_fr else "")]
    lines += ["", "## Source rows not used or merged", "",
              f"{len(rejected)} rows, each listed with its reason in `loaders/reference/data/rejected.csv.gz`. "
              "Rows \"merged into another row\" gave the same membership (same person, organization and start) "
              "as an earlier row: one membership is kept, ending at the latest of their ends, with both sources.", "",
              "| file | reason | rows |", "|---|---|---|"]
    reasons = Counter((r["file"], r["reason"].split(" | ")[0]) for r in rejected)
    for (file, reason), count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        lines.append(f"| {file} | {reason} | {count} |")
    if notes is not None:
        lines += ["", "## Cross-source notes", "",
                  f"{len(notes)} disagreements or approximations seen while joining (nothing was merged on them):", ""]
        note_kinds = Counter(re.sub(r"(Q\d+|pi:\d+|wd:Q\d+|\d{4}-\d\d-\d\d|'[^']*'|\"[^\"]*\"|\d+)", "…", n) for n in notes)
        for kind, count in note_kinds.most_common(15):
            lines.append(f"- {count} × {kind}")
        lines += ["", "Examples:", ""] + [f"- {n}" for n in sorted(set(notes))[:25]]
    return "\n".join(lines) + "\n"
