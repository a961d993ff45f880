"""Fetching Hansard XML from the House of Commons: politely (rate-limited, retried), cached on disk, resumable.

The House publishes each sitting's Debates at

    {base}/Content/House/{parliament}{session}/Debates/{number:03d}/HAN{number:03d}-{E|F}.XML

with base https://www.ourcommons.ca (`CANPOL_HANSARD_URL` or --base-url to change it; tests point
it at a local server). A sitting is named PARLIAMENT-SESSION-NUMBER (44-1-200). A date range is
turned into sitting numbers by reading the publications themselves: sittings are numbered in date
order within a session, so the first sitting on or after the start is found by probing numbers
(doubling, then bisecting) and the sittings after it are read until one falls after the end or
the session has no more. Every file read is kept in the cache, so probing costs each file once.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from canpol.errors import CanpolError, InputError

DEFAULT_BASE_URL = "https://www.ourcommons.ca"
USER_AGENT = "canpol/0.1 (knowledge graph of Canadian politics; Hansard fetcher)"
_SITTING = re.compile(r"^(\d{1,2})-(\d)-(\d{1,4})$")


class FetchError(CanpolError):
    """The House's server could not be reached or kept failing."""


@dataclass(frozen=True)
class SittingRef:
    parliament: int
    session: int
    number: int

    @classmethod
    def parse(cls, text: str) -> "SittingRef":
        found = _SITTING.match(text.strip())
        if not found:
            raise InputError(f"{text!r}: a sitting is PARLIAMENT-SESSION-NUMBER, such as 44-1-200")
        return cls(int(found.group(1)), int(found.group(2)), int(found.group(3)))

    def path(self, lang: str) -> str:
        n = f"{self.number:03d}"
        return f"Content/House/{self.parliament}{self.session}/Debates/{n}/HAN{n}-{'E' if lang == 'en' else 'F'}.XML"


@dataclass
class Fetcher:
    """Downloads publications into `cache`, at most one request per `delay` seconds, retrying
    transient failures (connection errors, 429, 5xx) `retries` times with growing pauses."""

    cache: Path
    base_url: str = field(default_factory=lambda: os.environ.get("CANPOL_HANSARD_URL", DEFAULT_BASE_URL))
    delay: float = 1.0
    retries: int = 3
    timeout: float = 60.0
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], None] = time.sleep
    requests_made: int = 0
    _last: float | None = None

    def _wait(self) -> None:
        if self._last is not None:
            pause = self.delay - (self.clock() - self._last)
            if pause > 0:
                self.sleep(pause)
        self._last = self.clock()

    def get(self, ref: SittingRef, lang: str = "en") -> Path | None:
        """The cached file of a sitting (downloaded first when missing); None when the House has
        not published it (404)."""
        import requests

        relative = ref.path(lang)
        target = self.cache / relative
        if target.exists():
            return target
        missing = target.with_name(target.name + ".404")
        if missing.exists() and time.time() - missing.stat().st_mtime < 86400:
            return None  # known not to exist: asked less than a day ago
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(target.name + ".part")
        url = f"{self.base_url.rstrip('/')}/{relative}"
        for attempt in range(self.retries + 1):
            self._wait()
            have = partial.stat().st_size if partial.exists() else 0
            headers = {"User-Agent": USER_AGENT}
            if have:
                headers["Range"] = f"bytes={have}-"  # resume what an interrupted run left
            try:
                self.requests_made += 1
                with requests.get(url, headers=headers, stream=True, timeout=self.timeout) as response:
                    if response.status_code == 404:
                        missing.touch()
                        partial.unlink(missing_ok=True)
                        return None
                    if response.status_code == 416:  # the partial file is already whole
                        partial.replace(target)
                        return target
                    if response.status_code == 429 or response.status_code >= 500:
                        raise FetchError(f"{url}: HTTP {response.status_code}")
                    if response.status_code not in (200, 206):
                        raise InputError(f"{url}: HTTP {response.status_code}")
                    mode = "ab" if response.status_code == 206 and have else "wb"
                    expected = response.headers.get("Content-Length")
                    with partial.open(mode) as out:
                        for chunk in response.iter_content(1 << 16):
                            out.write(chunk)
                    got = partial.stat().st_size - (have if mode == "ab" else 0)
                    if expected is not None and expected.isdigit() and got < int(expected):
                        # cut short: keep the part, the next try (or run) asks for the rest
                        raise FetchError(f"{url}: {got} of {expected} bytes received")
                partial.replace(target)
                return target
            except (requests.RequestException, FetchError) as error:
                if attempt == self.retries:
                    raise FetchError(f"{url}: failed after {self.retries + 1} tries ({error})") from None
                self.sleep(min(30.0, 2.0 ** attempt * max(self.delay, 0.5)))
        return None


def sitting_date(path: Path) -> dt.date:
    """The date a publication states (its ExtractedInformation only: the body is not read)."""
    from .parse import Publication, parse

    for record in parse(path):
        if isinstance(record, Publication):
            return record.date
    raise InputError(f"{path}: no date")


def sittings_between(fetcher: Fetcher, parliament: int, session: int, start: dt.date, end: dt.date,
                     lang: str = "en") -> list[Path]:
    """The cached files of the session's sittings dated start..end (inclusive)."""

    def date_of(number: int) -> dt.date | None:
        path = fetcher.get(SittingRef(parliament, session, number), lang)
        return sitting_date(path) if path else None

    # the first number whose sitting is on or after `start`: doubling up to a bound, then bisection
    low, high = 0, 1
    while True:
        found = date_of(high)
        if found is None or found >= start:
            break
        low, high = high, high * 2
    while high - low > 1:  # invariant: sitting `low` is before start (or 0); `high` is on/after or absent
        middle = (low + high) // 2
        found = date_of(middle)
        if found is not None and found < start:
            low = middle
        else:
            high = middle
    out = []
    number = high
    while True:
        path = fetcher.get(SittingRef(parliament, session, number), lang)
        if path is None:
            break
        if sitting_date(path) > end:
            break
        if sitting_date(path) >= start:
            out.append(path)
        number += 1
    return out


def sessions_between(kb, start: dt.date, end: dt.date) -> list[tuple[int, int]]:
    """(parliament, session) of the KB's sessions that overlap start..end, in order."""
    found, day = [], start
    while day <= end:
        session = kb.session_at(day)
        if session and session not in found:
            found.append(session)
        day += dt.timedelta(days=1)
    return found
