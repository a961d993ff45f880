"""EmbeddedStore: the default backend, a pyoxigraph store on disk in one process."""

from __future__ import annotations

import gzip
import uuid
from pathlib import Path
from typing import BinaryIO, Iterator

import pyoxigraph as ox
from rdflib import Graph

from canpol.errors import InputError, QueryError, StoreError

from .bindings import bind_values
from .formats import FORMATS, format_for_path, rdf_format
from .queries import load_query
from .store import Bindings, GraphInfo, QueryResult, Row
from .terms import from_oxigraph

# Staging graphs hold a replacement while it loads; leftovers of an interrupted load are dropped
# when the store is next opened for writing, so the old content is what remains.
STAGING_PREFIX = "urn:canpol:staging:"


def _syntax_message(error: SyntaxError, path: Path | None) -> str:
    """'file:line:column: message' for a parse error, as compilers print it."""
    where = str(path) if path else "<input>"
    if getattr(error, "lineno", None):
        where += f":{error.lineno}:{error.offset or 0}"
    return f"{where}: {error.msg if hasattr(error, 'msg') else error}"


class EmbeddedStore:
    """A pyoxigraph store in a folder on disk (or in memory when `path` is None)."""

    def __init__(self, path: Path | str | None):
        self.path = Path(path) if path is not None else None
        self.read_only = False
        self._snapshot = None
        # Set by every write; closing a dirty on-disk store publishes a snapshot for readers.
        self._dirty = False
        try:
            self._store = ox.Store(str(self.path)) if self.path is not None else ox.Store()
        except OSError as error:
            raise StoreError(
                f"cannot open the store at {self.path} (setting --store / CANPOL_STORE): {error}. "
                "Another canpol process may be writing to it."
            ) from None
        self._drop_staging_leftovers()

    @classmethod
    def open_snapshot(cls, path: Path | str) -> "EmbeddedStore":
        """A read-only store over the newest published snapshot of the store at `path` (see
        graph/snapshots.py), safe to use while another process writes the store. When nothing
        was published yet, one is made first (which needs the store not to be busy)."""
        from . import snapshots

        opened = snapshots.open_current(path)
        if opened is None:
            snapshots.ensure(path)
            opened = snapshots.open_current(path)
        store = cls.__new__(cls)
        store.path = Path(path)
        store.read_only = True
        store._dirty = False
        store._snapshot = opened  # holds the snapshot's lock as long as this store lives
        store._store = opened.store
        return store

    @property
    def snapshot_name(self) -> str | None:
        """The snapshot this read-only store reads, or None for the primary store."""
        return self._snapshot.name if self._snapshot is not None else None

    def _check_writable(self) -> None:
        if self.read_only:
            raise StoreError("this store is a read-only snapshot; write with `canpol load`")
        self._dirty = True

    def publish_snapshot(self) -> str:
        """Publish the current content as the snapshot readers (the web app) see; returns its name."""
        from . import snapshots

        if self.path is None or self.read_only:
            raise StoreError("only an on-disk store opened for writing can publish a snapshot")
        name = snapshots.publish(self._store, self.path)
        self._dirty = False
        return name

    # -- reading -----------------------------------------------------------------------------

    def _query(self, query: str, bindings: Bindings | None):
        try:
            return self._store.query(bind_values(query, bindings), use_default_graph_as_union=True)
        except SyntaxError as error:
            raise QueryError(f"SPARQL syntax error: {error}") from None
        except OSError as error:
            raise StoreError(f"query failed: {error}") from None

    def query(self, query: str, bindings: Bindings | None = None) -> QueryResult:
        answer = self._query(query, bindings)
        if isinstance(answer, ox.QueryBoolean):
            return QueryResult("ask", boolean=bool(answer))
        if isinstance(answer, ox.QueryTriples):
            return QueryResult("graph", graph=self._to_graph(answer))
        variables = [v.value for v in answer.variables]
        return QueryResult("select", variables=variables, rows=self._rows(answer, variables))

    @staticmethod
    def _rows(solutions, names: list[str]) -> Iterator[Row]:
        for solution in solutions:
            row = {}
            for name in names:
                value = solution[name]
                if value is not None:
                    row[name] = from_oxigraph(value)
            yield row

    def iter_select(self, query: str, bindings: Bindings | None = None) -> Iterator[Row]:
        solutions = self._query(query, bindings)
        if not isinstance(solutions, ox.QuerySolutions):
            raise QueryError("expected a SELECT query")
        return self._rows(solutions, [v.value for v in solutions.variables])

    def select(self, query: str, bindings: Bindings | None = None) -> list[Row]:
        return list(self.iter_select(query, bindings))

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        answer = self._query(query, bindings)
        if not isinstance(answer, ox.QueryBoolean):
            raise QueryError("expected an ASK query")
        return bool(answer)

    def construct(self, query: str, bindings: Bindings | None = None) -> Graph:
        triples = self._query(query, bindings)
        if not isinstance(triples, ox.QueryTriples):
            raise QueryError("expected a CONSTRUCT or DESCRIBE query")
        return self._to_graph(triples)

    @staticmethod
    def _to_graph(triples) -> Graph:
        graph = Graph()
        for triple in triples:
            graph.add((from_oxigraph(triple.subject), from_oxigraph(triple.predicate),
                       from_oxigraph(triple.object)))
        return graph

    def raw_query(self, query: str, **options):
        """The engine's own result object, for callers that serialize results themselves."""
        try:
            return self._store.query(query, **options)
        except SyntaxError as error:
            raise QueryError(f"SPARQL syntax error: {error}") from None

    # -- graphs ------------------------------------------------------------------------------

    def graphs(self) -> list[GraphInfo]:
        counts = {
            str(row["g"]): int(row["triples"]) for row in self.select(load_query("graph_counts"))
        }
        for graph in self._store.named_graphs():
            if isinstance(graph, ox.NamedNode):
                counts.setdefault(graph.value, 0)
        return [GraphInfo(iri, n) for iri, n in sorted(counts.items())
                if not iri.startswith(STAGING_PREFIX)]

    def has_graph(self, graph_iri: str) -> bool:
        return self._store.contains_named_graph(ox.NamedNode(graph_iri))

    def remove_graph(self, graph_iri: str) -> bool:
        node = ox.NamedNode(graph_iri)
        if not self._store.contains_named_graph(node):
            return False
        self._check_writable()
        self._store.update(f"DROP GRAPH <{node.value}>")
        return True

    # -- writing -----------------------------------------------------------------------------

    def replace_graph(self, graph_iri: str, data: Graph) -> int:
        payload = data.serialize(format="nt", encoding="utf-8")
        self._replace(ox.NamedNode(graph_iri), payload, ox.RdfFormat.N_TRIPLES, path=None)
        return len(data)

    def import_file(self, path: Path, graph_iri: str | None, rdf_format_name: str | None = None) -> int:
        path = Path(path)
        info = rdf_format(rdf_format_name) if rdf_format_name else format_for_path(path)
        if info is None:
            raise InputError(f"{path}: not a recognised RDF file extension; name the format")
        try:
            raw = path.read_bytes()
        except OSError as error:
            raise InputError(f"{path}: cannot read: {error.strerror}") from None
        if path.suffix.lower() == ".gz":
            try:
                raw = gzip.decompress(raw)
            except (OSError, EOFError) as error:
                raise InputError(f"{path}: not a valid gzip file: {error}") from None
        if info.quads and graph_iri is None:
            return self._import_dataset(raw, info, path)
        if graph_iri is None:
            raise InputError(f"{path}: a graph IRI is needed for a triple format")
        return self._replace(ox.NamedNode(graph_iri), raw, info.oxigraph, path)

    def _replace(self, graph: ox.NamedNode, payload: bytes, fmt: ox.RdfFormat, path: Path | None) -> int:
        """Load `payload` as the whole of `graph`: one transaction when the graph is new, else
        a staging graph swapped in by one transactional MOVE."""
        self._check_writable()
        target = graph
        if self._store.contains_named_graph(graph):
            target = ox.NamedNode(f"{STAGING_PREFIX}{uuid.uuid4().hex}")
        try:
            self._store.load(input=payload, format=fmt, to_graph=target,
                             base_iri=f"file:///{path.name}" if path else None)
        except SyntaxError as error:
            raise InputError(_syntax_message(error, path)) from None
        except (OSError, ValueError) as error:
            raise StoreError(f"load failed, store unchanged: {error}") from None
        if target != graph:
            try:
                self._store.update(f"MOVE SILENT <{target.value}> TO <{graph.value}>")
            finally:
                if self._store.contains_named_graph(target):
                    self._store.remove_graph(target)
        return self._count(graph)

    def _import_dataset(self, payload: bytes, info, path: Path) -> int:
        """Load a TriG/N-Quads file whose graphs replace the same-named graphs, all or nothing."""
        self._check_writable()
        try:
            quads = list(ox.parse(input=payload, format=info.oxigraph))
        except SyntaxError as error:
            raise InputError(_syntax_message(error, path)) from None
        by_graph: dict[str, list] = {}
        for quad in quads:
            if not isinstance(quad.graph_name, ox.NamedNode):
                raise InputError(f"{path}: triples in the default graph; give them a graph with --graph")
            by_graph.setdefault(quad.graph_name.value, []).append(quad)
        staging = {g: ox.NamedNode(f"{STAGING_PREFIX}{uuid.uuid4().hex}") for g in by_graph}
        try:
            self._store.extend(ox.Quad(q.subject, q.predicate, q.object, staging[q.graph_name.value])
                               for q in quads)
            moves = " ; ".join(f"MOVE SILENT <{s.value}> TO <{g}>" for g, s in staging.items())
            if moves:
                self._store.update(moves)
        finally:
            for node in staging.values():
                if self._store.contains_named_graph(node):
                    self._store.remove_graph(node)
        return len(quads)

    def _count(self, graph: ox.NamedNode) -> int:
        return sum(1 for _ in self._store.quads_for_pattern(None, None, None, graph))

    def _drop_staging_leftovers(self) -> None:
        for graph in list(self._store.named_graphs()):
            if isinstance(graph, ox.NamedNode) and graph.value.startswith(STAGING_PREFIX):
                self._store.remove_graph(graph)

    # -- export ------------------------------------------------------------------------------

    def export(self, out: BinaryIO, rdf_format_name: str, graph_iri: str | None = None) -> None:
        info = rdf_format(rdf_format_name)
        if graph_iri is not None:
            node = ox.NamedNode(graph_iri)
            if not self._store.contains_named_graph(node):
                raise InputError(f"no graph named <{graph_iri}> in the store")
            triples = (ox.Triple(q.subject, q.predicate, q.object)
                       for q in self._store.quads_for_pattern(None, None, None, node))
            if info.quads:
                quads = (ox.Quad(t.subject, t.predicate, t.object, node) for t in triples)
                ox.serialize(quads, out, info.oxigraph)
            else:
                ox.serialize(triples, out, info.oxigraph)
            return
        if info.quads:
            quads = (q for q in self._store
                     if not (isinstance(q.graph_name, ox.NamedNode)
                             and q.graph_name.value.startswith(STAGING_PREFIX)))
            ox.serialize(quads, out, info.oxigraph)
            return
        rows = self._store.query(load_query("distinct_triples"), use_default_graph_as_union=True)
        ox.serialize((ox.Triple(r["s"], r["p"], r["o"]) for r in rows), out, info.oxigraph)

    def flush(self) -> None:
        self._store.flush()

    def close(self) -> None:
        # Readers (the web app) see writes once a snapshot is published; do it before closing.
        if self._dirty and self._store is not None and self.path is not None and not self.read_only:
            self.publish_snapshot()
        # pyoxigraph closes the database when the object is dropped.
        self._store = None
        self._snapshot = None


__all__ = ["EmbeddedStore", "FORMATS", "STAGING_PREFIX"]
