"""Draws the frozen test part of ../shared/news-dev by event, with a fixed seed, and writes the split.

The 78 real articles of news-dev tell 24 events; articles of one event must fall on the same side,
or the test part would measure sentences the development part already taught. About a third of
the events are drawn for the frozen test part, separately among the events told mostly in French
and the others, so both languages are in both parts. Run once, before any extractor change:

    python scripts/draw_news_dev_split.py > corpus/news-dev-split.yaml

The output is committed; the draw is not to be repeated (a new seed would unfreeze the test part).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import yaml

SEED = 20261203
TEST_SHARE = 1 / 3

# Events of news-dev/README.md ("Events and their articles"), keyed by the prefix of their files:
# (event number, short description, language mostly told in, file-name prefixes).
EVENTS = [
    (1, "2006-02-06 floor crossing to the Conservatives and cabinet", "en",
     ["2006-02-06-coastreporter", "2006-02-07-mackaycartoons"]),
    (2, "2006-11-27 Quebecois-nation motion; minister quits cabinet", "en",
     ["2006-11-27-", "2006-11-28-xinhua", "2006-11-29-independentfreepress"]),
    (3, "2007-06-05 MP out of caucus after budget vote", "en",
     ["2007-06-05-", "2007-10-17-trurodaily"]),
    (4, "2008-06-11 residential-schools apology; MP's remarks and apology", "en",
     ["2008-06-11-", "2008-06-12-", "2008-06-13-"]),
    (5, "2010-04-09 minister resigns, out of caucus", "en",
     ["2010-04-09-", "2010-05-06-cornwallfreenews"]),
    (6, "2010-04-27 Speaker's ruling on documents", "en", ["2010-04-27-"]),
    (7, "2011-03-09 Speaker's prima facie rulings", "en", ["2011-03-09-"]),
    (8, "2011-03-25 government found in contempt and defeated", "en", ["2011-03-25-", "2011-03-26-"]),
    (9, "2011-06-14 unanimous consent refused on a motion", "en", ["2011-06-14-"]),
    (10, "2011-12-14 unparliamentary word and apology", "en",
     ["2011-12-14-", "2011-12-15-", "2012-03-08-"]),
    (11, "2012-01-10 MP leaves the NDP for the Liberals", "fr", ["2012-01-10-", "2012-01-11-"]),
    (12, "2012-09-26 private member's motion defeated", "en", ["2012-09-26-", "2012-09-27-"]),
    (13, "2013-09-12 MP expelled from the Bloc caucus", "fr", ["2013-09-12-"]),
    (14, "2015-03-24 consent to speak refused", "en", ["2015-03-24-"]),
    (15, "2018-02-28 seven Bloc MPs leave the caucus", "fr", ["2018-02-28-"]),
    (16, "2018-08-23 MP quits the Conservative Party", "en", ["2018-08-23-", "2018-08-24-"]),
    (17, "2019-12-05 Speaker elected", "en", ["2019-12-05-"]),
    (18, "2020-08-17 finance minister resigns", "en", ["2020-08-17-"]),
    (19, "2022-02-16 accusation in the House and request to apologize", "en",
     ["2022-02-16-", "2022-02-17-", "2022-02-18-"]),
    (20, "2024-10-01 non-confidence motions defeated", "en", ["2024-10-01-"]),
    (21, "2024-12-09 consent refused to a motion", "en", ["2024-12-09-"]),
    (22, "2024-12-16 finance minister resigns from cabinet", "en", ["2024-12-16-", "2024-12-17-"]),
    (23, "2025-05-26 Speaker elected", "fr", ["2025-05-26-"]),
    (24, "2025-11-17 budget motion adopted", "fr", ["2025-11-17-", "2025-11-18-"]),
]


def main(news_dev: Path) -> None:
    names = sorted(p.name for p in (news_dev / "gold").glob("*.yaml"))
    groups = {number: [n for n in names if any(n.startswith(prefix) for prefix in prefixes)]
              for number, _, _, prefixes in EVENTS}
    placed = [n for group in groups.values() for n in group]
    if sorted(placed) != names:
        raise SystemExit("every gold file must belong to exactly one event")
    rng = random.Random(SEED)
    test: set[int] = set()
    for language in ("fr", "en"):
        numbers = [number for number, _, lang, _ in EVENTS if lang == language]
        test.update(rng.sample(numbers, round(len(numbers) * TEST_SHARE)))
    out = {"seed": SEED, "method": "scripts/draw_news_dev_split.py: a third of the events per main language",
           "events": [{"event": number, "about": about, "language": lang,
                       "part": "test" if number in test else "dev", "gold": groups[number]}
                      for number, about, lang, _ in EVENTS]}
    yaml.safe_dump(out, sys.stdout, sort_keys=False, allow_unicode=True, width=120)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / ".." / "shared" / "news-dev")
