"""Hansard loader: House of Commons Debates and committee Evidence XML -> one named graph per publication.

A pipeline of pure stages: parse (streamed records, parse.py) -> link (speakers and voters to the
reference KB, link.py) -> emit (triples, emit.py). This module only does the I/O around them: the
whole graph is built before anything is written, so a file that fails part way (truncated, not
Hansard) loads nothing.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from canpol.loaders.reference.kb import load_kb

from ..writer import GraphWriter
from .emit import Emitter, Summary
from .parse import Division, Intervention, OrderOfBusiness, Publication, parse, sniff

ROOT = "Hansard"


def is_hansard(path: Path) -> bool:
    """Whether an .xml file is a Hansard publication (its root element), not RDF/XML."""
    return path.suffix.lower() == ".xml" and sniff(path) == ROOT


def not_xml_canpol_reads(store, path: Path, minter, **_):
    """The loader of an .xml file that is neither Hansard nor RDF/XML: an error saying so."""
    from canpol.errors import InputError

    from .parse import EXPECTED

    raise InputError(f"{path}: not {EXPECTED}, nor RDF/XML (root rdf:RDF); its root element is <{sniff(path)}>")
    yield  # a loader is a generator


def build(path: Path, minter, kb=None, *, now: dt.datetime | None = None, url: str | None = None,
          origin: str | None = None):
    """(graph IRI, triples, summary) of one publication; raises InputError for a bad file."""
    now = now or dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    run = minter.resource("run", now.strftime("%Y%m%dT%H%M%SZ"))
    kb = kb if kb is not None else load_kb(minter.base)
    emitter = None
    for record in parse(path, origin):
        if isinstance(record, Publication):
            emitter = Emitter(record, minter, kb, run, now, url=url)
        elif isinstance(record, Intervention):
            emitter.intervention(record)
        elif isinstance(record, Division):
            emitter.division(record)
        elif isinstance(record, OrderOfBusiness):
            emitter.order(record)
    return emitter.graph_iri, emitter.finish(), emitter.summary


def describe(summary: Summary) -> list[str]:
    """The load summary's lines for one publication: divisions checked, link rate, misses."""
    lines = []
    for number, printed, loaded in summary.divisions:
        state = "match" if printed == loaded else "DIFFER"
        lines.append(f"division {number}: printed yeas {printed['yeas']}, nays {printed['nays']}, paired "
                     f"{printed['paired']}; loaded votes {loaded['yeas']}/{loaded['nays']}/{loaded['paired']} ({state})")
    members = {k: v for k, v in summary.speakers.items() if v[0] != "not-a-member"}
    linked = sum(1 for person, _ in members.values() if person)
    if members:
        lines.append(f"speakers with a person id: {linked} of {len(members)} linked to the KB "
                     f"({100 * linked / len(members):.1f} %)")
    for miss in sorted(set(summary.misses)):
        lines.append(f"not linked: {miss}")
    return lines


def load_hansard_file(store, path: Path, minter, *, graph_iri=None, kb=None, writer: GraphWriter | None = None):
    """Load one publication; yields the writer's outcomes and Notes (the summary lines)."""
    from .. import Note

    graph_name, triples, summary = build(path, minter, kb, origin=str(path))
    own_writer = writer is None
    writer = GraphWriter(store) if own_writer else writer
    for line in describe(summary):
        yield Note(str(path), line)
    yield from writer.add(str(path), str(graph_iri or graph_name), triples, label=str(path))
    if own_writer:
        yield from writer.flush()
