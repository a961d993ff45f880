"""French dating in context: a day that belongs to an apposition about a person (« sa collègue, élue en
2019, »), to a later conjunct the parser hung it away from, or to a state's start (« depuis l'an
dernier »), and the day a column's lede names after a first sentence that sets the scene. Each with
its near misses: the sentence's own statement, a day the text writes out in full, a story's
background in the plus-que-parfait."""

from __future__ import annotations

import datetime as dt

import pytest

from canpol.loaders.article import _lead_date, _since_a_time
from canpol.loaders.article.dates import clause_dates, find_dates
from canpol.loaders.article.motions import _main_clause_text
from canpol.loaders.article.nlp import pipeline
from canpol.loaders.article.split import split

pytestmark = pytest.mark.integration  # needs the French spaCy pipeline


@pytest.fixture(scope="module")
def nlp():
    return pipeline("fr")


def _blanked(nlp, text: str) -> str:
    return _main_clause_text(next(iter(nlp(text).sents)))


@pytest.mark.parametrize("text, career", [
    ("Puis il a présenté ses excuses à sa collègue Kristina Michaud, élue en 2019, pour l'avoir interrompue.",
     "élue en 2019"),
    ("Nommée secrétaire parlementaire en 2016, la députée a quitté le caucus.", "Nommée secrétaire parlementaire en 2016"),
    ("Il a salué son voisin de banquette, réélu en octobre dernier.", "réélu en octobre dernier"),
])
def test_a_career_participle_set_off_with_its_day_dates_no_act_of_the_sentence(nlp, text, career):
    blanked = _blanked(nlp, text)
    assert career not in blanked and len(blanked) == len(text), blanked


@pytest.mark.parametrize("text, kept", [
    # the sentence's own statement, with its auxiliary: its day is the sentence's
    ("Elle a été élue en 2015 dans la région de Durham.", "en 2015"),
    # a participle set off, but with no day: nothing to keep it from
    ("Nommée secrétaire parlementaire, la députée a quitté le caucus mercredi.", "mercredi"),
    # a participle of the act itself, not of a career (« expulsé mercredi » tells an expulsion)
    ("Le député, expulsé mercredi, a présenté ses excuses jeudi.", "mercredi"),
])
def test_near_misses_of_the_career_apposition_keep_their_day(nlp, text, kept):
    assert kept in _blanked(nlp, text)


def test_a_day_after_a_second_conjunct_is_that_conjuncts(nlp):
    # « X a annoncé mardi qu'elle démissionnait ... et qu'elle laisserait son siège le 30 juin »: the
    # coming day dates the seat given up later, not the leaving of cabinet, which takes the sentence's
    text = ("Dans une lettre diffusée mardi, la ministre de la Santé a annoncé qu'elle démissionnait du Conseil des "
            "ministres sur-le-champ et qu'elle laisserait son siège de députée le 30 juin.")
    sent = next(iter(nlp(text).sents))
    published = dt.date(2019, 1, 15)
    date_of = clause_dates(sent, find_dates(sent.text, published))
    leaving = next(t for t in sent if t.lower_ == "démissionnait")
    giving_up = next(t for t in sent if t.lower_ == "laisserait")
    assert date_of is not None
    assert date_of(leaving, published) == published
    assert date_of(giving_up, published) != published


def test_a_day_before_the_conjunct_stays_with_the_first_verb(nlp):
    text = "La ministre a démissionné mardi et elle a quitté la vie politique le 30 juin."
    sent = next(iter(nlp(text).sents))
    published = dt.date(2019, 7, 3)
    date_of = clause_dates(sent, find_dates(sent.text, published))
    resigned = next(t for t in sent if t.lower_ == "démissionné")
    assert date_of is None or date_of(resigned, None) == dt.date(2019, 7, 2)


def _lede(nlp, text: str, published: dt.date):
    blocks, _ = split(text)
    docs = [nlp(text[b.start:b.end]) for b in blocks]
    return _lead_date(text, blocks, published, docs)


SCENE_THEN_DAY = ("La session n'a que quelques jours. Mais il y a eu, {day}, un échange qui mérite qu'on s'y "
                  "arrête.\n\nOn discutait de l'économie.\n\nPuis le député a demandé le consentement de la Chambre.\n")


def test_a_column_names_its_day_after_a_first_sentence_that_sets_the_scene(nlp):
    # Monday the 29th: « jeudi dernier » is the 25th, and the story's events take it by default
    assert _lede(nlp, SCENE_THEN_DAY.format(day="jeudi dernier"), dt.date(2021, 11, 29)) == dt.date(2021, 11, 25)
    assert _lede(nlp, SCENE_THEN_DAY.format(day="hier"), dt.date(2021, 11, 29)) == dt.date(2021, 11, 28)


@pytest.mark.parametrize("day", ["le 3 mars 2019", "en mars", "l'an dernier"])
def test_a_day_written_out_or_no_day_in_a_ledes_later_sentence_is_no_lead(nlp, day):
    # a date written in full in a lede's later sentence is as often a background's; a month or a year
    # is no day
    assert _lede(nlp, SCENE_THEN_DAY.format(day=day), dt.date(2021, 11, 29)) is None


@pytest.mark.parametrize("text, since", [
    ("Elle représente depuis l'an dernier la circonscription.", True),
    ("Il siège depuis 2015 comme indépendant.", True),
    ("En 2018, elle avait critiqué le premier ministre.", False),
    ("Elle avait quitté le caucus l'an dernier.", False),
])
def test_a_states_start_is_told_by_depuis(text, since):
    mention = find_dates(text, dt.date(2019, 3, 6))[0]
    assert _since_a_time(text, mention.start) is since


@pytest.mark.parametrize("title, words", [
    ("des Transports et du Commerce intérieur", ["transport", "trade", "internal"]),
    ("de l'Agriculture et de l'Agroalimentaire", ["agriculture", "food"]),
    ("du Commerce international", ["trade", "international"]),
])
def test_the_words_of_a_portfolio_title_are_read_as_the_kbs_keys(nlp, title, words):
    from canpol.loaders.article.mentions import _french_portfolio

    doc = nlp(f"La ministre {title} a pris la parole.")
    found = _french_portfolio(doc, 2)
    assert found is not None and sorted(found[1]) == sorted(words), found


class _Sentence:
    """The little of a kinds Sentence that the word-order reading of a fronted medium asks for."""

    def __init__(self, sent):
        self.sent, self.lang = sent, "fr"

    def quoted(self, token) -> bool:
        return False


@pytest.mark.parametrize("text, verb", [
    ("Dans un communiqué diffusé lundi, la ministre a annoncé qu'elle partait.", "annoncé"),
    ("Dans une lettre publiée hier soir, le député a expliqué sa décision.", "expliqué"),
    # near misses: who released it or to whom it went; a main verb that tells no saying (a passive
    # one is left to in_a_medium's own check); a medium
    # that does not open the sentence
    ("Dans un communiqué diffusé lundi par son bureau, la ministre a annoncé qu'elle partait.", None),
    ("Dans une lettre envoyée lundi au président, la ministre a annoncé qu'elle partait.", None),
    ("Dans un communiqué diffusé lundi, la ministre a quitté la salle.", None),
    ("Hier, dans un communiqué diffusé lundi, la ministre a annoncé qu'elle partait.", None),
])
def test_a_fronted_medium_frames_the_main_verb_of_saying(nlp, text, verb):
    from canpol.loaders.article.kinds.statement import _verb_after_a_fronted_medium

    sent = next(iter(nlp(text).sents))
    medium = next(t for t in sent if t.lower_ in ("communiqué", "lettre"))
    found = _verb_after_a_fronted_medium(_Sentence(sent), medium)
    assert (found.text if found is not None else None) == verb


@pytest.mark.parametrize("text, named", [
    ("Ce jour-là, il avait accusé le premier ministre de corruption.", True),
    ("Le soir même, elle s'était excusée.", True),
    # near misses: a time that is no day
    ("À l'époque, il avait accusé le premier ministre de corruption.", False),
    ("Ces jours-là, il accusait souvent le premier ministre.", False),
])
def test_the_same_day_told_in_french_names_a_day(text, named):
    from canpol.loaders.article.events import _names_a_day

    assert _names_a_day(text, dt.date(2019, 3, 29)) is named
