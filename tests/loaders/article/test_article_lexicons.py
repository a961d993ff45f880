"""The lexicons are data with the same slots in both languages, every entry a word."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from canpol.loaders.article.lexicon import words

LEXICONS = Path(__file__).parents[3] / "loaders" / "article" / "lexicons"


def load(lang):
    return yaml.safe_load((LEXICONS / f"{lang}.yaml").read_text(encoding="utf-8"))


def test_both_languages_have_the_same_kinds_and_slots():
    en, fr = load("en"), load("fr")
    assert set(en) == set(fr)
    for kind in en:
        assert set(en[kind]) == set(fr[kind]), kind


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_entry_is_a_word(lang):
    for kind, slots in load(lang).items():
        for slot, entries in slots.items():
            assert all(isinstance(w, str) and w.strip() for w in entries), f"{lang}: {kind}.{slot}"


def test_a_slot_that_does_not_exist_is_an_error():
    with pytest.raises(KeyError):
        words("PressStatement", "no-such-slot")
    assert "no" in words("Apology", "negative_determiners", "en")  # quoted, not YAML's false


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_slot_is_written_twice(lang):
    # plain YAML keeps the last of two equal keys: a slot added by two branches would lose words
    from canpol.loaders.article.lexicon import _lexicon

    assert _lexicon(lang) == load(lang)


def test_a_key_written_twice_is_refused():
    from canpol.loaders.article.lexicon import _UniqueKeyLoader

    with pytest.raises(ValueError, match="line 4: key written twice: deny"):
        yaml.load("shared:\n  deny: [deny]\n  refuse: [refuse]\n  deny: [refute]\n", Loader=_UniqueKeyLoader)
