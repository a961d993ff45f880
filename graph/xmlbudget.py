"""Bounded entity expansion for XML inputs: a file whose internal DTD declares entities is read
once before its parser sees it, and refused when its entity references would expand beyond a
small budget (the "billion laughs" file of under 1 KB that expands to gigabytes, or one large
entity referenced a million times).

pyoxigraph's RDF/XML parser expands the internal entities a DTD declares, without a limit of its
own; external entities are never fetched (nothing to bound there). Parameter entities have no
use in RDF/XML and are refused outright.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

from canpol.errors import InputError

EXPANSION_BUDGET = 1_000_000  # characters all entity references of a file may expand to
PROLOG_LIMIT = 1 << 20  # bytes read to find the DTD; a longer internal subset is refused
_CHUNK = 1 << 20

_DOCTYPE = re.compile(rb"<!DOCTYPE\b", re.I)
_ENTITY = re.compile(rb"""<!ENTITY\s+(%\s+)?([^\s%]+)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b[^>]*)\s*>""")
_REFERENCE = re.compile(rb"&([A-Za-z_:][\w.:-]*);")
_PREDEFINED = {b"lt", b"gt", b"amp", b"apos", b"quot"}


def _open(path: Path):
    return gzip.open(path, "rb") if path.suffix.lower() == ".gz" else open(path, "rb")


def _internal_subset(prolog: bytes, path: Path) -> bytes | None:
    """The DTD's internal subset (between `[` and `]>`), or None when there is no DTD."""
    match = _DOCTYPE.search(prolog)
    if match is None:
        return None
    # A DOCTYPE only counts before the root element; one further on is not a DTD.
    first_element = re.search(rb"<[A-Za-z_]", prolog)
    if first_element is not None and first_element.start() < match.start():
        return None
    opening = prolog.find(b"[", match.end())
    closing_tag = prolog.find(b">", match.end())
    if opening == -1 or (closing_tag != -1 and closing_tag < opening):
        return b""  # a DOCTYPE without an internal subset declares no entity
    end = prolog.find(b"]", opening)
    while end != -1 and not re.match(rb"\]\s*>", prolog[end:]):
        end = prolog.find(b"]", end + 1)
    if end == -1:
        raise InputError(f"{path}: the DTD's internal subset is over {PROLOG_LIMIT:,} bytes or not closed; "
                         "canpol does not read such files")
    return prolog[opening + 1:end]


def check_entities(path: Path, budget: int = EXPANSION_BUDGET) -> None:
    """Raise InputError when `path` (XML, maybe gzipped) declares parameter entities or when its
    entity references would expand to more than `budget` characters."""
    path = Path(path)
    try:
        with _open(path) as stream:
            prolog = stream.read(PROLOG_LIMIT)
    except (OSError, EOFError):
        return  # unreadable files are the parser's to report
    subset = _internal_subset(prolog, path)
    if not subset:
        return
    values: dict[bytes, bytes] = {}
    for match in _ENTITY.finditer(subset):
        parameter, name, double, single, external = match.groups()
        if parameter:
            raise InputError(f"{path}: the DTD declares a parameter entity (%{name.decode(errors='replace')}); "
                             "canpol refuses them in XML it loads")
        values[name] = b"" if external else (double if double is not None else single)
    if not values:
        return
    sizes: dict[bytes, int] = {}

    def size(name: bytes, seen: tuple = ()) -> int:
        if name in sizes:
            return sizes[name]
        if name in seen:
            raise InputError(f"{path}: the entity &{name.decode(errors='replace')}; refers to itself")
        total = 0
        text = values[name]
        for ref in _REFERENCE.finditer(text):
            inner = ref.group(1)
            total += size(inner, seen + (name,)) if inner in values else len(ref.group())
            if total > budget:
                break
        total += len(_REFERENCE.sub(b"", text))
        sizes[name] = total = min(total, budget + 1)
        return total

    # Every reference in the file counts, in the DTD and after it, read in chunks; a chunk's
    # last `&` without its `;` may start a reference the next chunk completes, so it waits.
    longest = max(len(name) for name in values) + 2
    expanded = 0

    def count(data: bytes) -> None:
        nonlocal expanded
        for ref in _REFERENCE.finditer(data):
            if ref.group(1) in values:
                expanded += size(ref.group(1))
                if expanded > budget:
                    raise InputError(
                        f"{path}: its XML entities would expand to over {budget:,} characters (nested or "
                        "repeated entity references, as in a \"billion laughs\" file); canpol refuses entity "
                        "expansion beyond that budget")

    carry = b""
    with _open(path) as stream:
        while chunk := stream.read(_CHUNK):
            data = carry + chunk
            amp = data.rfind(b"&")
            if amp != -1 and data.find(b";", amp) == -1 and len(data) - amp <= longest:
                data, carry = data[:amp], data[amp:]
            else:
                carry = b""
            count(data)
    count(carry)
