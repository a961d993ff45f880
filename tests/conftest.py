"""Shared fixtures. Under CI=true a test that would skip for a missing component fails instead."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
IN_CI = os.environ.get("CI", "").lower() == "true"


def require(condition: bool, reason: str) -> None:
    """Skip the calling test when `condition` is false; under CI=true, fail instead."""
    if condition:
        return
    if IN_CI:
        pytest.fail(f"missing component in CI: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Turn any skip (pytest.skip, importorskip, skipif) into a failure under CI=true."""
    outcome = yield
    report = outcome.get_result()
    if IN_CI and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped under CI=true, which must not happen: {report.longrepr}"


@pytest.fixture
def shared() -> Path:
    """The shared/ folder beside the checkout (real data, seeds, W3C suites)."""
    require(SHARED.is_dir(), f"{SHARED} is not there")
    return SHARED


@pytest.fixture
def store_path(tmp_path) -> Path:
    return tmp_path / "store"


@pytest.fixture
def embedded_store(store_path):
    from canpol.graph.embedded import EmbeddedStore

    store = EmbeddedStore(store_path)
    yield store
    store.close()
