"""Reference KB timing: build the fact files from ../shared/data, load them into a fresh store, load the KB.

    python bench/reference.py [--data ../shared/data] [--runs 1]

Runs the real commands in subprocesses (build into a temporary folder so the shipped files stay
untouched; `canpol --store TMP load --reference` into a fresh store; `load_kb()`), and prints
wall-clock seconds for each and for build + load (goal < 60 s) plus the triples loaded.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def timed(command: list[str]) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return time.perf_counter() - started, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    for run in range(1, args.runs + 1):
        with tempfile.TemporaryDirectory() as tmp:
            build, _ = timed([sys.executable, "-m", "canpol.loaders.reference.build", "--data", str(args.data),
                              "--out", f"{tmp}/facts", "--report", ""])
            canpol = str(Path(sys.executable).parent / "canpol")
            load, out = timed([canpol, "--store", f"{tmp}/store", "load", "--reference"])
            reload, _ = timed([canpol, "--store", f"{tmp}/store", "load", "--reference"])
            kb, _ = timed([sys.executable, "-c", "from canpol.loaders.reference.kb import load_kb; load_kb()"])
            triples = re.search(r"(\d+) triples", out)
            print(f"run {run}: build {build:.1f} s, load {load:.1f} s (build + load {build + load:.1f} s; "
                  f"{triples.group(1) if triples else '?'} triples), reload {reload:.1f} s, load_kb {kb:.1f} s")


if __name__ == "__main__":
    main()
