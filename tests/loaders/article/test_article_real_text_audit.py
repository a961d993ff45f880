"""scripts/real_text_audit.py on a small JSON-lines corpus written here (invented sentences): events
per type with their arguments and evidence, counts per event type and document type, the filters and
the seeded sample, and nothing written anywhere but the terminal."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from pathlib import Path

import pytest
from article_fixtures import fake_kb  # noqa: F401  (fixture)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "real_text_audit.py"


@pytest.fixture(scope="module")
def audit():
    spec = importlib.util.spec_from_file_location("real_text_audit", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclass looks its module up there)
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


RECORDS = [
    {"id": "agenda-1", "type": "itineraries", "date": "2020-06-17", "title": "Agenda",
     "text": "Prime Minister Justin Trudeau will take part in a news conference with the premiers."},
    {"id": "statement-1", "type": "statements", "date": "2020-06-17", "title": "Statement",
     "text": "NDP Leader Jagmeet Singh issued a statement on Wednesday about the new rules."},
    {"id": "readout-1", "type": "readouts", "date": "2020-06-18", "title": "Readout",
     "text": "Justin Trudeau expressed regret that he could not attend the summit.\n\n"
             "Jagmeet Singh apologized to Yves-François Blanchet on Thursday."},
]


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    return path


def test_events_per_type_with_arguments_and_counts(audit, corpus, fake_kb):
    events, documents = audit.audit_corpus_events(corpus, kb=fake_kb)
    assert documents == {"itineraries": 1, "statements": 1, "readouts": 1}
    found = sorted((e.kind, e.document, e.doc_type, e.date) for e in events)
    # the agenda's future news conference and the regret about a circumstance give nothing
    assert found == [("Apology", "readout-1", "readouts", "2020-06-18"),
                     ("PressStatement", "statement-1", "statements", "2020-06-17")]
    apology = next(e for e in events if e.kind == "Apology")
    assert apology.agent.startswith("Jagmeet Singh") and apology.target.startswith("Yves-François Blanchet")
    assert "apologized" in apology.evidence and "regret" not in apology.evidence
    out = io.StringIO()
    audit.format_audit_report(events, events, documents, out)
    report = out.getvalue()
    assert "== Apology (1 shown)" in report and "evidence: Jagmeet Singh apologized" in report
    assert "Apology: 1 (readouts 1)" in report and "PressStatement: 1 (statements 1)" in report
    assert "documents per type: itineraries 1, readouts 1, statements 1" in report


def test_filters_and_a_seeded_sample(audit, corpus, fake_kb):
    events, documents = audit.audit_corpus_events(corpus, doc_types={"readouts"}, kb=fake_kb)
    assert documents == {"readouts": 1} and [e.kind for e in events] == ["Apology"]
    events, _ = audit.audit_corpus_events(corpus, kb=fake_kb)
    assert [e.kind for e in audit.select_audited_events(events, kinds={"PressStatement"})] == ["PressStatement"]
    many = events * 5
    first = audit.select_audited_events(many, sample=2, seed=3)
    assert len(first) == 4  # two per type
    assert first == audit.select_audited_events(many, sample=2, seed=3)


def test_prints_to_the_terminal_only(audit, corpus, tmp_path, monkeypatch, capsys):
    before = sorted(p.name for p in tmp_path.iterdir())
    monkeypatch.setattr("canpol.loaders.article.kb.default_kb", lambda base=None: __import__(
        "article_kb").FakeKB())
    assert audit.main([str(corpus), "--type", "Apology"]) == 0
    printed = capsys.readouterr().out
    assert "[Apology 1] readout-1 (readouts)" in printed and "[PressStatement" not in printed
    assert "all events: 2" in printed
    assert sorted(p.name for p in tmp_path.iterdir()) == before


SITTING = """<?xml version="1.0" encoding="UTF-8"?>
<Hansard xml:lang="EN" id="900002"><ExtractedInformation>
<ExtractedItem Name="InstitutionDebate">House of Commons Debates</ExtractedItem>
<ExtractedItem Name="MetaDocumentCategory">DEBATES</ExtractedItem><ExtractedItem Name="ParliamentNumber">43</ExtractedItem>
<ExtractedItem Name="SessionNumber">1</ExtractedItem><ExtractedItem Name="MetaNumberNumber">40</ExtractedItem>
<ExtractedItem Name="MetaDateNumYear">2020</ExtractedItem><ExtractedItem Name="MetaDateNumMonth">06</ExtractedItem>
<ExtractedItem Name="MetaDateNumDay">18</ExtractedItem></ExtractedInformation>
<HansardBody><OrderOfBusiness id="1" Rubric="OralQuestionPeriod"><OrderOfBusinessTitle>ORAL QUESTIONS</OrderOfBusinessTitle>
<SubjectOfBusiness id="2"><SubjectOfBusinessTitle>Made up</SubjectOfBusinessTitle><SubjectOfBusinessContent>
<Intervention Type="Question" id="3"><PersonSpeaking><Affiliation DbId="1" Type="2">A member</Affiliation></PersonSpeaking>
<Content><ParaText id="4">Mr. Speaker, yesterday Jagmeet Singh apologized to Yves-François Blanchet.</ParaText>
<ParaText id="5">Will the government say what it thinks?</ParaText></Content></Intervention>
<Intervention Type="Answer" id="6"><PersonSpeaking><Affiliation DbId="2" Type="4">A minister</Affiliation></PersonSpeaking>
<Content><ParaText id="7">Mr. Speaker, we will answer in due course.</ParaText></Content></Intervention>
</SubjectOfBusinessContent></SubjectOfBusiness></OrderOfBusiness></HansardBody></Hansard>
"""


def test_a_hansard_sitting_is_read_one_document_per_intervention(audit, tmp_path, fake_kb):
    """Hansard XML (written here, not House text): each intervention is a document of its kind,
    dated the sitting; a language filter reads only publications in that language."""
    path = tmp_path / "sitting.xml"
    path.write_text(SITTING, encoding="utf-8")
    events, documents = audit.audit_corpus_events([path], kb=fake_kb)
    assert documents == {"Question": 1, "Answer": 1}
    assert [(e.kind, e.document, e.doc_type) for e in events] == [("Apology", "sitting.xml#3", "Question")]
    assert events[0].date == "2020-06-17" and events[0].agent.startswith("Jagmeet Singh")
    events, documents = audit.audit_corpus_events([path], kb=fake_kb, language="fr")
    assert events == [] and not documents


def test_unread_sentences_name_a_person_beside_a_word_of_a_kind_not_found(audit, corpus, fake_kb, tmp_path, monkeypatch,
                                                                          capsys):
    """--unread: a sentence naming a KB person beside a word of a kind's act, with no event of that
    kind for that person in the document, is listed; a sentence whose act was read is not."""
    unread, documents = audit.audit_unread_sentences(corpus, kb=fake_kb)
    assert documents == {"itineraries": 1, "statements": 1, "readouts": 1}
    listed = {(u.document, u.kind, u.person.split(" <")[0], u.word) for u in unread}
    # the regret about a circumstance names Trudeau beside a word of apologies, and gave no Apology
    assert ("readout-1", "Apology", "Justin Trudeau", "regret") in listed
    # Singh's apology was read: neither he nor Blanchet is listed for an Apology
    assert not {u for u in listed if u[1] == "Apology" and u[2] != "Justin Trudeau"}
    # Singh's statement was read as one: not listed as an unread PressStatement
    assert not {u for u in listed if u[0] == "statement-1" and u[1] == "PressStatement"}
    trudeau = next(u for u in unread if u.kind == "Apology")
    assert trudeau.sentence == "Justin Trudeau expressed regret that he could not attend the summit."
    monkeypatch.setattr("canpol.loaders.article.kb.default_kb", lambda base=None: __import__("article_kb").FakeKB())
    before = sorted(p.name for p in tmp_path.iterdir())
    assert audit.main([str(corpus), "--unread", "--type", "Apology"]) == 0
    printed = capsys.readouterr().out
    assert "== unread Apology (1 shown)" in printed and "word 'regret'" in printed
    assert "unread Apology: 1" in printed and "all unread:" in printed
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # the terminal only
