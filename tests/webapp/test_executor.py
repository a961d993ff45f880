"""Query worker processes: the deadline kill, replacement, and the network sandbox."""

from __future__ import annotations

import ctypes
import os

import pytest

from .conftest import build_store
from .test_live import Trap

JOB = {"default_graphs": [], "named_graphs": [], "from_graphs": [],
       "format": {"results": "json", "triples": "turtle"}, "cap": 100}


def can_unshare_network() -> bool:
    """Whether this machine lets a process take a network namespace of its own."""
    pid = os.fork()
    if pid == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        ok = libc.unshare(0x40000000) == 0 or libc.unshare(0x10000000 | 0x40000000) == 0
        os._exit(0 if ok else 1)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status) == 0


@pytest.fixture
def pool(tmp_path):
    from canpol.webapp.executor import QueryPool

    pool = QueryPool(build_store(tmp_path / "store"), size=1)
    yield pool
    pool.close()


def test_a_killed_worker_is_replaced(pool):
    from canpol.webapp.executor import QueryTimeout

    job = {**JOB, "query": "SELECT (COUNT(*) AS ?n) { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }"}
    with pytest.raises(QueryTimeout):
        pool.run(job, timeout=0.5)
    assert pool.killed == 1
    answer = pool.run({**JOB, "query": "ASK { ?s ?p ?o }"}, timeout=30)
    assert answer["status"] == 200 and answer["body"] == b'{"head":{},"boolean":true}'


def test_the_worker_cannot_reach_the_network_even_if_the_check_were_bypassed(pool):
    """Defence in depth: the engine does call SERVICE endpoints. The worker refuses SERVICE by
    its own parse of the query; and it runs in a network namespace of its own wherever the
    kernel allows, so even a query that slipped past the check would send nothing (tried here
    with the engine called directly after the worker's isolation step)."""
    import subprocess
    import sys
    import time

    trap = Trap()
    try:
        from canpol.webapp.executor import Worker

        query = f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{trap.port}/sparql> {{ ?s ?p ?o }} }}"
        worker = Worker(pool.store_path)
        try:
            assert worker.network_isolated == can_unshare_network()
            assert worker.call({**JOB, "query": query}, timeout=30)["status"] == 400
        finally:
            worker.kill()
        bypass = ("import pyoxigraph as ox\n"
                  "from canpol.webapp.query_worker import isolate_from_network\n"
                  "print(int(isolate_from_network()))\n"
                  f"try:\n    list(ox.Store().query({query!r}))\nexcept Exception:\n    pass\n")
        done = subprocess.run([sys.executable, "-c", bypass], capture_output=True, text=True, timeout=60)
        assert done.stdout.strip() == str(int(can_unshare_network()))
        time.sleep(0.5)
        if can_unshare_network():
            assert trap.arrived == []
    finally:
        trap.close()


def test_workers_outlive_the_request_thread_that_needed_them(pool):
    """Flask's dev server runs each request in a thread of its own that then ends; the worker it
    started must stay (Linux kills a child whose parent *thread* ends when PDEATHSIG is set)."""
    import threading
    import time

    answers = []
    thread = threading.Thread(target=lambda: answers.append(pool.run({**JOB, "query": "ASK {}"}, timeout=30)))
    thread.start()
    thread.join()
    assert answers[0]["status"] == 200
    [pid] = pool.worker_pids()
    time.sleep(0.5)
    assert pool.worker_pids() == [pid]
    pool.run({**JOB, "query": "ASK {}"}, timeout=30)
    assert pool.worker_pids() == [pid]


def test_a_query_over_its_memory_cap_fails_alone_and_the_endpoint_goes_on(tmp_path):
    from .conftest import REFERENCE_GRAPH, SAMPLE, close_app, make_app
    from .test_live import write_numbers

    store = build_store(tmp_path / "store", {REFERENCE_GRAPH: SAMPLE,
                                             "urn:graph:numbers": write_numbers(tmp_path / "n.nt", 400)})
    app = make_app(store, CANPOL_QUERY_MEMORY_MB=1024, CANPOL_QUERY_TIMEOUT=120)
    try:
        client = app.test_client()
        # Sorting a 10^8-row product needs far more than 1 GB.
        response = client.get("/sparql", query_string={
            "query": "SELECT * { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } ORDER BY ?c ?f ?i"})
        assert response.status_code == 503, response.data
        assert response.mimetype == "text/plain" and "LIMIT" in response.get_data(as_text=True)
        response = client.get("/sparql", query_string={"query": "ASK { ?s ?p ?o }"})
        assert response.status_code == 200
    finally:
        close_app(app)
