"""After a load killed past its commit point, the next open completes it, says so, and publishes a
snapshot (readers such as `canpol serve` see the completed graph); read commands work while a
load holds the store, by reading the last published snapshot."""

from __future__ import annotations

import subprocess
import sys

import pytest

from canpol.graph import snapshots
from canpol.graph.embedded import EmbeddedStore

from test_interrupted_load import G, OLD, new_lines


def snapshot_values(store_path) -> list[str]:
    opened = snapshots.open_current(store_path)
    try:
        return sorted(r["o"].value for r in opened.store.query(
            "SELECT ?o WHERE { GRAPH ?g { ?s ?p ?o } }"))
    finally:
        opened.release()


def test_recovery_after_a_crash_in_the_swap_publishes_the_new_graph(store_path, tmp_path, monkeypatch, capsys):
    old, new = tmp_path / "old.nt", tmp_path / "new.nt"
    old.write_text(OLD, encoding="utf-8")
    new.write_text(new_lines(0, 3), encoding="utf-8")
    store = EmbeddedStore(store_path)
    store.import_file(old, G)
    store.publish_snapshot()
    real_bulk_load = EmbeddedStore._bulk_load
    calls = []

    def crash_on_second_call(self, *args, **kwargs):
        calls.append(args)
        if len(calls) == 2:  # the first call staged the data; the second is the swap
            raise KeyboardInterrupt("simulated kill during the swap")
        return real_bulk_load(self, *args, **kwargs)

    monkeypatch.setattr(EmbeddedStore, "_bulk_load", crash_on_second_call)
    with pytest.raises(KeyboardInterrupt):
        store.import_file(new, G)
    monkeypatch.undo()
    store._dirty = False  # a killed process publishes nothing
    store.close()
    del store
    assert snapshot_values(store_path) == ["old"]
    capsys.readouterr()

    EmbeddedStore(store_path).close()  # the next command to open the store recovers
    assert "recovering an interrupted load" in capsys.readouterr().err
    assert snapshot_values(store_path) == ["new 0", "new 1", "new 2"]


def test_an_open_without_anything_to_recover_says_nothing(store_path, capsys):
    EmbeddedStore(store_path).close()
    EmbeddedStore(store_path).close()
    assert "recovering" not in capsys.readouterr().err


def test_read_commands_work_while_a_writer_holds_the_store(store_path, tmp_path):
    data = tmp_path / "old.nt"
    data.write_text(OLD, encoding="utf-8")
    store = EmbeddedStore(store_path)
    store.import_file(data, G)
    store.publish_snapshot()
    # This process keeps the store open for writing, as a running `canpol load` would.
    try:
        def canpol(*args):
            return subprocess.run([sys.executable, "-m", "canpol", "--store", str(store_path), *args],
                                  capture_output=True, text=True, timeout=120)

        listed = canpol("graphs")
        assert listed.returncode == 0, listed.stderr
        assert G in listed.stdout and "last published snapshot" in listed.stderr
        queried = canpol("query", "SELECT ?o WHERE { ?s ?p ?o }", "--format", "csv")
        assert queried.returncode == 0, queried.stderr
        assert "old" in queried.stdout
        exported = canpol("export", "--format", "nt")
        assert exported.returncode == 0 and '"old"' in exported.stdout
        stats = canpol("stats")
        assert stats.returncode == 0, stats.stderr
        # writing still needs the store itself
        assert canpol("remove", G).returncode == 2
    finally:
        store.close()


def test_a_write_committed_by_a_process_killed_before_it_published_is_published_at_next_open(store_path, tmp_path):
    old, new = tmp_path / "old.nt", tmp_path / "new.nt"
    old.write_text(OLD, encoding="utf-8")
    new.write_text(new_lines(0, 2), encoding="utf-8")
    store = EmbeddedStore(store_path)
    store.import_file(old, G)
    store.close()
    store = EmbeddedStore(store_path)
    store.import_file(new, G)  # committed ...
    store._dirty = False  # ... and the process killed before close() published it
    store.close()
    del store
    assert snapshot_values(store_path) == ["old"]
    EmbeddedStore(store_path).close()
    assert snapshot_values(store_path) == ["new 0", "new 1"]
