"""No file of ours outside corpus/ repeats an article's wording: the project's own code, tests, lexicons
and docs share no run of RUN words with any article of the corpus (the standards: what the project
contains, we wrote; the extractor generalises from patterns, not from the sentences it is measured on).
Failures name the file and line only, never the article's words (some sets are blind)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUN = 10  # words in a row: a sentence or a clause taken over, not a shared name or set phrase
SUFFIXES = {".py", ".yaml", ".yml", ".md", ".txt", ".rq", ".ttl", ".html", ".json", ".cfg", ".toml"}
_WORD = re.compile(r"[\w'’-]+")


def _runs(text: str) -> set[str]:
    words = _WORD.findall(text.lower())
    return {" ".join(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def _our_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True)
    names = listed.stdout.split() if listed.returncode == 0 else [
        str(p.relative_to(REPO)) for p in REPO.rglob("*") if p.is_file() and ".git" not in p.parts]
    return [REPO / n for n in names if not n.startswith("corpus/") and Path(n).suffix in SUFFIXES]


def test_no_run_of_words_of_an_article_outside_the_corpus():
    articles = set()
    for article in sorted((REPO / "corpus").glob("*/articles/*")):
        articles |= _runs(article.read_text(encoding="utf-8", errors="replace"))
    assert articles, "no corpus articles found"
    shared = []
    for path in _our_files():
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if _runs(line) & articles:
                shared.append(f"{path.relative_to(REPO)}:{number}")
    assert not shared, f"lines repeating {RUN} words of a corpus article (reword them): " + ", ".join(shared)
