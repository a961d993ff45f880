"""Calibrates the extractor's confidences on the development part of ../shared/news-dev.

    python scripts/calibrate_confidence.py [--write]

Runs `canpol eval`'s scoring on the development part (never the frozen test part) with the raw
confidences of the patterns (CANPOL_RAW_CONFIDENCE=1), groups the judged claims by kind and raw
value, and fits, per kind, a monotone map raw -> fraction right (pool-adjacent-violators over the
raw values, each value's fraction smoothed as (right + 1) / (claims + 2)). Prints the table;
--write stores it in loaders/article/calibration.yaml, which loaders/article/confidence.py applies
to every claim the loader writes. Measure the result with `canpol eval ... --calibration`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
NEWS = REPO.parent / "shared" / "news-dev"
TABLE = REPO / "loaders" / "article" / "calibration.yaml"


def monotone(points: list[tuple[float, int, int]]) -> list[tuple[float, float, int]]:
    """(raw, right, claims) sorted by raw -> (raw, calibrated, claims), non-decreasing in raw."""
    blocks = [[raw, raw, right + 1, claims + 2, claims] for raw, right, claims in points]
    merged: list[list] = []
    for block in blocks:
        merged.append(block)
        while len(merged) > 1 and merged[-2][2] / merged[-2][3] > merged[-1][2] / merged[-1][3]:
            last = merged.pop()
            merged[-1][1] = last[1]
            merged[-1][2] += last[2]
            merged[-1][3] += last[3]
            merged[-1][4] += last[4]
    out = []
    for raw, _ in [(p[0], p) for p in points]:
        block = next(b for b in merged if b[0] <= raw <= b[1])
        out.append((raw, round(block[2] / block[3], 2), block[4]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help=f"write {TABLE.relative_to(REPO)}")
    args = parser.parse_args()
    os.environ["CANPOL_RAW_CONFIDENCE"] = "1"
    from canpol.loaders.evaluation import evaluate, read_split

    only = read_split(REPO / "corpus" / "news-dev-split.yaml", "dev")
    result = evaluate(NEWS / "gold", NEWS / "articles", "https://w3id.org/canpol/", only=only)
    counts: dict[str, dict[float, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for article in result.articles:
        for claim in article.claims:
            if claim.right is None:
                continue
            cell = counts[claim.kind][round(claim.confidence, 2)]
            cell[0] += int(claim.right)
            cell[1] += 1
    table: dict[str, dict[float, float]] = {}
    print(f"{'kind':<9} {'raw':>5} {'claims':>6} {'right':>5} {'calibrated':>10}")
    for kind in sorted(counts):
        points = sorted((raw, right, n) for raw, (right, n) in counts[kind].items())
        fitted = monotone(points)
        table[kind] = {raw: value for raw, value, _ in fitted}
        for (raw, right, n), (_, value, _) in zip(points, fitted):
            print(f"{kind:<9} {raw:>5.2f} {n:>6} {right:>5} {value:>10.2f}")
    if args.write:
        header = ("# Calibrated confidences: raw confidence of a pattern -> fraction of such claims right on the\n"
                  "# development part of ../shared/news-dev (written by scripts/calibrate_confidence.py --write;\n"
                  "# applied by loaders/article/confidence.py). Do not edit by hand.\n")
        TABLE.write_text(header + yaml.safe_dump({"kinds": table}, sort_keys=True), encoding="utf-8")
        print(f"wrote {TABLE.relative_to(REPO)}", file=sys.stderr)


if __name__ == "__main__":
    main()
