"""The page values shared by the web workers of a snapshot (webapp/sharedviews.py): built once and
read by another process or another app over the same snapshot, built again for a new snapshot,
never read when a build failed, a file is damaged or holds something else than page data, and a
worker waiting for another one's claim reads its value instead of building it."""

from __future__ import annotations

import fcntl
import multiprocessing
import os
import pickle
import time

import pytest
from rdflib import BNode, Literal, URIRef

from canpol.graph.embedded import EmbeddedStore
from canpol.webapp import sharedviews
from canpol.webapp.linked import NodeView

from .conftest import build_store, close_app, make_app
from .pages_fixtures import build_sample_store

HTML = {"Accept": "text/html"}


def value():
    """A value made of every kind of thing the page code shares."""
    person = NodeView("iri", "http://example.org/p", label="A. Member", path="person/p")
    return {"members": [person, person], "names": {"Ann", "Anne"}, "span": ("2019-10-21", None),
            "label": Literal("Nouveau Parti", lang="fr"), "iri": URIRef("http://example.org/x"),
            "blank": BNode("b1"), "seats": 3, "date": Literal("2020-01-01", datatype=URIRef(
                "http://www.w3.org/2001/XMLSchema#date"))}


class Counting:
    def __init__(self, result):
        self.result, self.calls = result, 0

    def __call__(self):
        self.calls += 1
        return self.result


@pytest.fixture()
def store_path(tmp_path):
    return build_store(tmp_path / "store")


def reader(path) -> EmbeddedStore:
    return EmbeddedStore.open_snapshot(path)


def files(store) -> list[str]:
    folder = sharedviews.folder_of(store)
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_built_once_then_read_from_the_snapshots_side_folder(store_path):
    store = reader(store_path)
    first = Counting(value())
    assert sharedviews.shared(store, "t k", first) == value()
    again = Counting("not this")
    found = sharedviews.shared(store, "t k", again)
    assert (first.calls, again.calls) == (1, 0)
    assert found == value()
    assert found["members"][0] is found["members"][1]  # the same objects as were computed
    assert any(name.endswith(".pickle") for name in files(store))
    assert sharedviews.shared(store, "t other key", Counting(1)) == 1  # another value: built


def _child_reads(store_path, queue, started=None) -> None:
    store = EmbeddedStore.open_snapshot(store_path)
    if started is not None:
        started.set()
    compute = Counting("built by the child")
    queue.put((sharedviews.shared(store, "t k", compute), compute.calls))


def test_another_process_reads_the_value_instead_of_building_it(store_path):
    store = reader(store_path)
    sharedviews.shared(store, "t k", Counting(value()))
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_child_reads, args=(store_path, queue))
    child.start()
    seen, calls = queue.get(timeout=120)
    child.join(60)
    assert child.exitcode == 0
    assert (seen, calls) == (value(), 0)


def test_a_worker_waits_for_the_claim_of_another_and_reads_its_value(store_path):
    store = reader(store_path)
    what = f"t k | day {sharedviews.date.today().isoformat()} | code {sharedviews.CODE}"
    path = sharedviews.folder_of(store) / (sharedviews.PREFIX + sharedviews.hashlib.sha256(
        what.encode()).hexdigest()[:32] + ".pickle")
    path.parent.mkdir()
    lock = os.open(path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(lock, fcntl.LOCK_EX)  # this process is building the value
    context = multiprocessing.get_context("spawn")
    queue, started = context.Queue(), context.Event()
    child = context.Process(target=_child_reads, args=(store_path, queue, started))
    child.start()
    try:
        assert started.wait(120)
        time.sleep(0.3)  # most likely waiting for the claim by now (the outcome is the same if not)
        assert queue.empty()
        sharedviews.write(path, what, "built by the claimant")
    finally:
        os.close(lock)
    seen, calls = queue.get(timeout=120)
    child.join(60)
    assert (seen, calls) == ("built by the claimant", 0)


def test_a_new_snapshot_builds_its_own(store_path):
    old = reader(store_path)
    sharedviews.shared(old, "t k", Counting("old"))
    writer = EmbeddedStore(store_path)
    writer.import_file(__import__("pathlib").Path(__file__).with_name("sample.ttl"), "http://example.org/g2")
    writer.close()  # publishes a new snapshot
    new = reader(store_path)
    assert new.snapshot_name != old.snapshot_name
    compute = Counting("new")
    assert sharedviews.shared(new, "t k", compute) == "new" and compute.calls == 1
    # The old snapshot's side folder may be collected with it already (a reader still open on it
    # then computes for itself), but it never reads the new snapshot's value.
    assert sharedviews.shared(old, "t k", Counting("again")) in ("old", "again")


def test_a_failed_build_writes_nothing_and_the_next_caller_builds(store_path):
    store = reader(store_path)

    def failing():
        raise RuntimeError("the store went away")

    with pytest.raises(RuntimeError):
        sharedviews.shared(store, "t k", failing)
    assert not any(name.endswith(".pickle") for name in files(store))
    compute = Counting("built")
    assert sharedviews.shared(store, "t k", compute) == "built" and compute.calls == 1


def value_file(store, what_key: str):
    sharedviews.shared(store, what_key, Counting("first"))
    [name] = [n for n in files(store) if n.endswith(".pickle")]
    return sharedviews.folder_of(store) / name


def test_a_damaged_file_or_a_leftover_temporary_file_is_never_read(store_path):
    store = reader(store_path)
    path = value_file(store, "t k")
    path.write_bytes(path.read_bytes()[:10])  # cut short
    path.with_name(path.name + ".123.tmp").write_bytes(pickle.dumps(("t k", "from a dead writer")))
    compute = Counting("rebuilt")
    assert sharedviews.shared(store, "t k", compute) == "rebuilt" and compute.calls == 1
    assert sharedviews.shared(store, "t k", Counting("no")) == "rebuilt"  # and written again whole


class Evil:
    def __reduce__(self):
        return (os.getpid, ())


def test_a_file_holding_anything_but_page_data_is_not_unpickled(store_path):
    store = reader(store_path)
    path = value_file(store, "t k")
    what = pickle.loads(path.read_bytes())[0]
    path.write_bytes(pickle.dumps((what, Evil())))
    compute = Counting("rebuilt")
    assert sharedviews.shared(store, "t k", compute) == "rebuilt" and compute.calls == 1


def test_unclaimed_values_are_written_only_when_they_cost(store_path, monkeypatch):
    store = reader(store_path)
    assert sharedviews.shared(store, "cheap", Counting(1), claim=False) == 1
    assert not any(name.endswith(".pickle") for name in files(store))
    monkeypatch.setattr(sharedviews, "MIN_SECONDS", 0.0)
    sharedviews.shared(store, "costly", Counting(2), claim=False)
    assert sharedviews.shared(store, "costly", Counting(3), claim=False) == 2


def test_a_second_app_serves_the_party_page_from_the_first_ones_build(tmp_path, monkeypatch):
    from canpol.webapp import story

    store_path = build_sample_store(tmp_path / "pages")
    first = make_app(store_path, CANPOL_PAGE_CACHE_MB=0)
    try:
        page = first.test_client().get("/page/party/ndp", headers=HTML)
        page_fr = first.test_client().get("/page/party/ndp?lang=fr", headers=HTML)
    finally:
        close_app(first)
    assert page.status_code == 200 and "Jagmeet Singh" in page.get_data(as_text=True)

    def not_again(*args, **kwargs):
        raise AssertionError("the party's story was built again")

    monkeypatch.setattr(story, "party_view", not_again)
    second = make_app(store_path, CANPOL_PAGE_CACHE_MB=0)
    try:
        client = second.test_client()
        assert client.get("/page/party/ndp", headers=HTML).data == page.data
        assert client.get("/page/party/ndp?lang=fr", headers=HTML).data == page_fr.data
    finally:
        close_app(second)
