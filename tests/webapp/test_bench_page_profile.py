"""bench/page_profile.py's reading of py-spy's samples: what is charged to the engine, the
templates and the Python outside them (the sampling itself needs py-spy and a benchmark store)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def page_profile():
    from .conftest import bench_imports

    with bench_imports("page_profile") as (module,):
        yield module


def test_the_engine_lines_are_found_in_the_store_code(page_profile):
    # Every line of the embedded store that calls the engine or reads its solutions (a new reader
    # of solutions, as `_tuples` once was, must not leave its engine time charged to Python).
    import canpol.graph.embedded as embedded

    source = open(embedded.__file__, encoding="utf-8").read().splitlines()
    engine_lines = {n for n, line in enumerate(source, 1)
                    if "self._store.query(" in line or line.strip() == "for solution in solutions:"}
    frames = page_profile.engine_frames()
    assert {int(f.rsplit(":", 1)[1].rstrip(")")) for f in frames} == engine_lines
    assert {"EmbeddedStore._query", "EmbeddedStore._rows", "EmbeddedStore._tuples"} <= {f.split(" (")[0] for f in frames}


def test_samples_are_charged_to_the_engine_the_templates_or_the_python_outside(page_profile):
    engine = {"EmbeddedStore._rows (graph/embedded.py:226)"}
    top = "<module> (bench/page_profile.py:9);run.<locals>.measured_pages (bench/page_profile.py:5);_view (webapp/pages.py:245)"
    lines = [
        f"{top};Facts._read (webapp/labels.py:157);EmbeddedStore._rows (graph/embedded.py:226) 6\n",
        f"{top};Facts._read (webapp/labels.py:157);EmbeddedStore._rows (graph/embedded.py:230) 2\n",
        f"{top};Facts._read (webapp/labels.py:160) 1\n",
        f"{top};render_template (flask/templating.py:150);root (webapp/templates/base.html:4) 3\n",
        "<module> (bench/page_profile.py:9);run (bench/page_profile.py:80) 50\n",  # not a measured page
    ]
    out = page_profile.report(lines, engine)
    assert out[0] == "12 samples: engine 50.0 %, templates 25.0 %, outside 25.0 %"
    assert " 25.00 %  _view (webapp/pages.py)" in out and " 25.00 %  Facts._read (webapp/labels.py)" in out
    assert " 16.67 %  EmbeddedStore._rows (graph/embedded.py)" in out  # its own Python, not the engine's line
    below = page_profile.report(lines, engine, children="Facts._read")
    assert below[2:] == [" 50.00 %  [engine]", " 16.67 %  EmbeddedStore._rows (graph/embedded.py)",
                         "  8.33 %  [its own lines]"]
