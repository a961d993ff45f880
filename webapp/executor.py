"""Runs /sparql queries in worker processes with a deadline: a query still running at its
deadline is killed with its process (pyoxigraph cannot interrupt a query from Python), a fresh
worker replaces it, and the web process goes on serving."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import threading
import time
from pathlib import Path

from .query_worker import HEADER, read_frame, write_frame


class QueryTimeout(Exception):
    """The query ran past its deadline and its worker was killed."""


class WorkerFailed(Exception):
    """The worker died or answered garbage (out of memory, crash); it was replaced."""


class Worker:
    """One worker process and the pipes to it."""

    def __init__(self, store_path: Path, memory_mb: int = 0):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "canpol.webapp.query_worker", str(store_path), str(int(memory_mb))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True)
        self._stdout_fd = self.process.stdout.fileno()
        hello = self._read(time.monotonic() + 60)
        if hello.get("status") != "ready":
            self.kill()
            raise WorkerFailed("worker did not start")
        self.network_isolated = bool(hello.get("network_isolated"))

    @property
    def pid(self) -> int:
        return self.process.pid

    def call(self, job: dict, timeout: float) -> dict:
        deadline = time.monotonic() + timeout
        try:
            write_frame(self.process.stdin, job)
        except OSError:
            self.kill()
            raise WorkerFailed("worker is gone") from None
        return self._read(deadline)

    def _read_exactly(self, size: int, deadline: float) -> bytes:
        chunks, missing = [], size
        while missing:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._stdout_fd], [], [], max(left, 0))
            if not ready:
                self.kill()
                raise QueryTimeout()
            chunk = os.read(self._stdout_fd, min(missing, 1 << 20))
            if not chunk:
                self.kill()
                raise WorkerFailed("worker exited")
            chunks.append(chunk)
            missing -= len(chunk)
        return b"".join(chunks)

    def _read(self, deadline: float) -> dict:
        import io
        import pickle

        (size,) = HEADER.unpack(self._read_exactly(HEADER.size, deadline))
        # Reading the answer itself gets a little grace: the query is done, only bytes remain.
        payload = self._read_exactly(size, max(deadline, time.monotonic() + 5))
        try:
            return pickle.loads(payload)
        except Exception:  # noqa: BLE001
            self.kill()
            raise WorkerFailed("worker answered garbage") from None

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except OSError:
                pass

    def alive(self) -> bool:
        return self.process.poll() is None


class QueryPool:
    """At most `size` workers per web process; idle ones are reused, dead or killed ones replaced."""

    def __init__(self, store_path: Path, size: int, memory_mb: int = 0):
        self.store_path = Path(store_path)
        self.size = max(1, int(size))
        self.memory_mb = int(memory_mb)
        self._idle: list[Worker] = []
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(self.size)
        self.killed = 0  # workers killed at a deadline (for tests and logs)
        # Workers die with the thread that started them (Linux PR_SET_PDEATHSIG follows the
        # parent *thread*), and request threads can be short-lived (Flask's dev server makes
        # one per request): so one long-lived thread starts them all.
        from concurrent.futures import ThreadPoolExecutor

        self._spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canpol-query-spawner")

    def run(self, job: dict, timeout: float, wait: float = 5.0) -> dict:
        """The worker's answer to `job`; QueryTimeout when it ran out of time, TimeoutError when
        no worker was free within `wait` seconds."""
        if not self._slots.acquire(timeout=wait):
            raise TimeoutError("all query workers are busy")
        try:
            worker = self._take()
            try:
                answer = worker.call(job, timeout)
            except QueryTimeout:
                self.killed += 1
                raise
            except WorkerFailed:
                worker.kill()
                raise
            self._give_back(worker)
            return answer
        finally:
            self._slots.release()

    def _take(self) -> Worker:
        with self._lock:
            while self._idle:
                worker = self._idle.pop()
                if worker.alive():
                    return worker
        return self._spawner.submit(Worker, self.store_path, self.memory_mb).result()

    def _give_back(self, worker: Worker) -> None:
        with self._lock:
            self._idle.append(worker)

    def worker_pids(self) -> list[int]:
        with self._lock:
            return [w.pid for w in self._idle if w.alive()]

    def close(self) -> None:
        with self._lock:
            workers, self._idle = self._idle, []
        for worker in workers:
            worker.kill()
        self._spawner.shutdown(wait=False)
