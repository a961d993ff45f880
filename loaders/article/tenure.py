"""Who a role phrase names on the day of the event it takes part in, from the KB's office tenures.

The mentions stage resolves "the prime minister", « le ministre de la Défense nationale », "the NDP
leader" to the office's holder on the article's day, before any sentence is dated. An event told of
another day (a column of 2000 recalling 1971, a resignation reported the day after the successor was
sworn in) names the holder of *its* day: the Emitter asks `holder_on` again with the event's day, or
the time the sentence (or the scene it continues) names when it names no day ("in 1971", "In
February 1971, ...", "in the 1970s"). A phrase whose office changed hands within what the text
allows names nobody the KB can tell: a wrong person is worse than none. For an event of leaving the
office, the holder is the one whose tenure ends then, never the successor whose tenure begins.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

# how many days before a departure's reported day its holder is looked up: news report a resignation
# the day it is made or the day after, when the KB may already list the successor sworn in
LEAVING_DAYS = 3
# how often a span the text gives ("in 1971", "in the 1970s") is sampled for a change of holder
SAMPLE_DAYS = 7


@dataclass(frozen=True)
class Tenure:
    """How a role phrase was resolved to a KB holder: the office (a KB key such as prime-minister or
    leader/ndp, or a minister's portfolio words), the party the phrase gave its holder, the phrase's
    words and the day it was resolved on (the article's)."""

    office: str | None
    portfolio: tuple[str, ...] | None
    party: str | None
    text: str
    on: dt.date
    # marked as the holder at the time told ("the then prime minister"): named only for a day or a
    # time the text gives that is not the day of writing
    at_the_time: bool = False
    # the holder's gender the phrase says (« la ministre de la Santé d'alors »: a woman), or None
    gender: str | None = None


_PORTFOLIO_KEYS: dict[tuple[int, tuple[str, ...]], list[str]] = {}


def _portfolio_keys(kb, portfolio: tuple[str, ...]) -> list[str]:
    """The KB office keys of a minister of that portfolio (alone or joined to another)."""
    from .mentions import _holds_portfolio

    key = (id(kb), portfolio)
    if key not in _PORTFOLIO_KEYS:
        keys = kb.office_keys() if hasattr(kb, "office_keys") else []
        _PORTFOLIO_KEYS[key] = [k for k in keys if _holds_portfolio(k, list(portfolio))]
    return _PORTFOLIO_KEYS[key]


def holders(kb, tenure: Tenure, day: dt.date) -> set[str]:
    """Who held the tenure's office on `day` (of the party the phrase gave, when it gave one)."""
    if tenure.office:
        found = {str(h) for h in kb.office_holders(tenure.office, day)}
    elif tenure.portfolio:
        found = {str(h) for k in _portfolio_keys(kb, tenure.portfolio) for h in kb.office_holders(k, day)}
    else:
        return set()
    if tenure.party:
        found = {h for h in found if str(kb.party_at(h, day) or "") == tenure.party}
    if tenure.gender:
        from .kb import field

        # (one of another gender is not who the phrase names, a man is no « la ministre »; nor does the
        # gender pick one of two holders: the phrase may name an office this reads too widely)
        if any(str(field(kb.person(h) if hasattr(kb, "person") else None, "gender") or tenure.gender).lower()
               != tenure.gender for h in found):
            return set()
    return found


def holder_on(kb, tenure: Tenure, day: dt.date | None, span: tuple[dt.date, dt.date] | None = None,
              leaving: bool = False) -> str | None:
    """The one person the role phrase names for an event of `day` and/or within `span` (the time the
    text allows when it gives no day): the one holder throughout, or None when the office changed
    hands in it, was vacant or held by two. `leaving`: the event is the holder's departure, so the
    holder is the one in office just before it (never a successor sworn in that very day)."""
    if day is None and span is None:
        return None
    seen: list[set[str]] = []
    if day is not None:
        before = holders(kb, tenure, day - dt.timedelta(days=LEAVING_DAYS)) if leaving else set()
        seen.append(before or holders(kb, tenure, day))
    if span is not None:
        first, last = span
        current = first
        while current < last:
            seen.append(holders(kb, tenure, current))
            current += dt.timedelta(days=SAMPLE_DAYS)
        seen.append(holders(kb, tenure, last))
    if any(len(s) != 1 for s in seen) or len(set.union(*seen)) != 1:
        return None
    return next(iter(seen[0]))


# ---- the time a sentence names when it names no day -------------------------------------------
_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre")
_MONTH_NUMBER = {name: n for n, names in enumerate(
    (("january", "janvier"), ("february", "février", "fevrier"), ("march", "mars"), ("april", "avril"),
     ("may", "mai"), ("june", "juin"), ("july", "juillet"), ("august", "août", "aout"), ("september", "septembre"),
     ("october", "octobre"), ("november", "novembre"), ("december", "décembre", "decembre")), 1) for name in names}
_YEAR = r"((?:18|19|20)\d\d)"
# "in the 1970s", « dans les années 1970 »: a decade
_DECADE = re.compile(r"\b(?:the|les|des)\s+(?:années\s+)?((?:18|19|20)\d)0(?:s|'s|’s)?\b(?![-/\d])", re.I)
# "February 1971", « en février 1971 »: a month (the first letter of an English month is a capital)
_MONTH_YEAR = re.compile(rf"\b({_MONTHS})\s+(?:of\s+|de\s+|d['’])?{_YEAR}\b(?![-/]\d)", re.I)
# "in 1971", « en 1971 », "during 1971", "It was 1971": a year (not "since 1971", « depuis 1971 »: a
# state's start, which the narrative does not move to; nor "the cuts of 2012", « le budget de 2012 »:
# a thing's year, not the time of the sentence's events)
_IN_YEAR = re.compile(rf"\b(?:in|en|during|durant|back\s+in|was|était)\s+{_YEAR}\b(?![-/\d])", re.I)
# the time heading its sentence sets the scene the next sentences continue ("In 1971, ...", "It was
# February 1971.", « En 1971, ... », « C'était en février 1971 »)
_FRONTED = re.compile(r"^\W*(?:(?:back\s+)?in|during|en|durant|dans|it\s+was|c['’]était(?:\s+en)?|au\s+cours\s+de)\s+"
                      r"(?:the\s+|les\s+|l['’]|(?:early|late|mid)\s+|début\s+|fin\s+)?(?:années\s+)?", re.I)


# "the spring of 2019", "fall 2018", « au printemps 2022 », « l'automne de 2019 »: a season of a year
_SEASONS = "spring|summer|fall|autumn|winter|printemps|été|automne|hiver"
_SEASON_YEAR = re.compile(rf"\b({_SEASONS})\s+(?:of\s+|de\s+|d['’])?{_YEAR}\b(?![-/\d])", re.I)
# "last spring", "this past fall", « le printemps dernier », « l'automne passé »: the season's last
# one before the day of writing
_LAST_SEASON = re.compile(r"\b(?:last|this\s+past)\s+(spring|summer|fall|autumn|winter)\b"
                          r"|\b(?:le|l['’]|au|à\s+l['’]|de\s+l['’]|du)\s*(printemps|été|automne|hiver)\s+(?:dernier|passé)\b",
                          re.I)
_EARLIER_THIS_WEEK = re.compile(r"\bearlier\s+(?:this|in\s+the)\s+week\b", re.I)
_SEASON_NAME = {"spring": "spring", "printemps": "spring", "summer": "summer", "été": "summer", "fall": "fall",
                "autumn": "fall", "automne": "fall", "winter": "winter", "hiver": "winter"}


def _season(name: str, year: int) -> tuple[dt.date, dt.date]:
    """The days of a season of `year` (a winter: from the December before to March; "the winter of
    2020" may also be the next one, so its span runs to that one's end too: a holder must hold it
    throughout to be named)."""
    season = _SEASON_NAME[name.lower()]
    if season == "spring":
        return dt.date(year, 3, 20), dt.date(year, 6, 20)
    if season == "summer":
        return dt.date(year, 6, 21), dt.date(year, 9, 21)
    if season == "fall":
        return dt.date(year, 9, 22), dt.date(year, 12, 20)
    return dt.date(year - 1, 12, 21), dt.date(year + 1, 3, 19)


def _last_season(name: str, today: dt.date) -> tuple[dt.date, dt.date]:
    """The last whole season of that name before `today` ("last spring" written in November: that
    year's; written in May: the year before's)."""
    season = _SEASON_NAME[name.lower()]
    if season == "winter":
        end = dt.date(today.year, 3, 19)
        year = today.year if end < today else today.year - 1
        return dt.date(year - 1, 12, 21), dt.date(year, 3, 19)
    first, last = _season(season, today.year)
    return (first, last) if last < today else _season(season, today.year - 1)


def _month_end(year: int, month: int) -> dt.date:
    return (dt.date(year + (month == 12), month % 12 + 1, 1) - dt.timedelta(days=1))


def time_named(text: str, today: dt.date | None = None) -> tuple[tuple[dt.date, dt.date] | None, bool]:
    """The span of time a sentence that names no day speaks of — a month, a season, a year or a
    decade, or the last season before `today` (the day of writing) — and whether that time heads the
    sentence (a scene the next sentences continue); (None, False) when it names none, or several
    (which of them is the events' the text does not say)."""
    spans: list[tuple[int, tuple[dt.date, dt.date]]] = []
    taken: list[tuple[int, int]] = []
    for m in _SEASON_YEAR.finditer(text):
        spans.append((m.start(), _season(m.group(1), int(m.group(2)))))
        taken.append(m.span())
    if today is not None:
        for m in _LAST_SEASON.finditer(text):
            spans.append((m.start(), _last_season(m.group(1) or m.group(2), today)))
            taken.append(m.span())
    if today is not None and today.weekday() > 0:
        for m in _EARLIER_THIS_WEEK.finditer(text):
            # "earlier this week": a day of the week of writing before the day of writing (not that day)
            spans.append((m.start(), (today - dt.timedelta(days=today.weekday()), today - dt.timedelta(days=1))))
            taken.append(m.span())
    for m in _MONTH_YEAR.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        name = m.group(1)
        if name.lower() == "may" and not name[0].isupper():
            continue  # the verb "may"
        month, year = _MONTH_NUMBER[name.lower()], int(m.group(2))
        spans.append((m.start(), (dt.date(year, month, 1), _month_end(year, month))))
        taken.append(m.span())
    for m in _DECADE.finditer(text):
        if any(s <= m.start(1) < e for s, e in taken):
            continue
        first = int(m.group(1)) * 10
        spans.append((m.start(), (dt.date(first, 1, 1), dt.date(first + 9, 12, 31))))
        taken.append(m.span())
    for m in _IN_YEAR.finditer(text):
        if any(s <= m.start(1) < e for s, e in taken):
            continue
        year = int(m.group(1))
        spans.append((m.start(), (dt.date(year, 1, 1), dt.date(year, 12, 31))))
    if len({span for _, span in spans}) != 1:
        return None, False
    start, span = min(spans)
    head = _FRONTED.match(text)
    return span, head is not None and start <= head.end()


# how far back a holder's tenure is looked for, in steps of STEP_DAYS
_STEP_DAYS = 30
_MAX_STEPS = 12 * 40


def next_to(kb, office: str, person_iri: str, day: dt.date, before: bool) -> str | None:
    """The holder of `office` just before (`before`) or just after the tenure of `person_iri` that
    covers `day` or, for an office they had left by then, their last one before it ("his
    predecessor", « son successeur »); None when they never held it, the change is not yet made, or
    two people held it on the day of the change."""
    def holds(on: dt.date) -> bool:
        return str(person_iri) in {str(h) for h in kb.office_holders(office, on)}

    edge = day
    if not holds(edge):
        if before:
            return None  # (a predecessor is of a tenure the text's day is in)
        steps = 0
        while not holds(edge):
            edge, steps = edge - dt.timedelta(days=_STEP_DAYS), steps + 1
            if steps > _MAX_STEPS:
                return None
        # the last day held, then the first day after it: the successor's first
        while holds(edge + dt.timedelta(days=1)):
            edge += dt.timedelta(days=1)
        change = edge + dt.timedelta(days=1)
        if change > day:
            return None
    else:
        if not before:
            return None  # (still in office on that day: no successor yet)
        steps = 0
        while holds(edge - dt.timedelta(days=_STEP_DAYS)) and steps <= _MAX_STEPS:
            edge, steps = edge - dt.timedelta(days=_STEP_DAYS), steps + 1
        while holds(edge - dt.timedelta(days=1)):
            edge -= dt.timedelta(days=1)
        change = edge - dt.timedelta(days=1)
    others = {str(h) for h in kb.office_holders(office, change)} - {str(person_iri)}
    return next(iter(others)) if len(others) == 1 else None

