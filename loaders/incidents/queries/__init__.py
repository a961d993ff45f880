"""SPARQL of the incidents step lives in the .rq files of this folder; values go in as bindings."""

from functools import cache
from importlib import resources


@cache
def load_query(name: str) -> str:
    """The text of `name`.rq from this folder."""
    return (resources.files(__package__) / f"{name}.rq").read_text(encoding="utf-8")
