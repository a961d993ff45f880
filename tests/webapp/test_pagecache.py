"""The page cache's own rules: bounded in bytes (least recently used out first), emptied by a
new snapshot, and never refilled from a snapshot that was already replaced."""

from __future__ import annotations

from canpol.webapp.pagecache import Entry, PageCache


def entry(size: int) -> Entry:
    return Entry(b"x" * size, "text/html", ())


def test_least_recently_used_entries_leave_first_within_the_byte_bound():
    cache = PageCache(max_bytes=800)
    for name in ("a", "b", "c", "d"):
        cache.put("s1", (name,), entry(100))
    assert cache.get("s1", ("a",)) is not None  # a is now the most recent
    for name in ("e", "f", "g", "h", "i"):
        cache.put("s1", (name,), entry(100))
    assert cache.get("s1", ("b",)) is None and cache.get("s1", ("a",)) is not None
    assert len(cache) == 8
    cache.put("s1", ("huge",), entry(500))  # over an eighth of the bound: not kept
    assert cache.get("s1", ("huge",)) is None


def test_a_new_snapshot_empties_the_cache_and_an_old_one_does_not_refill_it():
    cache = PageCache(max_bytes=10_000)
    cache.put("s1", ("a",), entry(10))
    assert cache.get("s2", ("a",)) is None and len(cache) == 0
    cache.put("s1", ("a",), entry(10))  # rendered from s1 by a request that started before
    assert cache.get("s2", ("a",)) is None
    assert cache.get("s1", ("b",)) is None  # nor does reading an old one empty it again
    cache.put("s2", ("a",), entry(10))
    assert cache.get("s1", ("a",)) is None
    assert cache.get("s2", ("a",)).body == b"x" * 10
