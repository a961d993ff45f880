"""The interface in the reader's language: catalogs complete and current, the choice of language
taken from ?lang=, the cookie and Accept-Language, and kept across links."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from tests.conftest import REPO

TRANSLATIONS = REPO / "webapp" / "translations"
LANGUAGES = ["fr"]


def _extracted() -> set[str]:
    """Every interface text of the web app as the extractor finds it now. (Into a file of its own:
    pybabel's `-o -` writes a file named "-", not standard output.)"""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        pot = f"{folder}/messages.pot"
        subprocess.run(
            [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "_", "-k", "gettext",
             "-k", "ngettext:1,2", "-k", "lazy_gettext", "--no-location", "--omit-header", "-o", pot, "."],
            cwd=REPO / "webapp", capture_output=True, check=True)
        with open(pot, "rb") as f:
            catalog = read_po(f)
    found = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    assert len(found) > 100, "the extractor found almost no interface text"
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
        elif m.id and m.string:  # a plural message: every form keeps the placeholders of the plural
            for form in m.string:
                assert sorted(re.findall(r"%\(\w+\)s", m.id[1])) == sorted(re.findall(r"%\(\w+\)s", form)), m.id


def test_updating_the_catalogs_keeps_the_header_date_unless_a_message_changed(tmp_path):
    """scripts/translations merges the template into each catalog: a catalog whose messages did
    not change is left byte for byte (its POT-Creation-Date too, so branches do not conflict on
    it); one that gains a message takes the template's date."""
    import shutil

    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from update_catalogs import update
    finally:
        sys.path.remove(str(REPO / "scripts"))
    folder = tmp_path / "translations"
    shutil.copytree(TRANSLATIONS, folder)
    po = folder / "fr" / "LC_MESSAGES" / "messages.po"
    before = po.read_bytes()
    template = read_po(open(TRANSLATIONS / "messages.pot", "rb"))
    template.creation_date = template.creation_date.replace(year=2031)  # a run of another day
    from babel.messages.pofile import write_po

    with open(folder / "messages.pot", "wb") as f:
        write_po(f, template)
    assert update(folder / "messages.pot", folder) == [] and po.read_bytes() == before
    template.add("a text new in the template")
    with open(folder / "messages.pot", "wb") as f:
        write_po(f, template)
    assert update(folder / "messages.pot", folder) == [po]
    after = read_po(open(po, "rb"))
    assert after.get("a text new in the template") is not None and after.creation_date.year == 2031
    assert update(folder / "messages.pot", folder) == []  # and a second run changes nothing


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


def test_remembered_header_matches_answer_each_header_as_its_own(client):
    # language() and negotiation.best() remember their match per header text: asked again and
    # alternately, each header keeps its own answer, and a page's language is chosen once.
    for _ in range(2):
        for header, lang in (("fr-CA,fr;q=0.9", "fr"), ("de", "en"), ("en;q=0.1, fr;q=0.8", "fr"), ("", "en")):
            html = client.get("/", headers={"Accept-Language": header}).get_data(as_text=True)
            assert f'<html lang="{lang}">' in html, header
    for _ in range(2):
        for accept, status, mimetype in (("text/html", 200, "text/html"), ("application/json", 200, "application/json"),
                                         ("text/html;q=0, application/json", 200, "application/json"),
                                         ("image/png", 406, None)):
            answer = client.get("/ontology", headers={"Accept": accept})
            assert answer.status_code == status and (mimetype is None or answer.mimetype == mimetype), accept


def test_the_parameter_wins_over_cookie_and_header(client):
    client.get("/?lang=fr")
    html = client.get("/?lang=en", headers={"Accept-Language": "fr"}).get_data(as_text=True)
    assert '<html lang="en">' in html


def test_the_language_switch_keeps_the_other_arguments(client):
    html = client.get("/search?q=singh&page=1").get_data(as_text=True)
    link = re.search(r'<p class="languages"><a href="([^"]+)"', html).group(1).replace("&amp;", "&")
    assert link.startswith("/search?") and "q=singh" in link and "page=1" in link and link.endswith("lang=fr")


@pytest.fixture
def sample(tmp_path):
    from .conftest import close_app, make_app
    from .pages_fixtures import build_sample_store

    app = make_app(build_sample_store(tmp_path / "store"))
    yield app
    close_app(app)


def test_dates_and_numbers_are_written_for_the_locale_with_the_iso_date_kept(sample):
    from canpol.webapp.i18n import local_date

    client = sample.test_client()
    fr = client.get("/?lang=fr").get_data(as_text=True)
    en = client.get("/?lang=en").get_data(as_text=True)
    assert '<time datetime="2020-06-17">17 juin 2020</time>' in fr
    assert '<time datetime="2020-06-17">June 17, 2020</time>' in en
    assert "Dernière mise à jour : 6 janvier 2026." in fr and "Last updated January 6, 2026." in en
    with sample.test_request_context("/?lang=fr"):
        assert local_date("2021-12-01") == "1er décembre 2021" and local_date("2020") == "2020"
        assert sample.jinja_env.globals["format_number"](12801) == "12\u202f801"
    with sample.test_request_context("/?lang=en"):
        assert local_date("2021-12-01T10:00:00Z") == "December 1, 2021"
        assert sample.jinja_env.globals["format_number"](12801) == "12,801"


def test_an_error_page_speaks_the_readers_language_and_the_machine_answers_stay_english(sample):
    client = sample.test_client()
    html = client.get("/search?page=x&lang=fr", headers={"Accept": "text/html"}).get_data(as_text=True)
    assert '<html lang="fr">' in html and "400 · Requête incorrecte" in html
    assert 'Détails : <span lang="en">page must be a whole number</span>' in html
    assert "Accueil" in html and "Home page" not in html
    as_json = client.get("/search?page=x&lang=fr", headers={"Accept": "application/json"}).get_json()
    assert as_json == {"error": {"status": 400, "message": "page must be a whole number"}}
    text = client.get("/nowhere?lang=fr", headers={"Accept": "text/plain"}).get_data(as_text=True)
    assert text == "not found\n"
    page = client.get("/nowhere?lang=fr", headers={"Accept": "text/html"}).get_data(as_text=True)
    assert "404 · Introuvable" in page and "Il n’y a rien à cette adresse." in page and "Détails" not in page


def test_site_pages_in_french_have_french_headings_and_table_headers(sample):
    client = sample.test_client()
    pages = {"/browse?lang=fr": ["Parcourir par classe", "<th>classe</th><th>instances</th>"],
             "/export?lang=fr": ["<h1>Exporter</h1>", "<th>source</th><th>triplets</th><th>téléchargement</th>"],
             "/ontology?lang=fr": ["<h1>Ontologie canpol</h1>", "<dt>nature</dt><dd>classe</dd>", "sous-classe de"],
             "/page/person/nobody?lang=fr": ["On ne sait rien de cet IRI"],
             "/search?tab=said&q=house&lang=fr": ["ce qui a été dit", "intervenant", "toutes"]}
    for path, expected in pages.items():
        html = client.get(path, headers={"Accept": "text/html"}).get_data(as_text=True)
        assert '<html lang="fr">' in html, path
        for text in expected:
            assert text in html, (path, text)
    ontology = client.get("/ontology?lang=en", headers={"Accept": "text/html"}).get_data(as_text=True)
    assert "<dt>kind</dt><dd>class</dd>" in ontology and "<h1>canpol ontology</h1>" in ontology


def test_the_said_filter_is_not_the_interface_language(sample):
    client = sample.test_client()
    html = client.get("/search?tab=said&q=house&lang=fr", headers={"Accept": "text/html"}).get_data(as_text=True)
    assert '<select name="said_lang"><option value="">toutes</option>' in html  # no filter set by ?lang=fr
    assert client.get("/search.json?tab=said&q=house&said_lang=de").status_code == 400
    assert client.get("/search.json?tab=said&q=house&lang=de").status_code == 200


def test_every_term_a_page_can_name_has_an_english_and_a_french_label(sample):
    """Classes, properties and concepts of canpol.ttl, the borrowed terms it declares and every
    property and type of the sample data are named in both languages (canpol.ttl or labels.ttl)."""
    from canpol.webapp.store import get_store
    from canpol.webapp.vocabulary import vocabulary

    vocab = vocabulary()
    shown = set(vocab.terms)
    with sample.test_request_context("/"):
        for row in get_store().select("SELECT DISTINCT ?t WHERE { { ?s ?t ?o } UNION { ?s a ?t } }"):
            shown.add(str(row["t"]))
    assert len(shown) > len(vocab.terms)  # the data's own properties were read
    unnamed = sorted(t for t in shown if not {"en", "fr"} <= {l.language for l in vocab.labels(t)})
    assert not unnamed, unnamed[:20]
    assert vocab.label("http://schema.org/name", "fr") == "nom"
    assert vocab.label("http://www.w3.org/2002/07/owl#sameAs", "fr") == "identique à"


def test_properties_read_backwards_are_named_in_the_readers_language(sample):
    from canpol.webapp.vocabulary import vocabulary

    vocab = vocabulary()
    member, has = "https://w3id.org/canpol/ontology#member", "https://w3id.org/canpol/ontology#hasMembership"
    assert vocab.inverse_label(member, "fr") == vocab.label(has, "fr")  # the ontology's owl:inverseOf
    ruled = "https://w3id.org/canpol/ontology#ruledBy"
    assert vocab.inverse_label(ruled, "en") == f"is {vocab.label(ruled, 'en')} of"
    assert vocab.inverse_label(ruled, "fr") == f"« {vocab.label(ruled, 'fr')} » de"
    with sample.test_request_context("/?lang=fr"):
        from canpol.webapp.linked import NodeView

        html = sample.jinja_env.filters["inverse"](NodeView("iri", ruled, label="ruled by", term="ruledBy"))
        assert html == f'<a href="/ontology#ruledBy" title="{ruled}">« {vocab.label(ruled, "fr")} » de</a>'


def test_remembered_urls_are_the_urls_flask_builds(app):
    # url_with_language remembers the URLs it built; asked again (with and without ?lang=, under
    # another script root, with values in another order) each is the URL Flask builds afresh.
    from flask import request
    from flask import url_for as flask_url_for

    from canpol.webapp import i18n
    from canpol.webapp.i18n import url_with_language

    cases = [("site.home", {}), ("static", {"filename": "pages.css"}), ("site.search", {"q": "a b", "page": 2}),
             ("site.search", {"page": 2, "q": "a b"}), ("pages.data", {"path": "person/x.ttl"}),
             ("site.home", {"_anchor": "top"}), ("site.export", {"format": ["nq", "ttl"]})]
    for _ in range(2):
        for path, root in (("/", ""), ("/?lang=fr", ""), ("/", "/canpol"), ("/?lang=fr", "/canpol")):
            with app.test_request_context(path, base_url=f"http://localhost{root}"):
                assert request.script_root == root
                for endpoint, values in cases:
                    expected = dict(values)
                    if endpoint != "static" and "lang=fr" in path:
                        expected["lang"] = "fr"
                    assert url_with_language(endpoint, **values) == flask_url_for(endpoint, **expected)
    assert app.extensions[i18n._URLS]  # they were remembered
    # Bounded: the links of many pages do not grow it without end.
    with app.test_request_context("/"):
        for n in range(i18n._URLS_MAX + 10):
            url_with_language("pages.page", path=f"person/p{n}")
        assert len(app.extensions[i18n._URLS]) <= i18n._URLS_MAX

    # Outside a request (an app context alone, a server name set), Flask's own answer.
    app.config["SERVER_NAME"] = "canpol.example"
    with app.app_context():
        assert url_with_language("site.home") == flask_url_for("site.home")


def test_texts_are_translated_in_a_request_as_flask_babel_translates_them(app):
    import flask_babel

    from canpol.webapp.i18n import gettext

    with app.test_request_context("/?lang=fr"):
        assert gettext("browse") == flask_babel.gettext("browse") != "browse"
    # An app context without a request: no language to choose, the same error as Flask-Babel's
    # (not another kind of error from reading Flask's context directly).
    with app.app_context():
        for translate in (gettext, flask_babel.gettext):
            with pytest.raises(RuntimeError):
                translate("browse")


def test_a_remembered_catalog_serves_only_its_own_language(app):
    """A request's first translation takes the locale and catalog found before for its language
    (i18n._catalog): requests in alternating languages each get their own, Flask-Babel sees the
    same locale as the page, and force_locale still switches the texts and gives them back."""
    import flask_babel

    from canpol.webapp import i18n
    from canpol.webapp.i18n import gettext

    expected = {}
    for url, lang in (("/?lang=fr", "fr"), ("/", "en")):
        with app.test_request_context(url):
            expected[lang] = flask_babel.gettext("browse")
            assert gettext("browse") == expected[lang]  # found through Flask-Babel, remembered
    assert expected["fr"] != expected["en"]
    assert set(app.extensions[i18n._CATALOGS]) == {"fr", "en"}
    for url, lang in (("/?lang=fr", "fr"), ("/", "en"), ("/?lang=fr", "fr"), ("/", "en")):
        with app.test_request_context(url):
            assert gettext("browse") == expected[lang]
            assert str(flask_babel.get_locale()) == lang
            other = "en" if lang == "fr" else "fr"
            with flask_babel.force_locale(other):
                assert gettext("browse") == expected[other]
            assert gettext("browse") == expected[lang]
