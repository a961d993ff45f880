"""The founding article (shared/seeds, read at run time): the facts of issue 5 item 4, via SPARQL."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from canpol.graph.iris import IriMinter
from canpol.loaders import load_paths
from canpol.ontology import CANPOL, VOCAB

QUERIES = Path(__file__).parent / "queries"
SEED = "seeds/000_c5534d68b7e690ae.txt"
ID = "https://w3id.org/canpol/id/"
SINGH, THERRIEN = URIRef(ID + "person/jagmeet-singh"), URIRef(ID + "person/alain-therrien")
NDP, BQ, RCMP = URIRef(ID + "party/ndp"), URIRef(ID + "party/bq"), URIRef(ID + "org/rcmp")
JUNE17 = Literal("2020-06-17", datatype=XSD.date)
JUNE18 = Literal("2020-06-18", datatype=XSD.date)
SITTING = URIRef(ID + "sitting/43-1/2020-06-17")


def q(name):
    return (QUERIES / f"{name}.rq").read_text(encoding="utf-8")


def seed_path() -> Path:
    # shared/ beside the checkout (the `shared` fixture is per test; this one is per module);
    # a skip here is a failure under CI=true (tests/conftest.py)
    path = Path(__file__).resolve().parents[4] / "shared" / SEED
    if not path.is_file():
        pytest.skip(f"{path} is not there")
    return path


@pytest.fixture(scope="module")
def loaded(tmp_path_factory):
    from canpol.graph.embedded import EmbeddedStore

    seed = seed_path()
    store = EmbeddedStore(tmp_path_factory.mktemp("store"))
    report = load_paths(store, [seed], IriMinter())
    assert report.failed == [] and len(report.loaded) == 1
    yield store, seed.read_text(encoding="utf-8")
    store.close()


@pytest.fixture
def store(loaded):
    return loaded[0]


def rows(store, query, **bindings):
    return store.select(q(query), bindings or None)


def test_members_parties_and_rcmp_are_linked(store):
    linked = {r["entity"] for r in rows(store, "mentions")}
    assert {SINGH, THERRIEN, NDP, BQ, RCMP} <= linked


def test_singh_is_described_as_ndp_leader_and_therrien_as_bloc(store):
    assert any("NDP" in r["role"] and "eader" in r["role"] for r in rows(store, "role_of", person=SINGH))
    assert any("Bloc" in r["role"] for r in rows(store, "role_of", person=THERRIEN))


def test_sitting_of_wednesday(store):
    [row] = rows(store, "sitting", date=JUNE17)
    assert row["sitting"] == SITTING and row["session"] == URIRef(ID + "session/43-1")


def test_the_motion_its_demands_and_its_fate(store):
    found = rows(store, "motion", mover=SINGH)
    assert found, "no unanimous-consent motion moved by Singh"
    assert {r["subject"] for r in found} == {RCMP}
    assert {r["outcome"] for r in found} == {VOCAB.ConsentRefused}
    assert THERRIEN in {r["opposed"] for r in found}
    assert {r["sitting"] for r in found} == {SITTING}
    demands = [str(r["text"]).lower() for r in rows(store, "demands", motion=found[0]["motion"])]
    assert len(demands) == 4
    assert "racism" in demands[0]
    assert "de-escalation" in demands[1]
    assert "force" in demands[2] and "evaluated" in demands[2]
    assert "mental health" in demands[3] and "unarmed" in demands[3]


def events(store, kind):
    return rows(store, "events", type=getattr(CANPOL, kind))


def test_singh_called_therrien_a_racist(store):
    found = [r for r in events(store, "UnparliamentaryLanguage") if r["target"] is not None]
    assert [(r["agent"], r["target"], str(r["word"]), r["date"], r["sitting"]) for r in found] == [
        (SINGH, THERRIEN, "racist", JUNE17, SITTING)]


def test_the_chair_asked_singh_to_apologize_and_he_refused(store):
    [request] = events(store, "RequestToApologize")
    assert request["target"] == SINGH and request["date"] == JUNE17
    assert "deputy" in str(request["role"]).lower() and request["office"] == URIRef(ID + "office/deputy-speaker")
    refusals = events(store, "Refusal")
    assert {r["agent"] for r in refusals} == {SINGH}


def test_ruling_ordering_singh_out_for_the_day(store):
    assert {r["target"] for r in events(store, "Expulsion")} == {SINGH}  # and nobody else
    [ruling] = rows(store, "ruling", member=SINGH)
    assert ruling["until"] == JUNE17 and ruling["sitting"] == SITTING
    assert ruling["office"] == URIRef(ID + "office/deputy-speaker")


def test_an_unnamed_bloc_mp_accused_singh(store):
    [row] = rows(store, "accusation_by_role", target=SINGH)
    assert row["party"] == BQ and "Bloc" in str(row["role"])


def test_video_statement_of_june_18(store):
    [statement] = events(store, "PressStatement")
    assert statement["agent"] == SINGH and statement["date"] == JUNE18


def test_the_four_posts(store):
    found = [(str(r["handle"]), r["date"].toPython(), r["author"]) for r in rows(store, "posts")]
    assert sorted((h, d) for h, d, _ in found) == [
        ("@MediocorusRex", dt.date(2020, 6, 18)), ("@VipushiS", dt.date(2020, 6, 18)),
        ("@freshdaily", dt.date(2020, 6, 17)), ("@theJagmeetSingh", dt.date(2020, 6, 18))]
    authors = {h: a for h, _, a in found}
    assert authors["@theJagmeetSingh"] == SINGH  # the KB knows his handle
    assert all(str(a).startswith(ID + "person/") for a in authors.values())


def test_people_not_in_the_kb(store):
    for name in ("Chantel Moore", "Allan Adam"):
        assert rows(store, "person_named", name=Literal(name)), name


def test_publication_date_inferred_from_posts(store):
    [row] = rows(store, "provenance")
    assert row["published"] == JUNE18 and str(row["inferred"]) == "latest embedded post"


def test_every_evidence_quotes_its_span(loaded):
    store, text = loaded
    found = rows(store, "evidence")
    assert len(found) > 20
    for r in found:
        start, end = int(r["start"]), int(r["end"])
        assert text[start:end] == str(r["exact"])


def test_loading_again_replaces_the_graph(loaded):
    store, _ = loaded
    before = {g.iri: g.triples for g in store.graphs()}
    report = load_paths(store, [seed_path()], IriMinter())
    assert report.failed == []
    assert {g.iri: g.triples for g in store.graphs()} == before


def test_events_read_as_what_whom_when_in_both_languages(store):
    [ruling] = rows(store, "ruling", member=SINGH)
    labels = {(str(r["label"]), r["label"].language) for r in rows(store, "labels", s=ruling["ruling"])}
    assert labels == {("Ruling of the Chair: Jagmeet Singh (2020-06-17)", "en"),
                      ("Décision de la présidence : Jagmeet Singh (2020-06-17)", "fr")}
