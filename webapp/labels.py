"""Readable names for what a page shows that has no label of its own: memberships ("NDP member,
2019–"), evidence ("quote from ‹title›"), sources by title, sittings by date, demands by their
text, blank nodes by what they hold; and the wording of incoming links ("mentioned in")."""

from __future__ import annotations

from collections import defaultdict
from datetime import date as Date
from itertools import islice

from rdflib import RDF, RDFS, BNode, Literal, URIRef

from canpol.graph.store import select_tuples
from canpol.graph.terms import iri_term
from canpol.ontology import CANPOL, OA, ORG, SCHEMA

from .i18n import gettext as _
from .i18n import lazy_gettext
from .ordering import term_key
from .pagequeries import load_query
from .vocabulary import other_language, other_language_tag, pick, pick_literal

# How a reader says "X links to this page's entity by P", by P (the fallback: "is P of").
INVERSE = {
    str(CANPOL.mentions): lazy_gettext("mentioned in"),
    str(OA.hasBody): lazy_gettext("quoted in"),
    str(OA.hasSource): lazy_gettext("passages quoted from it"),
    str(OA.hasTarget): lazy_gettext("annotations of it"),
    str(CANPOL.evidence): lazy_gettext("evidence for"),
    str(CANPOL.member): lazy_gettext("memberships and offices"),
    str(CANPOL.organization): lazy_gettext("members and office holders"),
    str(CANPOL.office): lazy_gettext("held by"),
    str(CANPOL.district): lazy_gettext("members for this riding"),
    str(CANPOL.agent): lazy_gettext("acted in"),
    str(CANPOL.target): lazy_gettext("targeted by"),
    str(CANPOL.participant): lazy_gettext("took part in"),
    str(CANPOL.mover): lazy_gettext("moved"),
    str(CANPOL.opposedBy): lazy_gettext("opposed"),
    str(CANPOL.ruledBy): lazy_gettext("ruled on"),
    str(CANPOL.concernsMember): lazy_gettext("rulings about this member"),
    str(CANPOL.sanctionedPerson): lazy_gettext("sanctions"),
    str(CANPOL.concernsMotion): lazy_gettext("events about this motion"),
    str(CANPOL.decides): lazy_gettext("decided by"),
    str(CANPOL.duringSitting): lazy_gettext("during this sitting"),
    str(CANPOL.inSession): lazy_gettext("sittings of this session"),
    str(CANPOL.ofParliament): lazy_gettext("sessions of this Parliament"),
    str(CANPOL.duringParliament): lazy_gettext("during this Parliament"),
    str(ORG.postIn): lazy_gettext("offices"),
    str(CANPOL.province): lazy_gettext("in this province"),
    str(CANPOL.subject): lazy_gettext("subject of"),
    str(CANPOL.demand): lazy_gettext("demand of"),
    str(CANPOL.embeddedIn): lazy_gettext("embedded posts"),
    str(CANPOL.author): lazy_gettext("author of"),
    str(CANPOL.speaker): lazy_gettext("spoke in"),
    str(CANPOL.voter): lazy_gettext("votes"),
    "http://www.w3.org/ns/prov#wasDerivedFrom": lazy_gettext("source of"),
    str(CANPOL.hasMembership): lazy_gettext("member"),
}


def inverse_label(prop: str, lang: str) -> str:
    """The heading of the resources linking to a page by `prop`: how a reader says it, else the
    ontology's inverse or "is … of" (vocabulary.inverse_label)."""
    known = INVERSE.get(prop)
    if known is not None:
        return str(known)
    from .vocabulary import vocabulary

    return vocabulary().inverse_label(prop, lang)


def years(start: str | None, until: str | None) -> str:
    """'2019–', '2019–2021', '2019' (same year) or '' from two ISO dates."""
    first, last = (start or "")[:4], (until or "")[:4]
    if not first and not last:
        return ""
    if first == last:
        return first
    return f"{first}–{last}"


def _initials(label: str) -> str:
    return "".join(word[0] for word in label.replace("-", " ").split() if word[:1].isalpha()).upper()


def _subsequence(short: str, letters: str) -> bool:
    it = iter(letters)
    return all(c in it for c in short)


def short_name(labels: list, abbreviations: list, lang: str) -> str | None:
    """A party's short name for a reader of `lang`: the abbreviation spelled by the initials of
    its name in that language (abbreviations carry no language tag: NDP and NPD, CPC and PCC),
    else its least abbreviation, else its name."""
    name = pick(labels, lang)
    shorts = sorted({str(a) for a in abbreviations})
    if name:
        letters = _initials(name)
        for short in shorts:
            if _subsequence(short.upper().replace(".", ""), letters):
                return short
    return shorts[0] if shorts else name


def long_date(iso: str) -> str:
    """'February 22, 2021' / '22 février 2021' for an ISO date (the text itself if it is not one)."""
    from .i18n import local_date

    return local_date(iso)


def sitting_label(path: str) -> str | None:
    """'Sitting of February 22, 2021' for a sitting's path sitting/43-2/2021-02-22."""
    day = path.rsplit("/", 1)[-1]
    try:
        Date.fromisoformat(day)
    except ValueError:
        return None
    return _("Sitting of %(date)s", date=long_date(day))


_ABBREVIATION, _RDFS_LABEL = str(CANPOL.abbreviation), str(RDFS.label)
_RDF_TYPE_IRI = URIRef(str(RDF.type))


class Facts:
    """The statements of some resources with the labels of their objects (two queries), read once
    from the solutions into plain tables: s -> property IRI -> [o], and o -> its names."""

    def __init__(self, store, terms: list, lang: str, rows=None):
        """The statements of `terms` read from the store (`_read`), or taken from `rows` already
        read: tuples (s, p, o, lp, label) of named_facts.rq's columns, lp and label None where
        the object has no name (a person's memberships, linked.memberships)."""
        self.lang = lang
        self.values: dict = defaultdict(dict)  # s -> p -> [o]
        self.labels: dict = defaultdict(list)  # o -> labels
        self.abbreviations: dict = defaultdict(list)
        self.rdfs_labels: dict = defaultdict(list)  # o -> its rdfs:label only (the picture's people: pages._picture_members)
        if rows is None:
            if not terms:
                return
            rows = self._read(store, terms)
        values = self.values
        name = self._name
        for s, p, o, lp, label in rows:
            by_property = values[s]
            p = str(p)
            found = by_property.get(p)
            if found is None:
                by_property[p] = [o]
            elif o not in found:
                found.append(o)
            if label is not None:
                name(o, str(lp), label)

    def _name(self, o, lp: str, label) -> None:
        into = self.abbreviations if lp == _ABBREVIATION else self.labels
        if label not in into[o]:
            into[o].append(label)
        if lp == _RDFS_LABEL and label not in self.rdfs_labels[o]:
            self.rdfs_labels[o].append(label)

    def _read(self, store, terms: list) -> list:
        """The statements of `terms`, then the names of the IRIs they point to (two queries), as
        rows of named_facts.rq. Blank nodes cannot be bound to a query: when a statement points
        to one, named_facts.rq reads the names with the statements, in one query."""
        statements = list(islice(select_tuples(store, load_query("describe_plain"), {"s": terms}, ("s", "p", "o")),
                                 200 * len(terms)))
        # The IRIs among the objects, once each, in the order read, in one pass (the test for
        # blank nodes was a pass of its own; rdflib's classes are ABCs, whose isinstance tests
        # cost 3-4 times a class comparison: a riding's 20 memberships have ~120 statements).
        found: dict[URIRef, None] = {}
        for _s, p, o in statements:
            if type(o) is URIRef:  # the engine's terms are of these exact classes: no ABC test
                # (a class is named by the vocabulary: no label of a type is ever shown from here)
                if p != _RDF_TYPE_IRI:
                    found[o] = None
                continue
            if type(o) is Literal:
                continue
            if isinstance(o, BNode):
                return list(islice(select_tuples(store, load_query("named_facts"), {"s": terms},
                                                 ("s", "p", "o", "lp", "label")), 200 * len(terms)))
            if isinstance(o, URIRef):
                found[o] = None
        objects = list(found)
        if objects:
            name = self._name
            for o, lp, label in select_tuples(store, load_query("names_of"), {"o": objects}, ("o", "lp", "label")):
                name(o, str(lp), label)
        return [(s, p, o, None, None) for s, p, o in statements]

    def first(self, s, prop) -> object | None:
        """The value of `prop` whose text comes first (the first read of those that tie)."""
        found = self.values[s].get(str(prop))
        if not found:
            return None
        return found[0] if len(found) == 1 else min(found, key=str)

    def least(self, s, prop) -> str | None:
        found = self.values[s].get(str(prop))
        return min(map(str, found)) if found else None

    def name(self, term) -> str | None:
        return pick(self.labels.get(term, []), self.lang) if term is not None else None

    def short(self, term) -> str | None:
        if term is None:
            return None
        return short_name(self.labels.get(term, []), self.abbreviations.get(term, []), self.lang)


# The IRIs `membership_label` reads, as strings: it runs for every membership a page lists (a
# riding's ~20), and a namespace attribute makes a new URIRef on each use.
_TYPE, _MEMBER, _FROM, _UNTIL = str(RDF.type), str(CANPOL.member), str(CANPOL.validFrom), str(CANPOL.validUntil)
_ORGANIZATION, _OFFICE, _DISTRICT = str(CANPOL.organization), str(CANPOL.office), str(CANPOL.district)
_HOUSE, _OFFICE_HOLDING, _PARTY_MEMBERSHIP = (str(CANPOL.HouseMembership), str(CANPOL.OfficeHolding),
                                              str(CANPOL.PartyMembership))


def _first(values: dict, prop: str):
    """`Facts.first` of one resource's table: the value whose text comes first."""
    found = values.get(prop)
    if not found:
        return None
    return found[0] if len(found) == 1 else min(found, key=str)


def _least(values: dict, prop: str) -> str | None:
    found = values.get(prop)
    if not found:
        return None
    return str(found[0]) if len(found) == 1 else min(map(str, found))


def membership_label(facts: Facts, m, own: str | None = None) -> str | None:
    """'NDP member, 2019–', 'MP for Burnaby South, 2019–2021', 'Leader of the New Democratic
    Party, 2017–'; with the member's name first unless the page is the member's own (`own`)."""
    values = facts.values.get(m)
    member = _first(values, _MEMBER) if values else None
    if member is None:
        return None
    types = {str(t) for t in values.get(_TYPE, ())}
    span = years(_least(values, _FROM), _least(values, _UNTIL))
    district = _first(values, _DISTRICT) if _HOUSE in types else None
    office = _first(values, _OFFICE) if district is None and _OFFICE_HOLDING in types else None
    org = _first(values, _ORGANIZATION) if district is None and office is None else None
    if district is not None:
        what = _("MP for %(riding)s", riding=facts.name(district) or "?")
    elif office is not None:
        what = facts.name(office) or _("office holder")
    elif _PARTY_MEMBERSHIP in types and org is not None:
        what = _("%(party)s member", party=facts.short(org) or "?")
    elif org is not None:
        what = _("member of %(organization)s", organization=facts.name(org) or "?")
    else:
        what = _("membership")
    text = f"{what}, {span}" if span else what
    if own is not None and str(member) == own:
        return text
    return f"{facts.name(member) or _('unnamed person')}, {text}"


def name_unlabelled(reader, entity, extra=()) -> None:
    """Label, in place, the views of `entity` (and `extra` ones) that have none: memberships,
    evidence, demands, sources and sittings under the base, and the blank nodes of its statements."""
    from .linked import _views

    name_unlabelled_views(reader, [*_views(entity), *extra], entity.iri if entity.kind == "person" else None)
    _name_blank_nodes(reader, entity)


def motion_titles(reader, motions: list) -> dict:
    """The title of each motion (an IRI): its subject, else its first demand, in the reader's
    language where both are given, in sentence case (None when it has neither)."""
    return {m: None if title is None else title[0] for m, title in motion_titles_in(reader, motions).items()}


def motion_titles_in(reader, motions: list) -> dict:
    """`motion_titles` with the language of each title's text: (title, language or None)."""
    from .story import motion_title

    demands: dict = defaultdict(list)
    subjects: dict = defaultdict(list)
    if not motions:
        return {}
    for row in reader.store.select(load_query("motion_demand_texts"), {"m": motions}):
        position = int(row["position"]) if "position" in row and str(row["position"]).isdigit() else 99
        demands[row["m"]].append((position, row["text"]))
    for row in reader.store.select(load_query("motion_subjects"), {"m": motions}):
        subjects[row["m"]].append(row["text"])
    own_labels = reader.labels_of(motions)  # their languages, for texts a loader left untagged
    out = {}
    for m in motions:
        first = min((p for p, _ in demands[m]), default=None)
        texts = [t for p, t in demands[m] if p == first]
        subject = pick_literal(subjects[m], reader.lang) if subjects[m] else None
        text = pick_literal(texts, reader.lang) if texts else None
        title = motion_title([], [str(subject)] if subject else [], [{"text": str(text)}] if text else [], reader.lang)
        chosen = subject if subject is not None else text
        language = getattr(chosen, "language", None) or next(
            (label.language for label in own_labels.get(m, []) if str(label) == str(chosen)
             and getattr(label, "language", None)), None)
        out[m] = None if title is None else (title, language)
    return out


def name_unlabelled_views(reader, views, own: str | None) -> None:
    """Label the unlabelled views under the base among `views` (and title the motions among
    them); memberships of the person `own` without the person's name."""
    term = iri_term  # (the views' IRIs were read from the store: rdflib's check is not needed again)
    motions = [v for v in views if v.kind == "iri" and v.path and v.path.startswith("motion/")]
    titles = motion_titles_in(reader, list(dict.fromkeys(term(v.value) for v in motions)))
    for v in motions:
        title = titles.get(term(v.value))
        if title is not None:
            v.label, v.label_lang = title[0], other_language_tag(title[1], reader.lang)
        elif v.label:
            v.label = sentence_case(v.label)
    views = [v for v in views if v.kind == "iri" and not v.label and v.path]
    # Their own labels first, for the views built without them (a decision of a motion...).
    own_labels = reader.labels_of([term(v.value) for v in views])
    for v in views:
        if own_labels.get(term(v.value)):
            v.label = pick(own_labels[term(v.value)], reader.lang)
    views = [v for v in views if not v.label]
    by_kind: dict[str, list] = defaultdict(list)
    for v in views:
        by_kind[v.path.split("/", 1)[0]].append(v)
    wanted = list(dict.fromkeys(term(v.value) for k in ("membership", "demand", "run") for v in by_kind.get(k, [])))
    # What the page read already (a person's own memberships) is not read again.
    read = getattr(reader, "facts_of", None)
    known = read if read is not None else {}
    facts = Facts(reader.store, [t for t in wanted if t not in known], reader.lang)
    if read is not None:  # the page's picture draws the holders of these memberships from them
        read.update((t, facts) for t in wanted if t not in known)
    facts_of = {t: known.get(t, facts) for t in wanted}
    for v in by_kind.get("membership", []):
        v.label = membership_label(facts_of[term(v.value)], term(v.value), own)
    for v in by_kind.get("demand", []):
        text = pick_literal(facts_of[term(v.value)].values[term(v.value)].get(str(CANPOL.demandText), []),
                            reader.lang)
        v.label = sentence_case(str(text)) if text is not None else None
        v.label_lang = other_language(text, reader.lang)
    for v in by_kind.get("sitting", []):
        v.label = sitting_label(v.path)
    for v in by_kind.get("run", []):  # a load: by the software that made it
        software = facts_of[term(v.value)].least(term(v.value), SCHEMA.softwareVersion)
        v.label = _("a load by %(software)s", software=software) if software else _("a load")
    graphs = by_kind.get("graph", [])
    if graphs:  # a named graph by what it holds: the claims of its source
        described = reader.describe_graphs({v.value for v in graphs})
        for v in graphs:
            if v.path == REFERENCE_GRAPH:
                v.label = _("the reference knowledge base")
            elif described[v.value].get("source") is not None:
                v.label = _("claims of “%(title)s”", title=described[v.value]["label"])
    evidence = [term(v.value) for v in by_kind.get("evidence", [])]
    sources = [term(v.value) for v in by_kind.get("source", [])]
    quoted: dict = {}
    if evidence:
        for row in reader.store.select(load_query("evidence_sources"), {"ev": list(dict.fromkeys(evidence))}):
            quoted.setdefault(row["ev"], row["source"])
    infos = reader.source_infos(list(dict.fromkeys(sources + list(quoted.values())))) if sources or quoted else {}
    for v in by_kind.get("source", []):
        v.label = infos[term(v.value)]["source"].label
    for v in by_kind.get("evidence", []):
        source = quoted.get(term(v.value))
        title = infos[source]["source"].label if source is not None else None
        v.label = _("quote from “%(title)s”", title=title) if title else _("quote")


REFERENCE_GRAPH = "graph/reference"  # the reference KB's graph (docs/architecture.md, identifiers)
PASSAGE_SHOWN = 90  # characters of a quoted passage that name it


def _name_incoming_blank_nodes(reader, entity) -> None:
    """Blank nodes linking to the entity: a source's quoted passages by their words, others as
    unnamed resources."""
    blanks = [(group, v) for group in entity.incoming for v, _ in group.values if v.kind == "bnode"]
    if not blanks:
        return
    passages: dict[str, list] = defaultdict(list)
    if any(group.prop.value == str(OA.hasSource) for group, _ in blanks):
        for row in islice(reader.store.iter_select(load_query("source_passages"), {"s": URIRef(entity.iri)}), 5000):
            passages[str(row["b"])].append(str(row["exact"]))
    for group, view in blanks:
        if passages.get(view.value):
            words = min(passages[view.value])
            cut = words if len(words) <= PASSAGE_SHOWN else words[:PASSAGE_SHOWN].rsplit(" ", 1)[0] + " …"
            view.label = _("passage “%(words)s”", words=cut)
        else:
            view.label = _("unnamed resource")
    _sort_by_new_labels(group for group, _ in blanks)


def _name_blank_nodes(reader, entity) -> None:
    """Blank nodes of the entity's statements by what they hold (a passage of a source, a
    selector), else by the property they are the value of ("unnamed agent")."""
    _name_incoming_blank_nodes(reader, entity)
    blanks = [(group, v) for group in entity.outgoing for v, _ in group.values if v.kind == "bnode"]
    if not blanks:
        return
    held: dict[str, dict] = defaultdict(lambda: defaultdict(list))
    for row in islice(reader.store.iter_select(load_query("blank_facts"), {"s": URIRef(entity.iri)}), 2000):
        if isinstance(row["b"], BNode):
            held[str(row["b"])][str(row["p"])].append(row["v"])
    sources = [v for facts in held.values() for v in facts.get(str(OA.hasSource), [])]
    infos = reader.source_infos(sources) if sources else {}
    for group, view in blanks:
        facts = held.get(view.value, {})
        if facts.get(str(OA.hasSource)):
            source = sorted(facts[str(OA.hasSource)], key=str)[0]
            view.label = _("passage of “%(title)s”", title=infos[source]["source"].text)
        elif facts.get(str(CANPOL.roleDescription)):  # an actor a source names by a role only
            view.label = _("“%(role)s” (as reported)", role=pick(facts[str(CANPOL.roleDescription)], reader.lang))
        elif facts.get(str(OA.exact)):
            view.label = f"“{pick(facts[str(OA.exact)], reader.lang)}”"
        elif facts.get(str(OA.start)) and facts.get(str(OA.end)):
            view.label = _("characters %(start)s–%(end)s", start=facts[str(OA.start)][0], end=facts[str(OA.end)][0])
        elif facts.get(str(RDFS.label)) or facts.get(str(SCHEMA.name)):
            view.label = pick(facts.get(str(RDFS.label), []) + facts.get(str(SCHEMA.name), []), reader.lang)
        elif facts.get(str(RDF.type)):
            view.label = reader.vocab.label(str(sorted(facts[str(RDF.type)], key=str)[0]), reader.lang)
        else:
            view.label = _("unnamed %(what)s", what=group.prop.text)
    _sort_by_new_labels(group for group, _ in blanks)


def _sort_by_new_labels(groups) -> None:
    """Put the lists whose blank nodes were just named back in `term_key` order: they were sorted
    when those nodes had no label, so they kept the store's own row order, which differs between
    stores. A list shown in pages keeps the order its pages were cut in."""
    for group in {id(g): g for g in groups}.values():
        if not group.more and not group.offset:
            group.values.sort(key=lambda v: term_key(*v))


def sentence_case(text: str) -> str:
    """'que la Chambre…' -> 'Que la Chambre…': the first letter up, the rest as written (names
    and acronyms keep their capitals)."""
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text
