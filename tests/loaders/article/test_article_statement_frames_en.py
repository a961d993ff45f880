"""English public statements told by a frame other than the verb's own medium: a participle of
appearing on a programme of the air, a participle of writing after a verb placed on a platform, a
gathering of the public (a town hall, an event placed in a town), a member's post on a platform,
speaking to a news organisation, taking questions from the press, remarks addressed to it, a public
text written ("wrote an open letter"), reporters told as "waiting reporters"; and the press events
that are none (called off, an interview with one who inquires). Through the
real extractor and the reference KB; every frame with its near misses beside it."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import events_through_kb  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration  # needs the spaCy pipelines and the reference KB

WEDNESDAY = dt.date(2021, 4, 21)  # "on Tuesday" is 2021-04-20


@pytest.fixture(scope="module")
def statements(events_through_kb):
    def run(text: str) -> list[tuple]:
        return sorted((tuple(sorted(e.agents)), e.date) for e in events_through_kb("en", text, WEDNESDAY)
                      if e.type == "PressStatement")

    return run


TUESDAY = "2021-04-20"
SINGH, HAJDU, GARNER = "person/jagmeet-singh", "person/patricia-hajdu", "person/michelle-rempel-garner"


@pytest.mark.parametrize("text, agent", [
    ("Appearing on a radio show on Tuesday, Health Minister Patty Hajdu cautioned that the borders would stay shut.",
     HAJDU),
    ("Health Minister Patty Hajdu, appearing on a late-night television program on Tuesday, said the rollout had "
     "turned a corner.", HAJDU),
    ("Conservative MP Michelle Rempel Garner hit back on Twitter on Tuesday, writing that the figures were wrong.",
     GARNER),
    ("NDP Leader Jagmeet Singh told a town hall in Surrey on Tuesday that pharmacare could not wait.", SINGH),
    ("Speaking at a community meeting on Tuesday, NDP Leader Jagmeet Singh promised a vote on the bill.", SINGH),
    ("At an event in Hamilton on Tuesday, NDP Leader Jagmeet Singh stressed that rents had doubled.", SINGH),
    ("NDP Leader Jagmeet Singh's video on Instagram on Tuesday asked young people to register.", SINGH),
    ("Speaking to CBC News on Tuesday, NDP Leader Jagmeet Singh argued that the plan was too small.", SINGH),
    ("Health Minister Patty Hajdu talked with the Toronto Star on Tuesday about the shortage.", HAJDU),
    ("NDP Leader Jagmeet Singh fielded questions from reporters on Tuesday about the plan.", SINGH),
    ("Health Minister Patty Hajdu took questions from the media on Tuesday.", HAJDU),
    ("NDP Leader Jagmeet Singh's comments to reporters on Tuesday drew a rebuke from the government.", SINGH),
    ("In remarks to reporters on Tuesday, Health Minister Patty Hajdu defended the contract.", HAJDU),
    ("At a funding announcement in Sudbury on Tuesday, Health Minister Patty Hajdu promised a new clinic.", HAJDU),
    ("Health Minister Patty Hajdu said during a stop in Kenora on Tuesday that the clinic would open soon.", HAJDU),
    ("NDP Leader Jagmeet Singh wrote an open letter to the premiers on Tuesday.", SINGH),
    ("Conservative MP Michelle Rempel Garner penned an op-ed on Tuesday about the border.", GARNER),
    ("Health Minister Patty Hajdu told waiting reporters on Tuesday that the shipment had landed.", HAJDU),
])
def test_a_statement_told_by_its_frame(statements, text, agent):
    assert statements(text) == [((agent,), TUESDAY)]


@pytest.mark.parametrize("text", [
    # appearing is only where, unless a verb of saying is framed by it
    "Health Minister Patty Hajdu appeared on a talk show on Tuesday.",
    "Appearing on the ballot for the first time, Health Minister Patty Hajdu said she was nervous.",
    "Appearing on a radio show on Tuesday, Health Minister Patty Hajdu looked tired.",
    # a platform of the head verb, but the head is someone else's act or not done
    "Conservative MP Michelle Rempel Garner was mocked on Twitter on Tuesday, writing nothing back.",
    "Conservative MP Michelle Rempel Garner refused to respond on Twitter on Tuesday, saying she was busy.",
    # a gathering without a saying, or not one of the public
    "NDP Leader Jagmeet Singh attended a town hall in Surrey on Tuesday.",
    "At a private event in Toronto on Tuesday, NDP Leader Jagmeet Singh said the deal was close.",
    "NDP Leader Jagmeet Singh will speak at a town hall in Surrey on Thursday.",
    "NDP Leader Jagmeet Singh was heckled at an event in Hamilton on Tuesday.",
    "At a town hall in the House of Commons on Tuesday, NDP Leader Jagmeet Singh said pharmacare could not wait.",
    # an old post, a planned one, someone else's post about the member
    "NDP Leader Jagmeet Singh's old video on Instagram resurfaced on Tuesday.",
    "NDP Leader Jagmeet Singh's 2019 post on Facebook was shared again on Tuesday.",
    "A post on Facebook about NDP Leader Jagmeet Singh circulated on Tuesday.",
    # a press event called off, an interview that is questioning
    "NDP Leader Jagmeet Singh called off his news conference on Tuesday.",
    "NDP Leader Jagmeet Singh's press conference was postponed on Tuesday.",
    "Health Minister Patty Hajdu postponed her news conference on Tuesday.",
    "In an interview with the RCMP on Tuesday, NDP Leader Jagmeet Singh said he had seen nothing.",
    "Health Minister Patty Hajdu's interview with investigators on Tuesday lasted an hour.",
    # speaking to someone who is not the press, or not speaking
    "NDP Leader Jagmeet Singh spoke to the RCMP on Tuesday.",
    "NDP Leader Jagmeet Singh spoke to the health committee on Tuesday.",
    "NDP Leader Jagmeet Singh talked with Health Minister Patty Hajdu on Tuesday.",
    "NDP Leader Jagmeet Singh spoke to the Canadian Labour Congress on Tuesday.",
    "NDP Leader Jagmeet Singh declined to speak to CBC News on Tuesday.",
    "NDP Leader Jagmeet Singh will speak to CBC News on Thursday.",
    # questions not from the press, or not taken
    "NDP Leader Jagmeet Singh refused to take questions from reporters on Tuesday.",
    "Health Minister Patty Hajdu took questions from Conservative MPs on Tuesday.",
    "NDP Leader Jagmeet Singh faced questions from reporters on Tuesday.",
    # remarks about the press, or to the House
    "NDP Leader Jagmeet Singh's comments about reporters on Tuesday angered the Liberals.",
    "NDP Leader Jagmeet Singh's comments to the House on Tuesday angered the Liberals.",
    # an announcement or a stop without a saying; a letter only addressed, planned, or written to the member
    "Health Minister Patty Hajdu attended a funding announcement in Sudbury on Tuesday.",
    "Health Minister Patty Hajdu made a stop in Kenora on Tuesday.",
    "NDP Leader Jagmeet Singh wrote a letter to the Speaker on Tuesday.",
    "NDP Leader Jagmeet Singh plans to write an open letter to the premiers.",
    "An open letter was written to NDP Leader Jagmeet Singh on Tuesday.",
    "NDP Leader Jagmeet Singh wrote the amendment on Tuesday.",
    # waiting listeners who are not the press
    "Health Minister Patty Hajdu told waiting staff on Tuesday that the shipment had landed.",
    # speaking with people the small model may tag as organisations is no interview
    "Justin Trudeau spoke on Tuesday with Premier Doug Ford of Ontario about the blockades.",
    "Prime Minister Justin Trudeau spoke on Tuesday with the Permanent Representatives of a regional group.",
    # a modal shared by coordinated verbs: an itinerary's line, not done
    "On Thursday, Justin Trudeau will announce new funding and hold a news conference.",
])
def test_no_statement_without_the_frame(statements, text):
    assert statements(text) == []


def test_a_news_conference_called_is_held_and_an_interview_with_a_newsroom_is_one(statements):
    # the near misses' words, in the senses that are statements
    assert statements("NDP Leader Jagmeet Singh called a news conference on Tuesday.") == [((SINGH,), TUESDAY)]
    assert statements("In an interview with CBC News on Tuesday, Health Minister Patty Hajdu said the borders "
                      "would stay shut.") == [((HAJDU,), TUESDAY)]
