"""python -m tests.loaders.article.paraphrases [--lang en|fr] [--kind KIND] [--typeset STYLE] [--write-known-failures]

Runs the paraphrase suite and prints passes per kind and language, then each failing case with
what the extractor produced. Run from the repository root. --typeset sets every case's text in a
page style first (canpol.loaders.typeset: curly quotes, tight guillemets, invisible marks): a case
that passes as written and fails so set is a typography bug.
"""

from __future__ import annotations

import argparse
import sys
import time

from canpol.loaders.typeset import STYLES

from . import KINDS, KNOWN_FAILURES, LANGUAGES, REQUIRED_FORMS, Runner, describe, known_failures, load_cases


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.loaders.article.paraphrases")
    parser.add_argument("--lang", choices=LANGUAGES)
    parser.add_argument("--kind", choices=KINDS)
    parser.add_argument("--quiet", action="store_true", help="the table only, not the failing cases")
    parser.add_argument("--write-known-failures", action="store_true",
                        help="rewrite known_failures.txt with the cases failing now (whole suite only)")
    parser.add_argument("--typeset", choices=STYLES, help="set the cases' text in this page style first")
    args = parser.parse_args(argv)
    if args.write_known_failures and args.typeset:
        parser.error("--write-known-failures records the cases as written (no --typeset)")
    if args.write_known_failures and (args.lang or args.kind):
        parser.error("--write-known-failures needs the whole suite (no --lang/--kind)")
    cases = load_cases(args.lang, args.kind)
    runner = Runner(typeset=args.typeset)
    started = time.perf_counter()
    try:
        outcomes = [runner.run(c) for c in cases]
    finally:
        runner.close()
    elapsed = time.perf_counter() - started

    langs = [l for l in LANGUAGES if any(o.case.lang == l for o in outcomes)]
    header = f"{'kind':<16}" + "".join(f"{l:>10}" for l in langs) + f"{'total':>10}"
    print(header)
    print("-" * len(header))

    def cell(selected) -> str:
        return f"{sum(o.passed for o in selected)}/{len(selected)}" if selected else "-"

    for kind in KINDS:
        row = [o for o in outcomes if o.case.kind == kind]
        if row:
            print(f"{kind:<16}" + "".join(f"{cell([o for o in row if o.case.lang == l]):>10}" for l in langs)
                  + f"{cell(row):>10}")
    print("-" * len(header))
    print(f"{'all':<16}" + "".join(f"{cell([o for o in outcomes if o.case.lang == l]):>10}" for l in langs)
          + f"{cell(outcomes):>10}")
    # the same passes by construction, to see which constructions the extractor misses across kinds
    def construction(form: str) -> str:
        return next((f for f in REQUIRED_FORMS if form == f or form.startswith(f + "-")), "other")

    print(f"\n{'construction':<16}" + "".join(f"{l:>10}" for l in langs) + f"{'total':>10}")
    for form in REQUIRED_FORMS + ("other",):
        row = [o for o in outcomes if construction(o.case.form) == form]
        if row:
            print(f"{form:<16}" + "".join(f"{cell([o for o in row if o.case.lang == l]):>10}" for l in langs)
                  + f"{cell(row):>10}")
    print(f"\n{len(outcomes)} cases in {elapsed:.1f} s")

    failing = [o for o in outcomes if not o.passed]
    known = known_failures()
    fixed = sorted(o.case.id for o in outcomes if o.passed and o.case.id in known)
    if fixed:
        print(f"\nnow passing but listed in {KNOWN_FAILURES.name}: {', '.join(fixed)}")
    broken = sorted(o.case.id for o in failing if o.case.id not in known)
    if broken:
        print(f"\nfailing but not listed in {KNOWN_FAILURES.name}: {', '.join(broken)}")
    if not args.quiet and failing:
        print("\nfailing cases:")
        for o in failing:
            print(describe(o))
    if args.write_known_failures:
        lines = ["# Paraphrase cases that fail on the extractor of this commit; test_paraphrases.py marks them",
                 "# xfail(strict=True), so a case that starts passing must be removed from this list.",
                 "# Regenerate: python -m tests.loaders.article.paraphrases --write-known-failures"]
        KNOWN_FAILURES.write_text("\n".join(lines + sorted(o.case.id for o in failing)) + "\n", encoding="utf-8")
        print(f"\nwrote {len(failing)} ids to {KNOWN_FAILURES.name}")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
