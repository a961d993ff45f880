"""Runaway isolation of /sparql: cheap-query throughput with 0, 1, 2 and 3 runaway queries running
at once, through a live `canpol serve` (figures in docs/reliability.md).

    python bench/runaways.py [--seconds 10] [--rounds 3] [--clients 8] [--runaways 0,1,2,3] [--workers 2]

Every client (cheap or runaway) sends from its own loopback address (127.0.0.x), as distinct
clients on a network would, so per-address limits apply to each alone. A runaway is a cartesian
product that runs until its deadline (CANPOL_QUERY_TIMEOUT, 10 s) and is sent again at once.
The settings are measured in interleaved rounds (0, 1, 2, 3, 0, 1, ...) so that a change in
the machine's other load over the run weighs on every setting alike.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlencode

CHEAP = ("PREFIX canpol: <https://w3id.org/canpol/ontology#> "
         "SELECT ?s WHERE { ?s a canpol:Person } LIMIT 5")
RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }"


ERRORS: list = []  # the first unexpected answers, shown after the table


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def build_store(folder: Path) -> Path:
    """A small store: a few people and 400 numbers (a cartesian product of them never ends)."""
    from canpol.graph.embedded import EmbeddedStore

    data = folder / "data.nt"
    with open(data, "w") as out:
        for i in range(20):
            out.write(f"<urn:p:{i}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
                      "<https://w3id.org/canpol/ontology#Person> .\n")
        for i in range(400):
            out.write(f"<urn:n:{i}> <urn:p:value> \"{i}\" .\n")
    store = EmbeddedStore(folder / "store")
    store.import_file(data, "urn:graph:bench")
    store.close()
    return folder / "store"


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve(store: Path, workers: int, log: Path, env: dict | None = None):
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "canpol", "--store", str(store), "serve", "--host", "127.0.0.1",
         "--port", str(port), "--workers", str(workers)],
        stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True,
        env={**os.environ, **(env or {})})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", "/sparql")
            if connection.getresponse().status == 200:
                return process, port
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"canpol serve did not start; see {log}")


def client(port: int, source: str, query: str, stop_at: float, record) -> None:
    path = "/sparql?" + urlencode({"query": query})
    connection = None
    while time.monotonic() < stop_at:
        if connection is None:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(source, 0))
        started = time.monotonic()
        try:
            connection.request("GET", path, headers={"Accept": "text/csv"})
            response = connection.getresponse()
            body = response.read()
            status = response.status
            if status not in (200, 504) and len(ERRORS) < 20:
                ERRORS.append((status, body[:200]))
            if response.getheader("Connection", "").lower() == "close":
                connection.close()
                connection = None
        except (OSError, http.client.HTTPException):
            status = "error"
            connection.close()
            connection = None
        record(status, time.monotonic() - started, time.monotonic())


def measure(port: int, clients: int, runaways: int, seconds: float) -> dict:
    cheap: list[tuple] = []
    heavy: list[tuple] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def recorder(into):
        def record(status, latency, at):
            if at <= stop_at:
                with lock:
                    into.append((status, latency))
        return record

    threads = [threading.Thread(target=client, args=(port, f"127.0.1.{i + 1}", RUNAWAY, stop_at, recorder(heavy)))
               for i in range(runaways)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)  # the runaways are running before the cheap clients start
    stop_at = time.monotonic() + seconds
    cheap_threads = [threading.Thread(target=client, args=(port, f"127.0.0.{i + 10}", CHEAP, stop_at, recorder(cheap)))
                     for i in range(clients)]
    for thread in cheap_threads:
        thread.start()
    for thread in cheap_threads + threads:
        thread.join()
    latencies = [latency for status, latency in cheap if status == 200]
    return {"runaways": runaways, "answers": len(latencies), "per_s": len(latencies) / seconds,
            "p50": percentile(latencies, 0.5), "p95": percentile(latencies, 0.95),
            "cheap_status": dict(Counter(status for status, _ in cheap)),
            "runaway_status": dict(Counter(status for status, _ in heavy))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10, help="seconds of one setting in one round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--runaways", default="0,1,2,3")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="canpol-runaways-") as tmp:
        store = build_store(Path(tmp))
        process, port = serve(store, args.workers, Path(tmp) / "serve.log")
        try:
            settings = [int(n) for n in args.runaways.split(",")]
            rounds = [[measure(port, args.clients, n, args.seconds) for n in settings] for _ in range(args.rounds)]
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
    rows = []
    for column in zip(*rounds):
        total = {"runaways": column[0]["runaways"], "answers": sum(r["answers"] for r in column),
                 "p50": sorted(r["p50"] for r in column)[len(column) // 2],
                 "p95": max(r["p95"] for r in column), "cheap_status": Counter(), "runaway_status": Counter()}
        for r in column:
            total["cheap_status"].update(r["cheap_status"])
            total["runaway_status"].update(r["runaway_status"])
        rows.append(total)
    base = rows[0]["answers"] or 1
    seconds = args.seconds * args.rounds
    print(f"{args.clients} cheap clients, {args.rounds} rounds of {args.seconds:g} s per setting, "
          f"canpol serve --workers {args.workers}")
    print("| runaways | cheap answers | answers/s | vs none | p50 ms (median round) | p95 ms (worst round) "
          "| cheap statuses | runaway statuses |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['runaways']} | {row['answers']} | {row['answers'] / seconds:.0f} | "
              f"{100 * row['answers'] / base:.0f} % | {1000 * row['p50']:.0f} | {1000 * row['p95']:.0f} | "
              f"{dict(row['cheap_status'])} | {dict(row['runaway_status'])} |")
    for status, body in ERRORS:
        print(f"unexpected: {status} {body!r}")


if __name__ == "__main__":
    main()
