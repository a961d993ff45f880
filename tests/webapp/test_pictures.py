"""The layouts of the neighbourhood picture and the membership timeline: what they show (no
plumbing nodes), that they are the same on every load, and that no two labels overlap."""

from __future__ import annotations

import random
from datetime import date
from itertools import combinations

import pytest

from canpol.webapp.linked import Entity, Group, NodeView
from canpol.webapp.pictures import HEIGHT, WIDTH, neighbourhood, timeline, wrap

BASE = "https://w3id.org/canpol/"
FONTS = {"node": 12, "edge": 11}


def iri(path: str, label: str | None = None) -> NodeView:
    return NodeView("iri", BASE + "id/" + path, label=label, path=path)


def prop(name: str) -> NodeView:
    return NodeView("iri", "https://w3id.org/canpol/ontology#" + name, label=name)


def person_entity(order: int = 0) -> Entity:
    """A person with memberships, events, sources, a Wikidata link and plumbing, in an order
    that `order` shuffles (as another engine would answer)."""
    ndp, riding = iri("party/ndp", "New Democratic Party"), iri("riding/59003", "Burnaby South")
    events = [iri(f"event/2020-06-{10 + i}/thing/x", f"An event with a rather long name number {i}") for i in range(9)]
    outgoing = [
        Group(prop("type"), [(NodeView("iri", "https://w3id.org/canpol/ontology#Person"), ["g"])]),
        Group(prop("sameAs"), [(NodeView("iri", "http://www.wikidata.org/entity/Q6122681",
                                         href="http://www.wikidata.org/entity/Q6122681"), ["g"])]),
        Group(prop("hasMembership"), [(iri("membership/84233e4e53ff1476"), ["g"]),
                                      (iri("membership/0000aaaa"), ["g"])]),
    ]
    incoming = [
        Group(prop("agent"), [(e, ["g"]) for e in events[:5]]),
        Group(prop("target"), [(e, ["g"]) for e in events[5:]]),
        Group(prop("mentions"), [(iri(f"source/{i:016x}", f"Headline of article {i} about the day"), ["g"])
                                 for i in range(4)]),
        Group(prop("member"), [(iri("membership/84233e4e53ff1476", "Jagmeet Singh (2019-02-25 – )"), ["g"])]),
        Group(prop("hasBody"), [(iri("evidence/011995281f58ccd5"), ["g"])]),
    ]
    memberships = [
        {"type": prop("PartyMembership"), "org": ndp, "from": "2017-10-01", "until": None},
        {"type": prop("HouseMembership"), "district": riding, "from": "2019-02-25", "until": "2019-09-11"},
        {"type": prop("HouseMembership"), "district": riding, "from": "2019-10-21", "until": "2021-08-15"},
        {"type": prop("HouseMembership"), "district": riding, "from": "2021-09-20", "until": None},
    ]
    shuffle = random.Random(order)
    for groups in (outgoing, incoming):
        if order:
            shuffle.shuffle(groups)
            for group in groups:
                shuffle.shuffle(group.values)
    if order:
        shuffle.shuffle(memberships)
    return Entity(iri=BASE + "id/person/jagmeet-singh", path="person/jagmeet-singh", lang="en",
                  label="Jagmeet Singh", labels=[], types=[], kind="person", outgoing=outgoing,
                  incoming=incoming, graphs={}, memberships=memberships)


def box(x: float, y: float, text: str, anchor: str, size: int) -> tuple[float, float, float, float]:
    """A label's box from its length (0.55 em a character, a sans-serif average) and font size."""
    width = len(text) * size * 0.55
    left = x if anchor == "start" else x - width if anchor == "end" else x - width / 2
    return left, y - size, left + width, y + 0.25 * size


def labels(picture: dict) -> list[tuple]:
    out = [(n.text, box(n.lx, n.ly, n.text, n.anchor, FONTS["node"])) for n in picture["nodes"] if n.box]
    out += [(e.text, box(e.lx, e.ly, e.text, "middle", FONTS["edge"])) for e in picture["edges"] if e.box]
    return out


def test_the_picture_shows_neighbours_not_plumbing():
    picture = neighbourhood(person_entity())
    paths = [n.path for n in picture["nodes"][1:]]
    assert all(p and p.split("/")[0] in ("person", "party", "riding", "event", "source") for p in paths), paths
    assert not [n for n in picture["nodes"] if "wikidata" in (n.href or "") or n.text.startswith("wd:")]
    assert {"party/ndp", "riding/59003"} <= set(paths)
    assert len(picture["edges"]) == len(picture["nodes"]) - 1


def test_memberships_are_folded_into_edges_with_their_years():
    picture = neighbourhood(person_entity())
    edge_of = {n.path: e for n, e in zip(picture["nodes"][1:], picture["edges"])}
    assert edge_of["party/ndp"].title == "2017–"
    # three seats in a row (an election between) read as one span when they overlap or touch
    assert edge_of["riding/59003"].title == "2019–"
    assert not edge_of["party/ndp"].directed


def test_a_partys_memberships_become_its_members():
    party = Entity(iri=BASE + "id/party/ndp", path="party/ndp", lang="en", label="New Democratic Party",
                   labels=[], types=[], kind="party", outgoing=[], graphs={},
                   incoming=[Group(prop("organization"), [(iri("membership/a"), ["g"]), (iri("membership/b"), ["g"])])])
    members = {BASE + "id/membership/a": (iri("person/ann", "Ann"), "2011-05-02", "2015-08-02"),
               BASE + "id/membership/b": (iri("person/bo", "Bo"), "2015-10-19", None)}
    picture = neighbourhood(party, members)
    assert [(n.path, e.title) for n, e in zip(picture["nodes"][1:], picture["edges"])] == \
        [("person/ann", "2011–2015"), ("person/bo", "2015–")]


def test_the_layout_is_the_same_whatever_order_the_store_answers_in():
    first = neighbourhood(person_entity())
    for order in (1, 2, 3):
        assert neighbourhood(person_entity(order)) == first


@pytest.mark.parametrize("order", [0, 1, 2])
def test_no_two_labels_overlap_and_all_fit_the_picture(order):
    picture = neighbourhood(person_entity(order))
    placed = labels(picture)
    assert len(placed) >= len(picture["nodes"])  # every node is labelled here, and some edges
    for (a, (ax1, ay1, ax2, ay2)), (b, (bx1, by1, bx2, by2)) in combinations(placed, 2):
        assert ax2 <= bx1 or bx2 <= ax1 or ay2 <= by1 or by2 <= ay1, (a, b)
    for text, (x1, y1, x2, y2) in placed:
        assert 0 <= x1 and x2 <= WIDTH and 0 <= y1 and y2 <= HEIGHT, text
    circles = [(n.x, n.y, 24 if n.kind == "center" else 10) for n in picture["nodes"]]
    for text, (x1, y1, x2, y2) in placed:
        for cx, cy, r in circles:
            assert not (x1 < cx + r and cx - r < x2 and y1 < cy + r and cy - r < y2), (text, cx, cy)



def test_pictures_of_as_many_neighbours_share_a_layout_no_picture_changes():
    """The spots, circles and places of a count of neighbours are computed once per process
    (`_layout_for`); the labels placed on one picture must not be taken on the next."""
    from canpol.webapp.pictures import _layout_for

    long_names = person_entity()
    short_names = person_entity()
    for group in short_names.incoming:
        for view, _ in group.values:
            view.label = (view.label or "")[:6] or None
    _layout_for.cache_clear()
    alone = neighbourhood(short_names)
    _layout_for.cache_clear()
    neighbourhood(long_names)
    after_another = neighbourhood(short_names)
    assert after_another == alone
    assert [n.box for n in alone["nodes"]] != [n.box for n in neighbourhood(long_names)["nodes"]]

def test_timeline_labels_wrap_instead_of_being_cut():
    riding = iri("riding/59003", "Burnaby South")
    rows = timeline([{"type": prop("HouseMembership"), "district": riding, "org": iri("org/hoc", "House of Commons"),
                      "from": "2019-02-25", "until": None}], today=date(2026, 12, 1))["rows"]
    assert len(rows[0]["lines"]) == 2  # 50 characters: more than fit left of the axis on one line
    assert " ".join(rows[0]["lines"]) == "HouseMembership · House of Commons · Burnaby South"
    assert rows[0]["title"].startswith("HouseMembership · House of Commons · Burnaby South")


def test_wrap_breaks_between_words_and_marks_what_it_leaves_out():
    assert wrap("one two three", 8, 2) == ["one two", "three"]
    assert wrap("one two three four five", 8, 2) == ["one two", "three f…"]
    assert all(len(line) <= 8 for line in wrap("x" * 30, 8, 2))


def test_a_membership_its_source_left_open_is_drawn_to_that_day_not_to_today():
    office = iri("office/leader/bq", "Leader of the Bloc Québécois")
    known, current = timeline([
        {"type": prop("OfficeHolding"), "office": office, "from": "2019-01-17", "until": None, "known": "2020-10-01"},
        {"type": prop("OfficeHolding"), "office": office, "from": "2019-01-17", "until": None}],
        today=date(2026, 12, 1))["rows"]
    assert known["x"] == current["x"] and known["w"] < current["w"] / 3
    assert known["title"].endswith("2019-01-17 – open as of 2020-10-01") and current["title"].endswith("– now")


def test_years_of_spans_that_start_together_one_open():
    """Two memberships from the same year, one still open (a party membership beside a seat): the
    years merge into one open run instead of failing to compare an open end with a closed one."""
    from canpol.webapp.pictures import _years

    assert _years([("2019-10-21", None), ("2019-10-21", "2021-08-15")]) == "2019–"
    assert _years([("2015-10-19", "2019-09-11"), ("2021-09-20", None)]) == "2015–2019, 2021–"


@pytest.mark.parametrize("span", [("2019-10-21", None), ("2015-10-19", "2019-09-11"), (None, "2011-05-02"),
                                  ("", ""), ("19xx", "2001"), ("2004-06-28", "2004-11-29"), (None, None)])
def test_the_years_of_one_span_are_those_of_the_spans_merged(span):
    """One span (most neighbours) is written without the merge; as the merge writes it."""
    from canpol.webapp.pictures import _years

    merged = _years([span, span])  # the same span twice goes through the merge
    assert _years([span]) == merged
