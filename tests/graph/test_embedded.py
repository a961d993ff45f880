"""EmbeddedStore: loading, atomic replacement, removal, queries with bindings, export."""

from __future__ import annotations

import io

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.compare import isomorphic

from canpol.errors import InputError, QueryError

G = "https://example.org/graph/a"
TURTLE = """@prefix ex: <https://example.org/> .
ex:alice ex:knows ex:bob ; ex:name "Alice"@en , "Alicé"@fr ; ex:age 42 .
ex:bob ex:name "Bob" .
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_import_then_export_round_trip(embedded_store, tmp_path):
    path = write(tmp_path, "a.ttl", TURTLE)
    assert embedded_store.import_file(path, G) == 5
    out = io.BytesIO()
    embedded_store.export(out, "turtle", G)
    assert isomorphic(Graph().parse(data=out.getvalue(), format="turtle"),
                      Graph().parse(data=TURTLE, format="turtle"))


def test_malformed_turtle_names_file_line_column_and_leaves_store_unchanged(embedded_store, tmp_path):
    embedded_store.import_file(write(tmp_path, "a.ttl", TURTLE), G)
    bad = write(tmp_path, "bad.ttl", TURTLE + 'ex:carol ex:name "unterminated .\n')
    with pytest.raises(InputError) as error:
        embedded_store.import_file(bad, G)
    assert str(bad) + ":4:" in str(error.value)
    assert [(g.iri, g.triples) for g in embedded_store.graphs()] == [(G, 5)]


def test_replacing_a_graph_swaps_its_whole_content(embedded_store, tmp_path):
    embedded_store.import_file(write(tmp_path, "a.ttl", TURTLE), G)
    embedded_store.import_file(write(tmp_path, "b.nt", "<https://example.org/x> <https://example.org/p> \"1\" .\n"), G)
    assert [(g.iri, g.triples) for g in embedded_store.graphs()] == [(G, 1)]


def test_select_with_bindings_over_the_union(embedded_store, tmp_path):
    embedded_store.import_file(write(tmp_path, "a.ttl", TURTLE), G)
    embedded_store.replace_graph("https://example.org/graph/b",
                                 Graph().parse(data="<https://example.org/bob> <https://example.org/age> 7 .",
                                               format="turtle"))
    rows = embedded_store.select("SELECT ?age WHERE { ?who <https://example.org/age> ?age }",
                                 {"who": URIRef("https://example.org/bob")})
    assert rows == [{"age": Literal(7)}]
    # A hostile value stays a value: it cannot change the query.
    rows = embedded_store.select("SELECT ?s WHERE { ?s <https://example.org/name> ?n }",
                                 {"n": Literal('Bob" } ; DROP ALL ; #')})
    assert rows == []


def test_bad_query_is_a_query_error(embedded_store):
    with pytest.raises(QueryError):
        embedded_store.select("SELEC ?x")


def test_remove_graph(embedded_store, tmp_path):
    embedded_store.import_file(write(tmp_path, "a.ttl", TURTLE), G)
    assert embedded_store.remove_graph(G) is True
    assert embedded_store.remove_graph(G) is False
    assert embedded_store.graphs() == []


def test_trig_keeps_its_graphs_and_whole_export_in_triples_is_distinct(embedded_store, tmp_path):
    trig = write(tmp_path, "d.trig", """
        <https://example.org/g1> { <https://example.org/s> <https://example.org/p> "o" . }
        <https://example.org/g2> { <https://example.org/s> <https://example.org/p> "o" .
                                   <https://example.org/s> <https://example.org/q> "r" . }""")
    assert embedded_store.import_file(trig, None) == 3
    assert [g.triples for g in embedded_store.graphs()] == [1, 2]
    out = io.BytesIO()
    embedded_store.export(out, "nt")
    assert len(Graph().parse(data=out.getvalue(), format="nt")) == 2
    out = io.BytesIO()
    embedded_store.export(out, "nq")
    assert len(out.getvalue().splitlines()) == 3
