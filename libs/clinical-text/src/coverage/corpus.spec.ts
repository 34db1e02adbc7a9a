/**
 * Issue 21: the coverage checklist never calls an unmet criterion "documented". Runs the coverage
 * corpus (libs/clinical-text/coverage-corpus): fictional letter answers in clinicians' phrasing, each
 * judged as a Medicare reviewer would judge one criterion, or the body weight to read.
 *
 * Scoring (testing.ts, scoreCorpus): a criterion a reviewer calls documented must be "documented"; one
 * a reviewer calls not documented is right as "not-documented" or "unclear" — unclear makes no claim
 * that the criterion is met (the page shows "Unclear — check") and is counted apart. A weight is right
 * within 1 lb. Prints one line per part; the tuning part's failures are listed, the held-out part's
 * never (its cases are not read while the rules are tuned).
 *
 * The same figures for the working tree or any commit:
 *   node libs/clinical-text/coverage-corpus/report.cjs [--rev <commit>] [--failures]
 */
import { CORPUS_TODAY } from '../../coverage-corpus/case';
import { HELD_OUT } from '../../coverage-corpus/held-out';
import { HELD_OUT_2 } from '../../coverage-corpus/held-out-2';
import { HELD_OUT_6 } from '../../coverage-corpus/held-out-6';
import { HELD_OUT_11 } from '../../coverage-corpus/held-out-11';
import { TUNING } from '../../coverage-corpus/tuning';
import { TUNING_FRESH } from '../../coverage-corpus/tuning-fresh';
import { TUNING_ROUND5 } from '../../coverage-corpus/tuning-round5';
import { TUNING_ROUND6 } from '../../coverage-corpus/tuning-round6';
import { TUNING_ROUND7 } from '../../coverage-corpus/tuning-round7';
import { TUNING_ROUND8 } from '../../coverage-corpus/tuning-round8';
import { TUNING_ROUND9 } from '../../coverage-corpus/tuning-round9';
import { TUNING_ROUND10 } from '../../coverage-corpus/tuning-round10';
import { TUNING_ROUND12 } from '../../coverage-corpus/tuning-round12';
import { TUNING_ROUND13 } from '../../coverage-corpus/tuning-round13';
import { TUNING_ROUND14 } from '../../coverage-corpus/tuning-round14';
import { TUNING_ROUND15 } from '../../coverage-corpus/tuning-round15';
import { TUNING_ROUND16 } from '../../coverage-corpus/tuning-round16';
import { coverageChecklist } from './checklist';
import { scoreCorpus, scoreLine } from './testing';

/**
 * The tuning part: the first set, the fresh one (written blind by another engineer, in three rounds) and
 * round 5 (written blind, before the rules were read, for unfamiliar wording of clear positives) and round 6
 * (the same, with near-misses of every kind; one case not clear after all was dropped, see its file) and
 * round 7 (the released half of a set written blind by a fifth author) and round 8 (a sixth author's set,
 * held out as held-out-3.ts and measured twice in aggregate before it was released for tuning) and round 9
 * (a seventh author's set, held out as held-out-4.ts and measured twice in aggregate before its release).
 */
const TUNING_ALL = [...TUNING, ...TUNING_FRESH, ...TUNING_ROUND5, ...TUNING_ROUND6, ...TUNING_ROUND7, ...TUNING_ROUND8, ...TUNING_ROUND9];
const tuning = scoreCorpus(TUNING_ALL, coverageChecklist, CORPUS_TODAY);
const tuningFirst = scoreCorpus(TUNING, coverageChecklist, CORPUS_TODAY);
const tuningFresh = scoreCorpus(TUNING_FRESH, coverageChecklist, CORPUS_TODAY);
const tuningRound5 = scoreCorpus(TUNING_ROUND5, coverageChecklist, CORPUS_TODAY);
const tuningRound6 = scoreCorpus(TUNING_ROUND6, coverageChecklist, CORPUS_TODAY);
const tuningRound7 = scoreCorpus(TUNING_ROUND7, coverageChecklist, CORPUS_TODAY);
const tuningRound8 = scoreCorpus(TUNING_ROUND8, coverageChecklist, CORPUS_TODAY);
const tuningRound9 = scoreCorpus(TUNING_ROUND9, coverageChecklist, CORPUS_TODAY);
const tuningRound10 = scoreCorpus(TUNING_ROUND10, coverageChecklist, CORPUS_TODAY);
const tuningRound12 = scoreCorpus(TUNING_ROUND12, coverageChecklist, CORPUS_TODAY);
const tuningRound13 = scoreCorpus(TUNING_ROUND13, coverageChecklist, CORPUS_TODAY);
const tuningRound14 = scoreCorpus(TUNING_ROUND14, coverageChecklist, CORPUS_TODAY);
const tuningRound15 = scoreCorpus(TUNING_ROUND15, coverageChecklist, CORPUS_TODAY);
const tuningRound16 = scoreCorpus(TUNING_ROUND16, coverageChecklist, CORPUS_TODAY);
const heldOut = scoreCorpus(HELD_OUT, coverageChecklist, CORPUS_TODAY);
const heldOut2 = scoreCorpus(HELD_OUT_2, coverageChecklist, CORPUS_TODAY);
const heldOut6 = scoreCorpus(HELD_OUT_6, coverageChecklist, CORPUS_TODAY);
const heldOut11 = scoreCorpus(HELD_OUT_11, coverageChecklist, CORPUS_TODAY);

afterAll(() => {
  console.log(
    [
      'coverage corpus (issue 21)',
      scoreLine('tuning', tuning),
      scoreLine('  tuning (first set)', tuningFirst),
      scoreLine('  tuning (fresh set)', tuningFresh),
      scoreLine('  tuning (round 5)', tuningRound5),
      scoreLine('  tuning (round 6)', tuningRound6),
      scoreLine('  tuning (round 7)', tuningRound7),
      scoreLine('  tuning (round 8)', tuningRound8),
      scoreLine('  tuning (round 9)', tuningRound9),
      ...tuning.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 10)', tuningRound10),
      ...tuningRound10.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 12)', tuningRound12),
      ...tuningRound12.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 13)', tuningRound13),
      ...tuningRound13.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 14)', tuningRound14),
      ...tuningRound14.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 15)', tuningRound15),
      ...tuningRound15.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('  tuning (round 16)', tuningRound16),
      ...tuningRound16.failures.map((failure) => `  ✗ ${failure}`),
      scoreLine('held-out (written before the rules, never tuned against; used up; aggregates only)', heldOut),
      scoreLine('held-out 2 (a fifth author, half B; aggregates only)', heldOut2),
      scoreLine('held-out 6 (a ninth author, written blind; aggregates only)', heldOut6),
      scoreLine('held-out 11 (a fifteenth author, written blind; aggregates only)', heldOut11),
    ].join('\n'),
  );
});

describe('the coverage corpus, tuning part', () => {
  it('never calls an unmet criterion documented', () => {
    expect(tuning.falseDocumented).toBe(0);
  });

  it('judges at least 95% of the cases right', () => {
    expect(tuning.right / tuning.judgments).toBeGreaterThanOrEqual(0.95);
  });

  it('judges at least 95% of the fresh set right, with no false "documented" (it was 160/192 and 12 before its fixes)', () => {
    expect(tuningFresh.falseDocumented).toBe(0);
    expect(tuningFresh.right / tuningFresh.judgments).toBeGreaterThanOrEqual(0.95);
  });

  it('judges at least 95% of round 5 right, with no false "documented" (it was 76/91 and 1 before its fixes)', () => {
    expect(tuningRound5.falseDocumented).toBe(0);
    expect(tuningRound5.right / tuningRound5.judgments).toBeGreaterThanOrEqual(0.95);
  });

  it('judges at least 95% of round 6 right, with no false "documented" (it was 190/227 and 7 before its fixes)', () => {
    expect(tuningRound6.falseDocumented).toBe(0);
    expect(tuningRound6.right / tuningRound6.judgments).toBeGreaterThanOrEqual(0.95);
  });

  it('judges at least 95% of round 7 right, with no false "documented" (it was 99/125 and 3 before its fixes; 95/125 and 3 at 7ff3887)', () => {
    expect(tuningRound7.falseDocumented).toBe(0);
    expect(tuningRound7.right / tuningRound7.judgments).toBeGreaterThanOrEqual(0.95);
  });

  // Round 8 has not reached 95% right: what is asserted is what is true. Before any round-8 fix: 182/241 and
  // 9 false "documented" (its figure as held-out 3 at 4a94c91); after the letter-level readings: 191/241, 0;
  // after concepts read in either order and "&" / "Dr." normalised: 197/241, 0; after the practitioner's name
  // slot in a face-to-face sentence and an order's label read to its state: 202/241, 0; after the walker's
  // concepts near each other and the past-time and whole-sentence vetoes for an ability: 208/241, 0; after
  // where a commode stands and the lesser aids ruled out in more ways: 215/241, 0; after propulsion in more
  // words, pillows that give way and "propped" as an elevation: 220/241, 0; after inabilities told over time
  // and the only toilet on another level: 223/241, 0.
  it('round 8: no false "documented", at least 223 of 241 right (target 95%: not met)', () => {
    expect(tuningRound8.judgments).toBe(241);
    expect(tuningRound8.falseDocumented).toBe(0);
    expect(tuningRound8.right).toBeGreaterThanOrEqual(223);
  });

  // Round 9 (a seventh author's set, released from held-out 4): 216/259 and 8 false "documented" before its fixes
  // (documented recall 86/121; its figure as held-out 4 after round 8) → 224 and 0 after the orders and encounters
  // for another item or episode, the letter writer as actor, relatives' wishes, placeholders and hypotheticals →
  // 237 (aids ruled out in lists, the home told by its parts, zero counts, "with" after a negation, exported dates)
  // → 242 (the item and its place, orders signed after a dash, "at first … but", having the item as no condition)
  // → 247/259 = 95.4%, 0, recall 109/121 (loaner trials, benefit labels, short typos, "everyday") → 250/259 = 96.5%,
  // 0, recall 112/121 (toilet transfers on/off, failed stair trials, balance "never lost") → 252/259 = 97.3%, 0,
  // recall 114/121 (E in the LCD's words and eagerness for the chair, walking too short a way to the MRADLs).
  it('judges at least 95% of round 9 right, with no false "documented" (it was 216/259 and 8 before its fixes)', () => {
    expect(tuningRound9.judgments).toBe(259);
    expect(tuningRound9.falseDocumented).toBe(0);
    expect(tuningRound9.right).toBeGreaterThanOrEqual(252);
    expect(tuningRound9.right / tuningRound9.judgments).toBeGreaterThanOrEqual(0.95);
  });

  // Round 10 (an eighth author's set, released from held-out 5 on 2026-12-02): 245/268 and 3 false "documented"
  // before its fixes (its figure as held-out 5 after round 9) → 248/268 (92.5%) and 0 after a placeholder anywhere
  // in the answer, facilities (SNF, rehab unit, hospital, nursing home) as another setting — a room at the SNF is
  // no room of the home — and "will get the order signed" as still to come. Target 95%: not met (recall 113/132).
  it('round 10: no false "documented", at least 248 of 268 right (target 95%: not met)', () => {
    expect(tuningRound10.judgments).toBe(268);
    expect(tuningRound10.falseDocumented).toBe(0);
    expect(tuningRound10.right).toBeGreaterThanOrEqual(248);
  });

  // Round 12 (a tenth author's forms and hedges, released from held-out 7 on 2026-12-02): 218/272 and 22 false
  // "documented" before its fixes (its figure as held-out 7, twice) → 254/272 (93.4%) and 0 after checked boxes read
  // as answers (boxes none of which is checked are a blank form; an unchecked box before a claim is an option not
  // chosen), encounters for something else, by phone, of a relative or by a titled chiropractor or a "(Name, PT)",
  // orders expected, unsigned, stamped, for another item or not current, a field refuted by the next ("- none of
  // which apply now"), a relative's limitation or own chair, a wheelchair declined after it is named, the day
  // program as another setting (the commode's toilet is the home's), "without cues", a caregiver's weight in brackets.
  it('round 12: no false "documented", at least 254 of 272 right (target 95%: not met)', () => {
    expect(tuningRound12.judgments).toBe(272);
    expect(tuningRound12.falseDocumented).toBe(0);
    expect(tuningRound12.right).toBeGreaterThanOrEqual(254);
  });

  // Round 13 (an eleventh author's mixed habits, released from held-out 8 on 2026-12-02): 226/272 and 21 false
  // "documented" before its fixes (its figure as held-out 8 after round 12) → 242/272 (89.0%) and 5 after an order
  // or a face-to-face taken back in another answer ("order still unsigned", "the F2F above was a phone check-in"),
  // video and telehealth encounters left for the reviewer to check, a chiropractor by the credential after the name
  // ("Dr. …, DC"), a therapist's F2F ("OT F2F"), an order for equipment no letter is about (oxygen), claims about
  // the item itself that name another one (a quad cane, a shower chair, a wheelchair in a walker letter — not an item
  // that only says where: "beside the hosp bed"), "will determine whether", "needs 2-person assist" and "will not
  // use" as the other way, and "confined to one room" against walking to the bathroom. The five left, each a reading
  // of its own, were taken on 2026-12-03 (→ 247/272 and 0): hearsay "per neighbor", a relative's house as another
  // setting ("daughter's house, where pt visits"), a doorway that will not let the chair pass said in another
  // answer, "will not use the chair" as unwillingness, and counter-evidence told as a plan or of someone else
  // ("daughter plans to use it over the upstairs toilet") leaving the claim unclear. Then orders it missed (→ 252):
  // what the order is for in brackets before "signed", its history in order ("drafted 2/20, signed … 2/24"), and an
  // update after a wait ("Awaiting signed order. UPDATE 3/6/26: signed order … received").
  it('round 13: no false "documented", at least 252 of 272 right (targets: none, 95% — not met)', () => {
    expect(tuningRound13.judgments).toBe(272);
    expect(tuningRound13.falseDocumented).toBe(0);
    expect(tuningRound13.right).toBeGreaterThanOrEqual(252);
  });

  // Round 14 (a twelfth author's tablet shorthand, prose, dictation and addenda, released from held-out 9 on
  // 2026-12-03): 241/272 and 6 false "documented" before its fixes (its figure as held-out 9 after round 13) → 261/272
  // (96.0%) and 0 after an order "to follow" or missing the physician's signature, an encounter for a cataract or a
  // flu shot, "will NOT use a wheelchair", trips as another setting, a wedge "which works", orders signed past a comma,
  // after an update or by "Dr X signed it", "not unsigned" read as signed, each checkbox its own statement, both aids
  // ruled out in a sentence of their own ("Neither sufficient."), copied encounter records (labelled practitioner and
  // date, before or after the visit type) and an aid seen in use at the exam. Decision 0168.
  it('round 14: no false "documented", at least 263 of 272 right (target 95%: met)', () => {
    expect(tuningRound14.judgments).toBe(272);
    expect(tuningRound14.falseDocumented).toBe(0);
    expect(tuningRound14.right).toBeGreaterThanOrEqual(263);
    expect(tuningRound14.right / tuningRound14.judgments).toBeGreaterThanOrEqual(0.95);
  });

  // Round 15 (a fourteenth author, a reviewer's traps: written on 2026-12-03 as a tuning set, two thirds near-misses):
  // 157/200 and 24 false "documented" with the rules of round 14 → 182/200 (91.0%) and 0 after placeholders in
  // brackets, a room with its own toilet and a one-level home against confinement, "on occasion", orders by telephone
  // or verbally, signed by a rep or an MA in brackets or "for Dr X", for a cane or a shower chair, with what follows a
  // dash read (video, a DPT, "n/a"), an eye-clinic visit, misused brakes, "not going to sit in that thing", a chair
  // driven into the stove, and what the walker will do left unclear until what was seen is written. Decision 0168.
  it('round 15: no false "documented", at least 182 of 200 right (target 95%: not met)', () => {
    expect(tuningRound15.judgments).toBe(200);
    expect(tuningRound15.falseDocumented).toBe(0);
    expect(tuningRound15.right).toBeGreaterThanOrEqual(182);
  });

  // Round 16 (a thirteenth author, released from held-out 10 on 2026-12-03): 236/272 and 12 false "documented" (its
  // figure as held-out 10) → 250/272 (91.9%) and 1 after a therapist's "PT F2F" and "by me (PT)", a chiropractor in
  // brackets or "Dr X DC", a supplier company that signed, a page left unsigned or an order re-sent to the MD, "n/a"
  // after a template's label, "couldn't" then resolved, a caregiver's doubt after a dash, "hope the walker will", an
  // update dated before its label, and the weights of a caregiver in brackets, a previous year and a correction
  // (round16-probes.spec.ts) → 256/272 (94.1%) and 1 after a form's question answered yes ("on file? Y -- Dr A"),
  // "signed, dated order", an order returned to the supplier signed, and what an update later in the same answer
  // supersedes no longer said against the claim (a refusal, a toilet on the level, "over the toilet"). The one left: "safe with FWW in the outpatient clinic gym", which the walker's safe use
  // reads as a demonstration (walker.ts) and this author as another setting.
  it('round 16: exactly 1 false "documented", at least 256 of 272 right (target: none, 95%: not met)', () => {
    expect(tuningRound16.judgments).toBe(272);
    expect(tuningRound16.falseDocumented).toBe(1);
    expect(tuningRound16.right).toBeGreaterThanOrEqual(256);
  });
});

/**
 * The held-out sets, measured with the rules as tuned and never read. The target — zero false
 * "documented", at least 95% right — is NOT met on any of them. What is asserted is what is true: the
 * exact false-"documented" count (so any change to it is seen) and a floor under the share right.
 *
 * held-out.ts (first author, before issue 21): 135/192 and 15 false "documented" at 1abd156 → 172/192
 * and 2 after rounds 1–5 → 177/192 (92.2%) and 1 after rounds 6 and 7 → 178/192 and 1 after round 8 →
 * 179/192 and 1 after round 9. Looked at six times: used up as an estimate.
 *
 * held-out-2.ts (a fifth author, written blind; its odd-position half — the even half became
 * tuning-round7.ts after one look): 97/125 and 7 false at 7ff3887 → 101/125 (80.8%) and 5 after rounds
 * 6 and 7, documented recall 29/48 → 104/125 (83.2%) and 3 after round 8, recall 30/48 → 105/125 (84.0%) and 3
 * after round 9, recall 31/48. Looks: four (each at the end of a round, never while tuning). During round 16 (a look
 * in the middle of it, 2026-12-03): 106/125 (84.8%) and 2.
 *
 * held-out-3.ts (a sixth author: 170/241 and 10 false at 7ff3887 → 182/241 and 9 at 4a94c91, two looks)
 * was released for tuning as tuning-round8.ts when a seventh author's blind held-out-4 was written.
 *
 * held-out-4.ts (a seventh author: 209/259 and 9 false at 4a94c91 → 216/259 and 8 after round 8, two
 * looks; round 8 took its own set from 9 false to 0 and an unseen author's from 9 to 8) was released for
 * tuning as tuning-round9.ts when an eighth author's blind held-out-5 was written.
 *
 * held-out-5.ts (an eighth author, written blind on 2026-11-25 while round 9 was tuned, never run on
 * before it was wired here): 241/268 (89.9%) and 5 false "documented" with the rules before round 9
 * (5f8cf2e) → 245/268 (91.4%) and 3 after it, documented recall 113/132. Round 9 took its own set from 8
 * false to 0 and this unseen author's from 5 to 3. Looks: two (before and after round 9).
 *
 * held-out-5.ts (the eighth author's) was released for tuning as tuning-round10.ts when a ninth author's
 * blind held-out-6 was written (some of its PHI half had been seen by accident).
 *
 * held-out-6.ts (a ninth author, written blind on 2026-12-02, never run on before it was wired here):
 * 240/272 (88.2%) and 6 false "documented" with the rules of round 9, documented recall 98/122 → 241/272
 * (88.6%) and 5 after round 10, recall 98/122. Looks: three (before round 10, once by mistake during it with
 * no change yet, after it). Round 10 took its own set from 3 false to 0 and this unseen author's from 6 to 5.
 *
 * held-out-7.ts (a tenth author, written blind on 2026-12-02 and asked for registers unlike the earlier
 * authors': checkbox answers, bullet lists, copied EHR fragments, hedges, dictation, claims about another
 * person or item): 218/272 (80.1%) and 22 false "documented" with the rules of round 10, documented recall
 * 91/122. The honest distance from the rules to an author who writes differently. After round 11 (the
 * tuner's own probes of those registers, round11-probes.spec.ts: a form's question answered no after its
 * label, another person's encounter, what the family says): unchanged, 218/272 and 22 — the author's misses
 * are elsewhere. Looks: two. (Held-out 6 after round 11: unchanged, a fourth look.)
 *
 * held-out-8.ts (an eleventh author, written blind on 2026-12-02 by clinicians of different habits: prose
 * letters, shorthand, copied EHR text, lists, dictation, contradictions corrected later, claims true of
 * another item): 214/272 (78.7%) and 31 false "documented" with the rules of round 11, documented recall
 * 92/119 → 226/272 (83.1%) and 21 after round 12, recall 94/119. Looks: two (before and after round 12).
 * Round 12 took its own set from 22 false to 0 and this unseen author's from 31 to 21 — the first round whose
 * fixes (checked boxes, encounters for something else, orders unsigned or for another item, fields refuted by
 * the next, relatives' limitations) carried over to a new author in part. Held-out 6 after round 12: 243/272
 * and 3 (a fifth look). Released for tuning as tuning-round13.ts when a twelfth author wrote held-out-9.ts.
 *
 * held-out-9.ts (a twelfth author, written blind on 2026-12-02: tablet shorthand with typos, prose letters,
 * dictation, copied EHR blocks, checkbox lists, corrections and dated addenda, near-misses of timing, kind of
 * visit, actor, item and setting): 232/272 (85.3%) and 14 false "documented" with the rules of round 12,
 * documented recall 93/118 → 238/272 (87.5%) and 8 after round 13, recall 93/118. Looks: two (before and after
 * round 13). Round 13 took its own set from 21 false to 5 and this unseen author's from 14 to 8. After round
 * 13's last five (2026-12-03, a third look): 240/272 (88.2%) and 6, recall 93/118; held-out 6 242/272 and 2
 * (recall 96/122: two documented criteria it had found became unclear — a sixth look). After round 13's orders (a
 * fourth look): 241/272 (88.6%) and 6, recall 94/118; held-out 6 unchanged. Released for tuning as
 * tuning-round14.ts when a thirteenth author wrote held-out-10.ts on 2026-12-03.
 *
 * held-out-10.ts (a thirteenth author, written blind on 2026-12-03: a home-health PT's and OT's letters as they
 * reach a supplier — US tablet shorthand, British OT phrasing and spelling, one-word answers and "see above", SOAP
 * fragments, Y/N lists and checkboxes, quoted speech, corrections and dated addenda): 227/272 (83.5%) and 21 false
 * "documented" with the rules of round 13 (db9116e), documented recall 97/118 → 232/272 (85.3%) and 16 after round
 * 14 (its own set's fixes and the tuner's probes of this author's judging rules, round14-probes.spec.ts), recall 97/118.
 * Looks: two (before and after round 14). Held-out 6 after round 14: 244/272 and 2 (a seventh look); held-out 180/192.
 * After round 15 (a fourteenth author's tuning set of reviewers' traps), a third look: 236/272 (86.8%) and 12, recall
 * 97/118; held-out 6 245/272 and 2 (an eighth look). Released for tuning as tuning-round16.ts when a fifteenth
 * author wrote held-out-11.ts on 2026-12-03.
 *
 * held-out-11.ts (a fifteenth author, written blind on 2026-12-03: a skilled-nursing case manager's letters, an OT's
 * letters typed on a phone, an agency EHR's checkbox templates, family quotes in translation, rural homes, late
 * entries and struck-through corrections): 223/272 (82.0%) and 3 false "documented" with the rules of round 15
 * (1b7982f), documented recall 84/127, before round 16 changed anything → the same after its first part (8640fd9):
 * 223/272 and 3, recall 84/127 → 224/272 (82.4%) and 3, recall 85/127 after its second (answered questions and
 * updates that supersede). Looks: four (before round 16, once in its middle, after each part). Round 16 took its own
 * set from 12 false to 1 and this unseen author's from 3 to 3: its fixes were the tuner's reading of one author's traps.
 */
describe('the coverage corpus, held-out parts (aggregates only)', () => {
  it('held-out: exactly 1 unmet criterion called documented, at least 180 of 192 right (target: none, 95%)', () => {
    expect(heldOut.judgments).toBe(192);
    expect(heldOut.falseDocumented).toBe(1);
    expect(heldOut.right).toBeGreaterThanOrEqual(180);
  });

  it('held-out 2: exactly 2 unmet criteria called documented, at least 106 of 125 right (target: none, 95%)', () => {
    expect(heldOut2.judgments).toBe(125);
    expect(heldOut2.falseDocumented).toBe(2);
    expect(heldOut2.right).toBeGreaterThanOrEqual(106);
  });

  it('held-out 6: exactly 2 unmet criteria called documented, at least 245 of 272 right (target: none, 95%)', () => {
    expect(heldOut6.judgments).toBe(272);
    expect(heldOut6.falseDocumented).toBe(2);
    expect(heldOut6.right).toBeGreaterThanOrEqual(245);
  });

  it('held-out 11: exactly 3 unmet criteria called documented, at least 224 of 272 right (target: none, 95%)', () => {
    expect(heldOut11.judgments).toBe(272);
    expect(heldOut11.falseDocumented).toBe(3);
    expect(heldOut11.right).toBeGreaterThanOrEqual(224);
  });
});

describe('the corpus itself', () => {
  const all = [
    ...TUNING_ALL,
    ...TUNING_ROUND10,
    ...HELD_OUT,
    ...HELD_OUT_2,
    ...HELD_OUT_6,
    ...HELD_OUT_11,
    ...TUNING_ROUND12,
    ...TUNING_ROUND13,
    ...TUNING_ROUND14,
    ...TUNING_ROUND15,
    ...TUNING_ROUND16,
  ];

  it('has unique ids, about 150 tuning cases, and both sides of every criterion of every letter in the tuning part', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(TUNING.length).toBeGreaterThanOrEqual(150);
    expect(TUNING_FRESH.length).toBeGreaterThanOrEqual(150);
    for (const equipment of ['wheelchair', 'hospital-bed', 'commode', 'walker'] as const) {
      for (const criterion of coverageChecklist(equipment, {}, { today: CORPUS_TODAY }).criteria) {
        for (const side of ['documented', 'not-documented']) {
          const covered = TUNING_ALL.some(
            (c) =>
              c.kind === 'criterion' &&
              c.criterion === criterion.id &&
              c.expect === side &&
              (c.equipment === equipment || ['face-to-face', 'written-order'].includes(c.criterion)),
          );
          expect({ criterion: criterion.id, side, covered }).toEqual({ criterion: criterion.id, side, covered: true });
        }
      }
    }
  });
});
