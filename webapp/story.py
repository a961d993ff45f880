"""The story views of entity pages: a person's summary line, links out and incidents (the
events they took part in by role, grouped by episode), a party's leaders, seats and members, a
motion's title and outcome, a sitting's incidents and motions. Built from what linked.py read,
with the queries of queries/pages/."""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date as Date
from urllib.parse import quote

from markupsafe import Markup, escape
from rdflib import OWL, Literal, URIRef

from canpol.ontology import CANPOL

from .i18n import gettext as _
from .i18n import lazy_gettext
from .labels import long_date, sentence_case, short_name, sitting_label, years
from .pagequeries import load_query
from .vocabulary import other_language, pick, pick_literal

# What a person did in an event, by the property linking the event to them, in this order.
ROLES = {
    str(CANPOL.agent): lazy_gettext("acted"),
    str(CANPOL.mover): lazy_gettext("moved"),
    str(CANPOL.target): lazy_gettext("was targeted"),
    str(CANPOL.opposedBy): lazy_gettext("opposed"),
    str(CANPOL.ruledBy): lazy_gettext("in the chair"),
    str(CANPOL.sanctionedPerson): lazy_gettext("was sanctioned"),
    str(CANPOL.concernsMember): lazy_gettext("was the subject"),
    str(CANPOL.participant): lazy_gettext("took part"),
    str(CANPOL.speaker): lazy_gettext("spoke"),
    str(CANPOL.voter): lazy_gettext("voted"),
}
ROLE_ORDER = {prop: i for i, prop in enumerate(ROLES)}
MENTIONS = str(CANPOL.mentions)
# (as strings, once: a namespace attribute makes a new URIRef on each use, in rdflib's Python)
HOUSE_MEMBERSHIP, PARTY_MEMBERSHIP = str(CANPOL.HouseMembership), str(CANPOL.PartyMembership)
OFFICE_HOLDING = str(CANPOL.OfficeHolding)
MERGE_GAP_DAYS = 400  # House terms of one riding closer than this (a dissolution) read as one run
SUMMARY_OFFICES = 2  # offices named in a summary line besides the seat
OPENPARLIAMENT_FROM = "1994-01-17"  # the first sitting openparliament.ca covers (35th Parliament)


def _day(iso: str | None) -> Date | None:
    try:
        return Date.fromisoformat(iso[:10]) if iso else None
    except ValueError:
        return None


def today() -> str:
    return Date.today().isoformat()


# -- a person -------------------------------------------------------------------------------------

def _riding_key(name: str | None) -> str:
    """A riding's name as compared across sources: 'Hull — Aylmer' is 'Hull—Aylmer'."""
    from .ordering import fold

    return re.sub(r"[\s\u2013\u2014-]+", "", fold(name or ""))


def _runs(terms: list[dict]) -> list[dict]:
    """House terms of one riding that follow each other (a dissolution between) as one run."""
    runs: list[dict] = []
    for t in sorted(terms, key=lambda t: t["from"] or ""):
        last = runs[-1] if runs else None
        start, end = _day(t["from"]), _day(last["until"]) if last else None
        # one riding by its name too: a new representation order gives it a new IRI
        same = last and (last["district"] == t["district"] or _riding_key(last["riding"]) == _riding_key(t["riding"]))
        if (same and last["until"] and start and end
                and (start - end).days <= MERGE_GAP_DAYS):
            last.update(until=t["until"], riding=t["riding"], district=t["district"])  # its latest name
        else:
            runs.append(dict(t))
    return runs


def _active(m: dict, on: str) -> bool:
    return (m["from"] or "") <= on and (not m["until"] or on <= m["until"])


def person_summary(store, memberships: list[dict], lang: str) -> Markup | None:
    """'MP for Burnaby South (NDP), 2019–2025; Leader of the New Democratic Party, 2017–2025':
    the last seat (with the party at its end), then the current offices, else the one taken last
    (not the one that ended last: an end may be only the latest day the data allow); an
    office its source leaves open only as of the day it was taken (knownUntil) is said as of that
    day, not as holding now. The
    names in it are data (marked class="data"; `str(Markup.striptags())` gives the plain line)."""
    house = [{"district": m["district"].value, "riding": m["district"].text, "from": m["from"], "until": m["until"]}
             for m in memberships if m["type"].value == HOUSE_MEMBERSHIP and m.get("district")]
    parties = [m for m in memberships if m["type"].value == PARTY_MEMBERSHIP and m.get("org")]
    offices = [m for m in memberships if m["type"].value == OFFICE_HOLDING and m.get("office")]
    parts = []
    if house:
        run = _runs(house)[-1]
        on = run["until"] or today()
        party = next((p for p in sorted(parties, key=lambda p: p["from"] or "", reverse=True) if _active(p, on)), None)
        riding = run["riding"]
        if party is not None:
            short = _party_short(store, URIRef(party["org"].value), lang) or party["org"].text
            riding = f"{riding} ({short})"
        if run["until"]:
            parts.append(with_data(_("MP for %(riding)s, %(years)s"), riding=riding,
                                   years=Plain(years(run["from"], run["until"]))))
        else:
            parts.append(with_data(_("MP for %(riding)s since %(year)s"), riding=riding,
                                   year=Plain((run["from"] or "")[:4])))
    current = [m for m in offices if not m["until"]]
    shown = sorted(current, key=lambda m: m["from"] or "", reverse=True) or \
        sorted(offices, key=lambda m: (m["from"] or "", m["until"] or ""), reverse=True)[:1]
    for m in shown[:SUMMARY_OFFICES]:
        if m["until"]:
            parts.append(with_data(_("%(office)s, %(years)s"), office=m["office"].text,
                                   years=Plain(years(m["from"], m["until"]))))
        elif m.get("known"):  # open in a source that stops then (ParlInfo, 2020): not said as of today
            parts.append(with_data(_("%(office)s from %(year)s (as of %(date)s)"), office=m["office"].text,
                                   year=Plain((m["from"] or "")[:4]), date=Plain(long_date(m["known"]))))
        else:
            parts.append(with_data(_("%(office)s since %(year)s"), office=m["office"].text,
                                   year=Plain((m["from"] or "")[:4])))
    return Markup("; ").join(parts) if parts else None


class Plain(str):
    """A value of a translated text that is not data (a year): shown as it is, escaped."""


def with_data(template: str, **values) -> Markup:
    """A translated text (`template`, with %(name)s placeholders) with its values escaped and the
    data among them (names, not `Plain` years) marked class="data" for the reader's tools."""
    marked = {k: v if isinstance(v, Plain) else Markup('<span class="data">%s</span>') % v for k, v in values.items()}
    return Markup(escape(template)) % marked


def _party_short(store, party: URIRef, lang: str) -> str | None:
    """A party's short name, remembered for the snapshot: a few parties appear on every person's
    page, and reading one took two queries."""
    from .catalog import memo

    def read():
        rows = store.select(load_query("labels_en_fr"), {"s": party})
        abbreviations = [o for r in store.select(load_query("describe_plain"), {"s": party})
                         if str(r["p"]) == str(CANPOL.abbreviation) for o in [r["o"]]]
        return short_name([r["label"] for r in rows], abbreviations, lang)

    return memo(store, "party-short", (party, lang), read)


def links_out(entity, lang: str) -> list[dict]:
    """Links to the person's pages elsewhere, built from the ids the reference KB holds:
    ParlInfo's PersonId, the House of Commons PersonId, the Wikidata QID, the social media
    handle; and openparliament.ca's search by name for members since it began (the KB holds no
    openparliament id)."""
    def values(prop):
        return [v.value for g in entity.outgoing if g.prop.value == prop for v, _ in g.values]

    locale = "fr_CA" if lang == "fr" else "en_CA"
    out = []
    for pid in values(str(CANPOL.parlinfoId)):
        if pid.isdigit():
            out.append({"site": "ParlInfo", "href": f"https://lop.parl.ca/sites/ParlInfo/default/{locale}/People/Profile?personId={pid}",
                        "text": _("ParlInfo profile")})
    for hid in values(str(CANPOL.houseId)):
        if hid.isdigit():
            out.append({"site": "ourcommons.ca", "href": f"https://www.ourcommons.ca/members/{'fr' if lang == 'fr' else 'en'}/{hid}",
                        "text": _("House of Commons member page")})
    since_1994 = any(m["type"].value == HOUSE_MEMBERSHIP and (m["until"] or "9999") >= OPENPARLIAMENT_FROM
                     for m in entity.memberships)
    if since_1994:
        out.append({"site": "openparliament.ca", "href": "https://openparliament.ca/search/?q=" + quote(entity.label),
                    "text": _("openparliament.ca (search by name)")})
    for iri in values(str(OWL.sameAs)):
        match = re.fullmatch(r"http://www\.wikidata\.org/entity/(Q\d+)", iri)
        if match:
            out.append({"site": "Wikidata", "href": f"https://www.wikidata.org/wiki/{match.group(1)}",
                        "text": _("Wikidata item %(qid)s", qid=match.group(1))})
    for handle in values(str(CANPOL.socialMediaHandle)):
        name = handle.lstrip("@")
        if re.fullmatch(r"\w{1,30}", name):
            out.append({"site": "X", "href": f"https://x.com/{name}", "text": f"@{name}"})
    return out


def incident_key(event: dict) -> tuple:
    """The episode an event belongs to: its canpol:Incident (loaders/incidents.py groups the
    events of one episode), else its day (in the House or outside it)."""
    if event.get("incident") is not None:
        return ("incident", event["incident"].value)
    return ("day", event["date"] or "")


GENERIC_LABEL = re.compile(r"^[^:]+ ?: .+ \(\d{4}-\d{2}-\d{2}\)$")  # 'Refusal: A. Member (2001-02-03)'


def with_others(reader, events: list[dict], own: str | None) -> None:
    """Each event's other participants by role (`others`: [(role words, [views])]), read for all
    the events with one query: who asked, who was asked, who was in the chair."""
    from .linked import path_for_iri

    keys = [URIRef(e["event"].value) for e in events if e["event"].kind == "iri"]
    if not keys:
        return
    found: dict[str, dict[str, dict]] = defaultdict(dict)
    acting: set[str] = set()  # events the page's person did: the office they did it in is theirs
    for row in reader.store.iter_select(load_query("event_people"), {"e": keys}):
        role, who, labels = str(row["role"]), row["who"], [row["label"]] if "label" in row else []
        if role in AGENT_ROLES and str(who) == own:
            acting.add(str(row["e"]))
        if not isinstance(who, URIRef):  # an actor named by an office: the presumed holder, if any
            if "presumed" not in row:
                continue
            role, who = PRESUMED, row["presumed"]
            labels = [row["presumedLabel"]] if "presumedLabel" in row else []
        if str(who) == own:
            continue
        item = found[str(row["e"])].setdefault(str(who), {"roles": set(), "labels": []})
        item["roles"].add(role)
        for label in labels:
            if label not in item["labels"]:
                item["labels"].append(label)
    for e in events:
        people = found.get(e["event"].value, {})
        by_role: dict[str, list] = defaultdict(list)
        for who, item in people.items():
            role = min(item["roles"], key=lambda r: OTHER_ORDER.get(r, 99))
            view = reader.node(URIRef(who), item["labels"])
            if path_for_iri(reader.base, who) is None:
                continue
            by_role[role].append(view)
        words = {**OTHER_ROLES, str(CANPOL.inCapacityOf): OWN_CAPACITY} if e["event"].value in acting else OTHER_ROLES
        e["others"] = [{"role": str(words.get(r, reader.prop(r).text)), "who": sorted(vs, key=lambda v: v.text)}
                       for r, vs in sorted(by_role.items(), key=lambda kv: OTHER_ORDER.get(kv[0], 99))]


PRESUMED = str(CANPOL.presumedHolder)
AGENT_ROLES = {str(CANPOL.agent), str(CANPOL.ruledBy)}
OWN_CAPACITY = lazy_gettext("as")  # the office the page's own person acted in
# How an event's other participants are introduced, by their role in it.
OTHER_ROLES = {
    str(CANPOL.agent): lazy_gettext("by"),
    str(CANPOL.inCapacityOf): lazy_gettext("by"),
    PRESUMED: lazy_gettext("presumably"),
    str(CANPOL.mover): lazy_gettext("moved by"),
    str(CANPOL.target): lazy_gettext("towards"),
    str(CANPOL.opposedBy): lazy_gettext("opposed by"),
    str(CANPOL.ruledBy): lazy_gettext("chair"),
    str(CANPOL.sanctionedPerson): lazy_gettext("sanctioned"),
    str(CANPOL.concernsMember): lazy_gettext("about"),
    str(CANPOL.participant): lazy_gettext("with"),
}


OTHER_ORDER = {prop: i for i, prop in enumerate(OTHER_ROLES)}


def incidents(events: list[dict]) -> list[dict]:
    """The events grouped by episode, newest first; in each, the events by role (acted, moved,
    was targeted, …) then type. An episode's title is its incident's name, else its sitting's,
    else its day."""
    groups: dict[tuple, dict] = {}
    # An event the grouping left out (a sanction stated apart) joins the incident of its day when
    # the page's entity took part in just one that day.
    by_day: dict[str, set] = defaultdict(set)
    for e in events:
        if e.get("incident") is not None:
            by_day[e["date"] or ""].add(incident_key(e))
    for e in events:
        key = incident_key(e)
        if key[0] == "day" and len(by_day.get(key[1], ())) == 1:
            key = next(iter(by_day[key[1]]))
        group = groups.setdefault(key, {"date": e["date"], "sitting": e.get("sitting"), "incident": e.get("incident"),
                                        "events": [], "graphs": set()})
        group["date"] = min(filter(None, [group["date"], e["date"]]), default=None)
        if group["sitting"] is None and e.get("sitting") is not None:
            group["sitting"] = e["sitting"]
        if group["incident"] is None and e.get("incident") is not None:
            group["incident"] = e["incident"]
        group["events"].append(e)
        group["graphs"].update(e["graphs"])
    out = []
    for key, group in groups.items():
        for e in group["events"]:
            e["role_order"] = min((ROLE_ORDER.get(r.value, 99) for r in e["roles"]), default=99)
            e["role_words"] = [str(ROLES[r.value]) if r.value in ROLES else r.text for r in e["roles"]]
        # In story order where the incident gives one, else by role, then kind.
        group["events"].sort(key=lambda e: (e.get("position") is None, e.get("position") or 0, e["role_order"],
                                            [t.text for t in e["types"]], e["event"].text))
        quoted: set[str] = set()
        for e in group["events"]:
            # The event's own words when its label says more than its type and participant.
            generic = not e["event"].label or GENERIC_LABEL.match(e["event"].label)
            e["text"] = e["types"][0].text if e["types"] and generic else e["event"].text
            # A sentence quoted for several events of the incident is shown once, with the first.
            e["shown_quotes"] = [q for q in e["quotes"] if q["exact"] not in quoted]
            quoted.update(q["exact"] for q in e["quotes"])
        if group["incident"] is not None and group["incident"].label:
            # the incident's name without the day it ends with: the day is shown beside it
            title = re.sub(r"\s*\(\d{4}-\d{2}-\d{2}\)$", "", group["incident"].label)
        elif group["sitting"] is not None:
            title = group["sitting"].label or sitting_label(group["sitting"].path or "") or long_date(group["date"] or "")
        else:
            title = long_date(group["date"]) if group["date"] else _("Undated")
        kinds = list(dict.fromkeys(t.text for e in group["events"] for t in e["types"]))
        out.append({"key": "-".join(key), "title": title, "date": group["date"], "sitting": group["sitting"],
                    "incident": group["incident"], "events": group["events"], "kinds": kinds,
                    "graphs": sorted(group["graphs"])})
    out.sort(key=lambda g: (g["date"] or "", g["key"]), reverse=True)
    return out


def split_mentions(events: list[dict]) -> tuple[list[dict], list[dict]]:
    """(events the entity took part in, sources that only mention it)."""
    took_part, mentioned = [], []
    for e in events:
        (mentioned if all(r.value == MENTIONS for r in e["roles"]) else took_part).append(e)
    return took_part, mentioned


def news(reader, entity) -> list[dict]:
    """The articles and posts that mention the entity, newest first, with publisher and date."""
    sources = [URIRef(v.value) for g in entity.incoming if g.prop.value == MENTIONS for v, _ in g.values
               if v.kind == "iri"]
    if not sources:
        return []
    infos = reader.source_infos(sources)
    out = [infos[s] for s in dict.fromkeys(sources)]
    out.sort(key=lambda i: (i.get("published") or "", i["source"].text), reverse=True)
    return out


# -- a party --------------------------------------------------------------------------------------

def party_view(store, iri: URIRef, base: str, lang: str) -> dict:
    """A party's leaders over time, its seats at the start of each Parliament (and today), its
    current members with their ridings."""
    from .linked import path_for_iri

    members: dict[str, dict] = {}
    spans: dict[str, list[tuple[str, str | None]]] = defaultdict(list)
    for row in store.select(load_query("party_memberships"), {"party": iri}):
        if not isinstance(row["person"], URIRef):  # an article's unnamed member ("a Liberal MP")
            continue
        person = str(row["person"])
        info = members.setdefault(person, {"iri": person, "path": path_for_iri(base, person), "names": []})
        if "name" in row and row["name"] not in info["names"]:
            info["names"].append(row["name"])
        span = (str(row["from"]) if "from" in row else "", str(row["until"]) if "until" in row else None)
        if span not in spans[person]:
            spans[person].append(span)
    for info in members.values():
        info["label"] = pick(info.pop("names"), lang) or info["path"] or info["iri"]
    terms: dict[str, list[dict]] = defaultdict(list)
    if members:
        for row in store.iter_select(load_query("house_terms"), {"person": [URIRef(p) for p in members]}):
            term = {"m": str(row["m"]), "from": str(row["from"]), "until": str(row["until"]) if "until" in row else None,
                    "district": str(row["district"]) if "district" in row else None,
                    "riding": row.get("districtName")}
            known = next((t for t in terms[str(row["person"])] if t["m"] == term["m"]), None)
            if known is None:
                term["ridings"] = [term.pop("riding")] if term["riding"] is not None else []
                terms[str(row["person"])].append(term)
            elif term["riding"] is not None and term["riding"] not in known["ridings"]:
                known["ridings"].append(term["riding"])

    def seated(person: str, on: str) -> dict | None:
        if not any(f <= on and (u is None or on <= u) for f, u in spans[person]):
            return None
        return next((t for t in terms[person] if t["from"] <= on and (t["until"] is None or on <= t["until"])), None)

    parliaments = []
    for row in store.select(load_query("parliament_dates")):
        parliaments.append({"iri": str(row["parliament"]), "number": int(row["number"]), "start": str(row["start"]),
                            "label": row.get("label")})
    by_number: dict[int, dict] = {}
    for p in parliaments:  # labels in both languages come as separate rows
        entry = by_number.setdefault(p["number"], {**p, "labels": []})
        if p["label"] is not None:
            entry["labels"].append(p["label"])
    seats = []
    for number in sorted(by_number):
        p = by_number[number]
        count = sum(1 for person in members if seated(person, p["start"]))
        seats.append({"number": number, "date": p["start"], "seats": count, "path": path_for_iri(base, p["iri"]),
                      "label": pick(p["labels"], lang) or str(number)})
    first = next((i for i, s in enumerate(seats) if s["seats"]), None)
    seats = seats[first:] if first is not None else []
    now = today()
    current = []
    for person, info in members.items():
        term = seated(person, now)
        if term is not None:
            current.append({**info, "riding": pick(term["ridings"], lang), "riding_path": path_for_iri(base, term["district"]) if term["district"] else None,
                            "since": term["from"]})
    current.sort(key=lambda m: (family_key(m["label"]), m["label"]))
    return {"leaders": party_leaders(store, iri, base, lang), "seats": seats, "now": now,
            "seats_now": len(current), "current": current, "chart": seat_chart(seats)}


def party_leaders(store, iri: URIRef, base: str, lang: str) -> list[dict]:
    """The holders of the party's leader office (the reference KB's office key leader/{party}),
    newest first."""
    from .linked import path_for_iri

    path = path_for_iri(base, str(iri)) or ""
    if not path.startswith("party/"):
        return []
    office = URIRef(f"{base}id/office/leader/{path.split('/', 1)[1]}")
    found: dict[str, dict] = {}
    for row in store.select(load_query("office_holders"), {"office": office}):
        item = found.setdefault(str(row["m"]), {"person": str(row["person"]), "path": path_for_iri(base, str(row["person"])),
                                                "names": [], "from": None, "until": None})
        if "name" in row and row["name"] not in item["names"]:
            item["names"].append(row["name"])
        for name in ("from", "until"):
            if name in row:
                item[name] = min(filter(None, [item[name], str(row[name])]))
    out = [{"label": pick(i.pop("names"), lang) or i["path"], **i} for i in found.values()]
    out.sort(key=lambda i: (i["from"] or "", i["label"]), reverse=True)
    return out


def seat_chart(seats: list[dict], width: int = 640, height: int = 160) -> dict | None:
    """Bars of an inline SVG (no script): one per Parliament, its height the seats held."""
    if not seats:
        return None
    top = max(s["seats"] for s in seats) or 1
    step = width / len(seats)
    bars = []
    for i, s in enumerate(seats):
        h = round((height - 30) * s["seats"] / top, 1)
        bars.append({"x": round(i * step + step * 0.15, 1), "w": round(step * 0.7, 1), "y": round(height - 18 - h, 1),
                     "h": h, "cx": round(i * step + step / 2, 1), **s})
    return {"width": width, "height": height, "bars": bars, "top": top}


# -- browsing -------------------------------------------------------------------------------------

NAME_QUIRK = re.compile(r"^[_\W]+")


def family_key(name: str, family: str | None = None, given: str | None = None) -> tuple:
    """The sort key of a person by family name, then given name: from the KB's family and given
    names where they are, else the last word of the name. A placeholder given name ('_', as
    ParlInfo writes senators known by one name: '_ Nancy Ruth') is dropped."""
    from .ordering import fold

    clean = NAME_QUIRK.sub("", name or "").strip()
    given = NAME_QUIRK.sub("", given or "").strip()
    if family:
        family = NAME_QUIRK.sub("", family).strip()
    else:
        words = clean.split()
        family, given = (words[-1], " ".join(words[:-1])) if words else ("", "")
    return (fold(family), fold(given), fold(clean))


def display_name(name: str) -> str:
    """The name as shown: without a placeholder given name ('_ Nancy Ruth' -> 'Nancy Ruth')."""
    return NAME_QUIRK.sub("", name).strip() or name


# -- a motion -------------------------------------------------------------------------------------

GENERIC_TITLE = re.compile(r"^(Motion|Motion moved|Motion présentée)\b.*\(\d{4}-\d{2}-\d{2}\)$")


def motion_title(labels: list[Literal], subjects: list[str], demands: list[dict], lang: str) -> str | None:
    """A motion's title: its subject, else its first demand, else its own label, in the page's
    language when the texts are in both, in sentence case."""
    if subjects:
        return sentence_case(subjects[0])
    first = next((d for d in demands if d.get("text")), None)
    if first is not None:
        return sentence_case(first["text"])
    own = pick([l for l in labels if not GENERIC_TITLE.match(str(l))], lang)
    return sentence_case(own) if own else None


def motion_view(reader, entity) -> dict:
    """Mover, date, type, demands, outcome, tally and opposers of a motion, from its statements
    and its decisions (each as reported: sources may differ)."""
    def first(prop):
        return entity.first(prop)

    movers = [v for g in entity.outgoing if g.prop.value == str(CANPOL.mover) for v, _ in g.values]
    subjects = [v.text for g in entity.outgoing if g.prop.value == str(CANPOL.subject) for v, _ in g.values]
    outcome = None
    for d in entity.decisions:
        if d["facts"].get("outcome"):
            outcome = d["facts"]["outcome"][0]
            break
    opposers = [v for d in entity.decisions for v in d["facts"].get("opposed by", [])]
    tally = next(((d["facts"]["yeas"][0].value, d["facts"]["nays"][0].value) for d in entity.decisions
                  if d["facts"].get("yeas") and d["facts"].get("nays")), None)
    title = motion_title(entity.labels, subjects, entity.demands, reader.lang)
    kind = first(str(CANPOL.motionType))
    if title is None and kind is not None and movers:  # nothing says what it asked: say what it was
        title = sentence_case(_("%(kind)s moved by %(mover)s", kind=kind.text, mover=movers[0].text))
    return {"title": title, "title_lang": _title_language(entity, subjects, reader.lang) if title else None,
            "movers": movers, "date": first(str(CANPOL.date)), "type": kind,
            "sitting": first(str(CANPOL.duringSitting)), "outcome": outcome, "tally": tally,
            "opposers": list({v.value: v for v in opposers}.values()),
            "method": next((d["facts"]["method"][0] for d in entity.decisions if d["facts"].get("method")), None)}


def _title_language(entity, subjects: list[str], lang: str) -> str | None:
    """The language of the text `motion_title` took, when not the page's: a demand's or the
    motion's own label (a subject is a resource, named in the reader's language)."""
    if subjects:
        return None
    first = next((d for d in entity.demands if d.get("text")), None)
    if first is not None:
        return first.get("lang")
    return other_language(pick_literal([l for l in entity.labels if not GENERIC_TITLE.match(str(l))], lang), lang)


def sitting_motions(store, story: list[dict], lang: str) -> list[dict]:
    """The motions among a sitting's events, each with its mover and outcome."""
    from .catalog import motion_briefs

    motions = [e["event"] for i in story for e in i["events"]
               if any(t.value == str(CANPOL.Motion) for t in e["types"])]
    briefs = motion_briefs(store, [m.value for m in motions], lang)
    return [{"motion": m, "brief": briefs.get(m.value)} for m in motions]
