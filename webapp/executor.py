"""Runs /sparql queries in worker processes with a deadline: a query still running at its
deadline is killed with its process (pyoxigraph cannot interrupt a query from Python), a fresh
worker replaces it, and the web process goes on serving.

Admission control keeps runaway queries from stalling the cheap ones. A query gets one of the
`size` query slots, waiting at most `queue_timeout` seconds in a queue of at most `queue`
requests (503 with Retry-After beyond); one client address holds at most `per_client` queries,
running or waiting (429). A query still running after `long_after` seconds is a long query: its
worker is reniced to the lowest CPU priority and, while one of `long_slots` extra slots is free,
the query moves there and frees its slot for the next query. So a runaway takes its own worker
and little CPU, and the cheap queries keep their slots. A reniced worker is reused only where
the server may raise a priority again (CAP_SYS_NICE); elsewhere it is ended after its query and
a fresh one is started in the background.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

from .query_worker import HEADER, write_frame


class QueryTimeout(Exception):
    """The query ran past its deadline and its worker was killed."""


class WorkerFailed(Exception):
    """The worker died or answered garbage (out of memory, crash); it was replaced."""


class Busy(TimeoutError):
    """The query was not admitted: `status` 503 (queue full, or no slot within the queue
    deadline) or 429 (this client has too many queries at once), with a Retry-After."""

    def __init__(self, status: int, message: str, retry_after: int):
        super().__init__(message)
        self.status = status
        self.message = message
        self.retry_after = retry_after


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

    def call(self, job: dict, timeout: float, long_after: float | None = None, on_long=None) -> dict:
        """The answer to `job`; `on_long()` is called once if the query is still running after
        `long_after` seconds."""
        deadline = time.monotonic() + timeout
        try:
            write_frame(self.process.stdin, job)
        except OSError:
            self.kill()
            raise WorkerFailed("worker is gone") from None
        if on_long is not None and long_after is not None and long_after < timeout:
            ready, _, _ = select.select([self._stdout_fd], [], [], long_after)
            if not ready:
                on_long()
        return self._read(deadline)

    def _threads(self) -> list[int]:
        try:
            return [int(t) for t in os.listdir(f"/proc/{self.pid}/task")]
        except OSError:
            return [self.pid]

    def lower_priority(self) -> None:
        """The lowest CPU priority (nice 19, and the idle scheduling class) for every thread of
        the worker (Linux applies a priority per thread)."""
        for tid in self._threads():
            try:
                os.setpriority(os.PRIO_PROCESS, tid, 19)
                # SCHED_IDLE: the CPU only when nothing else wants it (Linux; any user may)
                os.sched_setscheduler(tid, os.SCHED_IDLE, os.sched_param(0))
            except (OSError, AttributeError):
                pass

    def priority(self) -> tuple[int, str]:
        """(nice value, scheduling class) of the worker's main thread."""
        nice = os.getpriority(os.PRIO_PROCESS, self.pid)
        idle = hasattr(os, "SCHED_IDLE") and os.sched_getscheduler(self.pid) == os.SCHED_IDLE
        return nice, "idle" if idle else "normal"

    def restore_priority(self) -> bool:
        """Normal priority again; False when not allowed (it needs CAP_SYS_NICE), and then the
        worker is not reused."""
        try:
            for tid in self._threads():
                if hasattr(os, "SCHED_IDLE"):
                    os.sched_setscheduler(tid, os.SCHED_OTHER, os.sched_param(0))
                os.setpriority(os.PRIO_PROCESS, tid, 0)
        except OSError:
            return False
        return True

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
    """Query slots with admission control over worker processes; idle workers are reused, dead,
    killed or reniced ones replaced (see the module's docstring)."""

    def __init__(self, store_path: Path, size: int, memory_mb: int = 0, *, long_slots: int | None = None,
                 queue: int = 8, queue_timeout: float = 5.0, per_client: int = 0, long_after: float = 1.0,
                 prestart: bool = False):
        self.store_path = Path(store_path)
        self.size = max(1, int(size))
        self.memory_mb = int(memory_mb)
        self.long_slots = self.size if long_slots is None else max(0, int(long_slots))
        self.queue = max(0, int(queue))
        self.queue_timeout = float(queue_timeout)
        self.per_client = max(0, int(per_client))
        self.long_after = float(long_after)
        self._idle: list[Worker] = []
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._running = 0  # queries holding one of the `size` slots
        self._long = 0  # queries moved to a long slot
        self._waiting = 0
        self._clients: Counter = Counter()
        self._busy: set[Worker] = set()
        self.killed = 0  # workers killed at a deadline (for tests and logs)
        self.network_isolated: bool | None = None  # as the last started worker reported
        # Workers die with the thread that started them (Linux PR_SET_PDEATHSIG follows the
        # parent *thread*), and request threads can be short-lived (Flask's dev server makes
        # one per request): so one long-lived thread starts them all.
        from concurrent.futures import ThreadPoolExecutor

        self._spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canpol-query-spawner")
        self._starting = 0  # workers being started
        self._takers = 0  # queries waiting for an idle worker
        self._start_failed = False
        if prestart:
            # The first queries should not all wait for processes to start.
            for _ in range(self.size):
                self._replenish()

    def run(self, job: dict, timeout: float, wait: float | None = None, client: str | None = None) -> dict:
        """The worker's answer to `job`; QueryTimeout when it ran out of time, Busy (a
        TimeoutError) when it was not admitted."""
        wait = self.queue_timeout if wait is None else wait
        self._admit(client, wait)
        slot = {"long": False, "reniced": False}
        worker = None
        try:
            worker = self._take()
            with self._lock:
                self._busy.add(worker)
            try:
                answer = worker.call(job, timeout, self.long_after, lambda: self._moved_long(worker, slot))
            except QueryTimeout:
                self.killed += 1
                self._replenish()
                raise
            except WorkerFailed:
                worker.kill()
                self._replenish()
                raise
            if slot["reniced"] and not worker.restore_priority():
                worker.kill()
                self._replenish()
            else:
                self._give_back(worker)
            return answer
        finally:
            with self._changed:
                if worker is not None:
                    self._busy.discard(worker)
                if slot["long"]:
                    self._long -= 1
                else:
                    self._running -= 1
                self._leave(client)
                self._changed.notify_all()  # slot waiters and worker waiters share the condition

    def _admit(self, client: str | None, wait: float) -> None:
        with self._changed:
            if self.per_client and client is not None and self._clients[client] >= self.per_client:
                raise Busy(429, f"this address already has {self.per_client} queries running or waiting; "
                                "wait for one to finish", 2)
            if self._running >= self.size and self._waiting >= self.queue:
                raise Busy(503, "all query workers are busy and the queue is full; try again shortly", 2)
            self._clients[client] += 1
            self._waiting += 1
            deadline = time.monotonic() + wait
            try:
                while self._running >= self.size:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        self._leave(client)
                        raise Busy(503, f"no query worker was free within {wait:g} s; try again shortly", 2)
                    self._changed.wait(left)
                self._running += 1
            finally:
                self._waiting -= 1

    def _leave(self, client: str | None) -> None:
        self._clients[client] -= 1
        if self._clients[client] <= 0:
            del self._clients[client]

    def _moved_long(self, worker: Worker, slot: dict) -> None:
        """A query past `long_after`: lowest CPU priority, and a long slot when one is free, so
        that its own slot goes to the next query."""
        worker.lower_priority()
        slot["reniced"] = True
        with self._changed:
            if self._long < self.long_slots:
                self._long += 1
                self._running -= 1
                slot["long"] = True
                self._changed.notify_all()  # slot waiters and worker waiters share the condition

    def _take(self) -> Worker:
        """An idle worker; when there is none, one more is started for each query waiting for
        one, and the query takes whichever worker is idle first (it does not wait behind the
        start of a worker when another becomes idle sooner)."""
        with self._changed:
            self._takers += 1
            try:
                while True:
                    worker = self._pop_idle()
                    if worker is not None:
                        return worker
                    if self._start_failed:
                        self._start_failed = False
                        raise WorkerFailed("a query worker did not start")
                    if self._starting < self._takers:
                        self._starting += 1
                        self._spawner.submit(self._start_into_idle)
                    self._changed.wait(0.1)
            finally:
                self._takers -= 1

    def _pop_idle(self) -> Worker | None:
        while self._idle:
            worker = self._idle.pop()
            if worker.alive():
                return worker
        return None

    def _start_into_idle(self) -> None:
        try:
            worker = Worker(self.store_path, self.memory_mb)
        except Exception:  # noqa: BLE001 - a worker that did not start is reported to a waiting query
            with self._changed:
                self._starting -= 1
                self._start_failed = True
                self._changed.notify_all()
            return
        with self._changed:
            self._starting -= 1
            self.network_isolated = worker.network_isolated
            self._idle.append(worker)
            self._changed.notify_all()

    def _replenish(self) -> None:
        """Start a worker in the background when a killed one leaves fewer idle than slots, so
        that the next cheap query does not wait for a process to start."""
        with self._changed:
            if len(self._idle) + self._starting >= self.size:
                return
            self._starting += 1
        try:
            self._spawner.submit(self._start_into_idle)
        except RuntimeError:  # closed meanwhile
            with self._changed:
                self._starting -= 1

    def _give_back(self, worker: Worker) -> None:
        with self._changed:
            self._idle.append(worker)
            self._changed.notify_all()

    def _busy_workers(self) -> list[Worker]:
        with self._lock:
            return list(self._busy)

    def worker_pids(self) -> list[int]:
        with self._lock:
            return [w.pid for w in self._idle if w.alive()]

    def close(self) -> None:
        self._spawner.shutdown(wait=True, cancel_futures=True)
        with self._lock:
            workers, self._idle = self._idle, []
        for worker in workers:
            worker.kill()
