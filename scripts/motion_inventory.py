"""Inventory of how a House decision on a motion is told, measured: each sentence through the extractor.

Written in our own words from the annotation guidelines (corpus/README.md), by families: verbs of adopting
and of defeat, consent asked, given or refused, the manner of a decision, tallies, bills decided at a
reading, and near misses that share the words but decide nothing (a vote to come, a hypothesis, another
body's vote, a poll's or a game's numbers). Prints the misses and the share covered by family:
    python scripts/motion_inventory.py [FAMILY-OR-LANGUAGE]
The paraphrase suite keeps most of these sentences as cases (decision 1250-1349)."""
import collections
import datetime as dt
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.loaders.article.paraphrases import Case, Runner  # noqa: E402

D = dt.date(2019, 5, 2)  # a Thursday; "Wednesday" is 2019-05-01
W = "2019-05-01"
A, N, C, WD = "Adopted", "Negatived", "ConsentRefused", "Withdrawn"
# (lang, family, text, expected) expected: dict of motion fields for a decided motion, or None for a near miss
INV = [
 # --- English: verbs of adoption
 ("en", "verb-adopt", "The motion passed on Wednesday by a vote of 171 to 133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "verb-adopt", "The Conservative motion carried on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The House adopted the Conservative motion on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "MPs approved the NDP motion on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The Bloc Québécois motion sailed through the House on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The NDP motion won the support of the House on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The House agreed to the Conservative motion on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The House of Commons backed the NDP motion on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The Conservative motion received the support of a majority of MPs on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "MPs endorsed the Bloc Québécois motion on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The opposition day motion was passed on Wednesday.", dict(outcome=A)),
 ("en", "verb-adopt", "The Green Party's motion was approved by the House on Wednesday.", dict(outcome=A)),
 # --- English: verbs of defeat
 ("en", "verb-defeat", "The Bloc Québécois motion was defeated on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "MPs voted down the Conservative motion on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The House rejected the NDP motion on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The Green motion failed on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The Conservative motion fell on Wednesday when the Liberals voted against it.", dict(outcome=N)),
 ("en", "verb-defeat", "The NDP motion went down to defeat in the House on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The Conservative motion was voted down on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The Liberal majority killed the Conservative motion on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The NDP motion did not pass on Wednesday.", dict(outcome=N)),
 ("en", "verb-defeat", "The Bloc Québécois motion lost on Wednesday.", dict(outcome=N)),
 # --- English: consent
 ("en", "consent", "Unanimous consent was denied for the NDP motion on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "Conservatives refused unanimous consent for the NDP motion on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "The Bloc Québécois motion did not get unanimous consent on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "Unanimous consent was not granted for the Green motion on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "The NDP sought unanimous consent for its motion on Wednesday, but Conservative MPs said no.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "Conservative MPs blocked the NDP's unanimous consent motion on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "The NDP motion failed to obtain unanimous consent on Wednesday.", dict(outcome=C, method="UnanimousConsent")),
 ("en", "consent", "The Bloc Québécois motion passed by unanimous consent on Wednesday.", dict(outcome=A, method="UnanimousConsent")),
 ("en", "consent", "The NDP was given unanimous consent for its motion on Wednesday.", dict(outcome=A, method="UnanimousConsent")),
 # --- English: manner
 ("en", "manner", "The motion was adopted unanimously on Wednesday.", dict(outcome=A)),
 ("en", "manner", "The House unanimously passed the Conservative motion on Wednesday.", dict(outcome=A)),
 ("en", "manner", "The NDP motion passed on a voice vote on Wednesday.", dict(outcome=A, method="VoiceVote")),
 ("en", "manner", "The Conservative motion was defeated in a recorded division on Wednesday.", dict(outcome=N, method="RecordedDivision")),
 ("en", "manner", "The Speaker cast the deciding vote against the NDP motion on Wednesday.", dict(outcome=N)),
 ("en", "manner", "The NDP withdrew its motion on Wednesday.", dict(outcome=WD)),
 ("en", "manner", "The Conservative motion was withdrawn on Wednesday.", dict(outcome=WD)),
 # --- English: tallies
 ("en", "tally", "The Conservative motion carried 171-133 on Wednesday.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "MPs approved the NDP motion on Wednesday, 171–133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The Bloc Québécois motion was passed 171 votes to 133 on Wednesday.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The NDP motion was approved on Wednesday with 171 in favour and 133 against.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The House voted 171 to 133 in favour of the Conservative motion on Wednesday.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The House voted 171 to 133 against the Conservative motion on Wednesday.", dict(outcome=N, yeas=133, nays=171)),
 ("en", "tally", "On Wednesday, 171 MPs voted for the NDP motion and 133 voted against it.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The Conservative motion was defeated on Wednesday with 133 votes in favour and 171 against.", dict(outcome=N, yeas=133, nays=171)),
 ("en", "tally", "The Bloc Québécois motion was defeated by a vote of 171 to 133 on Wednesday.", dict(outcome=N)),
 ("en", "tally", "The NDP motion passed on Wednesday by a margin of 171 to 133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "tally", "The NDP motion passed on Wednesday in a 171-133 vote.", dict(outcome=A, yeas=171, nays=133)),
 # --- English: bills
 ("en", "bill", "Bill C-69 passed third reading in the Commons on Wednesday by a vote of 171 to 133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "bill", "The House of Commons passed Bill C-69 on Wednesday, 171-133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "bill", "The Conservative private member's bill was defeated at second reading on Wednesday.", dict(outcome=N)),
 ("en", "bill", "MPs voted 171 to 133 on Wednesday to pass Bill C-69.", dict(outcome=A, yeas=171, nays=133)),
 # --- English near misses
 ("en", "near-future", "MPs will vote on the Conservative motion on Tuesday.", None),
 ("en", "near-future", "The NDP motion is expected to pass next week.", None),
 ("en", "near-future", "The Liberals said they would vote against the Conservative motion.", None),
 ("en", "near-future", "The Bloc Québécois plans to defeat the motion when it comes to a vote.", None),
 ("en", "near-hypo", "The NDP motion would have passed had the Bloc Québécois supported it.", None),
 ("en", "near-hypo", "If the Conservative motion fails, the NDP will bring it back.", None),
 ("en", "near-hypo", "The NDP hopes its motion will carry.", None),
 ("en", "near-none", "The vote on the Conservative motion was postponed on Wednesday.", None),
 ("en", "near-none", "The NDP motion did not come to a vote on Wednesday.", None),
 ("en", "near-none", "The Conservatives tabled a motion on Wednesday.", None),
 ("en", "near-other-body", "The Senate passed the bill on Wednesday by a vote of 51 to 33.", None),
 ("en", "near-other-body", "The Commons committee adopted the NDP motion on Wednesday.", None),
 ("en", "near-other-body", "The Ontario legislature passed a motion on Wednesday by a vote of 71 to 33.", None),
 ("en", "near-other-body", "Delegates at the Conservative convention adopted the resolution 1,171 to 933 on Saturday.", None),
 ("en", "near-other-body", "The Quebec national assembly unanimously adopted a motion on Wednesday.", None),
 ("en", "near-other-body", "City council voted 7 to 4 on Wednesday to approve the motion.", None),
 ("en", "near-numbers", "A poll released on Wednesday found that respondents preferred the plan 171 to 133.", None),
 ("en", "near-numbers", "The Senators beat the Canadiens 4-2 on Wednesday.", None),
 ("en", "near-new", "The NDP motion fell on deaf ears on Wednesday.", None),
 ("en", "near-new", "The Conservative motion lost momentum on Wednesday.", None),
 ("en", "near-new", "The plan to move the motion fell through on Wednesday.", None),
 ("en", "near-new", "The Liberals refused to withdraw their motion on Wednesday.", None),
 ("en", "near-new", "The Bloc Québécois withdrew its support for the NDP motion on Wednesday.", None),
 ("en", "near-new", "The Conservatives threatened to withdraw their motion.", None),
 ("en", "near-new", "The NDP motion won the support of the Bloc Québécois on Wednesday.", None),
 ("en", "near-new", "The Conservatives will need to obtain unanimous consent for their motion.", None),
 ("en", "near-new", "The NDP hopes to get unanimous consent for its motion on Thursday.", None),
 ("en", "near-new", "The Conservative motion could sail through the House next week.", None),
 ("en", "more", "The NDP motion was negatived on Wednesday.", dict(outcome=N)),
 ("en", "more", "The House voted on Wednesday to adopt the Conservative motion.", dict(outcome=A)),
 ("en", "more", "MPs voted on Wednesday to reject the Bloc Québécois motion.", dict(outcome=N)),
 ("en", "more", "The NDP motion cleared the House of Commons on Wednesday.", dict(outcome=A)),
 ("en", "more", "The Conservative motion was carried on division on Wednesday.", dict(outcome=A)),
 ("en", "more", "The Bloc Québécois motion passed with the support of the NDP on Wednesday.", dict(outcome=A)),
 ("en", "more", "The House gave the NDP motion its approval on Wednesday.", dict(outcome=A)),
 ("en", "more", "MPs gave unanimous consent to the Green motion on Wednesday.", dict(outcome=A, method="UnanimousConsent")),
 ("en", "more", "The House voted unanimously in favour of the Conservative motion on Wednesday.", dict(outcome=A)),
 ("en", "more", "The NDP motion went through on Wednesday.", dict(outcome=A)),
 ("en", "more", "The Conservative motion was approved 171 to 133 on Wednesday.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "more", "The Conservative motion was turned down by the House on Wednesday.", dict(outcome=N)),
 ("en", "more", "The Bloc Québécois motion was shot down on Wednesday.", dict(outcome=N)),
 ("en", "more", "The NDP motion was rejected by a margin of 38 votes on Wednesday.", dict(outcome=N)),
 ("en", "more", "The Conservatives moved a motion on Wednesday. It passed 171-133.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "more", "The NDP moved a motion on Wednesday. The vote was 171 to 133 in favour.", dict(outcome=A, yeas=171, nays=133)),
 ("en", "near-more", "The Liberals voted against the NDP motion on Wednesday.", None),
 ("en", "near-more", "MPs debated the Conservative motion on Wednesday.", None),
 ("en", "near-more", "The Conservative motion needs 170 votes to pass.", None),
 ("en", "near-more", "The NDP motion is set to pass on Thursday.", None),
 ("en", "near-more", "The Bloc Québécois said on Wednesday it would support the NDP motion.", None),
 ("en", "near-more", "The House committee rejected the Conservative motion 6-5 on Wednesday.", None),
 ("en", "near-more", "Nobody knows whether the motion will pass.", None),
 ("en", "near-more", "The Conservative motion would not have succeeded without the Bloc Québécois.", None),
 ("en", "near-more", "The NDP motion will not succeed, the Liberals said.", None),
 ("en", "near-more", "The Senate bill cleared committee on Wednesday.", None),
 ("en", "near-more", "The Conservative request was turned down by the Speaker on Wednesday.", None),
 ("en", "casting", "The Speaker broke the tie by voting for the Conservative motion on Wednesday.", dict(outcome=A)),
 ("en", "near-casting", "The committee chair cast the deciding vote against the motion on Wednesday.", None),
 ("en", "near-casting", "The Speaker broke the tie on Wednesday.", None),
 # --- French: verbs
 ("fr", "verb-adopt", "La motion a été adoptée mercredi par 171 voix contre 133.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "verb-adopt", "La Chambre a adopté mercredi la motion conservatrice.", dict(outcome=A)),
 ("fr", "verb-adopt", "La motion du Bloc a été approuvée par la Chambre mercredi.", dict(outcome=A)),
 ("fr", "verb-adopt", "La motion néo-démocrate a reçu l'appui de la Chambre mercredi.", dict(outcome=A)),
 ("fr", "verb-adopt", "La motion conservatrice est passée mercredi.", dict(outcome=A)),
 ("fr", "verb-adopt", "Les députés ont appuyé mercredi la motion du Bloc québécois.", dict(outcome=A)),
 ("fr", "verb-adopt", "La motion du NPD a été votée mercredi par la Chambre des communes.", dict(outcome=A)),
 ("fr", "verb-defeat", "La motion du Bloc a été rejetée mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "La motion conservatrice a été battue mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "La motion néo-démocrate a été défaite mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "Les députés ont rejeté la motion du Bloc mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "La motion conservatrice a échoué mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "Les libéraux ont battu la motion conservatrice mercredi.", dict(outcome=N)),
 ("fr", "verb-defeat", "La motion du NPD n'a pas été adoptée mercredi.", dict(outcome=N)),
 ("fr", "consent", "Le consentement unanime a été refusé mercredi pour la motion du NPD.", dict(outcome=C, method="UnanimousConsent")),
 ("fr", "consent", "Les conservateurs ont refusé mercredi leur consentement à la motion du NPD.", dict(outcome=C, method="UnanimousConsent")),
 ("fr", "consent", "Le NPD n'a pas obtenu le consentement unanime pour sa motion mercredi.", dict(outcome=C, method="UnanimousConsent")),
 ("fr", "consent", "Les conservateurs ont bloqué mercredi la motion du NPD, qui exigeait le consentement unanime.", dict(outcome=C, method="UnanimousConsent")),
 ("fr", "consent", "La motion du Bloc a été adoptée mercredi avec le consentement unanime de la Chambre.", dict(outcome=A, method="UnanimousConsent")),
 ("fr", "manner", "La motion a été adoptée à l'unanimité mercredi.", dict(outcome=A)),
 ("fr", "manner", "La motion du NPD a été adoptée mercredi par un vote par appel nominal.", dict(outcome=A, method="RecordedDivision")),
 ("fr", "manner", "La motion conservatrice a été adoptée de vive voix mercredi.", dict(outcome=A, method="VoiceVote")),
 ("fr", "manner", "Le Bloc a retiré sa motion mercredi.", dict(outcome=WD)),
 ("fr", "tally", "La Chambre a adopté mercredi la motion du Bloc par un vote de 171 à 133.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "tally", "La motion conservatrice a été adoptée mercredi, 171 voix contre 133.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "tally", "Les députés ont voté mercredi à 171 contre 133 en faveur de la motion du NPD.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "tally", "La motion du Bloc a été rejetée mercredi avec 133 voix pour et 171 contre.", dict(outcome=N, yeas=133, nays=171)),
 ("fr", "tally", "Mercredi, 171 députés ont voté pour la motion du NPD et 133 contre.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "tally", "La motion conservatrice a été battue mercredi par 171 voix contre 133.", dict(outcome=N)),
 ("fr", "bill", "Le projet de loi C-69 a été adopté en troisième lecture mercredi par 171 voix contre 133.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "bill", "La Chambre des communes a adopté mercredi le projet de loi C-69.", dict(outcome=A)),
 # --- French near misses
 ("fr", "near-future", "Les députés voteront mardi sur la motion conservatrice.", None),
 ("fr", "near-future", "La motion du NPD devrait être adoptée la semaine prochaine.", None),
 ("fr", "near-future", "Les libéraux ont annoncé qu'ils voteraient contre la motion du Bloc.", None),
 ("fr", "near-hypo", "La motion aurait été adoptée si le NPD l'avait appuyée.", None),
 ("fr", "near-hypo", "Si la motion est rejetée, le Bloc la présentera de nouveau.", None),
 ("fr", "near-none", "Le vote sur la motion du Bloc a été reporté mercredi.", None),
 ("fr", "near-none", "Le Bloc a déposé une motion mercredi.", None),
 ("fr", "near-other-body", "Le Sénat a adopté le projet de loi mercredi par 51 voix contre 33.", None),
 ("fr", "near-other-body", "Le comité a adopté la motion du NPD mercredi.", None),
 ("fr", "near-other-body", "L'Assemblée nationale a adopté à l'unanimité une motion mercredi.", None),
 ("fr", "near-other-body", "Les militants du parti ont adopté la résolution par 171 voix contre 133 samedi.", None),
 ("fr", "near-other-body", "Le conseil municipal a adopté la motion mercredi par 7 voix contre 4.", None),
 ("fr", "near-numbers", "Un sondage publié mercredi donne 41 % d'appuis contre 33 % au projet.", None),
 ("fr", "near-new", "La motion du NPD est passée inaperçue mercredi.", None),
 ("fr", "near-new", "Le Bloc a refusé de retirer sa motion mercredi.", None),
 ("fr", "near-new", "La motion du NPD a reçu l'appui du Bloc mercredi.", None),
 ("fr", "near-new", "Le projet de motion est tombé à l'eau mercredi.", None),
 ("fr", "near-new", "Le NPD a retiré son appui à la motion conservatrice mercredi.", None),
 ("fr", "near-new", "Le NPD espère obtenir le consentement unanime pour sa motion jeudi.", None),
 ("fr", "near-new", "La motion est passée au vote mercredi.", None),
 ("fr", "more", "La motion du NPD a été entérinée mercredi par la Chambre.", dict(outcome=A)),
 ("fr", "more", "La motion conservatrice a été acceptée mercredi par les députés.", dict(outcome=A)),
 ("fr", "more", "La motion du Bloc a obtenu l'appui de la majorité des députés mercredi.", dict(outcome=A)),
 ("fr", "more", "La motion du NPD n'a pas passé mercredi.", dict(outcome=N)),
 ("fr", "more", "La motion conservatrice a été battue à 171 voix contre 133 mercredi.", dict(outcome=N)),
 ("fr", "more", "La motion du Bloc a été adoptée mercredi avec l'appui du NPD.", dict(outcome=A)),
 ("fr", "more", "La motion du NPD a obtenu le consentement unanime mercredi.", dict(outcome=A, method="UnanimousConsent")),
 ("fr", "more", "Les conservateurs ont refusé leur consentement mercredi à la motion du Bloc.", dict(outcome=C, method="UnanimousConsent")),
 ("fr", "more", "La Chambre a voté mercredi en faveur de la motion du NPD.", dict(outcome=A)),
 ("fr", "more", "Les députés ont voté contre la motion conservatrice mercredi, 171 voix contre 133.", dict(outcome=N, yeas=133, nays=171)),
 ("fr", "more", "Le Bloc a présenté une motion mercredi. Elle a été adoptée par 171 voix contre 133.", dict(outcome=A, yeas=171, nays=133)),
 ("fr", "more", "La motion du Bloc a été retirée mercredi.", dict(outcome=WD)),
 ("fr", "near-more", "Les libéraux ont voté contre la motion du NPD mercredi.", None),
 ("fr", "near-more", "Les députés ont débattu mercredi de la motion conservatrice.", None),
 ("fr", "near-more", "Le vote sur la motion du Bloc aura lieu mercredi prochain.", None),
 ("fr", "near-more", "Le NPD a annoncé mercredi qu'il appuierait la motion du Bloc.", None),
 ("fr", "near-more", "Le Bloc menace de retirer sa motion.", None),
 ("fr", "near-more", "Le comité a rejeté la motion conservatrice mercredi par six voix contre cinq.", None),
 ("fr", "near-more", "La motion du NPD n'aurait pas passé sans le Bloc.", None),
 ("fr", "near-more", "La motion du Bloc ne passera pas, selon les libéraux.", None),
 ("fr", "near-more", "La motion conservatrice n'est pas encore passée.", None),
 ("fr", "near-more", "La motion du NPD n'est pas passée inaperçue mercredi.", None),
 ("fr", "near-numbers", "Le Canadien a battu les Sénateurs 4 à 2 mercredi.", None),
]

def covered(exp, out):
    ms = out.predicted_motions
    if exp is None:
        return not any(m.outcome for m in ms) and all(e.type == "MotionMoved" for e in out.predicted_events)
    return any(all(getattr(m, k) == v for k, v in exp.items()) for m in ms)

if __name__ == "__main__":
    r = Runner()
    fam = collections.defaultdict(lambda: [0, 0])
    only = sys.argv[1] if len(sys.argv) > 1 else None
    try:
        for i, (lang, family, text, exp) in enumerate(INV):
            if only and only not in family and only != lang:
                continue
            case = Case(id=f"{lang}-inv-{i}", lang=lang, kind="decision", n=i, form=family, date=D, text=text,
                        events=[], motions=None, only=False)
            out = r.run(case)
            ok = covered(exp, out)
            fam[(lang, family)][0] += ok; fam[(lang, family)][1] += 1
            if not ok:
                got = "; ".join(f"{m.outcome}/{m.method}/{m.yeas}-{m.nays}/{m.date}" for m in out.predicted_motions) or "-"
                ev = ",".join(e.type for e in out.predicted_events)
                print(f"MISS {i:3d} {lang} {family:16s} {text}\n      want {exp}  got {got} ev[{ev}]")
    finally:
        r.close()
    tot = [0, 0]
    for k, (a, b) in sorted(fam.items()):
        print(f"{k[0]} {k[1]:18s} {a}/{b}"); tot[0] += a; tot[1] += b
    print("TOTAL", tot)
