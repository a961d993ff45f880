"""Stage 6, emit: an article's mentions, posts, events and motions as one RDF named graph.

IRIs follow docs/data-model.md: events are keyed by date, type and main participant so that two
articles about the same event mint the same IRI; every claim carries a confidence and evidence
(a W3C Web Annotation with TextPositionSelector in code points and TextQuoteSelector).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, XSD

from canpol import SOFTWARE
from canpol.graph.iris import short_hash, slugify
from canpol.ontology import CANPOL, OA, SCHEMA, VOCAB, term_labels

from .confidence import calibrated
from .discourse import Event, Motion
from .events import KEYED_BY_OCCASION
from .kb import iri_of, key_of, kind_of
from .mentions import Entity, Mention
from .read import Document
from .split import Post

HOUSE_EVENTS = {"UnparliamentaryLanguage", "RequestToApologize", "Refusal", "Expulsion", "Accusation",
                "SpeakerRuling", "Apology"}
TYPE_SLUG = {
    "UnparliamentaryLanguage": "unparliamentary-language", "RequestToApologize": "request-to-apologize",
    "Refusal": "refusal", "Apology": "apology", "Expulsion": "expulsion", "Accusation": "accusation",
    "Resignation": "resignation", "PressStatement": "press-statement", "MotionMoved": "motion-moved",
}
# whose name keys the event IRI: the member the event is about
KEY_BY_TARGET = {"RequestToApologize", "Expulsion"}
# the path of a person the reference KB does not hold (a name it lacks, a namesake, an unknown account):
# `person/unlisted/{slug}`, never `person/{slug}`, where a KB member of that name may already be
# (the KB's keys have no slash), so that no private person is ever merged with a member
UNLISTED = "unlisted"
# whose IRI adds the member it targets: one person may charge several members the same day
KEY_BY_BOTH = {"Accusation"}


def known_author(kb, post: Post) -> URIRef | None:
    """The KB person who wrote an embedded post: the owner of its handle, else the only person of its signed name."""
    owner = kb.handle_owner(post.handle)
    if owner is None and post.name:
        people = [iri_of(c) for c in kb.name_matches(post.name) if kind_of(iri_of(c)) == "person"]
        owner = people[0] if len(people) == 1 else None
    return iri_of(owner) if owner is not None else None


@dataclass
class Extraction:
    """Everything read from one document, as plain data (the input of `build_graph`)."""

    document: Document
    posts: list[Post]
    mentions: list[Mention]
    mention_posts: list[int | None]  # post index of each mention (None: the article's own text)
    events: list[Event]
    motions: list[Motion]
    event_date: dt.date | None  # the date the article mostly speaks of (for the sitting)


def _date(value: dt.date) -> Literal:
    return Literal(value.isoformat(), datatype=XSD.date)


class Emitter:
    def __init__(self, extraction: Extraction, minter, kb, run_iri: URIRef, now: dt.datetime):
        self.x = extraction
        self.m = minter
        self.kb = kb
        # a graph without contexts: cheaper to fill and to read back for the store than the default
        self.g = Graph(store="SimpleMemory")
        self.run = run_iri
        self.now = now
        doc = extraction.document
        self.key = doc.url or doc.text
        self.source = minter.source(self.key)
        self.post_iris: list[URIRef] = []
        self.nodes: dict[tuple, URIRef | BNode] = {}

    # ---- entities
    def node(self, entity: Entity | None):
        """The IRI of an entity; people the KB lacks are minted here, roles become typed blank nodes."""
        if entity is None:
            return None
        # (an office's occupant is one node per holder presumed: « le président » of a paragraph about
        # an earlier year is that year's holder, not the one of the article's day)
        cache = (entity.key, str(entity.presumed) if entity.iri is None and entity.presumed is not None else None)
        if cache in self.nodes:
            return self.nodes[cache]
        g = self.g
        if entity.iri is not None and not entity.local:
            node = URIRef(entity.iri)
        elif entity.local:
            node = self.m.resource("person", UNLISTED, slugify(entity.label) or short_hash(entity.label))
            g.add((node, RDF.type, CANPOL.Person))
            g.add((node, RDFS.label, Literal(entity.label)))
            g.add((node, SCHEMA.name, Literal(entity.label)))
        else:
            node = BNode()
            g.add((node, RDF.type, CANPOL.Person))
            if entity.role:
                g.add((node, CANPOL.roleDescription, Literal(entity.role)))
            if entity.party is not None:
                membership = BNode()
                g.add((node, CANPOL.hasMembership, membership))
                g.add((membership, RDF.type, CANPOL.PartyMembership))
                g.add((membership, CANPOL.member, node))
                g.add((membership, CANPOL.organization, URIRef(entity.party)))
            if entity.office:
                g.add((node, CANPOL.inCapacityOf, self.office(entity.office)))
            if entity.presumed is not None:
                g.add((node, CANPOL.presumedHolder, URIRef(entity.presumed)))
        self.nodes[cache] = node
        return node

    def office(self, key: str) -> URIRef:
        return self.m.resource("office", *key.split("/"))

    def slug(self, entity: Entity | None) -> str:
        if entity is None:
            return "unknown"
        if entity.iri is not None and not entity.local:
            return key_of(entity.iri).replace("/", "-")
        return slugify(entity.label or entity.role or "") or "unknown"

    def sitting(self, date: dt.date | None) -> URIRef | None:
        # the House does not sit on weekends: a Saturday or Sunday is a misread date, not a sitting
        if date is None or date.weekday() >= 5:
            return None
        session = self.kb.session_at(date)
        if not session:
            return None
        parl, sess = session
        iri = self.m.resource("sitting", f"{parl}-{sess}", date.isoformat())
        self.g.add((iri, RDF.type, CANPOL.Sitting))
        self.g.add((iri, CANPOL.inSession, self.m.resource("session", f"{parl}-{sess}")))
        self.g.add((iri, SCHEMA.startDate, _date(date)))
        return iri

    # ---- evidence
    def evidence(self, body, start: int, end: int, motivation=OA.describing, source=None,
                 confidence: float | None = None) -> URIRef:
        source = source or self.source
        # Selectors point into the text as read (the page's own typography), not the normalised one.
        start, end, exact = self.x.document.quote(start, end)
        iri = self.m.resource("evidence", short_hash(f"{source}|{body}|{start}|{end}"))
        g = self.g
        g.add((iri, RDF.type, CANPOL.Evidence))
        g.add((iri, RDF.type, OA.Annotation))
        g.add((iri, OA.hasBody, body))
        g.add((iri, OA.motivatedBy, motivation))
        target, position, quote = BNode(), BNode(), BNode()
        g.add((iri, OA.hasTarget, target))
        g.add((target, OA.hasSource, self.source))
        g.add((target, OA.hasSelector, position))
        g.add((position, RDF.type, OA.TextPositionSelector))
        g.add((position, OA.start, Literal(start)))
        g.add((position, OA.end, Literal(end)))
        g.add((target, OA.hasSelector, quote))
        g.add((quote, RDF.type, OA.TextQuoteSelector))
        g.add((quote, OA.exact, Literal(exact)))
        if confidence is not None:
            g.add((iri, CANPOL.confidence, Literal(round(confidence, 2))))
        return iri

    def claim(self, subject, start, end, confidence, post: int | None = None):
        g = self.g
        g.add((subject, CANPOL.confidence, Literal(round(confidence, 2))))
        ev = self.evidence(subject, start, end)
        g.add((subject, CANPOL.evidence, ev))
        if post is not None:
            # a claim read from an embedded post is the post author's
            g.add((ev, PROV.wasAttributedTo, self.post_iris[post]))

    # ---- the graph
    def build(self) -> Graph:
        g, doc, x = self.g, self.x.document, self.x
        graph_iri = self.m.source_graph(self.key)
        g.add((graph_iri, RDF.type, CANPOL.ClaimGraph))
        g.add((graph_iri, PROV.wasDerivedFrom, self.source))
        g.add((graph_iri, PROV.wasGeneratedBy, self.run))
        g.add((graph_iri, PROV.generatedAtTime, Literal(self.now.isoformat(timespec="seconds"), datatype=XSD.dateTime)))
        g.add((self.run, RDF.type, CANPOL.ExtractionActivity))
        g.add((self.run, SCHEMA.softwareVersion, Literal(SOFTWARE)))
        g.add((self.run, PROV.startedAtTime, Literal(self.now.isoformat(timespec="seconds"), datatype=XSD.dateTime)))
        s = self.source
        g.add((s, RDF.type, CANPOL.NewsArticle))
        g.add((s, CANPOL.sourceType, VOCAB.Press))
        if doc.url:
            g.add((s, SCHEMA.url, URIRef(doc.url) if "://" in doc.url and " " not in doc.url else Literal(doc.url)))
        if doc.title:
            g.add((s, SCHEMA.headline, Literal(doc.title)))
        if doc.date:
            g.add((s, SCHEMA.datePublished, _date(doc.date)))
        if doc.date_inferred:
            g.add((s, CANPOL.dateInferred, Literal(doc.date_inferred)))
        if doc.publisher:
            g.add((s, SCHEMA.publisher, Literal(doc.publisher)))
        if doc.language:
            g.add((s, DCTERMS.language, Literal(doc.language)))
        self.build_posts()
        self.build_mentions()
        self.build_events()
        self.build_motions()
        if x.event_date:
            self.sitting(x.event_date)
        return g

    def build_posts(self):
        g = self.g
        for post in self.x.posts:
            text = self.x.document.text[post.start:post.end]
            iri = self.m.source(f"post|{post.handle.lower()}|{post.date}|{text}")
            self.post_iris.append(iri)
            g.add((iri, RDF.type, CANPOL.SocialMediaPost))
            g.add((iri, CANPOL.embeddedIn, self.source))
            g.add((iri, CANPOL.sourceType, VOCAB.SocialMedia))
            g.add((iri, CANPOL.socialMediaHandle, Literal(post.handle)))
            if post.date:
                g.add((iri, SCHEMA.datePublished, _date(post.date)))
            author = self.author(post)
            g.add((iri, CANPOL.author, author))
            g.add((iri, CANPOL.evidence, self.evidence(iri, post.start, post.signature_end)))
            signed = self.x.document.text.find(post.name, post.signature_start, post.signature_end) if post.name else -1
            if signed >= 0 and known_author(self.kb, post) is not None:
                # "— Jane Doe (@handle)": the signature names its KB author in the article's text, a link
                # as any name is (a role phrase elsewhere that resolved to that person is not one)
                g.add((self.source, CANPOL.mentions, author))
                self.evidence(author, signed, signed + len(post.name), OA.identifying,
                              confidence=calibrated("link", 0.9))

    def author(self, post: Post):
        owner = known_author(self.kb, post)
        if owner is not None:
            return owner
        # an account the KB does not know: a person of the article's graph, keyed by handle
        node = self.m.resource("person", UNLISTED, slugify(post.handle) or short_hash(post.handle))
        self.g.add((node, RDF.type, CANPOL.Person))
        self.g.add((node, RDFS.label, Literal(post.name or post.handle)))
        self.g.add((node, CANPOL.socialMediaHandle, Literal(post.handle)))
        return node

    def build_mentions(self):
        g = self.g
        for mention, post in zip(self.x.mentions, self.x.mention_posts):
            node = self.node(mention.entity)
            if isinstance(node, BNode):
                continue  # an unlinked role: described where it acts, not a link
            if not mention.named:
                continue  # an office or a role resolved to its holder names no one: the event keeps the person
            g.add((self.source, CANPOL.mentions, node))
            if post is not None:
                g.add((self.post_iris[post], CANPOL.mentions, node))
            if mention.entity.role and mention.entity.iri is not None:
                g.add((node, CANPOL.roleDescription, Literal(mention.entity.role)))
            self.evidence(node, mention.start, mention.end, OA.identifying,
                          confidence=calibrated("link", mention.confidence))

    @staticmethod
    def main_participant(event: Event) -> Entity | None:
        """Whom the event is about: its target for sanctions and requests, else who acted."""
        if event.kind in KEY_BY_TARGET and event.target is not None:
            return event.target
        return event.agent or event.target

    def event_iri(self, event: Event, date: dt.date | None) -> URIRef:
        when = date.isoformat() if date else "undated"
        keys = [self.slug(self.main_participant(event))]
        if event.kind in KEY_BY_BOTH and event.agent is not None and event.target is not None \
                and event.target.kind == "person":
            # "X accused Y of ... and Z of ...": two charges, two events (one IRI would merge them
            # into one accusation of two people)
            keys.append(self.slug(event.target))
        elif event.kind in KEY_BY_BOTH and event.agent is None and event.target is not None:
            # "Y was accused of ..." by people the KB does not hold: not Y's own accusation of someone
            # else on that day (same main participant), which one IRI would merge it with ("X published
            # a letter accusing lobbies of ... Groups accused him of ...": X would accuse himself)
            keys.insert(0, "against")
        return self.m.resource("event", when, TYPE_SLUG[event.kind], *keys)

    def name_event(self, iri: URIRef, cls: URIRef, who: Entity | None, date: dt.date | None,
                   detail: URIRef | None = None):
        """Labels a reader can scan in a listing, in each language of the ontology: what, whom, when.

        Built from the ontology's labels (of the class, and of a concept such as an outcome) and the
        KB's names only, so two articles reporting the same event (same IRI) give it the same label."""
        whom = (who.label or who.role) if who is not None else None
        details = term_labels(str(detail)) if detail is not None else {}
        for lang, kind in sorted(term_labels(str(cls)).items()):
            text = kind[:1].upper() + kind[1:]
            said = [part for part in (whom, details.get(lang)) if part]
            if said:
                text += (" : " if lang == "fr" else ": ") + ", ".join(said)
            if date:
                text += f" ({date.isoformat()})"
            self.g.add((iri, RDFS.label, Literal(text, lang=lang)))

    def build_events(self):
        g = self.g
        iris: dict[int, URIRef] = {}
        occasions: dict[URIRef, str | None] = {}  # the occasion of the first event given each IRI
        for event in self.x.events:
            date = event.date
            in_house = event.kind in HOUSE_EVENTS
            sitting = self.sitting(date) if in_house and date else None
            if event.kind == "SpeakerRuling":
                iri = self.m.resource("ruling", date.isoformat() if date else "undated",
                                      self.slug(event.target or event.agent))
                g.add((iri, RDF.type, CANPOL.Ruling))
                self.name_event(iri, CANPOL.Ruling, event.target or event.agent, date)
                self.agent_capacity(iri, event, CANPOL.ruledBy)
                if event.target is not None:
                    g.add((iri, CANPOL.concernsMember, self.node(event.target)))
            else:
                iri = self.event_iri(event, date)
                told = occasions.get(iri)
                if told is None:  # (a telling naming no occasion takes up any; the first one named keys the event)
                    occasions[iri] = event.occasion
                elif event.kind in KEYED_BY_OCCASION and event.occasion and told != event.occasion:
                    # the same member's act of one kind, the same day or both undated, told on another
                    # occasion ("In the House, X accused the Liberals of ... At a news conference, X
                    # accused the government of ..."; "apologized in a statement ... repeated the apology
                    # in the Commons"): a second event, which the occasion keys apart
                    iri = self.m.resource("event", date.isoformat() if date else "undated", TYPE_SLUG[event.kind],
                                          self.slug(self.main_participant(event)), event.occasion)
                g.add((iri, RDF.type, getattr(CANPOL, event.kind)))
                self.name_event(iri, getattr(CANPOL, event.kind), self.main_participant(event), date)
                if event.agent is not None and event.kind != "Expulsion":  # an expulsion's agent: its ruling
                    g.add((iri, CANPOL.agent, self.node(event.agent)))
                if event.target is not None:
                    g.add((iri, CANPOL.target, self.node(event.target)))
            iris[id(event)] = iri
            if event.word:
                g.add((iri, CANPOL.word, Literal(event.word)))
            if date:
                g.add((iri, CANPOL.date, _date(date)))
            if sitting is not None:
                g.add((iri, CANPOL.duringSitting, sitting))
            if event.kind == "RequestToApologize":
                self.agent_capacity(iri, event, None)
            if event.related is not None and id(event.related) in iris:
                g.add((iri, CANPOL.partOfEvent, iris[id(event.related)]))
            self.claim(iri, event.start, event.end, calibrated("event", event.confidence), event.post)
            if event.kind == "Expulsion":
                self.ruling_for(event, iri, date, sitting)

    def agent_capacity(self, iri, event: Event, prop):
        g = self.g
        if event.agent is not None and (event.agent.iri is not None or event.agent.presumed is not None) \
                and prop is not None:
            g.add((iri, prop, self.node(event.agent)))
        if event.capacity:
            g.add((iri, CANPOL.inCapacityOf, self.office(event.capacity)))
        if event.role:
            g.add((iri, CANPOL.roleDescription, Literal(event.role)))

    def ruling_for(self, event: Event, expulsion: URIRef, date, sitting):
        """An expulsion is the Chair's ruling imposing an order to withdraw.

        canpol:Ruling is a decision of the Chair occupant (canpol.ttl), so a ruling is claimed only
        when the text names who was in the Chair or the office they held; otherwise the article
        says only that the member was made to leave, and the Expulsion stands alone."""
        g = self.g
        if (event.agent is None or event.agent.iri is None) and not event.capacity:
            return
        when = date.isoformat() if date else "undated"
        who = self.slug(event.target)
        ruling = self.m.resource("ruling", when, who)
        sanction = self.m.resource("sanction", when, who)
        target = self.node(event.target)
        g.add((ruling, RDF.type, CANPOL.Ruling))
        self.name_event(ruling, CANPOL.Ruling, event.target, date)
        self.name_event(sanction, CANPOL.OrderToWithdraw, event.target, date)
        if event.agent is not None and (event.agent.iri is not None or event.agent.presumed is not None):
            g.add((ruling, CANPOL.ruledBy, self.node(event.agent)))
            g.add((expulsion, CANPOL.agent, self.node(event.agent)))
        if event.capacity:
            g.add((ruling, CANPOL.inCapacityOf, self.office(event.capacity)))
        if event.role:
            g.add((ruling, CANPOL.roleDescription, Literal(event.role)))
        g.add((ruling, CANPOL.concernsMember, target))
        g.add((ruling, CANPOL.imposes, sanction))
        if sitting is not None:
            g.add((ruling, CANPOL.duringSitting, sitting))
        if date:
            g.add((ruling, CANPOL.date, _date(date)))
        g.add((sanction, RDF.type, CANPOL.OrderToWithdraw))
        g.add((sanction, CANPOL.sanctionKind, VOCAB.OrderToWithdraw))
        g.add((sanction, CANPOL.sanctionedPerson, target))
        if date and event.until_end_of in ("day", "sitting"):
            g.add((sanction, CANPOL.validUntil, _date(date)))
        g.add((expulsion, CANPOL.partOfEvent, ruling))
        self.claim(ruling, event.start, event.end, calibrated("event", event.confidence), event.post)
        self.claim(sanction, event.start, event.end, calibrated("sanction", event.confidence), event.post)

    def build_motions(self):
        g = self.g
        minted = set()
        for motion in self.x.motions:
            if motion.mover is None and not motion.demands and motion.outcome is None:
                continue  # a motion named in passing: nothing to say about it
            date = motion.date
            when = date.isoformat() if date else "undated"
            key = self.slug(motion.mover) if motion.mover else short_hash(motion.label or str(motion.start), 8)
            if (when, key) in minted:
                # a second motion of the same member on the same day ("X moved a second motion"): a
                # resource of its own, or the two motions' outcomes and demands would be one motion's
                key = f"{key}-{short_hash(str(motion.start), 6)}"
            minted.add((when, key))
            iri = self.m.resource("motion", when, key)
            g.add((iri, RDF.type, CANPOL.Motion))
            label = motion.label or (motion.demands[0][0] if motion.demands else None)
            words = (self.x.document.language or "")[:2] or None  # the article's words are in its language
            if label:
                g.add((iri, RDFS.label, Literal(label[:200], lang=words)))
            else:  # a motion known only by who moved it and when
                self.name_event(iri, CANPOL.Motion, motion.mover, date)
            if motion.demands:
                g.add((iri, CANPOL.motionText, Literal("; ".join(t for t, _, _ in motion.demands), lang=words)))
            elif motion.label:
                g.add((iri, CANPOL.motionText, Literal(motion.label, lang=words)))
            if motion.mover is not None:
                g.add((iri, CANPOL.mover, self.node(motion.mover)))
            if motion.unanimous and not motion.unanimity_only:  # ("passed unanimously" says not how: Motion.unanimity_only)
                g.add((iri, CANPOL.requirement, VOCAB.UnanimousConsent))
                g.add((iri, CANPOL.motionType, VOCAB.UnanimousConsentMotion))
            elif getattr(motion, "kind", None):
                g.add((iri, CANPOL.motionType, getattr(VOCAB, motion.kind)))
            for subject in motion.subjects:
                g.add((iri, CANPOL.subject, self.node(subject)))
            # a motion described only by what it does ("a motion recognizing that ...") has that one demand
            demands = motion.demands or ([(motion.label, *motion.label_span)] if motion.label_span else [])
            for n, (text, start, end) in enumerate(demands, 1):
                demand = self.m.resource("demand", f"{when}-{key}", str(n))
                g.add((iri, CANPOL.demand, demand))
                g.add((demand, RDF.type, CANPOL.Demand))
                g.add((demand, CANPOL.demandText, Literal(text, lang=words)))
                g.add((demand, SCHEMA.position, Literal(n)))
                g.add((demand, CANPOL.evidence, self.evidence(demand, start, end)))
            sitting = self.sitting(date)
            if sitting is not None:
                g.add((iri, CANPOL.duringSitting, sitting))
            if date:
                g.add((iri, CANPOL.date, _date(date)))
            first = motion.evidence[0] if motion.evidence else (motion.start, motion.end)
            self.claim(iri, first[0], first[1], calibrated("motion", motion.confidence), motion.post)
            for start, end in motion.evidence[1:]:
                g.add((iri, CANPOL.evidence, self.evidence(iri, start, end)))
            if motion.mover is not None and motion.moved:
                # (moved on its own day when the text tells a later one for the decision)
                moved_on = None if motion.moved_undated else (motion.moved_on or date)
                moved_when = moved_on.isoformat() if moved_on else "undated"
                moved = self.m.resource("event", moved_when, TYPE_SLUG["MotionMoved"], self.slug(motion.mover))
                g.add((moved, RDF.type, CANPOL.MotionMoved))
                self.name_event(moved, CANPOL.MotionMoved, motion.mover, moved_on)
                g.add((moved, CANPOL.agent, self.node(motion.mover)))
                g.add((moved, CANPOL.concernsMotion, iri))
                if moved_on:
                    g.add((moved, CANPOL.date, _date(moved_on)))
                moved_sitting = sitting if moved_on == date else self.sitting(moved_on)
                if moved_sitting is not None:
                    g.add((moved, CANPOL.duringSitting, moved_sitting))
                self.claim(moved, first[0], first[1], calibrated("event", motion.confidence), motion.post)
            if motion.outcome:
                decision = self.m.resource("decision", when, key)
                g.add((decision, RDF.type, CANPOL.HouseDecision))
                self.name_event(decision, CANPOL.HouseDecision, None, date, getattr(VOCAB, motion.outcome))
                g.add((decision, CANPOL.decides, iri))
                g.add((decision, CANPOL.outcome, getattr(VOCAB, motion.outcome)))
                if motion.yeas is not None:
                    g.add((decision, CANPOL.yeas, Literal(motion.yeas)))
                    g.add((decision, CANPOL.nays, Literal(motion.nays)))
                    g.add((decision, CANPOL.decisionMethod, VOCAB.RecordedDivision))
                elif motion.recorded:
                    g.add((decision, CANPOL.decisionMethod, VOCAB.RecordedDivision))
                elif motion.voice:
                    g.add((decision, CANPOL.decisionMethod, VOCAB.VoiceVote))
                elif motion.unanimous and not motion.unanimity_only:
                    g.add((decision, CANPOL.decisionMethod, VOCAB.UnanimousConsent))
                for person in motion.opposed:
                    g.add((decision, CANPOL.opposedBy, self.node(person)))
                if date:
                    g.add((decision, CANPOL.date, _date(date)))
                if sitting is not None:
                    g.add((decision, CANPOL.duringSitting, sitting))
                last = motion.evidence[-1] if motion.evidence else first
                self.claim(decision, last[0], last[1], calibrated("decision", motion.confidence), motion.post)


def build_graph(extraction: Extraction, minter, kb, run_iri: URIRef, now: dt.datetime) -> tuple[URIRef, Graph]:
    """(named-graph IRI, graph) for one document."""
    emitter = Emitter(extraction, minter, kb, run_iri, now)
    graph = emitter.build()
    return minter.source_graph(emitter.key), graph
