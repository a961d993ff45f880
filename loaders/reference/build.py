"""Build the reference fact files (loaders/reference/data/*.csv.gz) from the public data beside the checkout.

    python -m canpol.loaders.reference.build --data ../shared/data

Sources are joined on ParlInfo PersonIds, Wikidata QIDs and electoral district numbers; where a
source has no shared id (Wikidata membership rows carry no ParlInfo id) the join key is the seat
itself (riding + Parliament) with the name only as a tie-breaker, never the name alone. Every
source row that is not used is written to `rejected.csv.gz` with its reason, and the build prints
(and writes to docs/reference-kb.md) a data-quality report.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

import yaml

from canpol.graph.iris import slugify

from .facts import DATA_DIR, write_rows
from .recent import Recent, check_offices_against_facts, close_by_successor, close_contradicted, mark_known_until

SUPPLEMENT = Path(__file__).resolve().parent / "supplement.yaml"
REPO = Path(__file__).resolve().parents[2]
PARLINFO_DUMP_DATE = "2020-10-01"  # ParlInfo profiles snapshot (SOURCE.txt): open rows mean "current then"
LAST_PARLINFO_PARLIAMENT = 43

PROVINCES = [  # key, English, French, postal abbreviation
    ("nl", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador", "NL"),
    ("pe", "Prince Edward Island", "Île-du-Prince-Édouard", "PE"),
    ("ns", "Nova Scotia", "Nouvelle-Écosse", "NS"),
    ("nb", "New Brunswick", "Nouveau-Brunswick", "NB"),
    ("qc", "Quebec", "Québec", "QC"),
    ("on", "Ontario", "Ontario", "ON"),
    ("mb", "Manitoba", "Manitoba", "MB"),
    ("sk", "Saskatchewan", "Saskatchewan", "SK"),
    ("ab", "Alberta", "Alberta", "AB"),
    ("bc", "British Columbia", "Colombie-Britannique", "BC"),
    ("yt", "Yukon", "Yukon", "YT"),
    ("nt", "Northwest Territories", "Territoires du Nord-Ouest", "NT"),
    ("nu", "Nunavut", "Nunavut", "NU"),
]
PROVINCE_BY_NAME = {p[1].lower(): p[0] for p in PROVINCES} | {p[3].lower(): p[0] for p in PROVINCES} | {
    "newfoundland": "nl", "the northwest territories": "nt", "yukon territory": "yt", "northwest territories": "nt", "north-west territories": "nt"}

# ParlInfo party labels -> the project's party keys (docs/architecture.md §4); other labels are slugified.
PARTY_KEYS = {
    "Liberal Party of Canada": "liberal",
    "Conservative Party of Canada": "conservative",
    "New Democratic Party": "ndp",
    "Bloc Québécois": "bq",
    "Green Party of Canada": "green",
    "People's Party of Canada": "ppc",
    "Independent": "independent",
    "Progressive Conservative Party": "progressive-conservative",
    "Reform Party of Canada": "reform",
    "Canadian Reform Conservative Alliance": "alliance",
    "Conservative (1867-1942)": "conservative-1867",
}
# Wikidata "group" QIDs of the membership lists -> party keys (QIDs checked in key_entities_qids.csv)
GROUP_KEYS = {"Q138345": "liberal", "Q488523": "conservative", "Q130765": "ndp", "Q735105": "bq",
              "Q691730": "green", "Q327591": "independent"}
# openparliament party slugs -> party keys (their short names become aliases)
OPENPARLIAMENT_PARTY = {"cpc": "conservative", "NDP": "ndp", "bloc": "bq", "liberal": "liberal", "IND": "independent",
                        "green": "green", "alliance": "alliance", "pc": "progressive-conservative",
                        "reform": "reform", "forces": "strength-in-democracy"}
# ParlInfo "{party} House Leader" role prefixes -> party keys
HOUSE_LEADER_PARTY = {"Liberal Party of Canada": "liberal", "N.D.P.": "ndp", "Bloc Québécois": "bq",
                      "Conservative Party of Canada": "conservative", "Progressive Conservative Party":
                      "progressive-conservative", "Canadian Alliance": "alliance", "Reform Party": "reform",
                      "Social Credit Party": "social-credit-party-of-canada", "PC/DR Coalition":
                      "progressive-conservative-democratic-representative-coalition"}
MINISTER_ROLES = {"Minister", "Minister of State", "Associate Minister", "Secretary of State",
                  "Deputy Prime Minister", "Minister responsible"}
UNMODELLED_ROLES = {"Critic", "Assistant Critic", "Member", "Vice-Chair", "Chair", "Ex-officio Member",
                    "Alternate Member", "Parliamentary Secretary", "Parliamentary Assistant", "President",
                    "National Director", "Federal Secretary", "Secretary-Treasurer", "Special Adviser"}


# --------------------------------------------------------------------------------------------
# small pure helpers

def fold(text: str) -> str:
    """Case, accents, ligatures and dash styles folded: 'Belœil—Chambly' == 'Beloeil--Chambly'."""
    text = text.replace("œ", "oe").replace("Œ", "OE").replace("’", "'")
    text = re.sub(r"\s*(?:--|-|—|–|‑)\s*", "-", text)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"\s+", " ", text).strip()


# a word typed with its second letter held in capitals ("TImmins"): no place name is spelled so
# (capitals inside a word follow a lower-case letter: "LaSalle", "McLeod"; acronyms are all capitals)
_SHIFT_HELD = re.compile(r"\b([A-ZÀ-Ý])([A-ZÀ-Ý])(?=[a-zà-ÿ]{2,})")


def mended_capitals(name: str) -> str:
    """`name` with a word typed with its second letter held in capitals mended ("TImmins" ->
    "Timmins"): the gazetteer matches riding names as written."""
    return _SHIFT_HELD.sub(lambda m: m.group(1) + m.group(2).lower(), name)


def iso(value: str | None) -> str | None:
    """A full ISO date or None (partial dates like '2006-04' are not used as dates)."""
    value = (value or "").strip()[:10]
    return value if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) else None


def day_before(value: str) -> str:
    return (date.fromisoformat(value) - timedelta(days=1)).isoformat()


def overlaps(a_from, a_until, b_from, b_until) -> bool:
    return (a_until is None or b_from is None or a_until >= b_from) and (b_until is None or a_from is None or b_until >= a_from)


def names_compatible(parlinfo_family: str, other_name: str) -> bool:
    """Tie-breaker only: the ParlInfo family name (or its last word) occurs in the other source's name."""
    family, other = fold(parlinfo_family), fold(other_name)
    return bool(family) and (family in other or family.split()[-1] in other.split())


def read_csv(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


# --------------------------------------------------------------------------------------------

@dataclass
class Build:
    data: Path
    persons: dict[str, dict] = field(default_factory=dict)  # internal id ("pi:123", "wd:Q1", "sp:key") -> row
    house: list[dict] = field(default_factory=list)
    party: list[dict] = field(default_factory=list)
    offices: list[dict] = field(default_factory=list)
    office_defs: dict[str, dict] = field(default_factory=dict)
    parties: dict[str, dict] = field(default_factory=dict)
    ridings: dict[str, dict] = field(default_factory=dict)
    parliaments: dict[int, dict] = field(default_factory=dict)
    sessions: dict[tuple[int, int], dict] = field(default_factory=dict)
    institutions: list[dict] = field(default_factory=list)
    handles: list[dict] = field(default_factory=list)
    rejected: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    qid_owner: dict[str, str] = field(default_factory=dict)

    disagreements: list[str] = field(default_factory=list)
    fold_fn = staticmethod(fold)

    def province_key(self, name: str) -> str | None:
        return PROVINCE_BY_NAME.get(name.strip().lower())

    def reject(self, file: str, row: str, reason: str) -> None:
        self.rejected.append({"file": file, "row": row, "reason": reason})

    # ---------------------------------------------------------------- parliaments and sessions
    def load_parliaments(self) -> None:
        path = self.data / "parlinfo-parliamentarians" / "lop-parliament-key-dates.csv"
        rows = list(csv.reader(open(path, encoding="utf-8-sig", newline="")))
        header = rows[0]
        election_col = header.index("General Election Date")
        number = None
        for row in rows[1:]:
            if row and row[0].startswith("Parliament:"):
                number = int(row[0].split(":")[1])
                continue
            if number is None or not row or not row[0].strip():
                continue
            term = [iso(part) for part in row[0].split(" - ")]
            self.parliaments[number] = {"number": number, "start": term[0], "end": term[1] if len(term) > 1 else None,
                                        "election_date": iso(row[election_col]), "qid": None,
                                        "source": "ParlInfo key dates (lop-parliament-key-dates.csv)"}
            number = None
        for row in read_csv(self.data / "wikidata-canada-commons" / "house-of-commons" / "wikidata_all-terms.csv"):
            n = int(row["ordinal"])
            record = self.parliaments.setdefault(n, {"number": n, "start": iso(row["startTime"] or row["inception"]),
                                                     "end": iso(row["endTime"]), "election_date": None,
                                                     "source": "Wikidata (wikidata_all-terms.csv)"})
            record["qid"] = row["item"]
            if record["end"] is None and iso(row["endTime"]):
                record["end"] = iso(row["endTime"])
                record["source"] += "; end: Wikidata"
            for key, wd in (("start", iso(row["startTime"] or row["inception"])), ("end", iso(row["endTime"]))):
                if wd and record.get(key) and wd != record[key]:
                    self.notes.append(f"Parliament {n} {key}: ParlInfo {record[key]}, Wikidata {wd} (ParlInfo kept)")

    def load_sessions(self, supplement: dict) -> None:
        path = self.data / "openparliament-fixtures" / "core_fixtures" / "sessions.json"
        for item in json.loads(path.read_text(encoding="utf-8")):
            f = item["fields"]
            self.sessions[(f["parliamentnum"], f["sessnum"])] = {
                "parliament": f["parliamentnum"], "session": f["sessnum"], "start": iso(f["start"]),
                "end": iso(f["end"]), "source": f"openparliament sessions.json {item['pk']}"}
        for fact in supplement.get("sessions", []):
            key = (fact["parliament"], fact["session"])
            record = self.sessions.setdefault(key, {"parliament": key[0], "session": key[1], "start": None,
                                                    "end": None, "source": ""})
            for k in ("start", "end"):
                if fact.get(k):
                    record[k] = str(fact[k])
            record["source"] = "; ".join(filter(None, [record["source"], "supplement: " + fact["source"]]))

    # ---------------------------------------------------------------- ridings
    def load_ridings(self) -> None:
        self.riding_2013: dict[tuple[str, str], str] = {}
        self.riding_hist: dict[tuple[str, str], str] = {}
        path = self.data / "elections-canada-results-2015-2021" / "ridings_2013_representation_order.csv"
        for row in read_csv(path):
            prov = PROVINCE_BY_NAME[row["province_en"].lower()]
            key = row["ed_number"]
            for language in ("name_en", "name_fr"):
                if mended_capitals(row[language]) != row[language]:
                    self.notes.append(f"riding {key}: Elections Canada {row[language]!r} read as "
                                      f"{mended_capitals(row[language])!r} (a typing slip of capitals)")
                    row[language] = mended_capitals(row[language])
            self.ridings[key] = {"key": key, "district_number": key, "name_en": row["name_en"], "name_fr": row["name_fr"],
                                 "province": prov, "representation_order": "2013",
                                 "source": "Elections Canada ridings_2013_representation_order.csv"}
            self.riding_2013[(fold(row["name_en"]), prov)] = key
            self.riding_2013.setdefault((fold(row["name_fr"]), prov), key)
        path = self.data / "openparliament-fixtures" / "core_fixtures" / "ridings.json"
        for item in json.loads(path.read_text(encoding="utf-8")):
            f = item["fields"]
            prov = PROVINCE_BY_NAME.get((f["province"] or "").lower())
            if prov is None:
                self.reject("openparliament/ridings.json", str(item["pk"]), f"unknown province | {f['province']!r}")
                continue
            if f["current"]:
                key = str(f["edid"])
                if key not in self.ridings:
                    self.reject("openparliament/ridings.json", str(item["pk"]),
                                "current riding whose district number is not in the 2013 representation order")
                    continue
                record = self.ridings[key]
                if fold(record["name_en"]) != fold(f["name_en"]):
                    # the staged Elections Canada list has typos ('Vaudreiul', 'Conestaga'): openparliament's
                    # name for the same district number wins, the other stays findable
                    self.notes.append(f"riding {key}: Elections Canada {record['name_en']!r} replaced by "
                                      f"openparliament {f['name_en']!r} (same district number)")
                    record["name_en"] = f["name_en"].replace("--", "—").replace("\x92", "’")
                    if f["name_fr"]:
                        record["name_fr"] = f["name_fr"].replace("--", "—").replace("\x92", "’")
                for name in (f["name_en"], f["name_fr"]):
                    if name:
                        self.riding_2013.setdefault((fold(name), prov), key)
                record["source"] += f"; openparliament ridings.json {item['pk']}"
                continue
            key = self.historical_riding(f["name_en"], prov, "openparliament ridings.json")
            record = self.ridings[key]
            if f.get("edid"):
                record["district_number"] = str(f["edid"])
            if f.get("name_fr"):
                record["name_fr"] = f["name_fr"]
            record["source"] += f"; openparliament ridings.json {item['pk']}"

    def historical_riding(self, name: str, prov: str, source: str) -> str:
        """A riding outside the 2013 representation order, keyed {province}-{slug} (district numbers repeat across orders)."""
        k = (fold(name), prov)
        if k not in self.riding_hist:
            key = f"{prov}-{slugify(name)}"
            self.riding_hist[k] = key
            self.ridings[key] = {"key": key, "district_number": None, "name_en": name, "name_fr": None,
                                 "province": prov, "representation_order": None, "source": source}
        return self.riding_hist[k]

    def carry_french_riding_names(self) -> None:
        """A district of an older order with no French name in any source takes the French name of
        the 2013- or 2023-order district of the same English name in the same province: Elections
        Canada renders a name's compass points and "Centre" the same way in every order
        ('Winnipeg Centre' / 'Winnipeg-Centre'), and French text names the older district so. Not
        when the two orders' French names differ."""
        french: dict[tuple[str, str], set[str]] = {}
        for record in self.ridings.values():
            if record["representation_order"] and record["name_fr"]:
                french.setdefault((fold(record["name_en"]), record["province"]), set()).add(record["name_fr"])
        for record in self.ridings.values():
            if record["representation_order"] or record["name_fr"]:
                continue
            names = french.get((fold(record["name_en"]), record["province"]), set())
            if len({fold(n) for n in names}) == 1:
                name_fr = sorted(names)[0]
                record["name_fr"] = name_fr
                record["source"] += "; French name of the same-named district of a later order"

    def riding_for(self, name: str, prov: str | None, parliament: int, source: str) -> str | None:
        if prov is None:
            return None
        if parliament >= 42:  # the 2013 representation order applies from the 2015 general election
            key = self.riding_2013.get((fold(name), prov))
            if key:
                return key
            self.notes.append(f"{source}: riding {name!r} ({prov}) in Parliament {parliament} not in the 2013 order")
        return self.historical_riding(name, prov, source)

    # ---------------------------------------------------------------- parties
    def party_key(self, label: str) -> str:
        label = label.strip()
        key = PARTY_KEYS.get(label) or slugify(label)
        if key not in self.parties:
            self.parties[key] = {"key": key, "name_en": label, "name_fr": None, "abbreviations": [], "aliases": [],
                                 "qid": None, "source": "ParlInfo party label"}
        return key

    def load_parties(self, supplement: dict) -> None:
        for fact in supplement.get("parties", []):
            self.parties[fact["key"]] = {"key": fact["key"], "name_en": fact["name_en"], "name_fr": fact.get("name_fr"),
                                         "abbreviations": list(fact.get("abbreviations", [])),
                                         "aliases": list(fact.get("aliases", [])), "qid": fact.get("qid"),
                                         "source": "supplement: " + fact["source"]}
        path = self.data / "openparliament-fixtures" / "core_fixtures" / "parties.json"
        for item in json.loads(path.read_text(encoding="utf-8")):
            f = item["fields"]
            key = OPENPARLIAMENT_PARTY.get(f["slug"])
            if key is None:
                self.reject("openparliament/parties.json", str(item["pk"]),
                            "party never represented in the House in the data (no slug)")
                continue
            record = self.parties.get(key) or self.parties.setdefault(key, {
                "key": key, "name_en": f["name_en"], "name_fr": None, "abbreviations": [], "aliases": [],
                "qid": None, "source": "openparliament parties.json"})
            for alias in {f["short_name_en"], f["short_name_fr"], f["name_en"]}:
                if alias and alias not in record["aliases"] and alias != record["name_en"]:
                    record["aliases"].append(alias)
            record["source"] += f"; openparliament parties.json {item['pk']}"

    def apply_party_names_fr(self, supplement: dict) -> None:
        """French names the data lacks, from the supplement (after ParlInfo has made its parties)."""
        for fact in supplement.get("party_names_fr", []):
            record = self.parties.get(fact["key"])
            if record is None:
                raise ValueError(f"supplement names an unknown party {fact['key']!r}")
            if record["name_fr"]:
                raise ValueError(f"supplement gives {fact['key']!r} a second French name")
            record["name_fr"] = fact["name_fr"]
            record["source"] += f"; French name: supplement: {fact['source']}"

    # ---------------------------------------------------------------- dates of death (ParlInfo 2018)
    def load_death_dates(self) -> None:
        """Dates of death from the 2018 ParlInfo export (parlinfo-parliamentarians; the 2020 persons file
        leaves DateOfDeath empty). Its rows have no PersonId: each joins the one ParlInfo person with
        its birth date and family name, whose used first name is among its given names; a row that
        joins no one, or several, is rejected (no date is guessed)."""
        by_birth: dict[tuple[str, str], list[str]] = {}
        for key, person in self.persons.items():
            if key.startswith("pi:") and person["birth_date"]:
                by_birth.setdefault((person["birth_date"], fold(person["family_name"])), []).append(key)
        where = "lop-parliamentarians.csv"
        for n, row in enumerate(read_csv(self.data / "parlinfo-parliamentarians" / where), start=2):
            died = iso(row["Deceased Date"])
            if died is None:
                continue
            family, _, given = row["Name"].partition(",")
            born = iso(row["Date of Birth"])
            if born is None:
                self.reject(where, str(n), f"date of death without a date of birth to join on | {row['Name']}")
                continue
            given_names = fold(given).replace(".", " ").split()
            matches = [key for key in by_birth.get((born, fold(family)), [])
                       if fold(self.persons[key]["given_name"]).split()[:1]
                       and fold(self.persons[key]["given_name"]).split()[0] in given_names]
            if len(matches) != 1:
                self.reject(where, str(n), f"date of death joins {len(matches)} ParlInfo persons | {row['Name']}, born {born}")
                continue
            person = self.persons[matches[0]]
            if person["death_date"] and person["death_date"] != died:
                self.notes.append(f"{matches[0]}: date of death {person['death_date']} kept over {died} ({where})")
                continue
            if died < born:
                self.reject(where, str(n), f"date of death {died} before the date of birth | {row['Name']}")
                continue
            person["death_date"] = died
            person["source"] += f"; date of death: ParlInfo 2018 export ({where} row {n})"

    # ---------------------------------------------------------------- ParlInfo persons and roles
    def load_parlinfo(self) -> None:
        base = self.data / "parlinfo-profiles-2020"
        for row in read_csv(base / "parlinfo_persons.csv"):
            pid = row["PersonId"]
            given, family = row["UsedFirstName"].strip(), row["LastName"].strip()
            self.persons[f"pi:{pid}"] = {
                "name": f"{given} {family}".strip(), "given_name": given, "family_name": family,
                "gender": {"M": "male", "F": "female"}.get(row["Gender"]),
                "birth_date": iso(row["DateOfBirth"]), "death_date": iso(row["DateOfDeath"]),
                "parlinfo_id": pid, "house_id": row["HOCPersonId"] if row["HOCPersonId"] not in ("", "0") else None,
                "qid": None, "source": f"ParlInfo person {pid}"}
        seats: dict[tuple, dict] = {}
        used_roles: dict[str, dict] = {}  # PersonRoleId -> the row used for it (the file repeats some rows)
        for row in read_csv(base / "parlinfo_federal_roles.csv"):
            pid, rid, name = row["PersonId"], row["PersonRoleId"], row["NameEn"]
            person = f"pi:{pid}"
            start, end = iso(row["StartDate"]), iso(row["EndDate"])
            where = "parlinfo_federal_roles.csv"
            if person not in self.persons:
                self.reject(where, rid, f"PersonId {pid} not in parlinfo_persons.csv")
                continue
            if start is None:
                self.reject(where, rid, f"no start date | {name}")
                continue
            if name == "Constituency Member":
                if row["OrganizationTypeEn"] != "Constituency":
                    self.reject(where, rid, "Senate division (senators are not House members)")
                    continue
                if self.inverted(where, rid, start, end, name):
                    continue
                key = (person, fold(row["OrganizationLongEn"]), row["OrganizationProvinceEn"], start)
                if key in seats:
                    other = seats[key]
                    self.reject(where, rid, f"duplicate seat row (same person, riding and start; kept the first) | role {other['role']}, "
                                            f"party label {row['PartyEn']!r} vs {other['party']!r}")
                    if other["end"] is None or (end and end > other["end"]):
                        other["end"] = other["end"] if other["end"] is None else end
                    continue
                seats[key] = {"person": person, "riding": row["OrganizationLongEn"].strip(),
                              "province": PROVINCE_BY_NAME.get(row["OrganizationProvinceEn"].strip().lower()),
                              "start": start, "end": end, "role": rid, "party": row["PartyEn"],
                              "current": row["IsCurrent"] == "True"}
            elif name == "Party Member":
                if self.inverted(where, rid, start, end, name) or self.repeated(where, rid, row, used_roles):
                    continue
                self.party.append({"person": person, "party": self.party_key(row["OrganizationLongEn"]),
                                   "valid_from": start, "valid_until": end, "source": f"ParlInfo role {rid}"})
            else:
                if not (name.strip() or row["ToBeStyledAsEn"].strip()):
                    # ParlInfo has a few role rows with no title at all (only a portfolio): which
                    # office they were is not said, so none is guessed.
                    self.reject(where, rid, f"role without a title | {row['GroupingTitleEn']}: "
                                            f"{row['OrganizationLongEn']}")
                    continue
                office = self.office_of(row)
                if office is None:
                    self.reject(where, rid, f"role not modelled as an office: {name} | {row['GroupingTitleEn']}")
                    continue
                if self.inverted(where, rid, start, end, name) or self.repeated(where, rid, row, used_roles):
                    continue
                for key, organization in office:
                    self.offices.append({"person": person, "office": key, "organization": organization,
                                         "valid_from": start, "valid_until": end,
                                         "acting": "true" if row["IsActing"] == "True" else None,
                                         "approximate": "true" if row["StartDateIsApproximate"] == "True" else None,
                                         "source": f"ParlInfo role {rid}"})
        self.seat_rows = list(seats.values())
        # a few seat rows lack the province: take it from other rows (or the 2013 order) of the same riding name
        provinces_of = defaultdict(set)
        for seat in self.seat_rows:
            if seat["province"]:
                provinces_of[fold(seat["riding"])].add(seat["province"])
        for seat in self.seat_rows:
            if seat["province"] is None:
                known = provinces_of.get(fold(seat["riding"]), set())
                seat["province"] = known.pop() if len(known) == 1 else self.province_of_2013(seat["riding"])
                self.notes.append(f"ParlInfo role {seat['role']}: no province for {seat['riding']!r}; "
                                  f"{seat['province'] or 'still unknown'} from other rows with that riding name")
        for seat in self.seat_rows:
            self.split_seat(seat)

    def inverted(self, file: str, row_id: str, start: str, end: str | None, what: str) -> bool:
        """A row that ends before it starts is not used: which of its two dates is wrong is unknown."""
        if end is not None and end < start:
            self.reject(file, row_id, f"end date before start date | {what} {start} to {end}")
            return True
        return False

    def repeated(self, file: str, row_id: str, row: dict, used: dict[str, dict]) -> bool:
        """The roles file repeats some PersonRoleIds (identical, or with another party label); the first is used."""
        first = used.setdefault(row_id, row)
        if first is row:
            return False
        differs = sorted(k for k in row if row[k] != first[k])
        self.reject(file, row_id, "PersonRoleId repeated (the first row is used)"
                    + (f" | differs in {', '.join(differs)}" if differs else " | identical row"))
        return True

    def define_office(self, key: str, label_en: str, label_fr: str | None, organization: str, source: str) -> None:
        self.office_defs.setdefault(key, {"key": key, "label_en": label_en, "label_fr": label_fr,
                                          "organization": organization, "aliases": [], "source": source})

    def office_of(self, row: dict) -> list[tuple[str, str]] | None:
        """Office keys (and the organization they belong to) for one ParlInfo role row, or None."""
        name, name_fr, styled = row["NameEn"].strip(), row["NameFr"].strip(), row["ToBeStyledAsEn"].strip()
        group, org_type = row["GroupingTitleEn"], row["OrganizationTypeEn"]
        src = f"ParlInfo role {row['RoleId']}"
        if name == "Speaker of the House of Commons":
            return [("speaker", "house-of-commons")]
        if name == "Deputy Speaker of the House of Commons":
            return [("deputy-speaker", "house-of-commons")]
        if name.startswith("Assistant Deputy Speaker") or (
                name == "Assistant Deputy Chair of Committees of the Whole" and "Assistant Deputy Speaker" in styled):
            return [("assistant-deputy-speaker", "house-of-commons")]
        if name == "Prime Minister":
            return [("prime-minister", "government-of-canada")]
        if name == "Leader of the Official Opposition":
            return [("leader-of-the-opposition", "house-of-commons")]
        if name == "Party Leader" and org_type == "Party":
            party = self.party_key(row["OrganizationLongEn"])
            self.define_office(f"leader/{party}", f"Leader of the {self.parties[party]['name_en']}",
                               None, party, src)
            return [(f"leader/{party}", party)]
        for prefix, party in HOUSE_LEADER_PARTY.items():
            if name == f"{prefix} House Leader":
                self.party_key(row["PartyEn"] or prefix)
                self.define_office(f"house-leader/{party}", name, name_fr or None, party, src)
                return [(f"house-leader/{party}", party)]
        if name in MINISTER_ROLES and group in ("Cabinet", "House of Commons Roles"):
            title = styled or " ".join(filter(None, [name, row["PortFolioEn"].strip()]))
            if name == "Minister responsible" and not styled and not row["PortFolioEn"].strip():
                # a regional minister: ParlInfo names the region only as the role's organization
                title = f"Minister responsible for {row['OrganizationLongEn'].strip()}"
            key = "minister/" + slugify(title)
            self.define_office(key, title, None, "government-of-canada", src)
            keys = [(key, "government-of-canada")]
            if "Leader of the Government in the House of Commons" in title and not title.startswith("Deputy"):
                keys.append(("government-house-leader", "house-of-commons"))
                if row["PartyEn"]:
                    party = self.party_key(row["PartyEn"])
                    self.define_office(f"house-leader/{party}", f"{self.parties[party]['name_en']} House Leader",
                                       None, party, src)
                    keys.append((f"house-leader/{party}", party))
            return keys
        if name in UNMODELLED_ROLES or group in ("Cabinet Committee", "Non Parliamentary Committee"):
            return None
        if group in ("Cabinet", "House of Commons Roles", "Senate Roles", "Political Party"):
            organization = "senate" if group == "Senate Roles" else (
                "government-of-canada" if group == "Cabinet" else "house-of-commons")
            if group == "Political Party" and org_type == "Party":
                organization = self.party_key(row["OrganizationLongEn"])
            key = slugify(styled or name)
            if organization not in ("house-of-commons", "senate", "government-of-canada"):
                key = f"{key}/{organization}"
            self.define_office(key, styled or name, name_fr or None, organization, src)
            return [(key, organization)]
        return None

    def split_seat(self, seat: dict) -> None:
        """One ParlInfo seat (a continuous term in one riding) -> one HouseMembership per Parliament it spans."""
        for n in sorted(self.parliaments):
            if n > LAST_PARLINFO_PARLIAMENT:
                break
            p = self.parliaments[n]
            prev_end = self.parliaments[n - 1]["end"] if n > 1 else "1867-06-30"
            election = p["election_date"] or p["start"]
            if seat["start"] > (p["end"] or "9999"):
                continue
            new_at_n = seat["start"] > prev_end
            # a seat that ends on the election day ended with the old Parliament (a re-elected
            # member's next seat row starts that day): it is no membership of the new one
            if not (new_at_n or seat["end"] is None or seat["end"] > election):
                continue
            valid_from = seat["start"] if new_at_n else election
            until_candidates = [d for d in (seat["end"], p["end"]) if d]
            valid_until = min(until_candidates) if until_candidates else None
            riding = self.riding_for(seat["riding"], seat["province"], n, "ParlInfo")
            if riding is None:
                self.reject("parlinfo_federal_roles.csv", seat["role"], f"unknown province for riding | {seat['riding']!r}")
                return
            self.house.append({"person": seat["person"], "riding": riding, "parliament": n,
                               "valid_from": valid_from, "valid_until": valid_until,
                               "source": f"ParlInfo role {seat['role']}", "open": seat["end"] is None})

    # ---------------------------------------------------------------- Wikidata: QIDs, 43rd/44th Parliaments
    def load_wikidata(self) -> None:
        base = self.data / "wikidata-canada-commons" / "house-of-commons"
        details = {r["item"]: r for r in read_csv(base / "wikidata_current-members.csv")}
        seat_index: dict[tuple[int, str], list[dict]] = defaultdict(list)
        for m in self.house:
            seat_index[(m["parliament"], m["riding"])].append(m)
        for n in (43, 44):
            rows = read_csv(base / f"wikidata_{n}-members-wpnames.csv")
            by_qid: dict[str, list[tuple[int, dict]]] = defaultdict(list)
            for i, row in enumerate(rows, start=2):
                by_qid[row["item"]].append((i, row))
            for qid, items in by_qid.items():
                self.wikidata_member(n, qid, items, seat_index, details)

    def assign_qid(self, person: str, qid: str, source: str) -> bool:
        record = self.persons[person]
        owner = self.qid_owner.get(qid)
        if owner and owner != person:
            self.notes.append(f"{qid} ({source}) already belongs to {owner}; not given to {person}")
            return False
        if record["qid"] and record["qid"] != qid:
            self.notes.append(f"{person} has {record['qid']}; {source} says {qid} (first kept)")
            return False
        record["qid"] = qid
        self.qid_owner[qid] = person
        return True

    def wikidata_member(self, n: int, qid: str, items, seat_index, details) -> None:
        file = f"wikidata_{n}-members-wpnames.csv"
        p = self.parliaments[n]
        name = items[0][1]["name"]
        ridings = set()
        for line, row in items:
            prov = self.province_of_2013(row["constituency"])
            key = self.riding_2013.get((fold(row["constituency"]), prov)) if prov else None
            if key is None:
                self.reject(file, str(line), f"constituency not in the 2013 representation order | {row['constituency']!r}")
                return
            ridings.add(key)
        if len(ridings) > 1:
            self.reject(file, ",".join(str(l) for l, _ in items), "one person in several ridings in one Parliament")
            return
        riding = ridings.pop()
        person = self.qid_owner.get(qid)
        if person is None:
            # the seat (riding + Parliament) is the join key; the name only breaks ties (by-elections)
            row_from = min((iso(r["startdate"]) for _, r in items if iso(r["startdate"])), default=None)
            row_until = None if any(not iso(r["enddate"]) for _, r in items) else max(iso(r["enddate"]) for _, r in items)
            holders = sorted({m["person"] for m in seat_index.get((n, riding), [])
                              if overlaps(m["valid_from"], m["valid_until"], row_from, row_until)})
            if len(holders) == 1:
                candidates = holders
                if not names_compatible(self.persons[holders[0]]["family_name"], name):
                    self.notes.append(f"{file}: {qid} {name!r} joined by seat ({riding}, Parliament {n}) to "
                                      f"ParlInfo {self.persons[holders[0]]['name']!r}")
            else:
                candidates = sorted({c for c in holders if names_compatible(self.persons[c]["family_name"], name)})
            if n == 44 and not candidates:
                # returning members: same riding (any earlier Parliament of the 2013 order) + name
                prior = [m["person"] for (pn, r), ms in seat_index.items() if r == riding and pn in (42, 43) for m in ms]
                candidates = sorted({c for c in prior if names_compatible(self.persons[c]["family_name"], name)})
            if len(candidates) == 1:
                person = candidates[0]
                self.assign_qid(person, qid, file)
                if fold(name) != fold(self.persons[person]["name"]):
                    alts = self.persons[person].setdefault("alternate_names", [])
                    if name not in alts:
                        alts.append(name)  # Wikidata's name for the member (e.g. a later family name)
            elif len(candidates) > 1:
                self.reject(file, ",".join(str(l) for l, _ in items), f"ambiguous seat holder | {qid}: {candidates}")
                return
        starts = [iso(r["startdate"]) for _, r in items]
        ends = [iso(r["enddate"]) for _, r in items]
        seat_from = max(min((s for s in starts if s), default=p["election_date"]), p["election_date"] or "")
        seat_until = None if any(e is None for e in ends) else max(ends)
        if person is None:
            if n == 43 and (min((s for s in starts if s), default="") or "") <= PARLINFO_DUMP_DATE:
                self.reject(file, ",".join(str(l) for l, _ in items),
                            f"sat in the 43rd before ParlInfo's dump but matches no ParlInfo seat | {qid} {name}")
                return
            person = f"wd:{qid}"
            d = details.get(qid, {})
            parts = name.split(" ")
            self.persons[person] = {"name": name, "given_name": parts[0], "family_name": " ".join(parts[1:]),
                                    "gender": d.get("gender") or None,
                                    "birth_date": iso(d.get("dob")) if d.get("dobPrecision") == "11" else None,
                                    "death_date": None, "parlinfo_id": None, "house_id": None, "qid": None,
                                    "source": f"Wikidata {qid} ({file})"}
            self.assign_qid(person, qid, file)
        mine = [m for m in self.house if m["person"] == person and m["parliament"] == n]
        if n == 43 and mine:
            for m in mine:
                if m["open"] and seat_until and (m["valid_until"] is None or seat_until < m["valid_until"]):
                    m["valid_until"] = seat_until
                    m["source"] += f"; end: Wikidata {qid} ({file})"
        else:
            until = min(filter(None, [seat_until, p["end"]]), default=None)
            self.house.append({"person": person, "riding": riding, "parliament": n, "valid_from": seat_from,
                               "valid_until": until, "source": f"Wikidata {qid} ({file})", "open": False})
        for line, row in items:
            party = GROUP_KEYS.get(row["group"])
            if party is None:
                self.reject(file, str(line), f"unknown group | {row['group']} ({row['party']})")
                continue
            start = max(iso(row["startdate"]) or seat_from, seat_from)
            if start <= PARLINFO_DUMP_DATE and not person.startswith("wd:"):
                continue  # ParlInfo already has this person's parties up to its dump
            self.set_party(person, party, start, iso(row["enddate"]), f"Wikidata {qid} ({file} line {line})")

    def province_of_2013(self, constituency: str) -> str | None:
        folded = fold(constituency)
        provs = [prov for (name, prov) in self.riding_2013 if name == folded]
        return provs[0] if len(set(provs)) == 1 else None

    def set_party(self, person: str, party: str, start: str, end: str | None, source: str) -> None:
        """Record that `person` belonged to `party` from `start`: closes a different open membership the day before."""
        mine = [m for m in self.party if m["person"] == person]
        for m in mine:
            if m["party"] == party and overlaps(m["valid_from"], m["valid_until"], start, start):
                if end and m["valid_until"] is None and m["source"].startswith("Wikidata"):
                    m["valid_until"] = end
                return
        for m in mine:
            if m["party"] != party and overlaps(m["valid_from"], m["valid_until"], start, end) and m["valid_from"] < start:
                if m["valid_until"] is None or m["valid_until"] >= start:
                    m["valid_until"] = day_before(start)
                    m["source"] += f"; end: {source}"
        self.party.append({"person": person, "party": party, "valid_from": start, "valid_until": end, "source": source})

    def load_wikidata_qids(self) -> None:
        """QIDs of earlier members from the Wikidata legislators list: birth date + family name must agree."""
        path = self.data / "wikidata-canada-commons" / "cabinet-and-offices" / "legislators.csv"
        by_birth: dict[str, list[str]] = defaultdict(list)
        for person, record in self.persons.items():
            if record["birth_date"]:
                by_birth[record["birth_date"]].append(person)
        seen = set()
        for line, row in enumerate(read_csv(path), start=2):
            if row["position"] != "member of the House of Commons":
                continue
            qid = row["personID"]
            if qid in seen:
                continue
            seen.add(qid)
            if qid in self.qid_owner:
                continue
            dob = iso(row["DOB"])
            matches = [p for p in by_birth.get(dob or "", []) if names_compatible(self.persons[p]["family_name"], row["person"])]
            if len(matches) == 1:
                self.assign_qid(matches[0], qid, "legislators.csv")
            else:
                reason = ("no full birth date" if not dob else
                          "no ParlInfo person with this birth date and family name" if not matches else
                          "several ParlInfo persons match")
                self.reject("cabinet-and-offices/legislators.csv", str(line), f"QID not linked: {reason} | {qid} {row['person']}")

    def load_wikidata_death_dates(self) -> None:
        """Dates of death after the 2018 ParlInfo export, from the Wikidata lists (their DOD column),
        for the persons whose QID is known. ParlInfo's date stays where both give one (Wikidata's
        are a day off for a few: noted)."""
        owner = {record["qid"]: person for person, record in self.persons.items() if record.get("qid")}
        base = self.data / "wikidata-canada-commons" / "cabinet-and-offices"
        for name in ("legislators.csv", "holders21.csv"):
            for line, row in enumerate(read_csv(base / name), start=2):
                died, person = iso(row["DOD"]), owner.get(row["personID"])
                if died is None or person is None:
                    continue
                record = self.persons[person]
                if record["death_date"] == died:
                    continue
                if record["death_date"]:
                    note = f"{person}: date of death {record['death_date']} kept over Wikidata {died} ({row['personID']})"
                    if note not in self.notes:
                        self.notes.append(note)
                    continue
                if record["birth_date"] and died < record["birth_date"]:
                    self.reject(f"cabinet-and-offices/{name}", str(line), f"date of death before the birth | {row['personID']}")
                    continue
                record["death_date"] = died
                record["source"] += f"; date of death: Wikidata {row['personID']} ({name})"

    # ---------------------------------------------------------------- openparliament handles
    def load_openparliament_handles(self) -> None:
        path = self.data / "openparliament-fixtures" / "core_fixtures" / "politicians.json"
        items = json.loads(path.read_text(encoding="utf-8"))
        ridings = {x["pk"]: x["fields"] for x in json.loads(
            (self.data / "openparliament-fixtures" / "core_fixtures" / "ridings.json").read_text(encoding="utf-8"))}
        politicians = {x["pk"]: x["fields"] for x in items if x["model"] == "core.politician"}
        terms = defaultdict(list)
        for x in items:
            if x["model"] == "core.electedmember":
                terms[x["fields"]["politician"]].append(x["fields"])
        seats_by_riding = defaultdict(list)
        for seat in self.seat_rows:
            seats_by_riding[(fold(seat["riding"]), seat["province"])].append(seat)
        matched: dict[int, str | None] = {}
        for x in items:
            if x["model"] != "core.politicianinfo" or x["fields"]["schema"] != "twitter":
                continue
            pol = x["fields"]["politician"]
            if pol not in matched:
                candidates = set()
                for term in terms.get(pol, []):
                    r = ridings.get(term["riding"])
                    if not r:
                        continue
                    prov = PROVINCE_BY_NAME.get(r["province"].lower())
                    for seat in seats_by_riding.get((fold(r["name_en"]), prov), []):
                        if overlaps(seat["start"], seat["end"], iso(term["start_date"]), iso(term["end_date"])) and \
                                names_compatible(self.persons[seat["person"]]["family_name"], politicians[pol]["name"]):
                            candidates.add(seat["person"])
                matched[pol] = candidates.pop() if len(candidates) == 1 else None
            person = matched[pol]
            if person is None:
                self.reject("openparliament/politicians.json", str(x["pk"]),
                            f"twitter handle: no unique ParlInfo seat (riding + dates) matches | politician {pol}")
                continue
            self.handles.append({"person": person, "handle": "@" + x["fields"]["value"].lstrip("@"),
                                 "source": f"openparliament politicians.json info {x['pk']}"})

    # ---------------------------------------------------------------- curated supplement
    def person_ref(self, ref: dict) -> str:
        if "parlinfo" in ref:
            person = f"pi:{ref['parlinfo']}"
        elif "qid" in ref:
            person = self.qid_owner.get(ref["qid"], "")
        elif "house" in ref:
            person = next((p for p, r in self.persons.items() if r.get("house_id") == str(ref["house"])), "")
        else:
            person = f"sp:{ref['key']}"
        if person not in self.persons:
            raise ValueError(f"supplement refers to an unknown person {ref}")
        return person

    def apply_supplement(self, supplement: dict) -> None:
        for fact in supplement.get("parliaments", []):
            record = self.parliaments.setdefault(fact["number"], {"number": fact["number"], "qid": None, "source": ""})
            for k in ("start", "end", "election_date", "qid"):
                if fact.get(k) and not record.get(k):
                    record[k] = str(fact[k])
            record["source"] = "; ".join(filter(None, [record.get("source"), "supplement: " + fact["source"]]))
        for fact in supplement.get("institutions", []):
            self.institutions.append({**fact, "abbreviations": fact.get("abbreviations", []),
                                      "aliases": fact.get("aliases", []), "source": "supplement: " + fact["source"]})
        for fact in supplement.get("offices", []):
            self.office_defs[fact["key"]] = {"key": fact["key"], "label_en": fact["label_en"], "label_fr": fact.get("label_fr"),
                                             "organization": fact["organization"], "aliases": fact.get("aliases", []),
                                             "source": "supplement: " + fact["source"]}
        for fact in supplement.get("persons", []):
            self.persons[f"sp:{fact['key']}"] = {
                "name": fact["name"], "given_name": fact.get("given_name"), "family_name": fact.get("family_name"),
                "gender": fact.get("gender"), "birth_date": str(fact["birth_date"]) if fact.get("birth_date") else None,
                "death_date": None, "parlinfo_id": None,
                "house_id": str(fact["house_id"]) if fact.get("house_id") else None, "qid": fact.get("qid"),
                "source": "supplement: " + fact["source"], "key": fact["key"]}

    def apply_supplement_holdings(self, supplement: dict) -> None:
        for fact in supplement.get("office_holdings", []):
            person = self.person_ref(fact["person"])
            office = fact["office"]
            source = "supplement: " + fact["source"]
            if fact.get("close_open"):
                open_rows = [o for o in self.offices if o["person"] == person and o["office"] == office
                             and o["valid_until"] is None]
                if len(open_rows) != 1:
                    raise ValueError(f"supplement closes {office} of {person}: {len(open_rows)} open holdings")
                open_rows[0]["valid_until"] = str(fact["valid_until"])
                open_rows[0]["source"] += f"; end: {source}"
                if fact.get("approximate"):
                    open_rows[0]["approximate"] = "true"
                continue
            organization = self.office_defs[office]["organization"] if office in self.office_defs else (
                office.split("/", 1)[1] if "/" in office else "house-of-commons")
            self.offices.append({"person": person, "office": office, "organization": organization,
                                 "valid_from": str(fact["valid_from"]),
                                 "valid_until": str(fact["valid_until"]) if fact.get("valid_until") else None,
                                 "acting": "true" if fact.get("acting") else None,
                                 "approximate": "true" if fact.get("approximate") else None, "source": source})
        for fact in supplement.get("handles", []):
            self.handles.append({"person": self.person_ref(fact["person"]), "handle": fact["handle"],
                                 "source": "supplement: " + fact["source"]})
        for fact in supplement.get("alternate_names", []):
            # a name the member sat under that no loaded source gives (a former family name)
            record = self.persons[self.person_ref(fact["person"])]
            alts = record.setdefault("alternate_names", [])
            if fold(fact["name"]) == fold(record["name"]) or fact["name"] in alts:
                raise ValueError(f"supplement gives {record['name']!r} a name it already has: {fact['name']!r}")
            alts.append(fact["name"])
            record["source"] += f"; name {fact['name']!r}: supplement: {fact['source']}"

    # ---------------------------------------------------------------- one membership per key
    # The graph mints one membership IRI per (kind, person, organization, start[, riding and
    # Parliament | office]) (graph.py). Two rows with the same key would become one node with two
    # ends, so they are merged here by one rule, and every merged row is listed in rejected.csv:
    # the person held the membership as long as any of the rows says (the latest end; open if
    # one is open), the first row's source is kept and the others' are added to it.
    MEMBERSHIP_KEYS = {"house": ("person", "riding", "parliament", "valid_from"),
                       "party": ("person", "party", "valid_from"),
                       "offices": ("person", "organization", "office", "valid_from")}

    def merge_same_memberships(self) -> None:
        for kind, fields in self.MEMBERSHIP_KEYS.items():
            kept: dict[tuple, dict] = {}
            out = []
            for row in getattr(self, kind):
                key = tuple(row[f] for f in fields)
                first = kept.setdefault(key, row)
                if first is row:
                    out.append(row)
                    continue
                ends = [first["valid_until"], row["valid_until"]]
                first["valid_until"] = None if None in ends else max(ends)
                if kind == "offices":
                    first["acting"] = first["acting"] if first["acting"] == row["acting"] else None
                    first["approximate"] = first["approximate"] or row["approximate"]
                first["source"] += f"; also {row['source']}"
                file, row_id = _source_row(row["source"])
                self.reject(file, row_id, f"merged into another row with the same person, {fields[-2]} and start "
                                          f"(latest end kept) | {kind}: {', '.join(str(row[f]) for f in fields)}; "
                                          f"ends {ends[0] or 'open'} and {ends[1] or 'open'}; kept {first['source'].split(';')[0]}")
            setattr(self, kind, out)

    # ---------------------------------------------------------------- keys, output
    def assign_keys(self) -> dict[str, str]:
        """Person slugs (docs/architecture.md §4): name slug; on collision name-birthyear; then name-{parlinfo id or QID}."""
        new = {p for p, r in self.persons.items() if r.get("new")}
        slugs = {p: r.get("key") or slugify(r["name"]) for p, r in self.persons.items() if p not in new}
        counts = Counter(slugs.values())
        keys = {}
        for p, slug in slugs.items():
            if counts[slug] > 1:
                year = (self.persons[p]["birth_date"] or "")[:4]
                slug = f"{slug}-{year}" if year else slug
            keys[p] = slug
        counts = Counter(keys.values())
        for p, slug in keys.items():
            if counts[slug] > 1:
                keys[p] = f"{slugs[p]}-{self.persons[p]['parlinfo_id'] or (self.persons[p]['qid'] or '').lower()}"
        # people added from the 2022-2026 sources get keys by the same rule without changing anyone
        # else's: their name slug unless taken, else name-{House of Commons id} (no birth date or QID
        # in those sources), else name-{district number}
        taken = set(keys.values())
        new_slugs = {p: slugify(self.persons[p]["name"]) for p in new}
        new_counts = Counter(new_slugs.values())
        for p in sorted(new):
            slug = new_slugs[p]
            if slug in taken or new_counts[slug] > 1:
                slug = f"{slug}-{self.persons[p]['house_id'] or p.rsplit(':', 1)[1]}"
            keys[p] = slug
            taken.add(slug)
        assert len(set(keys.values())) == len(keys), "person keys must be unique"
        return keys

    def write(self, out: Path) -> dict[str, int]:
        keys = self.assign_keys()
        people = [{**r, "key": keys[p], "alternate_names": "|".join(r.get("alternate_names") or [])}
                  for p, r in self.persons.items()]
        people.sort(key=lambda r: r["key"])
        ref = lambda rows: [{**r, "person": keys[r["person"]]} for r in rows]  # noqa: E731
        date_sort = lambda r: (r["person"], r.get("valid_from") or "", r.get("valid_until") or "")  # noqa: E731
        counts = {
            "persons": write_rows("persons", people, out) and len(people),
            "house_memberships": write_rows("house_memberships", sorted(ref(self.house), key=date_sort), out) and len(self.house),
            "party_memberships": write_rows("party_memberships", sorted(ref(self.party), key=date_sort), out) and len(self.party),
            "office_holdings": write_rows("office_holdings", sorted(ref(self.offices), key=lambda r: (r["office"],) + date_sort(r)), out) and len(self.offices),
            "handles": write_rows("handles", sorted(ref(self.handles), key=lambda r: (r["person"], r["handle"])), out) and len(self.handles),
        }
        joined = lambda r: {**r, "abbreviations": "|".join(r.get("abbreviations") or []), "aliases": "|".join(r.get("aliases") or [])}  # noqa: E731
        write_rows("parties", [joined(r) for r in sorted(self.parties.values(), key=lambda r: r["key"])], out)
        write_rows("institutions", [joined(r) for r in sorted(self.institutions, key=lambda r: r["key"])], out)
        write_rows("offices", [joined(r) for r in sorted(self.office_defs.values(), key=lambda r: r["key"])], out)
        write_rows("ridings", [{**r, "aliases": "|".join(r.get("aliases") or [])}
                               for r in sorted(self.ridings.values(), key=lambda r: r["key"])], out)
        write_rows("provinces", [dict(zip(["key", "name_en", "name_fr", "abbreviation"], p)) for p in PROVINCES], out)
        write_rows("parliaments", [self.parliaments[n] for n in sorted(self.parliaments)], out)
        write_rows("sessions", [self.sessions[k] for k in sorted(self.sessions)], out)
        write_rows("rejected", sorted(self.rejected, key=lambda r: (r["file"], r["reason"], r["row"])), out)
        counts.update(parties=len(self.parties), ridings=len(self.ridings), offices=len(self.office_defs),
                      parliaments=len(self.parliaments), sessions=len(self.sessions),
                      institutions=len(self.institutions), rejected=len(self.rejected))
        return counts

    def check_office_refs(self) -> None:
        for o in self.offices:
            if o["office"] not in self.office_defs:
                org = o["organization"]
                label = o["office"]
                if o["office"].startswith("leader/"):
                    label = f"Leader of the {self.parties[org]['name_en']}"
                self.define_office(o["office"], label, None, org, "derived from the holding's source")


def _source_row(source: str) -> tuple[str, str]:
    """(file, row) of a fact's first source note, for rejected.csv."""
    first = source.split(";")[0].strip()
    match = re.fullmatch(r"ParlInfo role (\d+)", first)
    if match:
        return "parlinfo_federal_roles.csv", match.group(1)
    match = re.fullmatch(r"Wikidata (Q\d+) \((\S+?)(?: line (\d+))?\)", first)
    if match:
        return match.group(2), match.group(3) or match.group(1)
    return ("supplement.yaml", first.removeprefix("supplement: ")) if first.startswith("supplement") else ("", first)


def build(data: Path, out: Path = DATA_DIR) -> tuple[Build, dict[str, int]]:
    supplement = yaml.safe_load(SUPPLEMENT.read_text(encoding="utf-8"))
    b = Build(data=data)
    b.load_parliaments()
    b.apply_supplement(supplement)
    b.load_sessions(supplement)
    b.load_ridings()
    b.load_parties(supplement)
    b.load_parlinfo()
    b.load_death_dates()
    b.apply_party_names_fr(supplement)
    b.load_wikidata()
    b.load_wikidata_qids()
    b.load_wikidata_death_dates()
    b.load_openparliament_handles()
    facts = read_csv(data / "web-pages-facts-2023-2026" / "facts.csv")
    recent = Recent(b)
    recent.load_ridings_2023()
    recent.load_by_elections_44()
    recent.load_party_changes_44(facts)
    recent.load_45th(facts)
    recent.load_wikidata_45()
    recent.load_ballot_names()
    b.apply_supplement_holdings(supplement)
    recent.load_ministers()
    close_by_successor(b)
    close_contradicted(b)
    check_offices_against_facts(b, facts, recent.disagreements)
    b.disagreements = recent.disagreements
    b.check_office_refs()
    b.merge_same_memberships()
    mark_known_until(b)
    b.carry_french_riding_names()
    counts = b.write(out)
    return b, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data",
                        help="folder of the public data (default: ../shared/data beside the checkout)")
    parser.add_argument("--out", type=Path, default=DATA_DIR, help="where the fact files go")
    parser.add_argument("--report", default=str(REPO / "docs" / "reference-kb.md"),
                        help="data-quality report to write (Markdown; empty: print only)")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        print(f"build: error: {args.data} is not a folder", file=sys.stderr)
        return 2
    started = time.perf_counter()
    b, counts = build(args.data, args.out)
    from .report import quality_report

    text = quality_report(args.out, b.notes, b.disagreements)
    elapsed = time.perf_counter() - started
    print(text)
    print(f"built {', '.join(f'{k} {v}' for k, v in counts.items())} in {elapsed:.1f} s into {args.out}")
    if args.report:
        Path(args.report).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
