"""The example queries of the SPARQL page: valid, and each answers on data in canpol's shape."""

from __future__ import annotations

import json

import pytest

from canpol.graph.embedded import EmbeddedStore
from canpol.graph.iris import IriMinter
from canpol.loaders.incidents import refresh_incidents
from canpol.webapp.sparql import examples

from .conftest import REFERENCE_GRAPH, SAMPLE, build_store, close_app, make_app

# A second source that disagrees with the first about who was in the chair, with provenance.
OTHER_SOURCE = """
@prefix canpol: <https://w3id.org/canpol/ontology#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
<https://w3id.org/canpol/id/ruling/2020-07-01/bob-sample> a canpol:Ruling ;
    canpol:ruledBy <https://w3id.org/canpol/id/person/someone-else> .
<https://w3id.org/canpol/graph/source/fedcba9876543210>
    prov:wasDerivedFrom <https://w3id.org/canpol/id/source/fedcba9876543210> .
"""


@pytest.fixture(scope="module")
def example_client(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    other = folder / "other.ttl"
    other.write_text(OTHER_SOURCE)
    path = build_store(folder / "store", {
        REFERENCE_GRAPH: SAMPLE, "https://w3id.org/canpol/graph/source/fedcba9876543210": other})
    store = EmbeddedStore(path)
    try:  # the derived incidents graph, as `canpol load` computes it
        refresh_incidents(store, IriMinter())
    finally:
        store.close()
    app = make_app(path)
    yield app.test_client()
    close_app(app)


def test_there_are_a_dozen_titled_examples():
    found = examples()
    assert len(found) >= 12
    assert all(e["title"] and not e["title"].startswith("PREFIX") for e in found)


def test_every_example_has_a_french_title_shown_in_french(example_client):
    missing = [e["name"] for e in examples() if not e["titles"].get("fr")]
    assert not missing, f"examples without a second line '# fr: titre': {missing}"
    html = example_client.get("/sparql?lang=fr", headers={"Accept": "text/html"}).get_data(as_text=True)
    for e in examples():
        assert e["titles"]["fr"] in html.replace("&#39;", "'").replace("&rsquo;", "’")


@pytest.mark.parametrize("example", examples(), ids=lambda e: e["name"])
def test_each_example_answers(example_client, example):
    response = example_client.post("/sparql", data={"query": example["query"]},
                                    headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.data
    rows = json.loads(response.data)["results"]["bindings"]
    assert rows, f"{example['name']} found nothing in the sample data"


def test_the_sample_data_conforms_to_the_shapes():
    """The sample stands for loaded data, so it passes SHACL as loaded data must (warnings allowed)."""
    from canpol.ontology.validation import validate_file

    report = validate_file(SAMPLE)
    assert report.conforms, report.text()


@pytest.fixture(scope="module")
def default_client(default_graph):
    # A deadline far above the default: this test checks what the examples answer; how fast they
    # answer is measured by bench/examples.py (docs/performance.md), not asserted here.
    app = make_app(default_graph, CANPOL_QUERY_TIMEOUT=120)
    yield app.test_client()
    close_app(app)


@pytest.mark.slow  # builds the default graph (the reference KB and the bundled articles)
@pytest.mark.parametrize("example", examples(), ids=lambda e: e["name"])
def test_each_example_answers_distinct_rows_on_the_default_graph(default_client, example):
    response = default_client.post("/sparql", data={"query": example["query"]},
                                   headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.data[:500]
    assert "Canpol-Result-Truncated" not in response.headers
    rows = json.loads(response.data)["results"]["bindings"]
    assert rows, f"{example['name']} found nothing in the default graph"
    seen: dict[str, int] = {}
    for row in rows:
        key = json.dumps(row, sort_keys=True)
        seen[key] = seen.get(key, 0) + 1
    repeated = {key: n for key, n in seen.items() if n > 1}
    assert not repeated, f"{len(rows)} rows, {len(seen)} distinct; e.g. {next(iter(repeated.items()))}"
