"""Bounded parsing: entity expansion ("billion laughs"), quadratic blow-up and hostile nesting are
refused with a clear error by every parser the loaders use (RDF/XML, HTML, YAML front matter,
JSON), before they cost memory, and nothing is loaded."""

from __future__ import annotations

import gzip

import pytest

from canpol.errors import InputError
from canpol.graph.xmlbudget import EXPANSION_BUDGET
from canpol.loaders.article.read import read_document

RDF_HEAD = ('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="http://e/">'
            '<rdf:Description rdf:about="http://e/s">')
RDF_TAIL = "</rdf:Description></rdf:RDF>"


def laughs(levels: int, fan: int = 10) -> str:
    """The classic: each entity is `fan` references to the one before; under 1 KB."""
    entities = ['<!ENTITY lol0 "lol">'] + [
        f'<!ENTITY lol{i} "' + f"&lol{i - 1};" * fan + '">' for i in range(1, levels + 1)]
    return ('<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF [\n' + "\n".join(entities) + "]>\n"
            + RDF_HEAD + f"<ex:p>&lol{levels};</ex:p>" + RDF_TAIL)


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    if name.endswith(".gz"):
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("levels", [6, 9])
def test_rdfxml_billion_laughs_is_refused_and_nothing_loaded(embedded_store, tmp_path, levels):
    path = write(tmp_path, "laughs.rdf", laughs(levels))
    assert path.stat().st_size < 1024
    with pytest.raises(InputError, match="billion laughs"):
        embedded_store.import_file(path, "urn:graph:laughs")
    assert not embedded_store.has_graph("urn:graph:laughs")


def test_rdfxml_quadratic_blowup_is_refused(embedded_store, tmp_path):
    # One 100 kB entity referenced 20 times, the references spread over more than one read chunk.
    body = "".join(f"<ex:p{i}>&big;</ex:p{i}>" + " " * 70_000 for i in range(20))
    text = (f'<!DOCTYPE rdf:RDF [<!ENTITY big "{"x" * 100_000}">]>' + RDF_HEAD + body + RDF_TAIL)
    path = write(tmp_path, "quadratic.rdf.gz", text)
    with pytest.raises(InputError, match="expand to over"):
        embedded_store.import_file(path, "urn:graph:quadratic")
    assert not embedded_store.has_graph("urn:graph:quadratic")


def test_rdfxml_with_ordinary_entities_still_loads(embedded_store, tmp_path):
    text = ('<!DOCTYPE rdf:RDF [<!ENTITY xsd "http://www.w3.org/2001/XMLSchema#">]>' + RDF_HEAD
            + '<ex:n rdf:datatype="&xsd;integer">7</ex:n>' + RDF_TAIL)
    assert embedded_store.import_file(write(tmp_path, "ok.rdf", text), "urn:graph:ok") == 1
    assert embedded_store.ask("ASK { ?s ?p 7 }")


def test_rdfxml_entities_just_under_the_budget_load(embedded_store, tmp_path):
    size = EXPANSION_BUDGET // 4
    body = "".join(f"<ex:p{i}>&e;</ex:p{i}>" for i in range(3))
    text = f'<!DOCTYPE rdf:RDF [<!ENTITY e "{"y" * size}">]>' + RDF_HEAD + body + RDF_TAIL
    assert embedded_store.import_file(write(tmp_path, "under.rdf", text), "urn:graph:under") == 3


def test_rdfxml_parameter_entities_are_refused(embedded_store, tmp_path):
    text = '<!DOCTYPE rdf:RDF [<!ENTITY % p "x">]>' + RDF_HEAD + "<ex:p>1</ex:p>" + RDF_TAIL
    with pytest.raises(InputError, match="parameter entity"):
        embedded_store.import_file(write(tmp_path, "param.rdf", text), "urn:graph:param")


def test_html_entities_are_not_expanded():
    entities = ['<!ENTITY lol0 "lol">'] + [f'<!ENTITY lol{i} "' + f"&lol{i - 1};" * 10 + '">' for i in range(1, 10)]
    html = ("<!DOCTYPE html [" + "".join(entities) + "]><html><head><title>t</title></head><body><article>"
            "<p>Some text about politics in Canada, long enough to be the main text of the page. &lol9;</p>"
            "<p>More text about the House of Commons and its members.</p></article></body></html>")
    documents = list(read_document(html.encode(), ".html", "laughs.html"))
    texts = [d.text for d in documents if hasattr(d, "text")]
    assert all(len(text) < 10_000 for text in texts)


def test_yaml_front_matter_aliases_are_refused():
    # YAML's billion laughs: nine levels of nine aliases, a few hundred bytes.
    lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for previous, name in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 9) + "]")
    text = "---\n" + "\n".join(lines) + "\ntitle: *i\n---\nSome text.\n"
    with pytest.raises(InputError, match="aliases"):
        list(read_document(text.encode(), ".md", "bomb.md"))


def test_yaml_front_matter_values_must_be_single():
    text = "---\ntitle: [a, b]\n---\nSome text.\n"
    with pytest.raises(InputError, match="single value"):
        list(read_document(text.encode(), ".md", "list.md"))


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_deeply_nested_json_is_a_clear_error(suffix):
    deep = b"[" * 100_000 + b"]" * 100_000
    outcomes = []
    try:
        outcomes = list(read_document(deep, suffix, "deep" + suffix))
    except InputError as error:
        outcomes = [error]
    assert len(outcomes) == 1 and isinstance(outcomes[0], InputError)
    assert "nested too deeply" in str(outcomes[0])
