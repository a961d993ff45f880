"""tenure.next_to: the holder of an office just before or just after a person's tenure, the KB
reading behind "his predecessor" and « son successeur » (grammar.Sentence._relative). A small KB
of one office written here; the sentences are in the paraphrase grid (relational cases)."""

from __future__ import annotations

import datetime as dt

from canpol.loaders.article.tenure import next_to

D = dt.date


class OneOffice:
    """An office held by A, then B, then C and D together (a day of two holders), then E."""

    SPANS = [("A", D(2000, 1, 1), D(2005, 6, 30)), ("B", D(2005, 7, 1), D(2010, 3, 1)),
             ("C", D(2010, 3, 2), D(2012, 1, 1)), ("D", D(2010, 3, 2), D(2012, 1, 1)),
             ("E", D(2012, 1, 2), None)]

    def office_holders(self, office, on):
        return [p for p, start, end in self.SPANS if office == "chair" and start <= on and (end is None or on <= end)]


def test_predecessor_of_the_tenure_the_day_is_in():
    assert next_to(OneOffice(), "chair", "B", D(2008, 5, 5), before=True) == "A"


def test_successor_of_a_tenure_ended_before_the_day():
    assert next_to(OneOffice(), "chair", "A", D(2008, 5, 5), before=False) == "B"


def test_no_successor_while_still_in_office_nor_predecessor_of_a_former_holder():
    assert next_to(OneOffice(), "chair", "B", D(2008, 5, 5), before=False) is None
    assert next_to(OneOffice(), "chair", "A", D(2008, 5, 5), before=True) is None


def test_two_holders_on_the_day_of_the_change_give_nobody():
    assert next_to(OneOffice(), "chair", "B", D(2011, 5, 5), before=False) is None
    assert next_to(OneOffice(), "chair", "E", D(2013, 5, 5), before=True) is None


def test_never_held_and_first_holder_give_nobody():
    assert next_to(OneOffice(), "chair", "Z", D(2008, 5, 5), before=False) is None
    assert next_to(OneOffice(), "chair", "A", D(2003, 5, 5), before=True) is None
