"""The W3C SPARQL 1.1 query-evaluation suites through /sparql, in every format we serve.

A failure here is the endpoint's unless the engine, run in process on a store holding exactly
the test's dataset, fails it too: the engine's failures are listed with their reason in
w3c_eval_known_failures.txt. A failure not listed fails this test, a listed one that passes
fails it too (the list stays exact), and no test may fail through the endpoint that the engine
passes in process. The figures are in docs/endpoint.md.
"""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest

from .conftest import close_app, make_app
from .w3c_eval import (build_store, csv_rows_of_text, data_files, failures, keyed, load_tests, order_variables,
                       run_test, same_solutions, summarize)

KNOWN = Path(__file__).with_name("w3c_eval_known_failures.txt")


def known_failures() -> set[str]:
    lines = KNOWN.read_text(encoding="utf-8").splitlines() if KNOWN.exists() else []
    return {line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()}


@pytest.mark.slow
def test_w3c_query_evaluation_suites(shared, tmp_path):
    w3c = shared / "w3c-sparql11"
    tests = load_tests(w3c)
    assert len(tests) > 200
    store = build_store(tmp_path / "store", data_files(tests))
    app = make_app(store)
    try:
        client = app.test_client()
        outcomes = {test.id: run_test(client, test, check_engine=True) for test in tests}
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
    fixed = known_failures() - failed
    assert not fixed, f"listed in {KNOWN.name} but passing now (remove the lines): {sorted(fixed)}"


# -- the comparison itself: strict where the suites are ------------------------------------------

def _rows(*rows):
    return keyed([{v: ox.BlankNode(t[2:]) if t.startswith("_:") else ox.Literal(t) for v, t in row.items()}
                  for row in rows])


def test_blank_nodes_compare_up_to_one_renaming():
    expected = _rows({"s": "x", "b": "_:e1"}, {"s": "y", "b": "_:e2"})
    assert same_solutions(_rows({"s": "y", "b": "_:g9"}, {"s": "x", "b": "_:g8"}), expected)
    # One blank node where the expected answer has two is a different answer, and vice versa.
    assert not same_solutions(_rows({"s": "x", "b": "_:g"}, {"s": "y", "b": "_:g"}), expected)
    assert not same_solutions(expected, _rows({"s": "x", "b": "_:g"}, {"s": "y", "b": "_:g"}))
    # A blank node shared between columns of a row must stay shared.
    shared = _rows({"a": "_:e", "b": "_:e"})
    assert same_solutions(_rows({"a": "_:x", "b": "_:x"}), shared)
    assert not same_solutions(_rows({"a": "_:x", "b": "_:y"}), shared)


def test_order_is_checked_on_the_order_by_variables_only():
    expected = _rows({"k": "1", "v": "a"}, {"k": "1", "v": "b"}, {"k": "2", "v": "c"})
    assert same_solutions(_rows({"k": "1", "v": "b"}, {"k": "1", "v": "a"}, {"k": "2", "v": "c"}), expected, ["k"])
    assert not same_solutions(_rows({"k": "2", "v": "c"}, {"k": "1", "v": "a"}, {"k": "1", "v": "b"}), expected,
                              ["k"])
    assert same_solutions(_rows({"k": "2", "v": "c"}, {"k": "1", "v": "a"}, {"k": "1", "v": "b"}), expected)


def test_order_variables_are_the_top_level_ones():
    assert order_variables("SELECT * { ?s ?p ?o } ORDER BY ?s DESC(?o) LIMIT 2", "http://e/") == ["s", "o"]
    assert order_variables("SELECT * { { SELECT ?s { ?s ?p ?o } ORDER BY ?s LIMIT 1 } }", "http://e/") is None
    assert order_variables("SELECT * { ?s ?p ?o }", "http://e/") is None


def test_csv_cells_compare_numbers_by_value_and_blank_nodes_by_renaming():
    expected = csv_rows_of_text("x,y\r\n1.0E6,_:a\r\n\"4,4\",_:a\r\n")
    assert same_solutions(csv_rows_of_text("y,x\r\n_:b7,1000000\r\n_:b7,\"4,4\"\r\n"), expected)
    assert not same_solutions(csv_rows_of_text("y,x\r\n_:b7,1000000\r\n_:b8,\"4,4\"\r\n"), expected)
    assert not same_solutions(csv_rows_of_text("x,y\r\n1000001,_:a\r\n\"4,4\",_:a\r\n"), expected)
