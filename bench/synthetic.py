"""Synthetic data in the canpol shape (docs/data-model.md) for benchmarks: ~1 M triples by default.

People with House, party and office memberships in a reference graph; events, rulings and
evidence (Web Annotations with quote selectors) in one named graph per synthetic source.
Written as N-Quads so the store loads it in one pass.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

CANPOL = "https://w3id.org/canpol/ontology#"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
SCHEMA = "http://schema.org/"
OA = "http://www.w3.org/ns/oa#"
PROV = "http://www.w3.org/ns/prov#"
XSD_DATE = "http://www.w3.org/2001/XMLSchema#date"
XSD_DECIMAL = "http://www.w3.org/2001/XMLSchema#decimal"
XSD_INT = "http://www.w3.org/2001/XMLSchema#integer"

EVENT_TYPES = ["UnparliamentaryLanguage", "Accusation", "RequestToApologize", "Refusal",
               "Expulsion", "PressStatement", "Resignation", "Apology"]


def _lit(text: str, lang: str | None = None, datatype: str | None = None) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    if lang:
        return f'"{escaped}"@{lang}'
    if datatype:
        return f'"{escaped}"^^<{datatype}>'
    return f'"{escaped}"'


def generate(people: int = 20_000, events: int = 20_000, base: str = "https://w3id.org/canpol/",
             seed: int = 7):
    """Yield N-Quads lines; about 33 triples per person and 22 per event."""
    rnd = random.Random(seed)
    ident = f"{base}id/"
    ref = f"<{base}graph/reference>"

    def q(s, p, o, g=ref):
        return f"<{s}> <{p}> {o} {g} .\n"

    def iri(x):
        return f"<{x}>"

    parties = [f"{ident}party/p{i}" for i in range(20)]
    ridings = [f"{ident}riding/{10000 + i}" for i in range(400)]
    offices = [f"{ident}office/o{i}" for i in range(30)]
    house = f"{ident}org/house-of-commons"
    yield q(house, RDF_TYPE, iri(CANPOL + "House"))
    yield q(house, RDFS_LABEL, _lit("House of Commons", "en"))
    for i, p in enumerate(parties):
        yield q(p, RDF_TYPE, iri(CANPOL + "Party"))
        yield q(p, RDFS_LABEL, _lit(f"Party {i}", "en"))
        yield q(p, RDFS_LABEL, _lit(f"Parti {i}", "fr"))
        yield q(p, CANPOL + "abbreviation", _lit(f"P{i}"))
    for i, r in enumerate(ridings):
        yield q(r, RDF_TYPE, iri(CANPOL + "ElectoralDistrict"))
        yield q(r, RDFS_LABEL, _lit(f"Riding {i}", "en"))
        yield q(r, CANPOL + "districtNumber", _lit(str(10000 + i)))
    for i, o in enumerate(offices):
        yield q(o, RDF_TYPE, iri(CANPOL + "Office"))
        yield q(o, RDFS_LABEL, _lit(f"Office {i}", "en"))
    persons = []
    for i in range(people):
        person = f"{ident}person/person-{i}"
        persons.append(person)
        name = f"Given{i} Family{i % 997}"
        year = 1900 + rnd.randrange(100)
        for t in ("Person", "Member"):
            yield q(person, RDF_TYPE, iri(CANPOL + t))
        yield q(person, RDFS_LABEL, _lit(name))
        yield q(person, SCHEMA + "name", _lit(name))
        yield q(person, SCHEMA + "givenName", _lit(f"Given{i}"))
        yield q(person, SCHEMA + "familyName", _lit(f"Family{i % 997}"))
        yield q(person, SCHEMA + "gender", _lit(rnd.choice(["male", "female"])))
        yield q(person, SCHEMA + "birthDate", _lit(f"{year}-01-02", datatype=XSD_DATE))
        yield q(person, CANPOL + "parlinfoId", _lit(str(i)))
        yield q(person, CANPOL + "houseId", _lit(str(100000 + i)))
        yield q(person, "http://www.w3.org/2002/07/owl#sameAs", iri(f"http://www.wikidata.org/entity/Q{900000 + i}"))
        start = year + 30
        for kind, org, extra in (("HouseMembership", house, ("district", rnd.choice(ridings))),
                                 ("PartyMembership", rnd.choice(parties), None),
                                 ("OfficeHolding", house, ("office", rnd.choice(offices)))):
            m = f"{ident}membership/{kind[0].lower()}{i}"
            yield q(m, RDF_TYPE, iri(CANPOL + kind))
            yield q(m, CANPOL + "member", iri(person))
            yield q(m, CANPOL + "organization", iri(org))
            if extra:
                yield q(m, CANPOL + extra[0], iri(extra[1]))
            yield q(m, CANPOL + "validFrom", _lit(f"{start}-10-21", datatype=XSD_DATE))
            yield q(m, CANPOL + "validUntil", _lit(f"{start + 4}-08-15", datatype=XSD_DATE))
    for i in range(events):
        h = f"{i:016x}"
        graph = f"<{base}graph/source/{h}>"
        source = f"{ident}source/{h}"
        day = f"{1990 + i % 30}-{1 + i % 12:02d}-{1 + i % 28:02d}"
        etype = EVENT_TYPES[i % len(EVENT_TYPES)]
        event = f"{ident}event/{day}/{etype.lower()}/person-{i}"
        agent, target = rnd.choice(persons), rnd.choice(persons)
        yield q(graph[1:-1], PROV + "wasDerivedFrom", iri(source), graph)
        yield q(source, RDF_TYPE, iri(CANPOL + "NewsArticle"), graph)
        yield q(source, SCHEMA + "url", iri(f"https://news.example/{h}"), graph)
        yield q(source, SCHEMA + "headline", _lit(f"Headline number {i}"), graph)
        yield q(source, SCHEMA + "datePublished", _lit(day, datatype=XSD_DATE), graph)
        yield q(event, RDF_TYPE, iri(CANPOL + etype), graph)
        yield q(event, CANPOL + "agent", iri(agent), graph)
        yield q(event, CANPOL + "target", iri(target), graph)
        yield q(event, CANPOL + "date", _lit(day, datatype=XSD_DATE), graph)
        yield q(event, CANPOL + "confidence", _lit("0.8", datatype=XSD_DECIMAL), graph)
        ev = f"{ident}evidence/{h}"
        yield q(event, CANPOL + "evidence", iri(ev), graph)
        yield q(ev, RDF_TYPE, iri(CANPOL + "Evidence"), graph)
        yield q(ev, OA + "hasBody", iri(event), graph)
        yield q(ev, OA + "hasTarget", f"_:t{i}", graph)
        yield f"_:t{i} <{OA}hasSource> <{source}> {graph} .\n"
        yield f"_:t{i} <{OA}hasSelector> _:q{i} {graph} .\n"
        yield f"_:q{i} <{RDF_TYPE}> <{OA}TextQuoteSelector> {graph} .\n"
        yield f"_:q{i} <{OA}exact> {_lit(f'Sentence {i} reporting what happened.')} {graph} .\n"
        yield f"_:t{i} <{OA}hasSelector> _:p{i} {graph} .\n"
        yield f"_:p{i} <{RDF_TYPE}> <{OA}TextPositionSelector> {graph} .\n"
        yield f"_:p{i} <{OA}start> {_lit(str(i % 500), datatype=XSD_INT)} {graph} .\n"
        yield f"_:p{i} <{OA}end> {_lit(str(i % 500 + 40), datatype=XSD_INT)} {graph} .\n"


def sample_paths(people: int = 20_000, events: int = 20_000, n: int = 2000, seed: int = 11) -> list[str]:
    """Page paths of `n` random entities of the generated data: people, events, sources, parties,
    ridings, memberships (mostly people and events, as readers browse)."""
    rnd = random.Random(seed)
    paths = []
    for _ in range(n):
        roll = rnd.random()
        if roll < 0.4:
            paths.append(f"person/person-{rnd.randrange(people)}")
        elif roll < 0.75:
            i = rnd.randrange(events)
            day = f"{1990 + i % 30}-{1 + i % 12:02d}-{1 + i % 28:02d}"
            etype = EVENT_TYPES[i % len(EVENT_TYPES)]
            paths.append(f"event/{day}/{etype.lower()}/person-{i}")
        elif roll < 0.85:
            paths.append(f"source/{rnd.randrange(events):016x}")
        elif roll < 0.9:
            paths.append(f"party/p{rnd.randrange(20)}")
        elif roll < 0.95:
            paths.append(f"riding/{10000 + rnd.randrange(400)}")
        else:
            paths.append(f"membership/h{rnd.randrange(people)}")
    return paths


def write(path: Path, **options) -> int:
    """Write the synthetic dataset to `path` (N-Quads); returns the number of quads."""
    n = 0
    with open(path, "w", encoding="utf-8") as out:
        for line in generate(**options):
            out.write(line)
            n += 1
    return n


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--people", type=int, default=20_000)
    parser.add_argument("--events", type=int, default=20_000)
    args = parser.parse_args()
    print(write(args.out, people=args.people, events=args.events), "quads", file=sys.stderr)
