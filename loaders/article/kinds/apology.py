"""Apology: apologizing, withdrawing one's words, regretting them, offering an apology, saying one is sorry (not when asked, refused or only promised).

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import OBJ, SUBJ, WEEKDAYS_EN, WEEKDAYS_FR, SUBJPASS, _by_agent, _children, _governing, _object, _person, _remark_object, _subject, _unreal, asked_or_planned, done_before_in_a_participle, emit_for_subject, french_future, french_obligation_met, has_negative_determiner, not_yet
from ..lexicon import APOLOGIZE, APOLOGY_NOUNS, ASK, NOT_DONE, OFFER, POSSESSIVE, REFUSAL_NOUNS, REGRET, REMARK, SAY, WRITE, words
from .accusation import WITHOUT
from .request import pressed_by, request_behind

KIND = "Apology"


def does_as_asked(s, tok, emit) -> bool:
    """"The Speaker asked X to withdraw the remark, and X did so" / "X did not do so": "do so" takes
    up the act just asked for; done by the member asked to apologize or withdraw, it is their
    apology (compliance), declined, their refusal. Only for a request the article told of that
    member; "will do so", "could do so" tell nothing done (reads the mood itself). French says it
    « X l'a fait » (« ne l'a pas fait », « le ferait »)."""
    if tok.pos_ not in ("VERB", "AUX") or s.quoted(tok) or not _pro_verb(tok):
        return False
    negated = s.negated(tok)
    if _unreal(s, tok) and not negated or not negated and not_yet(s, tok) or asked_or_planned(tok, NOT_DONE | ASK):
        return True
    if negated and any(c.lower_ in ("yet", "encore") for c in tok.children):
        return True  # "has not yet done so", « ne l'a pas encore fait »: still awaited, not declined
    request = s.discourse.last_event("RequestToApologize")
    agent = _person(_subject(s, tok)[0])
    if request is None or agent is None or request.target is None or request.target.key != agent.key:
        return True
    if negated:
        emit("Refusal", agent=agent, related=request, confidence=0.6)
    else:
        emit(KIND, agent=agent, confidence=0.6)
    return True


def _pro_verb(verb) -> bool:
    """"did so", « l'a fait »: the verb that takes up the act told before, "do" with "so", « faire »
    with the neuter clitic « le » and nothing else to do (not the causative « l'a fait expulser »)."""
    lemma = verb.lemma_.lower()
    if lemma == "do":
        return any(c.lower_ == "so" and c.dep_ in ("advmod", "dobj", "obj") for c in verb.children)
    return lemma == "faire" and any(c.lower_ in ("le", "l'", "l’") and c.pos_ == "PRON" and c.dep_ == "obj" for c in verb.children) \
        and not any(c.pos_ in ("VERB", "NOUN", "PROPN") and c.dep_ in ("xcomp", "obj", "ccomp")
                    and c.lower_ not in _FRENCH_DAY_NOUNS for c in verb.children)


# the nouns of a day or a time of day the parse may take for « faire »'s object: « il l'a fait le
# lendemain », « le soir même »
_FRENCH_DAY_NOUNS = WEEKDAYS_FR | {"lendemain", "surlendemain", "jour", "matin", "midi", "après-midi", "soir", "soirée"}

# what may close an English clause stopped on its auxiliary ("He did.", "he did, and ...")
_ELLIPSIS_ENDS = {",", ".", ";", ":", "—", "–", "-", "and", "but", "so"}


def complies_by_verb_ellipsis(s, tok, emit) -> bool:
    """"Opposition MPs demanded that X apologize. On Wednesday, he did." / "He did the next day.":
    an English "did" with its verb left out (nothing after it in its clause but when) takes up the
    act just asked for; said of the member the article's last request was made of, it is that
    member's apology (the twin of does_as_asked's "did so", and of refusal.declines_by_verb_ellipsis's
    "did not"). Not negated, not in a quotation, a condition or a question (the subject comes
    before it), not an auxiliary ("did apologize" is read on its verb). Never takes its token."""
    if s.lang != "en" or tok.lower_ != "did" or s.quoted(tok) or s.negated(tok) or tok.dep_.startswith("aux"):
        return False
    doc = tok.doc
    end = next((t.i for t in doc[tok.i + 1:s.sent.end] if t.lower_ in _ELLIPSIS_ENDS), s.sent.end)
    if any(c.i > tok.i and c.i < end and c.dep_ not in ("prep", "npadvmod", "advmod", "punct") for c in tok.children) \
            or any(t.pos_ in ("VERB", "AUX") for t in doc[tok.i + 1:end]) \
            or any(c.lower_ == "so" for c in tok.children):  # ("did so": does_as_asked's)
        return False
    if any(t.lower_ in ("too", "also", "again", "likewise", "well") for t in doc[tok.i - 2 if tok.i >= 2 else 0:end]):
        return False  # "He did on Monday too", "he also did": the same act again, maybe the asker's (again.py)
    clause = tok if tok.dep_ in ("ROOT", "conj") or tok.head.i == tok.i else tok.head
    if tok.dep_ in ("advcl", "ccomp", "relcl") or any(c.dep_ == "mark" for h in (tok, clause) for c in h.children) \
            or _unreal(s, clause) or s.negated(clause):
        return False  # "If he did, ...", "... that he did": not told as done here
    request = s.discourse.last_event("RequestToApologize")
    # ("X demanded that Y apologize. He did.": what "did" takes up is Y's apologizing, so a pronoun
    # that fits both means Y)
    agent, subject = _subject(s, tok, request.target if request is not None else None)
    if subject is None or subject.i > tok.i:
        return False
    agent = _person(agent)
    if agent is None or agent.iri is None or request is None or request.target is None or request.target.key != agent.key:
        return False
    emit(KIND, agent=agent, confidence=0.6)
    return False


def _done_without(verb) -> bool:
    """Is the apology verb itself what was left undone, opened by "without" / « sans » ("left without
    apologizing", « est reparti sans s'excuser »)? Not a verb that has a phrase of "without" ("apologized
    without being asked", "apologize without reservation")."""
    if verb.dep_ == "pcomp" and verb.head.lower_ in WITHOUT:
        return True
    return "Inf" in verb.morph.get("VerbForm") and any(
        c.dep_ in ("mark", "case") and c.lower_ in WITHOUT and c.i < verb.i for c in verb.children)


def _withdrawn_with_no_apology(s, verb, agent) -> bool:
    """"X withdrew the remark but did not apologize", "took it back without an apology", "expressed no
    regret; he simply took it back", « a retiré ses propos sans s'excuser »: words taken back in a
    sentence that says the one who took them back made no apology (nor regret) are a correction, not
    an Apology. Only for the verbs of taking back (an "apologized" stands whatever follows), and not
    when the apology denied is another named person's."""
    if verb.lemma_.lower() not in words(KIND, "withdrawal_verbs", s.lang):
        return False
    nouns = APOLOGY_NOUNS | words(KIND, "regret_nouns", s.lang)
    for t in s.sent:
        if t.i == verb.i or s.quoted(t) != s.quoted(verb):
            continue
        lemma = t.lemma_.lower()
        if t.pos_ in ("NOUN", "PROPN") and (lemma in nouns or t.lower_ in nouns):
            # (the noun itself, or the noun it is a word "of": "without a word of apology", « sans un mot d'excuse »)
            phrase = t
            if t.dep_ == "nmod" and t.head.pos_ == "NOUN":
                phrase = t.head
            elif t.dep_ == "pobj" and t.head.pos_ == "ADP" and t.head.head.pos_ == "NOUN":
                phrase = t.head.head
            if not any(has_negative_determiner(n) or n.head.lower_ in WITHOUT and n.dep_ in ("pobj", "obl", "nmod")
                       or any(c.lower_ in WITHOUT and c.dep_ == "case" for c in n.children) for n in {t, phrase}):
                continue
            denier = phrase.head if phrase.head.pos_ in ("VERB", "AUX") else None
        elif t.pos_ == "VERB" and lemma in APOLOGIZE and lemma not in words(KIND, "withdrawal_verbs", s.lang) \
                and (s.negated(t) or _done_without(t)):
            denier = t
        else:
            continue
        subject = next((c for c in denier.children if c.dep_ in SUBJ), None) if denier is not None else None
        other = _person(s.entity(subject)) if subject is not None and subject.pos_ == "PROPN" else None
        if other is None or other == _person(agent):
            return True
    return False


def apologizes(s, tok, ev) -> bool:
    """X apologizes / withdraws the remark (not when asked, forced or refusing to)"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in APOLOGIZE and tok.pos_ == "VERB":
        if _done_without(tok):
            return True  # "left without apologizing", « est passé devant les journalistes sans s'excuser »: not made
        clause = tok
        while clause.dep_ == "conj" and clause.head.i != clause.i:
            clause = clause.head
        if clause.head.lemma_.lower() in NOT_DONE | ASK and (clause.dep_ in ("xcomp", "ccomp", "advcl") or (
                clause.dep_ == "acl" and clause.head.pos_ == "VERB")) and not french_obligation_met(clause.head) \
                and not done_before_in_a_participle(clause) \
                and not any(c.dep_ in SUBJ | SUBJPASS for c in clause.children):  # a clause of its own
            if _addressee_of_an_apology_told(s, tok, clause, ev):
                return True
            d.apology_sought = True
            return True
        if _stray_french_infinitive_asked(s, tok):
            d.apology_sought = True
            return True  # « X somme Y de s'excuser » misparsed: asked of Y, not done
        met = clause.dep_ == "xcomp" and french_obligation_met(clause.head)  # « a dû s'excuser »: done
        if not met and (asked_or_planned(tok, NOT_DONE | ASK) or _infinitive_of(tok, NOT_DONE | ASK)) or _of_a_demand(s, clause):
            d.apology_sought = True
            return True  # "asked X to withdraw the remark and apologize", "his refusal to retract": not made
        if clause.dep_ == "ROOT" and any(c.lower_ == "to" and c.dep_ == "aux" for c in tok.children):
            return True  # a bare "to"-infinitive the parse made a root ("could ask X to retract ..."): no act
        if clause.dep_ in ("xcomp", "ccomp") and clause.head.lemma_.lower() in ("faire", "laisser"):
            # « a demandé au président de faire retirer les propos »: the causative's subject has the
            # words withdrawn by someone else; who withdraws them is not told here
            return True
        if not_yet(s, tok) and not s.negated(tok):
            return True  # "said he would apologize", "he must apologize": not made
        agent, _ = _subject(s, tok, d.focus_member())
        if any(c.dep_ in ("auxpass", "aux:pass") for c in tok.children) and not _children(tok, OBJ):
            # "the word was withdrawn by X", « les propos ont été retirés (mardi) par X »
            subj = next((c for c in tok.children if c.dep_ in SUBJPASS), None)
            if subj is None or subj.lemma_.lower() not in REMARK:
                return True
            agent = _person(_by_agent(tok, s)) or _after(s, tok, {"by", "par"}, None)
        elif lemma in ("withdraw", "retirer") and not _remark_object(tok):
            return True
        if _person(agent) is None or _excused_for_a_circumstance(s, tok) or _in_jest(s, tok):
            return True
        if s.negated(tok):
            # "did not apologize" declines a request only when one was made (or an apology was sought)
            requests = pressed_by(s, agent, ev)
            if s.quoted(tok) and s.quotation_attribution()[1] is not None:
                # '"I will not withdraw it," X said when the Speaker asked her to': the request is told
                # around the quotation, on the verb that attributes it
                requests += request_behind(s, s.quotation_attribution()[1], _person(agent), ev)
            if _still_awaited(tok) and not _would_not(s, clause) and not _will_not(s, tok, clause):
                return True  # "he has not apologized", « il ne s'est pas encore excusé »: awaited, not declined
            if d.apology_sought or any(e.kind == "RequestToApologize" for e in d.events) or _would_not(s, clause) \
                    or _will_not(s, tok, clause):
                ev("Refusal", agent=agent, related=requests[0] if requests else None, confidence=0.7)
        else:
            to = [p for c in tok.children if c.dep_ in ("prep", "obl", "obl:arg", "iobj") and c.lower_ in ("to", "à", "aux")
                  for p in _children(c, {"pobj"})] + [c for c in tok.children if c.dep_ in ("obl", "obl:arg", "iobj")
                                                    and any(g.lower_ in ("à", "aux") for g in c.children)]
            # « s'est excusée auprès de X »: the parser hangs X on "auprès"
            to += [p for c in tok.children if c.lower_ == "auprès" for p in c.children if p.dep_ in ("obl:arg", "obl", "nmod")]
            target = next((s.entity(t) for t in to if _person(s.entity(t))), None) or _addressee(s, tok, agent)
            if _withdrawn_with_no_apology(s, tok, agent):
                return True
            request_behind(s, tok, _person(agent), ev)  # "... after the Speaker asked her to"
            if s.quoted(tok) and s.quotation_attribution()[1] is not None:
                request_behind(s, s.quotation_attribution()[1], _person(agent), ev)  # '"I withdraw it," X said when ...'
            _name_the_unnamed(s, ev("Apology", agent=agent, target=target, confidence=0.75))
        return True
    return False


def _french_form_of_asking(token) -> bool:
    """Is `token`, whatever the tagger made of it, a form of a French verb of asking (the shared ask
    verbs): its lemma, or its form read as the present or the past participle of such a verb
    (« somme », « pressent », « sommé »), which the small model may tag an adjective or a noun?"""
    word = token.lower_
    candidates = {token.lemma_.lower(), word + "r", word[:-3] + "er" if word.endswith("ent") else "",
                  word[:-1] + "er" if word.endswith("é") else "", word[:-3] + "indre" if word.endswith("int") else ""}
    return token.is_lower and bool(candidates & ASK)


def _stray_french_infinitive_asked(s, verb) -> bool:
    """« X somme Y de s'excuser » where the parse lost the verb of asking: a French infinitive brought by
    « de » / « à », hung on no verb (on a noun or a name, or left to itself), after a form of a verb of
    asking with only names and nouns between (no other verb): the apology is asked for, not made."""
    if s.lang != "fr" or "Inf" not in verb.morph.get("VerbForm") or verb.head.pos_ in ("VERB", "AUX") \
            and verb.head.i != verb.i or not any(c.dep_ == "mark" and c.lower_ in ("de", "d'", "d’", "à")
                                                 for c in verb.children):
        return False
    for t in reversed(verb.doc[s.sent.start:verb.i]):
        if t.pos_ in ("VERB", "AUX") and not _french_form_of_asking(t) or t.text in (";", ":"):
            return False
        if _french_form_of_asking(t):
            return True
    return False


def _still_awaited(verb) -> bool:
    """A negated apology told as not made so far, not as declined: the English present perfect ("has
    not apologized", "have not withdrawn it"), or "yet", « encore » (« ne s'est pas encore excusé »).
    (The Guidelines: a Refusal declines a request; an apology still not made declines nothing told.)"""
    return any(c.lower_ in ("yet", "encore") for c in verb.children) or any(
        c.dep_ == "aux" and c.lower_ in ("has", "have", "hasn't", "haven't", "'s", "'ve") and c.lemma_.lower() == "have"
        for c in verb.children)


def _excused_for_a_circumstance(s, verb) -> bool:
    """« X s'est excusé de son absence », "apologized for his absence": what one excuses oneself for is
    a circumstance (the lexicon's circumstance_nouns), not words or conduct to make amends for; read by
    word order, « de » / "for" then the noun, past determiners, adverbs and a day phrase."""
    doc = verb.doc
    after = [t for t in doc[verb.i + 1:min(s.sent.end, verb.i + 7)]
             if t.pos_ not in ("DET", "ADV") and t.lower_ not in WEEKDAYS_FR | WEEKDAYS_EN and t.text != ","]
    return len(after) >= 2 and after[0].lower_ in ("de", "d'", "d’", "du", "for") \
        and after[1].lemma_.lower() in words(KIND, "circumstance_nouns", s.lang)


# the clauses under a verb that are not its own manner: another subject's, or another act told
_OTHER_CLAUSES = {"ccomp", "conj", "parataxis", "relcl", "acl:relcl", "csubj"}


def _in_jest(s, verb) -> bool:
    """"X jokingly apologized for the length of his speech", "apologized in jest", « s'est excusé, sur
    un ton badin, de ... », « s'est excusé en plaisantant »: an apology made as a joke is a pleasantry,
    not amends for a fault (the lexicon's jest_words). Read in the verb's own clause: not in its
    subject ("X, who had joked all day, apologized") nor in a clause of another subject; hyphens
    and punctuation count as spaces ("tongue-in-cheek")."""
    skip = {t.i for c in verb.children if c.dep_ in SUBJ | _OTHER_CLAUSES or c.dep_ in ("advcl", "xcomp", "acl")
            and any(g.dep_ in SUBJ for g in c.children) for t in c.subtree}
    own = sorted(t.i for t in verb.subtree if t.i not in skip)
    doc, runs, run = verb.doc, [], []
    for i in own:
        if run and i != run[-1] + 1:
            runs.append(run)
            run = []
        run.append(i)
    runs.append(run)

    def plain(text) -> str:  # (words only: hyphens and punctuation are spaces)
        return " " + " ".join("".join(ch if ch.isalnum() or ch == "'" else " " for ch in text.lower().replace("’", "'")).split()) + " "

    texts = [plain("".join(doc[i].text_with_ws for i in r)) for r in runs if r]
    return any(plain(w) in text for w in words(KIND, "jest_words", s.lang) for text in texts)


def _addressee_of_an_apology_told(s, tok, clause, ev) -> bool:
    """"X apologized in the House on Friday. ... Later X told members she wanted to apologize to Y": the wish told
    in a speech is the form an apology takes ("I want to apologize to ..."), and the article has
    already told the act; the one it is made to, named only in the later sentence, is that
    apology's target. Only for a verb of wishing right above the apology (not "would apologize",
    "must apologize", "planned to"), in the past, not negated, and an apology by the same person on
    the same day already told with no target: the sentence alone makes no apology (nor is it an
    apology sought). True when it named the target."""
    wish = clause.head if clause.dep_ == "xcomp" and clause.head.i != clause.i else None
    if wish is None or wish.lemma_.lower() not in words(KIND, "wish_verbs", s.lang) or s.negated(wish) \
            or s.negated(tok) or s.quoted(tok) or wish.tag_ not in ("VBD", "VBN") or not_yet(s, wish):
        return False
    agent = _person(_subject(s, wish)[0])
    target = _addressee(s, tok, agent)
    if agent is None or _person(target) is None:
        return False
    told = next((e for e in reversed(s.discourse.events) if e.kind == KIND and e.agent is not None
                 and e.agent.key == agent.key), None)
    if told is None or told.target is not None or told.date is None or told.date != ev.date:
        return False
    told.target = target
    return True


def _would_not(s, clause) -> bool:
    """English "X would not withdraw the remark", "X wouldn't apologize": told as the narrative's past
    act, "would not" is a refusal (as "refused to"), even when the text tells no request; not in a
    condition ("would not apologize if ...", "unless ..."), what another says ("said he would not"),
    nor a quotation."""
    if s.lang != "en" or s.quoted(clause) or clause.dep_ not in ("ROOT", "conj"):
        return False
    if clause.dep_ == "conj" and clause.head.dep_ != "ROOT":
        return False
    aux = [c.lower_ for c in clause.children if c.dep_ == "aux"]
    if not {"would", "wo"} & set(aux) or not any(c.dep_ == "neg" for c in clause.children):
        return False
    return not any(t.lower_ in ("if", "unless") and not s.quoted(t) for t in s.sent)


# the first person that declares, inside a quotation, what its speaker will not do
_FIRST_PERSON = {"i", "je", "j'", "j’"}


def _will_not(s, verb, clause) -> bool:
    """"X will not apologize", « X ne s'excusera pas », '"I will not withdraw it," X said', « « Je ne
    m'excuserai pas », a dit X »: the apology denied in the future, told as the narrative's main
    clause or said by its own maker in the first person, is a declaration that X declines it (a
    refusal even when no request is told). Not under a condition ("if", « si »), in a question, a
    subordinate clause, nor a quotation in another person ('"He will not apologize," Y said')."""
    if s.lang == "en":
        aux = {c.lower_ for c in verb.children if c.dep_ == "aux"}
        if not aux & {"will", "wo"}:
            return False
    elif not french_future(verb):
        return False
    if any(t.text == "?" for t in s.sent) or any(t.lower_ in ("if", "unless", "si", "s'", "s’") and t.dep_ == "mark"
                                                  for t in s.sent):
        return False
    if s.quoted(verb):
        return any(c.dep_ in SUBJ | {"expl:subj"} and c.lower_ in _FIRST_PERSON for c in verb.children)
    if told_by_staff(s):
        return False
    if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in SAY and clause.head.i > clause.i:
        # "X will not apologize, he said on Tuesday": the attribution after the clause, by X himself
        # (a pronoun, or X named again); not "..., Y said", another's word on what X will do
        sayer = next((c for c in clause.head.children if c.dep_ in SUBJ), None)
        subject = next((c for c in clause.children if c.dep_ in SUBJ), None)
        if sayer is None or subject is None:
            return False
        if sayer.pos_ == "PRON":
            return sayer.lower_ in ("he", "she", "il", "elle", "-il", "-elle")
        return _person(s.entity(sayer)) is not None and _person(s.entity(subject)) is not None \
            and s.entity(sayer).key == s.entity(subject).key
    return clause.dep_ in ("ROOT", "parataxis") or clause.dep_ == "conj" and clause.head.dep_ == "ROOT"


def told_by_staff(s) -> bool:
    """Is the sentence attributed to someone's office or staff ("X will not apologize, his office
    said", « X n'entend pas s'excuser, a fait savoir son bureau »)? Then the office declares what X
    intends; the text does not tell X declining anything (the suite's convention for statements)."""
    staff = words("Refusal", "staff_nouns", s.lang)
    return any(t.lemma_.lower() in SAY | {"savoir", "indiquer", "confirmer", "préciser"} and any(
        # (an incise's inverted subject the small French model may take for an object: « a fait savoir son bureau »)
        (c.dep_ in SUBJ or c.dep_ in ("obj", "dobj") and c.i > t.i) and (c.lemma_.lower() in staff or c.lower_ in staff)
        for c in t.children) for t in s.sent)


ADDRESSEE_WORDS = {"to", "à", "au", "aux", "auprès", "envers"}


def _addressee(s, start, agent):
    """Whom an apology is made to, read after `start` (the verb or the apology noun): the first
    member named after "to" / « à », « auprès de », « envers » in the same clause (« s'est excusé
    mercredi auprès de la cheffe du parti, X »: the parse hangs it on the weekday)."""
    return _after(s, start, ADDRESSEE_WORDS, agent)


def apology_noun(s, tok, ev) -> bool:
    """X's apology to Y (came on ...), « les excuses du ministre X à Y (ont clos l'incident) »:
    an apology noun with its author, as the subject of its clause (as an object, a verb says
    whether it was made, asked for or refused)."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in APOLOGY_NOUNS | {"excuse"} or tok.dep_ not in SUBJ | SUBJPASS \
            and not _after_frame(tok):
        return False
    if has_negative_determiner(tok) or _unreal(s, tok.head):
        return False
    if tok.head.pos_ in ("VERB", "AUX") and (not_yet(s, tok.head) or tok.head.lemma_.lower() in NOT_DONE | ASK):
        return False  # "X's apology will come on Friday", "... was demanded": not made yet
    if tok.head.pos_ in ("VERB", "AUX", "ADJ") and s.passive(tok.head) \
            and tok.head.lemma_.lower() in words("shared", "awaited_verbs", s.lang):
        return False  # "X's apology is expected next week", « ses excuses sont attendues » (the participle may be tagged ADJ)
    owner = next((c for c in tok.children if c.dep_ in ("poss", "nmod:poss") or (c.dep_ == "nmod" and any(
        g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))), None)
    if owner is None and s.lang == "en":
        # "the apology from X (on Tuesday) ended the dispute": its author after "from"
        owner = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "from"
                      for p in _children(c, {"pobj"})), None)
    agent = _person(s.entity(owner)) if owner is not None else None
    if owner is None and s.lang == "fr":
        # « Ses excuses sont venues mardi »: the French possessive is a determiner, taking up the
        # member a subject pronoun would (« Il s'est excusé mardi »)
        agent = s.possessive_subject(tok)
        owner = tok if agent is not None else None
    if agent is None or agent.iri is None:
        return False
    ev("Apology", agent=agent, target=_after(s, owner, ADDRESSEE_WORDS, agent), confidence=0.65)
    return True


def apology_received(s, tok, ev) -> bool:
    """"X accepted / praised / rejected Y's apology", "welcomed the apology of Y", « X a accepté / salué
    / rejeté les excuses de Y »: an apology someone else receives was made, Y's (never the receiver's),
    on a day the sentence does not say (the reaction may come later). Not when the receiving is only
    wished, planned or possible ("would accept an apology from Y"), nor an apology asked for or
    awaited (other verbs)."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in APOLOGY_NOUNS | {"excuse"} or tok.dep_ not in OBJ \
            or s.quoted(tok) or has_negative_determiner(tok):
        return False
    verb = tok.head
    if verb.pos_ != "VERB" or not ({verb.lemma_.lower(), verb.lower_} & words(KIND, "receive_verbs", s.lang)) \
            or _unreal(s, verb) or not_yet(s, verb):
        return False
    owner = next((c for c in tok.children if c.dep_ in ("poss", "nmod:poss") or (c.dep_ == "nmod" and any(
        g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))), None)
    if owner is None and s.lang == "en":
        # "the apology of X", "an apology from X"
        owner = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ in ("of", "from")
                      for p in _children(c, {"pobj"})), None)
    agent = _person(s.entity(owner)) if owner is not None else None
    if agent is None or agent.iri is None or agent.local:
        return False
    receiver = _person(_subject(s, verb)[0])
    if receiver is not None and receiver.key == agent.key:
        return False  # nobody receives their own apology: the owner was misread
    event = ev("Apology", agent=agent, target=None, confidence=0.6)
    if event is not None:
        event.date = None  # (the day told is the receiving's, not the apology's)
    return True


# the prepositions of a frame that tells what came before: "After X's apology, ...", « Après les excuses de X, ... »
_AFTER = {"after", "following", "après"}


def _after_frame(noun) -> bool:
    """"After X's apology on Tuesday, the House moved on", « Après les excuses de X mercredi, la séance
    a repris »: an apology noun in a frame of what came before tells the apology as made (a noun
    object elsewhere is read by its verb: asked for, refused, awaited)."""
    if noun.dep_ == "pobj" and noun.head.lower_ in _AFTER:
        return True
    return noun.dep_ in ("obl", "obl:mod", "nmod") and any(
        c.dep_ == "case" and c.lower_ in _AFTER for c in noun.children)


def apology_arrives(s, tok, ev) -> bool:
    """English: "The apology came on DATE, when X rose in the House", "the apology finally came from
    X", and "... the apology was years in coming. It came on DATE, when X rose ...": an apology told
    as a thing that arrives (its subject an apology noun, or "it" right after a sentence of the same
    paragraph that names one), its maker in a "from" phrase or in a "when" clause of rising or
    speaking. Not when it never came, will come or was owed ("the apology came when X rose to
    demand it": X asked, nobody apologized); an owner ("X's apology came") is apology_noun's."""
    if s.lang != "en" or tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "arrive_verbs", s.lang) \
            or s.negated(tok) or _unreal(s, tok) or not_yet(s, tok) or s.quoted(tok):
        return False
    subject = next((c for c in tok.children if c.dep_ in SUBJ), None)
    if subject is None:
        return False
    if subject.lower_ == "it":
        if not _apology_named_just_before(s):
            return False
        noun = None
    elif subject.pos_ == "NOUN" and subject.lemma_.lower() in APOLOGY_NOUNS and not has_negative_determiner(subject) \
            and not any(c.dep_ in ("poss", "nmod:poss") for c in subject.children):
        noun = subject
    else:
        return False
    agent = next((_person(s.entity(p)) for c in list(tok.children) + list(noun.children if noun is not None else [])
                  if c.dep_ == "prep" and c.lower_ == "from" for p in c.children if p.dep_ == "pobj"), None)
    if agent is None:
        agent = _speaker_of_a_when_clause(s, tok)
    if agent is None or agent.iri is None:
        return False
    ev("Apology", agent=agent, target=_addressee(s, noun, agent) if noun is not None else None, confidence=0.6)
    return True


def _apology_named_just_before(s) -> bool:
    """Does one of the two sentences before `s` in its paragraph name an apology ("how long the
    apology took"), outside a quotation, not one denied ("no apology"), with no singular thing made
    the subject between ("Groups had pressed for it for years" may come between; "The bill passed"
    may not)? Then "it" as the subject of `s` may take that apology up."""
    before = [sent for sent in s.sent.doc.sents if sent.end <= s.sent.start][-2:]
    for sent in reversed(before):
        if any(t.pos_ == "NOUN" and t.lemma_.lower() in APOLOGY_NOUNS and not has_negative_determiner(t)
               and not s.quoted(t) for t in sent):
            return True
        if any(c.dep_ in SUBJ | SUBJPASS and (c.lower_ == "it" or c.pos_ == "NOUN" and c.tag_ == "NN")
               for c in sent.root.children):
            return False
    return False


def _speaker_of_a_when_clause(s, verb):
    """The person who rose or spoke in a "when" clause of `verb`'s (the parse may hang it on the
    date: "came on DATE, when X rose"), else None; not one who rose to ask for something."""
    for clause in verb.subtree:
        if clause.pos_ != "VERB" or clause.lemma_.lower() not in words(KIND, "floor_verbs", s.lang) \
                or not any(c.lower_ == "when" and c.dep_ in ("advmod", "mark") for c in clause.children) \
                or s.negated(clause):
            continue
        if any(c.dep_ in ("xcomp", "advcl", "ccomp") and c.lemma_.lower() in NOT_DONE | ASK for c in clause.children):
            return None  # "when X rose to demand it"
        subject = next((c for c in clause.children if c.dep_ in SUBJ), None)
        return _person(s.entity(subject)) if subject is not None else None
    return None


def expresses_regret(s, tok, ev) -> bool:
    """X expressed regret / remorse (for ...), « X a exprimé ses regrets »"""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "express_verbs", s.lang) or _unreal(s, tok):
        return False
    obj = _object(tok)
    if obj is None or obj.lemma_.lower() not in words(KIND, "regret_nouns", s.lang) or has_negative_determiner(obj):
        return False
    if asked_or_planned(tok, NOT_DONE | ASK):
        return True
    if not _regret_of_own_doing(s, tok, obj):
        return True  # "expressed regret that he could not attend": sorry about a circumstance, no apology
    agent = _person(_subject(s, tok, s.discourse.focus_member())[0])
    if agent is not None:
        ev("Apology", agent=agent, target=_addressee(s, obj, agent), confidence=0.65)
    return True


# (with the relations the small French model gives an infinitive after « de »: « ses regrets d'être
# absent » may come out as a nominal modifier)
_REGRET_CLAUSES = {"acl", "acl:relcl", "relcl", "ccomp", "xcomp", "advcl", "pcomp", "nmod", "obl", "obl:mod"}
_REGRET_PREPOSITIONS = {"for", "over", "about", "at", "pour", "concernant", "sur"}
_FACT_MARKS = {"that", "que", "qu'", "qu’"}


def _regret_of_own_doing(s, verb, noun) -> bool:
    """Is the regret `verb` expresses (its object `noun`) about the one who regrets' own words or
    acts, the regret of an apology? What is regretted hangs on the noun or on the verb:
    - a clause of fact ("regret that she cannot make the trip", « ses regrets qu'il ne puisse
      assister »): regret about how things are, never read as an apology (an apology told that way,
      "regret that he had said ...", is left missed: the clause form does not tell the two apart);
    - a gerund or an infinitive ("regret for calling Y a liar", « ses regrets d'avoir tenu ces
      propos »): an act of theirs, unless it is negated, a state (be / être) or a verb of being
      unable or absent ("for being unable to attend", « de ne pas pouvoir assister »);
    - a noun ("regret for his remarks", "regret at the death of ..."): their words (a noun of
      remarks) or something possessed ("his", « ses »), not an event of the world (a condolence);
    - nothing said ("expressed regret"): the apology it is in a political story."""
    around = [c for c in list(noun.children) + list(verb.children) if c.i not in (noun.i, verb.i)]
    # (a clause of time or cause on the verb tells when or why the regret was expressed, not what is
    # regretted: "expressed contrition ..., two days after Y had called the remarks shameful")
    around = [c for c in around if not (c.head.i == verb.i and c.dep_ == "advcl" and any(
        g.dep_ == "mark" and g.lower_ not in _FACT_MARKS for g in c.children))]
    clauses = [c for c in around if c.dep_ in _REGRET_CLAUSES and c.pos_ in ("VERB", "AUX")]
    clauses += [p for c in around if c.dep_ == "prep" and c.lower_ in _REGRET_PREPOSITIONS
                for p in c.children if p.dep_ == "pcomp" and p.pos_ in ("VERB", "AUX")]
    for clause in clauses:
        own_subject = any(c.dep_ in SUBJ | SUBJPASS for c in clause.children)
        if own_subject or any(c.dep_ == "mark" and c.lower_ in _FACT_MARKS for c in clause.children):
            return False
        if s.negated(clause) or any(c.lower_ in ("ne", "n'", "n’", "not", "never") for c in clause.children) \
                or clause.lemma_.lower() in words(KIND, "circumstance_verbs", s.lang):
            return False
        return True
    things = [p for c in around if c.dep_ == "prep" and c.lower_ in _REGRET_PREPOSITIONS
              for p in c.children if p.dep_ == "pobj"]
    things += [c for c in around if c.dep_ in ("obl", "obl:mod", "nmod") and c.pos_ in ("NOUN", "PROPN")
               and any(g.dep_ == "case" and g.lower_ in _REGRET_PREPOSITIONS for g in c.children)]
    for thing in things:
        return thing.lemma_.lower() in REMARK or any(
            c.lower_ in POSSESSIVE for c in thing.children if c.dep_ in ("det", "poss", "nmod:poss"))
    return True


def _after(s, start, words_, agent):
    """The first member named after one of `words_` following `start` in its clause."""
    doc = s.sent.doc
    for i in range(start.i + 1, min(s.sent.end, start.i + 8)):
        t = doc[i]
        if t.pos_ in ("VERB", "AUX") or t.text in (";", ":"):
            return None
        if t.lower_ in words_:
            # « s'était excusé auprès de lui »: a stressed pronoun right after the word (« de » between)
            # is whoever it resolves to, never the one apologizing
            nxt = [u for u in doc[i + 1:min(s.sent.end, i + 3)] if u.lower_ not in ("de", "d'", "d’")]
            if nxt and nxt[0].lower_ in ("lui", "elle", "him", "her") and nxt[0].pos_ == "PRON":
                # (after a preposition « lui » is masculine; the one person of that gender named
                # before it in the sentence, other than the one apologizing: « X a affirmé que Y
                # s'était excusé auprès de lui »)
                gender = "female" if nxt[0].lower_ in ("elle", "her") else "male"
                before = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person"
                          and s.sent.start <= m.tokens[0] and m.tokens[1] <= nxt[0].i and m.entity.iri is not None
                          and (agent is None or m.entity.key != agent.key) and m.entity.gender in (gender, None)}
                return next(iter(before.values())) if len(before) == 1 else None
            for m in s.mentions:
                if m.entity.kind == "person" and i < m.tokens[0] <= i + 8 and m.tokens[1] <= s.sent.end \
                        and (agent is None or m.entity.key != agent.key):
                    between = doc[i + 1:m.tokens[0]]
                    asked = words("RequestToApologize", "request_nouns", s.lang)  # « à la demande de X »: not to X
                    # (past a comma, only a name the preposition's own phrase holds: "apologized to
                    # survivors, the X leader said" does not apologize to the leader)
                    beyond = any(u.text == "," for u in between) and not any(
                        u.i in range(*m.tokens) for u in t.subtree)
                    return m.entity if not beyond and not any(u.pos_ in ("VERB", "AUX") or u.lemma_.lower() in asked
                                                              for u in between) else None
            return None
    return None


def _name_the_unnamed(s, event) -> None:
    """A lead often tells an apology by an unnamed member ("A Conservative MP apologized ...") and
    names them further on ("X apologized Thursday"). When the member named belonged that day to
    the party the description gave, the earlier telling is the same act: it takes the member and
    the day of the named one (an unnamed member's day is often read off a clause about something
    else, "who on Wednesday told a radio station ...")."""
    if event is None or event.agent is None or event.agent.iri is None or event.date is None or s.kb is None:
        return
    party = s.kb.party_at(event.agent.iri, event.date)
    if party is None:
        return
    for earlier in s.discourse.events:
        who = earlier.agent
        if earlier is not event and earlier.kind == event.kind and who is not None and who.iri is None \
                and not who.local and not who.office and who.party is not None and str(who.party) == str(party):
            earlier.agent, earlier.date = event.agent, event.date


def _of_a_demand(s, clause) -> bool:
    """The clause completes a noun of refusal or of request: "her refusal to retract", "the
    Speaker's request that X withdraw", « son refus de retirer », « la demande qu'il s'excuse »."""
    # ("demands that he apologize" may be parsed as a relative clause: one opened by "that" as its marker)
    return (clause.dep_ in ("acl", "xcomp", "ccomp", "advcl") or clause.dep_ == "relcl" and any(
        c.dep_ == "mark" for c in clause.children)) and clause.head.i != clause.i \
        and clause.head.pos_ == "NOUN" and clause.head.lemma_.lower() in REFUSAL_NOUNS | words(
            "RequestToApologize", "request_nouns", s.lang) or request_noun_of_a_stray_infinitive(s, clause) is not None


def request_noun_of_a_stray_infinitive(s, clause):
    """English: "X ignored calls on Thursday to apologize", "rejected the demand to withdraw it": a
    "to"-infinitive the parser hung on a verb of rejecting or facing, after that verb's object, a
    noun of request, completes the noun (what was asked), not the verb (no purpose of X's). The noun,
    else None."""
    if s.lang != "en" or clause.dep_ not in ("advcl", "xcomp") or clause.head.i == clause.i \
            or not any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children):
        return None
    verb = clause.head
    rejecting = words("Refusal", "reject_verbs", s.lang) | {p.split()[0] for p in words("Refusal", "reject_phrases", s.lang)}
    if verb.lemma_.lower() not in rejecting | words("Apology", "face_verbs", s.lang):
        return None
    return next((o for o in verb.children if o.dep_ in ("dobj", "obj") and o.i < clause.i
                 and o.lemma_.lower() in words("RequestToApologize", "request_nouns", s.lang)), None)


def _infinitive_of(verb, lemmas) -> bool:
    """"refused to apologize", « a refusé de s'excuser » read from the words right before the verb,
    for when the parser hangs the infinitive elsewhere ("refused to apologise saying ...")."""
    doc, i = verb.doc, verb.i - 1
    if i >= 0 and doc[i].lower_ in ("s'", "s’", "se"):
        i -= 1
    return i >= 1 and doc[i].lower_ in ("to", "de", "d'", "d’") and doc[i - 1].lemma_.lower() in lemmas \
        and doc[i - 1].pos_ in ("VERB", "AUX")


def regrets(s, tok, ev) -> bool:
    """X regrets their own act or words: "regrets her words", « regrette ses propos »"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in REGRET and tok.pos_ == "VERB" and not _unreal(s, tok):
        obj = _object(tok)
        own = obj is not None and (obj.lemma_.lower() in REMARK or any(
            c.lower_ in POSSESSIVE for c in obj.children if c.dep_ in ("det", "poss", "nmod:poss")))
        if own:
            emit_for_subject(s, tok, ev, "Apology", 0.65, prefer=d.focus_member())
        return True
    return False


def offers_an_apology(s, tok, ev) -> bool:
    """X offers an apology / présente ses excuses"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    if lemma in OFFER and tok.pos_ == "VERB" and not s.negated(tok):
        if tok.dep_ == "acl" and tok.head.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}:
            # "the apology offered by X on Monday", « les excuses présentées lundi par X »: a participle
            # on the apology names its maker (whatever the main clause says of the apology)
            agent = _person(_by_agent(tok, s))
            if agent is not None and not has_negative_determiner(tok.head) and not _unreal(s, tok):
                ev("Apology", agent=agent, target=_addressee(s, tok, agent), confidence=0.7)
            return True
        obj = _object(tok)
        passive = next((c for c in tok.children if c.dep_ in SUBJPASS), None) if s.passive(tok) else None
        if passive is None and s.passive(tok) and s.lang == "fr":
            # « des excuses ont été offertes par X »: the small model makes « été » a copula and the
            # apology the plain subject
            passive = next((c for c in tok.children if c.dep_ in SUBJ), None)
        if obj is None and passive is not None and passive.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}:
            # "an apology was offered to Y by X", « des excuses ont été présentées à Y par X »
            agent = _person(_by_agent(tok, s)) or _after(s, tok, {"by", "par"}, None)
            if agent is not None and not _unreal(s, tok) and not has_negative_determiner(passive):
                ev("Apology", agent=agent, target=_addressee(s, tok, agent), confidence=0.7)
            return True
        if obj is not None and obj.lemma_.lower() in words(KIND, "amends_nouns", s.lang) and not _unreal(s, tok):
            # "made amends", « a fait amende honorable » (not « a exhorté Y à faire amende honorable »:
            # asked of Y, not done)
            if asked_or_planned(tok, NOT_DONE | ASK) or _of_a_demand(s, tok):
                d.apology_sought = True
                return True
            agent = _person(_subject(s, tok, d.focus_member())[0])
            if agent is not None:
                ev("Apology", agent=agent, target=_addressee(s, tok, agent), confidence=0.7)
            return True
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and (
                asked_or_planned(tok, NOT_DONE | ASK) or _of_a_demand(s, tok)):
            d.apology_sought = True
            return True  # « s'est refusé à présenter des excuses », "was asked to offer an apology": not made
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and has_negative_determiner(obj):
            # "offered no apology": the apology is denied; a refusal when one had been asked for
            agent, _ = _subject(s, tok, d.focus_member())
            requests = [] if _unreal(s, tok) else pressed_by(s, _person(agent), ev)
            asked = any(e.kind == "RequestToApologize" for e in d.events) or any(
                t.lemma_.lower() in ASK | {"press", "pressure", "presser"} for t in s.sent)
            if _person(agent) and asked and not _unreal(s, tok):
                ev("Refusal", agent=agent, related=requests[0] if requests else None, confidence=0.6)
            return True
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"} and _unreal(s, tok):
            return True  # "he would make the apology": announced, not made
        if obj is not None and obj.lemma_.lower() in APOLOGY_NOUNS | {"excuse"}:
            agent = _person(_subject(s, tok, d.focus_member())[0])
            if agent is not None and not _in_jest(s, tok):
                ev("Apology", agent=agent, target=_addressee(s, obj, agent), confidence=0.75)
            return True
    return False


def says_sorry(s, tok, ev) -> bool:
    """X said (she was) sorry (for her remarks), « X s'est dit désolé de ses propos »: saying one
    is sorry for one's own words or act is an apology; "sorry to hear", "sorry for the families"
    are condolences, not apologies."""
    if tok.pos_ not in ("ADJ", "VERB") or (tok.lower_ not in words(KIND, "sorry_words", s.lang)
                             and tok.lemma_.lower() not in words(KIND, "sorry_words", s.lang)):
        return False
    if any(c.dep_ in ("xcomp", "ccomp") and not _perfect_infinitive(c) or (c.dep_ == "aux" and c.lower_ == "to")
           for c in tok.children):
        return True  # "sorry to hear ..." (not « désolé d'avoir blessé ... »: an act of one's own)
    if any(c.dep_ in ("acl", "advcl") and c.pos_ == "VERB" and "Inf" in c.morph.get("VerbForm")
           and not any(g.dep_ in ("aux", "aux:tense") for g in c.children) for c in tok.children):
        # « désolé de voir partir Y », « navré d'apprendre ... »: a present infinitive tells what
        # saddens, not an act of one's own (« désolé d'avoir blessé ... », its perfect, still is)
        return True
    # what for: on the adjective, or on the verb of saying after it (the parse may hang it there)
    around = list(tok.children) + [c for c in tok.head.children if c.i > tok.i and tok.head.i != tok.i]
    reason = next((p for c in around if c.dep_ == "prep" and c.lower_ in ("for", "about")
                   for p in c.children if p.dep_ in ("pobj", "pcomp")), None) or next(
        (c for c in around if c.dep_ in ("nmod", "obl", "obl:mod") and any(g.lower_ in ("de", "d'", "d’", "pour")
                                                                             for g in c.children)), None)
    if reason is not None and reason.pos_ == "NOUN" and not (reason.lemma_.lower() in REMARK or any(
            c.lower_ in POSSESSIVE | {"his", "her", "their", "its"} for c in reason.children if c.dep_ in ("poss", "det"))):
        return True  # "sorry for the families": not for one's own words
    if s.quoted(tok):
        # (« désolé d'avoir blessé ... »: the perfect infinitive, its auxiliary kept, is a reason too)
        reason = reason or next((c for c in tok.children if c.dep_ in ("acl", "advcl", "xcomp") and c.pos_ == "VERB"
                                 and _perfect_infinitive(c)), None)
        return _sorry_in_own_words(s, tok, reason, ev)
    head = tok.head
    if head.lemma_.lower() in SAY and head.pos_ == "VERB":  # "said sorry", « s'est dit désolé »
        say, clause = head, None
    else:
        clause = head if head.lemma_.lower() in ("be", "être") else tok  # "(that) she was sorry"
        say = clause.head if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in SAY | WRITE else None
    if say is None or _unreal(s, say) or s.negated(tok) or (clause is not None and s.negated(clause)):
        return True
    agent = _person(_subject(s, say)[0])
    if clause is not None:
        subj = next((c for c in clause.children if c.dep_ in SUBJ), None)
        if agent is None or subj is None or _person(s.entity(subj, agent)) is None \
                or s.entity(subj, agent).key != agent.key:
            return True  # "X said Y was sorry": Y's state as X tells it, not an apology
    if agent is not None and agent.iri is not None:
        # ("said sorry to Y": whom it was said to, a member named after "to")
        ev("Apology", agent=agent, target=_after(s, say, ADDRESSEE_WORDS, agent) if clause is None else None,
           confidence=0.65)
    return True


# what one's own words or acts are said with, in a quotation: "my remarks", « mes propos »
_OWN = {"my", "our", "mon", "ma", "mes", "notre", "nos"}


def _perfect_infinitive(verb) -> bool:
    """« (désolé) d'avoir blessé », "(sorry) to have offended": a past act of the subject's own."""
    return any(c.dep_.startswith("aux") and ("Inf" in c.morph.get("VerbForm") or c.tag_ == "VB")
               and c.lemma_.lower() in ("avoir", "être", "have") for c in verb.children)


def _sorry_in_own_words(s, sorry, reason, ev) -> bool:
    """'"I am sorry for what I said," X said', « « Je suis désolé pour mes propos », a déclaré X »:
    the quotation's speaker saying they are sorry for their own words or acts apologizes. Only with
    that reason told (a clause whose subject is "I", a noun of remarks, or something of "my"), never
    the bare formula ("I'm sorry, but ...", "Sorry, Mr. Speaker") nor a condolence ("sorry for your
    loss"); not negated, not under a condition. Takes the adjective."""
    copula = sorry.head if sorry.head.lemma_.lower() in ("be", "être") else sorry
    if not s.speaks_in_first_person(sorry) or s.negated(sorry) or s.negated(copula) or _unreal(s, copula) \
            or not any(c.dep_ in SUBJ and c.lower_ in ("i", "je", "j'", "j’") for c in copula.children):
        return True
    if reason is None:
        return True
    if reason.pos_ in ("VERB", "AUX"):
        own = any(c.dep_ in SUBJ and c.lower_ in ("i", "je", "j'", "j’") for c in reason.children) \
            or _perfect_infinitive(reason) or reason.tag_ == "VBG"  # "for what I said", « d'avoir blessé », "for saying it"
    else:
        own = reason.lemma_.lower() in REMARK and not any(c.lower_ in ("your", "his", "her", "their", "vos", "votre", "ses", "son", "sa", "leurs", "leur")
                                                       for c in reason.children) \
            or any(c.lower_ in _OWN for c in reason.children if c.dep_ in ("poss", "det", "nmod:poss"))
    agent = s.quotation_speaker()
    if own and agent is not None and agent.iri is not None and not any(
            e.kind == "Apology" and e.agent is not None and e.agent.key == agent.key for e in s.discourse.events):
        # (after "X apologized on Tuesday", the quotation gives that apology's words: no second one,
        # on the day of the attribution)
        ev("Apology", agent=agent, confidence=0.6)
    return True


def asks_forgiveness(s, tok, ev) -> bool:
    """X asked Y for forgiveness, X begged Y's pardon, X sought forgiveness from Y: asking to be
    forgiven one's own words or acts is an apology (not when it is only planned, asked of X, or
    denied). Y is the one asked: the verb's object, the pardon's owner, or a member after "from"."""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in words(KIND, "plead_verbs", s.lang) or s.quoted(tok) \
            or s.negated(tok) or _unreal(s, tok) or not_yet(s, tok) or _governing(tok, NOT_DONE | ASK) is not None:
        return False
    nouns = words(KIND, "forgiveness_nouns", s.lang)
    asked = [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "for" for p in _children(c, {"pobj"})]
    pardon = next((n for n in _children(tok, OBJ) + asked if n.lemma_.lower() in nouns or n.lower_ in nouns), None)
    if pardon is None:
        return False
    agent = _person(_subject(s, tok, s.discourse.focus_member())[0])
    if agent is None or agent.iri is None:
        return False
    asked_one = next((o for o in _children(tok, OBJ) if o.i != pardon.i), None)
    owner = next((c for c in pardon.children if c.dep_ in ("poss", "nmod:poss")), None)
    source = next((p for c in list(tok.children) + list(pardon.children) if c.dep_ == "prep" and c.lower_ == "from"
                   for p in _children(c, {"pobj"})), None)
    target = next((_person(s.entity(t)) for t in (asked_one, owner, source) if t is not None
                   and _person(s.entity(t)) is not None and _person(s.entity(t)).key != agent.key), None)
    ev("Apology", agent=agent, target=target, confidence=0.6)
    return True



def says_a_formula(s, tok, ev) -> bool:
    """'"My apologies," X said', '"I'm sorry," she said', « « Toutes mes excuses », a dit X »: a
    quotation that is nothing but a formula of apology (the lexicon's formulas), maybe with whom it
    is said to after one of formula_to and no verb there ("My apologies to the member"), is its
    speaker's apology. Anything more is not the bare formula: "I'm sorry, but ...", "I'm sorry to
    hear that", « je suis désolé de l'apprendre ». Read on the verb attributing the quotation in the
    sentence, or on the root of a quotation parsed on its own (quotes.py); takes no token, and
    nothing when the speaker's apology is told already."""
    if s.in_quotation:
        if s.author is None or tok.i != s.sent.root.i or s.quotation_goes_on or not _a_formula_of_apology(s, list(s.sent)):
            return False  # ('"I'm sorry," X said, "but ...": the speech goes on, more than the formula)
        speaker = s.author
    else:
        if tok.pos_ not in ("VERB", "AUX") or s.quoted(tok) or s.quotation_attribution()[1] is None \
                or s.quotation_attribution()[1].i != tok.i or _unreal(s, tok) or s.negated(tok):
            return False
        speaker = s.quotation_speaker()
        quotes = [(start, end) for start, end in s.quotes if s.sent.start_char <= start < s.sent.end_char]
        if not quotes:
            # ('"We failed them. I am sorry," X said': a quotation opened in a sentence before and
            # closed in this one, which attributes it; its last sentence is in this one)
            quotes = [(s.sent.start_char - 1, end) for start, end in s.quotes
                      if start < s.sent.start_char < end <= s.sent.end_char]
        if len(quotes) != 1 or not _reported_speech(s, *quotes[0]) \
                or not _a_formula_of_apology(s, [t for t in s.sent if quotes[0][0] < t.idx < quotes[0][1]]):
            return False  # (one quotation: '"I'm sorry," X said, "but ...": the speech goes on)
    if speaker is None or speaker.iri is None or any(
            e.kind == KIND and e.agent is not None and e.agent.key == speaker.key for e in s.discourse.events):
        return False
    ev(KIND, agent=speaker, confidence=0.6)
    return False


def _reported_speech(s, start, end) -> bool:
    """Is the quotation between these marks the sentence's reported speech, not words named inside a
    clause (X said Y's "I'm sorry" came too late, « le « Je suis désolé » de Y »)? It opens the
    sentence, or closes it after a colon or a comma ('X said: "..."')."""
    before = [t for t in s.sent if t.idx < start and not t.is_space]
    after = [t for t in s.sent if t.idx > end and not t.is_space]
    if all(t.is_punct for t in before):
        return True
    return all(t.is_punct for t in after) and before[-1].text in (":", ",")


def _a_formula_of_apology(s, tokens) -> bool:
    """Are these words (a quotation's) a formula of apology and nothing more, but whom it is said to
    (after it, or fronted before a comma: "To the families, we are sorry", « Aux familles, nous
    sommes désolés »)? An adverb of degree in it is no more (the lexicon's formula_adverbs: "I am
    deeply sorry", « je suis profondément désolée »)."""
    adverbs = words(KIND, "formula_adverbs", s.lang)
    tokens = [t for t in tokens if not t.is_space and not (t.lower_ in adverbs and t.pos_ == "ADV")]
    while tokens and tokens[-1].is_punct:
        tokens = tokens[:-1]
    commas = [i for i, t in enumerate(tokens) if t.text == ","]
    if commas and tokens[0].lower_ in {p.split()[0] for p in words(KIND, "formula_to", s.lang)}:
        # (the addressee fronted: whom the formula after the last comma is said to)
        addressee = " ".join(t.lower_ for t in tokens[:commas[-1]])
        if any(addressee.startswith(p + " ") for p in words(KIND, "formula_to", s.lang)) \
                and _a_formula_of_apology(s, tokens[commas[-1] + 1:]):
            rest = [t for t in tokens[commas[-1] + 1:] if not t.is_punct]
            return len(rest) == len(_bare_formula(s, rest) or ())
    tokens = [t for t in tokens if not t.is_punct]
    text = " ".join(t.lower_.replace("’", "'") for t in tokens).replace(" '", "'")  # ("i 'm": as split)
    formula = next((f for f in sorted(words(KIND, "formulas", s.lang), key=len, reverse=True)
                    if text == f or text.startswith(f + " ")), None)
    if formula is None:
        return False
    rest = text[len(formula):].strip()
    tail = tokens[len(formula.replace("'", " '").split()):] if s.lang == "en" else tokens[len(formula.split()):]
    return not rest or any(rest.startswith(p + " ") for p in words(KIND, "formula_to", s.lang)) \
        and not any(t.pos_ in ("VERB", "AUX") for t in tail)


def _bare_formula(s, tokens):
    """The words of `tokens` (no punctuation) that make a formula of apology, when they begin with one."""
    text = " ".join(t.lower_.replace("’", "'") for t in tokens).replace(" '", "'")
    formula = next((f for f in sorted(words(KIND, "formulas", s.lang), key=len, reverse=True)
                    if text == f or text.startswith(f + " ")), None)
    if formula is None:
        return None
    return tokens[:len(formula.replace("'", " '").split())] if s.lang == "en" else tokens[:len(formula.split())]
