"""The app's templates escape what they write with webapp/templateimports.py's `escape`, which
gives markupsafe's text and type for every value, and the pages are the same bytes as with
markupsafe's own `escape`."""

from __future__ import annotations

import markupsafe
import pytest
from rdflib import XSD, BNode, Literal, URIRef

from canpol.webapp import templateimports
from canpol.webapp.templateimports import escape

from .conftest import close_app, make_app
from .pages_fixtures import BASE, build_sample_store
from .test_page_safety import hostile_article


class Shown:
    def __html__(self):
        return "<b>shown as it is</b>"


class TextOf(str):
    pass


class MarkupOf(markupsafe.Markup):
    pass


VALUES = [
    "", "plain", "a < b & c > d \"quoted\" 'single'", "<script>alert(1)</script>", "é — «»", "\x00\n\t",
    markupsafe.Markup("<b>kept</b>"), markupsafe.Markup(""), MarkupOf("<i>sub</i>"), TextOf("<sub>"),
    0, -7, 10 ** 40, True, False, 0.0, -0.0, 1.5, 1e300, 1e-300, float("inf"), float("-inf"), float("nan"),
    None, 3 + 4j, [1, "<a>"], Shown(),
    URIRef("https://example.org/a?b=1&c=<2>"), Literal("x < y", lang="en"), Literal("5", datatype=XSD.integer),
    Literal("<tag>", datatype=XSD.string), BNode("b1"),
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_escape_gives_markupsafes_text_and_type(value):
    ours, theirs = escape(value), markupsafe.escape(value)
    assert type(ours) is type(theirs) is markupsafe.Markup
    assert str(ours) == str(theirs)


def test_the_app_templates_use_it(app):
    for name in app.jinja_env.list_templates():
        render = app.jinja_env.get_template(name).root_render_func
        assert render.__globals__["escape"] is escape, name


PAGES = [
    "/page/person/jagmeet-singh",
    "/page/event/2020-06-17/press-statement/jagmeet-singh",
    "/page/source/cccccccccccccccc",
    "/page/graph/source/cccccccccccccccc",
    "/page/ruling/2020-06-17/jagmeet-singh",
    "/page/person/carol-hughes",
    "/page/org/house-of-commons",
    "/",
    "/search?q=singh",
]


def _pages(store, monkeypatch, markupsafes: bool) -> list[bytes]:
    with monkeypatch.context() as patch:
        if markupsafes:
            patch.setattr(templateimports, "escape", markupsafe.escape)
        app = make_app(store, CANPOL_PAGE_CACHE_MB=0)
        try:
            used = app.jinja_env.get_template("entity/generic.html").root_render_func.__globals__["escape"]
            assert used is (markupsafe.escape if markupsafes else escape)
            client = app.test_client()
            answers = []
            for path in PAGES:
                for headers, query in (({"Accept": "text/html"}, ""), ({"Accept": "text/html"}, "?lang=fr")):
                    if "?" in path and query:
                        query = "&lang=fr"
                    response = client.get(path + query, headers=headers)
                    answers.append((path + query, response.status_code, response.get_data()))
            return answers
        finally:
            close_app(app)


def test_pages_are_the_same_bytes_as_with_markupsafes_escape(tmp_path, monkeypatch):
    store = build_sample_store(tmp_path / "store", {BASE + "graph/source/cccccccccccccccc": hostile_article()})
    theirs = _pages(store, monkeypatch, markupsafes=True)
    ours = _pages(store, monkeypatch, markupsafes=False)
    assert [a[:2] for a in ours] == [a[:2] for a in theirs]
    assert sum(status == 200 for _, status, _ in ours) >= len(PAGES)
    for (path, _, mine), (_, _, reference) in zip(ours, theirs):
        assert mine == reference, path
