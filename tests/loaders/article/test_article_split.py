"""Stage 2 (split): paragraphs and embedded posts closed by a signature line."""

from __future__ import annotations

import datetime as dt

from canpol.loaders.article.split import infer_date, paragraphs, split

TEXT = """The committee met on Monday to hear witnesses about the budget and its many surprises.

The minister wrote about it online later that night:

Great meeting with the committee today. More to come.

\u2014 Pat Example (@pat_example) March 3, 2021

Critics were not convinced, saying the numbers did not add up at all, according to reporters.

Numbers don't lie. This budget does.

\u2014 Sam Critic (@samcritic) Mar. 4, 2021

Le comité reprendra ses travaux la semaine prochaine.

Une belle rencontre.

\u2014 Marie Exemple (@mexemple) 5 mars 2021
"""


def test_paragraph_spans_are_trimmed_offsets():
    spans = paragraphs("  one\ntwo  \n\n\nthree")
    assert spans == [(2, 9), (14, 19)]


def test_posts_take_the_paragraphs_before_their_signature():
    blocks, posts = split(TEXT)
    assert [(p.name, p.handle, p.date) for p in posts] == [
        ("Pat Example", "@pat_example", dt.date(2021, 3, 3)),
        ("Sam Critic", "@samcritic", dt.date(2021, 3, 4)),
        ("Marie Exemple", "@mexemple", dt.date(2021, 3, 5)),
    ]
    assert TEXT[posts[0].start:posts[0].end] == "Great meeting with the committee today. More to come."
    assert TEXT[posts[1].start:posts[1].end] == "Numbers don't lie. This budget does."
    # an introducing line ("wrote ... :") stays the article's
    intro = TEXT.index("The minister wrote")
    assert any(b.start == intro and b.post is None for b in blocks)
    assert TEXT[posts[2].signature_start:posts[2].signature_end].startswith("\u2014 Marie")


def test_a_post_with_two_paragraphs():
    text = "Story lead paragraph, as the party reported, about the events of the week.\n\n" \
           "First line of the post.\n\nSecond line pic.twitter.com/abc\n\n\u2014 A B (@ab) June 1, 2020"
    _, posts = split(text)
    assert text[posts[0].start:posts[0].end] == "First line of the post.\n\nSecond line pic.twitter.com/abc"


def test_date_inferred_from_latest_post():
    _, posts = split(TEXT)
    assert infer_date(posts) == dt.date(2021, 3, 5)
    assert infer_date([]) is None


def test_captions_credits_and_bylines_are_told_apart():
    from canpol.loaders.article.split import split

    text = ("By Jane Example\n\nThe Prime Minister speaks in Ottawa on Monday, May 2, 2011. THE CANADIAN PRESS/Someone\n\n"
            "Stephen Harper\nPhoto : Agence Exemple\nLa Chambre a siégé vendredi.\n\nThe House sat on Friday.")
    blocks, _ = split(text)
    assert [(b.kind, text[b.start:b.end].split()[0]) for b in blocks] == [
        ("byline", "By"), ("caption", "The"), ("caption", "Stephen"), ("prose", "La"), ("prose", "The")]


def test_a_page_without_blank_lines_keeps_what_follows_a_signature():
    text = ("The minister answered her critics on Friday in a thread she posted:\n"
            "We will table the report next week, as promised.\n"
            "\u2014 Pat Example (@pat_example) May 7, 2021\n"
            "The opposition leader replied within the hour, writing that it came too late.\n"
            "Too little, too late.\n"
            "\u2014 Sam Critic (@samcritic) May 7, 2021\n"
            "Both spoke again on Monday.")
    blocks, posts = split(text)
    assert [p.name for p in posts] == ["Pat Example", "Sam Critic"]
    # each post is the line just before its signature; the prose lines around them stay the article's
    assert [text[b.start:b.end] for b in blocks if b.post is not None] == [
        "We will table the report next week, as promised.", "Too little, too late."]
    assert text[blocks[-1].start:blocks[-1].end] == "Both spoke again on Monday." and blocks[-1].post is None


def test_a_signature_ending_the_line_of_the_post_and_an_embed_residue():
    text = ("The minister answered her critics, saying the plan was on track.\n\n"
            "We will table the plan next week. pic.twitter.com/abc \u2014 Pat Example (@pat_example) March 3, 2021\n\n"
            "Thank you all. \u2014 Pat Example (@pat_example) March 4, 2021 BREAKING: Minister answers critics\n\n"
            "The plan was tabled \u2014 as promised \u2014 on Monday.")
    blocks, posts = split(text)
    assert [(p.handle, p.date) for p in posts] == [("@pat_example", dt.date(2021, 3, 3)),
                                                    ("@pat_example", dt.date(2021, 3, 4))]
    assert text[posts[0].start:posts[0].end].startswith("We will table the plan")
    assert text[posts[1].start:posts[1].end] == "Thank you all."
    assert sum(1 for b in blocks if b.post is None) == 2  # the first and the last paragraphs are prose


LISTED = """The minister spoke with her counterparts on Monday about the new trade rules.

Related stories

Opposition leader holds a news conference on the deficit

Senator apologizes for remarks on the pipeline

Budget day: what to watch

The talks resume next week."""


def test_a_links_heading_and_the_titles_under_it_are_links_not_prose():
    blocks, _ = split(LISTED)
    assert [b.kind for b in blocks] == ["prose", "links", "links", "links", "links", "prose"]
    french = "Le ministre a parlé lundi.\n\nÀ lire aussi\n\nUn député s'excuse\n\nLe budget en cinq points"
    assert [b.kind for b in split(french)[0]] == ["prose", "links", "links", "links"]
    # one title that ends the text is a link too
    assert [b.kind for b in split("The talks went well.\n\nRelated product\n\nSenator quits")[0]] == [
        "prose", "links", "links"]


def test_one_line_after_a_links_heading_is_the_story_own_headline():
    # a box of links above the story, then the story's headline and its first paragraph
    text = "Read more\n\nMinister resigns over the contract affair\n\nThe minister resigned on Monday."
    assert [b.kind for b in split(text)[0]] == ["prose", "prose", "prose"]
    # a heading word inside a sentence is no heading
    text = "Related stories were read by many.\n\nMinister resigns\n\nSenator quits"
    assert [b.kind for b in split(text)[0]] == ["prose", "prose", "prose"]
