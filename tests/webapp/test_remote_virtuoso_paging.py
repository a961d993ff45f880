"""A hub's data document paged over Virtuoso as over the embedded store: every page of a resource
with more than 10,000 statements (past Virtuoso's sort limit, SR353) answers, and each page holds
the same triples on both backends."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.compare import graph_diff, isomorphic
from rdflib.namespace import RDF, RDFS

from .conftest import emptied_test_virtuoso, side_by_side
from .pages_fixtures import BASE, SAMPLE_TRIG, build_sample_store

pytestmark = pytest.mark.slow

HUB = URIRef(BASE + "id/org/test-hub")
HUB_GRAPH = BASE + "graph/file/test-hub"
LINKS = 10_050  # past Virtuoso's 10,000 sorted rows, so the third page of 5,000 reaches past it


def _hub_graph() -> Graph:
    canpol = Namespace("https://w3id.org/canpol/ontology#")
    graph = Graph()
    graph.add((HUB, RDFS.label, Literal("A hub the test made", lang="en")))
    for i in range(LINKS):
        membership = URIRef(f"{BASE}id/membership/test-hub-{i:05d}")
        graph.add((membership, RDF.type, canpol.HouseMembership))
        graph.add((membership, canpol.organization, HUB))
    return graph


@pytest.fixture(scope="module")
def clients(tmp_path_factory):
    hub = _hub_graph()
    with emptied_test_virtuoso() as (settings, remote):
        remote.import_file(SAMPLE_TRIG, None)
        remote.replace_graph(HUB_GRAPH, hub)
        path = build_sample_store(tmp_path_factory.mktemp("hub") / "store", {HUB_GRAPH: hub})
        with side_by_side(path, settings["endpoint"]) as clients:
            yield clients


def test_every_page_of_a_hub_past_the_sort_limit_is_the_same_on_both_backends(clients):
    union = Graph()
    url, pages = "/data/org/test-hub.nt", 0
    while url:
        answers = [client.get(url) for client in clients]
        assert [a.status_code for a in answers] == [200, 200], (url, answers[1].data[:300])
        graphs = [Graph().parse(data=a.data, format="nt") for a in answers]
        if not isomorphic(graphs[0], graphs[1]):
            _, only_embedded, only_remote = graph_diff(graphs[0], graphs[1])
            pytest.fail(f"{url}: {len(only_embedded)} triples only embedded, {len(only_remote)} only remote")
        union += graphs[0]
        nexts = [part for part in answers[0].headers["Link"].split(", ") if part.endswith('rel="next"')]
        assert nexts == [part for part in answers[1].headers["Link"].split(", ") if part.endswith('rel="next"')]
        url = nexts[0].split(">")[0].lstrip("<").removeprefix("http://localhost") if nexts else None
        pages += 1
    assert pages == 3
    links = set(union.subjects(URIRef("https://w3id.org/canpol/ontology#organization"), HUB))
    assert len(links) == LINKS
