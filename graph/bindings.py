"""Passing values into SPARQL safely: a trailing VALUES clause built from validated terms.

pyoxigraph's own `substitutions` only accepts projected variables, and remote endpoints have no
binding API at all, so both backends bind values the way rdflib's SPARQLStore does. Every term is
re-built through pyoxigraph, which rejects invalid IRIs and escapes literals, so a value can never
change the query's shape.
"""

from __future__ import annotations

import re

from canpol.errors import QueryError

from .store import Bindings
from .terms import to_oxigraph

_VARIABLE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def with_values(query: str, bindings: Bindings | None) -> str:
    """`query` with a trailing VALUES clause binding each variable to its value."""
    if not bindings:
        return query
    names, terms = [], []
    for name, value in bindings.items():
        if not _VARIABLE.match(name):
            raise QueryError(f"not a SPARQL variable name: {name!r}")
        try:
            terms.append(str(to_oxigraph(value)))
        except (ValueError, TypeError) as error:
            raise QueryError(f"cannot bind ?{name}: {error}") from None
        names.append("?" + name)
    return f"{query}\nVALUES ({' '.join(names)}) {{ ({' '.join(terms)}) }}\n"
