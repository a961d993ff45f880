"""canpol beside the tools it is built on and beside Virtuoso, in one run on the same generated
data, printed as one table of ratios.

    VIRTUOSO_AFTER_IMAGE_LIMIT=50000000 scripts/virtuoso start DIR && . DIR/env   # optional
    python bench/compare.py [--people 50000] [--seconds 10] [--skip virtuoso,rdflib,...]

The data is the endpoint benchmark's (bench/endpoint_data.py: about 20 quads per person, so
50,000 people give ~1 M quads in ~6,250 graphs, canpol's shape), written once as N-Quads. Then:

- load: `canpol load` of the file (a new process, as a user runs it, snapshot included) against
  raw pyoxigraph `bulk_load` of the same file (a new process), Virtuoso (`RemoteStore.import_file`,
  as `canpol --endpoint … load` does) and rdflib parsing it into a Dataset, for reference;
- the endpoint query mix (bench/queries/*.rq) round-robin from 1 and 8 clients for --seconds
  each: `canpol serve` over HTTP with its caches off (every query evaluated) and on (the shared
  answer cache, after one pass fills it), raw pyoxigraph in process (answer serialized as SPARQL
  JSON), Virtuoso's own /sparql over HTTP with the same requests; answers compared;
- entity pages (bench/pages.py's clients, HTML and Turtle alternately) cold (page cache off,
  every page unseen) and warm (shared page cache on, the same pages asked again), against the
  raw engine time of each page's own queries (recorded while the page renders in process, then
  replayed on the raw snapshot three times; the median of the three replays is the page's raw
  time, as one replay swung with the machine's load) plus its template rendering; two more
  lines, marked "(fairness)", beside the target and not instead of it: the same HTTP figures
  against the page's queries replayed once on a second engine that has read only the pages
  before (cold, as the server's engine reads them), and the single-client cold pass again on a
  new server with a lighter client (http.client instead of requests); the cold servers send
  Server-Timing (CANPOL_SERVER_TIMING=1), and "(split)" rows and the slowest pages split each
  latency into gunicorn's part before the app, the app's (its CPU, engine, templates, collector,
  its thread's wait for a core) and the rest (the socket, the client); one more line, also beside
  the primary one, takes each page's median of its cold times on three fresh cold servers one
  after the other before the p95 over the pages, as the raw side takes the median of three
  replays;
- export of everything as N-Quads: `EmbeddedStore.export` against raw `Store.dump`;
- articles per second: the whole article loader against spaCy's `nlp.pipe` alone
  (bench/article_throughput.py, CPU time); Hansard sittings per second: the loader (build and
  store write) against a plain lxml parse of the same file (bench/hansard.py, CPU time).

A ratio is canpol's speed over the other's (above 1: canpol is faster). The machine is shared:
the load average is printed beside every figure. The query rewriting pass, when it lands
(CANPOL_QUERY_REWRITE), is used as the environment sets it: the table says which.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

import pyoxigraph as ox

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import article_throughput  # noqa: E402
import endpoint_data  # noqa: E402
import hansard  # noqa: E402
import pages  # noqa: E402
from endpoint import QUERIES, http_runner, in_process_runner, per_query_latency, run_clients  # noqa: E402
from load import timed  # noqa: E402
from remote import LineCounter, answer_key  # noqa: E402
from runaways import serve  # noqa: E402

STEPS = ("virtuoso", "rdflib", "endpoint", "pages", "export", "articles", "hansard")
RAW_LOAD = """
import sys, pyoxigraph as ox
ox.Store(sys.argv[1]).bulk_load(path=sys.argv[2], format=ox.RdfFormat.N_QUADS)
"""
RDFLIB_LOAD = """
import sys, rdflib
print(len(rdflib.Dataset().parse(sys.argv[1], format="nquads")))
"""


def load_average() -> str:
    return f"{os.getloadavg()[0]:.1f}"


def per_second(count: float, seconds: float) -> str:
    return f"{count / seconds:,.1f}/s" if seconds > 0 else "–"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


class Table:
    """The rows of the one table, printed at the end (and each as it comes, on stderr)."""

    def __init__(self):
        self.rows: list[tuple[str, str, str, str, str]] = []

    def add(self, what: str, canpol: str, other: str, ratio: float | str | None, note: str = "") -> None:
        cell = f"{ratio:.2f}" if isinstance(ratio, float) else (ratio or "–")
        row = (what, canpol, other, cell, f"{note}; load {load_average()}" if note else f"load {load_average()}")
        self.rows.append(row)
        print(" | ".join(row), file=sys.stderr, flush=True)

    def print(self) -> None:
        print("| what | canpol | compared with | ratio | notes |")
        print("|---|---:|---:|---:|---|")
        for row in self.rows:
            print("| " + " | ".join(row) + " |")


# -- answers ---------------------------------------------------------------------------------

def canonical_rows(body: bytes) -> list[dict]:
    """SPARQL JSON results as rows of comparable strings (Virtuoso says "typed-literal" where
    SPARQL 1.1 says "literal" with a datatype)."""
    rows = []
    for binding in json.loads(body)["results"]["bindings"]:
        row = {}
        for name, term in binding.items():
            if term["type"] == "uri":
                row[name] = f"<{term['value']}>"
            elif term["type"] == "bnode":
                row[name] = "_:b"
            else:
                suffix = f"@{term['xml:lang']}" if "xml:lang" in term else (
                    f"^^{term['datatype']}" if term.get("datatype") else "")
                row[name] = f'"{term["value"]}"{suffix}'
        rows.append(row)
    return rows


def mix_answers(run) -> dict:
    return {name: answer_key(name, canonical_rows(run(name))) for name in QUERIES}


# -- steps -----------------------------------------------------------------------------------

def virtuoso():
    from canpol.graph.remote import RemoteStore

    endpoint = os.environ.get("CANPOL_TEST_VIRTUOSO_ENDPOINT")
    if not endpoint:
        return None, None
    store = RemoteStore(endpoint, os.environ.get("CANPOL_TEST_VIRTUOSO_UPDATE_ENDPOINT"),
                        os.environ.get("CANPOL_TEST_VIRTUOSO_USER"), os.environ.get("CANPOL_TEST_VIRTUOSO_PASSWORD"),
                        timeout=600)
    return store, urlparse(endpoint)


def measure_loads(table: Table, data: Path, quads: int, work: Path, store: Path, args, remote) -> None:
    raw = timed([sys.executable, "-c", RAW_LOAD, str(work / "raw-store"), str(data)])
    shutil.rmtree(work / "raw-store", ignore_errors=True)
    ours = timed([sys.executable, "-m", "canpol", "--store", str(store), "load", str(data)])
    table.add(f"load {quads:,} quads", f"{ours:.1f} s", f"raw bulk_load {raw:.1f} s", raw / ours,
              "canpol load (new process, journal and snapshot)")
    store_v, _ = remote
    if store_v is not None:
        for info in store_v.graphs():
            store_v.remove_graph(info.iri)
        started = time.perf_counter()
        store_v.import_file(data, None)
        seconds = time.perf_counter() - started
        table.add("load, against Virtuoso", f"{ours:.1f} s", f"Virtuoso {seconds:.1f} s", seconds / ours,
                  "RemoteStore.import_file")
    if "rdflib" not in args.skip:
        seconds = timed([sys.executable, "-c", RDFLIB_LOAD, str(data)])
        table.add("load, against rdflib (reference)", f"{ours:.1f} s", f"rdflib Dataset.parse {seconds:.1f} s",
                  seconds / ours, "in memory, no store")


def mix_row(table: Table, what: str, ours: dict, other: dict, label: str, note: str = "") -> None:
    table.add(what, f"{ours['qps']:.1f} q/s, p95 {ours['p95']:.0f} ms",
              f"{label} {other['qps']:.1f} q/s, p95 {other['p95']:.0f} ms", ours["qps"] / other["qps"],
              note + (f"; errors: canpol {len(ours['errors'])}, other {len(other['errors'])}"
                      if ours["errors"] or other["errors"] else ""))


WEB_WORKERS = 2


def start_server(store: Path, work: Path, name: str, env: dict):
    # All benchmark clients share one address: no per-address limit. Each query may run 60 s.
    log = work / f"serve-{name}.log"
    process, port = serve(store, WEB_WORKERS, log, {"CANPOL_CLIENT_QUERIES": "0", "CANPOL_QUERY_TIMEOUT": "60", **env})
    wait_for_warmed_workers(log, {**os.environ, **env})
    return process, port


def wait_for_warmed_workers(log: Path, env: dict, timeout: float = 120) -> None:
    """Return once every web worker is warmed (`warming.open_store`: its engine's cache, the graph
    descriptions; each writes it in the server's log, also when there was nothing to do), so that
    no measured request shares the cores with a worker still warming: the server answers as soon as
    its first worker is ready."""
    from canpol.webapp.warming import WORKER_WARMED

    if all(env.get(name, "").strip() == "0" for name in ("CANPOL_ENGINE_WARM_MB", "CANPOL_DESCRIBE_GRAPHS")):
        return
    deadline = time.monotonic() + timeout
    while log.read_text(errors="replace").count(WORKER_WARMED) < WEB_WORKERS:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the web workers did not all warm up in {timeout:.0f} s; see {log}")
        time.sleep(0.1)


def stop_server(process) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=30)


def measure_endpoint(table: Table, store: Path, work: Path, args, remote, snapshot_store) -> dict:
    """The query mix everywhere; returns the per-query medians for the report."""
    seconds = args.seconds
    inproc = in_process_runner(snapshot_store)
    for name in QUERIES:
        inproc()(name)
    medians = {"raw pyoxigraph": per_query_latency(inproc(), args.repeat)}
    raw = {clients: run_clients(clients, seconds, inproc) for clients in (1, 8)}
    raw_answers = {name: answer_key(name, canonical_rows(
        snapshot_store.query(QUERIES[name], use_default_graph_as_union=True).serialize(
            format=ox.QueryResultsFormat.JSON))) for name in QUERIES}

    results = {}
    answers = {}
    uncached = {"CANPOL_ANSWER_CACHE_MB": "0", "CANPOL_PAGE_CACHE_MB": "0"}
    # The views of graph/views.py off too: what the engine alone does with every query.
    for name, env in (("uncached", uncached), ("uncached, views off", {**uncached, "CANPOL_QUERY_VIEWS": "0"}),
                      ("cached", {})):
        process, port = start_server(store, work, f"endpoint-{name}", env)
        try:
            run_clients(8, min(seconds, 5), http_runner(port))  # warm every query process (and the cache)
            answers[name] = mix_answers(http_runner(port)())
            medians[f"canpol HTTP, {name}"] = per_query_latency(http_runner(port)(), args.repeat)
            results[name] = {clients: run_clients(clients, seconds, http_runner(port)) for clients in (1, 8)}
        finally:
            stop_server(process)

    store_v, url = remote
    if store_v is not None:
        virtuoso_run = http_runner(url.port, url.path)
        run_clients(8, min(seconds, 5), virtuoso_run)
        answers["virtuoso"] = mix_answers(virtuoso_run())
        medians["Virtuoso HTTP"] = per_query_latency(virtuoso_run(), args.repeat)
        theirs = {clients: run_clients(clients, seconds, virtuoso_run) for clients in (1, 8)}
        for clients in (1, 8):
            for name in results:
                mix_row(table, f"query mix, {clients} client{'s' * (clients > 1)}, canpol {name} vs Virtuoso",
                        results[name][clients], theirs[clients], "Virtuoso")
    for clients in (1, 8):
        for name in results:
            mix_row(table, f"query mix, {clients} client{'s' * (clients > 1)}, canpol {name} vs raw in process",
                    results[name][clients], raw[clients], "raw pyoxigraph")
    differing = sorted({name for label, found in answers.items() for name in QUERIES
                        if found[name] != raw_answers[name]})
    table.add("query mix answers", "same as raw" if not differing else "DIFFER: " + ", ".join(differing),
              ", ".join(answers), None, "each query's rows compared (row count for LIMIT without ORDER BY)")
    rewrite = os.environ.get("CANPOL_QUERY_REWRITE")
    present = (HERE.parent / "graph" / "rewrite.py").exists()
    table.add("query rewriting", f"CANPOL_QUERY_REWRITE={rewrite}" if rewrite is not None else "setting unset",
              "graph/rewrite.py " + ("present" if present else "absent"), None)
    return medians


class PageCosts:
    """What one page costs in process with the page cache off: the queries it runs (recorded, to
    be replayed on the raw engine) and the time its templates take to render."""

    REPLAYS = 3  # the raw time of a page is the median of this many replays of its queries

    def __init__(self, store: Path):
        from flask import before_render_template, template_rendered

        from canpol.config import Settings
        from canpol.webapp import create_app

        self.app = create_app({"CANPOL_SETTINGS": Settings(store_path=store), "CANPOL_PAGE_CACHE_MB": 0,
                               "CANPOL_PAGE_WARM": 0})
        self.client = self.app.test_client()
        self.rendering = 0.0
        # A second engine on the same snapshot that has read nothing but the queries of the pages
        # measured before (as a web worker's engine has): each page's queries are replayed on it
        # once, cold, besides the warm replays. Each engine keeps its own block cache, so this
        # one pays the first reads the warm replays do not (the OS cache is warm for both).
        from canpol.graph import snapshots

        self._cold_snapshot = snapshots.open_current(store)
        self.cold_raw = 0.0  # the last page's cold replay
        self._started = 0.0
        before_render_template.connect(self._before, self.app)
        template_rendered.connect(self._after, self.app)

    def _before(self, *_, **__):
        self._started = time.perf_counter()

    def _after(self, *_, **__):
        self.rendering += time.perf_counter() - self._started

    def page(self, url: str, headers: dict) -> tuple[float, float, float]:
        """(wall time in process, raw engine time of the page's queries (the median of REPLAYS
        replays: a single replay on a shared machine made the target swing between runs of the
        same code), rendering time). The page is asked twice, its queries recorded both times:
        the second request is the one measured and replayed warm; the first one's queries (which
        include what the page's per-snapshot memos then remember, a graph's source say) are the
        ones replayed cold, as a web worker runs them for a page it has not seen (`cold_raw`)."""
        first_calls, calls = [], []
        self._recorded(first_calls, lambda: self.client.get(url, headers=headers))
        self.rendering = 0.0
        started = time.perf_counter()
        self._recorded(calls, lambda: self.client.get(url, headers=headers))
        wall = time.perf_counter() - started
        engine = self.app.extensions["canpol.store"]._store
        self.cold_raw = self._replay(self._cold_snapshot.store, first_calls)
        replays = [self._replay(engine, calls) for _replay in range(self.REPLAYS)]
        return wall, statistics.median(replays), self.rendering

    def _recorded(self, calls: list, ask) -> None:
        """`ask()` with every query the app sends to its engine appended to `calls`."""
        from canpol.webapp.store import get_store

        with self.app.app_context():
            store = get_store()  # opened before the request, so that its first queries are seen
        engine = store._store
        store._store = pages.QueryRecorder(engine, calls)
        try:
            ask()
        finally:
            store._store = engine

    @staticmethod
    def _replay(engine, calls) -> float:
        started = time.perf_counter()
        for text, options in calls:
            answer = engine.query(text, **options)
            if not isinstance(answer, ox.QueryBoolean):
                for _ in answer:
                    pass
        return time.perf_counter() - started


def percentile(values: list[float], q: float) -> float:
    return pages.percentile(values, q)


def page_pass(base: str, chunks: list[list[str]], client=pages.client) -> list[tuple[str, float, int, bool, dict]]:
    with multiprocessing.Pool(len(chunks)) as pool:
        return [r for chunk in pool.map(client, [(base, c) for c in chunks]) for r in chunk]


def page_summary(results, kind: str) -> tuple[float, float, float]:
    mine = [r for r in results if r[0] == kind]
    times = [r[1] for r in mine]
    return percentile(times, 0.5), percentile(times, 0.95), sum(1 for r in mine if r[3]) / max(1, len(mine))


def server_part(timing: dict) -> str:
    """A request's Server-Timing (bench/pages.py's `server_timing`) in words; "" without one."""
    if "app" not in timing:
        return ""
    parts = [f"CPU {ms(timing.get('cpu', 0))}", f"engine {ms(timing.get('engine', 0))}",
             f"templates {ms(timing.get('render', 0))}"]
    if timing.get("gc"):
        parts.append(f"garbage collector {ms(timing['gc'])}")
    if "runq" in timing:
        parts.append(f"waiting for a core {ms(timing['runq'])}")
    before = f"gunicorn before the app {ms(timing['pre'])} + " if "pre" in timing else ""
    return f"{before}app {ms(timing['app'])} ({', '.join(parts)})"


def slowest_pages(results, sample: list[str], per_page, cold_raws, count: int = 6) -> list[str]:
    """The `count` slowest HTML pages of a single-client pass (`results` in the order asked, HTML
    and Turtle alternately, the HTML ones being `sample`), each with the server's part of its
    latency (its Server-Timing, when the server sent one) and the rest (before the app, the
    socket, the client), beside its in-process wall, raw queries (warm, then cold) and rendering:
    where the p95's tail is, page by page."""
    html = [(seconds, timing) for kind, seconds, _, _, timing in results if kind == "html"]
    lines = []
    for i in sorted(range(len(html)), key=lambda i: -html[i][0])[:count]:
        seconds, timing = html[i]
        wall, raw, render = per_page[i]
        split = (f" = {server_part(timing)} + the rest {ms(seconds - timing['app'] - timing.get('pre', 0))}"
                 if "app" in timing else "")
        lines.append(f"  {sample[i]}: HTTP {ms(seconds)}{split}; in process {ms(wall)} (raw {ms(raw)}, "
                     f"raw cold {ms(cold_raws[i])}, rendering {ms(render)})")
    return lines


def latency_split(results, kind: str = "html") -> dict[str, list[float]] | None:
    """The latencies of a pass's `kind` answers split by their Server-Timing: `http` (what the
    client saw), `pre` (gunicorn, from seeing the request to calling the app), `app` (the app),
    `runq` (the app's thread waiting for a core: the machine's other work), `blocked` (the app's
    wall beyond its CPU and that wait: the GIL, a lock, I/O inside the server) and `rest` (what
    is left: the socket both ways, the response written after the app, the client's own time).
    None if the server sent none."""
    mine = [(seconds, timing) for k, seconds, _, _, timing in results if k == kind]
    if not mine or any("app" not in timing for _, timing in mine):
        return None
    return {"http": [seconds for seconds, _ in mine],
            "pre": [timing.get("pre", 0.0) for _, timing in mine],
            "app": [timing["app"] for _, timing in mine],
            "runq": [timing.get("runq", 0.0) for _, timing in mine],
            "blocked": [max(0.0, timing["app"] - timing.get("cpu", 0.0) - timing.get("runq", 0.0))
                        for _, timing in mine],
            "rest": [seconds - timing["app"] - timing.get("pre", 0.0) for seconds, timing in mine]}


def split_row(table: Table, what: str, results) -> None:
    """A row of the server's part and the rest for a pass (p50 / p95 of each, and the p95 page's)."""
    split = latency_split(results)
    if split is None:
        table.add(what, "no Server-Timing", "", None)
        return
    http = split["http"]
    # The page whose latency is the p95 (pages.percentile's rank), with its own parts.
    p95_page = sorted(range(len(http)), key=http.__getitem__)[
        min(len(http) - 1, int(round(0.95 * (len(http) - 1))))]
    cells = {name: f"{ms(percentile(values, 0.5))} / {ms(percentile(values, 0.95))}"
             for name, values in split.items()}
    table.add(what, f"app {cells['app']} (its thread waiting for a core {cells['runq']}, blocked "
              f"{cells['blocked']}); gunicorn before the app {cells['pre']}",
              f"the rest (socket, client) {cells['rest']}; the p95 page: HTTP {ms(http[p95_page])} = "
              f"gunicorn {ms(split['pre'][p95_page])} + app {ms(split['app'][p95_page])} (waiting for a core "
              f"{ms(split['runq'][p95_page])}, blocked {ms(split['blocked'][p95_page])}) + the rest "
              f"{ms(split['rest'][p95_page])}", None,
              "p50 / p95 over the HTML pages; from each answer's Server-Timing")


COLD_SERVERS = 3  # fresh cold servers whose single-client passes give each page its median


def median_of_cold_servers(table: Table, store: Path, work: Path, env: dict, paths: list[str],
                           one_client: list[str], first: list, target: float) -> None:
    """Beside the primary line, not instead of it: the single-client cold pass asked on
    COLD_SERVERS fresh cold servers one after the other (the primary pass's server is the first;
    each next one started when the one before has stopped), each HTML page's latency taken as the
    median of its COLD_SERVERS cold times, then the p95 over the pages, against the same target.
    The raw side takes the median of three replays per page: this gives the HTTP side the same
    treatment, so that one wait of one request (one sample a page) does not set the p95 alone."""
    passes = [first]
    for number in range(2, COLD_SERVERS + 1):
        process, port = start_server(store, work, f"pages-cold-{number}", env)
        try:
            base = f"http://127.0.0.1:{port}"
            page_pass(base, [paths[-40:-20]])  # as for the primary pass: code paths, memos
            passes.append(page_pass(base, [one_client]))
        finally:
            stop_server(process)
    p50, p95 = median_page_latency(passes)
    table.add(f"(median of {COLD_SERVERS} cold servers) entity page HTML over HTTP, cold, 1 client, p50 / p95",
              f"{ms(p50)} / {ms(p95)}", f"2 × (raw queries + rendering) p95 = {ms(target)}", target / p95,
              f"each page's median of its cold times on {COLD_SERVERS} fresh servers, one after the other "
              "(the first is the primary line's pass), then p50 / p95 over the pages")


def median_page_latency(passes: list[list]) -> tuple[float, float]:
    """p50 and p95 over the HTML pages of each page's median latency across `passes` (the same
    pages in the same order in every pass)."""
    per_pass = [[seconds for kind, seconds, *_ in results if kind == "html"] for results in passes]
    medians = [statistics.median(times) for times in zip(*per_pass)]
    return percentile(medians, 0.5), percentile(medians, 0.95)


def measure_pages(table: Table, store: Path, work: Path, args) -> None:
    # Disjoint lists for each pass that must see pages for the first time: 1 client, 8 clients.
    paths = endpoint_data.sample_paths(args.people, args.pages * 10 + 40)
    one_client, eight_clients = paths[:args.pages * 2], paths[args.pages * 2:args.pages * 10]
    costs = PageCosts(store)
    # The HTML pages the single client asks for (it alternates HTML and Turtle), so the target
    # compares the same pages. Each is asked once before it is measured (per-snapshot memos and
    # the engine's caches warm), so the raw figures are the warm engine's: a lower bound.
    sample = one_client[0::2]
    per_page, cold_raws = [], []
    for p in sample:
        per_page.append(costs.page(f"/page/{p}", pages.HTML))
        cold_raws.append(costs.cold_raw)
    walls, raws, renders = zip(*per_page)
    base_cost = [raw + render for _, raw, render in per_page]
    target = 2 * percentile(base_cost, 0.95)
    table.add("entity page (HTML) in process, cache off, p50 / p95",
              f"{ms(percentile(walls, 0.5))} / {ms(percentile(walls, 0.95))}",
              f"raw queries {ms(percentile(raws, 0.5))} / {ms(percentile(raws, 0.95))}, "
              f"rendering {ms(percentile(renders, 0.5))} / {ms(percentile(renders, 0.95))}",
              percentile(base_cost, 0.95) / percentile(walls, 0.95), f"{len(sample)} pages, one at a time")
    # Beside the target, not instead of it: the raw side replayed as the server's engine reads
    # (cold), and the HTTP pages asked by a client lighter than `requests` (a second cold server).
    cold_cost = [cold + render for cold, (_, _, render) in zip(cold_raws, per_page)]
    cold_target = 2 * percentile(cold_cost, 0.95)

    # The cold servers send Server-Timing, so that each latency splits into the server's part and
    # the rest (its cost: two clock readings per row read, a few µs a page).
    cold_env = {"CANPOL_PAGE_CACHE_MB": "0", "CANPOL_ANSWER_CACHE_MB": "0", "CANPOL_SERVER_TIMING": "1"}
    for name, env in (("cold", cold_env), ("warm", {})):
        process, port = start_server(store, work, f"pages-{name}", env)
        base = f"http://127.0.0.1:{port}"
        try:
            page_pass(base, [paths[-40:-20]])  # code paths and per-snapshot memos of both workers
            if name == "cold":
                for clients, chunks in ((1, [one_client]), (8, [eight_clients[i::8] for i in range(8)])):
                    results = page_pass(base, chunks)
                    p50, p95, _ = page_summary(results, "html")
                    table.add(f"entity page HTML over HTTP, cold, {clients} client{'s' * (clients > 1)}, p50 / p95",
                              f"{ms(p50)} / {ms(p95)}", f"2 × (raw queries + rendering) p95 = {ms(target)}",
                              target / p95, "page cache off; target: ratio ≥ 1")
                    if clients == 1:
                        single_results = results
                        print("slowest pages of the cold single-client pass:", flush=True)
                        print("\n".join(slowest_pages(results, sample, per_page, cold_raws)), flush=True)
                        split_row(table, "(split) the same pass: the server's part and the rest", results)
                        table.add("(fairness) the same, against the raw queries replayed cold",
                                  f"{ms(p50)} / {ms(p95)}",
                                  f"2 × (raw queries cold + rendering) p95 = {ms(cold_target)} "
                                  f"(raw cold p50 / p95 {ms(percentile(cold_raws, 0.5))} / "
                                  f"{ms(percentile(cold_raws, 0.95))})",
                                  cold_target / p95, "raw replayed once on an engine that read only the pages before")
                # A second cold server for the single-client pass with the lighter client, started
                # only now: alive during the passes above, its start-up and background warming
                # took a core from the server being measured.
                light, light_port = start_server(store, work, "pages-cold-light", env)
                try:
                    light_base = f"http://127.0.0.1:{light_port}"
                    page_pass(light_base, [paths[-40:-20]])
                    light_results = page_pass(light_base, [one_client], pages.light_client)
                    p50, p95, _ = page_summary(light_results, "html")
                    table.add("(fairness) entity page HTML over HTTP, cold, 1 client, http.client instead of "
                              "requests", f"{ms(p50)} / {ms(p95)}",
                              f"2 × (raw queries + rendering) p95 = {ms(target)}", target / p95,
                              "same pages, a second cold server, a minute later")
                    split_row(table, "(split) the same pass with http.client: the server's part and the rest",
                              light_results)
                finally:
                    stop_server(light)
                median_of_cold_servers(table, store, work, env, paths, one_client, single_results, target)
            else:
                chunks = [eight_clients[i::8] for i in range(8)]
                first = page_pass(base, chunks)
                again = page_pass(base, chunks)
                for label, results in (("first pass", first), ("again", again)):
                    p50, p95, hits = page_summary(results, "html")
                    t50, t95, thits = page_summary(results, "turtle")
                    table.add(f"entity pages over HTTP, shared cache, 8 clients, {label}: HTML / Turtle p50, p95",
                              f"{ms(p50)}, {ms(p95)} / {ms(t50)}, {ms(t95)}",
                              f"hits {hits:.0%} / {thits:.0%}", None, "cache shared by both workers")
        finally:
            stop_server(process)


def measure_export(table: Table, store: Path, snapshot_store) -> None:
    from canpol.graph.embedded import EmbeddedStore

    sink = LineCounter()
    started = time.perf_counter()
    snapshot_store.dump(sink, format=ox.RdfFormat.N_QUADS)
    raw, raw_lines = time.perf_counter() - started, sink.take()
    reader = EmbeddedStore.open_snapshot(store)
    started = time.perf_counter()
    reader.export(sink, "nq")
    ours, lines = time.perf_counter() - started, sink.take()
    reader.close()
    table.add("export everything (N-Quads)", f"{ours:.1f} s, {lines:,} quads",
              f"raw dump {raw:.1f} s, {raw_lines:,} quads", raw / ours, "EmbeddedStore.export vs Store.dump")


def measure_articles(table: Table, args) -> None:
    if not article_throughput.DEFAULT.exists():
        table.add("articles per second", "not measured", f"no corpus at {article_throughput.DEFAULT.name}", None)
        return
    m = article_throughput.measure(article_throughput.DEFAULT, args.docs)
    n = m["documents"]
    table.add("articles per second (CPU)", per_second(n, m["loader_cpu"]),
              f"spaCy nlp.pipe {per_second(n, m['spacy_cpu'])}", m["spacy_cpu"] / m["loader_cpu"],
              f"{n} documents; the whole loader, store writes included")


def measure_hansard(table: Table, args) -> None:
    try:
        path = hansard.largest()
    except ValueError:
        table.add("Hansard sittings per second", "not measured", "no staged Hansard XML", None)
        return
    m = hansard.measure(path, args.repeat)
    table.add("Hansard sittings per second (CPU)", per_second(1, m["write"]),
              f"plain lxml parse {per_second(1, m['plain'])}", m["plain"] / m["write"],
              f"{path.name}, {m['triples']:,} triples; build and store write; best of {args.repeat}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=50_000, help="synthetic people (about 20 quads each)")
    parser.add_argument("--seconds", type=float, default=10.0, help="duration of each throughput run")
    parser.add_argument("--repeat", type=int, default=5, help="runs per query for its median; Hansard runs")
    parser.add_argument("--pages", type=int, default=100, help="page requests per client and pass")
    parser.add_argument("--docs", type=int, default=100, help="articles for the article loader")
    parser.add_argument("--skip", default="", help=f"comma-separated steps to leave out: {', '.join(STEPS)}")
    parser.add_argument("--work", type=Path, default=None, help="folder for the data and stores (kept)")
    args = parser.parse_args()
    args.skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    unknown = args.skip - set(STEPS)
    if unknown:
        parser.error(f"unknown steps: {', '.join(sorted(unknown))}")
    remote = virtuoso() if "virtuoso" not in args.skip else (None, None)
    work = args.work or Path(tempfile.mkdtemp(prefix="canpol-compare-"))
    work.mkdir(parents=True, exist_ok=True)
    table = Table()
    started = time.perf_counter()
    load_before = os.getloadavg()
    try:
        data = work / "data.nq"
        with open(data, "wb") as out:
            ox.serialize(endpoint_data.quads(args.people), out, ox.RdfFormat.N_QUADS)
        quads = sum(1 for _ in open(data, "rb"))
        store = work / "store"
        shutil.rmtree(store, ignore_errors=True)
        shutil.rmtree(str(store) + "-snapshots", ignore_errors=True)
        measure_loads(table, data, quads, work, store, args, remote)
        from canpol.graph import snapshots

        snapshot = snapshots.open_current(store)
        medians = {}
        if "endpoint" not in args.skip:
            medians = measure_endpoint(table, store, work, args, remote, snapshot.store)
        if "pages" not in args.skip:
            measure_pages(table, store, work, args)
        if "export" not in args.skip:
            measure_export(table, store, snapshot.store)
        snapshot.release()
        if "articles" not in args.skip:
            measure_articles(table, args)
        if "hansard" not in args.skip:
            measure_hansard(table, args)
    finally:
        store_v, _ = remote
        if store_v is not None:
            for info in store_v.graphs():
                store_v.remove_graph(info.iri)
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)

    print(f"\n{quads:,} quads ({args.people:,} people); {os.cpu_count()} CPUs; load average (1/5/15 min) before "
          f"{' '.join(f'{x:.2f}' for x in load_before)}, after {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{time.perf_counter() - started:.0f} s in all. Ratio: canpol's speed over the other's.\n")
    table.print()
    if medians:
        print("\nMedian latency per query, one client (ms):\n")
        labels = list(medians)
        print("| query | " + " | ".join(labels) + " |")
        print("|---|" + "---:|" * len(labels))
        for name in QUERIES:
            print(f"| {name} | " + " | ".join(f"{medians[label][name]:.1f}" for label in labels) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
