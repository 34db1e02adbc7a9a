/**
 * Issue 21's measure of the PHI guard on clinicians' phrasing (libs/phi-guard/corpus/README.md):
 * recall (identifiers found / total; found = a finding of a compatible type overlapping the mark),
 * the share found with HIGH confidence (what svc-ai refuses without confirmation), and false alarms
 * (clean sentences with any finding). Printed on every run for
 *   - the tuning set (corpus/tuning.ts), with its misses and false alarms listed,
 *   - the fresh part of the tuning set (corpus/tuning-fresh.ts, written blind by a second author
 *     before reading the detector), on its own line, with its misses and false alarms listed,
 *   - round 3 of the tuning set (corpus/tuning-round3.ts, written blind by a third author before
 *     reading the detector), on its own line, with its misses and false alarms listed,
 *   - round 4 of the tuning set (corpus/tuning-round4.ts, written blind by a fourth author before
 *     reading the detector), on its own line, with its misses and false alarms listed,
 *   - round 5 of the tuning set (corpus/tuning-round5.ts, the even-position half of a set written
 *     blind by a fifth author, released after one measure), on its own line, with its misses and
 *     false alarms listed,
 *   - round 6 of the tuning set (corpus/tuning-round6.ts, formerly held-out-3.ts: a sixth author's
 *     blind set, measured twice in aggregate, released for tuning when a seventh author's held-out-4
 *     was written), on its own line, with its misses and false alarms listed,
 *   - round 7 of the tuning set (corpus/tuning-round7.ts, formerly held-out-4.ts: a seventh author's
 *     blind set, measured twice in aggregate, released for tuning when an eighth author's held-out-5
 *     was written), on its own line, with its misses and false alarms listed,
 *   - issue 13's synthetic set (src/fixtures/synthetic-set.ts, main + hold-out), as before,
 *   - rounds 8, 10, 11 and 12 likewise (formerly held-out 5, 7, 8 and 9),
 *   - rounds 13 and 14 likewise (a fourteenth author's hard cases; formerly held-out 10),
 *   - the held-out sets (corpus/held-out.ts, held-out-2.ts, held-out-6.ts, held-out-11.ts): AGGREGATES ONLY.
 *     Each was written apart from the detector and is never read while tuning it, so this file never
 *     prints a sentence of them.
 */
import { HELD_OUT_CLEAN, HELD_OUT_LABELLED } from '../corpus/held-out';
import { HELD_OUT_2_CLEAN, HELD_OUT_2_LABELLED } from '../corpus/held-out-2';
import { HELD_OUT_6 } from '../corpus/held-out-6';
import { HELD_OUT_11 } from '../corpus/held-out-11';
import { TUNING_CLEAN, TUNING_LABELLED } from '../corpus/tuning';
import { TUNING_FRESH_CLEAN, TUNING_FRESH_LABELLED } from '../corpus/tuning-fresh';
import { TUNING_ROUND3_CLEAN, TUNING_ROUND3_LABELLED } from '../corpus/tuning-round3';
import { TUNING_ROUND4_CLEAN, TUNING_ROUND4_LABELLED } from '../corpus/tuning-round4';
import { TUNING_ROUND5_CLEAN, TUNING_ROUND5_LABELLED } from '../corpus/tuning-round5';
import { TUNING_ROUND6_CLEAN, TUNING_ROUND6_LABELLED } from '../corpus/tuning-round6';
import { TUNING_ROUND7_CLEAN, TUNING_ROUND7_LABELLED } from '../corpus/tuning-round7';
import { TUNING_ROUND8 } from '../corpus/tuning-round8';
import { TUNING_ROUND10 } from '../corpus/tuning-round10';
import { TUNING_ROUND11 } from '../corpus/tuning-round11';
import { TUNING_ROUND12 } from '../corpus/tuning-round12';
import { TUNING_ROUND13 } from '../corpus/tuning-round13';
import { TUNING_ROUND14 } from '../corpus/tuning-round14';
import { detectPhi } from './detect';
import {
  CLEAN_SENTENCES,
  COMPATIBLE_TYPES,
  HOLDOUT_CLEAN_SENTENCES,
  HOLDOUT_LABELLED_SENTENCES,
  LABELLED_SENTENCES,
  parseLabelled,
} from './fixtures/synthetic-set';
import type { PhiType } from './types';

const RECALL_TARGET = 0.95;
const FALSE_ALARM_TARGET = 0.02;
/**
 * The held-out sets, measured with the detector as tuned, never by reading them. What is asserted is
 * what is true (a floor just under each measure, false alarms within the 2% target), not the recall
 * target where it is not met.
 *
 * held-out.ts (first author, written before issue 21's changes): 66/107 = 61.7% at 1abd156 → 101/107 =
 * 94.4% after three tuners (five looks at its aggregates) → 102/107 = 95.3% after rounds 4 and 5 (a
 * sixth look), false alarms 2/144 = 1.4%; after round 6 (a seventh look) unchanged: 102/107 (high
 * 87/107), 2/144; after round 7 (an eighth look, at its end) unchanged again. Used up as a measure of generalisation: it has been looked at too often to say much
 * about text nobody has seen.
 *
 * held-out-2.ts (a fifth author, written blind; the odd-position half — the other half became
 * tuning-round5.ts after one look): 87/103 = 84.5% at 7ff3887, before rounds 4 and 5 → 94/103 = 91.3%
 * (high 67/103) after them, false alarms 0/100 → 95/103 = 92.2% (high 70/103) after round 6, false
 * alarms 0/100; after round 7 (a fourth look, at its end) unchanged: 95/103 (high 70/103), 0/100. Looks: four.
 *
 * held-out-3.ts (a sixth author) was measured twice (177/229 at 7ff3887, 185/229 = 80.8% at 4a94c91,
 * false alarms 2/193) and then released for tuning as corpus/tuning-round6.ts (round 6 below). The honest
 * figure for text from an author the detector has not met: each tuning round brought its own set to ~99%
 * and an unseen author's to 80–91%; held-out-4 (a seventh author, blind) measures round 6.
 *
 * held-out-4.ts (a seventh author: 159/214 = 74.3% at 4a94c91 → 165/214 = 77.1% (high 130/214) after
 * round 6, false alarms 2/185, none high; two looks) was released for tuning as corpus/tuning-round7.ts
 * (round 7 below) when an eighth author's blind held-out-5 was written.
 */
/*
 * held-out-5.ts (an eighth author, written blind on 2026-11-25 while round 7 was tuned; one list, the
 * sentences with identifiers marked and the clean ones not): 106/141 = 75.2% (high 76/141) with the
 * detector before round 7 (5f8cf2e) → 110/141 = 78.0% (high 80/141) after it, false alarms 1/116 (one
 * high) both times. Round 7 took its own set from 77.1% to 92.1% and this unseen author's from 75.2% to
 * 78.0%. Looks: two (before and after round 7).
 */
/*
 * held-out-6.ts (a ninth author, written blind on 2026-12-02; one list like held-out-5): 144/155 = 92.9%
 * (high 109/155), false alarms 0/140, with the detector of round 7 → 145/155 = 93.5% (high 110/155), 0/140
 * after round 8. Looks: three (before round 8, after it, and after its last brand fix); a fourth after round 11:
 * 146/155 = 94.2% (high 111/155), 0/140.
 */
/*
 * held-out-7.ts (a tenth author, written blind on 2026-12-02 and asked for the registers clinicians type on a
 * tablet: names after "per", "w/", in parentheses and possessives, initials, nicknames, two-part surnames, dates
 * without labels, places with a person's name): 101/150 = 67.3% (high 76/150), false alarms 0/140, with the
 * detector of round 8. The gap to held-out 6 (93.5%) is the honest distance from the rules to an author who
 * writes differently. After round 9 (the tuner's own probes of those registers, round9-probes.spec.ts):
 * unchanged, 101/150 — the author's misses are elsewhere. Looks: two. Released for tuning as
 * corpus/tuning-round10.ts (round 10 below) when an eleventh author wrote held-out-8.ts blind.
 */
/*
 * held-out-8.ts (an eleventh author, written blind on 2026-12-02 in a mix of registers: shorthand, prose,
 * capitals, lists, family quotes, scheduling messages, voicemail transcripts, intake forms): 134/164 = 81.7%
 * (high 98/164), false alarms 4/140 = 2.9%, after round 10 — and the same with the detector before round 10
 * (138/164 by any overlapping finding, 4/140, measured once with that commit for comparison). Round 10 took
 * its own set from 67.3% to 83.3% and this unseen author's not at all. Looks: one (two detectors). Released for
 * tuning as corpus/tuning-round11.ts (round 11 below) when a twelfth author wrote held-out-9.ts blind.
 */
/*
 * held-out-9.ts (a twelfth author, written blind on 2026-12-02 in tablet registers: shorthand, dictation with
 * numbers spelled out, capitals headers, intake fields, texts, aide messages, signatures; 154 identifiers, 141
 * clean sentences): 134/154 = 87.0% (high 105/154), false alarms 0/141, with the detector of round 10 → 136/154 =
 * 88.3% (high 106/154), 0/141 after round 11. Round 11 took its own set from 81.7% to 95.7%, this unseen author's
 * by 1.3 points. Looks: two (before and after round 11). Released for tuning as corpus/tuning-round12.ts (round 12
 * below) when a thirteenth author wrote held-out-10.ts blind on 2026-12-03.
 *
 * held-out-10.ts (a thirteenth author, written blind on 2026-12-03: aide texts, voice-to-text, OASIS fragments, phone
 * logs, signature lines, names of many origins in every case): 129/149 = 86.6% (high 91/149), false alarms 3/140 =
 * 2.1% at its first look, with round 11's detector (db9116e), before round 12 changed anything → 130/149 = 87.2% (high
 * 92/149), 3/140 after rounds 12 and 13 (a second look). Those rounds took their own sets from 88.3% to 93.5% and from
 * 73.2% to 83.7%, and this unseen author's by 0.6 points: the gap to 95% is names typed with no cue at all. Released
 * for tuning as corpus/tuning-round14.ts (round 14 below) when a fifteenth author wrote held-out-11.ts blind on 2026-12-03.
 *
 * held-out-11.ts (a fifteenth author, written blind on 2026-12-03: a skilled-nursing visit dictated on a phone, a
 * hospice aide's log, texts to a scheduler, an OT's home-safety checklist, authorization calls, a wound photo log,
 * medication reconciliation, fall reports; names of many origins in every position): 125/150 = 83.3% (high 92/150),
 * false alarms 0/140 with round 13's detector (1b7982f), before round 14 changed anything → the same after each of
 * round 14's parts: 125/150, 0/140. Looks: four. Round 14 took its own set from 87.2% to 94.0% and this unseen
 * author's not at all.
 */
const HELD_OUT_FLOORS = { first: 0.95, second: 0.92, sixth: 0.935, eleventh: 0.83 } as const;
const TUNING_ROUND8_LABELLED = TUNING_ROUND8.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND8_CLEAN = TUNING_ROUND8.filter((sentence) => !sentence.includes('[['));
const HELD_OUT_6_LABELLED = HELD_OUT_6.filter((sentence) => sentence.includes('[['));
const HELD_OUT_6_CLEAN = HELD_OUT_6.filter((sentence) => !sentence.includes('[['));
const HELD_OUT_11_LABELLED = HELD_OUT_11.filter((sentence) => sentence.includes('[['));
const HELD_OUT_11_CLEAN = HELD_OUT_11.filter((sentence) => !sentence.includes('[['));
const TUNING_ROUND10_LABELLED = TUNING_ROUND10.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND10_CLEAN = TUNING_ROUND10.filter((sentence) => !sentence.includes('[['));
const TUNING_ROUND11_LABELLED = TUNING_ROUND11.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND11_CLEAN = TUNING_ROUND11.filter((sentence) => !sentence.includes('[['));
const TUNING_ROUND12_LABELLED = TUNING_ROUND12.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND12_CLEAN = TUNING_ROUND12.filter((sentence) => !sentence.includes('[['));
const TUNING_ROUND13_LABELLED = TUNING_ROUND13.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND13_CLEAN = TUNING_ROUND13.filter((sentence) => !sentence.includes('[['));
const TUNING_ROUND14_LABELLED = TUNING_ROUND14.filter((sentence) => sentence.includes('[['));
const TUNING_ROUND14_CLEAN = TUNING_ROUND14.filter((sentence) => !sentence.includes('[['));

const compatible = (a: PhiType, b: PhiType) => a === b || COMPATIBLE_TYPES.some((group) => group.includes(a) && group.includes(b));

interface Measure {
  identifiers: number;
  found: number;
  high: number;
  sentences: number;
  flagged: number;
  /** Per-sentence detail: only ever printed for the sets the detector may be tuned on. */
  missed: string[];
  flaggedText: string[];
}

function measure(labelled: readonly string[], clean: readonly string[]): Measure {
  const m: Measure = { identifiers: 0, found: 0, high: 0, sentences: clean.length, flagged: 0, missed: [], flaggedText: [] };
  for (const sentence of labelled) {
    const { text, identifiers } = parseLabelled(sentence);
    const findings = detectPhi(text);
    for (const id of identifiers) {
      m.identifiers++;
      const hits = findings.filter((f) => f.start < id.end && f.end > id.start && compatible(f.type, id.type));
      if (hits.length === 0) m.missed.push(`${id.type} "${id.text}" in: ${text}`);
      else {
        m.found++;
        if (hits.some((f) => f.confidence === 'high')) m.high++;
        else m.missed.push(`(low only) ${id.type} "${id.text}" in: ${text}`);
      }
    }
  }
  for (const sentence of clean) {
    const findings = detectPhi(sentence);
    if (findings.length === 0) continue;
    m.flagged++;
    m.flaggedText.push(`${sentence}  ←  ${findings.map((f) => `${f.type}:${f.confidence} "${f.text}"`).join(', ')}`);
  }
  return m;
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function summary(name: string, m: Measure): string {
  return (
    `${name}: recall ${m.found}/${m.identifiers} = ${pct(m.found, m.identifiers)}, ` +
    `high confidence ${m.high}/${m.identifiers} = ${pct(m.high, m.identifiers)}; ` +
    `false alarms ${m.flagged}/${m.sentences} = ${pct(m.flagged, m.sentences)}`
  );
}

describe('the issue-21 corpus', () => {
  const tuning = measure(TUNING_LABELLED, TUNING_CLEAN);
  const fresh = measure(TUNING_FRESH_LABELLED, TUNING_FRESH_CLEAN);
  const round3 = measure(TUNING_ROUND3_LABELLED, TUNING_ROUND3_CLEAN);
  const round4 = measure(TUNING_ROUND4_LABELLED, TUNING_ROUND4_CLEAN);
  const round5 = measure(TUNING_ROUND5_LABELLED, TUNING_ROUND5_CLEAN);
  const round6 = measure(TUNING_ROUND6_LABELLED, TUNING_ROUND6_CLEAN);
  const round7 = measure(TUNING_ROUND7_LABELLED, TUNING_ROUND7_CLEAN);
  const round8 = measure(TUNING_ROUND8_LABELLED, TUNING_ROUND8_CLEAN);
  const round10 = measure(TUNING_ROUND10_LABELLED, TUNING_ROUND10_CLEAN);
  const round11 = measure(TUNING_ROUND11_LABELLED, TUNING_ROUND11_CLEAN);
  const round12 = measure(TUNING_ROUND12_LABELLED, TUNING_ROUND12_CLEAN);
  const round13 = measure(TUNING_ROUND13_LABELLED, TUNING_ROUND13_CLEAN);
  const round14 = measure(TUNING_ROUND14_LABELLED, TUNING_ROUND14_CLEAN);
  const synthetic = measure([...LABELLED_SENTENCES, ...HOLDOUT_LABELLED_SENTENCES], [...CLEAN_SENTENCES, ...HOLDOUT_CLEAN_SENTENCES]);
  // PHI_HELD_OUT=skip leaves the held-out sets unmeasured, so a tuning session does not even watch their aggregates move.
  /** A held-out set, its recall floor and, where it is not the target, its false-alarm ceiling. */
  const heldOutSets: { name: string; floor: number; measure: ReturnType<typeof measure>; falseAlarms?: number }[] =
    process.env.PHI_HELD_OUT === 'skip'
      ? []
      : [
          { name: 'held-out', floor: HELD_OUT_FLOORS.first, measure: measure(HELD_OUT_LABELLED, HELD_OUT_CLEAN) },
          {
            name: 'held-out 2 (fifth author, half B)',
            floor: HELD_OUT_FLOORS.second,
            measure: measure(HELD_OUT_2_LABELLED, HELD_OUT_2_CLEAN),
          },
          {
            name: 'held-out 6 (ninth author, written blind)',
            floor: HELD_OUT_FLOORS.sixth,
            measure: measure(HELD_OUT_6_LABELLED, HELD_OUT_6_CLEAN),
          },
          {
            name: 'held-out 11 (fifteenth author, written blind)',
            floor: HELD_OUT_FLOORS.eleventh,
            measure: measure(HELD_OUT_11_LABELLED, HELD_OUT_11_CLEAN),
          },
        ];

  beforeAll(() => {
    console.log(
      [
        summary('tuning', tuning),
        ...tuning.missed.map((line) => `  missed ${line}`),
        ...tuning.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, fresh part (written blind)', fresh),
        ...fresh.missed.map((line) => `  missed ${line}`),
        ...fresh.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 3 (written blind)', round3),
        ...round3.missed.map((line) => `  missed ${line}`),
        ...round3.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 4 (written blind)', round4),
        ...round4.missed.map((line) => `  missed ${line}`),
        ...round4.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 5 (written blind)', round5),
        ...round5.missed.map((line) => `  missed ${line}`),
        ...round5.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 6 (sixth author, formerly held-out 3)', round6),
        ...round6.missed.map((line) => `  missed ${line}`),
        ...round6.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 7 (seventh author, formerly held-out 4)', round7),
        ...round7.missed.map((line) => `  missed ${line}`),
        ...round7.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 8 (eighth author, formerly held-out 5)', round8),
        ...round8.missed.map((line) => `  missed ${line}`),
        ...round8.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 10 (tenth author, formerly held-out 7)', round10),
        ...round10.missed.map((line) => `  missed ${line}`),
        ...round10.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 11 (eleventh author, formerly held-out 8)', round11),
        ...round11.missed.map((line) => `  missed ${line}`),
        ...round11.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 12 (twelfth author, formerly held-out 9)', round12),
        ...round12.missed.map((line) => `  missed ${line}`),
        ...round12.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 13 (fourteenth author, the hard cases)', round13),
        ...round13.missed.map((line) => `  missed ${line}`),
        ...round13.flaggedText.map((line) => `  flagged ${line}`),
        summary('tuning, round 14 (thirteenth author, formerly held-out 10)', round14),
        ...round14.missed.map((line) => `  missed ${line}`),
        ...round14.flaggedText.map((line) => `  flagged ${line}`),
        summary('issue-13 synthetic set (main + hold-out)', synthetic),
        // Aggregates only: never a sentence, a miss or a false alarm of the held-out set.
        ...(heldOutSets.length
          ? heldOutSets.map((set) => summary(set.name, set.measure))
          : ['held-out sets: not measured (PHI_HELD_OUT=skip)']),
      ].join('\n'),
    );
  });

  it('is substantial: the tuning set has ~90 identifiers and ~100 clean sentences', () => {
    expect(tuning.identifiers).toBeGreaterThanOrEqual(85);
    expect(tuning.sentences).toBeGreaterThanOrEqual(100);
  });

  it(`finds at least ${RECALL_TARGET * 100}% of the tuning identifiers`, () => {
    expect(tuning.found / tuning.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
  });

  it(`flags at most ${FALSE_ALARM_TARGET * 100}% of the tuning clean sentences`, () => {
    expect(tuning.flagged / tuning.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
  });

  it(`finds at least ${RECALL_TARGET * 100}% of the fresh part's identifiers and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences`, () => {
    expect(fresh.found / fresh.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(fresh.flagged / fresh.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
  });

  it(`finds at least ${RECALL_TARGET * 100}% of round 3's identifiers and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences, none with high confidence`, () => {
    expect(round3.found / round3.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(round3.flagged / round3.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(round3.flaggedText.filter((line) => line.includes(':high '))).toEqual([]);
  });

  it(`finds at least ${RECALL_TARGET * 100}% of round 4's identifiers and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences, none with high confidence`, () => {
    expect(round4.found / round4.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(round4.flagged / round4.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(round4.flaggedText.filter((line) => line.includes(':high '))).toEqual([]);
  });

  it(`finds at least ${RECALL_TARGET * 100}% of round 5's identifiers and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences, none with high confidence`, () => {
    expect(round5.found / round5.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(round5.flagged / round5.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(round5.flaggedText.filter((line) => line.includes(':high '))).toEqual([]);
  });

  // Round 6 does NOT reach the recall target (80.8% before round 6, 85.6% after, 90.4% after round 7's general
  // fixes, 91.7% after the record's role labels, initials after a patient label and a state ID card): asserted is
  // what is true.
  it(`finds at least 91% of round 6's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences, none with high confidence`, () => {
    expect(round6.found / round6.identifiers).toBeGreaterThanOrEqual(0.91);
    expect(round6.flagged / round6.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(round6.flaggedText.filter((line) => line.includes(':high '))).toEqual([]);
  });

  // Round 7 does NOT reach the recall target: asserted is what is true. Measured first, before any round-7
  // change: 165/214 = 77.1% (high 130/214), false alarms 2/185 (its figure as held-out 4 after round 6); after
  // dictated dates and digits, spoken titles, credentials after names, self-introductions in pasted texts,
  // initials, FIN/placard labels and what families call their elders: 181/214 = 84.6% (high 147/214), 1/185 (low);
  // after birth years over 89, compact birth dates, ordinal days after to/until/by, names marked "(pt)", subjects
  // after a time word or reported speech, where the patient grew up and dialysis centers: 193/214 = 90.2% (high
  // 154/214); after ages in brackets with a sex or year unit, a weekday before an ordinal day, received/held as
  // date words and whom a visit schedule names: 195/214 = 91.1% (high 154/214), 1/185 (low); with a relation in
  // apposition after "the pt's", "direct line" and "first noted" read as their cues: high 157/214; after "X is
  // the pt's aide/relation" and a given name and surname in lower case after "pt": 197/214 = 92.1% (high 158/214).
  it(`finds at least 92% of round 7's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags at most ${FALSE_ALARM_TARGET * 100}% of its clean sentences, none with high confidence`, () => {
    expect(round7.found / round7.identifiers).toBeGreaterThanOrEqual(0.92);
    expect(round7.flagged / round7.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(round7.flaggedText.filter((line) => line.includes(':high '))).toEqual([]);
  });

  // Round 8 (an eighth author's set, released from held-out 5 on 2026-12-02): 110/141 = 78.0% (high 80/141), false
  // alarms 1/116 (high: "Mr. Coffee") before its fixes (its figure as held-out 5) → 124/141 = 87.9% (high 91/141),
  // 0/116 after phone numbers after "called" and in "(555)0177", days of admissions, discharges home, moves,
  // visit-log times, birthdays and anniversaries, "she'll be ninety", "dr amsel" and brands named "Mr.".
  it(`finds at least 87% of round 8's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags none of its clean sentences`, () => {
    expect(round8.found / round8.identifiers).toBeGreaterThanOrEqual(0.87);
    expect(round8.flagged).toBe(0);
  });

  // Round 10 (a tenth author's tablet register, released from held-out 7 on 2026-12-02): 101/150 = 67.3% (high
  // 76/150), no false alarm (its figure as held-out 7, twice) → 111/150 = 74.0% (high 84/150), 0/140 after lower-case
  // street addresses, lower-case surnames before "'s" and a relation or after "per", re-hospitalizations' days and
  // area codes before a slash; → 125/150 = 83.3% (high 90/150), 0/140 after "shes a hundred and one", decades of life,
  // lower-case named residences and saints' hospitals, word-like given names before a relation in brackets, an
  // initial and surname before a credential, "doc" as a title, more ordinal days and "march 1st". Most of what is
  // left is names typed in lower case with no cue at all.
  it(`finds at least 83% of round 10's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags none of its clean sentences`, () => {
    expect(round10.found / round10.identifiers).toBeGreaterThanOrEqual(0.83);
    expect(round10.flagged).toBe(0);
  });

  // Round 11 (an eleventh author's mix of registers, released from held-out 8 on 2026-12-02): 134/164 = 81.7% (high
  // 98/164), false alarms 4/140 (its figure as held-out 8) → 157/164 = 95.7% (high 111/164), 0/140 after days and months
  // as surnames after a title, "ask for" and "call her" a person, a header's age and sex after a name in capitals,
  // "centenarian", GRP and ZIP labels, lists of dates, "best #", whom a schedule moves, named hospitals, churches and
  // saints' places, half-numbered houses, "Pointe", PO boxes with their town and "since the 20th"; a software version, a
  // voice assistant, a pet and an endearment in quotes are no longer flagged.
  it(`finds at least 95% of round 11's identifiers (target ${RECALL_TARGET * 100}%, met) and flags none of its clean sentences`, () => {
    expect(round11.found / round11.identifiers).toBeGreaterThanOrEqual(0.95);
    expect(round11.flagged).toBe(0);
  });

  // Round 12 (a twelfth author's tablet registers, released from held-out 9 on 2026-12-03): 136/154 = 88.3% (high
  // 106/154), no false alarm (its figure as held-out 9) → 144/154 = 93.5% (high 109/154), 0/141 after a surname after a
  // title typed in lower case ("mr Fairweather"), "555.0146", a day after "rec'd", a senior center, a saint's memorial
  // in lower case, a box number and its town, a given name in apposition to a role or before one in brackets, initials
  // after "per" and a record's subject in capitals after "RE:".
  it(`finds at least 93% of round 12's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags none of its clean sentences`, () => {
    expect(round12.found / round12.identifiers).toBeGreaterThanOrEqual(0.93);
    expect(round12.flagged).toBe(0);
  });

  // Round 13 (a fourteenth author's hard cases, written on 2026-12-03 as a tuning set): 112/153 = 73.2% (high 77/153),
  // no false alarm with round 11's detector → 128/153 = 83.7% (high 90/153), 0/132 after round 12's fixes and "xmas
  // eve", "cxl" and "signed" before a day. Most of what is left: names in lower case with no cue ("ok deb i'll take
  // him", "mcallister did better"), towns without a preposition, rural routes, a day after "surg" with one digit.
  it(`finds at least 83% of round 13's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags none of its clean sentences`, () => {
    expect(round13.found / round13.identifiers).toBeGreaterThanOrEqual(0.83);
    expect(round13.flagged).toBe(0);
  });

  // Round 14 (a thirteenth author's registers, released from held-out 10 on 2026-12-03; its first 13 sentences had been
  // seen by accident before): 130/149 = 87.2% (high 92/149), false alarms 3/140 (its figure as held-out 10) → 134/149 =
  // 89.9% (high 95/149), 2/140 after "phone for dtr is 555 0177", an age in words after a hyphenated name in commas,
  // a possessive street name, a row or way after "on" and a name label's value that points elsewhere ("see face
  // sheet") → 139/149 = 93.3% (high 97/149), 2/140 after a capitalised surname after "dr" in lower case, "the 3rd"
  // before "for" or after "scheduled", "surg" before a dotted date and a town after "dtr's in" → 140/149 = 94.0% (high
  // 98/149) after "son will is POA" (no modal comes before "is"). Left: names typed with no cue, capitals with
  // diacritics, a nickname request ("call her lola", marked clean by its author) and "Tai Chi" (low).
  it(`finds at least 93.9% of round 14's identifiers (target ${RECALL_TARGET * 100}%, not met) and flags at most 2 of its clean sentences`, () => {
    expect(round14.found / round14.identifiers).toBeGreaterThanOrEqual(0.939);
    expect(round14.flagged).toBeLessThanOrEqual(2);
  });

  // Empty under PHI_HELD_OUT=skip (a tuning session): then these cases do not exist rather than pass.
  for (const set of heldOutSets) {
    const falseAlarms = set.falseAlarms ?? FALSE_ALARM_TARGET;
    it(`finds at least ${set.floor * 100}% of the identifiers of ${set.name} and flags at most ${(falseAlarms * 100).toFixed(1)}% of its clean sentences (targets: recall ${RECALL_TARGET * 100}%, false alarms ${FALSE_ALARM_TARGET * 100}%)`, () => {
      expect(set.measure.found / set.measure.identifiers).toBeGreaterThanOrEqual(set.floor);
      expect(set.measure.flagged / set.measure.sentences).toBeLessThanOrEqual(falseAlarms);
    });
  }
});
