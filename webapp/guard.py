"""Read-only guard for public SPARQL: find what a query is and what it would reach, by a lexical
scan that skips strings, IRIs and comments, before the engine parses anything.

Updates are refused (403), SERVICE is refused (400), and the graphs named by FROM / FROM NAMED
are returned so the endpoint can check that they are graphs of the store: the engine selects
stored graphs and never fetches, and a graph that is not stored is refused rather than
silently read as empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urljoin

# Keywords that only SPARQL Update has; a query cannot contain them outside strings and IRIs.
UPDATE_KEYWORDS = {"insert", "delete", "load", "clear", "create", "drop", "copy", "move", "add", "with"}
QUERY_FORMS = {"select", "ask", "construct", "describe"}

_TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<comment>\#[^\n\r]*)
  | (?P<string>'''(?:[^'\\]|\\.|'(?!''))*'''|\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"
              |'(?:[^'\\\n\r]|\\.)*'|"(?:[^"\\\n\r]|\\.)*")
  | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
  | (?P<var>[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]+)
  | (?P<pname>(?:[A-Za-z\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*)?:(?:[\w\-\u00b7\u00c0-\uffff:%.\\]*[\w\-\u00b7\u00c0-\uffff:%\\])?)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<other>.)
    """,
    re.VERBOSE | re.DOTALL,
)


class Refused(Exception):
    """A query the endpoint will not run; `code` is the HTTP status."""

    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class Scan:
    """What the scan found: the query form and the graphs of the query's own dataset."""

    form: str | None = None
    from_graphs: list[str] = field(default_factory=list)
    from_named_graphs: list[str] = field(default_factory=list)


def tokens(text: str):
    """(kind, text) of each meaningful token; whitespace and comments dropped."""
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind in ("ws", "comment"):
            continue
        yield kind, match.group()


_CODEPOINT_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


def _unescape(text: str) -> str:
    # SPARQL allows \uXXXX escapes anywhere in a query, keywords included; scan what the
    # engine would see.
    def replace(match):
        try:
            return chr(int(match.group(1) or match.group(2), 16))
        except ValueError:
            return match.group()

    return _CODEPOINT_ESCAPE.sub(replace, text)


def scan(text: str, base: str = "") -> Scan:
    """Check a query (relative IRIs resolved against `base`); raise Refused for updates (403)
    and SERVICE (400)."""
    text = _unescape(text)
    result = Scan()
    prefixes: dict[str, str] = {}
    toks = list(tokens(text))
    i = 0
    while i < len(toks):
        kind, value = toks[i]
        if kind == "word":
            word = value.lower()
            if word in UPDATE_KEYWORDS:
                raise Refused(403, "this endpoint is read-only: SPARQL Update is not accepted")
            if word == "service":
                raise Refused(400, "SERVICE (federated query) is not allowed on this endpoint")
            if word in QUERY_FORMS and result.form is None:
                result.form = word
            elif word == "base" and i + 1 < len(toks) and toks[i + 1][0] == "iri":
                base = urljoin(base, toks[i + 1][1][1:-1])
            elif word == "prefix" and i + 2 < len(toks) and toks[i + 1][0] == "pname" and toks[i + 2][0] == "iri":
                prefixes[toks[i + 1][1].split(":", 1)[0]] = urljoin(base, toks[i + 2][1][1:-1])
            elif word == "from":
                named = i + 1 < len(toks) and toks[i + 1] [0] == "word" and toks[i + 1][1].lower() == "named"
                j = i + 2 if named else i + 1
                if j < len(toks):
                    iri = _resolve(toks[j], base, prefixes)
                    if iri is not None:
                        (result.from_named_graphs if named else result.from_graphs).append(iri)
                i = j
        i += 1
    return result


def _resolve(token, base: str, prefixes: dict[str, str]) -> str | None:
    kind, value = token
    if kind == "iri":
        return urljoin(base, value[1:-1]) if base else value[1:-1]
    if kind == "pname":
        prefix, local = value.split(":", 1)
        if prefix in prefixes:
            return prefixes[prefix] + re.sub(r"\\(.)", r"\1", local)
    return None
