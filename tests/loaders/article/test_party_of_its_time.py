"""A party named by the name it carries today, on a day before it existed, is the party that carried
the name then ("the Tories" of 1990 are the Progressive Conservatives, not the party of 2003), when
the reference KB has members of it that day; the name's party otherwise."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import extract_text

pytestmark = pytest.mark.integration  # needs the reference KB (and the spaCy pipelines, below)

BASE = "https://w3id.org/canpol/id/"


@pytest.fixture(scope="module")
def kb():
    from conftest import require

    from canpol.loaders.article.kb import EmptyKB, default_kb

    reference = default_kb()
    require(not isinstance(reference, EmptyKB), "the reference KB is not built")
    return reference


def test_the_name_means_the_party_of_its_day(kb):
    from canpol.loaders.article.kb import party_of_its_time

    today = kb.party_by_name("Conservatives")
    assert str(today) == BASE + "party/conservative"
    assert str(party_of_its_time(kb, today, dt.date(1990, 8, 14))) == BASE + "party/progressive-conservative"
    assert str(party_of_its_time(kb, today, dt.date(1930, 1, 1))) == BASE + "party/conservative-1867"
    assert party_of_its_time(kb, today, dt.date(2010, 5, 1)) == today
    assert party_of_its_time(kb, today, None) == today  # no day: the name's party
    # a day of an election campaign (the House dissolved on 1984-07-09): the party of the months before
    assert str(party_of_its_time(kb, today, dt.date(1984, 7, 27))) == BASE + "party/progressive-conservative"
    liberal = kb.party_by_name("Liberals")
    assert party_of_its_time(kb, liberal, dt.date(1990, 8, 14)) == liberal  # a name that never passed on


def test_a_day_the_kb_cannot_vouch_for_keeps_the_names_party():
    from canpol.loaders.article.kb import EmptyKB, party_of_its_time

    named = BASE + "party/conservative"
    assert party_of_its_time(EmptyKB(), named, dt.date(1990, 8, 14)) == named


@pytest.mark.parametrize("lang, text, published, party", [
    ("en", "The Tories lost two more votes in the House on Tuesday.", dt.date(1990, 8, 14),
     "party/progressive-conservative"),
    ("en", "The Tories lost two more votes in the House on Tuesday.", dt.date(2010, 5, 12),
     "party/conservative"),
    ("fr", "Les conservateurs ont perdu deux votes de plus à la Chambre mardi.", dt.date(1990, 8, 14),
     "party/progressive-conservative"),
    ("fr", "Les conservateurs ont perdu deux votes de plus à la Chambre mardi.", dt.date(2010, 5, 12),
     "party/conservative"),
])
def test_a_mention_links_the_party_of_the_articles_day(kb, lang, text, published, party):
    extraction = extract_text(text, kb, published, language=lang)
    parties = {str(m.entity.iri) for m in extraction.mentions if m.entity.kind == "party"}
    assert parties == {BASE + party}
