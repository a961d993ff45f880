"""Answers kept per store snapshot and shared by every web worker: rendered entity pages and data
documents, and /sparql answers, in one SQLite file beside the snapshot
(`<store>-snapshots/<name>.cache.sqlite`), so a page or query answered by one worker is a hit in
all of them, and a new snapshot starts with an empty file of its own.

Entries are keyed by everything the answer depends on (for a page: path and query string,
variant, language, script root; for a query: its text, dataset, format, row cap and base IRI),
within a file that only ever holds answers made from its snapshot, so no answer outlives the data
it was made from. The snapshot collector removes a file with its snapshot. Each kind of entry is
bounded in bytes; the oldest entries of that kind go first (first in, first out: a hit writes
nothing, so hits from many workers never wait for each other). Backends without snapshots (a
remote endpoint, whose data can change under the same name) are not cached.

A process only uses the file of the newest snapshot it has seen: a request that began on an older
one neither reads nor refills any cache. The cache is a help, never a failure: any SQLite error
(a busy file, a full disk) is a miss.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from canpol.graph import snapshots

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, key BLOB NOT NULL,
    body BLOB NOT NULL, mimetype TEXT NOT NULL, headers TEXT NOT NULL, UNIQUE (kind, key));
CREATE TABLE IF NOT EXISTS sizes (kind TEXT PRIMARY KEY, bytes INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS claims (job TEXT PRIMARY KEY);
"""
SUFFIX = ".cache.sqlite"


@dataclass(frozen=True)
class Entry:
    """One answer as it was first sent: body, media type and the headers made with it."""

    body: bytes
    mimetype: str
    headers: tuple[tuple[str, str], ...]


def cache_path(store_path: Path | str, snapshot: str) -> Path:
    """The cache file of one snapshot of the store at `store_path`."""
    return snapshots.snapshots_dir(store_path) / f"{snapshot}{SUFFIX}"


def _digest(key: tuple) -> bytes:
    return hashlib.sha256(repr(key).encode("utf-8")).digest()


class SnapshotCache:
    """The shared cache of a store's snapshots, as one process sees it: `limits` gives the bytes
    each kind of entry may hold per snapshot (a kind not named, or 0, is not cached)."""

    def __init__(self, store_path: Path | str, limits: dict[str, int]):
        self.store_path = Path(store_path)
        self.limits = {kind: int(size) for kind, size in limits.items() if int(size) > 0}
        self._lock = threading.Lock()
        self._snapshot: str | None = None
        self._db: sqlite3.Connection | None = None

    def enabled(self, kind: str) -> bool:
        return kind in self.limits

    def _connection(self, snapshot: str) -> sqlite3.Connection | None:
        """The open file of `snapshot` when it is the newest this process has seen (called with
        the lock held); None for an older snapshot, or when the file cannot be used now."""
        if snapshot != self._snapshot:
            # Names of snapshots sort by the time they were published (graph/snapshots.py).
            if self._snapshot is not None and snapshot < self._snapshot:
                return None
            if self._db is not None:
                self._db.close()
                self._db = None
            self._snapshot = snapshot
        if self._db is None:
            if not (snapshots.snapshots_dir(self.store_path) / snapshot).is_dir():
                return None  # collected already: never make its file again
            try:
                db = sqlite3.connect(cache_path(self.store_path, snapshot), timeout=2.0,
                                     check_same_thread=False, isolation_level=None)
                db.execute("PRAGMA journal_mode=WAL")
                # What a crash loses is only cache: no fsync.
                db.execute("PRAGMA synchronous=OFF")
                db.executescript(SCHEMA)
            except sqlite3.Error as error:
                log.warning("shared cache unavailable for now: %s", error)
                return None
            self._db = db
        return self._db

    def get(self, snapshot: str, kind: str, key: tuple) -> Entry | None:
        if kind not in self.limits:
            return None
        with self._lock:
            db = self._connection(snapshot)
            if db is None:
                return None
            try:
                row = db.execute("SELECT body, mimetype, headers FROM entries WHERE kind = ? AND key = ?",
                                 (kind, _digest(key))).fetchone()
            except sqlite3.Error as error:
                log.warning("shared cache read failed: %s", error)
                return None
        if row is None:
            return None
        return Entry(bytes(row[0]), row[1], tuple(tuple(pair) for pair in json.loads(row[2])))

    def put(self, snapshot: str, kind: str, key: tuple, entry: Entry) -> None:
        limit = self.limits.get(kind)
        size = len(entry.body)
        if limit is None or size > limit // 8:  # one huge answer must not flush everything else
            return
        with self._lock:
            db = self._connection(snapshot)
            if db is None:
                return
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    added = db.execute(
                        "INSERT OR IGNORE INTO entries (kind, key, body, mimetype, headers) VALUES (?, ?, ?, ?, ?)",
                        (kind, _digest(key), entry.body, entry.mimetype, json.dumps(entry.headers))).rowcount
                    if added:
                        db.execute("INSERT INTO sizes VALUES (?, ?) ON CONFLICT (kind) DO UPDATE "
                                   "SET bytes = bytes + excluded.bytes", (kind, size))
                        self._evict(db, kind, limit)
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                log.warning("shared cache write failed: %s", error)

    @staticmethod
    def _evict(db: sqlite3.Connection, kind: str, limit: int) -> None:
        (total,) = db.execute("SELECT bytes FROM sizes WHERE kind = ?", (kind,)).fetchone()
        while total > limit:
            oldest = db.execute("SELECT id, length(body) FROM entries WHERE kind = ? ORDER BY id LIMIT 32",
                                (kind,)).fetchall()
            if not oldest:
                break
            for row_id, length in oldest:
                if total <= limit:
                    break
                db.execute("DELETE FROM entries WHERE id = ?", (row_id,))
                total -= length
            db.execute("UPDATE sizes SET bytes = ? WHERE kind = ?", (total, kind))

    def claim(self, snapshot: str, job: str) -> bool:
        """True for the first caller, in any process, that claims `job` for `snapshot` (so that
        one worker, not all, warms a new snapshot's cache)."""
        with self._lock:
            db = self._connection(snapshot)
            if db is None:
                return False
            try:
                return db.execute("INSERT OR IGNORE INTO claims VALUES (?)", (job,)).rowcount == 1
            except sqlite3.Error as error:
                log.warning("shared cache claim failed: %s", error)
                return False

    def count(self, snapshot: str, kind: str) -> int:
        """Entries of `kind` held for `snapshot` (0 for a snapshot this process does not use)."""
        with self._lock:
            db = self._connection(snapshot)
            if db is None:
                return 0
            return db.execute("SELECT count(*) FROM entries WHERE kind = ?", (kind,)).fetchone()[0]

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


def app_cache() -> SnapshotCache | None:
    """The app's shared cache (made on first use, in the web worker), or None when the store has
    no path (an in-memory store) or every kind is turned off."""
    from flask import current_app

    cache = current_app.extensions.get("canpol.shared_cache")
    if cache is None:
        config = current_app.config
        store_path = config["CANPOL_SETTINGS"].store_path
        limits = {"page": int(config.get("CANPOL_PAGE_CACHE_MB") or 0) * 1024 * 1024,
                  "answer": int(config.get("CANPOL_ANSWER_CACHE_MB") or 0) * 1024 * 1024}
        if store_path is None or not any(size > 0 for size in limits.values()):
            return None
        cache = current_app.extensions.setdefault("canpol.shared_cache", SnapshotCache(store_path, limits))
    return cache
