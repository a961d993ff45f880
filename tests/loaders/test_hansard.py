"""The Hansard loader on the staged House and committee XML (read in place from ../shared/data)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from canpol.errors import InputError
from canpol.graph.iris import IriMinter
from canpol.loaders import load_paths
from canpol.loaders.hansard import build, describe
from canpol.ontology import CANPOL

from conftest import SHARED, require

FOLDERS = [SHARED / "data" / "openparliament-fixtures" / "hansard_xml", SHARED / "data" / "openparliament-hansard-xml-extra"]
BASE = "https://w3id.org/canpol/"
PREFIXES = "PREFIX canpol: <https://w3id.org/canpol/ontology#> PREFIX vocab: <https://w3id.org/canpol/vocab/>\n"


def staged() -> list[Path]:
    require(all(f.is_dir() for f in FOLDERS), "the staged Hansard XML folders are not there")
    return sorted(p for f in FOLDERS for p in f.glob("*.xml"))


@pytest.fixture(scope="module")
def loaded():
    from canpol.graph.embedded import EmbeddedStore

    files = staged()
    store = EmbeddedStore(None)
    report = load_paths(store, files, IriMinter(BASE))
    yield store, report, files
    store.close()


@pytest.fixture(scope="module")
def built():
    minter = IriMinter(BASE)
    return {path.name: build(path, minter) for path in staged()}


def test_every_staged_house_and_committee_file_loads(loaded):
    store, report, files = loaded
    assert len(files) == 16
    assert report.failed == []
    assert len(report.loaded) == 16
    sittings = store.select(PREFIXES + "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s a canpol:Sitting }")
    meetings = store.select(PREFIXES + "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s a canpol:CommitteeMeeting }")
    # 12 House publications (42-1-2 in both languages: one sitting) and 4 committee meetings
    assert int(sittings[0]["n"]) == 11
    assert int(meetings[0]["n"]) == 4


def test_each_division_s_loaded_votes_add_up_to_its_printed_totals(loaded):
    store, _, _ = loaded
    rows = store.select(PREFIXES + """
        SELECT ?d ?yeas ?nays ?paired
               (SUM(IF(?o = vocab:Yea, 1, 0)) AS ?y) (SUM(IF(?o = vocab:Nay, 1, 0)) AS ?n)
               (SUM(IF(?o = vocab:Paired, 1, 0)) AS ?p)
        WHERE { ?d a canpol:Division ; canpol:yeas ?yeas ; canpol:nays ?nays ; canpol:paired ?paired .
                ?v canpol:inDivision ?d ; canpol:voteOption ?o }
        GROUP BY ?d ?yeas ?nays ?paired""")
    assert len(rows) == 10  # 2 in 44-1-200, 5 in HAN102-E, 3 in HAN086-E
    for row in rows:
        assert (int(row["y"]), int(row["n"]), int(row["p"])) == (int(row["yeas"]), int(row["nays"]), int(row["paired"])), row["d"]
    linked = store.select(PREFIXES + """
        SELECT (COUNT(?v) AS ?all) (SUM(IF(isIRI(?who), 1, 0)) AS ?kb)
        WHERE { ?v a canpol:Vote ; canpol:voter ?who }""")[0]
    assert int(linked["kb"]) / int(linked["all"]) > 0.99


def test_division_has_question_outcome_and_bill(loaded):
    store, _, _ = loaded
    rows = store.select(PREFIXES + """
        SELECT ?outcome ?question ?number WHERE {
            <https://w3id.org/canpol/id/division/44-1/333> canpol:outcome ?outcome ; canpol:question ?question ;
                canpol:concernsBill/canpol:billNumber ?number }""")
    assert rows and str(rows[0]["outcome"]).endswith("/Adopted") and str(rows[0]["number"]) == "C-21"
    assert "agreed to" in str(rows[0]["question"])


def test_speakers_with_a_person_id_are_linked_for_99_percent_and_misses_are_listed(built):
    linked = total = 0
    for name, (_, _, summary) in built.items():
        members = {k: v for k, v in summary.speakers.items() if v[0] != "not-a-member"}
        total += len(members)
        linked += sum(1 for person, _ in members.values() if person)
        missed = [printed for person, printed in members.values() if person is None]
        lines = describe(summary)
        for printed in missed:
            assert any(printed in line for line in lines if line.startswith("not linked")), (name, printed)
    assert total > 900
    assert linked / total >= 0.99, (linked, total)


def test_the_french_publication_loads_with_french_text_and_labels(built, loaded):
    store, _, _ = loaded
    _, triples, _ = built["42-1-2-fr.xml"]
    texts = [o for _, p, o in triples.to_graph() if p == CANPOL.statementText]
    assert texts and all(o.language == "fr" for o in texts)
    assert any("Monsieur le Président" in o or "monsieur le Président" in o for o in texts)
    # the two editions share the intervention's IRI: one intervention, its words in both languages
    rows = store.select(PREFIXES + """
        SELECT ?i (COUNT(DISTINCT LANG(?t)) AS ?langs) WHERE { ?i a canpol:Intervention ; canpol:statementText ?t }
        GROUP BY ?i HAVING (COUNT(DISTINCT LANG(?t)) = 2)""")
    assert len(rows) >= 40
    _, old, _ = built["41-1-54-fr.xml"]
    assert any(p == CANPOL.statementText and o.language == "fr" for _, p, o in old.to_graph())


def test_the_sitting_iri_is_the_article_loader_s(built):
    _, triples, _ = built["44-1-200-en.xml"]
    sitting = URIRef(BASE + "id/sitting/44-1/2023-05-18")
    assert (sitting, CANPOL.sittingNumber, Literal("200")) in triples


def test_a_loaded_sitting_conforms_to_the_shapes(built):
    from canpol.ontology import validate

    _, triples, _ = built["44-1-200-en.xml"]
    report = validate(triples.to_graph())
    assert report.conforms, str(report)[:2000]


def _source(name: str) -> Path:
    return next(p for p in staged() if p.name == name)


def test_a_truncated_file_is_an_error_naming_it_and_loads_nothing(tmp_path, loaded):
    store, _, _ = loaded
    data = _source("44-1-200-en.xml").read_bytes()
    cut = tmp_path / "cut.xml"
    cut.write_bytes(data[: len(data) // 2])
    before = store.graphs()
    report = load_paths(store, [cut], IriMinter(BASE))
    assert report.loaded == [] and len(report.failed) == 1
    message = report.failed[0][1]
    assert str(cut) in message and "truncated" in message and "Hansard" in message
    assert store.graphs() == before


def test_a_non_hansard_xml_file_is_an_error_saying_what_was_expected(tmp_path):
    other = tmp_path / "other.xml"
    other.write_text("<?xml version='1.0'?>\n<Debates><Item/></Debates>\n")
    with pytest.raises(InputError) as error:
        build(other, IriMinter(BASE))
    assert str(other) in str(error.value) and "<Hansard>" in str(error.value)
    report = load_paths(None, [other], IriMinter(BASE))
    assert report.loaded == [] and str(other) in report.failed[0][1] and "<Debates>" in report.failed[0][1]
    empty = tmp_path / "hollow.xml"
    empty.write_text("<Hansard><HansardBody/></Hansard>")
    with pytest.raises(InputError, match="ExtractedInformation"):
        build(empty, IriMinter(BASE))


def test_external_entities_and_dtds_are_never_resolved(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-CONTENT")
    data = _source("6265357-en.xml").read_text(encoding="utf-8-sig")
    head, rest = data.split("<Hansard", 1)
    doctype = f'<!DOCTYPE Hansard SYSTEM "{(tmp_path / "missing.dtd").as_uri()}" [<!ENTITY leak SYSTEM "{secret.as_uri()}">]>\n'
    rest = rest.replace("</ParaText>", "&leak;</ParaText>", 1)
    evil = tmp_path / "evil.xml"
    evil.write_text(doctype + "<Hansard" + rest, encoding="utf-8")
    _, triples, _ = build(evil, IriMinter(BASE))
    assert not any("TOP-SECRET" in str(o) for _, _, o in triples)


def test_a_sitting_and_a_committee_meeting_are_consistent_with_the_ontology(built):
    import shutil

    from rdflib import Graph

    from canpol.ontology.reasoning import check_ontology

    require(shutil.which("java") is not None, "HermiT needs Java")
    data = Graph()
    for name in ("44-1-200-en.xml", "5895073-fr.xml"):
        for triple in built[name][1]:
            data.add(triple)
    report = check_ontology(data)
    assert report.ok, report.text()


def test_memory_stays_flat_in_the_size_of_the_publication(tmp_path):
    """A 40 MB publication (one staged sitting's interventions repeated) is parsed in a child
    process whose peak memory grows by far less than the file: the tree is not kept."""
    import subprocess
    import sys

    data = _source("44-1-200-en.xml").read_text(encoding="utf-8-sig")
    start, end = data.index("<HansardBody>") + len("<HansardBody>"), data.index("</HansardBody>")
    big = tmp_path / "big.xml"
    with big.open("w", encoding="utf-8") as out:
        out.write(data[:start])
        while out.tell() < 40_000_000:
            out.write(data[start:end])
        out.write(data[end:])
    size = big.stat().st_size
    script = (
        "import resource, sys\n"
        "from pathlib import Path\n"
        "from canpol.loaders.hansard.parse import parse\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "n = sum(1 for _ in parse(Path(sys.argv[1])))\n"
        "print(n, (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) * 1024)\n")
    result = subprocess.run([sys.executable, "-c", script, str(big)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    records, grown = (int(x) for x in result.stdout.split())
    assert records > 10_000
    assert grown < size / 4, (grown, size)


SPEAKER_STATEMENTS = """<?xml version="1.0" encoding="UTF-8"?>
<Hansard xml:lang="EN" id="900001"><ExtractedInformation>
<ExtractedItem Name="InstitutionDebate">House of Commons Debates</ExtractedItem>
<ExtractedItem Name="MetaDocumentCategory">DEBATES</ExtractedItem><ExtractedItem Name="ParliamentNumber">44</ExtractedItem>
<ExtractedItem Name="SessionNumber">1</ExtractedItem><ExtractedItem Name="MetaNumberNumber">201</ExtractedItem>
<ExtractedItem Name="MetaDateNumYear">2023</ExtractedItem><ExtractedItem Name="MetaDateNumMonth">05</ExtractedItem>
<ExtractedItem Name="MetaDateNumDay">19</ExtractedItem></ExtractedInformation>
<HansardBody><OrderOfBusiness id="1" Rubric="OralQuestionPeriod"><OrderOfBusinessTitle>ORAL QUESTIONS</OrderOfBusinessTitle>
<SubjectOfBusiness id="2"><SubjectOfBusinessTitle>Test</SubjectOfBusinessTitle><SubjectOfBusinessContent>
<Intervention Type="Question" id="3"><PersonSpeaking><Affiliation DbId="278625" Type="2">Ms. Laurel Collins (Victoria, NDP)</Affiliation></PersonSpeaking>
<Content><ParaText id="4">Words the test made up.</ParaText></Content></Intervention>
<Intervention Type="Debate" id="5"><PersonSpeaking><Affiliation DbId="279135" Type="15">The Speaker</Affiliation>: </PersonSpeaking>
<Content><ParaText id="6">I ask the hon. member to withdraw those words.</ParaText></Content></Intervention>
<Intervention Type="Debate" id="7"><PersonSpeaking><Affiliation DbId="279135" Type="15">The Speaker</Affiliation>: </PersonSpeaking>
<Content><ParaText id="8">I must name the hon. member for <Affiliation DbId="278625" Type="2">Victoria</Affiliation> and order her to withdraw from the House for the remainder of this day's sitting.</ParaText></Content></Intervention>
</SubjectOfBusinessContent></SubjectOfBusiness></OrderOfBusiness></HansardBody></Hansard>
"""


def test_the_speaker_s_statements_request_naming_and_order_to_withdraw(tmp_path):
    """A publication written by the test (not House text) with the Chair's three kinds of statement."""
    from rdflib.namespace import RDF

    from canpol.ontology import VOCAB

    path = tmp_path / "statements.xml"
    path.write_text(SPEAKER_STATEMENTS, encoding="utf-8")
    _, triples, _ = build(path, IriMinter(BASE))
    graph = triples.to_graph()
    collins, rota = URIRef(BASE + "id/person/laurel-collins"), URIRef(BASE + "id/person/anthony-rota")
    request = next(graph.subjects(RDF.type, CANPOL.RequestToApologize))
    assert (request, CANPOL.agent, rota) in graph and (request, CANPOL.target, collins) in graph
    sanction = next(graph.subjects(RDF.type, CANPOL.OrderToWithdraw))
    assert (sanction, CANPOL.sanctionedPerson, collins) in graph
    assert (sanction, CANPOL.sanctionKind, VOCAB.OrderToWithdraw) in graph
    ruling = next(graph.subjects(CANPOL.imposes, sanction))
    assert (ruling, CANPOL.ruledBy, rota) in graph and (ruling, CANPOL.inCapacityOf, URIRef(BASE + "id/office/speaker")) in graph
    from canpol.ontology import validate

    assert validate(graph).conforms
