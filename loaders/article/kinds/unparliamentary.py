"""UnparliamentaryLanguage: a member calling another a name ("X called Y a liar", « X a traité Y de menteur »).

The patterns of this kind over the dependency parse; see kinds/__init__.py for how they are run.
"""

from __future__ import annotations

from ..grammar import (OBJ, against_phrases, names_the_house, WEEKDAYS_FR, SUBJPASS, _by_agent, _children, _object, _person, _right_person,
                       _subject, _unreal, generic, not_yet,
                       subj_tok_is_pronoun)
from .request import quotation_listener
from ..lexicon import ASK, CALL, PERSON_NOUNS, REFUSE, REMARK, words
from .accusation import PLURAL_OBJECT_PRONOUNS, _after_preposition, _private_person, named_outside_the_kb
from .ruling import _to_order
from .statement import _is_press_medium


def _an_insult(s, word) -> bool:
    """One of the names a member may not call another (the lexicon's insult_nouns)."""
    insults = {w.lower() for w in words("UnparliamentaryLanguage", "insult_nouns", s.lang)}
    return word.lemma_.lower() in insults or word.lower_ in insults


_WHERE = {"at", "in", "on", "during", "via", "through", "over", "dans", "sur", "à", "au", "aux", "en", "pendant",
          "durant", "lors"}


def said_outside_the_house(s, verb, word_tok) -> bool:
    """The clause places the words outside the chamber: "at a rally", "in an interview", "on social
    media", « lors d'un rassemblement » (on the verb, or on the word, where the parser often hangs
    the phrase). The ontology's UnparliamentaryLanguage is used in the House; a place in the House
    named too ("in the House, and later at a rally") keeps it."""
    venues = words("UnparliamentaryLanguage", "outside_venues", s.lang)
    platforms = words("PressStatement", "platforms", s.lang)
    if any(_outside_the_chamber(s, t) for head in (verb, word_tok) for t in head.subtree):
        return True  # "outside the House", « hors de la Chambre »
    heads = {verb.i, word_tok.i}  # its own phrases of place or medium only (not "after his interview")
    # (and a weekday's, which governs no phrase of its own: « de « lâche » samedi lors d'un rassemblement »)
    heads |= {t.i for head in (verb, word_tok) for t in head.subtree if t.lower_ in WEEKDAYS_FR and t.head.i in heads}
    places = [t for head in (verb, word_tok) for t in head.subtree if t.pos_ in ("NOUN", "PROPN") and (
        t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.i in heads and t.head.lower_ in _WHERE
        or t.dep_ in ("obl", "obl:mod", "nmod", "obl:arg") and (
            t.head.i in heads or t.head.lower_ == "lors" and t.head.head.i in heads)  # « lors d'un ... » read as an adverb
        and (t.head.lower_ == "lors" or any(c.dep_ in ("case", "fixed") and c.lower_ in _WHERE for c in t.children)))]
    if any(names_the_house(t) for t in places):
        return False
    return any(t.lemma_.lower() in venues or t.lower_ in platforms or _is_press_medium(t, s.lang) for t in places)


def _reflexive_causative(verb) -> bool:
    """« Y s'est fait traiter de menteur (par X) »: an infinitive under a reflexive « se faire » is a
    passive, its subject the one the act is done to."""
    if "Inf" not in verb.morph.get("VerbForm"):
        return False
    faire = verb.head if verb.head.lemma_.lower() == "faire" and verb.head.i != verb.i else next(
        (c for c in verb.children if c.lemma_.lower() == "faire" and c.i < verb.i), None)
    if faire is None:
        return False
    return any(c.lower_ in ("se", "s'", "s’") for c in list(verb.children) + list(faire.children))


def _negated_causative(s, verb) -> bool:
    """« Y ne s'est jamais fait traiter de ... »: the negation may hang on « faire » or be the bare
    « ne » on the infinitive."""
    faire = [c for c in verb.children if c.lemma_.lower() == "faire"] + (
        [verb.head] if verb.head.lemma_.lower() == "faire" else [])
    return any(s.negated(f) for f in faire) or any(c.lower_ in ("ne", "n'", "n’") for c in verb.children)


def _outside_the_chamber(s, token) -> bool:
    """Is `token` the chamber named as where the words were NOT said: "outside the House", "outside
    of the Commons", « hors de la Chambre », « à l'extérieur des Communes »? Read from the words
    before it (articles and prepositions only between), as the parse hangs "outside" either way."""
    if not names_the_house(token) or s.quoted(token):
        return False
    outside = words("UnparliamentaryLanguage", "outside_words", s.lang)
    i = token.i - 1
    while i >= s.sent.start and i >= token.i - 4:
        t = token.doc[i]
        if t.lower_ in outside:
            return True
        if t.pos_ not in ("DET", "ADP") and t.lower_ not in ("of", "de", "des", "du", "la", "l'", "l’"):
            return False
        i -= 1
    return False


def calls_a_name(s, tok, ev) -> bool:
    """X calls Y a <word>  /  X traite Y de <mot>"""
    lemma = tok.lemma_.lower()
    d = s.discourse
    describes = lemma in words("UnparliamentaryLanguage", "describe_verbs", s.lang)
    if (lemma in CALL or describes) and tok.pos_ == "VERB":
        if _to_order(s, tok) is not None:
            return False  # "called X to order": the Chair's admonition (ruling.chair_admonishes)
        word_tok = next((c for c in tok.children if c.dep_ in ("oprd", "attr", "xcomp", "acomp")
                         and c.pos_ in ("NOUN", "ADJ")), None)
        if describes:
            # "described X as a \"hypocrite\"": the word after "as", quoted (the word itself was used)
            word_tok = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ in ("as", "comme")
                             for p in _children(c, {"pobj"}) if p.pos_ in ("NOUN", "ADJ") and s.quoted(p)), None)
            if word_tok is None:
                return False
            if lemma in words("UnparliamentaryLanguage", "neutral_describe_verbs", s.lang) and not _an_insult(s, word_tok):
                return True  # 'described the minister as a "partner"': describing judges nothing by itself
        causative = _reflexive_causative(tok)
        passive = s.passive(tok) or causative
        obj = None if causative else _object(tok)  # (the parse's « de « mot » » is no object then)
        if obj is not None and not passive and s.lang == "fr" and (not obj.is_alpha or s.quoted(obj)):
            # « a traité de « menteur » le ministre X »: the word put before the object, which the
            # parse takes for a first object; the object is the other one
            others = [c for c in _children(tok, OBJ) if c.i > obj.i and c.is_alpha and not s.quoted(c)]
            if others:
                word_tok = word_tok or next((t for t in obj.subtree if t.is_alpha and t.i != obj.i
                                             and t.lower_ not in ("de", "d")), None)
                obj = others[0]
        if obj is None and not passive and word_tok is not None and s.lang == "fr":
            # « a qualifié d'« hypocrite » le ministre X »: the object after the word, hung on it
            obj = next((c for c in word_tok.children if c.dep_ == "appos" and c.i > word_tok.i and (
                _person(s.entity(c)) is not None or c.lemma_.lower() in PERSON_NOUNS)), None)
        if obj is None and not passive and word_tok is not None and word_tok.tag_ == "NNS":
            # "called two researchers extremists": the parser makes the plural object a compound of the name
            obj = next((c for c in word_tok.children if c.dep_ == "compound" and c.tag_ == "NNS"), None)
        if word_tok is None and obj is not None and not passive and obj.tag_ == "NNS" and _an_insult(s, obj):
            # "called two consultants frauds": the parser may make the name the object and the plural
            # object a compound of it
            inner = next((c for c in obj.children if c.dep_ == "compound" and c.tag_ == "NNS"), None)
            if inner is not None:
                word_tok, obj = obj, inner
        if obj is None and passive:  # "Y was called a liar by X", « Y s'est fait traiter de ... »: Y is the subject
            obj = next((c for c in tok.children if c.dep_ in ("nsubjpass", "nsubj:pass", "nsubj")), None)
        if word_tok is None and obj is not None:
            # (not the object's own complement, « le ministre de l'Environnement »: a name one is called
            # takes no article after « de »)
            word_tok = next((c for c in obj.children if c.dep_ in ("nmod", "amod", "acl")
                             and any(g.lower_ == "de" for g in c.children)
                             and not (s.lang == "fr" and any(g.dep_ == "det" for g in c.children))), None)
        if obj is None:
            obj_right = _right_person(s, tok, 6)
            obj = next((t for t in s.sent if t.i > tok.i and t.i in s.by_token
                        and s.by_token[t.i].entity is obj_right), None) if obj_right else None
        if word_tok is None and obj is not None:
            # "X traite Y de « mot »": the word after the object's "de" (or "a"/"an"), quoted or not
            # (in the passive the word follows the verb, not its subject: « Y a été qualifié de « mot » »;
            # the article "a" is English only, the French « a » is the auxiliary)
            start = max(obj.i, tok.i) + 1
            articles = ("de", "d'", "d’", "d") + (("a", "an") if s.lang == "en" else ())
            for t in s.sent.doc[start:min(s.sent.end, start + 9)]:
                if t.lower_ in articles and t.i + 1 < s.sent.end:
                    nxt = t.doc[t.i + 1]
                    if t.lower_ == "d":  # « d'« hypocrite » » tokenized d / ' / «
                        if nxt.text not in ("'", "’") or nxt.i + 1 >= s.sent.end:
                            continue
                        nxt = t.doc[nxt.i + 1]
                    opened = nxt.text in ("«", '"', "“") and nxt.i + 1 < s.sent.end
                    if opened:
                        nxt = t.doc[nxt.i + 1]
                    elif s.lang == "fr" and nxt.lower_ in ("l'", "l’", "la", "le", "les"):
                        continue  # « le ministre de l'Environnement, X, de « mot » »: the object's own complement
                    # (a word in guillemets after « de » is the name, whatever the small tagger made of it)
                    if nxt.is_alpha and (nxt.pos_ in ("NOUN", "ADJ", "PROPN", "X", "VERB") or opened and s.lang == "fr"):
                        word_tok = nxt
                    break
        if word_tok is not None and not word_tok.is_alpha:
            # the parser may take the opening quote for the word: « de « menteur » »
            word_tok = next((t for t in s.sent.doc[word_tok.i + 1:min(s.sent.end, word_tok.i + 3)] if t.is_alpha), None)
        if word_tok is not None and word_tok.lower_.rstrip(".") in words("UnparliamentaryLanguage", "titles"):
            word_tok = None  # « traite Mme X de ... »: a courtesy title is no word said
        if word_tok is not None and not (s.quoted(word_tok) or _an_insult(s, word_tok)):
            return True  # "called X a valued partner": a name that is neither quoted as said nor an insult
        if word_tok is not None and (word_tok.lower_ in words("UnparliamentaryLanguage", "praise_nouns", s.lang)
                                     or word_tok.lemma_.lower() in words("UnparliamentaryLanguage", "praise_nouns", s.lang)):
            return True  # 'called Y a "friend"', « a qualifié Y d'« ami » »: a name quoted, but a kind one
        if word_tok is not None and obj is not None and not passive and _called_outside_the_kb(s, obj, tok):
            # "called two researchers extremists", « les a qualifiés d'« extrémistes » » after witnesses
            # were named: people the KB does not hold are no members in the chamber, so the name is no
            # unparliamentary language wherever it was said, but a charge of a fault of character
            _name_called_outside_the_house(s, tok, obj, word_tok, passive, causative, ev)
            return True
        if word_tok is not None and obj is not None and (said_outside_the_house(s, tok, word_tok) or (
                # (the parser may hang the place on the object: « le ministre X samedi lors d'un rassemblement »)
                obj.i > tok.i and said_outside_the_house(s, obj, word_tok)) or _scene_outside_the_chamber(s, tok) or any(
                # (or on the agent of the passive: « qualifié de ... par le député X en comité »)
                said_outside_the_house(s, by, word_tok) for by in _children(tok, {"obl:agent", "agent"}))):
            # "called Y a liar at a rally", "in committee", "speaking to reporters": unparliamentary
            # language is used in the House; outside it the same name is a charge of a fault of character
            _name_called_outside_the_house(s, tok, obj, word_tok, passive, causative, ev)
            return True
        if word_tok is not None and obj is not None and not s.negated(tok) and not (causative and _negated_causative(s, tok)):
            if passive:
                target = s.entity(obj)
                agent = _by_agent(tok, s) or _after_preposition(s, tok, {"by", "par"}, limit=12)
            else:
                agent, _ = _subject(s, tok)
                target = s.entity(obj)
            if agent is None and subj_tok_is_pronoun(tok):
                agent = d.focus_member()
            agent = _person(agent)
            person_like = _person(target) is not None or obj.pos_ == "PRON" or \
                obj.lemma_.lower() in PERSON_NOUNS
            if agent is not None and person_like:
                word = _quoted_phrase(s, word_tok) if s.lang == "fr" else None
                ev("UnparliamentaryLanguage", agent=agent, target=_person(target),
                   word=word or (word_tok.lemma_.lower() if s.lang == "fr" else word_tok.text.lower()),
                   confidence=0.85 if target else 0.7)
        # no name called ("called for an apology from Y"): the verb is left to the other kinds' patterns
        return word_tok is not None
    return False


def _scene_outside_the_chamber(s, verb) -> bool:
    """The sentence names no chamber and sets the name-calling elsewhere: before the press ("Speaking
    to reporters, X called Y ...", « Devant les journalistes, X a traité Y de ... »: an audience of the
    press in a phrase of the verb, or of a participle framing it), or anywhere in a committee, a
    meeting, a rally (the lexicon's outside_venues: "told the witnesses appearing before the
    committee ... and called them ...")."""
    if any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent):
        return False
    venues = words("UnparliamentaryLanguage", "outside_venues", s.lang)
    if any(t.pos_ == "NOUN" and (t.lemma_.lower() in venues or t.lower_ in venues) and not s.quoted(t) for t in s.sent):
        return True
    if any(_in_a_written_medium(s, t) for t in s.sent):
        return True
    audiences = words("UnparliamentaryLanguage", "press_audiences", s.lang)
    frames = {verb.i} | {c.i for c in verb.children if c.dep_ in ("advcl", "acl") and c.i < verb.i}
    for t in s.sent:
        if t.lemma_.lower() not in audiences and t.lower_ not in audiences or s.quoted(t):
            continue
        # "to reporters" (a preposition between), « devant les journalistes » (its case on the noun),
        # "told reporters" (the participle's object)
        holder = t.head.head if t.dep_ == "pobj" and t.head.dep_ == "prep" else t.head
        if holder.i in frames and t.dep_ in ("pobj", "obl", "obl:mod", "obl:arg", "dobj", "obj", "iobj"):
            return True
    return False


def _in_a_written_medium(s, token) -> bool:
    """Is `token` a published medium or a platform in a phrase of place ("in a post", "on Twitter", « sur
    Twitter », « dans un communiqué », « dans une lettre ouverte »): a preposition of place, then at most
    two determiners or adjectives, then the medium? Read by word order, as the small French model
    hangs such a phrase anywhere (even reads « Twitter » as a verb); what is written there was not
    said in the chamber."""
    media = words("PressStatement", "platforms", s.lang) | words("PressStatement", "occasion_published", s.lang)
    if s.quoted(token) or token.lower_ not in media and token.lemma_.lower() not in media:
        return False
    i = token.i - 1
    while i >= s.sent.start and i >= token.i - 3 and token.doc[i].pos_ in ("DET", "ADJ"):
        i -= 1
    return i >= s.sent.start and token.doc[i].lower_ in _WHERE - {"at", "à", "au", "aux", "lors"}


def _name_called_outside_the_house(s, verb, obj, word_tok, passive, causative, ev) -> None:
    """A member calling someone a name outside the House (an insult or a fault of character, not
    a quoted word of no such kind): an Accusation (corpus/README.md guidelines), its agent the one
    calling, its target the KB person called, or none when those called are people the KB does not
    hold ("called two researchers extremists"). Not when denied, negated, hypothetical or quoted."""
    faults = words("Accusation", "fault_words", s.lang) | words("Accusation", "name_faults", s.lang)
    if not (_an_insult(s, word_tok) or word_tok.lemma_.lower() in faults or word_tok.lower_ in faults):
        return
    if s.negated(verb) or causative and _negated_causative(s, verb) or s.quoted(verb) or _unreal(s, verb) \
            or not_yet(s, verb) or generic(s, verb):
        return
    if passive:
        agent = _by_agent(verb, s) or _after_preposition(s, verb, {"by", "par"}, limit=12)
    else:
        agent = _subject(s, verb)[0]
        if agent is None and subj_tok_is_pronoun(verb):
            agent = s.discourse.focus_member()
    agent, target = _person(agent), _person(s.entity(obj))
    if agent is None or agent.iri is None or target is not None and (target.iri is None or target.key == agent.key):
        return
    if target is None and not (named_outside_the_kb(s, obj, verb) or _called_outside_the_kb(s, obj, verb)):
        return
    ev("Accusation", agent=agent, target=target, confidence=0.6 if target else 0.55)


def _called_outside_the_kb(s, obj, verb) -> bool:
    """Is `obj`, the one `verb` calls a name, a person outside the House by what they do ("two
    researchers", « un témoin ») or a plural pronoun taking such people up (« les » after « deux
    chercheurs »), with no KB person named (not a party or members: those may be in the chamber)?"""
    if s.entity(obj) is not None:
        return False
    if obj.pos_ == "PRON":
        if obj.lower_ not in PLURAL_OBJECT_PRONOUNS:
            return False
        # the plural nouns it may take up, before it in its sentence and in the sentence before (not
        # a noun modifying another, "the ethics committee"): people outside the House among them, and
        # no party, members or other group of the lexicon's (who may be in the chamber)
        doc = s.sent.doc
        start = doc[s.sent.start - 1].sent.start if s.sent.start > 0 else s.sent.start
        plurals = [t for t in doc[start:obj.i] if t.pos_ in ("NOUN", "PROPN") and t.dep_ != "compound"
                   and ("Plur" in t.morph.get("Number") or t.tag_ in ("NNS", "NNPS"))]
        groups = words("Accusation", "group_nouns", s.lang)
        private = words("Accusation", "private_people", s.lang)
        return any({t.lemma_.lower(), t.lower_} & private and t.i not in s.by_token for t in plurals) and not any(
            t.i in s.by_token and s.by_token[t.i].entity.kind in ("party", "person")
            or {t.lemma_.lower(), t.lower_} & groups for t in plurals)
    return obj.pos_ == "NOUN" and _private_person(s, obj) and not any(t.i in s.by_token for t in obj.subtree)


def _quoted_phrase(s, word) -> str | None:
    """The whole name when `word` opens a French quotation of a few words (« de « nom en plusieurs
    mots » »): the words between the guillemets, as written; None for a one-word quotation (its
    lemma is the word) or a long one (a sentence quoted, not a name)."""
    doc = word.doc
    opening = word.i - 1
    if opening < s.sent.start or doc[opening].text not in ("«", '"', "“"):
        return None
    closing = next((t.i for t in doc[word.i:min(s.sent.end, word.i + 7)] if t.text in ("»", '"', "”")), None)
    if closing is None or closing - word.i < 2 or not all(t.is_alpha or t.text in ("-", "'", "’")
                                                           for t in doc[word.i:closing]):
        return None
    return doc[word.i:closing].text.lower()


_SECOND_PERSON = {"you", "vous", "tu"}
_THIRD_PERSON = {"he", "she", "il", "elle"}


def _names_the_chamber(token) -> bool:
    """Does `token` say the House: "the House", "the Commons", « la Chambre », or the sitting held there,
    "question period" (« la période des questions »)?"""
    doc = token.doc
    if names_the_house(token):
        return True
    sitting = (token.lower_ == "period" and token.i > 0 and doc[token.i - 1].lower_ == "question") or (
        token.lower_ == "questions" and token.i > 1 and doc[token.i - 1].lower_ == "des"
        and doc[token.i - 2].lower_ == "période")
    # (not "after question period", « après la période des questions »: then in the foyer, not the House)
    return sitting and not any(t.lower_ in ("after", "before", "following", "après", "avant")
                               for t in doc[max(0, token.i - 4):token.i])


def insult_in_a_quotation(s, tok, ev) -> bool:
    """'"You are a liar," X shouted at Y in the House', '"She is a liar," X said of Y in the
    Commons': a quoted clause calling someone one of the names a member may not use (a short
    lexicon), its speaker the quotation's, its target the one it was said at ("you") or of ("he",
    "she"), and the House named in the sentence. Takes no token (the saying may be a statement)."""
    speech = words("PressStatement", "speech_verbs", s.lang) | {"shout", "yell", "crier", "lancer"}
    if tok.pos_ != "VERB" or s.quoted(tok) or _unreal(s, tok) or tok.lemma_.lower() not in speech:
        return False
    if not any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent):
        return False  # said in the House, as the sentence must say
    insults = words("UnparliamentaryLanguage", "insult_nouns", s.lang)
    for verb in s.sent:
        if not s.quoted(verb) or verb.lemma_.lower() not in ("be", "être") or s.negated(verb):
            continue
        if verb.dep_ == "cop" and s.negated(verb.head):
            continue  # (« Vous n'êtes pas un menteur »: the negation hangs on the noun the copula joins)
        word = next((c for c in verb.children if c.dep_ in ("attr", "acomp", "xcomp", "root")
                     and c.lemma_.lower() in insults | {w.lower() for w in insults}), None)
        if word is None and verb.dep_ == "cop":  # « Vous êtes un menteur »: the noun heads the clause
            word = verb.head if verb.head.lemma_.lower() in insults else None
        clause = word if verb.dep_ == "cop" else verb
        subject = next((c for c in (clause.children if clause is not None else ()) if c.dep_ in ("nsubj", "nsubj:pass")), None)
        if word is None or subject is None:
            continue
        person = subject.lower_
        preps = ("at", "to") if person in _SECOND_PERSON else ("of", "about") if person in _THIRD_PERSON else ()
        target = next((s.entity(p) for t in tok.subtree if t.dep_ == "prep" and t.lower_ in preps and not s.quoted(t)
                       for p in _children(t, {"pobj"}) if _person(s.entity(p))), None)
        if target is None and person in _SECOND_PERSON:
            # « « Vous êtes un hypocrite ! », a lancé X au ministre Y »: the one it is told to
            target = quotation_listener(s, tok)
        agent = _person(_subject(s, tok)[0])
        if agent is not None and target is not None and not said_outside_the_house(s, tok, tok):
            ev("UnparliamentaryLanguage", agent=agent, target=target, word=word.text.lower(), confidence=0.7)
    return False


def use_of_a_word(s, tok, ev) -> bool:
    """"X's use of the word \"hypocrite\" against Y in the Commons": the noun of using, its owner
    the agent, the quoted word after "of", the member it was aimed at ("against", "at", "toward")
    the target, in a sentence that names the House."""
    if tok.pos_ != "NOUN" or s.quoted(tok) or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "use_nouns", s.lang):
        return False
    owner = next((c for c in tok.children if c.dep_ == "poss"), None) or next(
        (p for c in tok.children if c.dep_ == "prep" and c.lower_ in ("by", "par") for p in _children(c, {"pobj"})), None)
    agent = _person(s.entity(owner)) if owner is not None else None
    phrase = [t for c in tok.children if c.dep_ == "prep" and c.lower_ in ("of", "de", "du") for t in c.subtree]
    word = next((t for t in phrase if s.quoted(t) and t.is_alpha), None)
    if word is None:  # 'of the word "crook" was ...': the parser may make the quoted word a subject
        word = next((w for t in phrase if t.lemma_.lower() in words("UnparliamentaryLanguage", "word_nouns", s.lang)
                     for w in [_quoted_word_after(s, t)] if w is not None), None)
    if agent is None or word is None:
        return False
    judged = [t for t in s.sent if not s.quoted(t) and t.lower_ in words("UnparliamentaryLanguage", "judged_words", s.lang)]
    if not judged and not any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent):
        return False  # (a use judged unparliamentary, "ruled that X's use of the word ... was unparliamentary", is the House's)
    if judged and said_outside_the_house(s, tok, word):
        return False
    target = next((_person(s.entity(p)) for t in tok.subtree if t.dep_ == "prep" and t.lower_ in (
        "against", "at", "toward", "towards", "contre", "envers") for p in _children(t, {"pobj"})
        if _person(s.entity(p))), None)
    head = tok.head if tok.head.i != tok.i else None
    if head is not None and head.pos_ in ("VERB", "AUX") and _unreal(s, head):
        return False  # "X's use of the word would have ...", "did not ..."
    ev("UnparliamentaryLanguage", agent=agent, target=target, word=word.text.lower(), confidence=0.65)
    return True


def _quoted_word_after(s, noun):
    """The single quoted word right after `noun` ('the word "liar"'), or None."""
    doc = noun.doc
    i = noun.i + 1
    if i + 2 >= s.sent.end or doc[i].text not in ('"', "“", "'", "‘"):
        return None
    word, closing = doc[i + 1], doc[i + 2]
    if not word.is_alpha or not s.quoted(word) or closing.text not in ('"', "”", "'", "’"):
        return None
    return word


def word_asked_withdrawn(s, tok, ev) -> bool:
    """"The Speaker asked X to withdraw the word \"liar\"", "X refused to retract the term
    \"coward\"", "X withdrew the word \"hypocrite\"": a single word quoted after a noun of words
    (the lexicon's word_nouns), the object of a verb of withdrawing, is a word the member who
    withdraws it (or is asked to, or refuses to) said: one withdraws only one's own words, and the
    Chair asks for it only of words used in the House. The member is the subject of the withdrawing
    (through "refused to"), or the one a verb of asking asks; the act that tells it (the asking, the
    refusing, the withdrawing) must be told as done, not in a rule ("a member who refuses to ...").
    The target is not told. Never takes its token."""
    nouns = words("UnparliamentaryLanguage", "word_nouns", s.lang)
    if tok.pos_ != "NOUN" or s.quoted(tok) or tok.lemma_.lower() not in nouns or tok.dep_ not in ("dobj", "obj"):
        return False
    verb = tok.head
    if verb.lemma_.lower() not in words("UnparliamentaryLanguage", "withdraw_verbs", s.lang) or s.quoted(verb):
        return False
    word = _quoted_word_after(s, tok)
    if word is None:
        return False
    head = verb.head if verb.dep_ == "xcomp" and verb.head.i != verb.i else None
    if head is not None and head.lemma_.lower() in ASK:
        top = head
        if s.passive(head):  # "X was asked to withdraw ..." (by whom may be left out)
            asked = next((c for c in head.children if c.dep_ in SUBJPASS), None)
            asker = _by_agent(head, s)
            if asker is None and any(c.dep_ == "agent" for c in head.children):
                return False  # asked by someone the text does not name as a person
        else:
            asked = _object(head)
            asker = _subject(s, head)[0]
            if _person(asker) is None:
                return False  # "organizers asked X to withdraw the word ...": not the Chair nor a member
        member = _person(s.entity(asked, s.discourse.focus_member())) if asked is not None else None
    elif head is not None and head.lemma_.lower() in REFUSE:
        top = head
        member = _person(_subject(s, head, s.discourse.focus_member())[0])
    elif head is None:
        top = verb
        member = _person(_subject(s, verb, s.discourse.focus_member())[0])
    else:
        return False
    if member is None or not_yet(s, top) or generic(s, top) or s.quoted(top):
        return False
    venues = words("UnparliamentaryLanguage", "outside_venues", s.lang) | words("PressStatement", "platforms", s.lang)
    if said_outside_the_house(s, verb, word) or said_outside_the_house(s, top, word) or any(
            t.lemma_.lower() in venues or t.lower_ in venues or _is_press_medium(t, s.lang) for t in tok.subtree):
        return False  # "... from a post on X", "the word \"liar\", which she used at a rally": not in the House
    ev("UnparliamentaryLanguage", agent=member, target=None, word=word.text.lower(), confidence=0.6)
    return False


def _word_aimed_in_the_house(s, tok, word, target, ev) -> None:
    """The UnparliamentaryLanguage of `tok`'s subject using `word`: when aimed at a member (`target`)
    or in a sentence that names the House, and not said outside it; never the target's own."""
    in_house = any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent)
    if target is None and not in_house or said_outside_the_house(s, tok, word):
        return
    agent = _person(_subject(s, tok, s.discourse.focus_member())[0])
    if agent is None or (target is not None and agent.key == target.key):
        return
    ev("UnparliamentaryLanguage", agent=agent, target=target, word=word.text.lower(), confidence=0.65)


def shouts_a_word_at(s, tok, ev) -> bool:
    """"X shouted \"liar\" at Y", "X yelled \"coward\" across the aisle in the Commons": a verb of
    shouting whose object is one of the insults, quoted as the word said, aimed at a member ("at")
    or said in the House (named in the sentence). Its agent is the one shouting; told as done, not
    outside the House. Never takes its token."""
    if tok.pos_ != "VERB" or s.quoted(tok) or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "shout_verbs", s.lang):
        return False
    word = next((c for c in tok.children if c.dep_ in ("dobj", "obj", "oprd", "attr", "ccomp", "npadvmod")
                 and s.quoted(c) and c.is_alpha and _an_insult(s, c)), None)
    if word is None:
        return False
    # ("at Y" may hang on the quoted word rather than the verb, as the parse often has it after “”)
    target = next((_person(s.entity(p)) for head in (tok, word) for c in head.children
                   if c.dep_ == "prep" and c.lower_ in ("at", "toward", "towards")
                   for p in _children(c, {"pobj"}) if _person(s.entity(p))), None)
    _word_aimed_in_the_house(s, tok, word, target, ev)
    return False


def uses_a_word_at(s, tok, ev) -> bool:
    """"X used the word \"liar\" to describe Y in question period", "X hurled the term \"coward\" at Y in
    the Commons": a verb of using or hurling whose object is a noun of words with the quoted word
    after it, one of the insults (or a use the sentence judges unparliamentary), in the House or
    aimed at a member ("at", "against", "to describe Y"), not said outside the chamber. Its agent is
    the subject. Never takes its token."""
    lemma = tok.lemma_.lower()
    if s.lang != "en" or tok.pos_ != "VERB" or s.quoted(tok) or s.passive(tok) or lemma not in (
            words("UnparliamentaryLanguage", "use_verbs", s.lang) | words("UnparliamentaryLanguage", "shout_verbs", s.lang)):
        return False
    word_nouns = words("UnparliamentaryLanguage", "word_nouns", s.lang)
    noun = next((c for c in _children(tok, {"dobj", "obj"}) if c.lemma_.lower() in word_nouns), None)
    word = _quoted_word_after(s, noun) if noun is not None else None
    if noun is None:
        # (the parse may make the quoted word the object, the noun of words its modifier)
        noun = next((c for o in _children(tok, {"dobj", "obj"}) if s.quoted(o) and o.is_alpha
                     for c in o.children if c.lemma_.lower() in word_nouns and c.i < o.i), None)
        word = _quoted_word_after(s, noun) if noun is not None else None
    if word is None:
        return False
    judged = any(not s.quoted(t) and t.lower_ in words("UnparliamentaryLanguage", "judged_words", s.lang) for t in s.sent)
    if not _an_insult(s, word) and not judged:
        return False
    aims = [p for head in (tok, noun, word) for c in head.children if c.dep_ == "prep"
            and c.lower_ in ("at", "against", "toward", "towards", "about") for p in _children(c, {"pobj"})]
    aims += [o for c in tok.children if c.dep_ in ("xcomp", "advcl") and c.lemma_.lower() in
             words("UnparliamentaryLanguage", "describe_verbs", s.lang) | {"call", "attack", "insult"}
             for o in _children(c, {"dobj", "obj"})]
    target = next((_person(s.entity(a)) for a in aims if _person(s.entity(a))), None)
    _word_aimed_in_the_house(s, tok, word, target, ev)
    return False


def description_as_a_name(s, tok, ev) -> bool:
    """"X's description of Y as a \"liar\"", "his characterization of the minister as a \"coward\"": the
    noun of describing (lexicon describe_nouns) with its owner the agent, the one described after
    "of" the target, and after "as" an insult (quoted or not: describing judges nothing by itself,
    as with the verbs). The "as" phrase is read by word order after the "of" phrase (the parser may
    hang it on the verb). Not outside the House, not when what holds the noun is unreal. Never
    takes its token."""
    if tok.pos_ != "NOUN" or s.quoted(tok) or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "describe_nouns", s.lang):
        return False
    owner = next((c for c in tok.children if c.dep_ in ("poss", "nmod:poss")), None)
    agent = _person(s.entity(owner, s.discourse.focus_member())) if owner is not None else None
    of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    described = next(iter(_children(of, {"pobj"})), None) if of is not None else None
    if agent is None or described is None:
        return False
    target = _person(s.entity(described))
    if target is None and described.lemma_.lower() not in PERSON_NOUNS:
        return False
    doc = tok.doc
    i = max(t.i for t in of.subtree) + 1
    if i >= s.sent.end or doc[i].lower_ != "as":
        return False
    word = next((t for t in doc[i + 1:min(s.sent.end, i + 5)] if t.is_alpha and t.lower_ not in ("a", "an", "the")), None)
    if word is None or not _an_insult(s, word) or said_outside_the_house(s, tok, word):
        return False
    head = tok.head if tok.head.i != tok.i else None
    if head is not None and head.pos_ in ("VERB", "AUX") and _unreal(s, head) and not (
            head.dep_ == "xcomp" and head.head.lemma_.lower() in REFUSE):
        return False
    if target is not None and target.key == agent.key:
        return False
    ev("UnparliamentaryLanguage", agent=agent, target=target, word=word.text.lower(), confidence=0.6)
    return False


def word_used_by(s, tok, ev) -> bool:
    """'the word "W", used by X, was unparliamentary', 'the term "W" used by X in the House' (W an insult):
    a single quoted word after a noun of words, with a participle of using (lexicon use_verbs) whose
    agent ("by") is the member who said it; in a sentence that names the House or judges the word
    unparliamentary, not outside the House, not under an unreal or negated predicate ("was not
    unparliamentary"). The target is the member it was used "against", when named. Never takes its token."""
    if tok.pos_ != "NOUN" or s.quoted(tok) or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "word_nouns", s.lang):
        return False
    word = _quoted_word_after(s, tok)
    if word is None:
        return False
    uses = words("UnparliamentaryLanguage", "use_verbs", s.lang)
    used = next((c for h in (tok, word) for c in h.children if c.dep_ == "acl" and c.lemma_.lower() in uses), None)
    if used is None:
        return False
    agent = _person(_by_agent(used, s))
    if agent is None:
        return False
    judged = any(not s.quoted(t) and t.lower_ in words("UnparliamentaryLanguage", "judged_words", s.lang) for t in s.sent)
    if not judged and not any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent):
        return False
    if said_outside_the_house(s, used, word):
        return False
    for holder in (tok.head, word.head):
        if holder.i != tok.i and holder.i != word.i and holder.pos_ in ("VERB", "AUX") and _unreal(s, holder):
            return False
    # "used by X against Y": the one it was used against, when named; the day of the using, when the
    # participle names one ("... on Tuesday, was ruled unparliamentary on Wednesday")
    target = next((who for c in against_phrases(used) for p in ([g for g in c.children if g.dep_ == "pobj"] or [c])
                   if (who := _person(s.entity(p))) is not None and who.key != agent.key), None)
    ruled_on = ev.date
    ev.date = ev.clause_date(used)
    try:
        ev("UnparliamentaryLanguage", agent=agent, target=target, word=word.text.lower(), confidence=0.6)
    finally:
        ev.date = ruled_on
    return False


def _french_quoted_word_after(s, noun):
    """The single word in French quotation marks right after `noun` (« le mot « menteur » »), or None."""
    doc = noun.doc
    i = noun.i + 1
    if i + 2 >= s.sent.end or doc[i].text != "«" or doc[i + 2].text != "»":
        return None
    word = doc[i + 1]
    return word if word.is_alpha and s.quoted(word) else None


def uses_a_word_in_the_house(s, tok, ev) -> bool:
    """« X a utilisé le mot « menteur » en Chambre », « a employé le terme « hypocrite » »: a verb of
    using (the lexicon's active_use_verbs) told as done, its object a noun of words followed by one
    quoted insult (insult_nouns), in a sentence that names the House and places nothing outside it
    (« lors d'un rassemblement », « sur X »). The subject said the word; the target is not told.
    Never takes its token."""
    if not tok.pos_ == "VERB" or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "active_use_verbs", s.lang) \
            or s.quoted(tok) or s.negated(tok) or _unreal(s, tok) or not_yet(s, tok) or generic(s, tok):
        return False
    noun = _object(tok)
    if noun is None or noun.lemma_.lower() not in words("UnparliamentaryLanguage", "word_nouns", s.lang):
        return False
    word = _french_quoted_word_after(s, noun) if s.lang == "fr" else _quoted_word_after(s, noun)
    if word is None or not _an_insult(s, word):
        return False
    if not any(_names_the_chamber(t) and not s.quoted(t) and not _outside_the_chamber(s, t) for t in s.sent) \
            or said_outside_the_house(s, tok, word):
        return False
    agent = _person(_subject(s, tok)[0])
    if agent is not None:
        target = _member_aimed_at_after(s, word.i + 2)
        ev("UnparliamentaryLanguage", agent=agent, target=target if target is not None and target.key != agent.key else None,
           word=word.text.lower(), confidence=0.6)
    return False


# what aims a word at a member, after it: « au ministre X », « à l'endroit de X », « envers X », « contre X »
_FRENCH_AIMING_WORDS = {"à", "au", "aux", "endroit", "envers", "contre", "encontre"}


def _member_aimed_at_after(s, start: int):
    """The member a word used is aimed at, named after an aiming word right after it (« a lancé le mot
    « hypocrite » au ministre X », « à l'endroit du ministre X »), with no verb between; None otherwise."""
    doc = s.sent.doc
    for t in doc[start:min(s.sent.end, start + 4)]:
        if t.pos_ in ("VERB", "AUX") or t.text in (",", ";", ":"):
            return None
        if t.lower_ in _FRENCH_AIMING_WORDS:
            found = next((m for m in s.mentions if m.entity.kind == "person" and t.i < m.tokens[0] <= t.i + 4
                          and m.tokens[1] <= s.sent.end), None)
            if found is not None and not any(u.pos_ in ("VERB", "AUX") for u in doc[t.i + 1:found.tokens[0]]):
                return _person(found.entity)
    return None


def unparliamentary_remarks(s, tok, ev) -> bool:
    """« X a tenu des propos non parlementaires en Chambre », « a employé un terme antiparlementaire »:
    a verb of saying or using (the lexicon's remark_verbs), told as done, whose object is a noun of
    remarks or words (REMARK, word_nouns) that the words right after it call unparliamentary (the
    lexicon's unparliamentary_words, « non parlementaire(s) » read as two words). The subject used
    unparliamentary language; no word is told. Never takes its token."""
    if tok.pos_ != "VERB" or s.quoted(tok) or s.negated(tok) or _unreal(s, tok) or not_yet(s, tok) or generic(s, tok) \
            or tok.lemma_.lower() not in words("UnparliamentaryLanguage", "remark_verbs", s.lang):
        return False
    noun = _object(tok)
    nouns = REMARK | words("UnparliamentaryLanguage", "word_nouns", s.lang)
    if noun is None or noun.lemma_.lower() not in nouns:
        return False
    doc, labels = s.sent.doc, words("UnparliamentaryLanguage", "unparliamentary_words", s.lang)
    after = [t.lower_ for t in doc[noun.i + 1:min(s.sent.end, noun.i + 3)]]
    if not (after[:1] and after[0] in labels or " ".join(after[:2]) in labels):
        return False
    if said_outside_the_house(s, tok, noun):
        return False
    agent = _person(_subject(s, tok)[0])
    if agent is not None and agent.iri is not None:
        ev("UnparliamentaryLanguage", agent=agent, target=None, confidence=0.6)
    return False
