"""Snapshots: what readers open while a writer loads; published atomically, collected when unused."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, URIRef

from canpol.errors import StoreError
from canpol.graph import snapshots
from canpol.graph.embedded import EmbeddedStore

G = "urn:graph:one"


def graph_of(n: int) -> Graph:
    graph = Graph()
    for i in range(n):
        graph.add((URIRef(f"urn:s:{i}"), URIRef("urn:p"), Literal(i)))
    return graph


def count(store) -> int:
    return int(store.select("SELECT (COUNT(*) AS ?n) { ?s ?p ?o }")[0]["n"])


def test_closing_a_written_store_publishes_a_snapshot(store_path):
    store = EmbeddedStore(store_path)
    assert snapshots.current_name(store_path) is None
    store.replace_graph(G, graph_of(3))
    store.close()
    name = snapshots.current_name(store_path)
    assert name and (snapshots.snapshots_dir(store_path) / name).is_dir()
    reader = EmbeddedStore.open_snapshot(store_path)
    assert reader.read_only and reader.snapshot_name == name and count(reader) == 3
    with pytest.raises(StoreError):
        reader.replace_graph(G, graph_of(1))
    with pytest.raises(StoreError):
        reader.remove_graph(G)


def test_a_reader_keeps_its_snapshot_while_a_writer_publishes_newer_ones(store_path):
    writer = EmbeddedStore(store_path)
    writer.replace_graph(G, graph_of(3))
    first = writer.publish_snapshot()
    reader = EmbeddedStore.open_snapshot(store_path)
    writer.replace_graph(G, graph_of(5))
    second = writer.publish_snapshot()
    writer.replace_graph(G, graph_of(7))
    third = writer.publish_snapshot()
    folder = snapshots.snapshots_dir(store_path)
    # The held one survives; the unheld intermediate one is collected; the reader is unchanged.
    assert (folder / first).is_dir() and not (folder / second).exists() and (folder / third).is_dir()
    assert count(reader) == 3
    assert count(EmbeddedStore.open_snapshot(store_path)) == 7
    reader.close()
    del reader
    writer.replace_graph(G, graph_of(9))
    fourth = writer.publish_snapshot()
    assert not (folder / first).exists()
    assert sorted(p.name for p in folder.iterdir() if not p.name.endswith(".lock")) == sorted(["CURRENT", fourth])
    writer.close()


def test_a_store_without_snapshot_gets_one_when_a_reader_opens_it(store_path):
    import pyoxigraph as ox

    raw = ox.Store(str(store_path))
    raw.add(ox.Quad(ox.NamedNode("urn:a"), ox.NamedNode("urn:b"), ox.Literal("c"), ox.NamedNode(G)))
    del raw
    assert count(EmbeddedStore.open_snapshot(store_path)) == 1


def test_the_web_app_store_follows_new_snapshots(store_path):
    from canpol.config import Settings
    from canpol.webapp import create_app
    from canpol.webapp.store import get_store

    writer = EmbeddedStore(store_path)
    writer.replace_graph(G, graph_of(2))
    writer.publish_snapshot()
    app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(store_path=store_path)})
    with app.app_context():
        assert count(get_store()) == 2
    writer.replace_graph(G, graph_of(4))
    writer.publish_snapshot()
    with app.app_context():
        assert count(get_store()) == 4
    writer.close()


def test_the_pointer_follows_every_publish(store_path):
    # Readers ask for the current snapshot on every request through a Pointer, which reads the
    # pointer file again only when its status changed: each publish must still be seen.
    pointer = snapshots.Pointer(store_path)
    assert pointer.name() is None
    writer = EmbeddedStore(store_path)
    names = []
    for n in (1, 2, 3):
        writer.replace_graph(G, graph_of(n))
        names.append(writer.publish_snapshot())
        assert pointer.name() == names[-1] == snapshots.current_name(store_path)
    reader = EmbeddedStore.open_snapshot(store_path)
    assert reader.is_current()
    writer.replace_graph(G, graph_of(4))
    writer.publish_snapshot()
    writer.replace_graph(G, graph_of(5))
    writer.publish_snapshot()  # two publishes between two questions
    assert not reader.is_current()
    writer.close()


def test_a_held_snapshots_side_files_stay_until_it_is_released(store_path):
    # the web app keeps per-snapshot files beside a snapshot (<name>.views/, <name>.cache.sqlite):
    # they are read by whoever holds the snapshot, so they go with it, not before it
    writer = EmbeddedStore(store_path)
    writer.replace_graph(G, graph_of(3))
    first = writer.publish_snapshot()
    reader = EmbeddedStore.open_snapshot(store_path)
    folder = snapshots.snapshots_dir(store_path)
    (folder / f"{first}.views").mkdir()
    (folder / f"{first}.views" / "party.pickle").write_bytes(b"x")
    (folder / f"{first}.cache.sqlite").write_bytes(b"x")
    writer.replace_graph(G, graph_of(5))
    second = writer.publish_snapshot()
    assert (folder / first).is_dir() and (folder / f"{first}.views" / "party.pickle").exists()
    assert (folder / f"{first}.cache.sqlite").exists()
    reader.close()
    del reader
    writer.replace_graph(G, graph_of(7))
    third = writer.publish_snapshot()
    assert sorted(p.name for p in folder.iterdir() if not p.name.endswith(".lock")) == sorted(["CURRENT", third])
    assert second not in {p.name for p in folder.iterdir()}
    writer.close()


def test_reading_the_term_strings_reads_each_distinct_object_once(tmp_path):
    """`read_term_strings` (the web workers' engine warming) asks the engine for the string of
    every distinct object of every graph, blank nodes aside, and leaves the store as it was; nothing
    when the snapshot's files take more than the bytes it is given."""
    from rdflib import BNode

    store = EmbeddedStore(tmp_path / "store")
    first, second = Graph(), Graph()
    a, b = URIRef("http://example.org/a"), URIRef("http://example.org/b")
    first.add((a, URIRef("http://example.org/p"), b))
    first.add((a, URIRef("http://example.org/label"), Literal("Sainte-Foy", lang="fr")))
    first.add((a, URIRef("http://example.org/q"), BNode()))
    second.add((b, URIRef("http://example.org/p"), b))  # the same object in another graph: once
    second.add((b, URIRef("http://example.org/n"), Literal("12", datatype=URIRef("http://www.w3.org/2001/XMLSchema#integer"))))
    store.replace_graphs({"http://example.org/g1": first, "http://example.org/g2": second})
    store.close()
    reader = EmbeddedStore.open_snapshot(tmp_path / "store")
    before = sorted(map(str, (row["o"] for row in reader.select("SELECT ?o WHERE { ?s ?p ?o }"))))
    assert reader.read_term_strings() == len(str(b)) + len("Sainte-Foy") + len("12")
    assert sorted(map(str, (row["o"] for row in reader.select("SELECT ?o WHERE { ?s ?p ?o }")))) == before
    size = reader.files_size()
    assert size > 0 and reader.read_term_strings(size) is not None and reader.read_term_strings(size - 1) is None
