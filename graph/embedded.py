"""EmbeddedStore: the default backend, a pyoxigraph store on disk in one process."""

from __future__ import annotations

import gzip
import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator, Mapping, Sequence

import pyoxigraph as ox
from rdflib import Graph

from canpol.errors import InputError, QueryError, StoreError

from .bindings import bind_values
from .engineclock import ENGINE_CLOCK, engine_clock_reads
from .formats import FORMATS, file_format, rdf_format, syntax_message
from .queries import load_query
from .querytext import query_form
from .store import INTERNAL_PREFIX, STAGING_PREFIX, Bindings, GraphInfo, QueryResult, RawResponse, Row
from .terms import CONVERTED_TERMS, from_oxigraph, oxigraph_triples

# Internal graphs: staging graphs hold a replacement while it loads; the journal graph records a
# write in progress so that opening the store after a crash undoes or completes it. Neither is
# listed or exported. (Readers never see them: the web app serves published snapshots.)
JOURNAL_GRAPH = ox.NamedNode(INTERNAL_PREFIX + "journal")
_JOURNAL_STATE = ox.NamedNode("urn:canpol:journal#state")
# Writes of up to this many quads go through one transaction, bigger ones through the bulk loader,
# whose set-up is dear but whose cost per quad is low. Measured with article graphs of ~165 triples:
# one graph 20 ms of CPU bulk-loaded vs 3 ms in a transaction; 16 graphs about even (2.6 ms per
# graph); 64 graphs 1.0 ms per graph bulk-loaded vs 2.7 ms in a transaction.
TRANSACTION_QUADS = 2_000


class _Journal:
    """The record of one write in progress, kept in the store so it commits with the data."""

    def __init__(self, store: ox.Store):
        self._store = store

    def _states(self) -> list[ox.Quad]:
        return list(self._store.quads_for_pattern(None, _JOURNAL_STATE, None, JOURNAL_GRAPH))

    def _write(self, phase: str, entries) -> None:
        payload = json.dumps({"phase": phase, "entries": [
            [graph.value, staging.value if staging else None] for graph, staging in entries]})
        self._store.extend([ox.Quad(ox.NamedNode(f"urn:canpol:journal#{phase}"), _JOURNAL_STATE,
                                    ox.Literal(payload), JOURNAL_GRAPH)])

    def begin(self, entries) -> None:
        self._entries = entries
        self._write("loading", entries)
        # A staging graph exists from the start, even for empty new content: during a recovery
        # its presence means "this graph is not swapped yet" (see roll_forward).
        for _, staging in entries:
            if staging is not None:
                self._store.add_graph(staging)

    def mark_swapping(self) -> None:
        # The commit point: once this quad is durable, recovery completes the write.
        self._write("swapping", self._entries)

    def roll_back(self) -> None:
        for graph, staging in self._entries:
            self._store.remove_graph(staging or graph)
        self._store.remove_graph(JOURNAL_GRAPH)

    def roll_forward(self, reload=None) -> None:
        """Give each replaced graph its staged content: from the source again when the caller
        still has it (`reload`, given every replaced graph at once), else (after a crash) copied
        from the staging graph.

        A staging graph is removed only once its graph holds the new content, so a recovery
        redoes exactly the graphs whose staging graph is still there (a crash while the staging
        graphs were being removed must not empty the graphs already swapped)."""
        replaced = [(graph, staging) for graph, staging in self._entries if staging is not None]
        if reload is None:
            replaced = [(g, s) for g, s in replaced if self._store.contains_named_graph(s)]
        for graph, _ in replaced:
            self._store.remove_graph(graph)
        if reload is not None:
            reload([graph for graph, _ in replaced])
        else:
            for graph, staging in replaced:
                self._store.bulk_extend(ox.Quad(q.subject, q.predicate, q.object, graph)
                                        for q in self._store.quads_for_pattern(None, None, None, staging))
        for _, staging in replaced:
            self._store.remove_graph(staging)
        self._store.remove_graph(JOURNAL_GRAPH)

    def recover(self) -> None:
        states = {}
        for quad in self._states():
            state = json.loads(quad.object.value)
            states[state["phase"]] = state["entries"]
        if not states:
            return
        phase = "swapping" if "swapping" in states else "loading"
        self._entries = [(ox.NamedNode(g), ox.NamedNode(s) if s else None) for g, s in states[phase]]
        if phase == "swapping":
            self.roll_forward()
        else:
            self.roll_back()


def _graph_node(graph_iri: str) -> ox.NamedNode:
    try:
        return ox.NamedNode(str(graph_iri))
    except ValueError as error:
        raise InputError(f"<{graph_iri}> is not a valid graph IRI: {error}") from None


class EmbeddedStore:
    """A pyoxigraph store in a folder on disk (or in memory when `path` is None)."""

    def __init__(self, path: Path | str | None):
        self.path = Path(path) if path is not None else None
        self.read_only = False
        self._snapshot = None
        self._pointer = None  # snapshots.Pointer of a snapshot reader, made on first use
        # Set by every write; closing a dirty on-disk store publishes a snapshot for readers.
        self._dirty = False
        try:
            self._store = ox.Store(str(self.path)) if self.path is not None else ox.Store()
        except OSError as error:
            raise StoreError(
                f"cannot open the store at {self.path} (setting --store / CANPOL_STORE): {error}. "
                "Another canpol process may be writing to it."
            ) from None
        self._recover()

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
        store._pointer = None
        store._store = opened.store
        return store

    @property
    def snapshot_name(self) -> str | None:
        """The snapshot this read-only store reads, or None for the primary store."""
        return self._snapshot.name if self._snapshot is not None else None

    def is_current(self) -> bool:
        # Asked by the web app on every request: a stat of the pointer file (snapshots.Pointer).
        if self._snapshot is None:
            return True
        if self._pointer is None:
            from . import snapshots

            self._pointer = snapshots.Pointer(self.path)
        return self._snapshot.name == self._pointer.name()

    def _check_writable(self) -> None:
        if self.read_only:
            raise StoreError("this store is a read-only snapshot; write with `canpol load`")
        if not self._dirty and self.path is not None:
            from . import snapshots

            # Said on disk before the write: if this process is killed after its write commits
            # and before it publishes, the next open publishes instead.
            snapshots.mark_unpublished(self.path)
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
        clock = ENGINE_CLOCK.get()
        started = time.perf_counter() if clock is not None else 0.0
        try:
            return self._store.query(bind_values(query, bindings), use_default_graph_as_union=True)
        except SyntaxError as error:
            raise QueryError(f"SPARQL syntax error: {error}") from None
        except OSError as error:
            raise StoreError(f"query failed: {error}") from None
        finally:
            if clock is not None:
                clock.seconds += time.perf_counter() - started

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
        # A solution iterates its values in the order of its variables; taking them by name
        # (`solution[name]`) cost ~2 us a row more, a tenth of a page's rows read. Most values
        # were converted before (graph/terms.py): looked up here, which spares a call of
        # `from_oxigraph` per value (~0.1 us a value, ~0.45 us a row of four).
        converted = CONVERTED_TERMS.get
        clock = ENGINE_CLOCK.get()
        if clock is not None:
            solutions = engine_clock_reads(solutions, clock)
        for solution in solutions:
            row = {}
            for name, value in zip(names, solution):
                if value is not None:
                    term = converted(value)
                    row[name] = term if term is not None else from_oxigraph(value)
            yield row

    def iter_tuples(self, query: str, bindings: Bindings | None = None,
                    names: Sequence[str] | None = None) -> Iterator[tuple]:
        """Rows of a SELECT query as tuples of the terms `iter_select` gives, in the order of the
        query's variables (`names`, when given, must be that order), None where a variable is
        unbound: what a page reads once, without a dict a row (graph/store.py, `select_tuples`)."""
        solutions = self._query(query, bindings)
        if not isinstance(solutions, ox.QuerySolutions):
            raise QueryError("expected a SELECT query")
        if names is not None and list(names) != [v.value for v in solutions.variables]:
            raise QueryError(f"the query's variables are not {', '.join(names)}, in this order")
        clock = ENGINE_CLOCK.get()
        return self._tuples(solutions if clock is None else engine_clock_reads(solutions, clock))

    @staticmethod
    def _tuples(solutions) -> Iterator[tuple]:
        # Each value looked up in one `map` (the converted terms map None to None); a row with a
        # term not seen before is converted value by value.
        converted = CONVERTED_TERMS.__getitem__
        for solution in solutions:
            try:
                yield tuple(map(converted, solution))
            except KeyError:
                yield tuple(map(from_oxigraph, solution))

    def read_term_strings(self, max_bytes: int | None = None) -> int | None:
        """Read the string of every distinct object of the store once through the engine, and
        return their total length. The engine keeps the strings of terms (IRIs and literals longer
        than a few bytes) in a column family of their own, which pyoxigraph gives a block cache of
        its own (128 MB, RocksDB's LRU cache; the statements' indexes share another of 32 MB): a
        store whose strings fit in it holds them all after this, so that no later query reads a
        string from the files. A page's first request otherwise reads ~55 % of its blocks there
        (docs/performance.md). Objects only, at a third of the time of all terms: most subjects
        a page names are the object of another statement, and a string not read here is read on
        its first use, as before. With `max_bytes`, nothing is read (None) when the store's
        files take more: the time grows with the store's size."""
        if max_bytes is not None and self.files_size() > max_bytes:
            return None
        answer = self._query(load_query("term_strings"), None)
        return sum(int(solution[0].value) for solution in answer if solution[0] is not None)

    def files_size(self) -> int:
        """Bytes of the files of the store (of its snapshot, for a reader); 0 in memory."""
        if self.path is None:
            return 0
        if self._snapshot is not None:
            from . import snapshots

            folder = snapshots.snapshots_dir(self.path) / self._snapshot.name
        else:
            folder = self.path
        return sum(entry.stat().st_size for entry in os.scandir(folder) if entry.is_file())

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

    def construct_document(self, query: str, bindings: Bindings | None, rdf_format_name: str,
                           prefixes=None) -> bytes | None:
        triples = self._query(query, bindings)
        if not isinstance(triples, ox.QueryTriples):
            raise QueryError("expected a CONSTRUCT or DESCRIBE query")
        info = rdf_format(rdf_format_name)
        if info.quads:
            raise QueryError(f"a CONSTRUCT answer has no graphs to write as {info.name}")
        clock = ENGINE_CLOCK.get()
        triples = list(triples if clock is None else engine_clock_reads(triples, clock))
        if not triples:
            return None
        return ox.serialize(triples, format=info.oxigraph, prefixes=dict(prefixes or {}))

    query_form = staticmethod(query_form)

    def raw_query(self, query: str, accept: str, *, timeout: float | None = None,
                  default_graphs: Iterable[str] = (), named_graphs: Iterable[str] = ()) -> RawResponse:
        # `timeout` cannot be kept in this process; see Store.raw_query.
        form = query_form(query)
        options = ({"default_graph": [_graph_node(g) for g in default_graphs]} if default_graphs
                   else {"use_default_graph_as_union": True})
        if named_graphs:
            options["named_graphs"] = [_graph_node(g) for g in named_graphs]
        media = accept.split(";")[0].strip().lower()
        try:
            graph_form = form in ("CONSTRUCT", "DESCRIBE")
            fmt = rdf_format(media).oxigraph if graph_form else ox.QueryResultsFormat.from_media_type(media)
        except (InputError, ValueError):
            fmt = None
        if fmt is None:
            raise QueryError(f"cannot write the answer of a {form} query as {accept}")
        try:
            body = self._store.query(query, **options).serialize(format=fmt)
        except SyntaxError as error:
            raise QueryError(f"SPARQL syntax error: {error}") from None
        return RawResponse(200, media, body, {"content-type": media})

    @staticmethod
    def _to_graph(triples) -> Graph:
        graph = Graph()
        clock = ENGINE_CLOCK.get()
        if clock is not None:
            triples = engine_clock_reads(triples, clock)
        for triple in triples:
            graph.add((from_oxigraph(triple.subject), from_oxigraph(triple.predicate),
                       from_oxigraph(triple.object)))
        return graph

    # -- graphs ------------------------------------------------------------------------------

    def graphs(self) -> list[GraphInfo]:
        counts = {
            str(row["g"]): int(row["triples"]) for row in self.select(load_query("graph_counts"))
        }
        for graph in self._store.named_graphs():
            if isinstance(graph, ox.NamedNode):
                counts.setdefault(graph.value, 0)
        return [GraphInfo(iri, n) for iri, n in sorted(counts.items())
                if not iri.startswith(INTERNAL_PREFIX)]

    def has_graph(self, graph_iri: str) -> bool:
        return self._store.contains_named_graph(ox.NamedNode(graph_iri))

    def remove_graph(self, graph_iri: str) -> bool:
        node = ox.NamedNode(graph_iri)
        if not self._store.contains_named_graph(node):
            return False
        self._check_writable()
        self._store.remove_graph(node)
        return True

    # -- writing -----------------------------------------------------------------------------

    def replace_graph(self, graph_iri: str, data: Graph) -> int:
        return self.replace_graphs({graph_iri: data})[graph_iri]

    def replace_graphs(self, graphs: Mapping[str, Graph]) -> dict[str, int]:
        """Make each rdflib graph the whole content of its named graph, all in one journaled write
        (all are replaced or none); returns the triple count of each.

        Writing many small graphs (one per article) together is what makes a load fast: every
        write pays the journal's own writes and the engine's set-up (a bulk load of one article's
        graph cost about 22 ms of CPU, two thirds of what spaCy spends parsing the article)."""
        triples = {graph_iri: oxigraph_triples(data, graph_iri) for graph_iri, data in graphs.items()}
        self._replace({_graph_node(graph_iri): listed for graph_iri, listed in triples.items()},
                      ox.RdfFormat.N_QUADS, None)
        # an rdflib graph holds no duplicates, so each list is the graph's triple count
        return {graph_iri: len(listed) for graph_iri, listed in triples.items()}

    def import_file(self, path: Path, graph_iri: str | None, rdf_format_name: str | None = None) -> int:
        path = Path(path)
        info = file_format(path, rdf_format_name)
        if not path.exists() or path.is_dir():
            raise InputError(f"{path}: no such file")
        if info.name == "rdfxml":
            from .xmlbudget import check_entities

            # pyoxigraph expands a DTD's internal entities without a limit: bound them first.
            check_entities(path)
        if info.quads and graph_iri is None:
            return self._import_dataset(path, info)
        if graph_iri is None:
            raise InputError(f"{path}: a graph IRI is needed for a triple format")
        node = ox.NamedNode(graph_iri)
        self._replace({node: path}, info.oxigraph, path)
        return self._count(node)

    def _replace(self, sources: dict, fmt: ox.RdfFormat, path: Path | None) -> None:
        """Make each source (bytes, a file, or a list of triples or quads, whose graph names are
        ignored) the whole content of its graph.

        All or nothing, also across a killed process: new graphs are bulk-loaded in place, existing
        ones into staging graphs, and a journal kept inside the store says which. Until the journal
        says "swapping" a recovery removes what was written; from then on it completes the swap.
        """
        self._check_writable()
        entries = []
        for graph in sources:
            staging = None
            if self._store.contains_named_graph(graph):
                staging = ox.NamedNode(f"{STAGING_PREFIX}{uuid.uuid4().hex}")
            entries.append((graph, staging))
        journal = _Journal(self._store)
        journal.begin(entries)
        parsed = all(isinstance(source, list) for source in sources.values())
        try:
            if parsed:
                # Parsed quads (a dataset, or graphs built in memory): one write for all their
                # graphs (thousands of small graphs written one by one would each pay the
                # engine's write set-up).
                into = {graph: staging or graph for graph, staging in entries}
                self._write_quads((ox.Quad(q.subject, q.predicate, q.object, into[graph])
                                   for graph, quads in sources.items() for q in quads),
                                  sum(len(quads) for quads in sources.values()))
            else:
                for (graph, staging), source in zip(entries, sources.values()):
                    self._bulk_load(source, fmt, staging or graph, path)
        except BaseException:
            journal.roll_back()
            raise
        journal.mark_swapping()

        # Re-reading the source is faster than copying the staging graph quad by quad.
        def reload(graphs: list) -> None:
            if parsed:
                self._write_quads((ox.Quad(q.subject, q.predicate, q.object, graph)
                                   for graph in graphs for q in sources[graph]),
                                  sum(len(sources[graph]) for graph in graphs))
            else:
                for graph in graphs:
                    self._bulk_load(sources[graph], fmt, graph, path)

        journal.roll_forward(reload)

    def _write_quads(self, quads: Iterable[ox.Quad], count: int) -> None:
        """Add parsed quads: small writes in one transaction, bigger ones with the bulk loader."""
        try:
            if count <= TRANSACTION_QUADS:
                self._store.extend(quads)
            else:
                self._store.bulk_extend(quads)
        except OSError as error:
            raise StoreError(f"write failed, store unchanged: {error}") from None

    def _bulk_load(self, source, fmt: ox.RdfFormat, graph: ox.NamedNode, path: Path | None) -> None:
        try:
            if isinstance(source, list):
                self._store.bulk_extend(ox.Quad(q.subject, q.predicate, q.object, graph) for q in source)
            elif isinstance(source, Path) and source.suffix.lower() == ".gz":
                with gzip.open(source, "rb") as stream:
                    self._store.bulk_load(input=stream, format=fmt, to_graph=graph,
                                          base_iri=source.resolve().as_uri())
            elif isinstance(source, Path):
                self._store.bulk_load(path=str(source), format=fmt, to_graph=graph,
                                      base_iri=source.resolve().as_uri())
            else:
                self._store.bulk_load(input=source, format=fmt, to_graph=graph)
        except SyntaxError as error:
            raise InputError(syntax_message(error, path)) from None
        except (OSError, EOFError) as error:
            if isinstance(source, Path) and source.suffix.lower() == ".gz":
                raise InputError(f"{path}: not a valid gzip file: {error}") from None
            raise StoreError(f"load failed, store unchanged: {error}") from None
        except ValueError as error:
            raise InputError(f"{path or '<input>'}: {error}") from None

    def _import_dataset(self, path: Path, info) -> int:
        """Load a TriG/N-Quads file whose graphs replace the same-named graphs, all or nothing."""
        self._check_writable()
        opener = gzip.open if path.suffix.lower() == ".gz" else open
        try:
            with opener(path, "rb") as stream:
                quads = list(ox.parse(input=stream, format=info.oxigraph, base_iri=path.resolve().as_uri()))
        except SyntaxError as error:
            raise InputError(syntax_message(error, path)) from None
        except (OSError, EOFError) as error:
            raise InputError(f"{path}: cannot read: {error}") from None
        by_graph: dict[ox.NamedNode, list] = {}
        for quad in quads:
            if not isinstance(quad.graph_name, ox.NamedNode):
                raise InputError(f"{path}: triples in the default graph; load them with --graph IRI")
            by_graph.setdefault(quad.graph_name, []).append(quad)
        self._replace(by_graph, info.oxigraph, path)
        return len(quads)

    def _count(self, graph: ox.NamedNode) -> int:
        rows = self._store.query(bind_values(load_query("graph_size"), {"g": from_oxigraph(graph)}))
        return int(next(iter(rows))["n"].value)

    def _recover(self) -> None:
        """Finish or undo a write that a killed process left half done, saying so on stderr (it
        can take a minute on a large store), and publish the result: readers (`canpol serve`)
        would otherwise go on reading the snapshot from before the interrupted load."""
        from . import snapshots

        journal = _Journal(self._store)
        pending = bool(journal._states())
        staging = [graph for graph in self._store.named_graphs()
                   if isinstance(graph, ox.NamedNode) and graph.value.startswith(STAGING_PREFIX)]
        if not pending and not staging:
            if self.path is not None and snapshots.is_unpublished(self.path):
                # a write committed by a process killed before it published
                self.publish_snapshot()
            return
        print(f"canpol: recovering an interrupted load in {self.path or 'the store'} …", file=sys.stderr, flush=True)
        journal.recover()
        for graph in list(self._store.named_graphs()):
            if isinstance(graph, ox.NamedNode) and graph.value.startswith(STAGING_PREFIX):
                self._store.remove_graph(graph)
        if self.path is not None:
            self.publish_snapshot()
        print("canpol: recovery done", file=sys.stderr, flush=True)

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
                     if not (isinstance(q.graph_name, ox.NamedNode) and q.graph_name.value.startswith(INTERNAL_PREFIX)))
            ox.serialize(quads, out, info.oxigraph)
            return
        rows = self._store.query(load_query("distinct_triples"), use_default_graph_as_union=True)
        ox.serialize((ox.Triple(r["s"], r["p"], r["o"]) for r in rows), out, info.oxigraph)

    def close(self) -> None:
        # Readers (the web app) see writes once a snapshot is published; do it before closing.
        if self._dirty and self._store is not None and self.path is not None and not self.read_only:
            self.publish_snapshot()
        # pyoxigraph closes the database when the object is dropped.
        self._store = None
        if self._snapshot is not None:
            self._snapshot.release()  # the snapshot's shared lock, so a writer may collect it
            self._snapshot = None


__all__ = ["EmbeddedStore", "FORMATS", "STAGING_PREFIX"]
