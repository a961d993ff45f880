"""Asides (loaders/article/asides.py): a relative clause on a named person, read as its own sentence."""

from __future__ import annotations

import pytest

from canpol.loaders.article import asides, events as events_module
from canpol.loaders.article.discourse import Discourse
from canpol.loaders.article.grammar import Sentence, _quoted
from canpol.loaders.article.mentions import ArticleContext, find_mentions

from article_kb import D, P
from article_fixtures import en_nlp, extract, fake_kb  # noqa: F401  (fixtures)


@pytest.fixture(scope="module")
def fr_nlp():
    from canpol.loaders.article.nlp import pipeline

    return pipeline("fr")


def _sentence(text, kb, nlp, lang, date=D(2020, 6, 18)):
    doc = nlp(text)
    mentions = find_mentions(doc, 0, ArticleContext(kb, date), date, nlp)
    return Sentence(next(iter(doc.sents)), mentions, 0, _quoted(doc), Discourse(), lang, kb)


def _clause_text(s, name):
    mention = next(m for m in s.mentions if m.text == name)
    clause = asides._relative_clause(s, mention)
    return None if clause is None else s.sent.doc[clause[0]:clause[1]].text


def test_the_clause_ends_where_the_main_clause_resumes(fake_kb, en_nlp, fr_nlp):
    s = _sentence("Maxime Bernier, who refused on Tuesday to withdraw the remark, spoke to reporters.", fake_kb, en_nlp, "en")
    assert _clause_text(s, "Maxime Bernier") == "refused on Tuesday to withdraw the remark"
    s = _sentence("Maxime Bernier, qui a refusé mardi de retirer ses propos, a parlé aux journalistes.", fake_kb, fr_nlp, "fr")
    assert _clause_text(s, "Maxime Bernier") == "a refusé mardi de retirer ses propos"


def test_a_comma_inside_the_clause_does_not_end_it(fake_kb, fr_nlp):
    s = _sentence("Maxime Bernier, qui a lu une déclaration dans le foyer, mardi matin, a quitté la salle.", fake_kb, fr_nlp, "fr")
    assert _clause_text(s, "Maxime Bernier") == "a lu une déclaration dans le foyer, mardi matin"


def test_a_dash_or_the_end_closes_the_clause(fake_kb, en_nlp):
    s = _sentence("Reporters waited for Maxime Bernier, who resigned from the caucus on Tuesday.", fake_kb, en_nlp, "en")
    assert _clause_text(s, "Maxime Bernier") == "resigned from the caucus on Tuesday"
    s = _sentence("Maxime Bernier, who resigned from the caucus on Tuesday — a surprise to many — spoke.", fake_kb, en_nlp, "en")
    assert _clause_text(s, "Maxime Bernier") == "resigned from the caucus on Tuesday"


def test_the_clause_keeps_its_negation_and_its_modal(fake_kb, en_nlp, fr_nlp):
    s = _sentence("Maxime Bernier, qui n'a pas démissionné, a parlé aux journalistes.", fake_kb, fr_nlp, "fr")
    assert _clause_text(s, "Maxime Bernier") == "n'a pas démissionné"
    s = _sentence("Reporters waited for Maxime Bernier, who may resign from the caucus.", fake_kb, en_nlp, "en")
    assert _clause_text(s, "Maxime Bernier") == "may resign from the caucus"


@pytest.mark.parametrize("text, lang", [
    ("Justin Trudeau, who Maxime Bernier accused of lying, spoke to reporters.", "en"),  # "who" its object
    ("The lawyer of Justin Trudeau, who resigned on Tuesday, spoke to reporters.", "en"),  # a noun's complement
    ("A member who refuses to withdraw a remark may be named.", "en"),  # restrictive, no name
    ("Did Justin Trudeau, who resigned on Tuesday, speak to reporters?", "en"),  # a question
])
def test_clauses_never_read_alone(fake_kb, en_nlp, text, lang):
    s = _sentence(text, fake_kb, en_nlp, lang)
    assert all(asides._relative_clause(s, m) is None for m in s.mentions) or text.endswith("?")
    if text.endswith("?"):
        assert asides.aside_events(s, en_nlp, D(2020, 6, 18), None, []) == []


def test_french_object_relative_is_never_read_alone(fake_kb, fr_nlp):
    s = _sentence("Justin Trudeau, que Maxime Bernier a accusé de mentir, a répliqué.", fake_kb, fr_nlp, "fr")
    assert all(asides._relative_clause(s, m) is None for m in s.mentions)


FLAKY = ("« Je maintiens tout ce que j'ai dit sur cette affaire », a lancé jeudi Maxime Bernier, "
         "qui a refusé net de retirer ses propos.")


def test_the_aside_read_alone_and_the_long_parse_find_one_refusal(extract, monkeypatch):
    x = extract(FLAKY, language="fr", date=D(2020, 6, 19))
    refusals = [e for e in x.events if e.kind == "Refusal"]
    assert [(e.agent.iri, e.date) for e in refusals] == [(P("maxime-bernier"), D(2020, 6, 18))]
    # the evidence is the whole sentence as written, at its place in the text
    assert (refusals[0].start, refusals[0].end) == (0, len(FLAKY))
    # the long sentence's parse hangs the relative on « lancé »; it used to lose the refusal there (grammar.generic
    # took the auxiliary « a » of « a lancé » for an article), and the aside's reading found it; since, both find
    # it, and they give one event
    monkeypatch.setattr(events_module, "aside_events", lambda *a, **k: [])
    assert [(e.agent.iri, e.date) for e in extract(FLAKY, language="fr", date=D(2020, 6, 19)).events
            if e.kind == "Refusal"] == [(P("maxime-bernier"), D(2020, 6, 18))]


def test_offsets_back_in_a_later_paragraph(extract):
    lead = "Le débat a repris jeudi.\n\n"
    x = extract(lead + FLAKY, language="fr", date=D(2020, 6, 19))
    [refusal] = [e for e in x.events if e.kind == "Refusal"]
    assert (lead + FLAKY)[refusal.start:refusal.end] == FLAKY


def test_an_event_both_readings_find_is_told_once(extract):
    text = "Maxime Bernier, qui a démissionné du caucus jeudi, a parlé aux journalistes."
    x = extract(text, language="fr", date=D(2020, 6, 19))
    assert len([e for e in x.events if e.kind == "Resignation"]) == 1


def test_french_plural_clause_on_two_coordinated_names_is_both_of_theirs(extract):
    # « X et Y, qui ont ... »: the plural verb says the clause is of both; « qui a ... » of Y alone
    both = extract("La cheffe a salué Maxime Bernier et Alain Therrien, qui ont démissionné du caucus jeudi.",
                   language="fr", date=D(2020, 6, 19))
    assert {e.agent.iri for e in both.events if e.kind == "Resignation"} == {P("maxime-bernier"), P("alain-therrien")}
    one = extract("La cheffe a salué Maxime Bernier et Alain Therrien, qui a démissionné du caucus jeudi.",
                  language="fr", date=D(2020, 6, 19))
    assert {e.agent.iri for e in one.events if e.kind == "Resignation"} == {P("alain-therrien")}
