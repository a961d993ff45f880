"""`canpol fetch hansard` against a local HTTP server serving the staged XML (no internet)."""

from __future__ import annotations

import datetime as dt
import http.server
import re
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from canpol.cli import main
from canpol.loaders.hansard.fetch import Fetcher, SittingRef

from conftest import SHARED, require

STAGED = {196: SHARED / "data" / "openparliament-hansard-xml-extra" / "44-1-196-en.xml",
          200: SHARED / "data" / "openparliament-fixtures" / "hansard_xml" / "44-1-200-en.xml"}
LAST = 210  # the test session's last sitting: later numbers are 404


def synthetic_date(number: int) -> dt.date:
    """Dates increasing with the number, agreeing with the two staged sittings (196: 2023-05-12,
    200: 2023-05-18)."""
    if number <= 196:
        return dt.date(2023, 5, 12) - dt.timedelta(days=196 - number)
    if number < 200:
        return dt.date(2023, 5, 12) + dt.timedelta(days=number - 196)
    return dt.date(2023, 5, 18) + dt.timedelta(days=number - 200)


def synthetic(number: int) -> bytes:
    """A minimal sitting publication of the test's own making (metadata, no proceedings)."""
    day = synthetic_date(number)
    items = {"InstitutionDebate": "House of Commons Debates", "MetaDocumentCategory": "DEBATES",
             "ParliamentNumber": "44", "SessionNumber": "1", "MetaNumberNumber": f"{number:03d}",
             "MetaDateNumYear": str(day.year), "MetaDateNumMonth": f"{day.month:02d}", "MetaDateNumDay": f"{day.day:02d}"}
    body = "".join(f'<ExtractedItem Name="{k}">{v}</ExtractedItem>' for k, v in items.items())
    return (f'<?xml version="1.0" encoding="UTF-8"?><Hansard xml:lang="EN" id="t{number}">'
            f"<ExtractedInformation>{body}</ExtractedInformation><HansardBody/></Hansard>").encode()


class Server:
    def __init__(self):
        self.requests: list[str] = []
        self.fail_once: set[str] = set()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                server.requests.append(self.path)
                found = re.fullmatch(r"/Content/House/441/Debates/(\d{3})/HAN\1-E\.XML", self.path)
                if self.path in server.fail_once:
                    server.fail_once.discard(self.path)
                    self.send_response(503)
                    self.end_headers()
                    return
                number = int(found.group(1)) if found else 0
                if not found or not 1 <= number <= LAST:
                    self.send_response(404)
                    self.end_headers()
                    return
                data = STAGED[number].read_bytes() if number in STAGED else synthetic(number)
                start = 0
                ranged = re.fullmatch(r"bytes=(\d+)-", self.headers.get("Range", ""))
                if ranged:
                    start = int(ranged.group(1))
                    self.send_response(206)
                else:
                    self.send_response(200)
                self.send_header("Content-Length", str(len(data) - start))
                self.end_headers()
                self.wfile.write(data[start:])

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    require(all(p.exists() for p in STAGED.values()), "the staged Hansard XML is not there")
    served = Server()
    yield served
    served.close()


def run(tmp_path, server, *args):
    return CliRunner().invoke(main, ["--store", str(tmp_path / "store"), "fetch", "hansard", "--delay", "0",
                                     "--base-url", server.url, "--cache", str(tmp_path / "cache"), *args])


def test_fetch_named_sittings_loads_them_and_a_second_run_uses_the_cache(tmp_path, server):
    server.fail_once.add("/Content/House/441/Debates/200/HAN200-E.XML")  # a transient 503: retried
    result = run(tmp_path, server, "44-1-200", "44-1-999")
    assert result.exit_code == 0, result.output
    assert "44-1-999 (en): not published (404)" in result.output
    assert "division 332: printed yeas 110, nays 209, paired 4; loaded votes 110/209/4 (match)" in result.output
    assert "loaded 1 graph(s)" in result.output
    assert (tmp_path / "cache" / "Content/House/441/Debates/200/HAN200-E.XML").exists()
    asked = len(server.requests)
    assert asked == 3  # 503, then 200; and the 404
    again = run(tmp_path, server, "44-1-200", "44-1-999", "--no-load")
    assert again.exit_code == 0, again.output
    assert len(server.requests) == asked  # all from the cache (the 404 is remembered for a day)
    rows = CliRunner().invoke(main, ["--store", str(tmp_path / "store"), "query", "--format", "csv",
                                     "SELECT (COUNT(*) AS ?n) WHERE { ?v a <https://w3id.org/canpol/ontology#Vote> }"])
    assert rows.output.split()[-1] == str(110 + 209 + 4 + 207 + 113 + 4)


def test_fetch_a_date_range_finds_the_sittings_by_their_dates(tmp_path, server):
    result = run(tmp_path, server, "--from", "2023-05-12", "--to", "2023-05-18")
    assert result.exit_code == 0, result.output
    assert "fetched 5 publication(s)" in result.output  # 196 .. 200
    assert "loaded 5 graph(s)" in result.output
    fetched = {p for p in server.requests if p.endswith("-E.XML")}
    assert len(fetched) < 30  # probed, not walked from sitting 1


def test_an_interrupted_download_resumes(tmp_path, server):
    ref = SittingRef(44, 1, 196)
    target = tmp_path / "cache" / ref.path("en")
    target.parent.mkdir(parents=True)
    data = STAGED[196].read_bytes()
    (target.parent / (target.name + ".part")).write_bytes(data[:1000])
    fetcher = Fetcher(tmp_path / "cache", base_url=server.url, delay=0)
    assert fetcher.get(ref) == target
    assert target.read_bytes() == data


def test_requests_are_spaced_by_the_delay():
    now = [0.0]
    slept = []
    fetcher = Fetcher(Path("/nonexistent"), delay=2.0, clock=lambda: now[0], sleep=lambda s: slept.append(s))
    fetcher._wait()
    now[0] = 0.5
    fetcher._wait()
    assert slept == [1.5]
