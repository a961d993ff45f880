"""2022–2026 in the reference build: the 2023 ridings, by-elections, the 45th Parliament, floor crossings, ministers.

Called by build.py after the historical sources (ParlInfo to October 2020, Wikidata to August 2022).
Identity rules, in this order, each written to the report when used:

1. ourcommons PersonId (seating plan of the 45th Parliament) = ParlInfo HOCPersonId (or a
   supplement person's `house_id`): the same person.
2. A 2025 winner without such an id who sat in the 44th Parliament on its last day, with the same
   family name and the same given name (or a short form of it, names.py), is that member; the
   Elections Canada `incumbent` flag must agree (a disagreement is noted). Two candidates: none chosen.
3. Otherwise a new person, with no QID (no source gives one).

Seats in the seating plan carry no riding: they are joined to the 2025 winners (and the 2025-08-18
by-election) by name within that closed list of 344 winners, as its SOURCE.txt says; each join
must be unique, and every non-exact one is noted.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from datetime import date, timedelta

from canpol.graph.iris import slugify

from .names import same_given_name

EC_PARTY = {"Liberal/Libéral": "liberal", "Conservative/Conservateur": "conservative",
            "Bloc Québécois/Bloc Québécois": "bq", "NDP-New Democratic Party/NPD-Nouveau Parti démocratique": "ndp",
            "Green Party/Parti Vert": "green", "Independent/Indépendant(e)": "independent",
            "People's Party/Parti populaire": "ppc"}
SEAT_COLOURS = {"#D71920": "liberal", "#002395": "conservative", "#0088CE": "bq", "#FF5800": "ndp", "#427730": "green"}
GENDER = {"Man": "male", "Woman": "female"}
GE_2025 = "2025-04-28"
P44_LAST_DAY = "2025-03-23"
NEW_ORDER_FROM = "2025-03-23"  # ParlInfo's start dates of the 2023-order ridings (FED_Ridings.csv: 2025-03-23 or -24)
SEATING_PLAN_DAY = "2025-11-08"  # SOURCE.txt: the plan was committed on 2025-11-08
# the ministers file's update days: an end at 00:00 that day means "no longer listed", not the end
MINISTER_UPDATE_DAYS = {"2025-03-21", "2025-05-16", "2025-12-09", "2026-07-24"}


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


def day_before(value: str) -> str:
    return (date.fromisoformat(value) - timedelta(days=1)).isoformat()


def loose_name(folded: str) -> str:
    """A riding name without 'and'/'et', dashes, dots, and with 'saint' as 'st': for continuity checks only."""
    words = folded.replace("-", " ").replace(".", "").split()
    return " ".join("st" if w == "saint" else w for w in words if w not in ("and", "et"))


def split_name(name: str) -> tuple[str, str]:
    parts = name.split()
    return parts[0], " ".join(parts[1:])


def same_person_name(a_given: str, a_family: str, b_name: str, fold) -> bool:
    """Family name (last word) equal and first given names equal or short forms of each other."""
    b_parts = fold(b_name).replace(".", "").split()
    a_family_parts = fold(a_family).replace(".", "").split()
    a_given_parts = fold(a_given).replace(".", "").split()
    if not b_parts or not a_family_parts or not a_given_parts:
        return False
    family_ok = fold(a_family) in fold(b_name) or a_family_parts[-1] == b_parts[-1]
    return family_ok and same_given_name(a_given_parts[0], b_parts[0])


class Recent:
    def __init__(self, b):
        self.b = b
        self.data = b.data
        self.fold = b.fold_fn
        self.disagreements: list[str] = []

    # ------------------------------------------------------------ ridings of the 2023 order
    def load_ridings_2023(self) -> None:
        b, fold = self.b, self.fold
        self.riding_2023: dict[str, str] = {}
        self.riding_2023_by_name: dict[tuple[str, str], str] = {}
        base = self.data / "ridings-2023-representation-order"
        for row in read_csv(base / "ridings_2023_representation_order.csv"):
            prov = b.province_key(row["province_en"])
            key = f"{row['ed_number']}-2023"
            b.ridings[key] = {"key": key, "district_number": row["ed_number"], "name_en": row["name_en"],
                              "name_fr": row["name_fr"], "province": prov, "representation_order": "2023",
                              "replaces": None, "aliases": [],
                              "source": "Elections Canada FED_CA_2023_EN.dbf (ridings_2023_representation_order.csv)"}
            self.riding_2023[row["ed_number"]] = key
            self.riding_2023_by_name[(fold(row["name_en"]), prov)] = key
            self.riding_2023_by_name.setdefault((fold(row["name_fr"]), prov), key)
        # continuity: ParlInfo dates a riding from its creation; one that starts before the 2023 order
        # took effect is the same riding as the 2013-order one of that name in that province
        ridings_2013 = {(fold(r["name_en"]), r["province"]): k for k, r in b.ridings.items()
                        if r.get("representation_order") == "2013"}
        loose_2013 = defaultdict(list)
        for (name, prov), k in ridings_2013.items():
            loose_2013[(loose_name(name), prov)].append(k)
        for line, row in enumerate(read_csv(self.data / "parlinfo-elections-2021-2026" / "FED_Ridings.csv"), start=2):
            prov = b.province_key(row["Province_Territory"])
            key = self.riding_2023_by_name.get((fold(row["Constituency"]), prov))
            if key is None:
                b.reject("parlinfo-elections-2021-2026/FED_Ridings.csv", str(line),
                         f"riding not in the 2023 order | {row['Constituency']!r}")
                continue
            b.ridings[key]["source"] += f"; ParlInfo FED_Ridings.csv line {line} (from {row['Start_Date']})"
            if row["Start_Date"] >= NEW_ORDER_FROM:
                continue
            old = ridings_2013.get((fold(row["Constituency"]), prov))
            if old is None and len(loose_2013.get((loose_name(fold(row["Constituency"])), prov), [])) == 1:
                old = loose_2013[(loose_name(fold(row["Constituency"])), prov)][0]
                b.notes.append(f"riding {key}: continues {old} {b.ridings[old]['name_en']!r} (ParlInfo dates it from "
                               f"{row['Start_Date']}; names equal but for 'and'/'Saint' spelling)")
            if old is None:
                b.notes.append(f"riding {key}: ParlInfo dates it from {row['Start_Date']} but no 2013-order riding "
                               f"has its name {row['Constituency']!r}; no continuity recorded")
                continue
            b.ridings[key]["replaces"] = old
        # 2026 renames (third-party list, unverified): alternate names only, by district number
        for row in read_csv(base / "riding_renames_2026.csv"):
            key = self.riding_2023.get(row["ed_number"])
            if key is None:
                continue
            if row["note"].strip():
                b.reject("ridings-2023-representation-order/riding_renames_2026.csv", row["ed_number"],
                         f"not a rename | {row['note'].strip()}")
                continue
            record = b.ridings[key]
            if fold(row["name_en_2023"]) != fold(record["name_en"]):
                b.reject("ridings-2023-representation-order/riding_renames_2026.csv", row["ed_number"],
                         f"2023 name differs from Elections Canada's | {row['name_en_2023']!r} vs {record['name_en']!r}")
                continue
            for name in (row["name_en_2026"], row["name_fr_2026"]):
                name = name.replace("\xa0", " ").strip()
                if name and name not in record["aliases"] and fold(name) not in (fold(record["name_en"]), fold(record["name_fr"])):
                    record["aliases"].append(name)
            record["source"] += "; 2026 name (unverified third-party list hankmika/canadian-ridings)"

    # ------------------------------------------------------------ people helpers
    def house_index(self) -> dict[str, str]:
        return {r["house_id"]: p for p, r in self.b.persons.items() if r.get("house_id")}

    def new_person(self, pid: str, name: str, given: str | None, family: str | None, gender: str | None,
                   source: str, house_id: str | None = None) -> str:
        if not given or not family:
            given, family = split_name(name)
        self.b.persons[pid] = {"name": name, "given_name": given, "family_name": family, "gender": gender,
                               "birth_date": None, "death_date": None, "parlinfo_id": None,
                               "house_id": house_id, "qid": None, "source": source, "new": True}
        return pid

    def add_alternate_name(self, person: str, name: str) -> None:
        record = self.b.persons[person]
        alts = record.setdefault("alternate_names", [])
        if self.fold(name) != self.fold(record["name"]) and name not in alts:
            alts.append(name)

    def name_fits(self, person: str, name: str) -> bool:
        """`name` can be this person's: same family name and given name (or short form) as any of their names."""
        r = self.b.persons[person]
        forms = [(r["given_name"] or "", r["family_name"] or "")] + [split_name(n) for n in [r["name"]] + r.get("alternate_names", [])]
        return any(same_person_name(g, f.split()[-1] if f else "", name, self.fold) for g, f in forms if g and f)

    def prior_holder(self, riding: str, name: str) -> str | None:
        """The one earlier member for this riding (or the 2013-order riding it continues) whose name fits."""
        ridings = {riding, self.b.ridings[riding].get("replaces")} - {None}
        found = sorted({m["person"] for m in self.b.house if m["riding"] in ridings and self.name_fits(m["person"], name)})
        return found[0] if len(found) == 1 else None

    def sitting(self, parliament: int, day: str) -> list[str]:
        return sorted({m["person"] for m in self.b.house if m["parliament"] == parliament
                       and (m["valid_from"] or "") <= day and (m["valid_until"] is None or m["valid_until"] >= day)})

    def parlinfo_candidates(self, path_rows, day: str, parliament: str) -> dict[tuple[str, str], dict]:
        """ParlInfo's elected candidates of one election day, by (folded riding, province)."""
        out = {}
        for row in path_rows:
            if row["Election_Date"] == day and row["Result"] == "Elected" and row["Parliament"] == parliament:
                out[(self.fold(row["Constituency"]), self.b.province_key(row["Province_Territory"]))] = row
        return out

    def close_seat(self, riding: str, parliament: int, by_day: str, why: str) -> None:
        """The member whose seat `riding` was open on `by_day` left before it: end at the latest the day before."""
        for m in self.b.house:
            if m["riding"] == riding and m["parliament"] == parliament and m["valid_from"] < by_day and \
                    (m["valid_until"] is None or m["valid_until"] >= by_day):
                m["valid_until"] = day_before(by_day)
                m["source"] += f"; end: at the latest the day before {why} (the vacancy date is not in the data)"
                self.b.notes.append(f"seat {riding} (Parliament {parliament}) of {m['person']}: end set to {m['valid_until']}, "
                                    f"the latest possible ({why}); the exact vacancy date is not in the data")

    # ------------------------------------------------------------ by-elections of the 44th Parliament
    def load_by_elections_44(self) -> None:
        b = self.b
        ec = self.data / "elections-canada-results-2022-2026"
        parlinfo_rows = [r for p in sorted((self.data / "parlinfo-elections-2021-2026" / "by_elections").glob("*.csv"))
                         for r in read_csv(p)]
        p44_end = b.parliaments[44]["end"]
        for line, row in enumerate(read_csv(ec / "by_elections_2022-2024_winners.csv"), start=2):
            day, ed = row["election_date"], row["ed_number"]
            riding = ed  # 2013-order district numbers key the 2013 ridings
            if riding not in b.ridings:
                b.reject("by_elections_2022-2024_winners.csv", str(line), f"district not in the 2013 order | {ed}")
                continue
            prov = b.ridings[riding]["province"]
            pi = self.parlinfo_candidates(parlinfo_rows, day, "44")
            check = pi.get((self.fold(b.ridings[riding]["name_en"]), prov))
            if check is None or not same_person_name(check["First_Name"], check["Last_Name"], row["candidate"], self.fold):
                self.disagreements.append(f"by-election {day} {ed}: Elections Canada winner {row['candidate']!r}, "
                                          f"ParlInfo {check and check['Candidate']!r}")
            self.close_seat(riding, 44, day, f"the by-election of {day}")
            person = self.prior_holder(riding, row["candidate"])
            if person:
                b.notes.append(f"by-election {day} {ed}: {row['candidate']!r} is the earlier member for the riding {person} (same district, name fits)")
            person = person or self.new_person(f"ec:{day}:{ed}", row["candidate"], check and check["First_Name"],
                                     check and check["Last_Name"], GENDER.get(check["Gender"]) if check else None,
                                     f"Elections Canada results{day.replace('-', '')} ({ed})")
            source = f"Elections Canada by-election {day}, district {ed} (by_elections_2022-2024_winners.csv line {line})"
            b.house.append({"person": person, "riding": riding, "parliament": 44, "valid_from": day,
                            "valid_until": p44_end, "source": source, "open": False})
            b.set_party(person, EC_PARTY[row["party"]], day, None, source)

    # ------------------------------------------------------------ ballot names, 2015-2021
    BALLOT_RESULTS = (("results20151019.json", 42, "2015-10-19"), ("results20191021.json", 43, "2019-10-21"),
                      ("results20201026.json", 43, "2020-10-26"), ("results20210920.json", 44, "2021-09-20"))

    def load_ballot_names(self) -> None:
        """The name each winner of 2015-2021 stood under, as an alternate name of the member who took the
        seat: the name news used at the time (the family name before a second one was added, a second
        given name spelled out). The join key is the seat (district + Parliament, the member who sat
        from the election day); the name must fit that member, never chooses them."""
        b = self.b
        folder = self.data / "elections-canada-results-2015-2021"
        for file, parliament, day in self.BALLOT_RESULTS:
            winners: dict[int, dict] = {}
            for item in json.loads((folder / file).read_text(encoding="utf-8")):
                best = winners.get(item["ed_number"])
                if best is None or item["votes"] > best["votes"]:
                    winners[item["ed_number"]] = item
            for district, item in sorted(winners.items()):
                name = item["candidate"].replace("**", "").strip()
                holders = sorted({m["person"] for m in b.house if m["riding"] == str(district)
                                  and m["parliament"] == parliament and (m["valid_from"] or "") >= day})
                fitting = [p for p in holders if self.ballot_name_fits(p, name)]
                if len(fitting) != 1:
                    b.reject(f"elections-canada-results-2015-2021/{file}", str(district),
                             f"ballot name: no single member of Parliament {parliament} for the seat fits | {name}")
                    continue
                if not self.given_name_form(fitting[0], name):
                    self.add_alternate_name(fitting[0], name)

    def given_name_form(self, person: str, name: str) -> bool:
        """`name` is the member's name with another form of the given name ("Tom" for "Thomas"): the KB
        derives those itself, only while the member sits (kb._short_forms), so it is not a name of its own."""
        r = self.b.persons[person]
        given, family = split_name(name)
        if not r["given_name"] or self.fold(family) != self.fold(r["family_name"] or ""):
            return False
        return same_given_name(self.fold(r["given_name"]).split()[0], self.fold(given))

    def ballot_name_fits(self, person: str, name: str) -> bool:
        """`name` is this member's: same given name (or a short form) and a family name that is, or is
        one word of, any of their names' family names (a double family name told by one half)."""
        if self.name_fits(person, name):
            return True
        r = self.b.persons[person]
        given, family = split_name(name)
        family_words = self.fold(family).replace(".", "").split()
        if len(family_words) != 1 or not r["given_name"] or not r["family_name"]:
            return False
        return same_given_name(self.fold(r["given_name"]).split()[0], self.fold(given)) and \
            family_words[0] in self.fold(r["family_name"]).replace("-", " ").split()

    # ------------------------------------------------------------ party changes of the 44th Parliament
    def load_party_changes_44(self, facts: list[dict]) -> None:
        b = self.b
        path = self.data / "elections-canada-results-2015-2021" / "results20210920.json"
        news = {self.fold(f["subject"]): f for f in facts if f["fact"] == "party_change"}
        for item in json.loads(path.read_text(encoding="utf-8")):
            if not item.get("changedParty"):
                continue
            name = item["candidate"].replace("**", "").strip()
            riding = str(item["ed_number"])
            holders = [m["person"] for m in b.house if m["riding"] == riding and m["parliament"] == 44
                       and same_person_name(b.persons[m["person"]]["given_name"] or "", b.persons[m["person"]]["family_name"] or "",
                                            name, self.fold)]
            if len(set(holders)) != 1:
                b.reject("elections-canada-results-2015-2021/results20210920.json", riding,
                         f"party change: no single 44th-Parliament member for the seat | {name}")
                continue
            person, day, source = holders[0], item["changedParty"], f"Elections Canada results20210920 note (changedParty, district {riding})"
            fact = news.get(self.fold(name))
            if fact and fact["date"] and fact["date"] != day:
                self.disagreements.append(f"{name}: caucus change {day} (results20210920 changedParty, from Wikipedia) vs "
                                          f"{fact['date']} (news pages, web-pages-facts facts.csv); the news date is used")
                day, source = fact["date"], f"news pages of the day (facts.csv: {fact['source_urls'].split(' | ')[0]})"
            b.set_party(person, EC_PARTY[item["currentParty"]], day, None, source)

    # ------------------------------------------------------------ the 45th Parliament
    def load_45th(self, facts: list[dict]) -> None:
        b, fold = self.b, self.fold
        ec = self.data / "elections-canada-results-2022-2026"
        plan = json.loads((self.data / "ourcommons-seating-plan-2025" / "seating_plan.json").read_text(encoding="utf-8"))
        winners = [(line, r) for line, r in enumerate(read_csv(ec / "results20250428_winners.csv"), start=2)]
        later = [(line, r) for line, r in enumerate(read_csv(ec / "by_elections_2025-2026_winners.csv"), start=2)]
        parlinfo_ge = self.parlinfo_candidates(read_csv(self.data / "parlinfo-elections-2021-2026" / "general_election_2025-04-28.csv"),
                                               GE_2025, "45")
        parlinfo_be = [r for p in sorted((self.data / "parlinfo-elections-2021-2026" / "by_elections").glob("*.csv"))
                       for r in read_csv(p)]
        # seating plan seats -> winners (names within the closed list of the 2025 winners and 2025-08-18)
        candidates = [("ge", line, r) for line, r in winners] + [("be", line, r) for line, r in later if r["election_date"] == "2025-08-18"]
        seat_of: dict[tuple[str, int], dict] = {}
        for seat in plan["seats"]:
            exact = [c for c in candidates if fold(c[2]["candidate"]) == fold(seat["mp_name"])]
            if len(exact) != 1:
                given, family = split_name(seat["mp_name"])
                exact = [c for c in candidates if same_person_name(given, family.split()[-1] if family else "", c[2]["candidate"], fold)]
                if not exact and family:
                    # one winner with this family name whose given name begins the seat's (or the reverse): "Shuv"/"Shuvaloy"
                    same_family = [c for c in candidates if fold(c[2]["candidate"]).split()[-1] == fold(family).split()[-1]]
                    g = fold(given)
                    exact = [c for c in same_family if len(same_family) == 1 and
                             (g.startswith(fold(c[2]["candidate"]).split()[0]) or fold(c[2]["candidate"]).split()[0].startswith(g))]
                if len(exact) == 1:
                    b.notes.append(f"seating plan {seat['person_id']} {seat['mp_name']!r} joined to the winner "
                                   f"{exact[0][2]['candidate']!r} ({exact[0][2]['ed_number']}) by family name and given-name form")
            if len(exact) != 1:
                b.reject("ourcommons-seating-plan-2025/seating_plan.json", str(seat["person_id"]),
                         f"no single 2025 winner with this name | {seat['mp_name']} ({len(exact)} candidates)")
                continue
            seat_of[(exact[0][0], exact[0][1])] = seat
        by_house = self.house_index()
        p44_sitting = self.sitting(44, P44_LAST_DAY)
        self.members_45: dict[str, str] = {}  # ed_number -> person

        def person_for(kind, line, row, pi_row) -> str:
            seat = seat_of.get((kind, line))
            name = row["candidate"]
            if seat and str(seat["person_id"]) in by_house:
                person = by_house[str(seat["person_id"])]
                self.add_alternate_name(person, seat["mp_name"]) if fold(seat["mp_name"]) != fold(b.persons[person]["name"]) else None
                return person
            found = [p for p in p44_sitting if self.name_fits(p, name)]
            if len(found) == 1:
                person = found[0]
                if row.get("incumbent") != "true":
                    b.notes.append(f"2025 winner {name!r} ({row['ed_number']}) joined to 44th-Parliament member {person} by name "
                                   f"although Elections Canada does not flag an incumbent")
                if seat:
                    if b.persons[person].get("house_id") and b.persons[person]["house_id"] != str(seat["person_id"]):
                        self.disagreements.append(f"{person}: House id {b.persons[person]['house_id']} vs seating plan {seat['person_id']}")
                    else:
                        b.persons[person]["house_id"] = str(seat["person_id"])
                        b.persons[person]["source"] += f"; House id: ourcommons seating plan {seat['person_id']}"
                return person
            riding = self.riding_2023[row["ed_number"]]
            prior = self.prior_holder(riding, name)
            if prior and not found:
                b.notes.append(f"winner {name!r} ({row['election_date']}, {row['ed_number']}) is the earlier member for the riding {prior} "
                               "(same or continued district, name fits)")
                if seat and not b.persons[prior].get("house_id"):
                    b.persons[prior]["house_id"] = str(seat["person_id"])
                    b.persons[prior]["source"] += f"; House id: ourcommons seating plan {seat['person_id']}"
                return prior
            if len(found) > 1:
                b.notes.append(f"2025 winner {name!r}: several 44th-Parliament members match by name ({found}); a new person")
            if row.get("incumbent") == "true":
                b.notes.append(f"2025 winner {name!r} ({row['ed_number']}) is flagged incumbent but no 44th member matches")
            pid = f"oc:{seat['person_id']}" if seat else f"ec:{row['election_date']}:{row['ed_number']}"
            return self.new_person(pid, seat["mp_name"] if seat else name, pi_row and pi_row["First_Name"],
                                   pi_row and pi_row["Last_Name"], GENDER.get(pi_row["Gender"]) if pi_row else None,
                                   (f"ourcommons seating plan {seat['person_id']}; " if seat else "")
                                   + f"Elections Canada results{row['election_date'].replace('-', '')} ({row['ed_number']})",
                                   house_id=str(seat["person_id"]) if seat else None)

        for line, row in winners:
            riding = self.riding_2023[row["ed_number"]]
            prov = b.ridings[riding]["province"]
            pi_row = parlinfo_ge.get((fold(b.ridings[riding]["name_en"]), prov)) or parlinfo_ge.get((fold(row["riding_en"]), prov))
            if pi_row is None or not same_person_name(pi_row["First_Name"], pi_row["Last_Name"], row["candidate"], fold):
                self.disagreements.append(f"2025 {row['ed_number']}: Elections Canada {row['candidate']!r}, ParlInfo {pi_row and pi_row['Candidate']!r}")
            person = person_for("ge", line, row, pi_row)
            if fold(row["candidate"]) != fold(b.persons[person]["name"]):
                self.add_alternate_name(person, row["candidate"])
            source = f"Elections Canada 2025-04-28 results, district {row['ed_number']} (results20250428_winners.csv line {line})"
            b.house.append({"person": person, "riding": riding, "parliament": 45, "valid_from": GE_2025,
                            "valid_until": None, "source": source, "open": True})
            b.set_party(person, EC_PARTY[row["party"]], GE_2025, None, source)
            self.members_45[row["ed_number"]] = person
        # by-elections of the 45th
        vacancies = [f for f in facts if f["fact"] == "vacancy"]
        for line, row in later:
            day, ed = row["election_date"], row["ed_number"]
            riding = self.riding_2023[ed]
            vacant_by = day
            for f in vacancies:  # "three vacant seats" on a date before the by-election: vacant by then
                if fold(b.ridings[riding]["name_en"]) in [fold(x) for x in f["subject"].split(" / ")] and f["date"] < day:
                    vacant_by = f["date"]
            self.close_seat(riding, 45, vacant_by, f"the vacancy reported on {vacant_by} (facts.csv)" if vacant_by != day
                            else f"the by-election of {day}")
            prov = b.ridings[riding]["province"]
            pi = self.parlinfo_candidates(parlinfo_be, day, "45").get((fold(b.ridings[riding]["name_en"]), prov))
            person = person_for("be", line, row, pi)
            source = f"Elections Canada by-election {day}, district {ed} (by_elections_2025-2026_winners.csv line {line})"
            b.house.append({"person": person, "riding": riding, "parliament": 45, "valid_from": day,
                            "valid_until": None, "source": source, "open": True})
            b.set_party(person, EC_PARTY[row["party"]], day, None, source)
        # floor crossings of the 45th: the cartogram's notes, checked against the news pages
        news = {fold(f["subject"]): f for f in facts if f["fact"] == "party_change"}
        for line, row in winners:
            if not row["changed_party"]:
                continue
            person, day = self.members_45[row["ed_number"]], row["changed_party"]
            source = f"Elections Canada results20250428 note (changedParty, district {row['ed_number']})"
            fact = news.get(fold(row["candidate"]))
            if fact and fact["date"] != day:
                self.disagreements.append(f"{row['candidate']}: party change {day} (cartogram note) vs {fact['date']} (news pages); "
                                          "the news date is used")
                day = fact["date"]
            if fact:
                source += f"; news: {fact['source_urls'].split(' | ')[0]}"
            b.set_party(person, EC_PARTY[row["current_party"]], day, None, source)
        # cross-check: party by seat colour on the seating-plan day
        by_house = self.house_index()
        for seat in plan["seats"]:
            person = by_house.get(str(seat["person_id"]))
            want = SEAT_COLOURS.get(seat["party_color"])
            if person is None or want is None:
                continue
            have = [m["party"] for m in b.party if m["person"] == person and m["valid_from"] <= SEATING_PLAN_DAY
                    and (m["valid_until"] is None or m["valid_until"] >= SEATING_PLAN_DAY)]
            if have[-1:] != [want]:
                self.disagreements.append(f"{seat['mp_name']} ({seat['person_id']}): seat colour {want} on about "
                                          f"{SEATING_PLAN_DAY}, the build says {have}")

    # ------------------------------------------------------------ Wikidata QIDs of the 45th (when refreshed)
    def load_wikidata_45(self) -> None:
        """QIDs from wikidata_45-members-wpnames.csv (written by `canpol update-reference`; not staged):
        joined by seat (2023-order riding + dates), the name only as a tie-breaker, as for the 43rd/44th."""
        b, fold = self.b, self.fold
        file = "wikidata_45-members-wpnames.csv"
        path = self.data / "wikidata-canada-commons" / "house-of-commons" / file
        if not path.exists():
            return
        by_name = defaultdict(set)
        for (name, _prov), key in self.riding_2023_by_name.items():
            by_name[name].add(key)
        for line, row in enumerate(read_csv(path), start=2):
            ridings = by_name.get(fold(row["constituency"]), set())
            if len(ridings) != 1:
                b.reject(file, str(line), f"constituency not one 2023-order riding | {row['constituency']!r}")
                continue
            riding = ridings.pop()
            start, end = row["startdate"][:10] or GE_2025, row["enddate"][:10] or None
            holders = sorted({m["person"] for m in b.house if m["riding"] == riding and m["parliament"] == 45
                              and (m["valid_until"] is None or m["valid_until"] >= start) and m["valid_from"] <= (end or "9999")})
            if len(holders) > 1:
                holders = [p for p in holders if self.name_fits(p, row["name"])]
            if len(holders) != 1:
                b.reject(file, str(line), f"no single 45th-Parliament member for the seat | {row['item']} {row['name']} {riding}")
                continue
            if b.assign_qid(holders[0], row["item"], file) and fold(row["name"]) != fold(b.persons[holders[0]]["name"]):
                self.add_alternate_name(holders[0], row["name"])

    # ------------------------------------------------------------ ministers 2019-2026 (ourcommons)
    def load_ministers(self) -> None:
        b, fold = self.b, self.fold
        path = self.data / "ourcommons-ministers-2019-2026" / "ministers_flat.csv"
        file = "ourcommons-ministers-2019-2026/ministers_flat.csv"
        windows = defaultdict(list)
        for m in b.house:
            windows[m["person"]].append((m["valid_from"], m["valid_until"]))
        for o in b.offices:
            if o["office"] == "prime-minister" or o["office"].startswith("leader/"):
                windows[o["person"]].append((o["valid_from"], o["valid_until"]))
        by_family = defaultdict(list)
        for p, r in b.persons.items():
            if r.get("family_name"):
                by_family[fold(r["family_name"]).split()[-1]].append(p)
        added: list[dict] = []
        listed: list[dict] = []  # every holding the file lists (new or continuing a ParlInfo one)
        for line, row in enumerate(read_csv(path), start=2):
            code = row["position_code"]
            start = row["start_date"][:10]
            end_raw = row["end_date"]
            end = end_raw[:10] or None
            approximate = None
            if end and end in MINISTER_UPDATE_DAYS and end_raw[11:] in ("", "00:00:00"):
                approximate = "true"
            if code == "GG":
                b.reject(file, str(line), "the Governor General is not a House or Cabinet office here")
                continue
            family, _, given = row["name_en"].replace("(Hon.)", "").partition(",")
            family, given = family.strip(), given.strip()
            fam_key = fold(family).split()[-1] if family else ""
            found = [p for p in by_family.get(fam_key, [])
                     if same_person_name(b.persons[p]["given_name"] or "", b.persons[p]["family_name"], f"{given} {family}", fold)
                     and any((f or "") <= (end or "9999") and (u is None or u >= start) for f, u in windows.get(p, []))]
            if len(found) != 1:
                b.reject(file, str(line), f"minister not joined: {len(found)} persons with this name sat in the House "
                                          f"or led a party during the holding | {row['name']} {code} {start}")
                continue
            person = found[0]
            if code == "PM":
                held = [o for o in b.offices if o["person"] == person and o["office"] == "prime-minister"
                        and (o["valid_until"] is None or o["valid_until"] >= start) and o["valid_from"] <= (end or "9999")]
                if not held:
                    self.disagreements.append(f"ministers file: PM {row['name']} {start}..{end}: no such holding in the build")
                b.reject(file, str(line), f"Prime Minister: already given by ParlInfo and the supplement | {row['name']} {start}..{end or 'open'}")
                continue
            title = row["position_en"].replace("’", "'")
            keys = []
            if code == "CGW":
                keys.append(("chief-government-whip", "house-of-commons"))
            else:
                key = "minister/" + slugify(title)
                b.define_office(key, title, row["position_fr"].replace("’", "'") or None, "government-of-canada",
                                f"ourcommons ministers ({code})")
                if not b.office_defs[key].get("label_fr") and row["position_fr"]:
                    b.office_defs[key]["label_fr"] = row["position_fr"].replace("’", "'")
                keys.append((key, "government-of-canada"))
                if code == "LGHC":
                    keys += [("government-house-leader", "house-of-commons"), ("house-leader/liberal", "liberal")]
            source = f"ourcommons ministers {code} ({file} line {line})"
            listed.append({"person": person, "valid_from": start, "valid_until": end})
            for key, org in keys:
                same = [o for o in b.offices if o["person"] == person and o["office"] == key
                        and (o["valid_until"] is None or o["valid_until"] >= start) and o["valid_from"] <= (end or "9999")]
                if same:
                    o = same[0]
                    if o["valid_until"] is None and end:
                        o["valid_until"] = end
                        o["source"] += f"; end: {source}"
                        if approximate:
                            o["approximate"] = "true"
                    continue
                h = {"person": person, "office": key, "organization": org, "valid_from": start, "valid_until": end,
                     "acting": None, "approximate": approximate, "source": source}
                b.offices.append(h)
                added.append(h)
        # ParlInfo ministerial holdings still open at its 2020 dump that the ministers file does not
        # continue under the same title: closed at the end of the person's holdings in the file that
        # started by then (the file lists every minister from 2019-11-20), marked approximate
        by_person = defaultdict(list)
        for h in listed:
            by_person[h["person"]].append(h)
        for o in b.offices:
            if o["valid_until"] is None and o["organization"] == "government-of-canada" and o["source"].startswith("ParlInfo") \
                    and o["office"] != "prime-minister":
                theirs = [h for h in by_person.get(o["person"], []) if h["valid_from"] <= "2020-10-01"]
                ends = [h["valid_until"] for h in theirs]
                if theirs and None not in ends:
                    o["valid_until"] = max(ends)
                    o["approximate"] = "true"
                    o["source"] += "; end: the person's last listed holding in the ourcommons ministers file (approximate)"
                elif not theirs:
                    b.notes.append(f"{o['person']} {o['office']}: open in ParlInfo's 2020 dump, not in the ourcommons "
                                   "ministers file; its end is unknown")


FACT_OFFICES = {"Speaker of the House of Commons": "speaker", "Deputy Speaker and Chair of Committees of the Whole": "deputy-speaker",
                "Leader of the Opposition": "leader-of-the-opposition", "Prime Minister": "prime-minister",
                "Leader of the Government in the House of Commons": "government-house-leader",
                "Leader of the Liberal Party of Canada": "leader/liberal"}


def check_offices_against_facts(b, facts: list[dict], disagreements: list[str]) -> None:
    """Cross-check only: the dated office facts of the news pages against the holdings built (names compared, nothing joined)."""
    for f in facts:
        office = FACT_OFFICES.get(f["object"])
        if f["fact"] != "office" or office is None:
            continue
        held = [o for o in b.offices if o["office"] == office and
                any(b.fold_fn(n) == b.fold_fn(f["subject"]) for n in [b.persons[o["person"]]["name"]]
                    + b.persons[o["person"]].get("alternate_names", []))]
        if not held:
            disagreements.append(f"facts.csv: {f['subject']} {f['object']} {f['date']}..{f['end_date']}: no such holding built")
            continue
        o = max(held, key=lambda o: o["valid_from"])
        for what, fact_day, built in (("start", f["date"], o["valid_from"]), ("end", f["end_date"], o["valid_until"])):
            if fact_day and built and fact_day != built:
                disagreements.append(f"{f['subject']}, {f['object']}: {what} {fact_day} on the news pages, {built} in the build "
                                     f"({o['source'].split(';')[0]})")


SINGLE_HOLDER = ("speaker", "deputy-speaker", "prime-minister", "leader-of-the-opposition", "government-house-leader")


def close_by_successor(b) -> None:
    """An office one person holds at a time, left open by its source (ParlInfo's 2020 dump, a file
    without an end), ends the day before a later holder's start."""
    by_office = defaultdict(list)
    for o in b.offices:
        if o["office"] in SINGLE_HOLDER or o["office"].startswith(("leader/", "house-leader/")):
            by_office[o["office"]].append(o)
    for office, rows in by_office.items():
        rows.sort(key=lambda o: o["valid_from"])
        for i, o in enumerate(rows):
            if o["valid_until"] is not None:
                continue
            later = [n for n in rows[i + 1:] if n["person"] != o["person"] and n["valid_from"] > o["valid_from"]]
            if later:
                o["valid_until"] = day_before(later[0]["valid_from"])
                o["source"] += f"; end: the day before the successor's start ({later[0]['source'].split(';')[0]})"
                b.notes.append(f"{office} of {o['person']} (from {o['valid_from']}): open in its source; ended the day "
                               f"before {later[0]['person']}'s start {later[0]['valid_from']}")


# The day each source of open-ended holdings was taken (their SOURCE.txt): a holding it leaves open
# is known to hold on that day, not after it (knownUntil in the graph).
KNOWN_UNTIL = {"ParlInfo role": "2020-10-01",  # parlinfo-profiles-2020: commit of 2020-10-01
               "ourcommons ministers": "2026-07-24"}  # ourcommons-ministers-2019-2026: the July 2026 update
PRESIDING = ("speaker", "deputy-speaker", "assistant-deputy-speaker")
CAUCUS_OFFICES = ("house-leader/", "caucus-chair/", "caucus-party-liaison/")  # offices of a party's members in the House


def _end_at_latest(b, o: dict, ends: list[tuple[str, str]]) -> None:
    """The earliest of the latest possible ends `ends` ((day, why) pairs) closes the open holding `o`."""
    if not ends:
        return
    day, why = min(ends)
    o["valid_until"] = max(day, o["valid_from"])
    o["approximate"] = "true"
    o["source"] += f"; end: at the latest {o['valid_until']} ({why}; the exact end is not in the data)"
    b.notes.append(f"{o['office']} of {o['person']} (from {o['valid_from']}): open in its source; ended at the latest "
                   f"{o['valid_until']} ({why})")


def close_contradicted(b) -> None:
    """Holdings left open by ParlInfo's roles (which stop in October 2020) that later data rule
    out: each ends at the latest day the data allow, the rule vacancies follow too (close_seat),
    marked approximate with the reason in its source note.

    - a House office or a party's caucus office (CAUCUS_OFFICES) of a member ends with the
      person's last House seat (a later seat keeps it open);
    - a party's office, or a House office other than the chair's, ends with the membership of the
      party the person belonged to when it began (a member who leaves a caucus holds none of its offices);
    - a person who takes the chair (PRESIDING) holds no party or House office besides;
    - a parliamentary secretary is not a minister (Parliament of Canada Act, s. 46(1)): the holding
      ends the day before the person's first ministry or chair after it;
    - a party's deputy leader who becomes its leader is no longer its deputy;
    - the Chief Government Whip's office has one holder: it ends before a later holder's start
      (the ministers file lists its holders only from 2025, so that is only the latest end).
    """
    house, party, offices = defaultdict(list), defaultdict(list), defaultdict(list)
    for m in b.house:
        house[m["person"]].append(m)
    for m in b.party:
        party[m["person"]].append(m)
    for o in b.offices:
        offices[o["person"]].append(o)
    first = lambda source: source.split(";")[0]  # noqa: E731
    for o in list(b.offices):
        if o["valid_until"] is not None or not o["source"].startswith("ParlInfo role"):
            continue
        person, key, start = o["person"], o["office"], o["valid_from"]
        ends: list[tuple[str, str]] = []
        partisan = key not in PRESIDING and (o["organization"] in b.parties or o["organization"] == "house-of-commons")
        in_house = o["organization"] == "house-of-commons" or key.startswith(CAUCUS_OFFICES)
        seats = sorted(house[person], key=lambda m: m["valid_from"])
        if in_house and key not in PRESIDING and any(m["valid_from"] <= start for m in seats):
            last = seats[-1]
            if last["valid_until"] is not None and last["valid_until"] >= start:
                ends.append((last["valid_until"], f"the person's last House seat ends then ({first(last['source'])})"))
        if partisan:
            own = [m for m in party[person] if m["valid_from"] <= start and (m["valid_until"] or "9999") >= start]
            if o["organization"] in b.parties:
                own = [m for m in own if m["party"] == o["organization"]]
            for m in own[:1]:
                again = m["valid_until"] and any(n["party"] == m["party"] and m["valid_until"] < n["valid_from"]
                                                 <= day_after(m["valid_until"]) for n in party[person])
                if m["valid_until"] and not again:
                    ends.append((m["valid_until"], f"the person's membership of {m['party']} ends then ({first(m['source'])})"))
        later = sorted((n for n in offices[person] if n is not o and n["valid_from"] > start), key=lambda n: n["valid_from"])
        chair = next((n for n in later if n["office"] in PRESIDING), None)
        if partisan and chair:
            ends.append((day_before(chair["valid_from"]),
                         f"the person took the chair ({chair['office']}) the next day: {first(chair['source'])}"))
        if key.startswith("parliamentary-secretary"):
            ministry = next((n for n in later if n["office"].startswith("minister/") or n["office"] == "prime-minister"
                             or n["office"] in PRESIDING), None)
            if ministry:
                ends.append((day_before(ministry["valid_from"]),
                             f"a parliamentary secretary is not a minister or presiding officer (Parliament of Canada "
                             f"Act, s. 46(1)); {ministry['office']} from the next day: {first(ministry['source'])}"))
        if key == "chief-government-whip":  # one holder at a time, but the data list no holder from 2020 to 2025
            successor = min((n for n in b.offices if n["office"] == key and n["person"] != person and n["valid_from"] > start),
                            key=lambda n: n["valid_from"], default=None)
            if successor:
                ends.append((day_before(successor["valid_from"]),
                             f"a later holder of the office from the next day, maybe not the next one: {first(successor['source'])}"))
        if key.startswith("deputy-leader/"):
            leads = next((n for n in later if n["office"] == "leader/" + key.split("/", 1)[1]), None)
            if leads:
                ends.append((day_before(leads["valid_from"]),
                             f"the person led the party from the next day: {first(leads['source'])}"))
        _end_at_latest(b, o, ends)


def mark_known_until(b) -> None:
    """An open holding is known to hold on the day its source was taken, not after (KNOWN_UNTIL)."""
    for o in b.offices:
        o["known_until"] = None
        if o["valid_until"] is None:
            first = o["source"].split(";")[0]
            o["known_until"] = next((day for prefix, day in KNOWN_UNTIL.items() if first.startswith(prefix)), None)


def day_after(value: str) -> str:
    return (date.fromisoformat(value) + timedelta(days=1)).isoformat()
