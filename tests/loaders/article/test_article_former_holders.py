"""Former office holders and former members, through the real extractor and the reference KB
(sentences written here): "the former prime minister" / « l'ancien premier ministre » is the one
person named before who had left that office; a name two members bore, neither sitting that day,
is the one alive that day."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import agents_of, events_through_kb  # noqa: F401 - the fixtures

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB



@pytest.mark.parametrize("lang, text, published, person", [
    ("en", "Jean Chrétien spoke at a fundraiser on Thursday.\n\nThe former prime minister told reporters that "
           "the party had to rebuild.", dt.date(2010, 5, 6), "person/joseph-jacques-jean-chretien"),
    ("fr", "Jean Chrétien a pris la parole jeudi.\n\nL'ancien premier ministre a déclaré en entrevue que le parti "
           "devait se reconstruire.", dt.date(2010, 5, 6), "person/joseph-jacques-jean-chretien"),
    ("en", "Thomas Mulcair weighed in on Thursday.\n\nThe former NDP leader said in an interview that the party "
           "had lost its way.", dt.date(2021, 5, 6), "person/thomas-j-mulcair"),
    ("en", "Andrew Scheer spoke on Thursday.\n\nThe former Speaker told reporters that the rules had to change.",
     dt.date(2016, 5, 5), "person/andrew-scheer"),
    # neither Paul Martin sat that day; the father had died in 1992
    ("en", "Paul Martin told reporters on Thursday that the budget was a mistake.", dt.date(2010, 5, 6),
     "person/paul-edgar-philippe-martin"),
])
def test_a_former_holder_named_before(agents_of, lang, text, published, person):
    assert agents_of(lang, text, published) == [("PressStatement", [person])]


@pytest.mark.parametrize("lang, text, published", [
    # two former prime ministers named before: not sure which
    ("en", "Jean Chrétien and Paul Martin spoke at a fundraiser on Thursday.\n\nThe former prime minister told "
           "reporters that the party had to rebuild.", dt.date(2010, 5, 6)),
    # the one named before never held the office
    ("en", "Michael Ignatieff spoke at a fundraiser on Thursday.\n\nThe former prime minister told reporters "
           "that the party had to rebuild.", dt.date(2010, 5, 6)),
    # "then-": the holder at the time told, not a former one
    ("en", "Thomas Mulcair weighed in on Thursday.\n\nThe then-NDP leader said in an interview that the party "
           "had lost its way.", dt.date(2021, 5, 6)),
])
def test_a_former_holder_not_sure_stays_unlinked(agents_of, lang, text, published):
    assert agents_of(lang, text, published) == [("PressStatement", ["unlinked"])]


@pytest.mark.parametrize("lang, text, published, expected", [
    # "the MP", "the member" with nothing of their own: the one sitting member it could take up
    ("en", "Pierre Poilievre apologized in the House on Thursday.\n\nThe MP later told reporters that the "
           "program had cost too much.", dt.date(2008, 6, 13),
     [("PressStatement", ["person/pierre-poilievre"]), ("Apology", ["person/pierre-poilievre"])]),
    ("en", "Pierre Poilievre apologized in the House on Thursday.\n\nThe member later told reporters that the "
           "program had cost too much.", dt.date(2008, 6, 13),
     [("PressStatement", ["person/pierre-poilievre"]), ("Apology", ["person/pierre-poilievre"])]),
    # two sitting members it could take up: not sure which
    ("en", "Pierre Poilievre and Stephen Harper spoke on Thursday.\n\nThe MP later told reporters that the "
           "program had cost too much.", dt.date(2008, 6, 13), []),
])
def test_the_mp_takes_up_the_one_sitting_member_named_before(agents_of, lang, text, published, expected):
    assert agents_of(lang, text, published) == expected


@pytest.mark.parametrize("lang, text, published, expected", [
    # "the leader", « le chef » / « la cheffe »: the one party leader of the persons it could take up
    ("en", "Bloc Leader Daniel Paillé expelled MP Maria Mourani from caucus on Thursday.\n\nMourani told reporters "
           "she had been punished for her views. The leader said in a statement that her remarks were unacceptable.",
     dt.date(2013, 9, 13), [("PressStatement", ["person/daniel-paille"]), ("PressStatement", ["person/maria-mourani"])]),
    ("fr", "Le chef du Bloc, Daniel Paillé, a expulsé la députée Maria Mourani jeudi.\n\nLe chef a déclaré dans un "
           "communiqué que ses propos étaient inacceptables.", dt.date(2013, 9, 13),
     [("PressStatement", ["person/daniel-paille"])]),
    # two leaders it could take up: not sure which
    ("en", "Bloc Leader Daniel Paillé and NDP Leader Thomas Mulcair spoke on Thursday.\n\nThe leader said in a "
           "statement that the remarks were unacceptable.", dt.date(2013, 9, 13), []),
    # no leader named before: no one
    ("en", "Maria Mourani was expelled from caucus on Thursday.\n\nThe leader said in a statement that her remarks "
           "were unacceptable.", dt.date(2013, 9, 13), []),
])
def test_the_leader_takes_up_the_one_party_leader_named_before(agents_of, lang, text, published, expected):
    assert [e for e in agents_of(lang, text, published) if e[0] == "PressStatement"] == expected


@pytest.mark.parametrize("text, published, expected", [
    # "the former (cabinet) minister", of no portfolio: the one person named before who had left a
    # minister's office, also on the day of leaving it
    ("Jody Wilson-Raybould left cabinet on Tuesday.\n\nThe former minister said in a statement that she had "
     "retained a lawyer.", dt.date(2019, 2, 13), ["person/jody-wilson-raybould"]),
    ("Chrystia Freeland quit on Monday. NDP Leader Jagmeet Singh spoke first.\n\nThe former cabinet minister "
     "told reporters she would run again.", dt.date(2024, 12, 16), ["person/chrystia-freeland"]),
    # two named before had once been ministers (the prime minister had been one too): not sure which
    ("Jody Wilson-Raybould left cabinet on Tuesday.\n\nPrime Minister Justin Trudeau spoke in Winnipeg. The "
     "former minister said in a statement that she had retained a lawyer.", dt.date(2019, 2, 13), []),
    # the one named before never held a minister's office
    ("Jagmeet Singh spoke on Monday.\n\nThe former minister told reporters the plan would fail.",
     dt.date(2024, 12, 16), []),
])
def test_the_former_minister_takes_up_the_one_former_minister_named_before(agents_of, text, published, expected):
    agents = [a for kind, agents in agents_of("en", text, published) if kind == "PressStatement" for a in agents]
    assert [a for a in agents if a != "unlinked"] == expected


@pytest.mark.parametrize("text, published, expected", [
    # "the minister": the one minister (that day or the day before: she left the office that day) of
    # the persons it could take up, though a pronoun would prefer the sentence's subject
    ("Conservative Leader Pierre Poilievre spoke on Monday, after Finance Minister Chrystia Freeland resigned.\n\n"
     "In a letter, the minister said she disagreed with the prime minister.", dt.date(2024, 12, 16),
     ["person/chrystia-freeland"]),
    # two ministers it could take up: not sure which
    ("Health Minister Patty Hajdu met Procurement Minister Anita Anand on Tuesday.\n\nThe minister told reporters "
     "the shipments would arrive.", dt.date(2021, 2, 2), []),
])
def test_the_minister_takes_up_the_one_minister_named_before(agents_of, text, published, expected):
    agents = [a for kind, agents in agents_of("en", text, published) if kind == "PressStatement" for a in agents]
    assert [a for a in agents if a != "unlinked"] == expected


@pytest.mark.parametrize("lang, text", [
    ("en", "The prime minister of the day apologized in the House on Tuesday."),
    ("en", "The prime minister, at the time, apologized in the House on Tuesday."),
    ("fr", "Le premier ministre de l'époque a présenté ses excuses en Chambre mardi."),
    ("fr", "Le premier ministre d'alors a présenté ses excuses en Chambre mardi."),
])
def test_the_holder_of_another_time_is_not_the_holder_of_the_day_of_writing(agents_of, lang, text):
    # the holder at a time the phrase does not date, like "the then prime minister": nobody sure
    assert agents_of(lang, text, dt.date(2016, 6, 22)) == [("Apology", ["unlinked"])]


@pytest.mark.parametrize("lang, text", [
    ("en", "The prime minister apologized in the House on Tuesday."),
    ("fr", "Le premier ministre a présenté ses excuses en Chambre mardi."),
    ("en", "The prime minister apologized in the House on Tuesday, the day of the vote."),  # a day, not "of the day"
])
def test_the_holder_of_the_day_of_writing_still(agents_of, lang, text):
    assert agents_of(lang, text, dt.date(2016, 6, 22)) == [("Apology", ["person/justin-trudeau"])]


@pytest.mark.parametrize("lang, text", [
    ("en", "The Conservative prime minister had also apologized to the former students."),
    ("fr", "Le premier ministre conservateur avait lui aussi présenté des excuses aux anciens élèves."),
])
def test_a_role_whose_party_is_not_the_day_s_holder_s_names_nobody(agents_of, lang, text):
    # the Liberal prime minister held the office on the day of writing: a Conservative one is another
    # time's, which the sentence does not give
    assert agents_of(lang, text, dt.date(2016, 5, 18)) == [("Apology", ["unlinked"])]


@pytest.mark.parametrize("lang, text", [
    ("en", "Back in 2008, the Conservative prime minister had also apologized to the former students."),
    ("fr", "En 2008, le premier ministre conservateur avait lui aussi présenté des excuses aux anciens élèves."),
])
def test_a_role_with_a_party_of_the_year_the_sentence_names(agents_of, lang, text):
    # the year the sentence names had one prime minister, of that party (tenure.py)
    assert agents_of(lang, text, dt.date(2016, 5, 18)) == [("Apology", ["person/stephen-harper"])]


@pytest.mark.parametrize("lang, text, person", [
    ("en", "The Liberal prime minister apologized on Wednesday to the descendants of the passengers.",
     "person/justin-trudeau"),
    ("fr", "Le premier ministre libéral a présenté des excuses mercredi aux descendants des passagers.",
     "person/justin-trudeau"),
    # French puts the party after the noun; the name after it carries the role, whatever the year
    ("fr", "Le premier ministre conservateur Stephen Harper avait, en 2008, présenté des excuses aux anciens élèves.",
     "person/stephen-harper"),
])
def test_a_role_with_a_party_names_the_holder_of_that_party(agents_of, lang, text, person):
    assert agents_of(lang, text, dt.date(2016, 5, 18)) == [("Apology", [person])]

