"""Loaders: turn files (RDF, articles, reference data) into named graphs in a Store."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from canpol.errors import CanpolError, InputError
from canpol.graph.formats import format_for_path


@dataclass
class LoadReport:
    """What one `canpol load` did: graphs written, and the inputs that failed with their reasons."""

    loaded: list[tuple[str, str, int]] = field(default_factory=list)  # (input, graph IRI, triples)
    failed: list[tuple[str, str]] = field(default_factory=list)  # (input, message)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (input, line of its load summary)

    @property
    def triples(self) -> int:
        return sum(n for _, _, n in self.loaded)


@dataclass(frozen=True)
class Note:
    """A line of a loader's summary about one input (a division checked, a speaker not linked)."""

    source: str
    message: str


def iter_input_files(paths: list[Path]) -> Iterator[Path]:
    """The files named, and those inside named folders (sorted, hidden ones skipped)."""
    for path in paths:
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and not any(p.startswith(".") for p in child.relative_to(path).parts):
                    yield child
        elif path.exists():
            yield path
        else:
            raise InputError(f"{path}: no such file or folder")


def loader_for(path: Path) -> Callable | None:
    """The loader function for a file, chosen by its extension; None when canpol has none.

    An .xml file is RDF/XML unless its root element says it is a Hansard publication."""
    if path.suffix.lower() == ".xml":
        from .hansard import load_hansard_file, not_xml_canpol_reads, sniff

        root = sniff(path)
        if root == "Hansard":
            return load_hansard_file
        if root is not None and ":" not in root and root != "RDF":
            # RDF/XML's root is rdf:RDF (or RDF in the default namespace) or a prefixed node element
            return not_xml_canpol_reads
    if format_for_path(path) is not None:
        from .rdf import load_rdf_file

        return load_rdf_file
    from . import article

    if path.suffix.lower() in article.ARTICLE_EXTENSIONS:
        return article.load_article_file
    return None


def count_documents(path: Path) -> int:
    """How many documents a file holds, for a progress bar: the non-blank lines of JSON lines
    (counted in a streamed pass), one for any other file."""
    if path.suffix.lower() != ".jsonl":
        return 1
    try:
        with path.open("rb") as handle:
            return max(1, sum(1 for line in handle if line.strip()))
    except OSError:
        return 1


def load_paths(store, paths: list[Path], minter, *, graph_iri: str | None = None,
               progress: Callable[[str], None] | None = None) -> LoadReport:
    """Load every file under `paths`; a file or document that fails is reported and the batch
    goes on. `progress` is called once per document (or per file that fails as a whole).

    Documents' graphs are written several at a time (see loaders/writer.py), across files."""
    from .writer import Failed, GraphWriter, Written

    report = LoadReport()
    writer = GraphWriter(store)

    def record(outcome) -> None:
        if isinstance(outcome, Note):
            report.notes.append((outcome.source, outcome.message))
            return
        if isinstance(outcome, Written):
            report.loaded.append((outcome.source, outcome.graph, outcome.triples))
        else:
            report.failed.append((outcome.source, outcome.message))
        if progress:
            progress(outcome.source)

    for path in iter_input_files(paths):
        loader = loader_for(path)
        try:
            if loader is None:
                raise InputError(f"{path}: canpol cannot load {path.suffix or 'extensionless'} files")
            for item in loader(store, path, minter, graph_iri=graph_iri, writer=writer):
                record(Written(str(path), *item) if isinstance(item, tuple) else item)
        except CanpolError as error:
            record(Failed(str(path), str(error)))
    for outcome in writer.flush():
        record(outcome)
    return report
