"""Content negotiation shared by the entity and site pages: HTML, JSON and the RDF formats."""

from __future__ import annotations

from flask import current_app, request

from canpol.graph.formats import FORMATS

from .i18n import language  # noqa: F401  (the reader's language, re-exported for the views)

# Data document extensions -> canpol's RDF format names.
DATA_EXTENSIONS = {"ttl": "turtle", "nt": "nt", "jsonld": "jsonld", "rdf": "rdfxml"}
RDF_MEDIA_TYPES = {f.media_type: f.name for f in FORMATS.values()}
EXTENSION_OF = {name: ext for ext, name in DATA_EXTENSIONS.items()}
HTML, JSON = "text/html", "application/json"


def best(offers: list[str], default: str | None = None) -> str | None:
    """The offered media type the Accept header prefers (q-values honoured); a missing or empty
    Accept header means the first offer; None when nothing offered is acceptable.

    Remembered per header text and offers: parsing the header and matching it costs ~16 us a
    request, and clients send the same few headers over and over."""
    key = (request.headers.get("Accept", ""), tuple(offers), default)
    try:
        return _BEST[key]
    except KeyError:
        pass
    accept = request.accept_mimetypes
    if not accept or not key[0].strip():
        choice = default or offers[0]
    else:
        choice = accept.best_match(offers)
        if choice is not None and accept[choice] == 0:
            choice = None
    if len(_BEST) >= _BEST_MAX:
        _BEST.clear()
    _BEST[key] = choice
    return choice


_BEST: dict = {}  # (Accept header, offers, default) -> the offer chosen, for `best`
_BEST_MAX = 4096


def page_offers() -> list[str]:
    """What a page answers: HTML first (browsers), its JSON view, and the RDF formats of entities."""
    return [HTML, JSON, "application/xhtml+xml"] + [FORMATS[n].media_type for n in DATA_EXTENSIONS.values()]


def base() -> str:
    """The configured base of canpol IRIs, ending with '/'."""
    value = current_app.config["CANPOL_SETTINGS"].base
    return value if value.endswith("/") else value + "/"
