"""/sparql: the SPARQL 1.1 Protocol, read-only, with a deadline and a row cap on every query;
without a query, the service description for machines and a query editor for browsers."""

from __future__ import annotations

import json
from pathlib import Path

import pyoxigraph as ox
from flask import Blueprint, Response, current_app, render_template, request, url_for

from canpol.errors import StoreError
from canpol.graph import snapshots

from . import guard
from .errors import ApiError
from .executor import Busy, QueryPool, QueryTimeout, WorkerFailed
from .pagecache import Entry, app_cache
from .resultformats import GRAPH_FORMATS, RESULT_FORMATS, Format, negotiate

bp = Blueprint("sparql", __name__)

DATASET_PARAMS = ("default-graph-uri", "named-graph-uri")
TRUNCATED_HEADER = "Canpol-Result-Truncated"
HTML = Format("html", "text/html", ("text/html", "application/xhtml+xml"), "")
EXAMPLES_DIR = Path(__file__).parent / "queries" / "examples"
YASGUI_FILES = ("vendor/@zazuko/yasgui/build/yasgui.min.js", "vendor/@zazuko/yasgui/build/yasgui.min.css")

CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": TRUNCATED_HEADER,
}


def _pool() -> QueryPool:
    pool = current_app.extensions.get("canpol.query_pool")
    if pool is None:
        settings = current_app.config["CANPOL_SETTINGS"]
        config = current_app.config
        pool = QueryPool(settings.store_path, config["CANPOL_QUERY_WORKERS"], config["CANPOL_QUERY_MEMORY_MB"],
                         long_slots=config["CANPOL_LONG_QUERIES"], queue=config["CANPOL_QUERY_QUEUE"],
                         queue_timeout=config["CANPOL_QUEUE_TIMEOUT"], per_client=config["CANPOL_CLIENT_QUERIES"],
                         long_after=config["CANPOL_LONG_AFTER"], prestart=True)
        current_app.extensions["canpol.query_pool"] = pool
    return pool


# -- reading the request ---------------------------------------------------------------------

def _single(values: list[str], name: str) -> str | None:
    if len(values) > 1:
        raise ApiError(400, f"the {name} parameter is given {len(values)} times; give it once")
    return values[0] if values else None


def _read_request() -> tuple[str | None, list[str], list[str]]:
    """(query text or None, default graphs, named graphs) per the protocol's three operations."""
    # HEAD is GET without the body (Flask routes it here; werkzeug drops the body).
    if request.method in ("GET", "HEAD"):
        params = request.args
        if "update" in params:
            raise ApiError(403, "this endpoint is read-only: SPARQL Update is not accepted")
        query = _single(params.getlist("query"), "query")
        return query, params.getlist("default-graph-uri"), params.getlist("named-graph-uri")
    mimetype = request.mimetype
    if mimetype == "application/sparql-update":
        raise ApiError(403, "this endpoint is read-only: SPARQL Update is not accepted")
    if mimetype == "application/x-www-form-urlencoded":
        charset = request.mimetype_params.get("charset", "utf-8").lower()
        if charset not in ("utf-8", "utf8"):
            raise ApiError(400, "the form must be encoded in UTF-8")
        try:
            request.get_data(cache=True).decode("utf-8")
        except UnicodeDecodeError:
            raise ApiError(400, "the request body is not valid UTF-8") from None
        form = request.form
        if "update" in form or "update" in request.args:
            if "query" in form:
                raise ApiError(400, "give either a query or an update, not both")
            raise ApiError(403, "this endpoint is read-only: SPARQL Update is not accepted")
        query = _single(form.getlist("query") + request.args.getlist("query"), "query")
        if query is None:
            raise ApiError(400, "the form has no query parameter")
        return (query, form.getlist("default-graph-uri") + request.args.getlist("default-graph-uri"),
                form.getlist("named-graph-uri") + request.args.getlist("named-graph-uri"))
    if mimetype == "application/sparql-query":
        charset = request.mimetype_params.get("charset", "utf-8").lower()
        if charset not in ("utf-8", "utf8"):
            raise ApiError(400, "the query must be encoded in UTF-8")
        if "query" in request.args:
            raise ApiError(400, "the query is both in the body and in the URL; give it once")
        if "update" in request.args:
            raise ApiError(403, "this endpoint is read-only: SPARQL Update is not accepted")
        try:
            query = request.get_data().decode("utf-8")
        except UnicodeDecodeError:
            raise ApiError(400, "the request body is not valid UTF-8") from None
        return query, request.args.getlist("default-graph-uri"), request.args.getlist("named-graph-uri")
    raise ApiError(415, "send the query as application/sparql-query or as an "
                        "application/x-www-form-urlencoded form (or with GET ?query=)")


# -- the endpoint ----------------------------------------------------------------------------

@bp.route("/sparql", methods=["GET", "POST", "OPTIONS"])
def endpoint():
    if request.method == "OPTIONS":
        return _preflight()
    query, default_graphs, named_graphs = _read_request()
    if query is None:
        return _describe_service()
    # Relative IRIs in a query resolve against the endpoint's own URL (the protocol allows it).
    base_iri = url_for("sparql.endpoint", _external=True)
    try:
        found = guard.scan(query, base_iri)
    except guard.Refused as refused:
        raise ApiError(refused.code, refused.message) from None
    html = _prefers_html()
    job_format: dict = {}
    if html:
        job_format = {"results": "json", "triples": "turtle"}
    else:
        if found.form in (None, "select", "ask"):
            chosen = negotiate(request.accept_mimetypes, RESULT_FORMATS)
            job_format["results"] = chosen.name if chosen else None
        if found.form in (None, "construct", "describe"):
            chosen = negotiate(request.accept_mimetypes, GRAPH_FORMATS)
            job_format["triples"] = chosen.name if chosen else None
        if not any(job_format.values()):
            raise ApiError(406, "none of the formats in the Accept header can be served for this query",
                           {"Vary": "Accept"})
    cap = int(current_app.config["CANPOL_ROW_CAP"])
    if current_app.config["CANPOL_SETTINGS"].endpoint:
        return _proxy(query, found, job_format, default_graphs, named_graphs, html)
    job = {"query": query, "default_graphs": default_graphs, "named_graphs": named_graphs,
           "from_graphs": found.from_graphs + found.from_named_graphs, "format": job_format, "cap": cap,
           "base_iri": base_iri}
    answer = _cached_run(job)
    if answer["status"] != 200:
        raise ApiError(answer["status"], answer["message"], {"Vary": "Accept", **CORS})
    if html:
        return _html_answer(query, answer)
    mimetype = answer["media_type"]
    if mimetype.startswith("text/"):
        mimetype += "; charset=utf-8"
    response = Response(answer["body"], status=200, content_type=mimetype)
    response.headers["Vary"] = "Accept"
    response.headers.update(CORS)
    if answer["truncated"] is not None:
        response.headers[TRUNCATED_HEADER] = str(answer["truncated"])
    if "cache" in answer:
        response.headers["X-Canpol-Cache"] = answer["cache"]
    return response


def answer_key(job: dict) -> tuple:
    """What a /sparql answer depends on besides the snapshot: the query text (outer whitespace
    aside, which no query's meaning depends on), the dataset asked for, the formats, the row cap
    and the base IRI relative IRIs resolve against."""
    fmt = job["format"]
    return (job["query"].strip(), tuple(job["default_graphs"]), tuple(job["named_graphs"]),
            tuple(job["from_graphs"]), fmt.get("results"), fmt.get("triples"), job["cap"], job["base_iri"])


def _cached_run(job: dict) -> dict:
    """`_run(job)`, or the answer a web worker gave to the same job on the snapshot that is
    current now. An answer is kept under the snapshot its worker read (which the worker names),
    so no snapshot ever serves an answer made from another one."""
    cache = app_cache()
    if cache is None or not cache.enabled("answer"):
        return _run(job)
    key = answer_key(job)
    snapshot = snapshots.current_name(current_app.config["CANPOL_SETTINGS"].store_path)
    entry = cache.get(snapshot, "answer", key) if snapshot else None
    if entry is not None:
        truncated = dict(entry.headers).get(TRUNCATED_HEADER)
        return {"status": 200, "body": entry.body, "media_type": entry.mimetype,
                "truncated": int(truncated) if truncated is not None else None, "cache": "hit"}
    answer = _run(job)
    if answer["status"] == 200 and answer.get("snapshot"):
        headers = ((TRUNCATED_HEADER, str(answer["truncated"])),) if answer["truncated"] is not None else ()
        cache.put(answer["snapshot"], "answer", key, Entry(answer["body"], answer["media_type"], headers))
        answer["cache"] = "miss"
    return answer


def _run(job: dict) -> dict:
    settings = current_app.config["CANPOL_SETTINGS"]
    if snapshots.current_name(settings.store_path) is None:
        try:
            snapshots.ensure(settings.store_path)
        except StoreError:
            raise ApiError(503, "the store is being loaded for the first time; try again shortly",
                           {"Retry-After": "5"}) from None
    timeout = float(current_app.config["CANPOL_QUERY_TIMEOUT"])
    try:
        return _pool().run(job, timeout, client=request.remote_addr)
    except Busy as busy:
        raise ApiError(busy.status, busy.message, {"Retry-After": str(busy.retry_after), **CORS}) from None
    except QueryTimeout:
        current_app.logger.warning("query killed at its %s s deadline", timeout)
        raise ApiError(504, f"the query ran longer than the {timeout:g} s limit and was stopped; "
                            "make it more selective or add a LIMIT", CORS) from None
    except TimeoutError:
        raise ApiError(503, "all query workers are busy; try again shortly", {"Retry-After": "2"}) from None
    except WorkerFailed:
        # Out of memory (the worker's cap) or a crash of the engine: the worker was replaced.
        current_app.logger.warning("a query worker died on a query; replaced")
        raise ApiError(503, "the query could not be evaluated within this endpoint's limits; "
                            "make it more selective or add a LIMIT") from None


def _proxy(query: str, found, job_format: dict, default_graphs: list[str], named_graphs: list[str],
           html: bool) -> Response:
    """With a remote store: the same checks, then the query is passed to the store's server with
    the deadline as its timeout, and the server's answer is passed back."""
    from canpol.errors import CanpolError, QueryError
    from canpol.graph.remote import RemoteTimeout

    from .resultformats import BY_NAME
    from .store import get_store

    try:
        query = guard.expand_escapes(query)
        guard.check_parsed(query)
    except guard.Refused as refused:
        raise ApiError(refused.code, refused.message) from None
    store = get_store()
    form = (found.form or store.query_form(query)).lower()
    name = job_format.get("triples" if form in ("construct", "describe") else "results")
    if name is None:
        raise ApiError(406, "none of the formats in the Accept header fits this query's result", {"Vary": "Accept"})
    try:
        for graph in found.from_graphs + found.from_named_graphs:
            if not store.has_graph(graph):
                raise ApiError(400, f"FROM <{graph}>: no such graph in this store (FROM and FROM NAMED "
                                    "select among the stored graphs; nothing is ever fetched)")
        answer = store.raw_query(query, BY_NAME[name].media_type,
                                 timeout=float(current_app.config["CANPOL_QUERY_TIMEOUT"]),
                                 default_graphs=default_graphs, named_graphs=named_graphs)
    except QueryError as error:
        raise ApiError(400, str(error)) from None
    except RemoteTimeout:
        # The remote server was told the deadline and stopped the query (Virtuoso), or gave no answer in time.
        timeout = float(current_app.config["CANPOL_QUERY_TIMEOUT"])
        raise ApiError(504, f"the query ran longer than the {timeout:g} s limit and was stopped; "
                            "make it more selective or add a LIMIT", CORS) from None
    except CanpolError as error:
        current_app.logger.warning("remote store failed: %s", error)
        raise ApiError(503, "the store behind this endpoint did not answer; try again shortly") from None
    if html:
        body = {"status": 200, "body": answer.body, "media_type": BY_NAME[name].media_type,
                "truncated": answer.row_cap}
        return _html_answer(query, body)
    response = Response(answer.body, status=200, content_type=answer.content_type or BY_NAME[name].media_type)
    response.headers["Vary"] = "Accept"
    response.headers.update(CORS)
    if answer.row_cap is not None:
        response.headers[TRUNCATED_HEADER] = str(answer.row_cap)
    return response


def _preflight() -> Response:
    response = Response(status=204)
    response.headers.update(CORS)
    response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
    response.headers["Access-Control-Allow-Headers"] = "Accept, Content-Type"
    response.headers["Access-Control-Max-Age"] = "86400"
    response.headers["Allow"] = "GET, HEAD, POST, OPTIONS"
    return response


def _prefers_html() -> bool:
    accept = request.accept_mimetypes
    html_q = max(accept["text/html"], accept["application/xhtml+xml"])
    # Only an explicit text/html wins: */* alone (curl, scripts) gets data.
    explicit = any(value in ("text/html", "application/xhtml+xml") for value, _ in accept)
    if not explicit:
        return False
    others = [accept[m] for f in RESULT_FORMATS + GRAPH_FORMATS for m in f.accepts
              if m not in ("application/xml", "text/xml")]
    return html_q >= max(others, default=0) and html_q > 0


# -- without a query: editor or service description -------------------------------------------

SD = "http://www.w3.org/ns/sparql-service-description#"
RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")


def _describe_service() -> Response:
    if _prefers_html():
        return _editor_page()
    chosen = negotiate(request.accept_mimetypes, GRAPH_FORMATS)
    if chosen is None:
        raise ApiError(406, "none of the formats in the Accept header can be served", {"Vary": "Accept"})
    from .resultformats import write_triples

    response = Response(write_triples(service_description(url_for("sparql.endpoint", _external=True)),
                                      chosen.name), content_type=chosen.media_type)
    response.headers["Vary"] = "Accept"
    response.headers.update(CORS)
    return response


def service_description(endpoint_url: str) -> list[ox.Triple]:
    """The SPARQL 1.1 Service Description of this endpoint."""
    def sd(name):
        return ox.NamedNode(SD + name)

    service = ox.BlankNode("service")
    dataset = ox.BlankNode("dataset")
    default_graph = ox.BlankNode("defaultGraph")
    triples = [
        ox.Triple(service, RDF_TYPE, sd("Service")),
        ox.Triple(service, sd("endpoint"), ox.NamedNode(endpoint_url)),
        ox.Triple(service, sd("supportedLanguage"), sd("SPARQL11Query")),
        # The default graph of every query is the union of the named graphs.
        ox.Triple(service, sd("feature"), sd("UnionDefaultGraph")),
        ox.Triple(service, sd("defaultDataset"), dataset),
        ox.Triple(dataset, RDF_TYPE, sd("Dataset")),
        ox.Triple(dataset, sd("defaultGraph"), default_graph),
        ox.Triple(default_graph, RDF_TYPE, sd("Graph")),
        ox.Triple(service, ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#comment"),
                  ox.Literal("canpol: Canadian political events with their sources. Read-only; "
                             "no SERVICE; each query has a deadline and a row cap.", language="en")),
        ox.Triple(service, ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#comment"),
                  ox.Literal(network_note(), language="en")),
    ]
    for fmt in RESULT_FORMATS + GRAPH_FORMATS:
        triples.append(ox.Triple(service, sd("resultFormat"), ox.NamedNode(fmt.w3c)))
    return triples


def network_note() -> str:
    """The service description's line on the second wall: whether query workers can reach the
    network on this host (they cannot when Linux gives them a network namespace)."""
    from .query_worker import network_isolation_available

    if network_isolation_available():
        return "Query workers run in a network namespace of their own: no query can reach the network."
    return ("Warning: this host gives query workers no network namespace; SERVICE is refused by the "
            "query check alone, with no second wall.")


def examples(lang: str = "en") -> list[dict]:
    """The example queries shown in the editor: .rq files whose first line is `# title` and whose
    second may be `# fr: titre`, the title in French; the title shown is in the reader's language."""
    found = []
    for path in sorted(EXAMPLES_DIR.glob("*.rq")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        first = lines[0] if lines else ""
        titles = {"en": first.lstrip("#").strip() if first.startswith("#") else path.stem}
        if len(lines) > 1 and lines[1].startswith("# fr:"):
            titles["fr"] = lines[1][len("# fr:"):].strip()
        found.append({"name": path.stem, "title": titles.get(lang, titles["en"]), "titles": titles, "query": text})
    return found


def _yasgui_available() -> bool:
    static = Path(current_app.static_folder or "")
    return all((static / name).is_file() for name in YASGUI_FILES)


def _editor_page(query: str = "", answer: dict | None = None, table: dict | None = None) -> Response:
    from .negotiation import base, language
    from .vocabulary import PREFIXES

    body = render_template(
        "sparql.html", base_iri=base(), prefixes=PREFIXES, query=query or (examples()[0]["query"] if examples() else ""),
        examples=examples(language()), yasgui=_yasgui_available(), answer=answer, table=table,
        timeout=current_app.config["CANPOL_QUERY_TIMEOUT"], row_cap=current_app.config["CANPOL_ROW_CAP"])
    response = Response(body, content_type="text/html; charset=utf-8")
    response.headers["Vary"] = "Accept"
    return response


def _html_answer(query: str, answer: dict) -> Response:
    """A browser's answer: the form with the query, and the rows as a table (or the graph)."""
    table = None
    if answer["media_type"] == "application/sparql-results+json":
        data = json.loads(answer["body"])
        if "boolean" in data:
            table = {"boolean": data["boolean"]}
        else:
            names = data["head"]["vars"]
            table = {"vars": names, "rows": shown_rows(
                [[row.get(v) for v in names] for row in data["results"]["bindings"]])}
    else:
        table = {"text": answer["body"].decode("utf-8")}
    response = _editor_page(query, answer, table)
    if answer["truncated"] is not None:
        response.headers[TRUNCATED_HEADER] = str(answer["truncated"])
    return response


LABELLED_IRIS = 1000  # distinct IRIs of one answer whose labels are looked up (the rest show their CURIE)


def shown_rows(rows: list[list[dict | None]]) -> list[list]:
    """The cells of an answer as pages show terms (linked.NodeView): an IRI by its label (or its
    CURIE or page path when it has none) and, under canpol's base, linked to its page here
    rather than to the base's host. The labels of an answer are read with one query."""
    from rdflib import URIRef

    from .linked import EntityReader, NodeView
    from .negotiation import base, language
    from .store import get_store

    reader = EntityReader(get_store(), base(), language())
    iris = list(dict.fromkeys(URIRef(cell["value"]) for row in rows for cell in row
                              if cell is not None and cell.get("type") == "uri"))
    labels = reader.labels_of(iris[:LABELLED_IRIS])

    def view(cell: dict | None):
        if cell is None:
            return None
        kind = cell.get("type")
        if kind == "uri":
            term = URIRef(cell["value"])
            return reader.node(term, labels.get(term, ()))
        if kind == "bnode":
            return NodeView("bnode", cell["value"])
        if kind in ("literal", "typed-literal"):
            return NodeView("literal", cell["value"], lang=cell.get("xml:lang"), datatype=cell.get("datatype"))
        return NodeView("literal", json.dumps(cell.get("value")))  # a quoted triple (RDF-star), as text

    return [[view(cell) for cell in row] for row in rows]
