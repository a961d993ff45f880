"""SERVICE cannot be smuggled past the endpoint: a corpus of spellings that fooled or could fool a
lexical check is sent to /sparql while a local listener waits for the engine's request; every one
is refused (400) and the listener receives nothing, with the workers' network namespace and
without it (the first wall alone)."""

from __future__ import annotations

import socket
import threading

import pytest

from canpol.webapp.query_worker import NETWORK_SETTING

from .conftest import build_store, close_app, make_app

# Each query names the listener as {url}; {prefix} is its IRI without the angle brackets.
CORPUS = [
    # a prefixed name ending in an escaped quote: a lexical scan thinks a string opens there
    r"""PREFIX ex: <http://e/> SELECT * WHERE { ?s ex:a\' ?o . SERVICE <{prefix}> { ?s ?p ?o } } # '""",
    r"""PREFIX ex: <http://e/> SELECT * WHERE { ?s ex:a\" ?o . SERVICE <{prefix}> { ?s ?p ?o } } # " """,
    # an escaped '#' at the end of a prefixed name: a lexical scan thinks a comment starts
    r"""PREFIX ex: <http://e/> SELECT * WHERE { ?s ex:a\# ?o . SERVICE <{prefix}> { ?s ?p ?o } }""",
    # \u005c (a backslash) inside a string, decoded by one reader and not by the other
    r"""SELECT * WHERE { BIND("\u005c" AS ?x) SERVICE <{prefix}> { ?s ?p ?o } } #" """,
    r"""SELECT * WHERE { BIND('\u005c' AS ?x) SERVICE <{prefix}> { ?s ?p ?o } } #' """,
    r"""SELECT * WHERE { BIND('''\u005c''' AS ?x) SERVICE <{prefix}> { ?s ?p ?o } } #''' """,
    # Unicode escapes in the keyword and in the IRI
    r"""SELECT * WHERE { \u0053ERVICE <{prefix}> { ?s ?p ?o } }""",
    r"""SELECT * WHERE { SERVICE <{prefix}\u0061> { ?s ?p ?o } }""",
    # case
    """select * where { service <{prefix}> { ?s ?p ?o } }""",
    """SELECT * WHERE { SeRvIcE SILENT <{prefix}> { ?s ?p ?o } }""",
    # comments and line breaks around the keyword
    """SELECT * WHERE { # a comment with a quote "\n SERVICE\n# another\n<{prefix}> { ?s ?p ?o } }""",
    # nested groups, optional, union, minus, exists, a sub-select
    """SELECT * WHERE { { { { SERVICE <{prefix}> { ?s ?p ?o } } } } }""",
    """SELECT * WHERE { ?a ?b ?c OPTIONAL { SERVICE <{prefix}> { ?s ?p ?o } } }""",
    """SELECT * WHERE { { ?a ?b ?c } UNION { SERVICE <{prefix}> { ?s ?p ?o } } }""",
    """ASK { FILTER EXISTS { SERVICE <{prefix}> { ?s ?p ?o } } }""",
    """SELECT * WHERE { { SELECT * WHERE { SERVICE <{prefix}> { ?s ?p ?o } } } }""",
    # property paths before it, the IRI by prefix, the IRI by variable
    """PREFIX ex: <http://e/> SELECT * WHERE { ?s (ex:p|^ex:q)*/ex:r? ?o . SERVICE <{prefix}> { ?s ?p ?o } }""",
    """PREFIX far: <{prefix}> SELECT * WHERE { SERVICE far:x { ?s ?p ?o } }""",
    """SELECT * WHERE { VALUES ?where { <{prefix}> } SERVICE ?where { ?s ?p ?o } }""",
    # in a CONSTRUCT and a DESCRIBE
    """CONSTRUCT { ?s ?p ?o } WHERE { SERVICE <{prefix}> { ?s ?p ?o } }""",
    """DESCRIBE ?s WHERE { SERVICE <{prefix}> { ?s ?p ?o } }""",
]


class Listener:
    """A TCP server on 127.0.0.1 that counts the connections it accepts."""

    def __init__(self):
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(16)
        self.socket.settimeout(0.2)
        self.port = self.socket.getsockname()[1]
        self.received: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self):
        while not self._stop.is_set():
            try:
                connection, _ = self.socket.accept()
            except (TimeoutError, OSError):
                continue
            with connection:
                connection.settimeout(1)
                try:
                    self.received.append(connection.recv(4096) or b"(connected)")
                except OSError:
                    self.received.append(b"(connected)")

    def close(self):
        self._stop.set()
        self._thread.join()
        self.socket.close()


@pytest.fixture
def listener():
    server = Listener()
    yield server
    server.close()


def test_the_listener_hears_the_engine_when_nothing_stops_it(listener):
    # The control: the engine on its own does call the SERVICE IRI, so silence below means a refusal.
    import pyoxigraph as ox

    try:
        list(ox.Store().query(f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{listener.port}/> {{ ?s ?p ?o }} }}"))
    except Exception:  # noqa: BLE001 - the listener answers nothing the engine can read
        pass
    listener.close()
    assert listener.received


@pytest.mark.parametrize("isolated", [True, False], ids=["with-namespace", "without-namespace"])
def test_every_evasion_is_refused_and_nothing_leaves(tmp_path, monkeypatch, listener, isolated):
    monkeypatch.setenv(NETWORK_SETTING, "1" if isolated else "0")
    app = make_app(build_store(tmp_path / "store"))
    try:
        client = app.test_client()
        prefix = f"http://127.0.0.1:{listener.port}/"
        answers = {}
        for template in CORPUS:
            query = template.replace("{prefix}", prefix)
            response = client.post("/sparql", data=query, content_type="application/sparql-query",
                                   headers={"Accept": "application/sparql-results+json"})
            answers[template] = response.status_code
    finally:
        close_app(app)
    listener.close()
    assert listener.received == []
    assert {t: s for t, s in answers.items() if s != 400} == {}
