"""A live `canpol serve` on 127.0.0.1 for tests, on a free port of the range the tests own."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import requests

PORTS = range(5100, 5190)


def free_port(ports: range = PORTS) -> int:
    """A port of the range nobody listens on (ranges keep test modules off each other's ports)."""
    for port in ports:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {ports.start}-{ports.stop - 1}")


@contextlib.contextmanager
def live_server(store_path: Path, *, workers: int = 1, threads: int = 2, env: dict | None = None):
    """Start `canpol serve` on the store, wait until it answers, yield its base URL, stop it."""
    port = free_port()
    environ = {**os.environ, **(env or {})}
    log = open(store_path.parent / f"serve-{port}.log", "wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "canpol", "--store", str(store_path), "serve", "--host", "127.0.0.1",
         "--port", str(port), "--workers", str(workers), "--threads", str(threads)],
        env=environ, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"canpol serve exited: {(store_path.parent / log.name).read_text()}")
            try:
                if requests.get(base + "/sparql", timeout=2).status_code == 200:
                    break
            except requests.ConnectionError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("canpol serve did not answer within 60 s")
            time.sleep(0.2)
        yield base, process
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        log.close()


def descendants(pid: int) -> dict[int, str]:
    """Every process below `pid`, with its command line (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = {}, [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            try:
                found[child] = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            todo.append(child)
    return found


def query_workers(pid: int) -> set[int]:
    return {p for p, cmd in descendants(pid).items() if "canpol.webapp.query_worker" in cmd}
