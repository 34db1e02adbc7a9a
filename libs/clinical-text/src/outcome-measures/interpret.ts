/**
 * What an outcome-measure result means against its published norm (norms.ts): a verdict, the sentence
 * shown beside the field, and the sentence "Add to Assessment" puts in the note
 * (docs/decisions/0147-outcome-measure-norms.md). Where the norm needs the patient's age or sex and
 * the patient info does not give them, or no norm covers the patient's age or the value, there is no
 * verdict: the explanation says why.
 */
import { MEASURES, isPossibleResult, resultText, type MeasureId } from './measures';
import {
  NORMS,
  type AgeSexTableNorm,
  type Band,
  type BandNorm,
  type CutOffNorm,
  type Norm,
  type NormSource,
  type Verification,
} from './norms';
import type { PatientFacts, Sex } from './patient';

export interface MeasureResult {
  readonly measure: MeasureId;
  readonly value: number;
}

interface InterpretationBase {
  readonly measure: MeasureId;
  /** "TUG", "Tinetti POMA". */
  readonly measureName: string;
  /** "18 s", "17/28", "8 stands". */
  readonly valueText: string;
  /** The one sentence shown beside the field. */
  readonly explanation: string;
  readonly source: NormSource;
  readonly verification: Verification;
}

export interface Verdict extends InterpretationBase {
  readonly status: 'interpreted';
  /** "at risk", "not at risk", "below average", "not below average", or the band's name ("high fall risk"). */
  readonly verdict: string;
  /** Whether the verdict is a finding to act on. */
  readonly concern: boolean;
  /** The sentence "Add to Assessment" adds to the note. */
  readonly assessmentSentence: string;
}

/** The norm depends on facts the patient info does not give. */
export interface MissingPatientFacts extends InterpretationBase {
  readonly status: 'missing';
  readonly missing: readonly ('age' | 'sex')[];
}

/** No norm covers this patient's age, or the value is not a possible result of the measure. */
export interface OutsideNorms extends InterpretationBase {
  readonly status: 'outside-norms';
  readonly outside: 'age' | 'value';
}

export type Interpretation = Verdict | MissingPatientFacts | OutsideNorms;

type Base = Omit<InterpretationBase, 'explanation'>;

/** The citation in a sentence for the note, written by `cite`; none for a norm whose figures were not confirmed. */
function citedInNote(norm: Norm, cite: (citation: string) => string): string {
  return norm.verification.verified ? cite(norm.citation) : '';
}

function withCaveat(sentence: string, norm: Norm): string {
  return norm.caveat === undefined ? sentence : `${sentence} ${norm.caveat}`;
}

function byCutOff(norm: CutOffNorm, base: Base, value: number): Verdict {
  const flagsHigh = norm.flaggedWhen === 'at or above';
  const flagged = flagsHigh ? value >= norm.cutOff : value <= norm.cutOff;
  const cutOffText = resultText(norm.measure, norm.cutOff);
  const side = flagged ? norm.flaggedWhen : flagsHigh ? 'below' : 'above';
  // "meets" at the cut-off itself: "exceeds" would misstate a TUG of exactly 12 s.
  const relation = !flagged ? `is ${side}` : value === norm.cutOff ? 'meets' : flagsHigh ? 'exceeds' : 'is below';
  return {
    ...base,
    status: 'interpreted',
    verdict: flagged ? 'at risk' : 'not at risk',
    concern: flagged,
    explanation: withCaveat(`${base.valueText} is ${side} the ${cutOffText} cut-off for fall risk (${norm.citation}).`, norm),
    assessmentSentence: `${base.measureName} of ${base.valueText} ${relation} the ${cutOffText} cut-off associated with increased fall risk${citedInNote(norm, (citation) => ` (${citation})`)}.`,
  };
}

/** The band holding `value`; the last band, open-ended, holds everything above the others. */
function bandOf(bands: readonly Band[], value: number): Band {
  const last = bands[bands.length - 1];
  return bands.find(({ upTo }) => upTo !== undefined && (value < upTo.value || (upTo.inclusive && value === upTo.value))) ?? last;
}

function byBand(norm: BandNorm, base: Base, value: number): Verdict {
  const band = bandOf(norm.bands, value);
  return {
    ...base,
    status: 'interpreted',
    verdict: band.name,
    concern: band.concern,
    explanation: withCaveat(`${base.valueText} falls in the ${band.name} band, ${band.range} (${norm.citation}).`, norm),
    assessmentSentence: `${base.measureName} of ${base.valueText} falls in the ${band.name} band (${band.range}${citedInNote(norm, (citation) => `; ${citation}`)}).`,
  };
}

const PERSON: { readonly [S in Sex]: { readonly one: string; readonly group: string } } = {
  female: { one: 'a woman', group: 'women' },
  male: { one: 'a man', group: 'men' },
};

/** The age in completed years, as norm tables count it; none when it is not a usable age. */
function completedYears(age: number | undefined): number | undefined {
  return age !== undefined && Number.isFinite(age) && age >= 0 ? Math.floor(age) : undefined;
}

function byAgeAndSex(norm: AgeSexTableNorm, base: Base, value: number, patient: PatientFacts): Interpretation {
  const age = completedYears(patient.age);
  const { sex } = patient;
  if (age === undefined || sex === undefined) {
    const missing = [...(age === undefined ? ['age' as const] : []), ...(sex === undefined ? ['sex' as const] : [])];
    const facts = missing.join(' and ');
    return {
      ...base,
      status: 'missing',
      missing,
      explanation: `${facts.charAt(0).toUpperCase()}${facts.slice(1)} ${missing.length > 1 ? 'are' : 'is'} needed to interpret ${base.valueText}: the ${base.measureName} norms are by age and sex (${norm.citation}).`,
    };
  }
  const row = norm.rows.find(({ ages }) => age >= ages.from && age <= ages.to);
  if (row === undefined) {
    const youngest = norm.rows[0].ages.from;
    const oldest = norm.rows[norm.rows.length - 1].ages.to;
    return {
      ...base,
      status: 'outside-norms',
      outside: 'age',
      explanation: `No interpretation for age ${age}: the ${base.measureName} norms cover ages ${youngest}–${oldest} (${norm.citation}).`,
    };
  }
  const person = PERSON[sex];
  const under = row.belowAverageUnder[sex];
  const below = value < under;
  const standing = `${below ? '' : 'not '}below average for ${person.one} aged ${age}`;
  const cutOff = `below average: under ${under} for ${person.group} ${row.ages.from}–${row.ages.to}`;
  return {
    ...base,
    status: 'interpreted',
    verdict: below ? 'below average' : 'not below average',
    concern: below,
    explanation: `${base.valueText} is ${standing} (${cutOff}; ${norm.citation})${below ? `; a below average score indicates ${norm.belowAverageIndicates}` : ''}.`,
    assessmentSentence: `${base.measureName} of ${base.valueText} is ${standing} (${cutOff}${citedInNote(norm, (citation) => `; ${citation}`)})${below ? `, which indicates ${norm.belowAverageIndicates}` : ''}.`,
  };
}

/** What `result` means for this patient against the measure's norm. */
export function interpretMeasure(result: MeasureResult, patient: PatientFacts = {}): Interpretation {
  const { measure, value } = result;
  const norm = NORMS[measure];
  const base: Base = {
    measure,
    measureName: MEASURES[measure].name,
    valueText: resultText(measure, value),
    source: norm.source,
    verification: norm.verification,
  };
  if (!isPossibleResult(measure, value)) {
    return {
      ...base,
      status: 'outside-norms',
      outside: 'value',
      explanation: `${base.valueText} is not a possible ${base.measureName} result; no interpretation.`,
    };
  }
  switch (norm.kind) {
    case 'cut-off':
      return byCutOff(norm, base, value);
    case 'bands':
      return byBand(norm, base, value);
    case 'age-sex-table':
      return byAgeAndSex(norm, base, value, patient);
  }
}
