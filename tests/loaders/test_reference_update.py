"""`canpol update-reference` against a local HTTP server that serves the staged files (no internet)."""

from __future__ import annotations

import csv
import io
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs

import pytest
from click.testing import CliRunner

from canpol.cli import main
from canpol.loaders.reference.facts import COLUMNS, DATA_DIR, path_of, read_rows
from canpol.loaders.reference.update import results_to_json

WD = "http://www.wikidata.org/entity/"


def _wikidata_answer() -> str:
    """A SPARQL CSV answer shaped like Wikidata's: the 45th's members that already have a QID in the
    shipped facts (real QIDs, from the 43rd/44th lists), each with the 2023-order riding it won."""
    persons = {p["key"]: p for p in read_rows("persons")}
    ridings = {r["key"]: r for r in read_rows("ridings")}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["item", "name", "group", "party", "district", "constituency", "startdate", "enddate", "psid"])
    for m in read_rows("house_memberships"):
        p = persons[m["person"]]
        if m["parliament"] == "45" and p["qid"] and m["valid_from"] == "2025-04-28":
            writer.writerow([WD + p["qid"], p["name"], "", "", "", ridings[m["riding"]]["name_en"],
                             "2025-04-28T00:00:00Z", "", f"{p['qid']}-test"])
    return out.getvalue()


class Server:
    """Serves ../shared/data: /ministers.json, /results{date}.ts (the staged JSON), POST /sparql."""

    def __init__(self, data: Path, fail_first: int = 0):
        self.data, self.fail_first, self.requests = data, fail_first, []
        self.answer = _wikidata_answer()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def reply(self, status, body: bytes, kind="application/octet-stream"):
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                server.requests.append(self.path)
                if server.fail_first > 0:
                    server.fail_first -= 1
                    return self.reply(503, b"busy")
                if self.path == "/ministers.json":
                    return self.reply(200, (server.data / "ourcommons-ministers-2019-2026" / "minister.json").read_bytes())
                if self.path.startswith("/results") and self.path.endswith(".ts"):
                    name = self.path[1:-3] + ".json"
                    for folder in ("elections-canada-results-2022-2026", "elections-canada-results-2015-2021"):
                        if (server.data / folder / name).exists():
                            return self.reply(200, (server.data / folder / name).read_bytes())
                return self.reply(404, b"not here")

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                form = parse_qs(self.rfile.read(length).decode("utf-8"))
                server.requests.append(self.path)
                if self.path == "/sparql" and "wdt:P155 wd:Q108651352" in form.get("query", [""])[0]:
                    return self.reply(200, server.answer.encode("utf-8"), "text/csv")
                return self.reply(400, b"bad query")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def data(shared):
    return shared / "data"


def _sources(url: str) -> list[str]:
    return ["--source", f"ministers={url}/ministers.json", "--source", f"results={url}/results{{date}}.ts",
            "--source", f"wikidata={url}/sparql"]


def test_refresh_from_local_sources_gives_the_shipped_facts_byte_for_byte(data, tmp_path):
    server = Server(data, fail_first=1)  # the first request fails (503): retried
    try:
        result = CliRunner().invoke(main, ["update-reference", "--data", str(data), "--into", str(tmp_path / "src"),
                                           "--out", str(tmp_path / "facts"), "--report", "", "--retries", "2",
                                           *_sources(server.url)])
    finally:
        server.close()
    assert result.exit_code == 0, result.output
    assert server.requests[0] == server.requests[1] == "/ministers.json"
    # converted and derived files in the staged layout: the same as the staged ones
    src = tmp_path / "src"
    for rel in ["ourcommons-ministers-2019-2026/ministers_flat.csv",
                "elections-canada-results-2022-2026/results20250428_winners.csv",
                "elections-canada-results-2022-2026/by_elections_2022-2024_winners.csv",
                "elections-canada-results-2022-2026/by_elections_2025-2026_winners.csv"]:
        assert (src / rel).read_text(encoding="utf-8") == (data / rel).read_text(encoding="utf-8"), rel
    assert (src / "wikidata-canada-commons/house-of-commons/wikidata_45-members-wpnames.csv").exists()
    # same inputs (and a Wikidata answer that agrees with them): the same fact files, byte for byte
    for name in COLUMNS:
        assert path_of(name, tmp_path / "facts").read_bytes() == path_of(name, DATA_DIR).read_bytes(), name


def test_an_unreachable_source_is_named_and_nothing_is_rebuilt(data, tmp_path):
    server = Server(data)
    server.close()  # nothing listens there any more
    result = CliRunner().invoke(main, ["update-reference", "--data", str(data), "--into", str(tmp_path / "src"),
                                       "--out", str(tmp_path / "facts"), "--report", "", "--retries", "1",
                                       "--timeout", "2", *_sources(server.url)])
    assert result.exit_code == 2
    assert "the source 'ministers' is unreachable" in result.output and server.url in result.output
    assert not (tmp_path / "facts").exists()


def test_results_published_as_a_typescript_literal():
    body = b'export const results: Result[] = [\n  { candidate: "A B **", party: "Liberal/Lib\\u00e9ral", votes: 10, index: 35001, },\n];\n'
    assert results_to_json("results", body) == [{"candidate": "A B **", "party": "Liberal/Libéral", "votes": 10,
                                                 "ed_number": 35001}]


def test_the_reference_graph_is_reproducible(tmp_path, monkeypatch):
    """The same fact files give the same graph, byte for byte in sorted N-Triples (SOURCE_DATE_EPOCH fixes
    the one time stamp, prov:generatedAtTime)."""
    from canpol.graph.iris import IriMinter
    from canpol.loaders.reference.graph import reference_graph

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764806400")
    dumps = []
    for _ in range(2):
        text = reference_graph(IriMinter("https://w3id.org/canpol/")).serialize(format="nt")
        dumps.append(sorted(line for line in text.splitlines() if line))
    assert dumps[0] == dumps[1] and len(dumps[0]) > 100_000
    assert any("2025-12-04T00:00:00" in line for line in dumps[0])
