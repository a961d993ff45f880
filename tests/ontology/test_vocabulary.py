"""canpol.ttl against its Python namespaces, and the labels and definitions every term must carry."""

from __future__ import annotations

import pytest
from rdflib import Graph, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS

from canpol.ontology import CANPOL, VOCAB, ontology_graph

CARD_CLASSES = ["Member", "Party", "Motion", "Sitting", "Ruling"]


@pytest.fixture(scope="module")
def onto() -> Graph:
    return ontology_graph()


def _declared(namespace) -> set[str]:
    return {name for name in namespace.__annotations__}


def _in_file(onto: Graph, base: str) -> set[str]:
    return {str(s)[len(base):] for s in onto.subjects() if isinstance(s, URIRef) and str(s).startswith(base)}


@pytest.mark.parametrize("namespace", [CANPOL, VOCAB], ids=["CANPOL", "VOCAB"])
def test_namespace_lists_exactly_the_terms_of_the_file(onto, namespace):
    base = str(namespace._NS)
    in_file = _in_file(onto, base)
    declared = _declared(namespace)
    assert in_file, f"no term of {base} in canpol.ttl"
    assert declared - in_file == set(), "listed in Python but not defined in canpol.ttl"
    assert in_file - declared == set(), "defined in canpol.ttl but missing from the Python namespace"


@pytest.mark.parametrize("namespace", [CANPOL, VOCAB], ids=["CANPOL", "VOCAB"])
def test_namespaces_are_closed(namespace):
    with pytest.raises(AttributeError):
        namespace.NoSuchTerm  # noqa: B018


def test_every_canpol_term_is_typed(onto):
    kinds = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty}
    for name in _declared(CANPOL):
        types = set(onto.objects(CANPOL[name], RDF.type))
        assert types & kinds, f"canpol:{name} is neither an OWL class nor an OWL property"


def test_card_classes_are_owl_classes_with_english_and_french_labels(onto):
    for name in CARD_CLASSES:
        term = CANPOL[name]
        assert (term, RDF.type, OWL.Class) in onto, name
        langs = {label.language for label in onto.objects(term, RDFS.label)}
        assert {"en", "fr"} <= langs, f"{name} labels: {langs}"


def test_every_term_has_label_and_definition_in_english_and_french(onto):
    missing = []
    for name in _declared(CANPOL):
        term = CANPOL[name]
        for prop in (RDFS.label, SKOS.definition):
            langs = {o.language for o in onto.objects(term, prop)}
            if not {"en", "fr"} <= langs:
                missing.append(f"canpol:{name} {prop.fragment or prop}: {sorted(map(str, langs))}")
    assert missing == []


def test_every_concept_has_preflabel_in_both_languages_and_a_scheme(onto):
    problems = []
    for name in _declared(VOCAB):
        term = VOCAB[name]
        if (term, RDF.type, SKOS.ConceptScheme) in onto:
            continue
        assert (term, RDF.type, SKOS.Concept) in onto, name
        langs = [o.language for o in onto.objects(term, SKOS.prefLabel)]
        if sorted(langs) != ["en", "fr"]:
            problems.append(f"vocab:{name} prefLabel languages {langs}")
        schemes = set(onto.objects(term, SKOS.inScheme))
        if not schemes or not all((s, RDF.type, SKOS.ConceptScheme) in onto for s in schemes):
            problems.append(f"vocab:{name} is in no declared concept scheme")
    assert problems == []


def test_concepts_named_by_the_data_model_are_in_their_schemes(onto):
    expected = {
        VOCAB.DecisionOutcome: {"Adopted", "Negatived", "ConsentRefused", "Withdrawn"},
        VOCAB.DecisionMethod: {"UnanimousConsent", "VoiceVote", "RecordedDivision"},
        VOCAB.MotionType: {"UnanimousConsentMotion", "GovernmentMotion", "OppositionMotion",
                           "PrivateMembersMotion"},
        VOCAB.SanctionKind: {"OrderToWithdraw", "Naming", "Suspension"},
        VOCAB.SourceType: {"Press", "SocialMedia", "OfficialRecord", "ReferenceData"},
    }
    for scheme, names in expected.items():
        members = {str(c)[len(str(VOCAB._NS)):] for c in onto.subjects(SKOS.inScheme, scheme)}
        assert names <= members, f"{scheme}: missing {names - members}"


def test_alignments_use_subclass_and_subproperty_not_equivalence(onto):
    """Each card class and the main supporting classes specialise a class of ORG, Popolo, schema.org,
    FOAF, PROV-O or SEM; canpol never claims equivalence with a borrowed term."""
    own = str(CANPOL._NS)
    borrowed = ("http://www.w3.org/ns/org#", "http://www.w3.org/ns/opengov#", "http://schema.org/",
                "http://xmlns.com/foaf/0.1/", "http://www.w3.org/ns/prov#",
                "http://semanticweb.cs.vu.nl/2009/11/sem/")
    for s, o in onto.subject_objects(OWL.equivalentClass):
        assert not (isinstance(o, URIRef) and not str(o).startswith(own)), f"{s} ≡ borrowed {o}"
    for name in ["Person", "Organization", "Party", "Membership", "Motion", "Sitting", "Event",
                 "Source", "Division", "Vote", "Statement", "Office"]:
        supers = {str(o) for o in onto.transitive_objects(CANPOL[name], RDFS.subClassOf)}
        assert any(s.startswith(borrowed) for s in supers), f"canpol:{name} is aligned to nothing"
    vocabularies = {prefix for prefix in borrowed
                    if any(str(o).startswith(prefix) for o in onto.objects(None, RDFS.subClassOf))
                    or any(str(o).startswith(prefix) for o in onto.objects(None, RDFS.subPropertyOf))}
    assert vocabularies == set(borrowed)


def test_no_xsd_date_in_the_ontology(onto):
    """HermiT rejects xsd:date (docs/architecture.md §6): date ranges stay rdfs:Literal and SHACL checks the data."""
    xsd_date = URIRef("http://www.w3.org/2001/XMLSchema#date")
    assert not any(xsd_date in triple for triple in onto)
    for name in ["validFrom", "validUntil", "date"]:
        assert (CANPOL[name], RDFS.range, RDFS.Literal) in onto


def test_characteristics_only_on_canpol_properties(onto):
    characteristics = [OWL.FunctionalProperty, OWL.InverseFunctionalProperty, OWL.TransitiveProperty,
                       OWL.SymmetricProperty, OWL.AsymmetricProperty, OWL.ReflexiveProperty,
                       OWL.IrreflexiveProperty]
    for kind in characteristics:
        for prop in onto.subjects(RDF.type, kind):
            assert str(prop).startswith(str(CANPOL._NS)), f"{prop} is borrowed but given {kind}"
    # Claims that sources may disagree on must not be functional (a reasoner would merge people).
    for name in ["ruledBy", "mover", "outcome", "agent", "target", "concernsMember", "sanctionedPerson"]:
        assert (CANPOL[name], RDF.type, OWL.FunctionalProperty) not in onto, name


def test_every_term_the_data_model_uses_is_defined(onto):
    """docs/data-model.md is the loaders' contract: each canpol: and vocab: name it uses must exist."""
    import re

    from conftest import REPO

    text = (REPO / "docs" / "data-model.md").read_text(encoding="utf-8")
    used_canpol = set(re.findall(r"\bcanpol:([A-Za-z]+)", text))
    used_vocab = set(re.findall(r"\bvocab:([A-Za-z]+)", text))
    assert used_canpol and used_vocab
    assert used_canpol - _in_file(onto, str(CANPOL._NS)) == set()
    assert used_vocab - _in_file(onto, str(VOCAB._NS)) == set()


def test_owl2_dl_declarations_are_unambiguous(onto):
    """Every IRI is one kind of entity (no class/property or object/datatype punning), and every
    property used in an axiom of canpol.ttl is declared (OWL 2 DL needs declarations)."""
    kinds = [OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty]
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            both = set(onto.subjects(RDF.type, a)) & set(onto.subjects(RDF.type, b))
            assert both == set(), f"typed both {a} and {b}: {both}"
    declared = {s for kind in kinds for s in onto.subjects(RDF.type, kind)}
    used = set(onto.objects(None, OWL.onProperty)) | set(onto.objects(None, RDFS.subPropertyOf)) \
        | set(onto.objects(None, OWL.inverseOf)) | set(onto.subjects(RDFS.subPropertyOf, None))
    used |= {o for o in onto.objects(None, RDFS.subClassOf) if isinstance(o, URIRef)}
    used |= {o for p in (RDFS.domain, RDFS.range) for o in onto.objects(None, p)
             if isinstance(o, URIRef) and o != RDFS.Literal}
    assert {u for u in used if isinstance(u, URIRef)} - declared == set()
    object_props = set(onto.subjects(RDF.type, OWL.ObjectProperty))
    for prop, parent in onto.subject_objects(RDFS.subPropertyOf):
        assert (prop in object_props) == (parent in object_props), f"{prop} ⊑ {parent} mixes kinds"
