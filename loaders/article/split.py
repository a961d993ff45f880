"""Stage 2, split: article text -> paragraphs and embedded social posts, with code-point spans."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_MONTHS_FR = {m: i for i, m in enumerate(
    ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
     "octobre", "novembre", "décembre"], 1)}

# "— Name (@handle) June 17, 2020" (English) or "— Nom (@compte) 17 juin 2020" (French) alone on a line,
# or ending the line of the post's text ("... pic.twitter.com/x — Name (@handle) June 17, 2020", the
# embed's text as copied), possibly followed by a short residue of the embed (a repeated headline)
_SIGNATURE = re.compile(
    r"(?:^|(?<=[ \t]))[ \t]*[—–-]{1,2}[ \t]*(?P<name>[^\n()—–]*?)[ \t]*\((?P<handle>@\w{1,30})\)[ \t]*"
    r"(?:(?P<month>[A-Za-z]{3,9})\.?[ \t]+(?P<day>\d{1,2}),?[ \t]+(?P<year>\d{4})"
    r"|(?P<fday>\d{1,2})(?:er)?[ \t]+(?P<fmonth>[a-zéû]{3,9})\.?[ \t]+(?P<fyear>\d{4}))(?=[ \t]*$|[ \t]+[A-Z][^\n]{0,120}$)",
    re.M)
TWEET_LIMIT = 300  # the platform's 280, plus slack for line breaks and emoji the article kept
# A paragraph that introduces a post or reports speech belongs to the article, not to the post.
_INTRO = re.compile(
    r"\b(?:tweet\w*|posted|wrote|writes|writing|video|released|shared|said|says|saying|told|according"
    r"|reported|responded|replied|statement|twitter|facebook|instagram|publié|écrit|vidéo|déclaration"
    r"|a déclaré|a dit|selon|affirmé)\b", re.I)
_URL = re.compile(r"(?:https?://|pic\.twitter\.com/)\S+")


# A photo caption or credit: it describes a picture (often of another day), so it dates no event
# of the article and tells none; the people it names are still mentioned.
_CAPTION = re.compile(
    r"\bPhoto\s*(?::|handout|by|credit|courtesy)|\(\s*Photo\b|\bPHOTO\b|\bTHE CANADIAN PRESS\s*/|\bCP PHOTO\b"
    r"|\bLa Presse canadienne\s*/|\bGetty Images\b|\bAP Photo\b|\bREUTERS\s*/|\bAFP\s*/|^\s*\(?FILE\b\s*(?:PHOTO\b|[-–—:)])"
    r"|\bCrédit\s*(?:photo)?\s*:|\bPhoto\s*:|\bArchives?\s*(?:PC|La Presse)\b", re.M)
# A byline: a reporter's name, never a member's mention even when a member has the same name.
_BYLINE = re.compile(r"^\s*(?:By|Par|BY|PAR)\s+(?:[A-ZÉÈ][\w'’.-]+\s*){1,4}(?:[,|—–-].{0,60})?$")


# The heading of a page's list of links to other pages ("Related stories", "Associated content",
# "Read more", « Liens connexes », « À lire aussi »), alone in its paragraph.
_LINKS_HEADING = re.compile(
    r"(?:(?:associated|related)\s+(?:links?|products?|stor(?:y|ies)|articles?|content|news|coverage)|related|read\s+(?:more|also)"
    r"|see\s+also|more\s+on\s+this(?:\s+story)?|liens?\s+(?:connexes|associés|utiles)|produits\s+connexes"
    r"|(?:à\s+)?lire\s+aussi|voir\s+aussi|sur\s+le\s+même\s+sujet)\s*:?", re.I)
LINK_TITLE_LIMIT = 200  # characters of one link's title; longer is a paragraph of prose


@dataclass
class Block:
    """A paragraph of prose, or a paragraph inside an embedded post (then `post` is its index).

    `kind`: "prose", "caption" (a photo caption or credit: no events, no dates), "byline" (a
    reporter's name: no person mentions) or "links" (a heading of links to other pages and the
    titles listed under it: the headlines of other stories, no events of this one, no dates)."""

    start: int
    end: int
    post: int | None = None
    kind: str = "prose"


@dataclass
class Post:
    """An embedded social-media post: author as signed, handle, date, text span and signature span."""

    name: str
    handle: str
    date: dt.date | None
    start: int
    end: int
    signature_start: int
    signature_end: int


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Spans of the non-blank paragraphs (separated by blank lines), trimmed of outer spaces."""
    spans = []
    for match in re.finditer(r"(?:[^\n]|\n(?![ \t]*\n))+", text):
        start, end = match.span()
        chunk = match.group()
        lead = len(chunk) - len(chunk.lstrip())
        trail = len(chunk) - len(chunk.rstrip())
        if end - trail > start + lead:
            spans.append((start + lead, end - trail))
    return spans


def _tweet_length(text: str) -> int:
    """Length as the post platform counts it: every link counts 23."""
    return len(_URL.sub("x" * 23, text))


def _signature_date(match: re.Match) -> dt.date | None:
    try:
        if match.group("month"):
            month = _MONTHS.get(match.group("month").lower())
            return dt.date(int(match.group("year")), month, int(match.group("day"))) if month else None
        month = _MONTHS_FR.get(match.group("fmonth").lower())
        return dt.date(int(match.group("fyear")), month, int(match.group("fday"))) if month else None
    except ValueError:
        return None


def split(text: str) -> tuple[list[Block], list[Post]]:
    """Paragraph blocks and the posts they belong to.

    A signature line closes a post; the post's text is the paragraphs just before it, back to the
    previous post or as far as a post's length allows (a lone paragraph always belongs to it).
    """
    signatures = {m.start(): m for m in _SIGNATURE.finditer(text)}
    spans = [line for span in paragraphs(text) for line in _lines_around_signatures(text, span, signatures)]
    blocks: list[Block] = []
    posts: list[Post] = []
    for start, end in spans:
        match = signatures.get(start) or next(
            (m for s, m in signatures.items() if start <= s < end), None)
        if match is None:
            blocks.append(Block(start, end))
            continue
        # text between the paragraph start and the signature is the post's last paragraph
        if match.start() > start and text[start:match.start()].strip():
            blocks.append(Block(start, match.start() - 1))
        members: list[Block] = []
        total = 0
        for block in reversed(blocks):
            if block.post is not None:
                break
            chunk = text[block.start:block.end]
            length = _tweet_length(chunk)
            if members and (total + length > TWEET_LIMIT or chunk[0] in "\"“«'"
                            or chunk.rstrip().endswith(":") or _INTRO.search(chunk)):
                break
            members.append(block)
            total += length
        if not members:
            continue
        index = len(posts)
        for block in members:
            block.post = index
        posts.append(Post(
            name=match.group("name").strip(), handle=match.group("handle"), date=_signature_date(match),
            start=members[-1].start, end=members[0].end,
            signature_start=match.start() + (len(match.group()) - len(match.group().lstrip())),
            signature_end=match.end()))
    blocks = [part for block in blocks for part in _split_at_credit_lines(text, block)]
    for block in blocks:
        if block.post is None:
            block.kind = block_kind(text[block.start:block.end])
    _mark_lists_of_links(text, blocks)
    return blocks, posts


def _mark_lists_of_links(text: str, blocks: list[Block]) -> None:
    """A links heading and the titles listed after it are kind "links": each title a single short
    line that does not end a sentence; the first paragraph that is not one ends the list. A list
    has two titles at least, or one that ends the text: a page may put its own headline alone
    after such a heading (a box of links above the story), and a headline is the story's."""
    def title(block) -> bool:
        chunk = text[block.start:block.end].strip()
        return block.post is None and block.kind == "prose" and len(chunk) <= LINK_TITLE_LIMIT and "\n" not in chunk \
            and not chunk.endswith((".", "!", "?", "»", '"', "”", ":")) and not _LINKS_HEADING.fullmatch(chunk)

    for n, block in enumerate(blocks):
        if block.post is not None or not _LINKS_HEADING.fullmatch(text[block.start:block.end].strip()):
            continue
        titles = 0
        while n + 1 + titles < len(blocks) and title(blocks[n + 1 + titles]):
            titles += 1
        if titles >= 2 or titles == 1 and n + 2 == len(blocks):
            for listed in blocks[n:n + 1 + titles]:
                listed.kind = "links"


def _lines_around_signatures(text: str, span: tuple[int, int], signatures) -> list[tuple[int, int]]:
    """A paragraph with a post's signature inside it (a page whose lines are not set apart by blank
    lines): its lines are the units, so the prose after the signature is kept and the post is the
    lines just before it."""
    start, end = span
    if not any(start < s < end for s in signatures):
        return [span]
    return [(start + m.start(), start + m.end()) for m in re.finditer(r"[^\n]*\S[^\n]*", text[start:end])]


def _split_at_credit_lines(text: str, block: Block) -> list[Block]:
    """A photo credit on a line of its own ends a caption even without a blank line after it
    ("Stephen Harper / Photo : Agence QMI / <the article's first paragraph>")."""
    if block.post is not None:
        return [block]
    parts, start = [], block.start
    for line in re.finditer(r"[^\n]+", text[block.start:block.end]):
        line_end = block.start + line.end()
        if len(line.group().strip()) <= 80 and _CAPTION.search(line.group()) and line_end < block.end:
            parts.append(Block(start, line_end))
            start = line_end + 1
            while start < block.end and text[start].isspace():
                start += 1
    parts.append(Block(start, block.end))
    return parts


def block_kind(chunk: str) -> str:
    """"caption", "byline" or "prose" for one paragraph (see Block)."""
    if len(chunk) <= 80 and _BYLINE.match(chunk):
        return "byline"
    if len(chunk) <= 600 and _CAPTION.search(chunk):
        return "caption"
    return "prose"


def infer_date(posts: list[Post]) -> dt.date | None:
    """The publication date implied by the embedded posts: the latest of their dates."""
    dates = [p.date for p in posts if p.date]
    return max(dates) if dates else None
