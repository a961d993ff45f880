"""A query worker process: runs one SPARQL query at a time on the newest store snapshot and
writes the capped, serialized answer back. The web process kills it when a query outlives its
deadline (pyoxigraph cannot interrupt a running query) and starts another.

Protocol on stdin/stdout: frames of a 4-byte big-endian length and a pickled dict (both ends are
canpol's own code; nothing from the network is unpickled).
"""

from __future__ import annotations

import ctypes
import os
import pickle
import re
import signal
import struct
import sys
import traceback
from itertools import islice

import pyoxigraph as ox

HEADER = struct.Struct(">I")


def read_frame(stream) -> dict | None:
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    (size,) = HEADER.unpack(head)
    return pickle.loads(stream.read(size))


def write_frame(stream, message: dict) -> None:
    payload = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(HEADER.pack(len(payload)) + payload)
    stream.flush()


def _die_with_parent() -> None:
    # Linux: get SIGKILL when the web process dies, so no orphan keeps computing.
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def syntax_message(raw: str) -> str:
    """A short message for a parse error: where it is, and what was expected when that is short
    (the engine lists every token it could accept, which can run to pages)."""
    first = raw.splitlines()[0] if raw else ""
    match = re.match(r"error at (\d+):(\d+): ?(.*)", first)
    if not match:
        return "SPARQL syntax error" + (f": {first}" if 0 < len(first) <= 160 else "")
    line, column, detail = match.groups()
    text = f"SPARQL syntax error at line {line}, column {column}"
    if detail and len(detail) <= 120 and "\n" not in raw.strip():
        text += f": {detail}"
    return text


NETWORK_SETTING = "CANPOL_QUERY_NETWORK_ISOLATION"


def isolate_from_network() -> bool:
    """Move this process into a network namespace of its own, which has no interface up, so
    that whatever the engine might try (SERVICE is refused before, but defence in depth), no
    packet leaves. Linux only; False when the kernel or the container does not allow it, or
    when CANPOL_QUERY_NETWORK_ISOLATION=0 (tests of the first wall alone)."""
    if os.environ.get(NETWORK_SETTING, "1").strip() == "0":
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return False
    clone_newnet, clone_newuser = 0x40000000, 0x10000000
    for flags in (clone_newnet, clone_newuser | clone_newnet):
        if libc.unshare(flags) == 0:
            return True
    return False


_probe: bool | None = None


def network_isolation_available() -> bool:
    """Whether query workers on this host get a network namespace (found once, by a child
    process that tries, so the caller's own process stays where it is)."""
    global _probe
    if _probe is None:
        import subprocess

        probe = subprocess.run(
            [sys.executable, "-c", "from canpol.webapp.query_worker import isolate_from_network as i; "
                                   "print(int(i()))"], capture_output=True, text=True, timeout=60)
        _probe = probe.stdout.strip() == "1"
    return _probe


REWRITE_SETTING = "CANPOL_QUERY_REWRITE"
VIEWS_SETTING = "CANPOL_QUERY_VIEWS"


def rewritten(text: str, views=None) -> str:
    """The query through canpol's rewriting pass (graph/rewrite.py), unless
    CANPOL_QUERY_REWRITE=0, reading the snapshot's `views` (graph/views.py) unless
    CANPOL_QUERY_VIEWS=0; a failure of the pass is logged and the query runs as written."""
    if os.environ.get(REWRITE_SETTING, "1").strip() == "0":
        return text
    if os.environ.get(VIEWS_SETTING, "1").strip() == "0":
        views = None
    try:
        from canpol.graph.rewrite import rewrite

        return rewrite(text, views)
    except Exception:  # noqa: BLE001 - the pass is an optimisation: never an error for the user
        print("canpol: the query rewriting pass failed; the query runs as written", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return text


def execute(store: ox.Store | None, job: dict, views=None) -> dict:
    """Run one job; the answer is {"status", "body"|"message", "media_type", "truncated"}.
    `views` are the views of the snapshot `store` is (graph/views.py), read only by a query
    whose default graph is the union of the graphs, as theirs is."""
    from .resultformats import BY_NAME, write_boolean, write_solutions, write_triples

    if store is None:
        return {"status": 503, "message": "the store has no data published yet; load some with `canpol load`"}
    graphs = {name: [] for name in ("default_graphs", "named_graphs")}
    for key in ("default_graphs", "named_graphs", "from_graphs"):
        for iri in job.get(key) or ():
            try:
                node = ox.NamedNode(iri)
            except ValueError:
                return {"status": 400, "message": f"not a valid graph IRI: <{iri}>"}
            # FROM naming a graph that is not stored is where other engines would fetch: refuse
            # it. The protocol's parameters only select; an unknown one is an empty graph.
            if key == "from_graphs" and not store.contains_named_graph(node):
                return {"status": 400, "message": f"FROM <{iri}>: no such graph in this store "
                        "(FROM and FROM NAMED select among the stored graphs; nothing is ever fetched)"}
            if key in graphs:
                graphs[key].append(node)
    options: dict = {}
    if job.get("default_graphs") or job.get("named_graphs"):
        options = {"default_graph": graphs["default_graphs"], "named_graphs": graphs["named_graphs"]}
    elif not job.get("from_graphs"):
        # The default graph is the union of the named graphs, unless the query says FROM.
        options = {"use_default_graph_as_union": True}
    if job.get("base_iri"):
        options["base_iri"] = job["base_iri"]
    cap = int(job["cap"])
    from .guard import Refused, check_parsed, expand_escapes

    # The check and the engine read the very same text (escapes expanded once, here).
    try:
        text = expand_escapes(job["query"])
        check_parsed(text)
    except Refused as refused:
        return {"status": refused.code, "message": refused.message}
    union_only = set(options) <= {"use_default_graph_as_union", "base_iri"} and bool(
        options.get("use_default_graph_as_union"))
    engine_text = rewritten(text, views if union_only else None)
    try:
        try:
            answer = store.query(engine_text, **options)
        except SyntaxError:
            if engine_text is text:
                raise
            print("canpol: the rewritten query did not parse; the query runs as written", file=sys.stderr)
            answer = store.query(text, **options)
        if isinstance(answer, ox.QueryBoolean):
            kind, payload = "boolean", bool(answer)
        elif isinstance(answer, ox.QuerySolutions):
            variables = [v.value for v in answer.variables]
            kind, payload = "solutions", list(islice(answer, cap + 1))
        else:
            kind, payload = "triples", list(islice(answer, cap + 1))
    except SyntaxError as error:
        return {"status": 400, "message": syntax_message(str(error))}
    except MemoryError:
        raise
    except Exception:  # noqa: BLE001 - the engine's errors become a plain 500 without internals
        traceback.print_exc(file=sys.stderr)
        return {"status": 500, "message": "the query could not be evaluated"}
    fmt = job.get("format") or {}
    name = fmt.get("triples" if kind == "triples" else "results")
    if name is None:
        return {"status": 406, "message": "none of the formats in the Accept header fits this query's result"}
    truncated = None
    if kind != "boolean" and len(payload) > cap:
        payload, truncated = payload[:cap], cap
    if kind == "boolean":
        body = write_boolean(payload, name)
    elif kind == "solutions":
        body = write_solutions(variables, payload, name)
    else:
        body = write_triples(payload, name)
    return {"status": 200, "body": body, "media_type": BY_NAME[name].media_type, "truncated": truncated}


def limit_memory(megabytes: int) -> None:
    """Cap this process's address space, so a query that would swallow the machine's memory
    fails in its own process (which is then replaced) instead of starving the server."""
    if megabytes <= 0:
        return
    import resource

    limit = megabytes * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def main(store_path: str, memory_mb: int = 0) -> None:
    from canpol.graph.snapshots import SnapshotReader, snapshots_dir
    from canpol.graph.views import for_snapshot

    _die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is the server's to handle
    channel_in = os.fdopen(os.dup(0), "rb")
    channel_out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # stray prints go to stderr, never into the channel
    isolated = isolate_from_network()
    from .guard import check_parsed, expand_escapes

    # Warm the query check (rdflib's grammar and the parser's thread) before the first query,
    # and before the memory cap, which is for queries. expand_escapes imports the grammar for every
    # query (check_parsed parses only queries naming SERVICE: "ASK {}" alone would import nothing),
    # and a first import under the cap, beside a query that filled it, failed to allocate.
    expand_escapes("ASK {}")
    check_parsed("ASK {}")
    reader = SnapshotReader(store_path)
    views_folder = snapshots_dir(store_path)
    snapshot = reader.get()  # opened before the cap, which is for queries
    limit_memory(memory_mb)
    write_frame(channel_out, {"status": "ready", "network_isolated": isolated})
    while True:
        job = read_frame(channel_in)
        if job is None:
            return
        try:
            snapshot = reader.get()
            views = for_snapshot(snapshot.store, snapshot.name, views_folder) if snapshot else None
            answer = execute(snapshot.store if snapshot else None, job, views)
            # The snapshot the answer was made from: what the web process may cache it under.
            answer["snapshot"] = snapshot.name if snapshot else None
        except MemoryError:
            answer = {"status": 503, "message": "the query needed more memory than a query may use; "
                                                "make it more selective or add a LIMIT"}
        except Exception:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            answer = {"status": 500, "message": "the query could not be evaluated"}
        write_frame(channel_out, answer)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
