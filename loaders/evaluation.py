"""Scoring the extractor against gold annotations: read gold YAML, read predicted facts, compare.

The pipeline is three kinds of pure steps plus one I/O step:
- `read_gold` turns a gold file into `Facts` (or raises InputError naming the file and key);
- `predicted_facts` reads the same shape of `Facts` out of a store, with the .rq queries
  `graph/queries/eval_*.rq` (the graph of each article is bound as ?g);
- `score_article` compares two `Facts` and returns `Counts` per fact kind;
- `evaluate` loads each article into an in-memory store and runs the steps; the reference KB's
  keys (from `canpol.loaders.reference`) tell linked entities from article-local ones.

Matching rules are documented in corpus/README.md and docs/evaluation.md; in short: links are
sets of KB keys; an event matches a gold event when the type is the same and every agent/target
the gold gives is among the predicted ones (one-to-one, greedy, most constrained gold first);
arguments are then scored per (event, role); motions match on mover when the gold names one,
and a predicted motion with no outcome that matches no gold motion is counted apart, not judged
(the gold lists only decided motions).

Besides the per-kind counts: events per language and per type, the invented links and the
wrong-person events (`wrong_person_events`), and the calibration of the confidences: every node
with a canpol:confidence is read back (`predicted_claims`, eval_claims.rq), judged right or wrong
against the gold (`judge_claims`) and binned (`calibration`). `check_thresholds` is the CI gate's
comparison of a report with minimum figures (corpus/news-dev-thresholds.yaml).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import yaml
from rdflib import URIRef

from canpol.errors import InputError

LINK_KINDS = ("person", "party", "riding", "org")
EVENT_TYPES = ("UnparliamentaryLanguage", "RequestToApologize", "Refusal", "Apology", "Expulsion",
               "Accusation", "MotionMoved", "Resignation", "PressStatement", "Ruling")
OUTCOMES = ("Adopted", "Negatived", "ConsentRefused", "Withdrawn")
METHODS = ("UnanimousConsent", "VoiceVote", "RecordedDivision")
MOTION_TYPES = ("UnanimousConsentMotion", "GovernmentMotion", "OppositionMotion", "PrivateMembersMotion")
EVENT_ROLES = ("agent", "target", "word", "date")
MOTION_FIELDS = ("mover", "type", "method", "yeas", "nays", "demands", "date")
KINDS = ("links", "events", "event arguments", "motions", "motion outcomes", "motion details", "dates")

ONTOLOGY = "https://w3id.org/canpol/ontology#"
VOCAB = "https://w3id.org/canpol/vocab/"
_KEY = re.compile(r"^[a-z]+(/[a-z0-9][a-z0-9-]*)+$")
_LINK_KEY = re.compile(r"^(%s)/[a-z0-9][a-z0-9-]*$" % "|".join(LINK_KINDS))


# -- the facts of one article -----------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    """An event as scored: its type (ontology class local name) and arguments as KB keys/strings."""

    type: str
    agents: frozenset[str] = frozenset()
    targets: frozenset[str] = frozenset()
    word: str | None = None
    date: str | None = None
    # The predicted event's IRI (None in gold), so that its confidence can be judged; not compared.
    iri: str | None = field(default=None, compare=False, repr=False)

    def arguments(self) -> dict[str, set[str]]:
        values = {"agent": set(self.agents), "target": set(self.targets),
                  "word": {self.word} if self.word else set(), "date": {self.date} if self.date else set()}
        return {role: v for role, v in values.items() if v}


@dataclass(frozen=True)
class Motion:
    """A motion as scored, with the decision on it; unknown fields are None."""

    mover: str | None = None
    type: str | None = None
    outcome: str | None = None
    method: str | None = None
    yeas: int | None = None
    nays: int | None = None
    demands: int | None = None
    date: str | None = None
    subjects: frozenset[str] = frozenset()
    iri: str | None = field(default=None, compare=False, repr=False)  # as Event.iri

    def fields(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in MOTION_FIELDS if getattr(self, name) is not None}


@dataclass
class Facts:
    """What one article says (gold) or what the extractor found in it (predicted)."""

    links: set[str] = field(default_factory=set)
    events: list[Event] = field(default_factory=list)
    motions: list[Motion] = field(default_factory=list)
    dates: set[str] = field(default_factory=set)


@dataclass
class GoldArticle:
    path: Path
    article: str
    language: str | None
    facts: Facts


# -- counts -----------------------------------------------------------------------------------


@dataclass
class Counts:
    """True positives, false positives and false negatives, with P/R/F1 (1.0 when nothing to find)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: "Counts") -> "Counts":
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return {"tp": self.tp, "fp": self.fp, "fn": self.fn, "precision": round(self.precision, 4),
                "recall": round(self.recall, 4), "f1": round(self.f1, 4)}


def set_counts(gold: Iterable, predicted: Iterable) -> Counts:
    gold, predicted = set(gold), set(predicted)
    return Counts(len(gold & predicted), len(predicted - gold), len(gold - predicted))


# -- scoring (pure) ---------------------------------------------------------------------------


def _event_compatible(gold: Event, predicted: Event) -> bool:
    return (gold.type == predicted.type and gold.agents <= predicted.agents
            and gold.targets <= predicted.targets)


def _agreement(gold_values: dict, predicted_values: dict) -> int:
    return sum(1 for k, v in gold_values.items() if k in predicted_values and predicted_values[k] == v)


def match_events(gold: list[Event], predicted: list[Event]) -> list[tuple[int, int]]:
    """One-to-one pairs (gold index, predicted index): same type, gold agents/targets all present.

    Gold events with more constraints pick first; among compatible predictions the one agreeing
    on most arguments wins (ties: the earliest), so two apologies on two dates pair by date.
    """
    order = sorted(range(len(gold)), key=lambda i: -(len(gold[i].agents) + len(gold[i].targets)))
    taken: set[int] = set()
    pairs = []
    for i in order:
        candidates = [j for j in range(len(predicted)) if j not in taken and _event_compatible(gold[i], predicted[j])]
        if not candidates:
            continue
        wanted = {"word": gold[i].word, "date": gold[i].date}
        best = max(candidates, key=lambda j: (_agreement(wanted, {"word": predicted[j].word,
                                                                  "date": predicted[j].date}), -j))
        taken.add(best)
        pairs.append((i, best))
    return sorted(pairs)


def score_events(gold: list[Event], predicted: list[Event]) -> tuple[Counts, Counts]:
    """(events, event arguments). Arguments: one item per (gold event, role, value).

    On a matched pair, a role the gold gives is right when the predicted value equals it (for
    agents/targets: is among the predicted ones); roles the gold leaves out are not scored. Every
    argument of an unmatched prediction is a false positive.
    """
    pairs = match_events(gold, predicted)
    events = Counts(len(pairs), len(predicted) - len(pairs), len(gold) - len(pairs))
    arguments = Counts()
    matched_gold = {i for i, _ in pairs}
    matched_predicted = {j for _, j in pairs}
    for i, j in pairs:
        g, p = gold[i].arguments(), predicted[j].arguments()
        for role, values in g.items():
            for value in values:
                if value in p.get(role, set()):
                    arguments.tp += 1
                else:
                    arguments.fn += 1
                    if role in p:
                        arguments.fp += 1
    for i in set(range(len(gold))) - matched_gold:
        arguments.fn += sum(len(v) for v in gold[i].arguments().values())
    for j in set(range(len(predicted))) - matched_predicted:
        arguments.fp += sum(len(v) for v in predicted[j].arguments().values())
    return events, arguments


def match_motions(gold: list[Motion], predicted: list[Motion]) -> list[tuple[int, int]]:
    """One-to-one pairs: the mover must agree when the gold names one; most agreeing fields win.

    A predicted motion with no mover may stand for a gold motion with one when both tell the same
    tally (yeas and nays): the decision is found and only its mover is missed (a detail's miss), as an
    event found without one of its arguments. Another mover never pairs (a wrong fact)."""
    order = sorted(range(len(gold)), key=lambda i: gold[i].mover is None)
    taken: set[int] = set()
    pairs = []
    for i in order:
        wanted = {**gold[i].fields(), "outcome": gold[i].outcome}
        candidates = [j for j in range(len(predicted)) if j not in taken
                      and (gold[i].mover is None or predicted[j].mover == gold[i].mover)]
        if not candidates and gold[i].yeas is not None and gold[i].nays is not None:
            candidates = [j for j in range(len(predicted)) if j not in taken and predicted[j].mover is None
                          and (predicted[j].yeas, predicted[j].nays) == (gold[i].yeas, gold[i].nays)]
        if not candidates:
            continue
        best = max(candidates, key=lambda j: (_agreement(wanted, {**predicted[j].fields(),
                                                                  "outcome": predicted[j].outcome}), -j))
        taken.add(best)
        pairs.append((i, best))
    return sorted(pairs)


def undecided_unmatched_motions(gold: list[Motion], predicted: list[Motion]) -> list[int]:
    """Indices of the predicted motions that no decision decides (no outcome) and that the
    matching pairs with no gold motion: "undecided, not judged".

    The gold lists only decided motions (`outcome` is required), so it cannot say whether a
    motion the article tells only as moved or tabled is right: such a motion is counted apart,
    neither right nor a false positive. Matched, it counts as a motion like any other (its gold
    outcome is then a miss)."""
    matched = {j for _, j in match_motions(gold, predicted)}
    return [j for j, p in enumerate(predicted) if p.outcome is None and j not in matched]


def score_motions(gold: list[Motion], predicted: list[Motion]) -> tuple[Counts, Counts, Counts]:
    """(motions, motion outcomes, motion details).

    Outcomes: one item per motion with an outcome; right when the matched motion has the same one.
    Details: mover, type, method, yeas, nays, number of demands, date, and each subject entity,
    scored like event arguments (fields the gold leaves out are not scored).
    An unmatched predicted motion without an outcome is not judged (`undecided_unmatched_motions`):
    neither it nor its details count as false positives.
    """
    pairs = match_motions(gold, predicted)
    undecided = set(undecided_unmatched_motions(gold, predicted))
    motions = Counts(len(pairs), len(predicted) - len(pairs) - len(undecided), len(gold) - len(pairs))
    outcomes, details = Counts(), Counts()
    matched = dict(pairs)
    matched_predicted = set(matched.values())
    for i, g in enumerate(gold):
        p = predicted[matched[i]] if i in matched else None
        if g.outcome is not None:
            if p is not None and p.outcome == g.outcome:
                outcomes.tp += 1
            else:
                outcomes.fn += 1
                if p is not None and p.outcome is not None:
                    outcomes.fp += 1
        elif p is not None and p.outcome is not None:
            outcomes.fp += 1
        p_fields = p.fields() if p is not None else {}
        for name, value in g.fields().items():
            if p_fields.get(name) == value:
                details.tp += 1
            else:
                details.fn += 1
                if name in p_fields:
                    details.fp += 1
        subjects = set_counts(g.subjects, p.subjects if p is not None else ())
        details += subjects
    for j, p in enumerate(predicted):
        if j not in matched_predicted and j not in undecided:
            outcomes.fp += p.outcome is not None
            details.fp += len(p.fields()) + len(p.subjects)
    return motions, outcomes, details


def _show_event(e: Event) -> str:
    parts = [e.type]
    for role, values in e.arguments().items():
        parts.append(f"{role}={','.join(sorted(values))}")
    return " ".join(parts)


def _show_motion(m: Motion) -> str:
    fields = {**m.fields(), "outcome": m.outcome}
    parts = [f"{k}={v}" for k, v in fields.items() if v is not None]
    if m.subjects:
        parts.append("subjects=" + ",".join(sorted(m.subjects)))
    return "motion " + " ".join(parts)


def explain_article(gold: Facts, predicted: Facts) -> list[str]:
    """The errors behind one article's counts, one line each: '- ' missed, '+ ' spurious, '~ ' differs;
    '? ' an undecided motion the gold cannot judge (`undecided_unmatched_motions`)."""
    lines = [f"- link {k}" for k in sorted(gold.links - predicted.links)]
    lines += [f"+ link {k}" for k in sorted(predicted.links - gold.links)]
    pairs = match_events(gold.events, predicted.events)
    matched_gold, matched_predicted = {i for i, _ in pairs}, {j for _, j in pairs}
    for i, j in pairs:
        g, p = gold.events[i].arguments(), predicted.events[j].arguments()
        wrong = [role for role, values in g.items() if not values <= p.get(role, set())]
        if wrong:
            lines.append(f"~ {_show_event(gold.events[i])}  (found {_show_event(predicted.events[j])})")
    lines += [f"- {_show_event(e)}" for n, e in enumerate(gold.events) if n not in matched_gold]
    lines += [f"+ {_show_event(e)}" for n, e in enumerate(predicted.events) if n not in matched_predicted]
    pairs = match_motions(gold.motions, predicted.motions)
    matched_gold, matched_predicted = {i for i, _ in pairs}, {j for _, j in pairs}
    for i, j in pairs:
        g, p = gold.motions[i], predicted.motions[j]
        if g.outcome != p.outcome or any(p.fields().get(k) != v for k, v in g.fields().items()) or g.subjects != p.subjects:
            lines.append(f"~ {_show_motion(g)}  (found {_show_motion(p)})")
    lines += [f"- {_show_motion(m)}" for n, m in enumerate(gold.motions) if n not in matched_gold]
    undecided = set(undecided_unmatched_motions(gold.motions, predicted.motions))
    lines += [f"+ {_show_motion(m)}" for n, m in enumerate(predicted.motions)
              if n not in matched_predicted and n not in undecided]
    lines += [f"? {_show_motion(m)}  (undecided, not judged)" for n, m in enumerate(predicted.motions) if n in undecided]
    lines += [f"- date {d}" for d in sorted(gold.dates - predicted.dates)]
    lines += [f"+ date {d}" for d in sorted(predicted.dates - gold.dates)]
    return lines


def score_article(gold: Facts, predicted: Facts) -> dict[str, Counts]:
    """Counts per fact kind (KINDS) for one article."""
    events, arguments = score_events(gold.events, predicted.events)
    motions, outcomes, details = score_motions(gold.motions, predicted.motions)
    return {"links": set_counts(gold.links, predicted.links), "events": events, "event arguments": arguments,
            "motions": motions, "motion outcomes": outcomes, "motion details": details,
            "dates": set_counts(gold.dates, predicted.dates)}


def total(per_article: Iterable[dict[str, Counts]]) -> dict[str, Counts]:
    """Per-kind sums over articles (micro-averaging), plus "overall" over every kind."""
    sums = {kind: Counts() for kind in KINDS}
    for counts in per_article:
        for kind in KINDS:
            sums[kind] += counts[kind]
    overall = Counts()
    for kind in KINDS:
        overall += sums[kind]
    sums["overall"] = overall
    return sums


# -- breakdowns: per event type, invented links, wrong-person events (pure) ---------------------


def score_events_by_type(gold: list[Event], predicted: list[Event]) -> dict[str, Counts]:
    """The events count of `score_events`, split by event type (ontology class).

    Matching never pairs two types, so each pair is a true positive of its type, each unmatched
    prediction a false positive of its own type and each unmatched gold event a false negative of
    its type; the types' counts sum to `score_events`' events count."""
    pairs = match_events(gold, predicted)
    counts: dict[str, Counts] = {}
    for i, _ in pairs:
        counts.setdefault(gold[i].type, Counts()).tp += 1
    for i in set(range(len(gold))) - {i for i, _ in pairs}:
        counts.setdefault(gold[i].type, Counts()).fn += 1
    for j in set(range(len(predicted))) - {j for _, j in pairs}:
        counts.setdefault(predicted[j].type, Counts()).fp += 1
    return counts


@dataclass(frozen=True)
class WrongPerson:
    """A predicted event given to another KB person than the gold's (see `wrong_person_events`)."""

    predicted: Event
    role: str  # "agent" or "target"
    found: frozenset[str]  # the predicted event's KB people in that role
    expected: frozenset[str]  # the gold's people in that role, over the gold events of that type


def _is_person(key: str, kb: set[str] | None) -> bool:
    return key.startswith("person/") and (kb is None or key in kb)


def wrong_person_events(gold: list[Event], predicted: list[Event], kb: set[str] | None = None) -> list[WrongPerson]:
    """Predicted events that name the wrong KB person, one item per (event, role).

    A predicted event is a wrong-person event in a role (agent or target; a Ruling's agent is
    its canpol:ruledBy, its target its canpol:concernsMember) when
    1. it matches no gold event (`match_events`);
    2. the same article's gold has events of its type giving a KB person in that role;
    3. it names in that role at least one KB person (in `kb` when given; "unlinked" and people
       the article itself introduces are not KB people), and none of them is a person the gold
       gives in that role to an event of that type.
    So the Speaker recorded as the member expelled, a member "apologizing" for another, or a
    leader accusing himself count; a duplicate of a right event (its person is the gold's) and
    an event with no person in the role (a missing link) do not.
    """
    matched = {j for _, j in match_events(gold, predicted)}
    out = []
    for j, p in enumerate(predicted):
        if j in matched:
            continue
        for role, attribute in (("agent", "agents"), ("target", "targets")):
            expected = frozenset(k for g in gold if g.type == p.type for k in getattr(g, attribute)
                                 if _is_person(k, None))
            found = frozenset(k for k in getattr(p, attribute) if _is_person(k, kb))
            if expected and found and not found & expected:
                out.append(WrongPerson(p, role, found, expected))
    return out


MISSED_CAUSES = ("person not linked", "same type, other people", "other type, same people", "not found")
SPURIOUS_CAUSES = ("wrong person", "repeat of a found event", "same type, other people", "other type of a missed event",
                   "no gold event")


def _participants(event: Event) -> frozenset[str]:
    return event.agents | event.targets


def event_error_causes(gold: Facts, predicted: Facts, kb: set[str] | None = None) -> dict[str, dict[str, int]]:
    """Counts, per cause, of the events missed and the events found in excess; counts only.

    Says which stage an error is nearest to without showing any text, so that it can be run on a
    blind set without reading it. A missed gold event is put under the first cause that holds:
    a participant the gold links is not linked at all (`person not linked`); an unmatched found
    event of its type shares a participant or leaves out a role the gold fills (`same type, other
    people`); an unmatched
    found event of another type has all its participants (`other type, same people`); else `not
    found` (no trigger or no frame). A found event in excess is a `wrong person`
    (`wrong_person_events`), a `repeat of a found event` (compatible with a gold event already
    paired), near a missed event of its type as above (`same type, other people`), the `other type
    of a missed event` (an unpaired gold event of another type whose participants it has), or has
    `no gold event`.
    """
    pairs = match_events(gold.events, predicted.events)
    matched_gold, matched_predicted = {i for i, _ in pairs}, {j for _, j in pairs}
    missed = [g for i, g in enumerate(gold.events) if i not in matched_gold]
    spurious = [p for j, p in enumerate(predicted.events) if j not in matched_predicted]
    causes = {"missed": dict.fromkeys(MISSED_CAUSES, 0), "spurious": dict.fromkeys(SPURIOUS_CAUSES, 0)}
    def near(g: Event, p: Event) -> bool:  # same type, a participant shared or a role left out
        return p.type == g.type and bool(_participants(g) & _participants(p) or g.agents and not p.agents
                                         or g.targets and not p.targets)

    for g in missed:
        people = _participants(g)
        if any(k in gold.links and k not in predicted.links for k in people):
            cause = "person not linked"
        elif any(near(g, p) for p in spurious):
            cause = "same type, other people"
        elif people and any(p.type != g.type and people <= _participants(p) for p in spurious):
            cause = "other type, same people"
        else:
            cause = "not found"
        causes["missed"][cause] += 1
    wrong = {id(w.predicted) for w in wrong_person_events(gold.events, predicted.events, kb)}
    found = [gold.events[i] for i in matched_gold]
    for p in spurious:
        if id(p) in wrong:
            cause = "wrong person"
        elif any(_event_compatible(g, p) for g in found):
            cause = "repeat of a found event"
        elif any(near(g, p) for g in missed):
            cause = "same type, other people"
        elif any(g.type != p.type and _participants(g) and _participants(g) <= _participants(p) for g in missed):
            cause = "other type of a missed event"
        else:
            cause = "no gold event"
        causes["spurious"][cause] += 1
    return causes


def invented_links(gold: Facts, predicted: Facts) -> list[str]:
    """KB entities linked (canpol:mentions) that the gold does not list, sorted."""
    return sorted(predicted.links - gold.links)


# -- calibration (pure once the claims are read) -----------------------------------------------


CLAIM_KINDS = ("event", "motion", "decision", "sanction", "link")
BINS = 10  # [0.0, 0.1), [0.1, 0.2), …, [0.9, 1.0]


@dataclass(frozen=True)
class Claim:
    """A node of the emitted graph with a canpol:confidence, as read by eval_claims.rq.

    `kind` is one of CLAIM_KINDS or "other" (something carrying a confidence that `judge_claims`
    has no rule for: counted, never judged); `key` is what the claim is about (an event's,
    motion's or decision's IRI; the entity key of a link; the person key of a sanction); `about`
    is the motion IRI of a decision, whose key is its outcome (Adopted, …)."""

    kind: str
    confidence: float
    key: str | None = None
    about: str | None = None
    quote: str | None = None


@dataclass(frozen=True)
class JudgedClaim:
    kind: str
    confidence: float
    right: bool | None  # None: not judged (no gold says either way)


def judge_claims(claims: list[Claim], gold: Facts, predicted: Facts, kb: set[str] | None) -> list[JudgedClaim]:
    """Each claim judged right or wrong against the article's gold (rules: corpus/README.md).

    - event (a node of one of the ten event types): right when `match_events` pairs it with a
      gold event (same type, every gold agent and target among its own);
    - motion: right when `match_motions` pairs it with a gold motion; not judged when it has no
      outcome and is not paired (`undecided_unmatched_motions`);
    - decision (canpol:decides a motion): right when that motion is paired and the gold motion
      has the decision's outcome;
    - sanction (canpol:sanctionedPerson): right when the gold has an Expulsion or a Ruling whose
      target is that person;
    - link (an evidence annotation identifying an entity: one claim per mention): right when the
      gold lists the entity; a mention of a person or thing outside the KB is not judged.
    """
    event_pairs = dict((j, i) for i, j in match_events(gold.events, predicted.events))
    right_events = {predicted.events[j].iri for j in event_pairs}
    motion_pairs = {j: i for i, j in match_motions(gold.motions, predicted.motions)}
    right_motions = {predicted.motions[j].iri for j in motion_pairs}
    outcome_of = {predicted.motions[j].iri: gold.motions[i].outcome for j, i in motion_pairs.items()}
    undecided = {predicted.motions[j].iri for j in undecided_unmatched_motions(gold.motions, predicted.motions)}
    sanctioned = {t for e in gold.events if e.type in ("Expulsion", "Ruling") for t in e.targets}
    judged = []
    for claim in claims:
        right: bool | None = None
        if claim.kind == "event":
            right = claim.key in right_events
        elif claim.kind == "motion":
            right = None if claim.key in undecided else claim.key in right_motions
        elif claim.kind == "decision":
            right = claim.about in right_motions and outcome_of.get(claim.about) == claim.key
        elif claim.kind == "sanction":
            right = claim.key in sanctioned
        elif claim.kind == "link" and claim.key is not None:
            in_kb = claim.key.split("/", 1)[0] in LINK_KINDS and (kb is None or claim.key in kb)
            right = (claim.key in gold.links) if in_kb else None
        judged.append(JudgedClaim(claim.kind, claim.confidence, right))
    return judged


def _bin(confidence: float) -> int:
    # confidences are written rounded to 2 decimals; the small epsilon keeps 0.7 in [0.7, 0.8)
    return max(0, min(BINS - 1, int(confidence * BINS + 1e-9)))


@dataclass
class Reliability:
    """Judged claims per confidence bin: how many, how many right, and the sum of confidences."""

    claims: list[int] = field(default_factory=lambda: [0] * BINS)
    right: list[int] = field(default_factory=lambda: [0] * BINS)
    confidence: list[float] = field(default_factory=lambda: [0.0] * BINS)
    unjudged: int = 0

    def add(self, claim: JudgedClaim) -> None:
        if claim.right is None:
            self.unjudged += 1
            return
        b = _bin(claim.confidence)
        self.claims[b] += 1
        self.right[b] += claim.right
        self.confidence[b] += claim.confidence

    @property
    def total(self) -> int:
        return sum(self.claims)

    @property
    def ece(self) -> float:
        """Expected calibration error: the claims-weighted mean |fraction right − mean confidence|."""
        n = self.total
        return sum(abs(self.right[b] - self.confidence[b]) for b in range(BINS)) / n if n else 0.0

    def rows(self) -> list[dict]:
        """One row per non-empty bin."""
        out = []
        for b in range(BINS):
            n = self.claims[b]
            if n:
                out.append({"from": b / BINS, "to": (b + 1) / BINS, "claims": n, "right": self.right[b],
                            "fraction_right": round(self.right[b] / n, 4),
                            "mean_confidence": round(self.confidence[b] / n, 4)})
        return out

    def as_dict(self) -> dict:
        return {"claims": self.total, "unjudged": self.unjudged, "ece": round(self.ece, 4), "bins": self.rows()}


def calibration(judged: Iterable[JudgedClaim]) -> dict[str, Reliability]:
    """Reliability over every judged claim ("all") and per claim kind."""
    out = {"all": Reliability()}
    for claim in judged:
        out["all"].add(claim)
        out.setdefault(claim.kind, Reliability()).add(claim)
    order = ("all", *CLAIM_KINDS)
    return dict(sorted(out.items(), key=lambda kv: (order.index(kv[0]) if kv[0] in order else len(order), kv[0])))


# -- a gate on the figures (corpus/news-dev-thresholds.yaml) -----------------------------------


_FIGURES = ("precision", "recall", "f1")


def check_thresholds(report: dict, thresholds: dict) -> list[str]:
    """What falls below `thresholds` in `report` (Evaluation.as_dict()), one line each; [] if none.

    `thresholds` has `kinds` (kind -> {precision, recall, f1} minimums), optionally
    `events_by_language` and `event_types` (same shape), `max_invented_links` and
    `max_wrong_person_events`. A threshold naming a kind, language or type the report lacks is
    a failure (a gate must not pass because what it checks went away); unknown keys are errors.
    """
    sections = {"kinds": lambda: report["kinds"],
                "events_by_language": lambda: {k: v["kinds"]["events"] for k, v in report["by_language"].items()},
                "event_types": lambda: report["event_types"]}
    maxima = {"max_invented_links": len(report["invented_links"]),
              "max_wrong_person_events": len(report["wrong_person_events"])}
    unknown = sorted(set(thresholds) - set(sections) - set(maxima))
    if unknown:
        raise InputError(f"thresholds: unknown key {unknown[0]!r}")
    failures = []
    for section, figures_of in sections.items():
        if section not in thresholds:
            continue
        figures = figures_of()
        for name, minimums in thresholds[section].items():
            if name not in figures:
                failures.append(f"{section}.{name}: not in the report")
                continue
            for figure, minimum in minimums.items():
                if figure not in _FIGURES:
                    raise InputError(f"thresholds: {section}.{name}.{figure}: expected one of {', '.join(_FIGURES)}")
                value = figures[name][figure]
                if value < minimum:
                    failures.append(f"{section}.{name}.{figure}: {value:.4f} < {minimum:.4f}")
    for key, value in maxima.items():
        if key in thresholds and value > thresholds[key]:
            failures.append(f"{key[4:]}: {value} > {thresholds[key]}")
    return failures


# -- gold files -------------------------------------------------------------------------------


class _Checker:
    """Validation helpers that raise InputError('<file>: <key>: <problem>')."""

    def __init__(self, path: Path):
        self.path = path

    def fail(self, key: str, problem: str):
        raise InputError(f"{self.path}: {key}: {problem}")

    def mapping(self, value, key: str, required: set[str], optional: set[str]) -> dict:
        if not isinstance(value, dict):
            self.fail(key, f"expected a mapping, got {type(value).__name__}")
        for name in required - set(value):
            self.fail(f"{key}.{name}" if key else name, "missing")
        for name in set(value) - required - optional:
            self.fail(f"{key}.{name}" if key else name, "unknown key")
        return value

    def listing(self, value, key: str) -> list:
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(key, f"expected a list, got {type(value).__name__}")
        return value

    def text(self, value, key: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(key, "expected a non-empty string")
        return value.strip()

    def resource_key(self, value, key: str, pattern=_KEY) -> str:
        if not isinstance(value, str) or not pattern.match(value):
            kinds = " or ".join(LINK_KINDS) if pattern is _LINK_KEY else "a kind"
            self.fail(key, f"expected a KB key such as person/pierre-poilievre ({kinds}/slug), got {value!r}")
        return value

    def choice(self, value, key: str, choices: tuple[str, ...]) -> str:
        if value not in choices:
            self.fail(key, f"expected one of {', '.join(choices)}, got {value!r}")
        return value

    def count(self, value, key: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            self.fail(key, f"expected a whole number >= 0, got {value!r}")
        return value

    def date(self, value, key: str) -> str:
        if isinstance(value, dt.datetime):
            self.fail(key, f"expected a date (YYYY-MM-DD), got a date and time {value}")
        if isinstance(value, dt.date):
            return value.isoformat()
        if isinstance(value, str):
            try:
                return dt.date.fromisoformat(value).isoformat()
            except ValueError:
                pass
        self.fail(key, f"expected a date (YYYY-MM-DD), got {value!r}")


def normalize_word(word: str) -> str:
    """Words compare without case, surrounding quotes or spaces ('« Wacko »' == 'wacko')."""
    return word.strip().strip("\"'“”«»‘’ \u00a0").casefold()


def parse_gold(data, path: Path) -> GoldArticle:
    """Validate one parsed gold document (see corpus/README.md) and turn it into Facts."""
    c = _Checker(path)
    doc = c.mapping(data, "", {"article", "entities", "events", "motions", "dates"}, {"language", "facts"})
    article = c.text(doc["article"], "article")
    language = doc.get("language")
    if language is not None:
        c.choice(language, "language", ("en", "fr"))
    for n, fact in enumerate(c.listing(doc.get("facts"), "facts")):
        c.text(fact, f"facts[{n}]")
    facts = Facts()
    for n, entity in enumerate(c.listing(doc["entities"], "entities")):
        key = f"entities[{n}]"
        c.mapping(entity, key, {"mention", "iri"}, set())
        c.text(entity["mention"], f"{key}.mention")
        facts.links.add(c.resource_key(entity["iri"], f"{key}.iri", _LINK_KEY))
    for n, event in enumerate(c.listing(doc["events"], "events")):
        key = f"events[{n}]"
        c.mapping(event, key, {"type"}, {"agent", "target", "word", "date"})
        facts.events.append(Event(
            type=c.choice(event["type"], f"{key}.type", EVENT_TYPES),
            agents=frozenset([c.resource_key(event["agent"], f"{key}.agent")] if "agent" in event else []),
            targets=frozenset([c.resource_key(event["target"], f"{key}.target")] if "target" in event else []),
            word=normalize_word(c.text(event["word"], f"{key}.word")) if "word" in event else None,
            date=c.date(event["date"], f"{key}.date") if "date" in event else None))
    for n, motion in enumerate(c.listing(doc["motions"], "motions")):
        key = f"motions[{n}]"
        c.mapping(motion, key, {"outcome"}, {"mover", "type", "method", "yeas", "nays", "subjects", "demands", "date"})
        facts.motions.append(Motion(
            mover=c.resource_key(motion["mover"], f"{key}.mover") if "mover" in motion else None,
            type=c.choice(motion["type"], f"{key}.type", MOTION_TYPES) if "type" in motion else None,
            outcome=c.choice(motion["outcome"], f"{key}.outcome", OUTCOMES),
            method=c.choice(motion["method"], f"{key}.method", METHODS) if "method" in motion else None,
            yeas=c.count(motion["yeas"], f"{key}.yeas") if "yeas" in motion else None,
            nays=c.count(motion["nays"], f"{key}.nays") if "nays" in motion else None,
            demands=c.count(motion["demands"], f"{key}.demands") if "demands" in motion else None,
            date=c.date(motion["date"], f"{key}.date") if "date" in motion else None,
            subjects=frozenset(c.resource_key(s, f"{key}.subjects[{m}]")
                               for m, s in enumerate(c.listing(motion.get("subjects"), f"{key}.subjects")))))
    for n, day in enumerate(c.listing(doc["dates"], "dates")):
        facts.dates.add(c.date(day, f"dates[{n}]"))
    return GoldArticle(path=path, article=article, language=language, facts=facts)


def read_gold(path: Path) -> GoldArticle:
    """One gold file, parsed and validated; InputError names the file and the key at fault."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"{path}: cannot read: {error}") from None
    except yaml.YAMLError as error:
        raise InputError(f"{path}: not valid YAML: {error}") from None
    return parse_gold(data, path)


def read_gold_dir(gold_dir: Path, only: set[str] | None = None) -> list[GoldArticle]:
    """Every *.yaml/*.yml gold file of a folder (or those named in `only`), sorted by name."""
    if not gold_dir.is_dir():
        raise InputError(f"{gold_dir}: no such folder of gold files")
    paths = sorted(p for p in gold_dir.iterdir() if p.suffix in (".yaml", ".yml") and not p.name.startswith("."))
    if only is not None:
        unknown = sorted(only - {p.name for p in paths})
        if unknown:
            raise InputError(f"{gold_dir}: no gold file {unknown[0]} (named by the split)")
        paths = [p for p in paths if p.name in only]
    if not paths:
        raise InputError(f"{gold_dir}: no gold files (*.yaml) in this folder")
    return [read_gold(p) for p in paths]


def read_split(path: Path, part: str) -> set[str]:
    """The gold file names of one part ("dev", "test") of a split file (corpus/news-dev-split.yaml)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise InputError(f"{path}: cannot read the split: {error}") from None
    events = data.get("events") if isinstance(data, dict) else None
    if not isinstance(events, list) or not all(isinstance(e, dict) and isinstance(e.get("gold"), list) for e in events):
        raise InputError(f"{path}: events: expected a list of {{part, gold: [file, …]}}")
    parts = {e.get("part") for e in events}
    if part not in parts:
        raise InputError(f"{path}: no part {part!r} (parts: {', '.join(sorted(map(str, parts)))})")
    return {name for e in events if e.get("part") == part for name in e["gold"]}


# -- predicted facts from a store -------------------------------------------------------------


class KeyMapper:
    """IRIs -> keys relative to `{base}id/`; None for anything else (blank nodes, other bases)."""

    def __init__(self, base: str):
        self.prefix = (base if base.endswith("/") else base + "/") + "id/"

    def key(self, term) -> str | None:
        if not isinstance(term, URIRef) or not str(term).startswith(self.prefix):
            return None
        return str(term)[len(self.prefix):]


def _local(term, namespace: str) -> str | None:
    text = str(term) if term is not None else ""
    return text[len(namespace):] if text.startswith(namespace) else None


def _int(term) -> int | None:
    try:
        return int(str(term))
    except (TypeError, ValueError):
        return None


def _date(term) -> str | None:
    try:
        return dt.date.fromisoformat(str(term)[:10]).isoformat() if term is not None else None
    except ValueError:
        return None


def predicted_facts(store, graphs: list[str], base: str, kb: set[str] | None) -> Facts:
    """The facts the extractor wrote into `graphs` (one article's graphs), read with eval_*.rq.

    `kb` is the set of reference-KB keys: links count only entities of the KB (people the
    article introduces, not in the KB, are not links); None scores every mentioned resource.
    """
    from canpol.graph.queries import load_query

    keys = KeyMapper(base)
    facts = Facts()
    events: dict[object, dict] = {}
    motions: dict[object, dict] = {}
    for graph in graphs:
        bind = {"g": URIRef(graph)}
        for row in store.select(load_query("eval_mentions"), bind):
            key = keys.key(row.get("entity"))
            if key and key.split("/", 1)[0] in LINK_KINDS and (kb is None or key in kb):
                facts.links.add(key)
        for row in store.select(load_query("eval_events"), bind):
            record = events.setdefault(row["event"], {"type": _local(row["type"], ONTOLOGY), "agents": set(),
                                                      "targets": set(), "word": None, "date": None})
            for role, name in (("agents", "agent"), ("targets", "target")):
                if row.get(name) is not None:
                    # An unlinked participant (blank node, article-local person) still counts as one.
                    record[role].add(keys.key(row[name]) or "unlinked")
            if row.get("word") is not None:
                record["word"] = normalize_word(str(row["word"]))
            record["date"] = record["date"] or _date(row.get("date"))
        for row in store.select(load_query("eval_motions"), bind):
            record = motions.setdefault(row["motion"], {"subjects": set(), "demands": set()})
            for name, value in (("mover", keys.key(row.get("mover"))),
                                ("type", _local(row.get("motionType"), VOCAB)),
                                ("outcome", _local(row.get("outcome"), VOCAB)),
                                ("method", _local(row.get("method"), VOCAB)),
                                ("yeas", _int(row.get("yeas"))), ("nays", _int(row.get("nays"))),
                                ("date", _date(row.get("date")))):
                if value is not None:
                    record.setdefault(name, value)
        for row in store.select(load_query("eval_motion_parts"), bind):
            record = motions.setdefault(row["motion"], {"subjects": set(), "demands": set()})
            if row.get("subject") is not None:
                record["subjects"].add(keys.key(row["subject"]) or str(row["subject"]))
            if row.get("demand") is not None:
                record["demands"].add(row["demand"])
        for row in store.select(load_query("eval_dates"), bind):
            day = _date(row.get("date"))
            if day:
                facts.dates.add(day)
    for iri, record in events.items():
        facts.events.append(Event(type=record["type"], agents=frozenset(record["agents"]),
                                  targets=frozenset(record["targets"]), word=record["word"], date=record["date"],
                                  iri=str(iri)))
    for iri, record in motions.items():
        demands = record.pop("demands")
        subjects = record.pop("subjects")
        facts.motions.append(Motion(**record, demands=len(demands) if demands else None,
                                    subjects=frozenset(subjects), iri=str(iri)))
    return facts


OA = "http://www.w3.org/ns/oa#"
_EVENT_CLASSES = {ONTOLOGY + t for t in EVENT_TYPES}


def predicted_claims(store, graphs: list[str], base: str) -> list[Claim]:
    """Every node of `graphs` with a canpol:confidence, kinded for `judge_claims` (eval_claims.rq).

    Read generically (whatever carries a confidence), so that a claim of a new shape shows up as
    kind "other" (counted, not judged) rather than being silently left out. A node with several
    confidences is one claim at the highest."""
    from canpol.graph.queries import load_query

    keys = KeyMapper(base)
    rows: dict[tuple[str, object], dict] = {}
    for graph in graphs:
        for row in store.select(load_query("eval_claims"), {"g": URIRef(graph)}):
            record = rows.setdefault((graph, row["claim"]), {"confidence": None, "types": set(), "body": None,
                                                             "motivation": None, "exact": None, "motion": None,
                                                             "outcome": None, "person": None})
            try:
                confidence = float(str(row["confidence"]))
            except ValueError:
                continue
            # Two claims of one node (the same event told twice, minted to one IRI) leave two
            # confidences on it: the node counts once, at the higher one.
            record["confidence"] = max(confidence, record["confidence"] or 0.0)
            if row.get("type") is not None:
                record["types"].add(str(row["type"]))
            for name in ("body", "motivation", "exact", "motion", "outcome", "person"):
                if row.get(name) is not None and record[name] is None:
                    record[name] = row[name]
    claims = []
    for (_, node), r in rows.items():
        if r["confidence"] is None:
            continue
        if r["types"] & _EVENT_CLASSES:
            claim = Claim("event", r["confidence"], str(node))
        elif ONTOLOGY + "Motion" in r["types"]:
            claim = Claim("motion", r["confidence"], str(node))
        elif r["motion"] is not None:
            claim = Claim("decision", r["confidence"], _local(r["outcome"], VOCAB), str(r["motion"]))
        elif r["person"] is not None:
            claim = Claim("sanction", r["confidence"], keys.key(r["person"]))
        elif r["body"] is not None and str(r["motivation"]) == OA + "identifying":
            claim = Claim("link", r["confidence"], keys.key(r["body"]),
                          quote=str(r["exact"]) if r["exact"] is not None else None)
        else:
            claim = Claim("other", r["confidence"], str(node))
        claims.append(claim)
    return claims


# -- the whole run ----------------------------------------------------------------------------


@dataclass
class ArticleResult:
    gold: GoldArticle
    counts: dict[str, Counts]
    error: str | None = None
    predicted: Facts | None = None
    language: str | None = None  # the gold's, else the article's front matter's
    claims: list[JudgedClaim] = field(default_factory=list)
    quotes: dict[str, list[str]] = field(default_factory=dict)  # entity key -> the mentions' quoted text
    kb: set[str] | None = field(default=None, repr=False)

    @property
    def event_types(self) -> dict[str, Counts]:
        return score_events_by_type(self.gold.facts.events, self.predicted.events if self.predicted else [])

    @property
    def invented_links(self) -> list[str]:
        return invented_links(self.gold.facts, self.predicted or Facts())

    @property
    def undecided_motions(self) -> list[Motion]:
        predicted = self.predicted.motions if self.predicted else []
        return [predicted[j] for j in undecided_unmatched_motions(self.gold.facts.motions, predicted)]

    @property
    def wrong_person(self) -> list[WrongPerson]:
        return wrong_person_events(self.gold.facts.events, self.predicted.events if self.predicted else [], self.kb)

    @property
    def event_causes(self) -> dict[str, dict[str, int]]:
        return event_error_causes(self.gold.facts, self.predicted or Facts(), self.kb)


def _ordered_types(names) -> list[str]:
    return sorted(names, key=lambda t: (EVENT_TYPES.index(t) if t in EVENT_TYPES else len(EVENT_TYPES), t))


@dataclass
class Evaluation:
    articles: list[ArticleResult]
    totals: dict[str, Counts]
    kb_loaded: bool

    def by_language(self) -> dict[str, tuple[int, dict[str, Counts]]]:
        """language -> (articles, per-kind totals over that language's articles); "unknown" when
        neither the gold nor the front matter says."""
        groups: dict[str, list[ArticleResult]] = {}
        for a in self.articles:
            groups.setdefault(a.language or "unknown", []).append(a)
        return {lang: (len(group), total(a.counts for a in group)) for lang, group in sorted(groups.items())}

    def event_types(self) -> dict[str, Counts]:
        """Events counts per event type (ontology class), summed over articles."""
        sums: dict[str, Counts] = {}
        for a in self.articles:
            for kind, counts in a.event_types.items():
                sums[kind] = sums.get(kind, Counts()) + counts
        return {kind: sums[kind] for kind in _ordered_types(sums)}

    def invented_links(self) -> list[dict]:
        return [{"article": a.gold.article, "iri": key, "mentions": sorted(set(a.quotes.get(key, [])))}
                for a in self.articles for key in a.invented_links]

    def wrong_person_events(self) -> list[dict]:
        return [{"article": a.gold.article, "event": _show_event(w.predicted), "type": w.predicted.type,
                 "role": w.role, "found": sorted(w.found), "gold": sorted(w.expected)}
                for a in self.articles for w in a.wrong_person]

    def event_causes(self) -> dict[str, dict[str, int]]:
        """`event_error_causes` summed over articles."""
        sums = {"missed": dict.fromkeys(MISSED_CAUSES, 0), "spurious": dict.fromkeys(SPURIOUS_CAUSES, 0)}
        for a in self.articles:
            for side, counts in a.event_causes.items():
                for cause, n in counts.items():
                    sums[side][cause] += n
        return sums

    def undecided_motions(self) -> list[dict]:
        """Predicted motions with no outcome that match no gold motion: counted, not judged."""
        return [{"article": a.gold.article, "motion": _show_motion(m)} for a in self.articles for m in a.undecided_motions]

    def calibration(self) -> dict[str, Reliability]:
        return calibration(c for a in self.articles for c in a.claims)

    def as_dict(self) -> dict:
        return {
            "articles": len(self.articles),
            "failed": [{"article": a.gold.article, "error": a.error} for a in self.articles if a.error],
            "reference_kb": self.kb_loaded,
            "kinds": {kind: counts.as_dict() for kind, counts in self.totals.items()},
            "per_article": [{"article": a.gold.article, "error": a.error,
                             "kinds": {k: c.as_dict() for k, c in a.counts.items()},
                             "language": a.language} for a in self.articles],
            "by_language": {lang: {"articles": n, "kinds": {k: c.as_dict() for k, c in kinds.items()}}
                            for lang, (n, kinds) in self.by_language().items()},
            "event_types": {kind: c.as_dict() for kind, c in self.event_types().items()},
            "invented_links": self.invented_links(),
            "wrong_person_events": self.wrong_person_events(),
            "event_causes": self.event_causes(),
            "undecided_motions": self.undecided_motions(),
            "calibration": {kind: r.as_dict() for kind, r in self.calibration().items()},
        }


_FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def front_matter_language(path: Path) -> str | None:
    """The `language` of a Markdown article's YAML front matter, if it has one."""
    try:
        match = _FRONT_MATTER.match(path.read_text(encoding="utf-8"))
        meta = yaml.safe_load(match.group(1)) if match else None
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    language = meta.get("language") if isinstance(meta, dict) else None
    return str(language)[:2].lower() if language else None


def reference_keys(base: str) -> set[str] | None:
    """Keys of every entity of the reference KB (people, parties, ridings, offices, institutions),
    from the shipped fact files; None when canpol has no reference KB."""
    try:
        from canpol.loaders.reference.kb import load_kb
    except ImportError:
        return None
    keys = KeyMapper(base)
    kb = load_kb(base)
    return {key for key in map(keys.key, map(URIRef, kb.labels)) if key}


def evaluate(gold_dir: Path, articles_dir: Path, base: str, *, with_reference: bool = True,
             progress=None, only: set[str] | None = None) -> Evaluation:
    """Load each article alone into an in-memory store and score what was extracted from it.

    Links count only entities of the reference KB when it is there (`with_reference`); `only`
    names the gold files to score (a part of a split), None all of them.
    """
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders import load_paths

    golds = read_gold_dir(gold_dir, only)
    missing = [g for g in golds if not (articles_dir / g.article).is_file()]
    if missing:
        raise InputError(f"{missing[0].path}: article: {missing[0].article} is not in {articles_dir}")
    minter = IriMinter(base)
    store = EmbeddedStore(None)
    try:
        kb = reference_keys(base) if with_reference else None
        results = []
        for gold in golds:
            path = articles_dir / gold.article
            try:
                report = load_paths(store, [path], minter)
            except Exception as crash:  # noqa: BLE001 - a crash of the extractor is a finding, not the end of the report
                graphs, error = [], f"extractor crashed: {type(crash).__name__}: {crash}"
            else:
                graphs = [graph for _, graph, _ in report.loaded]
                error = "; ".join(message for _, message in report.failed) or None
            predicted = predicted_facts(store, graphs, base, kb) if graphs else Facts()
            claims = predicted_claims(store, graphs, base) if graphs else []
            quotes: dict[str, list[str]] = {}
            for claim in claims:
                if claim.kind == "link" and claim.key and claim.quote:
                    quotes.setdefault(claim.key, []).append(claim.quote)
            results.append(ArticleResult(gold, score_article(gold.facts, predicted), error, predicted,
                                         language=gold.language or front_matter_language(path),
                                         claims=judge_claims(claims, gold.facts, predicted, kb),
                                         quotes=quotes, kb=kb))
            for graph in graphs:
                # Each article is scored alone: the same event from two articles shares one IRI.
                store.remove_graph(graph)
            if progress:
                progress(gold)
    finally:
        store.close()
    return Evaluation(results, total(r.counts for r in results), kb is not None)


def format_table(evaluation: Evaluation) -> str:
    """The per-kind P/R/F1 table `canpol eval` prints."""
    lines = [f"{'kind':<16} {'gold':>5} {'found':>5} {'right':>5} {'P':>6} {'R':>6} {'F1':>6}"]
    for kind, c in evaluation.totals.items():
        if kind == "overall":
            lines.append("-" * len(lines[0]))
        lines.append(f"{kind:<16} {c.tp + c.fn:>5} {c.tp + c.fp:>5} {c.tp:>5} "
                     f"{c.precision:>6.3f} {c.recall:>6.3f} {c.f1:>6.3f}")
    failed = [a for a in evaluation.articles if a.error]
    lines.append(f"\n{len(evaluation.articles)} articles, {len(failed)} failed to load"
                 + ("" if evaluation.kb_loaded else "; reference KB not loaded: links not restricted to the KB"))
    for a in failed:
        lines.append(f"  {a.gold.article}: {a.error}")
    return "\n".join(lines)


def format_per_article(evaluation: Evaluation) -> str:
    """One line per article: F1 of links, events, motion outcomes and dates."""
    lines = [f"{'article':<52} {'links':>6} {'events':>6} {'args':>6} {'motion':>6} {'dates':>6}"]
    for a in evaluation.articles:
        c = a.counts
        lines.append(f"{a.gold.article:<52} {c['links'].f1:>6.2f} {c['events'].f1:>6.2f} "
                     f"{c['event arguments'].f1:>6.2f} {c['motion outcomes'].f1:>6.2f} {c['dates'].f1:>6.2f}")
    return "\n".join(lines)


def format_errors(evaluation: Evaluation) -> str:
    """Per article, what was missed (-), found but not in the gold (+), or found with other values (~)."""
    out = []
    for a in evaluation.articles:
        lines = explain_article(a.gold.facts, a.predicted or Facts())
        if a.error:
            lines.insert(0, f"! {a.error}")
        if lines:
            out.append(a.gold.article)
            out.extend("  " + line for line in lines)
    return "\n".join(out)


def _counts_line(name: str, c: Counts, width: int = 16) -> str:
    return (f"{name:<{width}} {c.tp + c.fn:>5} {c.tp + c.fp:>5} {c.tp:>5} "
            f"{c.precision:>6.3f} {c.recall:>6.3f} {c.f1:>6.3f}")


def format_breakdown(evaluation: Evaluation) -> str:
    """Events per language and per event type, then the invented links, wrong-person events and
    undecided motions (not judged)."""
    head = f"{'gold':>5} {'found':>5} {'right':>5} {'P':>6} {'R':>6} {'F1':>6}"
    lines = [f"{'events by language':<24} {head}"]
    for lang, (n, kinds) in evaluation.by_language().items():
        lines.append(_counts_line(f"{lang} ({n} articles)", kinds["events"], 24))
    lines.append("")
    lines.append(f"{'events by type':<24} {head}")
    for kind, c in evaluation.event_types().items():
        lines.append(_counts_line(kind, c, 24))
    causes = evaluation.event_causes()
    for side, title in (("missed", "events missed"), ("spurious", "events found in excess")):
        lines.append(f"\n{title} by cause (counts only, see event_error_causes)")
        lines += [f"  {cause:<30} {n:>5}" for cause, n in causes[side].items()]
    invented = evaluation.invented_links()
    lines.append(f"\ninvented links ({len(invented)}): KB entities linked that the gold does not list")
    for item in invented:
        said = ", ".join(repr(m) for m in item["mentions"])
        lines.append(f"  {item['article']}: {item['iri']}" + (f"  ({said})" if said else ""))
    wrong = evaluation.wrong_person_events()
    lines.append(f"\nwrong-person events ({len(wrong)}): another KB person than the gold's in the same role")
    for item in wrong:
        lines.append(f"  {item['article']}: {item['event']}  ({item['role']} in the gold: {', '.join(item['gold'])})")
    undecided = evaluation.undecided_motions()
    lines.append(f"\nundecided motions ({len(undecided)}): moved, no outcome told, matching no gold motion; not judged")
    for item in undecided:
        lines.append(f"  {item['article']}: {item['motion']}")
    return "\n".join(lines)


def format_calibration(evaluation: Evaluation) -> str:
    """The reliability table: judged claims per confidence bin, overall and per claim kind."""
    lines = [f"{'claims':<10} {'confidence':<10} {'claims':>6} {'right':>6} {'frac':>6} {'mean c':>6}"]
    for kind, reliability in evaluation.calibration().items():
        for row in reliability.rows():
            closing = "]" if row["to"] == 1.0 else ")"
            lines.append(f"{kind:<10} [{row['from']:.1f}, {row['to']:.1f}{closing} "
                         f"{row['claims']:>6} {row['right']:>6} "
                         f"{row['fraction_right']:>6.3f} {row['mean_confidence']:>6.3f}")
        lines.append(f"{kind:<10} {'total':<10} {reliability.total:>6} {sum(reliability.right):>6}"
                     f"  ECE {reliability.ece:.3f}; not judged: {reliability.unjudged}")
    return "\n".join(lines)
