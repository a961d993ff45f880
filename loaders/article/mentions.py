"""Stage 3, mentions: people, parties, offices, ridings and institutions in a parsed paragraph.

Names come from the reference KB's gazetteer (spaCy PhraseMatcher), role phrases ("the NDP leader",
"a Bloc MP", "the deputy Speaker") are resolved against the KB's offices and memberships at the
event date, family names alone against the people already mentioned or the sitting members, and
people the KB does not know come from spaCy's NER and live in the article's graph only.
"""

from __future__ import annotations

import datetime as dt
from functools import lru_cache
import re
from dataclasses import dataclass, replace

from rdflib import URIRef

from .clitics import PERSON_OBJECT_CLITICS
from .kb import field as kb_field
from .kb import gender_of_given_name, iri_of, key_of, kind_of, party_of_its_time
from .nlp import chair_vocative_span, common_words, common_words_of_either_language, settle
from .lexicon import words as lexicon_words
from .tenure import Tenure


@dataclass
class Entity:
    """Who or what a mention denotes: a KB IRI, or an unlinked but typed description."""

    kind: str  # person, party, org, riding, office
    iri: URIRef | None = None
    label: str = ""
    role: str | None = None  # "deputy Speaker", "Bloc MP"
    party: URIRef | None = None  # party of an unlinked member ("a Bloc MP")
    office: str | None = None  # KB key of the office a role phrase names ("deputy-speaker")
    gender: str | None = None
    local: bool = False  # a person the KB does not know (minted in the article's graph)
    presumed: URIRef | None = None  # who held `office` that day per the KB, for an occupant named only by it
    indefinite: bool = False  # a role phrase with an indefinite article ("a Liberal MP", « un député »): someone the text does not identify

    @property
    def key(self) -> str:
        return str(self.iri) if self.iri else f"{self.kind}:{self.role or self.label}"


@dataclass
class Mention:
    start: int  # code points in the article text
    end: int
    text: str
    entity: Entity
    confidence: float
    tokens: tuple[int, int]  # token span in the paragraph's Doc
    how: str  # gazetteer, role, family-name, ner
    # a role phrase resolved to its holder on the day the mentions were read: how, so that an event
    # told of another day names that day's holder (tenure.holder_on)
    tenure: Tenure | None = None
    # do the words hold a name of the entity (a name, alias, abbreviation or demonym)? A role phrase
    # resolved to its holder ("the finance minister", « le chef du Bloc ») does not: the event keeps
    # the person, but only a mention that names the entity is a link (corpus/README.md guidelines)
    named: bool = True


# ---- role phrases: general vocabulary, English and French -------------------------------------
CHAIR_OFFICES = ("speaker", "deputy-speaker", "assistant-deputy-speaker")  # the offices that preside
_MEMBER_NOUNS = {"mp", "mps", "member", "members", "député", "députée", "députés", "mna", "backbencher"}
# « l'élu de X »: a member named by the riding only (never a party or an office: « les élus », « un élu »)
_ELECTED_NOUNS_FR = {"élu", "élue"}
_DEFINITE_FR = {"l'", "l’", "le", "la", "cet", "cette"}
_LEADER_NOUNS = {"leader", "chef", "cheffe"}  # « cheffe »: the feminine the Quebec press uses
_SPEAKER_NOUNS = {"speaker", "président", "présidente", "présidence", "chair", "vice-président", "vice-présidente"}
_PM = {("prime", "minister"), ("premier", "ministre")}
_INDEFINITE = {"a", "an", "another", "one", "some", "un", "une", "autre", "certain"}
_TITLES = {"chief", "dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "minister", "senator",
           "grand", "national", "madame", "monsieur", "m.", "mme", "sen.", "hon.", "rev."}
# words that make a role phrase name another than the office's holder that day: a past or future
# holder ("the former Speaker", "the previous prime minister", « l'ancien premier ministre », "the then-leader")
_NOT_THE_HOLDER = {"former", "ex", "late", "future", "next", "then", "would-be", "incoming", "previous", "past",
                   "preceding", "ancien", "ancienne", "futur", "future", "prochain", "prochaine", "feu", "défunt",
                   "précédent", "précédente"}
# the same words put after the noun, as French does (« le premier ministre précédent »)
_NOT_THE_HOLDER_AFTER = {"précédent", "précédente"}
_DEPUTY = {"deputy", "vice", "vice-premier", "vice-première", "associate"}
# the feminine nouns of the one presiding (a woman in the chair, whoever holds the office)
_FEMININE_CHAIR_NOUNS = {"présidente", "vice-présidente"}
_PRONOUNS = {"he": "male", "him": "male", "his": "male", "she": "female", "her": "female",
             "il": "male", "elle": "female", "lui": None}


from canpol.loaders.text import without_accents as fold  # noqa: E402


_MATCHERS: dict[tuple[int, int], tuple] = {}


def _matcher(kb, nlp):
    """A PhraseMatcher over every KB surface form, as written and without accents (built once)."""
    key = (id(kb), id(nlp))
    if key not in _MATCHERS:
        _MATCHERS[key] = (kb, nlp, _build_matcher(kb, nlp))  # holding kb and nlp keeps their ids valid
        settle()
    return _MATCHERS[key][2]


_PARTY_FORMS: dict[int, dict[str, str]] = {}


def _party_forms(kb) -> dict[str, str]:
    """Party names the KB offers as surface forms (modern parties), folded to lower case; each also
    under its hyphen-less spelling ("neodemocrate"), which maps to the form with the hyphen."""
    if id(kb) not in _PARTY_FORMS:
        names = {fold(f).lower() for f, k in (i if isinstance(i, tuple) else (i, None) for i in kb.surface_forms())
                 if k in (None, "party")}
        forms = {n.replace("-", ""): n for n in names if "-" in n}
        forms.update({n: n for n in names})
        _PARTY_FORMS[id(kb)] = forms
    return _PARTY_FORMS[id(kb)]


def _french_party_adjective(kb, word: str, inflected: bool = False):
    """The KB party a French party adjective names in any gender and number ("libérale",
    "conservateurs"), with or without the hyphen of a compound ("néodémocrates"); None if none.
    `inflected`: also the forms derived by French inflection from the KB's own (« verte »,
    « conservatrice », « progressistes-conservateurs »; see _inflected_party_adjectives), for a
    word in the party slot of a role phrase (« la cheffe verte »), where it cannot be the common
    adjective (« l'économie verte »)."""
    forms = _party_forms(kb)
    for suffix in ("", "s", "e", "es", "x"):
        if suffix and not word.endswith(suffix):
            continue
        written = (word[:len(word) - len(suffix)] if suffix else word).lower()
        base = fold(written)
        known = forms.get(base) or forms.get(base.replace("-", ""))
        if known and written != base and not ({written, written.replace("-", "")} & _accented_party_forms(kb)):
            # folding forgives accents a text leaves out (« liberale »), never ones it writes: « réforme »
            # less its « e » folds to the English "Reform", but it is the French noun, no party's name
            continue
        party = kb.party_by_name(known) if known else None
        if party:
            return party
    if inflected:
        adjectives = _inflected_party_adjectives(kb)
        folded = fold(word).lower()
        return adjectives.get(folded) or adjectives.get(folded.replace("-", ""))
    return None


def _party_word_at(kb, doc, i: int, mentions) -> bool:
    """Is the word at `i` a party's name or French party adjective (« conservateur », « libérale »)?"""
    return any(m.entity.kind == "party" and m.tokens == (i, i + 1) for m in mentions) \
        or _french_party_adjective(kb, doc[i].lower_, inflected=True) is not None


_PARTY_ADJECTIVES: dict[int, dict[str, str]] = {}
_ACCENTED_PARTY_FORMS: dict[int, frozenset] = {}


def _accented_party_forms(kb) -> frozenset:
    """The KB's party names in lower case as written (accents kept), and without their hyphens."""
    if id(kb) not in _ACCENTED_PARTY_FORMS:
        names = {str(f).lower() for f, k in (i if isinstance(i, tuple) else (i, None) for i in kb.surface_forms())
                 if k in (None, "party")}
        _ACCENTED_PARTY_FORMS[id(kb)] = frozenset(names | {n.replace("-", "") for n in names})
    return _ACCENTED_PARTY_FORMS[id(kb)]


def _masculine_singular(word: str) -> str:
    """« libéraux » -> « libéral », « verts » -> « vert »: the base of a plural KB form."""
    if word.endswith("aux"):
        return word[:-3] + "al"
    return word[:-1] if word.endswith("s") and len(word) > 4 else word


def _inflections(base: str) -> set[str]:
    """The four forms (masculine/feminine, singular/plural) of a French adjective from its masculine
    singular, by the regular rules: -teur/-trice (conservateur), -al/-aux (libéral), -ien/-ienne,
    -e unchanged in the feminine (bloquiste), else -e; plural -s (after -x/-s nothing). A compound
    agrees in each part (« progressistes-conservatrices »)."""
    if "-" in base:
        # an element ending in -o, and « non », is an invariable prefix (« néo-démocrates »)
        parts = [(p,) * 4 if p.endswith("o") or p == "non" else _inflections_ordered(p) for p in base.split("-")]
        return {"-".join(p[i] for p in parts) for i in range(4)}
    return set(_inflections_ordered(base))


def _inflections_ordered(word: str) -> tuple[str, str, str, str]:
    if word.endswith("teur"):
        feminine = word[:-4] + "trice"
    elif word.endswith("ien"):
        feminine = word + "ne"
    elif word.endswith("e"):
        feminine = word
    else:
        feminine = word + "e"
    plural = word[:-2] + "aux" if word.endswith("al") else word if word.endswith(("s", "x")) else word + "s"
    return word, feminine, plural, feminine + "s"


def _inflected_party_adjectives(kb) -> dict[str, str]:
    """Folded French party adjectives in every gender and number -> KB party, derived from the KB's
    one-word plural party names (« Conservateurs », « Verts »: a plural is an adjective used as a
    noun, never an abbreviation or a proper noun; the English ones derive no French word) and from the lower-case adjective of a
    French party name (« Parti vert », « Parti progressiste-conservateur », « Parti réformiste du
    Canada »; a capitalised word there is a proper noun, not an adjective). A form two parties
    would share is left out."""
    if id(kb) not in _PARTY_ADJECTIVES:
        bases: dict[str, set] = {}
        for item in kb.surface_forms():
            form, kind = item if isinstance(item, tuple) else (item, None)
            if kind not in (None, "party"):
                continue
            words = str(form).split()
            if len(words) == 1 and not words[0].isupper() and len(words[0]) >= 4 and words[0][-1] in "sx":
                base, name = fold(words[0]).lower(), str(form)
            elif len(words) in (2, 4) and words[0].lower() == "parti" and words[1].islower() and (
                    len(words) == 2 or [w.lower() for w in words[2:]] == ["du", "canada"]):
                base, name = fold(words[1]).lower(), str(form)
            else:
                continue
            party = kb.party_by_name(name)
            if party:
                bases.setdefault(_masculine_singular(base), set()).add(party)
        found: dict[str, set] = {}
        for base, parties in bases.items():
            for inflected in _inflections(base):
                for spelling in {inflected, inflected.replace("-", "")}:
                    found.setdefault(spelling, set()).update(parties)
        _PARTY_ADJECTIVES[id(kb)] = {f: next(iter(p)) for f, p in found.items() if len(p) == 1}
    return _PARTY_ADJECTIVES[id(kb)]


def _build_matcher(kb, nlp):
    from spacy.matcher import PhraseMatcher

    matcher = PhraseMatcher(nlp.vocab, attr="ORTH")
    # an institution's name of three words or more is itself in any case: news write "government
    # of X" and "prime minister's office" in lower case, photo credits in capitals; shorter names
    # ("Parliament", "Supreme Court") are common words in lower case, so they keep their capitals
    any_case = PhraseMatcher(nlp.vocab, attr="LOWER")
    forms: dict[str, str] = {}
    spelled: dict[str, str] = {}
    for item in kb.surface_forms():
        form, kind = item if isinstance(item, tuple) else (item, None)
        form = str(form).strip()
        if len(form) < 2 or kind == "office":
            continue  # offices are read as role phrases, at the date
        if kind == "person" and " " not in form and "-" not in form:
            continue  # a one-word family name or handle is resolved in context, not by the gazetteer
        forms.setdefault(form, form)
        forms.setdefault(fold(form), form)
        if kind == "riding" and _JOINTS.search(form):
            # a riding joins its places with a dash the KB writes one way ("A--B", "A—B") and news
            # another ("A-B", "A – B"), or leaves out ("A B Valley"): each style names the same riding
            for joint in ("-", "—", "–", " – ", " "):
                variant = _JOINTS.sub(joint, form)
                forms.setdefault(variant, form)
                forms.setdefault(fold(variant), form)
        if kind == "institution" and len(form.split()) >= 3:
            spelled.setdefault(form.lower(), form)
    batch = list(forms.items())
    for i in range(0, len(batch), 1000):
        chunk = batch[i:i + 1000]
        for (variant, original), doc in zip(chunk, nlp.tokenizer.pipe([v for v, _ in chunk])):
            matcher.add(original, [doc])
    for (variant, original), doc in zip(spelled.items(), nlp.tokenizer.pipe(list(spelled))):
        any_case.add(original, [doc])
    return matcher, any_case


class ArticleContext:
    """What the mentions stage remembers across an article's paragraphs (people seen so far)."""

    def __init__(self, kb, date: dt.date | None):
        self.kb = kb
        self.date = date
        self.persons: dict[str, Entity] = {}  # key -> entity, in order of first mention
        self.first_at: dict[str, int] = {}  # key -> where in the article the person was first named
        # the article has spoken of a province's government or legislature so far (_provincial_scene):
        # a minister's portfolio is then maybe a province's, not the federal one's
        self.provincial = False

    def remember(self, entity: Entity, at: int | None = None) -> Entity:
        if entity.kind == "person":
            known = self.persons.get(entity.key)
            if at is not None and at < self.first_at.get(entity.key, at + 1):
                self.first_at[entity.key] = at
            if known is None:
                self.persons[entity.key] = entity
            elif entity.role and not known.role:
                known.role = entity.role
            return self.persons.get(entity.key, entity)
        return entity


def _person_entity(kb, iri: URIRef, label: str) -> Entity:
    record = kb.person(iri)
    name = kb_field(record, "name", "label", default=label)
    gender = kb_field(record, "gender")
    return Entity("person", iri=iri, label=str(name), gender=str(gender).lower() if gender else None)


def _family_name(kb, entity: Entity) -> str | None:
    record = kb.person(entity.iri) if entity.iri and not entity.local else None
    family = kb_field(record, "family_name", "familyName")
    if family:
        return str(family)
    parts = entity.label.split()
    return parts[-1] if len(parts) > 1 else None


def _words_name_the_person(kb, text: str, entity: Entity) -> bool:
    """Do the words of a role phrase (with those beside it) hold the name of the person it resolved
    to ("Liberal MP Jane Doe" as one span), or only an office, a party or a riding ("the finance
    minister", "the member for X", « le chef du Bloc »)?"""
    if entity.kind != "person" or entity.iri is None or entity.local:
        return True  # not a KB person: nothing to tell apart here
    words = fold(text).lower()
    names = [n for n in (_family_name(kb, entity), entity.label) if n]
    return any(re.search(r"(?<!\w)" + re.escape(fold(n).lower()) + r"(?!\w)", words) for n in names)


def _with_words_beside(doc, span, width: int = 3):
    """The span and a few words on each side in its sentence: where the name of the person a role
    phrase resolved to stands when the KB did not resolve it there ("NDP leader Ed Doe" for Edward
    Doe, "Jean Doe, the member for X")."""
    sent = doc[span.start].sent
    return doc[max(sent.start, span.start - width):min(sent.end, span.end + width)]


def _pick(kb, candidates: list[URIRef], date, ctx: ArticleContext) -> URIRef | None:
    """One of several KB candidates for a name: the one already mentioned, else the one sitting."""
    if len(candidates) == 1:
        return candidates[0]
    seen = [c for c in candidates if str(c) in ctx.persons]
    if len(seen) == 1:
        return seen[0]
    if date:
        sitting = [c for c in candidates if kind_of(c) != "person" or kb.is_member_at(c, date)]
        if len(sitting) == 1:
            return sitting[0]
        if not sitting:
            # none sat that day: the one alive that day (a former prime minister, not a namesake
            # father who died decades before), as news name the living
            alive = [c for c in candidates if kind_of(c) == "person" and _alive_on(kb, c, date)]
            if len(alive) == 1:
                return alive[0]
    return None


# words that may stand in a title before a name besides capitalized ones (« le ministre de
# l'Environnement », « le chef de l'opposition », "the member for X")
_TITLE_LINKS = {"of", "for", "de", "du", "des", "d'", "d’", "l'", "l’", "la"}


def _title_beside(doc, span) -> list:
    """The tokens of the title a text gives a name: the words right before it up to a determiner,
    a punctuation mark or a verb ("Environment Minister X", "Canadian Alliance MP X", « le ministre
    de l'Environnement X », « le chef libéral X »), or, set off by commas, the phrase in apposition
    before or after it ("the member for Y, X,", "X, the member for Y,")."""
    sent = doc[span.start].sent

    def back(i: int) -> list:
        words = []
        while i >= sent.start and len(words) < 7:
            t = doc[i]
            if t.is_punct or t.pos_ in ("VERB", "AUX", "CCONJ", "SCONJ", "PRON", "NUM") \
                    or t.pos_ == "DET" and t.lower_ not in _TITLE_LINKS \
                    or t.pos_ == "ADP" and t.lower_ not in _TITLE_LINKS:
                break
            words.insert(0, t)
            i -= 1
        return words

    title = back(span.start - 1)
    if not title and span.start - 2 >= sent.start and doc[span.start - 1].text == ",":
        title = back(span.start - 2)  # "the member for Y, X, said"
    if span.end < sent.end and doc[span.end].text == ",":  # "X, the member for Y, said"
        for t in doc[span.end + 1:min(sent.end, span.end + 9)]:
            if t.is_punct and t.text != "—" or t.pos_ in ("VERB", "AUX", "CCONJ", "SCONJ", "PRON") \
                    or t.lower_ in ("who", "which", "qui"):
                break
            title.append(t)
    return title


def _namesakes_the_title_fits(kb, doc, span, candidates: list, date, spans) -> list | None:
    """Of several people a name can be who sat the same day, those the title beside the name
    fits: the party, the riding, the minister's portfolio or the office it names is theirs that day
    ("Environment Minister David Anderson" is the one who held that portfolio, "Alliance MP David
    Anderson" the Alliance's member). None when the title names none of these (nothing to tell
    them apart by); an empty list when it names some but fits none or its words are not read."""
    if date is None or len(candidates) < 2 or not all(kind_of(c) == "person" for c in candidates):
        return None
    title = _title_beside(doc, span)
    if not title:
        return None
    at = {t.i for t in title}
    parties, ridings = set(), set()
    for other in spans:  # the KB's names inside the title: parties and ridings
        if other.start in at and other.end - 1 in at:
            for c in _candidates(kb, other.text, date) or _candidates(kb, fold(other.text), date):
                if kind_of(c) == "party":
                    parties.add(iri_of(party_of_its_time(kb, c, date)))
                elif kind_of(c) == "riding":
                    ridings.add(c)
    if doc.lang_ == "fr":
        for t in title:  # « le chef libéral X », « la députée bloquiste X »
            found = _french_party_adjective(kb, t.lower_, inflected=True)
            if found and t.text[:1].islower():
                parties.add(iri_of(party_of_its_time(kb, iri_of(found), date)))
    words = [t.lower_ for t in title]
    if set(words) & _NOT_THE_HOLDER:
        return []  # "former Environment Minister X": who held it once, which the day's offices do not tell
    offices = set()
    minister = next((t for t in title if t.lower_ in ("minister", "ministre")), None)
    if minister is not None and not (minister.i > 0 and doc[minister.i - 1].lower_ in ("prime", "premier", "première")):
        # (read up to the name only: « le ministre de l'Environnement X » has no word of the title after it)
        words_of = doc[:span.start] if minister.i < span.start else doc
        phrase = _portfolio_phrase_fr(words_of, minister) if doc.lang_ == "fr" else _portfolio_phrase(words_of, minister)
        if phrase is None or not phrase[2]:
            return []  # a minister of a portfolio this does not read: not sure which
        offices.add(("portfolio", tuple(phrase[2])))
    if "opposition" in words and set(words) & _LEADER_NOUNS:
        offices.add(("office", "leader-of-the-opposition"))
    else:
        key = _office_key(words, key_of(next(iter(parties))) if len(parties) == 1 else None)
        if key is not None and key != "leader-of-the-opposition":
            offices.add(("office", key))
    if not (parties or ridings or offices):
        return None
    if len(parties) > 1 or len(ridings) > 1:
        return []

    def fits(person) -> bool:
        if parties and not _party_fits(kb, person, next(iter(parties)), date):
            return False
        if ridings and iri_of(kb.riding_at(person, date)) not in ridings:
            return False
        held = kb.offices_held(person, date)
        for kind, what in offices:
            if kind == "portfolio" and not any(_holds_portfolio(k, list(what)) for k in held):
                return False
            if kind == "office" and what not in held:
                return False
        return True

    return [c for c in candidates if fits(c)]


def _alive_on(kb, person, date) -> bool:
    """Was the KB person born by `date` and not dead before it (unknown dates: yes)?"""
    record = kb.person(person)
    born, died = getattr(record, "birth_date", None), getattr(record, "death_date", None)
    return (born is None or born <= date) and (died is None or died >= date)


# what after a role noun makes it the holder at another time than the day of writing: "the
# Speaker of the day", "the minister at the time", « le président de l'époque », « d'alors »
_ANOTHER_TIME_AFTER = (("of", "the", "day"), ("at", "the", "time"), ("of", "that", "time"), ("of", "the", "time"),
                       ("de", "l'", "époque"), ("de", "l’", "époque"), ("à", "l'", "époque"), ("à", "l’", "époque"),
                       ("d'", "alors"), ("d’", "alors"), ("de", "l'époque"), ("à", "l'époque"))


def _holder_of_another_time_after(doc, right: int) -> int:
    """How many tokens from `right` tell that the role phrase before names the holder at another time
    (_ANOTHER_TIME_AFTER, a comma allowed before it); 0 when none."""
    start = right + 1 if right < len(doc) and doc[right].text == "," else right
    for words in _ANOTHER_TIME_AFTER:
        if tuple(t.lower_ for t in doc[start:start + len(words)]) == words:
            return start + len(words) - right
    return 0


def _then_before(doc, start: int) -> int | None:
    """Where "then" opens the role phrase starting at `start` ("the then finance minister",
    "then-finance minister", the word inside the phrase or just before it), or None."""
    if start < len(doc) and doc[start].lower_ in ("then", "then-"):
        return start
    if start >= 1 and doc[start - 1].lower_ in ("then", "then-"):
        return start - 1
    if start >= 2 and doc[start - 1].text == "-" and doc[start - 2].lower_ == "then" \
            and not doc[start - 2].whitespace_ and not doc[start - 1].whitespace_:
        return start - 2
    return None


def _time_told(doc, token, today: dt.date | None) -> bool:
    """Does the sentence of `token` name a time of its own, a year, a month or a season with its
    year, or the last season before `today` (what "the then finance minister" needs to name that
    time's holder)?"""
    from .tenure import time_named

    text = token.sent.text
    return time_named(text, today)[0] is not None or bool(re.search(r"\b(?:18|19|20)\d\d\b", text))


def _in_a_datelines_agency_slot(doc, span) -> bool:
    """Is `span` the parenthesis of a wire story's dateline, between a place in capitals and the
    dash ("CITY (CP) —", « VILLE (PC) — »)? What stands there is the news agency."""
    start, end = span.start, span.end
    return 2 <= start and end + 1 < len(doc) and doc[start - 1].text == "(" and doc[end].text == ")" \
        and doc[end + 1].text in ("—", "–", "-", "--") and doc[start - 2].is_upper and doc[start - 2].is_alpha


def _office_key(words: list[str], party_key: str | None) -> str | None:
    """The KB office key a role phrase names, from its lower-cased words; None when the phrase names
    someone else than the holder on the day ("the former Speaker", "the deputy prime minister")."""
    text = " ".join(words)
    if set(words) & _NOT_THE_HOLDER or any(w.startswith(("ex-", "then-", "former-")) for w in words):
        return None
    if "speaker" in words or "président" in words or "présidente" in words or "chair" in words or "présidence" in words:
        if "assistant" in words or "adjoint" in text:
            return "assistant-deputy-speaker"
        if "deputy" in words or "vice-président" in text or "vice-présidente" in text:
            return "deputy-speaker"
        return "speaker"
    if "vice-président" in words or "vice-présidente" in words:
        return "deputy-speaker"
    if any(all(w in words for w in pair) for pair in _PM) or "pm" in words:
        # the deputy prime minister is another office (the KB has it only joined to a portfolio)
        return None if set(words) & _DEPUTY else "prime-minister"
    if "opposition" in words and set(words) & {"chef", "cheffe"}:
        return "leader-of-the-opposition"  # « le chef de l'opposition » (_of_the_opposition)
    if "opposition" in words and "leader" in words:
        # "the Opposition leader", "the Leader of the (Official) Opposition"; not its House leader nor
        # a deputy's office ("the Opposition House leader", French « le leader de l'opposition »)
        return None if set(words) & ({"house", "parlementaire"} | _DEPUTY) else "leader-of-the-opposition"
    if set(words) & {"government", "gouvernement"} and "leader" in words and set(words) & {"house", "parlementaire"}:
        # "the government House leader", « le leader (parlementaire) du gouvernement (à la Chambre) »
        return None if set(words) & _DEPUTY else "government-house-leader"
    if party_key and ("house" in words or "parlementaire" in words) and ("leader" in words):
        return f"house-leader/{party_key}"
    if party_key and (set(words) & _LEADER_NOUNS) and set(words) & _DEPUTY:
        return None  # "the Conservative deputy leader": another office than the leader's (not in the KB)
    if party_key and (set(words) & _LEADER_NOUNS):
        return f"leader/{party_key}"
    return None


def _office_at_the_time(words: list[str], party_iri) -> str | None:
    """The office a role phrase marked as of the time told ("then", "then-", "at the time" read as
    "then") names, when no other word makes it another than the holder then (not "former", "next");
    never a chair's, whose occupant is only presumed."""
    if "then" not in words and not any(w.startswith("then-") for w in words):
        return None
    rest = [w[len("then-"):] if w.startswith("then-") else w for w in words if w not in ("then", "-")]
    key = _office_key(rest, key_of(party_iri) if party_iri else None)
    return key if key not in CHAIR_OFFICES else None


def find_mentions(doc, offset: int, ctx: ArticleContext, date: dt.date | None, nlp) -> list[Mention]:
    """Mentions in one parsed paragraph (`offset` = its start in the article), in text order."""
    kb = ctx.kb
    date = date or ctx.date
    mentions: list[Mention] = []
    covered: set[int] = set()
    ctx.provincial = ctx.provincial or _provincial_scene(doc)

    def add(span_start: int, span_end: int, entity: Entity, confidence: float, how: str, skip: int = 0, cut: int = 0,
            tenure: Tenure | None = None):
        # `skip`, `cut`: characters of the first and last tokens that are not the name's (words glued to it)
        if nlp.lang == "fr" and _french_vocative_address(doc, span_start, span_end):
            # « Monsieur le Président, ... »: whom a speech is addressed to, never its agent nor an antecedent
            covered.update(range(span_start, span_end))
            return
        span = doc[span_start:span_end]
        if entity.kind == "party" and entity.iri is not None:
            # ("the Tories" of 1990 are the Progressive Conservatives, not the party of 2003)
            then = party_of_its_time(kb, entity.iri, date)
            if then != entity.iri:
                entity = replace(entity, iri=then)
        if entity.kind == "person" and entity.iri is not None and not entity.local \
                and _namesake_of_another_time(kb, doc, span, entity.iri, date):
            # a namesake: a person the KB does not hold, as a name it lacks would be
            entity = Entity("person", label=span.text, local=True, gender=gender_of_given_name(kb, span[0].text))
        entity = ctx.remember(entity, offset + span.start_char + skip)
        mentions.append(Mention(offset + span.start_char + skip, offset + span.end_char - cut,
                                span.text[skip:len(span.text) - cut], entity, confidence, (span_start, span_end), how,
                                tenure, how != "role" or _words_name_the_person(kb, _with_words_beside(doc, span).text, entity)))
        covered.update(range(span_start, span_end))

    # 1. the KB gazetteer, longest matches first
    from spacy.util import filter_spans

    matcher, any_case = _matcher(kb, nlp)
    matched = (matcher(doc) if len(matcher) else []) + (any_case(doc) if len(any_case) else [])
    forms = {(s, e): nlp.vocab.strings[key] for key, s, e in matched}  # the KB's form each span matched
    spans = filter_spans([doc[s:e] for _, s, e in matched])
    for span in spans:
        if span.text.isupper() and len(span.text) > 5 and span.doc[span.start:span.end].text != span.text:
            continue
        candidates = _candidates(kb, span.text, date) or _candidates(kb, fold(span.text), date) \
            or _candidates(kb, forms.get((span.start, span.end), span.text), date)
        if not candidates:
            candidates = _riding_of_another_time(kb, doc, span)
        if not candidates:
            continue
        if all(kind_of(c) == "party" for c in candidates) and _in_a_datelines_agency_slot(doc, span):
            continue  # « VILLE (PC) — »: the wire agency (La Presse canadienne), never a party
        french = nlp.lang == "fr"
        if len(span) == 1 and span.text.islower() and not (french and all(kind_of(c) == "party" for c in candidates)):
            continue  # "green", "liberal" as plain English words (French writes party names in lower case)
        first = doc[span.start]
        # "the X Party": the longer name is the party's; "X MP Jane Doe", "X leader": a party adjective
        # before a member noun names the party even when the NER runs one ORG over the words and the name
        party_named = all(kind_of(c) == "party" for c in candidates) and (
            span.end < len(doc) and doc[span.end].lower_ in {"party", "parti"} | _MEMBER_NOUNS | _LEADER_NOUNS
            or _party_word_after_a_riding(kb, doc, span, spans, date))
        if len(span) == 1 and first.ent_iob_ == "I" and first.ent_type_ in ("ORG", "FAC", "LAW", "WORK_OF_ART", "EVENT") \
                and all(kind_of(c) != "person" for c in candidates) and not party_named and _ner_name_capitalized(doc, first):
            continue  # the tail of a longer name the NER sees ("the ... Agency of X")
        if len(span) == 1 and not span.text.isupper() and all(kind_of(c) == "org" for c in candidates) \
                and _in_a_longer_name(doc, span, spans):
            continue  # "Atlantic X", "X Post": a one-word name as a word of another ("RCMP officers" still name it)
        if len(span) == 1 and all(kind_of(c) == "org" for c in candidates) and _ending_another_name(doc, span):
            continue  # "Export Development X", « Postes X », "the Public Health Agency of X": the last word of a body's name
        if all(kind_of(c) == "riding" for c in candidates):
            if _hyphened_into_a_longer_name(doc, span):
                continue  # "X-sur-Y", "X-de-Z": a place whose name merely starts (or ends) with the riding's
            if _place_noun_after(doc, span):
                continue  # "the X neighbourhood", « la ville de X »: the place, not the electoral district
            if _inside_longer_name(doc, span, spans) and doc[span.end].lower_ not in _MEMBER_NOUNS:
                continue  # "X Corporation", "the X Foundation": a name that starts with the riding's
            if len(span) == 1 and _province_before_a_noun(doc, span):
                continue  # "his Ontario riding", "a Quebec seat": the province a riding is in, not a riding
            # (one token of places joined by a dash, "A—B", is a riding's name, not a one-word place)
            if len(span) == 1 and not _JOINTS.search(span.text) and not (_riding_cue(doc, span.start) or _riding_of_a_member(kb, doc, span, spans, candidates, ctx, date)
                                       or _riding_of_a_party_noun(kb, doc, span, candidates, date)):
                continue  # a one-word riding name ("Québec") is a place unless the text says it is a riding
            candidates = _riding_of_the_years(kb, span, candidates, date)
        if all(kind_of(c) == "person" for c in candidates) and _inside_longer_name(doc, span, spans):
            continue  # "the X Y Foundation", "the X Y Airport": a name containing a person's name
        if all(kind_of(c) == "org" for c in candidates) and span.text[:1].islower() and span.start > 0 \
                and doc[span.start - 1].lower_ in _INDEFINITE:
            continue  # « un gouvernement fédéral », "a federal government": any one, generic, not the body named
        if len(span) == 1 and _independent_describing_a_thing(doc[span.start], candidates):
            continue  # « un groupe d'experts indépendant », "an independent review": an adjective, no member's label
        if all(kind_of(c) == "party" for c in candidates) and (_provincial_party_phrase(kb, doc, span.start, span.end, candidates)
                                                            or _province_before_the_party(doc, span.start, span.end)):
            continue  # « les libéraux ontariens », "the Ontario Liberals": a province's party, not the House's
        fitting = _namesakes_the_title_fits(kb, doc, span, candidates, date, spans)
        if fitting:
            # namesakes who sat the same day: the one the title beside the name fits, whoever the
            # article named before (two David Andersons in one sentence are told apart by it)
            candidates = fitting
        chosen = _pick(kb, candidates, date, ctx)
        if chosen is None:
            continue
        kind = kind_of(chosen) or "org"
        if kind == "person":
            entity = _person_entity(kb, chosen, span.text)
        else:
            entity = Entity(kind, iri=chosen, label=span.text)
        add(span.start, span.end, entity, 0.95 if len(candidates) == 1 else 0.8, "gazetteer")

    # 1a. a name glued to the word before it by a lost space, as copied web pages have them
    # ("MinisterJane Doe", "andDoe said"): the KB's full name after the glue, or the family name of
    # someone the article has named
    def glued_names(lengths: tuple[int, ...]):
        for token in doc:
            glued = _GLUED.match(token.text) if token.i not in covered else None
            if glued is None or glued.group(1).lower() in _NAME_PARTICLES or glued.group(1).lower() not in common_words():
                continue
            skip = len(glued.group(1))
            for n in lengths:
                last = doc[min(token.i + n, len(doc) - 1)]
                if any(i in covered for i in range(token.i + 1, last.i + 1)):
                    continue
                surface = doc.text[token.idx + skip:last.idx + len(last)]
                if n == 0:
                    family = [e for e in ctx.persons.values() if e.iri and fold(_family_name(kb, e) or "") == fold(surface)]
                    chosen = family[0].iri if len(family) == 1 else None
                else:
                    people = [c for c in _candidates(kb, surface, date) if kind_of(c) == "person"]
                    chosen = _pick(kb, people, date, ctx) if people else None
                if chosen is not None:
                    add(token.i, last.i + 1, _person_entity(kb, chosen, surface), 0.75, "gazetteer", skip=skip)
                    break

    glued_names((2, 1, 0))

    # 1b. the House by its short names in French (« la Chambre », « les Communes »), and the
    # independents' label as reporters use it ("sits as an independent", « siège comme indépendant »)
    for token in doc:
        if token.i in covered:
            continue
        if nlp.lang == "fr" and _french_house(doc, token):
            found = _candidates(kb, "Chambre des communes", date)
            if len(found) == 1:
                add(token.i, token.i + 1, Entity("org", iri=found[0], label=token.text), 0.85, "gazetteer")
        elif token.lower_ in _INDEPENDENT and _sits_as(doc, token, compound=True):
            # "run as an independent Conservative": the label of a party's independents, when the KB has it
            pair = doc[token.i:token.i + 2]
            party = kb.party_by_name(pair.text) if len(pair) == 2 else None
            inner = [m for m in mentions if m.tokens[0] == token.i + 1]  # the party's own name, found alone
            if party and all(m.tokens[1] == token.i + 2 and m.entity.kind == "party" for m in inner):
                for m in inner:
                    mentions.remove(m)
                add(token.i, token.i + 2, Entity("party", iri=iri_of(party), label=pair.text), 0.8, "gazetteer")
            elif _sits_as(doc, token):
                party = kb.party_by_name("Independent")
                if party:
                    add(token.i, token.i + 1, Entity("party", iri=iri_of(party), label=token.text), 0.8, "gazetteer")
        elif token.lower_ == "parliament" and _member_of(doc, token):
            # "a member of parliament", as often in lower case: the Parliament the member sits in
            found = [c for c in _candidates(kb, "Parliament", date) if kind_of(c) == "org"]
            if len(found) == 1:
                add(token.i, token.i + 1, Entity("org", iri=found[0], label=token.text), 0.85, "gazetteer")

    # 2. role phrases, attached to a following name or resolved at the date
    party_after_noun: set[int] = set()  # « le chef bloquiste »: the adjective stays a link to its party (2b)
    for token in doc:
        word = token.lower_
        is_member = word in _MEMBER_NOUNS
        is_speaker = word in _SPEAKER_NOUNS and (token.text[0].isupper() or word.startswith("vice-") or any(
            t.lower_ in ("deputy", "assistant", "house") for t in doc[max(0, token.i - 3):token.i])
            or _bare_french_chair(doc, token))
        is_leader = word in _LEADER_NOUNS
        is_pm = word in ("minister", "ministre") and token.i > 0 and doc[token.i - 1].lower_ in ("prime", "premier") \
            or token.text == "PM"
        if word in _ELECTED_NOUNS_FR and doc.lang_ == "fr" and token.pos_ == "NOUN" and token.i > 0 \
                and doc[token.i - 1].lower_ in _DEFINITE_FR and token.i not in covered:
            # « l'élu de X », « cette élue de X »: the member for riding X that day, as « le député de X »;
            # nothing else (« un élu », « l'élu libéral », « les élus »: a member not told apart)
            found = _member_for_riding(kb, doc, token, mentions, date, ctx)
            if found is not None:
                add(token.i, found[1], _person_entity(kb, found[0], doc[token.i:found[1]].text), 0.8, "role")
                covered.update(range(token.i, found[1]))
            continue
        if not (is_member or is_speaker or is_leader or is_pm):
            continue
        if is_pm and _prime_minister_in_a_staff_title(doc, token):
            continue  # "the parliamentary secretary to the prime minister": another's title, not the PM
        vocative = chair_vocative_span(doc, token) if is_speaker else None
        if vocative is not None:
            # "Mr. Speaker, ...", « Monsieur le Président, »: the one addressed, no participant of
            # what is told, and no one a later pronoun can take up
            covered.update(range(*vocative))
            continue
        if word in ("member", "members") and not _member_in_house(doc, token) and not _riding_after(doc, token, mentions):
            continue  # ("the member for X", "the hon. member for X": the riding after it makes it one of the House)
        # the phrase: modifiers to the left inside the noun phrase
        left = token.i
        while left > 0 and doc[left - 1].dep_ in ("compound", "amod", "nmod", "det", "poss", "flat", "nummod") \
                and doc[left - 1].head.i in range(left - 1, token.i + 3) and doc[left - 1].pos_ != "PUNCT":
            left -= 1
        if doc[token.i - 1].lower_ == "prime" if token.i > 0 else False:
            left = min(left, token.i - 1)
        if left >= 1 and doc[left - 1].lower_ in _NOT_THE_HOLDER:
            left -= 1  # « l'ancien leader »: whatever arc the parser gave the adjective, it names another
        if left >= 2 and doc[left - 1].text == "-" and doc[left - 2].lower_ in _NOT_THE_HOLDER:
            left -= 2  # "the then-X leader", "ex-X leader": the tokenizer splits the prefix off
        right = token.i + 1
        # French: "chef du NPD", "député du Bloc québécois"
        party_iri = None
        # (« le leader parlementaire du NPD »: the adjective of the office may come before « du »)
        of_at = token.i + 2 if token.i + 2 < len(doc) and doc[token.i + 1].lower_ == "parlementaire" and is_leader \
            else token.i + 1
        for m in mentions:
            if m.entity.kind == "party" and (left <= m.tokens[0] < token.i or
                                             (token.i < m.tokens[0] <= of_at + 2 and of_at < len(doc)
                                              and doc[of_at].lower_ in ("du", "de", "des", "of", "d'"))):
                if m.tokens[0] > of_at and of_at > token.i + 1 and m.tokens[1] < len(doc) and doc[m.tokens[1]].text == ",":
                    continue  # (« le leader parlementaire du Bloc, X, »: the name in apposition carries it, as before)
                party_iri = m.entity.iri
                if m.tokens[0] > token.i:
                    right = m.tokens[1]
        if is_leader and party_iri is not None and key_of(party_iri) == "opposition":
            party_iri = None  # (a party label of old ParlInfo records: here the office's word, no party)
        if is_leader and party_iri is None:
            # « le chef de l'opposition (officielle) », "the leader of the (Official) Opposition",
            # « le leader (parlementaire) du gouvernement »
            right += _of_the_opposition(doc, right) or _of_the_government(doc, right)
        words_span = doc[left:right]
        det = next((t for t in words_span if t.dep_ == "det" or t.lower_ in _INDEFINITE), None)
        indefinite = det is not None and det.lower_ in _INDEFINITE
        start = det.i + 1 if det is not None and det.i == left else left
        if start >= right:
            continue
        role_text = doc[start:right].text
        if party_iri is None and (is_member or is_leader):
            for t in doc[start:token.i]:
                found = kb.party_by_name(t.text) or kb.party_by_name(fold(t.text))
                if found and not (is_leader and key_of(iri_of(found)) == "opposition"):  # (as above)
                    party_iri = iri_of(found)
                    break
        if party_iri is None and (is_member or is_leader or is_pm) and doc.lang_ == "fr" and right == token.i + 1 \
                and right < len(doc) and doc[right].pos_ in ("ADJ", "NOUN", "PROPN"):
            # French puts the party adjective after the noun (« le chef bloquiste », « la députée
            # néo-démocrate », « le premier ministre conservateur »): a party named by the very next
            # word is the phrase's (and a name after it carries the role)
            nxt = doc[right]
            found = next((m.entity.iri for m in mentions if m.entity.kind == "party" and m.tokens == (right, right + 1)),
                         None) or iri_of(_french_party_adjective(kb, nxt.lower_, inflected=True))
            if found:
                party_iri, right = found, right + 1
                role_text = doc[start:right].text
                party_after_noun.add(right - 1)
        if right < len(doc) and doc[right].lower_ in _NOT_THE_HOLDER_AFTER:
            right += 1  # « le premier ministre précédent »: French puts the adjective after the noun
            role_text = doc[start:right].text
        past = _holder_of_another_time_after(doc, right)
        if past:
            # "the Speaker of the day", « le président de l'époque »: the holder at the time
            # told, like "the then prime minister", not the holder on the day of writing
            right += past
            role_text = doc[start:right].text
        if is_leader and party_iri is not None and _provincial_leader(kb, doc, start, right, mentions):
            continue  # "the Alberta NDP leader", « le chef du NPD albertain »: a province's party, not the House's
        words = [t.lower_ for t in doc[start:right]] + (["then"] if past else [])
        if doc.lang_ == "fr" and word == "leader" and "parlementaire" not in words:
            # French names a party's chief « chef »; « le leader libéral » is its leader in the House
            words.append("parlementaire")
        house = _french_in_the_house_after(doc, right) if is_leader and party_iri is not None and doc.lang_ == "fr" else 0
        if house:
            # « la leader du Bloc aux Communes »: the party's House leader, not its chief
            right += house
            words.append("parlementaire")
            role_text = doc[start:right].text
        office_key = _office_key(words, key_of(party_iri) if party_iri else None)
        if office_key in _HOUSE_OFFICES_OF_NO_PARTY and _of_another_chamber(doc, start, right):
            continue  # "Ontario's Opposition leader", "the Leader of the Opposition in the Senate"
        if office_key is not None and _office_of_another_place(kb, doc, start, right, mentions, leader=is_leader):
            continue  # "Australia's prime minister", "the Speaker of the Senate", « le premier ministre de l'Ontario »
        riding_member = None
        # "the former member for X", « l'ancien député de X »: not the one who sat for X that day
        former = any(t.lower_ in _NOT_THE_HOLDER for t in doc[left:token.i])
        if is_member and party_iri is None and office_key is None and word not in _PLURAL_MEMBERS:
            riding_member = _member_for_riding(kb, doc, token, mentions, date, ctx, former=former)
            # (not "the Quebec MP who spoke next", "the Alberta MP to speak first": a clause that picks
            # out someone, maybe not named before)
            if riding_member is None and not indefinite and not former and not any(
                    c.dep_ in ("relcl", "acl", "acl:relcl") for c in token.children):
                riding_member = _member_from_province(kb, doc, start, token, date, ctx, offset, {
                    i for m in mentions if m.entity.kind == "person" and m.entity.iri for i in range(*m.tokens)})
            if riding_member is not None:
                right = max(right, riding_member[1])
        elif is_member and office_key is None and word not in _PLURAL_MEMBERS and not indefinite:
            # "the NDP MP for X", « la députée libérale de X »: the riding names the one member, when
            # the party the phrase gives is that member's that day (else the phrase is not sure)
            found = _member_for_riding(kb, doc, token, mentions, date, ctx, last=right - 1, former=former)
            if found is not None and _party_fits(kb, found[0], party_iri, date, former):
                riding_member = found
                right = max(right, found[1])
        if (is_member or is_leader) and party_iri is None and office_key is None and riding_member is None \
                and (indefinite or _past_holder_named_before(kb, ctx, words, None, date, offset + doc[start].idx) is None) \
                and (indefinite or _office_at_the_time(words, None) is None or not _time_told(doc, token, ctx.date or date)):
            # ("the then Opposition leader" names that time's holder when the sentence tells the time)
            # "a member", "the leader" with no party: nothing to resolve; "the former Opposition
            # leader" only as the one past holder named before (below), else no one
            continue
        if word in _PLURAL_MEMBERS:
            continue  # "Conservative MPs": a group, not one person
        # a name right after the role ("Green Leader Jane Doe") carries the role
        if (party_iri is not None or office_key is not None) and not indefinite and right < len(doc) \
                and not any(m.tokens[0] <= right < m.tokens[1] for m in mentions):
            # "Conservative MP Doe", "NDP Leader Roe": a family name alone right after the role
            # phrase, linked when one member sitting that day has it and fits the role
            kin = _family_name_fitting_role(kb, doc, right, party_iri, office_key, date)
            if kin is not None:
                add(right, kin[1], _person_entity(kb, kin[0], doc[right:kin[1]].text), 0.8, "family-name")
        after = next((m for m in mentions if m.tokens[0] == right and m.entity.kind == "person"), None)
        if after is None and right < len(doc) and doc[right].text == ",":
            # "a Green MP, Jane Doe, said": the name in apposition to the phrase is who it is
            after = next((m for m in mentions if m.tokens[0] == right + 1 and m.entity.kind == "person"
                          and doc[m.tokens[0]:m.tokens[1]].root.dep_ == "appos"
                          and doc[m.tokens[0]:m.tokens[1]].root.head.i == token.i), None)
        if after is None and doc.lang_ == "fr" and right + 1 < len(doc) and right == token.i + 1 \
                and _party_word_at(kb, doc, right, mentions):
            # « le premier ministre conservateur X »: French puts the party adjective between any title
            # and the name (the member and leader nouns took it into the phrase above); the name after
            # it is who is meant, never the title's holder on the day of writing
            after = next((m for m in mentions if m.tokens[0] == right + 1 and m.entity.kind == "person"), None)
        if after is None:
            after = _name_after_coordinated_titles(kb, doc, token, mentions, office_key, date,
                                                   deputy_pm=bool(is_pm and set(words) & _DEPUTY))
        if after is not None:
            after.entity.role = after.entity.role or role_text
            covered.update(range(start, right))
            continue
        if det is None and start > 0 and doc[start - 1].lower_ in ("as", "comme"):
            continue  # "X's years as prime minister", « comme président »: what X was, not who held it that day
        if any(i in covered for i in range(start, right)) and not any(
                m.entity.kind == "party" and start <= m.tokens[0] < right for m in mentions) \
                and riding_member is None:  # "the MP for X": the riding's own mention stays a link too
            continue
        office = office_key if office_key and not office_key.startswith("leader/") else None
        entity = None
        tenure = None
        past_holder = None if indefinite or riding_member is not None else \
            _past_holder_named_before(kb, ctx, words, party_iri, date, offset + doc[start].idx)
        if riding_member is not None:
            entity = _person_entity(kb, riding_member[0], role_text)
        elif past_holder is not None:
            entity = past_holder
        elif not indefinite and office_key is None and (then_key := _office_at_the_time(words, party_iri)):
            # "the then prime minister", "the Speaker at the time", « le premier ministre de l'époque »:
            # the holder on the day of the event told, which the event's day decides (tenure.py);
            # nobody here
            tenure = Tenure(then_key, None, None, role_text, date, at_the_time=True)
        elif not indefinite:
            if office_key:
                holders = [iri_of(h) for h in kb.office_holders(office_key, date)] if date else []
                if not holders and office_key == "leader-of-the-opposition" and date:
                    holders = _opposition_leader(kb, date)
                said_party = party_iri
                if said_party is None and doc.lang_ == "fr" and right == token.i + 1 and right < len(doc):
                    said_party = iri_of(_french_party_adjective(kb, doc[right].lower_, inflected=True))
                if said_party is not None and date:
                    # "the Conservative prime minister", « le premier ministre conservateur » when that
                    # day's holder is of another party: a holder of another time, not the day's one
                    holders = [h for h in holders if str(iri_of(kb.party_at(h, date))) == str(said_party)]
                if office_key not in CHAIR_OFFICES:
                    # (kept whatever it finds that day: an event of another day names that day's
                    # holder, a departure the one leaving when the successor takes over that day)
                    tenure = Tenure(office_key, None, str(said_party) if said_party is not None else None, role_text, date)
                if len(holders) == 1 and office_key in CHAIR_OFFICES:
                    # "the Speaker" names the chair, not its holder: a deputy or an assistant deputy
                    # often takes it, so who sat there is only presumed (canpol:presumedHolder)
                    # (a French pronoun agrees with the noun, not with the one it names: « la
                    # présidence » is taken up by « elle », whoever sits in the chair)
                    holder = _person_entity(kb, holders[0], role_text)
                    # (« la présidente » while a man holds the chair: a woman presides, a deputy or a
                    # committee's chair, so that day's holder is not presumed)
                    feminine = bool(set(words) & _FEMININE_CHAIR_NOUNS)
                    gender = "female" if "présidence" in words or feminine else holder.gender
                    entity = Entity("person", role=role_text, office=office_key, label=role_text,
                                    presumed=None if feminine and holder.gender == "male" else holders[0], gender=gender)
                elif len(holders) == 1:
                    entity = _person_entity(kb, holders[0], role_text)
            elif is_pm and set(words) & _DEPUTY and date:
                # "the deputy prime minister": the KB has that office only joined to a portfolio
                # or alone ("minister/deputy-prime-minister"), so the one named before who held one that
                # day or the day before (news still say it of the one who leaves it that day)
                here = offset + doc[start].idx
                days = (date, date - dt.timedelta(days=1))
                held = [e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here
                        and any("deputy-prime-minister" in k for d in days for k in kb.offices_held(e.iri, d))]
                if len(held) == 1:
                    entity = held[0]
            elif party_iri is not None and not set(words) & lexicon_words("description", "not_anaphoric", doc.lang_ if doc.lang_ in ("en", "fr") else None) \
                    and not _words_besides_the_party(doc, start, token, mentions, right):
                # (with other words, "the Ontario Liberal MP", "the 52-year-old Liberal MP", the phrase
                # stays unlinked here and is read as a description, each word checked: descriptions.py)
                # "the Green MP" is someone named before it: a paragraph's names are all found
                # before its role phrases, and one named later is not who the phrase refers back to
                # (not "the first Green MP to ...", "the other Green MP": one picked out of a set, or
                # someone else; see descriptions.py)
                here = offset + doc[start].idx
                # (of the phrase's gender in French: « la députée bloquiste » is no male member)
                gender = _french_noun_gender(doc, token) if doc.lang_ == "fr" else None
                same = [e for e in ctx.persons.values() if e.iri and not e.local and date
                        and ctx.first_at.get(e.key, here) < here
                        and iri_of(kb.party_at(e.iri, date)) == party_iri
                        and not (gender and e.gender and e.gender != gender)]
                later = [m for m in mentions if m.entity.kind == "person" and m.entity.iri and right <= m.tokens[0] < token.sent.end
                         and date and iri_of(kb.party_at(m.entity.iri, date)) == party_iri]
                if later:
                    same = []  # "He beat Liberal MP and former minister Jane Doe": the one named after it
                if len(same) == 1:
                    entity = same[0]
        if entity is None:
            entity = Entity("person", role=role_text, party=party_iri, office=office,
                            label=role_text, indefinite=indefinite)
            confidence = 0.7
        else:
            entity.role = entity.role or role_text
            confidence = 0.8
        entity.office = entity.office or office
        add(start, right, entity, confidence, "role", tenure=tenure)
    covered.difference_update(party_after_noun)

    # 2c. a minister by portfolio ("the finance minister", "the minister of health", « la ministre
    # des Finances », « la vice-première ministre »): the one named before who held a minister's
    # office of that portfolio that day or the day before (the KB's office keys are English words:
    # French portfolios go through a small lexicon)
    if date:
        for token in doc:
            if token.i in covered:
                continue
            if nlp.lang == "en" and token.lower_ == "minister" and not (token.i > 0 and doc[token.i - 1].lower_ == "prime"):
                phrase = _portfolio_phrase(doc, token, then=True)
            elif nlp.lang == "fr" and token.lower_ in ("ministre", "vice-premier", "vice-première"):
                phrase = _portfolio_phrase_fr(doc, token)
            else:
                continue
            if phrase is None:
                continue
            start, end, portfolio = phrase
            # "the then finance minister", "then-health minister", "the finance minister at the time
            # / of the day", « la ministre de la Santé d'alors / de l'époque »: the holder at the time
            # the text tells, never the one on the day of writing
            then = _then_before(doc, start) if nlp.lang == "en" else None
            later = _holder_of_another_time_after(doc, end)
            at_the_time = then is not None or later > 0
            if at_the_time:
                start, end = min(start, then if then is not None else start), end + later
            if any(i in covered for i in range(start, end)) or any(m.tokens[0] == end for m in mentions):
                continue  # "Finance Minister Jane Doe": the name that follows is the mention
            if _predicative(doc, start):
                continue  # "sworn in as finance minister", « son poste de ministre des X »: an office, not who holds it
            if _portfolio_in_a_staff_title(doc, start, end):
                continue  # "the parliamentary secretary to the finance minister": another's post (as the PM's)
            here = offset + doc[start].idx
            days = (date, date - dt.timedelta(days=1))
            apposed = _apposed_person(doc, end, mentions)
            if at_the_time:
                # (a name set off after it is who is meant, and its own mention; with none, the holder
                # of the time the sentence names, which the event's day or time decides (tenure.py);
                # with no time named, nobody: a missing person beats a wrong one)
                if apposed is None and _time_told(doc, token, ctx.date or date):
                    text = doc[start:end].text
                    said = {"le": "male", "la": "female"}.get(doc[start - 1].lower_) if nlp.lang == "fr" and start else None
                    add(start, end, Entity("person", role=text, label=text, gender=said), 0.7, "role",
                        tenure=Tenure(None, tuple(portfolio), None, text, date, at_the_time=True, gender=said))
                covered.update(range(start, end))
                continue
            if apposed is not None:
                # « le ministre de X, Jean Untel, a démissionné »: the name set off after the title says
                # who, when they held that portfolio that day or left it lately (news still give the
                # title of one who leaves it); one who never held it is not the title's holder either
                if _held_portfolio_lately(kb, apposed.entity.iri, portfolio, date):
                    add(start, end, apposed.entity, 0.8, "role")
                continue
            tenure = Tenure(None, tuple(portfolio), None, doc[start:end].text, date)
            held = [e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here
                    and any(_holds_portfolio(k, portfolio) for d in days for k in kb.offices_held(e.iri, d))]
            if len(held) == 1:
                add(start, end, held[0], 0.8, "role", tenure=tenure)
            elif not held and start > 0 and (doc[start - 1].lower_ in ("the", "le", "la", "l'", "l’") or _the_countrys(doc, start)) \
                    and hasattr(kb, "members_at") and not ctx.provincial \
                    and not _past_holder_named_just_before(kb, ctx, portfolio, date, here):  # (a KB that lists no sitting members resolves nothing)
                # "the finance minister said ...", « La ministre des Finances a indiqué ... » when no one
                # named before held it: the one member who held that portfolio that day, as "the prime
                # minister" is read (the phrase ends at the portfolio: « la ministre des Finances du
                # Québec », "Ontario's finance minister" are no federal minister's; nor any portfolio
                # once the article speaks of a province's government); « la ministre » agrees with
                # the holder's gender
                holders = {str(m) for d in days for m in kb.members_at(d)
                           if any(_holds_portfolio(k, portfolio) for k in kb.offices_held(m, d))}
                if len(holders) == 1:
                    holder = _person_entity(kb, URIRef(holders.pop()), doc[start:end].text)
                    said = {"le": "male", "la": "female"}.get(doc[start - 1].lower_) if nlp.lang == "fr" else None
                    if not (said and holder.gender and holder.gender != said):
                        add(start, end, holder, 0.75, "role", tenure=tenure)

    # 2d. a past office holder by portfolio ("the former health minister", "the former Treasury Board
    # president"), or of any portfolio ("the former minister", "the former cabinet minister"): the
    # one person named before in the article who held such an office and no longer held it after
    # that day (as the KB has it: news call "former" one who leaves it that very day); none when
    # two such were named, or when a name follows ("the former health minister, Jane Doe": that
    # name is the mention)
    if date and hasattr(kb, "offices_left_before"):
        for token in doc:
            if nlp.lang == "fr":  # « l'ancien ministre de l'Environnement », « l'ex-ministre »
                phrase = _former_office_phrase_fr(doc, token) if token.i not in covered else None
            elif token.i in covered or token.lower_ not in ("minister", "president"):
                continue
            else:
                phrase = _former_office_phrase(doc, token)
            if phrase is None:
                continue
            start, end, portfolio = phrase
            if any(i in covered for i in range(start, end)) or any(
                    m.tokens[0] in (end, end + 1) and m.entity.kind == "person" for m in mentions):
                continue
            here = offset + doc[start].idx
            after = date + dt.timedelta(days=1)
            left = [e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here
                    and any(_names_past_office(k, "minister" if nlp.lang == "fr" else token.lower_, portfolio)
                            for k in kb.offices_left_before(e.iri, after))]
            if len(left) == 1:
                add(start, end, left[0], 0.75, "role")

    # 2b. French party adjectives in any gender and number ("libérale", "conservateurs"), with or
    # without the hyphen of a compound ("néo-démocrates", "néodémocrates"; the tagger often mistakes
    # a compound's part of speech)
    if nlp.lang == "fr":
        for token in doc:
            if token.i in covered or len(token.text) < 4 or (
                    token.pos_ not in ("ADJ", "NOUN", "PROPN") and "-" not in token.text):
                continue
            if token.i > 0 and doc[token.i - 1].lower_ in ("parti", "party") and _longer_party_name(doc, token.i + 1):
                continue  # « Parti X de la province Y »: another party's name (the KB's own are matched whole)
            if token.i >= 2 and doc[token.i - 1].text == "-" and not doc[token.i - 2].whitespace_ \
                    and not doc[token.i - 1].whitespace_ and not {token.i - 2, token.i - 1} & covered:
                # a compound the tokenizer split (« progressistes - conservateurs »): the whole names
                # the party, not its last part (a compound is no common adjective: its inflections too)
                whole = doc[token.i - 2:token.i + 1].text
                party = _french_party_adjective(kb, whole.lower(), inflected=True)
                if party and _provincial_party_phrase(kb, doc, token.i - 2, token.i + 1, [iri_of(party)]):
                    continue  # « les progressistes-conservateurs de l'Ontario »: the province's party, as below
                if party:
                    add(token.i - 2, token.i + 1, Entity("party", iri=iri_of(party), label=whole), 0.8, "gazetteer")
                    continue
            party = _french_party_adjective(kb, token.lower_, inflected=token.i in party_after_noun)
            if party and (_provincial_party_phrase(kb, doc, token.i, token.i + 1, [iri_of(party)])
                          or _independent_describing_a_thing(token, [iri_of(party)])):
                continue
            if party:
                add(token.i, token.i + 1, Entity("party", iri=iri_of(party), label=token.text), 0.8, "gazetteer")

    # 2e. a French party noun naming a member by the riding, « le néo-démocrate de X », « la bloquiste
    # d'X » (French uses the party noun as a member noun, with no « député »): the one member who sat
    # for riding X that day, when that member's party that day is the noun's (as « la députée
    # libérale de X » in 2.); not with an indefinite article (« un libéral de X »: someone from there)
    if nlp.lang == "fr" and date:
        for m in [m for m in mentions if m.entity.kind == "party" and m.entity.iri is not None]:
            first, end = m.tokens
            if end - first != 1 or first == 0 or doc[first - 1].lower_ not in ("le", "la", "l'", "l’") \
                    or doc[first].pos_ not in ("NOUN", "PROPN") or doc[first].morph.get("Number") == ["Plur"]:
                continue
            found = _member_for_riding(kb, doc, doc[first], mentions, date, ctx)
            if found is None:
                _french_party_noun_taking_up_a_member(kb, doc, m, mentions, date, ctx, offset, add)
                continue
            if _party_fits(kb, found[0], m.entity.iri, date) \
                    and not any(i in covered for i in range(end, found[1]) if not any(
                        r.entity.kind == "riding" and r.tokens[0] <= i < r.tokens[1] for r in mentions)):
                add(first, found[1], _person_entity(kb, found[0], doc[first:found[1]].text), 0.8, "role")

    # 2f. a glued family name of someone the article named by a role phrase only ("the PMJane Doe"
    # after "the PM"): the role phrases are read after the glued names
    glued_names((0,))

    # 3. family names alone, and people the KB does not know (NER). First "Jane Doe" that the NER
    # did not tag: the whole name is someone's, never a member who only shares the family name; it
    # is linked when the KB knows it, else only remembered (no mention: a name the NER missed, say
    # in a photo credit, is too weak to mint a person), so that "Doe" later is that Jane Doe too
    named = set()
    for token in doc[1:]:
        prev = doc[token.i - 1]
        if token.i in covered or prev.i in covered or token.ent_type_ in ("PERSON", "PER") or token.pos_ != "PROPN" \
                or not token.text[:1].isupper() or not _given_name(kb, prev):
            continue
        named.update((prev.i, token.i))
        people = [c for c in _candidates(kb, doc[prev.i:token.i + 1].text, date) if kind_of(c) == "person"]
        chosen = _pick(kb, people, date, ctx) if people else None
        if chosen is not None:
            add(prev.i, token.i + 1, _person_entity(kb, chosen, doc[prev.i:token.i + 1].text), 0.85, "ner+kb")
        elif not people:
            ctx.remember(Entity("person", label=doc[prev.i:token.i + 1].text, local=True))
    for ent in doc.ents:
        if ent.label_ not in ("PERSON", "PER") or any(i in covered for i in range(ent.start, ent.end)):
            continue
        start = ent.start
        while start < ent.end and doc[start].lower_.rstrip(".") in {t.rstrip(".") for t in _TITLES}:
            start += 1
        end = ent.end
        while end > start and (doc[end - 1].pos_ == "PUNCT" or doc[end - 1].lower_ in ("'s", "’s")):
            end -= 1
        if start >= end:
            continue
        if _glued_word_after(kb, doc, start, end, ctx, date, add):
            continue
        _name_mention(doc, start, end, ctx, date, add)
    _family_names_with_particle(doc, ctx, covered, add)
    seen = _seen_family(ctx)
    for token in doc:
        if token.i in covered or not token.text[:1].isupper() or len(token.text) < 3:
            continue
        party_before = next((m for m in mentions if m.entity.kind == "party" and m.tokens[1] == token.i), None)
        if party_before is not None and party_before.entity.iri is not None:
            # "New Democrat Angus", "Tory Chong": the party word beside a family name alone makes the
            # member sure when one sitting that day has that name in that party
            kin = _family_name_fitting_role(kb, doc, token.i, party_before.entity.iri, None, date)
            if kin is not None:
                add(token.i, kin[1], _person_entity(kb, kin[0], doc[token.i:kin[1]].text), 0.8, "family-name")
                continue
        # a family name first in its sentence is often tagged a common noun ("Harper said ..."): taken
        # then for someone the article has already named, or when its form is a name's and no
        # common word of either language ("X called on ...", X a family name alone: _family_name_form)
        if token.pos_ != "PROPN" and not (token.pos_ == "NOUN" and token.text in seen) \
                and not _family_name_form(token):
            continue
        if token.ent_type_ in ("GPE", "LOC", "DATE", "NORP") and token.text not in seen and not (
                token.ent_type_ == "NORP" and _family_name_form(token, any_tag=True)) and not (
                token.ent_type_ in ("GPE", "LOC") and _rare_name_taken_for_a_place(doc, token)):
            continue  # (a group's name the NER guessed for a rare family name is no common word)
        if kb.party_by_name(token.text) and token.text not in seen:
            continue  # "the Green caucus": a party's name before anyone's family name
        if token.i + 1 < len(doc) and doc[token.i + 1].pos_ == "PROPN" and doc[token.i + 1].i not in covered:
            continue  # part of a longer name the NER did not tag
        if token.i in named:
            continue
        _name_mention(doc, token.i, token.i + 1, ctx, date, add, family_only=True)
    return sorted(mentions, key=lambda m: m.start)


# how long after leaving a portfolio the news still give its title to the one who left it, with the
# name set off after it (« le ministre de X, Jean Untel, » the day after the successor was sworn in)
LATELY_DAYS = 31


def _apposed_person(doc, end: int, mentions) -> "Mention | None":
    """The KB person named right after a title and the comma that sets the name off (", Jane Doe,"),
    or None."""
    if end >= len(doc) or doc[end].text != ",":
        return None
    return next((m for m in mentions if m.tokens[0] == end + 1 and m.entity.kind == "person"
                 and m.entity.iri is not None and not m.entity.local), None)


def _held_portfolio_lately(kb, person, portfolio: list[str], date) -> bool:
    """Did the KB person hold a minister's office of that portfolio on `date`, or leave it within
    LATELY_DAYS before?"""
    days = [date - dt.timedelta(days=back) for back in (0, 1, 2, 3, 7, 14, LATELY_DAYS)]
    return any(_holds_portfolio(k, portfolio) for day in days for k in kb.offices_held(person, day))


def _the_countrys(doc, start: int) -> bool:
    """Is the role phrase at `start` said of the country: "Canada's finance minister", "the country's
    finance minister", "the nation's finance minister" (the federal one, as "the finance minister")?"""
    if start < 2 or doc[start - 1].tag_ != "POS" and doc[start - 1].lower_ not in ("'s", "’s"):
        return False
    owner = doc[start - 2]
    return owner.lower_ == "canada" or owner.lower_ in ("country", "nation") and start >= 3 and doc[start - 3].lower_ == "the"


_NOT_PORTFOLIO = {"federal", "cabinet", "senior", "junior", "new", "current", "canadian", "liberal", "conservative",
                  "state"}  # "Minister of State" is a rank, many hold one


def _portfolio_phrase(doc, token, then: bool = False):
    """'the finance minister', 'the minister of foreign affairs': (start, end, portfolio words), or
    None for an indefinite, past, future, deputy or associate minister, or no portfolio. `then`:
    "then" may mark the phrase ("the then finance minister": the holder at a time told, which the
    caller reads)."""
    left = token.i
    while left > 0 and doc[left - 1].dep_ in ("compound", "amod") and doc[left - 1].is_alpha:
        left -= 1
    end = token.i + 1
    # the portfolio: nouns compounded with "minister" and their own modifiers ("foreign affairs"),
    # not the minister's adjectives ("the only", "the federal")
    words = [t.lower_ for t in doc[left:token.i] if t.dep_ == "compound" or t.head.i != token.i]
    complement, end = _portfolio_complement(doc, end)
    words += complement
    det = doc[left - 1] if left > 0 else None
    if det is not None and det.lower_ in _INDEFINITE:
        return None
    if end < len(doc) and doc[end].lower_ in ("for", "responsible"):
        return None  # "Minister of State for X", "minister responsible for X": a title this does not read
    every = [t.lower_ for t in doc[left:end] if not (then and t.lower_ in ("then", "then-"))]
    if set(every) & (_NOT_THE_HOLDER | _DEPUTY) or any(w.startswith(("ex-", "then-")) for w in every):
        return None
    portfolio = [w for w in words if w not in _NOT_PORTFOLIO and not (then and w in ("then", "then-"))]
    return (left, end, portfolio) if portfolio else None


def _portfolio_complement(doc, end: int) -> tuple[list[str], int]:
    """The capitalized words of an "of" complement at `end` ("minister of Foreign Affairs"), lowered,
    and where the phrase then ends; none, and `end`, without one. Nouns and adjectives in lower
    case count too ("the minister of national defence"): the portfolio must still be one the KB
    has that day."""
    if end < len(doc) and doc[end].lower_ == "of":
        i = end + 1
        while i < len(doc) and doc[i].is_alpha and doc[i].lower_ not in ("and", "the") \
                and (doc[i].text[:1].isupper() or doc[i].pos_ in ("NOUN", "ADJ", "PROPN")):
            i += 1
        if i > end + 1:
            return [t.lower_ for t in doc[end + 1:i]], i
    return [], end


def _former_office_phrase(doc, token):
    """'the former health minister', 'the former Treasury Board president', 'the former minister of
    health': (start, end, portfolio words) when the phrase is definite and says "former"; for "the
    former (cabinet) minister" no portfolio words; None otherwise, and for a former prime minister
    or a deputy's, associate's or secretary's office."""
    left = token.i
    while left > 0 and doc[left - 1].dep_ in ("compound", "amod") and (doc[left - 1].is_alpha or doc[left - 1].lower_ == "ex"):
        left -= 1
    if left == 0 or doc[left - 1].lower_ != "the" or doc[left].lower_ != "former":
        return None
    end = token.i + 1
    words = [t.lower_ for t in doc[left + 1:token.i]]
    if token.lower_ == "minister":
        complement, end = _portfolio_complement(doc, end)
        words += complement
    if set(words) & (_NOT_THE_HOLDER | _DEPUTY | {"prime", "associate", "parliamentary", "secretary"}) - {"former"}:
        return None
    portfolio = [w for w in words if w not in _NOT_PORTFOLIO]
    if not portfolio and token.lower_ == "minister" and set(words) <= {"cabinet"}:
        return left, end, []  # "the former minister", "the former cabinet minister": of any portfolio
    return (left, end, portfolio) if portfolio else None


def _names_past_office(office_key: str, head: str, portfolio: list[str]) -> bool:
    """Does the KB office `office_key` have the phrase's head noun ("minister", "president") and every
    portfolio word in its name (not an associate's, a deputy's or a secretary's office)?"""
    parts = set(office_key.replace("/", "-").split("-"))
    return head in parts and all(w in parts for w in portfolio) \
        and not parts & {"associate", "deputy", "parliamentary", "secretary", "prime"}


# French portfolio words as the KB's (English) office keys spell them; a word outside it leaves the
# phrase unresolved
_PORTFOLIOS_FR = {
    "finances": "finance", "santé": "health", "justice": "justice", "défense": "defence", "nationale": "national",
    "affaires": "affairs", "étrangères": "foreign", "environnement": "environment", "immigration": "immigration",
    "sécurité": "safety", "publique": "public", "transports": "transport", "industrie": "industry",
    "patrimoine": "heritage", "canadien": "canadian", "agriculture": "agriculture", "travail": "labour",
    "revenu": "revenue", "national": "national", "commerce": "trade", "international": "international",
    "pêches": "fisheries", "océans": "oceans", "ressources": "resources", "naturelles": "natural",
    "emploi": "employment", "innovation": "innovation", "logement": "housing", "citoyenneté": "citizenship",
    "humaines": "human", "identité": "identity", "culture": "culture", "canadiennes": "canadian",
    "canadienne": "canadian", "canadiens": "canadian", "langues": "languages", "officielles": "official",
    "développement": "development", "social": "social", "diversité": "diversity", "inclusion": "inclusion",
    "jeunesse": "youth", "aînés": "seniors", "familles": "families", "enfants": "children", "femmes": "women",
    "égalité": "equality", "genres": "gender", "autochtones": "indigenous", "relations": "relations",
    "couronne": "crown", "services": "services", "tourisme": "tourism", "énergie": "energy",
    "infrastructure": "infrastructure", "infrastructures": "infrastructure", "collectivités": "communities",
    "intergouvernementales": "intergovernmental", "institutions": "institutions",
    "démocratiques": "democratic", "approvisionnement": "procurement", "changement": "change",
    "climatique": "climate", "numérique": "digital", "sciences": "science", "sport": "sport",
    # (« des Anciens Combattants »: two words for the one of the key, "veterans")
    "anciens": "veterans", "combattants": "veterans",
    # words of the titles of two portfolios and of regional development (« des Transports et du Commerce
    # intérieur », « du Commerce international, de la Promotion des exportations », « du Développement
    # économique », « de l'Agriculture et de l'Agroalimentaire »), as the KB's keys name them
    "intérieur": "internal", "intérieure": "internal", "économique": "economic", "exportations": "export",
    "multiculturalisme": "multiculturalism", "francophonie": "francophonie", "agroalimentaire": "food",
    "technologie": "technology", "coopération": "cooperation", "rural": "rural", "rurale": "rural",
    "compétences": "skills",
}


def _portfolio_phrase_fr(doc, token):
    """« la ministre des Finances », « le ministre de la Sécurité publique », « la vice-première
    ministre »: (start, end, portfolio as the KB's key words), or None (another holder, an unknown
    portfolio, an indefinite article)."""
    left = token.i
    det = doc[left - 1] if left > 0 else None
    if det is not None and det.lower_ in _INDEFINITE:
        return None
    if det is not None and det.lower_ in _NOT_THE_HOLDER or token.lower_.startswith("ex-"):
        return None
    if token.lower_.startswith("vice-premi"):
        end = token.i + 2 if token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "ministre" else token.i + 1
        return (left, end, ["deputy", "prime"])
    if left > 0 and doc[left - 1].lower_ in ("premier", "première"):
        return None  # the prime minister is read as a role phrase of its own
    found = _french_portfolio(doc, token.i + 1)
    return None if found is None or not found[1] else (left, *found)


def _french_portfolio(doc, i):
    """The portfolio named from `i` on, after « ministre »: (end, the KB's key words), with no words
    when nothing follows as a complement; None when a complement names no portfolio this reads
    (« de la Couronne du Yukon »: some office, not sure which)."""
    start = i
    words = []
    while i < len(doc) and doc[i].lower_ in ("de", "des", "du", "d'", "la", "l'"):
        i += 1
    while i < len(doc) and doc[i].lower_ in _PORTFOLIOS_FR and len(words) < 5:
        words.append(_PORTFOLIOS_FR[doc[i].lower_])
        i += 1
        # a title of two portfolios, « de l'Environnement et du Changement climatique »: the words after
        # « et » (and its articles) belong to the same office when a portfolio word follows them
        link = i
        while link < len(doc) and link - i < 4 and doc[link].lower_ in ("et", "de", "des", "du", "d'", "d’", "la", "l'", "l’"):
            link += 1
        if link > i and doc[i].lower_ == "et" and link < len(doc) and doc[link].lower_ in _PORTFOLIOS_FR:
            i = link
    if not words:
        return None if i > start else (start, [])
    if _holder_of_another_time_after(doc, i):
        return (i, words)  # « de la Santé d'alors / de l'époque »: the time words, read by the caller
    infinitive = i + 1 < len(doc) and doc[i].lower_ in ("de", "d'", "d’") and "Inf" in doc[i + 1].morph.get("VerbForm")
    if i < len(doc) and doc[i].is_alpha and doc[i].lower_ not in ("et", "a", "est", "qui") and not infinitive and (
            doc[i].pos_ in ("NOUN", "PROPN", "ADJ", "X") or doc[i].lower_ in ("de", "des", "du", "d'", "d’")):
        # a word of the title this does not read (« de la Sécurité publique et de la X »); not the
        # infinitive a verb's object takes (« a accusé la ministre des Finances de cacher ... »)
        return None
    return (i, words)


def _former_office_phrase_fr(doc, token):
    """« l'ancien ministre de l'Environnement », « l'ancienne ministre des Finances », « l'ex-ministre
    de la Santé »: (start, end, portfolio words) when the phrase is definite and says « ancien » or
    « ex- »; « l'ancien ministre » alone, no portfolio words (of any portfolio); None otherwise (an
    indefinite « un ancien ministre », a portfolio this does not read, a former prime minister)."""
    word = token.lower_
    if word in ("ex-ministre", "ex-ministres"):
        left = token.i
    elif word == "ministre" and token.i > 0 and doc[token.i - 1].lower_ in ("ancien", "ancienne", "ex-"):
        left = token.i - 1
    else:
        return None
    if left == 0 or doc[left - 1].lower_ not in ("l'", "l’", "le", "la"):
        return None
    found = _french_portfolio(doc, token.i + 1)
    if found is None:
        return None
    end, words = found
    if not words and end < len(doc) and doc[end].lower_ in ("premier", "première"):
        return None
    return left - 1, end, words


_AS = {"as", "comme", "que", "became", "become", "becomes", "named", "appointed", "devenu", "devenue", "nommé", "nommée"}
_POSTS = {"post", "job", "role", "office", "position", "title", "poste", "rôle", "fonction", "fonctions", "titre"}


# the words that say a role phrase names the office's past holder ("the former Speaker", « l'ancien
# premier ministre »); not "then-" (the holder at the time told), "late" or those of a future holder
_PAST_HOLDER = {"former", "ex", "previous", "past", "ancien", "ancienne", "précédent", "précédente"}


def _past_holder_named_just_before(kb, ctx: ArticleContext, portfolio: list[str], date, here: int) -> bool:
    """"X's turn came two years earlier. The defence minister had ...": is one of the people the
    article named last (the last two first named before `here`) someone who held that portfolio before the
    article's day and no longer did then? A bare "the <portfolio> minister" may then be that past
    holder as well as the one of the day: it is taken for neither (a missing person beats a wrong one)."""
    if not date or not hasattr(kb, "offices_left_before"):
        return False
    named = sorted((e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here),
                   key=lambda e: ctx.first_at[e.key])
    last = named[-2:]
    after = date + dt.timedelta(days=1)
    return any(_holds_portfolio(k, portfolio) for e in last for k in kb.offices_left_before(e.iri, after))


def _past_holder_named_before(kb, ctx: ArticleContext, words: list[str], party_iri, date, here: int):
    """"The former prime minister", « l'ancien chef du NPD »: the one person named before in the
    article who held that office (prime minister, Speaker, a party's leader or House leader) and no
    longer held it that day, as the KB has it; None when no one or several such were named."""
    if date is None or not set(words) & _PAST_HOLDER or not hasattr(kb, "offices_left_before"):
        return None
    if set(words) & (_NOT_THE_HOLDER - _PAST_HOLDER) or any(w.startswith(("then-", "then")) for w in words):
        return None
    office_key = _office_key([w for w in words if w not in _PAST_HOLDER and not w.startswith(("ex-", "former-"))],
                             key_of(party_iri) if party_iri else None)
    if office_key is None:
        return None
    past = [e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here
            and office_key in kb.offices_left_before(e.iri, date)]
    return past[0] if len(past) == 1 else None


def _predicative(doc, start: int) -> bool:
    """Does the phrase starting at `start` say what someone is or becomes ("as the X minister",
    "became Canada's X minister", "named X minister", « son poste de ministre ») rather than refer
    to a person? Looks back over the phrase's article, possessor and adjectives."""
    i = start - 1
    while i >= 0 and start - i <= 4 and (doc[i].is_space or doc[i].dep_ in ("det", "poss", "amod", "compound")
                                          or doc[i].lower_ in ("the", "le", "la", "l'", "'s", "’s", "new", "nouveau", "nouvelle")):
        i -= 1
    if i < 0:
        return False
    if doc[i].lower_ in _AS:
        return True
    return doc[i].lower_ in ("of", "de", "d'") and i > 0 and doc[i - 1].lower_ in _POSTS


def _holds_portfolio(office_key: str, portfolio: list[str]) -> bool:
    """Is the KB office `office_key` a minister's of that portfolio (not an associate's or a deputy's)?
    ["deputy", "prime"]: the deputy prime minister's office, alone or joined to a portfolio."""
    if portfolio == ["deputy", "prime"]:
        return "deputy-prime-minister" in office_key
    if office_key.startswith("minister/"):
        parts = set(office_key.split("/", 1)[1].split("-"))
    elif office_key.startswith("minister-of-") or "-and-minister-of-" in office_key:
        # the KB's other form of a cabinet office, its full title as the key (older ministries:
        # "minister-of-human-resources-and-skills-development", "deputy-prime-minister-and-minister-of-
        # finance"); a minister of state's is a junior office, not the portfolio's
        parts = set(office_key.replace("deputy-prime-minister", "").split("-"))
        if "state" in parts:
            return False
    else:
        return False
    return all(w in parts for w in portfolio) and not parts & {"associate", "deputy", "parliamentary", "secretary"}


def _candidates(kb, surface: str, date) -> list[URIRef]:
    """Distinct KB entities a surface form names, keeping those it can name on `date`."""
    out = []
    for match in kb.name_matches(surface):
        applies = getattr(match, "applies_on", None)
        if date is not None and applies is not None and not applies(date):
            continue
        iri = iri_of(match)
        if kind_of(iri) == "office":
            continue
        if iri not in out:
            out.append(iri)
    return out


_PLURAL_MEMBERS = {"mps", "members", "députés", "députées", "backbenchers"}


# the staff of a prime minister, whose title names the office they serve
_PM_STAFF_NOUNS = {"secretary", "adviser", "advisor", "aide", "aides", "assistant", "spokesperson", "spokesman",
                   "spokeswoman", "staff", "staffer", "staffers", "chief", "director", "secrétaire", "conseiller",
                   "conseillère", "conseillers", "attaché", "attachée", "porte-parole", "cabinet", "bureau", "adjoint",
                   "adjointe", "directeur", "directrice"}


def _prime_minister_in_a_staff_title(doc, token) -> bool:
    """"the parliamentary secretary to the prime minister", "the prime minister's chief of staff", « le
    secrétaire parlementaire du premier ministre », « la porte-parole du premier ministre »: the
    words name another person's post (`token`: "minister" / « ministre » of the phrase). The prime
    minister is no participant of what that person does, and not a mention of its own."""
    first = token.i - 1 if token.i > 0 and doc[token.i - 1].lower_ in ("prime", "premier") else token.i
    before = [t.lower_ for t in doc[max(0, first - 3):first]]
    if doc.lang_ == "en":
        # "secretary to the PM", "adviser to the prime minister", "chief of staff of the prime minister"
        if len(before) >= 2 and before[-1] == "the" and before[-2] in ("to", "of") and len(before) >= 3 \
                and before[-3] in _PM_STAFF_NOUNS:
            return True
        # "the prime minister's chief of staff": the possessive, then the post
        after = [t.lower_ for t in doc[token.i + 1:token.i + 3]]
        return len(after) == 2 and after[0] in ("'s", "’s") and after[1] in _PM_STAFF_NOUNS
    # « du premier ministre » right after the post (« secrétaire parlementaire », « chef de cabinet »)
    if before and before[-1] == "du":
        post = [t.lower_ for t in doc[max(0, first - 3):first - 1]]
        return any(w in _PM_STAFF_NOUNS for w in post[-2:])
    return False


def _portfolio_in_a_staff_title(doc, start: int, end: int) -> bool:
    """"the parliamentary secretary to the finance minister", "the finance minister's chief of staff",
    « le secrétaire parlementaire de la ministre des Finances »: a minister's
    title naming another person's post (as _prime_minister_in_a_staff_title): a staff noun, then "to",
    "of", « de » with no verb before the title (over a title coordinated before it)."""
    if [t.lower_ for t in doc[end:end + 2]][:1] in (["'s"], ["’s"]) and end + 1 < len(doc) \
            and doc[end + 1].lower_ in _PM_STAFF_NOUNS:
        return True
    window = list(doc[max(doc[start].sent.start, start - 9):start])
    for k, t in enumerate(window):
        rest = window[k + 1:]
        if t.lower_ in _PM_STAFF_NOUNS and any(u.lower_ in ("to", "of", "de", "du", "d'", "d’") for u in rest) \
                and not any(u.pos_ in ("VERB", "AUX") or u.text in (",", ";", ":") for u in rest):
            return True
    return False


def _member_for_riding(kb, doc, token, mentions, date, ctx=None, last=None, former=False):
    """'the MP for X', 'the X MP' / 'la députée de X', « le député d'X » (elided before a vowel): the one member who sat for riding X that day (or, for a
    riding not in force that day, the one named before who ever sat for it). `last`: the phrase's
    last word before its preposition when it is not the noun (« la députée libérale de X »).
    `former`: the phrase names another than the day's member ("the former member for X", « l'ancien
    député de X »): the one named before who sat for X before that day and no longer did then.
    A French noun's gender (« la députée », « l'élue ») must be the member's; with two members
    that day (a seat changing hands that very day) or none, the phrase names no one sure."""
    members_at = getattr(kb, "members_at", None)
    if date is None or members_at is None:
        return None
    last = token.i if last is None else last
    last += _house_words_after(doc, last)  # "the member of Parliament for X", « le député fédéral de X »
    gender = _french_noun_gender(doc, token) if doc.lang_ == "fr" else None
    for m in mentions:
        # "the MP for X", or "the X MP" (English puts the riding before the noun)
        before = m.tokens[1] == token.i and doc.lang_ == "en" and token.lower_ in ("mp", "member")
        if m.entity.kind == "riding" and (before or last < m.tokens[0] <= last + 2 and last + 1 < len(doc) and
                                          doc[last + 1].lower_ in ("for", "de", "of", "from", "du", "d'", "d’")):
            if former:
                sitting = _former_member_named_before(kb, ctx, m.entity.iri, date)
            else:
                sitting = [p for p in members_at(date) if iri_of(kb.riding_at(p, date)) == m.entity.iri]
            if not sitting and not former and ctx is not None and getattr(kb, "memberships", None):
                # a riding of other years ("MP for X from 2004 to 2011"): the one named before who sat for it
                sitting = [e.iri for e in ctx.persons.values() if e.iri and not e.local
                           and any(str(r.get("iri")) == str(m.entity.iri) for r in kb.memberships(e.iri))]
            if len(sitting) != 1:
                return None
            found = iri_of(sitting[0])
            if gender and _person_entity(kb, found, "").gender not in (None, gender):
                return None  # « la députée de X » when X's member that day was a man: not that member
            if _in_apposition_to_another(doc, token, mentions, found):
                return None  # "Jane Doe, the member for X," where X's member that day was someone else
            return found, m.tokens[1]
    return None


def _riding_after(doc, token, mentions) -> bool:
    """'member for X', 'member from X', 'member of Parliament for X': a riding named right after a
    singular member noun."""
    at = token.i + 1 + _house_words_after(doc, token.i)
    return token.lower_ == "member" and at < len(doc) and doc[at].lower_ in ("for", "from") \
        and any(m.entity.kind == "riding" and m.tokens[0] == at + 1 for m in mentions)


def _house_words_after(doc, i: int) -> int:
    """How many words after a member noun only say which house it sits in ("of Parliament",
    « fédéral », « fédérale »), before the riding's preposition."""
    words = [t.lower_ for t in doc[i + 1:i + 3]]
    if words == ["of", "parliament"]:
        return 2
    return 1 if words[:1] in (["fédéral"], ["fédérale"]) else 0


def _party_fits(kb, person, party, date, former=False) -> bool:
    """Is `party` (a party a role phrase names, read as the party of its time: "Conservative" in
    1985 is the Progressive Conservative party) the person's party that day, or, for a former
    member, the party they sat for on the last day they sat?"""
    if date is None or party is None:
        return False
    wanted = {str(party), str(party_of_its_time(kb, party, date))}
    if str(iri_of(kb.party_at(person, date))) in wanted:
        return True
    if not former or not getattr(kb, "memberships", None):
        return False
    ends = sorted(str(r["valid_until"]) for r in kb.memberships(person) if r.get("valid_until") and str(r["valid_until"]) < date.isoformat())
    if not ends:
        return False
    last = dt.date.fromisoformat(ends[-1])
    return str(iri_of(kb.party_at(person, last))) in {str(party), str(party_of_its_time(kb, party, last))}


def _former_member_named_before(kb, ctx, riding, date) -> list:
    """The people named before in the article who sat for `riding` before `date` and not on it."""
    if ctx is None or not getattr(kb, "memberships", None):
        return []
    day = date.isoformat()
    return [e.iri for e in ctx.persons.values() if e.iri and not e.local
            and iri_of(kb.riding_at(e.iri, date)) != URIRef(str(riding))
            and any(str(r.get("iri")) == str(riding) and r.get("valid_from") and str(r["valid_from"]) < day
                    for r in kb.memberships(e.iri))]


def _in_apposition_to_another(doc, token, mentions, person) -> bool:
    """Is the member noun in apposition to another person's name ("Jane Doe, the MP for X,", « X,
    député de Y, »)? Then that name says who is meant, and a riding member who differs is not them."""
    if token.dep_ != "appos":
        return False
    head = token.head.i
    return any(m.entity.kind == "person" and m.entity.iri is not None and m.tokens[0] <= head < m.tokens[1]
               and str(m.entity.iri) != str(person) for m in mentions)


# Provinces and territories as English news name them before "MP" ("the Alberta MP"), with the two
# forms of the KB's riding keys: the first two digits of the electoral district's number (Elections
# Canada's numbering) and the postal abbreviation that starts the older keys ("ab-...")
_PROVINCES = {"newfoundland": ("10", "nl"), "labrador": ("10", "nl"), "p.e.i.": ("11", "pe"),
              "prince edward island": ("11", "pe"), "nova scotia": ("12", "ns"), "new brunswick": ("13", "nb"),
              "quebec": ("24", "qc"), "québec": ("24", "qc"), "ontario": ("35", "on"), "manitoba": ("46", "mb"),
              "saskatchewan": ("47", "sk"), "alberta": ("48", "ab"), "b.c.": ("59", "bc"), "bc": ("59", "bc"),
              "british columbia": ("59", "bc"), "yukon": ("60", "yt"), "northwest territories": ("61", "nt"),
              "n.w.t.": ("61", "nt"), "nunavut": ("62", "nu")}


# a province's adjective as French puts it after a party (« le NPD albertain », « les libéraux ontariens »)
_PROVINCIAL_ADJECTIVES_FR = re.compile(
    r"^(?:albertain|ontarien|québécois|manitobain|saskatchewanais|britanno-colombien|néo-écossais|"
    r"néo-brunswickois|terre-neuvien|prince-édouardien|yukonnais|ténois|nunavois|provincial)(?:e|ne|es|nes|s|aux|ale|ales)?$")


LONG_GONE_YEARS = 20  # a member who left the House this long before the article is not the one a bare name means by default
PRIVATE_GONE_YEARS = 10  # nor, this long before, the one a name told by a trade of private life means
_PROVINCIAL_WORDS = {"provincial", "provinciale", "provinciaux", "provinciales", "mpp", "mpps", "mna", "mnas", "mla", "mlas",
                     "mha", "premier", "legislature", "législature", "queen's", "assemblée"}


def _namesake_of_another_time(kb, doc, span, person, date) -> bool:
    """Is the KB person a name matches someone who left the House long before the article, while the
    text gives the name a role that is not theirs: a province's role, decades after ("X, the Ontario
    Liberals' interim leader", « X, chef des libéraux ontariens », "Alberta MLA X"), or a trade of private
    life, years after ("X, a retired teacher from Halifax", « l'agriculteur X », « X, porte-parole d'une
    association »)? As entity linkers weigh a candidate's years of activity against the role the text
    gives, the text then speaks of a namesake, not of the former member, unless it says the person was
    a member (a past role: "a former MP", « l'ancien député ») or tells a year of the member's time."""
    memberships = getattr(kb, "memberships", None)
    if date is None or memberships is None or kb.is_member_at(person, date):
        return False
    ends = [m.get("valid_until") for m in memberships(str(person))]
    if not ends or any(not end for end in ends):
        return False  # (no end: still a member, or not known)
    left = dt.date.fromisoformat(max(str(end) for end in ends))
    if left > _years_before(date, PRIVATE_GONE_YEARS):
        return False
    if not all(t.pos_ == "PROPN" or t.text[:1].isupper() for t in span):
        return False  # a name, not a role phrase ("the former prime minister")
    sent = doc[span.start].sent
    role = list(doc[max(sent.start, span.start - 5):span.start])  # a title before the name
    if span.end < sent.end and doc[span.end].text == ",":  # an apposition after it, up to its end
        for tok in doc[span.end + 1:sent.end]:
            if tok.text in (",", ".", ";", "(", ")") or tok.lower_ in ("who", "which", "qui") or tok.pos_ in ("VERB", "AUX") \
                    and not (tok.dep_ in ("amod", "acl") and "Part" in tok.morph.get("VerbForm")):  # (« sortant »)
                break
            role.append(tok)
    if any(t.lower_ in _PAST_HOLDER or t.lower_ in ("then", "once", "alors", "autrefois") for t in role):
        return False  # "former Quebec premier X": a past role, which may be the former member's own later career
    if left <= _years_before(date, LONG_GONE_YEARS) and any(
            t.lower_ in _PROVINCES or t.lower_ in _PROVINCIAL_WORDS and not (t.lower_ == "premier" and t.lang_ == "fr")
            or _PROVINCIAL_ADJECTIVES_FR.match(t.lower_) for t in role):  # (« premier ministre » is no premier)
        return True
    return _told_by_a_private_trade(doc, span, role, left)


def _years_before(date: dt.date, years: int) -> dt.date:
    return dt.date(date.year - years, date.month, min(date.day, 28))


def _told_by_a_private_trade(doc, span, role, left: dt.date) -> bool:
    """Does the role the text gives a name (`role`: the words of its title and apposition) say a trade of
    private life (the lexicon's private_trades: "teacher", « agriculteur », « porte-parole »), and nothing
    of the House ("a lawyer and former MP", "a teacher and candidate"), in a sentence that tells no year of the member's time ("In 1998, X, a Sydney lawyer, ...")?"""
    lang = doc.lang_ if doc.lang_ in ("en", "fr") else "en"
    trades = lexicon_words("description", "private_trades", lang)
    if not any(t.lower_ in trades or t.lemma_.lower() in trades for t in role):
        return False
    political = set().union(*(lexicon_words("description", slot, lang)
                              for slot in ("member_nouns", "minister_nouns", "leader_nouns", "candidate_nouns")))
    if any(t.lower_ in political or t.lemma_.lower() in political for t in role):
        return False
    sent = doc[span.start].sent
    years = [int(t.text) for t in sent if t.like_num and len(t.text) == 4 and t.text.isdigit()]
    return not any(1867 <= year <= left.year for year in years)


def _provincial_party_phrase(kb, doc, start: int, end: int, parties) -> bool:
    """Is the party word(s) doc[start:end] a province's party by the words right after it: a province's
    adjective or « provincial » (« les libéraux ontariens », « les conservateurs provinciaux ») or "of" and a
    province (« les libéraux de l'Ontario », "the Liberals of Ontario")? Not a party adjective of members
    (« les députés libéraux ontariens » are the House's members from that province)."""
    if start > 0 and doc[start - 1].lower_ in _MEMBER_NOUNS | _PLURAL_MEMBERS:
        return False
    after = [t.lower_ for t in doc[end:min(end + 4, len(doc))]]
    if not after:
        return False
    label = getattr(kb, "label", None)
    labels = [fold(str(label(str(p)) or "")).lower() for p in parties] if label is not None else []
    if kb.party_by_name(doc[start:end + 1].text) or any(fold(after[0])[:6] in name for name in labels):
        return False  # the party's own name goes on (« Bloc québécois », « les bloquistes québécois »)
    if _PROVINCIAL_ADJECTIVES_FR.match(after[0]) or after[0] in ("provinciaux", "provinciales"):
        return True
    rest = [w for w in after[1:] if w not in ("l'", "l’", "la", "le", "the")]
    return len(after) >= 2 and after[0] in ("de", "du", "d'", "d’", "of") and bool(rest) and rest[0] in _PROVINCES


# what a party's name goes on to when it is the adjective of the House's members from a province
# ("Ontario Liberal MPs", "the Quebec Conservative caucus"), not a province's party
_FEDERAL_MEMBERS_AFTER = {"mp", "mps", "member", "members", "caucus", "backbencher", "backbenchers",
                          "candidate", "candidates"}
_PLACE_PREPOSITIONS = {"in", "across", "from", "throughout", "outside", "of", "for", "to", "into"}


def _province_before_the_party(doc, start: int, end: int) -> bool:
    """Is the party name doc[start:end] a province's party by the province (or "provincial") right
    before it: "the Ontario Progressive Conservatives", "Ontario's Liberals", "the Alberta NDP", "the
    provincial Liberals"? Not the adjective of members ("Ontario Liberal MPs": the House's), nor a
    province that ends a place phrase ("in Ontario Liberals won ...")."""
    if end < len(doc) and (doc[end].lower_ in _FEDERAL_MEMBERS_AFTER or doc[end].ent_type_ in ("PERSON", "PER")):
        return False  # ("Alberta Conservative Jane Doe": a member's party before her name)
    i = start - 1
    if i >= 1 and doc[i].lower_ in ("'s", "’s"):
        i -= 1
    if i < 0:
        return False
    if doc[i].lower_ == "provincial":
        return True
    if fold(doc[i].lower_) in _PROVINCES:
        first = i
    elif i >= 1 and fold(doc[i - 1:i + 1].text.lower()) in _PROVINCES:
        first = i - 1
    else:
        return False
    return not (first > 0 and doc[first - 1].lower_ in _PLACE_PREPOSITIONS)


def _party_name_tokens(kb, doc, mentions) -> set[int]:
    """The tokens of the parties' names found, and the word after a party's mention that the party's
    full name takes in (« Bloc québécois » when only « Bloc » was found)."""
    in_party = {i for m in mentions if m.entity.kind == "party" for i in range(m.tokens[0], m.tokens[1])}
    for m in mentions:
        if m.entity.kind == "party" and m.tokens[1] < len(doc) and kb.party_by_name(doc[m.tokens[0]:m.tokens[1] + 1].text):
            in_party.add(m.tokens[1])
    return in_party


def _provincial_leader(kb, doc, start, right, mentions) -> bool:
    """Does a leader's role phrase name a province's party ("the Alberta NDP leader", "the Ontario
    Liberal leader", "the provincial NDP leader", « le chef du NPD albertain », « le chef libéral
    ontarien », « le chef du NPD de l'Ontario »)? A federal party has one leader: a province named
    with the party makes it the province's (same-name) party, whose leader the KB does not have.
    Words inside a party's own name (« Bloc québécois », also when only « Bloc » was found) do not count."""
    in_party = _party_name_tokens(kb, doc, mentions)
    words = [t for t in doc[start:min(right + 1, len(doc))] if t.i not in in_party]
    if any(t.lower_ in _PROVINCES or t.lower_ in ("provincial", "provinciale") or (
            t.i >= right and _PROVINCIAL_ADJECTIVES_FR.match(t.lower_)) for t in words):
        return True
    # « le chef du NPD de l'Ontario », "the leader of the NDP of B.C."
    after = [t.lower_ for t in doc[right:min(right + 4, len(doc))]]
    return len(after) >= 2 and after[0] in ("de", "du", "d'", "of") and any(w in _PROVINCES for w in after[1:])


def _in_province(riding, province) -> bool:
    key = str(riding).rsplit("/", 1)[-1]
    return key[:2] == province[0] if key[:1].isdigit() else key.split("-", 1)[0] == province[1]


def _member_from_province(kb, doc, start, token, date, ctx, offset, linked=frozenset()):
    """'the Alberta MP': the one member named before in the article who sat for a riding of that
    province that day (the phrase refers back; with two such members it says nothing sure)."""
    place = " ".join(t.lower_ for t in doc[start:token.i])
    province = _PROVINCES.get(place)
    if date is None or ctx is None:
        return None
    if province is None:
        return _member_from_city(kb, doc, start, token, date, ctx, offset, linked)
    here = offset + doc[start].idx
    found = []
    for e in ctx.persons.values():
        if not e.iri or e.local or ctx.first_at.get(e.key, here) >= here:
            continue
        riding = kb.riding_at(e.iri, date)
        if riding is not None and _in_province(riding, province) and e.iri not in found:
            found.append(e.iri)
    return (found[0], token.i + 1) if len(found) == 1 else None


def _member_from_city(kb, doc, start, token, date, ctx, offset, linked=frozenset()):
    """'the Calgary MP': a city that names no riding alone but heads the names of several ("Calgary
    Centre", "Calgary Nose Hill"): the one member named before in the article who sat that day for a
    riding whose name starts with it (with two such members, or none, it says nothing sure)."""
    words = doc[start:token.i]
    if not words or not all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in words) or not hasattr(kb, "label"):
        return None
    city = fold(words.text).lower()
    here = offset + doc[start].idx
    before = [e for e in ctx.persons.values() if ctx.first_at.get(e.key, here) < here]
    if any(not e.iri or e.local for e in before) or any(
            ent.label_ == "PERSON" and ent.end <= start and not any(t.i in linked for t in ent) for ent in doc.ents):
        return None  # someone named before whom the KB does not know may be the one from that city
    found = []
    for e in before:
        riding = kb.riding_at(e.iri, date)
        label = fold(kb.label(riding) or "").lower() if riding is not None else ""
        rest = label[len(city):]
        if label.startswith(city) and rest[:1] in (" ", "-", "—", "–") and rest.strip(" -—–") and e.iri not in found:
            found.append(e.iri)
    return (found[0], token.i + 1) if len(found) == 1 else None


_RIDING_CUES = {"riding", "circonscription", "for", "représente", "represents", "député", "députée", "mp", "won",
                "win", "wins", "winning", "remporté", "elected", "élu", "élue"}


_PLACE_NOUNS = {"neighbourhood", "neighborhood", "area", "suburb", "suburbs", "town", "township", "city", "village",
                "community", "region", "valley", "county", "downtown"}
_PLACE_NOUNS_BEFORE = {"ville", "village", "municipalité", "quartier", "région", "banlieue", "secteur", "city", "town",
                       "village", "municipality", "neighbourhood", "neighborhood", "suburb", "région"}


def _hyphened_into_a_longer_name(doc, span) -> bool:
    """Is the span joined by a hyphen, without a space, to a word before or after it ("Saint-X-sur-Y" for
    a riding "Saint-X")? It is then part of a longer place name, not the riding's own name."""
    after = span.end + 1 < len(doc) and not span[-1].whitespace_ and doc[span.end].text == "-" \
        and not doc[span.end].whitespace_ and doc[span.end + 1].is_alpha
    before = span.start >= 2 and doc[span.start - 1].text == "-" and not doc[span.start - 1].whitespace_ \
        and not doc[span.start - 2].whitespace_ and doc[span.start - 2].is_alpha
    return after or before


def _riding_of_another_time(kb, doc, span) -> list[URIRef]:
    """'the Tory from A—B' in a column written decades later: a riding name of places joined by a
    dash ("A—B", "A--B", « A-B » between capitalized places) that names no riding on the day but
    exactly one riding of another time names that riding (the KB's ridings of that name; a name of
    one word, or one shared by ridings of two eras, is left alone: which one is not told)."""
    if len(span) < 2 or not _JOINTS.search(span.text) and not any(
            t.text == "-" and t.whitespace_ == "" for t in span):
        return []
    found = []
    for match in kb.name_matches(span.text) or kb.name_matches(fold(span.text)):
        iri = iri_of(match)
        if kind_of(iri) != "riding":
            return []
        if iri not in found:
            found.append(iri)
    return found if len(found) == 1 else []


def _province_before_a_noun(doc, span) -> bool:
    """'his Ontario riding', 'the Alberta seat': a one-word riding that bears a province's name (ridings
    named after a province existed), used as the adjective of a noun: the province."""
    nxt = doc[span.end] if span.end < len(doc) else None
    return fold(span.text).lower() in {fold(p) for p in _PROVINCES} and nxt is not None \
        and nxt.lower_ in ("riding", "ridings", "seat", "seats", "constituency", "district")


def _place_noun_after(doc, span) -> bool:
    """'the X neighbourhood', 'the X area', « la ville de X »: a riding's name used for the place itself."""
    nxt = doc[span.end] if span.end < len(doc) else None
    if nxt is not None and nxt.lower_ in _PLACE_NOUNS:
        return True
    before = [t.lower_ for t in doc[max(0, span.start - 3):span.start]]
    return len(before) >= 2 and before[-1] in ("of", "de", "d'") and before[-2] in _PLACE_NOUNS_BEFORE


def _words_besides_the_party(doc, start, token, mentions, right) -> bool:
    """Does the role phrase say more than a party with its noun ("the Ontario Liberal MP", "the
    veteran Liberal MP", "the 52-year-old Liberal MP", « la députée libérale ontarienne »)? Words of a
    party's own mention do not count; in French, a word after the phrase hung on its noun does."""
    party = {i for m in mentions if m.entity.kind == "party" for i in range(*m.tokens)}
    if any(t.i not in party and not t.is_punct and t.dep_ != "det" for t in doc[start:token.i]):
        return True
    return doc.lang_ == "fr" and right < len(doc) and doc[right].head.i == token.i and not doc[right].is_punct \
        and doc[right].dep_ in ("amod", "acl", "nmod", "compound")


def _french_noun_gender(doc, token) -> str | None:
    """The gender a French noun of person gives by its ending or its determiner (« la députée », « le
    ministre », « l'élue »); None when neither tells (« l'élu » is masculine by its form only)."""
    form = token.morph.get("Gender")
    det = next((c.lower_ for c in token.children if c.dep_ == "det"), None)
    if det in ("la", "cette"):
        return "female"
    if det in ("le", "ce", "cet"):
        return "male"
    if token.lower_.endswith(("ée", "ue", "cheffe")):
        return "female"
    return {"Masc": "male", "Fem": "female"}.get(form[0]) if form and token.lower_.endswith(("é", "u")) else None


def members_not_named_as_leaders(people: list) -> list:
    """Of the members of one party a bare party noun could take up (« le conservateur », "the
    Liberal"), those the article has not named by a leader's title (« le chef conservateur X »,
    "Liberal Leader X"): news call a party's leader by that title, and its bare noun a member
    whose title was the party's; when all were named as leaders, all of them."""
    plain = [e for e in people if not set((e.role or "").lower().split()) & _LEADER_NOUNS]
    return plain or people


def _french_party_noun_taking_up_a_member(kb, doc, m, mentions, date, ctx, offset, add) -> None:
    """« Le bloquiste l'a alors traité de menteur », « la néo-démocrate a répliqué »: a party noun in
    lower case with a definite article and no name after it takes up the one member of that party
    the article has named before (as "the Green MP" does), of the article's gender; none when two
    were named, or when one is named after it in the sentence (« le bloquiste X »)."""
    first, end = m.tokens
    word = doc[first]
    if not word.text.islower() or (end < len(doc) and doc[end].lower_ in ("de", "du", "d'", "d’", "des")):
        return
    if any(p.entity.kind == "person" and end <= p.tokens[0] <= end + 1 for p in mentions) or any(
            t.text[:1].isupper() for t in doc[end:end + 2] if t.text != ","):
        return  # « le bloquiste X », « la bloquiste, X, » (a name found later too): the name is the mention
    gender = {"le": "male", "la": "female"}.get(doc[first - 1].lower_)
    here = offset + doc[first].idx
    same = [e for e in ctx.persons.values() if e.iri and not e.local and ctx.first_at.get(e.key, here) < here
            and str(iri_of(kb.party_at(e.iri, date))) == str(m.entity.iri)]
    later = [p for p in mentions if p.entity.kind == "person" and p.entity.iri and p.tokens[0] >= end
             and p.tokens[0] < word.sent.end and str(iri_of(kb.party_at(p.entity.iri, date))) == str(m.entity.iri)]
    if len(same) > 1:
        same = members_not_named_as_leaders(same)
    if len(same) != 1 or later or (gender and same[0].gender and same[0].gender != gender):
        return
    add(first, end, same[0], 0.75, "role")


def _riding_of_a_party_noun(kb, doc, span, candidates, date) -> bool:
    """« le libéral de X », « la bloquiste d'X »: a one-word place after a French party noun with a
    definite article is the riding when the one member who sat for it that day was of that party
    (then 2e links the phrase to that member); « le libéral de Québec » with no such member is a place."""
    if doc.lang_ != "fr" or span.start < 3 or doc[span.start - 1].lower_ not in ("de", "d'", "d’") \
            or doc[span.start - 3].lower_ not in ("le", "la", "l'", "l’"):
        return False
    party = _french_party_adjective(kb, doc[span.start - 2].lower_, inflected=True)
    sitting = _sitting_for(kb, candidates, date)
    return party is not None and len(sitting) == 1 and _party_fits(kb, sitting[0], iri_of(party), date)


def _party_word_after_a_riding(kb, doc, span, spans, date) -> bool:
    """"the Winnipeg North Liberal": a party word right after a riding's name, heading its phrase (no
    noun after it), names a member by riding and party, though the NER runs one ORG over the words."""
    if doc.lang_ != "en" or date is None or (span.end < len(doc) and doc[span.end].pos_ in ("NOUN", "PROPN")):
        return False
    for other in spans:
        if other.end == span.start:
            candidates = _candidates(kb, other.text, date)
            if candidates and all(kind_of(c) == "riding" for c in candidates):
                return True
    return False


def _sitting_for(kb, riding_iris, date) -> list[URIRef]:
    """The members who sat for one of `riding_iris` on `date` (none when the KB cannot say)."""
    members_at = getattr(kb, "members_at", None)
    if date is None or members_at is None:
        return []
    wanted = set(riding_iris)
    return [iri_of(p) for p in members_at(date) if iri_of(kb.riding_at(p, date)) in wanted]


def _riding_of_a_member(kb, doc, span, spans, candidates, ctx, date) -> bool:
    """'Jane Doe (X)', 'the X MP': a place name in parentheses after a member's name, or before MP,
    is the riding when the member the text names sat for that riding that day."""
    prev = doc[span.start - 1] if span.start > 0 else None
    nxt = doc[span.end] if span.end < len(doc) else None
    if prev is not None and prev.text == "(" and nxt is not None and nxt.text == ")":
        named = [s for s in spans if s.end == span.start - 1]
    elif nxt is not None and nxt.lower_ in ("mp", "member") and (prev is None or prev.lower_ not in _PLACE_NOUNS_BEFORE):
        named = [s for s in spans if s is not span]
    else:
        return False
    sitting = set(_sitting_for(kb, candidates, date))
    if not sitting:
        return False
    if nxt.lower_ in ("mp", "member") and sitting & {e.iri for e in ctx.persons.values() if e.iri}:
        return True
    return any(sitting & set(_candidates(kb, s.text, date)) for s in named)


_YEAR = re.compile(r"^(1[89]|20)\d\d$")


def _riding_of_the_years(kb, span, candidates, date) -> list[URIRef]:
    """Ridings of one name were redrawn: 'MP for X from 2004 to 2011' names the riding of those years,
    not the one of the same name at the article's date. Years before the date in the sentence choose."""
    if date is None:
        return candidates
    clause = _clause_of(span.root)
    years = {int(t.text) for t in span.sent if _YEAR.match(t.text) and int(t.text) < date.year
             and _clause_of(t) == clause}  # not "the member for X, first elected in 2006, ..."

    if not years or len(candidates) != 1:
        return candidates
    then = []
    for match in kb.name_matches(span.text):
        start, end = getattr(match, "valid_from", None), getattr(match, "valid_until", None)
        iri = iri_of(match)
        if kind_of(iri) == "riding" and all((start is None or start.year <= y) and (end is None or end.year >= y)
                                           for y in years) and iri not in then:
            then.append(iri)
    return then if len(then) == 1 else candidates


def _clause_of(token) -> int:
    """The index of the verb whose clause holds `token` (the sentence root when none is above it)."""
    while token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    return token.i


def _riding_cue(doc, i: int) -> bool:
    """'the riding of X', 'MP for X', 'député de X': words right before a name that make it a riding."""
    before = [t.lower_ for t in doc[max(0, i - 3):i]]
    return any(w in _RIDING_CUES for w in before)


_FRENCH_ADDRESS_TITLES = {"monsieur", "madame", "mesdames", "messieurs"}
_FRENCH_ADDRESS_ARTICLES = {"le", "la", "l'", "l’", "les"}
_ADDRESS_OPENERS = {",", "«", "“", '"', "—", "–", "(", ":", ";", "!", "?", "."}
_ADDRESS_CLOSERS = {",", ".", "?", "!", "»", "”", '"', "—", "–", ")", ":", ";", "…"}


def _french_in_the_house_after(doc, i: int) -> int:
    """How many tokens from `i` say « à la Chambre (des communes) » or « aux Communes » (0 when none):
    after « leader du X » they make the party's House leader (« leader parlementaire »)."""
    words = [t.lower_ for t in doc[i:i + 5]]
    if words[:3] == ["à", "la", "chambre"]:
        return 5 if words[3:5] == ["des", "communes"] else 3
    return 2 if words[:2] == ["aux", "communes"] else 0


def _french_vocative_address(doc, start: int, end: int) -> bool:
    """Is doc[start:end] the role noun of a French form of address, « Monsieur le Président, »,
    « Madame la ministre, », « Monsieur le député de X, »? French addresses someone by a title,
    the definite article and the office, set off by punctuation (or first or last in the sentence);
    news never names the one it tells about that way. The phrase is the addressee of a speech, not
    a person the sentence tells of."""
    i = start
    if i >= 1 and doc[i - 1].lower_ in _FRENCH_ADDRESS_ARTICLES:
        i -= 1
    elif doc[i].lower_ not in _FRENCH_ADDRESS_ARTICLES:
        return False
    if i < 1 or doc[i - 1].lower_ not in _FRENCH_ADDRESS_TITLES:
        return False
    title = doc[i - 1]
    opened = title.is_sent_start or title.i == 0 or doc[title.i - 1].text in _ADDRESS_OPENERS
    last = max(end - 1, start)
    # (the complement of the role: « Monsieur le député de X, »)
    while last + 1 < len(doc) and doc[last + 1].head.i in range(start, last + 1) and doc[last + 1].text not in _ADDRESS_CLOSERS:
        last = max(t.i for t in doc[last + 1].subtree) if doc[last + 1].subtree else last + 1
    closed = last + 1 >= len(doc) or doc[last + 1].text in _ADDRESS_CLOSERS or doc[last + 1].is_sent_start
    return opened and closed


def _french_chair_as_office(doc, token) -> bool:
    """« La présidence a statué que ... »: French names the Chair by its office, « la présidence »,
    bare (no « du comité », « de la République », « américaine ») and as the subject of its clause
    or the agent of a passive (« rappelé à l'ordre par la présidence »); as an object or after « à »
    (« a quitté la présidence », « candidat à la présidence ») it is the office itself, not the one
    who sits in it."""
    agent = token.dep_ == "obl:agent" or token.i > 1 and doc[token.i - 2].lower_ == "par"
    if not (token.dep_.startswith("nsubj") or agent) or token.i == 0 or doc[token.i - 1].lower_ != "la":
        return False
    return not [c for c in token.children if c.dep_ not in ("det", "punct", "case")]


# what makes « chef de l'opposition » a province's: its legislature or a province's adjective after it
_PROVINCIAL_AFTER = {"assemblée", "provinciale", "provincial", "québécoise", "ontarienne", "albertaine", "manitobaine",
                     "néo-brunswickoise", "néo-écossaise", "britanno-colombienne", "saskatchewanaise", "municipal",
                     "municipale", "québec", "ontario", "queen's", "hôtel"}


def _opposition_leader(kb, date) -> list:
    """The Leader of the Opposition that day when the KB's list of that office has a gap: the leader
    of the party with the most seats after the prime minister's (none when that party had no leader
    in the KB that day, or two parties tie)."""
    if not hasattr(kb, "members_at"):
        return []
    pms = kb.office_holders("prime-minister", date)
    government = str(kb.party_at(pms[0], date) or "") if len(pms) == 1 else None
    if not government:
        return []
    seats: dict[str, int] = {}
    for member in kb.members_at(date):
        party = str(kb.party_at(member, date) or "")
        if party and party != government and not party.endswith("/independent"):
            seats[party] = seats.get(party, 0) + 1
    ranked = sorted(seats.items(), key=lambda item: -item[1])
    if not ranked or len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return []
    leaders = kb.office_holders(f"leader/{key_of(URIRef(ranked[0][0]))}", date)
    return [iri_of(leaders[0])] if len(leaders) == 1 else []


# what makes an office of the House named after its leader noun another chamber's
_SENATE = {"senate", "sénat"}


def _of_the_opposition(doc, right: int) -> int:
    """The words of « de l'opposition (officielle) », "of the (Official) Opposition" right after a
    leader noun, which make the phrase the office of the Leader of the Opposition in the House (none
    when a legislature, the Senate or a province follows: « le chef de l'opposition à l'Assemblée
    nationale », "the Leader of the Opposition in the Senate")."""
    words = [t.lower_ for t in doc[right:right + 4]]
    if words[:2] in (["de", "l'"], ["de", "l’"]) and words[2:3] == ["opposition"]:
        n = 4 if words[3:4] == ["officielle"] else 3
    elif words[:2] == ["of", "the"] and (words[2:3] == ["opposition"] or words[2:4] == ["official", "opposition"]):
        n = 3 if words[2] == "opposition" else 4
    else:
        return 0
    if any(t.lower_ in _PROVINCIAL_AFTER | _SENATE or t.lower_ in _PROVINCES for t in doc[right + n:right + n + 5]):
        return 0
    return n


# what says a province's government or legislature is spoken of: its members' and head's titles,
# its chamber, and a province's name (or French adjective) next to "government", "cabinet", "budget"
_PROVINCIAL_SCENE_NOUNS = {"government", "gouvernement", "cabinet", "budget", "conseil"}


def _provincial_scene(doc) -> bool:
    """Does the paragraph speak of a province's government or legislature ("Premier X", "MPPs",
    "Queen's Park", « l'Assemblée nationale », "the Ontario government", « le gouvernement du Québec »,
    « le gouvernement québécois »)? (« premier ministre » is the prime minister, no premier.)"""
    def province(t) -> bool:
        two = doc[t.i:t.i + 2].text.lower()
        return t.lower_ in _PROVINCES or two in _PROVINCES or bool(_PROVINCIAL_ADJECTIVES_FR.match(t.lower_))
    for t in doc:
        word = t.lower_
        if word == "premier" and (doc.lang_ == "fr" or t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "minister"):
            continue
        if word in _PROVINCIAL_WORDS - {"assemblée", "queen's"} or word == "queen" and doc[t.i + 1:t.i + 3].text.lower() in ("'s park", "’s park") \
                or word == "assemblée" and doc[t.i + 1:t.i + 2].text.lower() == "nationale":
            return True
        if word in _PROVINCIAL_SCENE_NOUNS:
            near = [doc[t.i - 1]] if t.i > 0 else []
            near += [x for x in doc[t.i + 1:t.i + 4] if x.lower_ not in ("of", "de", "du", "d'", "d’", "the", "l'", "l’", "la")][:1]
            if any(province(x) for x in near):
                return True
    return False


# offices of the House a phrase names with no party: another chamber's when the phrase says so
_HOUSE_OFFICES_OF_NO_PARTY = ("leader-of-the-opposition", "government-house-leader")


def _of_another_chamber(doc, start: int, right: int) -> bool:
    """Does a phrase naming the Leader of the Opposition or the Government House Leader say it is a
    province's or the Senate's: a province or « provincial » among its words or as its possessor
    ("Ontario's Opposition leader"), or after it as where ("in the Senate", "at Queen's Park", « au
    Sénat », « à l'Assemblée nationale »)?"""
    def other(t) -> bool:
        return t.lower_ in _PROVINCES or t.lower_ in _SENATE or t.lower_ in _PROVINCIAL_WORDS \
            or t.lower_ in _PROVINCIAL_AFTER and t.lower_ not in ("municipal", "municipale") \
            or bool(_PROVINCIAL_ADJECTIVES_FR.match(t.lower_))
    if any(other(t) for t in doc[start:right] if t.lower_ != "premier"):
        return True
    if start >= 2 and doc[start - 1].lower_ in ("'s", "’s") and other(doc[start - 2]):
        return True
    after = doc[right:right + 5]
    return len(after) >= 2 and after[0].lower_ in ("in", "at", "of", "à", "au", "aux", "de", "du") \
        and any(other(t) for t in after[1:])


# provinces whose French names the tokenizer splits at the hyphen (« Nouvelle-Écosse »), or that are of
# several words, matched on the words after an office's title
_PROVINCE_NAMES_FR = re.compile(r"\b(?:nouvelle\s*-\s*[ée]cosse|colombie\s*-\s*britannique|nouveau\s*-\s*brunswick"
                                r"|terre\s*-\s*neuve|[îi]le\s*-\s*du\s*-\s*prince|territoires\s+du\s+nord)")
# the prepositions that tie an office to where it is held: "of the Senate", "in Manitoba", « au Sénat », « de l'Ontario »
_OFFICE_OF = {"of", "de", "du", "d'", "d’", "des"}
_OFFICE_IN = {"in", "at", "à", "au", "aux"}
# a chamber that is not the House of Commons, named after an office's title ("the Speaker of the Senate",
# "the Speaker of the Ontario legislature", « le chef conservateur au Sénat »)
_OTHER_CHAMBERS = _SENATE | {"legislature", "législature", "assembly", "assemblée", "queen's", "queen’s"}


def _office_of_another_place(kb, doc, start: int, right: int, mentions, leader: bool) -> bool:
    """Does a role phrase naming an office the House has (the prime minister, the Speaker, a party's
    leader) say it is another place's: a province's, another country's or another chamber's? By a
    province, a country or a chamber among its words or as its possessor ("Australia's prime minister",
    "the Australian prime minister"), by a province's or a country's adjective after the title (« le
    premier ministre québécois / britannique »), or by a complement of place after it ("the Speaker of
    the Senate", "the Speaker of Quebec's National Assembly", « le premier ministre de l'Ontario / de la
    Nouvelle-Écosse », and for a party's leader also "the NDP leader in Manitoba", « le chef
    conservateur au Sénat »). Such an office is no one of the House: the phrase names no KB person.
    ("Canada" names the country whose prime minister the House's is; words of a party's name do not count.)"""
    lang = doc.lang_ if doc.lang_ in ("en", "fr") else "en"
    nationalities = lexicon_words("shared", "nationality_adjectives", lang)
    in_party = _party_name_tokens(kb, doc, mentions)

    def country(t) -> bool:
        name = fold(t.text).lower()
        return t.text[:1].isupper() and name != "canada" and name in _country_names()

    def place(t) -> bool:
        if t.i in in_party:
            return False
        word = t.lower_
        return word in _PROVINCES or word in _SENATE or word in _PROVINCIAL_WORDS - {"premier"} \
            or bool(_PROVINCIAL_ADJECTIVES_FR.match(word)) or word in nationalities or country(t)

    if any(place(t) for t in doc[start:right] if t.lower_ != "premier"):
        return True
    if start >= 2 and doc[start - 1].lower_ in ("'s", "’s") and place(doc[start - 2]):
        return True
    if right >= len(doc):
        return False
    nxt = doc[right]
    if lang == "fr" and nxt.i not in in_party and (_PROVINCIAL_ADJECTIVES_FR.match(nxt.lower_) or nxt.lower_ in nationalities):
        return True  # « le premier ministre québécois », « le premier ministre britannique »
    if nxt.lower_ not in _OFFICE_OF | _OFFICE_IN:
        return False
    after = []
    for t in doc[right + 1:right + 7]:
        if t.pos_ in ("VERB", "AUX") or t.text in (",", ";", ".", ":"):
            break  # (the complement ends where the clause goes on: "the Speaker of the House said in Ontario")
        after.append(t)
    if any(t.lower_ in _OTHER_CHAMBERS and t.i not in in_party for t in after):
        return True
    if nxt.lower_ in _OFFICE_IN and not leader:
        return False  # ("the prime minister in Quebec City": where the holder was, not whose office)
    text = " ".join(t.text for t in after).lower()
    return any(place(t) for t in after) or bool(_PROVINCE_NAMES_FR.search(text)) \
        or any(" ".join(w.lower_ for w in after[i:i + 2]) in _PROVINCES for i in range(len(after)))


# French names of the provinces _PROVINCES lacks, as a tokenizer splits them (the first word), and « province »
_PROVINCES_FR = {"province", "colombie-britannique", "colombie", "nouvelle-écosse", "nouveau-brunswick", "terre-neuve",
                 "terre-neuve-et-labrador", "île-du-prince-édouard", "île", "territoires"}


def _of_the_government(doc, right: int) -> int:
    """The words of « (parlementaire) du gouvernement (à la Chambre (des communes)) », "of the
    government (in the House)" right after « leader », which make the phrase the office of the
    Government House Leader (none when the Senate follows: « le leader du gouvernement au Sénat »)."""
    if doc[right - 1].lower_ != "leader":
        return 0
    i = right + 1 if right < len(doc) and doc[right].lower_ == "parlementaire" else right
    words = [t.lower_ for t in doc[i:i + 3]]
    if words[:2] == ["du", "gouvernement"]:
        n = i + 2 - right
    elif words[:3] == ["of", "the", "government"]:
        n = i + 3 - right
    else:
        return 0
    if any(t.lower_ in _SENATE | _PROVINCIAL_AFTER or t.lower_ in _PROVINCES for t in doc[right + n:right + n + 4]):
        return 0
    return n


def _bare_french_chair(doc, token) -> bool:
    """« le président (de la Chambre) » with no other modifier: the Chair, in parliamentary news; also
    after the article contracted with « à » and « de » (« au président », « à la demande du président »)."""
    if token.lower_ == "présidence":
        return _french_chair_as_office(doc, token)
    if token.lower_ not in ("président", "présidente"):
        return False
    nxt = doc[token.i + 1:token.i + 4]
    if [t.lower_ for t in nxt][:3] == ["de", "la", "chambre"] or [t.lower_ for t in nxt][:2] == ["des", "communes"]:
        return True  # (« le président des Communes »: the House by its short name)
    # (an object clitic right after it, « le président l'a expulsé », is the verb's, whatever the parse)
    # (nor an infinitive « de ... » the parse hangs on it, « a accusé le président d'avoir favorisé
    # X »: the verb's complement, said of the Chair)
    modifiers = [c for c in token.children if c.dep_ not in ("det", "punct", "case")
                 and not (c.pos_ == "PRON" and c.i == token.i + 1 and c.lower_ in _FRENCH_OBJECT_CLITICS)
                 and not (c.dep_ == "acl" and c.i > token.i and any(
                     m.dep_ == "mark" and m.lower_ in ("de", "d'", "d’") for m in c.children))]
    return not modifiers and token.i > 0 and doc[token.i - 1].lower_ in ("le", "la", "au", "du")


_FRENCH_OBJECT_CLITICS = PERSON_OBJECT_CLITICS | {"m'", "m’", "me"}


_JOINTS = re.compile(r"\s*(?:--|—|–)\s*")  # the dash between a riding's places (a hyphen joins words of one place)
# a short word glued after a name by a lost space ("Jane Doewas"), English and French
_GLUED_AFTER = re.compile(r"^([A-Z][A-Za-z'’-]{2,}?)(was|is|has|had|said|says|told|and|who|will|would|est|a|qui|et|dit)$")


def _glued_word_after(kb, doc, start, end, ctx, date, add) -> bool:
    """'Jane Doewas booted out': the NER's name ends with a function word glued by a lost space; the
    name without it is linked when the KB knows it (otherwise the span is read as written)."""
    glued = _GLUED_AFTER.match(doc[end - 1].text)
    if glued is None or _candidates(kb, doc[start:end].text, date):
        return False  # "Jane Rota" is a name as written
    cut = len(glued.group(2))
    span = doc[start:end]
    name = span.text[:len(span.text) - cut]
    people = [c for c in _candidates(kb, name, date) if kind_of(c) == "person"]
    chosen = _pick(kb, people, date, ctx) if people else None
    if chosen is None:
        return False
    add(start, end, _person_entity(kb, chosen, name), 0.75, "ner+kb", cut=cut)
    return True


_GLUED = re.compile(r"^([A-Za-z][a-z]{2,})([A-Z][a-z]+(?:[A-Z][a-z]+)?)$")  # "MinisterJane", "andDoe"
_NAME_PARTICLES = {"mac", "van", "von", "des", "del", "della", "dela", "les", "san", "saint", "sainte", "ste"}
_BILL_NUMBER = re.compile(r"^[CSM]-\d+$")  # bill numbers C-n and S-n, motion numbers M-n
_NAME_ENTS = ("ORG", "FAC", "WORK_OF_ART", "EVENT", "PRODUCT", "LAW", "MISC")
_INDEPENDENT = {"independent", "independents", "indépendant", "indépendante", "indépendants", "indépendantes"}
_SIT = {"sit", "remain", "serve", "run", "continue", "stay", "siéger", "rester", "demeurer", "présenter",
        "continuer", "devenir", "become"}


def _in_a_longer_name(doc, span, others) -> bool:
    """Is the one word `span` glued to a capitalized word of the same named entity (no KB name of its
    own, not the sentence's first word), so that together they name something else?"""
    token = doc[span.start]
    if not token.ent_type_:
        return False
    for other in (doc[span.start - 1] if span.start > 0 else None, doc[span.end] if span.end < len(doc) else None):
        if other is None or not (other.is_alpha and other.text[:1].isupper()) or other.is_sent_start:
            continue
        if other.ent_type_ == token.ent_type_ and other.ent_iob_ != "O" and \
                (other.i > token.i and other.ent_iob_ == "I" or other.i < token.i and token.ent_iob_ == "I") \
                and not any(o.start <= other.i < o.end for o in others):
            return True
    return False


# words that cannot be the last word of a name before a one-word name joined to it: the place or body
# is then the phrase's own (« au X », "visited X", « Ô X »), not the end of another name
_NOT_IN_A_NAME = {"ADP", "DET", "CCONJ", "SCONJ", "PRON", "AUX", "PUNCT", "INTJ", "NUM", "PART", "SYM", "X"}


def _ner_name_capitalized(doc, token) -> bool:
    """Does the NER's name that `token` is inside start with a capital, as a name does? (« l'histoire du
    X » tagged an organization starts with a common noun: no name, and X in it still names X.)"""
    i = token.i
    while i > 0 and doc[i].ent_iob_ == "I":
        i -= 1
    while i < token.i and doc[i].pos_ in ("DET", "ADP"):
        i += 1  # ("the Digital Advertising Alliance": its article is no word of the name)
    return doc[i].text[:1].isupper()


def _ending_another_name(doc, span) -> bool:
    """Is the one-word KB name `span` the last word of the name of another body, which the NER did not
    see whole: joined to the words of that name with nothing between ("Export Development X",
    « Technologies du développement durable X », « Postes X »: a name in Title Case in English, any
    case in French, where a country's name never follows a bare noun), or after "of" / « du » ending
    a name headed by a capitalized noun of a body ("the Public Health Agency of X", « l'Agence de la
    santé publique du X »; not "the prime minister of X", « la population du X »)?"""
    if span.start == 0:
        return False
    prev = doc[span.start - 1]
    french = doc.lang_ == "fr"
    if prev.is_alpha and prev.whitespace_ and prev.pos_ not in _NOT_IN_A_NAME and (
            french or prev.text[:1].isupper() and prev.pos_ in ("NOUN", "PROPN")
            and not (prev.is_sent_start and prev.pos_ != "PROPN")):
        return True
    if prev.lower_ not in ("of", "du", "de", "d'", "d’") or span.start < 2:
        return False
    bodies = lexicon_words("shared", "name_head_nouns", "fr" if french else "en")
    if not french:
        head = doc[span.start - 2]
        return head.text[:1].isupper() and head.lower_ in bodies
    # French: back over the lower-case words of the name (« de la santé publique ») to its capitalized head
    for token in reversed(doc[max(0, span.start - 8):span.start - 1]):
        if token.text[:1].isupper():
            return token.lower_ in bodies
        if token.pos_ not in ("NOUN", "ADJ", "ADP", "DET", "CCONJ"):
            return False  # a verb, a clause, a comma: the phrase is no name
    return False


def _inside_longer_name(doc, span, others) -> bool:
    """Is `span` the start of a longer name the NER tagged as an organization, place or work, which
    goes on right after it with a capitalized word of no other KB name ("... Doe Foundation")?"""
    if span.end >= len(doc):
        return False
    nxt = doc[span.end]
    if not (nxt.is_alpha and nxt.text[:1].isupper()) or any(o.start <= nxt.i < o.end for o in others):
        return False  # "X's Liberals", "X Conservatives": a possessive or another KB name follows
    return any(ent.label_ in _NAME_ENTS and ent.start <= span.start and ent.end > span.end for ent in doc.ents)


def _french_house(doc, token) -> bool:
    """« la Chambre », « les Communes »: the House of Commons by its short names in French news."""
    prev = doc[token.i - 1].lower_ if token.i > 0 else ""
    nxt = doc[token.i + 1].lower_ if token.i + 1 < len(doc) else ""
    if token.text == "Communes":
        return prev in ("les", "aux", "des")
    if token.text == "Chambre":
        # not « Chambre haute » (the Senate) nor « Chambre de commerce » and other chambers
        return prev in ("la", "de", "à", "en") and nxt not in ("haute", "de", "d'", "des", "du")
    return False


def _longer_party_name(doc, i: int) -> bool:
    """« Parti X du Québec », "Party X of Y": the words after "Parti X" (from token i) go on with a name."""
    if i >= len(doc) or doc[i].lower_ not in ("du", "de", "des", "d'", "of"):
        return False
    i += 1
    while i < len(doc) and doc[i].lower_ in ("la", "l'", "the"):
        i += 1
    return i < len(doc) and doc[i].text[:1].isupper()


def _member_of(doc, token) -> bool:
    """'member(s) of parliament' right before `token`."""
    return token.i >= 2 and doc[token.i - 1].lower_ == "of" and doc[token.i - 2].lower_ in ("member", "members")


# nouns an "independent" may label as the House's independents do: a member, a candidate, a person
_INDEPENDENT_HOLDERS = _MEMBER_NOUNS | _PLURAL_MEMBERS | {"députée", "députées", "candidate", "candidat", "candidats",
                                                          "candidates", "senator", "sénateur", "sénatrice", "élu", "élue"}


def _independent_describing_a_thing(token, parties) -> bool:
    """Is the word "independent" / « indépendant » here an adjective of a thing (« un groupe d'experts
    indépendant », « une enquête indépendante », "an independent review"), not the label of a member who
    sits without a party (« le député indépendant », « les indépendants », « siège comme indépendante »)?"""
    if token.lower_ not in _INDEPENDENT or not all(str(p).endswith("/party/independent") for p in parties):
        return False
    if _sits_as(token.doc, token):
        return False
    noun = token.head if token.dep_ in ("amod", "acl") else None
    if noun is None and token.i > 0 and token.doc[token.i - 1].pos_ == "NOUN":
        noun = token.doc[token.i - 1]  # (« un groupe d'experts indépendant »: the noun just before it)
    if noun is None and token.i + 1 < len(token.doc) and token.doc[token.i + 1].pos_ == "NOUN":
        noun = token.doc[token.i + 1]  # "an independent review"
    if noun is None or noun.i == token.i:
        return False  # « les indépendants »: a noun, the members themselves
    return noun.pos_ == "NOUN" and noun.lower_ not in _INDEPENDENT_HOLDERS and noun.lemma_.lower() not in _INDEPENDENT_HOLDERS


def _sits_as(doc, token, compound: bool = False) -> bool:
    """'to sit as an independent', « siéger comme indépendante »: the label after as/comme (with
    `compound`, whatever word follows it: "as an independent Conservative")."""
    i = token.i - 1
    while i >= 0 and doc[i].lower_ in ("an", "a", "un", "une", "des"):
        i -= 1
    if i < 0 or doc[i].lower_ not in ("as", "comme", "qu'", "que"):
        return False
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if not compound and nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and nxt.lower_ not in _MEMBER_NOUNS:
        return False  # "serve as an independent adviser": an adjective, not the label
    return any(t.lemma_.lower() in _SIT for t in doc[max(0, i - 8):i])


def _family_name_fitting_role(kb, doc, i, party_iri, office_key, date):
    """(the member, the end token) when the capitalized word at `i` (a hyphenated family name
    too: "Wilson-Raybould") is the family name of exactly one member sitting on `date` whose party
    that day is `party_iri` or who holds `office_key` then; None otherwise. A family name alone is
    resolved against the whole KB only when the role beside it makes the member sure."""
    if date is None or not doc[i].text[:1].isupper() or not doc[i].is_alpha:
        return None
    end = i + 1
    while end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_ and doc[end + 1].is_alpha:
        end += 2
    if end < len(doc) and doc[end].pos_ == "PROPN" and doc[end].text[:1].isupper():
        return None  # the first word of a longer name
    text = doc[i:end].text
    fitting = []
    for iri in _candidates(kb, text, date):
        if kind_of(iri) != "person" or not kb.is_member_at(iri, date) or iri in fitting:
            continue
        if fold(_family_name(kb, _person_entity(kb, iri, text)) or "") != fold(text):
            continue
        if (party_iri is not None and iri_of(kb.party_at(iri, date)) == party_iri) or (
                office_key is not None and office_key in kb.offices_held(iri, date)):
            fitting.append(iri)
    return (fitting[0], end) if len(fitting) == 1 else None


def _family_names_with_particle(doc, ctx: ArticleContext, covered: set[int], add) -> None:
    """The family name alone of someone the article has named, when it is written in lower case or
    in several tokens: a particle ("d'Entremont said", « selon d’Entremont », "van Doe") is neither
    capitalised nor, in French after elision, one token with the name, so the pass over capitalised
    single words misses it. Only people already named (in full or by role): a particle name alone
    is then theirs."""
    families: dict[str, list[Entity]] = {}
    for e in ctx.persons.values():
        family = _family_name(ctx.kb, e) if e.iri else None
        if family and (family[:1].islower() or len(family.split()) == 1 and any(c in family for c in "'’")):
            families.setdefault(fold(family.replace("’", "'")), []).append(e)
    if not families:
        return
    for token in doc:
        for n in (3, 2, 1):
            span = doc[token.i:token.i + n]
            if len(span) < n or any(i in covered for i in range(span.start, span.end)):
                continue
            people = families.get(fold(span.text.replace("’", "'")), [])
            if len(people) == 1 and (span.end == len(doc) or not doc[span.end].is_alpha
                                     or not doc[span.end].text[:1].isupper()):
                add(span.start, span.end, people[0], 0.85, "family-name")
                break


def _seen_family(ctx: ArticleContext) -> set[str]:
    return {_family_name(ctx.kb, e) for e in ctx.persons.values() if e.iri} - {None}


def _member_in_house(doc, token) -> bool:
    # "a member of the committee": a member, but not a party role phrase
    return token.i > 0 and doc[token.i - 1].pos_ in ("PROPN", "ADJ")


def _family_name_form(token, any_tag: bool = False) -> bool:
    """Can a word the tagger did not take for a name still be a family name on its own form: a
    capital then lower case (hyphenated parts too, "Wilson-Raybould"; not an acronym in capitals),
    tagged a noun, an adjective or a verb (the tags a name first in its sentence gets), and no
    common word of English or French ("Long", "Fast", "Church", « Gourde » are left out: only
    someone named before is taken under them)? _name_mention then needs exactly one member of that
    family name sitting on the day. `any_tag`: whatever the tag (a proper noun too)."""
    text = token.text
    if not any_tag and token.pos_ not in ("NOUN", "ADJ", "VERB", "X") or len(text) < 3 or token.like_url or token.like_email:
        return False
    parts = text.split("-")
    if not all(p[:1].isupper() and p[1:].islower() and p.isalpha() for p in parts if p) or "" in parts:
        return False
    return fold(text).lower() not in common_words_of_either_language() and text.lower() not in common_words_of_either_language()


# prepositions before a place: a word after them the NER took for a place is one ("in Kent", « à Fergus »)
_PLACE_PREPOSITIONS = {"in", "at", "from", "near", "across", "throughout", "outside", "inside", "into", "toward",
                       "towards", "en", "dans", "au", "aux", "à", "vers", "depuis", "près", "chez"}


@lru_cache(maxsize=1)
def _country_names() -> frozenset[str]:
    """The names of the world's countries and regions, in English and French (CLDR, through Babel),
    folded to lower case."""
    from babel import Locale
    names = set()
    for lang in ("en", "fr"):
        names.update(fold(name).lower() for name in Locale(lang).territories.values())
    return frozenset(names)


def _rare_name_taken_for_a_place(doc, token) -> bool:
    """The small models tag many rare family names as places ("X resigned", « X exige ... »,
    X tagged GPE or LOC). Such a word is still tried as a family name when its form is a name's
    and no common word (_family_name_form), it is no country's or region's name ("Jordan"), and
    nothing around it makes it a place: no place preposition before it ("in Kent", « à Fergus »), no
    hyphen joining it to another name ("Chatham-Kent"). _name_mention then needs exactly one member of
    that family name sitting on the day."""
    if not _family_name_form(token, any_tag=True) or fold(token.text).lower() in _country_names():
        return False
    before = doc[token.i - 1] if token.i > 0 else None
    if before is not None and (before.lower_ in _PLACE_PREPOSITIONS or before.text in ("-", "–", "—")
                               and not before.whitespace_):
        return False
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return not (after is not None and after.text in ("-", "–") and not token.whitespace_)


def _name_mention(doc, start, end, ctx: ArticleContext, date, add, family_only=False) -> None:
    kb = ctx.kb
    span = doc[start:end]
    text = span.text
    if len(span) == 1:
        # a family name alone: someone already mentioned, else the one sitting member of that name
        same = [e for e in ctx.persons.values() if e.label and (
            _family_name(kb, e) == text or fold(_family_name(kb, e) or "") == fold(text))]
        if len(same) == 1:
            add(start, end, same[0], 0.85, "family-name")
            return
        if len(same) > 1:
            return
        candidates = _candidates(kb, text, date)
        people = [c for c in candidates if kind_of(c) == "person" and date and kb.is_member_at(c, date)]
        if len(people) == 1 and fold(text).lower() in common_words() and not any(
                k in ("prime-minister", "speaker") or k.startswith(("leader/", "minister/"))
                for k in kb.offices_held(people[0], date)):
            return  # "Valley", "Young": a common word too, a backbencher's only when named in full before
        if len(people) == 1:
            add(start, end, _person_entity(kb, people[0], text), 0.7, "family-name")
            return
        honorific = doc[start - 1].lower_.rstrip(".") if start > 0 else ""
        if not candidates and honorific in _HONORIFIC_GENDER and doc[start - 1].text[:1].isupper() \
                and span[0].pos_ == "PROPN" and text[:1].isupper() and fold(text).lower() not in _ROLE_WORDS:
            # "Mr. Dunmore", « Mme Vaillancourt »: an honorific makes a family name someone's, whom the KB
            # does not know; a person of the honorific's gender, so that "he" may take them up
            # rather than someone named before them
            add(start, end, Entity("person", label=text, local=True, gender=_HONORIFIC_GENDER[honorific]), 0.7, "honorific")
        return
    if family_only:
        return
    candidates = [c for c in _candidates(kb, text, date) if kind_of(c) == "person"]
    chosen = _pick(kb, candidates, date, ctx) if candidates else None
    if chosen is not None:
        add(start, end, _person_entity(kb, chosen, text), 0.85, "ner+kb")
        return
    if candidates:
        return  # several people of that name: leave it unlinked rather than guess
    if not all(t.text[:1].isupper() for t in span if t.is_alpha) or len(text) > 60:
        return
    if any(_BILL_NUMBER.match(t.text) for t in span):
        return  # "Bill C-1", "Motion M-1": a bill's or motion's number, not a person's name
    if not _personal_name(kb, span):
        return  # "Standing Order", "Transcript Prediction": the NER's guess, with no given name
    # a person the KB lacks gets the gender its given name has for every KB person who bears it, so
    # that "he" is not taken for "Jane Doe"
    add(start, end, Entity("person", label=text, local=True, gender=gender_of_given_name(kb, span[0].text)), 0.75, "ner")


# the honorifics before a family name, with the gender they give
_HONORIFIC_GENDER = {"mr": "male", "m": "male", "monsieur": "male", "mrs": "female", "ms": "female", "miss": "female",
                     "mme": "female", "madame": "female", "dr": None}
_ROLE_WORDS = _MEMBER_NOUNS | _LEADER_NOUNS | _SPEAKER_NOUNS | {t.rstrip(".") for t in _TITLES}


def _given_name(kb, token) -> bool:
    """Is `token` like a given name: a capitalized word (no acronym, title, role word, place or
    organization) that some KB person has as a given name or that is no common English word?"""
    given = kb.given_names()
    if given is None or not token.is_alpha or len(token.text) < 2 or not token.text[0].isupper() \
            or token.text[1:].isupper() or token.lower_ in _ROLE_WORDS or token.pos_ != "PROPN" \
            or token.ent_type_ in ("GPE", "LOC", "ORG", "NORP", "FAC", "EVENT", "DATE"):
        return False
    folded = fold(token.text).lower()
    return folded in given or folded not in common_words()


def _personal_name(kb, span) -> bool:
    """Does `span` start like a personal name: an initial, a given name the reference KB knows for
    someone, or a word that is no common English word? A person the KB lacks is minted only then."""
    given = kb.given_names()
    if given is None:
        return True
    first = span[0].text.strip(".")
    folded = fold(first).lower()
    return len(first) == 1 or folded in given or folded not in common_words()


def pronoun_gender(token) -> str | None:
    return _PRONOUNS.get(token.lower_)


def is_pronoun(token) -> bool:
    return token.lower_ in _PRONOUNS


def _name_after_coordinated_titles(kb, doc, token, mentions, office_key, date, deputy_pm: bool = False):
    """The person named in apposition after two coordinated titles of which `token` heads one:
    "the Deputy Prime Minister and Minister of X, Jane Doe, said", "the Minister of X and Deputy
    Prime Minister, Jane Doe", « la vice-première ministre et ministre de X, Jane Doe ». One person
    holds both only when the second title has no determiner of its own ("and the Finance Minister,
    X" names a second person), and, when the KB knows who held the office that day (`office_key`,
    or with `deputy_pm` the deputy prime minister's, which the KB joins to a portfolio), only if
    the person named held it that day or the day before."""
    first = token.head if token.dep_ == "conj" and token.head.i != token.i else token
    seconds = [c for c in first.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")]
    if len(seconds) != 1 or any(c.dep_ == "det" for c in seconds[0].children):
        return None
    second = seconds[0]
    # where the coordinated titles end: the second's phrase, without a name the parser hung on it
    named_on_it = {t.i for a in second.subtree if a.dep_ == "appos" for t in a.subtree}
    end = max(t.i for t in second.subtree if t.i not in named_on_it and not t.is_punct) + 1
    if end >= len(doc) or doc[end].text != ",":
        return None
    named = next((m for m in mentions if m.tokens[0] == end + 1 and m.entity.kind == "person" and m.entity.iri is not None
                  and doc[m.tokens[0]:m.tokens[1]].root.dep_ == "appos"
                  and doc[m.tokens[0]:m.tokens[1]].root.head.i in (first.i, second.i)), None)
    if named is None:
        return None
    if office_key and date:
        holders = [iri_of(h) for h in kb.office_holders(office_key, date)]
        if holders and str(named.entity.iri) not in {str(h) for h in holders}:
            return None
    if deputy_pm and (date is None or not any("deputy-prime-minister" in k for d in (date, date - dt.timedelta(days=1))
                                              for k in kb.offices_held(named.entity.iri, d))):
        return None
    return named

