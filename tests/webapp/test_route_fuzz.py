"""Every route answers a malformed path or parameter with 4xx, never 500: each route's variables
and each parameter the app reads are filled with invalid UTF-8, control characters, characters
IRIs forbid, traversal and overlong values."""

from __future__ import annotations

import re

import pytest

# Raw (already percent-encoded) values, as a client would put them in a URL.
HOSTILE = ["%00", "%ff%fe", "%3Cscript%3E", "%0a", "a%ff.ttl", "%C3%28", "..%2F..%2Fetc%2Fpasswd",
           "%E2%80%AE", "%22%7B%7D%7C%5E%60%5C", "%20", "a%20b", "x" * 3000, "%F0%9F%98%80", "%25",
           "person%2F%3Cscript%3E", "%EF%BF%BF", "%7F", "%ED%A0%80"]
PARAMS = ["q", "page", "lang", "in", "out", "offset", "format", "graph", "gzip", "query",
          "default-graph-uri", "named-graph-uri"]
# Parameters get the worst of them (each parameter is read by few routes, every route is tried).
HOSTILE_PARAMS = ["%00", "%ff%fe", "%3Cscript%3E", "%0a", "x" * 3000, "%ED%A0%80", "-1",
                  "99999999999999999999", "nt"]
# A valid value for each variable of a rule, so that one variable at a time is made hostile.
VALID = {"path": "person/ada-example", "name": "Person", "ext": "ttl", "filename": "style.css"}


def routes(app) -> list[str]:
    found = []
    for rule in app.url_map.iter_rules():
        if "GET" in rule.methods:
            found.append(rule.rule)
    return sorted(set(found))


def fill(rule: str, hostile: str | None, which: str | None) -> str:
    def value(match):
        name = match.group(1)
        return hostile if name == which else VALID.get(name, "x")
    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", value, rule)


def test_no_route_answers_500_to_a_malformed_path(client, app):
    failures = {}
    for rule in routes(app):
        names = re.findall(r"<(?:[a-z]+:)?([a-z_]+)>", rule)
        for name in names:
            for hostile in HOSTILE:
                for path in (fill(rule, hostile, name), fill(rule, hostile, name) + ".json"):
                    status = client.get(path).status_code
                    if status >= 500:
                        failures[path[:120]] = status
    assert sorted(failures) == []


@pytest.mark.parametrize("accept", ["text/html", "*/*"])
def test_no_route_answers_500_to_a_malformed_parameter(client, app, accept):
    failures = {}
    for rule in routes(app):
        path = fill(rule, None, None)
        for param in PARAMS:
            for hostile in HOSTILE_PARAMS:
                url = f"{path}?{param}={hostile}"
                status = client.get(url, headers={"Accept": accept}).status_code
                if status >= 500:
                    failures[url[:120]] = status
    assert sorted(failures) == []


def test_the_500s_found_by_hand_are_4xx(client):
    for url in ["/id/%00", "/page/%ff%fe", "/page/person/%3Cscript%3E", "/graph/%00", "/vocab/%0a",
                "/data/a%ff.ttl", "/export?format=nt&graph=foo"]:
        assert 400 <= client.get(url).status_code < 500, url
