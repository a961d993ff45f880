"""Synthetic data in canpol's shape (docs/data-model.md) for the endpoint benchmark: people with
party and House memberships, ridings, parties, and per source (one named graph each) a motion
with its decision and an event with quoted evidence. bench/synthetic.py (the pages benchmark)
has no motions, which the endpoint's query mix needs. About 20 quads per person:
`people=50_000` gives about 1 M. Deterministic for a given size."""

from __future__ import annotations

import random
from pathlib import Path

import pyoxigraph as ox

BASE = "https://w3id.org/canpol/"
C = "https://w3id.org/canpol/ontology#"
RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
LABEL = ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#label")
XSD_DATE = ox.NamedNode("http://www.w3.org/2001/XMLSchema#date")
OA = "http://www.w3.org/ns/oa#"
SCHEMA = "http://schema.org/"
PROV = "http://www.w3.org/ns/prov#"
VOCAB = BASE + "vocab/"
PARTIES = ["liberal", "conservative", "ndp", "bq", "green", "ppc", "independent", "reform", "alliance",
           "progressive-conservative"]
GIVEN = ["Alex", "Marie", "Jean", "Sarah", "David", "Nathalie", "Pierre", "Karen", "Michel", "Linda",
         "Robert", "Sophie", "Daniel", "Julie", "Paul", "Anne", "Marc", "Claire", "Louis", "Emma"]
FAMILY = ["Martin", "Roy", "Tremblay", "Smith", "Gagnon", "Lee", "Brown", "Wilson", "Côté", "Taylor",
          "Bouchard", "Campbell", "Gauthier", "Anderson", "Morin", "Clark", "Lavoie", "Young", "Fortin", "King"]


def n(kind: str, key) -> ox.NamedNode:
    return ox.NamedNode(f"{BASE}id/{kind}/{key}")


def p(name: str) -> ox.NamedNode:
    return ox.NamedNode(C + name)


def date(year: int, month: int = 1, day: int = 1) -> ox.Literal:
    return ox.Literal(f"{year:04d}-{month:02d}-{day:02d}", datatype=XSD_DATE)


def quads(people: int = 40_000, seed: int = 7):
    """Yield the quads of a synthetic canpol graph."""
    rng = random.Random(seed)
    reference = ox.NamedNode(BASE + "graph/reference")

    def q(s, pred, o, g=reference):
        return ox.Quad(s, pred, o, g)

    for key in PARTIES:
        party = n("party", key)
        yield q(party, RDF_TYPE, p("Party"))
        yield q(party, LABEL, ox.Literal(f"{key.replace('-', ' ').title()} Party", language="en"))
    ridings = [n("riding", 10000 + i) for i in range(1000)]
    for i, riding in enumerate(ridings):
        yield q(riding, RDF_TYPE, p("ElectoralDistrict"))
        yield q(riding, LABEL, ox.Literal(f"Riding {i}", language="en"))
    house = n("org", "house-of-commons")
    for i in range(people):
        person = n("person", f"person-{i}")
        name = f"{rng.choice(GIVEN)} {rng.choice(FAMILY)} {i}"
        yield q(person, RDF_TYPE, p("Person"))
        yield q(person, RDF_TYPE, p("Member"))
        yield q(person, LABEL, ox.Literal(name))
        start = 1900 + (i * 120) // people
        for j in range(2):  # two party memberships, the second open-ended
            m = n("membership", f"p{i}-{j}")
            yield q(m, RDF_TYPE, p("PartyMembership"))
            yield q(m, p("member"), person)
            yield q(m, p("organization"), n("party", rng.choice(PARTIES)))
            yield q(m, p("validFrom"), date(start + 4 * j))
            if j == 0:
                yield q(m, p("validUntil"), date(start + 4))
        m = n("membership", f"h{i}")
        yield q(m, RDF_TYPE, p("HouseMembership"))
        yield q(m, p("member"), person)
        yield q(m, p("organization"), house)
        yield q(m, p("district"), rng.choice(ridings))
        yield q(m, p("validFrom"), date(start))
        yield q(m, p("validUntil"), date(start + 8))
    # Motions with decisions, rulings and events with evidence, one graph per source.
    for i in range(people // 8):
        source = n("source", f"{i:016x}")
        graph = ox.NamedNode(f"{BASE}graph/source/{i:016x}")
        day = date(1990 + i % 30, 1 + i % 12, 1 + i % 28)
        mover = n("person", f"person-{rng.randrange(people)}")
        target = n("person", f"person-{rng.randrange(people)}")
        motion, decision = n("motion", f"m{i}"), n("decision", f"m{i}")
        event, evidence, selector = n("event", f"e{i}"), n("evidence", f"{i:016x}"), n("evidence", f"{i:016x}/sel")
        yield q(graph, ox.NamedNode(PROV + "wasDerivedFrom"), source, graph)
        yield q(source, RDF_TYPE, p("NewsArticle"), graph)
        yield q(source, ox.NamedNode(SCHEMA + "headline"), ox.Literal(f"Headline {i}"), graph)
        yield q(source, ox.NamedNode(SCHEMA + "datePublished"), day, graph)
        yield q(motion, RDF_TYPE, p("Motion"), graph)
        yield q(motion, LABEL, ox.Literal(f"Motion {i}"), graph)
        yield q(motion, p("mover"), mover, graph)
        yield q(decision, RDF_TYPE, p("HouseDecision"), graph)
        yield q(decision, p("decides"), motion, graph)
        yield q(decision, p("outcome"), ox.NamedNode(VOCAB + rng.choice(["Adopted", "Negatived", "ConsentRefused"])), graph)
        yield q(decision, p("date"), day, graph)
        yield q(event, RDF_TYPE, p(rng.choice(["Expulsion", "Apology", "Accusation", "Refusal"])), graph)
        yield q(event, p("agent"), mover, graph)
        yield q(event, p("target"), target, graph)
        yield q(event, p("date"), day, graph)
        yield q(event, p("evidence"), evidence, graph)
        yield q(evidence, ox.NamedNode(OA + "hasSource"), source, graph)
        yield q(evidence, ox.NamedNode(OA + "hasSelector"), selector, graph)
        yield q(selector, ox.NamedNode(OA + "exact"), ox.Literal(f"Sentence {i} reporting the event."), graph)


def sample_paths(people: int, n: int, seed: int = 11) -> list[str]:
    """Page paths of `n` random entities of `quads(people)`, mostly people and the resources of
    the sources (as readers browse), some parties, ridings and memberships (the hubs)."""
    rng = random.Random(seed)
    sources = max(1, people // 8)
    choices = [
        (0.35, lambda: f"person/person-{rng.randrange(people)}"),
        (0.15, lambda: f"event/e{rng.randrange(sources)}"),
        (0.15, lambda: f"motion/m{rng.randrange(sources)}"),
        (0.10, lambda: f"source/{rng.randrange(sources):016x}"),
        (0.10, lambda: f"membership/p{rng.randrange(people)}-{rng.randrange(2)}"),
        (0.10, lambda: f"riding/{10000 + rng.randrange(1000)}"),
        (0.05, lambda: f"party/{rng.choice(PARTIES)}"),
    ]
    paths = []
    for _ in range(n):
        roll = rng.random()
        for share, make in choices:
            roll -= share
            if roll < 0:
                break
        paths.append(make())
    return paths


def build(path: Path, people: int = 40_000) -> int:
    """Write the synthetic graph into a new store at `path`, publish its snapshot; the number of quads."""
    from canpol.graph import snapshots

    store = ox.Store(str(path))
    store.bulk_extend(quads(people))
    store.optimize()
    count = len(store)
    snapshots.publish(store, path)
    del store
    return count
