"""A progress bar on stderr for long commands (stdout keeps the results, so they can be piped)."""

from __future__ import annotations

import sys


def progress_bar(total: int, label: str):
    """(progress, task): a rich progress bar counting to `total`, shown only when stderr is a
    terminal; use it as a context manager and advance the task."""
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    progress = Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), console=Console(stderr=True), transient=False,
                        disable=not sys.stderr.isatty())
    return progress, progress.add_task(label, total=total)
