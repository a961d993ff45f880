"""The reference graph: the shipped fact files as RDF (docs/data-model.md), written to `{base}graph/reference`."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

from rdflib import OWL, RDF, RDFS, SKOS, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV

from canpol import SOFTWARE, __version__
from canpol.graph.iris import IriMinter, short_hash
from canpol.ontology import CANPOL, ORG, SCHEMA, VOCAB, WD

from .facts import DATA_DIR, read_rows

# The public datasets the facts come from (each row's own source note is kept in dcterms:source).
DATASETS = {
    "ParlInfo": ("Library of Parliament ParlInfo: parliamentarians, roles and key dates of Parliaments",
                 "https://lop.parl.ca/sites/ParlInfo/"),
    "Wikidata": ("Wikidata memberships of the House of Commons (43rd and 44th Parliaments, to 2022) and office holders",
                 "https://www.wikidata.org/wiki/Q383590"),
    "Elections Canada": ("Elections Canada: electoral districts of the 2013 and 2023 representation orders and results to 2026",
                         "https://www.elections.ca/"),
    "House of Commons": ("ourcommons.ca: seating plan of the 45th Parliament (member ids) and ministers 2019-2026",
                         "https://www.ourcommons.ca/"),
    "openparliament": ("openparliament.ca reference fixtures: parties, ridings, sessions, politicians",
                       "https://openparliament.ca/"),
    "supplement": ("canpol's curated supplement of reference facts (one source note per fact)",
                   "https://w3id.org/canpol/reference/supplement"),
}
INSTITUTION_CLASSES = {"House": CANPOL.House, "Legislature": CANPOL.Legislature, "Institution": CANPOL.Institution,
                       "Country": SCHEMA.Country}


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal_fr(n: int) -> str:
    """1 -> '1re', 35 -> '35e' (the feminine of législature and session)."""
    return f"{n}{'re' if n == 1 else 'e'}"


@lru_cache(maxsize=None)
def _date(value: str) -> Literal:
    return Literal(value, datatype=XSD.date)  # cached: the same few thousand dates recur across memberships


def _generated_at() -> datetime:
    """Now, or SOURCE_DATE_EPOCH when set (reproducible builds): the graph's only time stamp."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), timezone.utc)
    return datetime.now(timezone.utc).replace(microsecond=0)


def _split(value: str) -> list[str]:
    return [v for v in (value or "").split("|") if v]


# The optional columns of a person's row: (column, property, how its value is written).
PERSON_FIELDS = (("given_name", SCHEMA.givenName, Literal), ("family_name", SCHEMA.familyName, Literal),
                 ("gender", SCHEMA.gender, Literal), ("birth_date", SCHEMA.birthDate, _date),
                 ("death_date", SCHEMA.deathDate, _date), ("parlinfo_id", CANPOL.parlinfoId, Literal),
                 ("house_id", CANPOL.houseId, Literal))


def _labels(add, node: URIRef, english: str, french: str | None) -> None:
    """A resource's label in English, and in French where the row gives one."""
    add((node, RDFS.label, Literal(english, lang="en")))
    if french:
        add((node, RDFS.label, Literal(french, lang="fr")))


def _organization_names(add, node: URIRef, row: dict) -> None:
    """What a party's or an institution's row says of its names: labels in English and French,
    abbreviations, other names, its Wikidata item and the row's source note."""
    _labels(add, node, row["name_en"], row["name_fr"])
    for a in _split(row["abbreviations"]):
        add((node, CANPOL.abbreviation, Literal(a)))
    for a in _split(row["aliases"]):
        add((node, SKOS.altLabel, Literal(a)))
    if row["qid"]:
        add((node, OWL.sameAs, WD[row["qid"]]))
    add((node, DCTERMS.source, Literal(row["source"])))


def reference_graph(minter: IriMinter, data_dir: Path = DATA_DIR) -> Graph:
    """Build the reference graph from the fact files (pure: reads only the shipped files)."""
    g = Graph(store="SimpleMemory")  # a third faster to fill than the default indexed store; we only add and serialize
    g.bind("canpol", CANPOL)
    g.bind("schema", SCHEMA)
    g.bind("org", ORG)
    g.bind("wd", WD)
    add = g.add
    r = lru_cache(maxsize=None)(minter.resource)  # person, party and riding IRIs recur in every membership
    parties = {row["key"] for row in read_rows("parties", data_dir)}

    def org_iri(key: str) -> URIRef:
        return r("party", key) if key in parties else r("org", key)

    def membership(kind: URIRef, person: str, organization: URIRef, valid_from: str, valid_until: str,
                   source: str, *key_parts: str) -> URIRef:
        person_iri = r("person", person)
        m = r("membership", short_hash("|".join([str(kind), person, str(organization), valid_from, *key_parts])))
        add((m, RDF.type, kind))
        add((m, CANPOL.member, person_iri))
        add((person_iri, CANPOL.hasMembership, m))
        add((m, CANPOL.organization, organization))
        if valid_from:
            add((m, CANPOL.validFrom, _date(valid_from)))
        if valid_until:
            add((m, CANPOL.validUntil, _date(valid_until)))
        add((m, DCTERMS.source, Literal(source)))
        return m

    # provinces, ridings
    for row in read_rows("provinces", data_dir):
        p = r("province", row["key"])
        add((p, RDF.type, CANPOL.Province))
        add((p, RDFS.label, Literal(row["name_en"], lang="en")))
        add((p, RDFS.label, Literal(row["name_fr"], lang="fr")))
        add((p, CANPOL.abbreviation, Literal(row["abbreviation"])))
    for row in read_rows("ridings", data_dir):
        d = r("riding", row["key"])
        add((d, RDF.type, CANPOL.ElectoralDistrict))
        _labels(add, d, row["name_en"], row["name_fr"])
        if row["district_number"]:
            add((d, CANPOL.districtNumber, Literal(row["district_number"])))
        if row["representation_order"]:
            add((d, CANPOL.representationOrder, Literal(row["representation_order"])))
        add((d, CANPOL.province, r("province", row["province"])))
        if row.get("replaces"):
            add((d, DCTERMS.replaces, r("riding", row["replaces"])))  # a 2023-order riding continuing a 2013 one
        for a in _split(row.get("aliases")):
            add((d, SKOS.altLabel, Literal(a)))
        add((d, DCTERMS.source, Literal(row["source"])))

    # parties, institutions, offices
    for row in read_rows("parties", data_dir):
        p = r("party", row["key"])
        add((p, RDF.type, CANPOL.Party))
        _organization_names(add, p, row)
    for row in read_rows("institutions", data_dir):
        o = r("org", row["key"])
        add((o, RDF.type, INSTITUTION_CLASSES.get(row["kind"], CANPOL.Institution)))
        _organization_names(add, o, row)
    for row in read_rows("offices", data_dir):
        o = r("office", row["key"])
        add((o, RDF.type, CANPOL.Office))
        _labels(add, o, row["label_en"], row["label_fr"])
        for a in _split(row["aliases"]):
            add((o, SKOS.altLabel, Literal(a)))
        add((o, ORG.postIn, org_iri(row["organization"])))

    # Parliaments and sessions
    for row in read_rows("parliaments", data_dir):
        n = int(row["number"])
        p = r("parliament", str(n))
        add((p, RDF.type, CANPOL.Parliament))
        add((p, CANPOL.parliamentNumber, Literal(n)))
        add((p, RDFS.label, Literal(f"{ordinal(n)} Parliament", lang="en")))
        add((p, RDFS.label, Literal(f"{ordinal_fr(n)} législature", lang="fr")))
        if row["start"]:
            add((p, SCHEMA.startDate, _date(row["start"])))
        if row["end"]:
            add((p, SCHEMA.endDate, _date(row["end"])))
        if row["qid"]:
            add((p, OWL.sameAs, WD[row["qid"]]))
        add((p, DCTERMS.source, Literal(row["source"])))
    for row in read_rows("sessions", data_dir):
        n, s = int(row["parliament"]), int(row["session"])
        x = r("session", f"{n}-{s}")
        add((x, RDF.type, CANPOL.Session))
        add((x, CANPOL.ofParliament, r("parliament", str(n))))
        add((x, CANPOL.sessionNumber, Literal(s)))
        add((x, RDFS.label, Literal(f"{ordinal(n)} Parliament, {ordinal(s)} Session", lang="en")))
        add((x, RDFS.label, Literal(f"{ordinal_fr(n)} législature, {ordinal_fr(s)} session", lang="fr")))
        if row["start"]:
            add((x, SCHEMA.startDate, _date(row["start"])))
        if row["end"]:
            add((x, SCHEMA.endDate, _date(row["end"])))
        add((x, DCTERMS.source, Literal(row["source"])))

    # persons and their memberships
    house = read_rows("house_memberships", data_dir)
    members = {m["person"] for m in house}
    for row in read_rows("persons", data_dir):
        p = r("person", row["key"])
        add((p, RDF.type, CANPOL.Person))
        if row["key"] in members:
            add((p, RDF.type, CANPOL.Member))
        add((p, RDFS.label, Literal(row["name"])))
        add((p, SCHEMA.name, Literal(row["name"])))
        for a in _split(row.get("alternate_names")):
            add((p, SKOS.altLabel, Literal(a)))  # former and other names the sources use
        for column, prop, value in PERSON_FIELDS:
            if row[column]:
                add((p, prop, value(row[column])))
        if row["qid"]:
            add((p, OWL.sameAs, WD[row["qid"]]))
        add((p, DCTERMS.source, Literal(row["source"])))
    for row in read_rows("handles", data_dir):
        add((r("person", row["person"]), CANPOL.socialMediaHandle, Literal(row["handle"])))
    house_of_commons = r("org", "house-of-commons")
    for row in house:
        m = membership(CANPOL.HouseMembership, row["person"], house_of_commons, row["valid_from"],
                       row["valid_until"], row["source"], row["riding"], row["parliament"])
        add((m, CANPOL.district, r("riding", row["riding"])))
        add((m, CANPOL.duringParliament, r("parliament", row["parliament"])))
    for row in read_rows("party_memberships", data_dir):
        membership(CANPOL.PartyMembership, row["person"], r("party", row["party"]), row["valid_from"],
                   row["valid_until"], row["source"])
    for row in read_rows("office_holdings", data_dir):
        m = membership(CANPOL.OfficeHolding, row["person"], org_iri(row["organization"]), row["valid_from"],
                       row["valid_until"], row["source"], row["office"])
        add((m, CANPOL.office, r("office", row["office"])))
        if row["acting"] == "true":
            add((m, RDFS.comment, Literal("acting or interim", lang="en")))
        if row["approximate"] == "true":
            add((m, RDFS.comment, Literal("a date approximate (the source note says which)", lang="en")))
        if row.get("known_until"):  # open in a source that stops then: not known to hold after
            add((m, CANPOL.knownUntil, _date(row["known_until"])))

    # provenance of the graph as a whole (docs/architecture.md §5)
    graph_iri = minter.graph("reference")
    run = r("run", "reference-" + short_hash(__version__ + "reference", 8))
    add((graph_iri, RDF.type, CANPOL.ClaimGraph))
    add((graph_iri, PROV.wasGeneratedBy, run))
    add((graph_iri, PROV.generatedAtTime, Literal(_generated_at().isoformat(), datatype=XSD.dateTime)))
    add((run, RDF.type, CANPOL.ExtractionActivity))
    add((run, SCHEMA.softwareVersion, Literal(SOFTWARE)))
    for name, (description, url) in DATASETS.items():
        d = minter.source(url)
        add((graph_iri, PROV.wasDerivedFrom, d))
        add((d, RDF.type, CANPOL.ReferenceDataset))
        add((d, CANPOL.sourceType, VOCAB.ReferenceData))
        add((d, SCHEMA.name, Literal(name)))
        add((d, SCHEMA.description, Literal(description, lang="en")))
        add((d, SCHEMA.url, URIRef(url)))
    return g


def load_reference(store, minter: IriMinter, data_dir: Path = DATA_DIR) -> tuple[str, int]:
    """Replace `{base}graph/reference` with the reference graph; returns (graph IRI, triples)."""
    graph = reference_graph(minter, data_dir)
    graph_iri = str(minter.graph("reference"))
    triples = store.replace_graph(graph_iri, graph)
    return graph_iri, triples
