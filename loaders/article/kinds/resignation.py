"""Resignation: giving up a seat, an office or a party membership (a departure from a caucus too).

Patterns beyond the inline ones of events.py ("resigns", "steps down", "quits the post"): slamming
the door (« claque la porte »), leaving a party named or a caucus, defecting, and sitting as an
independent from now on (unless the text says the member was put out of the caucus).
"""

from __future__ import annotations

import datetime as dt

from ..grammar import (names_the_house, french_future, gapped_subjects, OBJ, SUBJ, SUBJPASS, WEEKDAYS_EN, WEEKDAYS_FR, _children, asked_in_a_question, complement_clause, denied, _french_conditional_clause, _governing, _person, is_verb, nearly_happened, _subject, _unreal, emit_for_subject, emit_for_subjects,
                       not_yet, objects_of, obligation_met, persons_of)
from .statement import passive_agent
from ..kb import key_of
from ..mentions import is_pronoun
from ..groups import number
from ..lexicon import (ANNOUNCE, ASK, EXPEL, LEAVE_OFFICE, NOT_DONE, OFFICE_NOUNS, RESIGN, RESIGN_NOUNS,
                       STATEMENT, speech_verbs, words)

KIND = "Resignation"


def _done(s, verb, from_now_on: bool = False) -> bool:
    """Said as done, not asked, planned, refused or hypothetical (`from_now_on`: a future that
    states the new situation, "will now sit as an independent", counts as done); quoted only
    when the speaker tells their own act ("I have decided to join ...")."""
    if not (verb.pos_ in ("VERB", "AUX") or is_verb(verb)) or (s.quoted(verb) and not s.speaks_in_first_person(verb)) or (
            _unreal(s, verb) if from_now_on else not_yet(s, verb)):
        return False
    if verb.dep_ == "xcomp" and verb.head.i != verb.i and _french_conditional_clause(s, verb.head):
        return False  # « songerait à faire le saut », « voudrait rejoindre »: the infinitive of a conditional
    if _contemplated_or_rumoured(s, verb):
        return False
    return _governing(verb, NOT_DONE | ASK | {"call", "urge", "réclamer"}) is None or obligation_met(s, verb)


def _contemplated_or_rumoured(s, verb, depth: int = 3) -> bool:
    """Is `verb` a departure only thought of, only rumoured or only asked for: the complement of a
    verb of contemplating ("was thinking of leaving cabinet", « songeait à quitter son poste »), the
    content of a noun of hearsay ("reports that she was leaving cabinet", « la rumeur voulant
    qu'il quitte le caucus ») or of a noun of request (_content_of_a_request_noun)? Walks up
    complements and prepositions only."""
    if _content_of_a_request_noun(s, verb):
        return True
    thinking, hearsay = words(KIND, "contemplate_verbs", s.lang), words(KIND, "hearsay_nouns", s.lang)
    head = verb
    for _ in range(depth):
        if head.head.i == head.i or head.dep_ not in ("xcomp", "ccomp", "acl", "pcomp", "prep", "pobj", "obl", "obl:arg",
                                                       "mark", "case", "advcl", "acl:relcl", "relcl"):
            return False
        head = head.head
        lemma = head.lemma_.lower()
        if _french_present_taken_for_a_noun(s, head):
            lemma = head.lower_ + "r"  # « X songe à démissionner »: the small model's noun « songe »
        if (is_verb(head) or lemma != head.lemma_.lower()) and (lemma in thinking or lemma in words(KIND, "hearsay_verbs", s.lang)) \
                or head.pos_ == "NOUN" and (lemma in hearsay or lemma.rstrip("s") in hearsay):
            return True
        if is_verb(head) and head.dep_ not in ("xcomp", "pcomp"):
            return False  # (a clause of its own above: "X said on Monday that ..." stops there)
    return False


# the words that may stand between a noun of request and its infinitive: "calls from inside his own
# caucus to step down" (by word order: the parse hangs the infinitive on any of these nouns)
_BETWEEN_A_REQUEST_AND_ITS_CONTENT = {"ADP", "DET", "PRON", "ADJ", "NOUN", "PROPN", "ADV", "NUM"}


def _content_of_a_request_noun(s, verb) -> bool:
    """Is the infinitive `verb` what a noun of request asks for ("facing calls from his caucus to step
    down", "rejected demands to quit cabinet", « des appels à démissionner », « les pressions pour
    démissionner »)? The request is told, not the departure. Read by word order: the infinitive's
    marker right before it, then, going left over words that are no verb and no comma, a noun of the
    lexicon's request_nouns."""
    doc = verb.doc
    marker = doc[verb.i - 1] if verb.i > s.sent.start else None
    if marker is None or marker.lower_ not in ("to", "à", "de", "d'", "d’", "pour"):
        return False
    requests = words(KIND, "request_nouns", s.lang)
    for token in reversed(doc[max(s.sent.start, marker.i - 8):marker.i]):
        if token.pos_ == "NOUN" and (token.lemma_.lower() in requests or token.lower_.rstrip("s") in requests):
            return True
        if token.pos_ not in _BETWEEN_A_REQUEST_AND_ITS_CONTENT:
            return False
    return False


def _french_present_taken_for_a_noun(s, token) -> bool:
    """A French present in -e the small model tagged a noun (« X songe à démissionner », « envisage de
    partir »): a noun with a subject of its own and an infinitive complement is the verb."""
    return s.lang == "fr" and token.pos_ == "NOUN" and token.lower_.endswith("e") \
        and any(c.dep_ == "nsubj" for c in token.children) and any(c.dep_ == "xcomp" for c in token.children)


def slams_the_door(s, token, emit) -> bool:
    """« X claque la porte (du caucus) », "X slams the door on the party"."""
    verbs = words(KIND, "door_verbs", s.lang)
    if (token.lemma_.lower() not in verbs and token.lower_ not in verbs) or not _done(s, token):
        return False
    doors = words(KIND, "door_nouns", s.lang)
    after = next((t for t in token.doc[token.i + 1:min(token.i + 4, s.sent.end)] if t.pos_ != "DET"), None)
    if not any(o.lemma_.lower() in doors for o in _children(token, {"dobj", "obj"})) and not (
            after is not None and after.lower_ in doors):  # (the parser may hang "la porte" on a weekday after it)
        return False
    if s.lang == "en" and not _door_slammed_on_a_party(s, token):
        return False  # "slammed the door in their faces", "on the idea": a refusal, not a departure
    if not emit_for_subjects(s, token, emit, KIND, 0.7):
        _note_and_mark(s, token, emit)
    return True


def _door_slammed_on_a_party(s, token) -> bool:
    """English says one leaves by slamming the door on what one leaves ("slammed the door on the
    party / the caucus / the Conservatives"); « claquer la porte » alone is the French idiom of it.
    Is there an "on" after the verb whose object is a party, or a noun of party or office?"""
    places = words("shared", "party_place", s.lang) | words("shared", "office_nouns", s.lang)
    for t in token.subtree:
        if t.dep_ == "prep" and t.lower_ == "on":
            for o in _children(t, {"pobj"}):
                entity = s.entity(o)
                if o.lemma_.lower() in places or entity is not None and entity.kind == "party":
                    return True
    return False


def _lemma(s, token) -> str:
    """The lemma, with the French present forms the small model leaves as they are (« quitte »,
    « démissionne ») taken back to their infinitive."""
    lemma = token.lemma_.lower()
    if s.lang == "fr" and token.pos_ == "VERB" and lemma == token.lower_ and lemma.endswith("e"):
        if lemma.endswith("re") and _french_infinitive(token):
            return lemma  # « de se joindre », « va rejoindre »: an -re infinitive is its own lemma
        return lemma + "r"
    return lemma


_FRENCH_INFINITIVE_MARKS = {"de", "d'", "d’", "à", "pour", "sans", "afin"}


def _french_infinitive(token) -> bool:
    """Is this French verb form an infinitive, whatever mood the tagger gave it: the complement of a
    verb (« entend rejoindre »), or introduced by « de », « à », « pour » (« a décidé de se joindre »)?
    (« entre », « rencontre » are presents of -rer verbs; « joindre », « rompre » infinitives.) A verb
    with a subject of its own is finite whatever its tag (« X tire sa révérence »: the small model
    may tag that present an infinitive)."""
    if any(c.dep_ in ("nsubj", "nsubj:pass") for c in token.children):
        return False
    marked = any(c.dep_ in ("mark", "case") and c.lower_ in _FRENCH_INFINITIVE_MARKS and c.i < token.i for c in token.children)
    if token.dep_ in ("ROOT", "parataxis") and not marked:
        return False  # a main clause's verb, with no « de » or « à » before it: finite
    if token.dep_ == "conj" and token.head.i != token.i and not marked:
        return _french_infinitive(token.head)  # « de quitter le parti et rejoindre ... »: as its first verb
    return token.dep_ == "xcomp" or "Inf" in token.morph.get("VerbForm") or any(
        c.dep_ in ("mark", "case") and c.lower_ in _FRENCH_INFINITIVE_MARKS and c.i < token.i for c in token.children)


def leaves_party(s, token, emit) -> bool:
    """X leaves / quits <a party named> or the caucus; « X quitte le Bloc », « X a rompu avec le
    caucus » (a verb of breaking with, its party read by word order after « avec »)."""
    # (the lexicon's "verb [object]": « rompre avec », "part ways with", "part company with")
    breaking = [rest for verb, *rest in (phrase.split() for phrase in words(KIND, "break_verbs", s.lang))
                if verb == _lemma(s, token)]
    objects = {c.i for c in _children(token, {"dobj", "obj"}) if any(c.lemma_.lower() in rest for rest in breaking)}
    if breaking and (objects or [] in breaking) and _done(s, token):
        # (a time word or an adverb may come between: « a rompu jeudi avec le Parti conservateur »,
        # « a rompu officiellement avec le caucus »)
        start = token.i + 1
        while start < s.sent.end - 1 and (token.doc[start].pos_ == "ADV" or start in objects or token.doc[start].dep_ in (
                "obl:mod", "obl:tmod", "npadvmod") and token.doc[start].head.i == token.i and token.doc[start + 1].lower_ in ("avec", "with")):
            start += 1
        after = token.doc[start:min(start + 4, s.sent.end)]
        if after and after[0].lower_ in ("avec", "with") and any(
                t.lemma_.lower() in words(KIND, "party_nouns", s.lang)
                or (t.i in s.by_token and s.by_token[t.i].entity.kind == "party") for t in after[1:3]):
            return emit_for_subjects(s, token, emit, KIND, 0.7)
        return False
    if _lemma(s, token) not in words(KIND, "leave_verbs", s.lang) or not _done(s, token):
        return False
    for obj in _children(token, {"dobj", "obj"}):
        entity = s.entity(obj)
        party = entity is not None and entity.kind == "party"
        if party or obj.lemma_.lower() in words(KIND, "party_nouns", s.lang):
            found = emit_for_subjects(s, token, emit, KIND, 0.75)
            if not found:
                _note_and_mark(s, token, emit)  # "Seven MPs left the caucus": its members may be named next
            return found
    return False


_POSTS_WALKED_AWAY_FROM = {"cabinet", "post", "portfolio", "job", "role", "leadership", "speakership"}  # (not "position": a stance)


def leaves_from_party(s, token, emit) -> bool:
    """"X walked away from the Conservative Party", "X broke away from the caucus", "X bolted from the
    Liberals", "X walked out of her party", "X walked away from cabinet": a verb of going away (the lexicon's "verb
    [particle]") with "from" a party or a caucus named as such, cabinet or an office, told as done (not "walked away from the talks", nor "from the party's position":
    the party must be what is left, the head of the phrase after "from")."""
    if s.lang != "en" or not is_verb(token) or not _done(s, token):
        return False
    lemma = _lemma(s, token)
    # (the parse may take "out" of "walked out of" for a preposition)
    particles = {c.lower_ for c in token.children if c.dep_ in ("prt", "advmod") or (c.dep_ == "prep" and c.lower_ == "out")}
    if not any(lemma == verb and set(rest) <= particles
               for verb, *rest in (phrase.split() for phrase in words(KIND, "leave_from_phrases", s.lang))):
        return False
    # (the parse may hang "from" on the particle: "walked away from")
    heads = [token] + [c for c in token.children if c.dep_ in ("prt", "advmod", "prep") and c.lower_ in particles]
    for prep in (c for head in heads for c in head.children):
        if prep.dep_ != "prep" or prep.lower_ not in ("from", "of") or (prep.lower_ == "of") != ("out" in particles):
            continue  # ("away from", "out of")
        for left in _children(prep, {"pobj"}):
            entity = s.entity(left)
            # (or cabinet, or an office named as such: "walked away from cabinet", "from his post"; not a
            # room one walks out of: "walked out of her office", "of the chamber")
            if (entity is not None and entity.kind == "party") or left.lemma_.lower() in words(KIND, "party_nouns", s.lang) \
                    | _POSTS_WALKED_AWAY_FROM:
                return emit_for_subjects(s, token, emit, KIND, 0.7)
    return False


def leaves_by_idiom(s, token, emit) -> bool:
    """« X a tiré sa révérence », « X quitte la vie politique », « X a rendu son tablier »: an idiom
    of leaving (the lexicon's "verb object [adjective]"), said as done of its subject."""
    if token.pos_ != "VERB" or not _done(s, token) or _at_the_terms_end(s, token):
        return False
    lemma = _lemma(s, token)
    for idiom in words(KIND, "idioms", s.lang):
        verb, noun, *adjective = idiom.split()
        if lemma != verb:
            continue
        for obj in _children(token, {"dobj", "obj"}):
            if obj.lemma_.lower() != noun:
                continue
            modifiers = {c.lemma_.lower() for c in obj.children} | {c.lower_ for c in obj.children}
            if adjective and not set(adjective) <= modifiers:
                continue
            return emit_for_subjects(s, token, emit, KIND, 0.65)
    return False


def no_longer_in_cabinet(s, token, emit) -> bool:
    """« X ne fait plus partie du cabinet (depuis jeudi) »: a member no longer one of the
    cabinet, told as done (not « ne fera plus partie », a future, nor under a verb of thinking or
    asking). Being left out by the leader is no resignation (corpus/README.md: giving up an office),
    so a sentence that tells a shuffle or a removal (the lexicon's removal_cues: « après le
    remaniement », « écartée ») gives none; nor a committee's membership ending with a session (a
    committee is no office: only the cabinet bodies of the lexicon)."""
    member_verbs, member_nouns = words(KIND, "member_verbs", s.lang), words(KIND, "member_nouns", s.lang)
    if token.pos_ not in ("VERB", "AUX") or token.lemma_.lower() not in member_verbs:
        return False
    # (the mood read here without the negation, which « ne ... plus » is: a future, a conditional, a
    # question, a condition, an infinitive under another verb, a verb of thinking or asking above)
    if french_future(token) or any(french_future(c) for c in token.children if c.dep_ in ("aux", "aux:tense")) \
            or "Cnd" in token.morph.get("Mood") or "Inf" in token.morph.get("VerbForm") \
            or any(c.lower_ in ("pas", "jamais") for c in token.children) or asked_in_a_question(s, token) \
            or _french_conditional_clause(s, token) or any(c.dep_ == "mark" and c.lower_ in ("si", "s'", "s’", "if")
                                                           for c in token.children) \
            or _governing(token, NOT_DONE | ASK) is not None or _contemplated_or_rumoured(s, token):
        return False
    if not any(o.lemma_.lower() in member_nouns for o in _children(token, {"obj", "dobj"})):
        return False
    if not any(c.lower_ in words(KIND, "no_longer_words", s.lang) for c in token.children) \
            or not any(c.lower_ in ("ne", "n'", "n’") for c in token.children):
        return False
    bodies = words(KIND, "cabinet_bodies", s.lang)
    named = [" ".join([o.lemma_.lower()] + [n.lemma_.lower() for n in o.children if n.dep_ == "nmod"])
             for o in token.children if o.dep_ in ("obl", "obl:arg", "nmod")]
    if not any(phrase in bodies or phrase.split()[0] in bodies for phrase in named):
        return False
    cues = words(KIND, "removal_cues", s.lang)
    if any(t.lemma_.lower() in cues or t.lower_ in cues for t in s.sent):
        return False
    return emit_for_subjects(s, token, emit, KIND, 0.6)


def _at_the_terms_end(s, verb) -> bool:
    """Does the verb's time say the Parliament's end: "left politics when Parliament was dissolved",
    "retired from Y at the election", « a quitté la vie politique avec la dissolution », « aux
    élections »? A member whose seat ends with the Parliament gives up none (corpus/README.md: a
    seat given up is a resignation; a term that runs out is not). Read on the verb's own phrases:
    a clause of dissolving or of an election called, or a noun of election or dissolution after a
    preposition of time ("at", "with", « avec », « aux »; not "before" or "after", which tell another
    day than the election's)."""
    nouns, verbs = words(KIND, "term_end_nouns", s.lang), words(KIND, "term_end_verbs", s.lang)
    prepositions = words(KIND, "term_end_prepositions", s.lang)
    for c in verb.children:
        if c.dep_ == "advcl" and (_lemma(s, c) in verbs or any(
                g.lemma_.lower() in nouns for g in _children(c, SUBJ | SUBJPASS))):
            return True
        if c.dep_ == "prep" and c.lower_ in prepositions and any(g.lemma_.lower() in nouns for g in _children(c, {"pobj"})):
            return True
        if c.dep_ in ("obl", "obl:mod", "obl:arg") and c.lemma_.lower() in nouns | {n.rstrip("s") for n in nouns} and any(
                g.dep_ == "case" and g.lower_ in prepositions for g in c.children):
            return True
    return False


def joins_another_party(s, token, emit) -> bool:
    """« X a rejoint les libéraux », « s'est joint au caucus libéral », « est passé chez les
    conservateurs », « a fait le saut au Bloc », « a changé de camp », "joined the Liberals":
    joining a party is leaving the one sat for, a floor crossing. The party joined is read by word
    order after the verb (the small French model hangs it anywhere), else as the verb's object in the
    parse; the KB must give the member's party of the day before, another one than the independents'
    (joining one's own caucus is no crossing, and a member sitting without a party gives up no
    membership by joining one)."""
    lemma = _lemma(s, token)
    if not is_verb(token) or not _done(s, token):
        return False  # (is_verb: the small French model tags the feminine « s'est jointe » an adjective)
    doc = token.doc
    after = doc[token.i + 1:min(token.i + 7, s.sent.end)]
    if lemma in words(KIND, "change_verbs", s.lang) and any(
            (t.lemma_.lower() in words(KIND, "camp_nouns", s.lang) or t.lower_ in words(KIND, "camp_nouns", s.lang))
            and not (t.i + 1 < len(doc) and doc[t.i + 1].tag_ == "POS")  # ("changed parties' fortunes")
            for t in after[:3]):
        return emit_for_subjects(s, token, emit, KIND, 0.65)  # « changer de camp », "switch sides": no party needs naming
    if lemma in words(KIND, "leap_verbs", s.lang):
        leap = next((t for t in after[:3] if t.lemma_.lower() in words(KIND, "leap_nouns", s.lang)), None)
        if leap is None:
            return False
        after = doc[leap.i + 1:min(leap.i + 6, s.sent.end)]
    elif lemma not in words(KIND, "join_verbs", s.lang):
        return False
    party = _party_joined(s, after, direct=lemma in ("rejoindre", "join", "rallier")) or _party_object(s, token)
    if party is None or _joins_in_an_act(s, token, lemma):
        return False
    agent, agent_tok = _subject(s, token)
    people = persons_of(s, agent_tok, agent) if agent_tok is not None else ([agent] if _person(agent) else [])
    if s.lang == "fr":
        # (a list whose names the parse hung anywhere: all of it, when it holds the subject found)
        listed = _listed_before_the_verb(s, token)
        if listed and (not people or {p.key for p in people} <= {p.key for p in listed}):
            people = listed
    day = emit.date or s.discourse.day
    # « X passe chez les libéraux », "X joins the Liberals" with no day told: a headline's present,
    # which news may print the day after the crossing (the KB then has the member in the new party
    # the day before the article's): the party of two days before is read too
    undated_present = emit.date in (None, s.discourse.written) and "Pres" in token.morph.get("Tense") \
        and not _past_tense(token)
    found = False
    for person in people:
        # (each person is checked here: the events are not repeated for those coordinated with one)
        # only a member the KB shows in another party the day before crossed: one it does not know
        # ("Green MP joins Liberals", a headline's role phrase resolved to nobody) is not told of
        if s.kb is None or person.iri is None or day is None:
            continue
        before = s.kb.party_at(person.iri, day - ONE_DAY)
        if before is not None and str(before) == str(party.iri) and emit.date is None and s.lang == "fr" \
                and _past_tense(token) and _crossed_to(s, person, party, day, earlier=True):
            # « X a rejoint les libéraux en novembre », « X, Y et Z avaient rejoint les libéraux »: a
            # crossing told as past at a time that is no day (the member was of that party by the
            # article's day and of another one some time before), undated
            event = emit(KIND, agent=person, confidence=0.6)
            if event is not None:
                event.date = None
                emit.each_read.append(event)
            found = True
            continue
        late = False
        if before is not None and str(before) == str(party.iri) and undated_present:
            before, late = s.kb.party_at(person.iri, day - 2 * ONE_DAY), True
        if before is None or str(before) == str(party.iri) or str(before).endswith("/independent"):
            continue  # already that party's, unknown, or sitting without one: no membership given up
        event = emit(KIND, agent=person, confidence=0.65)
        if event is not None:
            if late:
                event.date = None  # (the crossing was the day before: the text tells no day for it)
            emit.each_read.append(event)
        found = True
    return found


def _joins_in_an_act(s, token, lemma: str) -> bool:
    """"Most Liberals joined the Conservatives in supporting the motion", « se sont joints aux
    conservateurs pour appuyer la motion »: joining others in an act (a vote, a protest) is doing it
    with them, no change of party. An English gerund after "in", or « pour » and an infinitive after
    « se joindre à », in the verb's clause (not « rejoindre les libéraux pour ... », a crossing's
    purpose)."""
    doc = token.doc
    for t in doc[token.i + 1:min(token.i + 10, s.sent.end - 1)]:
        if t.text in (",", ";", ":") or t.pos_ in ("VERB", "AUX") and t.dep_ not in ("pcomp", "advcl", "xcomp"):
            return False
        nxt = doc[t.i + 1]
        if s.lang == "en" and t.lower_ == "in" and nxt.tag_ == "VBG":
            return True
        if s.lang == "fr" and lemma == "joindre" and t.lower_ == "pour" and (
                "Inf" in nxt.morph.get("VerbForm") or nxt.pos_ == "PRON" and t.i + 2 < s.sent.end
                and "Inf" in doc[t.i + 2].morph.get("VerbForm")):
            return True
    return False


def _past_tense(verb) -> bool:
    """A French compound past (« a rejoint », « avaient rejoint ») or a simple past of `verb`."""
    if any(c.dep_ == "aux:tense" and c.lemma_.lower() in ("avoir", "être") for c in verb.children) \
            or "Past" in verb.morph.get("Tense") and "Fin" in verb.morph.get("VerbForm"):
        return True
    # (the parse may hang the auxiliary elsewhere: « ont eux aussi rejoint », read by word order)
    for t in reversed(verb.doc[max(verb.sent.start, verb.i - 4):verb.i]):
        if t.lower_ in _PAST_AUXILIARIES:
            return True
        if t.pos_ not in ("ADV", "PRON"):
            return False
    return False


_PAST_AUXILIARIES = {"a", "ont", "avait", "avaient", "est", "sont", "était", "étaient"}


# what may stand between the names of a list of subjects and their verb, « les conservateurs A, en
# novembre, B, en décembre, et C, en février, ont eux aussi rejoint ... »: the list's joints, time
# phrases, the subject's pronoun of emphasis and its adverbs
_LIST_JOINTS = {",", "et", "ainsi", "que", "puis", "en", "au", "à", "le", "la", "les", "l'", "l’", "eux", "elles",
                "aussi", "également", "tour", "leur", "ont", "avaient", "sont", "étaient", "ensuite", "déjà"}


def _listed_before_the_verb(s, verb) -> list:
    """The persons listed right before a French verb the parse left without a subject, read by word
    order back to the clause's start (a colon, a semicolon or the sentence's start): two names or
    more with nothing between them but commas, « et », months, years, party nouns of members and the
    like (_LIST_JOINTS); none when anything else comes between (another clause, another verb)."""
    doc = verb.doc
    names = {}
    for m in s.mentions:
        if s.sent.start <= m.tokens[0] and m.tokens[1] <= verb.i and m.entity.kind in ("person", "party"):
            for i in range(*m.tokens):
                names[i] = m
    people = []
    i = verb.i - 1
    while i >= s.sent.start:
        t = doc[i]
        if t.text in (":", ";", "—", "–"):
            break
        if t.lower_ in ("lui", "elle", "eux", "elles") and i > s.sent.start and doc[i - 1].lower_ in ("avant", "comme"):
            break  # « avant lui, X, Y et Z avaient ... »: the fronted phrase starts the clause
        m = names.get(i)
        if m is not None:
            if m.entity.kind == "person" and m.entity.key not in [p.key for p in people]:
                people.insert(0, m.entity)
            i = m.tokens[0] - 1
            continue
        if t.lower_ in _LIST_JOINTS or t.like_num or t.lower_ in _MONTHS_FR or t.lemma_.lower() in words(KIND, "party_nouns", s.lang) \
                or t.lower_ in ("député", "députés", "députée", "députées"):
            i -= 1
            continue
        return []
    return [p for p in people if _person(p) is not None] if len(people) >= 2 else []


_MONTHS_FR = {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
              "novembre", "décembre", "automne", "hiver", "printemps", "été"}


def _party_object(s, verb):
    """The party a verb of joining takes as its object in the parse, when the word order did not
    show it: "joined the Liberal caucus", « a rejoint le caucus libéral » (a party noun whose
    modifier names the party)."""
    party = None
    for obj in _children(verb, OBJ):
        entity = s.entity(obj)
        if entity is None and obj.lemma_.lower() in words(KIND, "party_nouns", s.lang):
            entity = next((s.entity(c) for c in obj.children if c.dep_ in ("compound", "amod", "nmod", "poss")
                           and s.entity(c) is not None and s.entity(c).kind == "party"), None)
        if entity is not None and entity.kind == "party" and entity.iri is not None:
            party = entity
    return party


def _party_joined(s, tokens, direct: bool):
    """The party named right after a verb of joining: after one of its prepositions (« chez les
    libéraux », « au Bloc », "to the Liberals"), as its object when `direct` (« rejoindre les
    libéraux »), or through « caucus » (« au caucus libéral »); a determiner may come between."""
    preps = words(KIND, "join_prepositions", s.lang)
    # nouns a party is named through: « au caucus libéral », « dans le camp libéral », « les rangs du
    # Parti libéral » (with the « de » that brings the party after them)
    through = words(KIND, "party_nouns", s.lang) | words(KIND, "camp_nouns", s.lang)
    for k, t in enumerate(tokens):
        m = s.by_token.get(t.i)
        if m is not None and m.entity.kind == "party" and m.entity.iri is not None:
            # (what may come between: articles, « caucus », a weekday or an adverb)
            lead = [w for j, w in enumerate(tokens[:k]) if w.pos_ not in ("DET", "ADV")
                    and w.lemma_.lower() not in through and w.lower_ not in through
                    and not (w.lower_ in ("du", "de", "des", "d'", "d’") and j > 0
                             and (tokens[j - 1].lemma_.lower() in through or tokens[j - 1].lower_ in through))
                    and w.lower_ not in WEEKDAYS_FR | WEEKDAYS_EN | {"se", "s'", "s’"}]
            if (lead and all(w.lower_ in preps for w in lead)) or (not lead and direct):
                return m.entity
            return None
        if t.is_punct or t.pos_ in ("VERB", "AUX"):
            return None
    return None


def defects(s, token, emit) -> bool:
    """X defects (from a party); « X fait défection »."""
    lemma = token.lemma_.lower()
    if token.pos_ == "VERB" and lemma in words(KIND, "defect_verbs", s.lang) and _done(s, token):
        return emit_for_subjects(s, token, emit, KIND, 0.65)
    if token.pos_ == "NOUN" and lemma in words(KIND, "defect_verbs", s.lang) and token.head.lemma_.lower() == "faire" \
            and _done(s, token.head):
        return emit_for_subjects(s, token.head, emit, KIND, 0.65)
    return False


def sits_as_independent(s, token, emit) -> bool:
    """X will (now) sit as an independent; « X siégera comme indépendant »: left the party's caucus,
    unless the text says X was put out of it (a removal from caucus is no event of the ontology)."""
    if token.lemma_.lower() not in words(KIND, "sit_verbs", s.lang) or not _done(s, token, from_now_on=True):
        return False
    independent = words(KIND, "independent", s.lang)
    if not any(t.lower_ in independent or t.lemma_.lower() in independent for t in token.subtree if t.i != token.i):
        return False
    if _sitting_permitted(s, token):
        return False
    status = words(KIND, "party_status_words", s.lang)
    if any((t.lower_ in status or t.lemma_.lower() in status) and not s.quoted(t) for t in s.sent):
        # "will sit as an independent because the party has no official status", « siégera comme
        # indépendant, le parti n'étant pas reconnu »: a member of a party without standing in the
        # House (one just elected for it), who left none
        return False
    if any(t.lemma_.lower() in EXPEL or t.lower_ in EXPEL for t in s.sent):
        return False  # "expelled, she will sit as an independent"
    if s.discourse.removed_from_caucus or s.discourse.caucus_removal_told:
        return False  # the text tells of a removal: sitting as an independent may be its consequence
    agent, agent_tok = _subject(s, token)
    people = persons_of(s, agent_tok, agent) if agent_tok is not None else ([agent] if _person(agent) else [])
    if _removal_told_by_a_noun(s, people):
        return False  # "will sit as an independent after his suspension from caucus"
    if "Pres" in token.morph.get("Tense") and not any(c.dep_ in ("aux", "aux:tense") for c in token.children):
        # "X now sits as an independent", "both now sit as independents": a state, the leaving already
        # told before ("since the resignation of X"), not a second one on the running day
        told = {e.agent.key for e in s.discourse.events if e.kind == KIND and e.agent is not None}
        people = [p for p in people if p.key not in told]
    for person in people:
        event = emit(KIND, agent=person, confidence=0.6)
        if event is not None:  # withdrawn if the article tells a removal later on
            s.discourse.independent_sittings.append(event)
    return bool(people)


def _removal_told_by_a_noun(s, people) -> bool:
    """Does the sentence name a removal from caucus by its noun ("after his suspension", « depuis son
    exclusion du caucus ») that is not another member's ("to protest the suspension of Y", « la
    suspension de Y »)? Sitting as an independent is then its consequence, not a departure."""
    nouns = words(KIND, "removal_nouns", s.lang)
    keys = {p.key for p in people}
    for t in s.sent:
        if t.lower_ not in nouns and t.lemma_.lower() not in nouns or s.quoted(t):
            continue
        whose = [s.by_token[c.i].entity for c in t.subtree if c.i != t.i and c.i in s.by_token
                 and s.by_token[c.i].entity.kind == "person"]
        if not whose or any(e.key in keys for e in whose):
            return True
    return False


def _sitting_permitted(s, sit) -> bool:
    """Is the sitting only allowed or possible: "X can / may sit as an independent", "was allowed to
    sit", « X pourra siéger comme indépendant », « est autorisé à siéger »? A ruling or a rule that
    lets a member sit so says nothing of the member leaving a party."""
    permission = words(KIND, "permission_verbs", s.lang)
    if any(c.dep_ in ("aux", "aux:tense", "aux:pass") and c.lemma_.lower() in permission for c in sit.children):
        return True
    return _governing(sit, permission) is not None or (
        # "is able to sit": the adjective heads the infinitive
        sit.dep_ == "xcomp" and sit.head.lemma_.lower() in permission)


# verbs of putting out that also name the Chair's acts or appointments: not a removal from caucus
NOT_REMOVAL = {"name", "order", "ordonner", "enjoindre", "sommer"}


def notes_a_caucus_removal(s, token, emit) -> bool:
    """"X was expelled from the caucus", "ejected from caucus", « exclu du caucus », "suspended from
    the caucus": whoever it is (an unnamed member in a headline too), the article tells of a removal,
    so that "will sit as an independent" is not read as leaving the party. Notes it and takes no token."""
    lemma = token.lemma_.lower()
    removal = EXPEL | words(KIND, "removal_verbs", s.lang)
    if (lemma not in removal and token.lower_ not in removal) or lemma in NOT_REMOVAL or s.negated(token):
        return False
    place = words(KIND, "party_nouns", s.lang)
    # read by surface order up to the clause's end: the small French model often parses the
    # participle of a headline as an adjective with no complement
    for t in token.doc[token.i + 1:min(token.i + 8, s.sent.end)]:
        if t.is_punct or t.pos_ in ("VERB", "AUX"):
            break
        if t.lemma_.lower() in place or t.lower_ in place:
            s.discourse.caucus_removal_told = True
            break
    if lemma in words(KIND, "removal_verbs", s.lang) or token.lower_ in words(KIND, "removal_verbs", s.lang):
        # a suspension of members, the caucus not named or further on: "the leader suspended X and Y",
        # « a suspendu deux de ses députés, X et Y », "suspended X, the member for ..., from his
        # caucus", "X was suspended": a member is put out (not a sitting, a debate or a vote suspended)
        if any(t.lemma_.lower() in place or t.lower_ in place for t in token.subtree if t.i != token.i) \
                or any(_names_a_member(s, c) for c in token.children if c.dep_ in OBJ | SUBJPASS):
            s.discourse.caucus_removal_told = True
    return False


def _names_a_member(s, phrase) -> bool:
    """Does `phrase` (a verb's object or passive subject) name a KB person or members ("two of his
    MPs", « deux de ses députés »)?"""
    members = words("description", "member_nouns", s.lang)
    return any(t.i in s.by_token and s.by_token[t.i].entity.kind == "person"
               or t.lemma_.lower() in members or t.lower_ in members for t in phrase.subtree)


ONE_DAY = dt.timedelta(days=1)
GROUP_WINDOW = 3  # sentences after the group's act within which its members may be listed


def _group_size(token) -> int | None:
    """"seven MPs", « sept députés », "3 members": the count of a counted group of people."""
    for c in token.children:
        if c.dep_ == "nummod" and number(c) is not None:
            return number(c)
    return None


def note_group(s, verb, emit) -> bool:
    """"Four Bloc MPs resigned", « quatre députés du Bloc ont démissionné »: a counted group
    acts, its members unnamed. Remembered, with its party if it names one, until a sentence lists
    that many members (group_members)."""
    _, subject = _subject(s, verb)
    size = _group_size(subject) if subject is not None and subject.pos_ == "NOUN" else None
    if size is None and subject is not None and subject.pos_ == "NUM" and any(
            c.lower_ in ("of", "des", "d'", "d’") for c in subject.subtree if c.i > subject.i):
        size = number(subject)  # "Seven of the ten Bloc MPs", « sept des dix députés »
    if size is None:
        return False
    party = next((s.by_token[t.i].entity for t in subject.subtree if t.i in s.by_token
                  and s.by_token[t.i].entity.kind == "party"), None)
    s.discourse.pending_groups.append({"size": size, "party": party, "date": emit.date, "span": (emit.start, emit.end),
                                       "seen": 0, "sentence": None})
    return True


def group_members(s, token, emit) -> bool:
    """The sentence that names as many members the KB knows as a counted group that resigned just
    before ("... the four of them: W, X, Y and Z") gives each of them a Resignation, when they all
    belonged that day to the party the group was named by. Takes no token."""
    d = s.discourse
    key = (s.offset, s.sent.start)
    if not d.pending_groups or d.group_sentence == key:
        return False
    d.group_sentence = key
    people = []
    for m in s.mentions:
        if s.sent.start <= m.tokens[0] < s.sent.end and m.entity.kind == "person" and m.entity.iri is not None \
                and m.entity.key not in [p.key for p in people]:
            people.append(m.entity)
    from ..discourse import Event
    for group in list(d.pending_groups):
        if group["sentence"] == key:
            continue  # the group's own sentence
        group["seen"] += 1
        if group["seen"] > GROUP_WINDOW:
            d.pending_groups.remove(group)
            continue
        # (the sentence right after may name some of them only: "X was among them", « X est du nombre »)
        partial = group["seen"] == 1 and 0 < len(people) < group["size"] and _names_some_of_them(s)
        if len(people) != group["size"] and not partial:
            continue
        party, date = group["party"], group["date"]
        # (the day before: who leaves a party may belong to another from that day on)
        if party is not None and party.iri is not None and (s.kb is None or date is None or any(
                str(party.iri) not in (str(s.kb.party_at(p.iri, date)), str(s.kb.party_at(p.iri, date - ONE_DAY)))
                for p in people)):
            continue
        for person in people:
            if any(e.kind == KIND and e.agent is not None and e.agent.key == person.key and e.date == date for e in d.events):
                continue  # (the group's own sentence took them up already: groups._members_named_next)
            event = Event(KIND, *group["span"], agent=person, date=date, confidence=0.6)
            d.events.append(event)
        d.pending_groups.remove(group)
    return False


def _names_some_of_them(s) -> bool:
    """Does the sentence say that the people it names are some of a group just told ("X was among
    them", "X and Y were among them", « X est du nombre », « Parmi eux, X et Y »), not negated?"""
    doc, start = s.sent.doc, s.sent.start
    text = [t.lower_ for t in doc[start:s.sent.end]]
    if any(w in ("not", "n't", "pas", "never", "jamais", "ni") for w in text):
        return False
    named = [m.tokens for m in s.mentions if m.entity.kind == "person" and start <= m.tokens[0] < s.sent.end]
    for phrase in words(KIND, "some_of_them", s.lang):
        part = phrase.split()
        at = next((start + i for i in range(len(text)) if text[i:i + len(part)] == part), None)
        if at is None or not named:
            continue
        if at == start or at == start + 1 and text[0] in ("and", "et"):
            return True  # « Parmi eux, X et Y »
        # the names are the subject of a clause of being: all before the phrase, no verb between them
        # and it ("The review was among them, said X", "X said the review was among them": not theirs)
        last = max(end for _, end in named)
        if last <= at and not any(t.pos_ == "VERB" for t in doc[last:at]):
            return True
    return False


def tenders_resignation(s, tok, ev) -> bool:
    """X announces / tenders his resignation; X quits the post; a letter of resignation was
    submitted by X, « une lettre de démission a été remise par X »"""
    lemma = tok.lemma_.lower()
    if tok.pos_ == "VERB" and _contemplated_or_rumoured(s, tok):
        return False
    if tok.pos_ == "VERB" and lemma in ANNOUNCE and s.passive(tok) and not s.negated(tok):
        subject = next(iter(_children(tok, SUBJPASS)), None)
        if subject is not None and any(t.lemma_.lower() in RESIGN_NOUNS for t in subject.subtree):
            agent = passive_agent(s, tok)
            if agent is not None:
                ev(KIND, agent=agent, confidence=0.7)
                _note_handed_over(s, ev)
                return True
    # (a relative pronoun object stands for its noun: "the resignation that X tendered", « le siège
    # qu'a quitté X »)
    objects = objects_of(tok) if tok.pos_ == "VERB" else []
    if tok.pos_ == "VERB" and not s.negated(tok) and (
            (lemma in ANNOUNCE and any(c.lemma_.lower() in RESIGN_NOUNS for c in objects))
            # « a transmis sa lettre de démission », "handed in her letter of resignation", « a fait
            # l'annonce de sa démission »: the resignation a complement of what is handed over or made
            or ((lemma in ANNOUNCE or lemma in words(KIND, "make_verbs", s.lang))
                and any(_own_resignation_carrier(s, c, lemma) for c in objects))
            # "announced his departure from cabinet": a noun of leaving, with what it leaves
            or (lemma in ANNOUNCE and any(c.lemma_.lower() in words(KIND, "departure_nouns", s.lang)
                                          and _leaves_a_membership(s, c) for c in objects))
            or (lemma in LEAVE_OFFICE and any(_office_noun(c) for c in objects))
            or (lemma in ANNOUNCE and _own_resignation_after(tok))) and not _post_of_a_body_outside_politics(s, tok):
        # (asked of someone: « a demandé au député X de quitter le caucus », the infinitive hung on the
        # one asked)
        asked = tok.dep_ in ("xcomp", "ccomp") and tok.head.lemma_.lower() in NOT_DONE | ASK \
            or _governing(tok, NOT_DONE | ASK | {"call", "urge", "réclamer"}) is not None
        if not asked or obligation_met(s, tok):
            # "the prime minister announced X's resignation": the one whose it is resigned, not the
            # subject; but the owner of the office left is not the one leaving ("X left Y's cabinet")
            owners = [_person(s.entity(p)) for c in objects if not _office_noun(c) for p in c.children
                      if p.dep_ in ("poss", "nmod:poss") and p.i in s.by_token]
            owner = next((o for o in owners if o is not None), None)
            others = [o for c in objects if c.lemma_.lower() in RESIGN_NOUNS for o in _resignation_owner_after(c)]
            if owner is None and others:
                # "announced the resignation of her chief of staff", « a annoncé la démission de son chef
                # de cabinet »: the one whose resignation it is, named after the noun; nobody when the
                # KB does not know them (never the one announcing it)
                owner = next((o for o in (_person(s.entity(t)) for t in others) if o is not None), None)
                if owner is None:
                    return True
            if owner is not None:
                ev(KIND, agent=owner, confidence=0.7)
            else:
                emit_for_subject(s, tok, ev, "Resignation", 0.75)
            if lemma in ANNOUNCE:
                _note_handed_over(s, ev)
            return True
    return False


def _resignation_owner_after(noun) -> list:
    """The one whose resignation `noun` is, named in its complement: "the resignation of her chief of
    staff", « la démission de son chef de cabinet », « la démission du ministre X »; not what is left
    (« sa démission de son poste », « du caucus »), which is an office or a membership."""
    out = []
    for c in noun.children:
        if c.dep_ == "prep" and c.lower_ == "of":
            out += [p for p in c.children if p.dep_ == "pobj" and not _office_noun(p)]
        elif c.dep_ == "nmod" and any(k.dep_ == "case" and k.lower_ in ("de", "du", "d'", "d’") for k in c.children) \
                and not _office_noun(c) and (c.pos_ == "PROPN" or any(
                    k.dep_ in ("det", "nmod:poss") and k.lower_ in _POSSESSIVES for k in c.children)
                    or c.lemma_.lower() in words("shared", "person_nouns", "fr")):
            out.append(c)
    return out


def _note_handed_over(s, emit) -> None:
    """Remember the resignations this sentence hands over ("offered his resignation", « a remis sa
    démission »): a refusal of it told in this sentence or the next withdraws them."""
    keys = {e.agent.key for e in emit.events if e.kind == KIND and e.agent is not None}
    if keys:
        s.discourse.offered_resignations.append((s.discourse.sentence_no, emit.start, keys))


def turns_down_a_resignation(s, token, emit) -> bool:
    """"..., but he turned it down", "refused to accept it", "rejected her offer", « qui l'a refusée »,
    « a rejeté sa démission »: a resignation handed over and turned down is no resignation (corpus/
    README.md guidelines), and the refusal of an offer is no Refusal (it declines no request). Notes
    the sentence (without_resignations_turned_down withdraws the offer of this sentence or the one
    before); takes no token."""
    lemma = _lemma(s, token)
    particles = {c.lower_ for c in token.children if c.dep_ in ("prt", "compound:prt")}
    if not any(lemma == verb and set(rest) <= particles or token.lower_ == verb and not rest
               for verb, *rest in (phrase.split() for phrase in words(KIND, "turn_down_verbs", s.lang))):
        return False
    if not (is_verb(token) or token.pos_ == "ADJ" and token.dep_ != "amod") or s.negated(token):
        return False
    # what is turned down: its object, or the object of its "accept" ("refused to accept it")
    accepting = [c for c in token.children if c.dep_ == "xcomp" and _lemma(s, c) in words(KIND, "accept_verbs", s.lang)]
    objects = [o for head in [token] + accepting for o in _children(head, OBJ)]
    offered = RESIGN_NOUNS | words(KIND, "offer_nouns", s.lang) | words(KIND, "letter_nouns", s.lang)
    if any(o.lower_ in ("it", "l'", "l’", "la", "le") or o.lemma_.lower() in offered for o in objects):
        s.discourse.resignations_turned_down.add(s.discourse.sentence_no)
    return False


def without_resignations_turned_down(d) -> list:
    """The article's events but the resignations handed over in a sentence that, or whose next
    sentence, tells them turned down."""
    dropped = [(start, keys) for number, start, keys in d.offered_resignations
               if {number, number + 1} & d.resignations_turned_down]
    return [e for e in d.events if not (e.kind == KIND and e.agent is not None and any(
        e.start == start and e.agent.key in keys for start, keys in dropped))]


_POSSESSIVES = {"his", "her", "their", "its", "sa", "son", "leur"}


def _own_resignation_carrier(s, noun, verb_lemma) -> bool:
    """Is `noun` a letter of resignation handed over, or an announcement made of a resignation, with a
    possessive saying it is the subject's own: « sa lettre de démission », "his letter of
    resignation", "her resignation letter", « l'annonce de sa démission »? (A verb of making takes
    only the announcement: « a fait la lettre » hands nothing over.)"""
    lemma = noun.lemma_.lower()
    announcement = lemma in words(KIND, "announcement_nouns", s.lang)
    if not announcement and (lemma not in words(KIND, "letter_nouns", s.lang) or verb_lemma in words(KIND, "make_verbs", s.lang)):
        return False
    resignations = [g for c in noun.children for g in ([c] + [p for p in c.children if p.dep_ == "pobj"])
                    if g.lemma_.lower() in RESIGN_NOUNS and g.i > noun.i or c.dep_ == "compound" and g.lemma_.lower() in RESIGN_NOUNS]
    if not resignations:
        return False
    owner = noun if not announcement else resignations[0]
    return any(c.lower_ in _POSSESSIVES and c.dep_ in ("det", "poss", "nmod:poss") for c in owner.children)


def _own_resignation_after(verb) -> bool:
    """A resignation handed over that the parse hung elsewhere (on an adverb between: « a présenté
    officiellement sa démission », « a remis sans tarder sa démission », "submitted formally his
    resignation"): read by word order, the verb of handing over, then only adverbs (or « sans » and an
    infinitive), then a possessive and a noun of resignation."""
    doc = verb.doc
    i = verb.i + 1
    while i < verb.sent.end and i - verb.i <= 4:
        t = doc[i]
        if t.pos_ == "ADV" and t.lower_ not in ("not", "pas", "ne", "n'", "n’", "never", "jamais"):
            i += 1
        elif t.lower_ == "sans" and i + 1 < verb.sent.end and doc[i + 1].pos_ == "VERB":
            i += 2
        else:
            break
    if i == verb.i + 1 or i + 1 >= verb.sent.end:
        return False  # (nothing between: the parse read it, and the patterns above took it or not)
    return doc[i].lower_ in _POSSESSIVES and doc[i + 1].lemma_.lower() in RESIGN_NOUNS


def _office_noun(noun) -> bool:
    """An office or a membership one leaves: « son poste », « le caucus », and the cabinet by its
    French name, « le conseil des ministres » (« conseil » alone may be a city's); in English also
    "it" standing for such a noun said earlier in the sentence ("X, a member of the cabinet since
    2015, is leaving it")."""
    if noun.lower_ == "it" and noun.lang_ == "en":
        return _office_pronoun(noun)
    return noun.lemma_.lower() in OFFICE_NOUNS or (noun.lemma_.lower() == "conseil" and any(
        c.lemma_.lower() == "ministre" and c.dep_ == "nmod" for c in noun.children))


# what follows "leave it" when the phrase means something else than leaving a post ("left it to the
# provinces", "leave it at that", "left it open", "leaves it up to the House")
_NOT_LEAVING_IT = {"to", "up", "at", "there", "behind", "alone", "open", "aside", "out", "for", "with", "in",
                   "unchanged", "unclear", "unanswered", "unsaid", "off", "on"}
_TIME_NOUNS = {"day", "week", "month", "year", "decade", "time", "morning", "afternoon", "evening", "night",
               "term", "session", "spring", "summer", "fall", "autumn", "winter"}


def _office_pronoun(pronoun) -> bool:
    """Does English "it", the object of a verb of leaving, stand for an office or membership? Its
    antecedent is read as the last singular noun before it in the sentence that is no date and no
    time word ("X, a member of Y's cabinet since its first day, is leaving it": the cabinet; "X,
    who wrote the budget, is leaving it": the budget, no office; "told reporters she is leaving it":
    "it" is not the reporters)."""
    doc = pronoun.doc
    if pronoun.i + 1 < len(doc) and doc[pronoun.i + 1].lower_ in _NOT_LEAVING_IT:
        return False
    for token in reversed(doc[pronoun.sent.start:pronoun.i]):
        if token.pos_ not in ("NOUN", "PROPN") or token.ent_type_ in ("DATE", "TIME", "CARDINAL", "ORDINAL") \
                or token.lemma_.lower() in _TIME_NOUNS or token.tag_ in ("NNS", "NNPS"):
            continue
        return token.lemma_.lower() in OFFICE_NOUNS
    return False


def tenders_resignation_in_a_medium(s, token, emit) -> bool:
    """"X announced her resignation in a statement / in a post": the statement patterns take the
    verb (it tells a statement too), so the resignation it announces is read before them. Never
    takes its token (tenders_resignation, later, emits the same event once more, which is merged)."""
    tenders_resignation(s, token, emit)
    return False


def _renounced(verb) -> list:
    """What a verb of renouncing gives up: its phrases after « à » (« renoncer à son siège »)."""
    return [c for c in verb.children if c.dep_ in ("obl:arg", "obl", "obl:mod", "iobj")
            and any(g.lower_ in ("à", "au") for g in c.children)]


def gives_up_office(s, token, emit) -> bool:
    """X gave up / relinquished his seat; « X a renoncé à son siège »."""
    lemma = token.lemma_.lower()
    if token.pos_ != "VERB" or not _done(s, token):
        return False
    if lemma in words(KIND, "give_up_verbs", s.lang):
        if lemma == "give" and not any(c.dep_ == "prt" and c.lower_ == "up" for c in token.children):
            return False
        offices = _children(token, OBJ)
    elif lemma in words(KIND, "renounce_verbs", s.lang):  # « renoncer à » + the office
        offices = _renounced(token)
    else:
        return False
    if not any(o.lemma_.lower() in OFFICE_NOUNS for o in offices) or _post_of_a_body_outside_politics(s, token):
        return False
    return emit_for_subjects(s, token, emit, KIND, 0.7)


def gives_up_a_riding(s, token, emit) -> bool:
    """A seat given up, named by its riding: "X gave up Y last spring", "X retired from Y", "X left
    Y after ten years", "X vacated Y", « X a quitté Y », « X a laissé vacante Y », « X a renoncé à
    Y »; and the seat a relative clause says was left: "Y, the seat X vacated", « Y, la
    circonscription qu'a quittée X ». The KB must show the member holding that riding (on the
    event's day, or within the two years before the article's day when the text gives none) and
    then no longer (_held_the_riding): a riding is also a town one leaves for the day. Not a trip
    ("left Y for Ottawa", "left Y to campaign", « a quitté Y pour Ottawa »)."""
    lemma = _lemma(s, token)
    if lemma not in words(KIND, "seat_verbs", s.lang) or not is_verb(token) or not _done(s, token):
        return False
    particles = {c.lower_ for c in token.children if c.dep_ in ("prt", "compound:prt")}
    if lemma in words(KIND, "seat_verbs_with_particle", s.lang) and "up" not in particles:
        return False  # "give": only "gave up"
    if _leaves_for_somewhere(s, token) or _at_the_terms_end(s, token):
        return False
    riding, seat_noun = _riding_after(s, token, lemma), None
    relative = None
    if riding is None:
        relative = _seat_of_a_relative_clause(s, token)
        if relative is not None:
            riding, seat_noun = relative
    agent, agent_tok = _subject(s, token)
    if relative is not None and (_person(agent) is None or agent_tok is None or agent_tok.i < token.head.i
                                 or agent_tok.lower_ in ("qu'", "qu’", "que", "that", "which")):
        agent = _inverted_subject(s, token)  # (not the antecedent, which the parse may give as the subject)
    person = _person(agent)
    if riding is None and person is not None:
        riding = _unlinked_riding_after(s, token, lemma, person)
    if riding is None and person is not None and _the_house_after(s, token):
        # « X a quitté la Chambre des communes », "X left the House of Commons": the seat X held then,
        # whichever riding, checked as a riding named is, and left while the Parliament sat on
        riding = next((r for r in _ridings_of(s, person)
                       if _held_the_riding(s, person, r, emit.date, parliament_sat_on=True)), None)
    if person is None or not _held_the_riding(s, person, riding, emit.date):
        return False
    event = emit(KIND, agent=person, confidence=0.65)
    if event is not None:
        emit.each_read.append(event)  # (the riding was checked for this member only, not for those coordinated)
    for other, named in gapped_subjects(s, token):
        # "..., and Y, that of B", « et Y, celui de B »: Y left the seat of B, checked as X's was
        mention = s.by_token.get(named.i)
        if mention is not None and mention.entity.kind == "riding" and _held_the_riding(s, other, mention.entity, emit.date):
            copy = emit(KIND, agent=other, confidence=0.6)
            if copy is not None:
                emit.each_read.append(copy)
    return True


# what may stand between a verb of leaving and the riding it gives up: « de », « à », "from", an
# article, a particle, an adverb, « vacant(e) » before the name
_BEFORE_THE_RIDING = {"from", "up", "de", "du", "d'", "d’", "à", "au", "la", "le", "l'", "l’", "the", "its", "his", "her",
                      "son", "sa", "vacant", "vacante", "officiellement", "formally", "officially", "circonscription",
                      "riding", "seat", "siège", "of"}


def _riding_after(s, verb, lemma):
    """The riding (its entity) a verb of leaving names right after it, by word order: "gave up Y",
    "retired from Y", « a laissé vacante la circonscription de Y »; None when something else comes
    first or the riding's name goes on as a noun phrase of its own ("left the Y riding association").
    Verbs that need a preposition ("retire from", « renoncer à », « démissionner de ») must have it."""
    doc = verb.doc
    needs = _PREPOSITIONS_NEEDED.get(lemma)
    seen = []
    for t in doc[verb.i + 1:min(verb.i + 7, verb.sent.end)]:
        m = s.by_token.get(t.i)
        if m is not None and m.entity.kind == "riding" and m.tokens[0] == t.i:
            after = doc[m.tokens[1]] if m.tokens[1] < verb.sent.end else None
            last = doc[m.tokens[1] - 1]
            if after is not None and after.i not in s.by_token and not _time_word(after) and after.ent_type_ not in ("DATE", "TIME") \
                    and (after.pos_ in ("NOUN", "PROPN") or after.lemma_.lower() in words(KIND, "seat_nouns", s.lang)
                         or last.dep_ in ("compound", "nmod") and last.head.i >= m.tokens[1] and last.head.pos_ in ("NOUN", "VERB")):
                return None  # "left the Y riding association meeting": the riding names something else
            if needs is not None and not set(needs) & set(seen):
                # (« laisser vacant » may put « vacant » after the name: « a laissé Y vacant »)
                if not (lemma == "laisser" and after is not None and after.lower_ in needs):
                    return None
            return m.entity
        if t.lower_ in _BEFORE_THE_RIDING or t.pos_ in ("DET", "ADV") and t.lower_ not in ("not", "pas", "ne", "n'") \
                or _time_word(t):
            seen.append(t.lower_)
            continue
        return None
    return None


def _time_word(token) -> bool:
    """A weekday, a month or a time of day between a verb and its complement (« a laissé vacante
    mercredi la circonscription de Y »)."""
    return token.lower_ in WEEKDAYS_EN | WEEKDAYS_FR | _MONTHS_FR | _MONTHS_EN | _TIME_OF_DAY | {"hier", "yesterday", "today"}


_MONTHS_EN = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december"}


def _the_house_after(s, verb) -> bool:
    """Is the House named right after a verb of leaving, as its object (« a quitté la Chambre des
    communes », "left the House of Commons"), by word order past articles and adverbs?"""
    for t in verb.doc[verb.i + 1:min(verb.i + 5, verb.sent.end)]:
        if t.lower_ in ("la", "le", "les", "l'", "l’", "the") or t.pos_ == "ADV":
            continue
        mention = s.by_token.get(t.i)
        entity = mention.entity if mention is not None else None
        if entity is not None:
            return entity.kind == "org" and entity.iri is not None and key_of(entity.iri) == "house-of-commons"
        return t.pos_ in ("NOUN", "PROPN") and names_the_house(t)
    return False


def _ridings_of(s, person) -> list:
    """The ridings the KB shows `person` sitting for, as entities."""
    kb = s.kb
    if kb is None or person.iri is None or not hasattr(kb, "memberships"):
        return []
    from ..mentions import Entity
    iris = dict.fromkeys(str(m.get("iri")) for m in kb.memberships(person.iri) if m.get("iri"))
    return [Entity(kind="riding", iri=iri, label=iri) for iri in iris]


def _unlinked_riding_after(s, verb, lemma, person):
    """The riding a verb of leaving names right after it when the mentions left the name unlinked (a
    riding named like a town or a university: "retired from Y"): the capitalised words there must be
    a name of a riding the KB shows the member sitting for (_held_the_riding decides when)."""
    kb = s.kb
    if kb is None or person.iri is None or not hasattr(kb, "memberships"):
        return None
    doc = verb.doc
    needs = _PREPOSITIONS_NEEDED.get(lemma)
    i, seen = verb.i + 1, []
    while i < verb.sent.end and (doc[i].lower_ in _BEFORE_THE_RIDING or doc[i].pos_ == "ADV"):
        seen.append(doc[i].lower_)
        i += 1
    if needs is not None and not set(needs) & set(seen):
        return None
    j = i
    while j < verb.sent.end and j - i < 6 and (doc[j].is_title or doc[j].text in ("—", "–", "-")) and j not in s.by_token:
        j += 1
    if j == i or not doc[i].is_title:
        return None
    held = {str(m.get("iri")) for m in kb.memberships(person.iri)}
    name = doc[i:j].text
    for match in kb.name_matches(name):
        if getattr(match, "kind", None) == "riding" and str(match.iri) in held:
            from ..mentions import Entity
            return Entity(kind="riding", iri=match.iri, label=name)
    return None


# the prepositions some verbs of leaving need before the riding ("retired from Y", « renoncé à Y »)
_PREPOSITIONS_NEEDED = {"retire": ("from",), "renoncer": ("à", "au"), "démissionner": ("de", "du", "d'", "d’"),
                        "laisser": ("vacant", "vacante")}


def _seat_of_a_relative_clause(s, verb):
    """"Y, the seat X vacated", « Y, la circonscription qu'a quittée X », « la circonscription que X a
    laissée vacante »: the verb of a relative clause whose relative pronoun is its object and whose
    antecedent is a riding or a noun of a seat; (riding or None, the noun)."""
    if verb.dep_ not in ("relcl", "acl:relcl") or verb.head.i == verb.i:
        return None
    antecedent = verb.head
    if not any(c.dep_ in ("dobj", "obj") and (c.tag_ in ("WDT", "WP") or "Rel" in c.morph.get("PronType")
                                              or c.lower_ in ("qu'", "qu’", "que", "that", "which"))
               for c in verb.children) and not (s.lang == "en" and not _children(verb, OBJ)):
        return None  # ("the seat X vacated": English may leave the relative pronoun out)
    m = s.by_token.get(antecedent.i)
    if m is not None and m.entity.kind == "riding":
        return m.entity, None
    if antecedent.lemma_.lower() not in words(KIND, "seat_nouns", s.lang):
        return None
    # the seat noun in apposition to the riding named before it ("Y, the seat ...", « Y, le siège ... »)
    doc = verb.doc
    before = min(t.i for t in antecedent.subtree if not t.is_punct) - 1  # (the parse may hang the comma on the noun)
    if before > verb.sent.start and doc[before].text == ",":
        m = next((s.by_token[t.i] for t in reversed(doc[verb.sent.start:before]) if t.i in s.by_token), None)
        if m is not None and m.entity.kind == "riding" and m.tokens[1] == before:
            return m.entity, antecedent
    return None


def _inverted_subject(s, verb):
    """French puts the subject of a relative clause after its verb (« la circonscription qu'a quittée
    en juin X »): the first person named after the verb, before the clause ends (a comma, a verb)."""
    doc = verb.doc
    for t in doc[verb.i + 1:verb.sent.end]:
        m = s.by_token.get(t.i)
        if m is not None and m.entity.kind == "person":
            return m.entity
        if t.text in (",", ";", ":", ".") or t.pos_ in ("VERB", "AUX"):
            return None
    return None


def _leaves_for_somewhere(s, verb) -> bool:
    """A trip, not a departure: "left Y for Ottawa", "left Y on Monday to campaign in Z", "left Y for
    the weekend", « a quitté Y pour Ottawa », « a quitté Y lundi pour se rendre à Z », « vers
    Montréal »: read by word order to the clause's end (the parse hangs these anywhere), a
    preposition of going towards followed by a place, a time or an infinitive ("left Y for personal
    reasons" is no trip)."""
    doc = verb.doc
    towards = words(KIND, "towards_prepositions", s.lang)
    trip_times = words(KIND, "trip_time_nouns", s.lang)
    for t in doc[verb.i + 1:verb.sent.end]:
        if t.i in s.by_token:
            continue  # (a riding's name has its own dashes: "Y—Z")
        if t.text in (";", ":", "—") or t.pos_ in ("VERB", "AUX") and t.dep_ in ("conj", "ccomp", "parataxis") and not t.i == verb.i:
            return False
        if t.lower_ not in towards:
            continue
        following = [u for u in doc[t.i + 1:min(t.i + 4, verb.sent.end)] if u.pos_ not in ("DET", "PRON") and u.lower_ not in ("se", "s'", "s’")]
        nxt = following[0] if following else None
        if nxt is None:
            return False
        m = s.by_token.get(nxt.i)
        if nxt.pos_ in ("VERB", "AUX") or nxt.ent_type_ in ("GPE", "LOC", "FAC") or nxt.lemma_.lower() in trip_times \
                or nxt.lower_ in trip_times or m is not None and m.entity.kind in ("riding", "org") \
                or nxt.pos_ == "PROPN" and m is None:
            return True
    return False


def _held_the_riding(s, person, riding, day, parliament_sat_on=False) -> bool:
    """Did the KB person sit for that riding on `day` or the day before (with no day: at some time in
    the two years before the day the article was written, the seat given up "in February"), in a
    membership the KB ends within SEAT_END_DAYS after that day and that no membership of the same
    riding takes up again (a re-election)? A seat given up ends; one still held long after was only
    left for a trip ("left Y on Monday morning").

    With `parliament_sat_on` (the House left, « a quitté la Chambre des communes »), the membership
    must also end while the Parliament sits on (a seat given up until a by-election), not with a
    dissolution: a member who walked out of the chamber and sat on until an election did not give up
    the seat."""
    kb = s.kb
    if kb is None or person.iri is None or riding is None or riding.iri is None or not hasattr(kb, "memberships"):
        return False
    rows = [m for m in kb.memberships(person.iri) if str(m.get("iri")) == str(riding.iri)]
    if day is not None:
        held = [m for m in rows if _valid_on(m, day) or _valid_on(m, day - ONE_DAY)]
        since = day
    else:
        today = s.discourse.written or s.discourse.day
        if today is None:
            return False
        earliest = (today - dt.timedelta(days=730)).isoformat()
        held = [m for m in rows if (not m.get("valid_from") or str(m["valid_from"]) <= today.isoformat())
                and (not m.get("valid_until") or str(m["valid_until"]) >= earliest)]
        since = today - dt.timedelta(days=730)
    latest = (since + dt.timedelta(days=SEAT_END_DAYS + (730 if day is None else 0))).isoformat()
    for m in held:
        end = m.get("valid_until")
        if not end or str(end) > latest:
            continue
        last = dt.date.fromisoformat(str(end)[:10])
        again = (last + dt.timedelta(days=120)).isoformat()
        if any(r is not m and r.get("valid_from") and str(end) < str(r["valid_from"]) <= again for r in rows):
            continue
        if not parliament_sat_on or (hasattr(kb, "session_at") and kb.session_at(last) is not None
                                     and kb.session_at(last + ONE_DAY) is not None):
            return True
    return False


# the articles before a French department named as what is left (« les Finances », « la Défense
# nationale »), and the noun that may name it (« le ministère des Pêches »)
_FRENCH_DEPARTMENT_ARTICLES = {"le", "la", "l'", "l’", "les"}
_FRENCH_DEPARTMENT_NOUNS = {"ministère"}
# how long after the day it was left a portfolio must be out of the member's hands in the KB (a
# successor is sworn in within days; a minister who only left the building still holds it)
PORTFOLIO_GONE_DAYS = 45


def leaves_a_department(s, token, emit) -> bool:
    """A minister's office named by its department as what is left: « X a quitté les Finances », « X
    abandonnait la Défense nationale », « X a quitté le ministère des Pêches ». The department is
    also a building and a meeting one leaves for the day, so the KB must show the member holding a
    minister's office of that portfolio on the event's day (or, when the text gives no day, at some
    time in the two years before the article's day) and no longer PORTFOLIO_GONE_DAYS later
    (_left_the_portfolio), and in no minister's office then (a shuffle to another portfolio is
    no resignation). French only: English news name the portfolio ("left the finance
    portfolio"), which gives_up_office reads."""
    from ..mentions import _french_portfolio

    if s.lang != "fr" or _lemma(s, token) not in words(KIND, "leave_verbs", s.lang) or not is_verb(token) \
            or not _done(s, token):
        return False
    doc = token.doc
    for obj in _children(token, {"obj", "dobj"}):
        article = doc[obj.left_edge.i]
        if article.lower_ not in _FRENCH_DEPARTMENT_ARTICLES or article.head.i != obj.i:
            continue
        start = article.i + 1
        if doc[start].lemma_.lower() in _FRENCH_DEPARTMENT_NOUNS or doc[start].lower_ in _FRENCH_DEPARTMENT_NOUNS:
            start += 1
        found = _french_portfolio(doc, start)
        if found is None or not found[1] or not start <= obj.i < found[0]:
            continue
        person = _person(_subject(s, token)[0])
        if person is None or not _left_the_portfolio(s, person, found[1], emit.date):
            return False
        emit(KIND, agent=person, confidence=0.65)
        return True
    return False


def goes_out_of_cabinet(s, token, emit) -> bool:
    """« X est sorti du Conseil des ministres vendredi », « le 17 août, X sortait du cabinet »: a
    verb of going out (the lexicon's go_out_verbs) with « de » the cabinet (cabinet_bodies), told as
    done. Going out of the cabinet's weekly meeting is said the same way (« est sorti du Conseil des
    ministres sans commenter »), so the KB must show the member in a minister's office on the day the
    text gives (or the day before) and in none in the days after (_left_the_cabinet); with no day
    told, nothing; and a sentence that tells a time of day or a meeting (« lundi matin », « quelques
    heures avant », « la séance ») may tell the meeting left that day: nothing either. French only
    (English "left cabinet" is a verb of leaving)."""
    if s.lang != "fr" or emit.date is None:
        return False
    go_out = words(KIND, "go_out_verbs", s.lang)
    if not (_lemma(s, token) in go_out or token.lower_ in go_out):
        return False
    # (an imperfect the small model read as an adjective of the name before it, « X sortait du »: past, done)
    misread = token.pos_ == "ADJ" and token.dep_ in ("amod", "nmod") and token.lower_.endswith(("ait", "aient")) \
        and token.head.i < token.i
    if not (misread and not s.quoted(token) or _done(s, token)):
        return False
    if token.dep_ == "xcomp" or any(c.dep_ == "mark" for c in token.children) \
            or "Ger" in token.morph.get("VerbForm") or "Inf" in token.morph.get("VerbForm"):
        return False  # (« en sortant du cabinet », « avant de sortir du Conseil »: no act of its own)
    doc = token.doc
    at = token.i + 1
    if at >= s.sent.end or doc[at].lower_ not in ("du", "de"):
        return False
    if doc[at].lower_ == "de":
        at += 1  # « de la / de l' »: a determiner, then the body
        if at >= s.sent.end or doc[at].lower_ not in ("l'", "l’", "la", "le"):
            return False
    if at + 1 >= s.sent.end:
        return False
    body = doc[at + 1]
    bodies = words(KIND, "cabinet_bodies", s.lang)
    named = " ".join([body.lemma_.lower()] + [n.lemma_.lower() for n in body.children if n.dep_ == "nmod"
                                              and n.lemma_.lower() == "ministre"])
    if named not in bodies and body.lemma_.lower() not in bodies:
        return False
    meeting = words(KIND, "meeting_time_words", s.lang)
    if any(t.lower_ in meeting or t.lemma_.lower() in meeting for t in s.sent):
        return False  # « est sortie du Conseil des ministres lundi matin, quelques heures avant ... »: the meeting's time
    person = _person(_subject(s, token)[0])
    if person is None and misread:
        # « la députée de Delta sortait du cabinet »: the small model reads the imperfect after a name
        # as an adjective of it; the subject is the noun phrase it hangs in, before it
        top = token.head
        while top.dep_ in ("nmod", "flat:name", "appos") and top.head.i != top.i and top.head.pos_ in ("NOUN", "PROPN"):
            top = top.head
        if top.i < token.i and top.pos_ in ("NOUN", "PROPN"):
            person = _person(s.entity(top))
    if person is None or not _left_the_cabinet(s, person, emit.date):
        return False
    emit(KIND, agent=person, confidence=0.6)
    return True


def _left_the_cabinet(s, person, day) -> bool:
    """Did the KB person hold a minister's office on `day` (or the day before) and none on each of
    the days after, a week and two weeks later (not a shuffle to another portfolio, nor a meeting left)?"""
    kb = s.kb
    if kb is None or person.iri is None or not hasattr(kb, "offices_held"):
        return False

    def minister(on) -> bool:
        return any("minister" in k for k in kb.offices_held(person.iri, on))

    return (minister(day) or minister(day - ONE_DAY)) and not any(
        minister(day + dt.timedelta(days=d)) for d in (1, 7, 14))


def _left_the_portfolio(s, person, portfolio: list[str], day) -> bool:
    """Did the KB person hold a minister's office of that portfolio on `day` (or the day before) and
    no longer PORTFOLIO_GONE_DAYS later, with no minister's office at all in the two weeks after
    (a shuffle swears the member into another one at once)? With no day: such an end within the
    month or year the sentence names, or else at some time in the two years before the article's
    day (sampled weekly)."""
    from ..mentions import _holds_portfolio

    kb = s.kb
    if kb is None or person.iri is None or not hasattr(kb, "offices_held"):
        return False

    def held(on) -> bool:
        return any(_holds_portfolio(k, portfolio) for k in kb.offices_held(person.iri, on))

    def out_of_cabinet(on) -> bool:
        # (a shuffle moves the member to another portfolio: that department was left, no office given up)
        return not any("minister" in k for k in kb.offices_held(person.iri, on))

    gone = dt.timedelta(days=PORTFOLIO_GONE_DAYS)

    def left(on) -> bool:
        # out of that portfolio for good, and out of cabinet in the days after (not sworn into another)
        return not held(on + gone) and any(out_of_cabinet(on + dt.timedelta(days=d)) for d in (1, 3, 7, 14))

    if day is not None:
        return (held(day) or held(day - ONE_DAY)) and left(day)
    span = getattr(s.discourse, "time_span", None)  # the month or year the sentence names ("en février 1985")
    if span is not None:
        first, last = span
        samples = [first + dt.timedelta(days=d) for d in range(0, (last - first).days + 1, 7)] + [last]
    else:
        today = s.discourse.written or s.discourse.day
        if today is None:
            return False
        samples = [today - dt.timedelta(days=7 * week) for week in range(105)]
    return any(held(on) and left(on) for on in samples)


# a seat given up is vacant until a by-election, called within 180 days, or a general election: the
# KB ends the membership then, within this many days of the departure
SEAT_END_DAYS = 240


def _valid_on(row, day) -> bool:
    iso = day.isoformat()
    return (not row.get("valid_from") or str(row["valid_from"]) <= iso) and (not row.get("valid_until") or str(row["valid_until"]) >= iso)


def resigns_in_first_person(s, token, emit) -> bool:
    """'"I am resigning from cabinet," X wrote', « "Je quitte mes fonctions", a annoncé X »: the
    speaker of a quotation that says "I resign" resigns. Takes no token (the saying may also be a
    public statement)."""
    if token.pos_ != "VERB" or s.quoted(token) or _unreal(s, token) or \
            token.lemma_.lower() not in speech_verbs(s.lang):
        return False
    for verb in s.sent:
        if verb.pos_ != "VERB" or not s.quoted(verb) or _unreal(s, verb) or not_yet(s, verb) \
                or _governing(verb, NOT_DONE | ASK | {"call", "urge", "réclamer"}) is not None:
            continue  # (« ils veulent que je démissionne »: wanted, not done)
        lemma = verb.lemma_.lower()
        if s.lang == "fr" and verb.lower_.endswith("e") and verb.lower_ + "r" in RESIGN | LEAVE_OFFICE:
            lemma = verb.lower_ + "r"  # « je quitte », « je démissionne »: forms the small model leaves as they are
        resigning = lemma in RESIGN or (lemma == "step" and any(c.lower_ == "down" for c in verb.children)) or (
            lemma in LEAVE_OFFICE and any(c.lemma_.lower() in OFFICE_NOUNS for c in _children(verb, OBJ))) or (
            lemma in ANNOUNCE and any(c.lemma_.lower() in RESIGN_NOUNS for c in _children(verb, OBJ)))
        if not resigning:
            continue
        subject = next(iter(_children(verb, SUBJ)), None)
        if subject is None and verb.dep_ == "xcomp":  # "I have decided to resign"
            subject = next(iter(_children(verb.head, SUBJ)), None)
        if subject is None or subject.lower_ not in ("i", "je", "j'", "j’"):
            continue
        speaker = _person(_subject(s, token)[0])
        if speaker is not None:
            emit(KIND, agent=speaker, confidence=0.7)
        break
    return False


DAY_WORDS = WEEKDAYS_EN | WEEKDAYS_FR | {"today", "yesterday", "hier", "aujourd'hui"}
NOT_DAY = {"next", "upcoming", "expected", "planned", "possible", "prochain", "prochaine", "éventuelle", "prévue"}
WANT_NOUNS = {"call", "calls", "demand", "demands", "request", "appel", "appels", "demande", "demandes"}


def _leaves_a_membership(s, noun) -> bool:
    """Does a noun of leaving say it leaves (or, for a defection, goes to) a party, a caucus or an
    office: "departure from the caucus", "defection to the Liberals", « départ du caucus »?"""
    places = [p for c in noun.children if c.dep_ == "prep" and c.lower_ in ("from", "to")
              for p in _children(c, {"pobj"})]
    places += [c for c in noun.children if c.dep_ == "nmod" and s.lang == "fr"
               and any(g.lower_ in ("de", "du", "des", "d'", "d’", "vers") and g.dep_ == "case" for g in c.children)]
    for place in places:
        entity = s.entity(place)
        if entity is not None and entity.kind == "party":
            return True
        if place.lemma_.lower() in words(KIND, "party_nouns", s.lang) | OFFICE_NOUNS:
            return True
    return False


def _day_phrase_before_the_verb(s, noun) -> list:
    """English: the tokens of a phrase that sits between a subject noun phrase and its verb ("X's
    resignation as Speaker on Tuesday followed ..."), which the parser hung on the verb. Between the
    subject and its verb, with no comma, a phrase can only belong to the subject's noun phrase
    ("on Tuesday" is the resignation's day, not the following's)."""
    verb = noun.head
    if s.lang != "en" or noun.dep_ not in ("nsubj", "nsubjpass") or verb.i <= noun.i or not is_verb(verb):
        return []
    end = max(t.i for t in noun.subtree)
    between = list(noun.doc[end + 1:verb.i])
    preps = [c for c in verb.children if c.dep_ == "prep" and end < c.i < verb.i]
    if not preps or any(t.is_punct for t in between) or any(
            not any(t.i == u.i for p in preps for u in p.subtree) for t in between):
        return []  # something else between (a comma, an auxiliary, an adverb): not the subject's phrase
    return [u for p in preps for u in p.subtree]


def resignation_on_a_day(s, token, emit) -> bool:
    """"X's resignation on Monday ...", « La démission de X, lundi, ... »: a resignation with its owner
    and its day in the noun phrase happened (not one asked for, planned or possible)."""
    if token.pos_ != "NOUN" or s.quoted(token):
        return False
    phrase = [t for t in token.subtree if t.i != token.i] + _day_phrase_before_the_verb(s, token)
    joined = None
    lemma = token.lemma_.lower()
    leaving = lemma not in RESIGN_NOUNS  # a noun of leaving or joining, not of resigning
    if lemma in words(KIND, "join_nouns", s.lang):
        # « le ralliement de X aux libéraux », « le passage de X des libéraux aux conservateurs »:
        # joining another party, with the party named after a preposition of joining
        joined = _party_joined_after_noun(s, token)
        if joined is None:
            return False
    elif token.lemma_.lower() not in RESIGN_NOUNS and not (
            token.lemma_.lower() in words(KIND, "departure_nouns", s.lang) and _leaves_a_membership(s, token)) and not (
            # « le départ de X du caucus », "X's departure from cabinet": a leaving from a party or an office
            token.lemma_.lower() in words(KIND, "leave_nouns", s.lang) and any(
                t.lemma_.lower() in words(KIND, "party_nouns", s.lang) | OFFICE_NOUNS | {"cabinet", "conseil"}
                or (t.i in s.by_token and s.by_token[t.i].entity.kind == "party"
                    and t.i > 0 and t.doc[t.i - 1].lower_ in ("du", "de", "des", "from"))
                for t in phrase)) and not _announced_departure_of_a_member(s, token, phrase):
        return False
    # "the prime minister accepted X's resignation": accepted, it was given (whatever day is said)
    accepted = token.dep_ in OBJ and token.head.lemma_.lower() in words(KIND, "accept_verbs", s.lang) \
        and token.lemma_.lower() in RESIGN_NOUNS and not not_yet(s, token.head)
    # « après la démission de X », "since X's departure from caucus": a time told from the event
    # presupposes it happened, on a day the phrase may not say
    presupposed = not any(t.lower_ in NOT_DAY for t in phrase) and _presupposed_by_time_phrase(s, token)
    dated = any(t.lower_ in DAY_WORDS for t in phrase) and not any(t.lower_ in NOT_DAY for t in phrase)
    # "X's resignation had left the portfolio empty": background in the past perfect, a resignation
    # that had acted on something (the subject of a verb with an object) happened before the story's
    # time (not in the simple past: "X's resignation stunned his colleagues" is left alone, as
    # test_article_patterns decides; not "would leave ...")
    acted = token.dep_ == "nsubj" and token.lemma_.lower() in RESIGN_NOUNS and token.head.pos_ == "VERB" \
        and any(c.dep_ == "aux" and c.lower_ == "had" for c in token.head.children) \
        and bool(_children(token.head, OBJ)) and s.lang == "en" and not any(
            c.lower_ in words(KIND, "unreal_modifiers", s.lang) for c in token.children)  # "her threatened resignation"
    # "a statement on X's resignation", "reacted to the resignation of X", « a réagi à la démission
    # de X »: what is commented on is taken as having happened, on a day the phrase does not say
    # "welcomed the resignation of X", « a salué la démission de X »: greeted as done, on a day the
    # phrase does not say either (not "would welcome ...": the walk up the heads below)
    greeted = token.dep_ in OBJ and is_verb(token.head) and bool(
        {token.head.lemma_.lower(), token.head.lower_} & words(KIND, "greet_verbs", s.lang))
    topic = token.lemma_.lower() in RESIGN_NOUNS and (_topic_of_a_reaction(s, token) or greeted) and not any(
        t.lower_ in NOT_DAY | words(KIND, "unreal_modifiers", s.lang) for t in phrase)
    # « La démission de X a été acceptée lundi », « Sa démission, annoncée lundi, ... », "X's
    # resignation was accepted on Monday", « ... est entrée en vigueur mercredi »: a verb that hands
    # over, receives or makes public the resignation tells it was given, on that verb's day
    attested = _attested_by_its_verb(s, token, leaving)
    if attested is not None:
        emit.date = emit.clause_date(attested)
    if not accepted and not dated and not presupposed and not acted and not topic and attested is None:
        return False
    owner = next((c for c in token.children if c.dep_ == "poss"), None) or next(
        (c for c in token.children if c.dep_ == "nmod" and s.lang == "fr"
         and any(g.lower_ in ("de", "du", "des", "d'", "d’") for g in c.children)), None) or next(
        (p for c in token.children if c.dep_ == "prep" and c.lower_ == "of" for p in _children(c, {"pobj"})), None)
    person = _person(s.entity(owner)) if owner is not None else None
    if person is None and attested is not None:
        person = _owner_named_after(s, token)
    if person is None and owner is None and attested is not None and _own_joining_made_public(s, token) \
            and attested.i == token.head.i:
        person = _person(_subject(s, attested)[0])  # « X a officialisé son passage au Bloc »
    if person is None and owner is None and attested is not None and not leaving:
        # « La démission, annoncée hier par X dans une lettre, ... »: a resignation with no owner of its
        # own, made public by a person, is that person's (not one accepted or received by them: « la
        # démission, acceptée par le premier ministre, »)
        if _lemma(s, attested) in words(KIND, "attest_verbs", s.lang) - words(KIND, "receive_verbs", s.lang):
            person = passive_agent(s, attested)
    if owner is None and accepted:  # « a accepté sa démission »: the French possessive is a determiner
        owner = next((c for c in token.children if c.dep_ == "det" and c.lower_ in ("sa", "son", "leur")), None)
    if person is None and owner is None and attested is not None and token.dep_ in SUBJ | SUBJPASS:
        # « Sa démission, annoncée lundi, ... » opening its clause: the possessive takes up the one
        # a subject pronoun there would (« Il a démissionné »)
        owner = next((c for c in token.children if c.dep_ in ("det", "poss") and c.lower_ in _POSSESSIVES
                      and c.i == token.i - 1 and c.i == s.sent.start), None)
        if owner is not None:
            person = _person(s.pronoun(owner, None))
    if person is None and accepted and owner is not None and owner.pos_ in ("PRON", "DET"):
        person = _possessor_other_than_accepter(s, owner, token.head)
    if person is None:
        return False
    if accepted and (accepter := _person(_subject(s, token.head)[0])) is not None and accepter.key == person.key:
        return False  # nobody accepts their own resignation: the possessor was misread
    head = token.head
    # (nor past the verb a resignation attested by its own participle is the subject of: « la
    # démission, annoncée hier par X, ouvrira la voie à une partielle » tells what it will lead to)
    told_by_its_participle = attested is not None and attested.i != head.i and token.dep_ in SUBJ | SUBJPASS
    for _ in range(0 if presupposed or told_by_its_participle else 3):  # "calls for X's resignation", « réclame la démission de X », "would make ..."
        # (not past a time phrase: « après la démission de X, ils réclament une enquête » asks for something else)
        if head.lemma_.lower() in NOT_DONE | ASK | WANT_NOUNS | {"call", "urge", "réclamer", "refuse", "refuser",
                                                                  "reject", "rejeter"} \
                or head.lower_.rstrip("s") in words(KIND, "hearsay_nouns", s.lang) \
                or (head.pos_ in ("VERB", "AUX") and (_unreal(s, head) or not_yet(s, head))):
            return False
        if head.head.i == head.i:
            break
        head = head.head
    if joined is not None and not _crossed_to(s, person, joined, emit.date or s.discourse.day, presupposed and not dated):
        return False
    event = emit(KIND, agent=person, confidence=0.65)
    if event is not None and not dated and not accepted and attested is None:
        event.date = None  # « après la démission de X », "X's resignation raised ...": the sentence's day is not the resignation's
    return True


def _owner_named_after(s, noun):
    """The person a French noun of resignation belongs to, read by word order when the parse lost
    the complement (the small model may tag a name a verb): « de » / « du » right after the noun,
    then only determiners, adjectives and nouns of a person's title before a person's name
    (« la démission de X », « la démission du député X », « de la ministre X »)."""
    if s.lang != "fr":
        return None
    doc = noun.doc
    i = noun.i + 1
    if i >= s.sent.end or doc[i].lower_ not in ("de", "du", "d'", "d’"):
        return None
    titles = words("shared", "person_nouns", s.lang) | {"députée", "ministre"}
    for t in doc[i + 1:min(s.sent.end, i + 5)]:
        mention = s.by_token.get(t.i)
        if mention is not None:
            return _person(mention.entity) if mention.tokens[0] == t.i else None
        if not (t.pos_ in ("DET", "ADJ") or t.lower_ in titles):
            return None
    return None


def _announced_departure_of_a_member(s, noun, phrase) -> bool:
    """French: « le départ du ministre X, annoncé mardi par le Cabinet du premier ministre, »: a
    departure made public by a verb of attesting, with no party or office named in its phrase, is a
    leaving of the post (not a trip: « le départ de X pour Paris, annoncé mardi »)."""
    if s.lang != "fr" or noun.lemma_.lower() not in words(KIND, "departure_nouns", s.lang):
        return False
    if any(t.lower_ in words(KIND, "towards_prepositions", s.lang) or t.lemma_.lower() in words(KIND, "trip_time_nouns", s.lang)
           for t in phrase + list(noun.doc[noun.i + 1:min(noun.i + 8, s.sent.end)])):
        return False
    return _attested_by_its_verb(s, noun, leaving=True) is not None


def _own_joining_made_public(s, noun) -> bool:
    """« X a officialisé son passage au Bloc », « a confirmé son ralliement aux libéraux »: a noun of
    joining with a possessive, the object of a verb of attesting."""
    return s.lang == "fr" and noun.lemma_.lower() in words(KIND, "join_nouns", s.lang) and noun.dep_ in OBJ \
        and noun.head.i != noun.i and _lemma(s, noun.head) in words(KIND, "attest_verbs", s.lang) \
        and any(c.dep_ in ("det", "poss") and c.lower_ in _POSSESSIVES for c in noun.children)


def _participle_after_the_phrase(s, noun):
    """French, by word order: a participle opening an incise after the noun's phrase, which the parse
    hung on a name inside the phrase or on nothing (« le passage de X au Bloc, annoncé jeudi par Y, »,
    « le départ du ministre des Pêches, X, annoncé mardi »): the first comma followed by a participle
    before any finite verb. None when there is none."""
    if s.lang != "fr":
        return None
    doc = noun.doc
    for k in range(noun.i + 1, min(noun.i + 15, s.sent.end - 1)):
        t = doc[k]
        if k in s.by_token:
            continue  # (the small model tags some names verbs)
        if "Fin" in t.morph.get("VerbForm") or t.pos_ == "AUX":
            return None
        following = doc[k + 1]
        if t.text == "," and "Part" in following.morph.get("VerbForm") and following.i not in s.by_token:
            return following
    return None


def _attested_by_its_verb(s, noun, leaving: bool = False):
    """The verb that tells a resignation (the noun) was given: the passive of a verb of handing over,
    receiving or making public of which it is the subject (« la démission de X a été acceptée /
    annoncée / remise lundi », "X's resignation was accepted on Monday"), such a participle set on
    it (« sa démission, annoncée lundi, »), or its taking effect (« est entrée en vigueur », "took
    effect"); told as done (not "could be accepted", « n'a pas été acceptée »). None when there is none."""
    doc = noun.doc
    # a participle set off by a comma, or with a complement of its own, is a clause of its own
    # (« sa démission, annoncée lundi, »); bare, it may say the resignation is only expected (« sa
    # démission annoncée », "her announced resignation")
    participles = [c for c in noun.children if c.dep_ in ("acl", "amod") and c.i > noun.i
                   and ("Part" in c.morph.get("VerbForm") or c.tag_ == "VBN")
                   and (doc[c.i - 1].text == "," or any(g.dep_ not in ("punct", "aux", "aux:pass", "auxpass")
                                                        for g in c.children))]
    if not (leaving or noun.lemma_.lower() in RESIGN_NOUNS) or any(
            c.lower_ in words(KIND, "unreal_modifiers", s.lang) and c not in participles for c in noun.children):
        return None
    after = _participle_after_the_phrase(s, noun)
    if after is not None and all(after.i != p.i for p in participles):
        participles.append(after)  # (its comma sets it off as a clause of its own)
    attest, effect = words(KIND, "attest_verbs", s.lang), words(KIND, "effect_verbs", s.lang)
    candidates = []
    if noun.dep_ in SUBJ | SUBJPASS and noun.head.i != noun.i and noun.head.i > noun.i:
        candidates.append(noun.head)
    # « X a officialisé / confirmé son passage au Bloc »: one's own crossing made public is made (not
    # a departure: « a annoncé son départ » may be one to come)
    own_joining = noun.head.i if _own_joining_made_public(s, noun) else None
    if own_joining is not None:
        candidates.append(noun.head)
    candidates += participles
    for verb in candidates:
        lemma = _lemma(s, verb)
        if lemma in attest and (verb.head.i == noun.i or noun.dep_ in SUBJPASS or s.passive(verb)
                                or (after is not None and verb.i == after.i) or verb.i == own_joining):
            pass
        elif lemma in effect and any(t.lemma_.lower() in words(KIND, "effect_nouns", s.lang)
                                     for t in verb.doc[verb.i + 1:min(verb.i + 4, s.sent.end)]):
            pass
        else:
            continue
        if s.negated(verb) or not_yet(s, verb) or s.quoted(verb):
            return None
        return verb
    return None


def _topic_of_a_reaction(s, noun) -> bool:
    """Is the noun what a statement is about or what someone reacts or responds to: "a statement
    on X's resignation", "commented on ...", "reacted to ...", « une déclaration sur la démission
    de X », « a réagi à ... »? (Whether that reaction was itself made, the caller's walk up the
    heads decides: "declined to comment on ...", "would react to ...".)"""
    topic_prepositions = words(KIND, "topic_prepositions", s.lang)
    reaction_verbs = words(KIND, "reaction_verbs", s.lang)
    if noun.dep_ == "pobj" and noun.head.dep_ == "prep":
        preposition, head = noun.head.lower_, noun.head.head
    elif noun.dep_ in ("nmod", "obl", "obl:arg", "obl:mod"):
        preposition = next((c.lower_ for c in noun.children if c.dep_ == "case"), None)
        head = noun.head
    else:
        return False
    if preposition is None or head.i == noun.i:
        return False
    if head.pos_ == "NOUN" and head.lemma_.lower() in STATEMENT:
        return preposition in topic_prepositions
    return is_verb(head) and (head.lemma_.lower() in reaction_verbs or head.lower_ in reaction_verbs) and (
        preposition in topic_prepositions or preposition in ("to", "à", "au"))


def _possessor_other_than_accepter(s, pronoun, accept_verb):
    """Whom "his" / "her" / « sa » means in "X spoke with Y and accepted his resignation": never
    the one accepting (nobody accepts their own resignation), so the one other person of the
    pronoun's gender named earlier in the sentence, or failing any, in the previous one; None
    when that is not one person."""
    accepter = _person(_subject(s, accept_verb)[0])
    speaker = s.quotation_speaker() if s.quoted(pronoun) else None
    excluded = {e.key for e in (accepter, speaker) if e is not None}
    gender = {"his": "male", "him": "male", "her": "female", "hers": "female"}.get(pronoun.lower_)

    def fitting(people):
        found = {}
        for e in people:
            if e.kind == "person" and e.iri is not None and e.key not in excluded and (
                    gender is None or e.gender in (gender, None)):
                found.setdefault(e.key, e)
        return list(found.values())

    in_sentence = fitting(m.entity for m in s.mentions
                          if s.sent.start <= m.tokens[0] and m.tokens[1] <= pronoun.i)
    if in_sentence:
        return in_sentence[0] if len(in_sentence) == 1 else None
    earlier = fitting(s.discourse.recent)
    return earlier[0] if len(earlier) == 1 and accepter is not None else None


def _crossed_to(s, person, party, day, earlier: bool) -> bool:
    """Does the KB show the member in another party (not sitting as an independent) the day before
    `day`, as for the verbs of joining? `earlier`: the joining was told as past at `day` (« trois
    jours après le passage de X aux conservateurs »), so the member is in `party` by then and was in
    another one some time before (a week, a month, a season, a year)."""
    if s.kb is None or person.iri is None or day is None:
        return False

    def other(when) -> bool:
        before = s.kb.party_at(person.iri, when)
        return before is not None and str(before) != str(party.iri) and not str(before).endswith("/independent")

    if not earlier:
        return other(day - ONE_DAY)
    return str(s.kb.party_at(person.iri, day) or "") == str(party.iri) and any(
        other(day - dt.timedelta(days=n)) for n in (1, 7, 30, 90, 365))


def _presupposed_by_time_phrase(s, noun) -> bool:
    """Is the noun the object of a preposition that places a time after the event (« après »,
    « depuis », « à la suite de », "after", "since", "following")? Such a phrase takes the event as
    having happened."""
    prepositions = words(KIND, "since_prepositions", s.lang)
    if any(c.dep_ == "case" and c.lower_ in prepositions for c in noun.children):
        return True
    if noun.dep_ == "pobj" and noun.head.lower_ in prepositions:
        return True
    edge = noun.left_edge
    if s.lang == "en" and edge.i > noun.sent.start and noun.doc[edge.i - 1].lower_ in prepositions:
        # "vacant since the resignations of X and Y, and ...": the parse may take "since" for the mark
        # of a clause the noun is made the subject of; the phrase still starts right after "since"
        # (not "since X's resignation would ...": a clause of what may be; nor "since the rumoured
        # resignation of X was denied")
        if any(c.lower_ in words(KIND, "unreal_modifiers", s.lang) for c in noun.children):
            return False
        return not (noun.dep_ in SUBJ | SUBJPASS and (_unreal(s, noun.head) or not_yet(s, noun.head)))
    before = [t.lower_ for t in noun.doc[max(noun.sent.start, noun.i - 5):noun.i]]
    return any(" ".join(before).endswith(p) or " ".join(before[:-1]).endswith(p) for p in prepositions if " " in p)


def _party_joined_after_noun(s, noun):
    """The party a noun of joining names after its owner: the first preposition of joining
    followed by a party within the noun's phrase (« de X aux libéraux », « de X des libéraux aux
    conservateurs », the party left coming first)."""
    doc = noun.doc
    preps = words(KIND, "join_prepositions", s.lang)
    for k in range(noun.i + 1, min(noun.i + 12, s.sent.end)):
        t = doc[k]
        if t.is_punct or t.pos_ in ("VERB", "AUX"):
            return None
        if t.lower_ in preps:
            party = _party_joined(s, doc[k:min(k + 5, s.sent.end)], direct=False)
            if party is not None:
                return party
    return None


def crosses_the_floor(s, tok, ev) -> bool:
    """X crosses the floor, « X a traversé le parquet »"""
    lemma = tok.lemma_.lower()
    if lemma not in words(KIND, "cross_verbs", s.lang) or s.negated(tok):
        return False
    floor = any(c.lemma_.lower() in words(KIND, "floor_nouns", s.lang) for c in _children(tok, OBJ))
    # "crossed over to the Liberals": over to a party
    over = any(c.lower_ == "over" and c.dep_ in ("prt", "advmod", "prep") for c in tok.children) and any(
        (e := s.entity(p)) is not None and e.kind == "party"
        for c in tok.subtree if c.dep_ == "prep" and c.lower_ == "to" for p in _children(c, {"pobj"}))
    purpose = next((c for c in tok.children if c.dep_ in ("advcl", "xcomp") and any(
        m.lower_ in ("pour", "to", "afin") for m in c.children if m.dep_ in ("mark", "aux", "case"))), None)
    if floor and s.lang == "fr" and purpose is not None and not {purpose.lemma_.lower(), _lemma(s, purpose)} & (
            words(KIND, "join_verbs", s.lang) | words(KIND, "sit_verbs", s.lang)):
        # « a traversé le parquet pour serrer la main de Y »: walking across, not changing sides (French
        # only: English "crossed the floor to become / to serve ..." has more purposes of crossing)
        return False
    if floor or over:
        emit_for_subjects(s, tok, ev, "Resignation", 0.7)  # "X and Y crossed the floor": each of them
        return True
    return False


def _forced(s, verb) -> bool:
    """Is `verb` the complement of a verb that makes it happen, itself told as done: "X was forced
    to resign", "the scandal compelled X to resign", « X a été contraint de démissionner »?"""
    head = verb.head
    if verb.dep_ not in ("xcomp", "ccomp", "advcl") or head.i == verb.i:
        return False
    if obligation_met(s, verb):
        return True  # « X a dû démissionner »
    if head.lemma_.lower() not in words(KIND, "implicative_verbs", s.lang) or not_yet(s, head):
        return False
    return _governing(head, NOT_DONE | ASK | {"call", "urge", "réclamer"}) is None  # not "tried to force X to"


def _is_resigning(s, tok) -> bool:
    lemma = _lemma(s, tok)
    return tok.pos_ == "VERB" and (lemma in RESIGN or (lemma == "step" and any(c.lower_ == "down" for c in tok.children)))


def announces_own_resignation(s, tok, ev) -> bool:
    """"X announced that she will step down at the end of the month", "X told his caucus that he is
    stepping down", "X said on Friday she would resign her post when the session ends", « X a
    confirmé lundi matin qu'il renoncerait à son poste »: a member
    announcing their own departure gives it, whenever it takes effect, and the announcement is the
    event, dated by the announcing verb's day (`tok`, the verb of saying). Only the announcer's own
    (the complement's subject is the announcer), in a future, a progressive or a future of the past
    ("would", the French conditional after a verb of saying in the past) told as fact: not "would
    step down if ...", not "would not", not "would have". Takes no token."""
    if tok.lemma_.lower() not in words(KIND, "announce_verbs", s.lang) or not _done(s, tok):
        return False  # (not "is expected to announce that ...", "refused to say whether ...")
    announcer = _person(_subject(s, tok)[0])
    if announcer is None:
        return False
    for verb in _announced_clauses(s, tok):
        if _announced_departure(s, verb, tok):
            agent = _person(_subject(s, verb)[0])
            own = next((c for c in verb.children if c.dep_ in SUBJ), None)
            if own is not None and not is_pronoun(own) and (_person(s.entity(own)) is None
                                                             or _person(s.entity(own)).key != announcer.key):
                continue  # "X said the minister must resign": the clause's own subject, a role naming no one, is not X
            if agent is not None and agent.key == announcer.key:
                said_on = ev.date
                if said_on is not None and _day_phrase_before_the_clause(verb, tok):
                    # "X said on Monday he will step down": the parse hangs the saying's day on the
                    # clause after it (whose future would leave it undated); by word order it is the saying's
                    ev.date = ev.clause_date(verb)
                try:
                    ev(KIND, agent=agent, confidence=0.7)
                finally:
                    ev.date = said_on
                return False
    return False


# nouns of a time of day the small French parse hangs a complement clause on (« a confirmé lundi
# matin qu'elle ... »: the clause made a complement of « matin »)
_TIME_OF_DAY = {"soir", "matin", "midi", "après-midi", "soirée", "matinée", "nuit", "evening", "morning", "night",
                "afternoon"}


def _announced_clauses(s, verb) -> list:
    """The complement clauses of a verb of saying: its own, those the parse hung on a time phrase
    after it (« a confirmé lundi matin qu'elle ... »), and the clauses coordinated with them (« qu'il
    démissionnait et qu'il quitterait ... »)."""
    heads = [verb] + [c for c in verb.children if c.lemma_.lower() in _TIME_OF_DAY | WEEKDAYS_EN | WEEKDAYS_FR
                      and c.i > verb.i]
    clauses = [c for h in heads for c in h.children if c.i > verb.i and (
        c.dep_ == "ccomp" or complement_clause(c) and c.head.i == verb.i)]
    if _incise_of(verb):
        clauses.append(verb.head)  # (« X quittera son poste, a-t-il annoncé », "X is stepping down, he said")
    doc = verb.doc
    # the reported clause before its attribution, the parse heading the sentence on the verb of saying
    # ("X is stepping down, he told the House": "stepping" a complement left of "told", a comma between)
    clauses += [c for c in verb.children if c.dep_ == "ccomp" and c.i < verb.i
                and max(t.i for t in c.subtree) + 1 < verb.i and doc[max(t.i for t in c.subtree) + 1].text == ","]
    for clause in list(clauses):
        clauses += [c for c in clause.children if c.dep_ == "conj" and is_verb(c)]
    return clauses


def _incise_of(verb) -> bool:
    """Is the verb of saying an attribution set after the clause it reports, behind a comma: « X
    quittera la direction du parti, a-t-il annoncé jeudi », "X is stepping down, he told the House"?
    The parse hangs it on the reported verb (an adverbial clause, a parataxis or a complement)."""
    head = verb.head
    if head.i == verb.i or head.i > verb.i or verb.dep_ not in ("advcl", "parataxis", "ccomp", "conj", "dep") \
            or not is_verb(head):
        return False
    first = min(t.i for t in verb.subtree)  # (the comma may be the verb's own)
    return first > head.i and (verb.doc[first].text == "," or verb.doc[first - 1].text == ",")


def _day_phrase_before_the_clause(verb, announcing) -> bool:
    """A phrase of the clause's verb that stands between the verb of saying and the clause's subject
    ("said on Monday he will ...", "told reporters Friday that she would ..."): the saying's by word order."""
    subject = next((c for c in verb.children if c.dep_ in SUBJ), None)
    if subject is None:
        return False
    return any(c.dep_ in ("prep", "npadvmod", "obl", "obl:mod", "advmod") and announcing.i < c.i < subject.left_edge.i
               for c in verb.children)


def _announced_departure(s, verb, announcing) -> bool:
    """Is `verb`, a complement of the verb of saying `announcing`, a departure of its own subject
    told as fact: resigning or leaving an office, not quoted, not conditional ("if", "unless", « si »)
    and real, the future of the past of an announcement in the past counting as real?"""
    lemma = _lemma(s, verb)
    objects = _children(verb, OBJ)
    leaves_office = lemma in LEAVE_OFFICE and is_verb(verb) and any(_office_noun(c) for c in objects)
    # "will give up his seat", "would relinquish the chair", « renoncerait à son siège » (gives_up_office's verbs)
    gives_up = is_verb(verb) and (lemma in words(KIND, "give_up_verbs", s.lang) and (lemma != "give" or any(
        c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)) and any(o.lemma_.lower() in OFFICE_NOUNS for o in objects))
    # « qu'il renoncera à son siège »: gives_up_office's verb of renouncing, its office after « à »
    gives_up = gives_up or is_verb(verb) and lemma in words(KIND, "renounce_verbs", s.lang) and any(
        o.lemma_.lower() in OFFICE_NOUNS for o in _renounced(verb))
    no_longer_leading = _no_longer_leading(s, verb)
    if not (_is_resigning(s, verb) or leaves_office or gives_up or no_longer_leading) or s.quoted(verb) \
            or _not_an_office(s, verb) or _post_of_a_body_outside_politics(s, verb):
        return False
    if no_longer_leading:
        # (its negation is what it tells: only a question or a conditional makes it unreal)
        if asked_in_a_question(s, verb) or "Cnd" in verb.morph.get("Mood"):
            return False
    elif _unreal(s, verb) and not _future_of_the_past(s, verb, announcing):
        return False
    if any(c.dep_ == "aux" and c.lower_ in OBLIGATION for c in verb.children):
        return False  # "(X said) he must resign": an obligation, not an announced departure
    if any(c.dep_ in ("advcl", "mark", "ccomp", "parataxis", "dep") and (c.lower_ in ("if", "unless", "si") or any(
            g.lower_ in ("if", "unless", "si", "s'", "s’") for g in c.children if g.dep_ == "mark")) for c in verb.children):
        # "will step down if the report finds ...": a condition, not an announcement (« qu'il
        # démissionnerait si le parti le lui demandait »: the small French parse makes the « si »
        # clause a complement)
        return False
    if any(t.dep_ == "mark" and t.lower_ in ("if", "unless", "si", "s'", "s’") and t.i > verb.i
           for t in verb.subtree):
        return False  # (« qu'il renoncerait à son siège si le parti le lui demandait »: the parse may hang the
        #              condition on the office noun)
    return any(c.dep_ in SUBJ for c in verb.children)


def _no_longer_leading(s, verb) -> bool:
    """"X will no longer lead the party", « X ne dirigera plus le Parti libéral »: a party's leader who
    says they will not lead it from now on gives up its leadership. A future only, of a verb of
    leading (the lexicon's lead_verbs) with "no longer" or « ne ... plus », its object the party
    (named, or a noun of party), and the KB must show the subject leading that party on the day (or
    the day before): "X will no longer lead the debate" gives up nothing."""
    if not is_verb(verb) or _lemma(s, verb) not in words(KIND, "lead_verbs", s.lang) or s.kb is None:
        return False
    doc = verb.doc
    if s.lang == "en":
        future = any(c.dep_ == "aux" and c.lower_ in ("will", "'ll", "’ll", "shall") for c in verb.children)
        no_longer = any(c.lower_ == "longer" and any(g.lower_ == "no" for g in c.children) for c in verb.children) \
            or verb.i >= 2 and doc[verb.i - 2].lower_ == "no" and doc[verb.i - 1].lower_ == "longer"
    else:
        future = french_future(verb)
        no_longer = any(c.lower_ == "plus" for c in verb.children) and any(c.lower_ in ("ne", "n'", "n’") for c in verb.children)
    if not (future and no_longer):
        return False
    leader = _person(_subject(s, verb)[0])
    day = s.discourse.written or s.discourse.day
    if leader is None or leader.iri is None or day is None or not hasattr(s.kb, "offices_held"):
        return False
    led = {k.split("/", 1)[1] for d in (day, day - ONE_DAY) for k in s.kb.offices_held(leader.iri, d) if k.startswith("leader/")}
    for o in _children(verb, OBJ):
        entity = s.entity(o)
        if entity is not None and entity.kind == "party" and entity.iri is not None:
            return str(entity.iri).rsplit("/", 1)[-1] in led
        if o.lemma_.lower() in words(KIND, "party_nouns", s.lang) and entity is None:
            return bool(led)  # "his party", « son parti »
    return False


# modals of what someone ought to do, not of what will be: "must resign", "ought to step down"
OBLIGATION = {"must", "ought"}


def _future_of_the_past(s, verb, announcing) -> bool:
    """"X said he would step down", « X a annoncé qu'il quitterait son poste »: after a verb of saying
    in the past, "would" and the French conditional are the future of the past, told as fact, when
    nothing else makes the clause unreal (no negation, no "could" or "might", no "would have", no
    preference: "would rather")."""
    if s.negated(verb) or asked_in_a_question(s, verb) or denied(verb) or nearly_happened(verb):
        return False
    if not _past_saying(announcing):
        return False
    auxiliaries = {c.lower_ for c in verb.children if c.dep_ in ("aux", "aux:tense")}
    if s.lang == "en":
        if not auxiliaries & {"would", "'d", "’d"} or auxiliaries & {"could", "might", "should", "have"}:
            return False
        return not any(c.lower_ in ("rather", "sooner") for c in verb.children if c.dep_ == "advmod")
    return _french_conditional_clause(s, verb) and not auxiliaries & {"aurait", "auraient", "serait", "seraient"}


def _past_saying(verb) -> bool:
    """A verb of saying in the past: "said", "told", « a annoncé », « annonça », « annonçait »."""
    if verb.tag_ in ("VBD", "VBN"):
        return True
    return verb.lang_ == "fr" and (any(c.dep_ == "aux:tense" for c in verb.children)
                                   or bool({"Past", "Imp"} & set(verb.morph.get("Tense"))))


_REFLEXIVES = {"himself", "herself", "themselves", "myself", "ourselves", "yourself", "itself"}


def _not_an_office(s, verb) -> bool:
    """"resigned himself to a long campaign" (accepted it), "stepped down from the podium" (a place):
    the verb of resigning used for something other than giving up a post."""
    if any(c.lower_ in _REFLEXIVES for c in _children(verb, OBJ)):
        return True
    if s.lang == "en" and any(c.tag_ == "VBG" or c.pos_ == "VERB" or (c.pos_ == "NOUN" and c.lower_.endswith("ing")
                                                                    and c.lower_ not in OFFICE_NOUNS)
                              for c in _children(verb, OBJ)):
        return True  # "quit smoking": an activity given up, not a post
    if s.lang == "en" and verb.lemma_.lower() == "resign" and any(
            c.dep_ == "prep" and c.lower_ == "to" and _children(c, {"pobj"}) for c in verb.children):
        return True  # "resigned to defeat", "resigned to his fate": accepting it
    places = words(KIND, "step_down_places", s.lang)
    preps = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("from", "off", "of")]
    # ("bowed out of the debate": the parse may hang "of" on the particle)
    preps += [g for c in verb.children if c.lower_ == "out" for g in c.children if g.dep_ == "prep" and g.lower_ == "of"]
    return any(p.lemma_.lower() in places or p.lower_ in places for c in preps for p in _children(c, {"pobj"}))


def _provincial_post(s, verb) -> bool:
    """"resigned as leader of the Manitoba New Democrats", "stepped down as Alberta premier",
    « a démissionné de la direction du Parti libéral de l'Ontario », "resigned as an MPP": the post
    the verb's "as", "from", « de », « comme » phrase names is a province's, a leader's post (the
    lexicon's provincial_post_nouns) with a province or "provincial" in the phrase, or a provincial
    legislature's word (MPP, MLA, legislature). Offices outside federal politics are no Resignation
    (corpus/README.md), even when the person is a former MP in the KB."""
    from ..mentions import _PROVINCES, _PROVINCIAL_ADJECTIVES_FR, _PROVINCIAL_WORDS

    posts = words(KIND, "provincial_post_nouns", s.lang)
    phrases = [c for c in verb.children if c.dep_ in ("prep", "obl", "obl:arg", "obl:mod", "advcl") and c.i > verb.i
               and (c.lower_ in ("as", "from") or any(g.dep_ == "case" and g.lower_ in ("de", "du", "d'", "d’", "comme")
                                                      for g in c.children))]
    doc = verb.doc
    for phrase in phrases:
        # (read by word order up to the next comma or verb: the parse may cut a party's hyphenated name)
        tokens = []
        for t in doc[phrase.left_edge.i:min(s.sent.end, phrase.left_edge.i + 12)]:
            if t.is_punct and t.text != "-" or t.pos_ in ("VERB", "AUX"):
                break
            tokens.append(t)
        lowered = [t.lower_ for t in tokens]
        pairs = [" ".join(lowered[i:i + 2]) for i in range(len(lowered) - 1)]
        province = any(w in _PROVINCES or w in ("provincial", "provinciale") or _PROVINCIAL_ADJECTIVES_FR.match(w)
                       for w in lowered) or any(p in _PROVINCES for p in pairs)
        legislature = any(w in _PROVINCIAL_WORDS - {"premier", "assemblée", "queen's", "provincial", "provinciale"}
                          for w in lowered)
        if legislature or province and any(t.lemma_.lower() in posts or t.lower_ in posts for t in tokens):
            return True
    return False


def _post_of_a_body_outside_politics(s, verb) -> bool:
    """"resigned from the board of directors of a bank", "stepped down as chair of a charity", "quit the
    board of a foundation", « a quitté la présidence d'une fondation »: the post the verb's object or
    its "as", "from", « de », « comme » phrase names is one of a body outside politics (the lexicon's
    outside_body_nouns, a common noun in lower case: "the Treasury Board" is a name), and the phrase
    names no party, office or other KB body. Offices outside federal politics are no Resignation
    (corpus/README.md). Read in the phrase's own words, up to a comma or a verb ("resigned from
    cabinet to join a bank" gives up the cabinet)."""
    bodies = words(KIND, "outside_body_nouns", s.lang)
    phrases = [c for c in verb.children if c.i > verb.i and (
        c.dep_ in ("dobj", "obj") or c.dep_ in ("prep", "obl", "obl:arg", "obl:mod", "advcl") and (
            c.lower_ in ("as", "from") or any(g.dep_ == "case" and g.lower_ in ("de", "du", "des", "d'", "d’", "comme")
                                              for g in c.children)))]
    doc = verb.doc
    for phrase in phrases:
        inside = {t.i for t in phrase.subtree}
        tokens = []
        for t in doc[phrase.left_edge.i:phrase.right_edge.i + 1]:
            if t.i not in inside or t.is_punct and t.text != "-" or t.pos_ in ("VERB", "AUX") or t.dep_ == "cc":
                break  # (nor past "and": "resigned his seat and his post at a bank" gives up the seat)
            tokens.append(t)
        named = [s.by_token[t.i].entity for t in tokens if t.i in s.by_token]
        if any(e is not None and e.kind != "person" for e in named):
            return False  # "from the board of the House", "as chair of the Liberal caucus's committee"
        if any((t.lower_ in bodies or t.lemma_.lower() in bodies) and t.text[:1].islower() for t in tokens):
            return True
    return False


def _steps_aside_from_an_office(s, verb) -> bool:
    """English "X stepped aside from cabinet / as fisheries minister": stepping aside gives up a post
    only when the post is said right after it ("from" or "as" an office, a portfolio or a party, read
    by word order: the parser may make "as ... minister" a clause); "stepped aside to let the minister
    speak" gives up nothing."""
    if s.lang != "en" or verb.lemma_.lower() != "step":
        return False
    # ("stepped away from her role": the same, "away" for "aside")
    aside = next((c for c in verb.children if c.lower_ in ("aside", "away") and c.i == verb.i + 1), None)
    doc = verb.doc
    if aside is None or aside.i + 1 >= s.sent.end or doc[aside.i + 1].lower_ not in ("from", "as"):
        return False
    for t in doc[aside.i + 2:min(s.sent.end, aside.i + 6)]:
        entity = s.by_token[t.i].entity if t.i in s.by_token else None
        if t.lemma_.lower() in OFFICE_NOUNS | {"minister"} or (entity is not None and (
                entity.kind == "party" or entity.office)):
            return True
        if t.pos_ not in ("DET", "ADJ", "NOUN", "PROPN", "PART") and t.tag_ != "PRP$" or t.lower_ in ("to", "so", "because"):
            return False
    return False


def resigns(s, tok, ev) -> bool:
    """X resigns / steps down / steps aside from an office"""
    lemma = _lemma(s, tok)
    if (lemma in RESIGN or (lemma == "step" and any(c.lower_ == "down" for c in tok.children))
            or _steps_aside_from_an_office(s, tok)) \
            and tok.pos_ == "VERB" and not s.negated(tok):
        if _not_an_office(s, tok) or _contemplated_or_rumoured(s, tok) or _provincial_post(s, tok) \
                or _post_of_a_body_outside_politics(s, tok):
            return True
        if s.lang == "en" and tok.dep_ == "ROOT" and tok.tag_ == "VB" and not _children(tok, SUBJ):
            return True  # a bare infinitive the parse made the root ("wants X to step back, bow out and ..."): not done
        clause = tok
        while clause.dep_ == "conj" and clause.head.i != clause.i and is_verb(clause.head):
            clause = clause.head  # "wants X to step back and bow out": the first verb's governor wants both
        if clause.dep_ == "xcomp" and clause.head.i != clause.i and is_verb(clause.head) and not_yet(s, clause.head):
            return True  # "would have had to resign", "could decide to quit": the infinitive of what is not done
        if _governing(clause, NOT_DONE | ASK | {"call", "urge", "réclamer"}) is not None and not _forced(s, clause):
            return True
        if not emit_for_subjects(s, tok, ev, "Resignation", 0.8):  # "X and Y quit cabinet": each of them
            _note_and_mark(s, tok, ev)
        return True
    return False


def _note_and_mark(s, verb, emit) -> None:
    if note_group(s, verb, emit):
        s.discourse.pending_groups[-1]["sentence"] = (s.offset, s.sent.start)
