"""RequestToApologize: someone, usually the Chair, asking a member to apologize or withdraw words.

By a verb of asking ("asked X to withdraw", "demanded that X apologize", "called for X to
apologize"), by saying another must ("X said Y must apologize"), a demand for an apology
("demanded an apology from X", « a exigé des excuses de X »), "X owes her an apology", a request
told in passing ("even when pressed by Y") or complied with ("after the Speaker asked her to").
The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import OBJ, SUBJ, SUBJPASS, _unreal, asked_or_planned, held_back, for_of_infinitive, has_negative_determiner, in_an_indirect_question, _by_agent, _chair_office, _children, _governing, _object, _person, _remark_object, _role_of, _subject, is_verb, not_yet, persons_of
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, ASK, NOT_DONE, OFFER, REMARK, SAY, WRITE, words
from ..mentions import is_pronoun
from .accusation import _outside_the_kb, accusers_outside_the_kb, told_as_done
from ..groups import takes_up_people_outside

KIND = "RequestToApologize"


def chair_asks_to_apologize(s, tok, ev) -> bool:
    """the chair asks X to apologize / withdraw"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    date = ev.date
    apology_object = _object(tok)
    # (an apology offered, or amends made: "urged Y to make amends", « exhorté Y à faire amende honorable »)
    offer = lemma in OFFER and tok.pos_ == "VERB" and apology_object is not None and \
        apology_object.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} | words("Apology", "amends_nouns", s.lang)
    asker = _governing(tok, ASK) if lemma in APOLOGIZE or offer else None  # « exige que X présente des excuses »
    if asker is None and lemma in APOLOGIZE:
        asker = _asker_before(s, tok) or _mandative_asker(s, tok)
    if asker is not None and (not_yet(s, asker) and not _polite_first_person(s, asker) or asker.dep_ in ("xcomp", "ccomp") and asker.head.i != asker.i
                              and asker.head.lemma_.lower() in words("shared", "intent_only", s.lang)
                              or in_an_indirect_question(s, tok)):
        # "did not ask X to withdraw", "could ask X to retract", "plans to ask X to apologize",
        # « envisage de demander à X de s'excuser »: no request, and no apology; "asked whether X had
        # apologized", « s'est demandé si X s'était excusé »: a question, neither
        return True
    if asker is not None:
        d.apology_sought = True
        if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
            pass  # "asked to withdraw" from the chamber is handled with expulsions
        else:
            head = asker
            if s.passive(head):
                subj = _children(head, SUBJPASS | SUBJ)
                target = s.entity(subj[0]) if subj else None
                agent = _by_agent(head, s)
            else:
                agent, _ = _subject(s, head)
                obj = _object(head)
                if obj is not None and obj.i == tok.i:
                    obj = None  # (« a suggéré que Y retire ... »: the parse takes the clause for the object)
                if obj is None:
                    # "called on X to apologize"; "demanded that X apologize", « a exigé que X s'excuse »
                    obj = next((c for c in tok.children if c.dep_ in SUBJ and tok.dep_ in ("ccomp", "obj")), None) or \
                        next((p for c in head.children if c.dep_ == "prep" and c.lower_ in ("on", "upon")
                              for p in c.children if p.dep_ == "pobj" and _person(s.entity(p))), None)
                target = s.entity(obj, d.focus_member()) if obj is not None else None
                if _person(target) is None and obj is not None and _addresses_the_member(s, obj):
                    # "the Deputy Speaker suggested the member retract it": the Chair's word for the
                    # member it speaks to, the one the article is about (not the Chair itself)
                    asking = _person(_subject(s, head)[0])
                    focus = d.focus_member() or d.salience.standing_out(
                        lambda e: e.kind == "person" and e.iri is not None and (asking is None or e.key != asking.key))
                    target = focus if focus is not None and (asking is None or asking.key != focus.key) else None
                if target is None:
                    target = _addressee_of_quotation(s, head)  # « « Je vous demande de retirer ... », a dit X à Y »
                # "asked X and Y to withdraw", « a demandé à X et à Y de retirer »: one request each
                others = [p for p in persons_of(s, obj, _person(target))[1:]] if obj is not None else []
            agent_tok = next(iter(_children(head, SUBJ)), None)
            if (agent is None or agent.kind == "party" or _person(agent) is not None and agent.local) \
                    and not s.passive(head) and _person(target) is not None and target.iri is not None \
                    and (accusers_outside_the_kb(s, head)
                         or agent_tok is not None and takes_up_people_outside(s, agent_tok, d.people_outside_subject)) \
                    and (told_as_done(s, head) or _voiced_by_a_member(s, head)):
                # "Opposition MPs demanded that Y apologize", "The Conservatives called on Y to apologize":
                # a request by people the KB does not hold (unnamed, a party, its caucus, a private
                # person) has its target and no agent, as the annotation guidelines give it
                ev("RequestToApologize", target=target, confidence=0.6)
                return True
            if agent is None and not s.passive(head):
                return True
            if agent is not None and _chair_office(s, agent, date) is None:
                # a member pressing another to apologize is a request too (not the Chair's): only
                # between two people the text names
                if _person(agent) and _person(target) and agent.key != target.key and not s.negated(head):
                    ev("RequestToApologize", agent=agent, target=target, confidence=0.65)
                return True
            for one in [target] + (others if not s.passive(head) else []):
                ev("RequestToApologize", agent=_person(agent), target=_person(one),
                   confidence=0.85 if one else 0.6,
                   capacity=_chair_office(s, agent, date),
                   role=_role_of(s, agent_tok) or (agent.role if agent is not None and agent.office else None))
            return True
    return False


def _polite_first_person(s, verb) -> bool:
    """'"I would ask the member to withdraw that remark," the Speaker said', « Je demanderais au député
    de retirer ses paroles »: in a quotation, the speaker asking in the first person with the polite
    conditional asks there and then (no condition, no negation)."""
    if not (s.in_quotation or s.quoted(verb)) or s.negated(verb) or not any(
            c.dep_ in SUBJ and c.lower_ in ("i", "je", "j'", "j’") for c in verb.children):
        return False
    if any(t.lower_ in CONDITIONS | {"unless"} and t.pos_ in ("SCONJ", "ADP") for t in verb.subtree):
        return False
    if s.lang == "fr":
        return verb.lower_.endswith("ais") and not any(c.dep_.startswith("aux") for c in verb.children)
    modals = [c.lower_ for c in verb.children if c.dep_ == "aux"]
    return modals in (["would"], ["'d"])


def _voiced_by_a_member(s, verb) -> bool:
    """"Conservatives want Y to apologize, X said", "X said his party wants Y to apologize": a request
    of people the KB does not hold, in the present, told by a member of the KB whose saying is told
    as done (not "X said some had wanted ...": what X says they wanted is hearsay)."""
    if s.negated(verb) or _unreal(s, verb) or not_yet(s, verb) or verb.tag_ not in ("VBZ", "VBP") \
            or verb.dep_ != "ccomp" or verb.head.i == verb.i:
        return False
    saying = verb.head
    if saying.pos_ != "VERB" or saying.lemma_.lower() not in SAY or not told_as_done(s, saying):
        return False
    speaker = _person(_subject(s, saying)[0])
    return speaker is not None and speaker.iri is not None


def _mandative_asker(s, verb):
    """"X insisted that Y apologize", "suggested that Y withdraw the word", "X wants Y to apologize":
    a verb of wanting something done (the lexicon's mandative_verbs) whose clause, with its own
    subject, is the apology in the bare subjunctive or the "to"-infinitive asks it of that subject
    (not "insisted that Y had apologized", a fact told, nor "should apologize", read as an obligation;
    « X souhaite que Y s'excuse », « a suggéré que Y retire ce mot »)."""
    head = verb.head
    if verb.dep_ not in ("ccomp", "obj") or head.i == verb.i or head.pos_ != "VERB" \
            or head.lemma_.lower() not in words(KIND, "mandative_verbs", s.lang) or not _children(verb, SUBJ):
        return None
    auxiliaries = [c for c in verb.children if c.dep_ in ("aux", "auxpass", "aux:tense", "aux:pass")]
    # (the tagger may take the bare subjunctive for a noun: "that Y apologize"; "that" shows the clause;
    # or for the plain present, which a singular subject shows is none: "that Y apologize", not "apologizes")
    subjunctive = verb.tag_ == "VBP" and s.lang == "en" and all(
        c.tag_ in ("NNP", "NN") or c.lower_ in ("he", "she") for c in _children(verb, SUBJ))
    if s.lang == "en" and (verb.tag_ not in ("VB", "NN") and not subjunctive or any(c.lower_ != "to" for c in auxiliaries) or verb.tag_ == "NN"
                           and not any(c.dep_ == "mark" and c.lower_ == "that" for c in verb.children)):
        return None
    # (the French parse seldom marks the subjunctive: after these verbs « que » brings it, in the
    # present; a compound tense tells what was done)
    if s.lang == "fr" and (auxiliaries or not any(c.lower_ in ("que", "qu'", "qu’") for c in verb.children)):
        return None
    return head


def _participle_lemma(token) -> str:
    """The verb a past participle comes from: the parse's lemma in English ("Asked" -> ask); in
    French the infinitive rebuilt from the form, which the small model often leaves as it is or
    tags a noun at the head of a sentence (« Sommée » -> sommer, « Priés » -> prier)."""
    if token.lang_ != "fr":
        return token.lemma_.lower() if token.tag_ == "VBN" else ""
    word = token.lower_.rstrip("s")
    word = word[:-1] if word.endswith("ée") else word
    return word[:-1] + "er" if word.endswith("é") else ""


def asked_in_a_fronted_participle(s, tok, ev) -> bool:
    """"Asked to apologize on Tuesday, X stood by his remarks", « Sommée de retirer ses propos, X a
    refusé »: a past participle of asking opens the sentence, the apology or the withdrawal of words
    its infinitive, and the comma closes the frame; the one asked is the subject of the main clause
    (the first person named right after the comma). A request with no asker ("by the Speaker" in
    the frame names it: that member, or the chair's office); taken on the infinitive, which is not
    done. Not a frame of condition ("If asked to apologize, ...", « Si on lui demande de ... »)."""
    if tok.lemma_.lower() not in APOLOGIZE or tok.pos_ != "VERB" or s.quoted(tok):
        return False
    doc, start = tok.doc, s.sent.start
    opener = doc[start]
    if _participle_lemma(opener) not in ASK | words(KIND, "press_verbs", s.lang) or tok.i - start > 10:
        return False
    comma = next((t.i for t in doc[tok.i:s.sent.end] if t.text == ","), None)
    if comma is None or any(t.text in (",", ";", ":") or t.pos_ in ("VERB", "AUX") and t.i not in (tok.i,)
                            and t.lemma_.lower() not in ("être", "be") and t.dep_ not in ("aux", "aux:tense", "aux:pass")
                            and t.i > opener.i for t in doc[opener.i + 1:tok.i]):
        return False
    if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
        return False  # "Asked to withdraw, X left the chamber": an order to leave, not of words
    # (the party of "Conservative MP X" is named first: the member is the first person)
    after = next((m for m in s.mentions if comma < m.tokens[0] <= comma + 6 and m.entity.kind == "person"), None)
    if after is not None and (any(t.pos_ in ("VERB", "AUX") for t in doc[comma + 1:after.tokens[0]])
                              or not any(doc[i].dep_ in SUBJ | SUBJPASS
                                         or doc[i].head.dep_ in SUBJ | SUBJPASS and doc[i].head.i < after.tokens[1] + 1
                                         for i in range(*after.tokens))):
        return False
    if after is None:
        # "..., she refused", « ..., il avait refusé »: the main clause's subject pronoun, resolved
        pronoun = doc[comma + 1] if comma + 1 < s.sent.end else None
        target = _person(s.entity(pronoun, s.discourse.focus_member())) \
            if pronoun is not None and pronoun.dep_ in SUBJ and is_pronoun(pronoun) else None
    else:
        target = after.entity
    if target is None or target.iri is None:
        return False
    # ("by Speaker X", « par le président »: the one after "by" / « par », its article between)
    by = next((m for m in s.mentions if opener.i < m.tokens[0] < comma and m.entity.kind == "person"
               and any(t.lower_ in ("by", "par") for t in doc[max(opener.i, m.tokens[0] - 3):m.tokens[0]])), None) \
        if any(t.lower_ in ("by", "par") for t in doc[opener.i:comma]) else None
    asker = by.entity if by is not None else None
    if asker is not None and asker.key == target.key:
        return False
    s.discourse.apology_sought = True
    ev(KIND, agent=_person(asker), target=target, confidence=0.6,
       capacity=_chair_office(s, asker, ev.date) if asker is not None else None,
       role=asker.role if asker is not None and asker.office else None)
    return True


def faces_calls_to_apologize(s, tok, ev) -> bool:
    """"X faced calls on Tuesday to apologize", "X received demands for an apology from Y", « X a
    essuyé des demandes d'excuses »: a verb of facing or receiving (the lexicon's face_verbs) whose
    object is a request noun for an apology or a withdrawal makes its subject the one asked; the
    asker is the member after "from" / « de », else unnamed. Only as told (not negated, not to
    come: the pattern sees only real verbs) and of a person. Never takes its token."""
    # (« X fait face à des demandes d'excuses »: the locution, « face » the noun's case marker in the parse)
    facing = s.lang == "fr" and tok.lemma_.lower() == "faire" and any(
        t.lower_ == "face" for c in tok.children for t in [c] + list(c.children) if t.i == tok.i + 1)
    if not is_verb(tok) or tok.lemma_.lower() not in words(KIND, "face_verbs", s.lang) and not facing or s.quoted(tok):
        return False
    requests = words(KIND, "request_nouns", s.lang) | {"appel", "appels", "calls"}
    noun = next((c for c in tok.children if (c.dep_ in ("dobj", "obj") or c.dep_ in ("nmod", "obl", "obl:arg", "obl:mod") and s.lang == "fr")
                 and (c.lemma_.lower() in requests or c.lower_ in requests)), None)
    if noun is None or has_negative_determiner(noun):
        return False
    # what is asked: an apology in the noun's phrase ("for an apology", « d'excuses », « à s'excuser »), or
    # the "to"-infinitive the parser hung on the verb after the noun ("faced calls on Tuesday to apologize")
    asked = [t for t in noun.subtree if t.i != noun.i] + [t for c in tok.children if c.i > noun.i and c.dep_ in (
        "advcl", "xcomp") and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children) for t in c.subtree]
    # (and "for an apology (from Y)" the parser hung on the verb after the noun: "received demands on Tuesday for ...")
    asked += [t for c in tok.children if c.i > noun.i and c.dep_ == "prep" and c.lower_ == "for" for t in c.subtree]
    wanted = [t for t in asked if t.lemma_.lower() in APOLOGIZE | APOLOGY_NOUNS | {"excuse"} or t.lower_ in APOLOGY_NOUNS]
    if not wanted or any(t.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(t) for t in wanted):
        return False
    target = _person(_subject(s, tok)[0])
    if target is None or target.iri is None:
        return False
    source = next((p for t in asked if t.lower_ in ("from", "de", "d'", "d’", "des", "du") for p in
                   list(t.children) + ([t.head] if t.dep_ == "case" else []) if _person(s.entity(p))), None)
    agent = _person(s.entity(source)) if source is not None else None
    if agent is not None and agent.key == target.key:
        agent = None
    s.discourse.apology_sought = True
    ev(KIND, agent=agent, target=target, confidence=0.6,
       capacity=_chair_office(s, agent, ev.date) if agent is not None else None)
    return False


def renews_a_request(s, tok, ev) -> bool:
    """"X repeated his demand on Tuesday that Y apologize", "X renewed his call for an apology from Y",
    « X a réitéré sa demande d'excuses à Y », « a renouvelé son appel à Y »: a verb of making a request
    again or anew (the lexicon's renew_verbs) whose object is a request noun for an apology; its
    subject asks, the one asked is the subject of the apology's clause ("that Y apologize", hung on
    the noun or on the verb) or the member after "from" / « à ». Only told as done, between two
    members. Never takes its token."""
    if not is_verb(tok) or tok.lemma_.lower() not in words(KIND, "renew_verbs", s.lang) or s.quoted(tok) \
            or not told_as_done(s, tok):
        return False
    nouns = words(KIND, "request_nouns", s.lang) | ({"appel"} if s.lang == "fr" else set())
    noun = next((c for c in tok.children if c.dep_ in OBJ and c.lemma_.lower() in nouns), None)
    if noun is None or has_negative_determiner(noun) or _asks_something_else(s, noun) and s.lang == "en" \
            and not any(c.lemma_.lower() in APOLOGIZE for c in noun.children):
        return False
    agent = _person(_subject(s, tok)[0])
    if agent is None or agent.iri is None:
        return False
    target = None
    # "that Y apologize": the clause on the noun or, past the time phrase, on the verb
    clause = next((c for c in list(noun.children) + list(tok.children) if c.lemma_.lower() in APOLOGIZE
                   and c.i > noun.i and any(g.dep_ == "mark" and g.lower_ in ("that", "que", "qu'", "qu’") for g in c.children)), None)
    if clause is not None:
        if clause.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(clause):
            return False
        target = _person(s.entity(next(iter(_children(clause, SUBJ)), None)))
    else:
        # "for an apology from Y", « d'excuses à Y »: the apology right after the noun, the member after it
        doc, end = s.sent.doc, s.sent.end
        apology = next((t for t in doc[noun.i + 1:min(end, noun.i + 4)] if t.pos_ == "NOUN"
                        and (t.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} or t.lower_ in APOLOGY_NOUNS)), None)
        if apology is None:
            return False
        asked_of = _ASKED_OF.get(s.lang, set())
        for m in s.mentions:
            if m.entity.kind != "person" or not apology.i < m.tokens[0] <= apology.i + 6 or m.tokens[1] > end:
                continue
            between = doc[apology.i + 1:m.tokens[0]]
            if not any(u.pos_ in ("VERB", "AUX") for u in between) and any(u.lower_ in asked_of for u in between):
                target = _person(m.entity)
            break
    if target is None or target.iri is None or target.key == agent.key:
        return False
    s.discourse.apology_sought = True
    ev(KIND, agent=agent, target=target, confidence=0.6, capacity=_chair_office(s, agent, ev.date))
    return False


def calls_for_someone_to_apologize(s, tok, ev) -> bool:
    """"X called for Y to apologize", "asked for Y to withdraw the remark": the subject of a verb of
    asking wants the one "for" brings to apologize. Read on the infinitive, which is not done (so
    only patterns that read the mood see it); the verb of asking must be told as done."""
    if tok.lemma_.lower() not in APOLOGIZE or tok.pos_ != "VERB" or s.quoted(tok):
        return False
    marker = for_of_infinitive(tok)
    if marker is None or marker.head.i == marker.i:
        return False
    asker = marker.head if marker.head.i != tok.i else tok.head  # (the parse may make "for" the infinitive's mark)
    noun = _request_noun_asking(s, asker, tok)
    if noun is not None:
        # "X's call for Y to apologize went unanswered", "renewed their call for Y to apologize": the
        # request noun asks; the verb it belongs to tells whether the asking is told as done
        asker = noun.head if noun.dep_ in OBJ | SUBJ | SUBJPASS and noun.head.i != noun.i else noun
        if asker.pos_ != "VERB" or s.negated(asker) or _unreal(s, asker) or has_negative_determiner(noun):
            return False
    if asker.i == tok.i or asker.pos_ != "VERB" or (noun is None and asker.lemma_.lower() not in ASK) \
            or not_yet(s, asker) or s.quoted(asker):
        return False
    if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
        return True  # "withdraw from the chamber": an order to leave
    owner = _request_owner(noun) if noun is not None else None
    if owner is None or owner.pos_ == "PRON" and noun.dep_ in OBJ:
        # ("renewed their call": the one who renews it is the one whose call it is)
        owner = next(iter(_children(asker, SUBJ)), None) if noun is None or noun.dep_ in OBJ else owner
    agent = _person(s.entity(owner)) if owner is not None else None
    target = next((m.entity for m in s.mentions if m.entity.kind == "person" and marker.i < m.tokens[0]
                   and m.tokens[1] <= tok.i), None)
    if agent is None and owner is not None and target is not None and target.iri is not None \
            and _outside_the_kb(s, owner) and told_as_done(s, asker):
        # "Opposition parties are calling for Y to apologize", "the New Democrats renewed their call for
        # Y to ...": people the KB does not hold ask; the request has its target and no agent (the guidelines)
        ev(KIND, target=target, confidence=0.6)
        s.discourse.apology_sought = True
        return True
    if agent is None and owner is None and noun is not None and noun.dep_ in SUBJ and noun.tag_ in ("NNS", "NNPS") \
            and target is not None and target.iri is not None and told_as_done(s, asker):
        # "Calls for Y to apologize grew on Tuesday": requests made by people the text does not name
        ev(KIND, target=target, confidence=0.55)
        s.discourse.apology_sought = True
        return True
    if agent is None or target is None or agent.key == target.key:
        return True
    ev(KIND, agent=agent, target=target, confidence=0.65, capacity=_chair_office(s, agent, ev.date))
    s.discourse.apology_sought = True
    return True


def _request_noun_asking(s, head, infinitive):
    """The request noun that asks for `infinitive` ("call", "demand": the lexicon's request_nouns),
    when the "for Y to apologize" hangs on it ("X's call for Y to apologize") or on the verb whose
    object it is ("renewed their call on Wednesday for Y to apologize"); else None."""
    nouns = words(KIND, "request_nouns", s.lang)
    if head.pos_ == "NOUN" and head.lemma_.lower() in nouns:
        return head
    if head.pos_ == "VERB" and head.lemma_.lower() not in ASK:
        return next((c for c in head.children if c.dep_ in OBJ and c.pos_ == "NOUN" and c.lemma_.lower() in nouns
                     and c.i < infinitive.i), None)
    return None


def _request_owner(noun):
    """Who makes the request of `noun`: its possessor ("X's call", "their demand"), or the one after
    "from" / "by" ("the call from X"); None when the noun does not say."""
    return next((c for c in noun.children if c.dep_ in ("poss", "nmod:poss")), None) or next(
        (p for c in noun.children if c.dep_ == "prep" and c.lower_ in ("from", "by") for p in _children(c, {"pobj"})), None)


# the modals of obligation: "Y must apologize", "Y should withdraw the remark"
OBLIGATION = {"must", "should", "ought"}
# verbs whose "to"-infinitive is an obligation, in the present: "Y has to apologize", "Y needs to"
# ("had to apologize" tells an apology made, and is read as one, but in reported speech)
OBLIGATION_VERBS = {"have", "need"}


# the words of a condition: "Y should apologize if ...", « il faut que Y s'excuse si ... »
CONDITIONS = {"if", "unless", "si", "s'", "s’"}


def _obliged_to_apologize(s, clause):
    """The noun phrase obliged to apologize or withdraw the remark by `clause` (its head verb), or None:
    "Y must / should / ought to apologize", "Y has to / needs to apologize", "it is time for Y to
    apologize". Not negated, not under a condition ("if", "unless"), not a question. The clause may be
    quoted ('"Y must apologize," X said'): the caller's verb of saying, outside the quotation, tells
    who says it."""
    def conditional(verb) -> bool:
        if s.lang == "fr":
            # (the small French parser hangs « si ... » anywhere in the clause: a conjunct, a complement)
            return any(t.pos_ == "SCONJ" and t.lower_ in CONDITIONS for t in verb.subtree)
        return any(c.dep_ in ("mark", "advcl") and (c.lower_ in CONDITIONS or any(
            g.lower_ in CONDITIONS for g in c.children)) for c in verb.children)

    if s.negated(clause) or conditional(clause) or any(conditional(c) for c in clause.children if c.dep_ in ("xcomp", "ccomp")) or in_an_indirect_question(s, clause) or any(
            t.text == "?" for t in clause.doc[clause.i:s.sent.end]):
        return None  # (nor "X declined to say whether Y should apologize": a question, nothing asked)
    if s.lang == "fr":
        return _french_obliged_to_apologize(s, clause)
    if clause.lemma_.lower() == "be":
        # "it is time for Y to apologize": the infinitive hangs on "time", its subject after "for"
        time = next((c for c in clause.children if c.dep_ in ("attr", "nsubj") and c.lemma_.lower() == "time"), None)
        infinitive = next((c for c in time.children if c.dep_ in ("relcl", "acl") and c.lemma_.lower() in APOLOGIZE),
                          None) if time is not None else None
        if infinitive is None or s.negated(infinitive) or for_of_infinitive(infinitive) is None:
            return None
        if infinitive.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(infinitive):
            return None
        return next((c for c in infinitive.children if c.dep_ in SUBJ), None)
    verb = clause
    if clause.lemma_.lower() in OBLIGATION_VERBS and (clause.tag_ in ("VBZ", "VBP") or clause.tag_ == "VBD" and clause.dep_ == "ccomp"):
        # ("X said Y had to apologize": reported speech puts the present obligation in the past)
        # "Y has to apologize": the obligation's verb heads the clause, the apology is its infinitive
        verb = next((c for c in clause.children if c.dep_ == "xcomp" and c.lemma_.lower() in APOLOGIZE
                     and any(g.lower_ == "to" for g in c.children)), None)
        if verb is None or s.negated(verb):
            return None
    elif clause.lemma_.lower() not in APOLOGIZE or not any(
            c.dep_ == "aux" and c.lower_ in OBLIGATION for c in clause.children):
        return None
    elif any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in clause.children):
        return None  # "Y should have apologized": a reproach about the past, nothing asked
    if verb.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(verb):
        return None
    return next((c for c in clause.children if c.dep_ in SUBJ), None)


def _french_obliged_to_apologize(s, clause):
    """« Y doit s'excuser », « Y devrait retirer ses propos », « Y devait présenter des excuses » (the
    imperfect of reported speech, in a clause that is said): « devoir » in the present, the
    conditional or that imperfect, its infinitive an apology, a withdrawal of words or an apology
    offered; not a compound tense (« a dû s'excuser » tells it done, « aurait dû » a reproach)."""
    if clause.lemma_.lower() not in ("devoir", "falloir") or clause.pos_ not in ("VERB", "AUX") \
            or any(c.dep_ in ("aux", "aux:tense") for c in clause.children):
        return None
    moods, tenses = clause.morph.get("Mood"), clause.morph.get("Tense")
    # (the small model may tag the conditional an imperfect: « il faudrait » read by its ending)
    if not ("Cnd" in moods or "Pres" in tenses or "Imp" in tenses and (clause.dep_ == "ccomp" or clause.lower_.endswith("rait"))):
        return None
    if clause.lemma_.lower() == "falloir":
        # « il faut que Y s'excuse », « il faudrait que Y retire ses propos »: the impersonal obligation,
        # the one obliged the subject of its clause in the subjunctive
        # (« que » may hang on the clause's subject)
        verb = next((c for c in clause.children if c.dep_ == "ccomp" and c.pos_ == "VERB" and c.i > clause.i
                     and any(g.lower_ in ("que", "qu'", "qu’") for g in clause.doc[clause.i + 1:c.i])), None)
        clause = verb
    else:
        verb = next((c for c in clause.children if c.dep_ == "xcomp" and "Inf" in c.morph.get("VerbForm")), None)
    if verb is None or s.negated(verb):
        return None
    lemma = verb.lemma_.lower()
    if lemma in ("withdraw", "retirer") and not _remark_object(verb):
        return None
    if lemma not in APOLOGIZE and not (lemma in OFFER and _object(verb) is not None
                                       and _object(verb).lemma_.lower() in APOLOGY_NOUNS | {"excuse"}):
        return None
    return next((c for c in clause.children if c.dep_ in SUBJ), None)


def _clauses_said(s, tok) -> list:
    """The clauses a verb of saying says: its clausal complements, and, in French, the clause before it
    and its comma when the verb follows with its subject inverted (« Y doit s'excuser, a dit X »,
    which the parse may hang on that clause)."""
    clauses = [c for c in tok.children if c.dep_ == "ccomp"]
    if s.lang == "fr" and tok.i > s.sent.start:
        start = min([tok.i] + [c.i for c in tok.children if c.dep_.startswith("aux") and c.i < tok.i])
        root = s.sent.root
        if start > s.sent.start and tok.doc[start - 1].text == "," and root.i < start and root.i != tok.i \
                and tok.head.i != tok.i and (tok.head.i == root.i or root.is_ancestor(tok.head)) \
                and any(c.i > tok.i and c.pos_ == "PROPN" and c.dep_ in ("nsubj", "obj", "appos", "flat:name")
                        for c in tok.children):
            clauses.append(root)
    return clauses


def _speaker_after(s, tok):
    """The person named right after a French verb of saying with its subject inverted (« , a dit X »)."""
    return next((m.entity for m in s.mentions if m.entity.kind == "person" and tok.i < m.tokens[0] <= tok.i + 4
                 and not any(t.pos_ in ("VERB", "AUX", "PUNCT") for t in tok.doc[tok.i + 1:m.tokens[0]])), None)


def _opinion_lemma(s, tok) -> str:
    """The lemma of a verb, the French present in -e the small model leaves as its form made its
    infinitive (« estime » -> estimer)."""
    lemma = tok.lemma_.lower()
    if s.lang == "fr" and lemma == tok.lower_ and lemma.endswith("e"):
        return lemma + "r"
    return lemma


def says_someone_must_apologize(s, tok, emit) -> bool:
    """"X said Y must apologize", "X told reporters that Y should withdraw the remark", "X said it was
    time for Y to apologize", '"Y has to apologize," X said': saying that another person is obliged to apologize asks it of them.
    The saying must be told as done and the obligation affirmed, for a named member other than the
    speaker, without a condition ("if"). Never takes its token (the same verb may tell a press statement)."""
    if tok.pos_ != "VERB" or _opinion_lemma(s, tok) not in SAY | WRITE | words(KIND, "opinion_verbs", s.lang) \
            or s.quoted(tok) or _unreal(s, tok) or not_yet(s, tok):
        return False
    for clause in _clauses_said(s, tok):
        subj = _obliged_to_apologize(s, clause)
        if subj is None or _unsure_pronoun(s, subj):
            continue
        agent, target = _person(_subject(s, tok)[0]), _person(s.entity(subj))
        if clause.head.i != tok.i:
            agent = _person(_speaker_after(s, tok))  # (« Y doit s'excuser, a dit X »: not its complement)
        _ask_as_obliged(s, agent, target, emit)
    return False


def obliged_by_attribution(s, tok, emit) -> bool:
    """"According to X, Y should apologize", "Y must apologize, according to X", « Selon X, Y devrait
    s'excuser », « Y doit s'excuser, estime X »: a clause saying another person is obliged to
    apologize, attributed to a member by "according to" / « selon » or by a French incise after it
    (a verb of saying or of opinion, its subject inverted), asks it of them. Read on the clause's own
    verb (the one says_someone_must_apologize reads through a verb of saying that governs it);
    never takes its token."""
    if tok.pos_ not in ("VERB", "AUX") or s.quoted(tok) or tok.dep_ != "ROOT":
        return False
    subj = _obliged_to_apologize(s, tok)
    if subj is None or _unsure_pronoun(s, subj):
        return False
    # (« ..., selon X » at the end: the parse may hang it on the infinitive)
    source = _according_to(s, tok) or next((_according_to(s, c) for c in tok.children if c.dep_ == "xcomp"
                                            and _according_to(s, c) is not None), None)
    agent = _person(s.entity(source)) if source is not None else _french_incise_speaker(s, tok)
    _ask_as_obliged(s, agent, _person(s.entity(subj)), emit)
    return False


def _french_incise_speaker(s, clause):
    """« Y doit des excuses aux Québécois, estime X », « ..., a dit X »: the member named right after a
    verb of saying or of opinion set off by a comma after `clause` (the sentence's main clause), its
    subject inverted after it. The small French parser hangs that verb anywhere in the clause, and
    may tag a present of opinion (« estime ») an adjective; the verb is found by its place: the first
    word after the comma past any auxiliary. None when there is no such incise."""
    if s.lang != "fr":
        return None
    doc = s.sent.doc
    for comma in doc[clause.i + 1:s.sent.end]:
        if comma.text != "," or s.quoted(comma):
            continue
        i = comma.i + 1
        while i < s.sent.end and doc[i].pos_ == "AUX":
            i += 1
        if i >= s.sent.end:
            return None
        verb = doc[i]
        lemma = verb.lemma_.lower() if verb.pos_ == "VERB" else ""
        if verb.pos_ in ("ADJ", "NOUN", "VERB") and verb.lower_.endswith("e") and not lemma.endswith("er"):
            lemma = verb.lower_ + "r"  # (« estime » the parser took for an adjective: « estimer »)
        if lemma not in SAY | WRITE | words(KIND, "opinion_verbs", s.lang) or not (
                verb.i == clause.i or clause.is_ancestor(verb)):
            return None
        if any(c.dep_ in SUBJ and c.i < verb.i for c in verb.children) or s.negated(verb):
            return None  # (« ..., il estime »: a clause of its own, not an incise)
        return _person(_speaker_after(s, verb))
    return None


def _unsure_pronoun(s, subj) -> bool:
    """A pronoun as the one obliged ('"He should apologize," X said') may be any man named before:
    taken only when the sentence says whom it is said of ('..., X said of Y')."""
    return is_pronoun(subj) and s.quotation_subject(subj) is None


def _ask_as_obliged(s, agent, target, emit) -> None:
    """The request of one who says `target` is obliged to apologize: between two members of the KB."""
    if agent is None or target is None or agent.iri is None or target.local:
        return
    # "the prime minister should apologize": a role phrase counts by the office's holder that day
    who = target.iri or target.presumed
    if who is None or str(who) == str(agent.iri):
        return
    emit(KIND, agent=agent, target=target, confidence=0.6, capacity=_chair_office(s, agent, emit.date))


def obliges_in_own_words(s, tok, emit) -> bool:
    """'"Y must apologize," X said', '"It is time for Y to apologize," X told reporters': a quotation
    whose main clause says another member is obliged to apologize is its speaker's request (quotes.py
    parses it on its own, its speaker as the author). Reads the mood itself; never takes its token."""
    if not s.in_quotation or s.author is None or tok.dep_ != "ROOT":
        return False
    subj = _obliged_to_apologize(s, tok)
    if subj is not None and not _unsure_pronoun(s, subj):
        _ask_as_obliged(s, _person(s.author), _person(s.entity(subj)), emit)
    return False


def request_noun_clause(s, tok, ev) -> bool:
    """"The Speaker's request that X withdraw his comment", "Y's demand that X apologize": a request
    noun whose clause is the apology asked for; its owner asks, the clause's subject is asked."""
    # (the tagger may take the bare subjunctive for a noun: "that X apologize"; its subject and
    # "that" show the clause)
    if tok.lemma_.lower() not in APOLOGIZE or tok.pos_ not in ("VERB", "NOUN") or tok.dep_ not in ("acl", "ccomp", "acl:relcl"):
        return False
    if tok.pos_ == "NOUN" and not _children(tok, SUBJ):
        return False
    noun = tok.head
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in words(KIND, "request_nouns", s.lang) or s.quoted(noun):
        return False
    if not any(c.dep_ == "mark" and c.lower_ in ("that", "que") for c in tok.children):
        return False  # "the request to withdraw": whom it was made to is not said here
    if any(c.lower_ in ("no", "aucune", "aucun") for c in noun.children):
        return True
    if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
        return True
    owner = next((c for c in noun.children if c.dep_ == "poss"), None) or next(
        (p for c in noun.children if c.dep_ == "prep" and c.lower_ in ("by", "from") for p in _children(c, {"pobj"})), None)
    agent = _person(s.entity(owner)) if owner is not None else None
    target = _person(s.entity(next(iter(_children(tok, SUBJ)), None)))
    if agent is None or target is None or agent.key == target.key:
        return True
    s.discourse.apology_sought = True
    ev(KIND, agent=agent, target=target, confidence=0.7, capacity=_chair_office(s, agent, ev.date),
       role=_role_of(s, owner) or (agent.role if agent.office else None))
    return True


def asks_in_a_quotation(s, tok, ev) -> bool:
    """'"Please withdraw that remark," the Speaker told Y': a quoted imperative to apologize or
    withdraw, its speaker asking the person the quotation is told to (the object of "told", or
    "to Y" after "said")."""
    if tok.lemma_.lower() not in APOLOGIZE or not s.quoted_imperative(tok) or s.negated(tok):
        return False
    if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
        return True  # "withdraw from the chamber": an order to leave, not to retract
    speaker, verb = s.quotation_attribution()
    listeners = _children(verb, {"dobj", "obj", "iobj", "dative"}) + [
        p for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
    target = next((_person(s.entity(t)) for t in listeners if _person(s.entity(t))), None)
    if target is None or _person(speaker) is None or target.key == speaker.key:
        return True
    agent_tok = next(iter(_children(verb, SUBJ)), None)
    ev(KIND, agent=_person(speaker), target=target, confidence=0.7, capacity=_chair_office(s, speaker, ev.date),
       role=_role_of(s, agent_tok) or (speaker.role if speaker.office else None))
    s.discourse.apology_sought = True
    return True


SECOND_PERSON = {"vous", "te", "t'", "t’", "tu", "you"}


def _addresses_the_member(s, token) -> bool:
    """Is `token` « la députée », « l'honorable député », "the member": the Chair's third-person
    way of addressing the member it speaks to (a definite noun of the lexicon's addressed_nouns,
    with no name of its own)?"""
    if token.lemma_.lower() not in words(KIND, "addressed_nouns", s.lang) and \
            token.lower_ not in words(KIND, "addressed_nouns", s.lang):
        return False
    # (definite: « la », « l' », "the", or the article contracted with « à »/« de »: « au député »)
    return token.i not in s.by_token and any(c.dep_ == "det" and "Def" in c.morph.get("Definite") or c.lower_ == "the"
                                             or c.dep_ == "case" and c.lower_ in ("au", "aux", "du")
                                             for c in token.children) \
        and not any(c.dep_ in ("appos", "flat:name", "nmod", "amod") and c.pos_ == "PROPN" for c in token.children)


def _addressee_of_quotation(s, verb):
    """The person a quotation is told to, when the quoted `verb` asks "you" (« Je vous demande de
    retirer ce mot », a dit X à Y; '"I ask you to withdraw," X told Y') or, as the Chair speaks,
    the member in the third person (« Je demande à la députée de retirer ce mot », a lancé le
    président à Y): the listener of the verb that attributes the quotation, « à Y » or the object
    of "told"."""
    if not any(c.lower_ in SECOND_PERSON or _addresses_the_member(s, c) for c in verb.children
               if c.dep_ in ("obj", "dobj", "iobj", "dative", "obl:arg")):
        return None
    if s.in_quotation:
        return s.addressee  # (a quotation parsed on its own: quotes.py found whom it is told to)
    if not s.quoted(verb):
        return None
    _, attribution = s.quotation_attribution()
    return quotation_listener(s, attribution)


def quotation_listener(s, attribution):
    """The one member a quotation is told to, named by the verb that attributes it: « à Y » after
    « a dit », the object of "told", "to Y" after "said"; None when there is none or several."""
    if attribution is None:
        return None
    listeners = [c for c in attribution.children if c.dep_ in ("iobj", "dative", "obl:arg", "obl", "nmod")
                 and any(g.dep_ == "case" and g.lower_ in ("à", "au", "aux") for g in c.children)]
    listeners += [c for c in attribution.children if c.dep_ in ("dobj", "dative") and s.lang == "en"]
    listeners += [p for c in attribution.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
    people = [_person(s.entity(t)) for t in listeners if _person(s.entity(t)) is not None]
    if not people and s.lang == "fr" and not s.quoted(attribution):
        # « », a lancé le président X à la bloquiste Y »: the small French parser hangs « à Y » on
        # the inverted subject; the listener is then the member named right after « à » that
        # follows the attribution, with no other verb between
        doc = s.sent.doc
        for t in doc[attribution.i + 1:s.sent.end]:
            if t.pos_ in ("VERB", "AUX") or s.quoted(t):
                break
            if t.lower_ in ("à", "au", "aux"):
                named = next((m for m in s.mentions if m.entity.kind == "person" and t.i < m.tokens[0] <= t.i + 3
                              and m.tokens[1] <= s.sent.end), None)
                if named is not None and not any(u.pos_ in ("VERB", "AUX", "ADP") for u in doc[t.i + 1:named.tokens[0]]):
                    people = [_person(named.entity)]
                    break  # (« aux Communes » before it names a place, not a listener: read on)
                # (« au ministre du Patrimoine Y »: a title with its complement, the name in apposition
                # to the title's noun, which the phrase resolves to)
                head = next((u for u in doc[t.i + 1:min(t.i + 3, s.sent.end)] if u.pos_ == "NOUN"), None)
                titled = _person(s.entity(head)) if head is not None and head.i not in s.by_token else None
                if titled is not None and titled.iri is not None:
                    people = [titled]
                    break
    return people[0] if len(people) == 1 else None


def _asker_before(s, verb):
    """« a demandé à X et à Y de retirer »: the parse may hang the infinitive on a name; an
    infinitive introduced by « de » / « à » / "to" completes the verb of asking before it when no
    other verb stands between them."""
    doc = verb.doc
    marked = any(c.dep_ in ("mark", "aux") and c.lower_ in ("de", "d'", "d’", "à", "to") for c in verb.children)
    if not marked or "Inf" not in verb.morph.get("VerbForm"):
        return None
    for t in reversed(doc[s.sent.start:verb.i]):
        if t.pos_ in ("VERB", "AUX") and t.dep_ not in ("aux", "aux:tense", "aux:pass"):
            return t if t.lemma_.lower() in ASK else None
    return None


def pressed_by(s, target, emit) -> list:
    """The requests a sentence tells in passing about an apology denied: "offered no apology, even
    when pressed by Y", « n'a présenté aucune excuse, même pressé par Y »: a passive verb of
    pressing whose by-agent is a member. Called by the apology patterns; the requests made."""
    made = []
    if _person(target) is None or target.iri is None:
        return made
    for tok in s.sent:
        if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "press_verbs", s.lang) or s.quoted(tok):
            continue
        agent_tok = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None)
        agent_tok = agent_tok or next((c for c in tok.children if c.dep_ == "obl:agent"), None)
        if agent_tok is None:
            continue
        for agent in persons_of(s, agent_tok, s.entity(agent_tok)):
            if agent.iri is not None and agent.key != target.key:
                made.append(emit(KIND, agent=agent, target=target, confidence=0.6))
    return made


def owes_an_apology(s, tok, ev) -> bool:
    """X says Y owes her (them) an apology, « X a déclaré que Y lui doit des excuses », "Y owed them an
    apology, according to X", « Y leur devait des excuses, selon X »: X asks Y for one. Said by people
    the KB does not hold ("Critics said Y owed the soldiers an apology", « selon des anciens
    combattants »), the request has its target and no agent (the guidelines)."""
    if tok.pos_ not in ("VERB", "AUX") or tok.lemma_.lower() not in words(KIND, "owe_verbs", s.lang):
        return False
    obj = _object(tok)
    if obj is None and s.lang == "fr":
        # (« devait des excuses »: the parse may take the partitive « des » for a preposition)
        obj = next((c for c in tok.children if c.dep_ in ("obl:arg", "obl") and any(
            g.lower_ == "des" and g.dep_ == "case" for g in c.children)), None)
    if obj is None or obj.lemma_.lower() not in APOLOGY_NOUNS | {"excuse"} or s.negated(tok):
        return False
    reporter, head, saying = None, tok, None
    for _ in range(4):  # up through "... and that he owes ..." to the verb that reports it
        if head.dep_ not in ("conj", "ccomp") or head.head.i == head.i:
            break
        head = head.head
        if head.lemma_.lower() in SAY | WRITE and head.pos_ == "VERB":
            reporter, saying = _person(_subject(s, head)[0]), head
            break
    source = _according_to(s, tok) if saying is None else None
    if source is not None:
        reporter = _person(s.entity(source))
    elif saying is None and tok.dep_ == "ROOT" and not s.quoted(tok):
        reporter = _french_incise_speaker(s, tok)  # « Y doit des excuses aux Québécois, estime X »
    # "he owes her an apology": a pronoun means, among those who fit, whoever offended the reporter
    target = _person(_subject(s, tok, _offender(s, reporter))[0])
    if reporter is None and target is not None and target.iri is not None and not _unreal(s, tok) and (
            saying is not None and accusers_outside_the_kb(s, saying) and told_as_done(s, saying)
            or source is not None and _outside_the_kb(s, source)):
        ev(KIND, target=target, confidence=0.55)
        return True
    if reporter is None or target is None or reporter.iri is None or target.iri is None or reporter.key == target.key:
        return False
    ev(KIND, agent=reporter, target=target, confidence=0.6)
    return True


def _according_to(s, verb):
    """The head of the phrase "according to X", « selon X » hung on `verb`: whose saying the clause is."""
    for c in verb.children:
        if c.lower_ == "according" and c.dep_ == "prep":
            return next((p for t in _children(c, {"prep"}) if t.lower_ == "to" for p in _children(t, {"pobj"})), None)
        if c.dep_ in ("obl:mod", "obl", "nmod") and any(g.lower_ == "selon" and g.dep_ == "case" for g in c.children):
            return c
    return None


def _offender(s, victim):
    """Whoever the article last showed accusing or insulting `victim`: the one an apology is owed by."""
    if victim is None:
        return None
    return next((e.agent for e in reversed(s.discourse.events) if e.kind in ("Accusation", "UnparliamentaryLanguage")
                 and e.agent is not None and e.target is not None and e.target.key == victim.key), None)


def _last_offender(s):
    """Whoever the article last showed accusing or insulting anyone (a member, a party, people
    unnamed): the one an apology asked by people the KB does not hold is asked of."""
    return next((e.agent for e in reversed(s.discourse.events) if e.kind in ("Accusation", "UnparliamentaryLanguage")
                 and e.agent is not None and e.agent.iri is not None), None)


def _last_subject_of_another_party(s, verb):
    """« Y a comparé X à Z. Les conservateurs ont exigé des excuses. »: a party asking an apology of no
    one named asks it of the member the sentence before was about (its subject, the text's topic),
    when that member sat for another party that day; not of the party's own member, nor of the
    chair, nor when the asker is no party (unnamed people: any of several)."""
    d = s.discourse
    person, day = d.last_subject, d.day
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "expl:subj")]
    party = s.entity(subjects[0]) if len(subjects) == 1 else None
    if person is None or person.iri is None or person.key not in d.recent_sentence or party is None \
            or party.kind != "party" or party.iri is None or s.kb is None or day is None:
        return None
    theirs = s.kb.party_at(person.iri, day)
    if theirs is None or str(theirs) == str(party.iri) or _chair_office(s, person, day) is not None:
        return None
    return person


def _apologizer(s, asker):
    """Who the article last showed apologizing, when someone else: an apology demanded with no one
    named (« Y a présenté ses excuses à Z. X avait exigé des excuses. ») is asked of them."""
    return next((e.agent for e in reversed(s.discourse.events) if e.kind == "Apology" and e.agent is not None
                 and e.agent.iri is not None and (asker is None or e.agent.key != asker.key)), None)


FROM_WORDS = {"from", "of", "to", "de", "du", "des", "d'", "d’", "à", "au", "aux", "auprès"}


def _withdrawal_of_words(s, noun) -> bool:
    """« le retrait des propos de Y », « la rétractation de ses paroles »: a withdrawal of words, the
    thing asked for as much as an apology (not « le retrait du projet de loi »)."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in words(KIND, "withdrawal_nouns", s.lang):
        return False
    after = next((t for t in s.sent.doc[noun.i + 1:min(s.sent.end, noun.i + 4)]
                  if t.pos_ not in ("DET", "ADP") and t.lower_ not in ("des", "du", "de", "d'", "d’")), None)
    return after is not None and after.lemma_.lower() in REMARK


def demands_an_apology(s, tok, ev) -> bool:
    """X demanded an apology from Y, asked Y for an apology, « X a exigé des excuses de Y », « a
    réclamé des excuses au ministre Y ». Without Y, the one the article showed offending X."""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "demand_verbs", s.lang):
        return False
    doc = s.sent.doc
    noun = None
    for t in doc[tok.i + 1:min(s.sent.end, tok.i + 8)]:
        if t.pos_ in ("VERB", "AUX") or t.text in (",", ";", ":"):
            break
        if t.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and t.pos_ == "NOUN" or _withdrawal_of_words(s, t):
            noun = t
            break
    if noun is None or has_negative_determiner(noun) or asked_or_planned(tok, NOT_DONE) or held_back(s, tok):
        return False
    head = noun.head
    asked_for = (noun.dep_ in ("dobj", "obj") and head.i == tok.i) or (  # "demanded an apology"
        head.lower_ == "for" and head.head.i == tok.i) or (  # "asked (Y) for an apology", "called for an apology"
        noun.dep_ == "nmod" and head.pos_ == "NOUN" and head.head.i == tok.i and s.lang == "fr") or (
        # « a exigé des excuses »: the parser takes the partitive article for « de » + « les », a
        # prepositional complement, where it is the object's determiner
        # (or keeps the article a determiner but still hangs the noun as an oblique: « a réclamé des
        # excuses à Y », excuses an obl:arg with its « des »)
        s.lang == "fr" and noun.dep_ in ("obl:arg", "obl", "nmod") and head.i == tok.i
        and any(c.dep_ in ("case", "det") and c.lower_ in ("des", "de", "d'", "d’") for c in noun.children))
    if not asked_for:
        return False  # "called the apology sincere", "asked about the apology": no request
    agent = _person(_subject(s, tok)[0])
    # "The New Democrats demanded an apology from Y": people the KB does not hold ask, the request has
    # its target and no agent (the guidelines); only with the one asked named in the sentence
    subject = next(iter(_children(tok, SUBJ)), None)
    outside = (agent is None or agent.local) and told_as_done(s, tok) and (
        accusers_outside_the_kb(s, tok)
        or subject is not None and takes_up_people_outside(s, subject, s.discourse.people_outside_subject))
    if (agent is None or agent.iri is None) and not outside:
        return False
    obj = next((c for c in tok.children if c.dep_ in ("dobj", "obj") and c.i != noun.i), None)
    target = _person(s.entity(obj)) if obj is not None and obj.i < noun.i else None  # "asked Y for an apology"
    if target is None and obj is not None and obj.i < noun.i:
        return True  # "asking Ottawa for an apology": the one asked is told, and is no member
    if target is None:
        for t in doc[noun.i + 1:min(s.sent.end, noun.i + 4)]:
            if t.lower_ in FROM_WORDS:
                target = next((m.entity for m in s.mentions if m.entity.kind == "person" and t.i < m.tokens[0] <= t.i + 5
                               and m.tokens[1] <= s.sent.end and not any(
                                   u.pos_ in ("VERB", "AUX") for u in doc[t.i + 1:m.tokens[0]])), None)
                break
    if outside:
        if target is None and not any(t.lower_ in FROM_WORDS for t in doc[noun.i + 1:min(s.sent.end, noun.i + 3)]):
            # "Y called them extremists. The Bloc demanded an apology.", « Y s'est excusé. Le Bloc a
            # réclamé des excuses. »: with no one named (not "from the government"), the apology is
            # asked of the one the article last showed offending someone, or apologizing
            target = _last_offender(s) or _apologizer(s, None) or _last_subject_of_another_party(s, tok)
        if target is not None and target.iri is not None:
            ev(KIND, target=target, confidence=0.6)
        return True
    target = target or _offender(s, agent) or _apologizer(s, agent)
    if target is None or target.iri is None or target.key == agent.key:
        return True
    ev(KIND, agent=agent, target=target, confidence=0.65)
    return True


# the words before the one an apology is asked of, after the request noun: « (la demande d'excuses
# de X) au ministre Y », « à l'endroit de Y », « envers Y »; "(X's demand for an apology) from Y"
_ASKED_OF = {"en": {"from"}, "fr": {"à", "au", "aux", "endroit", "envers", "auprès"}}


def request_for_an_apology(s, tok, ev) -> bool:
    """"X's demand for an apology from Y went unanswered", « La demande d'excuses de X au ministre Y
    est restée sans réponse »: a request noun whose complement is an apology, its owner (the
    possessor, "by X", « de X ») asking and the member after "from" / « à », « à l'endroit de »
    asked. Only when both are named, the noun is the subject of a clause told as done (or of a
    verb the pattern sees only when real), and no determiner denies it ("no demand"). Never takes
    its token."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in words(KIND, "request_nouns", s.lang) or s.quoted(tok) \
            or has_negative_determiner(tok) or tok.dep_ not in SUBJ | SUBJPASS:
        return False
    verb = tok.head
    if verb.i == tok.i or s.negated(verb) or not_yet(s, verb) or _unreal(s, verb):
        return False
    doc, end = s.sent.doc, min(s.sent.end, tok.i + 14)
    following = [t for t in doc[tok.i + 1:end]]
    # the apology right after the noun: "for an apology", « d'excuses »
    apology = next((t for t in following[:3] if t.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and t.pos_ == "NOUN"), None)
    if apology is None or not any(t.lower_ in ("for", "de", "d'", "d’") for t in doc[tok.i + 1:apology.i]):
        return False
    asked_of = _ASKED_OF.get(s.lang, set())
    agent = target = None
    possessor = next((c for c in tok.children if c.dep_ in ("poss", "nmod:poss")), None)
    if possessor is not None:
        agent = _person(s.entity(possessor))
    for m in s.mentions:
        if m.entity.kind != "person" or not apology.i < m.tokens[0] < end or m.tokens[1] > s.sent.end:
            continue
        between = doc[apology.i + 1:m.tokens[0]]
        if any(u.pos_ in ("VERB", "AUX") and u.dep_ not in ("amod",) for u in between):
            break
        word = next((u.lower_ for u in between if u.lower_ in asked_of), None) or next(
            (u.lower_ for u in reversed(between) if u.pos_ == "ADP"), None)  # (« à l'endroit de Y »: « de » is the locution's)
        if word in asked_of and target is None:
            target = m.entity
        elif word in ("de", "du", "des", "d'", "d’", "by") and agent is None and target is None:
            agent = m.entity
    if agent is None or target is None or agent.iri is None or target.iri is None or agent.key == target.key:
        return False
    s.discourse.apology_sought = True
    ev(KIND, agent=agent, target=target, confidence=0.6, capacity=_chair_office(s, agent, ev.date))
    return False


def request_rejected(s, noun, member, emit):
    """The request a rejected request noun tells ("rebuffed Y's demand for an apology", "the call from
    Y", « a balayé la demande d'excuses de Y », « à la demande d'excuses du Bloc »), made of `member`
    who rejects it: its owner (the possessor, "from" / "by" Y, or the one named after « de » past
    the apology) asks; a party or people the KB does not hold ask with no agent (the guidelines).
    The request emitted, or None when the noun names no owner."""
    doc = s.sent.doc
    owner = _request_owner(noun)
    asker = _person(s.entity(owner)) if owner is not None else None
    outside = owner is not None and asker is None and _outside_the_kb(s, owner)
    if owner is None and s.lang == "fr":
        # (the owner named past the apology: « la demande d'excuses de la conservatrice Y », « du Bloc »)
        end = max(t.i for t in noun.subtree) + 1
        for m in s.mentions:
            if not noun.i < m.tokens[0] < end or m.entity.kind not in ("person", "party"):
                continue
            between = doc[noun.i + 1:m.tokens[0]]
            if any(u.pos_ in ("VERB", "AUX") for u in between) or not any(
                    u.lower_ in ("de", "du", "des", "d'", "d’") for u in between[-3:]) \
                    or any(u.lower_ in ("à", "au", "aux") for u in between):
                break
            if m.entity.kind == "party":
                outside = True
            else:
                asker = _person(m.entity)
            break
    if asker is not None and (asker.iri is not None or asker.presumed is not None) and asker.key != member.key:
        # (the Chair by its office, "the Speaker's request", acts in that capacity)
        return emit(KIND, agent=asker, target=member, confidence=0.6,
                    capacity=_chair_office(s, asker, emit.date), role=asker.role if asker.office else None)
    if outside and member.iri is not None:
        return emit(KIND, target=member, confidence=0.6)
    return None


def _asks_something_else(s, noun) -> bool:
    """Does the request noun say it asks for something other than an apology or a withdrawal of words
    ("calls to resign", "demands that he step down", "calls for his resignation", « les demandes de
    démission »)?"""
    for c in noun.children:
        if c.dep_ in ("acl", "relcl", "ccomp", "xcomp", "advcl", "acl:relcl") and c.pos_ in ("VERB", "AUX") \
                and c.lemma_.lower() not in APOLOGIZE:
            return True
        if c.dep_ == "prep" and c.lower_ == "for" and any(
                p.lemma_.lower() not in APOLOGY_NOUNS | APOLOGIZE | {"excuse"} for p in _children(c, {"pobj"})):
            return True
        if c.dep_ == "nmod" and c.pos_ == "NOUN" and c.lemma_.lower() not in APOLOGY_NOUNS | {"excuse"} \
                and c.lemma_.lower() not in words(KIND, "withdrawal_nouns", s.lang) and s.lang == "fr" \
                and any(g.dep_ == "case" and g.lower_ in ("de", "d'", "d’") for g in c.children) \
                and not _person(s.entity(c)):
            return True
    return False


def request_behind(s, verb, apologizer, emit) -> list:
    """The request an apology complied with, told in the same clause: "withdrew the remark after
    the Speaker asked her to", "at the Speaker's request", « à la demande du président ». Called by
    the apology patterns with the verb of the apology and who made it; the requests made."""
    made = []
    if _person(apologizer) is None:
        return made
    for tok in verb.subtree:
        if tok.i == verb.i or s.quoted(tok):
            continue
        asker = None
        if tok.pos_ == "NOUN" and tok.lemma_.lower() in words(KIND, "request_nouns", s.lang) and tok.head.i in (
                verb.i, *[c.i for c in verb.children]):
            # (its owner: "at the Speaker's request", "at the request of X", « à la demande du président »)
            owner = next((c for c in tok.children if c.dep_ in ("poss", "nmod:poss") or (c.dep_ == "nmod" and any(
                g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))), None) or next(
                (p for c in tok.children if c.dep_ == "prep" and c.lower_ in ("of", "from", "by") for p in _children(c, {"pobj"})), None)
            if _asks_something_else(s, tok):
                owner = None  # ("despite calls from Y to resign": not the apology this clause tells)
            asker = (owner, s.entity(owner)) if owner is not None else None
        elif tok.pos_ == "VERB" and tok.lemma_.lower() in ASK and tok.head.i == verb.i and (tok.dep_ == "advcl" or (
                # "said ... when the Speaker asked her to": the parser may take the clause for the object
                tok.dep_ == "ccomp" and any(c.lower_ in ("when", "after", "once") for c in tok.children))) \
                and not not_yet(s, tok) and any(c.lower_ == "to" for c in tok.children) \
                and not any(c.pos_ == "VERB" for c in tok.children):
            obj = _object(tok)
            if obj is not None and s.entity(obj, apologizer) is not None and s.entity(obj, apologizer).key == apologizer.key:
                subj = next((c for c in tok.children if c.dep_ in SUBJ), None)
                asker = (subj, s.entity(subj)) if subj is not None else None
        elif tok.pos_ == "VERB" and s.lang == "en" and tok.lemma_.lower() in ASK | words(KIND, "demand_verbs", s.lang) \
                and tok.head.i == verb.i and tok.dep_ == "advcl" and not not_yet(s, tok) and not s.negated(tok) \
                and any(c.dep_ == "mark" and c.lower_ in ("when", "after", "once") for c in tok.children) \
                and [c.lower_ for c in tok.children if c.dep_ in OBJ] == ["it"]:
            # "apologized after Y demanded it": the pronoun is the apology just told, asked for by Y
            subj = next((c for c in tok.children if c.dep_ in SUBJ), None)
            asker = (subj, s.entity(subj)) if subj is not None else None
        elif tok.pos_ == "VERB" and tok.lemma_.lower() in ASK and tok.head.i == verb.i and tok.dep_ == "advcl" \
                and s.lang == "fr" and any(c.dep_ == "mark" and c.lower_ == "comme" for c in tok.children) \
                and any(c.lower_ == "lui" for c in tok.children) and not not_yet(s, tok):
            # « a refusé de retirer ses propos, comme le lui demandait X »: « lui » is the one asked,
            # the act asked for the main clause's (« le »); the clause's other subject asks
            subj = next((c for c in tok.children if c.dep_ in SUBJ and c.lower_ not in ("lui", "le", "l'", "l’")), None)
            asker = (subj, s.entity(subj)) if subj is not None else None
        elif tok.pos_ == "VERB" and s.lang == "fr" and tok.dep_ == "acl:relcl" \
                and tok.lemma_.lower() in ASK | {"réclamer"} and not not_yet(s, tok) \
                and any(c.lower_ in ("le", "l'", "l’", "lui") for c in tok.children if c.dep_ != "nsubj"):
            # « a refusé, devant le président, qui le lui demandait », « a répondu X au président, qui
            # l'exigeait »: the relative clause's « le » is the act the main clause declines (or does);
            # its « qui » the member named right before it (the parse may hang the clause on the verb)
            rel = next((c for c in tok.children if c.dep_ == "nsubj" and c.lower_ == "qui"), None)
            before = rel.i - 1 if rel is not None else -1
            if before > s.sent.start and s.sent.doc[before].text == ",":
                before -= 1
            if before > s.sent.start and (s.sent.doc[before].pos_ in ("NOUN", "PROPN") or before in s.by_token):
                antecedent = s.sent.doc[before]
                asker = (antecedent, s.entity(antecedent))
        if asker is None or _person(asker[1]) is None or asker[1].key == apologizer.key:
            continue
        agent_tok, agent = asker
        office = _chair_office(s, agent, emit.date)
        made.append(emit(KIND, agent=agent, target=apologizer, confidence=0.7, capacity=office,
                         role=_role_of(s, agent_tok) or (agent.role if agent.office else None)))
    return made
