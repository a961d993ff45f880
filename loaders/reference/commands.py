"""`canpol update-reference`: refresh the reference sources from the live public sources and rebuild the fact files."""

from __future__ import annotations

import time
from pathlib import Path

import click

REPO = Path(__file__).resolve().parents[2]


@click.command("update-reference", epilog="Exit codes: 0 refreshed and rebuilt, 2 a source unreachable or unusable "
                                          "(named in the message; the fact files are left as they were).")
@click.option("--data", "staged", type=click.Path(path_type=Path), default=REPO.parent / "shared" / "data",
              show_default="../shared/data beside the checkout", help="The staged data the refresh starts from.")
@click.option("--into", type=click.Path(path_type=Path), default=Path("reference-sources"), show_default=True,
              help="Work folder: the staged files the build reads, with the refreshed ones over them.")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Where the fact files go [default: the shipped loaders/reference/data].")
@click.option("--report", default=None, help="Data-quality report to write [default: docs/reference-kb.md; '' for none].")
@click.option("--source", "sources", multiple=True, metavar="NAME=URL",
              help="Another URL for a source: ministers, results (with {date}), wikidata (a SPARQL endpoint).")
@click.option("--date", "dates", multiple=True, metavar="YYYYMMDD",
              help="Election days of the results files to fetch [default: 2022-12-12 to 2026-04-13].")
@click.option("--retries", default=3, show_default=True, help="Retries per request (exponential back-off).")
@click.option("--timeout", default=30.0, show_default=True, help="Seconds per request.")
@click.option("--no-build", is_flag=True, help="Only refresh the work folder.")
def update_reference_command(staged, into, out, report, sources, dates, retries, timeout, no_build):
    """Refresh the 2022-2026 reference sources from the live public sources, then rebuild the fact files.

    Downloads the House of Commons ministers list, Elections Canada results per riding and Wikidata's
    members of the 45th Parliament (SPARQL), converts them to the staged layout in --into, and runs
    the reference build on it. Then `canpol load --reference` loads the new facts.
    """
    from canpol.progress import progress_bar as _progress

    from .facts import DATA_DIR
    from .update import RESULT_DATES, update

    urls = {}
    for item in sources:
        name, sep, url = item.partition("=")
        if not sep or name not in ("ministers", "results", "wikidata"):
            raise click.UsageError(f"--source wants NAME=URL with NAME ministers, results or wikidata, not {item!r}")
        urls[name] = url
    dates = list(dates) or RESULT_DATES
    started = time.perf_counter()
    progress, task = _progress(len(dates) + 2, "fetching")
    with progress:
        written = update(staged, into, urls, dates=dates, retries=retries, timeout=timeout,
                         progress=lambda _name: progress.advance(task))
    click.echo(f"refreshed {len(written)} source file(s) into {into}")
    if no_build:
        return
    from .build import build
    from .report import quality_report

    out = out or DATA_DIR
    b, counts = build(into, out)
    text = quality_report(out, b.notes, b.disagreements)
    report = str(REPO / "docs" / "reference-kb.md") if report is None else report
    if report:
        Path(report).write_text(text, encoding="utf-8")
    click.echo(f"built {', '.join(f'{k} {v}' for k, v in counts.items())} into {out} in "
               f"{time.perf_counter() - started:.1f} s")
