"""Loading RDF files: each file's triples replace one named graph (quad files keep their graphs)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from canpol.graph.formats import format_for_path
from canpol.graph.iris import slugify


def graph_for_file(path: Path, minter) -> str:
    """The default graph IRI for an RDF file: `{base}graph/file/{slug of its name}`."""
    stem = path.name.split(".")[0]
    return str(minter.graph("file/" + (slugify(stem) or "unnamed")))


def load_rdf_file(store, path: Path, minter, *, graph_iri: str | None = None,
                  writer=None) -> Iterator:
    """Import one RDF file; yields (graph IRI, quads loaded), after the outcomes of the graphs
    `writer` still held (written first, so that writes reach the store in input order)."""
    if writer is not None:
        yield from writer.flush()
    info = format_for_path(path)
    if info is not None and info.quads and graph_iri is None:
        yield ("(graphs named in the file)", store.import_file(path, None))
        return
    target = graph_iri or graph_for_file(path, minter)
    yield (target, store.import_file(path, target))
