"""The formats /sparql answers in, chosen by content negotiation, and the writers of capped
SELECT/ASK results over the engine's own terms (graphs are written by the engine itself)."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox

from .vocabulary import PREFIXES as VOCABULARY_PREFIXES

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


@dataclass(frozen=True)
class Format:
    name: str
    media_type: str  # what the response says it is
    accepts: tuple[str, ...]  # media types a client may ask for it by
    w3c: str  # its IRI in http://www.w3.org/ns/formats/ (for the service description)


RESULT_FORMATS = [  # SELECT and ASK; the first is the default
    Format("json", "application/sparql-results+json", ("application/sparql-results+json", "application/json"),
           "http://www.w3.org/ns/formats/SPARQL_Results_JSON"),
    Format("xml", "application/sparql-results+xml", ("application/sparql-results+xml", "application/xml", "text/xml"),
           "http://www.w3.org/ns/formats/SPARQL_Results_XML"),
    Format("csv", "text/csv", ("text/csv",), "http://www.w3.org/ns/formats/SPARQL_Results_CSV"),
    Format("tsv", "text/tab-separated-values", ("text/tab-separated-values",),
           "http://www.w3.org/ns/formats/SPARQL_Results_TSV"),
]
GRAPH_FORMATS = [  # CONSTRUCT and DESCRIBE; the first is the default
    Format("turtle", "text/turtle", ("text/turtle", "application/x-turtle"), "http://www.w3.org/ns/formats/Turtle"),
    Format("nt", "application/n-triples", ("application/n-triples", "text/plain"),
           "http://www.w3.org/ns/formats/N-Triples"),
    Format("jsonld", "application/ld+json", ("application/ld+json", "application/json"),
           "http://www.w3.org/ns/formats/JSON-LD"),
    Format("rdfxml", "application/rdf+xml", ("application/rdf+xml", "application/xml", "text/xml"),
           "http://www.w3.org/ns/formats/RDF_XML"),
    Format("trig", "application/trig", ("application/trig",), "http://www.w3.org/ns/formats/TriG"),
    Format("nq", "application/n-quads", ("application/n-quads",), "http://www.w3.org/ns/formats/N-Quads"),
]
BY_NAME = {f.name: f for f in RESULT_FORMATS + GRAPH_FORMATS}
OX_GRAPH = {"turtle": ox.RdfFormat.TURTLE, "nt": ox.RdfFormat.N_TRIPLES, "jsonld": ox.RdfFormat.JSON_LD,
            "rdfxml": ox.RdfFormat.RDF_XML, "trig": ox.RdfFormat.TRIG, "nq": ox.RdfFormat.N_QUADS}
QUAD_FORMATS = {"trig", "nq"}


def negotiate(accept, formats: list[Format]) -> Format | None:
    """The format the Accept header (a werkzeug MIMEAccept) prefers, by q-value, the first of
    `formats` winning ties and wildcards; None when nothing acceptable can be served."""
    if not accept:
        return formats[0]
    best, best_q = None, 0.0
    for fmt in formats:
        for media in fmt.accepts:
            q = accept[media]  # werkzeug applies */* and type/* with their q-values
            if q > best_q:
                best, best_q = fmt, q
    return best


# -- writers of SELECT/ASK results over pyoxigraph terms -------------------------------------

def _json_term(term) -> dict:
    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, ox.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != XSD_STRING:
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, ox.Triple):
        return {"type": "triple", "value": {"subject": _json_term(term.subject),
                                            "predicate": _json_term(term.predicate),
                                            "object": _json_term(term.object)}}
    raise TypeError(type(term))


def _xml_term(term) -> str:
    if isinstance(term, ox.NamedNode):
        return f"<uri>{escape(term.value)}</uri>"
    if isinstance(term, ox.BlankNode):
        return f"<bnode>{escape(term.value)}</bnode>"
    if isinstance(term, ox.Literal):
        if term.language:
            return f"<literal xml:lang={quoteattr(term.language)}>{escape(term.value)}</literal>"
        if term.datatype.value != XSD_STRING:
            return f"<literal datatype={quoteattr(term.datatype.value)}>{escape(term.value)}</literal>"
        return f"<literal>{escape(term.value)}</literal>"
    if isinstance(term, ox.Triple):
        return (f"<triple><subject>{_xml_term(term.subject)}</subject><predicate>{_xml_term(term.predicate)}"
                f"</predicate><object>{_xml_term(term.object)}</object></triple>")
    raise TypeError(type(term))


def _csv_term(term) -> str:
    if term is None:
        return ""
    if isinstance(term, ox.BlankNode):
        return "_:" + term.value
    if isinstance(term, (ox.NamedNode, ox.Literal)):
        return term.value
    return str(term)


def write_boolean(value: bool, fmt: str) -> bytes:
    text = "true" if value else "false"
    if fmt == "json":
        return b'{"head":{},"boolean":%s}' % text.encode()
    if fmt == "xml":
        return ('<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">'
                f"<head/><boolean>{text}</boolean></sparql>\n").encode()
    if fmt == "csv":
        return f"_askResult\r\n{text}\r\n".encode()
    return f"?_askResult\n{text}\n".encode()


def write_solutions(variables: list[str], rows: list, fmt: str) -> bytes:
    """Serialize rows (pyoxigraph QuerySolution objects) in a SPARQL results format."""
    if fmt == "json":
        bindings = [{name: _json_term(term) for name in variables if (term := row[name]) is not None}
                    for row in rows]
        return json.dumps({"head": {"vars": variables}, "results": {"bindings": bindings}},
                          ensure_ascii=False, separators=(",", ":")).encode()
    if fmt == "xml":
        out = ['<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#"><head>']
        out += [f"<variable name={quoteattr(v)}/>" for v in variables]
        out.append("</head><results>")
        for row in rows:
            out.append("<result>")
            for name in variables:
                term = row[name]
                if term is not None:
                    out.append(f"<binding name={quoteattr(name)}>{_xml_term(term)}</binding>")
            out.append("</result>")
        out.append("</results></sparql>\n")
        return "".join(out).encode()
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\r\n")
        writer.writerow(variables)
        for row in rows:
            writer.writerow([_csv_term(row[v]) for v in variables])
        return buffer.getvalue().encode()
    if fmt == "tsv":
        # TSV writes terms in N-Triples/Turtle syntax, which str() of a pyoxigraph term gives.
        lines = ["\t".join("?" + v for v in variables)]
        for row in rows:
            lines.append("\t".join("" if row[v] is None else str(row[v]) for v in variables))
        return ("\n".join(lines) + "\n").encode()
    raise ValueError(fmt)


# Prefixes for the formats that abbreviate (Turtle, TriG, RDF/XML): canpol's and the vocabularies
# its data uses, so answers read like the documentation.
PREFIXES = {**VOCABULARY_PREFIXES, "sd": "http://www.w3.org/ns/sparql-service-description#"}


def write_triples(triples: list, fmt: str) -> bytes:
    """Serialize triples with the engine's writer (quad formats put them in the default graph)."""
    prefixes = PREFIXES if fmt in ("turtle", "trig", "rdfxml") else None
    if fmt in QUAD_FORMATS:
        quads = [ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph()) for t in triples]
        return ox.serialize(quads, format=OX_GRAPH[fmt], prefixes=prefixes)
    return ox.serialize(triples, format=OX_GRAPH[fmt], prefixes=prefixes)
