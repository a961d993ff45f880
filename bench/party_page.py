"""The first request for a party's page after a snapshot is published: the party's story view
(leaders, seats per Parliament, current members; webapp/story.py `party_view`) is computed once per
snapshot, over every membership of the party, by the first web worker that needs it, and read by
the others from the snapshot's side folder (webapp/sharedviews.py), so its queries decide how long
the first reader waits. Times, in process and page cache off, each query of the view, the whole
first page for each party of the endpoint benchmark's data (50,000 people: ~10,000 party
memberships a party at 1 M quads), the next request, and the first request in a second app (as
another worker: it reads the shared view). The snapshot's shared page values are removed first, so
that the first page builds them.

    python bench/party_page.py [--people 50000] [--store DIR] [--parties ndp,liberal]

With --store DIR the synthetic store is built there once and reused by later runs (a store made by
`bench/compare.py --work DIR` is DIR/store).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import endpoint_data  # noqa: E402


def timed(function):
    started = time.perf_counter()
    result = function()
    return result, (time.perf_counter() - started) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, default=50_000)
    parser.add_argument("--store", type=Path, default=None)
    parser.add_argument("--parties", default="ndp,liberal,conservative")
    args = parser.parse_args()

    from rdflib import URIRef

    from canpol.config import Settings
    from canpol.graph import snapshots
    from canpol.graph.embedded import EmbeddedStore
    from canpol.webapp import create_app
    from canpol.webapp.pagequeries import load_query

    path = args.store or Path(tempfile.mkdtemp(prefix="canpol-party-")) / "store"
    if snapshots.current_name(path) is None:
        print(f"building {endpoint_data.build(path, args.people):,} quads into {path}", file=sys.stderr)
    store = EmbeddedStore.open_snapshot(path)
    base = "https://w3id.org/canpol/"
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n")
    print("| party | memberships | `party_memberships` | people's House terms | `house_terms` "
          "| first page (HTML, in process) | second page | first page in a second app |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    from canpol.webapp import sharedviews

    for built in sharedviews.folder_of(store).glob(f"{sharedviews.PREFIX}*.pickle"):
        built.unlink()
    config = {"CANPOL_SETTINGS": Settings(store_path=path), "CANPOL_PAGE_CACHE_MB": 0, "CANPOL_PAGE_WARM": 0}
    client, other = create_app(config).test_client(), create_app(dict(config)).test_client()
    for each in (client, other):
        each.get("/page/person/person-1")  # the app's own start-up, not a party's
    for key in args.parties.split(","):
        party = URIRef(f"{base}id/party/{key}")
        rows, members_ms = timed(lambda: store.select(load_query("party_memberships"), {"party": party}))
        people = list(dict.fromkeys(r["person"] for r in rows if isinstance(r["person"], URIRef)))
        terms, terms_ms = timed(lambda: list(store.iter_select(load_query("house_terms"), {"person": people})))
        first, first_ms = timed(lambda: client.get(f"/page/party/{key}", headers={"Accept": "text/html"}))
        second, second_ms = timed(lambda: client.get(f"/page/party/{key}", headers={"Accept": "text/html"}))
        shared, shared_ms = timed(lambda: other.get(f"/page/party/{key}", headers={"Accept": "text/html"}))
        assert first.status_code == second.status_code == shared.status_code == 200
        assert first.data == second.data == shared.data
        print(f"| {key} | {len(rows):,} | {members_ms:,.0f} ms | {len(terms):,} | {terms_ms:,.0f} ms "
              f"| {first_ms:,.0f} ms | {second_ms:,.0f} ms | {shared_ms:,.0f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
