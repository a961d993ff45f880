"""Hashes of the answers of `canpol serve` to many pages of every kind, to check that a change
left every answer byte-identical (run it with two checkouts' Python, then compare).

    python bench/page_hashes.py STORE --out A.json [--per-kind 70] [--seed 11]
    python bench/page_hashes.py --compare A.json B.json

STORE is a store of the endpoint benchmark's data (`bench/compare.py --work DIR` leaves one in
DIR/store). The server is started as `bench/compare.py` starts it (2 workers, page cache off, so
that every answer is rendered by the page code), by the Python running this script, so by its
checkout's code. Each page is asked five ways: HTML (English), HTML in French by Accept-Language,
HTML with `?lang=fr`, JSON and Turtle; each answer's status, body and headers are hashed, but
`Date` and the expiry of the language cookie (the day's date), with the server's port written as
PORT (absolute links of the JSON answers hold it). The pages say today's date in
places: compare two runs of the same day, on the same snapshot of the store (the ETags carry
it; a run of `bench/compare.py` loads DIR/store again)."""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import endpoint_data  # noqa: E402

VARIANTS = (
    ("html", "/page/{}", {"Accept": "text/html"}),
    ("html-fr-header", "/page/{}", {"Accept": "text/html", "Accept-Language": "fr"}),
    ("html-fr-query", "/page/{}?lang=fr", {"Accept": "text/html"}),
    ("json", "/page/{}", {"Accept": "application/json"}),
    ("turtle", "/data/{}.ttl", {}),
)
_EXPIRES = re.compile(r"(?i)expires=[^;]*")


def page_paths(people: int, per_kind: int, seed: int) -> list[str]:
    """`per_kind` distinct paths of each kind (the parties: the ones the data has)."""
    chosen: dict[str, list[str]] = {}
    for path in endpoint_data.sample_paths(people, per_kind * 40, seed=seed):
        mine = chosen.setdefault(path.split("/")[0], [])
        if path not in mine and len(mine) < per_kind:
            mine.append(path)
    return [p for kind in sorted(chosen) for p in chosen[kind]]


def answer_hash(response: http.client.HTTPResponse, body: bytes, port: int) -> str:
    """The answer's status, headers (but `Date`, and the cookie's expiry) and body, the server's
    port (a free one each run, in the absolute links of JSON answers) written as PORT."""
    here, there = f"127.0.0.1:{port}", "127.0.0.1:PORT"
    digest = hashlib.sha256(f"{response.status}\n".encode())
    for name, value in sorted(response.getheaders()):
        if name.lower() == "date":
            continue
        if name.lower() == "set-cookie":
            value = _EXPIRES.sub("expires=*", value)
        digest.update(f"{name.lower()}: {value.replace(here, there)}\n".encode())
    digest.update(body.replace(here.encode(), there.encode()))
    return digest.hexdigest()


def hashes(store: Path, paths: list[str]) -> dict[str, str]:
    from runaways import serve

    import compare

    work = Path(f"/tmp/page-hashes-{Path(sys.executable).resolve().parent.parent.name}")
    work.mkdir(parents=True, exist_ok=True)
    env = {"CANPOL_PAGE_CACHE_MB": "0", "CANPOL_ANSWER_CACHE_MB": "0"}
    process, port = serve(store, compare.WEB_WORKERS, work / "serve.log",
                          {"CANPOL_CLIENT_QUERIES": "0", "CANPOL_QUERY_TIMEOUT": "60", **env})
    try:
        out = {}
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        for path in paths:
            for name, url, headers in VARIANTS:
                connection.request("GET", url.format(path), headers=headers)
                response = connection.getresponse()
                out[f"{name} {path}"] = answer_hash(response, response.read(), port)
        connection.close()
        return out
    finally:
        compare.stop_server(process)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", type=Path, nargs="?")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--per-kind", type=int, default=70)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--people", type=int, default=50000)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    args = parser.parse_args()
    if args.compare:
        a, b = (json.loads(p.read_text()) for p in args.compare)
        differ = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
        print(f"{len(a)} / {len(b)} answers, {len(differ)} differ")
        for key in differ[:20]:
            print("  ", key)
        sys.exit(1 if differ else 0)
    result = hashes(args.store, page_paths(args.people, args.per_kind, args.seed))
    args.out.write_text(json.dumps(result, indent=0, sort_keys=True))
    print(f"{len(result)} answers hashed into {args.out}")


if __name__ == "__main__":
    main()
