"""A motion's details that the paraphrase suite does not compare (its subjects), read with the reference KB."""

from __future__ import annotations

import datetime as dt

import pytest

from article_fixtures import motions_through_kb  # noqa: F401 - the fixture


@pytest.mark.parametrize("lang, text", [
    ("en", "The House adopted a motion on Wednesday that asks the Government of Canada to ban the export of some goods."),
    ("fr", "La Chambre a adopté mercredi une motion demandant au gouvernement fédéral d'interdire l'exportation de certains biens."),
    ("fr", "Les députés ont rejeté mardi une motion qui exhortait le gouvernement du Canada à revoir le programme."),
])
def test_the_government_a_motion_calls_on_is_not_its_subject(motions_through_kb, lang, text):
    [motion] = motions_through_kb(lang, text, dt.date(2021, 2, 25))
    assert motion.outcome in ("Adopted", "Negatived") and not motion.subjects


def test_a_body_a_motion_is_about_is_its_subject(motions_through_kb):
    text = "The House adopted a motion on Wednesday calling for an independent review of the RCMP."
    [motion] = motions_through_kb("en", text, dt.date(2021, 2, 25))
    assert set(motion.subjects) == {"org/rcmp"}
