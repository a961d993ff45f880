"""The orders pages list things in and the page-local names of blank nodes (embedded store only;
test_remote_virtuoso.py checks that Virtuoso then serves the same bytes)."""

from __future__ import annotations

import json
import re

import pytest

from canpol.webapp.linked import NodeView
from canpol.webapp.ordering import fold, name_blank_nodes, sorted_terms, term_key

from .conftest import close_app, make_app
from .pages_fixtures import HUB_MEMBERSHIPS, ORDER_GRAPH, build_sample_store, order_graph

HTML = {"Accept": "text/html"}


def iri(value: str, label: str | None = None) -> NodeView:
    return NodeView("iri", value, label=label)


def test_terms_sort_by_shown_text_then_by_the_term_itself():
    views = [iri("https://x.example/b", "Émile"), iri("https://x.example/a", "emile"),
             iri("https://x.example/c", "Alain"), NodeView("literal", "zed"),
             iri("https://x.example/d", "Emile")]
    assert [v.value for v in sorted_terms(views)] == [
        "https://x.example/c", "https://x.example/d", "https://x.example/a", "https://x.example/b", "zed"]
    # the same texts in another order come out the same
    assert [v.value for v in sorted_terms(reversed(views))] == [v.value for v in sorted_terms(views)]
    assert fold("Québec") == "quebec" and fold("ABC") == "abc"


def test_blank_nodes_sort_after_named_terms_and_not_by_their_store_ids():
    a, b = NodeView("bnode", "b10101"), NodeView("bnode", "N3a94dd")
    assert term_key(a) == term_key(b)  # nothing a reader sees tells them apart
    assert term_key(a, ["g2"]) > term_key(b, ["g1"])  # but what the page shows of them does
    assert term_key(a) > term_key(NodeView("literal", "zzz")) > term_key(iri("https://x.example/", "aaa"))


def test_blank_nodes_are_named_by_first_appearance_once_each():
    first, again, other = NodeView("bnode", "N77"), NodeView("bnode", "N77"), NodeView("bnode", "b1")
    views = [iri("https://x.example/"), first, other, again, first]
    name_blank_nodes(views)
    assert [first.value, other.value, again.value] == ["b1", "b2", "b1"]


@pytest.fixture(scope="module")
def order_client(tmp_path_factory):
    app = make_app(build_sample_store(tmp_path_factory.mktemp("orders") / "store", {ORDER_GRAPH: order_graph()}))
    yield app.test_client()
    close_app(app)


def test_blank_agents_show_page_names_not_store_ids(order_client):
    text = order_client.get("/page/event/2020-06-18/accusation/unnamed", headers=HTML).get_data(as_text=True)
    # named by what they hold (the role the source gave), the page's own name kept in the title
    shown = re.findall(r'class="bnode" title="([^"]*)">([^<]*)<', text)
    assert [name for name, _ in shown] == ["_:b1", "_:b2", "_:b3"]
    assert sorted(label for _, label in shown) == ["“Bloc MP” (as reported)"] * 2 + ["“NDP MP” (as reported)"]
    view = json.loads(order_client.get("/data/event/2020-06-18/accusation/unnamed.json").data)
    agents = next(g for g in view["outgoing"] if g["property"].endswith("#agent"))
    assert [v["value"] for v in agents["values"]] == ["b1", "b2", "b3"]


def test_entity_types_list_canpol_classes_first_then_by_label(order_client):
    view = json.loads(order_client.get("/data/person/pat-example.json").data)
    assert [t["value"].rsplit("/", 1)[-1] for t in view["types"]] == [
        "ontology#Member", "ontology#Person", "Person"]


def test_hub_pages_follow_each_other_in_iri_order(order_client):
    """The page shows the first 20 links, "more" the next 100: cut from one list in IRI order."""
    prop = "https://w3id.org/canpol/ontology#duringParliament"
    seen = []
    for query in ({}, {"in": prop, "offset": 20}):
        answer = order_client.get("/page/parliament/43", query_string=query, headers={"Accept": "application/json"})
        group = next(g for g in json.loads(answer.data)["incoming"] if g["property"] == prop)
        seen += [v["value"] for v in group["values"]]
        assert group.get("more") is (True if not query else None)
    assert seen == sorted(seen) and len(seen) == len(set(seen)) == HUB_MEMBERSHIPS + 1


def test_class_listing_counts_blank_instances_without_listing_them(order_client):
    listing = json.loads(order_client.get("/browse/oa:TextQuoteSelector.json").data)
    assert listing["items"] == [] and listing["unnamed"] == 2 and listing["total"] == 0
    text = order_client.get("/browse/oa:TextQuoteSelector", headers=HTML).get_data(as_text=True)
    assert "2 unnamed" in text
