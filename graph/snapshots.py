"""Immutable read-only snapshots of the embedded store, so a server can read while `canpol load`
writes.

The on-disk store allows one writing process, and opening it read-only while another process
writes is undefined behaviour in pyoxigraph. So readers never open the primary store. After
each successful write the writer publishes a snapshot with `Store.backup` (hard links to the
store's immutable files, so cheap) into `<store>-snapshots/<name>/` and then atomically replaces
the pointer file `<store>-snapshots/CURRENT` with the new name. Readers open the snapshot CURRENT
names with `Store.read_only` and switch to a newer one on their next query.

Each reader holds a shared `flock` on `<name>.lock` while it has the snapshot open; the writer
deletes an old snapshot only when it can take that lock exclusively, so nothing in use is
removed. Snapshots other than CURRENT that nobody holds are garbage-collected at each publish.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import time
import uuid
import weakref
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from canpol.errors import StoreError

POINTER = "CURRENT"
# Present from a process's first write until its snapshot is published: a process killed in
# between (after its write committed) leaves it, and the next open publishes.
UNPUBLISHED = "UNPUBLISHED"
TMP_PREFIX = "tmp-"
LOCK_SUFFIX = ".lock"


def snapshots_dir(store_path: Path | str) -> Path:
    """The folder beside the store that holds its snapshots."""
    store_path = Path(store_path).absolute()
    return store_path.with_name(store_path.name + "-snapshots")


def current_name(store_path: Path | str) -> str | None:
    """The name of the newest published snapshot, or None when there is none."""
    try:
        name = (snapshots_dir(store_path) / POINTER).read_text(encoding="ascii").strip()
    except FileNotFoundError:
        return None
    return name or None


class Pointer:
    """`current_name` for a reader that asks on every request: the pointer file is read again only
    when its status changes, so asking costs one `stat` (a reading costs ~20 times that, most of
    it path handling). A publish replaces the file (`os.replace` of a new one), which gives it a
    new inode and change time; as a safeguard against an inode reused within one tick of the
    file system's clock, the file is also read again when the last reading is older than
    REREAD seconds."""

    REREAD = 1.0

    def __init__(self, store_path: Path | str):
        self._file = str(snapshots_dir(store_path) / POINTER)
        self._store_path = store_path
        self._status: tuple | None = None
        self._read_at = 0.0
        self._name: str | None = None

    def name(self) -> str | None:
        try:
            st = os.stat(self._file)
            status = (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)
        except FileNotFoundError:
            status = None
        now = time.monotonic()
        if status is None or status != self._status or now - self._read_at > self.REREAD:
            # Status first, then the content: a publish between the two is seen next time.
            self._name = current_name(self._store_path)
            self._status, self._read_at = status, now
        return self._name


def publish(store: ox.Store, store_path: Path | str) -> str:
    """Back up the open (writable) `store` as a new snapshot, point CURRENT at it, and remove
    old snapshots nobody reads. Returns the snapshot's name."""
    folder = snapshots_dir(store_path)
    folder.mkdir(parents=True, exist_ok=True)
    # Names sort by time, so the newest is obvious to a person looking at the folder.
    name = f"{time.time_ns():020d}-{uuid.uuid4().hex[:8]}"
    tmp = folder / (TMP_PREFIX + name)
    try:
        store.flush()
        store.backup(str(tmp))
        os.replace(tmp, folder / name)
        pointer_tmp = folder / f"{TMP_PREFIX}{name}.{POINTER}"
        pointer_tmp.write_text(name + "\n", encoding="ascii")
        os.replace(pointer_tmp, folder / POINTER)
        (folder / UNPUBLISHED).unlink(missing_ok=True)
    except OSError as error:
        shutil.rmtree(tmp, ignore_errors=True)
        raise StoreError(f"cannot publish a snapshot of the store into {folder}: {error}") from None
    collect_garbage(store_path)
    return name


def mark_unpublished(store_path: Path | str) -> None:
    folder = snapshots_dir(store_path)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / UNPUBLISHED).touch()


def is_unpublished(store_path: Path | str) -> bool:
    return (snapshots_dir(store_path) / UNPUBLISHED).exists()


def collect_garbage(store_path: Path | str) -> list[str]:
    """Remove snapshots (and leftovers of interrupted publishes) that are not CURRENT and that
    no reader holds. Only the single writing process calls this. Returns the removed names."""
    folder = snapshots_dir(store_path)
    keep = current_name(store_path)
    removed = []
    if not folder.is_dir():
        return removed
    for entry in sorted(folder.iterdir()):
        # The current snapshot, its lock and its side files (<name>.said.sqlite, the web app's
        # <name>.cache.sqlite), which readers may have made already.
        if entry.name in (POINTER, UNPUBLISHED) or entry.name == keep or entry.name.startswith(f"{keep}."):
            continue
        if entry.name.startswith(TMP_PREFIX):
            _remove(entry)
            continue
        if entry.name.endswith(LOCK_SUFFIX):
            # A lock file whose snapshot is gone (a reader re-created it while losing a race).
            if not (folder / entry.name[: -len(LOCK_SUFFIX)]).exists() and _try_exclusive(entry):
                entry.unlink(missing_ok=True)
            continue
        # A side file (<name>.views/, <name>.cache.sqlite, ...) lives as long as its snapshot: its
        # readers hold the snapshot's lock, not one of the side file's own.
        snapshot, _, side = entry.name.partition(".")
        lock = folder / (snapshot + LOCK_SUFFIX)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # a reader still has it open
            _remove(entry)
            if not side or not (folder / snapshot).exists():
                lock.unlink(missing_ok=True)
            if not side:
                removed.append(entry.name)
        finally:
            os.close(fd)
    return removed


def _try_exclusive(path: Path) -> bool:
    try:
        fd = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def _remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


@dataclass
class OpenSnapshot:
    """A snapshot opened read-only, with the shared lock that keeps it from being collected.
    The lock is released when this object is garbage-collected or `release()`d."""

    name: str
    store: ox.Store
    _finalizer: weakref.finalize

    def release(self) -> None:
        self.store = None
        self._finalizer()


def open_current(store_path: Path | str, retries: int = 20) -> OpenSnapshot | None:
    """Open the newest snapshot read-only under a shared lock; None when none was published."""
    folder = snapshots_dir(store_path)
    for _ in range(retries):
        name = current_name(store_path)
        if name is None:
            return None
        fd = os.open(folder / (name + LOCK_SUFFIX), os.O_RDWR | os.O_CREAT, 0o644)
        fcntl.flock(fd, fcntl.LOCK_SH)
        # The writer may have collected this snapshot between reading CURRENT and locking.
        if not (folder / name).is_dir():
            os.close(fd)
            time.sleep(0.01)
            continue
        try:
            store = ox.Store.read_only(str(folder / name))
        except OSError as error:
            os.close(fd)
            raise StoreError(f"cannot open snapshot {name} of the store: {error}") from None
        snapshot = OpenSnapshot(name, store, None)  # type: ignore[arg-type]
        snapshot._finalizer = weakref.finalize(snapshot, os.close, fd)
        return snapshot
    raise StoreError(f"the store's snapshots in {folder} keep changing; try again")


class SnapshotReader:
    """Keeps the newest snapshot open, switching when a new one is published. `get()` costs one
    `stat` of the pointer file when nothing changed (`Pointer`)."""

    def __init__(self, store_path: Path | str):
        self.store_path = Path(store_path)
        self._pointer = Pointer(self.store_path)
        self._open: OpenSnapshot | None = None

    def get(self) -> OpenSnapshot | None:
        name = self._pointer.name()
        if self._open is not None and self._open.name == name:
            return self._open
        fresh = open_current(self.store_path)
        # The old snapshot is released when its last user drops it.
        self._open = fresh
        return fresh

    def close(self) -> None:
        if self._open is not None:
            self._open.release()
            self._open = None


def ensure(store_path: Path | str) -> str:
    """Publish a first snapshot of the store at `store_path` (created empty if missing) when none
    exists yet. Needs the store not to be open by a writer."""
    name = current_name(store_path)
    if name is not None:
        return name
    try:
        store = ox.Store(str(store_path))
    except OSError:
        raise StoreError(
            f"the store at {store_path} has no snapshot yet and is busy (a load is running?); "
            "try again when it is done (setting --store / CANPOL_STORE)") from None
    try:
        return publish(store, store_path)
    finally:
        del store
