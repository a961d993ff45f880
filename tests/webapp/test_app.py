"""The app as a whole: one error shape, security headers on every response, the body cap."""

from __future__ import annotations

from canpol.webapp.security import HEADERS


def test_errors_are_short_plain_text_with_status(client):
    response = client.get("/no-such-page")
    assert response.status_code == 404
    assert response.mimetype == "text/plain"
    assert response.get_data(as_text=True) == "not found\n"


def test_errors_are_an_html_page_for_browsers(client):
    response = client.get("/no-such-page", headers={"Accept": "text/html,*/*;q=0.8"})
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    assert "<h1>404 · Not found</h1>" in response.get_data(as_text=True)


def test_errors_are_json_for_clients_that_ask_for_json(client):
    for url, accept in (("/no-such-page", "application/json"), ("/no-such-page", "text/plain;q=0.5, application/json"),
                        ("/data/person/nobody-at-all.json", "*/*")):
        response = client.get(url, headers={"Accept": accept})
        assert response.status_code == 404 and response.mimetype == "application/json", (url, accept)
        assert response.get_json()["error"]["status"] == 404 and response.get_json()["error"]["message"]
        assert "Accept" in response.headers["Vary"]
    response = client.get("/sparql", query_string={"query": "SELECT * WHERE { ?s ?p "},
                          headers={"Accept": "application/json"})
    assert response.status_code == 400 and response.get_json()["error"]["status"] == 400
    # a SPARQL results type is not a request for a JSON error: that stays plain text
    response = client.get("/no-such-page", headers={"Accept": "application/sparql-results+json"})
    assert response.mimetype == "text/plain"


def test_method_not_allowed_names_the_allowed_methods(client):
    response = client.put("/sparql", data="x")
    assert response.status_code == 405
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= {"GET", "POST", "OPTIONS"}
    assert response.mimetype == "text/plain"


def test_security_headers_on_every_response(client):
    for response in (client.get("/sparql", headers={"Accept": "text/html"}), client.get("/nothing"),
                     client.get("/sparql?query=ASK{}")):
        for name, value in HEADERS.items():
            assert response.headers[name] == value
        csp = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]


def test_unexpected_errors_do_not_leak_internals(app, client):
    @app.route("/boom")
    def boom():
        raise RuntimeError("secret path /internal/thing")

    response = client.get("/boom")
    assert response.status_code == 500
    assert "secret" not in response.get_data(as_text=True)
    assert response.get_data(as_text=True) == "internal error\n"


def test_body_over_the_cap_gets_413(client, app):
    big = b"x" * (app.config["CANPOL_MAX_BODY"] + 1)
    response = client.post("/sparql", data=big, content_type="application/sparql-query")
    assert response.status_code == 413
    response = client.post("/sparql", data={"query": big.decode()})
    assert response.status_code == 413


def test_autoescape_is_on(app):
    with app.app_context():
        from flask import render_template_string

        assert render_template_string("{{ v }}", v="<script>") == "&lt;script&gt;"


def test_serve_prepares_what_its_workers_inherit_and_opens_the_store_in_each(app):
    """`canpol serve` builds the vocabulary and compiles every template before it starts its
    workers (webapp/warming.py), without opening the store, which each worker opens at start."""
    import gc

    from canpol.webapp import warming
    from canpol.webapp.vocabulary import vocabulary

    threshold = gc.get_threshold()
    vocabulary.cache_clear()
    try:
        warming.prepare_process(app)
        assert vocabulary.cache_info().currsize == 1
        compiled = {key[1] for key in app.jinja_env.cache.keys()}
        assert set(app.jinja_env.list_templates()) <= compiled
        assert gc.get_threshold()[0] == warming.GC_YOUNGEST and gc.get_freeze_count() > 0
        assert app.extensions["canpol.store"] is None
        warming.open_store(app)
        opened = app.extensions["canpol.store"]
        assert opened is not None
        with app.app_context():
            from canpol.webapp.store import get_store

            assert get_store() is opened  # the first request finds it open
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


PREPARED_PROCESS = """
import sys
from babel import localedata
from canpol.config import Settings
from canpol.webapp import create_app, warming
from canpol.webapp.i18n import LANGUAGES
app = create_app({"CANPOL_SETTINGS": Settings(store_path=sys.argv[1]), "CANPOL_PAGE_WARM": 0})
before = ("canpol.webapp.story" in sys.modules, sorted(set(LANGUAGES) & set(localedata._cache)))
warming.prepare_process(app)
after = ("canpol.webapp.story" in sys.modules, sorted(set(LANGUAGES) & set(localedata._cache)))
print(before, after)
"""


def test_serve_reads_the_locale_data_and_imports_the_lazy_page_modules_before_the_workers(tmp_path):
    """Babel's locale data of every language (read and merged on a process's first formatted date
    otherwise, ~11 ms of CPU in some reader's page) and the modules the page code imports lazily
    (compiled from source on first import where no bytecode is written) are in the process
    before its workers fork. In a new process, so that no other test has loaded them first."""
    import subprocess
    import sys

    from .conftest import build_store

    store = build_store(tmp_path / "store")
    out = subprocess.run([sys.executable, "-c", PREPARED_PROCESS, str(store)], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "(False, []) (True, ['en', 'fr'])", out


def test_a_worker_warms_its_engine_at_start_and_a_newer_snapshot_beside_the_requests(tmp_path, monkeypatch):
    """With CANPOL_ENGINE_WARM_MB (1024 by default), `open_store` reads the term strings of a
    snapshot that size allows into the engine's cache before the worker's first request; a snapshot
    the worker switches to later is warmed in a background thread; a snapshot over the size is
    not warmed, and with 0 nothing is."""
    from rdflib import Graph, Literal, URIRef

    from canpol.graph.embedded import EmbeddedStore
    from canpol.webapp import warming
    from canpol.webapp.store import get_store

    from .conftest import build_store, close_app, make_app

    warmed = []
    read = EmbeddedStore.read_term_strings

    def recorded(self, max_bytes=None):
        found = read(self, max_bytes)
        warmed.append((self.snapshot_name, found is not None))
        return found

    monkeypatch.setattr(EmbeddedStore, "read_term_strings", recorded)
    threads = []
    start = warming.warm_engine_in_background
    monkeypatch.setattr(warming, "warm_engine_in_background",
                        lambda app, store, limit: threads.append(start(app, store, limit)))
    store_path = build_store(tmp_path / "store")
    app = make_app(store_path)
    try:
        said = warming.open_store(app)
        first = app.extensions["canpol.store"].snapshot_name
        assert warmed == [(first, True)] and not threads
        assert said.startswith(warming.WORKER_WARMED) and warming.ENGINE_WARMED in said and "characters" in said
        writer = EmbeddedStore(store_path)
        graph = Graph()
        graph.add((URIRef("http://example.org/x"), URIRef("http://example.org/p"), Literal("new")))
        writer.replace_graph("http://example.org/g", graph)
        writer.close()  # publishes a newer snapshot
        with app.app_context():
            second = get_store().snapshot_name
        assert second != first and len(threads) == 1
        threads[0].join(timeout=30)
        assert warmed == [(first, True), (second, True)]
    finally:
        close_app(app)
    warmed.clear()
    app = make_app(store_path, CANPOL_ENGINE_WARM_MB=0, CANPOL_DESCRIBE_GRAPHS=0, CANPOL_WARM_CLASS_PAGES=0)
    try:
        assert warming.open_store(app) is None
        assert app.extensions["canpol.store"] is not None and warmed == []
    finally:
        close_app(app)
    monkeypatch.setattr(EmbeddedStore, "files_size", lambda self: 2 << 30)  # a snapshot over 1024 MB
    app = make_app(store_path, CANPOL_ENGINE_WARM_MB=1024, CANPOL_DESCRIBE_GRAPHS=0)
    try:
        assert "not warmed" in warming.open_store(app)
        assert warmed == [(second, False)]
    finally:
        close_app(app)


def test_a_worker_describes_every_graph_ahead_and_the_pages_are_the_same(tmp_path):
    """With CANPOL_DESCRIBE_GRAPHS (the default), `open_store` fills the snapshot's memo of graph
    descriptions for every named graph in each language (built once per snapshot, then read from
    its side folder by the next worker), and the pages read them: the same answers as a worker
    that describes each graph on the first page that shows it, with fewer queries."""
    from canpol.webapp import warming
    from canpol.webapp.catalog import memo_table
    from canpol.webapp.i18n import LANGUAGES
    from canpol.webapp.store import get_store

    from .conftest import close_app, make_app
    from .pages_fixtures import build_sample_store

    store_path = build_sample_store(tmp_path / "store")
    pages = ["/page/person/jagmeet-singh", "/page/person/jagmeet-singh?lang=fr", "/data/person/jagmeet-singh.json"]
    answers = {}
    for describe in (0, 1, 1):  # the second worker that describes reads the first one's file
        app = make_app(store_path, CANPOL_ENGINE_WARM_MB=0, CANPOL_DESCRIBE_GRAPHS=describe, CANPOL_WARM_CLASS_PAGES=0)
        try:
            said = warming.open_store(app)
            with app.app_context():
                store = get_store()
                graphs = {str(row["g"]) for row in store.select("SELECT ?g WHERE { GRAPH ?g { } }")}
                described = {key for key in memo_table(store, "graph")}
            if describe:
                assert "graphs described" in said
                assert described == {(g, lang) for g in graphs for lang in LANGUAGES}
            else:
                assert said is None and not described
            client = app.test_client(use_cookies=False)
            answers.setdefault(describe, []).append(
                [(client.get(page, headers={"Accept": "text/html"}).get_data(), page) for page in pages])
        finally:
            close_app(app)
    assert answers[0][0] == answers[1][0] == answers[1][1]


def test_graphs_are_not_described_ahead_for_a_store_without_snapshots(app):
    """A server's content can change under the same name (its memos last TTL seconds): nothing is
    asked of it ahead."""
    from canpol.webapp import warming

    class Server:
        snapshot_name = None

        def iter_select(self, *args, **kwargs):
            raise AssertionError("no query expected")

    assert "without snapshots" in warming.describe_every_graph(app, Server())


def test_a_worker_renders_a_page_of_each_class_at_start_and_the_pages_are_the_same(tmp_path, monkeypatch):
    """With CANPOL_WARM_CLASS_PAGES (the default), `open_store` renders, through the app, one page
    of each class of the ontology that has a resource (in each language) and one Turtle document,
    at most that many pages, before the worker's first reader; the pages a reader then gets are
    those of a worker that did not. With 0, nothing is rendered."""
    from canpol.webapp import warming

    from .conftest import close_app, make_app
    from .pages_fixtures import build_sample_store

    asked = []
    render = warming.render_a_page_per_class

    def recorded(app, store, limit):
        from flask.testing import FlaskClient

        client_class = app.test_client_class

        class Recording(client_class or FlaskClient):  # the client the warming asks its pages with
            def get(self, path, *args, **kwargs):
                asked.append(path)
                return super().get(path, *args, **kwargs)

        app.test_client_class = Recording
        try:
            return render(app, store, limit)
        finally:
            app.test_client_class = client_class

    monkeypatch.setattr(warming, "render_a_page_per_class", recorded)
    store_path = build_sample_store(tmp_path / "store")
    pages = ["/page/person/jagmeet-singh", "/page/person/jagmeet-singh?lang=fr", "/data/person/jagmeet-singh.ttl",
             "/page/party/ndp"]
    answers = {}
    for limit in (0, 40, 2):
        asked.clear()
        app = make_app(store_path, CANPOL_ENGINE_WARM_MB=0, CANPOL_DESCRIBE_GRAPHS=0, CANPOL_WARM_CLASS_PAGES=limit)
        try:
            said = warming.open_store(app)
            if limit:
                html = [path for path in asked if path.startswith("/page/")]
                documents = [path for path in asked if path.startswith("/data/")]
                kinds = {path.split("?")[0] for path in html}
                assert f"{len(kinds)} pages of classes rendered" in said
                assert len(documents) == 1 and 0 < len(kinds) <= limit and len(html) == 2 * len(kinds)
                if limit == 40:
                    # the sample store's people, parties and events each have a page rendered
                    prefixes = {path.split("/")[2] for path in kinds}
                    assert {"person", "party", "event"} <= prefixes, prefixes
                # built without the shared page cache: a reader's first ask of those pages is a miss
                reader = app.test_client(use_cookies=False)
                assert reader.get(html[0], headers={"Accept": "text/html"}).headers["X-Canpol-Cache"] == "miss"
            else:
                assert said is None and asked == []
            client = app.test_client(use_cookies=False)
            answers[limit] = [client.get(page, headers={"Accept": "text/html"}).get_data() for page in pages]
        finally:
            close_app(app)
    assert answers[0] == answers[40] == answers[2]
