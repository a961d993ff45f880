"""HermiT (through owlready2) on canpol.ttl: consistent alone and with curated data, and it catches
a deliberately inconsistent sample."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, XSD

from canpol.ontology import CANPOL
from canpol.ontology.reasoning import HierarchyChange, check_ontology, owl_safe, reason
from conftest import require

DATA = Path(__file__).parent / "data"


@pytest.fixture
def java():
    require(shutil.which("java") is not None, "HermiT needs Java (apt-get install default-jre-headless)")


def test_canpol_ttl_is_consistent_and_coherent(java):
    report = check_ontology()
    assert report.consistent, report.text()
    assert report.unsatisfiable == []
    # Member is defined (Person ⊓ ∃hasMembership.HouseMembership): HermiT must place it under Person.
    assert HierarchyChange("subclass", str(CANPOL.Member), str(CANPOL.Person)) in report.changes


def test_curated_sample_is_consistent_and_coherent(java):
    report = check_ontology(Graph().parse(DATA / "curated.ttl"))
    assert report.ok, report.text()


def test_inconsistent_sample_is_reported(java):
    report = check_ontology(Graph().parse(DATA / "inconsistent.ttl"))
    assert not report.consistent
    assert not report.ok
    assert "consistent: no" in report.text()


def test_disjoint_parliamentary_periods_are_enforced(java):
    data = Graph()
    x = URIRef("https://example.org/canpol/id/x")
    data.add((x, RDF.type, CANPOL.Session))
    data.add((x, RDF.type, CANPOL.Sitting))
    assert not reason(data=data).consistent


def test_dates_are_kept_out_of_what_hermit_gets(java):
    data = Graph().parse(DATA / "curated.ttl")
    membership = URIRef("https://example.org/canpol/id/membership/1")
    data.add((membership, CANPOL.validFrom, Literal("2019-10-21", datatype=XSD.date)))
    report = check_ontology(data)
    assert report.ok, report.text()
    assert report.dropped_literals == 1


def test_owl_safe_drops_only_literals_outside_the_owl2_datatype_map():
    g = Graph()
    s = URIRef("https://example.org/s")
    g.add((s, CANPOL.date, Literal("2020-06-17", datatype=XSD.date)))
    g.add((s, CANPOL.date, Literal("2020", datatype=XSD.gYear)))
    g.add((s, CANPOL.confidence, Literal("0.9", datatype=XSD.decimal)))
    g.add((s, CANPOL.word, Literal("word")))
    g.add((s, CANPOL.roleDescription, Literal("rôle", lang="fr")))
    g.add((s, CANPOL.date, Literal("2020-06-17T10:00:00", datatype=XSD.dateTime)))
    safe, dropped = owl_safe(g)
    assert dropped == 2
    assert {o for o in safe.objects(s, CANPOL.date)} == {Literal("2020-06-17T10:00:00", datatype=XSD.dateTime)}
    assert len(safe) == 4


def test_an_unsatisfiable_class_is_reported(java):
    onto = Graph().parse(data="""
        @prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
        @prefix ex: <https://example.org/o#> .
        <https://example.org/o> a owl:Ontology .
        ex:A a owl:Class . ex:B a owl:Class ; owl:disjointWith ex:A .
        ex:C a owl:Class ; rdfs:subClassOf ex:A , ex:B .
        ex:D a owl:Class ; rdfs:subClassOf ex:A .
        ex:E a owl:Class ; owl:equivalentClass ex:D .
    """, format="turtle")
    report = reason(onto)
    assert report.consistent
    assert report.unsatisfiable == ["https://example.org/o#C"]
    assert not report.ok


def test_an_inconsistent_run_leaves_no_temporary_file(java, tmp_path, monkeypatch):
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert not check_ontology(Graph().parse(DATA / "inconsistent.ttl")).consistent
    assert list(tmp_path.iterdir()) == []


def test_hermit_failure_is_a_clear_input_error(java):
    from canpol.errors import InputError

    bad = Graph().parse(data="""
        @prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
        @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
        <https://example.org/o> a owl:Ontology .
        <https://example.org/o#when> a owl:DatatypeProperty ; rdfs:range xsd:date .
    """, format="turtle")
    with pytest.raises(InputError, match="HermiT failed: .*Unsupported"):
        reason(bad)
