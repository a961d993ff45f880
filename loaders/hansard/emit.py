"""Stage 3, emit: a parsed, linked Hansard publication as the triples of its own named graph.

IRIs (docs/data-model.md): the sitting is the one the article loader mints for that day
(`id:sitting/{parl}-{sess}/{date}`), so news of the day and the record share it; interventions are
keyed by the record's own id, which the English and French editions share, so one intervention
carries its words in both languages, each from its own publication's graph; divisions are keyed
by session and number, votes by division and member. Every claim names the publication
(`prov:wasDerivedFrom`) and carries Web Annotation evidence: an XPath to the element and the code
point offsets in the publication's text as read (parse.TextCursor).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import NamedTuple

import pyoxigraph as ox
from rdflib.namespace import DCTERMS as _DCTERMS, PROV as _PROV, RDF as _RDF, RDFS as _RDFS, XSD as _XSD

from canpol.graph.iris import short_hash, slugify
from canpol.ontology import CANPOL as _CANPOL, OA as _OA, SCHEMA as _SCHEMA, VOCAB as _VOCAB

from .link import Link, Linker
from .parse import Division, Intervention, OrderOfBusiness, Publication

SOFTWARE = "canpol 0.1.0"


class _Terms:
    """A vocabulary's terms as engine (pyoxigraph) IRIs, made once each. Names go through the
    rdflib namespace first, so canpol's closed namespaces still reject a typo."""

    def __init__(self, namespace):
        self._namespace = namespace

    def __getattr__(self, name: str) -> ox.NamedNode:
        term = ox.NamedNode(str(getattr(self._namespace, name)))
        setattr(self, name, term)
        return term


# This stage writes engine terms directly: a Hansard graph holds thousands of literals, and an
# rdflib Literal costs several times an engine one, then must be converted for the store.
CANPOL, VOCAB, OA, SCHEMA = _Terms(_CANPOL), _Terms(_VOCAB), _Terms(_OA), _Terms(_SCHEMA)
RDF, RDFS, PROV, DCTERMS = _Terms(_RDF), _Terms(_RDFS), _Terms(_PROV), _Terms(_DCTERMS)
XSD_DATE, XSD_INTEGER, XSD_DATETIME = (ox.NamedNode(str(t)) for t in (_XSD.date, _XSD.integer, _XSD.dateTime))
BNode = ox.BlankNode


def URIRef(value) -> ox.NamedNode:
    return ox.NamedNode(str(value))


def Literal(value, lang: str | None = None, datatype=None) -> ox.Literal:
    """An engine literal: ints as xsd:integer, strings plain or language-tagged."""
    if isinstance(value, bool):
        raise TypeError("no booleans here")
    if isinstance(value, int):
        return ox.Literal(str(value), datatype=XSD_INTEGER)
    if lang:
        return ox.Literal(value, language=lang)
    if datatype is not None:
        return ox.Literal(value, datatype=datatype)
    return ox.Literal(value)
VOTE_OPTION = {"yeas": VOCAB.Yea, "nays": VOCAB.Nay, "paired": VOCAB.Paired}
# How the record words a division's result, in either edition.
_ADOPTED = re.compile(r"\b(agreed to|carried|adopté|adoptée|adoptés|adoptées)\b", re.I)
_NEGATIVED = re.compile(r"\b(negatived|defeated|rejeté|rejetée|rejetés|rejetées)\b", re.I)
# The Chair's words that make an intervention a statement of the Speaker (docs/data-model.md).
_WITHDRAW_WORDS = re.compile(
    r"\b(withdraw|retract) (the|those|that|these|his|her|their|your) (words?|remarks?|comments?|statement)|"
    r"\b(retirer|retire) (ses|ces|vos|les|leurs) (propos|paroles|mots)", re.I)
_NAMING = re.compile(r"\bI (must |have to |will )?name\b|\bje (dois |vais )?(désigner|nommer) (par son nom|le député|la députée)", re.I)
_ORDER_OUT = re.compile(r"\b(withdraw|leave|retire) from the (House|Chamber)|\bleave the (House|Chamber)|"
                        r"\b(se retirer|quitter|sortir) (de )?la Chambre", re.I)
_RULING_SUBJECTS = re.compile(r"point(s)? of order|privilege|speaker's ruling|ruling|recours au règlement|"
                              r"privilège|décision de la présidence", re.I)
CHAIR_OFFICES = {"speaker", "deputy-speaker", "assistant-deputy-speaker",
                 "assistant-deputy-chair-of-committees-of-the-whole"}


class EngineTriple(NamedTuple):
    """A triple of engine terms. What the stores read of a triple is these three attributes, and a
    tuple is made and hashed in a fraction of the time of a `pyoxigraph.Triple` (measured: ~0.3 µs
    against ~6 µs to make one, which dominated building a graph)."""

    subject: object
    predicate: object
    object: object


class Triples:
    """An insertion-ordered set of engine triples: what the store's writers take as they are
    (graph/terms.py `oxigraph_triples`). `to_graph()` gives an rdflib Graph for validation."""

    __slots__ = ("_items",)

    def __init__(self):
        self._items: dict = {}

    def add(self, triple) -> None:
        self._items[EngineTriple(*triple)] = None

    def oxigraph_triples(self):
        return iter(self._items)

    def __iter__(self):
        """rdflib (s, p, o) tuples."""
        from canpol.graph.terms import from_oxigraph

        for triple in self._items:
            yield from_oxigraph(triple.subject), from_oxigraph(triple.predicate), from_oxigraph(triple.object)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, triple) -> bool:
        """Whether it holds a triple of engine or rdflib terms."""
        from canpol.graph.terms import to_oxigraph

        if not isinstance(triple[0], (ox.NamedNode, ox.BlankNode)):
            triple = tuple(to_oxigraph(term) for term in triple)
        return EngineTriple(*triple) in self._items

    def to_graph(self):
        """An rdflib Graph of the same triples (for validation and tests)."""
        from rdflib import Graph

        graph = Graph()
        for triple in self:
            graph.add(triple)
        return graph


def _date(value: dt.date) -> ox.Literal:
    return ox.Literal(value.isoformat(), datatype=XSD_DATE)


def publication_url(pub: Publication) -> str:
    """Where the House publishes this XML (README: the URL pattern; fetch.py downloads from it)."""
    lang = "E" if pub.language == "en" else "F"
    session = f"{pub.parliament}{pub.session}"
    if pub.kind == "evidence":
        return (f"https://www.ourcommons.ca/Content/Committee/{session}/{pub.acronym}/Evidence/"
                f"EV{pub.hansard_id}/{pub.acronym}EV{int(pub.number):02d}-{lang}.XML")
    number = f"{int(pub.number):03d}"
    return f"https://www.ourcommons.ca/Content/House/{session}/Debates/{number}/HAN{number}-{lang}.XML"


@dataclass
class Summary:
    """What a publication's load found, for the load report."""

    interventions: int = 0
    divisions: list[tuple[int, dict, dict]] = field(default_factory=list)  # (number, printed, loaded)
    speakers: dict = field(default_factory=dict)  # db id -> linked person or None
    misses: list[str] = field(default_factory=list)
    rulings: int = 0


class Emitter:
    def __init__(self, pub: Publication, minter, kb, run: URIRef, now: dt.datetime, url: str | None = None):
        self.pub, self.m, self.kb, self.run, self.now = pub, minter, kb, URIRef(run), now
        self.t = Triples()
        self._items = self.t._items
        self.url = url or publication_url(pub)
        self.source = URIRef(minter.source(self.url))
        self.graph_iri = str(minter.source_graph(self.url))
        self.linker = Linker(kb, pub.date)
        self.lang = pub.language
        # canpol:duringSitting has the range Sitting, which a committee meeting is not (the classes
        # are disjoint): what happens in a meeting is part of it by schema:superEvent
        self.within = CANPOL.duringSitting if pub.kind == "debates" else SCHEMA.superEvent
        self.session_key = f"{pub.parliament}-{pub.session}"
        self.orders: dict[str, URIRef] = {}
        self.subjects: dict[str, URIRef] = {}
        self.people: dict[str, URIRef | BNode] = {}
        self.summary = Summary()
        self.last_member = None  # who spoke last, other than the Chair (whom the Chair answers)
        self.header()

    def add(self, s, p, o) -> None:
        self._items[EngineTriple(s, p, o)] = None  # Triples.add without the tuple: the hot path

    def iri(self, kind: str, *keys: str) -> ox.NamedNode:
        """The IRI IriMinter.resource mints (graph/iris.py), as an engine term."""
        return ox.NamedNode(f"{self.m.base}id/{kind}/" + "/".join(keys))

    # ------------------------------------------------------------------ the publication
    def header(self) -> None:
        pub, add, s = self.pub, self.add, self.source
        stamp = Literal(self.now.isoformat(timespec="seconds"), datatype=XSD_DATETIME)
        graph = URIRef(self.graph_iri)
        add(graph, RDF.type, CANPOL.ClaimGraph)
        add(graph, PROV.wasDerivedFrom, s)
        add(graph, PROV.wasGeneratedBy, self.run)
        add(graph, PROV.generatedAtTime, stamp)
        add(self.run, RDF.type, CANPOL.ExtractionActivity)
        add(self.run, SCHEMA.softwareVersion, Literal(SOFTWARE))
        add(self.run, PROV.startedAtTime, stamp)
        add(s, RDF.type, CANPOL.OfficialRecord)
        add(s, CANPOL.sourceType, VOCAB.OfficialRecord)
        add(s, SCHEMA.url, URIRef(self.url))
        add(s, SCHEMA.identifier, Literal(pub.hansard_id))
        add(s, SCHEMA.datePublished, _date(pub.date))
        add(s, DCTERMS.language, Literal(pub.language))
        add(s, SCHEMA.publisher, Literal("House of Commons of Canada" if self.lang == "en" else "Chambre des communes du Canada"))
        title = f"{pub.institution}, {pub.parliament}-{pub.session}, No. {pub.number} ({pub.date.isoformat()})"
        add(s, SCHEMA.headline, Literal(title, lang=self.lang))
        session = self.iri("session", self.session_key)
        if pub.kind == "debates":
            self.sitting = self.iri("sitting", self.session_key, pub.date.isoformat())
            add(self.sitting, RDF.type, CANPOL.Sitting)
            add(self.sitting, CANPOL.inSession, session)
            add(self.sitting, SCHEMA.startDate, _date(pub.date))
            add(self.sitting, CANPOL.sittingNumber, Literal(pub.number))
            add(self.sitting, CANPOL.ofHouse, self.iri("org", "house-of-commons"))
            add(self.sitting, RDFS.label, Literal(
                f"{'Sitting' if self.lang == 'en' else 'Séance'} No. {pub.number}, {pub.date.isoformat()}", lang=self.lang))
        else:
            committee = self.iri("org", "committee", pub.acronym.lower())
            add(committee, RDF.type, CANPOL.Committee)
            add(committee, RDFS.label, Literal(pub.institution, lang=self.lang))
            add(committee, CANPOL.abbreviation, Literal(pub.acronym))
            self.sitting = self.iri("meeting", self.session_key, pub.acronym.lower(), pub.number)
            add(self.sitting, RDF.type, CANPOL.CommitteeMeeting)
            add(self.sitting, CANPOL.ofCommittee, committee)
            add(self.sitting, SCHEMA.superEvent, session)
            add(self.sitting, SCHEMA.startDate, _date(pub.date))
            add(self.sitting, CANPOL.meetingNumber, Literal(pub.number))
            add(self.sitting, RDFS.label, Literal(f"{pub.acronym} {'meeting' if self.lang == 'en' else 'réunion'} "
                                                  f"No. {pub.number}, {pub.date.isoformat()}", lang=self.lang))
        add(s, SCHEMA.about, self.sitting)

    # ------------------------------------------------------------------ evidence
    def evidence(self, body, xml_id: str, tag: str, start: int, end: int, quote: str | None) -> URIRef:
        iri = self.iri("evidence", short_hash(f"{self.source.value}|{body.value}|{xml_id}"))
        add = self.add
        add(iri, RDF.type, CANPOL.Evidence)
        add(iri, RDF.type, OA.Annotation)
        add(iri, OA.hasBody, body)
        add(iri, OA.motivatedBy, OA.describing)
        target = BNode()
        add(iri, OA.hasTarget, target)
        add(target, OA.hasSource, self.source)
        xpath = BNode()
        add(target, OA.hasSelector, xpath)
        add(xpath, RDF.type, OA.XPathSelector)
        add(xpath, RDF.value, Literal(f"//{tag}[@id='{xml_id}']"))
        if end > start:
            position = BNode()
            add(target, OA.hasSelector, position)
            add(position, RDF.type, OA.TextPositionSelector)
            add(position, OA.start, Literal(start))
            add(position, OA.end, Literal(end))
        if quote:
            selector = BNode()
            add(target, OA.hasSelector, selector)
            add(selector, RDF.type, OA.TextQuoteSelector)
            add(selector, OA.exact, Literal(quote))
        return iri

    def sourced(self, subject, xml_id: str, tag: str, start: int, end: int, quote: str | None = None) -> None:
        self.add(subject, PROV.wasDerivedFrom, self.source)
        self.add(subject, CANPOL.evidence, self.evidence(subject, xml_id, tag, start, end, quote))

    # ------------------------------------------------------------------ records
    def order(self, order: OrderOfBusiness | None) -> URIRef | None:
        if order is None:
            return None
        iri = self.orders.get(order.xml_id)
        if iri is None:
            iri = self.iri("business", self.session_key, self.pub.date.isoformat() if self.pub.kind == "debates"
                                  else f"{self.pub.acronym.lower()}-{self.pub.number}", str(order.position))
            self.orders[order.xml_id] = iri
            self.add(iri, RDF.type, CANPOL.OrderOfBusiness)
            self.add(iri, self.within, self.sitting)
            self.add(iri, SCHEMA.position, Literal(order.position))
            self.add(iri, SCHEMA.identifier, Literal(order.xml_id))
            if order.rubric:
                self.add(iri, CANPOL.rubric, Literal(order.rubric))
        if order.title and (iri, RDFS.label, Literal(order.title, lang=self.lang)) not in self.t:
            self.add(iri, RDFS.label, Literal(order.title, lang=self.lang))
        return iri

    def subject(self, subject, order_iri) -> URIRef | None:
        if subject is None:
            return None
        iri = self.subjects.get(subject.xml_id)
        if iri is None:
            iri = self.iri("business", self.session_key, "subject", subject.xml_id)
            self.subjects[subject.xml_id] = iri
            self.add(iri, RDF.type, CANPOL.SubjectOfBusiness)
            self.add(iri, SCHEMA.identifier, Literal(subject.xml_id))
            self.add(iri, self.within, self.sitting)
            if order_iri is not None:
                self.add(iri, CANPOL.orderOfBusiness, order_iri)
        if subject.title:
            self.add(iri, RDFS.label, Literal(subject.title, lang=self.lang))
        return iri

    def person(self, link: Link, printed: str):
        """The KB person a link found, or a blank node typed Person with the printed name."""
        if link.person:
            node = self.people.get(link.person)
            if node is None:
                node = self.people[link.person] = URIRef(link.person)
            return node
        key = f"{link.name or printed}"
        node = self.people.get(key)
        if node is None:
            node = BNode()
            self.people[key] = node
            self.add(node, RDF.type, CANPOL.Person)
            self.add(node, SCHEMA.name, Literal(link.name or printed))
            if link.role:
                self.add(node, CANPOL.roleDescription, Literal(link.role))
        return node

    def business(self, iri, record: Intervention | Division) -> None:
        """The order of business and the subject an intervention or a division comes under."""
        order_iri = self.order(record.order)
        if order_iri is not None:
            self.add(iri, CANPOL.orderOfBusiness, order_iri)
        subject_iri = self.subject(record.subject, order_iri)
        if subject_iri is not None:
            self.add(iri, CANPOL.subjectOfBusiness, subject_iri)

    def intervention(self, record: Intervention) -> None:
        add, pub = self.add, self.pub
        self.summary.interventions += 1
        iri = self.iri("intervention", record.xml_id)
        add(iri, RDF.type, CANPOL.Intervention)
        add(iri, self.within, self.sitting)
        add(iri, SCHEMA.position, Literal(record.position))
        add(iri, SCHEMA.identifier, Literal(record.xml_id))
        add(iri, CANPOL.date, _date(pub.date))
        self.business(iri, record)
        if record.kind:
            add(iri, CANPOL.interventionType, Literal(record.kind))
        if record.floor_language:
            add(iri, CANPOL.floorLanguage, Literal(record.floor_language))
        if record.timestamp:
            add(iri, SCHEMA.startTime, Literal(record.timestamp))
        text = "\n\n".join(record.paragraphs)
        if text:
            add(iri, CANPOL.statementText, Literal(text, lang=self.lang))
        printed = record.speaker.text if record.speaker else record.speaking_text
        link = None
        if printed:
            link = self.linker.resolve(record.speaker, record.speaking_text)
            self.linker.count(link, "speaker", printed)
            speaker = self.person(link, printed)
            add(iri, CANPOL.speaker, speaker)
            role = link.role or (printed if record.speaker is None else None)
            if role:
                add(iri, CANPOL.roleDescription, Literal(role, lang=self.lang))
            if link.office:
                add(iri, CANPOL.inCapacityOf, self.iri("office", *link.office.split("/")))
            if record.speaker is not None and record.speaker.db_id:
                # per person id: linked once is linked (later mentions reuse the id)
                found = link.person if link.method != "not-a-member" else "not-a-member"
                known = self.summary.speakers.get(record.speaker.db_id)
                if known is None or (known[0] is None and found):
                    self.summary.speakers[record.speaker.db_id] = (found, printed)
        self.sourced(iri, record.xml_id, "Intervention", record.start, record.end)
        for number, title in record.bills:
            add(iri, CANPOL.concernsBill, self.bill(number, title))
        self.speaker_statement(record, iri, link)
        if link is not None and link.person and link.office not in CHAIR_OFFICES:
            self.last_member = URIRef(link.person)

    def bill(self, number: str, title: str | None) -> URIRef:
        iri = self.iri("bill", self.session_key, number.lower())
        self.add(iri, RDF.type, CANPOL.Bill)
        self.add(iri, CANPOL.billNumber, Literal(number))
        self.add(iri, RDFS.label, Literal(f"{number}, {title}" if title else number, lang=self.lang))
        self.add(iri, PROV.wasDerivedFrom, self.source)
        return iri

    def speaker_statement(self, record: Intervention, iri: URIRef, link: Link | None) -> None:
        """The Chair's ruling on a point of order or a question of privilege, and the Chair's
        request to withdraw words, where the record shows them (the subject's title, the words)."""
        if link is None or link.office not in CHAIR_OFFICES or self.pub.kind != "debates":
            return
        when = self.pub.date.isoformat()
        text = " ".join(record.paragraphs)
        subject = record.subject.title if record.subject else ""
        who = URIRef(link.person) if link.person else None
        if subject and _RULING_SUBJECTS.search(subject) and len(text) > 200:
            ruling = self.iri("ruling", when, f"intervention-{record.xml_id}")
            self.add(ruling, RDF.type, CANPOL.Ruling)
            self.add(ruling, CANPOL.inCapacityOf, self.iri("office", link.office))
            if who is not None:
                self.add(ruling, CANPOL.ruledBy, who)
            self.add(ruling, CANPOL.date, _date(self.pub.date))
            self.add(ruling, CANPOL.duringSitting, self.sitting)
            self.add(ruling, RDFS.label, Literal(
                f"{'Ruling of the Chair' if self.lang == 'en' else 'Décision de la présidence'}: {subject} ({when})", lang=self.lang))
            self.add(ruling, CANPOL.subject, self.subjects[record.subject.xml_id])
            self.sourced(ruling, record.xml_id, "Intervention", record.start, record.end)
            self.summary.rulings += 1
        named, ordered_out = bool(_NAMING.search(text)), bool(_ORDER_OUT.search(text))
        if not (_WITHDRAW_WORDS.search(text) or named or ordered_out):
            return
        # whom: the member the Chair's words point at by seat, else the member who spoke last
        target = None
        for mention in record.mentions:
            found = self.linker.mention(mention)
            if found.person:
                target = URIRef(found.person)
                break
        if target is None and self.last_member is not None:
            target = self.last_member
        key = target.value.rsplit("/", 1)[-1] if target is not None else f"intervention-{record.xml_id}"
        if _WITHDRAW_WORDS.search(text):
            request = self.iri("event", when, "request-to-apologize", key)
            self.add(request, RDF.type, CANPOL.RequestToApologize)
            if who is not None:
                self.add(request, CANPOL.agent, who)
            if target is not None:
                self.add(request, CANPOL.target, target)
            self.add(request, CANPOL.inCapacityOf, self.iri("office", link.office))
            self.add(request, CANPOL.date, _date(self.pub.date))
            self.add(request, CANPOL.duringSitting, self.sitting)
            self.add(request, RDFS.label, Literal(
                f"{'Request to withdraw words' if self.lang == 'en' else 'Demande de retirer des propos'} ({when})", lang=self.lang))
            self.sourced(request, record.xml_id, "Intervention", record.start, record.end)
        if (named or ordered_out) and target is not None:
            # a member named, or ordered out for the rest of the day: the Chair's ruling and its sanction
            ruling = self.iri("ruling", when, key)
            self.add(ruling, RDF.type, CANPOL.Ruling)
            self.add(ruling, CANPOL.inCapacityOf, self.iri("office", link.office))
            if who is not None:
                self.add(ruling, CANPOL.ruledBy, who)
            self.add(ruling, CANPOL.concernsMember, target)
            self.add(ruling, CANPOL.date, _date(self.pub.date))
            self.add(ruling, CANPOL.duringSitting, self.sitting)
            self.add(ruling, RDFS.label, Literal(
                f"{'Ruling of the Chair' if self.lang == 'en' else 'Décision de la présidence'} ({when})", lang=self.lang))
            self.sourced(ruling, record.xml_id, "Intervention", record.start, record.end)
            sanction = self.iri("sanction", when, key)
            self.add(ruling, CANPOL.imposes, sanction)
            self.add(sanction, RDF.type, CANPOL.OrderToWithdraw if ordered_out else CANPOL.Sanction)
            self.add(sanction, CANPOL.sanctionKind, VOCAB.OrderToWithdraw if ordered_out else VOCAB.Naming)
            self.add(sanction, CANPOL.sanctionedPerson, target)
            if ordered_out:
                self.add(sanction, CANPOL.validUntil, _date(self.pub.date))
            self.sourced(sanction, record.xml_id, "Intervention", record.start, record.end)
            self.summary.rulings += 1

    def division(self, record: Division) -> None:
        add, pub = self.add, self.pub
        iri = self.iri("division", self.session_key, str(record.number))
        add(iri, RDF.type, CANPOL.Division)
        add(iri, RDF.type, CANPOL.HouseDecision)
        add(iri, CANPOL.divisionNumber, Literal(record.number))
        add(iri, CANPOL.decisionMethod, VOCAB.RecordedDivision)
        add(iri, CANPOL.date, _date(pub.date))
        add(iri, self.within, self.sitting)
        add(iri, SCHEMA.identifier, Literal(record.xml_id))
        self.business(iri, record)
        printed = {k: record.totals.get(k, len(v)) for k, v in record.votes.items()}
        add(iri, CANPOL.yeas, Literal(printed["yeas"]))
        add(iri, CANPOL.nays, Literal(printed["nays"]))
        add(iri, CANPOL.paired, Literal(printed["paired"]))
        outcome = None
        said = " ".join(filter(None, [record.question, *record.after[:1]]))
        if _NEGATIVED.search(said):
            outcome = VOCAB.Negatived
        elif _ADOPTED.search(said):
            outcome = VOCAB.Adopted
        elif printed["yeas"] != printed["nays"]:
            outcome = VOCAB.Adopted if printed["yeas"] > printed["nays"] else VOCAB.Negatived
        if outcome is not None:
            add(iri, CANPOL.outcome, outcome)
        label = f"{'Division' if self.lang == 'en' else 'Vote'} No. {record.number} ({pub.date.isoformat()})"
        add(iri, RDFS.label, Literal(label, lang=self.lang))
        if record.question:
            add(iri, CANPOL.question, Literal(record.question.strip("() :"), lang=self.lang))
        # the motion put: the last paragraph before the division that speaks of a motion
        motion_text = next((t for t in reversed(record.context) if re.search(r"\bmotion\b", t, re.I)
                            and t is not record.question), None)
        motion = self.iri("motion", pub.date.isoformat(), f"division-{record.number}")
        add(motion, RDF.type, CANPOL.Motion)
        add(motion, RDFS.label, Literal((motion_text or label)[:200], lang=self.lang))
        if motion_text:
            add(motion, CANPOL.motionText, Literal(motion_text, lang=self.lang))
        add(motion, self.within, self.sitting)
        add(motion, PROV.wasDerivedFrom, self.source)
        add(iri, CANPOL.decides, motion)
        if record.bills:
            number = record.bills[-1][0]
            title = next((t for n, t in reversed(record.bills) if n == number and t), None)
            bill = self.bill(number, title)
            add(motion, CANPOL.concernsBill, bill)
            add(iri, CANPOL.concernsBill, bill)
        loaded = {}
        for option, members in record.votes.items():
            loaded[option] = 0
            for member in members:
                link = self.linker.voter(member)
                self.linker.count(link, "voter", member.text)
                voter = self.person(link, member.text)
                key = (link.person.rsplit("/", 1)[-1] if link.person else "unlinked-" + slugify(member.text))
                vote = self.iri("vote", self.session_key, str(record.number), key)
                add(vote, RDF.type, CANPOL.Vote)
                add(vote, CANPOL.inDivision, iri)
                add(vote, CANPOL.voter, voter)
                add(vote, CANPOL.voteOption, VOTE_OPTION[option])
                add(vote, RDFS.label, Literal(member.text))
                loaded[option] += 1
        self.summary.divisions.append((record.number, printed, loaded))
        self.sourced(iri, record.xml_id, "Division", record.start, record.end)

    def finish(self) -> Triples:
        self.summary.misses = list(self.linker.misses)
        return self.t
