"""Reasoning over canpol.ttl with HermiT (owlready2): consistency and the inferred class hierarchy.

owlready2 does not read Turtle, so the ontology (plus optional curated instance data) is converted
to RDF/XML with rdflib and loaded into a World of its own. HermiT rejects literals whose datatype is
outside the OWL 2 datatype map (xsd:date, xsd:gYear, ...; docs/architecture.md §6), so such literals are dropped
before HermiT sees the data; SHACL checks them instead (canpol.ontology.validation).
"""

from __future__ import annotations

import io
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass, field

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS, XSD

from canpol.errors import ConfigurationError, InputError

# Datatypes of the OWL 2 datatype map (OWL 2 Structural Specification §4) that HermiT accepts.
# Everything else (notably xsd:date) makes HermiT stop with UnsupportedDatatypeException.
_XSD_OK = {
    "anyURI", "base64Binary", "boolean", "byte", "dateTime", "dateTimeStamp", "decimal", "double",
    "float", "hexBinary", "int", "integer", "language", "long", "Name", "NCName", "negativeInteger",
    "NMTOKEN", "nonNegativeInteger", "nonPositiveInteger", "normalizedString", "positiveInteger",
    "short", "string", "token", "unsignedByte", "unsignedInt", "unsignedLong", "unsignedShort",
}
OWL2_DATATYPES = frozenset(URIRef(str(XSD) + name) for name in _XSD_OK) | {
    RDF.PlainLiteral, RDF.XMLLiteral, RDF.langString, RDFS.Literal, OWL.rational, OWL.real,
}


@dataclass(frozen=True)
class HierarchyChange:
    """One subclass (or equivalence) link between named classes that HermiT inferred."""

    kind: str  # "subclass" | "equivalent"
    sub: str
    sup: str

    def __str__(self) -> str:
        sign = "≡" if self.kind == "equivalent" else "⊑"
        return f"{_compact(self.sub)} {sign} {_compact(self.sup)}"


@dataclass
class ReasoningReport:
    """What HermiT concluded: consistency, unsatisfiable classes and the inferred hierarchy changes."""

    consistent: bool
    unsatisfiable: list[str] = field(default_factory=list)
    changes: list[HierarchyChange] = field(default_factory=list)
    dropped_literals: int = 0
    seconds: float = 0.0
    message: str = ""

    @property
    def ok(self) -> bool:
        """Consistent and every named class satisfiable."""
        return self.consistent and not self.unsatisfiable

    def text(self) -> str:
        lines = [f"consistent: {'yes' if self.consistent else 'no'}"]
        if not self.consistent:
            lines.append(f"  {self.message}" if self.message else "  HermiT found the ontology and data inconsistent")
        if self.unsatisfiable:
            lines.append(f"unsatisfiable classes: {len(self.unsatisfiable)}")
            lines += [f"  {_compact(iri)}" for iri in self.unsatisfiable]
        if self.consistent:
            lines.append(f"inferred class hierarchy changes: {len(self.changes)}")
            lines += [f"  {change}" for change in self.changes]
        if self.dropped_literals:
            lines.append(f"literals outside the OWL 2 datatype map left out: {self.dropped_literals}")
        lines.append(f"HermiT time: {self.seconds:.1f} s")
        return "\n".join(lines)


def _compact(iri: str) -> str:
    from canpol.ontology import CANPOL

    base = str(CANPOL._NS)
    return "canpol:" + iri[len(base):] if iri.startswith(base) else f"<{iri}>"


def owl_safe(graph: Graph) -> tuple[Graph, int]:
    """A copy of `graph` without literals HermiT would refuse (xsd:date and other datatypes outside
    the OWL 2 datatype map); returns the copy and how many triples were left out."""
    safe, dropped = Graph(), 0
    for triple in graph:
        obj = triple[2]
        if isinstance(obj, Literal) and obj.datatype is not None and obj.datatype not in OWL2_DATATYPES:
            dropped += 1
            continue
        safe.add(triple)
    return safe, dropped


def java_available() -> bool:
    return shutil.which("java") is not None


def _named_class_links(world) -> set[HierarchyChange]:
    """Every direct subclass and equivalence link between named classes in the world."""
    import owlready2

    links = set()
    for cls in world.classes():
        for parent in cls.is_a:
            if isinstance(parent, owlready2.ThingClass) and parent is not owlready2.Thing:
                links.add(HierarchyChange("subclass", cls.iri, parent.iri))
        for other in cls.equivalent_to:
            if isinstance(other, owlready2.ThingClass):
                links.add(HierarchyChange("equivalent", cls.iri, other.iri))
    return links


def reason(ontology: Graph | None = None, data: Graph | None = None) -> ReasoningReport:
    """Run HermiT over the ontology (canpol.ttl by default) plus optional instance data.

    Raises ConfigurationError when Java is missing; an inconsistent input is a report, not an error.
    """
    import owlready2

    from canpol.ontology import ontology_graph

    if not java_available():
        raise ConfigurationError("HermiT needs Java: install a JRE (scripts/setup installs default-jre-headless)")
    merged = Graph()
    merged += ontology if ontology is not None else ontology_graph()
    if data is not None:
        merged += data
    merged, dropped = owl_safe(merged)
    rdfxml = merged.serialize(format="xml").encode("utf-8")

    world = owlready2.World()
    try:
        onto = world.get_ontology("http://canpol.invalid/reasoning-input.owl")
        onto.load(fileobj=io.BytesIO(rdfxml))
    except Exception as error:  # owlready2 raises plain exceptions for unreadable RDF/XML
        raise InputError(f"owlready2 cannot read the ontology: {error}") from None
    before = _named_class_links(world)
    started = time.perf_counter()
    try:
        _run_hermit(owlready2, world)
    except owlready2.OwlReadyInconsistentOntologyError as error:
        world.close()
        return ReasoningReport(False, dropped_literals=dropped, seconds=time.perf_counter() - started,
                               message=_short(str(error)))
    except owlready2.OwlReadyJavaError as error:
        world.close()
        raise InputError(f"HermiT failed: {_java_message(str(error))}") from None
    seconds = time.perf_counter() - started
    unsatisfiable = sorted(cls.iri for cls in world.inconsistent_classes()
                           if hasattr(cls, "iri") and cls.iri != str(OWL.Nothing))
    after = _named_class_links(world)
    changes = sorted(after - before, key=lambda c: (c.sub, c.kind, c.sup))
    world.close()
    return ReasoningReport(True, unsatisfiable, changes, dropped, seconds)


_TEMPDIR_LOCK = threading.Lock()


def _run_hermit(owlready2, world) -> None:
    """sync_reasoner_hermit in a private temp dir: owlready2 leaves its input file behind when
    HermiT reports an inconsistency or fails, and the directory takes it away."""
    with _TEMPDIR_LOCK, tempfile.TemporaryDirectory(prefix="canpol-hermit-") as private:
        saved = tempfile.tempdir
        tempfile.tempdir = private
        try:
            with world:
                owlready2.sync_reasoner_hermit(world, infer_property_values=False, debug=0)
        finally:
            tempfile.tempdir = saved


def _java_message(message: str) -> str:
    """The line of a Java error that says what went wrong (HermiT prints a long stack trace)."""
    for line in message.splitlines():
        if "Exception" in line or "Error" in line:
            return line.strip()[:300]
    return _short(message)


def _short(message: str) -> str:
    lines = [line for line in message.splitlines() if line.strip()]
    return lines[0][:300] if lines else ""


def check_ontology(data: Graph | None = None) -> ReasoningReport:
    """One call: HermiT over canpol.ttl (and optional curated data without dates)."""
    return reason(None, data)
