"""Stage 1, parse: a Hansard or committee Evidence XML file, streamed, as plain records.

The House of Commons publishes each sitting's Debates (and each committee meeting's Evidence) as
one XML document, `<Hansard>` at the root, in English and in French. This stage reads it with
lxml's iterparse and yields, in document order, the publication's metadata, then one record per
order of business, intervention and recorded division. Each element is dropped once read, so
memory stays flat in the size of the publication. Entities are not resolved, no DTD is loaded and
nothing is fetched from the network: the file is data, never instructions.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from lxml import etree

from canpol.errors import InputError

EXPECTED = "a House of Commons Hansard (Debates) or committee Evidence XML publication (root element <Hansard>)"
TAGS = ["Hansard", "ExtractedInformation", "HansardBody", "FloorLanguage", "OrderOfBusiness", "OrderOfBusinessTitle",
        "CatchLine", "SubjectOfBusiness", "SubjectOfBusinessTitle", "SubjectOfBusinessQualifier", "ParaText",
        "ProceduralText", "Intervention", "Division"]
_INSIDE = frozenset({"ParaText", "ProceduralText"})
_BILL = re.compile(r"\b([CS])[-‑–]\s?(\d+[A-Z]?)\b")
_TOTAL = re.compile(r"(\d+)")


def clean(text: str) -> str:
    """Whitespace folded to single spaces (split/join: faster than a regular expression)."""
    return " ".join(text.split())


def text_of(element) -> str:
    """An element's text, its children's included, whitespace folded (lxml's C serializer: several
    times faster than joining itertext())."""
    return clean(etree.tostring(element, method="text", encoding="unicode", with_tail=False))


@dataclass
class Publication:
    """What the ExtractedInformation block says about the publication."""

    hansard_id: str
    language: str  # "en" | "fr"
    kind: str  # "debates" | "evidence"
    parliament: int
    session: int
    number: str  # the sitting or meeting number as printed, without leading zeros
    date: dt.date
    institution: str  # "House of Commons Debates", or the committee's name
    acronym: str | None  # committee acronym (ETHI); None for the Debates
    speaker_name: str | None  # the presiding officer printed on the cover, as printed
    volume: str | None = None


@dataclass
class OrderOfBusiness:
    xml_id: str
    rubric: str | None
    title: str | None
    position: int


@dataclass
class Subject:
    xml_id: str
    title: str | None
    qualifier: str | None = None


@dataclass
class Affiliation:
    """A person as the record names them: its DbId (an affiliation id of the House's database, one
    per person and role), its Type (2 a member, 15 the Speaker, 4 a minister...) and its text."""

    db_id: str | None
    type: str | None
    text: str


@dataclass
class Intervention:
    xml_id: str
    position: int
    kind: str | None  # Debate, Question, Answer, Interjection, ...
    speaker: Affiliation | None
    speaking_text: str  # the PersonSpeaking text when it has no Affiliation
    order: OrderOfBusiness | None
    subject: Subject | None
    floor_language: str | None
    paragraphs: list[str]
    procedural: list[str]
    start: int  # code points into the publication's text as read (see `TextCursor`)
    end: int
    timestamp: str | None
    bills: list[tuple[str, str | None]] = field(default_factory=list)  # (number, title)
    mentions: list[Affiliation] = field(default_factory=list)  # members its words refer to (by seat)


@dataclass
class Division:
    xml_id: str
    number: int
    votes: dict[str, list[Affiliation]]  # "yeas" | "nays" | "paired" -> members as printed
    totals: dict[str, int]  # printed totals ("-- 110"); a list printed "Nil" is 0
    order: OrderOfBusiness | None
    subject: Subject | None
    question: str | None  # "(The House divided on the amendment, which was negatived ...)"
    context: list[str]  # the subject's paragraphs before the division (the motion put)
    bills: list[tuple[str, str | None]]  # bills named in the subject so far, latest last
    after: list[str] = field(default_factory=list)  # procedural lines just after ("Motion agreed to")
    start: int = 0
    end: int = 0


class TextCursor:
    """Offsets into 'the publication's text as read': every paragraph's text, whitespace folded,
    each followed by a newline, in document order. Evidence positions count code points in it."""

    def __init__(self):
        self.offset = 0

    def advance(self, text: str) -> tuple[int, int]:
        start = self.offset
        self.offset += len(text) + 1
        return start, start + len(text)


def _int(text: str | None) -> int | None:
    digits = re.sub(r"\D", "", text or "")
    return int(digits) if digits else None


_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], 1)}
_MONTHS.update({m: i for i, m in enumerate(
    ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre",
     "novembre", "decembre"], 1)})


def _date_from_text(text: str) -> dt.date | None:
    import unicodedata

    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    found = re.search(r"([a-z]+) (\d{1,2}), (\d{4})", folded)  # Thursday, May 18, 2023
    if found and found.group(1) in _MONTHS:
        return dt.date(int(found.group(3)), _MONTHS[found.group(1)], int(found.group(2)))
    found = re.search(r"(\d{1,2})(?:er)? ([a-z]+) (\d{4})", folded)  # Le jeudi 18 mai 2023
    if found and found.group(2) in _MONTHS:
        return dt.date(int(found.group(3)), _MONTHS[found.group(2)], int(found.group(1)))
    return None


def publication_from(items: dict[str, str], root_attrib: dict, origin: str) -> Publication:
    """The metadata of ExtractedInformation (`Name` -> text) as a Publication, or an InputError
    saying what is missing."""
    lang = (root_attrib.get("{http://www.w3.org/XML/1998/namespace}lang") or "").lower()[:2]
    category = (items.get("MetaDocumentCategory") or "").lower()
    kind = "evidence" if category.startswith("committee") else "debates"
    parliament = _int(items.get("ParliamentNumber")) or _int(items.get("Parliament"))
    session = _int(items.get("SessionNumber")) or _int(items.get("Session"))
    number = _int(items.get("MetaNumberNumber")) or _int(items.get("Number"))
    date = None
    y, m, d = (_int(items.get(k)) for k in ("MetaDateNumYear", "MetaDateNumMonth", "MetaDateNumDay"))
    if y and m and d:
        date = dt.date(y, m, d)
    elif items.get("Date"):
        date = _date_from_text(items["Date"])
    missing = [name for name, value in (("parliament", parliament), ("session", session), ("number", number),
                                        ("date", date), ("language", lang in ("en", "fr") or None)) if not value]
    if missing:
        raise InputError(f"{origin}: not {EXPECTED}: its ExtractedInformation lacks the {', '.join(missing)}")
    acronym = items.get("Acronyme") or items.get("Acronym") or items.get("MetaAcronym")
    if kind == "evidence" and not acronym:
        raise InputError(f"{origin}: committee Evidence without its committee's acronym (ExtractedItem Acronyme)")
    return Publication(
        hansard_id=root_attrib.get("id") or "", language=lang, kind=kind, parliament=parliament, session=session,
        number=str(number), date=date, institution=items.get("InstitutionDebate") or items.get("Institution") or "",
        acronym=acronym.upper() if acronym else None, speaker_name=items.get("SpeakerName") or None,
        volume=items.get("Volume") or None)


def _bills_in(element) -> list[tuple[str, str | None]]:
    """Bills a paragraph names: <Document Type="3|4">C-21, An Act ...</Document>."""
    out = []
    for doc in element.iter("Document"):
        text = text_of(doc)
        found = _BILL.match(text)
        if found:
            title = text[found.end():].lstrip(" ,") or None
            out.append((f"{found.group(1)}-{found.group(2)}", title))
    return out


def _affiliation(element) -> Affiliation:
    return Affiliation(element.get("DbId"), element.get("Type"), text_of(element))


def _drop(element) -> None:
    """Free what has been read: the element, and the finished siblings before it."""
    element.clear()
    parent = element.getparent()
    if parent is not None:
        while element.getprevious() is not None:
            del parent[0]


def sniff(path: Path) -> str | None:
    """The root element's name of an XML file, read from its first 64 KiB (comments, the XML
    declaration, a BOM and a DOCTYPE skipped); None when it does not look like XML."""
    try:
        with path.open("rb") as handle:
            head = handle.read(65536)
    except OSError:
        return None
    text = head.decode("utf-8", "replace").lstrip("\ufeff \t\r\n")
    text = re.sub(r"<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>", "", text, flags=re.S).lstrip()
    found = re.match(r"<([A-Za-z_][\w.:-]*)", text)
    return found.group(1) if found else None


def parse(path: Path, origin: str | None = None) -> Iterator:
    """Yield the Publication, then OrderOfBusiness, Intervention and Division records in document
    order. A malformed, truncated or non-Hansard file raises InputError naming it (after some
    records may have been yielded: callers build the whole graph before writing anything)."""
    origin = origin or str(path)
    cursor = TextCursor()
    # Only the elements read here reach Python (lxml filters the rest in C): most of a file's
    # events are inline markup inside paragraphs, whose text the paragraph gives whole.
    events = etree.iterparse(
        str(path), events=("start", "end"), tag=TAGS, resolve_entities=False, load_dtd=False, no_network=True,
        dtd_validation=False, huge_tree=False, remove_comments=True, remove_pis=True)
    publication = None
    root_seen = False
    order = subject = None
    orders = interventions = 0
    floor = None
    depth = 0  # > 0 inside an Intervention or Division (their paragraphs are theirs)
    context: list[str] = []
    bills: list[tuple[str, str | None]] = []
    last_division: Division | None = None
    try:
        for event, element in events:
            tag = element.tag
            if depth and tag in _INSIDE:
                continue  # a paragraph of an intervention or division: read with it, at its end
            if not root_seen:
                root_seen = True
                root = events.root if events.root is not None else element
                if root.tag != "Hansard":
                    raise InputError(f"{origin}: not {EXPECTED}; its root element is <{root.tag}>")
                root_attrib = dict(root.attrib)
                if tag == "Hansard":
                    continue
            if event == "start":
                if tag in ("Intervention", "Division"):
                    depth += 1
                    if tag == "Intervention":
                        element.set("_floor", floor or "")
                elif tag == "OrderOfBusiness" and depth == 0:
                    orders += 1
                    order = OrderOfBusiness(element.get("id") or f"oob{orders}", element.get("Rubric"), None, orders)
                    # the motion a division decides is read earlier under the same order of business
                    context, bills = [], []
                elif tag == "SubjectOfBusiness" and depth == 0:
                    subject = Subject(element.get("id") or f"sob{orders}", None)
                continue
            # end events
            if tag == "ExtractedInformation":
                items = {item.get("Name"): text_of(item) for item in element if item.get("Name")}
                publication = publication_from(items, root_attrib, origin)
                yield publication
                _drop(element)
            elif tag == "FloorLanguage":
                floor = (element.get("language") or "").lower()[:2] or floor
            elif publication is None and tag in ("HansardBody", "Intervention"):
                raise InputError(f"{origin}: not {EXPECTED}: no ExtractedInformation before the proceedings")
            elif tag == "OrderOfBusinessTitle" and order is not None and depth == 0:
                order.title = text_of(element)
            elif tag == "CatchLine" and order is not None and depth == 0 and not order.title:
                order.title = text_of(element)
            elif tag == "OrderOfBusiness" and depth == 0:
                if order is not None:
                    yield order
                order = None
                _drop(element)
            elif tag == "SubjectOfBusinessTitle" and subject is not None and depth == 0:
                subject.title = text_of(element)
            elif tag == "SubjectOfBusinessQualifier" and subject is not None and depth == 0:
                subject.qualifier = text_of(element)
            elif tag == "SubjectOfBusiness" and depth == 0:
                subject = None
                _drop(element)
            elif tag in ("ParaText", "ProceduralText") and depth == 0:
                text = text_of(element)
                if text:
                    cursor.advance(text)
                    if tag == "ParaText":
                        context.append(text)
                        bills.extend(_bills_in(element))
                    elif last_division is not None and len(last_division.after) < 3:
                        last_division.after.append(text)
                _drop(element)
            elif tag == "Intervention":
                depth -= 1
                interventions += 1
                record = _intervention(element, interventions, order, subject, cursor)
                if last_division is not None and len(last_division.after) < 3:
                    last_division.after.extend(record.procedural[:3 - len(last_division.after)])
                bills.extend(record.bills)
                yield record
                _drop(element)
            elif tag == "Division":
                depth -= 1
                if last_division is not None:
                    yield last_division
                last_division = _division(element, order, subject, context, bills, cursor)
                _drop(element)
            if tag in ("OrderOfBusiness", "HansardBody") and last_division is not None and depth == 0:
                yield last_division
                last_division = None
    except etree.XMLSyntaxError as error:
        line = getattr(error, "lineno", None) or (error.position[0] if getattr(error, "position", None) else "?")
        if not root_seen:
            raise InputError(f"{origin}: not XML ({error.msg}); expected {EXPECTED}") from None
        raise InputError(f"{origin}:{line}: truncated or malformed XML ({error.msg}); expected the whole of "
                         f"{EXPECTED}, nothing was loaded from it") from None
    if not root_seen and events.root is not None and events.root.tag != "Hansard":
        raise InputError(f"{origin}: not {EXPECTED}; its root element is <{events.root.tag}>")
    if last_division is not None:
        yield last_division
    if publication is None:
        raise InputError(f"{origin}: not {EXPECTED}: it has no ExtractedInformation")


def _intervention(element, position: int, order, subject, cursor: TextCursor) -> Intervention:
    speaking = element.find("PersonSpeaking")
    speaker = None
    speaking_text = ""
    if speaking is not None:
        found = speaking.find(".//Affiliation")
        speaker = _affiliation(found) if found is not None else None
        speaking_text = text_of(speaking).rstrip(": ")
    floor = element.get("_floor") or None
    paragraphs, procedural, bills, mentions = [], [], [], []
    start = end = None
    timestamp = None
    content = element.find("Content")
    for item in (content.iter() if content is not None else ()):
        tag = item.tag
        if tag == "FloorLanguage" and not paragraphs:
            floor = (item.get("language") or "").lower()[:2] or floor
        elif tag == "Timestamp" and timestamp is None:
            timestamp = f"{item.get('Hr', '').zfill(2)}:{item.get('Mn', '').zfill(2)}"
        elif tag == "ParaText":
            text = text_of(item)
            if text:
                s, e = cursor.advance(text)
                start = s if start is None else start
                end = e
                paragraphs.append(text)
        elif tag == "Document":  # one walk of the content finds a paragraph's bills and members too
            found = _BILL.match(text_of(item))
            if found:
                rest = text_of(item)[found.end():].lstrip(" ,") or None
                bills.append((f"{found.group(1)}-{found.group(2)}", rest))
        elif tag == "Affiliation" and item.get("Type") == "2":
            mentions.append(_affiliation(item))
        elif tag == "ProceduralText":
            text = text_of(item)
            if text:
                procedural.append(text)
    if start is None:
        start = end = cursor.offset
    return Intervention(
        xml_id=element.get("id") or f"i{position}", position=position, kind=element.get("Type"), speaker=speaker,
        speaking_text=speaking_text, order=order, subject=subject, floor_language=floor if floor in ("en", "fr") else None,
        paragraphs=paragraphs, procedural=procedural, start=start, end=end, timestamp=timestamp, bills=bills,
        mentions=mentions)


def _division(element, order, subject, context: list[str], bills, cursor: TextCursor) -> Division:
    votes: dict[str, list[Affiliation]] = {"yeas": [], "nays": [], "paired": []}
    totals: dict[str, int] = {}
    for group in element.iter("DivisionType"):
        key = (group.get("vote-type") or "").lower()
        key = {"pour": "yeas", "contre": "nays", "pairés": "paired", "paires": "paired"}.get(key, key)
        if key not in votes:
            continue
        for member in group.iter("Affiliation"):
            votes[key].append(_affiliation(member))
        total = group.find("Total")
        if total is not None and _TOTAL.search(text_of(total)):
            totals[key] = int(_TOTAL.search(text_of(total)).group(1))
        elif group.find("Nil") is not None:
            totals[key] = 0
    number = _int(element.get("DivisionNumber")) or _int(text_of(element.find("DivisionNumber"))
                                                         if element.find("DivisionNumber") is not None else None)
    question = next((t for t in reversed(context) if t.startswith("(") and "divid" in t.lower()
                     or "vote" in t.lower() and t.startswith("(")), None)
    text = " ".join(a.text for group in votes.values() for a in group)
    start, end = cursor.advance(text)
    return Division(xml_id=element.get("id") or f"d{number}", number=number or 0, votes=votes, totals=totals,
                    order=order, subject=subject, question=question, context=list(context), bills=list(bills),
                    start=start, end=end)
