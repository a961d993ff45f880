"""The views of a snapshot (graph/views.py) read by the rewriting pass: random star-filter and
grouped-count queries over random memberships (dates, missing and repeated values, statements in
several graphs, values that are not plain dates) give the same multiset of solutions with the
views as the engine gives for the query as written; the rules fire where they should and step
aside where a precondition does not hold; and after a load or a remove the answer follows the new
snapshot (a view is never read for another snapshot than its own)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pyoxigraph as ox
import pytest
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import XSD

from canpol.graph import views as views_module
from canpol.graph.rewrite import rewrite
from canpol.graph.views import CANPOL, SnapshotViews

EX = "http://example.org/"
ORG = ox.NamedNode(CANPOL + "organization")
XSD_DATE = ox.NamedNode("http://www.w3.org/2001/XMLSchema#date")
PREFIXES = f"PREFIX c: <{CANPOL}>\nPREFIX : <{EX}>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n"


def random_value(rng: random.Random):
    roll = rng.random()
    if roll < 0.8:
        return ox.Literal(f"{rng.randint(1998, 2004)}-{rng.randint(1, 12):02d}-01", datatype=XSD_DATE)
    if roll < 0.85:
        return ox.Literal("2001-01-01")  # a plain string: comparisons with a date are errors
    if roll < 0.9:
        return ox.Literal("2001-01-01Z", datatype=XSD_DATE)  # a time zone: not a plain date
    if roll < 0.95:
        return ox.Literal("2001-02-30", datatype=XSD_DATE)  # no such day: ill-typed
    return ox.NamedNode(f"{EX}x")


def random_store(rng: random.Random, dirty: bool) -> ox.Store:
    """Memberships of people in two organizations, in the default graph and two named graphs, a
    few statements repeated in a second graph; `dirty` adds values that are not plain dates."""
    store = ox.Store()
    graphs = [ox.DefaultGraph(), ox.NamedNode(f"{EX}g1"), ox.NamedNode(f"{EX}g2")]
    for i in range(rng.randint(4, 14)):
        m = ox.NamedNode(f"{EX}m{i}")
        graph = rng.choice(graphs)

        def add(p, o):
            store.add(ox.Quad(m, p, o, graph))
            if rng.random() < 0.1:  # the same statement in another graph: given twice by the union
                store.add(ox.Quad(m, p, o, rng.choice([g for g in graphs if g != graph])))

        for _ in range(1 if rng.random() < 0.85 else 2):
            add(ORG, ox.NamedNode(f"{EX}org{rng.randint(0, 1)}"))
        add(ox.NamedNode(CANPOL + "member"), ox.NamedNode(f"{EX}p{rng.randint(0, 5)}"))
        for name, chance in (("validFrom", 0.9), ("validUntil", 0.6)):
            for _ in range(int(rng.random() < chance) + int(rng.random() < 0.1)):
                value = random_value(rng) if dirty else ox.Literal(
                    f"{rng.randint(1998, 2004)}-{rng.randint(1, 12):02d}-01", datatype=XSD_DATE)
                add(ox.NamedNode(CANPOL + name), value)
        if rng.random() < 0.7:
            add(ox.NamedNode(CANPOL + "role"), ox.Literal(rng.choice(["leader", "member"])))
    for p in range(6):
        store.add(ox.Quad(ox.NamedNode(f"{EX}p{p}"), ox.NamedNode(f"{EX}label"), ox.Literal(f"P{p}"),
                          ox.DefaultGraph()))
    return store


def date(rng: random.Random) -> str:
    return f'"{rng.randint(1998, 2004)}-{rng.randint(1, 12):02d}-01"^^xsd:date'


def condition(rng: random.Random, depth: int = 0) -> str:
    kind = rng.randrange(8 if depth < 2 else 4)
    var = rng.choice(["?from", "?until"])
    if kind == 0:
        return f"{var} {rng.choice(['<', '<=', '>', '>=', '=', '!='])} {date(rng)}"
    if kind == 1:
        return f"{date(rng)} {rng.choice(['<', '>='])} {var}"
    if kind == 2:
        return f"{rng.choice(['', '!'])}BOUND({var})"
    if kind == 3:
        return "?from <= ?until"
    if kind == 4:
        return f"!BOUND(?until) || ?until >= {date(rng)}"
    if kind == 5:
        return f"({condition(rng, depth + 1)}) && ({condition(rng, depth + 1)})"
    if kind == 6:
        return f"!({condition(rng, depth + 1)})"
    return f"YEAR({var}) > 2000"  # a function the views' evaluator does not take: no rewrite


def star_query(rng: random.Random) -> str:
    org = f":org{rng.randint(0, 1)}"
    optional = "OPTIONAL { ?m c:validUntil ?until }" if rng.random() < 0.8 else "?m c:validUntil ?until ."
    role = rng.choice(["", "?m c:role ?role .", 'OPTIONAL { ?m c:role ?role }', '?m c:role "leader" .'])
    filters = " ".join(f"FILTER({condition(rng)})" for _ in range(rng.randint(1, 2)))
    inner = f"?m c:organization {org} ; c:validFrom ?from . {optional} {filters} {role} ?m c:member ?member"
    shape = rng.randrange(4)
    if shape == 0:
        return PREFIXES + f"SELECT ?member ?name WHERE {{ {{ SELECT ?member WHERE {{ {inner} }} }} ?member :label ?name }}"
    if shape == 1:
        return PREFIXES + f"SELECT * WHERE {{ {inner} }}"
    if shape == 2:
        return PREFIXES + f"SELECT DISTINCT ?member ?until WHERE {{ {inner} }}"
    return PREFIXES + f"SELECT ?member (COUNT(*) AS ?n) WHERE {{ {inner} }} GROUP BY ?member"


def count_query(rng: random.Random) -> str:
    predicate = rng.choice(["c:organization", "c:validFrom", "c:role", "c:member"])
    aggregates = rng.choice(["(COUNT(?m) AS ?n)", "(COUNT(*) AS ?n)", "(COUNT(*) AS ?n) (MIN(?o) AS ?low)",
                             "(COUNT(?m) AS ?n) (COUNT(DISTINCT ?o) AS ?k)", "(SUM(1) AS ?n)",
                             "(COUNT(DISTINCT ?m) AS ?n)"])
    other = rng.choice(["", "?o :label ?l .", "FILTER(isIRI(?o))", "?m c:member ?p ."])
    if rng.random() < 0.2:
        return PREFIXES + f"SELECT {aggregates} WHERE {{ ?m {predicate} :org0 }}"
    return PREFIXES + f"SELECT ?o {aggregates} WHERE {{ ?m {predicate} ?o . {other} }} GROUP BY ?o"


def solutions(store: ox.Store, query: str):
    answer = store.query(query, use_default_graph_as_union=True)
    names = [v.value for v in answer.variables]
    return names, Counter(frozenset((n, str(row[n])) for n in names if row[n] is not None) for row in answer)


def views_of(store: ox.Store, name: str = "test") -> SnapshotViews:
    return SnapshotViews(store, name)


CASES = 160


@pytest.mark.parametrize("make", [star_query, count_query], ids=["star", "count"])
def test_random_queries_give_the_same_solutions_with_the_views(make):
    rng = random.Random(23 if make is star_query else 29)
    changed = 0
    for case in range(CASES):
        store = random_store(rng, dirty=case % 3 == 0)
        query = make(rng)
        expected = solutions(store, query)
        new = rewrite(query, views_of(store))
        if new is not query and "VALUES" in new:
            changed += 1
        assert solutions(store, new) == expected, f"case {case}:\n{query}\n->\n{new}"
    assert changed > CASES * 0.3  # the view rules do fire on a good part of the cases


def test_the_dated_members_query_reads_the_star_view():
    store = ox.Store()
    store.load(f"""@prefix c: <{CANPOL}> . @prefix : <{EX}> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
    :m1 c:member :p1 ; c:organization :ndp ; c:validFrom "1950-01-01"^^xsd:date .
    :m2 c:member :p2 ; c:organization :ndp ; c:validFrom "1950-01-01"^^xsd:date ; c:validUntil "1955-01-01"^^xsd:date .
    :m3 c:member :p3 ; c:organization :lib ; c:validFrom "1950-01-01"^^xsd:date .
    :p1 :label "One" . :p2 :label "Two" . :p3 :label "Three" .""".encode(), format=ox.RdfFormat.TURTLE,
               to_graph=ox.NamedNode(f"{EX}g"))
    query = PREFIXES + """SELECT ?member ?name WHERE {
      { SELECT ?member WHERE {
          ?m c:organization :ndp ; c:validFrom ?from . FILTER (?from <= "1960-01-01"^^xsd:date)
          OPTIONAL { ?m c:validUntil ?until } FILTER (!BOUND(?until) || ?until >= "1960-01-01"^^xsd:date)
          ?m c:member ?member } }
      ?member :label ?name }"""
    new = rewrite(query, views_of(store))
    assert f"VALUES (?member) {{ (<{EX}p1>) }}" in new
    assert solutions(store, new) == solutions(store, query)
    assert [str(s["name"]) for s in store.query(new, use_default_graph_as_union=True)] == ['"One"']


def test_a_value_that_is_not_a_plain_date_leaves_the_query_to_the_engine():
    store = ox.Store()
    store.load(f"""@prefix c: <{CANPOL}> . @prefix : <{EX}> .
    :m1 c:member :p1 ; c:organization :ndp ; c:validFrom "1950" .""".encode(), format=ox.RdfFormat.TURTLE)
    query = PREFIXES + """SELECT ?member WHERE { ?m c:organization :ndp ; c:validFrom ?from ; c:member ?member .
      FILTER (?from <= "1960-01-01"^^xsd:date) }"""
    assert "VALUES" not in rewrite(query, views_of(store))


def test_grouped_counts_read_the_count_view_and_sum_it():
    store = ox.Store()
    store.load(f"""@prefix c: <{CANPOL}> . @prefix : <{EX}> .
    :m1 c:organization :ndp . :m2 c:organization :ndp . :m3 c:organization :lib .
    :ndp a c:Party ; :label "NDP" . :lib a c:Party .""".encode(), format=ox.RdfFormat.TURTLE,
               to_graph=ox.NamedNode(f"{EX}g"))
    # :m1's statement also in a second graph: the union default graph counts it twice.
    store.add(ox.Quad(ox.NamedNode(f"{EX}m1"), ORG, ox.NamedNode(f"{EX}ndp"), ox.NamedNode(f"{EX}h")))
    query = PREFIXES + """SELECT ?party ?label ?members WHERE {
      { SELECT ?party (COUNT(?m) AS ?members) WHERE { ?party a c:Party . ?m c:organization ?party } GROUP BY ?party }
      OPTIONAL { ?party :label ?label } } ORDER BY DESC(?members)"""
    new = rewrite(query, views_of(store))
    assert "SUM(?__canpol_view_count)" in new
    rows = [(str(s["party"]), str(s["members"])) for s in store.query(new, use_default_graph_as_union=True)]
    assert rows == [(f"<{EX}ndp>", '"3"^^<http://www.w3.org/2001/XMLSchema#integer>'),
                    (f"<{EX}lib>", '"1"^^<http://www.w3.org/2001/XMLSchema#integer>')]
    assert solutions(store, new) == solutions(store, query)


def test_a_count_grouped_by_an_expression_is_left_to_the_engine():
    store = ox.Store()
    store.load(f"@prefix c: <{CANPOL}> . <{EX}m1> c:organization <{EX}ndp> .".encode(), format=ox.RdfFormat.TURTLE)
    query = PREFIXES + "SELECT (COUNT(*) AS ?n) WHERE { ?m c:organization ?o } GROUP BY (STR(?o))"
    new = rewrite(query, views_of(store))
    assert "VALUES" not in new and solutions(store, new) == solutions(store, query)


def test_a_subject_used_elsewhere_is_not_counted_from_the_view():
    store = ox.Store()
    store.load(f"@prefix c: <{CANPOL}> . <{EX}m1> c:organization <{EX}ndp> .".encode(), format=ox.RdfFormat.TURTLE)
    query = PREFIXES + "SELECT ?o (COUNT(?m) AS ?n) WHERE { ?m c:organization ?o . ?m c:member ?p } GROUP BY ?o"
    assert "VALUES" not in rewrite(query, views_of(store))


# -- snapshots: the views follow every load and remove ---------------------------------------------

C = Namespace(CANPOL)


def membership_graph(member: str, org: str, start: str) -> Graph:
    graph = Graph()
    m = URIRef(f"{EX}membership/{member}-{org}")
    graph.add((m, C.member, URIRef(f"{EX}{member}")))
    graph.add((m, C.organization, URIRef(f"{EX}{org}")))
    graph.add((m, C.validFrom, Literal(start, datatype=XSD.date)))
    graph.add((URIRef(f"{EX}{member}"), URIRef(f"{EX}label"), Literal(member)))
    return graph


DATED = PREFIXES + """SELECT ?member WHERE { ?m c:organization :ndp ; c:validFrom ?from ; c:member ?member .
  FILTER (?from <= "2000-01-01"^^xsd:date) }"""
COUNTED = PREFIXES + "SELECT ?o (COUNT(*) AS ?n) WHERE { ?m c:organization ?o } GROUP BY ?o"


def endpoint_rows(reader, query: str, monkeypatch, views_on: bool = True) -> Counter:
    from canpol.graph.snapshots import snapshots_dir
    from canpol.webapp import query_worker

    monkeypatch.setenv(query_worker.VIEWS_SETTING, "1" if views_on else "0")
    snapshot = reader.get()
    views = views_module.for_snapshot(snapshot.store, snapshot.name, snapshots_dir(reader.store_path))
    answer = query_worker.execute(snapshot.store, {"query": query, "cap": 1000, "format": {"results": "json"}},
                                  views)
    assert answer["status"] == 200, answer
    return Counter(tuple(sorted((k, v["value"]) for k, v in row.items()))
                   for row in json.loads(answer["body"])["results"]["bindings"])


def test_the_views_follow_each_load_and_remove(tmp_path, monkeypatch):
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.snapshots import SnapshotReader

    path = tmp_path / "store"
    store = EmbeddedStore(path)
    store.replace_graph(f"{EX}graph/a", membership_graph("alice", "ndp", "1990-01-01"))
    store.publish_snapshot()
    reader = SnapshotReader(path)

    def check(expected_members: set[str], expected_counts: dict[str, str]):
        rows = endpoint_rows(reader, DATED, monkeypatch)
        assert rows == endpoint_rows(reader, DATED, monkeypatch, views_on=False)
        assert {dict(row)["member"] for row in rows} == {f"{EX}{m}" for m in expected_members}
        counts = endpoint_rows(reader, COUNTED, monkeypatch)
        assert counts == endpoint_rows(reader, COUNTED, monkeypatch, views_on=False)
        assert {dict(row)["o"]: dict(row)["n"] for row in counts} == {
            f"{EX}{o}": n for o, n in expected_counts.items()}

    check({"alice"}, {"ndp": "1"})
    first = views_module.for_snapshot(reader.get().store, reader.get().name)
    assert first.star(CANPOL + "organization", f"{EX}ndp") is not None  # built and read
    # Shared with the other processes of the snapshot through its side folder, which the
    # snapshot collector removes with the snapshot.
    side = path.with_name("store-snapshots") / f"{reader.get().name}.views"
    assert len(list(side.glob("*.json"))) == 2

    store.replace_graph(f"{EX}graph/b", membership_graph("bob", "ndp", "1995-01-01"))
    store.replace_graph(f"{EX}graph/c", membership_graph("carol", "lib", "1980-01-01"))
    store.publish_snapshot()
    check({"alice", "bob"}, {"ndp": "2", "lib": "1"})
    assert views_module.for_snapshot(reader.get().store, reader.get().name) is not first

    store.remove_graph(f"{EX}graph/a")
    store.publish_snapshot()
    check({"bob"}, {"ndp": "1", "lib": "1"})
    assert not side.exists()  # collected with its snapshot
    store.close()
    reader.close()


def test_a_query_with_its_own_default_graph_does_not_read_the_views(tmp_path, monkeypatch):
    from canpol.webapp import query_worker

    store = ox.Store()
    store.load(membership_graph("alice", "ndp", "1990-01-01").serialize(format="nt").encode(),
               format=ox.RdfFormat.N_TRIPLES, to_graph=ox.NamedNode(f"{EX}graph/a"))
    views = views_of(store)
    seen = []
    monkeypatch.setattr(query_worker, "rewritten", lambda text, v=None: seen.append(v) or text)
    job = {"query": DATED, "cap": 10, "format": {"results": "json"}}
    query_worker.execute(store, job, views)
    query_worker.execute(store, {**job, "default_graphs": [f"{EX}graph/a"]}, views)
    assert seen == [views, None]


def test_a_view_built_by_one_process_is_read_by_the_others(tmp_path, monkeypatch):
    store = random_store(random.Random(5), dirty=False)
    builder = SnapshotViews(store, "snap", tmp_path)
    star = builder.star(CANPOL + "organization", f"{EX}org0")
    counts = builder.counts(CANPOL + "organization")
    reader = SnapshotViews(store, "snap", tmp_path)

    def no_engine(*_):
        raise AssertionError("the view was built again")

    monkeypatch.setattr(reader, "_rows", no_engine)
    assert reader.star(CANPOL + "organization", f"{EX}org0") == star
    assert reader.counts(CANPOL + "organization") == counts
    # Another snapshot's views are its own (the side folder is named after the snapshot).
    other = SnapshotViews(ox.Store(), "other", tmp_path)
    assert other.star(CANPOL + "organization", f"{EX}org0") == {}
