"""Layouts of the server-rendered SVG pictures (the neighbourhood of an entity, a membership
timeline). Only geometry is computed here; templates render it, so every text is autoescaped."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date

from .linked import NEIGHBOURS, Entity, NodeView

WIDTH, HEIGHT = 760, 520


def shorten(text: str, size: int = 30) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"


@dataclass
class PictureNode:
    x: float
    y: float
    text: str
    title: str
    path: str | None
    href: str | None
    kind: str  # center | out | in


@dataclass
class PictureEdge:
    x1: float
    y1: float
    x2: float
    y2: float
    lx: float
    ly: float
    text: str
    incoming: bool


def neighbourhood(entity: Entity) -> dict:
    """A radial layout: the entity in the middle, up to NEIGHBOURS linked resources around it
    (outgoing links first, then incoming), each edge labelled with its property."""
    picks: list[tuple[NodeView, NodeView, bool]] = []  # (property, node, incoming)
    seen: set[str] = set()
    for group in entity.outgoing:
        if group.prop.value.endswith("#type"):
            continue
        for value, _ in group.values:
            if value.kind == "iri" and value.value not in seen:
                picks.append((group.prop, value, False))
                seen.add(value.value)
                break
    for group in entity.incoming:
        for value, _ in group.values[:2]:
            if value.kind == "iri" and value.value not in seen:
                picks.append((group.prop, value, True))
                seen.add(value.value)
    for group in entity.outgoing:  # fill the circle with further outgoing values
        if group.prop.value.endswith("#type"):
            continue
        for value, _ in group.values[1:]:
            if len(picks) >= NEIGHBOURS:
                break
            if value.kind == "iri" and value.value not in seen:
                picks.append((group.prop, value, False))
                seen.add(value.value)
    picks = picks[:NEIGHBOURS]
    cx, cy = WIDTH / 2, HEIGHT / 2
    rx, ry = WIDTH / 2 - 120, HEIGHT / 2 - 50
    nodes = [PictureNode(cx, cy, shorten(entity.label, 34), entity.label, None, None, "center")]
    edges = []
    for i, (prop, node, incoming) in enumerate(picks):
        angle = -math.pi / 2 + 2 * math.pi * i / max(len(picks), 1)
        x, y = cx + rx * math.cos(angle), cy + ry * math.sin(angle)
        nodes.append(PictureNode(round(x, 1), round(y, 1), shorten(node.text), node.text,
                                 node.path, node.href, "in" if incoming else "out"))
        # The edge stops short of both circles so arrowheads stay visible.
        dx, dy = x - cx, y - cy
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        sx, sy, ex, ey = cx + ux * 26, cy + uy * 26, x - ux * 12, y - uy * 12
        if incoming:
            sx, sy, ex, ey = ex, ey, sx, sy
        edges.append(PictureEdge(round(sx, 1), round(sy, 1), round(ex, 1), round(ey, 1),
                                 round(cx + dx * 0.55, 1), round(cy + dy * 0.55, 1),
                                 shorten(prop.text, 24), incoming))
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
    spans = [(year(m["from"], now), year(m.get("until"), now), m) for m in dated]
    lo = math.floor(min(s for s, _, _ in spans))
    hi = math.ceil(max(e for _, e, _ in spans) + 0.01)
    width, left, row_h = 760, 300, 22
    scale = (width - left - 20) / max(hi - lo, 1)
    rows = []
    for i, (start, end, m) in enumerate(spans):
        what = m.get("office") or m.get("org") or m.get("district")
        place = m.get("district") if m.get("district") is not what else None
        text = " · ".join(x.text for x in (m["type"], what, place) if x is not None)
        rows.append({"y": 30 + i * row_h, "x": round(left + (start - lo) * scale, 1),
                     "w": round(max((end - start) * scale, 2), 1), "text": shorten(text, 44),
                     "title": f"{text}: {m['from']} – {m.get('until') or 'now'}",
                     "path": what.path if what is not None else None,
                     "open": not m.get("until"), "kind": m["type"].value.rsplit("#", 1)[-1]})
    step = max(1, round((hi - lo) / 8))
    ticks = [{"x": round(left + (y - lo) * scale, 1), "text": str(y)} for y in range(lo, hi + 1, step)]
    return {"width": width, "height": 40 + len(rows) * row_h, "rows": rows, "ticks": ticks,
            "left": left, "axis_y": 20}
