"""Issue 16: pages that tell a story. A person's summary line, links out built from the KB's ids,
the events they took part in by role and incident; a party's leaders, seats and members; a
motion's title, mover, outcome and opposers; human names for memberships, evidence, sources,
sittings and blank nodes; inverse wording of incoming links; people listed by family name with
facets; search results with party, riding and years. Over the hand-made sample, plus a few
facts added where the sample has none."""

from __future__ import annotations

import json
import re

import pytest
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import XSD

from .conftest import close_app, make_app
from .pages_fixtures import BASE, build_sample_store

HTML = {"Accept": "text/html"}
CANPOL = Namespace("https://w3id.org/canpol/ontology#")
SCHEMA = Namespace("http://schema.org/")
ID = BASE + "id/"


def extra_facts() -> Graph:
    """What the sample lacks for these pages: Singh's ParlInfo and House ids and handle, a first
    day for the 43rd Parliament, the sitting of the police motion, a senator known by one name."""
    g = Graph()
    singh = URIRef(ID + "person/jagmeet-singh")
    g.add((singh, CANPOL.parlinfoId, Literal("18796")))
    g.add((singh, CANPOL.houseId, Literal("89156")))
    g.add((singh, CANPOL.socialMediaHandle, Literal("@theJagmeetSingh")))
    g.add((URIRef(ID + "parliament/43"), SCHEMA.startDate, Literal("2019-12-05", datatype=XSD.date)))
    g.add((URIRef(ID + "motion/2020-06-17/police-reform"), CANPOL.duringSitting, URIRef(ID + "sitting/43-1/2020-06-17")))
    ruth = URIRef(ID + "person/nancy-ruth")
    g.add((ruth, URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), CANPOL.Person))
    g.add((ruth, URIRef("http://www.w3.org/2000/01/rdf-schema#label"), Literal("_ Nancy Ruth")))
    g.add((ruth, SCHEMA.givenName, Literal("_")))
    g.add((ruth, SCHEMA.familyName, Literal("Nancy Ruth")))
    return g


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    path = build_sample_store(tmp_path_factory.mktemp("story") / "store", {BASE + "graph/file/extra": extra_facts()})
    app = make_app(path)
    yield app.test_client()
    close_app(app)


@pytest.fixture(autouse=True)
def english(client):
    """Each test reads in English unless it asks for French (a ?lang=fr choice sets a cookie)."""
    yield
    client.delete_cookie("canpol_lang")


def view(client, path: str, **args) -> dict:
    return json.loads(client.get(f"/data/{path}.json", query_string=args).data)


def test_person_summary_line_and_links_out_from_the_kb_ids(client):
    singh = view(client, "person/jagmeet-singh")
    assert singh["summary"] == "MP for Burnaby South (NDP) since 2019; Leader of the New Democratic Party since 2017"
    links = {link["site"]: link["href"] for link in singh["links"]}
    assert links["ParlInfo"] == "https://lop.parl.ca/sites/ParlInfo/default/en_CA/People/Profile?personId=18796"
    assert links["ourcommons.ca"] == "https://www.ourcommons.ca/members/en/89156"
    assert links["Wikidata"] == "https://www.wikidata.org/wiki/Q6122681"
    assert links["X"] == "https://x.com/theJagmeetSingh"
    assert links["openparliament.ca"].startswith("https://openparliament.ca/search/?q=Jagmeet")
    french = view(client, "person/jagmeet-singh", lang="fr")
    assert french["summary"].startswith("Représente Burnaby-Sud (NPD) aux Communes depuis 2019")
    assert "fr_CA" in {link["site"]: link["href"] for link in french["links"]}["ParlInfo"]


def test_an_office_open_only_as_of_its_sources_day_is_not_said_as_held_now(tmp_path):
    # ParlInfo's roles stop in October 2020: an office they leave open (knownUntil) is said as of
    # that day, in the summary and the memberships table, not as "since 2019"
    g = Graph()
    g.add((URIRef(ID + "membership/m3"), CANPOL.knownUntil, Literal("2020-10-01", datatype=XSD.date)))
    app = make_app(build_sample_store(tmp_path / "store", {BASE + "graph/file/known": g}))
    try:
        singh = json.loads(app.test_client().get("/data/person/jagmeet-singh.json").data)
        assert singh["summary"] == ("MP for Burnaby South (NDP) since 2019; "
                                    "Leader of the New Democratic Party from 2017 (as of October 1, 2020)")
        html = app.test_client().get("/page/person/jagmeet-singh", headers=HTML).get_data(as_text=True)
        assert "open as of 2020-10-01" in html
        french = json.loads(app.test_client().get("/data/person/jagmeet-singh.json?lang=fr").data)
        assert french["summary"].endswith("depuis 2017 (au 1er octobre 2020)")
    finally:
        close_app(app)


def test_person_events_grouped_by_incident_with_roles_and_who_else(client):
    [day] = view(client, "person/jagmeet-singh")["story"]  # one day, one sitting: one incident
    assert day["date"] == "2020-06-17" and day["title"] == "Sitting of June 17, 2020"
    by_text = {e["text"]: e for e in day["events"]}
    assert by_text["unparliamentary language"]["role_words"] == ["acted"]
    assert by_text["Review how force is used"]["role_words"] == ["moved"]  # the motion, by its first demand
    ruling = by_text["ruling of the Chair"]
    assert ruling["role_words"] == ["was the subject"]
    others = {o["role"]: [w["label"] for w in o["who"]] for o in ruling["others"]}
    assert others["chair"] == ["Bruce Stanton", "Carol Hughes"]  # two sources, two chairs: both kept
    assert others["by"] == ["Assistant Deputy Speaker"]
    # acted first, then moved, targeted, … (no story positions in the sample)
    assert [e["role_order"] for e in day["events"]] == sorted(e["role_order"] for e in day["events"])


def test_person_page_lists_the_news_that_mention_them(client):
    news = view(client, "person/jagmeet-singh")["news"]
    assert [n["source"]["label"] for n in news] == ["Leader removed from the chamber"]
    html = client.get("/page/person/jagmeet-singh", headers=HTML).get_data(as_text=True)
    assert 'id="news"' in html and "Example Wire" in html
    assert 'id="summary"' in html and 'id="links-out"' in html


def test_memberships_evidence_sources_and_sittings_have_human_names(client):
    singh = view(client, "person/jagmeet-singh")
    names = {v["label"] for g in singh["outgoing"] for v in g["values"] if g["property"].endswith("#hasMembership")}
    names |= {v["label"] for g in singh["incoming"] for v in g["values"] if g["property"].endswith("#member")}
    assert {"MP for Burnaby South, 2019–", "NDP member, 2017–", "Leader of the New Democratic Party, 2017–"} <= names
    ruling = view(client, "ruling/2020-06-17/jagmeet-singh")
    evidence = next(g for g in ruling["outgoing"] if g["property"].endswith("#evidence"))
    assert sorted(v["label"] for v in evidence["values"]) == [
        "quote from “Heated exchange in the House”", "quote from “Leader removed from the chamber”"]
    sitting = next(g for g in ruling["outgoing"] if g["property"].endswith("#duringSitting"))
    assert sitting["values"][0]["label"] == "Sitting of June 17, 2020"
    e1 = view(client, "evidence/e1")
    assert e1["label"] == "quote from “Leader removed from the chamber”"
    target = next(g for g in e1["outgoing"] if g["property"].endswith("#hasTarget"))
    assert target["values"][0]["label"] == "passage of “Leader removed from the chamber”"
    html = client.get("/page/evidence/e1", headers=HTML).get_data(as_text=True)
    shown = re.sub(r"<[^>]+>", " ", html[html.index("<main>"):])
    assert "_:b" not in shown.replace('title="_:b', "")


def test_incoming_links_read_the_right_way_round(client):
    singh = view(client, "person/jagmeet-singh")
    inverse = {g["property"].rsplit("#", 1)[-1]: g["label"] for g in singh["incoming"]}
    assert "mentions" in inverse and "hasBody" not in inverse  # the evidence is the ruling's
    html = client.get("/page/person/jagmeet-singh", headers=HTML).get_data(as_text=True)
    incoming = html[html.index('id="incoming"'):]
    assert "mentioned in" in incoming and "is mentions of" not in incoming
    assert "moved" in incoming and "is mover of" not in incoming
    french = client.get("/page/person/jagmeet-singh?lang=fr", headers=HTML).get_data(as_text=True)
    assert "mentionné dans" in french[french.index('id="incoming"'):]


def test_party_page_leaders_seats_and_members(client):
    party = view(client, "party/ndp")["party"]
    assert [(l["label"], l["from"], l["until"]) for l in party["leaders"]] == [("Jagmeet Singh", "2017-10-01", None)]
    assert [(s["number"], s["date"], s["seats"]) for s in party["seats"]] == [(43, "2019-12-05", 1)]
    assert [(m["label"], m["riding"]) for m in party["current"]] == [("Jagmeet Singh", "Burnaby South")]
    html = client.get("/page/party/ndp", headers=HTML).get_data(as_text=True)
    assert '<svg class="seat-chart"' in html and "<script" not in html
    assert 'id="leaders"' in html and 'id="members"' in html


def test_motion_page_has_title_mover_outcome_and_opposers(client):
    motion = view(client, "motion/2020-06-17/police-reform")
    assert motion["label"] == "Review how force is used"  # its first demand, in sentence case
    facts = motion["motion"]
    assert [m["label"] for m in facts["movers"]] == ["Jagmeet Singh"]
    assert facts["outcome"]["label"] == "consent refused"
    assert [o["label"] for o in facts["opposers"]] == ["Alain Therrien"]
    html = client.get("/page/motion/2020-06-17/police-reform", headers=HTML).get_data(as_text=True)
    assert 'id="mover"' in html and 'id="opposers"' in html and "consent refused" in html


def test_sitting_page_lists_the_days_incidents_and_motions(client):
    sitting = view(client, "sitting/43-1/2020-06-17")
    assert sitting["label"] == "Sitting of June 17, 2020"
    [day] = sitting["story"]
    assert {e["text"] for e in day["events"]} >= {"ruling of the Chair", "unparliamentary language"}
    assert [(m["motion"]["label"], m["brief"]) for m in sitting["motions"]] == [
        ("Review how force is used", "moved by Jagmeet Singh · consent refused")]
    listing = json.loads(client.get("/browse/Sitting.json").data)
    assert [i["label"] for i in listing["items"]] == ["Sitting of June 17, 2020"]


def test_people_by_family_name_with_facets(client):
    people = json.loads(client.get("/browse/Person.json").data)
    labels = [i["label"] for i in people["items"]]
    assert labels[:3] == ["Carol Hughes", "Nancy Ruth", "Jagmeet Singh"]  # '_ Nancy Ruth' under N
    assert not any(label.startswith("_") for label in labels)
    assert {v["label"] for v in people["facets"]["party"]} == {"NDP", "BQ"}
    ndp = json.loads(client.get("/browse/Person.json", query_string={"party": "party/ndp"}).data)
    assert [i["label"] for i in ndp["items"]] == ["Jagmeet Singh"]
    assert ndp["items"][0]["meta"] == "NDP · Burnaby South · 2019–"
    riding = json.loads(client.get("/browse/Person.json", query_string={"parliament": "parliament/43"}).data)
    assert [i["label"] for i in riding["items"]] == ["Jagmeet Singh"]
    html = client.get("/browse/Person?party=party/ndp", headers=HTML).get_data(as_text=True)
    assert 'id="facets"' in html and "?party=party/ndp" not in html.split('id="facets"')[0]


def test_events_by_kind_and_year(client):
    """/browse/Event lists what happened: events, rulings and decisions, sanctions, motions."""
    events = json.loads(client.get("/browse/Event.json").data)
    kinds = {v["label"] for v in events["facets"]["kind"]}
    assert {"unparliamentary language", "ruling of the Chair", "motion", "order to withdraw"} <= kinds
    assert [v["value"] for v in events["facets"]["year"]] == ["2020"]
    rulings = json.loads(client.get("/browse/Event.json", query_string={"kind": "Ruling"}).data)
    assert [i["iri"] for i in rulings["items"]] == [ID + "ruling/2020-06-17/jagmeet-singh"]


def test_search_results_give_party_riding_and_years(client):
    results = json.loads(client.get("/search.json?q=singh").data)["results"]
    singh = next(r for r in results if r["iri"] == ID + "person/jagmeet-singh")
    assert singh["meta"] == "NDP · Burnaby South · 2019–"
    html = client.get("/search?q=singh", headers=HTML).get_data(as_text=True)
    assert "NDP · Burnaby South · 2019–" in html


def test_house_terms_of_one_riding_read_as_one_run():
    """A dissolution between two terms, or a new representation order that renames the riding's
    IRI (and its dash), still reads as one seat held since the first election."""
    from canpol.webapp.story import _runs

    terms = [{"district": "riding/24030", "riding": "Hull — Aylmer", "from": "2015-10-19", "until": "2019-09-11"},
             {"district": "riding/24030", "riding": "Hull — Aylmer", "from": "2019-10-21", "until": "2025-03-23"},
             {"district": "riding/24028-2023", "riding": "Hull—Aylmer", "from": "2025-04-28", "until": None},
             {"district": "riding/35001", "riding": "Ajax", "from": "1990-01-01", "until": "1993-01-01"}]
    runs = _runs(terms)
    assert [(r["riding"], r["from"], r["until"]) for r in runs] == [
        ("Ajax", "1990-01-01", "1993-01-01"), ("Hull—Aylmer", "2015-10-19", None)]


def test_party_short_names_follow_the_reader_language():
    from canpol.webapp.labels import short_name, years

    labels = [Literal("New Democratic Party", lang="en"), Literal("Nouveau Parti démocratique", lang="fr")]
    assert short_name(labels, ["NDP", "NPD"], "en") == "NDP" and short_name(labels, ["NDP", "NPD"], "fr") == "NPD"
    tories = [Literal("Conservative Party of Canada", lang="en"), Literal("Parti conservateur du Canada", lang="fr")]
    assert short_name(tories, ["CPC", "PCC"], "en") == "CPC" and short_name(tories, ["CPC", "PCC"], "fr") == "PCC"
    assert (years("2019-10-21", None), years("2019-02-25", "2019-09-11"), years("2015-01-01", "2021-01-01")) == \
        ("2019–", "2019", "2015–2021")


def test_with_no_current_office_the_summary_names_the_one_taken_last():
    # Mark Holland's whip role (open in ParlInfo's 2020 data) ends "at the latest" with his seat in
    # 2025; the office he took last, Minister of Health, is the one the line names
    from canpol.webapp.linked import NodeView
    from canpol.webapp.story import person_summary

    holding = NodeView("iri", str(CANPOL.OfficeHolding))

    def office(label, start, end):
        return {"type": holding, "office": NodeView("iri", ID + "office/x", label=label), "from": start, "until": end}

    line = person_summary(None, [office("Whip of the Liberal Party", "2018-08-31", "2025-03-23"),
                                 office("Minister of Health", "2023-07-26", "2025-03-14")], "en")
    assert str(line.striptags()) == "Minister of Health, 2023–2025"
