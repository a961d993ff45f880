"""RDF serialization formats canpol reads and writes: names, media types, file extensions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pyoxigraph

from canpol.errors import InputError


@dataclass(frozen=True)
class RdfFormatInfo:
    """One RDF syntax: its CLI name, media type, extensions and whether it carries named graphs."""

    name: str
    media_type: str
    extensions: tuple[str, ...]
    oxigraph: pyoxigraph.RdfFormat
    rdflib_name: str
    quads: bool = False


FORMATS: dict[str, RdfFormatInfo] = {
    f.name: f
    for f in (
        RdfFormatInfo("turtle", "text/turtle", (".ttl",), pyoxigraph.RdfFormat.TURTLE, "turtle"),
        RdfFormatInfo("nt", "application/n-triples", (".nt",), pyoxigraph.RdfFormat.N_TRIPLES, "nt"),
        RdfFormatInfo("trig", "application/trig", (".trig",), pyoxigraph.RdfFormat.TRIG, "trig", quads=True),
        RdfFormatInfo("nq", "application/n-quads", (".nq",), pyoxigraph.RdfFormat.N_QUADS, "nquads", quads=True),
        RdfFormatInfo("jsonld", "application/ld+json", (".jsonld",), pyoxigraph.RdfFormat.JSON_LD, "json-ld"),
        RdfFormatInfo("rdfxml", "application/rdf+xml", (".rdf", ".owl", ".xml"), pyoxigraph.RdfFormat.RDF_XML, "xml"),
    )
}

ALIASES = {"ttl": "turtle", "ntriples": "nt", "n-triples": "nt", "nquads": "nq", "n-quads": "nq",
           "json-ld": "jsonld", "xml": "rdfxml", "rdf": "rdfxml"}

RDF_EXTENSIONS = {ext: f for f in FORMATS.values() for ext in f.extensions}


def rdf_format(name: str) -> RdfFormatInfo:
    """The format called `name` (a CLI name, alias or media type)."""
    key = name.lower().strip()
    key = ALIASES.get(key, key)
    if key in FORMATS:
        return FORMATS[key]
    for f in FORMATS.values():
        if f.media_type == key:
            return f
    raise InputError(f"unknown RDF format {name!r}; use one of: {', '.join(FORMATS)}")


def format_for_path(path: Path) -> RdfFormatInfo | None:
    """The RDF format a file's extension names (a trailing .gz is looked through), or None."""
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return RDF_EXTENSIONS.get(suffixes[-1]) if suffixes else None


def file_format(path: Path, name: str | None = None) -> RdfFormatInfo:
    """The format of a file to read: the one named, else the one its extension names."""
    info = rdf_format(name) if name else format_for_path(path)
    if info is None:
        raise InputError(f"{path}: not a recognised RDF file extension; name the format")
    return info


def syntax_message(error: SyntaxError, path: Path | None) -> str:
    """'file:line:column: message' for a parse error, as compilers print it."""
    where = str(path) if path else "<input>"
    if getattr(error, "lineno", None):
        where += f":{error.lineno}:{error.offset or 0}"
    return f"{where}: {error.msg if hasattr(error, 'msg') else error}"
