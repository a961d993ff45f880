"""Real clients and hostile requests against a live `canpol serve` on 127.0.0.1."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import requests

from conftest import require
from .conftest import REFERENCE_GRAPH, SAMPLE, build_store
from .live import free_port, live_server, query_workers

pytestmark = pytest.mark.slow

PEOPLE = """PREFIX canpol: <https://w3id.org/canpol/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?person ?name WHERE { ?person a canpol:Person ; rdfs:label ?name } ORDER BY ?name"""
CONSTRUCT = """PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
CONSTRUCT { ?s rdfs:label ?l } WHERE { ?s a <https://w3id.org/canpol/ontology#Person> ; rdfs:label ?l }"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = build_store(tmp_path_factory.mktemp("live") / "store")
    with live_server(store) as (base, process):
        yield base + "/sparql"


def test_sparqlwrapper_in_every_format(server):
    from SPARQLWrapper import CSV, JSON, TURTLE, XML, SPARQLWrapper

    client = SPARQLWrapper(server)
    client.setQuery(PEOPLE)
    client.setReturnFormat(JSON)
    rows = client.query().convert()["results"]["bindings"]
    assert [r["name"]["value"] for r in rows] == ["Ada Example", "Bob Sample"]
    client.setReturnFormat(XML)
    document = client.query().convert()
    assert [n.firstChild.data for n in document.getElementsByTagName("literal")] == ["Ada Example", "Bob Sample"]
    client.setReturnFormat(CSV)
    assert client.query().convert().decode().splitlines()[1:] == [
        "https://w3id.org/canpol/id/person/ada-example,Ada Example",
        "https://w3id.org/canpol/id/person/bob-sample,Bob Sample"]
    client.setMethod("POST")
    client.setQuery(CONSTRUCT)
    client.setReturnFormat(TURTLE)
    from rdflib import Graph

    graph = Graph().parse(data=client.query().convert(), format="turtle")
    assert len(graph) == 2


def test_rdflib_sparqlstore(server):
    from rdflib import Graph, Literal
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    graph = Graph(store=SPARQLStore(server))
    names = sorted(str(row.name) for row in graph.query(PEOPLE))
    assert names == ["Ada Example", "Bob Sample"]
    assert graph.query("ASK { ?s ?p 'Ada Example' }").askAnswer is True
    assert Literal("Ada Example") in set(graph.objects())


def test_curl(server):
    require(shutil.which("curl") is not None, "curl is not installed")
    out = subprocess.run(["curl", "-sS", "-f", "-H", "Accept: text/csv", "--data-urlencode", f"query={PEOPLE}",
                          server], capture_output=True, text=True, timeout=30, check=True).stdout
    assert out.splitlines()[0] == "person,name" and "Bob Sample" in out
    out = subprocess.run(["curl", "-sS", "-H", "Content-Type: application/sparql-query",
                          "-H", "Accept: application/n-triples", "--data-binary", CONSTRUCT, server],
                         capture_output=True, text=True, timeout=30, check=True).stdout
    assert out.count(" .\n") == 2
    status = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-H",
                             "Content-Type: application/sparql-update", "--data-binary", "CLEAR ALL", server],
                            capture_output=True, text=True, timeout=30).stdout
    assert status == "403"


class Trap:
    """A TCP listener that records any connection made to it."""

    def __init__(self):
        self.port = free_port()
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", self.port))
        self.socket.listen()
        self.socket.settimeout(0.2)
        self.arrived: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self):
        while not self._stop.is_set():
            try:
                connection, _ = self.socket.accept()
            except (socket.timeout, OSError):
                continue
            connection.settimeout(1)
            try:
                self.arrived.append(connection.recv(200) or b"<connected>")
            except OSError:
                self.arrived.append(b"<connected>")
            connection.close()

    def close(self):
        self._stop.set()
        self._thread.join()
        self.socket.close()


def test_hostile_requests_are_refused_and_reach_nothing(server, tmp_path):
    trap = Trap()
    url = f"http://127.0.0.1:{trap.port}/sparql"
    secret = tmp_path / "secret.ttl"
    secret.write_text("<urn:x> <urn:y> 'do not read me' .\n")
    try:
        cases = [
            (f"SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", 400),
            (f"select * where {{ service silent <{url}> {{ ?s ?p ?o }} }}", 400),
            (f"PREFIX t: <http://127.0.0.1:{trap.port}/> SELECT * WHERE {{ {{ SELECT * {{ SERVICE t:sparql {{ ?s ?p ?o }} }} }} }}", 400),
            (f"SELECT * WHERE {{ \\u0053ERVICE <{url}> {{ ?s ?p ?o }} }}", 400),
            (f"SELECT * FROM <{url}> WHERE {{ ?s ?p ?o }}", 400),
            (f"SELECT * FROM <{secret.as_uri()}> WHERE {{ ?s ?p ?o }}", 400),
            (f"SELECT * FROM NAMED <{secret.as_uri()}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}", 400),
            (f"LOAD <{url}>", 403),
            (f"LOAD <{secret.as_uri()}> INTO GRAPH <urn:g>", 403),
            ("INSERT DATA { <urn:a> <urn:b> <urn:c> }", 403),
            ("DELETE WHERE { ?s ?p ?o }", 403),
        ]
        for query, status in cases:
            for response in (requests.get(server, params={"query": query}, timeout=30),
                             requests.post(server, data=query.encode(), timeout=30,
                                           headers={"Content-Type": "application/sparql-query"})):
                assert response.status_code == status, (query, response.text)
                assert "do not read me" not in response.text
        response = requests.post(server, data={"update": f"LOAD <{url}>"}, timeout=30)
        assert response.status_code == 403
        response = requests.post(server, data=f"LOAD <{url}>", timeout=30,
                                 headers={"Content-Type": "application/sparql-update"})
        assert response.status_code == 403
        # The protocol's dataset parameters only select stored graphs; they are never fetched.
        response = requests.get(server, params={"query": "ASK { ?s ?p ?o }", "default-graph-uri": url},
                                headers={"Accept": "application/sparql-results+json"}, timeout=30)
        assert response.status_code == 200 and response.json()["boolean"] is False
        time.sleep(0.5)
        assert trap.arrived == []
    finally:
        trap.close()
    # The store is unchanged.
    response = requests.get(server, params={"query": PEOPLE}, headers={"Accept": "text/csv"}, timeout=30)
    assert len(response.text.splitlines()) == 3


def test_20_mb_body_gets_413(server):
    body = b"#" * (20 * 1024 * 1024)
    response = requests.post(server, data=body, headers={"Content-Type": "application/sparql-query"}, timeout=60)
    assert response.status_code == 413
    response = requests.post(server, data={"query": body.decode()}, timeout=60)
    assert response.status_code == 413


def write_numbers(path: Path, count: int, graph_label: str = "n") -> Path:
    with open(path, "w") as out:
        for i in range(count):
            out.write(f"<urn:{graph_label}:{i}> <urn:p:value> \"{i}\" .\n")
    return path


def test_a_query_past_its_deadline_is_killed_while_others_are_served(tmp_path):
    store = build_store(tmp_path / "store", {REFERENCE_GRAPH: SAMPLE,
                                             "urn:graph:numbers": write_numbers(tmp_path / "n.nt", 400)})
    with live_server(store, workers=1, threads=2, env={"CANPOL_QUERY_TIMEOUT": "2"}) as (base, process):
        url = base + "/sparql"
        cartesian = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
        outcome = {}

        def heavy():
            started = time.monotonic()
            response = requests.get(url, params={"query": cartesian}, timeout=60)
            outcome.update(status=response.status_code, text=response.text,
                           seconds=time.monotonic() - started, finished=time.monotonic())

        thread = threading.Thread(target=heavy)
        thread.start()
        # The heavy query's worker process (the only one so far) may take a moment to start.
        waited = time.monotonic() + 30
        while not query_workers(process.pid) and time.monotonic() < waited:
            time.sleep(0.05)
        workers_during = query_workers(process.pid)
        assert workers_during and thread.is_alive()
        light = []
        while thread.is_alive() and len(light) < 200:
            response = requests.get(url, params={"query": PEOPLE}, headers={"Accept": "text/csv"}, timeout=30)
            light.append((response.status_code, len(response.text.splitlines()), time.monotonic()))
        thread.join()
        assert outcome["status"] == 504, outcome
        assert "stopped" in outcome["text"] and outcome["seconds"] >= 2
        # Another client's queries kept succeeding while the heavy one ran.
        assert light and all(status == 200 and lines == 3 for status, lines, _ in light)
        assert any(at < outcome["finished"] for _, _, at in light)
        # The worker that ran it is gone (killed, not abandoned) and the server still answers.
        gone = workers_during - query_workers(process.pid)
        assert gone and not any(Path(f"/proc/{pid}").exists() for pid in gone)
        response = requests.get(url, params={"query": cartesian.replace(" . ?g ?h ?i . ?j ?k ?l", "")},
                                headers={"Accept": "application/sparql-results+json"}, timeout=30)
        assert response.status_code == 200
        assert int(response.json()["results"]["bindings"][0]["n"]["value"]) > 400 ** 2


def test_queries_keep_answering_during_a_load_and_see_the_new_graph_after(tmp_path):
    store = build_store(tmp_path / "store")
    big = write_numbers(tmp_path / "big.nt", 300_000)
    ask_new = "ASK { GRAPH <urn:graph:big> { <urn:n:299999> ?p ?o } }"
    count_people = "SELECT (COUNT(*) AS ?n) WHERE { ?s a <https://w3id.org/canpol/ontology#Person> }"
    with live_server(store, workers=1, threads=2) as (base, process):
        url = base + "/sparql"
        headers = {"Accept": "application/sparql-results+json"}
        assert requests.get(url, params={"query": ask_new}, headers=headers, timeout=30).json()["boolean"] is False
        load = subprocess.Popen([sys.executable, "-m", "canpol",
                                 "--store", str(store), "load", "--graph", "urn:graph:big", str(big)],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        answers = []
        while load.poll() is None:
            response = requests.get(url, params={"query": count_people}, headers=headers, timeout=30)
            answers.append((response.status_code, response.json()["results"]["bindings"][0]["n"]["value"]))
        output = load.stdout.read().decode()
        assert load.returncode == 0, output
        assert answers and all(answer == (200, "2") for answer in answers)
        # The load published a snapshot before it exited: the very next query sees the graph.
        assert requests.get(url, params={"query": ask_new}, headers=headers, timeout=30).json()["boolean"] is True
        assert requests.get(url, params={"query": count_people}, headers=headers, timeout=30).json()[
            "results"]["bindings"][0]["n"]["value"] == "2"
