"""The command line through click's runner: load, query, export, graphs, remove, stats, errors."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from rdflib import Graph
from rdflib.compare import isomorphic

from canpol.cli import main
from tests.conftest import REPO

TURTLE = """@prefix ex: <https://example.org/> .
ex:alice ex:knows ex:bob ; ex:name "Alice"@en , "Alicé"@fr .
ex:bob ex:name "Bob" .
"""


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def canpol(runner, store_path):
    """Run `canpol --store <tmp> ARGS…` and return the click Result."""

    def run(*args):
        return runner.invoke(main, ["--store", str(store_path), *args], catch_exceptions=False)

    return run


@pytest.fixture
def people(tmp_path):
    path = tmp_path / "people.ttl"
    path.write_text(TURTLE, encoding="utf-8")
    return path


@pytest.mark.slow
def test_load_summary_counts_the_reference_graph_too(canpol, people):
    result = canpol("load", "--reference", str(people))
    assert result.exit_code == 0, result.output
    reference = int(re.search(r"^reference: (\d+) triples", result.output, re.M).group(1))
    assert reference > 100_000
    assert f"loaded 2 graph(s), {reference + 4} triples; 0 document(s) or file(s) failed" in result.output


def test_load_graphs_query_export_remove(canpol, people, tmp_path):
    result = canpol("load", str(people))
    assert result.exit_code == 0, result.output
    assert "4 triples into <https://w3id.org/canpol/graph/file/people>" in result.output

    result = canpol("graphs")
    assert re.search(r"^\s+4\s+https://w3id.org/canpol/graph/file/people$", result.output, re.M)

    result = canpol("query", "SELECT ?n WHERE { ?s <https://example.org/name> ?n } ORDER BY ?n",
                    "--format", "json")
    assert result.exit_code == 0
    values = [b["n"]["value"] for b in json.loads(result.output)["results"]["bindings"]]
    assert values == ["Alice", "Alicé", "Bob"]

    result = canpol("query", "SELECT ?n WHERE { ?s <https://example.org/name> ?n } ORDER BY ?n",
                    "--format", "csv")
    assert result.output.splitlines() == ["n", "Alice", "Alicé", "Bob"]

    out = tmp_path / "out.ttl"
    result = canpol("export", "--format", "turtle", "-o", str(out))
    assert result.exit_code == 0
    assert isomorphic(Graph().parse(out), Graph().parse(people))

    assert canpol("remove", "https://w3id.org/canpol/graph/file/people").exit_code == 0
    assert "0 graph(s)" in canpol("graphs").output


def test_query_from_file_and_construct_as_turtle(canpol, people, tmp_path):
    canpol("load", str(people))
    rq = tmp_path / "q.rq"
    rq.write_text("CONSTRUCT { ?s <https://example.org/knows> ?o } WHERE { ?s <https://example.org/knows> ?o }")
    result = canpol("query", f"@{rq}", "--format", "turtle")
    assert result.exit_code == 0
    assert len(Graph().parse(data=result.output, format="turtle")) == 1


def test_stats_counts_graphs(canpol, people):
    canpol("load", str(people))
    result = canpol("stats")
    assert "graphs: 1" in result.output
    assert "triples (sum over graphs): 4" in result.output


def test_malformed_turtle_exits_2_with_position_and_changes_nothing(canpol, people, tmp_path):
    canpol("load", str(people))
    before = canpol("export", "--format", "nq").output
    broken = tmp_path / "broken"
    broken.mkdir()
    bad = broken / "people.ttl"
    bad.write_text(TURTLE + "ex:carol ex:name \"no end .\n", encoding="utf-8")
    result = canpol("load", str(bad))
    assert result.exit_code == 2
    assert re.search(re.escape(str(bad)) + r":4:\d+", result.stderr if hasattr(result, "stderr") else result.output)
    assert canpol("export", "--format", "nq").output == before


def test_usage_and_input_errors_exit_2(canpol, tmp_path):
    assert canpol("load").exit_code == 2
    assert canpol("load", str(tmp_path / "missing.ttl")).exit_code == 2
    assert canpol("query", "SELEC nothing").exit_code == 2
    assert canpol("remove", "https://example.org/no-such-graph").exit_code == 2
    assert canpol("query", "@" + str(tmp_path / "missing.rq")).exit_code == 2


def test_every_command_is_documented_in_the_readme():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for name in main.commands:
        assert f"`canpol {name}" in readme, f"canpol {name} is not documented in README.md"


def test_exit_codes_are_documented_in_help_and_readme(runner):
    help_text = runner.invoke(main, ["--help"]).output
    assert "Exit codes: 0 ok, 1 data does not conform, 2 usage" in " ".join(help_text.split())
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "## Errors and exit codes" in readme


def test_loading_json_lines_reports_each_document_and_a_summary(canpol, tmp_path, monkeypatch):
    from canpol.loaders.article.kb import EmptyKB

    monkeypatch.setattr("canpol.loaders.article.default_kb", lambda base=None: EmptyKB())
    path = tmp_path / "news.jsonl"
    records = [{"url": f"https://example.org/news/{n}", "date": "2020-06-18",
                "text": f"The House of Commons sat on Wednesday for debate number {n}."} for n in range(3)]
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n{broken\n", encoding="utf-8")
    result = canpol("load", str(path))
    assert result.exit_code == 2
    assert len(re.findall(rf"^{re.escape(str(path))}: \d+ triples into <", result.stdout, re.M)) == 3
    assert "news.jsonl#4: not JSON" in result.stderr
    assert re.search(r"^loaded 3 graph\(s\), \d+ triples; 1 document\(s\) or file\(s\) failed;", result.stdout, re.M)
    assert "3 graph(s)" in canpol("graphs").output
