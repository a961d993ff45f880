"""French PressStatement frames beyond the paraphrase grid (fr-statement-2250..2349), in our own words:
a newsroom told by name (« a expliqué au Devoir »), « Joint par <un journal>, X a affirmé », a copular
medium (« X était en entrevue à ... », « l'invité de l'émission »), « la principale intéressée »; and
near misses that must give nothing.
Run through the real extractor and reference KB, as the paraphrase suite does.
"""

from __future__ import annotations

import datetime as dt

import pytest

from conftest import require
from paraphrases import Case, Runner, describe

pytestmark = pytest.mark.integration

# (publication date, text, expected agents: (person key, day) pairs; empty for a near miss)
CASES = [
    ("2023-05-11", "Le ministre Pablo Rodriguez a expliqué au Devoir mercredi que le dossier avançait.",
     [("pablo-rodriguez", "2023-05-10")]),
    ("2023-05-11", "La ministre Mélanie Joly a indiqué à Radio-Canada mercredi que l'ambassadeur serait convoqué.",
     [("melanie-joly", "2023-05-10")]),
    ("2023-05-11", "« Nous serons prêts », a affirmé mercredi le chef bloquiste à TVA Nouvelles.",
     [("yves-francois-blanchet", "2023-05-10")]),
    ("2023-05-11", "Joint par La Presse mercredi, le ministre Pablo Rodriguez a affirmé que le dossier avançait.",
     [("pablo-rodriguez", "2023-05-10")]),
    ("2023-05-11", "La ministre Mélanie Joly était en entrevue à Radio-Canada mercredi.",
     [("melanie-joly", "2023-05-10")]),
    ("2023-05-11", "Le chef bloquiste Yves-François Blanchet était l'invité d'une émission de radio dimanche.",
     [("yves-francois-blanchet", "2023-05-07")]),
    ("2023-05-11", "La ministre Mélanie Joly a rencontré mardi le ministre Pablo Rodriguez. La principale "
                   "intéressée a ensuite déclaré aux journalistes qu'elle maintenait ses propos.",
     [("melanie-joly", "2023-05-09")]),
    # near misses
    ("2023-05-11", "Le ministre Pablo Rodriguez a critiqué mercredi le financement accordé à Radio-Canada.", []),
    ("2023-05-11", "Le ministre Pablo Rodriguez a dénoncé mercredi les compressions à Radio-Canada.", []),
    ("2023-05-11", "Rejointe par Le Devoir, la ministre Mélanie Joly n'a pas voulu commenter.", []),
    ("2023-05-11", "Joint par son chef, le ministre Pablo Rodriguez a affirmé en Chambre que le dossier avançait.", []),
    ("2023-05-11", "La ministre Mélanie Joly sera en entrevue à Radio-Canada vendredi.", []),
    ("2023-05-11", "La ministre Mélanie Joly n'était pas en conférence de presse mercredi.", []),
    ("2023-05-11", "La ministre Mélanie Joly était l'invitée d'honneur d'un gala mercredi.", []),
    ("2023-05-11", "Mélanie Joly était en réunion avec ses homologues mercredi.", []),
    ("2023-05-11", "Le ministre Pablo Rodriguez a quitté le parlement mercredi sans s'arrêter pour parler aux "
                   "journalistes.", []),
    ("2023-05-11", "Le chef néo-démocrate Jagmeet Singh a pris part mercredi à un rassemblement de grévistes.", []),
]


@pytest.fixture(scope="module")
def runner():
    from canpol.errors import ConfigurationError
    from canpol.loaders.article.nlp import pipeline
    try:
        pipeline("fr")
    except ConfigurationError as missing:
        require(False, str(missing))
    r = Runner()
    require(r.kb_keys is not None, "the reference KB is not built")
    yield r
    r.close()


@pytest.mark.parametrize("n", range(len(CASES)))
def test_french_statement_frame(runner, n):
    day, text, agents = CASES[n]
    events = [{"type": "PressStatement", "agent": f"person/{key}", **({"date": d} if d else {})}
              for key, d in agents]
    case = Case(id=f"fr-statement-frame-{n}", lang="fr", kind="statement", n=n, form="frame",
                date=dt.date.fromisoformat(day), text=text, events=events, motions=None, only=True)
    outcome = runner.run(case)
    assert outcome.passed, describe(outcome)
