"""The interface in the reader's language: catalogs complete and current, the choice of language
taken from ?lang=, the cookie and Accept-Language, and kept across links."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from tests.conftest import REPO

TRANSLATIONS = REPO / "webapp" / "translations"
LANGUAGES = ["fr"]


def _extracted() -> set[str]:
    """Every interface text of the web app as the extractor finds it now (into a file: pybabel's
    `-o -` writes a file named '-', not to standard output)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        pot = Path(tmp) / "messages.pot"
        subprocess.run(
            [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "_", "-k",
             "gettext", "-k", "ngettext:1,2", "-k", "lazy_gettext", "--no-location", "--omit-header", "-o",
             str(pot), "."], cwd=REPO / "webapp", capture_output=True, check=True)
        with open(pot, "rb") as f:
            catalog = read_po(f)
    found = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    assert len(found) > 20, f"the extractor found only {len(found)} texts"
    return found


def _po(lang: str):
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_interface_text_has_a_translation(lang):
    """A text wrapped in _() but missing from a catalog would show in English: run
    scripts/translations and translate what it adds."""
    catalog = _po(lang)
    translated = {(m.id if isinstance(m.id, str) else m.id[0]) for m in catalog
                  if m.id and (m.string if isinstance(m.string, str) else all(m.string)) and not m.fuzzy}
    missing = sorted(_extracted() - translated)
    assert not missing, f"untranslated in {lang} (scripts/translations, then edit messages.po): {missing[:20]}"


def _key(value):
    """A message id or text as one comparable value (plural forms come as lists or tuples)."""
    return value if isinstance(value, str) else tuple(value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalog_is_the_text_catalog(lang):
    """The .mo the app reads says what the .po says (scripts/translations compile)."""
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.mo", "rb") as f:
        compiled = {_key(m.id): _key(m.string) for m in read_mo(f) if m.id}
    written = {_key(m.id): _key(m.string) for m in _po(lang) if m.id and m.string and not m.fuzzy}
    assert compiled == written


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_their_placeholders(lang):
    for m in _po(lang):
        if m.id and isinstance(m.id, str) and m.string:
            assert sorted(re.findall(r"%\(\w+\)s", m.id)) == sorted(re.findall(r"%\(\w+\)s", m.string)), m.id


def test_lang_parameter_translates_the_page_and_sets_the_cookie(client):
    response = client.get("/?lang=fr")
    html = response.get_data(as_text=True)
    assert '<html lang="fr">' in html
    assert "Ce que contient canpol" in html and "What canpol holds" not in html
    assert "canpol_lang=fr" in response.headers["Set-Cookie"]
    assert {"Accept-Language", "Cookie"} <= set(response.vary)


def test_links_carry_the_chosen_language(client):
    html = client.get("/?lang=fr").get_data(as_text=True)
    nav = re.search(r"<nav[^>]*>(.*?)</nav>", html, re.S).group(1)
    hrefs = re.findall(r'href="([^"]+)"', nav)
    assert hrefs and all("lang=fr" in h for h in hrefs), hrefs


def test_the_cookie_keeps_the_language_without_the_parameter(client):
    client.get("/?lang=fr")
    html = client.get("/").get_data(as_text=True)
    assert '<html lang="fr">' in html and "Ce que contient canpol" in html


def test_accept_language_is_honoured(client):
    html = client.get("/", headers={"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"}).get_data(as_text=True)
    assert '<html lang="fr">' in html
    html = client.get("/", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert '<html lang="en">' in html and "What canpol holds" in html


def test_the_parameter_wins_over_cookie_and_header(client):
    client.get("/?lang=fr")
    html = client.get("/?lang=en", headers={"Accept-Language": "fr"}).get_data(as_text=True)
    assert '<html lang="en">' in html


def test_the_language_switch_keeps_the_other_arguments(client):
    html = client.get("/search?q=singh&page=1").get_data(as_text=True)
    link = re.search(r'<p class="languages"><a href="([^"]+)"', html).group(1).replace("&amp;", "&")
    assert link.startswith("/search?") and "q=singh" in link and "page=1" in link and link.endswith("lang=fr")
