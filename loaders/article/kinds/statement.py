"""PressStatement: a member speaking publicly outside the House, where the text says how.

Four patterns: what someone says framed by a medium ("in an interview", "at a news conference",
« en point de presse »); speech addressed to the press or a news organisation ("told reporters",
"told CBC News", « a confié aux journalistes »); holding a news conference; posting online
("tweeted", "posted on X", « a écrit sur Facebook »); and being interviewed or quoted by a news
organisation ("CTV quoted X as saying ..."). And made public by whom it is said to: an act of
saying or of expressing framed by a public audience or a public speech ("told supporters", "in his
victory speech", « devant ses partisans »), or an act of expressing on a platform ("praised Y on
Twitter", « s'est réjoui sur X »).
"""

from __future__ import annotations

import re

from ..grammar import (IN_HOUSE_WORDS, names_the_house, OBJ, SUBJ, SUBJPASS, _by_agent, _children, _free_participle_on_a_reported_clause, _inverted_attribution, clause_children, french_obligation_met, is_verb, not_yet,
                       _governing, _object, _person, _subject, _unreal, emit_for_subject, emit_for_subjects,
                       persons_of, WEEKDAYS_EN, WEEKDAYS_FR)
from ..lexicon import ACCUSE, APOLOGY_NOUNS, ASK, IN_HOUSE, NOT_DONE, PERSON_NOUNS, PRESS, REFUSE, RELEASE, REMARK, SAY, STATEMENT, WRITE, words

KIND = "PressStatement"


# verbs whose complement is not done: "declined to speak to reporters", "hoped to hold a news
# conference" (not "stopped to speak to reporters", "was forced to hold a news conference")
_NOT_DONE_HEADS = NOT_DONE - {"stop", "force"}


def _live(s, verb) -> bool:
    """A verb that reports something done: not quoted, not negated, not hypothetical, not only
    declined, planned or asked for, not still to come ("will take part in a news conference",
    « participera à un point de presse »: an agenda's line, read here for the patterns that start
    from the medium noun, which the check of verbs in kinds.run does not see)."""
    if not (is_verb(verb) or verb.pos_ == "AUX") or s.quoted(verb) or _unreal(s, verb) or not_yet(s, verb):
        return False
    if verb.lemma_.lower() == "devoir" and not french_obligation_met(verb):
        # « X devait être en entrevue », « X doit être en point de presse jeudi »: the medium framed by
        # « devoir » itself (the parse makes the predicate its complement) is what was planned or owed,
        # not told done (« a dû s'expliquer en point de presse » is: the obligation met)
        return False
    if s.passive(verb) and verb.lemma_.lower() in words("shared", "awaited_verbs", s.lang):
        return False  # "is expected at a news conference", « est attendu en point de presse »: awaited
    if _without(verb):
        return False  # « est parti sans s'arrêter pour parler aux journalistes »: not done
    if _declines_to_comment(s, verb):
        return False  # "said he had nothing to add", « a dit n'avoir rien à ajouter »: no statement
    head = _governing(verb, _NOT_DONE_HEADS)
    # (a verb inside the quotation is not what governs its attribution: the parser often hangs
    # « ..., a-t-il dit » on the quoted clause)
    return head is None or s.quoted(head)


def _declines_to_comment(s, verb) -> bool:
    """Does the verb of saying report only that its subject would not comment: its complement says
    there was nothing to add or say, or no comment ("X said he had nothing to add", "told reporters
    she had no comment", « a dit n'avoir rien à ajouter »)? Declining to comment is no statement
    (corpus/README.md guidelines)."""
    complements = [c for c in verb.children if c.dep_ in ("ccomp", "xcomp", "dobj", "obj") and not s.quoted(c)]
    text = " ".join(" ".join(t.lower_ for t in c.subtree) for c in complements)
    text = re.sub(r"\s+", " ", text.replace("’", "'"))
    return any(phrase in text for phrase in words(KIND, "no_comment_phrases", s.lang))


_WITHOUT = {"sans", "without"}


def _without(verb) -> bool:
    """Is `verb`, or a clause it is subordinate to (an adverbial or controlled one, up to the main
    clause), opened by « sans » / "without" (« sans s'arrêter pour parler aux journalistes », "without
    stopping to talk to reporters")? What is done without it is not done."""
    steps = 0
    while verb is not None and steps < 4:
        if any(c.dep_ in ("mark", "case", "prep") and c.lower_ in _WITHOUT and c.i < verb.i for c in verb.children) \
                or verb.dep_ == "pcomp" and verb.head.lower_ in _WITHOUT:
            return True
        if verb.dep_ not in ("advcl", "xcomp", "pcomp") or verb.head.i == verb.i:
            return False
        verb, steps = verb.head, steps + 1
    return False


def lemma_of(token) -> str:
    """The lemma, or the whole hyphenated word when the tokenizer split it ("op-ed" as op / - / ed):
    the lexicons list such words whole."""
    doc, i = token.doc, token.i
    if i >= 2 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ and not doc[i - 2].whitespace_:
        return doc[i - 2].lower_ + "-" + token.lower_
    return token.lemma_.lower()


def _is_press_medium(token, lang) -> bool:
    lemma = lemma_of(token)
    if lemma not in words(KIND, "media", lang):
        return False
    if lemma in words(KIND, "media_needs_press", lang):
        modifiers = words(KIND, "press_modifiers", lang)
        return any(t.lemma_.lower() in modifiers or t.lower_ in modifiers for t in token.subtree if t.i != token.i)
    return True


def _is_broadcast(token, lang) -> bool:
    """A programme on the air: "a call-in show", "a talk show", "a weekly program on <a radio station>"."""
    lemma = token.lemma_.lower()
    if lemma in words(KIND, "broadcast", lang) or token.lower_ in words(KIND, "broadcast", lang):
        return True
    return lemma in words(KIND, "broadcast_needs_modifier", lang) and any(
        t.lemma_.lower() in words(KIND, "broadcast", lang) | {"talk"} for t in token.subtree if t.i != token.i)


def _private_letter(s, token) -> bool:
    """"In a letter to the Speaker", « dans une lettre au ministre », « dans sa lettre de démission »
    (a kind of letter the lexicon's addressed_letters says is sent to someone): a letter addressed
    to someone and not said to be open or published is not speaking publicly."""
    if lemma_of(token) not in words(KIND, "private_media", s.lang):
        return False
    modifiers = [t for t in token.subtree if t.i != token.i]
    if any(t.lemma_.lower() in words(KIND, "public_modifiers", s.lang) | RELEASE | {"release", "publier", "diffuser"}
           or t.lower_ in words(KIND, "public_modifiers", s.lang) for t in modifiers):
        return False
    if any(c.dep_ == "nmod" and c.lemma_.lower() in words(KIND, "addressed_letters", s.lang) for c in token.children):
        return True  # « dans sa lettre de démission »: addressed to the leader, public only when the text says so
    addressees = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
    addressees += [c for c in token.children if c.dep_ in ("nmod", "obl") and any(
        g.lower_ in ("à", "au", "aux") and g.dep_ == "case" for g in c.children)]
    # (« une lettre transmise au ministre », "a letter sent to the Speaker": the addressee of the
    # participle that tells where it went, which the parser hangs on the participle)
    sent = [c for c in token.children if c.dep_ in ("acl", "amod") and c.i > token.i and c.pos_ in ("VERB", "ADJ")]
    addressees += [g for c in sent for g in c.children if g.dep_ in ("obl", "obl:arg", "obl:mod", "nmod", "iobj") and any(
        h.lower_ in ("à", "au", "aux") and h.dep_ == "case" for h in g.children)]
    addressees += [p for c in sent for g in c.children if g.dep_ in ("prep", "dative") and g.lower_ == "to"
                   for p in _children(g, {"pobj"})]
    return any(_person(s.entity(a)) is not None or a.lemma_.lower() in PERSON_NOUNS for a in addressees)


def is_interviewed(s, token, emit) -> bool:
    """"X was interviewed by CTV", "CTV interviewed X": the one interviewed spoke to the press."""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "interview_verbs", s.lang) or not _live(s, token):
        return False
    if s.passive(token):
        interviewer = next((p for c in token.children if c.dep_ == "agent" or c.lower_ in ("by", "par")
                            for p in list(c.children) + [c] if p.pos_ in ("NOUN", "PROPN")), None)
        if interviewer is not None and _the_press(s, interviewer):
            return emit_for_subjects(s, token, emit, KIND, 0.65)
        return False
    return _member_told_the_press(s, token, emit, 0.65)


def _member_told_the_press(s, token, emit, confidence: float) -> bool:
    """The member object of `token` gave a statement when its subject is the press ("CBC
    interviewed X", "CTV quoted X as saying ...")."""
    subject = next(iter(_children(token, SUBJ)), None)
    obj = _object(token)
    person = _person(s.entity(obj)) if obj is not None else None
    if person is not None and subject is not None and _the_press(s, subject):
        emit(KIND, agent=person, confidence=confidence)
        return True
    return False


def quoted_as_saying(s, token, emit) -> bool:
    """"CTV quoted X as saying ...", "X was quoted by the Star as saying ...": a news organisation
    reporting a member's words as said to it. Only with the frame "as saying" (a verb of saying with
    no listener but the press: not "as telling a fundraiser") and not said in the House ("quoted X
    as saying in the House ..."), nor without the press as the one quoting ("X was quoted as saying":
    from where, the text does not say)."""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "quote_verbs", s.lang) or not _live(s, token):
        return False
    saying = next((p for c in token.children if c.dep_ == "prep" and c.lower_ == "as"
                   for p in _children(c, {"pcomp"}) if p.lemma_.lower() in SAY | words(KIND, "speech_verbs", s.lang)), None)
    if saying is None:
        return False
    listeners = _children(saying, {"dobj", "dative", "iobj"}) + [
        p for c in saying.children if c.dep_ == "prep" and c.lower_ in ("to", "with") for p in _children(c, {"pobj"})]
    if any(not _the_press(s, listener) for listener in listeners):
        return False
    framed = [t for c in saying.children if c.dep_ == "prep" for t in c.subtree]
    if any(t.lemma_.lower() in IN_HOUSE_WORDS for t in framed):
        return False
    if s.passive(token):
        quoter = next((p for c in token.children if c.dep_ == "agent" for p in _children(c, {"pobj"})), None)
        return quoter is not None and _the_press(s, quoter) and emit_for_subjects(s, token, emit, KIND, 0.6)
    return _member_told_the_press(s, token, emit, 0.6)


def _the_press(s, token) -> bool:
    """Reporters, a broadcast, or a news organisation the text names (an organisation the KB knows,
    the RCMP or a committee, interviews witnesses, not for the public)."""
    if token.lemma_.lower() in PRESS or _is_broadcast(token, s.lang):
        return True
    return _newsroom_named(s, token)


def _newsroom_named(s, token, depth: int = 0) -> bool:
    """Is the proper name headed by `token` a news organisation or one of its programmes? By the words
    of its name, never by a list of titles: a body the KB knows whose name says it is the press ("CBC":
    the Canadian Broadcasting Corporation); a name with a word of the press or of a masthead ("Global
    News", "the Ottawa Citizen", "The Hill Times"); a programme of a news organisation ("CTV's Power
    Play", "CBC's The House"); else an organisation the parser sees, unknown to the KB ("CTV"), unless
    the head of its name is a noun of institutions ("the Ukrainian Canadian Congress", "the Empire
    Club"), which members address in speeches, not through the press."""
    if token is None or token.pos_ != "PROPN":
        return False
    if token.i in s.by_token:
        return _a_newsroom_by_name(s, token)
    name = [token] + [c for c in token.children if c.dep_ in ("compound", "flat", "flat:name") and c.pos_ == "PROPN"]
    titles = words(KIND, "press_names", s.lang) | words(KIND, "masthead_words", s.lang)
    if any(w.strip(".,'’") in titles for t in name for w in t.lower_.split("-")):  # (« Radio-Canada »)
        return True
    glued = words(KIND, "press_name_endings", s.lang)
    if any(t.lower_.endswith(tuple(glued)) and t.lower_ not in glued and t.text[:1].isupper() for t in name):
        return True  # one word of a name and a press word glued ("<City>News", "<Post>media")
    owner = next((c for c in token.children if c.dep_ in ("poss", "nmod:poss")), None)
    if owner is not None and depth == 0 and _newsroom_named(s, owner, 1):
        return True  # the programme of a news organisation
    return token.ent_type_ == "ORG" and token.lemma_.lower() not in words(KIND, "institution_nouns", s.lang) \
        and token.lower_ not in words(KIND, "institution_nouns", s.lang) and not _named_for_the_country(s, name)


def _named_for_the_country(s, name) -> bool:
    """A name unknown to the KB with the country or a province in it and no word of the press: a
    business or a public body ("told <Carrier> Canada on Monday", "told Hydro-<Province>"), which a
    member speaks to privately, unlike a broadcaster's acronym with its region ("told <CTV> Ottawa")."""
    places = words(KIND, "country_and_province_words", s.lang)
    if not any(w.strip(".,'’") in places for t in name for w in t.lower_.split("-")):
        return False
    return not any(t.text.isupper() and len(t.text) >= 2 for t in name)


def _french_written_medium_as_goal(s, token) -> bool:
    """« annexé à son courriel », « a répondu à la lettre de X », « fait référence au communiqué »: French
    frames what is said in writing with « dans », « par », « en » (« dans une lettre », « par
    courriel »); a written medium after « à » is what a verb is joined, answered or referred to,
    never where someone spoke (« à » frames a broadcast or a press event: « à la radio », « au point
    de presse »)."""
    if s.lang != "fr" or lemma_of(token) not in words(KIND, "written_media", s.lang):
        return False
    marks = [c.lower_ for c in token.children if c.dep_ in ("case", "fixed")]
    if token.i > 0 and not marks:
        marks = [token.doc[token.i - 1].lower_]
    if token.i > 1 and token.doc[token.i - 1].pos_ == "DET":
        marks.append(token.doc[token.i - 2].lower_)  # « à sa lettre »: the preposition before the determiner
    return bool(set(marks) & {"à", "au", "aux"})


# determiners that take up a thing the text named before: "this video", « cette vidéo »
DEMONSTRATIVES = {"this", "that", "these", "those", "ce", "cet", "cette", "ces"}
# prepositions of a cause or a topic: a medium after them is what is spoken of, not where one spoke
ABOUT_PREPOSITIONS = {"for", "over", "about", "pour", "concernant"}


def _attribution_before_the_frame(s, verb, frame):
    """« X remplace Y, a annoncé mardi Z en conférence de presse »: a frame after an inverted attribution
    (grammar.py) frames the saying, not the clause it reports, on which the small parser hangs it."""
    return next((c for c in verb.children if c.dep_ in ("conj", "parataxis") and verb.i < c.i < frame.i
                 and _inverted_attribution(s, c) is not None), verb)


def in_a_medium(s, token, emit) -> bool:
    """X said ... in an interview / at a news conference; « X a déclaré en conférence de presse »."""
    if token.pos_ not in ("NOUN", "PROPN") or s.quoted(token) or not (
            _is_press_medium(token, s.lang) or lemma_of(token) in words(KIND, "air_media", s.lang)):
        return False
    if token.lemma_.lower() in ("statement", "déclaration") and any(
            t.lemma_.lower() in IN_HOUSE_WORDS for t in token.subtree if t.i != token.i):
        return False  # "a statement to the Commons" is made in the House
    if _french_written_medium_as_goal(s, token):
        return False
    if any(c.dep_ == "det" and c.lower_ in DEMONSTRATIVES for c in token.children):
        # "In this video, he thanks ...", « Dans cette vidéo, il rendait hommage ... »: a medium the text told
        # before, its content described; whether speaking in it was a statement is told where it was named
        return False
    preps = words(KIND, "frame_prepositions", s.lang)
    if s.lang == "en" and _is_broadcast(token, s.lang) and token.dep_ == "poss" and token.head.dep_ == "pobj" \
            and token.head.head.lower_ == "on":
        token = token.head  # "on CBC Radio's The Current": the programme of a broadcaster, on the air
    on_air = _is_broadcast(token, s.lang) and token.dep_ == "pobj" and token.head.lower_ == "on" or (
        s.lang == "en" and token.dep_ == "pobj" and token.head.lower_ == "on"
        and any(c.dep_ == "poss" and _is_broadcast(c, s.lang) for c in token.children))
    if on_air:
        preps = preps | {"on"}  # "said on a call-in show" (not "said on a statement day")
    verb = None
    if token.dep_ == "pobj" and token.head.lower_ in preps:
        verb = token.head.head
        if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
            verb = verb.head  # "..., said X at a news conference": attached to the inverted subject
    elif any(c.dep_ in ("case", "fixed") and c.lower_ in preps for c in token.children) or (
            token.i > 0 and token.doc[token.i - 1].lower_ in ("d'", "d’", "de") and token.i > 1
            and token.doc[token.i - 2].lower_ == "lors") or _french_preposition_on_a_weekday(s, token, preps):
        verb = token.head
        if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
            verb = verb.head  # attached to the subject by the parser: the subject's verb
    verb = _spoken_where(s, token) or verb  # (the clause of place tells who spoke there, whatever the frame's verb)
    if verb is None and s.lang == "fr" and token.head.i != token.i \
            and token.head.lemma_.lower() in words(KIND, "guest_nouns", s.lang) \
            and any(c.dep_ == "case" and c.lower_ in ("de", "du", "d'", "d’") for c in token.children):
        verb = token.head  # « l'invité de l'émission »: the guest of the programme
    if verb is not None and verb.pos_ == "NOUN" and s.lang == "fr" and _clefted_verb(s, verb) is None:
        # « X était en entrevue à Radio-Canada », « X était l'invité de l'émission Y »: the medium, or a
        # guest of it, is the predicate of a copula; its subject was on the air or before the press
        predicate = verb if verb.i == token.i or verb.lemma_.lower() in words(KIND, "guest_nouns", s.lang) else None
        copula = next((c for c in predicate.children if c.dep_ == "cop"), None) if predicate is not None else None
        if copula is not None and "Inf" not in copula.morph.get("VerbForm") and predicate.dep_ != "xcomp" \
                and copula.lower_ not in ("être", "etre") and _live(s, copula) \
                and not s.negated(predicate) and not s.negated(copula):  # (« devait être en entrevue »: not told done)
            _emit_for_known_speakers(s, predicate, emit, copular=True)
            return False
    if verb is not None and verb.i == token.i:
        verb = _clefted_verb(s, token)  # « C'est en point de presse que X a ... »: the clause after « que »
    if verb is None and s.lang == "fr":
        verb = _verb_after_a_fronted_medium(s, token)
    if verb is not None and _object_holding_the_frame(s, verb, token):
        verb = verb.head  # "announced the agreement at a news conference": the parser hung the frame on the object
    elif verb is not None and verb.dep_ == "oprd" and verb.pos_ in ("NOUN", "ADJ") and is_verb(verb.head):
        verb = verb.head  # "called Y a liar in a post": hung on the object's predicate, which is said of Y, not by Y
    if verb is not None:
        verb = _attribution_before_the_frame(s, verb, token)
    if verb is not None and verb.dep_ == "pcomp" and verb.head.dep_ == "prep" and verb.head.head.pos_ == "VERB" \
            and s.lang == "en":
        # "X accused Y of playing politics in a post": the medium is where the main act was told (the
        # parser hangs it on the gerund, whose own subject is Y)
        verb = verb.head.head
    elif verb is not None and _object_controlled_infinitive(s, verb):
        # « X a accusé Y de mentir dans une vidéo », « a reproché à Y de tromper les électeurs au micro
        # de <radio> »: the same in French, the medium hung on the infinitive whose subject is Y
        verb = verb.head
    if (verb is None or not is_verb(verb)) and not on_air and not _private_letter(s, token):
        speaker = _inverted_speaker_before_medium(s, token, preps)
        if speaker is not None:
            emit(KIND, agent=speaker, confidence=0.7)
            return True
    if verb is None or not _live(s, verb) or _private_letter(s, token):
        return False
    if verb.lemma_.lower() in words(KIND, "spectator_verbs", s.lang):
        return False  # « a assisté à la conférence de presse de Y », "watched Y's news conference": heard it
    if verb.dep_ == "acl" and verb.head.pos_ == "NOUN" and s.entity(verb.head) is None \
            and verb.head.lemma_.lower() not in PERSON_NOUNS and not _children(verb, SUBJ) \
            and not any(c.dep_ in ("obl:agent", "agent") for c in verb.children):
        # « a dénoncé les propos entendus sur les ondes », "condemned the remarks aired on the radio": the
        # medium is where a thing named was heard, not where the sentence's subject spoke
        return False
    if _another_s_medium(s, token, verb):
        return False
    released_by = _released_by(token, s)
    if released_by:
        # « dans un communiqué publié par le Bloc, X est tenu responsable »: its author is who released it
        author = _person(s.entity(released_by[0]))
        if author is not None:
            emit(KIND, agent=author, confidence=0.65)
        return True
    if s.passive(verb) and not any(c.dep_ in SUBJ for c in verb.children if c.dep_ not in SUBJPASS) \
            and verb.lemma_.lower() not in words(KIND, "asked_verbs", s.lang):
        # "in a statement, X was blamed": the subject of a passive is not who spoke; but one asked
        # or quoted in an interview is ("In an interview, X was asked whether ...")
        return False
    if (on_air or token.pos_ == "PROPN") and verb.lemma_.lower() not in words(KIND, "speech_verbs", s.lang):
        return False  # "appeared on a talk show", "worked at CBC Radio" tell where, not that something was said
    if _clefted_pronoun(s, verb):
        return True  # (no statement rather than one given to the nearest name)
    speaker = _speaker_after_a_medium_taken_for_the_subject(s, token, verb)
    if speaker is not None:
        emit(KIND, agent=speaker, confidence=0.7)
        return True
    return emit_for_subjects(s, verb, emit, KIND, 0.7)


def _spoken_where(s, medium):
    """"... at a news conference in Montreal, where X said ...", « en point de presse, où X a affirmé ... »:
    a verb of speaking in a relative clause of place set on the medium (or on its place: the parser
    hangs it on "Montreal") was spoken there."""
    places = [p for c in medium.children if c.dep_ in ("prep", "nmod") for p in ([c] if c.dep_ == "nmod" else c.children)
              if p.dep_ in ("pobj", "nmod")]
    for clause in [c for holder in [medium] + places for c in holder.children]:
        if clause.dep_ in ("relcl", "acl:relcl") and clause.lemma_.lower() in words(KIND, "speech_verbs", s.lang) \
                and any(c.lower_ in ("where", "où") and c.i < clause.i for c in clause.children):
            return clause
    return None


def _another_s_medium(s, medium, verb) -> bool:
    """French: « a trouvé une erreur dans le communiqué du ministère »: a medium named as a particular
    one of somebody else (a definite article and its owner after « de », not the verb's subject), after
    a verb that neither says nor expresses anything, is where the act found or read something, not where
    its subject spoke. (After a verb of saying, « dans le communiqué du Bloc, X affirme ... », the member
    may well speak in another's release.)"""
    if s.lang != "fr" or _says_or_expresses(s, verb) or not any(
            c.dep_ == "det" and c.lower_ in ("le", "la", "l'", "l’") for c in medium.children):
        return False
    subject = _subject(s, verb)[0] if is_verb(verb) else None
    for owner in medium.children:
        if owner.dep_ != "nmod" or owner.i < medium.i or not any(
                c.dep_ == "case" and c.lower_ in ("de", "du", "des", "d'", "d’") for c in owner.children):
            continue
        if not (owner.pos_ == "PROPN" or any(
                c.dep_ == "det" for c in owner.children) or any(c.lower_ in ("du", "des") for c in owner.children)):
            continue  # « le communiqué de presse »: what kind, not whose
        entity = s.entity(owner)
        if entity is None or subject is None or entity != subject:
            return True
    return False


def _french_preposition_on_a_weekday(s, medium, preps) -> bool:
    """« a félicité Y dans un communiqué mardi soir »: the small French model may hang the medium's
    preposition on the weekday right after it (and the medium on the verb): the preposition just
    before the medium's determiner opens the medium's phrase."""
    if s.lang != "fr" or any(c.dep_ in ("case", "fixed") for c in medium.children):
        return False
    doc = medium.doc
    j = medium.i - 1
    while j > s.sent.start and doc[j].pos_ == "DET" and doc[j].head.i == medium.i:
        j -= 1
    prep = doc[j]
    return j < medium.i - 1 and prep.lower_ in preps and prep.dep_ == "case" and prep.head.i == medium.i + 1 \
        and prep.head.lower_ in WEEKDAYS_FR


def _speaker_after_a_medium_taken_for_the_subject(s, medium, verb):
    """« Dans une entrevue accordée au <journal> mardi, X a affirmé ... »: the small French parser may
    take the fronted phrase of the medium, opened by its preposition, for the verb's subject, and hang
    the name after the comma on a word of the phrase. A phrase with a preposition is never a subject:
    the speaker is the person named right after the comma that closes it, with only auxiliaries and
    adverbs between the name and the verb. That person (an Entity), else None."""
    if s.lang != "fr" or medium.dep_ not in SUBJ or medium.head.i != verb.i or medium.i > verb.i \
            or not any(c.dep_ == "case" for c in medium.children):
        return None
    doc = medium.doc
    comma = next((j for j in range(medium.i + 1, verb.i) if doc[j].text == ","), None)
    if comma is None:
        return None
    mention = next((m for m in s.mentions if m.tokens[0] == comma + 1 and m.entity.kind == "person"), None)
    if mention is None or mention.tokens[1] > verb.i \
            or any(doc[j].pos_ not in ("AUX", "ADV") for j in range(mention.tokens[1], verb.i)):
        return None
    return _person(mention.entity)


def _object_controlled_infinitive(s, verb) -> bool:
    """French: is `verb` an infinitive opened by « de » that completes a verb with an object of its own,
    a person (« accuser Y de ... », « reprocher à Y de ... », « blâmer Y d'avoir ... »)? The object
    is the infinitive's subject, so a frame the parser hangs on it is not the object's act."""
    if s.lang != "fr" or verb.dep_ not in ("xcomp", "ccomp", "advcl") or verb.head.i == verb.i \
            or "Inf" not in verb.morph.get("VerbForm") \
            or not any(c.dep_ in ("mark", "case") and c.lower_ in ("de", "d'", "d’") for c in verb.children):
        return False
    head = verb.head
    if not is_verb(head):
        return False
    objects = [o for o in head.children if o.i < verb.i and (o.dep_ in ("obj", "iobj") or o.dep_ in ("obl", "obl:arg") and any(
        g.dep_ == "case" and g.lower_ in ("à", "au", "aux") for g in o.children))]
    return any(_person(s.entity(o)) is not None or o.lemma_.lower() in PERSON_NOUNS for o in objects)


_TONIC_PRONOUNS = {"lui", "elle", "eux", "elles"}
_CLEFT_COPULAS = {"est", "était", "sont", "étaient", "fut"}


def _clefted_pronoun(s, verb) -> bool:
    """« ..., et c'est lui qui avait annoncé par communiqué ... »: the speaker is a tonic pronoun set
    off by a cleft, which takes up the paragraph's topic, not the nearest name before it (often a
    complement: « passé aux Finances sous Y, et c'est lui qui »): left unresolved."""
    if s.lang != "fr":
        return False
    for token in s.sent.doc[max(s.sent.start, verb.i - 16):verb.i]:
        if token.lower_ in _TONIC_PRONOUNS and token.i > s.sent.start and token.doc[token.i - 1].lower_ in _CLEFT_COPULAS \
                and token.i + 1 < verb.i and token.doc[token.i + 1].lower_ in ("qui", "qu'", "qu’"):
            return True
    return False


def _clefted_verb(s, medium):
    """« C'est en mêlée de presse que X a confirmé ... », "It was in an interview that X said ...": the
    medium is the focus of a cleft (the parse makes it the root, with the copula and « ce » / "it"),
    and the act it frames is the verb of the clause after « que » / "that"; else None."""
    if not any(c.dep_ == "cop" for c in medium.children) or not any(
            c.dep_ in SUBJ and c.lower_ in ("c'", "c’", "ce", "it") for c in medium.children):
        return None
    return next((c for c in medium.children if c.dep_ in ("ccomp", "acl:relcl", "advcl", "csubj") and c.i > medium.i
                 and is_verb(c) and any(g.dep_ == "mark" and g.lower_ in ("que", "qu'", "qu’", "that") for g in c.children)),
                None)


# what may stand between a fronted medium and its comma: how and when it came out (« diffusé mardi »,
# « publiée en fin de journée »), never by whom nor to whom (« par son bureau », « au président »)
_FRONTED_MEDIUM_STOPS = {"par", "à", "au", "aux", "auprès", "selon", "sur", "de", "du", "des", "d'", "d’", "qui", "que"}


def _verb_after_a_fronted_medium(s, medium):
    """French, by word order: « Dans un communiqué diffusé mardi, X a annoncé ... »: the medium opens
    the sentence after « dans » and its article, only its release and its time before the comma,
    and the sentence's main verb, a verb of saying, comes after the comma (the small parser may take
    « communiqué » for a participle and hang the frame on the weekday). That verb, else None."""
    doc, sent = medium.doc, s.sent
    j = medium.i - 1
    while j > sent.start and doc[j].pos_ == "DET":
        j -= 1
    if j != sent.start or doc[j].lower_ != "dans" or j == medium.i - 1:
        return None
    comma = next((i for i in range(medium.i + 1, min(sent.end, medium.i + 8)) if doc[i].text == ","), None)
    if comma is None or any(doc[i].lower_ in _FRONTED_MEDIUM_STOPS or s.quoted(doc[i]) for i in range(medium.i + 1, comma)):
        return None
    root = sent.root
    if root.i <= comma or not is_verb(root) or root.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) | SAY | WRITE:
        return None
    return root


def _object_holding_the_frame(s, noun, medium=None) -> bool:
    """Is `noun`, which the parser gave a medium's phrase ("at a news conference", "in an
    interview"), the direct object of a verb that the phrase really frames ("X announced the
    agreement at a news conference", "outlined the plan in an interview")? The attachment of a
    phrase after an object is the parser's guess; where the object is itself something said or
    told (the lexicon's told_nouns and the remarks: "criticized the comments at a news conference",
    whose may be another's), or is owned by someone else than a pronoun ("Y's answer"), the phrase
    may be the object's and it stays there. French: only the frame « en » + medium (« a rejeté
    l'accusation en mêlée de presse »), which tells how the verb's act was done, never whose a noun
    is (a remark made at a press event is « tenus en point de presse », a participle's); an object
    with its own « de Y » (« les propos de Y en point de presse ») stays undecided, and so does an
    object that names someone (« a tranché la cheffe en point de presse »: an inverted subject the
    parser took for the object; whose statement it is, the parse does not say)."""
    if s.lang == "fr":
        if medium is None or noun.pos_ != "NOUN" or noun.dep_ != "obj" or not is_verb(noun.head) \
                or s.entity(noun) is not None \
                or any(c.dep_ == "nmod" and c.i != medium.i and c.i < medium.i for c in noun.children):
            return False
        cases = {c.lower_ for c in medium.children if c.dep_ == "case"}
        if "en" in cases:
            return noun.lemma_.lower() not in PERSON_NOUNS
        # « a salué la victoire dans une déclaration écrite », « a félicité le gagnant dans un communiqué »:
        # « dans » a medium after the object of a verb of saying or expressing tells where that act was
        # done; not after a remark or a statement (« a commenté les propos dans une entrevue » may
        # place the remark), and a noun of person only after the verb's own subject (an inverted
        # subject taken for the object, « ..., a écrit la ministre dans un communiqué », is read elsewhere)
        return "dans" in cases and _says_or_expresses(s, noun.head) \
            and noun.lemma_.lower() not in REMARK | STATEMENT \
            and (noun.lemma_.lower() not in PERSON_NOUNS
                 or any(c.dep_ in SUBJ and c.i < noun.head.i for c in noun.head.children))
    if s.lang != "en" or noun.pos_ != "NOUN" or noun.dep_ not in ("dobj", "obj") or not is_verb(noun.head):
        return False
    if noun.lemma_.lower() in words(KIND, "told_nouns", s.lang) | REMARK:
        return False
    return not any(c.dep_ in ("poss", "nmod:poss") and c.pos_ != "PRON" for c in noun.children)


def posted_by_inverted_speaker(s, token, emit) -> bool:
    """« ..., a écrit X, député de Y, sur Twitter », '"...," wrote X, the MP for Y, on X': a verb of
    saying or posting, then the speaker and their apposition, then a platform, which the parse hangs
    anywhere (the same word-order reading as in_a_medium's). Read from the verb (the platform's
    name is a proper noun, which the patterns are not run on)."""
    verbs = words(KIND, "post_verbs", s.lang) | words(KIND, "speech_verbs", s.lang)
    if not is_verb(token) or token.lemma_.lower() not in verbs or s.quoted(token):
        return False
    platforms = words(KIND, "platforms", s.lang)
    for t in token.doc[token.i + 1:min(s.sent.end, token.i + 20)]:
        if t.lower_ in platforms or t.lemma_.lower() in platforms:
            speaker = _inverted_speaker_before_medium(s, t, {"on", "sur"}, verbs, token)
            if speaker is not None:
                emit(KIND, agent=speaker, confidence=0.65)
            return False  # (never takes its token: the verb may tell more)
    return False


def _inverted_speaker_before_medium(s, medium, preps, verbs=None, want_verb=None):
    """« ..., a déclaré (mercredi) X, député de Y, dans un communiqué », "..., said X, the MP for Y, in
    a statement": the attribution inverted, the speaker's apposition between the name and the
    medium, read by word order when the parse hangs the medium on the apposition or on a weekday
    (the small French model does). The person named right after a verb of saying told as done,
    and between the name and the medium's preposition only the apposition's words (no verb, no
    quotation mark, no other person)."""
    doc = medium.doc
    i = medium.i - 1
    while i > s.sent.start and doc[i].pos_ == "DET":
        i -= 1
    if i <= s.sent.start or doc[i].lower_ not in preps:
        return None
    # back from the preposition to the person's first mention (the name, before its apposition,
    # which may name them again: « X, député néo-démocrate »), stopping at the first verb
    person, first, j = None, None, i - 1
    while j >= s.sent.start and i - j <= 16:
        tok = doc[j]
        if tok.pos_ in ("VERB", "AUX") or tok.text in ('"', "“", "”", "«", "»") or s.quoted(tok) \
                or tok.lower_ in ("who", "whose", "which", "qui", "dont", "lequel", "laquelle"):
            break  # (a relative clause is no apposition: "X, whose posts on Facebook ...")
        m = s.by_token.get(j)
        if m is not None and m.entity.kind == "person":
            if person is not None and person.key != m.entity.key:
                return None  # (another person in the apposition: "X, the aide of Y, ...")
            person, first = m.entity, m
            j = m.tokens[0] - 1
            continue
        j -= 1
    if person is None:
        return None
    j = first.tokens[0] - 1
    # before the name, its title with its article (« a réagi la néo-démocrate X », « a écrit le
    # ministre de Y X »): a description of the person named, skipped to reach the verb
    j = _before_a_title(s, j)
    # before the name: the verb of saying, with at most a time word or an adverb between
    k = j
    while k >= s.sent.start and j - k < 3 and (doc[k].pos_ == "ADV" or doc[k].lower_ in WEEKDAYS_EN | WEEKDAYS_FR):
        k -= 1
    verb = doc[k] if k >= s.sent.start else None
    if verb is not None and verb.text == "," and not (verb.lemma_.lower() in (verbs or ())):
        # « a déclaré le député de Y, X, dans un communiqué »: a title before the name, set off by a
        # comma; the verb right before the title, which holds no verb and no person of a complement
        # ("the aide to the minister, X," is the aide: the name is the minister's)
        title_start = k - 1
        while title_start >= s.sent.start and doc[title_start].pos_ in ("DET", "NOUN", "PROPN", "ADJ", "ADP", "PUNCT") \
                and doc[title_start].text not in ('"', "“", "”", "«", "»", ",") and k - title_start <= 8:
            title_start -= 1
        title = doc[title_start + 1:k]
        if title_start < s.sent.start or not title or any(
                t.lower_ in PERSON_NOUNS and t.i > title[0].i and any(u.pos_ == "ADP" for u in doc[title[0].i:t.i])
                for t in title):
            return None
        verb = doc[title_start]
    if verb is not None and verb.lemma_.lower() in words(KIND, "say_complements", s.lang) and verb.i > s.sent.start \
            and doc[verb.i - 1].lemma_.lower() in words(KIND, "generic_frame_verbs", s.lang):
        verb = doc[verb.i - 1]  # « a fait savoir X »: the verb is « faire », its complement says it is saying
    if verb is None or verb.lemma_.lower() not in (verbs or words(KIND, "speech_verbs", s.lang)) or not _live(s, verb):
        return None
    if want_verb is not None and verb.i != want_verb.i:
        return None
    if any(c.dep_ in SUBJ and c.i < verb.i and not s.quoted(c) for c in verb.children):
        return None  # (a subject before the verb: no inversion, the name after it is its object, "X accused Y ...")
    return person


# the words a title before a name may hold besides its nouns and adjectives: « le ministre des
# Finances », « la cheffe du Parti vert »
_TITLE_LINKS = {"de", "des", "du", "d'", "d’", "of", "the"}
_TITLE_ARTICLES = {"le", "la", "l'", "l’", "les", "the"}


def _before_a_title(s, j: int) -> int:
    """The index before the title that ends at `j` and opens with its article (« la néo-démocrate »,
    « le chef conservateur », « la ministre des Affaires étrangères »), or `j` itself when the words
    before the name are no such title: nouns, adjectives and the links of a complement only, at
    most six of them, no verb, no punctuation, no other person."""
    doc = s.sent.doc
    i = j
    while i >= s.sent.start and j - i < 6:
        tok = doc[i]
        if tok.lower_ in _TITLE_ARTICLES and tok.pos_ == "DET" and i < j:
            return i - 1
        if tok.pos_ not in ("NOUN", "ADJ", "PROPN") and tok.lower_ not in _TITLE_LINKS:
            return j
        m = s.by_token.get(i)
        if m is not None and m.entity.kind == "person":
            return j
        i -= 1
    return j


def _a_newsroom_by_name(s, token) -> bool:
    """An organisation whose name, as written or in the KB, says it is the press ("CBC News", "The
    Canadian Press", "CBC": the Canadian Broadcasting Corporation), unlike the RCMP or a committee."""
    m = s.by_token.get(token.i)
    if m is None or m.entity.kind != "org":
        return False
    names = [m.text]
    if s.kb is not None and m.entity.iri is not None:  # "CBC": the KB's name says "Broadcasting"
        names += [n.label for n in s.kb.name_matches(m.text) if str(n.iri) == str(m.entity.iri)]
    press = words(KIND, "press_names", s.lang)
    # (the words of a hyphenated name too: « Radio-Canada »)
    return any(w.lower().strip(".,'’") in press for name in names for w in name.replace("-", " ").split())


def _the_reporters_own_outlet(s, token) -> bool:
    """"told this station", "told this newspaper", « a dit à notre journal »: the outlet the article
    is from, named by the determiner of its reporter ("this", "our") and a noun of outlets."""
    return token.lemma_.lower() in words(KIND, "own_outlet_nouns", s.lang) and any(
        c.dep_ in ("det", "poss", "nmod:poss") and c.lower_ in words(KIND, "own_outlet_determiners", s.lang)
        for c in token.children)


def _masthead_in_the_possessive(s, token) -> bool:
    """"told <Name>'s": a proper name in the possessive with nothing possessed after it is the name
    of a business (here a masthead, as the one listening to a member); never a person the text or the
    KB knows ("told Y's aides": the aides are told, the name is their owner)."""
    if token.pos_ != "PROPN" or not any(c.dep_ == "case" and c.lower_ in ("'s", "’s") for c in token.children):
        return False
    return token.i not in s.by_token  # (a name the text links is a person, a party or a body, not a masthead)


def _listeners(s, verb) -> list:
    """Who a verb of speaking is addressed to: an indirect object; a direct object only of a verb whose
    object is the listener ("told / briefed reporters", where "defended the media" speaks of them); an
    oblique only after a preposition of the listener (« a dit aux journalistes », not « a parlé des
    médias »)."""
    to_listener = words(KIND, "listener_prepositions", s.lang)
    objects = {"dobj", "obj"} if verb.lemma_.lower() in words(KIND, "listener_object_verbs", s.lang) else set()
    return _children(verb, {"iobj", "dative"} | objects) + [
        o for o in _children(verb, {"obl", "obl:arg"})
        if any(c.dep_ == "case" and c.lemma_.lower() in to_listener for c in o.children)] + [
        p for c in verb.children if c.dep_ == "prep" and c.lower_ in to_listener for p in _children(c, {"pobj"})]


def _the_press_gathered(token) -> bool:
    """Is `token` the press as a body, the plural or a collective ("reporters", "the media", « aux
    journalistes », « la presse »), not one journalist?"""
    return token.lemma_.lower() in PRESS and (token.lemma_.lower() != token.lower_ or "Plur" in token.morph.get("Number")
                                              or token.tag_ in ("NNS", "NNPS") or token.lower_ in ("media", "press", "presse"))


def tells_the_press(s, token, emit) -> bool:
    """X told reporters / told <a news organisation> / told a news conference; « X a dit aux journalistes »;
    "X presented the plan to reporters" (a verb of showing: only before the press gathered)."""
    lemma = token.lemma_.lower()
    presenting = lemma in words(KIND, "presenting_verbs", s.lang)
    if token.pos_ != "VERB" or not (presenting or lemma in words(KIND, "speech_verbs", s.lang)) or not _live(s, token):
        return False
    listeners = _listeners(s, token)
    for listener in listeners:
        if presenting:
            if _the_press_gathered(listener):
                return emit_for_subjects(s, token, emit, KIND, 0.6)
            continue
        # "told a news conference": the audience of a press event (not "told a letter")
        gathering = lemma in words(KIND, "tell_verbs", s.lang) and listener.lemma_.lower() in words(
            KIND, "hold_objects", s.lang) and _is_press_medium(listener, s.lang)
        press = listener.lemma_.lower() in PRESS or _is_broadcast(listener, s.lang) or gathering \
            or (lemma in words(KIND, "tell_verbs", s.lang) and _the_reporters_own_outlet(s, listener)) \
            or (listener.pos_ == "NOUN" and listener.lemma_.lower() in words(KIND, "newspaper_nouns", s.lang))
        newsroom = (lemma in words(KIND, "tell_verbs", s.lang)
                    and (_newsroom_named(s, listener) or _masthead_in_the_possessive(s, listener))
                    and (listener.lemma_.lower() not in IN_HOUSE_WORDS | {"parliament", "parlement", "committee", "comité"}
                         or any(c.dep_ in ("poss", "nmod:poss") for c in listener.children)))  # ("CBC's The House")
        if press or newsroom:
            return emit_for_subjects(s, token, emit, KIND, 0.7 if press else 0.6)
    return False


def speaks_outside_the_chamber(s, token, emit) -> bool:
    """"X said outside the House of Commons that ...", "Speaking outside the chamber, X said ...", "X told
    the foyer ...": a verb of saying whose own place is just outside the chamber (its doors, the
    foyer, its steps), where members meet the press. Only the verb's own phrase: "the mood outside
    the House", a noun's, is no place of speaking; "said in the House" is a speech in the chamber."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) \
            or not _live(s, token):
        return False
    for prep in _children(token, {"prep"}):
        places = _children(prep, {"pobj"})
        if prep.lower_ in words(KIND, "outside_prepositions", s.lang) and any(
                p.lemma_.lower() in IN_HOUSE_WORDS for p in places):
            return emit_for_subjects(s, token, emit, KIND, 0.6)
        if prep.lower_ in ("in", "on") and any(p.lemma_.lower() in words(KIND, "outside_the_chamber", s.lang)
                                               and p.lemma_.lower() != "lobby" for p in places):
            # "in the foyer", "on the steps of the House" ("the lobby" also names lobbying)
            return emit_for_subjects(s, token, emit, KIND, 0.6)
    return False


def said_on_a_programme(s, token, emit) -> bool:
    """"X said on <a newsroom>'s <Programme>", "X argued on <a broadcaster>'s <Show>": a verb of saying on a
    programme that a news organisation owns (the programme's name itself says nothing: a proper name
    with a newsroom as its possessor). Not "on X's website" (no newsroom) nor "on Parliament Hill"."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) \
            or not _live(s, token):
        return False
    for prep in _children(token, {"prep"}):
        if prep.lower_ != "on":
            continue
        for programme in _children(prep, {"pobj"}):
            owner = next((c for c in programme.children if c.dep_ in ("poss", "nmod:poss")), None)
            if programme.pos_ == "PROPN" and owner is not None and _person(s.entity(owner)) is None \
                    and (_newsroom_named(s, owner) or _is_broadcast(owner, s.lang)):
                return emit_for_subjects(s, token, emit, KIND, 0.6)
    return False


# what ends the clause of a verb of saying, read left to right: what is said begins (« que »,
# "that", a quotation), or another clause
_CLAUSE_ENDS = {"que", "qu'", "qu’", "that", "«", '"', "“", ";", ":", "si", "if", "mais", "but", "car", "because",
                "parce", "alors", "while", "tandis"}
_TO_THE_PRESS = {"à", "au", "aux", "devant", "avec", "to", "with", "before"}
_AFTER_WORDS = 12  # how far after the verb its frame is looked for


def said_to_the_press_in_order(s, token, emit) -> bool:
    """« X a déclaré jeudi en point de presse », « a affirmé mercredi la ministre X aux journalistes »,
    "said X at a news conference": a verb of saying with a press medium or the press as listener
    later in its own clause, read by word order (the small French model hangs « en conférence de
    presse » on a weekday, on an inverted subject or inside the quotation before it). The clause
    ends where what is said begins (« que », a quotation) or at a comma before another verb. Read by
    word order, not by the parse: only for speakers the KB knows (an unnamed or unknown speaker's
    clause is where the order misleads most, and such a statement gives no linked fact)."""
    presenting = token.lemma_.lower() in words(KIND, "presenting_verbs", s.lang)
    if not is_verb(token) or not (presenting or token.lemma_.lower() in words(KIND, "speech_verbs", s.lang) | SAY | WRITE) \
            or not _live(s, token):
        return False
    doc = token.doc
    preps = words(KIND, "frame_prepositions", s.lang)
    modifiers = words(KIND, "press_modifiers", s.lang)
    # (the words of an inverted speaker's phrase do not count: « a affirmé lundi le ministre du
    # Patrimoine canadien, X, sur les ondes de ... »)
    inverted = sum(1 for c in token.children if c.dep_ in SUBJ and c.i > token.i for _ in c.subtree)
    end = min(s.sent.end, token.i + _AFTER_WORDS + inverted)
    for i in range(token.i + 1, end):
        t = doc[i]
        if s.quoted(t) or t.lower_ in _CLAUSE_ENDS or (t.text == "," and i + 1 < end and (
                doc[i + 1].pos_ in ("VERB", "SCONJ") or doc[i + 1].lower_ in _CLAUSE_ENDS)):
            break
        before = doc[i - 1].lower_
        lemma = t.lemma_.lower()
        # the medium right after its frame preposition, an article or « voie de », « biais d' » between
        # (« en point de presse », « dans un communiqué », « par voie de communiqué »)
        frame = next((j for j in range(i - 1, max(token.i, i - 4), -1) if doc[j].lower_ in preps), None)
        if t.pos_ in ("NOUN", "PROPN") and lemma in words(KIND, "media", s.lang) and frame is not None \
                and not _french_written_medium_as_goal(s, t) and not _private_letter(s, t) and all(
                w.pos_ in ("DET", "ADP") or w.lower_ in ("voie", "biais", "moyen", "way", "means")
                for w in doc[frame + 1:i]):
            if lemma in ("statement", "déclaration") and any(
                    w.lemma_.lower() in IN_HOUSE_WORDS for w in doc[i + 1:min(i + 5, s.sent.end)]):
                break  # "a statement to the Commons" is made in the House
            if presenting and lemma not in words(KIND, "hold_objects", s.lang):
                continue  # (a thing shown is a statement before the press gathered, not in any medium)
            if lemma not in words(KIND, "media_needs_press", s.lang) or any(
                    w.lemma_.lower() in modifiers or w.lower_ in modifiers for w in doc[i + 1:min(i + 4, s.sent.end)]):
                return _emit_for_known_speakers(s, token, emit)
        if presenting and not (lemma in PRESS and _the_press_gathered(t)):
            continue  # (showing a thing: only to the press gathered, not on the air nor to a newsroom)
        if t.pos_ in ("NOUN", "PROPN") and _is_broadcast(t, s.lang) and frame is not None \
                and all(w.pos_ == "DET" for w in doc[frame + 1:i]) and _only_speaker_and_time_between(s, token, frame):
            # on the air: « a soutenu X mardi sur les ondes de <une station> », « a dit X à la radio »,
            # « en ondes », "said X on the radio" (only the speaker and the time between the verb and
            # its frame: « a critiqué le financement accordé à la radio » tells of a radio, not on it)
            return _emit_for_known_speakers(s, token, emit)
        article = i - 1
        while article > token.i + 1 and doc[article].pos_ == "DET":
            article -= 1  # (the preposition before an article: « devant les journalistes », « à la presse »)
        to = i - 1 if before in ("à", "au", "aux") else article if doc[article].lower_ in ("à", "au", "aux") else None
        if s.lang == "fr" and to is not None and t.text[:1].isupper() and _names_a_newsroom(s, t) \
                and _only_speaker_and_time_between(s, token, to):
            # told a newsroom by name: « a expliqué au Devoir », « a affirmé le chef X à TVA Nouvelles »
            # (the small model tags « Devoir » a verb and hangs the name on the speaker: word order)
            return _emit_for_known_speakers(s, token, emit)
        # (the press as a noun: not "to press his call"; nor the listener of another act the clause
        # tells, a charge's: "accused Y of lying to reporters", « d'avoir menti aux journalistes »)
        if lemma in PRESS and t.pos_ in ("NOUN", "PROPN") and not _listener_of_an_act_told(token, t) and (before in _TO_THE_PRESS or doc[article].lower_ in _TO_THE_PRESS or (  # « aux questions des journalistes »
                before in ("des", "de", "of") and doc[i - 2].lemma_.lower() in ("question", "questions"))):
            return _emit_for_known_speakers(s, token, emit)
    return False


def _listener_of_an_act_told(verb, press) -> bool:
    """Is `press` the listener of a verb other than `verb` that `verb`'s clause holds as a content
    (a gerund or an infinitive of a charge: "accused Y of lying to reporters", « a accusé Y d'avoir
    menti aux journalistes »), not of the verb of saying itself?"""
    owner = next((a for a in press.ancestors if a.pos_ in ("VERB", "AUX")), None)
    if owner is None or owner.i == verb.i or not verb.i < owner.i < press.i:
        return False
    if not verb.is_ancestor(owner):
        return False
    step = owner  # (up to the child of `verb` whose phrase holds the act: "of lying", « d'avoir menti »)
    while step.head.i != verb.i:
        step = step.head
    return step.dep_ in ("prep", "pcomp", "xcomp")


def _names_a_newsroom(s, token) -> bool:
    """Does the capitalised name that starts at `token` (« Le Devoir », « TVA Nouvelles », « Journal de
    Montréal », « Radio-Canada ») name a news organisation by the words of its name (a word of the
    press or of a masthead), or by what the KB says of it? Never by a list of titles."""
    if _a_newsroom_by_name(s, token):
        return True
    doc, words_of_name = token.doc, []
    for t in doc[token.i:min(s.sent.end, token.i + 4)]:
        if t.i > token.i and not (t.text[:1].isupper() or t.lower_ in ("de", "du", "des", "d'", "d’")):
            break
        words_of_name += [w.strip(".,'’").lower() for w in t.text.replace("’", "'").split("'")[-1].split("-")]
    titles = words(KIND, "press_names", s.lang) | words(KIND, "masthead_words", s.lang)
    return any(w in titles for w in words_of_name)


# words of the time of day that may stand between a verb of saying and its frame (« a dit hier soir »)
_TIME_OF_DAY = {"hier", "aujourd'hui", "matin", "soir", "après-midi", "midi", "yesterday", "today", "morning",
                "afternoon", "evening", "night", "tonight"}


def _only_speaker_and_time_between(s, verb, frame: int) -> bool:
    """Between `verb` and the frame preposition at `frame`, only its inverted speaker (a person or a
    party named, a role noun, the words of a name or of a title), the time, adverbs and punctuation:
    no other noun the frame could belong to."""
    speaker = {t.i for c in verb.children if c.dep_ in SUBJ for t in c.subtree}  # « le ministre du Patrimoine canadien, X, »
    for w in verb.doc[verb.i + 1:frame]:
        if w.i in speaker:
            continue
        m = s.by_token.get(w.i)
        if m is not None and m.entity.kind in ("person", "party"):
            continue
        if w.pos_ in ("DET", "ADP", "ADV", "PUNCT", "PROPN", "ADJ", "CCONJ") or w.lower_ in PERSON_NOUNS \
                or w.lower_ in WEEKDAYS_FR or w.lower_ in WEEKDAYS_EN or w.lower_ in _TIME_OF_DAY:
            continue
        return False
    return True


def _emit_for_known_speakers(s, verb, emit, copular: bool = False) -> bool:
    """The statement of the KB persons who are the speakers of `verb`: its subjects, or of a passive
    its agent (« X a été critiquée en point de presse par Y » is Y's statement, not X's). A copular
    predicate (« X était en entrevue »), which the parse reads as a passive of « être », has its subject."""
    if s.passive(verb) and not copular and not _pronominal(s, verb):
        agent = passive_agent(s, verb)
        if agent is not None and agent.iri is not None and not agent.local:
            emit(KIND, agent=agent, confidence=0.65)
            return True
        return False
    if _clefted_pronoun(s, verb):
        return True  # (no statement rather than one given to the nearest name)
    agent, agent_tok = _subject(s, verb)
    people = persons_of(s, agent_tok, agent) if agent_tok is not None else ([agent] if _person(agent) else [])
    people = [p for p in people if p.iri is not None and not p.local]
    for person in people:
        emit(KIND, agent=person, confidence=0.7)
    return bool(people)


def meets_the_press(s, token, emit) -> bool:
    """« X a rencontré la presse / les journalistes », "X met (with) reporters", "X sat down with
    CBC News": a meeting with the press is a public statement to it."""
    sits_down = token.lemma_.lower() in words(KIND, "sit_down_verbs", s.lang) and any(
        c.lower_ == "down" and c.dep_ in ("prt", "advmod") for c in token.children)
    if not is_verb(token) or not (token.lemma_.lower() in words(KIND, "meet_verbs", s.lang) or sits_down) \
            or not _live(s, token):
        return False
    if _governing(token, NOT_DONE | ASK | {"refuse", "refuser", "decline", "décliner"}) is not None \
            or "Inf" in token.morph.get("VerbForm") and token.dep_ in ("xcomp", "ccomp"):
        return False  # « a refusé de rencontrer la presse », "wants to meet reporters": not done
    listeners = _children(token, {"dobj", "obj", "obl", "obl:arg"}) + [
        p for c in token.children if c.dep_ == "prep" and c.lower_ == "with" for p in _children(c, {"pobj"})]
    if sits_down:
        # "sat down with CBC News / with reporters": an interview with the press (not "with MPs", nor
        # with a body the KB knows, such as the RCMP)
        listeners = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "with" for p in _children(c, {"pobj"})]
        if not any(_the_press(s, t) or _a_newsroom_by_name(s, t) for t in listeners):
            return False
    elif not any((t.lemma_.lower() in PRESS or t.lower_ in PRESS) and not _former(t, s.lang) for t in listeners):
        return False  # (not "met a former journalist": one who left the press is a person met, not the press)
    return emit_for_subjects(s, token, emit, KIND, 0.65)


def _former(noun, lang: str) -> bool:
    """Does `noun` say what its person was and is no more ("a former journalist", « un ancien journaliste »)?"""
    return any(c.lower_ in words("description", "former", lang) for c in noun.children if c.dep_ in ("amod", "compound"))


def holds_a_news_conference(s, token, emit) -> bool:
    """X held / called a news conference; « X a tenu un point de presse »."""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "hold_verbs", s.lang) or not _live(s, token):
        return False
    objects = words(KIND, "hold_objects", s.lang)
    if not any(o.lemma_.lower() in objects and _is_press_medium(o, s.lang) for o in _children(token, {"dobj", "obj"})):
        return False
    return emit_for_subjects(s, token, emit, KIND, 0.7)


def _main_speech_verb(s, verb):
    """The live verb of saying whose clause `verb` is (itself, or the clause a fronted participle of
    being asked hangs on: « Interrogé à sa sortie ..., X a répondu »), else None."""
    if verb is None:
        return None
    if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
        verb = verb.head  # (hung on the subject by the parser: the subject's verb)
    if verb.lemma_.lower() in words(KIND, "asked_verbs", s.lang) and verb.dep_ in ("advcl", "acl") \
            and verb.head.i != verb.i:
        verb = verb.head if verb.dep_ == "advcl" else verb.head.head
    if not is_verb(verb) or verb.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) | SAY | WRITE \
            or not _live(s, verb):
        return None
    return verb


def said_where_the_press_waits(s, token, emit) -> bool:
    """« a-t-il dit à sa sortie des Communes », « a déclaré X en marge d'une annonce »: French news
    tells of the scrum by where it takes place, the member's way out of the chamber, the caucus or
    the cabinet (the lexicon's exit_nouns with a possessive and one of exit_places), or the
    sidelines of an event (sideline_nouns after « en »). Only with a verb of saying told as done:
    « à sa sortie des Communes, X a pris l'avion » or « en marge du sommet, X a rencontré Y » tell
    no statement."""
    if s.lang != "fr" or token.pos_ != "NOUN" or s.quoted(token):
        return False
    lemma = token.lemma_.lower()
    marks = {c.lower_ for c in token.children if c.dep_ in ("case", "fixed")}
    if lemma in words(KIND, "exit_nouns", s.lang):
        places = words(KIND, "exit_places", s.lang)
        owned = any(c.dep_ == "det" and c.lemma_.lower() == "son" or c.lower_ in ("leur", "leurs")
                    for c in token.children)
        # (« sa sortie des Communes », « sa sortie du conseil des ministres »; the small model tags
        # « Communes » a noun with the lemma « commune »)
        place = any(c.dep_ == "nmod" and (c.lemma_.lower() in places or c.lower_ in places) for c in token.children)
        if not (marks & {"à", "au"} and owned and place):
            return False
    elif lemma in words(KIND, "sideline_nouns", s.lang):
        if "en" not in marks or not any(c.dep_ == "nmod" for c in token.children):
            return False
    else:
        return False
    verb = _main_speech_verb(s, token.head if token.head.i != token.i else None)
    return verb is not None and emit_for_subjects(s, verb, emit, KIND, 0.65)


def asked_by_the_press(s, token, emit) -> bool:
    """« Interrogé par les journalistes, X a répondu ... », « Questionnée par Radio-Canada, la ministre
    a indiqué ... »: a fronted participle of being asked, its agent the press, and a verb of saying
    told as done: the one asked answered the press. (« a refusé de commenter » is no verb of
    saying; an unnamed or unknown asker is no press.)"""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "asked_verbs", s.lang) or s.quoted(token) \
            or token.dep_ not in ("advcl", "acl") or s.negated(token):
        return False
    askers = [c for c in token.children if c.dep_ == "obl:agent"] + [
        p for c in token.children if c.dep_ == "agent" for p in _children(c, {"pobj"})]
    if not any(_the_press(s, a) for a in askers) and not _asked_in_a_clause_of_time(s, token):
        return False
    verb = _main_speech_verb(s, token)
    return verb is not None and emit_for_subjects(s, verb, emit, KIND, 0.65)


def _asked_in_a_clause_of_time(s, token) -> bool:
    """"When reporters asked him about it on Monday, X said ...", « Lorsque les journalistes l'ont
    interrogé, X a répondu ... »: an active clause of time whose subject is the press and whose
    object is a pronoun (the one the main clause's subject is) or the main clause's subject itself."""
    if token.dep_ != "advcl" or s.passive(token) or not any(
            c.dep_ in ("mark", "advmod") and c.lower_ in words(KIND, "time_subordinators", s.lang) and c.i < token.i
            for c in token.children):
        return False
    if not any(_the_press(s, c) and _the_press_gathered(c) for c in _children(token, SUBJ)):
        return False
    main = _subject(s, token.head)[0] if is_verb(token.head) else None
    for asked in _children(token, OBJ | {"iobj", "dative"}):
        if asked.pos_ == "PRON" and asked.lower_ in words(KIND, "personal_objects", s.lang):
            return True
        person = _person(s.entity(asked))
        if person is not None and main is not None and person.key == getattr(main, "key", None):
            return True
    return False



def reached_by_the_press(s, token, emit) -> bool:
    """« Joint par Le Devoir, X a affirmé ... », « Rejointe par La Presse, la ministre a indiqué ... »: the
    sentence opens with a participle of being reached or asked (the lexicon's reached_participles), its
    agent the press, the article's own outlet (« Joint par notre station ») or the means the reporter
    reached the member by ("Reached by phone", « Joint par téléphone »), then a comma; its main verb, a
    verb of saying told as done, is the statement to that newsroom. Read by word order from the main
    verb (the small model takes « Joint » for a name). Never takes its token (« a refusé de commenter »,
    "declined to comment" is no verb of saying: no statement)."""
    if token.i != s.sent.root.i or s.quoted(token):
        return False
    doc, start = token.doc, s.sent.start
    if doc[start].lower_ not in words(KIND, "reached_participles", s.lang):
        return False
    by = start + 1  # (« Pressée de questions par ... »: the lexicon's words between the participle and « par »)
    for between in words(KIND, "reached_complements", s.lang):
        length = len(between.split())
        if [t.lower_ for t in doc[by:by + length]] == between.split():
            by += length
            break
    if by + 1 >= token.i:
        return False
    if doc[by].lower_ not in ("par", "by"):
        # « Joint la semaine dernière, X a résumé ... », "Reached after the vote, X said ...": reached
        # with no one said to reach, only when or where, is reached by the one writing (the lexicon's
        # reached_alone: not « Interrogé mardi », which may be in the House); nothing but a time or a
        # place before the comma, none of the chamber
        if doc[start].lower_ not in words(KIND, "reached_alone", s.lang):
            return False
        comma = next((i for i in range(by, token.i) if doc[i].text == ","), None)
        frame = list(doc[by:comma]) if comma is not None else []
        if not frame or len(frame) > 6 or any(
                t.lower_ in ("par", "by") or t.pos_ in ("PRON", "VERB") or t.lemma_.lower() in IN_HOUSE_WORDS
                or t.pos_ == "PROPN" and t.ent_type_ not in ("DATE", "TIME") and t.lower_ not in WEEKDAYS_EN | WEEKDAYS_FR
                for t in frame):
            return False
    else:
        comma = next((i for i in range(by + 1, token.i) if doc[i].text == ","), None)
        if comma is None or comma - by > 6:
            return False
        agent = [t for t in doc[by + 1:comma] if t.pos_ != "DET"]
        if not agent or not (agent[0].lemma_.lower() in PRESS | words(KIND, "reached_channels", s.lang)
                             or _names_a_newsroom(s, agent[0]) or _the_reporters_own_outlet(s, agent[0])):
            return False
    verb = _main_speech_verb(s, token)
    if verb is None:
        return False
    # (the subject after the comma: the parse may make the participle a second subject)
    subject = next((c for c in _children(verb, SUBJ) if c.i > comma), None)
    if subject is None:
        _emit_for_known_speakers(s, verb, emit)
        return False
    for person in persons_of(s, subject, s.entity(subject)):
        if person is not None and person.iri is not None and not person.local:
            emit(KIND, agent=person, confidence=0.65)
    return False


def according_to_a_medium(s, token, emit) -> bool:
    """"According to a statement from X", « selon un communiqué de X »: what follows is what X
    made public."""
    if token.pos_ != "NOUN" or s.quoted(token) or not _is_press_medium(token, s.lang):
        return False
    selon = any(c.lower_ == "selon" and c.dep_ == "case" for c in token.children)
    according = token.dep_ == "pobj" and token.head.lower_ == "to" and token.head.head.lower_ == "according"
    if not (selon or according):
        return False
    return _emit_for_owner(s, token, emit, ("from", "by", "of"), french_only=False)


def press_event_of(s, token, emit) -> bool:
    """"X's news conference", "a news conference by X", « la conférence de presse de X »: the
    press event named by whose it is (not one planned, cancelled or only hoped for)."""
    if token.pos_ != "NOUN" or s.quoted(token) or token.lemma_.lower() not in words(KIND, "hold_objects", s.lang) \
            or not _is_press_medium(token, s.lang):
        return False
    if any(c.lemma_.lower() in words(KIND, "not_held", s.lang) or c.lower_ in words(KIND, "not_held", s.lang)
           for c in token.children):
        return False
    head = token.head if token.head.i != token.i else None
    if head is not None and head.pos_ in ("VERB", "AUX") and (not _live(s, head) or not_yet(s, head)):
        return False
    if head is not None and head.lemma_.lower() in words(KIND, "cancel_verbs", s.lang) and token.dep_ in SUBJ | SUBJPASS | OBJ:
        return False  # « la conférence de presse de X a été annulée », "cancelled X's news conference": not held
    # "an interview with X" is X's (not "a news conference with X" beside the one who held it)
    prepositions = ("by", "with") if token.lemma_.lower() in words(KIND, "interview_nouns", s.lang) else ("by",)
    return _emit_for_owner(s, token, emit, prepositions, french_only=True)


def _emit_for_owner(s, token, emit, prepositions, french_only: bool) -> bool:
    """A statement by the member whose the medium `token` is: "X's", "by X" (or the other English
    `prepositions`), « de X » (in French only when `french_only`); the first owner the KB knows."""
    owners = [c for c in token.children if c.dep_ == "poss"]
    owners += [p for c in token.children if c.dep_ == "prep" and c.lower_ in prepositions
               for p in _children(c, {"pobj"})]
    owners += [c for c in token.children if c.dep_ == "nmod" and (s.lang == "fr" or not french_only)
               and any(g.lower_ in ("de", "du", "d'", "d’") and g.dep_ == "case" for g in c.children)]
    # « un communiqué publié mardi par X », "a statement released by X": the agent of the participle
    # that tells who made the medium public
    for participle in token.children:
        # (and for a press event or an interview, the participle of holding or giving it: « l'entrevue
        # accordée par X », « la conférence de presse tenue par X »)
        made = RELEASE | (words(KIND, "hold_verbs", s.lang) if token.lemma_.lower() in words(KIND, "hold_objects", s.lang)
                          else set())
        if participle.dep_ in ("acl", "amod") and participle.lemma_.lower() in made and not s.negated(participle):
            owners += [c for c in participle.children if c.dep_ == "obl:agent"] + [
                p for c in participle.children if c.dep_ == "agent" for p in _children(c, {"pobj"})]
    for owner in owners:
        person = _person(s.entity(owner))
        if person is not None:
            emit(KIND, agent=person, confidence=0.6)
            return True
    return False


def office_owner(s, token):
    """The member whose office `token` is, when it is one of the lexicon's office_nouns: « le bureau
    du ministre X », "X's office", « son bureau » (the possessive: the one person the sentence names
    outside quotations, else whom it takes up). Per the suite's convention (fr.yaml's header) the
    office speaking is not the member speaking (« selon un communiqué de son bureau, X ... », "X's
    office said"); but a release of X's own office in which X is told saying something (« dans un
    communiqué diffusé par son bureau, X a déclaré ... ») gives X's own words: see _released_by."""
    if token is None or token.lemma_.lower() not in words(KIND, "office_nouns", s.lang):
        return None
    for c in token.children:
        if c.dep_ in ("poss", "nmod:poss", "nmod") and c.pos_ in ("PROPN", "NOUN") and (
                c.dep_ != "nmod" or any(g.lower_ in ("de", "du", "d'", "d’", "of") and g.dep_ == "case" for g in c.children)):
            person = _person(s.entity(c))
            if person is not None:
                return person
    possessive = next((c for c in token.children if c.dep_ in ("det", "poss") and c.lower_ in (
        "son", "sa", "his", "her")), None)
    if possessive is None:
        return None
    named = {m.entity.key: m.entity for m in s.mentions if m.entity.kind == "person" and m.entity.iri is not None
             and s.sent.start <= m.tokens[0] < s.sent.end and not s.quoted(s.sent.doc[m.tokens[0]])}
    if len(named) > 1:
        # « X a accusé Y ..., dans une déclaration diffusée par son bureau »: the possessive of a phrase
        # that frames a clause takes up that clause's subject, when a person named (not Y, its object)
        clause, steps = token.head, 0
        while clause.head.i != clause.i and steps < 4 and (not is_verb(clause) or clause.dep_ in ("acl", "amod")):
            clause, steps = clause.head, steps + 1
        subject = _person(_subject(s, clause)[0]) if is_verb(clause) and clause.i != token.i else None
        return subject if subject is not None and subject.key in named else None
    if named:
        return next(iter(named.values()))
    return _person(s.pronoun(possessive, None))


def statement_says(s, token, emit) -> bool:
    """"X's statement said ...", "a news release from X read ...", "X's post on Monday argued ...": a
    medium owned by a member, the subject of a verb of saying, is that member's public statement
    (not "X's statement in the House said", a statement of the chamber, nor "X's office's statement",
    owned by an office)."""
    if s.lang != "en" or token.pos_ != "NOUN" or s.quoted(token) or lemma_of(token) not in STATEMENT | {"release"} \
            or token.dep_ not in SUBJ or _private_letter(s, token):
        return False
    verb = token.head
    if not is_verb(verb) or verb.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) | SAY | WRITE \
            | words(KIND, "read_verbs", s.lang) or not _live(s, verb):
        return False
    if any(t.lemma_.lower() in IN_HOUSE_WORDS for t in token.subtree if t.i != token.i):
        return False
    return _emit_for_owner(s, token, emit, ("from", "by"), french_only=True)


def sends_a_statement(s, token, emit) -> bool:
    """"X sent a statement to reporters", "X emailed a statement": a statement or a news release sent
    out, or anything sent to the press ("sent a video to <a newsroom>"); not a letter or a message to a
    colleague ("sent a letter to the Speaker" is no public statement)."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "send_verbs", s.lang) \
            or not _live(s, token):
        return False
    sent = _object(token)
    if sent is None or lemma_of(sent) not in STATEMENT | {"release"}:
        return False
    to = [p for c in token.children if c.dep_ in ("prep", "dative") and c.lower_ == "to" for p in _children(c, {"pobj"})]
    to += [p for c in sent.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
    if lemma_of(sent) in words(KIND, "sent_objects", s.lang) and not to or any(_the_press(s, p) for p in to):
        return emit_for_subjects(s, token, emit, KIND, 0.65)
    return False


# -- made public by an audience, a speech or a channel ----------------------------------------------
# A statement is public when what frames the act of saying, or of expressing (praising, welcoming,
# thanking, condemning, « saluer », « se réjouir »), is a public audience (supporters, a crowd, a
# rally, « ses partisans »), a speech of a public kind (a victory or concession speech, « son
# discours de victoire ») or a platform; the agent is the subject of that act. Not in the chamber
# ("said in the House", "a speech to the Commons", « en Chambre »), not the audience speaking
# ("supporters said"), not an audience without a saying ("met supporters").


def _says_or_expresses(s, verb) -> bool:
    """A verb of saying or of expressing; a generic one (« faire », "make") only with what makes it
    one of saying (« a fait savoir », « a fait valoir »)."""
    lemma = verb.lemma_.lower()
    if lemma in words(KIND, "floor_verbs", s.lang) and any(
            c.lemma_.lower() in words(KIND, "floor_nouns", s.lang) for c in _children(verb, OBJ)):
        return True  # « a pris la parole devant ses partisans », "took the floor at a rally": spoke
    if lemma in words(KIND, "generic_frame_verbs", s.lang):
        return any(c.lemma_.lower() in words(KIND, "say_complements", s.lang) for c in verb.children) or (
            verb.head.i != verb.i and verb.head.lemma_.lower() in words(KIND, "say_complements", s.lang))
    return lemma in words(KIND, "speech_verbs", s.lang) | SAY | WRITE | words(KIND, "expression_verbs", s.lang)


def _in_the_chamber(s, token) -> bool:
    """Does the subtree of `token` name the chamber, the Senate, Parliament or question period
    ("a speech to the Commons", « un discours au Sénat », "in question period")? Not where it is
    outside of ("to supporters outside the House": at its doors, where the public is)."""
    outside = {u.i for p in token.subtree if p.lower_ in words(KIND, "outside_prepositions", s.lang) for u in p.subtree}
    # (nor the places of the House outside the chamber, where the press waits: « dans le foyer des
    # Communes », "in the foyer of the House")
    outside |= {u.i for p in token.subtree if p.pos_ == "NOUN" and p.lemma_.lower() in words(KIND, "outside_the_chamber", s.lang)
                for u in p.subtree}
    # (nor a chamber of something else: "the Chamber of Commerce")
    outside |= {u.i for p in token.subtree if _chamber_of_something(s, p) for u in p.subtree}
    for t in token.subtree:
        if t.i in outside:
            continue
        lemma = t.lemma_.lower()
        if lemma in IN_HOUSE_WORDS | words(KIND, "chamber_words", s.lang) or t.lower_ in IN_HOUSE_WORDS:
            return True
        if lemma in ("period", "période") and any(u.lemma_.lower() in ("question", "questions")
                                                  for u in t.doc[max(t.i - 3, 0):t.i + 4]):
            return True
    return False


def _said_in_the_chamber(s, verb, besides=None) -> bool:
    """A verb of saying whose own frame is the chamber ("said in the House", « a déclaré en
    Chambre », "told the Commons"); not a frame of outside it ("outside the House"), nor the frame
    `besides` already read as one of outside it (« à sa sortie des Communes »)."""
    for c in clause_children(verb):
        if besides is not None and c.i == besides.i:
            continue
        if c.dep_ in ("prep", "obl", "obl:mod", "obl:arg", "nmod", "dobj", "obj", "dative", "iobj", "advmod") \
                and c.lower_ not in words(KIND, "outside_prepositions", s.lang) and _in_the_chamber(s, c):
            return True
    return False


def _public_audience(s, token) -> bool:
    """Supporters, a crowd, a rally, the party faithful; « ses partisans », « la foule », « les
    militants »; and the press (« S'adressant aux journalistes, X ... »): people gathered to hear a
    member (not the House, not a caucus). (A body named, "spoke to the <X> Congress", may be a
    meeting: only a speech to it is public, _public_speech.)"""
    return token.pos_ in ("NOUN", "PROPN") and (token.lemma_.lower() in words(KIND, "audience_nouns", s.lang) | PRESS
                                                or token.lower_ in words(KIND, "audience_nouns", s.lang) | PRESS)


# the prepositions by which a speaker addresses a body ("a speech to the X Club", « devant la Chambre de
# commerce »); not "with" (a meeting with a body is private) nor "at" (a place: "at the university")
_ADDRESS_PREPOSITIONS = {"to", "before", "devant", "à", "au", "aux"}


def _named_institution_audience(s, token) -> bool:
    """"a speech to the Economic Club", « un discours devant la Chambre de commerce de Montréal »: a
    body outside Parliament that a speech addresses by its name (a
    capitalised institution noun of the lexicon with a modifier of its own, not the sentence's first
    word), after a preposition of address. Not the House, the Senate or a body of theirs ("the House
    Board of Internal Economy"), nor a body the KB knows as a party or a person."""
    if not (token.text[:1].isupper() or _chamber_of_something(s, token)) or token.i == s.sent.start or s.quoted(token):
        return False  # (« la chambre de commerce de <Ville> »: French writes it in lower case too)
    institutions = words(KIND, "audience_institutions", s.lang)
    if token.lemma_.lower() not in institutions and token.lower_ not in institutions and not _board_of_something(s, token):
        return False
    mention = s.by_token.get(token.i)
    if mention is not None and mention.entity.kind in ("person", "party"):
        return False
    if not any(c.dep_ in ("compound", "amod", "nmod", "prep", "flat", "flat:name") for c in token.children):
        return False  # ("the Club", « la Chambre »: no name of its own)
    if s.lang == "fr":
        addressed = any(c.dep_ == "case" and c.lower_ in _ADDRESS_PREPOSITIONS for c in token.children)
    else:
        addressed = token.dep_ == "pobj" and token.head.lower_ in _ADDRESS_PREPOSITIONS
    return addressed and not _in_the_chamber(s, token)


def _board_of_something(s, token) -> bool:
    """"the <City> Board of Trade": a board whose complement is one of the lexicon's audience_boards
    (a body of business; not a board of the House, "the Board of Internal Economy")."""
    if token.lemma_.lower() != "board" and token.lower_ != "board":
        return False
    return any(p.lemma_.lower() in words(KIND, "audience_boards", s.lang) for c in token.children
               if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"}))


def _addressed_venue(s, token) -> bool:
    """A body outside Parliament named as the audience of a speech by its kind, one whose members
    gather to hear speakers (the lexicon's venue_institutions: a club, a chamber of commerce, a board
    of trade, a conference), after a preposition of address ("Speaking to the <City> Chamber of
    Commerce, X ...", "addressed the <X> Club"); not a body one meets ("spoke with ...", "spoke to the
    <X> Congress": a talk with its officers, perhaps)."""
    lemma = token.lemma_.lower()
    if lemma not in words(KIND, "venue_institutions", s.lang) and token.lower_ not in words(KIND, "venue_institutions", s.lang) \
            and not _board_of_something(s, token):
        return False
    if lemma in ("chamber", "chambre") and not _chamber_of_something(s, token):
        return False
    object_of_address = s.lang == "en" and token.dep_ in ("dobj", "dative") \
        and token.head.lemma_.lower() in words(KIND, "audience_object_verbs", s.lang)
    if not object_of_address and not (token.dep_ == "pobj" and token.head.lower_ in _ADDRESS_PREPOSITIONS) \
            and not any(c.dep_ == "case" and c.lower_ in _ADDRESS_PREPOSITIONS for c in token.children):
        return False
    if object_of_address:
        # (the check of _named_institution_audience, save its preposition)
        return token.text[:1].isupper() and token.i != s.sent.start and not s.quoted(token) and not _in_the_chamber(s, token) \
            and any(c.dep_ in ("compound", "amod", "nmod", "prep", "flat", "flat:name") for c in token.children) \
            and not (s.by_token.get(token.i) is not None and s.by_token[token.i].entity.kind in ("person", "party"))
    return _named_institution_audience(s, token)


def _chamber_of_something(s, token) -> bool:
    """"the Chamber of Commerce", « la Chambre de commerce »: a chamber with a complement of its own
    that names no House (not "the chamber of the House"), a body outside Parliament."""
    if token.lemma_.lower() not in ("chamber", "chambre") and token.lower_ not in ("chamber", "chambre"):
        return False
    if s.lang == "fr":
        complements = [c for c in token.children if c.dep_ == "nmod" and c.i == token.i + 2
                       and any(g.dep_ == "case" and g.lower_ == "de" for g in c.children)]
    else:
        complements = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "of" and c.i == token.i + 1
                       for p in _children(c, {"pobj"})]
    return any(c.lemma_.lower() not in IN_HOUSE_WORDS and c.lower_ not in IN_HOUSE_WORDS for c in complements)


def _public_speech(s, token) -> bool:
    """A speech of a public kind: a victory, concession or campaign speech, an address to the
    nation (one of the lexicon's public_speech_modifiers among its own modifiers), or one given to a public audience
    (« un discours devant ses partisans »); never one in the chamber. A speech alone ("in his
    speech") may be one in the House: not enough."""
    if token.pos_ != "NOUN" or token.lemma_.lower() not in words(KIND, "speech_nouns", s.lang):
        return False
    if _in_the_chamber(s, token):
        return False
    # its own modifiers only ("a victory speech", « discours de victoire », "an address to the
    # nation", "a speech to supporters"), not a word of what it is about ("a speech about the campaign")
    own = [c for c in token.children if c.dep_ not in ("prep", "acl", "relcl", "acl:relcl")]
    own += [p for c in token.children if c.dep_ == "prep" and c.lower_ in words(KIND, "audience_prepositions", s.lang)
            for p in _children(c, {"pobj"})]
    own += [g for c in own if c.dep_ == "compound" for g in c.children if g.dep_ == "compound"]
    if s.lang == "fr":
        own = [c for c in own if c.dep_ != "nmod" or any(
            g.dep_ == "case" and g.lower_ in {"de", "d'", "d’"} | words(KIND, "audience_prepositions", s.lang)
            for g in c.children)]
    modifiers = words(KIND, "public_speech_modifiers", s.lang)
    return any(lemma_of(t) in modifiers or t.lower_ in modifiers or _public_audience(s, t)
               or _named_institution_audience(s, t) for t in own) or _placed_in_a_town(s, token) and not any(
        c.lemma_.lower() in words(KIND, "private_modifiers", s.lang) for c in token.children)  # ("a private event in <Town>")


def _frame_prepositions(s, token) -> frozenset:
    if _public_audience(s, token):
        return words(KIND, "audience_prepositions", s.lang)
    if _addressed_venue(s, token):
        return frozenset(_ADDRESS_PREPOSITIONS)
    return words(KIND, "speech_prepositions", s.lang)


def _after_lors_de(s, token) -> bool:
    """« lors du lancement », « lors d'un discours », « lors de son allocution »: the noun opens a
    phrase of « lors de », its determiners skipped."""
    doc, j = token.doc, token.i - 1
    while j > s.sent.start and doc[j].pos_ == "DET" and doc[j].lower_ not in ("du", "des"):
        j -= 1
    return j > s.sent.start and doc[j].lower_ in ("de", "d'", "d’", "du", "des") and doc[j - 1].lower_ == "lors"


def _framed_verb(s, token):
    """The verb that the phrase of `token` (an audience or a speech) frames, by its preposition
    ("to supporters", "in his victory speech", « devant ses partisans », « dans son discours »), or
    of which an audience is the listener ("told supporters", "addressed the crowd"); else None."""
    preps = _frame_prepositions(s, token)
    if token.dep_ in ("dobj", "obj", "dative", "iobj") and (_public_audience(s, token) or _addressed_venue(s, token)) \
            and token.head.lemma_.lower() in words(KIND, "audience_object_verbs", s.lang):
        return token.head
    if token.dep_ == "pobj" and token.head.dep_ in ("prep", "dative") and token.head.lower_ in preps:
        return token.head.head
    marks = [c.lower_ for c in token.children if c.dep_ in ("case", "fixed")]
    if s.lang == "fr" and not marks:
        # (the small model may hang the preposition on a weekday after the noun, « à la foule mardi »:
        # the one right before the noun and its determiners)
        j = token.i - 1
        while j > s.sent.start and token.doc[j].pos_ == "DET":
            j -= 1
        marks = [token.doc[j].lower_] if j >= s.sent.start and token.doc[j].head.i != token.i else []
    if s.lang == "fr" and any(m in preps for m in marks) or (s.lang == "fr" and _after_lors_de(s, token)):
        verb = token.head
        if verb.lower_ == "lors" and verb.head.i != verb.i:
            verb = verb.head  # (« lors du lancement »: the noun hung on « lors », which hangs on the verb)
        if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
            verb = verb.head  # (hung on the subject by the parser: the subject's verb)
        elif verb.dep_ == "acl" and verb.head.lower_ in PERSON_NOUNS and verb.head.dep_ in SUBJ \
                and verb.head.head.i != verb.head.i and not _says_or_expresses(s, verb):
            # « a dit la députée sortante à ses militants »: the small model takes « sortant » for a
            # participle and hangs the audience on it; the speaker's modifier, the frame is the clause's
            verb = verb.head.head
        return verb
    return None


def framed_by_a_public_audience(s, token, emit) -> bool:
    """"X told supporters ...", "Speaking to supporters, X thanked ...", "In his victory speech, X
    called for ...", "X said at a rally"; « X a lancé à ses partisans », « Devant ses partisans, il a
    fait savoir ... », « S'adressant à la foule, X a salué ... », « Dans son discours de victoire, X a
    appelé ... »: the act of saying or expressing that an audience or a public speech frames, told
    as done (not "will speak to supporters tonight"), is its subject's statement. A participle of
    speaking framed by the audience ("Speaking to supporters, ...") is the saying itself, whatever
    its head's verb. Only for speakers the KB knows. Never takes its token."""
    if token.pos_ not in ("NOUN", "PROPN") or s.quoted(token) or not (_public_audience(s, token)
                                                                   or _public_speech(s, token)
                                                                   or _addressed_venue(s, token)):
        return False
    verb = _framed_verb(s, token)
    if verb is not None and s.lang == "en" and _public_speech(s, token) and _object_holding_the_frame(s, verb, token):
        verb = verb.head  # "defended the decision in a speech to ...": the parser hung the frame on the object
    if verb is not None and verb.lemma_.lower() in words(KIND, "say_complements", s.lang):
        # « il a fait savoir »: the parser may make « savoir » the head and « fait » its auxiliary
        verb = next((c for c in verb.children if c.lemma_.lower() in words(KIND, "generic_frame_verbs", s.lang)
                     and c.i < verb.i), verb)
    if verb is None or not (is_verb(verb) or verb.pos_ == "AUX") or _in_the_chamber(s, token):
        return False
    participle = verb.dep_ in ("advcl", "acl") and verb.head.i != verb.i and not _children(verb, SUBJ) \
        and verb.lemma_.lower() in words(KIND, "speech_verbs", s.lang) | SAY and (
            verb.tag_ == "VBG" or "Part" in verb.morph.get("VerbForm") or "Ger" in verb.morph.get("VerbForm"))
    if participle:
        # "Speaking to supporters, X thanked ...": X spoke to them; but "X said Y had left, speaking to
        # reporters": the participle hung on a reported clause may be either one's (grammar.py)
        reporting = _free_participle_on_a_reported_clause(s, verb)
        if reporting is False:
            return False
        verb = reporting if reporting is not None else _verb_of_the_participle_s_speaker(verb)
        if not is_verb(verb):
            return False
    elif not _says_or_expresses(s, verb) and not (token.dep_ in ("dobj", "obj") and verb.i == token.head.i
                                                  and verb.lemma_.lower() in words(KIND, "audience_object_verbs", s.lang)):
        return False  # (an audience addressed by the verb itself: "addressed the crowd", « a harangué ses militants »)
    elif verb.lemma_.lower() in words(KIND, "gesture_verbs", s.lang) and any(
            _person(s.entity(o)) is not None or o.lemma_.lower() in PERSON_NOUNS for o in _children(verb, OBJ)):
        return False  # « a salué le ministre devant les journalistes »: greeted him, a gesture, before them
    if not _live(s, verb) or s.passive(verb) and not _pronominal(s, verb) or _said_in_the_chamber(s, verb):
        return False
    # (only speakers the KB knows: a frame read far from its verb, « Devant des journalistes, il
    # avait lancé ... », with a pronoun nobody resolves, gives no linked fact)
    _emit_for_known_speakers(s, verb, emit)
    return False


def _pronominal(s, verb) -> bool:
    """French: « X s'est décrit comme ... », « s'est comparé à Y »: a pronominal verb, its clitic « se »
    before it and « être » its auxiliary of tense, whose subject the small parser may mark as a passive's;
    with no agent and no auxiliary of the passive, that subject does the act."""
    return s.lang == "fr" and any(c.lemma_.lower() in ("se", "soi") and c.dep_ in ("expl:comp", "expl:pv", "obj", "iobj")
                                  and c.i < verb.i for c in verb.children) \
        and not any(c.dep_ in ("aux:pass", "obl:agent", "agent") for c in verb.children)


def _verb_of_the_participle_s_speaker(participle):
    """The verb whose subject speaks in a participle of speaking: its head ("Speaking to supporters, X
    thanked ..."), or, for a participle set off after the subject, which the parser hangs on it ("X,
    speaking at a rally in <Town>, promised ...", « X, s'adressant à ses partisans, a promis »), the
    verb of that subject."""
    head = participle.head
    if participle.dep_ == "acl" and head.pos_ in ("PROPN", "NOUN") and head.dep_ in SUBJ and head.head.i != head.i \
            and participle.i > head.i and participle.doc[participle.i - 1].text == ",":
        return head.head
    return head


def _before_an_audience(s, token) -> bool:
    """Is `token` the press or a public audience before which something is done: "before reporters",
    "in front of reporters", « devant les journalistes »?"""
    if not _public_audience(s, token):
        return False
    before = words(KIND, "before_prepositions", s.lang)
    if s.lang == "fr":
        return any(c.dep_ in ("case", "fixed") and c.lower_ in before for c in token.children)
    if token.dep_ != "pobj":
        return False
    prep = token.head
    return prep.lower_ in before or (prep.lower_ == "of" and prep.head.lower_ == "front" and prep.head.dep_ == "pobj"
                                     and prep.head.head.lower_ == "in")


def _on_a_platform(s, token) -> bool:
    """"on social media", "on Twitter", « sur les réseaux sociaux »: a platform after « sur » / "on"."""
    platforms = words(KIND, "platforms", s.lang)
    if token.lower_.rstrip(".") not in platforms and token.lemma_.lower().rstrip(".") not in platforms:
        return False
    if s.lang == "fr":
        return any(c.dep_ == "case" and c.lower_ == "sur" for c in token.children)
    return token.dep_ == "pobj" and token.head.lower_ == "on"


def _where_the_press_waits(s, token) -> bool:
    """Just outside the chamber, where members meet the press: "outside the House", "in the foyer",
    « dans le foyer », « à sa sortie des Communes » (a way out of the lexicon's exit_places)."""
    lemma = token.lemma_.lower()
    if s.lang == "fr":
        marks = {c.lower_ for c in token.children if c.dep_ == "case"}
        if lemma in words(KIND, "exit_nouns", s.lang) and marks & {"à", "au"}:
            return any(c.dep_ == "nmod" and (c.lemma_.lower() in words(KIND, "exit_places", s.lang)
                                             or c.lower_ in words(KIND, "exit_places", s.lang)) for c in token.children)
        return lemma in words(KIND, "outside_the_chamber", s.lang) and bool(marks & {"dans", "sur"})
    if token.dep_ != "pobj":
        return False
    prep = token.head.lower_
    if prep in words(KIND, "outside_prepositions", s.lang):
        return names_the_house(token)
    return prep in ("in", "on") and lemma in words(KIND, "outside_the_chamber", s.lang) and lemma != "lobby"


def _verb_of_a_manner(s, token):
    """The verb the frame phrase of `token` hangs on (through its preposition), or the verb of
    accusing whose charge holds it ("accused Y of a cover-up in front of reporters", « a accusé Y de
    camouflage, en mêlée de presse »: the parse hangs the frame on the charge's noun)."""
    if s.lang == "fr":
        head = token.head if token.head.i != token.i else None
    else:
        head = token.head.head if token.dep_ == "pobj" else None
        if head is not None and head.lower_ == "front" and head.dep_ == "pobj":
            head = head.head.head  # "in front of": the phrase of "in"
    if head is None:
        return None
    if head.pos_ == "NOUN" and not _public_audience(s, head) and lemma_of(head) not in STATEMENT:
        # (the charge's noun: a pobj of "of" on the verb, or « de » on its object)
        if s.lang == "en" and head.dep_ == "pobj" and head.head.lower_ == "of" and head.head.head.lemma_.lower() in ACCUSE:
            return head.head.head
        if s.lang == "fr" and head.dep_ == "nmod" and any(c.dep_ == "case" and c.lower_ in ("de", "d'", "d’") for c in head.children) \
                and head.head.dep_ in ("obj", "iobj") and head.head.head.lemma_.lower() in ACCUSE:
            return head.head.head
        if s.lang == "en" and head.dep_ == "dobj" and _on_a_platform(s, token) \
                and head.head.lemma_.lower() in words(KIND, "post_verbs", s.lang):
            return head.head  # "announced her resignation on social media": the thing announced there
        return None
    return head if head.pos_ in ("VERB", "AUX") else None


def _spoken_act(s, verb) -> bool:
    """Is `verb` an act done by speaking: a verb of saying or expressing, an apology ("apologized",
    « s'est excusé ») or one given ("offered an apology", « a présenté ses excuses »)?"""
    if verb.lemma_.lower() in words(KIND, "gesture_verbs", s.lang) and any(
            _person(s.entity(o)) is not None or o.lemma_.lower() in PERSON_NOUNS for o in _children(verb, OBJ)):
        return False  # "applauded Y before the crowd", « a salué le ministre devant les journalistes »: a gesture
    if _says_or_expresses(s, verb) or verb.lemma_.lower() in words(KIND, "spoken_act_verbs", s.lang):
        return True
    return verb.lemma_.lower() in words(KIND, "apology_object_verbs", s.lang) and any(
        o.lemma_.lower() in APOLOGY_NOUNS or o.lower_ in APOLOGY_NOUNS for o in _children(verb, OBJ))


def _a_manner(s, token) -> bool:
    """Is `token` the noun of a frame telling how something was spoken outside the House (see
    spoken_acts_in_a_manner)? A press medium ("at a news conference") counts too, for the refusals
    only: in_a_medium reads the other acts framed by one."""
    if token.pos_ not in ("NOUN", "PROPN") or s.quoted(token):
        return False
    return _before_an_audience(s, token) or _on_a_platform(s, token) or _where_the_press_waits(s, token)


def _a_press_medium_frame(s, token) -> bool:
    if token.pos_ not in ("NOUN", "PROPN") or s.quoted(token) or not _is_press_medium(token, s.lang) \
            or _private_letter(s, token):
        return False
    preps = words(KIND, "frame_prepositions", s.lang)
    return token.dep_ == "pobj" and token.head.lower_ in preps or any(
        c.dep_ == "case" and c.lower_ in preps for c in token.children)


def spoken_acts_in_a_manner(s, token, emit) -> bool:
    """An act done by speaking, told with how it was spoken outside the House: before the press or a
    public audience ("apologized in front of reporters", « s'est excusée devant les journalistes »), on
    a platform ("accused Y of a cover-up on social media", « s'est excusé sur les réseaux sociaux »),
    where the press waits outside the chamber ("apologized outside the House", « à sa sortie des
    Communes »). Its subject spoke publicly. A refusal to apologize so told, or told at a press event,
    is the refusal spoken ("refused to apologize in front of reporters", « a refusé de s'excuser en
    mêlée de presse »; not "refused to comment", which says nothing). Read from the verb (a frame's
    noun may be a proper noun, "outside the House", which the patterns are not run on). Only for
    speakers the KB knows. Never takes its token."""
    if not is_verb(token) or s.quoted(token):
        return False
    refusal = token.lemma_.lower() in REFUSE and (any(c.dep_ == "xcomp" and _apologizes(s, c) for c in token.children)
                                                   or _declines_what_was_asked(s, token))
    if not refusal and not _spoken_act(s, token):
        return False
    acts = {token.i} | ({c.i for c in token.children if c.dep_ == "xcomp" and _apologizes(s, c)} if refusal else set())
    apology = token.lemma_.lower() in words(KIND, "spoken_act_verbs", s.lang)
    for frame in token.subtree:
        if not (_a_manner(s, frame) or refusal and _a_press_medium_frame(s, frame)
                or apology and _apology_to_the_press(s, frame)):
            continue
        verb = _verb_of_a_manner(s, frame)
        if verb is None or verb.i not in acts or _in_the_chamber(s, frame) and not _where_the_press_waits(s, frame):
            continue
        if _on_a_platform(s, frame) and not refusal and not _acts_on_a_platform(s, token):
            continue  # ("called on Facebook to remove the post": asked the platform, as posts_online reads it)
        # (a frame told as a second occasion, "in the House and then in front of reporters", is one of
        # its own: the chamber named for the first does not make this one a speech in the House)
        if not _live(s, token) or s.passive(token) or not _a_second_occasion(s, frame) \
                and _said_in_the_chamber(s, token, besides=frame):
            return False
        _emit_for_known_speakers(s, token, emit)
        return False
    return False


def _declines_what_was_asked(s, verb) -> bool:
    """A refusal verb with nothing after it ("He declined, in the foyer, ...", "refused in front of the
    cameras") after the article told that an apology was asked of its subject: that apology declined."""
    if s.lang != "en" or any(c.dep_ in ("xcomp", "ccomp", "dobj", "obj") for c in verb.children):
        return False
    subject = _person(_subject(s, verb, s.discourse.focus_member())[0])
    return subject is not None and subject.key is not None and any(
        e.kind == "RequestToApologize" and e.target is not None and e.target.key == subject.key for e in s.discourse.events)


def _apology_to_the_press(s, token) -> bool:
    """"apologized to reporters", « s'est excusé auprès des journalistes »: an apology addressed to the
    press as a body (not to one journalist, who may be the one wronged)."""
    if token.pos_ != "NOUN" or s.quoted(token) or not _the_press(s, token):
        return False
    if s.lang == "fr":
        return token.i > 1 and token.doc[token.i - 2].lower_ == "auprès" and token.doc[token.i - 1].lower_ in ("des", "de")
    return token.dep_ == "pobj" and token.head.lower_ == "to"


def _acts_on_a_platform(s, verb) -> bool:
    """The acts a platform frames as where they were done (posts_online's verbs, an accusation, an
    apology), not every verb of saying: "called on X to" asks something of it."""
    lemma = verb.lemma_.lower()
    return lemma in words(KIND, "post_verbs", s.lang) | SAY | WRITE | words(KIND, "expression_verbs", s.lang) | ACCUSE \
        or lemma in words(KIND, "spoken_act_verbs", s.lang) or _spoken_act(s, verb) and lemma in words(
            KIND, "apology_object_verbs", s.lang)


def _a_second_occasion(s, frame) -> bool:
    """Is the phrase of `frame` told as another occasion of an act just told, after a word of
    sequence and no verb ("... in the House, and then in front of reporters", « aux Communes, puis
    devant les journalistes »)?"""
    sequence = words(KIND, "occasion_sequence", s.lang)
    for w in reversed(frame.doc[max(s.sent.start, frame.i - 6):frame.i]):
        if w.pos_ in ("VERB", "AUX"):
            return False
        if w.lower_ in sequence:
            return True
    return False


def _apologizes(s, verb) -> bool:
    return verb.lemma_.lower() in words(KIND, "spoken_act_verbs", s.lang) or _spoken_act(s, verb) and any(
        o.lemma_.lower() in APOLOGY_NOUNS for o in _children(verb, OBJ))


def gives_a_public_speech(s, token, emit) -> bool:
    """"X gave a victory speech", "X delivered a concession speech to supporters", « X a prononcé un
    discours devant ses partisans »: a public speech given (not one in the chamber, not one planned).
    Never takes its token."""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "deliver_verbs", s.lang) or not _live(s, token) \
            or s.passive(token):
        return False
    speeches = [o for o in _children(token, OBJ) if o.pos_ == "NOUN" and o.lemma_.lower() in words(KIND, "speech_nouns", s.lang)
                and not _in_the_chamber(s, o)]
    # (the audience or the town of the speech, which the parser may hang on the verb: "gave a speech
    # to the <City> Chamber of Commerce", « a prononcé un discours devant la chambre de commerce »)
    audiences = [p for c in token.children if c.dep_ in ("prep", "dative") and c.lower_ in _ADDRESS_PREPOSITIONS
                 for p in _children(c, {"pobj"})]
    audiences += [c for c in token.children if c.dep_ in ("obl", "obl:arg", "obl:mod") and any(
        g.dep_ == "case" and g.lower_ in _ADDRESS_PREPOSITIONS for g in c.children)]
    given = any(_public_speech(s, o) for o in speeches) or speeches and any(
        (_public_audience(s, a) or _named_institution_audience(s, a)) and not _in_the_chamber(s, a) for a in audiences)
    if given and not _said_in_the_chamber(s, token):
        emit_for_subjects(s, token, emit, KIND, 0.65)
    return False


def posts_online(s, token, emit) -> bool:
    """X tweeted; X posted / wrote on X, Facebook, social media; « X a écrit sur les réseaux sociaux »."""
    lemma = token.lemma_.lower()
    if not is_verb(token) or not _live(s, token):
        return False
    if lemma in words(KIND, "tweet_verbs", s.lang):
        return emit_for_subjects(s, token, emit, KIND, 0.7)
    if lemma in words(KIND, "post_clause_verbs", s.lang) and not s.passive(token) and any(
            c.dep_ == "ccomp" and c.i > token.i and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
            for c in token.children):
        # "X posted on Wednesday that ...": a post said by its content, the platform unnamed (not
        # "posted a photo", which says nothing; not "posted bail")
        return emit_for_subjects(s, token, emit, KIND, 0.6)
    if lemma in words(KIND, "take_to_verbs", s.lang):
        # "took to social media to ...", "took to X on Sunday", "took to the airwaves": turning to a
        # platform to speak (not "took to the streets", "took to the floor of the House")
        goals = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
        if any(p.lower_ in words(KIND, "platforms", s.lang) or p.lemma_.lower() in words(KIND, "platforms", s.lang)
               or _is_broadcast(p, s.lang) for p in goals):
            return emit_for_subjects(s, token, emit, KIND, 0.65)
        return False
    if s.lang == "en" and token.dep_ == "acl" and token.tag_ == "VBN" and token.head.dep_ == "pobj" \
            and not any(c.dep_ == "agent" for c in token.children):
        # "in a video posted to Facebook": the medium of the phrase it closes, read as such (in_a_medium);
        # the subject found up the phrase may be another's ("accused Y of lying in a video posted ...": Y's)
        return False
    # an act of expressing on a platform ("praised Y on X", « s'est réjoui sur Twitter »): never in
    # the passive ("was praised on X": by others), and it never takes its token (it may tell more:
    # "condemned Y on X" is a charge too)
    expressing = lemma not in words(KIND, "post_verbs", s.lang) | SAY | WRITE \
        and lemma in words(KIND, "expression_verbs", s.lang)
    # « a fait part de sa déception sur X », « a fait savoir sur Facebook »: a generic verb made one of saying
    made_known = lemma in words(KIND, "generic_frame_verbs", s.lang) and _says_or_expresses(s, token)
    if lemma not in words(KIND, "post_verbs", s.lang) | SAY | WRITE and not expressing and not made_known:
        return False  # "posted on X"; « a indiqué sur Facebook »: saying on a platform (not "called on X to")
    if expressing and s.passive(token):
        return False
    platforms = words(KIND, "platforms", s.lang)
    on = [p for c in token.children if c.dep_ == "prep" and c.lower_ in ("on", "to")
          for p in _children(c, {"pobj"})] + [c for c in clause_children(token)
                                               if (c.dep_ in ("obl", "obl:mod", "obl:arg", "nmod") or expressing)
                                               and any(g.lower_ == "sur" for g in c.children)]
    if s.lang == "fr":
        # « », a écrit mercredi le député X sur son blogue »: the small model hangs the platform on
        # the speaker named after the verb
        on += [g for c in token.children if c.dep_ in ("obj", "nsubj") and c.i > token.i for g in c.children
               if g.dep_ in ("nmod", "obl") and any(x.lower_ == "sur" and x.dep_ == "case" for x in g.children)]
        if made_known:  # (« fait part de sa déception sur X »: the platform hung on what was made known)
            on += [g for c in token.children if c.dep_ == "obl:arg" and c.i > token.i for g in c.children
                   if g.dep_ == "nmod" and any(x.lower_ == "sur" and x.dep_ == "case" for x in g.children)]
    # (« sur X. » at the end of a sentence: the tokenizer may keep the period on the one-letter name)
    if any(p.lower_.rstrip(".") in platforms or p.lemma_.lower().rstrip(".") in platforms for p in on):
        return emit_for_subjects(s, token, emit, KIND, 0.65) and not expressing
    return False


def tells_reporters(s, tok, ev) -> bool:
    """X says to reporters / tells reporters / parle aux journalistes"""
    lemma = tok.lemma_.lower()
    if lemma in SAY and tok.pos_ == "VERB" and _live(s, tok):
        if any(t.lemma_.lower() in PRESS for t in _listeners(s, tok)):
            emit_for_subject(s, tok, ev, "PressStatement", 0.65)
            return True
    return False


def in_a_statement(s, tok, ev) -> bool:
    """'In a (written) statement, X said ...', « Dans un message, X affirme ... »: the medium framing
    what someone says is a statement made outside the House (unless it says otherwise)."""
    lemma = tok.lemma_.lower()
    if lemma in STATEMENT and tok.pos_ == "NOUN" and not s.quoted(tok) and not _private_letter(s, tok):
        verb = None
        if tok.dep_ == "pobj" and tok.head.lower_ == "in":
            verb = tok.head.head
        elif any(c.dep_ == "case" and c.lower_ == "dans" for c in tok.children):
            verb = tok.head
            if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
                verb = verb.head  # attached to the subject by the parser: the subject's verb
        if verb is not None and verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() in SAY | WRITE \
                and not any(t.lemma_.lower() in IN_HOUSE for t in tok.subtree):
            if emit_for_subject(s, verb, ev, "PressStatement", 0.7):
                return True
    return False


def _verb_between(participle, agent) -> bool:
    """Does another verb stand between a participle and the by-phrase the parse gave it (« un communiqué
    publié mercredi, X a cité les propos tenus par Y »)? The phrase is then that nearer verb's: Y
    said the words quoted, not released the medium. (Not the participle's own conjunct: « publié et
    signé par X ».)"""
    own = {participle.i} | {c.i for c in participle.children if c.dep_ == "conj"}
    return any(t.pos_ in ("VERB", "AUX") and t.i not in own for t in participle.doc[participle.i + 1:agent.i])


def _released_by(medium, s=None) -> list:
    """Who a participle of the medium says released it: « un communiqué publié mardi par X », "a
    statement released by X" (the agent of the participle, also under an adjective of the noun).
    The member's own office is no other releaser (with `s`: « dans un communiqué diffusé par son
    bureau, X a déclaré ... » tells X's words, as a release in X's name does): then none."""
    modifiers = list(medium.children) + [g for c in medium.children if c.dep_ == "amod" for g in c.children]
    found = [a for c in modifiers if c.dep_ in ("acl", "amod")
             for a in [g for g in c.children if g.dep_ == "obl:agent"]
             + [p for g in c.children if g.dep_ == "agent" for p in _children(g, {"pobj"})]
             if not _verb_between(c, a)]
    if s is not None and found and office_owner(s, found[0]) is not None:
        return []
    return found


def statement_released(s, tok, ev) -> bool:
    """In a statement released on Sunday, X said ..."""
    lemma = lemma_of(tok)
    # (the participle may hang on an adjective of the noun: « une lettre ouverte publiée lundi »)
    modifiers = list(tok.children) + [g for c in tok.children if c.dep_ == "amod" for g in c.children]
    if tok.dep_ in OBJ:
        return False  # the object of another verb is no frame of what is said: « pour avoir tourné une vidéo diffusée ... »
    if any(c.dep_ == "case" and c.lower_ in ABOUT_PREPOSITIONS for c in tok.children) or (
            tok.dep_ == "pobj" and tok.head.lower_ in ABOUT_PREPOSITIONS):
        return False  # what one apologizes for or speaks of: « s'est excusé pour un message diffusé samedi »
    if lemma in STATEMENT and tok.pos_ == "NOUN" and not s.quoted(tok) and any(
            c.dep_ in ("acl", "amod") and (c.lemma_.lower() in RELEASE | {"release", "publier", "diffuser"} or (
                c.lemma_.lower() in ("make", "rendre") and any(g.lower_ in ("public", "publique") for g in c.children)))
            for c in modifiers):
        if any(c.lower_ == "selon" and c.dep_ == "case" for c in tok.children) or (
                tok.dep_ == "pobj" and tok.head.lower_ == "to" and tok.head.head.lower_ == "according"):
            return False  # « selon un communiqué publié par Y, X ... »: the clause's subject did not say it
        released_by = _released_by(tok, s)
        if released_by:
            # « dans un communiqué publié par le Bloc, X ... »: the one who released it is its author
            author = _person(s.entity(released_by[0]))
            if author is not None:
                ev("PressStatement", agent=author, confidence=0.65)
            return True
        head = tok.head.head if tok.head.pos_ == "ADP" else tok.head
        agent = _subject(s, head)[0] if head.pos_ in ("VERB", "AUX") else None
        if agent is not None and s.passive(head) and head.lemma_.lower() not in words(KIND, "asked_verbs", s.lang):
            agent = None  # « dans un communiqué publié lundi, X a été critiqué »: the subject of a passive did not speak
        if agent is None and head.pos_ not in ("VERB", "AUX") and tok.dep_ in ("obl:mod", "obl", "nmod"):
            # « Dans une lettre publiée lundi, la députée X exhorte ... » with the verb misread: the
            # frame hangs on the subject, or on a word that has the subject
            subject = head if head.dep_ in SUBJ else next(iter(_children(head, SUBJ)), None)
            agent = s.entity(subject) if subject is not None and subject.i > tok.i else None
        poss = next((c for c in tok.children if c.dep_ == "poss"), None)
        agent = agent or (s.entity(poss) if poss is not None else None)
        if _person(agent):
            ev("PressStatement", agent=agent, confidence=0.65)
        return True
    return False


def passive_agent(s, verb):
    """The person of the by-phrase of a passive verb ("was issued by X", « a été publié par X »),
    also when the parser hung the phrase on a neighbour (« remise mercredi par le ministre X »)."""
    agent = _person(_by_agent(verb, s))
    if agent is not None:
        return agent
    for t in s.sent:
        if t.i > verb.i and t.lower_ in ("by", "par") and (t.head.i == verb.i or t.head.head.i == verb.i
                                                           or t.dep_ in ("case", "agent")):
            noun = t.head if t.dep_ == "case" else next(iter(_children(t, {"pobj"})), None)
            if noun is not None and (noun.head.i == verb.i or noun.head.head.i == verb.i):
                return _person(s.entity(noun))
            return None
    return None


def releases_a_statement(s, tok, ev) -> bool:
    """X releases a video / statement; a statement was issued by X, « un communiqué a été publié par X »"""
    lemma = tok.lemma_.lower()
    if lemma in RELEASE and tok.pos_ == "VERB":
        if s.passive(tok) and not s.negated(tok):
            subject = next(iter(_children(tok, SUBJPASS | SUBJ)), None)
            if subject is not None and subject.lemma_.lower() in STATEMENT:
                agent = passive_agent(s, tok)
                if agent is not None:
                    ev("PressStatement", agent=agent, confidence=0.7)
            return True
        obj = _object(tok)
        if obj is not None and lemma_of(obj) in STATEMENT and not s.negated(tok) and not (not_yet(s, tok) or (
                tok.dep_ == "xcomp" and tok.head.i != tok.i and tok.head.lemma_.lower() in _NOT_DONE_HEADS)):
            # (not "plans to post a video", "will release a statement": not done yet)
            emit_for_subject(s, tok, ev, "PressStatement", 0.75)
        return True
    return False


_CLAUSES = {"relcl", "acl:relcl", "acl", "advcl", "ccomp", "xcomp", "conj", "parataxis"}


def _own_clause(verb) -> list:
    """The words of `verb`'s own clause: its subtree without the clauses hung on it."""
    out, todo = [], [verb]
    while todo:
        t = todo.pop()
        out.append(t)
        todo.extend(c for c in t.children if c.dep_ not in _CLAUSES)
    return out


def reads_a_statement(s, token, emit) -> bool:
    """"X read a statement to reporters / in the foyer", « X a lu une déclaration dans le foyer de la
    Chambre »: read out where the press is, not in the chamber (a statement read in the House is
    a statement of the House; its foyer and the steps outside are where members meet reporters)."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in words(KIND, "read_verbs", s.lang) or not _live(s, token):
        return False
    if not any(o.lemma_.lower() in STATEMENT for o in _children(token, OBJ)):
        return False
    # (anywhere in the sentence: "X listened in the chamber while Y read out his statement")
    places = [t for t in s.sent if t.lemma_.lower() in IN_HOUSE_WORDS]
    outside = words(KIND, "outside_the_chamber", s.lang)
    own = [t for t in _own_clause(token) if t.i != token.i]
    if any(t.lemma_.lower() in PRESS for t in own) and not any(t.lemma_.lower() in IN_HOUSE_WORDS for t in own):
        # "Having read a statement to reporters, X returned to the chamber": read to the press in its
        # own clause; the chamber named by another clause is not where it was read
        return emit_for_subjects(s, token, emit, KIND, 0.65)
    if places and not any(t.lemma_.lower() in outside for t in s.sent):
        return False
    if not places and not any(t.lemma_.lower() in PRESS | outside for t in s.sent):
        return False  # where it was read must be said: to reporters, in the foyer
    return emit_for_subjects(s, token, emit, KIND, 0.65)


def posts_by_members(posts, kb, events, default_date=None) -> list:
    """An embedded post signed by a member the KB knows (by handle, or by a name only one person
    bears) is that member's public statement on the post's day: the article shows the post itself.
    Returns the new events (none for a statement the text already tells of that day). The text's
    own undated account of the member posting ("X wrote on Twitter that ...", dated by default)
    is of that post, when the member signs posts of one day only: it takes the post's day."""
    from ..discourse import Event
    from ..kb import iri_of, kind_of
    from ..mentions import Entity

    owners = []
    for post in posts:
        owner = iri_of(kb.handle_owner(post.handle))
        if owner is None and post.name:
            people = [iri_of(c) for c in kb.name_matches(post.name) if kind_of(iri_of(c)) == "person"]
            owner = people[0] if len(set(map(str, people))) == 1 else None
        owners.append(owner if owner is not None and kind_of(owner) == "person" else None)
    days = {}
    for owner, post in zip(owners, posts):
        if owner is not None and post.date is not None:
            days.setdefault(str(owner), set()).add(post.date)
    for e in events:
        if e.kind == KIND and e.post is None and e.agent is not None and e.agent.iri is not None \
                and default_date is not None and e.date == default_date and len(days.get(str(e.agent.iri), ())) == 1:
            e.date = next(iter(days[str(e.agent.iri)]))
    found = []
    for index, (owner, post) in enumerate(zip(owners, posts)):
        if owner is None or post.date is None:
            continue
        if any(e.kind == KIND and e.agent is not None and e.agent.iri is not None and str(e.agent.iri) == str(owner)
               and e.date == post.date for e in events + found):
            continue
        found.append(Event(KIND, post.start, post.signature_end, agent=Entity("person", iri=owner, label=post.name),
                           date=post.date, confidence=0.7, post=index))
    return found


def _on_the_air(s, programme) -> bool:
    """A programme of the air: a broadcast noun ("a call-in show", "television"), or a proper name
    owned by a newsroom or a broadcaster ("<Network>'s <Programme>"), not by a person."""
    if _is_broadcast(programme, s.lang):
        return True
    owner = next((c for c in programme.children if c.dep_ in ("poss", "nmod:poss")), None)
    return programme.pos_ == "PROPN" and owner is not None and _person(s.entity(owner)) is None \
        and (_newsroom_named(s, owner) or _is_broadcast(owner, s.lang))


def speaks_while_appearing_on_the_air(s, token, emit) -> bool:
    """"Appearing on <Network>'s <Programme>, X warned that ...", "X, appearing on a radio show, said
    ...": a participle of appearing on a programme of the air that frames a verb of saying: the
    saying was on the air. Appearing alone tells where, not that something was said ("X appeared on
    a talk show", see in_a_medium), and a frame of something else is none ("Appearing on the
    ballot, X ..."; "Appearing on television, X looked tired"). Never takes its token."""
    if s.lang != "en" or token.tag_ != "VBG" or token.lemma_.lower() not in words(KIND, "appear_verbs", s.lang) \
            or token.dep_ not in ("advcl", "acl") or _children(token, SUBJ) or s.quoted(token):
        return False
    on = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "on" for p in _children(c, {"pobj"})]
    if not any(_on_the_air(s, p) for p in on):
        return False
    verb = token.head if token.dep_ == "advcl" else token.head.head  # ("X, appearing on ..., said": the subject's verb)
    if verb.i == token.i or not is_verb(verb) or verb.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) | SAY \
            or not _live(s, verb) or s.passive(verb) or _said_in_the_chamber(s, verb):
        return False
    emit_for_subjects(s, verb, emit, KIND, 0.6)
    return False


def writes_on_the_platform_of_its_head(s, token, emit) -> bool:
    """"X fired back on Twitter, writing that ...", "X hit out on Facebook, saying ...": a free
    participle of saying or writing whose head verb is framed by a platform ("on X"), whatever that
    verb: its subject posted what the participle reports. Not when the head is passive or not done
    ("X was mocked on Twitter, ...": by others; "X refused to respond on Facebook, saying ...").
    Never takes its token."""
    if s.lang != "en" or token.tag_ != "VBG" or token.dep_ not in ("advcl", "xcomp") or _children(token, SUBJ) \
            or token.lemma_.lower() not in SAY | WRITE or s.quoted(token):
        return False
    head = token.head
    if head.i == token.i or not is_verb(head) or not _live(s, head) or s.passive(head) or head.i > token.i:
        return False
    platforms = words(KIND, "platforms", s.lang)
    on = [p for c in head.children if c.dep_ == "prep" and c.lower_ == "on" for p in _children(c, {"pobj"})]
    if any(p.lower_.rstrip(".") in platforms or p.lemma_.lower().rstrip(".") in platforms for p in on):
        emit_for_subjects(s, head, emit, KIND, 0.6)
    return False


def _public_gathering(s, token) -> bool:
    """A gathering of the public where a member speaks: a town hall or a public or community meeting
    (a head of the lexicon's gathering_heads with one of gathering_modifiers among its compounds,
    "a town hall", "a virtual town hall meeting"), or an event the text places in a town ("at an
    event in <Town>": a public appearance). Not one said to be private or closed, nor one in the
    chamber."""
    if token.pos_ != "NOUN" or s.quoted(token) or _in_the_chamber(s, token):
        return False
    own = [c for c in token.children if c.dep_ in ("compound", "amod", "nmod")]
    own += [g for c in own for g in c.children if g.dep_ in ("compound", "amod")]
    if any(c.lower_ in words(KIND, "private_modifiers", s.lang) or lemma_of(c) in words(KIND, "private_modifiers", s.lang)
           for c in own):
        return False
    lemma = token.lemma_.lower()
    if lemma in words(KIND, "gathering_heads", s.lang):
        return any(c.lower_ in words(KIND, "gathering_modifiers", s.lang) for c in own)
    if lemma in words(KIND, "placed_gatherings", s.lang):
        return _placed_in_a_town(s, token)
    return False


def _placed_in_a_town(s, token) -> bool:
    """Is the occasion `token` names placed in a town or a country by name ("an event in <Town>", "a
    speech in <City>", « un discours (prononcé) à <Ville> »)? The chamber is no town: news places a
    speech there by naming the House."""
    preps = words(KIND, "place_prepositions", s.lang)
    holders = [token] + [c for c in token.children if c.dep_ == "acl" and c.pos_ == "VERB"]  # « prononcé à <Ville> »
    places = [p for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in preps
              for p in _children(c, {"pobj"})]
    places += [c for h in holders for c in h.children if c.dep_ in ("nmod", "obl", "obl:mod", "obl:arg")
               and any(g.dep_ == "case" and g.lower_ in preps for g in c.children)]
    # (a town's name, which the small model may tag as a person's: "in Hamilton"; never a person the KB knows)
    return any(p.pos_ == "PROPN" and p.ent_type_ not in ("ORG", "NORP", "DATE", "TIME") and not names_the_house(p)
               and _person(s.entity(p)) is None for p in places)


def speaks_at_a_public_gathering(s, token, emit) -> bool:
    """"X told a town hall that ...", "At a town hall in <Town>, X said ...", "Speaking at a community
    meeting, X warned ...", "At an event in <Town>, X vowed ...": a verb of saying framed by a
    gathering of the public (see _public_gathering), or that has it as listener, told as done (not
    "will speak at a town hall", nor "was asked at a town hall"). Only for speakers the KB knows.
    Never takes its token."""
    if s.lang != "en" or not _public_gathering(s, token):
        return False
    verb = None
    if token.dep_ in ("dobj", "dative") and token.head.lemma_.lower() in words(KIND, "audience_object_verbs", s.lang):
        verb = token.head  # "told a town hall", "addressed a community meeting"
    elif token.dep_ == "pobj" and token.head.dep_ in ("prep", "dative") \
            and token.head.lower_ in words(KIND, "audience_prepositions", s.lang) | {"during", "in"}:
        verb = token.head.head
    if verb is None or verb.i == token.i or not is_verb(verb):
        return False
    if verb.tag_ == "VBG" and verb.dep_ in ("advcl", "acl") and verb.head.i != verb.i and not _children(verb, SUBJ) \
            and verb.lemma_.lower() in words(KIND, "speech_verbs", s.lang) | SAY:
        verb = _verb_of_the_participle_s_speaker(verb)  # "Speaking at a town hall, X thanked ...": X spoke there
        if not is_verb(verb):
            return False
    elif verb.lemma_.lower() not in words(KIND, "speech_verbs", s.lang) | SAY:
        return False  # "X attended a town hall", "X was heckled at an event in <Town>": no saying told
    if not _live(s, verb) or s.passive(verb) or _said_in_the_chamber(s, verb):
        return False
    _emit_for_known_speakers(s, verb, emit)
    return False


def speaks_to_a_venue(s, token, emit) -> bool:
    """"Speaking to the <City> Chamber of Commerce, X promised ...", "X addressed the <X> Club", "X
    spoke to the <City> Board of Trade": a verb of speaking or of addressing (the lexicon's
    venue_verbs; not "told the <X> Club", which this suite keeps as no statement) whose listener is
    a body gathered to hear a speaker (see _addressed_venue), told as done: a speech outside the House.
    English, read from the verb (the body's name is a proper noun, which the patterns are not run
    on; French writes « la chambre de commerce », a noun, read by framed_by_a_public_audience).
    Only for speakers the KB knows. Never takes its token."""
    lemma = token.lemma_.lower()
    if s.lang != "en" or not is_verb(token) or s.quoted(token) or lemma not in words(KIND, "venue_verbs", s.lang):
        return False
    listeners = [p for c in token.children if c.dep_ in ("prep", "dative") and c.lower_ in _ADDRESS_PREPOSITIONS
                 for p in _children(c, {"pobj"})]
    if lemma in words(KIND, "audience_object_verbs", s.lang):
        listeners += _children(token, {"dobj", "dative"})
    if not any(_addressed_venue(s, p) for p in listeners) or _said_in_the_chamber(s, token):
        return False
    participle = token.dep_ in ("advcl", "acl") and token.head.i != token.i and not _children(token, SUBJ) \
        and token.tag_ == "VBG"
    verb = token
    if participle:
        reporting = _free_participle_on_a_reported_clause(s, token)
        if reporting is False:
            return False
        verb = reporting if reporting is not None else _verb_of_the_participle_s_speaker(token)
    # (a participle is read by its head's mood alone: "Speaking to ..., X promised to ...", whose
    # governor "promised" would make the participle's act only promised)
    if not is_verb(verb) or not _live(s, verb) or s.passive(verb):
        return False
    _emit_for_known_speakers(s, verb, emit)
    return False


def members_post_on_a_platform(s, token, emit) -> bool:
    """"X's post on Twitter drew criticism", "X's video on Instagram showed ...": a post, a tweet or a
    video (the lexicon's statement words) that a member owns (the possessive) and that the text
    places on a platform: the member posted it. Not an old one brought back ("X's old post on
    Facebook", "X's 2015 tweet": posted on another day than told), nor one someone else's verb
    makes unreal ("X's planned video on YouTube"). Never takes its token."""
    if s.lang != "en" or token.pos_ != "NOUN" or s.quoted(token) or lemma_of(token) not in STATEMENT:
        return False
    platforms = words(KIND, "platforms", s.lang)
    on = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "on" for p in _children(c, {"pobj"})]
    if not any(p.lower_.rstrip(".") in platforms or p.lemma_.lower().rstrip(".") in platforms for p in on):
        return False
    if any(c.pos_ == "NUM" or c.ent_type_ == "DATE" or c.lower_ in words(KIND, "not_held", s.lang)
           or c.lower_ in words(KIND, "old_modifiers", s.lang) for c in token.children if c.dep_ != "prep"):
        return False
    head = token.head if token.head.i != token.i else None
    if head is not None and head.pos_ in ("VERB", "AUX") and (not _live(s, head) or not_yet(s, head)):
        return False
    owner = next((c for c in token.children if c.dep_ == "poss"), None)
    person = _person(s.entity(owner)) if owner is not None else None
    if person is not None:
        emit(KIND, agent=person, confidence=0.6)
    return False


def _not_press_interview(s, token) -> bool:
    """"An interview with the ethics commissioner", "X's interview with the RCMP": an interview whose
    other party is one who inquires (the lexicon's inquirer_nouns), not the press: questioning, not
    a statement to the public. ("The interview with X" is X's, given to the press.)"""
    if lemma_of(token) not in words(KIND, "interview_nouns", s.lang):
        return False
    others = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "with" for p in _children(c, {"pobj"})]
    for other in others:
        if _the_press(s, other):
            continue
        if other.lemma_.lower() in words(KIND, "inquirer_nouns", s.lang) or other.lower_ in words(KIND, "inquirer_nouns", s.lang):
            return True
    return False


def _press_event_called_off(s, token) -> bool:
    """"X's news conference was cancelled", "X called off / postponed his news conference": a press
    event that a verb of calling off has as its object or its passive subject did not take place."""
    if not _is_press_medium(token, s.lang) or token.lemma_.lower() not in words(KIND, "hold_objects", s.lang):
        return False
    head = token.head
    if head.i == token.i or not is_verb(head):
        return False
    off = head.lemma_.lower() in words(KIND, "hold_verbs", s.lang) and any(c.lower_ == "off" for c in head.children)
    if head.lemma_.lower() not in words(KIND, "call_off_verbs", s.lang) and not off:
        return False
    return token.dep_ in OBJ | SUBJPASS or (token.dep_ in SUBJ and s.passive(head))


def press_event_not_held(s, token, emit) -> bool:
    """Takes the medium noun of a press event that did not happen as one (called off, see
    _press_event_called_off) or of an interview that was not with the press (see
    _not_press_interview), so that no later pattern reads it as a statement; and the verb that calls
    it off ("called off his news conference": not "called a news conference"). Emits nothing."""
    if s.lang != "en" or s.quoted(token):
        return False
    if is_verb(token):
        return any(_press_event_called_off(s, o) for o in _children(token, OBJ))
    return token.pos_ == "NOUN" and (_press_event_called_off(s, token) or _not_press_interview(s, token))


def _a_newsroom(s, token) -> bool:
    """A news organisation as a listener, by what says it is the press: the words of its name ("CBC
    News", "the Toronto Star", "The Hill Times"), the KB's name of a body it knows ("CBC"), a
    programme a newsroom owns ("CTV's Power Play"), or the outlet of the article itself ("this
    newspaper"). Not any organisation the parser sees (the fallback of _newsroom_named): "spoke with
    <a premier>, <a president>, <the representatives of a group>" is talking with people, whom the
    small model may tag as organisations."""
    if token.pos_ != "PROPN":
        return _the_reporters_own_outlet(s, token)
    if token.i in s.by_token:
        return _a_newsroom_by_name(s, token)
    name = [token] + [c for c in token.children if c.dep_ in ("compound", "flat", "flat:name") and c.pos_ == "PROPN"]
    titles = words(KIND, "press_names", s.lang) | words(KIND, "masthead_words", s.lang)
    if any(w.strip(".,'’") in titles for t in name for w in t.lower_.split("-")):
        return True
    owner = next((c for c in token.children if c.dep_ in ("poss", "nmod:poss")), None)
    return owner is not None and owner.i != token.i and owner.pos_ == "PROPN" and _a_newsroom(s, owner)


def speaks_to_a_newsroom(s, token, emit) -> bool:
    """"X spoke to CBC News", "Speaking to the Toronto Star on Tuesday, X said ...", "X talked with
    Global News": a verb of speaking (the lexicon's speak_verbs, not "tell", read by tells_the_press)
    whose listener is a news organisation. Not one the KB knows as something else ("spoke to the
    RCMP"), not a person, not a body of the House ("spoke to the committee"). A participle without a
    subject ("Speaking to ..., X said") is its head's subject's act. Never takes its token."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "speak_verbs", s.lang) \
            or s.quoted(token):
        return False
    listeners = [p for c in token.children if c.dep_ == "prep" and c.lower_ in ("to", "with") for p in _children(c, {"pobj"})]
    if not any(_a_newsroom(s, p) and p.lemma_.lower() not in IN_HOUSE_WORDS | {"committee"} for p in listeners):
        return False
    verb = token
    if token.tag_ == "VBG" and token.dep_ in ("advcl", "acl") and not _children(token, SUBJ) and token.head.i != token.i:
        verb = token.head  # "Speaking to CBC News, X said ...": X spoke to it
        if verb.pos_ not in ("VERB", "AUX") and verb.dep_ in SUBJ and verb.head.i != verb.i:
            verb = verb.head
    if not is_verb(verb) or not _live(s, verb) or (verb.i != token.i and not _live(s, token)) or s.passive(verb):
        return False
    emit_for_subjects(s, verb, emit, KIND, 0.65)
    return False


def answers_the_press(s, token, emit) -> bool:
    """"X took questions from reporters", "X fielded questions from the media", "X answered questions
    from CBC News": questions of the press taken and answered (the lexicon's answer_verbs with
    "questions" as object and the press as whom they came from). Not questions from members or a
    committee, not ones refused ("refused to take questions from reporters") or only faced.
    Never takes its token."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "answer_verbs", s.lang) \
            or not _live(s, token) or s.passive(token):
        return False
    for question in _children(token, OBJ):
        if question.lemma_.lower() not in ("question", "query"):
            continue
        askers = [p for c in question.children if c.dep_ == "prep" and c.lower_ == "from" for p in _children(c, {"pobj"})]
        askers += [p for c in token.children if c.dep_ == "prep" and c.lower_ == "from" for p in _children(c, {"pobj"})]
        if any(a.lemma_.lower() in PRESS or _a_newsroom(s, a) for a in askers):
            emit_for_subjects(s, token, emit, KIND, 0.65)
            return False
    return False


def remarks_to_the_press(s, token, emit) -> bool:
    """"X's comments to reporters angered ...", "In remarks to reporters on Tuesday, X said ...", "his
    remarks to CBC News": remarks (the lexicon's remark_nouns) addressed to the press are a statement
    to it: of their owner (the possessive), or of the subject of the verb they frame ("In remarks to
    ..., X ..."). Not remarks about the press ("his remarks on reporters"), nor remarks to the House.
    Never takes its token."""
    if s.lang != "en" or token.pos_ != "NOUN" or s.quoted(token) or token.lemma_.lower() not in words(KIND, "remark_nouns", s.lang):
        return False
    listeners = [p for c in token.children if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"})]
    if not any(p.lemma_.lower() in PRESS or _a_newsroom(s, p) for p in listeners):
        return False
    owner = next((c for c in token.children if c.dep_ == "poss"), None)
    if owner is not None:
        person = _person(s.entity(owner))
        head = token.head if token.head.i != token.i else None
        if person is not None and (head is None or not (head.pos_ in ("VERB", "AUX") and (not _live(s, head) or not_yet(s, head)))):
            emit(KIND, agent=person, confidence=0.6)
        return False
    if token.dep_ == "pobj" and token.head.lower_ in ("in", "during") and token.head.head.i != token.head.i:
        verb = token.head.head
        if is_verb(verb) and _live(s, verb) and not s.passive(verb):
            emit_for_subjects(s, verb, emit, KIND, 0.6)
    return False


def writes_a_public_text(s, token, emit) -> bool:
    """"X wrote an open letter to the prime minister", "X penned an op-ed", "X authored a column", « X a
    signé une lettre ouverte », « a signé une chronique »: a text that is public by its kind (the
    lexicon's public_texts) or said to be open or public ("an open letter"), written by the subject
    (the lexicon's compose_verbs). Not a letter only addressed to someone ("wrote a letter to the
    Speaker", « une lettre adressée au ministre », see _private_letter), nor one planned or refused.
    Never takes its token."""
    if not is_verb(token) or token.lemma_.lower() not in words(KIND, "compose_verbs", s.lang) \
            or not _live(s, token) or s.passive(token):
        return False
    # (French: « une lettre ouverte », whose adjective the small tagger may take for a participle)
    modifier_deps = ("amod", "compound") if s.lang == "en" else ("amod", "acl")
    for text in _children(token, OBJ):
        kind = lemma_of(text)
        public = kind in words(KIND, "public_texts", s.lang) or (kind in STATEMENT and any(
            c.lower_ in words(KIND, "public_modifiers", s.lang) for c in text.children
            if c.dep_ in modifier_deps and (s.lang == "en" or c.i == text.i + 1)))
        if public and not _private_letter(s, text) and not any(c.lower_ in words(KIND, "old_modifiers", s.lang)
                                                               for c in text.children):
            emit_for_subjects(s, token, emit, KIND, 0.65)
            return False
    return False


def tells_reporters_told_as_waiting(s, token, emit) -> bool:
    """"X told waiting reporters that ...", "X told assembled journalists ...": the small model takes the
    participle before the listener for a verb of its own, the listener its object; the listener of
    the verb of telling is the press all the same. Never takes its token."""
    if s.lang != "en" or not is_verb(token) or token.lemma_.lower() not in words(KIND, "tell_verbs", s.lang) \
            or not _live(s, token):
        return False
    for participle in token.children:
        if participle.dep_ in ("xcomp", "ccomp", "advcl") and participle.tag_ in ("VBG", "VBN") \
                and participle.i == token.i + 1 and any(o.i == participle.i + 1 and o.lemma_.lower() in PRESS
                                                          for o in _children(participle, OBJ)):
            emit_for_subjects(s, token, emit, KIND, 0.65)
            return False
    return False
