"""Incidents on the web (the sample graph with its derived incidents graph): the incident's own
page with its parts in story order and their sources, the incidents of person, party and sitting
pages, and the home page's latest incidents with their parts."""

from __future__ import annotations

import json

import pytest

from canpol.graph.embedded import EmbeddedStore
from canpol.graph.iris import IriMinter
from canpol.loaders.incidents import refresh_incidents

from .conftest import build_store, close_app, make_app

ID = "https://w3id.org/canpol/id/"
INCIDENT = "incident/2020-07-01/bob-sample"
JSON = {"Accept": "application/json"}
HTML = {"Accept": "text/html"}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    path = build_store(tmp_path_factory.mktemp("incidents") / "store")
    store = EmbeddedStore(path)
    try:
        done = refresh_incidents(store, IriMinter())
    finally:
        store.close()
    assert (done.incidents, done.parts) == (1, 2)  # the ruling and the expulsion of Bob Sample
    app = make_app(path)
    yield app.test_client()
    close_app(app)


def view(client, path: str) -> dict:
    answer = client.get("/page/" + path, headers=JSON)
    assert answer.status_code == 200, answer.data[:300]
    return json.loads(answer.data)


def test_the_incident_iri_dereferences_to_its_page(client):
    answer = client.get("/id/" + INCIDENT, headers=HTML)
    assert answer.status_code == 303 and answer.headers["Location"].endswith("/page/" + INCIDENT)


def test_the_incident_page_tells_its_parts_in_order_with_their_sources(client):
    incident = view(client, INCIDENT)
    assert incident["kind"] == "incident"
    assert {(l["lang"], l["value"]) for l in incident["labels"]} == {
        ("en", "Bob Sample ordered out of the House (2020-07-01)"),
        ("fr", "Expulsion de Bob Sample de la Chambre (2020-07-01)")}
    parts = incident["parts"]
    assert [p["part"]["value"] for p in parts] == [ID + "ruling/2020-07-01/bob-sample",
                                                   ID + "event/2020-07-01/expulsion/bob-sample"]
    assert [p["position"] for p in parts] == [1, 2]
    ruling = parts[0]
    assert ruling["graphs"] == ["https://w3id.org/canpol/graph/reference"]
    assert [q["exact"] for q in ruling["quotes"]] == ["The Speaker ordered the member out."]
    assert ruling["quotes"][0]["source"]["label"] == "A sample article"
    assert {p["who"]["value"] for p in incident["participants"] if p.get("who")} == {ID + "person/bob-sample"}
    # the derived graph goes by its own label, with no source of its own
    derived = incident["graphs"]["https://w3id.org/canpol/graph/incidents"]
    assert derived["label"] == "Incidents: events grouped by episode" and "source" not in derived
    text = client.get("/page/" + INCIDENT, headers=HTML).get_data(as_text=True)
    assert 'id="parts"' in text and '<time datetime="2020-07-01" id="incident-date">' in text
    assert text.index("ruling/2020-07-01/bob-sample") < text.index("event/2020-07-01/expulsion/bob-sample")
    assert "The Speaker ordered the member out." in text


def test_person_party_and_sitting_pages_list_their_incidents(client):
    expected = [{"iri": ID + INCIDENT, "path": INCIDENT, "date": "2020-07-01",
                 "label": "Bob Sample ordered out of the House (2020-07-01)"}]
    assert view(client, "person/bob-sample")["incidents"] == expected
    assert view(client, "sitting/43-1/2020-07-01")["incidents"] == expected
    assert view(client, "party/example")["incidents"] == expected  # Bob's party on the day
    assert "incidents" not in view(client, "party/other")  # his party until 2011 only
    assert "incidents" not in view(client, "person/ada-example")  # she presided
    # the incident is not one more of the page's events: it is listed apart, with a link
    assert all(e["event"]["value"] != ID + INCIDENT for e in view(client, "person/bob-sample")["events"])
    text = client.get("/page/person/bob-sample", headers=HTML).get_data(as_text=True)
    assert 'id="incidents"' in text and f'href="/page/{INCIDENT}"' in text


def test_the_home_page_shows_the_latest_incidents_with_their_parts(client):
    summary = json.loads(client.get("/", headers=JSON).data)
    [incident] = summary["latest_incidents"]
    assert incident["label"] == "Bob Sample ordered out of the House (2020-07-01)"
    assert [p["path"] for p in incident["parts"]] == ["ruling/2020-07-01/bob-sample",
                                                      "event/2020-07-01/expulsion/bob-sample"]
    shown = {e["iri"] for e in summary["latest_events"]}
    assert ID + "decision/2020-07-01/sample-motion" in shown  # not part of an incident
    assert not shown & {ID + INCIDENT, *(ID + p["path"] for p in incident["parts"])}
    french = json.loads(client.get("/?lang=fr", headers=JSON).data)["latest_incidents"][0]
    assert french["label"] == "Expulsion de Bob Sample de la Chambre (2020-07-01)"
    text = client.get("/", headers=HTML).get_data(as_text=True)
    assert 'id="incidents"' in text and f'href="/page/{INCIDENT}"' in text
