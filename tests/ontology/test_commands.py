"""`canpol validate` and `canpol check-ontology` through click's runner, with their exit codes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from canpol.cli import main
from conftest import require

DATA = Path(__file__).parent / "data"
GOOD = "https://w3id.org/canpol/graph/file/conforming"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def loaded(runner, store_path):
    result = runner.invoke(main, ["--store", str(store_path), "load", str(DATA / "conforming.ttl")])
    assert result.exit_code == 0, result.output
    return store_path


def test_commands_are_registered_and_document_exit_codes(runner):
    result = runner.invoke(main, ["--help"])
    assert "validate" in result.output and "check-ontology" in result.output
    for command in ("validate", "check-ontology"):
        help_text = runner.invoke(main, [command, "--help"]).output
        assert "Exit codes: 0 ok, 1 data does not conform" in help_text


def test_validate_conforming_store_exits_0(runner, loaded):
    result = runner.invoke(main, ["--store", str(loaded), "validate"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("conforms: yes")


def test_validate_non_conforming_store_exits_1(runner, loaded):
    bad = runner.invoke(main, ["--store", str(loaded), "load", str(DATA / "inconsistent.ttl")])
    assert bad.exit_code == 0, bad.output
    result = runner.invoke(main, ["--store", str(loaded), "validate"])
    assert result.exit_code == 1, result.output
    assert "conforms: no" in result.output
    assert "https://example.org/canpol/id/person/x" in result.output
    assert "canpol: error: the store does not conform: 1 violation(s)" in result.output
    # The conforming graph alone still conforms.
    alone = runner.invoke(main, ["--store", str(loaded), "validate", "--graph", GOOD])
    assert alone.exit_code == 0, alone.output


def test_validate_unknown_graph_is_an_input_error(runner, loaded):
    result = runner.invoke(main, ["--store", str(loaded), "validate", "--graph", "https://example.org/no-such-graph"])
    assert result.exit_code == 2
    assert "no graph named" in result.output


def test_check_ontology_exits_0_and_prints_inferred_changes(runner):
    require(shutil.which("java") is not None, "HermiT needs Java")
    result = runner.invoke(main, ["check-ontology", "--data", str(DATA / "curated.ttl")])
    assert result.exit_code == 0, result.output
    assert "consistent: yes" in result.output
    assert "canpol:Member ⊑ canpol:Person" in result.output


def test_check_ontology_with_inconsistent_data_exits_1(runner):
    require(shutil.which("java") is not None, "HermiT needs Java")
    result = runner.invoke(main, ["check-ontology", "--data", str(DATA / "inconsistent.ttl")])
    assert result.exit_code == 1, result.output
    assert "consistent: no" in result.output


def test_check_ontology_with_unreadable_data_exits_2(runner, tmp_path):
    broken = tmp_path / "broken.ttl"
    broken.write_text("<a> <b> .\n", encoding="utf-8")
    result = runner.invoke(main, ["check-ontology", "--data", str(broken)])
    assert result.exit_code == 2
    assert "broken.ttl" in result.output


def test_validate_report_as_json_and_as_shacl_graph(runner, loaded):
    import json

    from rdflib import Graph
    from rdflib.namespace import SH

    runner.invoke(main, ["--store", str(loaded), "load", str(DATA / "inconsistent.ttl")])
    as_json = runner.invoke(main, ["--store", str(loaded), "validate", "--format", "json"])
    assert as_json.exit_code == 1
    payload = json.loads(as_json.stdout)
    assert payload["conforms"] is False and payload["violations"] == 1
    [result] = payload["results"]
    assert result["focus"] == "<https://example.org/canpol/id/person/x>"
    assert result["shape"] == "https://w3id.org/canpol/shapes#PersonIsNoOrganization"
    as_turtle = runner.invoke(main, ["--store", str(loaded), "validate", "--format", "turtle"])
    assert as_turtle.exit_code == 1
    report = Graph().parse(data=as_turtle.stdout, format="turtle")
    assert len(list(report.subjects(SH.conforms, None))) == 1
    assert len(list(report.objects(None, SH.result))) == 1


def test_check_ontology_over_graphs_of_the_store(runner, loaded):
    require(shutil.which("java") is not None, "HermiT needs Java")
    ok = runner.invoke(main, ["--store", str(loaded), "check-ontology", "--graph", GOOD])
    assert ok.exit_code == 0, ok.output
    assert "consistent: yes" in ok.output
    assert "literals outside the OWL 2 datatype map left out" in ok.output  # the sample's xsd:dates
    runner.invoke(main, ["--store", str(loaded), "load", str(DATA / "inconsistent.ttl")])
    bad = runner.invoke(main, ["--store", str(loaded), "check-ontology", "--graph", GOOD,
                               "--graph", "https://w3id.org/canpol/graph/file/inconsistent"])
    assert bad.exit_code == 1, bad.output
    missing = runner.invoke(main, ["--store", str(loaded), "check-ontology", "--graph", "https://example.org/none"])
    assert missing.exit_code == 2
