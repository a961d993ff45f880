"""Export: every graph read with SELECT in pages under the server's row cap (its graph store GET
and CONSTRUCT answers are cut silently), each graph's triples counted against its size, so an
export is complete or an error."""

from __future__ import annotations

import hashlib
import logging
from typing import BinaryIO, Iterable, Iterator

import pyoxigraph as ox
from rdflib import URIRef

from canpol.errors import InputError, StoreError

from ..bindings import with_values_inside
from ..formats import rdf_format
from ..queries import load_query
from ..store import GraphInfo
from .reads import Reads
from .results import json_ox_term, json_term

# Graphs read together in one export request at most (their triples together within one page).
GRAPHS_PER_BATCH = 500
# Subjects looked up in one request when an export completes a graph subject by subject (Virtuoso
# takes longer per subject in a larger VALUES block: 0.5 ms each at 1,000, 0.2 ms at 200).
SUBJECTS_PER_REQUEST = 250

log = logging.getLogger(__name__)


def _digest(triple) -> bytes:
    """A triple known by 16 bytes: no false match in practice, where a 64-bit hash could make an
    export drop a triple once in a while."""
    return hashlib.blake2b(str(triple).encode(), digest_size=16).digest()


class Export(Reads):
    """export(): streamed, complete or an error.

    Virtuoso cuts every answer at ResultSetMaxRows (10,000 rows by default) and says so only on
    SELECT answers (X-SPARQL-MaxRows); its graph store GET and CONSTRUCT answers are cut silently.
    So graphs are read with SELECT, in requests whose answers fit under the cap, and every
    graph's triples are counted against its size before the export is called complete.
    """

    @property
    def _page_rows(self) -> int:
        return min(self.page_size, self._row_cap or self.page_size)

    def _graph_triples(self, graph: str, expected: int) -> Iterator:
        """The `expected` triples of one graph, streamed. First one pass of pages (LIMIT/OFFSET)
        in the server's own order, without a sort (a sorted page costs a sort of the whole
        graph). SPARQL promises no stable order without ORDER BY, and Virtuoso's does shift
        between requests: a page may repeat triples of earlier pages and so others are missed.
        So each triple is known by a 16-byte digest and written once, and counted per subject;
        if the pass ends short, the graph's subjects are listed with their triple counts and
        every subject still short is looked up (`VALUES ?s`, 250 a request), with one query for
        the triples of blank subjects, which no query can name. Ends with an error, never a
        short graph, when the count still differs."""
        node = URIRef(graph)
        seen: set[bytes] = set()
        per_subject: dict[str, int] = {}

        def new(triples: Iterable) -> Iterator:
            for triple in triples:
                key = _digest(triple)
                if key not in seen:
                    seen.add(key)
                    subject = triple.subject.value
                    per_subject[subject] = per_subject.get(subject, 0) + 1
                    yield triple

        def rows(query: str, bindings: dict) -> Iterator:
            for row in self._select_rows(with_values_inside(load_query(query), bindings), json_ox_term):
                yield ox.Triple(row["s"], row["p"], row["o"])

        yield from new(self._unordered_pass(with_values_inside(load_query("export_graph_page"), {"g": node}),
                                            expected))
        if len(seen) == expected:
            return
        log.info("<%s>: one pass over its pages gave %d of %d triples; looking up the rest by subject",
                 graph, len(seen), expected)
        subjects = self._select_rows(with_values_inside(load_query("graph_subjects"), {"g": node}), json_term)
        short = [row["s"] for row in subjects if per_subject.get(str(row["s"]), 0) < int(row["n"])]
        for at in range(0, len(short), SUBJECTS_PER_REQUEST):
            yield from new(rows("export_subjects_triples", {"g": node, "s": short[at:at + SUBJECTS_PER_REQUEST]}))
        if len(seen) < expected:
            yield from new(rows("export_blank_subjects_triples", {"g": node}))
        if len(seen) != expected:
            raise StoreError(f"<{graph}> was listed with {expected} triples but {len(seen)} were read (was it "
                             "written to during the export?); the export is incomplete: export again")

    def _unordered_pass(self, query: str, expected: int) -> Iterator:
        """The rows of `query` (?s ?p ?o), page by page in the server's own order, at most
        `expected` rows in all."""
        size, offset = self._page_rows, 0
        while offset < expected:
            answer, cap = self._results(f"{query}\nLIMIT {int(size)} OFFSET {int(offset)}")
            bindings = answer["results"]["bindings"]
            for binding in bindings:
                yield ox.Triple(*(json_ox_term(binding[v]) for v in ("s", "p", "o")))
            offset += len(bindings)
            if cap is not None and len(bindings) == cap and cap < size:
                size = cap  # the server announced a smaller cap: the next pages ask for no more
                continue
            if len(bindings) < size:
                return

    def _batch_quads(self, batch: list[GraphInfo]) -> list:
        """The quads of several small graphs (together within one page) in one request, checked
        graph by graph against their counts; a batch read short is split in halves."""
        query = with_values_inside(load_query("export_graphs"), {"g": [URIRef(info.iri) for info in batch]})
        answer, _cap = self._results(query)
        quads, read = [], {}
        for binding in answer["results"]["bindings"]:
            quad = ox.Quad(*(json_ox_term(binding[v]) for v in ("s", "p", "o", "g")))
            read[quad.graph_name.value] = read.get(quad.graph_name.value, 0) + 1
            quads.append(quad)
        short = [info for info in batch if read.get(info.iri, 0) != info.triples]
        if not short:
            return quads
        if len(batch) > 1:
            middle = len(batch) // 2
            return self._batch_quads(batch[:middle]) + self._batch_quads(batch[middle:])
        # One graph read short (a row cap the server did not announce, or a change meanwhile):
        # read it as a large graph, which checks it again.
        node = ox.NamedNode(batch[0].iri)
        return [ox.Quad(t.subject, t.predicate, t.object, node)
                for t in self._graph_triples(batch[0].iri, batch[0].triples)]

    def _dataset_quads(self, infos: list[GraphInfo]) -> Iterator:
        """Every quad of the listed graphs: small graphs batched up to a page per request (the
        endpoint benchmark's 6,251 graphs take a few dozen requests instead of one or more each),
        larger ones page by page."""
        batch: list[GraphInfo] = []
        total = 0
        for info in infos + [None]:
            if info is None or total + info.triples > self._page_rows or len(batch) >= GRAPHS_PER_BATCH:
                if batch:
                    yield from self._batch_quads(batch)
                batch, total = [], 0
            if info is None:
                break
            if info.triples > self._page_rows:
                node = ox.NamedNode(info.iri)
                for t in self._graph_triples(info.iri, info.triples):
                    yield ox.Quad(t.subject, t.predicate, t.object, node)
            elif info.triples:
                batch.append(info)
                total += info.triples

    def _distinct_triples(self, infos: list[GraphInfo]) -> Iterator:
        """The union of the graphs as distinct triples (a triple format has no graphs). A triple
        already written is known by its digest: about 80 MB per million distinct triples."""
        seen: set[bytes] = set()
        for quad in self._dataset_quads(infos):
            triple = ox.Triple(quad.subject, quad.predicate, quad.object)
            key = _digest(triple)
            if key not in seen:
                seen.add(key)
                yield triple

    def export(self, out: BinaryIO, rdf_format_name: str, graph_iri: str | None = None) -> None:
        info = rdf_format(rdf_format_name)
        if graph_iri is not None:
            if not self.has_graph(graph_iri):
                raise InputError(f"no graph named <{graph_iri}> in the store")
            size = int(self.select(load_query("graph_size"), {"g": URIRef(graph_iri)})[0]["n"])
            triples = self._graph_triples(graph_iri, size)
            if info.quads:
                node = ox.NamedNode(graph_iri)
                ox.serialize((ox.Quad(t.subject, t.predicate, t.object, node) for t in triples), out, info.oxigraph)
            else:
                ox.serialize(triples, out, info.oxigraph)
            return
        infos = self.graphs()
        if info.quads:
            ox.serialize(self._dataset_quads(infos), out, info.oxigraph)
        else:
            # The named graphs as the dataset: staging and system graphs stay out of the union.
            ox.serialize(self._distinct_triples(infos), out, info.oxigraph)

