"""What the slowest requests of the cold single-client page pass have that the others do not.

    python bench/cold_tail.py STORE [--passes 3] [--seed 11] [--client requests|http.client] [--out FILE.json]
    python bench/cold_tail.py --report FILE.json [FILE.json ...]

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). Each pass starts `canpol serve` as `bench/compare.py`'s cold page pass starts it (its
settings: page and answer caches off, Server-Timing on; 2 workers; its wait for both workers'
warming; its 20 warm-up pages), then asks the compare's single-client list (seed 11: the very
pages of the compare's primary line; other seeds: other pages), HTML and Turtle alternately,
one request at a time, from a client process as the compare's. Around each request (outside the
timed part) the client reads, for the worker that served it, from /proc: the CPU of all its
threads and their wait for a core (schedstat), its main thread's CPU, the request thread's
involuntary context switches, its minor faults; and its own CPU (thread time) over the request.
With the request's Server-Timing (gunicorn before the app, the app, its CPU, engine, templates,
the collector's runs, its wait for a core), the body's size and the latency.

`--report` reads the files written with `--out` and compares, over the HTML pages, the slowest
tenth of the requests of each pass (and the p95 request of each pass, the compare's rank) with
the others: medians of each part, and how many of them had a collection, an involuntary switch,
a wait for a core over 0.2 ms, per page kind.
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import endpoint_data  # noqa: E402
import pages  # noqa: E402

PAGES = 100  # compare.py's --pages default: the single client asks 2 × PAGES paths


def worker_counters(pid: int) -> dict[str, float]:
    """A web worker's CPU and wait for a core over all its threads (s), its main thread's CPU, the
    involuntary context switches of all its threads (preempted) and their voluntary ones (each a
    sleep, so a wake-up: the thread hand-offs of a request), its minor faults, its read system
    calls (the engine reads one block of its files per `pread` when its block cache misses)."""
    cpu = wait = main = 0
    switches = wakes = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            run, waited, _ = (int(x) for x in (task / "schedstat").read_text().split())
            status = (task / "status").read_text()
        except (OSError, ValueError):
            continue
        cpu, wait = cpu + run, wait + waited
        if task.name == str(pid):
            main = run
        switches += int(status.split("nonvoluntary_ctxt_switches:")[1].split()[0])
        wakes += int(status.split("\nvoluntary_ctxt_switches:")[1].split()[0])
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    io = dict(line.split(": ") for line in Path(f"/proc/{pid}/io").read_text().splitlines())
    return {"cpu": cpu / 1e9, "wait": wait / 1e9, "main": main / 1e9, "switches": switches,
            "sleeps": wakes, "faults": int(fields[7]), "reads": int(io["syscr"])}


def instrumented_client(args) -> list[dict]:
    """compare.py's single client (`pages.client` or `pages.light_client`), with the counters."""
    base, paths, workers, which = args
    host, port = base.rsplit("/", 1)[1].split(":")
    if which == "requests":
        import requests

        session = requests.Session()
        session.get(f"{base}/static/pages.css").content

        def ask(url, headers):
            response = session.get(f"{base}{url}", headers=headers)
            return response.status_code, response.content, response.headers.get("Server-Timing")
    else:
        connection = http.client.HTTPConnection(host, int(port), timeout=60)
        connection.request("GET", "/static/pages.css")
        connection.getresponse().read()

        def ask(url, headers):
            connection.request("GET", url, headers=headers)
            response = connection.getresponse()
            return response.status, response.read(), response.getheader("Server-Timing")
    rows = []
    for i, path in enumerate(paths):
        kind = "html" if i % 2 == 0 else "turtle"
        url = f"/page/{path}" if kind == "html" else f"/data/{path}.ttl"
        before = {w: worker_counters(w) for w in workers}
        cpu, started = time.thread_time(), time.perf_counter()
        status, body, timing = ask(url, pages.HTML if kind == "html" else {})
        latency, cpu = time.perf_counter() - started, time.thread_time() - cpu
        time.sleep(0.002)  # the worker's access log line written after the answer
        after = {w: worker_counters(w) for w in workers}
        served = max(workers, key=lambda w: after[w]["cpu"] - before[w]["cpu"])
        delta = {f"w_{k}": after[served][k] - before[served][k] for k in after[served]}
        rows.append({"path": path, "page": path.split("/")[0], "kind": kind, "status": status,
                     "http": latency, "client_cpu": cpu, "bytes": len(body), "worker": served,
                     **delta, **pages.server_timing(timing)})
    return rows


def one_pass(store: Path, work: Path, paths: list[str], warm_up: list[str], which: str) -> list[dict]:
    import compare

    env = {"CANPOL_PAGE_CACHE_MB": "0", "CANPOL_ANSWER_CACHE_MB": "0", "CANPOL_SERVER_TIMING": "1"}
    process, port = compare.start_server(store, work, f"cold-tail-{os.getpid()}", env)
    try:
        base = f"http://127.0.0.1:{port}"
        compare.page_pass(base, [warm_up])
        workers = [int(c) for c in Path(f"/proc/{process.pid}/task/{process.pid}/children").read_text().split()]
        with multiprocessing.Pool(1) as pool:
            return pool.map(instrumented_client, [(base, paths, workers, which)])[0]
    finally:
        compare.stop_server(process)


def med(rows: list[dict], key: str, scale: float = 1e3) -> str:
    values = [r.get(key, 0.0) for r in rows]
    return f"{statistics.median(values) * scale:.2f}" if values else "-"


COLUMNS = ("http", "pre", "app", "cpu", "engine", "render", "gc", "runq", "blocked", "w_wait", "w_cpu", "w_extra",
           "the_rest", "client_cpu", "cpu_x")


def groups(passes: list[list[dict]], keep) -> dict[str, list[dict]]:
    """The slowest tenth of each pass's HTML requests that `keep` keeps, the others, and each
    pass's p95 request of them (pages.percentile's rank, as compare.py)."""
    slow, rest, p95s = [], [], []
    for rows in passes:
        html = sorted((r for r in rows if r["kind"] == "html" and keep(r)), key=lambda r: r["http"])
        p95s.append(html[min(len(html) - 1, int(round(0.95 * (len(html) - 1))))])
        cut = len(html) - max(1, len(html) // 10)
        slow += html[cut:]
        rest += html[:cut]
    return {"slowest tenth": slow, "the others": rest, "p95 requests": p95s}


def report(passes: list[list[dict]]) -> None:
    for rows in passes:
        for r in rows:
            r["the_rest"] = r["http"] - r.get("app", 0.0) - r.get("pre", 0.0)
            r["w_extra"] = r["w_cpu"] - r.get("cpu", 0.0)  # the worker's CPU outside the app's
            r["blocked"] = max(0.0, r.get("app", 0.0) - r.get("cpu", 0.0) - r.get("runq", 0.0))
    # Each HTML request's app CPU over the median of its page kind's (all passes): a heavier page
    # of its kind, or the same work run slower.
    html = [r for rows in passes for r in rows if r["kind"] == "html"]
    kind_cpu = {k: statistics.median(r.get("cpu", 0.0) for r in html if r["page"] == k)
                for k in {r["page"] for r in html}}
    for r in html:
        r["cpu_x"] = r.get("cpu", 0.0) / kind_cpu[r["page"]] if kind_cpu[r["page"]] else 0.0
    # Party pages are ~5 % of the sample and the heaviest: they fill the top of the list, so the
    # p95 request is in practice the slowest of the other pages; both views are given.
    for title, keep in (("all HTML pages", lambda r: True), ("HTML pages but parties", lambda r: r["page"] != "party")):
        chosen = groups(passes, keep)
        print(f"== {title}, medians (ms; cpu_x: the app's CPU over its kind's median; KB)")
        print(f"{'group':14s} {'n':>4s} " + " ".join(f"{c:>10s}" for c in COLUMNS) + f" {'KB':>6s}")
        for name, group in chosen.items():
            print(f"{name:14s} {len(group):4d} " + " ".join(f"{med(group, c, 1 if c == 'cpu_x' else 1e3):>10s}"
                                                          for c in COLUMNS)
                  + f" {med(group, 'bytes', 1 / 1024):>6s}")
        for name, group in chosen.items():
            kinds: dict[str, int] = {}
            for r in group:
                kinds[r["page"]] = kinds.get(r["page"], 0) + 1
            print(f"{name}: {len(group)} requests; a collection in {sum(r.get('gc', 0) > 0 for r in group)}; the "
                  f"worker preempted (involuntary switch) in {sum(r['w_switches'] > 0 for r in group)}; the app's "
                  f"thread waited > 0.2 ms for a core in {sum(r.get('runq', 0) > 2e-4 for r in group)}; blocked > "
                  f"0.2 ms in {sum(r['blocked'] > 2e-4 for r in group)}; faults > 10 in "
                  f"{sum(r['w_faults'] > 10 for r in group)}; worker sleeps (median) "
                  f"{med(group, 'w_sleeps', 1)}; kinds {dict(sorted(kinds.items()))}")
        print()
    print("p95 request of each pass (all HTML pages):")
    for r in groups(passes, lambda r: True)["p95 requests"]:
        print(f"  {r['path']}: HTTP {r['http'] * 1e3:.2f} = pre {r.get('pre', 0) * 1e3:.2f} + app "
              f"{r.get('app', 0) * 1e3:.2f} (CPU {r.get('cpu', 0) * 1e3:.2f}, engine {r.get('engine', 0) * 1e3:.2f}, "
              f"templates {r.get('render', 0) * 1e3:.2f}, gc {r.get('gc', 0) * 1e3:.2f}, runq "
              f"{r.get('runq', 0) * 1e3:.2f}) + rest {r['the_rest'] * 1e3:.2f}; worker CPU {r['w_cpu'] * 1e3:.2f}, "
              f"wait {r['w_wait'] * 1e3:.2f}, preempted {r['w_switches']}, client CPU {r['client_cpu'] * 1e3:.2f}, "
              f"{r['bytes'] / 1024:.0f} KB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path, nargs="?")
    parser.add_argument("--passes", type=int, default=3, help="fresh servers, one pass each")
    parser.add_argument("--seed", type=int, default=11, help="the first pass's pages (11: the compare's)")
    parser.add_argument("--people", type=int, default=50000)
    parser.add_argument("--client", choices=("requests", "http.client"), default="requests")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--report", type=Path, nargs="+")
    args = parser.parse_args()
    if args.report:
        report([rows for path in args.report for rows in json.loads(path.read_text())])
        return
    work = Path(os.environ.get("TMPDIR", "/tmp")) / f"cold-tail-{os.getpid()}"
    work.mkdir(parents=True, exist_ok=True)
    warm_up = endpoint_data.sample_paths(args.people, PAGES * 10 + 40)[-40:-20]
    passes = []
    for number in range(args.passes):
        paths = endpoint_data.sample_paths(args.people, PAGES * 10 + 40, seed=args.seed + number)[:PAGES * 2]
        loads = [open("/proc/loadavg").read().split()[0]]
        passes.append(one_pass(args.store, work, paths, warm_up, args.client))
        loads.append(open("/proc/loadavg").read().split()[0])
        print(f"pass {number + 1}: seed {args.seed + number}, load {' → '.join(loads)}", file=sys.stderr)
    if args.out:
        args.out.write_text(json.dumps(passes))
    report(passes)


if __name__ == "__main__":
    main()
