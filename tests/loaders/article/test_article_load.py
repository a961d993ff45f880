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


def test_a_jsonl_is_written_in_batches_with_progress_per_document(embedded_store, tmp_path, fake_kb,
                                                                   monkeypatch):
    import canpol.loaders.article as article
    from rdflib import URIRef

    monkeypatch.setattr("canpol.loaders.article.default_kb", lambda base=None: fake_kb)
    real_build = article.build_graph

    def build_with_a_bad_iri_in_record_2(extraction, *args):
        name, graph = real_build(extraction, *args)
        if extraction.document.origin.endswith("#2"):  # a graph the store refuses, found only at write time
            graph.add((URIRef("https://example.org/not an iri"), URIRef("https://example.org/p"), URIRef(name)))
        return name, graph

    monkeypatch.setattr(article, "build_graph", build_with_a_bad_iri_in_record_2)
    writes = []
    real_replace_graphs = embedded_store.replace_graphs
    monkeypatch.setattr(embedded_store, "replace_graphs", lambda graphs: writes.append(len(graphs))
                        or real_replace_graphs(graphs))
    records = [{"url": f"https://example.org/news/{n}", "date": "2020-06-18",
                "text": f"Justin Trudeau apologized on Monday for remark number {n}."} for n in range(1, 5)]
    records[2] = "not an object"
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    ticks = []
    report = load_paths(embedded_store, [path], IriMinter(), progress=ticks.append)
    assert ticks == [str(path)] * 4
    assert len(report.loaded) == 2
    messages = sorted(m for _, m in report.failed)
    assert len(messages) == 2 and messages[0].startswith("many.jsonl#2: ") and "not an iri" in messages[0]
    assert messages[1].startswith("many.jsonl#3: ")
    assert writes == [3, 1, 1, 1]  # one write for the batch, refused whole; then graph by graph
    graphs = [g.iri for g in embedded_store.graphs() if "/graph/source/" in g.iri]
    assert sorted(graphs) == sorted(g for _, g, _ in report.loaded)


def test_extracting_leaves_the_documents_as_they_were_read(fake_kb):
    import datetime as dt

    from canpol.loaders.article import extract_batch
    from canpol.loaders.article.read import Document

    doc = Document(text="Jagmeet Singh spoke.\n\nA post here\n— Jagmeet Singh (@theJagmeetSingh) June 17, 2020")
    [x] = extract_batch([doc], fake_kb)
    assert (doc.date, doc.language) == (None, None)
    assert (x.document.date, x.document.date_inferred, x.document.language) == (
        dt.date(2020, 6, 17), "latest embedded post", "en")
