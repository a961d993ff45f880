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


COMMANDS: list = [eval_command]
