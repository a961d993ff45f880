"""The reference graph in a store (canpol load --reference): checked by SPARQL (.rq files with bindings)."""

from __future__ import annotations

import csv
from datetime import date

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from canpol.graph.embedded import EmbeddedStore
from canpol.graph.iris import IriMinter
from canpol.loaders.reference import load_reference
from canpol.loaders.reference.queries import load_query

BASE = "https://w3id.org/canpol/"
ID = BASE + "id/"
WD = "http://www.wikidata.org/entity/"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """One store with the reference graph for the whole module (loading takes seconds)."""
    store = EmbeddedStore(tmp_path_factory.mktemp("reference") / "store")
    graph, triples = load_reference(store, IriMinter(BASE))
    assert graph == BASE + "graph/reference" and triples > 100_000
    yield store
    store.close()


def on(day: date) -> Literal:
    return Literal(day.isoformat(), datatype=XSD.date)


def test_the_graph_is_named_with_its_provenance(store):
    assert store.has_graph(BASE + "graph/reference")
    assert store.ask(load_query("graph_provenance"), {"graph": URIRef(BASE + "graph/reference")})


def test_la_prairie_on_2020_06_17(store):
    rows = store.select(load_query("riding_members"),
                        {"ridingName": Literal("La Prairie", lang="en"), "day": on(date(2020, 6, 17))})
    assert [(str(r["person"]), str(r["name"]), str(r["partyName"])) for r in rows] == [
        (ID + "person/alain-therrien", "Alain Therrien", "Bloc Québécois")]


def test_jagmeet_singh_on_2020_06_17(store):
    rows = store.select(load_query("person_on_day"), {"person": URIRef(ID + "person/jagmeet-singh"),
                                                      "day": on(date(2020, 6, 17))})
    assert [(str(r["qid"]), str(r["party"]), str(r["ridingName"]), str(r["parliament"])) for r in rows] == [
        (WD + "Q6122681", ID + "party/ndp", "Burnaby South", ID + "parliament/43")]


@pytest.mark.parametrize("office, day, holders", [
    ("speaker", date(2020, 6, 17), ["Anthony Rota"]),
    ("deputy-speaker", date(2020, 6, 17), ["Bruce Stanton"]),
    ("assistant-deputy-speaker", date(2020, 6, 17), ["Alexandra Mendès", "Carol Hughes"]),
    ("speaker", date(2017, 3, 1), ["Geoff Regan"]),
    ("speaker", date(2024, 2, 1), ["Greg Fergus"]),
    ("prime-minister", date(2020, 6, 17), ["Justin Trudeau"]),
    ("leader/ndp", date(2020, 6, 17), ["Jagmeet Singh"]),
])
def test_office_holders(store, office, day, holders):
    rows = store.select(load_query("office_holders"), {"office": URIRef(ID + "office/" + office), "day": on(day)})
    assert sorted(str(r["name"]) for r in rows) == holders


def test_marwan_tabbara_crossed_from_liberal_to_independent(store):
    rows = store.select(load_query("party_memberships"), {"person": URIRef(ID + "person/marwan-tabbara")})
    spans = [(str(r["party"]).rsplit("/", 1)[1], str(r["from"]), r.get("until") and str(r["until"])) for r in rows]
    # ParlInfo: Liberal to 2020-06-05 inclusive, independent from 2020-06-06 (Wikidata writes the end as 2020-06-06)
    assert spans == [("liberal", "2015-10-19", "2020-06-05"), ("independent", "2020-06-06", None)]


def test_seats_at_the_start_of_the_43rd_parliament(store):
    rows = store.select(load_query("seats_at_start"), {"parliament": URIRef(ID + "parliament/43")})
    seats = {str(r["party"]).rsplit("/", 1)[1]: int(r["seats"]) for r in rows}
    assert seats == {"liberal": 157, "conservative": 121, "bq": 32, "ndp": 24, "green": 3, "independent": 1}


def test_seats_at_the_start_of_the_42nd_and_44th(store):
    seats = lambda n: {str(r["party"]).rsplit("/", 1)[1]: int(r["seats"]) for r in store.select(  # noqa: E731
        load_query("seats_at_start"), {"parliament": URIRef(ID + f"parliament/{n}")})}
    assert seats(42) == {"liberal": 184, "conservative": 99, "ndp": 44, "bq": 10, "green": 1}
    assert sum(seats(44).values()) == 338


def test_everyone_who_sat_since_1867(store):
    [row] = store.select(load_query("house_member_count"))
    assert int(row["persons"]) >= 4500
    assert int(row["members"]) == int(row["persons"])  # every person with a House membership is a canpol:Member


def test_party_names_and_aliases(store):
    rows = store.select(load_query("party"), {"party": URIRef(ID + "party/ndp")})
    assert {(str(r["label"]), r["label"].language) for r in rows} == {
        ("New Democratic Party", "en"), ("Nouveau Parti démocratique", "fr")}
    assert {"NDP", "NPD"} <= {str(r["abbreviation"]) for r in rows}
    assert "New Democrats" in {str(r["alias"]) for r in rows}
    assert {str(r["qid"]) for r in rows} == {WD + "Q130765"}


@pytest.mark.parametrize("parliament", [43, 44])
def test_every_member_in_the_wikidata_lists_has_its_qid(store, shared, parliament):
    path = shared / "data" / "wikidata-canada-commons" / "house-of-commons" / f"wikidata_{parliament}-members-wpnames.csv"
    with open(path, encoding="utf-8", newline="") as handle:
        qids = {WD + row["item"] for row in csv.DictReader(handle)}
    assert len(qids) > 330
    linked = {str(r["qid"]) for r in store.select(load_query("member_qids"))}
    assert sorted(qids - linked) == []


def test_one_membership_per_key_and_none_ends_before_it_starts():
    """The fact files give every membership its own key (graph.py mints one IRI per key): two rows
    with one key would make one node with two ends. Fast; the SHACL test below checks the graph."""
    from collections import Counter

    from canpol.loaders.reference.facts import read_rows

    keys = {"house_memberships": ("person", "riding", "parliament", "valid_from"),
            "party_memberships": ("person", "party", "valid_from"),
            "office_holdings": ("person", "organization", "office", "valid_from")}
    for name, fields in keys.items():
        rows = read_rows(name)
        repeated = [k for k, n in Counter(tuple(r[f] for f in fields) for r in rows).items() if n > 1]
        assert repeated == [], f"{name}: {repeated[:5]}"
        inverted = [r for r in rows if r["valid_until"] and r["valid_until"] < r["valid_from"]]
        assert inverted == [], f"{name}: {inverted[:5]}"


@pytest.mark.slow
def test_the_reference_graph_conforms_to_the_shapes(store):
    """SHACL (ontology/shapes.ttl) on the whole reference graph: no violation. The only warnings are
    the parties the data names in English only, which the build's report lists (docs/reference-kb.md)."""
    from canpol.loaders.reference.facts import read_rows
    from canpol.ontology.validation import validate_store

    report = validate_store(store, BASE + "graph/reference")
    assert report.conforms, report.text(limit=20)
    without_fr = {ID + "party/" + p["key"] for p in read_rows("parties") if not p["name_fr"]}
    assert {r.message for r in report.warnings} == {"A party should have a French label (rdfs:label @fr)."}
    assert {r.focus.strip("<>") for r in report.warnings} == without_fr


# ---------------------------------------------------------------- 2022-2026: the 45th Parliament (issue 14)

def test_seats_per_party_on_the_first_day_of_the_45th(store):
    rows = store.select(load_query("seats_on_day"), {"day": on(date(2025, 5, 26))})
    seats = {str(r["party"]).rsplit("/", 1)[1]: int(r["seats"]) for r in rows}
    assert seats == {"liberal": 169, "conservative": 144, "bq": 22, "ndp": 7, "green": 1}
    rows = store.select(load_query("seats_at_start"), {"parliament": URIRef(ID + "parliament/45")})
    assert {str(r["party"]).rsplit("/", 1)[1]: int(r["seats"]) for r in rows} == seats


def test_seats_on_the_seating_plan_day_after_the_first_floor_crossing(store):
    # the ourcommons seating plan of about 2025-11-08: Liberal 170 (with the Speaker), Conservative 143
    rows = store.select(load_query("seats_on_day"), {"day": on(date(2025, 11, 8))})
    seats = {str(r["party"]).rsplit("/", 1)[1]: int(r["seats"]) for r in rows}
    assert seats == {"liberal": 170, "conservative": 143, "bq": 22, "ndp": 7, "green": 1}


@pytest.mark.parametrize("office, day, holders", [
    ("speaker", date(2025, 6, 1), ["Francis Scarpaleggia"]),
    ("speaker", date(2024, 2, 1), ["Greg Fergus"]),
    ("prime-minister", date(2025, 4, 1), ["Mark Carney"]),
    ("prime-minister", date(2025, 3, 1), ["Justin Trudeau"]),
    ("deputy-speaker", date(2025, 6, 1), ["Tom Kmiec"]),
    ("government-house-leader", date(2025, 6, 1), ["Steven MacKinnon"]),
    ("leader-of-the-opposition", date(2025, 9, 1), ["Pierre Poilievre"]),
])
def test_office_holders_2023_2026(store, office, day, holders):
    rows = store.select(load_query("office_holders"), {"office": URIRef(ID + "office/" + office), "day": on(day)})
    assert sorted(str(r["name"]) for r in rows) == holders


def test_mark_carney_is_one_person_and_a_member_of_the_45th(store):
    rows = store.select(load_query("person_on_day"), {"person": URIRef(ID + "person/mark-carney"),
                                                      "day": on(date(2025, 6, 1))})
    assert [(str(r["party"]), str(r["parliament"])) for r in rows] == [(ID + "party/liberal", ID + "parliament/45")]


@pytest.mark.parametrize("day, party", [(date(2025, 11, 3), "conservative"), (date(2025, 11, 5), "liberal")])
def test_chris_d_entremont_crossed_the_floor(store, day, party):
    rows = store.select(load_query("party_on_day"), {"person": URIRef(ID + "person/chris-d-entremont"), "day": on(day)})
    assert [str(r["party"]) for r in rows] == [ID + "party/" + party]


@pytest.mark.parametrize("name", [Literal("Central Nova", lang="en"), Literal("Nova-Centre", lang="fr")])
def test_the_member_for_a_2023_order_riding_by_its_english_and_french_name(store, name):
    rows = store.select(load_query("riding_members"), {"ridingName": name, "day": on(date(2025, 6, 1))})
    assert [(str(r["name"]), str(r["partyName"])) for r in rows] == [("Sean Fraser", "Liberal Party of Canada")]


def test_the_2023_riding_is_its_own_resource_continuing_the_2013_one(store):
    rows = store.select(load_query("riding_continues"), {"riding": URIRef(ID + "riding/12003-2023")})
    assert [(str(r["old"]), str(r["order"])) for r in rows] == [(ID + "riding/12002", "2013")]


@pytest.mark.parametrize("name", ["Rachael Harder", "Rachael Thomas"])
def test_the_member_who_changed_her_family_name_is_found_by_either(store, name):
    rows = store.select(load_query("person_by_name"), {"name": Literal(name)})
    assert [str(r["person"]) for r in rows] == [ID + "person/rachael-harder"]


def test_every_45th_member_in_the_seating_plan_is_one_person_with_that_house_id(store, shared):
    import json

    plan = json.loads((shared / "data" / "ourcommons-seating-plan-2025" / "seating_plan.json").read_text(encoding="utf-8"))
    rows = store.select("""PREFIX canpol: <https://w3id.org/canpol/ontology#>
        SELECT ?id (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p canpol:houseId ?id } GROUP BY ?id""")
    persons_per_id = {str(r["id"]): int(r["n"]) for r in rows}
    ids = {str(s["person_id"]) for s in plan["seats"]}
    assert len(ids) == 343 and {i: persons_per_id.get(i) for i in ids if persons_per_id.get(i) != 1} == {}
