"""The caches shared by the web workers of a snapshot (webapp/pagecache.py): /sparql answers and
pages are byte for byte what a fresh evaluation gives, shared between workers (two apps over the
same store stand for two gunicorn workers), never served from an older snapshot after a load, and
a new snapshot's page cache is warmed with its most-linked resources."""

from __future__ import annotations

import json

from rdflib import Graph, Literal, URIRef

from canpol.graph import snapshots
from canpol.graph.embedded import EmbeddedStore
from canpol.webapp import warming
from canpol.webapp.pagecache import app_cache

from .conftest import build_store, close_app, make_app
from .pages_fixtures import BASE, SINGH, build_sample_store

JSON = "application/sparql-results+json"
HTML = {"Accept": "text/html"}
PEOPLE = """PREFIX canpol: <https://w3id.org/canpol/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?person ?name WHERE { ?person a canpol:Person ; rdfs:label ?name } ORDER BY ?name"""
LABEL = URIRef("http://www.w3.org/2000/01/rdf-schema#label")


def ask(client, query: str = PEOPLE, accept: str = JSON):
    response = client.post("/sparql", data={"query": query}, headers={"Accept": accept})
    assert response.status_code == 200, response.data
    return response


def test_answers_are_byte_identical_hit_or_miss_and_with_the_cache_off(tmp_path):
    store = build_store(tmp_path / "store")
    cached, uncached = make_app(store), make_app(store, CANPOL_ANSWER_CACHE_MB=0)
    try:
        for accept in (JSON, "application/sparql-results+xml", "text/csv", "text/tab-separated-values"):
            first, again = ask(cached.test_client(), accept=accept), ask(cached.test_client(), accept=accept)
            fresh = ask(uncached.test_client(), accept=accept)
            assert (first.headers["X-Canpol-Cache"], again.headers["X-Canpol-Cache"]) == ("miss", "hit")
            assert "X-Canpol-Cache" not in fresh.headers
            assert again.data == first.data == fresh.data
            assert again.content_type == first.content_type == fresh.content_type
        # the same words with other outer whitespace are the same query; other words are not
        assert ask(cached.test_client(), "\n  " + PEOPLE + "\n").headers["X-Canpol-Cache"] == "hit"
        other = ask(cached.test_client(), PEOPLE.replace("ORDER BY ?name", "ORDER BY DESC(?name)"))
        assert other.headers["X-Canpol-Cache"] == "miss" and other.data != first.data
        # the row cap is part of the key, and a cut answer keeps its header when it is a hit
        capped = make_app(store, CANPOL_ROW_CAP=1)
        try:
            cut = [ask(capped.test_client()) for _ in range(2)]
            assert [r.headers["X-Canpol-Cache"] for r in cut] == ["miss", "hit"]
            assert cut[0].headers["Canpol-Result-Truncated"] == cut[1].headers["Canpol-Result-Truncated"] == "1"
            assert cut[1].data == cut[0].data != first.data
        finally:
            close_app(capped)
    finally:
        close_app(cached)
        close_app(uncached)


def test_workers_share_answers_and_a_load_is_never_answered_from_the_old_snapshot(tmp_path):
    store = build_store(tmp_path / "store")
    one, two = make_app(store), make_app(store)
    try:
        before = ask(one.test_client())
        assert before.headers["X-Canpol-Cache"] == "miss"
        shared = ask(two.test_client())  # the other worker never ran it
        assert shared.headers["X-Canpol-Cache"] == "hit" and shared.data == before.data

        extra = Graph()
        extra.add((URIRef("https://w3id.org/canpol/id/person/ada-example"), LABEL, Literal("Ada Renamed")))
        writer = EmbeddedStore(store)
        writer.replace_graph("https://w3id.org/canpol/graph/file/rename", extra)
        writer.close()  # publishes a new snapshot

        for app in (two, one):
            after = ask(app.test_client())
            names = [b["name"]["value"] for b in json.loads(after.data)["results"]["bindings"]]
            assert "Ada Renamed" in names and after.data != before.data
        assert [ask(app.test_client()).headers["X-Canpol-Cache"] for app in (one, two)] == ["hit", "hit"]
    finally:
        close_app(one)
        close_app(two)


def test_workers_share_pages_and_publishing_a_snapshot_invalidates_them(tmp_path):
    store = build_sample_store(tmp_path / "store")
    one, two = make_app(store), make_app(store)
    try:
        first = one.test_client().get("/page/person/jagmeet-singh", headers=HTML)
        assert first.headers["X-Canpol-Cache"] == "miss"
        other = two.test_client().get("/page/person/jagmeet-singh", headers=HTML)
        assert other.headers["X-Canpol-Cache"] == "hit" and other.data == first.data
        assert other.headers["ETag"] == first.headers["ETag"]

        renamed = Graph()
        renamed.add((URIRef(SINGH), LABEL, Literal("Jagmeet Singh, renamed by a later load", lang="en")))
        writer = EmbeddedStore(store)
        writer.replace_graph(BASE + "graph/file/rename", renamed)
        writer.close()

        after = two.test_client().get("/page/person/jagmeet-singh", headers=HTML)
        assert after.headers["X-Canpol-Cache"] == "miss"
        assert "renamed by a later load" in after.get_data(as_text=True)
        again = one.test_client().get("/page/person/jagmeet-singh", headers=HTML)
        assert again.headers["X-Canpol-Cache"] == "hit" and again.data == after.data
    finally:
        close_app(one)
        close_app(two)


def test_a_new_snapshot_is_warmed_once_with_its_most_linked_resources(tmp_path):
    store = build_sample_store(tmp_path / "store")
    app = make_app(store, CANPOL_PAGE_WARM=2)
    try:
        with app.app_context():
            from canpol.webapp.store import get_store

            paths = warming.most_linked_paths(get_store(), BASE, 2)
            snapshot = snapshots.current_name(store)
            assert len(paths) == 2
            assert warming.start(snapshot) is True  # the first miss of the snapshot claims it
            assert warming.start(snapshot) is False  # and only once, in any worker
        other = make_app(store, CANPOL_PAGE_WARM=2)
        warming._started.discard(snapshot)  # as in another worker process, which has its own memo
        with other.app_context():
            assert warming.start(snapshot) is False
        close_app(other)
        warming._warm(app, 2)  # what the claimed background thread does, here in the foreground
        client = app.test_client()
        for path in paths:
            assert client.get(f"/page/{path}", headers=HTML).headers["X-Canpol-Cache"] == "hit"
            assert client.get(f"/data/{path}.ttl").headers["X-Canpol-Cache"] == "hit"
        with app.app_context():
            assert app_cache().count(snapshot, "page") >= 2 * len(paths)
    finally:
        close_app(app)
