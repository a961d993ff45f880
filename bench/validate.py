"""SHACL validation timing: `canpol validate` on a store, read and check timed apart, two ways side by side.

    python bench/validate.py --store STORE [--graph IRI] [--runs 1]

For each run, the same graph is read (1) as before: the store's N-Triples parsed by rdflib, every
triple validated; (2) as `canpol validate` does now: parsed by pyoxigraph, only the triples on
properties the shapes read. Prints wall and CPU seconds of reading and of pyshacl for each, and the
load average, since the machine is shared.
"""

from __future__ import annotations

import argparse
import io
import os
import time
from pathlib import Path

from rdflib import Graph

from canpol.config import Settings
from canpol.graph import open_store
from canpol.ontology.validation import _read_store, shape_predicates, validate


def clock():
    return time.perf_counter(), time.process_time()


def since(start) -> str:
    wall, cpu = time.perf_counter() - start[0], time.process_time() - start[1]
    return f"{wall:6.1f} s wall {cpu:6.1f} s CPU"


def read_rdflib(store, graph_iri):
    buffer = io.BytesIO()
    store.export(buffer, "nt", graph_iri)
    return Graph().parse(data=buffer.getvalue(), format="nt")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--graph", default=None, help="one named graph (default: the union)")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    store = open_store(Settings.from_env(store_path=args.store))
    try:
        for run in range(1, args.runs + 1):
            print(f"run {run}; load average {os.getloadavg()[0]:.2f}")
            start = clock()
            data = read_rdflib(store, args.graph)
            print(f"  before: read {len(data)} triples (rdflib parser)       {since(start)}")
            start = clock()
            report = validate(data, copy=False)
            print(f"  before: pyshacl on {len(data)} triples               {since(start)} "
                  f"({len(report.violations)} violations)")
            start = clock()
            data, total = _read_store(store, args.graph, shape_predicates())
            print(f"  now:    read {total} triples, kept {len(data)} (pyoxigraph) {since(start)}")
            start = clock()
            report = validate(data, copy=False)
            print(f"  now:    pyshacl on {len(data)} triples               {since(start)} "
                  f"({len(report.violations)} violations)")
            print(f"  load average after: {os.getloadavg()[0]:.2f}")
    finally:
        store.close()


if __name__ == "__main__":
    main()
