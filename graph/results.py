"""Writing query results for people and programs: tables, SPARQL JSON, CSV and TSV."""

from __future__ import annotations

import csv
import io
import json
from typing import Iterable, TextIO

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from .store import QueryResult, Row

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


def term_json(term: Node) -> dict:
    """One term in the SPARQL 1.1 Query Results JSON format."""
    if isinstance(term, URIRef):
        return {"type": "uri", "value": str(term)}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": str(term)}
    out = {"type": "literal", "value": str(term)}
    if term.language:
        out["xml:lang"] = term.language
    elif term.datatype and str(term.datatype) != XSD_STRING:
        out["datatype"] = str(term.datatype)
    return out


def term_csv(term: Node | None) -> str:
    """A term as SPARQL CSV writes it: plain values, blank nodes as _:label."""
    if term is None:
        return ""
    if isinstance(term, BNode):
        return f"_:{term}"
    return str(term)


def term_tsv(term: Node | None) -> str:
    """A term as SPARQL TSV writes it: in Turtle/N-Triples syntax."""
    return "" if term is None else term.n3()


def write_json(result: QueryResult, out: TextIO) -> None:
    if result.kind == "ask":
        json.dump({"head": {}, "boolean": result.boolean}, out)
        return
    rows = [{k: term_json(v) for k, v in row.items()} for row in result.rows]
    json.dump({"head": {"vars": result.variables}, "results": {"bindings": rows}}, out,
              ensure_ascii=False)


def write_delimited(result: QueryResult, out: TextIO, delimiter: str) -> None:
    if result.kind == "ask":
        out.write(("true" if result.boolean else "false") + "\n")
        return
    variables = result.variables or []
    if delimiter == "\t":
        out.write("\t".join("?" + v for v in variables) + "\n")
        for row in result.rows:
            out.write("\t".join(term_tsv(row.get(v)) for v in variables) + "\n")
        return
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(variables)
    for row in result.rows:
        writer.writerow([term_csv(row.get(v)) for v in variables])


def table_rows(variables: list[str], rows: Iterable[Row]) -> list[list[str]]:
    """Rows as short strings for a terminal table."""
    return [[_short(row.get(v)) for v in variables] for row in rows]


def _short(term: Node | None) -> str:
    if term is None:
        return ""
    if isinstance(term, Literal):
        return str(term) + (f"@{term.language}" if term.language else "")
    return str(term)


def to_text(result: QueryResult, fmt: str) -> str:
    buffer = io.StringIO()
    if fmt == "json":
        write_json(result, buffer)
    elif fmt == "csv":
        write_delimited(result, buffer, ",")
    elif fmt == "tsv":
        write_delimited(result, buffer, "\t")
    else:
        raise ValueError(fmt)
    return buffer.getvalue()
