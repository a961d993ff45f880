"""RemoteStore: canpol's graph on any SPARQL 1.1 server over HTTP (tested in CI against Virtuoso 7).

Reads go through SPARQLWrapper (SPARQL 1.1 Protocol); writes are SPARQL 1.1 Update, with bulk
triples sent through the Graph Store HTTP Protocol when the server offers it (Virtuoso does) and as
bounded INSERT DATA requests otherwise. What each server cannot do as the embedded store does is
written down in README.md, "Remote store".
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import logging
import re
import socket
import threading
import time
import urllib.error
import uuid
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator, Mapping
from urllib.parse import urlsplit

import pyoxigraph as ox
import requests
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node
from SPARQLWrapper import POST, SPARQLWrapper
from SPARQLWrapper import SPARQLExceptions as wrapper_errors

from canpol.errors import ConfigurationError, InputError, QueryError, StoreError

from .bindings import with_values_inside, without_comments
from .embedded import STAGING_PREFIX, _syntax_message
from .formats import format_for_path, rdf_format
from .queries import load_query
from .querytext import constant_graphs_as_variables, counted_select, paged_construct, paged_select, query_parts
from .store import Bindings, GraphInfo, QueryResult, Row
from .terms import from_oxigraph, oxigraph_triples

XSD = "http://www.w3.org/2001/XMLSchema#"
RESULTS_JSON = "application/sparql-results+json"
GRAPH_MEDIA = "application/n-triples, text/turtle;q=0.9, application/rdf+xml;q=0.5"
MEDIA_FORMATS = {
    "application/n-triples": ox.RdfFormat.N_TRIPLES, "text/plain": ox.RdfFormat.N_TRIPLES,
    "text/turtle": ox.RdfFormat.TURTLE, "application/x-turtle": ox.RdfFormat.TURTLE,
    "application/rdf+xml": ox.RdfFormat.RDF_XML, "application/ld+json": ox.RdfFormat.JSON_LD,
}
UPDATE_FORMS = {"INSERT", "DELETE", "CREATE", "CLEAR", "DROP", "LOAD", "COPY", "MOVE", "ADD"}

# Graphs a fresh Virtuoso holds for itself (its RDF views, OWL, LDP, the service description at
# {host}/sparql, WebDAV metadata at {host}/DAV/); canpol neither lists, queries nor exports them.
VIRTUOSO_SYSTEM_GRAPHS = re.compile(
    r"^(?:http://www\.openlinksw\.com/.*|http://www\.w3\.org/ns/ldp#|http://www\.w3\.org/2002/07/owl#"
    r"|https?://[^/]+/(?:sparql|DAV/))$"
)
# A staging graph left by a load that was killed is dropped by a later write once it is this old
# (a younger one may belong to a load still running in another process).
STALE_STAGING_SECONDS = 3600
# Graph moves per update request: a TriG/N-Quads file with more graphs than this is swapped in
# batches (each graph still atomically).
MOVES_PER_REQUEST = 200
# Virtuoso aborts and rolls back a transaction whose log outgrows TransactionAfterImageLimit (SR325;
# 50 MB by default: MOVE of a graph of about 1 M triples over an equally large one) or that outlives
# its time limit (SR171; [SPARQL] MaxQueryExecutionTime also bounds updates). Such a request can be
# done again in smaller steps.
TOO_LARGE_CODES = ("SR325", "SR171")
# Triples per step when a graph too large for one transaction is cleared or moved in steps; halved
# while the server still finds a step too large.
STEP_TRIPLES = 50_000
MIN_STEP_TRIPLES = 500
# Graphs read together in one export request at most (their triples together within one page).
GRAPHS_PER_BATCH = 500
# Subjects looked up in one request when an export completes a graph subject by subject (Virtuoso
# takes longer per subject in a larger VALUES block: 0.5 ms each at 1,000, 0.2 ms at 200).
SUBJECTS_PER_REQUEST = 250

log = logging.getLogger(__name__)

_TYPED_LITERAL = re.compile(rb'"type"\s*:\s*"typed-literal"')

ENDPOINT_SETTING = "--endpoint / CANPOL_ENDPOINT"
UPDATE_SETTING = "--update-endpoint / CANPOL_UPDATE_ENDPOINT"
CREDENTIALS_SETTING = "--user / --password (CANPOL_USER / CANPOL_PASSWORD)"


class RemoteTimeout(StoreError):
    """A query outlived its deadline; the server stopped it (Virtuoso) or the answer was given up."""


class TransactionTooLarge(StoreError):
    """The server rolled back an update too large or too long for one of its transactions."""


@dataclass
class RawResponse:
    """A server's answer passed through unparsed (for the web app's /sparql proxy)."""

    status: int
    content_type: str
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def row_cap(self) -> int | None:
        """The server's result-row cap when it announces one (Virtuoso: X-SPARQL-MaxRows)."""
        value = self.headers.get("x-sparql-maxrows")
        return int(value) if value and value.isdigit() else None


def _first_lines(body: bytes | str, limit: int = 3) -> str:
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else str(body)
    if text.lstrip()[:9].upper() in ("<!DOCTYPE", "<HTML>") or text.lstrip()[:5].lower() == "<html":
        # An HTML error page (Virtuoso's graph store): its text, without the page title.
        text = re.sub(r"(?is)<head>.*?</head>|<[^>]+>", "\n", text)
        limit = 6
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return " ".join(lines[:limit])[:400]


def _server_message(error: Exception) -> str:
    """The server's own words from a SPARQLWrapper error, without the echoed query text."""
    text = str(error.args[0]) if error.args else str(error)
    if "Response:" in text:
        text = text.split("Response:", 1)[1].strip()
        if text[:2] in ("b'", 'b"'):
            try:
                text = ast.literal_eval(text).decode("utf-8", "replace")
            except (ValueError, SyntaxError):
                pass
    return _first_lines(text.split("SPARQL query:", 1)[0])


def _blank_id(label: str) -> str:
    """A blank node label from a server (Virtuoso: nodeID://b10001) as a valid N-Triples id."""
    label = label.removeprefix("nodeID://").removeprefix("_:")
    return re.sub(r"[^A-Za-z0-9_]", "_", label) or "b"


def _literal_value(value: str, datatype: str | None) -> str:
    # Virtuoso's JSON writer prints xsd:boolean as 1/0; its N-Triples writer prints true/false.
    if datatype == XSD + "boolean" and value in ("1", "0"):
        return "true" if value == "1" else "false"
    return value


def json_term(term: dict) -> Node:
    """A SPARQL JSON results term as an rdflib term."""
    kind, value = term["type"], term["value"]
    if kind == "uri":
        return URIRef(value)
    if kind == "bnode":
        return BNode(_blank_id(value))
    if "xml:lang" in term:
        return Literal(value, lang=term["xml:lang"])
    datatype = term.get("datatype")
    if datatype is None or datatype == XSD + "string":
        return Literal(value)
    return Literal(_literal_value(value, datatype), datatype=URIRef(datatype), normalize=False)


def json_ox_term(term: dict):
    """A SPARQL JSON results term as a pyoxigraph term (for streamed export)."""
    kind, value = term["type"], term["value"]
    if kind == "uri":
        return ox.NamedNode(value)
    if kind == "bnode":
        return ox.BlankNode(_blank_id(value))
    if "xml:lang" in term:
        return ox.Literal(value, language=term["xml:lang"])
    datatype = term.get("datatype")
    if datatype is None:
        return ox.Literal(value)
    return ox.Literal(_literal_value(value, datatype), datatype=ox.NamedNode(datatype))


def _digest(triple) -> bytes:
    """A triple known by 16 bytes: no false match in practice, where a 64-bit hash could make an
    export drop a triple once in a while."""
    return hashlib.blake2b(str(triple).encode(), digest_size=16).digest()


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


class RemoteStore:
    """The Store interface over a SPARQL 1.1 server's query, update and graph store endpoints.

    The default graph of a query is the server's default graph, which must be the union of the
    named graphs (Virtuoso, GraphDB and QLever do this; Fuseki needs unionDefaultGraph). On
    Virtuoso its own system graphs are excluded from every query with `define input:*-exclude`.
    """

    def __init__(self, endpoint: str, update_endpoint: str | None = None, user: str | None = None,
                 password: str | None = None, *, timeout: float = 60.0, chunk_triples: int | None = None,
                 page_size: int = 10000, graph_store_endpoint: str | None = None):
        if not endpoint or urlsplit(endpoint).scheme not in ("http", "https"):
            raise ConfigurationError(f"not an http(s) URL: {endpoint!r} (setting {ENDPOINT_SETTING})")
        self.endpoint = endpoint
        self._update_endpoint = update_endpoint
        self._graph_store_endpoint = graph_store_endpoint
        self.user, self.password = user, password
        self.timeout = timeout
        self._chunk_triples = chunk_triples
        self.page_size = page_size
        self._session = requests.Session()
        self._server: str | None = None  # the Server header, read on first use
        self._ready = False
        self._lock = threading.RLock()
        self._pragmas = ""
        self._system_graphs: set[str] = set()
        self._write_auth = None
        self._query_auth: str | None = None  # "BASIC" or "DIGEST" once the query endpoint asked
        self._staging_checked = False
        self._step = STEP_TRIPLES  # halved for good once the server refuses a step as too large
        self._largest_chunk: int | None = None  # likewise for chunks of triples sent
        self._row_cap: int | None = None  # the server's row cap once it has announced one

    @classmethod
    def from_settings(cls, settings) -> "RemoteStore":
        return cls(settings.endpoint, settings.update_endpoint, settings.user, settings.password)

    # -- the server ----------------------------------------------------------------------------

    @property
    def origin(self) -> str:
        parts = urlsplit(self.endpoint)
        return f"{parts.scheme}://{parts.netloc}"

    @property
    def is_virtuoso(self) -> bool:
        self._connect()
        return (self._server or "").startswith("Virtuoso")

    @property
    def update_endpoint(self) -> str:
        if self._update_endpoint:
            return self._update_endpoint
        # Virtuoso takes authenticated updates only on /sparql-auth (anonymous ones get SR186).
        if self.is_virtuoso and self.user:
            return self.origin + "/sparql-auth"
        return self.endpoint

    @property
    def graph_store_endpoint(self) -> str | None:
        if self._graph_store_endpoint:
            return self._graph_store_endpoint
        if self.is_virtuoso and self.user:
            return self.origin + "/sparql-graph-crud-auth"
        return None

    @property
    def chunk_triples(self) -> int:
        if self._chunk_triples:
            return self._chunk_triples
        # Virtuoso compiles INSERT DATA to SQL and gives up beyond about 1,000 triples; a graph
        # store POST is parsed as a document and takes far more.
        return 20000 if self.graph_store_endpoint else 400

    def _connect(self) -> None:
        """Reach the server once: its name, and on Virtuoso which graphs are its own. Other
        threads (the web app's) wait until that is known; this thread's own queries go ahead."""
        if self._ready:
            return
        with self._lock:
            if self._ready or self._server is not None:
                return
            try:
                self._setup()
            except BaseException:
                self._server = None
                raise
            self._ready = True

    def _setup(self) -> None:
        try:
            response = self._session.get(self.endpoint, params={"query": "ASK {}"},
                                         headers={"Accept": RESULTS_JSON}, timeout=self.timeout)
        except requests.Timeout:
            raise StoreError(f"no answer from {self.endpoint} within {self.timeout:g} s "
                             f"(setting {ENDPOINT_SETTING})") from None
        except requests.RequestException as error:
            raise StoreError(f"cannot reach the SPARQL endpoint {self.endpoint} (setting "
                             f"{ENDPOINT_SETTING}): {type(error).__name__}") from None
        if response.status_code == 404:
            raise ConfigurationError(f"no SPARQL endpoint at {self.endpoint} (HTTP 404; setting {ENDPOINT_SETTING})")
        if response.status_code >= 500:
            raise StoreError(f"the SPARQL endpoint {self.endpoint} fails (HTTP {response.status_code}): "
                             f"{_first_lines(response.content)}")
        self._server = response.headers.get("Server", "")
        if response.status_code == 401:
            self._query_auth = self._scheme(response)
        if self._server.startswith("Virtuoso"):
            rows = self._select_json(load_query("graph_names"))
            self._system_graphs = {str(r["g"]) for r in rows if VIRTUOSO_SYSTEM_GRAPHS.match(str(r["g"]))}
            self._pragmas = "".join(
                f"define input:default-graph-exclude <{g}> define input:named-graph-exclude <{g}> "
                for g in sorted(self._system_graphs))
            self._probe_row_cap()

    def _probe_row_cap(self) -> None:
        """Learn the server's row cap from an answer of 100,000 rows made of nothing (Virtuoso
        announces its cap only on a SELECT answer it cuts, and cuts CONSTRUCT answers silently)."""
        digits = " ".join(str(d) for d in range(10))
        probe = "SELECT ?a WHERE { " + " ".join(f"VALUES ?{v} {{ {digits} }}" for v in "abcde") + " }"
        response = self._request(probe, "text/csv")
        self._read(response)
        cap = response.headers.get("X-SPARQL-MaxRows")
        if cap and cap.isdigit():
            self._row_cap = int(cap)

    def _scheme(self, response) -> str:
        if not (self.user and self.password):
            raise ConfigurationError(f"{response.url} asks for credentials: set {CREDENTIALS_SETTING}")
        challenge = response.headers.get("WWW-Authenticate", "")
        return "DIGEST" if challenge.lower().startswith("digest") else "BASIC"

    # -- reading -------------------------------------------------------------------------------

    def _request(self, text: str, accept: str, *, timeout: float | None = None,
                 default_graphs: Iterable[str] = (), named_graphs: Iterable[str] = ()):
        """POST a query (with the server's exclusions) and return the urllib response."""
        self._connect()
        deadline = timeout or self.timeout
        wrapper = SPARQLWrapper(self.endpoint)
        wrapper.setMethod(POST)
        wrapper.setOnlyConneg(True)
        if self.is_virtuoso:
            # Virtuoso stops a query at its `timeout` (ms) and answers within about twice that,
            # marking the answer incomplete (X-SQL-State: S1TAT): the work is killed, not abandoned.
            wrapper.addParameter("timeout", str(int(deadline * 1000)))
            wrapper.setTimeout(int(2 * deadline + 5))
        else:
            wrapper.setTimeout(int(max(1, round(deadline))))
        with warnings.catch_warnings():  # SPARQLWrapper warns about query forms it cannot sniff
            warnings.simplefilter("ignore")
            # Pragmas on the query's first line, so the server's line numbers in errors stay the user's.
            wrapper.setQuery(self._pragmas + (constant_graphs_as_variables(text) if self._pragmas else text))
        wrapper.queryType = "SELECT"  # a read; SPARQLWrapper's sniffing is not fooled by pragmas
        wrapper.addCustomHttpHeader("Accept", accept)
        for graph in default_graphs:
            wrapper.addDefaultGraph(graph)
        for graph in named_graphs:
            wrapper.addNamedGraph(graph)
        if self._query_auth:
            wrapper.setHTTPAuth(self._query_auth)
            wrapper.setCredentials(self.user, self.password)
        try:
            response = wrapper.query().response
        except wrapper_errors.QueryBadFormed as error:
            raise QueryError(f"the server rejected the query: {_server_message(error)}") from None
        except wrapper_errors.Unauthorized:
            if self.user and self.password and not self._query_auth:
                self._query_auth = "DIGEST" if self._probe_digest(self.endpoint) else "BASIC"
                return self._request(text, accept, timeout=timeout, default_graphs=default_graphs,
                                     named_graphs=named_graphs)
            raise ConfigurationError(f"{self.endpoint} refused the query without valid credentials: "
                                     f"check {CREDENTIALS_SETTING}") from None
        except wrapper_errors.EndPointNotFound:
            raise ConfigurationError(f"no SPARQL endpoint at {self.endpoint} (HTTP 404; setting {ENDPOINT_SETTING})") from None
        except wrapper_errors.EndPointInternalError as error:
            message = _server_message(error)
            if "estimated execution time" in message:  # Virtuoso refuses what it expects to be too slow
                raise RemoteTimeout(f"the server refused a query it expects to run too long: {message}") from None
            raise StoreError(f"the server failed on the query (HTTP 500): {message}") from None
        except urllib.error.HTTPError as error:
            raise StoreError(f"the server answered HTTP {error.code} to a query: {_first_lines(error.read())}") from None
        except (socket.timeout, TimeoutError):
            raise RemoteTimeout(f"no answer from {self.endpoint} within {deadline:g} s") from None
        except urllib.error.URLError as error:
            if isinstance(error.reason, (socket.timeout, TimeoutError)):
                raise RemoteTimeout(f"no answer from {self.endpoint} within {deadline:g} s") from None
            raise StoreError(f"cannot reach the SPARQL endpoint {self.endpoint} (setting {ENDPOINT_SETTING}): "
                             f"{error.reason}") from None
        if (response.headers.get("X-SQL-State") or "").startswith("S1T"):
            # An "anytime" answer: whatever was found before the deadline. Never pass it on as whole.
            response.close()
            raise RemoteTimeout(f"the query ran longer than its {deadline:g} s deadline and the server stopped it")
        return response

    def _probe_digest(self, url: str) -> bool:
        try:
            challenge = self._session.get(url, timeout=self.timeout).headers.get("WWW-Authenticate", "")
        except requests.RequestException:
            return False
        return challenge.lower().startswith("digest")

    def _read(self, response) -> bytes:
        try:
            body = response.read()
        except (socket.timeout, TimeoutError):
            raise RemoteTimeout(f"no answer from {self.endpoint} within {self.timeout:g} s") from None
        if response.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        return body

    def _results(self, text: str, **options) -> tuple[dict, int | None]:
        response = self._request(text, RESULTS_JSON, **options)
        body = self._read(response)
        cap = response.headers.get("X-SPARQL-MaxRows")
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

    @staticmethod
    def query_form(query: str) -> str:
        """SELECT, ASK, CONSTRUCT or DESCRIBE; an update is refused."""
        sniffer = SPARQLWrapper("http://localhost/")
        with warnings.catch_warnings():  # an unrecognised form is left to the server to reject
            warnings.simplefilter("ignore")
            # Comments go first: the sniffer takes a word like "selectors" in one for the form.
            sniffer.setQuery(without_comments(query))
        form = sniffer.queryType
        if sniffer.isSparqlUpdateRequest() or form in UPDATE_FORMS:
            raise QueryError("updates are refused: canpol's queries are read-only")
        return form or "SELECT"

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
        body = self._read(response)
        media = (response.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        fmt = MEDIA_FORMATS.get(media)
        if fmt is None:
            raise StoreError(f"the server answered a graph query with {media or 'no media type'}")
        try:
            return list(ox.parse(body, format=fmt))
        except SyntaxError as error:
            raise StoreError(f"the server's {media} answer does not parse: {error}") from None

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
            # Virtuoso writes typed literals as "typed-literal", a form from before SPARQL 1.1
            # that strict clients reject. The pattern cannot match inside a JSON string, where
            # every quote is escaped.
            body = _TYPED_LITERAL.sub(b'"type": "literal"', body)
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

    def remove_graph(self, graph_iri: str) -> bool:
        if not self.has_graph(graph_iri):
            return False
        self._swap(graph_iri, None, 0)
        return True

    # -- writing -------------------------------------------------------------------------------

    def _auth(self):
        if self._write_auth is None and self.user and self.password:
            scheme = "DIGEST" if self._probe_digest(self.update_endpoint) else "BASIC"
            self._write_auth = (requests.auth.HTTPDigestAuth(self.user, self.password) if scheme == "DIGEST"
                                else requests.auth.HTTPBasicAuth(self.user, self.password))
        return self._write_auth

    def _post(self, url: str, setting: str, **kwargs) -> requests.Response:
        try:
            response = self._session.post(url, auth=self._auth(), timeout=max(self.timeout, 300), **kwargs)
        except requests.Timeout:
            raise StoreError(f"no answer from {url} within {max(self.timeout, 300):g} s") from None
        except requests.RequestException as error:
            raise StoreError(f"cannot reach {url} (setting {setting}): {type(error).__name__}") from None
        if response.status_code in (401, 403):
            if not self.user:
                raise ConfigurationError(f"{url} refused to write without credentials: set {CREDENTIALS_SETTING}")
            raise ConfigurationError(f"{url} refused the credentials of {self.user!r} (HTTP "
                                     f"{response.status_code}): check {CREDENTIALS_SETTING}")
        if response.status_code == 404:
            raise ConfigurationError(f"no update endpoint at {url} (HTTP 404; setting {setting})")
        if response.status_code >= 400:
            message = _first_lines(response.content).split(" SPARQL query:", 1)[0]
            if "SR186" in message or "permission" in message.lower():
                raise ConfigurationError(
                    f"{url} does not allow this user to write: {message}. Set {CREDENTIALS_SETTING} and "
                    f"{UPDATE_SETTING} (on Virtuoso, http://HOST:PORT/sparql-auth)")
            if any(code in message for code in TOO_LARGE_CODES):
                raise TransactionTooLarge(
                    f"the server rolled back a write too large for one transaction: {message} (Virtuoso: "
                    "TransactionAfterImageLimit, [SPARQL] MaxQueryExecutionTime)")
            raise StoreError(f"the server refused a write (HTTP {response.status_code}): {message}")
        if (response.headers.get("X-SQL-State") or "").startswith("S1T"):
            # Virtuoso answers 200 to an update it cut short at a time limit, keeping what it had done.
            raise StoreError(f"the server stopped a write at its time limit and may have kept part of it: "
                             f"{response.headers.get('X-SQL-Message', '')[:200]}")
        return response

    def _update(self, text: str) -> None:
        self._post(self.update_endpoint, UPDATE_SETTING, data={"update": text})

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
                # N-Triples is Turtle; Virtuoso 7 answers 201 to application/n-triples yet stores nothing.
                self._post(self.graph_store_endpoint, UPDATE_SETTING, params={"graph-uri": graph},
                           data=body.encode("utf-8"), headers={"Content-Type": "text/turtle; charset=utf-8"})
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

    def _graph_counts(self) -> dict[str, int]:
        return {str(r["g"]): int(r["triples"]) for r in self._select_json(load_query("graph_counts"))}

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
        if graph_iri is None and not info.quads:
            raise InputError(f"{path}: a graph IRI is needed for a triple format")
        try:
            quads = list(ox.parse(raw, format=info.oxigraph, base_iri=f"file:///{path.name}"))
        except SyntaxError as error:
            raise InputError(_syntax_message(error, path)) from None
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

    # -- export --------------------------------------------------------------------------------
    #
    # Virtuoso cuts every answer at ResultSetMaxRows (10,000 rows by default) and says so only on
    # SELECT answers (X-SPARQL-MaxRows); its graph store GET and CONSTRUCT answers are cut silently.
    # So graphs are read with SELECT, in requests whose answers fit under the cap, and every
    # graph's triples are counted against its size before the export is called complete.

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

    def close(self) -> None:
        self._session.close()


__all__ = ["RawResponse", "RemoteStore", "RemoteTimeout", "bounded_chunks", "json_term"]
