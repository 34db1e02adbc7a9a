/**
 * A letter that starts from the evaluation (issue 24, docs/decisions/0149-letter-from-evaluation.md):
 * the letter fields a saved PT or OT evaluation already answers, filled from `EVALUATION_TO_LETTER`.
 * Pure and deterministic; reads only own, string-valued answers and never throws.
 */
import { interpretField, MEASURE_FIELDS, type AnswerName, type MeasureFields } from '../outcome-measures';
import type { Equipment } from '../types';
import { EVALUATION_TO_LETTER, type EvaluationDiscipline, type EvaluationSource } from './table';

/** An own data property of `value` (a getter is never run), or undefined. */
function own(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}

/** The trimmed text of one evaluation answer; "" for anything that is not a string. */
function answerText(answers: unknown, section: string, field: string): string {
  const value = own(own(answers, section), field);
  return typeof value === 'string' ? value.trim() : '';
}

/** The marks that end a sentence: a piece ending in one is followed by a space, any other by "; ". */
const SENTENCE_END = new Set(['.', '!', '?', '…']);

function join(pieces: readonly string[]): string {
  return pieces.map((piece, i) => (i === 0 ? piece : `${SENTENCE_END.has(pieces[i - 1].slice(-1)) ? ' ' : '; '}${piece}`)).join('');
}

/**
 * The sentences that state what a result means against a cited norm ("TUG of 18 s exceeds the 12 s
 * cut-off associated with increased fall risk (CDC STEADI, 2017)."). A result with no verdict (age or
 * sex missing, outside the norms) or whose norm was not confirmed, so the sentence cites nothing, adds none.
 */
function interpretations(fields: MeasureFields | undefined, name: AnswerName, text: string, answers: unknown): string[] {
  if (fields === undefined || fields.fields[name] === undefined) return [];
  const [section, field] = fields.patient.split('.') as [string, string];
  return interpretField(fields, name, text, answerText(answers, section, field)).flatMap((found) =>
    found.status === 'interpreted' && found.verification.verified ? [found.assessmentSentence] : [],
  );
}

function piecesOf(source: EvaluationSource, answers: unknown): string[] {
  const text = answerText(answers, source.section, source.field);
  if (text === '') return [];
  const typed = source.prefix === undefined ? text : `${source.prefix}: ${text}`;
  const name: AnswerName = `${source.section}.${source.field}`;
  return [typed, ...interpretations(MEASURE_FIELDS[source.discipline], name, text, answers)];
}

/**
 * The letter fields an evaluation fills: letter field key → text, only for fields with something to
 * say, in letter order. Only the sources of `discipline` are read, so nothing of one evaluation form
 * is read as another's; unknown sections and fields, and values that are not strings, are ignored.
 *
 * @example letterFromEvaluation('walker', 'pt', { objective: { ambulation: '50 ft with FWW and CGA' } })
 * // { mobilityLimitation: 'Ambulation: 50 ft with FWW and CGA' }
 */
export function letterFromEvaluation(equipment: Equipment, discipline: EvaluationDiscipline, answers: unknown): Record<string, string> {
  const letter: Record<string, string> = {};
  const mapping = Object.hasOwn(EVALUATION_TO_LETTER, equipment) ? EVALUATION_TO_LETTER[equipment] : {};
  for (const [key, sources] of Object.entries(mapping)) {
    const text = join(sources.filter((source) => source.discipline === discipline).flatMap((source) => piecesOf(source, answers)));
    if (text !== '') letter[key] = text;
  }
  return letter;
}
