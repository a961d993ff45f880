"""Reads: the Store interface's queries over the server, with answers beyond its row cap read
again in pages of a total order and checked against the server's count, and the graph listing."""

from __future__ import annotations

import json
from typing import Callable, Iterable, Iterator

import pyoxigraph as ox
from rdflib import Graph, URIRef

from canpol.errors import QueryError, StoreError

from ..bindings import with_values_inside
from ..formats import rdf_format
from ..queries import load_query
from ..querytext import counted_select, paged_construct, paged_select, query_form, query_parts
from ..store import STAGING_PREFIX, Bindings, GraphInfo, QueryResult, RawResponse, Row
from ..terms import from_oxigraph
from . import dialect
from .results import GRAPH_MEDIA, graph_answer, json_term
from .transport import RESULTS_JSON, Transport, _first_lines


class Reads(Transport):
    """Queries, and what the server is found to hold and cut when first reached."""

    _row_cap: int | None = None  # the server's row cap once it has announced one

    def _learn_server(self) -> None:
        rows = self._select_json(load_query("graph_names"))
        self._system_graphs = {str(r["g"]) for r in rows if dialect.VIRTUOSO_SYSTEM_GRAPHS.match(str(r["g"]))}
        self._pragmas = dialect.excluded_graphs_pragmas(self._system_graphs)
        self._probe_row_cap()

    def _probe_row_cap(self) -> None:
        """Learn the server's row cap (see dialect.row_cap_probe)."""
        response = self._request(dialect.row_cap_probe(), "text/csv")
        self._read(response)
        cap = response.headers.get(dialect.ROW_CAP_HEADER)
        if cap and cap.isdigit():
            self._row_cap = int(cap)

    def _results(self, text: str, **options) -> tuple[dict, int | None]:
        response = self._request(text, RESULTS_JSON, **options)
        body = self._read(response)
        cap = response.headers.get(dialect.ROW_CAP_HEADER)
        cap = int(cap) if cap and cap.isdigit() else None
        if cap is not None:
            self._row_cap = cap  # so that later requests ask for no more than one answer holds
        try:
            return json.loads(body), cap
        except ValueError:
            raise StoreError(f"the server's answer is not SPARQL JSON results: {_first_lines(body)}") from None

    def _select_json(self, text: str, **options) -> list[Row]:
        answer, _cap = self._results(text, **options)
        return [{k: json_term(v) for k, v in b.items()} for b in answer["results"]["bindings"]]

    query_form = staticmethod(query_form)

    def query(self, query: str, bindings: Bindings | None = None) -> QueryResult:
        form = self.query_form(query)
        text = with_values_inside(query, bindings)
        if form in ("CONSTRUCT", "DESCRIBE"):
            return QueryResult("graph", graph=self._graph(text))
        answer, cap = self._results(text)
        if "boolean" in answer:
            return QueryResult("ask", boolean=bool(answer["boolean"]))
        return QueryResult("select", variables=list(answer["head"].get("vars", [])),
                           rows=self._whole(text, answer, cap, json_term))

    def _select_rows(self, text: str, convert: Callable[[dict], object]) -> Iterator[dict]:
        """Every row of a SELECT, terms made by `convert`, read in pages if the server cuts it."""
        answer, cap = self._results(text)
        return self._whole(text, answer, cap, convert)

    def _whole(self, text: str, answer: dict, cap: int | None, convert) -> Iterator[dict]:
        bindings = answer["results"]["bindings"]
        if cap is not None and len(bindings) >= cap:
            return self._paged_rows(text, list(answer["head"].get("vars", [])), cap, convert)
        return ({k: convert(v) for k, v in binding.items()} for binding in bindings)

    def _paged_rows(self, text: str, variables: list[str], cap: int, convert) -> Iterator[dict]:
        """All rows of a SELECT whose answer the server cut at its row cap, read again in pages of
        a total order and checked against the query's count, so a page that moved is an error."""
        parts = query_parts(text)
        if parts is None or paged_select(parts, variables, cap, 0) is None:
            raise StoreError(f"the server cut the answer at its row cap of {cap} rows (Virtuoso: "
                             "ResultSetMaxRows) and a query with its own LIMIT/OFFSET or FROM is not "
                             "read in pages: ask for fewer rows")
        expected = self._solutions(parts)
        read = 0
        for offset in range(0, expected, cap):
            answer, _cap = self._results(paged_select(parts, variables, cap, offset))
            for binding in answer["results"]["bindings"]:
                read += 1
                yield {k: convert(v) for k, v in binding.items()}
        if read != expected:
            raise StoreError(f"the server's answer has {expected} rows but its pages gave {read} (was "
                             "the store written to meanwhile?): ask again")

    def _solutions(self, parts) -> int:
        """How many solutions a query (or a CONSTRUCT's WHERE group) has, by the server's count."""
        return int(next(iter(self._select_json(counted_select(parts))[0].values())))

    def iter_select(self, query: str, bindings: Bindings | None = None) -> Iterator[Row]:
        result = self.query(query, bindings)
        if result.kind != "select":
            raise QueryError("expected a SELECT query")
        return result.rows

    def select(self, query: str, bindings: Bindings | None = None) -> list[Row]:
        return list(self.iter_select(query, bindings))

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        result = self.query(query, bindings)
        if result.kind != "ask":
            raise QueryError("expected an ASK query")
        return bool(result.boolean)

    def construct(self, query: str, bindings: Bindings | None = None) -> Graph:
        result = self.query(query, bindings)
        if result.kind != "graph":
            raise QueryError("expected a CONSTRUCT or DESCRIBE query")
        return result.graph

    def _answer_triples(self, text: str) -> list:
        """The triples of a graph query's answer, as the engine's terms. An answer as large as the
        server's row cap may have been cut (Virtuoso does so silently): a CONSTRUCT is then read
        again from pages of its solutions, each page small enough to come back whole."""
        triples = self._fetched_triples(text)
        cap = self._row_cap
        if cap is None or len(triples) < cap:
            return triples
        parts = query_parts(text)
        if parts is None or parts.form != "CONSTRUCT" or paged_construct(parts, cap, 0) is None:
            raise StoreError(f"the server's answer reached its row cap of {cap} triples and may be cut; "
                             "only a CONSTRUCT without solution modifiers or FROM is read in pages")
        expected = self._solutions(parts)
        triples, size, offset = [], cap, 0
        while offset < expected:
            page = self._fetched_triples(paged_construct(parts, size, offset))
            if len(page) >= cap:  # a template of several triples: fewer solutions per page
                size //= 2
                if size == 0:
                    raise StoreError(f"one solution of the CONSTRUCT makes {cap} triples or more: "
                                     "beyond the server's row cap")
                continue
            triples.extend(page)
            offset += size
        return list(dict.fromkeys(triples))

    def _fetched_triples(self, text: str) -> list:
        response = self._request(text, GRAPH_MEDIA)
        return graph_answer(self._read(response), response.headers.get("Content-Type"))

    def _graph(self, text: str) -> Graph:
        graph = Graph()
        for triple in self._answer_triples(text):
            graph.add((from_oxigraph(triple.subject), from_oxigraph(triple.predicate),
                       from_oxigraph(triple.object)))
        return graph

    def construct_document(self, query: str, bindings: Bindings | None, rdf_format_name: str,
                           prefixes=None) -> bytes | None:
        if self.query_form(query) not in ("CONSTRUCT", "DESCRIBE"):
            raise QueryError("expected a CONSTRUCT or DESCRIBE query")
        info = rdf_format(rdf_format_name)
        if info.quads:
            raise QueryError(f"a CONSTRUCT answer has no graphs to write as {info.name}")
        triples = self._answer_triples(with_values_inside(query, bindings))
        triples = list(triples)
        if not triples:
            return None
        return ox.serialize(triples, format=info.oxigraph, prefixes=dict(prefixes or {}))

    def raw_query(self, query: str, accept: str, *, timeout: float | None = None,
                  default_graphs: Iterable[str] = (), named_graphs: Iterable[str] = ()) -> RawResponse:
        """Send a read query as is and return the server's serialized answer (for a /sparql proxy
        that applies its own safety rules first). Updates are refused here too."""
        self.query_form(query)
        response = self._request(query, accept, timeout=timeout, default_graphs=default_graphs,
                                 named_graphs=named_graphs)
        body = self._read(response)
        headers = {k.lower(): v for k, v in response.headers.items()}
        if headers.get("content-type", "").startswith(RESULTS_JSON):
            body = dialect.standard_json_results(body)
        return RawResponse(response.status, headers.get("content-type", ""), body, headers)

    # -- graphs --------------------------------------------------------------------------------

    def _visible(self, iri: str) -> bool:
        return not iri.startswith(STAGING_PREFIX) and iri not in self._system_graphs

    def graphs(self) -> list[GraphInfo]:
        rows = self._select_json(load_query("graph_counts"))
        return sorted((GraphInfo(str(r["g"]), int(r["triples"])) for r in rows if self._visible(str(r["g"]))),
                      key=lambda info: info.iri)

    def has_graph(self, graph_iri: str) -> bool:
        return self.ask(load_query("graph_exists"), {"g": URIRef(graph_iri)})

    def _graph_counts(self) -> dict[str, int]:
        return {str(r["g"]): int(r["triples"]) for r in self._select_json(load_query("graph_counts"))}

