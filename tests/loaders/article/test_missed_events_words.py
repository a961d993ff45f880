"""scripts/missed_events_words.py's `--shapes` features on sentences written here: how the name and
the word of a kind are joined, where the word sits, and the table printed from the counts (counts
only, never a sentence)."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

from canpol.loaders.article.nlp import pipeline

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "missed_events_words.py"


@pytest.fixture(scope="module")
def script():
    spec = importlib.util.spec_from_file_location("missed_events_words", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def first_sentence(text: str):
    return next(iter(pipeline("en")(text).sents))


def test_a_subject_next_to_its_verb(script):
    shape = script.sentence_shape(first_sentence("Jagmeet Singh resigned on Tuesday."), ["singh"], {"resign"})
    assert shape["join"] == "name is the word's subject"
    assert shape["word POS"] == "VERB"
    assert shape["order"] == "name before word"
    assert shape["distance"] == "0–3 tokens apart"
    assert shape["in a quotation"] == "no"
    assert shape["length"] == "0–19 tokens"


def test_a_word_inside_a_quotation(script):
    sentence = first_sentence('Singh told reporters: "The minister should resign before the vote."')
    shape = script.sentence_shape(sentence, ["singh"], {"resign"})
    assert shape["in a quotation"] == "yes"
    assert shape["order"] == "name before word"
    assert shape["join"] != "name is the word's subject"


def test_no_shape_without_both_the_name_and_the_word(script):
    assert script.sentence_shape(first_sentence("Jagmeet Singh spoke on Tuesday."), ["singh"], {"resign"}) is None
    assert script.sentence_shape(first_sentence("The minister resigned on Tuesday."), ["singh"], {"resign"}) is None


def test_the_table_gives_counts_and_recall_per_value(script, capsys):
    counts = Counter({("join", "separate clauses", "found"): 1, ("join", "separate clauses", "missed"): 3,
                      ("length", "20–34 tokens", "found"): 2, ("length", "0–19 tokens", "found"): 4,
                      ("sentence", "a name with a kind word", "found"): 6})
    script.print_shapes(counts)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "sentence"  # the sentence counts first, then the features by name
    assert [line.split()[0] for line in lines if not line.startswith(" ")] == ["sentence", "join", "length"]
    separate = next(line for line in lines if "separate clauses" in line)
    assert separate.split()[-1] == "0.25" and "found    1" in separate and "missed    3" in separate
    lengths = [line.strip().split()[0] for line in lines if "tokens" in line]
    assert lengths == ["0–19", "20–34"]  # bins in numeric order
