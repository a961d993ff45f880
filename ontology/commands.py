"""Command-line commands contributed by canpol.ontology: `validate` (SHACL) and `check-ontology` (HermiT)."""

from __future__ import annotations

import json
from contextlib import closing
from pathlib import Path

import click

from canpol.errors import EXIT_NOT_CONFORMING, EXIT_OK, EXIT_USAGE, InputError, NotConformingError, exit_codes_help

_EPILOG = exit_codes_help(EXIT_OK, EXIT_NOT_CONFORMING, EXIT_USAGE)


@click.command("validate", epilog=_EPILOG)
@click.option("--graph", "graph_iri", default=None, help="Validate one named graph (default: the union of all).")
@click.option("--limit", default=50, show_default=True, type=click.IntRange(min=0),
              help="Most results to print (text format).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "turtle"]), default="text", show_default=True,
              help="text: a summary; json: every result as data; turtle: the SHACL validation report graph.")
@click.pass_context
def validate_command(ctx, graph_iri, limit, fmt):
    """Check the store's data against the SHACL shapes (ontology/shapes.ttl).

    Prints the report; exits 1 when the data does not conform (warnings alone do not fail).
    """
    from canpol.graph import open_store
    from canpol.ontology.validation import validate_store

    with closing(open_store(ctx.find_root().obj)) as store:
        report = validate_store(store, graph_iri)
    if fmt == "json":
        click.echo(json.dumps(report.as_dict(), ensure_ascii=False, indent=2))
    elif fmt == "turtle":
        click.echo(report.graph.serialize(format="turtle"))
    else:
        click.echo(report.text(limit=limit))
    if not report.conforms:
        scope = f"graph <{graph_iri}>" if graph_iri else "the store"
        raise NotConformingError(f"{scope} does not conform: {len(report.violations)} violation(s)")


@click.command("check-ontology", epilog=_EPILOG)
@click.option("--data", "data_files", multiple=True, type=click.Path(path_type=Path, dir_okay=False),
              help="Curated instance data to reason over with the ontology (repeatable; "
                   "dates are left out, HermiT rejects xsd:date).")
@click.option("--graph", "graph_iris", multiple=True,
              help="Also reason over this named graph of the store (repeatable).")
@click.pass_context
def check_ontology_command(ctx, data_files, graph_iris):
    """Run HermiT on canpol.ttl: consistency, unsatisfiable classes, inferred hierarchy changes.

    Exits 1 when the ontology (with --data / --graph) is inconsistent or has an unsatisfiable class.
    """
    from rdflib import Graph

    from canpol.ontology.reasoning import check_ontology

    data = None
    if data_files or graph_iris:
        data = Graph()
    if graph_iris:
        from canpol.graph import open_store
        from canpol.ontology.validation import store_graph

        with closing(open_store(ctx.find_root().obj)) as store:
            for iri in graph_iris:
                data += store_graph(store, iri)
    if data_files:
        for path in data_files:
            try:
                data.parse(str(path))
            except (OSError, SyntaxError, ValueError) as error:
                raise InputError(f"{path}: cannot read RDF: {error}") from None
    report = check_ontology(data)
    click.echo(report.text())
    if not report.ok:
        what = "is inconsistent" if not report.consistent else f"has {len(report.unsatisfiable)} unsatisfiable class(es)"
        raise NotConformingError(f"the ontology{' with the given data' if data is not None else ''} {what}")


COMMANDS: list = [validate_command, check_ontology_command]
