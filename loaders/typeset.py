"""Typography invariance check: an article typed as a published page typesets it, and back.

Our own corpora and paraphrase cases are typed on a keyboard ("straight" quotes, ' and ", « » with
plain spaces); published pages are not: “curly” quotes and apostrophes, dashes, ellipses, French
guillemets with no-break or narrow no-break spaces (or none), no-break spaces before French : ; ! ?,
and now and then an invisible soft hyphen or zero-width space left by the page's software. What an
article says does not depend on how it is typeset, so the extractor's facts must not either: this
module rewrites the body of an article in one of several page styles (or back to keyboard
typography), so that the same article can be scored both ways (scripts/typeset_check.py, the
paraphrase runner's --typeset; docs/evaluation.md). Nothing here writes a file.

Styles:
- `quotes`: “ ” and ‘ ’ (’ for apostrophes), — for a spaced double hyphen, – for a spaced hyphen,
  … for three dots; in French « » with no-break spaces inside and a no-break space before : ; ! ?
  (the usual French web typography).
- `tight`: as `quotes`, but French «guillemets» with no space inside and none before : ; ! ?.
- `narrow`: as `quotes`, with narrow no-break spaces (U+202F) instead of U+00A0.
- `marks`: as `quotes`, plus a soft hyphen inside every third long word, a zero-width space at
  the start of every paragraph and non-breaking hyphens in hyphenated names ("Marie‑Claude"): the
  invisible and look-alike characters of pages pasted from a CMS.
- `decomposed`: as `quotes`, with every accented letter stored decomposed (a letter then a
  combining accent, Unicode NFD), as some systems store text.
"""

from __future__ import annotations

import re
import unicodedata

STYLES = ("quotes", "tight", "narrow", "marks", "decomposed")

NBSP = "\u00a0"
NNBSP = "\u202f"
SOFT_HYPHEN = "\u00ad"
ZERO_WIDTH_SPACE = "\u200b"
NON_BREAKING_HYPHEN = "\u2011"

_FRONT_MATTER = re.compile(r"\A(---[ \t]*\r?\n.*?\r?\n---[ \t]*\r?\n)", re.S)
# A double quote opens when nothing or a space, an opening bracket or a dash comes before it.
_OPENS_AFTER = set(" \t\n([{—–-/\u00a0\u202f")
_LETTER = re.compile(r"[^\W\d_]")
_LONG_WORD = re.compile(r"\b[^\W\d_]{9,}\b")


def split_front_matter(text: str) -> tuple[str, str]:
    """(front matter with its fences, or "", the body): only the body is typeset."""
    match = _FRONT_MATTER.match(text)
    return (match.group(1), text[match.end():]) if match else ("", text)


def _curly_double(text: str) -> str:
    out = []
    for i, ch in enumerate(text):
        if ch == '"':
            before = text[i - 1] if i else " "
            out.append("“" if before in _OPENS_AFTER or before in "‘'" else "”")
        else:
            out.append(ch)
    return "".join(out)


def _curly_single(text: str) -> str:
    out = []
    for i, ch in enumerate(text):
        if ch != "'":
            out.append(ch)
            continue
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        # An opening quote: after a space or an opening mark, before a letter ("'Stop,' he said");
        # every other one is an apostrophe or a closing quote, both written ’.
        opening = (before in _OPENS_AFTER or before in "“\"") and bool(_LETTER.match(after))
        out.append("‘" if opening else "’")
    return "".join(out)


def _dashes(text: str) -> str:
    text = re.sub(r" ?-- ?", "—", text)
    text = re.sub(r"(?<=\S) - (?=\S)", " – ", text)
    return text.replace("...", "…")


def _french_spaces(text: str, space: str) -> str:
    """« » hugged by `space` (the empty string for none) and `space` before : ; ! ?."""
    # Straight double quotes in French text become guillemets first.
    out, opening = [], True
    for ch in text:
        if ch == '"':
            out.append("«" if opening else "»")
            opening = not opening
        else:
            out.append(ch)
    text = "".join(out)
    text = re.sub(r"«[ \u00a0\u202f]*", "«" + space, text)
    text = re.sub(r"[ \u00a0\u202f]*»", space + "»", text)
    # Only where a space stood: "http://" or "10:30" keep their colon as typed.
    return re.sub(r"[ \u00a0\u202f]+(?=[:;!?])", space if space else "", text)


def _soft_hyphens(text: str) -> str:
    count = 0

    def hyphenate(match: re.Match) -> str:
        nonlocal count
        count += 1
        word = match.group(0)
        return word[:4] + SOFT_HYPHEN + word[4:] if count % 3 == 0 else word

    return _LONG_WORD.sub(hyphenate, text)


def _zero_width_paragraphs(text: str) -> str:
    return re.sub(r"(^|\n\n)(?=\S)", lambda m: m.group(1) + ZERO_WIDTH_SPACE, text)


def typeset(text: str, language: str, style: str = "quotes") -> str:
    """`text` (an article body typed on a keyboard) as a page in `style` would print it."""
    if style not in STYLES:
        raise ValueError(f"unknown typesetting style {style!r}: one of {', '.join(STYLES)}")
    text = _dashes(text)
    if language == "fr":
        text = text.replace("'", "’")
        space = {"tight": "", "narrow": NNBSP}.get(style, NBSP)
        text = _french_spaces(text, space)
        # Double quotes inside a French text (rare) were made guillemets above; none remain.
    else:
        text = _curly_single(_curly_double(text))
    if style == "marks":
        text = _zero_width_paragraphs(_soft_hyphens(text))
        text = re.sub(r"(?<=[^\W\d_])-(?=[A-ZÀ-Ý])", NON_BREAKING_HYPHEN, text)
    elif style == "decomposed":
        text = unicodedata.normalize("NFD", text)
    return text


_PLAIN = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "…": "...",
                        NBSP: " ", NNBSP: " ", SOFT_HYPHEN: None, ZERO_WIDTH_SPACE: None,
                        NON_BREAKING_HYPHEN: "-"})


def plain(text: str) -> str:
    """`text` with keyboard typography: straight quotes and apostrophes, three dots, plain spaces,
    no invisible characters, composed accents (guillemets and dashes stay: keyboards type those too)."""
    return unicodedata.normalize("NFC", text.translate(_PLAIN))


def typeset_article(text: str, language: str, style: str) -> str:
    """A whole article file's text (front matter kept as it is) with its body in `style`, or in
    keyboard typography when `style` is "plain"."""
    front, body = split_front_matter(text)
    return front + (plain(body) if style == "plain" else typeset(body, language, style))
