"""Benchmark of the entity pages: p50/p95 latency of HTML pages and Turtle data documents with
concurrent clients against `canpol serve` over ~1 M synthetic triples in the canpol shape.

    python bench/pages.py                      # build /tmp/canpol-bench-pages (once), serve, measure
    python bench/pages.py --clients 8 --requests 150 --workers 2

The clients are separate processes (one HTTP connection each) so the client's own Python does not
serialise the requests; on a small machine they share the CPU with the server, as a real load
generator on the same host would. Also reports the in-process time of one page (no HTTP, one at a
time) to separate the server's work from queueing.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synthetic  # noqa: E402

HTML = {"Accept": "text/html"}


def build(store: Path, people: int, events: int) -> None:
    """Generate the synthetic data and bulk-load it into a fresh store (skipped if present)."""
    import pyoxigraph as ox

    if store.exists():
        print(f"reusing {store}", file=sys.stderr)
        return
    nq = store.with_suffix(".nq")
    started = time.perf_counter()
    quads = synthetic.write(nq, people=people, events=events)
    ox_store = ox.Store(str(store))
    ox_store.bulk_load(path=str(nq), format=ox.RdfFormat.N_QUADS)
    ox_store.flush()
    del ox_store
    nq.unlink()
    print(f"built {quads} quads in {time.perf_counter() - started:.1f} s", file=sys.stderr)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def client(args) -> list[tuple[str, float, int]]:
    base, paths, seed = args
    session = requests.Session()
    rnd = random.Random(seed)
    out = []
    for i, path in enumerate(paths):
        kind = "html" if i % 2 == 0 else "turtle"
        url = f"{base}/page/{path}" if kind == "html" else f"{base}/data/{path}.ttl"
        started = time.perf_counter()
        response = session.get(url, headers=HTML if kind == "html" else {})
        _ = response.content
        out.append((kind, time.perf_counter() - started, response.status_code))
        rnd.random()
    return out


def in_process(store: Path, paths: list[str]) -> dict[str, float]:
    from canpol.config import Settings
    from canpol.webapp import create_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store)})
    client_ = app.test_client()
    times = {"html": [], "turtle": []}
    for path in paths[:20]:  # warm up
        client_.get(f"/page/{path}", headers=HTML)
    for path in paths:
        for kind, url in (("html", f"/page/{path}"), ("turtle", f"/data/{path}.ttl")):
            started = time.perf_counter()
            client_.get(url, headers=HTML if kind == "html" else {})
            times[kind].append(time.perf_counter() - started)
    return {f"{k}_{name}": percentile(v, q) * 1000 for k, v in times.items()
            for name, q in (("p50", 0.5), ("p95", 0.95))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, default=Path("/tmp/canpol-bench-pages/store"))
    parser.add_argument("--people", type=int, default=20_000)
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--requests", type=int, default=150, help="requests per client")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--port", type=int, default=5250)
    args = parser.parse_args()

    args.store.parent.mkdir(parents=True, exist_ok=True)
    build(args.store, args.people, args.events)
    paths = synthetic.sample_paths(args.people, args.events, n=args.clients * args.requests + 200)

    print("in-process, one request at a time:", file=sys.stderr)
    single = in_process(args.store, paths[-200:])
    for key, value in single.items():
        print(f"  {key}: {value:.1f} ms", file=sys.stderr)

    log = open(args.store.parent / "serve.log", "wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "canpol", "--store", str(args.store), "serve", "--host", "127.0.0.1",
         "--port", str(args.port), "--workers", str(args.workers), "--threads", str(args.threads)],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{args.port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if requests.get(base + "/page/party/p0", headers=HTML, timeout=30).status_code == 200:
                    break
            except requests.ConnectionError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("canpol serve did not start; see serve.log")
            time.sleep(0.5)
        for path in paths[-200:-150]:  # warm every worker's code paths
            requests.get(f"{base}/page/{path}", headers=HTML)
        chunks = [(base, paths[i * args.requests:(i + 1) * args.requests], i) for i in range(args.clients)]
        started = time.perf_counter()
        with multiprocessing.Pool(args.clients) as pool:
            results = [r for chunk in pool.map(client, chunks) for r in chunk]
        elapsed = time.perf_counter() - started
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    bad = [r for r in results if r[2] != 200]
    print(f"\n{len(results)} requests, {args.clients} concurrent clients, {args.workers} workers × "
          f"{args.threads} threads, {len(results) / elapsed:.0f} req/s, {len(bad)} not 200")
    print("| document | p50 | p95 | mean |")
    print("|---|---|---|---|")
    for kind in ("html", "turtle"):
        times = [t * 1000 for k, t, _ in results if k == kind]
        print(f"| {kind} | {percentile(times, 0.5):.1f} ms | {percentile(times, 0.95):.1f} ms | "
              f"{statistics.mean(times):.1f} ms |")
    print(f"| in-process html (1 at a time) | {single['html_p50']:.1f} ms | {single['html_p95']:.1f} ms | |")
    print(f"| in-process turtle (1 at a time) | {single['turtle_p50']:.1f} ms | {single['turtle_p95']:.1f} ms | |")


if __name__ == "__main__":
    main()
