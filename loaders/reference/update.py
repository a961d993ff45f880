"""`canpol update-reference`: refresh the 2022–2026 source files from the live public sources, then rebuild.

The build (build.py) reads a folder laid out like the staged `../shared/data/`. This module makes
such a folder (`--into`): the staged files it needs are copied there, then the files that have a
live source are downloaded over them, checked, converted to the staged layout by our own code
(results: TypeScript literal -> JSON; ministers: JSON -> one row per holding; winners derived from
the results) and the build runs on it. Live sources (each URL can be replaced, e.g. by a mirror or a
test server, with `--source NAME=URL`):

- ministers: the House of Commons ministers list maintained for open.canada.ca (ckanext-canada's
  minister.json, scraped from ourcommons.ca);
- results: Elections Canada results per riding, as published by the electoral cartogram project
  (one file per election day; `{date}` in the URL);
- wikidata: Wikidata's query service (SPARQL), members of the Parliament that follows the 44th
  (QIDs only: they are joined to the 45th's seats by riding, never by name alone).

Every request is retried (`--retries`, exponential back-off); a source still unreachable stops the
run with an error naming it, and nothing of that run replaces the fact files. The same inputs give
the same fact files byte for byte (sorted rows, gzip without a timestamp).
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from canpol.errors import InputError

from .queries import load_query

# folders of the staged data the build reads (copied into the work folder when not there yet)
BUILD_FOLDERS = ["parlinfo-profiles-2020", "parlinfo-parliamentarians", "wikidata-canada-commons",
                 "elections-canada-results-2015-2021", "openparliament-fixtures", "ridings-2023-representation-order",
                 "parlinfo-elections-2021-2026", "elections-canada-results-2022-2026", "ourcommons-seating-plan-2025",
                 "ourcommons-ministers-2019-2026", "web-pages-facts-2023-2026"]
SKIP_IN_COPY = {"hansard_xml"}  # large, not read by the build
RESULT_DATES = ["20221212", "20230619", "20230724", "20240304", "20240624", "20240916", "20241216",
                "20250428", "20250818", "20260413"]
GENERAL_ELECTION_2025 = "20250428"

DEFAULT_URLS = {
    "ministers": "https://raw.githubusercontent.com/open-data/ckanext-canada/HEAD/ckanext/canada/tables/choices/minister.json",
    "results": "https://raw.githubusercontent.com/attaboy/electoralcartogram/HEAD/data/results{date}.ts",
    "wikidata": "https://query.wikidata.org/sparql",
}
USER_AGENT = "canpol-update-reference (https://w3id.org/canpol/; reference knowledge base refresh)"


@dataclass
class Fetched:
    name: str
    url: str
    target: str
    body: bytes


class SourceUnreachable(InputError):
    """A live source did not answer (after the retries) or answered with something unusable."""


def fetch(name: str, url: str, *, retries: int = 3, timeout: float = 30.0, backoff: float = 0.5,
          data: dict | None = None, headers: dict | None = None, session=None) -> bytes:
    """GET (or POST `data`) with retries on connection errors, timeouts and 5xx/429; SourceUnreachable after."""
    import requests

    http = session or requests
    last = ""
    for attempt in range(retries + 1):
        try:
            call = http.post if data is not None else http.get
            response = call(url, data=data, timeout=timeout, headers={"User-Agent": USER_AGENT, **(headers or {})})
            if response.status_code == 200:
                return response.content
            last = f"HTTP {response.status_code}"
            if response.status_code < 500 and response.status_code != 429:
                break  # 404 and the like: retrying will not help
        except requests.RequestException as error:
            last = type(error).__name__ + (f": {error}" if str(error) else "")
        if attempt < retries:
            time.sleep(backoff * 2 ** attempt)
    raise SourceUnreachable(f"update-reference: the source {name!r} is unreachable or refused at {url} "
                            f"({last}; tried {retries + 1} times)")


# ------------------------------------------------------------------ conversions (our code, to the staged layout)

_KEY = re.compile(r'([{,]\s*)([A-Za-z_][A-Za-z0-9_]*)\s*:')
_TRAILING_COMMA = re.compile(r",(\s*[\]}])")


def results_to_json(name: str, body: bytes) -> list[dict]:
    """A results file as published (TypeScript array literal, or already JSON) -> list of candidate rows,
    with the district number under "ed_number" (the cartogram calls it "index")."""
    text = body.decode("utf-8-sig")
    assigned = re.search(r"=\s*\[", text)  # `export const results: Result[] = [...]`: the literal after "="
    start = assigned.end() - 1 if assigned else text.find("[")
    end = text.rfind("]")
    if start < 0 or end < start:
        raise SourceUnreachable(f"update-reference: the source {name!r} sent no array of results")
    literal = _TRAILING_COMMA.sub(r"\1", _KEY.sub(r'\1"\2":', text[start:end + 1]))
    try:
        rows = json.loads(literal)
    except json.JSONDecodeError as error:
        raise SourceUnreachable(f"update-reference: the source {name!r} sent results that do not parse ({error})") from None
    out = []
    for row in rows:
        if "index" in row and "ed_number" not in row:
            row = {("ed_number" if k == "index" else k): v for k, v in row.items()}
        if not {"candidate", "party", "ed_number"} <= set(row):
            raise SourceUnreachable(f"update-reference: the source {name!r} sent a result row without candidate/party/district")
        out.append(row)
    return out


def ministers_flat(name: str, body: bytes) -> list[dict]:
    """ckanext-canada's minister.json -> one row per holding (the columns of ministers_flat.csv)."""
    try:
        data = json.loads(body.decode("utf-8-sig"))
        rows = [{"position_code": code, "position_en": pos["en"], "position_fr": pos["fr"], "name": m["name"],
                 "name_en": m["name_en"], "name_fr": m["name_fr"], "start_date": m["start_date"], "end_date": m["end_date"]}
                for code, pos in data.items() for m in pos["ministers"]]
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise SourceUnreachable(f"update-reference: the source {name!r} sent a ministers list of another shape ({error!r})") from None
    return rows


def winners(date: str, rows: list[dict], ridings: dict[str, dict]) -> list[dict]:
    """The elected candidates of one results file (majority > 0), in the columns of the staged *_winners.csv."""
    iso = f"{date[:4]}-{date[4:6]}-{date[6:]}"
    out = []
    for r in rows:
        if not r.get("majority") or r["majority"] <= 0:
            continue
        riding = ridings.get(str(r["ed_number"]), {})
        name = r["candidate"]
        out.append({"election_date": iso, "ed_number": str(r["ed_number"]), "riding_en": riding.get("name_en", ""),
                    "riding_fr": riding.get("name_fr", ""), "province_en": riding.get("province_en", ""),
                    "candidate": name.replace("**", "").strip(), "incumbent": "true" if "**" in name else "",
                    "party": r["party"], "votes": r.get("votes", ""), "vote_percentage": r.get("votePercentage", ""),
                    "majority": r["majority"], "current_party": r.get("currentParty", ""),
                    "changed_party": r.get("changedParty", "")})
    return sorted(out, key=lambda w: (w["election_date"], w["ed_number"]))


WINNER_COLUMNS = ["election_date", "ed_number", "riding_en", "riding_fr", "province_en", "candidate", "incumbent", "party",
                  "votes", "vote_percentage", "majority", "current_party", "changed_party"]
MINISTER_COLUMNS = ["position_code", "position_en", "position_fr", "name", "name_en", "name_fr", "start_date", "end_date"]
WIKIDATA_COLUMNS = ["item", "name", "group", "party", "district", "constituency", "startdate", "enddate", "psid"]


def csv_text(rows: list[dict], columns: list[str]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({c: row.get(c, "") for c in columns})
    return out.getvalue()


def wikidata_rows(name: str, body: bytes) -> list[dict]:
    """SPARQL CSV results (full entity IRIs) -> the staged wikidata_{n}-members-wpnames.csv columns (bare QIDs)."""
    text = body.decode("utf-8-sig")
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames or not {"item", "name"} <= set(reader.fieldnames):
        raise SourceUnreachable(f"update-reference: the source {name!r} answered without item/name columns")
    strip = lambda v: re.sub(r"^http://www\.wikidata\.org/entity/", "", v or "")  # noqa: E731
    rows = [{c: (strip(r.get(c)) if c in ("item", "group", "district") else (r.get(c) or "")[:10] if c in ("startdate", "enddate")
                 else r.get(c) or "") for c in WIKIDATA_COLUMNS} for r in reader]
    return sorted(rows, key=lambda r: (r["item"], r["startdate"], r["psid"]))


# ------------------------------------------------------------------ the run

def prepare(staged: Path, into: Path) -> None:
    """Copy the staged folders the build reads into `into`, keeping files already there."""
    for folder in BUILD_FOLDERS:
        source = staged / folder
        if not source.is_dir():
            raise InputError(f"update-reference: {source} is missing (the staged data the build starts from)")
        for path in sorted(source.rglob("*")):
            rel = path.relative_to(staged)
            if path.is_dir() or SKIP_IN_COPY & set(rel.parts):
                continue
            target = into / rel
            if not target.exists():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)


def _write(into: Path, rel: str, text: str | bytes) -> None:
    target = into / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".part")
    if isinstance(text, str):
        tmp.write_text(text, encoding="utf-8")
    else:
        tmp.write_bytes(text)
    tmp.replace(target)


def _ridings(into: Path) -> tuple[dict, dict]:
    read = lambda p: {r["ed_number"]: r for r in csv.DictReader(open(p, encoding="utf-8-sig", newline=""))}  # noqa: E731
    return (read(into / "elections-canada-results-2015-2021" / "ridings_2013_representation_order.csv"),
            read(into / "ridings-2023-representation-order" / "ridings_2023_representation_order.csv"))


def update(staged: Path, into: Path, urls: dict[str, str] | None = None, *, dates: list[str] | None = None,
           retries: int = 3, timeout: float = 30.0, backoff: float = 0.5,
           progress: Callable[[str], None] | None = None) -> list[str]:
    """Download every live source (all before anything is written), convert, write into `into`. Returns what was refreshed."""
    urls = {**DEFAULT_URLS, **(urls or {})}
    dates = dates or RESULT_DATES
    prepare(staged, into)
    step = progress or (lambda _name: None)
    got: dict[str, list | str] = {}
    body = fetch("ministers", urls["ministers"], retries=retries, timeout=timeout, backoff=backoff)
    got["ministers"] = ministers_flat("ministers", body)
    got["minister.json"] = body
    step("ministers")
    for date in dates:
        name = f"results {date}"
        body = fetch(name, urls["results"].format(date=date), retries=retries, timeout=timeout, backoff=backoff)
        got[f"results{date}"] = results_to_json(name, body)
        step(name)
    body = fetch("wikidata", urls["wikidata"], retries=retries, timeout=timeout, backoff=backoff,
                 data={"query": load_query("wikidata_members_45")}, headers={"Accept": "text/csv"})
    got["wikidata"] = wikidata_rows("wikidata", body)
    step("wikidata")

    # everything answered: write the staged layout
    written = []
    base = "ourcommons-ministers-2019-2026"
    _write(into, f"{base}/minister.json", got["minister.json"])
    _write(into, f"{base}/ministers_flat.csv", csv_text(got["ministers"], MINISTER_COLUMNS))
    written += [f"{base}/minister.json", f"{base}/ministers_flat.csv"]
    order_2013, order_2023 = _ridings(into)
    by_2013, by_2023 = [], []
    for date in dates:
        rows = got[f"results{date}"]
        rel = f"elections-canada-results-2022-2026/results{date}.json"
        _write(into, rel, json.dumps(rows, ensure_ascii=False, indent=1) + "\n")
        written.append(rel)
        w = winners(date, rows, order_2023 if date >= GENERAL_ELECTION_2025 else order_2013)
        if date == GENERAL_ELECTION_2025:
            _write(into, "elections-canada-results-2022-2026/results20250428_winners.csv", csv_text(w, WINNER_COLUMNS))
        elif date < GENERAL_ELECTION_2025:
            by_2013 += w
        else:
            by_2023 += w
    _write(into, "elections-canada-results-2022-2026/by_elections_2022-2024_winners.csv", csv_text(by_2013, WINNER_COLUMNS))
    _write(into, "elections-canada-results-2022-2026/by_elections_2025-2026_winners.csv", csv_text(by_2023, WINNER_COLUMNS))
    rel = "wikidata-canada-commons/house-of-commons/wikidata_45-members-wpnames.csv"
    _write(into, rel, csv_text(got["wikidata"], WIKIDATA_COLUMNS))
    written += ["elections-canada-results-2022-2026/*_winners.csv", rel]
    return written
