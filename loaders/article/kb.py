"""The reference knowledge base as the extractor sees it, and an empty one when it is not built."""

from __future__ import annotations

import datetime as dt
import weakref
from functools import lru_cache
from typing import Iterable, Protocol

from rdflib import URIRef

from canpol.loaders.text import without_accents

from .nlp import settle


class KnowledgeBase(Protocol):
    """What the extractor asks of a knowledge base. Implemented by the reference KB
    (`canpol.loaders.reference.kb.ReferenceKB`) and by `EmptyKB`; IRIs are passed as str or URIRef."""

    def surface_forms(self) -> Iterable[tuple[str, str]]: ...          # (form, kind) for the gazetteer
    def name_matches(self, surface: str) -> list: ...                     # NameMatch-like records
    def person(self, iri) -> object | None: ...                           # PersonRecord-like, or None
    def party_at(self, person, date: dt.date) -> str | None: ...
    def riding_at(self, person, date: dt.date) -> str | None: ...
    def is_member_at(self, person, date: dt.date) -> bool: ...
    def office_holders(self, office_key: str, date: dt.date) -> list[str]: ...
    def offices_held(self, person, date: dt.date) -> list[str]: ...      # office keys
    def office_keys(self) -> list[str]: ...                               # every office key listed
    def members_of_party(self, party, date: dt.date) -> list[str]: ...
    def session_at(self, date: dt.date) -> tuple[int, int] | None: ...  # (parliament, session)
    def party_by_name(self, surface: str) -> str | None: ...
    def handle_owner(self, handle: str) -> str | None: ...
    def given_names(self) -> frozenset[str] | None: ...                   # None: unknown


class EmptyKB:
    """A KB that knows nothing: the loader still finds posts, dates, unknown people and events."""

    def name_matches(self, surface):
        return []

    def surface_forms(self):
        return []

    def person(self, iri):
        return None

    def party_at(self, person, date):
        return None

    def riding_at(self, person, date):
        return None

    def is_member_at(self, person, date):
        return False

    def office_holders(self, office_key, date):
        return []

    def offices_held(self, person, date):
        return []

    def office_keys(self):
        return []

    def members_of_party(self, party, date):
        return []

    def session_at(self, date):
        return None

    def party_by_name(self, surface):
        return None

    def handle_owner(self, handle):
        return None

    def given_names(self):
        return None  # unknown: any name the NER finds may be a person's


@lru_cache(maxsize=2)
def default_kb(base: str | None = None):
    """The shipped reference KB for IRIs under `base` (loaded once), or EmptyKB when there is none."""
    try:
        from canpol.loaders.reference.kb import load_kb
    except ImportError:
        return EmptyKB()
    kb = load_kb(base) if base else load_kb()
    settle()
    return kb


# per KB object, by id() with a weak reference to check it: an id can be reused by another KB once
# this one is gone (and KBs, dataclasses, are not hashable)
_GENDERS: dict[int, tuple[weakref.ref, dict[str, str]]] = {}


def gender_of_given_name(kb, given: str) -> str | None:
    """'female' or 'male' when every person of the KB with that first given name (folded, lower case)
    has that gender; None otherwise (a name borne by both) or when the KB does not list its persons."""
    entry = _GENDERS.get(id(kb))
    table = entry[1] if entry is not None and entry[0]() is kb else None
    if table is None:
        seen: dict[str, set[str]] = {}
        for person in (getattr(kb, "persons", None) or {}).values():
            first = (field(person, "given_name") or "").replace("(", " ").split()
            gender = field(person, "gender")
            if first and gender:
                key = without_accents(first[0]).lower().strip(".,")
                seen.setdefault(key, set()).add(str(gender).lower())
        table = {k: next(iter(g)) for k, g in seen.items() if len(g) == 1}
        _GENDERS[id(kb)] = (weakref.ref(kb), table)
    return table.get(without_accents(given).lower().strip(".,"))


# Parties whose everyday name passed from one party to the next: on a day before the named party
# existed, "Conservatives", "Tories", « les conservateurs » meant the party of that name then. Public
# facts (the Progressive Conservative Party took that name on 1942-12-11 and merged into today's
# Conservative Party on 2003-12-08); the keys are the reference KB's.
PARTY_PREDECESSORS: dict[str, tuple[tuple[dt.date, str], ...]] = {
    # key named: (the day the named party began, the key before it), latest first
    "conservative": ((dt.date(2003, 12, 8), "progressive-conservative"),
                     (dt.date(1942, 12, 11), "conservative-1867")),
}


def party_of_its_time(kb, party, date: dt.date | None):
    """The party a name resolved to `party` meant on `date`: `party` itself, or on a day before it
    began the predecessor that carried the name then, provided the KB has members of it that day or
    in the months before (a House dissolved for an election has no members; a KB that knows no
    member of it keeps the name's party)."""
    if date is None or party is None:
        return party
    text = str(party)
    head, _, key = text.rpartition("/")
    for began, before in PARTY_PREDECESSORS.get(key, ()):
        if date >= began:
            break
        predecessor = f"{head}/{before}"
        if any(kb.members_of_party(predecessor, date - dt.timedelta(days=back)) for back in (0, 100, 200)):
            return URIRef(predecessor)
    return party


def iri_of(item) -> URIRef | None:
    """A KB answer as an IRI: KB objects carry `.iri`; plain strings and URIRefs are IRIs."""
    if item is None:
        return None
    value = getattr(item, "iri", None)
    if value is None and isinstance(item, dict):
        value = item.get("iri")
    return URIRef(str(value if value is not None else item))


def field(obj, *names, default=None):
    """First present attribute or key among `names` of a KB record."""
    if obj is None:
        return default
    for name in names:
        value = obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)
        if value:
            return value
    return default


def kind_of(iri: URIRef | None) -> str | None:
    """'person', 'party', 'org', 'riding', 'office', ... from `{base}id/{kind}/...`."""
    if iri is None:
        return None
    text = str(iri)
    at = text.find("/id/")
    return text[at + 4:].split("/", 1)[0] if at >= 0 else None


def key_of(iri: URIRef) -> str:
    """The key after the kind: 'ndp' for .../id/party/ndp."""
    text = str(iri)
    at = text.find("/id/")
    return text[at + 4:].split("/", 1)[1] if at >= 0 and "/" in text[at + 4:] else text.rsplit("/", 1)[-1]
