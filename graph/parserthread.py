"""One long-lived thread with a large stack for recursive parsers (rdflib's SPARQL grammar).

pyparsing recurses once per triple pattern and nested group. Run in a thread of its own with a
large stack and a high recursion limit, a deep query fails with RecursionError, which callers
turn into an answer, instead of overflowing the C stack of the thread that serves a request."""

from __future__ import annotations

import sys
import threading
from concurrent.futures import ThreadPoolExecutor


class ParserThread:
    """`run(function, *args)` in the one thread of this pool, started at its first task."""

    def __init__(self, name: str, stack: int, recursion: int):
        self.name, self.stack, self.recursion = name, stack, recursion
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def run(self, function, *args):
        with self._lock:
            if self._pool is None:
                # threading.stack_size applies to threads started after it: the pool's thread
                # starts with this first task, and the previous size is restored at once.
                previous = threading.stack_size(self.stack)
                try:
                    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
                    started = pool.submit(sys.setrecursionlimit, max(sys.getrecursionlimit(), self.recursion))
                finally:
                    threading.stack_size(previous)
                started.result()
                self._pool = pool
        return self._pool.submit(function, *args).result()
