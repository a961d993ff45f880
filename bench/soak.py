"""Soak and fault runs for docs/reliability.md.

    python bench/soak.py load [--clients 20] [--seconds 60]     # mixed load on a live canpol serve
    python bench/soak.py faults [--kills 20] [--kinds rdf,articles,reference]
    python bench/soak.py articles [--count 10000]              # fuzzed articles through canpol load

`load`: the bundled articles are loaded into a fresh store and served (`canpol serve`, 2 web
workers); each client, from its own loopback address, sends a random mix of SPARQL queries
(SELECT, ASK, CONSTRUCT, DESCRIBE, a syntax error, an update and a SERVICE query that must be
refused), pages, search, browse, export, the service description and malformed URLs, and one
client sends a runaway query now and then. Reported: answers per status, p50/p95 per kind, and
the count of 5xx other than the runaways' 504.

`faults`: `canpol load` killed with SIGKILL at random moments, `--kills` times per kind; after
each kill the store must open, every graph be wholly old or new, and the published snapshot hold
what the store holds (tests/reliability/faults.py).

`articles`: hostile article files (tests/reliability/fuzz.py) loaded by `canpol load`; every
file must end as a loaded graph or a reported failure, and the store hold exactly the graphs
reported loaded.
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import quote, urlencode

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "bench"))

from runaways import RUNAWAY, percentile, serve  # noqa: E402

PEOPLE = ("PREFIX canpol: <https://w3id.org/canpol/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "
          "SELECT ?p ?name WHERE { ?p a canpol:Person ; rdfs:label ?name } LIMIT 20")
EVENTS = ("PREFIX canpol: <https://w3id.org/canpol/ontology#> SELECT ?e ?type WHERE { ?e a ?type } "
          "ORDER BY ?e LIMIT 50")
COUNTS = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"
CONSTRUCT = "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } LIMIT 100"


def requests_mix(entities: list[str]) -> list[tuple[str, str, dict, set]]:
    """(kind, path, headers, statuses that are right) of the mix."""
    json_accept = {"Accept": "application/sparql-results+json"}

    def sparql(query, accept=json_accept):
        return "/sparql?" + urlencode({"query": query}), accept

    mix = [
        ("select", *sparql(PEOPLE), {200}), ("select", *sparql(EVENTS), {200}),
        ("select", *sparql(COUNTS), {200}), ("ask", *sparql("ASK { ?s ?p ?o }"), {200}),
        ("construct", *sparql(CONSTRUCT, {"Accept": "text/turtle"}), {200}),
        ("refused", *sparql("SELECT * {"), {400}),
        ("refused", *sparql("INSERT DATA { <urn:a> <urn:b> <urn:c> }"), {403}),
        ("refused", *sparql("SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"), {400}),
        ("service-description", "/sparql", {"Accept": "text/turtle"}, {200}),
        ("page", "/", {"Accept": "text/html"}, {200}), ("page", "/browse", {"Accept": "text/html"}, {200}),
        ("page", "/browse/Person", {"Accept": "text/html"}, {200, 404}),
        ("search", "/search?q=" + quote("trudeau"), {"Accept": "text/html"}, {200}),
        ("search", "/search.json?q=" + quote("motion"), {}, {200}),
        ("export", "/export?format=nt", {"Accept": "application/n-triples"}, {200}),
        ("void", "/.well-known/void", {"Accept": "text/turtle"}, {200}),
        ("malformed", "/page/%ff%fe", {}, {400, 404}), ("malformed", "/id/%00", {}, {400, 404}),
        ("malformed", "/export?format=nt&graph=foo", {}, {400, 404}),
    ]
    for iri in entities:
        path = iri.split("/canpol/", 1)[1]
        if path.startswith("id/"):
            mix.append(("entity", "/page/" + path[3:], {"Accept": "text/html"}, {200}))
            mix.append(("entity", "/data/" + path[3:] + ".ttl", {}, {200}))
    return mix


def soak(clients: int, seconds: float) -> None:
    with tempfile.TemporaryDirectory(prefix="canpol-soak-") as tmp:
        store = Path(tmp) / "store"
        subprocess.run([sys.executable, "-m", "canpol", "--store", str(store), "load", str(REPO / "corpus" / "articles")],
                       check=True, capture_output=True)
        from canpol.graph.embedded import EmbeddedStore

        opened = EmbeddedStore(store)
        entities = [str(r["s"]) for r in opened.select(
            "SELECT DISTINCT ?s WHERE { ?s a ?t FILTER(STRSTARTS(STR(?s), 'https://w3id.org/canpol/id/')) } "
            "ORDER BY ?s LIMIT 40")]
        opened.close()
        mix = requests_mix(entities)
        process, port = serve(store, 2, Path(tmp) / "serve.log")
        results: list[tuple[str, int, float, bool]] = []
        lock = threading.Lock()
        messages: Counter = Counter()
        stop_at = time.monotonic() + seconds

        def client(n: int):
            chooser = random.Random(n)
            connection = None
            while time.monotonic() < stop_at:
                if n == 0 and chooser.random() < 0.2:
                    kind, path, headers, right = ("runaway", "/sparql?" + urlencode({"query": RUNAWAY}), {}, {504})
                else:
                    kind, path, headers, right = chooser.choice(mix)
                if connection is None:
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120,
                                                            source_address=(f"127.0.2.{n + 1}", 0))
                started = time.monotonic()
                try:
                    connection.request("GET", path, headers=headers)
                    response = connection.getresponse()
                    body = response.read()
                    status = response.status
                    if status >= 500 and kind != "runaway":
                        with lock:
                            messages[(status, body[:100])] += 1
                    if response.getheader("Connection", "").lower() == "close":
                        connection.close()
                        connection = None
                except (OSError, http.client.HTTPException):
                    status = 0
                    connection.close()
                    connection = None
                with lock:
                    results.append((kind, status, time.monotonic() - started, status in right))

        threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        log = (Path(tmp) / "serve.log").read_text(errors="replace")
        tracebacks = log.count("Traceback")
    print(f"server log: {tracebacks} tracebacks")
    statuses = Counter(status for _, status, _, _ in results)
    by_kind = defaultdict(list)
    for kind, status, latency, _ in results:
        by_kind[kind].append(latency)
    wrong = Counter((kind, status) for kind, status, _, right in results if not right)
    server_errors = sum(n for (kind, status), n in Counter((k, s) for k, s, _, _ in results).items()
                        if (status >= 500 or status == 0) and kind != "runaway")
    everything = [latency for kind, _, latency, _ in results if kind != "runaway"]
    print(f"{clients} clients x {seconds:g} s: {len(results)} answers ({len(results) / seconds:.0f}/s), "
          f"statuses {dict(sorted(statuses.items()))}")
    print(f"5xx (or no answer) outside the runaways: {server_errors}; unexpected statuses: {dict(wrong)}")
    for (status, body), n in messages.most_common(5):
        print(f"  {n} x {status} {body!r}")
    print(f"all but runaways: p50 {1000 * percentile(everything, 0.5):.0f} ms, "
          f"p95 {1000 * percentile(everything, 0.95):.0f} ms")
    print("| kind | answers | p50 ms | p95 ms |\n|---|---|---|---|")
    for kind, latencies in sorted(by_kind.items()):
        print(f"| {kind} | {len(latencies)} | {1000 * percentile(latencies, 0.5):.0f} | "
              f"{1000 * percentile(latencies, 0.95):.0f} |")


def faults(kills: int, kinds: list[str], seed: int) -> None:
    from reliability.faults import article_rounds, rdf_rounds, reference_rounds

    for kind in kinds:
        with tempfile.TemporaryDirectory(prefix=f"canpol-faults-{kind}-") as tmp:
            started = time.monotonic()
            if kind == "rdf":
                records = rdf_rounds(Path(tmp), kills, seed)
                bad = [r for r in records if not r["whole"] or r["published"] != r["triples"] or r["others"]]
            elif kind == "articles":
                records = article_rounds(Path(tmp), REPO / "corpus" / "articles", kills, seed)
                bad = [r for r in records if r["partial"] or r["published_differs"]]
            else:
                records = reference_rounds(Path(tmp), kills, seed)
                bad = [r for r in records if not r["whole"] or r["published_differs"]]
            killed = sum(r["killed"] for r in records)
            print(f"{kind}: {len(records)} loads, {killed} killed while running, {len(bad)} left a graph "
                  f"neither old nor new or a snapshot different from the store "
                  f"({time.monotonic() - started:.0f} s)")
            for record in bad:
                print("   ", record)


def articles(count: int, seed: int) -> None:
    from reliability.fuzz import fuzzed_articles

    with tempfile.TemporaryDirectory(prefix="canpol-fuzzed-") as tmp:
        folder = Path(tmp) / "articles"
        folder.mkdir()
        for name, raw in fuzzed_articles(random.Random(seed), count):
            (folder / name).write_bytes(raw)
        store = Path(tmp) / "store"
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "canpol", "--store", str(store), "load", str(folder)],
                              capture_output=True, text=True)
        elapsed = time.monotonic() - started
        loaded = [line for line in done.stdout.splitlines() if " triples into <" in line]
        failed = [line for line in done.stderr.splitlines() if line.startswith("canpol: error:")]
        tracebacks = done.stderr.count("Traceback")
        from canpol.graph.embedded import EmbeddedStore

        opened = EmbeddedStore(store)
        graphs = {info.iri for info in opened.graphs()}
        opened.close()
        reported = {re.search(r"<([^>]+)>", line).group(1) for line in loaded}
        summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
        print(f"{count} fuzzed files: exit {done.returncode}; {len(loaded)} documents loaded, "
              f"{len(failed)} failures reported, {tracebacks} tracebacks; store graphs == graphs "
              f"reported loaded: {graphs == reported}; {elapsed:.0f} s")
        print("summary line:", summary)
        reasons = Counter(re.sub(r"^canpol: error: \S+?: ", "", line).split(" (")[0][:60] for line in failed)
        for reason, n in reasons.most_common(12):
            print(f"  {n:>6}  {reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    load = sub.add_parser("load")
    load.add_argument("--clients", type=int, default=20)
    load.add_argument("--seconds", type=float, default=60)
    fault = sub.add_parser("faults")
    fault.add_argument("--kills", type=int, default=20)
    fault.add_argument("--kinds", default="rdf,articles,reference")
    fault.add_argument("--seed", type=int, default=17)
    fuzz = sub.add_parser("articles")
    fuzz.add_argument("--count", type=int, default=10_000)
    fuzz.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    if args.mode == "load":
        soak(args.clients, args.seconds)
    elif args.mode == "faults":
        faults(args.kills, args.kinds.split(","), args.seed)
    else:
        articles(args.count, args.seed)


if __name__ == "__main__":
    main()
