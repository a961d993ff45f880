"""Issue 8's done-when, as a test: `canpol load --reference` of the founding article into Virtuoso
and into the embedded store, then the app over each serves the same pages, data documents,
search and browse answers (reference KB of every MP: answers beyond Virtuoso's row cap included)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import SHARED, require
from rdflib import Graph
from rdflib.compare import isomorphic


from .conftest import emptied_test_virtuoso, side_by_side

pytestmark = pytest.mark.slow

SEEDS = SHARED / "seeds"
ID = "https://w3id.org/canpol/id/"
# Pages of what a load run made (its activity and its time) differ between two loads by nature.
PER_LOAD = ("run/",)
SAMPLE_EVERY = 150  # one reference entity of each class in this many, by IRI


def canpol(*args: str) -> None:
    done = subprocess.run([sys.executable, "-m", "canpol", *args], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.fixture(scope="module")
def clients(tmp_path_factory):
    require(SEEDS.is_dir(), f"no founding article at {SEEDS}")
    with emptied_test_virtuoso() as (settings, _remote):
        remote = ["--endpoint", settings["endpoint"], "--user", settings["user"], "--password", settings["password"]]
        path = tmp_path_factory.mktemp("reference") / "store"
        canpol("--store", str(path), "load", "--reference", str(SEEDS))
        canpol(*remote, "load", "--reference", str(SEEDS))
        with side_by_side(path, settings["endpoint"]) as clients:
            yield clients


def get(client, url, accept="text/html", **query):
    answer = client.get(url, query_string=query or None, headers={"Accept": accept})
    data = answer.get_data()
    answer.close()
    return answer.status_code, data


def sparql(client, query: str) -> list[dict]:
    status, data = get(client, "/sparql", "application/sparql-results+json", query=query)
    assert status == 200, data[:300]
    return json.loads(data)["results"]["bindings"]


def entities(client) -> list[str]:
    """Every IRI the article's graph describes, and a sample of the reference KB's entities of
    each class."""
    article = sparql(client, "SELECT DISTINCT ?s WHERE { GRAPH ?g { ?s ?p ?o } "
                             "FILTER(?g != <https://w3id.org/canpol/graph/reference> && isIRI(?s)) } ORDER BY ?s")
    found = [r["s"]["value"] for r in article]
    classes = sparql(client, "SELECT DISTINCT ?c WHERE { GRAPH <https://w3id.org/canpol/graph/reference> "
                             "{ ?s a ?c } } ORDER BY ?c")
    for c in (r["c"]["value"] for r in classes):
        members = sparql(client, f"SELECT ?s WHERE {{ ?s a <{c}> FILTER(isIRI(?s)) }} ORDER BY ?s LIMIT 3000")
        found += [r["s"]["value"] for r in members[::SAMPLE_EVERY]]
    return sorted({iri for iri in found if iri.startswith(ID) and not iri[len(ID):].startswith(PER_LOAD)})


def test_the_same_pages_and_documents_over_both_stores(clients):
    embedded, remote = clients
    iris = entities(embedded)
    assert len(iris) > 80
    differ = []
    for iri in iris:
        path = iri[len(ID):]
        mine, theirs = get(embedded, "/page/" + path), get(remote, "/page/" + path)
        if mine != theirs:
            differ.append("/page/" + path)
        mine, theirs = get(embedded, f"/data/{path}.ttl", "text/turtle"), get(remote, f"/data/{path}.ttl", "text/turtle")
        assert mine[0] == theirs[0] == 200, path
        if not isomorphic(Graph().parse(data=mine[1], format="turtle"), Graph().parse(data=theirs[1], format="turtle")):
            differ.append(f"/data/{path}.ttl")
    assert differ == []


@pytest.mark.parametrize("words", ["therrien", "singh", "bloc québécois", "nouveau parti", "la prairie"])
def test_search_finds_the_same_things(clients, words):
    embedded, remote = (json.loads(get(c, "/search.json", "application/json", q=words)[1]) for c in clients)
    assert embedded["total"] > 0 and embedded == remote


def test_browse_counts_and_listings_are_the_same(clients):
    embedded, remote = clients
    mine, theirs = get(embedded, "/browse", "application/json"), get(remote, "/browse", "application/json")
    assert mine == theirs
    for name in ("Person", "HouseMembership", "Party"):  # HouseMembership: more rows than Virtuoso's cap
        assert get(embedded, f"/browse/{name}") == get(remote, f"/browse/{name}"), name
