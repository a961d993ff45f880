"""The remote backend: canpol's graph on any SPARQL 1.1 server over HTTP (tested in CI against
Virtuoso 7).

Reads go through SPARQLWrapper (SPARQL 1.1 Protocol); writes are SPARQL 1.1 Update, with bulk
triples sent through the Graph Store HTTP Protocol when the server offers it (Virtuoso does) and as
bounded INSERT DATA requests otherwise. One module per job:

- transport.py: HTTP requests, authentication, errors naming the setting to fix;
- results.py: decoding the server's answers;
- reads.py: queries, answers beyond the server's row cap read in pages, the graph listing;
- writes.py: staged, checked replacement of graphs, in chunks and, when too large, in steps;
- export.py: streamed export, complete or an error;
- dialect.py: what Virtuoso does differently (README.md, "Virtuoso quirks");
- store.py: RemoteStore, which puts them together.
"""

from ..store import RawResponse
from .results import json_term
from .store import RemoteStore
from .transport import RemoteTimeout
from .writes import bounded_chunks

__all__ = ["RawResponse", "RemoteStore", "RemoteTimeout", "bounded_chunks", "json_term"]
