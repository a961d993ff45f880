"""Refusal: a member declining a request (to apologize, to withdraw), by a verb or a noun ("his refusal to ...").

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..groups import unresolved_plural
from ..grammar import (CONDITION_MARKS, NOT_YET, OBJ, _children, _object, _person, _remark_object,
                       _subject, asked_in_a_question, generic, not_yet)
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, ASK, OFFER, REFUSAL_NOUNS, REFUSE, REMARK, SAY, words

from ..mentions import is_pronoun
from .apology import request_noun_of_a_stray_infinitive, told_by_staff
from .request import request_behind, request_rejected

KIND = "Refusal"


def refuses(s, tok, ev) -> bool:
    """X refuses (to apologize / to do so) / declines"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    rule_out = lemma in words(KIND, "rule_out_verbs", s.lang)
    if (lemma in REFUSE or rule_out) and tok.pos_ == "VERB":
        if generic(s, tok):
            return True
        xcomp = next((c for c in tok.children if c.dep_ in ("xcomp", "ccomp") or _infinitive_complement(c)), None)
        objs = _children(tok, OBJ)
        about_apology = (xcomp is not None and (xcomp.lemma_.lower() in APOLOGIZE or
                         (xcomp.lemma_.lower() in ("do", "faire") and any(c.lower_ in ("so", "it", "le") for c in xcomp.children))))
        if about_apology and xcomp.lemma_.lower() in ("withdraw", "retirer") and _children(xcomp, OBJ) \
                and not _remark_object(xcomp):
            about_apology = False  # « a refusé de retirer sa motion », "refused to withdraw the bill": not words
        if not about_apology and xcomp is not None and xcomp.lemma_.lower() in OFFER:
            # "refused to offer an apology", « a refusé de présenter ses excuses »
            obj = _object(xcomp)
            about_apology = obj is not None and (obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} or (
                # « a refusé de les présenter », the clitic taking up the apology asked for just before
                obj.lower_ in _APOLOGY_CLITICS and d.last_event("RequestToApologize") is not None
                and _apology_noun_before(s)))
        if not about_apology:
            about_apology = _infinitive_after(s, tok, APOLOGIZE)
            if about_apology and xcomp is not None and xcomp.lemma_.lower() in ("withdraw", "retirer") \
                    and _children(xcomp, OBJ) and not _remark_object(xcomp):
                about_apology = False  # "refused to withdraw his support for the motion": not words
        if not about_apology and xcomp is not None and xcomp.lemma_.lower() in ("do", "faire") and any(
                c.lower_ in ("which", "que", "qu'", "qu’") and c.i < tok.i for c in list(xcomp.children) + objs):
            # "Y asked X to withdraw the remark, which X refused to do", « ..., ce qu'il a refusé de faire »:
            # the relative stands for the act just asked for, in the same sentence (not "..., which
            # he refused to do" of a bill after a request told earlier)
            about_apology = any(e.kind == "RequestToApologize" for e in ev.events)
        relative = next((c for c in objs if c.lower_ in ("which", "que", "qu'", "qu’") and c.i < tok.i), None)
        if not about_apology and xcomp is None and relative is not None and (
                tok.dep_ in ("acl:relcl", "relcl") and tok.head.lower_ == "ce"
                or relative.lower_ == "which" and relative.i > 0 and tok.doc[relative.i - 1].text == ","):
            # "Y asked X to apologize, which X refused", « Y a pressé X de s'excuser, ce qu'il a refusé »:
            # the relative stands for the act just asked for in the same sentence
            about_apology = any(e.kind == "RequestToApologize" for e in ev.events)
        if not about_apology and xcomp is None and any(o.lower_ in _APOLOGY_CLITICS and o.i < tok.i for o in objs) \
                and d.last_event("RequestToApologize") is not None and _apology_noun_before(s):
            # « Le Bloc réclamait des excuses; elle les a refusées. »: the object clitic takes up
            # the apology asked for in the sentence before
            about_apology = True
        if rule_out and not about_apology:
            return False  # « a exclu le député de la Chambre »: another sense, left to the other kinds
        # (never a passive: "her request was refused" names no one declining)
        bare = xcomp is None and not objs and not s.passive(tok)
        if bare and tok.dep_ == "conj" and any(e.kind == "Refusal" for e in ev.events):
            about_apology = True  # "X refused to withdraw it, and Y refused as well"
        last_request = d.last_event("RequestToApologize")
        if about_apology or (bare and last_request is not None):
            agent, subject_tok = _subject(s, tok, d.focus_member())
            # (the focus member never stands for a plural that took up nobody: "the two men", three named)
            agent = _person(agent) or (d.focus_member() if not unresolved_plural(s, subject_tok) else None)
            # (a refuser the KB does not know is a misread subject, such as "the chair" that asked:
            # "the chair sent him out after he called Y a name and declined to take it back")
            if agent is not None and agent.iri is not None:
                if about_apology and last_request is None:
                    # the request told after the refusal, in its clause: « ..., comme le lui demandait X »
                    made = [r for r in request_behind(s, tok, agent, ev) if r is not None]
                    last_request = made[0] if made else None
                for who in [agent] + [p for p in _likewise(s, tok) if p.key != agent.key]:
                    ev("Refusal", agent=who, related=last_request,
                       confidence=0.8 if about_apology else 0.6)
        return True
    return False


# the object clitics that may take up an apology asked for (« des excuses » → « les », « sa rétractation » → « la »)
_APOLOGY_CLITICS = {"les", "la", "l'", "l’"}


def _apology_noun_before(s) -> bool:
    """Does the sentence before `s` (in its paragraph) hold an apology noun (« des excuses », "an
    apology") that an object clitic of `s` may take up?"""
    doc, start = s.sent.doc, s.sent.start
    before = [x for x in doc.sents if x.end <= start]
    return bool(before) and any(t.pos_ == "NOUN" and t.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}
                                for t in before[-1])


# the past auxiliaries an English clause can stop on, its verb left out because it repeats the one
# just asked for ("X would not.", "X did not, and ...", "but X wouldn't")
_ELLIPTICAL_PAST_AUXILIARIES = {"did", "would"}
_ELLIPSIS_ENDS = {",", ".", ";", ":", "—", "–", "-", "and", "but", "so"}


def declines_by_verb_ellipsis(s, tok, emit) -> bool:
    """"The Speaker asked X to withdraw the remark. X would not." / "X did not, and was named": an
    English negated past auxiliary with its verb left out (the word after the negation ends the
    clause) takes up the act just asked for; said of the member the article's last request was made
    of, it is that member's Refusal (the negated twin of apology.does_as_asked's "X did so"). Not in
    a quotation, a condition or a question (the subject must come before the auxiliary), and not of
    anyone else ("Y would not comment" has its verb; "Y would not." of another member declines
    nothing asked of Y). Reads the mood itself; never takes its token."""
    if s.lang != "en" or tok.lower_ not in _ELLIPTICAL_PAST_AUXILIARIES or s.quoted(tok):
        return False
    doc = tok.doc
    after = tok.i + 1
    if after >= s.sent.end or doc[after].lower_ not in ("not", "n't", "never"):
        return False
    if after + 1 < s.sent.end and doc[after + 1].lower_ not in _ELLIPSIS_ENDS:
        return False  # "X would not comment", "did not do so" (apology.does_as_asked): a verb follows
    clause = tok if tok.dep_ in ("ROOT", "conj") or tok.head.i == tok.i else tok.head
    if any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for h in (tok, clause) for c in h.children):
        return False
    agent, subject = _subject(s, tok)
    if subject is None or subject.i > tok.i:
        agent, subject = _subject(s, clause)
    if subject is None or subject.i > tok.i:
        return False
    agent = _person(agent)
    request = s.discourse.last_event("RequestToApologize")
    if agent is None or request is None or request.target is None or request.target.key != agent.key:
        return False
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False


def says_no(s, tok, emit) -> bool:
    """"Y asked X to withdraw the remark. X said no.", « X a répondu non »: a verb of saying or
    answering whose object is a bare "no" (the clause ends after it) declines what was asked, when
    the article told before that an apology or a withdrawal was asked of that member (not "said no
    further action was needed", nor a "no" to anything else: no request made of X, no refusal).
    Never takes its token (the verb may tell a statement too)."""
    if tok.pos_ != "VERB" or s.quoted(tok) or tok.lemma_.lower() not in SAY | words(KIND, "answer_verbs", s.lang):
        return False
    doc, no = tok.doc, tok.i + 1
    while no < s.sent.end and doc[no].pos_ == "ADV" and doc[no].lower_ not in words(KIND, "no_words", s.lang):
        no += 1  # ("said flatly no", « a répondu simplement non »)
    if no >= s.sent.end or doc[no].lower_ not in words(KIND, "no_words", s.lang) or doc[no].head.i != tok.i:
        return False
    if no + 1 < s.sent.end and doc[no + 1].lower_ not in _ELLIPSIS_ENDS:
        return False  # "said no further action was needed": a "no" of another clause
    # (« Le député a répondu non » after the Chair's request: the member asked)
    agent = _person(_subject(s, tok, s.discourse.focus_member())[0])
    request = _request_made_of(s, agent) if agent is not None and agent.iri is not None else None
    if request is None:
        return False
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False


def nothing_to_apologize_for(s, tok, emit) -> bool:
    """"X said he had nothing to apologize for", "X has nothing to apologize for", "there was nothing
    to retract, X said": holding that there is nothing to apologize for declines the apology asked of
    that member, when the article told before that one was (alone it is a stance). Not as a guess or
    a condition ("would have nothing to ..."), nor negated. Reads the mood itself; never takes its token."""
    if s.lang != "en" or tok.pos_ != "VERB" or tok.lemma_.lower() not in APOLOGIZE or s.quoted(tok):
        return False
    nothing = tok.head
    if tok.dep_ not in ("relcl", "acl") or nothing.lower_ != "nothing" or nothing.head.i == nothing.i:
        return False
    having = nothing.head
    # ("nothing" is itself a negation, and the clause may be reported after a request: only a negation
    # of its own, a modal or a condition of its own keep it from being told)
    if having.lemma_.lower() not in ("have", "be") or told_by_staff(s) or any(
            c.dep_ == "neg" or c.dep_ == "aux" and c.lower_ in NOT_YET or c.dep_ == "mark" and c.lower_ in CONDITION_MARKS
            for c in having.children):
        return False
    if tok.lemma_.lower() == "withdraw" and _children(tok, OBJ) and not _remark_object(tok):
        return False
    if having.lemma_.lower() == "be":  # "there was nothing to apologize for, X said": the one who says so
        having = having.head if having.dep_ in ("ccomp", "parataxis") and having.head.lemma_.lower() in SAY else None
        if having is None:
            return False
    agent = _person(_subject(s, having)[0])
    request = _request_made_of(s, agent, emit) if agent is not None and agent.iri is not None else None
    if request is None:
        return False
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False


def there_will_be_no_apology(s, tok, emit) -> bool:
    """"X said there would be no apology", "X told reporters there will be no apology", "She replied to
    them at her news conference: there would be no apology": saying that no apology will come declines the one asked
    of the speaker, when the article told before that one was (alone it is a stance). Not on a
    condition ("no apology if the report cleared him"), not in a quotation, not a saying denied.
    Never takes its token."""
    if s.lang != "en" or tok.pos_ != "NOUN" or s.quoted(tok) or tok.lemma_.lower() not in APOLOGY_NOUNS \
            or tok.dep_ not in ("attr", "nsubj") or not any(c.lower_ == "no" and c.dep_ == "det" for c in tok.children):
        return False
    be = tok.head
    if be.lemma_.lower() != "be" or not any(c.dep_ == "expl" and c.lower_ == "there" for c in be.children) \
            or any(c.dep_ == "neg" for c in be.children) or any(
                c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in CONDITION_MARKS for m in c.children)
                for c in be.children):
        return False
    saying = words(KIND, "answer_verbs", s.lang) | SAY | {"tell"}
    if be.dep_ in ("ccomp", "parataxis") and be.head.lemma_.lower() in saying:
        verb = be.head  # "X said (that) there would be no apology"
    else:  # "She replied to them: there would be no apology" (the parse makes the answer the clause)
        verb = next((c for c in be.children if c.dep_ in ("ccomp", "parataxis") and c.i < be.i
                     and c.lemma_.lower() in saying), None)
    if verb is None or s.quoted(verb) or s.negated(verb) or not_yet(s, verb):
        return False
    agent = _person(_subject(s, verb, s.discourse.focus_member())[0])
    request = _request_made_of(s, agent, emit) if agent is not None and agent.iri is not None else None
    if request is None:
        return False
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False


def _likewise(s, verb) -> list:
    """Members said to have done the same: "..., as did Y", « ..., tout comme Y », « ainsi que Y »
    after the verb in its sentence (no verb between the phrase and the member)."""
    doc, found = s.sent.doc, []
    phrases = [p.split() for p in words(KIND, "likewise", s.lang)]
    for i in range(verb.i + 1, s.sent.end):
        for phrase in phrases:
            if [t.lower_ for t in doc[i:i + len(phrase)]] != phrase:
                continue
            start = i + len(phrase)
            named = next((m for m in s.mentions if m.entity.kind == "person" and start <= m.tokens[0] <= start + 4
                          and m.tokens[1] <= s.sent.end), None)
            if named is not None and not any(u.pos_ in ("VERB", "AUX") for u in doc[start:named.tokens[0]]):
                found.append(named.entity)
    return found


def _infinitive_complement(clause) -> bool:
    """« s'est refusé à retirer ses propos », « a exclu de s'excuser »: an infinitive the parse hung on
    the verb as an adjectival or adverbial clause, its « à » / « de » the mark, is still the verb's
    complement (what is refused), not a clause of its own."""
    return clause.dep_ in ("acl", "advcl") and clause.pos_ == "VERB" and "Inf" in clause.morph.get("VerbForm") \
        and any(c.dep_ == "mark" and c.lower_ in ("à", "de", "d'", "d’") for c in clause.children)


def _infinitive_after(s, verb, lemmas) -> bool:
    """"refused to apologise", « a refusé de s'excuser » read from the words right after the verb,
    for when the parser took the infinitive for an auxiliary of what follows ("... to apologise saying ...")."""
    i = verb.i + 1
    doc = verb.doc
    if i < s.sent.end and doc[i].lower_ in ("to", "de", "d'", "d’"):
        i += 1
        if i < s.sent.end and doc[i].lower_ in ("s'", "s’", "se"):
            i += 1
        return i < s.sent.end and (doc[i].lemma_.lower() in lemmas or doc[i].lower_ in lemmas)
    return False


def would_not(s, tok, ev) -> bool:
    """« X n'a pas voulu retirer ses propos », « ne veut pas s'excuser »: a verb of wanting (the
    lexicon's unwilling_verbs) negated and told as done or as the present, its infinitive an apology
    or a withdrawal of words, is declining it, as « a refusé de ... » is (not « ne voudrait pas »,
    « ne voudra pas », a guess or what is still to come; not « n'a pas voulu retirer sa motion »).
    Never takes its token."""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "unwilling_verbs", s.lang) or s.quoted(tok) \
            or not s.negated(tok) or tok.morph.get("Mood") == ["Cnd"] or "Fut" in tok.morph.get("Tense") \
            or any(c.dep_.startswith("aux") and ("Cnd" in c.morph.get("Mood") or "Fut" in c.morph.get("Tense"))
                   for c in tok.children) or generic(s, tok):
        return False
    xcomp = next((c for c in tok.children if c.dep_ == "xcomp" and "Inf" in c.morph.get("VerbForm")), None)
    if xcomp is None and s.lang == "fr" and not told_by_staff(s) and not any(
            c.dep_ in OBJ | {"xcomp", "ccomp", "obl", "obl:arg", "iobj"} for c in tok.children):
        # « Y a exhorté X à s'excuser, mais celui-ci n'a pas voulu »: the bare verb takes up the act
        # just asked for, declined by the member it was asked of (as "X would not." in English)
        agent = _person(_subject(s, tok, s.discourse.focus_member())[0])
        request = s.discourse.last_event("RequestToApologize")
        if agent is not None and request is not None and request.target is not None and request.target.key == agent.key:
            ev("Refusal", agent=agent, related=request, confidence=0.6)
        return False
    if xcomp is None or told_by_staff(s):
        return False  # (« X n'entend pas s'excuser, a fait savoir son bureau »: the office's word, not X's act)
    lemma = xcomp.lemma_.lower()
    if lemma in APOLOGIZE:
        if lemma in ("withdraw", "retirer") and not _remark_object(xcomp):
            return False  # « n'a pas voulu retirer sa motion »: not words
    elif lemma in OFFER:
        obj = _object(xcomp)
        if obj is None or obj.lemma_.lower() not in APOLOGY_NOUNS | {"excuse"}:
            return False
    else:
        return False
    d = s.discourse
    # (« Le député n'a pas voulu ... » after the Chair's request: the member asked, not the Chair)
    agent = _person(_subject(s, tok, d.focus_member())[0])
    if agent is None:
        return False
    last_request = d.last_event("RequestToApologize")
    ev("Refusal", agent=agent, related=last_request, confidence=0.7)
    return False


def _intention_noun(s, verb):
    """The noun of intention `verb` is the content of ("intention of apologizing", "no plan to
    retract", « l'intention de s'excuser »: the lexicon's intention_nouns), or None."""
    head = verb.head
    if verb.dep_ in ("pcomp", "pobj") and head.dep_ == "prep" and head.lower_ in ("of", "de", "d'", "d’"):
        head = head.head
    elif verb.dep_ not in ("acl", "xcomp", "relcl"):
        return None
    if head.i == verb.i or head.pos_ != "NOUN" or head.lemma_.lower() not in words(KIND, "intention_nouns", s.lang):
        return None
    return head


_DENYING_DETERMINERS = {"no", "aucune", "aucun", "nulle", "nul"}


def denies_the_intention(s, tok, emit) -> bool:
    """"X has no intention of apologizing", "does not have any plan to retract it", « X n'a pas
    l'intention de s'excuser », « n'a aucune intention de retirer ses propos »: the holder of an
    intention of apologizing or withdrawing the words, denied (by its determiner or by the negated
    verb of having), declines it. A Refusal only when the article tells before that this apology
    was asked of that member: a denied intention with nothing asked is a stance, not the declining
    of a request. Not an intention affirmed ("had every intention of apologizing"), nor one told as
    a guess, a condition or still to come ("would have no intention", « n'aurait pas l'intention »),
    nor one quoted. Reads the mood itself; never takes its token."""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in APOLOGIZE or s.quoted(tok):
        return False
    if tok.lemma_.lower() in ("withdraw", "retirer") and not _remark_object(tok):
        return False  # "no intention of withdrawing the bill": not words
    noun = _intention_noun(s, tok)
    if noun is None or noun.dep_ not in OBJ or noun.head.i == noun.i:
        return False
    having = noun.head
    if having.lemma_.lower() not in ("have", "avoir") or s.quoted(having) or told_by_staff(s):
        return False
    if not (any(c.dep_ == "det" and c.lower_ in _DENYING_DETERMINERS for c in noun.children) or s.negated(having)):
        return False
    auxiliaries = [c for c in having.children if c.dep_ in ("aux", "aux:tense")]
    if any(c.lower_ in NOT_YET for c in auxiliaries) or any(
            "Cnd" in h.morph.get("Mood") or "Fut" in h.morph.get("Tense") for h in [having] + auxiliaries) \
            or any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in having.children) \
            or asked_in_a_question(s, having):
        return False
    agent = _person(_subject(s, having)[0])
    if agent is None or agent.iri is None:
        return False
    request = _request_made_of(s, agent)
    if request is None:
        return False
    emit(KIND, agent=agent, related=request, confidence=0.65)
    return False


def refusal_noun(s, tok, ev) -> bool:
    """X's refusal to apologize / son refus de retirer ses propos"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in REFUSAL_NOUNS and tok.pos_ == "NOUN":
        if any(c.lemma_.lower() in APOLOGIZE for c in tok.subtree if c.i != tok.i):
            poss = next((c for c in tok.children if c.dep_ in ("poss", "det", "nmod") and
                         (c.i in s.by_token or is_pronoun(c) or c.lower_ in ("son", "sa", "his", "her"))), None)
            agent = s.entity(poss, d.focus_member()) if poss is not None and poss.i in s.by_token else d.focus_member()
            if _person(agent):
                last_request = d.last_event("RequestToApologize")
                ev("Refusal", agent=agent, related=last_request, confidence=0.65)
        return True
    return False


def _declining_an_apology(s, verb) -> bool:
    """Does `verb` decline an apology: "would not apologize", "refused to apologize"? What a request
    rejected in a participle hung on it was for ("X would not apologize, brushing aside a demand from
    Y": Y's demand was for the apology X declined)."""
    lemma = verb.lemma_.lower()
    if lemma in APOLOGIZE:
        return s.negated(verb) and not (lemma in ("withdraw", "retirer") and _children(verb, OBJ) and not _remark_object(verb))
    return lemma in REFUSE and any(c.dep_ == "xcomp" and c.lemma_.lower() in APOLOGIZE for c in verb.children)


def _phrase_parts(phrase: str) -> tuple[str, set[str]]:
    """A lexicon phrase as (verb lemma, the words that must hang on it): "back down" -> (back, {down})."""
    verb, *rest = phrase.split()
    return verb, set(rest)


def _phrase_at(s, verb, slot):
    """The phrase of the Refusal lexicon's `slot` that `verb` heads ("backed down", "stood by"), the
    words after the verb read as particles or prepositions hanging on it (None if none)."""
    lemma = verb.lemma_.lower()
    # (and an adjective complement: "stood firm", "remained unapologetic")
    hanging = {c.lower_ for c in verb.children if c.dep_ in ("prt", "prep", "advmod", "compound:prt", "acomp")}
    for phrase in words(KIND, slot, s.lang):
        head, rest = _phrase_parts(phrase)
        if lemma == head and rest <= hanging:
            return rest
    return None


def _request_made_of(s, member, emit=None):
    """The latest request to apologize the article has told so far that was made of `member`, or None
    (with `emit`, the sentence's own requests too: "Y demanded that X withdraw it, but X said ...")."""
    told = list(s.discourse.events) + list(getattr(emit, "events", None) or [])
    return next((e for e in reversed(told) if e.kind == "RequestToApologize"
                 and e.target is not None and e.target.key == member.key), None)


def _asked_in_clause(s, verb, member) -> bool:
    """Is a request that `member` apologize or withdraw told in a clause under `verb` ("would not back
    down after the Speaker asked him to withdraw the remark")? A verb of asking, told as done, whose
    object is the member and whose infinitive is an apology or a withdrawal (or left out: "asked him to");
    a participle of asking set before the member ("Asked by Y to apologize, X dug in"); or a noun of
    request that holds an apology ("despite calls from Y to withdraw the remark, X stood firm")."""
    if verb.dep_ == "xcomp" and verb.head.lemma_.lower() in REFUSE:
        verb = verb.head  # "Asked to withdraw it, X refused to back down": the clause is the refusal's
    for tok in verb.subtree:
        if tok.i == verb.i or s.quoted(tok):
            continue
        if tok.pos_ == "NOUN" and tok.lemma_.lower() in words("RequestToApologize", "request_nouns", s.lang) \
                and tok.i < verb.i and any(t.lemma_.lower() in APOLOGIZE | APOLOGY_NOUNS for t in tok.subtree) \
                and not any(s.entity(t) is not None and _person(s.entity(t)) is not None
                            and _person(s.entity(t)).key != member.key for t in tok.subtree if t.dep_ in ("dobj", "nsubj")):
            return True  # (a request set before the member and made of no one else: "calls for Y to apologize" is Y's)
        if tok.pos_ != "VERB" or tok.lemma_.lower() not in ASK or not_yet(s, tok):
            continue
        wanted = [c for c in tok.children if c.dep_ in ("xcomp", "ccomp")]
        if wanted and not any(c.lemma_.lower() in APOLOGIZE for c in wanted):
            continue
        if not wanted and not any(c.lower_ == "to" for c in tok.children):
            continue
        obj = _object(tok)
        asked = _person(s.entity(obj, member)) if obj is not None else None
        if asked is not None and asked.key == member.key:
            return True
        if obj is None and tok.tag_ == "VBN" and tok.dep_ == "advcl" and tok.i < verb.i and tok.head.i == verb.i:
            return True  # "Asked by Y to apologize, X dug in": the one asked is the clause's subject
    return False


def persists_in_remarks(s, tok, emit) -> bool:
    """"X would not back down", "refused to budge", "stood by his remarks", "doubled down": keeping to
    what one said declines the apology or the withdrawal asked for, so it is a Refusal only when the
    article tells that one was asked of that member (a request before, or in the clause around the
    verb: "... after the Speaker asked him to withdraw it"). Not a persistence about anything else
    ("would not back down on the carbon tax" with no apology sought is no refusal). A yielding verb
    ("back down", "budge") counts when negated or refused; a keeping one ("stand by" the remark,
    "double down") when told as done. Reads the mood itself; never takes its token."""
    if tok.pos_ != "VERB" or s.quoted(tok) or any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in tok.children):
        return False
    refused = tok.dep_ == "xcomp" and tok.head.lemma_.lower() in REFUSE
    if _phrase_at(s, tok, "yield_phrases") is not None:
        if not (s.negated(tok) or refused) or generic(s, tok):
            return False
    elif _phrase_at(s, tok, "persist_phrases") is not None:
        if not_yet(s, tok):
            return False
    else:
        kept = _phrase_at(s, tok, "keep_phrases")
        if kept is None or not_yet(s, tok):
            return False
        # what is kept must be the words: "stood by his comments", not "stood by his minister"
        held = [p for c in tok.children if c.dep_ == "prep" and c.lower_ in kept for p in _children(c, {"pobj"})] + \
            _children(tok, OBJ)
        if not any(h.lemma_.lower() in REMARK for h in held):
            return False
    agent = _person(_subject(s, tok)[0])
    if agent is None or agent.iri is None:
        return False
    request = _request_made_of(s, agent)
    if request is None and not _asked_in_clause(s, tok, agent):
        return False
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False


def rejects_a_request(s, tok, emit) -> bool:
    """"X rebuffed Y's demand for an apology", "rejected calls to apologize", "ignored the request":
    a verb of rejecting whose object is a request for an apology or a withdrawal (a request noun with
    an apology in it, or "the request" / "the demand" when one was made of X before) is X's Refusal;
    the request's owner ("Y's demand", "the call from Y"), a member, asked it of X. Never takes its token."""
    phrase = _phrase_at(s, tok, "reject_phrases") if tok.pos_ == "VERB" else None
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "reject_verbs", s.lang) and phrase is None \
            or s.quoted(tok) or not_yet(s, tok) or s.negated(tok):
        return False
    noun = _object(tok)
    if noun is None and phrase:  # "balked at demands ...": the request is the preposition's object
        noun = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ in phrase for p in _children(c, {"pobj"})), None)
    if noun is None or noun.lemma_.lower() not in words("RequestToApologize", "request_nouns", s.lang):
        return False
    agent = _person(_subject(s, tok)[0])
    if agent is None or agent.iri is None:
        return False
    inside = [t for t in noun.subtree if t.i != noun.i]
    # (and the noun's infinitive the parser hung on the verb: "ignored calls on Thursday to apologize")
    inside += [t for c in tok.children if getattr(request_noun_of_a_stray_infinitive(s, c), "i", None) == noun.i
               for t in c.subtree]
    for_apology = any(t.lemma_.lower() in APOLOGIZE | APOLOGY_NOUNS for t in inside) or _declining_an_apology(s, tok.head) \
        and tok.dep_ == "advcl" and tok.tag_ == "VBG"
    before = _request_made_of(s, agent)
    definite = any(c.lower_ in ("the", "that", "this", "le", "la", "cette", "ce") for c in noun.children)
    if not for_apology and not (definite and before is not None):
        return False
    request = request_rejected(s, noun, agent, emit) or before
    emit(KIND, agent=agent, related=request, confidence=0.6)
    return False
