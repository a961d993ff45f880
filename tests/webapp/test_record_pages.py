"""Pages of the official record: a division page matches the printed totals and groups votes by
party with dissenters first; a member's page lists their recorded votes, paged; /search's "what was
said" tab finds words and phrases in the interventions of both languages, filtered."""

from __future__ import annotations

import pytest

from conftest import SHARED, require

SITTING = SHARED / "data" / "openparliament-fixtures" / "hansard_xml" / "44-1-200-en.xml"
EDITIONS = [SHARED / "data" / "openparliament-fixtures" / "hansard_xml" / f"42-1-2-{lang}.xml" for lang in ("en", "fr")]
JSON = {"Accept": "application/json"}
NEWS = """@prefix canpol: <https://w3id.org/canpol/ontology#> . @prefix vocab: <https://w3id.org/canpol/vocab/> .
@prefix prov: <http://www.w3.org/ns/prov#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
<https://w3id.org/canpol/id/decision/2023-05-18/c-21> a canpol:HouseDecision ;
    canpol:duringSitting <https://w3id.org/canpol/id/sitting/44-1/2023-05-18> ; canpol:yeas 207 ; canpol:nays 112 ;
    canpol:outcome vocab:Adopted ; canpol:date "2023-05-18"^^xsd:date ;
    prov:wasDerivedFrom <https://w3id.org/canpol/id/source/test-news> .
"""


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    require(SITTING.exists(), "the staged Hansard XML is not there")
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders import load_paths
    from canpol.loaders.reference import load_reference

    from .conftest import close_app, make_app

    path = tmp_path_factory.mktemp("record") / "store"
    store = EmbeddedStore(path)
    minter = IriMinter()
    load_reference(store, minter)
    report = load_paths(store, [SITTING, *EDITIONS], minter)
    assert not report.failed
    # a news report of the day's second division, one nay short (written here, not an article)
    news = path.parent / "news.ttl"
    news.write_text(NEWS, encoding="utf-8")
    store.import_file(news, "https://w3id.org/canpol/graph/source/test-news")
    store.close()
    app = make_app(path)
    yield app.test_client()
    close_app(app)


def test_a_division_page_matches_the_printed_totals(client):
    view = client.get("/page/division/44-1/332", headers=JSON).get_json()["division"]
    assert (view["yeas"], view["nays"], view["paired"]) == ("110", "209", "4")
    assert view["loaded"] == {"yeas": 110, "nays": 209, "paired": 4}
    assert view["outcome"]["iri"].endswith("/Negatived")
    assert view["bill"]["label"].startswith("C-21")
    by_party = {g["party"]["label"]: g for g in view["groups"]}
    assert by_party["Conservative Party of Canada"]["counts"].get("yea", 0) > 100
    assert sum(sum(g["counts"].values()) for g in view["groups"]) == 110 + 209 + 4
    html = client.get("/page/division/44-1/332").get_data(as_text=True)
    assert 'id="yeas">110<' in html and 'id="nays">209<' in html


def test_dissenters_come_first_in_their_party(client):
    view = client.get("/page/division/44-1/333", headers=JSON).get_json()["division"]
    liberals = next(g for g in view["groups"] if g["party"]["label"] == "Liberal Party of Canada")
    assert liberals["line"] == "yea" and liberals["dissenters"] >= 1
    flags = [m["dissent"] for m in liberals["members"]]
    assert flags == sorted(flags, reverse=True)  # every dissenter before the rest
    assert all(m["option"] == "nay" for m in liberals["members"] if m["dissent"])


def test_a_member_page_lists_their_recorded_votes_paged(client):
    votes = client.get("/page/person/edward-fast", headers=JSON).get_json()["votes"]
    assert votes["total"] == 2
    assert [v["number"] for v in votes["votes"]] == ["333", "332"]  # newest first
    assert [v["option"] for v in votes["votes"]] == ["nay", "yea"]
    html = client.get("/page/person/edward-fast").get_data(as_text=True)
    assert "Recorded votes (2)" in html and "/page/division/44-1/333" in html
    second = client.get("/page/person/edward-fast?votes=1", headers=JSON).get_json()["votes"]
    assert [v["number"] for v in second["votes"]] == ["332"] and second["offset"] == 1


def said(client, **query):
    answer = client.get("/search.json", query_string={"tab": "said", **query})
    assert answer.status_code == 200, answer.get_data(as_text=True)
    return answer.get_json()


def test_a_phrase_finds_an_intervention_in_english_and_the_speaker_filter_narrows_it(client):
    found = said(client, q='"coercive control"')
    assert found["total"] >= 1
    hit = found["results"][0]
    assert hit["speaker"].endswith("/person/laurel-collins") and hit["lang"] == "en"
    assert "[[Coercive control]]" in hit["passage"] or "[[coercive control]]" in hit["passage"]
    assert hit["party_name"] == "New Democratic Party" and hit["date"] == "2023-05-18"
    everyone = said(client, q="Speaker")["total"]
    only = said(client, q="Speaker", speaker="person/laurel-collins")["total"]
    assert 0 < only < everyone
    assert said(client, q='"coercive control"', speaker="person/edward-fast")["total"] == 0
    html = client.get("/search", query_string={"tab": "said", "q": '"coercive control"'}).get_data(as_text=True)
    assert "<mark>" in html and "/page/person/laurel-collins" in html


def test_a_french_phrase_is_found_accents_or_not_and_filtered_by_language_and_date(client):
    accented = said(client, q='"Monsieur le Président"', said_lang="fr")
    assert accented["total"] >= 1 and all(h["lang"] == "fr" for h in accented["results"])
    assert said(client, q='"monsieur le president"', said_lang="fr")["total"] == accented["total"]
    assert said(client, q='"Monsieur le Président"', said_lang="en")["total"] == 0
    assert said(client, q='"Monsieur le Président"', said_lang="fr", **{"from": "2016-01-01"})["total"] == 0
    assert said(client, q='"Monsieur le Président"', said_lang="fr", to="2015-12-04")["total"] == accented["total"]


def test_search_text_is_never_taken_as_query_syntax(client):
    for text in ['NEAR(a b)', 'a OR', '"unbalanced', '*', 'col:umn', "') DROP TABLE said; --"]:
        said(client, q=text)  # answers, without an error
    assert client.get("/search", query_string={"tab": "said", "q": "x", "from": "yesterday"}).status_code == 400


def test_a_sitting_page_shows_its_order_of_business_divisions_and_speakers(client):
    record = client.get("/page/sitting/44-1/2023-05-18", headers=JSON).get_json()["record"]
    assert [o["position"] for o in record["orders"]] == list(range(1, 8))
    assert record["orders"][0]["rubric"] == "RoutineProceedings"
    assert [d["number"] for d in record["divisions"]] == [332, 333]
    assert any(s["who"]["path"] == "person/laurel-collins" for s in record["speakers"])
    html = client.get("/page/sitting/44-1/2023-05-18").get_data(as_text=True)
    assert "Order of business" in html and "/page/division/44-1/333" in html


def test_a_news_report_of_the_division_is_shown_beside_the_record_and_the_disagreement_kept(client):
    reported = client.get("/page/division/44-1/333", headers=JSON).get_json()["division"]["reported"]
    assert len(reported) == 1
    assert reported[0]["graph"].endswith("/test-news")
    assert (reported[0]["yeas"], reported[0]["nays"]) == ("207", "112")
    assert reported[0]["tally_agrees"] is False and reported[0]["outcome_agrees"] is True
    assert client.get("/page/division/44-1/332", headers=JSON).get_json()["division"]["reported"] == []
    html = client.get("/page/division/44-1/333").get_data(as_text=True)
    assert "tally differs" in html


def test_a_member_page_lists_their_interventions_newest_first_paged(client):
    said = client.get("/page/person/laurel-collins", headers=JSON).get_json()["interventions"]
    assert said["total"] >= 1
    first = said["interventions"][0]
    assert first["date"] == "2023-05-18" and first["sitting"]["path"] == "sitting/44-1/2023-05-18"
    assert first["words"] and len(first["words"]) <= 242
    assert any("C-332" in i["words"] for i in said["interventions"])  # her first of the day, listed last
    trudeau = client.get("/page/person/justin-trudeau", headers=JSON).get_json()["interventions"]
    # 42-1-2 in both editions: each intervention listed once, its words in the reader's language
    dates = [i["date"] for i in trudeau["interventions"]]
    assert dates == sorted(dates, reverse=True)
    assert len({i["intervention"]["iri"] for i in trudeau["interventions"]}) == len(trudeau["interventions"])
    french = client.get("/page/person/justin-trudeau?lang=fr", headers=JSON).get_json()["interventions"]
    assert french["total"] == trudeau["total"]
    page_two = client.get("/page/person/anthony-rota?said=5", headers=JSON).get_json()["interventions"]
    assert page_two["offset"] == 5
    html = client.get("/page/person/laurel-collins").get_data(as_text=True)
    assert "Interventions (" in html
