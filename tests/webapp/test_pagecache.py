"""The shared cache's own rules: one file per snapshot shared by every process that opens it,
bounded in bytes per kind (oldest entries out first), a new snapshot starting empty, an old one
never read or refilled again, and the file collected with its snapshot."""

from __future__ import annotations

import multiprocessing

import pyoxigraph as ox

from canpol.graph import snapshots
from canpol.webapp.pagecache import Entry, SnapshotCache, cache_path


def entry(size: int, fill: bytes = b"x") -> Entry:
    return Entry(fill * size, "text/html", (("ETag", '"e"'),))


def publish(store_path) -> str:
    """Publish a snapshot of the (writable) store at `store_path`, as a load does."""
    store = ox.Store(str(store_path))
    try:
        return snapshots.publish(store, store_path)
    finally:
        del store


def test_oldest_entries_leave_first_within_the_byte_bound_of_their_kind(tmp_path):
    store = tmp_path / "store"
    s1 = publish(store)
    cache = SnapshotCache(store, {"page": 800, "answer": 10_000})
    for name in "abcdefgh":
        cache.put(s1, "page", (name,), entry(100))
    cache.put(s1, "answer", ("a",), entry(100, b"y"))
    assert cache.count(s1, "page") == 8
    cache.put(s1, "page", ("i",), entry(100))  # one over: the oldest leaves
    assert cache.get(s1, "page", ("a",)) is None and cache.get(s1, "page", ("b",)) is not None
    assert cache.get(s1, "page", ("i",)) == entry(100)
    # kinds are bounded apart, and a key of one kind is not a key of another
    assert cache.get(s1, "answer", ("a",)) == entry(100, b"y")
    assert cache.get(s1, "answer", ("b",)) is None
    cache.put(s1, "page", ("huge",), entry(500))  # over an eighth of the bound: not kept
    assert cache.get(s1, "page", ("huge",)) is None
    off = SnapshotCache(store, {"page": 0})
    off.put(s1, "page", ("z",), entry(10))
    assert not off.enabled("page") and off.get(s1, "page", ("z",)) is None


def test_a_new_snapshot_starts_empty_and_an_old_one_is_neither_read_nor_refilled(tmp_path):
    store = tmp_path / "store"
    s1 = publish(store)
    cache = SnapshotCache(store, {"page": 10_000})
    cache.put(s1, "page", ("a",), entry(10))
    s2 = publish(store)
    assert s2 > s1
    assert cache.get(s2, "page", ("a",)) is None
    cache.put(s1, "page", ("b",), entry(10))  # rendered from s1 by a request that began before
    assert cache.get(s1, "page", ("b",)) is None and cache.get(s1, "page", ("a",)) is None
    cache.put(s2, "page", ("a",), entry(10, b"2"))
    assert cache.get(s2, "page", ("a",)).body == b"2" * 10
    # a process that never saw s1 does not read its file either: s1 was collected at the publish
    assert not cache_path(store, s1).exists()
    assert SnapshotCache(store, {"page": 10_000}).get(s1, "page", ("a",)) is None
    assert not cache_path(store, s1).exists()


def test_the_current_snapshots_file_survives_garbage_collection_and_leaves_with_its_snapshot(tmp_path):
    store = tmp_path / "store"
    s1 = publish(store)
    cache = SnapshotCache(store, {"page": 10_000})
    cache.put(s1, "page", ("a",), entry(10))
    assert snapshots.collect_garbage(store) == [] and cache_path(store, s1).exists()
    cache.close()
    publish(store)
    assert not cache_path(store, s1).exists()


def _child_puts(store, snapshot, queue) -> None:
    cache = SnapshotCache(store, {"page": 10_000, "answer": 10_000})
    cache.put(snapshot, "page", ("/page/person/x", "html"), Entry(b"<html>from the child</html>", "text/html", ()))
    queue.put((cache.claim(snapshot, "warm"), cache.get(snapshot, "answer", ("q",))))


def test_processes_share_entries_and_claims(tmp_path):
    store = tmp_path / "store"
    s1 = publish(store)
    parent = SnapshotCache(store, {"page": 10_000, "answer": 10_000})
    parent.put(s1, "answer", ("q",), Entry(b'{"boolean": true}', "application/sparql-results+json", ()))
    assert parent.claim(s1, "warm")
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_child_puts, args=(store, s1, queue))
    child.start()
    claimed, seen = queue.get(timeout=60)
    child.join(60)
    assert child.exitcode == 0
    assert claimed is False  # the parent claimed the warming first
    assert seen == Entry(b'{"boolean": true}', "application/sparql-results+json", ())
    assert parent.get(s1, "page", ("/page/person/x", "html")).body == b"<html>from the child</html>"
