"""Hostile article files for the reliability suite and bench/soak.py."""

from __future__ import annotations

import json
import random

SUFFIXES = [".txt", ".md", ".html", ".json", ".jsonl"]
TEXT = ("The House of Commons voted on the motion on Wednesday. The NDP leader said the party "
        "would support it. Le président de la Chambre a lu la motion. ")


def _one(chooser: random.Random, suffix: str) -> bytes:
    kind = chooser.randrange(10)
    if kind == 0:
        return bytes(chooser.randrange(256) for _ in range(chooser.randrange(1, 4000)))
    if kind == 1:
        data = (TEXT * chooser.randrange(1, 20)).encode()
        return data[: chooser.randrange(1, len(data))] + "é".encode()[:1]  # truncated UTF-8
    if kind == 2:
        return ("x" * chooser.randrange(100_000, 2_000_000)).encode()  # one huge line
    if kind == 3:
        depth = chooser.randrange(100, 20_000)
        return ("<div>" * depth + TEXT + "</div>" * chooser.randrange(depth)).encode()
    if kind == 4:
        hostile = chooser.choice(["title: &a [x, *a]", "title: !!python/object:os.system ls",
                                  "date: 99999-99-99", "- a\n- b", "title: [" * 500, ": : :", "\x00"])
        return f"---\n{hostile}\n---\n{TEXT}".encode()
    if kind == 5:
        return ("[" * chooser.randrange(1000, 100_000)).encode()
    if kind == 6:
        return json.dumps({"title": 1, "text": TEXT, "date": chooser.choice([None, "x", 5, [1]]),
                           "url": {"a": 1}}).encode()
    if kind == 7:
        return b"\n".join(json.dumps({"text": TEXT[: chooser.randrange(len(TEXT))]}).encode()
                          if chooser.random() < 0.5 else b"{bad" for _ in range(chooser.randrange(1, 30)))
    if kind == 8:
        return b"\xef\xbb\xbf" + TEXT.encode() + b"\r\r\n\x0b\x0c" + "\u2028\u00a0".encode()  # odd spaces
    return (TEXT * chooser.randrange(1, 5)).encode()


def fuzzed_articles(chooser: random.Random, count: int):
    """(file name, bytes) of `count` hostile article files."""
    for n in range(count):
        suffix = chooser.choice(SUFFIXES)
        yield f"fuzz-{n:05d}{suffix}", _one(chooser, suffix)
