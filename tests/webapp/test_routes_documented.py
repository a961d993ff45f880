"""Every route of the app is documented in the README's table of routes."""

from __future__ import annotations

import re
from pathlib import Path

from canpol.config import Settings



REPO = Path(__file__).resolve().parents[2]


def documented_routes() -> set[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    routes = set()
    for line in readme.splitlines():
        if line.startswith("| `/"):
            first_cell = line.split("|")[1]
            routes.update(re.findall(r"`(/[^`]*)`", first_cell))
    return routes


def test_every_route_is_in_the_readme(tmp_path):
    from canpol.webapp import create_app

    app = create_app({"TESTING": True, "CANPOL_SETTINGS": Settings(store_path=tmp_path / "s")})
    documented = documented_routes()
    missing = []
    for rule in app.url_map.iter_rules():
        shown = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"<\1>", rule.rule)
        if shown not in documented:
            missing.append(shown)
    assert not missing, f"routes missing from README.md's route table: {missing}"
    assert len(documented) >= 10
