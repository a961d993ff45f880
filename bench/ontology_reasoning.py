"""Benchmark (not a test): HermiT on canpol.ttl, and SHACL validation time for generated data.

    python bench/ontology_reasoning.py [--runs 3] [--members 2000]

Prints the wall time of `check_ontology()` (owlready2 World + HermiT in a JVM) on the ontology alone
and with a generated ABox (persons, memberships, parties; no dates, which HermiT rejects), and of
`validate()` over generated instance data shaped like docs/data-model.md, with its triple count.
"""

from __future__ import annotations

import argparse
import statistics

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, XSD

from canpol.ontology import CANPOL
from canpol.ontology.reasoning import check_ontology
from canpol.ontology.validation import validate

from timing import repeated  # bench/ is on the path when a benchmark runs as a script

ID = "https://bench.invalid/id/"


def generated(members: int, with_dates: bool) -> Graph:
    """`members` persons, each with a House and a party membership, over 5 parties and 300 ridings."""
    g = Graph()
    house = URIRef(ID + "org/house")
    g.add((house, RDF.type, CANPOL.House))
    g.add((house, RDFS.label, Literal("House", lang="en")))
    for p in range(5):
        party = URIRef(f"{ID}party/{p}")
        g.add((party, RDF.type, CANPOL.Party))
        g.add((party, RDFS.label, Literal(f"Party {p}", lang="en")))
        g.add((party, RDFS.label, Literal(f"Parti {p}", lang="fr")))
    for i in range(members):
        person = URIRef(f"{ID}person/{i}")
        g.add((person, RDF.type, CANPOL.Person))
        g.add((person, RDFS.label, Literal(f"Person {i}")))
        for kind, org in (("h", house), ("p", URIRef(f"{ID}party/{i % 5}"))):
            m = URIRef(f"{ID}membership/{kind}{i}")
            g.add((m, RDF.type, CANPOL.HouseMembership if kind == "h" else CANPOL.PartyMembership))
            g.add((m, CANPOL.member, person))
            g.add((m, CANPOL.organization, org))
            if kind == "h":
                g.add((m, CANPOL.district, URIRef(f"{ID}riding/{i % 300}")))
            if with_dates:
                g.add((m, CANPOL.validFrom, Literal(f"{1900 + i % 120}-01-01", datatype=XSD.date)))
                g.add((m, CANPOL.validUntil, Literal(f"{1904 + i % 120}-01-01", datatype=XSD.date)))
    return g


def timed(fn, runs: int) -> tuple[float, object]:
    """The median wall time of `runs` calls, and the result."""
    result, times = repeated(fn, runs)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--members", type=int, default=2000)
    args = parser.parse_args()

    seconds, report = timed(check_ontology, args.runs)
    print(f"HermiT, canpol.ttl alone: {seconds:.2f} s median of {args.runs} "
          f"(consistent={report.consistent}, reasoner {report.seconds:.2f} s)")
    abox = generated(args.members, with_dates=False)
    seconds, report = timed(lambda: check_ontology(abox), args.runs)
    print(f"HermiT, canpol.ttl + {len(abox)} ABox triples ({args.members} persons): {seconds:.2f} s "
          f"(consistent={report.consistent}, reasoner {report.seconds:.2f} s)")
    data = generated(args.members, with_dates=True)
    seconds, shacl = timed(lambda: validate(data), args.runs)
    print(f"SHACL validate, {len(data)} triples: {seconds:.2f} s "
          f"({len(data) / seconds:,.0f} triples/s; conforms={shacl.conforms})")


if __name__ == "__main__":
    main()
