"""Stage 2, link: the people a Hansard publication names, resolved to reference-KB persons.

The record names a speaker by an affiliation: a DbId (the House database's id of one person in
one role, so the same id returns wherever that person speaks or votes in that role) and a text
such as "Ms. Laurel Collins (Victoria, NDP)", "Hon. Joe Oliver (Minister of Natural Resources,
CPC)", "The Speaker" or "The Acting Speaker (Mr. Bruce Stanton)". Resolution, most reliable first:

1. the DbId, once any earlier affiliation with the same id in the publication has been resolved;
2. the seat: the riding printed beside a member's name, and who held it that day in the KB;
3. the office: "The Speaker", "The Deputy Speaker", and who held that office that day;
4. the full name, among those who sat in the House that day;
5. the family name alone (vote lists print "Duncan (Etobicoke North)"): among the members that
   day, narrowed by the riding when printed. Steps 4-5 are names, the last resort: each use is
   counted and reported by method.

The KB carries no House affiliation ids, so the ids link people within a publication only.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from canpol.loaders.reference.kb import ReferenceKB, fold

from .parse import Affiliation

# Honorifics before a name in either edition, longest first.
_TITLES = re.compile(
    r"^(?:(?:the\s+)?right\s+hon\.?|le\s+tr[eè]s\s+hon\.?|l['’]hon\.?|hon\.?|mr\.?|mrs\.?|ms\.?|miss|dr\.?|"
    r"mme\.?|mlle\.?|m\.|messrs\.?|rev\.?)\s+", re.I)
_CHAIR_WORDS = re.compile(
    r"^(the|le|la|l['’])\s*(speaker|deputy speaker|assistant deputy speaker|acting speaker|chair|deputy chair|assistant deputy chair|"
    r"président|présidente|vice-président|vice-présidente|président suppléant|présidente suppléante|"
    r"vice-président adjoint|vice-présidente adjointe|clerk|greffier|greffière)", re.I)
_ROLE_WORDS = re.compile(
    r"(minister|ministre|associate minister|parliamentary secretary|secr[ée]taire parlementaire|leader|chef|"
    r"prime minister|premi[eè]re? ministre|president of|pr[ée]sident du|pr[ée]sidente du|government house|whip|"
    r"professor|professeur|director|directeur|directrice|as an individual|[àa] titre personnel)", re.I)
OFFICE_OF_TYPE = {"15": "speaker", "22": "deputy-speaker"}
OFFICE_WORDS = [("assistant deputy chair", "assistant-deputy-chair-of-committees-of-the-whole"),
                ("deputy chair", "assistant-deputy-speaker"), ("the chair", "deputy-speaker"), ("assistant deputy speaker", "assistant-deputy-speaker"), ("vice-président adjoint", "assistant-deputy-speaker"),
                ("vice-présidente adjointe", "assistant-deputy-speaker"), ("deputy speaker", "deputy-speaker"),
                ("vice-président", "deputy-speaker"), ("vice-présidente", "deputy-speaker"),
                ("the speaker", "speaker"), ("le président", "speaker"), ("la présidente", "speaker")]
# Affiliation types of people who are not members by that role: committee witnesses and clerks.
NON_MEMBER_TYPES = {"27", "28"}


@dataclass(frozen=True)
class Link:
    person: str | None  # KB person IRI
    method: str  # db-id | riding | office | name | family-name | unresolved | not-a-member
    name: str | None  # the name as printed, honorifics removed
    role: str | None  # "The Speaker", "Minister of Natural Resources", ... as printed
    office: str | None = None  # KB office key when the role is a presiding office held that day
    party: str | None = None  # party as printed ("NDP")


def _outer_parens(text: str) -> tuple[str, str | None]:
    """'A (B (C))' -> ('A', 'B (C)'); 'A' -> ('A', None)."""
    start = text.find("(")
    if start < 0 or not text.rstrip().endswith(")"):
        return text.strip(), None
    return text[:start].strip(), text[start + 1:text.rstrip().rfind(")")].strip()


def strip_title(name: str) -> str:
    previous = None
    while previous != name:
        previous, name = name, _TITLES.sub("", name.strip())
    return name.strip(" :,")


@dataclass
class Linker:
    """Resolves the affiliations of one publication (one date) against the KB."""

    kb: ReferenceKB
    date: dt.date
    by_id: dict[str, Link] = field(default_factory=dict)
    methods: Counter = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)

    def __post_init__(self):
        seats = self.kb.seats_at(self.date)
        self.members = set(seats)
        self.by_riding: dict[str, list[str]] = defaultdict(list)
        self.by_name: dict[str, set[str]] = defaultdict(set)
        self.by_family: dict[str, set[str]] = defaultdict(set)
        for person, riding in seats.items():
            if riding:
                self.by_riding[riding].append(person)
            record = self.kb.person(person)
            if record is None:
                continue
            self.by_name[fold(record.name)].add(person)
            if record.given_name and record.family_name:
                self.by_name[fold(f"{record.given_name.split()[0]} {record.family_name}")].add(person)
                self.by_name[fold(f"{record.given_name} {record.family_name}")].add(person)
            if record.family_name:
                family = fold(record.family_name)
                self.by_family[family].add(person)
                # each part of a compound family name (spaced or hyphenated) is a short form the record answers to
                for part in re.split(r"[\s-]+", family):
                    if len(part) > 2 and part != family:
                        self.by_family.setdefault("~" + part, set()).add(person)

    # ---------------------------------------------------------------- lookups
    def riding_people(self, riding_text: str) -> list[str]:
        found = []
        for match in self.kb.resolve(riding_text, self.date, kind="riding") or self.kb.resolve(riding_text.replace("—", "--"), self.date, kind="riding"):
            found.extend(self.by_riding.get(match.iri, ()))
        if not found:  # a riding the KB names differently that day: any riding of that name
            for match in self.kb.name_matches(riding_text):
                if match.kind == "riding":
                    found.extend(self.by_riding.get(match.iri, ()))
        return sorted(set(found))

    def office_holder(self, office: str) -> str | None:
        holders = self.kb.office_holders(office, self.date)
        return holders[0] if len(holders) == 1 else None

    def named(self, name: str) -> set[str]:
        key = fold(name)
        found = set(self.by_name.get(key, ()))
        if not found:
            # middle names and initials differ between the record and the KB: first and last word
            words = key.split()
            if len(words) > 2:
                found = set(self.by_name.get(f"{words[0]} {words[-1]}", ()))
            if not found and len(words) >= 2:
                family = self.family(" ".join(words[1:]))
                found = {p for p in family if fold(self.kb.person(p).given_name or "").split()[:1] == words[:1]}
        return found

    def family(self, family: str) -> set[str]:
        key = fold(family)
        return set(self.by_family.get(key) or self.by_family.get("~" + key) or ())

    # ---------------------------------------------------------------- affiliations
    def resolve(self, affiliation: Affiliation | None, speaking_text: str = "") -> Link:
        """The person an intervention's speaker affiliation names (see the module's steps)."""
        text = affiliation.text if affiliation is not None else speaking_text
        db_id = affiliation.db_id if affiliation is not None else None
        kind = affiliation.type if affiliation is not None else None
        link = self._resolve(text, kind, db_id)
        if db_id and link.person and db_id not in self.by_id:
            self.by_id[db_id] = link
        return link

    def _resolve(self, text: str, kind: str | None, db_id: str | None) -> Link:
        head, inner = _outer_parens(text)
        chair = _CHAIR_WORDS.match(head)
        if chair:
            office = OFFICE_OF_TYPE.get(kind or "") or next((key for words, key in OFFICE_WORDS if head.lower().startswith(
                ("the " + words) if not words.startswith(("the ", "le ", "la ")) else words)), None)
            person = None
            method = "unresolved"
            if db_id and db_id in self.by_id:
                person, method = self.by_id[db_id].person, "db-id"
            elif inner:  # "The Acting Speaker (Mr. Bruce Stanton)", "The Chair (Mr. X (Guelph, Lib.))"
                inner_link = self._resolve(inner, "2", None)
                person, method = inner_link.person, inner_link.method
            elif office and kind not in NON_MEMBER_TYPES:
                person = self.office_holder(office)
                method = "office" if person else "unresolved"
            if person and office and office not in self.kb.offices_held(person, self.date):
                office = None  # an acting chair: the role as printed, not an office they held
            return Link(person, method if person else ("not-a-member" if kind in NON_MEMBER_TYPES else "unresolved"),
                        None, head, office=office if person or office else None)
        name = strip_title(head)
        riding = party = role = None
        if inner:
            parts = [p.strip() for p in inner.rsplit(",", 1)]
            if len(parts) == 2:
                party = parts[1]
            first = parts[0]
            if _ROLE_WORDS.match(first):
                role = first
            else:
                riding = first
        if db_id and db_id in self.by_id:
            return Link(self.by_id[db_id].person, "db-id", name, role, party=party)
        if kind in NON_MEMBER_TYPES:
            return Link(None, "not-a-member", name, role or inner, party=party)
        if riding:
            people = self.riding_people(riding)
            if len(people) > 1:
                people = [p for p in people if p in self.named(name)] or people
            if len(people) == 1:
                return Link(people[0], "riding", name, role, party=party)
        candidates = self.named(name)
        if len(candidates) == 1:
            return Link(next(iter(candidates)), "name", name, role, party=party)
        if not candidates and " " in name:
            # a short first name the KB spells out (Ed Fast, Patty Hajdu): the family name, when
            # only one member that day bears it
            family = self.family(name.split(" ", 1)[1]) or self.family(name.rsplit(" ", 1)[1])
            if len(family) == 1:
                return Link(next(iter(family)), "family-name", name, role, party=party)
        return Link(None, "unresolved", name, role, party=party)

    def mention(self, affiliation: Affiliation) -> Link:
        """A member the words refer to: '… the hon. member for <Affiliation>Victoria</Affiliation>'."""
        if affiliation.db_id and affiliation.db_id in self.by_id:
            return Link(self.by_id[affiliation.db_id].person, "db-id", affiliation.text, None)
        people = self.riding_people(affiliation.text)
        if len(people) == 1:
            return Link(people[0], "riding", affiliation.text, None)
        named = self.named(strip_title(affiliation.text))
        return Link(next(iter(named)), "name", affiliation.text, None) if len(named) == 1 else \
            Link(None, "unresolved", affiliation.text, None)

    def voter(self, affiliation: Affiliation) -> Link:
        """A member of a vote list: 'Aboultaif', 'Duncan (Stormont—Dundas—South Glengarry)'."""
        if affiliation.db_id and affiliation.db_id in self.by_id:
            return Link(self.by_id[affiliation.db_id].person, "db-id", affiliation.text, None)
        family, riding = _outer_parens(affiliation.text)
        people = self.family(family)
        if riding:
            seat = set(self.riding_people(riding))
            people = (people & seat) or (seat if len(seat) == 1 else people)
        if len(people) == 1:
            link = Link(next(iter(people)), "family-name" if not riding else "riding", affiliation.text, None)
            if affiliation.db_id:
                self.by_id[affiliation.db_id] = link
            return link
        return Link(None, "unresolved", affiliation.text, None)

    def count(self, link: Link, what: str, printed: str) -> None:
        """Tally a resolution for the load summary; misses are listed by what and name."""
        self.methods[(what, link.method)] += 1
        if link.person is None and link.method == "unresolved":
            self.misses.append(f"{what} {printed!r}")
