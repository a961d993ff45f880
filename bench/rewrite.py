"""Benchmark of the query rewriting pass (graph/rewrite.py): natural ("flat") wordings of the heavy
queries against their hand-tuned sub-select forms, each run by the engine as written and as the
pass rewrites it, in process on a published store snapshot.

    python bench/rewrite.py --reference-store DIR [--mix-store DIR] [--timeout 100] [--repeats 5]

--reference-store: a store holding the default graph (`canpol --store DIR load --reference
corpus/articles`): the issue's "parties with the number of their memberships open on 2020-06-17,
with the party's label", flat and in its sub-select form. --mix-store: the synthetic store of
bench/endpoint.py (built there with --store DIR): the bench/queries mix, as written and rewritten,
plus flat wordings of its two heavy queries. Each query runs in a child process that is killed at
--timeout (the engine cannot be interrupted); the figure is the median of --repeats runs after one
warm-up run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIXES = """PREFIX canpol: <https://w3id.org/canpol/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
"""
DATED = """?m a canpol:PartyMembership ; canpol:member ?p ; canpol:organization ?o ; canpol:validFrom ?f .
  OPTIONAL { ?m canpol:validUntil ?u }
  FILTER(?f <= "2020-06-17"^^xsd:date && (!BOUND(?u) || ?u >= "2020-06-17"^^xsd:date))"""
REFERENCE = {
    "open memberships per party, flat": PREFIXES + f"""SELECT ?party (COUNT(?m) AS ?members) WHERE {{
  {DATED}
  ?o rdfs:label ?party
}} GROUP BY ?party""",
    "open memberships per party, sub-select": PREFIXES + f"""SELECT ?party (COUNT(?m) AS ?members) WHERE {{
  {{ SELECT * WHERE {{ {DATED} }} }}
  ?o rdfs:label ?party
}} GROUP BY ?party""",
    "open memberships per party, flat without the label": PREFIXES + f"""SELECT ?o (COUNT(?m) AS ?members) WHERE {{
  {DATED}
}} GROUP BY ?o""",
}
# Natural wordings of the mix's two heavy queries (bench/queries/ holds the tuned ones).
FLAT_MIX = {
    "party_members_on_date, flat": PREFIXES + """SELECT ?member ?name WHERE {
  ?m canpol:organization <https://w3id.org/canpol/id/party/ndp> ; canpol:validFrom ?from ; canpol:member ?member .
  OPTIONAL { ?m canpol:validUntil ?until }
  FILTER (?from <= "1960-01-01"^^xsd:date && (!BOUND(?until) || ?until >= "1960-01-01"^^xsd:date))
  ?member rdfs:label ?name .
}""",
    "counts_by_party, flat": PREFIXES + """SELECT ?party ?label (COUNT(?m) AS ?members) WHERE {
  ?party a canpol:Party . ?m canpol:organization ?party OPTIONAL { ?party rdfs:label ?label }
} GROUP BY ?party ?label ORDER BY DESC(?members)""",
}


def child(snapshot: str, repeats: int) -> None:
    """Run the query on stdin `repeats` + 1 times; print the rows and the seconds of each run."""
    import pyoxigraph as ox

    store = ox.Store.read_only(snapshot)
    query = sys.stdin.read()
    times, rows = [], 0
    for _ in range(repeats + 1):
        started = time.perf_counter()
        rows = len(list(store.query(query, use_default_graph_as_union=True)))
        times.append(time.perf_counter() - started)
    print(json.dumps({"rows": rows, "times": times[1:]}))


def timed(snapshot: str, query: str, repeats: int, timeout: float) -> dict:
    try:
        run = subprocess.run([sys.executable, __file__, "--child", snapshot, "--repeats", str(repeats)],
                             input=query, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"timeout": timeout}
    if run.returncode != 0:
        return {"error": run.stderr.strip().splitlines()[-1] if run.stderr.strip() else run.returncode}
    return json.loads(run.stdout)


def show(result: dict) -> str:
    if "timeout" in result:
        return f"> {result['timeout']:g} s (killed)"
    if "error" in result:
        return f"error: {result['error']}"
    ms = 1000 * statistics.median(result["times"])
    return f"{ms:,.{1 if ms < 10 else 0}f} ms ({result['rows']} rows)"


def compare(snapshot: str, queries: dict[str, str], repeats: int, timeout: float) -> None:
    from canpol.graph.rewrite import rewrite

    rewrite(PREFIXES + "SELECT * WHERE { ?s ?p ?o FILTER(?o > 1) }")  # imports, parser thread
    print("| query | as written | rewritten | rewrite time |")
    print("|---|---|---|---|")
    for name, query in queries.items():
        started = time.perf_counter()
        new = rewrite(query)
        rewrite_ms = 1000 * (time.perf_counter() - started)
        written = timed(snapshot, query, repeats, timeout)
        rewritten = "(unchanged)" if new is query else show(timed(snapshot, new, repeats, timeout))
        print(f"| {name} | {show(written)} | {rewritten} | {rewrite_ms:.0f} ms |", flush=True)


def snapshot_of(store: Path) -> str:
    from canpol.graph import snapshots

    name = snapshots.current_name(store)
    if name is None:
        sys.exit(f"{store}: no published snapshot (load the store first)")
    return str(snapshots.snapshots_dir(store) / name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reference-store", type=Path)
    parser.add_argument("--mix-store", type=Path)
    parser.add_argument("--timeout", type=float, default=100.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.repeats)
        return
    if args.reference_store:
        print(f"Reference KB ({args.reference_store}):")
        compare(snapshot_of(args.reference_store), REFERENCE, args.repeats, args.timeout)
    if args.mix_store:
        mix = {path.stem: path.read_text(encoding="utf-8") for path in sorted((HERE / "queries").glob("*.rq"))}
        print(f"\nbench/queries mix and flat wordings ({args.mix_store}):")
        compare(snapshot_of(args.mix_store), {**mix, **FLAT_MIX}, args.repeats, args.timeout)


if __name__ == "__main__":
    main()
