"""Stage 1 (read): formats, metadata, offsets kept by whitespace normalisation, clear input errors."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from canpol.errors import InputError
from canpol.loaders.article.read import (MAX_BYTES, Document, normalize_typography, normalize_whitespace, read_document,
                                         read_jsonl)


def one(raw: bytes, suffix: str) -> Document:
    [doc] = list(read_document(raw, suffix, "x" + suffix))
    assert isinstance(doc, Document)
    return doc


def test_normalise_whitespace_keeps_every_offset():
    text = "A\u00a0B\tC\r\nD\rE\u2009F"
    out = normalize_whitespace(text)
    assert len(out) == len(text)
    assert out == "A B C \nD\nE F"


def test_typographic_apostrophes_are_read_as_ascii_but_quoted_as_written():
    doc = one("---\nlanguage: fr\n---\nLa députée s\u2019est excusée d\u2019avoir parlé.\n".encode(), ".md")
    assert "s'est excusée d'avoir" in doc.text
    assert "s\u2019est excusée d\u2019avoir" in doc.quote_text and len(doc.quote_text) == len(doc.text)


def test_invisible_characters_are_taken_out_and_quotes_point_into_the_text_as_read():
    raw = "The MP issued a state\u00adment\u200b on Monday.\n"
    doc = one(raw.encode(), ".txt")
    assert doc.text == "The MP issued a statement on Monday.\n"
    start = doc.text.index("statement on")
    begin, end, exact = doc.quote(start, start + len("statement on"))
    assert exact == "state\u00adment\u200b on" and raw[begin:end] == exact
    assert doc.original_offset(len(doc.text)) == len(raw)


def test_tight_guillemets_are_spaced_for_the_parser_and_quoted_as_written():
    raw = "Il l'a qualifié de «raciste», puis a ajouté «\u00a0jamais\u00a0»."
    doc = one(raw.encode(), ".txt")
    assert "de « raciste »," in doc.text and "«\u00a0jamais\u00a0»" not in doc.text
    start = doc.text.index("« raciste »")
    assert doc.quote(start, start + len("« raciste »"))[2] == "«raciste»"


def test_an_em_dash_beside_punctuation_is_spaced_one_between_words_is_not():
    doc = one("OTTAWA (Wire)\u2014The vote\u2014a close one\u2014passed 156\u2013145 in Burnaby\u2014New Westminster.".encode(), ".txt")
    assert doc.text == "OTTAWA (Wire) \u2014 The vote\u2014a close one\u2014passed 156\u2013145 in Burnaby\u2014New Westminster."


def test_decomposed_accents_are_composed_and_quoted_as_written():
    raw = "La de\u0301pute\u0301e a de\u0301missionne\u0301 de son poste \u00e0 Qu\u00e9bec."
    doc = one(raw.encode(), ".txt")
    assert doc.text == "La députée a démissionné de son poste à Québec."
    start = doc.text.index("démissionné")
    assert doc.quote(start, start + len("démissionné"))[2] == "de\u0301missionne\u0301"


def test_non_breaking_hyphens_are_read_as_hyphens():
    assert one("Marie\u2011Claude Bibeau".encode(), ".txt").text == "Marie-Claude Bibeau"


def test_every_offset_of_the_normalised_text_maps_to_the_same_character():
    import random
    import unicodedata

    chooser = random.Random(7)
    for _ in range(3000):
        raw = "".join(chooser.choice(["a", "b", "«", "»", " ", "\u00ad", "\u200b", "\ufeff", "\u2014", ",",
                                                 "e\u0301", "\u0301", "\u0327"]) for _ in range(chooser.randint(0, 12)))
        text, shifts = normalize_typography(raw)
        doc = Document(text=text, original=raw, shifts=shifts)
        for i, ch in enumerate(text):
            # each character is the one it was read from, composed ("é" from "e" + U+0301), or an inserted space
            assert raw[doc.original_offset(i)] in (ch, unicodedata.normalize("NFD", ch)[0]) or ch == " ", (raw, text, i)
        assert doc.original_offset(len(text)) == len(raw)


def test_markdown_front_matter_gives_metadata_and_body():
    doc = one("---\ntitle: A sitting\nurl: https://example.org/a\ndate: 2021-03-04\n"
              "publisher: Example News\nlanguage: en\n---\nBody text here.\n".encode(), ".md")
    assert (doc.title, doc.url, doc.date, doc.publisher, doc.language) == (
        "A sitting", "https://example.org/a", dt.date(2021, 3, 4), "Example News", "en")
    assert doc.text.strip() == "Body text here."


def test_plain_text_has_no_metadata():
    doc = one("Just words.".encode(), ".txt")
    assert doc.date is None and doc.title is None and doc.text == "Just words."


def test_html_main_text_and_date():
    html = ("<html><head><title>T</title><meta property='article:published_time' content='2019-10-02'>"
            "</head><body><nav>Menu Home About</nav><article><h1>Vote tonight</h1>"
            "<p>The first paragraph of the story has enough words to be kept as text.</p>"
            "<p>The second paragraph of the story also has enough words to be kept.</p>"
            "</article></body></html>")
    doc = one(html.encode(), ".html")
    assert doc.date == dt.date(2019, 10, 2)
    assert "first paragraph" in doc.text and "\n\n" in doc.text and "Menu" not in doc.text


def test_json_record_and_list():
    record = {"url": "https://example.org/b", "title": "B", "date": "2020-01-02", "text": "Words."}
    assert one(json.dumps(record).encode(), ".json").url == "https://example.org/b"
    docs = list(read_document(json.dumps([record, {"title": "no text"}]).encode(), ".json", "l.json"))
    assert isinstance(docs[0], Document) and isinstance(docs[1], InputError)
    assert "no 'text' or 'html'" in str(docs[1])


def test_jsonl_streams_and_reports_bad_lines():
    lines = [json.dumps({"text": "one", "date": "2020-02-03"}).encode(), b"{not json", b"",
             json.dumps({"html": "<p>two words of html in a paragraph that is long enough</p>"}).encode()]
    out = list(read_jsonl(iter(lines), "f.jsonl"))
    assert isinstance(out[0], Document) and out[0].date == dt.date(2020, 2, 3)
    assert isinstance(out[1], InputError) and "f.jsonl#2" in str(out[1])
    assert len(out) == 3


@pytest.mark.parametrize("raw, message", [
    (b"", "empty"),
    (b"   \n\t ", "empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
    ("caf\u00e9 au lait".encode("latin-1"), "not UTF-8"),
    (b"a" * (MAX_BYTES + 1), "limit"),
])
def test_bad_inputs_get_clear_errors(raw, message):
    with pytest.raises(InputError, match=message):
        list(read_document(raw, ".txt", "bad.txt"))
