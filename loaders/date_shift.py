"""Date-shift invariance check: an article held in memory moved by whole weeks, its gold moved the same way.

A companion of loaders/name_swap.py (same script, scripts/name_swap_check.py --shift-weeks). The
publication date and every explicit date of the text ("June 5", "Sept. 26, 2011", « le 26 septembre »,
« 1er mars », 2011-09-26) move by the same number of weeks, so weekday names stay true without
being rewritten. It is made sure by refusing the article (returning None) when:
- any date (publication, gold, explicit in the text) would change month or year: bare months and
  years ("in June", « en 2011 ») then stay true;
- the text has a date the rewriting does not read (day ranges and lists "June 5-7", "March 5 and 9",
  « 5 et 6 juin », numeric
  dates 05/06/2011, a day number after a weekday with no month);
- any KB person of the gold differs on the new dates (sitting, party, offices), or the parliament's
  session differs: a shift that contradicts the KB should be refused by the extractor.
Nothing here writes a file.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from .evaluation import Facts

MONTHS_EN = {"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
             "september": 9, "october": 10, "november": 11, "december": 12,
             "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
             "oct": 10, "nov": 11, "dec": 12}
MONTHS_FR = {"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6,
             "juillet": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11,
             "décembre": 12, "decembre": 12}
_EN = "|".join(sorted(MONTHS_EN, key=len, reverse=True))
_FR = "|".join(sorted(MONTHS_FR, key=len, reverse=True))
# "June 5", "Sept. 26", "June 5th"; « 5 juin », « 1er mars »; ISO 2011-09-26
_MONTH_DAY = re.compile(rf"\b(?P<month>{_EN})(?P<dot>\.?)\s+(?P<day>\d{{1,2}})(?P<suffix>st|nd|rd|th)?\b(?!\s*[-–]\s*\d)", re.I)
_DAY_MONTH = re.compile(rf"(?<![\d,])\b(?P<day>\d{{1,2}})(?P<suffix>er|e)?\s+(?P<month>{_FR}|{_EN})\b", re.I)
_ISO = re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)\b")
# what the rewriting does not read: refuse the article
_UNREAD = re.compile(rf"\b(?:{_EN})\.?\s+\d{{1,2}}\s*[-–]\s*\d|\b(?:{_EN})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\s*(?:,|and|or|&)\s*\d{{1,2}}\b|\b\d{{1,2}}\s+(?:et|à|au|and|to)\s+\d{{1,2}}(?:er)?\s+(?:{_FR}|{_EN})\b"
                     r"|\b\d{1,2}/\d{1,2}/\d{2,4}\b"
                     r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|"
                     r"vendredi|samedi|dimanche),?\s+(?:the\s+|le\s+)?\d{1,2}(?:st|nd|rd|th|er)?\b(?!\s+(?:" + _EN + "|" + _FR + r"))",
                     re.I)


def _same_month(a: dt.date, b: dt.date) -> bool:
    return (a.year, a.month) == (b.year, b.month)


def _month_of(word: str) -> int | None:
    w = word.lower()
    return MONTHS_EN.get(w) or MONTHS_FR.get(w)


def shift_text(text: str, year: int, weeks: int) -> str | None:
    """`text` with each explicit date moved by `weeks` weeks (the year, when not written, is `year`:
    the publication's); None when a date would change month or the text has a date form not read."""
    delta = dt.timedelta(weeks=weeks)
    if _UNREAD.search(text):
        return None
    refused = []

    def moved(month: int, day: int, y: int) -> dt.date | None:
        try:
            old = dt.date(y, month, day)
        except ValueError:
            refused.append(day)
            return None
        new = old + delta
        if not _same_month(old, new):
            refused.append(day)
            return None
        return new

    def month_day(m):
        new = moved(_month_of(m.group("month")), int(m.group("day")), year)
        return m.group(0) if new is None else f"{m.group('month')}{m.group('dot')} {new.day}{m.group('suffix') or ''}"

    def day_month(m):
        new = moved(_month_of(m.group("month")), int(m.group("day")), year)
        if new is None:
            return m.group(0)
        suffix = m.group("suffix") or ""
        suffix = "er" if new.day == 1 and suffix in ("er", "") and m.group("month").lower() in MONTHS_FR else (
            "" if suffix == "er" else suffix)
        return f"{new.day}{suffix} {m.group('month')}"

    def iso(m):
        new = moved(int(m.group("month")), int(m.group("day")), int(m.group("year")))
        return m.group(0) if new is None else new.isoformat()

    text = _ISO.sub(iso, text)
    text = _MONTH_DAY.sub(month_day, text)
    text = _DAY_MONTH.sub(day_month, text)
    return None if refused else text


def kb_agrees(kb, persons: list[str], days: list[dt.date], weeks: int) -> bool:
    """Every person (IRI) sits, has the same party and offices on each day moved by `weeks` weeks as on
    the day itself, and the session is the same."""
    delta = dt.timedelta(weeks=weeks)
    for day in days:
        new = day + delta
        if kb.session_at(day) != kb.session_at(new):
            return False
        for p in persons:
            if (kb.is_member_at(p, day), kb.party_at(p, day), tuple(kb.offices_held(p, day))) != (
                    kb.is_member_at(p, new), kb.party_at(p, new), tuple(kb.offices_held(p, new))):
                return False
    return True


def shift_gold(facts: Facts, weeks: int) -> Facts:
    delta = dt.timedelta(weeks=weeks)

    def day(value):
        return (dt.date.fromisoformat(value) + delta).isoformat() if value else value

    return Facts(links=set(facts.links),
                 events=[replace(e, date=day(e.date)) for e in facts.events],
                 motions=[replace(m, date=day(m.date)) for m in facts.motions],
                 dates={day(d) for d in facts.dates})
