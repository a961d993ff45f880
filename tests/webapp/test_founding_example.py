"""Issue 13 item 10: the default build (`make run`: `canpol load --reference corpus/articles`) serves
the founding example, the 2020-06-17 sitting, from the team's own article about it: Jagmeet
Singh's page shows that day's events with the article's evidence.

Each fact is its own test (they were strict xfails while the extractor did not give them: the
motion Singh moved and its refusal, Therrien as the target, no apology by Singh).
"""

from __future__ import annotations

import json
import re

import pytest
import yaml
from conftest import REPO
from markupsafe import escape

from .conftest import close_app, make_app

pytestmark = pytest.mark.slow  # builds the whole default graph (the reference KB and the corpus)

ARTICLE = REPO / "corpus" / "articles" / "2020-06-17-singh-ordered-out-rcmp-motion.md"
ID = "https://w3id.org/canpol/id/"
CANPOL = "https://w3id.org/canpol/ontology#"
SINGH, THERRIEN = ID + "person/jagmeet-singh", ID + "person/alain-therrien"
DAY = "2020-06-17"


def article() -> tuple[dict, str]:
    meta, body = re.match(r"\A---\n(.*?)\n---\n(.*)\Z", ARTICLE.read_text(encoding="utf-8"), re.S).groups()
    return yaml.safe_load(meta), body


@pytest.fixture(scope="module")
def client(default_graph):
    app = make_app(default_graph)
    yield app.test_client()
    close_app(app)


@pytest.fixture(scope="module")
def source(client) -> str:
    """The IRI of the founding article's source, found by its URL."""
    url = article()[0]["url"]
    query = f"SELECT ?s WHERE {{ GRAPH ?g {{ ?s <http://schema.org/url> <{url}> }} }}"
    answer = client.get("/sparql", query_string={"query": query}, headers={"Accept": "application/sparql-results+json"})
    assert answer.status_code == 200, answer.data[:300]
    [row] = json.loads(answer.data)["results"]["bindings"]
    return row["s"]["value"]


@pytest.fixture(scope="module")
def page(client) -> tuple[list[dict], str]:
    """(events of Singh's page as JSON, the page as HTML)."""
    view = client.get("/page/person/jagmeet-singh", headers={"Accept": "application/json"})
    text = client.get("/page/person/jagmeet-singh", headers={"Accept": "text/html"})
    assert view.status_code == text.status_code == 200
    return json.loads(view.data)["events"], text.get_data(as_text=True)


def of_the_day(events: list[dict], source: str, kind: str) -> list[dict]:
    """The page's events of 2020-06-17 of ontology class `kind`, claimed by the founding article."""
    return [e for e in events if e["date"] == DAY and CANPOL + kind in {t["value"] for t in e["types"]}
            and any(q["source"]["value"] == source for q in e["quotes"])]


def roles(event: dict) -> set[str]:
    return {r["value"][len(CANPOL):] for r in event["roles"]}


def assert_evidenced(event: dict, source: str, text: str) -> None:
    """Every quote of the event from the founding article is a passage of it, shown on the page."""
    body = article()[1]
    quotes = [q["exact"] for q in event["quotes"] if q["source"]["value"] == source]
    assert quotes
    for quote in quotes:
        assert quote in body
        assert str(escape(quote)) in text  # as the page's templates escape it


def test_singh_page_shows_the_ruling_and_the_expulsion_with_their_evidence(page, source):
    events, text = page
    [ruling] = of_the_day(events, source, "Ruling")
    assert roles(ruling) == {"concernsMember"} and ruling["event"]["value"] == ID + f"ruling/{DAY}/jagmeet-singh"
    assert_evidenced(ruling, source, text)
    [expulsion] = of_the_day(events, source, "Expulsion")
    assert roles(expulsion) == {"target"}
    assert_evidenced(expulsion, source, text)
    assert f'<time datetime="{DAY}">' in text and "ruling of the Chair" in text


def test_singh_page_shows_his_unparliamentary_language_with_its_evidence(page, source):
    events, text = page
    [words] = of_the_day(events, source, "UnparliamentaryLanguage")
    assert roles(words) == {"agent"}
    assert_evidenced(words, source, text)
    assert "unparliamentary language" in text


def participants(client, event: str) -> dict[str, set[str]]:
    view = json.loads(client.get("/page/" + event[len(ID):], headers={"Accept": "application/json"}).data)
    return {p["who"]["value"]: {r["value"][len(CANPOL):] for r in p["roles"]} for p in view["participants"]}


def test_the_unparliamentary_language_targets_therrien(client, page, source):
    [words] = of_the_day(page[0], source, "UnparliamentaryLanguage")
    assert participants(client, words["event"]["value"]).get(THERRIEN) == {"target"}


def test_singh_page_shows_the_motion_he_moved_and_its_refusal(client, page, source):
    events, _ = page
    [motion] = [e for e in events if e["date"] == DAY and roles(e) == {"mover"}]
    assert_evidenced(motion, source, page[1])
    [moved] = of_the_day(events, source, "MotionMoved")
    assert roles(moved) == {"agent"}
    view = json.loads(client.get("/page/" + motion["event"]["value"][len(ID):],
                                 headers={"Accept": "application/json"}).data)
    [decision] = view["decisions"]
    assert [o["value"] for o in decision["facts"]["outcome"]] == ["https://w3id.org/canpol/vocab/ConsentRefused"]
    assert [p["value"] for p in decision["facts"]["opposed by"]] == [THERRIEN]


def test_singh_page_shows_no_apology_and_no_request_made_by_him(page, source):
    events, _ = page
    assert of_the_day(events, source, "Apology") == []
    assert [e for e in of_the_day(events, source, "RequestToApologize") if "agent" in roles(e)] == []


def test_singh_incident_of_the_day_groups_the_request_the_refusal_and_the_expulsion(client, source):
    """Issue 16: the day's events are one incident, with its parts in story order, titled in
    English and French, on Singh's page and its own."""
    incident = "incident/2020-06-17/jagmeet-singh"
    view = json.loads(client.get("/page/" + incident, headers={"Accept": "application/json"}).data)
    assert view["kind"] == "incident"
    titles = {l["lang"]: l["value"] for l in view["labels"]}
    assert titles == {"en": "Jagmeet Singh ordered out after refusing to withdraw 'racist' (2020-06-17)",
                      "fr": "Expulsion de Jagmeet Singh après son refus de retirer « racist » (2020-06-17)"}
    parts = [p["part"]["value"] for p in view["parts"]]
    request, refusal, expulsion = (ID + f"event/{DAY}/{kind}/jagmeet-singh"
                                   for kind in ("request-to-apologize", "refusal", "expulsion"))
    assert {request, refusal, expulsion, ID + f"ruling/{DAY}/jagmeet-singh",
            ID + f"event/{DAY}/unparliamentary-language/jagmeet-singh"} <= set(parts)
    assert parts.index(request) < parts.index(refusal) < parts.index(expulsion)
    for part in view["parts"]:  # each with the founding article's evidence
        assert any(q["source"]["value"] == source for q in part["quotes"]), part["part"]["value"]
    singh = json.loads(client.get("/page/person/jagmeet-singh", headers={"Accept": "application/json"}).data)
    assert ID + incident in {i["iri"] for i in singh["incidents"]}
