"""`canpol load x.nt` then `canpol export --format nt` gives back the same 1 M triples."""

from __future__ import annotations

import subprocess
import sys

import pyoxigraph as ox
import pytest

from bench.generate import write


@pytest.mark.slow
def test_one_million_triples_round_trip(tmp_path):
    source = write(tmp_path / "million.nt", 1_000_000)
    store = tmp_path / "store"
    exported = tmp_path / "exported.nt"
    canpol = [sys.executable, "-m", "canpol", "--store", str(store)]
    subprocess.run([*canpol, "load", str(source)], check=True, capture_output=True)
    subprocess.run([*canpol, "export", "--format", "nt", "-o", str(exported)], check=True, capture_output=True)

    def triples(path):
        return set(ox.parse(path=str(path), format=ox.RdfFormat.N_TRIPLES))

    original = triples(source)
    assert len(original) >= 1_000_000
    assert triples(exported) == original
