"""Layouts of the server-rendered SVG pictures (the neighbourhood of an entity, a membership
timeline). Only geometry is computed here; templates render it, so every text is autoescaped.
The few words of their own (a title's "now", an edge's "source") go through the catalogs.
The layouts are deterministic (no randomness; neighbours in a stable order) and place every label
where it overlaps no other, from an estimate of text widths."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from datetime import date


from .i18n import gettext
from .linked import NEIGHBOURS, Entity, NodeView
from .ordering import term_key

WIDTH, HEIGHT = 760, 560
FONT, EDGE_FONT = 12, 11  # px, as in pages.css
CHAR = 0.6  # a character's width in ems, a little above a sans-serif average (estimates err wide)
LINE = 1.25  # a label box's height in ems
CENTRE_R, NODE_R = 24, 10

# What the picture shows of the graph: page kinds by the first segment of their path. Memberships
# and evidence are the graph's plumbing: they are folded into edges (person-party, event-source).
NODE_KINDS = {"person": "person", "party": "party", "riding": "riding", "source": "source",
              "event": "event", "ruling": "event", "sanction": "event", "decision": "event",
              "motion": "event", "sitting": "event"}
KIND_ORDER = ("party", "riding", "person", "event", "source")


def shorten(text: str, size: int = 30) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"


def text_width(text: str, size: int = FONT) -> float:
    """The estimated width in px of `text` at font size `size` (from its length)."""
    return len(text) * size * CHAR


def node_kind(path: str | None) -> str | None:
    """The kind a neighbour is drawn as, or None for what is not drawn (memberships, evidence,
    IRIs outside canpol such as wd:Q…)."""
    if not path:
        return None
    return NODE_KINDS.get(path.split("/", 1)[0])


@dataclass
class Box:
    """A label's rectangle (x, y the top left corner)."""

    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: "Box") -> bool:
        return (self.x < other.x + other.w and other.x < self.x + self.w and
                self.y < other.y + other.h and other.y < self.y + self.h)

    def inside(self, width: float, height: float) -> bool:
        return self.x >= 0 and self.y >= 0 and self.x + self.w <= width and self.y + self.h <= height

    @property
    def edges(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom): how the layout keeps the boxes taken (see `_free`)."""
        return self.x, self.y, self.x + self.w, self.y + self.h


@dataclass
class PictureNode:
    x: float
    y: float
    text: str
    title: str
    path: str | None
    href: str | None
    kind: str  # center | person | party | riding | event | source
    lx: float = 0  # where the label's text starts (per `anchor`) and its baseline
    ly: float = 0
    anchor: str = "middle"
    box: Box | None = None  # None when no place was found for the label (the title still names it)


@dataclass
class PictureEdge:
    x1: float
    y1: float
    x2: float
    y2: float
    lx: float
    ly: float
    text: str
    title: str
    incoming: bool
    directed: bool = True  # a property of the graph (an arrow); folded edges have none
    box: Box | None = None


@dataclass
class Neighbour:
    node: NodeView
    kind: str
    edge: str  # the edge's text: a property, or the years of memberships
    incoming: bool
    directed: bool


def _years(spans: list[tuple[str | None, str | None]]) -> str:
    """'2015–2019, 2021–' from (from, until) dates: the years, overlapping spans merged."""
    if len(spans) == 1:  # most neighbours (a riding's or party's members: one membership each)
        start, until = spans[0]
        first = int(start[:4]) if start and start[:4].isdigit() else 0
        last = int(until[:4]) if until and until[:4].isdigit() else None
        return f"{first or '?'}–{last or ''}"
    years = sorted(((int(start[:4]) if start and start[:4].isdigit() else 0,
                     int(until[:4]) if until and until[:4].isdigit() else None) for start, until in spans),
                   key=lambda span: (span[0], math.inf if span[1] is None else span[1]))  # open spans last
    merged: list[list] = []
    for start, until in years:
        if merged and (merged[-1][1] is None or start <= merged[-1][1]):
            if merged[-1][1] is not None and (until is None or until > merged[-1][1]):
                merged[-1][1] = until
            continue
        merged.append([start, until])
    return ", ".join(f"{start or '?'}–{until or ''}" for start, until in merged)


def neighbours(entity: Entity, members: dict[str, tuple] | None = None) -> list[Neighbour]:
    """What the picture of `entity` shows around it, in a stable order (by kind, then by the
    text a reader sees, then by IRI: webapp/ordering.py), at most NEIGHBOURS.

    `members` maps a membership IRI to (person view, from, until) for the memberships linking to
    a party or riding, so that their page shows people rather than memberships."""
    found: dict[str, dict] = {}  # IRI -> {"node", "kind", "edges": {text}, "spans", "incoming", "directed"}

    def add(node: NodeView, kind: str, edge: str | None = None, span=None, incoming=False, directed=True):
        if node.value == entity.iri:
            return
        item = found.setdefault(node.value, {"node": node, "kind": kind, "edges": [], "spans": [],
                                             "incoming": incoming, "directed": directed})
        if span is not None:
            item["spans"].append(span)
            item["directed"] = False
        if edge and edge not in item["edges"]:
            item["edges"].append(edge)

    for m in entity.memberships:  # a person's: folded into person-party and person-riding edges
        for name in ("org", "district"):
            target = m.get(name)
            if target is not None and node_kind(target.path) in ("party", "riding"):
                add(target, node_kind(target.path), span=(m.get("from"), m.get("until")))
    for item in entity.evidence:  # an event's: folded into event-source edges
        source = item.get("source")
        if isinstance(source, NodeView) and node_kind(source.path) == "source":
            add(source, "source", edge=gettext("source"), directed=False)
    for incoming, groups in ((False, entity.outgoing), (True, entity.incoming)):
        for group in groups:
            if group.prop.value.endswith("#type"):
                continue
            for value, _ in group.values:
                if value.kind != "iri":
                    continue
                kind = node_kind(value.path)
                if kind is not None:
                    add(value, kind, edge=group.prop.text, incoming=incoming)
                elif members and value.value in members:  # a party's or riding's membership
                    person, start, until = members[value.value]
                    if node_kind(person.path) == "person":
                        add(person, "person", span=(start, until), incoming=True)
    picked = []
    for item in found.values():
        edge = _years(item["spans"]) if item["spans"] else ", ".join(item["edges"])
        picked.append(Neighbour(item["node"], item["kind"], edge, item["incoming"], item["directed"]))
    picked.sort(key=lambda n: (KIND_ORDER.index(n.kind), term_key(n.node)))
    return picked[:NEIGHBOURS]


def _node_label_places(x: float, y: float, cx: float, cy: float, rx: float):
    """Where a node's label may go, best first: away from the centre (above or below a node near
    the top or bottom, beside one on the left or right), then the other sides."""
    gap = NODE_R + 4
    outward = "start" if x >= cx else "end"
    side = (x + gap if outward == "start" else x - gap, y + FONT * 0.35, outward)
    inward = (x - gap if outward == "start" else x + gap, y + FONT * 0.35, "end" if outward == "start" else "start")
    below = (x, y + gap + FONT, "middle")
    above = (x, y - gap - 2, "middle")
    if abs(x - cx) < 0.4 * rx:
        return [above, side, below, inward] if y < cy else [below, side, above, inward]
    return [side, below, above, inward]


def _place(text: str, places, taken: list[tuple], width: float, height: float, size: int = FONT):
    """The first place (and the text, shortened if need be) where the label fits the picture and
    overlaps no box taken; None when there is none even at 12 characters. The box of a text
    whose baseline is at y, starting, centred or ending at x, is tried as numbers (a picture tries
    ~35 a label): only the one placed is made a Box."""
    top_above, h = size, size * LINE
    for limit in [len(text)] + [n for n in (24, 18, 12) if n < len(text)]:
        shown = shorten(text, limit)
        w = text_width(shown, size)
        for lx, ly, anchor in places:
            left = lx if anchor == "start" else lx - w if anchor == "end" else lx - w / 2
            top = ly - top_above
            right, bottom = left + w, top + h
            if left >= 0 and top >= 0 and right <= width and bottom <= height and _free(left, top, right, bottom, taken):
                return shown, lx, ly, anchor, Box(left, top, w, h)
    return None


def _free(left: float, top: float, right: float, bottom: float, taken: list[tuple]) -> bool:
    """Whether the box (left, top, right, bottom) overlaps none of the boxes `taken`, kept as
    their `Box.edges` (Box.overlaps written out on tuples: a picture with many neighbours makes
    ~1,500 of these tests, which were a third of its layout time as method calls and half the
    rest as attribute reads)."""
    for t_left, t_top, t_right, t_bottom in taken:
        if left < t_right and t_left < right and top < t_bottom and t_top < bottom:
            return False
    return True


@functools.lru_cache(maxsize=NEIGHBOURS + 1)
def _layout_for(count: int) -> tuple:
    """What the layout of a picture of `count` neighbours places before any text, the same for
    every picture of that many: the neighbours' spots, the boxes taken by the centre and the
    nodes, and for each spot the places its label may go and its edge's line and label places
    (a picture's ~200 trigonometric steps and roundings, once per count in a process)."""
    cx, cy = WIDTH / 2, HEIGHT / 2
    rx, ry = WIDTH / 2 - 150, HEIGHT / 2 - 60
    taken = [Box(cx - CENTRE_R, cy - CENTRE_R, 2 * CENTRE_R, 2 * CENTRE_R).edges]
    spots = []
    for i in range(count):
        # Start a little off the vertical so that no two nodes share a column at top and bottom.
        angle = -math.pi / 2 + math.pi / max(count, 1) + 2 * math.pi * i / max(count, 1)
        x, y = round(cx + rx * math.cos(angle), 1), round(cy + ry * math.sin(angle), 1)
        taken.append(Box(x - NODE_R, y - NODE_R, 2 * NODE_R, 2 * NODE_R).edges)
        # The edge stops short of both circles so arrowheads stay visible.
        dx, dy = x - cx, y - cy
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        sx, sy, ex, ey = cx + ux * (CENTRE_R + 2), cy + uy * (CENTRE_R + 2), x - ux * (NODE_R + 2), y - uy * (NODE_R + 2)
        line = (round(sx, 1), round(sy, 1), round(ex, 1), round(ey, 1))
        backwards = (round(ex, 1), round(ey, 1), round(sx, 1), round(sy, 1))
        edge_places = tuple((round(cx + dx * t, 1), round(cy + dy * t + EDGE_FONT * 0.35, 1), "middle")
                            for t in (0.55, 0.45, 0.65, 0.38, 0.72))
        spots.append((x, y, tuple(_node_label_places(x, y, cx, cy, rx)), line, backwards, edge_places))
    centre_places = ((cx, cy + CENTRE_R + FONT + 4, "middle"), (cx, cy - CENTRE_R - 6, "middle"))
    return tuple(spots), tuple(taken), centre_places


def neighbourhood(entity: Entity, members: dict[str, tuple] | None = None) -> dict:
    """A radial layout: the entity in the middle, its neighbours (people, parties, ridings,
    events, sources) around it in a stable order, every label placed where it overlaps no other
    label nor node (shortened, or left to the node's title, when there is no room)."""
    picks = neighbours(entity, members)
    cx, cy = WIDTH / 2, HEIGHT / 2
    spots, circles, centre_places = _layout_for(len(picks))
    centre = PictureNode(cx, cy, shorten(entity.label, 34), entity.label, None, None, "center")
    taken = list(circles)  # what labels must not overlap
    placed = _place(centre.text, centre_places, taken, WIDTH, HEIGHT)
    if placed:
        centre.text, centre.lx, centre.ly, centre.anchor, centre.box = placed
        taken.append(centre.box.edges)
    nodes, edges = [centre], []
    for pick, (x, y, places, _, _, _) in zip(picks, spots):
        node = PictureNode(x, y, pick.node.text, pick.node.text, pick.node.path, pick.node.href, pick.kind)
        placed = _place(shorten(node.text, 30), places, taken, WIDTH, HEIGHT)
        if placed:
            node.text, node.lx, node.ly, node.anchor, node.box = placed
            taken.append(node.box.edges)
        nodes.append(node)
    for pick, (_, _, _, line, backwards, places) in zip(picks, spots):
        sx, sy, ex, ey = backwards if pick.incoming and pick.directed else line
        edge = PictureEdge(sx, sy, ex, ey, 0, 0, "", pick.edge, pick.incoming, pick.directed)
        placed = _place(shorten(pick.edge, 24), places, taken, WIDTH, HEIGHT, EDGE_FONT)
        if placed:
            edge.text, edge.lx, edge.ly, _, edge.box = placed
            taken.append(edge.box.edges)
        edges.append(edge)
    return {"width": WIDTH, "height": HEIGHT, "nodes": nodes, "edges": edges}


def timeline(memberships: list[dict], today: date | None = None) -> dict | None:
    """Bars on a shared time axis, one row per membership or office, oldest first."""
    dated = [m for m in memberships if m.get("from")]
    if not dated:
        return None
    today = today or date.today()

    def year(value: str | None, default: float) -> float:
        if not value:
            return default
        try:
            d = date.fromisoformat(value[:10])
        except ValueError:
            return default
        return d.year + (d.timetuple().tm_yday - 1) / 366

    now = today.year + (today.timetuple().tm_yday - 1) / 366
    # an open membership runs to today, unless its source stopped earlier (knownUntil): drawn to that day
    spans = [(year(m["from"], now), year(m.get("until") or m.get("known"), now), m) for m in dated]
    lo = math.floor(min(s for s, _, _ in spans))
    hi = math.ceil(max(e for _, e, _ in spans) + 0.01)
    width, left, row_h, line_h = 760, 300, 22, 13
    scale = (width - left - 20) / max(hi - lo, 1)
    per_line = int((left - 16) / (TIMELINE_FONT * CHAR))  # characters that fit left of the axis
    rows, y = [], 30
    for start, end, m in spans:
        what = m.get("office") or m.get("org") or m.get("district")
        place = m.get("district") if m.get("district") is not what else None
        text = " · ".join(x.text for x in (m["type"], what, place) if x is not None)
        lines = wrap(text, per_line, 2)
        rows.append({"y": y, "x": round(left + (start - lo) * scale, 1),
                     "w": round(max((end - start) * scale, 2), 1), "text": " ".join(lines), "lines": lines,
                     "title": gettext("%(what)s: %(start)s – %(until)s", what=text, start=m["from"], until=until_text(m)),
                     "path": what.path if what is not None else None,
                     "open": not m.get("until"), "kind": m["type"].value.rsplit("#", 1)[-1]})
        y += row_h + line_h * (len(lines) - 1)
    step = max(1, round((hi - lo) / 8))
    ticks = [{"x": round(left + (y - lo) * scale, 1), "text": str(y)} for y in range(lo, hi + 1, step)]
    return {"width": width, "height": y + 10, "rows": rows, "ticks": ticks,
            "left": left, "axis_y": 20, "line_h": line_h}


TIMELINE_FONT = 11  # px, as in pages.css


def until_text(m: dict) -> str:
    """A membership's end as a timeline's title says it: its day, the day its source left it open
    (knownUntil), or "now"."""
    if m.get("until"):
        return m["until"]
    if m.get("known"):
        return gettext("open as of %(date)s", date=m["known"])
    return gettext("now")


def wrap(text: str, size: int, lines: int) -> list[str]:
    """`text` in at most `lines` lines of at most `size` characters, broken between words; the
    last line is shortened with '…' when the text is longer still (the full text is the title)."""
    out: list[str] = []
    rest = text
    while rest and len(out) < lines:
        if len(rest) <= size:
            out.append(rest)
            rest = ""
            break
        cut = rest.rfind(" ", 0, size + 1)
        if cut <= 0 or len(out) == lines - 1:
            break
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        out.append(shorten(rest, size))
    return out
