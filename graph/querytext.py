"""Reading and rewriting SPARQL query text without a full parser: what RemoteStore needs to work
around a server's limits (Virtuoso's constant-graph bug, its row cap) and nothing more.

Every function scans with the same tokenizer as the VALUES binder, so braces, keywords and
question marks inside strings, IRIs and comments are never taken for syntax. A query these
functions cannot take apart is left as it is (or reported with None) for the server to judge.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass

from SPARQLWrapper import SPARQLWrapper

from canpol.errors import QueryError

from .bindings import _TOKEN, without_comments

# Names given to the variables a rewrite adds; a user's own variable of this name is refused by
# the rewrite (the query is then sent unchanged).
INTERNAL_PREFIX = "canpol_internal_"
_VARIABLE = re.compile(r"[?$]([A-Za-z0-9_][\w]*)")
# A cheap first look: the word GRAPH followed by something other than a variable.
_CONSTANT_GRAPH_HINT = re.compile(r"GRAPH\s*[^?$\s]", re.IGNORECASE)
_SOLUTION_MODIFIERS = {"GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "VALUES"}
UPDATE_FORMS = {"INSERT", "DELETE", "CREATE", "CLEAR", "DROP", "LOAD", "COPY", "MOVE", "ADD"}


@dataclass(frozen=True)
class Token:
    kind: str  # comment, string, iri, word, open, close, var or prefixed
    text: str
    start: int
    end: int


_SCANNER = re.compile(_TOKEN.pattern + r"|(?P<var>[?$][A-Za-z0-9_]\w*)|(?P<prefixed>:[\w\-.]*)")


def tokens(query: str) -> list[Token]:
    """The query's tokens, comments left out."""
    return [Token(m.lastgroup, m.group(), m.start(), m.end()) for m in _SCANNER.finditer(query)
            if m.lastgroup != "comment"]


def _closing(toks: list[Token], opening: int) -> int:
    """Index of the `}` matching the `{` at `opening`, or -1."""
    depth = 0
    for i in range(opening, len(toks)):
        if toks[i].kind == "open":
            depth += 1
        elif toks[i].kind == "close":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _is_graph_name(token: Token) -> bool:
    return token.kind in ("iri", "prefixed") or (token.kind == "word" and ":" in token.text)


def variables_in(text: str) -> list[str]:
    """The distinct variable names written in `text`, in order of first appearance."""
    return list(dict.fromkeys(t.text[1:] for t in tokens(text) if t.kind == "var"))


def constant_graphs_as_variables(query: str) -> str:
    """`GRAPH <iri> { P }` written as a sub-SELECT that binds the graph to a variable:
    `{ SELECT vars(P) WHERE { VALUES ?g { <iri> } GRAPH ?g { P } } }`. Same answers; the graph's
    variable stays inside the sub-SELECT, so `SELECT *` does not show it (except for a pattern
    without any variable, which has nothing else to project).

    Why: Virtuoso 7 answers a constant GRAPH pattern with nothing (or one empty row) once a query
    carries `define input:*-graph-exclude`, which RemoteStore adds to hide Virtuoso's own graphs,
    while a graph bound to a variable is matched correctly."""
    if not _CONSTANT_GRAPH_HINT.search(query):
        return query  # on the hot path (every query to Virtuoso): most name no constant graph
    toks = tokens(query)
    if any(t.kind == "var" and t.text[1:].startswith(INTERNAL_PREFIX) for t in toks):
        return query
    edits: list[tuple[int, int, str]] = []
    number = 0
    i = 0
    while i < len(toks) - 2:
        keyword, name, opening = toks[i], toks[i + 1], toks[i + 2]
        if not (keyword.kind == "word" and keyword.text.upper() == "GRAPH" and _is_graph_name(name)
                and opening.kind == "open"):
            i += 1
            continue
        closing = _closing(toks, i + 2)
        if closing < 0:
            return query  # unbalanced: the server will say what is wrong
        number += 1
        graph_var = f"?{INTERNAL_PREFIX}graph{number}"
        inner = query[opening.start:toks[closing].end]
        # Inner constant graphs are rewritten too (nested GRAPH patterns are legal if unusual).
        inner = constant_graphs_as_variables(inner[1:-1])
        names = [v for v in variables_in(inner) if not v.startswith(INTERNAL_PREFIX)]
        body = f"VALUES {graph_var} {{ {name.text} }} GRAPH {graph_var} {{{inner}}}"
        # A pattern without variables projects the graph's variable: something must be projected,
        # and FILTER EXISTS is no way out (Virtuoso 7 finds such an EXISTS true in any graph).
        projection = " ".join("?" + v for v in names) or graph_var
        replacement = f"{{ SELECT {projection} WHERE {{ {body} }} }}"
        edits.append((keyword.start, toks[closing].end, replacement))
        i = closing + 1
    for start, end, replacement in reversed(edits):
        query = query[:start] + replacement + query[end:]
    return query


@dataclass(frozen=True)
class QueryParts:
    """A SELECT or CONSTRUCT cut at its top level: prologue (BASE/PREFIX), form keyword, what lies
    between the form and the WHERE group (projection or template, dataset, the word WHERE), the
    WHERE group's inside, and what follows the group (solution modifiers, VALUES). `template` is
    a CONSTRUCT's template group with its braces (for the short form CONSTRUCT WHERE, the pattern)."""

    prologue: str
    form: str
    head: str
    where: str
    tail: str
    template: str | None = None

    @property
    def tail_keywords(self) -> set[str]:
        return {t.text.upper() for t in tokens(self.tail) if t.kind == "word"} & _SOLUTION_MODIFIERS

    @property
    def has_dataset(self) -> bool:
        return any(t.kind == "word" and t.text.upper() == "FROM" for t in tokens(self.head))


def query_parts(query: str) -> QueryParts | None:
    """The parts of a SELECT or CONSTRUCT query, or None when it is not one this scan understands."""
    toks = tokens(query)
    form_at = next((i for i, t in enumerate(toks) if t.kind == "word"
                    and t.text.upper() in ("SELECT", "CONSTRUCT", "ASK", "DESCRIBE")), None)
    if form_at is None:
        return None
    form = toks[form_at].text.upper()
    if form not in ("SELECT", "CONSTRUCT") or any(
            t.kind == "word" and t.text.upper() not in ("PREFIX", "BASE") and ":" not in t.text
            for t in toks[:form_at]):
        return None
    i = form_at + 1
    template = None
    if form == "CONSTRUCT" and i < len(toks) and toks[i].kind == "open":
        template_end = _closing(toks, i)
        if template_end < 0:
            return None
        template = query[toks[i].start:toks[template_end].end]
        i = template_end + 1
    while i < len(toks) and toks[i].kind != "open":
        i += 1
    if i >= len(toks):
        return None
    where_end = _closing(toks, i)
    if where_end < 0:
        return None
    where = query[toks[i].end:toks[where_end].start]
    if form == "CONSTRUCT" and template is None:
        template = "{" + where + "}"  # CONSTRUCT WHERE { P } is CONSTRUCT { P } WHERE { P }
    return QueryParts(query[:toks[form_at].start], form, query[toks[form_at].end:toks[i].start],
                      where, query[toks[where_end].end:], template)


def _order_keys(names: list[str]) -> str:
    # The term, then its language tag: a server may sort "a"@en and "a"@fr as equal, and ties must
    # not change places between two pages. (Not STR(): Virtuoso refuses to sort long strings
    # copied into a temporary column, SR319; and several DATATYPE() keys crash Virtuoso 7.2.)
    return " ".join(f"?{n} LANG(?{n})" for n in names)


def paged_select(parts: QueryParts, names: list[str], limit: int, offset: int) -> str | None:
    """One page of a SELECT's answer in a total order: the query (or its ORDER BY, extended by
    every variable to break ties) sorted inside a sub-SELECT, LIMIT/OFFSET outside it (Virtuoso
    refuses an OFFSET past its sort limit on a top-level ORDER BY). None when the query cannot be
    paged this way (its own LIMIT/OFFSET, a FROM clause that a sub-SELECT may not carry)."""
    keywords = parts.tail_keywords
    if parts.has_dataset or keywords & {"LIMIT", "OFFSET"}:
        return None
    body = f"{parts.form}{parts.head}{{{parts.where}}}{parts.tail}"
    if "ORDER" in keywords:
        if "VALUES" in keywords:
            return None
        inner = f"{body} {_order_keys(names)}"
    else:
        inner = f"SELECT * WHERE {{ {{ {body} }} }} ORDER BY {_order_keys(names)}"
    return f"{parts.prologue}SELECT * WHERE {{ {{ {inner} }} }} LIMIT {int(limit)} OFFSET {int(offset)}"


def counted_select(parts: QueryParts) -> str:
    """How many solutions a SELECT has, or how many solutions a CONSTRUCT's WHERE group has."""
    if parts.form == "SELECT":
        return (f"{parts.prologue}SELECT (COUNT(*) AS ?{INTERNAL_PREFIX}n) WHERE {{ {{ "
                f"{parts.form}{parts.head}{{{parts.where}}}{parts.tail} }} }}")
    return f"{parts.prologue}SELECT (COUNT(*) AS ?{INTERNAL_PREFIX}n) WHERE {{{parts.where}}}"


def paged_construct(parts: QueryParts, limit: int, offset: int) -> str | None:
    """The triples a CONSTRUCT makes from one page of its WHERE group's solutions, in a total
    order of all the group's variables. None for a CONSTRUCT with solution modifiers or a FROM
    clause."""
    if parts.tail.strip() or parts.has_dataset:
        return None
    names = [n for n in variables_in(parts.where) if not n.startswith(INTERNAL_PREFIX)]
    order = f"ORDER BY {_order_keys(names)}" if names else ""
    page = (f"SELECT * WHERE {{ {{ SELECT * WHERE {{{parts.where}}} {order} }} }} "
            f"LIMIT {int(limit)} OFFSET {int(offset)}")
    return f"{parts.prologue}CONSTRUCT {parts.template} WHERE {{ {{ {page} }} }}"


def query_form(query: str) -> str:
    """SELECT, ASK, CONSTRUCT or DESCRIBE; an update is refused."""
    sniffer = SPARQLWrapper("http://localhost/")
    with warnings.catch_warnings():  # an unrecognised form is left to the engine or server to reject
        warnings.simplefilter("ignore")
        # Comments go first: the sniffer takes a word like "selectors" in one for the form.
        sniffer.setQuery(without_comments(query))
    form = sniffer.queryType
    if sniffer.isSparqlUpdateRequest() or form in UPDATE_FORMS:
        raise QueryError("updates are refused: canpol's queries are read-only")
    return form or "SELECT"
