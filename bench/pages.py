"""Benchmark of the entity pages: p50/p95 latency of HTML pages and Turtle data documents with
concurrent clients against `canpol serve` over ~1 M synthetic triples in the canpol shape.

    python bench/pages.py                      # build /tmp/canpol-bench-pages (once), serve, measure
    python bench/pages.py --clients 8 --requests 150 --workers 2
    python bench/pages.py --passes 2           # pass 1 first hits (cold), pass 2 the same again (warm)
    python bench/pages.py --page-cache-mb 0    # no page cache at all: every request renders

The clients are separate processes (one HTTP connection each) so the client's own Python does not
serialise the requests; on a small machine they share the CPU with the server, as a real load
generator on the same host would. Also reports the in-process time of one page (no HTTP, one at a
time, page cache off, wall and CPU time) to separate the server's work from queueing.

With the page cache on (the default), pass 1 asks each client's pages for the first time (only
entities that come up twice, mostly parties and ridings, can hit the cache), and every further
pass asks the same pages again; each web worker has its own cache, so a page is a hit only once
the worker that gets the request has rendered it. The X-Canpol-Cache header counts the hits.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

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


def group_cpu_seconds(pgid: int) -> float:
    """CPU time (user + system) used so far by the live processes of a process group (the server:
    gunicorn's arbiter and workers), from /proc; 0 where /proc is missing."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid:  # fields after the command: state ppid pgrp ... utime(11) stime(12)
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def server_timing(header: str | None) -> dict[str, float]:
    """A Server-Timing header (canpol's, with CANPOL_SERVER_TIMING=1) as {metric: seconds}; {}
    when the server sent none."""
    timings = {}
    for metric in (header or "").split(","):
        name, *params = [part.strip() for part in metric.split(";")]
        for param in params:
            if param.startswith("dur="):
                timings[name] = float(param[4:]) / 1000
    return timings


def client(args) -> list[tuple[str, float, int, bool, dict]]:
    base, paths = args
    session = requests.Session()
    # Not timed: the connection's opening and the client library's first use (2-8 ms in a new
    # client process), which are no page's cost. A static file, so no page is seen before.
    session.get(f"{base}/static/pages.css").content
    out = []
    for i, path in enumerate(paths):
        kind = "html" if i % 2 == 0 else "turtle"
        url = f"{base}/page/{path}" if kind == "html" else f"{base}/data/{path}.ttl"
        started = time.perf_counter()
        response = session.get(url, headers=HTML if kind == "html" else {})
        _ = response.content
        out.append((kind, time.perf_counter() - started, response.status_code,
                    response.headers.get("X-Canpol-Cache") == "hit",
                    server_timing(response.headers.get("Server-Timing"))))
    return out


def light_client(args) -> list[tuple[str, float, int, bool, dict]]:
    """As `client`, with the standard library's http.client instead of `requests`, whose own CPU
    (0.8-1.3 ms a request) runs on the same cores as the server and counts in every latency."""
    base, paths = args
    address = urlparse(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=60)
    connection.request("GET", "/static/pages.css")  # not timed, as in `client`
    connection.getresponse().read()
    out = []
    for i, path in enumerate(paths):
        kind = "html" if i % 2 == 0 else "turtle"
        url = f"/page/{path}" if kind == "html" else f"/data/{path}.ttl"
        started = time.perf_counter()
        connection.request("GET", url, headers=HTML if kind == "html" else {})
        response = connection.getresponse()
        response.read()
        out.append((kind, time.perf_counter() - started, response.status,
                    response.getheader("X-Canpol-Cache") == "hit",
                    server_timing(response.getheader("Server-Timing"))))
    connection.close()
    return out


class QueryRecorder:
    """Stands for an engine: every query is appended to `calls` as (text, options), then run."""

    def __init__(self, engine, calls: list):
        self._engine, self._calls = engine, calls

    def query(self, text, **options):
        self._calls.append((text, options))
        return self._engine.query(text, **options)

    def __getattr__(self, name):
        return getattr(self._engine, name)


def cold_page_client(store: Path):
    """(app, test client) over `store` with the page cache and its warming off, prepared as a web
    worker is, the app's first pages (code paths, the store opened) already asked and not counted."""
    from canpol.config import Settings
    from canpol.webapp import create_app
    from canpol.webapp.warming import prepare_process

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_PAGE_WARM": 0})
    prepare_process(app)
    client = app.test_client()
    client.get("/static/pages.css")
    for path in ("person/person-0", "person/person-1"):
        client.get(f"/page/{path}", headers=HTML)
    return app, client


def in_process(store: Path, paths: list[str]) -> dict[str, float]:
    """Wall and CPU time of single requests through the app, no HTTP, page cache off."""
    from canpol.config import Settings
    from canpol.webapp import create_app

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store), "CANPOL_PAGE_CACHE_MB": 0})
    client_ = app.test_client()
    times = {"html": [], "turtle": [], "html_cpu": [], "turtle_cpu": []}
    for path in paths[:20]:  # warm up (code paths, per-snapshot memos)
        client_.get(f"/page/{path}", headers=HTML)
    for path in paths[20:]:
        for kind, url in (("html", f"/page/{path}"), ("turtle", f"/data/{path}.ttl")):
            started, cpu = time.perf_counter(), time.process_time()
            client_.get(url, headers=HTML if kind == "html" else {})
            times[kind].append(time.perf_counter() - started)
            times[kind + "_cpu"].append(time.process_time() - cpu)
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
    parser.add_argument("--passes", type=int, default=1,
                        help="times every client asks its pages (pass 2 on: warm page cache)")
    parser.add_argument("--page-cache-mb", type=int, default=None,
                        help="the server's CANPOL_PAGE_CACHE_MB (0: no page cache) [default: the app's]")
    parser.add_argument("--skip-in-process", action="store_true", help="only the HTTP measurement")
    args = parser.parse_args()

    args.store.parent.mkdir(parents=True, exist_ok=True)
    build(args.store, args.people, args.events)
    paths = synthetic.sample_paths(args.people, args.events, n=args.clients * args.requests + 200)

    single = None
    if not args.skip_in_process:
        print("in-process, one request at a time:", file=sys.stderr)
        single = in_process(args.store, paths[-200:])
        for key, value in single.items():
            print(f"  {key}: {value:.1f} ms", file=sys.stderr)

    env = dict(os.environ)
    if args.page_cache_mb is not None:
        env["CANPOL_PAGE_CACHE_MB"] = str(args.page_cache_mb)
    log = open(args.store.parent / "serve.log", "wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "canpol", "--store", str(args.store), "serve", "--host", "127.0.0.1",
         "--port", str(args.port), "--workers", str(args.workers), "--threads", str(args.threads)],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True, env=env)
    base = f"http://127.0.0.1:{args.port}"
    passes = []
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
        for path in paths[-200:-150]:  # warm every worker's code paths (pages not measured)
            requests.get(f"{base}/page/{path}", headers=HTML)
        chunks = [(base, paths[i * args.requests:(i + 1) * args.requests]) for i in range(args.clients)]
        load_before = os.getloadavg()
        with multiprocessing.Pool(args.clients) as pool:
            for _ in range(args.passes):
                started, cpu = time.perf_counter(), group_cpu_seconds(server.pid)
                results = [r for chunk in pool.map(client, chunks) for r in chunk]
                passes.append((results, time.perf_counter() - started, group_cpu_seconds(server.pid) - cpu))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    print(f"\n{args.clients} concurrent clients, {args.workers} workers × {args.threads} threads, "
          f"page cache {env.get('CANPOL_PAGE_CACHE_MB', 'default')} MB; load average (1/5/15 min) "
          f"before {' '.join(f'{x:.2f}' for x in load_before)}, after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| pass | document | p50 | p95 | mean | cache hits | req/s | server CPU per request |")
    print("|---|---|---|---|---|---|---|---|")
    for number, (results, elapsed, cpu) in enumerate(passes, 1):
        bad = [r for r in results if r[2] != 200]
        if bad:
            print(f"pass {number}: {len(bad)} answers were not 200", file=sys.stderr)
        for kind in ("html", "turtle"):
            mine = [r for r in results if r[0] == kind]
            times = [r[1] * 1000 for r in mine]
            hits = sum(1 for r in mine if r[3])
            print(f"| {number} | {kind} | {percentile(times, 0.5):.1f} ms | {percentile(times, 0.95):.1f} ms | "
                  f"{statistics.mean(times):.1f} ms | {hits / len(mine):.0%} | {len(results) / elapsed:.0f} | "
                  f"{cpu / len(results) * 1000:.1f} ms (both kinds) |")
    if single:
        for kind in ("html", "turtle"):
            print(f"| in-process, 1 at a time | {kind} | {single[kind + '_p50']:.1f} ms | "
                  f"{single[kind + '_p95']:.1f} ms | CPU p50 {single[kind + '_cpu_p50']:.1f} ms, "
                  f"p95 {single[kind + '_cpu_p95']:.1f} ms | | | |")


if __name__ == "__main__":
    main()
