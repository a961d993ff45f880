"""Rendered entity pages and data documents kept in memory per store snapshot (an LRU bounded in
bytes), so a page asked again costs a dictionary lookup instead of its queries and rendering.

Entries are keyed by the snapshot the request reads plus everything the answer depends on (path
and query string, variant, language, script root). A load publishes a new snapshot: the first
request that reads it empties the cache, so no page outlives the data it was made from. Backends
without snapshots (a remote endpoint, whose data can change under the same name) are not cached.
Each web worker process has its own cache.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One answer as it was first sent: body, media type and the headers made with it."""

    body: bytes
    mimetype: str
    headers: tuple[tuple[str, str], ...]


class PageCache:
    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._entries: OrderedDict[tuple, Entry] = OrderedDict()
        self._size = 0
        self._snapshot: str | None = None

    def _current(self, snapshot: str) -> bool:
        """Whether entries of `snapshot` belong here; a newer snapshot empties the cache. (Names
        of snapshots sort by the time they were published, see graph/snapshots.py: a request that
        began on an older one neither reads nor refills the cache.)"""
        if snapshot == self._snapshot:
            return True
        if self._snapshot is not None and snapshot < self._snapshot:
            return False
        self._entries.clear()
        self._size = 0
        self._snapshot = snapshot
        return True

    def get(self, snapshot: str, key: tuple) -> Entry | None:
        with self._lock:
            if not self._current(snapshot):
                return None
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, snapshot: str, key: tuple, entry: Entry) -> None:
        size = len(entry.body)
        if size > self.max_bytes // 8:  # one huge document must not flush everything else
            return
        with self._lock:
            if not self._current(snapshot):
                return
            old = self._entries.pop(key, None)
            if old is not None:
                self._size -= len(old.body)
            self._entries[key] = entry
            self._size += size
            while self._size > self.max_bytes and self._entries:
                _, evicted = self._entries.popitem(last=False)
                self._size -= len(evicted.body)

    def __len__(self) -> int:
        return len(self._entries)
