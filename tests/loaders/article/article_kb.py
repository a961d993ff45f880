"""A tiny stand-in for the reference KB, built from a few public facts, with the KB's interface."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from rdflib import URIRef

BASE = "https://w3id.org/canpol/id/"
D = dt.date


def P(key):
    return URIRef(BASE + "person/" + key)


@dataclass
class Person:
    iri: URIRef
    name: str
    family_name: str
    gender: str


PEOPLE = {
    "jagmeet-singh": ("Jagmeet Singh", "Singh", "male", "@theJagmeetSingh"),
    "alain-therrien": ("Alain Therrien", "Therrien", "male", None),
    "bruce-stanton": ("Bruce Stanton", "Stanton", "male", None),
    "carol-hughes": ("Carol Hughes", "Hughes", "female", None),
    "anthony-rota": ("Anthony Rota", "Rota", "male", None),
    "justin-trudeau": ("Justin Trudeau", "Trudeau", "male", "@JustinTrudeau"),
    "yves-francois-blanchet": ("Yves-François Blanchet", "Blanchet", "male", None),
    "maxime-bernier": ("Maxime Bernier", "Bernier", "male", None),
    "jody-wilson-raybould": ("Jody Wilson-Raybould", "Wilson-Raybould", "female", None),
}
PARTY = {
    "jagmeet-singh": "ndp", "alain-therrien": "bq", "bruce-stanton": "conservative",
    "carol-hughes": "ndp", "anthony-rota": "liberal", "justin-trudeau": "liberal",
    "yves-francois-blanchet": "bq", "maxime-bernier": "conservative",
    "jody-wilson-raybould": "liberal",
}
OFFICES = {
    "speaker": [("anthony-rota", D(2019, 12, 5), D(2023, 9, 27))],
    "deputy-speaker": [("bruce-stanton", D(2015, 12, 3), D(2021, 8, 15))],
    "assistant-deputy-speaker": [("carol-hughes", D(2015, 12, 3), D(2021, 8, 15))],
    "prime-minister": [("justin-trudeau", D(2015, 11, 4), D(2025, 3, 14))],
    "leader/ndp": [("jagmeet-singh", D(2017, 10, 1), None)],
    "leader/bq": [("yves-francois-blanchet", D(2019, 1, 17), None)],
}
PARTIES = {
    "ndp": ["New Democratic Party", "NDP", "NPD", "New Democrats", "Nouveau Parti démocratique"],
    "bq": ["Bloc Québécois", "Bloc", "BQ"],
    "liberal": ["Liberal Party of Canada", "Liberal", "Liberals", "Parti libéral du Canada"],
    "conservative": ["Conservative Party of Canada", "Conservative", "Conservatives", "Tories"],
    "independent": ["Independent", "Indépendant"],
}
ORGS = {
    "rcmp": ["Royal Canadian Mounted Police", "RCMP", "GRC", "Gendarmerie royale du Canada"],
    "house-of-commons": ["House of Commons", "Chambre des communes"],
}
SESSIONS = [(43, 1, D(2019, 12, 5), D(2020, 8, 18)), (43, 2, D(2020, 9, 23), D(2021, 8, 15)),
            (42, 1, D(2015, 12, 3), D(2019, 9, 11))]


def _fold(text):
    import unicodedata

    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


class FakeKB:
    """Answers the reference KB's questions from the facts above."""

    def __init__(self):
        self.names: dict[str, list[URIRef]] = {}
        for key, (name, family, _g, _h) in PEOPLE.items():
            for form in (name, family):
                self.names.setdefault(form, []).append(P(key))
        for key, forms in PARTIES.items():
            for form in forms:
                self.names.setdefault(form, []).append(URIRef(BASE + "party/" + key))
        for key, forms in ORGS.items():
            for form in forms:
                self.names.setdefault(form, []).append(URIRef(BASE + "org/" + key))
        self.folded = {}
        for form, iris in self.names.items():
            self.folded.setdefault(_fold(form), iris)

    def surface_forms(self):
        return [f for f in self.names if " " in f or f.isupper() or f in ("Bloc", "Liberal", "Conservative",
                                                                          "Liberals", "Conservatives", "Tories")]

    def name_matches(self, surface):
        return list(self.names.get(surface) or self.folded.get(_fold(surface), []))

    def person(self, iri):
        key = str(iri).rsplit("/", 1)[-1]
        if key not in PEOPLE:
            return None
        name, family, gender, _ = PEOPLE[key]
        return Person(iri, name, family, gender)

    def party_at(self, person, date):
        key = str(person).rsplit("/", 1)[-1]
        return URIRef(BASE + "party/" + PARTY[key]) if key in PARTY else None

    def riding_at(self, person, date):
        return None

    def is_member_at(self, person, date):
        return str(person).rsplit("/", 1)[-1] in PARTY

    def office_holders(self, office_key, date):
        return [P(k) for k, start, end in OFFICES.get(office_key, [])
                if start <= date and (end is None or date <= end)]

    def members_of_party(self, party, date):
        return [P(k) for k, p in PARTY.items() if str(party).endswith("/" + p)]

    def session_at(self, date):
        for parl, sess, start, end in SESSIONS:
            if start <= date <= end:
                return (parl, sess)
        return None

    def party_by_name(self, surface):
        for key, forms in PARTIES.items():
            if surface in forms or _fold(surface) in map(_fold, forms):
                return URIRef(BASE + "party/" + key)
        return None

    def offices_held(self, person, date):
        return [key for key in OFFICES if str(person) in map(str, self.office_holders(key, date))]

    def given_names(self):
        return None

    def handle_owner(self, handle):
        for key, (_n, _f, _g, h) in PEOPLE.items():
            if h and h.lower() == handle.lower():
                return P(key)
        return None
