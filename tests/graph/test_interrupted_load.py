"""A load killed part-way leaves the store as it was; one killed after its commit point completes."""

from __future__ import annotations

import errno
import gc
import os
import subprocess
import sys
import textwrap
import time

import pytest
from rdflib import Graph, Literal, URIRef

from canpol.graph.embedded import STAGING_PREFIX, EmbeddedStore

G = "https://example.org/graph/g"
OLD = '<https://example.org/s> <https://example.org/p> "old" .\n'

LOADER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from canpol.graph.embedded import EmbeddedStore
    store = EmbeddedStore(sys.argv[1])
    print("opened", flush=True)
    store.import_file(Path(sys.argv[2]), sys.argv[3])
    print("finished", flush=True)
""")


def new_lines(start: int, count: int) -> str:
    return "".join(f'<https://example.org/n{i}> <https://example.org/p> "new {i}" .\n'
                   for i in range(start, start + count))


def open_when_read(fifo, loader, seconds: float = 60.0):
    """Open the FIFO for writing once the loader reads it (never block if the loader died)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            break
        except OSError as error:
            if error.errno != errno.ENXIO:
                raise
            if loader.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the loader never read the file (exit code {loader.poll()})")
            time.sleep(0.05)
    os.set_blocking(fd, True)
    return os.fdopen(fd, "w", encoding="utf-8")


def kill_mid_load(store_path, tmp_path, graph: str) -> None:
    """Start a load from a FIFO, feed it half a file, then SIGKILL the loader while it waits."""
    fifo = tmp_path / "slow.nt"
    os.mkfifo(fifo)
    loader = subprocess.Popen([sys.executable, "-c", LOADER, str(store_path), str(fifo), graph],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert loader.stdout.readline().strip() == "opened"
        with open_when_read(fifo, loader) as feed:
            for chunk in range(20):
                feed.write(new_lines(chunk * 5000, 5000))
            feed.flush()
            time.sleep(1.0)  # the loader is now inside the load, blocked on the rest of the file
            loader.kill()
            loader.wait(timeout=30)
    finally:
        if loader.poll() is None:
            loader.kill()
    assert loader.returncode == -9, "the loader must have been killed, not finished"


@pytest.mark.slow
def test_killed_replacement_leaves_the_old_graph(store_path, tmp_path):
    old = tmp_path / "old.nt"
    old.write_text(OLD, encoding="utf-8")
    store = EmbeddedStore(store_path)
    store.import_file(old, G)
    store.close()
    del store

    kill_mid_load(store_path, tmp_path, G)

    store = EmbeddedStore(store_path)
    assert [(g.iri, g.triples) for g in store.graphs()] == [(G, 1)]
    assert [str(r["o"]) for r in store.select("SELECT ?o WHERE { ?s ?p ?o }")] == ["old"]
    # nothing internal (staging graph, journal) is left behind
    assert store.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }") == [{"g": URIRef(G)}]


@pytest.mark.slow
def test_killed_first_load_leaves_no_graph(store_path, tmp_path):
    EmbeddedStore(store_path).close()
    kill_mid_load(store_path, tmp_path, G)
    store = EmbeddedStore(store_path)
    assert store.graphs() == []
    assert store.select("SELECT * WHERE { GRAPH ?g { ?s ?p ?o } } LIMIT 1") == []


def test_crash_after_commit_point_completes_the_replacement(store_path, tmp_path, monkeypatch):
    old, new = tmp_path / "old.nt", tmp_path / "new.nt"
    old.write_text(OLD, encoding="utf-8")
    new.write_text(new_lines(0, 3), encoding="utf-8")
    store = EmbeddedStore(store_path)
    store.import_file(old, G)

    real_bulk_load = EmbeddedStore._bulk_load
    calls = []

    def crash_on_second_call(self, *args, **kwargs):
        calls.append(args)
        if len(calls) == 2:  # the first call staged the data; the second is the swap
            raise KeyboardInterrupt("simulated crash during the swap")
        return real_bulk_load(self, *args, **kwargs)

    monkeypatch.setattr(EmbeddedStore, "_bulk_load", crash_on_second_call)
    with pytest.raises(KeyboardInterrupt):
        store.import_file(new, G)
    monkeypatch.undo()
    store.close()
    del store
    gc.collect()  # (see below: the interrupted call's frames must let the database go first)

    store = EmbeddedStore(store_path)  # recovery completes the committed replacement
    assert sorted(str(r["o"]) for r in store.select("SELECT ?o WHERE { ?s ?p ?o }")) == \
        ["new 0", "new 1", "new 2"]
    assert [g.iri for g in store.graphs()] == [G]


class _CrashOnStagingRemoval:
    """The engine store, except that removing the n-th staging graph is a crash."""

    def __init__(self, inner, n: int):
        self._inner, self._left = inner, n

    def __getattr__(self, name):
        return getattr(self._inner, name)

    def remove_graph(self, graph):
        if graph.value.startswith(STAGING_PREFIX):
            self._left -= 1
            if self._left == 0:
                raise KeyboardInterrupt("simulated crash while removing the staging graphs")
        return self._inner.remove_graph(graph)


def test_crash_while_cleaning_up_a_batch_keeps_every_swapped_graph(store_path):
    G2 = G + "2"
    store = EmbeddedStore(store_path)
    store.replace_graphs({G: graph_of("old 1"), G2: graph_of("old 2")})
    engine = store._store
    store._store = _CrashOnStagingRemoval(engine, 2)  # the first graph is swapped and cleaned up
    with pytest.raises(KeyboardInterrupt):
        store.replace_graphs({G: graph_of("new 1", "new 1b"), G2: graph_of("new 2")})
    store._store = engine
    store.close()
    del store, engine
    # pyoxigraph closes the database when its object is dropped, and the interrupted call's frames
    # (a reference cycle through the exception's traceback) still hold the wrapper and the engine:
    # without a collection here the old handle may be dropped while the reopened store writes to the
    # same files (a segfault in one CI run, in the recovery's bulk write)
    gc.collect()

    store = EmbeddedStore(store_path)  # recovery finishes the second graph, keeps the first
    values = {g: sorted(str(r["o"]) for r in store.select("SELECT ?o WHERE { GRAPH ?g { ?s ?p ?o } }",
                                                          {"g": URIRef(g)})) for g in (G, G2)}
    assert values == {G: ["new 1", "new 1b"], G2: ["new 2"]}
    assert [g.iri for g in store.graphs()] == [G, G2]
    assert store.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } } ORDER BY ?g") == \
        [{"g": URIRef(G)}, {"g": URIRef(G2)}]


def graph_of(*values: str) -> Graph:
    graph = Graph()
    for n, value in enumerate(values):
        graph.add((URIRef(f"https://example.org/s{n}"), URIRef("https://example.org/p"), Literal(value)))
    return graph
