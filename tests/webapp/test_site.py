"""Home, search, browse, export, ontology and VoID pages over the hand-made sample graph."""

from __future__ import annotations

import gzip
import json

import pytest
from rdflib import Graph, Literal, Namespace, URIRef

from .conftest import build_store, close_app, make_app
from .pages_fixtures import BASE, build_sample_store

HTML = {"Accept": "text/html"}
VOID = Namespace("http://rdfs.org/ns/void#")


@pytest.fixture
def site_app(tmp_path):
    app = make_app(build_sample_store(tmp_path / "store"))
    yield app
    close_app(app)


@pytest.fixture
def sc(site_app):
    return site_app.test_client()


def test_home_shows_counts_latest_events_and_search_box(sc):
    text = sc.get("/", headers=HTML).get_data(as_text=True)
    assert 'id="home-search"' in text and 'id="counts"' in text
    assert 'id="latest-events"' in text and "2020-06-17" in text
    summary = json.loads(sc.get("/", headers={"Accept": "application/json"}).data)
    persons = next(c for c in summary["classes"] if c["name"] == "Person")
    assert persons["count"] == 4
    assert summary["graphs"] == 3
    assert summary["latest_events"][0]["date"] == "2020-06-17"


def test_home_timeline_lists_whole_events_with_the_readers_label(tmp_path):
    # 20 events, each with three types and a label per language: the timeline still shows 15 of
    # them, newest first, each under the label of the reader's language
    lines = ["@prefix canpol: <https://w3id.org/canpol/ontology#> .",
             "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
             "@prefix prov: <http://www.w3.org/ns/prov#> .",
             "@prefix xsd: <http://www.w3.org/2001/XMLSchema#> ."]
    for day in range(1, 21):
        lines.append(f"<{BASE}id/event/2021-03-{day:02d}/apology/x> a canpol:Apology, canpol:Event, prov:Activity ; "
                     f'canpol:date "2021-03-{day:02d}"^^xsd:date ; '
                     f'rdfs:label "Apology {day}"@en, "Excuses {day}"@fr .')
    events = tmp_path / "events.ttl"
    events.write_text("\n".join(lines), encoding="utf-8")
    app = make_app(build_store(tmp_path / "store", {BASE + "graph/events": events}))
    try:
        client = app.test_client()
        for lang, word in (("en", "Apology"), ("fr", "Excuses")):
            summary = json.loads(client.get(f"/?lang={lang}", headers={"Accept": "application/json"}).data)
            shown = summary["latest_events"]
            assert [e["date"] for e in shown] == [f"2021-03-{day:02d}" for day in range(20, 5, -1)]
            assert [e["label"] for e in shown] == [f"{word} {day}" for day in range(20, 5, -1)]
    finally:
        close_app(app)


@pytest.mark.parametrize("query", ["therrien", "THERRIEN", "Thérrien", "alain ther", "  therrien  "])
def test_search_is_accent_and_case_insensitive(sc, query):
    hits = json.loads(sc.get("/search.json", query_string={"q": query}).data)["results"]
    assert hits[0]["iri"] == BASE + "id/person/alain-therrien"


def test_search_ranks_exact_before_prefix_before_substring(sc):
    hits = json.loads(sc.get("/search", query_string={"q": "bloc quebecois"},
                             headers={"Accept": "application/json"}).data)["results"]
    assert hits[0]["iri"] == BASE + "id/party/bq" and hits[0]["label"] == "Bloc Québécois"
    abbreviation = json.loads(sc.get("/search.json?q=npd").data)["results"]
    assert abbreviation[0]["iri"] == BASE + "id/party/ndp"
    ranked = json.loads(sc.get("/search.json?q=house").data)["results"]
    scores = [h["score"] for h in ranked]
    assert scores == sorted(scores, reverse=True)
    html = sc.get("/search?q=therrien", headers=HTML).get_data(as_text=True)
    assert 'href="/page/person/alain-therrien"' in html
    assert json.loads(sc.get("/search.json?q=zzzz-nothing").data)["total"] == 0


def test_browse_lists_classes_and_pages_instances(sc):
    index = json.loads(sc.get("/browse", headers={"Accept": "application/json"}).data)
    assert any(c["name"] == "Person" and c["count"] == 4 for c in index["classes"])
    people = json.loads(sc.get("/browse/Person.json").data)
    # by family name (issue 16: a person listing sorted by given name was no directory)
    assert [i["label"] for i in people["items"]] == ["Carol Hughes", "Jagmeet Singh", "Bruce Stanton", "Alain Therrien"]
    html = sc.get("/browse/Person", headers=HTML).get_data(as_text=True)
    assert 'href="/page/person/carol-hughes"' in html
    assert sc.get("/browse/NoSuchClass", headers=HTML).status_code == 404
    assert sc.get("/browse/oa:Annotation.json").status_code == 200


def _reimport(tmp_path, data: bytes, fmt: str) -> int:
    from canpol.graph.embedded import EmbeddedStore

    path = tmp_path / f"dump.{fmt}"
    path.write_bytes(data)
    store = EmbeddedStore(tmp_path / f"empty-{fmt}")
    if fmt in ("nq", "trig"):
        store.import_file(path, None)
    else:
        store.import_file(path, "https://w3id.org/canpol/graph/file/dump")
    count = sum(info.triples for info in store.graphs())
    store.close()
    return count


def test_export_turtle_reimports_with_the_same_triple_count(sc, site_app, tmp_path):
    response = sc.get("/export?format=turtle")
    assert response.status_code == 200 and response.mimetype == "text/turtle"
    assert response.is_streamed
    with site_app.app_context():
        from canpol.webapp.store import get_store

        distinct = len({(r["s"], r["p"], r["o"]) for r in get_store().select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }")})
    assert _reimport(tmp_path, response.data, "ttl") == distinct


def test_export_quads_keep_every_graph(sc, tmp_path):
    response = sc.get("/export", headers={"Accept": "application/n-quads"})
    assert response.mimetype == "application/n-quads"
    lines = [line for line in response.get_data(as_text=True).splitlines() if line]
    assert _reimport(tmp_path, response.data, "nq") == len(lines)
    graphs = {line.rsplit(" ", 2)[-2] for line in lines}
    assert len(graphs) == 3


def test_export_one_graph_gzip_and_etag(sc):
    graph = BASE + "graph/source/bbbbbbbbbbbbbbbb"
    response = sc.get("/export", query_string={"format": "nt", "graph": graph},
                      headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    lines = gzip.decompress(response.data).decode().splitlines()
    assert any("Heated exchange in the House" in line for line in lines)
    assert not any("Carol Hughes" in line for line in lines)
    etag = response.headers["ETag"]
    again = sc.get("/export", query_string={"format": "nt", "graph": graph},
                   headers={"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    other = sc.get("/export", query_string={"format": "turtle", "graph": graph})
    assert other.headers["ETag"] != etag
    assert sc.get("/export", query_string={"format": "nt", "graph": BASE + "graph/nope"}).status_code == 404
    assert sc.get("/export?format=docx").status_code == 400
    page = sc.get("/export", headers=HTML).get_data(as_text=True)
    assert graph in page


@pytest.mark.parametrize("fmt", ["turtle", "nt", "jsonld", "rdfxml", "trig", "nq"])
def test_export_every_format_parses(sc, fmt):
    from canpol.graph.formats import FORMATS
    from rdflib import Dataset

    response = sc.get(f"/export?format={fmt}")
    assert response.status_code == 200 and response.mimetype == FORMATS[fmt].media_type
    data = Dataset()
    data.parse(data=response.data, format=FORMATS[fmt].rdflib_name)
    assert len(data) > 50 or sum(len(g) for g in data.graphs()) > 50


def test_ontology_documents_every_term_and_serves_the_owl_file(sc):
    from canpol.ontology import CANPOL, ontology_path

    html = sc.get("/ontology", headers=HTML).get_data(as_text=True)
    names = list(CANPOL.__annotations__)  # every class and property the closed namespace lists
    assert len(names) > 100
    for name in names:
        assert f'id="{name}"' in html, name
    assert "ruling of the Chair" in html and "décision de la présidence" in html
    turtle = sc.get("/ontology", headers={"Accept": "text/turtle"})
    assert turtle.mimetype == "text/turtle" and turtle.data == ontology_path().read_bytes()
    xml = sc.get("/ontology", headers={"Accept": "application/rdf+xml"})
    assert xml.mimetype == "application/rdf+xml"
    assert len(Graph().parse(data=xml.data, format="xml")) == len(Graph().parse(ontology_path()))
    assert sc.get("/ontology.owl").mimetype == "application/rdf+xml"
    as_json = json.loads(sc.get("/ontology", headers={"Accept": "application/json"}).data)
    assert any(t["iri"].endswith("#Ruling") and t["labels"]["fr"] == "décision de la présidence"
               for t in as_json["classes"])
    assert "Vary" in turtle.headers and sc.get("/ontology", headers={"Accept": "image/png"}).status_code == 406


def test_void_describes_the_dataset(sc):
    response = sc.get("/.well-known/void", headers={"Accept": "text/turtle"})
    assert response.mimetype == "text/turtle"
    g = Graph().parse(data=response.data, format="turtle")
    dataset = next(g.subjects(URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), VOID.Dataset))
    dataset = next(s for s in g.subjects(VOID.sparqlEndpoint, None))
    assert int(g.value(dataset, VOID.triples)) > 100
    assert str(g.value(dataset, VOID.sparqlEndpoint)).endswith("/sparql")
    assert any(str(d).endswith("/export?format=nq") for d in g.objects(dataset, VOID.dataDump))
    assert g.value(dataset, URIRef("http://purl.org/dc/terms/license")) is not None
    assert str(g.value(dataset, URIRef("http://purl.org/dc/terms/modified"))) == "2026-01-06"
    partitions = {str(g.value(p, VOID["class"])): int(g.value(p, VOID.entities))
                  for p in g.objects(dataset, VOID.classPartition)}
    assert partitions["https://w3id.org/canpol/ontology#Person"] == 4
    assert len(list(g.objects(dataset, VOID.subset))) == 3
    jsonld = sc.get("/.well-known/void", headers={"Accept": "application/ld+json"})
    assert jsonld.mimetype == "application/ld+json"


def test_site_pages_follow_a_load_while_serving(site_app, sc, tmp_path):
    """After `canpol load` publishes a new snapshot, counts and search catch up (served from the
    previous snapshot while they are recomputed, never mixed up with entity pages)."""
    import time

    from canpol.graph.embedded import EmbeddedStore

    before = json.loads(sc.get("/", headers={"Accept": "application/json"}).data)
    assert next(c for c in before["classes"] if c["name"] == "Person")["count"] == 4
    assert json.loads(sc.get("/search.json?q=newcomer").data)["total"] == 0
    extra = Graph()
    person = URIRef(BASE + "id/person/nora-newcomer")
    extra.add((person, URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"),
               URIRef("https://w3id.org/canpol/ontology#Person")))
    extra.add((person, URIRef("http://www.w3.org/2000/01/rdf-schema#label"), Literal("Nora Newcomer")))
    store = EmbeddedStore(site_app.config["CANPOL_SETTINGS"].store_path)
    store.replace_graph(BASE + "graph/file/newcomer", extra)
    store.close()
    # the entity page reads the new snapshot at once
    assert sc.get("/page/person/nora-newcomer", headers=HTML).status_code == 200
    deadline = time.monotonic() + 30
    while True:
        home = json.loads(sc.get("/", headers={"Accept": "application/json"}).data)
        found = json.loads(sc.get("/search.json?q=newcomer").data)["results"]
        if next(c for c in home["classes"] if c["name"] == "Person")["count"] == 5 and found:
            break
        assert time.monotonic() < deadline, "counts and search never caught up with the new snapshot"
        time.sleep(0.1)
    assert found[0]["iri"] == str(person)


def test_export_page_lists_graphs_by_title(sc):
    page = sc.get("/export", headers=HTML).get_data(as_text=True)
    rows = page.split('id="graphs"', 1)[1]
    # each graph under the headline of its source (the IRI stays as the link's title), in title order
    assert rows.index(">Heated exchange in the House</a>") < rows.index(">Leader removed from the chamber</a>")
    assert 'title="https://w3id.org/canpol/graph/source/bbbbbbbbbbbbbbbb"' in rows
    assert "<code>https://w3id.org/canpol/graph/source/bbbbbbbbbbbbbbbb</code>" not in rows


def test_gzip_download_is_a_gz_file_and_a_gzip_transfer_is_not(sc):
    asked = sc.get("/export?format=turtle&gzip=1", headers={"Accept-Encoding": "gzip"})
    assert asked.status_code == 200 and asked.mimetype == "application/gzip"
    assert asked.headers["Content-Disposition"] == 'attachment; filename="canpol.ttl.gz"'
    assert "Content-Encoding" not in asked.headers  # a file that stays compressed once saved
    assert b"Jagmeet Singh" in gzip.decompress(asked.data)
    graph = sc.get("/export", query_string={"format": "nq", "graph": BASE + "graph/source/aaaaaaaaaaaaaaaa", "gzip": "1"})
    assert graph.headers["Content-Disposition"] == 'attachment; filename="canpol-aaaaaaaaaaaaaaaa.nq.gz"'
    assert b"Leader removed from the chamber" in gzip.decompress(graph.data)
    transfer = sc.get("/export?format=turtle", headers={"Accept-Encoding": "gzip"})
    assert transfer.headers["Content-Encoding"] == "gzip" and transfer.mimetype == "text/turtle"
    assert transfer.headers["Content-Disposition"] == 'attachment; filename="canpol.ttl"'
    plain = sc.get("/export?format=turtle")
    assert "Content-Encoding" not in plain.headers and b"Jagmeet Singh" in plain.data
    assert len({asked.headers["ETag"], transfer.headers["ETag"], plain.headers["ETag"]}) == 3


@pytest.mark.parametrize("path", ["/", "/browse", "/browse/Person", "/search?q=singh", "/search?tab=said&q=house",
                                  "/export", "/ontology", "/page/person/jagmeet-singh",
                                  "/page/ruling/2020-06-17/jagmeet-singh", "/page/person/nobody", "/search?page=x"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_kind_names_the_licence_and_the_sources_in_its_footer(sc, path, lang):
    answer = sc.get(f"{path}{'&' if '?' in path else '?'}lang={lang}", headers=HTML)
    html = answer.get_data(as_text=True)
    assert answer.mimetype == "text/html", (path, answer.status_code)
    footer = html.split('<footer class="site" id="licence">', 1)[1].split("</footer>", 1)[0]
    assert 'href="https://creativecommons.org/publicdomain/zero/1.0/" rel="license">CC0 1.0</a>' in footer
    for source in ("https://www.ourcommons.ca/", "https://lop.parl.ca/sites/ParlInfo/", "https://www.elections.ca/",
                   "https://www.wikidata.org/", "https://openparliament.ca/"):
        assert f'href="{source}"' in footer, (path, source)
    if lang == "fr":
        assert "Chambre des communes du Canada" in footer and "appartiennent à leurs éditeurs" in footer
    else:
        assert "House of Commons of Canada" in footer and "remain their publishers" in footer


def test_void_states_the_licence_and_credits_the_sources_in_both_languages(sc):
    g = Graph().parse(data=sc.get("/.well-known/void", headers={"Accept": "text/turtle"}).data, format="turtle")
    dcterms = Namespace("http://purl.org/dc/terms/")
    dataset = next(s for s in g.subjects(VOID.sparqlEndpoint, None))
    assert str(g.value(dataset, dcterms.license)) == "https://creativecommons.org/publicdomain/zero/1.0/"
    rights = {r.language: str(r) for r in g.objects(dataset, dcterms.rights)}
    assert set(rights) == {"en", "fr"}
    assert "CC0 1.0" in rights["en"] and "Library of Parliament, ParlInfo" in rights["en"]
    assert "CC0 1.0" in rights["fr"] and "Bibliothèque du Parlement, ParlInfo" in rights["fr"]
    sources = {str(s) for s in g.objects(dataset, dcterms.source)}
    assert {"https://www.ourcommons.ca/", "https://www.wikidata.org/", "https://openparliament.ca/"} <= sources
    labels = {l.language: str(l) for l in g.objects(URIRef("https://www.ourcommons.ca/"),
                                                      URIRef("http://www.w3.org/2000/01/rdf-schema#label"))}
    assert labels == {"en": "House of Commons of Canada", "fr": "Chambre des communes du Canada"}


def _two_reports(tmp_path):
    """Two article graphs on the same ruling and person: the same role named in English by one and
    in French by the other, the same office, the chair named by one and presumed by the other, the
    same party leader's post written two ways; and real disagreements about the office."""
    head = ("@prefix canpol: <https://w3id.org/canpol/ontology#> . "
            "@prefix skos: <http://www.w3.org/2004/02/skos/core#> . "
            "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> . ")
    office = BASE + "id/office/"
    files = {
        BASE + "graph/reference": head + (
            f'<{office}speaker> a canpol:Office ; rdfs:label "Speaker of the House of Commons"@en , '
            '"Président de la Chambre des communes"@fr ; skos:altLabel "Speaker" , "président de la Chambre" . '
            f'<{office}prime-minister> a canpol:Office ; rdfs:label "Prime Minister of Canada"@en ; '
            'skos:altLabel "Prime Minister" , "premier ministre" . '
            f'<{office}deputy-speaker> a canpol:Office ; rdfs:label "Deputy Speaker"@en . '
            f'<{BASE}id/person/greg-fergus> a canpol:Person ; rdfs:label "Greg Fergus" . '
            f'<{BASE}id/person/chris-d-entremont> a canpol:Person ; rdfs:label "Chris d\'Entremont" . '
            f'<{BASE}id/party/ndp> a canpol:Party ; rdfs:label "New Democratic Party"@en ; skos:altLabel "NDP" . '
            f'<{BASE}id/party/conservative> a canpol:Party ; rdfs:label "Conservative Party of Canada"@en ; '
            'skos:altLabel "Conservative" , "Conservatives" . '
            f'<{office}leader/ndp> a canpol:Office ; rdfs:label "Leader of the New Democratic Party"@en ; '
            f'<http://www.w3.org/ns/org#postIn> <{BASE}id/party/ndp> .'),
        BASE + "graph/source/e1": head + (
            f'<{BASE}id/ruling/2024-04-30/x> a canpol:Ruling ; canpol:roleDescription "Speaker" ; '
            f'canpol:inCapacityOf <{office}speaker> ; canpol:ruledBy <{BASE}id/person/greg-fergus> . '
            f'<{BASE}id/person/justin-trudeau> a canpol:Person ; rdfs:label "Justin Trudeau" ; '
            'canpol:roleDescription "Prime Minister" . '
            f'<{BASE}id/ruling/2024-05-01/y> a canpol:Ruling ; canpol:roleDescription "Speaker" ; '
            f'canpol:inCapacityOf <{office}speaker> . '
            f'<{BASE}id/person/jagmeet-singh> a canpol:Person ; rdfs:label "Jagmeet Singh" ; '
            'canpol:roleDescription "NDP Leader" . '
            f'<{BASE}id/person/pierre-poilievre> a canpol:Person ; rdfs:label "Pierre Poilievre" ; '
            'canpol:roleDescription "Conservative leader" . '
            f'<{BASE}id/person/tom-mulcair> a canpol:Person ; rdfs:label "Tom Mulcair" ; '
            'canpol:roleDescription "NDP Leader" .'),
        BASE + "graph/source/f1": head + (
            f'<{BASE}id/ruling/2024-04-30/x> a canpol:Ruling ; canpol:roleDescription "président" ; '
            f'canpol:inCapacityOf <{office}speaker> ; canpol:ruledBy [ a canpol:Person ; '
            f'canpol:roleDescription "président" ; canpol:presumedHolder <{BASE}id/person/greg-fergus> ] . '
            f'<{BASE}id/person/justin-trudeau> canpol:roleDescription "premier ministre" . '
            f'<{BASE}id/ruling/2024-05-01/y> a canpol:Ruling ; canpol:roleDescription "vice-président" ; '
            f'canpol:inCapacityOf <{office}deputy-speaker> ; canpol:ruledBy [ a canpol:Person ; '
            f'canpol:presumedHolder <{BASE}id/person/chris-d-entremont> ] . '
            f'<{BASE}id/person/jagmeet-singh> canpol:roleDescription "leader of the NDP" . '
            f'<{BASE}id/person/pierre-poilievre> canpol:roleDescription "leader of the Conservatives" . '
            f'<{BASE}id/person/tom-mulcair> canpol:roleDescription "Conservative leader" .'),
    }
    paths = {}
    for i, (iri, text) in enumerate(files.items()):
        paths[iri] = tmp_path / f"g{i}.ttl"
        paths[iri].write_text(text, encoding="utf-8")
    return build_store(tmp_path / "store", paths)


def test_the_same_thing_named_in_two_languages_is_no_disagreement_but_a_real_one_is_shown(tmp_path):
    app = make_app(_two_reports(tmp_path))
    try:
        client = app.test_client()

        def disputed(path):
            view = json.loads(client.get(path, headers={"Accept": "application/json"}).data)
            return {g["property"].rsplit("#", 1)[-1] for g in view["outgoing"] if "by_graph" in g}

        # "Speaker" and « président » with the same office; Greg Fergus named, or presumed
        assert disputed("/page/ruling/2024-04-30/x") == set()
        # "Prime Minister" and « premier ministre » are names of the same office
        assert disputed("/page/person/justin-trudeau") == set()
        # "NDP Leader" and "leader of the NDP": the office of the party the KB names "NDP"; and
        # two spellings of the Conservative leader's post, which the KB has no office for
        assert disputed("/page/person/jagmeet-singh") == set()
        assert disputed("/page/person/pierre-poilievre") == set()
        # NDP against Conservative leader: different posts
        assert disputed("/page/person/tom-mulcair") == {"roleDescription"}
        # Speaker against Deputy Speaker: the offices differ, and so does the person in the chair
        assert disputed("/page/ruling/2024-05-01/y") == {"roleDescription", "inCapacityOf"}
        html = client.get("/page/ruling/2024-05-01/y", headers=HTML).get_data(as_text=True)
        assert html.count('class="disputed"') == 2
    finally:
        close_app(app)
