"""Fixtures of the web app tests: an app over a small store built in tmp_path, its test client
and CLI runner. The store is written, then closed, which publishes the snapshot the app reads."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import require

from canpol.config import Settings

BENCH = Path(__file__).resolve().parents[2] / "bench"


@contextmanager
def bench_imports(*names: str):
    """Import the bench scripts `names` (the modules, in that order) with the bench folder first on
    sys.path, and undo it after, with every module imported from that folder: the scripts put
    their folder and the repository's root first on sys.path when imported, and a later test's
    spawned child would otherwise import the application's `webapp` package instead of the
    tests' one."""
    import importlib
    import sys

    path, modules = sys.path[:], set(sys.modules)
    sys.path.insert(0, str(BENCH))
    try:
        yield tuple(importlib.import_module(name) for name in names)
    finally:
        sys.path[:] = path
        for name in set(sys.modules) - modules:
            if str(getattr(sys.modules[name], "__file__", None) or "").startswith(str(BENCH)):
                del sys.modules[name]


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

    # No background warming of the page cache unless a test asks for it: it would race the
    # test's own requests for the same pages.
    app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(store_path=store_path), "CANPOL_PAGE_WARM": 0,
                      **config})
    return app


def close_app(app) -> None:
    pool = app.extensions.get("canpol.query_pool")
    if pool is not None:
        pool.close()


@contextmanager
def emptied_test_virtuoso():
    """(settings, RemoteStore) of the test Virtuoso that scripts/virtuoso runs, emptied of every
    graph before and after (skipped without one; a failure under CI=true)."""
    from canpol.errors import CanpolError
    from canpol.graph.remote import RemoteStore

    names = ("ENDPOINT", "USER", "PASSWORD")
    settings = {n.lower(): os.environ.get(f"CANPOL_TEST_VIRTUOSO_{n}") for n in names}
    require(all(settings.values()), "no test Virtuoso: run `scripts/virtuoso start` and source .virtuoso/env")
    remote = RemoteStore(settings["endpoint"], None, settings["user"], settings["password"], timeout=60)
    try:
        for info in remote.graphs():
            remote.remove_graph(info.iri)
    except CanpolError as error:
        require(False, f"the test Virtuoso does not answer: {error}")
    try:
        yield settings, remote
    finally:
        for info in remote.graphs():
            remote.remove_graph(info.iri)


@contextmanager
def side_by_side(store_path: Path, endpoint: str):
    """Test clients of the app over the embedded store at `store_path` and over `endpoint`."""
    embedded_app = make_app(store_path)
    remote_app = make_app(None, CANPOL_SETTINGS=Settings(endpoint=endpoint))
    try:
        yield embedded_app.test_client(), remote_app.test_client()
    finally:
        close_app(embedded_app)
        close_app(remote_app)


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


@pytest.fixture(scope="session")
def default_graph(tmp_path_factory) -> Path:
    """The default build (`make run`: `canpol load --reference corpus/articles`, from the repository
    root as there) in a store of its own, built once per test session (about a minute)."""
    import subprocess
    import sys

    from conftest import REPO

    store = tmp_path_factory.mktemp("default-build") / "store"
    done = subprocess.run([sys.executable, "-m", "canpol", "--store", str(store), "load", "--reference",
                           "corpus/articles"], cwd=REPO, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "0 document(s) or file(s) failed" in done.stdout, done.stdout[-2000:]
    return store
