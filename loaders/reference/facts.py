"""The shipped fact files: their names, columns, and reading/writing them (gzip CSV, UTF-8)."""

from __future__ import annotations

import csv
import gzip
import io
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

# file stem -> columns; lists inside a cell are joined with "|"
COLUMNS: dict[str, list[str]] = {
    "persons": ["key", "name", "given_name", "family_name", "gender", "birth_date", "death_date",
                "parlinfo_id", "house_id", "qid", "alternate_names", "source"],
    "house_memberships": ["person", "riding", "parliament", "valid_from", "valid_until", "source"],
    "party_memberships": ["person", "party", "valid_from", "valid_until", "source"],
    "office_holdings": ["person", "office", "organization", "valid_from", "valid_until", "acting",
                        "approximate", "known_until", "source"],
    "offices": ["key", "label_en", "label_fr", "organization", "aliases", "source"],
    "parties": ["key", "name_en", "name_fr", "abbreviations", "aliases", "qid", "source"],
    "ridings": ["key", "district_number", "name_en", "name_fr", "province", "representation_order", "replaces",
                "aliases", "source"],
    "provinces": ["key", "name_en", "name_fr", "abbreviation"],
    "parliaments": ["number", "start", "end", "election_date", "qid", "source"],
    "sessions": ["parliament", "session", "start", "end", "source"],
    "institutions": ["key", "kind", "name_en", "name_fr", "abbreviations", "aliases", "qid", "source"],
    "handles": ["person", "handle", "valid_from", "valid_until", "source"],
    "rejected": ["file", "row", "reason"],
}


def path_of(name: str, data_dir: Path = DATA_DIR) -> Path:
    return data_dir / f"{name}.csv.gz"


def write_rows(name: str, rows: list[dict], data_dir: Path = DATA_DIR) -> Path:
    """Write rows sorted as given; gzip with a fixed mtime so a rebuild of the same facts is byte-identical."""
    columns = COLUMNS[name]
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=columns, lineterminator="\n", extrasaction="raise")
    writer.writeheader()
    for row in rows:
        writer.writerow({c: ("" if row.get(c) is None else row.get(c)) for c in columns})
    path = path_of(name, data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as out:
        out.write(text.getvalue().encode("utf-8"))
    return path


def read_rows(name: str, data_dir: Path = DATA_DIR) -> list[dict]:
    with gzip.open(path_of(name, data_dir), "rt", encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))
