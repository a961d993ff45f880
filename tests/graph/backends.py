"""Store backends for the contract tests: the `store` fixture runs a test on every backend (embedded,
and Virtuoso when the test server of scripts/virtuoso is up; scripts/test starts it and exports
CANPOL_TEST_VIRTUOSO_*). Test modules import the fixtures they use from here."""

from __future__ import annotations

import os

import pytest

from conftest import require

VIRTUOSO_VARIABLES = ("CANPOL_TEST_VIRTUOSO_ENDPOINT", "CANPOL_TEST_VIRTUOSO_USER",
                      "CANPOL_TEST_VIRTUOSO_PASSWORD")


def virtuoso_settings() -> dict | None:
    """Connection settings of the test Virtuoso, or None when scripts/virtuoso is not running."""
    if not all(os.environ.get(v) for v in VIRTUOSO_VARIABLES):
        return None
    return {"endpoint": os.environ["CANPOL_TEST_VIRTUOSO_ENDPOINT"],
            "update_endpoint": os.environ.get("CANPOL_TEST_VIRTUOSO_UPDATE_ENDPOINT"),
            "user": os.environ["CANPOL_TEST_VIRTUOSO_USER"],
            "password": os.environ["CANPOL_TEST_VIRTUOSO_PASSWORD"]}


def wipe(store) -> None:
    """Drop every graph canpol can see, and staging leftovers, from the tests' own server."""
    from canpol.graph.embedded import STAGING_PREFIX
    from canpol.graph.queries import load_query

    names = [str(r["g"]) for r in store._select_json(load_query("graph_names"))]
    doomed = [g for g in names if g.startswith(STAGING_PREFIX) or g not in store._system_graphs]
    if doomed:
        store._drop_quietly(doomed)


@pytest.fixture
def virtuoso_store():
    """A RemoteStore on the test Virtuoso, emptied before and after the test. Pages and chunks are
    tiny so that paging and chunking are exercised by small data."""
    from canpol.errors import CanpolError
    from canpol.graph.remote import RemoteStore

    settings = virtuoso_settings()
    require(settings is not None, "no test Virtuoso: run `scripts/virtuoso start` and source .virtuoso/env")
    store = RemoteStore(**settings, timeout=30, chunk_triples=2, page_size=2)
    try:
        store.graphs()
    except CanpolError as error:
        require(False, f"the test Virtuoso does not answer: {error}")
    wipe(store)
    yield store
    wipe(store)
    store.close()


@pytest.fixture(params=["embedded", "virtuoso"])
def store(request):
    """The store under test, once per backend."""
    return request.getfixturevalue(f"{request.param}_store")
