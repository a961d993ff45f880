"""Writes: a graph's new content staged in a graph of its own, checked, then moved over the old
one in one update request; triples sent in bounded chunks that keep blank nodes whole; what is too
large for one server transaction done in steps."""

from __future__ import annotations

import gzip
import logging
import time
import uuid
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

import pyoxigraph as ox
from rdflib import Graph, URIRef

from canpol.errors import InputError, StoreError

from ..formats import file_format, syntax_message
from ..queries import load_query
from ..store import STAGING_PREFIX
from ..terms import oxigraph_triples
from . import dialect
from .reads import Reads
from .transport import UPDATE_SETTING, TransactionTooLarge

# A staging graph left by a load that was killed is dropped by a later write once it is this old
# (a younger one may belong to a load still running in another process).
STALE_STAGING_SECONDS = 3600
# Graph moves per update request: a TriG/N-Quads file with more graphs than this is swapped in
# batches (each graph still atomically).
MOVES_PER_REQUEST = 200
# Triples per step when a graph too large for one transaction is cleared or moved in steps; halved
# while the server still finds a step too large.
STEP_TRIPLES = 50_000
MIN_STEP_TRIPLES = 500

log = logging.getLogger(__name__)


def _iri(value: str) -> str:
    """An IRI checked by pyoxigraph and written in SPARQL syntax (<...>), for update requests,
    which have no binding mechanism."""
    try:
        return str(ox.NamedNode(value))
    except ValueError as error:
        raise InputError(f"not a valid graph IRI <{value}>: {error}") from None


def _ntriples_line(triple) -> str:
    return f"{triple.subject} {triple.predicate} {triple.object} .\n"


def bounded_chunks(triples: list, limit: int) -> Iterator[list]:
    """Split triples into chunks of about `limit`, never separating triples that share a blank
    node: each request is its own document, so a blank node cut in two would become two nodes."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    plain, linked = [], []
    for triple in triples:
        blanks = [t.value for t in (triple.subject, triple.object) if isinstance(t, ox.BlankNode)]
        if not blanks:
            plain.append(triple)
            continue
        root = find(blanks[0])
        for other in blanks[1:]:
            parent[find(other)] = root
        linked.append((blanks[0], triple))
    groups: dict[str, list] = {}
    for blank, triple in linked:
        groups.setdefault(find(blank), []).append(triple)
    chunk: list = []
    for group in [[t] for t in plain] + list(groups.values()):
        if chunk and len(chunk) + len(group) > limit:
            yield chunk
            chunk = []
        chunk.extend(group)
    if chunk:
        yield chunk


class StagedWrites(Reads):
    """replace_graph(s), import_file and remove_graph over SPARQL 1.1 Update and the Graph Store
    Protocol."""

    _chunk_triples: int | None = None  # triples per request; by default as the server allows
    _staging_checked = False
    _step = STEP_TRIPLES  # halved for good once the server refuses a step as too large
    _largest_chunk: int | None = None  # likewise for chunks of triples sent

    @property
    def chunk_triples(self) -> int:
        if self._chunk_triples:
            return self._chunk_triples
        return dialect.GRAPH_STORE_CHUNK if self.graph_store_endpoint else dialect.INSERT_DATA_CHUNK

    def remove_graph(self, graph_iri: str) -> bool:
        if not self.has_graph(graph_iri):
            return False
        self._swap(graph_iri, None, 0)
        return True

    def _send_chunk(self, graph: str, triples: list) -> None:
        if self._largest_chunk and len(triples) > self._largest_chunk:
            halves = list(bounded_chunks(triples, max(1, len(triples) // 2)))
            if len(halves) > 1:
                for half in halves:
                    self._send_chunk(graph, half)
                return
        body = "".join(_ntriples_line(t) for t in triples)
        try:
            if self.graph_store_endpoint:
                self._post(self.graph_store_endpoint, UPDATE_SETTING, params={"graph-uri": graph},
                           data=body.encode("utf-8"), headers={"Content-Type": dialect.NTRIPLES_UPLOAD_TYPE})
            else:
                self._update(f"INSERT DATA {{ GRAPH {_iri(graph)} {{\n{body}}} }}")
        except TransactionTooLarge:
            # Rolled back: send it again in halves (each half keeps its blank nodes whole), and
            # later chunks halved from the start.
            halves = list(bounded_chunks(triples, max(1, len(triples) // 2)))
            if len(halves) < 2:
                raise
            self._largest_chunk = max(1, len(triples) // 2)
            for half in halves:
                self._send_chunk(graph, half)

    def _replace_graphs(self, contents: dict[str, list]) -> dict[str, int]:
        """Make each list of triples the whole content of its graph: every graph is loaded into a
        staging graph first, then one update request moves all of them in (or drops the graph
        when its new content is empty). A failure before that request leaves every graph as it was."""
        for graph in contents:
            _iri(graph)
        self._drop_stale_staging()
        stamp = int(time.time())
        staging = {g: f"{STAGING_PREFIX}{stamp}-{uuid.uuid4().hex}" for g in contents}
        try:
            for graph, triples in contents.items():
                for chunk in bounded_chunks(triples, self.chunk_triples):
                    self._send_chunk(staging[graph], chunk)
            stored = self._graph_counts()
            for graph, triples in contents.items():
                if triples and not stored.get(staging[graph]):
                    raise StoreError(f"the server accepted the triples for <{graph}> but stored none")
            graphs = list(contents)
            # One request when it fits the server (Virtuoso compiles each request to bounded SQL).
            for start in range(0, len(graphs), MOVES_PER_REQUEST):
                batch = {g: staging[g] if contents[g] else None for g in graphs[start:start + MOVES_PER_REQUEST]}
                try:
                    self._update(" ;\n".join(self._swap_operation(g, s) for g, s in batch.items()))
                except TransactionTooLarge as error:
                    # Rolled back whole: each graph on its own, atomically while it fits, else in steps.
                    for graph, source in batch.items():
                        self._swap(graph, source, stored.get(source, 0) if source else 0,
                                   too_large=error if len(batch) == 1 else None)
        except BaseException:
            self._drop_quietly(staging.values())
            raise
        stored = self._graph_counts()
        return {graph: stored.get(graph, 0) for graph in contents}

    @staticmethod
    def _swap_operation(graph: str, source: str | None) -> str:
        if source is None:
            return f"DROP SILENT GRAPH {_iri(graph)}"
        return f"MOVE SILENT GRAPH {_iri(source)} TO GRAPH {_iri(graph)}"

    def _swap(self, graph: str, source: str | None, triples: int,
              too_large: TransactionTooLarge | None = None) -> None:
        """Make `source` (a staging graph, or None for nothing) the content of `graph`: in one
        request when the server's transaction can hold it, else in steps (see _move_in_steps).
        `too_large` is the server's refusal of that one request when it was already tried."""
        if too_large is None:
            try:
                self._update(self._swap_operation(graph, source))
                return
            except TransactionTooLarge as error:
                too_large = error
        reason = str(too_large).split(": ", 1)[-1]
        if source is None:
            log.warning("<%s> is too large to drop in one transaction of this server (%s); dropping it "
                        "in steps", graph, reason)
        else:
            log.warning("<%s> is too large to replace in one transaction of this server (%s); replacing "
                        "it in steps: other clients see it emptied, then filled", graph, reason)
        try:
            self._clear_in_steps(graph)
            if source is not None:
                self._move_in_steps(source, graph, triples)
        except Exception as error:
            if source is None:
                raise StoreError(f"dropping <{graph}> in steps failed part way ({error}); part of it may "
                                 "remain: remove it again") from error
            raise StoreError(f"replacing <{graph}> in steps failed part way ({error}); it may hold part of "
                             "its old or new triples: load it again") from error

    def _in_steps(self, operation: Callable[[int], str], graph: str, triples: int) -> None:
        """Send operation(step) while `graph` holds any triple, each request removing up to `step`
        of its `triples` (one transaction each); the step is halved while the server still finds it
        too large. Stops with an error if the graph does not empty as it should."""
        done = 0
        most = 2 * -(-triples // MIN_STEP_TRIPLES) + 10
        while self.ask(load_query("graph_exists"), {"g": URIRef(graph)}):
            if done >= most:
                raise StoreError(f"<{graph}> still holds triples after {done} steps (is another client "
                                 "writing to it?)")
            try:
                self._update(operation(self._step))
            except TransactionTooLarge:
                if self._step <= MIN_STEP_TRIPLES:
                    raise
                self._step //= 2
                continue
            done += 1

    def _clear_in_steps(self, graph: str) -> None:
        """Empty `graph` a bounded number of triples per request."""
        g = _iri(graph)
        self._in_steps(lambda step: f"DELETE {{ GRAPH {g} {{ ?s ?p ?o }} }} WHERE {{ SELECT ?s ?p ?o "
                                    f"WHERE {{ GRAPH {g} {{ ?s ?p ?o }} }} LIMIT {int(step)} }}",
                       graph, int(self.select(load_query("graph_size"), {"g": URIRef(graph)})[0]["n"]))

    def _move_in_steps(self, source: str, graph: str, triples: int) -> None:
        """Move the triples of `source` into `graph` a bounded number per request; each request
        moves its triples atomically, so a failure leaves every triple in one of the two graphs.
        Blank nodes stay the same nodes: they never leave the server."""
        s, g = _iri(source), _iri(graph)
        self._in_steps(lambda step: f"DELETE {{ GRAPH {s} {{ ?s ?p ?o }} }} INSERT {{ GRAPH {g} {{ ?s ?p ?o }} }} "
                                    f"WHERE {{ SELECT ?s ?p ?o WHERE {{ GRAPH {s} {{ ?s ?p ?o }} }} LIMIT {int(step)} }}",
                       source, triples)

    def _drop_quietly(self, graphs: Iterable[str]) -> None:
        graphs = list(graphs)
        for start in range(0, len(graphs), MOVES_PER_REQUEST):
            batch = graphs[start:start + MOVES_PER_REQUEST]
            try:
                try:
                    self._update(" ;\n".join(f"DROP SILENT GRAPH {_iri(g)}" for g in batch))
                except TransactionTooLarge:
                    for graph in batch:
                        self._swap(graph, None, 0)
            except Exception:  # the error that got us here is the one to report
                pass

    def _drop_stale_staging(self) -> None:
        if self._staging_checked:
            return
        self._staging_checked = True
        now = time.time()
        stale = []
        for row in self._select_json(load_query("graph_names")):
            iri = str(row["g"])
            stamp = iri[len(STAGING_PREFIX):].split("-", 1)[0] if iri.startswith(STAGING_PREFIX) else ""
            if stamp.isdigit() and now - int(stamp) > STALE_STAGING_SECONDS:
                stale.append(iri)
        if stale:
            self._drop_quietly(stale)

    def replace_graph(self, graph_iri: str, data: Graph) -> int:
        return self.replace_graphs({graph_iri: data})[graph_iri]

    def replace_graphs(self, graphs: Mapping[str, Graph]) -> dict[str, int]:
        """Several graphs at once: all staged first, then swapped in together (see _replace_graphs)."""
        # converted first: a term pyoxigraph refuses is an InputError and nothing is sent
        self._replace_graphs({graph_iri: oxigraph_triples(data, graph_iri) for graph_iri, data in graphs.items()})
        return {graph_iri: len(data) for graph_iri, data in graphs.items()}

    def import_file(self, path: Path, graph_iri: str | None, rdf_format_name: str | None = None) -> int:
        # Parsed here first, so bad RDF is reported with file:line:column and nothing is sent.
        path = Path(path)
        info = file_format(path, rdf_format_name)
        try:
            raw = path.read_bytes()
        except OSError as error:
            raise InputError(f"{path}: cannot read: {error.strerror}") from None
        if path.suffix.lower() == ".gz":
            try:
                raw = gzip.decompress(raw)
            except (OSError, EOFError) as error:
                raise InputError(f"{path}: not a valid gzip file: {error}") from None
        if graph_iri is None and not info.quads:
            raise InputError(f"{path}: a graph IRI is needed for a triple format")
        try:
            quads = list(ox.parse(raw, format=info.oxigraph, base_iri=f"file:///{path.name}"))
        except SyntaxError as error:
            raise InputError(syntax_message(error, path)) from None
        by_graph: dict[str, dict] = {}
        for quad in quads:
            if graph_iri is not None:
                target = graph_iri
            elif isinstance(quad.graph_name, ox.NamedNode):
                target = quad.graph_name.value
            else:
                raise InputError(f"{path}: triples in the default graph; give them a graph with --graph")
            # A dict keeps the file's order and drops repeated triples, as a store would.
            by_graph.setdefault(target, {})[ox.Triple(quad.subject, quad.predicate, quad.object)] = None
        if graph_iri is not None and graph_iri not in by_graph:
            by_graph[graph_iri] = {}
        counts = self._replace_graphs({g: list(t) for g, t in by_graph.items()})
        return len(quads) if graph_iri is None else counts[graph_iri]

