"""Stage 5, dates: explicit and relative dates in a sentence, resolved against a reference date."""

from __future__ import annotations

import datetime as dt
import re
from calendar import monthrange
from dataclasses import dataclass

from .grammar import quotation_ranges
from .lexicon import words
from .split import _MONTHS, _MONTHS_FR

_WEEKDAYS = {d: i for i, d in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_WEEKDAYS_FR = {d: i for i, d in enumerate(
    ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"])}
_MONTH_NAMES = "|".join(sorted(_MONTHS, key=len, reverse=True))
_MONTH_NAMES_FR = "|".join(sorted(_MONTHS_FR, key=len, reverse=True))
# French months written short, with their stop (« le 22 nov. », « le 3 janv. 2020 »)
_MONTHS_FR_SHORT = {"janv": 1, "févr": 2, "fév": 2, "avr": 4, "juil": 7, "sept": 9, "oct": 10, "nov": 11, "déc": 12}
_MONTH_NAMES_FR_DAY = _MONTH_NAMES_FR + "|" + "|".join(rf"{m}\." for m in sorted(_MONTHS_FR_SHORT, key=len, reverse=True))
_DAY_NAMES = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_DAY_NAMES_FR = "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"

# an occasion named by its noun, definite (one the text told): "the vote", "his expulsion", « du vote »,
# « de son expulsion » (group "noun")
_OCCASION_NOUNS = {"vote": words("shared", "vote_nouns"), "Expulsion": words("Expulsion", "expulsion_nouns"),
                   "Apology": words("shared", "apology_nouns"), "Resignation": words("shared", "resign_nouns")}
_OCCASION = (r"(?:(?:du|des)\s+|(?:de\s+|d['’]\s*)?(?:the|his|her|its|their|l[ea]s?|l['’]|s[oa]n?|ses)\s*)"
             r"(?P<noun>" + "|".join(sorted({w for ws in _OCCASION_NOUNS.values() for w in ws}, key=len, reverse=True))
             + r")\b")
# a day counted from such an occasion: "the day before the vote", "the day after his expulsion", « la
# veille du vote », « le lendemain de son expulsion »; "after the vote", « après le vote » (its day)
_FROM_AN_OCCASION = [
    (re.compile(rf"(?:\bthe\s+day\s+before|(?<!\bà\s)\bla\s+veille)\s+{_OCCASION}", re.I), -1),
    (re.compile(rf"(?:\bthe\s+day\s+after|(?<!\bau\s)\ble\s+lendemain)\s+{_OCCASION}", re.I), 1),
    (re.compile(rf"(?<!\bday\s)\b(?:after|following|après)\s+{_OCCASION}", re.I), 0),
]


def occasions(text: str) -> list[tuple[int, str, int, int]]:
    """The days `text` counts from an occasion it names by its noun (_FROM_AN_OCCASION): (days from the
    occasion's day, the occasion's kind: "vote" or an event kind, the phrase's start and end)."""
    found = []
    for pattern, count in _FROM_AN_OCCASION:
        for m in pattern.finditer(text):
            noun = m.group("noun").lower()
            found.append((count, next(kind for kind, nouns in _OCCASION_NOUNS.items() if noun in nouns), *m.span()))
    return found


# a stretch of days, weeks or months counted before or after a thing the phrase goes on to name: "ten
# days after", "seven weeks before", "a few weeks after", "months after", « sept semaines après », « deux
# mois avant », « quelques jours après » (group "n" the count, "unit", "way")
_SPAN_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
                "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
                "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30}
_SPAN_COUNTED = (r"(?:(?P<n>" + "|".join(sorted(_SPAN_COUNTS, key=len, reverse=True)) + r"|\d{1,3}"
                 r"|a\s+few|a\s+couple\s+of|several|some|quelques|plusieurs)\s+)?"
                 r"(?P<unit>days?|weeks?|months?|jours?|semaines?|mois)\s+(?P<way>after|before|après|avant)\b")
_SPAN = re.compile(_SPAN_COUNTED, re.I)


_PATTERNS = [
    # the night, told without its day: "overnight", "during the night", « pendant la nuit », « dans la nuit
    # de lundi à mardi » (two days named, the act on one of them): which day is not sure, so none
    ("week_of", re.compile(r"\bovernight\b|\b(?:during|in)\s+the\s+night\b(?!\s+of\b)"
                           r"|\b(?:pendant|durant|dans|au\s+cours\s+de)\s+la\s+nuit\b"
                           r"(?:\s+d[e']\s*(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+(?:à|au)\s+"
                           r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b)?", re.I)),
    # a weekend, two days: "over the weekend", "last weekend", « en fin de semaine », « ce week-end »
    ("week_of", re.compile(r"\b(?:over|during|on|this|last|this\s+past)\s+(?:the\s+)?week-?end\b(?!\s+of\b)"
                           r"|\b(?:en|cette|la|ce|le|au\s+cours\s+de\s+la|pendant\s+la|durant\s+la|pendant\s+le|durant\s+le)"
                           r"\s+(?:fin\s+de\s+semaine|week-?end)\b(?:\s+(?:dernier|dernière|passée?)\b)?", re.I)),
    # a week named by its first day (or its days), read before that day's own date: "the week of June
    # 15", "the week beginning Monday, June 15", "the week of June 15-19", « la semaine du 15 juin »,
    # « la semaine du 15 au 19 juin »: a stretch of days, no day of its own
    ("week_of", re.compile(
        rf"\bweek(?:end)?\s+(?:of|beginning|starting|commencing)\s+(?:(?:monday|sunday),?\s+)?(?:the\s+)?"
        rf"(?:(?:{_MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:\s*(?:[-–]|to)\s*\d{{1,2}}(?:st|nd|rd|th)?)?"
        rf"|\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of\s+(?:{_MONTH_NAMES}))?)(?:,?\s+\d{{4}})?\b"
        rf"|\bsemaine\s+du\s+(?:lundi\s+|dimanche\s+)?\d{{1,2}}(?:er)?(?:\s*(?:au|-|–)\s*\d{{1,2}}(?:er)?)?"
        rf"(?:\s+(?:{_MONTH_NAMES_FR}))?(?:\s+\d{{4}})?\b", re.I)),
    # a span of days between two days named, "between June 15 and 19", "from June 15 to June 19",
    # "June 15-19", « entre le 15 et le 19 juin », « du 15 au 19 juin »: no day of its own either
    ("week_of", re.compile(
        rf"\b(?:between|from)\s+(?:{_MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\s+(?:and|to|until|through)\s+"
        rf"(?:(?:{_MONTH_NAMES})\.?\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b"
        rf"|\b(?:{_MONTH_NAMES})\.?\s+\d{{1,2}}\s*[-–]\s*\d{{1,2}}(?:,?\s+\d{{4}})?\b"
        rf"|\b(?:entre\s+le|du)\s+\d{{1,2}}(?:er)?(?:\s+(?:{_MONTH_NAMES_FR}))?\s+(?:et\s+le|au)\s+\d{{1,2}}(?:er)?"
        rf"\s+(?:{_MONTH_NAMES_FR})(?:\s+\d{{4}})?\b", re.I)),
    # an anniversary: "a year ago Tuesday", "two years ago today", "a year ago to the day", « il y a un an
    # jour pour jour », « il y a deux ans aujourd'hui »: a day of another year, counted from a day of this
    # one (today, yesterday, the weekday): that day, so many years before (the weekday or "today" in it
    # is not the event's day: read before them); "this week", a week of that year, no day (group 1 or 3
    # the count, group 2 or 4 the day counted from)
    ("years_ago_day", re.compile(
        rf"\b(a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)\s+years?\s+ago\s+(?:(?:on|this|last)\s+)?"
        rf"(today|tonight|yesterday|to\s+the\s+day|this\s+week|{_DAY_NAMES})\b"
        rf"|\bil\s+y\s+a\s+(un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|\d+)\s+(?:ans?|années?)\s+"
        rf"(jour\s+pour\s+jour|aujourd['’]hui|hier|(?:ce\s+)?(?:{_DAY_NAMES_FR}))\b", re.I)),
    # a day counted forward from a thing the same phrase dates by its weekday: "the day after Tuesday's
    # vote", "two days after Monday's debate", « le lendemain du vote de mardi », « deux jours après le
    # débat de lundi »: that weekday (the last such day: a thing before the act told after it) moved by
    # the count. Not "in the days after Tuesday's vote" (a stretch); "after Tuesday's vote", « après le
    # vote de mardi » without a count: a time, no day; « au lendemain de », « à la veille de » ("in the
    # wake of", "on the eve of") no count; nor counted back ("the day before Thursday's vote", « la veille
    # du vote de jeudi »): a thing told after the act may be still to come, its weekday the coming one
    ("counted_from_day", re.compile(
        rf"(?<!\bdays\s)(?<!\bweeks\s)(?<!\bhours\s)"
        rf"\b(?:(?P<en_one>the\s+(?:day|morning|afternoon|evening|night))\s+|(?P<en_n>a|one|two|three|four|five|six|\d)\s+days?\s+)?"
        rf"(?P<en_way>after|following|before)\s+(?:last\s+)?(?P<en_day>{_DAY_NAMES})"
        rf"(?:\s+(?:night|evening|morning|afternoon))?['’]s\b"
        rf"|\b(?:(?P<fr_one>(?<!\bau\s)(?<!\bà\s)(?:le|la)\s+(?:sur)?lendemain|(?:au|à\s+la)\s+(?:sur)?lendemain|(?:à\s+)?la\s+veille)"
        rf"|(?P<fr_n>un|deux|trois|quatre|cinq|six|\d)\s+jours?\s+(?P<fr_nway>après|avant)|(?P<fr_way>après|à\s+la\s+suite))\s+"
        rf"(?:d[eu]s?\s+|de\s+l[a'’]\s*|d['’]\s*|l[ea]s?\s+|l['’]\s*)?(?:[^\W\d]+\s+){{1,3}}?d[eu]\s+"
        rf"(?P<fr_day>{_DAY_NAMES_FR})\b(?P<fr_last>\s+dernier)?(?!\s+prochain)", re.I)),
    # the day of a thing the event is about, told as the noun's complement: "apologized for the remarks
    # of Tuesday", "for Tuesday's remarks", "over Monday's vote", « pour ses propos de mardi », « au
    # sujet du vote de lundi »: that day is the thing's (the remarks', the vote's), not the apology's;
    # read to date nothing and leave the event undated by it (not "for the rest of Tuesday's sitting",
    # which is the time of the expulsion itself)
    ("thing_day", re.compile(
        rf"\b(?:for|over|about|regarding|concerning|because\s+of)\s+(?:(?:the|his|her|their|its)\s+)?"
        rf"(?:(?!rest\b|remainder\b)[^\W\d]+\s+){{1,3}}?of\s+(?:last\s+)?(?:{_DAY_NAMES})\b"
        rf"|\b(?:for|over|about|regarding|concerning|because\s+of)\s+(?:last\s+)?(?:{_DAY_NAMES})"
        rf"(?:\s+(?:night|evening|morning|afternoon))?['’]s\b"
        rf"|\b(?:pour|sur|concernant|(?:à\s+propos|au\s+sujet|à\s+cause|en\s+raison)\s+d[eu]s?)\s+"
        rf"(?:(?:le|la|les|ses|son|sa|leurs?|des|du|ce|cette|ces)\s+|l['’]\s*)?"
        rf"(?:(?!reste\b)[^\W\d]+\s+){{1,3}}?(?:de|d['’])\s*(?:{_DAY_NAMES_FR})\b(?!\s+prochain)", re.I)),
    # a weekday counted from the day the text told last, not from the day of writing: "the following
    # Wednesday", "the next Wednesday", "the previous Friday", « le mercredi suivant », « le vendredi
    # précédent » (group 1 or 3 the day, group 2 or 4 the way)
    ("weekday_from_told", re.compile(
        rf"\bthe\s+(?:(following|next|previous|preceding)\s+({_DAY_NAMES}))\b"
        rf"|\b(?:le|la)\s+({_DAY_NAMES_FR})\s+(suivant|précédent|d['’]après|d['’]avant)\b", re.I)),
    # the first or last day of a month named: "on the last day of April", "the first day of March 2013",
    # « le dernier jour d'avril », « le premier jour de mars »: that day (group 1 or 4 which end, 2 or 5
    # the month, 3 or 6 the year); of a sitting, a session, a campaign ("the first day of the session"),
    # a day the text does not date: see "period"
    ("month_edge", re.compile(
        rf"\bthe\s+(first|last|final)\s+day\s+of\s+({_MONTH_NAMES})\b(?:,?\s+((?:18|19|20)\d\d)\b)?"
        rf"|\b(premier|dernier)\s+jour\s+(?:de\s+|d['’]\s*)({_MONTH_NAMES_FR})\b(?:\s+((?:18|19|20)\d\d)\b)?", re.I)),
    ("iso", re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")),
    # a date in figures, day / month / year (« le 22/11/2016 », « le 22-11-2016 »), or month / day / year in English when the
    # day's number tells them apart ("11/22/2016"); which is which when both could be a month is read
    # from a French « le » before it, else the clause is dated to no day
    ("numeric", re.compile(r"\b(\d{1,2})/(\d{1,2})/((?:18|19|20)\d\d)\b|\b(\d{1,2})-(\d{1,2})-((?:18|19|20)\d\d)\b")),
    # counted back from the day of writing by days: "two days ago", « il y a trois jours » (not « il y a
    # trois jours que ... », a stretch up to now; not "a few days ago", no count)
    ("days_ago", re.compile(r"\b(a|one|two|three|four|five|six|\d)\s+days?\s+ago\b"
                            r"|\bil\s+y\s+a\s+(un|deux|trois|quatre|cinq|six|\d)\s+jours?\b(?!\s+(?:que|qu['’]))", re.I)),
    # a weekday of the week before this one: "Wednesday of last week", "on Wednesday last week",
    # « mercredi de la semaine dernière » (group 1 or 2); "a week ago Wednesday": the one before the last
    # (group 3); read before the weekday alone, which would be this week's
    ("weekday_last_week", re.compile(
        r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:of\s+)?last\s+week\b"
        r"|\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),?\s+(?:de\s+)?la\s+semaine\s+(?:dernière|passée|précédente)\b"
        r"|\ba\s+week\s+ago\s+(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)),
    # "on the eve of the vote", "on the eve of Tuesday's vote": shortly before a thing, which may be still
    # to come when told (its weekday the coming one), as « à la veille de »: no day of its own
    ("week_of", re.compile(
        r"\b(?:on\s+)?the\s+eve\s+of\b(?:\s+(?:the\s+|last\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
        r"(?:\s+(?:night|evening|morning|afternoon))?['’]s\b)?", re.I)),
    # a time told from the day of a thing the sentence names, which this does not date: "ahead of
    # Thursday's vote", "after Tuesday's debate", « en vue du vote de jeudi », « après le vote de mardi »
    ("week_of", re.compile(
        r"\b(?:ahead\s+of|before|after|following|prior\s+to|until|since|in\s+the\s+run-up\s+to)\s+(?:the\s+|last\s+)?"
        r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:night|evening|morning|afternoon))?['’]s\b"
        r"|\b(?:avant|après|en\s+vue|à\s+la\s+veille|au\s+lendemain|depuis|jusqu['’]à)\s+(?:d[eu]\s+|des\s+|l[ea]\s+|l['’]\s*)?"
        r"(?:[^\W\d]+\s+){1,3}?d[eu]\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+prochain)", re.I)),
    # the day before yesterday: « avant-hier » (not its "hier"), "the day before yesterday"
    ("two_days_ago", re.compile(r"\bavant[-\s]hier\b|\bthe\s+day\s+before\s+yesterday\b", re.I)),
    ("mdy", re.compile(rf"\b({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(\d{{4}}))?\b", re.I)),
    ("dmy_fr", re.compile(rf"\b(\d{{1,2}})(?:er)?\s+({_MONTH_NAMES_FR_DAY})(?:\s+(\d{{4}}))?(?:\b|(?<=\.))", re.I)),
    # English day before month: "16 April", "16 April 2013", "the 16th of April" (its month capitalised)
    ("dmy", re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_NAMES})\.?(?:,?\s+(\d{{4}}))?\b", re.I)),
    # « le 3 courant », « le 3 de ce mois »: that day of the month of the reference date
    ("this_month_day_fr", re.compile(r"\ble\s+(\d{1,2})(?:er)?\s+(?:courant|de\s+ce\s+mois(?:-ci)?|du\s+mois\s+courant)\b",
                                     re.I)),
    # « le 21 », « depuis le 3 », a day of the month without its month (read after the day with its
    # month): which month, the text does not say here; the clause is dated, to no day
    ("bare_day_fr", re.compile(r"\b(?:le|du|au)\s+(?:1er|\d{1,2})\b(?!\s*(?:[-–/,.:]?\s*\d|h\b|heures?\b|e\b|ème\b|%"
                               r"|ans?\b|sièges?\b|députés?\b|voix\b|pour\s+cent\b|rue\b|avenue\b))", re.I)),
    # "on the 16th", "on Tuesday the 16th": a day of the month without its month (which month, the text
    # does not say here, as with « le 21 »): the clause is dated, to no day (a weekday with it dates it)
    ("bare_day", re.compile(r"(?:\b(?:on|since|until)\s+|(?<=day\s)|(?<=day,\s))"
                            r"the\s+(\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:[,.;:!?)]|$)|\s+(?:at|in|and|but|when|as|after|before"
                            r"|during|while|to|for|with|by)\b)", re.I)),
    # ("next Wednesday", "this coming Wednesday", "Wednesday next week": the coming day, group 3 or 1)
    ("weekday", re.compile(r"\b(?:(last|this coming|coming|this|on|past|next)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                           r"(\s+(?:of\s+)?next\s+week\b)?", re.I)),
    ("weekday_fr", re.compile(r"\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(\s+(?:dernier|prochain|passé))?\b", re.I)),
    ("today", re.compile(r"\b(today|tonight|this (?:morning|afternoon|evening)|now|aujourd'hui|aujourd’hui|ce matin|ce soir|cet après-midi)\b(?!-là)", re.I)),  # (« ce soir-là »: same_day)
    # « X vient de trancher », « ils viennent d'adopter », « vient de s'excuser »: the recent past in the
    # present tense ("has just"), an act of the day of writing (not « venait de », a past narrative's;
    # not « vient de l'opposition », « vient de la ministre », where it tells where a thing comes from:
    # an infinitive, lowercase, right after it)
    ("today", re.compile(r"\b(?:vient|viennent)\s+d(?:e\s+|['’]\s*)(?=(?:se\s+|s['’]\s*)?"
                         r"(?!(?:autre|notre|votre|ministre|membre|ordre|centre|lettre|titre|nombre|cadre|libre|"
                         r"sombre|pauvre|propre|faire-valoir)\b)[a-zà-ÿ]+(?:er|ir|re|oir)\b)")),
    ("yesterday", re.compile(r"\b(yesterday|last night|hier(?: soir)?)\b", re.I)),
    # a month of a year, a season or part of a year: "in February 2019", « en août 2020 », "in
    # early 2020", « au printemps 2019 »: no day (group 1 the month's name when there is one, 2 the year)
    ("month_year", re.compile(rf"\b(?:({_MONTH_NAMES}|{_MONTH_NAMES_FR})\.?,?|(?:early|late|mid-?|spring|summer|fall|autumn|winter"
                              rf"|début|fin|mi-|printemps|été|automne|hiver)(?:\s+(?:of|de))?)\s*((?:18|19|20)\d\d)\b", re.I)),
    ("month", re.compile(rf"\b(?:in|en|since|depuis)\s+({_MONTH_NAMES}|{_MONTH_NAMES_FR})\b(?!\s+\d)", re.I)),
    # English: a month named before the noun of a frame ("at a January news conference", "in her
    # February statement", "during a March visit"): the act the frame holds was told in that month, on
    # no day the sentence gives (not the day of writing). Its name capitalised, and not "May" (the verb)
    ("month", re.compile(rf"\b(?:at|in|during)\s+(?:a|an|the|his|her|their|its)\s+({_MONTH_NAMES})(?=\s+[a-z])", re.I)),
    ("last_week", re.compile(r"\b(last week|the (?:previous|preceding) week|the week before|la semaine "
                             r"(?:dernière|précédente|passée|d['’]avant))\b", re.I)),
    # a day counted from the day the text told last: "the next day", "two days later", « le lendemain »,
    # « la veille », « trois jours plus tard »; group 1 the count before "days", group 2 the words
    # (counted by days: "two days later", "three days earlier", "two days after that,", « deux jours
    # après, », « trois jours plus tôt »; "two days after the vote" counts from a day it names: a period)
    ("relative_day", re.compile(
        r"\b(?:(?:(a|one|two|three|four|five|six|\d)\s+days?\s+(?:later|earlier|afterwards?"
        r"|(?:after|before)(?:\s+th(?:at|is))?(?=\s*[,;.])))"
        r"|(the\s+(?:next|following)\s+(?:day|morning|afternoon|evening|night)|the\s+(?:previous|preceding)\s+(?:day|evening|night)"
        r"|the\s+(?:day|evening|night)\s+(?:before|after)"
        r"|(?:le|au)\s+(?:sur)?lendemain(?:\s+(?:matin|soir))?|(?:l['’]avant-|la\s+)veille(?:\s+au\s+soir)?"
        r"|le\s+jour\s+(?:suivant|précédent)))\b"
        r"|\b(un|deux|trois|quatre|cinq|six|\d)\s+jours?\s+(?:plus\s+tard|plus\s+tôt|auparavant"
        r"|(?:après|avant)(?:\s+cela)?(?=\s*[,;.]))", re.I)),
    # counted by years from the day the text told last: "five years later", "a year later", « un an plus
    # tard », « deux ans après, »: a year, no day (group 1 or 2 the count; none: "years later")
    ("years_later", re.compile(
        r"\b(?:(?:(a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)|a\s+few|several)\s+)?years?\s+later\b"
        r"|\b(?:(un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+)|quelques|plusieurs)\s+(?:ans|an|années?)\s+"
        r"(?:plus\s+tard|après(?=\s*[,;.]))", re.I)),
    # a stretch of time, not a day: "earlier this month", "last month", "this week", "last December",
    # "in late November", "last fall"; an event told with one has no day (not the sentence's)
    ("period", re.compile(rf"\b(?:(?:earlier|later)\s+(?:this|that|in the)\s+(?:week|month|year|spring|summer|fall|autumn|winter|session)"
                          rf"|(?:last|this past|this)\s+(?:week|month|spring|summer|fall|autumn|winter|session)"
                          rf"|(?:last|this past)\s+(?:{_MONTH_NAMES})\b(?!\.?\s+\d)"
                          rf"|(?:in\s+)?(?:early|late|mid-?)\s*(?:{_MONTH_NAMES})\b(?!\.?\s+\d)"
                          # "a week ago", "two days ago", « il y a une semaine »: counted back, no day named
                          rf"|(?:\w+|\d+)\s+(?:days?|weeks?|months?)\s+ago|il y a (?:\w+|\d+) (?:jours?|semaines?|mois)"
                          # counted from a thing named after it: "two days after the vote", « trois jours
                          # avant le scrutin », "seven weeks after the election", « deux mois après le vote »
                          # (no day; with the thing's calendar date, _counted_from_a_dated_thing counts it)
                          rf"|\b{_SPAN_COUNTED}"
                          # counted forward from a day told, by more than days: "a week later", "the following
                          # week", "days later", « la semaine suivante », « quelques jours plus tard »
                          rf"|(?:(?:a|one|two|three|four|\d+|a\s+few|several)\s+)?(?:weeks?|months?)\s+later|days\s+later"
                          rf"|the\s+(?:following|next)\s+(?:week|month)|(?:la\s+semaine|le\s+mois)\s+(?:suivante?|d['’]après)"
                          rf"|(?:quelques|plusieurs|une|deux|trois|\d+)\s+(?:semaines?|mois)\s+plus\s+tard|quelques\s+jours\s+plus\s+tard"

                          # the same in French: « le mois dernier », « l'automne passé », « cette semaine »,
                          # « plus tôt ce mois-ci », « début mars », « à la fin de mars », « à la mi-mars »
                          rf"|(?:le\s+mois|l['’]été|l['’]automne|l['’]hiver|le\s+printemps|la\s+session)\s+(?:dernier|dernière|passé|passée)"
                          rf"|(?:plus\s+tôt\s+|plus\s+tard\s+)?(?:cette\s+semaine|ce\s+mois-ci|cet\s+été|cet\s+automne|cet\s+hiver|ce\s+printemps|cette\s+session)"
                          # « en début de semaine », « au milieu de la semaine », « à la fin de la semaine dernière »
                          rf"|(?:en|au)\s+(?:début|milieu)\s+de\s+(?:la\s+)?semaine|à\s+la\s+fin\s+de\s+la\s+semaine"
                          # « au début du mois », « à la fin du mois », « en fin de mois », "at the start of the month",
                          # "late last month": a part of a month
                          rf"|(?:au|en)\s+(?:début|milieu)\s+(?:du|de)\s+mois|à\s+la\s+(?:fin|mi-)\s*du\s+mois|en\s+fin\s+de\s+mois"
                          rf"|at\s+the\s+(?:start|beginning|end|turn)\s+of\s+(?:the|this|last)\s+(?:week|month)"
                          rf"|(?:early|late)\s+last\s+(?:week|month)"
                          # a season without its year, "in the spring", "over the summer", « au printemps », « à
                          # l'automne dernier », « cet hiver »: a time of months, no day (not "the spring session")
                          rf"|(?:in|during|over)\s+the\s+(?:spring|summer|fall|autumn|winter)\b(?!\s+(?:of\s+)?\d|\s+session)"
                          rf"|(?:au|du)\s+printemps(?:\s+(?:dernier|passé))?\b(?!\s+(?:de\s+)?\d)"
                          rf"|(?:à\s+l['’]\s*|de\s+l['’]\s*|en\s+)(?:été|automne|hiver)(?:\s+(?:dernier|passé))?\b(?!\s+(?:de\s+)?\d)"
                          rf"|\b(?:cet|ce)\s+(?:été|automne|hiver|printemps)\b(?!-là)"
                          rf"|\bl['’](?:été|automne|hiver)\s+(?:dernier|passé)|\ble\s+printemps\s+(?:dernier|passé)"
                          # the first or last day of a sitting, a session, a campaign, a month not named: "on the
                          # first day of the spring sitting", « le premier jour de la session »: a day the text
                          # does not date (a month's named one is read as "month_edge")
                          rf"|\bthe\s+(?:first|last|final|opening|closing)\s+day\s+of\s+(?:the|this|that|its|his|her|their|a)\b"
                          rf"|\b(?:premier|dernier)\s+jour\s+(?:de\s+la|du|des|de\s+l['’]|de\s+cette|de\s+ce|de\s+sa|de\s+son)\b"
                          # "that same week", "the same week", « la même semaine », « cette semaine-là »
                          rf"|(?:that|the)\s+(?:same\s+)?week\b(?!\s+of\b)|la\s+même\s+semaine|cette\s+semaine-là"
                          rf"|(?:(?:au\s+|en\s+)?(?:début|fin|milieu)\s+(?:de\s+|d['’])?|(?:à\s+la\s+)?mi-)(?:{_MONTH_NAMES_FR})\b(?!\s+\d))", re.I)),
    # a year, not a day: "in 2019", "last year", "ten years ago", « en 2019 », « il y a dix ans »
    ("year", re.compile(r"\b(?:in|en|since|depuis|during|durant|of|de|back in)\s+((?:18|19|20)\d\d)\b(?![-/]\d)", re.I)),
    # ("in the past", « par le passé »: some time before, never the day; not "in the past week")
    ("years_ago", re.compile(r"\b(last year|the year before|a year ago|(?:\w+|\d+) (?:years|decades) ago"
                             r"|in the past(?!\s+(?:\d+|few|several|couple|two|three|four|five|six|seven|eight|nine|ten"
                             r"|day|days|week|weeks|month|months|year|years|decade|decades|hour|hours|session|parliament)\b)"
                             r"|par le passé|dans le passé"
                             r"|l['’]an dernier|l['’]année dernière|l['’]an passé|l['’]année passée|il y a (?:\w+|\d+) ans"
                             r"|il y a (?:un|une) (?:an|année))\b", re.I)),
    # a part of a day told without its day, « en soirée », « en matinée », « en fin de journée »: of the day
    # the text told last, in this sentence or before it; with none told, no day (not the day of writing:
    # « publiée en soirée » after « les élections de la veille » may be either evening)
    ("part_of_told_day", re.compile(r"\ben\s+(?:soirée|matinée|après-midi|fin\s+de\s+(?:journée|soirée|matinée|après-midi))\b", re.I)),
    ("same_day", re.compile(r"\b(the same (?:day|night|evening|morning|afternoon)|that (?:day|night|evening|morning|afternoon)"
                            r"|(?:earlier|later)\s+in\s+the\s+day|plus\s+(?:tôt|tard)\s+dans\s+la\s+journée"
                            r"|later that (?:day|night|evening)|le (?:même )?(?:jour|soir) même|le même (?:jour|soir)"
                            r"|ce (?:jour|soir|matin)-là|cet après-midi-là)\b", re.I)),
]


# a weekday named as the coming one whatever the verb's tense ("the vote is set for next Wednesday",
# "this coming Friday", "Tuesday next week", « le vote a lieu mardi prochain »): the day of something
# still to come, which dates no event (events.future_weekday_spans); not "the next Wednesday",
# counted from a day the story told
_COMING_WEEKDAY = re.compile(r"\b(?:(?<!\bthe )(?<!\bthat )(?<!\ba )next|this coming|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                             r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:of\s+)?next\s+week\b"
                             r"|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+prochain\b", re.I)


def coming_weekday_spans(text: str) -> list[tuple[int, int]]:
    """Character spans (in `text`) of the weekdays named as the coming one ("next Wednesday")."""
    return [m.span() for m in _COMING_WEEKDAY.finditer(text)]


_DEADLINE = re.compile(r"\b(?:by|until|till|before|no later than|d['’]ici(?: le)?|avant le|jusqu['’]au)\s+(?:the\s+)?$", re.I)
# ... but "two weeks before the June 10 debate", « cinq jours avant le 10 juin » count back from that day
# (_counted_from_a_dated_thing), a day that is no deadline
_COUNTED_BACK_TO = re.compile(r"\b(?:days?|weeks?|months?|jours?|semaines?|mois)\s+(?:before|avant)\s+(?:the\s+|le\s+)?$", re.I)
# a thing's day on the calendar: "the vote set for Tuesday", "a debate scheduled for April 16", "the
# report due on Monday", « le vote prévu pour mardi », « la séance fixée au 22 novembre »: when that thing
# is (or was) to be, not when the sentence's event happened ("as scheduled on Tuesday" is the event's)
_SCHEDULED = re.compile(r"(?<!\bas\s)(?<!\bcomme\s)\b(?:set|scheduled|slated|planned|due|expected|fixed)\s+(?:for|on)\s+"
                        r"(?:the\s+|next\s+|this\s+)?$"
                        r"|\b(?:prévue?s?|fixée?s?|attendue?s?|programmée?s?)\s+(?:pour\s+(?:le\s+|ce\s+)?|au\s+|le\s+)$", re.I)


@dataclass(frozen=True)
class DateMention:
    start: int  # offsets in the string searched
    end: int
    date: dt.date
    exact: bool  # False for a week-level guess ("last week")
    # what the mention's time is told from (the time frame, see `find_dates`): "year" when it tells its
    # year itself ("Feb. 5, 1963", "in 1963", « en février 1963 »), "now" when it counts from the day
    # of writing ("Tuesday", "yesterday", « hier »), "" otherwise (a day counted from one told before,
    # a month-day taking the year in focus)
    anchor: str = ""


def _safe(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


# how far after the reference date a month-day without a year is still this year's, a day to come
# ("the vote is on Dec. 12" told on Dec. 5), not last year's
COMING_DAYS = 92


def _before(ref: dt.date, candidate: dt.date | None, year_given: bool) -> dt.date | None:
    # a month-day without a year is the latest such day on or before the reference date
    if candidate and not year_given and candidate > ref:
        return _safe(candidate.year - 1, candidate.month, candidate.day)
    return candidate


def _coming(ref: dt.date | None, year: int | None, month: int, day: int, year_given: bool) -> bool:
    """Is a month-day without a year a day still to come, at most COMING_DAYS after `ref`
    ("goes to a vote on Dec. 12" told on Dec. 5)? Such a day dates nothing: not last year's Dec. 12."""
    if ref is None or year_given or year is None:
        return False
    # (this year's, or next year's across New Year: "Jan. 3" told on Dec. 28)
    candidates = [c for c in (_safe(year, month, day), _safe(year + 1, month, day)) if c is not None]
    return any(ref < c <= ref + dt.timedelta(days=COMING_DAYS) for c in candidates)


_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5}


_YEAR_COUNTS = dict(_COUNTS, seven=7, eight=8, nine=9, ten=10, une=1, six=6, sept=7, huit=8, neuf=9, dix=10)


_YEARS_LATER = next(pattern for kind, pattern in _PATTERNS if kind == "years_later")


_YEAR_COUNTS_AGO = dict(_COUNTS, seven=7, eight=8, nine=9, ten=10, twenty=20, une=1, six=6, sept=7, huit=8, neuf=9,
                        dix=10, vingt=20)


def _counted_from_a_weekday(m: re.Match, ref: dt.date) -> tuple[dt.date, bool]:
    """The day a counted_from_day match names: its weekday (the last such day on or before `ref`; the
    one before that with « dernier » when it is today's), moved by the count it tells; (ref, inexact)
    for a bare "before", which names no day."""
    name = (m.group("en_day") or m.group("fr_day")).lower()
    target = _WEEKDAYS.get(name, _WEEKDAYS_FR.get(name))
    back = (ref.weekday() - target) % 7
    if back == 0 and m.group("fr_last"):
        back = 7
    thing = ref - dt.timedelta(days=back)
    one = (m.group("en_one") or m.group("fr_one") or "").lower()
    count = (m.group("en_n") or m.group("fr_n") or "").lower()
    way = (m.group("en_way") or m.group("fr_nway") or m.group("fr_way") or "").lower()
    earlier = way == "before" or way == "avant" or one.endswith("veille")
    if earlier or one.startswith(("au", "à")):
        # (counted back: the thing may be still to come; « au lendemain de »: in its wake, no count)
        return ref, False
    if one:
        days = 2 if "surlendemain" in one else 1
    elif count:
        days = int(count) if count.isdigit() else _COUNTS[count]
    else:
        # ("before Tuesday's vote", "after Tuesday's debate", « après le vote de mardi »: some time before
        # or after it, not told how long: no day; the vote's day is as likely wrong as right for a
        # resignation told after it)
        return ref, False
    return thing + dt.timedelta(days=-days if earlier else days), True


def counted_years_back(mention_text: str) -> bool:
    """Is a date mention's text an anniversary ("a year ago today", « il y a un an jour pour jour »)? Its
    day is one of another year, which a story looks back to: never the story's own (lead) day."""
    return re.search(r"\bago\b|\bil\s+y\s+a\b", mention_text, re.I) is not None


def _years_before_a_day(m: re.Match, ref: dt.date) -> tuple[dt.date, bool]:
    """The day a years_ago_day match names ("a year ago today", « il y a deux ans jour pour jour », "a
    year ago Tuesday"): the day it counts from (the day of writing, the day before it, the last such
    weekday), so many years before; (a year of it, inexact) for "a year ago this week", or a Feb. 29
    that year lacks."""
    count = (m.group(1) or m.group(3)).lower()
    years = int(count) if count.isdigit() else _YEAR_COUNTS_AGO[count]
    said = (m.group(2) or m.group(4)).lower()
    said = re.sub(r"^ce\s+", "", said)
    if said in _WEEKDAYS or said in _WEEKDAYS_FR:
        target = _WEEKDAYS.get(said, _WEEKDAYS_FR.get(said))
        day = ref - dt.timedelta(days=(ref.weekday() - target) % 7)
    elif said in ("yesterday", "hier"):
        day = ref - dt.timedelta(days=1)
    elif said == "this week":
        return dt.date(ref.year - years, 1, 1), False
    else:  # today, tonight, to the day, « jour pour jour », « aujourd'hui »
        day = ref
    before = _safe(day.year - years, day.month, day.day)
    return (before, True) if before is not None else (dt.date(day.year - years, 1, 1), False)


def _month_edge(m: re.Match, ref: dt.date | None, sentence_year: str | None,
                focus_year: int | None) -> tuple[dt.date | None, bool]:
    """The day a month_edge match names ("the last day of April", « le premier jour de mars »): of the
    year it tells, else the sentence's or the text's (a past one), else the latest such day on or before
    `ref`; (ref, inexact) when that day is still to come, a day that dates nothing."""
    end = (m.group(1) or m.group(4)).lower()
    name = (m.group(2) or m.group(5)).lower()
    given = m.group(3) or m.group(6) or sentence_year
    month = _MONTHS.get(name) or _MONTHS_FR.get(name)
    if month is None:
        return None, False
    if not given and focus_year is not None and (ref is None or focus_year < ref.year):
        given = str(focus_year)
    year = int(given) if given else (ref.year if ref else None)
    if year is None:
        return None, False
    day = 1 if end in ("first", "premier") else monthrange(year, month)[1]
    if _coming(ref, year, month, day, bool(given)):
        return ref, False
    if given or ref is None:
        return dt.date(year, month, day), True
    if dt.date(year, month, day) > ref:  # (the latest such day before the report: last year's)
        year -= 1
        day = 1 if end in ("first", "premier") else monthrange(year, month)[1]
    return dt.date(year, month, day), True


def _relative_offset(m: re.Match) -> int:
    """Days from the day told last to the one a relative_day match names."""
    count = m.group(1) or m.group(3)
    if count:
        days = int(count) if count.isdigit() else _COUNTS[count.lower()]
        # ("three days earlier", "two days before,", « deux jours plus tôt », « trois jours auparavant »)
        back = re.search(r"\b(?:earlier|before|tôt|auparavant|avant)\b", m.group(0), re.I)
        return -days if back else days
    phrase = m.group(2).lower()
    if "surlendemain" in phrase:
        return 2
    if "avant-veille" in phrase:
        return -2
    if any(w in phrase for w in ("previous", "preceding", "before", "veille", "précédent")):
        return -1
    return 1


# the one year a sentence names as its time ("In 2019, on June 12, ...", « En 2019, le 12 juin, ... »):
# the year of its month-days told without one (not "since 2019": a stretch up to now); a season or a
# holiday with its year dates them too ("Five days before Christmas 2024, on Dec. 20", « à l'automne 2019 »)
_YEAR_OF_THE_SENTENCE = re.compile(r"\b(?:in|en|of|de|during|durant|back\s+in|christmas|no[eë]l|easter|p[âa]ques"
                                   r"|thanksgiving|summer|spring|fall|autumn|winter|[ée]t[ée]|printemps|automne|hiver)"
                                   r"\s+((?:18|19|20)\d\d)\b(?![-/]\d)", re.I)
# a month-day whose year is one told before: "on June 12 of that year", « le 12 juin de cette année-là »
_THAT_YEAR = re.compile(r",?\s+(?:of\s+)?(?:that|the\s+same|the\s+following|the\s+previous)\s+year\b"
                        r"|,?\s+(?:de\s+)?(?:cette\s+année-là|la\s+même\s+année|l['’]année\s+(?:suivante|précédente))", re.I)
# a month-day told with the year before the reference date's: "on June 12 last year", "June 12 of last
# year", « le 12 juin de l'an dernier », « le 12 juin l'année passée »
_LAST_YEAR_AFTER = re.compile(r",?\s+(?:of\s+)?last\s+year\b"
                              r"|,?\s+(?:de\s+)?l['’](?:an|année)\s+(?:dernier|dernière|passée?)\b", re.I)
# a month-day told as the coming one: « le 5 mars prochain »: a day still to come, whatever its distance
_NEXT_AFTER = re.compile(r"\s+prochain\b|,?\s+(?:of\s+)?next\s+year\b|,?\s+(?:de\s+)?l['’](?:an|année)\s+prochaine?\b", re.I)
_LAST_WEEK = re.compile(r"\blast\s+week\b(?!['’]s)|\bla\s+semaine\s+(?:dernière|passée)\b", re.I)
# what sets apart two times in one sentence: "Last week X stayed, but on Monday he quit"
_TIME_CONTRAST = re.compile(r"\b(?:but|while|whereas|then|now|this\s+week|mais|puis|tandis|alors\s+que|cette\s+semaine)\b|;", re.I)


# a clause of its own between them: "X, who resigned last week, spoke on Monday"
_CLAUSE_BREAK = re.compile(r"\b(?:who|which|whose|qui|lequel|laquelle|dont|où)\b", re.I)


def _in_last_week(text: str, weekday: re.Match) -> bool:
    """Is the bare weekday `weekday` told of the week that the sentence opens with ("Last week, X
    resigned on Wednesday", « La semaine dernière, X a démissionné mercredi »), with nothing between
    them setting another time or clause apart? (Not "X, who resigned last week, spoke on Monday".)"""
    last = _LAST_WEEK.match(text.lstrip(" \t\"“«'‘"))
    if last is None:
        return False
    between = text[last.end() + len(text) - len(text.lstrip(" \t\"“«'‘")):weekday.start()]
    return not _TIME_CONTRAST.search(between) and not _CLAUSE_BREAK.search(between)


# "now" told in the past tense: "he now wished", "was now", "had now", "could now": the time the
# narrative is at, not the day of writing
_PAST_NOW = re.compile(r"\b(?:was|were|had|could|would)\s+now\b|\bnow\s+(?:had|was|were|could|would|[a-z]+ed)\b", re.I)
# "has now ruled", "have now voted": the present perfect, an act done by the time of writing (a live
# blog's update), not the narrative's time
_PERFECT_NOW = re.compile(r"\b(?:has|have|['’]s|['’]ve)\s+$", re.I)
# kinds of date mention counted from the day of writing
_FROM_NOW = {"weekday", "weekday_fr", "weekday_last_week", "today", "yesterday", "two_days_ago", "days_ago",
             "this_month_day_fr", "counted_from_day"}


def _anchor(kind: str, m: re.Match, text: str, date: dt.date, previous: dt.date | None,
            text_ref: dt.date | None = None) -> str:
    """DateMention.anchor of a mention of `kind`: "year" when it tells its year, "now" when it counts from
    the day of writing."""
    if kind in ("iso", "numeric", "month_year", "year", "years_ago_day"):
        return "year"  # ("a year ago today": a day of its year, counted to it)
    if kind == "years_later":
        return "year" if date.month == 1 and date.day == 1 and date != text_ref else ""
    if kind in ("mdy", "dmy", "dmy_fr"):
        return "year" if m.group(3) else ""
    if kind == "month_edge":
        return "year" if m.group(3) or m.group(6) else ""
    if kind == "today" and previous is not None and date == previous and m.group(0).lower() == "now":
        return ""  # (the narrative's now)
    return "now" if kind in _FROM_NOW else ""


# « Y en a présenté une mardi »: « une » is the pronoun for the thing (the clitic « en » before the
# verb), and the weekday after it is the day named, not "some Tuesday" (« un mardi »)
_FRENCH_PRONOUN_ONE = re.compile(r"\ben\s+(?:a|ont|avait|avaient|aura|auront)\s+[^\W\d]+\s+une?\s+$", re.I)


def _pronoun_before(text: str, start: int) -> bool:
    return _FRENCH_PRONOUN_ONE.search(text[max(0, start - 40):start]) is not None


# a day counted from a thing the phrase goes on to name: "on the eve of", "the day before", "the day
# after", « la veille », « à la veille », « l'avant-veille », « le lendemain » (not « au lendemain »,
# "in the wake of", which counts no day); the value is the count in days
_EDGE_OF_A_THING = [
    (re.compile(r"(?:on\s+)?the\s+eve\s+of|the\s+day\s+before|(?:à\s+)?la\s+veille", re.I), -1),
    (re.compile(r"l['’]avant-veille", re.I), -2),
    (re.compile(r"the\s+day\s+after|le\s+lendemain", re.I), 1),
    (re.compile(r"le\s+surlendemain", re.I), 2),
]
# between such a phrase and the calendar date of the thing it names: "on the eve of the April 16
# vote", "the day after the vote of April 16", « la veille du vote du 22 novembre », « le lendemain
# de l'élection du 4 mai » (the thing's noun and its article, at most three words)
_TO_THE_THINGS_DATE = re.compile(r"\s*(?:(?:of|d[eu]s?|de\s+l[a'’]|d['’])\s*)?(?:(?:the|his|her|its|their|l[ea]s?|l['’]|s[oa]n?|ses)\s*)?"
                                 r"(?:[^\W\d]+\s+){0,3}?(?:(?:of|on|d[eu]|d['’])\s*)?(?:the\s+|le\s+)?", re.I)


def _span_from(phrase: str, day: dt.date) -> dt.date | None:
    """The day a counted stretch ("ten days after", « sept semaines avant ») names from `day`, the day of
    the thing it counts from: days and weeks exactly, months by the calendar; None when the count is
    not told ("a few weeks after", « quelques jours après ») or the month lacks that day."""
    m = _SPAN.fullmatch(phrase.strip())
    count = (m.group("n") or "").lower() if m else ""
    n = int(count) if count.isdigit() else _SPAN_COUNTS.get(count)
    if not n:
        return None
    n = -n if m.group("way").lower() in ("before", "avant") else n
    unit = m.group("unit").lower()
    if unit.startswith(("day", "jour")):
        return day + dt.timedelta(days=n)
    if unit.startswith(("week", "semaine")):
        return day + dt.timedelta(weeks=n)
    months = day.year * 12 + day.month - 1 + n
    return _safe(months // 12, months % 12 + 1, day.day)


def _counted_from_a_dated_thing(text: str, found: list[DateMention], calendar: set) -> list[DateMention]:
    """`found` with "on the eve of the April 16 vote", « la veille du vote du 22 novembre », "the day after
    the vote of April 16", "seven weeks after the election of October 25" read as one day: the thing's
    calendar date moved by the phrase's count (read alone, the calendar date would be the sentence's
    day, a wrong one, and the phrase no day). A stretch whose count is not told ("a few weeks after the
    vote of May 15") names no day: the two read as one mention that dates the clause to no day."""
    out: list[DateMention] = []
    skip = None
    for i, mention in enumerate(found):
        if i == skip:
            continue
        after = found[i + 1] if i + 1 < len(found) else None
        phrase = text[mention.start:mention.end]
        count = next((n for pattern, n in _EDGE_OF_A_THING if pattern.fullmatch(phrase)), None)
        span = _SPAN.fullmatch(phrase) if count is None else None
        if (count is not None or span) and not mention.exact and after is not None and after.exact \
                and after.start in calendar and _TO_THE_THINGS_DATE.fullmatch(text[mention.end:after.start]):
            day = after.date + dt.timedelta(days=count) if count is not None else _span_from(phrase, after.date)
            out.append(DateMention(mention.start, after.end, day or after.date, day is not None, after.anchor))
            skip = i + 1
            continue
        out.append(mention)
    return out


# a sentence that opens on the time of writing ("This week, on March 3, ...", "Today", "Last week", « Cette
# semaine », « Aujourd'hui »): its month-days are of the day of writing's year, not of a year the prose was
# in before, and so is what follows it
_PRESENT_HEAD = re.compile(
    r"^[\W_]*(?:(?:earlier\s+|later\s+)?this\s+(?:week|month|year|morning|afternoon)|last\s+week|today"
    r"|(?:plus\s+tôt\s+)?cette\s+(?:semaine|année)|ce\s+mois-ci|la\s+semaine\s+(?:dernière|passée)"
    r"|aujourd['’]hui)\b(?![-‐])", re.I)


# a time counted forward from the last one told, without a day, heading a sentence: "Days later, ...",
# "A week later, ...", "The following week, ..." (not "Soon after, ...": most often the same day, which
# the day told last still gives)
_MOVED_ON = re.compile(r"^[\W_]*(?:(?:a|one|two|three|a\s+few|several)\s+)?(?:(?:days|weeks?|months?)\s+later"
                       r"|the\s+(?:following|next)\s+(?:week|month))\b", re.I)


def moves_on(text: str) -> bool:
    """Does the sentence open on a time after the one the text told last, giving no day ("Days later,
    the Conservatives demanded ...", "A week later, ...")? The narrative has moved on from that day:
    what the paragraph tells next is not of it."""
    return _MOVED_ON.match(text) is not None


def opens_on_the_present(text: str) -> bool:
    """Does `text` open on the time of writing (_PRESENT_HEAD)?"""
    return _PRESENT_HEAD.match(text) is not None


def find_dates(text: str, ref: dt.date | None, previous: dt.date | None = None,
               told: dt.date | None = None, year: int | None = None, *,
               told_near: bool = True) -> list[DateMention]:
    """Every date expression in `text`; relative ones need `ref` (the article's or post's date).

    "the same day" / « le soir même » mean `previous`, the date the text spoke of last. "The next
    day", "two days later", « le lendemain », « la veille » count from `told`, the day the text last
    named itself (not one it assumed); with none, or counted from a day named after them (« le
    lendemain du vote »), they mark the sentence as dated without a known day. A weekday
    is the last such day (« mardi », « mardi dernier »), but the coming one after « prochain »,
    "next", "this coming" (« mardi prochain », "next Tuesday" told on a Tuesday is in a week;
    "Tuesday next week" is the Tuesday of the week after); "the next Tuesday" counts from a day the
    text told, so it is not read. A weekday of a clause told in the future
    (« votera mercredi ») is not read at all: events.future_weekday_spans blanks it first, since
    the day of what is still to come dates no event.

    `year` is the year in focus when the text has moved to another than the reference date's ("Start
    with February 1963. On Feb. 5 the House ...", « En 1986, ... Le 12 mai, ... »): a month-day told
    without its year, in a sentence that names none, is of that year (the caller follows the frame:
    `anchor` of each mention says whether it told its year, or counted from the day of writing). "Now"
    in a past narrative ("he now wished", "was now") is the time in focus, `previous`, not the day of
    writing.

    A day counted from the day told last ("the next day", « la veille ») counts from a day told before
    it in the same sentence when there is one (the nearest): "X said on Tuesday that he had met Y the
    day before" is Monday, whatever day the text told before the sentence. With `told_near` false
    (the day told last is in a paragraph before the one before this one, another story thread as far
    as a count of days goes), there is no day to count from: a day, not known (as with none told).
    """
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    relatives: dict[int, int] = {}  # starts of the bare relative days -> their count of days
    if opens_on_the_present(text):
        year = None  # ("This week, on March 3, ...": back to the day of writing's year)
    in_focus = year  # (the year the prose is in: `year` is reused below)
    narrative_days = set()  # starts of weekdays counted from the day the prose told, in that year
    # (a year told at the sentence's head, at most four words before it: "Back in 2019, on June 12, ...";
    # not one further on, which modifies its own phrase: "The House, which first sat in 1867, adopted
    # it on Feb. 22")
    years = {m.group(1) for m in _YEAR_OF_THE_SENTENCE.finditer(text)
             if len(re.findall(r"[^\W\d_]+", text[:m.start()])) <= 4}
    # (only when it is the sentence's one year: not "In 2019 and 2020, on June 12, ...")
    sentence_year = years.pop() if len(years) == 1 and set(re.findall(r"(?<![\d-])((?:18|19|20)\d\d)(?![\d-])", text)) == years \
        else None
    later = _YEARS_LATER.search(text)
    unknown_year = False  # the sentence moved by years from a day not known: its month-days' year is not known
    if sentence_year is None and later is not None and ref is not None \
            and len(re.findall(r"[^\W\d_]+", text[:later.start()])) <= 4:
        # "Two years later, on June 3, ...": the month-days of the sentence are of the year it moves to
        count = (later.group(1) or later.group(2) or "").lower()
        years = int(count) if count.isdigit() else _YEAR_COUNTS.get(count)
        if told is not None and years and told.year + years <= ref.year:
            sentence_year = str(told.year + years)
        else:
            unknown_year = True
    weekdays, calendar = set(), set()  # starts of the weekday and of the calendar-date mentions
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            date = None
            exact = True
            if kind == "thing_day":
                taken.append(m.span())  # (the day of a thing the clause names: it dates nothing)
                continue
            if kind == "weekday_from_told":
                way, name = (m.group(1), m.group(2)) if m.group(2) else (m.group(4), m.group(3))
                target = _WEEKDAYS.get(name.lower(), _WEEKDAYS_FR.get(name.lower()))
                if told is None:
                    date, exact = ref, False  # (no day told to count from: a day, but not known)
                elif way.lower() in ("following", "next", "suivant", "d'après", "d’après"):
                    date = told + dt.timedelta(days=(target - told.weekday()) % 7 or 7)
                else:
                    date = told - dt.timedelta(days=(told.weekday() - target) % 7 or 7)
                if date is None:
                    continue
            elif kind == "month_edge":
                date, exact = _month_edge(m, ref, sentence_year, year)
                if date is None:
                    continue
            elif kind == "iso":
                date = _safe(*map(int, m.groups()))
            elif kind == "numeric":
                first, second, year = map(int, [g for g in m.groups() if g is not None])
                french = re.search(r"\b(?:le|du|au)\s+$", text[max(0, m.start() - 4):m.start()], re.I)
                if french or first > 12:
                    date = _safe(year, second, first)
                elif second > 12:
                    date = _safe(year, first, second)
                else:
                    date, exact = dt.date(year, 1, 1), False  # (which is the month, the figures do not say)
                if date is None:
                    continue
            elif kind in ("mdy", "dmy_fr", "dmy"):
                name, day, given = (m.group(1), m.group(2), m.group(3)) if kind == "mdy" else (m.group(2), m.group(1), m.group(3))
                month = _MONTHS.get(name.lower()) if kind != "dmy_fr" \
                    else _MONTHS_FR.get(name.lower()) or _MONTHS_FR_SHORT.get(name.lower().rstrip("."))
                if kind == "mdy" and name.lower() == "may" and not given and not name[0].isupper():
                    continue  # the verb "may"
                if kind == "dmy" and not name[0].isupper():
                    continue  # ("10 march", "3 may"): an English month is written with its capital
                last_year = _LAST_YEAR_AFTER.match(text[m.end():]) if not given and ref else None
                coming = _NEXT_AFTER.match(text[m.end():]) if not given else None
                if not given and _THAT_YEAR.match(text[m.end():]):
                    date, exact = ref, False  # "on June 12 of that year": a year told before, not read here
                elif coming:
                    date, exact = ref, False  # « le 5 mars prochain »: a day to come, the clause dated to no day
                    taken.append((m.end(), m.end() + coming.end()))
                elif last_year:
                    # "on June 12 last year": that day of the year before the reference date's
                    date = _safe(ref.year - 1, month, int(day))
                    taken.append((m.end(), m.end() + last_year.end()))
                    if date is None:
                        continue
                else:
                    # ("Back in 2019, on June 12, ...": the year the sentence names is the day's)
                    given = given or sentence_year
                    if not given and year is not None and (ref is None or year < ref.year):
                        # the year the text is in ("In 1963 ... On Feb. 5"): that year's day, a past one
                        given = str(year)
                    year = int(given) if given else (ref.year if ref else None)
                    if unknown_year and not given:
                        date, exact = ref, False  # ("Years later, on June 3": of a year not known)
                    elif _coming(ref, year, month, int(day), bool(given)):
                        date, exact = ref, False  # a day to come: the clause is dated, to no day it tells
                    elif year:
                        date = _before(ref, _safe(year, month, int(day)), bool(given)) if ref else _safe(year, month, int(day))
            elif kind == "month_year":
                month = (_MONTHS.get(m.group(1).lower()) or _MONTHS_FR.get(m.group(1).lower())) if m.group(1) else 1
                if m.group(1) and m.group(1).lower() == "may" and not m.group(1)[0].isupper():
                    continue  # the verb "may"
                date, exact = dt.date(int(m.group(2)), month, 1), False  # a month or part of a year, not a day
            elif kind == "month":
                if ref is None:
                    continue
                name = m.group(1).lower()
                if not m.group(0).lower().startswith(("in ", "en ", "since ", "depuis ")) \
                        and (not m.group(1)[0].isupper() or name not in _MONTHS or len(name) < 4 or name == "may"):
                    continue  # (a frame's month: its full name, capitalised; "a May ..." may be the verb's)
                month = _MONTHS.get(name) or _MONTHS_FR.get(name)
                year = ref.year if month <= ref.month else ref.year - 1
                date, exact = dt.date(year, month, 1), False  # "in February": a month, not a day
            elif kind == "part_of_told_day":
                before = [d for d in found if d.start < m.start() and d.exact]
                date, exact = (max(before, key=lambda d: d.start).date, True) if before else (told, True) if told \
                    else (ref, False)
            elif kind == "same_day":
                # "on Monday evening, after X quit that morning": the day this sentence named before it,
                # else the one the text spoke of last; not the day of writing only assumed when the text
                # has told no day yet (« Quatre autres ministres ont quitté le cabinet le même jour » after a
                # day the reader did not get): the same as a day not told, so none (corpus/README.md)
                before = [d for d in found if d.start < m.start() and d.exact]
                if before:
                    date = max(before, key=lambda d: d.start).date
                elif told is None and previous is not None and re.search(r"\b(?:same|même)\b", m.group(0), re.I):
                    date, exact = ref, False  # (a day, but not one known: the sentence's day is not told)
                else:
                    date = previous
            elif kind == "relative_day":
                phrase = m.group(0).lower()
                if any(d.exact and re.fullmatch(r"\s*,\s*", text[d.end:m.start()]) for d in found):
                    # "On May 3, the next day, she ...", « le 3 mai, le lendemain, »: set off after a
                    # day named, it says which day that was, and counts no further
                    taken.append(m.span())
                    continue
                if re.search(r"\b(?:de|of|from)\s+$", text[max(0, m.start() - 6):m.start()], re.I):
                    # « ses propos de la veille », "his remarks of the day before": the day of a thing
                    # the clause names, not the clause's own day
                    taken.append(m.span())
                    continue
                anchored = re.match(r"\s+(?:de|du|des|au|d['’]|the|a|an|his|her|their|its|that|this)\b|\s*d['’]",
                                    text[m.end():m.end() + 8], re.I)
                if anchored and (phrase.startswith(("le lendemain", "le surlendemain", "au lendemain", "au surlendemain", "la veille"))
                                 or phrase.endswith(("before", "after"))):
                    # « le lendemain de l'élection », "the day after the vote": counted from a day named
                    # after it, which this does not read; the sentence has no day of its own then
                    date, exact = ref or told, False
                elif told is None or not told_near:
                    date, exact = ref, False  # no day told before to count from: a day, but not known
                    relatives[m.start()] = _relative_offset(m)  # (unless the sentence names one before it)
                else:
                    date = told + dt.timedelta(days=_relative_offset(m))
                    relatives[m.start()] = _relative_offset(m)
            elif ref is None:
                continue
            elif kind in ("weekday", "weekday_fr"):
                name = (m.group(2) if kind == "weekday" else m.group(1)).lower()
                target = (_WEEKDAYS if kind == "weekday" else _WEEKDAYS_FR)[name]
                if kind == "weekday" and name[0].islower() and not m.group(1):
                    pass  # a bare lowercase weekday is still a weekday
                ahead = (m.group(1) or "").lower() in ("next", "this coming", "coming") if kind == "weekday" \
                    else "prochain" in (m.group(2) or "").lower()
                if kind == "weekday" and (m.group(1) or "").lower() == "next" \
                        and re.search(r"\b(?:the|that|a)\s+$", text[max(0, m.start() - 6):m.start()], re.I):
                    continue  # "the next Wednesday": the one after a day the story told, not after today
                if not (kind == "weekday" and m.group(1)) and not _pronoun_before(text, m.start()) \
                        and re.search(r"\b(?:a|an|one|each|every|any|un|une|chaque)\s+$", text[max(0, m.start() - 7):m.start()], re.I):
                    taken.append(m.span())  # "on a Tuesday", « un mardi »: some such day, not a day named
                    continue
                if not ahead and not m.group(1 if kind == "weekday" else 2) or (m.group(1) or "").lower() == "on" \
                        and kind == "weekday" and not m.group(3):
                    if _in_last_week(text, m):
                        # "Last week, X resigned on Wednesday", « la semaine dernière, X a démissionné
                        # mercredi »: that weekday of the week before this one, not this week's
                        date = ref - dt.timedelta(days=ref.weekday() + 7 - target)
                        found.append(DateMention(m.start(), m.end(), date, True, "now"))
                        taken.append(m.span())
                        weekdays.add(m.start())
                        continue
                if kind == "weekday" and m.group(3):
                    # "Wednesday next week": that day of the week after this one
                    date = ref + dt.timedelta(days=7 - ref.weekday() + target)
                elif ahead:
                    forward = (target - ref.weekday()) % 7 or 7
                    date = ref + dt.timedelta(days=forward)
                elif in_focus is not None and told is not None and told.year == in_focus \
                        and (ref is None or in_focus < ref.year) and (not m.group(2) if kind == "weekday_fr" else (m.group(1) or "").lower() in ("", "on") and not m.group(3)):
                    # "On March 26, 2019, X ... On Wednesday, X ...": the prose is in a past year, on the
                    # day it told last; a bare weekday is of that week, that day or after it, not the
                    # last one before the day of writing
                    date = told + dt.timedelta(days=(target - told.weekday()) % 7)
                    narrative_days.add(m.start())
                else:
                    back = (ref.weekday() - target) % 7
                    last = (m.group(1) or "").lower() == "last" or (kind == "weekday_fr" and m.group(2))
                    if last and back == 0:
                        back = 7
                    date = ref - dt.timedelta(days=back)
            elif kind == "counted_from_day":
                date, exact = _counted_from_a_weekday(m, ref)
            elif kind == "weekday_last_week":
                name = next(g for g in m.groups() if g).lower()
                target = _WEEKDAYS.get(name, _WEEKDAYS_FR.get(name))
                if m.group(3):  # "a week ago Wednesday": a week before the last Wednesday
                    date = ref - dt.timedelta(days=(ref.weekday() - target) % 7 + 7)
                else:  # that day of the week before this one (weeks start on Monday)
                    date = ref - dt.timedelta(days=ref.weekday() + 7 - target)
            elif kind == "this_month_day_fr":
                day = _safe(ref.year, ref.month, int(m.group(1)))
                date, exact = (day, True) if day is not None and day <= ref else (ref, False)
            elif kind in ("bare_day_fr", "bare_day"):
                date, exact = ref, False  # (only marks the clause as dated without a day)
            elif kind == "days_ago":
                count = (m.group(1) or m.group(2)).lower()
                date = ref - dt.timedelta(days=int(count) if count.isdigit() else _COUNTS[count])
            elif kind == "two_days_ago":
                date = ref - dt.timedelta(days=2)
            elif kind == "today":
                date = ref
                if previous is not None and m.group(0).lower() == "now" and _PAST_NOW.search(
                        text[max(0, m.start() - 12):m.end() + 16]) \
                        and not _PERFECT_NOW.search(text[max(0, m.start() - 8):m.start()]):
                    date = previous  # "he now wished", "was now": the narrative's now, the time in focus
            elif kind == "yesterday":
                date = ref - dt.timedelta(days=1)
            elif kind == "last_week":
                date, exact = ref - dt.timedelta(days=7), False
            elif kind == "years_later":
                count = (m.group(1) or m.group(2) or "").lower()
                years = int(count) if count.isdigit() else _YEAR_COUNTS.get(count)
                if told is not None and years and told.year + years <= ref.year:
                    # that many years after the day told last: the year the text moves to
                    date, exact = dt.date(told.year + years, 1, 1), False
                else:
                    date, exact = ref, False  # (counted from no day told: a time, not known)
            elif kind in ("period", "week_of"):
                date, exact = ref, False  # (only marks the clause as dated without a day)
            elif kind == "year":
                date, exact = dt.date(int(m.group(1)), 1, 1), False
            elif kind == "years_ago":
                date, exact = dt.date(ref.year - 1, 1, 1), False  # a year ago or more: some year, not a day
            elif kind == "years_ago_day":
                date, exact = _years_before_a_day(m, ref)
            if date and (_DEADLINE.search(text[max(0, m.start() - 20):m.start()])
                         and not _COUNTED_BACK_TO.search(text[max(0, m.start() - 30):m.start()])
                         or _SCHEDULED.search(text[max(0, m.start() - 30):m.start()])):
                # "report back by March 21", « d'ici le 21 mars »: a deadline, not when anything happened;
                # it neither dates the sentence nor leaves it undated
                taken.append(m.span())
                continue
            if date:
                found.append(DateMention(m.start(), m.end(), date, exact,
                                         "" if m.start() in narrative_days else _anchor(kind, m, text, date, previous, ref)))
                taken.append(m.span())
                if kind in ("weekday", "weekday_fr"):
                    weekdays.add(m.start())
                elif kind in ("iso", "mdy", "dmy_fr", "dmy", "numeric", "month_edge"):
                    calendar.add(m.start())
    found.sort(key=lambda d: d.start)
    found = _counted_from_the_sentence(found, relatives)
    found = _counted_from_a_dated_thing(text, found, calendar)
    # "on Wednesday, February 27", « le lundi 4 mars »: the weekday qualifies the calendar date after
    # it, which names the day; read alone it would be the last such weekday before the reference
    return [d for i, d in enumerate(found) if not (
        d.start in weekdays and i + 1 < len(found) and found[i + 1].start in calendar
        and re.fullmatch(r"[\s,]*(?:the\s+|le\s+)?", text[d.end:found[i + 1].start], re.I))]



def _counted_from_the_sentence(found: list[DateMention], relatives: dict[int, int]) -> list[DateMention]:
    """`found` (in text order) with each bare relative day ("the day before", « le lendemain »; its start
    in `relatives`, with its count of days) counted from the nearest day the same sentence names
    before it, when it names one ("X apologized on Wednesday for a remark he made the previous
    evening", « Mercredi, X a accusé Y d'avoir induit la Chambre en erreur la veille »): that day is
    its anchor, not the one the text told before the sentence, nor the day of writing."""
    out: list[DateMention] = []
    for mention in found:
        if mention.start in relatives:
            before = [d for d in out if d.exact and d.end <= mention.start and d.start not in relatives]
            if before:
                anchor = before[-1]
                mention = DateMention(mention.start, mention.end, anchor.date + dt.timedelta(days=relatives[mention.start]),
                                      True, anchor.anchor)
        out.append(mention)
    return out


def _quotation_spans(text: str) -> list[tuple[int, int]]:
    """[start, end) of each quotation in `text`, its marks included."""
    return [(start, close + 1) for start, close in quotation_ranges(text)]


def blank_quotations(text: str) -> str:
    """`text` with what its quotation marks enclose blanked (same length) when words stand outside
    them: the days a quotation names are the quoted clause's ("I was thrown out yesterday"), not
    the day of its attribution ("..., X told reporters")."""
    blanked = text
    for start, end in _quotation_spans(text):
        blanked = blanked[:start] + " " * (end - start) + blanked[end:]
    return blanked if len(re.findall(r"\w+", blanked)) >= 2 else text


def find_dates_in_speech(text: str, ref: dt.date | None, previous: dt.date | None = None,
                         told: dt.date | None = None, year: int | None = None, *,
                         told_near: bool = True) -> list[DateMention]:
    """`find_dates`, with the relative days inside a quotation counted from the day the sentence
    says it was spoken: in « « J'ai été expulsé hier », a déclaré jeudi X », "hier" is the day before
    that Thursday, not the day before the article. Without a day named outside the quotation, from
    `previous`, the day the text was at (a quotation's "today" is the day it was said)."""
    every = find_dates(text, ref, previous, told, year, told_near=told_near)
    spans = _quotation_spans(text)
    if not spans:
        return every

    def quoted(d):
        return any(start <= d.start and d.end <= end for start, end in spans)
    spoken = [d for d in every if d.exact and not quoted(d)]
    speech_day = spoken[0].date if spoken else previous  # (else the day the text was at: it was said then)
    if speech_day is None or not any(quoted(d) for d in every):
        return every
    found = [d for d in every if not quoted(d)]
    for start, end in spans:
        found += [DateMention(d.start + start, d.end + start, d.date, d.exact, d.anchor)
                  for d in find_dates(text[start:end], speech_day, previous, told)]
    return sorted(found, key=lambda d: d.start)

# A dateline's date heads a story, a press release or a caption before its first sentence proper:
# "OTTAWA, Sept. 26, 2012 (Agency) - X ...", "Tuesday February 7, 2006" on its own line, an index
# label then the date ("date 2022-02-18 X accused ..."). It is the day of writing, not the day of what
# the sentence tells ("... accused Y on Wednesday"). Recognised by its form alone: a date with its
# year, at most one word before it (a place, a weekday, a label; no preposition: "On Feb. 16, 2022, X
# resigned" is the event's own day) and, after it, no comma but a line end, a dash, an agency or the
# capital of the next sentence's first word.
_DATELINE_BEFORE = re.compile(r"^\s*(?:[^\W\d_][\w.'’-]*,?\s+)?(?:(?<=,\s)le\s+)?$"
                              r"|^\s*[^\W\d_][\w.'’-]*\s*\(\s*$")  # ("OTTAWA (Feb. 24, 2021) — ...")
# after a date without its year, what still makes it a dateline: a wire agency then a dash ("OTTAWA, Feb. 24
# (CP) — ...", « OTTAWA, 24 février (PC) — ... »), or the parenthesis closing round it
_DATELINE_AFTER_NO_YEAR = re.compile(r"^\s*\([^)\n]{1,40}\)\s*[-–—]|^\s*\)\s*[-–—]")
_DATELINE_AFTER = re.compile(r"^[ \t]*(?:\n|\s*\([^)\n]{1,40}\)|\s*/[^/\n]{1,20}/|\s*[-–—]|[ \t]+[«\"“A-ZÀ-Ý])|^\s*\)\s*[-–—]")
_NOT_DATELINE_WORDS = {"on", "in", "since", "by", "until", "before", "after", "from", "as", "of", "le", "du", "au",
                       "depuis", "dès", "avant", "après", "jusqu'au", "en", "ce", "cette"}


def dateline_end(text: str, mentions: list[DateMention]) -> int:
    """Where the dateline's date ends at the head of `text` (0 when it has none): the mentions
    before that offset date the writing, not the sentence's events."""
    for mention in mentions:
        before = text[:mention.start]
        if not _DATELINE_BEFORE.match(before):
            return 0
        words = before.split() + text[mention.start:mention.end].split()[:1]  # ("in 2019": its preposition)
        if words and words[0].rstrip(",").lower() in _NOT_DATELINE_WORDS:
            return 0
        if re.search(r"\b\d{4}\b", text[mention.start:mention.end]) and _DATELINE_AFTER.match(text[mention.end:]):
            return mention.end
        if before.strip() and mention.exact and re.search(r"\d", text[mention.start:mention.end]) \
                and _DATELINE_AFTER_NO_YEAR.match(text[mention.end:]):
            return mention.end  # (a place, its month-day, an agency: the day of writing, year or not)
        # a weekday before the full date ("Tuesday February 7, 2006") is part of the same dateline
        if before.strip() or not re.fullmatch(r"[^\W\d_]+", text[mention.start:mention.end]):
            return 0
    return 0


def dateline_date(text: str, ref: dt.date | None) -> dt.date | None:
    """The date of the dateline heading `text` ("OTTAWA, Dec. 16, 2024 (CP) - ..."), if it has one:
    the day the story was written."""
    mentions = find_dates(text, ref)
    end = dateline_end(text, mentions)
    dated = [m for m in mentions if m.end <= end and m.exact]
    return dated[-1].date if dated else None


def without_dateline(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """`mentions` (find_dates over `text`) without those of a dateline heading `text`, nor a page's
    stamp (page_stamp)."""
    end = dateline_end(text, mentions)
    return [m for m in mentions if m.start >= end and not page_stamp(text, m)]


def _page_stamp_words() -> re.Pattern:
    stamps = sorted(words("shared", "page_stamp_words"), key=len, reverse=True)
    # (at the head of a line or after a page's separator, "By X · Updated ...": not "X published a letter on
    # Monday", « un message publié le soir même »)
    return re.compile(r"(?:^|[\n|·•*_—–-])[\s*_]*(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in stamps)
                      + r")\s*(?::|,|on|le|at|à)?\s*$", re.I)


_PAGE_STAMP = _page_stamp_words()


def page_stamp(text: str, mention: DateMention) -> bool:
    """Is `mention` the date of a page's stamp ("Updated March 1, 2018 6:12 a.m. ET", « Mis à jour le 28
    novembre 2017 à 6 h 12 », « Publié le 14 mai 2025 »)? It is when the page was saved or posted, not
    the day of an act the article tells, nor the day its prose is at (a story written the morning after
    the vote it reports is stamped the next day)."""
    return _PAGE_STAMP.search(text[:mention.start]) is not None


# "since" opens the time a state began ("X, a member of cabinet since 2015, is leaving it", "an MP
# since its first day in 2004"): a year or a month named there is when the state began, never the
# time of what the sentence tells
_STATE_START = re.compile(r"\bsince\b[^,;:()\n]*$", re.I)


def without_state_starts(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """`mentions` (English) without the inexact ones (a year, a month) in a "since" phrase: the start of
    a state the sentence describes, not the time of its event. Exact days stay ("since Monday, X has
    refused": the refusal began that day)."""
    return [m for m in mentions
            if m.exact or not _STATE_START.search(text[max(0, m.start - 40):m.start])]


# clauses that can tell their own day: "X resigned on Monday, and Y (resigned) on Tuesday",
# "Y, who resigned last week, ...", "X said on Tuesday that she had resigned on Monday"
CLAUSE_DEPS = {"relcl", "acl:relcl", "acl", "conj", "advcl", "ccomp", "parataxis"}
RELATIVE_SUBJECTS = {"which", "who", "qui", "lequel", "laquelle"}


def relative_clause_left_loose(verb) -> bool:
    """« la motion du député X, qui a été rejetée mardi »: a relative clause set off by a comma that
    the parser hung on the main verb as a bare `dep`; it is still a clause of its own."""
    return verb.dep_ == "dep" and any(c.lower_ in RELATIVE_SUBJECTS and c.dep_.startswith("nsubj") and c.i < verb.i
                                      for c in verb.children) \
        and verb.doc[min(x.i for x in verb.subtree) - 1].text == ","


def _clause_of_its_own(verb) -> bool:
    """A gerund after a preposition ("after debating it on Monday, the House adopted it on Wednesday")
    or a finite verb the parser left as a bare `dep` ("X rejected the amendment on Tuesday, then
    adopted the motion on Wednesday"): a clause with its own time, though not one of CLAUSE_DEPS."""
    return verb.pos_ == "VERB" and (verb.dep_ == "pcomp" and verb.tag_ == "VBG"
                                    or verb.dep_ == "dep" and verb.tag_ in ("VBD", "VBZ", "VBP"))


def _clause_root(token):
    while token.head.i != token.i:
        if token.pos_ in ("VERB", "AUX") and (token.dep_ in CLAUSE_DEPS or relative_clause_left_loose(token)
                                              or _clause_of_its_own(token)):
            return token
        token = token.head
    return token


# the past perfect's auxiliary: "had called", « avait traité »
# (French also with être: « s'était excusé », « était parti »; an auxiliary of tense, not the copula nor
# the passive's, which the parse tells apart)
PAST_PERFECT_AUX = {"had", "'d", "avait", "avaient", "avais", "avions", "aviez",
                    "était", "étaient", "étais", "étions", "étiez"}


def _told_as_earlier(verb) -> bool:
    """Is `verb` a reported or relative clause in the past perfect ("X recalled on Thursday that Y
    had called Z a liar", "Y, who had resigned, ...")? It tells something before the time of the
    clause it hangs on, so that clause's day is not its day."""
    return verb.pos_ in ("VERB", "AUX") and verb.dep_ in ("ccomp", "relcl", "acl:relcl") and verb.head.i != verb.i \
        and any(c.dep_ in ("aux", "aux:tense") and c.lower_ in PAST_PERFECT_AUX for c in verb.children)


def _later_conjunct_root(root, token):
    """French: the clause a date mention ends, when the parser hung it on a verb that a conjunct after
    that verb, still before the mention, continues (« X a annoncé qu'elle démissionnait et qu'elle
    renoncerait à son siège le 31 juillet »: the day is the conjunct's, not the first verb's). Word
    order decides what the small parser gets wrong: a day after the coordinated verb is that verb's."""
    if token.lang_ != "fr" or root.i >= token.i:
        return root
    later = [c for c in root.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and root.i < c.i < token.i]
    return max(later, key=lambda c: c.i) if later else root


# a clause of "when" (« quand », « lorsque ») happens at the time of the clause it modifies: "the view
# he held in 2013, when he posted …" is of 2013 (a year: no day), not of the sentence's day
_WHEN_MARKERS = frozenset({"when", "quand", "lorsque", "lorsqu'"})


def _at_that_time(root) -> bool:
    return root.dep_ in ("advcl", "relcl", "acl:relcl") and any(c.lower_ in _WHEN_MARKERS for c in root.children
                                        if c.dep_ in ("mark", "advmod") and c.i < root.i)


# the subjects that give a conjoined clause a tense of its own (French « il » of a reflexive is expl:subj)
_OWN_SUBJECTS = {"nsubj", "nsubjpass", "nsubj:pass", "expl:subj"}


def _bare_complements(verb) -> list:
    """The gerunds and infinitives completing `verb` without a subject of their own ("accused Y of
    lying", "asked Y to apologize"), directly or through a preposition (of the verb or of its object)."""
    out = []
    heads = [verb] + [o for o in verb.children if o.dep_ in ("dobj", "obj")]  # ("accused Y of": "of" on Y)
    for c in (c for h in heads for c in h.children):
        for k in ([c] + [g for g in c.children if g.dep_ == "pcomp"] if c.dep_ == "prep" else [c]):
            if k.pos_ in ("VERB", "AUX") and k.dep_ in ("xcomp", "pcomp") \
                    and not any(g.dep_ in _OWN_SUBJECTS for g in k.children):
                out.append(k)
    return out


# a noun of day set in apposition right after a day told, opening a relative clause that tells what
# happened on it: « le 3 mai, date à laquelle X avait démissionné », « le 8 mars, jour où X a
# quitté son siège », "on March 8, the day on which X resigned"
_DAY_RELATIVE = re.compile(r"^\s*,?\s*(?:(?:la|le|the)\s+)?(?:date|jour|day)\s+(?:où|à\s+laquelle|when|on\s+which)\b", re.I)


def _day_named_by_its_relative(sent, token, mentions):
    """The day a relative clause set in apposition right after a day told is of (« depuis le 3 mai,
    date à laquelle X avait démissionné », « le 8 mars, jour où X a quitté son siège »,
    "since March 8, the day on which X resigned"), for the clause's verb `token`: that day, whatever
    the clause's tense (a past perfect tells it before the main clause, not undated). Read by word
    order, the small parser hanging such clauses anywhere: `token` is the first verb after the
    relative word with a tense of its own (a participle set off between commas is no clause). None
    otherwise."""
    if token.pos_ not in ("VERB", "AUX"):
        return None
    text = sent.text
    at = token.idx - sent.start_char
    for m in sorted((m for m in mentions if m.exact and m.end <= at), key=lambda m: -m.end):
        relative = _DAY_RELATIVE.match(text[m.end:at])
        if relative is None:
            continue
        opened = m.end + relative.end()
        between = [t for t in sent if opened <= t.idx - sent.start_char < at and t.pos_ in ("VERB", "AUX")
                   and t.head.i != token.i and "Part" not in t.morph.get("VerbForm") and "Inf" not in t.morph.get("VerbForm")
                   # (« X, élue en 1997, avait démissionné »: a participle after a comma, whatever its tag)
                   and not (t.i > 0 and t.doc[t.i - 1].text == "," and not any(c.dep_.startswith("aux") for c in t.children))]
        return None if between else m.date
    return None


def clause_dates(sent, mentions: list[DateMention]):
    """`date_of(token, sentence_date)`: the day the token's own clause names (None when it names
    only a week or a month), else the sentence's day. `mentions`: the date mentions of the
    sentence's text, in its characters."""
    if not mentions:
        return None
    at = {}  # clause root index -> its own date mentions
    for mention in mentions:
        token = next((t for t in sent if t.idx - sent.start_char <= mention.start < t.idx - sent.start_char + len(t.text)
                      or t.idx - sent.start_char >= mention.start), None)
        if token is not None:
            at.setdefault(_later_conjunct_root(_clause_root(token), token).i, []).append(mention)
    earlier = {t.i for t in sent if _told_as_earlier(t)}
    days = {m.date for m in mentions if m.exact}
    spoken = _quotation_spans(sent.text)
    quoted_day = any(start <= m.start < end for m in mentions for start, end in spoken)
    apposed = any(_DAY_RELATIVE.match(sent.text[m.end:]) for m in mentions if m.exact)
    if len(at) < 2 and not any(root != sent.root.i for root in at) and not earlier and len(days) < 2 \
            and not quoted_day and not apposed:
        return None  # every date in the main clause, one day: the sentence's day is the clause's

    def in_quotation(char: int) -> tuple | None:
        return next(((start, end) for start, end in spoken if start <= char < end), None)

    def date_of(token, sentence_date):
        root = _clause_root(token)
        named = _day_named_by_its_relative(sent, token, mentions)
        if named is not None:
            return named
        own = at.get(root.i)
        where = in_quotation(token.idx - sent.start_char) if spoken else None
        if own and spoken:
            # a quotation's days are its own clause's, whatever clause the parse hung them on: a word
            # outside it takes none of them, a word inside takes those of its quotation
            own = [m for m in own if in_quotation(m.start) == where]
        if not own and where is not None:
            # ... and a day of the quotation the parse hung on the attribution outside it ('"I was
            # thrown out yesterday," X told reporters', "yesterday" on "told") is the quotation's
            own = [m for clause, ms in at.items() for m in ms if in_quotation(m.start) == where
                   and in_quotation(sent.doc[clause].idx - sent.start_char) != where]
        # a complement or a conjunct with no day of its own takes the day of the clause it depends
        # on: "X, who announced on Friday that he was leaving cabinet" leaves on Friday's telling
        own_tense = False
        while not own and root.i not in earlier and (root.dep_ in ("ccomp", "xcomp", "conj") or _at_that_time(root)) \
                and root.head.i != root.i and _clause_root(root.head).i != sent.root.i:
            # (a conjunct with a subject of its own has its own tense: "said that the exchange had gone
            # too far and that he apologized", « qu'il s'excusait » after a pluperfect clause, is not
            # told as earlier for being conjoined to one; it still takes the day of what governs them)
            own_tense = own_tense or root.dep_ == "conj" and any(c.dep_ in _OWN_SUBJECTS for c in root.children)
            root = _clause_root(root.head)
            own = at.get(root.i)
        if not own and root.dep_ in ("relcl", "acl:relcl") and root.i not in earlier:
            # "X, who accused Y of lying on Tuesday, left on Wednesday": the parse hangs the relative
            # clause's day on its gerund or infinitive; the day of the main clause is not its day
            own = [m for c in _bare_complements(root) for m in at.get(c.i, ())]
        if not own:
            return None if root.i in earlier and not own_tense else sentence_date
        exact = [m for m in own if m.exact]
        if len({m.date for m in exact}) > 1:
            # two days in one clause as the parse cut it (« X, expulsé mercredi, a déclaré jeudi »,
            # the small parser hanging the participle's weekday on the subject): the one nearest
            # the word that tells the event
            start, end = token.idx - sent.start_char, token.idx - sent.start_char + len(token.text)
            return min(exact, key=lambda m: m.start - end if m.start >= end else start - m.end).date
        return exact[0].date if exact else None

    def by_apposition(token) -> bool:
        """Is the token's day the one its relative clause is set in apposition to (above)?"""
        return _day_named_by_its_relative(sent, token, mentions) is not None
    date_of.by_apposition = by_apposition
    return date_of
