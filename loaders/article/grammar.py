"""Arguments over the dependency parse: subjects, objects, by-agents, pronouns, negation, quotes."""

from __future__ import annotations

import datetime as dt
import re

from .clitics import CLITICS
from .aspect import span_object
from .descriptions import says_more, taken_up
from .discourse import Discourse
from .groups import accompanying, french_both, group_of, plural_antecedent
from .kb import gender_of_given_name, key_of
from .mentions import CHAIR_OFFICES, Entity, Mention, _office_key, _person_entity, is_pronoun, members_not_named_as_leaders, pronoun_gender
from .nlp import WEEKDAYS_EN, WEEKDAYS_FR  # (the weekdays: here for the kind patterns)
from .lexicon import (ACCUSE, ASK, DENY, FALSE_CLAIMS, FALSELY, NEAR_MISS_ADVERBS, NEAR_MISS_VERBS, NOT_DONE, PERSON_NOUNS, PLACE, QUESTION_HEADS, REMARK, RULE, SAY,
                      WRITE, REFUSAL_NOUNS,
                      speech_verbs, words)


SUBJ = {"nsubj", "expl:subj"}
SUBJPASS = {"nsubjpass", "nsubj:pass"}
OBJ = {"dobj", "obj"}
UNREAL = {"would", "could", "might", "should"}  # "a first version would have ...": not what it does
# what is demanded, promised or possible is not done: "he must apologize", "she will resign"
NOT_YET = UNREAL | {"must", "will", "shall", "'ll", "may", "ought", "wo", "can", "ca"}
# words that place a statement in the chamber ("a statement to the Commons")
IN_HOUSE_WORDS = {"house", "chamber", "commons", "chambre", "communes"}


def names_the_house(token) -> bool:
    """Is `token` a word naming the House: by its lemma, or by its form where the lemmatizer took
    the plural for another word's (« aux Communes » lemmatized as « commune », a municipality)."""
    return token.lemma_.lower() in IN_HOUSE_WORDS or token.lower_ in IN_HOUSE_WORDS


QUOTES = {'"': '"', "“": "”", "«": "»"}
# verbs whose negation asserts their complement: "did not hesitate to apologize" apologized
NEGATION_ASSERTS = {"hesitate", "fail", "hésiter", "tarder", "manquer"}
# in an embedded post, the author ("I demanded ...", « je demande ... »)
FIRST_PERSON = {"i", "me", "myself", "je", "j'", "j’", "moi", "m'", "m’"}
# a quotation's "I": its speaker, named where it is attributed ('"I apologize," X said')
QUOTED_FIRST_PERSON = {"i", "me", "myself", "je", "j'", "j’", "moi", "m'", "m’"}
# French inverted subject clitics (« a-t-il dit », « ajoute-t-elle »): the tokenizer splits them
# off the verb as "-t" and "-il", both subjects; "-t" is only euphonic
INVERTED_PRONOUNS = {"-il": "male", "-elle": "female", "-t-il": "male", "-t-elle": "female"}
EUPHONIC_T = {"-t", "-t-"}


def _quoted(doc) -> list[tuple[int, int]]:
    """Character ranges inside quotation marks (speech reported word for word), without a French
    incise set inside the guillemets (see _french_incise)."""
    ranges = []
    for start, end in quotation_ranges(doc.text):
        incise = _french_incise(doc, start, end) if doc.text[start] == "«" else None
        ranges += [(start, incise[0]), (incise[1], end)] if incise is not None else [(start, end)]
    return ranges


# the finite forms of « avoir » before the participle of an incise (« a lancé X », « avait dit X »)
_INCISE_AUXILIARIES = {"a", "avait", "ont", "avaient"}


def _french_incise(doc, start: int, end: int):
    """« Ce gouvernement, a lancé X en point de presse, a laissé tomber les familles. »: French sets
    the attribution inside the guillemets, between two commas, with its subject after its verb
    (« a lancé X », « a-t-il dit », « ajoute-t-elle »). The character offsets of the two commas
    that set it off, else None: a verb of saying right after the first comma (its auxiliary before
    it), then the speaker (a name or an inverted pronoun) before the second comma."""
    from .lexicon import words

    sayings = SAY | words("PressStatement", "speech_verbs", "fr")
    tokens = [t for t in doc if start < t.idx < end]
    for n, comma in enumerate(tokens):
        if comma.text != ",":
            continue
        j, inverted = n + 1, False
        if j < len(tokens) and tokens[j].lower_ in _INCISE_AUXILIARIES:
            j += 1
        while j < len(tokens) and (tokens[j].lower_ in EUPHONIC_T or tokens[j].lower_ in INVERTED_PRONOUNS):
            inverted, j = inverted or tokens[j].lower_ in INVERTED_PRONOUNS, j + 1  # « a-t-il dit »
        if j >= len(tokens) or tokens[j].pos_ not in ("VERB", "AUX") or tokens[j].lemma_.lower() not in sayings:
            continue
        closing = next((k for k in range(j + 1, min(len(tokens), j + 12)) if tokens[k].text == ","), None)
        if closing is None or closing == len(tokens) - 1:
            continue
        between = tokens[j + 1:closing]
        if inverted or between and (between[0].pos_ == "PROPN" or between[0].lower_ in INVERTED_PRONOUNS
                                    or between[0].lower_ in EUPHONIC_T and len(between) > 1
                                    and between[1].lower_ in INVERTED_PRONOUNS):
            return comma.idx, tokens[closing].idx
    return None


def quotation_ranges(text: str) -> list[tuple[int, int]]:
    """(opening mark, closing mark) character offsets of each quotation in `text`."""
    ranges, open_at, closer = [], None, None
    for i, ch in enumerate(text):
        if open_at is None and ch in QUOTES:
            open_at, closer = i, QUOTES[ch]
        elif open_at is not None and ch == closer:
            ranges.append((open_at, i))
            open_at = None
    return ranges


# a quotation inside a quotation: 'He told me, "I was thrown out"' in single quotes in English
# ("... 'I was thrown out,' ..."), « “ ” » in French. A mark opens after a space or a punctuation and
# before a word, and closes after a word and before a space, a punctuation or the end (so that the
# apostrophes of "don't" and "the MPs' offices" are never taken for one).
_NESTED_QUOTATION = re.compile(r"(?:^|(?<=[\s:,(\u2013\u2014-]))(?:'(?=\S)(?:.+?)(?<=\S)'|\u2018(?=\S)(?:.+?)(?<=\S)\u2019"
                               r"|\u201c(?:.+?)\u201d|\u00ab(?:.+?)\u00bb)(?=[\s,.;:!?)\u2013\u2014-]|$)")


def nested_quotation_ranges(text: str) -> list[tuple[int, int]]:
    """(opening mark, closing mark) character offsets of each quotation inside the quotation whose
    words are `text` (its own marks left out): the words of another voice than its speaker's."""
    return [(m.start(), m.end() - 1) for m in _NESTED_QUOTATION.finditer(text)]


class Sentence:
    """One sentence with the helpers the patterns use to read its arguments."""

    def __init__(self, sent, mentions: list[Mention], offset: int, quotes, discourse: Discourse, lang: str,
                 kb=None, author: Entity | None = None):
        self.kb = kb
        self.author = author  # who wrote the embedded post the sentence is in: its "I"
        self.sent = sent
        self.offset = offset
        self.mentions = mentions
        self.quotes = quotes
        self.discourse = discourse
        self.lang = lang
        self.in_quotation = False  # a quotation parsed on its own, its "I" the speaker (quotes.py)
        self.quotation_goes_on = False  # there: the speech goes on in another quotation of the sentence ('"...," X said, "but ..."')
        self.addressee = None  # there: the member the quotation is told to (its "vous", « la députée »)
        self.block_speaker = None  # who said the block quotation the sentence is in ('X wrote:' before it)
        self.by_token = {}
        for m in mentions:
            for i in range(*m.tokens):
                self.by_token[i] = m

    def quoted(self, token) -> bool:
        return any(s < token.idx < e for s, e in self.quotes)

    def in_an_embedded_quotation(self, token) -> bool:
        """'X called on Y to "apologize to veterans"', 'said Y "owes Canadians an apology"', « a demandé à
        Y de « retirer ses propos » »: words quoted inside the writer's own clause (the quotation opens
        after a word of the sentence, not at its start nor after a colon or a comma), their subject, if
        any, outside the quotation, and a word outside it governing them: the writer tells the act with
        the speaker's words. Not a whole quoted clause ('X said "Y owes an apology"': quotes.py reads it)."""
        if self.in_quotation:
            return False
        span = next(((a, b) for a, b in self.quotes if a < token.idx < b), None)
        if span is None:
            return False
        before = [t for t in self.sent if t.idx < span[0]]
        if not before or before[-1].is_punct:
            return False
        if any(self.quoted(c) for c in token.children if c.dep_ in SUBJ | SUBJPASS):
            return False
        head = token
        for _ in range(4):
            if head.head.i == head.i:
                return False
            head = head.head
            if not self.quoted(head):
                return self.sent.start <= head.i < self.sent.end
        return False

    def in_nested_quotation(self, token) -> bool:
        """Is `token` in a quotation inside the quotation it is in (another voice than the speaker's)?"""
        text = self.sent.doc.text
        for start, end in self.quotes:
            if start < token.idx < end:
                return any(start + 1 + a < token.idx < start + 1 + b
                           for a, b in nested_quotation_ranges(text[start + 1:end]))
        return False

    def negated(self, token) -> bool:
        if any(c.dep_ == "neg" or c.lower_ in ("pas", "jamais", "never", "not", "n't") for c in token.children):
            return True
        if any(c.dep_ in SUBJ | SUBJPASS and any(g.lower_ in ("neither", "nor", "ni") and g.dep_ in ("det", "cc", "preconj")
                                                 for g in c.children) for c in token.children):
            return True  # "Neither X nor Y demanded ...", « Ni X ni Y n'ont exigé ... »: the subjects deny it
        if self.lang == "en" and any(c.dep_ in ("dobj", "obj") and c.lower_ in ("nothing", "none", "nobody") for c in token.children):
            return True  # "I withdraw nothing", "she regrets nothing": the object denies it (« je ne retire rien »)
        if self.lang == "fr" and any(c.lower_ in ("ne", "n'", "n’") for c in token.children) and any(
                c.lower_ in ("rien", "plus", "guère", "nullement") or c.lower_ in ("personne", "aucun", "aucune")
                and not c.dep_.startswith("nsubj") for c in token.children):
            # « je ne retire rien », « il ne s'excuse plus », « n'a trompé personne »: the other half of
            # « ne » (not « personne » as subject: « personne ne s'y est opposé » tells a consent)
            return True
        if self.lang == "fr" and any(c.lower_ in ("ne", "n'", "n’") for c in token.children) and any(
                g.lower_ in ("pas", "jamais", "point") for c in token.children if c.dep_ == "advmod" for g in c.subtree):
            return True  # « n'a pas encore tranché »: the parse may hang « pas » on the adverb after it
        # a negated verb of wanting or intending leaves its infinitive undone: "did not want to
        # resign", « n'entend pas s'excuser » (French marks the negation with an adverb, not `neg`);
        # not the verbs whose negation asserts the act: « n'a pas hésité à s'excuser »
        return token.dep_ == "xcomp" and token.head.i != token.i \
            and token.head.lemma_.lower() not in NEGATION_ASSERTS and any(
                c.dep_ == "neg" or (c.lower_ in ("pas", "jamais", "plus", "guère") and "Neg" in c.morph.get("Polarity"))
                for c in token.head.children)

    def passive(self, token) -> bool:
        return any(c.dep_ in ("auxpass", "aux:pass", "agent", "obl:agent") or c.dep_ in SUBJPASS
                   for c in token.children) or (
            self.lang == "fr" and any(c.lemma_ == "être" and c.dep_ in ("cop", "aux:pass") for c in token.children))

    def entity(self, token, prefer: Entity | None = None) -> Entity | None:
        """The person, party or body a noun-phrase head denotes (pronouns only when unambiguous)."""
        if token is None:
            return None
        group = group_of(self, token)
        if group:
            return group[0]  # "the two MPs", "they": the group's first member; persons_of gives them all
        m = self.by_token.get(token.i)
        if m is not None:
            if m.entity.kind == "person" and m.entity.iri is None and m.entity.presumed is None:
                # "The NDP MP for X, Jane Doe, left ...": a role phrase that named no holder that day (a
                # party changed that very day, a riding misnamed) with a KB person's name in apposition:
                # the name says who (a chair named by its office keeps its occupant, whose holder that
                # day is presumed: docs/data-model.md)
                # (the parser may hang the name on the phrase's last noun: "for Y, X")
                heads = {token.i} | {g.i for c in token.children if c.dep_ in ("prep", "nmod")
                                     for g in [c, *c.children] if g.dep_ in ("pobj", "nmod")}
                # (French parses may make the name set off by a comma an nmod of the role noun)
                named = next((self.by_token[c.i].entity for c in token.subtree if (
                                  c.dep_ == "appos" or c.dep_ == "nmod" and c.head.i == token.i and c.i > 0
                                  and c.doc[c.i - 1].text == "," and not any(g.dep_ == "case" for g in c.children))
                              and c.head.i in heads and c.i >= m.tokens[1]
                              and c.i in self.by_token and self.by_token[c.i].entity.kind == "person"
                              and self.by_token[c.i].entity.iri is not None), None)
                if named is not None:
                    return named
                # "The Conservative MP said ...": a role phrase naming nobody that day by itself may be
                # a description taking up a person named before (checked against the KB: descriptions.py)
                described = taken_up(self, token)
                if described is not None:
                    return described
            if m.entity.kind not in ("person", "party"):
                person = self._person_named_after_body(token, m)
                if person is not None:
                    return person
            if m.entity.kind == "party":
                # « la néo-démocrate X », "le bloquiste X", "Liberal X": the party word heads the phrase
                # the parser built, the person named right after it is who is meant
                person = self._named_after(token, m)
                if person is not None:
                    return person
                riding = self._party_member_riding(token, m) if self.lang == "en" else None
                if riding is not None:
                    # "The New Democrat said ...", "the Conservative told reporters", "the veteran
                    # Liberal", "the Winnipeg North Liberal": one member of the party, the one of the
                    # persons it could take up (as "the MP"), of the riding when one is said; else as before
                    person = self._party_member_taken_up(token, m.entity, riding or None)
                    if person is not None:
                        return person
            return m.entity
        # "the Nova Scotia MP", « l'élue bloquiste », "this veteran lawmaker": a description whose
        # modifiers the KB checks takes up the one person named before who fits them (descriptions.py)
        described = taken_up(self, token)
        if described is not None:
            return described
        after = token.i + 1
        if token.lower_ in PERSON_NOUNS and after < self.sent.end and token.doc[after].head.i == token.i \
                and token.doc[after].dep_ in ("amod", "nmod", "compound") and (
                    after not in self.by_token or self.by_token[after].entity.kind == "party"):
            # « du député libéral X »: the party word between the role noun and the name
            after = self.by_token[after].tokens[1] if after in self.by_token else after + 1
        named = self.by_token.get(after)
        if named is not None and named.tokens[0] == after and named.entity.kind == "person" \
                and token.lower_ in PERSON_NOUNS and after < self.sent.end:
            # "asked Conservative MP Jane Doe to ...": the parser split the name off its role noun
            # (two objects, "MP" and "Doe"); the role noun is the person named right after it
            return named.entity
        # "the deputy Speaker", a given name + flat:name family name; a person before a party
        # (« le chef bloquiste X »: the party adjective and the name both hang on « chef »)
        # (not the possessor's name: "Jody Wilson-Raybould's lawyer" may be parsed with "Jody" and
        # "Wilson" hanging on "lawyer" beside the possessive "Raybould 's"; a name one of whose
        # tokens is the noun's possessor names the one the noun belongs to, not the noun)
        owners = {self.by_token[c.i].tokens for c in token.children
                  if c.dep_ in ("poss", "nmod:poss") and c.i in self.by_token}
        # (nor a name whose first word is a complement with its preposition: the small French model
        # hangs « Poilievre » of « le bureau de Pierre Poilievre » on « bureau » as a flat:name, and the
        # office, an aide or a spokesperson of X is not X)
        complements = [c for c in token.children
                       if c.dep_ == "nmod" and any(g.dep_ == "case" and g.pos_ == "ADP" for g in c.children)]
        owners |= {self.by_token[c.i].tokens for c in complements if c.i in self.by_token and self.by_token[c.i].tokens[0] == c.i}
        if token.lower_ not in PERSON_NOUNS:
            # (« le bureau du chef conservateur X »: a name that starts inside the complement of a noun
            # that is no person is the complement's; after a title, « la présidente du Conseil du
            # Trésor X », the name is the title's holder: _name_after_title_complement)
            inside = {t.i for c in complements for t in c.subtree}
            owners |= {self.by_token[c.i].tokens for c in token.children
                       if c.i in self.by_token and self.by_token[c.i].tokens[0] in inside}
        named = [self.by_token[c.i].entity for c in token.children
                 if c.dep_ in ("compound", "flat:name", "flat", "appos", "nmod") and c.i in self.by_token
                 and self.by_token[c.i].tokens not in owners
                 # (not a complement with its preposition: « le conseiller de X » is X's adviser, not X)
                 and not (c.dep_ == "nmod" and (any(g.dep_ == "case" and g.pos_ == "ADP" for g in c.children)
                                                or _after_preposition(self, self.by_token[c.i])))
                 and not (c.dep_ == "appos" and _title_of_another(self, token, c))]
        if not named:
            # « la vice-première ministre X »: a title of two words, the parse heading the phrase on
            # the first and hanging the name on the second (a noun of person in apposition)
            named = [self.by_token[g.i].entity for c in token.children
                     if c.dep_ in ("compound", "appos", "flat") and c.lower_ in PERSON_NOUNS and c.i == token.i + 1
                     for g in c.children if g.dep_ in ("flat:name", "flat", "appos") and g.i in self.by_token
                     and self.by_token[g.i].entity.kind == "person"]
        if not named and self.lang == "en" and token.lower_ in _PORTFOLIO_TITLES:
            # "Minister of Public Safety X", "Minister of State for Social Development X": the parse
            # may make the name the object of the title's preposition, the portfolio's words its
            # compounds; the name is then the title's holder
            named = self._name_ending_a_portfolio(token)
        if not named and self.lang == "fr" and token.lower_ in PERSON_NOUNS:
            # « le leader du gouvernement X », « la présidente du Conseil du Trésor X »: a title with
            # its complement, the parse hanging the name on the complement (an institution, not a
            # person: « le conseiller du ministre X » is X's adviser)
            named = self._name_after_title_complement(token)
        if named:
            return next((e for e in named if e.kind == "person"), named[0])
        if token.lower_ in ("who", "that", "qui") and token.dep_ in SUBJ | SUBJPASS:
            cleft = cleft_focus(token)
            if cleft is not None:
                focus, copula = cleft
                if self.negated(copula):
                    return None  # "it was not X who apologized": someone else did, unnamed
                # "It was he who apologized", « c'est lui qui a démissionné »: the one the copula puts
                # forward, not the nearest name before "who"; a pronoun put forward is the clause's
                # subject and takes up the topic as a subject pronoun does (not a name in a phrase
                # of the sentence before: "X served under Y for years. It was he who ...")
                if is_pronoun(focus) or focus.pos_ == "PRON":
                    return self.quotation_subject(focus) or self.pronoun(focus, prefer, as_subject=True)
                return self.entity(focus, prefer)
            # (not a name inside a quotation the relative pronoun is outside of: a title's words)
            before = [m for m in self.mentions if m.tokens[1] <= token.i and m.entity.kind == "person"
                      and m.tokens[0] >= self.sent.start
                      and (self.quoted(token) or not self.quoted(self.sent.doc[m.tokens[0]]))]
            if before and _name_of_a_persons_noun(self, before[-1], token):
                return None  # "the lawyer of X, who ...", « l'attaché de X, qui ... »: "who" may be either
            if plural_antecedent(token) is not None:
                return None  # "X and Y, the three MPs who ...": a plural no group of its count resolved (groups.py)
            if _indefinite_antecedent(self, token):
                return None  # "a minister who resigns would ...": anyone of a kind, not the name said before
            if before and _antecedent_past_a_verb(self, before[-1], token):
                return None  # "X praised the head of Y, who stepped down": the clause is on a noun X's verb governs
            return before[-1].entity if before else None
        if is_pronoun(token) or token.lower_ in INVERTED_PRONOUNS:
            return self.quotation_subject(token) or self.pronoun(token, prefer)
        if self.lang == "fr" and token.lower_ in _THE_LATTER and any(
                c.dep_ == "det" and c.lower_ in ("ce", "cet", "cette") for c in token.children):
            return self._the_latter(token)
        if self.lang == "fr" and _demonstrative_latter(token) is not None:
            return self._the_latter(token, _demonstrative_latter(token))
        if self.lang == "en" and token.lower_ in ("latter", "former") and _bare_english_definite_adjective(token):
            return self._latter_or_former(token)
        if self.lang == "fr" and token.lower_ in DEFINITE_DESCRIPTIONS and _bare_definite(token) \
                and not says_more(token, self.lang):
            return self._definite_description(token, prefer)
        if self.lang == "fr" and _the_person_concerned(token):
            return self._definite_description(token, prefer)  # « La principale intéressée a réagi ... »
        if token.lemma_.lower() in words("shared", "rival_nouns", self.lang) or token.lower_ in words("shared", "rival_nouns", self.lang):
            return self._rival(token)  # "his rival", « son adversaire »
        if any(token.lower_ in words("shared", f"{relation}_nouns", self.lang)
               for relation in ("colleague", "predecessor", "successor")):
            return self._relative(token)  # "his colleague", « son successeur »
        if self.lang == "en" and token.lower_ in ("minister", "mp", "member", "leader") and _bare_english_definite(token):
            return self._definite_description(token, prefer)  # "The minister has since apologized"
        if self.lang == "fr" and (token.pos_ == "PRON" or token.pos_ == "DET" and token.head.i == token.i + 1
                                  and token.head.pos_ == "VERB") and token.lower_ in OBJECT_CLITIC_GENDER \
                and token.dep_ in OBJ | {"iobj"} and token.head.i != token.i:
            # (« , l'accusant de ... »: the tagger may take the clitic right before its verb for an article)
            # « Le député l'avait accusée »: the object clitic, never the verb's own subject
            return clitic_object(self, token, _person(_subject(self, token.head)[0]))
        if self.author is not None and token.lower_ in FIRST_PERSON and not self.quoted(token):
            return self.author
        if token.lower_ in QUOTED_FIRST_PERSON and token.pos_ == "PRON" and self.quoted(token):
            return self.quotation_speaker()
        return None

    def quotation_subject(self, token) -> Entity | None:
        """The person a quotation's "he" or "she" is when the quotation is said of someone named:
        '"He lied to Canadians," X said of Y' (only then: elsewhere it is resolved as any pronoun)."""
        if token.lower_ not in ("he", "she", "him", "her") or not self.quoted(token):
            return None
        speaker, verb = self.quotation_attribution()
        if verb is None:
            return None
        about = [self.entity(p) for c in verb.children if c.dep_ == "prep" and c.lower_ in ("of", "about")
                 for p in _children(c, {"pobj"})]
        about = [e for e in about if _person(e) is not None and (speaker is None or e.key != speaker.key)]
        if len(about) == 1 and (not about[0].gender or about[0].gender == pronoun_gender(token)):
            return about[0]
        return None

    def quotation_speaker(self) -> Entity | None:
        """Who speaks the sentence's quotation: the one person who is the subject of a speech verb
        outside the quotes ('"...," X said', 'X told reporters: "..."', '"...," she said' after X
        is named); None when no verb or several people attribute it."""
        return self.quotation_attribution()[0]

    def quotation_attribution(self):
        """(speaker, the speech verb attributing the quotation to them), or (None, None)."""
        if not hasattr(self, "_quotation_attribution"):
            self._quotation_attribution = (None, None)  # (set first: _subject may come back here)
            speech = speech_verbs()
            people = {}
            for verb in self.sent:
                if verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() in speech and not self.quoted(verb) \
                        and not self.negated(verb):
                    person = _person(_subject(self, verb)[0])
                    if person is not None:
                        people.setdefault(person.key, (person, verb))
            self._quotation_attribution = next(iter(people.values())) if len(people) == 1 else (None, None)
            if self._quotation_attribution == (None, None) and self.block_speaker is not None and not people:
                # a paragraph set off as what X said or wrote ('X wrote:' ending the one before):
                # its speaker is X, told by no verb of its own
                self._quotation_attribution = (self.block_speaker, None)
        return self._quotation_attribution

    def quoted_imperative(self, token) -> bool:
        """Is `token` a quoted verb in the imperative ('"Please withdraw that remark," X told Y'):
        a base form with no subject of its own, not after "to", not a modal's? Its speaker asks
        the one the quotation is told to."""
        if not self.quoted(token) or token.pos_ != "VERB" or self.lang != "en":
            return False
        if token.tag_ != "VB" or any(c.dep_ in SUBJ | SUBJPASS | {"aux", "auxpass"} for c in token.children):
            return False
        return token.dep_ in ("ROOT", "advcl", "ccomp", "parataxis", "conj") and self.quotation_speaker() is not None

    def speaks_in_first_person(self, token) -> bool:
        """Is `token` a quoted verb whose subject or object is the quotation's "I" ("I apologize to
        X", "the Speaker threw me out")? The speaker tells an act of their own, or one done to them,
        as a reporter telling it would: the event patterns read it (with "I" as the speaker)."""
        if not self.quoted(token) or token.pos_ not in ("VERB", "AUX", "ADJ"):
            return False
        if self.in_nested_quotation(token):
            return False  # "He told me, 'I was thrown out'": that "I" is the one quoted by the speaker
        clause = token
        if token.pos_ == "ADJ" and token.dep_ in ("acomp", "xcomp") and token.head.lemma_.lower() in ("be", "être"):
            clause = token.head  # "I am sorry", « je suis désolé »: the copula holds the subject
        for _ in range(3):  # "I have decided to join ...", "the Speaker asked me to withdraw it": through complements
            if any(c.lower_ in QUOTED_FIRST_PERSON and c.pos_ == "PRON" and c.dep_ in SUBJ | SUBJPASS | OBJ
                   for c in clause.children):
                return self.quotation_speaker() is not None
            if clause.dep_ != "xcomp" or clause.head.i == clause.i:
                return False
            clause = clause.head
        return False

    def _name_after_title_complement(self, token) -> list:
        """« le leader du gouvernement X », « la présidente du Conseil du Trésor, X, »: the persons
        named right after a French title's complement, down its chain of complements (each an
        institution brought by a preposition, « du Conseil du Trésor »), the name adjacent or set
        off by a comma (not after a person: « le conseiller du ministre X » is X's adviser)."""
        found, level = [], [token]
        for _ in range(3):
            below = [c for t in level for c in t.children
                     if c.dep_ == "nmod" and c.pos_ in ("NOUN", "PROPN") and c.lower_ not in PERSON_NOUNS
                     and (c.i not in self.by_token or self.by_token[c.i].entity.kind not in ("person", "party"))
                     and any(g.dep_ == "case" for g in c.children)]
            for c in below:
                end = self.by_token[c.i].tokens[1] if c.i in self.by_token else c.i + 1
                for g in c.children:
                    # (the small model may hang the name on the complement as a bare nmod, with no
                    # preposition of its own: « le chef de l'opposition X »)
                    if not (g.dep_ in ("appos", "flat:name") or g.dep_ == "nmod" and g.i > c.i
                            and not any(h.dep_ == "case" for h in g.children)) or g.i not in self.by_token:
                        continue
                    m = self.by_token[g.i]
                    between = g.doc[end:m.tokens[0]]
                    # (adjacent, or after a comma that the name's closing comma or the verb answers)
                    if m.tokens[0] == g.i and m.entity.kind == "person" and (
                            g.i == c.i + 1 or g.i == end or [t.text for t in between] == [","]):
                        found.append(m.entity)
            level = below
            if found or not level:
                break
        return found

    def _name_ending_a_portfolio(self, token) -> list:
        """"Minister of Public Safety X", "Minister of State for Social Development X": the person
        named right after an English title's "of"/"for" portfolio, its words capitalised, whatever
        the parse made of it (the name may be the object of the preposition, the portfolio its
        compounds, or "for ..." hung on the verb). Not "the lawyer for X" (no portfolio before the
        name), "an aide to Public Safety Minister X" (a title before the name makes it another's),
        "the Minister of Health and X" (the name after a conjunction), nor a possessive "X's"."""
        doc, end = token.doc, min(token.sent.end, token.i + 12)
        if token.i + 1 >= end or doc[token.i + 1].lower_ not in ("of", "for"):
            return []
        for j in range(token.i + 2, end):
            m = self.by_token.get(j)
            if m is not None and m.tokens[0] == j:
                before, after = doc[j - 1], doc[m.tokens[1]] if m.tokens[1] < len(doc) else None
                if m.entity.kind == "person" and before.text[:1].isupper() and before.lower_ not in ("of", "for") \
                        and (after is None or after.tag_ != "POS"):
                    return [m.entity]
                return []
            t = doc[j]
            if not (t.lower_ in ("of", "for", "the", "and") or t.text[:1].isupper()
                    and t.pos_ in ("PROPN", "NOUN") and t.lower_ not in PERSON_NOUNS):
                return []
        return []

    def _person_named_after_body(self, token, body_mention) -> Entity | None:
        """"House of Commons Speaker X resigned": a body's name right before a title and a person's
        name modifies that person's phrase, but the parser may head the phrase on the body (the
        title and the name its "of" object). The person is meant when their name ends the phrase
        the body heads, with only title words (compounds) between the body's name and theirs."""
        end = body_mention.tokens[1]
        person = next((m for m in self.mentions if m.entity.kind == "person" and end <= m.tokens[0] <= end + 3), None)
        if person is None or self.sent.doc[person.tokens[1] - 1].i not in {t.i for t in token.subtree}:
            return None
        between = self.sent.doc[end:person.tokens[0]]
        if any(t.pos_ not in ("PROPN", "NOUN") or t.dep_ != "compound" for t in between):
            return None
        if not len(between) and self.sent.doc[end - 1].lower_ in PERSON_NOUNS:
            # « le cabinet du premier ministre X », "the office of the minister X": the body's own
            # name ends on a title, and the name after it is that title's holder, whose body it is
            return None
        return person.entity

    def _named_after(self, token, party_mention) -> Entity | None:
        # one member ("la néo-démocrate X"), not the party of someone ("les conservateurs de X");
        # a plural with names in apposition lists its members (« les bloquistes X et Y »: the
        # first here, the others are its conjuncts, see persons_of)
        if "Plur" in token.morph.get("Number") or token.lower_.endswith(("s", "x")) and self.lang == "fr":
            return next((self.by_token[c.i].entity for c in token.children if c.dep_ == "appos"
                         and c.i in self.by_token and self.by_token[c.i].entity.kind == "person"), None)
        for child in token.children:
            if child.dep_ in ("appos", "flat:name", "flat", "compound") and child.i in self.by_token \
                    and self.by_token[child.i].entity.kind == "person":
                return self.by_token[child.i].entity
        following = self.by_token.get(party_mention.tokens[1])
        if following is not None and following.entity.kind == "person":
            return following.entity
        return None

    def _definite_description(self, token, prefer: Entity | None) -> Entity | None:
        """« Le député a ajouté ... », « a déclaré la ministre dans un communiqué »: a bare definite
        member noun (no name, party or complement of its own) takes up a person already spoken of,
        as a pronoun does; its article gives the gender, and « ministre » must name a minister."""
        article = next((c.lower_ for c in token.children if c.dep_ == "det"), "le")  # (« au député »: à + le)
        gender = DEFINITE_DESCRIPTIONS.get(token.lower_) or {"le": "male", "la": "female"}.get(article)
        day = self.discourse.day
        pool = [m.entity for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
                and m.tokens[0] >= self.sent.start] + list(self.discourse.recent)
        if token.lower_ in ("mp", "member", "leader", "chef", "cheffe"):
            # "the MP", "the leader", « le chef »: the one sitting member, or the one party leader, of
            # the persons it could take up that day (whichever a pronoun would prefer), else no one
            if self.kb is None or day is None:
                return None
            if token.lower_ in ("mp", "member"):
                fitting = {str(e.iri): e for e in pool if e.iri is not None and self.kb.is_member_at(e.iri, day)}
            else:
                fitting = {str(e.iri): e for e in pool if e.iri is not None and (gender is None or e.gender in (None, gender))
                           and any(key.startswith("leader/") for key in self.kb.offices_held(e.iri, day))}
            return next(iter(fitting.values())) if len(fitting) == 1 else None
        # a minister that day or the day before: news still call "the minister" one who leaves
        # the office that day ("X resigned on Monday. In a letter, the minister said ...")
        days = () if day is None else (day, day - dt.timedelta(days=1))

        def minister(e) -> bool:
            # (a minister's office: the prime minister is « le premier ministre », "the prime
            # minister", never « le ministre » or "the minister" alone)
            return e.iri is not None and self.kb is not None and any(
                "minister" in key and key != "prime-minister" for d in days for key in self.kb.offices_held(e.iri, d))

        if token.lower_ == "minister":
            # English: the one minister of the persons it could take up, as "the MP" is read
            # ("Y spoke after minister X resigned. The minister said ..." is X, though a pronoun
            # would prefer the subject Y); "X met Y. The minister said ...", both ministers, is not sure
            fitting = {str(e.iri): e for e in pool if minister(e)}
            return next(iter(fitting.values())) if len(fitting) == 1 else None
        found = self.pronoun(token, prefer, gender=gender)
        if token.lower_ == "ministre" and (found is None or not minister(found)):
            # « Y accusait le ministre de ... » after a paragraph on minister X and the prime minister:
            # the one minister of the persons it could take up (of the article's gender, not the
            # subject of its own verb), when the pronoun's choice is no minister
            # (the subject by its name only: resolving it may come back here, « le ministre ... le ministre »)
            own = {self.by_token[c.i].entity.key for c in token.head.children
                   if c.dep_ in SUBJ and c.i in self.by_token} if token.dep_ in OBJ | {"iobj", "obl:arg"} else set()
            fitting = {str(e.iri): e for e in pool if minister(e) and (gender is None or e.gender in (None, gender))
                       and e.key not in own}
            return next(iter(fitting.values())) if len(fitting) == 1 else None
        if found is None and token.lower_ in ("député", "députée", "élu", "élue"):
            # « X a reproché au député d'avoir ... » after a paragraph on a member the text called « le
            # député conservateur de Y » and one it called « le ministre »: of the persons it could
            # take up, the one the text itself described with that noun (not the subject of its own verb)
            own = {self.by_token[c.i].entity.key for c in token.head.children
                   if c.dep_ in SUBJ and c.i in self.by_token} if token.i != token.head.i else set()
            described = self.discourse.described_as.get(token.lower_.rstrip("e"), set())
            fitting = {str(e.iri): e for e in pool if e.iri is not None and e.key in described and e.key not in own
                       and (gender is None or e.gender in (None, gender))}
            return next(iter(fitting.values())) if len(fitting) == 1 else None
        return found

    def _party_member_riding(self, token, mention):
        """Is `token` a singular party word heading a phrase of its own that names one of the party's
        members ("the Conservative", "the veteran Liberal", "the Winnipeg North New Democrat")? The
        riding the phrase names (its IRI), "" when it names none, None when it is no such phrase."""
        start, end = mention.tokens
        doc = token.doc
        if token.i != end - 1 or token.tag_ not in ("NNP", "NN", "JJ") or token.dep_ not in ("nsubj", "nsubjpass", "dobj", "pobj"):
            return None
        if token.lower_.endswith("s") or token.lower_ in ("party", "parti", "caucus", "bloc") or token.text.isupper():
            return None  # (an acronym, "the NDP", "the Bloc": the party itself)
        riding, first = "", start
        for c in sorted((c for c in token.children if not start <= c.i < end), key=lambda c: -c.i):
            if c.dep_ == "det" or c.i >= first:
                continue  # (the riding's other words: its name taken whole)
            if c.dep_ not in ("compound", "amod") or c.i != first - 1:
                return None  # ("the Conservative caucus", "the Liberal's motion", "the Liberal from X")
            named = self.by_token.get(c.i)
            if named is not None and named.entity.kind == "riding" and not riding:
                riding, first = str(named.entity.iri), named.tokens[0]
            elif named is None and c.lower_ in words("description", "neutral_nouns", self.lang) | words(
                    "description", "neutral_adjectives", self.lang):
                first = c.i  # "the veteran Liberal", "the longtime Conservative": nothing checkable
            else:
                return None  # "the former Liberal" (a party left), "the Quebec Liberal" (a province's party?)
        return riding if first > 0 and doc[first - 1].lower_ == "the" else None

    def _party_member_taken_up(self, token, party: Entity, riding: str | None = None) -> Entity | None:
        """The one person of `party` that day among those the phrase could take up (named before it
        in its sentence, or in the sentence before); None when none or several. With a riding ("the
        Winnipeg North Liberal"), the one who sat for it that day, named before or not (the riding
        and the party say who)."""
        day = self.discourse.day
        if self.kb is None or day is None or party.iri is None:
            return None
        pool = [m.entity for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
                and m.tokens[0] >= self.sent.start] + list(self.discourse.recent)
        if riding is not None:
            sitting = [p for p in getattr(self.kb, "members_at", lambda _: [])(day)
                       if str(self.kb.riding_at(p, day) or "") == riding
                       and str(self.kb.party_at(p, day) or "") == str(party.iri)]
            if len(sitting) != 1:
                return None
            named = next((e for e in pool if e.iri is not None and str(e.iri) == str(sitting[0])), None)
            return named or _person_entity(self.kb, sitting[0], token.text)
        fitting = {str(e.iri): e for e in pool if e.iri is not None
                   and str(self.kb.party_at(e.iri, day) or "") == str(party.iri)}
        if len(fitting) > 1:
            # ("Conservative Leader X ... MP Y ... The Conservative said": the member, not the leader)
            fitting = {str(e.iri): e for e in members_not_named_as_leaders(list(fitting.values()))}
        return next(iter(fitting.values())) if len(fitting) == 1 else None

    def _rival(self, token) -> Entity | None:
        """"his rival", « son adversaire »: a noun of rivalry with a one-owner possessive and nothing
        more (no name, complement or clause) stands for the one person of another party than its
        owner (the subject of its verb) among those it could take up (named before it in its
        sentence, or in the sentence before); none when two or more fit, or the parties are not known."""
        day = self.discourse.day
        if self.kb is None or day is None or token.dep_ not in OBJ | {"iobj", "obl:arg", "nmod", "pobj"}:
            return None
        if not any(c.dep_ in ("det", "poss", "nmod:poss") and c.i == token.i - 1
                   and c.lower_ in words("shared", "one_owner_possessive", self.lang) for c in token.children) \
                or any(c.dep_ not in ("det", "poss", "nmod:poss", "punct") and not _charge_complement(c)
                       for c in token.children):
            return None  # ("his rival for the leadership", "his Liberal rival": more than a rivalry of parties)
        verb = token.head if token.dep_ != "pobj" else token.head.head
        owner = _person(_subject(self, verb)[0])
        party = self.kb.party_at(owner.iri, day) if owner is not None and owner.iri is not None else None
        if party is None:
            return None
        pool = [m.entity for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
                and m.tokens[0] >= self.sent.start] + list(self.discourse.recent)
        fitting = {str(e.iri): e for e in pool if e.iri is not None and e.key != owner.key
                   and self.kb.party_at(e.iri, day) not in (None, party)}
        return next(iter(fitting.values())) if len(fitting) == 1 else None

    def _relative(self, token) -> Entity | None:
        """"his colleague", « sa collègue », "his deputy": a relational noun with a one-owner possessive
        and nothing more stands for the one person other than its owner among those it could take up
        (named before it in its sentence, or in the sentence before); "his predecessor", « son
        successeur »: the holder, in the KB, of the office the owner's title names (« l'ancien
        premier ministre X ») just before or just after the owner. None when two or more people
        fit, the owner is not known, or no title of the owner says which office."""
        day = self.discourse.day
        if self.kb is None or day is None or self.quoted(token):
            return None
        if not any(c.dep_ in ("det", "poss", "nmod:poss") and c.i == token.i - 1
                   and c.lower_ in words("shared", "one_owner_possessive", self.lang) for c in token.children) \
                or any(c.dep_ not in ("det", "poss", "nmod:poss", "punct", "case") and not _charge_complement(c)
                       and not _reason_phrase(c) for c in token.children):
            return None  # ("his colleague on the committee", "his predecessor in the riding": another relation)
        if token.dep_ in SUBJ | SUBJPASS:
            owner = self.possessive_subject(token)
        else:
            verb = token.head
            while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
                verb = verb.head  # ("apologized to his colleague", « s'est excusé auprès de sa collègue »)
            owner = _person(_subject(self, verb)[0])
        if owner is None or owner.iri is None:
            return None
        if token.lower_ in words("shared", "colleague_nouns", self.lang):
            pool = [m.entity for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
                    and m.tokens[0] >= self.sent.start and not self.quoted(self.sent.doc[m.tokens[0]])] \
                + list(self.discourse.recent)
            others = {str(e.iri): e for e in pool if e.iri is not None and e.key != owner.key}
            return next(iter(others.values())) if len(others) == 1 else None
        # the office the owner's title names, itself (not "former"): what the succession is of
        title = [w for w in re.split(r"[\s]+", (owner.role or "").lower()) if w]
        rest = [w for w in title if w not in ("former", "ancien", "ancienne", "ex")]
        party = self.kb.party_at(owner.iri, day)
        office = _office_key(rest, key_of(party) if party else None) if rest else None
        if office is None:
            return None
        from rdflib import URIRef
        from .mentions import _person_entity
        from .tenure import next_to
        before = token.lower_ in words("shared", "predecessor_nouns", self.lang)
        holder = next_to(self.kb, office, str(owner.iri), day, before=before)
        return _person_entity(self.kb, URIRef(holder), token.text) if holder is not None else None

    def _the_latter(self, token, gender: str | None = None) -> Entity | None:
        """« ce dernier », « cette dernière », « celui-ci », « celle-ci »: the person named last before
        it, in its sentence or the previous ones, when the gender agrees (« X a répondu à Y. Ce
        dernier ... » is Y). A demonstrative (`gender` given) takes up the last noun of its gender,
        a thing as well as a person: with a noun of that gender between the person's name and it
        (« la ministre X a déposé une réforme. Celle-ci ... »), nothing sure."""
        before = [m.entity for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i
                  and m.tokens[0] >= self.sent.start]
        last = before[-1] if before else (self.discourse.last_named if self.discourse.sentences_without_persons <= 1
                                          else None)
        demonstrative = gender is not None
        gender = gender or _THE_LATTER[token.lower_]
        if last is None or (last.gender and last.gender != gender):
            return None
        if demonstrative:
            named = [m for m in self.mentions if m.entity.kind == "person" and m.tokens[1] <= token.i]
            start = named[-1].tokens[1] if named else self.sent.start
            form = {"male": "Masc", "female": "Fem"}[gender]
            # (the noun's gender, or its determiner's: the small model leaves many nouns without one)
            if any(t.pos_ == "NOUN" and t.lower_ not in PERSON_NOUNS and t.i not in self.by_token
                   and (form in t.morph.get("Gender") or any(c.dep_ == "det" and form in c.morph.get("Gender")
                                                             for c in t.children))
                   for t in token.doc[start:token.i]):
                return None
        return last

    def _latter_or_former(self, token) -> Entity | None:
        """"the latter", "the former" as a noun phrase of their own: of the two persons named just
        before (before it in its sentence, else in the sentence before), the second or the first;
        none unless exactly two are there ("X met Y and Z. The latter ..." is not sure)."""
        before = []
        for m in self.mentions:
            if m.entity.kind == "person" and self.sent.start <= m.tokens[0] and m.tokens[1] <= token.i \
                    and m.entity.key not in [e.key for e in before]:
                before.append(m.entity)
        if not before:
            for e in self.discourse.recent:
                if e.key in self.discourse.recent_sentence and e.key not in [b.key for b in before]:
                    before.append(e)
        if len(before) != 2:
            return None
        return before[1] if token.lower_ == "latter" else before[0]

    def pronoun(self, token, prefer: Entity | None, gender: str | None = None,
                as_subject: bool = False) -> Entity | None:
        # `as_subject`: the token stands for its clause's subject without being it (a possessive
        # on the subject noun, « Sa démission a été annoncée »: possessive_subject)
        gender = gender or pronoun_gender(token) or INVERTED_PRONOUNS.get(token.lower_)
        subject = token.dep_ in SUBJ | SUBJPASS or as_subject
        if token.dep_ in SUBJ | SUBJPASS and self._unnamed_subject_fronted(token, gender):
            return None  # "After a witness was rebuked by X, he refused ...": the witness as likely as X
        # an object pronoun never means the subject of its own verb ("X accused him")
        clause = token.head  # the subject of "... and called him": the one the conjoined verbs share
        while not any(c.dep_ in SUBJ for c in clause.children) and clause.dep_ == "conj" and clause.head.i != clause.i:
            clause = clause.head
        own_subject = set()
        if token.dep_ in OBJ | {"iobj", "dative", "obl:arg"}:
            for c in clause.children:
                subject = self.entity(c) if c.dep_ in SUBJ else None
                if subject is not None:
                    own_subject.add(subject.key)
                    if subject.presumed is not None:  # "le président ... lui a demandé": not the chair himself
                        own_subject.add(str(subject.presumed))
                    if subject.iri is None and subject.office and self.kb is not None and self.discourse.day:
                        # (nor its holder on the day the sentence tells, when the text speaks of
                        # another day than the article's: « Le 17 juin 2020, ... le président lui
                        # avait ordonné ... » in an article of 2024 is not that day's Speaker either)
                        own_subject.update(str(h) for h in self.kb.office_holders(subject.office, self.discourse.day))
                    for named in c.children:  # « Le président, Greg Fergus, lui a demandé »
                        if named.dep_ in ("conj", "appos") and named.i in self.by_token:
                            own_subject.add(self.by_token[named.i].entity.key)
            if not any(c.dep_ in SUBJ for c in clause.children) and clause.dep_ in ("advcl", "xcomp", "acl", "appos") \
                    and clause.head.i != clause.i and (clause.tag_ in ("VBG", "VB") or clause.lower_.endswith("ant")
                                                       or "Inf" in clause.morph.get("VerbForm")):
                # "X turned to Y, accusing him of ...", « X s'en est pris à Y, l'accusant de ... »: a
                # participle or an infinitive has the subject it takes up (_subject), never its object
                inherited = _person(_subject(self, clause)[0])
                if inherited is not None:
                    own_subject.add(inherited.key)
        if token.dep_ in SUBJ and token.head.dep_ == "ccomp" and token.head.head.i != token.head.i \
                and token.head.lemma_.lower() in words("shared", "apologize", self.lang) \
                and token.head.head.lemma_.lower() in ASK | words("RequestToApologize", "mandative_verbs", self.lang):
            # "X demanded that he apologize", « X a exigé qu'il s'excuse »: one does not ask oneself to
            # apologize; the pronoun is someone other than the one asking
            asker = _person(_subject(self, token.head.head)[0])
            if asker is not None:
                own_subject.add(asker.key)
        if self.in_quotation and self.author is not None:
            own_subject.add(self.author.key)  # a speaker calls himself "I": his "he" is someone else
        if token.dep_ in SUBJ and not self.quoted(token) and not self.quoted(token.head) \
                and token.head.lemma_.lower() in speech_verbs():
            # '"X misled Parliament," he said', « « ... X ... », a-t-il dit »: one who speaks a quotation
            # does not name himself in it, so no one it names is the pronoun attributing it
            own_subject.update(m.entity.key for m in self.mentions if m.entity.kind == "person"
                               and self.sent.start <= m.tokens[0] < token.i and self.quoted(token.doc[m.tokens[0]]))
        # (nor the office its subject holds: "X crossed a line, according to the Speaker. Speaker Y
        # told him to withdraw it": "him" is not the Speaker the office named, who is Y)
        def own(e) -> bool:
            return e.key in own_subject or (e.presumed is not None and str(e.presumed) in own_subject)
        bound = own  # (the name `own` is taken by another test below)

        before = [m.entity for m in self.mentions if m.entity.kind == "person"
                  and m.tokens[1] <= token.i and m.tokens[0] >= self.sent.start
                  and not own(m.entity)]
        # (persons named two sentences or more before, with none named since, are too far back for a
        # pronoun, but for the one the text has been about, its last subject: "the Prime Minister's
        # mistakes. [two sentences of others] He said he was sorry" does not take up the possessor)
        last = self.discourse.last_subject
        recent = self.discourse.recent if self.discourse.sentences_without_persons <= 1 else [
            e for e in self.discourse.recent if last is not None and e.key == last.key]
        pool = before + [e for e in recent if not own(e)]
        fits = []
        for e in pool:
            if gender and e.gender and e.gender != gender:
                continue
            if e.iri is None and not e.local and any(ch.isdigit() for ch in (e.role or "")):
                continue
            if e.key not in [f.key for f in fits]:
                fits.append(e)
        ahead = self._cataphoric_subject(token, gender)
        if ahead is not None and (not fits or any(f.key == ahead.key for f in fits)):
            return ahead
        if len(fits) == 1 and not (subject and not any(f.key == fits[0].key for f in before)
                                   and _agrees(self.discourse.unnamed_subject, gender)):
            return fits[0]
        in_sentence = [f for f in fits if any(f.key == b.key for b in before)]
        if len(in_sentence) == 1 and token.dep_ in OBJ | {"iobj", "dative", "obl:arg"}:
            return in_sentence[0]  # "X turned to Y and called him ...": the one named in the same sentence
        if not in_sentence and token.dep_ in OBJ | {"iobj", "dative", "obl:arg"} and last is not None \
                and any(f.key == last.key for f in fits) and self.discourse.sentences_without_persons == 0 \
                and all(f.key == last.key or f.key in self.discourse.recent_backgrounded for f in fits):
            # "X, who replaced Y on the committee, criticized Z. W accused him of ...": the others fitting were named
            # only in a clause describing someone in the sentence before; "him" is its subject, X
            return last
        # the subject of a reported clause is the reporter ("X announced that he was resigning",
        # « X a annoncé qu'il démissionnait »), when the reporter fits
        if token.dep_ in SUBJ | SUBJPASS:
            clause = token.head
            while clause.dep_ == "conj" and clause.head.i != clause.i:
                clause = clause.head
            if clause.dep_ == "ccomp" and clause.head.i != clause.i and \
                    clause.head.lemma_.lower() in SAY | WRITE | {"announce", "annoncer", "confirm", "confirmer"}:
                # (a role phrase with the name in apposition, « Le chef du parti, X, a annoncé
                # qu'il ... », is resolved as any subject is)
                # (only a subject of its own: "X defended Y, saying he had ..." is not read as X)
                # ("X rose and announced that she ...": a conjoined verb shares its first verb's subject)
                own = any(c.dep_ in SUBJ for c in clause.head.children) or (
                    clause.head.dep_ == "conj" and clause.head.head.i != clause.head.i
                    and any(c.dep_ in SUBJ for c in clause.head.head.children))
                reporter = _person(_subject(self, clause.head)[0]) if own else None
                if reporter is not None and any(f.key == reporter.key for f in fits):
                    return reporter
            reporter = self._reporter_going_on(token)
            if reporter is not None and any(f.key == reporter.key for f in fits):
                return reporter
        if prefer is not None and (not fits or any(f.key == prefer.key for f in fits)):
            return prefer  # the member the Chair is dealing with, when nobody else fits better
        last = self.discourse.last_subject
        if subject and not before and _agrees(self.discourse.unnamed_subject, gender):
            # "A senior official testified on Thursday. He apologized ...": the pronoun may take up the
            # person the previous sentence left unnamed as well as one named earlier; nothing sure,
            # unless the named one stands well clear of the unnamed one in the salience
            # (« Le comité a siégé. ... Ce n'est pas la première fois que X ... Il avait ... »)
            return self._salient(token, gender, bound, before)
        if subject and last is not None and any(f.key == last.key for f in fits) \
                and not any(f.key != last.key for f in fits if f in before):
            return last  # a subject pronoun continues the previous sentences' subject
        return self._salient(token, gender, bound, before)

    def _reporter_going_on(self, token) -> Entity | None:
        """The reporter a subject pronoun takes up when its verb is conjoined to a verb of saying
        after the reported clause ("X said that Y had ..., and he accused him of ...", « X a affirmé
        que Y avait ..., et il l'a accusé de ... »): a main clause conjoined to a report goes on
        with the one who reports; the person the reported clause names stands nearer the pronoun
        but inside that clause (nlp's _french_acts_conjoined_to_a_report hangs the French conjunct
        on the report). Only a reporter with a subject of his own, named as a person."""
        verb = token.head
        report = verb.head
        if verb.dep_ != "conj" or report.i == verb.i or self.quoted(token):
            return None
        if report.lemma_.lower() not in SAY | WRITE \
                or not any(c.dep_ == "ccomp" and c.i < token.i for c in report.children) \
                or not any(c.dep_ in SUBJ and c.i < report.i for c in report.children):
            return None
        return _person(_subject(self, report)[0])

    def _unnamed_subject_fronted(self, token, gender: str | None) -> bool:
        """Is the subject pronoun `token` preceded, in its own sentence, by a clause put before its main
        clause whose subject is a person left unnamed, of a gender it may be ("After a witness was
        rebuked by X, he refused ...", « Lorsqu'un témoin a été rabroué par X, il a refusé ... »)? That
        person is as likely an antecedent as anyone named (unnamed_person_subject): nothing sure."""
        clause = token.head
        for fronted in clause.children:
            if fronted.dep_ != "advcl" or fronted.i > token.i:
                continue
            for c in fronted.children:
                if c.dep_ in SUBJ | SUBJPASS and c.i not in self.by_token and not is_pronoun(c) \
                        and _agrees(unnamed_person_subject(self, c), gender) and _person(self.entity(c)) is None:
                    return True
        return False

    def possessive_subject(self, noun) -> Entity | None:
        """The member a one-owner possessive on a subject noun takes up ("His apology came hours
        later", « Sa démission a été annoncée », « Ses excuses sont venues mardi »): read as a subject
        pronoun in its place would be (« Il a démissionné »), so the previous sentences' subject when
        it fits. A French possessive agrees with the thing owned and tells no owner's gender. None
        when the noun is not a subject or has no such possessive before it."""
        if noun.dep_ not in SUBJ | SUBJPASS:
            return None
        det = next((c for c in noun.children if c.dep_ in ("det", "poss", "nmod:poss") and c.i < noun.i
                    and c.lower_ in words("shared", "one_owner_possessive", self.lang)), None)
        if det is None or self.quoted(det):
            return None
        return _person(self.pronoun(det, None, as_subject=True))

    def _salient(self, token, gender: str | None, own, before) -> Entity | None:
        """A subject or object pronoun the rules above leave open: the person of its gender who
        stands out in the discourse's salience (a subject followed through the sentences, a
        speaker, a person named a paragraph before with no one since), when no person of its own
        sentence could be meant and none other comes close (Salience.standing_out)."""
        if token.dep_ not in SUBJ | SUBJPASS | OBJ | {"iobj", "dative", "obl:arg"} or self.in_quotation \
                or self.quoted(token):
            return None
        if any(not (gender and e.gender and e.gender != gender) for e in before):
            return None  # a person its own sentence names could be meant: the rules above decide

        def fits(e) -> bool:
            return not (gender and e.gender and e.gender != gender) and not own(e) and not (
                e.iri is None and not e.local and any(ch.isdigit() for ch in (e.role or "")))

        return self.discourse.salience.standing_out(fits, gender)

    def _cataphoric_subject(self, token, gender: str | None) -> Entity | None:
        """"After she resigned on Tuesday, X left Ottawa", « Après avoir ..., »: the subject pronoun
        of a subordinate clause put before its main clause may take up the main clause's subject,
        named after it. Only that subject, a person whose gender does not contradict the pronoun's."""
        clause = token.head
        if token.dep_ not in SUBJ or clause.dep_ != "advcl" or clause.head.i == clause.i or clause.i > clause.head.i:
            return None
        subj = next((c for c in clause.head.children if c.dep_ in SUBJ and c.i > token.i), None)
        m = self.by_token.get(subj.i) if subj is not None else None
        if m is None:
            m = next((self.by_token[c.i] for c in (subj.children if subj is not None else ())
                      if c.dep_ in ("compound", "flat", "flat:name", "appos") and c.i in self.by_token), None)
        person = m.entity if m is not None and m.entity.kind == "person" else None
        if person is None or (gender and person.gender and person.gender != gender):
            return None
        return person

    def span(self) -> tuple[int, int]:
        text = self.sent.text
        lead = len(text) - len(text.lstrip())
        return self.offset + self.sent.start_char + lead, self.offset + self.sent.start_char + len(text.rstrip())


# « ce dernier », « cette dernière »: the person named last (the gender the word gives)
_THE_LATTER = {"dernier": "male", "dernière": "female"}
# « celui-ci », « celle-ci » (one token, or three: « celle », « - », « ci »)
_DEMONSTRATIVES = {"celui": "male", "celle": "female"}


# the determiners of an antecedent that stands for anyone of a kind, not someone the text names
INDEFINITE_ANTECEDENT_DETERMINERS = {"a", "an", "any", "every", "each", "no", "un", "une", "tout", "toute", "chaque",
                                     "aucun", "aucune", "quiconque", "whoever"}


def cleft_focus(relative):
    """The focus of a cleft whose relative pronoun is `relative` ("it was he who apologized", "it is
    X who ...", « c'est lui qui a démissionné »): the word the copula puts forward, which the
    relative clause is about, and its copula, as (focus, copula); else None. English: "it" + be +
    the focus (attr), the clause hanging on be or on the focus; French: « c' » + être, the focus
    heading the copula and the clause hanging on it."""
    verb = relative.head
    if verb.i == relative.i or verb.head.i == verb.i or relative.i > verb.i:
        return None
    top = verb.head
    if relative.lang_ == "en":
        if top.dep_ == "attr" and verb.dep_ == "relcl":
            focus, top = top, top.head  # "it was not X who ...": the clause on the name
        else:
            focus = next((c for c in top.children if c.dep_ == "attr" and c.i < relative.i), None)
        if focus is None or top.lemma_.lower() != "be" or max(t.i for t in focus.subtree if t.i < relative.i) != relative.i - 1 \
                or not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" and c.i < top.i for c in top.children):
            return None
        return focus, top
    if not any(c.dep_ == "cop" and c.lemma_.lower() == "être" for c in top.children) \
            or not any(c.dep_ in ("expl:subj", "nsubj") and c.lower_ in ("c'", "ce", "c’") and c.i < top.i
                       for c in top.children) \
            or max(t.i for t in top.subtree if t.i < relative.i) != relative.i - 1:
        return None
    return top, top


def _indefinite_antecedent(s: "Sentence", relative) -> bool:
    """Is the relative pronoun `relative` ("who", « qui ») the subject of a clause on a noun with an
    indefinite determiner and no name ("a minister who resigns", « un député qui refuse »)? The
    clause then tells of anyone of that kind, and "who" takes up no person named before it."""
    clause = relative.head
    if clause.dep_ not in ("relcl", "acl:relcl", "acl") or clause.head.i == clause.i:
        return False
    noun = clause.head
    if noun.pos_ not in ("NOUN", "PRON") or noun.i in s.by_token:
        return False
    return any(c.dep_ == "det" and c.lower_ in INDEFINITE_ANTECEDENT_DETERMINERS for c in noun.children)


def _demonstrative_latter(token) -> str | None:
    """The gender of « celui-ci » / « celle-ci » when `token` is its first word, else None."""
    word = token.lower_
    if word in ("celui-ci", "celle-ci"):
        return _DEMONSTRATIVES[word[:-3]]
    doc = token.doc
    if word in _DEMONSTRATIVES and token.i + 2 < len(doc) and doc[token.i + 1].text == "-" \
            and doc[token.i + 2].lower_ == "ci":
        return _DEMONSTRATIVES[word]
    return None

# bare French member nouns that take up a person already named (« le député », « la ministre »), with
# the gender the noun itself gives (else the article's)
DEFINITE_DESCRIPTIONS = {"député": "male", "députée": "female", "ministre": None, "élu": "male", "élue": "female",
                         "chef": None, "cheffe": "female",
                         "parlementaire": None}


# « le principal intéressé », « la principale intéressée »: the person the story is about, taken up
_CONCERNED = {"intéressé": "principal", "intéressée": "principale"}


def _the_person_concerned(token) -> bool:
    """« le principal intéressé », « la principale intéressée »: the French idiom for the person a
    story is about, which takes up a person already named as a pronoun does (its own article and
    « principal » only; not « les intéressés », « un intéressé »)."""
    if token.lower_ not in _CONCERNED or token.pos_ not in ("NOUN", "ADJ"):
        return False
    children = list(token.children)
    principal = next((c for c in children if c.dep_ == "amod" and c.lower_ == _CONCERNED[token.lower_]
                      and c.i == token.i - 1), None)
    # (the article on the noun, or on « principal » where the small model hangs it)
    return principal is not None and any(c.dep_ == "det" and c.lower_ in ("le", "la")
                                         for c in children + list(principal.children)) \
        and not any(c.dep_ in ("nmod", "appos", "flat:name", "acl", "acl:relcl", "conj") for c in children)


def _bare_definite(token) -> bool:
    """« le député », « la ministre », « l'élue »: a definite article and nothing else of its own (not
    « le député de Beauce », « la ministre des Finances », « un député », « le député conservateur »).
    The article elided before a vowel (« l'élu », « l'élue ») is as definite: the noun gives the gender."""
    if token.pos_ not in ("NOUN", "PROPN"):
        return False
    children = list(token.children)
    # (a frame the parser hung on the noun, « la députée en point de presse », is not its complement;
    # « de X » is: « le député de Beauce »)
    own = [c for c in children if c.dep_ != "nmod" or any(
        g.dep_ == "case" and g.lower_ in ("de", "du", "des", "d'", "d’") for g in c.children)
        and not _nominal_charge(c)]  # (« a accusé le ministre d'imprudence »: the charge, not the noun's)
    # (« demande au député de retirer ... »: the infinitive of what is asked, which the parser hangs
    # on the one asked, is not the noun's own complement)
    # (nor a second one coordinated to it, « de retirer ce mot et de présenter des excuses », hung as a conjunct)
    # (or in the perfect infinitive, « a reproché au député d'avoir induit ... »: its auxiliary the infinitive)
    own = [c for c in own if not (c.dep_ in ("acl", "conj") and (
        "Inf" in c.morph.get("VerbForm") or any(g.dep_ in ("aux", "aux:tense", "aux:pass") and "Inf" in g.morph.get("VerbForm")
                                                for g in c.children)) and any(
        g.dep_ == "mark" and g.lower_ in ("de", "d'", "d’") for g in c.children))]
    # (a relative clause set off by commas, « la ministre, qui revenait de X, a ... », says more of the
    # one already spoken of; only one without a comma, « le député qui ... », says which one)
    own = [c for c in own if not (c.dep_ == "acl:relcl" and c.i > token.i
                                  and token.doc[min(t.i for t in c.subtree) - 1].text == ",")]
    # (« au député », « du député »: the article contracted with the preposition)
    definite = any(c.dep_ == "det" and c.lower_ in ("le", "la", "l'", "l’") for c in children) or (
        not any(c.dep_ == "det" for c in children) and any(c.dep_ == "case" and c.lower_ in ("au", "du") for c in children))
    return definite and not any(
        c.dep_ in ("nmod", "amod", "appos", "flat:name", "flat", "acl", "acl:relcl", "nummod", "compound", "conj")
        for c in own)


def _bare_english_definite_adjective(token) -> bool:
    """"the latter", "the former" heading a noun phrase of their own (a subject, an object), not
    modifying a noun ("the former minister", "the latter's office")."""
    return token.dep_ in SUBJ | SUBJPASS | OBJ | {"pobj", "dative"} and any(
        c.dep_ == "det" and c.lower_ == "the" for c in token.children) and not any(
        c.dep_ in ("case", "amod", "compound", "prep", "acl", "relcl") for c in token.children)


def _bare_english_definite(token) -> bool:
    """"the minister", "the MP", "the member" and nothing else of its own (not "the minister of
    health", "the finance minister", "the minister's office", "a minister", "the MP for X"): a person
    already spoken of, as a pronoun is."""
    children = list(token.children)
    # ("MP" is often tagged a proper noun)
    return (token.pos_ == "NOUN" and token.tag_ == "NN" or token.lower_ == "mp" and token.tag_ == "NNP") \
        and [c.lower_ for c in children if c.dep_ == "det"] == ["the"] \
        and not any(c.dep_ in ("compound", "amod", "prep", "poss", "appos", "acl", "relcl", "nummod", "conj", "case")
                    and not (c.dep_ == "prep" and _charge_complement(c))  # ("accused the minister of lying")
                    for c in children) and not (token.i > 0 and token.doc[token.i - 1].lower_ == "prime")


def _children(token, deps) -> list:
    return [c for c in token.children if c.dep_ in deps]


def is_verb(token) -> bool:
    """A verb, or a word the tagger mistook for a noun or a name while the parser gave it a tense
    auxiliary (« a réagi » tagged as a proper noun): only a participle takes « a », « ont », « est »."""
    return token.pos_ == "VERB" or (token.pos_ in ("NOUN", "PROPN", "ADJ")
                                    and any(c.dep_ in ("aux:tense", "aux:pass") for c in token.children))


# The small French model often makes the weekday after a verb the head of the clause (« X a réagi
# samedi sur Twitter » parsed with "réagi" under "samedi" and "sur Twitter" a modifier of "samedi");
# nlp.py repairs the common shapes of it, the helpers below read what is left.


def clause_children(token) -> list:
    """The token's children, and the dependents after a weekday that the parser wrongly made their
    head (the error above), which belong to the token's clause: a weekday names a time and governs
    no complement of its own. The weekday is either the token's head (the token hung under it) or
    one of the token's children (« a publié jeudi sur Facebook », "Facebook" under "jeudi")."""
    children = list(token.children)
    weekdays = [c for c in children if c.lower_ in WEEKDAYS_FR and c.i > token.i]
    if token.head.i != token.i and token.head.lower_ in WEEKDAYS_FR and token.i < token.head.i:
        weekdays.append(token.head)
    for weekday in weekdays:
        children += [c for c in weekday.children if c.i > weekday.i]
    return children


def _subject_of_a_clause_between(s: Sentence, participle) -> bool:
    """English: is `participle` a free participle after a comma ("..., calling him a crook") whose
    head clause holds, between the head and the comma, a finite clause with a person of its own as
    subject ("when Y heckled him", "after Y had left")? Which of the two subjects the participle
    takes up is then the writer's, not the parse's (it hangs the participle on the main verb)."""
    head = participle.head
    if s.lang != "en" or participle.tag_ != "VBG" or head.i >= participle.i or _children(participle, SUBJ | SUBJPASS):
        return False
    if participle.i == 0 or participle.doc[participle.i - 1].text != ",":
        return False
    for t in participle.doc[head.i + 1:participle.i]:
        if t.pos_ not in ("VERB", "AUX") or t.dep_ not in ("advcl", "relcl", "ccomp", "conj") \
                or not ({"Fin"} & set(t.morph.get("VerbForm")) or t.tag_ in ("VBD", "VBZ", "VBP")):
            continue
        if t.dep_ == "conj" and t.head.i == head.i:
            continue  # "X rose and asked Y ..., calling ...": the conjunct shares the subject
        own = _children(t, SUBJ)
        if own and _person(s.entity(own[0])) is not None and head.i in {a.i for a in t.ancestors}:
            mine = _children(head, SUBJ)
            if not mine or s.entity(mine[0]) is None or s.entity(mine[0]).key != s.entity(own[0]).key:
                return True
    return False


def _free_participle_on_a_reported_clause(s: Sentence, participle):
    """English: a free participle after a comma ("..., telling reporters ...") that the parse hung on
    the verb of a clause another verb reports or asks about ("X refused to say whether Y would quit,
    telling reporters ...", "X said Y had resigned, telling ..."), that clause having another person
    for subject than the reporting verb. Which of the two the participle takes up is the writer's:
    when the reported clause is only possible ("would quit", "whether ..."), an act told done beside
    it is the reporter's, and the reporting verb is returned; otherwise False (unknown). None when
    the sentence has another shape."""
    head = participle.head
    if s.lang != "en" or participle.tag_ != "VBG" or head.i >= participle.i or head.i == head.head.i \
            or _children(participle, SUBJ | SUBJPASS) or participle.doc[participle.i - 1].text != ",":
        return None
    asked = any(c.dep_ == "mark" and c.lower_ in ("whether", "if") for c in head.children)
    if head.dep_ != "ccomp" and not (head.dep_ == "advcl" and asked):
        return None
    own = _children(head, SUBJ | SUBJPASS)
    doer = _person(s.entity(own[0])) if own else None
    reporter, _ = _subject(s, head.head) if doer is not None else (None, None)
    if reporter is None or reporter.key == doer.key:
        return None
    possible = asked or any(c.dep_ == "aux" and c.lower_ in NOT_YET for c in head.children)
    return head.head if possible else False


def set_off_by_a_comma(verb, clitics=CLITICS) -> bool:
    """Is `verb` right after a comma, past the French clitics glued before it (« ..., l'accusant de »,
    "..., accusing")? `clitics`: the ones the caller lets stand between."""
    doc, j = verb.doc, verb.i - 1
    while j > 0 and doc[j].lower_ in clitics:
        j -= 1
    return j > 0 and doc[j].text == ","


def _french_participle_on_a_wanted_clause(s: Sentence, participle):
    """French: a present participle set off by a comma, with no subject of its own (« ..., l'accusant
    de ... »), that the parse hung on the verb of a que-clause another verb asks for, demands or wants
    (« X a demandé qu'elle retire le mot et qu'elle s'excuse, l'accusant de ... »; the clause may be a
    conjunct of the first one). What is asked is not done; the participle tells an act done, the
    asker's: the verb that asks is returned (its subject is the participle's). None otherwise."""
    if s.lang != "fr" or "Part" not in participle.morph.get("VerbForm") or not participle.lower_.endswith("ant") \
            or _children(participle, SUBJ | SUBJPASS):
        return None
    if not set_off_by_a_comma(participle):
        return None
    clause = participle.head
    while clause.dep_ == "conj" and clause.head.i != clause.i and clause.head.i < clause.i:
        clause = clause.head
    if clause.dep_ != "ccomp" or clause.head.i == clause.i or clause.i >= participle.i:
        return None
    asker = clause.head
    if asker.pos_ != "VERB" or asker.lemma_.lower() not in ASK | NOT_DONE:
        return None
    return asker


def _read_out_text(s: Sentence, noun) -> bool:
    """Is `noun` (no person) a text that the clause's subject reads out, quotes or cites ("reading from
    a column", "quoted an editorial", « lisait une chronique », « a cité un éditorial »)? Its words are
    its author's, not the reader's."""
    if noun.lemma_.lower() in PERSON_NOUNS or _person(s.entity(noun)) is not None:
        return False
    governor = noun.head
    if governor.pos_ == "ADP" and governor.head.i != governor.i:
        governor = governor.head  # "reading from a column"
    return governor.i != noun.i and is_verb(governor) \
        and governor.lemma_.lower() in words("shared", "cite_verbs", s.lang)


def _subject_of_a_governing_verb(s: Sentence, verb, person) -> bool:
    """Is `person` the subject of a verb that `verb`'s clause hangs under (the verb of saying that
    reports it, a main clause)?"""
    for ancestor in verb.ancestors:
        if ancestor.pos_ in ("VERB", "AUX") and any(
                (found := s.entity(c)) is not None and found.key is not None and found.key == person.key
                for c in _children(ancestor, SUBJ | SUBJPASS)):
            return True
    return False


def _subject(s: Sentence, verb, prefer=None):
    """Subject of `verb`, inherited through conjoined, controlled and relative clauses."""
    seen, start = 0, verb
    inverted = _inverted_attribution(s, verb)
    if inverted is not None:
        return inverted
    while verb is not None and seen < 6:
        seen += 1
        # (a verb outside a quotation never has its subject inside it: the small French model
        # often takes the quotation's last noun for the subject of the verb that attributes it)
        # (nor is a punctuation mark: the parse of a live blog's "**1:15 p.m.** — X told ..." makes
        # the stamp's asterisk a subject, which would send the search to the nearest name)
        subj = [c for c in _children(verb, SUBJ | SUBJPASS) if c.lower_ not in EUPHONIC_T
                and not (s.quoted(c) and not s.quoted(verb)) and c.pos_ != "PUNCT"]
        if not subj and s.lang == "fr":
            # « Tous deux ont ... »: the count the parse hung on the verb as an object is its subject
            subj = [c for c in verb.children if c.i < verb.i and french_both(c) and not s.quoted(c)]
        if subj:
            found = s.entity(subj[0], prefer)
            if found is None and subj[0].pos_ == "NOUN":
                named = _name_set_off_before(s, subj[0])
                if named is not None:
                    return named.entity, subj[0]  # « X, un proche du chef Y, a ... »: the name is the head
            # (a name the KB does not know is somebody else, never the nearest name)
            if found is None and not is_pronoun(subj[0]) and subj[0].pos_ not in ("PRON", "PROPN") \
                    and subj[0].lower_ not in ("who", "qui", "that") and not _someone_of_a_member(s, subj[0]) \
                    and not (s.lang == "en" and subj[0].tag_ == "NNS"):
                # a subject the parse got wrong ("la ministre ..., X, a démissionné"): nearest name before
                # (not an English plural noun: "X said some members had accused Y" is a group's act,
                # not X's; a plural noun's names come after it, « les députées X et Y ont quitté »,
                # never before it: « face à leur chef X, sept députés ont quitté » is not X's act)
                plural = "Plur" in subj[0].morph.get("Number")
                found = _left_person(s, start, after=subj[0].i if plural else None)
                if found is not None and verb.i == start.i and _subject_of_a_governing_verb(s, verb, found):
                    # "X said the minister resigned", « X a affirmé que le ministre s'est excusé »: the
                    # nearest name is the subject of the verb that reports the clause, never the clause's own
                    found = None
            if found is not None and _person(found) is None and s.lang == "fr":
                # « Son adversaire conservateur, X, l'accusait ... »: the small tagger takes the noun for
                # an adjective and the party word for the subject's head; the person in apposition to
                # it between commas is the subject
                named = next((c for c in subj[0].children if c.dep_ == "appos" and c.i > subj[0].i
                              and _person(s.entity(c, prefer)) is not None
                              and c.i > 0 and c.doc[c.i - 1].text == ","), None)
                if named is not None and any(c.dep_ in ("amod", "det") and c.i < subj[0].i and c.pos_ != "DET"
                                             for c in subj[0].children):
                    return s.entity(named, prefer), named
            return found, subj[0]
        if verb.dep_ in ("conj", "parataxis", "ccomp") and verb.head.i != verb.i and s.quoted(verb.head) \
                and not s.quoted(verb):
            break  # the verb that attributes a quotation does not share the quoted clause's subject
        if verb.dep_ == "conj" and verb.head.i != verb.i:
            # "V1 the cabinet and her colleague Y V2 ...": the parser made Y a conjunct of V1, not V2's subject
            # (or of V1's object: « a quitté le cabinet et son collègue Y a renoncé »)
            heads = [verb.head] + _children(verb.head, OBJ)
            between = [c for h in heads for c in h.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")
                       and verb.head.i < c.i < verb.i and verb.i - c.i <= 6
                       # only auxiliaries between the noun phrase and V2: it is V2's subject by position
                       and all(verb.doc[j].pos_ in ("AUX", "ADV", "PART") for j in range(max(t.i for t in c.subtree) + 1, verb.i))]
            between.sort(key=lambda c: c.i)
            if between and _person(s.entity(between[-1], prefer)) is not None:
                return s.entity(between[-1], prefer), between[-1]
        if verb.dep_ == "acl" and verb.head.pos_ == "NOUN" and verb.head.i != verb.i:
            # "X's decision to quit cabinet": the possessor of a noun is the subject of its
            # infinitive (subject control); whether the act was done is the noun's (not_yet)
            owner = next((c for c in verb.head.children if c.dep_ in ("poss", "nmod:poss")), None)
            if owner is not None and _person(self_entity := s.entity(owner, prefer)) is not None:
                return self_entity, owner
        turn = _turn_taker(s, verb, prefer)
        if turn is not None:
            return turn
        if verb.dep_ == "acl" and verb.head.pos_ == "NOUN" and verb.head.i != verb.i and _read_out_text(s, verb.head):
            # "X was reading from a column calling Y a liar", "X quoted an editorial calling Y ...", « X
            # lisait une chronique traitant Y de menteur »: the text read or quoted does what its
            # participle says; its author is not the reader
            return None, None
        if verb.dep_ == "advcl" and "Fin" in verb.morph.get("VerbForm") and any(c.dep_ == "mark" for c in verb.children):
            # "X defends office after staffer quits": a finite clause opened by a subordinator has a
            # subject of its own, which the parse lost (here a compound); never the main clause's
            return None, None
        if verb.dep_ == "advcl" and verb.head.i != verb.i:
            reporting = _free_participle_on_a_reported_clause(s, verb)
            if reporting is False:
                return None, None  # "X said Y had resigned, telling reporters ...": either may be telling
            if reporting is not None:
                verb = reporting  # "X refused to say whether Y would quit, telling reporters ...": X's
                continue
        if verb.dep_ in ("advcl", "conj", "dep") and verb.head.i != verb.i:
            asking = _french_participle_on_a_wanted_clause(s, verb)
            if asking is not None:
                verb = asking  # « X a exigé qu'il s'excuse, l'accusant de ... »: X's
                continue
        if verb.dep_ == "advcl" and verb.head.i != verb.i and _subject_of_a_clause_between(s, verb):
            # "X was speaking when Y heckled him, calling him a crook": a trailing participle after
            # another clause with a subject of its own may take up either subject; left unknown
            return None, None
        if verb.dep_ in ("conj", "xcomp", "advcl", "pcomp", "acl") and verb.head.i != verb.i:
            head = verb.head
            if head.dep_ == "prep" and head.head.i != head.i:  # "for calling ...", "after refusing ..."
                head = head.head
            objects = [o for o in _children(head, OBJ) if not span_object(o)]
            if verb.dep_ == "xcomp" and objects:
                # "asked X to ...": X is the subject of the complement (not a span the head counts:
                # "spent days accusing Y" is the subject's act)
                return s.entity(objects[0], prefer), objects[0]
            if verb.dep_ == "pcomp" and verb.head.dep_ == "prep" and verb.head.lower_ in ("of", "for", "from", "on", "as") \
                    and head.pos_ == "VERB" and _children(head, OBJ) and s.lang == "en":
                # "Y accused X of calling him a liar", "blamed X for leaving", "CTV quoted X as saying":
                # the one the verb acts on did what the gerund says (not "apologized to X for calling
                # ...": X is no object; not "answered a question by accusing ...": "by" tells the
                # means of the subject's own act)
                return s.entity(_children(head, OBJ)[0], prefer), _children(head, OBJ)[0]
            verb = head  # a relative clause's own verbs lead to its "who", resolved to the antecedent
            continue
        if verb.dep_ == "relcl":
            return s.entity(verb.head, prefer), verb.head
        break
    speaker = _inverted_speaker(s, start)
    if speaker is not None:
        return speaker, None
    fronted = _fronted_gerund_subject(s, start)
    if fronted is not None:
        return fronted
    return _left_person(s, start), None


def _turn_taker(s: Sentence, verb, prefer=None):
    """« c'était au tour de X de démissionner », « c'est au tour de X de répondre »: the one whose
    turn it is does the infinitive hung on the noun of turn (or, in the parse, on X after it). The
    (entity, token) of X, or None."""
    if verb.dep_ != "acl" or verb.head.i == verb.i or not any(
            c.dep_ == "mark" and c.lower_ in ("de", "d'", "d’") for c in verb.children):
        return None
    turns = words("shared", "turn_nouns", s.lang)
    head = verb.head
    if head.pos_ == "PROPN" and head.dep_ == "nmod" and head.head.lemma_.lower() in turns:
        owners = [head]
    elif head.pos_ == "NOUN" and head.lemma_.lower() in turns:
        owners = [c for c in head.children if c.dep_ == "nmod" and c.i < verb.i
                  and any(m.dep_ == "case" and m.lower_ in ("de", "d'", "d’") for m in c.children)]
    else:
        return None
    noun = head if head.lemma_.lower() in turns else head.head
    if not any(c.dep_ == "case" and c.lower_ in ("au", "à") for c in noun.children):
        return None
    # the turn told as come (« c'était au tour de X », « ce fut ... », or with its day: « Mercredi,
    # c'est au tour de X »), not only claimed (« selon eux, c'est maintenant au tour de X de partir »:
    # a call for the act)
    copula = next((c for c in noun.children if c.dep_ == "cop"), None)
    past = copula is not None and ("Imp" in copula.morph.get("Tense") or "Past" in copula.morph.get("Tense"))
    dated = any(t.lower_ in WEEKDAYS_FR or t.pos_ == "NUM" for c in noun.children if c.i < noun.i
                and c.dep_ not in ("cop", "case", "expl:subj", "punct") for t in c.subtree)
    if not (past or dated) or any(m.lower_ == "selon" for c in noun.children for m in c.children if m.dep_ == "case"):
        return None
    for owner in owners:
        found = s.entity(owner, prefer)
        if _person(found) is not None:
            return found, owner
    return None


def _name_set_off_before(s: Sentence, noun):
    """« X, un proche du chef Y, a présenté ses excuses »: the parse may take the noun phrase set off
    between commas for the subject and the name opening the sentence before it for an adverb; the
    phrase is the name's apposition and the name, a person, heads the subject (not Y, named inside
    the phrase). The person mention that opens the sentence and ends right before the comma opening
    the subject phrase, which itself closes with a comma before the verb; else None."""
    words = sorted(t.i for t in noun.subtree)
    first, last = words[0], words[-1]
    doc = noun.doc
    if first - 1 <= s.sent.start or doc[first - 1].text != "," or last + 1 >= s.sent.end \
            or doc[last + 1].text != "," and not (doc[last].text == "," and last > noun.i):
        return None
    mention = next((m for m in s.mentions if m.tokens[0] == s.sent.start and m.tokens[1] == first - 1), None)
    if mention is None or mention.entity.kind != "person" or _person(mention.entity) is None:
        return None
    return mention


def _fronted_gerund_subject(s: Sentence, verb):
    """« En quittant le caucus mardi, X a expliqué ... »: a French gerund opening the sentence has the
    main clause's subject, named right after the comma that closes it (the small parse may make the
    gerund the root and leave it no subject). (entity, token) or None."""
    if s.lang != "fr" or "Part" not in verb.morph.get("VerbForm") or not any(
            c.dep_ == "mark" and c.lower_ == "en" and c.i == verb.i - 1 for c in verb.children) \
            or verb.i - 1 != s.sent.start:
        return None
    doc = s.sent.doc
    comma = next((t for t in doc[verb.i + 1:s.sent.end] if t.text == "," or t.pos_ in ("VERB", "AUX")), None)
    if comma is None or comma.text != ",":
        return None
    for m in s.mentions:
        if comma.i < m.tokens[0] <= comma.i + 4 and m.entity.kind == "person" and all(
                t.pos_ in ("DET", "NOUN", "ADJ") for t in doc[comma.i + 1:m.tokens[0]]):
            tokens = doc[comma.i + 1:m.tokens[1]]
            subject = next((t for t in tokens if t.dep_ in SUBJ), None)
            return (m.entity, subject) if subject is not None else None
    return None


def _antecedent_past_a_verb(s: Sentence, mention, pronoun) -> bool:
    """Is the noun the relative `pronoun`'s clause hangs on outside the name of `mention`, with a verb
    between the name and the pronoun ("X praised the head of Y, who ...", « X a salué le patron de
    Y, qui ... »)? The antecedent is then the verb's complement, not the person named before it."""
    clause = pronoun.head
    if clause.dep_ not in ("relcl", "acl:relcl", "acl") or clause.head.i == clause.i:
        return False
    antecedent = clause.head
    first, end = mention.tokens
    if first <= antecedent.i < end or antecedent.i < end:
        return False
    return any(t.pos_ in ("VERB", "AUX") for t in s.sent.doc[end:pronoun.i])


def _name_of_a_persons_noun(s: Sentence, mention, pronoun) -> bool:
    """Is the name of `mention`, right before the relative `pronoun`, the complement of a noun of a
    person ("the press secretary of X, who ...", « l'avocat de X, qui ... »)? The clause may then be
    the noun's as well as the name's, and which one the parse does not tell."""
    doc = s.sent.doc
    first, end = mention.tokens
    if pronoun.i - end > 1 or first < 2 or doc[first - 1].lower_ not in ("of", "de", "du", "d'", "d’"):
        return False
    noun = doc[first - 2]
    human = words("shared", "human_nouns", s.lang)
    return noun.pos_ == "NOUN" and (noun.lemma_.lower() in human or noun.lower_ in human)


def unnamed_person_subject(s: Sentence, subject) -> tuple | None:
    """(True, gender) when `subject` is a noun for a person the text leaves unnamed ("a senior official",
    "the deputy minister", "X's chief of staff", « un haut fonctionnaire », « la cheffe de cabinet de X »;
    lexicon shared.human_nouns), else None. The gender is the French noun's, or None.
    A person's full name the mentions left unlinked is such a subject too (unnamed_name_subject)."""
    name = unnamed_name_subject(s, subject)
    if name is not None:
        return name
    if subject.pos_ not in ("NOUN", "ADJ") or subject.lemma_.lower() not in words("shared", "human_nouns", s.lang) \
            and subject.lower_ not in words("shared", "human_nouns", s.lang):
        return None
    if _plural(subject):
        return None  # "Critics tried ...": a singular pronoun next does not take up a group
    gender = None
    if s.lang == "fr":
        g = subject.morph.get("Gender")
        gender = "male" if g == ["Masc"] else "female" if g == ["Fem"] else None
        det = next((c.lower_ for c in subject.children if c.dep_ == "det"), None)
        gender = {"la": "female", "une": "female", "le": "male", "un": "male"}.get(det, gender)
    return (True, gender)


# French determiners that make their noun plural when the small model's morphology leaves the number out
# (« Ses adversaires », « Plusieurs élus »)
_PLURAL_DETERMINERS = frozenset({"les", "des", "ses", "leurs", "ces", "nos", "vos", "mes", "tes", "plusieurs",
                                 "certains", "certaines", "quelques", "nombre", "aux"})


def _plural(noun) -> bool:
    """Does `noun` name several: plural by its morphology, its English tag, or a French plural determiner?"""
    return "Plur" in noun.morph.get("Number") or noun.tag_ in ("NNS", "NNPS") or any(
        c.dep_ == "det" and c.lower_ in _PLURAL_DETERMINERS for c in noun.children)


# a bill by its number ("Bill C-374", "Bill 101"), not a person's first name and surname
_BILL_BY_NUMBER = re.compile(r"bill\s+(?:[CS]\s*-\s*)?\d+\b", re.I)


def unnamed_name_subject(s: Sentence, subject) -> tuple | None:
    """(True, gender) when `subject` is in a person's full name (two words or more the NER tags a
    person) that no mention links: a name two KB people sat under that day with nothing to tell them
    apart, or one the mentions did not take. Who it is is not known, but it is a person the text
    has moved on to: a subject pronoun next may be them rather than someone named before (the
    gender is the given name's, when the KB's people who bear it are all of one)."""
    if subject.ent_type_ not in ("PERSON", "PER") or subject.i in s.by_token:
        return None
    doc = subject.doc
    start, end = subject.i, subject.i + 1
    while start > s.sent.start and doc[start - 1].ent_type_ == subject.ent_type_ and doc[start].ent_iob_ != "B":
        start -= 1
    while end < s.sent.end and doc[end].ent_iob_ == "I":
        end += 1
    if end - start < 2 or any(i in s.by_token for i in range(start, end)) \
            or not all(t.pos_ == "PROPN" or t.text[:1].isupper() for t in doc[start:end]):
        return None
    if _BILL_BY_NUMBER.match(doc[start:end].text):
        return None  # "Bill C-374 belongs to X. He ...": a bill by its number, which the NER may take for a name
    return (True, gender_of_given_name(s.kb, doc[start].text) if s.kb is not None else None)


def french_body_subject(s: Sentence, subject) -> tuple | None:
    """(True, gender) when `subject` is a French singular noun of a body that acts (« le
    gouvernement », « le comité », « le parti », lexicon shared.body_nouns) or a party or an
    institution the text names (« le NPD »), else None. French takes up such a body with « il » or
    « elle » as it does a person: after it, a subject pronoun of its gender may mean the body rather
    than a person named before (« Le comité a siégé tard. Il a ensuite déposé son rapport »), so nothing
    is sure (the same guard as for an unnamed person)."""
    if s.lang != "fr" or subject.pos_ not in ("NOUN", "PROPN") or _plural(subject):
        return None
    named = s.entity(subject)
    if not (subject.lemma_.lower() in words("shared", "body_nouns", s.lang)
            or named is not None and named.kind in ("party", "org")):
        return None
    g = subject.morph.get("Gender")
    gender = "male" if g == ["Masc"] else "female" if g == ["Fem"] else None
    det = next((c.lower_ for c in subject.children if c.dep_ == "det"), None)
    gender = {"la": "female", "une": "female", "le": "male", "un": "male", "cette": "female", "ce": "male",
              "cet": "male"}.get(det, gender)
    return (True, gender) if gender else None


def french_thing_subject(s: Sentence, subject) -> bool:
    """Is `subject` a French noun that names neither a person nor a body (« le projet de loi », « la
    décision »)? Such a subject neither takes up nor ends what a later « il » / « elle » may mean:
    the reader tells a thing from the one who acts."""
    # (by form, not by tag: the small model may tag a noun « omnibus » a pronoun)
    return s.lang == "fr" and not is_pronoun(subject) and subject.pos_ not in ("VERB", "AUX") \
        and _person(s.entity(subject)) is None \
        and french_body_subject(s, subject) is None and unnamed_person_subject(s, subject) is None \
        and not _human_noun(s, subject)  # (« Ses adversaires »: persons, if several)


def _human_noun(s: Sentence, noun) -> bool:
    return noun.lemma_.lower() in words("shared", "human_nouns", s.lang) or noun.lower_ in words("shared", "human_nouns", s.lang)


def _agrees(unnamed: tuple | None, gender: str | None) -> bool:
    """Can a pronoun of `gender` take up the unnamed person `unnamed` (unnamed_person_subject)?"""
    return unnamed is not None and (unnamed[1] is None or gender is None or unnamed[1] == gender)


# English titles whose portfolio may run into the holder's name ("Minister of Finance X")
_PORTFOLIO_TITLES = frozenset({"minister", "secretary", "critic"})


def _title_of_another(s: Sentence, token, name) -> bool:
    """« Le directeur des communications du député X »: the parser may hang the name on the phrase's
    head as an apposition, but a name with no comma before it, right after a noun of a complement
    introduced by a preposition (« du député », "of MP"), is that noun's own name (a title and a
    name), not the head's. (« Le député néo-démocrate X »: the word before is the head's own.)"""
    first = s.by_token[name.i].tokens[0] if name.i in s.by_token else name.i
    before = name.doc[first - 1] if first > 0 else None
    if before is None or before.i <= token.i or before.is_punct or before.pos_ not in ("NOUN", "PROPN"):
        return False
    link = before
    while link.i != token.i and link.head.i != link.i:
        if link.dep_ == "pobj" or any(c.dep_ == "case" and c.pos_ == "ADP" for c in link.children):
            # (but a minister's portfolio has no name of its own: « du ministre des Finances X »,
            # "the Minister of Finance X" name the minister)
            return not _portfolio_of_a_minister(token, link)
        link = link.head
    return False


def _portfolio_of_a_minister(title, complement) -> bool:
    """Is `complement` the portfolio of `title`, a minister ("Minister of Finance", « ministre des
    Finances »): a noun hanging on the title itself, by its preposition, that is no person?"""
    head = complement.head.head if complement.dep_ == "pobj" else complement.head
    return title.lower_ in ("minister", "ministre") and head.i == title.i \
        and complement.lower_ not in PERSON_NOUNS and complement.pos_ in ("NOUN", "PROPN")


def _someone_of_a_member(s: Sentence, noun) -> bool:
    """"X's lawyer resigned", "the chief of staff of X", "a staffer in X's office", « le conseiller
    politique de X »: the subject names someone who works for or belongs to a person named inside
    it, not that person, so the nearest name is not the subject the parse missed. Told by the
    structure, whatever the noun: the person hangs on the subject as a possessor or through a
    preposition (an apposition or a name compound would be the subject itself). The lexicon's
    associate nouns (shared.associate_nouns) count whatever the parse."""
    if any(c.lower_ in ("whose", "dont") for c in noun.children) or noun.dep_ in SUBJ and any(
            c.lower_ == "dont" for c in noun.head.children):
        return True  # "X, whose aide resigned", « X, dont l'adjointe a démissionné »: the relative's possessor
    if any(c.dep_ in ("poss", "det", "nmod:poss") and c.lower_ in words("shared", "possessive", s.lang) for c in noun.children):
        return True  # "X accused Y, and her deputy resigned", « son adjoint a démissionné »: someone's, not X
    if any(c.dep_ in ("poss", "nmod:poss") and c.pos_ == "NOUN" for c in noun.children):
        return True  # "his party's director of communications resigned": someone of a body, not X
    # « le directeur des communications de son parti », "the head of her office": someone's (along the
    # noun's own complements only, not into a clause or an incise set on it)
    complements, possessive = [noun], words("shared", "possessive", s.lang)
    while complements:
        head = complements.pop()
        for t in head.children:
            if t.dep_ not in ("nmod", "prep", "pobj") or t.i < noun.i:
                continue
            if t.dep_ != "prep" and any(d.dep_ in ("det", "poss", "nmod:poss") and d.lower_ in possessive for d in t.children):
                return True
            complements.append(t)
    if noun.lemma_.lower() in words("shared", "associate_nouns", s.lang) or noun.lower_ in words(
            "shared", "associate_nouns", s.lang):
        return any(t.i != noun.i and t.i in s.by_token and s.by_token[t.i].entity.kind == "person" for t in noun.subtree)
    for t in noun.subtree:
        if t.i == noun.i or t.i not in s.by_token or s.by_token[t.i].entity.kind != "person":
            continue
        link = t
        while link.i != noun.i and link.head.i != link.i:
            if link.dep_ == "appos":
                if _title_of_another(s, noun, link):
                    return True  # « le directeur des communications du député X »: the député's name
                head = link.head
                if head.i != noun.i and head.lower_ in PERSON_NOUNS and any(
                        c.dep_ == "case" and c.pos_ == "ADP" for c in head.children):
                    # « le chef de cabinet de la ministre, X, », "the aide to the minister, X,": the name
                    # set off after a person of a complement is that person's, not the subject's
                    return True
                break  # « La présidente du Conseil du Trésor, X, »: the name in apposition is the phrase's own
            if link.dep_ in _SOMEONE_ELSES or any(c.dep_ == "case" and c.pos_ == "ADP" for c in link.children):
                return True
            link = link.head
    return False


# how a person inside a noun phrase is someone else than what the phrase names: a possessor ("X's
# aide"), a prepositional complement ("the office of X", « le conseiller de X »)
_SOMEONE_ELSES = {"poss", "nmod:poss", "pobj", "obl"}


def _inverted_attribution(s: Sentence, verb):
    """French: « X succède à Y, a annoncé mardi le bureau du premier ministre »: a verb of saying right
    after a comma, with no subject before it, after a clause with a subject of its own, and its
    subject inverted after it (the small parser takes it for the object, and the verb for a conjunct
    of the clause it reports). The speaker is that noun: the member it names, or nobody when it is
    an office or a spokesperson (never the reported clause's subject). (entity or None, token), or
    None when the sentence has another shape (« X a pris la parole, a annoncé sa démission »)."""
    if s.lang != "fr" or s.quoted(verb) or verb.lemma_.lower() not in SAY | WRITE or _children(verb, SUBJ | SUBJPASS):
        return None
    i = verb.i - 1
    while i > s.sent.start and verb.doc[i].pos_ == "AUX":
        i -= 1
    if i - 1 <= s.sent.start or verb.doc[i].text != "," or verb.doc[i - 1].text in ('"', "”", "»"):
        return None  # (after a quotation: _inverted_speaker)
    reported = verb.head if verb.dep_ in ("conj", "parataxis") and verb.head.i < verb.i else None
    if reported is None or not _children(reported, SUBJ | SUBJPASS):
        return None
    staff = words("Refusal", "staff_nouns", s.lang)
    for tok in verb.doc[verb.i + 1:min(verb.i + 6, s.sent.end)]:
        if tok.lower_ in WEEKDAYS_FR or tok.pos_ in ("DET", "ADV", "ADJ"):
            continue
        if tok.pos_ not in ("NOUN", "PROPN") or any(c.dep_ == "case" for c in tok.children):
            return None  # (the noun itself, whatever the small parser hung it on; not « à X », « par X »)
        named = _person(s.entity(tok))
        if named is not None:
            return named, tok
        return (None, tok) if tok.lemma_.lower() in staff or tok.lower_ in staff else None
    return None


def _inverted_speaker(s: Sentence, verb):
    """« "...", a déclaré X », '"...", said X': a speech verb right after a closing quote and a
    comma has its subject after it (the French parser takes it for the object)."""
    if verb.lemma_.lower() not in speech_verbs() or s.quoted(verb):
        return None
    i = verb.i - 1
    while i > s.sent.start and verb.doc[i].pos_ == "AUX":
        i -= 1
    if i - 1 < s.sent.start or verb.doc[i].text != "," or verb.doc[i - 1].text not in ('"', "”", "»") and not (
            s.quoted(verb.doc[i - 1]) and not s.quoted(verb)):  # (or a French incise: « ..., a lancé X, ... »)
        return None
    named = _right_person(s, verb, 6)
    if named is not None:
        mention = next((m for m in s.mentions if m.entity.key == named.key and verb.i < m.tokens[0]), None)
        between = verb.doc[verb.i + 1:mention.tokens[0]] if mention is not None else []
        if any(t.lower_ in PERSON_NOUNS and any(u.pos_ == "ADP" for u in between if u.i < t.i) for t in between):
            return None  # « a déclaré l'adjoint du ministre, X »: X names the minister, not the speaker
        return named
    # « », a déclaré (jeudi) le député »: an inverted subject that takes up someone already named
    for tok in verb.doc[verb.i + 1:min(verb.i + 5, s.sent.end)]:
        if tok.lower_ in WEEKDAYS_FR or tok.pos_ in ("DET", "ADV"):
            continue
        return _person(s.entity(tok)) if tok.pos_ in ("NOUN", "PROPN") else None
    return None


def _left_person(s: Sentence, token, after: int | None = None):
    """The nearest person named before `token` in its sentence (and after the token at `after`,
    when given): the fallback when the parse fails."""
    first = s.sent.start if after is None else after + 1
    # (not a name inside a quotation when the token is outside it: the words of a title or of
    # another voice, "an article entitled '<name> does ...', to which Y said")
    found = [m for m in s.mentions if m.entity.kind == "person" and first <= m.tokens[0]
             and m.tokens[1] <= token.i and not _after_preposition(s, m)
             and not _in_a_fronted_phrase(s, m, token)
             and (s.quoted(token) or not s.quoted(s.sent.doc[m.tokens[0]]))]
    return found[-1].entity if found else None


def _in_a_fronted_phrase(s: Sentence, mention, token) -> bool:
    """Is the mention the complement of a phrase set off before `token`'s clause by a comma, a phrase
    opened by a preposition or by a verb that is not finite ("Speaking after X, ...", "A day after
    meeting X, ...", « Après avoir rencontré le premier ministre X, ... », « Au lendemain d'une
    rencontre avec X, ... »)? Such a person is the phrase's, never the subject the parse missed."""
    doc = s.sent.doc
    if not any(doc[j].text == "," for j in range(mention.tokens[1], token.i)):
        return False
    head = doc[mention.tokens[0]:mention.tokens[1]].root
    governing = {a.i for a in token.ancestors}
    for ancestor in head.ancestors:
        if ancestor.i == token.i or ancestor.i > mention.tokens[0] or ancestor.i in governing:
            return False  # (a clause that governs the verb's own is no phrase fronted to it)
        if ancestor.pos_ in ("ADP", "SCONJ") or ancestor.pos_ == "VERB" and not_finite(ancestor):
            return True
    return False


def not_finite(verb) -> bool:
    """A verb form with no tense of its own: a participle, a gerund or an infinitive, with no finite
    auxiliary (« avoir rencontré », "meeting"; not « avait promis », "had met")."""
    if "Fin" in verb.morph.get("VerbForm") or verb.tag_ in ("VBD", "VBZ", "VBP", "MD"):
        return False
    return not any(c.dep_ in ("aux", "aux:tense", "aux:pass", "auxpass") and (
        "Fin" in c.morph.get("VerbForm") or c.tag_ in ("VBD", "VBZ", "VBP", "MD")) for c in verb.children)


def _after_preposition(s: Sentence, mention) -> bool:
    """Is the mention the object of a preposition ("the aide who worked for X", « le cabinet
    de X »)? Such a person is never the subject the parse missed. Titles before the name are skipped."""
    i = mention.tokens[0] - 1
    while i >= s.sent.start and s.sent.doc[i].pos_ == "PROPN" and s.sent.doc[i].dep_ == "compound":
        i -= 1
    return i >= s.sent.start and s.sent.doc[i].pos_ == "ADP"


def _right_person(s: Sentence, token, limit: int = 8):
    found = [m for m in s.mentions if m.entity.kind == "person" and token.i < m.tokens[0] <= token.i + limit
             and m.tokens[1] <= s.sent.end]
    return found[0].entity if found else None


def against_phrases(verb) -> list:
    """The "against" / « contre » phrases of a participle or verb that has a by-agent ("used by X
    against Y", « lancées par X contre Y »): its own, and those the parse hung on the agent's name
    (the one acted against is the verb's complement, never the agent's)."""
    found = [c for c in verb.children if c.dep_ in ("prep", "nmod", "obl", "obl:arg", "obl:mod")]
    found += [g for c in verb.children if c.dep_ in ("agent", "obl:agent")
              for h in ([p for p in c.children if p.dep_ == "pobj"] or [c]) for g in h.children
              if g.dep_ in ("prep", "nmod")]
    return [c for c in found if c.lower_ == "against" or any(k.dep_ == "case" and k.lower_ == "contre" for k in c.children)]


def _by_agent(verb, s: Sentence):
    for child in verb.children:
        if child.dep_ == "agent":
            objs = _children(child, {"pobj"})
            if objs:
                return s.entity(objs[0])
        if child.dep_ == "obl:agent":
            return s.entity(child)
    if s.lang == "fr" and any(c.dep_ in ("aux:pass", "aux_pass") for c in verb.children):
        # (« a été sommé mardi par X »: after a weekday the small parser may take « par X » for a
        # modifier; « par » before a person is still the passive's agent)
        for child in verb.children:
            if child.dep_ in ("obl:mod", "obl", "nmod") and child.i > verb.i \
                    and any(g.dep_ == "case" and g.lower_ == "par" for g in child.children):
                found = s.entity(child)
                if found is not None and found.kind == "person":
                    return found
    return None


# the quotation marks the small French parser may take for a noun (« de « faire la bonne chose » et de ... »)
_QUOTE_MARKS = {"«", "»", "“", "”", '"', "‹", "›"}


def _object(verb):
    # (only a mark opening a quoted infinitive: « a traité de « menteur » Y » keeps the parse's object)
    objs = [o for o in _children(verb, OBJ) if not (o.text in _QUOTE_MARKS and o.i + 1 < len(o.doc)
                                                  and "Inf" in o.doc[o.i + 1].morph.get("VerbForm"))]
    if objs:
        return objs[0]
    for child in verb.children:  # French "demander à X", English dative
        if child.dep_ in ("obl:arg", "iobj", "dative") and child.pos_ in ("PROPN", "NOUN", "PRON"):
            return child
    for child in verb.children:
        # « a demandé mercredi à X de ... »: after a weekday the small French parser labels the dative a
        # modifier; a noun brought by « à » is still the one the verb is addressed to
        if child.dep_ in ("obl:mod", "obl") and child.pos_ in ("PROPN", "NOUN") and verb.lang_ == "fr" \
                and any(c.dep_ == "case" and c.lower_ in ("à", "au", "aux") for c in child.children):
            return child
    return None


RELATIVE_OBJECTS = {"that", "which", "que", "qu'", "qu’"}


def objects_of(verb) -> list:
    """The objects of `verb`, a relative pronoun read as the noun it stands for: "the seat that X
    left", « le siège qu'a quitté X » (and the English clause with no pronoun, "the post X left")
    have the seat, the post for object."""
    found = []
    relative = verb.dep_ in ("relcl", "acl:relcl", "acl") and verb.head.i != verb.i and verb.head.i < verb.i
    for c in _children(verb, OBJ):
        found.append(verb.head if relative and c.lower_ in RELATIVE_OBJECTS and c.i < verb.i else c)
    if not found and relative and verb.lang_ == "en" and verb.dep_ == "relcl" and verb.head.pos_ == "NOUN" \
            and _children(verb, SUBJ) and not any(c.dep_ in ("prep", "prt") and c.i > verb.i and not list(c.children)
                                                   for c in verb.children):
        found.append(verb.head)  # (not "the caucus X left from": a stranded preposition has it)
    return found


def _reason_phrase(token) -> bool:
    """"apologized to his colleague for the tone", « auprès de sa collègue pour ce geste »: the reason
    of the verb, which the parse may hang on the noun before it."""
    reasons = words("shared", "reason_prepositions", token.lang_)
    return token.dep_ == "prep" and token.lower_ in reasons or token.dep_ in ("nmod", "obl") and any(
        g.dep_ == "case" and g.lower_ in reasons for g in token.children)


def _charge_complement(token) -> bool:
    """Is `token` the preposition of a verb's complement the parse hung on its object ("accused his
    rival of misleading", « accusé son rival d'avoir menti »): what is said of the act, not of the noun?
    Also the charge told as a noun after a verb of accusing (_nominal_charge)."""
    return token.dep_ in ("prep", "acl", "nmod") and (
        any(c.dep_ == "pcomp" and c.pos_ in ("VERB", "AUX") for c in token.children)
        or token.pos_ in ("VERB", "AUX") and any(c.dep_ == "mark" for c in token.children)) \
        or _nominal_charge(token)


def _nominal_charge(token) -> bool:
    """Is `token` a charge told as a noun that the parse hung on the accused noun, the object of a verb
    of accusing: "accused his rival of hypocrisy", « a accusé le ministre d'imprudence », « son rival
    d'un manque de rigueur »? Only "of" / « de » with a common noun in lower case, the one such
    complement of the accused noun while the verb has none of its own: "the minister of Finance", « la
    ministre de la Santé » name an office, and in "accused the minister of health of lying" the
    first "of" is the office's."""
    noun, verb = token.head, token.head.head
    if noun.i == token.i or noun.dep_ not in ("dobj", "obj") or verb.i == noun.i \
            or verb.pos_ not in ("VERB", "AUX") or verb.lemma_.lower() not in ACCUSE:
        return False
    if token.dep_ == "prep" and token.lower_ == "of":
        heads = [c for c in token.children if c.dep_ == "pobj"]
        others = [c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"] \
            + [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "of"]
    elif token.dep_ == "nmod" and any(c.dep_ == "case" and c.lower_ in ("de", "d'", "d’") for c in token.children):
        heads = [token]
        others = [c for c in noun.children if c.dep_ == "nmod" and any(
            g.dep_ == "case" and g.lower_ in ("de", "d'", "d’", "du", "des") for g in c.children)] \
            + [c for c in verb.children if c.dep_ in ("obl", "obl:arg", "xcomp", "nmod") and any(
                g.dep_ in ("case", "mark") and g.lower_ in ("de", "d'", "d’") for g in c.children)]
    else:
        return False
    return len(heads) == 1 and heads[0].pos_ == "NOUN" and heads[0].text[:1].islower() and len(others) == 1


def _person(e: Entity | None) -> Entity | None:
    return e if e is not None and e.kind == "person" else None


def _chair(e: Entity | None) -> bool:
    return e is not None and bool(e.office) and "speaker" in (e.office or "")




def _chair_office(s: "Sentence", entity: Entity | None, date) -> str | None:
    """The chair office an agent acts in: named by the role phrase, or held that day per the KB."""
    if entity is None:
        return None
    if entity.office and "speaker" in entity.office:
        return entity.office
    # a clause that names no day of its own ("expelled by X last December") is still near the day the
    # sentence speaks of: the chair is looked up then, while the event itself stays undated
    date = date or s.discourse.day
    if entity.iri is not None and date is not None and s.kb is not None:
        for key in CHAIR_OFFICES:
            if str(entity.iri) in {str(h) for h in s.kb.office_holders(key, date)}:
                return key
        # "Deputy Speaker X" titled so by the text, on a day the KB has nobody in that chair (its
        # lists of deputies start later): the title is the evidence; never against a holder it has
        titled = _office_key(entity.role.lower().split(), None) if entity.role else None
        if titled in CHAIR_OFFICES and not s.kb.office_holders(titled, date):
            return titled
    return None


def _role_of(s: Sentence, token) -> str | None:
    m = s.by_token.get(token.i) if token is not None else None
    return m.text if m is not None and m.how == "role" else None

def quoted_clause_attributed(clause, head) -> bool:
    """Is `clause` a quoted sentence of its own (a subject of its own, inside quotation marks) and
    `head`, the word the parse hangs it on, outside them? Then `head` is the verb of saying that
    attributes the quotation ('"I resigned this morning," X told reporters'), not a verb that
    governs it: "told", "asked" there do not ask for what the quotation tells."""
    if not any(c.dep_ in SUBJ | SUBJPASS for c in clause.children):
        return False  # (a bare infinitive in scare quotes, 'asked him to "withdraw"', is still asked for)
    ranges = _quoted(clause.doc)

    def inside(token):
        return next(((start, end) for start, end in ranges if start < token.idx < end), None)
    where = inside(clause)
    if where is not None and not any(c.dep_ in SUBJ | SUBJPASS and inside(c) == where for c in clause.children):
        return False  # ('demanded that Y "apologize immediately"': the subject outside, the writer's own clause)
    return where is not None and inside(head) != where


def inverted_incise(verb) -> bool:
    """Is `verb` the verb of saying of an incise, « ..., a indiqué mardi le ministre X », "..., said
    X": after a comma, its subject after it, hung by the parse on the clause it reports? That clause
    does not govern it (« Le Bloc demandera une enquête, a fait savoir X »: X's saying is not asked for)."""
    if verb.head.i >= verb.i or not any(c.dep_ in SUBJ and c.i > verb.i for c in verb.children):
        return False
    if verb.lemma_.lower() not in SAY | WRITE | speech_verbs():
        return False
    doc = verb.doc
    start = min([c.i for c in verb.children if c.i < verb.i and (c.dep_.startswith("aux") or c.pos_ == "AUX")] + [verb.i])
    return start > 0 and doc[start - 1].text == ","


def done_before_in_a_participle(verb) -> bool:
    """"Having apologized on Tuesday, X asked ...", « Après avoir présenté ses excuses, X a demandé ... »,
    « Ayant présenté ses excuses, ... »: a perfect participle (or « après » and a past infinitive) tells
    an act done before the act of the verb it hangs on, never what that verb asks for or plans."""
    if verb.dep_ != "advcl":
        return False
    aux = [c.lower_ for c in verb.children if c.dep_.startswith("aux") and c.i < verb.i]
    return "having" in aux or "ayant" in aux or bool({"avoir", "être"} & set(aux)) and any(
        c.dep_ in ("mark", "case") and c.lower_ == "après" and c.i < verb.i for c in verb.children)


def _governing(verb, lemmas, depth: int = 2):
    """The verb of `lemmas` that governs `verb` as its complement, at most `depth` heads up (never
    the verb of saying that attributes a quotation to its speaker)."""
    head, steps = verb, 0
    while steps < depth:
        if quoted_clause_attributed(head, head.head) or inverted_incise(head):
            return None
        if head.head.i == head.i or head.dep_ not in ("xcomp", "ccomp", "acl", "advcl", "obl", "obl:mod", "obl:arg",
                                                       "iobj", "obj", "dobj", "conj", "nmod", "pcomp", "prep", "pobj"):
            return None
        if done_before_in_a_participle(head):
            return None  # "Having apologized, X asked the Speaker to move on": the apology is no request's content
        if head.dep_ == "advcl" and any(c.dep_ in SUBJ | SUBJPASS for c in head.children) and any(
                c.dep_ in ("mark", "advmod") and c.pos_ in ("SCONJ", "ADV") and c.i < head.i for c in head.children):
            # "When X resigned in February, few expected ...": an adverbial clause with its own subject
            # and its conjunction tells a fact of its own, not what the verb above it wants
            return None
        complement, head = head, head.head
        if complement.dep_ == "conj" and _coordinated_infinitives(complement, head):
            continue  # "asked Y to stand up and apologize", « de se lever et de s'excuser »: one governor for both
        if complement.dep_ == "conj" and head.lemma_.lower() in lemmas and (
                any(c.dep_ in SUBJ | SUBJPASS for c in complement.children) or not _infinitive(complement)):
            # "X asked Y to explain, and she apologized": a clause joined to the verb of asking tells
            # an act of its own, not what is asked
            return None
        steps += 1
        if head.lemma_.lower() in REFUSAL_NOUNS:
            return None  # "his refusal to apologize" is not a request
        if head.lemma_.lower() in lemmas and (head.pos_ in ("VERB", "AUX") or is_verb(head)):
            if head.lemma_.lower() in SAY and complement.dep_ == "ccomp" and complement.tag_ != "VB" \
                    and _children(complement, SUBJ | SUBJPASS):
                return None  # "told reporters that Y had left": what is told, not what is asked ("told Y to leave")
            return head  # (a participle the tagger took for an adjective, « a enjoint », is still the verb)
        if head.pos_ not in ("NOUN", "PROPN"):
            return None  # through a noun ("à plusieurs reprises de ..."), never through another verb
    return None


def _infinitive(verb) -> bool:
    return verb.pos_ in ("VERB", "AUX") and (verb.tag_ == "VB" or "Inf" in verb.morph.get("VerbForm"))


def _coordinated_infinitives(second, first) -> bool:
    """Two infinitives joined ("to stand up and apologize", « de se lever et de s'excuser »), the
    second with no subject of its own: what governs the first governs the second too."""
    return _infinitive(second) and _infinitive(first) and not any(c.dep_ in SUBJ | SUBJPASS for c in second.children)


def subj_tok_is_pronoun(verb) -> bool:
    return any(c.dep_ in SUBJ and is_pronoun(c) for c in verb.children)


def _remark_object(verb) -> bool:
    obj = _object(verb)
    if obj is None:
        return _free_relative_remark(verb)
    if obj.lower_ in words("shared", "remark_lookalikes"):
        return False  # « lui retirer la parole »: the floor taken from a member, no words taken back
    return obj.lemma_.lower() in REMARK or obj.pos_ == "PRON"


def _free_relative_remark(verb) -> bool:
    """"withdraw what he called a sexist remark", « retirer ce qu'il a qualifié de propos sexistes »:
    the object is a free relative ("what" / « ce que ») naming a remark by a verb of calling, which
    the parser hangs on the verb as a clause of its own."""
    for clause in verb.children:
        if clause.dep_ not in ("ccomp", "xcomp", "acl") or clause.i < verb.i:
            continue
        if not any(c.lower_ in ("what", "que", "qu'", "qu’") and c.i < clause.i for c in clause.children):
            continue
        named = [c for c in clause.children if c.dep_ in ("oprd", "dobj", "obj", "xcomp", "obl", "obl:arg")] + [
            p for c in clause.children if c.dep_ == "prep" and c.lower_ in ("as", "de") for p in c.children if p.dep_ == "pobj"]
        if any(n.lemma_.lower() in REMARK for n in named):
            return True
    return False


def _has_place(verb) -> bool:
    for tok in verb.subtree:
        if tok.lemma_.lower() in PLACE and tok.i != verb.i:
            return True
    return False


def persons_of(s: Sentence, token, first: Entity | None) -> list[Entity]:
    """`first` (the entity of a subject) and the people coordinated or listed with it: "X and Y",
    « les députés X, Y et Z » (conjuncts and appositions of the same noun phrase), one entry each."""
    found = [first] if _person(first) is not None else []
    if token is None:
        return found
    group = group_of(s, token)
    if group:
        return list(group)  # a plural taking up a group, a counted plural listing its members (groups.py)
    # "X, along with Y, left": the people an additive phrase joins to the subject
    found += [p for p in accompanying(s, token) if p.key not in [f.key for f in found]] if found else []
    stack = [c for c in token.children if c.dep_ == "conj" or c.dep_ == "appos" and not _title_of_another(s, token, c)]
    while stack:
        child = stack.pop(0)
        entity = _person(s.entity(child))
        if entity is not None and child.dep_ == "appos":
            # an apposition is its head's person: "X, the Liberal MP for Y," or "The NDP MP for Y, X,"
            # where the role phrase named no holder that day (a party changed that very day) is X
            # alone, not X and an unknown member
            head = _person(first if child.head.i == token.i else s.entity(child.head))
            if head is not None and (head.iri is None) != (entity.iri is None) \
                    and (head if head.iri is None else entity).presumed is None:  # (not a chair's occupant)
                linked = entity if head.iri is None else head
                found = [f for f in found if f.key not in (head.key, entity.key)] + [linked]
                stack.extend(c for c in child.children if c.dep_ in ("conj", "appos"))
                continue
        if entity is not None and entity.key not in [f.key for f in found]:
            found.append(entity)
        stack.extend(c for c in child.children if c.dep_ in ("conj", "appos"))
    return found


# words that join two people in one role ("X and Y", « X, puis Y »), by surface order
COORDINATORS = {"and", "then", "et", "puis"}
# words of a person's own noun phrase before the name: determiner, role noun, party adjective
# (« le bloquiste », « la ministre », "Liberal MP")
_PHRASE_POS = ("DET", "NOUN", "ADJ", "PROPN")


def _own_phrase_start(s: Sentence, start: int) -> int:
    """Where the noun phrase of a name starting at token `start` begins: up to three words of its
    own before it (« la ministre X », « le chef bloquiste X »), none of them another person."""
    doc, i = s.sent.doc, start
    while i > s.sent.start and start - i < 3 and doc[i - 1].pos_ in _PHRASE_POS and not doc[i - 1].is_punct \
            and doc[i - 1].lower_ not in COORDINATORS and not (
                doc[i - 1].i in s.by_token and s.by_token[doc[i - 1].i].entity.kind == "person"):
        i -= 1
    return i


def gapped_subjects(s: Sentence, verb) -> list:
    """"X left his seat of A, and Y, that of B", « X a quitté son siège de A, et Y, celui de B »: the
    second clause keeps its subject and, for the verb's complement, only a pronoun that stands for it
    ("that of", « (de) celui de »); the verb is the first clause's, so is its event. The people named
    right after "and" / « et » (an apposition set off by commas allowed) and followed by that pronoun,
    with no verb of their own between, each with the token after the pronoun's "of" / « de » (what
    the second clause names); the verb must have a complement noun for the pronoun to stand for.
    "X was named to A, and Y to B" has no pronoun: nothing."""
    from .lexicon import words

    doc = s.sent.doc
    pronouns = words("shared", "gapping_pronouns", s.lang)
    complement = next((t for t in verb.subtree if t.i > verb.i and t.pos_ == "NOUN"), None)
    # "X resigned as minister, and Y as parliamentary secretary": the verb's own "as" taken up
    role = "as" if s.lang == "en" and any(c.dep_ == "prep" and c.lower_ == "as" for c in verb.children) else None
    if not pronouns or complement is None and role is None:
        return []
    found = []
    for m in s.mentions:
        start, end = m.tokens
        # (after the complement the pronoun stands for; after the verb when it is "as" that is taken up)
        if m.entity.kind != "person" or not (verb if role else complement).i < start < s.sent.end or _person(m.entity) is None \
                or doc[start - 1].lower_ not in ("and", "et"):
            continue
        for k in range(end, min(end + 12, s.sent.end - 2)):
            token = doc[k]
            if token.pos_ in ("VERB", "AUX") or token.lower_ in ("and", "et"):
                break  # (a clause of its own, or another coordination)
            if complement is not None and token.lower_ in pronouns and doc[k + 1].lower_ in ("of", "de", "d'", "d’"):
                found.append((m.entity, doc[k + 2]))
                break
            if role is not None and k == end and token.lower_ == role and _gapped_role(doc, k + 1, s.sent.end):
                # (right after the name: "and Y, as secretary, stayed on" is Y's own clause)
                found.append((m.entity, doc[k + 1]))
                break
    return found


def _gapped_role(doc, start: int, end: int) -> bool:
    """Is what follows a gapped "as" a role with no verb of its own up to the clause's end ("and Y
    as parliamentary secretary, two days after ..."; not "as well", "as a result", "and Y, as
    secretary, stayed on")?"""
    if start >= end or doc[start].pos_ not in ("DET", "ADJ", "NOUN", "PROPN") or doc[start].lower_ in ("well", "a", "such", "usual"):
        return False
    for t in doc[start:end]:
        if t.text in (",", ";", ".", "—", "–"):
            break
        if t.pos_ in ("VERB", "AUX"):
            return False
    return True


def surface_coordinated(s: Sentence, person: Entity) -> list[Entity]:
    """The people joined to `person` by "and"/"then" in the word sequence (« X et Y », « X, puis le
    bloquiste Y », « les ministres X, Y et Z »), whatever the parse made of them (the small French
    model often hangs the second name on the verb). A name followed by its own verb (« X a quitté
    le cabinet et son collègue Y a renoncé ») heads another clause and is not joined; nor is one
    that is the object of an earlier verb (« a expulsé X et Y a protesté »)."""
    doc = s.sent.doc
    people = [m for m in s.mentions if m.entity.kind == "person" and s.sent.start <= m.tokens[0] < s.sent.end]
    by_start = {m.tokens[0]: m for m in people}
    by_end = {m.tokens[1]: m for m in people}

    def own_clause(m) -> bool:
        nxt = doc[m.tokens[1]] if m.tokens[1] < s.sent.end else None
        return nxt is not None and (nxt.pos_ in ("VERB", "AUX") or (nxt.pos_ == "PRON" and not nxt.is_punct))

    def next_joined(m):
        """The person joined after mention m: (mention, joined by "and"/"then" rather than a comma)."""
        j = m.tokens[1]
        if j < s.sent.end and doc[j].text == "," and j + 1 < s.sent.end and doc[j + 1].lower_ in COORDINATORS:
            j, word = j + 2, "comma"
        elif j < s.sent.end and doc[j].lower_ in COORDINATORS:
            j, word = j + 1, True
        elif j < s.sent.end and doc[j].text == ",":
            j, word = j + 1, False
        else:
            return None, False
        for k in range(j, min(j + 4, s.sent.end)):
            if k in by_start and _own_phrase_start(s, k) <= j:
                return by_start[k], word
        return None, False

    def after_verb(m) -> bool:
        """Is the name's phrase after a verb or a preposition (an object, not a subject)? Time words
        may come between (« a expulsé mercredi le bloquiste X »), and the small French model tags
        some participles as adverbs or nouns: a word right after an auxiliary is one."""
        head = _own_phrase_start(s, m.tokens[0]) - 1
        while head >= s.sent.start and (doc[head].lower_ in WEEKDAYS_FR | WEEKDAYS_EN or doc[head].pos_ == "ADV") \
                and not (head > s.sent.start and doc[head - 1].pos_ == "AUX"):
            head -= 1
        return head >= s.sent.start and (doc[head].pos_ in ("VERB", "AUX", "ADP") or (
            head > s.sent.start and doc[head - 1].pos_ == "AUX" and doc[head - 1].lemma_ in ("avoir", "être", "have", "be")))

    found: list[Entity] = []
    mine = [m for m in people if m.entity.key == person.key]
    for m in mine:
        # rightwards: a list closes with "and"; a comma alone may be an apposition or another clause;
        # after an object, a name with a verb of its own starts another clause (a subject's
        # partners share its verb: « X et Y se sont excusés »)
        chain, current, object_position = [], m, after_verb(m)
        while True:
            nxt, word = next_joined(current)
            if nxt is None or (object_position and own_clause(nxt)):
                break
            if word == "comma" and not chain and own_clause(nxt):
                break  # "X left the seat, and Y was elected": a name after ", and" with its own verb opens another clause
            chain.append((nxt, word))
            current = nxt
        while chain and not chain[-1][1]:
            chain.pop()
        found += [n.entity for n, _ in chain]
        # leftwards: « X et (le bloquiste) P », when X is not the object of an earlier verb
        start = _own_phrase_start(s, m.tokens[0])
        k = start - 1
        if k > s.sent.start and doc[k].lower_ in COORDINATORS:
            k -= 1 if doc[k - 1].text != "," else 2
            before = by_end.get(k + 1)
            if before is not None and not after_verb(before):
                found.append(before.entity)
    unique = []
    for e in found:
        if e.key != person.key and e.key not in [u.key for u in unique]:
            unique.append(e)
    return unique


# French object clitics of the third person, by gender (« le » masculine, « la » feminine, « l' » either)
OBJECT_CLITIC_GENDER = {"le": "male", "la": "female", "l'": None, "l’": None}


def clitic_object(s: Sentence, clitic, subject: Entity | None) -> Entity | None:
    """The person an object clitic before a verb stands for (« le président l'a expulsé », « m'a
    expulsé » in a quotation): the first person is the author (the quotation's speaker); the third
    is the one person of the sentence so far or of the previous sentences who fits its gender and
    is not the verb's own subject (an object clitic is never the subject: French uses « se »)."""
    if clitic.lower_ in FIRST_PERSON:
        return _person(s.author)
    if clitic.lower_ not in OBJECT_CLITIC_GENDER:
        return None
    gender = OBJECT_CLITIC_GENDER[clitic.lower_]
    subject_is = {str(subject.presumed)} if subject is not None and subject.presumed is not None else set()
    if subject is not None and subject.iri is None and subject.office and s.kb is not None and s.discourse.day:
        # « le président » of a sentence about another day is that day's holder, not the presumed one
        subject_is |= {str(h) for h in s.kb.office_holders(subject.office, s.discourse.day)}
    before = [m.entity for m in s.mentions if m.entity.kind == "person" and s.sent.start <= m.tokens[0]
              and m.tokens[1] <= clitic.i]
    fits = []
    for e in before + list(s.discourse.recent):
        if subject is not None and (e.key == subject.key or str(e.iri) in subject_is):
            continue
        if gender and e.gender and e.gender != gender:
            continue
        if e.key not in [f.key for f in fits]:
            fits.append(e)
    if len(fits) > 1:
        # « X ayant refusé, le président l'a expulsé »: the one who fits in its own sentence, before
        # the persons of the sentences before
        in_sentence = [f for f in fits if any(f.key == b.key for b in before)]
        if not in_sentence:
            # « X a parlé de Y ... Z, le président, ... X ... Le président l'a invité à ... »: none in its
            # own sentence, the one the sentence just before named, before older ones it still recalls
            in_sentence = [f for f in fits if f.key in getattr(s.discourse, "recent_sentence", ())]
            if len(in_sentence) > 1:
                # « X, qui a été ministre sous Y, a ... Z l'a accusé »: of those, not one named only in a
                # clause describing another (recent_backgrounded), as an English "him" (Sentence.pronoun)
                in_sentence = [f for f in in_sentence if f.key not in s.discourse.recent_backgrounded]
        return in_sentence[0] if len(in_sentence) == 1 else None
    return fits[0] if len(fits) == 1 else None


def has_negative_determiner(token) -> bool:
    """"no apology", « aucune excuse », "never an apology": the noun itself is denied."""
    return any(c.lower_ in ("no", "aucun", "aucune", "nul", "nulle", "never") and c.dep_ in ("det", "neg", "advmod")
               for c in token.children)


# French conditional endings, after the infinitive (« refuser-ait », « prendr-ait »); the small French
# model tags these forms as indicative imperfects, which never start with the whole infinitive
FRENCH_CONDITIONAL_ENDINGS = ("ais", "ait", "aient", "ions", "iez")
FRENCH_CONDITIONAL_AUX = {f"{stem}{end}" for stem in ("aur", "ser", "pourr", "devr", "voudr", "fer", "ir")
                          for end in FRENCH_CONDITIONAL_ENDINGS}


def french_conditional(token) -> bool:
    """« refuserait », « démissionneraient », « aurait (démissionné) »: a French conditional form."""
    word, lemma = token.lower_, token.lemma_.lower()
    if word in FRENCH_CONDITIONAL_AUX:
        return True
    stem = lemma[:-1] if lemma.endswith("re") else lemma
    return lemma.endswith(("er", "ir", "re")) and any(word == stem + end for end in FRENCH_CONDITIONAL_ENDINGS)


FRENCH_FUTURE_ENDINGS = ("ai", "as", "a", "ons", "ez", "ont")
FRENCH_IRREGULAR_FUTURE_STEMS = ("aur", "ser", "pourr", "devr", "voudr", "fer", "ir", "viendr", "tiendr", "verr", "faudr")
CONDITION_MARKS = {"si", "s'", "s’", "if", "unless"}


def french_future(token) -> bool:
    """« m'excuserai », « démissionnera », « prendront », « sera », « se réunira »: a French simple
    future, which the small model often tags as a present; built like the conditional on the
    infinitive's stem, or on an irregular future stem."""
    if "Fut" in token.morph.get("Tense"):
        return True
    if token.lang_ != "fr":
        return False
    word, lemma = token.lower_, token.lemma_.lower()
    if any(word == stem + end for stem in FRENCH_IRREGULAR_FUTURE_STEMS for end in FRENCH_FUTURE_ENDINGS):
        return True
    stem = lemma[:-1] if lemma.endswith("re") else lemma
    return lemma.endswith(("er", "ir", "re")) and any(word == stem + end for end in FRENCH_FUTURE_ENDINGS)


def _french_conditional_clause(s: Sentence, verb) -> bool:
    if s.lang != "fr":
        return False
    if french_conditional(verb) or any(french_conditional(c) for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass")):
        return True
    # « J'aurais démissionné » parsed with the auxiliary as the head and the participle its complement
    head = verb.head
    return "Part" in verb.morph.get("VerbForm") and head.i != verb.i and head.i < verb.i \
        and head.lower_ in FRENCH_CONDITIONAL_AUX and verb.dep_ in ("xcomp", "ccomp", "obj")


def _reported(verb) -> bool:
    """Is `verb` the complement clause of a verb of saying (through « et que ... » conjuncts)?"""
    clause = verb
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    if quoted_clause_attributed(clause, clause.head):
        return False  # « « J'aurais démissionné », a déclaré X »: direct speech keeps its own tenses
    return complement_clause(clause) and clause.head.lemma_.lower() in SAY | WRITE | {"annoncer", "confirmer"}


def complement_clause(verb) -> bool:
    """Is `verb` the head of a complement clause of the verb it hangs on: a ccomp, or a clause brought
    by « que » / "that" that the small parser hung as a relative or an adverbial clause (« a annoncé
    mercredi qu'il démissionnerait ... », the weekday between)?"""
    if verb.head.i == verb.i:
        return False
    if verb.dep_ == "ccomp":
        return True
    return verb.dep_ in ("acl:relcl", "acl", "advcl", "dep") and is_verb(verb.head) and verb.head.i < verb.i \
        and any(c.lower_ in COMPLEMENTIZERS and c.dep_ in ("mark", "obj") and c.i < verb.i for c in verb.children)


def asked_in_a_question(s: Sentence, verb) -> bool:
    """Is `verb` in a direct question: a question mark after it that ends its sentence, in the same
    voice (both outside any quotation, or both in the same one)? "Will the minister apologize?",
    "When did the member withdraw the remark?", « Le premier ministre va-t-il s'excuser? »: a question
    asks whether, it does not tell that (and what a "why" presupposes is not sure enough to tell).
    Not a quoted question beside a narrated act ('"Is that enough?" she asked after X apologized')."""
    def quotation_of(token):
        return next((r for r in s.quotes if r[0] < token.idx < r[1]), None)

    marks = [t for t in s.sent if t.text in ("?", "？") and t.i > verb.i]
    if not marks:
        return False
    mark = marks[0]
    quotation = quotation_of(mark)
    if quotation != quotation_of(verb):
        return False
    between = s.sent.doc[verb.i + 1:mark.i]
    # (only the question's own sentence: a mark after a narrated clause and a new quotation's words)
    if any(t.text in (".", "!", ";") for t in between):
        return False
    if not any(t.text in (",", ":", "—", "–") for t in between):
        return True
    # past a comma or a colon the question may be a clause of its own after a told one ("X resigned
    # on Tuesday, and the question is: who will replace her?"): the verb is asked only when the
    # whole sentence (or quotation) is a question, as its opening word says
    return _opens_as_a_question(s, quotation)


# the words that open a direct question (English auxiliaries before their subject, wh-words;
# French interrogatives); French inversion (« va-t-il ») is read from its pronoun
_QUESTION_OPENERS = {"will", "would", "did", "does", "do", "is", "are", "was", "were", "has", "have", "had", "can",
                     "could", "should", "shall", "may", "why", "when", "how", "who", "what", "where", "which", "whom",
                     "whose", "est-ce", "pourquoi", "quand", "comment", "qui", "quel", "quelle", "quels", "quelles",
                     "où", "combien", "qu'est-ce", "qu’est-ce"}


def _opens_as_a_question(s: Sentence, quotation) -> bool:
    """Does the sentence (or the quotation at `quotation`, a character range) open as a question,
    once a vocative and its comma are passed ("Mr. Speaker, will the minister ...")? French
    inversion anywhere before the mark also makes one (« le ministre va-t-il, enfin, s'excuser? »)."""
    tokens = [t for t in s.sent if (quotation is None and not s.quoted(t))
              or (quotation is not None and quotation[0] < t.idx < quotation[1])]
    tokens = [t for t in tokens if not t.is_punct or t.text in (",",)]
    addressed = {t.i for v in s.sent if v.dep_ == "vocative" for t in v.subtree if t.text != ","}
    i = 0
    while i < len(tokens) and (tokens[i].i in addressed or tokens[i].text == "," and i > 0 and tokens[i - 1].i in addressed):
        i += 1
    if i < len(tokens) and tokens[i].lower_ in _QUESTION_OPENERS:
        return True
    return any(t.lower_ in INVERTED_PRONOUNS for t in tokens)


def _unreal(s: Sentence, verb) -> bool:
    """Negated, asked in a question, or a modal of what would/could be: "does not bind", "would have recognized"."""
    if s.negated(verb) or asked_in_a_question(s, verb):
        return True
    if any(c.dep_ in ("aux", "aux:tense") and c.lower_ in UNREAL and c.i not in s.by_token for c in verb.children):
        return True
    if _french_conditional_clause(s, verb) and not _reported(verb):
        return True  # (after « a annoncé que », the conditional is the future of the past: see not_yet)
    if denied(verb) or claimed_falsely(verb) or generic_subject_clause(verb) or _inverted_condition(verb) or nearly_happened(verb):
        return True
    if in_an_indirect_question(s, verb):
        return True
    return "Cnd" in verb.morph.get("Mood") or any("Cnd" in c.morph.get("Mood") for c in verb.children
                                                    if c.dep_ in ("aux", "aux:tense"))


# the words that open an indirect question ("whether", "if", « si »); "if" and « si » open a condition
# too, so they open a question only after a verb of asking, knowing or saying (QUESTION_HEADS)
_WHETHER = {"whether", "if", "si", "s'", "s’"}


def in_an_indirect_question(s: Sentence, verb, depth: int = 3) -> bool:
    """Is `verb` in a clause that asks whether, or in a clause under one ("wondered whether X had
    apologized", "declined to say whether she had asked Y to apologize", "asked if X had resigned",
    « s'est demandé si X s'était excusé », « ignore si X a démissionné »)? What is asked about is not
    told as done. Walks up through infinitives and conjuncts to the clause that the question opens."""
    clause = verb
    for _ in range(depth):
        head = clause.head
        if head.i == clause.i:
            return False
        opener = _whether_of(clause, head)
        if opener is not None and (opener.lower_ == "whether" or head.lemma_.lower() in QUESTION_HEADS
                                   or head.lower_ in QUESTION_HEADS):
            return True
        if clause.dep_ not in ("xcomp", "conj", "ccomp"):
            return False
        clause = head
    return False


def _whether_of(clause, head):
    """The word that opens `clause` as a question about what `head` asks: its marker, or (French, by
    word order) a « si » between the two that the parse hung on the clause's subject (« demandé si
    Justin Trudeau s'était excusé »: « si » as the name's case marker)."""
    marker = next((c for c in clause.children if c.dep_ == "mark" and c.lower_ in _WHETHER), None)
    if marker is not None or clause.lang_ != "fr" or not head.i < clause.i:
        return marker
    doc = clause.doc
    first = min(t.i for t in clause.subtree)
    for i in range(head.i + 1, first):
        # (its subject next, and no other verb before the clause: not « si possible », nor a « si »
        # clause of its own between the two)
        if doc[i].lower_ == "si" and i + 1 < len(doc) and doc[i + 1].pos_ in ("PROPN", "PRON", "DET", "NOUN") \
                and not any(is_verb(doc[k]) for k in range(i + 1, first)):
            return doc[i]
    return None


def nearly_happened(verb) -> bool:
    """Is `verb` told as what nearly happened, so did not: "was almost thrown out", "nearly resigned",
    « a presque été expulsé » (the adverb on the verb itself, not on another adverb: "almost
    immediately thrown out" was thrown out), « a failli démissionner », "narrowly avoided being
    named", « a évité d'être expulsé » (the complement of a verb of missing or avoiding)?"""
    if any(c.dep_ == "advmod" and c.lower_ in NEAR_MISS_ADVERBS for c in verb.children):
        return True
    if any(c.lemma_.lower() in NEAR_MISS_VERBS and c.i < verb.i and c.dep_ in ("dep", "aux", "aux:tense")
           for c in verb.children):
        return True  # (« a failli démissionner » parsed with « failli » hanging on the infinitive)
    return _governing(verb, NEAR_MISS_VERBS) is not None


def denied(verb, depth: int = 3) -> bool:
    """Is `verb` the content of a denial: "X denied that he had called Y a liar", "denied accusing Y",
    « X a nié avoir traité Y de menteur »? What someone denies is not told as done (whether the
    denial is true is not for the text to settle). Walks up complement clauses only: in "X denied
    the report and accused Y", the accusation is X's own act."""
    if _denied_by_word_order(verb):
        return True
    head = verb
    for _ in range(depth):
        if head.dep_ not in ("ccomp", "xcomp", "pcomp", "pobj", "prep", "obj", "dobj") or head.head.i == head.i:
            return False
        head = head.head
        if head.pos_ in ("VERB", "AUX") or head.lemma_.lower() in DENY:
            return head.lemma_.lower() in DENY  # (« dément », which the tagger may take for the adjective)
    return False


def claimed_falsely(verb, depth: int = 2) -> bool:
    """Is `verb` the content of a claim told as false: "X falsely claimed that Y had apologized", "X
    pretended that ...", « X a prétendu que Y s'excusait », « a affirmé à tort que Y avait démissionné »?
    The text gives it as untrue, so it is not told as done. Walks up complement clauses only, or reads
    the word order as denied does (« ont prétendu mercredi que ... », the weekday taken for the head)."""
    if _denied_by_word_order(verb, lambda t: t.lemma_.lower() in FALSE_CLAIMS):
        return True
    head = verb
    for _ in range(depth):
        if head.dep_ not in ("ccomp", "xcomp") or head.head.i == head.i:
            return False
        head = head.head
        if head.pos_ in ("VERB", "AUX"):
            return head.lemma_.lower() in FALSE_CLAIMS or any(
                c.dep_ in ("advmod", "obl", "obl:mod", "npadvmod", "prep")
                and " ".join(t.lower_ for t in c.subtree) in FALSELY for c in head.children)
    return False


COMPLEMENTIZERS = {"that", "que", "qu'", "qu’"}
# French past participles of the verbs of denying, from their infinitives (« nier » → « nié », « niée »,
# « démentir » → « démenti »): the small tagger often takes them for a determiner or a noun
_DENY_PARTICIPLES = {lemma[:-2] + ("é" if lemma.endswith("er") else "i") for lemma in DENY
                     if lemma.endswith(("er", "ir"))}


def _is_deny_word(token) -> bool:
    lower = token.lower_
    return token.lemma_.lower() in DENY or lower in DENY or lower in _DENY_PARTICIPLES or (
        lower.endswith(("e", "s")) and lower.rstrip("s").rstrip("e") in _DENY_PARTICIPLES)


# what comes before the auxiliary of a French compound infinitive: its clitic objects (« l'avoir
# accusé », « les avoir traités », « s'être excusé »)
_CLITICS_BEFORE_AN_INFINITIVE = CLITICS


def _denied_by_word_order(verb, is_head_word=None) -> bool:
    """A complement clause right after a verb of denying, read by word order ("X denied on Monday
    that ...", « X a nié jeudi qu'il ... »), whatever the parse hung it on (the small French model
    takes « nié » for a determiner and the weekday for the clause's head); or a French compound
    infinitive right after it (« X nie avoir démissionné », « a nié l'avoir accusé »: the model takes
    « nie » for an adjective and the participle for the sentence's root). Between the verb and the
    complementizer or the infinitive's auxiliary only a time word, an adverb or punctuation.
    `is_head_word` tells another verb heading the clause the same way (claimed_falsely's)."""
    doc = verb.doc
    is_head_word = is_head_word or _is_deny_word
    infinitive = [c.i for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass") and c.i < verb.i
                  and c.lower_ in ("avoir", "être")]
    if infinitive:
        first = min(infinitive)
        while first > 0 and doc[first - 1].lower_ in _CLITICS_BEFORE_AN_INFINITIVE:
            first -= 1
        return _after_a_deny_word(doc, first, is_head_word)
    first = min(t.i for t in verb.subtree)
    if doc[first].lower_ not in COMPLEMENTIZERS:
        if first == 0 or doc[first - 1].lower_ not in COMPLEMENTIZERS:
            return False
        first -= 1
    return _after_a_deny_word(doc, first, is_head_word)


def _after_a_deny_word(doc, first: int, is_head_word=_is_deny_word) -> bool:
    """Is the token at `first` right after a verb of denying (or another `is_head_word`), with at most
    three time words, adverbs or punctuation between?"""
    i, skipped = first - 1, 0
    while i >= 0 and skipped <= 3:
        token = doc[i]
        if is_head_word(token):
            return True
        if not (token.is_punct or token.pos_ == "ADV" or token.lower_ in WEEKDAYS_EN | WEEKDAYS_FR | {"on", "le"}):
            return False
        i, skipped = i - 1, skipped + 1
    return False


def generic_subject_clause(verb) -> bool:
    """A gerund or an infinitive clause that is the subject of another: "calling a member a liar
    would be unparliamentary", « traiter un député de menteur est antiparlementaire ». It names
    a kind of act to judge it, not an act someone did."""
    return verb.dep_ in ("csubj", "csubjpass", "csubj:pass") and (
        verb.tag_ in ("VBG", "VB") or "Inf" in verb.morph.get("VerbForm") or "Ger" in verb.morph.get("VerbForm"))


def _inverted_condition(verb) -> bool:
    """"Had the motion been defeated, ...", "Were he to resign, ...", "Should she refuse, ...": a
    subordinate clause whose auxiliary comes before its subject is a condition, not a fact."""
    if verb.dep_ not in ("advcl", "ccomp") or verb.head.i == verb.i or verb.i > verb.head.i:
        return False
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.lower_ in ("had", "were", "should")]
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return bool(aux and subj) and min(a.i for a in aux) < subj[0].i


def not_yet(s: Sentence, verb, wished: bool = True) -> bool:
    """Unreal, or only demanded, promised or possible: "must apologize", "will resign", « doit démissionner ».
    `wished=False` leaves out what only a clause's form says is wanted (`wished_done`)."""
    if _unreal(s, verb) or _french_conditional_clause(s, verb):
        return True
    if s.lang == "fr" and (french_future(verb) or any(
            french_future(c) for c in verb.children if c.dep_ in ("aux", "aux:tense", "aux:pass"))):
        return True  # « je démissionnerai », « il sera expulsé »: announced, not done
    if any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in verb.children):
        return True  # « si le ministre démissionne », "if she resigns": a condition, not a fact
    if verb.dep_ == "advcl" and verb.i < verb.head.i and any(
            c.dep_ == "mark" and c.lower_ in CONDITION_MARKS and c.i < verb.i for c in verb.head.children):
        return True  # « Si X quittait le caucus, ils perdraient ... »: the parse hung the condition's « si » on the main verb
    if _conditional_governor(verb):
        return True  # "if she chose to resign", « s'il décidait de démissionner »: the condition governs it
    if any(c.dep_ in ("aux", "aux:tense") and c.lower_ in NOT_YET and c.i not in s.by_token for c in verb.children):
        return True  # (not "May told reporters": a name the parser took for the modal)
    if intended_or_awaited(s, verb):
        return True
    if held_back(s, verb):
        return True
    if s.lang == "en" and verb.dep_ == "conj" and verb.tag_ == "VB" and verb.head.i != verb.i \
            and not _children(verb, SUBJ | {"aux"}) and any(
                c.dep_ == "aux" and c.lower_ in NOT_YET and c.i not in s.by_token for c in verb.head.children):
        return True  # "X will announce funding and hold a news conference": the modal is both verbs'
    if _obligation_infinitive(verb):
        return True
    if wished and wished_done(s, verb):
        return True
    if _scheduled_infinitive(s, verb):
        return True
    # (a question asks, it tells no act as done: « La ministre s'est-elle excusée? »)
    if s.lang == "fr" and asked_in_a_question(s, verb):
        return True
    if _purpose_of_what_is_not_done(s, verb) or _until(verb):
        return True
    if verb.dep_ == "pcomp" and verb.head.lower_ == "of" and (verb.head.head.lower_ in ("out", "instead") or any(
            c.lower_ == "instead" for c in verb.head.children)):
        return True  # "talked X out of leaving the caucus", "instead of apologizing": kept from it, not done
    return verb.head.i != verb.i and verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("devoir", "pouvoir") \
        and not french_obligation_met(verb.head) or "Fut" in verb.morph.get("Tense")


# the present and past of « avoir » that make « devoir » a past told as met: « a dû », « avait dû »
# (not « aurait dû », « aura dû »: a reproach, a guess)
_FRENCH_PAST_AUXILIARIES = {"a", "ai", "as", "avons", "avez", "ont", "avait", "avaient", "avais", "avions", "aviez"}


def french_obligation_met(devoir) -> bool:
    """« X a dû s'excuser », « a dû démissionner »: « devoir » in the compound past, not negated, tells
    the obligation met, the act done (as the English "had to apologize"); « aurait dû », « doit »,
    « n'a pas dû » do not."""
    if devoir.lang_ != "fr" or devoir.lemma_.lower() != "devoir" or devoir.lower_ not in ("dû", "du", "dûe", "dus", "dues"):
        return False
    auxiliaries = [c for c in devoir.children if c.dep_ in ("aux", "aux:tense")]
    return bool(auxiliaries) and all(c.lower_ in _FRENCH_PAST_AUXILIARIES for c in auxiliaries) \
        and not any(c.lower_ in ("ne", "n'", "n’", "pas", "jamais") for c in devoir.children)


def obligation_met(s: Sentence, verb) -> bool:
    """`verb` is the infinitive of a French « devoir » told as met (`french_obligation_met`): « X a dû
    démissionner », « X avait dû quitter le cabinet » (not « doit », « aurait dû », « n'a pas dû »)."""
    head = verb.head
    return s.lang == "fr" and verb.dep_ == "xcomp" and head.i != verb.i and french_obligation_met(head) \
        and not s.negated(head)


_FRENCH_PURPOSE_MARKS = {"pour", "afin"}
# what joins a clause that takes back the purpose told before it ("came to V, but left without doing so")
_BUT = {"but", "yet", "mais"}
_WITHOUT = {"without", "sans"}
# what opens a clause of what is awaited ("until X apologizes", « jusqu'à ce que X s'excuse »)
UNTIL_MARKS = {"until", "till", "jusqu'", "jusqu’", "jusque"}


def _purpose_head(verb):
    """The verb whose purpose the infinitive `verb` tells ("went to X to V", "rose to V", « s'est
    rendu à X pour V », « afin de V »), or None when `verb` is no infinitive of purpose (the
    complement of a verb of wanting or deciding is an xcomp, read elsewhere)."""
    if verb.head.i == verb.i:
        return None
    if verb.lang_ == "fr":
        if "Inf" not in verb.morph.get("VerbForm"):
            return None
        if verb.head.lower_ == "afin" and verb.head.head.i != verb.head.i:
            return verb.head.head  # (the small model may hang the infinitive on « afin » itself)
        if verb.dep_ in ("advcl", "xcomp", "acl") and (any(
                c.lower_ in _FRENCH_PURPOSE_MARKS and c.dep_ in ("mark", "case", "advmod") for c in verb.children)
                or _french_purpose_word_before(verb)):
            return verb.head
        return None
    if verb.dep_ == "advcl" and verb.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return verb.head
    return None


def _french_purpose_word_before(verb) -> bool:
    """« pour lui remettre sa démission »: « pour » right before the infinitive and its clitics,
    whatever the parse hung it on (the small model may take it for the clitic's preposition)."""
    i = verb.i - 1
    while i >= 0 and verb.i - i <= 3 and verb.doc[i].pos_ == "PRON":
        i -= 1
    return i >= 0 and (verb.doc[i].lower_ == "pour" or verb.doc[i].lower_ == "de" and i > 0 and verb.doc[i - 1].lower_ == "afin")


def _purpose_of_what_is_not_done(s: Sentence, verb) -> bool:
    """« X se lèvera jeudi en Chambre afin de s'excuser », "X will go to Y to resign": an infinitive
    of purpose is done only if what it is the purpose of is; under a verb still to come, or not
    done, it is not either (« s'est levée afin de s'excuser », "went to Y to resign" is). Nor when a
    clause joined by "but" takes it back: "came to apologize, but left without doing so", « est
    venu pour s'excuser, mais il est reparti sans le faire »."""
    head = _purpose_head(verb)
    if head is None or head.pos_ not in ("VERB", "AUX"):
        return False
    if not_yet(s, head) or _governing(head, (NOT_DONE | ASK) - {"force"}) is not None:
        return True  # ("wanted to go to X to resign", "asked him to come to apologize": the trip is not done either)
    joined = [c for c in head.children if c.dep_ == "conj" and c.i > verb.i and is_verb(c)]
    # (the parser may hang the clause that takes it back on the infinitive: one with a subject of its own)
    joined += [c for c in verb.children if c.dep_ == "conj" and is_verb(c) and _children(c, SUBJ | SUBJPASS)]
    return any(_takes_back(s, c) for c in joined)


def _takes_back(s: Sentence, conjunct) -> bool:
    """Is `conjunct`, joined by "but" / « mais », a clause saying what was meant was not done:
    negated ("but did not", « mais ne l'a pas fait ») or done "without" it (« sans le faire »)?"""
    doc = conjunct.doc
    if not any(t.lower_ in _BUT for t in doc[max(0, min(t.i for t in conjunct.subtree) - 2):conjunct.i]):
        return False
    if s.negated(conjunct):
        return True
    return any(t.lower_ in _WITHOUT for t in conjunct.subtree if t.i > conjunct.i)


def _until(verb) -> bool:
    """"until X apologizes", « jusqu'à ce qu'il s'excuse »: a clause of what is awaited, not told as done
    (not « est allé jusqu'à accuser Y »: an infinitive after « aller jusqu'à » is how far one went)."""
    for c in verb.children:
        if c.dep_ == "mark" and c.lower_ in UNTIL_MARKS:
            if "Inf" in verb.morph.get("VerbForm") and verb.head.i != verb.i and verb.head.lemma_.lower() == "aller":
                continue
            return True
        if c.dep_ == "mark" and c.lower_ in ("que", "qu'", "qu’") and c.i >= 3 and verb.doc[c.i - 3].lower_ in UNTIL_MARKS:
            return True  # (« jusqu'à ce que »: the parser marks the clause with its last word)
    return False


# the words with which a French narrative tells, by « allait » + infinitive, what happened later
_LATER_WORDS = {"tard", "lendemain", "surlendemain", "après", "ensuite", "finalement"}


def _scheduled_infinitive(s: Sentence, verb) -> bool:
    """An infinitive told as what is arranged or coming: "X is to hold a news conference" (be +
    to-infinitive with a person as the subject, not "his answer was to resign"), "X was going to
    apologize", « X va tenir un point de presse » (aller in the present: the near future, not « est
    allé »), « X allait s'excuser » (in the imperfect: the future of a past)."""
    if verb.dep_ != "xcomp" or verb.head.i == verb.i:
        return False
    head = verb.head
    if s.lang == "fr":
        if head.lemma_.lower() != "aller" or "Part" in head.morph.get("VerbForm"):
            return False
        # « X allait s'excuser »: the future of a past (what was about to be, or meant), not told done;
        # but « X allait démissionner trois mois plus tard » tells, in a narrative, what came after
        return "Pres" in head.morph.get("Tense") or "Imp" in head.morph.get("Tense") and not any(
            t.lower_ in _LATER_WORDS for t in verb.subtree)
    if head.lemma_.lower() == "go" and head.tag_ == "VBG" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return True  # "X was going to apologize", "is going to resign": meant or coming, not told done
    if head.lemma_.lower() != "be" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    subject = next((c for c in head.children if c.dep_ in SUBJ), None)
    return subject is not None and (subject.pos_ in ("PROPN", "PRON") or _person(s.entity(subject)) is not None)


def _conditional_governor(verb, depth: int = 3) -> bool:
    """Is `verb` the infinitive complement of a verb under a condition ("if she chose to resign",
    "unless he agrees to apologize", « si elle décidait de démissionner »)? What the condition's
    verb chooses, agrees or decides to do is as unreal as that verb."""
    for _ in range(depth):
        if verb.dep_ != "xcomp" or verb.head.i == verb.i:
            return False
        verb = verb.head
        if any(c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in verb.children):
            return True
    return False


# subjects whose present tense takes the base form ("they apologize"): with them a base form is no subjunctive
_BASE_FORM_SUBJECTS = {"i", "you", "we", "they"}


def _mandative_subjunctive(s: Sentence, verb) -> bool:
    """"insisted that X apologize", "was adamant that Y resign", "moved that Z withdraw the remark": an
    English verb in its base form with a singular (third-person) subject and no auxiliary is the mandative
    subjunctive, which says what someone wants done, never that it was done (told done, the verb would
    be "apologized", "apologizes"). The verb's form is the signal, whatever word governs the clause."""
    # (the tagger calls it VB or VBP; the word being its own lemma tells the base form either way)
    if s.lang != "en" or verb.tag_ not in ("VB", "VBP") or verb.lower_ != verb.lemma_.lower() \
            or any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return bool(subjects) and all(c.tag_ in ("NNP", "NN") or c.pos_ == "PRON" and c.lower_ not in _BASE_FORM_SUBJECTS
                                  for c in subjects)


def wished_done(s: Sentence, verb) -> bool:
    """What the clause's own form says is wanted, not done: a mandative subjunctive ("insisted that X
    apologize"), "it is time that X resigned". Asked of someone, it is still a request (kinds.run)."""
    return _mandative_subjunctive(s, verb) or _it_is_time_that(verb) or _clause_of_a_request_noun(s, verb)


def _clause_of_a_request_noun(s: Sentence, verb) -> bool:
    """« la demande du Bloc que Y s'excuse », « a renouvelé sa demande que Y retire ses propos »: the
    clause of a noun of request (on the noun, or hung by the parse on the verb whose object the noun
    is, right before the clause) says what is asked, in the subjunctive French writes as the present."""
    if verb.dep_ not in ("ccomp", "acl", "acl:relcl") or verb.head.i == verb.i or not any(
            t.lower_ in ("que", "qu'", "qu’", "that") and t.dep_ == "mark" for t in verb.subtree if t.i < verb.i):
        return False
    nouns = words("RequestToApologize", "request_nouns", s.lang)
    head = verb.head
    if head.pos_ == "NOUN":
        return head.lemma_.lower() in nouns
    return any(c.dep_ in ("obj", "dobj") and c.pos_ == "NOUN" and c.lemma_.lower() in nouns and c.i < verb.i
               and not any(t.pos_ in ("VERB", "AUX") for t in verb.doc[c.i + 1:verb.i]) for c in head.children)


def _it_is_time_that(verb) -> bool:
    """"said it was time that X apologized", "it is high time that Y resigned": the past tense after
    "it is time (that)" tells what should happen, not what did. "It was the first time that X
    apologized" tells it done: that "time" has a determiner."""
    head = verb.head
    return verb.dep_ in ("relcl", "acl", "ccomp") and head.i != verb.i and head.lower_ == "time" \
        and head.dep_ == "attr" and not any(c.dep_ in ("det", "poss", "nummod") for c in head.children)


def _obligation_infinitive(verb) -> bool:
    """Is `verb` the infinitive of an English obligation: "Y has to apologize", "needs to resign",
    "will have to quit"? An obligation tells no act done (as "must" does; French says it with
    « devoir »). "had to apologize" is left out (told in the past, the obligation was met), but
    for reported speech."""
    verb = _first_conjunct_of_bare_verb(verb)  # "has to withdraw the remark and apologize"
    head = verb.head
    if verb.dep_ != "xcomp" or head.i == verb.i or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    if head.lemma_.lower() == "have" and head.tag_ == "VBD" and head.dep_ == "ccomp" \
            and head.head.lemma_.lower() in SAY | WRITE | RULE | words("Ruling", "rule_verbs", "en") \
            | words("Ruling", "find_verbs", "en"):
        # "X said Y had to apologize", "the Speaker ruled (decided, found) that Y had to withdraw it":
        # reported speech (or a ruling's finding) puts the present obligation in the past
        return True
    return head.lemma_.lower() == "need" or head.lemma_.lower() == "have" and head.tag_ in ("VBZ", "VBP", "VB")


def for_of_infinitive(verb):
    """The "for" that brings the subject of the infinitive `verb`: "(called) for X to resign", "(his
    demand) for Y to quit cabinet", "time for Z to go" (None when there is none). Read from the
    words (a noun phrase between "for" and "to"), as the parser hangs the infinitive and its
    subject anywhere."""
    to = next((c for c in verb.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if to is None:
        return None
    i = to.i - 1
    while i >= 0 and to.i - i <= 6 and verb.doc[i].pos_ in ("PROPN", "NOUN", "DET", "ADJ", "PRON") \
            or i >= 0 and verb.doc[i].text in ("-", "'s", "’s"):
        i -= 1
    return verb.doc[i] if 0 <= i < to.i - 1 and verb.doc[i].lower_ == "for" else None


def _first_conjunct_of_bare_verb(verb):
    """The first of coordinated verbs when `verb` is a later one with no subject or auxiliary of its
    own: "to withdraw the remark and apologize" -- "apologize" shares the first one's "to", its
    subject and its mood."""
    while verb.dep_ == "conj" and verb.head.i != verb.i and verb.head.pos_ in ("VERB", "AUX") and not any(
            c.dep_ in SUBJ | SUBJPASS or c.dep_ in ("aux", "aux:tense") for c in verb.children):
        verb = verb.head
    return verb


def _for_to_infinitive(verb) -> bool:
    """Such an infinitive names what someone wants done, never an act told as done (a bare verb
    coordinated with it too: "time for X to withdraw the remark and apologize")."""
    return for_of_infinitive(_first_conjunct_of_bare_verb(verb)) is not None


def held_back(s: Sentence, verb) -> bool:
    """Is `verb` what someone held back from doing: "stopped short of demanding an apology",
    "refrained from calling Y a liar", « s'est abstenu d'exiger des excuses » (the lexicon's
    held_back_phrases: the verb, its particles, the preposition that brings the act)?"""
    marker = verb.head if verb.dep_ == "pcomp" else next(
        (c for c in verb.children if c.dep_ == "mark" and c.lower_ in ("de", "d'", "d’")), None)
    governor = marker.head if verb.dep_ == "pcomp" else verb.head
    if marker is None or governor.i == verb.i or governor.pos_ not in ("VERB", "AUX") \
            or verb.dep_ not in ("pcomp", "xcomp", "advcl", "acl", "ccomp"):
        return False
    around = {c.lower_ for c in governor.children}
    for phrase in words("shared", "held_back_phrases", s.lang):
        parts = [p[2:] if p[:2] in ("s'", "s’") else p for p in phrase.split() if p != "se"]  # (the reflexive left out)
        head, rest, preposition = parts[0], set(parts[1:-1]), parts[-1]
        if governor.lemma_.lower() == head and rest <= around and marker.lower_ in (preposition, "d'", "d’") \
                and (marker.lower_ == preposition or preposition == "de"):
            return True
    return False


def _bill_phrase(noun) -> bool:
    """« projet de loi »: a bill, not a plan (« le projet de loi déposé par X » tells X's act done)."""
    return noun.lemma_.lower() == "projet" and any(c.lower_ == "loi" for c in noun.children)


def intended_or_awaited(s: Sentence, verb) -> bool:
    """Is `verb` only the content of an intention, a plan, an offer or a refusal ("has no intention of
    resigning", "her plan to quit", "no plans to leave the caucus", "his refusal to resign"), of an imminence or a readiness ("was about to
    cross the floor", "is set to leave", "ready to resign"), of a failure ("failed to apologize"),
    or still awaited ("has yet to withdraw the remark")? None of these tells the act as done, whether the intention is affirmed or denied."""
    if _for_to_infinitive(verb):
        return True
    if verb.head.i == verb.i:
        return False
    head = verb.head
    if (verb.dep_ == "pcomp" or verb.dep_ == "pobj" and verb.tag_ == "VBG") and head.dep_ == "prep" \
            and head.lower_ in ("of", "de", "d'", "d’") and head.head.i != head.i:
        head = head.head  # "intention of resigning": the gerund hangs on the preposition (as its object, too)
    elif verb.dep_ not in ("xcomp", "acl", "advcl") and not (
            verb.dep_ == "relcl" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)):
        return False  # (the parser makes "the call for X to resign" a relative clause of "call")
    lemma = head.lemma_.lower()
    not_done_nouns = words("shared", "intent_nouns", s.lang) | REFUSAL_NOUNS
    if head.pos_ == "NOUN" and (lemma in not_done_nouns or head.lower_ in not_done_nouns) and not _bill_phrase(head):
        return True  # (and "his refusal to resign", « son refus de démissionner »)
    if verb.dep_ == "xcomp" and (lemma in words("shared", "imminent_words", s.lang) or head.lower_ in words("shared", "imminent_words", s.lang)):
        return True
    if verb.dep_ == "xcomp" and lemma in words("shared", "failure_verbs", s.lang) and not s.negated(head):
        return True  # "has failed to retract the remark", « a omis de s'excuser »: not done (but "did not fail to")
    return verb.dep_ == "xcomp" and lemma == "have" and any(c.lower_ == "yet" for c in head.children)


def generic(s: Sentence, verb) -> bool:
    """A rule or a possibility, not a fact: "a member who refuses ...", "the Speaker may order ...",
    « un député qui refuse ... ». Such clauses state what the Standing Orders allow, not an event."""
    if verb.dep_ in ("relcl", "acl:relcl", "acl") and s.entity(verb.head) is None and any(
            c.lower_ in ("a", "an", "any", "every", "un", "une", "tout", "toute", "chaque") and c.dep_ != "aux:tense"
            for c in verb.head.children):  # (not the French auxiliary « a » of a verb the clause was hung on)
        return True
    head = verb
    for _ in range(4):
        if any(c.dep_ in ("aux", "aux:tense") and c.lower_ in ("may", "can", "might", "could") and c.i not in s.by_token
               for c in head.children) \
                or head.lemma_.lower() == "pouvoir":
            return True
        if head.head.i == head.i:
            break
        head = head.head
    return False


def asked_or_planned(token, lemmas, depth: int = 4) -> bool:
    """Is `token` inside the complement of a verb of `lemmas` ("asked X to withdraw the remark and
    apologize", "wants to resign")? Walks up through conjuncts and objects the parser may have
    put in between, and stops at the first clause boundary it cannot cross. An English "that"-clause
    in the simple past ("told the House that he withdrew the remark") reports a fact: what is asked
    takes the base form ("asked that he withdraw it")."""
    if token.tag_ == "VBD" and any(c.dep_ == "mark" and c.lower_ == "that" for c in token.children):
        return False
    head, crossed = token, False
    for _ in range(depth):
        if head.head.i == head.i or quoted_clause_attributed(head, head.head):
            return False  # (a quoted sentence is not the complement of the verb that attributes it)
        if head.dep_ in ("xcomp", "ccomp"):
            crossed = True
        elif head.dep_ not in ("conj", "dobj", "obj", "cc"):
            return False
        head = head.head
        if crossed and head.pos_ in ("VERB", "AUX"):
            return head.lemma_.lower() in lemmas  # only the verb the complement belongs to
    return False


def emit_for_subject(s: Sentence, verb, emit, kind: str, confidence: float, prefer: Entity | None = None) -> bool:
    """Emit `kind` with the person who is the subject of `verb` as agent; False when no person is."""
    agent = _person(_subject(s, verb, prefer)[0])
    if agent is not None:
        emit(kind, agent=agent, confidence=confidence)
    return agent is not None


def emit_for_subjects(s: Sentence, verb, emit, kind: str, confidence: float) -> bool:
    """Emit `kind` once for each person who is a subject of `verb`, the coordinated and listed ones
    too ("X and Y left", « les députés X, Y et Z »); False when no person is."""
    agent, agent_tok = _subject(s, verb)
    people = persons_of(s, agent_tok, agent) if agent_tok is not None else ([agent] if _person(agent) else [])
    listed = listed_members(s, verb, agent_tok) if agent_tok is not None else []
    if listed:  # (a group as subject: its members named, not the nearest name the fallback finds)
        people = listed
    for person in people:
        emit(kind, agent=person, confidence=confidence)
    return bool(people)


def listed_members(s: Sentence, verb, group) -> list[Entity]:
    """"Seven MPs, among them X and Y, left ...", "Several MPs, including X and Y, left ...": the
    people a plural subject names as its members (in a phrase of the subject or of the verb)."""
    plural = "Plur" in group.morph.get("Number") or group.tag_ in ("NNS", "NNPS") or group.lower_ in ("mps", "members")
    if not plural or _person(s.entity(group)) is not None:
        return []
    found = []

    def add(people):
        found.extend(p for p in people if p is not None and p.key not in [f.key for f in found])

    for head in (group, verb):
        for prep in head.children:
            if prep.dep_ == "prep" and prep.lower_ in ("among", "including"):
                add(_person(s.entity(t)) for t in prep.subtree if t.i in s.by_token)
    # (the parser may make the listed names a second subject, with "among them" under it)
    for other in _children(verb, SUBJ):
        if other.i != group.i and any(c.dep_ == "prep" and c.lower_ in ("among", "including") for c in other.children):
            add(persons_of(s, other, _person(s.entity(other))))
    return found
