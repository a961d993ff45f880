"""In-memory reference KB for the extractor: a gazetteer of names and dated lookups (party, riding, office, session).

    from canpol.loaders.reference.kb import load_kb
    kb = load_kb()                                   # reads the shipped fact files, cached per base
    [m.iri for m in kb.name_matches("Tremblay")]     # every entity that surface form can name, with dates
    kb.party_at(person_iri, date(2020, 6, 17))       # the person's party IRI that day

Lookups fold case, accents and dash styles. Time-dependent answers take the date they apply to;
validity windows are inclusive ISO dates, an open end means "still so at the data's last update".
"""

from __future__ import annotations

import re
import unicodedata
from bisect import insort
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from canpol.config import DEFAULT_BASE

from .facts import DATA_DIR, read_rows
from .names import given_name_variants

KINDS = ("person", "party", "riding", "office", "institution")
# Courtesy titles by gender (English and French usage in Canadian news and Hansard)
TITLES = {"male": ("Mr.", "Mr", "M."), "female": ("Ms.", "Ms", "Mrs.", "Mrs", "Mme", "Mme.")}
# Parties whose members last sat before this date are kept in the KB but not offered as surface forms:
# old labels such as "Opposition" or "Progressive" would match ordinary words in today's news.
MODERN_PARTIES_FROM = "1993-10-25"
# The 2023 representation order's districts replace the 2013 ones at the dissolution of 2025 (ParlInfo dates)
RIDINGS_2023_FROM = "2025-03-23"


_DASHES = re.compile(r"\s*(?:--|-|—|–|‑)\s*")
_SPACES = re.compile(r"\s+")


from canpol.loaders.text import fold  # noqa: E402


def strip_accents(text: str) -> str:
    if text.isascii():
        return text
    text = text.replace("œ", "oe").replace("Œ", "OE")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _date(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _iso(on: date | str) -> str:
    return on if isinstance(on, str) else on.isoformat()


def _valid(row: dict, day: str) -> bool:
    return (not row["valid_from"] or row["valid_from"] <= day) and (not row["valid_until"] or row["valid_until"] >= day)


@dataclass(frozen=True)
class NameMatch:
    """One entity a surface form can name; `valid_from`/`valid_until` bound when the form applies (None: always)."""

    iri: str
    kind: str  # person | party | riding | office | institution
    label: str
    valid_from: date | None = None
    valid_until: date | None = None
    form: str = "name"  # name | title (Mr. X) | family (family name alone) | handle | abbreviation | alias

    def applies_on(self, on: date) -> bool:
        return (self.valid_from is None or self.valid_from <= on) and (self.valid_until is None or self.valid_until >= on)


@dataclass(frozen=True)
class PersonRecord:
    iri: str
    key: str
    name: str
    given_name: str | None
    family_name: str | None
    gender: str | None
    birth_date: date | None
    death_date: date | None
    qid: str | None
    parlinfo_id: str | None
    house_id: str | None
    handles: tuple[str, ...] = ()
    alternate_names: tuple[str, ...] = ()  # former and other names from the sources (skos:altLabel)


@dataclass(repr=False)
class ReferenceKB:
    """The reference facts indexed for lookups; build with `load_kb()`."""

    base: str
    persons: dict[str, PersonRecord] = field(default_factory=dict)
    _names: dict[str, list[NameMatch]] = field(default_factory=lambda: defaultdict(list))
    _surfaces: dict[tuple[str, str], None] = field(default_factory=dict)  # ordered set of (form, kind)
    _seen: set = field(default_factory=set, repr=False)
    _house: dict[str, list[dict]] = field(default_factory=lambda: defaultdict(list))
    _party: dict[str, list[dict]] = field(default_factory=lambda: defaultdict(list))
    _offices: dict[str, list[dict]] = field(default_factory=lambda: defaultdict(list))
    _party_names: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    _handles: dict[str, str] = field(default_factory=dict)
    _sessions: list[tuple[str, str | None, int, int]] = field(default_factory=list)
    _parliaments: list[tuple[str, str | None, int]] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)  # IRI -> English label
    _given: frozenset | None = field(default=None, repr=False)

    def __repr__(self) -> str:
        return f"<ReferenceKB {self.base} persons={len(self.persons)} names={len(self._names)}>"

    # ------------------------------------------------------------------ IRIs
    def iri(self, kind: str, key: str) -> str:
        return f"{self.base}id/{kind}/{key}"

    # ------------------------------------------------------------------ gazetteer
    def name_matches(self, surface: str) -> list[NameMatch]:
        """Every entity the surface form can name (exact match after folding), with the dates each applies."""
        return list(self._names.get(fold(surface), ()))

    def resolve(self, surface: str, on: date, kind: str | None = None) -> list[NameMatch]:
        """The matches of `surface` that apply on `on` (optionally of one kind), one per entity."""
        seen, out = set(), []
        for m in self._names.get(fold(surface), ()):
            if (kind is None or m.kind == kind) and m.applies_on(on) and m.iri not in seen:
                seen.add(m.iri)
                out.append(m)
        return out

    def surface_forms(self, kinds: Iterable[str] | None = None) -> Iterator[tuple[str, str]]:
        """(surface form, kind) pairs for a PhraseMatcher: names with and without accents, titles, family names,
        handles, party names and abbreviations in English and French, ridings, offices, institutions."""
        wanted = set(kinds) if kinds is not None else None
        for form, kind in self._surfaces:
            if wanted is None or kind in wanted:
                yield form, kind

    def _add(self, surface: str, match: NameMatch) -> None:
        surface = surface.strip()
        if not surface:
            return
        key = fold(surface)
        if (key, match) not in self._seen:
            self._seen.add((key, match))
            self._names[key].append(match)
        if (surface, match.kind) in self._surfaces:
            return
        self._surfaces[(surface, match.kind)] = None
        if "'" in surface:
            # the typographic apostrophe most news pages print: "Chris d’Entremont", "O’Toole"
            self._surfaces[(surface.replace("'", "’"), match.kind)] = None
        if not surface.isascii():
            self._surfaces[(strip_accents(surface), match.kind)] = None
            for variant in {surface.replace("—", "-"), surface.replace("—", "--"), surface.replace("’", "'")} - {surface}:
                self._surfaces[(variant, match.kind)] = None

    # ------------------------------------------------------------------ lookups
    # IRIs are looked up as plain strings: an rdflib URIRef never equals a str, so a dict keyed by
    # str would not find it although callers naturally pass URIRefs
    def person(self, iri: str) -> PersonRecord | None:
        return self.persons.get(str(iri))

    def party_at(self, person_iri: str, on: date) -> str | None:
        day = _iso(on)
        found = [m for m in self._party.get(str(person_iri), ()) if _valid(m, day)]
        return found[-1]["iri"] if found else None  # rows sorted by start: the latest wins

    def riding_at(self, person_iri: str, on: date) -> str | None:
        day = _iso(on)
        found = [m for m in self._house.get(str(person_iri), ()) if _valid(m, day)]
        return found[-1]["iri"] if found else None

    def is_member_at(self, person_iri: str, on: date) -> bool:
        day = _iso(on)
        return any(_valid(m, day) for m in self._house.get(str(person_iri), ()))

    def memberships(self, person_iri: str) -> list[dict]:
        """The person's House memberships (riding IRI, parliament, valid_from, valid_until)."""
        return [dict(m) for m in self._house.get(str(person_iri), ())]

    def office_holders(self, office_key: str, on: date) -> list[str]:
        """Person IRIs holding an office that day. Keys: speaker, deputy-speaker, assistant-deputy-speaker,
        prime-minister, leader-of-the-opposition, government-house-leader, leader/{party}, house-leader/{party},
        minister/{slug}."""
        day = _iso(on)
        out = []
        for h in self._offices.get(office_key, ()):
            if _valid(h, day) and h["person"] not in out:
                out.append(h["person"])
        return out

    def office_keys(self) -> list[str]:
        """Every office key the KB lists a holder of."""
        return sorted(self._offices)

    def offices_held(self, person_iri: str, on: date) -> list[str]:
        """Office keys the person held that day."""
        day = _iso(on)
        person_iri = str(person_iri)
        return sorted({k for k, rows in self._offices.items() for h in rows if h["person"] == person_iri and _valid(h, day)})

    def offices_left_before(self, person_iri: str, on: date) -> list[str]:
        """Office keys the person held at some time before that day and no longer held on it
        ("the former health minister" said of them that day)."""
        day = _iso(on)
        person_iri = str(person_iri)
        before = {k for k, rows in self._offices.items() for h in rows if h["person"] == person_iri
                  and h["valid_until"] and h["valid_until"] < day}
        return sorted(before - set(self.offices_held(person_iri, on)))

    def members_of_party(self, party_iri: str, on: date) -> list[str]:
        """Person IRIs sitting in the House that day whose party that day is `party_iri`."""
        return [p for p in self._house if self.is_member_at(p, on) and self.party_at(p, on) == str(party_iri)]

    def members_at(self, on: date) -> list[str]:
        return [p for p in self._house if self.is_member_at(p, on)]

    def seats_at(self, on: date) -> dict[str, str]:
        """Person IRI -> riding IRI of everyone sitting in the House that day (one pass: the
        Hansard loader asks it once per publication)."""
        day = _iso(on)
        seats = {}
        for person, rows in self._house.items():
            for m in rows:  # sorted by start: the latest seat valid that day wins
                if (not m["valid_from"] or m["valid_from"] <= day) and (not m["valid_until"] or m["valid_until"] >= day):
                    seats[person] = m["iri"]
        return seats

    def session_at(self, on: date) -> tuple[int, int] | None:
        day = _iso(on)
        for start, end, parliament, session in self._sessions:
            if start and start <= day and (end is None or end >= day):
                return (parliament, session)
        return None

    def parliament_at(self, on: date) -> int | None:
        day = _iso(on)
        for start, end, number in self._parliaments:
            if start and start <= day and (end is None or end >= day):
                return number
        return None

    def party_by_name(self, surface: str) -> str | None:
        """The party a name, abbreviation or alias denotes (English or French); None when unknown or ambiguous."""
        found = self._party_names.get(fold(surface), set())
        return next(iter(found)) if len(found) == 1 else None

    def handle_owner(self, handle: str) -> str | None:
        """'@SomeMember' (or without '@', any case) -> person IRI."""
        return self._handles.get(handle.lstrip("@").lower())

    def given_names(self) -> frozenset[str]:
        """Every given name of the KB's people, folded and lower case: what a personal name starts with."""
        if self._given is None:
            names = set()
            for person in self.persons.values():
                for name in (person.given_name or "", person.name or ""):
                    first = name.replace("(", " ").split()
                    if first:
                        names.add(fold(first[0]).lower().strip(".,"))
            self._given = frozenset(n for n in names if n)
        return self._given

    def label(self, iri: str) -> str | None:
        return self.labels.get(str(iri))

    def name_variants(self, person_or_name: str) -> list[str]:
        """Other forms of a person's name: for a person IRI, the alternate names the sources give and the
        short forms of each given name with the family name ("Thomas J. Mulcair" -> "Tom Mulcair"); for a
        plain name, the short (or formal) forms of its first word with the rest ("Gord Brown" -> "Gordon Brown").
        The gazetteer offers the short forms from the person's first seat on (`name_matches`)."""
        record = self.persons.get(str(person_or_name))
        if record is None:
            first, _, rest = str(person_or_name).strip().partition(" ")
            return [f"{v} {rest}" for v in given_name_variants(first)] if rest else []
        return [n for n in (*record.alternate_names, *_short_forms(record)) if n != record.name]


def _split(value: str) -> list[str]:
    return [v for v in (value or "").split("|") if v]


def _name_parts(record: PersonRecord) -> list[tuple[str, str]]:
    """(first given name, family name) of the person's name and of each alternate name."""
    parts = []
    if record.given_name and record.family_name:
        parts.append((record.given_name.split()[0], record.family_name))
    for name in record.alternate_names:
        words = name.split()
        if len(words) > 1:
            parts.append((words[0], words[-1] if not record.family_name or record.family_name not in name
                          else record.family_name))
    return parts


def _later_given_name_forms(record: PersonRecord) -> list[str]:
    """'Royal Smith' for Joseph Bernard Royal Smith: each given name after the first (no initial)
    with the family name."""
    if not record.given_name or not record.family_name:
        return []
    later = [g for g in record.given_name.replace("(", " ").replace(")", " ").split()[1:]
             if len(g.strip(".")) > 1 and not g.endswith(".") and g[:1].isupper()]
    return [f"{g} {record.family_name}" for g in later if f"{g} {record.family_name}" != record.name]


def _short_forms(record: PersonRecord) -> list[str]:
    """'Tom Mulcair' for Thomas J. Mulcair: short (or formal) forms of the given name with the family name."""
    out = []
    for first, family in _name_parts(record):
        for variant in given_name_variants(first):
            form = f"{variant} {family}"
            if form not in out and form != record.name:
                out.append(form)
    return out


def build_kb(base: str = DEFAULT_BASE, data_dir: Path = DATA_DIR) -> ReferenceKB:
    """Read the fact files and index them (uncached; use `load_kb`)."""
    base = base if base.endswith("/") else base + "/"
    kb = ReferenceKB(base=base)
    handles = defaultdict(list)
    for row in read_rows("handles", data_dir):
        handles[row["person"]].append(row["handle"])
    for row in read_rows("persons", data_dir):
        iri = kb.iri("person", row["key"])
        kb.persons[iri] = PersonRecord(
            iri=iri, key=row["key"], name=row["name"], given_name=row["given_name"] or None,
            family_name=row["family_name"] or None, gender=row["gender"] or None,
            birth_date=_date(row["birth_date"]), death_date=_date(row["death_date"]), qid=row["qid"] or None,
            parlinfo_id=row["parlinfo_id"] or None, house_id=row["house_id"] or None,
            handles=tuple(handles.get(row["key"], ())), alternate_names=tuple(_split(row.get("alternate_names"))))
        kb.labels[iri] = row["name"]
    for row in read_rows("house_memberships", data_dir):
        person = kb.iri("person", row["person"])
        insort(kb._house[person], {"iri": kb.iri("riding", row["riding"]), "parliament": int(row["parliament"]),
                                   "valid_from": row["valid_from"], "valid_until": row["valid_until"]},
               key=lambda m: m["valid_from"] or "")
    party_last = {}
    for row in read_rows("party_memberships", data_dir):
        person = kb.iri("person", row["person"])
        insort(kb._party[person], {"iri": kb.iri("party", row["party"]), "valid_from": row["valid_from"],
                                   "valid_until": row["valid_until"]}, key=lambda m: m["valid_from"] or "")
        last = row["valid_until"] or "9999-12-31"
        party_last[row["party"]] = max(party_last.get(row["party"], ""), last)
    windows = defaultdict(list)  # person IRI -> (from, until) when a title or family name alone applies
    for person, rows in kb._house.items():
        windows[person] = [(m["valid_from"], m["valid_until"]) for m in rows]
    for row in read_rows("office_holdings", data_dir):
        person = kb.iri("person", row["person"])
        kb._offices[row["office"]].append({"person": person, "valid_from": row["valid_from"],
                                           "valid_until": row["valid_until"], "acting": row["acting"] == "true"})
        if row["office"] in ("prime-minister", "speaker") or row["office"].startswith("leader/"):
            windows[person].append((row["valid_from"], row["valid_until"]))

    # persons: full names always; "Mr. X" and the family name alone only while the person sat or led
    for iri, p in kb.persons.items():
        names = {p.name}
        if p.given_name and p.family_name:
            first = p.given_name.split()[0]
            names.add(f"{first} {p.family_name}")
        for n in names:
            kb._add(n, NameMatch(iri, "person", p.name))
        for n in p.alternate_names:  # a former or other name is a full name too
            kb._add(n, NameMatch(iri, "person", p.name, form="alias"))
        # a later given name with the family name for who goes by it ("Royal Smith" for Joseph
        # Bernard Royal Smith, the custom of giving "Joseph" or "Marie" first) and short forms of the
        # given name ("Tom Mulcair"): from the day the person first sat or led, since news go on
        # naming former members so (a former prime minister above all); a short form only until the
        # person's death (it is a variant the KB derives, and a namesake outlives it: "Gordon
        # Brown" for a Gord Brown). Before their first seat, only their full names.
        starts = [start for start, _ in windows.get(iri, ()) if start]
        if starts:
            first_seat = _date(min(starts))
            for n in _later_given_name_forms(p):
                kb._add(n, NameMatch(iri, "person", p.name, form="short", valid_from=first_seat))
            for n in _short_forms(p):
                kb._add(n, NameMatch(iri, "person", p.name, form="short", valid_from=first_seat,
                                     valid_until=p.death_date))
        for handle in p.handles:
            kb._add(handle, NameMatch(iri, "person", p.name, form="handle"))
            kb._handles[handle.lstrip("@").lower()] = iri
        if not p.family_name:
            continue
        titles = TITLES.get(p.gender or "", TITLES["male"] + TITLES["female"])
        families = [p.family_name] + sorted({f for _, f in _name_parts(p)} - {p.family_name})
        for start, end in windows.get(iri, ()):
            window = dict(valid_from=_date(start), valid_until=_date(end))
            for family in families:  # a former family name too ("Ms. Harder" / "Ms. Thomas")
                kb._add(family, NameMatch(iri, "person", p.name, form="family", **window))
                for title in titles:
                    kb._add(f"{title} {family}", NameMatch(iri, "person", p.name, form="title", **window))

    for row in read_rows("parties", data_dir):
        iri = kb.iri("party", row["key"])
        kb.labels[iri] = row["name_en"]
        modern = party_last.get(row["key"], "9999") >= MODERN_PARTIES_FROM or row["source"].startswith("supplement")
        forms = [(row["name_en"], "name"), (row["name_fr"], "name")] + [(a, "abbreviation") for a in _split(row["abbreviations"])] \
            + [(a, "alias") for a in _split(row["aliases"])]
        for surface, form in forms:
            if not surface:
                continue
            kb._party_names[fold(surface)].add(iri)
            if modern:
                kb._add(surface, NameMatch(iri, "party", row["name_en"], form=form))

    riding_windows = defaultdict(list)
    for row in read_rows("house_memberships", data_dir):
        riding_windows[row["riding"]].append((row["valid_from"], row["valid_until"]))
    for row in read_rows("ridings", data_dir):
        iri = kb.iri("riding", row["key"])
        kb.labels[iri] = row["name_en"]
        spans = riding_windows.get(row["key"])
        start = min((s for s, _ in spans if s), default=None) if spans else None
        end = None if not spans or any(not u for _, u in spans) else max(u for _, u in spans)
        if row["representation_order"] == "2023":
            start, end = RIDINGS_2023_FROM, None  # current districts (in force at the 2025 dissolution)
        # (the 2026 names in `aliases` come from an unverified third-party list: in the graph, not the gazetteer)
        for surface in {row["name_en"], row["name_fr"]}:
            if surface:
                kb._add(surface, NameMatch(iri, "riding", row["name_en"], _date(start), _date(end)))

    for row in read_rows("offices", data_dir):
        iri = kb.iri("office", row["key"])
        kb.labels[iri] = row["label_en"]
        for surface, form in [(row["label_en"], "name"), (row["label_fr"], "name")] + [(a, "alias") for a in _split(row["aliases"])]:
            if surface:
                kb._add(surface, NameMatch(iri, "office", row["label_en"], form=form))

    for row in read_rows("institutions", data_dir):
        iri = kb.iri("org", row["key"])
        kb.labels[iri] = row["name_en"]
        forms = [(row["name_en"], "name"), (row["name_fr"], "name")] + [(a, "abbreviation") for a in _split(row["abbreviations"])] \
            + [(a, "alias") for a in _split(row["aliases"])]
        for surface, form in forms:
            if surface:
                kb._add(surface, NameMatch(iri, "institution", row["name_en"], form=form))

    for row in read_rows("sessions", data_dir):
        kb._sessions.append((row["start"] or None, row["end"] or None, int(row["parliament"]), int(row["session"])))
    for row in read_rows("parliaments", data_dir):
        kb._parliaments.append((row["start"] or None, row["end"] or None, int(row["number"])))
    kb._names = dict(kb._names)
    kb._seen = set()
    return kb


@lru_cache(maxsize=4)
def load_kb(base: str = DEFAULT_BASE) -> ReferenceKB:
    """The reference KB for IRIs under `base`, read once from the shipped fact files and cached."""
    return build_kb(base)
