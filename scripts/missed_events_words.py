"""Counts only: where the events the extractor missed stand in their article's words, so a blind set can be diagnosed unread.

For each gold event the extractor missed (no predicted event of its type with its people), this
looks in the article's sentences for the surname of its person (from the reference KB) and for a
word of its kind (`lexicon.act_words`: the slots of `loaders/article/lexicons/*.yaml` naming its act),
and counts the event under one of:

- `named with a kind word in the sentence`: the person's name and a word of the kind share a
  sentence; the words were there and no pattern read them (a frame, a parse, a condition);
- `kind word only in the next sentence`: the sentence after one that names the person has the word
  (the person is taken up there by a pronoun or a role);
- `no kind word near the name`: neither (a word the lexicons lack, or the person named elsewhere);
- `person never written by surname` / `no person in the gold event`.

With `--shapes` it counts instead the structure of the sentence where each gold event's person and
a word of its kind first meet, for the events found and the events missed alike: the sentence's
length, how many people it names, how far the name stands from the word, the word's part of
speech, how the parse joins them (the name the word's subject, its object, in its clause, in
another clause), the kind of clause the word sits in, and whether the word is inside a quotation.
Each feature's values are printed with found / missed counts and the recall: which shapes unseen
text loses, counted without reading it.

With `--fallback` it measures instead what the crudest recall fix would give: every (kind, person)
whose surname and a word of the kind share a sentence, and which the extractor did not find, taken
as an event; printed per kind and language is how many of those the gold has among its missed
events (run it on tuned sets only: it pairs sentences with the gold).

Nothing of the text is printed: run on a blind set it gives counts, never sentences.

    python scripts/missed_events_words.py dev corpus/heldout12 [--fallback | --shapes]
    (`dev` / `test`: the parts of ../shared/news-dev by corpus/news-dev-split.yaml; else corpus folders
    holding gold/ and articles/)
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from canpol.loaders.article.lexicon import act_words
from canpol.loaders.article.nlp import pipeline
from canpol.loaders.evaluation import Facts, evaluate, match_events, read_split
from canpol.loaders.reference.kb import load_kb

ROOT = Path(__file__).resolve().parents[1]

BASE = "https://w3id.org/canpol/"
NEWS_DEV = ROOT.parent / "shared" / "news-dev"
def sets_to_run(names: list[str]):
    for name in names:
        if name in ("dev", "test"):
            yield NEWS_DEV / "gold", NEWS_DEV / "articles", read_split(ROOT / "corpus" / "news-dev-split.yaml", name)
        else:
            yield Path(name) / "gold", Path(name) / "articles", None


def article_sentences(path: Path, lang: str) -> list:
    text = re.sub(r"\A---\n.*?\n---\n", "", path.read_text(encoding="utf-8"), flags=re.S)
    return [sentence for paragraph in text.split("\n\n") if paragraph.strip() for sentence in pipeline(lang)(paragraph).sents]


# dependency labels (UD, both models) that make a token the subject or the object of its head
SUBJECTS = {"nsubj", "nsubjpass", "nsubj:pass", "agent", "obl:agent", "csubj"}
OBJECTS = {"dobj", "obj", "iobj", "pobj", "obl", "obl:arg", "dative", "nmod"}
QUOTES = "\"«»“”"


def _clause_head(token):
    """The verb (or the root) heading the clause a token sits in."""
    while token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    return token


def _bin(value: int, edges: tuple, unit: str) -> str:
    for low, high in zip(edges, edges[1:]):
        if low <= value < high:
            return f"{low} {unit}" if high == low + 1 else f"{low}–{high - 1} {unit}"
    return f"{edges[-1]}+ {unit}"


def sentence_shape(sentence, names: list[str], kind_words: set[str]) -> dict | None:
    """Features of a sentence where one of `names` and a word of `kind_words` meet, or None."""
    name_tokens = [t for t in sentence if t.lower_ in names]
    word_tokens = [t for t in sentence if t.lemma_.lower() in kind_words or t.lower_ in kind_words]
    if not name_tokens or not word_tokens:
        return None
    name, word = min(((n, w) for n in name_tokens for w in word_tokens), key=lambda pair: abs(pair[0].i - pair[1].i))
    # spaCy makes a new Token object on each access: tokens are compared by index
    ancestors = [name] + list(name.ancestors)
    above_name, above_word = {t.i for t in ancestors}, {t.i for t in word.ancestors}
    word_clause, name_clause = _clause_head(word), _clause_head(name)
    if word.i in above_name and any(a.dep_ in SUBJECTS and a.head.i == word.i for a in ancestors):
        join = "name is the word's subject"
    elif word.i in above_name:
        join = "name is the word's object or oblique"
    elif name_clause.i == word_clause.i:
        join = "same clause, other relation"
    elif word_clause.i in above_name or name_clause.i in above_word:
        join = "clauses nested"
    else:
        join = "separate clauses"
    before = sentence[: word.i - sentence.start].text
    in_quote = sum(before.count(q) for q in "«“") > sum(before.count(q) for q in "»”") or before.count('"') % 2 == 1
    people = {e.text for e in sentence.ents if e.label_ in ("PERSON", "PER")}
    return {
        "length": _bin(len(sentence), (0, 20, 35, 50), "tokens"),
        "people": _bin(len(people), (0, 1, 2, 3), "PERSON entities"),
        "distance": _bin(abs(name.i - word.i), (0, 4, 11, 21), "tokens apart"),
        "order": "name before word" if name.i < word.i else "name after word",
        "word POS": word.pos_ if word.pos_ in ("VERB", "NOUN", "ADJ") else "other",
        "join": join,
        "word's clause": word_clause.dep_ if word_clause.dep_ in ("ROOT", "ccomp", "xcomp", "advcl", "relcl", "acl", "acl:relcl", "conj", "parataxis") else "other",
        "in a quotation": "yes" if in_quote else "no",
    }


def print_shapes(counts: Counter) -> None:
    features = sorted({feature for feature, _, _ in counts}, key=lambda f: (f != "sentence", f))
    for feature in features:
        print(feature)
        values = {v for f, v, _ in counts if f == feature}
        for value in sorted(values, key=lambda v: (int(v.split()[0].split("–")[0].rstrip("+")) if v[0].isdigit() else -1, v)):
            found, missed = counts[(feature, value, "found")], counts[(feature, value, "missed")]
            print(f"  {value:40} found {found:4}  missed {missed:4}  recall {found / (found + missed):.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", help="dev, test, or corpus folders holding gold/ and articles/")
    parser.add_argument("--fallback", action="store_true", help="measure the naive co-occurrence fallback (tuned sets only)")
    parser.add_argument("--shapes", action="store_true", help="count the sentence shapes of found and missed events")
    args = parser.parse_args(argv)
    kb = load_kb(BASE)

    def surname(key: str) -> str | None:
        label = kb.labels.get(BASE + "id/" + key)
        parts = re.sub(r"\(.*?\)", " ", label).split() if label else []
        return parts[-1].lower() if parts else None

    words = {lang: act_words(lang) for lang in ("en", "fr")}
    counts: Counter = Counter()
    for gold_dir, articles_dir, only in sets_to_run(args.sets):
        for result in evaluate(gold_dir, articles_dir, BASE, only=only).articles:
            gold, predicted = result.gold.facts, result.predicted or Facts()
            lang = result.language if result.language in ("en", "fr") else "en"
            paired = {i for i, _ in match_events(gold.events, predicted.events)}
            missed = [e for i, e in enumerate(gold.events) if i not in paired]
            if not missed and not args.fallback and not args.shapes:
                continue
            sentences = article_sentences(articles_dir / result.gold.article, lang)
            lowered = [s.text.lower() for s in sentences]
            lemmas = [{t.lemma_.lower() for t in s} | {t.lower_ for t in s} for s in sentences]
            if args.shapes:
                missed_ids = {id(e) for e in missed}
                for event in gold.events:
                    names = [n for n in (surname(k) for k in sorted(event.agents | event.targets) if k.startswith("person/")) if n]
                    ws = words[lang].get(event.type, set())
                    outcome = "missed" if id(event) in missed_ids else "found"
                    for sentence in sentences:
                        shape = sentence_shape(sentence, names, ws)
                        if shape is not None:
                            counts[("sentence", "a name with a kind word", outcome)] += 1
                            for feature, value in shape.items():
                                counts[(feature, value, outcome)] += 1
                            break
                    else:
                        counts[("sentence", "no name with a kind word", outcome)] += 1
                continue
            if args.fallback:
                people = {k: surname(k) for k in gold.links if k.startswith("person/") and surname(k)}
                taken = set()
                for i, text in enumerate(lowered):
                    content = {t.lemma_.lower() for t in sentences[i] if t.pos_ in ("VERB", "NOUN", "ADJ")} \
                        | {t.lower_ for t in sentences[i] if t.pos_ in ("VERB", "NOUN", "ADJ")}
                    taken |= {(kind, k) for k, name in people.items() if name in text
                              for kind, ws in words[lang].items() if content & ws}
                for kind, key in taken:
                    if any(e.type == kind and key in e.agents | e.targets for e in predicted.events):
                        continue
                    right = any(e.type == kind and key in e.agents | e.targets for e in missed)
                    counts[(kind, lang, "right" if right else "wrong")] += 1
                continue
            for event in missed:
                names = [n for n in (surname(k) for k in sorted(event.agents | event.targets) if k.startswith("person/")) if n]
                if not names:
                    cause = "no person in the gold event"
                else:
                    named = [i for i, text in enumerate(lowered) if any(n in text for n in names)]
                    ws = words[lang][event.type] if event.type in words[lang] else set()
                    if not named:
                        cause = "person never written by surname"
                    elif any(lemmas[i] & ws for i in named):
                        cause = "named with a kind word in the sentence"
                    elif any(i + 1 < len(lemmas) and lemmas[i + 1] & ws for i in named):
                        cause = "kind word only in the next sentence"
                    else:
                        cause = "no kind word near the name"
                counts[(event.type, lang, cause)] += 1
    if args.fallback:
        total_new = total_right = 0
        for kind in words["en"]:
            for lang in ("en", "fr"):
                right, wrong = counts[(kind, lang, "right")], counts[(kind, lang, "wrong")]
                if right + wrong:
                    total_new, total_right = total_new + right + wrong, total_right + right
                    print(f"{kind:24} {lang}  taken {right + wrong:4}  right {right:3}  precision {right / (right + wrong):.2f}")
        if total_new:
            print(f"{'all':24}     taken {total_new:4}  right {total_right:3}  precision {total_right / total_new:.2f}")
        return 0
    if args.shapes:
        print_shapes(counts)
        return 0
    by_cause: Counter = Counter()
    for (kind, lang, cause), n in sorted(counts.items()):
        print(f"{n:4}  {kind:24} {lang}  {cause}")
        by_cause[(lang, cause)] += n
        by_cause[("all", cause)] += n
    print()
    for (lang, cause), n in sorted(by_cause.items()):
        print(f"{n:4}  {lang:3}  {cause}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
