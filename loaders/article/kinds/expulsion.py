"""Expulsion: a member ordered out of the chamber by the Chair (named, ejected, removed, kicked out) for the day or sitting;
the same verbs about a party's caucus are no Expulsion (the ontology has no class for a caucus removal).

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import (OBJ, SUBJ, SUBJPASS, _by_agent, _chair_office, _children, _has_place, _left_person, _object,
                       _governing, _person, _remark_object, _subject, _unreal, clitic_object, is_verb, not_yet)
from ..lexicon import DURATION, EXPEL, LEAVE, NEEDS_PLACE, NOT_DONE, ORDER, PARTY_PLACE, PLACE, words
from ..mentions import _country_names, fold, is_pronoun


# what a person is deported from or to, never the chamber: « expulsé du pays », « hors du Canada », « à l'étranger »
_FRENCH_DEPORTATION_NOUNS = {"pays", "territoire", "frontière", "frontières", "étranger"}


def _french_deportation_complement(s, tok) -> bool:
    """Does the French verb of expelling `tok` send someone out of a country: a destination
    (« expulsé vers la Somalie », « la ville vers laquelle elle a été expulsée »), « hors de », or a country or
    territory as what it is put out of (« expulsée du Canada », « expulsés du pays »)? That is a
    deportation, not a member put out of the chamber. Read by the words after the verb, up to the
    next verb or clause mark (the small model's parse of these participles is unreliable)."""
    doc = tok.doc
    if tok.i > s.sent.start and doc[tok.i - 1].lower_ in ("lequel", "laquelle", "lesquels", "lesquelles", "où") \
            or any(t.lower_ == "vers" and t.i + 1 < tok.i and doc[t.i + 1].lower_.startswith(("lequel", "laquelle", "lesquel"))
                   for t in doc[max(s.sent.start, tok.i - 6):tok.i]):
        return True  # « la ville vers laquelle on l'a expulsée »
    for t in doc[tok.i + 1:min(s.sent.end, tok.i + 6)]:
        if t.pos_ in ("VERB", "AUX") or t.text in (",", ";", ":", "«", "»") or t.lemma_.lower() in PLACE:
            return False  # (« expulsé de la Chambre (des communes du Canada) »: the chamber first)
        if t.lower_ in ("vers", "hors") or t.lower_ in _FRENCH_DEPORTATION_NOUNS:
            return True
        if t.pos_ in ("PROPN", "NOUN") and fold(t.text).lower() in _country_names():
            return True
    return False


def _party_place_after(s, verb) -> bool:
    """Is a caucus or a party what the verb of expelling puts the member out of, read by word order
    right after the verb ("expelled from the caucus", « expulsé du caucus », « exclue du parti »)?
    The small French model may take the participle for an adverb and hang the place on nothing of
    it, so the parse's subtree does not show it."""
    doc = verb.doc
    for t in doc[verb.i + 1:min(s.sent.end, verb.i + 5)]:
        if t.pos_ in ("VERB", "AUX") or t.is_punct:
            return False
        if t.lemma_.lower() in PARTY_PLACE or t.lower_ in PARTY_PLACE:
            return doc[t.i - 1].lower_ in ("du", "de", "d'", "d’", "from", "of", "the", "son", "sa", "leur", "his", "her", "their")
    return False


def _put_out_by_others(s, verb) -> bool:
    """Does the passive's "by" name, with a common noun, someone other than the Chair or those who
    act on its order ("by its organizers", "by the police"; not "by the Speaker", "by security")?"""
    removers = words("Expulsion", "remover_nouns", s.lang)
    by = [p for c in verb.children if c.dep_ == "agent" or (c.dep_ == "prep" and c.lower_ == "by")
          for p in _children(c, {"pobj"})]
    return any(p.pos_ == "NOUN" and p.lemma_.lower() not in removers and p.lower_ not in removers for p in by)


def _door_idiom(s, tok) -> bool:
    """Is `tok` the verb of an idiom of putting out with its object noun ("shown the door")?"""
    return is_verb(tok) and any(
        verb == tok.lemma_.lower() and any(c.lower_ == noun for c in tok.children if c.dep_ in OBJ)
        for verb, noun in (idiom.split() for idiom in words("Expulsion", "door_idioms", s.lang)))


def ordered_out(s, tok, ev) -> bool:
    """X is ordered out / expelled / kicked out / removed / named"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    date = ev.date
    door = _door_idiom(s, tok)
    if lemma in EXPEL or tok.lower_ in EXPEL or door:
        if s.negated(tok):
            return True
        if s.lang == "fr" and _french_deportation_complement(s, tok):
            return True  # a deportation: no member put out of the chamber
        infinitive = tok.head if tok.dep_ == "conj" else tok
        if infinitive.dep_ in ("xcomp", "acl", "nmod") and infinitive.head.i != infinitive.i and (
                infinitive.head.lemma_.lower() in NOT_DONE - ORDER and (infinitive.dep_ == "xcomp" or not is_verb(infinitive.head))):
            # "threatened to expel X", « a menacé d'expulser X »: not done; nor "risks being expelled",
            # « risque d'être expulsé » (the parser takes the verb of risking for a noun, the
            # participle for its modifier)
            return True
        has_place = _has_place(tok)
        if lemma in ORDER:
            xc = next((c for c in tok.children if c.dep_ in ("xcomp",) and c.lemma_.lower() in LEAVE), None)
            if xc is None and s.lang == "fr":
                # « a sommé le député X de quitter la Chambre »: the small model may hang the infinitive
                # on the one ordered (an acl of the object), not on the verb of ordering
                xc = next((g for c in tok.children if c.dep_ in ("obj", "obl:arg", "iobj") for g in c.children
                           if g.dep_ in ("acl", "xcomp") and g.lemma_.lower() in LEAVE
                           and any(m.lower_ in ("de", "d'", "d’") for m in g.children if m.dep_ == "mark")), None)
            if xc is None and not any(c.lower_ == "out" for c in tok.children):
                return True
            if xc is not None and _remark_object(xc):
                return True
        elif lemma in NEEDS_PLACE and not (has_place or DURATION.search(s.sent.text)):
            return True
        if lemma in ("kick", "throw", "send") and not any(c.lower_ == "out" for c in tok.subtree):
            return True
        if s.passive(tok) or (s.lang == "fr" and tok.pos_ == "ADJ"):
            subj = _children(tok, SUBJPASS | SUBJ)
            target = s.entity(subj[0], d.focus_member()) if subj else None
            if subj and target is None and is_pronoun(subj[0]):
                target = d.focus_member()
            if not subj and tok.dep_ in ("xcomp", "conj", "advcl"):
                target, _ = _subject(s, tok, d.focus_member())
            if target is None and not subj:
                target = _left_person(s, tok)
            agent = _by_agent(tok, s)
            if agent is None and door:  # "shown the door by the Speaker": the parse hangs "by" on the noun
                agent = next((s.entity(p) for o in _children(tok, OBJ) for c in o.children if c.lower_ == "by"
                              for p in _children(c, {"pobj"})), None)
        else:
            obj = _object(tok)
            if door:  # "the Speaker showed Y the door": Y is the one shown it
                obj = next((c for c in tok.children if c.dep_ in ("dative", "iobj")), None)
            target = s.entity(obj, d.focus_member()) if obj is not None else None
            agent, _ = _subject(s, tok)
            if obj is None and tok.dep_ in ("xcomp",):  # "X got thrown out": the complement's subject
                target, agent = _subject(s, tok, d.focus_member())[0], None
            elif obj is None and s.lang == "en" and tok.tag_ in ("VBN", "VBD") and _children(tok, SUBJ) \
                    and not any(c.dep_ in ("aux", "auxpass") for c in tok.children) and not _children(tok, {"dative"}):
                # "X kicked out of House of Commons", "X ejected from Commons": a headline drops
                # the passive's auxiliary; the verb needs an object, so its subject is the one put out
                target, agent = _person(_subject(s, tok)[0]), None
                if target is not None and target.iri is None:
                    return True  # ("Bloc MP ordered out of the House": the body tells whom; not this reading)
        if tok.dep_ == "xcomp" and tok.head.lemma_.lower() in ("end", "get", "finir"):
            target = _subject(s, tok.head, d.focus_member())[0]
        target = _person(target)
        if target is None:
            return True
        # "X and Y were expelled": one event each
        heads = _children(tok, SUBJPASS | OBJ) if s.passive(tok) or _children(tok, OBJ) else []
        others = []
        for h in heads:
            for c in h.children:
                e = _person(s.entity(c)) if c.dep_ == "conj" else None
                if e is not None and e.key != target.key and e.key not in [o.key for o in others]:
                    others.append(e)
        if lemma == "name" and _chair_office(s, agent, date) is None:
            return True  # (named by the Chair: by its title, or by the member who held it that day)
        if agent is None and _put_out_by_others(s, tok):
            return True  # "was kicked out of the debate by its organizers": not the Chair's doing
        duration = DURATION.search(s.sent.text)
        until = next((g for g in duration.groups() if g), None) if duration else None
        until = {"journée": "day", "séance": "sitting", "semaine": "week"}.get(until, until)
        office = _chair_office(s, agent, date)
        if door and office is None:
            return True  # shown the door by someone other than the Chair: a job or a caucus lost, not the chamber
        if office is None and (any(t.lemma_.lower() in PARTY_PLACE for t in tok.subtree if t.i != tok.i)
                               or _party_place_after(s, tok)
                               or (_person(agent) is not None and agent.iri is not None)):
            # out of a party's caucus, or by someone who is not the Chair: the party's doing
            d.removed_from_caucus.update(who.key for who in [target] + others)
            return True  # a caucus removal is not an Expulsion (canpol:Expulsion is from the chamber)
        last_request = next((e for e in reversed(d.events) if e.kind == "RequestToApologize" and e.capacity), None)
        chair = _person(agent) if office else (last_request.agent if last_request else None)
        capacity = office or (last_request.capacity if last_request else None)
        role = (agent.role if office and agent is not None else (last_request.role if last_request else None))
        for who in [target] + others:
            ev("Expulsion", agent=chair, target=who, until_end_of=until or "day",
               confidence=0.85 if until else 0.7, capacity=capacity, role=role)
        return True
    return False


# « désigner un député par son nom »: the words of the Chair's naming, after the verb
_BY_NAME = ("par", "nom")


def _french_by_name(s, verb):
    """The « nom » of « désigné par son/sa nom » right after the verb (a few words on, its object or a
    weekday may come between), None when the verb has no such complement."""
    doc = verb.doc
    for t in doc[verb.i + 1:min(s.sent.end, verb.i + 9)]:
        if t.pos_ in ("VERB", "AUX") or t.text in (";", ":"):
            return None
        if t.lower_ == "nom" and t.i >= 2 and doc[t.i - 1].lower_ in ("son", "sa", "leur") and doc[t.i - 2].lower_ == "par":
            return t
    return None


def chair_names_member(s, tok, ev) -> bool:
    """« Le président a désigné X par son nom », « l'a désigné par son nom », « X a été désigné par son
    nom par la présidence »: the Chair's naming of a member (canpol vocab:Naming), which orders the
    member out for the rest of the day; an Expulsion whose agent is the Chair (its Ruling follows).
    Only when the Chair is the one naming: « désigner » alone is any appointment."""
    if s.lang != "fr" or tok.lemma_.lower() != "désigner" or not is_verb(tok):
        return False
    name = _french_by_name(s, tok)
    if name is None:
        return False
    if s.quoted(tok) or _unreal(s, tok) or not_yet(s, tok) or _governing(tok, NOT_DONE) is not None:
        return True  # (« a menacé de désigner X par son nom »: not done)
    doc = tok.doc
    persons = [m for m in s.mentions if m.entity.kind == "person" and m.tokens[1] <= s.sent.end]
    # (passive by its auxiliary or subject: the parser takes « par son nom » for an agent)
    if any(c.dep_ in SUBJPASS or c.dep_ == "aux:pass" for c in tok.children):
        subj = _children(tok, SUBJPASS | SUBJ)
        target = s.entity(subj[0], s.discourse.focus_member()) if subj else None
        # the Chair after a second « par » (the first is « par son nom »)
        agent = next((m.entity for m in persons if m.tokens[0] > name.i and any(
            doc[j].lower_ == "par" for j in range(name.i + 1, m.tokens[0]))), None)
    else:
        agent, _ = _subject(s, tok)
        # the member named after the verb (the parse of the phrase around « par son nom » is unreliable)
        target = next((m.entity for m in persons if tok.i < m.tokens[0] <= name.i + 6 and not any(
            doc[j].pos_ in ("VERB", "AUX") for j in range(tok.i + 1, m.tokens[0]))), None)
        clitic = next((c for c in tok.children if c.dep_ in OBJ and c.lower_ in ("l'", "l’", "le", "la")), None)
        if target is None and clitic is not None:
            target = clitic_object(s, clitic, _person(agent))
    office = _chair_office(s, agent, ev.date)
    target = _person(target)
    if office is None or target is None or (agent is not None and target.key == agent.key):
        return True
    ev("Expulsion", agent=_person(agent), target=target, until_end_of="day", confidence=0.7, capacity=office,
       role=agent.role if agent is not None else None)
    return True


AVOIR_FORMS = {"a", "ont", "avait", "avaient", "aura", "auront", "eut"}


def mistagged_french_participle(s, tok, ev) -> bool:
    """« Le président a expulsé (mercredi) X »: the small French model takes some participles for
    adverbs or nouns and hangs the clause on the auxiliary or on a weekday, so the parse has no verb
    to read. Read the clause by its order instead: the auxiliary right before the participle, the
    Chair named before it (an office, or its holder that day per the KB), the member after it."""
    if s.lang != "fr" or tok.pos_ == "VERB" or tok.lower_ not in EXPEL:
        return False
    if tok.i == s.sent.start or tok.doc[tok.i - 1].lower_ not in AVOIR_FORMS:
        return False
    if _french_deportation_complement(s, tok):
        return True  # « a expulsé X vers ... »: a deportation
    aux = tok.doc[tok.i - 1]
    before = [m for m in s.mentions if m.entity.kind == "person" and s.sent.start <= m.tokens[0]
              and m.tokens[1] <= aux.i]
    after = [m.entity for m in s.mentions if m.entity.kind == "person" and tok.i < m.tokens[0] < s.sent.end
             and m.tokens[0] <= tok.i + 8]
    # or an object clitic before the auxiliary (« le président l'a expulsé », « m'a expulsé » in a
    # quotation, whose "me" is its speaker): who the pronoun stands for
    clitic = tok.doc[aux.i - 1] if aux.i > s.sent.start else None
    if not after and clitic is not None and before:
        after = [e for e in [clitic_object(s, clitic, before[-1].entity)] if e is not None]
    if not before or not after or any(t.lower_ in ("ne", "n'", "n’") for t in tok.doc[aux.i - 2:aux.i]):
        return False
    agent, target = before[-1].entity, after[0]
    office = _chair_office(s, agent, ev.date)
    if office is None or target.key == agent.key:
        return False
    duration = DURATION.search(s.sent.text)
    until = next((g for g in duration.groups() if g), None) if duration else None
    until = {"journée": "day", "séance": "sitting", "semaine": "week"}.get(until, until)
    ev("Expulsion", agent=_person(agent), target=target, until_end_of=until or "day",
       confidence=0.7 if until else 0.6, capacity=office, role=agent.role)
    return True


def expulsion_noun(s, tok, ev) -> bool:
    """The expulsion of X by the Chair, « l'expulsion du député X par le président »: only with the
    Chair as its agent (a party's 'expulsion of X' from its caucus is no Expulsion)."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in words("Expulsion", "expulsion_nouns", s.lang):
        return False
    if any(t.lemma_.lower() in PARTY_PLACE for t in tok.subtree if t.i != tok.i):
        return False
    target = agent = None
    for child in tok.children:
        heads = [p for p in child.children if p.dep_ == "pobj"] if child.dep_ == "prep" else [child]
        marks = {child.lower_} | {g.lower_ for g in child.children if g.dep_ == "case"}
        for head in heads:
            who = s.entity(head)
            if _person(who) is None:
                continue
            if marks & {"by", "par"}:
                agent = who
            elif marks & {"of", "de", "du", "d'", "d’"} and target is None:
                target = who
    office = _chair_office(s, agent, ev.date)
    if office is None or _person(target) is None or target.key == agent.key:
        return False
    duration = DURATION.search(s.sent.text)
    until = next((g for g in duration.groups() if g), None) if duration else None
    until = {"journée": "day", "séance": "sitting", "semaine": "week"}.get(until, until)
    ev("Expulsion", agent=_person(agent) if agent.iri or agent.presumed else None, target=target,
       until_end_of=until or "day", confidence=0.65, capacity=office, role=agent.role)
    return True
