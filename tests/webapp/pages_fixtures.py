"""Stores for the page tests: the hand-made sample (docs/data-model.md shape) and an article-like
graph carrying hostile payloads."""

from __future__ import annotations

from pathlib import Path

SAMPLE_TRIG = Path(__file__).with_name("pages_sample.trig")
BASE = "https://w3id.org/canpol/"
SINGH = BASE + "id/person/jagmeet-singh"
RULING = BASE + "id/ruling/2020-06-17/jagmeet-singh"


def build_sample_store(path: Path, extra: dict | None = None) -> Path:
    """The sample TriG (plus `extra` graphs: IRI -> rdflib Graph) in a new store, published."""
    from canpol.graph.embedded import EmbeddedStore

    store = EmbeddedStore(path)
    store.import_file(SAMPLE_TRIG, None)
    for iri, graph in (extra or {}).items():
        store.replace_graph(iri, graph)
    store.close()
    return path
