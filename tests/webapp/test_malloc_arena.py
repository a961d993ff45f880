"""`canpol serve`'s one malloc arena (warming.use_one_malloc_arena): a thread of a web worker
reuses the memory its main thread freed instead of touching new pages (the engine's blocks
evicted from its cache, docs/performance.md **The server's extra**)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(platform.system() != "Linux" or platform.libc_ver()[0] != "glibc",
                                reason="glibc's malloc arenas")

# The main thread takes and touches COUNT blocks of 4 KB, frees them (a fence taken after keeps
# their memory in the process), then a new thread takes as many: the thread's minor page faults.
THREAD_AFTER_MAIN = """
import ctypes, resource, sys, threading
from canpol.webapp import warming
if sys.argv[1] == "one":
    assert warming.use_one_malloc_arena()
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
BLOCK, COUNT = 4096, 2000

def take():
    blocks = [libc.malloc(BLOCK) for _ in range(COUNT)]
    for block in blocks:
        ctypes.memset(block, 1, BLOCK)
    return blocks

freed = take()
fence = libc.malloc(BLOCK)
for block in freed:
    libc.free(block)
faults = []

def in_a_thread():
    before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
    take()
    faults.append(resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before)

thread = threading.Thread(target=in_a_thread)
thread.start()
thread.join()
print(faults[0])
"""


def _thread_faults(arenas: str) -> int:
    env = {name: value for name, value in os.environ.items() if name != "MALLOC_ARENA_MAX"}
    return int(subprocess.run([sys.executable, "-c", THREAD_AFTER_MAIN, arenas], capture_output=True, text=True,
                              check=True, env=env).stdout)


def test_with_one_arena_a_thread_reuses_what_the_main_thread_freed():
    # Without the setting the thread has an arena of its own: a fault for each new 4 KB block.
    assert _thread_faults("default") > 1000
    assert _thread_faults("one") < 200


def test_an_operators_malloc_arena_max_is_left_to_glibc(monkeypatch):
    from canpol.webapp import warming

    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert warming.use_one_malloc_arena() is False


def test_serve_sets_one_arena_before_it_opens_the_store(monkeypatch, tmp_path):
    from click.testing import CliRunner

    from canpol.cli import main
    from canpol.webapp import warming

    order = []
    monkeypatch.setattr(warming, "use_one_malloc_arena", lambda: order.append("arena") or True)
    import canpol.graph

    def opened(_settings):
        order.append("store")
        raise SystemExit(0)

    monkeypatch.setattr(canpol.graph, "open_reader", opened)
    CliRunner().invoke(main, ["--store", str(tmp_path / "store"), "serve"])
    assert order == ["arena", "store"]
