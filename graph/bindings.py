"""Passing values into SPARQL safely: a trailing VALUES clause built from validated terms.

pyoxigraph's own `substitutions` only accepts projected variables, and remote endpoints have no
binding API at all, so both backends bind values the way rdflib's SPARQLStore does. Every term is
re-built through pyoxigraph, which rejects invalid IRIs and escapes literals, so a value can never
change the query's shape.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

from pyoxigraph import NamedNode
from rdflib import URIRef

from canpol.errors import QueryError

from .store import Bindings
from .terms import to_oxigraph

_VARIABLE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def bind_values(query: str, bindings: Bindings | None) -> str:
    """`query` with the bindings as a VALUES block first inside its WHERE group, so that FILTERs
    and the engine's join order see them (a trailing VALUES is joined after the pattern and its
    FILTERs: a FILTER on a bound variable then sees it unbound). A CONSTRUCT WHERE short form,
    which has no room for VALUES, gets the trailing block."""
    try:
        return with_values_inside(query, bindings)
    except QueryError:
        return with_values(query, bindings)


def with_values(query: str, bindings: Bindings | None) -> str:
    """`query` with a trailing VALUES clause binding each variable to its value."""
    if not bindings:
        return query
    return f"{query}\n{values_block(bindings)}\n"


def values_block(bindings: Bindings) -> str:
    """`VALUES (?a ?b) { (term term) }` for the bindings, every term validated and escaped.

    A variable bound to a list, tuple or set of terms takes each of them in turn (one row per
    combination), so one query can read many resources: `{"m": [m1, m2, m3]}` asks about three
    memberships at once instead of three queries. An empty collection matches nothing."""
    names, columns = [], []
    for name, value in bindings.items():
        if name not in _VARIABLES_SEEN:
            if not _VARIABLE.match(name):
                raise QueryError(f"not a SPARQL variable name: {name!r}")
            if len(_VARIABLES_SEEN) < 1000:
                _VARIABLES_SEEN.add(name)
        try:
            if type(value) is URIRef:  # most bindings: one IRI (the page's resource)
                column = [str(NamedNode(value))]
            else:
                values = list(value) if isinstance(value, (list, tuple, set, frozenset)) else [value]
                column = list(dict.fromkeys(map(_sparql_text, values)))
        except (ValueError, TypeError) as error:
            raise QueryError(f"cannot bind ?{name}: {error}") from None
        names.append("?" + name)
        columns.append(column)
    if len(columns) == 1:  # one variable (most queries): its values are the rows, no product to take
        rows = f"({') ('.join(columns[0])})" if columns[0] else ""
        return f"VALUES ({names[0]}) {{ {rows} }}"
    rows = " ".join(f"({' '.join(row)})" for row in product(*columns))
    return f"VALUES ({' '.join(names)}) {{ {rows} }}"


_VARIABLES_SEEN: set[str] = set()  # names already matched against _VARIABLE (the app binds a few dozen)


def _sparql_text(term) -> str:
    """A term as SPARQL, re-built through pyoxigraph (which rejects an invalid IRI and escapes a
    literal); an IRI, the most bound, without `to_oxigraph`'s type tests."""
    if type(term) is URIRef:
        return str(NamedNode(term))
    return str(to_oxigraph(term))


# What is skipped while looking for the WHERE group: comments, strings, IRIs and names (so a
# brace or the word WHERE inside them is never taken for syntax).
_TOKEN = re.compile(
    r'(?P<comment>#[^\n]*)'
    r'|(?P<string>"""(?:[^"\\]|\\.|"(?!""))*"""' r"|'''(?:[^'\\]|\\.|'(?!''))*'''"
    r'|"(?:[^"\\\n]|\\.)*"' r"|'(?:[^'\\\n]|\\.)*')"
    r'|(?P<iri><[^<>"{}|^`\\\x00-\x20]*>)'
    r'|(?P<word>[A-Za-z_][\w\-.:]*)'
    r'|(?P<open>\{)'
    r'|(?P<close>\})'
)


def without_comments(query: str) -> str:
    """`query` with its comments removed (a `#` inside a string or an IRI is not a comment)."""
    pieces, last = [], 0
    for match in _TOKEN.finditer(query):
        if match.lastgroup == "comment":
            pieces.append(query[last:match.start()])
            last = match.end()
    pieces.append(query[last:])
    return "".join(pieces)


def with_values_inside(query: str, bindings: Bindings | None) -> str:
    """`query` with the VALUES block first inside its WHERE group, for servers (Virtuoso 7) that
    reject a trailing VALUES clause. Same answers as a trailing block for ungrouped queries; with
    GROUP BY the values bind the pattern's variables before grouping."""
    if not bindings:
        return query
    block = values_block(bindings)
    at = _where_group_start(query)
    if at < 0:
        raise QueryError("cannot bind values: no WHERE group found (write CONSTRUCT {…} WHERE {…})")
    return f"{query[:at]} {block}\n{query[at:]}"


@lru_cache(maxsize=1024)
def _where_group_start(query: str) -> int:
    """Where the WHERE group of `query` opens (just after its brace), or -1. Remembered per query
    text: the app runs the same few queries with new values many times a second."""
    depth, where_seen, first_open, form = 0, False, None, None
    for match in _TOKEN.finditer(query):
        kind = match.lastgroup
        if kind == "word" and depth == 0:
            word = match.group().upper()
            if form is None and word in ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE"):
                form = word
            elif word == "WHERE":
                where_seen = True
        elif kind == "open":
            if depth == 0 and where_seen:
                if form == "CONSTRUCT" and first_open is None:  # CONSTRUCT WHERE: no room for VALUES
                    break
                return match.end()
            if depth == 0 and first_open is None:
                first_open = match.end()
            depth += 1
        elif kind == "close":
            depth -= 1
    if first_open is None or form == "CONSTRUCT":
        return -1
    return first_open
