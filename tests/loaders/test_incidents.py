"""Incidents (loaders/incidents): grouping hand-built events into episodes, their titles, one IRI
whichever sources tell the episode, and the derived graph kept as it was by a failed load."""

from __future__ import annotations

import datetime as dt

import pytest
from click.testing import CliRunner
from rdflib import Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS

from canpol.cli import main
from canpol.graph.embedded import EmbeddedStore
from canpol.graph.iris import IriMinter
from canpol.loaders.incidents import graph_iri, refresh_incidents, story_order, titles
from canpol.loaders.incidents.grouping import Part, group_parts
from canpol.ontology import CANPOL

ID = "https://w3id.org/canpol/id/"
DAY, OTHER_DAY = "2020-06-17", "2020-06-18"
SITTING = ID + "sitting/43-1/2020-06-17"
SINGH, THERRIEN, CHAIR, ADA = (ID + "person/" + k for k in ("jagmeet-singh", "alain-therrien", "chair", "ada"))


def part(name: str, kind: str, date: str = DAY, sitting: str | None = SITTING, links=(), words=(), **roles) -> Part:
    return Part(ID + name, frozenset({kind}), date, sitting,
                frozenset((role, who) for role, who in roles.items()), frozenset(ID + l for l in links),
                tuple(words))


def groups(parts) -> list[set[str]]:
    return [{p.iri[len(ID):] for p in e.parts} for e in group_parts(parts, story_order())]


def test_one_episode_is_one_group_in_story_order():
    parts = [part("expulsion", "Expulsion", target=SINGH, agent=CHAIR),
             part("refusal", "Refusal", agent=SINGH),
             part("request", "RequestToApologize", target=SINGH, agent=CHAIR),
             part("words", "UnparliamentaryLanguage", agent=SINGH, target=THERRIEN, words=("racist",))]
    [episode] = group_parts(parts, story_order())
    assert [p.iri[len(ID):] for p in episode.parts] == ["words", "request", "refusal", "expulsion"]
    assert episode.principals == [SINGH] and episode.date == DAY and episode.sitting == SITTING


def test_different_days_are_different_incidents():
    parts = [part("a1", "Refusal", agent=SINGH), part("a2", "Expulsion", target=SINGH),
             part("b1", "Refusal", OTHER_DAY, agent=SINGH), part("b2", "Expulsion", OTHER_DAY, target=SINGH)]
    assert groups(parts) == [{"a1", "a2"}, {"b1", "b2"}]


def test_same_day_different_participants_are_not_grouped():
    parts = [part("singh-words", "UnparliamentaryLanguage", agent=SINGH),
             part("singh-out", "Expulsion", target=SINGH),
             part("ada-resigns", "Resignation", agent=ADA), part("ada-speaks", "PressStatement", sitting=None, agent=ADA)]
    assert groups(parts) == [{"ada-resigns", "ada-speaks"}, {"singh-words", "singh-out"}]


def test_the_chair_alone_does_not_join_two_episodes():
    # the Chair asks two members to withdraw on one day: two requests, not one incident
    parts = [part("r1", "RequestToApologize", agent=CHAIR, target=SINGH), part("x1", "Refusal", agent=SINGH),
             part("r2", "RequestToApologize", agent=CHAIR, target=ADA), part("x2", "Apology", agent=ADA)]
    assert groups(parts) == [{"r1", "x1"}, {"r2", "x2"}]


def test_a_stated_link_groups_parts_that_name_nobody_in_common():
    parts = [part("statement", "PressStatement", agent=SINGH), part("resignation", "Resignation", agent=ADA)]
    assert groups(parts) == []  # nobody in common
    linked = [part("statement", "PressStatement", agent=SINGH, links=("resignation",)),
              part("resignation", "Resignation", OTHER_DAY, agent=ADA)]
    [episode] = group_parts(linked)
    assert {p.iri for p in episode.parts} == {ID + "statement", ID + "resignation"} and episode.date == DAY


def test_a_request_refusal_sanction_chain_joins_steps_that_name_nobody():
    # the source named no one in the request and the sanction: the chain of the day links them
    parts = [part("request", "RequestToApologize"), part("refusal", "Refusal", agent=SINGH),
             part("expulsion", "Expulsion"), part("elsewhere", "Expulsion", sitting=ID + "sitting/other")]
    assert groups(parts) == [{"request", "refusal", "expulsion"}]
    # two requests that day: the chain cannot tell which one was refused
    two = parts[:3] + [part("request2", "RequestToApologize")]
    assert groups(two) == [{"refusal", "expulsion"}]


def test_a_single_event_is_no_incident():
    assert groups([part("alone", "Resignation", agent=ADA)]) == []


def test_titles_in_english_and_french_from_the_kinds_of_the_parts():
    labels = {SINGH: [Literal("Jagmeet Singh", lang="en")], THERRIEN: [Literal("Alain Therrien", lang="en")],
              ADA: [Literal("Ada Example", lang="en")]}
    [episode] = group_parts([part("words", "UnparliamentaryLanguage", agent=SINGH, target=THERRIEN, words=("racist",)),
                             part("refusal", "Refusal", agent=SINGH),
                             part("expulsion", "Expulsion", target=SINGH)], story_order())
    assert titles(episode, labels) == {
        "en": "Jagmeet Singh ordered out after refusing to withdraw 'racist' (2020-06-17)",
        "fr": "Expulsion de Jagmeet Singh après son refus de retirer « racist » (2020-06-17)"}
    # an elided French "de", and a simpler title without the word
    [episode] = group_parts([part("refusal", "Refusal", agent=THERRIEN), part("expulsion", "Expulsion", target=THERRIEN)])
    assert titles(episode, labels)["fr"] == "Expulsion d'Alain Therrien après son refus de se rétracter (2020-06-17)"
    # no template for these kinds: the kinds' labels from the ontology, then the names
    [episode] = group_parts([part("a", "Accusation", agent=ADA), part("b", "PressStatement", agent=ADA)], story_order())
    assert titles(episode, labels) == {"en": "Accusation and public statement: Ada Example (2020-06-17)",
                                       "fr": "Accusation et déclaration publique : Ada Example (2020-06-17)"}
    # and nobody named at all
    [episode] = group_parts([part("a", "Accusation", links=("b",)), part("b", "PressStatement")], story_order())
    assert titles(episode, {})["en"] == "Accusation and public statement (2020-06-17)"


# -- over a store ------------------------------------------------------------------------------

PREFIXES = """@prefix canpol: <https://w3id.org/canpol/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
"""
PEOPLE = PREFIXES + """
<https://w3id.org/canpol/id/person/jagmeet-singh> a canpol:Person ; rdfs:label "Jagmeet Singh"@en .
<https://w3id.org/canpol/id/person/alain-therrien> a canpol:Person ; rdfs:label "Alain Therrien"@en .
"""
# Two articles about the same episode, each telling a part of it (their own event IRIs).
FIRST = PREFIXES + """
<https://w3id.org/canpol/id/event/2020-06-17/unparliamentary-language/jagmeet-singh> a canpol:UnparliamentaryLanguage ;
    canpol:date "2020-06-17"^^xsd:date ; canpol:duringSitting <https://w3id.org/canpol/id/sitting/43-1/2020-06-17> ;
    canpol:agent <https://w3id.org/canpol/id/person/jagmeet-singh> ; canpol:target <https://w3id.org/canpol/id/person/alain-therrien> ;
    canpol:word "racist" .
<https://w3id.org/canpol/id/event/2020-06-17/refusal/jagmeet-singh> a canpol:Refusal ;
    canpol:date "2020-06-17"^^xsd:date ; canpol:agent <https://w3id.org/canpol/id/person/jagmeet-singh> .
"""
SECOND = PREFIXES + """
<https://w3id.org/canpol/id/event/2020-06-17/expulsion/jagmeet-singh> a canpol:Expulsion ;
    canpol:date "2020-06-17"^^xsd:date ; canpol:duringSitting <https://w3id.org/canpol/id/sitting/43-1/2020-06-17> ;
    canpol:target <https://w3id.org/canpol/id/person/jagmeet-singh> .
<https://w3id.org/canpol/id/event/2020-06-17/refusal/jagmeet-singh> a canpol:Refusal ;
    canpol:date "2020-06-17"^^xsd:date ; canpol:agent <https://w3id.org/canpol/id/person/jagmeet-singh> .
"""
INCIDENT = ID + "incident/2020-06-17/jagmeet-singh"


@pytest.fixture
def files(tmp_path):
    out = {}
    for name, text in (("people", PEOPLE), ("first", FIRST), ("second", SECOND)):
        out[name] = tmp_path / f"{name}.ttl"
        out[name].write_text(text, encoding="utf-8")
    return out


def incidents_in(store, minter) -> dict[str, set[str]]:
    """incident IRI -> IRIs of its parts, as the derived graph says."""
    rows = store.select("SELECT ?i ?e WHERE { GRAPH ?g { ?e <%s> ?i } }" % CANPOL.partOfIncident)
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(str(row["i"]), set()).add(str(row["e"]))
    return found


def test_one_incident_iri_whichever_source_tells_the_episode(tmp_path, files):
    minter = IriMinter()
    stores = {}
    for name, loaded in (("first", ["people", "first"]), ("second", ["people", "second"]),
                         ("both", ["people", "first", "second"])):
        store = stores[name] = EmbeddedStore(tmp_path / f"store-{name}")
        for f in loaded:
            store.import_file(files[f], str(minter.graph("file/" + f)))
        refresh_incidents(store, minter)
    try:
        assert set(incidents_in(stores["first"], minter)) == {INCIDENT}
        assert set(incidents_in(stores["second"], minter)) == {INCIDENT}
        # both articles: one incident, with the parts of each, and the graph says where it comes from
        both = stores["both"]
        assert incidents_in(both, minter) == {INCIDENT: {
            ID + "event/2020-06-17/unparliamentary-language/jagmeet-singh", ID + "event/2020-06-17/refusal/jagmeet-singh",
            ID + "event/2020-06-17/expulsion/jagmeet-singh"}}
        derived = str(graph_iri(minter))
        rows = both.select("SELECT ?s WHERE { GRAPH ?g { ?g <%s> ?s } }" % PROV.wasDerivedFrom, {"g": URIRef(derived)})
        assert {str(r["s"]) for r in rows} == {str(minter.graph("file/" + f)) for f in ("people", "first", "second")}
        title = both.select("SELECT ?t WHERE { ?i <%s> ?t FILTER(lang(?t) = 'en') }" % RDFS.label, {"i": URIRef(INCIDENT)})
        assert [str(r["t"]) for r in title] == ["Jagmeet Singh ordered out after refusing to withdraw 'racist' (2020-06-17)"]
    finally:
        for store in stores.values():
            store.close()


def graph_triples(store_path, iri: str) -> set:
    store = EmbeddedStore(store_path)
    try:
        return {(r["s"], r["p"], r["o"]) for r in store.select("SELECT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }",
                                                                  {"g": URIRef(iri)})}
    finally:
        store.close()


def test_a_failed_load_leaves_the_incidents_graph_as_it_was(tmp_path, files):
    store_path, runner = tmp_path / "store", CliRunner()

    def canpol(*args):
        return runner.invoke(main, ["--store", str(store_path), *args], catch_exceptions=False)

    result = canpol("load", str(files["people"]), str(files["first"]), str(files["second"]))
    assert result.exit_code == 0, result.output
    assert "incidents: 1 incident(s) grouping 3 of 3 dated event(s); graph written" in result.output
    derived = str(graph_iri(IriMinter()))
    before = graph_triples(store_path, derived)
    assert (URIRef(derived), RDF.type, CANPOL.DerivedGraph) in before
    bad = tmp_path / "bad.ttl"
    bad.write_text(PREFIXES + "<https://w3id.org/canpol/id/event/x> a canpol:Expulsion ; canpol:date", encoding="utf-8")
    result = canpol("load", str(bad))
    assert result.exit_code == 2
    assert "graph unchanged" in result.output
    assert graph_triples(store_path, derived) == before  # times of the derivation included

    # removing a source recomputes the incidents without it: one part left, no incident
    result = canpol("remove", str(IriMinter().graph("file/second")))
    assert result.exit_code == 0 and "incidents: 1 incident(s) grouping 2 of 2" in result.output
    result = canpol("remove", str(IriMinter().graph("file/first")))
    assert result.exit_code == 0 and "incidents: 0 incident(s)" in result.output
    assert graph_triples(store_path, derived) == set()


def test_a_refresh_that_fails_to_write_keeps_the_old_graph(tmp_path, files):
    """The new content goes in one atomic write: nothing is removed or written before it."""
    from canpol.errors import CanpolError

    minter = IriMinter()
    store = EmbeddedStore(tmp_path / "store")
    try:
        for f in ("people", "first"):
            store.import_file(files[f], str(minter.graph("file/" + f)))
        refresh_incidents(store, minter, now=dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc))
        derived = str(graph_iri(minter))
        before = {(r["s"], r["p"], r["o"]) for r in store.select(
            "SELECT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }", {"g": URIRef(derived)})}
        store.import_file(files["second"], str(minter.graph("file/second")))

        class Refusing:
            """The store, whose next write fails."""

            def __getattr__(self, name):
                return getattr(store, name)

            def replace_graph(self, iri, graph):
                raise CanpolError("disk full")

        with pytest.raises(CanpolError):
            refresh_incidents(Refusing(), minter)
        after = {(r["s"], r["p"], r["o"]) for r in store.select(
            "SELECT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }", {"g": URIRef(derived)})}
        assert after == before
    finally:
        store.close()
