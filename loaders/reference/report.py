"""The data-quality report of the reference KB, computed from the shipped fact files (Markdown)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

import yaml

from .facts import DATA_DIR, read_rows
from .graph import ordinal


def party_on(parties_by_person: dict[str, list[dict]], person: str, day: str) -> str | None:
    found = [m["party"] for m in parties_by_person.get(person, [])
             if m["valid_from"] <= day and (not m["valid_until"] or m["valid_until"] >= day)]
    return found[-1] if found else None


SOURCES = [  # staged folder (../shared/data/) -> what the build takes from it
    ("parlinfo-profiles-2020", "every federal parliamentarian and role 1867 – October 2020 (persons, seats, parties, offices)"),
    ("parlinfo-parliamentarians", "key dates of every Parliament; dates of death to 2018 (the 2018 export, joined by birth date and name)"),
    ("wikidata-canada-commons", "43rd/44th Parliament memberships and QIDs (to August 2022); QIDs of earlier members; their dates of death to 2022"),
    ("elections-canada-results-2015-2021", "2013-order ridings (EN/FR); party changes of the 44th (results20210920 notes); "
     "the winners' ballot names of 2015-2021 as alternate names (joined by seat)"),
    ("openparliament-fixtures", "party aliases, riding names, sessions, Twitter handles"),
    ("ridings-2023-representation-order", "the 343 ridings of the 2023 order (EN/FR, numbers); 2026 renames as unverified alternate names"),
    ("parlinfo-elections-2021-2026", "given/family names and gender of new members; riding continuity (FED_Ridings.csv start dates); cross-check of winners"),
    ("elections-canada-results-2022-2026", "2025 winners, by-elections 2022-12 to 2026-04, floor crossings of the 45th"),
    ("ourcommons-seating-plan-2025", "House of Commons PersonIds of the 45th's members (= ParlInfo HOCPersonId); party by seat colour (cross-check)"),
    ("ourcommons-ministers-2019-2026", "ministers, Government House Leaders and the Chief Government Whip 2019 – July 2026"),
    ("web-pages-facts-2023-2026", "dates of caucus changes and vacancies; source URLs of the supplement's 2023-2026 offices"),
]
# What the data does not give yet, as facts about the sources (gaps.yaml, beside the supplement).
MISSING = yaml.safe_load((Path(__file__).with_name("gaps.yaml")).read_text(encoding="utf-8"))["missing"]


def quality_report(data_dir: Path = DATA_DIR, notes: list[str] | None = None,
                   disagreements: list[str] | None = None) -> str:
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
    lines += ["", "## Sources", "", "| staged folder | used for |", "|---|---|"]
    lines += [f"| `{folder}` | {use} |" for folder, use in SOURCES]
    lines += ["", "## How people are joined across sources", "",
              "- ParlInfo PersonId within ParlInfo; ourcommons PersonId (seating plan) = ParlInfo HOCPersonId or a "
              "supplement person's `house_id`; Wikidata QIDs by seat (riding + Parliament), the name only as a tie-breaker.",
              "- The seating plan has no ridings: its seats are joined to the 344 winners of 2025-04-28 and 2025-08-18 by "
              "name within that closed list (unique, non-exact joins noted below).",
              "- A winner without a known id is the 44th-Parliament member sitting on its last day with the same family "
              "name and given name (or a short form of it), or the earlier member for the same (or continued) riding "
              "whose name fits; otherwise a new person without a QID.",
              "- Ministers (the ourcommons file has names only): family name and given name (or short form) of a person "
              "who sat in the House or led a party during the holding, unique; others are rejected.",
              "- Short forms of given names: the table in `loaders/reference/names.py` (Tom/Thomas, Gord/Gordon, "
              "Bob/Robert, …); the gazetteer offers them, and a later given name the person goes by ('Jean' of "
              "Joseph Jacques Jean), from the day the person first sat in the House or led a party (a short form "
              "until the person's death).",
              "", "## Seats per party", "",
              "Members whose House membership covers the day, by their party that day: the first day of the "
              "42nd–45th Parliaments, the seating plan of about 2025-11-08, and the end of the data.", ""]
    ends = [d for m in house + party for d in (m["valid_from"], m["valid_until"]) if d]
    last = max(ends)
    for n, day in [(42, None), (43, None), (44, None), (45, None), (None, "2025-11-08"), (None, last)]:
        day = day or parliaments[n]["start"]
        if n is None:
            seated = {m["person"] for m in house if m["valid_from"] <= day and (not m["valid_until"] or m["valid_until"] >= day)}
            counts = Counter(party_on(parties_by_person, p, day) or "(no party on record)" for p in seated)
            lines.append(f"- {day}: {len(seated)} seats: " + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
            continue
        seated = {m["person"] for m in per_parl[n] if m["valid_from"] <= day and (not m["valid_until"] or m["valid_until"] >= day)}
        counts = Counter(party_on(parties_by_person, p, day) or "(no party on record)" for p in seated)
        lines.append(f"- {ordinal(n)} Parliament ({day}): {len(seated)} seats: "
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
        lines += ["", "Examples:", ""] + [f"- {n}" for n in sorted(set(notes))[:80]]
    if disagreements is not None:
        lines += ["", "## Where sources disagree", "",
                  "Both values are listed; the rule that chose one: a caucus change dated by news pages of the day "
                  "(web-pages-facts facts.csv) wins over the cartogram's notes copied from Wikipedia; an office holder's "
                  "end is the day before the successor's start; presiding officers other than the Speaker hold office for "
                  "the duration of a Parliament (Standing Orders 7 and 8), so a Deputy Speaker's term ends at dissolution; "
                  "ParlInfo wins over Wikidata for dates of Parliaments; names that differ between Elections Canada and "
                  "ParlInfo for the same seat are kept as alternate names.", ""]
        lines += [f"- {d}" for d in sorted(set(disagreements))] or ["- none"]
    lines += ["", "## Still missing", ""] + [f"- {m}" for m in MISSING]
    return "\n".join(lines) + "\n"
