"""A page linked by more resources than it shows (a riding, by every membership it has had) reads
its links without their labels, then the labels, statements and names of the memberships it shows
only: the page is the same as when every link's label is read with the links."""

from __future__ import annotations

import pytest
from rdflib import RDF, RDFS, XSD, BNode, Graph, Literal, Namespace, URIRef

from .conftest import close_app, make_app
from .pages_fixtures import BASE, build_sample_store

CANPOL = Namespace("https://w3id.org/canpol/ontology#")
HTML = {"Accept": "text/html"}
RIDING = URIRef(BASE + "id/riding/many-members")
WITH_BLANK = URIRef(BASE + "id/riding/with-a-blank-link")
HOUSE = URIRef(BASE + "id/org/house-of-commons")
MEMBERS = 27  # more than linked.IN_PAGE (20): the page shows the first 20 by IRI
NAMED = 3  # the membership whose own label names it


def _riding(riding: URIRef, name: str, key: str, blank: bool) -> Graph:
    g = Graph()
    g.add((riding, RDF.type, CANPOL.ElectoralDistrict))
    g.add((riding, RDFS.label, Literal(name, lang="en")))
    g.add((riding, RDFS.label, Literal(name + " (fr)", lang="fr")))
    for i in range(MEMBERS):
        m = URIRef(f"{BASE}id/membership/{key}-{i:02d}")
        person = URIRef(f"{BASE}id/person/{key}-member-{i:02d}")
        g.add((person, RDF.type, CANPOL.Person))
        g.add((person, RDFS.label, Literal(f"Member Number {i:02d}")))
        g.add((m, RDF.type, CANPOL.HouseMembership))
        g.add((m, CANPOL.member, person))
        g.add((m, CANPOL.organization, HOUSE))
        g.add((m, CANPOL.district, riding))
        g.add((m, CANPOL.validFrom, Literal(f"{1990 + i}-10-21", datatype=XSD.date)))
        if i % 2:
            g.add((m, CANPOL.validUntil, Literal(f"{1992 + i}-09-11", datatype=XSD.date)))
        if i == NAMED:
            g.add((m, RDFS.label, Literal("a term named by its source", lang="en")))
    if blank:  # a link from a blank node: sorted first, so shown, and not bindable to a query
        b = BNode()
        g.add((b, CANPOL.district, riding))
        g.add((b, CANPOL.validFrom, Literal("1980-01-01", datatype=XSD.date)))
    return g


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return build_sample_store(tmp_path_factory.mktemp("riding-links") / "store", {
        BASE + "graph/file/many-members": _riding(RIDING, "Many Members", "many", False),
        BASE + "graph/file/with-a-blank-link": _riding(WITH_BLANK, "Blank Link", "blank", True)})


@pytest.fixture
def app(store):
    app = make_app(store, CANPOL_PAGE_CACHE_MB=0)
    yield app
    close_app(app)


def _answers(app, path: str) -> list[bytes]:
    client = app.test_client()  # its own: `?lang=fr` leaves a cookie that the answers after it follow
    return [client.get(url, headers=headers).data for url, headers in (
        (f"/page/{path}", HTML), (f"/page/{path}?lang=fr", HTML), (f"/page/{path}", {"Accept": "application/json"}),
        (f"/data/{path}.ttl", {}))]


@pytest.mark.parametrize("path", ["riding/many-members", "riding/with-a-blank-link", "riding/24040"])
def test_a_riding_reads_as_when_every_link_is_labelled(app, monkeypatch, path):
    from canpol.webapp import linked

    shown_only = _answers(app, path)
    monkeypatch.setattr(linked, "LINKED_BY_MANY", ())
    every_label = _answers(app, path)
    assert shown_only == every_label
    assert all(b"Internal" not in answer for answer in shown_only)


def _read(app, iri: URIRef, lang: str = "en"):
    from canpol.webapp.linked import EntityReader
    from canpol.webapp.store import get_store

    with app.test_request_context(f"/page/riding?lang={lang}"):  # (the labels are worded in a request)
        reader = EntityReader(get_store(), BASE, lang)
        return reader, reader.read(iri)


def test_only_the_shown_memberships_are_read(app):
    reader, entity = _read(app, RIDING)
    [group] = [g for g in entity.incoming if g.prop.value == str(CANPOL.district)]
    shown = [URIRef(v.value) for v, _ in group.values]
    assert len(shown) == 20 and group.more and group.total == MEMBERS
    every = {URIRef(f"{BASE}id/membership/many-{i:02d}") for i in range(MEMBERS)}
    assert every & set(reader.labels_read) == set(shown)
    # the unnamed ones are named from the statements read with their labels, and only they
    assert set(reader.facts_of) == set(shown) - {URIRef(f"{BASE}id/membership/many-{NAMED:02d}")}
    labels = {v.value.rsplit("/", 1)[1]: v.label for v, _ in group.values}
    assert labels["many-00"] == "Member Number 00, MP for Many Members, 1990–"
    assert labels["many-01"] == "Member Number 01, MP for Many Members, 1991–1993"
    assert labels[f"many-{NAMED:02d}"] == "a term named by its source"


def test_a_blank_link_reads_every_label_with_the_links(app):
    reader, entity = _read(app, WITH_BLANK)
    [group] = [g for g in entity.incoming if g.prop.value == str(CANPOL.district)]
    assert group.values[0][0].kind == "bnode" and len(group.values) == 20
    # the fallback read every linking resource's labels with its links, as before
    every = {URIRef(f"{BASE}id/membership/blank-{i:02d}") for i in range(MEMBERS)}
    assert every <= set(reader.labels_read)


def test_the_page_own_labels_are_not_read_again_unless_two_share_a_text(app, monkeypatch):
    from canpol.webapp import linked
    from canpol.webapp.pagequeries import load_query

    asked = []

    def recorded(store, query, bindings, names):
        if query == load_query("labels_of"):
            asked.extend(bindings["s"])
        return select_tuples(store, query, bindings, names)

    select_tuples = linked.select_tuples
    monkeypatch.setattr(linked, "select_tuples", recorded)
    reader, entity = _read(app, RIDING)
    assert sorted(map(str, reader.labels_read[RIDING])) == ["Many Members", "Many Members (fr)"]
    assert entity.label == "Many Members" and RIDING not in asked
    prairie = URIRef(BASE + "id/riding/24040")  # "La Prairie" in both languages: read again
    reader, entity = _read(app, prairie, "fr")
    assert prairie in asked and entity.label == "La Prairie"
