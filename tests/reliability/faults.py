"""Fault injection shared by the reliability suite and bench/soak.py: `canpol load` killed with
SIGKILL at a random moment, then the store checked: it opens, every graph is wholly old or wholly
new, and the published snapshot (what `canpol serve` reads) holds the same as the store."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

GRAPH = "https://example.org/graph/killed"  # not urn:canpol:, which the store keeps for itself


def write_numbers(path: Path, count: int, label: str) -> Path:
    with open(path, "w") as out:
        for i in range(count):
            out.write(f'<urn:{label}:{i}> <urn:p:value> "{label} {i}" .\n')
    return path


def canpol(store: Path, *args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "canpol", "--store", str(store), *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)


def timed_load(store: Path, *args: str) -> float:
    """Seconds a complete `canpol load ARGS` takes (to choose kill moments within it)."""
    started = time.monotonic()
    process = canpol(store, "load", *args)
    _, err = process.communicate(timeout=900)
    if process.returncode != 0:
        raise RuntimeError(f"load failed: {err.decode(errors='replace')}")
    return time.monotonic() - started


def kill_during(store: Path, seconds: float, *args: str) -> bool:
    """Start `canpol load ARGS` and SIGKILL it after `seconds`; True when it was still running."""
    process = canpol(store, "load", *args)
    time.sleep(seconds)
    alive = process.poll() is None
    if alive:
        os.kill(process.pid, signal.SIGKILL)
    process.wait()
    return alive


def graph_counts(store: Path) -> tuple[dict[str, int], dict[str, int]]:
    """({graph: triples} of the store after recovery, the same of its published snapshot)."""
    from canpol.graph import snapshots
    from canpol.graph.embedded import EmbeddedStore

    opened = EmbeddedStore(store)  # recovers what a killed load left
    try:
        primary = {info.iri: info.triples for info in opened.graphs()}
    finally:
        opened.close()
    snapshot = EmbeddedStore.open_snapshot(store)
    try:
        published = {info.iri: info.triples for info in snapshot.graphs()}
    finally:
        snapshot.close()
    return primary, published


def rdf_rounds(folder: Path, rounds: int, seed: int, sizes=(2_000, 60_000)) -> list[dict]:
    """Replace one graph back and forth between two contents, killing each load at a random
    moment; one record per round: {"killed", "triples", "published", "whole"}."""
    from canpol.graph.embedded import EmbeddedStore

    store = folder / "store"
    files = [write_numbers(folder / f"v{n}.nt", size, f"v{n}") for n, size in enumerate(sizes)]
    first = EmbeddedStore(store)
    first.import_file(files[0], GRAPH)
    first.close()
    duration = timed_load(store, "--graph", GRAPH, str(files[1]))
    chooser = random.Random(seed)
    records = []
    for n in range(rounds):
        target = files[n % 2]
        killed = kill_during(store, chooser.uniform(0.05, duration * 1.1), "--graph", GRAPH, str(target))
        primary, published = graph_counts(store)
        triples = primary.get(GRAPH, 0)
        records.append({"killed": killed, "triples": triples, "published": published.get(GRAPH, 0),
                        "whole": triples in sizes, "others": sorted(set(primary) - {GRAPH})})
    return records


def article_rounds(folder: Path, articles: Path, rounds: int, seed: int) -> list[dict]:
    """Load a folder of articles into a fresh store per round, killed at a random moment; each
    graph present must hold exactly what a complete load gives it."""
    complete_store = folder / "complete"
    duration = timed_load(complete_store, str(articles))
    complete, _ = graph_counts(complete_store)
    chooser = random.Random(seed)
    records = []
    for n in range(rounds):
        store = folder / f"killed-{n}"
        killed = kill_during(store, chooser.uniform(0.5, duration * 1.1), str(articles))
        if not store.exists():
            records.append({"killed": killed, "graphs": 0, "partial": [], "published_differs": False})
            continue
        primary, published = graph_counts(store)
        partial = [g for g, count in primary.items() if complete.get(g) != count]
        records.append({"killed": killed, "graphs": len(primary), "partial": partial,
                        "published_differs": primary != published})
    return records


def reference_rounds(folder: Path, rounds: int, seed: int) -> list[dict]:
    """`canpol load --reference` over a store that holds it already, killed at a random moment:
    the reference graph must keep its whole size (old and new content are the same build)."""
    store = folder / "store"
    duration = timed_load(store, "--reference")
    complete, _ = graph_counts(store)
    chooser = random.Random(seed)
    records = []
    for _ in range(rounds):
        killed = kill_during(store, chooser.uniform(0.3, duration * 1.1), "--reference")
        primary, published = graph_counts(store)
        records.append({"killed": killed, "whole": primary == complete, "published_differs": primary != published})
    return records
