"""Page styles of the typography invariance check (loaders/typeset.py)."""

from __future__ import annotations

import pytest

from canpol.loaders.typeset import NBSP, NNBSP, SOFT_HYPHEN, ZERO_WIDTH_SPACE, plain, typeset, typeset_article


def test_english_quotes_apostrophes_and_dashes():
    text = "\"It's wrong,\" said the MP -- who called the members' vote 'shameful' ... It passed - barely."
    assert typeset(text, "en") == ("“It’s wrong,” said the MP—who called the members’ vote ‘shameful’ … "
                                   "It passed – barely.")


@pytest.mark.parametrize("style, space", [("quotes", NBSP), ("narrow", NNBSP), ("tight", "")])
def test_french_guillemets_and_spaces_before_double_punctuation(style, space):
    text = "« C'est inacceptable », a dit la députée : elle n'a pas voulu s'excuser !"
    assert typeset(text, "fr", style) == (f"«{space}C’est inacceptable{space}», a dit la députée{space}: "
                                          f"elle n’a pas voulu s’excuser{space}!")


def test_french_straight_double_quotes_become_guillemets():
    assert typeset('Il a parlé de "mensonges".', "fr", "tight") == "Il a parlé de «mensonges»."


def test_marks_add_invisible_characters_that_plain_takes_out():
    text = "The parliamentary secretary answered questions.\n\nMarie-Claude Bibeau responded immediately."
    marked = typeset(text, "en", "marks")
    assert SOFT_HYPHEN in marked and marked.count(ZERO_WIDTH_SPACE) == 2 and "Marie\u2011Claude" in marked
    assert plain(marked) == text


def test_decomposed_accents_that_plain_composes():
    text = "La députée de Québec a démissionné."
    decomposed = typeset(text, "fr", "decomposed")
    assert len(decomposed) == len(text) + 5 and plain(decomposed) == text


def test_colons_of_times_and_addresses_are_left_alone():
    assert typeset("À 10:30, voir https://example.org.", "fr", "tight") == "À 10:30, voir https://example.org."


def test_front_matter_is_not_touched():
    article = "---\ntitle: \"L'affaire\"\nlanguage: fr\n---\nIl a dit « non ».\n"
    assert typeset_article(article, "fr", "tight") == "---\ntitle: \"L'affaire\"\nlanguage: fr\n---\nIl a dit «non».\n"


def test_unknown_style_is_refused():
    with pytest.raises(ValueError, match="unknown typesetting style"):
        typeset("x", "en", "fancy")
