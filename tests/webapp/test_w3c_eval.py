"""The W3C SPARQL 1.1 query-evaluation suites through /sparql, in every format we serve.

The engine passes these suites, so a failure here is the endpoint's. Known failures are listed
with their reason in w3c_eval_known_failures.txt; a test failing that is not listed fails this
test, so the pass rate can only go up; and no test may fail through the endpoint that the
engine passes in process. The figures are in docs/endpoint.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import close_app, make_app
from .w3c_eval import build_store, data_files, failures, load_tests, run_test, summarize

KNOWN = Path(__file__).with_name("w3c_eval_known_failures.txt")

pytestmark = pytest.mark.slow


def known_failures() -> set[str]:
    lines = KNOWN.read_text(encoding="utf-8").splitlines() if KNOWN.exists() else []
    return {line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()}


def test_w3c_query_evaluation_suites(shared, tmp_path):
    w3c = shared / "w3c-sparql11"
    tests = load_tests(w3c)
    assert len(tests) > 200
    store = build_store(tmp_path / "store", data_files(tests))
    app = make_app(store)
    try:
        from canpol.graph.embedded import EmbeddedStore

        client = app.test_client()
        engine = EmbeddedStore.open_snapshot(store)
        outcomes = {test.id: run_test(client, test, engine._store) for test in tests}
    finally:
        close_app(app)
    totals = summarize(outcomes)
    print("\nW3C SPARQL 1.1 query evaluation through /sparql (passed/run):")
    for name, (passed, run) in sorted(totals.items()):
        print(f"  {name:7} {passed}/{run} ({100 * passed / run:.1f} %)")
    failed = failures(outcomes)
    for item in sorted(failed):
        test, fmt = item.split(" ")
        print(f"  FAIL {item}: {outcomes[test][fmt]}")
    ours = sorted(item for item in failed if "endpoint only" in outcomes[item.split(" ")[0]][item.split(" ")[1]])
    print(f"  failures the engine passes in process (the endpoint's own): {len(ours)}")
    assert ours == [], "the endpoint answers differently from its own engine"
    new = failed - known_failures()
    assert not new, f"new failures (regressions) not in {KNOWN.name}: {sorted(new)}"
