"""Command-line commands contributed by canpol.loaders (registered on the `canpol` group)."""

from __future__ import annotations

import json
from pathlib import Path

import click


@click.command("eval", epilog="Exit codes: 0 report printed, 2 bad gold file or missing article.")
@click.argument("gold_dir", type=click.Path(path_type=Path))
@click.option("--articles", "articles_dir", type=click.Path(path_type=Path), default=None,
              help="Folder of the articles the gold files name [default: GOLD_DIR/../articles].")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--per-article", is_flag=True, help="Also print F1 per article (table format).")
@click.option("--errors", is_flag=True, help="Also list, per article, the facts missed (-), spurious (+) or differing (~).")
@click.option("--no-reference", is_flag=True, help="Do not load the reference KB (links are then not restricted to it).")
@click.option("--split", "split_file", type=click.Path(path_type=Path), default=None,
              help="A split file (corpus/news-dev-split.yaml) naming the gold files of each part.")
@click.option("--part", default=None, help="The part of --split to score (dev, test).")
@click.option("--calibration", "show_calibration", is_flag=True,
              help="Also print the reliability table: claims per confidence bin and the fraction right "
                   "(always in --format json).")
@click.pass_context
def eval_command(ctx, gold_dir, articles_dir, fmt, per_article, errors, no_reference, split_file, part,
                 show_calibration):
    """Score the article extractor against gold annotations: P/R/F1 per fact kind, events per
    language and per type, invented links and wrong-person events.

    Each article is loaded alone into an in-memory store (the --store is not touched); the facts
    are read back with SPARQL and compared with GOLD_DIR/*.yaml (format: corpus/README.md).
    """
    from canpol.loaders.evaluation import (
        evaluate, format_breakdown, format_calibration, format_errors, format_per_article, format_table, read_split,
    )

    settings = ctx.find_root().obj
    if (split_file is None) != (part is None):
        raise click.UsageError("--split and --part go together")
    only = read_split(split_file, part) if split_file is not None else None
    articles_dir = articles_dir if articles_dir is not None else gold_dir.parent / "articles"
    evaluation = evaluate(gold_dir, articles_dir, settings.base, with_reference=not no_reference, only=only)
    if fmt == "json":
        click.echo(json.dumps(evaluation.as_dict(), indent=2, ensure_ascii=False))
        return
    click.echo(format_table(evaluation))
    click.echo()
    click.echo(format_breakdown(evaluation))
    if show_calibration:
        click.echo()
        click.echo(format_calibration(evaluation))
    if per_article:
        click.echo()
        click.echo(format_per_article(evaluation))
    if errors:
        click.echo()
        click.echo(format_errors(evaluation))


@click.group("fetch")
def fetch_group():
    """Download official publications, cache them on disk, and load them."""


@fetch_group.command("hansard", epilog="Exit codes: 0 ok, 2 usage error, unreachable server or a file that failed to load.")
@click.argument("sittings", nargs=-1)
@click.option("--from", "start", type=click.DateTime(["%Y-%m-%d"]), default=None, help="First sitting date (YYYY-MM-DD).")
@click.option("--to", "end", type=click.DateTime(["%Y-%m-%d"]), default=None, help="Last sitting date [default: --from].")
@click.option("--lang", type=click.Choice(["en", "fr", "both"]), default="en", show_default=True,
              help="Which edition of the Debates to fetch.")
@click.option("--cache", "cache_dir", type=click.Path(path_type=Path), default=None,
              help="Folder of downloaded files [default: STORE-cache/hansard].")
@click.option("--base-url", default=None, help="Where the House publishes [env CANPOL_HANSARD_URL; default https://www.ourcommons.ca].")
@click.option("--delay", type=float, default=1.0, show_default=True, help="Seconds between two requests.")
@click.option("--retries", type=int, default=3, show_default=True, help="Tries again after a failed request.")
@click.option("--no-load", is_flag=True, help="Only download into the cache.")
@click.pass_context
def fetch_hansard(ctx, sittings, start, end, lang, cache_dir, base_url, delay, retries, no_load):
    """Fetch the House's Debates XML for SITTINGS (PARLIAMENT-SESSION-NUMBER, e.g. 44-1-200) or
    for the sittings dated --from .. --to, then load them (one graph per publication).

    Files already in the cache are not downloaded again, and an interrupted download resumes, so
    running the same command again continues where it stopped. A sitting the House has not
    published is reported and skipped.
    """
    from canpol.graph.iris import IriMinter
    from canpol.loaders import load_paths
    from canpol.loaders.hansard.fetch import Fetcher, SittingRef, sessions_between, sittings_between
    from canpol.loaders.reference.kb import load_kb

    settings = ctx.find_root().obj
    if not sittings and start is None:
        raise click.UsageError("name sittings (44-1-200) or give --from DATE [--to DATE]")
    cache = cache_dir or Path(f"{settings.store_path}-cache") / "hansard"
    fetcher = Fetcher(cache, delay=delay, retries=retries, **({"base_url": base_url} if base_url else {}))
    langs = ["en", "fr"] if lang == "both" else [lang]
    files, missing = [], []
    for text in sittings:
        ref = SittingRef.parse(text)
        for edition in langs:
            path = fetcher.get(ref, edition)
            (files.append(path) if path else missing.append(f"{text} ({edition})"))
    if start is not None:
        first, last = start.date(), (end or start).date()
        if last < first:
            raise click.UsageError("--to is before --from")
        for parliament, session in sessions_between(load_kb(settings.base), first, last):
            for edition in langs:
                files.extend(sittings_between(fetcher, parliament, session, first, last, edition))
    for name in missing:
        click.echo(f"canpol: {name}: not published (404)", err=True)
    click.echo(f"fetched {len(files)} publication(s) into {cache} ({fetcher.requests_made} request(s))")
    if no_load or not files:
        if missing and not files:
            ctx.exit(2)
        return
    from canpol.graph import open_store

    store = open_store(settings)
    try:
        report = load_paths(store, files, IriMinter(settings.base))
        from canpol.loaders.incidents import refresh_incidents

        done = refresh_incidents(store, IriMinter(settings.base))
    finally:
        store.close()
    for source, graph, triples in report.loaded:
        click.echo(f"{source}: {triples} triples into <{graph}>")
    for source, message in report.notes:
        click.echo(f"{source}: {message}")
    for source, message in report.failed:
        click.echo(f"canpol: error: {message}", err=True)
    click.echo(f"incidents: {done.incidents} incident(s) grouping {done.parts} of {done.dated} dated event(s); "
               f"graph {'written' if done.written else 'unchanged'}")
    click.echo(f"loaded {len(report.loaded)} graph(s), {report.triples} triples; {len(report.failed)} file(s) failed")
    if report.failed:
        ctx.exit(2)


from canpol.loaders.reference.commands import update_reference_command  # noqa: E402

COMMANDS: list = [eval_command, fetch_group, update_reference_command]
