"""Warms the web workers before their first page (`prepare_process`, `open_store`) and the shared
page cache of a new snapshot: on the first page that misses, one web worker
(whichever claims the snapshot first, see webapp/pagecache.py) renders, in a background thread at
the lowest CPU priority, the HTML page and Turtle document of the resources most linked to (the
hubs: parties, ridings, the House, whose pages cost the most), so readers find them in the cache.
Bounded by CANPOL_PAGE_WARM resources (0: no warming); the requests go through the app itself,
exactly as a reader's would.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from importlib import resources

from flask import current_app

from canpol.errors import CanpolError

from .linked import path_for_iri
from .pagecache import app_cache
from .pagequeries import load_query

log = logging.getLogger(__name__)
_lock = threading.Lock()
_started: set[str] = set()  # snapshots this process has tried to claim
# What a web worker of `canpol serve` writes in the server's log once its warming (`open_store`)
# is done, before its first request, followed by what was done.
WORKER_WARMED = "web worker warmed:"
ENGINE_WARMED = "engine warming with the snapshot's term strings:"
# A WSGI environ key (no HTTP header can set it) under which a page is built without the shared
# page cache: a worker's own first pages (`render_a_page_per_class`) must run the page code, not
# find another worker's answer.
UNCACHED_RENDERING = "canpol.uncached_rendering"
GC_YOUNGEST = 10_000  # allocations between collections of the youngest generation (Python: 700)


def start(snapshot: str) -> bool:
    """Start warming `snapshot` in the background unless a worker already did; True if this call
    started it."""
    count = int(current_app.config.get("CANPOL_PAGE_WARM") or 0)
    with _lock:
        if count <= 0 or snapshot in _started:
            return False
        _started.add(snapshot)
    cache = app_cache()
    if cache is None or not cache.claim(snapshot, "warm"):
        return False
    app = current_app._get_current_object()
    threading.Thread(target=_warm, args=(app, count), name="canpol-page-warming", daemon=True).start()
    return True


def most_linked_paths(store, base: str, count: int) -> list[str]:
    """Page paths of the `count` resources under the base with the most statements linking to them."""
    paths = []
    for row in store.iter_select(load_query("most_linked")):
        path = path_for_iri(base, str(row["o"]))
        if path is not None:
            paths.append(path)
            if len(paths) == count:
                break
    return paths


def _lowest_priority_for_this_thread() -> None:
    """Linux gives each thread its own priority: a warming thread yields to every request."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
    except (OSError, AttributeError):
        pass


def _warm(app, count: int) -> None:
    _lowest_priority_for_this_thread()
    try:
        with app.app_context():
            from .store import get_store

            paths = most_linked_paths(get_store(), app.config["CANPOL_SETTINGS"].base, count)
        client = app.test_client()
        for path in paths:
            client.get(f"/page/{path}", headers={"Accept": "text/html"})
            client.get(f"/data/{path}.ttl")
        log.info("page cache warmed with %d resources", len(paths))
    except (CanpolError, OSError) as error:  # a store replaced or gone meanwhile: warming is only a help
        log.warning("page cache warming stopped: %s", error)


M_ARENA_MAX = -8  # glibc's mallopt parameter: the most malloc arenas a process makes


def use_one_malloc_arena() -> bool:
    """Make glibc's malloc keep one arena for all the threads of this process and of the
    processes it forks; call it before any thread starts. True if glibc took the setting.

    By default each new thread gets an arena of its own (up to 8 a core). A web worker warms its
    engine in its main thread (`open_store`), which fills the engine's block caches from the main
    arena, and serves every request in a thread of gunicorn's pool, which allocates from another:
    each statement block a page reads for the first time then evicts a block whose memory goes
    back to the main arena and takes a new 4 KB from the thread's, memory the process has never
    touched, so one minor page fault a block (~2 µs of kernel time on the team machine; 72-78 on a
    riding's first request, 8-9 on a person's, until the thread's arena had replaced the whole
    32 MB cache). With one arena the evicted blocks' memory is reused as in a single-threaded
    process: no fault (docs/performance.md, **The server's extra**). Threads then share the
    arena's lock, but the small allocations of each thread go through its own cache first, and a
    web worker runs its Python under one lock anyway. Left to glibc when the environment sets
    MALLOC_ARENA_MAX (glibc's own variable, read at the process's start): the operator decides."""
    import ctypes
    import platform

    if platform.libc_ver()[0] != "glibc" or os.environ.get("MALLOC_ARENA_MAX"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    return mallopt(M_ARENA_MAX, 1) == 1


def prepare_process(app) -> None:
    """What every web worker needs before its first page, done once in the server's main process
    before it starts the workers, which inherit it: canpol.ttl parsed into the vocabulary (~150 ms),
    the templates compiled (~150 ms for all of them), the gettext catalogs and Babel's locale data
    read, the modules the
    page code imports lazily imported. Without it the first page of each worker, and the first
    page of each kind, pays for these. The store is not opened here: an open store must not be
    shared by processes (each worker opens its own, `open_store`).

    Then the collector is set for a server's heap. What was built here is frozen (moved out of
    the collector's sight for good: it lives as long as the process), and the youngest generation
    is collected every GC_YOUNGEST allocations instead of Python's 700. The pages allocate tens of
    thousands of objects each that reference counting frees, and keep many in per-snapshot memos
    and the engine-term table of graph/terms.py (~100,000 objects after 100 pages). Measured on
    100 entity pages of 1 M quads: with the defaults, 396 collections, 3 of them full ones of
    ~70 ms each, each inside one reader's request (~10 % of the pages' time); with these, 22
    collections of ~1.5 ms and no full one."""
    import gc
    from datetime import date

    from flask_babel import format_date, format_decimal, get_translations

    from . import catalog, record, story  # noqa: F401  (imported lazily by the page code)
    from .i18n import LANGUAGES
    from .vocabulary import vocabulary

    vocabulary()
    for name in app.jinja_env.list_templates():
        app.jinja_env.get_template(name)
    for lang in LANGUAGES:
        with app.test_request_context(f"/?lang={lang}"):
            get_translations()  # reads the language's catalog (not a message: nothing to extract)
            # Babel's locale data (CLDR: how the language writes dates and numbers), which Babel
            # reads and merges the first time a process formats a date (~11 ms of CPU for a
            # language, ~3 ms more for its global data): without this, the first page showing a
            # date in each worker paid it, and it was the p95 of the cold-page benchmark.
            format_date(date(2000, 1, 1), format="long")
            format_decimal(1234.5)
    # One request through the whole app that reads no store: Flask compiles its URL map, the
    # type table of static files is read, the request and response machinery runs once.
    app.test_client().get("/static/pages.css")
    for query in (resources.files("canpol.webapp") / "queries" / "pages").iterdir():
        if query.name.endswith(".rq"):
            load_query(query.name[:-3])
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNGEST, *gc.get_threshold()[1:])


def open_store(app) -> str | None:
    """Open the store in a new web worker before its first request (tens of ms on the embedded
    backend), so that no reader waits for it; then read its term strings into the engine's cache
    (`warm_engine`, CANPOL_ENGINE_WARM_MB) and describe its named graphs for the pages
    (`describe_every_graph`, CANPOL_DESCRIBE_GRAPHS), still before the first request. Returns what
    they did, in words, or None when all three settings are 0. Last, with CANPOL_WARM_CLASS_PAGES,
    it renders one page of each class to itself (`render_a_page_per_class`)."""
    with app.app_context():
        from .store import get_store

        store = get_store()
        limit = int(app.config.get("CANPOL_ENGINE_WARM_MB") or 0)
        done = [warm_engine(store, limit)] if limit > 0 else []
        if int(app.config.get("CANPOL_DESCRIBE_GRAPHS") or 0):
            done.append(describe_every_graph(app, store))
    # Outside the app context above: each request pushes its own, as a reader's does (inside one,
    # the requests would share its `g`).
    kinds = int(app.config.get("CANPOL_WARM_CLASS_PAGES") or 0)
    if kinds > 0:
        done.append(render_a_page_per_class(app, store, kinds))
    return f"{WORKER_WARMED} {'; '.join(done)}" if done else None


def render_a_page_per_class(app, store, limit: int) -> str:
    """Render, through the app itself, the page of one resource of each class of the ontology that
    has any (at most `limit` pages), in each language, and one Turtle document (the quickest
    page's): what a process pays the first time it renders a kind of page (its code paths run
    once, the memory it inherited from the server's main process written to and so copied,
    per-process memos) is then paid before the worker's first reader, not by the first reader of
    each kind. Measured at 1 M statements: a worker's first event page took 5.1 ms of CPU against
    2.3 ms for the same page in a process that had rendered others (docs/performance.md). Not the
    page cache's warming (`start`): any resource of a class does, and the pages are built without
    the shared page cache (neither read from it nor put in it). Returns what it did, in words."""
    from rdflib import URIRef

    from .i18n import LANGUAGES
    from .vocabulary import vocabulary

    started = time.perf_counter()
    base = app.config["CANPOL_SETTINGS"].base
    paths = set()
    query = load_query("class_instance")
    for term in vocabulary().classes():
        for row in store.iter_select(query, {"class": URIRef(term.iri)}):
            path = path_for_iri(base, str(row["s"]))
            if path is not None:
                paths.add(path)
        if len(paths) >= limit:
            break
    client = app.test_client()
    uncached = {UNCACHED_RENDERING: True}  # (the page code itself, not another worker's cached answer)
    quickest = None
    for path in sorted(paths)[:limit]:
        began = time.perf_counter()
        for lang in LANGUAGES:
            client.get(f"/page/{path}?lang={lang}", headers={"Accept": "text/html"}, environ_overrides=uncached)
        took = time.perf_counter() - began
        if quickest is None or took < quickest[0]:
            quickest = (took, path)
    if quickest is not None:  # the serializer's first use; the quickest page has a small document
        client.get(f"/data/{quickest[1]}.ttl", environ_overrides=uncached)
    return f"{min(len(paths), limit)} pages of classes rendered in {time.perf_counter() - started:.2f} s"


def warm_engine(store, limit_mb: int) -> str:
    """Read the store's term strings into its engine's cache (`EmbeddedStore.read_term_strings`),
    as a database server keeps its buffer pool warm: each web worker has an engine, and so a cache,
    of its own, which otherwise reads each string from the files on the first page that shows it
    (~55 % of the blocks a page's first request reads). The whole snapshot, whatever is asked
    later, unless its files take more than `limit_mb` MB: the time grows with the store (~1 s of
    CPU per worker at 1 M statements, 330 MB) and the strings' cache holds 128 MB. Memory: ~70 MB
    more resident per worker at 1 M statements (the engine's caches filled, toward the bound a
    worker reaches anyway with use; docs/performance.md). At a worker's start it runs before the
    worker's first heartbeat to gunicorn, which stops a worker silent for CANPOL_QUERY_TIMEOUT +
    30 s: the size bound keeps it to seconds. Returns what it did, in words (logged and, under
    `canpol serve`, written in the server's log)."""
    read = getattr(store, "read_term_strings", None)
    if read is None:  # a server: it keeps its own caches
        done = "not warmed (a remote store)"
    else:
        started = time.perf_counter()
        try:
            length = read(limit_mb * 1_000_000)
        except CanpolError as error:  # a help only: pages read the strings themselves
            length, done = None, f"stopped ({error})"
        else:
            done = (f"{length:,} characters in {time.perf_counter() - started:.2f} s" if length is not None
                    else f"not warmed (the snapshot's files take over CANPOL_ENGINE_WARM_MB={limit_mb} MB)")
    log.info("%s %s", ENGINE_WARMED, done)
    return f"{ENGINE_WARMED} {done}"


# Graphs × languages past which the graphs are not described ahead: the memo tables they fill are
# emptied past 50,000 entries (webapp/catalog.py).
DESCRIBED_GRAPHS_MAX = 40_000


def describe_every_graph(app, store) -> str:
    """Describe every named graph of the snapshot in each language, as the pages do for the graphs
    they show (`EntityReader.describe_graphs`: each graph's source, its metadata and label, kept in
    the snapshot's memo tables `graph` and `source`), so that no page's first request runs those
    queries: 2-5 queries and 0.2-0.5 ms of the heaviest person pages' first requests, ~0.2 ms of
    events', motions' and sources' (docs/performance.md). Built once per snapshot and language by
    the first worker that asks, in one `describe_graphs` call, and shared with the others through
    the snapshot's side folder (`sharedviews`); each worker then puts the descriptions in its memo
    tables. ~0.35 s of CPU and ~10 MB per language at 6,252 graphs. Not done past
    DESCRIBED_GRAPHS_MAX graphs × languages, nor for a store without snapshots (a server, whose
    memos last TTL seconds). Returns what it did, in words."""
    from canpol.graph.store import INTERNAL_PREFIX

    from . import sharedviews
    from .catalog import memo_table
    from .i18n import LANGUAGES
    from .linked import EntityReader

    if store.snapshot_name is None:
        # A server's content can change under the same name: its memos are kept TTL seconds only.
        return "graphs not described ahead (a store without snapshots)"
    started = time.perf_counter()
    with app.app_context():
        graphs = sorted({str(row["g"]) for row in store.iter_select(load_query("every_graph"))
                         if not str(row["g"]).startswith(INTERNAL_PREFIX)})
        if len(graphs) * len(LANGUAGES) > DESCRIBED_GRAPHS_MAX:
            return f"graphs not described ahead ({len(graphs):,} graphs)"
        base = app.config["CANPOL_SETTINGS"].base
        for lang in LANGUAGES:
            # A request of the language: what the descriptions say in words (a post's "post by
            # ...") is in the request's language, as on a page.
            with app.test_request_context(f"/?lang={lang}"):

                def build(lang=lang):
                    EntityReader(store, base, lang).describe_graphs(set(graphs))
                    return {table: {key: value for key, value in memo_table(store, table).items() if key[1] == lang}
                            for table in ("graph", "source")}

                described = sharedviews.shared(store, f"graph descriptions {lang} | base {base}", build)
                for table, entries in described.items():
                    bucket = memo_table(store, table)
                    for key, value in entries.items():
                        bucket.setdefault(key, value)
    return f"{len(graphs):,} graphs described in {time.perf_counter() - started:.2f} s"


def warm_engine_in_background(app, store, limit_mb: int) -> threading.Thread:
    """`warm_engine` (when `limit_mb`) and `describe_every_graph` (with CANPOL_DESCRIBE_GRAPHS) in a
    thread at the lowest CPU priority (the engine does not hold the GIL while it evaluates), for a
    snapshot a worker switches to while it serves: readers are not kept waiting for it, and a page
    that comes first reads what it needs as before."""

    def run():
        _lowest_priority_for_this_thread()
        if limit_mb > 0:
            warm_engine(store, limit_mb)
        if int(app.config.get("CANPOL_DESCRIBE_GRAPHS") or 0):
            try:
                describe_every_graph(app, store)
            except CanpolError as error:  # a help only: pages describe their graphs themselves
                log.warning("graph descriptions stopped: %s", error)

    thread = threading.Thread(target=run, name="canpol-engine-warming", daemon=True)
    thread.start()
    return thread
