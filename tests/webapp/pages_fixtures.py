"""Stores for the page tests: the hand-made sample (docs/data-model.md shape) and an article-like
graph carrying hostile payloads."""

from __future__ import annotations

from pathlib import Path

SAMPLE_TRIG = Path(__file__).with_name("pages_sample.trig")
BASE = "https://w3id.org/canpol/"
SINGH = BASE + "id/person/jagmeet-singh"
RULING = BASE + "id/ruling/2020-06-17/jagmeet-singh"
ORDER_GRAPH = BASE + "graph/file/orders"
HUB_MEMBERSHIPS = 70  # more links than a page reads at once (linked.IN_SMALL), so they are paged


def build_sample_store(path: Path, extra: dict | None = None) -> Path:
    """The sample TriG (plus `extra` graphs: IRI -> rdflib Graph) in a new store, published."""
    from canpol.graph.embedded import EmbeddedStore

    store = EmbeddedStore(path)
    store.import_file(SAMPLE_TRIG, None)
    for iri, graph in (extra or {}).items():
        store.replace_graph(iri, graph)
    store.close()
    return path


def order_graph():
    """A graph whose pages show lists long or unnamed enough for their order to be the engine's
    unless the page code orders them: a parliament linked from more memberships than one page
    reads at once (the paged path), memberships and a person with several types, and an event
    whose agents are blank nodes (one holding a blank membership of a party)."""
    from rdflib import BNode, Graph, Literal, Namespace, URIRef
    from rdflib.namespace import RDF, RDFS, XSD

    canpol = Namespace("https://w3id.org/canpol/ontology#")
    g = Graph()
    parliament = URIRef(BASE + "id/parliament/43")
    for i in range(HUB_MEMBERSHIPS):
        m = URIRef(f"{BASE}id/membership/hub{i:03d}")
        g.add((m, RDF.type, canpol.HouseMembership))
        g.add((m, canpol.duringParliament, parliament))
        g.add((m, canpol.validFrom, Literal(f"2019-{1 + i % 12:02d}-{1 + i % 28:02d}", datatype=XSD.date)))
    person = URIRef(BASE + "id/person/pat-example")
    for cls in (canpol.Person, canpol.Member, URIRef("http://xmlns.com/foaf/0.1/Person")):
        g.add((person, RDF.type, cls))
    g.add((person, RDFS.label, Literal("Pat Example")))
    for i, party in enumerate(("ndp", "bq", "ndp")):
        m = URIRef(f"{BASE}id/membership/pat{i}")
        g.add((m, RDF.type, canpol.PartyMembership))
        g.add((m, canpol.member, person))
        g.add((m, canpol.organization, URIRef(f"{BASE}id/party/{party}")))
        g.add((m, canpol.validFrom, Literal("2015-11-04", datatype=XSD.date)))
    event = URIRef(BASE + "id/event/2020-06-18/accusation/unnamed")
    g.add((event, RDF.type, canpol.Accusation))
    g.add((event, canpol.date, Literal("2020-06-18", datatype=XSD.date)))
    g.add((event, canpol.target, person))
    for role in ("Bloc MP", "NDP MP", "Bloc MP"):
        agent = BNode()
        g.add((event, canpol.agent, agent))
        g.add((agent, canpol.roleDescription, Literal(role)))
    membership = BNode()
    g.add((agent, canpol.hasMembership, membership))
    g.add((membership, canpol.member, agent))
    g.add((membership, canpol.organization, URIRef(BASE + "id/party/bq")))
    return g
