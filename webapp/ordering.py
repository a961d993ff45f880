"""Stable orders for what pages list, and page-local names for blank nodes: a page shows the same
lists in the same order whichever store answers and in whatever order its engine returns rows."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable


def fold(text: str) -> str:
    """Case- and accent-insensitive form: 'Québec' -> 'quebec'."""
    if text.isascii():  # most labels and IRIs: nothing to decompose (pages fold hundreds of texts)
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def term_key(view, graphs: Iterable[str] = ()) -> tuple:
    """The place of a shown term (a linked.NodeView) in a list: by the text a reader sees (folded,
    then exact), then by the IRI or literal itself so that equal texts keep one order.

    A blank node's id is the store's own (`N3a94…` in one engine, `b10101` in another) and means
    nothing, so blank nodes come after named terms, ordered only by what the page shows of them
    (the label it names them by, if any, and their graphs); blank nodes that tie show the same
    thing, so their order cannot be seen."""
    if view.kind == "bnode":
        label = view.label or ""
        return (1, fold(label), label, tuple(sorted(graphs)), "")
    text = view.text
    return (0, fold(text), text, (view.lang or "", view.datatype or ""), view.value)


def sorted_terms(views: Iterable) -> list:
    """Shown terms in `term_key` order (types of an entity, values read without graphs)."""
    return sorted(views, key=term_key)


def name_blank_nodes(views: Iterable) -> None:
    """Give the blank nodes among `views` (in the order a page shows them) the names _:b1, _:b2…
    by first appearance, in place: the same blank node keeps one name on the page, and the name
    is the page's, not the store's (whose ids differ between stores and mean nothing to a reader)."""
    names: dict[str, str] = {}
    renamed: set[int] = set()  # a view met twice is renamed once (its value is then the new name)
    for view in views:
        if view.kind == "bnode" and id(view) not in renamed:
            renamed.add(id(view))
            view.value = names.setdefault(view.value, f"b{len(names) + 1}")
