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

    @property
    def triples(self) -> int:
        return sum(n for _, _, n in self.loaded)


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
    """The loader function for a file, chosen by its extension; None when canpol has none."""
    if format_for_path(path) is not None:
        from .rdf import load_rdf_file

        return load_rdf_file
    from . import article

    if path.suffix.lower() in article.ARTICLE_EXTENSIONS:
        return article.load_article_file
    return None


def load_paths(store, paths: list[Path], minter, *, graph_iri: str | None = None,
               progress: Callable[[Path], None] | None = None) -> LoadReport:
    """Load every file under `paths`; a file that fails is reported and the batch goes on."""
    report = LoadReport()
    files = list(iter_input_files(paths))
    for path in files:
        loader = loader_for(path)
        try:
            if loader is None:
                raise InputError(f"{path}: canpol cannot load {path.suffix or 'extensionless'} files")
            for item in loader(store, path, minter, graph_iri=graph_iri):
                if isinstance(item, tuple):
                    graph, triples = item
                    report.loaded.append((str(path), graph, triples))
                else:  # one failed document of a multi-document file; the others go on
                    report.failed.append((str(path), str(item)))
        except CanpolError as error:
            report.failed.append((str(path), str(error)))
        if progress:
            progress(path)
    return report
