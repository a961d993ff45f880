"""Paging of the long lists of pages, one mechanism for every kind of page: a window of a list (how
many it holds, where the page starts, how many a page shows), its offset read from the URL, the
links to the previous and next windows in HTML (the `pager` macro), JSON (`to_json`) and the
headers and statements of data documents."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from flask import abort, current_app

from .flaskcontext import current_request

LIST_PAGE = 100  # items of a long list a page shows, unless CANPOL_LIST_PAGE says otherwise
# The arguments of the paged property lists (`?in=<property>&offset=N`): a link to a page of any
# list drops them, so that it shows that list's page, not another's.
SCOPES = ("in", "out", "offset")


def list_page_size() -> int:
    """CANPOL_LIST_PAGE: how many items of a long list one page shows (at least 1)."""
    return max(1, int(current_app.config.get("CANPOL_LIST_PAGE") or LIST_PAGE))


def requested_offset(param: str) -> int:
    """The offset a URL asks for with `?param=N`: 0 when absent, 0 for a negative number, the
    app's 400 answer for anything that is not a whole number (a huge number gives an empty page)."""
    raw = current_request().args.get(param)
    if raw is None:
        return 0
    try:
        return max(0, int(raw))
    except ValueError:  # also a number past Python's 4,300 digits of int()
        abort(400, description=f"{param} must be a whole number")


@dataclass
class Window:
    """One page of a list: items offset .. offset + size of total, asked for with `?param=offset`
    (and the arguments of `scope`, which say which list of the page: `?in=<property>&offset=N`)."""

    param: str
    total: int
    offset: int
    size: int  # items this page shows
    step: int | None = None  # items the other pages show, when this one shows fewer (a summary's first page)
    scope: tuple[tuple[str, str], ...] = ()

    @property
    def paged(self) -> bool:
        """Whether the list is longer than a page (a list that fits shows no pager: its page
        is as it always was)."""
        return self.total > self.size or self.offset > 0

    @property
    def end(self) -> int:
        return min(self.total, self.offset + self.size)

    @property
    def next_offset(self) -> int | None:
        return self.offset + self.size if self.offset + self.size < self.total else None

    @property
    def previous_offset(self) -> int | None:
        """The page before; past the end of the list, the list's last page."""
        if self.offset == 0:
            return None
        step = self.step or self.size
        last = max(0, (self.total - 1) // step * step)
        return min(max(0, self.offset - step), last)

    def cut(self, items):
        return items[self.offset:self.offset + self.size]

    def query(self, offset: int) -> str:
        """The query string of the current URL asking for the window at `offset` (every other
        argument kept; the first page drops the argument)."""
        names = {self.param, *(k for k, _ in self.scope), *SCOPES}
        args = [(k, v) for k, v in current_request().args.items(multi=True) if k not in names]
        args += self.scope
        if offset:
            args.append((self.param, str(offset)))
        return urlencode(args)

    def href(self, offset: int, anchor: str = "") -> str:
        """A link to the window at `offset` from the current page."""
        query = self.query(offset)
        target = f"?{query}" if query else current_request().path
        return target + (f"#{anchor}" if anchor else "")

    def url(self, offset: int | None) -> str | None:
        """The absolute URL of the window at `offset` (None: no such window)."""
        if offset is None:
            return None
        query = self.query(offset)
        return current_request().base_url + (f"?{query}" if query else "")

    def to_json(self) -> dict:
        return {"total": self.total, "offset": self.offset, "size": self.size,
                "next": self.url(self.next_offset), "previous": self.url(self.previous_offset)}
