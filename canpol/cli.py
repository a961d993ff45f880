"""The `canpol` command line: load, query, export and inspect the knowledge graph, and serve it.

Exit codes: 0 ok; 1 data does not conform (validate, check-ontology); 2 usage, configuration or
input error (bad file, bad RDF, bad query, unreachable store).
"""

from __future__ import annotations

import sys
import time
from contextlib import closing
from pathlib import Path

import click

from canpol import __version__
from canpol.config import Settings
from canpol.errors import EXIT_NOT_CONFORMING, EXIT_OK, EXIT_USAGE, CanpolError, InputError, exit_codes_help
from canpol.progress import progress_bar

# Commands other than validate and check-ontology cannot find data that does not conform.
OK_OR_USAGE = exit_codes_help(EXIT_OK, EXIT_USAGE)


class CanpolGroup(click.Group):
    """A click group that turns canpol's own errors into a message on stderr and their exit code."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except CanpolError as error:
            click.echo(f"canpol: error: {error}", err=True)
            ctx.exit(error.exit_code)


def settings_of(ctx: click.Context) -> Settings:
    return ctx.find_root().obj


def opened_store(ctx: click.Context, read_only: bool = False) -> closing:
    """The store the settings name, closed when the command's `with` block ends, however it ends
    (closing an embedded store that wrote publishes a snapshot for readers). `read_only`: read the
    last published snapshot, so a read works while a load holds the store."""
    from canpol.graph import open_store

    return closing(open_store(settings_of(ctx), read_only=read_only))


@click.group(cls=CanpolGroup, epilog=exit_codes_help(EXIT_OK, EXIT_NOT_CONFORMING, EXIT_USAGE))
@click.version_option(__version__, prog_name="canpol")
@click.option("--store", "store_path", type=click.Path(path_type=Path), default=None,
              help="Folder of the embedded store [env CANPOL_STORE; default ./canpol-data].")
@click.option("--endpoint", default=None, help="SPARQL query endpoint of a remote store [env CANPOL_ENDPOINT].")
@click.option("--update-endpoint", default=None,
              help="SPARQL update endpoint of the remote store [env CANPOL_UPDATE_ENDPOINT].")
@click.option("--user", default=None, help="User for the remote store [env CANPOL_USER].")
@click.option("--password", default=None, help="Password for the remote store [env CANPOL_PASSWORD].")
@click.option("--base", default=None, help="Base of minted IRIs [env CANPOL_BASE; default https://w3id.org/canpol/].")
@click.pass_context
def main(ctx, store_path, endpoint, update_endpoint, user, password, base):
    """canpol: a knowledge graph of Canadian political events, with the evidence."""
    ctx.obj = Settings.from_env(store_path=store_path, endpoint=endpoint, update_endpoint=update_endpoint,
                                user=user, password=password, base=base)


@main.command(epilog=OK_OR_USAGE)
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--graph", "graph_iri", default=None, help="Named graph for a single RDF file (default: one per file).")
@click.option("--reference", is_flag=True, help="Also build and load the reference knowledge base.")
@click.pass_context
def load(ctx, paths, graph_iri, reference):
    """Load files or folders: RDF files (each into its own named graph) and articles.

    Loading a source again replaces its graph; a file that fails is reported and leaves the store
    as it was, and the others still load. Exit 2 when any input failed.
    """
    from canpol.graph.iris import IriMinter
    from canpol.loaders import count_documents, iter_input_files, load_paths

    if not paths and not reference:
        raise click.UsageError("give files or folders to load, or --reference")
    settings = settings_of(ctx)
    # Closing publishes what was written for readers (a running `canpol serve`), even when a
    # later input fails.
    with opened_store(ctx) as store:
        minter = IriMinter(settings.base)
        started = time.perf_counter()
        failed = graphs_loaded = triples_loaded = 0
        if reference:
            from canpol.loaders.reference import load_reference

            graph, triples = load_reference(store, minter)
            click.echo(f"reference: {triples} triples into <{graph}>")
            graphs_loaded, triples_loaded = 1, triples
        if paths:
            files = list(iter_input_files(list(paths)))
            progress, task = progress_bar(sum(count_documents(f) for f in files), "loading")

            def advance(_source: str) -> None:
                progress.advance(task)
                done = progress.tasks[0]
                if done.total is not None and done.completed > done.total:  # a .json holding several
                    progress.update(task, total=done.completed)

            with progress:
                report = load_paths(store, list(paths), minter, graph_iri=graph_iri, progress=advance)
            for source, graph, triples in report.loaded:
                click.echo(f"{source}: {triples} triples into <{graph}>")
            for source, message in report.notes:
                click.echo(f"{source}: {message}")
            for source, message in report.failed:
                click.echo(f"canpol: error: {message}" if message.startswith(source) else
                           f"canpol: error: {source}: {message}", err=True)
            failed = len(report.failed)
            graphs_loaded += len(report.loaded)
            triples_loaded += report.triples
        _refresh_incidents(store, minter)
        # the one summary line counts everything this command wrote, the reference graph included
        click.echo(f"loaded {graphs_loaded} graph(s), {triples_loaded} triples; "
                   f"{failed} document(s) or file(s) failed; {time.perf_counter() - started:.1f} s")
    if failed:
        ctx.exit(2)


def _refresh_incidents(store, minter) -> None:
    """Recompute the derived incidents graph from what the store now holds (loaders/incidents)."""
    from canpol.loaders.incidents import refresh_incidents

    done = refresh_incidents(store, minter)
    click.echo(f"incidents: {done.incidents} incident(s) grouping {done.parts} of {done.dated} dated event(s); "
               f"graph {'written' if done.written else 'unchanged'}")


@main.command(epilog=OK_OR_USAGE)
@click.argument("query_text", metavar="QUERY|@FILE.rq")
@click.option("--format", "fmt", type=click.Choice(["table", "json", "csv", "tsv", "turtle", "nt", "jsonld"]),
              default="table", show_default=True)
@click.pass_context
def query(ctx, query_text, fmt):
    """Run a SPARQL query (text, or @file.rq) over the union of all graphs."""
    from canpol.graph import results

    if query_text.startswith("@"):
        try:
            query_text = Path(query_text[1:]).read_text(encoding="utf-8")
        except OSError as error:
            raise InputError(f"{query_text[1:]}: cannot read: {error.strerror}") from None
    with opened_store(ctx, read_only=True) as store:
        result = store.query(query_text)
        if result.kind == "graph":
            rdf = {"table": "turtle", "json": "json-ld", "jsonld": "json-ld", "turtle": "turtle", "nt": "nt"}.get(fmt)
            if rdf is None:
                raise InputError(f"--format {fmt} is for SELECT/ASK results; use turtle, nt or jsonld")
            click.echo(result.graph.serialize(format=rdf))
        elif fmt in ("json", "csv", "tsv"):
            click.echo(results.to_text(result, fmt), nl=False)
        elif fmt == "table":
            if result.kind == "ask":
                click.echo("true" if result.boolean else "false")
            else:
                _print_table(result.variables, results.table_rows(result.variables, result.rows))
        else:
            raise InputError(f"--format {fmt} is for CONSTRUCT/DESCRIBE results; use table, json, csv or tsv")


def _print_table(headers: list[str], rows: list[list[str]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(*headers)
    for row in rows:
        table.add_row(*row)
    Console(soft_wrap=True).print(table)
    click.echo(f"{len(rows)} row(s)")


@main.command(epilog=OK_OR_USAGE)
@click.option("--graph", "graph_iri", default=None, help="Export one named graph only.")
@click.option("--format", "fmt", type=click.Choice(["turtle", "trig", "nt", "nq", "jsonld", "rdfxml"]),
              default="trig", show_default=True)
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None, help="File to write (default stdout).")
@click.pass_context
def export(ctx, graph_iri, fmt, output):
    """Export the store (or one graph), streamed. Triple formats hold the distinct union triples."""
    with opened_store(ctx, read_only=True) as store:
        if output is None:
            store.export(sys.stdout.buffer, fmt, graph_iri)
            sys.stdout.buffer.flush()
        else:
            tmp = output.with_name(output.name + ".part")
            with open(tmp, "wb") as out:
                store.export(out, fmt, graph_iri)
            tmp.replace(output)


@main.command(epilog=OK_OR_USAGE)
@click.pass_context
def graphs(ctx):
    """List the named graphs with their triple counts."""
    with opened_store(ctx, read_only=True) as store:
        infos = store.graphs()
    for info in infos:
        click.echo(f"{info.triples:>10}  {info.iri}")
    click.echo(f"{len(infos)} graph(s)")


@main.command(epilog=OK_OR_USAGE)
@click.argument("graph_iri", metavar="GRAPH")
@click.pass_context
def remove(ctx, graph_iri):
    """Remove a named graph (the incidents graph is then recomputed without it)."""
    from canpol.graph.iris import IriMinter
    from canpol.loaders.incidents import graph_iri as incidents_graph

    minter = IriMinter(settings_of(ctx).base)
    with opened_store(ctx) as store:
        if not store.remove_graph(graph_iri):
            raise InputError(f"no graph named <{graph_iri}> in the store")
        click.echo(f"removed <{graph_iri}>")
        if graph_iri != str(incidents_graph(minter)):  # its events may have been grouped
            _refresh_incidents(store, minter)


@main.command(epilog=OK_OR_USAGE)
@click.pass_context
def stats(ctx):
    """Counts: graphs, triples, and instances per class."""
    from canpol.graph.queries import load_query

    with opened_store(ctx, read_only=True) as store:
        infos = store.graphs()
        classes = store.select(load_query("class_counts"))
    click.echo(f"graphs: {len(infos)}")
    click.echo(f"triples (sum over graphs): {sum(i.triples for i in infos)}")
    for row in classes:
        click.echo(f"{int(row['instances']):>10}  {row['class']}")


# Each package contributes its own commands (validate, check-ontology, serve, eval, ...).
from canpol.ontology.commands import COMMANDS as _ONTOLOGY_COMMANDS  # noqa: E402
from canpol.loaders.commands import COMMANDS as _LOADER_COMMANDS  # noqa: E402
from canpol.webapp.commands import COMMANDS as _WEBAPP_COMMANDS  # noqa: E402

for _command in (*_ONTOLOGY_COMMANDS, *_LOADER_COMMANDS, *_WEBAPP_COMMANDS):
    main.add_command(_command)
