"""Values the entity pages compute from a large part of a snapshot (a party's story: its seats
and members over every Parliament, its members' events and incidents; the incoming links of a
hub), built once per snapshot by whichever web worker needs one first and read by the others
from the snapshot's side folder (`<store>-snapshots/<name>.views/`, beside the query views of
graph/views.py).

Why: a party's first page costs ~2 s at 1 M quads (`house_terms.rq` over all its members), and
each web worker used to compute it in its own per-snapshot memo (webapp/catalog.py `memo`), so a
server with N workers paid it N times per party and language, each time in some reader's request.

Why on first use and not at publish: a snapshot is published by every `canpol load`; building
the stories of every party and language then would add ~2 s per party and language to each load
(10 parties: ~40 s on a 12 s load of 1 M quads), whatever pages are asked later. On first use,
one process claims the value (an exclusive `flock` on its lock file): the others wait for it and
read its file instead of computing the same thing at the same time on the same cores.

Why never stale or partial: a snapshot never changes, and the file name is a digest of what the
value is (its table and key, the site's base IRI, the day, for the views that say "today") and of
the page code that computes it (`CODE`), so a new snapshot, another day or new code reads other
files. A value is written to a temporary file and renamed: a reader sees the whole file or none;
a file that cannot be read is computed again. The collector (graph/snapshots.py) removes the
folder with its snapshot.

Values are pickled (NodeViews, rdflib terms, dicts, lists, sets: exactly what the page code
computed, so the pages are the same bytes) and read back with an unpickler that only makes
those types: the side folder holds data, never code.
"""

from __future__ import annotations

import fcntl
import hashlib
import io
import logging
import os
import pickle
import time
from datetime import date
from importlib import resources
from pathlib import Path

log = logging.getLogger(__name__)

WAIT_SECONDS = 120.0  # how long a worker waits for another one's build before building itself
FOLDER_SUFFIX = ".views"
PREFIX = "page-"
MIN_SECONDS = 0.02  # an unclaimed value cheaper than this to compute is not written


def _code_digest() -> str:
    """A digest of what a value is computed with besides the snapshot (the page code and its
    queries, the graph layer that reads rows, the ontology and the catalogs that name terms): a
    value built by other code is not read."""
    digest = hashlib.sha256()
    for package, patterns in (("canpol.webapp", ("*.py", "queries/pages/*.rq", "translations/*/LC_MESSAGES/*.mo")),
                              ("canpol.graph", ("*.py",)), ("canpol.ontology", ("*.py", "*.ttl"))):
        root = Path(str(resources.files(package)))
        for pattern in patterns:
            for entry in sorted(root.glob(pattern)):
                digest.update(str(entry.relative_to(root)).encode() + b"\0" + entry.read_bytes())
    return digest.hexdigest()[:16]


CODE = _code_digest()

# The only things a shared value is made of (module, name): see the module's docstring.
ALLOWED = {
    ("builtins", "set"), ("builtins", "frozenset"), ("builtins", "object"),
    ("copyreg", "_reconstructor"), ("copyreg", "__newobj__"),
    ("rdflib.term", "URIRef"), ("rdflib.term", "BNode"), ("rdflib.term", "Literal"),
    ("canpol.webapp.linked", "NodeView"),
}


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"{module}.{name} is not part of a shared page value")
        return super().find_class(module, name)


_MISSING = object()


_folders: dict[tuple[str, str], Path | None] = {}


def folder_of(store) -> Path | None:
    """The side folder of the snapshot `store` reads, or None when it reads none (the primary
    store, a remote endpoint, a store in memory) or the snapshot was collected already when
    this process first asked (remembered: asked for every hub list of every page)."""
    name = getattr(store, "snapshot_name", None)
    path = getattr(store, "path", None)
    if not name or path is None:
        return None
    key = (str(path), name)
    if key not in _folders:
        from canpol.graph.snapshots import snapshots_dir

        folder = snapshots_dir(path)
        if len(_folders) > 64:
            _folders.clear()
        _folders[key] = folder / f"{name}{FOLDER_SUFFIX}" if (folder / name).is_dir() else None
    return _folders[key]


def shared(store, what: str, compute, claim: bool = True):
    """`compute()` for the snapshot `store` reads, where `what` names the value (its table and
    key, and whatever else it depends on besides the snapshot and the page code): read from the
    snapshot's side folder when a process built it already, else built here and written there
    for the others. With `claim`, one process at a time builds it (for values known to be
    costly); without, a value is only written when it took over MIN_SECONDS to compute (most
    are small: a file would cost more than it saves) and processes may build it side by side."""
    folder = folder_of(store)
    if folder is None:
        return compute()
    what = f"{what} | day {date.today().isoformat()} | code {CODE}"
    name = f"{folder}/{PREFIX}{hashlib.sha256(what.encode('utf-8')).hexdigest()[:32]}.pickle"
    found = read(name, what)
    if found is not _MISSING:
        return found
    path = Path(name)
    if not claim:
        started = time.perf_counter()
        value = compute()
        if time.perf_counter() - started >= MIN_SECONDS:
            write(path, what, value)
        return value
    try:
        folder.mkdir(exist_ok=True)
        lock = os.open(path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return compute()  # a read-only folder: this process computes for itself
    try:
        if _acquire(lock):
            found = read(path, what)  # built by the process that held the claim
            if found is not _MISSING:
                return found
        value = compute()
        write(path, what, value)
        return value
    finally:
        os.close(lock)  # releases the claim


def _acquire(fd: int) -> bool:
    """The exclusive claim on a value's lock file, waiting for another builder up to
    WAIT_SECONDS; False when it did not finish by then (the caller builds without it)."""
    deadline = time.monotonic() + WAIT_SECONDS
    pause = 0.005
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() > deadline:
                log.warning("a shared page value took over %.0f s to build elsewhere; building it here",
                            WAIT_SECONDS)
                return False
            time.sleep(pause)
            pause = min(pause * 2, 0.05)


def read(path: Path | str, what: str):
    """The value in the file `path` when it holds `what`, else _MISSING."""
    try:
        with open(path, "rb") as stored:
            data = stored.read()
    except OSError:
        return _MISSING
    try:
        stored_what, value = _Unpickler(io.BytesIO(data)).load()
    except Exception as error:  # noqa: BLE001 (any damage: the value is computed again)
        log.warning("shared page value %s unreadable, computed again: %s", path, error)
        return _MISSING
    return value if stored_what == what else _MISSING


def write(path: Path, what: str, value) -> None:
    """Write `value` for `what` atomically (a temporary file renamed over `path`); a value that
    cannot be written is only kept by the caller."""
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(exist_ok=True)
        tmp.write_bytes(pickle.dumps((what, value), protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError) as error:
        log.warning("shared page value not written: %s", error)
        tmp.unlink(missing_ok=True)
