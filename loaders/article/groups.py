"""Groups of people told together: the plural phrases that take up people named together, and the
lists that name a counted group's members.

News tells one act of several people at once; each person is an event of their own (one Resignation
per member who leaves, one Accusation per accuser). Names joined in one noun phrase ("X and Y left",
« X et Y ont quitté ») are read where subjects and objects are (grammar.persons_of); this module
gives the same people to the phrases that stand for them:

- a plural that takes up a group named before, in the sentence or the one before it: a count that
  matches ("the two MPs", "both", "the pair", « les deux députés », « tous deux », « les trois
  ministres »), or a subject pronoun ("they", « ils », « elles ») after a sentence whose subject was
  that group and which named nobody else;
- a plural of people (subject or object) some of whose members a marker set off by a comma names,
  in its clause ("Three ministers resigned on Friday, including X and Y", "Seven MPs, among them X,
  left", « Plusieurs ministres ont démissionné, parmi lesquels X », « a accusé plusieurs ministres,
  dont X et Y »): those members, not the whole group (no count to check);
- the relative pronoun of a plural that some people are said to be among ("X and Y were among the
  ministers who resigned", "Among those who apologized were X and Y", « X figure parmi les élus qui
  ont quitté », « Parmi ceux qui se sont excusés, on compte X »): those people;
- a counted plural whose members a colon or a dash lists ("Two MPs resigned: X and Y", « Deux
  députés ont quitté : X et Y »), or that an apposition lists ("two MPs, X and Y, ...": the parse's
  appositions, read by persons_of);
- a subject joined by an additive phrase ("X, along with Y, resigned", "X resigned, together with
  Y", « X, ainsi que Y, a quitté », « de même que Y »), or the verb told again of another ("X accused
  Z of lying, as did Y": Y accused Z);
- a plural subject that names no one, whose members the next sentence names as some of them
  ("Several MPs apologized. X was among them.", « X était du nombre », « Parmi eux, X et Y »).

People told as following a departure just told ("Y followed him", "X left, followed by Y", "joined
by Y", "two MPs went with him, including Y", « Y les a suivis », « suivi de Y », « partis avec elle,
dont Y ») get a departure of their own (follows, a pattern registered with the kinds).

Precision first, a plural that cannot be resolved to exactly the people named gives nobody: a count
that matches no group or two, a generic plural ("MPs", « les députés ») or a party's members
unnamed, "they" when the sentence before named someone else too, « elles » for a group not all
women, a party noun ("the two Liberals") whose members did not all belong to it that day. A person
beside the subject in another role is not joined: "with the support of Y", "flanked by Y", « aux
côtés de Y ». Which events are distributive is the kinds' business: a group stands for its members
only where a pattern reads one person as subject or object (grammar._subject, _object); its first
member takes the place, the others are repeated as coordinated names are (events._share_with_coordinated).
"""

from __future__ import annotations

import datetime as dt

from .lexicon import PERSON_NOUNS, words
from .mentions import Entity

# counts of a group, in words (digits are read as numbers)
COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
          "neuf": 9, "dix": 10, "onze": 11, "douze": 12}
# nouns of several persons that say nothing else the KB must check ("the two MPs", « les deux élus »);
# a party noun ("the two Conservatives") is checked against the members' party that day
PLURAL_PERSON_NOUNS = {"mps", "members", "ministers", "leaders", "colleagues", "politicians", "lawmakers",
                        "legislators", "critics", "men", "women", "députés", "députées", "élus", "élues",
                        "ministres", "chefs", "collègues", "politiciens", "politiciennes", "parlementaires",
                        "hommes", "femmes"} | {n + "s" for n in PERSON_NOUNS}
# a noun of two taken as a whole ("the pair", « le duo »)
_PAIR_NOUNS = {"pair", "duo", "tandem"}
_DEFINITE_PLURAL = {"the", "these", "those", "both", "les", "ces"}
# subject pronouns of a group; « elles » only for a group of women
_GROUP_PRONOUNS = {"en": {"they"}, "fr": {"ils", "elles"}}
# phrases that add a person to the subject's act ("X, along with Y, left")
ADDITIVE = {"en": [("along", "with"), ("together", "with"), ("as", "did")],
            "fr": [("ainsi", "que"), ("de", "même", "que"), ("tout", "comme")]}
# those that stand for the verb with a subject of its own ("X accused Y of lying, as did Z": Z
# accused Y), whatever object the verb has
_SUBJECT_ONLY = {("as", "did")}
_LIST_MARKS = {":", "—", "–"}
_SUBJECTS = {"nsubj", "expl:subj", "nsubjpass", "nsubj:pass"}
_ROLES = _SUBJECTS | {"dobj", "obj"}
# a phrase after a preposition: the person apologized to, asked, accused before ("apologized to both
# MPs", « s'est excusée auprès des deux députés », « a demandé aux deux élus »); only a counted
# definite plural is taken up there (a pronoun's group is a subject's)
OBLIQUES = {"pobj", "obl", "obl:arg", "iobj"}
# « des », « aux » (de + les, à + les): the definite article the French parse folds into the preposition
_FRENCH_FOLDED = {"des", "aux"}


def group_of(s, token) -> list[Entity] | None:
    """The people (two or more, in the order named) a plural subject or object `token` stands for,
    or None. Remembered per token for the sentence."""
    cache = s.__dict__.setdefault("_groups", {})
    if token.i not in cache:
        cache[token.i] = _resolve(s, token)
    return cache[token.i]


def unresolved_plural(s, token) -> bool:
    """A definite counted plural ("the two men", « les deux hommes ») that takes up no one group: it
    stands for people the text does not single out, so no one person may take its place."""
    return token is not None and group_of(s, token) is None and _count_of(s, token) is not None


def french_both(token) -> bool:
    """« Tous deux », « toutes les trois » before a verb: the small French model may hang the count on
    the verb as an object; it is the subject the verb lacks (grammar._subject)."""
    doc = token.doc
    return number(token) is not None and token.i < token.head.i and (
        token.i >= 1 and doc[token.i - 1].lower_ in ("tous", "toutes")
        or token.i >= 2 and doc[token.i - 1].lower_ == "les" and doc[token.i - 2].lower_ in ("tous", "toutes"))


def _resolve(s, token) -> list[Entity] | None:
    if s.quoted(token) or token.i in s.by_token and s.by_token[token.i].entity.kind == "person":
        return None
    if token.dep_ in OBLIQUES:
        count = _count_of(s, token)
        return _group_of_count(s, token, count) if count is not None else None
    if token.dep_ not in _ROLES and not (s.lang == "fr" and french_both(token)):
        return None
    listed = _listed_after_a_mark(s, token)
    if listed is not None:
        return listed
    members = _members_named_after(s, token)
    if members is not None:
        return members
    members = _members_named_next(s, token)
    if members is not None:
        return members
    if token.lower_ in ("who", "qui") and token.dep_ in _SUBJECTS:
        return _group_of_relative(s, token) or _members_among(s, token)
    count = _count_of(s, token)
    if count is not None:
        return _group_of_count(s, token, count)
    if token.lower_ in _GROUP_PRONOUNS.get(s.lang, ()) and token.dep_ in _SUBJECTS:
        return _group_of_pronoun(s, token)
    return None


def number(token) -> int | None:
    """The count a token writes for a group of people ("7", "seven", « sept »): 2 to 40, else None."""
    word = token.lower_
    if word.isdigit():
        return int(word) if 2 <= int(word) <= 40 else None
    return COUNTS.get(word)


def _count_of(s, token) -> int | None:
    """The count of a definite plural that takes up a group: "the two MPs", "the two", "both",
    "the pair", « les deux députés », « les deux », « tous deux », « tous les trois »; None for any
    other phrase (a bare plural, "two MPs" without a determiner: someone new)."""
    doc = token.doc
    children = list(token.children)
    if s.lang == "en" and token.lower_ == "both" and not any(c.dep_ in ("conj", "cc", "preconj") for c in children):
        return 2  # "Both resigned", "both of them" (not "both X and Y": a coordination)
    if token.lower_ in _PAIR_NOUNS and any(c.dep_ == "det" and c.lower_ in ("the", "le", "ce") for c in children):
        return 2
    if s.lang == "fr" and token.lower_ in ("tous", "toutes"):
        # « Tous deux ont quitté », « tous les deux »: the count right after
        nxt = [t for t in doc[token.i + 1:token.i + 3]]
        words = [t.lower_ for t in nxt]
        if words[:1] and number(nxt[0]) is not None:
            return number(nxt[0])
        if words[:1] == ["les"] and len(nxt) > 1 and number(nxt[1]) is not None:
            return number(nxt[1])
        return None
    if s.lang == "en" and any(c.lower_ == "both" and c.dep_ in ("det", "predet") for c in children) \
            and (token.lower_ in PLURAL_PERSON_NOUNS or _party_noun(s, token)) \
            and not any(c.dep_ in ("prep", "acl", "relcl", "appos") and not _gerund_phrase(c) for c in children):
        return 2  # "both MPs", "both Conservatives"
    counted = number(token) is not None or any(number(c) is not None for c in children if c.dep_ == "nummod")
    determiners = [c for c in children if c.dep_ == "det"] or [
        c for c in children if s.lang == "fr" and c.dep_ == "case" and c.lower_ in _FRENCH_FOLDED]
    if determiners and not (determiners[0].lower_ in _DEFINITE_PLURAL
                            or s.lang == "fr" and counted and determiners[0].lower_ in _FRENCH_FOLDED):
        determiners = []  # (« des » before a count is de + les: « auprès des deux députés »)
    if not determiners:
        # (« Tous deux » may be parsed with « deux » heading and « tous » its determiner)
        if s.lang == "fr" and number(token) is not None and any(c.lower_ in ("tous", "toutes") for c in children):
            return number(token)
        return None
    own = number(token)
    if own is not None:
        return own  # "the two said", « les deux ont ... »
    if "Plur" not in token.morph.get("Number") and token.tag_ not in ("NNS", "NNPS"):
        return None
    if token.lower_ not in PLURAL_PERSON_NOUNS and not _party_noun(s, token):
        return None
    counts = [number(c) for c in children if c.dep_ in ("nummod", "amod", "det") and number(c) is not None]
    if len(counts) != 1:
        return None  # "the MPs", « les députés »: generic, nobody in particular
    if any(c.dep_ in ("prep", "nmod", "acl", "relcl", "acl:relcl", "appos") and not _gerund_phrase(c) for c in children):
        return None  # "the two MPs who ...", "the two members of the committee": a phrase that says who itself
    return counts[0]


def _gerund_phrase(prep) -> bool:
    """"accused the two ministers of hiding ...": the charge, not who the people are (the parse hangs
    it on the object)."""
    from .grammar import _charge_complement
    return _charge_complement(prep)


def plural_antecedent(token):
    """The plural noun a relative pronoun's clause hangs on ("the two MPs who ...", « les élus qui ...
    »), or None."""
    clause = token.head
    noun = clause.head if clause.dep_ in ("relcl", "acl:relcl") and clause.head.i != clause.i else None
    if noun is None or noun.i > token.i or not ("Plur" in noun.morph.get("Number") or noun.tag_ in ("NNS", "NNPS")):
        return None
    return noun


def _group_of_relative(s, token) -> list[Entity] | None:
    """"X and Y, the two MPs who left ...": the relative pronoun of a counted plural in apposition to
    people named together is that group, when the count is theirs."""
    noun = plural_antecedent(token)
    if noun is None or noun.dep_ != "appos" or noun.head.i == noun.i:
        return None
    counts = [number(c) for c in noun.children if c.dep_ in ("nummod", "amod", "det") and number(c) is not None]
    if len(counts) != 1:
        return None
    from .grammar import persons_of
    head = noun.head
    first = s.entity(head)
    if first is None or first.kind != "person":
        return None
    # (the names joined with the apposition's head: the parse hangs the apposition on the first or last)
    people = persons_of(s, head, first)
    if head.dep_ == "conj" and head.head.i != head.i:
        owner = s.entity(head.head)
        if owner is not None and owner.kind == "person":
            people = persons_of(s, head.head, owner)
    people = [p for p in people if p.kind == "person"]
    return people if len(people) == counts[0] and _party_fits(s, noun, people) else None


# the pronouns that stand for a group of people a relative clause tells ("those who", « ceux qui »)
_THOSE = {"those", "ceux", "celles"}


def _members_among(s, token) -> list[Entity] | None:
    """"X and Y were among the ministers who resigned", "Among those who apologized were X and Y",
    « X et Y figurent parmi les ministres qui ont démissionné », « Parmi les élus qui ont quitté le
    caucus, on compte X et Y »: the subject relative pronoun `token` of a plural of people (or
    "those", « ceux ») that is the object of "among" / « parmi », itself under a verb of being or
    counting (lexicon: membership_verbs), not negated, stands for the KB people that verb's clause
    lists outside that phrase: the group's act is theirs."""
    clause = token.head
    if clause.dep_ not in ("relcl", "acl:relcl") or clause.head.i == clause.i:
        return None
    noun = clause.head
    if not (noun.lower_ in _THOSE or noun.lower_ in PLURAL_PERSON_NOUNS and (
            "Plur" in noun.morph.get("Number") or noun.tag_ in ("NNS", "NNPS"))):
        return None
    among = words("shared", "among_prepositions", s.lang)
    if noun.head.lower_ in among and noun.dep_ == "pobj":
        verb = noun.head.head  # (English: the preposition heads the noun)
    elif any(c.dep_ == "case" and c.lower_ in among for c in noun.children):
        verb = noun.head
    else:
        return None
    if verb.lemma_.lower() not in words("shared", "membership_verbs", s.lang) or s.quoted(verb) or s.negated(verb):
        return None  # ("X was not among those who resigned": not one of them)
    inside = {t.i for t in noun.head.subtree} if noun.dep_ == "pobj" else {t.i for t in noun.subtree}
    first = next((m for m in s.mentions if m.entity.kind == "person" and s.sent.start <= m.tokens[0] < s.sent.end
                  and m.tokens[0] not in inside and not s.quoted(s.sent.doc[m.tokens[0]])), None)
    if first is None:
        return None
    return _names_listed(s, first.tokens[0])


def _party_noun(s, token) -> bool:
    m = s.by_token.get(token.i)
    return m is not None and m.entity.kind == "party"


def _party_fits(s, token, people) -> bool:
    """A party noun ("the two Conservatives", « les deux libéraux ») takes up only people of that party that day."""
    m = s.by_token.get(token.i)
    if m is None or m.entity.kind != "party":
        return True
    day = s.discourse.day
    if s.kb is None or day is None or m.entity.iri is None:
        return False
    return all(p.iri is not None and str(s.kb.party_at(p.iri, day)) == str(m.entity.iri) for p in people)


def _group_of_count(s, token, count: int) -> list[Entity] | None:
    """The one group of `count` people named together before `token` in its sentence, else in the
    reach of the sentence before; None when none or two of them fit."""
    here = [g for g in groups_in(s, before=token.i) if len(g) == count]
    if not here:
        here = [list(g) for g, _ in s.discourse.groups if len(g) == count] if s.discourse.groups_age <= 1 else []
    if not here:
        # (a count matches one group only: "X and Y left. Z regretted it. The two MPs ..." reaches past
        # one sentence that named another person)
        here = [list(g) for g in s.discourse.older_groups if len(g) == count] if s.discourse.groups_age <= 1 else []
    distinct = {tuple(p.key for p in g) for g in here}
    if len(distinct) != 1:
        return None
    people = here[0]
    return people if _party_fits(s, token, people) else None


def _group_of_pronoun(s, token) -> list[Entity] | None:
    """"X and Y said they ...": the subject pronoun of a reported clause is the group that reports it;
    "X and Y left. They ...": the group that was the subject of the sentence before, when that
    sentence named nobody else and this one names nobody before the pronoun."""
    people = None
    clause = token.head
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    if clause.dep_ == "ccomp" and clause.head.i != clause.i:
        reporter = next((c for c in clause.head.children if c.dep_ in _SUBJECTS), None)
        if reporter is not None:
            from .grammar import persons_of
            found = persons_of(s, reporter, _person_entity(s, reporter))
            people = found if len(found) >= 2 else None
    if people is None:
        named_before = any(m.entity.kind == "person" and s.sent.start <= m.tokens[0] < token.i for m in s.mentions)
        if named_before or s.discourse.groups_age > 0:
            return None
        subjects = [g for g, subject in s.discourse.groups if subject]
        if len(subjects) != 1 or {p.key for p in subjects[0]} != s.discourse.groups_named:
            return None
        people = list(subjects[0])
    if token.lower_ == "elles" and not all(p.gender == "female" for p in people):
        return None
    return people


def people_outside_subject(s, subjects, before: bool) -> bool:
    """After a sentence: was its subject people the reference KB does not hold, in the plural
    ("Opposition MPs objected", "The New Democrats were furious", « Des élues libérales ont
    dénoncé ... »: kinds.accusation._outside_the_kb), or a group pronoun that goes on taking such
    people up (`before`: what the sentence before left)? A "they" / « ils » next is then those
    people, no KB person (kinds/request.py: a demand with its target and no agent)."""
    if not subjects and _verbless_plural_root(s.sent.root):
        subjects = [s.sent.root]
    if len(subjects) != 1 or s.quoted(subjects[0]):
        return False
    subject = subjects[0]
    if subject.lower_ in _GROUP_PRONOUNS.get(s.lang, ()):
        return before and takes_up_people_outside(s, subject, before)
    party = subject.i in s.by_token and s.by_token[subject.i].entity.kind == "party"
    # ("MPs" may be tagged a singular proper noun: the plural of a noun of unnamed people)
    people = words("Accusation", "unnamed_accusers", s.lang)
    plural = "Plur" in subject.morph.get("Number") or subject.tag_ in ("NNS", "NNPS") \
        or subject.lower_.endswith("s") and subject.lower_[:-1] in people
    if not (party or plural):
        return False
    from .kinds.accusation import _outside_the_kb, _own_words
    if _outside_the_kb(s, subject):
        return True
    # ("Liberal MPs, led by X, walked out": X names who led them, not the people themselves)
    return plural and subject.pos_ in ("NOUN", "PROPN") and subject.i not in s.by_token \
        and not any(t.i in s.by_token and s.by_token[t.i].entity.kind == "person" for t in _own_words(subject)) \
        and bool({subject.lemma_.lower(), subject.lower_[:-1]} & people)


def _verbless_plural_root(root) -> bool:
    """"Opposition members of the panel, led by X, objected": the parser may take the main verb
    after the phrase set off by commas for one more participle of the subject, and make the plural
    noun the root. The noun is the subject when its last clause is such a participle with no agent
    of its own, after a comma, and the sentence has no other verb after it."""
    if root.pos_ != "NOUN" or not ("Plur" in root.morph.get("Number") or root.tag_ in ("NNS", "NNPS")):
        return False
    clauses = [c for c in root.children if c.dep_ in ("acl", "acl:relcl", "relcl") and c.i > root.i]
    if len(clauses) < 2 or clauses[-1].dep_ != "acl" or clauses[-1].pos_ != "VERB":
        return False
    last = clauses[-1]
    doc = root.doc
    return doc[last.i - 1].text == "," and not any(c.dep_ in ("agent", "obl:agent", "nsubj", "nsubj:pass") for c in last.children) \
        and not any(t.pos_ in ("VERB", "AUX") for t in doc[last.i + 1:root.sent.end])


def takes_up_people_outside(s, token, before: bool) -> bool:
    """Is `token` a subject pronoun of a group ("they", « ils », « elles ») that takes up the people
    outside the KB the sentence before had for its subject (`before`): it is no group of people
    named (group_of), and its sentence names nobody before it?"""
    return before and token.lower_ in _GROUP_PRONOUNS.get(s.lang, ()) and token.dep_ in _SUBJECTS \
        and not s.quoted(token) and group_of(s, token) is None \
        and not any(m.entity.kind == "person" and s.sent.start <= m.tokens[0] < token.i for m in s.mentions)


def _person_entity(s, token) -> Entity | None:
    e = s.entity(token)
    return e if e is not None and e.kind == "person" else None


def groups_in(s, before: int | None = None) -> list[list[Entity]]:
    """The groups of two or more people named together in the sentence (before token `before`)."""
    return [g for g, _ in _groups_with_role(s, before)]


def _groups_with_role(s, before: int | None = None) -> list[tuple[list[Entity], bool]]:
    """(people, is a subject) of each group the sentence names: coordinated or listed names, a plural
    resolved to a group, a subject with the people an additive phrase joins to it."""
    from .grammar import persons_of, surface_coordinated
    found: list[tuple[list[Entity], bool]] = []
    seen: set = set()
    end = s.sent.end if before is None else before
    for token in s.sent.doc[s.sent.start:end]:
        entity = None
        m = s.by_token.get(token.i)
        if m is not None and m.entity.kind == "person" and token.i == m.tokens[0] and not s.quoted(token):
            head = s.sent.doc[m.tokens[0]:m.tokens[1]].root
            entity = s.entity(head)
            if entity is None or entity.kind != "person":
                continue
            # « au conservateur X et au néo-démocrate Y »: the name is in apposition to the party word
            # or title that heads its phrase, and the coordination hangs on that head
            while head.dep_ == "appos" and head.head.i != head.i and s.entity(head.head) is not None \
                    and s.entity(head.head).key == entity.key:
                head = head.head
            people = persons_of(s, head, entity)
            joined = [p for p in surface_coordinated(s, entity) if p.key not in {q.key for q in people}]
            people = people + joined
            subject = head.dep_ in _SUBJECTS
        elif token.i in s.__dict__.get("_groups", {}) and s._groups[token.i]:
            people, subject = s._groups[token.i], token.dep_ in _SUBJECTS
        else:
            continue
        if len(people) < 2 or any(p.kind != "person" for p in people):
            continue
        if _ends_a_longer_list(s, token, people):
            continue
        keys = frozenset(p.key for p in people)
        if keys in seen or any(keys < other for other in seen):
            continue
        seen.add(keys)
        found.append((list(people), subject))
    return found


def _ends_a_longer_list(s, token, people) -> bool:
    """« au conservateur X, au néo-démocrate Y et au bloquiste Z »: the parse may join only the last
    two names; a person named just before them, a comma between (past the title and the preposition),
    belongs to the same list, so those two are no group of their own (a count of two taking them up
    would pick two of three)."""
    doc = token.doc
    i = token.i - 1
    while i >= s.sent.start and (doc[i].pos_ in ("DET", "ADP", "ADJ") or doc[i].lower_ in PERSON_NOUNS
                                  or i in s.by_token and s.by_token[i].entity.kind == "party"):
        i -= 1
    if i <= s.sent.start or doc[i].text != ",":
        return False
    m = s.by_token.get(i - 1)
    return m is not None and m.entity.kind == "person" and m.entity.key not in {p.key for p in people}


def note_groups(s) -> None:
    """After a sentence: the groups it named are what a plural in the next one may take up (kept
    while the sentences after it name nobody)."""
    d = s.discourse
    groups = _groups_with_role(s)
    named = {m.entity.key for m in s.mentions if m.entity.kind == "person" and s.sent.start <= m.tokens[0] < s.sent.end}
    if groups or named:
        if d.groups and not groups and d.groups_age == 0:
            d.older_groups = [g for g, _ in d.groups]
        elif groups:
            d.older_groups = []
        d.groups = [(tuple(g), subject) for g, subject in groups]
        # (who the sentence spoke of: its names, and the members of a group it took up by a plural)
        d.groups_named = named | {p.key for g, _ in groups for p in g}
        d.groups_age = 0
    else:
        d.groups_age += 1


def _listed_after_a_mark(s, token) -> list[Entity] | None:
    """"Two MPs resigned on Monday: X and Y.", « Deux députés ont quitté : X et Y. »: a counted
    plural subject (no determiner) whose members a colon or a dash lists, up to the sentence's end,
    exactly as many people as its count, nothing but their names between them."""
    if token.dep_ not in _SUBJECTS or any(c.dep_ == "det" for c in token.children):
        return None
    counts = [number(c) for c in token.children if c.dep_ in ("nummod", "amod") and number(c) is not None]
    if len(counts) != 1 or not (token.lower_ in PLURAL_PERSON_NOUNS or _party_noun(s, token)):
        return None
    doc = token.doc
    mark = next((t for t in doc[token.i + 1:s.sent.end] if t.text in _LIST_MARKS), None)
    if mark is None or s.quoted(mark):
        return None
    # the list ends where the written sentence does (the parser may start a sentence of its own at
    # the names after the mark), never past a paragraph
    end = next((t.i for t in doc[mark.i + 1:] if t.text in (".", "!", "?") or "\n" in t.text), len(doc))
    people: list[Entity] = []
    i = mark.i + 1
    while i < end:
        t = doc[i]
        m = s.by_token.get(i)
        if m is not None and m.entity.kind == "person":
            if m.entity.key not in [p.key for p in people]:
                people.append(m.entity)
            i = m.tokens[1]
            continue
        if not (t.is_punct and t.text not in _LIST_MARKS or t.lower_ in ("and", "et") or m is not None
                or t.pos_ in ("DET", "ADJ") or t.lower_ in PERSON_NOUNS):
            return None  # a clause or a phrase of another kind after the mark: not a list of members
        i += 1
    if len(people) != counts[0]:
        return None
    return people if _party_fits(s, token, people) else None


# the verbs of a group's own clause between it and the list of its members: its verb, and the
# auxiliaries and infinitives that verb governs ("could resign", « ont quitté »)
_OWN_VERB_LINKS = {"aux", "aux:tense", "aux:pass", "auxpass", "xcomp", "cop", "neg"}


def _members_named_after(s, token) -> list[Entity] | None:
    """"Three ministers resigned on Friday, including X and Y", "Several MPs, among them X, walked
    out", « Trois ministres ont quitté vendredi, dont X et Y », « a accusé plusieurs ministres, dont X »:
    the KB people a marker (lexicon: group_member_markers) set off by a comma names after a plural
    noun of people, in that noun's clause. Whether the group's act was done (negated, hypothetical)
    is the pattern's business, as for any subject. None when a person, another plural of people or
    another clause comes between the group and the marker (whose members they are is unsure), or
    when the marker opens no list of names: « dont le budget », "including the budget that X
    tabled", "including the chief of staff of X", "including X's office"."""
    plural = "Plur" in token.morph.get("Number") or token.tag_ in ("NNS", "NNPS")
    if not plural or not (token.lower_ in PLURAL_PERSON_NOUNS or _party_noun(s, token)):
        return None
    markers = [tuple(m.split()) for m in words("shared", "group_member_markers", s.lang)]
    doc = token.doc
    own_verbs = {token.head.i}
    relative = _relative_clause_of(token)
    for i in range(token.i + 1, s.sent.end):
        t = doc[i]
        if i in relative:
            continue  # "Three ministers who are not running again resigned, including X": the group's own words
        if t.text in (";", ":", "—", "–") or s.quoted(t):
            return None
        m = s.by_token.get(i)
        if m is not None and m.entity.kind == "person":
            return None
        marker = next((mk for mk in markers if tuple(x.lower_ for x in doc[i:i + len(mk)]) == mk), None)
        if marker is not None and doc[i - 1].text == ",":
            return _names_listed(s, i + len(marker))  # (the parse may tag "including" a verb)
        if t.pos_ in ("VERB", "AUX"):
            if t.i in own_verbs or t.dep_ in _OWN_VERB_LINKS and t.head.i in own_verbs:
                own_verbs.add(t.i)
            else:
                return None  # (a clause of its own)
        if t.lower_ in PLURAL_PERSON_NOUNS and t.dep_ in _ROLES:
            return None
    return None


def _members_named_next(s, token) -> list[Entity] | None:
    """"Several MPs apologized on Thursday. X was among them.", « Trois députés ont quitté le caucus.
    X était du nombre. »: a plural subject of people that names no one, whose members the very next
    sentence names as some of them (lexicon: some_of_them), not negated, the names the subject of its
    clause of being (or after « Parmi eux, »): those people, all of them linked, of the party the
    group is named by if any."""
    plural = "Plur" in token.morph.get("Number") or token.tag_ in ("NNS", "NNPS")
    if token.dep_ not in _SUBJECTS or not plural or not (token.lower_ in PLURAL_PERSON_NOUNS or _party_noun(s, token)):
        return None
    if s.quoted(token) or any(i in s.by_token and s.by_token[i].entity.kind == "person" for i in
                              range(s.sent.start, s.sent.end)):
        return None  # (the sentence names someone itself: whose group the plural is, is unsure)
    doc = token.doc
    after = next((sent for sent in doc.sents if sent.start == s.sent.end), None)
    if after is None:
        return None
    text = [t.lower_ for t in after]
    if any(w in ("not", "n't", "pas", "never", "jamais", "ni", "neither") for w in text):
        return None
    named = sorted({m.tokens for m in s.mentions if m.entity.kind == "person" and after.start <= m.tokens[0] < after.end})
    people: list[Entity] = []
    for m in s.mentions:
        if m.entity.kind == "person" and after.start <= m.tokens[0] < after.end and m.entity.key not in [p.key for p in people]:
            if m.entity.iri is None:
                return None
            people.append(m.entity)
    if not people:
        return None
    for phrase in words("Resignation", "some_of_them", s.lang):
        part = phrase.split()
        at = next((after.start + i for i in range(len(text)) if text[i:i + len(part)] == part), None)
        if at is None:
            continue
        opening = at == after.start or at == after.start + 1 and text[0] in ("and", "et")
        last = max(end for _, end in named)
        if opening or last <= at and not any(t.pos_ == "VERB" for t in doc[last:at]) and doc[after.start].i == named[0][0]:
            return people if _party_of_the_group_fits(s, token, people) else None
    return None


def _party_of_the_group_fits(s, token, people) -> bool:
    """"Three Conservative MPs", « trois députés libéraux »: the members belonged to that party that
    day (a party noun heading the group, or a party word on it)."""
    party = next((s.by_token[c.i].entity for c in [token] + list(token.children)
                  if c.i in s.by_token and s.by_token[c.i].entity.kind == "party"), None)
    if party is None:
        return True
    day = s.discourse.day
    if s.kb is None or day is None or party.iri is None:
        return False
    return all(str(s.kb.party_at(p.iri, day)) == str(party.iri) for p in people)


def _relative_clause_of(token) -> set[int]:
    """The token indices of the relative clauses right after the plural noun `token` ("ministers who
    are not running again", « ministres qui ne brigueront pas de nouveau mandat »): what it says of
    the group, not a clause of its own between the group and its members. Empty when the parse
    hangs no relative clause on the noun."""
    return {t.i for c in token.children if c.dep_ in ("relcl", "acl:relcl") and c.i > token.i for t in c.subtree}


def _names_listed(s, start: int) -> list[Entity] | None:
    """The KB people of a list of names from token `start` ("X and Y", "Conservative X, New Democrat
    Y", « la conservatrice X et le néo-démocrate Y »): each name after at most three words of its own
    phrase (a determiner, a title, a party); None when something else opens it or a name is a
    possessor ("X's office")."""
    doc = s.sent.doc
    people: list[Entity] = []
    i = start
    while i < s.sent.end:
        lead = _name_start(s, i)
        if lead is None:
            return None if not people else people
        m = s.by_token[lead]
        end = m.tokens[1]
        if end < len(doc) and doc[end].lower_ in ("'s", "’s", "'", "’"):
            return None  # a possessor: someone of X's, not X
        if m.entity.iri is not None and m.entity.key not in [p.key for p in people]:
            people.append(m.entity)
        nxt = doc[end] if end < s.sent.end else None
        if nxt is not None and nxt.lower_ in ("and", "et"):
            i = end + 1
        elif nxt is not None and nxt.text == "," and end + 1 < s.sent.end and (
                doc[end + 1].lower_ in ("and", "et") or _opens_a_name(s, end + 1)):
            i = end + 2 if doc[end + 1].lower_ in ("and", "et") else end + 1
        else:
            break
    return people or None


def _opens_a_name(s, start: int) -> bool:
    """Does a person's name start at token `start`, after at most three words of its phrase?"""
    return _name_start(s, start) is not None


def _name_start(s, start: int) -> int | None:
    """Where a person's name starts from token `start` on, after at most three words of its own
    phrase (a determiner, a title, a party: "Conservative", « le néo-démocrate »), or None."""
    doc = s.sent.doc
    for lead in range(start, min(start + 4, s.sent.end)):
        m = s.by_token.get(lead)
        if m is not None and m.entity.kind == "person":
            return lead if m.tokens[0] == lead else None
        if doc[lead].is_punct or doc[lead].pos_ not in ("DET", "ADJ", "PROPN", "NOUN"):
            return _name_after_a_title(s, start)
    return None


def _name_after_a_title(s, start: int) -> int | None:
    """Where the name starts after a title set off by a comma from token `start` ("the treasury board
    president, X", « la présidente du Conseil du Trésor, X »): a phrase of at most eight words,
    nouns, adjectives, determiners and the prepositions of a title, with a noun of a person in it,
    then a comma and the name at once; None otherwise ("including two from Quebec, said X")."""
    doc = s.sent.doc
    person_noun = False
    for i in range(start, min(start + 9, s.sent.end - 1)):
        t = doc[i]
        if t.text == ",":
            m = s.by_token.get(i + 1)
            found = person_noun and m is not None and m.entity.kind == "person" and m.tokens[0] == i + 1
            return i + 1 if found else None
        if t.pos_ == "ADP" and t.lower_ in _TITLE_PREPOSITIONS or t.pos_ in ("DET", "ADJ", "PROPN", "NOUN"):
            person_noun = person_noun or t.lemma_.lower() in PERSON_NOUNS or t.lower_ in PERSON_NOUNS
            continue
        return None
    return None


# the prepositions inside a title ("minister of finance", « présidente du Conseil du Trésor »)
_TITLE_PREPOSITIONS = {"of", "for", "de", "du", "des", "d'", "d’", "à", "au", "aux"}


def accompanying(s, token) -> list[Entity]:
    """The people an additive phrase joins to the person subject `token`: "X, along with Y, left",
    "X left on Monday, together with Y and Z", « X, ainsi que Y, a quitté ». The phrase comes right
    after the subject's phrase, or after its verb with no object of person and no other verb between."""
    if token.dep_ not in _SUBJECTS or s.quoted(token):
        return []
    doc, verb = token.doc, token.head
    phrases = ADDITIVE.get(s.lang, [])
    # where the subject's name ends (the parse may hang the phrase itself on the name)
    name_end = s.by_token[token.i].tokens[1] if token.i in s.by_token else token.i + 1
    starts = []
    for i in range(name_end + 1, s.sent.end):
        for phrase in phrases:
            if tuple(t.lower_ for t in doc[i:i + len(phrase)]) == phrase and doc[i - 1].text == ",":
                starts.append((i, i + len(phrase), phrase in _SUBJECT_ONLY))
    found: list[Entity] = []
    for opening, start, subject_only in starts:
        if subject_only and opening - 1 == name_end:
            continue  # ("X, as did Y, ..." is no English order)
        if opening - 1 != name_end:
            # after the verb: the verb's own clause, no other verb before the phrase, and no person
            # object (whose the added person would be is not sure) unless the phrase has a verb of its own
            between = doc[verb.i + 1:opening]
            if verb.i >= start or any(t.pos_ in ("VERB", "AUX") and t.i != start - 1 and (
                    not subject_only or "Fin" in t.morph.get("VerbForm")) for t in between) or (
                    not subject_only and any(i in s.by_token and s.by_token[i].entity.kind == "person"
                                             for i in range(verb.i + 1, start))):
                continue
        i = start
        while i < s.sent.end:
            m = s.by_token.get(i)
            if m is not None and m.entity.kind == "person" and m.tokens[0] == i:
                if m.entity.key not in [p.key for p in found] and m.entity.key != (s.entity(token) or m.entity).key:
                    found.append(m.entity)
                i = m.tokens[1]
                continue
            t = doc[i]
            if t.text == "," and i + 1 < s.sent.end and not (
                    doc[i + 1].lower_ in ("and", "et") or (i + 1) in s.by_token):
                break  # the phrase ends at a comma not followed by a further name
            if t.pos_ in ("VERB", "AUX") or t.text in (".", ";", ":") or t.pos_ == "ADP" and t.lower_ not in ("de",):
                break
            i += 1
    return found


# ---- people who follow another's act: "Y followed him", "X left, followed by Y", "two MPs went
# with him, including Y", « Y l'a suivi », « suivi de Y », « deux ministres sont partis avec elle, dont Y »

# the kinds of act one follows another into: a departure (leaving a caucus, a party, cabinet);
# "Y followed suit" after a charge or an apology is the act told again (kinds/again.py)
_FOLLOWED_KINDS = ("Resignation",)
# prepositions of a following verb that say where or how one came after another, not that one did the
# same ("followed him to the microphone", "followed with a question", « l'a suivi à la tribune »)
_NOT_THE_SAME_ACT = {"to", "with", "into", "at", "as", "à", "avec", "au", "jusqu'", "jusque", "dans", "comme"}
# the prepositions of a place or an occasion on a participle of following ("joined by Y at a news
# conference", « rejoint par Y en conférence de presse »): Y stood by, not left too
_AN_OCCASION = _NOT_THE_SAME_ACT | {"in", "on", "for", "during", "en", "pour", "lors", "sur"}
_PERSONAL_PRONOUNS = {"en": {"him", "her", "them"}, "fr": {"le", "la", "l'", "l’", "les", "lui", "elle", "eux", "elles"}}


def follows(s, token, emit) -> bool:
    """The people told as following another's departure just told, in the sentence or the one
    before it, each with a departure of their own (the earlier one's kind and target, the day of
    their own clause):

    - a verb of following (lexicon: follow_verbs) whose subject is them and whose object is a
      personal pronoun, the person who left, or nothing: "Y followed him", "Y and Z followed on
      Thursday", « Y l'a suivi », « Y les a suivis, tout comme Z »;
    - its participle after a comma, its agent them (lexicon: follow_participles): "X left the
      caucus, followed by Y and Z", "joined by Y", « suivi de Y »;
    - a verb of going (lexicon: go_with_verbs) whose subject is them, with "with" / « avec » and a
      personal pronoun: "two MPs went with him, including Y and Z", « deux ministres sont partis
      avec elle, dont Y ».

    Each person added is linked in the KB, and (when read from the subject's own phrase) belonged
    to the party of the one followed the day before; mood and negation are read as for every
    pattern ("did not follow him", « pourrait le suivre »: nothing). Never takes its token."""
    # (a French participle with its auxiliary may be tagged an adjective: « sont sortis avec lui »)
    participle = token.pos_ == "ADJ" and any(c.dep_ in ("cop", "aux", "aux:tense", "aux:pass") for c in token.children)
    if token.pos_ not in ("VERB", "AUX") and not participle or s.quoted(token) or s.negated(token):
        return False
    lemma = token.lemma_.lower()
    lang = s.lang
    followers: list[Entity] = []
    checked: list[Entity] = []
    leader_key = None
    same_sentence = False
    if lemma in words("shared", "follow_participles", lang) and _free_participle(s, token):
        agent = _participle_agent(token)
        if agent is None or _on_an_occasion(token, agent):
            return False
        first = _person_of(s, agent)
        if first is None:
            return False
        from .grammar import persons_of
        checked = [p for p in persons_of(s, agent, first) if p.kind == "person"]
        same_sentence = True
    elif lemma in words("shared", "follow_verbs", lang) or lemma in words("shared", "go_with_verbs", lang):
        going = lemma in words("shared", "go_with_verbs", lang) and lemma not in words("shared", "follow_verbs", lang)
        subject = next((c for c in token.children if c.dep_ in ("nsubj", "expl:subj")), None)
        if subject is None:
            return False
        if going:
            leader = _with_a_pronoun(s, token)
            if leader is None:
                return False
        else:
            leader = _followed_one(s, token)
            if leader is False:
                return False
            if leader is not None and leader.i in s.by_token:
                leader_key = s.by_token[leader.i].entity.key
        group = group_of(s, subject)
        if group:
            checked = [p for p in group if p.kind == "person"]
        else:
            first = _person_of(s, subject)
            if first is None:
                return False
            checked = [first]
            # (the people an additive phrase joins to the subject do what it does: « Y les a suivis, tout
            # comme Z » is Z following them too, whatever party Z left)
            followers = [p for p in accompanying(s, subject) if p.kind == "person"]
            from .grammar import persons_of
            checked += [p for p in persons_of(s, subject, first)
                        if p.kind == "person" and p.key not in {q.key for q in checked + followers}]
    else:
        return False
    earlier = _departure_followed(s, emit, same_sentence, leader_key)
    if earlier is None:
        return False
    day = earlier.date or emit.date or s.discourse.day
    told = list(emit.events)
    own = {p.key for p in checked}
    for person in checked + followers:
        if person.iri is None or person.key == _key(earlier.agent):
            continue
        if person.key in own and not _same_party(s, person, earlier.agent, day):
            continue
        if any(e.kind == earlier.kind and _key(e.agent) == person.key for e in told):
            continue  # (its own pattern read it: "left the caucus with him")
        event = emit(earlier.kind, agent=person, target=earlier.target, confidence=0.6)
        if event is not None and event not in told:
            emit.each_read.append(event)
    return False


def _key(entity):
    return entity.key if entity is not None else None


def _person_of(s, token) -> Entity | None:
    e = s.entity(token)
    return e if e is not None and e.kind == "person" else None


def _free_participle(s, token) -> bool:
    """A past participle set off by a comma after the clause it adds to ("..., followed by Y",
    « ..., suivi de Y »), no auxiliary of its own."""
    doc = token.doc
    if token.i == 0 or doc[token.i - 1].text != "," or token.i <= s.sent.start + 1:
        return False
    if any(c.dep_ in ("aux", "aux:tense", "aux:pass", "auxpass", "nsubj", "nsubj:pass", "nsubjpass") for c in token.children):
        return False
    return token.tag_ == "VBN" or "Part" in token.morph.get("VerbForm")


def _on_an_occasion(participle, agent) -> bool:
    """Has the participle (or its agent's phrase) a phrase of place or occasion other than a time
    ("joined by Y at a news conference", « suivi de Y en point de presse »)?"""
    for head in (participle, agent):
        for c in head.children:
            if c.i == agent.i or c.dep_ == "agent":
                continue
            case = c.lower_ if c.dep_ == "prep" else next((g.lower_ for g in c.children if g.dep_ == "case"), None) \
                if c.dep_.startswith("obl") or c.dep_ == "nmod" else None
            if case is None or case not in _AN_OCCASION:
                continue
            obj = next((g for g in c.children if g.dep_ == "pobj"), c)
            if not any(_a_time_word(w) for w in obj.subtree):
                return True
    return False


def _participle_agent(token):
    """The agent of a passive participle: "by Y" (its object), « de Y », « par Y »."""
    for c in token.children:
        if c.dep_ == "agent":
            return next((g for g in c.children if g.dep_ == "pobj"), None)
        if c.dep_ in ("obl:agent", "obl", "obl:arg") and any(g.dep_ == "case" and g.lower_ in ("de", "d'", "d’", "par")
                                                             for g in c.children):
            return c
    return None


def _with_a_pronoun(s, verb):
    """The personal pronoun after "with" / « avec » in the verb's own clause ("went with him", « sont
    partis avec elle »), or None."""
    pronouns = _PERSONAL_PRONOUNS.get(s.lang, set())
    for c in verb.children:
        if c.dep_ == "prep" and c.lower_ == "with":
            obj = next((g for g in c.children if g.dep_ == "pobj"), None)
            if obj is not None and obj.lower_ in pronouns:
                return obj
        if c.pos_ == "PRON" and c.lower_ in pronouns and any(g.dep_ == "case" and g.lower_ == "avec" for g in c.children):
            return c
    return None


def _followed_one(s, verb):
    """What a verb of following has for object: a personal pronoun or a person (the token), None
    when it has none ("Y followed on Thursday"), False when it follows something else or somewhere
    ("followed the debate", "followed him to the microphone", "followed with a question")."""
    pronouns = _PERSONAL_PRONOUNS.get(s.lang, set())
    found = None
    for c in verb.children:
        if c.dep_ in ("dobj", "obj"):
            if c.lower_ in pronouns or _person_of(s, c) is not None:
                found = c
            else:
                return False
        elif c.dep_ in ("xcomp", "ccomp", "advcl", "dative", "iobj"):
            return False
        elif c.dep_ == "prep" or c.dep_.startswith("obl") and any(g.dep_ == "case" for g in c.children):
            if c.dep_.startswith("obl") and _person_of(s, c) is not None:
                continue  # (« tout comme Y »: an additive phrase, accompanying's)
            if not _a_time_or_a_body_left(s, c):
                return False
    return found


def _a_time_word(token) -> bool:
    """A word of a time: a date or time entity, a weekday, a month, a year."""
    from .nlp import _FRENCH_MONTHS, WEEKDAYS_EN, WEEKDAYS_FR
    return token.ent_type_ in ("DATE", "TIME") or token.lower_ in WEEKDAYS_EN | WEEKDAYS_FR | _FRENCH_MONTHS \
        or token.lower_ in _ENGLISH_MONTHS or token.text.isdigit() and len(token.text) == 4


_ENGLISH_MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august", "september",
                   "october", "november", "december"}


def _a_time_or_a_body_left(s, phrase) -> bool:
    """A phrase on a verb of following that keeps it a departure: a time ("on Thursday", "in June"),
    or the body left ("out of the caucus", « hors du caucus »); not a place, a manner or a role ("out
    of the room", "to the microphone", "with a question", "as leader")."""
    first = phrase.lower_ if phrase.dep_ == "prep" else next(g.lower_ for g in phrase.children if g.dep_ == "case")
    if first in _NOT_THE_SAME_ACT:
        return False
    if any(_a_time_word(t) for t in phrase.subtree):
        return True
    bodies = words("Resignation", "party_nouns", s.lang) | {"cabinet", "conseil", "government", "gouvernement"}
    return any(t.lemma_.lower() in bodies or t.lower_ in bodies
               or t.i in s.by_token and s.by_token[t.i].entity.kind == "party" for t in phrase.subtree)


def _departure_followed(s, emit, same_sentence: bool, leader_key):
    """The departure a follower takes up: the latest event of a followed kind told in this sentence
    (before the follower's words) or, but for a participle, in the one before it; of the person
    named as followed when one is. None when another kind of act was told after it (what is
    followed is then unsure)."""
    d = s.discourse
    reach = d.sentence_no if same_sentence else d.sentence_no - 1
    for event in reversed(d.events):
        if event.sentence is None or event.sentence < reach:
            return None
        if event.kind not in _FOLLOWED_KINDS:
            if event.kind == "PressStatement":
                continue  # ("X left, telling reporters ...": the departure is still what is followed)
            return None
        if leader_key is not None and _key(event.agent) != leader_key:
            continue
        return event if event.agent is not None and event.agent.kind == "person" else None
    return None


def _same_party(s, person, leader, day) -> bool:
    """Did `person` belong to the party of `leader` (the one followed) the day before `day`? True when
    the KB cannot tell (no day, a leader not linked)."""
    kb = s.kb
    if kb is None or day is None or leader is None or leader.iri is None or person.iri is None:
        return True
    before = day - dt.timedelta(days=1)
    theirs = kb.party_at(leader.iri, before)
    mine = kb.party_at(person.iri, before)
    return theirs is None or mine is not None and str(mine) == str(theirs)
