"""A page's first and second request in a real web worker of `canpol serve`, beside the same page
in a process prepared as a worker: where the server's extra over the in-process measure goes.

    python bench/server_first_visit.py STORE [--per-kind 20] [--seed 21] [--kinds riding,person]
    python bench/server_first_visit.py STORE --in-process          # the same pages, no server

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The server is started as `bench/compare.py`'s cold page pass starts it (its settings,
2 workers, its wait for both workers' warming, its warm-up pages), then each page of the sample
is asked twice over one `http.client` connection, one request at a time. For each request the
worker that served it is read from /proc before and after: its CPU over all its threads
(schedstat, ns), its minor page faults, its read system calls (the engine reads one block of its
files per `pread` when its cache misses); with the request's Server-Timing (the app's wall, its
thread's CPU, the engine, the templates, gunicorn before the app) and the latency the client saw.
With `--in-process`, the same pages in one process prepared as `canpol serve` prepares a worker
(`prepare_process`, `open_store` with the server's defaults: engine warmed, graphs described, a
page per class), each asked twice through Flask's test client: the thread's CPU, page faults and
read calls, and the Server-Timing parts; `--in-thread` serves each request from a pool's thread
as gunicorn's threaded worker does, `--one-arena` sets glibc's one malloc arena first (as `canpol serve` does),
`--pollute-mb N` writes N MB between requests (the CPU caches
emptied as the client and the server's other work empty them). Medians per kind, ms (counts as
counts)."""

from __future__ import annotations

import argparse
import collections
import http.client
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import endpoint_data  # noqa: E402
import pages  # noqa: E402


def sample(people: int, per_kind: int, seed: int, kinds: set[str]) -> list[str]:
    """`per_kind` page paths of each of `kinds`, none of the compare benchmark's warm-up pages."""
    warm_up = set(endpoint_data.sample_paths(people, 1040)[-40:-20])
    chosen: dict[str, list[str]] = collections.defaultdict(list)
    for path in endpoint_data.sample_paths(people, per_kind * 60, seed=seed):
        kind = path.split("/")[0]
        if kind in kinds and path not in warm_up and path not in chosen[kind] and len(chosen[kind]) < per_kind:
            chosen[kind].append(path)
    return [p for kind in sorted(chosen) for p in chosen[kind]]


def process_counters(pid: int) -> dict[str, float]:
    """A process's CPU over all its threads and its main thread's (s), minor faults, read calls."""
    cpu = main = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            ns = int((task / "schedstat").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            continue
        cpu += ns
        if task.name == str(pid):
            main = ns
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    io = dict(line.split(": ") for line in Path(f"/proc/{pid}/io").read_text().splitlines())
    return {"cpu": cpu / 1e9, "main": main / 1e9, "faults": int(fields[7]), "reads": int(io["syscr"])}


def workers_of(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(c) for c in children]


def in_server(store: Path, paths: list[str], people: int) -> list[dict]:
    import compare

    env = {"CANPOL_PAGE_CACHE_MB": "0", "CANPOL_ANSWER_CACHE_MB": "0", "CANPOL_SERVER_TIMING": "1"}
    work = Path(os.environ.get("TMPDIR", "/tmp")) / f"server-first-visit-{os.getpid()}"
    work.mkdir(parents=True, exist_ok=True)
    process, port = compare.start_server(store, work, "first-visit", env)
    try:
        base = f"http://127.0.0.1:{port}"
        warm_up = endpoint_data.sample_paths(people, 1040)[-40:-20]
        compare.page_pass(base, [warm_up])  # as compare.py: code paths and memos of both workers
        workers = workers_of(process.pid)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", "/static/pages.css")
        connection.getresponse().read()
        rows = []
        for path in paths:
            for visit in ("first", "second"):
                before = {w: process_counters(w) for w in workers}
                started = time.perf_counter()
                connection.request("GET", f"/page/{path}", headers=pages.HTML)
                response = connection.getresponse()
                body = response.read()
                latency = time.perf_counter() - started
                timing = pages.server_timing(response.getheader("Server-Timing"))
                time.sleep(0.02)  # the worker's access log line and the response's end written
                after = {w: process_counters(w) for w in workers}
                served = max(workers, key=lambda w: after[w]["cpu"] - before[w]["cpu"])
                delta = {k: after[served][k] - before[served][k] for k in after[served]}
                rows.append({"path": path, "kind": path.split("/")[0], "visit": visit, "http": latency,
                             "bytes": len(body), "worker": served, **{f"w_{k}": v for k, v in delta.items()},
                             **timing})
        connection.close()
        return rows
    finally:
        compare.stop_server(process)


def in_process(store: Path, paths: list[str], in_thread: bool = False, pollute_mb: int = 0) -> list[dict]:
    """The pages in this process prepared as a web worker; with `in_thread`, each request served
    by a thread of a pool as gunicorn's threaded worker serves it (the store warmed by the main
    thread); with `pollute_mb`, that many MB written between requests (untimed), as the client's
    and the server's other work between two requests evict the CPU caches."""
    from concurrent.futures import ThreadPoolExecutor

    from canpol.config import Settings
    from canpol.webapp import create_app, warming

    app = create_app({"CANPOL_SETTINGS": Settings(store_path=store), "CANPOL_PAGE_CACHE_MB": 0,
                      "CANPOL_ANSWER_CACHE_MB": 0, "CANPOL_CLIENT_QUERIES": 0, "CANPOL_QUERY_TIMEOUT": 60,
                      "CANPOL_SERVER_TIMING": 1})
    warming.prepare_process(app)
    print(warming.open_store(app), file=sys.stderr)
    client = app.test_client()
    client.get("/static/pages.css")
    junk = bytearray(pollute_mb << 20)

    def thread_reads() -> int:
        with open("/proc/thread-self/io") as io:
            return next(int(line.split()[1]) for line in io if line.startswith("syscr:"))

    def one(path: str) -> dict:
        before, reads = resource.getrusage(resource.RUSAGE_THREAD), thread_reads()
        cpu, started = time.thread_time(), time.perf_counter()
        response = client.get(f"/page/{path}", headers=pages.HTML)
        wall, cpu = time.perf_counter() - started, time.thread_time() - cpu
        after, reads = resource.getrusage(resource.RUSAGE_THREAD), thread_reads() - reads - 1
        return {"wall": wall, "w_cpu": cpu, **pages.server_timing(response.headers.get("Server-Timing")),
                "w_faults": after.ru_minflt - before.ru_minflt, "w_reads": reads}

    pool = ThreadPoolExecutor(1) if in_thread else None
    rows = []
    for path in paths:
        for visit in ("first", "second"):
            if junk:
                junk[::64] = bytes(len(junk) // 64)
            row = pool.submit(one, path).result() if pool else one(path)
            rows.append({"path": path, "kind": path.split("/")[0], "visit": visit, **row})
    return rows


def report(rows: list[dict]) -> None:
    columns = [c for c in ("http", "pre", "app", "cpu", "w_cpu", "w_main", "engine", "render", "runq", "wall")
               if any(c in r for r in rows)]
    counts = ("w_faults", "w_reads")
    print(f"{'kind':10s} {'visit':6s} " + " ".join(f"{c:>8s}" for c in columns + list(counts)))
    for kind in sorted({r["kind"] for r in rows}):
        for visit in ("first", "second"):
            mine = [r for r in rows if r["kind"] == kind and r["visit"] == visit]
            cells = [f"{statistics.median(r.get(c, 0.0) for r in mine) * 1e3:8.2f}" for c in columns]
            cells += [f"{statistics.median(r[c] for r in mine):8.0f}" for c in counts]
            print(f"{kind:10s} {visit:6s} " + " ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--per-kind", type=int, default=20)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--people", type=int, default=50000)
    parser.add_argument("--kinds", default="riding,person")
    parser.add_argument("--in-process", action="store_true", help="the same pages in one process, no server")
    parser.add_argument("--in-thread", action="store_true", help="in process: each request in a pool's thread")
    parser.add_argument("--one-arena", action="store_true",
                        help="in process: glibc's one malloc arena first, as `canpol serve` sets it")
    parser.add_argument("--pollute-mb", type=int, default=0, help="in process: MB written between requests")
    parser.add_argument("--rows", action="store_true", help="print every request's row")
    args = parser.parse_args()
    if args.one_arena:
        from canpol.webapp.warming import use_one_malloc_arena

        use_one_malloc_arena()
    paths = sample(args.people, args.per_kind, args.seed, set(args.kinds.split(",")))
    rows = (in_process(args.store, paths, args.in_thread, args.pollute_mb) if args.in_process
            else in_server(args.store, paths, args.people))
    if args.rows:
        for r in rows:
            print(r)
    print(f"load {open('/proc/loadavg').read().strip()}")
    report(rows)


if __name__ == "__main__":
    main()
