"""The data licence and the sources canpol credits, said once for the footer of every page and for
the VoID description (in each language through the message catalogs)."""

from __future__ import annotations

from dataclasses import dataclass

from flask import Flask, current_app
from flask_babel import force_locale

# canpol's gettext, not Flask-Babel's: the same texts, with the request's catalog looked up once
# (webapp/i18n.py); the footer of every page shows eleven of them (~12 µs each through Flask-Babel).
from .i18n import gettext, lazy_gettext

# canpol's own statements (and its ontology, canpol.ttl) are public domain: facts about Parliament
# derived by canpol's scripts. A deployment may name another licence (CANPOL_LICENSE).
DEFAULT_LICENSE = "https://creativecommons.org/publicdomain/zero/1.0/"
LICENSE_NAMES = {DEFAULT_LICENSE: "CC0 1.0",
                 "https://creativecommons.org/licenses/by/4.0/": "CC BY 4.0"}


@dataclass(frozen=True)
class Source:
    """A source of canpol's facts: where it is and what it gives, in the reader's language."""

    url: str
    name: object  # a lazy gettext string
    terms: object  # on what terms its material is used


# The sources of the reference knowledge base and the official record (../shared/data/README.md
# and each folder's SOURCE.txt say where each file came from and on what terms).
SOURCES = (
    Source("https://www.ourcommons.ca/", lazy_gettext("House of Commons of Canada"),
           lazy_gettext("Hansard, Journals and members; reproduced with the Speaker's permission for "
                        "non-commercial use, not the official version")),
    Source("https://lop.parl.ca/sites/ParlInfo/", lazy_gettext("Library of Parliament, ParlInfo"),
           lazy_gettext("parliamentarians, roles and parliaments since 1867")),
    Source("https://www.elections.ca/", lazy_gettext("Elections Canada"),
           lazy_gettext("election results and electoral districts")),
    Source("https://www.wikidata.org/", lazy_gettext("Wikidata"),
           lazy_gettext("members and office holders, CC0")),
    Source("https://openparliament.ca/", lazy_gettext("openparliament.ca"),
           lazy_gettext("parties, ridings and Hansard files")),
)


def license_iri() -> str:
    return current_app.config.get("CANPOL_LICENSE") or DEFAULT_LICENSE


def license_name() -> str:
    iri = license_iri()
    return LICENSE_NAMES.get(iri, iri)


def rights(licence: str | None = None) -> str:
    """The licence statement in the current language; `licence` is what names the licence (its
    name, or a link to it on pages)."""
    return gettext("canpol's own statements are under %(licence)s; quoted passages and Hansard text "
                   "remain their publishers'.", licence=licence or license_name())


def credit() -> str:
    """The attribution of the sources in the current language, as one sentence."""
    return gettext("Sources: %(names)s.", names=", ".join(str(s.name) for s in SOURCES))


def rights_by_language(languages) -> dict[str, str]:
    """`rights()` and `credit()` in each language (for documents that carry every language, like VoID)."""
    out = {}
    for lang in languages:
        with force_locale(lang):
            out[lang] = f"{rights()} {credit()}"
    return out


def source_names_by_language(languages) -> list[tuple[Source, dict[str, str]]]:
    out = []
    for source in SOURCES:
        names = {}
        for lang in languages:
            with force_locale(lang):
                names[lang] = str(source.name)
        out.append((source, names))
    return out


def init_app(app: Flask) -> None:
    """Templates reach the statement as `attribution` (the footer of base.html)."""
    import sys

    app.jinja_env.globals["attribution"] = sys.modules[__name__]
