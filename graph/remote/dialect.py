"""What Virtuoso (the server canpol is tested against) does differently from SPARQL 1.1, and
what canpol does about it, in one place; README.md "Virtuoso quirks" lists the same."""

from __future__ import annotations

import re

XSD = "http://www.w3.org/2001/XMLSchema#"

# Graphs a fresh Virtuoso holds for itself (its RDF views, OWL, LDP, the service description at
# {host}/sparql, WebDAV metadata at {host}/DAV/); canpol neither lists, queries nor exports them.
VIRTUOSO_SYSTEM_GRAPHS = re.compile(
    r"^(?:http://www\.openlinksw\.com/.*|http://www\.w3\.org/ns/ldp#|http://www\.w3\.org/2002/07/owl#"
    r"|https?://[^/]+/(?:sparql|DAV/))$"
)
# Virtuoso aborts and rolls back a transaction whose log outgrows TransactionAfterImageLimit (SR325;
# 50 MB by default: MOVE of a graph of about 1 M triples over an equally large one) or that outlives
# its time limit (SR171; [SPARQL] MaxQueryExecutionTime also bounds updates). Such a request can be
# done again in smaller steps.
TOO_LARGE_CODES = ("SR325", "SR171")

# Virtuoso announces its row cap (ResultSetMaxRows) only on a SELECT answer it cut.
ROW_CAP_HEADER = "X-SPARQL-MaxRows"
# Virtuoso answers a query or update stopped at its time limit with whatever was done
# ("anytime" answers), marked only by this header, whose value then starts with S1T.
STATE_HEADER = "X-SQL-State"

_TYPED_LITERAL = re.compile(rb'"type"\s*:\s*"typed-literal"')


def excluded_graphs_pragmas(graphs) -> str:
    """The `define` lines that keep Virtuoso's own graphs out of a query's dataset."""
    return "".join(f"define input:default-graph-exclude <{g}> define input:named-graph-exclude <{g}> "
                   for g in sorted(graphs))


def row_cap_probe() -> str:
    """A SELECT of 100,000 rows made of nothing: Virtuoso announces its row cap only on a SELECT
    answer it cuts, and cuts CONSTRUCT answers silently."""
    digits = " ".join(str(d) for d in range(10))
    return "SELECT ?a WHERE { " + " ".join(f"VALUES ?{v} {{ {digits} }}" for v in "abcde") + " }"


def stopped_at_time_limit(headers) -> bool:
    """Whether an answer is Virtuoso's "anytime" answer: what was done before a time limit."""
    return (headers.get(STATE_HEADER) or "").startswith("S1T")


def too_large(message: str) -> bool:
    """Whether an error message is Virtuoso's rollback of a transaction too large or too long."""
    return any(code in message for code in TOO_LARGE_CODES)


def standard_json_results(body: bytes) -> bytes:
    """SPARQL JSON results with Virtuoso's "typed-literal" (a form from before SPARQL 1.1 that
    strict clients reject) written as "literal". The pattern cannot match inside a JSON string,
    where every quote is escaped."""
    return _TYPED_LITERAL.sub(b'"type": "literal"', body)


def blank_id(label: str) -> str:
    """A blank node label from a server (Virtuoso: nodeID://b10001) as a valid N-Triples id."""
    label = label.removeprefix("nodeID://").removeprefix("_:")
    return re.sub(r"[^A-Za-z0-9_]", "_", label) or "b"


def literal_value(value: str, datatype: str | None) -> str:
    # Virtuoso's JSON writer prints xsd:boolean as 1/0; its N-Triples writer prints true/false.
    if datatype == XSD + "boolean" and value in ("1", "0"):
        return "true" if value == "1" else "false"
    return value


# Virtuoso takes authenticated updates only on /sparql-auth (anonymous ones get SR186, not 401),
# and authenticated Graph Store Protocol requests on /sparql-graph-crud-auth.
AUTH_UPDATE_PATH = "/sparql-auth"
AUTH_GRAPH_STORE_PATH = "/sparql-graph-crud-auth"
# Virtuoso compiles INSERT DATA to SQL and gives up beyond about 1,000 triples; a graph store POST
# is parsed as a document and takes far more.
GRAPH_STORE_CHUNK = 20000
INSERT_DATA_CHUNK = 400
# N-Triples is Turtle; Virtuoso 7 answers 201 to application/n-triples yet stores nothing.
NTRIPLES_UPLOAD_TYPE = "text/turtle; charset=utf-8"


def refused_as_too_slow(message: str) -> bool:
    """Whether Virtuoso refused a query at once because it expects it to outlive its limit."""
    return "estimated execution time" in message


def refused_writer(message: str) -> bool:
    """Whether a failed update means the user may not write (Virtuoso: SR186 for anonymous ones)."""
    return "SR186" in message or "permission" in message.lower()
