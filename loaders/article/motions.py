"""Motions and the House's decisions on them: movers, demands, subjects, types, outcomes, tallies.

Read sentence by sentence into the discourse's list of motions: a sentence naming a motion (or a
bill or budget voted with a tally) opens or continues one; later sentences give its demands
("that ...", "it calls on ..."), its outcome ("the motion was defeated", "consent was denied")
and its tally ("passed 170-168", « 170 pour et 168 contre »). Which motion a later mention takes
up ("the bill", "it", « la demande », "X's motion") when two are in reach is motion_reference.py's:
the one its cues fit, or none.

A decision is written only when its cues agree: the verb and its polarity, who won (a government
beaten on a non-confidence motion is the motion adopted), the clause that tells the tally (news tells
the winner first: "defeated 84 to 82" is 82 yeas), modality (a vote expected or still to come decides
nothing). A tally told without its side waits for another cue (Motion.counted); none, no decision.
"""

from __future__ import annotations

import os
import re
import sys

from .clitics import OBJECT_CLITICS
from .dates import blank_quotations, find_dates, relative_clause_left_loose
from .split import _MONTHS, _MONTHS_FR
from . import motion_reference as reference
from .discourse import Motion
from .mentions import Entity
from .grammar import (OBJ, SUBJ, SUBJPASS, WEEKDAYS_FR, Sentence, _by_agent, _chair, _chair_office, _children, _left_person, _person,
                      _governing, _subject, _unreal, french_future, generic, not_yet)
from .lexicon import (ADOPT, ASK, BILL_MOVED, CONSENT, DECIDABLE, DEFEAT, HOUSE_ORDER_NOUNS, HOUSE_ORDERS, MOTION, MOVE, MOVED, OPPOSE_NOUNS,
                      IN_HOUSE, SAY, STAGE_PASSED, TALLY, speech_verbs, words)

# ---- motions ---------------------------------------------------------------------------------
DEMAND_HEADS = {"ask", "call", "demand", "urge", "request", "propose", "move", "recommend", "seek",
                "insist", "require", "want", "petition", "demander", "proposer", "exiger", "réclamer",
                "vouloir", "souhaiter", "prier"}


def _demand_head(verb) -> bool:
    """Is this "that"-clause what someone asks for (its governing verb is one of asking)?"""
    head = verb.head
    if head.i != verb.i and head.lemma_.lower() in DEMAND_HEADS | MOTION:
        return True  # (its own verb asks, even when coordinated with another: "rose and moved that ...")
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    return head.i != verb.i and (head.lemma_.lower() in DEMAND_HEADS | MOTION)


def _demand_clauses(s: Sentence, root, continuation: bool = False) -> list[tuple[str, int, int]]:
    """The coordinated "that ..." clauses (or "que ...") a motion asks for, each without the others."""
    marked = [t for t in root.subtree if t.pos_ in ("VERB", "AUX") and not s.quoted(t) and any(
        c.dep_ == "mark" and c.lower_ in ("that", "que", "qu'") for c in t.children)]
    if continuation and root.pos_ in ("VERB", "AUX") and root.i not in {t.i for t in marked}:
        marked.insert(0, root)  # "Also, that X be done, ...": the parser may read "that" as a determiner
    if not continuation:
        firsts = [t for t in marked if _demand_head(t)]
        # clauses coordinated with an accepted one are demands too
        keep = {t.i for t in firsts}
        for t in marked:
            if t.dep_ in ("conj", "advcl") and t.head.i in keep:
                keep.add(t.i)
        marked = [t for t in marked if t.i in keep]
    out = []
    for verb in marked:
        nested = {i for other in marked if other.i != verb.i and other.i in {x.i for x in verb.subtree}
                  for i in (x.i for x in other.subtree)}
        nested |= {x.i for c in verb.children if c.dep_ in ("cc", "punct") and c.i > verb.i for x in c.subtree}
        tokens = [t for t in verb.subtree if t.i not in nested]
        while tokens and (tokens[0].dep_ in ("mark", "cc", "punct") or tokens[0].lower_ in ("also", "and", "et")):
            tokens = tokens[1:]
        while tokens and (tokens[-1].dep_ in ("punct", "cc") or tokens[-1].lower_ in ("and", "et")):
            tokens = tokens[:-1]
        if len(tokens) < 3:
            continue
        a, b = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        out.append((s.sent.doc.text[a:b], s.offset + a, s.offset + b))
    return sorted(out, key=lambda x: x[1])


# what a motion does: with the motion (or "it", "the text") as subject, each coordinated predicate
# of these is one of its demands ("urges X to ..., asks Y to ... and supports ...")
MOTION_DOES = (DEMAND_HEADS - {"move", "propose", "seek", "want", "petition"}) | {
    "demande", "recognize", "recognise", "condemn", "declare", "commit", "support", "affirm", "reaffirm",
    "acknowledge", "denounce", "instruct", "direct", "order", "invite", "encourage", "aim", "reconnaître",
    "condamner", "déclarer", "engager", "appuyer", "affirmer", "réaffirmer", "dénoncer", "convenir",
    "inviter", "exhorter", "enjoindre", "ordonner", "viser", "presser", "encourager"}
# nouns that take up a motion already named ("the text", « l'amendement »), never introduce one
MOTION_ANAPHORS = {"text", "texte", "resolution", "résolution", "amendment", "amendement", "proposal",
                   "proposition", "version"}
ADDITIVE = {"also", "further", "additionally", "moreover", "aussi", "également", "outre"}
INF_MARKS = {"to", "de", "d'", "d’", "à"}
COORD = {"and", "or", "et", "ou", ","}
PRIVATE_MOTION = re.compile(r"\bprivate\s+members?(?:['’]s|s['’]|['’])?\s+(?:motion|business|hour|bill)"
                            r"|\bémanant\s+d(?:['’]\s*un(?:e)?|es)\s+député|\bM-\d+\b"
                            # « une motion / un projet de loi d'initiative parlementaire », « une motion privée »
                            r"|\b(?:motion|projet\s+de\s+loi)\s+d['’]\s*initiative\s+parlementaire\b|\bmotion\s+privée\b"
                            # "Motion 145", « la motion 145 »: members' motions are known by their number
                            # (a government's is "Government Motion No. 6")
                            r"|(?<!government\s)(?<!gouvernement\s)\bmotion\s+(?:no\.?\s*|n[o°]\s*)?\d{2,4}\b(?![-–/.,]\d)"
                            # (not a tally after the word: "the motion 171 to 133", « la motion 170 voix contre 168 »)
                            r"(?!\s*(?:votes?\s+|voix\s+)?(?:to|-|–|contre|against|for|pour)\s*\d)",
                            re.I)
PRIVATE_BILL = re.compile(r"\bprivate\s+members?(?:['’]s|s['’]|['’])?\s+bill|\bprojet\s+de\s+loi\s+(?:d['’]\s*initiative\s+"
                          r"parlementaire|émanant\s+d['’]\s*un(?:e)?\s+député)", re.I)
READING_WORDS = {"read", "reading", "lecture", "lire"}
READING_MOVED = {"move", "proposer"}  # the verbs of moving a bill's reading
# a government motion or bill (a government bill's readings are moved by a minister, on Government
# Orders): "the government's motion", "government Bill C-45", "the Liberal government's bill", « le projet
# de loi C-45 du gouvernement », « projet de loi gouvernemental »
GOVERNMENT_MOTION = re.compile(r"\bgovernment(?:['’]s)?\s+(?:own\s+)?(?:motion|bill|legislation)\b"
                               r"|\b(?:motion|projet\s+de\s+loi(?:\s+C-\d+)?)\s+(?:du\s+gouvernement|gouvernementale?)\b", re.I)
OPPOSITION_MOTION = re.compile(r"\bopposition[-\s]+(?:day|motion)s?\b|\bsupply\s+days?\b"
                               r"|\bjour(?:née)?s?\s+(?:de\s+l['’]\s*)?opposition\b|\bjours?\s+désignés?\b"
                               r"|\bmotion\s+de\s+l['’]\s*opposition\b"
                               # a motion of non-confidence is the opposition's (the government's own
                               # confidence votes are on its motions and bills)
                               r"|\bno(?:n)?-?\s*confidence\s+motion|\bmotion\s+of\s+no(?:n)?-?\s*confidence\b"
                               r"|\bmotion\s+de\s+(?:censure|défiance|non-confiance)\b", re.I)
KIND_RANK = {"PrivateMembersMotion": 4, "GovernmentMotion": 3, "OppositionMotion": 2}


# consent itself named, not only unanimity: "sought unanimous consent", « le consentement de la Chambre »
CONSENT_SAID = re.compile(r"\bconsent\w*|\bconsentement\b", re.I)


def _mark_unanimous(motion: Motion, manner_only: bool) -> None:
    """The motion was decided, or asked to be, by all: by consent (`manner_only` False: consent asked,
    given or refused), or told only as "unanimously" (see Motion.unanimity_only)."""
    motion.unanimity_only = manner_only and (motion.unanimity_only or not motion.unanimous)
    motion.unanimous = True


def _by_consent(motion: Motion) -> bool:
    """Is the motion one of unanimous consent (asked, given or refused), not only one voted unanimously?
    Only such a motion's defeat is a refusal of consent: "the House unanimously rejected the motion" negatives it."""
    return motion.unanimous and not motion.unanimity_only


def _set_kind(motion: Motion, kind: str, rank: int) -> None:
    if rank > motion.kind_rank:
        motion.kind, motion.kind_rank = kind, rank


def _does(verb) -> bool:
    return verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() in MOTION_DOES


def _predicate_demands(s: Sentence, pred, scope=None) -> list[tuple[str, int, int]]:
    """What a motion does, read from its predicate `pred`: one demand per coordinated predicate
    ("calls on X to ... and asks Y to ...") and per coordinated infinitive with its own marker
    (« demande de convenir ..., et de prendre acte ... »); `scope` limits the tokens looked at."""
    toks = list(scope if scope is not None else s.sent)
    last = toks[-1].i
    heads = [pred] + [t for t in toks if t.i > pred.i and t.dep_ == "conj" and _does(t)
                      and "Inf" not in t.morph.get("VerbForm") and not _children(t, SUBJ | SUBJPASS)]
    heads = [h for h in heads if not _unreal(s, h) and not s.quoted(h)]
    doc, out = s.sent.doc, []
    for n, head in enumerate(heads):
        stop = heads[n + 1].i - 1 if n + 1 < len(heads) else last
        segment = [t for t in doc[head.i + 1:stop + 1]]
        while segment and (segment[-1].is_punct or segment[-1].lower_ in COORD):
            segment = segment[:-1]
        if not segment:
            continue
        # infinitives with their own marker: the first one, then those coordinated with it
        starts = []
        for t in segment:
            if t.pos_ not in ("VERB", "AUX") or t.i == 0 or doc[t.i - 1].lower_ not in INF_MARKS:
                continue
            if not starts:
                starts.append(t.i)
            elif t.i >= 2 and (doc[t.i - 2].lower_ in COORD):
                starts.append(t.i)
        pieces = []
        if len(starts) > 1:
            bounds = starts + [segment[-1].i + 1]
            for a, b in zip(bounds, bounds[1:]):
                span = [t for t in doc[a:b]]
                while span and (span[-1].is_punct or span[-1].lower_ in COORD | INF_MARKS):
                    span = span[:-1]
                pieces.append(span)
        else:
            pieces.append(doc[starts[0]:segment[-1].i + 1] if starts else segment)
        for span in pieces:
            span = list(span)
            if not span or (len(span) < 2 and not starts):
                continue  # a bare infinitive ("to resign") is a demand; one stray word is not
            a, b = span[0].idx, span[-1].idx + len(span[-1].text)
            out.append((doc.text[a:b], s.offset + a, s.offset + b))
    return out


def _motion_anaphor(s: Sentence):
    """The subject taking up the last motion ("It calls on ...", « Le texte demande ... »), with its
    predicate, or (None, None)."""
    for verb in s.sent:
        if not _does(verb) or s.quoted(verb):
            continue
        subj = _children(verb, SUBJ)
        if not subj:
            continue
        tok = subj[0]
        amendment = tok.lemma_.lower() in ("amendment", "amendement")  # always to the motion at hand
        if tok.lemma_.lower() in MOTION_ANAPHORS and tok.pos_ == "NOUN" and any(
                c.dep_ in ("det", "poss") and (amendment or c.lower_ not in _INDEF_DET) for c in tok.children):
            return tok, verb
        if tok.lower_ in ("it", "elle") and s.discourse.since_motion <= 2:
            return tok, verb
        if re.fullmatch(r"M-\d+", tok.text):
            return tok, verb
    return None, None


_INDEF_DET = {"a", "an", "un", "une", "another", "autre"}


CONSENT_ASK = ASK | {"seek", "request", "solliciter", "chercher", "obtenir"}
# winning it for a motion the sentence names: "won / secured unanimous consent for a motion"
CONSENT_WON = {"win", "secure", "obtain", "gain", "get", "receive", "recevoir", "arracher"}


def _french_infinitive_mistagged(tok) -> bool:
    """« le consentement pour fixer les règles »: after « pour », a lowercase word of an infinitive's ending
    that the small French tagger took for an adverb or an adjective is the infinitive of the aim."""
    return tok.lang_ == "fr" and tok.pos_ in ("ADV", "ADJ") and tok.is_alpha and tok.is_lower and len(tok.text) > 4 \
        and tok.lower_.endswith(("er", "ir", "re")) and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "pour"


CONSENT_WANTED = {"want", "vouloir"}


def _consent_wanted(verb) -> bool:
    """"He wanted unanimous consent to table a report", « il voulait le consentement pour déposer »: wanting
    the House's consent, told in the past, is asking for it at the time (the present, "the Bloc wants consent
    to ...", only tells what it means to ask)."""
    if verb.lemma_.lower() not in CONSENT_WANTED:
        return False
    if verb.lang_ == "en":
        return verb.tag_ == "VBD"
    return "Imp" in verb.morph.get("Tense") or any(c.dep_ in ("aux", "aux:tense") and c.lemma_.lower() == "avoir"
                                                   for c in verb.children)


def _consent_request(s: Sentence, date, post) -> None:
    """"X sought unanimous consent to adopt the report": a unanimous-consent motion that the
    text does not call a motion, moved by X, its demand the infinitive after "consent"."""
    d = s.discourse
    for request in s.sent:  # "X's request for unanimous consent was turned down": X moved it
        if not _consent_request_noun(request) or s.quoted(request):
            continue
        owner = next((c for c in request.children if c.dep_ in ("poss", "nmod") and _person(s.entity(c)) is not None), None)
        mover = _person(s.entity(owner)) if owner is not None else None
        if mover is None or mover.local:
            continue
        start, end = s.span()
        motion = Motion(start, end, mover=mover, unanimous=True, date=date, post=post, moved=True)
        motion.evidence.append((start, end))
        d.motions.append(motion)
        d.since_motion = 0
        return
    for verb in s.sent:
        if not (verb.lemma_.lower() in CONSENT_ASK or _consent_wanted(verb)) or not _verb_or_perfect(verb) \
                or s.quoted(verb) or _unreal(s, verb) or _only_meant(s, verb):
            continue
        # (within three links: "asked for consent to set out ...", where the parser made "consent" the
        # infinitive's subject under the preposition)
        cons = next((t for t in verb.subtree if t.lemma_.lower() in ("consent", "consentement")
                     and (verb.i in (t.head.i, t.head.head.i) or t.head.head.head.i == verb.i and t.i > verb.i)), None)
        if cons is None:
            continue
        doc = s.sent.doc
        inf = next((t for t in s.sent if t.i > cons.i and (t.pos_ in ("VERB", "AUX") or _french_infinitive_mistagged(t))
                    and doc[t.i - 1].lower_ in INF_MARKS | {"pour"}), None)  # (« le consentement pour adopter »)
        if inf is None:
            continue
        start, end = s.span()
        # "X sought consent", "consent was sought by X"
        mover = _person(_mover_by(verb, s) if s.passive(verb) else _subject(s, verb)[0])
        mover = None if mover is not None and mover.local else mover  # only members move motions
        taken = _consent_for_told_motion(s, inf, mover)
        if taken is not None:
            # "She asked for unanimous consent to adopt it", « a demandé le consentement pour l'adopter »: the
            # motion already told is the one put to the House by consent, not another one
            _mark_unanimous(taken, manner_only=False)
            taken.mover = taken.mover or mover
            taken.moved = taken.moved or mover is not None
            taken.evidence.append((start, end))
            d.since_motion = 0
            return
        motion = Motion(start, end, mover=mover, unanimous=True, date=date, post=post, moved=mover is not None)
        tokens = _clause_tokens(inf)
        while tokens and tokens[0].lower_ in INF_MARKS | {"pour"}:
            tokens = tokens[1:]
        if len(tokens) >= 2:
            a, b = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
            motion.demands.append((doc.text[a:b], s.offset + a, s.offset + b))
            _subjects(s, motion, tokens)
        motion.objects = {c.lemma_.lower() for c in inf.children if c.dep_ in OBJ and c.pos_ == "NOUN"}
        motion.evidence.append((start, end))
        d.motions.append(motion)
        d.since_motion = 0
        return


def _verb_or_perfect(tok) -> bool:
    """Is `tok` a verb, or a participle of a compound tense the small French model tagged a noun (« X a
    sollicité jeudi le consentement »: its auxiliary tells it is one)?"""
    return tok.pos_ == "VERB" or tok.pos_ == "NOUN" and any(
        c.dep_ == "aux:tense" and c.lemma_.lower() in ("avoir", "être") for c in tok.children)


# trying to put a document or a motion before the House ("X tried to table a report", « X a voulu
# déposer un document »): told with the House's consent, it is a request for unanimous consent
ATTEMPT_VERBS = {"try", "attempt", "want", "wish", "vouloir", "tenter", "essayer", "chercher", "souhaiter"}
PUT_BEFORE_THE_HOUSE = {"table", "move", "present", "adopt", "pass", "déposer", "présenter", "proposer", "adopter"}


# sentences after an attempt that may tell what became of it ("He wished to table them. He did not get
# to finish. A voice said no: there was no consent.")
ATTEMPT_REACH = 2


def _attempt_before_the_house(s: Sentence):
    """The infinitive of a member's attempt to table or move something ("X tried to table the report",
    "he wished to table them", « X a voulu déposer un rapport », « a tenté de déposer »), with its
    member, as (infinitive, member); None when the sentence tells none, or the attempt is planned,
    denied, hypothetical or quoted ("plans to table", "will try to table", "did not try")."""
    for inf in s.sent:
        head = inf.head
        if inf.lemma_.lower() not in PUT_BEFORE_THE_HOUSE or inf.pos_ != "VERB" or inf.dep_ != "xcomp" \
                or head.i == inf.i or head.lemma_.lower() not in ATTEMPT_VERBS or head.pos_ not in ("VERB", "AUX"):
            continue
        if s.quoted(head) or _unreal(s, head) or not_yet(s, head) or s.negated(head) or s.negated(inf):
            continue
        member = _person(_subject(s, head)[0])
        if member is not None and not member.local:
            return inf, member
    return None


def _consent_in_a_clause_beside(s: Sentence, inf) -> bool:
    """Does a clause coordinated with the attempt ("..., but he did not get unanimous consent", « mais les
    libéraux ont refusé leur consentement ») speak of the House's consent?"""
    for verb in (inf, inf.head):
        for clause in (c for c in verb.children if c.dep_ == "conj" and c.i > inf.i):
            if any(CONSENT.search(t.text) for t in clause.subtree):
                return True
    return False


def _consent_attempt(s: Sentence, date, post) -> None:
    """A member's attempt to table or move something, and the House's consent refused or given: in one
    sentence ("X tried to table the report, but did not get unanimous consent", « X a voulu déposer un
    rapport, mais il n'a pas eu le consentement unanime »), or in the sentence right after the
    attempt or the one after ("He wished to table them. A voice said no: there was no consent."). A unanimous-consent
    motion moved by that member, written only when the consent's fate is told."""
    d = s.discourse
    consent = CONSENT.search(s.sent.text)
    found = _attempt_before_the_house(s)
    if found is not None and not consent:
        inf, member = found
        d.attempt_told = (inf, member, d.sentence_no, s)
        return
    if not consent:
        return
    if found is not None and _consent_in_a_clause_beside(s, found[0]):
        (inf, member), told = found, s
    elif found is None and d.attempt_told is not None and 0 < d.sentence_no - d.attempt_told[2] <= ATTEMPT_REACH \
            and d.since_motion >= d.sentence_no - d.attempt_told[2]:
        inf, member, _, told = d.attempt_told  # (no other motion told in between)
    else:
        return
    start, end = s.span()
    motion = Motion(start, end, mover=member, unanimous=True, date=date, post=post, moved=True)
    if not (_said_no(s, motion) or _objected(s, motion)):
        _consent_outcome(s, motion)
    if motion.outcome is None:
        return  # consent still to be asked or given: nothing decided, and no request told
    tokens = _clause_tokens(inf)
    if len(tokens) >= 2:
        doc = told.sent.doc
        a, b = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        motion.demands.append((doc.text[a:b], told.offset + a, told.offset + b))
    if told is not s:
        motion.evidence.append(told.span())
    motion.evidence.append((start, end))
    d.motions.append(motion)
    d.since_motion = 0
    d.attempt_told = None


OBJECT_PRONOUNS = {"it", "l'", "l’", "la", "le"}


def _consent_for_told_motion(s: Sentence, inf, mover):
    """The motion told before that a request for consent takes up by its infinitive's object ("to adopt
    it", "to pass the motion", « pour l'adopter »), the one in reach its cues fit; None if it names none."""
    objects = [c for c in inf.children if c.dep_ in OBJ and (c.lower_ in OBJECT_PRONOUNS and c.pos_ == "PRON"
                                                             or reference.is_mention(c) and c.pos_ != "PRON")]
    if not objects:
        return None
    taken = reference.antecedent(s.discourse, reference.mention_kind(objects[0]))
    if taken is None or taken.outcome not in (None, "Adopted") or (
            mover is not None and taken.mover is not None and taken.mover.key != mover.key):
        return None
    return taken


def _in_spans(s: Sentence, spans) -> list:
    """The sentence's tokens inside the demands' text (not the addressee: "asks Parliament to ...")."""
    return [t for t in s.sent if any(a <= s.offset + t.idx < b for _, a, b in spans)]


def _add_demands(motion: Motion, found, sentence) -> None:
    if not motion.demands and any(t.lower_ in ADDITIVE for t in sentence):
        motion.additive = True  # the first demands given are additions to the summary
    motion.demands.extend(c for c in found if c not in motion.demands)


def _another_motion_named(noun) -> bool:
    """Does `noun` name a motion other than one told before ("an opposition motion", "another motion",
    "the opposition's next motion", "an amendment"), not take one up ("the motion")?"""
    return _amendment(noun) or any(c.lower_ in _INDEF_DET | OTHER_MOTION_WORDS | ORDINALS for c in noun.children)


ORDINALS = {"next", "first", "second", "third", "last", "prochaine", "première", "premier", "seconde", "second",
            "deuxième", "troisième", "dernière"}


def _own_nouns(noun, nouns) -> list:
    """`noun` and the nouns of the sentence that name the same motion (an apposition: "Motion M-1, a
    private member's motion"), not another one ("the government's motion ...; the opposition's next motion")."""
    return [n for n in nouns if n.i == noun.i or (n.dep_ == "appos" and n.head.i == noun.i)
            or (noun.dep_ == "appos" and noun.head.i == n.i)]


def _motion_kind(s: Sentence, motion: Motion, nouns, date, others=()) -> None:
    """The motion's type from what the sentence that names it says (general procedural vocabulary).
    `others`: nouns of the sentence naming other motions; with them, only the words of the motion's
    own phrase tell its type ("the government's motion passed; the opposition's next one ...")."""
    text = s.sent.text
    # the words of another motion's phrase are that one's, less the motions named inside it ("an
    # opposition amendment to the government motion": "opposition" is the amendment's)
    motion_ids = {n.i for n in s.sent if n.lemma_.lower() in MOTION | AMENDMENT_NOUNS and n.pos_ in ("NOUN", "PROPN")}
    inner = {t.i for o in others for n in o.subtree if n.i != o.i and n.i in motion_ids for t in n.subtree}
    other_ids = {t.i for o in others for t in o.subtree} - inner - {t.i for n in nouns for t in n.subtree}
    if others:
        text = "".join(t.text_with_ws for t in s.sent if t.i not in other_ids)
    if PRIVATE_MOTION.search(text):
        _set_kind(motion, "PrivateMembersMotion", 4)
    if GOVERNMENT_MOTION.search(text):
        _set_kind(motion, "GovernmentMotion", 3)
    if OPPOSITION_MOTION.search(text):
        _set_kind(motion, "OppositionMotion", 2)
    noun_ids = {n.i for n in nouns}
    mover_key = motion.mover.key if motion.mover is not None else None
    for tok in s.sent:  # "moved by the Official Opposition's critic", « porte-parole de l'opposition »
        if tok.lemma_.lower() != "opposition" or s.quoted(tok) or tok.i in other_ids:
            continue
        head = tok
        for _ in range(3):
            head = head.head
            ent = s.entity(head)
            if head.i in noun_ids or (mover_key and ent is not None and ent.key == mover_key):
                _set_kind(motion, "OppositionMotion", 2)
                break
            if head.dep_ in ("relcl", "acl:relcl"):
                break  # "the bill, which the opposition parties backed": who backed it, not whose it is
    kb = s.kb
    if date is None or kb is None:
        return
    mover = motion.mover
    if mover is not None and mover.iri is not None:
        held = [str(o) for o in kb.offices_held(mover.iri, date)]
        if any(o.startswith("minister/") or o == "prime-minister" for o in held):
            _set_kind(motion, "GovernmentMotion", 3)  # moved by a minister: on the government's behalf
    # "a Conservative motion", « une motion du parti X », « déposée par les X »: a party's
    # motion (not a member's) from a party other than the governing one is an opposition motion
    parties = []
    for n in nouns:
        for t in n.subtree:
            m = s.by_token.get(t.i)
            if m is not None and m.entity.kind == "party" and (t.head.i == n.i or t.head.head.i == n.i):
                parties.append(m.entity)
    for n in nouns:
        if n.dep_ in SUBJPASS | SUBJ or n.dep_ in ("nsubj", "nsubj:pass"):
            for c in n.head.children:
                if c.dep_ in ("agent", "obl:agent"):
                    for t in c.subtree:
                        m = s.by_token.get(t.i)
                        if m is not None and m.entity.kind == "party":
                            parties.append(m.entity)
    if parties and mover is None:
        governing = _governing_party(kb, date)
        if governing is not None and all(str(p.iri) != governing for p in parties if p.iri):
            _set_kind(motion, "OppositionMotion", 1)


def _governing_party(kb, date) -> str | None:
    holders = kb.office_holders("prime-minister", date)
    if len(holders) != 1:
        return None
    party = kb.party_at(str(holders[0]), date)
    return str(party) if party else None


# bodies other than the House whose votes are no decisions of the House: a committee, the Senate, a
# provincial legislature, another country's parliament (and the members who sit in them)
OTHER_BODIES = {"committee", "subcommittee", "senate", "legislature", "assembly", "congress", "council",
                "knesset", "bundestag", "comité", "sous-comité", "sénat", "législature", "assemblée", "congrès",
                "conseil", "senator", "mpp", "mla", "mna", "mha", "councillor", "congressman", "congresswoman",
                "cabinet", "caucus",  # (a government's or a party's approval before the House decides)
                "sénateur", "sénatrice", "conseiller", "conseillère", "député·e·s",
                "mpps", "mlas", "mnas", "mhas",  # (the plurals, which the parser may leave as their own lemma)
                # a party's convention and its delegates: "adopted at the NDP convention", « les militants »
                "convention", "delegate", "delegates", "délégué", "délégués", "militant", "militants"}
# members of another country's parliament: "British MPs", « les députés britanniques »
FOREIGN_MEMBERS = {"british", "u.k.", "uk", "american", "u.s.", "us", "french", "australian", "german", "european",
                   "britannique", "britanniques", "américain", "américains", "français", "australien", "australiens",
                   "allemand", "allemands", "européen", "européens"}
# the House's own names, another country's or a province's when a place modifies them ("the British
# House of Commons", "Ontario's parliament")
HOUSE_NAMES = {"house", "commons", "parliament", "chamber", "lawmakers", "legislators", "chambre", "communes",
               "parlement", "parliamentarians", "parlementaires"}
CANADA_WORDS = {"canada", "canadian", "canadien", "canadienne", "federal", "fédéral", "fédérale", "ottawa"}
DECIDING_PREPS = {"in", "at", "by", "à", "au", "en", "dans", "par"}


def _other_body(nominal) -> bool:
    """Is this phrase a deciding body other than the House (a committee, a legislature, a foreign parliament)?"""
    for head in [nominal, *(c for c in nominal.children if c.dep_ == "conj")]:
        lemma = head.lemma_.lower()
        if lemma in OTHER_BODIES or head.lower_ in OTHER_BODIES:
            return True
        if lemma in ALL_MEMBERS | {"élu", "élus"} or head.lower_ in ALL_MEMBERS:
            if any(m.dep_ in ("amod", "compound", "nmod") and m.lower_ in FOREIGN_MEMBERS for m in head.children):
                return True
            # "the members of the Ontario legislature", « les députés de l'Assemblée nationale »: its members
            for of in head.children:
                bodies = [of] if of.dep_ in ("nmod", "obl") else _children(of, {"pobj"}) if of.dep_ == "prep" else []
                if any(_other_body(b) for b in bodies):
                    return True
        if lemma in HOUSE_NAMES or head.lower_ in HOUSE_NAMES:
            for mod in head.subtree:
                if mod.i != head.i and mod.dep_ in ("amod", "compound", "poss", "nmod", "npadvmod") and (
                        mod.ent_type_ in ("GPE", "NORP", "LOC") or mod.lower_ in ("provincial", "provinciale")
                        or mod.i < head.i and mod.is_title and mod.pos_ in ("ADJ", "PROPN") and mod.i != mod.sent.start) \
                        and mod.lower_ not in CANADA_WORDS | HOUSE_NAMES:  # (« la Chambre des communes »)
                    return True
    return False


# verbs of a member's or a party's stance on a motion: in a request for unanimous consent one
# objection refuses it, but in a vote they tell a side ("the Liberals oppose the motion"), not the outcome
STANCE = {"oppose", "object", "opposer"}
# the House deciding as a whole: "the House voted against", "MPs voted against" (not "ten Liberal MPs")
WHOLE_HOUSE = {"house", "commons", "chamber", "parliament", "chambre", "communes", "parlement"}
ALL_MEMBERS = {"mp", "mps", "member", "members", "député", "députés", "lawmaker", "lawmakers", "parliamentarian"}


def _whole_house_votes(verb) -> bool:
    """Is the subject of this vote the House itself, or its members taken together? (Also of a participle
    told of the House's vote: "The House voted to ..., backing a motion from X".)"""
    while (verb.dep_ in ("conj", "xcomp") or verb.dep_ == "advcl" and verb.tag_ == "VBG") and not _children(verb, SUBJ):
        verb = verb.head
    for subj in _children(verb, SUBJ):
        if subj.lemma_.lower() in WHOLE_HOUSE or subj.lower_ in WHOLE_HOUSE:
            return True
        # (the country's members are all of them: "federal MPs", « les députés fédéraux »)
        if (subj.lemma_.lower() in ALL_MEMBERS or subj.lower_ in ALL_MEMBERS) and not any(
                (c.dep_ in ("nummod", "amod", "compound", "quantmod") and c.lemma_.lower() not in CANADA_WORDS
                 or c.dep_ == "det" and c.lower_ not in ("the", "les")) for c in subj.children):
            return True
    return False


# phrasal verbs of defeat: "the motion went down 150-120", "MPs shot it down" (not "voted down":
# _vote_side reads it); "turned down" too ("the motion was turned down by the House": a refusal of
# consent when consent was asked, which _consent_outcome also reads of the consent itself)
_DOWN_DEFEATS = {"go", "shoot", "turn"}


def _decision_lemma(verb) -> str:
    """The verb's lemma, lower-cased, or "defeat" for a phrasal verb of defeat (_DOWN_DEFEATS + "down")."""
    lemma = verb.lemma_.lower()
    if lemma in _DOWN_DEFEATS and any(c.lower_ == "down" and c.dep_ in ("prt", "advmod", "compound:prt")
                                      for c in verb.children):
        return "defeat"
    if lemma in STAGE_PASSED and _stage_of_the_house(verb):
        return "adopter" if verb.lang_ == "fr" else "pass"  # "cleared second reading" is "passed second reading"
    return lemma


def _stage_of_the_house(verb) -> bool:
    """Is the object of this verb of passing a stage a reading or the House itself ("cleared third reading",
    "cleared the Commons", « a franchi l'étape de la deuxième lecture »), not any hurdle ("cleared the way",
    "cleared the committee", "cleared the minister")?"""
    for obj in verb.children:
        if obj.dep_ not in OBJ:
            continue
        if obj.lemma_.lower() in WHOLE_HOUSE or any(t.lemma_.lower() in READING_WORDS for t in obj.subtree):
            return True
    return False


def _vote_side(verb, noun) -> str | None:
    """"voted down the motion", "voted against it" -> "against"; "voted in favour of the motion", « a voté
    en faveur de la motion », « pour la motion » -> "for"; None when the vote is not on the motion."""
    if any(c.lower_ == "down" and c.dep_ in ("prt", "advmod", "compound:prt") for c in verb.children) and \
            noun.head.i == verb.i and noun.dep_ in OBJ | SUBJPASS:  # (also "the motion was voted down")
        return "against"
    path, tok = [], noun
    for step in range(5):  # from the motion up to the verb: "in favour of", « en faveur de », "against"
        if tok.head.i == tok.i:
            return None
        if step == 4 and not any(t.lemma_.lower() in READING_WORDS for t in path):
            return None  # (one step more only past the stage the parser hung the bill on: "voted 206 to 79 at
            # third reading for Bill C-262", "for" on "reading")
        if not tok.like_num:  # (« voté 200 contre 92 en faveur du projet »: the count's « contre » is no side)
            path += [tok] + [c for c in tok.children if c.dep_ in ("case", "fixed")]
        tok = tok.head
        if tok.i == verb.i:
            break
    else:
        return None
    if tok.i != verb.i:
        return None
    words_ = {t.lower_ for t in path}
    if words_ & {"against", "contre", "down"}:  # ("voted down the motion", "down" read as its preposition)
        return "against"
    if words_ & {"favour", "favor", "faveur", "for", "pour"}:
        return "for"
    return None


def _only_a_side(s: Sentence, verb, motion: Motion, consent, tally) -> bool:
    """Does this verb tell one side of a recorded vote rather than its outcome: "the Liberals oppose the
    motion", "ten MPs voted against it", "Liberal MPs voted 140 to 2 for it" (a party's own split), but
    not "the House voted against it", "voted 200-90 against"?"""
    if motion.unanimous or consent:
        return False
    lemma = verb.lemma_.lower()
    if lemma in STANCE:
        return True
    if lemma in _VOTE_VERBS and tally and _party_split(s, verb, _tally_of_the_clause(verb) or tally, motion.date):
        return True
    if lemma in ("vote", "voter") and not any(c.lower_ == "down" for c in verb.children):
        return not tally and not _whole_house_votes(verb)
    return False


# the verbs of members' voting, whose subject says whose count a tally is
_VOTE_VERBS = {"vote", "voter", "split", "divide", "diviser"}


def _party_split(s: Sentence, verb, tally, date) -> bool:
    """Is `tally` the count of one party's members on this vote: "Liberal MPs voted 140 to 2 for it", "the
    Bloc's members split 20-12", « les députés libéraux ont voté 140 contre 2 »? The vote's subject is a
    party or its members, and the count is no more than the party's seats that day in the KB (not "...,
    as X's Liberals voted with it, 211 to 91": more votes than the party had, the House's count)."""
    while verb.dep_ in ("conj", "xcomp") and not _children(verb, SUBJ):
        verb = verb.head
    kb, day = s.kb, date or s.discourse.day
    if kb is None or day is None or not hasattr(kb, "members_of_party"):
        return False
    for subj in _children(verb, SUBJ):
        # (only the subject's own words: not "the House, with the Liberals in favour")
        near = [subj] + [c for c in subj.children if c.dep_ in ("amod", "compound", "poss", "nmod", "flat")]
        near += [g for c in subj.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children
                 if g.dep_ == "pobj" for g in [g, *g.children] if g.dep_ in ("pobj", "amod", "compound", "poss")]
        for t in near:
            m = s.by_token.get(t.i)
            if m is not None and m.entity.kind == "party" and m.entity.iri is not None:
                seats = len(kb.members_of_party(str(m.entity.iri), day))
                return 0 < sum(tally) <= seats
    return False


# heads whose infinitive is a decision made, not one to come: "voted to adopt", "failed to pass",
# "managed to defeat", « a réussi à faire adopter »
DONE_HEADS = {"manage", "succeed", "help", "réussir", "parvenir", "arriver"}
CONDITION_MARKS = {"if", "unless", "whether", "until", "before", "once", "si", "avant", "jusqu'à", "lorsque"}


def _negated_with_yet(verb) -> bool:
    """"not yet", « pas encore » on the verb (the parser may hang « encore » on « pas » or the reverse)."""
    near = [c for c in verb.children if c.dep_ in ("neg", "advmod")]
    near += [g for c in near for g in c.children if g.dep_ in ("neg", "advmod")]
    words_ = {t.lower_ for t in near}
    return bool(words_ & {"yet", "encore"}) and bool(words_ & {"not", "n't", "never", "pas", "jamais", "ne", "n'", "n’"})


def _undecided(s: Sentence, verb) -> bool:
    """Is this decision verb only a prospect: in a condition ("if the motion passes", « si la motion est
    adoptée »), or the infinitive of an aim or an expectation ("is expected to defeat it", "plan to
    vote against it", "likely to pass", « comptent la rejeter »)?"""
    if not_yet(s, verb) and not s.negated(verb):
        return True
    if _negated_with_yet(verb):
        return True  # "has not yet been adopted", « n'a pas encore été adoptée »: still to be decided
    if any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in verb.children):
        return True  # (whatever the clause hangs on: the small French parser may make it the root)
    head = verb.head
    if head.i == verb.i:
        # an infinitive heading its sentence tells no fact (« Le Bloc espère faire adopter ... » when the
        # parser took the finite verb for an auxiliary of the infinitive)
        def tensed(tok) -> bool:
            return any(c.dep_ in ("aux", "aux:tense", "aux:pass") and "Fin" in c.morph.get("VerbForm") and
                       c.lemma_.lower() in ("avoir", "être", "do") for c in tok.children)  # (and do-support: "did not pass")
        # (« X a fait adopter sans débat une motion »: the parser may hang the tense's auxiliary on the causative)
        # (and « X fait adopter sans débat une motion », a live blog's present: the causative itself is tensed)
        return "Inf" in verb.morph.get("VerbForm") and not tensed(verb) and not any(
            c.lemma_.lower() == "faire" and c.dep_ in ("aux", "aux:caus", "dep") and (tensed(c) or "Ind" in c.morph.get("Mood"))
            for c in verb.children)
    lemma = head.lemma_.lower()
    if verb.dep_ in ("xcomp", "ccomp", "acomp") and (verb.tag_ == "VB" or "Inf" in verb.morph.get("VerbForm")):
        if lemma in CAUSATIVE and head.pos_ in ("VERB", "AUX"):
            return _undecided(s, head)  # « a fait adopter la motion » is decided, « tente de faire adopter » not
        return lemma not in ADOPT | DEFEAT | DONE_HEADS | {"vote", "voter"}
    # an infinitive hanging on a noun or told as a purpose: "sought consent to adopt the motion",
    # "a bid to defeat it", « pour adopter la motion »: what was aimed at, whatever the parser attached it to
    if verb.dep_ in ("advcl", "acl", "relcl", "acl:relcl", "nmod", "obl") and _marked_infinitive(verb):
        return lemma not in ADOPT | DEFEAT | DONE_HEADS | {"vote", "voter"}
    return False


def _refused(s: Sentence, verb) -> bool | None:
    """Is this decision verb the infinitive of a refusal or a failure ("refused to adopt it", "failed to
    pass", « a refusé d'adopter »)? True: the motion was not adopted; None: a defeat that failed ("failed
    to defeat it") says nothing sure of the outcome; False otherwise."""
    head = verb.head
    if head.i == verb.i or verb.dep_ != "xcomp" or head.lemma_.lower() not in DEFEAT - {"vote", "voter"} \
            or s.negated(head):
        return False
    return True if verb.lemma_.lower() in ADOPT else None


CAUSATIVE = {"faire", "get", "have"}
PURPOSE_MARKS = {"to", "pour", "afin", "de", "d'", "d’", "à"}


def _marked_infinitive(verb) -> bool:
    """An infinitive with its marker: "to adopt", "to be adopted", « pour adopter », « afin de rejeter »."""
    if verb.tag_ in ("VB", "VBN"):  # (a passive infinitive: "to" and "be" hang on the participle)
        return any(c.lower_ == "to" and c.dep_ in ("aux", "mark") for c in verb.children)
    return "Inf" in verb.morph.get("VerbForm") and any(
        c.lower_ in PURPOSE_MARKS and c.dep_ in ("mark", "case") for c in verb.children)


def _past_participle(tok) -> bool:
    """A past participle ("moved", « présentée »): a participle modifying a noun is passive."""
    return tok.tag_ == "VBN" or ("Part" in tok.morph.get("VerbForm") and "Past" in tok.morph.get("Tense"))


def _in_the_name_of(s: Sentence, participle):
    """The member in whose name a participle on the motion puts it (« la motion, inscrite au nom du
    député X, », « déposée au nom de X »): whose motion it is, not that it was moved. None when the
    phrase names no member (« au nom du gouvernement »)."""
    for c in participle.children:
        if c.lemma_.lower() in words("shared", "behalf_nouns", s.lang) and any(
                g.dep_ == "case" and g.lower_ in ("au", "à") for g in c.children):
            named = next((g for g in c.children if g.dep_ == "nmod"), None)
            person = _person(s.entity(named)) if named is not None else None
            if person is not None and not person.local:
                return person
    return None


def _french_moved_participle(tok) -> bool:
    """Is `tok` a past participle of a French verb of moving by its form (« Déposé », « Présentée »), which
    the small parser may take for a name at the head of a sentence?"""
    lower = tok.lower_
    return any(lower.startswith(v[:-2]) and lower[len(v) - 2:] in ("é", "ée", "és", "ées")
               for v in MOVED if v.endswith("er"))


def _presented_as(verb) -> bool:
    """"Presented as a priority by X", « présenté comme une priorité par X »: what X called it, not X moving it."""
    return any(t.lower_ in ("comme", "as") for t in verb.doc[verb.i + 1:verb.i + 4])


def _opening_participle(s: Sentence, noun):
    """A participle of moving that opens the sentence and is set off by a comma right before the
    motion's phrase (« Présentée mardi par X, une motion sur ... a reçu l'appui », « Déposé l'automne dernier
    par X, le projet de loi ... »), read by word order whatever the parse hung on what. None when there is
    none, or when the phrase says what it was presented as (« Présenté comme une priorité par X »: X's
    description of it, not X's moving)."""
    doc = s.sent.doc
    first = doc[s.sent.start]
    moving = first.lemma_.lower() in MOVED or _bill_noun(noun) and first.lemma_.lower() in SPONSOR_VERBS  # ("Tabled by X, the bill")
    if s.quoted(first) or not (moving and _past_participle(first) or s.lang == "fr" and _french_moved_participle(first)):
        return None
    comma = next((t for t in doc[first.i + 1:noun.i] if t.text == ","), None)
    if comma is None or any(t.pos_ in ("VERB", "AUX") and "Fin" in t.morph.get("VerbForm")
                            for t in doc[first.i + 1:comma.i]):
        return None
    if _presented_as(first):
        return None
    last = next((t for t in reversed(doc[comma.i:noun.i]) if t.text == ","), comma)
    if last.i != comma.i and any(t.pos_ in ("VERB", "AUX") for t in doc[comma.i + 1:last.i]):
        return None  # (past an apposition on the agent only: « Présenté par X, le ministre de Y, le projet ... »)
    if noun.left_edge.i != last.i + 1 and not (noun.i == last.i + 2 and doc[last.i + 1].pos_ == "DET"):
        return None
    return first


def _appositive_participle(s: Sentence, noun):
    """The participle of moving in an apposition right after the motion's phrase: "the motion of X, moved
    on Monday," / « la motion de X, présentée lundi, » (a comma, then the participle, nothing finite between)."""
    end = max(t.i for t in noun.subtree)
    doc = s.sent.doc
    for i in range(noun.i + 1, min(end + 3, s.sent.end)):
        tok = doc[i]
        if tok.text == "," and i + 1 < s.sent.end:
            part = doc[i + 1]
            # (a bill's sponsor moves its readings: "Bill C-1, tabled by X," tells its mover as "sponsored" does)
            sponsoring = _bill_noun(noun) and (part.lemma_.lower() in SPONSOR_VERBS or _put_forward(part))
            if (part.lemma_.lower() in MOVED or sponsoring) and _past_participle(part) and not s.quoted(part):
                return part
            return None
        if tok.pos_ in ("VERB", "AUX") and ("Fin" in tok.morph.get("VerbForm") or tok.tag_ in ("VBD", "VBZ", "VBP", "MD")):
            return None  # a finite verb: the motion's phrase is over
    return None


# nouns of a decision taken: "the adoption of the motion", "the motion's defeat", « le rejet de la motion »
DECISION_NOUNS = {"adoption": "Adopted", "passage": "Adopted", "approval": "Adopted", "defeat": "Negatived",
                  "rejection": "Negatived", "rejet": "Negatived", "défaite": "Negatived"}
# verbs that tell a decision held up or awaited, not taken: "the adoption of the motion was delayed"
HELD_UP = {"delay", "postpone", "defer", "prevent", "block", "stall", "expect", "require", "need", "await",
           "hold", "halt", "stop", "seem", "appear", "retarder", "reporter", "empêcher", "bloquer", "attendre",
           "exiger", "nécessiter", "suspendre", "sembler", "paraître", "prévoir"}
# prepositions that place a decision in the past: "after the adoption of", « à la suite du rejet de »
AFTER = {"after", "following", "since", "après", "depuis", "suite"}


def _nominal_decision(s: Sentence, motion: Motion, noun, tally=None) -> None:
    """"The adoption of X's motion ... was a rare moment", « L'adoption de la motion ... a réjoui »,
    "after the defeat of the motion": a decision named by a noun, when the sentence tells it as done
    (the subject of a verb in the past, or the object of "after"), not asked for or expected. With a
    tally in the noun's own phrase ("The motion's defeat, by 266 votes to 44, ends ..."), a verb in the
    present tells it as done too: only a vote held has a count."""
    head, nominal = noun, None
    for _ in range(4):  # the motion, up through "of" / « de » and a manner phrase (« à l'unanimité »)
        if head.head.i == head.i:
            break
        if head.dep_ == "poss" or head.dep_ in ("pobj", "nmod", "prep"):
            head = head.head
        else:
            break
        if head.lemma_.lower() in DECISION_NOUNS and head.pos_ == "NOUN":
            nominal = head
            break
    if nominal is None:
        nominal = _decision_noun_before_agent(noun)
    if nominal is None or s.quoted(nominal):
        return
    if any(t.dep_ in ("pobj", "poss", "nmod", "obl:agent") and _other_body(t) for t in nominal.subtree):
        return  # "the committee's adoption of the motion", "its defeat by the Senate": not the House's
    done = False
    tallied = tally is not None and str(tally[0]) in {t.text.replace(",", "") for t in _nominal_phrase(nominal)}
    if nominal.dep_ in SUBJ | SUBJPASS:
        verb = nominal.head
        if verb.lemma_.lower() in HELD_UP or any(c.dep_ == "xcomp" and c.lemma_.lower() in HELD_UP for c in verb.children):
            return  # "the adoption of the motion was delayed / is expected": not taken yet
        aux = [c for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass", "cop")]
        compound_past = any(a.dep_ == "aux:tense" and a.lemma_.lower() in ("avoir", "être") and not {
            "Fut", "Cnd"} & set(a.morph.get("Tense") + a.morph.get("Mood")) for a in aux)  # « a réjoui »
        # « L'adoption de la motion, lundi, continue de ... »: a decision noun dated by a past weekday of
        # its own (a French weekday resolves to the last such day; the verb in the present, not a
        # future or a decision awaited) tells the decision as taken that day
        dated = s.lang == "fr" and any(t.lower_ in WEEKDAYS_FR for t in _nominal_phrase(nominal)) and not any(
            t.lemma_.lower() in HELD_UP or t.lower_ in ("prochain", "prochaine") for t in _nominal_phrase(nominal)) \
            and "Pres" in verb.morph.get("Tense") and not french_future(verb)
        done = ("Past" in verb.morph.get("Tense") or verb.tag_ == "VBD" or any(a.tag_ == "VBD" for a in aux)
                or compound_past or tallied or dated) \
            and not not_yet(s, verb) and not _unreal(s, verb) and not s.negated(verb) and not any(
                a.lemma_.lower() in ("will", "would", "could", "might", "may", "should") for a in aux)
    elif nominal.dep_ in OBJ and _adoption_won(s, noun) is not None:
        done = True  # "X won the passage of the motion", « X a obtenu l'adoption d'une motion »: it was adopted
    elif nominal.dep_ in OBJ and nominal.head.lemma_.lower() in REACTION and not not_yet(s, nominal.head) \
            and not _unreal(s, nominal.head):
        done = True  # "welcomed the adoption of the motion", « dénonce le rejet de la motion »: reacting to it presupposes it
    else:  # "after the adoption of the motion", « à la suite du rejet de la motion »
        prep = nominal.head if nominal.dep_ == "pobj" else next(
            (c for c in nominal.children if c.dep_ == "case"), None)
        main = _nearest_verb(nominal)  # the clause it dates: "after the adoption ..., the committee will meet"
        done = prep is not None and (prep.lower_ in AFTER or any(c.lower_ in AFTER for c in prep.children)
                                     or prep.i > 0 and s.sent.doc[prep.i - 1].lower_ in AFTER) \
            and main is not None and not not_yet(s, main) and not _unreal(s, main) and not french_future(main)
    if done:
        motion.outcome = DECISION_NOUNS[nominal.lemma_.lower()]
        if motion.outcome == "Negatived" and _by_consent(motion) and motion.yeas is None:
            motion.outcome = "ConsentRefused"


# verbs of getting a decision through: "won the passage of a motion", « a obtenu l'adoption d'une motion »
ADOPTION_WON = {"win", "secure", "obtain", "get", "obtenir", "arracher"}


def _adoption_won(s: Sentence, noun):
    """The verb of a member who got the motion adopted, told by the adoption's noun as its object ("X won
    the passage of her motion", « X a obtenu mardi, sans opposition, l'adoption d'une motion »), in the past
    and not denied, planned or hoped; None otherwise (« X espère obtenir l'adoption de sa motion »)."""
    nominal = noun.head
    if nominal.dep_ == "prep":
        nominal = nominal.head
    if nominal.i == noun.i or nominal.lemma_.lower() not in DECISION_NOUNS or DECISION_NOUNS[nominal.lemma_.lower()] != "Adopted" \
            or nominal.dep_ not in OBJ or noun.dep_ not in ("nmod", "pobj"):
        return None
    verb = nominal.head
    if verb.lemma_.lower() not in ADOPTION_WON or not _verb_or_perfect(verb) or s.quoted(verb) or s.negated(verb) \
            or not_yet(s, verb) or _unreal(s, verb) or _only_meant(s, verb):
        return None
    past = verb.tag_ == "VBD" or "Past" in verb.morph.get("Tense") and any(
        c.dep_ in ("aux", "aux:tense") and c.lemma_.lower() in ("avoir", "have") for c in verb.children)
    return verb if past and _person(_subject(s, verb)[0]) is not None else None


# verbs of reacting to a fact: their object is something that happened
REACTION = {"welcome", "hail", "applaud", "celebrate", "praise", "criticize", "criticise", "denounce", "deplore",
            "condemn", "regret", "lament", "decry", "saluer", "applaudir", "célébrer", "dénoncer", "déplorer",
            "critiquer", "regretter", "condamner"}
AGENT_PREPS = {"by", "par"}
OF_PREPS = {"of", "de", "d'", "d’", "du"}


def _decision_noun_before_agent(noun):
    """The decision noun of "the adoption by the House of Commons of the motion", « l'adoption par la
    Chambre de la motion », which the parser breaks (it hangs "of the motion" on the House): right
    before the House's name, with only "by" / « par » between."""
    doc, i = noun.doc, noun.i - 1
    while i >= noun.sent.start and doc[i].pos_ == "DET":
        i -= 1
    if i < noun.sent.start or doc[i].lower_ not in OF_PREPS:
        return None
    i -= 1
    house = False
    while i >= noun.sent.start and doc[i].lower_ not in AGENT_PREPS:
        if doc[i].lemma_.lower() in HOUSE_NAMES or doc[i].lower_ in HOUSE_NAMES:
            house = True
        elif doc[i].pos_ not in ("DET", "ADP") and doc[i].lower_ not in OF_PREPS:
            return None
        i -= 1
    if not house or i <= noun.sent.start:
        return None
    before = doc[i - 1]
    return before if before.lemma_.lower() in DECISION_NOUNS and before.pos_ == "NOUN" else None


def _nominal_phrase(nominal) -> list:
    """A noun's phrase, with the phrase set off by commas right after it, which the parser may have hung
    on the verb ("the defeat of the motion, by 266 votes to 44, ends ...")."""
    tokens = list(nominal.subtree)
    doc, end = nominal.doc, max(t.i for t in tokens) + 1
    if end < nominal.sent.end and doc[end].text == ",":
        close = next((i for i in range(end + 1, nominal.sent.end) if doc[i].text == ","), None)
        if close is not None:
            tokens += list(doc[end + 1:close])
    return tokens


ATTEMPT = {"try", "attempt", "seek", "want", "tenter", "essayer", "chercher", "vouloir"}


def _attempt_to_adopt(s: Sentence, noun):
    """The verb of trying whose aim is the motion's adoption ("tried to get the motion passed", « a tenté
    de faire adopter la motion »), through verbs of adopting and causatives (and a weekday the small
    parser hung the clause on), or None."""
    head = noun.head
    if head.lemma_.lower() not in ADOPT | CAUSATIVE or head.i == noun.i:
        return None
    for _ in range(4):
        if head.head.i == head.i:
            return None
        head = head.head
        lemma = head.lemma_.lower()
        if lemma in ATTEMPT and head.pos_ in ("VERB", "AUX"):
            return None if not_yet(s, head) or s.negated(head) else head
        if lemma not in ADOPT | CAUSATIVE:
            return None
    return None


def _nearest_verb(tok):
    """The closest verb above a token (None at the root)."""
    while tok.head.i != tok.i:
        tok = tok.head
        if tok.pos_ in ("VERB", "AUX"):
            return tok
    return None


def _house_decides(verb) -> bool:
    """Is the House named as the one deciding in `verb`'s own clause: its subject ("the House passed",
    "MPs adopted") or its agent ("adopted by the House", « adoptée par la Chambre »)?"""
    if _whole_house_votes(verb):
        return True
    agents = [c for c in verb.children if c.dep_ == "obl:agent"]
    agents += [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
    agents += [c for c in verb.children if c.dep_ in ("obl", "obl:mod") and any(
        g.dep_ == "case" and g.lower_ == "par" for g in c.children)]
    return any(a.lemma_.lower() in WHOLE_HOUSE or a.lower_ in WHOLE_HOUSE for a in agents)


def _subordinate_decision(verb) -> bool:
    """Is `verb` an adverbial clause of its own: "After the committee rejected it 5-6, ...", « Après avoir
    été rejetée en comité, ... »?"""
    return verb.dep_ == "advcl" and any(c.dep_ in SUBJ | SUBJPASS | {"mark"} for c in verb.children)


def _decided_elsewhere(s: Sentence) -> bool:
    """Is the vote told in this sentence taken by another body than the House: "the committee adopted the
    motion", "passed by the Ontario legislature", "the Senate voted to pass", « rejetée en comité »? Not
    when that vote is told in an adverbial clause and the main clause tells the House deciding ("After the
    committee rejected it 5-6 on Monday, the House passed the motion 200-100")."""
    house_decides = any(v.lemma_.lower() in ADOPT | DEFEAT and v.pos_ in ("VERB", "AUX") and not s.quoted(v)
                        and not _subordinate_decision(v) and _house_decides(v) for v in s.sent)
    for verb in s.sent:
        if verb.lemma_.lower() not in ADOPT | DEFEAT | {"vote", "voter"} and not _gives_approval(verb) or s.quoted(verb):
            continue
        if house_decides and _subordinate_decision(verb):
            continue
        deciders = []
        for v in (verb, verb.head) if verb.dep_ in ("xcomp", "conj") else (verb,):
            for c in v.children:
                if c.dep_ in SUBJ or c.dep_ in ("obl:agent", "obl", "obl:mod", "nmod"):
                    deciders.append(c)
                elif c.dep_ == "obl:arg" and any(m.dep_ in SUBJ | SUBJPASS | OBJ and m.lemma_.lower() in MOTION
                                                 for m in v.children):
                    deciders.append(c)  # « une motion a été rejetée à l'Assemblée législative »
                elif c.dep_ in ("agent", "prep") and c.lower_ in DECIDING_PREPS:
                    deciders.extend(_children(c, {"pobj"}))
        # a by-agent the parser hung lower, on a time phrase (« adoptée mercredi par le comité »)
        deciders.extend(t for t in verb.subtree if getattr(_nearest_verb(t), "i", None) == verb.i and (
            t.dep_ == "obl:agent" or t.dep_ == "pobj" and t.head.lower_ == "by"))
        if any(_other_body(d) for d in deciders):
            return True
    return False


BILL_NOUNS = {"bill", "projet"}


def _qualifies_another(noun, nouns) -> bool:
    """Is `noun` a word of another's compound ("budget" in "the budget implementation bill"): the thing
    voted on is the phrase's head."""
    tok = noun
    while tok.dep_ == "compound" and tok.head.i != tok.i:
        tok = tok.head
        if tok in nouns:
            return True
    return False


def _named_law_decided(s: Sentence) -> list:
    """A bill told by its short title as what a verb of deciding decided: "the Clean Air Act passed third reading",
    "the Act was adopted", « la Loi sur X a été adoptée »: a named law (act, law, loi written as a name) as the
    verb's subject or object. Not a law only cited ("a motion to amend the Canada Elections Act"), nor "the law"
    in lower case (any law, or one passed long ago)."""
    return [t for t in s.sent if t.lemma_.lower() in NAMED_LAWS and (t.pos_ == "PROPN" or t.is_title)
            and not s.quoted(t) and t.dep_ in OBJ | SUBJ | SUBJPASS and t.head.pos_ in ("VERB", "AUX")
            and _decision_lemma(t.head) in ADOPT | DEFEAT | COUNTED_WON | COUNTED_LOST]


def _bill_decided_by_the_house(s: Sentence, nouns=None) -> list:
    """The bill a sentence tells the House decided at one of its readings, with no tally: the bill as the
    object (or passive subject) of a verb of adopting or defeating, told with the reading ("defeated at second
    reading", « adopté en troisième lecture ») or with the House or all its members as the subject ("the House
    passed Bill C-8", « les députés ont rejeté le projet de loi »). Not "the Senate passed the bill", "the bill
    is expected to pass", nor a bill named as passed without saying who passed it ("the bill passed in 2019").
    `nouns`: only these candidates (a bill told by its short title), whatever their noun."""
    found = []
    for noun in s.sent if nouns is None else nouns:
        lemma = noun.lemma_.lower()
        if nouns is None and (lemma not in BILL_NOUNS or noun.pos_ not in ("NOUN", "PROPN")) or s.quoted(noun):
            continue
        if lemma == "projet" and not any(t.lower_ == "loi" for t in noun.subtree):
            continue  # « projet de loi », not any « projet »
        bill, noun = noun, _number_of_the_bill(noun)  # ("Bill C-237 passed second reading": the number's clause)
        verb = noun.head
        if noun.dep_ == "pobj" and verb.lower_ == "to" and _gives_approval(verb.head) and _approval_given_to(verb.head, noun):
            verb = verb.head  # "the House gave second reading to Bill C-11", "gave final approval to the bill"
            if s.quoted(verb) or s.negated(verb) or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
                continue
            if _whole_house_votes(verb):
                found.append(bill)
            continue
        # ("the bill passed second reading": the bill the subject, the reading the object)
        through = noun.dep_ in SUBJ and _decision_lemma(verb) == "pass" and any(
            c.dep_ in OBJ and c.lemma_.lower() in READING_WORDS for c in verb.children)
        if noun.dep_ not in OBJ | SUBJPASS and not through or _decision_lemma(verb) not in ADOPT | DEFEAT or verb.pos_ not in ("VERB", "AUX") \
                or _decision_lemma(verb) in ("vote", "voter", "agree", "accept", "accepter", "object", "oppose", "opposer",
                                             "refuse", "refuser", "deny", "block", "bloquer", "stop", "dismiss"):
            continue
        if s.quoted(verb) or s.negated(verb) or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
            continue
        at_reading = any(t.lemma_.lower() in ("reading", "lecture") and t.i != noun.i and t.head.i != noun.i
                         for t in verb.subtree)
        house = _whole_house_votes(verb) if noun.dep_ in OBJ else any(
            p.lemma_.lower() in WHOLE_HOUSE | ALL_MEMBERS or p.lower_ in WHOLE_HOUSE | ALL_MEMBERS
            for c in verb.children if c.dep_ in ("agent", "obl:agent", "obl") for p in [c, *_children(c, {"pobj"})])
        if at_reading or house:
            found.append(noun)
    return found


# nouns of a bill that may be a member's own ("X's bill", « le projet de loi de X », "X's Clean Air Act")
OWNED_BILLS = {"bill", "legislation", "projet"}
NAMED_LAWS = {"act", "law", "loi"}  # (a named law's title: "X's Roxanne's Law")
# verbs of a bill's sponsor, in a participle after it: "a bill sponsored by X", « le projet de loi déposé par X »
SPONSOR_VERBS = words("shared", "bill_introduce")


def _moves(verb, noun) -> bool:
    """Does the verb tell the act of moving what `noun` names: a verb of moving ("moved", "introduced"), or of
    putting a bill before the House ("tabled the bill", "Bill C-246 was tabled by X": its introduction; "tabled
    a motion" gives its notice only)?"""
    lemma = verb.lemma_.lower()
    return lemma in MOVED or lemma in BILL_MOVED and (_bill_noun(noun) or reference.numbered_bill(noun)
                                                      or reference.mention_kind(noun) == "bill")


def _bill_noun(tok) -> bool:
    lemma = tok.lemma_.lower()
    if lemma in OWNED_BILLS and tok.pos_ in ("NOUN", "PROPN"):
        return lemma != "projet" or any(t.lower_ == "loi" for t in tok.children)
    return lemma in NAMED_LAWS and tok.pos_ == "PROPN"


def _member_named(s: Sentence, tok):
    """The member `tok` names: a person the KB knows, or a person noun with that person's name beside it
    (« la députée X », "Conservative MP X", « leur collègue, X »)."""
    ent = _person(s.entity(tok))
    if ent is None and tok.lemma_.lower() in _PERSON_WORDS | SPONSOR_NOUNS:
        ent = next((_person(s.entity(c)) for c in tok.children if c.dep_ in ("nmod", "appos", "flat:name", "compound")
                    and _person(s.entity(c)) is not None), None)
    return None if ent is None or ent.local else ent


def _bill_owner(s: Sentence, bill):
    """The member a bill belongs to, when the text says it is theirs: "X's bill", "X's private member's
    bill", "a bill from X", "the bill sponsored by X", « le projet de loi (d'initiative parlementaire) de la
    députée X », « le projet de loi déposé par X ». None otherwise (a bill "on X", "about X", "the
    government's bill", a budget: the sponsor of a reading is only told by whose the bill is)."""
    owners = []
    for child in _bill_phrase_children(bill):
        if child.dep_ in ("poss", "nmod:poss"):
            owners.append(_member_named(s, child))
            if child.lemma_.lower() == "member" or child.pos_ == "PROPN" and owners[-1] is None and _bill_noun(bill) \
                    and bill.lemma_.lower() in NAMED_LAWS:
                # "X's private member's bill"; "X's Roxanne's Law" (a law named after someone outside the House,
                # owned by the member before it: the parse chains the two possessives)
                owners += [_member_named(s, g) for g in child.children if g.dep_ == "poss"]
        elif child.dep_ == "prep" and child.lower_ in ("by", "from", "of"):
            owners += [_member_named(s, p) for p in _children(child, {"pobj"})]
        elif child.dep_ in ("acl", "relcl", "acl:relcl") and (child.lemma_.lower() in SPONSOR_VERBS or _put_forward(child)) \
                and (s.passive(child) or _past_participle(child)) and not not_yet(s, child):
            owners.append(_person(_mover_by(child, s)))
    rel = _sponsoring_relative(s, bill)
    if rel is not None:
        owners.append(_person(_subject(s, rel)[0]))
    # « projet de loi (d'initiative parlementaire) de X »: the « de » phrases on « projet », « loi », « initiative »
    frontier = [bill]
    for _ in range(3):
        nxt = []
        for tok in frontier:
            for c in tok.children:
                if c.dep_ != "nmod" or not any(g.dep_ == "case" and g.lemma_.lower() in ("de", "d'", "d’", "du")
                                                for g in c.children):
                    continue
                if c.lemma_.lower() in ("loi", "initiative"):
                    nxt.append(c)
                else:
                    owners.append(_member_named(s, c))
        frontier = nxt
    found = {o.key: o for o in owners if o is not None}
    if all(o.iri is None for o in found.values()) and s.lang == "fr" and bill.lemma_.lower() == "projet":
        # (also when only a title was found, « du député libéral ontarien X »: the name after it)
        return _owner_after_the_french_bill(s, bill) or next(iter(found.values()), None)
    return next(iter(found.values())) if len(found) == 1 else None


def _sponsoring_relative(s: Sentence, bill):
    """"the bill on cottage taxes, which X introduced in 2013, ...": the parser may hang a relative set off by a
    comma on the last noun of the bill's phrase; a verb of sponsoring whose object is the relative pronoun
    takes up the bill (not "which X voted for": no sponsoring). The relative's verb, or None."""
    for rel in bill.subtree:
        if rel.i == bill.i or rel.head.i == bill.i or rel.dep_ not in ("relcl", "acl:relcl") or s.passive(rel) \
                or not (rel.lemma_.lower() in SPONSOR_VERBS or _put_forward(rel)) or not_yet(s, rel) \
                or rel.left_edge.i == 0 or rel.doc[rel.left_edge.i - 1].text != "," \
                or not any(c.dep_ in OBJ and c.lower_ in ("which", "that") for c in rel.children):
            continue
        return rel
    return None


def _sponsoring_told(s: Sentence, bill) -> bool:
    """Does the bill's own phrase tell its sponsor's act ("the bill sponsored by X", "which X introduced"),
    not only whose it is ("X's bill", « le projet de loi du député X »)?"""
    if bill.lemma_.lower() == "loi" and bill.head.lemma_.lower() == "projet" and bill.head.i != bill.i:
        bill = bill.head
    if not _bill_noun(bill):
        return False
    return _sponsoring_relative(s, bill) is not None or any(
        c.dep_ in ("acl", "relcl", "acl:relcl") and (c.lemma_.lower() in SPONSOR_VERBS or _put_forward(c))
        and (s.passive(c) or _past_participle(c)) and not not_yet(s, c) for c in _bill_phrase_children(bill))


def _bill_phrase_children(bill) -> list:
    """The dependents of a bill's phrase: of « projet », and of its « loi » when the parser hung a participle
    there (« le projet de loi présenté par X »: « présenté » on « loi »)."""
    children = list(bill.children)
    number = _number_of_the_bill(bill)
    if number is not bill:
        # "X's Bill C-266": the parser hangs the possessive on the number whose compound "Bill" is
        children += [c for c in number.children if c.i != bill.i and c.dep_ in ("poss", "nmod:poss")]
    if bill.lemma_.lower() == "projet":
        children += [g for c in bill.children if c.lemma_.lower() == "loi" and c.dep_ == "nmod"
                     for g in c.children if g.dep_ in ("acl", "acl:relcl")]
        # « un projet de loi émanant d'un député, présenté mardi par X, »: the participle set off after the bill's
        # kind, which the parser hangs on « député »
        children += [p for c in bill.children if c.lemma_.lower() == "émaner" and c.dep_ == "acl"
                     for o in c.children if o.dep_ in ("obj", "obl", "obl:arg")
                     for p in o.children if p.dep_ == "acl" and p.i > o.i and p.doc[p.left_edge.i].text == ","]
    return children


# the words of « projet de loi (d'initiative parlementaire | émanant d'un député) de (son collègue de Y,) X »
# before the owner's name, which the small French parser may scatter over the clause
_FRENCH_BILL_WORDS = {"de", "d'", "d’", "du", "des", "loi", "initiative", "parlementaire", "privé", "émanant", "un",
                      "une", "le", "la", "l'", "l’", "les", "son", "sa", "ses", "leur", "leurs", ",", "—", "–", "-"}


BILL_NUMBER = re.compile(r"[CS]-\d+")  # (« le projet de loi C-219 du député X »: its number stands between)


def _owner_after_the_french_bill(s: Sentence, bill):
    """The member named after « projet de loi » by its genitive, read on the words (« un projet de loi
    d'initiative parlementaire de leur collègue de Y, X »): only the bill's own words, articles, person nouns
    (« collègue », « députée »), adjectives (« conservatrice ») and a riding's name stand between, with a
    « de » after « loi »; no other preposition (« sur », « contre », « pour ») nor verb."""
    doc = s.sent.doc
    near = [m for m in s.mentions if m.entity.kind == "person" and bill.i < m.tokens[0] <= bill.i + 14]
    # (the member's name past a title the KB does not resolve: « du député libéral ontarien X »)
    person = next((m for m in near if m.entity.iri is not None), near[0] if near else None)
    if person is None or person.entity.local:
        return None
    between = doc[bill.i + 1:person.tokens[0]]
    if len(between) < 3 or between[0].lower_ != "de" or between[1].lower_ != "loi":
        return None
    place = {i for m in s.mentions if m.entity.kind != "person" for i in range(*m.tokens)}
    if doc[person.tokens[1] - 1].dep_ in SUBJ and (doc[person.tokens[0] - 1].text in (",", ";", ":") and not (
            person.tokens[1] < s.sent.end and doc[person.tokens[1]].text == ",")):
        return None  # (« ..., X a voté contre »: a clause of its own; not « du néo-démocrate X plafonnait », the
        # name right after its genitive that the small parser took for the verb's subject)
    genitive = False
    for tok in between[2:]:
        if tok.lower_ in ("de", "d'", "d’", "du", "des"):
            # (not « d'initiative », « émanant d'un député »: the bill's kind, not its owner)
            genitive = genitive or tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ != "initiative" \
                and doc[tok.i - 1].lower_ != "émanant"
        elif tok.lower_ in _FRENCH_BILL_WORDS or tok.i in place or tok.pos_ == "ADJ" or BILL_NUMBER.fullmatch(tok.text) \
                or tok.lemma_.lower() in _PERSON_WORDS or (tok.pos_ == "PROPN" and tok.is_title):
            continue
        else:
            return None
    return person.entity if genitive else None


def _bill_sponsor(s: Sentence, bill):
    """The member the sentence tells put the bill before the House, as the subject of an active verb of
    sponsoring: "X introduced the bill last fall", "X put forward the bill", « X a présenté le projet de loi »
    (not "X criticized the bill", "X will table a bill", "X wants to introduce it")."""
    verb = bill.head
    if bill.dep_ not in OBJ or verb.i == bill.i or verb.pos_ != "VERB" or s.passive(verb) or s.quoted(verb):
        return None
    if verb.lemma_.lower() not in SPONSOR_VERBS and not _put_forward(verb):
        return None
    if s.negated(verb) or not_yet(s, verb) or _unreal(s, verb) or _undecided(s, verb) or generic(s, verb) \
            or verb.dep_ == "advcl" or (verb.dep_ in ("ccomp", "xcomp") or verb.dep_ == "acl" and verb.head.pos_ == "VERB") \
            and not _reported_act(s, verb):
        return None
    mover = _person(_subject(s, verb)[0])
    return None if mover is None or mover.local else mover


def _reported_act(s: Sentence, verb) -> bool:
    """A clause of saying's complement that reports an act done, in a past tense: "X said (that) she tabled the
    bill because ...", "X said in a statement that she had introduced a bill", « X a dit qu'il avait déposé un
    projet de loi » (not "said she would table", "said she wants to", "denied that she tabled it")."""
    said = verb.head
    if verb.dep_ in ("xcomp", "acl") and s.lang == "fr":
        # « X a indiqué avoir déposé un projet de loi »: the past infinitive of a verb of saying's complement
        if not any(c.dep_ in ("aux", "aux:tense") and c.lemma_.lower() == "avoir" and "Inf" in c.morph.get("VerbForm")
                   for c in verb.children):
            return False
    elif verb.dep_ != "ccomp":
        return False
    if said.i == verb.i or said.lemma_.lower() not in speech_verbs(s.lang) \
            or s.negated(said) or s.quoted(verb) or not_yet(s, said) or _unreal(s, said):
        return False
    if s.lang == "en":
        return verb.tag_ == "VBD" or verb.tag_ == "VBN" and any(
            c.dep_ == "aux" and c.lower_ in ("had", "has", "have") for c in verb.children)
    return "Part" in verb.morph.get("VerbForm") and any(c.dep_ in ("aux", "aux:tense") and c.lemma_.lower() == "avoir"
                                                        for c in verb.children)


def _remember_bill_owners(s: Sentence, date=None) -> None:
    """Keep the member whose bill this sentence names as theirs (Discourse.bill_owner); a bill named
    anew ("a bill", « un autre projet de loi ») with no owner told is another one, whose owner is not known.
    When the sentence tells the member's act of putting it forward ("X introduced the bill"), the owner
    comes with that act's day (None: no day told), the moving of the readings told next."""
    d = s.discourse
    d.bill_before = (d.bill_named, d.bill_owner)
    for tok in s.sent:
        if not _bill_noun(tok) or s.quoted(tok):
            continue
        elsewhere = any(_other_body(c) for c in s.sent if c.dep_ in SUBJ and c.head.pos_ in ("VERB", "AUX"))
        # (a bill given its number, « le projet de loi C-304 », is named anew whatever its article)
        numbered = re.search(r"\b[CS]-\d+", tok.doc[tok.i:tok.i + 5].text) is not None
        d.bill_named = (d.sentence_no, reference.is_mention(tok) and not numbered, elsewhere)
        owner = _bill_owner(s, tok)
        sponsor = _bill_sponsor(s, tok) if owner is None else None
        if owner is not None:
            d.bill_owner = (owner, d.sentence_no)
        elif sponsor is not None:
            d.bill_owner = (sponsor, d.sentence_no, date)
        elif any(c.lower_ in _INDEF_DET for c in tok.children):
            d.bill_owner = None


def _number_of_the_bill(noun):
    """"Bill C-250": the parser makes "Bill" a compound of the number, whose phrase holds the clauses on the bill."""
    if noun.dep_ == "compound" and noun.head.i != noun.i and reference.BILL_NUMBER.fullmatch(noun.head.text):
        return noun.head
    return noun


def _bill_mover_told(s: Sentence, bill):
    """The member the sentence tells put `bill` before the House, and the verb that tells it: the subject of an
    active verb of sponsoring ("X introduced / tabled / brought in / put forward a bill", « X a déposé un projet
    de loi »), the agent of a passive one ("a bill was introduced by X", « a été déposé par X »), of a
    participle on the bill ("a bill introduced by X", « le projet de loi C-250, déposé par X ») or the subject
    of a relative clause on it ("the bill, which X introduced", « que X a présenté »). (None, None) when
    only whose the bill is is told ("X's bill", « le projet de loi de X »), when the act is only to come,
    wanted or denied ("will introduce", « déposera »), done by no member ("the government introduced a
    bill") or in another body ("in the Senate")."""
    sponsor = _bill_sponsor(s, bill)
    if sponsor is not None:
        if "Inf" in bill.head.morph.get("VerbForm") or bill.head.tag_ == "VB":
            return None, None  # (an infinitive tells no act done: « X compte déposer un projet de loi », "to table")
        if bill.head.tag_ == "VBG" and any(c.dep_ == "aux" and c.tag_ in ("VBZ", "VBP") for c in bill.head.children):
            return None, None  # ("X is introducing a bill on Monday": the present progressive of a plan)
        return sponsor, bill.head
    verb = bill.head
    if bill.dep_ in SUBJPASS and verb.i != bill.i and s.passive(verb) and (
            verb.lemma_.lower() in SPONSOR_VERBS or _put_forward(verb)) and not s.quoted(verb) \
            and not not_yet(s, verb) and not _undecided(s, verb) and not generic(s, verb):
        mover = _person(_mover_by(verb, s))
        return (mover, verb) if mover is not None and not mover.local else (None, None)
    for child in _bill_phrase_children(bill):
        if child.dep_ not in ("acl", "relcl", "acl:relcl") or s.quoted(child) or not (
                child.lemma_.lower() in SPONSOR_VERBS or _put_forward(child)) or not_yet(s, child):
            continue
        if s.passive(child) or _past_participle(child):
            mover = _person(_mover_by(child, s))
            if mover is None and _mover_by(child, s) is None and not _children(child, SUBJ):
                # « le projet de loi C-250 du député X, déposé lundi », "X's bill, tabled on Monday": the
                # participle's agent is the member whose bill it is
                mover = _bill_owner(s, bill)
                possessive = next((c for c in bill.children if c.lower_ in SINGULAR_POSSESSIVES
                                   and c.dep_ in ("poss", "det", "nmod:poss") and not s.quoted(c)), None)
                if mover is None and possessive is not None:
                    # « Selon X, son projet de loi, déposé mardi, ... », "Her bill, tabled on Monday, ...": the
                    # possessive takes up the one person it may be, as a pronoun does
                    mover = _person(s.pronoun(possessive, None))
        elif any(c.dep_ in OBJ and c.lower_ in RELATIVE_PRONOUNS for c in child.children) or not any(
                c.dep_ in OBJ for c in child.children):
            mover = _person(_subject(s, child)[0])  # "which X introduced", "the bill X put forward"
        else:
            continue
        if mover is not None and not mover.local:
            return mover, child
    rel = _sponsoring_relative(s, bill)
    if rel is not None:
        mover = _person(_subject(s, rel)[0])
        if mover is not None and not mover.local:
            return mover, rel
    nominal = _introduction_noun(s, bill)
    if nominal is not None:
        return nominal
    opening = _opening_participle(s, bill)
    if opening is not None and not not_yet(s, opening):
        # "Tabled on Tuesday by X, the bill would ...", « Déposé mardi par X, le projet de loi ... »
        mover = _person(_mover_by(opening, s))
        if mover is not None and not mover.local:
            return mover, opening
    return None, None


# nouns of a bill's introduction ("the introduction of the bill by X", « le dépôt du projet de loi par X »), the
# light verbs whose object they are (« X a procédé au dépôt d'un projet de loi »), and the words that make one only
# awaited ("the planned tabling of the bill")
INTRODUCTION_NOUNS = words("shared", "bill_introduction_nouns")
INTRODUCTION_LIGHT_VERBS = words("shared", "bill_introduction_light_verbs")
INTRODUCTION_AWAITED = words("shared", "bill_introduction_awaited")


def _introduction_noun(s: Sentence, bill):
    """The member a noun of introduction tells put the bill before the House, and that noun: "the introduction
    of the bill by X on Tuesday", "X's introduction of the bill", « le dépôt du projet de loi par le ministre X »,
    « X a procédé mercredi au dépôt d'un projet de loi ». (None when none is told, when no member is named,
    or when the introduction is only awaited, delayed or planned: "the tabling of the bill was delayed",
    "the planned introduction of a bill".)"""
    if s.quoted(bill):
        return None
    head = bill.head
    if s.lang == "en" and bill.dep_ == "pobj" and head.lower_ == "of":
        noun = head.head
    elif s.lang == "fr" and bill.dep_ == "nmod" and any(c.dep_ == "case" and c.lower_ in ("de", "du", "d'", "d’")
                                                        for c in bill.children):
        noun = head
    elif s.lang == "fr" and head.lemma_.lower() in INTRODUCTION_LIGHT_VERBS and bill.dep_ in OBJ:
        # (the small parser hangs « d'un projet de loi » on the light verb, « au dépôt » beside it)
        noun = next((c for c in head.children if c.lemma_.lower() in INTRODUCTION_NOUNS and c.dep_.startswith("obl")), None)
        if noun is None:
            return None
    else:
        return None
    if noun.i == bill.i or noun.lemma_.lower() not in INTRODUCTION_NOUNS or noun.pos_ != "NOUN" \
            or any(c.lemma_.lower() in INTRODUCTION_AWAITED or c.lower_ in INTRODUCTION_AWAITED for c in noun.children):
        return None
    governor = noun.head if noun.head.i != noun.i else None
    if governor is not None and governor.pos_ in ("VERB", "AUX") and (
            governor.lemma_.lower() in HELD_UP or s.negated(governor) or not_yet(s, governor) or _unreal(s, governor)):
        return None
    mover = None
    for c in noun.children:
        if c.dep_ in ("poss", "nmod:poss"):
            mover = _member_named(s, c)
        elif c.dep_ == "prep" and c.lower_ == "by":
            mover = next((_member_named(s, p) for p in _children(c, {"pobj"})), None)
        elif c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ == "par" for g in c.children):
            mover = _member_named(s, c)
        if mover is not None:
            break
    if mover is None and governor is not None and governor.lemma_.lower() in INTRODUCTION_LIGHT_VERBS \
            and noun.dep_.startswith("obl"):
        mover = _person(_subject(s, governor)[0])
    if mover is None or mover.local:
        return None
    return mover, noun


_DAY_WORDS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yesterday", "today",
              "tonight", "hier", "aujourd'hui", "aujourd’hui", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
              "dimanche"}


def _day_told_in(clause) -> bool:
    """Does a clause name a day of its own (a weekday, "yesterday", a month's date), in its own words?"""
    return any(t.lower_ in _DAY_WORDS or (t.lower_ in _MONTHS or t.lower_ in _MONTHS_FR) and any(
        c.like_num for c in [*t.children, t.doc[max(t.i - 1, 0)]]) for t in clause.subtree)


def _bill_moved(s: Sentence, date, post, date_of=None) -> bool:
    """A bill a member is told putting before the House, in a sentence that decides nothing ("X introduced a
    bill on Monday to ...", "Bill C-250, tabled by X on Wednesday, would ...", « X a déposé mercredi un projet
    de loi », « le projet de loi, que X a présenté mardi, ... »): the motion that brings it in, moved by X
    (undecided; a later sentence may tell its reading's decision). A bill the text took up from before
    ("the bill" with a motion in reach) is left to the motion it is. True when a motion was opened."""
    d = s.discourse
    opened = []
    for bill in s.sent:
        if not (_bill_noun(bill) and bill.lemma_.lower() not in NAMED_LAWS or reference.BILL_NUMBER.fullmatch(bill.text)) \
                or s.quoted(bill):
            continue
        # (not a motion this sentence opened, nor "one" standing for "a bill": "X introduced a bill, and Y tabled one")
        told = len(d.motions) > len(opened) and bill.lower_ != "one" and not any(
            c.lower_ in _INDEF_DET for c in [*bill.children, *(g for c in bill.children if c.dep_ == "compound"
                                                                  for g in c.children)])
        mover, verb = _bill_mover_told(s, bill)
        if mover is None or _moved_elsewhere(s, verb) or _named_in_another_body(bill):
            continue
        start, end = s.span()
        own = date_of(verb, date) if date_of is not None else date
        if verb.dep_ in ("acl", "relcl", "acl:relcl", "ccomp") and not _day_told_in(verb):
            own = None  # ("voted on Wednesday against a bill introduced by X": Wednesday is the vote's)
        if own is not None and _sponsored_at_another_time(s, verb) and not _day_told_in(verb):
            own = None  # ("introduced last year", « déposé l'automne dernier »: no day)
        if told:
            # "The bells are ringing for the vote on C-210 ... X introduced the bill in January": "the bill", or
            # its number, after a motion was told takes that one up (the one it can be, else none), whose
            # mover X is, moved on the day the clause tells or on none
            if _pluperfect(verb):
                continue  # ("The bill had been introduced by X": _mover_told_later's)
            taken = reference.sole_antecedent(d, reference.mention_kind(bill) or "bill")
            if taken is None or taken.moved or taken.mover is not None and not _same_member(s, mover, taken.mover, date):
                continue
            if not _day_told_in(verb):
                own = None  # (the day of the story, not one this sentence tells for the act)
            taken.mover, taken.moved = taken.mover or mover, True
            if own is None:
                taken.moved_undated = True
            elif own != taken.date:
                taken.moved_on = own
            taken.evidence.append((start, end))
            _motion_kind(s, taken, [bill], date)  # (a private member's bill in the passive: « déposé par X »)
            d.since_motion = 0
            return True
        if any(other.key == mover.key for other in opened):
            continue  # ("Bill C-64, tabled by X, ... the bill": one bill, told twice)
        motion = Motion(start, end, date=own, post=post)
        motion.mover, motion.moved = mover, True
        if own is None:
            motion.moved_undated = True
        motion.evidence.append((start, end))
        _motion_kind(s, motion, [bill], date)
        d.motions.append(motion)
        d.since_motion = 0
        opened.append(mover)  # (another member's bill may follow: "X introduced a bill, and Y tabled one")
    return bool(opened)


def _genitive_of_its_own(bill) -> bool:
    """Does the bill's phrase name whose it is, a member or not: "the government's bill", "the bill of the
    minister", « le projet de loi du gouvernement » (the « de » phrases past « de loi », « d'initiative »)?"""
    frontier = [bill]
    for _ in range(3):
        nxt = []
        for tok in frontier:
            for c in tok.children:
                if c.dep_ in ("poss", "nmod:poss") or c.dep_ == "prep" and c.lower_ in ("of", "from", "by"):
                    return True
                if c.dep_ == "nmod" and any(g.dep_ == "case" and g.lemma_.lower() in ("de", "d'", "d’", "du")
                                            for g in c.children):
                    if c.lemma_.lower() not in ("loi", "initiative"):
                        return True
                    nxt.append(c)
        frontier = nxt
    return False


def _owner_of_the_reading(s: Sentence, noun):
    """The member who moved the reading the motion `noun` names, when the text says the bill is theirs: the
    bill itself named as theirs ("X's bill was defeated at second reading"), taken up after a sentence that
    did so (one of the two before: "That bill was defeated", « ce projet de loi »), or the motion of its
    reading told after it ("the motion for second reading", « sa motion de deuxième lecture »). None for
    another motion ("the motion to adjourn"), another bill ("the government's bill" beside "X's bill") or a budget."""
    if noun.lemma_.lower() == "loi" and noun.head.lemma_.lower() == "projet" and noun.head.i != noun.i:
        noun = noun.head  # (« projet de loi »: the phrase is the head's)
    if any(t.lemma_.lower() in ("budget", "budgetary", "budgétaire") for t in noun.subtree):
        return None
    if reference.BILL_NUMBER.fullmatch(noun.text):
        # ("Bill C-237 passed", the number the motion's noun: the bill word its compound)
        noun = next((c for c in noun.children if c.dep_ == "compound" and _bill_noun(c)), noun)
    if _bill_noun(noun):
        own = _bill_owner(s, noun)
        if own is not None or not reference.is_mention(noun) or _genitive_of_its_own(noun):
            return own  # (its own owner, or none: "the government's bill", « celui du gouvernement » are not the member's)
    elif noun.lemma_.lower() not in MOTION or not any(t.lemma_.lower() in READING_WORDS for t in noun.subtree):
        return None
    d = s.discourse
    if d.bill_owner is None or d.sentence_no - d.bill_owner[1] > reference.REACH:
        return None
    if d.bill_owner[1] == d.sentence_no and _bill_noun(noun):
        return None  # (another bill of the sentence that named the owned one)
    return d.bill_owner[0]


# verbs of only meaning to move a motion ("wants to move a motion", « compte / veut déposer une motion »):
# an intention, like the lexicon's intent_only, that moves nothing yet
INTENT_TO_MOVE = {"want", "wish", "intend", "vouloir", "compter", "entendre", "désirer"}
# (« X compte déposer »: the small parser may take the verb for the noun « compte »)
INTENT_FORMS = {"compte", "comptent", "comptait", "comptaient"}


def _only_meant(s: Sentence, verb) -> bool:
    """Is asking for consent only meant, planned or hoped ("had hoped to ask for unanimous consent", « compte
    demander le consentement », "will seek consent"): no request made, so no motion moved?"""
    return not_yet(s, verb) or _governing(verb, words("shared", "intent_only") | INTENT_TO_MOVE) is not None \
        or verb.dep_ == "xcomp" and verb.head.lower_ in INTENT_FORMS


def _moved_elsewhere(s: Sentence, verb) -> bool:
    """Is the act of moving told as done in another body than the House ("moved a motion at the ethics
    committee", « Au comité de l'éthique, X a déposé une motion », "tabled a motion in the Senate")? A
    committee's motion is the committee's business, not a motion of the House."""
    for v in (verb, verb.head) if verb.dep_ in ("xcomp", "conj") else (verb,):
        for c in v.children:
            if s.quoted(c):
                continue
            if c.dep_ in ("obl", "obl:mod", "nmod") and any(g.dep_ == "case" and g.lower_ in ("à", "au", "en", "dans", "devant")
                                                            for g in c.children) and _other_body(c):
                return True
            if c.dep_ == "prep" and c.lower_ in ("at", "in", "before", "to") and any(_other_body(o) for o in _children(c, {"pobj"})):
                return True
    return False


def _consent_asked_to_move(s: Sentence, verb):
    """The verb of asking (or winning) the House's consent whose aim is `verb`, the moving of a motion ("X
    asked for unanimous consent to move a motion", « a demandé le consentement unanime pour présenter une
    motion »), or None; not when the asking is itself unreal ("will ask for consent to move ...")."""
    for head in (verb.head, verb.head.head):
        if head.lemma_.lower() in CONSENT_ASK | CONSENT_WON and head.pos_ == "VERB" and not s.quoted(head):
            said = any(t.lemma_.lower() in ("consent", "consentement") for t in head.subtree if t.i < verb.i)
            if said and not not_yet(s, head) and not s.negated(head) and not _moved_elsewhere(s, head):
                return head
            return None
    return None


# the phrase that names on whose request or initiative the House decided: « à la demande de X », « à
# l'initiative de X », "at the request of X", "at the initiative of X"
INITIATIVE_NOUNS = {"initiative", "demande", "request", "behest", "instigation"}
INITIATIVE_MARKS = {"à", "at", "on", "upon"}


def _decided_at_the_request_of(s: Sentence, noun):
    """The member on whose request or initiative the House adopted the motion (« À la demande de X, les
    députés ont adopté une motion », « une motion adoptée à l'initiative de X », "at the request of X, the
    House adopted a motion"): in the House, a motion is put on a member's motion, so X moved it. None when
    the phrase is not on the verb of adopting that takes the motion, or names no member."""
    for t in s.sent:
        if t.lemma_.lower() not in INITIATIVE_NOUNS or t.pos_ != "NOUN" or s.quoted(t):
            continue
        if s.lang == "fr":
            marked = any(c.dep_ == "case" and c.lower_ in INITIATIVE_MARKS for c in t.children)
            governor = t.head
            of = [c for c in t.children if c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ in ("de", "du", "d'", "d’")
                                                                   for g in c.children)]
        else:
            marked = t.dep_ == "pobj" and t.head.lower_ in INITIATIVE_MARKS
            governor = t.head.head
            of = [g for c in t.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
        opens = (t.i - s.sent.start <= 3 or _cleft_of(s, t)) and t.i < noun.i
        if not marked and not (opens and s.lang == "fr" and any(c.dep_ == "case" and c.lower_ == "à" for c in t.children)):
            continue
        if opens:
            person = _frame_member(s, t, noun)
            if person is not None:
                return person
        if not of:
            continue
        if min(x.i for x in t.subtree) == s.sent.start and noun.dep_ in OBJ | SUBJPASS:
            governor = noun.head  # a phrase that opens the sentence is the main clause's, however the parser hung it
        takes_it = governor.i == noun.head.i and noun.dep_ in OBJ | SUBJPASS or \
            governor.head.i == noun.i and governor.dep_ in ("acl", "relcl", "acl:relcl")
        if not takes_it or governor.lemma_.lower() not in ADOPT or s.negated(governor) or _undecided(s, governor):
            continue
        person = _person(s.entity(of[0])) or next(
            (_person(s.entity(c)) for c in of[0].children if c.dep_ == "appos" and _person(s.entity(c))), None)
        if person is not None and not person.local:
            return person  # (« à la demande du leader du gouvernement, X, » names him in the apposition)
    return None


CLEFT_OPENINGS = {"c'", "c’", "ce"}


def _cleft_of(s: Sentence, frame):
    """The « que » of a French cleft that puts the frame phrase first (« C'est à l'initiative de X que la
    Chambre a adopté ... »): the sentence opens with « c'est » and the phrase's preposition, and « que »
    follows the phrase with no verb or punctuation between. None otherwise."""
    doc = s.sent.doc
    start = s.sent.start
    if s.lang != "fr" or frame.i - start > 5 or doc[start].lower_ not in CLEFT_OPENINGS \
            or doc[start + 1].lemma_.lower() != "être" or any(t.pos_ not in ("ADP", "DET") for t in doc[start + 2:frame.i]):
        return None
    for t in doc[frame.i + 1:min(frame.i + 10, s.sent.end)]:
        if t.lower_ in ("que", "qu'", "qu’"):
            return t
        if t.is_punct or (t.pos_ in ("VERB", "AUX") and t.i not in s.by_token):
            return None
    return None


def _frame_member(s: Sentence, frame, noun):
    """The member of a request or initiative phrase that opens the sentence, when the main clause's verb
    of adopting takes the motion right after it ("At the request of X, MPs adopted without debate on
    Thursday, and unanimously, a motion ...", « À la demande du leader, X, les députés ont adopté jeudi,
    sans débat, une motion ... »), whatever the parser made of the long clause: the one member named
    between the phrase and the verb (a role and its name in apposition count once). None when no verb of
    adopting comes before the motion with nothing but its complements between them ("... explained what
    the motion adopted ... would change"), or when several members are named."""
    doc = s.sent.doc
    verb = next((v for v in doc[frame.i + 1:noun.i] if v.lemma_.lower() in ADOPT and v.pos_ == "VERB" and not s.quoted(v)), None)
    if verb is None or s.negated(verb) or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
        return None
    if any(u.pos_ in ("VERB", "AUX") and u.dep_ not in ("aux", "aux:tense", "aux:pass", "auxpass") for u in doc[verb.i + 1:noun.i]):
        return None
    cleft_que = _cleft_of(s, frame)
    if any(u.dep_ in ("relcl", "acl:relcl") for u in (verb,)) and cleft_que is None or any(
            u.lower_ in ("que", "qu'", "what", "that", "which") and (cleft_que is None or u.i != cleft_que.i)
            for u in doc[frame.i:verb.i]):
        return None  # the verb of a clause inside the phrase, not the main clause's
    members = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person" and frame.i < m.tokens[0] < verb.i}
    if len(members) != 1:
        return None
    member = _person(next(iter(members.values())))
    return member if member is not None and not member.local else None


def _sponsor_named(s: Sentence, noun):
    """The member a noun of sponsorship names as the motion's own: « X, auteur de la motion », "X, the
    motion's sponsor", "the author of the motion, X" (whose motion it is, not the act of moving it)."""
    sponsor = noun.head.head if noun.head.dep_ == "prep" and noun.head.lower_ == "of" else noun.head
    if sponsor.i == noun.i or sponsor.lemma_.lower() not in SPONSOR_NOUNS or noun.dep_ not in ("nmod", "pobj", "poss"):
        return None
    found = _person(s.entity(sponsor))
    if found is None and sponsor.dep_ == "appos":
        found = _person(s.entity(sponsor.head))  # « X, auteur de la motion »
    if found is None:
        found = next((_person(s.entity(c)) for c in sponsor.children if c.dep_ == "appos" and _person(s.entity(c))), None)
    return None if found is None or found.local else found


IN_MARKS = {"in", "dans", "par"}


# nouns of authorship in "the bill is the work of X", « le texte est l'œuvre du député X »
WORK_NOUNS = {"work", "œuvre"}


def _work_of(s: Sentence, noun) -> tuple:
    """(member, moved) when the motion or bill is told to be a member's work, its subject before the copula
    ("the bill is the work of X", « le texte est l'œuvre du conservateur X »); moved when a relative on the
    member tells the act of putting it forward (« ..., qui l'avait présenté »); (None, False) otherwise."""
    head = noun.head
    if noun.dep_ == "nsubj" and head.lemma_.lower() == "be" and not s.negated(head):
        # (English hangs the noun on the copula: "The bill is the work of X", "work" its attribute)
        head = next((c for c in head.children if c.dep_ == "attr" and c.lemma_.lower() in WORK_NOUNS), head)
        if head.i == noun.head.i:
            return None, False
    elif noun.dep_ != "nsubj" or head.lemma_.lower() not in WORK_NOUNS or not any(c.dep_ == "cop" for c in head.children) \
            or s.negated(head):
        return None, False
    named = [tok for c in head.children for tok in (
        _children(c, {"pobj"}) if c.dep_ == "prep" and c.lower_ == "of" else [c] if c.dep_ in ("nmod", "appos") else [])]
    for tok in named:
        member = _member_named(s, tok)
        if member is None:
            continue
        # the relative may hang on the title or on the name the parser set beside it (« l'œuvre du député
        # de Y, X, qui l'avait présenté »: « député » and « X » two complements of « œuvre »)
        holders = [tok] + [t for t in named if t.i > tok.i and getattr(_member_named(s, t), "key", None) == member.key]
        acted = any(r.dep_ in ("relcl", "acl:relcl") and (r.lemma_.lower() in SPONSOR_VERBS | MOVED or _put_forward(r))
                    and not not_yet(s, r) for h in holders
                    for r in list(h.children) + [g for a in h.children if a.dep_ == "appos" for g in a.children])
        return member, acted
    return None, False


# verbs of belonging in "the bill belongs to X", « le projet de loi appartient à X »
BELONG = {"belong", "appartenir"}


def _belongs_to(s: Sentence, noun):
    """The member a motion or bill is told to belong to, its subject ("Bill C-262 belongs to New Democrat X",
    « le texte appartient au député X »): whose it is, not the act of moving it. None otherwise (negated, or
    not a member: "the bill belongs to the government")."""
    verb = noun.head
    if noun.dep_ != "nsubj" or verb.lemma_.lower() not in BELONG or s.negated(verb) or s.quoted(verb):
        return None
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ == "to":
            named = [_member_named(s, p) for p in _children(prep, {"pobj"})]
        elif prep.dep_ in ("obl", "obl:arg") and any(c.lower_ in ("à", "au") for c in prep.children):
            named = [_member_named(s, prep)]
        else:
            continue
        return next((m for m in named if m is not None), None)
    return None


def _asks_in_a_motion(s: Sentence, noun):
    """The member who asks for something through "a" motion the sentence opens with: "In a motion moved on
    Monday, X called for ...", « Dans une motion déposée lundi, X demande ... », « Par voie de motion, X ... »
    (the motion is the channel of X's demand, so X moved it). Only a verb of asking (not "In a motion on
    the Senate, X saw a threat": an opinion about one), told as done."""
    if not any(c.dep_ == "det" and c.lower_ in _INDEF_DET for c in noun.children) or s.quoted(noun):
        return None
    if s.lang == "fr":
        if not any(c.dep_ == "case" and c.lower_ in IN_MARKS for c in noun.children):
            return None
        verb = noun.head
    else:
        if noun.dep_ != "pobj" or noun.head.lower_ not in IN_MARKS:
            return None
        verb = noun.head.head
    if min(t.i for t in noun.head.subtree) != s.sent.start and min(t.i for t in noun.subtree) - 1 != s.sent.start:
        return None  # (the phrase opens the sentence: the motion is the frame of what follows)
    if verb.lemma_.lower() not in DEMAND_HEADS - {"move", "propose", "want"} | MOTION_DOES or not_yet(s, verb) \
            or s.negated(verb) or _moved_elsewhere(s, verb):
        return None
    person = _person(_subject(s, verb)[0])
    return None if person is None or person.local else person


# a member's aim of getting a motion adopted, which tells that the member moved it: « X a fait adopter une
# motion », « a réussi à faire adopter », « a tenté de faire adopter », "tried to pass a motion", "got the House
# to agree to a motion", "asked the House to adopt a motion"
# (asking is HOUSE_ASK's, defined below; wanting is an intention: INTENT_TO_MOVE)
AIM_HEADS = (ATTEMPT - {"want", "vouloir"}) | DONE_HEADS | {"get"}


def _subject_named_in_apposition(s: Sentence, verb):
    """The subject of `verb`, or when it is a role the reference KB gives no holder that day, the member its
    apposition names (« le whip en chef du gouvernement, X, fait adopter ... », the parse hanging the name
    on a complement of the role)."""
    entity, token = _subject(s, verb)
    if entity is not None or token is None:
        return entity
    for t in token.subtree:
        if t.dep_ == "appos" and t.i > 0 and t.doc[t.i - 1].text == "," and _person(s.entity(t)) is not None:
            return s.entity(t)
    return None


def _had_adopted(verb, noun) -> bool:
    """"X had a motion adopted without debate": "have" with the motion and the participle of its adoption
    is the causative of it (not "X had a motion on the order paper", which only says whose it is)."""
    return verb.lemma_.lower() == "have" and any(
        c.dep_ in ("acl", "oprd", "ccomp", "xcomp") and c.tag_ == "VBN" and c.lemma_.lower() in ADOPT
        for c in (*noun.children, *verb.children) if c.i > noun.i)


def _named_in_another_body(noun) -> bool:
    """Is the motion told as one of another body by a phrase on the noun itself (« une motion au comité de
    l'éthique », "a motion at the ethics committee"), where the parse hung it?"""
    return any(c.dep_ in ("nmod", "obl") and any(g.dep_ == "case" and g.lower_ in ("à", "au", "en", "dans", "devant")
                                                  for g in c.children) and _other_body(c)
               or c.dep_ == "prep" and c.lower_ in ("at", "in", "before") and any(_other_body(o) for o in _children(c, {"pobj"}))
               for c in noun.children)


def _aimed_by_a_member(s: Sentence, noun):
    """The verb whose subject aims at the adoption of a motion of their own, or None. The motion is "a"
    motion or their own (« une motion », « sa motion »), the object of a verb of adopting that a causative
    (« faire adopter »), a verb of trying or succeeding, or a request to the House governs: "X tried to pass
    the NDP motion" may be a supporter's aim, and « la Chambre a adopté une motion » names no member."""
    if not any(c.dep_ in ("det", "poss") and c.lower_ in _INDEF_DET | SINGULAR_POSSESSIVES for c in noun.children):
        return None
    verb = noun.head
    if verb.dep_ == "prep" and verb.lower_ == "to":
        verb = verb.head  # "agree to a motion"
    if verb.lemma_.lower() not in ADOPT or noun.dep_ not in OBJ | {"pobj"} or s.quoted(verb):
        return None
    top = verb
    if any(c.lemma_.lower() == "faire" and c.dep_ in ("aux", "aux:caus", "dep", "aux:pass") for c in verb.children):
        top = verb  # « a fait adopter une motion »: the causative's subject is the verb's, in the parse
    for _ in range(2):
        if top.dep_ not in ("xcomp", "ccomp") or top.head.i == top.i:
            break
        head = top.head
        lemma = head.lemma_.lower()
        if lemma not in AIM_HEADS | CAUSATIVE | (HOUSE_ASK - {"call"}):
            return None
        if lemma in HOUSE_ASK - {"call"} and not any(
                c.dep_ in OBJ | {"iobj", "obl:arg"} and (c.lemma_.lower() in WHOLE_HOUSE | ALL_MEMBERS or c.lower_ in WHOLE_HOUSE)
                for c in head.children):
            return None  # "asked the House to adopt a motion" (not "asked the Liberals to back a motion")
        top = head
    if top is verb and not any(c.lemma_.lower() == "faire" for c in verb.children):
        return None  # no aim above the adoption: « la Chambre a adopté une motion »
    if not_yet(s, top) or _governing(top, words("shared", "intent_only") | INTENT_TO_MOVE) is not None:
        return None
    if s.negated(top) and top.lemma_.lower() not in DONE_HEADS | ATTEMPT:
        return None  # "did not ask the House to adopt a motion" (but « n'a pas réussi à faire adopter » tried)
    return top


def sentence_motion(s: Sentence, date, post, date_of=None) -> None:
    """Motions, their movers, demands, outcomes and tallies in one sentence (into the discourse).
    `date_of(token, sentence_date)`: the day a clause of its own names (dates.clause_dates), if any.
    Then each motion the sentence told of is marked told now, with what the sentence called it (for
    the later mentions that take it up: motion_reference.py)."""
    d = s.discourse
    before = {id(m): len(m.evidence) for m in d.all_motions()}
    outcomes = {id(m): m.outcome for m in d.all_motions()}
    fragment = d.tally_fragment if d.tally_fragment is not None and d.tally_fragment[0] == d.sentence_no - 1 else None
    d.tally_fragment = None
    _sentence_motion(s, date, post, date_of)
    touched = [m for m in d.all_motions() if len(m.evidence) > before.get(id(m), 0)]
    if fragment is not None:
        _decided_by_the_tally_before(s, touched, outcomes, fragment)
    elif not touched:
        tally = _tally(s.sent.text)
        if tally is not None and (not any(t.dep_ in SUBJ | SUBJPASS for t in s.sent) or _result_heading(s)):
            d.tally_fragment = (d.sentence_no, tally, date if d.day_named else None)
    kinds = {k for t in s.sent if not s.quoted(t) and t.pos_ in ("NOUN", "PROPN") for k in [reference.mention_kind(t)] if k}
    for motion in touched:
        new = id(motion) not in before
        called = set(kinds) if new or len(touched) == 1 else set()
        if _by_consent(motion) and CONSENT_SAID.search(s.sent.text):
            called.add("request")
        if not _by_consent(motion):
            called.discard("request")
        reference.told(d, motion, called)


# the French demonstratives that stand for a noun told before, with its complement (« celui du député X »)
DEMONSTRATIVES = {"celui", "celle", "ceux", "celles"}
_OWNER_GAP = {"du", "de", "d'", "d’", "la", "le", "l'", "l’"}


def _the_one_of_another_member(s: Sentence, tally, date, post) -> bool:
    """« Le 5 octobre, les Communes ont adopté par 248 voix contre 38 le projet de loi de X. Le 30 mai, elles
    ont adopté par 194 voix contre 104 celui du conservateur Y »: a demonstrative with a member's genitive,
    decided with another tally than the motion told before, is another motion of the same kind, Y's; it opens
    that motion with its own decision and tally (the one before keeps its own). Only with a verb of adopting
    or rejecting, told as done."""
    d = s.discourse
    last = d.motions[-1] if d.motions else None
    if last is None or last.outcome is None or d.since_motion > 2 or tally is not None and not _counted_otherwise(last, tally):
        return False
    doc = s.sent.doc
    for pron in s.sent:
        if pron.lower_ not in DEMONSTRATIVES or reference.latter(pron) or s.quoted(pron):
            continue
        owner = next((m for m in s.mentions if m.entity.kind == "person" and pron.i < m.tokens[0] <= pron.i + 5), None)
        if owner is None or owner.entity.local or owner.entity.iri is None \
                or tally is None and (last.mover is None or last.mover.key == owner.entity.key):
            continue  # (without a tally, only another member's genitive tells another motion)
        between = doc[pron.i + 1:owner.tokens[0]]
        if not between or between[0].lower_ not in ("du", "de", "d'", "d’") or any(
                t.lower_ not in _OWNER_GAP and t.lemma_.lower() not in _PERSON_WORDS and t.pos_ != "ADJ"
                and not (t.pos_ == "NOUN" and s.entity(t) is not None) for t in between):
            continue
        verbs = [v for v in s.sent if v.pos_ == "VERB" and _decision_lemma(v) in COUNTED_WON | COUNTED_LOST
                 and v.i < pron.i and not s.quoted(v)]
        if len(verbs) != 1 or s.negated(verbs[0]) or _undecided(s, verbs[0]) or not_yet(s, verbs[0]) \
                or _unreal(s, verbs[0]) or _decided_elsewhere(s):
            return False
        start, end = s.span()
        motion = Motion(start, end, date=date, post=post)
        motion.outcome = "Negatived" if _decision_lemma(verbs[0]) in COUNTED_LOST else "Adopted"
        motion.mover = owner.entity
        if tally is not None:
            _set_tally(motion, *tally, sided=_sided(tally))
        elif CONSENT.search(_main_clause_text(s.sent)):
            _mark_unanimous(motion, manner_only=True)  # « adopté à l'unanimité celui de Y »
        _voice_vote(s, motion)
        motion.named = set(last.named)
        motion.evidence.append((start, end))
        d.motions.append(motion)
        d.since_motion = 0
        return True
    return False


def _result_heading(s: Sentence) -> bool:
    """"Result: yeas 164, nays 137" (a live blog's, after its time), « Résultat : 164 pour, 137 contre »: a
    fragment with no verb headed by the word for a result (whatever the parser made a subject there)."""
    return any(t.lemma_.lower() in ("result", "résultat") for t in s.sent) and not any(
        t.pos_ in ("VERB", "AUX") for t in s.sent)


def _counted_otherwise(motion: Motion, tally) -> bool:
    """Was the motion already counted with another tally? ("adopted 248 to 38 X's bill. On May 30, they adopted
    194 to 104 that of Y": another vote, of another motion; its tally never replaces the first one's)"""
    told = (motion.yeas, motion.nays) if motion.yeas is not None else motion.counted
    return told is not None and sorted(told) != sorted(tally)


def _decided_by_the_tally_before(s: Sentence, touched, outcomes, fragment) -> None:
    """"181 to 40. Such was the count this evening when the House adopted ...", "Then 198 to 85, on June 4, 2019.
    X's bill passed with ...": a tally told first in a sentence with no clause of its own (no subject: a
    column's or a brief's lead) counts the one decision the next sentence tells, when that sentence tells no
    tally itself; with the day the fragment named, when the decision's sentence names none. Two decisions
    told then, or none: the tally counts neither (a crossed tally is a wrong fact)."""
    decided = [m for m in touched if m.outcome in ("Adopted", "Negatived") and outcomes.get(id(m)) != m.outcome
               and m.yeas is None and m.counted is None]
    if len(decided) != 1 or _tally(s.sent.text) is not None:
        return
    motion = decided[0]
    _set_tally(motion, *fragment[1], sided=_sided(fragment[1]))
    if fragment[2] is not None and not s.discourse.day_named:
        motion.date = fragment[2]


def _sentence_motion(s: Sentence, date, post, date_of=None) -> None:
    d = s.discourse
    text = s.sent.text
    owner_moved = False  # the mover is the owner of the bill whose reading the sentence tells
    _remember_bill_owners(s, date)
    d.since_private_bill += 1
    if PRIVATE_BILL.search(text):
        d.since_private_bill = 0
    nouns = [t for t in s.sent if t.lemma_.lower() in MOTION and t.pos_ in ("NOUN", "PROPN") and not s.quoted(t)]
    if not nouns:
        # "M-103, which X introduced in December, passed": a private member's motion by its number alone
        nouns = [t for t in s.sent if re.fullmatch(r"M-\d+", t.text) and not s.quoted(t)]
    if not nouns:
        # "X moved that the bill be read a second time", « X propose la deuxième lecture du projet C-N »: moving a
        # bill's reading is moving the motion for it (not "the bill passed second reading": the House's decision)
        nouns = [t for t in s.sent if t.lemma_.lower() in READING_WORDS and t.pos_ == "NOUN" and t.dep_ in OBJ
                 and t.head.lemma_.lower() in READING_MOVED and not s.quoted(t)]
    if nouns and all(_named_as_amended(n) for n in nouns):
        # "MPs adopted a sub-amendment to the motion 170-150", "X's amendment to the motion was defeated":
        # the amendment's decision and tally, which decide nothing of the motion it amends
        _government_falls_on_an_amendment(s, date, post)
        return
    if len(nouns) > 1 and _named_as_amended(nouns[0]):
        # "adopted an amendment to the motion, but the main motion was defeated": the motion the
        # sentence decides is the one named for itself
        nouns = [n for n in nouns if not _named_as_amended(n)] + [n for n in nouns if _named_as_amended(n)]
    tally_found = _tally(text)
    second = _second_decision(s, nouns)
    if second is not None:  # "adopted motion A 150-130 and defeated motion B 120-160": each its own tally
        cut = second[0].idx - s.sent.start_char
        tally_found = _tally(text[:cut])
    if tally_found:
        # "Liberal MPs voted 140 to 2 for the bill", "Conservative MPs split 40-50": the party's own count,
        # not the House's (which may follow: "..., and the bill passed 200 to 92")
        split = {_tally_of_the_clause(verb) for verb in s.sent if verb.lemma_.lower() in _VOTE_VERBS
                 and _tally_of_the_clause(verb) and _party_split(s, verb, _tally_of_the_clause(verb), date)}
        if tally_found in split:
            tally_found = next((t for t in _tallies(text) if t not in split), None)
    if not nouns and not tally_found:
        # "the bill was defeated at second reading", "the House passed Bill C-8", « la Chambre a adopté le projet
        # de loi »: a bill's reading the House decided, told without a tally
        nouns = _bill_decided_by_the_house(s) or [n for n in _named_law_decided(s) if _bill_decided_by_the_house(s, [n])]
        if not nouns and (_bill_moved(s, date, post, date_of) or _bill_introduced_in_quotation(s, date, post)
                          or _bill_introduced_as_it(s, date, post, date_of)):
            return
    if not nouns and tally_found:
        # "the bill passed 158-108", « le budget a été adopté par 170 voix contre 168 »: what the House
        # voted on, when a tally says there was a vote
        nouns = [t for t in s.sent if t.lemma_.lower() in DECIDABLE and t.pos_ in ("NOUN", "PROPN") and not s.quoted(t)]
        nouns = [t for t in nouns if not _qualifies_another(t, nouns)] or _named_law_decided(s)
        if nouns and _named_after_a_pronoun_decided(s, nouns):
            nouns = []  # ("It passed ..., a reform no cabinet had dared to write into a bill")
        if nouns and all(_amendment(t) for t in nouns):
            # "An amendment was adopted 170-150", « un amendement a été adopté par 170 voix contre 150 »: the
            # amendment's own decision, which decides neither the motion it amends nor its tally
            return
        if not nouns and _bill_taken_up_by_a_pronoun(s, date, post, tally_found):
            return  # (« Il a été adopté par 147 voix contre 132 » after a bill named anew: not the motion before)
        if not nouns and _the_one_of_another_member(s, tally_found, date, post):
            return  # (« ... elles ont adopté par 194 voix contre 104 celui du député Y »: Y's, not the one before)
        if not nouns and d.motions and d.since_motion <= 2 and not reference.ambiguous(d, None) \
                and not _counted_otherwise(d.motions[-1], tally_found) and _tally_of_a_vote(s, tally_found) and any(
                t.lemma_.lower() in VOTE_NOUNS for t in s.sent) \
                and not _told_of_another_time(s, d.motions[-1], date) and not _voted_for_another_aim(s, d.motions[-1]) \
                and not _decided_elsewhere(s) and not any(
                    t.lemma_.lower() in ("vote", "voter") and t.pos_ == "VERB" and _undecided(s, t) for t in s.sent):
            # (also "The final tally was ..."; not "Last year, the House voted 170-150 to ...", nor "the House
            # voted 170-150 to send the bill to committee" after a motion on something else, nor a
            # committee's vote, nor a count forecast: "MPs are expected to vote 170-150 in favour")
            last = d.motions[-1]
            counted = _counted_clause_outcome(s, tally_found) if last.outcome is None else None
            if counted == "prospect":
                return
            if last.outcome is None and date is not None:
                _date_the_decision(last, date)  # "Moved on Monday ... The vote on Tuesday was 156-145"
            if counted is not None:
                last.outcome = counted  # "It was defeated 84 to 82", « Elle a été adoptée par 171 voix contre 133 »
            _set_tally(last, *tally_found, sided=_sided(tally_found))  # "The vote was 156-145": the motion just told of
            last.evidence.append(s.span())
            if last.outcome is not None or last.counted is None:
                return
            # the tally told without its side: the sentence's other cues may still tell it ("The House voted
            # 170 to 150 to call the inquiry")
    if (nouns or tally_found) and _decided_elsewhere(s):
        return  # a committee's, the Senate's or a legislature's vote: not a decision of the House
    if not nouns and (_moved_in_quotation(s, date, post) or _moved_that_clause(s, date, post)
                      or _moved_to_clause(s, date, post)):
        return
    if not nouns and _chair_declares(s, date, post):
        return
    start, end = s.span()
    consent = CONSENT.search(text)
    # demands continuing the last motion: a sentence made of "that ..." clauses
    if not nouns:
        if d.expect_demands is not None:
            first = next((t for t in s.sent if not t.is_punct and t.lower_ not in ("also", "and", "further", "et", "aussi")), None)
            if first is not None and first.lower_ in ("that", "que", "qu'"):
                motion = d.expect_demands
                motion.demands.extend(_demand_clauses(s, s.sent.root, continuation=True))
                motion.evidence.append((start, end))
                _subjects(s, motion, s.sent)
                return
        d.expect_demands = None
        if _the_one_of_another_member(s, None, date, post):
            return
        told = len(d.motions)
        if consent:
            _consent_request(s, date, post)
        if len(d.motions) == told:
            _consent_attempt(s, date, post)
        if _house_voted_to(s, tally_found, date, post) or _house_decided_counted(s, tally_found, date, post) \
                or _house_ordered(s, tally_found, date, post):
            return
        if _asks_the_house_on_a_supply_day(s, date, post):
            return
        if _vote_dated(s, date):
            return
        if _mover_told_later(s, date):
            return
        survival = _government_vote(s)
        if survival is not None:  # "The government survived a confidence vote on Tuesday"
            # (the headline and the lede telling one vote twice: one motion)
            if d.motions and d.since_motion <= 2 and d.motions[-1].outcome in (None, survival[0]):
                motion = d.motions[-1]
                _date_the_decision(motion, date)
            else:
                motion = Motion(start, end, date=date, post=post)
                d.motions.append(motion)
            motion.outcome = survival[0]
            if tally_found:
                _set_tally(motion, *tally_found, sided=_sided(tally_found))
            motion.evidence.append((start, end))
            d.since_motion = 0
            return
        if _bill_taken_up_by_a_pronoun(s, date, post, tally_found):
            return
        if not d.motions:
            return
        motion = d.motions[-1]
        if d.since_motion <= 2 and (motion.unanimous or consent):
            before = motion.outcome
            if _said_no(s, motion) or _objected(s, motion) or (_consent_outcome(s, motion) or motion.outcome != before):
                motion.evidence.append((start, end))
        subject, pred = _motion_anaphor(s)
        if subject is not None and motion.mover is None and d.since_motion <= 2:
            # "The text, moved by X, calls on ...", « Le texte, présenté par X, affirmait que ... »
            for child in subject.children:
                if child.dep_ in ("acl", "relcl", "acl:relcl") and child.lemma_.lower() in MOVED and (
                        s.passive(child) or _past_participle(child)) and not not_yet(s, child):
                    by = _person(_mover_by(child, s))
                    if by is not None:
                        motion.mover, motion.moved = by, True
        if pred is not None and not _demand_clauses(s, s.sent.root):
            found = _predicate_demands(s, pred)
            if found:
                _add_demands(motion, found, s.sent)
                motion.evidence.append((start, end))
                _subjects(s, motion, _in_spans(s, found))
                _motion_kind(s, motion, [subject], date)
                d.since_motion = 0
        for verb in s.sent:
            lemma = _decision_lemma(verb)
            if lemma not in ADOPT | DEFEAT or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb):
                continue
            args = [c for c in verb.children if c.dep_ in OBJ | SUBJ | SUBJPASS]
            latter = any(reference.latter(c) for c in args)  # « celle-ci »: the motion told last
            about_it = latter or any(c.lower_ in ("it", "elle", "la", "proposal", "proposition") for c in args) or any(
                c.lemma_.lower() in motion.objects for c in args)  # "... to adopt the report" / "the report was adopted"
            about_consent = any(c.lemma_.lower() in ("consent", "consentement") for c in args)
            nobody = any(c.dep_ in SUBJ and any(g.lower_ in ("no", "aucun", "aucune", "nobody", "personne")
                                                for g in [c, *c.children]) for c in args)
            if not (about_it or about_consent or (consent and lemma in {"object", "oppose", "block"})):
                continue
            if _only_a_side(s, verb, motion, consent, tally_found) or _undecided(s, verb):
                continue
            refused = _refused(s, verb)
            if refused is None:
                continue
            negative = (lemma in DEFEAT) != (s.negated(verb) or nobody or refused)
            if about_consent and lemma in ADOPT and not s.negated(verb):
                negative = False
            if about_it and not about_consent and not latter and len(reference.in_reach(d)) > 1:
                # "It passed" with two motions in reach: the one this decision can be (not one decided
                # otherwise before: "X's motion passed 180-140. He moved a second one. It was defeated."),
                # none when both can
                told = "Negatived" if negative else "Adopted"
                motion = reference.antecedent(d, None, decided=(told, tally_found))
                if motion is None:
                    _log_unattached(s)
                    continue
            if tally_found and _counted_otherwise(motion, tally_found):
                # "Bill C-246 was defeated 228 to 59. ... the House gave second reading to Bill C-245 ... It
                # passed 147 to 132": another vote, of a motion the text did not open; never the first one's
                _log_unattached(s)
                continue
            undecided = motion.outcome is None
            if consent:
                _mark_unanimous(motion, manner_only=not CONSENT_SAID.search(text))
            if _against_the_tally(motion, negative, tally_found):
                continue
            if negative:
                motion.outcome = "ConsentRefused" if _by_consent(motion) else "Negatived"
                _opposers(s, motion, verb)
            elif lemma in ADOPT or nobody:
                motion.outcome = motion.outcome if motion.outcome == "Adopted" else "Adopted"
            if undecided and motion.outcome is not None and date is not None:
                _date_the_decision(motion, date)  # "X moved it on Monday. It passed on Tuesday."
            if tally_found and _tally_of_a_vote(s, tally_found):
                _set_tally(motion, *tally_found, sided=_sided(tally_found))  # "It passed 200-100": the tally of this decision
            _voice_vote(s, motion)
            motion.evidence.append((start, end))
        return
    noun = nouns[0]
    # the mover: "X moved/tabled a motion", "a motion (moved) by X", "X's motion", "the motion X tried to pass"
    mover, label_tokens, aimed, moved = None, None, False, False
    moved_before = False  # the moving told in the pluperfect: "had been moved by X", « avait été présentée par X »
    head = noun.head
    if noun.dep_ in OBJ and (head.lemma_.lower() in MOVE | {"seek", "move", "table"} or _had_adopted(head, noun)):
        asking = _consent_asked_to_move(s, head) if consent else None
        if asking is None and (not_yet(s, head) or _governing(head, words("shared", "intent_only") | INTENT_TO_MOVE)
                               is not None or head.dep_ == "xcomp" and head.head.lower_ in INTENT_FORMS):
            # "did not move a motion", "could move a motion next week", « envisage de déposer une
            # motion », "threatened to table a motion": none was moved
            return
        if _moved_elsewhere(s, head):
            return  # "moved a motion at the ethics committee": the committee's business, not the House's
        if asking is not None:
            # "X asked for unanimous consent to move a motion": asking the House's consent to move it is moving it
            mover, moved = _subject(s, asking)[0], True
        else:
            mover = _subject(s, head)[0]
            # (and "X got a motion passed", "managed to get her motion adopted": the causative of its adoption)
            adoption = [c for c in head.children if c.dep_ in ("oprd", "ccomp", "xcomp")] + [
                c for c in s.sent if c.i > noun.i and (c.head.i == noun.i and c.dep_ == "acl"
                                                       or c.tag_ in ("VBD", "VBN") and _right_after(c, noun))]
            moved = _moves(head, noun) or head.lemma_.lower() in CAUSATIVE and any(
                c.lemma_.lower() in ADOPT for c in adoption) and any(
                c.dep_ in ("det", "poss") and c.lower_ in _INDEF_DET | SINGULAR_POSSESSIVES for c in noun.children)
    elif head.lemma_.lower() == "mettre" and not not_yet(s, head) and (
            noun.dep_ in OBJ and any(c.lower_ == "avant" for c in head.children)
            # (« a mis en avant une motion », parsed as the motion's preposition)
            or noun.dep_ in ("obl:arg", "obl") and any(c.lower_ == "avant" for k in noun.children for c in k.children)):
        mover, moved = _subject(s, head)[0], True  # « a mis de l'avant une motion », « a mis en avant »
    if mover is None and head.dep_ == "prep" and head.head.lemma_.lower() in MOVE:
        mover = _subject(s, head.head)[0]
        moved = head.head.lemma_.lower() in MOVED
    if mover is None and noun.dep_ in SUBJPASS | SUBJ and head.lemma_.lower() in MOVE:
        if s.passive(head) and head.lemma_.lower() in MOVED and not_yet(s, head):
            return  # « une motion sera déposée par X », "a motion will be tabled by X": none was moved yet
        if _moved_elsewhere(s, head):
            return  # « une motion a été déposée en comité par X »
        mover = _mover_by(head, s)  # "the motion was tabled by X" (or its participle read as the verb)
        moved = _moves(head, noun)
        moved_before = _pluperfect(head)
    body_mover = None
    if mover is not None and _person(mover) is None:
        # "The Bloc moved a motion on Tuesday, presented by MP X, ...", « Le Bloc a déposé une motion, présentée par
        # le député X, »: a party's act, whose member the motion's own phrase may name; kept when it names none
        body_mover, mover = mover, None
    for child in [*noun.children, *(c for c in _number_of_the_bill(noun).children if c.i != noun.i
                                    and c.dep_ in ("relcl", "acl", "acl:relcl"))]:
        if (child.dep_ == "nmod" and child.pos_ == "NOUN" and s.entity(child) is None and not any(
                c.dep_ in ("det", "poss") for c in child.children)) or child.dep_ == "amod" and child.pos_ == "ADJ":
            # « la motion de censure du chef X », "motion d'ajournement de X": a bare noun classifies the
            # motion, the member named after it is its mover (also after an adjective the parser hung him
            # on: « la motion d'initiative parlementaire du député X »)
            for grand in child.children:
                if grand.dep_ == "nmod" and _person(s.entity(grand)) is not None:
                    mover = mover or s.entity(grand)
        if child.dep_ in ("poss", "nmod") and _person(s.entity(child)) is not None and (
                child.i in s.by_token or child.dep_ == "nmod") and _genitive_modifier(child):
            mover = mover or s.entity(child)  # (« la motion du conservateur X »)
        if child.dep_ in ("relcl", "acl", "acl:relcl") and child.lemma_.lower() in MOVE | ADOPT:
            subj = _children(child, SUBJ)
            planned = not_yet(s, child) or any(c.lower_ in ("to", "à") and c.dep_ in ("aux", "mark")
                                               for c in child.children)  # "to be moved on Monday"
            if not subj and mover is not None and child.lemma_.lower() in MOVED and not _mover_by(child, s) \
                    and not planned:
                moved = True  # « la motion du député X, présentée lundi », "X's motion, moved on Monday"
            if subj and s.entity(subj[0]) is not None:
                moved = moved or (mover is None and child.lemma_.lower() in MOVED)
                mover = mover or s.entity(subj[0])
            elif s.passive(child) or _past_participle(child):  # « la motion présentée mercredi par X »
                moved = moved or (mover is None and child.lemma_.lower() in MOVED and _mover_by(child, s) is not None)
                mover = mover or _mover_by(child, s)
            aimed = aimed or any(x.lower_ == "unanimously" or CONSENT.match(x.text) for x in child.subtree)
            # "the motion X was trying to get unanimously approved": asking for consent is moving it
            moved = moved or (aimed and mover is not None)
        if child.dep_ in ("acl", "amod") and mover is None and _past_participle(child):
            mover = _in_the_name_of(s, child)  # « la motion, inscrite au nom de X, »: X's motion
        if child.dep_ == "prep" and child.lower_ in ("by", "from", "of"):  # "the motion of X": X's motion
            for p in _children(child, {"pobj"}):
                if child.lower_ != "of" or _person(s.entity(p)) is not None:
                    mover = mover or s.entity(p)
        if child.dep_ == "acl" and child.lemma_.lower() not in MOVE | ADOPT and label_tokens is None:
            label_tokens = _clause_tokens(child)
    for other in nouns:  # "Motion M-1, a private member's motion backed by X": the apposition's clause
        for child in other.children:
            if other.i != noun.i and child.dep_ in ("relcl", "acl") and child.lemma_.lower() in MOVE and s.passive(child):
                moved = moved or (mover is None and child.lemma_.lower() in MOVED and _mover_by(child, s) is not None)
                mover = mover or _mover_by(child, s)
    if not moved or mover is None and body_mover is not None:
        # "X's motion, moved on Monday, ...", « la motion du député X, présentée lundi, ... » when the parser
        # lost the participle's attachment: a participle of moving set off by a comma right after the motion
        part = _appositive_participle(s, noun)
        if part is not None and not not_yet(s, part):
            by = _person(_mover_by(part, s))
            mover = mover or by
            moved = _person(mover) is not None
    if mover is None and noun.dep_ in SUBJ | SUBJPASS:
        # « Déposée par X, la motion ... »: a fronted participle of the motion's clause (or the participle
        # the parser made the root, hanging the motion's clause on it: « Présentée par X, la motion réclame »)
        above = [noun.head.head] if noun.head.head.i != noun.head.i and noun.head.head.i < noun.i \
            and noun.head.head.i == noun.head.head.head.i and _past_participle(noun.head.head) else []
        for verb in list(noun.head.children) + above:
            if (verb.dep_ == "advcl" or _past_participle(verb)) and verb.lemma_.lower() in MOVE and verb.i < noun.i \
                    and not _presented_as(verb):
                moved = moved or (mover is None and verb.lemma_.lower() in MOVED and _mover_by(verb, s) is not None)
                mover = mover or _mover_by(verb, s)
    if mover is None:
        # « Présentée mardi par X, une motion sur ... » when the parse made the participle the subject
        opening = _opening_participle(s, noun)
        if opening is not None and not not_yet(s, opening) and not _moved_elsewhere(s, opening) \
                and _person(_mover_by(opening, s)) is not None:
            mover, moved = _mover_by(opening, s), True
    if mover is None and body_mover is not None:
        mover = body_mover
    possessive = next((c for c in noun.children if c.lower_ in SINGULAR_POSSESSIVES and c.dep_ in ("poss", "det")), None)
    if mover is None and possessive is not None and noun.dep_ not in OBJ and not s.quoted(possessive):
        # "His motion, which called for ..., was defeated", « Sa motion, qui demandait ..., a été
        # rejetée »: the possessive takes up a person as a pronoun does, only when one person fits
        mover = _person(s.pronoun(possessive, None))
    if mover is None and noun.dep_ in OBJ and head.pos_ in ("VERB", "AUX") and any(
            c.lower_ in SINGULAR_POSSESSIVES and c.dep_ in ("poss", "det") for c in noun.children):
        # "X got his motion passed", « X a fait adopter sa motion »: the possessive is the clause's subject
        mover = _subject(s, head)[0]
    attempt = _attempt_to_adopt(s, noun) if consent else None
    if attempt is not None:
        # "X tried to get the motion adopted unanimously", « X a tenté de faire adopter à l'unanimité
        # une motion »: seeking its unanimous adoption is asking for consent, so X moved it (without
        # unanimity, "X tried to pass the NDP motion" may be a supporter's aim: no mover then)
        mover = mover or _subject(s, attempt)[0]
        if _person(mover) is not None:
            moved = aimed = True
    if mover is None:
        # « à la demande de X, les députés ont adopté une motion », « une motion adoptée à l'initiative de X »
        by = _decided_at_the_request_of(s, noun)
        if by is not None:
            mover, moved = by, True
    if mover is None:
        won = _adoption_won(s, noun)  # « X a obtenu l'adoption d'une motion »: X moved it
        if won is not None:
            mover, moved = _subject(s, won)[0], True
    if mover is None:
        mover = _sponsor_named(s, noun)  # « X, auteur de la motion, ... »
    if mover is None:
        mover, moved = _work_of(s, noun)  # « le texte est l'œuvre de X, qui l'avait présenté »
    if mover is None:
        # "In a motion moved on Monday, X calls for ...", « Dans une motion déposée lundi, X demande ... »
        by = _asks_in_a_motion(s, noun)
        if by is not None:
            mover, moved = by, True
    if mover is None:
        # « X a fait adopter une motion », "X tried to pass a motion", "X asked the House to adopt a motion"
        aim = _aimed_by_a_member(s, noun)
        if aim is not None and (_moved_elsewhere(s, aim) or _named_in_another_body(noun)):
            aim = None  # « a fait adopter une motion au comité de l'éthique »: the committee's business
        by = _person(_subject_named_in_apposition(s, aim)) if aim is not None else None
        if by is not None:
            mover, moved = by, True
    if (mover is None or not moved) and consent:
        # "X asked the House for its unanimous consent to adopt a motion ...": X moves it (and « X a obtenu
        # le consentement pour sa motion »: X, whose motion it is, moved it)
        head = noun.head
        for _ in range(4):
            if head.lemma_.lower() in CONSENT_ASK | CONSENT_WON and head.pos_ == "VERB" and not _unreal(s, head) \
                    and not _only_meant(s, head):
                asker = _mover_by(head, s) if s.passive(head) else _subject(s, head)[0]
                if mover is None:
                    mover = asker
                    moved = mover is not None
                else:
                    moved = _person(asker) is not None and _person(mover) is not None and _person(asker).key == _person(mover).key
                break
            if head.head.i == head.i:
                break
            head = head.head
    mover = _person(mover)
    if mover is not None and mover.local:
        mover = None  # every member is in the KB: a named person it lacks (a clerk, a senator) moves no motion
    if mover is not None and mover.iri is None and _bill_noun(noun):
        # « le projet de loi du député libéral ontarien X »: the title the parser took for the owner, then the name
        named = _bill_owner(s, noun)
        if named is not None and named.iri is not None and _same_member(s, mover, named, date):
            mover = named
    if mover is None:
        # "X's bill was defeated at second reading", "That bill was defeated 97-178" after "X's bill", « Sa
        # motion de deuxième lecture » after « le projet de loi de X »: the bill's owner moved its reading
        mover = _owner_of_the_reading(s, noun)
        # (only the act told moves it: "the bill, which X introduced," does, "X's bill" names whose it is; the
        # gold gives no MotionMoved for « Sa motion de deuxième lecture » after « le projet de loi de X »)
        owner_moved = mover is not None and _sponsoring_told(s, noun)
    motion = d.motions[-1] if d.motions else None
    if motion is None and mover is not None:
        # a live blog's entry that names whose motion it is says which motion of another entry it speaks of
        named = next((m for m in reversed(d.closed_motions) if m.mover is not None and m.mover.key == mover.key), None)
        if named is not None:
            d.closed_motions.remove(named)
            d.motions.append(named)
            motion = named
    # "the motion", "his motion", « la motion de X », "the bill" with two motions in reach: the one the
    # mention's cues fit (its kind, its owner); when nothing tells them apart, what the sentence decides
    # is of neither (kept on a motion of its own that the discourse does not keep)
    unattached = False
    if motion is not None and reference.is_mention(noun) and len(reference.in_reach(d)) > 1:
        picked = reference.antecedent(d, reference.mention_kind(noun), mover.key if mover is not None else None)
        if picked is not None:
            motion = picked
        elif mover is None:
            unattached = True
            _log_unattached(s)
    # another tally: another decision (also when the motion's own tally was told without its side,
    # Motion.counted: "adopted 149 to 137 ... C-389 had passed 143 to 135" are two votes)
    told_tally = (motion.yeas, motion.nays) if motion is not None and motion.yeas is not None \
        else (motion.counted if motion is not None else None)
    other_vote = told_tally is not None and tally_found is not None and sorted(tally_found) != sorted(told_tally)
    if motion is not None and mover is not None and motion.mover is not None and _same_member(s, mover, motion.mover, date):
        mover = motion.mover  # "X's motion ..., a Bloc MP's motion": the member named before
    # "The motion passed 156-145. ... He then moved a motion to adjourn.": a member moving "a" motion after
    # the last one was decided moves another one (not the mover of the one decided)
    # (not "X had moved a motion on it last week": the pluperfect recalls the one decided)
    another = motion is not None and motion.outcome is not None and moved and mover is not None and any(
        c.dep_ == "det" and c.lower_ in _INDEF_DET for c in noun.children) and not any(
        c.dep_ in ("aux", "aux:tense") and c.lemma_.lower() == "have" and c.tag_ == "VBD" for c in noun.head.children)
    decided_before = motion if another else None
    # "MPs voted 170-150 against the non-confidence motion. ... A Bloc motion on supply management passed
    # unanimously": "a" motion told after one was decided is another one when what it tells contradicts that
    # decision (another outcome or tally); otherwise it is the same one retold (a headline's, then the lede's)
    # (not "The last time an opposition motion passed was in 2019", « la dernière fois qu'une motion ... »:
    # a time told by what happened then, no decision of a motion the text tells)
    retold_or_another = motion if motion is not None and motion.outcome is not None and not another and any(
        c.dep_ == "det" and c.lower_ in _INDEF_DET for c in noun.children) and not TIME_TOLD_BY_AN_ACT.search(text) \
        else None
    # "A similar motion was defeated last year", « une autre motion »: not the one told before
    # (and "a second motion", « une seconde motion »: the one told before was the first)
    other_one = motion is not None and any(c.dep_ in ("amod", "det") and c.lower_ in OTHER_MOTION_WORDS | LATER_ORDINALS
                                           for c in noun.children)
    # "MPs rejected a Bloc motion on Wednesday. X's motion, which the House adopted last year, ...": a motion
    # whose own clause tells another decision of it (the other side, or another time) is not the one decided
    decided_apart = motion is not None and motion.outcome is not None and not unattached \
        and _decided_apart(s, noun, motion, date)
    if unattached:
        motion = Motion(start, end, date=date, post=post)
    elif motion is None or other_vote or another or other_one or decided_apart or retold_or_another is not None or (
            mover is not None and motion.mover is not None and mover.key != motion.mover.key):
        motion = Motion(start, end, date=date, post=post)
        d.motions.append(motion)
        # "A similar motion failed last year", « une motion semblable »: told beside the story's motion,
        # not the one "the motion" takes up after it (but "another motion" is one more of the story's)
        motion.aside = decided_apart or other_one and any(
            c.lower_ in OTHER_MOTION_WORDS - {"another", "other", "autre"} for c in noun.children)
    told_before = bool(motion.evidence) and motion.evidence[0] != (start, end)  # a motion an earlier sentence told
    outcome_before, date_before = motion.outcome, motion.date
    motion.evidence.append((start, end))
    if consent or aimed:
        _mark_unanimous(motion, manner_only=not aimed and not CONSENT_SAID.search(text))
    if mover is not None and motion.mover is None:
        motion.mover = mover
    if told_before and outcome_before is not None and moved and mover is not None \
            and not motion.moved and motion.mover is mover:
        # "The bill fell 248 to 82. The motion had been moved by its sponsor, X.": the moving told after the
        # decision as before it, on the day this sentence names, or on none (not the decision's day); "X had
        # moved the motion the day before", active, on the day it names
        if d.day_named and date is not None and date != motion.date:
            motion.moved_on = date
        elif moved_before and not d.day_named:
            motion.moved_undated = True
    motion.moved = motion.moved or (moved and mover is not None)
    if label_tokens and motion.label is None:
        a, b = label_tokens[0].idx, label_tokens[-1].idx + len(label_tokens[-1].text)
        motion.label, motion.label_span = s.sent.doc.text[a:b], (s.offset + a, s.offset + b)
        _subjects(s, motion, label_tokens)
    # demands: "asking that ...", "calling for ...", "the motion asks X to ..."
    clauses = _demand_clauses(s, s.sent.root)
    if clauses:
        _add_demands(motion, clauses, s.sent)
        _subjects(s, motion, s.sent)
        d.expect_demands = motion
    else:
        d.expect_demands = None
        # "the motion calls on X to ... and asks Y to ...": what it does, said of it as subject
        if noun.dep_ in SUBJ and _does(head) and not s.quoted(head):
            found = _predicate_demands(s, head)
            if found:
                _add_demands(motion, found, s.sent)
                _subjects(s, motion, _in_spans(s, found))
        # "a motion that asks ...", « une motion qui reconnaît ... », « qui visait à créer ... »:
        # a summary, which the motion's own demands given later replace
        for n in nouns:
            for child in n.children:
                if child.dep_ in ("relcl", "acl", "acl:relcl") and _does(child) and not s.quoted(child) \
                        and not _unreal(s, child) and not _by_agent(child, s) and not s.passive(child):
                    found = _predicate_demands(s, child, scope=list(child.subtree))
                    motion.summary.extend(c for c in found if c not in motion.summary)
                    _subjects(s, motion, _in_spans(s, found))
        # "passed a motion last night declaring that ...": the participle describes the motion
        if noun.dep_ in OBJ:
            for child in head.children:
                if child.dep_ == "advcl" and child.i > noun.i and child.tag_ == "VBG" and _does(child) \
                        and not _unreal(s, child):
                    found = _predicate_demands(s, child, scope=list(child.subtree))
                    motion.summary.extend(c for c in found if c not in motion.summary)
                    _subjects(s, motion, _in_spans(s, found))
    own = _own_nouns(noun, nouns)
    _motion_kind(s, motion, own, date, others=[n for n in nouns if n not in own and _another_motion_named(n)])
    if motion.kind is None and d.since_private_bill <= 2 and len(nouns) == 1 and any(
            t.lemma_.lower() in READING_WORDS for t in noun.subtree):
        # "His private member's bill would ... The motion to read it a second time was defeated": a reading
        # of a private member's bill is private members' business
        _set_kind(motion, "PrivateMembersMotion", 4)
    _another_one(s, motion, noun, date, post)
    if any(t.lemma_.lower() in ("budget", "budgetary", "budgétaire") for n in nouns for t in n.subtree):
        _set_kind(motion, "GovernmentMotion", 3)  # a budget (its motion or its bill) is the government's
    d.since_motion = 0
    # outcome: the motion as the object / passive subject of adopt or defeat verbs
    prospect = False  # the sentence tells the decision only as to come ("is expected to pass 170-150")
    counted_elsewhere = False  # the sentence's one tally counts another decision than the motion's
    for verb in s.sent:
        lemma = _decision_lemma(verb)
        if verb.pos_ not in ("VERB", "AUX", "ADJ") or s.quoted(verb):
            continue
        if lemma in ADOPT | DEFEAT and lemma not in ("vote", "voter") and _undecided(s, verb):
            prospect = True
        side = _vote_side(verb, noun) if lemma in ("vote", "voter") else None
        if lemma in SUPPORT and _about_motion(verb, noun) and _whole_house_votes(verb) and not s.negated(verb):
            side = "for"  # "MPs unanimously backed the motion", « les députés ont appuyé la motion »: the House did
        if _gives_approval(verb) and _approval_given_to(verb, noun) and _whole_house_votes(verb) and not s.negated(verb):
            side = "for"  # "the House gave the motion its approval", « les députés ont donné leur aval à la motion »
        if (lemma in ADOPT | DEFEAT and _about_motion(verb, noun)) or side:
            if _undecided(s, verb) or _put_off(verb):
                continue  # "could pass next week", "if it passes", "is expected to pass": not decided
            if verb.dep_ in ("xcomp", "relcl", "acl", "advcl", "ccomp", "oprd") and verb.head.lemma_.lower() in \
                    MOVE | ATTEMPT | {"get"} and not _participle_read_as_verb(verb, noun) \
                    and not (verb.head.lemma_.lower() in MOVED - ATTEMPT - CAUSATIVE - {"get", "seek"}
                             and (_participle_right_after(verb, noun) or _relative_about_motion(verb, noun))):
                # (« X a parrainé la motion, adoptée mercredi », « X a déposé une motion, qui a été adoptée »)
                continue  # "the motion X tried to get approved": an aim, not an outcome
            if verb.head.i in [n.i for n in nouns] and verb.dep_ in ("relcl", "acl", "acl:relcl") and lemma in ADOPT and (
                    any(c.dep_ in OBJ and not _counted_votes(c) and c.lower_ not in RELATIVE_OBJECTS for c in verb.children)
                    or not (s.passive(verb) or _past_participle(verb) or lemma in ("pass", "carry")
                            # "X moved the motion, which the House adopted on Monday": the House's decision of
                            # the motion the sentence tells moved (not "X's motion, which the House adopted last
                            # year, had asked ...": a motion described by a decision of its own)
                            or moved and noun.dep_ in OBJ and _whole_house_votes(verb)
                            and any(c.lower_ in RELATIVE_OBJECTS for c in verb.children))):
                continue  # "a motion that approves the plan" says what it does; "which passed", "which was adopted" decide it
            refused = _refused(s, verb)
            if refused is None:
                continue
            negative = lemma in DEFEAT or s.negated(verb) or refused
            if lemma in ("vote", "voter") or lemma in SUPPORT:
                if side is None:
                    continue
                negative = side == "against"
            if _only_a_side(s, verb, motion, consent, tally_found) or _against_the_tally(motion, negative, tally_found):
                continue
            if tally_found and len(_tallies(text)) > 1:
                # two votes counted in one sentence: this decision's tally is the one its clause tells
                tally_found = _tally_of_the_clause(verb)
            elif tally_found and _tally_of_the_clause(verb) is None and _counted_for_another_decision(s, verb, tally_found):
                # "The bill passed 180-140, but a motion to split it was defeated": the bill's count
                tally_found, counted_elsewhere = None, True
            if negative:
                motion.outcome = "ConsentRefused" if _by_consent(motion) else "Negatived"
                _opposers(s, motion, verb)
            else:
                motion.outcome = "Adopted"
            if date_of is not None:
                # « ... de la motion de X lundi, qui a été rejetée mardi »: the relative clause's own day;
                # "After the committee rejected it on Monday, the House passed it on Wednesday": the main one's
                own = date_of(verb, date)
                if own is not None and own != date:
                    _date_the_decision(motion, own)
                elif own is None and not told_before and date is not None:
                    # "Critics noted that a motion on it had passed in 2019": its clause names a time that
                    # is no day (or tells it as earlier), so the decision has no day, not the sentence's
                    motion.date = None
    if motion.outcome is None:
        _subject_outcome(s, motion, noun)
    if motion.outcome is None:
        _withdrawn(s, motion, noun)
    if motion.outcome is None:
        _casting_vote(s, motion, noun)
    if motion.outcome is None:
        survival = _government_vote(s, motion.kind)  # "the government survived a non-confidence motion"
        if survival is not None and (survival[1].i in {n.i for n in nouns} or any(
                n.i in {x.i for x in survival[1].subtree} or _vote_on(n, survival[1]) for n in nouns)):
            motion.outcome = survival[0]  # (and "survived a confidence vote on its budget": the budget's vote)
    _consent_outcome(s, motion)
    if motion.outcome in (None, "Negatived") and motion.yeas is None and not tally_found and LACK_OF_CONSENT.search(text):
        _mark_unanimous(motion, manner_only=False)
        motion.outcome = "ConsentRefused"  # « faute de consentement, la motion ... »
    if motion.outcome is None:
        _nominal_decision(s, motion, noun, tally_found)
    if motion.unanimous:
        _said_no(s, motion) or _objected(s, motion)
    for noun_tok in s.sent:  # "X's dismissal of the motion"
        if noun_tok.lemma_.lower() in OPPOSE_NOUNS:
            poss = [c for c in noun_tok.children if c.dep_ in ("poss", "nmod") and c.i in s.by_token]
            if poss and _person(s.by_token[poss[0].i].entity):
                motion.outcome = motion.outcome or ("ConsentRefused" if _by_consent(motion) else "Negatived")
                if s.by_token[poss[0].i].entity.key not in [o.key for o in motion.opposed]:
                    motion.opposed.append(s.by_token[poss[0].i].entity)
    if told_before and motion.outcome is not None and motion.outcome != outcome_before and date is not None \
            and date != motion.date and motion.date == date_before:
        # "Consent for the motion was refused on Friday. On Monday, the motion passed 266-0": the decision
        # told now is of the day this sentence tells, not of the day the motion was told before
        _date_the_decision(motion, date)
    if tally_found and motion.outcome is None:
        # no verb of deciding took the motion: the clause that tells the tally says which side won
        counted = _counted_clause_outcome(s, tally_found)
        prospect = prospect or counted == "prospect"
        if counted in ("Adopted", "Negatived"):
            motion.outcome = counted
    if tally_found and not (prospect and motion.outcome is None):
        _set_tally(motion, *tally_found, sided=_sided(tally_found))  # (a count forecast for a decision to come decides nothing)
    elif not tally_found:
        _side_counts(s, motion)
    _voice_vote(s, motion)
    if _by_consent(motion) and motion.outcome == "Negatived" and motion.yeas is None:
        motion.outcome = "ConsentRefused"
    if decided_before is not None and motion.outcome == decided_before.outcome and decided_before.mover is None and (
            motion.yeas is None or decided_before.yeas is None or (motion.yeas, motion.nays) == (decided_before.yeas, decided_before.nays)):
        # "Commons adopts motion. X moved a motion on Monday that passed 266-0": the headline's motion after all
        d.motions.remove(motion)
        decided_before.mover, decided_before.moved = motion.mover, motion.moved
        if decided_before.yeas is None and motion.yeas is not None:
            decided_before.yeas, decided_before.nays = motion.yeas, motion.nays
        decided_before.evidence.extend(motion.evidence)
        decided_before.demands.extend(t for t in motion.demands if t not in decided_before.demands)
        decided_before.date = motion.date or decided_before.date
    if retold_or_another is not None and motion is not retold_or_another and _same_decision(motion, retold_or_another):
        _merge_into(motion, retold_or_another, d)
    if second is not None:
        _decide_second(s, *second, text[cut:], date, post)
    elif len(_tallies(text)) > 1 or counted_elsewhere:
        _counted_decision_beside(s, nouns, date, post)
    if motion.moved and motion.outcome is not None and motion.moved_on is None and any(
            _sponsored_at_another_time(s, v) for v in s.sent):
        motion.moved_undated = True  # "the bill X put forward last year was adopted on Wednesday": not moved that day
    if motion.moved and motion.outcome is not None and motion.moved_on is None and not motion.moved_undated \
            and motion.mover is not None and (_bill_noun(noun) or reference.numbered_bill(noun)):
        # "The bill, sponsored by X, passed second reading on Wednesday", « le projet de loi, déposé l'an dernier
        # par X, a été adopté mardi »: a bill is brought in before any reading the House decides, so the act
        # told in a clause of its phrase is of that clause's own day, or of none (not the decision's)
        by, clause = _bill_mover_told(s, _number_of_the_bill(noun))
        if by is not None and by.key == motion.mover.key and clause.dep_ in ("acl", "relcl", "acl:relcl"):
            own = date_of(clause, date) if date_of is not None else None
            if own is not None and own != motion.date:
                motion.moved_on = own
            else:
                motion.moved_undated = True
    if owner_moved and not motion.moved and motion.outcome is not None and motion.mover is mover:
        # "the bill on Y, which X introduced in 2013, passed third reading": a member's bill is read at the
        # motion of its sponsor, so the member told introducing it moved the reading decided, on a day not told
        motion.moved, motion.moved_undated = True, True


# periods a sponsoring may be told in that are no day ("put forward last year", "in the spring", « en février »,
# « l'automne dernier »): the moving was then not on the day of the decision the sentence tells
PERIOD_NOUNS = {"year", "spring", "summer", "fall", "autumn", "winter", "month", "session", "année", "an",
                "printemps", "été", "automne", "hiver", "mois", "session"}


def _sponsored_at_another_time(s: Sentence, verb) -> bool:
    """Is `verb` a verb of moving or sponsoring with a time phrase of its own that names a period, not a day?"""
    lemma = verb.lemma_.lower()
    doc = s.sent.doc
    if verb.i == s.sent.start and s.lang == "fr" and _french_moved_participle(verb) and not s.quoted(verb):
        # (« Déposé l'automne dernier par X, le projet de loi ... »: the opening phrase, read by word order)
        comma = next((t.i for t in doc[verb.i + 1:s.sent.end] if t.text == ","), verb.i + 1)
        return any(t.lemma_.lower() in PERIOD_NOUNS or t.lower_ in _MONTHS_FR for t in doc[verb.i + 1:comma])
    if lemma not in MOVED | SPONSOR_VERBS | {"mettre"} or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb):
        return False
    for c in verb.children:
        if c.dep_ in SUBJ | SUBJPASS | OBJ:
            continue
        for t in [c, *c.children]:
            if t.lemma_.lower() in PERIOD_NOUNS or t.lower_ in _MONTHS or t.lower_ in _MONTHS_FR:
                return True
    return False


RELATIVE_PRONOUNS = {"which", "that", "que", "qu'", "qu’", "qui", "laquelle", "lequel"}


def _decided_apart(s: Sentence, noun, motion: Motion, date) -> bool:
    """Does a relative clause of the motion's phrase tell a decision of it that is not `motion`'s: the other
    side ("X's motion, which the House adopted" after a motion defeated) or another time ("which the House
    rejected last year", « que la Chambre avait rejetée l'an dernier ») than the day `motion` was decided?"""
    holders = {noun.i} | {c.i for c in noun.children if c.dep_ in ("nmod", "poss", "prep", "pobj")}
    for verb in s.sent:
        if verb.dep_ not in ("relcl", "acl", "acl:relcl") or verb.head.i not in holders or s.quoted(verb):
            continue
        if not any(c.lower_ in RELATIVE_PRONOUNS for c in verb.children):
            continue  # (a relative clause, not a participle: "the last time a motion passed was in 2019")
        lemma = _decision_lemma(verb)
        if lemma not in ADOPT | DEFEAT or lemma in ("vote", "voter", "agree", "accept", "accepter") \
                or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
            continue
        negative = (lemma in DEFEAT) != s.negated(verb)
        if negative != (motion.outcome in ("Negatived", "ConsentRefused")):
            return True
        clause = sorted(verb.subtree, key=lambda t: t.i)
        text = s.sent.doc.text[clause[0].idx:clause[-1].idx + len(clause[-1].text)]
        if any(not m.exact or m.date != motion.date for m in find_dates(text, date)):
            return True
    return False


def _log_unattached(s: Sentence) -> None:
    """A decision left unattached for want of a cue between two motions, printed when CANPOL_MOTIONREF_LOG
    is set: how the rule of precision was measured on a corpus (`canpol eval` with the variable set)."""
    if os.environ.get("CANPOL_MOTIONREF_LOG"):
        print("UNATTACHED:", s.sent.text[:200], file=sys.stderr)


# verbs that tell who moved a motion or introduced a bill, in a sentence after the one that told of it
MOVER_VERBS = (MOVED - {"seek", "put", "bring"}) | {"table", "file", "submit", "déposer", "parrainer"}


def _put_forward(verb) -> bool:
    """"put forward", "brought forward", « mis de l'avant »: a verb of sponsoring with its particle (not "put",
    "bring" or « mettre » alone); "moved" a bill, with no particle that makes it advance the bill instead."""
    lemma = verb.lemma_.lower()
    if lemma == "mettre":
        return any(c.lower_ == "avant" or any(g.lower_ == "avant" for g in c.children) for c in verb.children)
    if lemma == "put" and any(c.dep_ == "prep" and c.lower_ == "on" and any(
            p.lemma_.lower() == "paper" and any(g.lower_ == "order" for g in p.children) for p in c.children)
            for c in verb.children):
        return True  # "put it on the order paper": its notice, the first step of moving it
    if lemma == "bring" and any(c.lower_ == "in" and c.dep_ in ("prt", "compound:prt") for c in verb.children):
        return True  # "brought in a bill": introduced it
    if lemma == "move" and verb.pos_ == "VERB":
        # "X moved a bill to ...": put it before the House; not "moved the bill through committee",
        # "moved it forward", "moved the bill to the Senate" (advanced it) or "moved on" (left it)
        return not any(c.dep_ in ("prt", "compound:prt", "advmod") and c.lower_ in _MOVED_ALONG
                       or c.dep_ == "prep" and c.lower_ in _MOVED_THROUGH for c in verb.children)
    return lemma in ("put", "bring") and any(c.lower_ == "forward" for c in verb.children)


# words that make "moved" advance a bill through its stages or leave it, not put it before the House
_MOVED_ALONG = frozenset({"along", "forward", "ahead", "up", "back", "on", "quickly", "swiftly"})  # particles, adverbs
_MOVED_THROUGH = frozenset({"through", "to", "into", "along", "past"})  # prepositions


def _named_after_a_pronoun_decided(s: Sentence, nouns) -> bool:
    """"It passed third reading 150 to 130, a reform no cabinet had dared to write into a bill": the
    sentence's decision is told of "it" (« il », « elle ») and every noun of `nouns` comes after that subject,
    none the decision's object: they name other things, the pronoun the bill told before."""
    for verb in s.sent:
        if verb.pos_ not in ("VERB", "AUX") or _decision_lemma(verb) not in ADOPT | DEFEAT or s.quoted(verb):
            continue
        subjects = [c for c in verb.children if c.dep_ in SUBJ | SUBJPASS]
        if subjects and subjects[0].lower_ in ("it", "il", "elle"):
            return bool(nouns) and all(n.i > subjects[0].i and n.head.i != verb.i for n in nouns)
    return False


def _bill_taken_up_by_a_pronoun(s: Sentence, date, post, tally) -> bool:
    """"The House then took up Bill C-428. It passed 147 to 132.", « ... le projet de loi C-304. Il a été adopté
    par ... »: a decision told of "it" (« il », « elle ») right after a sentence that named a bill told after
    every motion before it (named anew, or the first one) is that bill's: its motion, opened now, never an
    older motion decided otherwise. When that bill was named in another body's business ("the Senate took up
    its own version of the bill"), the decision is of no motion of the House (True: the sentence is done).
    « il » only with a tally or a reading told (it is a person's pronoun too)."""
    d = s.discourse
    named, owner = d.bill_named, d.bill_owner
    if named is not None and named[0] == d.sentence_no and _named_after_a_pronoun_decided(
            s, [b for b in s.sent if _bill_noun(b)]):
        # "It passed ..., a reform no cabinet had dared to write into a bill": a bill named after
        # the pronoun's decision is another; "it" takes up the bill of the sentence before
        named, owner = d.bill_before
    if named is None or named[0] != d.sentence_no - 1:
        return False
    last = d.motions[-1] if d.motions else None
    # "X introduced a bill on Monday. It passed on Wednesday.": the motion that sentence opened for the bill
    # X was told moving (_bill_moved), decided now
    opened = last is not None and last.seen == named[0] and last.outcome is None and last.moved \
        and last.mover is not None and owner is not None and owner[1] == named[0] and owner[0].key == last.mover.key
    if last is not None and not opened and (last.seen >= named[0] or named[1] and not named[2]):
        return False  # (the bill the motion told is; "the bill" with a motion in reach: motion_reference's)
    for verb in s.sent:
        lemma = _decision_lemma(verb)
        if lemma not in ADOPT | DEFEAT or lemma in ("vote", "voter", "agree", "accept", "accepter", "object", "oppose",
                                                    "opposer", "refuse", "refuser", "deny", "block", "bloquer", "stop") \
                or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb):
            continue
        subjects = [c for c in verb.children if c.dep_ in SUBJ | SUBJPASS]
        if not subjects or subjects[0].lower_ not in ("it", "il", "elle"):
            continue
        if subjects[0].lower_ == "il" and not (tally or any(t.lemma_.lower() in READING_WORDS for t in s.sent)):
            continue
        if any(c.dep_ in OBJ and c.pos_ in ("NOUN", "PROPN") and c.lemma_.lower() not in READING_WORDS | VOTE_NOUNS
               for c in verb.children):
            return False  # "It passed the Senate", "it passed the test": no decision of the House
        if s.negated(verb) or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb) or _put_off(verb):
            return False
        if named[2] or _decided_elsewhere(s):
            _log_unattached(s)
            return True
        negative = lemma in DEFEAT
        start, end = s.span()
        if opened:
            if date is None and last.moved and last.moved_on is None:
                last.moved_on, last.date = last.date, None  # (the decision's day not told: not the moving's)
            _date_the_decision(last, date)
            last.outcome = "Negatived" if negative else "Adopted"
            if tally and _tally_of_a_vote(s, tally):
                _set_tally(last, *tally, sided=_sided(tally))
            _voice_vote(s, last)
            last.evidence.append((start, end))
            d.since_motion = 0
            return True
        motion = Motion(start, end, date=date, post=post)
        motion.outcome = "Negatived" if negative else "Adopted"
        if tally and _tally_of_a_vote(s, tally):
            _set_tally(motion, *tally, sided=_sided(tally))
        if owner is not None and owner[1] == named[0]:
            motion.mover = owner[0]  # the owner told with the bill ("X's bill", "the bill sponsored by X")
            if len(owner) > 2:
                # "X introduced the bill last fall. It passed on Wednesday.": X's act of moving it, on its own day
                motion.moved = True
                if owner[2] is None:
                    motion.moved_undated = True
                else:
                    motion.moved_on = owner[2]
        _voice_vote(s, motion)
        motion.evidence.append((start, end))
        d.motions.append(motion)
        d.since_motion = 0
        return True
    return False


def _mover_told_later(s: Sentence, date) -> bool:
    """"The bill had been introduced by X", « Le texte avait été présenté par X », "X had tabled the
    motion the week before": a later sentence gives the mover of a motion already told, which a
    definite mention takes up (the one motion in reach its cues fit: motion_reference.py; none when
    two fit). A pronoun takes it up only as the subject of the passive, right after the sentence that
    told of it ("It had been moved by X"): "X tabled it" may be a report the motion named."""
    d = s.discourse
    for verb in s.sent:
        lemma = verb.lemma_.lower()
        if lemma not in MOVER_VERBS and not _put_forward(verb) or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb) \
                or s.negated(verb) or not_yet(s, verb) or _unreal(s, verb) or _undecided(s, verb):
            continue
        if s.passive(verb):
            # (also a bill by its number: "A Liberal backbencher's bill passed ... Bill C-246 was introduced by X")
            taken = [c for c in verb.children if c.dep_ in SUBJPASS and (reference.is_mention(c) or (
                reference.numbered_bill(c) and len(d.motions) == 1)) and (c.pos_ != "PRON" or d.since_motion <= 1)]
            mover = _person(_mover_by(verb, s))
        else:
            # a pronoun object only in the pluperfect, right after the motion's sentence ("It passed
            # on Wednesday. X had introduced it last year.", « X l'avait déposé »): the tense sets the
            # act behind the decision just told; "X tabled it" may be a report the motion named
            taken = [c for c in verb.children if c.dep_ in OBJ and (
                reference.is_mention(c) and c.pos_ != "PRON"
                or c.pos_ == "PRON" and (reference.is_mention(c) or c.lower_ in _OBJECT_CLITICS)
                and d.since_motion <= 1 and _pluperfect(verb))]
            mover = _person(_subject(s, verb)[0])
        if not taken or mover is None or mover.local:
            continue
        # (a noun reaches further than a pronoun when the article has told one motion only)
        motion = (reference.antecedent if taken[0].pos_ == "PRON" else reference.sole_antecedent)(
            d, "bill" if reference.numbered_bill(taken[0]) else reference.mention_kind(taken[0]))
        if motion is None or not _may_be_its_mover(s, motion, mover, date):
            continue
        motion.mover = mover
        if _moves(verb, taken[0]) or _put_forward(verb):
            motion.moved = True
            if d.day_named and date is not None and date != motion.date:
                motion.moved_on = date  # "It passed on Thursday. X had moved it on Monday."
            elif motion.outcome is not None and not d.day_named:
                motion.moved_undated = True  # (the day of the decision told before is not the moving's)
        _motion_kind(s, motion, taken, date)
        motion.evidence.append(s.span())
        d.since_motion = 0
        return True
    if _moved_by_an_opening_participle(s, date):
        return True
    if _its_sponsor_named(s, date):
        return True
    for taken in s.sent:
        # « Le texte est l'œuvre du député X, qui l'avait présenté en 2009 »: whose work the bill is, and its moving;
        # "Bill C-262 belongs to X": whose it is
        numbered = reference.numbered_bill(taken) and len(d.motions) == 1
        if taken.dep_ != "nsubj" or not (reference.is_mention(taken) or numbered) or taken.pos_ == "PRON" \
                or s.quoted(taken):
            continue
        mover, acted = _work_of(s, taken)
        if mover is None:
            mover, acted = _belongs_to(s, taken), False
        kind = "bill" if numbered else reference.mention_kind(taken)
        motion = (reference.sole_antecedent if numbered else reference.antecedent)(d, kind) if mover is not None else None
        if motion is None or not _may_be_its_mover(s, motion, mover, date):
            continue
        motion.mover = mover
        if acted:
            motion.moved = True
            motion.moved_undated = motion.moved_undated or motion.outcome is not None and not d.day_named
        motion.evidence.append(s.span())
        d.since_motion = 0
        return True
    return False


# possessives that take up a thing told before ("its sponsor", « son parrain »), not a person's ("his sponsor")
THING_POSSESSIVES = {"its", "son", "sa"}


def _its_sponsor_named(s: Sentence, date) -> bool:
    """« Son parrain, le libéral X, assure ... », "Its sponsor, Liberal X, says ...": a noun of sponsorship
    with a possessive, naming a member in apposition, right after the sentence that told of a motion, names
    that motion's mover (whose it is; not the act of moving it, which the noun does not tell). Only the one
    motion in reach; "his sponsor", a person's, is not a motion's."""
    d = s.discourse
    if d.since_motion > 1:
        return False
    for noun in s.sent:
        if noun.lemma_.lower() not in SPONSOR_NOUNS or noun.pos_ != "NOUN" or s.quoted(noun):
            continue
        copular = _named_after_the_copula(s, noun)
        if not any(c.dep_ in ("det", "poss", "nmod:poss") and c.lower_ in THING_POSSESSIVES for c in noun.children) \
                and not (copular is not None and _sponsor_of_the_thing(noun)):
            continue
        member = _member_named(s, noun) or _named_in_apposition_after(s, noun) or (copular and copular[0])
        motion = reference.antecedent(d, None)
        if member is None or motion is None or not _may_be_its_mover(s, motion, member, date):
            return False
        motion.mover = member
        if copular is not None and _relative_of_moving_it(s, copular[1]):
            # "The sponsor is X, who tabled it in the spring", « Le parrain est X, qui l'a déposé l'automne
            # dernier »: the relative tells X's act of bringing it in
            motion.moved = True
            if d.day_named and date is not None and date != motion.date:
                motion.moved_on = date
            elif motion.outcome is not None and not d.day_named:
                motion.moved_undated = True
        motion.evidence.append(s.span())
        d.since_motion = 0
        return True
    return False


_COPULAS = {"be", "être"}
_RELATIVE_PRONOUNS = {"who", "qui"}


def _sponsor_of_the_thing(noun) -> bool:
    """A definite noun of sponsorship, or one of a bill or motion: "The sponsor", "the bill's sponsor",
    « le parrain du projet de loi » (not "a sponsor", not "his sponsor")."""
    owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss", "nmod")] + [
        g for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
    if owners:  # ("the sponsor of the event", "the team's sponsor": another thing's)
        return all(_bill_noun(c) or c.lemma_.lower() in MOTION or reference.numbered_bill(c) for c in owners)
    return any(c.dep_ == "det" and c.lower_ in ("the", "le", "la", "l'", "l’") for c in noun.children)


def _named_after_the_copula(s: Sentence, noun):
    """"The sponsor is New Democrat X", « Le parrain du projet de loi est X »: (the member, the index of the
    name's last token) named right after the copula that follows the noun's phrase (only a determiner, a
    title or a party word between), read on the words (the small French parser may take the name for the
    verb); None otherwise."""
    doc = s.sent.doc
    end = max(t.i for t in noun.subtree) + 1
    if end >= s.sent.end or doc[end].lemma_.lower() not in _COPULAS or s.negated(doc[end]):
        return None
    person = next((m for m in s.mentions if m.entity.kind == "person" and end + 1 <= m.tokens[0] <= end + 5), None)
    if person is None or person.entity.local or person.entity.iri is None:
        return None
    party = {i for m in s.mentions if m.entity.kind == "party" for i in range(*m.tokens)}
    if any(t.pos_ not in ("DET", "ADJ") and t.lemma_.lower() not in _PERSON_WORDS and t.i not in party
           for t in doc[end + 1:person.tokens[0]]):
        return None
    return person.entity, person.tokens[1] - 1


def _relative_of_moving_it(s: Sentence, last: int) -> bool:
    """After the name ending at `last` (past an apposition set off by commas), a relative that tells the act of
    bringing in the bill or motion: "who introduced it / the bill", « qui l'a déposé »; not a plan, a negation,
    nor a notice ("who tabled a motion")."""
    doc = s.sent.doc
    rel = next((t for t in doc[last + 1:s.sent.end] if t.lower_ in _RELATIVE_PRONOUNS), None)
    if rel is None:
        return False
    verb = rel.head
    if verb.i == rel.i or verb.lemma_.lower() not in SPONSOR_VERBS | MOVED or s.negated(verb) or not_yet(s, verb) \
            or _unreal(s, verb):
        return False
    return any(c.dep_ in OBJ and (c.lower_ in ("it", "l'", "l’", "le", "la") or _bill_noun(c) or reference.is_mention(c))
               for c in verb.children)


def _named_in_apposition_after(s: Sentence, noun):
    """The member named in an apposition right after `noun`, read on the words when the parser did not hang
    the name on it (« Son parrain, le néo-démocrate X, a remercié ... »): a comma, then only a determiner and
    a title or party word, then the name, itself followed by a comma or the sentence's end."""
    doc = s.sent.doc
    if noun.i + 2 >= s.sent.end or doc[noun.i + 1].text != ",":
        return None
    person = next((m for m in s.mentions if m.entity.kind == "person" and noun.i + 2 <= m.tokens[0] <= noun.i + 5), None)
    if person is None or person.entity.local or person.entity.iri is None:
        return None
    between = doc[noun.i + 2:person.tokens[0]]
    party = {i for m in s.mentions if m.entity.kind == "party" for i in range(*m.tokens)}
    if any(t.pos_ not in ("DET", "ADJ") and t.lemma_.lower() not in _PERSON_WORDS and t.i not in party for t in between):
        return None
    after = doc[person.tokens[1]] if person.tokens[1] < s.sent.end else None
    return person.entity if after is None or after.text in _APPOSITION_ENDS else None


def _may_be_its_mover(s: Sentence, motion: Motion, mover: Entity, date) -> bool:
    """May a member a later sentence names as the mover be this motion's? Yes when it has none yet, when it
    is that member, or when the text told its mover first by a role phrase the KB does not resolve ("A
    Conservative backbencher's bill passed ... It was introduced by X", « le projet de loi d'un député
    libéral ... Le texte avait été déposé par X ») that fits the member (no party, or the member's party on
    the day of the motion): a role phrase the text goes on to name is the named member."""
    if motion.mover is None or motion.mover.key == mover.key:
        return True
    return _same_member(s, motion.mover, mover, motion.date or date)


def _moved_by_an_opening_participle(s: Sentence, date) -> bool:
    """« Présenté par X à l'automne 2011, le texte aurait permis ... », "Introduced by X in 2011, the bill
    would have ...": a participle of moving that opens a later sentence, set off by a comma right before a
    definite mention of the motion told before, gives its mover and the act, whatever the sentence goes on
    to say of it (what it does or would have done). Only with a member as the by-agent ("Introduced by the
    government" names none); « Appuyé par X », « Annoncé par X » are no verbs of moving."""
    d = s.discourse
    for taken in s.sent:
        if taken.pos_ not in ("NOUN", "PROPN") or not reference.is_mention(taken) or s.quoted(taken):
            continue
        opening = _opening_participle(s, taken)
        if opening is None or not_yet(s, opening) or _moved_elsewhere(s, opening):
            return False
        mover = _person(_mover_by(opening, s))
        motion = reference.sole_antecedent(d, reference.mention_kind(taken))
        if mover is None or mover.local or motion is None or not _may_be_its_mover(s, motion, mover, date):
            return False
        motion.mover, motion.moved = mover, True
        if d.day_named and date is not None and date != motion.date:
            motion.moved_on = date  # « Adopté jeudi, ... Présenté lundi par X, le texte ... »
        elif motion.outcome is not None and not d.day_named:
            motion.moved_undated = True  # (the day of the decision told before is not the moving's)
        motion.evidence.append(s.span())
        d.since_motion = 0
        return True
    return False


# French object clitics that take up the thing just told (« X l'avait déposé »): a motion or bill is one
_OBJECT_CLITICS = OBJECT_CLITICS - {"les"}
FIRST_PERSON = {"i", "je", "j'", "j’"}
MOVING_FORMULA = {"move", "propose", "proposer"}


def _the_one_speaker_outside(s, speech: set):
    """The one person a sentence names outside its quotation marks, when a verb of saying (of `speech`)
    stands outside them too: who speaks the quoted words. None when there are none or several, or
    the person is one the article introduces (not in the KB)."""
    outside = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person"
               and s.sent.start <= m.tokens[0] < s.sent.end and not s.quoted(s.sent.doc[m.tokens[0]])}
    if len(outside) != 1 or not any(t.lemma_.lower() in speech and not s.quoted(t) for t in s.sent):
        return None
    mover = _person(next(iter(outside.values())))
    return None if mover is None or mover.local else mover


def _moved_in_quotation(s: Sentence, date, post) -> bool:
    """"'I move that the House ...,' X said", « « Je propose que la Chambre ... », a déclaré X »: the
    formula of moving, quoted, makes the one person the sentence names outside the quotation its mover."""
    for verb in s.sent:
        if verb.lemma_.lower() not in MOVING_FORMULA or not s.quoted(verb) or "Past" in verb.morph.get("Tense") \
                or verb.tag_ in ("VBD", "VBN") or not_yet(s, verb):  # ("I will move that ...": not yet)
            continue
        if not any(c.dep_ in SUBJ and c.lower_ in FIRST_PERSON for c in verb.children):
            continue
        clause = next((c for c in verb.children if c.dep_ == "ccomp" and any(
            m.dep_ == "mark" and m.lower_ in ("that", "que", "qu'") for m in c.children)), None)
        if clause is None:
            continue
        mover = _the_one_speaker_outside(s, SAY | words("PressStatement", "speech_verbs"))
        if mover is None:
            return False
        start, end = s.span()
        motion = Motion(start, end, mover=mover, date=date, post=post, moved=True)
        tokens = [t for t in clause.subtree if not (t.dep_ == "mark" and t.head.i == clause.i)]  # without "that"
        while tokens and (tokens[-1].is_punct or tokens[-1].text in ("»", '"', "”")):
            tokens = tokens[:-1]
        return _keep_moved(s, motion, (start, end), tokens, least=3)
    return False


_IT_PRONOUNS = {"it", "l'", "l’", "le", "la"}


def _bill_introduced_as_it(s: Sentence, date, post, date_of=None) -> bool:
    """"The bill would require warning labels. X introduced it on Wednesday.", "The bill passed second reading on
    Wednesday. X, who sponsored it, thanked ...", « ... X, qui l'a présenté mercredi, ... »: the pronoun object of an
    active verb of a bill's introduction, in the sentence right after one that named a bill and nothing moved
    since, takes that bill up; its subject is the mover. The motion that sentence opened for the bill (decided,
    with no mover told) gets the mover and the act; else the moving opens one. Not a plan, a denial, a
    condition; not after a sentence that named no bill ("X tabled it" may be a report)."""
    d = s.discourse
    named = d.bill_named
    if named is None or named[0] != d.sentence_no - 1 or named[2]:
        return False
    for verb in s.sent:
        if verb.lemma_.lower() not in SPONSOR_VERBS or verb.pos_ != "VERB" or s.quoted(verb) or s.passive(verb) \
                or s.negated(verb) or not_yet(s, verb) or _unreal(s, verb) or _undecided(s, verb) or generic(s, verb) \
                or _moved_elsewhere(s, verb) or verb.dep_ in ("xcomp", "advcl", "ccomp"):
            continue
        if "Inf" in verb.morph.get("VerbForm") or verb.tag_ in ("VB", "VBG"):
            continue
        if not any(c.dep_ in OBJ and c.lower_ in _IT_PRONOUNS and c.pos_ == "PRON" for c in verb.children):
            continue
        inside = [p for c in verb.children if c.dep_ == "prep" and c.lower_ in ("in", "within") for p in _children(c, {"pobj"})] \
            + [c for c in verb.children if c.dep_.startswith("obl") and any(g.dep_ == "case" and g.lower_ == "dans"
                                                                            for g in c.children)]
        if verb.lemma_.lower() in BILL_MOVED or any(p.lemma_.lower() not in IN_HOUSE for p in inside):
            continue  # ("X tabled it in a committee report": "it" may be what the report named; a document tabled)
        mover = _person(_subject(s, verb)[0])
        if mover is None or mover.local:
            return False
        start, end = s.span()
        own = date_of(verb, date) if date_of is not None else date
        if not _day_told_in(verb) or _sponsored_at_another_time(s, verb):
            own = None
        last = d.motions[-1] if d.motions else None
        if last is not None and last.seen >= named[0]:
            # the motion the bill's sentence told (its reading decided): X is its mover, X's act undated there
            if last.mover is not None and last.mover.key != mover.key or last.moved:
                return False
            last.mover, last.moved = mover, True
            if own is not None and own != last.date:
                last.moved_on = own
            else:
                last.moved_undated = True
            last.evidence.append((start, end))
            d.since_motion = 0
            return True
        motion = Motion(start, end, date=own, post=post)
        motion.mover, motion.moved = mover, True
        if own is None:
            motion.moved_undated = True
        motion.evidence.append((start, end))
        d.motions.append(motion)
        d.since_motion = 0
        return True
    return False


FUTURE_TIME_WORDS = {"next", "tomorrow", "soon", "later", "prochain", "prochaine", "demain", "bientôt", "tard"}


def _bill_introduced_in_quotation(s: Sentence, date, post) -> bool:
    """"'Today I am introducing a bill to ...,' X told the House", « « Je dépose ce projet de loi pour ... », a lancé
    X »: the speaker, in the first person of the present, tells the act of putting a bill before the House as
    they do it; the one person the sentence names outside the quotation, with a verb of saying, is its mover,
    that day. Not a plan ("I will introduce", "next week"), a denial, a condition, nor another tense ("I
    introduced it because ...": when is not told)."""
    for bill in s.sent:
        if not _bill_noun(bill) or not s.quoted(bill) or bill.dep_ not in OBJ:
            continue
        verb = bill.head
        # (the French first person's form, which the lemmatizer may leave as it is: « je dépose »)
        lemma = verb.lemma_.lower() if s.lang == "en" or verb.lemma_.lower() != verb.lower_ else verb.lower_ + "r"
        if verb.i == bill.i or lemma not in SPONSOR_VERBS or not s.quoted(verb) or s.negated(verb) \
                or not_yet(s, verb) or _unreal(s, verb) or generic(s, verb) \
                or any(w.lower_ in FUTURE_TIME_WORDS for w in verb.subtree if not bill.is_ancestor(w) and w.i != bill.i):
            continue  # (not "Next week I am introducing a bill")
        if not any(c.dep_ in SUBJ and c.lower_ in FIRST_PERSON for c in verb.children):
            continue
        if s.lang == "en":
            present = verb.tag_ in ("VBP", "VBZ") or verb.tag_ == "VBG" and any(
                c.dep_ == "aux" and c.lower_ in ("am", "'m") for c in verb.children)
        else:
            present = "Pres" in verb.morph.get("Tense") and "Fin" in verb.morph.get("VerbForm") and not any(
                c.dep_ in ("aux", "aux:tense") for c in verb.children)
        if not present:
            continue
        mover = _the_one_speaker_outside(s, speech_verbs(s.lang))
        if mover is None:
            return False
        start, end = s.span()
        motion = Motion(start, end, mover=mover, date=date, post=post, moved=True)
        motion.evidence.append((start, end))
        _motion_kind(s, motion, [bill], date)
        s.discourse.motions.append(motion)
        s.discourse.since_motion = 0
        return True
    return False


# verbs whose "that"-clause in the mandative subjunctive is a motion's text: "X moved that the matter be
# referred to committee" (not "propose": "she proposed that the leaders meet" is no motion)
MOVING_THAT = {"move"}
MANDATIVE_AUX = {"be", "should", "shall"}


def _mandative_clause(clause) -> bool:
    """Is this "that"-clause in the mandative subjunctive ("that the House condemn ...", "that the
    matter be referred ...", "that the committee should report ..."): a bare verb, or a bare "be"
    or "should" before it, with no tensed verb of its own?"""
    aux = [c for c in clause.children if c.dep_ in ("aux", "auxpass")]
    # the procedural form "that the House do now adjourn": "do" (not "does") after a singular subject is the subjunctive
    # of the procedural motions, whatever tag the tagger gave it
    singular = any(c.dep_ == "nsubj" and c.tag_ in ("NN", "NNP") for c in clause.children)
    aux = [a for a in aux if not (a.lower_ == "do" and singular)]
    if any(a.tag_ in ("VBD", "VBZ", "VBP") or a.tag_ == "MD" and a.lower_ not in MANDATIVE_AUX for a in aux):
        return False
    if clause.tag_ == "VB" or any(a.lower_ in MANDATIVE_AUX for a in aux):
        return True
    # "that the House condemn ...": the bare form after a singular noun is the subjunctive (whatever
    # tense the tagger gave it; a bare verb that is also a noun, "that the House call on ...", may be
    # tagged a noun, but a clause's head with a subject of its own is its verb)
    if clause.lower_ == clause.lemma_.lower() and (clause.pos_ == "VERB" or clause.pos_ == "NOUN"
                                                   and clause.dep_ == "ccomp") and any(
            c.dep_ == "nsubj" and c.tag_ in ("NN", "NNP") for c in clause.children):
        return True
    return _noun_read_for_a_bare_verb(clause)


def _noun_read_for_a_bare_verb(clause) -> bool:
    """"that the committee study changes ...", "that the government table the contracts ...": the bare verb
    after a noun subject, also a noun, may be tagged one and made a compound of the phrase (or its head, with
    the subject a compound before it). The clause is still the subjunctive when its phrase opens on a
    determiner, a noun in the bare form follows the subject noun, and no tensed verb stands in it."""
    if clause.pos_ not in ("NOUN", "PROPN") or clause.dep_ != "ccomp":
        return False
    words_ = [t for t in clause.subtree if t.dep_ != "mark"]
    if any(t.tag_ in ("VBD", "VBZ", "VBP", "MD") for t in words_) or len(words_) < 3 or words_[0].dep_ != "det":
        return False
    return any(a.tag_ in ("NN", "NNP") and b.tag_ == "NN" and b.dep_ in ("compound", "ccomp") and b.lower_ == b.lemma_.lower()
               and b.i == a.i + 1 for a, b in zip(words_[1:], words_[2:]))


_FRENCH_TIME_PREPOSITIONS = {"après", "avant", "pendant", "durant", "lors", "dès", "depuis", "suite"}


def _french_house_clause(s: Sentence, verb, clause) -> bool:
    """Is « X a proposé que ... » moving a motion in the House? « proposer que » is also any
    suggestion (« a proposé que les chefs se rencontrent »), so only when the House is sure: the
    clause is in the subjunctive (not a fact or a forecast) and is the House's own business, its
    subject the House (« que la Chambre condamne ... ») or the House named in it (« soit renvoyée au
    comité ... de la Chambre »); no other body (Assemblée nationale, Sénat, a party's caucus) is
    named in the sentence, and the proposal is told to no one but the House."""
    marked = any(m.dep_ == "mark" and m.lower_ in ("que", "qu'", "qu’") for m in clause.children)
    moods = [clause] + [c for c in clause.children if c.dep_ in ("aux", "aux:tense", "aux:pass", "cop")]
    if not marked or not any("Sub" in t.morph.get("Mood") for t in moods) and not (
            "Pres" in clause.morph.get("Tense") and "Ind" in clause.morph.get("Mood")):
        return False  # (« que la Chambre condamne »: the tagger may read the subjunctive as the indicative)
    if any(t.lemma_.lower() in OTHER_BODIES - {"comité", "sous-comité"} or t.lower_ in OTHER_BODIES - {"comité", "sous-comité"}
           for t in s.sent if not s.quoted(t)):
        return False
    if any(c.dep_ in ("obl:arg", "iobj", "obl", "obl:mod") and c.lemma_.lower() not in HOUSE_NAMES
           and c.lower_ not in HOUSE_NAMES  # (« Communes » lemmatised « commune »)
           and c.lemma_.lower() not in words("shared", "seconding_nouns", "fr")
           and (c.dep_ == "iobj" or any(g.dep_ == "case" and g.lower_ not in _FRENCH_TIME_PREPOSITIONS
                                        for g in c.children)) for c in verb.children if c.i < clause.i):
        # « a proposé à son caucus que ... », « a proposé en conférence de presse que ... »: told to
        # someone or somewhere else than the House (only a time phrase, « mercredi », « après la
        # décision du président », may stand, and the seconder, « avec l'appui de Y », as the House's
        # form has it; what follows the clause the parse may hang on the verb)
        return False
    subject = next((c for c in clause.children if c.dep_ in SUBJ | {"nsubj:pass"}), None)
    if subject is not None and subject.lemma_.lower() in HOUSE_NAMES:
        return not _other_body(subject)
    if any(c.dep_ in ("obl", "obl:mod") and c.lower_ in ("chambre", "communes") and not _other_body(c)
           and any(g.dep_ == "case" and g.lower_ in ("à", "aux", "en", "dans") for g in c.children) for c in verb.children):
        return True  # « Aux Communes, X a proposé que le comité étudie ... »: proposed in the House itself
    return any(t.lemma_.lower() in ("chambre", "communes") and not _other_body(t) for t in clause.subtree)


def _keep_moved(s: Sentence, motion: Motion, span: tuple[int, int], demand: list, least: int) -> bool:
    """Keep a motion a member was told to move without the word "motion": the words of its demand
    (when at least `least` tokens make one), its evidence, and the discourse's motion just told."""
    if len(demand) >= least:
        a, b = demand[0].idx, demand[-1].idx + len(demand[-1].text)
        motion.demands.append((s.sent.doc.text[a:b], s.offset + a, s.offset + b))
    motion.evidence.append(span)
    s.discourse.motions.append(motion)
    s.discourse.since_motion = 0
    return True


def _moved_that_clause(s: Sentence, date, post) -> bool:
    """"X moved that the issue be sent to the committee and that ...": the member's act of moving
    told by the verb and its subjunctive "that"-clauses, without the word "motion" (the clauses are
    its demands). In French « X a proposé que ... », only where the House is sure (_french_house_clause)."""
    for verb in s.sent:
        if verb.lemma_.lower() not in (MOVING_THAT if s.lang == "en" else {"proposer"}) or verb.pos_ != "VERB" \
                or s.quoted(verb) or not_yet(s, verb) or s.negated(verb) or _unreal(s, verb):
            continue
        if s.lang == "en":
            # (the parser may make the clause's first "that" its object: "X then moves, that the debate do now ...")
            clause = next((c for c in verb.children if c.dep_ == "ccomp" and any(
                m.lower_ == "that" and (m.dep_ == "mark" or m.i == c.left_edge.i) for m in c.children)), None)
            if clause is None or not _mandative_clause(clause):
                continue
        else:
            clause = next((c for c in verb.children if c.dep_ == "ccomp"), None)
            if clause is None or not _french_house_clause(s, verb, clause):
                continue
        mover = _person(_subject(s, verb)[0])
        if mover is None or mover.local:
            continue
        start, end = s.span()
        motion = Motion(start, end, mover=mover, date=date, post=post, moved=True)
        motion.demands.extend(_demand_clauses(s, verb))
        motion.evidence.append((start, end))
        _subjects(s, motion, list(clause.subtree))
        s.discourse.motions.append(motion)
        s.discourse.since_motion = 0
        s.discourse.expect_demands = motion
        return True
    return False


MOVING_TO = {"move", "propose", "proposer"}  # (the verbs that move a procedure told by its infinitive)
MOVED_TO = words("shared", "moved_to")
MOVED_TO_COMMITTEE = words("shared", "moved_to_committee")
MOVED_PROCEDURE_NOUNS = words("shared", "moved_procedure_nouns")
COMMITTEE_NOUNS = words("shared", "committee_nouns")


def _procedure_moved(verb):
    """The infinitive or gerund of the House's procedure that this verb of moving takes ("moved to adjourn
    the debate", "proposed sending the question to the procedure committee", « a proposé de renvoyer la
    question au comité »), or None. Referring and sending only with a committee named in their phrase:
    "moved to send troops", « a proposé de renvoyer l'ascenseur » move nothing."""
    for c in verb.children:
        if c.dep_ not in ("xcomp", "advcl") or c.pos_ != "VERB" or c.i < verb.i:  # (advcl: "moved on Wednesday to adjourn")
            continue
        if verb.lang_ == "en" and not (c.tag_ == "VBG" or any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)):
            continue
        if verb.lang_ == "fr" and not ("Inf" in c.morph.get("VerbForm") and any(
                m.dep_ == "mark" and m.lower_ in ("de", "d'", "d’") for m in c.children)):
            continue
        lemma = c.lemma_.lower()
        if lemma in MOVED_TO or lemma in MOVED_TO_COMMITTEE and any(
                t.lemma_.lower() in COMMITTEE_NOUNS or t.lower_ in COMMITTEE_NOUNS for t in c.subtree):
            return c
    # the procedure's own noun as the object: "moved closure on the bill", "moved time allocation", "moved
    # concurrence in the committee's report" (only these: "moved the bill to committee" advances it)
    return next((c for c in verb.children if c.dep_ in OBJ and c.pos_ == "NOUN" and c.i > verb.i
                 and c.lemma_.lower() in MOVED_PROCEDURE_NOUNS), None)


def _moved_to_clause(s: Sentence, date, post) -> bool:
    """"X moved to refer the matter to the procedure committee", "X moved to adjourn the debate", « X a
    proposé de renvoyer la question au comité »: the member's act of moving told by the procedure's
    infinitive, without the word "motion" (the infinitive's phrase is its one demand). Only the House's own
    procedures (_procedure_moved): "moved to distance himself", « a proposé de hausser le crédit » are no
    motion; not when the moving is planned, hypothetical or denied, or done in a committee."""
    for verb in s.sent:
        if verb.lemma_.lower() not in MOVING_TO or verb.pos_ != "VERB" or s.quoted(verb) or verb.dep_ == "xcomp" \
                or _only_meant(s, verb) or s.negated(verb) or _unreal(s, verb) or _moved_elsewhere(s, verb):
            continue
        procedure = _procedure_moved(verb)
        if procedure is None:
            continue
        mover = _person(_subject(s, verb)[0])
        if mover is None or mover.local:
            continue
        motion = Motion(*s.span(), mover=mover, date=date, post=post, moved=True)
        demand = [t for t in procedure.subtree if not (t.i < procedure.i and t.dep_ in ("aux", "mark"))]
        while demand and demand[-1].is_punct:
            demand = demand[:-1]
        _subjects(s, motion, list(procedure.subtree))
        return _keep_moved(s, motion, s.span(), demand, 3)
    return False


def _pluperfect(verb) -> bool:
    """Is the verb in the pluperfect: "had (been) moved", « avait (été) présentée »?"""
    return any(a.dep_ in ("aux", "aux:tense") and (a.lemma_.lower() == "have" and a.tag_ == "VBD" or
                                                  a.lemma_.lower() == "avoir" and "Imp" in a.morph.get("Tense"))
               for a in verb.children)


def _date_the_decision(motion: Motion, date) -> None:
    """A motion told before is decided on `date` (when known): the motion's date becomes the decision's
    day, and the day it was moved, if told, is kept for the act of moving ("X moved it on Friday. The
    House adopted it on Tuesday.": moved Friday, decided Tuesday)."""
    if date is None:
        return
    if motion.moved and motion.moved_on is None:
        motion.moved_on = motion.date
    motion.date = date


# what amends a motion: its decision is its own, never the motion's
AMENDMENT_NOUNS = {"amendment", "sub-amendment", "subamendment", "amendement", "sous-amendement"}


def _amendment(noun) -> bool:
    """Is `noun` an amendment ("the amendment", "a sub-amendment", « un sous-amendement »)?"""
    return noun.lemma_.lower() in AMENDMENT_NOUNS or noun.lower_ in AMENDMENT_NOUNS


def _named_as_amended(noun) -> bool:
    """Is the motion `noun` named only as what an amendment amends: "an amendment to the motion", « un
    amendement à la motion », "adopted an amendment to the motion" (the parser hanging "to the motion" on
    the verb whose object is the amendment)? The verb then decides the amendment, not the motion."""
    prep = noun.head
    if noun.dep_ not in ("pobj", "nmod", "obl") or prep.i == noun.i:
        return False
    if noun.dep_ in ("nmod", "obl"):
        governor = prep
    elif prep.lower_ in ("to", "of", "on"):
        governor = prep.head
    else:
        return False
    if _amendment(governor):
        return True
    return governor.pos_ in ("VERB", "AUX") and any(c.dep_ in OBJ and _amendment(c) for c in governor.children)


def _same_aim(motion: Motion, aim) -> bool:
    """Does what the House voted to do share a content word with what the motion told before says (its
    label, demands or summary)? "X moved a motion to join the air strikes. The House voted to join the
    strikes": yes; "... The House voted to adjourn early": no, another vote. A motion told without its
    content is taken to be the one voted on, unless the vote acts on a bill, a budget or an amendment
    the motion is not told to be about ("X moved a motion to create a committee on housing. The House
    voted to send the government's housing bill to committee": that vote is on the bill, whatever
    words they share)."""
    said = " ".join([motion.label or ""] + [t for t, _, _ in motion.demands + motion.summary]).lower()
    words_said = set(re.findall(r"\w{4,}", said))
    acted_on = [c for c in aim.children if c.dep_ in OBJ and c.lemma_.lower() in DECIDABLE]
    if any(c.lower_ not in words_said and c.lemma_.lower() not in words_said for c in acted_on):
        return False
    if not said.strip():
        return True
    return any(t.pos_ in ("NOUN", "PROPN", "VERB") and (t.lower_ in words_said or t.lemma_.lower() in words_said)
               for t in aim.subtree)


def _told_of_another_time(s: Sentence, motion: Motion, date) -> bool:
    """Is the vote told at another time than the motion's: a day before it was moved, or a stretch of
    time with no day ("Last year, the House voted to ...", « en 2019 ») while the motion has its day?
    It is then another vote, recalled, not the motion's decision."""
    if motion.date is None:
        return False
    if date is not None:
        return date < motion.date
    return any(not m.exact for m in find_dates(s.sent.text, motion.date))


def _voted_for_another_aim(s: Sentence, motion: Motion) -> bool:
    """"The House voted 170-150 to send the bill to committee" after a motion on something else: a vote
    whose aim ("to ...") is not what the motion told before is about."""
    for verb in s.sent:
        if verb.lemma_.lower() != "vote" or verb.pos_ != "VERB":
            continue
        aim = next((c for c in verb.children if c.dep_ == "xcomp" and _marked_infinitive(c)), None)
        if aim is not None and aim.lemma_.lower() not in ADOPT | DEFEAT and not _same_aim(motion, aim):
            return True
    return False


def _house_voted_to(s: Sentence, tally, date, post) -> bool:
    """"The House voted 157 to 134 on Tuesday to join the air strikes", "MPs voted to ...": the House as a
    whole voting to do something is a motion to do it, adopted (a party's members voting, a vote to
    come, or "voted to adopt it" about a motion already named are left to the other rules)."""
    if s.lang != "en" or _decided_elsewhere(s):
        return False
    for verb in s.sent:
        if verb.lemma_.lower() != "vote" or verb.pos_ != "VERB" or s.quoted(verb) or s.negated(verb) \
                or _undecided(s, verb) or generic(s, verb) or not _whole_house_votes(verb):
            continue
        if verb.dep_ in ("advcl", "relcl", "acl", "acl:relcl"):
            continue  # "when the House voted to ...": a vote recalled to date something else, not told
        aim = next((c for c in verb.children if c.dep_ == "xcomp" and _marked_infinitive(c)), None)
        if aim is None or s.negated(aim) or aim.lemma_.lower() in ADOPT | DEFEAT:
            continue
        if tally is not None and not _tally_of_a_vote(s, tally):
            continue
        d = s.discourse
        start, end = s.span()
        if d.motions and d.since_motion <= 2 and d.motions[-1].outcome is None and _same_aim(d.motions[-1], aim) \
                and not _told_of_another_time(s, d.motions[-1], date):
            motion = d.motions[-1]  # "X moved a motion to ... . The House voted on Tuesday to ...": that one
            _date_the_decision(motion, date)
        else:
            motion = Motion(start, end, date=date, post=post)
            d.motions.append(motion)
            tokens = [t for t in _clause_tokens(aim) if not (t.dep_ in ("aux", "mark") and t.head.i == aim.i)]
            if len(tokens) >= 2:
                a, b = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
                motion.label, motion.label_span = s.sent.doc.text[a:b], (s.offset + a, s.offset + b)
        motion.outcome = "Adopted"
        if tally is not None:
            _set_tally(motion, *tally, sided=_sided(tally))
        motion.evidence.append((start, end))
        d.since_motion = 0
        return True
    return False


# verbs of the House deciding a thing it is asked to, named by its object ("MPs approved X's appointment, 217-1")
COUNTED_DECISIONS = ADOPT - {"agree", "accept", "accepter"} | {"defeat", "reject", "negative", "kill", "rejeter"}


HOUSE_ASK = {"ask", "call", "urge", "invite", "demander", "exhorter", "inviter", "presser"}


def _asks_the_house_on_a_supply_day(s: Sentence, date, post) -> bool:
    """"X took the opposition day his party had to call on the House to affirm ...", « X a profité de la journée
    de l'opposition de son parti pour demander à la Chambre de ... »: on a day the opposition's motions
    have, a member asking the House to do something is moving an opposition motion (the text does not
    call it a motion yet; "the motion" of the sentences after takes it up)."""
    if not OPPOSITION_MOTION.search(s.sent.text) or NON_CONFIDENCE.search(s.sent.text):
        return False
    for verb in s.sent:
        if verb.lemma_.lower() not in HOUSE_ASK or verb.pos_ != "VERB" or s.quoted(verb) or s.negated(verb) \
                or _unreal(s, verb) or not_yet(s, verb):
            continue
        addressees = _children(verb, OBJ | {"iobj", "obl", "obl:arg"}) + [
            p for c in verb.children if c.dep_ == "prep" and c.lower_ in ("on", "upon") for p in _children(c, {"pobj"})]
        if not any(a.lemma_.lower() in WHOLE_HOUSE or a.lower_ in WHOLE_HOUSE for a in addressees):
            continue
        aim = next((c for c in verb.children if c.dep_ in ("xcomp", "ccomp", "advcl") and c.pos_ in ("VERB", "AUX")), None)
        aim = aim or next((c for a in addressees for c in a.children if c.dep_ == "acl" and c.pos_ == "VERB"
                           and _marked_infinitive(c)), None)  # (« demander à la Chambre de reconnaître »)
        if aim is None:
            continue
        # the asker: the verb's own subject, or that of the verb its purpose clause hangs on ("used ... to ask")
        mover, head = _subject(s, verb)[0], verb
        while _person(mover) is None and head.dep_ in ("advcl", "xcomp", "conj") and head.head.i != head.i:
            head = head.head
            if not_yet(s, head) or s.negated(head) or _unreal(s, head):
                return False
            mover = _subject(s, head)[0]
        mover = _person(mover)
        if mover is None or mover.local:
            continue
        start, end = s.span()
        motion = Motion(start, end, mover=mover, date=date, post=post, moved=True)
        _set_kind(motion, "OppositionMotion", 2)
        tokens = [t for t in aim.subtree if t.i >= aim.i]
        while tokens and tokens[-1].is_punct:
            tokens = tokens[:-1]
        return _keep_moved(s, motion, (start, end), tokens, least=2)
    return False


# a division's margin: "by just four votes", "by a margin of 12 votes", « par une majorité de quatre voix »
MARGIN = re.compile(r"\bby\s+(?:just\s+|only\s+|a\s+mere\s+|a\s+margin\s+of\s+|a\s+majority\s+of\s+)?"
                    r"(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+votes?\b"
                    r"|\bpar\s+une\s+(?:mince\s+|courte\s+)?(?:majorité|marge)\s+de\s+(?:\d{1,3}|\w+)\s+voix\b", re.I)
# approving by a phrase: "gave the green light to", "gave its approval to", « a donné son feu vert / son aval à »
GIVE_APPROVAL = {"give", "grant", "donner", "accorder"}
APPROVAL_NOUNS = {"approval", "blessing", "assent", "aval", "approbation", "assentiment"}
# "gave second reading to Bill C-11", "gave the bill third reading": the House adopting the reading's motion
GIVEN_READINGS = {"second", "third", "final"}


def _gives_approval(verb) -> bool:
    if verb.lemma_.lower() not in GIVE_APPROVAL or verb.pos_ != "VERB":
        return False
    for obj in _children(verb, OBJ):
        lemma = obj.lemma_.lower()
        near = [c.lower_ for c in obj.children] + [t.lower_ for t in obj.doc[max(obj.i - 1, 0):obj.i + 2]]
        if lemma in APPROVAL_NOUNS or lemma in ("light", "feu") and ("green" in near or "vert" in near):
            return True
        if lemma == "reading" and any(c.lower_ in GIVEN_READINGS for c in obj.children):
            return True
    return False


def _house_order_adopted(s: Sentence, noun) -> bool:
    """Is `noun` an order of the House told as adopted: "a House order, adopted in June, that ...", "the order
    of the House, passed in June", « l'ordre de la Chambre, adopté en juin »? (Not a court's or the cabinet's
    order, nor an order only sought.)"""
    if noun.lemma_.lower() not in HOUSE_ORDER_NOUNS or noun.pos_ != "NOUN" or s.quoted(noun):
        return False
    of_the_house = any(c.dep_ in ("compound", "nmod", "poss") and c.lemma_.lower() in WHOLE_HOUSE for c in noun.children) \
        or any(c.dep_ == "prep" and c.lower_ == "of" and any(g.lemma_.lower() in WHOLE_HOUSE for g in c.children)
               for c in noun.children)
    adopted = any(c.dep_ in ("acl", "amod", "relcl", "acl:relcl") and c.lemma_.lower() in ADOPT and _past_participle(c)
                  and not s.negated(c) for c in noun.children)
    return of_the_house and adopted


def _house_ordered(s: Sentence, tally, date, post) -> bool:
    """"The House ordered the government on Monday, by 176 votes to 152, to release ...", « les députés avaient
    ordonné au gouvernement de ... », "a House order, adopted in June, required ...": an order of the House
    is a motion it adopted (only when the text says the House gave it, not a court, the Speaker or cabinet;
    not one sought, expected or only supposed). The order told as a noun is background: no day of its own."""
    if _decided_elsewhere(s):
        return False
    for tok in s.sent:
        told_day = True
        if tok.lemma_.lower() in HOUSE_ORDERS and tok.pos_ == "VERB":
            if s.quoted(tok) or s.negated(tok) or _undecided(s, tok) or generic(s, tok) or not_yet(s, tok) \
                    or _unreal(s, tok) or tok.dep_ in ("relcl", "acl", "acl:relcl", "xcomp", "ccomp", "advcl") \
                    or not _whole_house_votes(tok):
                continue
        elif _house_order_adopted(s, tok):
            told_day = False
        else:
            continue
        d = s.discourse
        start, end = s.span()
        motion = Motion(start, end, date=date if told_day else None, post=post)
        d.motions.append(motion)
        motion.outcome = "Adopted"
        if told_day and tally is not None and _tally_of_the_clause(tok) == tally:
            _set_tally(motion, *tally, sided=_sided(tally))
        motion.evidence.append((start, end))
        d.since_motion = 0
        return True
    return False


def _approval_given_to(verb, noun) -> bool:
    """Is `noun` what the approval is given to: "gave the motion its approval", "gave its approval to the
    motion", « a donné son aval à la motion »?"""
    if noun.head.i == verb.i and noun.dep_ in ("dative", "iobj", "obl:arg", "obl"):
        return noun.dep_ in ("dative", "iobj") or any(c.lower_ in ("à", "au") for c in noun.children)
    return noun.dep_ == "pobj" and noun.head.lower_ == "to" and noun.head.head.i == verb.i


def _house_decided_counted(s: Sentence, tally, date, post) -> bool:
    """"MPs approved the appointment of X, 217 to 1", « Les députés ont rejeté la demande par 150 voix contre
    130 »: the House as a whole approving or rejecting a thing, its division counted in the clause, decided
    a motion (the text names what it did, not the motion): adopted or negatived, with that tally. The
    motion just told, still undecided and about the same thing, is the one decided."""
    if _decided_elsewhere(s):
        return False
    for verb in s.sent:
        lemma = verb.lemma_.lower()
        approval = _gives_approval(verb)
        clause = "".join(t.text_with_ws for t in sorted(verb.subtree, key=lambda t: t.i))
        # a margin told instead of the two sides: "endorsed the plan by just four votes"
        margin = tally is None and verb.pos_ == "VERB" and MARGIN.search(clause) is not None
        if tally is None and not margin:
            continue
        if approval:
            lemma = "approve"
        elif not margin and not _tally_of_a_vote(s, tally):
            continue
        if lemma not in COUNTED_DECISIONS or verb.pos_ != "VERB" or s.quoted(verb) or s.negated(verb) \
                or _undecided(s, verb) or generic(s, verb) or not_yet(s, verb) or _unreal(s, verb) \
                or not _whole_house_votes(verb) or verb.dep_ in ("relcl", "acl", "acl:relcl", "xcomp", "ccomp"):
            continue
        if verb.dep_ == "advcl" and not any(c.dep_ == "mark" and c.lower_ in AFTER for c in verb.children):
            continue  # (a clause of its own only when it tells what happened: "after the House endorsed ...")
        if not any(c.dep_ in OBJ for c in verb.children) or not margin and _tally_of_the_clause(verb) != tally:
            continue
        d = s.discourse
        start, end = s.span()
        if d.motions and d.since_motion <= 2 and d.motions[-1].outcome is None and _same_aim(d.motions[-1], verb) \
                and not _told_of_another_time(s, d.motions[-1], date):
            motion = d.motions[-1]
            _date_the_decision(motion, date)
        else:
            motion = Motion(start, end, date=date, post=post)
            d.motions.append(motion)
            tokens = [t for t in _clause_tokens(verb) if t.i > verb.i and not t.like_num and t.lower_ not in (
                "to", "-", "–", "contre", "par", "voix", "votes", "vote", ",")]
            if len(tokens) >= 2:
                a, b = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
                motion.label, motion.label_span = s.sent.doc.text[a:b], (s.offset + a, s.offset + b)
            owner = _owner_of_the_bill_taken_up(s, verb)
            if owner is not None:
                motion.mover = owner
        motion.outcome = "Negatived" if lemma not in ADOPT else "Adopted"
        subjects = {t.i for c in _children(verb, SUBJ) for t in c.subtree}
        if any(t.lemma_.lower() in GOVERNMENT_NOUNS and t.dep_ in ("poss", "nmod", "pobj", "obl:agent", "obl", "compound")
               and t.i not in subjects and not any(c.lower_ == "opposition" for c in t.children) for t in verb.subtree):
            # what the House decided is the government's ("approved the government's plan", « la mission proposée
            # par le gouvernement »): its motion
            _set_kind(motion, "GovernmentMotion", 3)
        if tally is not None:
            _set_tally(motion, *tally, sided=_sided(tally))
        motion.evidence.append((start, end))
        d.since_motion = 0
        return True
    return False


def _owner_of_the_bill_taken_up(s: Sentence, verb):
    """"X's Bill C-266 would ... The House passed it 170 to 129", « Le projet de loi C-266 du député X visait
    ... Mercredi, la Chambre l'a adopté par 170 voix contre 129 »: the decision's object a pronoun right after
    the sentence that named a bill as a member's (and no bill after it): that member's bill, whose mover
    they are. None otherwise."""
    d = s.discourse
    named, owner = d.bill_named, d.bill_owner
    if not any(c.dep_ in OBJ and c.pos_ == "PRON" and c.lower_ in ("it", "l'", "l’", "le", "la") for c in verb.children):
        return None
    if named is None or owner is None or named[0] != d.sentence_no - 1 or owner[1] != named[0] or named[2]:
        return None
    return owner[0]


# verbs of an event's taking place: "the vote took place / came / was held on Thursday", « le vote a eu lieu jeudi »
TAKE_PLACE = {"take", "come", "happen", "occur", "hold", "avoir", "tenir", "dérouler", "survenir", "be", "être"}


def _the_vote_on_it(vote) -> bool:
    """Is `vote` "the vote" taking up the one just told ("the vote", "the vote on the motion", « le vote
    sur la motion »), not another one ("the budget vote", "a vote on the bill", "the next vote")?"""
    for child in vote.children:
        if child.dep_ == "det" and child.lower_ in ("the", "this", "that", "le", "ce", "cette"):
            continue
        if child.dep_ in ("prep", "nmod") and all(t.lemma_.lower() in MOTION | {"it", "elle", "on", "sur", "the", "la", "le", "this", "cette"}
                                                  or t.is_punct for t in child.subtree):
            continue  # "on the motion", "on it", « sur la motion »
        if child.dep_ in ("punct", "acl", "relcl", "acl:relcl") or child.dep_.startswith("punct"):
            continue
        return False
    return True


def _vote_dated(s: Sentence, date) -> bool:
    """"The motion passed 170-150. The vote took place on Thursday evening.", « Le vote a eu lieu jeudi »:
    the sentence gives the day of the vote that decided the motion just told, whose own sentence named
    none (it took the running date, the day of publication): the decision is of the day named here."""
    d = s.discourse
    if not d.day_named or date is None or not d.motions or d.since_motion > 1:
        return False
    motion = d.motions[-1]
    if motion.outcome is None or motion.day_named or motion.date == date:
        return False
    for verb in s.sent:
        lemma = verb.lemma_.lower()
        # (the main clause's verb, or one the parse hung on the clause after it: "The vote came on
        # Thursday, two days after X moved it")
        if lemma not in TAKE_PLACE or verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in ("ROOT", "ccomp") or s.quoted(verb) \
                or s.negated(verb) or _undecided(s, verb):
            continue
        if lemma in ("avoir", "take") and not any(c.lower_ in ("lieu", "place") for c in verb.children):
            continue  # « avoir lieu », "take place"
        if lemma in ("tenir", "dérouler") and not any(c.lower_ in ("se", "s'", "s’") for c in verb.children):
            continue  # « se tenir », « se dérouler »
        if lemma == "hold" and not s.passive(verb):
            continue  # "the vote was held"
        subjects = [c for c in verb.children if c.dep_ in SUBJ | SUBJPASS]
        if not any(c.lemma_.lower() in ("vote", "scrutin", "division") and _the_vote_on_it(c) for c in subjects):
            continue
        _date_the_decision(motion, date)
        motion.day_named = True
        motion.evidence.append(s.span())
        return True
    return False


# the government surviving or falling on a vote: the vote's outcome follows from what was voted on
GOVERNMENT_NOUNS = {"government", "gouvernement"}
SURVIVE = {"survive", "survivre", "win", "remporter", "gagner"}
FALL = {"fall", "tomber", "lose", "perdre"}
# verbs of which a defeated government is the object, or the subject in the passive: "the opposition
# defeated the government", "the government was beaten / brought down / toppled", « a été défait / renversé »
DEFEAT_GOVERNMENT = {"defeat", "beat", "topple", "oust", "bring", "défaire", "battre", "renverser"}
NON_CONFIDENCE = re.compile(r"\bno(?:n)?[-\s]?confidence\b|\bnon[-\s]?confiance\b|\bcensure\b|\bdéfiance\b", re.I)
# (a "confidence vote" alone may be the government's motion or the opposition's non-confidence motion:
# only a budget, the government's own motion, tells the side)
BUDGET_VOTE = re.compile(r"\bbudget\w*", re.I)


def _another_government(s: Sentence, government) -> bool:
    """Is this a province's or another country's government ("the Ontario government", « le gouvernement
    Legault », « du Québec »)? Its words other than the House's people and parties name a place or a
    person the KB does not know."""
    for tok in government.subtree:
        if tok.i == government.i or tok.pos_ in ("DET", "ADP", "PUNCT", "PART"):
            continue
        if tok.i in s.by_token and not s.by_token[tok.i].entity.local:
            continue  # a member or a party of the House: "Jean Chrétien's government", "the Liberal government"
        if tok.lower_ in CANADA_WORDS or tok.lower_ in ("minority", "majority", "minoritaire", "majoritaire"):
            continue
        if tok.ent_type_ in ("GPE", "LOC", "NORP", "PERSON") or tok.pos_ == "PROPN" or tok.is_title \
                or tok.lower_ in ("provincial", "provinciale"):
            return True
    return False


def _vote_on(noun, vote) -> bool:
    """Is `noun` what `vote` was on, the parser having hung "on X" on the verb ("won the vote on the
    motion", « a perdu le vote sur la motion »)?"""
    case = noun.head if noun.dep_ == "pobj" else next((c for c in noun.children if c.dep_ == "case"), None)
    if case is None or case.lower_ not in ("on", "sur"):
        return False
    attached = case.head if noun.dep_ == "pobj" else noun.head
    return attached.i in (vote.i, vote.head.i)


def _government_vote(s: Sentence, kind: str | None = None):
    """(outcome, the voted-on noun) when the sentence tells the government surviving (winning) or falling
    on (losing) a vote whose kind says which way it went: "survived a confidence vote on its budget" /
    « a survécu au vote sur le budget » (adopted), "survived a non-confidence motion" (negatived), "fell
    on a motion of non-confidence" / « est tombé sur une motion de censure » (adopted), "fell on its
    budget" (negatived); None otherwise ("survived the vote", "lost a confidence vote": the government's
    motion or the opposition's, the side is not told). `kind`: the kind of the motion the vote is on,
    when the sentence names it ("won the vote on the Conservative motion" in a Liberal House: an
    opposition motion, negatived)."""
    for verb in s.sent:
        lemma = verb.lemma_.lower()
        if lemma in DEFEAT_GOVERNMENT:
            if lemma == "bring" and not any(c.lower_ == "down" for c in verb.children):
                continue  # ("brought down", not "brought in")
            # the government defeated: the passive's subject or the active verb's object
            subjects = _children(verb, SUBJPASS) if s.passive(verb) else _children(verb, OBJ)
            lemma = "fall"
        elif lemma in SURVIVE | FALL:
            subjects = _children(verb, SUBJ | SUBJPASS)
        else:
            continue
        if s.quoted(verb) or s.negated(verb) or _undecided(s, verb) or not_yet(s, verb):
            continue
        # (the small French parser may not make the government the subject of « est tombé »)
        near = [t for t in s.sent.doc[max(s.sent.start, verb.i - 5):verb.i] if t.dep_ in SUBJ | SUBJPASS]
        government = next((t for t in subjects or near if t.lemma_.lower() in GOVERNMENT_NOUNS), None)
        if government is None or _another_government(s, government):
            continue
        voted = next((t for t in s.sent.doc[verb.i + 1:s.sent.end] if not s.quoted(t) and t.pos_ == "NOUN" and (
            t.lemma_.lower() in MOTION | VOTE_NOUNS | DECIDABLE or _amendment(t)) and not (
            # (« par 139 voix contre 133 », "by 11 votes": the count, not the vote the government lost)
            t.lemma_.lower() in VOTE_NOUNS and (t.i > 0 and s.sent.doc[t.i - 1].like_num or any(
                c.like_num and c.dep_ in ("nummod", "nmod", "amod") and c.i < t.i for c in t.children)))), None)
        if voted is None:
            continue
        phrase = s.sent.doc[voted.left_edge.i:voted.right_edge.i + 1].text  # (its own words: "a vote on Tuesday despite budget cuts" is no budget vote)
        if NON_CONFIDENCE.search(phrase) or _amendment(voted):
            # (an amendment the government falls on is the opposition's: "defeated on a sub-amendment to
            # the budget motion", the amendment adopted)
            against_government = True
        elif BUDGET_VOTE.search(phrase):
            against_government = False
        elif kind in ("OppositionMotion", "GovernmentMotion"):
            against_government = kind == "OppositionMotion"
        else:
            continue
        adopted = against_government == (lemma in FALL)
        return ("Adopted" if adopted else "Negatived"), voted
    return None


def _government_falls_on_an_amendment(s: Sentence, date, post) -> None:
    """"The government was defeated 139 to 133 on a sub-amendment to the budget motion", « le gouvernement a
    été défait sur un sous-amendement »: the House adopted the amendment (the opposition's), a decision of
    its own, which says nothing of the motion it amends."""
    survival = _government_vote(s)
    if survival is None or not _amendment(survival[1]):
        return
    d = s.discourse
    motion = Motion(*s.span(), date=date, post=post)
    d.motions.append(motion)
    motion.outcome = survival[0]
    tally = _tally(s.sent.text)
    if tally is not None:
        _set_tally(motion, *tally, sided=_sided(tally))
    motion.evidence.append(s.span())
    d.since_motion = 0


def _chair_declares(s: Sentence, date, post) -> bool:
    """"'The motion is carried,' the Speaker announced", « « La motion est adoptée », a annoncé le président »:
    the chair's formula, quoted, is the House's decision (with the tally the sentence gives)."""
    for noun in s.sent:
        if noun.lemma_.lower() not in MOTION or not s.quoted(noun) or noun.dep_ not in SUBJ | SUBJPASS:
            continue
        verb = noun.head
        lemma = verb.lemma_.lower()
        if lemma not in ADOPT | DEFEAT | {"negative", "negatived"} or not s.quoted(verb) or s.negated(verb) \
                or not_yet(s, verb) or verb.tag_ == "VBD" or "Past" in verb.morph.get("Tense") and verb.pos_ == "VERB" \
                and not s.passive(verb):
            continue
        speakers = [_subject(s, t)[0] for t in s.sent if not s.quoted(t) and t.pos_ in ("VERB", "AUX")
                    and t.lemma_.lower() in SAY | words("PressStatement", "speech_verbs") | {"announce", "annoncer", "declare", "déclarer"}]
        if not any(_chair(e) or _chair_office(s, e, date) for e in speakers if e is not None):
            return False
        start, end = s.span()
        motion = Motion(start, end, date=date, post=post)
        motion.outcome = "Negatived" if lemma in DEFEAT | {"negative", "negatived"} else "Adopted"
        tally = _tally(_main_clause_text(s.sent))
        if tally:
            _set_tally(motion, *tally, sided=_sided(tally))
        motion.evidence.append((start, end))
        s.discourse.motions.append(motion)
        s.discourse.since_motion = 0
        return True
    return False


def _second_decision(s: Sentence, nouns):
    """(verb, motion noun) of a second motion decided in a coordinated clause of the sentence: "the House
    adopted motion A and defeated motion B", « a adopté une motion ..., puis rejeté une motion ... »."""
    if len(nouns) < 2:
        return None
    first_verb = nouns[0].head
    for noun in nouns[1:]:
        verb = noun.head
        if noun.dep_ not in OBJ | SUBJPASS or verb.pos_ not in ("VERB", "AUX") or verb.i == first_verb.i \
                or verb.lemma_.lower() not in (ADOPT | DEFEAT) - {"vote", "voter"} or s.quoted(verb):
            continue
        if verb.dep_ == "conj" and verb.head.i == first_verb.i:
            return verb, noun
    return None


def _decide_second(s: Sentence, verb, noun, rest: str, date, post) -> None:
    """The second motion of "adopted motion A ... and defeated motion B ...": its outcome, mover and the
    tally told after its verb."""
    if _undecided(s, verb) or s.quoted(verb) or _refused(s, verb) is None:
        return
    start, end = s.span()
    # (its own start, the motion word's: two motions of one sentence are two resources)
    motion = Motion(s.offset + noun.idx, end, date=date, post=post)
    for child in noun.children:
        if child.dep_ in ("poss", "nmod") and _person(s.entity(child)) is not None and not s.entity(child).local:
            motion.mover = s.entity(child)
    motion.outcome = "Negatived" if verb.lemma_.lower() in DEFEAT or s.negated(verb) else "Adopted"
    tally = _tally(rest)
    if tally:
        _set_tally(motion, *tally, sided=_sided(tally))
    motion.evidence.append((start, end))
    _motion_kind(s, motion, [noun], date)
    s.discourse.motions.append(motion)


def _counted_for_another_decision(s: Sentence, verb, tally) -> bool:
    """Is `tally` told in the clause of another decision than `verb`'s, one on a bill, a budget, an
    amendment or the government ("The bill passed second reading 180-140, but a motion to split it was
    defeated", "The government survived the vote 170-150, and an NDP motion passed unanimously")?"""
    for other in s.sent:
        if other.i == verb.i or other.pos_ not in ("VERB", "AUX") \
                or other.lemma_.lower() not in ADOPT | DEFEAT | SURVIVE | FALL:
            continue
        decided = [c for c in other.children if c.dep_ in SUBJ | SUBJPASS | OBJ]
        if any(c.lemma_.lower() in DECIDABLE | GOVERNMENT_NOUNS and c.lemma_.lower() not in MOTION for c in decided) \
                and _tally_of_the_clause(other) == tally:
            return True
    return False


# a time named by what happened then: "the last time", "the first time since 2019 that", « la dernière fois que »
TIME_TOLD_BY_AN_ACT = re.compile(r"\bthe\s+(?:last|first|only|previous|next)\s+time\b"
                                 r"|\b(?:la|une)\s+(?:dernière|première|seule|prochaine)\s+fois\b", re.I)


def _same_decision(new: Motion, old: Motion) -> bool:
    """Can `new` ("a motion" told after `old` was decided) be `old` retold: no outcome of its own or the
    same one, no other tally, and no other mover?"""
    if new.outcome is not None and new.outcome != old.outcome:
        return False
    if new.yeas is not None and old.yeas is not None and (new.yeas, new.nays) != (old.yeas, old.nays):
        return False
    return new.mover is None or old.mover is None or new.mover.key == old.mover.key


def _merge_into(new: Motion, old: Motion, d) -> None:
    """`new` was `old` retold: what it adds goes to `old`, and it is no motion of its own."""
    d.motions.remove(new)
    old.mover = old.mover or new.mover
    old.moved = old.moved or new.moved
    if old.yeas is None and new.yeas is not None:
        old.yeas, old.nays = new.yeas, new.nays
    old.evidence.extend(new.evidence)
    old.demands.extend(t for t in new.demands if t not in old.demands)
    old.summary.extend(t for t in new.summary if t not in old.summary)
    old.subjects.extend(e for e in new.subjects if e not in old.subjects)
    if old.label is None:
        old.label, old.label_span = new.label, new.label_span
    if d.expect_demands is new:
        d.expect_demands = old


def _counted_decision_beside(s: Sentence, nouns, date, post) -> None:
    """A bill or budget decided with its own tally in a clause beside the motion's: "the House passed the
    bill 179-147, then defeated a motion on pipelines 90-200", « a adopté le projet de loi par 179 voix
    contre 147, puis a rejeté une motion ... ». Its own division (only with the tally its own clause
    tells: a bill named without one may be decided elsewhere or told only as a subject); an amendment's
    decision is never the House's decision of a motion."""
    motion_verbs = {n.head.i for n in nouns}
    for noun in s.sent:
        verb = noun.head
        if noun.lemma_.lower() not in DECIDABLE or _amendment(noun) or noun.pos_ not in ("NOUN", "PROPN") \
                or not (noun.dep_ in OBJ | SUBJPASS or noun.dep_ in SUBJ and not any(c.dep_ in OBJ for c in verb.children)) \
                or verb.i in motion_verbs or verb.pos_ not in ("VERB", "AUX") \
                or verb.lemma_.lower() not in (ADOPT | DEFEAT) - {"vote", "voter"} or s.quoted(verb):
            continue
        if _undecided(s, verb) or _refused(s, verb) is None or not any(
                (verb.dep_ in ("conj", "dep") and verb.head.i == v) or (s.sent.doc[v].head.i == verb.i)
                for v in motion_verbs):
            continue
        tally = _tally_of_the_clause(verb)
        if tally is None or not _tally_of_a_vote(s, tally):
            continue
        start, end = s.span()
        motion = Motion(s.offset + noun.idx, end, date=date, post=post)
        motion.outcome = "Negatived" if verb.lemma_.lower() in DEFEAT or s.negated(verb) else "Adopted"
        _set_tally(motion, *tally, sided=_sided(tally))
        motion.evidence.append((start, end))
        _motion_kind(s, motion, [noun], date)
        motions = s.discourse.motions
        # (told before the sentence's motion: that one stays the last told, which "it" takes up next)
        motions.insert(len(motions) - 1 if motions and noun.i < min(n.i for n in nouns) else len(motions), motion)
        return


def _another_one(s: Sentence, first: Motion, noun, date, post) -> None:
    """"X moved a motion on A, and Y moved one on B", « X a présenté une motion ..., et Y en a
    présenté une ... »: a second member's motion told by "one" / « en ... une »."""
    for verb in s.sent:
        if verb.lemma_.lower() not in MOVED or verb.pos_ != "VERB" or verb.i <= noun.i or s.quoted(verb) \
                or _unreal(s, verb) or not_yet(s, verb):
            continue
        one = any(c.lower_ == "one" and c.dep_ in OBJ for c in verb.children) or (
            any(c.lower_ == "en" for c in verb.children) and any(
                t.lower_ in ("une", "un") for t in verb.doc[verb.i + 1:min(verb.i + 3, s.sent.end)]))
        if not one:
            continue
        mover = _person(_subject(s, verb)[0])
        if mover is None or (first.mover is not None and mover.key == first.mover.key):
            mover = _person(_left_person(s, verb))  # (the French parser loses the second subject)
        if mover is None or mover.local or (first.mover is not None and mover.key == first.mover.key):
            continue
        start, end = s.span()
        s.discourse.motions.append(Motion(start, end, mover=mover, date=date, post=post, moved=True))


LATER_ORDINALS = {"second", "seconde", "deuxième", "third", "troisième"}
OTHER_MOTION_WORDS = {"similar", "another", "other", "previous", "earlier", "identical", "semblable", "similaire",
                      "autre", "précédente", "identique", "pareille"}


# a possessive that names one person: "his motion", « sa motion » (not "their", « leur »: a party's)
SINGULAR_POSSESSIVES = {"his", "her", "sa", "son"}


def _genitive_modifier(modifier) -> bool:
    """A noun's modifier that can name its owner: a possessive, or a French « de » phrase (« la
    motion du député X »). Another preposition does not (« contre la motion, avec les indépendants X »,
    « contre X », « avec X »: who voted, who else)."""
    if modifier.dep_ != "nmod":
        return True  # (a possessive, "X's motion", has its own "'s" for case)
    cases = [c for c in modifier.children if c.dep_ == "case"]
    return not cases or any(c.lemma_.lower() in ("de", "d'", "d’", "du", "des") for c in cases)


def _mover_by(verb, s: Sentence):
    """The by-agent of a passive verb of moving; when the parser took a title or a party word for it
    ("moved by Bloc MP X", « présentée par la néo-démocrate X »), the person named right after "by"."""
    agent = _by_agent(verb, s)
    if _person(agent) is not None:
        return agent
    named = _agent_named_in_apposition(verb, s)
    if named is not None:
        return named
    by = next((t for t in s.sent if t.lower_ in ("by", "par") and verb.i < t.i <= verb.i + 4), None)
    if by is None:
        # past the verb's day and place phrases (« déposée mardi au nom du gouvernement par X »,
        # "moved on Monday in the House by X"): the first "by" of the participle's own phrase, with no
        # punctuation or finite verb before it
        for t in s.sent.doc[verb.i + 1:min(verb.i + 9, s.sent.end)]:
            if t.is_punct or ("Fin" in t.morph.get("VerbForm") and t.pos_ in ("VERB", "AUX")):
                break
            if t.lower_ in ("by", "par"):
                by = t
                break
    if by is None:
        return agent
    person = next((m for m in s.mentions if m.entity.kind == "person" and by.i < m.tokens[0] <= by.i + 4), None)
    if person is None:
        return agent
    between = s.sent.doc[by.i + 1:person.tokens[0]]
    # only a determiner and a title or party word in between: "by Bloc MP X", « par la néo-démocrate X »
    # (not "by the Conservatives of X", « par les conservateurs de X »: the party moved it)
    if any(t.pos_ == "ADP" or t.is_punct or "Plur" in t.morph.get("Number") for t in between):
        return agent
    return person.entity


# nouns that name a member by a part they play, which an apposition then names: "moved by its sponsor, X",
# « présentée par son auteure, X » (besides the person nouns of the lexicon: "by the member, X")
SPONSOR_NOUNS = {"sponsor", "author", "mover", "proposer", "auteur", "auteure", "parrain", "marraine", "proposeur",
                 "proposeure"}
_APPOSITION_ENDS = {",", ".", ";", ":", "(", "—", "–"}


def _agent_named_in_apposition(verb, s: Sentence):
    """The person a by-agent names in an apposition: "moved by its sponsor, X, the MP for Y", « présentée
    par son auteure, X »: the agent is a noun of a person's part (not a person the KB knows), a comma, then
    a person's name standing alone (followed by a comma or the sentence's end, not a clause of its own:
    "moved by the member, X said" is no apposition)."""
    doc = s.sent.doc
    agents = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
    agents += [c for c in verb.children if c.dep_ == "obl:agent"]
    for agent in agents:
        lemma = agent.lemma_.lower()
        if agent.pos_ != "NOUN" or lemma not in SPONSOR_NOUNS | _PERSON_WORDS and agent.lower_ not in SPONSOR_NOUNS:
            continue
        if s.entity(agent) is not None:
            continue  # (a role phrase the KB resolves is read as it is)
        end = max(t.i for t in agent.subtree) + 1
        if end + 1 >= s.sent.end or doc[end].text != ",":
            continue
        person = next((m for m in s.mentions if m.entity.kind == "person" and m.tokens[0] == end + 1), None)
        if person is None or person.entity.local:
            continue
        last = doc[person.tokens[1] - 1]
        after = doc[person.tokens[1]] if person.tokens[1] < s.sent.end else None
        if last.dep_ in SUBJ | SUBJPASS or (after is not None and after.text not in _APPOSITION_ENDS):
            continue
        return person.entity
    return None


def _same_member(s: Sentence, role: Entity, named: Entity, date) -> bool:
    """Can an unnamed member ("a Conservative MP", « un député bloquiste ») be the member the
    text named before as a mover? Yes when the role names no party or the named member's party."""
    if role.iri is not None or role.local or named.iri is None:
        return False
    if role.party is None:
        return True
    if s.kb is None or date is None:
        return False
    party = s.kb.party_at(named.iri, date)
    return party is not None and str(party) == str(role.party)


SUPPORT = {"support", "back", "endorse", "favour", "favor", "appuyer", "soutenir", "endosser"}
OPPOSE = {"oppose", "reject", "opposer", "rejeter"}


def _side_counts(s: Sentence, motion: Motion) -> None:
    """One side of a division told by itself: "170 MPs voted for the motion", « 150 élus ont voté
    contre le texte », « 120 députés se sont levés pour l'appuyer »."""
    for num in s.sent:
        if num.pos_ != "NUM" or not num.text.isdigit() or not 1 <= int(num.text) <= 400 or s.quoted(num):
            continue
        subject = num.head if num.dep_ == "nummod" else num
        if subject.dep_ not in SUBJ or subject.head.pos_ not in ("VERB", "AUX") or s.negated(subject.head):
            continue
        verb = subject.head
        acts = [verb] + [c for c in verb.children if c.dep_ in ("xcomp", "advcl")]
        side = None
        for act in acts:
            lemma = act.lemma_.lower()
            marks = {t.lower_ for t in act.children} | {g.lower_ for c in act.children for g in c.children}
            if lemma in SUPPORT or (lemma in ("vote", "voter") and marks & {"for", "favour", "favor", "pour"}):
                side = "for"
            elif lemma in OPPOSE or (lemma in ("vote", "voter") and marks & {"against", "contre"}):
                side = "against"
            if side:
                break
        if side and side not in motion.sides:
            motion.sides[side] = int(num.text)
            # "... and 133 against", « ... et 133 contre »: the other side's count, its verb left out (not
            # in a sentence naming another body: « ... pour la motion au comité et 133 contre » is its vote)
            other = ELLIPTIC_SIDE.search(s.sent.text[num.idx - s.sent.start_char + len(num.text):])
            if other is not None and not any(t.lemma_.lower() in OTHER_BODIES or t.lower_ in OTHER_BODIES for t in s.sent):
                counted = "against" if other.group(2).lower() in ("against", "contre", "opposed") else "for"
                if counted != side and counted not in motion.sides:
                    motion.sides[counted] = int(other.group(1))


ELLIPTIC_SIDE = re.compile(r"(?:,\s*)?\b(?:and|et|while|but|mais|tandis\s+que|alors\s+que)\s+(\d{1,3})\s+"
                          r"(?:(?:others?|autres?)\s+)?(against|opposed|contre|for|pour)\b(?!\s+(?:the|la|le|les|l['’]|a|an|une?)\b)",
                          re.I)


# verbs a vote's tally hangs on: "the vote was 156-145", "it passed 200-100", « recueilli 150 voix contre 130 »
VOTE_NOUNS = {"vote", "voix", "scrutin", "division", "tally", "count", "decompte", "décompte"}
TALLY_VERBS = {"be", "être", "end", "finish", "get", "receive", "obtain", "garner", "obtenir", "recueillir", "récolter",
               "terminer", "vote", "voter", "conclude", "close", "conclure", "solder", "clore"}


def _tally_of_a_vote(s: Sentence, tally: tuple[int, int]) -> bool:
    """Do the numbers count a vote's sides, not an election's ("won the riding by 12 votes to 10") or
    anything else? The first verb above the first number must be one of deciding or of a vote's result."""
    number = next((t for t in s.sent if t.text.replace(",", "") == str(tally[0])), None)
    if number is None:
        return True
    head = number
    for _ in range(8):
        if head.head.i == head.i:
            break
        # "12 votes" counts a unit; "a 156-145 vote" (one vote, its numbers before it) is a tally
        counted = head.dep_ == "nummod" and ("Plur" in head.head.morph.get("Number") or head.head.lower_ == "voix")
        head = head.head
        if head.lemma_.lower() in VOTE_NOUNS and head.pos_ == "NOUN" and not counted:
            return True  # "the vote, 156-145", "the results of the vote 156-145"
        if head.pos_ in ("VERB", "AUX"):
            # (or any verb of which the vote is the subject: « le vote a été serré : 151 voix pour, 140
            # contre », where the parser reads a passive of « serrer »)
            return head.lemma_.lower() in ADOPT | DEFEAT | TALLY_VERBS or any(
                c.dep_ in SUBJ | SUBJPASS and c.lemma_.lower() in VOTE_NOUNS - {"voix"} for c in head.children)
    return True


# a division told side by side, each number with its own side: "with 101 members in favour and 200
# against", "170 MPs voted for it, 142 against", « 145 députés ont voté pour, 174 contre », « 201 députés
# ayant voté contre et 112 pour » (the side words say which number is which, whatever their order)
_UNIT = r"(?:\s+(?:members?|mps|députée?s?|élue?s|parlementaires|votes?|voix))?"
_VOTED = r"(?:\s+(?:(?:have|having|had|ont|avaient|ayant)\s+)?vot(?:ed|ing|é|ant))?"
_FOR = r"\s+(?:in\s+favou?r(?:\s+of\s+it)?|for(?:\s+it)?|yeas?|pour)"
_AGAINST = r"\s+(?:against(?:\s+it)?|opposed|nays?|contre)"
_SEP = r"\s*(?:,|;|\band\b|\bet(?:\s+de)?\b|\bwhile\b|\btandis\s+que\b)?\s*(?:only\s+|seulement\s+)?"  # (« 44 voix pour et de 266 contre »)
SIDES = re.compile(rf"\b(\d{{1,3}}){_UNIT}{_VOTED}{_FOR}{_SEP}(\d{{1,3}}){_UNIT}{_VOTED}{_AGAINST}\b"
                   rf"|\b(\d{{1,3}}){_UNIT}{_VOTED}{_AGAINST}{_SEP}(\d{{1,3}}){_UNIT}{_VOTED}{_FOR}\b"
                   # the side word first, as a division's result is read out: "Yeas 164, nays 137", « Pour : 164,
                   # contre : 137 » (the French words with their colon only: « pour » is a preposition too)
                   r"|\byeas?\s*:?\s*(\d{1,3})\s*[,;.]?\s*(?:and\s+)?nays?\s*:?\s*(\d{1,3})\b"
                   r"|\bpour\s*:\s*(\d{1,3})\s*[,;.]?\s*(?:et\s+)?contre\s*:\s*(\d{1,3})\b", re.I)


# numbers written in words, as tallies sometimes are ("two hundred and forty-one", « deux cent quatre »)
UNITS = {"zero": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
         "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
         "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
         "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
         "zéro": 0, "aucun": 0, "aucune": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
         "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14,
         "quinze": 15, "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50,
         "soixante": 60}
HUNDREDS = {"hundred", "cent", "cents"}
NUMBER_WORD = re.compile(r"\b(?:(?:%s)(?:[\s-]+(?:and|et)?[\s-]*)?)+" % "|".join(
    sorted(UNITS.keys() | HUNDREDS, key=len, reverse=True)), re.I)


def _number_value(words_: str) -> int | None:
    """The value of a number in words, or None when the words are no number ("one", "a" alone stay words)."""
    parts = [w for w in re.split(r"[\s-]+", words_.lower()) if w and w not in ("and", "et")]
    total, current = 0, 0
    for w in parts:
        if w in HUNDREDS:
            current = max(current, 1) * 100
        elif w in UNITS:
            if w == "vingt" or w == "vingts":
                current = current * 20 if current in (4,) else current + 20  # « quatre-vingt(s) »
            else:
                current += UNITS[w]
        else:
            return None
    total += current
    return total


def _digits(text: str) -> str:
    """`text` with its numbers in words of two words or more, or "none" before a side, written as digits."""
    def repl(m):
        chunk = m.group().rstrip(" -")
        value = _number_value(chunk)
        several = len([w for w in re.split(r"[\s-]+", chunk) if w]) > 1
        if value is None or not (several or chunk.lower() in ("none", "aucun", "aucune", "zero", "zéro")):
            return m.group()
        return str(value) + m.group()[len(chunk):]
    return NUMBER_WORD.sub(repl, text)


# "passed 266 to nothing", "266 votes to none": a side of no votes told in words after a count
_TO_NOTHING = re.compile(r"\b(\d{1,3})(\s+(?:votes?\s+)?(?:to|-|contre)\s+)(?:nothing|none|zero|zéro|aucune?)\b", re.I)


# the side a tally counts, told right after it: "the vote was 171 to 133 in favour", "voted 160-120
# against.", « 171 voix contre 133 en faveur » (group 1: for); not "171 to 133 against the government",
# whose side is the government's opponents', nor "for the third time"
SIDE_AFTER = re.compile(r"\s*(?:votes?\s+|voix\s+)?(?:(in\s+favou?r\b|en\s+faveur\b)|against(?=\s*(?:[.,;:]|$|it\b)))", re.I)


class Tally(tuple):
    """A vote's two numbers, (yeas, nays) when `sided` (each told with its side: "170 for and 150 against",
    « 170 pour et 150 contre »), else in the text's order ("defeated 84 to 82": the winner first)."""
    sided: bool = False

    def __new__(cls, a: int, b: int, sided: bool = False):
        tally = super().__new__(cls, (a, b))
        tally.sided = sided
        return tally


def _sided(tally) -> bool:
    return bool(getattr(tally, "sided", False))


def _tallies(text: str) -> list[tuple[int, int]]:
    """Every vote tally in `text` (not a year range such as "2019-20"), as (yeas, nays) when told side by
    side; tallies of the "N-M" kind first."""
    text = _TO_NOTHING.sub(lambda m: m.group(1) + m.group(2) + "0", _digits(text))
    found, spans = [], []
    for tally in TALLY.finditer(text):
        if re.search(r"\b(?:19|20)\d\d\b", tally.group()):
            continue
        numbers = [int(g) for g in tally.groups() if g is not None]
        if len(numbers) == 2:
            side = SIDE_AFTER.match(text, tally.end()) if tally.group(1) is not None else None
            if side is not None and side.group(1) is None:
                found.append(Tally(numbers[1], numbers[0], sided=True))  # "171 to 133 against": 171 nays
            else:
                found.append(Tally(numbers[0], numbers[1], sided=tally.group(3) is not None or side is not None))
            spans.append(tally.span())
    for sides in SIDES.finditer(text):
        if any(start < sides.end() and sides.start() < end for start, end in spans):
            continue  # the same numbers read by both forms ("170 contre 168 pour ..."): one tally
        yeas, nays, nays_first, yeas_second, *read_out = sides.groups()
        if yeas is None and nays_first is None:
            yeas, nays = [g for g in read_out if g is not None]
        found.append(Tally(int(yeas), int(nays), sided=True) if yeas is not None
                     else Tally(int(yeas_second), int(nays_first), sided=True))
    return found


def _tally(text: str) -> tuple[int, int] | None:
    """The two numbers of a vote's tally in `text` (the first of `_tallies`)."""
    found = _tallies(text)
    return found[0] if found else None


# the relative pronoun as the object: "a motion that the House adopted", « la motion que la Chambre a adoptée »
RELATIVE_OBJECTS = {"that", "which", "que", "qu'", "qu’"}


def _counted_votes(tok) -> bool:
    """Is `tok` the votes of a tally the parser took for an object (« qui a été adoptée par 200 voix contre
    120 », "voix" the object), not a thing the verb acts on ("a motion that approves the plan")?"""
    return tok.lemma_.lower() in VOTE_NOUNS | {"votes"} and (
        any(c.like_num for c in tok.subtree) or tok.i > 0 and tok.doc[tok.i - 1].like_num)  # (« 200 voix »)


def _tally_of_the_clause(verb) -> tuple[int, int] | None:
    """The tally told in `verb`'s own clause, without the clauses coordinated with it or hung on it
    ("passed the bill 179-147, then defeated the motion 90-200": 90-200 for "defeated")."""
    other = {x.i for c in verb.children if c.pos_ in ("VERB", "AUX") and (
        c.dep_ in ("conj", "dep", "parataxis")
        # (an adverbial clause with a subject or a conjunction of its own, not a participle the parser
        # made of a noun: "passed second reading 180-140", "reading" an advcl)
        or c.dep_ == "advcl" and any(g.dep_ in SUBJ | SUBJPASS | {"mark"} for g in c.children))
        for x in c.subtree}
    # (in the text's order: the subtree of a crossing parse is not)
    return _tally("".join(t.text_with_ws for t in sorted(verb.subtree, key=lambda t: t.i) if t.i not in other))


VOICE_VOTE = re.compile(r"\bvoice\s+vote|\bvote\s+by\s+voice|\bde\s+vive\s+voix|\bvote\s+oral\b", re.I)


# a recorded division told without its tally: "in a recorded vote", « par (un vote par) appel nominal »
# (not "passed without a recorded vote", "no recorded division was asked", « sans vote par appel nominal »)
RECORDED_VOTE = re.compile(r"(?<!\bwithout\sa\s)(?<!\bwithout\s)(?<!\bno\s)(?<!\bsans\s)(?<!\bsans\sun\s)(?<!\bsans\svote\spar\s)"
                           r"(?:\brecorded\s+(?:vote|division)|\bstanding\s+vote|\bappel\s+nominal|\bvote\s+nominal\b)", re.I)


def _voice_vote(s: Sentence, motion: Motion) -> None:
    """"passed on a voice vote", « adoptée de vive voix », "defeated in a recorded division", « adoptée par
    appel nominal »: the method of a decision told in this sentence."""
    if motion.outcome in ("Adopted", "Negatived") and motion.yeas is None:
        clause = _main_clause_text(s.sent)
        if VOICE_VOTE.search(clause):
            motion.voice = True
        elif RECORDED_VOTE.search(clause) and not _by_consent(motion):
            motion.recorded = True


def _against_the_tally(motion: Motion, negative: bool, tally) -> bool:
    """Would this outcome, told without numbers, contradict the division already counted for the motion?
    The count is surer than a later verb ("It passed 170-140. ... had it been defeated")."""
    if motion.yeas is None or tally is not None:
        return False
    return negative == (motion.yeas > motion.nays)


# the verbs whose clause, told with a tally, says which side won: "was defeated 84 to 82" (the larger
# number is the nays), "passed 170-150", "the bill fell 120-140", « a été rejetée par 140 voix contre 120 »
COUNTED_WON = {"pass", "carry", "adopt", "approve", "succeed", "prevail", "survive", "adopter", "approuver",
               "entériner", "passer", "survivre"}
COUNTED_LOST = {"defeat", "reject", "negative", "kill", "fail", "fall", "lose", "beat", "scuttle", "battre", "défaire",
                "rejeter", "repousser", "échouer", "tomber", "perdre"}
# of these, the verbs whose subject is what was decided ("the bill fell 120-140"; "the bill passed 170-150"
# when "pass" has no object)
COUNTED_FATES = {"succeed", "prevail", "survive", "fail", "fall", "lose", "passer", "survivre", "échouer", "tomber",
                 "perdre"}


def _loser_is_no_motion(s: Sentence, decided) -> bool:
    """Is what the verb says won or lost a government, a member or a party rather than a motion ("the
    government was beaten 137 to 123", "the Liberals lost 84-82")? Their loss does not say on whose motion."""
    for tok in decided:
        if tok.lemma_.lower() in GOVERNMENT_NOUNS:
            return True
        entity = s.entity(tok)
        if entity is not None and (_person(entity) is not None or entity.key.startswith("party/")):
            return True
        if tok.lemma_.lower() in _PERSON_WORDS or tok.pos_ == "PRON" and tok.lower_ in (
                "he", "she", "we", "il", "ils", "nous"):
            return True
    return False


def _counted_clause_outcome(s: Sentence, tally) -> str | None:
    """What the clause that tells `tally` says of the decision, read from its verb rather than from the
    order of the numbers (news tells the winning side first: "defeated 84 to 82" is 82 yeas, 84 nays):
    "Adopted", "Negatived", "prospect" when the counted decision is still to come or only supposed ("is
    expected to pass 170-150", "could have defeated it 150-140"), None when no verb tells it, or when two
    clauses with the tally disagree, or when what lost is a government or a member (their defeat does not
    tell on whose motion)."""
    told = set()
    for verb in s.sent:
        if verb.pos_ not in ("VERB", "AUX") or s.quoted(verb):
            continue
        lemma = _decision_lemma(verb)
        if lemma in ("vote", "voter") and any(c.lower_ == "down" and c.dep_ in ("prt", "advmod", "compound:prt")
                                              for c in verb.children):
            lemma = "defeat"  # "voted the bill down 150-120"
        side = None
        if lemma in ("vote", "voter") or lemma in ("accept", "agree", "endorse", "accepter") and _whole_house_votes(verb):
            side = _counted_side(verb) if lemma in ("vote", "voter") else "for"
            if side is None or not _whole_house_votes(verb):
                continue  # "Liberals voted 150-140 ...": one side's vote, or no side told
        elif lemma not in COUNTED_WON | COUNTED_LOST:
            continue
        clause = _tally_of_the_clause(verb)
        if clause is None or sorted(clause) != sorted(tally):
            continue
        objects = _children(verb, OBJ)
        if lemma in COUNTED_FATES or lemma == "pass" and not objects:
            decided = _children(verb, SUBJ)
        else:
            decided = objects + _children(verb, SUBJPASS)
        if not decided and s.passive(verb):
            # "the Bloc sided with the Tories and the government was outvoted 140 to 120": the parser
            # may give the passive no subject; the noun right before its auxiliary is the one
            aux = [c for c in verb.children if c.dep_ in ("auxpass", "aux:pass", "aux")]
            first = min([verb, *aux], key=lambda t: t.i)
            if first.i > s.sent.start and s.sent.doc[first.i - 1].pos_ in ("NOUN", "PROPN", "PRON"):
                decided = [s.sent.doc[first.i - 1]]
        if _loser_is_no_motion(s, decided):
            return None
        if _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb) or _put_off(verb) or (
                verb.dep_ == "xcomp" and verb.head.lemma_.lower() not in COUNTED_WON | COUNTED_LOST | DONE_HEADS | DEFEAT):
            # ("is expected to be defeated 200-101", "hopes to see it pass": the infinitive of what is awaited
            # or wished; not "managed to pass it", "failed to pass", "voted to adopt")
            return "prospect"
        if _refused(s, verb) is not False:
            continue  # "failed to pass 150-140" is read by the verbs of deciding
        if side is not None:
            told.add("Adopted" if side == "for" else "Negatived")
        else:
            told.add("Adopted" if lemma in COUNTED_WON else "Negatived")
    return told.pop() if len(told) == 1 else None


def _counted_side(verb) -> str | None:
    """The side a counted vote took, told by the verb's own preposition: "voted 153 to 151 in favour of
    the report" ("for"), "voted 160-120 against the bill" ("against"), « ont voté à 170 contre 150 en
    faveur de la motion »; None when none is told (« par 180 voix contre 149 »: that « contre » counts)."""
    for child in verb.children:
        word = child.lower_
        if child.dep_ in ("prep", "advmod", "obl", "obl:arg", "advcl") and word in ("for", "against") \
                and any(g.dep_ in ("pobj", "pcomp") for g in child.children):
            return "for" if word == "for" else "against"
        if word in ("in", "en") and any(g.lower_ in ("favour", "favor", "faveur") for g in child.subtree):
            return "for"
        if child.dep_ in ("obl", "obl:arg") and child.lemma_.lower() in ("faveur",):
            return "for"
    return None


def _set_tally(motion: Motion, a: int, b: int, sided: bool = False) -> None:
    """A recorded division: its tally, and the outcome it implies when none was stated. A vote with a
    tally is no refusal of unanimous consent, whatever was asked before."""
    if motion.outcome is None:
        if not sided and a >= b:
            # a tally told without its side ("the vote was 84-82") decides nothing: news tells the winning
            # side first, a transcript the yeas; it waits for a cue that tells which side won (but "the
            # vote was 98 to 201" can only be yeas first: the winner is never told second)
            motion.counted = (a, b)
            motion.unanimous = motion.unanimity_only = False
            return
        motion.outcome = "Adopted" if a > b else "Negatived"
    if motion.outcome == "ConsentRefused":
        motion.outcome = "Negatived"
    motion.unanimous = motion.unanimity_only = False
    # the larger number is the winning side: "defeated 117-211" and "defeated 211-117" agree
    won, lost = max(a, b), min(a, b)
    motion.yeas, motion.nays = (won, lost) if motion.outcome == "Adopted" else (lost, won)


def _clause_tokens(verb) -> list:
    """A clause without its adverbial, relative or coordinated tails, up to the first comma."""
    cut = {x.i for c in verb.children if c.dep_ in ("advcl", "relcl", "parataxis", "conj", "cc")
           for x in c.subtree}
    out = []
    for t in verb.subtree:
        if t.i in cut:
            continue
        if t.is_punct and t.i > verb.i:
            break
        out.append(t)
    return out


def _participle_read_as_verb(verb, noun) -> bool:
    """"The motion, moved on Monday by X, passed": the parser took the participle of moving for the
    motion's verb and hung the real verb (after it) on it."""
    head = verb.head
    return verb.dep_ in ("advcl", "conj") and head.lemma_.lower() in MOVED and noun.head.i == head.i \
        and noun.dep_ in SUBJ and any(c.dep_ == "agent" for c in head.children) and verb.i > head.i


_TIME_WORDS = {"on", "last", "this", "at", "in", "the", "yesterday", "today", "hier", "morning", "afternoon", "evening",
               "night", "matin", "soir", "après-midi", "le", "dernier", "monday", "tuesday", "wednesday", "thursday",
               "friday", "saturday", "sunday", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"}


def _time_word(tok) -> bool:
    """A word of a time phrase ("on Tuesday", "last night", « mardi soir », "on March 3")."""
    from .split import _MONTHS, _MONTHS_FR
    word = tok.lower_.rstrip(".")
    return word in _TIME_WORDS or word in _MONTHS or word in _MONTHS_FR or tok.like_num


def _relative_about_motion(verb, noun) -> bool:
    """« la motion du député X, qui a été rejetée », "the motion, which was defeated": a passive
    relative clause right after the motion's phrase (the parser may hang it elsewhere) tells its
    decision. Only a passive one (a person is not adopted or defeated; "X, who rejected the
    amendment" is X's act), and only when its participle agrees with the motion's gender
    (« du député X, qui a été rejeté » is said of X)."""
    rel = next((c for c in verb.children if c.dep_ in SUBJPASS and c.lower_ in ("qui", "which", "that")), None)
    if rel is None and _whole_house_votes(verb):
        # (and an active one whose subject is the House: "a motion on Monday, which the House adopted", « une
        # motion, que la Chambre a adoptée »)
        rel = next((c for c in verb.children if c.dep_ in OBJ and c.lower_ in RELATIVE_OBJECTS), None)
    if rel is None or rel.i <= noun.i:
        return False
    phrase = {t.i for t in noun.subtree}
    if any(t.i not in phrase and not t.is_punct and not _time_word(t) for t in noun.doc[noun.i + 1:rel.i]):
        return False  # another noun phrase between them is the antecedent (a day is not: "a motion on
        # Tuesday, which was adopted on Wednesday")
    genders = set(noun.morph.get("Gender")), set(verb.morph.get("Gender"))
    return not (all(genders) and not genders[0] & genders[1])


_TALLY_WORDS_FR = {"par", "voix", "votes", "contre", "à", "le", "la", "l'", "l’", "les", "hier", "soir", "matin", "midi",
                   "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", ","}  # (and its day)


def _put_off(verb) -> bool:
    """« repousser » also means to put off: « la motion a été repoussée à la semaine prochaine », « repoussé
    à jeudi » (a time it is put off to, with « à », « au », « jusqu'à ») decides nothing."""
    return verb.lemma_.lower() == "repousser" and any(
        t.lower_ in ("à", "au", "aux", "jusqu'", "jusqu’", "jusqu'à", "ultérieurement", "tard", "report")
        for t in verb.doc[verb.i + 1:min(len(verb.doc), verb.i + 4)])


def _tally_between(verb, noun) -> bool:
    """« a rejeté par 181 voix contre 117 la motion », « adopté par 200 voix contre 100 le projet de loi »:
    French may put the tally between the verb and its object, and the parser then hangs the object on
    the tally's « contre N » (or its « voix »). Told by the words, whatever the parse: nothing but the
    tally (numbers, « par », « voix », « contre ») and the object's article between the two."""
    if verb.lang_ != "fr" or not verb.i < noun.i or noun.i - verb.i > 9:
        return False
    between = verb.doc[verb.i + 1:noun.i]
    return any(t.lower_ == "contre" for t in between) and sum(t.like_num for t in between) == 2 \
        and all(t.like_num or t.lower_ in _TALLY_WORDS_FR for t in between)


# intransitive verbs whose subject, a motion, is decided by them: "the motion sailed through (the House)",
# "it fell", "the motion lost", « la motion est passée », « elle a échoué », « la motion est tombée »
PASS_THROUGH = {"sail", "breeze", "sweep", "cruise", "glide", "zip", "go"}  # (with "through")
SUBJECT_ADOPTED = {"succeed", "prevail", "passer"}
SUBJECT_NEGATIVED = {"fall", "lose", "échouer", "tomber"}
FRENCH_ETRE_VERBS = {"passer", "tomber"}
# support that decides when the whole House gives it: "won the support of the House", « a reçu l'appui de la Chambre »
SUPPORT_NOUNS = {"support", "approval", "backing", "assent", "endorsement", "appui", "aval", "approbation", "soutien",
                 "assentiment"}
MAJORITY = {"majority", "majorité", "most", "all", "tous", "toutes"}
# the words a decided motion's intransitive verb may take beside its subject: a time, the House, a tally
_SUBJECT_OUTCOME_COMPLEMENTS = {"on", "in", "at", "by", "through", "last", "this", "yesterday", "today", "en", "à", "au",
                                "aux", "dans", "par", "le", "la", "l'", "l’", "les", "des", "de", "du", "d'", "d’", "a",
                                "margin", "vote", "votes", "voix", "vote", "of", "un", "une", "division", "recorded",
                                "voice", "unanimously", "easily", "narrowly", "handily", "finally", "then", "also",
                                "ultimately", "eventually", "quickly", "comfortably", "overwhelmingly", "facilement",
                                "finalement", "rapidement", "aisément", "mp", "mps", "members", "députés", "to", "contre",
                                "against", "in", "favour", "favor", "with", "and", "et", "pour", "-", "–", ",",
                                "not", "n't", "never", "ne", "n'", "n’", "pas", "jamais"}  # (the negation itself)


def _complement_words_only(verb, noun, house_object: bool = False) -> bool:
    """Does the verb take nothing beside its subject but a time, the House, a tally or a manner? ("The motion
    fell on deaf ears", « la motion est passée inaperçue », « est tombée à l'eau » tell no decision.)"""
    lemma = verb.lemma_.lower()
    for child in verb.children:
        if child.i == noun.i or child.dep_ in ("aux", "aux:tense", "aux:pass", "auxpass", "neg", "punct", "cc", "conj",
                                               "advcl", "parataxis", "mark", "expl:comp", "expl:pv", "expl"):
            continue
        if child.dep_ in OBJ | {"acomp", "xcomp", "ccomp", "oprd", "attr"} and not (house_object and child.dep_ in OBJ):
            return False
        phrase = list(child.subtree)
        anchors = [t for t in phrase if t.like_num or t.lemma_.lower() in HOUSE_NAMES | WHOLE_HOUSE | ALL_MEMBERS
                   or t.lower_ in HOUSE_NAMES | ALL_MEMBERS or (_time_word(t) and t.lower_ not in _SUBJECT_OUTCOME_COMPLEMENTS)]
        if any(not (t in anchors or t.lower_ in _SUBJECT_OUTCOME_COMPLEMENTS or t.is_punct) for t in phrase):
            return False
        if len(phrase) > 1 and not anchors:
            return False  # "fell by the wayside": a phrase that names no time, House or tally
        if any(t.lower_ in ("vote", "votes", "voix", "division") for t in phrase) and not any(
                t.like_num or t.lower_ in ("voice", "recorded") for t in phrase):
            return False  # « est passée au vote mercredi », "went to a vote": put to a vote, not decided
        if lemma not in PASS_THROUGH and any(t.lower_ == "through" for t in phrase):
            return False  # "the motion fell through": it came to nothing, no vote decided it
    return True


def _subject_outcome(s: Sentence, motion: Motion, noun) -> None:
    """The motion as the subject of a verb that tells its fate without a verb of deciding: "the motion sailed
    through the House", "it fell", "the motion lost 133-171", « la motion est passée », « a échoué », "the motion
    won the support of the House", « a reçu l'appui d'une majorité de députés »."""
    verb = noun.head
    lemma = verb.lemma_.lower()
    # (French verbs of motion take « être », which the parser reads as a passive: « est passée », « est tombée »)
    subject = noun.dep_ in SUBJ or noun.dep_ in SUBJPASS and lemma in FRENCH_ETRE_VERBS
    if noun.dep_ == "ROOT" and noun.pos_ in ("NOUN", "PROPN"):
        # "The motion lost by a vote of N to M": the parser, finding no verb, hangs the fate verb on the noun
        # as a participle ("the motion (that was) lost"); with no verb of its own, the sentence tells it
        fates = [c for c in noun.children if c.dep_ == "acl" and c.tag_ == "VBD" or (
            c.dep_ == "acl" and c.tag_ == "VBN" and c.lemma_.lower() in SUBJECT_NEGATIVED | SUBJECT_ADOPTED | PASS_THROUGH
            and not any(a.dep_ in ("auxpass", "aux:pass") for a in c.children))]
        if len(fates) == 1 and fates[0].lemma_.lower() in SUBJECT_NEGATIVED | SUBJECT_ADOPTED | PASS_THROUGH:
            verb, lemma, subject = fates[0], fates[0].lemma_.lower(), True
    if not subject or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb):
        return
    if s.negated(verb):
        # "the motion did not succeed", « la motion n'a pas passé »: not adopted (a fall denied tells nothing;
        # nor does a question, a future or a conditional: "would not have passed", « ne passera pas »)
        told = [verb, *(c for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass", "auxpass"))]
        if lemma in SUBJECT_ADOPTED and _complement_words_only(verb, noun) and not s.sent.text.rstrip().endswith("?") \
                and not _negated_with_yet(verb) and not (s.lang == "fr" and any(french_future(t) for t in told)) \
                and not any("Cnd" in t.morph.get("Mood") or "Fut" in t.morph.get("Tense") or t.lower_ in (
                    "would", "could", "might", "will", "may", "should", "must", "can", "wo", "ca") for t in told) \
                and not any(c.dep_ == "mark" for c in verb.children) and verb.dep_ in ("ROOT", "conj"):
            motion.outcome = "Negatived"
        return
    if _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
        return
    outcome = None
    if lemma in PASS_THROUGH and any(c.lower_ == "through" for c in verb.children) \
            and _complement_words_only(verb, noun):
        outcome = "Adopted"
    elif lemma in SUBJECT_ADOPTED | SUBJECT_NEGATIVED and _complement_words_only(verb, noun):
        outcome = "Adopted" if lemma in SUBJECT_ADOPTED else "Negatived"
    elif lemma == "clear" and any(o.lemma_.lower() in WHOLE_HOUSE or o.lower_ in WHOLE_HOUSE for o in _children(verb, OBJ)) \
            and not any(_other_body(o) for o in _children(verb, OBJ)) and _complement_words_only(verb, noun, house_object=True):
        outcome = "Adopted"  # "the motion cleared the House" (not "cleared the Senate", "cleared committee")
    elif lemma in OBTAIN:
        for obj in _children(verb, OBJ):
            if obj.lemma_.lower() not in SUPPORT_NOUNS:
                continue
            unanimous = any(c.lower_ in ("unanimous", "unanime") for c in obj.children)
            whose = [t for c in obj.children if c.dep_ in ("prep", "nmod") for t in ([c] if c.dep_ == "nmod" else _children(c, {"pobj"}))]
            house = any(t.lemma_.lower() in WHOLE_HOUSE | MAJORITY or t.lower_ in WHOLE_HOUSE | MAJORITY or (
                (t.lemma_.lower() in ALL_MEMBERS or t.lower_ in ALL_MEMBERS) and not any(
                    c.dep_ in ("nummod", "amod", "compound") for c in t.children)) for t in whose)
            if (unanimous or house) and not any(_other_body(t) for t in whose):
                outcome = "Adopted"
                if unanimous and not house:
                    _mark_unanimous(motion, manner_only=True)
    if outcome is not None and not _against_the_tally(motion, outcome == "Negatived", _tally(s.sent.text)):
        motion.outcome = outcome


# the vote that decides a tie: "cast the deciding vote against the motion", « a utilisé sa voix prépondérante pour
# la motion », "broke the tie by voting for it"
DECIDING_VOTE_WORDS = {"deciding", "casting", "tie-breaking", "tiebreaking", "decisive", "prépondérante", "décisive"}
CAST = {"cast", "use", "exercise", "give", "utiliser", "exercer", "donner", "accorder"}
TIE_NOUNS = {"tie", "deadlock", "égalité", "impasse"}
TIE_BREAK = {"break", "briser", "rompre", "trancher"}


def _casting_vote(s: Sentence, motion: Motion, noun) -> None:
    """A tie decided by one vote: "X cast the deciding vote against the motion" (negatived), "broke the tie by
    voting for it", « a exercé sa voix prépondérante en faveur de la motion » (adopted); not one to come ("would
    cast the deciding vote"), nor a deciding vote told without its side."""
    side, verb = None, None
    tok = noun
    for _ in range(3):  # from the motion up to the vote: "the deciding vote against the motion"
        if tok.head.i == tok.i:
            break
        tok = tok.head
        if tok.lemma_.lower() in ("vote", "voix") and tok.pos_ == "NOUN" and any(
                c.lower_ in DECIDING_VOTE_WORDS or c.lemma_.lower() in ("decide", "break") and c.dep_ == "amod"
                for c in tok.children) and tok.head.lemma_.lower() in CAST and tok.dep_ in OBJ:
            verb = tok.head
            words_ = {t.lower_ for t in noun.doc[tok.i:noun.i]}
            side = "against" if words_ & {"against", "contre"} else "for" if words_ & {"for", "favour", "favor", "faveur", "pour"} else None
            break
    decision = noun.head
    if verb is None and noun.dep_ in OBJ and decision.lemma_.lower() in ADOPT | DEFEAT and decision.dep_ in ("advcl", "xcomp") \
            and decision.head.lemma_.lower() in CAST and any(
                o.lemma_.lower() in ("vote", "voix") and any(c.lower_ in DECIDING_VOTE_WORDS for c in o.children)
                for o in _children(decision.head, OBJ)):
        # "X used his casting vote to pass the motion", « a utilisé sa voix prépondérante pour adopter la
        # motion »: the infinitive tells what the deciding vote did
        verb = decision.head
        side = "against" if decision.lemma_.lower() in DEFEAT else "for"
    if verb is None:
        for v in s.sent:
            if v.lemma_.lower() in ("vote", "voter") and v.pos_ == "VERB" and v.head.i != v.i and any(
                    h.lemma_.lower() in TIE_BREAK and any(o.lemma_.lower() in TIE_NOUNS for o in _children(h, OBJ))
                    for h in (v.head, v.head.head)):
                side = _vote_side(v, noun)
                verb = next(h for h in (v.head, v.head.head) if h.lemma_.lower() in TIE_BREAK)
                break
    if side is None or verb is None or s.quoted(verb) or s.negated(verb) or not_yet(s, verb) or _undecided(s, verb) \
            or _unreal(s, verb):
        return
    if any(t.lemma_.lower() in OTHER_BODIES or t.lower_ in OTHER_BODIES for subj in _children(verb, SUBJ) for t in subj.subtree):
        return  # "the committee chair cast the deciding vote": a committee's tie, not the House's
    motion.outcome = "Adopted" if side == "for" else "Negatived"


WITHDRAW = {"withdraw", "retirer"}


def _withdrawn(s: Sentence, motion: Motion, noun) -> None:
    """"X withdrew the motion", "the motion was withdrawn", « le Bloc a retiré sa motion »: withdrawn (not
    "refused to withdraw it", "will withdraw it", "withdrew its support for the motion")."""
    verb = noun.head
    if verb.lemma_.lower() not in WITHDRAW or noun.dep_ not in OBJ | SUBJPASS or verb.pos_ not in ("VERB", "AUX"):
        return
    if s.quoted(verb) or s.negated(verb) or _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb):
        return
    if verb.dep_ in ("xcomp", "ccomp", "advcl", "acl", "relcl", "acl:relcl") and (
            verb.tag_ == "VB" or "Inf" in verb.morph.get("VerbForm")) and verb.head.lemma_.lower() not in DONE_HEADS:
        return  # "refused to withdraw it", "was asked to withdraw it", « a accepté de retirer »: no act told
    motion.outcome = "Withdrawn"


def _about_motion(verb, noun) -> bool:
    if noun.head.i == verb.i and noun.dep_ in OBJ | SUBJPASS | SUBJ | {"obl:arg", "obl"}:
        return True
    if verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("see", "voir") and noun.head.i == verb.head.i \
            and noun.dep_ in OBJ and noun.i < verb.i:
        return True  # « X a vu son projet de loi adopté par ... », "X saw her bill pass 164 to 137"
    if _participle_read_as_verb(verb, noun):
        return True
    if _tally_between(verb, noun):
        return True  # « a rejeté par 181 voix contre 117 la motion »: the tally's « contre N » took the object in
    if noun.dep_ == "nmod" and noun.head.lemma_.lower() == "unanimité" and noun.head.head.i == verb.i:
        return True  # « ont adopté à l'unanimité la motion »: and on the manner phrase before it
    if _object_after_a_set_off_phrase(verb, noun):
        return True
    if noun.dep_ == "pobj" and noun.head.head.i == verb.i and noun.head.lower_ in ("down", "to", "against", "à") \
            and not any(c.dep_ in OBJ for c in verb.children):
        return True  # "voted down the motion", "agreed to the motion" (not "adopted an amendment to the motion")
    if verb.head.i == noun.i and verb.dep_ in ("relcl", "acl", "acl:relcl"):
        return True
    if _relative_about_motion(verb, noun):
        return True
    if verb.dep_ == "acl" and _past_participle(verb) and verb.head.head.i == noun.i and verb.head.dep_ in ("nmod", "amod"):
        return True  # « la motion conservatrice adoptée aux Communes »: the parser hangs the participle on the adjective
    if _participle_right_after(verb, noun):
        return True  # « X a parrainé la motion, adoptée mercredi », « X, auteur de la motion adoptée mercredi »
    # "rejecting it", "blocked the proposal" after the motion was named; « une seconde motion, elle aussi
    # adoptée ... »: the pronoun the passive takes the motion up by
    return any(c.dep_ in OBJ | SUBJPASS and c.lower_ in ("it", "la", "proposal")
               or c.dep_ in SUBJPASS and c.lower_ == "elle" for c in verb.children)


def _right_after(verb, noun) -> bool:
    """Does `verb` follow the motion's phrase at once (or after a comma)?"""
    end = max(t.i for t in noun.subtree if t.i < verb.i) if any(t.i < verb.i for t in noun.subtree) else noun.i
    between = noun.doc[end + 1:verb.i]
    return len(between) <= 1 and all(t.text == "," for t in between)


def _participle_right_after(verb, noun) -> bool:
    """Is `verb` a past participle that follows the motion's phrase at once (or after a comma), with no
    subject of its own, though the parser hung it elsewhere: « la motion, adoptée mercredi par la Chambre »
    read as the main verb's adverbial, « auteur de la motion adoptée mercredi » as the author's?"""
    if not _past_participle(verb) or verb.head.i == noun.i or verb.dep_ not in ("acl", "advcl", "amod", "conj") \
            or any(c.dep_ in SUBJ | {"aux", "aux:tense", "aux:pass"} for c in verb.children):
        return False
    return _right_after(verb, noun)


# what a phrase set off between a verb and its object may be made of: a manner or a time (« à l'unanimité,
# lundi, », "unanimously on Monday,"), which the parser may take the object for the last of
_SET_OFF_DEPS = {"obl", "obl:arg", "obl:mod", "appos", "nmod", "npadvmod", "advmod", "pobj", "prep", "conj"}


def _object_after_a_set_off_phrase(verb, noun) -> bool:
    """« Les députés ont adopté à l'unanimité, lundi, une motion de X », which the parser reads as a list (the
    motion a conjunct of « unanimité »): the House (or all its members) deciding, no object of its own, and
    the motion the last conjunct of the phrase set off before it, with no « et » / "and" before it (« ont
    adopté à l'unanimité le rapport et la motion » coordinates two objects, which the parse gets right)."""
    if noun.dep_ != "conj" or noun.i < verb.i or any(c.dep_ == "cc" for c in noun.children) \
            or any(c.dep_ in OBJ for c in verb.children) or not _house_decides(verb):
        return False
    head = noun.head
    for _ in range(3):
        if head.i == verb.i or head.dep_ not in _SET_OFF_DEPS or head.i > noun.i:
            return False
        if head.head.i == verb.i:
            return head.dep_ in ("obl", "obl:arg", "obl:mod", "npadvmod", "advmod", "prep")
        head = head.head
    return False


def _opposers(s: Sentence, motion: Motion, verb=None) -> None:
    people = []
    if verb is not None and not s.passive(verb):
        agent = _subject(s, verb)[0]
        if agent is not None:
            people.append(agent)
    elif verb is not None:
        agent = _by_agent(verb, s)
        if agent is not None:
            people.append(agent)
    if verb is None:
        for m in s.mentions:
            if m.tokens[0] >= s.sent.start and m.tokens[1] <= s.sent.end and m.entity.kind in ("person", "party"):
                tok = s.sent.doc[m.tokens[1] - 1]
                if tok.dep_ in SUBJ:
                    people.append(m.entity)
    for p in people:
        if p.kind in ("person", "party") and p.key not in [o.key for o in motion.opposed]:
            motion.opposed.append(p)


def _subjects(s: Sentence, motion: Motion, tokens) -> None:
    idx = {t.i for t in tokens}
    for m in s.mentions:
        if m.tokens[0] in idx and m.entity.kind in ("org",) and m.entity.iri is not None:
            if str(m.entity.iri).endswith(("/house-of-commons", "/government-of-canada")):
                # the House that decides it and the government that most motions call on are parties to
                # every motion ("calls on the government to ..."), not what this one is about
                continue
            if m.entity.key not in [x.key for x in motion.subjects]:
                motion.subjects.append(m.entity)


# what a motion's own clause may tell besides its content: its moving, its deciding, its debate
TELLS_THE_ACT = MOVE | ADOPT | DEFEAT | {"vote", "voter", "debate", "débattre"}


def _dates_the_thing_only(verb) -> bool:
    """Is `verb` a participle or a relative clause modifying a noun deep in a complement of the main clause
    (the object of a preposition, or of an infinitive or gerund that hangs on one): "apologized for
    recording a video that aired on Saturday", « s'est excusé pour un message diffusé samedi »? The
    day it names dates that thing, not the act of the clause above it."""
    if verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in ("acl", "relcl", "acl:relcl"):
        return False
    noun = verb.head
    if noun.pos_ != "NOUN" or noun.lemma_.lower() in MOTION | _PERSON_WORDS or noun.i == noun.head.i \
            or any(c.lower_ in ("who", "whom") for c in verb.children):
        return False  # (a person's clause tells that person's own act: "X, who delivered it on Wednesday")
    # up from the noun to the main clause's verb: through a preposition (or a French case-marked
    # complement), with an object of a non-finite verb on the way
    if _framing_preposition(noun):
        return False
    tok, through_preposition = noun, False
    for _ in range(6):
        if tok.head.i == tok.i:
            return False
        if tok.dep_ in ("pobj", "obl", "obl:arg", "nmod") or tok.dep_ == "prep":
            through_preposition = True
        elif tok.dep_ in ("dobj", "obj") and tok.head.pos_ in ("VERB", "AUX") and tok.head.dep_ in (
                "pcomp", "advcl", "acl", "xcomp") and tok.head.head.i != tok.head.i:
            through_preposition = True  # "for recording a video ...", « pour avoir enregistré un message ... »
        elif tok.dep_ not in ("pcomp", "advcl", "acl", "xcomp", "conj", "appos", "compound", "flat"):
            return False  # (the subject or the object of the main verb: "the video aired Saturday drew ...")
        tok = tok.head
        if tok.i == tok.sent.root.i:
            return through_preposition
    return False


# prepositions that set the act inside the thing ("said in a video released on Saturday", "during the debate
# held on Monday", « dans une vidéo diffusée samedi »): the thing's day is then the act's
# (and the source the main clause is told from: "according to a statement released on Tuesday", « selon un
# communiqué publié mardi »: that release is the telling)
FRAMING_PREPOSITIONS = {"in", "during", "at", "amid", "throughout", "within", "dans", "en", "pendant", "durant", "lors",
                        "à", "au", "aux", "cours", "selon", "according"}


def _framing_preposition(noun) -> bool:
    marks = [c for c in noun.children if c.dep_ in ("case", "fixed")]
    if noun.dep_ == "pobj":
        marks.append(noun.head)
        if noun.head.head.i != noun.head.i:
            marks.append(noun.head.head)  # "according to"
    return any(m.lower_ in FRAMING_PREPOSITIONS or any(f.lower_ in FRAMING_PREPOSITIONS for f in m.children)
               for m in marks)


_PERSON_WORDS = words("shared", "person_nouns") | words("shared", "human_nouns")
_FRENCH_PARTICIPLE = re.compile(r"(?:é|i|u|it)e?s?$")
# words that go on a day's phrase after a participle: « diffusé samedi dernier », « le 2 décembre au soir »
_DAY_PHRASE_POS = {"NOUN", "PROPN", "NUM", "DET", "ADJ", "ADV"}


def _thing_date_tokens(tok) -> set[int]:
    """The tokens of a clause that modifies a noun of a complement, when `tok` heads one
    (_dates_the_thing_only), or of a French participle right after such a noun with its day, which the
    small parser may hang the other way round (« un message diffusé samedi », « samedi » its head)."""
    if _dates_the_thing_only(tok):
        return {x.i for x in tok.subtree}
    participle = tok.pos_ == "VERB" and "Part" in tok.morph.get("VerbForm") and "Past" in tok.morph.get("Tense") or (
        # (a French participle the small parser tagged as an adjective: « une vidéo diffusée samedi »)
        tok.lang_ == "fr" and tok.pos_ == "ADJ" and tok.dep_ == "amod" and _FRENCH_PARTICIPLE.search(tok.lower_) is not None)
    if not participle or tok.i == 0 or tok.i <= tok.sent.root.i or any(c.dep_.startswith("aux") for c in tok.children):
        return set()
    noun = tok.doc[tok.i - 1]
    if noun.pos_ != "NOUN" or noun.lemma_.lower() in MOTION | _PERSON_WORDS or noun.i == noun.sent.root.i \
            or noun.head.i == noun.sent.root.i and noun.dep_ in SUBJ | OBJ or _framing_preposition(noun):
        return set()  # (the main verb's own object: « a présenté la motion adoptée lundi » is left to the motion rules)
    run, i = {tok.i}, tok.i + 1
    while i < tok.sent.end and tok.doc[i].pos_ in _DAY_PHRASE_POS:
        run.add(i)
        i += 1
    return run if tok.lower_ not in WEEKDAYS_FR and any(
        tok.doc[j].lower_ in WEEKDAYS_FR or tok.doc[j].like_num for j in run if j != tok.i) else set()


def thing_date_spans(doc) -> list[tuple[int, int]]:
    """Character spans (in `doc`'s text) of the days that date a thing a complement names, not an act
    (_thing_date_tokens): blanked before the day of a sentence or of an article's lead is read."""
    spans = []
    for sent in doc.sents:
        for tok in sent:
            for i in sorted(_thing_date_tokens(tok)):
                t = doc[i]
                spans.append((t.idx, t.idx + len(t.text)))
    return spans


def _career_forms() -> frozenset[str]:
    stems = words("shared", "career_participles", "fr")
    return frozenset(w + ending for w in stems for ending in ("", "e", "s", "es"))


_CAREER_FORMS = _career_forms()
_CAREER_DAY_WORDS = WEEKDAYS_FR | {"hier", "dernier", "dernière", "passé", "passée"} | set(_MONTHS_FR)
_APPOSITION_END = {",", ".", ";", ":", "!", "?", "(", ")", "—", "–"}


def _career_apposition_tokens(tok) -> set[int]:
    """French: the tokens of a participle of a career set off as an apposition on a person, with its
    day (« sa collègue X, élue en septembre, », « Nommée en 2019, la ministre a ... »): when the person
    was elected or appointed, not the time of the act the sentence tells. From the participle to the
    next comma, when that stretch names a day, month or year and holds no verb of its own. The
    participle opens the sentence or follows a comma (no auxiliary: « elle a été élue en 2015 » is the
    sentence's own statement)."""
    if tok.lang_ != "fr" or tok.lower_ not in _CAREER_FORMS:
        return set()
    sent = tok.sent
    if tok.i != sent.start and tok.doc[tok.i - 1].text != ",":
        return set()
    run, i = [tok.i], tok.i + 1
    while i < sent.end and tok.doc[i].text not in _APPOSITION_END and len(run) < 15:
        run.append(i)
        i += 1
    if i >= sent.end or len(run) == 15:
        return set()  # (not closed by a comma or the sentence's end: not a stretch set off)
    rest = [tok.doc[j] for j in run[1:]]
    if any(t.pos_ in ("VERB", "AUX") and "Fin" in t.morph.get("VerbForm") for t in rest):
        return set()
    if not any(t.lower_ in _CAREER_DAY_WORDS or t.like_num and len(t.text) == 4 and t.text.isdigit() for t in rest):
        return set()
    return set(run)


# a relative clause's word that opens it as its subject, or as the possessor of its subject
# ("whose office", « dont le bureau »)
_RELATIVE_SUBJECTS = {"which", "who", "qui", "lequel", "laquelle"}
_RELATIVE_POSSESSORS = {"whose", "dont"}


def _non_restrictive_relative(tok) -> bool:
    """Does `tok` head a relative clause set off by a comma, about its antecedent ("X, who was named
    minister on Monday, ...", "X, whose office was vandalized on Monday, ...", « X, qui a été nommée
    mardi, », « X, dont le bureau a été saccagé lundi, »)? What it tells, and its day, is not the
    sentence's own act."""
    if not (tok.dep_ in ("relcl", "acl:relcl") or relative_clause_left_loose(tok)) or tok.i <= tok.sent.start:
        return False
    first = min(x.i for x in tok.subtree)
    if tok.doc[first - 1].text != ",":
        return False
    return any(c.lower_ in _RELATIVE_SUBJECTS and c.dep_ in SUBJ | SUBJPASS for c in tok.children) \
        or tok.doc[first].lower_ in _RELATIVE_POSSESSORS


def aside_date_spans(doc) -> list[tuple[int, int]]:
    """Character spans (in `doc`'s text) of the asides that tell a person's career step: a relative
    clause of a verb of a career set off by commas ("X, who was elected leader on Sunday, ...", « X, qui
    a été nommée mardi, ») and a French participle of a career set off as an apposition (« X, élu
    dimanche, »: _career_apposition_tokens). Their days are when that person was elected or named, an
    earlier step, not the day of the story the sentence tells: blanked before the day of an article's
    lead is read. (Another relative clause's day may well be the story's: "X, who apologized on
    Wednesday, made his remarks hours before": left.)"""
    career = words("shared", "career_verbs")
    spans = []
    for sent in doc.sents:
        hidden = set()
        for tok in sent:
            if _non_restrictive_relative(tok) and (tok.lemma_.lower() in career or tok.lower_ in _CAREER_FORMS):
                hidden.update(x.i for x in tok.subtree)
            hidden.update(_career_apposition_tokens(tok))
        spans += [(doc[i].idx, doc[i].idx + len(doc[i].text)) for i in sorted(hidden)]
    return spans


def _main_clause_text(sent) -> str:
    """The sentence with the complement clauses of verbs of saying blanked out (same length)."""
    hidden = set()
    saying = speech_verbs()
    for tok in sent:
        if tok.lemma_.lower() in saying and tok.pos_ in ("VERB", "AUX"):
            for c in tok.children:
                if c.dep_ == "ccomp":
                    hidden.update(x.i for x in c.subtree)
        # a non-restrictive relative clause describes its antecedent ("the bill, which follows the
        # report of May 4, passed"): its day is not the sentence's
        if _non_restrictive_relative(tok):
            hidden.update(x.i for x in tok.subtree)
        # what a motion says ("a motion recognizing August 1 as Emancipation Day", « une motion demandant
        # ... d'ici le 1er mars »): its days are the motion's content, not when it was moved or decided
        if tok.dep_ in ("acl", "relcl", "acl:relcl") and tok.head.lemma_.lower() in MOTION and tok.pos_ == "VERB" \
                and tok.lemma_.lower() not in TELLS_THE_ACT and not _past_participle(tok):
            hidden.update(x.i for x in tok.subtree)
            # (and the rest of the motion's phrase after it, which the parser may hang on the noun: « une
            # motion demandant ... d'ici le 31 mars »), but not a participle of its moving or deciding
            acts = {x.i for c in tok.head.children if c.lemma_.lower() in TELLS_THE_ACT for x in c.subtree}
            hidden.update(x.i for x in tok.head.subtree if x.i > tok.i and x.i not in acts)
        # a clause that modifies a noun of a complement ("his apology for the video that aired on Saturday",
        # « des excuses pour un message diffusé samedi »): its day is the thing's (when it aired), not the
        # day of the main clause's act; a clause of its own, it keeps that day for its own words (clause_dates)
        hidden.update(_thing_date_tokens(tok))
        hidden.update(_career_apposition_tokens(tok))
    text = sent.text
    if hidden:
        out = []
        for tok in sent:
            words = tok.text_with_ws
            out.append(" " * len(words) if tok.i in hidden else words)
        text = "".join(out)
    return blank_quotations(text)


OBTAIN = {"obtain", "get", "receive", "win", "secure", "gain", "obtenir", "recevoir", "recueillir"}
# having it: only its absence tells the outcome ("did not have consent", « n'a pas eu le consentement »);
# "had the consent of the House to ..." may tell how a thing was done, not a request decided
HAVE = {"have", "avoir"}


def _consent_outcome(s: Sentence, motion: Motion) -> None:
    """Consent refused: "the NDP refused consent", "consent was denied", "could not obtain / did not
    get / failed to receive unanimous consent", « n'a pas obtenu le consentement », "the chair ruled
    there was no consent", « il n'y a pas eu consentement »."""
    if motion.outcome is None and NO_CONSENT.search(blank_quotations(s.sent.text)):
        _mark_unanimous(motion, manner_only=False)
        motion.outcome = "ConsentRefused"
        return
    for verb in s.sent:
        if s.quoted(verb) or verb.pos_ not in ("VERB", "AUX"):
            continue
        lemma = verb.lemma_.lower()
        if lemma == "turn" and any(c.lower_ == "down" and c.dep_ == "prt" for c in verb.children):
            lemma = "reject"  # "turned down"
        about = any(c.dep_ in OBJ | SUBJPASS and (c.lemma_.lower() in ("consent", "consentement") or _consent_request_noun(c)
                                                  or _request_taken_up(s, c, motion))
                    for c in verb.children)
        if not about and lemma in REQUEST_ENDS and not s.negated(verb) and any(
                c.dep_ in SUBJ and _request_taken_up(s, c, motion) for c in verb.children):
            lemma = "reject"  # "the request died there", « la demande a échoué »: no consent
            about = True
        if not about:
            continue
        # "failed to obtain", « a refusé de donner son consentement »
        failed = verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("fail", "échouer", "refuse", "refuser", "decline")
        if (lemma in DEFEAT and not s.negated(verb)) or (lemma in OBTAIN | GIVE and (s.negated(verb) or failed)) or (
                lemma in HAVE and s.negated(verb) and not _a_condition(verb)):
            _mark_unanimous(motion, manner_only=False)
            motion.outcome = "ConsentRefused"
            _opposers(s, motion, verb)
        elif lemma in OBTAIN | GIVE and motion.outcome is None and not (
                _undecided(s, verb) or not_yet(s, verb) or _unreal(s, verb)) and (
                verb.dep_ not in ("xcomp", "ccomp", "advcl", "acl", "relcl", "acl:relcl") or verb.head.lemma_.lower() in DONE_HEADS
                or _after_colon(verb)):
            # "X was given / obtained / received unanimous consent", « le consentement a été accordé »: the
            # consent asked was given (not "sought to obtain", "will need to get", "if consent is given")
            _mark_unanimous(motion, manner_only=False)
            motion.outcome = "Adopted"


def _a_condition(verb) -> bool:
    """Is the clause of `verb` a condition ("if he does not have consent", « s'il n'a pas le consentement »)?"""
    return any(c.dep_ == "mark" and c.lower_ in ("if", "unless", "si", "s'", "s’") for c in verb.children) or \
        "Cnd" in verb.morph.get("Mood")


def _after_colon(verb) -> bool:
    """Is `verb` a clause of its own after a colon or semicolon that the parser hung on the clause
    before it ("Nobody stirred: the request was granted", « Personne n'a bronché : la demande a été
    accordée »)? It states what it tells, as a main clause does."""
    head = verb.head
    return head.i < verb.i and any(t.text in (":", ";") for t in verb.doc[head.i + 1:verb.i]) and not any(
        c.dep_ in ("mark",) for c in verb.children)


# consent lacking, the motion falls: "for lack of unanimous consent", « faute de consentement (unanime) »
LACK_OF_CONSENT = re.compile(r"\bfor\s+(?:lack|want)\s+of\s+(?:the\s+)?(?:unanimous\s+)?consent"
                             r"|\bfaute\s+(?:de|du)\s+consentement", re.I)
# consent told absent, in the past ("there was no unanimous consent", « il n'y a pas eu consentement »,
# « il n'y avait pas unanimité »; not "if there is no consent", « s'il n'y a pas consentement »)
NO_CONSENT = re.compile(r"(?<!\bif\s)\bthere\s+was\s+no\s+(?:unanimous\s+)?consent\b"
                        r"|(?<!\bs['’])\bil\s+n['’]\s*y\s+(?:a\s+pas\s+eu|avait\s+pas)\s+(?:de\s+)?(?:consentement|unanimité)\b",
                        re.I)
# giving consent: "consent was not granted", « le consentement n'a pas été accordé »
GIVE = {"grant", "give", "accord", "accorder", "donner", "octroyer"}
# a request for consent named by a noun: "X's request for unanimous consent", « la demande de consentement »
REQUEST_NOUNS = {"request", "bid", "attempt", "demande", "tentative", "requête"}


# what becomes of a request for consent that did not get it ("the request died there", « sa demande a échoué »)
REQUEST_ENDS = {"die", "fail", "collapse", "échouer", "mourir", "avorter"}


def _request_taken_up(s: Sentence, tok, motion: Motion) -> bool:
    """Is `tok` a definite mention of a request ("the request", "her request", « la demande ») that takes up
    `motion`, a request for consent told before (the one request in reach: motion_reference.py)? Not a
    request of something named ("the request for a recorded division", « la demande de vote »)."""
    if tok.lemma_.lower() not in REQUEST_NOUNS or not reference.is_mention(tok):
        return False
    if any(c.dep_ in ("prep", "nmod", "acl", "relcl", "acl:relcl") for c in tok.children):
        return False
    return reference.antecedent(s.discourse, "request") is motion


def _consent_request_noun(tok) -> bool:
    """Is this noun a request for consent ("her request for unanimous consent", « sa demande de consentement »)?"""
    return tok.lemma_.lower() in REQUEST_NOUNS and tok.pos_ == "NOUN" and any(
        t.lemma_.lower() in ("consent", "consentement") for t in tok.subtree)


# verbs of holding to a claim: what their clause tells is the speaker's side of a dispute
CLAIM_VERBS = {"insist", "claim", "maintain", "argue", "contend", "assert", "swear", "deny", "insister", "affirmer",
               "soutenir", "prétendre", "maintenir", "jurer", "nier"}
NOBODY = {"no", "nobody", "none", "aucun", "aucune", "personne", "nul"}


def _said_no(s: Sentence, motion: Motion) -> bool:
    """"X said no", « X a dit non »: a member refusing the consent a motion asked for."""
    for verb in s.sent:
        lemma = verb.lemma_.lower()
        if lemma == "call" and any(c.lower_ == "out" for c in verb.children):
            lemma = "shout"  # "members called out no"
        if lemma not in ("say", "dire", "shout", "yell", "cry", "crier", "répondre", "answer") or s.quoted(verb):
            continue
        if not any(c.lower_ in ("no", "non", "nay") and c.i > verb.i for c in verb.children) or s.negated(verb):
            continue
        if verb.dep_ in ("ccomp", "xcomp", "parataxis") and verb.head.lemma_.lower() in speech_verbs(s.lang) | CLAIM_VERBS:
            continue  # "X insists he said no", « X affirme avoir dit non »: a claim in a dispute, not the outcome told
        if any(c.dep_ in SUBJ and (c.lower_ in NOBODY or any(d.lower_ in NOBODY for d in c.children))
               for c in verb.children):
            _mark_unanimous(motion, manner_only=False)  # "no member said no", "nobody said no": consent was given
            motion.outcome = "Adopted"
            return True
        motion.outcome = "ConsentRefused"
        _mark_unanimous(motion, manner_only=False)
        _opposers(s, motion, verb)
        return True
    return False


# verbs of a member or a party refusing what is asked of them: with a request for unanimous consent
# before them, one such refusal refuses the consent ("the Liberals objected", « le Bloc s'y est opposé »)
OBJECT_VERBS = {"object", "oppose", "refuse", "block", "deny", "veto", "opposer", "refuser", "bloquer"}
# what such a verb may take when it refuses the request itself: nothing, a pronoun for it, the request
REQUEST_WORDS = {"it", "that", "this", "y", "la", "le", "l'", "l’", "consent", "consentement", "request", "demande",
                 "motion", "proposal", "proposition", "bid", "attempt", "tentative"}


def _objected(s: Sentence, motion: Motion) -> bool:
    """"X objected", "the Conservatives refused", « le Bloc s'y est opposé »: after a request for unanimous
    consent with no outcome yet, a member's or a party's refusal refuses the consent."""
    if not _by_consent(motion) or motion.outcome is not None:
        return False
    for verb in s.sent:
        if verb.lemma_.lower() not in OBJECT_VERBS or verb.pos_ not in ("VERB", "AUX") or s.quoted(verb) \
                or s.negated(verb) or not_yet(s, verb) or _unreal(s, verb) or _undecided(s, verb):
            continue
        subjects = _children(verb, SUBJ)
        if not subjects and any(c.lower_ in ("se", "s'", "s’") and c.dep_.startswith("expl") for c in verb.children):
            subjects = _children(verb, SUBJPASS)  # « les libéraux s'y sont opposés » parsed as a passive
        if not subjects and verb.dep_ in ("acl", "acl:relcl") and not _children(verb, {"nsubj", "mark"}) and any(
                c.dep_ in ("aux", "aux:tense", "aux:pass") for c in verb.children):
            subjects = [verb.head]  # « des libéraux s'y sont opposés » read as a noun and its modifier
        if not subjects or any(t.lemma_.lower() in MOTION | DECIDABLE | {"consent", "consentement"} for t in subjects):
            continue  # "the motion was blocked" is told by the verbs of deciding; "consent was denied" too
        # what is refused: the object, "to ..." / « à ... » (not a time or place phrase)
        heads = [c for c in verb.children if (c.dep_ in OBJ | {"iobj", "obl:arg"} or c.dep_ in ("xcomp", "ccomp"))
                 and c.lower_ not in ("se", "s'", "s’")]
        heads += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
        heads += [c for c in verb.children if c.dep_ == "obl" and any(k.lower_ in ("à", "au") for k in c.children)]
        if any(h.lemma_.lower() not in REQUEST_WORDS and h.lower_ not in REQUEST_WORDS for h in heads):
            continue  # "refused to answer", "opposed the tax", « s'opposent à la taxe »: about something else
        if any(t.lower_ in NOBODY or any(c.lower_ in NOBODY for c in t.children) for t in subjects):
            motion.outcome = "Adopted"  # "nobody objected", « personne ne s'y est opposé »: consent was given
            return True
        motion.outcome = "ConsentRefused"
        _opposers(s, motion, verb)
        return True
    return False
