"""Stage 1, read: bytes of an article file -> Document(s) with text and metadata (pure, no I/O)."""

from __future__ import annotations

import bisect
import datetime as dt
import json
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Iterator

import yaml

from canpol.errors import InputError

MAX_BYTES = 5 * 1024 * 1024  # one document; bigger inputs are refused, not truncated
# Characters of one document's text: spaCy refuses longer texts (its parser needs about 1 GB per
# 100,000 characters), and its refusal would stop the whole load.
MAX_CHARS = 1_000_000

# Whitespace that is not a plain space or newline, mapped one code point to one, so that every
# offset into the normalised text is also an offset into the text as read.
_ODD_SPACE = re.compile(r"[\t\x0b\x0c\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
# Characters a page prints as nothing (soft hyphen, zero-width space, joiners, word joiner, a byte
# order mark inside the text), left by the software that made the page: inside a word they cut it in
# two for the tokenizer ("state\u00adment"), so they are taken out.
_INVISIBLE_CHARS = "\u00ad\u200b-\u200d\u2060\ufeff"  # (a character class's body)
_INVISIBLE = re.compile(f"[{_INVISIBLE_CHARS}]")
# An em dash between a punctuation mark and a word ("OTTAWA (Wire)—The", "he said.—The"): the
# tokenizer splits a dash between two words ("vote—which", riding names such as "Burnaby—New
# Westminster", which must stay as they are) but keeps ")—The" as one word, so that a dateline is not
# seen as one; such a dash gets a space on each side (en dashes stay: "156–145", "2019–2020").
_PUNCTUATION_DASH = re.compile(f"(?<=[^\\w\\s\u0300-\u036f{_INVISIBLE_CHARS}])\u2014|\u2014(?=[^\\w\\s{_INVISIBLE_CHARS}])")
# A letter followed by combining accents ("e" + U+0301, text decomposed as some systems store it):
# the models and the reference KB's names know only composed letters ("é"), so it is composed.
_DECOMPOSED = re.compile(r".[\u0300-\u036f]+", re.S)
# French guillemets hugging their words («ainsi», the most common form on French news pages): the
# French model reads the same words between spaced guillemets (« ainsi ») far better (an object of
# the verb before them lost, a participle read as an adjective), so a space is put inside them.
_TIGHT_GUILLEMET = re.compile(f"«(?=[^\\s»])|(?<=[^\\s«{_INVISIBLE_CHARS}])»")


@dataclass
class Document:
    """One article: its text (offsets are code points of this string) and its metadata."""

    text: str
    title: str | None = None
    url: str | None = None
    date: dt.date | None = None
    publisher: str | None = None
    language: str | None = None
    origin: str = ""  # file name, or file#record for JSON lines
    date_inferred: str | None = None  # how the date was found when no metadata gave it
    extra: dict = field(default_factory=dict)
    original: str | None = None  # the text before normalisation, for quotes
    # Where `text` and `original` part: sorted (offset in text, original offset - text offset from
    # there on); empty when they have the same length.
    shifts: tuple[tuple[int, int], ...] = ()

    @property
    def quote_text(self) -> str:
        return self.original if self.original is not None else self.text

    def original_offset(self, offset: int) -> int:
        """The offset in the text as read of `offset` in the normalised text."""
        at = bisect.bisect_right(self.shifts, (offset, float("inf"))) - 1
        return offset + (self.shifts[at][1] if at >= 0 else 0)

    def quote(self, start: int, end: int) -> tuple[int, int, str]:
        """The span start:end of the normalised text as offsets into the text as read, and its words there."""
        start, end = self.original_offset(start), self.original_offset(end)
        return start, end, self.quote_text[start:end]


def decode(raw: bytes, origin: str) -> str:
    """UTF-8 text of `raw`, or InputError for empty, oversized, binary or wrongly encoded input."""
    if len(raw) > MAX_BYTES:
        raise InputError(f"{origin}: {len(raw):,} bytes is over the {MAX_BYTES:,}-byte limit for one article")
    if not raw.strip():
        raise InputError(f"{origin}: the article is empty")
    if b"\x00" in raw[:8192]:
        raise InputError(f"{origin}: binary data, not text")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(f"{origin}: not UTF-8 text (byte {error.start}: {raw[error.start:error.start + 1]!r})") from None
    controls = sum(1 for c in text[:8192] if ord(c) < 32 and c not in "\r\n\t\x0c")
    if controls > 8:
        raise InputError(f"{origin}: binary data, not text ({controls} control characters)")
    return text


# The typographic apostrophe (and the modifier letter that looks like it), mapped to the ASCII one:
# the French model was trained on text with the ASCII apostrophe and parses « s’est excusé », « l’a
# accusé », « d’avoir » as garbage (« s’ » a clause of its own, « l’ » a noun), so that real French
# news, which mostly writes ’, lost its reflexive and elided verbs. The opening single quote goes
# with it, so that a quotation in single quotes (‘…’, a word quoted inside a quotation) is read as
# one however it was typed. The hyphen and the non-breaking hyphen (U+2010, U+2011: "Marie‑Claude"
# on pages that keep names on one line) are the ASCII hyphen the names of the KB are written with.
# One code point to one.
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'", "\u2018": "'", "\u2010": "-", "\u2011": "-"})


def normalize_typography(text: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """`text` with composed accents, without invisible characters, with spaced guillemets and em
    dashes, and where it parts from `text` (Document.shifts)."""
    # (offset in text, order among edits at that offset, characters replaced, text put instead):
    # an inserted space comes before a removal or a composition at the same offset (« then a
    # zero-width space or a decomposed letter).
    edits = sorted([(m.start(), 1, 1, "") for m in _INVISIBLE.finditer(text)]
                   + [(m.start(), 1, len(m.group()), unicodedata.normalize("NFC", m.group()))
                      for m in _DECOMPOSED.finditer(text)]
                   + [(m.start() + (m.group() == "«"), 0, 0, " ") for m in _TIGHT_GUILLEMET.finditer(text)]
                   + [(at, 0, 0, " ") for m in _PUNCTUATION_DASH.finditer(text)
                      for at, beside in ((m.start(), m.start() - 1), (m.end(), m.end()))
                      if 0 <= beside < len(text) and not text[beside].isspace()])
    if not edits:
        return text, ()
    pieces: list[str] = []
    shifts: list[tuple[int, int]] = []
    last = delta = 0  # delta: original offset - normalised offset, after the edits so far
    for at, _, replaced, put in edits:
        if at < last or (put and replaced and len(put) != 1):
            continue  # inside what an earlier edit replaced; or accents that compose into no one letter
        pieces.append(text[last:at])
        pieces.append(put)
        last = at + replaced
        # after what was put, the normalised text goes on with text[at + replaced]
        position, delta = at - delta + len(put), delta + replaced - len(put)
        if shifts and shifts[-1][0] == position:
            shifts.pop()
        shifts.append((position, delta))
    pieces.append(text[last:])
    return "".join(pieces), tuple(shifts)


def normalize_whitespace(text: str) -> str:
    """Odd spaces -> ' ', CR -> ' ' before LF else LF, typographic apostrophes and single quotes -> "'", hyphens -> "-"; same length, so
    offsets do not move (quotes are taken from the text as read: Document.original)."""
    text = _ODD_SPACE.sub(" ", text).translate(_APOSTROPHES)
    return text.replace("\r\n", " \n").replace("\r", "\n")


def parse_date(value) -> dt.date | None:
    """A date from metadata: date/datetime objects or ISO-like strings; None when unreadable."""
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    match = re.match(r"\s*(\d{4})-(\d{2})-(\d{2})", str(value))
    if match:
        try:
            return dt.date(*map(int, match.groups()))
        except ValueError:
            return None
    try:
        import dateparser

        parsed = dateparser.parse(str(value), settings={"PREFER_DAY_OF_MONTH": "first"})
    except Exception:  # dateparser raises assorted errors on junk; metadata just stays unknown
        return None
    return parsed.date() if parsed else None


def _document(text: str, meta: dict, origin: str) -> Document:
    original = text
    text, shifts = normalize_typography(text)
    text = normalize_whitespace(text)
    if not text.strip():
        raise InputError(f"{origin}: the article has no text")
    if len(text) > MAX_CHARS:
        raise InputError(f"{origin}: {len(text):,} characters of text is over the {MAX_CHARS:,}-character "
                         "limit for one article")
    return Document(
        text=text,
        title=_str(meta.get("title")),
        url=_str(meta.get("url")),
        date=parse_date(meta.get("date") or meta.get("datePublished")),
        publisher=_str(meta.get("publisher") or meta.get("sitename")),
        language=_str(meta.get("language") or meta.get("lang")),
        origin=origin,
        original=original if original != text else None,
        shifts=shifts,
    )


def _str(value) -> str | None:
    return str(value).strip() or None if value is not None else None


def read_text(text: str, origin: str) -> Document:
    """A plain-text article: all of it is the body."""
    return _document(text, {}, origin)


class _NoAliasLoader(yaml.SafeLoader):
    """YAML without anchors and aliases: front matter never needs them, and aliases nested in
    aliases are YAML's "billion laughs" (a few hundred bytes whose string is gigabytes)."""

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not accepted in front matter",
                                              event.start_mark)
        return super().compose_node(parent, index)


_FRONT = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.S)


def read_markdown(text: str, origin: str) -> Document:
    """Markdown with optional YAML front matter (title, url, date, publisher, language)."""
    meta: dict = {}
    match = _FRONT.match(text)
    if match:
        try:
            meta = yaml.load(match.group(1), Loader=_NoAliasLoader) or {}
        except yaml.YAMLError as error:
            raise InputError(f"{origin}: bad YAML front matter: {error}") from None
        except RecursionError:
            raise InputError(f"{origin}: the front matter is nested too deeply") from None
        if not isinstance(meta, dict):
            raise InputError(f"{origin}: the front matter is not a mapping of keys to values")
        for key in ("title", "url", "date", "publisher", "language"):
            if isinstance(meta.get(key), (list, dict)):
                raise InputError(f"{origin}: front matter {key!r} must be a single value, not a list or mapping")
        text = text[match.end():]
    return _document(text, meta, origin)


def read_html(html: str, origin: str, meta: dict | None = None) -> Document:
    """Main text and metadata of an HTML page (trafilatura); `meta` given by a JSON record wins."""
    import trafilatura

    found = trafilatura.bare_extraction(html, with_metadata=True, include_comments=False)
    if found is None or not (getattr(found, "text", None) or "").strip():
        raise InputError(f"{origin}: no article text found in the HTML")
    # trafilatura separates paragraphs by one newline; a blank line is canpol's paragraph break
    body = "\n\n".join(line for line in found.text.splitlines() if line.strip())
    merged = {"title": found.title, "url": found.url, "date": found.date,
              "publisher": found.sitename, "language": found.language}
    merged.update({k: v for k, v in (meta or {}).items() if v})
    return _document(body, merged, origin)


def read_record(record, origin: str) -> Document:
    """One JSON object `{url, title, date, text | html, publisher?, language?}`."""
    if not isinstance(record, dict):
        raise InputError(f"{origin}: a JSON article must be an object, not {type(record).__name__}")
    meta = {k: record.get(k) for k in ("title", "url", "date", "publisher", "language")}
    text = record.get("text")
    if isinstance(text, str) and text.strip():
        return _document(text, meta, origin)
    html = record.get("html")
    if isinstance(html, str) and html.strip():
        return read_html(html, origin, meta)
    raise InputError(f"{origin}: the record has no 'text' or 'html'")


def read_json(text: str, origin: str) -> Iterator[Document | InputError]:
    """A .json file: one article object or a list of them; bad items come out as errors."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(f"{origin}: not JSON ({error})") from None
    except RecursionError:
        raise InputError(f"{origin}: the JSON is nested too deeply") from None
    items = data if isinstance(data, list) else [data]
    for n, item in enumerate(items, 1):
        where = f"{origin}#{n}" if isinstance(data, list) else origin
        try:
            yield read_record(item, where)
        except InputError as error:
            yield error


def read_jsonl(lines: Iterable[bytes], origin: str) -> Iterator[Document | InputError]:
    """JSON lines, one article per line, streamed; a bad line comes out as an error, not a stop."""
    for n, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        where = f"{origin}#{n}"
        try:
            record = json.loads(decode(raw, where))
            yield read_record(record, where)
        except json.JSONDecodeError as error:
            yield InputError(f"{where}: not JSON ({error})")
        except RecursionError:
            yield InputError(f"{where}: the JSON is nested too deeply")
        except InputError as error:
            yield error


def read_document(raw: bytes, suffix: str, origin: str) -> Iterator[Document | InputError]:
    """Dispatch one whole file by extension (.txt .md .html .htm .json); .jsonl goes to read_jsonl."""
    suffix = suffix.lower()
    if suffix == ".jsonl":
        yield from read_jsonl(raw.splitlines(), origin)
        return
    text = decode(raw, origin)
    if suffix == ".json":
        yield from read_json(text, origin)
    elif suffix in (".html", ".htm"):
        yield read_html(text, origin)
    elif suffix == ".md":
        yield read_markdown(text, origin)
    else:
        yield read_text(text, origin)
