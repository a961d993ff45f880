"""Hansard loader throughput beside a plain lxml iterparse of the same file, as a ratio.

    python bench/hansard.py [XML] [--repeat N]

Default input: the largest staged Hansard file in ../shared/data. In one process, after the
reference KB is loaded, it times N runs (best kept) of (1) a plain streaming parse of the file
(lxml iterparse, the same parser options as the loader, each element cleared as the loader does,
no work per element), (2) the loader's parse -> link -> emit (the graph built, not written) and
(3) the same plus the write into an in-memory embedded store. CPU time of this process is the
measure (the machine is shared). The ratio is (1)'s time over (2)'s (and over (3)'s): 1.0 would
mean the loader costs no more than reading the XML; the goal is >= 0.5. Peak RSS is printed too.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from pathlib import Path

from timing import repeated  # bench/ is on the path when a benchmark runs as a script

REPO = Path(__file__).resolve().parent.parent
FOLDERS = [REPO.parent / "shared/data/openparliament-fixtures/hansard_xml",
           REPO.parent / "shared/data/openparliament-hansard-xml-extra"]


def largest() -> Path:
    files = [p for folder in FOLDERS for p in folder.glob("*.xml")]
    return max(files, key=lambda p: p.stat().st_size)


def best(fn, repeat: int) -> tuple[object, float]:
    """The result and the least CPU time of `repeat` calls."""
    result, times = repeated(fn, repeat, time.process_time)
    return result, min(times)


def plain_parse(path: Path) -> int:
    from lxml import etree

    n = 0
    for _, element in etree.iterparse(str(path), events=("start", "end"), resolve_entities=False, load_dtd=False,
                                      no_network=True, remove_comments=True, remove_pis=True):
        n += 1
        if element.tag in ("Intervention", "Division", "SubjectOfBusiness", "OrderOfBusiness", "ParaText"):
            element.clear()
    return n


def measure(path: Path, repeat: int = 5) -> dict:
    """The least CPU seconds of `repeat` runs of the plain parse, the loader's build, and the
    build plus the store write, on one Hansard file (KB loaded first)."""
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders.hansard import build
    from canpol.loaders.reference.kb import load_kb

    minter = IriMinter()
    kb = load_kb(minter.base)
    build(path, minter, kb)  # warm up: imports, the KB's lookups of this date

    events, t_plain = best(lambda: plain_parse(path), repeat)
    (graph_iri, triples, _), t_build = best(lambda: build(path, minter, kb), repeat)

    def build_and_write():
        iri, built, _ = build(path, minter, kb)
        store = EmbeddedStore(None)
        store.replace_graph(str(iri), built)
        store.close()
        return len(built)

    _, t_write = best(build_and_write, repeat)
    return {"events": events, "triples": len(triples), "plain": t_plain, "build": t_build, "write": t_write}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("xml", nargs="?", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    path = args.xml or largest()
    m = measure(path, args.repeat)
    events, n, t_plain, t_build, t_write = m["events"], m["triples"], m["plain"], m["build"], m["write"]
    size = path.stat().st_size
    print(f"file: {path.name} ({size:,} bytes, {events:,} parse events), {n:,} triples; best of {args.repeat}, CPU s")
    print(f"plain lxml iterparse      : {t_plain:.3f} s  ({size / t_plain / 1e6:.1f} MB/s)")
    print(f"loader (parse+link+emit)  : {t_build:.3f} s  ({n / t_build:,.0f} triples/s)  ratio {t_plain / t_build:.2f}")
    print(f"loader + store write      : {t_write:.3f} s  ({n / t_write:,.0f} triples/s)  ratio {t_plain / t_write:.2f}")
    print(f"peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
