"""The Store interface: the one small contract every graph backend (embedded, remote) meets."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator, Mapping, Protocol, Sequence, runtime_checkable

from rdflib import Graph
from rdflib.term import Node

# Graphs a backend keeps for itself (staging graphs holding a replacement while it loads, the
# embedded store's journal): never listed, exported or shown.
INTERNAL_PREFIX = "urn:canpol:"
STAGING_PREFIX = INTERNAL_PREFIX + "staging:"

Row = dict[str, Node]
# A variable maps to one term, or to a collection of terms it takes in turn (graph/bindings.py).
Bindings = Mapping[str, "Node | list[Node] | tuple[Node, ...] | set[Node] | frozenset[Node]"]


@dataclass(frozen=True)
class GraphInfo:
    """A named graph in the store and how many triples it holds."""

    iri: str
    triples: int


@dataclass
class RawResponse:
    """A query's answer as the engine or server serialized it (for the web app's /sparql proxy)."""

    status: int
    content_type: str
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def row_cap(self) -> int | None:
        """The server's result-row cap when it announces one (Virtuoso: X-SPARQL-MaxRows)."""
        value = self.headers.get("x-sparql-maxrows")
        return int(value) if value and value.isdigit() else None


@dataclass
class QueryResult:
    """The answer to any read query: rows for SELECT, a boolean for ASK, a graph otherwise."""

    kind: str  # "select" | "ask" | "graph"
    variables: list[str] | None = None
    rows: Iterator[Row] | None = None
    boolean: bool | None = None
    graph: Graph | None = None


@runtime_checkable
class Store(Protocol):
    """Graph access for canpol. The default graph of every query is the union of the named graphs.

    Values are passed as `bindings` (variable name -> rdflib term), never pasted into query text.
    Writes are per named graph and atomic: a failed or interrupted write leaves the old content.
    """

    def query(self, query: str, bindings: Bindings | None = None) -> QueryResult:
        """Run any read query (SELECT, ASK, CONSTRUCT, DESCRIBE); updates are refused."""

    def select(self, query: str, bindings: Bindings | None = None) -> list[Row]:
        """Rows of a SELECT query; an unbound variable is absent from its row."""

    def iter_select(self, query: str, bindings: Bindings | None = None) -> Iterator[Row]:
        """Rows of a SELECT query, streamed."""

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        """The answer of an ASK query."""

    def construct(self, query: str, bindings: Bindings | None = None) -> Graph:
        """The graph built by a CONSTRUCT or DESCRIBE query."""

    def construct_document(self, query: str, bindings: Bindings | None, rdf_format: str,
                           prefixes: Mapping[str, str] | None = None) -> bytes | None:
        """The graph built by a CONSTRUCT query, written in `rdf_format` (a triple format) by the
        engine's own writer (no rdflib round trip, which costs far more than the query); None
        when the graph is empty."""

    def query_form(self, query: str) -> str:
        """SELECT, ASK, CONSTRUCT or DESCRIBE, read from the query text; an update is a QueryError."""

    def raw_query(self, query: str, accept: str, *, timeout: float | None = None,
                  default_graphs: Iterable[str] = (), named_graphs: Iterable[str] = ()) -> RawResponse:
        """Run a read query as given (no bindings) over the default graphs named (else the union)
        and the named graphs named, and return the answer serialized in the media type `accept`
        by the engine or server itself. A server is told `timeout` and stops there; the embedded
        store cannot stop a query in its own process (the web app runs those in worker processes
        it kills at the deadline, webapp/executor.py)."""

    def replace_graph(self, graph_iri: str, data: Graph) -> int:
        """Make `data` the whole content of the named graph, atomically; returns its triple count."""

    def replace_graphs(self, graphs: Mapping[str, Graph]) -> dict[str, int]:
        """`replace_graph` for several graphs in one write, all or none (cheaper than one write
        per graph); returns each graph's triple count."""

    def import_file(self, path: Path, graph_iri: str | None, rdf_format: str | None = None) -> int:
        """Replace the named graph with a file's triples (quad formats keep their own graphs when
        `graph_iri` is None); returns the number of quads loaded. Bad RDF raises InputError
        naming file, line and column, and the store is unchanged."""

    def remove_graph(self, graph_iri: str) -> bool:
        """Drop a named graph; False when there was none."""

    def graphs(self) -> list[GraphInfo]:
        """Every named graph with its triple count, sorted by IRI."""

    def has_graph(self, graph_iri: str) -> bool:
        """Whether the named graph exists."""

    def export(self, out: BinaryIO, rdf_format: str, graph_iri: str | None = None) -> None:
        """Write the store (quad formats: every graph; triple formats: the distinct triples of the
        union) or one named graph to `out`, streamed."""

    # -- snapshots: what readers (the web app) see of the writes ---------------------------------

    @property
    def snapshot_name(self) -> str | None:
        """The published snapshot this store reads (graph/snapshots.py), or None when it reads
        live content: the embedded store opened for writing, or a server (whose content can change
        under the same name, so readers cache nothing by it)."""

    def is_current(self) -> bool:
        """Whether this store still shows the newest published content: False once a write has
        published a snapshot newer than the one it reads (a reader then opens again with
        `canpol.graph.open_reader`). Always True for live content."""

    def publish_snapshot(self) -> str | None:
        """Publish what was written for readers and return the snapshot's name; None where readers
        see each write once it is done (a server). Closing a store that wrote publishes too."""

    def close(self) -> None:
        """Release the store (an embedded store that wrote publishes a snapshot first)."""


def select_tuples(store: Store, query: str, bindings: Bindings | None, names: Sequence[str]) -> Iterator[tuple]:
    """Rows of a SELECT query whose variables are `names` (in that order) as tuples of terms, None
    where unbound: the embedded store reads them without a dict a row (`iter_tuples`); any other
    store's rows are taken apart here."""
    read = getattr(store, "iter_tuples", None)
    if read is not None:
        return read(query, bindings, names)
    return (tuple(map(row.get, names)) for row in store.iter_select(query, bindings))
