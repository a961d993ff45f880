"""The W3C SPARQL 1.1 Protocol tests (shared/w3c-sparql11/protocol) through Flask's test client.

Applicable to a read-only endpoint: every query test, and every test that expects an update to
be refused (4xx). Not applicable: the tests that expect an update to succeed (update_*), since
this endpoint refuses all updates; for those the test asserts the refusal (403) instead, and
that the store is unchanged.
"""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest
from rdflib import BNode, Graph, Namespace, URIRef
from rdflib.collection import Collection

from .conftest import build_store, close_app, make_app

MF = Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#")
HT = Namespace("http://www.w3.org/2011/http#")
CNT = Namespace("http://www.w3.org/2011/content#")
UT = Namespace("http://www.w3.org/2009/sparql/tests/test-update#")
RDFS = Namespace("http://www.w3.org/2000/01/rdf-schema#")
HTS = "http://www.w3.org/2011/http-statusCodes#StatusCode"

RESULT_TYPES = {"application/sparql-results+json", "application/sparql-results+xml", "text/csv",
                "text/tab-separated-values"}
RDF_TYPES = {"text/turtle", "application/rdf+xml", "application/n-triples"}


def manifest(shared) -> tuple[Graph, list]:
    folder = shared / "w3c-sparql11" / "protocol"
    graph = Graph().parse(folder / "manifest.ttl", format="turtle")
    root = next(graph.subjects(MF.entries, None))
    return graph, list(Collection(graph, graph.value(root, MF.entries)))


def is_update(graph: Graph, request) -> bool:
    path = str(graph.value(request, HT.absolutePath))
    content_type = " ".join(str(graph.value(h, HT.fieldValue)) for h in _headers(graph, request))
    body = graph.value(request, HT.body)
    chars = str(graph.value(body, CNT.chars)) if body is not None else ""
    return "update=" in path or "sparql-update" in content_type or chars.startswith("update=")


def _headers(graph: Graph, request) -> list:
    node = graph.value(request, HT.headers)
    return list(Collection(graph, node)) if node is not None else []


@pytest.fixture(scope="module")
def protocol_app(tmp_path_factory, request):
    shared = request.getfixturevalue("shared_dir")
    folder = shared / "w3c-sparql11" / "protocol"
    graph, _ = manifest(shared)
    files = {}
    for data in graph.objects(None, UT.graphData):
        files[str(graph.value(data, RDFS.label))] = folder / str(graph.value(data, UT.graph)).rsplit("/", 1)[1]
    app = make_app(build_store(tmp_path_factory.mktemp("w3c-protocol") / "store", files))
    yield app
    close_app(app)


@pytest.fixture(scope="module")
def shared_dir():
    from conftest import SHARED, require

    require(SHARED.is_dir(), f"{SHARED} is not there")
    return SHARED


def _status_ok(code: int, expected: list[str]) -> bool:
    return any(str(code)[0] == e.removeprefix(HTS)[0] for e in expected)


def _boolean(response) -> bool:
    if response.mimetype == "application/sparql-results+json":
        return json.loads(response.data)["boolean"]
    assert response.mimetype == "application/sparql-results+xml", response.mimetype
    return b"<boolean>true</boolean>" in response.data


def test_w3c_protocol(shared_dir, protocol_app):
    graph, tests = manifest(shared_dir)
    client = protocol_app.test_client()
    report = {}
    for test in tests:
        name = str(test).rsplit("#", 1)[1]
        requests = list(Collection(graph, graph.value(graph.value(test, MF.action), HT.requests)))
        applicable = not any(is_update(graph, r) and any(
            "2xx" in str(s) for s in graph.objects(graph.value(r, HT.resp), MF.expectedStatus)) for r in requests)
        for request in requests:
            path = str(graph.value(request, HT.absolutePath)).replace("/sparql/", "/sparql", 1)
            method = str(graph.value(request, HT.methodName))
            headers = {str(graph.value(h, HT.fieldName)): str(graph.value(h, HT.fieldValue))
                       for h in _headers(graph, request)}
            body = graph.value(request, HT.body)
            data = None
            if body is not None:
                chars = str(graph.value(body, CNT.chars))
                charset = headers.get("content-type", "").partition("charset=")[2] or "utf-8"
                data = chars.encode(charset)
            if "content-type" not in {k.lower() for k in headers} and data is not None:
                headers["Content-Type"] = ""  # the test sends a body without a media type
            response = client.open(path, method=method, data=data, headers=headers)
            expected = graph.value(request, HT.resp)
            statuses = [str(s) for s in graph.objects(expected, MF.expectedStatus)]
            if not applicable:
                if is_update(graph, request):
                    assert response.status_code == 403, (name, response.status_code, response.data)
                    report[name] = "not applicable (update refused with 403)"
                continue
            assert _status_ok(response.status_code, statuses), (name, method, path, response.status_code, response.data)
            fmt = graph.value(expected, MF.expectedFormat)
            if fmt is not None and str(fmt) == "boolean":
                value = graph.value(expected, MF.expectedBoolean)
                result = _boolean(response)
                if value is not None:
                    assert result == value.toPython(), name
            elif fmt is not None and str(fmt) == "tabular":
                assert response.mimetype in RESULT_TYPES, name
            elif fmt is not None and str(fmt) == "RDF":
                assert response.mimetype in RDF_TYPES, name
            report.setdefault(name, "passed")
    assert len(report) == len(tests)
    not_applicable = sorted(n for n, r in report.items() if r != "passed")
    # The tests that expect an update to succeed; everything else applies and passed.
    assert not_applicable == sorted([
        "update_base_uri", "update_dataset_default_graph", "update_dataset_default_graphs",
        "update_dataset_full", "update_dataset_named_graphs", "update_post_direct", "update_post_form"])
