"""The query rewriting pass (graph/rewrite.py): random queries of the shapes its rules touch, over
random small data, give the engine the same multiset of solutions rewritten as written; and the
rules do what they say on the shapes they are for."""

from __future__ import annotations

import random
from collections import Counter

import pyoxigraph as ox
import pytest

from canpol.graph.rewrite import rewrite, written_back

EX = "http://example.org/"
VARIABLES = ["?a", "?b", "?c"]  # few, so that patterns share them


def random_data(rng: random.Random) -> ox.Store:
    store = ox.Store()
    nodes = [ox.NamedNode(f"{EX}s{i}") for i in range(4)]  # dense: patterns often match
    for graph in (ox.DefaultGraph(), ox.NamedNode(f"{EX}g1"), ox.NamedNode(f"{EX}g2")):
        for _ in range(rng.randint(8, 24)):
            value = rng.choice(nodes) if rng.random() < 0.5 else ox.Literal(str(rng.randint(0, 3)),
                                                                             datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer"))
            store.add(ox.Quad(rng.choice(nodes), ox.NamedNode(f"{EX}p{rng.randint(0, 2)}"), value, graph))
    # Some triples in two graphs: the union default graph then gives their solutions twice.
    for quad in list(store.quads_for_pattern(None, None, None, ox.DefaultGraph()))[:4]:
        store.add(ox.Quad(quad.subject, quad.predicate, quad.object, ox.NamedNode(f"{EX}g2")))
    return store


class QueryMaker:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.binds = 0

    def term(self, subject: bool = False) -> str:
        rng = self.rng
        if rng.random() < 0.8:
            return rng.choice(VARIABLES)
        return f"<{EX}s{rng.randint(0, 4)}>" if subject or rng.random() < 0.5 else str(rng.randint(0, 4))

    def triple(self) -> str:
        return f"{self.term(True)} <{EX}p{self.rng.randint(0, 2)}> {self.term()} ."

    def expr(self, depth: int = 0) -> str:
        rng, v = self.rng, self.rng.choice(VARIABLES)
        kind = rng.randrange(9 if depth < 2 else 6)
        if kind == 0:
            return f"{v} {rng.choice(['<', '<=', '>', '>=', '=', '!='])} {rng.randint(0, 4)}"
        if kind == 1:
            return f"{v} {rng.choice(['=', '!='])} {rng.choice(VARIABLES)}"
        if kind == 2:
            return f"BOUND({v})"
        if kind == 3:
            return f"!BOUND({v})"
        if kind == 4:
            return f"isIRI({v})"
        if kind == 5:
            return f"{v} + 1 > {rng.randint(0, 5)}"
        if kind == 6:
            return f"({self.expr(depth + 1)}) || ({self.expr(depth + 1)})"
        if kind == 7:
            return f"({self.expr(depth + 1)}) && ({self.expr(depth + 1)})"
        return f"!({self.expr(depth + 1)})"

    def pattern(self, depth: int = 0) -> str:
        """The inside of a group."""
        rng = self.rng
        if depth >= 3:
            return " ".join(self.triple() for _ in range(rng.randint(1, 2)))
        kind = rng.randrange(10)
        sub = lambda: self.pattern(depth + 1)  # noqa: E731
        if kind == 0:
            return " ".join(self.triple() for _ in range(rng.randint(1, 3)))
        if kind == 1:
            return f"{sub()} {{ {sub()} }}"
        if kind == 2:
            inner = f" FILTER({self.expr()})" if rng.random() < 0.3 else ""
            return f"{sub()} OPTIONAL {{ {sub()}{inner} }}"
        if kind == 3:
            return f"{{ {sub()} }} UNION {{ {sub()} }}"
        if kind == 4:
            return f"{sub()} MINUS {{ {sub()} }}"
        if kind in (5, 6):
            # The natural flat shape: OPTIONAL, then a FILTER, then a further join, in one group.
            return f"{sub()} OPTIONAL {{ {sub()} }} FILTER({self.expr()}) {sub()}"
        if kind == 7:
            return f"{sub()} FILTER({self.expr()})"
        if kind == 8:
            self.binds += 1
            return f"{sub()} BIND({rng.choice(VARIABLES)} + 1 AS ?bind{self.binds})"
        return f"GRAPH {rng.choice(['?g', f'<{EX}g1>'])} {{ {sub()} }}"

    def query(self) -> str:
        rng = self.rng
        where = self.pattern()
        if rng.random() < 0.7:
            where += f" FILTER({self.expr()})"
        form = rng.randrange(6)
        if form == 0:
            return f"SELECT ?a (COUNT(?b) AS ?n) WHERE {{ {where} }} GROUP BY ?a"
        if form in (4, 5):
            # Grouped counts with a further OPTIONAL (or join) that only adds a key: rule (c).
            extra = f"?a <{EX}p{rng.randint(0, 2)}> ?c ."
            extra = f"OPTIONAL {{ {extra} }}" if form == 4 else extra
            aggregates = rng.choice(["(COUNT(?b) AS ?n)", "(COUNT(*) AS ?n) (MIN(?b) AS ?low)",
                                     "(COUNT(DISTINCT ?b) AS ?n) (MAX(?b) AS ?high)", "(SUM(?b) AS ?n)"])
            return f"SELECT ?a ?c {aggregates} WHERE {{ {where} {extra} }} GROUP BY ?a ?c"
        if form == 1:
            return f"SELECT DISTINCT ?a ?b WHERE {{ {where} }}"
        return f"SELECT * WHERE {{ {where} }}"


def solutions(store: ox.Store, query: str, union: bool = False):
    try:
        answer = store.query(query, use_default_graph_as_union=union)
    except (SyntaxError, OSError, ValueError) as error:
        return f"error: {type(error).__name__}"
    names = [v.value for v in answer.variables]
    # The columns too, in their order: a client reads them (CSV header, JSON head).
    return names, Counter(frozenset((n, str(row[n])) for n in names if row[n] is not None) for row in answer)


CASES = 250


def test_random_queries_keep_their_solutions():
    rng = random.Random(19)
    compared = changed = 0
    for case in range(CASES):
        store = random_data(rng)
        query = QueryMaker(rng).query()
        union = case % 2 == 1  # the endpoint's default graph, where a triple may come twice
        expected = solutions(store, query, union)
        if isinstance(expected, str):
            continue  # not a legal query for the engine (a BIND of a variable already in scope)
        compared += 1
        rewritten = rewrite(query)
        changed += rewritten is not query
        # The writer alone (no rule) on a part of the cases: each parse costs ~30 ms.
        written = written_back(query, rules=False) if case % 4 == 0 else None
        for new in {rewritten, written} - {None, query}:
            assert solutions(store, new, union) == expected, f"case {case}:\n{query}\n->\n{new}"
    assert compared > CASES * 0.8
    assert changed > CASES * 0.25  # the rules fire on a good part of the cases


PREFIXES = """PREFIX : <http://example.org/>
"""


def test_the_flat_dated_membership_query_gets_its_optional_block_first():
    query = PREFIXES + """SELECT ?party (COUNT(?m) AS ?n) WHERE {
      ?m :organization ?o ; :validFrom ?f .
      OPTIONAL { ?m :validUntil ?u }
      FILTER(?f <= 5 && (!BOUND(?u) || ?u >= 5))
      ?o :label ?party
    } GROUP BY ?party"""
    new = rewrite(query)
    assert "SELECT * WHERE" in new
    # The filter on ?f went into the memberships' pattern; the one on ?u stayed above the OPTIONAL
    inner = new[new.index("SELECT * WHERE"):]
    assert inner.index("(?f <= ") < inner.index("OPTIONAL") < inner.index("BOUND(?u)") < inner.index("label>")


def test_a_filter_on_an_optional_variable_stays_above_the_optional():
    query = PREFIXES + "SELECT * WHERE { ?s :p ?x OPTIONAL { ?s :q ?y } FILTER(!BOUND(?y)) }"
    assert rewrite(query) is query  # nowhere to go: the query is passed on untouched


def test_a_filter_goes_into_the_side_where_its_variable_is_always_bound():
    query = PREFIXES + "SELECT * WHERE { { ?s :p ?x OPTIONAL { ?s :r ?y } } { ?s :q ?y } FILTER(?y > 1) }"
    new = rewrite(query)
    assert new.index("/q>") < new.index("FILTER") and new.index("OPTIONAL") < new.index("/q>")


def test_a_filter_stays_above_a_join_whose_sides_may_both_leave_its_variable_unbound():
    query = PREFIXES + ("SELECT * WHERE { { ?s :p ?x OPTIONAL { ?s :r ?y } } { ?s :q ?z OPTIONAL { ?s :t ?y } } "
                        "FILTER(?y > 1) }")
    assert rewrite(query) is query


@pytest.mark.parametrize("query", [
    "ASK { ?s ?p ?o FILTER(?o > 1) }",
    "SELECT * FROM <http://example.org/g> WHERE { ?s ?p ?o FILTER(?o > 1) }",
    "SELECT * WHERE { ?s ?p ?o . ?o ?q ?r FILTER(?o > 1) } VALUES ?s { <http://example.org/s> }",
    "SELECT * WHERE { ?s ?p ?o . ?o ?q ?r FILTER(?o > RAND()) }",
    "SELECT * WHERE { ?s ?p ?o FILTER(?o > 1",
])
def test_queries_the_pass_does_not_take_are_passed_on_untouched(query):
    assert rewrite(query) is query


def test_typed_literals_keep_their_lexical_form():
    query = PREFIXES + 'SELECT * WHERE { ?s :p ?o . ?o :q ?x FILTER(sameTerm(?o, "01"^^<http://www.w3.org/2001/XMLSchema#integer>)) }'
    assert '"01"^^<http://www.w3.org/2001/XMLSchema#integer>' in rewrite(query)


def test_grouped_counts_are_grouped_before_an_optional_that_only_adds_a_key():
    query = PREFIXES + """SELECT ?party ?label (COUNT(?m) AS ?members) WHERE {
      ?m :organization ?party OPTIONAL { ?party :label ?label } } GROUP BY ?party ?label"""
    new = rewrite(query)
    assert "GROUP BY ?party }" in new  # the memberships are counted per party first


def test_grouped_aggregates_wait_for_a_join_key_that_the_first_part_may_leave_unbound():
    # ?a is unbound for :x1, so :x1's row joins every ?a of the OPTIONAL: grouping by ?a first
    # would put 1 and 5 in different groups that both land in the group (s1, c1).
    store = ox.Store()
    store.load(f"""@prefix : <{EX}> . :x1 :q 1 . :x2 :q 5 . :x2 :r :s1 . :s1 :p :c1 .""".encode(),
               format=ox.RdfFormat.TURTLE)
    query = PREFIXES + """SELECT ?a ?c (MIN(?v) AS ?low) (MAX(?v) AS ?high) WHERE {
      ?x :q ?v OPTIONAL { ?x :r ?a } OPTIONAL { ?a :p ?c } } GROUP BY ?a ?c"""
    assert solutions(store, rewrite(query)) == solutions(store, query)
    assert rewrite(query) is query
