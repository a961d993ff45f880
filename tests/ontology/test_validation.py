"""SHACL shapes (ontology/shapes.ttl) on conforming and broken instance data."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import RDF, RDFS, XSD

from canpol.errors import InputError, NotConformingError
from canpol.ontology import CANPOL, VOCAB
from canpol.ontology.validation import assert_conforms, store_graph, validate, validate_store

DATA = Path(__file__).parent / "data"
ID = "https://w3id.org/canpol/id/"
ADA = URIRef(ID + "person/ada-tremblay")
BEN = URIRef(ID + "person/ben-roy")
HOUSE_MEMBERSHIP = URIRef(ID + "membership/h1")
RULING = URIRef(ID + "ruling/2020-06-17/ada-tremblay")
EVENT = URIRef(ID + "event/2020-06-17/unparliamentary-language_ada-tremblay")
PARTY = URIRef(ID + "party/example")


@pytest.fixture
def good() -> Graph:
    return Graph().parse(DATA / "conforming.ttl")


def _violations(graph: Graph) -> set[tuple[str, str]]:
    report = validate(graph)
    assert not report.conforms
    return {(r.focus, r.path) for r in report.violations}


def _short(term) -> str:
    return Graph().namespace_manager.normalizeUri(term) if not str(term).startswith(ID) else f"<{term}>"


def test_conforming_sample_conforms_without_any_result(good):
    report = validate(good)
    assert report.conforms, report.text()
    assert report.results == []
    assert report.triples == len(good)


def test_validation_leaves_the_input_graph_alone(good):
    before = Graph()
    before += good
    validate(good)
    assert isomorphic(good, before)


def test_membership_with_two_members(good):
    good.add((HOUSE_MEMBERSHIP, CANPOL.member, BEN))
    assert (f"<{HOUSE_MEMBERSHIP}>", "(canpol:member|^canpol:hasMembership)") in _violations(good)


def test_membership_member_given_by_inverse_counts_once(good):
    # hasMembership from the member's side is the same member, not a second one.
    good.add((ADA, CANPOL.hasMembership, HOUSE_MEMBERSHIP))
    assert validate(good).conforms


def test_membership_without_organization(good):
    good.remove((HOUSE_MEMBERSHIP, CANPOL.organization, None))
    assert (f"<{HOUSE_MEMBERSHIP}>", "canpol:organization") in _violations(good)


def test_membership_that_ends_before_it_starts(good):
    good.set((HOUSE_MEMBERSHIP, CANPOL.validUntil, Literal("2018-01-01", datatype=XSD.date)))
    report = validate(good)
    assert not report.conforms
    [result] = report.violations
    assert (result.focus, result.path) == (f"<{HOUSE_MEMBERSHIP}>", "canpol:validFrom")
    assert "not after it ends" in result.message


def test_date_that_is_not_an_xsd_date(good):
    good.set((EVENT, CANPOL.date, Literal("2020-06-17")))
    assert (f"<{EVENT}>", "canpol:date") in _violations(good)
    good.set((EVENT, CANPOL.date, Literal("2020-06-17T00:00:00", datatype=XSD.dateTime)))
    assert (f"<{EVENT}>", "canpol:date") in _violations(good)


def test_ruling_without_chair_or_office(good):
    good.remove((RULING, CANPOL.inCapacityOf, None))
    assert (f"<{RULING}>", "") in _violations(good)
    good.add((RULING, CANPOL.ruledBy, BEN))
    assert validate(good).conforms


def test_event_without_evidence_or_source(good):
    good.remove((EVENT, CANPOL.evidence, None))
    assert (f"<{EVENT}>", "") in _violations(good)
    good.add((EVENT, URIRef("http://www.w3.org/ns/prov#wasDerivedFrom"), URIRef(ID + "source/aaaa")))
    assert validate(good).conforms


def test_subclass_targets_follow_the_ontology():
    """A canpol:Refusal is a canpol:Event through canpol.ttl, without inference on the data."""
    g = Graph()
    g.add((URIRef(ID + "event/x"), RDF.type, CANPOL.Refusal))
    assert (f"<{ID}event/x>", "") in _violations(g)


def test_house_membership_without_district(good):
    good.remove((HOUSE_MEMBERSHIP, CANPOL.district, None))
    assert (f"<{HOUSE_MEMBERSHIP}>", "canpol:district") in _violations(good)


def test_person_without_name_or_role(good):
    stranger = BNode()
    good.add((stranger, RDF.type, CANPOL.Person))
    good.add((EVENT, CANPOL.participant, stranger))
    report = validate(good)
    assert not report.conforms
    # A blank node is shown by where it hangs.
    assert [r.focus for r in report.violations] == [f"[canpol:participant of <{EVENT}>]"]


def test_party_needs_an_english_label_and_should_have_a_french_one(good):
    good.remove((PARTY, RDFS.label, Literal("Parti exemple", lang="fr")))
    report = validate(good)
    assert report.conforms  # a missing French label is a warning only
    assert [(r.focus, r.severity) for r in report.warnings] == [(f"<{PARTY}>", "warning")]
    good.remove((PARTY, RDFS.label, None))
    assert (f"<{PARTY}>", "rdfs:label") in _violations(good)


def test_concepts_must_come_from_the_right_scheme(good):
    decision = URIRef(ID + "decision/2020-06-17/inquiry")
    good.set((decision, CANPOL.outcome, VOCAB.Press))
    assert (f"<{decision}>", "canpol:outcome") in _violations(good)


def test_confidence_is_between_0_and_1(good):
    good.set((EVENT, CANPOL.confidence, Literal(1.5)))
    assert (f"<{EVENT}>", "canpol:confidence") in _violations(good)


def test_assert_conforms_raises_not_conforming_with_exit_code_1(good):
    assert assert_conforms(good).conforms
    good.remove((RULING, CANPOL.inCapacityOf, None))
    with pytest.raises(NotConformingError) as caught:
        assert_conforms(good)
    assert caught.value.exit_code == 1
    assert str(RULING) in str(caught.value)


def test_validate_store_union_and_one_graph(embedded_store):
    good_iri = "https://w3id.org/canpol/graph/file/good"
    bad_iri = "https://w3id.org/canpol/graph/file/bad"
    embedded_store.import_file(DATA / "conforming.ttl", good_iri)
    assert isomorphic(store_graph(embedded_store, good_iri), Graph().parse(DATA / "conforming.ttl"))
    assert validate_store(embedded_store).conforms
    embedded_store.import_file(DATA / "inconsistent.ttl", bad_iri)  # a Person that is an Organization
    assert validate_store(embedded_store, good_iri).conforms
    assert not validate_store(embedded_store).conforms
    with pytest.raises(InputError):
        validate_store(embedded_store, "https://w3id.org/canpol/graph/file/none")


def test_a_store_is_checked_on_the_properties_the_shapes_read(embedded_store, good):
    """validate_store leaves out triples no shape reads, and finds the same results as validating all."""
    from rdflib.namespace import DCTERMS

    from canpol.ontology.validation import shape_predicates, shapes_graph

    predicates = shape_predicates()
    assert {str(RDF.type), str(CANPOL.validUntil), str(CANPOL.member), str(RDFS.label)} <= predicates
    assert str(DCTERMS.source) not in predicates
    good.add((HOUSE_MEMBERSHIP, CANPOL.validUntil, Literal("2001-01-01", datatype=XSD.date)))
    good.add((HOUSE_MEMBERSHIP, CANPOL.validUntil, Literal("2002-02-02", datatype=XSD.date)))
    good.add((HOUSE_MEMBERSHIP, DCTERMS.source, Literal("a note no shape reads")))
    iri = "https://w3id.org/canpol/graph/file/two-ends"
    embedded_store.replace_graph(iri, good)
    whole, filtered = validate(good), validate_store(embedded_store, iri)
    assert not filtered.conforms
    assert [(r.focus, r.path, r.message) for r in filtered.results] == \
        [(r.focus, r.path, r.message) for r in whole.results]
    assert filtered.triples == len(good) and filtered.checked == len(good) - 1 - _unread(good, predicates)
    # Closed shapes read every property: then nothing is left out.
    closed = Graph() + shapes_graph()
    closed.add((URIRef("https://w3id.org/canpol/shapes#Membership"), URIRef(str(SH_CLOSED)), Literal(True)))
    assert shape_predicates(closed) is None


SH_CLOSED = "http://www.w3.org/ns/shacl#closed"


def _unread(graph: Graph, predicates) -> int:
    """Triples of `graph` (besides the dcterms:source added by the test) on predicates no shape reads."""
    from rdflib.namespace import DCTERMS

    return sum(1 for _s, p, _o in graph if str(p) not in predicates and p != DCTERMS.source)


def test_a_person_cannot_also_be_a_party(good):
    good.add((ADA, RDF.type, CANPOL.Party))
    good.add((ADA, RDFS.label, Literal("Ada", lang="en")))
    assert (f"<{ADA}>", "") in _violations(good)


def test_shapes_graph_is_valid_shacl():
    import pyshacl

    from canpol.ontology.validation import shapes_graph

    conforms, _graph, text = pyshacl.validate(Graph(), shacl_graph=shapes_graph(), meta_shacl=True)
    assert conforms, text


def test_package_level_facade(good):
    from canpol import ontology

    assert ontology.validate(good).conforms
    good.remove((HOUSE_MEMBERSHIP, CANPOL.district, None))
    assert not ontology.validate(good).conforms


def test_validating_leaves_the_shapes_as_written():
    # pyshacl adds to the shapes graph it is given; the cached shapes decide which triples the
    # next validation reads, so one validation must not change what the next one sees
    from canpol.ontology.validation import shape_predicates, shapes_graph

    shapes_graph.cache_clear()  # as written on disk, whatever earlier tests validated
    before, predicates = len(shapes_graph()), shape_predicates()
    # the web tests' sample (it declares properties): pyshacl then adds to the shapes it is given
    validate(Graph().parse(Path(__file__).parents[1] / "webapp" / "sample.ttl", format="turtle"))
    assert len(shapes_graph()) == before and shape_predicates() == predicates
