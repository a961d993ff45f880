"""Accusation: a person charging another with wrongdoing, by "accuse", by a verb of verbal attack, or against a group.

`accuses` reads "X accuses Y (of ...)"; `attacks` the verbs of sharp verbal attack on a named
member ("X tore into Y", "rebuked Y", « s'en est pris à Y »); `accuses_a_group` a group noun as the
accused ("accused her party of ...", « a accusé le gouvernement de ... »): the ontology's
Accusation then has its agent and no target (a group is not a member).
"""

from __future__ import annotations

from ..clitics import ADVERBIAL_CLITICS, PERSON_OBJECT_CLITICS
from ..grammar import (OBJ, SUBJ, SUBJPASS, _QUOTE_MARKS, _by_agent, set_off_by_a_comma, against_phrases, _children, _governing, _object, _person, _subject, _unreal, _chair_office, generic,
                       CONDITION_MARKS, has_negative_determiner, is_verb, not_yet, persons_of)
from ..lexicon import ACCUSE, ASK, NOT_DONE, SAY, WRITE, words
from ..mentions import _PROVINCES, _PROVINCES_FR, _PROVINCIAL_ADJECTIVES_FR, is_pronoun

KIND = "Accusation"


def accuses_a_group(s, token, emit) -> bool:
    if token.pos_ != "VERB" or token.lemma_.lower() not in words(KIND, "accuse_verbs", s.lang):
        return False
    if s.quoted(token) or _unreal(s, token) or s.passive(token):
        return False
    obj = _object(token)
    if obj is not None and obj.text in _QUOTE_MARKS:
        # « accuse des « groupes radicaux » de ... »: the parse took the opening mark for the object
        obj = next((c for c in token.children if c.dep_ in ("obj", "dobj") and c.text not in _QUOTE_MARKS), None)
    if obj is None:
        obj = _what_it_was_called(s, token)
    if token.lemma_.lower() in words(KIND, "reproach_verbs", s.lang):
        # « reprocher à X sa faute »: the one reproached is the indirect object, the fault the direct one
        obj = next((c for c in token.children if c.dep_ in ("obl:arg", "iobj", "obl")
                    and any(g.lower_ in ("à", "au", "aux") for g in c.children if g.dep_ == "case")), None)
    if obj is not None and s.entity(obj) is None and _pronoun_for_a_group(s, obj, token):
        # "New Democrats voted ... X accused them of ...", « X les a accusés de ... »: the group again
        if token.lemma_.lower() == "charge" or s.negated(token) or not_yet(s, token) or _left_undone(token) \
                or _describes_a_noun(s, token):
            return False
        agent = _person(_subject(s, token)[0])
        if agent is None or agent.iri is None or _chair_office(s, agent, emit.date) is not None:
            return False
        emit(KIND, agent=agent, confidence=0.55)
        return True
    if obj is None or s.entity(obj) is not None or _head_of_a_led_body(s, obj) is not None:
        return False  # a named person or party, or a body a named member leads: the inline rule's case
    if obj.lemma_.lower() not in words(KIND, "group_nouns", s.lang) and not (
            _private_person(s, obj) and not any(t.i in s.by_token for t in _own_words(obj))):
        return False  # (a group, or a person outside the House, "accused a witness of ...", with no one
        # named in the phrase: "the day's first witness, the minister Y" is Y, the inline rule's case)
    if token.lemma_.lower() == "charge" and not any(c.lower_ == "with" for c in token.children):
        return False  # "charge" is an accusation only as "charge X with ..."
    agent = _person(_subject(s, token)[0])
    if agent is None:
        return False
    emit(KIND, agent=agent, confidence=0.65)
    return True


def _what_it_was_called(s, verb):
    """The noun of a free relative of naming that stands as the verb's object: "accused what he called
    radical groups of ...", "accusing what she described as fringe lobbies of ..." (the parse makes
    "what" the naming verb's object and that verb the clause of `verb`); else None."""
    for clause in verb.children:
        if clause.dep_ != "ccomp" or clause.lemma_.lower() not in words(KIND, "naming_verbs", s.lang) \
                or not any(c.dep_ in OBJ and c.lower_ == "what" for c in clause.children):
            continue
        named = [c for c in clause.children if c.dep_ in ("oprd", "attr", "xcomp") and c.pos_ in ("NOUN", "PROPN")]
        named += [p for c in clause.children if c.dep_ == "prep" and c.lower_ == "as"
                  for p in c.children if p.dep_ == "pobj" and p.pos_ in ("NOUN", "PROPN")]
        if named:
            return named[0]
    return None


def accuses(s, tok, ev) -> bool:
    """X accuses Y (of ...)"""
    lemma = tok.lemma_.lower()
    if lemma == "charge" and tok.pos_ == "VERB" and not s.passive(tok) and _charged_with_a_fault(s, tok):
        # "X charged Y with hypocrisy / with misleading the House": charged by a member, with a fault
        # of politics (not "charged Y with leading the review": a task; not the passive, a court's)
        agent, target = _person(_subject(s, tok)[0]), _person(s.entity(_object(tok))) if _object(tok) is not None else None
        if agent is not None and target is not None and agent.iri is not None and target.iri is not None \
                and agent.key != target.key and told_as_done(s, tok) and _chair_office(s, agent, ev.date) is None:
            ev("Accusation", agent=agent, target=target, confidence=0.7)
        return True
    if lemma in ACCUSE and tok.pos_ == "VERB":
        if _dared_no_further(s, tok):
            return True  # « n'est pas allé jusqu'à accuser Y », « ira jusqu'à », "did not dare to accuse Y": not done
        if _governing(tok, words("shared", "intent_only")) is not None or _held_back_from(s, tok):
            return True  # « a refusé d'accuser Y », "declined to accuse Y", "refrained from accusing Y": no charge made
        if tok.dep_ == "xcomp" and tok.head.i != tok.i and tok.head.lemma_.lower() in NOT_DONE | ASK:
            return True  # "refused to blame Y", "wants to accuse Y", "considered blaming Y": not done
        if _reproached_a_performance(s, tok):
            return True  # « reproche à Y sa gestion »: a performance or a choice criticised, no charge
        if _charged_with_nothing(tok):
            return True  # "accusing Y of nothing", « n'accusait Y de rien »: no charge made
        if _left_undone(tok):
            return True  # "without accusing Y", « sans accuser Y », "stopped short of accusing Y": no charge made
        if _describes_a_noun(s, tok):
            return True  # "a letter from a voter accusing Y of ...": the charge is the voter's, not the reader's
        if s.passive(tok):
            subj = _children(tok, SUBJPASS) or _participle_on(s, tok)
            target, agent = (s.entity(subj[0]) if subj else None), _by_agent(tok, s) or _by_agent_after_the_charge(s, tok)
            accused_tok, agent_tok = (subj[0] if subj else None), None
        else:
            agent, agent_tok = _subject(s, tok)
            obj = accused_tok = _relative_antecedent(tok) or _object(tok)
            target = s.entity(obj) if obj is not None else None
            if target is None and obj is not None:
                target = _head_of_a_led_body(s, obj)  # "accused Y's government of ...": Y
            if target is None:  # « reprocher à X sa faute », "blame X for": X is the indirect object
                target = next((s.entity(c) or _head_of_a_led_body(s, c) for c in tok.children
                               if c.dep_ in ("obl:arg", "iobj", "obl")
                               and any(g.lower_ in ("à", "aux", "au") for g in c.children)
                               and (s.entity(c) is not None or _head_of_a_led_body(s, c) is not None)), None)
            if target is None and tok.i + 2 < s.sent.end and s.sent.doc[tok.i + 1].lower_ in ("à", "aux", "au"):
                target = s.entity(s.sent.doc[tok.i + 2])  # the parse lost it: the words right after
        if target is None and not s.passive(tok) and tok.lemma_.lower() in words(KIND, "reproach_verbs", s.lang):
            # « (qui) lui reproche d'avoir ... »: the one reproached as a dative clitic
            target = next((_person(s.entity(c)) for c in tok.children if c.dep_ in ("iobj", "obl:arg")
                           and c.lower_ in DATIVE_CLITICS), None)
        outside = accusers_outside_the_kb(s, tok)
        if outside and _person(agent) is not None:
            agent = None  # a witness, a caucus, a private person: never the nearest name before it
        if _unresolved_name(s, accused_tok, target) or _unresolved_name(s, agent_tok, agent):
            return True  # "accused Liberal MP X of ...", « a accusé M. Gendron de ... »: a name the KB could hold, unresolved; no event rather than half of one
        if _person(agent) is not None and agent.local:
            pass  # a bare name the KB lacks may be a member's it failed to resolve: no event ("X, a developer," is outside above)
        elif _person(agent) and (_person(target) or (
                target is not None and target.kind == "party" and not s.negated(tok))):
            # "X and Y accused Z": each of them (the passive's by-agent is one person)
            accusers = persons_of(s, agent_tok, agent) if not s.passive(tok) and agent_tok is not None else [agent]
            for accuser in accusers or [agent]:
                ev("Accusation", agent=accuser, target=target, confidence=0.8 if _person(target) else 0.65)
                if not s.passive(tok) and _person(target):
                    # « accusé Y de ... et Z de ... », "accused Y of ... and Z of ...": one verb, two charges
                    for other in _coordinated_accused(s, tok, target, accuser):
                        ev("Accusation", agent=accuser, target=other, confidence=0.7)
        elif _person(target) and (agent is None or agent.kind == "party") and outside and told_as_done(s, tok) \
                and _governing(tok, words("shared", "deny")) is None and not (tok.dep_ == "ROOT" and _perfect_infinitive(tok)) \
                and not _charged_with_an_omission(s, tok):
            # "Opposition MPs accused Y of ...", "Y was accused by critics", "The Alliance accused Y of
            # ...", « le Bloc a accusé Y de ... », "the Conservative caucus, which accused Y", "a former
            # aide accused Y": a charge against a member by people the KB does not hold (unnamed, a
            # party, a private person) is an Accusation with its target and no agent, as the annotation
            # guidelines give it (a party is no person who charges: the ontology's agent); not
            # "Liberal Angus accused Y" (a person, unknown to the KB, whom a party word qualifies), nor
            # "was accused of ..." alone: who accused is not said, a court or the police as likely
            ev("Accusation", target=target, confidence=0.6)
        elif _person(agent) is not None and agent.iri is not None and target is None and s.passive(tok) \
                and accused_tok is not None and _private_person(s, accused_tok) \
                and not any(t.i in s.by_token for t in _own_words(accused_tok)) and told_as_done(s, tok) \
                and _chair_office(s, agent, ev.date) is None:
            # "A witness was accused by X of ...": a member charging a person outside the House, in the
            # passive (accuses_a_group reads the active), an Accusation with its agent and no target
            ev("Accusation", agent=agent, confidence=0.6)
        elif _person(target) and agent is None and s.passive(tok) and _charged_with_a_political_wrong(s, tok) \
                and not any(c.dep_ in ("agent", "obl:agent") for c in tok.children) \
                and not s.negated(tok) and not _reported(tok) and not _unreal(s, tok) and not not_yet(s, tok):
            # "Y was accused of misleading Parliament", « Y a été accusé d'avoir induit la Chambre en
            # erreur »: who accused is not said, but a charge of lying to or deceiving the House is
            # a political one, not a court's (no by-agent: "by the police" is a body)
            ev("Accusation", target=target, confidence=0.55)
        return True
    return False


def _charged_with_an_omission(s, verb) -> bool:
    """Is what `verb` charges only a thing left undone (« lui reproche de ne pas avoir expliqué ... »)?
    From accusers the text does not name, a complaint of that kind is the commonest criticism of
    policy, too weak for a charge with its target only (a wrong done, « d'avoir caché », is one)."""
    return any(s.negated(head) for head in _charge_heads(verb))


def _perfect_infinitive(verb) -> bool:
    """Is `verb` a perfect infinitive (« avoir accusé »)? As the sentence's root it hangs on a verb the
    parse lost (« le caucus nie avoir accusé Y », « nie » read as an adjective): not told as done."""
    return any(c.dep_.startswith("aux") and c.lemma_.lower() in ("avoir", "have") and "Inf" in c.morph.get("VerbForm")
               for c in verb.children)
def _unresolved_name(s, token, entity) -> bool:
    """Is `entity` a person's name the KB could hold but did not resolve: a proper name the text gives a
    member's role to ("Liberal MP X", `entity` the role phrase, resolved to nobody), or a name some
    past member bore (« M. Gendron »: neither a KB person, nor one the KB lacks (`local`), nor a role
    phrase)? The event would name the wrong side or none, where the guidelines want that member."""
    if entity is None or entity.kind != "person" or entity.iri is not None or entity.local:
        return False
    if entity.role:
        return token is not None and token.pos_ == "PROPN" and token.i not in s.by_token
    return entity.presumed is None


def _charge_heads(verb) -> list:
    """What `verb` charges its object with: the head after "of" / "with" ("accused of misleading
    the House") or « de » (« accusé d'avoir menti », « accusé de favoritisme »)."""
    heads = []
    for c in verb.children:
        if c.dep_ == "prep" and c.lower_ in ("of", "with"):
            heads += [g for g in c.children if g.dep_ in ("pobj", "pcomp")]
        elif c.dep_ in ("xcomp", "obl", "obl:arg", "nmod", "advcl", "iobj") and c.i > verb.i and any(
                g.dep_ in ("mark", "case") and g.lower_ in ("de", "d'", "d’") for g in c.children):
            heads.append(c)
    return heads


# the dative clitics that may be the one reproached: « (qui) lui reproche d'avoir ... »
DATIVE_CLITICS = {"lui"}  # (not « leur »: a group, whose members are no one target)


# the plural object pronouns that may take up a group: "accused them", « les a accusés »
PLURAL_OBJECT_PRONOUNS = {"them", "les", "eux"}


def _pronoun_for_a_group(s, pronoun, verb, also: frozenset = frozenset()) -> bool:
    """Does the plural object pronoun `pronoun` take up a group of people ("the Liberals", « les
    néo-démocrates », a party named in the sentence)? Its antecedent is the nearest plural noun
    before it, in its sentence (outside the verb's subject) or the one before: it must be a party
    named or one of the lexicon's group nouns (or of `also`); any other plural ("the figures",
    "voters") gives None."""
    if pronoun.lower_ not in PLURAL_OBJECT_PRONOUNS or pronoun.pos_ != "PRON":
        return False
    doc = s.sent.doc
    # (the subject itself is not the antecedent, "Liberals accused them"; an incise on it may hold it:
    # "X, pressed by the Liberals, accused them")
    subject = {t.i for c in verb.children if c.dep_ in SUBJ for t in [c] + [g for g in c.children if g.dep_ == "conj"]}
    previous = doc[s.sent.start - 1].sent if s.sent.start > 0 else None
    candidates = [doc[i] for i in range(pronoun.i - 1, s.sent.start - 1, -1) if i not in subject]
    if previous is not None:
        candidates += [doc[i] for i in range(previous.end - 1, previous.start - 1, -1)]
    groups = words(KIND, "group_nouns", s.lang)
    for t in candidates:
        if t.pos_ not in ("NOUN", "PROPN") or not ("Plur" in t.morph.get("Number") or t.tag_ in ("NNS", "NNPS")):
            continue
        if t.dep_ == "compound" and t.i not in s.by_token:
            continue  # ("the ethics committee": a noun modifying another is no antecedent)
        if t.i in s.by_token:
            return s.by_token[t.i].entity.kind == "party"
        return t.lemma_.lower() in groups | also or t.lower_ in groups | also
    return False


def named_outside_the_kb(s, obj, verb) -> bool:
    """Is `obj`, the one `verb` charges, people the reference KB does not hold, with no KB person
    named in the phrase: a group ("the government", « ses collègues »), a person outside the House by
    what they do ("two researchers", « un témoin »), or a plural pronoun taking either up ("called
    them extremists")? A member's charge against them is an Accusation with its agent only."""
    if s.entity(obj) is not None or any(t.i in s.by_token for t in _own_words(obj)):
        return False
    if obj.pos_ == "PRON":
        return _pronoun_for_a_group(s, obj, verb, also=words(KIND, "private_people", s.lang))
    groups = words(KIND, "group_nouns", s.lang)
    return obj.lemma_.lower() in groups or obj.lower_ in groups or _private_person(s, obj)


def _head_of_a_led_body(s, noun):
    """The member at the head of the body a noun names as the accused: "Y's government", "the office
    of Y", « l'équipe de Y », « le cabinet de la ministre Y »: a charge against the body someone leads
    is one against them (as _accused reads it for a reported clause). None for any other noun."""
    if noun is None or noun.lemma_.lower() not in words(KIND, "led_bodies", s.lang) or s.entity(noun) is not None:
        return None
    member = _accused(s, noun)
    return member if member is not None and member.iri is not None else None


# what leaves a verb's act undone: "without accusing", « sans accuser », "stopped short of accusing"
WITHOUT = {"without", "sans"}


def _left_undone(verb) -> bool:
    """Is `verb` told as not done by what introduces it: "without accusing Y", « sans accuser Y »,
    "stopped short of accusing Y" (the preposition may be the verb's marker or the head it hangs on)?"""
    if any(c.dep_ in ("mark", "case", "prep") and c.lower_ in WITHOUT for c in verb.children):
        return True
    if verb.dep_ == "pcomp" and verb.head.lower_ in WITHOUT:
        return True
    doc = verb.doc
    if verb.i < 2 or doc[verb.i - 1].lower_ != "of":
        return False
    # ("stopped short on Tuesday of accusing Y": a time or a place may come between "short" and "of")
    before = doc[max(verb.sent.start, verb.i - 7):verb.i - 1]
    return any(t.lower_ == "short" and not any(u.pos_ in ("VERB", "AUX") or u.text in (",", ";") for u in doc[t.i + 1:verb.i - 1])
               for t in before)


# the relative pronouns that may be a verb's object: "Y, whom X accused", « Y, que X accuse »
RELATIVE_OBJECTS = {"whom", "that", "who", "que", "qu'", "qu’"}


def _relative_antecedent(verb):
    """The noun a relative clause hangs on when its relative pronoun is the clause's object ("Y, whom X
    accused of ...", « Y, que X accuse d'avoir ... »): the one the verb charges. None otherwise (not
    "Y, who accused X": the pronoun is the subject)."""
    if verb.dep_ not in ("relcl", "acl:relcl") or verb.head.i >= verb.i or verb.head.pos_ not in ("NOUN", "PROPN"):
        return None
    if not any(c.dep_ in SUBJ for c in verb.children if c.lower_ not in RELATIVE_OBJECTS):
        return None  # ("Y, who X says accused ...": no subject of its own, the pronoun is it)
    relative = next((c for c in verb.children if c.lower_ in RELATIVE_OBJECTS and c.i < verb.i
                     and c.dep_ in ("dobj", "obj", "mark")), None)
    return verb.head if relative is not None else None


def _participle_on(s, verb) -> list:
    """The noun a passive participle describes, set off after it by a comma ("Y, accused by X of ...",
    « Y, accusé par X d'avoir ... »): the one charged, as the passive's subject would be."""
    doc = verb.doc
    if verb.dep_ in ("advcl", "xcomp", "acomp", "oprd") and verb.tag_ == "VBN" and verb.head.i < verb.i \
            and verb.head.lemma_.lower() in ("stand", "remain"):
        return _children(verb.head, SUBJ)  # "Y stands accused by X of ...": the subject of "stands"
    if verb.dep_ != "acl" or verb.head.i >= verb.i or verb.head.pos_ not in ("NOUN", "PROPN") \
            or not (verb.tag_ == "VBN" or "Part" in verb.morph.get("VerbForm")) or doc[verb.i - 1].text != ",":
        return []
    return [verb.head]


def _by_agent_after_the_charge(s, verb):
    """The member named in a passive's by-phrase that the parse hung on the charge after it ("Y was
    accused of misleading the House on Tuesday by X": "by X" on "misleading"): a person the KB holds
    only, and not the agent of a charge told in the passive itself ("accused of being paid by X")."""
    for head in _charge_heads(verb):
        if head.pos_ != "VERB" or head.tag_ == "VBN" or any(c.dep_ in ("auxpass", "aux:pass") for c in head.children):
            continue  # ("accused of being misled by X": X's act, told in the passive)
        for c in head.children:
            if c.dep_ == "agent" or c.dep_ == "prep" and c.lower_ == "by":
                person = next((_named_member(s, p) for p in _children(c, {"pobj"})), None)
                if person is not None and person.iri is not None:
                    return person
    return None


def _charged_with_a_fault(s, verb) -> bool:
    """Is what "charge ... with" charges a fault of politics: a noun or a verb of the lexicon's
    political_wrongs ("with hypocrisy", "with misleading the House") or a gerund that names a wrong
    in itself (_wrong_clause: "with breaking his promise")? A task ("with leading the review") is not."""
    wrongs = words(KIND, "political_wrongs", s.lang)
    heads = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "with" for p in _children(c, {"pobj", "pcomp"})]
    return any(h.lemma_.lower() in wrongs or h.lower_ in wrongs or h.pos_ == "VERB" and _wrong_clause(s, h) for h in heads)


# the words that negate a verb, on it or on its auxiliary: "did not go", « n'est pas allé »
NEGATIONS = {"not", "n't", "never", "ne", "n'", "n’", "pas", "jamais", "guère"}


def _dared_no_further(s, verb) -> bool:
    """Is `verb` an infinitive of how far one went or dared ("went as far as to accuse Y", « est allé
    jusqu'à accuser Y », « a osé accuser Y »: the lexicon's daring_verbs, at most two heads up) whose
    verb is not told as done: negated (on it or its auxiliary), future or unreal?"""
    head = verb
    for _ in range(2):
        if head.dep_ not in ("xcomp", "advcl", "advmod") or head.head.i == head.i:
            return False
        head = head.head
        if head.lemma_.lower() in words(KIND, "daring_verbs", s.lang):
            negated = any(c.lower_ in NEGATIONS for a in [head] + [c for c in head.children if c.dep_.startswith("aux")]
                          for c in a.children) or any(c.lower_ in NEGATIONS for c in head.children)
            return negated or s.negated(head) or not_yet(s, head) or _unreal(s, head)
    return False


def _held_back_from(s, verb) -> bool:
    """Is `verb` a gerund after a preposition of a verb of holding back ("refrained from accusing Y",
    "abstained from calling Y a liar")? The act was not done (_governing does not pass a preposition)."""
    prep = verb.head
    return verb.dep_ == "pcomp" and prep.dep_ == "prep" and prep.head.i != prep.i \
        and prep.head.lemma_.lower() in words("shared", "intent_only", s.lang)


def _describes_a_noun(s, verb) -> bool:
    """Is `verb` a participle that describes the noun it follows ("a letter from a voter accusing Y",
    « la lettre d'une électrice accusant Y »): one with no comma before it, hung on a word that is no
    person (a participle set off by a comma, "X spoke, accusing Y", is the main subject's act)."""
    if verb.dep_ not in ("acl", "amod") or verb.head.i == verb.i or verb.head.i > verb.i:
        return False
    if not (verb.tag_ == "VBG" if s.lang == "en" else verb.lower_.endswith(("ant", "ants", "ante", "antes"))):
        return False  # a present participle only (« a ... reproché », parsed on a noun, is still a verb's)
    doc = verb.doc
    if verb.i == 0 or doc[verb.i - 1].text in (",", ";", ":", "(", "—", "–"):
        return False
    if any(c.dep_ in ("mark", "case") and c.lower_ == "en" for c in verb.children):
        return False  # « en accusant Y »: a French gerund is always the subject's act, never a noun's
    return _person(s.entity(verb.head)) is None


def _coordinated_accused(s, verb, first, agent) -> list:
    """The other members a verb charges after its first accused, each with their own charge:
    « a accusé Y de ... et Z de ... », « a reproché à Y de ... et à Z de ... », "accused Y of ... and Z
    of ...". Read by word order, as the parse hangs Z on a word of Y's charge: Z right after "and" /
    « et » (« et à »), followed by its own "of" / « de » and a verb, inside the verb's clause."""
    doc, found = s.sent.doc, []
    span = {t.i for t in verb.subtree}
    for m in s.mentions:
        start, end = m.tokens
        if m.entity.kind != "person" or start <= verb.i or start not in span or end >= s.sent.end:
            continue
        person = _person(m.entity)
        if person is None or person.iri is None or person.key in (first.key, agent.key):
            continue
        before = start - 1
        if s.lang == "fr" and doc[before].lower_ in ("à", "au"):
            before -= 1
        if before <= verb.i or doc[before].lower_ not in ("and", "et"):
            continue
        if doc[end].lower_ not in ("of", "de", "d'", "d’") or end + 1 >= s.sent.end:
            continue
        after = doc[end + 1:min(end + 3, s.sent.end)]
        if not any(t.pos_ in ("VERB", "AUX") for t in after):
            continue  # "and Z of the committee": a phrase, not a second charge
        if any(t.pos_ in ("VERB", "AUX") and t.dep_ in ("conj", "ROOT") and t.head.i == verb.i for t in doc[verb.i + 1:start]):
            continue  # a second verb of its own comes between ("... and praised Z for ...")
        if person.key not in [f.key for f in found]:
            found.append(person)
    return found


def _charged_with_a_political_wrong(s, verb) -> bool:
    """Is the charge of `verb` a wrong of political conduct (lying to or misleading the House,
    muzzling debate, favouritism, interference: the lexicon's political_wrongs), not a crime a
    court tries, so that a charge whose accuser is left unsaid is still one of politics?"""
    wrongs = words(KIND, "political_wrongs", s.lang)
    for head in _charge_heads(verb):
        if head.lemma_.lower() not in wrongs and head.lower_ not in wrongs:
            continue
        if head.lemma_.lower() in ("induire", "lead") and not any(t.lower_ in ("erreur", "astray") for t in head.subtree):
            continue  # « induire en erreur », "lead astray"
        return True
    return False


def faces_accusations(s, token, emit) -> bool:
    """Y faced accusations of ..., « Y a fait face à des accusations de ... », « Y a été la cible
    d'accusations de la part de X »: the member who undergoes the accusations is their target; their
    accuser is the member they come from ("from X", « de la part de X »), or no one named. Only the
    nouns of accusation proper (not "charges", which courts lay); blame of a looser kind ("faced
    criticism", "drew fire", "came under fire") only when it comes from a member named."""
    if token.pos_ != "NOUN":
        return False
    # (blame of a looser kind, "criticism", "fire", counts only from a member named: needs_accuser)
    needs_accuser = token.lemma_.lower() in words(KIND, "criticism_nouns", s.lang)
    if token.lemma_.lower() not in words(KIND, "faced_nouns", s.lang) and not needs_accuser:
        return False
    undergo = words(KIND, "undergo_verbs", s.lang) | words(KIND, "draw_verbs", s.lang)
    head = token.head if token.head.i != token.i else None
    if head is None:
        return False
    if needs_accuser and head.lower_ == "under" and head.dep_ == "prep" and token.dep_ == "pobj" \
            and head.head.lemma_.lower() in words(KIND, "come_under_verbs", s.lang):
        head, token_dep = head.head, "dobj"  # "Y came under fire from X": undergone as by "faced"
    else:
        token_dep = token.dep_
    if head.lemma_.lower() == "face" and head.pos_ == "NOUN" and head.head.lemma_.lower() == "faire":
        head = head.head  # « faire face à des accusations » parsed with the noun under « face »
    lemma = head.lemma_.lower()
    if not (lemma in undergo | words(KIND, "come_under_verbs", s.lang) and token_dep in ("dobj", "obj")
            or lemma == "faire" and any(c.lower_ == "face" for c in head.children)
            or lemma == "cible" and any(c.dep_ == "cop" for c in head.children)):
        return False
    if s.quoted(token) or _unreal(s, head) or not_yet(s, head) or s.negated(head) or generic(s, head) or _reported(head):
        return False
    subj = next((c for c in head.children if c.dep_ in SUBJ), None)
    target = _named_member(s, subj)
    if target is None or target.iri is None:
        return False
    agent = None
    # (the parse may hang "from X" on the verb: "came under fire on Tuesday from X")
    for child in list(token.children) + ([c for c in head.children if c.i > token.i] if needs_accuser else []):
        if agent is not None:
            break
        if child.dep_ == "prep" and child.lower_ == "from":
            agent = next((_named_member(s, p) for p in child.children if p.dep_ == "pobj"), None)
        elif child.lemma_.lower() == "part" and any(g.lower_ == "de" for g in child.children if g.dep_ == "case"):
            agent = next((_named_member(s, p) or _person(s.entity(p)) for p in child.children
                          if p.dep_ in ("nmod", "nmod:poss")), None)
    if agent is not None and (agent.iri is None or agent.key == target.key or _chair_office(s, agent, emit.date) is not None):
        return False
    if needs_accuser and agent is None:
        return False  # "faced criticism" from no one named: anyone's
    emit(KIND, agent=agent, target=target, confidence=0.55)
    return True


# what a charge "of nothing" is charged with: « n'accuse Y de rien », "accuses Y of nothing"
NOTHING = {"nothing", "rien"}


def _reproached_a_performance(s, verb) -> bool:
    """« X reproche à Y sa gestion / sa campagne »: a verb of reproach whose direct object, with no
    « de » clause telling a deed, is a performance or a choice (the lexicon's performance_nouns), which
    the annotation guidelines count as no Accusation."""
    if verb.lemma_.lower() not in words(KIND, "reproach_verbs", s.lang):
        return False
    if any(c.dep_ in ("xcomp", "ccomp", "advcl", "acl") and c.i > verb.i and any(
            m.lower_ in ("de", "d'", "d’") for m in c.children if m.dep_ == "mark") for c in verb.subtree):
        return False  # « reproche à Y d'avoir caché ... »: a deed
    # (the direct object, or a noun with a possessive after the verb: the parse may hang « sa gestion »
    # on the one reproached as an apposition)
    things = [_object(verb)] + [t for t in verb.subtree if t.i > verb.i and t.pos_ == "NOUN"
                                and any(d.dep_ == "det" and "Yes" in d.morph.get("Poss") for d in t.children)]
    return any(t is not None and t.lemma_.lower() in words(KIND, "performance_nouns", s.lang) for t in things)


def _charged_with_nothing(verb) -> bool:
    """Is what `verb` charges "nothing" ("accused Y of nothing", « ne l'accuse de rien »), the
    preposition of the charge right before it (the parse may hang it on the accused's name)?"""
    doc = verb.doc
    return any(t.lower_ in NOTHING and t.i > verb.i and doc[t.i - 1].lower_ in ("of", "with", "de", "d'", "d’")
               and not any(u.pos_ in ("VERB", "AUX") for u in doc[verb.i + 1:t.i])
               for t in verb.subtree)


def _reported(verb) -> bool:
    """Is `verb` in what someone else says ("X said that some members had accused Y"): the charge of
    people left unnamed, told only by another, is hearsay (that speaker's own charge is not it either)."""
    clause = verb
    for _ in range(4):
        if clause.dep_ in ("ccomp", "xcomp", "advcl", "conj", "pcomp", "pobj", "prep") and clause.head.i != clause.i:
            clause = clause.head
            if clause.lemma_.lower() in SAY | WRITE | words("PressStatement", "speech_verbs", clause.doc.lang_ or "en") \
                    | words("PressStatement", "quote_verbs", clause.doc.lang_ or "en"):
                return True
        else:
            break
    return False


def _accusers_of(s, verb) -> list:
    """The heads of who does `verb`: its subjects, or a passive's by-agent ("was accused by critics")."""
    if s.passive(verb):
        return [p for c in verb.children if c.dep_ in ("agent", "obl:agent") for p in _children(c, {"pobj"}) or [c]]
    if verb.tag_ == "VBN" and verb.dep_ == "acl" and verb.head.dep_ == "ROOT" and verb.head.i < verb.i \
            and any(c.dep_ == "ccomp" for c in verb.children):
        # "A restaurant owner alleged that Y ...": the parse takes the verb for a participle on the noun
        # that heads the sentence; a participle has no "that" clause of its own, so the noun is its subject
        return [verb.head]
    own = _children(verb, SUBJ)
    if not own and _free_participle(verb):
        # "Several ministers rose, accusing Y of ...", « des ministres ont exigé qu'il s'excuse,
        # l'accusant de ... »: the participle's accuser is the subject of the clause it goes with
        _, subject = _subject(s, verb)
        return [subject] if subject is not None and subject.i != verb.i else []
    return own


# the clitics that may stand between the comma and a French participle (« ..., l'accusant de »)
_CLITICS_BEFORE_A_VERB = PERSON_OBJECT_CLITICS | ADVERBIAL_CLITICS


def _free_participle(verb) -> bool:
    """Is `verb` a present participle set off by a comma, with no subject of its own ("..., accusing
    Y of ...", « ..., l'accusant de ... »)?"""
    if verb.tag_ != "VBG" and not ("Part" in verb.morph.get("VerbForm") and verb.lower_.endswith("ant")):
        return False
    return set_off_by_a_comma(verb, _CLITICS_BEFORE_A_VERB) and verb.dep_ in ("advcl", "conj", "xcomp", "acl", "dep")


def _unnamed(s, a) -> bool:
    """Is the noun phrase headed by `a` people left unnamed: a plural or counted noun of persons with no
    name of its own ("critics", "opposition MPs", "one MP", "some"), not a body ("the police", "the
    RCMP"), someone the text names, nor "the MP" (one spoken of), nor nobody ("no one", "no MP")?"""
    if a.lower_ in NOBODY or has_negative_determiner(a):
        return False
    quantifiers = words(KIND, "unnamed_quantifiers", s.lang)
    bodies = words(KIND, "unnamed_bodies", s.lang)
    accusers = words(KIND, "unnamed_accusers", s.lang)
    # (plural or counted, "critics", "one MP", "some": "the MP" is someone the text spoke of;
    # or the opposition as a whole, one body of many members, none of them named)
    # ("MPs" may be tagged a singular proper noun, its lemma left as it is: the plural of a listed noun)
    plural = a.lower_.endswith("s") and a.lower_[:-1] in accusers
    many = plural or a.tag_ in ("NNS", "NNPS") or "Plur" in a.morph.get("Number") or a.lower_ in quantifiers or any(
        c.lower_ in quantifiers and c.dep_ in ("nummod", "det", "amod") for c in a.children) \
        or a.lemma_.lower() in bodies
    return many and a.pos_ in ("NOUN", "PROPN", "PRON", "NUM") and a.i not in s.by_token \
        and (plural or a.lemma_.lower() in accusers | quantifiers | bodies) \
        and not any(c.i in s.by_token and s.by_token[c.i].entity.kind == "person" for c in a.subtree)


def _unnamed_accusers(s, verb) -> bool:
    """Is the accuser of `verb` (its subject, or a passive's by-agent) people left unnamed (_unnamed)?"""
    accusers = _accusers_of(s, verb)
    return bool(accusers) and all(_unnamed(s, a) for a in accusers)


# the relative pronouns that stand for the noun their clause hangs on: "the Bloc, which accused Y"
RELATIVE_SUBJECTS = {"which", "who", "that", "qui"}


def _own_words(head) -> list:
    """The words of the noun phrase headed by `head`, without the clauses hung on it ("the Bloc, which
    accused Y of ...": not Y): what the phrase itself names."""
    own = []
    for t in head.subtree:
        node = t
        while node.i != head.i and node.dep_ not in ("relcl", "acl", "acl:relcl"):
            node = node.head
        if node.i == head.i:
            own.append(t)
    return own


def _private_words(lang: str) -> frozenset:
    """What people outside the House are told by: the lexicon's private_people and trades of private life."""
    return words(KIND, "private_people", lang) | words("description", "private_trades", lang)


def _private_person(s, head) -> bool:
    """Is the noun phrase headed by `head` a person outside the House, by what they do ("a restaurant
    owner", "the lobbyist X", "X, a developer", "a witness", the lexicon's private_people): the noun
    itself, or the one a name the KB lacks carries as a title or an apposition? Not a name the KB
    holds or could hold ("Liberal MP X": a member's role, left unresolved). A name the KB lacks told by
    a trade of private life ("X, a retired teacher", « l'agriculteur X »: the lexicon's private_trades)
    is one too; the trade alone is not."""
    mention = s.by_token.get(head.i)
    if mention is None:  # (a trade alone, "a physician", may be a member who practised it: not one)
        return head.pos_ == "NOUN" and bool({head.lemma_.lower(), head.lower_} & words(KIND, "private_people", s.lang))
    private = _private_words(s.lang)
    entity = mention.entity
    name = [head] + [c for c in head.children if c.dep_ in ("flat:name", "flat")]

    def said_of_the_name(c) -> bool:
        # an apposition, a title before the name, or an apposition the French parse took for a
        # conjunct (« X, un restaurateur de Gatineau, accuse ... »: no « et », a comma before it)
        # (the parse may hang that comma on the conjunct itself: its first word is then the one after it)
        first = next((t for t in c.subtree if not t.is_punct), c)
        return c.dep_ in ("appos", "compound") or c.dep_ == "conj" and first.i > 0 and c.doc[first.i - 1].text == "," \
            and not any(g.dep_ == "cc" for g in c.children)
    return entity.kind == "person" and entity.local and not entity.role and any(
        said_of_the_name(c) and c.lemma_.lower() in private and c.i not in s.by_token
        for t in name for c in t.children)


# the indefinite articles of someone not yet spoken of ("a restaurant owner", « un témoin », « une employée »)
INDEFINITE = {"a", "an", "another", "un", "une", "des"}


def _outside_the_kb(s, head) -> bool:
    """Is the noun phrase headed by `head` people the reference KB does not hold, as the annotation
    guidelines give an event's other side (corpus/README.md): people left unnamed (_unnamed), a party
    ("the Conservatives", "the Bloc Québécois") or its caucus ("the Conservative caucus"), a group of
    unnamed people ("a group of MPs"), or a private person, unnamed ("a restaurant owner", with an
    indefinite article: "the owner" may be someone the text named) or named with what they do ("X, a
    developer": a name the KB lacks, told as no member)? Never a phrase with a KB person or a
    member's role in it, save a member the phrase names as the one its people belong to ("a senior
    aide to X", "X's Conservatives", « l'attachée de presse du ministre X »: _of_a_member)."""
    members = [t for t in _own_words(head) if t.i in s.by_token and s.by_token[t.i].entity.kind == "person"
               and not s.by_token[t.i].entity.local]
    if members:
        return _of_a_member(s, head, members)
    if _unnamed(s, head):
        return True
    mention = s.by_token.get(head.i)
    if mention is not None:
        if mention.entity.kind == "party" and _person(s.entity(head)) is not None:
            return False  # "the New Democrat", "the veteran Liberal": one member taken up (Sentence.entity)
        return mention.entity.kind == "party" or _private_person(s, head)
    lemma = head.lemma_.lower()
    if lemma in words(KIND, "party_bodies", s.lang):
        return any(c.dep_ in ("amod", "compound", "poss") and c.i in s.by_token and s.by_token[c.i].entity.kind == "party"
                   for c in head.children)
    if lemma in words(KIND, "group_heads", s.lang):
        return any(_unnamed(s, p) for c in head.children if c.dep_ == "prep" and c.lower_ == "of"
                   for p in _children(c, {"pobj"}))
    if _provincial_office(s, head):
        return True
    if head.pos_ == "NOUN" and {head.lemma_.lower(), head.lower_} & _private_words(s.lang) \
            and _named_by_a_name_the_kb_lacks(s, head):
        return True  # « le sénateur X », « le maire de Laval, X »: the title before the name the KB lacks
    # (or a plural: « les écologistes l'ont accusé de ... », "activists accused Y": no one member)
    return _private_person(s, head) and (any(c.dep_ == "det" and c.lower_ in INDEFINITE for c in head.children)
                                         or head.i not in s.by_token and ("Plur" in head.morph.get("Number")
                                                                          or head.tag_ in ("NNS", "NNPS")))


def _of_a_member(s, head, members) -> bool:
    """Is the noun phrase headed by `head` people who belong to the members it names (`members`, the
    tokens of KB persons in it), not those members: a party or its caucus ("X's Conservatives", « les
    conservateurs de X »), or one who works for them, of the lexicon's associate nouns ("a senior aide
    to X", "a spokesperson for X", « l'attachée de presse du ministre X »), or their staff as their
    office ("X's office accused Y", « le bureau de X a accusé Y »: the guidelines give the office's
    act to no one, not to X). Each member must hang on the head as a possessor or through a
    preposition (an apposition or a title is the phrase itself: "the aide, X,"). Never a member's
    post ("the parliamentary secretary to X": an MP)."""
    if head.i in s.by_token and s.by_token[head.i].entity.kind != "party" or head.pos_ not in ("NOUN", "PROPN"):
        return False
    if head.i in s.by_token:
        if _person(s.entity(head)) is not None:
            return False  # "the New Democrat": one member taken up
    elif not ({head.lemma_.lower(), head.lower_} & (words("shared", "associate_nouns", s.lang)
                                                    | words("PressStatement", "office_nouns", s.lang))) \
            or any(c.dep_ == "amod" and c.lower_ in words(KIND, "member_offices", s.lang) for c in head.children):
        return False
    def complement(c) -> bool:  # a child of the head that names another: "X's", "to X", « de X »
        return c.dep_ in ("poss", "nmod:poss", "prep") or c.dep_ == "nmod" and any(
            g.dep_ == "case" and g.pos_ == "ADP" for g in c.children)

    def reaches_as_complement(t) -> bool:
        link = t
        while link.head.i != head.i:
            if link.head.i == link.i:
                return False
            link = link.head
        return link.i != head.i and complement(link)
    # (by mention, as the parse may hang a name's last word anywhere: « les conservateurs de Pierre
    # Poilievre », « Poilievre » on the head; one word of it reached as a complement is enough)
    mentions = {id(s.by_token[t.i]): s.by_token[t.i] for t in members}.values()
    return all(any(reaches_as_complement(t) for t in members if s.by_token[t.i] is m) for m in mentions)


def _named_by_a_name_the_kb_lacks(s, head) -> bool:
    """Does the French title `head` carry a name in apposition that the reference KB lacks (« le
    sénateur X », « la première ministre de l'Alberta, X »)?"""
    return any(c.dep_ in ("appos", "flat:name", "flat") and c.i in s.by_token
               and s.by_token[c.i].entity.kind == "person" and s.by_token[c.i].entity.local
               for c in head.children)


def _provincial_office(s, head) -> bool:
    """Is the noun phrase headed by `head` a province's premier or minister, no member of the House
    (« le premier ministre du Québec », « la première ministre de l'Alberta, X », « la ministre
    québécoise X »), named by a name the KB lacks or by the office alone? (English names the premier
    with its own word: private_people.)"""
    if s.lang != "fr" or head.pos_ != "NOUN" or head.lemma_.lower() != "ministre" or head.i in s.by_token:
        return False
    if any(c.i in s.by_token and not s.by_token[c.i].entity.local for c in head.children if c.dep_ in ("appos", "flat:name")):
        return False  # (a member the KB holds, whatever the title says)
    provincial = any(c.dep_ == "amod" and _PROVINCIAL_ADJECTIVES_FR.match(c.lower_) for c in head.children) or any(
        c.dep_ == "nmod" and any(g.dep_ == "case" and g.lower_ in ("de", "du") for g in c.children)
        and (c.lower_ in _PROVINCES or c.lower_ in _PROVINCES_FR) for c in head.children)
    return provincial


def accusers_outside_the_kb(s, verb) -> bool:
    """Is every accuser of `verb` (_accusers_of; a relative pronoun as its subject stands for the noun
    its clause hangs on) people the reference KB does not hold (_outside_the_kb)? The event then has
    the KB side only: "the Conservative caucus accused Y of ...", "Y was accused by the Bloc", "a
    restaurant owner alleged that Y ...", "Opposition MPs demanded that Y apologize"."""
    accusers = [verb.head if a.lower_ in RELATIVE_SUBJECTS and verb.dep_ in ("relcl", "acl:relcl") and verb.head.i != verb.i
                else a for a in _accusers_of(s, verb)]
    return bool(accusers) and all(_outside_the_kb(s, a) for a in accusers)


def told_as_done(s, verb) -> bool:
    """Is the act of `verb` told as done by the writer: not negated, not only feared, planned or
    hypothetical ("could accuse", "would demand"), not in what someone else says (_reported)?"""
    return not (s.negated(verb) or _unreal(s, verb) or not_yet(s, verb) or _reported(verb))


def accuses_in_a_medium(s, token, emit) -> bool:
    """"X accused Y of ... in a post / in an interview": the statement patterns take the verb (it
    tells a statement too), so the accusation is read before them. Never takes its token (accuses,
    later, emits the same event once more, which is merged)."""
    accuses(s, token, emit)
    return False


# the forms a preposition of a phrase takes before an article (« au ministre », « aux députés »)
PREPOSITION_FORMS = {"à": {"à", "au", "aux"}, "de": {"de", "du", "des", "d'", "d’"}}
CLITICS = {"en", "y"}


def _phrase_targets(s, verb, forms) -> list:
    """The members an attack phrase with a preposition of `forms` aims at: the objects of that
    preposition on the verb, else the member named right after it (the parse may hang it elsewhere)."""
    heads = [p for c in verb.children if c.lower_ in forms for p in c.children if p.dep_ == "pobj"]
    heads += [c for c in verb.children if c.dep_ in ("obl", "obl:arg", "iobj")
              and any(g.lower_ in forms for g in c.children if g.dep_ == "case")]
    targets = [m for h in heads for m in _members(s, h)]
    if not targets:
        found = _after_preposition(s, verb, forms)
        targets = [found] if found is not None and not _subject_of_a_clause(s, verb, found) else []
    return targets


def _phrases(lang):
    """The attack phrases of `lang` as (verb, particles, preposition): "lash out at" -> (lash, {out}, at)."""
    found = []
    for phrase in sorted(words(KIND, "attack_phrases", lang)):
        parts = phrase.split()
        verb = next(p for p in parts[:-1] if p not in CLITICS)
        found.append((verb, {p for p in parts[:-1] if p != verb}, parts[-1]))
    return found


def _named_member(s, token):
    """The member a noun phrase headed by `token` is, when the phrase IS the person ("Y", "the
    minister Y", "him"), not something of theirs ("Y's decision", « la décision du ministre »)."""
    if token is None:
        return None
    m = s.by_token.get(token.i)
    if m is not None:
        return _person(s.entity(token))
    if is_pronoun(token):
        return _person(s.entity(token))
    for child in token.children:
        if child.dep_ in ("appos", "flat:name", "flat", "compound") and child.i in s.by_token:
            return _person(s.by_token[child.i].entity)
    return None


def _members(s, head):
    """The named members of a noun phrase and of the phrases coordinated with it ("Y and his caucus")."""
    first = _named_member(s, head)
    found = [first] if first is not None else []
    stack = [c for c in head.children if c.dep_ == "conj"]
    while stack:
        child = stack.pop(0)
        person = _named_member(s, child)
        if person is not None and person.key not in [f.key for f in found]:
            found.append(person)
        stack.extend(c for c in child.children if c.dep_ == "conj")
    return found


def _conduct_owner(s, noun) -> list:
    """The member whose conduct a noun names: "Y's handling of the affair", "the conduct of Y",
    « la gestion de Y »: attacking someone's conduct is attacking them (not their bill or plan,
    which the lexicon's conduct_nouns leave out)."""
    if noun.lemma_.lower() not in words(KIND, "conduct_nouns", s.lang) and noun.lower_ not in words(KIND, "conduct_nouns", s.lang):
        return []
    owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss") or (
        c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))]
    owners += [p for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"})]
    return [m for o in owners[:1] for m in _members(s, o)]


def _conduct_party(s, noun):
    """The party whose conduct or fault a noun names ("the Liberals' arrogance", « l'arrogance des
    libéraux »): a party is an accused the ontology allows, the target of the charge."""
    if noun.lemma_.lower() not in words(KIND, "conduct_nouns", s.lang) and noun.lower_ not in words(KIND, "conduct_nouns", s.lang):
        return None
    owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss") or (
        c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "des", "d'", "d’") for g in c.children if g.dep_ == "case"))]
    owners += [p for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"})]
    entity = s.entity(owners[0]) if owners else None
    return entity if entity is not None and entity.kind == "party" and entity.iri is not None else None


def _after_preposition(s, verb, forms, limit=8):
    """The first member named right after a preposition of `forms` that follows `verb` in its
    clause: the small French model often hangs « à X » on a weekday instead of on the verb."""
    end = min(s.sent.end, verb.i + limit)
    for t in s.sent.doc[verb.i + 1:end]:
        if t.pos_ in ("VERB", "AUX") or t.text in (",", ";", ":"):
            return None
        if t.lower_ in forms:
            for m in s.mentions:
                if m.entity.kind == "person" and t.i < m.tokens[0] <= t.i + 4 and m.tokens[1] <= s.sent.end:
                    return m.entity if not any(u.pos_ in ("VERB", "AUX") for u in s.sent.doc[t.i + 1:m.tokens[0]]) else None
            return None
    return None


def _subject_of_a_clause(s, verb, person) -> bool:
    """Is `person`, read after `verb` by word order, followed by a verb of its own ("went home after Y
    spoke", "went after Y had left")? Then it is the subject of a clause, not the one a phrase aims at."""
    doc = s.sent.doc
    for m in s.mentions:
        if m.entity.key == person.key and verb.i < m.tokens[0] and m.tokens[1] < s.sent.end:
            nxt = doc[m.tokens[1]]
            return nxt.pos_ in ("VERB", "AUX") or nxt.lower_ in ("'s", "’s") and m.tokens[1] + 1 < s.sent.end \
                and doc[m.tokens[1] + 1].pos_ in ("VERB", "AUX")
    return False


def _head_told_as_done(head) -> bool:
    """Is `head` (the verb an infinitive of attack hangs on) itself told as done: not negated ("did
    not continue", « n'a pas continué »), not an infinitive in turn ("wants to continue to ...")?"""
    if any(c.dep_ in ("neg", "advmod") and c.lower_ in ("not", "n't", "never", "ne", "n'", "n’", "pas", "jamais")
           for c in head.children):
        return False
    return not (any(c.lower_ in ("to", "pour", "de", "d'", "d’") for c in head.children if c.dep_ in ("aux", "mark"))
                or "Inf" in head.morph.get("VerbForm"))


def accusation_noun(s, token, emit) -> bool:
    """X's accusation against Y, "the attack by X on Y", « les accusations de X contre Y »."""
    if token.pos_ != "NOUN" or token.lemma_.lower() not in words(KIND, "accusation_nouns", s.lang):
        return False
    agent = target = None
    # (and the arguments of a participle that says the accusation was made: "the accusation levelled
    # by X against Y", « l'accusation lancée par X contre Y »)
    made = [c for c in token.children if c.dep_ in ("acl", "amod") and c.pos_ == "VERB"
            and c.lemma_.lower() in words(KIND, "make_verbs", s.lang)]
    # (the parse may hang the accused on the accuser's name: "made by X against Y", « lancées par X
    # contre Y » read as X's own complement)
    for child in list(token.children) + [g for c in made for g in c.children] + [g for c in made for g in against_phrases(c)]:
        preps = {g.lower_ for g in child.children if g.dep_ == "case"} | {child.lower_}
        heads = [p for p in child.children if p.dep_ == "pobj"] or [child]
        for head in heads:
            # (the small French model hangs the name of « du député X » on the accusation itself)
            who = _named_member(s, head) or (_person(s.entity(head)) if child.dep_ in ("nmod", "obl:agent", "obl:mod", "agent") else None)
            if who is None:
                continue
            if child.dep_ in ("poss", "nmod:poss", "obl:agent", "agent") or preps & {"by", "par", "de", "du", "d'", "d’"}:
                agent = agent or who
            elif preps & {"against", "on", "contre"}:
                target = target or who
    if target is None:
        # "X's accusation that Y had misled the House", « l'accusation de X selon laquelle Y ... »: the
        # content clause says what the accused did; its subject is the accused
        clause = next((c for c in token.children if c.dep_ in ("acl", "ccomp") and c.pos_ in ("VERB", "AUX")
                       and any(g.dep_ == "mark" and g.lower_ in ("that", "que", "qu'", "qu’") for g in c.children)), None)
        if clause is None and token.dep_ in ("dobj", "obj") and token.head.lemma_.lower() in words(KIND, "renew_verbs", s.lang):
            # "X repeated his charge on Tuesday that Y had misled ...": the parse hangs the content
            # clause, set apart from its noun by a time, on the verb that renews the charge
            clause = next((c for c in token.head.children if c.dep_ == "ccomp" and c.i > token.i and c.pos_ in ("VERB", "AUX")
                           and any(g.dep_ == "mark" and g.lower_ == "that" for g in c.children)), None)
        subj = next((c for c in clause.children if c.dep_ in SUBJ | SUBJPASS), None) if clause is not None else None
        target = _named_member(s, subj)
    if agent is None and target is None or agent is None and _made_by_a_light_verb(s, token) is not None:
        return _accusation_made(s, token, target, emit)
    if agent is None or target is None or agent.iri is None or target.iri is None or agent.key == target.key:
        return False
    head = token.head if token.head.i != token.i else None
    if head is not None and head.pos_ in ("VERB", "AUX") and (_unreal(s, head) or not_yet(s, head)):
        return False  # "X's accusation ... would be ...": not told as made
    emit(KIND, agent=agent, target=target, confidence=0.6)
    return True


def _made_by_a_light_verb(s, noun):
    """The verb that makes the accusation `noun` its object: "X levelled accusations against Y",
    « X a porté des accusations contre Y » (the lexicon's make_verbs, active); None otherwise."""
    verb = noun.head
    # (the small French model may label the object « de graves accusations » a complement, xcomp)
    if verb.i == noun.i or noun.dep_ not in ("dobj", "obj", "xcomp") or verb.lemma_.lower() not in words(KIND, "make_verbs", s.lang) \
            or not is_verb(verb) or s.passive(verb):
        return None
    return verb


def _accusation_made(s, noun, target, emit) -> bool:
    """"X levelled accusations against Y", « X a porté des accusations contre Y »: the accuser is the
    light verb's subject; the accused is the member after "against" / « contre » (hung on the noun or
    on the verb), or a group (« contre plusieurs membres du cabinet »), which gives an Accusation
    with its agent and no target. Not when the accusations are denied, wished or to come."""
    verb = _made_by_a_light_verb(s, noun)
    if verb is None or s.quoted(verb) or _unreal(s, verb) or not_yet(s, verb) or s.negated(verb) or generic(s, verb) \
            or _reported(verb):
        return False
    agent = _person(_subject(s, verb)[0])
    if agent is None or agent.iri is None or _chair_office(s, agent, emit.date) is not None:
        return False
    # ("levelled accusations at Y": "at" as "against")
    against = [p for h in (noun, verb) for c in h.children if c.dep_ == "prep" and c.lower_ in ("against", "at")
               for p in _children(c, {"pobj"})]
    against += [c for h in (noun, verb) for c in h.children if c.dep_ in ("nmod", "obl", "obl:arg", "obl:mod")
                and any(g.dep_ == "case" and g.lower_ == "contre" for g in c.children)]
    if target is None:
        target = next((m for a in against for m in [_named_member(s, a)] if m is not None), None)
    if target is not None:
        if target.iri is not None and target.key != agent.key:
            emit(KIND, agent=agent, target=target, confidence=0.6)
        return True
    if any(a.lemma_.lower() in words(KIND, "group_nouns", s.lang) and s.entity(a) is None for a in against):
        emit(KIND, agent=agent, confidence=0.55)  # a group is not a member: no target
        return True
    return False


def alleges(s, token, emit) -> bool:
    """X alleges that Y did ...: alleging is charging with wrongdoing, whatever the clause says."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words(KIND, "allege_verbs", s.lang) or s.passive(token):
        return False
    agent = _person(_subject(s, token)[0])
    clause = next((c for c in token.children if c.dep_ == "ccomp"), None)
    subj = next((c for c in clause.children if c.dep_ in SUBJ | SUBJPASS), None) if clause is not None else None
    target = _named_member(s, subj)
    if target is not None and target.iri is not None and (agent is None or agent.local) \
            and accusers_outside_the_kb(s, token) and told_as_done(s, token):
        # "a restaurant owner alleged that Y ...", "X, a developer, alleged that Y ...": a private
        # person's charge, with its target and no agent (the guidelines)
        emit(KIND, target=target, confidence=0.55)
        return True
    if target is None and subj is not None and agent is not None and agent.iri is not None and told_as_done(s, token) \
            and _chair_office(s, agent, emit.date) is None:
        # "X charged that the NDP wanted to stall bills": a party charged by a member (the ontology
        # allows a party as the accused, as "accused the NDP of ..." gives it)
        party = s.entity(subj)
        if party is not None and party.kind == "party" and party.iri is not None and _person(party) is None:
            emit(KIND, agent=agent, target=party, confidence=0.55)
            return True
    if agent is None or target is None or agent.iri is None or target.iri is None or agent.key == target.key:
        return False
    emit(KIND, agent=agent, target=target, confidence=0.6)
    return True


def _accused(s, subj):
    """The member a reported clause's subject charges: the member it names ("Y", "the minister"), or the
    one whose government, office or team it is ("Y's government misled ...", « le gouvernement de Y a
    trahi ... »): what a body someone leads is said to have done is charged to its head. None otherwise
    ("Y's father", a body with no one named)."""
    member = _named_member(s, subj)
    if member is not None or subj is None or subj.lemma_.lower() not in words(KIND, "led_bodies", s.lang):
        return member
    owners = [c for c in subj.children if c.dep_ in ("poss", "nmod:poss") or (
        c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))]
    owners += [p for c in subj.children if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"})]
    found = [m for o in owners[:1] for m in _members(s, o)]
    return found[0] if len(found) == 1 else None


def _wrong_in_the_verb(s, verb) -> bool:
    """Is the wrong of `verb` in its lemma (lied, betrayed, « a trahi »), not in what it broke or how
    it was done? A government "broke its promise" or "acted with arrogance" is the commonest of
    political complaints, too weak to count as a charge with no member as its target."""
    return not {verb.lemma_.lower(), verb.lower_} & words(KIND, "break_verbs", s.lang) and not _in_a_faulty_manner(s, verb)


def _wrong_clause(s, verb, participle: bool = False) -> bool:
    """Does `verb` name a wrong in itself (lied, misled, « a menti », « a induit la Chambre en erreur »)?
    `participle`: also a past participle the tagger took for an adjective (« a menti » as ADJ), read
    by its auxiliary (is_verb); its lemma is then the form, so the infinitive is tried too."""
    lemmas = {verb.lemma_.lower()}
    if _something_to_hide(s, verb, lemmas) and not s.negated(verb) and not not_yet(s, verb) and not _on_a_condition(verb):
        return True  # "Y has something to hide", « Y avait quelque chose à cacher » (« avoir » may be tagged AUX)
    if participle and verb.pos_ != "VERB" and is_verb(verb):
        lemmas |= {verb.lower_[:-1] + "r", verb.lower_[:-1] + "ir", verb.lower_[:-1] + "er", verb.lower_[:-1] + "re"}
    elif not is_verb(verb):
        return False
    if lemmas & words(KIND, "trust_verbs", s.lang) and s.passive(verb) and s.negated(verb) and not _on_a_condition(verb):
        return True  # "Y cannot be trusted", "could not be trusted": trust denied to the member
    if _on_a_condition(verb):
        return False  # "If Y knew, he misled the House", « Si Y savait, il a menti »: a hypothesis, no wrong told
    if not_yet(s, verb):
        return False  # « que Y trahirait ... », "that Y will abandon ...": a fear or a forecast, no wrong done
    if lemmas & words(KIND, "conceal_verbs", s.lang) and not s.negated(verb):
        # hiding something from someone (« a caché la vérité aux Canadiens », "hid the facts from
        # Parliament") is a wrong; hiding one's feelings is not: the one kept in the dark is needed
        # (the parser may hang « aux Canadiens » on the object)
        heads = [verb] + [o for o in verb.children if o.dep_ in ("obj", "dobj")]
        return any(c.dep_ in ("obl:arg", "obl", "iobj", "nmod") and any(
            g.dep_ == "case" and g.lower_ in ("à", "au", "aux") for g in c.children) for h in heads for c in h.children) \
            or any(c.dep_ == "prep" and c.lower_ == "from" for h in heads for c in h.children)
    if lemmas & words(KIND, "neglect_verbs", s.lang) and not s.negated(verb):
        # ignoring, abandoning or neglecting PEOPLE (« a abandonné les travailleurs », « a ignoré les
        # victimes », "abandoned veterans") is a wrong done to them; abandoning a bill, a plan or a
        # seat is not: the object, or one coordinated with it, must be a noun of people
        objects = [o for o in verb.children if o.dep_ in ("obj", "dobj")]
        objects += [c for o in objects for c in o.children if c.dep_ == "conj"]
        people = words(KIND, "people_nouns", s.lang) | words(KIND, "alarm_nouns", s.lang)
        return any(o.lemma_.lower() in people or o.lower_ in people for o in objects)
    if s.negated(verb):
        return False
    if lemmas & words(KIND, "break_verbs", s.lang):
        # breaking one's word or a rule ("broke his promise", « a violé le code »), not a record or a silence
        broken = words(KIND, "broken_things", s.lang)
        # (a "subject" after the verb is its object the parse mistook: « avait violé le code »)
        objects = [o for o in verb.children if o.dep_ in ("obj", "dobj") or o.dep_ in SUBJ and o.i > verb.i]
        # (« a manqué à ses obligations »: what was failed comes after « à »)
        objects += [o for o in verb.children if o.dep_ in ("obl", "obl:arg") and o.i > verb.i
                    and any(g.dep_ == "case" and g.lower_ in ("à", "au", "aux") for g in o.children)]
        return any(o.lemma_.lower() in broken or o.lower_ in broken or _named_rule(o, broken) for o in objects)
    if _in_a_faulty_manner(s, verb):
        return True  # "Y reacted with hostility", « Y a traité les gens avec mépris »
    if any(" ".join((lemma, c.lower_)) in words(KIND, "wrong_particle_verbs", s.lang)
           for lemma in lemmas for c in verb.children if c.dep_ in ("prt", "compound:prt")):
        return True  # "Y covered up the affair", "sold out the workers"
    if not lemmas & words(KIND, "wrong_verbs", s.lang):
        return False
    if verb.lemma_.lower() in ("induire", "lead") and not any(t.lower_ in ("erreur", "astray") for t in verb.subtree):
        return False  # « induire en erreur », "lead astray"
    return not any(c.dep_ in ("aux", "aux:tense") and c.lower_ in ("would", "could", "might", "may", "will")
                   for c in verb.children)


def _something_to_hide(s, verb, lemmas) -> bool:
    """Is `verb` "have" with a thing to conceal as its object ("Y has something to hide", « Y avait
    quelque chose à cacher »): the object a word of `something_words` with an infinitive of concealing
    hung on it (or on the verb, where the parse put it)?"""
    if not lemmas & words(KIND, "have_verbs", s.lang):
        return False
    things = words(KIND, "something_words", s.lang)
    conceal = words(KIND, "conceal_verbs", s.lang)
    for o in verb.children:
        if o.dep_ not in ("obj", "dobj") or o.lower_ not in things:
            continue
        for c in list(o.children) + list(verb.children):
            if c.lemma_.lower() in conceal and c.i > o.i and c.dep_ in ("acl", "relcl", "acl:relcl", "xcomp", "advcl"):
                return True
    return False


def _on_a_condition(verb) -> bool:
    """Is `verb` the main clause of a condition ("if he knew, he misled the House", « s'il savait, il
    a menti »): a clause of its own opened by "if", "unless" or « si » hangs on it? Not a concession
    ("even if he denies it")."""
    for c in verb.children:
        if c.dep_ not in ("advcl", "csubj", "nsubj") or (c.dep_ == "nsubj" and c.i > verb.i):
            continue  # (« si Y était au courant »: the copular predicate is the clause's head, a noun)
        mark = next((m for m in c.children if m.dep_ == "mark" and m.lower_ in CONDITION_MARKS), None)
        if mark is not None and not any(a.lower_ in ("even", "même") for a in mark.children) \
                and not (mark.i > 0 and mark.doc[mark.i - 1].lower_ in ("even", "même")):
            return True
    return False


def _named_rule(obj, broken) -> bool:
    """Is `obj` the name of a law or a code whose last word says what it is ("the Conflict of
    Interest Act", "the Members' Code"): a proper name, its last capitalized word among `broken`?"""
    if obj.pos_ != "PROPN":
        return False
    name = [t for t in obj.subtree if t.i >= obj.i and (t.pos_ == "PROPN" or t.lower_ == "of")]
    last = max(name, key=lambda t: t.i) if name else obj
    return last.pos_ == "PROPN" and last.lower_ in broken and all(
        obj.doc[i].pos_ == "PROPN" or obj.doc[i].lower_ == "of" for i in range(obj.i, last.i + 1))


def _claims(s, token) -> bool:
    """A verb that reports a charge: one of saying or claiming, or the infinitive of a claim phrase
    on the verb that carries it (« a laissé entendre que Y ... »: the clause hangs on « entendre »)."""
    claims = words(KIND, "claim_verbs", s.lang)
    lemma = token.lemma_.lower()
    return lemma in SAY | WRITE | claims or (
        token.dep_ == "xcomp" and token.head.i != token.i and f"{token.head.lemma_.lower()} {lemma}" in claims)


def reports_wrongdoing(s, token, emit) -> bool:
    """X said (that) Y lied / misled the House, "Y misled Parliament," X said, « X a affirmé que Y
    avait menti »: saying that a member did wrong is charging them with it. Read from the verb
    that reports it (the quoted clause is never looked at on its own); the clause's verb must name
    a wrong in itself. Never takes its token: the same verb may tell a press statement."""
    if token.pos_ != "VERB" or not _claims(s, token):
        return False
    if s.quoted(token) or _unreal(s, token):
        return False
    incise = _french_incise_clause(s, token)
    if incise is not None:
        clause, agent = incise  # « Y a menti, a affirmé X »: the speaker stands after the verb
        clauses = [clause]
    else:
        agent = _person(_subject(s, token)[0])
        clauses = [c for c in token.children if c.dep_ == "ccomp"]
    if agent is None or agent.iri is None or _chair_office(s, agent, emit.date) is not None:
        return False  # what the Chair says of a member is its ruling, not a charge
    clauses += [g for c in clauses for g in c.children if g.dep_ == "conj"]
    for clause in clauses:
        subj = next((c for c in clause.children if c.dep_ in SUBJ), None)
        if subj is None and clause.lemma_.lower() in words(KIND, "trust_verbs", s.lang):
            subj = next((c for c in clause.children if c.dep_ in SUBJPASS), None)  # "Y cannot be trusted"
        if _wrong_clause(s, clause, participle=incise is not None):
            target = _accused(s, subj) or _quoted_you(s, subj, token)
            if target is not None and target.iri is not None and target.key != agent.key:
                emit(KIND, agent=agent, target=target, confidence=0.6)
            elif target is None and subj is not None and subj.lemma_.lower() in words(KIND, "group_nouns", s.lang) \
                    and s.entity(subj) is None and _wrong_in_the_verb(s, clause):
                # « X a affirmé que le gouvernement avait trahi les Ouïghours »: a group is not a member,
                # the charge has its agent and no target (as for « était corrompu » below)
                emit(KIND, agent=agent, confidence=0.55)
        elif subj is not None and _at_fault(s, clause) and not s.negated(clause):
            # "X said the party is corrupt", « X a affirmé que le gouvernement était corrompu »
            target = _accused(s, subj) or _quoted_you(s, subj, token)
            if target is not None and target.iri is not None and target.key != agent.key:
                emit(KIND, agent=agent, target=target, confidence=0.6)
            elif target is None and subj.lemma_.lower() in words(KIND, "group_nouns", s.lang) \
                    and s.entity(subj) is None:
                emit(KIND, agent=agent, confidence=0.55)  # a group is not a member: no target
    return False


def _french_incise_clause(s, verb):
    """(clause, speaker) of a French reported clause with its attribution put after it, without
    quotation marks: « Le ministre Y a menti aux Canadiens, a affirmé mercredi X » (an incise: the
    verb of saying follows a comma and its subject is inverted, after it). The clause is the verb
    before the comma that the parse joins to the verb of saying (either way round); the speaker is
    the person named right after the verb, with no preposition or other verb between. None otherwise."""
    if s.lang != "fr" or any(c.dep_ in SUBJ for c in verb.children if c.i < verb.i):
        return None
    doc, i = s.sent.doc, verb.i - 1
    while i > s.sent.start and doc[i].pos_ == "AUX":
        i -= 1
    if i <= s.sent.start or doc[i].text != "," or s.quoted(doc[i - 1]) or doc[i - 1].text in ("»", '"', "”"):
        return None  # (after a quotation it is quotes.py's attribution)
    named = next((m for m in s.mentions if m.entity.kind == "person" and verb.i < m.tokens[0] <= verb.i + 6
                  and m.tokens[1] <= s.sent.end), None)
    if named is None or any(t.pos_ in ("ADP", "VERB", "AUX") or t.text == "," for t in doc[verb.i + 1:named.tokens[0]]):
        return None
    before = [c for c in verb.children if c.i < i and is_verb(c) and c.dep_ in ("advcl", "parataxis", "ccomp", "conj")]
    if verb.head.i < i and verb.dep_ in ("parataxis", "conj", "advcl") and is_verb(verb.head):
        before.append(verb.head)
    return (before[0], _person(named.entity)) if len(before) == 1 else None


def charges_in_own_words(s, token, emit) -> bool:
    """« « Le ministre Y a trahi le Québec », a lancé X », '"Y lied to Canadians," X said': a
    quotation (parsed on its own by quotes.py, its speaker the sentence's author) whose clause says
    that a member did wrong is its speaker's charge against them, as reports_wrongdoing reads it
    from « X a affirmé que Y avait menti ». Never takes its token."""
    if not s.in_quotation or s.author is None or not (is_verb(token) or _copular(token)) or token.dep_ not in ("ROOT", "conj") \
            or _chair_office(s, s.author, emit.date) is not None or not_yet(s, token):
        return False  # (what the Chair says of a member is its ruling)
    subj = next((c for c in token.children if c.dep_ in SUBJ), None) or next(
        (c for a in token.children if a.dep_.startswith("aux") for c in a.children if c.dep_ in SUBJ), None)
    # (« Vous avez menti » with the participle read as an adjective: the subject hung on its auxiliary)
    if subj is None:
        return False
    target = _accused(s, subj)
    if target is None and subj.lower_ in SECOND_PERSON and s.addressee is not None:
        # '"You misled this committee," X told Y', « « Vous êtes un hypocrite », a lancé X à Y »: the
        # one the quotation is told to (quotes.py's listener) is its "you"
        target = _person(s.addressee)
    if target is None or target.iri is None or target.key == s.author.key:
        return False
    # (« Vous n'êtes pas un menteur »: the negation may hang on the copula or the auxiliary)
    negated = s.negated(token) or any(c.lower_ in NEGATIONS for a in [token] + [
        c for c in token.children if c.dep_ == "cop" or c.dep_.startswith("aux")] for c in a.children)
    if not negated and (_wrong_clause(s, token, participle=True) or _at_fault(s, token)):
        emit(KIND, agent=s.author, target=target, confidence=0.6)
    return False


# the quotation marks that may set off a predicate: "branded Y \"a liar\""
QUOTE_MARKS = {'"', "“", "”", "«", "»", "'", "‘", "’"}


# the subject pronouns that speak to the one a quotation is told to
SECOND_PERSON = {"you", "vous", "tu"}


def _quoted_you(s, subj, verb):
    """The member a quoted "you" is told to, when the quotation is the clause `verb` reports ('"You
    misled this committee," X told Y', '... X said to Y'): the one the verb names as its listener."""
    if subj is None or subj.lower_ not in SECOND_PERSON or not s.quoted(subj) or s.quoted(verb):
        return None
    from .request import quotation_listener
    return quotation_listener(s, verb)


# what attributes a clause to a source: « selon X », « d'après X », « aux dires de X », "according to X"
ACCORDING_TO = {"selon", "d'après", "d’après", "dires", "according"}
# the disjunctive pronouns a source is named by after an attribution word (« selon lui », "according to
# her"): the gender each gives (a disjunctive « lui », after a preposition, is a man; « elle » a woman)
DISJUNCTIVE = {"lui": "male", "elle": "female", "him": "male", "her": "female"}


def _attributions(s) -> list[tuple[int, int, bool]]:
    """Where the sentence attributes a clause to a source: (the attribution's first token, the token
    naming the source, may a name follow the word). « selon X », « d'après X » (« d' » and « après »
    as two tokens too), "according to X"; a point of view told with a possessive, "in his view", "in
    her opinion", « à son avis », « à ses yeux » (the lexicon's view_nouns; the possessive names the
    source); and, opening the sentence before its comma, a preposition with a disjunctive pronoun,
    "To him, Y ...", « Pour lui, Y ... » (the lexicon's fronted_attribution: elsewhere they say a
    recipient or a purpose)."""
    doc, found = s.sent.doc, []
    views = words(KIND, "view_nouns", s.lang)
    fronted = words(KIND, "fronted_attribution", s.lang)
    for i in range(s.sent.start, s.sent.end):
        word = doc[i].lower_
        if s.quoted(doc[i]):
            continue
        if word in ACCORDING_TO or word == "après" and i > s.sent.start and doc[i - 1].lower_ in ("d'", "d’"):
            start = i - 1 if word == "après" else i
            # (the pronoun right after the word, or after "to" in English: "according to him")
            said_by = i + 2 if word == "according" and i + 2 < s.sent.end and doc[i + 1].lower_ == "to" else i + 1
            found.append((start, said_by, True))
        elif word in views and i >= s.sent.start + 2 and doc[i - 2].lower_ in ("in", "à", "to") \
                and doc[i - 1].lower_ in words("shared", "one_owner_possessive", s.lang) \
                and i + 1 < s.sent.end and doc[i + 1].text == ",":
            found.append((i - 2, i - 1, False))  # "In his view, Y ...", « À son avis, Y ... »
        elif i == s.sent.start and word in fronted and i + 2 < s.sent.end \
                and doc[i + 1].lower_ in DISJUNCTIVE and doc[i + 2].text == ",":
            found.append((i, i + 1, False))  # "To him, Y ...", « Pour lui, Y ... »
        elif i == s.sent.start and word in fronted and s.lang == "fr" and any(
                m.entity.kind == "person" and i < m.tokens[0] <= i + 5 and m.tokens[1] < s.sent.end
                and doc[m.tokens[1]].text == "," and not any(t.text == "," for t in doc[i:m.tokens[0]]) for m in s.mentions):
            found.append((i, i + 1, True))  # « Pour le député X, Y a menti »: the member named before the comma
    return found


def _source_pronoun(s, token):
    """The person a pronoun naming a clause's source stands for: a disjunctive pronoun by the gender
    it gives, a possessive as one (« son », of either gender); None when not sure."""
    if token.lower_ in DISJUNCTIVE:
        return _person(s.pronoun(token, None, gender=DISJUNCTIVE[token.lower_]))
    if token.lower_ in words("shared", "one_owner_possessive", s.lang):
        return _person(s.pronoun(token, None))
    return None


def charges_according_to(s, token, emit) -> bool:
    """« Selon X, le ministre Y a menti », « D'après lui, Y a trahi le Québec », "According to X, Y
    misled the House", "In her view, Y misled the House", « Pour lui, Y a menti »: a clause that says a
    member did wrong, attributed to a member, is that member's charge (as reports_wrongdoing reads « X
    a affirmé que Y avait menti »). The source is the person named right after the attribution word,
    before the clause's comma, or the one its pronoun takes up (_attributions); the attribution may
    also close the sentence (« Y a trahi le Québec, selon X ») when the parse hangs it on the
    clause's verb. Never takes its token."""
    if s.quoted(token) or not (is_verb(token) or _copular(token)) or not_yet(s, token):
        return False
    subj = next((c for c in token.children if c.dep_ in SUBJ), None)
    if token.dep_ not in ("ROOT", "conj") and not (
            token.dep_ == "acl:relcl" and subj is not None and subj.pos_ in ("NOUN", "PROPN") and subj.i < token.i):
        return False  # (« Selon X, le ministre Y a menti » parsed as a relative on X: a clause with its own subject)
    if subj is None or not (_wrong_clause(s, token, participle=True) or (_at_fault(s, token) and not s.negated(token))):
        return False
    target = _accused(s, subj)
    doc = s.sent.doc
    for i, said_by, named in _attributions(s):
        if i > token.i and not any(a.i == token.i for a in doc[i].ancestors):
            continue  # after the clause (« Y a menti, selon X »), only an attribution the verb governs
        source_mention = next((m for m in s.mentions if m.entity.kind == "person" and i < m.tokens[0] <= i + 5
                               and not any(t.text == "," for t in doc[i:m.tokens[0]])), None) if named else None
        source = source_mention.entity if source_mention is not None else None
        if source is None and said_by < s.sent.end:
            source = _source_pronoun(s, doc[said_by])  # « Selon lui, Y a menti »: the one named before
        if source is None or source.iri is None or _chair_office(s, source, emit.date) is not None:
            return False  # (what the Chair says of a member is its ruling)
        if (target is None or target.key == source.key) and i < token.i and source_mention is not None:
            # the parse may take the source for the clause's subject and the accused for its
            # apposition (« Selon X, Y a menti »): the accused is then the member named between the
            # comma that closes the attribution and the verb, with no other verb between
            comma = next((t.i for t in doc[source_mention.tokens[1]:token.i] if t.text == ","), None)
            named_after = next((m for m in s.mentions if comma is not None and m.entity.kind == "person"
                                and comma < m.tokens[0] and m.tokens[1] <= token.i), None)
            if named_after is not None and not any(t.pos_ in ("VERB",) for t in doc[comma + 1:named_after.tokens[0]]):
                target = _person(named_after.entity)
        if target is not None and target.iri is not None and target.key != source.key:
            emit(KIND, agent=source, target=target, confidence=0.55)
        return False
    return False


def _copular(token) -> bool:
    """Is `token` a noun or an adjective predicate with its copula ("Y is a liar", « Y est un menteur »,
    where the French parse makes the predicate the head)?"""
    return token.pos_ in ("NOUN", "ADJ", "VERB") and any(c.dep_ == "cop" for c in token.children)


def _in_a_faulty_manner(s, verb) -> bool:
    """Is `verb` done "with contempt / hostility", « avec mépris »: a manner that is itself a fault?"""
    faults = words(KIND, "manner_faults", s.lang)
    nouns = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "with" for p in _children(c, {"pobj"})]
    nouns += [c for c in verb.children if c.dep_ in ("obl", "obl:mod", "advmod", "nmod")
              and any(g.dep_ == "case" and g.lower_ == "avec" for g in c.children)]
    return any(n.lemma_.lower() in faults or n.lower_ in faults for n in nouns)


def _at_fault(s, clause) -> bool:
    """Is `clause` "(is) corrupt", "(is) a liar", « (était) corrompu », « (est) un menteur »: a word of
    moral fault as its predicate?"""
    faults = words(KIND, "fault_words", s.lang)
    if _copular(clause) or clause.pos_ == "ADJ":
        # the French copula hangs on its adjective or noun (which the tagger may take for a verb)
        return clause.lemma_.lower() in faults or clause.lower_ in faults
    return clause.lemma_.lower() in ("be", "être") and any(
        c.dep_ in ("acomp", "attr") and (c.lemma_.lower() in faults or c.lower_ in faults) for c in clause.children)


def _character_owner(s, noun) -> list:
    """The members whose quality a noun of character names: "Y's integrity", "the judgment of Y",
    « l'intégrité de Y », « le jugement du premier ministre »."""
    if noun.lemma_.lower() not in words(KIND, "character_nouns", s.lang) \
            and noun.lower_ not in words(KIND, "character_nouns", s.lang):
        return []
    owners = [c for c in noun.children if c.dep_ in ("poss", "nmod:poss") or (
        c.dep_ == "nmod" and any(g.lower_ in ("de", "du", "d'", "d’") for g in c.children if g.dep_ == "case"))]
    owners += [p for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"})]
    return [m for o in owners[:1] for m in _members(s, o)]


def _questioning_verb(s, noun):
    """The verb that puts `noun` (a quality) in doubt: a verb of doubting with it as object ("questioned
    Y's integrity", « douter de l'intégrité de Y »), or a verb of raising whose noun of doubt leads to it
    ("raised questions about Y's judgment", « a mis en doute l'intégrité de Y », « soulevait des
    questions sur le jugement de Y »). None when the way up passes anything else."""
    doubts, path, node = words(KIND, "question_nouns", s.lang), [], noun
    for _ in range(4):
        if node.head.i == node.i:
            return None
        node = node.head
        if node.pos_ in ("VERB", "AUX") or is_verb(node):
            break
        if node.pos_ not in ("NOUN", "ADP"):
            return None
        path.append(node)
    else:
        return None
    lemma = node.lemma_.lower()
    if lemma in words(KIND, "question_verbs", s.lang) and not path:
        return node
    if not path and any(parts[0] == lemma and any(c.dep_ == "prep" and c.lower_ == parts[1] and any(
            g.lower_ == parts[2] for g in c.children) for c in node.children)
            for parts in (phrase.split() for phrase in words(KIND, "question_phrases", s.lang))):
        return node  # "called into question Y's integrity"
    if lemma in words(KIND, "raise_verbs", s.lang) and (
            any(p.lemma_.lower() in doubts or p.lower_ in doubts for p in path)
            or any(d.lemma_.lower() in doubts for c in node.children if c.dep_ in ("obj", "dobj", "obl", "obl:arg", "obl:mod")
                   for d in [c] + [g for g in c.children if g.dep_ in ("acl", "amod", "nmod", "compound")])):
        return node  # (the noun of doubt may hang on its own adjective: « de sérieuses questions »)
    return None


# subjects that deny what the clause says: "nobody questions Y's integrity"
NOBODY = {"nobody", "no one", "none", "personne", "aucun", "aucune", "nul"}


def impugns(s, token, emit) -> bool:
    """X questioned Y's integrity, "raised doubts about Y's judgment", « a mis en doute l'intégrité de
    Y »: putting a member's honesty or judgment in doubt charges them with a fault of character.
    Read from the noun of character; the accuser is the verb's subject, or, when that is a thing
    (« X a jugé que ce dossier jetait un doute sur le jugement de Y »), the member who says
    so; people left unnamed ("several MPs questioned her loyalty") give an Accusation with no agent.
    Never takes its token."""
    if token.pos_ != "NOUN" or s.quoted(token) and not s.in_quotation:
        return False
    targets = _character_owner(s, token)
    verb = _questioning_verb(s, token) if targets else None
    if verb is None or _unreal(s, verb) or not_yet(s, verb) or generic(s, verb):
        return False
    if s.passive(verb):
        agent, subj = _person(_by_agent(verb, s)), None
    else:
        agent, subj = _person(_subject(s, verb)[0]), next((c for c in verb.children if c.dep_ in SUBJ), None)
    if subj is not None and (subj.lower_ in NOBODY or any(c.lower_ in ("no", "aucun", "aucune", "nul")
                                                         for c in subj.children if c.dep_ == "det")):
        return False  # "nobody questions Y's integrity": no one does
    if agent is None and subj is not None and subj.pos_ in ("NOUN", "PRON") and s.entity(subj) is None \
            and subj.lemma_.lower() not in words(KIND, "unnamed_accusers", s.lang) and subj.tag_ not in ("NNS", "NNPS") \
            and verb.dep_ == "ccomp" and verb.head.lemma_.lower() in SAY | WRITE | words(KIND, "claim_verbs", s.lang) \
            and not _unreal(s, verb.head):
        # « X a jugé que ce dossier jetait un doute sur le jugement de Y »: a thing raises
        # them, the speaker says so (not "X said critics questioned ...": that is the critics' charge)
        agent = _person(_subject(s, verb.head)[0])
    if agent is not None:
        if agent.iri is None or _chair_office(s, agent, emit.date) is not None:
            return False
        for target in targets:
            if target.iri is not None and target.key != agent.key:
                emit(KIND, agent=agent, target=target, confidence=0.55)
    elif _unnamed_accusers(s, verb) and not _reported(verb):
        for target in targets:
            if target.iri is not None:
                emit(KIND, target=target, confidence=0.5)
    return False


def attacks(s, token, emit) -> bool:
    """X attacks / criticizes / rebukes Y, "X tore into Y", « X a critiqué Y », « X s'en est pris à Y ».

    Never takes the token: the same verb may also tell a press statement ("blasted Y in a
    statement") or, said of the Chair, a ruling (chair_admonishes)."""
    if token.pos_ != "VERB" or s.quoted(token) or token.dep_ in ("amod", "acl") or generic(s, token):
        return False
    lemma = token.lemma_.lower()
    lang = s.lang
    # (one verb may begin several phrases: "take aim at", "take a swipe at"; the one whose words are there)
    # (the lexicon is a set: of two phrases with the same words, "lay blame on" and "lay blame at", the one
    # whose preposition is there, so that the reading does not hang on the set's order)
    phrases = [(v, particles, prep) for v, particles, prep in _phrases(lang) if v == lemma
               and all(any(c.lower_ == p for c in token.children) for p in particles)]
    phrase = next((phrase for phrase in phrases if any(c.lower_ in PREPOSITION_FORMS.get(phrase[2], {phrase[2]})
                                                        for c in token.children)), phrases[0] if phrases else None)
    if phrase is not None and lemma in words(KIND, "attack_verbs", lang) \
            and not any(c.lower_ in PREPOSITION_FORMS.get(phrase[2], {phrase[2]}) for c in token.children):
        phrase = None  # "ripped Y for ...": the verb alone, its member the object (not "ripped into Y")
    # a verb and its particle with the member as object: "called out Y for ...", "dressed Y down"
    particle_verb = any(parts[0] == lemma and all(any(c.lower_ == p and c.dep_ in ("prt", "compound:prt") for c in token.children)
                                                  for p in parts[1:])
                        for parts in (v.split() for v in words(KIND, "attack_particle_verbs", lang)))
    if lemma not in words(KIND, "attack_verbs", lang) and phrase is None and not particle_verb \
            and not _object_idiom(token, lang):
        return False  # (and "ripped the page", not "ripped into")
    infinitive = any(c.lower_ in ("to", "pour") for c in token.children if c.dep_ in ("aux", "mark")) or \
        "Inf" in token.morph.get("VerbForm")
    if infinitive and not (token.head.i != token.i and token.head.lemma_.lower() in words(KIND, "act_heads", lang)
                           and _head_told_as_done(token.head)):
        return False  # "wants to attack Y", « refuse de critiquer Y »: not done (nor "wants to continue to
        # attack Y", « n'a pas continué de critiquer Y »)
    reflexive = any(c.lemma_.lower() == "se" for c in token.children)
    if s.passive(token) and not reflexive:
        subj = _children(token, SUBJPASS)
        targets = _members(s, subj[0]) if subj else []
        agent = _person(_by_agent(token, s))
    else:
        agent = _person(_subject(s, token)[0])
        if phrase is None:
            obj = _object(token)
            if obj is None and _object_idiom(token, lang):
                # "held Y responsible": the parse makes Y the subject of the adjective's clause
                obj = next((g for c in token.children if c.dep_ in ("ccomp", "oprd", "xcomp")
                            for g in c.children if g.dep_ in SUBJ), None)
            targets = _members(s, obj) if obj is not None else []
            if not targets and obj is not None:
                targets = _conduct_owner(s, obj)  # "slammed Y's handling of the file"
                if not targets and not s.negated(token):
                    party = _conduct_party(s, obj)  # « a dénoncé l'arrogance des libéraux »: the party
                    targets = [party] if party is not None else []
        else:
            # (each phrase the words allow, the one whose preposition hangs on the verb first, until one
            # names a member: "laid the blame for the leak at Y's feet on Wednesday" is "lay blame at")
            targets = []
            for candidate in [phrase] + [other for other in phrases if other is not phrase]:
                targets = _phrase_targets(s, token, PREPOSITION_FORMS.get(candidate[2], {candidate[2]}))
                if targets:
                    break
    if agent is None or agent.iri is None or _chair_office(s, agent, emit.date) is not None:
        return False  # a verb this common needs a member the KB knows on both sides; the Chair rules
    for target in targets:
        if target.iri is not None and target.key != agent.key:
            emit(KIND, agent=agent, target=target, confidence=0.6)
    return False


def _object_idiom(verb, lang) -> bool:
    """Does `verb` head one of the lexicon's idioms of blame that keep the member as its object ("took
    Y to task", "held Y responsible")? The idiom's other words must hang on the verb, or on a
    preposition of it ("to task"), each its own word."""
    hung = {c.lower_ for c in verb.children} | {g.lower_ for c in verb.children if c.dep_ in ("prep", "oprd", "acomp", "ccomp", "xcomp")
                                                 for g in c.children}
    return any(parts[0] == verb.lemma_.lower() and set(parts[1:]) <= hung
               for parts in (idiom.split() for idiom in words(KIND, "attack_object_idioms", lang)))


def names_a_fault(s, token, emit) -> bool:
    """X called Y a liar, "branded Y a hypocrite", « X a qualifié Y de menteur », « a traité Y de
    girouette », « a taxé Y d'incompétence »: a verb of naming whose object is a member and whose
    predicate is a fault of character or conduct (the lexicon's fault_words, name_faults and
    conduct_nouns; "called Y a tireless advocate" is praise). Read by word order: the member right
    after the verb, the fault within a few words after the member (in French after « de »), as
    the small model often hangs both on something else. Never takes its token: in the House the
    same words are unparliamentary language too."""
    holds = token.lemma_.lower() in words(KIND, "hold_responsible_verbs", s.lang)
    if token.pos_ != "VERB" or not (holds or token.lemma_.lower() in words(KIND, "naming_verbs", s.lang)):
        return False
    if s.quoted(token) or _unreal(s, token) or not_yet(s, token) or s.negated(token) or generic(s, token) or s.passive(token):
        return False
    agent = _person(_subject(s, token)[0])
    if agent is None or agent.iri is None or _chair_office(s, agent, emit.date) is not None:
        return False
    doc = s.sent.doc
    named = next((m for m in s.mentions if token.i < m.tokens[0] <= token.i + 4 and m.tokens[1] <= s.sent.end), None)
    if named is None or named.entity.kind != "person" or any(
            t.pos_ in ("VERB", "AUX", "ADP", "PUNCT") for t in doc[token.i + 1:named.tokens[0]]):
        return False
    target = _person(named.entity)
    if target is None or target.iri is None or target.key == agent.key:
        return False
    if holds:
        # « a tenu Y responsable de ... »: being held responsible is the charge, the word right after
        # the member (an adverb between: « a tenu Y entièrement responsable »)
        after = next((t for t in doc[named.tokens[1]:min(s.sent.end, named.tokens[1] + 3)] if t.pos_ != "ADV"), None)
        if after is not None and after.lower_ in words(KIND, "responsible_words", s.lang):
            emit(KIND, agent=agent, target=target, confidence=0.6)
        return False
    faults = words(KIND, "fault_words", s.lang) | words(KIND, "name_faults", s.lang) | words(KIND, "conduct_nouns", s.lang)
    after_de = False
    for t in doc[named.tokens[1]:min(s.sent.end, named.tokens[1] + 6)]:
        if t.text in QUOTE_MARKS:
            continue  # ("branded Y \"a liar\"", « a traité Y de « menteur »: the predicate in quotation marks)
        fault = t.lemma_.lower() in faults or t.lower_ in faults
        # ("branded Y as a hypocrite", « a décrit Y comme un menteur »: the predicate may come with its "as")
        if t.pos_ in ("VERB", "AUX", "PUNCT") or t.pos_ == "ADP" and t.lower_ not in ("de", "d'", "d’", "as", "comme"):
            return False
        after_de = after_de or t.lower_ in ("de", "d'", "d’", "comme")
        if fault:
            if s.lang == "fr" and not after_de:
                return False
            emit(KIND, agent=agent, target=target, confidence=0.6)
            return False
    return False
