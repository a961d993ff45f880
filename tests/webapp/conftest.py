"""Fixtures of the web app tests: an app over a small store built in tmp_path, its test client
and CLI runner. The store is written, then closed, which publishes the snapshot the app reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from canpol.config import Settings

SAMPLE = Path(__file__).with_name("sample.ttl")
REFERENCE_GRAPH = "https://w3id.org/canpol/graph/reference"


def build_store(path: Path, files: dict[str, Path] | None = None) -> Path:
    """Write `files` (graph IRI -> RDF file) into a new store at `path` and publish it."""
    from canpol.graph.embedded import EmbeddedStore

    store = EmbeddedStore(path)
    for graph, file in (files or {REFERENCE_GRAPH: SAMPLE}).items():
        store.import_file(file, graph)
    store.close()
    return path


def make_app(store_path: Path, **config):
    from canpol.webapp import create_app

    app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(store_path=store_path), **config})
    return app


def close_app(app) -> None:
    pool = app.extensions.get("canpol.query_pool")
    if pool is not None:
        pool.close()


@pytest.fixture
def app(tmp_path):
    app = make_app(build_store(tmp_path / "store"))
    yield app
    close_app(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
