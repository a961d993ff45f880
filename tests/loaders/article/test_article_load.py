"""Loading article files through load_paths: formats, a bad input among good ones, no partial graph."""

from __future__ import annotations

import json

from canpol.graph.iris import IriMinter
from canpol.loaders import load_paths
from canpol.loaders.article.read import MAX_BYTES
from article_fixtures import en_nlp, extract, fake_kb  # noqa: F401  (fixtures)

ARTICLE = """---
title: A test sitting
url: https://example.org/news/1
date: 2020-06-18
publisher: Example
language: en
---
On Wednesday, Maxime Bernier was asked by the Speaker to apologize. He refused and was expelled for the rest of the day.
"""


def test_a_batch_with_bad_inputs_goes_on(embedded_store, tmp_path, fake_kb, monkeypatch):
    monkeypatch.setattr("canpol.loaders.article.default_kb", lambda base=None: fake_kb)
    tmp_path = tmp_path / "in"
    tmp_path.mkdir()
    (tmp_path / "good.md").write_text(ARTICLE, encoding="utf-8")
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "binary.txt").write_bytes(b"\x00\x01\x02PK\x03\x04" * 20)
    (tmp_path / "latin1.txt").write_bytes("d\u00e9put\u00e9 exclu".encode("latin-1"))
    (tmp_path / "big.txt").write_bytes(b"word " * (MAX_BYTES // 5 + 1))
    records = [{"url": "https://example.org/news/2", "date": "2020-06-18",
                "text": "Justin Trudeau apologized on Monday."},
               "not an object",
               {"url": "https://example.org/news/3", "title": "no text"}]
    (tmp_path / "batch.jsonl").write_text(
        "\n".join(json.dumps(r) for r in records) + "\n{broken\n", encoding="utf-8")
    report = load_paths(embedded_store, [tmp_path], IriMinter())
    loaded = sorted(p.rsplit("/", 1)[-1] for p, _, _ in report.loaded)
    assert loaded == ["batch.jsonl", "good.md"]
    failed = {p.rsplit("/", 1)[-1]: m for p, m in report.failed}
    assert "empty" in failed["empty.txt"] and "binary" in failed["binary.txt"]
    assert "not UTF-8" in failed["latin1.txt"] and "limit" in failed["big.txt"]
    messages = [m for p, m in report.failed if p.endswith("batch.jsonl")]
    assert len(messages) == 3 and any("#4" in m for m in messages)
    # nothing partial: only the two good documents have graphs
    graphs = [g.iri for g in embedded_store.graphs() if "/graph/source/" in g.iri]
    assert len(graphs) == 2


def test_formats_html_and_json(embedded_store, tmp_path, fake_kb, monkeypatch):
    monkeypatch.setattr("canpol.loaders.article.default_kb", lambda base=None: fake_kb)
    tmp_path = tmp_path / "in"
    tmp_path.mkdir()
    html = ("<html><head><title>X</title><meta property='article:published_time' content='2020-06-18'>"
            "</head><body><article><p>Maxime Bernier resigned from the House of Commons yesterday, "
            "ending a long career in federal politics.</p></article></body></html>")
    (tmp_path / "a.html").write_text(html, encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps({"url": "https://example.org/b", "date": "2020-06-18",
                                                 "text": "Jody Wilson-Raybould resigned."}), encoding="utf-8")
    report = load_paths(embedded_store, [tmp_path], IriMinter())
    assert report.failed == [] and len(report.loaded) == 2
    assert embedded_store.ask(
        "PREFIX canpol: <https://w3id.org/canpol/ontology#> ASK { ?e a canpol:Resignation ; canpol:agent ?p }",
        {"p": __import__("rdflib").URIRef("https://w3id.org/canpol/id/person/maxime-bernier")})
