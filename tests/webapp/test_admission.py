"""Admission control of the query pool: a runaway past `long_after` leaves its slot to the next
query, a full queue and a client over its limit are answered at once (503 / 429 with
Retry-After), and a long query's worker runs at the lowest CPU priority."""

from __future__ import annotations

import threading
import time

import pytest

from .conftest import build_store

JOB = {"default_graphs": [], "named_graphs": [], "from_graphs": [], "format": {"results": "json"}, "cap": 10}
RUNAWAY = {**JOB, "query": "SELECT (COUNT(*) AS ?n) { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o . ?q ?r ?s }"}
CHEAP = {**JOB, "query": "ASK { ?s ?p ?o }"}


@pytest.fixture
def store(tmp_path):
    return build_store(tmp_path / "store")


def start_runaway(pool, outcomes: list, client: str | None = None, timeout: float = 20) -> threading.Thread:
    def run():
        try:
            outcomes.append(pool.run(RUNAWAY, timeout=timeout, client=client))
        except Exception as error:  # noqa: BLE001 - the outcome is what the test looks at
            outcomes.append(error)
    thread = threading.Thread(target=run)
    thread.start()
    return thread


def wait_for(condition, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail("the pool never reached the expected state")
        time.sleep(0.02)


def test_a_runaway_leaves_its_slot_to_the_next_query(store):
    from canpol.webapp.executor import QueryPool, QueryTimeout

    pool = QueryPool(store, size=1, long_slots=1, long_after=0.2)
    try:
        outcomes: list = []
        thread = start_runaway(pool, outcomes, timeout=8)
        wait_for(lambda: pool._long == 1)
        # One query slot only, and the runaway still runs: the cheap query gets the slot it left.
        answer = pool.run(CHEAP, timeout=30, wait=0.5)
        assert answer["status"] == 200
        assert thread.is_alive()
        [long_worker] = [w for w in pool._busy_workers() if w.alive()]
        assert long_worker.priority() == (19, "idle")
        thread.join()
        assert isinstance(outcomes[0], QueryTimeout)
    finally:
        pool.close()


def test_a_full_queue_is_answered_at_once_with_retry_after(store):
    from canpol.webapp.executor import Busy, QueryPool

    pool = QueryPool(store, size=1, long_slots=0, queue=0, long_after=0.2)
    try:
        outcomes: list = []
        thread = start_runaway(pool, outcomes, timeout=4)
        wait_for(lambda: pool._running == 1 and pool._busy_workers())
        with pytest.raises(Busy) as refused:
            pool.run(CHEAP, timeout=30, wait=30)
        assert refused.value.status == 503 and refused.value.retry_after > 0
        thread.join()
    finally:
        pool.close()


def test_the_queue_has_a_deadline(store):
    from canpol.webapp.executor import Busy, QueryPool

    pool = QueryPool(store, size=1, long_slots=0, queue=4, long_after=0.2)
    try:
        outcomes: list = []
        thread = start_runaway(pool, outcomes, timeout=4)
        wait_for(lambda: pool._running == 1 and pool._busy_workers())
        with pytest.raises(Busy) as refused:
            pool.run(CHEAP, timeout=30, wait=0.3)
        assert refused.value.status == 503 and "within" in refused.value.message
        thread.join()
    finally:
        pool.close()


def test_one_client_holds_at_most_its_share(store):
    from canpol.webapp.executor import Busy, QueryPool

    pool = QueryPool(store, size=2, long_slots=2, per_client=1, long_after=0.2)
    try:
        outcomes: list = []
        thread = start_runaway(pool, outcomes, client="192.0.2.1", timeout=4)
        wait_for(lambda: pool._busy_workers())
        with pytest.raises(Busy) as refused:
            pool.run(CHEAP, timeout=30, client="192.0.2.1")
        assert refused.value.status == 429
        # another address is served meanwhile
        assert pool.run(CHEAP, timeout=30, client="192.0.2.2")["status"] == 200
        thread.join()
    finally:
        pool.close()


def test_the_endpoint_answers_busy_with_retry_after(tmp_path):
    from .conftest import close_app, make_app

    app = make_app(build_store(tmp_path / "store"), CANPOL_QUERY_WORKERS=1, CANPOL_LONG_QUERIES=0,
                   CANPOL_QUERY_QUEUE=0, CANPOL_QUERY_TIMEOUT=4)
    try:
        client = app.test_client()
        thread = threading.Thread(target=lambda: client.get("/sparql", query_string={"query": RUNAWAY["query"]}))
        thread.start()
        wait_for(lambda: app.extensions.get("canpol.query_pool") is not None
                 and app.extensions["canpol.query_pool"]._busy_workers())
        response = app.test_client().get("/sparql", query_string={"query": CHEAP["query"]})
        assert response.status_code == 503
        assert int(response.headers["Retry-After"]) > 0
        assert response.mimetype == "text/plain"
        thread.join()
    finally:
        close_app(app)
