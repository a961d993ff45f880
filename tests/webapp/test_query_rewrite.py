"""The query worker runs each /sparql query through the rewriting pass (graph/rewrite.py) unless
CANPOL_QUERY_REWRITE=0; the answer is the same either way, and a failing pass never reaches the
user."""

from __future__ import annotations

import json

import pyoxigraph as ox
import pytest

from canpol.graph import rewrite as rewrite_module
from canpol.webapp import query_worker

EX = "http://example.org/"
# Memberships of people in parties, some still open, with the parties' labels: the shape of the
# natural "parties with their memberships open on a date" query.
DATA = f"""
@prefix : <{EX}> .
:m1 :member :p1 ; :organization :ndp ; :validFrom 2000 .
:m2 :member :p2 ; :organization :ndp ; :validFrom 2001 ; :validUntil 2003 .
:m3 :member :p3 ; :organization :lib ; :validFrom 1999 ; :validUntil 2010 .
:m4 :member :p4 ; :organization :lib ; :validFrom 2005 .
:ndp :label "NDP" . :lib :label "Liberal" .
"""
FLAT = f"""PREFIX : <{EX}>
SELECT ?party (COUNT(?m) AS ?members) WHERE {{
  ?m :member ?p ; :organization ?o ; :validFrom ?f .
  OPTIONAL {{ ?m :validUntil ?u }}
  FILTER(?f <= 2004 && (!BOUND(?u) || ?u >= 2004))
  ?o :label ?party
}} GROUP BY ?party ORDER BY ?party"""


@pytest.fixture
def store():
    store = ox.Store()
    store.load(DATA.encode(), format=ox.RdfFormat.TURTLE, to_graph=ox.NamedNode(f"{EX}g"))
    return store


def answer(store, query=FLAT) -> dict:
    result = query_worker.execute(store, {"query": query, "cap": 100, "format": {"results": "json"}})
    assert result["status"] == 200, result
    return json.loads(result["body"])


def test_the_answer_is_the_same_with_the_pass_and_without(store, monkeypatch):
    monkeypatch.delenv(query_worker.REWRITE_SETTING, raising=False)
    assert rewrite_module.rewrite(FLAT) != FLAT  # the pass does rewrite this one
    rewritten = answer(store)
    monkeypatch.setenv(query_worker.REWRITE_SETTING, "0")
    assert answer(store) == rewritten
    rows = {b["party"]["value"]: b["members"]["value"] for b in rewritten["results"]["bindings"]}
    assert rows == {"Liberal": "1", "NDP": "1"}  # m3 (until 2010) and m1 (open); m2 ended, m4 later
    assert rewritten["head"]["vars"] == ["party", "members"]


def test_a_failing_pass_is_logged_and_the_query_runs_as_written(store, monkeypatch, capsys):
    expected = answer(store)

    def broken(text, views=None):
        raise RuntimeError("a bug in the pass")

    monkeypatch.setattr(rewrite_module, "rewrite", broken)
    assert answer(store) == expected
    assert "rewriting pass failed" in capsys.readouterr().err


def test_a_rewritten_text_the_engine_cannot_read_falls_back_to_the_query(store, monkeypatch, capsys):
    expected = answer(store)
    monkeypatch.setattr(rewrite_module, "rewrite", lambda text, views=None: "SELECT WHERE {")
    assert answer(store) == expected
    assert "did not parse" in capsys.readouterr().err
