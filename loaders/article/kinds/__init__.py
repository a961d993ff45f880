"""Event patterns by kind: each module recognises one kind of event over the dependency parse.

A pattern is a function `(s, token, emit) -> bool`: given a sentence (grammar.Sentence), one of its
tokens and an emitter (`emit(kind, **arguments)`; `emit.date` is the sentence's date), it emits the events that token triggers and says whether it
took the token (then no later pattern looks at it). Patterns are registered here with their kind,
in the order they are tried; `loaders/article/events.py` runs them before its older inline rules.
A new kind: a module with its patterns and lexicon words (lexicons/<lang>.yaml), added below.
"""

from __future__ import annotations

from . import accusation, resignation, ruling, statement

PATTERNS = [
    ("Ruling", ruling.chair_rules_on_member),
    ("Ruling", ruling.chair_finds_breach),
    ("Resignation", resignation.slams_the_door),
    ("Resignation", resignation.leaves_party),
    ("Resignation", resignation.defects),
    ("Resignation", resignation.sits_as_independent),
    ("PressStatement", statement.in_a_medium),
    ("PressStatement", statement.tells_the_press),
    ("PressStatement", statement.holds_a_news_conference),
    ("PressStatement", statement.posts_online),
    ("Accusation", accusation.accuses_a_group),
]


def run(s, token, emit) -> bool:
    """Try every registered pattern on `token`; True when one took it."""
    return any(pattern(s, token, emit) for _, pattern in PATTERNS)
