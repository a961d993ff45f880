"""The canpol ontology: its files and its vocabulary as a closed namespace."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDFS, SKOS, DefinedNamespace

ONTOLOGY_IRI = "https://w3id.org/canpol/ontology"


def ontology_path() -> Path:
    """Path of canpol.ttl, the single source of truth for the vocabulary."""
    return Path(str(resources.files(__package__) / "canpol.ttl"))


def shapes_path() -> Path:
    """Path of shapes.ttl, the SHACL shapes for instance data."""
    return Path(str(resources.files(__package__) / "shapes.ttl"))


def borrowed_labels_path() -> Path:
    """Path of labels.ttl: English and French names of the terms canpol borrows (for pages)."""
    return Path(str(resources.files(__package__) / "labels.ttl"))


def ontology_graph() -> Graph:
    """The ontology parsed into a fresh rdflib Graph."""
    return Graph().parse(ontology_path(), format="turtle")


@lru_cache(maxsize=None)
def term_labels(term: str) -> dict[str, str]:
    """The label (rdfs:label, or skos:prefLabel of a concept) of an ontology term per language tag."""
    graph, subject = shared_ontology_graph(), URIRef(term)
    labels = [*graph.objects(subject, RDFS.label), *graph.objects(subject, SKOS.prefLabel)]
    return {label.language: str(label) for label in labels if isinstance(label, Literal) and label.language}


@lru_cache(maxsize=1)
def shared_ontology_graph() -> Graph:
    """The ontology parsed once per process, for readers (do not modify it)."""
    return ontology_graph()


def validate(data_graph: Graph):
    """One call: SHACL-validate an rdflib Graph against shapes.ttl (see canpol.ontology.validation)."""
    from canpol.ontology.validation import validate as _validate

    return _validate(data_graph)


def check_ontology(data_graph: Graph | None = None):
    """One call: HermiT over canpol.ttl plus optional curated data (see canpol.ontology.reasoning)."""
    from canpol.ontology.reasoning import check_ontology as _check

    return _check(data_graph)


class CANPOL(DefinedNamespace):
    """Every class and property of canpol.ttl; a name not listed here raises AttributeError."""

    _NS = Namespace("https://w3id.org/canpol/ontology#")
    _fail = True

    # classes
    Accusation: URIRef
    Apology: URIRef
    Bill: URIRef
    Caucus: URIRef
    CaucusMembership: URIRef
    Committee: URIRef
    ClaimGraph: URIRef
    CommitteeMeeting: URIRef
    Decision: URIRef
    Demand: URIRef
    DerivationActivity: URIRef
    DerivedGraph: URIRef
    Division: URIRef
    ElectoralDistrict: URIRef
    Event: URIRef
    Evidence: URIRef
    Expulsion: URIRef
    ExtractionActivity: URIRef
    House: URIRef
    HouseDecision: URIRef
    HouseMembership: URIRef
    Incident: URIRef
    Institution: URIRef
    Intervention: URIRef
    Legislature: URIRef
    Member: URIRef
    Membership: URIRef
    Motion: URIRef
    MotionMoved: URIRef
    NewsArticle: URIRef
    Office: URIRef
    OfficeHolding: URIRef
    OfficialRecord: URIRef
    OrderOfBusiness: URIRef
    OrderToWithdraw: URIRef
    Organization: URIRef
    Parliament: URIRef
    ParliamentaryPeriod: URIRef
    Party: URIRef
    PartyMembership: URIRef
    Person: URIRef
    PressStatement: URIRef
    Province: URIRef
    ReferenceDataset: URIRef
    Refusal: URIRef
    RequestToApologize: URIRef
    Resignation: URIRef
    Ruling: URIRef
    Sanction: URIRef
    Session: URIRef
    Sitting: URIRef
    SocialMediaPost: URIRef
    Source: URIRef
    Statement: URIRef
    SubjectOfBusiness: URIRef
    UnparliamentaryLanguage: URIRef
    Vote: URIRef

    # properties
    abbreviation: URIRef
    addressee: URIRef
    agent: URIRef
    author: URIRef
    billNumber: URIRef
    concernsMember: URIRef
    concernsBill: URIRef
    concernsMotion: URIRef
    confidence: URIRef
    date: URIRef
    dateInferred: URIRef
    decides: URIRef
    decisionMethod: URIRef
    demand: URIRef
    demandText: URIRef
    district: URIRef
    districtNumber: URIRef
    divisionNumber: URIRef
    duringParliament: URIRef
    duringSitting: URIRef
    embeddedIn: URIRef
    endReason: URIRef
    evidence: URIRef
    floorLanguage: URIRef
    hasMembership: URIRef
    houseId: URIRef
    imposes: URIRef
    inCapacityOf: URIRef
    inDivision: URIRef
    inSession: URIRef
    interventionType: URIRef
    knownUntil: URIRef
    member: URIRef
    meetingNumber: URIRef
    mentions: URIRef
    motionText: URIRef
    motionType: URIRef
    mover: URIRef
    nays: URIRef
    ofHouse: URIRef
    ofCommittee: URIRef
    ofParliament: URIRef
    office: URIRef
    opposedBy: URIRef
    orderOfBusiness: URIRef
    organization: URIRef
    outcome: URIRef
    paired: URIRef
    parliamentNumber: URIRef
    parlinfoId: URIRef
    partOfEvent: URIRef
    partOfIncident: URIRef
    participant: URIRef
    province: URIRef
    question: URIRef
    representationOrder: URIRef
    requirement: URIRef
    positionInIncident: URIRef
    presumedHolder: URIRef
    roleDescription: URIRef
    rubric: URIRef
    ruledBy: URIRef
    sanctionKind: URIRef
    sanctionedPerson: URIRef
    sessionNumber: URIRef
    sittingNumber: URIRef
    socialMediaHandle: URIRef
    sourceType: URIRef
    speaker: URIRef
    statementText: URIRef
    subjectOfBusiness: URIRef
    subject: URIRef
    target: URIRef
    validFrom: URIRef
    validUntil: URIRef
    voteOption: URIRef
    voter: URIRef
    word: URIRef
    yeas: URIRef


class VOCAB(DefinedNamespace):
    """The SKOS concept schemes and concepts of canpol.ttl (outcomes, methods, requirements, motion
    types, sanction kinds, source types, vote options); a name not listed here raises AttributeError."""

    _NS = Namespace("https://w3id.org/canpol/vocab/")
    _fail = True

    # concept schemes
    DecisionMethod: URIRef
    DecisionOutcome: URIRef
    MotionType: URIRef
    Requirement: URIRef
    SanctionKind: URIRef
    SourceType: URIRef
    VoteOption: URIRef

    # concepts
    Adopted: URIRef
    ConsentRefused: URIRef
    GovernmentMotion: URIRef
    Naming: URIRef
    Nay: URIRef
    Negatived: URIRef
    OfficialRecord: URIRef
    OppositionMotion: URIRef
    OrderToWithdraw: URIRef
    Paired: URIRef
    Press: URIRef
    PrivateMembersMotion: URIRef
    RecordedDivision: URIRef
    ReferenceData: URIRef
    SimpleMajority: URIRef
    SocialMedia: URIRef
    Suspension: URIRef
    UnanimousConsent: URIRef
    UnanimousConsentMotion: URIRef
    VoiceVote: URIRef
    Withdrawn: URIRef
    Yea: URIRef


# Vocabularies used beside canpol's own.
OA = Namespace("http://www.w3.org/ns/oa#")
ORG = Namespace("http://www.w3.org/ns/org#")
OPENGOV = Namespace("http://www.w3.org/ns/opengov#")
SCHEMA = Namespace("http://schema.org/")
SEM = Namespace("http://semanticweb.cs.vu.nl/2009/11/sem/")
WD = Namespace("http://www.wikidata.org/entity/")

__all__ = [
    "CANPOL", "OA", "ORG", "OPENGOV", "SCHEMA", "SEM", "WD", "VOCAB",
    "ONTOLOGY_IRI", "ontology_path", "shapes_path", "ontology_graph", "validate", "check_ontology",
]
