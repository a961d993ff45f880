"""Article loader throughput vs spaCy alone, and the peak memory of a whole load.

    python bench/article_throughput.py [JSONL] [--docs N] [--full-load]

Takes the first N documents of a JSON-lines corpus (default: the 1,604 pm.gc.ca news of the 43rd
Parliament in ../shared/data), then times (1) spaCy's `nlp.pipe` alone over their paragraphs and
(2) the whole article loader (read, split, mentions, events, dates, emit, store writes batched as
`canpol load` does them) over the same documents, both after the models and the reference KB are
loaded. CPU time of this process is the measure (the machine is shared, so wall time is noisy;
both are printed, with the load average). --full-load also runs `canpol load` on the whole file
in a child process and reports its wall time and peak RSS.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT = REPO.parent / "shared/data/pm-gc-ca-news-43rd-parliament/pm_news_2019-12-05_2021-08-15.jsonl"


def timed(fn):
    cpu, wall = time.process_time(), time.perf_counter()
    result = fn()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def measure(jsonl: Path = DEFAULT, count: int = 300) -> dict:
    """CPU and wall seconds of spaCy's pipe alone, of the whole loader and of the loader without
    its store writes, over the first `count` documents of `jsonl` (models and KB loaded first)."""
    from canpol.graph.embedded import EmbeddedStore
    from canpol.graph.iris import IriMinter
    from canpol.loaders.article import default_kb, load_article_file
    from canpol.loaders.article.nlp import pipeline
    from canpol.loaders.article.read import read_jsonl
    from canpol.loaders.article.split import split
    from canpol.loaders.writer import Written

    with jsonl.open("rb") as handle:
        lines = [line for _, line in zip(range(count), handle)]
    docs = [d for d in read_jsonl(iter(lines), jsonl.name) if not isinstance(d, Exception)]
    paragraphs = [d.text[b.start:b.end] for d in docs for b in split(d.text)[0]]
    chars = sum(len(d.text) for d in docs)
    nlp = pipeline("en")
    minter = IriMinter()
    kb = default_kb(minter.base)
    # warm up: models, the KB gazetteer (PhraseMatcher) and the French pipeline if any
    with tempfile.TemporaryDirectory() as tmp:
        sample = Path(tmp) / "warm.jsonl"
        french = {"text": "La Chambre des communes a siégé hier, et le député a été expulsé de la séance."}
        sample.write_bytes(b"".join(lines[:2]) + json.dumps(french).encode() + b"\n")
        store = EmbeddedStore(Path(tmp) / "store")
        list(load_article_file(store, sample, minter))
        store.close()

    _, spacy_cpu, spacy_wall = timed(lambda: sum(1 for _ in nlp.pipe(paragraphs, batch_size=64)))
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "docs.jsonl"
        corpus.write_bytes(b"".join(lines))
        store = EmbeddedStore(Path(tmp) / "store")
        out, loader_cpu, loader_wall = timed(lambda: list(load_article_file(store, corpus, minter, kb=kb)))
        store.close()
    # the same pipeline without the store: extraction and RDF building only
    import datetime as dt

    from canpol.loaders.article import iter_extractions
    from canpol.loaders.article.emit import build_graph

    run = minter.resource("run", "bench")
    now = dt.datetime.now(dt.timezone.utc)
    _, extract_cpu, extract_wall = timed(lambda: [
        build_graph(x, minter, kb, run, now) for x in iter_extractions(read_jsonl(iter(lines), "x"), kb)
        if not isinstance(x, Exception)])
    return {"documents": len(docs), "characters": chars, "paragraphs": len(paragraphs),
            "graphs": sum(1 for o in out if isinstance(o, Written)), "spacy_cpu": spacy_cpu,
            "spacy_wall": spacy_wall, "loader_cpu": loader_cpu, "loader_wall": loader_wall,
            "extract_cpu": extract_cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("jsonl", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--docs", type=int, default=300)
    parser.add_argument("--full-load", action="store_true")
    args = parser.parse_args()

    import canpol

    m = measure(args.jsonl, args.docs)
    n, spacy_cpu, spacy_wall = m["documents"], m["spacy_cpu"], m["spacy_wall"]
    loader_cpu, loader_wall, extract_cpu = m["loader_cpu"], m["loader_wall"], m["extract_cpu"]
    print(f"documents: {n} ({m['characters']:,} characters, {m['paragraphs']:,} paragraphs); graphs written: "
          f"{m['graphs']}; load average {os.getloadavg()[0]:.1f}")
    print(f"spaCy nlp.pipe alone : {n / spacy_cpu:7.1f} articles/s CPU ({n / spacy_wall:.1f}/s wall)")
    print(f"whole article loader : {n / loader_cpu:7.1f} articles/s CPU ({n / loader_wall:.1f}/s wall)")
    print(f"ratio loader / spaCy : {spacy_cpu / loader_cpu:.2f} (CPU), {spacy_wall / loader_wall:.2f} (wall)")
    print(f"loader without store writes: {n / extract_cpu:7.1f} articles/s CPU, ratio {spacy_cpu / extract_cpu:.2f}; "
          f"store writes {1000 * (loader_cpu - extract_cpu) / n:.0f} ms CPU per document")
    print(f"peak RSS of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    if args.full_load:
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            # the child imports the same canpol as this process (run from elsewhere, so that a
            # checkout in the working folder does not shadow it)
            env = dict(os.environ, PYTHONPATH=str(Path(canpol.__file__).parent.parent))
            done = subprocess.run([sys.executable, "-m", "canpol", "--store", str(Path(tmp) / "store"), "load",
                                   str(args.jsonl.resolve())], check=False, stdout=subprocess.PIPE, text=True,
                                  env=env, cwd=tmp)
            wall = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        summary = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(f"full load of {args.jsonl.name} (exit code {done.returncode}): {summary}")
        print(f"full load: {wall:.0f} s wall, peak RSS {peak:.0f} MB; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
