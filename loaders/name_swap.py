"""Name-swap invariance check: the extractor run on articles whose people are replaced by other KB members.

An event is about whoever the article names; the names of an unseen article are other people's.
This module replaces, in an article held in memory, every mention of each gold person by another
member of the reference KB and maps the gold the same way, so that the extractor's figures on the
original and on the swapped article can be compared (scripts/name_swap_check.py; docs/evaluation.md).

The swap is made sure by refusing what it cannot do cleanly:
- a person is swapped only when they hold no office on the article's date or on the dates of their
  gold events, nor in the year before them, (an article naming an office would then contradict the KB, which the extractor
  should refuse), and, when they held one earlier, only if no "former", "ex-", "ancien" comes
  shortly before a mention of them;
- a person whose riding the article names is not swapped (the riding tells who it is);
- the replacement sat in the House on those dates, for a riding of the same province when the article names the original's, for the same party (also the day before: a
  member who changed party that day is not swapped), has the same gender
  (pronouns, French agreement), never held an office up to the article's date, and no form of
  their name is in the article;
- a family name that is also a common word or a month (found in lower case in the article, or
  after a capitalised word that is not the person's given name or a title: "Parliament Hill") is
  not swapped;
- after the swap no form of the original's name may be left in the text (else the person is put
  back as they were).
Nothing here writes a file: the articles are third-party text.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass, field, replace

from canpol.loaders.text import without_accents

from .evaluation import Facts

MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december", "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
          "septembre", "octobre", "novembre", "decembre"}
# words that may stand before a family name without being part of another proper name
TITLES = {"mr", "mrs", "ms", "miss", "dr", "m", "mme", "mlle", "mp", "minister", "ministre", "depute", "deputee",
          "hon", "honourable", "sen", "senator", "leader", "chef", "speaker", "president", "presidente",
          "tory", "liberal", "conservative", "ndp", "bloc", "green", "independent", "independant", "independante",
          "the", "le", "la", "les", "de", "du", "des", "and", "et", "when", "but", "mais", "quand", "as", "said", "dit",
          "when", "while", "after", "before", "apres", "avant", "then", "puis", "alors"}
# the riding keys' province prefixes -> the province's names (folded), English and French
PROVINCES = {"nl": ("newfoundland", "labrador", "terre-neuve"), "pe": ("prince edward island", "p.e.i", "pei",
             "ile-du-prince-edouard"), "ns": ("nova scotia", "nouvelle-ecosse"), "nb": ("new brunswick",
             "nouveau-brunswick"), "qc": ("quebec",), "on": ("ontario",), "mb": ("manitoba",),
             "sk": ("saskatchewan",), "ab": ("alberta",), "bc": ("british columbia", "b.c", "colombie-britannique"),
             "yt": ("yukon",), "nt": ("northwest territories", "territoires du nord-ouest"), "nu": ("nunavut",)}
_FORMER = re.compile(r"\b(former|formerly|ex-|ancien|ancienne|anciens|anciennes)\b", re.I)
_APOSTROPHES = "'’"


def fold(text: str) -> str:
    return without_accents(text).lower()


@dataclass
class Swap:
    """One person of one article replaced by another KB member: keys (as in the gold) and name forms."""

    original: str  # person/...
    replacement: str
    forms: list[tuple[str, str]] = field(default_factory=list)  # (original form, replacement form)


@dataclass
class SwappedArticle:
    text: str
    swaps: list[Swap]
    refused: dict[str, str]  # person key -> why it was not swapped


def _record(kb, key: str):
    return kb.person(kb.iri(*key.split("/", 1)))


def _full(record) -> str:
    given = (record.given_name or "").replace("(", " ").split()
    return f"{given[0]} {record.family_name}" if given and record.family_name else record.name


def _variants(form: str) -> set[str]:
    """A form as articles write it: with or without accents, either apostrophe, in capitals."""
    out = {form, without_accents(form)}
    for a in _APOSTROPHES:
        out |= {v.replace("'", a).replace("’", a) for v in list(out)}
    out |= {v.upper() for v in list(out)}
    return out


def name_forms(kb, key: str, mentions: list[str]) -> dict[str, str]:
    """The forms an article may use for the person `key` -> their kind: "full" (given + family,
    alternate names, the gold's mentions that are not the family name alone), "family", "given"."""
    record = _record(kb, key)
    forms: dict[str, str] = {}
    names = {record.name, _full(record), *record.alternate_names, *kb.name_variants(kb.iri(*key.split("/", 1))), *mentions}
    family = record.family_name or ""
    for name in names:
        if not name or fold(name) == fold(family):
            continue
        for v in _variants(name):
            forms.setdefault(v, "full")
    for v in _variants(family):
        forms[v] = "family"
    given = (record.given_name or "").replace("(", " ").split()
    if given:
        for v in _variants(given[0]):
            forms.setdefault(v, "given")
    return forms


def _pattern(form: str) -> re.Pattern:
    # Glued text ("WhenSmith rose", "Smithsaid") is common in scraped pages: a form that starts
    # with a capital may follow a lower-case letter, and one may be followed by lower-case letters
    # (checked by the caller: the glued word must not itself be a name).
    left = r"(?<![A-Za-zÀ-ÿ])" if not form[:1].isupper() else r"(?<![A-ZÀ-Þ])(?<![a-zß-ÿ][A-ZÀ-Þ])"
    return re.compile(left + re.escape(form) + r"(?P<rest>[a-zß-ÿ]*)(?![A-Za-zÀ-ÿ])")


def replace_forms(text: str, pairs: list[tuple[str, str]], is_name) -> str:
    """`text` with each form of `pairs` (longest first) replaced; a form followed by lower-case
    letters is replaced only when form + letters is not a name (`is_name`): "Smithsaid", not "Smithers"."""
    for form, new in sorted(pairs, key=lambda p: -len(p[0])):
        def sub(m, new=new):
            rest = m.group("rest")
            if rest and (rest in ("s",) or is_name(m.group(0))):
                return m.group(0) if rest != "s" else new + rest
            return new + rest
        text = _pattern(form).sub(sub, text)
    return text


def _family_is_word(text: str, family: str, given_forms: set[str]) -> bool:
    """The family name is also a common word or a month, or part of another proper name here."""
    if fold(family) in MONTHS:
        return True
    if re.search(r"(?<![A-Za-zÀ-ÿ])" + re.escape(family.lower()) + r"(?![A-Za-zÀ-ÿ])", text):
        return True
    for m in re.finditer(r"(?<![A-Za-zÀ-ÿ])" + re.escape(family) + r"(?![a-zà-ÿ])", text):
        # the word before, unless a sentence or a line ends between ("Wednesday. Smith said")
        before = re.search(r"([A-Za-zÀ-ÿ'’-]+)([.]?)[ \t]+$", text[max(0, m.start() - 40):m.start()])
        if before:
            word, stop = before.group(1), before.group(2)
            if stop and fold(word) not in TITLES:
                continue
            if word[:1].isupper() and fold(word) not in TITLES and word not in given_forms and not word.isupper():
                return True
    return False


def _dashless(text: str) -> str:
    """Folded, with every run of dashes one hyphen: a riding written "A-B", "A--B" or "A—B"."""
    return re.sub(r"[-‐‑‒–—―]+", "-", fold(text))


def _former_office_named(text: str, family: str) -> bool:
    """"former"/"ancien"/"ex-" in the 80 characters before a mention of the family name."""
    return any(_FORMER.search(text[max(0, m.start() - 80):m.start()])
               for m in re.finditer(re.escape(without_accents(family)), without_accents(text)))


def _holds_office(kb, iri: str, days: list[dt.date]) -> bool:
    return any(kb.offices_held(iri, d) for d in days)


# a particle as a word of its own ("de Souza", "Van Loan", "St. Denis", "Ste-Marie"), Mc/Mac before a
# capital ("McKay", "MacAulay"), O' ("O'Toole"); not the same letters starting a name ("Lake", "Strahl")
_PARTICLE = re.compile(r"^(?:(?:[Dd]e|[Dd]u|[Dd]es|[Vv]an|[Vv]on|[Ll]e|[Ll]a|St\.?|Ste|Saint|San)[\s'’-]|Ma?c[A-Z]|O['’])")


def hard_name(record) -> bool:
    """A name of the kinds that trip name finders: a family name of several words or with a hyphen,
    an apostrophe, a particle (de, van, Mc, O', St.) or accents; a given name with an initial."""
    family, given = record.family_name or "", record.given_name or ""
    return bool(" " in family or "-" in family or "'" in family or "’" in family or not family.isascii()
                or _PARTICLE.match(family) or re.search(r"\b[A-Z]\.", given) or not given.isascii())


def _province(kb, iri: str, day: dt.date) -> str | None:
    """The province of the member's riding that day (the riding key's prefix: riding/on-...)."""
    riding = kb.riding_at(iri, day)
    return str(riding).rsplit("/", 1)[-1].split("-", 1)[0] if riding else None


def choose_replacement(kb, key: str, days: list[dt.date], text: str, excluded: set[str], seed: int | str,
                       article: str, hard: bool = False) -> str | None:
    """A KB member (key) to stand for `key` in the article: sat in the House on every day of `days`,
    same party then, same gender, no office ever up to the last day, no name form in `text`, not in
    `excluded` (with `hard`, only `hard_name`s); drawn with a seeded generator from the sorted
    candidates. None when none fits."""
    iri = kb.iri(*key.split("/", 1))
    record = kb.person(iri)
    if record is None or not record.gender:
        return None
    # the day before too: a member who changed party that day is told under either party
    days = sorted(set(days) | {d - dt.timedelta(days=1) for d in days})
    parties = {kb.party_at(iri, d) for d in days}
    if len(parties) != 1 or None in parties:
        return None
    party = parties.pop()
    folded = fold(text)
    province = _province(kb, iri, days[-1])
    province_named = any(re.search(r"(?<![a-z])" + name + r"(?![a-z])", folded) for name in PROVINCES.get(province, ()))
    candidates = []
    for other in kb.members_of_party(party, days[0]):
        other_key = other.split("/id/", 1)[1]
        rec = kb.person(other)
        if other_key == key or other_key in excluded or rec is None or rec.gender != record.gender:
            continue
        if not rec.given_name or not rec.family_name or not all(
                kb.is_member_at(other, d) and kb.party_at(other, d) == party for d in days):
            continue
        if any(kb.offices_held(other, d) for d in days) or kb.offices_left_before(other, max(days)):
            continue
        if province_named and _province(kb, other, days[-1]) != province:
            continue  # "the Alberta MP" must stay true
        if hard and not hard_name(rec):
            continue
        family = fold(rec.family_name)
        if family in MONTHS or re.search(r"(?<![a-z])" + re.escape(family) + r"(?![a-z])", folded) \
                or re.search(r"(?<![a-z])" + re.escape(fold(rec.given_name.split()[0])) + r" " + re.escape(family), folded):
            continue
        candidates.append(other_key)
    if not candidates:
        return None
    return random.Random(f"{seed}:{article}:{key}").choice(sorted(candidates))


def swap_article(kb, text: str, article: str, persons: dict[str, list[str]], days_of: dict[str, list[dt.date]],
                 seed: int | str, hard: bool = False) -> SwappedArticle:
    """Swap every gold person of `text` that can be swapped surely (see the module's docstring).
    `persons`: person key -> the gold's mentions of them; `days_of`: key -> the article's date and
    the dates of their gold events."""
    swaps, refused, excluded = [], {}, set(persons)
    all_given = {}
    for key in persons:
        rec = _record(kb, key)
        if rec is not None and rec.given_name:
            first = rec.given_name.replace("(", " ").split()[0]
            all_given.setdefault(first, set()).add(key)

    def is_name(word: str) -> bool:
        return bool(kb.name_matches(word))

    for key in sorted(persons):
        iri = kb.iri(*key.split("/", 1))
        record = kb.person(iri)
        days = days_of[key]
        if record is None or not record.family_name:
            refused[key] = "not a KB person with a family name"
            continue
        if _holds_office(kb, iri, days):
            refused[key] = "holds an office"
            continue
        if any(kb.offices_held(iri, d - dt.timedelta(days=back)) for d in days for back in (1, 30, 180, 365)):
            # an office left in the year before is likely named ("the finance minister, who resigned")
            refused[key] = "held an office in the year before"
            continue
        if kb.offices_left_before(iri, max(days)) and _former_office_named(text, record.family_name):
            refused[key] = "held an office before and the article speaks of a former one"
            continue
        ridings = {kb.label(kb.riding_at(iri, d)) for d in days if kb.riding_at(iri, d)}
        if any(r and _dashless(r) in _dashless(text) for r in ridings):
            refused[key] = "the article names their riding"
            continue
        forms = name_forms(kb, key, persons[key])
        # the first word of any full form ("Bill" of "Bill Smith" for a William) may stand before the family name
        given_forms = {f for f, kind in forms.items() if kind == "given"} | {
            f.split()[0] for f, kind in forms.items() if kind == "full" and len(f.split()) > 1}
        if _family_is_word(text, record.family_name, given_forms) or \
                _family_is_word(text, without_accents(record.family_name), given_forms):
            refused[key] = "family name is also a word or part of another name here"
            continue
        new_key = choose_replacement(kb, key, days, text, excluded, seed, article, hard)
        if new_key is None:
            refused[key] = "no replacement fits"
            continue
        new = _record(kb, new_key)
        new_given = new.given_name.replace("(", " ").split()[0]
        pairs = []
        for form, kind in forms.items():
            if kind == "given" and len(all_given.get(record.given_name.replace("(", " ").split()[0], ())) > 1:
                continue  # another person of the article shares the given name
            target = {"full": _full(new), "family": new.family_name, "given": new_given}[kind]
            pairs.append((form, target.upper() if form.isupper() and len(form) > 1 else target))
        swapped = replace_forms(text, pairs, is_name)
        left = [f for f, kind in forms.items() if kind != "given" and f in swapped and f.upper() != new.family_name.upper()
                and f not in _full(new) and f not in new.family_name]
        if left:
            refused[key] = f"a form is left after the swap: {left[0]}"
            continue
        text = swapped
        excluded.add(new_key)
        swaps.append(Swap(key, new_key, pairs))
    return SwappedArticle(text, swaps, refused)


def map_gold(facts: Facts, swaps: list[Swap]) -> Facts:
    """The gold facts with each swapped person's key replaced by the replacement's."""
    table = {s.original: s.replacement for s in swaps}

    def key(k):
        return table.get(k, k)

    return Facts(
        links={key(k) for k in facts.links},
        events=[replace(e, agents=frozenset(map(key, e.agents)), targets=frozenset(map(key, e.targets)))
                for e in facts.events],
        motions=[replace(m, mover=key(m.mover) if m.mover else None, subjects=frozenset(map(key, m.subjects)))
                 for m in facts.motions],
        dates=set(facts.dates))
