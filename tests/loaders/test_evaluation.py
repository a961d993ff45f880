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


def test_motion_found_without_its_mover_matches_on_the_same_tally():
    found = Motion(outcome="Adopted", yeas=201, nays=91, date="2017-03-23")
    motions, outcomes, details = score_motions([M103], [found])
    assert (motions.tp, motions.fp, motions.fn) == (1, 0, 0)
    assert (outcomes.tp, outcomes.fp, outcomes.fn) == (1, 0, 0)
    # yeas, nays, date right; the mover, type, method, demands missed
    assert (details.tp, details.fp, details.fn) == (3, 0, 4)
    # another tally, or no tally at all, is not enough to say it is the same motion
    for other in (Motion(outcome="Adopted", yeas=201, nays=19), Motion(outcome="Adopted", date="2017-03-23")):
        motions, _, _ = score_motions([M103], [other])
        assert (motions.tp, motions.fp, motions.fn) == (0, 1, 1)


def test_motion_with_the_mover_is_preferred_to_one_without_on_the_same_tally():
    without = Motion(outcome="Adopted", yeas=201, nays=91)
    motions, _, details = score_motions([M103], [without, M103])
    assert (motions.tp, motions.fp, motions.fn) == (1, 1, 0)
    # (the motion left over is decided: a false motion, its tally two false details)
    assert (details.tp, details.fp, details.fn) == (7, 2, 0)


def test_motion_without_gold_mover_matches_any():
    gold = Motion(outcome="ConsentRefused", method="UnanimousConsent")
    motions, outcomes, details = score_motions([gold], [Motion(mover="person/x", outcome="ConsentRefused",
                                                               method="UnanimousConsent")])
    assert (motions.tp, outcomes.tp, details.tp, details.fp) == (1, 1, 1, 0)


def test_motions_empty():
    assert score_motions([], []) == (Counts(), Counts(), Counts())
    motions, outcomes, details = score_motions([M103], [])
    assert (motions.fn, outcomes.fn, details.fn) == (1, 1, 7)


def test_an_undecided_unmatched_motion_is_not_judged():
    from canpol.loaders.evaluation import undecided_unmatched_motions

    moved = Motion(mover="person/x", type="OppositionMotion", subjects=frozenset({"org/rcmp"}))
    motions, outcomes, details = score_motions([M103], [M103, moved])
    # the gold lists only decided motions: a motion told only as moved is neither right nor wrong
    assert (motions.tp, motions.fp, motions.fn) == (1, 0, 0)
    assert (outcomes.fp, details.fp) == (0, 0)
    assert undecided_unmatched_motions([M103], [M103, moved]) == [1]
    assert score_motions([], [moved]) == (Counts(), Counts(), Counts())


def test_an_undecided_motion_matched_to_a_gold_motion_counts_and_misses_the_outcome():
    from canpol.loaders.evaluation import undecided_unmatched_motions

    moved = Motion(mover="person/k", type="PrivateMembersMotion")
    motions, outcomes, details = score_motions([M103], [moved])
    assert (motions.tp, motions.fp, motions.fn) == (1, 0, 0)
    assert (outcomes.tp, outcomes.fp, outcomes.fn) == (0, 0, 1)
    assert (details.tp, details.fp, details.fn) == (2, 0, 5)
    assert undecided_unmatched_motions([M103], [moved]) == []


def test_a_decided_unmatched_motion_is_still_a_false_positive():
    decided = Motion(mover="person/x", outcome="Negatived", yeas=10)
    motions, outcomes, details = score_motions([M103], [decided])
    assert (motions.tp, motions.fp, motions.fn) == (0, 1, 1)
    assert (outcomes.fp, details.fp) == (1, 2)
    motions, outcomes, details = score_motions([], [decided])
    assert (motions.fp, outcomes.fp, details.fp) == (1, 1, 2)


def test_explain_article_shows_undecided_motions_apart():
    from canpol.loaders.evaluation import explain_article

    gold = Facts(motions=[Motion(mover="person/a", outcome="Adopted")])
    predicted = Facts(motions=[Motion(mover="person/a", outcome="Adopted"), Motion(mover="person/b")])
    assert explain_article(gold, predicted) == ["? motion mover=person/b  (undecided, not judged)"]


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


# -- breakdowns: per type, per language, invented links, wrong-person events --------------------


def test_events_by_type_split_the_events_count():
    from canpol.loaders.evaluation import score_events_by_type

    gold = [event("UnparliamentaryLanguage", "person/a", "person/b", "racist"), event("Expulsion", target="person/a"),
            event("Apology", "person/a")]
    predicted = [event("Expulsion", target="person/a"), event("Apology", "person/c"), event("Refusal", "person/a")]
    by_type = score_events_by_type(gold, predicted)
    assert {t: (c.tp, c.fp, c.fn) for t, c in by_type.items()} == {
        "UnparliamentaryLanguage": (0, 0, 1), "Expulsion": (1, 0, 0), "Apology": (0, 1, 1), "Refusal": (0, 1, 0)}
    events, _ = score_events(gold, predicted)
    assert sum(by_type.values(), Counts()) == events


def test_wrong_person_events():
    from canpol.loaders.evaluation import wrong_person_events

    gold = [event("Expulsion", target="person/singh"), event("Accusation", "person/a", "person/b"),
            event("Apology", "person/a")]
    predicted = [
        event("Expulsion", target="person/speaker"),  # the Speaker recorded as the member expelled
        event("Accusation", "person/a", "person/a"),  # a leader accusing himself
        event("Apology", "person/a"),  # right: matched
        event("Apology", "person/a", date="2020-01-01"),  # a duplicate of the right person: spurious, not wrong-person
        event("Apology", "unlinked"),  # no KB person in the role: a missing link, not a wrong person
        event("Resignation", "person/x"),  # no gold event of that type: spurious only
    ]
    found = wrong_person_events(gold, predicted)
    assert [(w.predicted.type, w.role, set(w.found), set(w.expected)) for w in found] == [
        ("Expulsion", "target", {"person/speaker"}, {"person/singh"}),
        ("Accusation", "target", {"person/a"}, {"person/b"}),
    ]
    # A person the article introduces (not in the KB) is not "another KB person".
    assert wrong_person_events(gold, predicted[:1], kb={"person/singh"}) == []
    # With the gold's person among several, the event matches: not a wrong-person event.
    assert wrong_person_events(gold, [Event("Expulsion", targets=frozenset({"person/speaker", "person/singh"}))]) == []


def test_event_error_causes_name_the_nearest_stage():
    from canpol.loaders.evaluation import event_error_causes

    gold = Facts(links={"person/a", "person/b", "person/c", "person/d"}, events=[
        event("Apology", "person/a"),  # found: no cause
        event("Accusation", "person/a", "person/b"),  # found with its target left out: same type
        event("Resignation", "person/c"),  # c is not linked at all
        event("Refusal", "person/a"),  # found as another type with the same person
        event("Ruling", "person/d", "person/a"),  # nothing near it
    ])
    predicted = Facts(links={"person/a", "person/b", "person/d", "person/x"}, events=[
        event("Apology", "person/a"),
        event("Apology", "person/a", date="2020-01-02"),  # the same apology told twice
        event("Accusation", "person/a"),
        event("RequestToApologize", "person/a"),
        event("Ruling", "person/x", "person/a"),  # another KB person as the chair
        event("Expulsion", target="person/b"),  # no gold event near it
    ])
    causes = event_error_causes(gold, predicted)
    assert causes["missed"] == {"person not linked": 1, "same type, other people": 2,
                                "other type, same people": 1, "not found": 0}
    assert causes["spurious"] == {"wrong person": 1, "repeat of a found event": 1, "same type, other people": 1,
                                  "other type of a missed event": 1, "no gold event": 1}
    # Counts only: nothing of the text or of the events is in the result.
    assert all(isinstance(n, int) for side in causes.values() for n in side.values())
    # Nothing missed, nothing in excess: every count is 0.
    assert not any(n for side in event_error_causes(gold, gold).values() for n in side.values())


def test_front_matter_language(tmp_path):
    from canpol.loaders.evaluation import front_matter_language

    (tmp_path / "a.md").write_text("---\ntitle: t\nlanguage: fr-CA\n---\ntexte\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("no front matter\n", encoding="utf-8")
    assert front_matter_language(tmp_path / "a.md") == "fr"
    assert front_matter_language(tmp_path / "b.md") is None
    assert front_matter_language(tmp_path / "missing.md") is None


def test_cli_eval_reports_languages_types_invented_links_and_wrong_persons(tmp_path, monkeypatch):
    import json

    from click.testing import CliRunner

    import canpol.loaders
    from canpol.cli import main
    from canpol.loaders import LoadReport

    def fake_load_paths(store, paths, minter, **_):
        graph = str(minter.graph("source/" + paths[0].stem))
        g = article_graph()
        # Therrien is named as the one apologizing: the gold's apology is Singh's.
        apology = ID["event/2020-06-17/apology/alain-therrien"]
        g.add((apology, RDF.type, CANPOL.Apology))
        g.add((apology, CANPOL.agent, ID["person/alain-therrien"]))
        # a motion told only as moved (no decision): the gold cannot list it
        g.add((ID["motion/moved"], RDF.type, CANPOL.Motion))
        g.add((ID["motion/moved"], CANPOL.mover, ID["person/alain-therrien"]))
        store.replace_graph(graph, g)
        return LoadReport(loaded=[(str(paths[0]), graph, 1)])

    monkeypatch.setattr(canpol.loaders, "load_paths", fake_load_paths)
    gold = {**GOOD, "events": GOOD["events"] + [{"type": "Apology", "agent": "person/jagmeet-singh"}]}
    root = corpus_dir(tmp_path, gold)
    # b's gold says nothing of its language: its front matter does.
    data = yaml.safe_load((root / "gold" / "b.yaml").read_text())
    del data["language"]
    (root / "gold" / "b.yaml").write_text(yaml.safe_dump(data))
    (root / "articles" / "b.md").write_text("---\ntitle: t\nlanguage: fr\n---\ntexte\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["eval", str(root / "gold"), "--no-reference", "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    # the existing keys are still there, with the same meaning
    assert report["kinds"]["events"] == {"tp": 2, "fp": 6, "fn": 2, "precision": 0.25, "recall": 0.5, "f1": 0.3333}
    assert {lang: v["articles"] for lang, v in report["by_language"].items()} == {"en": 1, "fr": 1}
    assert report["by_language"]["fr"]["kinds"]["events"]["tp"] == 1
    assert report["event_types"]["Apology"] == {"tp": 0, "fp": 2, "fn": 2, "precision": 0.0, "recall": 0.0, "f1": 0.0}
    assert report["event_types"]["UnparliamentaryLanguage"]["f1"] == 1.0
    assert [(i["article"], i["iri"]) for i in report["invented_links"]] == [
        (a, key) for a in ("a.md", "b.md") for key in ("party/ndp", "person/alain-therrien", "person/chantel-moore")]
    assert [(w["article"], w["type"], w["role"], w["found"], w["gold"]) for w in report["wrong_person_events"]] == [
        (a, "Apology", "agent", ["person/alain-therrien"], ["person/jagmeet-singh"]) for a in ("a.md", "b.md")]
    assert report["undecided_motions"] == [{"article": a, "motion": "motion mover=person/alain-therrien"}
                                           for a in ("a.md", "b.md")]
    assert report["kinds"]["motions"]["fp"] == 0
    # each article misses Singh's apology (no Apology of his found) and finds Therrien's in excess
    assert report["event_causes"]["spurious"]["wrong person"] == 2
    assert sum(report["event_causes"]["missed"].values()) == report["kinds"]["events"]["fn"]
    assert sum(report["event_causes"]["spurious"].values()) == report["kinds"]["events"]["fp"]
    result = CliRunner().invoke(main, ["eval", str(root / "gold"), "--no-reference"])
    assert result.exit_code == 0, result.output
    text = result.output
    assert "events by language" in text and "fr (1 articles)" in text and "events by type" in text
    assert "invented links (6)" in text and "a.md: person/chantel-moore" in text
    assert "wrong-person events (2)" in text
    assert "events missed by cause" in text and "events found in excess by cause" in text
    assert "undecided motions (2)" in text and "b.md: motion mover=person/alain-therrien" in text
    assert "a.md: Apology agent=person/alain-therrien  (agent in the gold: person/jagmeet-singh)" in text
    assert "claims     confidence" not in text  # the reliability table only with --calibration


# -- calibration ---------------------------------------------------------------------------------


def claims_graph() -> tuple[Graph, Facts]:
    """A graph with one claim of each kind, and the gold it is judged against."""
    g = Graph()
    OA = Namespace("http://www.w3.org/ns/oa#")

    def conf(node, c):
        g.add((node, CANPOL.confidence, Literal(c)))

    right_event, wrong_event = ID["event/e1"], ID["event/e2"]
    g.add((right_event, RDF.type, CANPOL.Expulsion))
    g.add((right_event, CANPOL.target, ID["person/a"]))
    conf(right_event, 0.95)
    conf(right_event, 0.6)  # told twice in the article, one IRI: one claim, at the higher confidence
    g.add((wrong_event, RDF.type, CANPOL.Apology))  # the gold has no apology
    g.add((wrong_event, CANPOL.agent, ID["person/a"]))
    conf(wrong_event, 0.7)
    motion, decision = ID["motion/m"], ID["decision/m"]
    g.add((motion, RDF.type, CANPOL.Motion))
    conf(motion, 0.75)
    g.add((decision, RDF.type, CANPOL.HouseDecision))
    g.add((decision, CANPOL.decides, motion))
    g.add((decision, CANPOL.outcome, VOCAB.Adopted))  # the gold says consent was refused
    conf(decision, 0.75)
    sanction = ID["sanction/s"]
    g.add((sanction, RDF.type, CANPOL.OrderToWithdraw))
    g.add((sanction, CANPOL.sanctionedPerson, ID["person/a"]))
    conf(sanction, 1.0)
    for n, (entity, c) in enumerate([("person/a", 0.9), ("person/b", 0.85), ("person/local", 0.6)]):
        annotation, target, quote = ID[f"evidence/{n}"], BNode(), BNode()
        g.add((annotation, RDF.type, OA.Annotation))
        g.add((annotation, OA.hasBody, ID[entity]))
        g.add((annotation, OA.motivatedBy, OA.identifying))
        g.add((annotation, OA.hasTarget, target))
        g.add((target, OA.hasSelector, quote))
        g.add((quote, OA.exact, Literal(entity.split("/")[1].upper())))
        conf(annotation, c)
    conf(ID["thing/new"], 0.5)  # a claim of a shape the judge has no rule for
    gold = Facts(links={"person/a"}, events=[event("Expulsion", target="person/a")],
                 motions=[Motion(outcome="ConsentRefused")])
    return g, gold


def test_an_undecided_unmatched_motion_claim_is_not_judged():
    from canpol.loaders.evaluation import Claim, judge_claims

    gold = Facts(motions=[Motion(mover="person/a", outcome="Adopted")])
    predicted = Facts(motions=[Motion(mover="person/a", outcome="Adopted", iri="m1"), Motion(mover="person/b", iri="m2"),
                               Motion(mover="person/c", outcome="Negatived", iri="m3")])
    claims = [Claim("motion", 0.9, "m1"), Claim("motion", 0.6, "m2"), Claim("motion", 0.7, "m3")]
    assert [j.right for j in judge_claims(claims, gold, predicted, None)] == [True, None, False]


def test_claims_are_read_judged_and_binned():
    from canpol.loaders.evaluation import calibration, judge_claims, predicted_claims

    g, gold = claims_graph()
    store = EmbeddedStore(None)
    graph = BASE + "graph/source/c"
    store.replace_graph(graph, g)
    claims = predicted_claims(store, [graph], BASE)
    predicted = predicted_facts(store, [graph], BASE, None)
    store.close()
    assert sorted((c.kind, c.confidence) for c in claims) == [
        ("decision", 0.75), ("event", 0.7), ("event", 0.95), ("link", 0.6), ("link", 0.85), ("link", 0.9),
        ("motion", 0.75), ("other", 0.5), ("sanction", 1.0)]
    assert {c.quote for c in claims if c.kind == "link"} == {"A", "B", "LOCAL"}
    kb = {"person/a", "person/b"}
    judged = judge_claims(claims, gold, predicted, kb)
    assert sorted((j.kind, j.confidence, j.right) for j in judged) == [
        ("decision", 0.75, False),  # the motion matches, the outcome does not
        ("event", 0.7, False), ("event", 0.95, True),
        ("link", 0.6, None),  # outside the KB: not judged
        ("link", 0.85, False), ("link", 0.9, True),
        ("motion", 0.75, True),
        ("other", 0.5, None),
        ("sanction", 1.0, True)]
    table = calibration(judged)
    assert list(table) == ["all", "event", "motion", "decision", "sanction", "link", "other"]
    overall = table["all"]
    # 0.7 and 0.75 fall in [0.7, 0.8), 1.0 in the last bin with 0.9 and 0.95
    assert overall.rows() == [
        {"from": 0.7, "to": 0.8, "claims": 3, "right": 1, "fraction_right": 0.3333, "mean_confidence": 0.7333},
        {"from": 0.8, "to": 0.9, "claims": 1, "right": 0, "fraction_right": 0.0, "mean_confidence": 0.85},
        {"from": 0.9, "to": 1.0, "claims": 3, "right": 3, "fraction_right": 1.0, "mean_confidence": 0.95}]
    assert overall.unjudged == 2 and overall.total == 7
    # ECE = (|1 - 2.2| + |0 - 0.85| + |3 - 2.85|) / 7
    assert overall.ece == pytest.approx((1.2 + 0.85 + 0.15) / 7)
    assert table["link"].as_dict() == {"claims": 2, "unjudged": 1, "ece": round((0.85 + 0.1) / 2, 4), "bins": [
        {"from": 0.8, "to": 0.9, "claims": 1, "right": 0, "fraction_right": 0.0, "mean_confidence": 0.85},
        {"from": 0.9, "to": 1.0, "claims": 1, "right": 1, "fraction_right": 1.0, "mean_confidence": 0.9}]}


def test_cli_eval_calibration_table(tmp_path, monkeypatch):
    import json

    from click.testing import CliRunner

    import canpol.loaders
    from canpol.cli import main
    from canpol.loaders import LoadReport

    def fake_load_paths(store, paths, minter, **_):
        graph = str(minter.graph("source/" + paths[0].stem))
        store.replace_graph(graph, claims_graph()[0])
        return LoadReport(loaded=[(str(paths[0]), graph, 1)])

    monkeypatch.setattr(canpol.loaders, "load_paths", fake_load_paths)
    gold = {"article": "a.md", "entities": [{"mention": "A", "iri": "person/a"}],
            "events": [{"type": "Expulsion", "target": "person/a"}], "motions": [{"outcome": "ConsentRefused"}],
            "dates": []}
    root = corpus_dir(tmp_path, gold)
    result = CliRunner().invoke(main, ["eval", str(root / "gold"), "--no-reference", "--calibration"])
    assert result.exit_code == 0, result.output
    # two articles of the same graph: every count doubles; without a KB person/local is judged (wrong)
    assert "all        [0.9, 1.0]      6      6  1.000  0.950" in result.output
    assert "all        [0.6, 0.7)      2      0  0.000  0.600" in result.output
    assert "not judged: 2" in result.output
    report = json.loads(CliRunner().invoke(main, ["eval", str(root / "gold"), "--no-reference",
                                                  "--format", "json"]).output)
    assert report["calibration"]["all"]["claims"] == 16 and report["calibration"]["other"]["unjudged"] == 2


# -- the gate ---------------------------------------------------------------------------------


REPORT = {"kinds": {"events": {"precision": 0.6, "recall": 0.3, "f1": 0.4},
                    "links": {"precision": 0.9, "recall": 0.9, "f1": 0.9}},
          "by_language": {"en": {"articles": 2, "kinds": {"events": {"precision": 0.7, "recall": 0.3, "f1": 0.42}}}},
          "event_types": {"Apology": {"precision": 0.5, "recall": 0.5, "f1": 0.5}},
          "invented_links": [{}, {}], "wrong_person_events": [{}]}


def test_thresholds_pass_at_the_figures_and_fail_below():
    from canpol.loaders.evaluation import check_thresholds

    at = {"kinds": {"events": {"precision": 0.6, "recall": 0.3, "f1": 0.4}},
          "events_by_language": {"en": {"recall": 0.3}}, "event_types": {"Apology": {"f1": 0.5}},
          "max_invented_links": 2, "max_wrong_person_events": 1}
    assert check_thresholds(REPORT, at) == []
    above = {"kinds": {"events": {"recall": 0.31}, "links": {"f1": 0.95}}, "events_by_language": {"en": {"f1": 0.5}},
             "event_types": {"Apology": {"precision": 0.6}}, "max_invented_links": 1, "max_wrong_person_events": 0}
    assert check_thresholds(REPORT, above) == [
        "kinds.events.recall: 0.3000 < 0.3100", "kinds.links.f1: 0.9000 < 0.9500",
        "events_by_language.en.f1: 0.4200 < 0.5000", "event_types.Apology.precision: 0.5000 < 0.6000",
        "invented_links: 2 > 1", "wrong_person_events: 1 > 0"]
    # what a threshold names must be in the report: a gate does not pass because its subject went away
    assert check_thresholds(REPORT, {"events_by_language": {"fr": {"f1": 0.1}}}) == [
        "events_by_language.fr: not in the report"]
    with pytest.raises(InputError, match="unknown key 'max_links'"):
        check_thresholds(REPORT, {"max_links": 3})
    with pytest.raises(InputError, match="kinds.events.F1"):
        check_thresholds(REPORT, {"kinds": {"events": {"F1": 0.1}}})
