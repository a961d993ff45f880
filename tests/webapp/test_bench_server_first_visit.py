"""bench/server_first_visit.py's sample and per-process counters, and bench/page_hashes.py's
hash of an answer (what it leaves out and what it keeps); the measurements themselves need a
benchmark store and a server: the benchmark is its own check."""

from __future__ import annotations

import mmap
import os

import pytest


@pytest.fixture(scope="module")
def bench_modules():
    from .conftest import bench_imports

    with bench_imports("server_first_visit", "page_hashes", "endpoint_data") as modules:
        yield modules


def test_the_sample_has_the_kinds_asked_none_twice_and_none_of_the_servers_warm_up_pages(bench_modules):
    server_first_visit, _, endpoint_data = bench_modules
    paths = server_first_visit.sample(50000, 12, 21, {"riding", "person"})
    assert sum(p.startswith("riding/") for p in paths) == 12 and sum(p.startswith("person/") for p in paths) == 12
    assert len(set(paths)) == len(paths)
    warm_up = set(endpoint_data.sample_paths(50000, 1040)[-40:-20])
    assert warm_up and not warm_up & set(paths)


def test_a_process_counters_grow_with_its_work(bench_modules):
    server_first_visit = bench_modules[0]
    before = server_first_visit.process_counters(os.getpid())
    sum(i * i for i in range(300_000))
    # a fresh anonymous mapping, each of its pages touched once: minor faults (a bytearray may come
    # from heap pages already touched, once earlier tests have raised malloc's mmap threshold)
    blob = mmap.mmap(-1, 8 << 20)
    if hasattr(mmap, "MADV_NOHUGEPAGE"):
        blob.madvise(mmap.MADV_NOHUGEPAGE)  # (one fault per 4 KB page, not per 2 MB huge page)
    for offset in range(0, len(blob), mmap.PAGESIZE):
        blob[offset] = 1
    after = server_first_visit.process_counters(os.getpid())
    blob.close()
    assert after["cpu"] > before["cpu"] and after["main"] > before["main"]
    assert after["faults"] - before["faults"] >= 1000


class _Answer:
    def __init__(self, status, headers):
        self.status, self._headers = status, headers

    def getheaders(self):
        return self._headers


def test_an_answer_hash_leaves_out_the_date_the_cookie_expiry_and_the_port_only(bench_modules):
    page_hashes = bench_modules[1]
    body = b'{"next": "http://127.0.0.1:5123/page/riding/1?offset=20"}'

    def digest(port=5123, date="Sat, 05 Dec 2026 05:00:00 GMT", expires="Sun, 05 Dec 2027 05:00:00 GMT",
               language="fr", status=200, content=body):
        headers = [("Date", date), ("Set-Cookie", f"lang={language}; Expires={expires}; Path=/"),
                   ("Link", f"<http://127.0.0.1:{port}/data/riding/1.ttl>; rel=alternate")]
        return page_hashes.answer_hash(_Answer(status, headers), content.replace(b"5123", str(port).encode()), port)

    same = digest()
    assert digest(port=6000) == same
    assert digest(date="Sun, 06 Dec 2026 01:00:00 GMT", expires="Mon, 06 Dec 2027 01:00:00 GMT") == same
    assert digest(language="en") != same
    assert digest(status=404) != same
    assert digest(content=body.replace(b"20", b"40")) != same
