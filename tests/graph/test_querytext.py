"""Query-text rewrites RemoteStore sends to a server: the answers they must keep are checked on the
embedded engine (the same query before and after the rewrite), the text itself where it matters."""

from __future__ import annotations

import pyoxigraph as ox
import pytest

from canpol.graph.querytext import (constant_graphs_as_variables, counted_select, paged_construct,
                                    paged_select, query_parts, variables_in)

EX = "https://example.org/"
DATA = f"""
<{EX}g1> {{ <{EX}a> <{EX}p> 1 , 2 . <{EX}a> <{EX}name> "a }} {{ GRAPH <{EX}g2>"@en . }}
<{EX}g2> {{ <{EX}a> <{EX}p> 3 . <{EX}b> <{EX}p> 4 . <{EX}b> <{EX}q> <{EX}a> . }}
"""


@pytest.fixture(scope="module")
def engine():
    store = ox.Store()
    store.load(DATA.encode(), format=ox.RdfFormat.TRIG)
    return store


def answers(engine, query, keep_order=False):
    result = engine.query(query, use_default_graph_as_union=True)
    if isinstance(result, ox.QueryBoolean):
        return bool(result)
    if isinstance(result, ox.QueryTriples):
        return sorted(str(t) for t in result)
    names = [v.value for v in result.variables]
    rows = [tuple(str(row[n]) if row[n] is not None else None for n in names) for row in result]
    return names, rows if keep_order else sorted(rows)


QUERIES = [
    f"SELECT * WHERE {{ GRAPH <{EX}g2> {{ ?s ?p ?o }} }}",
    f"PREFIX ex: <{EX}> SELECT ?s ?o WHERE {{ ?s ex:p ?o OPTIONAL {{ GRAPH ex:g1 {{ ?s ex:name ?n }} }} }}",
    f"PREFIX : <{EX}> SELECT * WHERE {{ GRAPH :g1 {{ ?s :p ?o }} GRAPH :g2 {{ ?s :p ?other }} }}",
    f"ASK {{ GRAPH <{EX}g2> {{ <{EX}b> <{EX}q> <{EX}a> }} }}",
    f"ASK {{ GRAPH <{EX}g1> {{ <{EX}b> <{EX}q> <{EX}a> }} }}",
    f"SELECT ?o WHERE {{ ?s <{EX}p> ?o FILTER NOT EXISTS {{ GRAPH <{EX}g1> {{ ?s <{EX}p> ?o }} }} }}",
    f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{EX}g1> {{ ?s ?p ?o }} }}",
    f"CONSTRUCT {{ ?s <{EX}r> ?o }} WHERE {{ GRAPH <{EX}g2> {{ ?s <{EX}p> ?o }} }}",
    # braces, the word GRAPH and a question mark inside a string and a comment are not syntax
    f"SELECT ?s WHERE {{ GRAPH <{EX}g1> {{ ?s <{EX}name> \"a }} {{ GRAPH <{EX}g2>\"@en }} }} # GRAPH <x> {{ ?y",
]


@pytest.mark.parametrize("query", QUERIES)
def test_constant_graphs_rewritten_give_the_same_answers(engine, query):
    rewritten = constant_graphs_as_variables(query)
    assert "GRAPH ?canpol_internal_graph" in rewritten
    assert answers(engine, rewritten) == answers(engine, query)


def test_a_query_without_constant_graphs_is_left_as_it_is():
    for query in ("SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }", "SELECT * WHERE { ?s ?p 'GRAPH <x> { }' }",
                  "SELECT * WHERE { GRAPH <x> { ?s ?p ?o", "SELECT ?canpol_internal_graph1 WHERE { GRAPH <x> { ?s ?p ?o } }"):
        assert constant_graphs_as_variables(query) == query


def test_query_parts_cut_prologue_projection_group_and_modifiers():
    parts = query_parts(f"PREFIX ex: <{EX}>\n# a {{ comment\nSELECT DISTINCT ?s WHERE {{ ?s ex:p '}}' }} ORDER BY ?s")
    assert parts.prologue.startswith("PREFIX ex:") and parts.form == "SELECT"
    assert parts.head.strip() == "DISTINCT ?s WHERE" and parts.where.strip() == "?s ex:p '}'"
    assert parts.tail_keywords == {"ORDER"}
    short = query_parts("CONSTRUCT WHERE { ?s ?p ?o }")
    assert short.template == "{ ?s ?p ?o }"
    assert query_parts("ASK { ?s ?p ?o }") is None and query_parts("SELECT * WHERE { ?s ?p ?o") is None
    assert variables_in("?a $b ?a '?c' <urn:?d>") == ["a", "b"]


def pages(engine, query, size):
    parts = query_parts(query)
    names = answers(engine, query)[0]
    total = int(next(iter(engine.query(counted_select(parts), use_default_graph_as_union=True)))[0].value)
    rows = []
    for offset in range(0, total, size):
        page_names, page_rows = answers(engine, paged_select(parts, names, size, offset), keep_order=True)
        rows.extend(tuple(row[page_names.index(n)] for n in names) for row in page_rows)
    return rows


def test_pages_of_a_select_add_up_to_its_answer(engine):
    query = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
    assert sorted(pages(engine, query, 2)) == answers(engine, query)[1]
    grouped = "SELECT ?s (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?s"
    assert sorted(pages(engine, grouped, 1)) == answers(engine, grouped)[1]


def test_pages_keep_the_querys_own_order(engine):
    query = f"SELECT ?o WHERE {{ ?s <{EX}p> ?o }} ORDER BY DESC(?o)"
    assert [row[0] for row in pages(engine, query, 3)] == [str(ox.Literal(str(i), datatype=ox.NamedNode(
        "http://www.w3.org/2001/XMLSchema#integer"))) for i in (4, 3, 2, 1)]


def test_what_cannot_be_paged_is_said():
    for query in ("SELECT ?s WHERE { ?s ?p ?o } LIMIT 5", "SELECT ?s WHERE { ?s ?p ?o } OFFSET 5",
                  "SELECT ?s FROM <urn:g> WHERE { ?s ?p ?o }"):
        assert paged_select(query_parts(query), ["s"], 10, 0) is None
    assert paged_construct(query_parts("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } LIMIT 3"), 10, 0) is None


def test_pages_of_a_construct_add_up_to_its_answer(engine):
    query = f"CONSTRUCT {{ ?s <{EX}r> ?o . ?s a <{EX}T> }} WHERE {{ ?s <{EX}p> ?o }}"
    parts = query_parts(query)
    whole = set(answers(engine, query))
    paged = set()
    for offset in range(0, 4, 3):
        paged |= set(answers(engine, paged_construct(parts, 3, offset)))
    assert paged == whole and len(whole) == 6
