"""The query rewriting pass (graph/rewrite.py) on the W3C SPARQL 1.1 query-evaluation suites: each
SELECT test's query, written back by the pass with its rules and without them, gives the engine
the same solutions as the query itself, on the test's own dataset."""

from __future__ import annotations

import pyoxigraph as ox
import pytest

from canpol.graph.rewrite import written_back

from .w3c_eval import dataset_store, keyed, load_tests, order_variables, rows_of, same_solutions


def _answer(store: ox.Store, text: str, base: str):
    try:
        return keyed(rows_of(store.query(text, base_iri=base)))
    except (SyntaxError, OSError, ValueError) as error:
        return ("error", type(error).__name__)


@pytest.mark.parametrize("rules", [False, True], ids=["written back", "rewritten"])
def test_the_pass_keeps_the_answers_of_the_w3c_suites(shared, rules):
    tests = [t for t in load_tests(shared / "w3c-sparql11") if not t.csv_format_test]
    compared, differing, rewritten = 0, [], 0
    for test in tests:
        text = test.query.read_text(encoding="utf-8")
        base = test.query.as_uri()
        # The pass sees the query with its base, as the endpoint's engine would resolve it.
        original = f"BASE <{base}>\n{text}"
        new = written_back(original, rules=rules)
        if new is None:
            continue
        store = dataset_store(test, [])
        before, after = _answer(store, original, base), _answer(store, new, base)
        if isinstance(before, tuple):
            continue  # the engine cannot run the test's query itself (listed engine failures)
        compared += 1
        rewritten += rules and written_back(original, rules=False) != new
        order = order_variables(text, base)
        if isinstance(after, tuple) or not same_solutions(after, before, order):
            differing.append(test.id)
    print(f"\n{compared} W3C SELECT queries compared" + (f"; {rewritten} changed by a rule" if rules else ""))
    assert compared > 150
    assert differing == []
    if rules:
        assert rewritten >= 5
