"""GraphWriter: documents' graphs written several per store write, flushed by count, size and time;
a bad graph fails alone and leaves nothing partial."""

from __future__ import annotations

from rdflib import Graph, Literal, URIRef

from canpol.loaders.writer import Failed, GraphWriter, Written

EX = "https://example.org/"


def graph_of(n: int, subject: str = "s") -> Graph:
    graph = Graph()
    for i in range(n):
        graph.add((URIRef(EX + subject), URIRef(EX + "p"), Literal(i)))
    return graph


class CountingStore:
    """An embedded store that counts its writes."""

    def __init__(self, store):
        self.store, self.batches, self.singles = store, [], 0

    def replace_graphs(self, graphs):
        self.batches.append(sorted(graphs))
        return self.store.replace_graphs(graphs)

    def replace_graph(self, iri, graph):
        self.singles += 1
        return self.store.replace_graph(iri, graph)


def test_graphs_are_written_in_batches_of_max_graphs(embedded_store):
    store = CountingStore(embedded_store)
    writer = GraphWriter(store, max_graphs=3, max_seconds=1e9)
    outcomes = []
    for n in range(7):
        outcomes += writer.add("in.jsonl", f"{EX}g{n}", graph_of(n + 1))
    assert len(outcomes) == 6 and writer.pending == 1
    outcomes += writer.flush()
    assert outcomes == [Written("in.jsonl", f"{EX}g{n}", n + 1) for n in range(7)]
    assert [len(b) for b in store.batches] == [3, 3] and store.singles == 1
    assert len(embedded_store.graphs()) == 7


def test_a_batch_is_written_when_it_holds_max_triples(embedded_store):
    writer = GraphWriter(embedded_store, max_graphs=100, max_triples=10, max_seconds=1e9)
    assert writer.add("a", EX + "g1", graph_of(6)) == []
    assert [o.graph for o in writer.add("a", EX + "g2", graph_of(6))] == [EX + "g1", EX + "g2"]
    assert writer.pending == 0


def test_a_batch_is_written_when_its_first_graph_waited_max_seconds(embedded_store):
    now = [0.0]
    writer = GraphWriter(embedded_store, max_graphs=100, max_seconds=2.0, clock=lambda: now[0])
    assert writer.add("a", EX + "g1", graph_of(1)) == []
    now[0] = 1.5
    assert writer.add("a", EX + "g2", graph_of(1)) == []
    now[0] = 2.5
    assert len(writer.add("a", EX + "g3", graph_of(1))) == 3
    now[0] = 3.0
    assert writer.add("a", EX + "g4", graph_of(1)) == []  # the clock starts again with a new batch


def test_the_same_graph_twice_keeps_the_later_content(embedded_store):
    writer = GraphWriter(embedded_store, max_graphs=100, max_seconds=1e9)
    writer.add("a", EX + "g", graph_of(3))
    assert writer.add("a", EX + "g", graph_of(1)) == [Written("a", EX + "g", 3)]
    writer.flush()
    assert [(g.iri, g.triples) for g in embedded_store.graphs()] == [(EX + "g", 1)]


def test_a_bad_graph_fails_alone_with_its_document_named(embedded_store):
    store = CountingStore(embedded_store)
    writer = GraphWriter(store, max_graphs=100, max_seconds=1e9)
    bad = graph_of(2)
    bad.add((URIRef(EX + "not an iri"), URIRef(EX + "p"), Literal(1)))
    writer.add("in.jsonl", EX + "g1", graph_of(2), label="in.jsonl#1")
    writer.add("in.jsonl", EX + "g2", bad, label="in.jsonl#2")
    writer.add("in.jsonl", EX + "g3", graph_of(2), label="in.jsonl#3")
    outcomes = writer.flush()
    assert [type(o) for o in outcomes] == [Written, Failed, Written]
    assert outcomes[1].message.startswith("in.jsonl#2: ") and "g2" in outcomes[1].message
    assert len(store.batches) == 1 and store.singles == 3  # the batch failed whole, then one by one
    assert [g.iri for g in embedded_store.graphs()] == [EX + "g1", EX + "g3"]
