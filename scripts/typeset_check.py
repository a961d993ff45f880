"""Typography invariance check: the extractor scored on a set's articles as typed and as a page typesets them.

Each article's body is rewritten in each page style of loaders/typeset.py (curly quotes, guillemets
with no-break, narrow or no spaces, invisible soft hyphens and zero-width spaces), or back to
keyboard typography (`plain`), into a temporary folder, and `canpol eval` scores every version
against the same gold. What an article says does not depend on its typography, so every line of the
table should be the same; a difference is a typography bug of the extractor.

    python scripts/typeset_check.py corpus/heldout3/gold [--styles quotes tight narrow marks plain]
    python scripts/typeset_check.py ../shared/news-dev/gold --articles ../shared/news-dev/articles \
        --split corpus/news-dev-split.yaml --part dev --diff

--diff lists, per article, the gold events found in one version only and the predicted events in
excess in one version only: it shows what the articles say, so use it on sets you may read (never
on a held-out set measured blind). Counts only without it. Exit code 1 when a style's events or
links differ from the original's, 0 otherwise, 2 for bad input.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

KINDS = ("events", "event arguments", "links", "motions", "motion details", "dates")


def _line(label: str, totals) -> str:
    return f"{label:<9}" + "".join(f"{totals[k].tp:>5}/{totals[k].fp}/{totals[k].fn:<5}" for k in KINDS)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("gold", type=Path, help="folder of gold files")
    parser.add_argument("--articles", type=Path, default=None, help="folder of the articles [GOLD/../articles]")
    parser.add_argument("--split", type=Path, default=None)
    parser.add_argument("--part", default=None)
    parser.add_argument("--styles", nargs="+", default=["quotes", "tight", "narrow", "marks", "decomposed", "plain"])
    parser.add_argument("--diff", action="store_true", help="list the events found or in excess in one version only")
    args = parser.parse_args(argv)
    if args.part == "test":
        parser.error("the test part is frozen: never run this on it")

    from canpol.config import DEFAULT_BASE
    from canpol.errors import InputError
    from canpol.loaders.evaluation import (evaluate, front_matter_language, match_events, match_motions,
                                           read_gold_dir, read_split)
    from canpol.loaders.typeset import STYLES, typeset_article

    unknown = [s for s in args.styles if s not in STYLES + ("plain",)]
    if unknown:
        parser.error(f"unknown style {unknown[0]!r}: one of {', '.join(STYLES + ('plain',))}")
    articles = args.articles or args.gold.parent / "articles"
    only = read_split(args.split, args.part) if args.split and args.part else None
    try:
        golds = read_gold_dir(args.gold, only)
        results = {"original": evaluate(args.gold, articles, DEFAULT_BASE, only=only)}
        with tempfile.TemporaryDirectory(prefix="canpol-typeset-") as tmp:
            for style in args.styles:
                folder = Path(tmp) / style
                folder.mkdir()
                for gold in golds:
                    source = articles / gold.article
                    language = gold.language or front_matter_language(source) or "en"
                    text = source.read_text(encoding="utf-8")
                    (folder / gold.article).write_text(typeset_article(text, language, style), encoding="utf-8")
                results[style] = evaluate(args.gold, folder, DEFAULT_BASE, only=only)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    print(f"{len(golds)} articles; tp/fp/fn per kind")
    print(f"{'':<9}" + "".join(f"{k[:15]:<13}" for k in KINDS))
    for label, evaluation in results.items():
        print(_line(label, evaluation.totals))
    original = results["original"]
    differs = [label for label, e in results.items()
               if any((e.totals[k].tp, e.totals[k].fp) != (original.totals[k].tp, original.totals[k].fp)
                      for k in ("events", "links"))]
    if args.diff:
        for label, evaluation in results.items():
            if label == "original":
                continue
            for before, after in zip(original.articles, evaluation.articles):
                gold = before.gold.facts.events
                found = [{g for g, _ in match_events(gold, r.predicted.events if r.predicted else [])}
                         for r in (before, after)]
                extra = []
                for r in (before, after):
                    predicted = r.predicted.events if r.predicted else []
                    matched = {p for _, p in match_events(gold, predicted)}
                    extra.append({f"{e.type} {sorted(e.agents)} {sorted(e.targets)} {e.date}"
                                  for j, e in enumerate(predicted) if j not in matched})
                for g in sorted(found[0] - found[1]):
                    print(f"  {label:<7} LOST   {before.gold.article}: {gold[g].type} {sorted(gold[g].agents)} {sorted(gold[g].targets)}")
                for g in sorted(found[1] - found[0]):
                    print(f"  {label:<7} GAINED {before.gold.article}: {gold[g].type} {sorted(gold[g].agents)} {sorted(gold[g].targets)}")
                for e in sorted(extra[1] - extra[0]):
                    print(f"  {label:<7} EXCESS+ {before.gold.article}: {e}")
                for e in sorted(extra[0] - extra[1]):
                    print(f"  {label:<7} EXCESS- {before.gold.article}: {e}")
                motions = [{g for g, _ in match_motions(before.gold.facts.motions, r.predicted.motions if r.predicted else [])}
                           for r in (before, after)]
                for g in sorted(motions[0] ^ motions[1]):
                    m = before.gold.facts.motions[g]
                    print(f"  {label:<7} {'MOTION-' if g in motions[0] else 'MOTION+'} {before.gold.article}: {m.mover} {m.outcome} {m.date}")
                links = [r.predicted.links if r.predicted else set() for r in (before, after)]
                for key in sorted(links[0] ^ links[1]):
                    print(f"  {label:<7} {'LINK-' if key in links[0] else 'LINK+'}   {before.gold.article}: {key}")
                if before.error != after.error:
                    print(f"  {label:<7} ERROR  {before.gold.article}: {before.error} -> {after.error}")
    if differs:
        print(f"events or links differ from the original in: {', '.join(differs[1:] if differs[0] == 'original' else differs)}")
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main())
