"""One event told over neighbouring sentences: a later sentence completes an event told just before.

News often tells one event in two sentences: the act in one, a participant in the next ("X
apologized on Tuesday. The apology was addressed to Y."; « X a présenté ses excuses. Elles
s'adressaient à Y. »), or the act of someone described, then who that was ("A Conservative MP
refused to withdraw the remark. That member was X."; « Un député a refusé de s'excuser. Il s'agit
de X. »). The sentence patterns read one sentence; this module, called once per sentence by
`events.extract`, looks at the events of the window the sentence belongs to (its paragraph so far,
and the sentence right before it, even across a paragraph break) and completes one of them when the
sentence states a missing argument in a form it recognises:

- an event noun of the same kind, definite ("the apology", "her resignation", « cette demande »,
  « ses excuses »), with its participants as the noun's own phrases ("X's apology", "the apology of
  X to Y", « les excuses de X à Y ») or as phrases of a verb that only carries the noun ("the
  apology was addressed to Y", "the request came from X", « la demande venait de X »). The event of
  the window takes the arguments it lacked; an event the sentence's own patterns found for the same
  noun is then the same event told again, not a second one, and is dropped.
- a copular identification of a described person ("That member was X", "The MP is X", « Ce député
  est X », « Il s'agit de X »): the unresolved description ("a Conservative MP") of an event of the
  sentence before becomes X, when X fits it (X's party that day is the description's).

- a statement made in a medium the window named ("The office issued a statement on Tuesday. In it,
  X said ...", « Le bureau a publié un communiqué. X y affirme ... », "in the statement, X said"):
  X's public statement, as if the medium were named in X's own sentence (kinds/statement.py leaves a
  medium taken up by a demonstrative to the sentence that named it; this is that sentence's reading).

Nothing is completed when the window holds two events of the kind with different people (which one
the noun takes up is not told), when the noun is generic or indefinite ("resignations are rare", "an
apology"), when the named person is the event's other participant, or across more than one
paragraph break.
"""

from __future__ import annotations

from .discourse import Emitter
from .grammar import SUBJ, SUBJPASS, Sentence, _person, _subject, is_verb
from .lexicon import speech_verbs, words

# the kinds an event noun may take up, with the lexicon slot (kind, slot) of their nouns, and the
# roles a phrase may fill: the agent ("X's apology", "from X") and the target ("to Y", « à Y »)
EVENT_NOUNS = {
    "Apology": (("shared", "apology_nouns"), ("agent", "target")),
    "RequestToApologize": (("RequestToApologize", "request_nouns"), ("agent", "target")),
    "Accusation": (("Accusation", "accusation_nouns"), ("agent", "target")),
    "Refusal": (("shared", "refusal_nouns"), ("agent",)),
    "Resignation": (("shared", "resign_nouns"), ("agent",)),
    "Expulsion": (("Expulsion", "expulsion_nouns"), ("target",)),
}
# nouns of a kind's lexicon with another common sense, never taken up across sentences: "the charges
# against Y" (in court), "the attack on Y", "the criticism", "the call from X" (a telephone call)
OTHER_SENSES = {"charge", "attack", "criticism", "attaque", "critique", "call"}
# the kinds whose "of X" / « de X » is the target, not the agent ("the expulsion of X")
OF_IS_TARGET = {"Expulsion"}

# Closed-class words, not lexicon entries (the lexicon's words also steer the lemma repair of
# nlp.py, which must not learn "be" or "to"): prepositions of the agent and of the target, the
# determiners that make a noun take up something told (definite, demonstrative, possessive), and
# the verbs that only carry an event noun and its participants ("came from X", "was addressed to Y")
AGENT_PREPOSITIONS = {"en": {"by", "from", "of"}, "fr": {"de", "du", "des", "d'", "d’", "par"}}
OF_PREPOSITIONS = {"of", "de", "du", "des", "d'", "d’"}
TARGET_PREPOSITIONS = {"en": {"to", "at", "against", "toward", "towards"}, "fr": {"à", "au", "aux", "envers", "contre"}}
DEFINITE = {"en": {"the", "this", "that", "these", "those"},
            "fr": {"le", "la", "les", "l'", "l’", "ce", "cet", "cette", "ces"}}
CARRIER_VERBS = {"en": {"be", "come", "address", "direct", "aim", "offer", "extend", "issue", "deliver", "level",
                        "lodge", "make"},
                 "fr": {"être", "venir", "provenir", "émaner", "adresser", "viser", "formuler", "destiner"}}
TARGET_OBJECT_VERBS = {"target", "viser"}  # "the accusation targeted Y", « l'accusation visait Y »


def _person_of_phrase(s: Sentence, head):
    """The one person a noun phrase headed by `head` names (the head itself, or a name in apposition
    with a role: « au premier ministre Justin Trudeau »); None if none or several."""
    found = _person(s.entity(head))
    if found is not None:
        return found
    people = {m.entity.key: m.entity for i in (t.i for t in head.subtree if t.dep_ in ("appos", "flat", "flat:name",
                                                                                       "compound") or t.i == head.i)
              for m in [s.by_token.get(i)] if m is not None and m.entity.kind == "person"}
    return next(iter(people.values())) if len(people) == 1 else None


def _definite(s: Sentence, noun) -> bool:
    """Does `noun` take up something told: a definite, demonstrative or possessive determiner?"""
    for c in noun.children:
        if c.dep_ in ("poss", "nmod:poss") or "Yes" in c.morph.get("Poss"):
            return True
        if c.dep_ == "det" and c.lower_ in DEFINITE.get(s.lang, ()):
            return True
    return False


def _phrases(s: Sentence, holder):
    """(preposition, head of its object) for each prepositional phrase on `holder`, both parsers."""
    for c in holder.children:
        if s.lang == "en" and c.dep_ in ("prep", "agent", "dative"):
            for obj in c.children:
                if obj.dep_ == "pobj":
                    yield c.lower_, obj
        elif s.lang == "fr" and (c.dep_.startswith("obl") or c.dep_.startswith("nmod")):
            case = next((k.lower_ for k in c.children if k.dep_ == "case"), None)
            if case is not None:
                yield case, c


def noun_arguments(s: Sentence, noun, kind: str) -> dict:
    """The participants a definite event noun states: {role: person}, from the noun's own phrases
    and from those of a verb that only carries it; {} when it states none or is not definite."""
    if not _definite(s, noun) or s.quoted(noun) or s.negated(noun):
        return {}
    roles = EVENT_NOUNS[kind][1]
    found = {}

    def put(role, person):
        if person is not None and role in roles and role not in found:
            found[role] = person

    for c in noun.children:
        if c.dep_ in ("poss", "nmod:poss"):
            put("agent", _person(s.entity(c)))
    holders = [noun]
    verb = noun.head
    if noun.dep_ in SUBJ | SUBJPASS and verb.i != noun.i and verb.lemma_.lower() in CARRIER_VERBS.get(s.lang, ()):
        holders.append(verb)
        if verb.lemma_.lower() in TARGET_OBJECT_VERBS:
            obj = next((c for c in verb.children if c.dep_ in ("dobj", "obj")), None)
            if obj is not None:
                put("target", _person_of_phrase(s, obj))
    for holder in holders:
        for preposition, obj in _phrases(s, holder):
            person = _person_of_phrase(s, obj)
            if preposition in OF_PREPOSITIONS and holder is noun:
                put("target" if kind in OF_IS_TARGET else "agent", person)
            elif preposition in AGENT_PREPOSITIONS.get(s.lang, ()) and preposition not in OF_PREPOSITIONS or (
                    holder is not noun and preposition in OF_PREPOSITIONS and s.lang == "fr"):
                put("agent", person)  # ("came from X", "by X", « venait de X », « par X »)
            elif preposition in TARGET_PREPOSITIONS.get(s.lang, ()):
                put("target", person)
    if found.get("agent") is not None and found.get("target") is not None \
            and found["agent"].key == found["target"].key:
        return {}
    return found


def _same(a, b) -> bool:
    from .events import _same_person
    return _same_person(a, b)


def _participants(event):
    return (event.agent.key if event.agent is not None else None, event.target.key if event.target is not None else None)


def complete_from_nouns(s: Sentence, window: list, told: list) -> None:
    """Complete an event of `window` from a definite event noun of this sentence (module docstring);
    `told`: the events this sentence's own reading found, whose retellings of it are dropped."""
    d = s.discourse
    for noun in s.sent:
        if noun.pos_ not in ("NOUN", "PROPN"):
            continue
        for kind, ((slot_kind, slot), _) in EVENT_NOUNS.items():
            if noun.lemma_.lower() not in words(slot_kind, slot, s.lang) and noun.lower_ not in words(slot_kind, slot, s.lang) \
                    or noun.lemma_.lower() in OTHER_SENSES:
                continue
            given = noun_arguments(s, noun, kind)
            if not given:
                continue
            same_kind = [e for e in window if e.kind == kind and e.post is None]
            if len({_participants(e) for e in same_kind}) != 1:
                continue  # none, or two events of the kind: which one the noun takes up is not told
            event = same_kind[-1]
            if not all(getattr(event, role) is None or _same(getattr(event, role), person)
                       for role, person in given.items()):
                continue  # the noun tells of someone else's act
            missing = [role for role in given if getattr(event, role) is None]
            other = {"agent": "target", "target": "agent"}
            if not missing or any(getattr(event, other[role]) is not None and _same(getattr(event, other[role]), given[role])
                                  for role in missing):
                continue
            for role in missing:
                setattr(event, role, given[role])
            # the sentence's own event for the same noun is the same act told again: one event
            for retold in [e for e in told if e.kind == kind and e is not event
                           and all(getattr(e, r) is None or _same(getattr(e, r), getattr(event, r)) for r in ("agent", "target"))
                           and (e.date is None or event.date is None or e.date == event.date)]:
                if retold in d.events:
                    d.events.remove(retold)
                told.remove(retold)


def identified_person(s: Sentence):
    """(subject noun or None, person) of a copular identification of someone described: "That member
    was X", "The MP is X", « Ce député est X », « Il s'agit de X ». None if the sentence is not one."""
    root = s.sent.root
    lemma = root.lemma_.lower()
    if s.lang == "fr" and lemma == "agir" and any(c.dep_.startswith("expl") and c.lower_ in ("il",) for c in root.children):
        named = [c for c in root.children if c.dep_.startswith("obl") and any(k.lower_ in ("de", "d'", "d’") for k in c.children
                                                                               if k.dep_ == "case")]
        person = _person_of_phrase(s, named[0]) if len(named) == 1 else None
        return (None, person) if person is not None and person.iri is not None else None
    if s.lang == "en" and lemma == "be":
        subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
        named = next((c for c in root.children if c.dep_ == "attr"), None)
    elif s.lang == "fr" and any(c.dep_ in ("cop", "aux:pass") and c.lemma_.lower() == "être" for c in root.children):
        # (the parser may take the name for a passive participle, « Ce député est Michael Barrett »: the
        # name is still what the copula says the subject is; a real participle names nobody)
        subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubj:pass")), None)
        named = root
    else:
        return None
    if subject is None or named is None or subject.pos_ not in ("NOUN", "PROPN") or s.negated(root):
        return None
    if not any(c.dep_ == "det" and c.lower_ in DEFINITE.get(s.lang, ()) for c in subject.children):
        return None
    nouns = set().union(*(words("description", slot, s.lang) for slot in ("member_nouns", "minister_nouns", "leader_nouns")))
    if subject.lemma_.lower() not in nouns and subject.lower_ not in nouns:
        return None
    if any(m.entity.kind == "person" for i in (t.i for t in subject.subtree) for m in [s.by_token.get(i)] if m is not None):
        return None  # ("the MP for X", a named subject): not a description taken up
    person = _person_of_phrase(s, named)
    return (subject, person) if person is not None and person.iri is not None and not person.local else None


def _same_noun(s: Sentence, subject, role: str) -> bool:
    """Does the identification's subject noun take up the description `role` ("the MP" / "that
    member" for "a Conservative MP": both nouns of a member of the House; "the minister" is not)?"""
    said = {w.lower().strip(".,") for w in role.split()}
    nouns = {subject.lemma_.lower(), subject.lower_}
    members = words("description", "member_nouns", s.lang)
    return bool(nouns & said) or bool(nouns & members and said & members)


def complete_from_identification(s: Sentence, previous: list, kb) -> None:
    """Give the person a copular identification names to the unresolved description of an event of
    the sentence before (`previous`), when that person fits it (module docstring)."""
    from .events import _fits_role, _vague

    found = identified_person(s)
    if found is None:
        return
    subject, person = found
    described = {}
    for event in previous:
        for role in ("agent", "target"):
            entity = getattr(event, role)
            if _vague(entity):
                described.setdefault(entity.key, []).append((event, role))
    if len(described) != 1:
        return  # nobody described, or two descriptions: which one is meant is not told
    (places,) = described.values()
    vague = getattr(places[0][0], places[0][1])
    if subject is not None and not _same_noun(s, subject, vague.role or ""):
        return  # "The minister was X" after "a Conservative MP ...": another person than the one described
    for event, role in places:
        other = event.target if role == "agent" else event.agent
        if other is not None and _same(other, person):
            return
        if not _fits_role(vague, person, event.date, kb, leaving=role == "agent" and event.kind == "Resignation"):
            return
    for event, role in places:
        setattr(event, role, person)


# media that may be anyone's recording or a text sent to someone: speaking in them is no statement by itself
NOT_TAKEN_UP_MEDIA = {"video", "vidéo", "letter", "lettre", "email", "e-mail", "courriel", "message", "memo"}
# French verbs of saying whose « y » is their complement in « à », the thing answered or reacted to
# (« X y a répondu »: X answered the release, not spoke in it)
Y_IS_COMPLEMENT = {"répondre", "réagir", "répliquer", "rétorquer", "riposter", "faire", "adresser", "insister",
                   "commenter", "renchérir", "revenir", "penser", "tenir", "parler"}
# the prepositions of a medium a statement is made in ("in the statement", « dans ce communiqué »)
IN_A_MEDIUM = {"en": {"in", "during", "at"}, "fr": {"dans", "lors", "durant", "pendant", "en"}}


def press_media(s: Sentence) -> set:
    """The lemmas of the press media this sentence names outside quotations ("a statement", « un
    communiqué », "a news conference"): what a statement in the sentences next may take up."""
    from .kinds.statement import _is_press_medium, _private_letter, lemma_of

    return {lemma_of(t) for t in s.sent if t.pos_ in ("NOUN", "PROPN") and not s.quoted(t)
            and _is_press_medium(t, s.lang) and not _private_letter(s, t) and lemma_of(t) not in NOT_TAKEN_UP_MEDIA}


def _takes_up_a_medium(s: Sentence, verb, media: set, media_before: set) -> bool:
    """Is `verb` (or the verb it is coordinated with) said in a medium taken up: French « y », English
    "in it" after a sentence that named one (`media_before`: a pronoun takes up the nearest), or a
    definite medium noun whose medium the window named (`media`: "in the statement")?"""
    from .kinds.statement import lemma_of

    holders = [verb] + ([verb.head] if verb.dep_ == "conj" and verb.head.i != verb.i else [])
    for holder in holders:
        for c in holder.children:
            if s.lang == "fr" and c.lower_ == "y" and c.pos_ == "PRON" and media_before \
                    and holder.lemma_.lower() not in Y_IS_COMPLEMENT and verb.lemma_.lower() not in Y_IS_COMPLEMENT:
                return True
            if s.lang == "en" and c.dep_ == "prep" and c.lower_ in IN_A_MEDIUM["en"]:
                for obj in c.children:
                    if obj.dep_ == "pobj" and (obj.lower_ == "it" and c.lower_ == "in" and media_before or lemma_of(obj) in media
                                               and _definite(s, obj)):
                        return True
            if s.lang == "fr" and c.dep_.startswith("obl") and lemma_of(c) in media and _definite(s, c) \
                    and any(k.dep_ == "case" and k.lower_ in IN_A_MEDIUM["fr"] for k in c.children):
                return True
    return False


def statement_in_a_medium_told_before(s: Sentence, media: set, media_before: set, date, start: int, end: int) -> list:
    """X's public statement when X speaks in a medium the window named (module docstring); the events
    emitted."""
    if not media or s.in_quotation:
        return []
    say = speech_verbs(s.lang)
    emit = Emitter(s.discourse, start, end, date, None)
    for verb in s.sent:
        if not is_verb(verb) or s.quoted(verb) or s.negated(verb) or verb.lemma_.lower() not in say:
            continue
        if not _takes_up_a_medium(s, verb, media, media_before):
            continue
        speaker = _person(_subject(s, verb)[0])
        if speaker is None or speaker.iri is None or speaker.local:
            continue
        emit("PressStatement", agent=speaker, confidence=0.6)
    return emit.events
