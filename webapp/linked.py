"""Linked-data views of one resource: IRI <-> page paths, and the entity description read from
the store with a few targeted queries, shaped for the HTML page, its JSON and its RDF documents."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import islice

from markupsafe import Markup
from rdflib import RDF, RDFS, XSD, BNode, Literal, URIRef
from rdflib.term import Node

from canpol.graph.bindings import with_values_inside
from canpol.graph.store import select_tuples
from canpol.ontology import CANPOL, OA

from .ordering import name_blank_nodes, sorted_terms, term_key
from .pagequeries import load_query
from .paging import LIST_PAGE, Window
from .vocabulary import CANPOL_NS, PREFIXES, curie, other_language, pick, pick_literal, vocabulary

# IRIs under the base that are not resources under id/ keep their first path segment on pages.
OTHER_SPACES = ("graph/", "vocab/")
OUT_CAP = 2000  # outgoing statements read for one page (a source can mention many things)
IN_PAGE = 20  # incoming links shown per property before "more"
IN_PAGED = 100  # incoming links of one property on the pages that follow (?in=<property>&offset=N)
OUT_PAGE = 50  # values shown per property
OUT_PAGED = 200  # values of one property on the pages that follow (?out=<property>&offset=N)
STORY_PAGE = 25  # incidents of a page's story (a person's, a party's members', a sitting's) per page (?story=N)
IN_SMALL = 60  # incoming rows read in one query before switching to per-property reads (each row costs)
DOC_STATEMENTS = 5000  # statements of a data document's page
# A page of the document made of entity_document_rows.rq's sorted rows (see there)
DOCUMENT_PAGE = ("CONSTRUCT {{ ?s ?p ?o . ?b ?bp ?bo . ?x ?ip ?s }}\n"
                 "WHERE {{ {{ SELECT * WHERE {{ {{\n{rows}\n}} }} LIMIT {limit} OFFSET {offset} }} }}\n")
NEIGHBOURS = 14  # nodes in the neighbourhood picture besides the entity

# Types of the bookkeeping resources of a claim graph (not claims themselves).
BOOKKEEPING = {str(CANPOL.Evidence), str(CANPOL.ExtractionActivity), str(CANPOL.ClaimGraph),
               str(CANPOL.DerivedGraph), str(CANPOL.DerivationActivity)}
LABEL_PROPERTIES = {
    "http://www.w3.org/2000/01/rdf-schema#label", "http://schema.org/name",
    "http://www.w3.org/2004/02/skos/core#prefLabel", "http://schema.org/headline",
}

# Properties whose values are each source's own by nature (never a disagreement between sources).
PER_SOURCE = {str(CANPOL.evidence), str(CANPOL.confidence), str(CANPOL.mentions),
              str(RDF.type), "http://www.w3.org/ns/prov#wasDerivedFrom",
              "http://www.w3.org/ns/prov#generatedAtTime", "http://www.w3.org/ns/prov#wasGeneratedBy"}
# Literal properties that word what another property of the same subject states as a resource:
# a role as reported ("the Speaker", « le président ») and the office acted as.
DESCRIBED_BY = {str(CANPOL.roleDescription): str(CANPOL.inCapacityOf)}
MEMBERSHIP_FIELDS = {str(CANPOL.organization): "org", str(CANPOL.office): "office",
                     str(CANPOL.district): "district", str(CANPOL.validFrom): "from",
                     str(CANPOL.validUntil): "until", str(CANPOL.knownUntil): "known"}
DATE_PROPERTIES = (str(CANPOL.date), "http://schema.org/startDate", str(CANPOL.validUntil),
                   str(CANPOL.validFrom), "http://schema.org/datePublished")
DECISION_FIELDS = {str(CANPOL.outcome): "outcome", str(CANPOL.decisionMethod): "method",
                   str(CANPOL.yeas): "yeas", str(CANPOL.nays): "nays", str(CANPOL.date): "date",
                   str(CANPOL.opposedBy): "opposed by"}
SOURCE_FIELDS = {"http://schema.org/headline": "headline", "http://schema.org/name": "name",
                 str(CANPOL.socialMediaHandle): "handle",
                 "http://schema.org/publisher": "publisher",
                 "http://schema.org/datePublished": "published", "http://schema.org/url": "url"}
# What the events query reads about each resource linking to an entity.
EVENT_FACTS = (URIRef(str(CANPOL.date)), RDF.type, URIRef(str(CANPOL.evidence)), URIRef(str(CANPOL.duringSitting)),
               URIRef(str(CANPOL.partOfIncident)), URIRef(str(CANPOL.positionInIncident)))
# What the incident page reads of each part (besides its position).
PART_FACTS = (RDF.type, RDFS.label, URIRef(str(CANPOL.date)))
# Pages that list the incidents their entity takes part in.
INCIDENT_KINDS = ("person", "party", "sitting")
# Kinds of resources that take part in events (their links from an event are its participants).
PARTICIPANT_KINDS = ("person/", "party/", "org/", "office/")

# Kinds of pages linked by more resources than a page shows (a riding, by every membership it has
# had: ~50, 20 shown): their links are read without labels, and the labels of those shown only.
LINKED_BY_MANY = ("riding",)

# Page templates by class; the first class in this order that the entity has wins.
KINDS = [
    (str(CANPOL.Person), "person"),
    (str(CANPOL.Party), "party"),
    (str(CANPOL.ElectoralDistrict), "riding"),
    (str(CANPOL.Motion), "motion"),
    (str(CANPOL.Sitting), "sitting"),
    (str(CANPOL.Incident), "incident"),
    (str(CANPOL.Decision), "event"),
    (str(CANPOL.Event), "event"),
    (str(CANPOL.Sanction), "event"),
    (str(CANPOL.Statement), "event"),
    (str(CANPOL.Source), "source"),
]

# IRIs the row loops compare with, as strings: a namespace attribute makes a new URIRef on each
# use (~0.5 us; rdflib's DefinedNamespace looks the name up in Python), and a person's page reads
# ~100 rows of memberships and events.
_RDF_TYPE, _RDFS_LABEL = str(RDF.type), str(RDFS.label)
_DATE, _DURING_SITTING = str(CANPOL.date), str(CANPOL.duringSitting)
_PART_OF_INCIDENT, _POSITION_IN_INCIDENT = str(CANPOL.partOfIncident), str(CANPOL.positionInIncident)
_INCIDENT, _MEMBERSHIP = str(CANPOL.Incident), str(CANPOL.Membership)


def is_web_iri(value: str) -> bool:
    """Only http(s) IRIs become links; javascript:, data:, file: and the rest stay text."""
    lowered = value.strip().lower()
    return lowered.startswith("http://") or lowered.startswith("https://")


def iri_for_path(base: str, path: str) -> URIRef:
    """The IRI a page path stands for: `person/x` -> {base}id/person/x, `graph/…` -> {base}graph/…"""
    if path.startswith(OTHER_SPACES):
        return URIRef(base + path)
    return URIRef(f"{base}id/{path}")


def path_for_iri(base: str, iri: str) -> str | None:
    """The page path of an IRI under the base (None for other IRIs)."""
    if not iri.startswith(base):
        return None
    rest = iri[len(base):]
    if rest.startswith("id/") and len(rest) > 3:
        return rest[3:]
    if rest.startswith(OTHER_SPACES):
        return rest
    return None


@dataclass
class NodeView:
    """One RDF term as pages show it."""

    kind: str  # iri | literal | bnode
    value: str
    label: str | None = None
    path: str | None = None  # page path when the IRI is under the base
    href: str | None = None  # an http(s) link (external IRI, or set by the view to a local page)
    lang: str | None = None
    datatype: str | None = None
    term: str | None = None  # the anchor of a canpol ontology term on /ontology
    label_lang: str | None = None  # the label's language when it is not the page's (lang= in HTML)

    @property
    def text(self) -> str:
        if self.label:
            return self.label
        if self.kind == "iri":
            return self.path or curie(self.value) or self.value
        return self.value

    def to_json(self) -> dict:
        out = {"type": self.kind, "value": self.value}
        if self.label:
            out["label"] = self.label
        if self.lang:
            out["lang"] = self.lang
        if self.datatype:
            out["datatype"] = self.datatype
        return out


@dataclass
class Group:
    """The values of one property (outgoing) or the resources linking by it (incoming)."""

    prop: NodeView
    values: list[tuple[NodeView, list[str]]] = field(default_factory=list)  # (value, graphs)
    more: bool = False
    offset: int = 0
    total: int | None = None
    disputed: dict[str, list[NodeView]] | None = None  # graph -> values, when sources disagree
    inverse: str | None = None  # how a reader says the link of an incoming group ("mentioned in")
    window: Window | None = None  # which of the values this page shows (webapp/paging.py)


@dataclass
class Entity:
    """Everything one entity page shows."""

    iri: str
    path: str | None
    lang: str
    label: str
    labels: list[Literal]
    types: list[NodeView]
    kind: str
    outgoing: list[Group]
    incoming: list[Group]
    graphs: dict[str, dict]  # graph IRI -> {"label", "source", "url"}
    memberships: list[dict] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    evidence: list[dict] = field(default_factory=list)
    claims: list[dict] = field(default_factory=list)  # one page of a source's claims (windows["claims"])
    participants: list[dict] = field(default_factory=list)
    demands: list[dict] = field(default_factory=list)
    label_lang: str | None = None  # the language of the title when it is not the page's
    decisions: list[dict] = field(default_factory=list)
    division: dict | None = None  # a recorded division: totals, votes by party (webapp/record.py)
    votes: dict | None = None  # a person's recorded votes, one page (webapp/record.py)
    sitting_record: dict | None = None  # a sitting's orders of business, divisions, speakers
    interventions: dict | None = None  # a person's interventions, one page (webapp/record.py)
    summary: Markup | None = None  # a person's line: seat, party, offices (webapp/story.py)
    links: list[dict] = field(default_factory=list)  # a person's pages elsewhere
    story: list[dict] = field(default_factory=list)  # events grouped by incident, newest first
    news: list[dict] = field(default_factory=list)  # sources mentioning the entity, newest first
    party: dict | None = None  # a party's leaders, seats and current members
    motion: dict | None = None  # a motion's title, mover, outcome, tally
    motions: list[dict] = field(default_factory=list)  # a sitting's motions with mover and outcome
    incidents: list[dict] = field(default_factory=list)  # incidents it takes part in, newest first
    incident_parts: list[dict] = field(default_factory=list)  # an incident's parts, in story order
    # The page's long lists cut by webapp/paging.py, by the argument that pages each ("claims",
    # "members", "speakers", "votes", "said", "story"): the HTML pager and the JSON "pages" read them.
    windows: dict[str, Window] = field(default_factory=dict)

    def first(self, prop: str) -> NodeView | None:
        """The first value of an outgoing property (date, sitting...)."""
        for group in self.outgoing:
            if group.prop.value == prop and group.values:
                return group.values[0][0]
        return None

    def to_json(self) -> dict:
        def group(g: Group, incoming: bool) -> dict:
            out = {"property": g.prop.value, "label": g.prop.label,
                   "values": [{**v.to_json(), "graphs": gs} for v, gs in g.values]}
            if g.more:
                out["more"] = True
                out["next_offset"] = g.offset + len(g.values)
            if g.window is not None and g.window.paged:
                out["page"] = g.window.to_json()
            if g.disputed:
                out["by_graph"] = {k: [v.to_json() for v in vs] for k, vs in g.disputed.items()}
            return out

        return {
            "iri": self.iri, "label": self.label, "lang": self.lang, "kind": self.kind,
            "labels": [{"value": str(l), "lang": l.language} for l in self.labels],
            "types": [t.to_json() for t in self.types],
            "outgoing": [group(g, False) for g in self.outgoing],
            "incoming": [group(g, True) for g in self.incoming],
            "graphs": _plain(self.graphs),
            "memberships": [{k: (v.to_json() if isinstance(v, NodeView) else v)
                             for k, v in m.items()} for m in self.memberships],
            "events": [_plain(e) for e in self.events],
            "evidence": [_plain(e) for e in self.evidence],
            "claims": [_plain(c) for c in self.claims],
            "participants": [_plain(p) for p in self.participants],
            "demands": _plain(self.demands), "decisions": _plain(self.decisions),
            **({"division": _plain(self.division)} if self.division is not None else {}),
            **({"votes": _plain(self.votes)} if self.votes else {}),
            **({"record": _plain(self.sitting_record)} if self.sitting_record else {}),
            **({"interventions": _plain(self.interventions)} if self.interventions and self.interventions["total"] else {}),
            **({"summary": self.summary.striptags()} if self.summary else {}),
            **({"links": self.links} if self.links else {}),
            **({"story": _plain(self.story)} if self.story else {}),
            **({"news": _plain(self.news)} if self.news else {}),
            **({"party": _plain(self.party)} if self.party else {}),
            **({"motion": _plain(self.motion)} if self.motion else {}),
            **({"motions": _plain(self.motions)} if self.motions else {}),
            **({"incidents": _plain(self.incidents)} if self.incidents else {}),
            **({"parts": _plain(self.incident_parts)} if self.incident_parts else {}),
            # only for lists longer than a page: a page whose lists fit is what it always was
            **({"pages": {name: w.to_json() for name, w in self.windows.items() if w.paged}}
               if any(w.paged for w in self.windows.values()) else {}),
        }


def _name_variants(text: str) -> list[Literal]:
    """The literals a name may be written as in a store: plain or tagged English or French, as
    given, capitalized or lower-cased (aliases are kept as sources write them)."""
    forms = dict.fromkeys([text, text[:1].upper() + text[1:], text[:1].lower() + text[1:]])
    return [Literal(f, lang=lang) for f in forms for lang in (None, "en", "fr")]


ROLE_WORDS = 8  # a longer text is no role as a source writes one (a headline, a quote): not read as one


def _role_readings(text: str) -> list[tuple[str, str]]:
    """(role, organization) readings of a role as sources write it, most likely first: "leader of
    the NDP" is ("leader", "NDP"); "NDP House Leader" is ("House Leader", "NDP") or ("Leader",
    "NDP House")."""
    out = []
    match = re.fullmatch(r"(?:the\s+)?(.+?)\s+of\s+(?:the\s+)?(.+)", text.strip(), re.IGNORECASE)
    if match:
        out.append((match[1], match[2]))
    words = text.split()
    out += [(" ".join(words[i:]), " ".join(words[:i])) for i in range(1, len(words))]
    return out


def _sparql_order(term: Node) -> tuple:
    """SPARQL's ORDER BY of the subjects of links: blank nodes before IRIs, IRIs by code point.
    (An IRI is recognised by its class first: rdflib's classes are ABCs, whose isinstance tests
    cost 3-4 times as much, and a riding's links are sorted by this, ~50 of them.)"""
    if type(term) is URIRef or isinstance(term, URIRef):
        return (True, str(term))
    return (False, "")


def _term_parts(term: Node) -> tuple[str, str, str]:
    """A term as strings that are the same from every store: its text, language and datatype
    (none for a plain string, which RDF 1.1 makes the same as xsd:string)."""
    if isinstance(term, Literal):
        datatype = str(term.datatype or "")
        return str(term), term.language or "", "" if datatype == str(XSD.string) else datatype
    return str(term), "", ""


def _views(value) -> list[NodeView]:
    """Every NodeView of an entity (or part of one) in a fixed order: the fields in declaration
    order, lists in their order, dicts by insertion (their keys are ordered by the reader).
    Collected into one list: nested generators cost each view a resumption per level."""
    found: list[NodeView] = []
    _collect_views(value, found)
    return found


def _collect_views(value, found: list) -> None:
    if isinstance(value, NodeView):
        found.append(value)
        return
    if isinstance(value, (list, tuple)):
        items = value
    elif isinstance(value, dict):
        items = [part for pair in value.items() for part in pair]  # each key, then its value
    elif isinstance(value, (Entity, Group)):
        items = [getattr(value, name) for name in value.__dataclass_fields__]
    else:
        return
    # Most items are texts, numbers, None (an entity's and its rows' fields) or views: told by
    # their exact type here, without a call and four isinstance tests each (~500 a riding).
    for item in items:
        kind = type(item)
        if kind is NodeView:
            found.append(item)
        elif item is not None and kind not in _LEAF_TYPES:
            _collect_views(item, found)


# Types whose values hold no view (exact types: none is a view, a container or a part of an
# entity, and a subclass of one goes through the isinstance tests).
_LEAF_TYPES = frozenset({str, int, float, bool, Markup, Literal, URIRef, Window})


def _plain(value):
    if isinstance(value, NodeView):
        return value.to_json()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


class EntityReader:
    """Reads one entity from a store for a reader of one language."""

    def __init__(self, store, base: str, lang: str = "en"):
        self.store = store
        self.base = base
        self.lang = lang
        self.vocab = vocabulary()
        self.blank_nodes = False  # whether a page read made a blank node view (to be renamed)
        # The labels.Facts that read the statements of each unlabelled membership (and demand...)
        # of the page, so that what else needs them (the picture's people) asks no query again.
        self.facts_of: dict = {}
        # The labels (rdfs:label, schema:name, skos:prefLabel, schema:headline) of the IRIs this
        # page looked up, found or not: labels_of.rq and entity_in_labelled.rq read the same.
        self.labels_read: dict[Node, list] = {}

    # -- terms -------------------------------------------------------------------------------

    def described(self, items: list[tuple[Node, list]]) -> list[NodeView]:
        """`node()` of each (term, labels); what has no label is named once the page is read
        (webapp/labels.py: memberships by member, kind and years, evidence by source...)."""
        return [self.node(term, labels) for term, labels in items]

    def node(self, term: Node, labels=()) -> NodeView:
        # Most terms are IRIs, tested first by their class itself (rdflib's classes are ABCs: an
        # isinstance test of one costs 3-4 times a class comparison; a page makes 50-300 views).
        if type(term) is not URIRef:
            if isinstance(term, Literal):
                return NodeView("literal", str(term), lang=term.language,
                                datatype=str(term.datatype) if term.datatype else None)
            if isinstance(term, BNode):
                self.blank_nodes = True
                return NodeView("bnode", str(term))
        value = str(term)
        chosen = pick_literal(labels, self.lang) if labels else None
        label, label_lang = (None, None) if chosen is None else (str(chosen), other_language(chosen, self.lang))
        if label is None and (value in self.vocab.terms or value.startswith(CANPOL_NS)):
            label = self.vocab.label(value, self.lang)
        path = path_for_iri(self.base, value)
        if value.startswith(CANPOL_NS):
            return NodeView("iri", value, label=label, term=value[len(CANPOL_NS):], label_lang=label_lang)
        return NodeView("iri", value, label=label, path=path, label_lang=label_lang,
                        href=value if path is None and is_web_iri(value) else None)

    def labelled(self, term: Node) -> NodeView:
        """A term with its label looked up (for the few values read without their labels)."""
        if not isinstance(term, URIRef) or str(term).startswith(CANPOL_NS) or str(term) in self.vocab.terms:
            return self.node(term)
        rows = self.store.select(load_query("labels_of"), {"s": term})
        return self.node(term, [r["label"] for r in rows])

    def labels_of(self, terms) -> dict[Node, list]:
        """The labels of the IRIs among `terms`, read with one query (ontology terms are named by
        the vocabulary, literals and blank nodes need none). What this page read already (here
        or with the incoming links, which read the same label properties) is not read again."""
        found: dict[Node, list] = defaultdict(list)
        wanted = [t for t in dict.fromkeys(terms) if isinstance(t, URIRef) and
                  not str(t).startswith(CANPOL_NS) and str(t) not in self.vocab.terms]
        missing = [t for t in wanted if t not in self.labels_read]
        if missing:
            for s, label in select_tuples(self.store, load_query("labels_of"), {"s": missing}, ("s", "label")):
                if label not in found[s]:
                    found[s].append(label)
            for t in missing:
                self.labels_read[t] = list(found.get(t, ()))
        for t in wanted:
            if t not in found and self.labels_read[t]:
                found[t] = list(self.labels_read[t])
        return found

    def prop(self, iri: str) -> NodeView:
        view = NodeView("iri", iri, label=self.vocab.label(iri, self.lang))
        if iri.startswith(CANPOL_NS):
            view.term = iri[len(CANPOL_NS):]
        elif is_web_iri(iri):
            view.href = iri
        return view

    # -- reading -----------------------------------------------------------------------------

    def exists(self, iri: URIRef) -> bool:
        return self.store.ask(load_query("entity_exists"), {"s": iri})

    def out_rows(self, iri: URIRef) -> list[tuple]:
        """The entity's statements as (p, o, g) rows (at most OUT_CAP * 3)."""
        return list(islice(select_tuples(self.store, load_query("entity_out"), {"s": iri}, ("p", "o", "g")),
                           OUT_CAP * 3))

    def incoming_subjects(self, iri: URIRef, prop: URIRef) -> list[tuple[Node, tuple[str, ...]]]:
        """Every resource linking to `iri` by `prop` with the graphs saying so, in SPARQL's order
        of terms (blank nodes first, then IRIs by code point): the list a hub's pages are cut from,
        the same on every store. Read whole and remembered for the snapshot (like
        `incoming_properties`), so that further pages cost only their labels."""
        from .catalog import shared_memo

        def read():
            graphs: dict[Node, set] = defaultdict(set)
            names: dict[str, str] = {}  # one string per graph IRI, shared by the links it makes
            for row in self.store.iter_select(load_query("entity_in"), {"o": iri, "p": prop}):
                g = str(row["g"])
                graphs[row["x"]].add(names.setdefault(g, g))
            order = self._subject_order(iri, prop, graphs)
            return [(x, tuple(sorted(gs))) for x, gs in sorted(graphs.items(), key=lambda kv: order(kv[0]))]

        # Most lists are a riding's ~60 links, cheaper to read than a file: only hubs' are written.
        return shared_memo(self.store, "in-subjects", (iri, prop), read, claim=False)

    def _subject_order(self, iri: URIRef, prop: Node, subjects):
        """The key that orders resources linking to `iri` by `prop` as SPARQL orders terms (blank
        nodes first, then IRIs by code point), the blank nodes among them by what they hold: their
        ids are each store's own, so without this a list cut into pages would be cut differently
        on each store."""
        if not any(type(x) is not URIRef and isinstance(x, BNode) for x in subjects):
            return _sparql_order
        held: dict[Node, set] = defaultdict(set)
        for row in self.store.iter_select(load_query("blank_subjects_content"), {"o": iri, "p": prop}):
            held[row["x"]].add((str(row["p2"]), str(row.get("p3") or ""), *_term_parts(row["v"])))
        return lambda x: (isinstance(x, URIRef), str(x) if isinstance(x, URIRef) else "",
                          tuple(sorted(held.get(x, ()))))

    def incoming(self, iri: URIRef, prop: URIRef, offset: int = 0, size: int = IN_PAGE):
        """One page of the resources linking to `iri` by `prop`: ([(node, [graphs])], more, total).
        Pages split the list in `incoming_subjects` order, so that page 2 follows page 1 on any
        store; a list that fits in one page is shown by label like short lists."""
        subjects = self.incoming_subjects(iri, prop)
        page = subjects[offset:offset + size]
        more = len(subjects) > offset + size
        labels = self.labels_of([x for x, _ in page])
        views = self.described([(x, labels[x]) for x, _ in page])
        values = [(view, list(gs)) for view, (_, gs) in zip(views, page)]
        if offset == 0 and not more:
            values.sort(key=lambda v: term_key(*v))
        return values, more, len(subjects)

    def _incoming_small(self, iri: URIRef, labelled: bool = True) -> list[Group] | None:
        """All incoming links in one query when there are few (most entities); None for hubs.
        Unless `labelled`, the links are read without the linking resources' labels, which are
        then read for the resources the page shows only (`_label_shown`): a riding is linked by
        ~50 memberships and shows 20, and each label looked up is a block of the statement index
        read on a first visit (`cold7`)."""
        by_prop: dict[Node, dict[Node, tuple[list, set]]] = {}
        if labelled:
            rows = select_tuples(self.store, load_query("entity_in_labelled"), {"o": iri}, ("x", "p", "g", "label"))
        else:
            rows = ((x, p, g, None) for x, p, g in
                    select_tuples(self.store, load_query("entity_in_links"), {"o": iri}, ("x", "p", "g")))
        for i, (x, p, g, label) in enumerate(rows):
            if i == IN_SMALL:
                return None
            subjects = by_prop.get(p)
            if subjects is None:
                subjects = by_prop[p] = {}
            entry = subjects.get(x)
            if entry is None:
                entry = subjects[x] = ([], set())
            if label is not None and label not in entry[0]:
                entry[0].append(label)
            entry[1].add(str(g))
        if labelled:
            for subjects in by_prop.values():  # every label of every linking resource was read
                for x, (labels, _) in subjects.items():
                    known = self.labels_read.setdefault(x, [])
                    known.extend(label for label in labels if label not in known)
        # A list longer than a page shows the first page `incoming()` cuts (so that "more"
        # continues it); a list that fits in a page is shown by label, as there.
        shown = {}
        for p, subjects in by_prop.items():
            order = self._subject_order(iri, p, subjects) if len(subjects) > IN_PAGE else _sparql_order
            shown[p] = sorted(subjects.items(), key=lambda kv: order(kv[0]))[:IN_PAGE]
        if not labelled and not self._label_shown([x for items in shown.values() for x, _ in items], by_prop):
            return self._incoming_small(iri)
        views = iter(self.described([(x, labels) for items in shown.values() for x, (labels, _) in items]))
        groups = []
        for p, items in shown.items():
            group = Group(self.prop(str(p)), more=len(by_prop[p]) > IN_PAGE, total=len(by_prop[p]),
                          values=[(next(views), sorted(gs)) for _, (_, gs) in items])
            group.window = Window("offset", len(by_prop[p]), 0, IN_PAGE, IN_PAGED, (("in", str(p)),))
            if not group.more:
                group.values.sort(key=lambda v: term_key(*v))
            groups.append(group)
        return groups

    def _label_shown(self, shown: list, by_prop: dict) -> bool:
        """Put the labels of the linking resources `shown` into their entries of `by_prop` (as
        entity_in_labelled.rq would have read them: the same label properties); False, with
        nothing read, when one of them is a blank node, which cannot be bound to a query.
        Memberships are read with their statements and the names of what these point to
        (labels.Facts, which names them where the page lists them and draws their holders in
        the picture): their labels are among those statements, so that each is read once."""
        if any(type(x) is not URIRef and isinstance(x, BNode) for x in shown):
            return False
        missing = [x for x in dict.fromkeys(shown) if x not in self.labels_read]
        memberships = [x for x in missing if (path_for_iri(self.base, str(x)) or "").startswith("membership/")]
        if memberships:
            from .labels import Facts

            facts = Facts(self.store, memberships, self.lang)
            for m in memberships:
                labels = [o for p, values in facts.values.get(m, {}).items() if p in LABEL_PROPERTIES for o in values]
                self.labels_read[m] = labels
                if not labels:  # named by labels.name_unlabelled_views from these statements
                    self.facts_of[m] = facts
        others = [x for x in missing if x not in self.labels_read]
        if others:
            found: dict[Node, list] = {x: [] for x in others}
            for s, label in select_tuples(self.store, load_query("labels_of"), {"s": others}, ("s", "label")):
                if label not in found[s]:
                    found[s].append(label)
            self.labels_read.update(found)
        for subjects in by_prop.values():
            for x, (labels, _) in subjects.items():
                known = self.labels_read.get(x)
                if known:
                    labels.extend(known)
        return True

    def incoming_properties(self, iri: URIRef) -> list[URIRef]:
        """The properties linking to `iri`. For a hub (the House, a party) this reads every link,
        so it is remembered for the snapshot."""
        from .catalog import shared_memo

        return shared_memo(self.store, "in-properties", iri, lambda: [
            row["p"] for row in self.store.select(load_query("entity_in_properties"), {"o": iri})], claim=False)

    def read(self, iri: URIRef, in_prop: str | None = None, in_offset: int = 0,
             out_prop: str | None = None, out_offset: int = 0, votes_offset: int = 0,
             interventions_offset: int = 0, claims_offset: int = 0, list_size: int = LIST_PAGE,
             speakers_offset: int = 0, members_offset: int = 0, story_offset: int = 0) -> Entity:
        rows = self.out_rows(iri)
        by_prop: dict[str, dict[Node, set]] = defaultdict(dict)
        own_labels: list[Literal] = []
        types: list[str] = []
        named_by: list[Node] = []  # the values of its label properties, literals or not
        for p, o, g in rows:
            p, g = str(p), str(g)
            by_prop[p].setdefault(o, set()).add(g)
            if p in LABEL_PROPERTIES and o not in named_by:
                named_by.append(o)
                if isinstance(o, Literal):
                    own_labels.append(o)
            if p == _RDF_TYPE and str(o) not in types:
                types.append(str(o))
        # Its statements hold what labels_of.rq would read of it (the same properties), for the
        # page's own view (`name_unlabelled`) and its links to itself: not asked again. Only when
        # all its statements were read (not cut at the cap) and no two labels have the same text,
        # so that no choice among them (`pick_literal` breaks ties by text; a motion's title
        # takes the language of the label of its text) depends on the order the two queries
        # give them in.
        if len(rows) < OUT_CAP * 3 and len({str(o) for o in named_by}) == len(named_by):
            self.labels_read.setdefault(iri, named_by)
        labels_of = self.labels_of([o for values in by_prop.values() for o in values])
        kind = self.kind(types)
        memberships = self.memberships(iri) if kind == "person" else []
        graphs: set[str] = set()
        outgoing = []
        for p in sorted(by_prop, key=lambda p: (p != _RDF_TYPE, self.vocab.label(p, self.lang), p)):
            values = by_prop[p]
            for gs in values.values():
                graphs.update(gs)
            # One view per value, made once: it orders the values and is the one the page shows.
            views = {o: self.node(o, labels_of[o]) for o in values}
            items = sorted(values.items(), key=lambda kv: term_key(views[kv[0]], kv[1]))
            group = Group(self.prop(p), total=len(items))
            start = out_offset if out_prop == p else 0
            size = OUT_PAGE if out_prop != p else OUT_PAGED
            group.window = Window("offset", len(items), start, size, OUT_PAGED, (("out", p),))
            group.offset = start
            group.values = [(views[o], sorted(gs)) for o, gs in items[start:start + size]]
            group.more = len(items) > start + size
            group.disputed = self._disputed(iri, p, values, labels_of, by_prop)
            outgoing.append(group)

        incoming = self._incoming_small(iri, labelled=kind not in LINKED_BY_MANY) if in_prop is None else None
        incoming_is_large = incoming is None
        if incoming is None:
            incoming = []
            for p in self.incoming_properties(iri):
                offset = in_offset if in_prop == str(p) else 0
                size = IN_PAGE if in_prop != str(p) else IN_PAGED
                values, more, total = self.incoming(iri, p, offset, size)
                incoming.append(Group(self.prop(str(p)), values=values, more=more, offset=offset, total=total,
                                      window=Window("offset", total, offset, size, IN_PAGED, (("in", str(p)),))))
        for group in incoming:
            for _, gs in group.values:
                graphs.update(gs)
        from .labels import inverse_label

        for group in incoming:
            group.inverse = inverse_label(group.prop.value, self.lang)
        incoming.sort(key=lambda g: (g.inverse.lower(), g.prop.value))

        chosen = pick_literal(own_labels, self.lang)
        label = str(chosen) if chosen is not None else self._fallback_label(str(iri), types)
        entity = Entity(
            iri=str(iri), path=path_for_iri(self.base, str(iri)), lang=self.lang, label=label,
            label_lang=other_language(chosen, self.lang),
            labels=sorted(own_labels, key=lambda l: (l.language or "", str(l))),
            # canpol's own classes first (they make the page), then the others, each by label.
            types=sorted((self.node(URIRef(t)) for t in types),
                         key=lambda v: (not v.value.startswith(CANPOL_NS), term_key(v))), kind=kind,
            outgoing=outgoing, incoming=incoming, graphs={})
        entity.memberships = [{k: v for k, v in m.items() if k != "membership_term"} for m in memberships]
        # Events are found through incoming links; a hub (the House, a party: thousands of
        # memberships) would be read whole, so generic hubs list their links, paged, instead.
        hub = incoming_is_large
        if kind in ("person", "sitting", "motion") or (kind == "generic" and not hub):
            entity.events = self.events(iri)
        if kind == "motion":
            entity.demands, entity.decisions = self.demands(iri), self.decisions(iri)
            graphs.update(g for d in entity.decisions for g in d["graphs"])
        if kind == "party":  # through every membership of the party: remembered, as its events are
            from .catalog import shared_memo

            entity.incidents = shared_memo(self.store, "party-incidents", (iri, self.lang), lambda: self.incidents(iri))
        elif kind in INCIDENT_KINDS:
            entity.incidents = self.incidents(iri)
        if kind == "incident":
            entity.participants = self.participants(entity)
            entity.incident_parts = self.incident_parts(iri)
            graphs.update(g for part in entity.incident_parts for g in part["graphs"])
        if kind in ("event", "motion"):
            entity.participants = self.participants(entity)
            entity.evidence = self.evidence(iri)
            graphs.update(e["graph"] for e in entity.evidence)
        if kind == "source":
            entity.claims, total = self.claims(iri, claims_offset, list_size)
            entity.windows["claims"] = Window("claims", total, claims_offset, list_size)
        from . import record  # the official record's views (divisions, members' votes)

        if record.is_division(types):
            entity.division = record.division(self.store, iri, self.base, self.lang)
            if entity.division is not None:
                entity.division["reported"] = record.reports(self.store, iri, entity.division, self.base, self.lang)
                graphs.update(r["graph"] for r in entity.division["reported"])
        if kind == "sitting":
            entity.sitting_record = record.sitting(self.store, iri, self.base, self.lang)
            if entity.sitting_record is not None:
                speakers = entity.sitting_record["speakers"]
                window = entity.windows["speakers"] = Window("speakers", len(speakers), speakers_offset, list_size)
                entity.sitting_record["speakers"] = window.cut(speakers)
        if kind == "person":
            entity.votes = record.member_votes(self.store, iri, self.base, self.lang, votes_offset)
            entity.interventions = record.member_interventions(self.store, iri, self.base, self.lang,
                                                               interventions_offset)
            for name, listed in (("votes", entity.votes), ("said", entity.interventions)):
                entity.windows[name] = Window(name, listed["total"], listed["offset"], listed["size"])
        entity.graphs = self.describe_graphs(graphs)
        from .labels import name_unlabelled

        itself = self.node(iri)
        name_unlabelled(self, entity, [itself])
        if not own_labels and itself.label:
            entity.label, entity.label_lang = itself.label, itself.label_lang
        self._story(entity, iri, Window("members", 0, members_offset, list_size))
        if entity.story:  # a party's story holds up to 400 events, a long career's more
            window = entity.windows["story"] = Window("story", len(entity.story), story_offset, STORY_PAGE)
            entity.story = window.cut(entity.story)
        if self.blank_nodes:  # most pages have none: no need to walk the whole page
            name_blank_nodes(_views(entity))
        return entity

    def _story(self, entity: Entity, iri: URIRef, members: Window) -> None:
        """The story views of person, party, sitting and motion pages (webapp/story.py), built
        once every view of the page has its label; `members` the window of a party's current
        members the page shows (its total set here)."""
        from . import story

        if entity.kind in ("person", "sitting", "motion", "party", "riding"):
            took_part, _mentioned = story.split_mentions(entity.events)
            entity.news = story.news(self, entity)
        if entity.kind == "person":
            entity.summary = story.person_summary(self.store, entity.memberships, self.lang)
            entity.links = story.links_out(entity, self.lang)
            story.with_others(self, took_part, entity.iri)
            entity.story = story.incidents(took_part)
        elif entity.kind == "sitting":
            entity.story = story.incidents(took_part)
            entity.motions = story.sitting_motions(self.store, entity.story, self.lang)
        elif entity.kind == "party":
            from .catalog import shared_memo

            # Read whole for a party (thousands of memberships): remembered for the snapshot and
            # shared by the web workers (webapp/sharedviews.py).
            entity.party = dict(shared_memo(self.store, "party-view", (iri, self.lang),
                                     lambda: story.party_view(self.store, iri, self.base, self.lang)))
            # (a copy: the shared view keeps every current member, the page shows one window of them)
            members.total = len(entity.party["current"])
            entity.windows["members"] = members
            entity.party["current"] = members.cut(entity.party["current"])
            # (its views hold no blank node, and what the story adds to them is the same each time)
            entity.story = story.incidents(shared_memo(self.store, "party-events", (iri, self.lang),
                                                lambda: self.party_events(iri)))
        elif entity.kind == "motion":
            entity.motion = story.motion_view(self, entity)
            if entity.motion["title"]:
                entity.label, entity.label_lang = entity.motion["title"], entity.motion["title_lang"]

    def party_events(self, iri: URIRef, cap: int = 400) -> list[dict]:
        """Dated events of the party's members while they were members, as `events` gives them
        (with who took part), newest first."""
        found: dict[Node, dict] = {}
        for row in islice(self.store.iter_select(load_query("party_events"), {"party": iri}), cap * 4):
            e = found.setdefault(row["e"], {"date": str(row["date"]), "roles": set(), "who": set()})
            e["roles"].add(str(row["role"]))
            if isinstance(row["person"], URIRef):  # an unnamed member ("a Liberal MP") has no page
                e["who"].add(row["person"])
        if not found:
            return []
        keys = sorted(found, key=lambda k: (found[k]["date"], str(k)), reverse=True)[:cap]
        facts: dict[Node, dict] = {k: {"types": set(), "labels": [], "sittings": set(), "graphs": set(),
                                       "incidents": set(), "positions": set()} for k in keys}
        for row in self.store.iter_select(load_query("event_kinds"), {"e": keys}):
            f = facts[row["e"]]
            f["graphs"].add(str(row["g"]))
            if row["p"] == RDF.type:
                f["types"].add(str(row["v"]))
            elif row["p"] == RDFS.label:
                f["labels"].append(row["v"])
            elif str(row["p"]) == str(CANPOL.partOfIncident):
                f["incidents"].add(row["v"])
            elif str(row["p"]) == str(CANPOL.positionInIncident):
                f["positions"].add(int(row["v"]) if str(row["v"]).isdigit() else 0)
            else:
                f["sittings"].add(row["v"])
        people = self.labels_of([p for k in keys for p in found[k]["who"]])
        out = []
        for k in keys:
            f = facts[k]
            out.append({"event": self.node(k, f["labels"]), "date": found[k]["date"],
                        "types": [self.node(URIRef(t)) for t in self._most_specific(f["types"])],
                        "roles": [self.prop(r) for r in sorted(found[k]["roles"])], "graphs": sorted(f["graphs"]),
                        "quotes": [], "who": sorted_terms(self.node(p, people[p]) for p in found[k]["who"]),
                        "sitting": self.node(min(f["sittings"], key=str)) if f["sittings"] else None,
                        "incident": self.node(min(f["incidents"], key=str)) if f["incidents"] else None,
                        "position": min(f["positions"]) if f["positions"] else None})
        from .labels import name_unlabelled_views

        name_unlabelled_views(self, [v for e in out for v in (e["sitting"], e["incident"]) if v is not None], None)
        return out

    def _fallback_label(self, iri: str, types: list[str]) -> str:
        """'ruling of the Chair · 2020-06-17/jagmeet-singh' for resources without a label."""
        path = path_for_iri(self.base, iri)
        specific = self._most_specific(set(types))
        if path and specific:
            return f"{self.vocab.label(specific[0], self.lang)} · {path.split('/', 1)[-1]}"
        return path or curie(iri) or iri

    def _disputed(self, iri: URIRef, prop: str, values: dict[Node, set], labels_of,
                  by_prop: dict[str, dict[Node, set]]) -> dict[str, list[NodeView]] | None:
        """Values by graph when at least two graphs assert this property and disagree: when the
        graphs' values stand for different things (`_same_value_keys`), not merely differ as terms
        ("Speaker" and « premier ministre » are names of offices; two blank nodes may be the same
        presumed person)."""
        by_graph: dict[str, set] = defaultdict(set)
        if prop in PER_SOURCE:
            return None
        for o, gs in values.items():
            for g in gs:
                by_graph[g].add(o)
        if len(by_graph) < 2:
            return None
        sets = {frozenset(v) for v in by_graph.values()}
        if len(sets) < 2:
            return None
        keys = self._same_value_keys(iri, prop, values, by_prop)
        if len({frozenset(keys[(o, g)] for o in os) for g, os in by_graph.items()}) < 2:
            return None
        return {g: sorted_terms(self.node(o, labels_of[o]) for o in os)
                for g, os in sorted(by_graph.items())}

    def _same_value_keys(self, iri: URIRef, prop: str, values: dict[Node, set],
                         by_prop: dict[str, dict[Node, set]]) -> dict[tuple[Node, str], object]:
        """A key per (value, graph) that is equal when two values stand for the same thing:
        - an IRI is itself;
        - a blank node presumed to be a person (canpol:presumedHolder, in its graph) is that person;
        - a role as reported is the office the same graph says the actor acted as
          (canpol:inCapacityOf), else what its words name (below);
        - a literal that is a name or alias of resources in the store is those resources (the same
          office named in English by one source and in French by another);
        - any other literal is its text, case folded (not its language tag).
        Values that stand for different things keep different keys, so real disagreements stay."""
        keys: dict[tuple[Node, str], object] = {
            (o, g): ("resource", str(o)) if isinstance(o, URIRef) else o for o, gs in values.items() for g in gs}
        if any(isinstance(o, BNode) for o in values):
            for row in self.store.select(load_query("presumed_values"), {"s": iri, "p": URIRef(prop)}):
                if (row["o"], str(row["g"])) in keys:
                    keys[(row["o"], str(row["g"]))] = ("resource", str(row["key"]))
        literals = [o for o in values if isinstance(o, Literal)]
        if not literals:
            return keys
        named: dict[str, set[str]] = defaultdict(set)  # text -> resources it names
        candidates = {variant: str(o) for o in literals for variant in _name_variants(str(o))}
        for row in self.store.select(load_query("named_by"), {"label": list(candidates)}):
            named[candidates[row["label"]]].add(str(row["key"]))
        capacity = by_prop.get(DESCRIBED_BY.get(prop, ""), {})
        posts = self._posts_named([str(o) for o in literals if not named.get(str(o))])
        for o, gs in values.items():
            if not isinstance(o, Literal):
                continue
            for g in gs:
                acted_as = frozenset(str(c) for c, cgs in capacity.items() if g in cgs)
                if acted_as:
                    keys[(o, g)] = ("resources", acted_as)
                elif named.get(str(o)):
                    keys[(o, g)] = ("resources", frozenset(named[str(o)]))
                elif str(o) in posts:
                    keys[(o, g)] = posts[str(o)]
                else:
                    keys[(o, g)] = ("text", str(o).casefold(), o.datatype)
        return keys

    def _posts_named(self, texts: list[str]) -> dict[str, tuple]:
        """A key for each role text that reads as a role in an organization the store names
        ("NDP Leader", "leader of the NDP": the role "leader" in the party named "NDP"): the
        office posted in it whose label is that role with one of its names, else the role and
        the organization. Two texts name the same post when their keys are equal."""
        readings = {t: _role_readings(t) for t in texts if len(t.split()) <= ROLE_WORDS}
        names = {v: org_text for rs in readings.values() for _, org_text in rs for v in _name_variants(org_text)}
        if not names:
            return {}
        orgs: dict[str, set[str]] = defaultdict(set)  # organization text -> resources it names
        for row in self.store.select(load_query("named_by"), {"label": list(names)}):
            orgs[names[row["label"]]].add(str(row["key"]))
        found = {r for rs in orgs.values() for r in rs}
        if not found:
            return {}
        org_names: dict[str, set[str]] = defaultdict(set)
        offices: dict[str, set[tuple[str, str]]] = defaultdict(set)  # organization -> (office, label)
        for row in self.store.select(load_query("posts_in"), {"org": [URIRef(r) for r in sorted(found)]}):
            if row.get("name") is not None:
                org_names[str(row["org"])].add(str(row["name"]).casefold())
            if row.get("office") is not None:
                offices[str(row["org"])].add((str(row["office"]), str(row["label"]).casefold()))
        out = {}
        for text, rs in readings.items():
            for role, org_text in rs:
                resources = orgs.get(org_text)
                if not resources:
                    continue
                role = role.casefold()
                spelled = {form for r in resources for n in org_names[r]
                           for form in (f"{role} of the {n}", f"{role} of {n}", f"{n} {role}")}
                office = frozenset(o for r in resources for o, label in offices[r] if label in spelled)
                out[text] = ("resources", office) if office else ("post", role, frozenset(resources))
                break
        return out

    def kind(self, types: list[str]) -> str:
        ancestors = set()
        for t in types:
            ancestors |= self.vocab.ancestors(t)
        for cls, kind in KINDS:
            if cls in ancestors:
                return kind
        return "generic"

    def memberships(self, iri: URIRef) -> list[dict]:
        from .labels import Facts

        found: dict[Node, dict] = {}
        rows = list(select_tuples(self.store, load_query("person_memberships"), {"s": iri},
                                  ("m", "g", "p", "o", "lp", "label")))
        rdfs_label = _RDFS_LABEL
        for key, g, p, o, lp, label in rows:
            m = found.get(key)
            if m is None:
                m = found[key] = {"types": set(), "graphs": set(), "values": {}, "labels": defaultdict(list)}
            m["graphs"].add(str(g))
            p = str(p)
            if p == _RDF_TYPE:
                m["types"].add(str(o))
            elif p in MEMBERSHIP_FIELDS:
                m["values"].setdefault(MEMBERSHIP_FIELDS[p], set()).add(o)
                if label is not None and str(lp) == rdfs_label and label not in m["labels"][o]:
                    m["labels"][o].append(label)
        # The same rows name these memberships where the page lists them (labels.Facts), so
        # they are not read again for that.
        if found:
            facts = Facts(None, [], self.lang, rows=((m, p, o, lp, label) for m, _g, p, o, lp, label in rows))
            self.facts_of.update(dict.fromkeys(found, facts))
        out = []
        for key, m in found.items():
            specific = self._most_specific(m["types"]) or [_MEMBERSHIP]
            item = {"membership": self.node(key), "type": self.node(URIRef(specific[0])),
                    "graphs": sorted(m["graphs"]), "from": None, "until": None, "membership_term": key}
            # One value per field; where sources give several, the least (the earliest date),
            # not the one the store happened to answer first.
            for name in MEMBERSHIP_FIELDS.values():
                if name not in m["values"]:
                    continue
                if name in ("from", "until", "known"):
                    item[name] = min(str(v) for v in m["values"][name])
                else:
                    item[name] = sorted_terms(self.node(v, m["labels"][v]) for v in m["values"][name])[0]
            out.append(item)
        # The term breaks ties, so the order is the same whatever order the store answers in.
        out.sort(key=lambda m: (m["from"] or "", m["until"] or "9999", term_key(m["membership"], m["graphs"])))
        return out

    def events(self, iri: URIRef) -> list[dict]:
        """Dated events, decisions and rulings linking to `iri`, and claims with evidence in the
        graph of the link (a sanction, an undated statement), with types, roles and quotes."""
        links: dict[Node, dict] = {}
        rows = select_tuples(self.store, load_query("entity_link_facts"), {"s": iri, "p": list(EVENT_FACTS)},
                             ("e", "role", "g", "p", "v", "g2"))
        for key, role, g, p, v, g2 in islice(rows, 20000):
            e = links.get(key)
            if e is None:
                e = links[key] = {"dates": [], "types": set(), "links": set(), "evidenced": set(),
                                  "sittings": set(), "incidents": set(), "positions": set()}
            p, g = str(p), str(g)
            e["links"].add((str(role), g))
            if p == _DATE:
                e["dates"].append(str(v))
            elif p == _RDF_TYPE:
                e["types"].add(str(v))
            elif p == _DURING_SITTING:
                e["sittings"].add(v)
            elif p == _PART_OF_INCIDENT:
                e["incidents"].add(v)
            elif p == _POSITION_IN_INCIDENT:
                e["positions"].add(int(v) if str(v).isdigit() else 0)
            elif str(g2) == g:  # evidence given in the graph that makes the link
                e["evidenced"].add((str(role), g))
        found: dict[Node, dict] = {}
        for key, e in links.items():
            if _INCIDENT in e["types"]:
                continue  # listed apart, with their parts (`incidents`)
            if e["dates"]:
                chosen = e["links"]
                date = min(e["dates"])  # the earliest, where sources disagree
            elif e["evidenced"]:
                chosen = e["evidenced"]
                date = self._claim_date(key)
            else:
                continue
            found[key] = {"date": date, "roles": {r for r, _ in chosen}, "types": e["types"],
                          "graphs": {g for _, g in chosen}, "quotes": {},
                          "sitting": min(e["sittings"], key=str) if e["sittings"] else None,
                          "incident": min(e["incidents"], key=str) if e["incidents"] else None,
                          "position": min(e["positions"]) if e["positions"] else None}
        if not found:
            return []
        for row in islice(self.store.iter_select(load_query("entity_event_quotes"), {"s": iri}), 5000):
            if row["e"] in found:
                found[row["e"]]["quotes"][(str(row["exact"]), str(row["source"]))] = str(row["g"])
        labels = self.labels_of(found)
        out = []
        for key, e in found.items():
            out.append({
                "event": self.node(key, labels[key]), "date": e["date"],
                "types": [self.node(URIRef(t)) for t in self._most_specific(e["types"])],
                "roles": [self.prop(r) for r in sorted(e["roles"])],
                "graphs": sorted(e["graphs"]),
                "quotes": [{"exact": q, "source": self.node(URIRef(s)), "graph": g}
                           for (q, s), g in sorted(e["quotes"].items())],
                "sitting": self.node(e["sitting"]) if e["sitting"] is not None else None,
                "incident": self.node(e["incident"]) if e["incident"] is not None else None,
                "position": e["position"],
            })
        out.sort(key=lambda e: (e["date"] or "", term_key(e["event"], e["graphs"])), reverse=True)
        return out

    def incidents(self, iri: URIRef) -> list[dict]:
        """The incidents `iri` takes part in (as participant, sitting, or party of a participant
        on the day), newest first, each with its title in the reader's language."""
        found: dict[Node, dict] = {}
        for row in self.store.iter_select(load_query("incidents_of"), {"s": iri}):
            item = found.setdefault(row["i"], {"dates": set(), "labels": []})
            item["dates"].add(str(row["date"]))
            if "label" in row and row["label"] not in item["labels"]:
                item["labels"].append(row["label"])
        out = [{"iri": str(i), "path": path_for_iri(self.base, str(i)), "date": min(item["dates"]),
                "label": pick(item["labels"], self.lang)} for i, item in found.items()]
        out.sort(key=lambda i: (i["date"], i["iri"]), reverse=True)
        return out

    def incident_parts(self, iri: URIRef) -> list[dict]:
        """The parts of an incident in the order of its story (canpol:positionInIncident), each
        with its types, date, the graphs describing it and the quotes of its sources."""
        found: dict[Node, dict] = {}
        for row in self.store.iter_select(load_query("incident_parts"), {"i": iri, "p": list(PART_FACTS)}):
            item = found.setdefault(row["e"], {"positions": set(), "types": set(), "labels": [], "dates": set(),
                                               "graphs": set(), "quotes": {}})
            item["positions"].add(int(row["position"]))
            item["graphs"].add(str(row["g"]))
            p, v = row["p"], row["v"]
            if p == RDF.type:
                item["types"].add(str(v))
            elif p == RDFS.label:
                if v not in item["labels"]:
                    item["labels"].append(v)
            else:
                item["dates"].add(str(v))
        for row in self.store.iter_select(load_query("incident_quotes"), {"i": iri}):
            if row["e"] in found:
                found[row["e"]]["quotes"][(str(row["exact"]), str(row["source"]))] = str(row["g"])
        sources = self.source_infos([URIRef(s) for item in found.values() for _, s in item["quotes"]])
        out = []
        for key, item in found.items():
            out.append({
                "part": self.node(key, item["labels"]), "position": min(item["positions"]),
                "date": min(item["dates"]) if item["dates"] else None,
                "types": [self.node(URIRef(t)) for t in self._most_specific(item["types"])],
                "graphs": sorted(item["graphs"]),
                "quotes": [{"exact": q, "source": sources[URIRef(s)]["source"], "graph": g}
                           for (q, s), g in sorted(item["quotes"].items())],
            })
        out.sort(key=lambda part: (part["position"], term_key(part["part"])))
        return out

    def _claim_date(self, iri: Node) -> str | None:
        """The day an undated claim is about: when it ends or starts (a sanction's last day)."""
        values: dict[str, list[str]] = defaultdict(list)
        for r in islice(self.store.iter_select(load_query("describe_plain"), {"s": iri}), 200):
            values[str(r["p"])].append(str(r["o"]))
        for prop in DATE_PROPERTIES:
            if prop in values:
                return min(values[prop])
        return None

    def source_info(self, source: Node) -> dict:
        """Title, publisher, date and link of a source (from its own statements)."""
        return self.source_infos([source])[source]

    def source_infos(self, sources) -> dict[Node, dict]:
        """`source_info` of each source, those not yet remembered for the snapshot read with one
        query. Each caller gets its own copies (views get relabelled on pages)."""
        from .catalog import memo_table

        table = memo_table(self.store, "source")
        missing = [s for s in dict.fromkeys(sources) if (s, self.lang) not in table]
        statements: dict[Node, list] = {s: [] for s in missing}
        wanted = [s for s in missing if isinstance(s, URIRef)]
        if wanted:
            for row in islice(self.store.iter_select(load_query("describe_plain"), {"s": wanted}),
                              500 * len(wanted)):
                statements[row["s"]].append(row)
        for source in missing:
            table[(source, self.lang)] = self._source_info(source, statements[source])
        return {s: self._copied(table[(s, self.lang)]) for s in dict.fromkeys(sources)}

    def _copied(self, info: dict) -> dict:
        """A copy of a remembered dict of views: pages rename and relabel the views they show."""
        out = {}
        for k, v in info.items():
            if isinstance(v, NodeView):
                v = NodeView(**vars(v))
                self.blank_nodes |= v.kind == "bnode"
            out[k] = v
        return out

    def _source_info(self, source: Node, rows: list) -> dict:
        found: dict[str, list[str]] = defaultdict(list)
        for row in rows:
            name = SOURCE_FIELDS.get(str(row["p"]))
            value = str(row["o"])
            if name and (name != "url" or is_web_iri(value)):
                found[name].append(value)
        # Fields in a fixed order (JSON keys), each the least of its values when there are several.
        info = {"source": self.node(source)}
        info.update((name, min(found[name])) for name in SOURCE_FIELDS.values() if found[name])
        if "headline" in info or "name" in info:  # an article's headline, a dataset's name
            info["source"].label = info.get("headline") or info["name"]
        elif "handle" in info:  # a post embedded in an article: by its author's handle and day
            from .i18n import gettext as _

            info["source"].label = _("post by %(handle)s, %(date)s", handle=info["handle"],
                                     date=info.get("published") or "?")
        return info

    def evidence(self, iri: URIRef) -> list[dict]:
        """Each claiming graph's evidence for `iri`: quotes, their position, the source and the
        graph's confidence. (Three plain joins: one query with the three as UNION branches is
        evaluated over the whole store before the bound value is applied, ~10 s at 1 M triples.)"""
        found: dict[tuple, dict] = {}
        quoted = self.store.select(load_query("evidence_quotes"), {"e": iri})
        sources = self.source_infos([row["source"] for row in quoted])
        for row in quoted:
            key = (str(row["g"]), str(row["ev"]))
            item = found.setdefault(key, {"graph": key[0], "evidence": self.node(row["ev"]),
                                          "quotes": set(), "source": None})
            item["quotes"].add(str(row["exact"]))
            item.update(sources[row["source"]])
        positions: dict[tuple, list] = defaultdict(list)
        for row in self.store.select(load_query("evidence_positions"), {"e": iri}):
            positions[(str(row["g"]), str(row["ev"]))].append((int(row["start"]), int(row["end"])))
        for key, spans in positions.items():
            if key in found:  # the first span in the text when there are several
                found[key]["start"], found[key]["end"] = (str(n) for n in min(spans))
        confidence = {str(r["g"]): str(r["confidence"])
                      for r in self.store.select(load_query("evidence_confidence"), {"e": iri})}
        out = []
        for item in found.values():
            item["quotes"] = sorted(item["quotes"])
            if item["graph"] in confidence:
                item["confidence"] = confidence[item["graph"]]
            out.append(item)
        out.sort(key=lambda i: (i.get("published") or "", i["graph"], term_key(i["evidence"])))
        return out

    def claim_resources(self, iri: URIRef) -> list[tuple[str, tuple[str, ...]]]:
        """The resources the source's graphs type (not their bookkeeping), each with its types, in
        IRI order: the list a source's claims are paged from, the same on every engine. Read with
        their types only (a dataset's ~37,000 rows in ~0.25 s, against ~1 s for its every name and
        date) and remembered for the snapshot, so that a page of them costs only its own facts."""
        from .catalog import shared_memo

        def read():
            types: dict[str, set] = defaultdict(set)
            for row in self.store.iter_select(load_query("source_claim_types"), {"s": iri}):
                types[str(row["e"])].add(str(row["t"]))
            return [(e, tuple(sorted(ts))) for e, ts in sorted(types.items()) if e != str(iri) and
                    not any(t in BOOKKEEPING or t.startswith(str(OA)) for t in ts)]

        return shared_memo(self.store, "source-claims", iri, read, claim=False)

    def claims(self, iri: URIRef, offset: int = 0, size: int = LIST_PAGE) -> tuple[list[dict], int]:
        """One page of the resources the source's graphs type (`claim_resources`, cut in IRI order
        from `offset`), dated and named, by date; and how many there are in all. (Only the page's
        names and dates are read: an ORDER BY … LIMIT over all of them cost pyoxigraph seconds.)"""
        listed = self.claim_resources(iri)
        page = listed[offset:offset + size]
        found: dict[URIRef, dict] = {URIRef(e): {"types": set(ts), "labels": [], "date": None} for e, ts in page}
        if found:
            for row in self.store.iter_select(load_query("source_claims"), {"s": iri, "e": list(found)}):
                c = found.get(row["e"])
                p = str(row["p"])
                if c is None or p == str(RDF.type):
                    continue
                if p == str(CANPOL.date):
                    c["date"] = min(c["date"] or str(row["o"]), str(row["o"]))
                else:
                    c["labels"].append(row["o"])
        out = [{"resource": self.node(e, c["labels"]), "date": c["date"],
                "types": [self.node(URIRef(t)) for t in self._most_specific(c["types"])]}
               for e, c in found.items()]
        out.sort(key=lambda c: (c["date"] or "", term_key(c["resource"])))
        return out, len(listed)

    def describe_graphs(self, graphs: set[str]) -> dict[str, dict]:
        """A readable name and source for each named graph shown on the page (those not yet
        remembered for the snapshot read with two queries in all, not two per graph)."""
        from .catalog import memo_table

        table = memo_table(self.store, "graph")
        missing = [g for g in sorted(graphs) if (g, self.lang) not in table]
        if missing:
            source_of: dict[str, Node] = {}
            for row in self.store.iter_select(load_query("graph_source"), {"g": [URIRef(g) for g in missing]}):
                known = source_of.get(str(row["g"]))  # the least IRI when a graph names several
                if known is None or str(row["source"]) < str(known):
                    source_of[str(row["g"])] = row["source"]
            details = self.source_infos(source_of.values())
            # graphs of no source (the derived incidents graph) go by their own label
            own = self.labels_of([URIRef(g) for g in missing if g not in source_of])
            for g in missing:
                label = pick(own[URIRef(g)], self.lang) if own.get(URIRef(g)) else None
                info = {"label": label or path_for_iri(self.base, g) or g, "path": path_for_iri(self.base, g)}
                if g in source_of:
                    found = details[source_of[g]]
                    info.update({k: v for k, v in found.items() if k not in ("headline", "name")})
                    info["label"] = found.get("headline") or found.get("name") or info["label"]
                table[(g, self.lang)] = info
        # Copies: the page renames blank nodes in what it shows, the snapshot's table stays as read.
        return {g: self._copied(table[(g, self.lang)]) for g in sorted(graphs)}

    def demands(self, iri: URIRef) -> list[dict]:
        """What a motion asks, in order."""
        found: dict[Node, dict] = {}
        for row in self.store.select(load_query("motion_demands"), {"m": iri}):
            item = found.setdefault(row["d"], {"demand": self.node(row["d"]), "text": None, "position": None,
                                               "texts": []})
            p = str(row["p"])
            if p == str(CANPOL.demandText):
                item["texts"].append(row["o"])
            elif p == "http://schema.org/position":
                item["position"] = int(row["o"]) if str(row["o"]).isdigit() else None
        for item in found.values():  # the reader's language, the least text among equals
            chosen = pick_literal(item.pop("texts"), self.lang)
            item["text"], item["lang"] = (None if chosen is None else str(chosen)), other_language(chosen, self.lang)
        return sorted(found.values(), key=lambda d: (d["position"] is None, d["position"] or 0, term_key(d["demand"])))

    def decisions(self, iri: URIRef) -> list[dict]:
        """The House's decisions on a motion, as each source reports them."""
        found: dict[tuple, dict] = {}
        for row in self.store.select(load_query("motion_decisions"), {"m": iri}):
            item = found.setdefault((row["dec"], str(row["g"])), {
                "decision": self.node(row["dec"]), "graphs": [str(row["g"])], "facts": {}})
            p = str(row["p"])
            if p in DECISION_FIELDS:
                item["facts"].setdefault(DECISION_FIELDS[p], []).append(self.labelled(row["o"]))
        out = sorted(found.values(), key=lambda d: (term_key(d["decision"]), d["graphs"]))
        for item in out:  # facts in DECISION_FIELDS order, each list in term order
            item["facts"] = {name: sorted_terms(item["facts"][name])
                             for name in DECISION_FIELDS.values() if name in item["facts"]}
        return out

    def participants(self, entity: Entity) -> list[dict]:
        """People and bodies an event links to, each with its role(s) and the graphs saying so."""
        roles: dict[str, dict] = {}
        for group in entity.outgoing:
            for value, graphs in group.values:
                if value.kind == "iri" and value.path and value.path.startswith(PARTICIPANT_KINDS):
                    item = roles.setdefault(value.value, {"who": value, "roles": [], "graphs": set()})
                    item["roles"].append(group.prop)
                    item["graphs"].update(graphs)
        described = [str(v.value) for g in entity.outgoing
                     if g.prop.value == str(CANPOL.roleDescription) for v, _ in g.values]
        out = []
        for item in roles.values():
            out.append({"who": item["who"], "roles": item["roles"], "graphs": sorted(item["graphs"])})
        out.sort(key=lambda i: (i["who"].path.split("/")[0] != "person", term_key(i["who"])))
        if described:
            out.append({"who": None, "reported_as": described, "roles": [], "graphs": []})
        return out

    def _most_specific(self, types: set[str]) -> list[str]:
        """Drop types that are ancestors of another type of the same resource."""
        keep = []
        for t in sorted(types):
            if not any(t != other and t in self.vocab.ancestors(other) for other in types):
                keep.append(t)
        return keep

    # -- data documents ------------------------------------------------------------------------

    def data_document(self, iri: URIRef, format_name: str, offset: int = 0) -> bytes | None:
        """The RDF document of a resource in a triple format: what it says (with its blank
        nodes) and what links to it, written by the store's engine; None when nothing is known.
        A hub's document is cut into pages of DOC_STATEMENTS statements in the query's order (its
        own statements first, then the links to it): this is the page from `offset`."""
        # the resource bound inside the sorted sub-select, where the engine joins from it (a VALUES
        # block outside would meet the rows of every resource); its term escaped as everywhere
        rows = with_values_inside(load_query("entity_document_rows"), {"s": iri})
        query = DOCUMENT_PAGE.format(rows=rows, limit=int(DOC_STATEMENTS), offset=int(offset))
        return self.store.construct_document(query, None, format_name,
                                             {prefix: str(ns) for prefix, ns in PREFIXES.items()})

    def data_document_size(self, iri: URIRef) -> int:
        """How many statements (of the union of the graphs, before duplicates are merged) the
        whole RDF document of `iri` holds: more than DOC_STATEMENTS makes it paged."""
        rows = self.store.select(load_query("entity_document_size"), {"s": iri})
        return int(rows[0]["n"]) if rows else 0
