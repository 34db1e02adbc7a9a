/**
 * Where each evaluation form holds outcome measures, the answer they are read against (the patient's
 * age and sex) and the field "Add to Assessment" writes to (issue 24,
 * docs/decisions/0147-outcome-measure-norms.md). One table: a form with no entry shows no
 * interpretations. SN's form holds no outcome measure.
 */
import type { Discipline } from '../types';
import { interpretMeasure, type Interpretation } from './interpret';
import type { MeasureId } from './measures';
import { parseMeasures } from './parse';
import { readPatient } from './patient';

/** A form answer's name, as the form state holds it: "<section id>.<field key>". */
export type AnswerName = `${string}.${string}`;

export interface MeasureFields {
  /** The answer that states the patient's age and sex ("82 yo F"). */
  readonly patient: AnswerName;
  /** The answer "Add to Assessment" appends its sentence to. */
  readonly assessment: AnswerName;
  /** The fields read for results: the measure each is for, or 'any' for a field of several ("Other outcome measures"). */
  readonly fields: Readonly<Record<AnswerName, MeasureId | 'any'>>;
}

export const MEASURE_FIELDS: Readonly<Partial<Record<Discipline, MeasureFields>>> = {
  pt: {
    patient: 'subjective.patientInfo',
    assessment: 'assessment.assessment',
    fields: {
      'objective.tugScore': 'tug',
      'objective.tinettiScore': 'tinetti',
      'objective.sitToStandScore': 'chair-stand-30s',
      'objective.otherOutcomeMeasures': 'any',
    },
  },
  ot: {
    patient: 'subjective.ageGenderReferral',
    assessment: 'assessment.assessment',
    fields: { 'objective.balanceScores': 'any' },
  },
};

/** What each result in one field's text means for this patient, in the order written. */
export function interpretField(fields: MeasureFields, name: AnswerName, text: string, patientText: string): Interpretation[] {
  const measure = fields.fields[name];
  if (measure === undefined || text.trim() === '') return [];
  const patient = readPatient(patientText);
  return parseMeasures(text, measure === 'any' ? {} : { field: measure }).map((result) => interpretMeasure(result, patient));
}
