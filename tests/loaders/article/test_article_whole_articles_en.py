"""English events that only a whole article tells, through the real extractor and the reference KB:
an object pronoun after a sentence whose subject carried a clause naming someone else, the target
of an apology named in a later sentence, an apology told in a feature's background paragraph as
something that "came" when a member rose, and a party's deputy leader who is not its leader. Each
article is written here, in the style of news outlets, with near misses beside the event (people
named who did not do it, other days, a wish that made no apology, an apology that never came)."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB


@pytest.fixture(scope="module")
def events_of(events_through_kb):
    def events(text: str, published: dt.date, kind: str | None = None) -> list[tuple]:
        found = events_through_kb("en", text, published)
        return sorted((e.type, tuple(sorted(e.agents)), tuple(sorted(e.targets)), e.date)
                      for e in found if kind is None or e.type == kind)

    return events


SHOUTING_MATCH = """OTTAWA — Question period turned sour on Wednesday, and the mood had not improved by the end of the week.

Jagmeet Singh asked the government three times when its promised dental program would begin. Instead of answering, Mark Holland, who was filling in for Justin Trudeau, went after the New Democrats over their voting record. Singh accused him of treating the House with contempt.

The exchange was clipped and shared widely online. Candice Bergen, the Conservative deputy leader, said in an interview that neither side came out of it well.

Trudeau was back in his seat on Thursday and did not raise the matter."""


def test_an_object_pronoun_takes_up_the_subject_not_a_person_of_its_describing_clause(events_of):
    # "him" is Holland, the subject; Trudeau is named only in the clause that describes Holland.
    # The day is the paragraph's Wednesday, not the publication's Friday nor Thursday after it.
    assert events_of(SHOUTING_MATCH, dt.date(2021, 5, 14), "Accusation") == [
        ("Accusation", ("person/jagmeet-singh",), ("person/mark-holland",), "2021-05-12")]


def test_a_deputy_leader_is_not_the_leader(events_of):
    # "the Conservative deputy leader" in apposition to Bergen: the party's leader that day said nothing
    events = events_of(SHOUTING_MATCH, dt.date(2021, 5, 14))
    assert not any("person/erin-o-toole" in agents for _, agents, _, _ in events)
    assert [agents for kind, agents, _, _ in events if kind == "PressStatement"] == [("person/candice-bergen",)]


@pytest.mark.parametrize("text", [
    # both named in the main clause before: "him" could be either, nothing is sure
    "Mark Holland met Justin Trudeau on Tuesday to plan the week in the House. Jagmeet Singh accused him of hiding "
    "the cost of the program.",
    # the one named in a describing clause is still a candidate when the subject is no person
    "The plan, which Mark Holland tabled for Justin Trudeau, was three pages long. Jagmeet Singh accused him of "
    "hiding its cost.",
])
def test_an_object_pronoun_with_two_people_in_main_clauses_stays_unresolved(events_of, text):
    assert [e for e in events_of(text, dt.date(2021, 5, 14), "Accusation") if e[2]] == []


COMMITTEE_REMARKS = """Michelle Rempel Garner apologized in the Commons on Thursday for remarks she made at a committee meeting earlier in the week.

The Conservative MP rose after question period and said her words on Monday had crossed a line. She said she wanted to apologize to Patty Hajdu and to her colleagues on the health committee.

Hajdu, who was not in the chamber, later told reporters she accepted the apology. Erin O'Toole said he had not asked his MP to do anything."""


def test_the_target_of_an_apology_named_in_a_later_sentence(events_of):
    assert events_of(COMMITTEE_REMARKS, dt.date(2021, 3, 12), "Apology") == [
        ("Apology", ("person/michelle-rempel-garner",), ("person/patricia-hajdu",), "2021-03-11")]


@pytest.mark.parametrize("text, expected", [
    # a wish and nothing else: no apology was told, so none is made of it
    ("Michelle Rempel Garner spoke in the Commons on Thursday about the committee's work.\n\n"
     "She said she wanted to apologize to Patty Hajdu, but the Speaker moved on before she could.", []),
    # an apology still to come names nobody the one told was made to
    ("Michelle Rempel Garner apologized in the Commons on Thursday for her remarks.\n\n"
     "She said she would apologize to Patty Hajdu in person next week.",
     [("Apology", ("person/michelle-rempel-garner",), (), "2021-03-11")]),
    # someone else's wish is not the apologizer's target
    ("Michelle Rempel Garner apologized in the Commons on Thursday for her remarks.\n\n"
     "Erin O'Toole said that he too wanted to apologize to Patty Hajdu.",
     [("Apology", ("person/michelle-rempel-garner",), (), "2021-03-11")]),
    # a wish denied
    ("Michelle Rempel Garner apologized in the Commons on Thursday for her remarks.\n\n"
     "She said she did not want to apologize to Patty Hajdu.",
     [("Apology", ("person/michelle-rempel-garner",), (), "2021-03-11")]),
])
def test_a_later_wish_to_apologize_names_no_target_without_the_act(events_of, text, expected):
    assert events_of(text, dt.date(2021, 3, 12), "Apology") == expected


KOMAGATA_MARU = """VANCOUVER — A small crowd gathered at the harbour on Tuesday to remember the ship that was turned away in 1914.

Descendants of the passengers had asked Ottawa for an apology for decades. Community leaders wrote letters and met ministers of every party. It came on May 18, 2016, when Justin Trudeau rose in the Commons and spoke of the 376 people kept on board for two months.

Rona Ambrose, then the interim Conservative leader, spoke in reply. An apology from the shipping company never came.

Jagmeet Singh said last week that a second apology, for the families' lost land, should come before the summer."""


def test_an_apology_told_in_a_background_paragraph_as_what_came(events_of):
    # the day is the one the paragraph names, five years before publication; the leader who replied,
    # the apology that never came and the one that "should come" are no apologies
    assert events_of(KOMAGATA_MARU, dt.date(2021, 5, 18)) == [
        ("Apology", ("person/justin-trudeau",), (), "2016-05-18")]


@pytest.mark.parametrize("text, expected", [
    ("The apology came on May 18, 2016, from Justin Trudeau, in the House of Commons.",
     [("Apology", ("person/justin-trudeau",), (), "2016-05-18")]),
    ("The apology finally came on May 18, 2016, when Justin Trudeau stood to speak in the Commons chamber.",
     [("Apology", ("person/justin-trudeau",), (), "2016-05-18")]),
    # near misses: asked for, still to come, denied, "it" that is no apology
    ("The apology came on May 18, 2016, when Jagmeet Singh rose to demand it.", []),
    ("The apology will come on Friday, when Justin Trudeau rises in the House of Commons.", []),
    ("The apology never came, although Justin Trudeau rose in the Commons on May 18, 2016.", []),
    ("The apology took years. The budget passed in 2015. It came on May 18, 2016, when Justin Trudeau rose "
     "in the House of Commons.", []),
])
def test_an_apology_that_came_when_a_member_rose(events_of, text, expected):
    assert events_of(text, dt.date(2021, 5, 18), "Apology") == expected


NIGHT_SITTING = """Our team is in the gallery for the whole sitting. Newest posts come first.

**9:40 p.m.** — Back from a short recess spent on the tape, Deputy Speaker Joe Comartin takes the chair again. His ruling: the count was right, the vote stands, and the House goes on to the next bill.

**8:55 p.m.** — Peter Julian says the Chair's decision is expected before the end of the night. Nathan Cullen wants to know whether anyone heard a no.

**6:10 p.m.** — The bells ring for the second time today. Most Conservatives are in their seats."""


def test_a_chairs_ruling_told_by_its_content_in_a_live_blog(events_of):
    # "His ruling:" takes up the Deputy Speaker of the sentence before (titled so by the text on a day
    # the reference KB has no deputy in its lists); the decision "expected" later is no ruling
    assert events_of(NIGHT_SITTING, dt.date(2013, 11, 21)) == [
        ("Ruling", ("person/joe-comartin",), (), "2013-11-21")]


@pytest.mark.parametrize("text, expected", [
    ("Speaker Andrew Scheer is in the chair. His ruling: the motion is in order, and the debate goes on.",
     [("Ruling", ("person/andrew-scheer",), (), "2013-11-21")]),
    ("The Speaker's ruling was that the motion was in order.",
     [("Ruling", ("person/andrew-scheer",), (), "2013-11-21")]),
    # near misses: a decision about himself, one to come, a decision that is not the Chair's, no title
    ("Speaker Andrew Scheer's decision was that he would not run again.", []),
    ("Speaker Andrew Scheer is in the chair. His decision: he will not seek another term.", []),
    ("Peter Julian said the Speaker's decision is expected before the end of the day.", []),
    ("Peter Julian is in his seat. His decision: the New Democrats will vote against the bill.", []),
    ("Joe Comartin ruled on Thursday that the question was out of order.", []),
    ("Former deputy speaker Joe Comartin ruled on Thursday that the question was out of order.", []),
])
def test_a_chairs_ruling_told_by_its_content(events_of, text, expected):
    assert events_of(text, dt.date(2013, 11, 21), "Ruling") == expected


LATE_SITTING = """Live from the House of Commons. Newest updates at the top.

**11:05 p.m.** — The Speaker gives the floor to Nathan Cullen, who at once moves the usual motion, that the House do now adjourn. Government members groan.

**10:30 p.m.** — Peter Julian says his party could ask for an adjournment later tonight, but not yet."""


def test_a_member_moves_in_a_live_blog_in_the_present(events_of):
    # the blog's present tells the act; the motion Julian says his party could move is none
    assert events_of(LATE_SITTING, dt.date(2017, 5, 30), "MotionMoved") == [
        ("MotionMoved", ("person/nathan-cullen",), (), "2017-05-30")]


AIRPORT_EMAIL = """Helena Guergis spent Friday away from Parliament Hill as questions about her conduct kept piling up.

In an email to supporters on Friday evening, Guergis wrote:

I have made mistakes this year, and I am sorry for the words I used at the airport. I apologize to the staff there and to the people of the Island.

Stephen Harper did not comment. Rona Ambrose said:

The minister has apologized, and I will not add to it. Nobody should ask her to apologize twice."""


def test_the_first_person_of_a_block_quotation_is_its_introducer(events_of):
    # the paragraph after "X wrote:" (with the medium and the day between the verb and the colon) is
    # X's: "I apologize" there is X's apology; what Ambrose's block says of the minister is quoted, no act
    assert events_of(AIRPORT_EMAIL, dt.date(2010, 4, 10), "Apology") == [
        ("Apology", ("person/helena-guergis",), (), "2010-04-09")]


@pytest.mark.parametrize("text", [
    # nobody named introduces the block: its "I" is nobody the text names
    "The minister wrote in an email on Friday:\n\nI apologize to the staff at the airport.",
    # the block's "I" asks someone else to apologize
    "Rona Ambrose wrote in an email on Friday:\n\nI have asked the minister to apologize.",
    # what was said is told in the sentence itself ("said that ..."): the next paragraph is the text's own
    "Rona Ambrose said on Friday that the matter was closed.\n\nHelena Guergis did not apologize.",
])
def test_a_block_quotation_without_its_speakers_own_act(events_of, text):
    assert events_of(text, dt.date(2010, 4, 10), "Apology") == []


REPRODUCED_EMAIL = """Helena Guergis left cabinet on Friday, the Prime Minister's Office confirmed.

UPDATE: Below is the email Guergis released before the announcement, in full:

April 9, 2010

Today I stepped aside from my duties as a minister of state, and the Prime Minister accepted.

The last months have been hard. I said things at the airport that I regret, and I apologize again to everyone who was there.

Helena Guergis, Member for Simcoe—Grey

Comments

It was bound to happen."""


def test_a_text_reproduced_in_full_and_signed_is_its_signers(events_of):
    # the paragraphs between "the email X released ..., in full:" and X's signature are X's:
    # their "I" is X (an apology), and the signed email is X's statement; the comments after are nobody's
    events = events_of(REPRODUCED_EMAIL, dt.date(2010, 4, 9))
    assert [e for e in events if e[0] in ("Apology", "PressStatement")] == [
        ("Apology", ("person/helena-guergis",), (), "2010-04-09"),
        ("PressStatement", ("person/helena-guergis",), (), "2010-04-09")]


@pytest.mark.parametrize("text", [
    # the introduction names no one: whose the text is, the signature alone does not say
    "Below is an email we received, in full:\n\nI said things at the airport that I regret, and I apologize "
    "again.\n\nHelena Guergis, Member for Simcoe—Grey",
    # a name under a paragraph not introduced as a text of X's (a caption, a byline): the paragraph is the text's
    "Rona Ambrose said the minister had not apologized to the staff at the airport.\n\nHelena Guergis, Member for Simcoe—Grey",
    # the reproduced text asks someone else to apologize
    "Here is the letter sent by Rona Ambrose:\n\nI have asked the minister to apologize to the staff.\n\n"
    "Rona Ambrose, MP Edmonton—Spruce Grove",
])
def test_no_signed_apology_without_an_introduced_text_of_the_signers(events_of, text):
    assert events_of(text, dt.date(2010, 4, 9), "Apology") == []


def test_a_reproduced_letter_sent_to_someone_is_no_statement(events_of):
    text = ("Here is the letter Helena Guergis sent to the Speaker on Friday:\n\nI regret what I said at the airport, "
            "and I apologize to the staff.\n\nHelena Guergis, Member for Simcoe—Grey")
    assert events_of(text, dt.date(2010, 4, 9)) == [("Apology", ("person/helena-guergis",), (), "2010-04-09")]
