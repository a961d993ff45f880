"""Dereferenceable IRIs and entity pages: /id/… answers 303 to /page/… (HTML) or /data/….ext
(RDF) by Accept; a page and its data documents are one view in HTML, JSON and RDF."""

from __future__ import annotations

import hashlib
from urllib.parse import quote

from markupsafe import Markup, escape

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for
from rdflib import Graph, URIRef

from .flaskcontext import current_request
from .i18n import with_language
from . import linked
from .linked import EntityReader, NodeView, is_web_iri
from .linked import iri_for_path as _iri_for_path
from .negotiation import (DATA_EXTENSIONS, EXTENSION_OF, HTML, JSON, RDF_MEDIA_TYPES, base, best,
                          language, page_offers)
from . import warming
from .pagecache import Entry, app_cache
from .paging import Window, list_page_size, requested_offset
from .pictures import neighbourhood, timeline
from .store import get_store
from canpol.graph.formats import FORMATS

bp = Blueprint("pages", __name__)


@bp.app_template_filter("node")
def node_html(n) -> Markup:
    """One RDF term as HTML: a local page link, an http(s) link, an ontology anchor, or text.
    Built here rather than in a Jinja macro because pages show hundreds of terms; every piece
    of data goes through escape(), and only http(s) IRIs become external links."""
    root = current_request().script_root
    if n.kind == "iri":
        title, text = escape(n.value), escape(n.text)
        lang = f' lang="{escape(n.label_lang)}"' if n.label and n.label_lang else ""
        if n.path is not None:
            href = with_language(f"{root}/page/{quote(n.path, safe='/')}")
            return Markup(f'<a href="{escape(href)}" title="{title}"{lang}>{text}</a>')
        if n.term:
            return Markup(f'<a href="{root}/ontology#{escape(n.term)}" title="{title}"{lang}>{text}</a>')
        if n.href and is_web_iri(n.href):
            return Markup(f'<a href="{escape(n.href)}" class="external" rel="nofollow noopener noreferrer" '
                          f'title="{title}"{lang}>{text}</a>')
        return Markup(f'<span class="iri" title="{title}"{lang}>{text}</span>')
    if n.kind == "bnode":  # named by what it holds where the page could tell (webapp/labels.py)
        if n.label:
            return Markup(f'<span class="bnode" title="_:{escape(n.value)}">{escape(n.label)}</span>')
        return Markup(f'<span class="bnode">_:{escape(n.value)}</span>')
    if n.lang:
        lang = escape(n.lang)
        return Markup(f'<span class="literal" lang="{lang}">{escape(n.value)}</span><sup class="lang">{lang}</sup>')
    return Markup(f'<span class="literal">{escape(n.value)}</span>')


@bp.app_template_filter("inverse")
def inverse_html(prop) -> Markup:
    """A property of the links to a page named as read backwards, in the reader's language
    ("member of" -> "is member of" / « est membre de »), linked like `node`."""
    from .vocabulary import vocabulary

    view = NodeView(**vars(prop))
    view.label = vocabulary().inverse_label(prop.value, language())
    return node_html(view)


@bp.app_template_filter("page_url")
def page_url(path: str) -> str:
    """The URL of an entity page; cheaper than url_for for the hundreds of links on a page."""
    return with_language(f"{current_request().script_root}/page/{quote(path, safe='/')}")

TEMPLATES = {"person": "entity/person.html", "event": "entity/event.html",
             "source": "entity/source.html", "motion": "entity/motion.html",
             "incident": "entity/incident.html",
             "party": "entity/party.html", "riding": "entity/generic.html",
             "sitting": "entity/sitting.html", "generic": "entity/generic.html"}


def _vary(response: Response, *names: str) -> Response:
    # In one update: each `response.vary` parses the header again and each change writes it.
    response.vary.update(names)
    return response


def _reader() -> EntityReader:
    return EntityReader(get_store(), base(), language())


def _not_found(path: str, iri: URIRef) -> Response:
    """404 with a page that names the IRI and offers a search; the app's error answer for machines
    and on the .json routes (webapp/errors.py)."""
    if best([HTML, "text/plain", JSON]) == HTML and not request.path.endswith(".json"):
        hint = path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ")
        body = render_template("not_found.html", iri=str(iri), hint=hint)
        response = Response(body, status=404, mimetype="text/html")
    else:
        abort(404, description=f"nothing is known about <{iri}>")
    response.headers["Cache-Control"] = "no-store"
    return _vary(response, "Accept")


@bp.route("/id/<path:path>")
def resource(path: str):
    """303 See Other to the page (browsers) or to the data document the Accept header asks for."""
    return _see_other(path)


@bp.route("/graph/<path:path>", endpoint="graph_resource")
def graph_resource(path: str):
    """Named graph IRIs ({base}graph/…) dereference the same way."""
    return _see_other("graph/" + path)


@bp.route("/vocab/<path:path>", endpoint="vocab_resource")
def vocab_resource(path: str):
    """SKOS concepts of the vocab: namespace dereference the same way."""
    return _see_other("vocab/" + path)


def iri_for_path(base_iri: str, path: str):
    """The IRI a path names; 404 when it names none (characters no IRI may hold)."""
    iri = _iri_for_path(base_iri, path)
    if not valid_iri(str(iri)):
        abort(404, description="no resource has this address: it is not a valid IRI")
    return iri


def valid_iri(iri: str) -> bool:
    import pyoxigraph as ox

    try:
        ox.NamedNode(iri)
    except ValueError:
        return False
    return True


def _see_other(path: str):
    iri = iri_for_path(base(), path)
    if not _reader().exists(iri) and not _is_vocabulary_term(iri):
        return _not_found(path, iri)
    choice = best(page_offers())
    if choice is None:
        abort(406)
    if choice in RDF_MEDIA_TYPES:
        target = url_for("pages.data", path=f"{path}.{EXTENSION_OF[RDF_MEDIA_TYPES[choice]]}")
    elif choice == JSON:
        target = url_for("pages.data", path=f"{path}.json")
    else:
        target = url_for("pages.page", path=path, **_page_args())
    response = redirect(target, code=303)
    return _vary(response, "Accept")


def _page_args() -> dict:
    return {k: v for k, v in request.args.items() if k in ("lang",)}


def _is_vocabulary_term(iri: URIRef) -> bool:
    from .vocabulary import vocabulary

    return str(iri) in vocabulary().terms


def _etag(variant: str) -> str | None:
    """A validator for this URL and variant on the store snapshot the request reads (None for
    backends without snapshots, whose content can change under the same name)."""
    snapshot = get_store().snapshot_name
    if not snapshot:
        return None
    key = f"{snapshot}|{request.full_path}|{variant}|{language()}|{list_page_size()}"
    return '"' + hashlib.sha256(key.encode()).hexdigest()[:24] + '"'


def _cached_build(variant: str, build) -> Response:
    """`build()`, or the answer it (or another web worker) gave before for the same request on the
    same snapshot (webapp/pagecache.py)."""
    snapshot = get_store().snapshot_name
    cache = app_cache() if snapshot else None
    if cache is None or not cache.enabled("page") or request.environ.get(warming.UNCACHED_RENDERING):
        return build()
    # (the lists' page size too: workers started with another CANPOL_LIST_PAGE cut other pages)
    key = (request.script_root, request.full_path, variant, language(), list_page_size())
    entry = cache.get(snapshot, "page", key)
    if entry is not None:
        response = Response(entry.body, mimetype=entry.mimetype, headers=list(entry.headers))
        response.headers["X-Canpol-Cache"] = "hit"
        return response
    warming.start(snapshot)
    response = build()
    if response.status_code == 200 and not response.is_streamed:
        headers = tuple((k, v) for k, v in response.headers.items()
                        if k.lower() not in ("content-type", "content-length"))
        cache.put(snapshot, "page", key, Entry(response.get_data(), response.mimetype, headers))
    response.headers["X-Canpol-Cache"] = "miss"
    return response


def _conditional(variant: str, build) -> Response:
    """`build()` unless the client already holds this variant of this snapshot (304)."""
    etag = _etag(variant)
    if etag and etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
        response = Response(status=304)
    else:
        response = _cached_build(variant, build)
    if etag and response.status_code in (200, 304):
        response.headers["ETag"] = etag
        response.headers["Cache-Control"] = "no-cache"
    return response


@bp.route("/page/<path:path>")
def page(path: str):
    """The entity page: HTML for browsers, the page's JSON view, or RDF, by Accept."""
    choice = best(page_offers())
    if choice is None:
        abort(406)
    if choice in RDF_MEDIA_TYPES:
        return _vary(_conditional(choice, lambda: _data_document(path, RDF_MEDIA_TYPES[choice])), "Accept")
    fmt = "json" if choice == JSON else "html"
    return _vary(_conditional(fmt, lambda: _view(path, fmt)), "Accept", "Accept-Language")


@bp.route("/data/<path:path>")
def data(path: str):
    """Data documents answer their own extension: .ttl .nt .jsonld .rdf (RDF) or .json (the view)."""
    stem, dot, ext = path.rpartition(".")
    if not dot or (ext not in DATA_EXTENSIONS and ext != "json"):
        abort(404, description="a data document ends with .ttl, .nt, .jsonld, .rdf or .json")
    if ext == "json":
        return _vary(_conditional("json", lambda: _view(stem, "json")), "Accept-Language")
    return _conditional(ext, lambda: _data_document(stem, DATA_EXTENSIONS[ext]))


def _view(path: str, fmt: str) -> Response:
    iri = iri_for_path(base(), path)
    reader = _reader()
    offset = requested_offset("offset")  # of the property list `in` or `out` names
    entity = reader.read(iri, in_prop=request.args.get("in"), in_offset=offset,
                         out_prop=request.args.get("out"), out_offset=offset,
                         votes_offset=requested_offset("votes"), interventions_offset=requested_offset("said"),
                         claims_offset=requested_offset("claims"), speakers_offset=requested_offset("speakers"),
                         members_offset=requested_offset("members"), story_offset=requested_offset("story"),
                         list_size=list_page_size())
    if not entity.outgoing and not entity.incoming and not reader.exists(iri):
        if _is_vocabulary_term(iri):
            return redirect(url_for("site.ontology") + "#" + path.rsplit("/", 1)[-1], code=303)
        return _not_found(path, iri)
    if fmt == "json":
        return Response(_json(entity.to_json()), mimetype=JSON)
    formats = [(ext, FORMATS[name].media_type) for ext, name in DATA_EXTENSIONS.items()]
    body = render_template(TEMPLATES.get(entity.kind, "entity/generic.html"), entity=entity,
                           picture=neighbourhood(entity, _picture_members(reader, entity)), timeline=timeline(entity.memberships),
                           formats=formats, path=path, lang=entity.lang,
                           gindex={g: i for i, g in enumerate(entity.graphs, 1)})
    return Response(body, mimetype=HTML)


def _picture_members(reader: EntityReader, entity) -> dict[str, tuple]:
    """Who holds each membership shown as linking to the entity (a party's or riding's), so that
    its picture shows people: membership IRI -> (person view, from, until). From the statements
    the page read to name the memberships (labels.Facts), else with one query."""
    from canpol.ontology import CANPOL
    from .pagequeries import load_query

    from canpol.graph.terms import iri_term

    terms = list(dict.fromkeys(iri_term(v.value) for group in entity.incoming for v, _ in group.values
                               if v.path and v.path.startswith("membership/")))
    if not terms:
        return {}
    rows: dict[str, dict] = {}
    member, valid_from, valid_until = str(CANPOL.member), str(CANPOL.validFrom), str(CANPOL.validUntil)
    for m in terms:
        facts = reader.facts_of.get(m)
        if facts is None:
            continue
        people = facts.values[m].get(member)
        if not people:  # no holder: the query below would give no row for it either
            continue
        # As the query's rows would give it: the first holder, the names of every holder (one
        # holder's are distinct already: Facts keeps each once; rdflib hashes a Literal in Python).
        names = (list(facts.rdfs_labels.get(people[0], ())) if len(people) == 1 else
                 list(dict.fromkeys(n for p in people for n in facts.rdfs_labels.get(p, []))))
        rows[str(m)] = {"person": people[0], "names": names,
                        "from": facts.values[m].get(valid_from, []), "until": facts.values[m].get(valid_until, [])}
    terms = [m for m in terms if m not in reader.facts_of]
    for row in reader.store.select(load_query("membership_summary"), {"m": terms}) if terms else ():
        found = rows.setdefault(str(row["m"]), {"person": row["person"], "names": [], "from": [], "until": []})
        for name, key in (("name", "names"), ("from", "from"), ("until", "until")):
            if name in row and row[name] not in found[key]:
                found[key].append(row[name])
    # The earliest dates where sources disagree (as linked.EntityReader names memberships).
    return {m: (reader.node(r["person"], r["names"]), min(map(str, r["from"]), default=None),
                min(map(str, r["until"]), default=None)) for m, r in rows.items()}


def _json(value) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, indent=1)


HYDRA = "http://www.w3.org/ns/hydra/core#"


def _data_document(path: str, format_name: str) -> Response:
    """A resource's RDF document; a hub's in pages of linked.DOC_STATEMENTS statements (`?statements=N`),
    each page linked to the next and previous by `Link` headers (rel="next", rel="prev") and, in
    Turtle and N-Triples, by hydra:next and hydra:previous statements about the page's URL."""
    iri = iri_for_path(base(), path)
    reader = _reader()
    offset = requested_offset("statements")
    total = reader.data_document_size(iri)
    # (an offset past the end asks nothing of the store: an empty page, whatever its size)
    body = reader.data_document(iri, format_name, offset) if offset == 0 or offset < total else None
    info = FORMATS[format_name]
    if body is None:
        if not reader.exists(iri):  # a named graph with no statements about it still exists
            return _not_found(path, iri)
        body = Graph().serialize(format=info.rdflib_name, encoding="utf-8")
    window = Window("statements", total, offset, linked.DOC_STATEMENTS)
    links = [f'<{iri}>; rel="describes"']
    if window.paged:
        pages = [(rel, window.url(at)) for rel, at in (("next", window.next_offset), ("prev", window.previous_offset))]
        links += [f'<{url}>; rel="{rel}"' for rel, url in pages if url]
        if format_name in ("turtle", "nt"):  # statements a reader of the text sees (IRIs in full: valid in both)
            here = window.url(offset) or current_request().base_url
            said = [f"<{here}> <{HYDRA}{'next' if rel == 'next' else 'previous'}> <{url}> ."
                    for rel, url in pages if url]
            said.append(f'<{here}> <{HYDRA}totalItems> "{window.total}"^^<http://www.w3.org/2001/XMLSchema#integer> .')
            body = body + ("\n".join(said) + "\n").encode()
    response = Response(body, mimetype=info.media_type)
    response.headers["Link"] = ", ".join(links)
    return response
