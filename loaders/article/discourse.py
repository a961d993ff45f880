"""Discourse state of the event stage: the events and motions found so far, who was spoken of last."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace

from rdflib import URIRef

from .mentions import Entity


@dataclass
class Event:
    kind: str  # canpol class name: UnparliamentaryLanguage, RequestToApologize, Refusal, ...
    start: int  # evidence span in the article text
    end: int
    agent: Entity | None = None
    target: Entity | None = None
    word: str | None = None
    date: dt.date | None = None
    confidence: float = 0.8
    post: int | None = None  # index of the embedded post it was read from
    until_end_of: str | None = None  # day / sitting / week, for orders to withdraw
    capacity: str | None = None  # KB office key of the agent ("deputy-speaker")
    role: str | None = None  # role description of the agent as written
    related: "Event | None" = None
    # where the sentence telling it places its agent's act (events.occasions_by_person): "house" (the
    # chamber), "published" (a statement, a post), "spoken" (the press met, a speech); one member's two
    # acts of one kind on one day (or both undated), on two occasions, are two events
    occasion: str | None = None
    sentence: int | None = None  # Discourse.sentence_no of the sentence that told it (how far back a pro-form reaches)
    # told without a day after the paragraph moved on from the day it told last ("Soon after, ...", "Days
    # later, ..."): not a retelling of an act of a day told before it
    moved_on: bool = False
    # the month, season or year (first day, last day) the sentence places an event it tells no day of
    # ("in December 2003", « en juin 2020 »): an undated event placed outside a dated one's day is another
    period: tuple[dt.date, dt.date] | None = None


@dataclass
class Motion:
    start: int
    end: int
    mover: Entity | None = None
    unanimous: bool = False
    # unanimity told only as the manner of its decision ("passed unanimously", « adoptée à l'unanimité »),
    # no consent asked, given or refused: all who voted agreed, which says neither how it was decided
    # (a recorded division may be unanimous) nor that it was a unanimous-consent motion
    unanimity_only: bool = False
    label: str | None = None
    label_span: tuple[int, int] | None = None
    demands: list[tuple[str, int, int]] = field(default_factory=list)  # (text, start, end)
    subjects: list[Entity] = field(default_factory=list)
    outcome: str | None = None  # Adopted, Negatived, ConsentRefused, Withdrawn
    opposed: list[Entity] = field(default_factory=list)
    yeas: int | None = None
    nays: int | None = None
    date: dt.date | None = None
    evidence: list[tuple[int, int]] = field(default_factory=list)
    confidence: float = 0.75
    post: int | None = None
    kind: str | None = None  # MotionType concept: PrivateMembersMotion, GovernmentMotion, OppositionMotion
    kind_rank: int = 0  # how telling the cue for `kind` was (a higher rank overrides a lower one)
    summary: list[tuple[str, int, int]] = field(default_factory=list)  # what a relative clause says it does
    additive: bool = False  # explicit demands were given as additions ("it also asks ...")
    moved: bool = False  # the text tells the mover's act ("X moved / proposed / sought consent for"), not only whose it is
    moved_on: dt.date | None = None  # the day it was moved, when the text tells a later day for its decision (`date`)
    sides: dict = field(default_factory=dict)  # "170 MPs voted for it", "150 against": one side's count each
    objects: set = field(default_factory=set)  # lemmas of what it acts on ("to adopt the report"): "the report was adopted"
    voice: bool = False  # decided on a voice vote ("passed on a voice vote", « adoptée de vive voix »)
    recorded: bool = False  # decided in a recorded division told without its tally ("in a recorded vote")
    counted: tuple[int, int] | None = None  # a tally told without its side, before any cue told who won
    day_named: bool = False  # the sentence that decided it named the day itself (not the running date)
    # motion coreference (motion_reference.py): the last sentence that told of it (Discourse.sentence_no),
    # and what the text called it ("motion", "bill", "request")
    seen: int = 0
    named: set = field(default_factory=set)
    # its mover given by a later sentence that tells no day of the moving ("The bill had been introduced
    # by X"): moved, on a day the text does not give (not the day of the decision told before)
    moved_undated: bool = False
    aside: bool = False  # told as another than the story's ("a similar motion", « une autre motion »)


class Discourse:
    """What the event stage remembers across an article: recent persons, events, the motion."""

    def __init__(self):
        self.events: list[Event] = []
        self.motions: list[Motion] = []
        self.recent: list[Entity] = []  # persons of the previous sentence
        self.recent_sentence: set = set()  # keys of the persons the previous sentence itself named (not the older ones of `recent`)
        # keys of the previous sentence's persons named only inside a clause that describes another
        # noun ("X, who replaced Y on the committee, criticized ..."): background, not what the sentence is about
        self.recent_backgrounded: set = set()
        # every person the article has named so far, and those its paragraph being read named: what a
        # description ("the Liberal MP", « l'élue bloquiste ») may take up (descriptions.py)
        self.named: list[Entity] = []
        self.paragraph_named: list[Entity] = []
        # the keys of the persons the article named with a member noun heading the phrase or set before
        # the name (« le député conservateur de X », « la ministre de Y, Z »), by noun (its masculine form):
        # which of two persons a bare « le député » later takes up (grammar._definite_description)
        self.described_as: dict[str, set] = {}
        # nouns of person the article has used for someone it did not name ("a Liberal MP told ...",
        # « un élu bloquiste a confié ... »): "the Liberal MP" after it may be that person
        self.unnamed_nouns: set[str] = set()
        # the paragraph after the one being read (its Doc and mentions), when it goes on the story's
        # text: a description ending a paragraph may stand for the person its first sentence names
        # (descriptions.named_next)
        self.next_paragraph = None
        # nouns the KB cannot check that the text said of a person ("X, a former astronaut,", « X,
        # avocat de formation, »): noun key -> the persons it was said of (descriptions.note_epithets)
        self.epithets: dict[str, list[Entity]] = {}
        self.last_named: Entity | None = None  # the person named last in the previous sentences (« ce dernier »)
        self.sentences_without_persons = 0  # sentences read since the last one that named a person
        self.expect_demands: Motion | None = None
        self.last_subject: Entity | None = None  # the person the previous sentences were about
        # the previous sentence's subject was a person left unnamed ("A senior official testified"):
        # (True, gender or None), else None; a subject pronoun next may be that person
        self.unnamed_subject: tuple | None = None
        # the previous sentence's subject was people the KB does not hold, in the plural ("Opposition
        # MPs objected", « Les néo-démocrates ont protesté »), or a group pronoun taking them up: a
        # "they" / « ils » next is those people (kinds/request.py), no KB person
        self.people_outside_subject = False
        self.since_motion = 99  # sentences since the last one that named a motion
        self.sentence_no = 0  # sentences read so far (Motion.seen)
        # a member's attempt to table or move something, told without the House's consent (motions._consent_attempt)
        self.attempt_told: tuple | None = None
        # the member whose bill the text last named as theirs ("X's bill", « le projet de loi de X ») and the
        # sentence that named it: the mover of that bill's readings told after it (motions._bill_owner)
        self.bill_owner: tuple | None = None
        # the last sentence that named a bill (sentence_no, taken up: "the bill", « ce projet de loi »,
        # elsewhere: in another body's business, "the Senate took up its version of the bill"): a decision told
        # of "it" right after is that bill's, not an older motion's (motions._bill_taken_up_by_a_pronoun)
        self.bill_named: tuple | None = None
        # (bill_named, bill_owner) as the sentences before the one being read left them
        self.bill_before: tuple = (None, None)
        self.removed_from_caucus: set[str] = set()  # people the text says were put out of a caucus
        self.caucus_removal_told = False  # somebody, named or not, was put out of a caucus or party
        # Resignations read only from "will sit as an independent": withdrawn at the end of the
        # article if it tells a removal from caucus anywhere (the sitting is then its consequence)
        self.independent_sittings: list[Event] = []
        # resignations handed over (sentence number, sentence start, keys of who handed them), and the
        # sentences that tell one turned down ("but he turned it down"): withdrawn at the end of the
        # article when the refusal is told in the same sentence or the next (kinds/resignation)
        self.offered_resignations: list[tuple[int, int, set]] = []
        self.resignations_turned_down: set[int] = set()
        # events told of a counted group ("seven MPs resigned"), waiting for the list of its members
        self.pending_groups: list = []
        self.group_sentence = None  # the sentence last searched for a group's members
        # groups of people named together in the last sentence that spoke of people ((people, is a
        # subject), groups.py), the keys of everyone that sentence spoke of, and how many sentences ago
        self.groups: list[tuple] = []
        self.groups_named: set = set()
        self.groups_age = 99
        self.older_groups: list[tuple] = []  # the groups of the sentence before that one, for a count only
        self.apology_sought = False  # someone was asked, pressed or forced to apologize
        self.day = None  # the day the sentence being read speaks of (for the KB's offices)
        self.written = None  # the day the article was written (its dateline's, else its publication's)
        self.day_named = False  # the sentence being read names its day itself (not the running date)
        self.quote_speaker = None  # (paragraph offset, person) of the last quotation attributed (quotes.py)
        self.since_private_bill = 99  # sentences since one named a private member's bill
        # a tally told in a sentence of its own with no clause ("181 to 40.", "Then 198 to 85, on June 4, 2019.")
        # before the sentence that tells the decision it counts: (sentence_no, tally, the day it named or None)
        self.tally_fragment: tuple | None = None
        # motions of the entries of a live blog already read: out of reach of the entries after them
        self.closed_motions: list[Motion] = []
        self.before_entry: set = set()  # ids of the events told before the live blog's entry being read
        self.kb = None  # the reference KB, for the holder of an office on the day a sentence tells
        # the sentence's role phrases resolved on the article's day (person key -> its Mention), the
        # time it speaks of when it names no day, and the scene a time heading a sentence set
        self.tenures: dict = {}
        self.time_span = None
        self.scene = None
        self.year_named = False  # the sentence being read writes a year ("on Feb. 17, 1971")
        # how prominent each person spoken of is at this point of the text (Salience): what a pronoun
        # the sentence-by-sentence rules leave open may still take up, when one person stands out
        self.salience = Salience()

    def open_entry(self) -> None:
        """A live blog's new entry begins: each entry is a unit of its own, told apart from the others
        by its time stamp (newest first, often), so a tally, "the motion" or a "that ..." clause in it
        never takes up a motion another entry told; those are kept aside until the article ends."""
        self.closed_motions.extend(self.motions)
        self.motions = []
        # (nor does the member a chair dealt with in another entry: "he apologized" in this one is not them)
        self.before_entry = {id(e) for e in self.events}
        self.since_motion = 99
        self.expect_demands = None

    def last_event(self, kind: str) -> Event | None:
        """The latest event of `kind` the article has told so far (the request a refusal declines)."""
        return next((e for e in reversed(self.events) if e.kind == kind), None)

    def all_motions(self) -> list[Motion]:
        return self.closed_motions + self.motions

    def focus_member(self) -> Entity | None:
        """The member the chair is dealing with: target of the last request, or the last speaker."""
        for event in reversed(self.events):
            if id(event) in self.before_entry:
                break
            if event.kind in ("RequestToApologize", "Expulsion") and event.target:
                return event.target
            if event.kind == "UnparliamentaryLanguage" and event.agent:
                return event.agent
        return None


class Salience:
    """A centering-style ranking of the persons the text has spoken of, for pronouns.

    Each sentence read adds to the persons it names a weight for the place they hold in it (its
    main subject, or the speaker a quotation is attributed to, weighs most; the subject of another
    clause and an object less; a person named only in a clause describing another noun, or only
    inside a quotation, least); what came before fades by half at each sentence and more at a
    paragraph break. A pronoun left open takes up the most prominent person of its gender only
    when that person stands well clear of the next: two persons close in prominence, no answer."""

    # (a complement of the main clause, "X spoke after Y", is as open to a pronoun next as its object:
    # the subject alone does not stand clear of it)
    SUBJECT, SPEAKER, CLAUSE_SUBJECT, OBJECT, OTHER, BACKGROUND = 4.0, 4.0, 2.0, 2.0, 2.0, 0.5
    SENTENCE_DECAY = 0.5  # what a sentence keeps of the prominence the one before had
    PARAGRAPH_DECAY = 0.5  # and, at a paragraph break, what the new paragraph keeps of that
    FLOOR = 0.05  # below it a person is forgotten
    MINIMUM = 0.9  # a person below it is too far back for a pronoun
    MARGIN = 2.5  # how many times the next candidate's prominence the chosen one must have

    def __init__(self):
        self.scores: dict = {}  # person key -> [Entity, prominence]
        self._pending: dict = {}  # the sentence being read: person key -> [Entity, weight]

    def paragraph(self) -> None:
        for entry in self.scores.values():
            entry[1] *= self.PARAGRAPH_DECAY

    def note(self, entity: Entity, weight: float) -> None:
        """The sentence being read names `entity` in a place of `weight` (its highest one counts)."""
        entry = self._pending.setdefault(entity.key, [entity, 0.0])
        entry[1] = max(entry[1], weight)

    def note_unnamed(self, gender: str | None) -> None:
        """The sentence's subject is a person (or, in French, a body: « le comité ») it leaves
        unnamed, of `gender` if known: a pronoun next may take it up, so it competes with the named."""
        entry = self._pending.setdefault(UNNAMED, [(UNNAMED, gender), 0.0])
        entry[0], entry[1] = (UNNAMED, gender), max(entry[1], self.SUBJECT)

    def close_sentence(self) -> None:
        for entry in self.scores.values():
            entry[1] *= self.SENTENCE_DECAY
        for key, (entity, weight) in self._pending.items():
            entry = self.scores.setdefault(key, [entity, 0.0])
            entry[1] += weight
        self._pending = {}
        self.scores = {k: v for k, v in self.scores.items() if v[1] >= self.FLOOR}

    def standing_out(self, fits, gender: str | None = None) -> Entity | None:
        """The one of the persons the predicate `fits` accepts who stands out, or None (also when
        the one standing out is the person left unnamed, if a pronoun of `gender` may take it up)."""
        ranked = sorted(((score, entity) for entity, score in self.scores.values()
                         if (fits(entity) if isinstance(entity, Entity) else
                             entity[1] is None or gender is None or entity[1] == gender)),
                        key=lambda pair: -pair[0])
        if not ranked or ranked[0][0] < self.MINIMUM or not isinstance(ranked[0][1], Entity):
            return None
        if len(ranked) > 1 and ranked[0][0] < self.MARGIN * ranked[1][0]:
            return None
        return ranked[0][1]


UNNAMED = "unnamed"  # Salience's key for the person (or French body) the text left unnamed


class Emitter:
    """How patterns add the events of one sentence: `emit(kind, **arguments)`.

    Every event gets the sentence's evidence span, date and post; the same kind with the same
    agent and target is kept once per sentence (two patterns may see the same statement)."""

    def __init__(self, discourse: Discourse, start: int, end: int, date: dt.date | None, post: int | None):
        self.discourse, self.start, self.end, self.date, self.post = discourse, start, end, date, post
        self.events: list[Event] = []
        # the day of a token's own clause, before the checks on its verb (set per sentence by
        # events.sentence_events): a pattern that dates an event by another word than its token
        self.clause_date = lambda token: date
        # events whose pattern read every person of its subject itself, each checked on its own
        # (a floor crossing against the KB): not repeated for the persons coordinated with one
        self.each_read: list[Event] = []

    def __call__(self, kind: str, **arguments) -> Event | None:
        for role in ("agent", "target"):
            if arguments.get(role) is not None:
                arguments[role] = self._holder_that_day(arguments[role])
                arguments[role] = self._holder_of_the_events_day(arguments[role], kind == "Resignation" and role == "agent")
        event = Event(kind, self.start, self.end, date=self.date, post=self.post, sentence=self.discourse.sentence_no,
                      period=None if self.date is not None else self.discourse.time_span, **arguments)
        if event.agent is not None and event.target is not None and (
                _key(event.agent) == _key(event.target)
                or event.agent.presumed is not None and str(event.agent.presumed) == str(event.target.iri)):
            return None  # nobody accuses, expels or insults himself: the arguments were misread
        same = next((e for e in self.events if e.kind == kind and _key(e.agent) == _key(event.agent)
                     and _key(e.target) == _key(event.target)), None)
        if same is not None:
            return same
        self.events.append(event)
        self.discourse.events.append(event)
        return event


    def _holder_that_day(self, entity: Entity) -> Entity:
        """A person named only by an office ("the Speaker", « le président ») was presumed its holder on
        the article's day when the mentions were read; in a sentence about another day (« Le 17 juin
        2020, ... le président lui avait ordonné ... » in an article of 2024) the chair was that day's
        holder, or no one the KB can tell when the office changed hands or the day is not known."""
        kb = self.discourse.kb
        day = self.date or self.discourse.day
        if entity.iri is not None or entity.presumed is None or not entity.office or kb is None or day is None:
            return entity
        holders = [str(h) for h in kb.office_holders(entity.office, day)]
        if holders == [str(entity.presumed)]:
            return entity
        return replace(entity, presumed=URIRef(holders[0]) if len(holders) == 1 else None)

    def _holder_of_the_events_day(self, entity: Entity, leaving: bool) -> Entity:
        """A person the sentence names only by a role phrase ("the prime minister", « le ministre de
        X ») was resolved to the holder on the article's day; the phrase names the holder on the day
        of the event (or throughout the time the sentence speaks of), the one leaving for a
        departure, or nobody the KB can tell when the office changed hands in the time the text
        allows (tenure.holder_on)."""
        return holder_of_the_day(self.discourse, entity, self.date, leaving)


def holder_of_the_day(d: Discourse, entity: Entity, day: dt.date | None, leaving: bool = False) -> Entity:
    """`entity` named by a role phrase of the sentence being read (Discourse.tenures), as the holder
    on `day` and throughout the time the sentence speaks of (Discourse.time_span); the phrase's
    mention is made to name the same (its link in the article's graph)."""
    from .mentions import _person_entity
    from .tenure import holder_on

    mention = d.tenures.get(entity.key) if entity.kind == "person" and not entity.local else None
    tenure = mention.tenure if mention is not None else None
    span = d.time_span
    if tenure is None or d.kb is None or day is None and span is None:
        return entity
    if tenure.at_the_time:
        if span is None and not (d.day_named and d.year_named):
            # "the then prime minister" in a sentence that names no time of its own, or only a day of
            # the week ("the prime minister of the day ... on Tuesday"): some other time, not known
            return entity
    elif span is None and day == tenure.on and not leaving:
        return entity
    holder = holder_on(d.kb, tenure, day, span, leaving)
    if holder == str(entity.iri) or holder is None and entity.iri is None:
        return entity
    if holder is not None:
        named = _person_entity(d.kb, URIRef(holder), tenure.text)
        named.role = tenure.text
        d.tenures[named.key] = mention
    else:
        named = Entity("person", role=tenure.text, label=tenure.text,
                       office=tenure.office if tenure.office and not tenure.office.startswith("leader/") else None)
    mention.entity = named
    return named


def _key(entity: Entity | None):
    return entity.key if entity is not None else None
