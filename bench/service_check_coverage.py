"""How often the SERVICE check's parser (rdflib's SPARQL grammar) refuses a query the engine
accepts: every query of the W3C SPARQL 1.1 query-evaluation suites, the syntax suites' positive
tests and the app's example queries, parsed by both (figures in docs/reliability.md).

    python bench/service_check_coverage.py [W3C_DIR]   # default: ../shared/w3c-sparql11

A query the check cannot read is refused (400) only when its text holds the letters `service`;
this counts the refusals the check would make if it parsed every query.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pyoxigraph as ox

REPO = Path(__file__).resolve().parent.parent
SUITES = ["aggregates", "bind", "bindings", "cast", "construct", "csv-tsv-res", "exists", "functions",
          "grouping", "json-res", "negation", "project-expression", "property-path", "subquery",
          "syntax-query"]


def engine_accepts(text: str) -> bool:
    """The engine parses `text` (evaluated lazily on an empty store; SERVICE never reached)."""
    try:
        answer = ox.Store().query(text, base_iri="http://example.org/")
    except SyntaxError:
        return False
    except Exception:  # noqa: BLE001 - parsed, then refused for another reason (an unknown function)
        return True
    del answer
    return True


def main() -> None:
    from canpol.webapp.guard import Refused, _run_parser, expand_escapes

    w3c = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO.parent / "shared" / "w3c-sparql11"
    files = [p for suite in SUITES for p in sorted((w3c / suite).glob("*.rq"))]
    files += sorted((REPO / "webapp" / "queries" / "examples").glob("*.rq"))
    accepted = refused = 0
    refusals = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        if "service" in text.lower() or not engine_accepts(text):
            continue  # the service suite is not run; syntax tests the engine rejects are negative tests
        accepted += 1
        try:
            parsed = _run_parser(expand_escapes(text))
        except Refused as error:
            parsed = error
        if isinstance(parsed, Refused):
            refused += 1
            refusals.append(f"{path.relative_to(path.parent.parent)}: {parsed.message}")
    print(f"{accepted} queries the engine accepts; rdflib's grammar refuses {refused}")
    for line in refusals:
        print("  " + line)


if __name__ == "__main__":
    main()
