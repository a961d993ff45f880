"""The paraphrase suite: cases written from the ontology's definitions, run through the real extractor.

`en.yaml` and `fr.yaml` hold the cases (their header says what a case asserts); this module reads
and validates them, runs one case the way `canpol eval` runs an article (`canpol.loaders.load_paths`
into an in-memory EmbeddedStore, facts read back with `predicted_facts`), and compares. The pytest
runner is ../test_paraphrases.py; `python -m tests.loaders.article.paraphrases` prints a table.
"""

from __future__ import annotations

import datetime as dt
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "fr")
# The thirteen kinds of issue 13, in its order; a data file must have every one.
KINDS = ("expulsion", "unparliamentary", "request", "refusal", "apology", "resignation", "caucus",
         "floor-crossing", "motion-moved", "decision", "ruling", "accusation", "statement")
MIN_CASES = 12  # per kind and language
# The constructions every kind must be tried in, in each language (issue 13, item 3). A case's
# `form` counts for one of them when it is that name or starts with it and a dash
# ("passive-expulsion" is a passive).
REQUIRED_FORMS = ("active", "passive", "nominalised", "quotation", "reported", "negated", "hypothetical",
                  "role", "pronoun", "fronted-time", "coordinated")
EVENT_TYPES = ("UnparliamentaryLanguage", "RequestToApologize", "Refusal", "Apology", "Expulsion",
               "Accusation", "MotionMoved", "Resignation", "PressStatement", "Ruling")
OUTCOMES = ("Adopted", "Negatived", "ConsentRefused", "Withdrawn")
METHODS = ("UnanimousConsent", "VoiceVote", "RecordedDivision")
MOTION_FIELDS = ("mover", "outcome", "method", "yeas", "nays", "date", "type")
EVENT_KEYS = {"type", "agent", "target", "word", "date", "office"}
CASE_KEYS = {"n", "form", "date", "text", "events", "motions", "only", "tolerate", "other_day"}
KNOWN_FAILURES = HERE / "known_failures.txt"
_KEY = re.compile(r"^(person|party|org)/[a-z0-9][a-z0-9-]*$")
UNSET = object()  # an expectation the case does not state: not compared


@dataclass
class Case:
    id: str
    lang: str
    kind: str
    n: int
    form: str
    date: dt.date
    text: str
    events: list[dict]
    motions: list[dict] | None
    only: bool
    tolerate: frozenset[str] = frozenset()
    other_day: bool = False  # the text's one day dates something else than the events (see en.yaml's header)


@dataclass
class Outcome:
    case: Case
    problems: list[str] = field(default_factory=list)
    predicted_events: list = field(default_factory=list)
    predicted_motions: list = field(default_factory=list)
    predicted_links: set = field(default_factory=set)  # KB keys the case's source canpol:mentions (not scored here)
    offices: list = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems


class DataError(ValueError):
    pass


def _day(value, where: str) -> dt.date:
    if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        return value
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        raise DataError(f"{where}: expected a date YYYY-MM-DD, got {value!r}") from None


def _check_event(event, where: str) -> dict:
    if not isinstance(event, dict) or "type" not in event:
        raise DataError(f"{where}: an event needs a type")
    unknown = set(event) - EVENT_KEYS
    if unknown:
        raise DataError(f"{where}: unknown keys {sorted(unknown)}")
    if event["type"] not in EVENT_TYPES:
        raise DataError(f"{where}: unknown event type {event['type']!r}")
    for role in ("agent", "target"):
        value = event.get(role)
        # (a list: one event naming several people in that role, as an apology made to two members is told)
        for one in value if isinstance(value, list) else [value]:
            if one is not None and role in event and not _KEY.match(str(one)):
                raise DataError(f"{where}.{role}: expected a KB key such as person/jagmeet-singh, got {one!r}")
    if "date" in event and event["date"] is not None:
        event = {**event, "date": _day(event["date"], f"{where}.date").isoformat()}
    return event


def _check_motion(motion, where: str) -> dict:
    if not isinstance(motion, dict):
        raise DataError(f"{where}: a motion is a mapping")
    unknown = set(motion) - set(MOTION_FIELDS)
    if unknown:
        raise DataError(f"{where}: unknown keys {sorted(unknown)}")
    if motion.get("outcome") is not None and motion["outcome"] not in OUTCOMES:
        raise DataError(f"{where}.outcome: {motion['outcome']!r}")
    if motion.get("method") is not None and motion["method"] not in METHODS:
        raise DataError(f"{where}.method: {motion['method']!r}")
    if motion.get("date") is not None:
        motion = {**motion, "date": _day(motion["date"], f"{where}.date").isoformat()}
    return motion


def load_cases(lang: str | None = None, kind: str | None = None) -> list[Case]:
    """Every case of the data files (or of one language / kind), validated; DataError names the culprit."""
    cases: list[Case] = []
    for language in LANGUAGES if lang is None else (lang,):
        path = HERE / f"{language}.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if set(data) != set(KINDS):
            raise DataError(f"{path.name}: kinds {sorted(set(data) ^ set(KINDS))} missing or unknown")
        for kind_name in KINDS:
            seen = set()
            for raw in data[kind_name]:
                where = f"{path.name}: {kind_name}[n={raw.get('n')}]"
                unknown = set(raw) - CASE_KEYS
                if unknown:
                    raise DataError(f"{where}: unknown keys {sorted(unknown)}")
                for required in ("n", "form", "date", "text", "events", "only"):
                    if required not in raw:
                        raise DataError(f"{where}: {required} missing")
                if raw["n"] in seen:
                    raise DataError(f"{where}: n repeated")
                seen.add(raw["n"])
                tolerate = frozenset(raw.get("tolerate") or ())
                if tolerate - set(EVENT_TYPES):
                    raise DataError(f"{where}: tolerate: unknown types {sorted(tolerate - set(EVENT_TYPES))}")
                case = Case(
                    id=f"{language}-{kind_name}-{raw['n']:02d}", lang=language, kind=kind_name, n=raw["n"],
                    form=str(raw["form"]), date=_day(raw["date"], f"{where}.date"), text=str(raw["text"]).strip(),
                    events=[_check_event(e, f"{where}.events[{i}]") for i, e in enumerate(raw["events"] or [])],
                    motions=None if "motions" not in raw else
                    [_check_motion(m, f"{where}.motions[{i}]") for i, m in enumerate(raw["motions"] or [])],
                    only=bool(raw["only"]), tolerate=tolerate, other_day=bool(raw.get("other_day")))
                cases.append(case)
            if len(seen) < MIN_CASES:
                raise DataError(f"{path.name}: {kind_name} has {len(seen)} cases, fewer than {MIN_CASES}")
    if kind is not None:
        cases = [c for c in cases if c.kind == kind]
    return cases


def missing_forms(cases: list[Case]) -> list[tuple[str, str, str]]:
    """(language, kind, form) of every required construction that no case exercises."""
    out = []
    for lang in LANGUAGES:
        for kind in KINDS:
            forms = {c.form for c in cases if c.lang == lang and c.kind == kind}
            out += [(lang, kind, f) for f in REQUIRED_FORMS
                    if not any(form == f or form.startswith(f + "-") for form in forms)]
    return out


def known_failures() -> set[str]:
    """Ids listed in known_failures.txt (one per line; '#' starts a comment)."""
    if not KNOWN_FAILURES.is_file():
        return set()
    lines = (line.split("#", 1)[0].strip() for line in KNOWN_FAILURES.read_text(encoding="utf-8").splitlines())
    return {line for line in lines if line}


# -- running a case ------------------------------------------------------------------------------

_OFFICES = """
PREFIX canpol: <https://w3id.org/canpol/ontology#>
SELECT ?event ?type ?office ?target WHERE {
  GRAPH ?g {
    ?event a ?type ; canpol:inCapacityOf ?office .
    OPTIONAL { ?event canpol:target|canpol:concernsMember ?target }
  }
}
"""


class Runner:
    """One in-memory store and the reference KB's keys, shared by every case of a session."""

    def __init__(self, base: str | None = None, typeset: str | None = None):
        """`typeset`: a page style of canpol.loaders.typeset the cases' text is set in first (curly
        quotes, tight guillemets, invisible marks), None for the text as written."""
        from canpol.config import DEFAULT_BASE
        from canpol.graph.embedded import EmbeddedStore
        from canpol.graph.iris import IriMinter
        from canpol.loaders.evaluation import reference_keys

        self.base = base or DEFAULT_BASE
        self.typeset = typeset
        self.minter = IriMinter(self.base)
        self.store = EmbeddedStore(None)
        self.kb_keys = reference_keys(self.base)
        try:
            from canpol.loaders.reference.kb import load_kb
            self.kb = load_kb(self.base)
        except ImportError:
            self.kb = None
        self.dir = tempfile.TemporaryDirectory(prefix="canpol-paraphrases-")

    def holders(self, office: str, day: str | None) -> set[str]:
        """Keys of the people who held `office` (a KB office key such as speaker) on `day`."""
        if self.kb is None or day is None:
            return set()
        prefix = self.kb.iri("person", "")
        return {"person/" + iri[len(prefix):] for iri in self.kb.office_holders(office, dt.date.fromisoformat(day))}

    def close(self) -> None:
        self.store.close()
        self.dir.cleanup()

    def article(self, case: Case) -> Path:
        """The case as a Markdown article with front matter, the form `canpol load` reads."""
        path = Path(self.dir.name) / f"{case.id}.md"
        front = {"title": f"Paraphrase {case.id}", "url": f"https://example.org/paraphrases/{case.id}",
                 "date": case.date.isoformat(), "publisher": "canpol paraphrase suite", "language": case.lang}
        text = case.text
        if self.typeset:
            from canpol.loaders.typeset import typeset

            text = typeset(text, case.lang, self.typeset)
        path.write_text("---\n" + yaml.safe_dump(front, allow_unicode=True, sort_keys=False) + "---\n"
                        + text + "\n", encoding="utf-8")
        return path

    def run(self, case: Case) -> Outcome:
        from rdflib import URIRef

        from canpol.loaders import load_paths
        from canpol.loaders.evaluation import KeyMapper, predicted_facts

        outcome = Outcome(case)
        report = load_paths(self.store, [self.article(case)], self.minter)
        if report.failed:
            outcome.problems.append("load failed: " + "; ".join(m for _, m in report.failed))
            return outcome
        graphs = [graph for _, graph, _ in report.loaded]
        try:
            facts = predicted_facts(self.store, graphs, self.base, self.kb_keys)
            keys = KeyMapper(self.base)
            for graph in graphs:
                for row in self.store.select(_OFFICES, {"g": URIRef(graph)}):
                    outcome.offices.append((str(row["type"]).rsplit("#", 1)[-1],
                                            (keys.key(row["office"]) or "").removeprefix("office/"),
                                            keys.key(row.get("target")) if row.get("target") is not None else None))
        finally:
            for graph in graphs:
                self.store.remove_graph(graph)  # each case alone, as `canpol eval` scores each article alone
        outcome.predicted_events = facts.events
        outcome.predicted_motions = facts.motions
        outcome.predicted_links = set(facts.links)
        outcome.problems = compare(case, facts.events, facts.motions, outcome.offices, self.holders)
        return outcome


# -- comparing -----------------------------------------------------------------------------------


def _event_fits(expected: dict, predicted, offices, holders=None) -> bool:
    """Exactly the stated arguments: a stated agent/target must be the only one; null means none."""
    if predicted.type != expected["type"]:
        return False
    for role, values in (("agent", predicted.agents), ("target", predicted.targets)):
        if role not in expected:
            continue
        want = expected[role]
        if (want is None and values) or (want is not None and set(values) != (set(want) if isinstance(want, list) else {want})):
            return False
    if "word" in expected and (predicted.word or "") != str(expected["word"]).casefold():
        return False
    if "date" in expected and predicted.date != expected["date"]:
        return False
    if "office" in expected:
        target = expected.get("target")
        if not any(t == expected["type"] and o == expected["office"] and (target is None or tg == target)
                   for t, o, tg in offices):
            return False
        if "agent" not in expected and holders is not None:
            # "the Speaker" states the office only; a person given as the agent must at least be
            # one who held that office that day (never a predecessor or a deputy)
            if not set(predicted.agents) <= holders(expected["office"], expected.get("date")):
                return False
    return True


def _show(e) -> str:
    parts = [e.type]
    if e.agents:
        parts.append("agent=" + ",".join(sorted(e.agents)))
    if e.targets:
        parts.append("target=" + ",".join(sorted(e.targets)))
    if e.word:
        parts.append(f"word={e.word}")
    parts.append(f"date={e.date}")
    return " ".join(parts)


def _show_expected(e: dict) -> str:
    return " ".join([e["type"]] + [f"{k}={e[k]}" for k in ("agent", "target", "office", "word", "date") if k in e])


def _motion_fits(expected: dict, predicted) -> bool:
    for name, want in expected.items():
        if getattr(predicted, name) != want:
            return False
    return True


def _show_motion(m) -> str:
    return "Motion " + " ".join(f"{k}={getattr(m, k)}" for k in MOTION_FIELDS if getattr(m, k) is not None)


def _assign(expected: list, predicted: list, fits) -> tuple[list[int], set[int]]:
    """A one-to-one assignment (small bipartite matching); returns unmatched expected, used predicted."""
    match: dict[int, int] = {}  # predicted index -> expected index

    def augment(i: int, seen: set[int]) -> bool:
        for j, p in enumerate(predicted):
            if j in seen or not fits(expected[i], p):
                continue
            seen.add(j)
            if j not in match or augment(match[j], seen):
                match[j] = i
                return True
        return False

    missing = [i for i in range(len(expected)) if not augment(i, set())]
    return missing, set(match)


def compare(case: Case, events: list, motions: list, offices: list, holders=None) -> list[str]:
    """What is wrong with the extraction of `case`; empty when it holds. `holders(office, day)` gives
    the keys of who held an office on a day (None: a stated office's agent is not checked)."""
    problems = []
    missing, used = _assign(case.events, events, lambda e, p: _event_fits(e, p, offices, holders))
    for i in missing:
        problems.append(f"missing {_show_expected(case.events[i])}")
    if case.only:
        for j, p in enumerate(events):
            if j not in used and p.type not in case.tolerate:
                problems.append(f"unexpected {_show(p)}")
    if case.motions is not None:
        missing, used = _assign(case.motions, motions, _motion_fits)
        for i in missing:
            problems.append("missing Motion " + " ".join(f"{k}={v}" for k, v in case.motions[i].items()))
        for j, m in enumerate(motions):
            if j not in used:
                problems.append(f"unexpected {_show_motion(m)}")
    return problems


def describe(outcome: Outcome) -> str:
    """The case, what was expected and what the extractor produced, for a failure message."""
    c = outcome.case
    lines = [f"{c.id} ({c.form}, published {c.date}): {c.text}"]
    lines += [f"  ! {p}" for p in outcome.problems]
    lines += [f"  produced: {_show(e)}" for e in outcome.predicted_events]
    lines += [f"  produced: {_show_motion(m)}" for m in outcome.predicted_motions]
    lines += [f"  produced: {t} inCapacityOf office/{o}" + (f" ({tg})" if tg else "") for t, o, tg in outcome.offices]
    if not (outcome.predicted_events or outcome.predicted_motions):
        lines.append("  produced: nothing")
    return "\n".join(lines)


# -- checking the data against the reference KB -------------------------------------------------

WEEKDAYS = {"en": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
            "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")}
YESTERDAY = {"en": "yesterday", "fr": "hier"}


# a day counted from another the text names: "the day before", "the next day", "two days later",
# « la veille », « le lendemain »; a weekday of last week; the day before yesterday
RELATIVE_DAY = re.compile(r"\bthe\s+(?:day|evening|night)\s+(?:before|after)\b|\bthe\s+(?:next|following|previous)\s+day\b"
                          r"|\b\w+\s+days?\s+(?:later|earlier|after|before)\b|\bla\s+veille\b|\b(?:sur)?lendemain\b"
                          r"|\bjours?\s+(?:plus\s+tard|plus\s+tôt|auparavant|après|avant)\b"
                          # (and a weekday of last week, the day before yesterday: not the last such weekday)
                          r"|\blast\s+week\b|\bweek\s+ago\b|\bsemaine\s+(?:dernière|passée|précédente)\b|\bavant-hier\b", re.I)


MONTH_DAY = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
                       r"|\b\d{1,2}(?:er)?\s+(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre"
                       r"|novembre|décembre)\b", re.I)


def stated_day(case: Case) -> dt.date | None:
    """The day the text's single time phrase names (a weekday or "yesterday", resolved to the latest
    such day on or before publication), None when it names none or several, or a coming day."""
    text = case.text
    quotations = r"«[^»]*»|“[^”]*”|\"[^\"]*\""
    if re.search(r"\w", re.sub(quotations, " ", text)):
        # a quotation's days are the speech's, counted from when it was said: a quotation that names
        # one is a second time phrase; else only the rest is read
        quoted = re.findall(r"[a-zà-ÿ]+", " ".join(re.findall(quotations, text)).lower())
        if YESTERDAY[case.lang] in quoted or any(w in WEEKDAYS[case.lang] for w in quoted):
            return None
        text = re.sub(quotations, " ", text)
    if RELATIVE_DAY.search(text):
        return None  # "the day before", « la veille »: a second day, counted from the one named
    if MONTH_DAY.search(text):
        return None  # "on June 12", « 24 février » (a dateline, a background day): a second day, or the day itself
    words = re.findall(r"[a-zà-ÿ]+", text.lower())
    days = {w for w in words if w in WEEKDAYS[case.lang]}
    if YESTERDAY[case.lang] in words:
        return case.date - dt.timedelta(days=1) if not days else None
    if len(days) != 1:
        return None
    day = next(iter(days))
    if re.search(rf"\b(?:next|coming)\s+{day}\b|\b{day}\s+(?:of\s+)?next\s+week\b|\b{day}\s+prochain\b", case.text.lower()):
        return None  # "next Monday", "Monday next week", « lundi prochain »: a coming day, no day of the events
    if re.search(rf"\b{day},?\s+(?:\d{{1,2}}(?:er)?\s+[a-zà-ÿ]+|[a-z]+\.?\s+\d{{1,2}})\b", case.text.lower()):
        return None  # "Monday, March 4", « lundi 4 mars »: the calendar date names the day, not the weekday
    weekday = WEEKDAYS[case.lang].index(days.pop())
    back = (case.date.weekday() - weekday) % 7
    if back == 0 and re.search(rf"\blast\s+{day}\b|\b{day}\s+(?:dernier|passé)\b", case.text.lower()):
        back = 7  # "last Wednesday", « mercredi dernier / passé » told on a Wednesday: the week before
    return case.date - dt.timedelta(days=back)


def data_problems(case: Case, kb) -> list[str]:
    """Why a case's expectations cannot be right: unknown keys, a person not sitting in the House on
    the day, a date that is not the one the text states."""
    problems = []
    people = [(key, e.get("date")) for e in case.events for r in ("agent", "target")
              for key in (e.get(r) if isinstance(e.get(r), list) else [e.get(r)])]
    people += [(m.get("mover"), m.get("date")) for m in case.motions or []]
    for key, day in people:
        if not key or not key.startswith("person/"):
            continue
        iri = kb.iri("person", key.split("/", 1)[1])
        if kb.person(iri) is None:
            problems.append(f"{key} is not in the reference KB")
        elif not kb.is_member_at(iri, dt.date.fromisoformat(day) if day else case.date):
            problems.append(f"{key} did not sit in the House on {day or case.date}")
    stated = None if case.other_day else stated_day(case)
    if stated is not None:
        for item in case.events + (case.motions or []):
            if item.get("date") and item["date"] != stated.isoformat():
                problems.append(f"date {item['date']} but the text says {stated}")
    return problems
