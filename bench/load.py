"""Load throughput: `canpol load` of a generated 1 M-triple file vs raw pyoxigraph bulk_load.

    python bench/load.py [--triples 1000000] [--runs 3]

Both run in fresh stores in the same process run, for N-Triples and Turtle; the ratio is
canpol's throughput over raw (goal >= 0.8). The best of N runs is reported for each.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.generate import write  # noqa: E402

RAW = """
import sys, pyoxigraph as ox
fmt = {"nt": ox.RdfFormat.N_TRIPLES, "turtle": ox.RdfFormat.TURTLE}[sys.argv[3]]
ox.Store(sys.argv[1]).bulk_load(path=sys.argv[2], format=fmt, to_graph=ox.NamedNode("https://example.org/g"))
"""


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--triples", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="canpol-bench-load-"))
    try:
        print(f"{'format':8} {'triples':>9} {'raw s':>7} {'canpol s':>9} {'ratio':>6}")
        for fmt, ext in (("nt", ".nt"), ("turtle", ".ttl")):
            source = write(work / f"data{ext}", args.triples, fmt)
            raw_times, canpol_times = [], []
            for run in range(args.runs):
                raw_store, canpol_store = work / f"raw-{fmt}-{run}", work / f"canpol-{fmt}-{run}"
                raw_times.append(timed([sys.executable, "-c", RAW, str(raw_store), str(source), fmt]))
                canpol_times.append(timed([sys.executable, "-m", "canpol", "--store", str(canpol_store),
                                           "load", str(source)]))
                shutil.rmtree(raw_store)
                shutil.rmtree(canpol_store)
            raw, ours = min(raw_times), min(canpol_times)
            print(f"{fmt:8} {args.triples:>9} {raw:>7.2f} {ours:>9.2f} {raw / ours:>6.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
