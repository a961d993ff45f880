"""The real reference KB's name forms in the article extractor: short given names and former names, at the date."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.article.mentions import ArticleContext, find_mentions
from canpol.loaders.reference.kb import load_kb

from article_fixtures import en_nlp  # noqa: F401  (fixture)

BASE = "https://w3id.org/canpol/"
ID = BASE + "id/person/"


@pytest.fixture(scope="module")
def kb():
    return load_kb(BASE)


def linked(text, kb, nlp, date):
    ctx = ArticleContext(kb, date)
    return {m.text: (str(m.entity.iri) if m.entity.iri else None) for m in find_mentions(nlp(text), 0, ctx, date, nlp)}


def test_tom_mulcair_links_to_thomas_mulcair_while_he_sat(kb, en_nlp):
    found = linked("Tom Mulcair questioned the government on Tuesday.", kb, en_nlp, dt.date(2012, 5, 1))
    assert found.get("Tom Mulcair") == ID + "thomas-j-mulcair"
    # before he sat in the House the short form names nobody in the KB
    assert not linked("Tom Mulcair questioned the government.", kb, en_nlp, dt.date(1990, 5, 1)).get("Tom Mulcair")


def test_gord_brown_links_to_gordon_brown(kb, en_nlp):
    found = linked("Gord Brown spoke in the House.", kb, en_nlp, dt.date(2016, 3, 1))
    assert found.get("Gord Brown") == ID + "gordon-brown"


@pytest.mark.parametrize("name", ["Rachael Thomas", "Rachael Harder"])
def test_a_member_who_changed_her_family_name_is_found_by_either(kb, en_nlp, name):
    found = linked(f"{name} asked a question in the House.", kb, en_nlp, dt.date(2024, 2, 1))
    assert found.get(name) == ID + "rachael-harder"


@pytest.mark.parametrize("written", ["Kings-Hants", "Kings--Hants", "Kings – Hants", "Kings Hants"])
def test_a_riding_is_found_whatever_joins_its_places(kb, en_nlp, written):
    # the KB writes this riding with two hyphens (before 2015); news use one, an en dash or a space
    found = linked(f"Voters in {written} chose a new member that spring.", kb, en_nlp, dt.date(2009, 4, 2))
    assert found.get(written) == BASE + "id/riding/ns-kings-hants"
