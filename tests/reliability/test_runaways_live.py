"""Three runaway queries from three addresses against a live `canpol serve`: cheap queries from
other addresses keep being answered (all 200) while all three run; the runaways end at their
deadline (504) in workers running at the lowest CPU priority. Throughput is measured by
bench/runaways.py, not here."""

from __future__ import annotations

import http.client
import threading
import time
from urllib.parse import urlencode

from webapp.conftest import REFERENCE_GRAPH, SAMPLE, build_store
from webapp.live import descendants, live_server
from webapp.test_live import write_numbers

RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }"
CHEAP = "ASK { ?s ?p ?o }"


def get(port: int, source: str, query: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=(source, 0))
    try:
        connection.request("GET", "/sparql?" + urlencode({"query": query}),
                           headers={"Accept": "application/sparql-results+json"})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def niceness(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[16])


def test_three_runaways_leave_the_cheap_queries_answered(tmp_path):
    store = build_store(tmp_path / "store", {REFERENCE_GRAPH: SAMPLE,
                                             "urn:graph:numbers": write_numbers(tmp_path / "n.nt", 400)})
    with live_server(store, workers=1, threads=16, env={"CANPOL_QUERY_TIMEOUT": "15"}) as (base, process):
        port = int(base.rsplit(":", 1)[1])
        runaway_status: list[int] = []
        runaways = [threading.Thread(target=lambda n=n: runaway_status.append(get(port, f"127.0.1.{n}", RUNAWAY)))
                    for n in (1, 2, 3)]
        for thread in runaways:
            thread.start()
        # Wait until three query workers run at the lowest priority: the runaways are long queries.
        deadline = time.monotonic() + 12  # the runaways are killed at 15 s
        low: list[int] = []
        while len(low) < 3 and time.monotonic() < deadline:
            workers = [pid for pid, args in descendants(process.pid).items() if "query_worker" in args]
            low = [pid for pid in workers if niceness(pid) == 19]
            time.sleep(0.05)
        assert len(low) == 3
        cheap = []
        while all(thread.is_alive() for thread in runaways):
            cheap.append(get(port, "127.0.0.9", CHEAP))
        for thread in runaways:
            thread.join()
        assert cheap and set(cheap) == {200}
        assert runaway_status == [504, 504, 504]
