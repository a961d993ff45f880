"""Grouping events into incidents: a pure function from the parts read from the store to episodes."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable

# Roles (canpol properties, by local name) whose holder takes part in what happened: two parts of
# one day that share a holder of these roles are one episode.
PRINCIPAL_ROLES = ("agent", "target", "participant", "concernsMember", "mover", "opposedBy", "sanctionedPerson")
# Roles of whoever presides rather than takes part: the Chair who rules, asks a member to withdraw
# or orders them out takes part in every incident of a sitting, and would join them all.
PRESIDING = {("RequestToApologize", "agent"), ("Expulsion", "agent"), ("Ruling", "ruledBy")}
# Links between parts that sources state (a refusal answering a request, a decision on a motion).
LINKS = ("partOfEvent", "decides", "concernsMotion")
# The request -> refusal -> sanction chain: a step follows one of the kinds before it. Parts of a
# chain that name nobody are joined to the one candidate of the step before on the same day.
# (Not rulings: the record's rulings on points of order name nobody either, and a ruling that
# sanctions names the member it concerns.)
CHAIN = {"Refusal": ("RequestToApologize",), "Apology": ("RequestToApologize",), "Expulsion": ("Refusal",)}
MAX_PRINCIPALS = 3  # participants named in an incident's IRI


@dataclass(frozen=True)
class Part:
    """One dated event, decision, ruling or motion, as the union of the sources describes it."""

    iri: str
    kinds: frozenset[str]  # canpol classes by local name, e.g. {"Refusal"}
    date: str
    sitting: str | None = None
    actors: frozenset[tuple[str, str]] = frozenset()  # (role, IRI) of the named actors
    links: frozenset[str] = frozenset()  # IRIs of other resources it links to (LINKS)
    words: tuple[str, ...] = ()
    outcomes: tuple[str, ...] = ()  # concept IRIs of a decision's canpol:outcome
    graphs: frozenset[str] = frozenset()  # the named graphs that describe it

    @property
    def principals(self) -> frozenset[str]:
        """The IRIs of the actors who take part (not those who preside)."""
        return frozenset(who for role, who in self.actors
                         if role in PRINCIPAL_ROLES and not any((k, role) in PRESIDING for k in self.kinds))


@dataclass
class Episode:
    """The parts of one incident, in the order of its story, with its principal participants."""

    date: str
    sitting: str | None
    parts: list[Part]
    principals: list[str] = field(default_factory=list)  # sorted IRIs of the most involved

    @property
    def participants(self) -> list[str]:
        """Every named actor of its parts, presiding ones too (the Chair), sorted."""
        return sorted({who for part in self.parts for _, who in part.actors})


class _Sets:
    """Union-find over part indexes."""

    def __init__(self, n: int):
        self.parent = list(range(n))

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def join(self, a: int, b: int) -> None:
        a, b = self.find(a), self.find(b)
        if a != b:
            self.parent[max(a, b)] = min(a, b)


def _same_sitting(a: Part, b: Part) -> bool:
    """One sitting, or a part of the day that names none (a press conference after question period)."""
    return a.sitting is None or b.sitting is None or a.sitting == b.sitting


def group_parts(parts: Iterable[Part], order: list[str] | tuple[str, ...] = ()) -> list[Episode]:
    """The episodes of two parts or more among `parts`: parts are joined when a source links one to
    the other (canpol:partOfEvent, decides, concernsMotion), when they fall on one day and sitting
    and share a principal participant, or when they are steps of a request -> refusal -> sanction
    chain on one day and one of them names nobody. `order` ranks the kinds for the story (earlier
    first); parts of one rank keep the order of their IRIs. Episodes come sorted by date, then by
    their first part's IRI: the same parts always give the same episodes."""
    parts = sorted({p.iri: p for p in parts}.values(), key=lambda p: p.iri)
    index = {p.iri: i for i, p in enumerate(parts)}
    sets = _Sets(len(parts))
    for i, part in enumerate(parts):
        for other in part.links:
            if other in index:
                sets.join(i, index[other])
    by_day: dict[str, list[int]] = defaultdict(list)
    for i, part in enumerate(parts):
        by_day[part.date].append(i)
    for day in by_day.values():
        for n, i in enumerate(day):
            for j in day[n + 1:]:
                a, b = parts[i], parts[j]
                if _same_sitting(a, b) and a.principals & b.principals:
                    sets.join(i, j)
        for i in day:
            step = parts[i]
            before = {k for kind in step.kinds for k in CHAIN.get(kind, ())}
            if not before:
                continue
            candidates = [j for j in day if j != i and parts[j].kinds & before and _same_sitting(step, parts[j])]
            if len(candidates) == 1 and (not step.principals or not parts[candidates[0]].principals):
                sets.join(i, candidates[0])
    members: dict[int, list[Part]] = defaultdict(list)
    for i, part in enumerate(parts):
        members[sets.find(i)].append(part)
    rank = {kind: n for n, kind in enumerate(order)}
    episodes = []
    for group in members.values():
        if len(group) < 2:
            continue
        group.sort(key=lambda p: (min((rank.get(k, len(rank)) for k in p.kinds), default=len(rank)), p.date, p.iri))
        sittings = sorted({p.sitting for p in group if p.sitting})
        episodes.append(Episode(min(p.date for p in group), sittings[0] if sittings else None, group,
                                principals_of(group)))
    episodes.sort(key=lambda e: (e.date, min(p.iri for p in e.parts)))
    return episodes


def principals_of(parts: list[Part]) -> list[str]:
    """The participants who take part in the most parts (all of them on a tie, at most
    MAX_PRINCIPALS by IRI): whom the incident is about, and so what names it."""
    counts = Counter(who for part in parts for who in part.principals)
    if not counts:
        return []
    most = max(counts.values())
    return sorted(who for who, n in counts.items() if n == most)[:MAX_PRINCIPALS]
