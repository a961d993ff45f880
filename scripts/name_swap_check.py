"""Name-swap invariance check of the article extractor on the development part of the real news set.

For each article of the part, every gold person that can be swapped surely is replaced (in memory
only: the articles are third-party text, nothing is written) by another reference-KB member of
the same party and gender who sat that day (loaders/name_swap.py), the gold is mapped the same
way, and the extractor's figures on the original and on the swapped article are compared, per
language and over several seeds; the gold events found on one side only are listed.

    python scripts/name_swap_check.py ../shared/news-dev --split corpus/news-dev-split.yaml \
        --part dev --seeds 1 2 3 [--show ARTICLE-PREFIX] [--refusals]

--show prints the swapped text of the matching articles (to the terminal) to check them by eye.
--shift-weeks -1 1 2 moves every date instead (publication, explicit dates of the text, gold) by
whole weeks, so that weekdays stay true (loaders/date_shift.py).
Never run it on the frozen test part.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from dataclasses import replace
from pathlib import Path

import yaml


def _facts_of_documents(docs, kb, keys, minter, store):
    """The predicted Facts of each in-memory Document (each loaded alone, then removed)."""
    from canpol.loaders.article import iter_extractions
    from canpol.loaders.article.emit import build_graph
    from canpol.loaders.evaluation import predicted_facts

    run_at = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    run = minter.resource("run", run_at.strftime("%Y%m%dT%H%M%SZ"))
    out = []
    for extraction in iter_extractions(docs, kb):
        name, graph = build_graph(extraction, minter, kb, run, run_at)
        store.replace_graph(str(name), graph)
        out.append(predicted_facts(store, [str(name)], minter.base, keys))
        store.remove_graph(str(name))
    return out


def _days(gold, doc, key) -> list[dt.date]:
    days = [doc.date] if doc.date else []
    for e in gold.facts.events:
        if key in e.agents or key in e.targets:
            if e.date:
                days.append(dt.date.fromisoformat(e.date))
    for m in gold.facts.motions:
        if m.mover == key and m.date:
            days.append(dt.date.fromisoformat(m.date))
    return sorted(set(days))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("news", type=Path, help="the news set (gold/ and articles/)")
    parser.add_argument("--split", type=Path, required=True)
    parser.add_argument("--part", default="dev")
    parser.add_argument("--seeds", nargs="+", default=["1", "2", "3"])
    parser.add_argument("--show", default=None, help="print the swapped text of articles whose name starts so")
    parser.add_argument("--hard", action="store_true",
                        help="replacements only among names that trip name finders (particles, hyphens, accents, initials)")
    parser.add_argument("--shift-weeks", nargs="+", type=int, default=None,
                        help="instead of names, move every date by these numbers of weeks (one run each; "
                             "loaders/date_shift.py)")
    parser.add_argument("--refusals", action="store_true", help="list the persons not swapped and why")
    args = parser.parse_args(argv)
    if args.part == "test":
        parser.error("the test part is frozen: never run this on it")

    from canpol.config import DEFAULT_BASE
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders.article.kb import default_kb
    from canpol.loaders.article.read import read_document
    from canpol.loaders.evaluation import Counts, match_events, read_gold, read_split, reference_keys, score_article
    from canpol.loaders.name_swap import map_gold, swap_article

    only = read_split(args.split, args.part)
    minter = IriMinter(DEFAULT_BASE)
    kb = default_kb(minter.base)
    keys = reference_keys(minter.base)
    store = EmbeddedStore(None)
    items = []
    for name in sorted(only):
        path = args.news / "gold" / name
        gold = read_gold(path)
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        mentions: dict[str, list[str]] = {}
        for entity in raw["entities"]:
            if entity["iri"].startswith("person/"):
                mentions.setdefault(entity["iri"], []).append(entity["mention"])
        article = args.news / "articles" / gold.article
        doc = next(iter(read_document(article.read_bytes(), article.suffix, article.name)))
        items.append((gold, doc, mentions))

    try:
        original_facts = _facts_of_documents([d for _, d, _ in items], kb, keys, minter, store)
        results = {"original": [(g.facts, g.language, f) for (g, _, _), f in zip(items, original_facts)]}
        swapped_info = {}
        for seed in (args.shift_weeks if args.shift_weeks else args.seeds):
            docs, golds, infos = [], [], []
            for gold, doc, mentions in items:
                if args.shift_weeks:
                    shifted = shifted_article(kb, gold, doc, seed)
                    docs.append(shifted[0])
                    golds.append(shifted[1])
                    infos.append(shifted[2])
                    if args.show and gold.article.startswith(args.show):
                        print(f"===== {seed} weeks: {gold.article}: {shifted[2].refused or 'shifted'}")
                        print(shifted[0].date, shifted[0].text)
                    continue
                days = {k: _days(gold, doc, k) for k in mentions}
                days = {k: v for k, v in days.items() if v}
                swapped = swap_article(kb, doc.text, gold.article, {k: mentions[k] for k in days}, days, seed,
                                       hard=args.hard)
                for k in set(mentions) - set(days):
                    swapped.refused[k] = "no date"
                docs.append(replace(doc, text=swapped.text, original=None, shifts=(),
                                    title=swapped_title(doc.title, swapped)))
                golds.append(map_gold(gold.facts, swapped.swaps))
                infos.append(swapped)
                if args.show and gold.article.startswith(args.show):
                    print(f"===== seed {seed}: {gold.article}")
                    for s in swapped.swaps:
                        print(f"  swap {s.original} -> {s.replacement}")
                    for k, why in swapped.refused.items():
                        print(f"  kept {k}: {why}")
                    print(swapped.text)
            facts = _facts_of_documents(docs, kb, keys, minter, store)
            seed = str(seed)
            results[seed] = [(g, gold.language, f) for g, (gold, _, _), f in zip(golds, items, facts)]
            swapped_info[seed] = infos
    finally:
        store.close()

    def table(rows):
        langs: dict[str, dict[str, Counts]] = {}
        for gold_facts, lang, predicted in rows:
            counts = score_article(gold_facts, predicted)
            for l in (lang, "all"):
                bucket = langs.setdefault(l, {})
                for kind in ("events", "event arguments", "links", "dates"):
                    bucket[kind] = bucket.get(kind, Counts()) + counts[kind]
        return langs

    def line(c):
        return f"{c.tp + c.fn:>4} {c.tp + c.fp:>4} {c.tp:>4}  P {c.precision:.3f} R {c.recall:.3f} F1 {c.f1:.3f}"

    print("figures: gold found right, P R F1 (events | event arguments | links)")
    for label, rows in results.items():
        t = table(rows)
        for lang in ("en", "fr", "all"):
            if lang in t:
                print(f"{str(label):>8} {lang:>3}  events {line(t[lang]['events'])} | args {line(t[lang]['event arguments'])}"
                      f" | links {line(t[lang]['links'])} | dates {line(t[lang]['dates'])}")
    total_swaps = {seed: sum(len(i.swaps) for i in infos) for seed, infos in swapped_info.items()}
    total_refused = {seed: sum(len(i.refused) for i in infos) for seed, infos in swapped_info.items()}
    if args.shift_weeks:
        events_moved = {seed: sum(len(g.events) for (g, _, _), i in zip(results[seed], swapped_info[seed]) if i.swaps)
                        for seed in swapped_info}
        print(f"articles moved per shift (weeks): {total_swaps}; kept as they were: {total_refused}; "
              f"gold events in the moved articles: {events_moved}")
        total_swaps = None
    else:
        print(f"persons swapped per seed: {total_swaps}; kept: {total_refused}")
    swapped_events = {}
    seeds = [str(w) for w in args.shift_weeks] if args.shift_weeks else args.seeds
    for seed in seeds:
        n = 0
        for (gold_facts, _, _), infos in zip(results[seed], swapped_info[seed]):
            touched = {s.replacement for s in infos.swaps}
            n += sum(1 for e in gold_facts.events if (e.agents | e.targets) & touched)
        swapped_events[seed] = n
    if total_swaps is not None:
        print(f"gold events whose person is swapped, per seed: {swapped_events}")

    print("\nevents lost (found on the original, not after the swap) and gained, and new wrong events:")
    for seed in seeds:
        for n, ((orig_gold, _, orig_pred), (sw_gold, _, sw_pred)) in enumerate(zip(results["original"], results[seed])):
            found_orig = {g for g, _ in match_events(orig_gold.events, orig_pred.events)}
            pairs = match_events(sw_gold.events, sw_pred.events)
            found_sw = {g for g, _ in pairs}
            extra_orig = len(orig_pred.events) - len(found_orig)
            extra_sw = len(sw_pred.events) - len(found_sw)
            article = items[n][0].article
            swaps = ", ".join(f"{s.original.split('/')[1]}->{s.replacement.split('/')[1]}" for s in swapped_info[seed][n].swaps)
            for g in sorted(found_orig - found_sw):
                e = sw_gold.events[g]
                print(f"  seed {seed} LOST   {article}: {e.type} agent={sorted(e.agents)} target={sorted(e.targets)} [{swaps}]")
            for g in sorted(found_sw - found_orig):
                e = sw_gold.events[g]
                print(f"  seed {seed} GAINED {article}: {e.type} agent={sorted(e.agents)} target={sorted(e.targets)} [{swaps}]")
            lost_links = (orig_pred.links & orig_gold.links) - {table_back(swapped_info[seed][n], k) for k in sw_pred.links & sw_gold.links}
            wrong_links = sw_pred.links - sw_gold.links
            if lost_links:
                print(f"  seed {seed} LINK-  {article}: {sorted(lost_links)} [{swaps}]")
            if len(wrong_links) > len(orig_pred.links - orig_gold.links):
                print(f"  seed {seed} LINK+  {article}: {sorted(wrong_links)} [{swaps}]")
            if extra_sw > extra_orig:
                wrong = [e for j, e in enumerate(sw_pred.events) if j not in {p for _, p in pairs}]
                print(f"  seed {seed} WRONG+ {article}: {extra_orig} -> {extra_sw} unmatched: "
                      + "; ".join(f"{e.type} {sorted(e.agents)} {sorted(e.targets)}" for e in wrong) + f" [{swaps}]")
    if args.refusals:
        print("\npersons kept (not swapped), first seed:")
        for (gold, _, _), info in zip(items, swapped_info[seeds[0]]):
            for k, why in info.refused.items():
                print(f"  {gold.article}: {k}: {why}")
    return 0


def shifted_article(kb, gold, doc, weeks):
    """(document, gold facts, info) of the article moved by `weeks` weeks, or as it was (info.refused
    says why) when the move cannot be made sure (loaders/date_shift.py)."""
    from canpol.loaders.date_shift import kb_agrees, shift_gold, shift_text
    from canpol.loaders.name_swap import SwappedArticle, Swap

    kept = SwappedArticle(doc.text, [], {})
    if doc.date is None:
        kept.refused["date"] = "no publication date"
        return doc, gold.facts, kept
    delta = dt.timedelta(weeks=weeks)
    days = {doc.date} | {dt.date.fromisoformat(d) for d in gold.facts.dates}
    days |= {dt.date.fromisoformat(e.date) for e in gold.facts.events if e.date}
    days |= {dt.date.fromisoformat(m.date) for m in gold.facts.motions if m.date}
    if any((d.year, d.month) != ((d + delta).year, (d + delta).month) for d in days):
        kept.refused["date"] = "a date would change month"
        return doc, gold.facts, kept
    persons = [kb.iri(*k.split("/", 1)) for k in gold.facts.links if k.startswith("person/")]
    if not kb_agrees(kb, persons, sorted(days), weeks):
        kept.refused["date"] = "the KB differs on the new dates"
        return doc, gold.facts, kept
    text = shift_text(doc.text, doc.date.year, weeks)
    if text is None:
        kept.refused["date"] = "a date of the text cannot be moved surely"
        return doc, gold.facts, kept
    info = SwappedArticle(text, [Swap("date/" + doc.date.isoformat(), "date/" + (doc.date + delta).isoformat())], {})
    return replace(doc, text=text, original=None, shifts=(), date=doc.date + delta), shift_gold(gold.facts, weeks), info


def table_back(info, key):
    """The original's key of a swapped article's key."""
    return next((s.original for s in info.swaps if s.replacement == key), key)


def swapped_title(title, swapped):
    """The front matter's title with the same replacements (it is the headline, not read for events)."""
    from canpol.loaders.name_swap import replace_forms

    if not title:
        return title
    for s in swapped.swaps:
        title = replace_forms(title, s.forms, lambda word: False)
    return title


if __name__ == "__main__":
    sys.exit(main())
