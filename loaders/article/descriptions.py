"""Descriptions that take up a person already named: "the Nova Scotia MP", « l'élue bloquiste »,
"the former minister", "this veteran lawmaker", "the 52-year-old", each checked against the KB.

News names a person once, then refers to them by what they are: a definite or demonstrative noun
phrase headed by a noun of person (member, minister, leader, politician; député, élu, ministre,
chef), whose modifiers say things the reference KB can check on the article's day: a party ("the
Liberal MP", « le député bloquiste »), a province ("the Alberta MP", « l'élu néo-écossais »), that
an office was held and is no longer ("the former minister", « l'ancienne ministre »), a gender
(« la députée »), an age ("the 52-year-old"). Modifiers that say nothing checkable ("veteran",
"embattled", « chevronné ») neither help nor block. The phrase takes up the nearest person already
named who fits every checkable word, or no one when two fit in the same reach (precision first).

What is never taken up: an indefinite ("a Liberal MP") or plural phrase, a phrase with a complement
or a clause that says who it is ("the MP for X", « la ministre des Finances », "the MP who ..."), a
name after the noun ("the MP X", handled where names are), a phrase picking one out of a set ("the
first MP to ...", "the other minister"), a noun compound naming another office ("the finance
minister", "the House leader": mentions.py reads role phrases that name an office's holder).

Reach: the persons named in the sentence before the phrase, in the paragraph before it, and the
sentence before (where a pronoun looks). A phrase with a strong check (a party, a province, an age,
"former", "outgoing", a term count) may reach further back in the article when nobody within that
reach fits: then exactly one person named before in the whole article must fit.

More modifiers the KB checks: "outgoing", « sortant » (a member that day, or, while the House is
dissolved or just after its election, one whose seat ended with the dissolution); a count of terms
("the two-term MP", "the first-term member", « le député à son troisième mandat »: the Parliaments
sat in up to the day); the year of a first election ("the MP, first elected in 2015,", « élue pour
la première fois en 2015 »: the first seat's year); « ex- » written in one word with its noun (« l'ex-ministre »); an age in
French (« l'élue de 47 ans »).

People named by what they were: a head the KB cannot check, a trade or past trade ("the former
astronaut", "the lawyer", « l'ancien policier »), a place of origin ("the Quebecer", « le
Québécois »), a decade of age ("the septuagenarian", « le sexagénaire ») when the KB has no birth
date (with one, the decade is checked like any age). Such a phrase takes up, precision first:
(1) the one person the text itself said it of before ("X, a former astronaut,", "former astronaut
X", « X, ancien policier, », "X is a lawyer": note_epithets), whatever else is in reach; nobody
when it was said of two, or of someone the KB does not know; (2) failing that, when the phrase says a past
trade ("former", « ancien », « ex- »), a trade by training (« l'avocat de formation », "the engineer by
training") or an age (a bare trade, "the officer", may bring in someone
new the story implies), the one person in reach, when that person is also the last subject named
(what the text was about). Two people in
reach, a noun said before with an indefinite article of someone unnamed ("an astronaut told ..."),
a plural ("the lawyers"), an indefinite ("a former police officer"), a complement saying whose
(« l'avocat de X »), a generic word ("the average Quebecer"): nobody. Checkable modifiers on such a
head (a party, an age, a term count) must still hold.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from .lexicon import words
from .mentions import _PROVINCES, Entity, _french_party_adjective, _in_province

# the age a phrase gives: "the 52-year-old", "the 52-year-old MP"
_AGE = re.compile(r"^(\d{2,3})\s*-?\s*year\s*-?\s*old$")
DEFINITE = {"the", "le", "la", "l'", "l’"}
DEMONSTRATIVE = {"this", "that", "ce", "cet", "cette"}
# the gender a French determiner gives (« l' » gives none)
_DET_GENDER = {"le": "male", "la": "female", "ce": "male", "cet": "male", "cette": "female"}
# the gender a French noun of person gives by itself (else its determiner's or its adjectives')
_NOUN_GENDER = {"député": "male", "députée": "female", "élu": "male", "élue": "female", "cheffe": "female",
                "politicien": "male", "politicienne": "female"}
# French adjectives of a province (any gender or number) and the regions several provinces make
_FRENCH_PROVINCES = {"albertain": "alberta", "ontarien": "ontario", "québécois": "quebec", "manitobain": "manitoba",
                     "saskatchewanais": "saskatchewan", "britanno-colombien": "british columbia",
                     "néo-écossais": "nova scotia", "néo-brunswickois": "new brunswick", "terre-neuvien": "newfoundland",
                     "prince-édouardien": "prince edward island", "yukonnais": "yukon", "ténois": "northwest territories",
                     "nunavois": "nunavut"}
_REGIONS = {"atlantic": ("nova scotia", "new brunswick", "prince edward island", "newfoundland"),
            "atlantique": ("nova scotia", "new brunswick", "prince edward island", "newfoundland"),
            "prairie": ("manitoba", "saskatchewan", "alberta")}
# "member of Parliament", « député fédéral » is said with "of Parliament": not a complement naming someone
_OF_THE_HOUSE = {"parliament", "commons", "house"}
# nouns of a person's decade of age ("the septuagenarian", « le septuagénaire »): the decade
_AGE_NOUNS = {"quadragenarian": 40, "quinquagenarian": 50, "sexagenarian": 60, "septuagenarian": 70,
              "octogenarian": 80, "nonagenarian": 90, "trentenaire": 30, "quadragénaire": 40, "quarantenaire": 40,
              "quinquagénaire": 50, "cinquantenaire": 50, "sexagénaire": 60, "septuagénaire": 70,
              "octogénaire": 80, "nonagénaire": 90}
# the number a term count is said with ("two-term", "first-term", « à son troisième mandat »)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
           "eighth": 8, "ninth": 9, "tenth": 10, "premier": 1, "première": 1, "deuxième": 2, "second": 2,
           "seconde": 2, "troisième": 3, "quatrième": 4, "cinquième": 5, "sixième": 6, "septième": 7,
           "huitième": 8, "neuvième": 9, "dixième": 10}
# a term, as a count is said of it ("a two-term MP", « député à son deuxième mandat »)
_TERM_NOUNS = {"term", "mandat"}
# dependents that say who the phrase is by themselves: a complement, a clause, a name, a possessor
_IDENTIFYING = {"prep", "acl", "relcl", "acl:relcl", "appos", "poss", "nmod:poss", "conj", "flat:name", "flat"}


@dataclass
class Description:
    """What a description says of the person it takes up, each part checkable in the KB."""
    office: str  # member, minister, leader, person (nothing of an office)
    gender: str | None = None
    party: str | None = None  # party IRI
    provinces: tuple = ()  # _PROVINCES values the riding must be in (one of)
    former: bool = False  # "former", « ancien »: held the office before, holds it no more
    outgoing: bool = False  # "outgoing", « démissionnaire »: holds it or held it
    age: int | None = None
    decade: int | None = None  # "the septuagenarian": the decade of the age (70)
    terms: int | None = None  # "the two-term MP", « à son troisième mandat »: the Parliaments sat in
    first_elected: int | None = None  # "the MP, first elected in 2015,": the year of the first seat
    # a head the KB cannot check ("the former astronaut", « l'avocat », « le Québécois »): the noun;
    # the phrase then takes up only whom the text said it of, or the one person in reach (taken_up)
    head: str | None = None
    # the trade said as the person's training or calling (« l'avocat de formation », "the engineer by
    # training"): what a person named is, not someone new the story brings in, as "former" says
    learned: bool = False

    @property
    def strong(self) -> bool:
        """Does it say something of few persons (a party, a province, an age, a past office)? Then it
        may take up someone named earlier than a pronoun would."""
        return self.party is not None or bool(self.provinces) or self.age is not None or self.former \
            or self.decade is not None or self.terms is not None or self.outgoing or self.first_elected is not None


def _bare_modifier(c) -> bool:
    """An adjective or a participle of its own, with nothing but an adverb under it ("embattled",
    « chevronnée », « bloquiste » however the parser hangs it: amod or acl)."""
    return c.dep_ in ("amod", "acl") and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm")) and not any(
        g.dep_ not in ("advmod", "punct", "cc") for g in c.children)


def _infinitive_asked(c) -> bool:
    """« de mentir », « de retirer ses propos »: an infinitive brought by « de », which the parser may
    hang on the person asked or accused rather than on the verb: not the noun's complement."""
    return "Inf" in c.morph.get("VerbForm") and any(
        g.dep_ in ("mark", "case") and g.lower_ in ("de", "d'", "d’") for g in c.children)


def _glued(c) -> list:
    """The tokens written together with `c`, without a space between them ("britanno-colombienne")."""
    doc = c.doc
    first = c.i
    while first > 0 and not doc[first - 1].whitespace_ and doc[first - 1].is_alpha | (doc[first - 1].text in "-‐"):
        first -= 1
    last = c.i
    while last + 1 < len(doc) and not doc[last].whitespace_ and (doc[last + 1].is_alpha or doc[last + 1].text in "-‐"):
        last += 1
    return list(doc[first:last + 1])


def _term_count(c, lang: str) -> int | None:
    """The count of terms a modifier says ("two-term", "first-term"; « à son troisième mandat »), or None."""
    if c.lower_ not in _TERM_NOUNS:
        return None
    if lang == "en" and c.dep_ in ("compound", "amod", "nmod"):
        counts = [_COUNTS.get(g.lower_) for g in c.children if g.dep_ in ("nummod", "amod", "compound")]
        if c.i >= 2 and c.doc[c.i - 1].text == "-" and c.doc[c.i - 2].lower_ in _COUNTS:
            counts = [_COUNTS[c.doc[c.i - 2].lower_]]  # ("first-term": the count written before it)
        return counts[0] if len(counts) == 1 and counts[0] is not None else None
    if lang == "fr" and c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ == "à" for g in c.children) \
            and any(g.dep_ == "det" and "Yes" in g.morph.get("Poss") for g in c.children):
        counts = [_COUNTS.get(g.lower_) for g in c.children if g.dep_ in ("amod", "nummod")]
        return counts[0] if len(counts) == 1 else None
    return None


def _first_elected(c) -> int | None:
    """The year a participle or relative clause on the noun says the person was first elected ("first
    elected in 2015", "who was first elected in 2015", « élue pour la première fois en 2015 »), or None."""
    if c.lemma_.lower() not in ("elect", "élire") or c.dep_ not in ("acl", "relcl", "acl:relcl", "amod"):
        return None
    first = any(g.lower_ == "first" and g.dep_ == "advmod" for g in c.children) or any(
        g.lower_ == "fois" and any(a.lower_ in ("première", "premier") for a in g.children) for g in c.children)
    years = [t for t in c.subtree if t.like_num and len(t.text) == 4 and t.text.isdigit()
             and 1867 <= int(t.text) <= 2100]
    return int(years[0].text) if first and len(years) == 1 else None


def _place_of_a_trade(s, c) -> bool:
    """« de Y », "from Y" (Y a city) on a trade noun: a place (a name the parser's entities call a
    place, no person, party or body of the KB), which says where the trade was practised, not whose
    lawyer or officer the person was (« l'avocat de X » is X's: another person)."""
    if c.dep_ == "prep" and c.lower_ in ("from", "in"):
        objects = [g for g in c.children if g.dep_ == "pobj"]
    elif c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ in ("de", "d'", "d’") for g in c.children):
        objects = [c]
    else:
        return False
    return len(objects) == 1 and all(t.ent_type_ in ("GPE", "LOC") and t.pos_ == "PROPN" and t.i not in s.by_token
                                     for t in objects[0].subtree if t.dep_ not in ("case", "det", "punct"))


def _trade_learned(c, lang: str) -> bool:
    """« de formation », « de métier », "by training", "by trade" on a trade noun: the trade was the
    person's training or calling, said with no article (not « la formation de X »: whose)."""
    learned = words("description", "trade_complements", lang)
    if c.dep_ == "prep" and c.lower_ == "by":
        objects = [g for g in c.children if g.dep_ == "pobj"]
        return len(objects) == 1 and objects[0].lower_ in learned and not list(objects[0].children)
    return c.dep_ == "nmod" and c.lower_ in learned and all(
        g.dep_ == "case" and g.lower_ == "de" for g in c.children)


def says_more(token, lang: str) -> bool:
    """Does the noun carry a term count or an age (« le député à son deuxième mandat », « l'élue de 47
    ans »)? Then it is no bare definite: the description, checked against the KB, says who."""
    return any(_term_count(c, lang) is not None or lang == "fr" and _french_age(c) is not None
               for c in token.children)


def _french_age(c) -> int | None:
    """« de 46 ans », « âgé de 46 ans » hung on the noun: the age, or None."""
    target = c
    if c.lower_ in ("âgé", "âgée") and c.dep_ in ("acl", "amod"):
        target = next((g for g in c.children if g.lower_ == "ans"), None)
        if target is None:
            return None
    elif not (c.lower_ == "ans" and c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ in ("de", "d'", "d’")
                                                              for g in c.children)):
        return None
    numbers = [g for g in target.children if g.dep_ == "nummod" and g.text.isdigit()]
    return int(numbers[0].text) if len(numbers) == 1 and 18 <= int(numbers[0].text) <= 110 else None


def _office_of(word: str, lang: str) -> str | None:
    for office in ("member", "minister", "leader", "person"):
        if word in words("description", f"{office}_nouns", lang):
            return office
    return None


def _age_of(text: str) -> int | None:
    m = _AGE.match(re.sub(r"\s+", " ", text.strip().lower()))
    return int(m.group(1)) if m else None


def _province_of(text: str) -> tuple:
    text = text.lower().strip()
    if text in _PROVINCES:
        return (_PROVINCES[text],)
    if text in _REGIONS:
        return tuple(_PROVINCES[p] for p in _REGIONS[text])
    for stem, province in _FRENCH_PROVINCES.items():
        if re.fullmatch(re.escape(stem) + r"(?:e|ne|es|nes|s)?", text):
            return (_PROVINCES[province],)
    return ()


def describe(s, token, indefinite: bool = False) -> Description | None:
    """The description `token` heads in sentence `s`, or None when the phrase is no anaphor of this
    kind (indefinite, plural, with a complement, a clause, a name, a word naming another office).
    `indefinite`: read only a phrase with an indefinite article ("a Liberal MP", « une élue
    bloquiste »), whose person the text may name next (named_next)."""
    lang = s.lang
    word = token.lower_
    doc = token.doc
    children = list(token.children)
    # (« l'élue », « une députée » tagged as the participle of « élire », « députer »: a noun by the
    # article right before it, which the parser may then hang on the verb)
    article_before = doc[token.i - 1] if token.i > 0 and doc[token.i - 1].pos_ == "DET" else None
    participle = lang == "fr" and token.pos_ == "VERB" and word in words("description", "member_nouns", lang) \
        and article_before is not None
    if lang not in ("en", "fr") or word.endswith("'s") or token.pos_ not in ("NOUN", "PROPN", "ADJ") and not participle:
        return None
    age = None
    if word == "old" and token.i >= 2 and doc[token.i - 1].text in ("-", "year-") or word in ("year-old", "-old"):
        # "the 52-year-old": the phrase is the age (tokenized as 52 - year - old), from its number on
        number = [t.i for t in token.subtree if t.like_num and t.i < token.i]
        age = _age_of(doc[number[0]:token.i + 1].text) if lang == "en" and number else None
        if age is None:
            return None
        office = "person"
    else:
        office = _office_of(word, lang)
    prefixed = False
    if office is None and word.startswith("ex-") and len(word) > 4:
        # « l'ex-policier », « l'ex-ministre »: one token, « ex- » saying the office or trade was left
        word, prefixed = word[3:], True
        office = _office_of(word, lang)
    head = None
    if office is None and (word in words("description", "epithet_nouns", lang) or word in _AGE_NOUNS):
        office, head = "person", word
    if office is None:
        return None
    if "Plur" in token.morph.get("Number") and not (lang == "fr" and head is not None) \
            or (lang == "en" and token.tag_ in ("NNS", "NNPS")):
        return None  # (the French parser's number of a trade noun is unsure: its article, singular, says it)
    dets = [c for c in children if c.dep_ == "det"] or ([article_before] if participle else [])
    contracted = not dets and any(c.dep_ == "case" and c.lower_ in ("au", "du") for c in children)
    articles = _INTRODUCING if indefinite else DEFINITE | DEMONSTRATIVE
    if indefinite and contracted or not contracted and (len(dets) != 1 or dets[0].lower_ not in articles):
        return None  # "a Liberal MP", "an MP", "his minister", "one MP", no determiner ("MP X")
    if token.dep_ in ("poss", "nmod:poss") or any(c.dep_ == "case" and c.lower_ in ("'s", "’s") for c in children):
        return None  # "the Liberal MP's motion": a possessor, read where possessors are
    article = "le" if contracted and any(c.lower_ == "au" or c.lower_ == "du" for c in children) else \
        (dets[0].lower_ if dets else None)
    found = Description(office=office, age=age, former=prefixed, head=head, decade=_AGE_NOUNS.get(word))
    # a bare "the MP", « le député » is read where bare definites are (grammar.py): only a phrase
    # that says more, or points ("this MP", « cette élue »), is read here; a head the KB cannot check
    # ("the lawyer") is read here bare, under the stricter rule of taken_up
    modified = age is not None or (article in DEMONSTRATIVE) or prefixed or head is not None
    if lang == "fr":
        found.gender = _NOUN_GENDER.get(word) or _DET_GENDER.get(article or "") \
            or ({"une": "female", "un": "male"}.get(article or "") if indefinite else None)
        if found.gender is None and head is not None and _epithet_key(word) != word:
            found.gender = "female"  # (« l'avocate », « la policière »: the feminine form; the parser's
            # gender of such nouns is unsure, and « médecin », « journaliste » have one form for both)
    kb = s.kb
    skip = set(range(min(t.i for t in token.subtree), token.i)) if age is not None else set()
    for t in token.subtree:
        if t.lower_ in _TERM_NOUNS and t.i >= 2 and doc[t.i - 1].text == "-" and doc[t.i - 2].lower_ in _COUNTS:
            skip.update((t.i - 2, t.i - 1))  # ("first-term": its count, whatever the parser hung it on)
    for c in children:
        if c.dep_ in ("det", "case", "punct") or c.i in {d.i for d in dets} or c.i in skip:
            continue
        if _infinitive_asked(c):
            continue  # « accuse la ministre de mentir »: what she is accused of, hung on her by the parser
        terms = _term_count(c, lang)
        if terms is not None:
            found.terms = terms  # "the two-term MP", « le député à son troisième mandat »
            modified = True
            continue
        year = _first_elected(c)
        if year is not None:
            found.first_elected = year  # "the MP, first elected in 2015,", « la députée, élue pour la première fois en 2015, »
            modified = True
            continue
        age_said = _french_age(c) if lang == "fr" else None
        if age_said is not None:
            found.age = age_said  # « l'avocat de 46 ans », « le député âgé de 52 ans »
            modified = True
            continue
        if c.dep_ == "appos" and any(g.dep_ == "det" and g.lower_ in INDEFINITE for g in c.children):
            continue  # "the first-term MP, a former lawyer, ...": says more of the same person, not who
        if head is not None and _place_of_a_trade(s, c):
            continue  # « l'ancienne juge de Y », "the former officer from Y": where, not whose
        if head is not None and _trade_learned(c, lang):
            found.learned = True  # « l'avocat de formation », "the engineer by training": what, not whose
            continue
        if head is not None and c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN") and not any(
                t.i in s.by_token and s.by_token[t.i].entity.kind in ("person", "party") for t in c.subtree):
            continue  # "the former police officer", "the Y police officer": the trade's own words
        glued = _glued(c)
        if len(glued) > 1 and (c.i < token.i) == (glued[0].i < token.i):
            # « britanno-colombienne », « néo-démocrate » split at the hyphen: the whole word
            text = "".join(t.text for t in glued)
            provinces = _province_of(text)
            party = _french_party_adjective(kb, text.lower(), inflected=True) if kb is not None and lang == "fr" else None
            if provinces or party:
                if provinces:
                    found.provinces = provinces
                else:
                    found.party = str(getattr(party, "iri", party))
                skip.update(t.i for t in glued)
                modified = True
                continue
        if c.dep_ in _IDENTIFYING and not (c.dep_ == "prep" and c.lower_ == "of" and any(
                g.lower_ in _OF_THE_HOUSE for g in c.children)) and not _bare_modifier(c):
            return None  # "the MP for X", "the MP who ...", "the minister, X," (a name after it)
        if c.dep_ == "nmod" and (any(g.dep_ == "case" for g in c.children) or c.i in s.by_token
                                 and s.by_token[c.i].entity.kind == "person"):
            return None  # « la ministre des Finances », « le député de Beauce », « le député X »
        if c.dep_ in ("compound", "nummod", "amod", "nmod") and c.i in s.by_token \
                and s.by_token[c.i] is not s.by_token.get(token.i):  # (the role phrase's own words: by their text)
            entity = s.by_token[c.i].entity
            if entity.kind == "party" and entity.iri is not None and found.party in (None, str(entity.iri)):
                found.party = str(entity.iri)
                modified = True
                continue
            if entity.kind != "party":
                provinces = _province_of(" ".join(t.text for t in c.subtree))
                if provinces:
                    found.provinces = provinces
                    modified = True
                    continue
                return None  # a person, a riding, a body: another kind of phrase
        text = " ".join(t.text for t in c.subtree) if c.dep_ in ("compound", "amod", "nmod") else c.text
        lower = c.lower_
        if lower in words("description", "not_anaphoric", lang):
            return None
        if lower in words("description", "former", lang) or (lower == "ex" and c.i + 1 == token.i):
            found.former = True
            modified = True
            continue
        if lower in words("description", "outgoing", lang):
            found.outgoing = True
            modified = True
            continue
        if lang == "en" and _age_of(text) is not None:
            found.age = _age_of(text)
            modified = True
            continue
        provinces = _province_of(text)
        if provinces:
            found.provinces = provinces
            modified = True
            continue
        party = None
        if kb is not None:
            # ("New Democrat": the party's name in two words, the first hung on the second)
            party = (kb.party_by_name(c.text) or kb.party_by_name(text)) if c.text[:1].isupper() else None
            if party is None and lang == "fr" and c.pos_ in ("ADJ", "NOUN"):
                party = _french_party_adjective(kb, lower, inflected=True)
        if party is not None:
            found.party = str(getattr(party, "iri", party))
            modified = True
            continue
        if lower in words("description", "neutral_nouns", lang) and c.dep_ in ("compound", "amod", "nmod"):
            modified = True
            continue
        if _bare_modifier(c) and not c.text[:1].isupper():
            # "veteran", "embattled", « controversé », « chevronnée »: nothing checkable; the French
            # adjective gives the gender when the article does not (« l'ancienne »)
            if lang == "fr" and found.gender is None:
                form = c.morph.get("Gender")
                found.gender = {"Masc": "male", "Fem": "female"}.get(form[0]) if form else None
            modified = True
            continue
        if c.dep_ in ("advmod",):
            continue
        return None  # a noun compound ("the finance minister", "the House leader"), a name: not this kind
    if lang == "fr" and found.gender is None:
        # (« l'ancienne ministre »: the adjective before the noun is its det's sibling, gender on it)
        forms = [g for c in children if c.dep_ == "amod" for g in c.morph.get("Gender")]
        found.gender = {"Masc": "male", "Fem": "female"}.get(forms[0]) if len(set(forms)) == 1 else None
    if not modified:
        return None
    if lang == "en" and found.gender is None:
        found.gender = _gender_of_its_possessives(s, token)
    last = max(t.i for t in token.subtree)
    after = s.by_token.get(last + 1)
    if after is not None and after.entity.kind == "person" and after.tokens[0] == last + 1:
        return None  # "the Liberal MP Jane Doe": the name says who
    return found


_POSSESSIVES = {"her": "female", "herself": "female", "his": "male", "himself": "male"}


def _gender_of_its_possessives(s, token) -> str | None:
    """The gender English tells of the subject `token` by the possessives and reflexives of its own
    clause ("the veteran MP made no secret of her frustration", "the MP defended himself"), when they all
    say one and the clause names no person they might be of instead; else None."""
    verb = token.head
    if token.dep_ not in ("nsubj", "nsubjpass") or verb.i == token.i:
        return None
    own = set(t.i for t in token.subtree)
    inside = [t for t in verb.subtree if t.i not in own and not s.quoted(t)]
    # (not into a clause of its own: "... after she said his remark ...")
    clauses = [t for t in inside if t.i != verb.i and t.dep_ in ("ccomp", "advcl", "relcl", "acl", "xcomp", "conj")
               and any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)]
    excluded = {g.i for c in clauses for g in c.subtree}
    inside = [t for t in inside if t.i not in excluded]
    if any(t.i in s.by_token and s.by_token[t.i].entity.kind == "person" for t in inside) \
            or any(t.lower_ in ("her", "him", "she", "he") and t.dep_ != "poss" for t in inside):
        return None  # (someone else in the clause the possessive may be of)
    genders = {_POSSESSIVES[t.lower_] for t in inside if t.lower_ in _POSSESSIVES
               and (t.dep_ == "poss" or t.lower_.endswith("self"))}
    return genders.pop() if len(genders) == 1 else None


def _offices(kb, iri, day) -> list[str]:
    return list(kb.offices_held(iri, day))


def _holds(office: str, keys) -> bool:
    if office == "minister":
        # (a minister's office, whatever the KB's key puts first: not the prime minister's, nor a
        # shadow minister's or a parliamentary secretary's)
        return any("minister" in k and k != "prime-minister" and not k.startswith("shadow")
                   and "parliamentary-secretary" not in k for k in keys)
    if office == "leader":
        return any(k.startswith("leader/") for k in keys)
    return False


def _terms_sat(kb, iri, day: dt.date) -> int:
    """How many Parliaments the person has sat in up to `day` (their terms, the one they sit in counted)."""
    rows = getattr(kb, "memberships", lambda _: [])(str(iri))
    return len({m.get("parliament") for m in rows if m.get("valid_from") and m["valid_from"] <= day.isoformat()})


def _sat_until_dissolution(kb, iri, day: dt.date) -> bool:
    """Was the person a member until the House was dissolved for the election of `day`'s time (their
    seat ended with their Parliament, in the months before, and they do not sit again yet)? "The
    outgoing MP", « le député sortant » during a campaign or just after its election."""
    rows = getattr(kb, "memberships", lambda _: [])(str(iri))
    today = day.isoformat()
    ended = [m for m in rows if m.get("valid_until") and m["valid_until"] < today]
    if not ended or any((m.get("valid_from") or "") <= today and (not m.get("valid_until") or m["valid_until"] >= today)
                        for m in rows):
        return False  # (sitting that day: a member, not only an outgoing one)
    last = max(ended, key=lambda m: m["valid_until"])
    until = dt.date.fromisoformat(last["valid_until"])
    parliament_at = getattr(kb, "parliament_at", None)
    if parliament_at is None or (day - until).days > 120:
        return False
    # (its Parliament ended with it: the seat was not given up in the middle of one)
    return parliament_at(until + dt.timedelta(days=1)) != last.get("parliament")


def fits(kb, person: Entity, d: Description, day: dt.date, unknown_age: bool = False) -> bool:
    """Does every checkable word of the description hold of the KB person on `day`?"""
    iri = person.iri
    if iri is None or getattr(person, "local", False):
        return False
    if d.gender and person.gender and person.gender != d.gender:
        return False
    if d.party is not None and str(kb.party_at(iri, day) or "") != d.party:
        return False
    if d.provinces:
        riding = kb.riding_at(iri, day)
        if d.former and riding is None:
            before = getattr(kb, "memberships", lambda _: [])(str(iri))
            riding = before[-1]["iri"] if before else None
        if riding is None or not any(_in_province(riding, p) for p in d.provinces):
            return False
    if d.age is not None or d.decade is not None:
        record = kb.person(iri)
        born = getattr(record, "birth_date", None) if record is not None else None
        if born is None:
            # an age the KB cannot check says nothing sure: refused (a decade noun said of the one
            # person in reach is read as its head, taken_up's stricter rule, when `unknown_age` lets it)
            if not (unknown_age and d.age is None):
                return False
        else:
            age = day.year - born.year - ((day.month, day.day) < (born.month, born.day))
            if d.age is not None and age != d.age or d.decade is not None and age // 10 * 10 != d.decade:
                return False
    if d.terms is not None and _terms_sat(kb, iri, day) != d.terms:
        return False
    if d.first_elected is not None:
        starts = [m["valid_from"] for m in getattr(kb, "memberships", lambda _: [])(str(iri)) if m.get("valid_from")]
        if not starts or int(min(starts)[:4]) != d.first_elected:
            return False
    if d.office == "person":
        return True
    if d.office == "member":
        sits = kb.is_member_at(iri, day)
        if d.former:
            return not sits and bool(getattr(kb, "memberships", lambda _: [])(str(iri)))
        return sits or (d.outgoing and (kb.is_member_at(iri, day - dt.timedelta(days=1))
                                        or _sat_until_dissolution(kb, iri, day)))
    now = _holds(d.office, _offices(kb, iri, day))
    yesterday = _holds(d.office, _offices(kb, iri, day - dt.timedelta(days=1)))
    left = getattr(kb, "offices_left_before", None)
    held = left is not None and _holds(d.office, left(iri, day))
    if d.former:
        return held and not now
    if d.outgoing:
        return now or yesterday or held
    # news still call one who leaves the office that day by it ("X resigned on Monday; the
    # minister said ...")
    return now or yesterday


INDEFINITE = {"a", "an", "one", "another", "un", "une"}
# the articles that bring in someone the text names next ("A Liberal MP apologized ... X, who ...":
# not "one MP", "another MP", which count or contrast)
_INTRODUCING = {"a", "an", "un", "une"}


def _epithet_key(word: str) -> str:
    """The key a head noun the KB cannot check is remembered by: « avocate » is said of one
    « avocat », "ex-" words by their noun."""
    word = word.lower()
    word = word[3:] if word.startswith("ex-") else word
    for ending, base in (("ienne", "ien"), ("euse", "eur"), ("ière", "ier"), ("aine", "ain"), ("oise", "ois"),
                         ("aise", "ais"), ("onne", "on"), ("ante", "ant"), ("ente", "ent"), ("ate", "at"),
                         ("ure", "ur")):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + base
    return word


def note_epithets(s) -> None:
    """Remember what the sentence says a person is by a noun the KB cannot check: "X, a former
    astronaut,", "former police officer X", "X is a lawyer", « X, ancien policier, », « X est
    avocat ». A phrase with that noun later ("the former astronaut") takes up that person
    (descriptions.py, taken_up); a noun said with an indefinite article and of nobody named ("an
    astronaut said") is someone else, whom it may take up instead: then nobody named."""
    if s.lang not in ("en", "fr"):
        return
    d = s.discourse
    for token in s.sent:
        word = token.lower_
        bare = word[3:] if word.startswith("ex-") else word
        if token.pos_ not in ("NOUN", "PROPN") or bare not in words("description", "epithet_nouns", s.lang) \
                and bare not in _AGE_NOUNS:
            continue
        if token.tag_ in ("NNS", "NNPS") or any(c.dep_ == "det" and c.lower_ in ("les", "des", "ces", "the") and
                                                "Plur" in token.morph.get("Number") for c in token.children):
            continue  # ("lawyers", « les avocats »: a group, said of nobody one)
        person = _said_of(s, token)
        key = _epithet_key(bare)
        if person is not None:
            said = d.epithets.setdefault(key, [])
            if all(p.key != person.key for p in said):
                said.append(person)
        elif any(c.dep_ == "det" and c.lower_ in INDEFINITE for c in token.children):
            d.unnamed_nouns.add(key)


def _person_at(s, i: int):
    m = s.by_token.get(i)
    return m.entity if m is not None and m.entity.kind == "person" else None


def _said_of(s, token):
    """The person named whom the noun `token` says what they are (apposition, a title before the
    name, a predicate), or None."""
    head = token.head
    if token.dep_ in ("appos", "nmod", "acl") and head.i != token.i and head.i < token.i \
            and token.doc[token.i - 1].text != "de" and any(t.text == "," for t in token.doc[head.i:token.i]):
        # "X, a former astronaut,", « X, ancien policier, »
        return _person_at(s, head.i)
    if token.dep_ in ("compound", "amod", "nmod", "appos") and head.i > token.i:
        # "former astronaut X", « l'ancien policier X »: the noun titles the name after it
        person = _person_at(s, head.i)
        following = s.by_token.get(token.i + 1)
        if person is not None and following is not None and following.entity.key == person.key:
            return person
    following = s.by_token.get(token.i + 1)
    if following is not None and following.tokens[0] == token.i + 1 and following.entity.kind == "person" \
            and token.dep_ not in ("obj", "dobj", "pobj", "obl"):
        return following.entity  # (the name right after the noun that titles it, however parsed)
    if any(c.dep_ == "cop" for c in token.children):
        # "X is a lawyer", « X est avocat », "X, who was a police officer"
        subjects = [c for c in token.children if c.dep_ in ("nsubj", "nsubj:pass")]
        if len(subjects) == 1:
            return _person_at(s, subjects[0].i)
    for c in token.children:
        if c.dep_ in ("appos",) and c.i > token.i and _person_at(s, c.i) is not None:
            return _person_at(s, c.i)  # "a former astronaut, X," (the name in apposition to the noun)
    return None


def note_unnamed(s) -> None:
    """Remember the nouns of person the sentence uses with an indefinite article ("a Liberal MP",
    « une élue bloquiste »), in the singular: someone the article does not name, whom a description
    with that noun may take up later; such a description then takes up nobody named."""
    if s.lang not in ("en", "fr"):
        return
    for token in s.sent:
        if token.lower_ in ("year-old", "old") or _office_of(token.lower_, s.lang) is None:
            continue
        if any(c.dep_ == "det" and c.lower_ in INDEFINITE for c in token.children) \
                and "Plur" not in token.morph.get("Number"):
            s.discourse.unnamed_nouns.add(token.lower_)


def taken_up(s, token) -> Entity | None:
    """The person a description headed by `token` takes up, or None (see the module's docstring)."""
    if s.kb is None or s.discourse.day is None:
        return None
    d = describe(s, token)
    if d is None and token.lower_ not in s.discourse.unnamed_nouns:
        introduced = describe(s, token, indefinite=True)
        # "A Liberal MP apologized on Tuesday ... X, who represents Y, said ...": named next
        return named_next(s, token, introduced) if introduced is not None and introduced.head is None else None
    if d is None or token.lower_ in s.discourse.unnamed_nouns:
        return None
    day = s.discourse.day
    # an object never takes up the subject of its own verb ("X accused the former minister")
    own = set()
    if token.dep_ not in ("nsubj", "nsubjpass", "nsubj:pass", "expl:subj"):
        clause = token.head
        own = {s.by_token[c.i].entity.key for c in clause.children
               if c.dep_ in ("nsubj", "nsubjpass", "nsubj:pass") and c.i in s.by_token}
    here = [m.entity for m in s.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
            and m.tokens[0] >= s.sent.start]
    near = here + list(s.discourse.paragraph_named) + list(s.discourse.recent)
    if d.head is not None:
        if d.decade is not None:
            # "the septuagenarian": an age the KB checks where it knows the birth date, as any age
            described = _taken_up_from(s, d, day, [near, list(s.discourse.named)], own)
            if described is not None:
                return described
        return _epithet_taken_up(s, d, day, near, own)
    tiers = [near] + ([list(s.discourse.named)] if d.strong else [])
    described = _taken_up_from(s, d, day, tiers, own)
    if described is None and not any(e.key not in own and e.iri is not None and fits(s.kb, e, d, day)
                                     for pool in tiers for e in pool):
        # nobody named before fits ("The Alberta MP told reporters ... X added ..."): the one the
        # paragraph names next, if that one fits
        return named_next(s, token, d)
    return described


def _inside_quotation_marks(sent, i: int) -> bool:
    """Is token `i` inside quotation marks opened earlier in `sent` (a paragraph read ahead, whose
    quotations are not marked yet)?"""
    before = sent.doc[sent.start:i].text
    return before.count('"') % 2 == 1 or before.count("«") > before.count("»") or before.count("“") > before.count("”")


def named_next(s, token, d: Description | None) -> Entity | None:
    """Cataphora: the person a description opening the story's sentence stands for when the
    paragraph names that person only in the next sentence ("A Liberal MP apologized on Tuesday ...
    X, who represents Y, said ...", "The Alberta MP told reporters ... X added ...", « Une députée
    néo-démocrate a déposé ... X, qui représente Y, ... »).

    Precision first: the phrase is the subject of its sentence's main clause, out of any quotation,
    and not of a sentence that names a person already; the next sentence of the paragraph names
    exactly one person who fits every checkable word on the day (party, province, office, "former",
    a term count, the gender French gives), that person is the subject of its main clause, and the
    article had not named them before (someone named before is taken up as an anaphor, or not at
    all). Two who fit, nobody who fits, a person who fits but is only an object or a complement:
    nobody."""
    if d is None or s.kb is None or s.discourse.day is None or s.quoted(token):
        return None
    if token.dep_ not in ("nsubj", "nsubjpass", "nsubj:pass") or token.head.i != s.sent.root.i:
        return None
    sent = s.sent
    if any(m.entity.kind == "person" and sent.start <= m.tokens[0] < sent.end and not (
            m.tokens[0] <= token.i < m.tokens[1]) for m in s.mentions):
        return None  # (someone named in the sentence: the phrase may be about them or another)
    following = next((t.sent for t in token.doc[sent.end:sent.end + 1]), None)
    mentions = s.mentions
    if following is None and s.discourse.next_paragraph is not None and not s.quotes:
        # (the phrase ends its paragraph, as a story's opening sentence often stands alone: the next
        # paragraph's first sentence, "A Liberal MP apologized ...¶ X, who represents Y, ...")
        doc, mentions = s.discourse.next_paragraph
        following = next(doc.sents, None)
        if following is None:
            return None
    elif following is None:
        return None
    # (the sentence tells its subject is someone else than the one described: "X spoke after her", "X
    # then ...", "X also apologized", « X a pris la parole ensuite », « X lui a répondu »)
    another = words("description", "another_after", s.lang)
    if any(t.lower_ in another and not (t.dep_ == "poss" or t.lower_ == "her" and t.dep_ == "det")
           for t in following):
        return None
    named_before = {e.key for e in s.discourse.named}
    people = {}
    for m in mentions:
        if m.entity.kind == "person" and following.start <= m.tokens[0] < following.end:
            people.setdefault(m.entity.key, (m, m.entity))
    if any(e.iri is None for _, e in people.values()):
        return None  # (someone named the KB does not know may be who is meant)
    fitting = [(m, e) for m, e in people.values() if fits(s.kb, e, d, s.discourse.day)]
    if len(fitting) != 1:
        return None
    m, person = fitting[0]
    if person.key in named_before or (s.quoted(token.doc[m.tokens[0]]) if following.doc is token.doc
                                      else _inside_quotation_marks(following, m.tokens[0])):
        return None
    place = following.doc[m.tokens[1] - 1]
    while place.head.i != place.i and m.tokens[0] <= place.head.i < m.tokens[1]:
        place = place.head
    while place.dep_ in ("appos", "flat", "flat:name", "compound") and place.head.i != place.i:
        place = place.head
    if place.dep_ not in ("nsubj", "nsubjpass", "nsubj:pass") or place.head.i != following.root.i:
        return None
    return person


def _taken_up_from(s, d: Description, day: dt.date, tiers: list, own: set) -> Entity | None:
    """The one person of the first pool where any fits `d`, or None (two fit: not told which)."""
    for pool in tiers:
        fitting = {}
        for e in pool:
            if e.key in own or e.iri is None or not fits(s.kb, e, d, day):
                continue
            fitting.setdefault(str(e.iri), e)
        if fitting:
            return next(iter(fitting.values())) if len(fitting) == 1 else None
    return None


def _epithet_taken_up(s, d: Description, day: dt.date, near: list, own: set) -> Entity | None:
    """Whom a phrase headed by a noun the KB cannot check ("the former astronaut", « le
    septuagénaire », "the lawyer") takes up: the one person the text itself said it of before (an
    apposition, a title, a predicate: note_epithets), or, when the text said it of nobody, the one
    person in reach (the sentence before it, the paragraph, the sentence before) when that person is
    also who the text was about (the last subject named). Two people in reach, a noun said of someone
    else or of someone unnamed ("an astronaut said ..."): nobody. The modifiers the KB checks (a
    party, "former" of an office, an age, a term count) must still hold; a decade of age is checked
    when the KB knows the birth date."""
    discourse = s.discourse
    key = _epithet_key(d.head)
    said = discourse.epithets.get(key)
    if said:
        fitting = {p.key: p for p in said if p.key not in own}
        if len(fitting) != 1:
            return None
        person = next(iter(fitting.values()))
        return person if person.iri is not None and fits(s.kb, person, d, day, unknown_age=True) else None
    if key in discourse.unnamed_nouns:
        return None
    if not (d.former or d.learned or d.decade is not None or d.age is not None or d.first_elected is not None):
        # a bare trade ("the lawyer", « l'agent ») may bring in someone new, whom the story implies
        # ("X condemned the attack. The officer ..."): only a past trade, a trade by training or an
        # age, which say what a person named was, take up the one in reach
        return None
    in_reach = {e.key: e for e in near}
    last = discourse.last_subject
    if len(in_reach) != 1 or last is None:
        return None
    person = next(iter(in_reach.values()))
    if person.key != last.key or person.key in own or person.iri is None:
        return None
    if any(person.key in {p.key for p in said_of} for said_of in discourse.epithets.values()):
        return None  # "X, a former police chief, ... The former astronaut ...": the text said what X was, not this
    return person if fits(s.kb, person, d, day, unknown_age=True) else None
