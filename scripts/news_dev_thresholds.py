"""Writes the CI gate's thresholds (corpus/news-dev-thresholds.yaml) from a `canpol eval` JSON report
of the development part, refusing to lower any figure already in the file.

    canpol eval ../shared/news-dev/gold --articles ../shared/news-dev/articles \
        --split corpus/news-dev-split.yaml --part dev --format json > dev.json
    python scripts/news_dev_thresholds.py dev.json [--allow-lower]

The gate (tests/loaders/test_news_dev_gate.py) then fails when a later change scores below them.
A figure that cannot fail is left out: precision when nothing of a kind is found, recall when
the gold has none, and figures at 0. Per event type only F1 (a type has few events).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
THRESHOLDS = REPO / "corpus" / "news-dev-thresholds.yaml"
HEADER = """\
# The CI gate of issue 13 (tests/loaders/test_news_dev_gate.py): minimum figures of `canpol eval`
# on the development part of ../shared/news-dev (corpus/news-dev-split.yaml, part dev; never the
# test part), and maximum counts of invented links and wrong-person events.
#
# Written by scripts/news_dev_thresholds.py from the figures measured at the commit that last
# raised them; raise them as the extractor improves, never lower them (the script refuses to).
# Left out: precision when nothing of the kind is found, recall when the gold has none, figures
# at 0. Per event type only F1: a type has few events, so precision or recall alone move with one.
"""


def floor4(x: float) -> float:
    return math.floor(x * 10000) / 10000


def figures(counts: dict, names=("precision", "recall", "f1")) -> dict:
    out = {}
    for name in names:
        if name == "precision" and counts["tp"] + counts["fp"] == 0:
            continue
        if name == "recall" and counts["tp"] + counts["fn"] == 0:
            continue
        if counts[name] > 0:
            out[name] = floor4(counts[name])
    return out


def thresholds(report: dict) -> dict:
    return {
        "kinds": {kind: figures(c) for kind, c in report["kinds"].items() if figures(c)},
        "events_by_language": {lang: figures(v["kinds"]["events"]) for lang, v in report["by_language"].items()
                               if figures(v["kinds"]["events"])},
        "event_types": {t: figures(c, ("f1",)) for t, c in report["event_types"].items() if figures(c, ("f1",))},
        "max_invented_links": len(report["invented_links"]),
        "max_wrong_person_events": len(report["wrong_person_events"]),
    }


def lowered(old: dict, new: dict, path: str = "") -> list[str]:
    found = []
    for key, value in old.items():
        where = f"{path}{key}"
        if key not in new:
            found.append(f"{where}: dropped")
        elif isinstance(value, dict):
            found.extend(lowered(value, new[key], where + "."))
        elif key.startswith("max_") and new[key] > value:
            found.append(f"{where}: {value} -> {new[key]}")
        elif not key.startswith("max_") and new[key] < value:
            found.append(f"{where}: {value} -> {new[key]}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report", type=Path)
    parser.add_argument("--allow-lower", action="store_true",
                        help="write even if a figure falls (say why in the commit and docs/evaluation.md)")
    args = parser.parse_args()
    new = thresholds(json.loads(args.report.read_text(encoding="utf-8")))
    old = yaml.safe_load(THRESHOLDS.read_text(encoding="utf-8")) if THRESHOLDS.is_file() else {}
    falls = lowered(old or {}, new)
    for line in falls:
        print(f"lower: {line}", file=sys.stderr)
    if falls and not args.allow_lower:
        raise SystemExit("thresholds would be lowered; not written")
    THRESHOLDS.write_text(HEADER + yaml.safe_dump(new, sort_keys=False, width=120), encoding="utf-8")
    print(f"wrote {THRESHOLDS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
