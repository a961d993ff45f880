"""Incidents: the derived graph grouping the events of one episode, recomputed after every write.

`refresh_incidents(store, minter)` reads the dated events, decisions, rulings and motions of every
named graph (not its own), groups them (`grouping.group_parts`, a pure function), titles each
group in English and French from the templates of titles.yaml, and replaces the graph
`{base}graph/incidents` when its content changed. An incident's IRI is minted from its date and
its principal participants, never from a source, so every source of an episode adds to the one
incident. See docs/data-model.md ("Incidents").
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, XSD

from canpol import SOFTWARE
from canpol.graph.iris import IriMinter, short_hash, slugify
from canpol.ontology import CANPOL, SCHEMA, shared_ontology_graph, term_labels

from .grouping import LINKS, PRINCIPAL_ROLES, Episode, Part, group_parts

GRAPH_NAME = "incidents"
CANPOL_NS = str(CANPOL)
# Classes whose dated instances are parts of incidents (with their subclasses in the ontology).
PART_CLASSES = (CANPOL.Event, CANPOL.Decision, CANPOL.Motion)
ROLES = (*PRINCIPAL_ROLES, "ruledBy")
METHOD = ("The dated events, decisions, rulings and motions of the other named graphs, grouped into one "
          "incident per episode: parts that a source links (canpol:partOfEvent, canpol:decides, "
          "canpol:concernsMotion), parts of one day and sitting that share a participant (the Chair "
          "left out), and the steps of a request, refusal and sanction chain of one day.")
# The run's times change at every refresh; the rest of the graph is a function of the store.
TIMES = (PROV.generatedAtTime, PROV.startedAtTime)


@dataclass(frozen=True)
class Refresh:
    """What `refresh_incidents` found and did."""

    incidents: int
    parts: int  # parts of all incidents
    dated: int  # dated resources read (parts or not)
    written: bool  # False when the stored graph already said the same


def graph_iri(minter: IriMinter) -> URIRef:
    return minter.graph(GRAPH_NAME)


@cache
def _rules() -> dict:
    return yaml.safe_load((resources.files(__package__) / "titles.yaml").read_text(encoding="utf-8"))


def story_order() -> list[str]:
    """The kinds of parts in the order a story tells them (titles.yaml)."""
    return list(_rules()["order"])


@cache
def part_classes() -> frozenset[str]:
    """canpol classes (local names) whose instances are parts: PART_CLASSES and their subclasses."""
    onto = shared_ontology_graph()
    found: set[URIRef] = set()
    todo = list(PART_CLASSES)
    while todo:
        cls = todo.pop()
        if cls in found:
            continue
        found.add(cls)
        todo.extend(s for s in onto.subjects(RDFS.subClassOf, cls) if isinstance(s, URIRef))
    return frozenset(str(c)[len(CANPOL_NS):] for c in found if str(c).startswith(CANPOL_NS))


def _local(iri) -> str | None:
    text = str(iri)
    return text[len(CANPOL_NS):] if text.startswith(CANPOL_NS) else None


def read_parts(store, derived: URIRef) -> list[Part]:
    """The parts the store holds outside the `derived` graph: every resource with a canpol:date
    and a type among `part_classes()`, its facts merged across the graphs that describe it."""
    from .queries import load_query

    wanted = [RDF.type, CANPOL.date, CANPOL.duringSitting, CANPOL.word, CANPOL.outcome,
              *(CANPOL[r] for r in ROLES), *(CANPOL[link] for link in LINKS)]
    facts: dict[str, dict] = defaultdict(lambda: {"kinds": set(), "dates": set(), "sittings": set(),
                                                  "actors": set(), "links": set(), "words": set(),
                                                  "outcomes": set(), "graphs": set()})
    for row in store.iter_select(load_query("parts"), {"derived": derived, "p": wanted}):
        if not isinstance(row["e"], URIRef):
            continue
        f = facts[str(row["e"])]
        p, o = _local(row["p"]) or str(row["p"]), row["o"]
        f["graphs"].add(str(row["g"]))
        if row["p"] == RDF.type:
            if _local(o):
                f["kinds"].add(_local(o))
        elif p == "date":
            f["dates"].add(str(o)[:10])
        elif p == "duringSitting" and isinstance(o, URIRef):
            f["sittings"].add(str(o))
        elif p == "word":
            f["words"].add(str(o))
        elif p == "outcome" and isinstance(o, URIRef):
            f["outcomes"].add(str(o))
        elif p in LINKS and isinstance(o, URIRef):
            f["links"].add(str(o))
        elif p in ROLES and isinstance(o, URIRef):  # blank nodes: actors the source could not name
            f["actors"].add((p, str(o)))
    classes = part_classes()
    parts = []
    for iri, f in facts.items():
        kinds = frozenset(f["kinds"] & classes)
        if not kinds or not f["dates"]:
            continue
        parts.append(Part(iri, kinds, min(f["dates"]),  # the earliest, where sources disagree
                          min(f["sittings"]) if f["sittings"] else None, frozenset(f["actors"]),
                          frozenset(f["links"]), tuple(sorted(f["words"])), tuple(sorted(f["outcomes"])),
                          frozenset(f["graphs"])))
    return parts


def read_labels(store, derived: URIRef, iris) -> tuple[dict[str, list[Literal]], set[str]]:
    """The rdfs:labels of `iris` (outside `derived`), and the graphs they came from."""
    from .queries import load_query

    labels: dict[str, list[Literal]] = defaultdict(list)
    graphs: set[str] = set()
    wanted = sorted(set(iris))
    if not wanted:
        return labels, graphs
    for row in store.iter_select(load_query("labels"), {"derived": derived, "s": [URIRef(i) for i in wanted]}):
        if isinstance(row["label"], Literal) and row["label"] not in labels[str(row["s"])]:
            labels[str(row["s"])].append(row["label"])
            graphs.add(str(row["g"]))
    return labels, graphs


# -- titles ------------------------------------------------------------------------------------

def _name(labels: list[Literal], lang: str, fallback: str) -> str:
    """The label in `lang`, else English, else any; the least among equals (stable)."""
    for want in (lang, "en", None):
        found = sorted(str(l) for l in labels if want is None or l.language == want)
        if found:
            return found[0]
    return fallback


def _joined(names: list[str], lang: str) -> str:
    word = " et " if lang == "fr" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + word + names[-1]


def _de(text: str) -> str:
    """French "de X", elided before a vowel: "d'Anne Exemple", "de Paul Exemple"."""
    first = unicodedata.normalize("NFKD", text[:1]).encode("ascii", "ignore").decode().lower()
    return f"d'{text}" if first in set("aeiouy") else f"de {text}"


def _who(episode: Episode, rule: dict) -> list[str]:
    """The IRIs a rule's `who` (KIND/ROLE) names, else the principal participants."""
    spec = rule.get("who")
    if spec:
        kind, role = spec.split("/")
        found = sorted({who for part in episode.parts if kind in part.kinds
                        for r, who in part.actors if r == role})
        if found:
            return found
    return list(episode.principals)


def titles(episode: Episode, labels: dict[str, list[Literal]]) -> dict[str, str]:
    """The incident's title per language ("en", "fr") from the first rule of titles.yaml that fits."""
    kinds_present = {k for part in episode.parts for k in part.kinds}
    words = [w for part in episode.parts for w in part.words]
    order = story_order()
    told = sorted(kinds_present & part_classes(), key=lambda k: (order.index(k) if k in order else len(order), k))
    for rule in _rules()["titles"]:
        if not set(rule["kinds"]) <= kinds_present:
            continue
        who = _who(episode, rule)
        needs = set(rule.get("needs", ()))
        outcomes = [o for part in episode.parts for o in part.outcomes]
        if ("word" in needs and not words) or ("who" in needs and not who) or ("outcome" in needs and not outcomes):
            continue
        if not who and any("{who}" in rule[l] or "{de_who}" in rule[l] for l in ("en", "fr")):
            continue
        out = {}
        for lang in ("en", "fr"):
            names = [_name(labels.get(w, []), lang, w.rsplit("/", 1)[-1]) for w in who]
            kinds = [term_labels(CANPOL_NS + k).get(lang) or k for k in told]
            kinds_text = _joined(kinds, lang) if kinds else ""
            who_text = _joined(names, lang) if names else ""
            outcome = term_labels(outcomes[0]).get(lang, outcomes[0].rsplit("/", 1)[-1]) if outcomes else ""
            out[lang] = rule[lang].format(who=who_text, de_who=_de(who_text) if who_text else "",
                                          word=words[0] if words else "", outcome=outcome, date=episode.date,
                                          kinds=kinds_text[:1].upper() + kinds_text[1:])
        return out
    raise AssertionError("titles.yaml ends with a rule that always applies")


# -- the graph ---------------------------------------------------------------------------------

def _key(iri: str) -> str:
    """The last path segment of an actor's IRI, its key in an incident IRI ('jagmeet-singh')."""
    return slugify(iri.rstrip("/").rsplit("/", 1)[-1]) or short_hash(iri, 8)


def incident_iri(episode: Episode, minter: IriMinter, taken: set[str] = frozenset()) -> URIRef:
    """`{base}id/incident/{date}/{principals}`: the date and the keys of the principal participants,
    sorted (a hash of the parts when it names nobody, and the parts' hash appended on a clash)."""
    parts_hash = short_hash("|".join(sorted(p.iri for p in episode.parts)), 8)
    key = "--".join(_key(w) for w in episode.principals) or parts_hash
    iri = minter.resource("incident", episode.date, key)
    if str(iri) in taken:
        iri = minter.resource("incident", episode.date, f"{key}-{parts_hash}")
    return iri


def incidents_graph(episodes: list[Episode], labels: dict[str, list[Literal]], minter: IriMinter,
                    sources: set[str], now: dt.datetime) -> Graph:
    """The derived graph: each incident with its titles, date, sitting, participants and parts (with
    their positions), and the graph's provenance."""
    g = Graph()
    taken: set[str] = set()
    for episode in episodes:
        inc = incident_iri(episode, minter, taken)
        taken.add(str(inc))
        g.add((inc, RDF.type, CANPOL.Incident))
        for lang, title in titles(episode, labels).items():
            g.add((inc, RDFS.label, Literal(title, lang=lang)))
        g.add((inc, CANPOL.date, Literal(episode.date, datatype=XSD.date)))
        if episode.sitting:
            g.add((inc, CANPOL.duringSitting, URIRef(episode.sitting)))
        for who in sorted({w for part in episode.parts for w in part.principals}):
            g.add((inc, CANPOL.participant, URIRef(who)))
        for position, part in enumerate(episode.parts, 1):
            g.add((URIRef(part.iri), CANPOL.partOfIncident, inc))
            g.add((URIRef(part.iri), CANPOL.positionInIncident, Literal(position)))
    iri = graph_iri(minter)
    run = minter.resource("run", "incidents-" + short_hash(SOFTWARE + GRAPH_NAME, 8))
    stamp = Literal(now.isoformat(timespec="seconds"), datatype=XSD.dateTime)
    g.add((iri, RDF.type, CANPOL.DerivedGraph))
    g.add((iri, RDFS.label, Literal("Incidents: events grouped by episode", lang="en")))
    g.add((iri, RDFS.label, Literal("Incidents : événements regroupés par épisode", lang="fr")))
    for source in sorted(sources):
        g.add((iri, PROV.wasDerivedFrom, URIRef(source)))
    g.add((iri, PROV.wasGeneratedBy, run))
    g.add((iri, PROV.generatedAtTime, stamp))
    g.add((run, RDF.type, CANPOL.DerivationActivity))
    g.add((run, SCHEMA.softwareVersion, Literal(SOFTWARE)))
    g.add((run, DCTERMS.description, Literal(METHOD, lang="en")))
    g.add((run, PROV.startedAtTime, stamp))
    return g


def _settled(triples) -> set:
    """The triples that do not change from one refresh of the same content to the next."""
    return {t for t in triples if t[1] not in TIMES}


def compute_incidents(store, minter: IriMinter, now: dt.datetime | None = None) -> tuple[Graph, list[Episode], int]:
    """The derived graph for the store's content (not written), its episodes, and how many dated
    resources were read."""
    derived = graph_iri(minter)
    parts = read_parts(store, derived)
    episodes = group_parts(parts, story_order())
    actors = {who for e in episodes for part in e.parts for _, who in part.actors}
    labels, label_graphs = read_labels(store, derived, actors)
    sources = {g for e in episodes for part in e.parts for g in part.graphs} | (label_graphs if episodes else set())
    now = now or dt.datetime.now(dt.timezone.utc)
    return incidents_graph(episodes, labels, minter, sources, now), episodes, len(parts)


def refresh_incidents(store, minter: IriMinter, now: dt.datetime | None = None) -> Refresh:
    """Recompute the incidents graph and write it in one atomic replace when it changed (removed
    when there is no incident left). A store whose other graphs did not change keeps its incidents
    graph as it was, times included."""
    from .queries import load_query

    graph, episodes, dated = compute_incidents(store, minter, now)
    iri = graph_iri(minter)
    count, in_parts = len(episodes), sum(len(e.parts) for e in episodes)
    exists = store.has_graph(str(iri))
    if not episodes:
        if exists:
            store.remove_graph(str(iri))
        return Refresh(0, 0, dated, exists)
    if exists:
        stored = {(r["s"], r["p"], r["o"]) for r in store.iter_select(load_query("graph_triples"), {"g": iri})}
        if _settled(stored) == _settled(graph):
            return Refresh(count, in_parts, dated, False)
    store.replace_graph(str(iri), graph)
    return Refresh(count, in_parts, dated, True)
