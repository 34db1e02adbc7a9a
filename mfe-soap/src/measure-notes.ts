import { interpretField, MEASURE_FIELDS, type AnswerName, type Discipline } from '@clinote/clinical-text';
import type { FieldNotes } from '@clinote/ui';

/** The offer beside an interpreted result (issue 24): the clinician decides what goes into the note. */
export const MEASURE_NOTE_TEXTS = { add: 'Add to Assessment', added: 'Added to Assessment' } as const;

/**
 * The lines under an evaluation form's outcome-measure fields (MEASURE_FIELDS in @clinote/clinical-text):
 * what each typed result means against its published norm, read against the patient's age and sex,
 * with "Add to Assessment" for a result that has a verdict. Undefined for a form that holds no measure.
 */
export function measureFieldNotes(discipline: Discipline): FieldNotes | undefined {
  const fields = MEASURE_FIELDS[discipline];
  if (!fields) return undefined;
  return {
    reads: (name) => (name in fields.fields ? [fields.patient] : null),
    notes: (name, value, [patient = '']) =>
      interpretField(fields, name as AnswerName, value, patient).map((found, index) => ({
        id: `${found.measure}-${index}`,
        text: `${found.measureName}: ${found.explanation}`,
        ...(found.status === 'interpreted'
          ? {
              append: {
                label: MEASURE_NOTE_TEXTS.add,
                doneLabel: MEASURE_NOTE_TEXTS.added,
                field: fields.assessment,
                text: found.assessmentSentence,
              },
            }
          : {}),
      })),
  };
}
