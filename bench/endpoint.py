"""Benchmark of the /sparql endpoint: a query mix over ~1 M synthetic triples in canpol's shape,
through HTTP (`canpol serve`) with 1 and 8 concurrent clients, against the same queries run by
the engine in process; queries/s, p50/p95 latency, the HTTP/in-process ratio, and the memory of
the serving processes.

    python bench/endpoint.py [--people 50000] [--store DIR] [--seconds 10] [--workers 2 --threads 4]

With --store DIR the synthetic store is built there once and reused by later runs.
"""

from __future__ import annotations

import argparse
import http.client
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

import pyoxigraph as ox

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import endpoint_data  # noqa: E402

QUERIES = {path.stem: path.read_text(encoding="utf-8") for path in sorted((HERE / "queries").glob("*.rq"))}
JSON = "application/sparql-results+json"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def round_robin(clients: int, seconds: float, make_runner) -> tuple[list[float], list[str], float]:
    """Run `clients` threads, each calling its runner on the query mix in turn for `seconds`:
    (latencies in seconds, errors, elapsed seconds)."""
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def client(index: int):
        run = make_runner()
        names = list(QUERIES)
        i = index
        mine = []
        while time.monotonic() < stop_at:
            name = names[i % len(names)]
            i += 1
            started = time.perf_counter()
            try:
                run(name)
            except Exception as error:  # noqa: BLE001 - reported, not hidden
                errors.append(f"{name}: {error}")
                continue
            mine.append(time.perf_counter() - started)
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, errors, time.monotonic() - started


def run_clients(clients: int, seconds: float, make_runner) -> dict:
    """The round-robin mix from `clients` threads: queries/s and p50/p95 latency in ms."""
    latencies, errors, elapsed = round_robin(clients, seconds, make_runner)
    return {"qps": len(latencies) / elapsed, "p50": percentile(latencies, 0.5) * 1000,
            "p95": percentile(latencies, 0.95) * 1000, "n": len(latencies), "errors": errors[:5]}


def in_process_runner(store: ox.Store):
    def make():
        def run(name: str):
            answer = store.query(QUERIES[name], use_default_graph_as_union=True)
            # The same work the endpoint does: the answer serialized as SPARQL JSON.
            answer.serialize(format=ox.QueryResultsFormat.JSON)
        return run
    return make


def http_runner(port: int, path: str = "/sparql"):
    """Clients of a SPARQL endpoint on 127.0.0.1:`port` at `path` (canpol serve, or Virtuoso)."""
    def make():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

        def run(name: str):
            body = urlencode({"query": QUERIES[name]})
            connection.request("POST", path, body=body, headers={
                "Content-Type": "application/x-www-form-urlencoded", "Accept": JSON})
            response = connection.getresponse()
            data = response.read()
            if response.status != 200:
                raise RuntimeError(f"HTTP {response.status}: {data[:100]!r}")
            if response.getheader("Canpol-Result-Truncated"):
                raise RuntimeError("truncated")
            return data
        return run
    return make


def per_query_latency(run, repeats: int = 20) -> dict[str, float]:
    out = {}
    for name in QUERIES:
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            run(name)
            times.append(time.perf_counter() - started)
        out[name] = statistics.median(times) * 1000
    return out


def tree_memory(pid: int) -> tuple[float, float, int]:
    """(sum of RSS, sum of PSS) in MB and the process count, for `pid` and its descendants."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    pids, todo = [pid], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            pids.append(child)
            todo.append(child)
    rss = pss = 0
    for p in pids:
        try:
            for line in open(f"/proc/{p}/smaps_rollup"):
                if line.startswith("Rss:"):
                    rss += int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss += int(line.split()[1])
        except OSError:
            pass
    return rss / 1024, pss / 1024, len(pids)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=50_000, help="synthetic people (about 20 quads each)")
    parser.add_argument("--store", type=Path, default=None, help="store folder to build once and reuse")
    parser.add_argument("--seconds", type=float, default=10.0, help="duration of each throughput run")
    parser.add_argument("--port", type=int, default=5190)
    parser.add_argument("--workers", type=int, default=2, help="canpol serve --workers")
    parser.add_argument("--threads", type=int, default=2, help="canpol serve --threads")
    args = parser.parse_args()

    from canpol.graph import snapshots

    tmp = None
    store_path = args.store
    if store_path is None:
        tmp = Path(tempfile.mkdtemp(prefix="canpol-bench-"))
        store_path = tmp / "store"
    if snapshots.current_name(store_path) is None:
        started = time.perf_counter()
        count = endpoint_data.build(store_path, args.people)
        print(f"built {count} quads in {time.perf_counter() - started:.1f} s")
    snapshot = snapshots.open_current(store_path)
    store = snapshot.store
    print(f"store: {len(store)} quads; queries: {', '.join(QUERIES)}")

    results = {}
    inproc = in_process_runner(store)
    for name in QUERIES:  # warm the caches
        inproc()(name)
    lat_in = per_query_latency(inproc())
    for clients in (1, 8):
        results[("in-process", clients)] = run_clients(clients, args.seconds, inproc)

    log = open(store_path.parent / "bench-serve.log", "wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "canpol", "--store", str(store_path), "serve", "--port", str(args.port),
         "--workers", str(args.workers), "--threads", str(args.threads)],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        env={**os.environ, "CANPOL_QUERY_TIMEOUT": "60"})
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                http_runner(args.port)()("entity_lookup")
                break
            except (OSError, RuntimeError, http.client.HTTPException):
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("canpol serve did not start; see bench-serve.log")
                time.sleep(0.3)
        # Warm every web worker's query processes (each has its own engine cache).
        run_clients(8, 10, http_runner(args.port))
        lat_http = per_query_latency(http_runner(args.port)())
        for clients in (1, 8):
            results[("HTTP", clients)] = run_clients(clients, args.seconds, http_runner(args.port))
        rss, pss, processes = tree_memory(server.pid)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()

    print()
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print("| mode | clients | queries/s | p50 ms | p95 ms | queries | errors |")
    print("|---|---|---|---|---|---|---|")
    for (mode, clients), r in results.items():
        print(f"| {mode} | {clients} | {r['qps']:.0f} | {r['p50']:.1f} | {r['p95']:.1f} | {r['n']} | {len(r['errors'])} |")
    print()
    for clients in (1, 8):
        ratio = results[("HTTP", clients)]["qps"] / results[("in-process", clients)]["qps"]
        print(f"HTTP / in-process throughput, {clients} client(s): {ratio:.2f}")
    print()
    print("| query | in-process median ms | HTTP median ms (1 client) |")
    print("|---|---|---|")
    for name in QUERIES:
        print(f"| {name} | {lat_in[name]:.2f} | {lat_http[name]:.2f} |")
    print()
    print(f"serving processes: {processes} (gunicorn master, {args.workers} web workers, their query "
          f"workers); RSS sum {rss:.0f} MB, PSS sum {pss:.0f} MB")
    for r in results.values():
        for error in r["errors"]:
            print("error:", error)
    snapshot.release()
    if tmp is not None:
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.rmtree(str(tmp / "store") + "-snapshots", ignore_errors=True)


if __name__ == "__main__":
    main()
