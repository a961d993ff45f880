"""RemoteStore: the Store interface over a SPARQL 1.1 server, assembled from the parts of this
package (transport, reads, writes, export); what the server does differently is in dialect.py."""

from __future__ import annotations

from .export import Export
from .writes import StagedWrites


class RemoteStore(Export, StagedWrites):
    """The Store interface over a SPARQL 1.1 server's query, update and graph store endpoints.

    The default graph of a query is the server's default graph, which must be the union of the
    named graphs (Virtuoso, GraphDB and QLever do this; Fuseki needs unionDefaultGraph). On
    Virtuoso its own system graphs are excluded from every query with `define input:*-exclude`.
    """

    def __init__(self, endpoint: str, update_endpoint: str | None = None, user: str | None = None,
                 password: str | None = None, *, timeout: float = 60.0, chunk_triples: int | None = None,
                 page_size: int = 10000, graph_store_endpoint: str | None = None):
        super().__init__(endpoint, update_endpoint, user, password, timeout=timeout,
                         graph_store_endpoint=graph_store_endpoint)
        self._chunk_triples = chunk_triples
        self.page_size = page_size

    @classmethod
    def from_settings(cls, settings) -> "RemoteStore":
        return cls(settings.endpoint, settings.update_endpoint, settings.user, settings.password)

    # -- snapshots: a server has none; every reader sees each write once it is done -------------

    @property
    def snapshot_name(self) -> None:
        return None

    def is_current(self) -> bool:
        return True

    def publish_snapshot(self) -> None:
        return None

    def close(self) -> None:
        self._session.close()
