"""kill -9 at random moments of loads: the store opens, every graph is wholly old or wholly new,
and the snapshot the server reads is the store's content (recovery publishes)."""

from __future__ import annotations

from pathlib import Path

from .faults import article_rounds, rdf_rounds

REPO = Path(__file__).resolve().parents[2]


def test_rdf_loads_killed_at_random_moments(tmp_path):
    records = rdf_rounds(tmp_path, rounds=4, seed=17)
    assert all(r["whole"] for r in records), records
    assert all(r["published"] == r["triples"] for r in records), records
    assert all(r["others"] == [] for r in records), records


def test_article_loads_killed_at_random_moments(tmp_path):
    records = article_rounds(tmp_path, REPO / "corpus" / "articles", rounds=2, seed=17)
    assert all(r["partial"] == [] for r in records), records
    assert not any(r["published_differs"] for r in records), records
