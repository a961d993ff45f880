"""Generate synthetic RDF in canpol's shape (people, memberships, parties) for benchmarks and tests."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

ID = "https://w3id.org/canpol/id/"
ONT = "https://w3id.org/canpol/ontology#"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
XSD_DATE = "http://www.w3.org/2001/XMLSchema#date"
PARTIES = ["liberal", "conservative", "ndp", "bq", "green", "independent"]


def triples(count: int, seed: int = 7):
    """Yield N-Triples lines, about `count` of them, deterministic for a given seed."""
    rng = random.Random(seed)
    n = 0
    person = 0
    while n < count:
        p = f"<{ID}person/p{person}>"
        yield f"{p} <{RDF_TYPE}> <{ONT}Person> .\n"
        yield f'{p} <{LABEL}> "Person {person} Éléonore"@en .\n'
        n += 2
        for k in range(3):
            m = f"<{ID}membership/m{person}-{k}>"
            year = 1900 + rng.randrange(120)
            yield f"{m} <{RDF_TYPE}> <{ONT}PartyMembership> .\n"
            yield f"{m} <{ONT}member> {p} .\n"
            yield f"{m} <{ONT}organization> <{ID}party/{rng.choice(PARTIES)}> .\n"
            yield f'{m} <{ONT}validFrom> "{year}-0{1 + k}-15"^^<{XSD_DATE}> .\n'
            n += 4
        person += 1


def write(path: Path, count: int, fmt: str = "nt") -> Path:
    """Write about `count` triples to `path` as N-Triples or (prefix-free) Turtle."""
    with open(path, "w", encoding="utf-8") as out:
        if fmt == "turtle":
            out.write("# generated\n")
        out.writelines(triples(count))
    return path


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", type=Path)
    parser.add_argument("--triples", type=int, default=1_000_000)
    parser.add_argument("--format", choices=["nt", "turtle"], default="nt")
    args = parser.parse_args()
    write(args.output, args.triples, args.format)
