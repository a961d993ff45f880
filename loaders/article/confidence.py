"""Confidences that mean something: each pattern's raw confidence mapped to how often such claims
were right on the development part of the real news set (loaders/article/calibration.yaml).

A raw confidence ranks claims within one kind (a pattern that found the agent through a role
phrase is less sure than one with a name); it is not a probability. `scripts/calibrate_confidence.py`
measures, per claim kind (event, motion, decision, sanction, link) and raw value, the fraction of
such claims the gold says are right, smoothed and made monotone, and writes the table. The same
table, read here, turns every raw confidence into the calibrated one written to the graph.
"""

from __future__ import annotations

import os
from bisect import bisect_right
from functools import lru_cache
from pathlib import Path

import yaml

TABLE = Path(__file__).with_name("calibration.yaml")
RAW = "CANPOL_RAW_CONFIDENCE"  # set (to 1) while measuring: the raw values are written unchanged


@lru_cache(maxsize=1)
def _table() -> dict[str, list[tuple[float, float]]]:
    if not TABLE.is_file():
        return {}
    data = yaml.safe_load(TABLE.read_text(encoding="utf-8")) or {}
    return {kind: sorted((float(raw), float(value)) for raw, value in (points or {}).items())
            for kind, points in (data.get("kinds") or {}).items()}


def calibrated(kind: str, raw: float) -> float:
    """The calibrated confidence of a claim of `kind` with raw confidence `raw`.

    A raw value between two measured ones takes the lower one's calibrated value (never more sure
    than what was measured); below all of them, the lowest; a kind not in the table keeps `raw`."""
    if os.environ.get(RAW):
        return raw
    points = _table().get(kind)
    if not points:
        return raw
    at = bisect_right([p for p, _ in points], raw + 1e-9) - 1
    return points[max(at, 0)][1]
