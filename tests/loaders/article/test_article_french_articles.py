"""Whole French articles written here (4-10 paragraphs, in the manner of a wire story), through the
real extractor and the reference KB: what an article tells across its sentences (a minister leaving
cabinet in the headline present after a title in apposition, « le ministre » taken up two
paragraphs later, a former minister by portfolio, a body named after its holder), with the near
misses an article holds beside them (a negated departure, « quitte à », a hypothesis, an indefinite
« un ancien ministre », the prime minister's office speaking for him)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

ANY = object()  # a date the test does not judge (the dating of habitual imperfects is another matter)


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(text: str, published: dt.date) -> list[tuple]:
        return sorted((e.type, tuple(sorted(e.agents)), tuple(sorted(e.targets)), e.date)
                      for e in events_through_kb("fr", text, published))

    return events


def same(found: list[tuple], expected: list[tuple]) -> bool:
    """`found` is `expected`, event for event, a date of ANY matching any date."""
    if len(found) != len(expected):
        return False
    left = list(found)
    for want in expected:
        match = next((f for f in left if f[:3] == want[:3] and (want[3] is ANY or f[3] == want[3])), None)
        if match is None:
            return False
        left.remove(match)
    return True


MORNEAU = "person/bill-morneau"
WILSON_RAYBOULD = "person/jody-wilson-raybould"

MINISTER_LEAVES_IN_THE_PRESENT = """\
Le ministre des Finances, Bill Morneau, quitte le Conseil des ministres. Un communiqué de trois paragraphes du \
cabinet du premier ministre Justin Trudeau a confirmé son départ lundi soir.

Le ministre était fragilisé depuis plusieurs semaines par ses liens avec un organisme de bienfaisance choisi pour \
gérer un programme de bourses étudiantes.

Pendant tout l'été, le porte-parole conservateur Pierre Poilievre accusait le ministre d'avoir caché ces liens aux \
parlementaires.

Chrystia Freeland ne quitte pas le Conseil des ministres : la vice-première ministre hérite aussi des Finances.

Le premier ministre maintient sa stratégie économique, quitte à déplaire à une partie de son caucus. Certains se \
demandent si d'autres ministres pourraient quitter le cabinet d'ici l'automne.
"""


def test_a_minister_leaves_cabinet_in_the_headline_present(events_of):
    # « Le ministre de X, Jane Doe, quitte le Conseil des ministres » (the small tagger takes « quitte »
    # for the conjunction of « quitte à » after the apposition); « le ministre » two paragraphs later
    # is that minister, not the prime minister named since; the prime minister's office confirming
    # the news is no statement of the prime minister's; a negated « ne quitte pas », « quitte à »
    # and « pourraient quitter » are no departures
    found = events_of(MINISTER_LEAVES_IN_THE_PRESENT, dt.date(2020, 8, 17))
    assert same(found, [("Resignation", (MORNEAU,), (), "2020-08-17"),
                        ("Accusation", ("person/pierre-poilievre",), (MORNEAU,), ANY)]), found


MINISTER_ANNOUNCES_HER_RESIGNATION = """\
Jody Wilson-Raybould n'est plus membre du Conseil des ministres. La ministre des Anciens Combattants a annoncé \
mardi sa démission du cabinet de Justin Trudeau, quelques jours après des allégations d'ingérence dans un dossier \
judiciaire.

« J'ai pris cette décision avec le cœur lourd », a écrit l'ancienne ministre de la Justice dans une lettre publiée \
sur son site Web. Elle reste députée libérale de Vancouver Granville.

Un ancien ministre de la Justice, joint par téléphone, a refusé de commenter. Le chef conservateur Andrew Scheer a \
réclamé une enquête publique.

La ministre pourrait témoigner devant le comité de la justice si le gouvernement la relève du secret professionnel.
"""


def test_a_minister_by_a_portfolio_of_two_words_and_a_former_minister_by_portfolio(events_of):
    # « la ministre des Anciens Combattants » is the one named before who held that portfolio;
    # « l'ancienne ministre de la Justice » the one named before who had left it; « un ancien
    # ministre de la Justice », indefinite, is someone else (his refusal to comment is no event of
    # hers), and « pourrait témoigner » nothing
    found = events_of(MINISTER_ANNOUNCES_HER_RESIGNATION, dt.date(2019, 2, 12))
    assert same(found, [("Resignation", (WILSON_RAYBOULD,), (), "2019-02-12"),
                        ("PressStatement", (WILSON_RAYBOULD,), (), "2019-02-12")]), found


CHAIR_EXPELS_BY_A_CLITIC = """\
La période des questions a dérapé jeudi aux Communes. Le bloquiste Alain Therrien a traité le ministre de \
« menteur » pendant un échange sur les transferts en santé.

Le président Anthony Rota lui a demandé de retirer ce mot. M. Therrien ayant refusé, le président \
l'a expulsé jusqu'à la fin de la séance.

Le chef bloquiste Yves-François Blanchet a défendu son député devant les journalistes. Le président pourrait \
l'expulser de nouveau s'il récidive, a toutefois prévenu le leader du gouvernement.

L'an dernier, un député avait été expulsé du caucus libéral pour des propos semblables. Le président l'a remercié \
de sa collaboration, a ajouté un témoin.
"""


def test_the_chair_expels_a_member_named_by_an_object_clitic(events_of):
    # « M. X ayant refusé, le président l'a expulsé »: the clitic is the one person of its own
    # sentence who is not the Chair (not the persons of the sentences before), and « le président »
    # with the clitic right after it is still the bare Chair; « pourrait l'expulser », an expulsion
    # from a caucus and « le président l'a remercié » are none
    therrien, rota = "person/alain-therrien", "person/anthony-rota"
    found = events_of(CHAIR_EXPELS_BY_A_CLITIC, dt.date(2021, 3, 11))
    assert same(found, [("UnparliamentaryLanguage", (therrien,), (), "2021-03-11"),
                        ("RequestToApologize", (rota,), (therrien,), "2021-03-11"),
                        ("Refusal", (therrien,), (), "2021-03-11"),
                        ("Expulsion", (rota,), (therrien,), "2021-03-11"),
                        ("Ruling", (rota,), (therrien,), "2021-03-11"),
                        ("PressStatement", ("person/yves-francois-blanchet",), (), "2021-03-11")]), found


LEADER_OF_THE_OPPOSITION = """\
Justin Trudeau a reproché mercredi au chef de l'opposition de vouloir sabrer les services de garde à 10 dollars \
par jour. Le premier ministre répondait à une question sur le coût de la vie.

Pierre Poilievre a répliqué que le gouvernement avait doublé la dette en huit ans.

À Québec, le chef de l'opposition à l'Assemblée nationale a lui aussi critiqué le programme, qu'il juge mal financé.

Un ancien chef de l'opposition aux Communes a refusé de commenter.
"""


def test_the_leader_of_the_opposition_by_his_office(events_of):
    # « le chef de l'opposition » is the House's Leader of the Opposition that day (in 2023 the KB's
    # list of that office has a gap: the leader of the largest party after the government's);
    # the leader of a provincial opposition, and « un ancien chef de l'opposition », are nobody of
    # the KB's
    found = events_of(LEADER_OF_THE_OPPOSITION, dt.date(2023, 2, 8))
    assert same(found, [("Accusation", ("person/justin-trudeau",), ("person/pierre-poilievre",), "2023-02-08")]), found


EARLIER_CROSSINGS_IN_A_LIST = """\
Le conservateur albertain Matt Jeneroux a rejoint mercredi le caucus libéral de Mark Carney. Il l'a confirmé en \
après-midi dans une publication sur les réseaux sociaux.

Il n'est pas le premier à faire le saut cette session : avant lui, Chris d'Entremont, en novembre, et Michael Ma, \
en décembre, avaient eux aussi rejoint les libéraux.

Les conservateurs Andrew Scheer et Melissa Lantsman ont dénoncé un « opportunisme » qui, selon eux, trahit les \
électeurs.

Selon des sources, deux autres députés de l'opposition pourraient eux aussi rejoindre les libéraux d'ici l'été.
"""


def test_earlier_floor_crossings_told_in_a_list(events_of):
    # « avant lui, X, en novembre, et Y, en décembre, avaient eux aussi rejoint les libéraux »: each
    # name of the list (the parse hangs them anywhere) crossed, months before (the KB has each of
    # them in that party by the article's day and in another one before): undated Resignations;
    # the members who denounce it and the two who « pourraient » cross are none
    found = events_of(EARLIER_CROSSINGS_IN_A_LIST, dt.date(2026, 2, 18))
    assert same(found, [("Resignation", ("person/matt-jeneroux",), (), "2026-02-18"),
                        ("PressStatement", ("person/matt-jeneroux",), (), "2026-02-18"),
                        ("Resignation", ("person/chris-d-entremont",), (), None),
                        ("Resignation", ("person/michael-ma",), (), None)]), found


JENEROUX_JOINS = "Le conservateur Matt Jeneroux a rejoint mercredi le caucus libéral.\n\n"


@pytest.mark.parametrize("text, earlier", [
    # the KB has one of those listed in that party for years: joining it is no crossing of his
    ("Avant lui, Chris d'Entremont, en novembre, et Sean Fraser, en 2015, avaient rejoint les libéraux.",
     [("Resignation", ("person/chris-d-entremont",), (), None)]),
    # names, then another verb: those who joined are not the names
    ("Chris d'Entremont et Michael Ma ont salué la décision de ceux qui ont rejoint les libéraux.", []),
    # a list of names said to join only in a hypothesis
    ("Chris d'Entremont, en novembre, et Michael Ma, en décembre, auraient rejoint les libéraux sans conditions.", []),
])
def test_a_list_of_names_is_not_always_a_list_of_crossers(events_of, text, earlier):
    found = events_of(JENEROUX_JOINS + text, dt.date(2026, 2, 18))
    assert same(found, [("Resignation", ("person/matt-jeneroux",), (), "2026-02-18")] + earlier), found


NAME_CALLING_AFTER_A_TITLE = """\
La période des questions a été agitée mercredi. Le député conservateur Michael Barrett a qualifié la ministre de \
la Santé, Patty Hajdu, de « ministre de la désinformation » pendant un échange sur les vaccins.

La ministre a répliqué que son gouvernement suivait les avis scientifiques. Elle a qualifié la question de \
« légitime ».

Le chef conservateur Erin O'Toole a pour sa part qualifié le plan du gouvernement de « chaotique » lors d'un point \
de presse.
"""


def test_a_name_of_several_words_after_a_minister_named_by_portfolio(events_of, events_through_kb):
    # « a qualifié la ministre de la Santé, X, de « nom en plusieurs mots » »: the word is the quoted
    # name whole, not the portfolio's complement (« de la Santé ») nor its first word; a question
    # or a plan called something is no member called a name
    found = events_of(NAME_CALLING_AFTER_A_TITLE, dt.date(2021, 2, 17))
    assert found == [("UnparliamentaryLanguage", ("person/michael-barrett",), ("person/patricia-hajdu",),
                      "2021-02-17")], found
    words = [e.word for e in events_through_kb("fr", NAME_CALLING_AFTER_A_TITLE, dt.date(2021, 2, 17))]
    assert words == ["ministre de la désinformation"], words


THE_CHAIR_ACCUSED = """\
Le président Anthony Rota a présenté lundi ses excuses pour avoir souligné la présence d'un invité controversé \
dans la tribune.

Ces excuses n'ont pas convaincu le Parti conservateur. Son leader parlementaire, Andrew Scheer, a aussitôt \
accusé le président d'avoir terni la réputation du Parlement. Les néo-démocrates ont demandé au président de réfléchir à son avenir.

Leur porte-parole a refusé de commenter. Son entourage assure qu'il n'a pas l'intention de partir.
"""


def test_a_house_leader_by_a_possessive_accuses_the_chair(events_of):
    # « Son leader parlementaire, X, a accusé ... » (the tagger reads « leader » after the possessive
    # as an infinitive: a noun, the subject); « le président d'avoir terni ... » is still the bare
    # Chair (the infinitive is the verb's complement); asking the Chair to think of his future, a
    # spokesman's refusal to comment and « partir » denied are none
    found = events_of(THE_CHAIR_ACCUSED, dt.date(2023, 9, 25))
    assert same(found, [("Apology", ("person/anthony-rota",), (), "2023-09-25"),
                        ("Accusation", ("person/andrew-scheer",), ("person/anthony-rota",), "2023-09-25")]), found


REQUEST_BY_A_GERUND = """\
Le ton a monté mercredi pendant la période des questions. Le conservateur Michael Barrett a traité la ministre des \
Finances, Chrystia Freeland, de « marionnette » au sujet du budget.

Le leader du gouvernement Mark Holland a aussitôt pris la parole, en demandant à Michael Barrett de s'excuser.

Le bloquiste Alain Therrien a ensuite pris la parole, en demandant à la ministre de déposer le rapport sur la \
dette. La ministre pourrait présenter des excuses, en admettant que le budget a coûté trop cher.
"""


def test_a_request_told_by_a_gerund(events_of):
    # « X a pris la parole, en demandant à Y de s'excuser » (the parser reads « en demandant » as a
    # fixed preposition: a gerund of the main verb, its subject X's); the word in guillemets is the
    # name whatever the tagger made of it; asking a minister to table a report, and an apology
    # that « pourrait » be made, are none
    found = events_of(REQUEST_BY_A_GERUND, dt.date(2022, 3, 23))
    assert same(found, [("UnparliamentaryLanguage", ("person/michael-barrett",), ("person/chrystia-freeland",), "2022-03-23"),
                        ("RequestToApologize", ("person/mark-holland",), ("person/michael-barrett",), "2022-03-23")]), found


AN_EARLIER_MONTH_IN_A_PARAGRAPH = """\
Le bloquiste Alain Therrien a présenté jeudi ses excuses à la ministre de la Santé, Patty Hajdu, pour un échange \
houleux en comité.

Le député n'en est pas à son premier accrochage. En mars, le bloquiste avait traité un ministre \
de « menteur » aux Communes. Le président Anthony Rota lui avait demandé de retirer ce mot. M. Therrien ayant \
refusé, le président l'avait expulsé jusqu'à la fin de la séance.
"""


def test_a_paragraph_told_in_an_earlier_month_gives_its_events_no_day(events_of):
    # « En mars, X avait ... » opens a paragraph of background: its later sentences, with no day of
    # their own, tell that time too, not the article's day (their events undated); the lead's
    # event keeps its weekday (its target the minister whose name is set off after her title)
    therrien, rota = "person/alain-therrien", "person/anthony-rota"
    found = events_of(AN_EARLIER_MONTH_IN_A_PARAGRAPH, dt.date(2021, 6, 11))
    assert same(found, [("Apology", (therrien,), ("person/patricia-hajdu",), "2021-06-10"),
                        ("UnparliamentaryLanguage", (therrien,), (), None),
                        ("RequestToApologize", (rota,), (therrien,), None),
                        ("Refusal", (therrien,), (), None),
                        ("Expulsion", (rota,), (therrien,), None),
                        ("Ruling", (rota,), (therrien,), None)]), found
