"""Ruling: a decision of the Chair, about a member when the text names one.

The agent must be the Chair: named by its office ("the Speaker") or a person who held a chair
office that day according to the reference KB. "X ruled that Y may have misled the House" gives
the ruling about Y ("ruled that A ..., and that B ...": one ruling per finding); "the Speaker found
a prima facie breach of privilege" is a ruling too, and so are admonitions ("reprimanded X", "called
X to order", « a rappelé X à l'ordre »), "the Speaker's ruling on / concerning X" and "in his ruling,
the Speaker said ...".
"""

from __future__ import annotations

from ..clitics import OBJECT_CLITICS  # « le président l'a rappelé à l'ordre »
from ..grammar import SUBJ, SUBJPASS, not_yet, persons_of, _by_agent, _chair, _chair_office, _children, _governing, _left_person, _object, _person, _role_of, _subject, _unreal
from ..lexicon import ADMONISH, ASK, CONSENT, EXPEL, NOT_DONE, POSSESSIVE, REMARK, RULE, SAY, WRITE, words

KIND = "SpeakerRuling"  # emitted as canpol:Ruling


def _complements(verb) -> list:
    """The verb's children, and the clauses the small French model hangs on a time noun after it
    (« a statué jeudi que ... »: the "que" clause under « jeudi »)."""
    return list(verb.children) + [g for c in verb.children if c.pos_ == "NOUN" and c.dep_ in ("xcomp", "obl:mod", "obl")
                                  for g in c.children if g.dep_ == "ccomp"]


def _concerned(s, verb):
    """The member a ruling is about: the subject of its "that" clause, or the person ruled on/against;
    never the Chair itself ("ruled that the Chair may not decide ...": a ruling on its own powers)."""
    found = _concerned_anyone(s, verb)
    return None if found is not None and _chair(found) else found


def _member_acted_on(s, verb):
    """The member the clause `verb` is joined to acts on: "The Speaker interrupted X and ruled that his
    remark ...", « a interrompu X et a jugé que ses propos ... » (the first verb's object, a person),
    whom a possessive in the ruling then takes up; else None."""
    if verb.dep_ != "conj" or verb.head.i == verb.i:
        return None
    obj = _object(verb.head)
    return _person(s.entity(obj)) if obj is not None else None


def _concerned_anyone(s, verb):
    acted_on = _member_acted_on(s, verb)
    for child in _complements(verb):
        if child.dep_ in ("ccomp", "xcomp") and child.pos_ in ("VERB", "AUX", "ADJ"):
            subj = [c for c in child.children if c.dep_ in SUBJ | SUBJPASS]
            if subj and _person(s.entity(subj[0])):
                return s.entity(subj[0])
            # "ruled that X's remarks were out of order": a ruling on a member's words is about the member
            owners = [c for c in subj[0].children if c.dep_ in ("poss", "nmod:poss") or (
                c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "d'", "d’") for g in c.children))] if subj else []
            owners += [p for c in (subj[0].children if subj else []) if c.dep_ == "prep" and c.lower_ == "of"
                       for p in c.children if p.dep_ == "pobj"]
            owner = owners[0] if owners and subj[0].lemma_.lower() in REMARK | {"comment", "propos", "question"} \
                or owners and any(c.dep_ in ("poss", "nmod:poss") for c in subj[0].children) else None
            if owner is not None and _person(s.entity(owner, acted_on)):
                return s.entity(owner, acted_on)
            if subj and subj[0].lemma_.lower() in REMARK | {"comment", "propos"} | words("UnparliamentaryLanguage", "word_nouns", s.lang):
                # "ruled that the remarks made by X were ...", « que les propos tenus par X étaient ... »,
                # 'that the word "W", used by X against Y, was ...' (the participle on the quoted word)
                heads = [subj[0]] + [c for c in subj[0].children if c.dep_ == "appos"]
                speaker = next((_person(_by_agent(c, s)) for h in heads for c in h.children if c.dep_ == "acl"
                                and _person(_by_agent(c, s)) is not None), None)
                if speaker is not None:
                    return speaker
        if child.dep_ in ("prep", "obl", "obl:arg") and child.lower_ in ("on", "against", "about", "concerning"):
            for p in child.children:
                if _person(s.entity(p)):
                    return s.entity(p)
        if child.dep_ in ("dobj", "obj") and _person(s.entity(child)):
            return s.entity(child)
        if child.dep_ in ("dobj", "obj") and (child.lemma_.lower() in REMARK | {"comment", "propos", "question"} or any(
                # "ruled X's remarks unparliamentary": the parser may take the adjective for the
                # object's head, the words for its compound
                c.dep_ == "compound" and c.lemma_.lower() in REMARK | {"comment", "question"} for c in child.children)):
            # "ruled X's remark out of order", « a jugé les propos de X non parlementaires »: the words' owner
            owner = next((c for c in child.children if c.dep_ in ("poss", "nmod:poss") or (
                c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "d'", "d’") for g in c.children))), None) or next(
                (p for c in child.children if c.dep_ == "prep" and c.lower_ in ("by", "of")
                 for p in c.children if p.dep_ == "pobj"), None)  # "the remark by X", "the comments of X"
            if owner is not None and _person(s.entity(owner)):
                return s.entity(owner)
    whose = _whose_privileges(s, verb)
    if whose is not None:
        return whose
    # "a prima facie case of contempt against Y", "a question of privilege concerning Y", « contre Y »
    about = words("Ruling", "about_words", s.lang)
    for child in _complements(verb):
        if child.dep_ in ("ccomp", "dobj", "obj"):
            for t in child.subtree:
                if t.lower_ in about:
                    named = next((m.entity for m in s.mentions if m.entity.kind == "person"
                                  and t.i < m.tokens[0] <= t.i + 4 and m.tokens[1] <= s.sent.end), None)
                    if named is not None:
                        return named
    return None


_OWN_WORDS = {"his", "her", "their", "son", "sa", "ses", "leur", "leurs"}
_MEMBER_NOUNS = {"member", "mp", "député", "députée", "élu", "élue"}


def _whose_privileges(s, verb):
    """The member whose privileges the finding is about: "found that the department breached the
    privileges of Y", « a conclu qu'on avait porté atteinte aux privilèges du député Y » (Y named in the
    privileges' phrase), or "ruled that the threats against Y amount to a breach of the member's / his
    privileges", « que l'affaire soulevée par Y constituait une atteinte à ses privilèges » (the owner a
    possessive or "the member": the one member the finding names). None for the privileges of members
    at large (« des députés »), or when the finding names several members."""
    nouns = words("Ruling", "privilege_nouns", s.lang)
    for clause in (c for c in _complements(verb) if c.dep_ in ("ccomp", "xcomp") and c.pos_ in ("VERB", "AUX", "ADJ")):
        inside = {t.i for t in clause.subtree}
        for noun in (t for t in clause.subtree if t.lemma_.lower() in nouns and t.pos_ == "NOUN"):
            phrase = _owner_tokens(noun)
            named = [m.entity for m in s.mentions if m.entity.kind == "person" and m.tokens[0] in phrase]
            if named:
                return named[0] if len({e.key for e in named}) == 1 else None
            owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss", "det") and c.lower_ in _OWN_WORDS]
            owners += [c for c in noun.children if c.dep_ in ("poss", "nmod:poss") and c.lemma_.lower() in _MEMBER_NOUNS
                       and not any(g.dep_ in ("poss", "nmod:poss") for g in c.children)]
            if not owners:
                continue
            members = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person" and m.tokens[0] in inside
                       and not _chair(m.entity)}
            if len(members) == 1:
                return next(iter(members.values()))
    return None


def _owner_tokens(noun) -> set[int]:
    """The tokens of the noun's owner: "Y's", "of Y", « de / du Y » (not a clause on the noun: "the
    question of privilege raised by Y" is Y's question, not Y's privileges)."""
    owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss")]
    owners += [p for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
    owners += [c for c in noun.children if c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ in ("de", "du", "d'", "d’")
                                                                 for g in c.children)]
    found: set[int] = set()
    for owner in owners:
        clauses = {u.i for d in owner.subtree if d.dep_ in ("acl", "relcl", "acl:relcl") for u in d.subtree}
        found |= {u.i for u in owner.subtree if u.i not in clauses}
    return found


def _findings(s, verb):
    """The members of each finding when the Chair rules on several things at once, "ruled that A
    ..., and that B ...": each "that" clause with its own subject is a decision of its own, about
    the member who is its subject, or about no member ("the government withheld ..."). A clause
    about a member's words ("that his remarks were ...") is about that member, so is not counted
    apart. None when the verb has fewer than two such clauses."""
    first = next((c for c in _complements(verb) if c.dep_ == "ccomp" and c.pos_ in ("VERB", "AUX", "ADJ")), None)
    if first is None:
        return None
    clauses, stack = [first], [c for c in first.children if c.dep_ == "conj"]
    while stack:
        clause = stack.pop(0)
        if clause.pos_ in ("VERB", "AUX", "ADJ") and any(c.dep_ == "mark" for c in clause.children):
            clauses.append(clause)
            stack.extend(c for c in clause.children if c.dep_ == "conj")
    if len(clauses) < 2:
        return None
    found = []
    for clause in clauses:
        subj = next((c for c in clause.children if c.dep_ in SUBJ | SUBJPASS), None)
        if subj is None:
            return None
        who = _person(s.entity(subj))
        if who is None and (subj.pos_ in ("PRON", "PROPN") or subj.lemma_.lower() in REMARK
                            or any(c.dep_ in ("poss", "nmod:poss") for c in subj.children)):
            return None  # "he", a name the KB lacks, "his remarks": not a finding about no member
        found.append(who)
    return found


def _subject_of_its_own(s, verb) -> bool:
    """Has the verb a subject of its own that names no one the text knows ("the court decided", "a
    panel determined", "what a committee decides", "it was ruled")? Then the decision is that
    subject's, never the person named nearest before it (the fallback of a lost subject). The
    whole subject phrase is read: the small French model can make a title's adjective the subject
    and the name its object (« La présidente adjointe X a tranché »)."""
    subj = next((c for c in verb.children if c.dep_ in SUBJ | SUBJPASS), None)
    return subj is not None and all(s.entity(t) is None for t in subj.subtree)


def _ruling(s, verb, emit, date) -> bool:
    if _subject_of_its_own(s, verb):
        return False
    agent, agent_tok = _subject(s, verb)
    office = _chair_office(s, agent, date)
    if office is None:
        return False
    findings = _findings(s, verb) or [_person(_concerned(s, verb))]
    if findings == [None] and _on_the_house_s_consent(verb):
        return True  # "ruled that there was no unanimous consent": the decision of a motion, about no member
    for target in findings:
        emit(KIND, agent=_person(agent) if agent is not None and (agent.iri or agent.presumed) else None,
             target=target, capacity=office,
             role=_role_of(s, agent_tok) or (agent.role if agent is not None else None), confidence=0.7)
    return True


def _on_the_house_s_consent(verb) -> bool:
    """"ruled that there was no unanimous consent", « a déclaré qu'il n'y avait pas consentement »: the
    Chair telling whether the House consents decides a motion (motions.py tells it), and is about no
    member, so it is no canpol:Ruling (a decision of the Chair about a member)."""
    return any(CONSENT.search(t.text) for c in _complements(verb) if c.dep_ in ("ccomp", "xcomp", "dobj", "obj")
               for t in c.subtree)


def _capacity_or_purpose(token) -> bool:
    """Is the verb an infinitive that names what may or is to be decided, not a decision: the
    complement of a noun ("the authority to determine", « le pouvoir de trancher ») or a purpose
    ("must assess in order to determine")?"""
    infinitive = any(c.dep_ in ("aux", "mark") and c.lower_ in ("to", "de", "d'", "d’", "pour") for c in token.children)
    return infinitive and token.dep_ in ("acl", "advcl", "relcl") and token.head.i != token.i


_WHETHER = {"si", "whether", "if"}


def _undecided_or_a_task(verb) -> bool:
    """Is the Chair's verb of deciding only its power or task, or a question still open? « la
    présidence est habilitée à / appelée à / chargée de déterminer ... » (an infinitive under a
    passive participle or a predicate adjective tells what the Chair may or must do, not what it
    did), and « déterminer si ... », "decide whether ..." (an indirect question is not a finding)."""
    head = verb.head
    if verb.dep_ == "xcomp" and head.i != verb.i and (head.pos_ == "ADJ" or any(
            c.dep_ in ("aux:pass", "auxpass", "cop") for c in head.children)):
        return True
    return any(g.dep_ == "mark" and g.lower_ in _WHETHER for c in verb.children
               if c.dep_ in ("ccomp", "advcl", "xcomp") for g in c.children)


def _asked_of_the_chair(verb) -> bool:
    """"asked the Speaker to rule on it", "wants the Chair to decide": a ruling asked for, not made."""
    return verb.dep_ == "xcomp" and verb.head.i != verb.i and verb.head.lemma_.lower() in ASK | NOT_DONE


def chair_rules_on_member(s, token, emit) -> bool:
    """The Chair rules (that ...), « le président a tranché »."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words("Ruling", "rule_verbs", s.lang):
        return False
    if token.dep_ == "amod":
        return False  # "cast the deciding vote", "the deciding factor": a participle qualifying a noun decides nothing told
    if (s.quoted(token) or _unreal(s, token) or not_yet(s, token) or _capacity_or_purpose(token)
            or _undecided_or_a_task(token) or _asked_of_the_chair(token)):
        return False
    if any(c.dep_ == "xcomp" and (c.lemma_.lower() in ADMONISH | EXPEL or c.lemma_.lower() in words(
            "Ruling", "order_verbs", s.lang)) for c in token.children):
        return False  # « a décidé de rappeler X à l'ordre »: the infinitive tells the ruling, once
    return _ruling(s, token, emit, emit.date)


def chair_finds_breach(s, token, emit) -> bool:
    """The Chair finds a (prima facie) breach of privilege, finds X in contempt."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words("Ruling", "find_verbs", s.lang):
        return False
    if s.quoted(token) or _unreal(s, token) or _undecided_or_a_task(token):
        return False
    breach = words("Ruling", "breach_words", s.lang)
    if not any(t.lemma_.lower() in breach or t.lower_ in breach for t in token.subtree if t.i != token.i):
        return False
    return _ruling(s, token, emit, emit.date)


def _to_order(s, verb):
    """The "order" of "called X to order", « a rappelé X à l'ordre » (None when the verb has none)."""
    for t in s.sent.doc[verb.i + 1:min(s.sent.end, verb.i + 8)]:
        if t.lower_ in ("order", "ordre") and t.i >= 2 and (
                t.doc[t.i - 1].lower_ in ("to", "à") or t.doc[t.i - 2].lower_ == "à"):
            return t  # (the parser may take "to order" for an infinitive)
        if t.pos_ in ("VERB", "AUX") or t.text in (";", ":"):
            return None
    return None


def _named_after(s, token, limit=8):
    """The members named after `token` up to the end of its clause (« ... à l'ordre mardi X et Y »)."""
    found = []
    for m in s.mentions:
        if m.entity.kind != "person" or not token.i < m.tokens[0] <= token.i + limit or m.tokens[1] > s.sent.end:
            continue
        if any(u.pos_ in ("VERB", "AUX") or u.text in (";", ":") for u in s.sent.doc[token.i + 1:m.tokens[0]]):
            break
        if m.entity.key not in [f.key for f in found]:
            found.append(m.entity)
    return found




def _clitic_gender(clitic, verb) -> str | None:
    """The gender French grammar gives the member an object clitic stands for: « le » / « la »
    themselves, or after the elided « l' » the past participle, which agrees with an object before
    it (« l'a rappelé » a man, « l'a rappelée » a woman); None when the form says nothing."""
    if clitic.lower_ in ("le", "la"):
        return "male" if clitic.lower_ == "le" else "female"
    word = verb.lower_
    if "Part" not in verb.morph.get("VerbForm") or not any(c.dep_.startswith("aux") and c.lemma_ == "avoir" for c in verb.children):
        return None
    if word.endswith(("ée", "ie", "ue")):
        return "female"
    return "male" if word.endswith(("é", "i", "u")) else None


def _clitic_member(s, agent, clitic=None, verb=None):
    """Whom a French object clitic means: the member the Chair is dealing with, else the only
    member of the previous sentences other than the Chair, else the only one of them of the
    gender the clitic or the participle agreeing with it gives."""
    focus = s.discourse.focus_member()
    if focus is not None:
        return focus
    others = [e for e in s.discourse.recent if agent is None or e.key != agent.key and str(e.iri) != str(agent.presumed)]
    if len(others) > 1 and clitic is not None and verb is not None:
        gender = _clitic_gender(clitic, verb)
        if gender is not None and all(e.gender for e in others):
            others = [e for e in others if e.gender == gender]
    return others[0] if len(others) == 1 else None


def _by_the_chair(s, verb, emit, target, confidence) -> bool:
    """Emit the ruling `verb` tells when its subject is the Chair (by its office or the KB's holder
    that day), about `target` (None: about no member); False when the subject is not the Chair."""
    agent, agent_tok = _subject(s, verb)
    office = _chair_office(s, agent, emit.date)
    if office is None:
        return False
    emit(KIND, agent=_person(agent) if agent is not None and (agent.iri or agent.presumed) else None,
         target=target, capacity=office,
         role=_role_of(s, agent_tok) or (agent.role if agent is not None else None), confidence=confidence)
    return True


def says_in_a_ruling(s, token, emit) -> bool:
    """"In his ruling on Thursday, Speaker X said (that) ...", « Dans sa décision, le président a
    statué que ... »: a verb of saying whose subject is the Chair, framed by "in his/her ruling",
    tells the ruling; it is about the member its clause is about, if any. Never takes its token."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in SAY | WRITE or s.quoted(token) or _unreal(s, token):
        return False
    nouns = words("Ruling", "ruling_nouns", s.lang)
    framed = any(c.dep_ in ("prep", "obl") and c.lower_ in ("in", "dans") or c.dep_ == "obl" and any(
                     g.lower_ == "dans" for g in c.children)
                 for c in token.children
                 for n in ([p for p in c.children if p.dep_ == "pobj"] if c.dep_ == "prep" else [c])
                 if n.lemma_.lower() in nouns and any(d.dep_ in ("poss", "det") and d.lower_ in POSSESSIVE for d in n.children))
    if framed:
        _by_the_chair(s, token, emit, _person(_concerned(s, token)), 0.65)
    return False


def ruling_noun(s, token, emit) -> bool:
    """The Chair's ruling on / concerning a member: "the Speaker's ruling on Y's statements",
    « la décision du président concernant Y ». Only with a member: "the Speaker's ruling" alone
    may be the one the text tells by its verb."""
    if token.pos_ != "NOUN" or token.lemma_.lower() not in words("Ruling", "ruling_nouns", s.lang):
        return False
    owner = next((c for c in token.children if c.dep_ in ("poss", "nmod:poss") or (c.dep_ == "nmod" and any(
        g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))), None)
    owner = owner or next((p for c in token.children if c.dep_ == "prep" and c.lower_ in ("of", "by")
                           for p in c.children if p.dep_ == "pobj"), None)
    agent = s.entity(owner) if owner is not None else None
    office = _chair_office(s, agent, emit.date)
    if office is None:
        return False
    inside = {t.i for t in token.subtree}
    about = words("Ruling", "about_words", s.lang) | {"on", "sur"}
    target = None
    for t in token.subtree:
        if t.lower_ in about and t.i > token.i:
            target = next((m.entity for m in s.mentions if m.entity.kind == "person" and t.i < m.tokens[0] <= t.i + 4
                           and m.tokens[0] in inside), None)
            if target is not None:
                break
    if target is not None and agent is not None and target.key == agent.key:
        return False

    if target is None and not _content_follows(s, token):
        return False
    emit(KIND, agent=_person(agent) if agent.iri or agent.presumed else None, target=target, capacity=office,
         role=_role_of(s, owner) or agent.role, confidence=0.65 if target is not None else 0.6)
    return True


def _content_follows(s, noun) -> bool:
    """English: the Chair's ruling told by its content right after the noun, "His decision: the
    request stands", "The Speaker's ruling was that the question was in order": the decision made,
    whoever it concerns. Not a ruling awaited or to come ("Her decision is expected Monday", "his
    ruling will be that ..."), nor one in a quotation or a question."""
    if s.lang != "en" or s.quoted(noun) or noun.dep_ not in SUBJ | {"ROOT"} or any(t.text == "?" for t in s.sent):
        return False
    doc = noun.doc
    if noun.i + 1 < s.sent.end and doc[noun.i + 1].text in (":", "—", "–"):  # (a heading without a verb: ROOT)
        after = range(noun.i + 2, s.sent.end)
        # the content's own verbs: those whose head lies outside it (the noun, or the sentence's root)
        content = [t for t in s.sent if t.i in after and t.pos_ in ("VERB", "AUX") and (t.head.i not in after or t.head.i == t.i)]
    else:
        verb = noun.head
        if noun.dep_ == "ROOT" or verb.lemma_ != "be" or verb.i == noun.i or not_yet(s, verb) or _unreal(s, verb) or s.negated(verb) \
                or "Past" not in verb.morph.get("Tense"):
            return False
        content = [c for c in verb.children if c.dep_ == "ccomp" and any(g.dep_ == "mark" and g.lower_ == "that"
                                                                          for g in c.children)]
    owner = next((c for c in noun.children if c.dep_ in ("poss", "nmod:poss")), None)
    chair = s.entity(owner) if owner is not None else None
    for verb in content:
        for subject in (c for c in verb.children if c.dep_ in SUBJ | SUBJPASS):
            who = s.entity(subject)
            if subject.lower_ in ("i", "he", "she") or (chair is not None and who is not None and who.key == chair.key):
                return False  # "His decision: he will not run again": a decision about himself, not the Chair's
    return bool(content)


def _verb_phrase(token) -> str:
    """The verb with its particle ("turn down"), or its fixed noun (« donner raison »), as the
    lexicon writes it; else its lemma."""
    for c in token.children:
        if c.dep_ in ("prt", "compound:prt") or (c.dep_ in ("obj", "dobj") and c.lower_ in ("raison", "tort")
                                                  and not any(True for _ in c.children)):
            return f"{token.lemma_.lower()} {c.lower_}"
    return token.lemma_.lower()


def _names_a_procedural_matter(s, obj) -> bool:
    """Is the object's phrase a matter the Chair disposes of: a point of order, a question of
    privilege, a request for an emergency debate (its words in the lexicon, read on the lemmas and
    the forms of the phrase, so "points of order" and « rappels au Règlement » count)?"""
    phrase = list(obj.subtree)
    doc, after = obj.doc, max(t.i for t in phrase) + 1
    while after < s.sent.end:
        # « a rejeté le rappel au Règlement de X »: the parser may hang the object's complement on the verb;
        # a complement right after the object, with no comma between, is still its phrase
        nxt = doc[after].head if doc[after].dep_ in ("case", "det") else doc[after]
        if nxt.i < after or nxt.head.i != obj.head.i or nxt.dep_ not in ("obl", "obl:mod", "obl:arg", "nmod") \
                or nxt.pos_ not in ("NOUN", "PROPN"):
            break
        phrase += [u for u in doc[after:max(u.i for u in nxt.subtree) + 1]]
        after = max(u.i for u in phrase) + 1
    if obj.lemma_.lower() in _REQUEST_NOUNS:
        # "turned down a request ... for an emergency debate": the parse may hang the matter on the verb
        phrase += [t for c in obj.head.children if c.dep_ == "prep" and c.lower_ == "for" and c.i > obj.i
                   for t in c.subtree]
    text = "".join(t.lower_ + t.whitespace_ for t in phrase)
    lemmas = "".join(t.lemma_.lower() + t.whitespace_ for t in phrase)
    return any(f" {w} " in f" {text} " or f" {w} " in f" {lemmas} " for w in words("Ruling", "procedural_words", s.lang))


_REQUEST_NOUNS = {"request", "application", "bid", "demand", "demande"}


def chair_disposes(s, token, emit) -> bool:
    """The Chair disposes of a procedural matter a member raised: "the Speaker rejected the point of
    order", "turned down X's request for an emergency debate", « le président a refusé la demande de
    débat d'urgence », « a rejeté la question de privilège »; or decides between two sides, « le
    président a débouté X », « a donné raison à X ». A ruling about no member (news annotates the
    Chair's procedural decisions as rulings; one that names or sanctions a member is told by the
    patterns above). Not a matter asked of the Chair and not yet decided, nor one the Chair only
    may decide ("can refuse the request")."""
    if token.pos_ != "VERB" or s.quoted(token) or _unreal(s, token) or not_yet(s, token) or s.negated(token):
        return False
    phrase = _verb_phrase(token)
    adjudges = phrase in words("Ruling", "adjudge_verbs", s.lang)
    if not adjudges and phrase not in words("Ruling", "dispose_verbs", s.lang):
        return False
    if _capacity_or_purpose(token) or _undecided_or_a_task(token) or _asked_of_the_chair(token):
        return False
    obj = _object(token)
    if obj is None and adjudges:
        obj = next((c for c in token.children if c.dep_ in ("obl", "obl:arg", "iobj")), None)  # « donner raison à X »
    if obj is None or not adjudges and not _names_a_procedural_matter(s, obj):
        return False
    return _by_the_chair(s, token, emit, None, 0.65)


def chair_admonishes(s, tok, ev) -> bool:
    """the chair admonishes / reprimands X, calls X to order (« rappelle X à l'ordre »); "X and Y": one each"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    date = ev.date
    order = _to_order(s, tok) if lemma in words("Ruling", "order_verbs", s.lang) and tok.pos_ == "VERB" else None
    # "the Speaker warned X (that ...)": an admonition only when told of a member (not "warned members")
    warns = lemma in words("Ruling", "warn_verbs", s.lang) and not _attributes_a_quotation(s, tok)
    if (lemma in ADMONISH or order is not None or warns) and tok.pos_ == "VERB" and not s.negated(tok):
        if _governing(tok, words("shared", "intent_only")) is not None:
            return True  # « a refusé de rappeler Y à l'ordre », "declined to admonish Y": no ruling
        head = None
        if s.passive(tok):
            subj = _children(tok, SUBJPASS)
            head = subj[0] if subj else None
            target, agent = (s.entity(subj[0]) if subj else _left_person(s, tok)), _by_agent(tok, s)
            if agent is None and order is not None:
                agent = next(iter(_named_after(s, order)), None)  # « rappelée à l'ordre mercredi par X »
        else:
            agent, agent_tok = _subject(s, tok)
            obj = _object(tok)
            head = obj
            target = s.entity(obj, d.focus_member()) if obj is not None else None
            subject = _named_with_the_subject(s, agent_tok, obj) if obj is not None and obj.lower_ in OBJECT_CLITICS else []
            chair = next((e for e in subject if e.iri is not None), None) if len(subject) <= 2 else None
            if target is not None and target.key in [e.key for e in subject]:
                # « La vice-présidente, X, l'a rappelée à l'ordre »: an object clitic never stands for
                # its own verb's subject (that would be « s' »), its title nor the name set off with it;
                # the name is the chair, and the clitic the member told of before
                if chair is not None and (agent is None or agent.iri is None) and _chair_office(s, chair, date) is not None:
                    agent = chair
                target = None
            if target is None and obj is not None and obj.lower_ in OBJECT_CLITICS:
                target = _clitic_member(s, chair or agent, obj, tok)
        targets = persons_of(s, head, _person(target)) if head is not None else ([target] if _person(target) else [])
        if not targets and order is not None and not s.passive(tok):
            # "called X to order" (the parse may make X anything), « a rappelé à l'ordre mardi X et Y »
            targets = [m.entity for m in s.mentions if m.entity.kind == "person" and tok.i < m.tokens[0]
                       and m.tokens[1] <= order.i - 1] or _named_after(s, order)
        office = _chair_office(s, agent, date)
        if office and (targets or order is None and not warns):
            for target in targets or [None]:
                ev("SpeakerRuling", agent=_person(agent), target=target, capacity=office,
                   role=agent.role if agent is not None else None, confidence=0.7)
        return True
    return False


def _named_with_the_subject(s, subject, clitic) -> list:
    """The people named in the subject's phrase before an object clitic: its title and the name set
    off with it, before or after (« La vice-présidente, X, l'a rappelé à l'ordre », « X,
    vice-présidente adjointe, l'a ... », whatever the parse made of them): the mentions from the
    subject's first word (or the name and comma right before it) up to the clitic, with no verb
    between."""
    if subject is not None and clitic.i <= subject.i:
        return []
    # (no subject token: the parse left the verb without one; the sentence's start up to the clitic)
    doc, start = s.sent.doc, subject.left_edge.i if subject is not None else s.sent.start
    before = next((m for m in s.mentions if m.entity.kind == "person" and m.tokens[1] == start - 1
                   and doc[start - 1].text == ","), None)
    if before is not None:
        start = before.tokens[0]
    named = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person"
             and start <= m.tokens[0] and m.tokens[1] <= clitic.i
             and not any(u.pos_ in ("VERB", "AUX") for u in doc[start:m.tokens[0]])}
    return list(named.values())


def _attributes_a_quotation(s, verb) -> bool:
    """Is `verb` the verb that attributes a quotation just before it (« « ... », a averti le président
    au député X », '"...," the Speaker warned X')? Its words are the quotation's: what they say, not
    the verb, tells whether the Chair admonished anyone."""
    doc = verb.doc
    start = min([c.i for c in verb.children if c.i < verb.i and (c.dep_.startswith("aux") or c.pos_ == "AUX")] + [verb.i])
    return any(t.text in ("»", "”", '"') for t in doc[max(s.sent.start, start - 3):start])


def chair_rules(s, tok, ev) -> bool:
    """the Speaker rules"""
    lemma = tok.lemma_.lower()
    if lemma in RULE and tok.pos_ == "VERB":
        if not_yet(s, tok) or _capacity_or_purpose(tok) or _undecided_or_a_task(tok):
            return True  # "will rule on Thursday", "has no power to rule on ...", « est chargée de trancher »: no ruling made
        if _asked_of_the_chair(tok):
            return True
        if _subject_of_its_own(s, tok):
            return True  # "the court ruled": not the Chair
        agent, agent_tok = _subject(s, tok)
        if _chair(agent):
            ev("SpeakerRuling", agent=_person(agent) if agent and (agent.iri or agent.presumed) else None,
               capacity=agent.office, role=agent.role, confidence=0.7)
        return True
    return False
