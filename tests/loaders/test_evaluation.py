"""canpol eval: scoring functions on hand-made cases, gold validation, reading facts from a graph."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, XSD

from canpol.errors import InputError
from canpol.graph.embedded import EmbeddedStore
from canpol.loaders.evaluation import (
    Counts, Event, Facts, Motion, match_events, parse_gold, predicted_facts, read_gold, read_gold_dir,
    score_article, score_events, score_motions, set_counts, total,
)

BASE = "https://w3id.org/canpol/"
ID = Namespace(BASE + "id/")
CANPOL = Namespace("https://w3id.org/canpol/ontology#")
VOCAB = Namespace("https://w3id.org/canpol/vocab/")


def event(type_, agent=None, target=None, word=None, date=None):
    return Event(type_, frozenset([agent] if agent else []), frozenset([target] if target else []), word, date)


# -- Counts and sets ---------------------------------------------------------------------------


def test_counts_perfect_partial_and_empty():
    assert set_counts({"a", "b"}, {"a", "b"}).as_dict()["f1"] == 1.0
    partial = set_counts({"a", "b", "c", "d"}, {"a", "b", "x"})
    assert (partial.tp, partial.fp, partial.fn) == (2, 1, 2)
    assert partial.precision == pytest.approx(2 / 3)
    assert partial.recall == pytest.approx(0.5)
    assert partial.f1 == pytest.approx(2 * (2 / 3) * 0.5 / (2 / 3 + 0.5))
    nothing_found = set_counts({"a"}, set())
    assert (nothing_found.precision, nothing_found.recall, nothing_found.f1) == (1.0, 0.0, 0.0)
    # Nothing to find and nothing found is a perfect score, not a division by zero.
    assert set_counts(set(), set()).f1 == 1.0
    assert set_counts(set(), {"x"}).f1 == 0.0


def test_total_sums_kinds_and_overall():
    one = score_article(Facts(links={"person/a"}), Facts(links={"person/a", "party/b"}))
    two = score_article(Facts(links={"person/c"}, dates={"2020-01-01"}), Facts())
    sums = total([one, two])
    assert (sums["links"].tp, sums["links"].fp, sums["links"].fn) == (1, 1, 1)
    assert (sums["dates"].tp, sums["dates"].fn) == (0, 1)
    assert sums["overall"].tp == 1 and sums["overall"].fp == 1 and sums["overall"].fn == 2


# -- events --------------------------------------------------------------------------------------


def test_events_perfect():
    gold = [event("UnparliamentaryLanguage", "person/a", "person/b", "racist", "2020-06-17"),
            event("Expulsion", target="person/a", date="2020-06-17")]
    events, arguments = score_events(gold, list(reversed(gold)))
    assert (events.tp, events.fp, events.fn) == (2, 0, 0)
    assert (arguments.tp, arguments.fp, arguments.fn) == (6, 0, 0)


def test_event_needs_same_type_agent_and_target():
    gold = [event("UnparliamentaryLanguage", "person/a", "person/b", "racist")]
    assert match_events(gold, [event("Accusation", "person/a", "person/b", "racist")]) == []
    assert match_events(gold, [event("UnparliamentaryLanguage", "person/c", "person/b", "racist")]) == []
    assert match_events(gold, [event("UnparliamentaryLanguage", "person/a", None, "racist")]) == []
    # The word is an argument, not part of the match: a wrong word is one wrong argument.
    events, arguments = score_events(gold, [event("UnparliamentaryLanguage", "person/a", "person/b", "liar")])
    assert (events.tp, events.fp, events.fn) == (1, 0, 0)
    assert (arguments.tp, arguments.fp, arguments.fn) == (2, 1, 1)


def test_roles_the_gold_leaves_out_are_wildcards_and_not_scored():
    gold = [event("Expulsion", target="person/a", date="2020-06-17")]
    predicted = [event("Expulsion", "person/speaker", "person/a", date="2020-06-17")]
    events, arguments = score_events(gold, predicted)
    assert (events.tp, arguments.tp, arguments.fp, arguments.fn) == (1, 2, 0, 0)


def test_events_match_one_to_one_and_pair_by_date():
    gold = [event("Apology", "person/a", date="2016-05-18"), event("Apology", "person/a", date="2016-05-19")]
    predicted = [event("Apology", "person/a", date="2016-05-19"), event("Apology", "person/a", date="2016-05-18")]
    assert match_events(gold, predicted) == [(0, 1), (1, 0)]
    events, _ = score_events(gold, predicted[:1])
    assert (events.tp, events.fp, events.fn) == (1, 0, 1)
    events, arguments = score_events(gold[:1], predicted + [event("Apology", "person/a")])
    assert (events.tp, events.fp, events.fn) == (1, 2, 0)
    assert arguments.fp == 3  # agent and date of the unmatched 05-19 apology, agent of the third


def test_events_empty():
    assert score_events([], []) == (Counts(), Counts())
    events, arguments = score_events([], [event("Resignation", "person/a", date="2020-08-17")])
    assert (events.fp, arguments.fp) == (1, 2)
    events, arguments = score_events([event("Resignation", "person/a")], [])
    assert (events.fn, arguments.fn) == (1, 1)


# -- motions -----------------------------------------------------------------------------------


M103 = Motion(mover="person/k", type="PrivateMembersMotion", outcome="Adopted", method="RecordedDivision",
              yeas=201, nays=91, demands=2, date="2017-03-23")


def test_motions_perfect():
    motions, outcomes, details = score_motions([M103], [M103])
    assert (motions.tp, outcomes.tp, outcomes.fp, outcomes.fn) == (1, 1, 0, 0)
    assert (details.tp, details.fp, details.fn) == (7, 0, 0)


def test_motion_partial_and_wrong_outcome():
    predicted = Motion(mover="person/k", outcome="Negatived", yeas=201, nays=19, subjects=frozenset({"org/rcmp"}))
    motions, outcomes, details = score_motions([M103], [predicted])
    assert motions.tp == 1
    assert (outcomes.tp, outcomes.fp, outcomes.fn) == (0, 1, 1)
    # mover and yeas right; nays wrong (fp + fn); type, method, demands, date missing; extra subject.
    assert (details.tp, details.fp, details.fn) == (2, 2, 5)


def test_motion_with_another_mover_does_not_match():
    motions, outcomes, _ = score_motions([M103], [Motion(mover="person/x", outcome="Adopted")])
    assert (motions.tp, motions.fp, motions.fn) == (0, 1, 1)
    assert (outcomes.tp, outcomes.fp, outcomes.fn) == (0, 1, 1)


def test_motion_without_gold_mover_matches_any():
    gold = Motion(outcome="ConsentRefused", method="UnanimousConsent")
    motions, outcomes, details = score_motions([gold], [Motion(mover="person/x", outcome="ConsentRefused",
                                                               method="UnanimousConsent")])
    assert (motions.tp, outcomes.tp, details.tp, details.fp) == (1, 1, 1, 0)


def test_motions_empty():
    assert score_motions([], []) == (Counts(), Counts(), Counts())
    motions, outcomes, details = score_motions([M103], [])
    assert (motions.fn, outcomes.fn, details.fn) == (1, 1, 7)


# -- gold files --------------------------------------------------------------------------------


GOOD = {
    "article": "a.md", "language": "en", "facts": ["something happened"],
    "entities": [{"mention": "Jagmeet Singh", "iri": "person/jagmeet-singh"}, {"mention": "RCMP", "iri": "org/rcmp"}],
    "events": [{"type": "UnparliamentaryLanguage", "agent": "person/jagmeet-singh",
                "target": "person/alain-therrien", "word": "« Racist »", "date": "2020-06-17"}],
    "motions": [{"mover": "person/jagmeet-singh", "outcome": "ConsentRefused", "method": "UnanimousConsent",
                 "subjects": ["org/rcmp"], "demands": 4, "date": "2020-06-17"}],
    "dates": ["2020-06-17"],
}


def test_parse_gold_good():
    gold = parse_gold(GOOD, Path("g.yaml"))
    assert gold.facts.links == {"person/jagmeet-singh", "org/rcmp"}
    assert gold.facts.events == [event("UnparliamentaryLanguage", "person/jagmeet-singh", "person/alain-therrien",
                                       "racist", "2020-06-17")]
    assert gold.facts.motions[0].subjects == {"org/rcmp"} and gold.facts.motions[0].demands == 4
    assert gold.facts.dates == {"2020-06-17"}


@pytest.mark.parametrize("change, key", [
    ({"entities": [{"mention": "x", "iri": "https://example.org/x"}]}, "entities[0].iri"),
    ({"entities": [{"mention": "x", "iri": "office/speaker"}]}, "entities[0].iri"),
    ({"entities": [{"iri": "person/x"}]}, "entities[0].mention"),
    ({"events": [{"type": "Scuffle"}]}, "events[0].type"),
    ({"events": [{"type": "Apology", "when": "2020-01-01"}]}, "events[0].when"),
    ({"events": [{"type": "Apology", "date": "June 17"}]}, "events[0].date"),
    ({"motions": [{"outcome": "Passed"}]}, "motions[0].outcome"),
    ({"motions": [{"outcome": "Adopted", "yeas": -3}]}, "motions[0].yeas"),
    ({"motions": [{"method": "VoiceVote"}]}, "motions[0].outcome"),
    ({"dates": "2020-06-17"}, "dates"),
    ({"language": "de"}, "language"),
    ({"extra": 1}, "extra"),
])
def test_parse_gold_names_file_and_key(change, key):
    with pytest.raises(InputError) as error:
        parse_gold({**GOOD, **change}, Path("bad.yaml"))
    assert str(error.value).startswith(f"bad.yaml: {key}: ")


def test_parse_gold_missing_key():
    data = dict(GOOD)
    del data["events"]
    with pytest.raises(InputError, match=r"^bad.yaml: events: missing"):
        parse_gold(data, Path("bad.yaml"))


def test_read_gold_bad_yaml_and_empty_folder(tmp_path):
    (tmp_path / "x.yaml").write_text("article: [unclosed\n", encoding="utf-8")
    with pytest.raises(InputError, match="not valid YAML"):
        read_gold(tmp_path / "x.yaml")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match="no gold files"):
        read_gold_dir(empty)
    with pytest.raises(InputError, match="no such folder"):
        read_gold_dir(tmp_path / "missing")


# -- reading predicted facts from a store ------------------------------------------------------


def article_graph() -> Graph:
    """A tiny hand-made article graph in the shape docs/data-model.md describes."""
    g = Graph()
    source, singh, therrien = ID["source/abc"], ID["person/jagmeet-singh"], ID["person/alain-therrien"]
    g.add((source, RDF.type, CANPOL.NewsArticle))
    for entity in (singh, therrien, ID["party/ndp"], ID["org/rcmp"], ID["person/chantel-moore"], ID["office/speaker"]):
        g.add((source, CANPOL.mentions, entity))
    day = Literal("2020-06-17", datatype=XSD.date)
    words = ID["event/2020-06-17/unparliamentary-language/jagmeet-singh"]
    g.add((words, RDF.type, CANPOL.UnparliamentaryLanguage))
    g.add((words, CANPOL.agent, singh))
    g.add((words, CANPOL.target, therrien))
    g.add((words, CANPOL.word, Literal("racist")))
    g.add((words, CANPOL.date, day))
    accusation, mp = ID["event/2020-06-17/accusation/x"], BNode()
    g.add((accusation, RDF.type, CANPOL.Accusation))
    g.add((accusation, CANPOL.agent, mp))
    g.add((accusation, CANPOL.target, singh))
    ruling = ID["ruling/2020-06-17/jagmeet-singh"]
    g.add((ruling, RDF.type, CANPOL.Ruling))
    g.add((ruling, CANPOL.concernsMember, singh))
    g.add((ruling, CANPOL.date, day))
    motion, decision = ID["motion/2020-06-17/rcmp"], ID["decision/2020-06-17/rcmp"]
    g.add((motion, RDF.type, CANPOL.Motion))
    g.add((motion, CANPOL.mover, singh))
    g.add((motion, CANPOL.motionType, VOCAB.UnanimousConsentMotion))
    g.add((motion, CANPOL.subject, ID["org/rcmp"]))
    for n in (1, 2, 3, 4):
        g.add((motion, CANPOL.demand, ID[f"demand/2020-06-17/rcmp/{n}"]))
    g.add((decision, RDF.type, CANPOL.HouseDecision))
    g.add((decision, CANPOL.decides, motion))
    g.add((decision, CANPOL.outcome, VOCAB.ConsentRefused))
    g.add((decision, CANPOL.decisionMethod, VOCAB.UnanimousConsent))
    g.add((decision, CANPOL.date, day))
    return g


def test_predicted_facts_from_a_hand_made_graph():
    store = EmbeddedStore(None)
    graph = BASE + "graph/source/abc"
    store.replace_graph(graph, article_graph())
    kb = {"person/jagmeet-singh", "person/alain-therrien", "party/ndp", "org/rcmp", "office/speaker"}
    facts = predicted_facts(store, [graph], BASE, kb)
    # Offices are not scored as links; a person outside the KB is not a link.
    assert facts.links == {"person/jagmeet-singh", "person/alain-therrien", "party/ndp", "org/rcmp"}
    assert sorted(facts.events, key=lambda e: e.type) == [
        event("Accusation", "unlinked", "person/jagmeet-singh"),
        event("Ruling", target="person/jagmeet-singh", date="2020-06-17"),
        event("UnparliamentaryLanguage", "person/jagmeet-singh", "person/alain-therrien", "racist", "2020-06-17"),
    ]
    assert facts.motions == [Motion(mover="person/jagmeet-singh", type="UnanimousConsentMotion",
                                    outcome="ConsentRefused", method="UnanimousConsent", demands=4,
                                    date="2020-06-17", subjects=frozenset({"org/rcmp"}))]
    assert facts.dates == {"2020-06-17"}
    # Without a KB, every mentioned person/party/riding/org counts.
    assert "person/chantel-moore" in predicted_facts(store, [graph], BASE, None).links
    # Scoring the graph against its own gold is perfect.
    gold = parse_gold(GOOD, Path("g.yaml")).facts
    counts = score_article(gold, facts)
    assert counts["events"].tp == 1 and counts["motion outcomes"].f1 == 1.0 and counts["dates"].f1 == 1.0
    store.close()


def test_predicted_facts_only_read_the_graphs_given():
    store = EmbeddedStore(None)
    store.replace_graph(BASE + "graph/source/abc", article_graph())
    assert predicted_facts(store, [BASE + "graph/source/other"], BASE, None) == Facts()
    store.close()


# -- the whole run, with a stand-in extractor ---------------------------------------------------


def corpus_dir(tmp_path, gold_doc):
    (tmp_path / "articles").mkdir()
    (tmp_path / "gold").mkdir()
    for name in ("a", "b"):
        (tmp_path / "articles" / f"{name}.md").write_text("---\ntitle: t\n---\ntext\n", encoding="utf-8")
        (tmp_path / "gold" / f"{name}.yaml").write_text(yaml.safe_dump({**gold_doc, "article": f"{name}.md"}),
                                                         encoding="utf-8")
    return tmp_path


def test_evaluate_scores_each_article_alone_and_reports_crashes(tmp_path, monkeypatch):
    import canpol.loaders
    from canpol.loaders import LoadReport
    from canpol.loaders.evaluation import evaluate, format_table

    def fake_load_paths(store, paths, minter, **_):
        # a.md yields the hand-made graph; b.md makes the "extractor" crash.
        if paths[0].name == "b.md":
            raise TypeError("boom")
        graph = str(minter.graph("source/abc"))
        store.replace_graph(graph, article_graph())
        return LoadReport(loaded=[(str(paths[0]), graph, 1)])

    monkeypatch.setattr(canpol.loaders, "load_paths", fake_load_paths)
    root = corpus_dir(tmp_path, GOOD)
    result = evaluate(root / "gold", root / "articles", BASE, with_reference=False)
    a, b = result.articles
    assert a.error is None and b.error == "extractor crashed: TypeError: boom"
    assert (a.counts["events"].tp, a.counts["events"].fp) == (1, 2)  # the accusation and ruling are not in GOOD
    assert a.counts["motion outcomes"].f1 == 1.0
    # therrien and ndp are not in GOOD; chantel-moore counts because no KB was given.
    assert (a.counts["links"].tp, a.counts["links"].fp) == (2, 3)
    assert b.counts["events"].fn == 1 and b.counts["links"].fn == 2
    assert result.totals["events"].tp == 1 and result.totals["events"].fn == 1
    table = format_table(result)
    assert "events" in table and "1 failed to load" in table and "b.md: extractor crashed" in table


def test_explain_article_lists_missed_spurious_and_differing_facts():
    from canpol.loaders.evaluation import explain_article

    gold = Facts(links={"person/a", "party/b"}, dates={"2020-06-17"},
                 events=[event("UnparliamentaryLanguage", "person/a", "person/c", "racist"), event("Apology", "person/a")],
                 motions=[Motion(mover="person/a", outcome="ConsentRefused")])
    predicted = Facts(links={"person/a", "party/x"}, dates={"2020-06-18"},
                      events=[event("UnparliamentaryLanguage", "person/a", "person/c", "liar"), event("Refusal", "person/a")],
                      motions=[Motion(mover="person/a", outcome="Adopted")])
    assert explain_article(gold, predicted) == [
        "- link party/b",
        "+ link party/x",
        "~ UnparliamentaryLanguage agent=person/a target=person/c word=racist"
        "  (found UnparliamentaryLanguage agent=person/a target=person/c word=liar)",
        "- Apology agent=person/a",
        "+ Refusal agent=person/a",
        "~ motion mover=person/a outcome=ConsentRefused  (found motion mover=person/a outcome=Adopted)",
        "- date 2020-06-17",
        "+ date 2020-06-18",
    ]
    assert explain_article(gold, gold) == []


def test_cli_eval_json_and_table(tmp_path, monkeypatch):
    import json

    from click.testing import CliRunner

    import canpol.loaders
    from canpol.cli import main
    from canpol.loaders import LoadReport

    def fake_load_paths(store, paths, minter, **_):
        graph = str(minter.graph("source/" + paths[0].stem))
        store.replace_graph(graph, article_graph())
        return LoadReport(loaded=[(str(paths[0]), graph, 1)])

    monkeypatch.setattr(canpol.loaders, "load_paths", fake_load_paths)
    root = corpus_dir(tmp_path, GOOD)
    result = CliRunner().invoke(main, ["eval", str(root / "gold"), "--no-reference", "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["articles"] == 2 and report["failed"] == [] and report["reference_kb"] is False
    assert report["kinds"]["events"] == {"tp": 2, "fp": 4, "fn": 0, "precision": 0.3333, "recall": 1.0, "f1": 0.5}
    assert [a["article"] for a in report["per_article"]] == ["a.md", "b.md"]
    result = CliRunner().invoke(main, ["eval", str(root / "gold"), "--articles", str(root / "articles"),
                                       "--no-reference", "--per-article", "--errors"])
    assert result.exit_code == 0, result.output
    assert "motion outcomes" in result.output and "overall" in result.output
    assert "+ Accusation agent=unlinked target=person/jagmeet-singh" in result.output


def test_a_split_names_the_gold_files_of_each_part(tmp_path):
    from canpol.loaders.evaluation import read_gold_dir, read_split

    split = tmp_path / "split.yaml"
    split.write_text(yaml.safe_dump({"events": [{"part": "dev", "gold": ["a.yaml"]},
                                                {"part": "test", "gold": ["b.yaml", "c.yaml"]}]}))
    assert read_split(split, "test") == {"b.yaml", "c.yaml"}
    with pytest.raises(InputError, match="no part 'frozen'"):
        read_split(split, "frozen")
    gold = tmp_path / "gold"
    gold.mkdir()
    for name in ("a", "b"):
        (gold / f"{name}.yaml").write_text(yaml.safe_dump({"article": f"{name}.md", "entities": [], "events": [],
                                                           "motions": [], "dates": []}))
    assert [g.article for g in read_gold_dir(gold, {"a.yaml"})] == ["a.md"]
    with pytest.raises(InputError, match="no gold file c.yaml"):
        read_gold_dir(gold, read_split(split, "test"))


def test_the_news_dev_split_is_by_event_and_freezes_a_third():
    split = yaml.safe_load((Path(__file__).parents[2] / "corpus" / "news-dev-split.yaml").read_text())
    names = [name for event in split["events"] for name in event["gold"]]
    assert len(names) == len(set(names)) == 78
    test_events = [e for e in split["events"] if e["part"] == "test"]
    assert len(test_events) == 8 and {e["language"] for e in test_events} == {"en", "fr"}
