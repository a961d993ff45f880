"""The site around the entity pages: home, search, browse, export, ontology documentation and
the VoID description. Each page also answers JSON (Accept or a .json route)."""

from __future__ import annotations

import hashlib
import json
import queue
import threading
import zlib
from datetime import date

from flask import Blueprint, Response, abort, current_app, render_template, request, stream_with_context
from rdflib import RDF, RDFS, XSD, BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, FOAF

from canpol.errors import InputError
from canpol.graph.formats import FORMATS, rdf_format
from canpol.ontology import CANPOL, ONTOLOGY_IRI, ontology_path

from . import attribution, catalog, labels
from .i18n import LANGUAGES
from .linked import EntityReader, iri_for_path, is_web_iri, path_for_iri
from .negotiation import HTML, JSON, base, best, language
from .paging import Window, list_page_size, requested_offset
from .store import get_store
from .vocabulary import CANPOL_NS, PREFIXES, curie, local_name, pick, pick_literal, vocabulary

bp = Blueprint("site", __name__)
VOID = Namespace("http://rdfs.org/ns/void#")
PAGE_SIZE = 50


def _json(value, status: int = 200) -> Response:
    response = Response(json.dumps(value, ensure_ascii=False, indent=1), status=status, mimetype=JSON)
    response.vary.add("Accept")
    return response


def _wants_json() -> bool:
    return best([HTML, JSON]) == JSON


def _html(body: str) -> Response:
    response = Response(body, mimetype=HTML)
    response.vary.add("Accept")
    return response


def _page_path(iri: str) -> str | None:
    return path_for_iri(base(), iri)


# -- home --------------------------------------------------------------------------------------

def _incident_part(part: dict, title: tuple | None, reader: EntityReader, lang: str) -> dict:
    """A part of an incident on the home page: its title (a motion's as its page gives it), the
    language of that title when it is not the page's, and its types."""
    label = pick_literal(part["labels"], lang) if part["labels"] else None
    label_lang = getattr(label, "language", None) or None
    if title is not None:
        label, label_lang = title
    return {"iri": part["iri"], "path": _page_path(part["iri"]),
            "label": None if label is None else str(label),
            "lang": label_lang if label_lang and label_lang.split("-")[0] != lang else None,
            "types": [vocabulary().label(t, lang) for t in reader._most_specific(part["types"])]}


@bp.route("/")
def home():
    """What canpol holds, counts, the latest incidents and events, and a search box."""
    store, lang = get_store(), language()
    stats = catalog.statistics(store)
    vocab = vocabulary()
    classes = [{"iri": c, "label": vocab.label(c, lang), "count": n, "name": local_name(c)}
               for c, n in stats["classes"] if c.startswith(CANPOL_NS)]
    reader = EntityReader(store, base(), lang)
    latest = catalog.latest_incidents(store)
    motions = [URIRef(part["iri"]) for item in latest for part in item["parts"]
               if str(CANPOL.Motion) in part["types"]]
    titles = labels.motion_titles_in(reader, list(dict.fromkeys(motions)))  # as on the motion's page
    incidents = [{"iri": item["iri"], "date": item["date"], "path": _page_path(item["iri"]),
                  "label": pick(item["labels"], lang) if item["labels"] else None,
                  "parts": [_incident_part(part, titles.get(URIRef(part["iri"])), reader, lang)
                            for part in item["parts"]]}
                 for item in latest]
    told = {part["iri"] for item in incidents for part in item["parts"]}  # shown under their incident
    events = []
    for item in catalog.latest_events(store, lang, size=None):
        if item["iri"] in told:
            continue
        if len(events) == 15:
            break
        types = reader._most_specific(item["types"])
        events.append({"iri": item["iri"], "date": item["date"], "path": _page_path(item["iri"]),
                       "label": pick(item["labels"], lang) if item["labels"] else None,
                       "types": [vocab.label(t, lang) for t in types]})
    summary = {"triples": stats["triples"], "graphs": len(stats["graphs"]),
               "modified": stats["modified"], "classes": classes, "latest_events": events,
               "latest_incidents": incidents}
    if _wants_json():
        return _json(summary)
    return _html(render_template("home.html", summary=summary, lang=lang))


# -- search ------------------------------------------------------------------------------------

@bp.route("/search")
def search():
    """Names and labels, accent- and case-insensitive, ranked; JSON by Accept or /search.json."""
    return _search("json" if _wants_json() else "html")


@bp.route("/search.json")
def search_json():
    return _search("json")


def _search(fmt: str):
    if request.args.get("tab") == "said":  # what was said: full-text search of the interventions
        from .said import respond

        return respond(fmt)
    text = request.args.get("q", "").strip()
    if len(text) > 200:
        abort(400, description="the search text is longer than 200 characters")
    page = _page_number()
    lang = language()
    hits = catalog.search(get_store(), text, lang) if text else []
    shown = hits[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    store = get_store()
    people = catalog.people_briefs(store, [h["iri"] for h in shown if str(CANPOL.Person) in h["types"]], lang)
    motions = [h["iri"] for h in shown if str(CANPOL.Motion) in h["types"]]
    briefs = catalog.motion_briefs(store, motions, lang)
    from .labels import motion_titles

    titles = motion_titles(EntityReader(store, base(), lang), [URIRef(m) for m in motions])
    for hit in shown:
        hit["path"] = _page_path(hit["iri"])
        if hit["iri"] in people:  # party, riding and years of a person
            hit["meta"] = people[hit["iri"]]
        if hit["iri"] in briefs:  # what kind of thing, mover and outcome of a motion
            hit["meta"] = " · ".join(hit["type_labels"] + [briefs[hit["iri"]]])
        if titles.get(URIRef(hit["iri"])):
            hit["label"] = titles[URIRef(hit["iri"])]
    if fmt == "json":
        return _json({"q": text, "total": len(hits), "page": page, "page_size": PAGE_SIZE,
                      "results": [{k: v for k, v in h.items() if k != "path"} for h in shown]})
    return _html(render_template("search.html", q=text, hits=shown, total=len(hits), page=page,
                                 pages=-(-len(hits) // PAGE_SIZE), lang=lang))


def _page_number() -> int:
    try:
        return max(1, int(request.args.get("page", 1)))
    except ValueError:
        abort(400, description="page must be a whole number")


# -- browse ------------------------------------------------------------------------------------

@bp.route("/browse")
def browse_index():
    """Every class that has instances, with counts."""
    stats = catalog.statistics(get_store())
    lang, vocab = language(), vocabulary()
    classes = [{"iri": c, "name": _class_name(c), "label": vocab.label(c, lang), "count": n}
               for c, n in stats["classes"]]
    classes.sort(key=lambda c: (not c["iri"].startswith(CANPOL_NS), c["label"].lower(), c["iri"]))
    if _wants_json():
        return _json({"classes": classes})
    return _html(render_template("browse_index.html", classes=classes, lang=lang))


def _class_name(iri: str) -> str:
    if iri.startswith(CANPOL_NS):
        return iri[len(CANPOL_NS):]
    return curie(iri) or iri


def _class_iri(name: str) -> str:
    if ":" in name:
        prefix, rest = name.split(":", 1)
        if prefix in PREFIXES:
            return PREFIXES[prefix] + rest
        abort(404, description=f"unknown prefix {prefix!r}; use a canpol class name such as Person")
    from .pages import valid_iri

    if not valid_iri(CANPOL_NS + name):
        abort(404, description="no class has this name; see /browse for the classes with instances")
    return CANPOL_NS + name


@bp.route("/browse/<name>")
def browse(name: str):
    """A paged, alphabetical listing of the instances of one class (canpol name or CURIE)."""
    if name.endswith(".json"):
        return _browse(name[:-5], "json")
    return _browse(name, "json" if _wants_json() else "html")


def _browse(name: str, fmt: str):
    cls = _class_iri(name)
    store, lang = get_store(), language()
    vocab = vocabulary()
    if cls == str(CANPOL.Person):
        return _directory(name, cls, fmt, catalog.person_directory(store, lang), catalog.FACETS)
    # /browse/Event is what happened: events, decisions (rulings, the House's), sanctions, motions.
    roots = HAPPENINGS if cls == str(CANPOL.Event) else {cls}
    dated = [c for c in vocab.terms if roots & vocab.ancestors(c)] if cls in DATED_ROOTS else []
    if cls in DATED_ROOTS or any(root in vocab.ancestors(cls) for root in DATED_ROOTS):
        return _directory(name, cls, fmt, catalog.dated_directory(store, sorted(set(dated) | {cls}), lang),
                          ("kind", "year"))
    listing = catalog.class_listing(store, cls, lang)
    items = listing.items
    if not items and not listing.unnamed and cls not in vocab.terms:
        abort(404, description=f"no class named {name!r}; see /browse for the classes with instances")
    page = _page_number()
    shown = items[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    label = vocab.label(cls, lang)
    rows = _named_rows([{"iri": iri, "label": text} for iri, text in shown], lang)
    if fmt == "json":
        return _json({"class": cls, "label": label, "total": len(items), "unnamed": listing.unnamed,
                      "page": page, "page_size": PAGE_SIZE,
                      "items": [{"iri": r["iri"], "label": r["label"]} for r in rows]})
    return _html(render_template("browse.html", name=name, cls=cls, label=label, rows=rows,
                                 total=len(items), unnamed=listing.unnamed, page=page,
                                 pages=-(-len(items) // PAGE_SIZE), lang=lang, facets=[], chosen={}))


# Classes whose instances are listed newest first with their kind and year as facets (with
# their subclasses): what happened, rather than what exists.
DATED_ROOTS = {str(CANPOL.Event), str(CANPOL.Decision), str(CANPOL.Motion), str(CANPOL.Sanction),
               str(CANPOL.Statement), str(CANPOL.Sitting)}
HAPPENINGS = {str(CANPOL.Event), str(CANPOL.Decision), str(CANPOL.Sanction), str(CANPOL.Motion)}


@bp.app_template_filter("with_data")
def with_data_filter(template: str, **values):
    """`{{ _('leader: %(name)s')|with_data(name=…) }}`: the translated text with its data marked."""
    from .story import with_data

    return with_data(template, **values)


@bp.app_template_filter("dict_without")
def dict_without(values: dict, key: str) -> dict:
    """The arguments of a listing without one filter (the link that removes it)."""
    return {k: v for k, v in values.items() if k != key}


def _named_rows(items: list[dict], lang: str) -> list[dict]:
    """Rows of a listing with a readable name where the store gives only an IRI (a sitting by its
    day, a motion by its demand, a membership by its member: webapp/labels.py), and links."""
    from .labels import name_unlabelled_views
    from .linked import NodeView

    reader = EntityReader(get_store(), base(), lang)
    views = []
    for item in items:
        path = _page_path(item["iri"])
        known = item.get("label") if item.get("label") and item.get("label") != item["iri"] else None
        views.append(NodeView("iri", item["iri"], label=known, path=path))
    name_unlabelled_views(reader, views, None)
    rows = []
    for item, view in zip(items, views):
        rows.append({**item, "label": view.label or view.text, "path": view.path,
                     "href": item["iri"] if view.path is None and is_web_iri(item["iri"]) else None})
    return rows


def _directory(name: str, cls: str, fmt: str, directory, facets: tuple[str, ...]):
    """A listing with facets: `?party=party/ndp&parliament=parliament/44…` (values by page path)
    narrow it; each facet offers its most frequent values among what is left."""
    lang, vocab = language(), vocabulary()
    chosen = {f: request.args.get(f) for f in facets if request.args.get(f)}
    wanted = {f: v if f == "year" else CANPOL_NS + v if f == "kind" else str(iri_for_path(base(), v))
              for f, v in chosen.items()}
    entries = [e for e in directory.entries if all(v in e[f] for f, v in wanted.items())]
    page = _page_number()
    shown = entries[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    label = vocab.label(cls, lang)
    people = catalog.people_briefs(get_store(), [e["iri"] for e in shown], lang) if cls == str(CANPOL.Person) else \
        catalog.motion_briefs(get_store(), [e["iri"] for e in shown], lang) if cls == str(CANPOL.Motion) else {}
    rows = _named_rows([{"iri": e["iri"], "label": e.get("label"), "date": e.get("date"),
                         "meta": people.get(e["iri"]) or ", ".join(sorted(directory.facet_labels.get("kind", {}).get(k, "")
                                                                          for k in e.get("kind", ())))}
                        for e in shown], lang)
    offered = []
    for facet in facets:
        values = catalog.facet_counts(entries, facet, directory.facet_labels[facet])
        if facet == "year":
            values.sort(key=lambda v: v["value"], reverse=True)
        for v in values:
            v["arg"] = v["value"] if facet == "year" else (
                v["value"][len(CANPOL_NS):] if facet == "kind" and v["value"].startswith(CANPOL_NS)
                else (_page_path(v["value"]) or v["value"]))
        offered.append({"facet": facet, "values": values})
    if fmt == "json":
        return _json({"class": cls, "label": label, "total": len(entries), "unnamed": 0, "page": page,
                      "page_size": PAGE_SIZE, "filters": chosen,
                      "facets": {f["facet"]: [{k: v[k] for k in ("value", "label", "count")} for v in f["values"]]
                                 for f in offered},
                      "items": [{k: r[k] for k in ("iri", "label", "date", "meta") if r.get(k)} for r in rows]})
    return _html(render_template("browse.html", name=name, cls=cls, label=label, rows=rows, total=len(entries),
                                 unnamed=0, page=page, pages=-(-len(entries) // PAGE_SIZE), lang=lang,
                                 facets=offered, chosen=chosen))


# -- export ------------------------------------------------------------------------------------

EXPORT_FORMATS = ["turtle", "nt", "nq", "trig", "jsonld", "rdfxml"]
CHUNK = 64 * 1024


class _QueueWriter:
    """A binary stream whose writes go to a bounded queue read by the response generator."""

    def __init__(self, q: queue.Queue, cancelled: threading.Event):
        self.q, self.cancelled, self.buffer = q, cancelled, bytearray()

    def write(self, data) -> int:
        if self.cancelled.is_set():
            raise BrokenPipeError("the client went away")
        self.buffer += data
        if len(self.buffer) >= CHUNK:
            self.flush()
        return len(data)

    def flush(self) -> None:
        if self.buffer:
            while not self.cancelled.is_set():
                try:
                    self.q.put(bytes(self.buffer), timeout=1)
                    break
                except queue.Full:
                    continue
            self.buffer.clear()


def _stream_export(store, format_name: str, graph: str | None, gzipped: bool):
    """Run the store's export in a thread and yield its bytes as they come (gzip on the fly)."""
    q: queue.Queue = queue.Queue(maxsize=16)
    cancelled = threading.Event()
    done = object()
    failure = []

    def produce():
        writer = _QueueWriter(q, cancelled)
        try:
            store.export(writer, format_name, graph)
            writer.flush()
        except Exception as error:  # reported by the generator; the client sees a cut stream
            failure.append(error)
        finally:
            while not cancelled.is_set():
                try:
                    q.put(done, timeout=1)
                    break
                except queue.Full:
                    continue

    thread = threading.Thread(target=produce, name="canpol-export", daemon=True)
    thread.start()
    compressor = zlib.compressobj(6, zlib.DEFLATED, 31) if gzipped else None
    try:
        while True:
            chunk = q.get()
            if chunk is done:
                break
            yield compressor.compress(chunk) if compressor else chunk
        if failure:
            current_app.logger.error("export failed: %s", failure[0])
            return
        if compressor:
            yield compressor.flush()
    finally:
        cancelled.set()


def _export_graphs(store) -> list[dict]:
    """The named graphs by title (the headline or name of the source each was drawn from), with
    their page, publisher, date and size, in order of title."""
    from flask_babel import gettext

    from .pagequeries import load_query

    graphs = catalog.statistics(store)["graphs"]
    described = EntityReader(store, base(), language()).describe_graphs({iri for iri, _ in graphs})
    names: dict[str, set[str]] = {}
    reference: set[str] = set()
    for row in store.select(load_query("graph_titles"), {"g": [URIRef(iri) for iri, _ in graphs]}):
        if "name" in row:
            names.setdefault(str(row["g"]), set()).add(str(row["name"]))
        if "reference" in row:
            reference.add(str(row["g"]))
    rows = []
    for iri, n in graphs:
        info = described[iri]
        title = info.get("headline") or (info["label"] if info["label"] != info.get("path") else None)
        if title is None and iri in names:  # a dataset made of several named sources
            title = ", ".join(sorted(names[iri], key=str.casefold))
            if iri in reference:
                title = gettext("Reference knowledge base (%(sources)s)", sources=title)
        rows.append({"iri": iri, "triples": n, "title": title or info.get("path") or iri, "path": info.get("path"),
                     "publisher": info.get("publisher"), "published": info.get("published")})
    rows.sort(key=lambda r: (r["title"].casefold(), r["iri"]))
    return rows


@bp.route("/export")
def export():
    """The whole dataset or one named graph in any RDF format, streamed, gzip on request, ETag."""
    store = get_store()
    graph = request.args.get("graph")
    name = request.args.get("format")
    if name is None:
        offers = [FORMATS[f].media_type for f in EXPORT_FORMATS]
        choice = best([HTML] + offers)
        if choice is None:
            abort(406)
        if choice == HTML:
            graphs = _export_graphs(store)
            window = Window("graphs", len(graphs), requested_offset("graphs"), list_page_size())
            return _html(render_template("export.html", graphs=window.cut(graphs), window=window,
                                         formats=[FORMATS[f] for f in EXPORT_FORMATS],
                                         lang=language()))
        name = next(f for f in EXPORT_FORMATS if FORMATS[f].media_type == choice)
    try:
        info = rdf_format(name)
    except InputError as error:
        abort(400, description=str(error))
    from .pages import valid_iri

    if graph is not None and not valid_iri(graph):
        abort(400, description="the graph parameter is not an IRI; see /export for the list of graphs")
    if graph is not None and not store.has_graph(graph):
        abort(404, description=f"no graph named <{graph}>; see /export for the list")
    # gzip=1 asks for a compressed file (application/gzip, saved as canpol.ttl.gz); Accept-Encoding
    # alone compresses the transfer (Content-Encoding), which the client undoes (saved as canpol.ttl).
    as_file = request.args.get("gzip") in ("1", "true")
    in_transfer = not as_file and "gzip" in request.accept_encodings
    gzipped = as_file or in_transfer
    mode = "file" if as_file else "transfer" if in_transfer else "plain"
    tag = hashlib.sha256(f"{catalog.fingerprint(store)}|{info.name}|{graph}|{mode}".encode()).hexdigest()[:32]
    etag = f'"{tag}"'
    headers = {"ETag": etag, "Vary": "Accept, Accept-Encoding", "Cache-Control": "no-cache"}
    if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")] or \
            request.headers.get("If-None-Match", "").strip() == "*":
        return Response(status=304, headers=headers)
    stem = "canpol" if graph is None else "canpol-" + (local_name(graph) or "graph")
    filename = f"{stem}{info.extensions[0]}"
    media_type = info.media_type
    if as_file:
        filename, media_type = filename + ".gz", "application/gzip"
    elif in_transfer:
        headers["Content-Encoding"] = "gzip"
    headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    body = stream_with_context(_stream_export(store, info.name, graph, gzipped))
    return Response(body, mimetype=media_type, headers=headers, direct_passthrough=True)


# -- ontology ----------------------------------------------------------------------------------

ONTOLOGY_FORMATS = {"text/turtle": "turtle", "application/rdf+xml": "rdfxml",
                    "application/n-triples": "nt", "application/ld+json": "jsonld"}


@bp.route("/ontology")
def ontology():
    """Documentation of every class, property and concept; the OWL file by Accept."""
    choice = best([HTML] + list(ONTOLOGY_FORMATS) + [JSON])
    if choice is None:
        abort(406)
    if choice == JSON:
        return _json(_ontology_json())
    if choice != HTML:
        return _ontology_file(ONTOLOGY_FORMATS[choice])
    from flask_babel import gettext

    lang, vocab = language(), vocabulary()
    # The words of each term's description in the reader's language, translated once for the
    # page's hundreds of terms (a gettext call per word and term was half the page's time).
    kinds = {"class": gettext("class"), "object property": gettext("object property"),
             "datatype property": gettext("datatype property"), "annotation property": gettext("annotation property"),
             "concept": gettext("concept"), "concept scheme": gettext("concept scheme")}
    words = {"iri": gettext("IRI"), "kind": gettext("kind"), "label": gettext("label"),
             "definition": gettext("definition"), "subclass": gettext("subclass of"),
             "subproperty": gettext("subproperty of"), "domain": gettext("domain"), "range": gettext("range"),
             "inverse": gettext("inverse of")}
    for code in LANGUAGES:
        words["label", code] = gettext("label (%(language)s)", language=code)
        words["definition", code] = gettext("definition (%(language)s)", language=code)
    return _html(render_template("ontology.html", vocab=vocab, lang=lang, ontology_iri=ONTOLOGY_IRI,
                                 formats=ONTOLOGY_FORMATS, kinds=kinds, words=words))


@bp.route("/ontology.<ext>")
def ontology_file(ext: str):
    names = {"ttl": "turtle", "rdf": "rdfxml", "owl": "rdfxml", "nt": "nt", "jsonld": "jsonld"}
    if ext not in names:
        abort(404, description="the ontology is served as .ttl, .owl, .rdf, .nt or .jsonld")
    return _ontology_file(names[ext])


def _ontology_file(name: str) -> Response:
    info = FORMATS[name]
    if name == "turtle":
        body = ontology_path().read_bytes()
    else:
        body = vocabulary().graph.serialize(format=info.rdflib_name, encoding="utf-8")
    response = Response(body, mimetype=info.media_type)
    response.vary.add("Accept")
    return response


def _ontology_json() -> dict:
    vocab = vocabulary()

    def term(t):
        return {"iri": t.iri, "kind": t.kind,
                "labels": {l.language or "": str(l) for l in t.labels},
                "definitions": {d.language or "": str(d) for d in t.definitions},
                "parents": t.parents, "domain": t.domain, "range": t.range}

    return {"iri": ONTOLOGY_IRI, "classes": [term(t) for t in vocab.classes()],
            "properties": [term(t) for t in vocab.properties()],
            "concepts": [term(t) for t in vocab.concepts()]}


# -- VoID ----------------------------------------------------------------------------------------

VOID_FORMATS = {"text/turtle": "turtle", "application/n-triples": "nt",
                "application/ld+json": "jsonld", "application/rdf+xml": "rdfxml"}


@bp.route("/.well-known/void")
def void():
    """The VoID description of the dataset: size, classes, graphs, dumps, endpoint, licence."""
    choice = best(list(VOID_FORMATS) + [HTML, JSON])
    if choice is None:
        abort(406)
    name = "jsonld" if choice == JSON else VOID_FORMATS.get(choice, "turtle")
    graph = void_graph()
    info = FORMATS[name]
    response = Response(graph.serialize(format=info.rdflib_name, encoding="utf-8"),
                        mimetype=info.media_type)
    response.vary.add("Accept")
    return response


def void_graph() -> Graph:
    store = get_store()
    stats = catalog.statistics(store)
    root = request.url_root
    here = URIRef(root + ".well-known/void")
    dataset = URIRef(root + ".well-known/void#canpol")
    g = Graph()
    g.bind("void", VOID)
    g.bind("dcterms", DCTERMS)
    g.bind("foaf", FOAF)
    g.add((here, RDF.type, VOID.DatasetDescription))
    g.add((here, FOAF.primaryTopic, dataset))
    g.add((dataset, RDF.type, VOID.Dataset))
    g.add((dataset, DCTERMS.title, Literal("canpol: Canadian political events", lang="en")))
    g.add((dataset, DCTERMS.description, Literal(
        "Members, parties, ridings, proceedings, rulings and political events of the Parliament "
        "of Canada, each claim kept with its source and quoted evidence.", lang="en")))
    # The licence and the credit of the footer of every page, in every language of the site.
    g.add((dataset, DCTERMS.license, URIRef(attribution.license_iri())))
    for lang, text in attribution.rights_by_language(LANGUAGES).items():
        g.add((dataset, DCTERMS.rights, Literal(text, lang=lang)))
    for source, names in attribution.source_names_by_language(LANGUAGES):
        g.add((dataset, DCTERMS.source, URIRef(source.url)))
        for lang, name in names.items():
            g.add((URIRef(source.url), RDFS.label, Literal(name, lang=lang)))
    modified = stats["modified"][:10] if stats["modified"] else date.today().isoformat()
    g.add((dataset, DCTERMS.modified, Literal(modified, datatype=XSD.date)))
    g.add((dataset, VOID.triples, Literal(stats["triples"], datatype=XSD.integer)))
    g.add((dataset, VOID.uriSpace, Literal(base() + "id/")))
    g.add((dataset, VOID.vocabulary, URIRef(CANPOL_NS)))
    g.add((dataset, VOID.sparqlEndpoint, URIRef(root + "sparql")))
    g.add((dataset, VOID.uriLookupEndpoint, URIRef(root + "search?q=")))
    for name in ("nq", "turtle"):
        g.add((dataset, VOID.dataDump, URIRef(f"{root}export?format={name}")))
    # Blank nodes named after their place in the (sorted) lists, not at random, so that the
    # document is the same on every request and over every store.
    for i, (cls, n) in enumerate(stats["classes"], 1):
        part = BNode(f"class{i:04d}")
        g.add((dataset, VOID.classPartition, part))
        g.add((part, VOID["class"], URIRef(cls)))
        g.add((part, VOID.entities, Literal(n, datatype=XSD.integer)))
    for i, (iri, triples) in enumerate(stats["graphs"], 1):
        sub = BNode(f"graph{i:06d}")
        g.add((dataset, VOID.subset, sub))
        g.add((sub, RDF.type, VOID.Dataset))
        g.add((sub, URIRef("http://www.w3.org/ns/sparql-service-description#name"), URIRef(iri)))
        g.add((sub, VOID.triples, Literal(triples, datatype=XSD.integer)))
        g.add((sub, VOID.dataDump, URIRef(f"{root}export?format=nq&graph={_quote(iri)}")))
    return g


def _quote(value: str) -> str:
    from urllib.parse import quote

    return quote(value, safe="")
