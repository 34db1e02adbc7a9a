import { EQUIPMENT_NAMES, formatLocalDate, letterFromEvaluation, type EvaluationDiscipline, type Equipment } from '@clinote/clinical-text';
import { draftAnswers, type Note } from '@clinote/contracts';
import type { FieldNotes } from '@clinote/ui';

/** The words of a letter started from an evaluation (issue 24; docs/product.md §2 "Start a letter"). */
export const EVALUATION_START_TEXTS = {
  loading: 'Loading your evaluation…',
  filled: (discipline: EvaluationDiscipline, date: string, count: number) =>
    `Started from your ${discipline.toUpperCase()} evaluation of ${date}: ${count} ${count === 1 ? 'field' : 'fields'} filled in, ` +
    'each marked below. Check each one, and add what only you can state (the order, the equipment and its features).',
  marker: (date: string) => `From your evaluation of ${date}`,
  notEvaluation: 'Only a PT or OT evaluation can start a letter. Fill in the letter below.',
  noAnswers: 'This evaluation was saved before letters could start from it. Fill in the letter below.',
  nothingToFill: (equipment: Equipment) =>
    `Your evaluation answers none of the ${EQUIPMENT_NAMES[equipment]} letter's questions. Fill in the letter below.`,
  notFound: 'That evaluation could not be opened. Fill in the letter below.',
} as const;

export type EvaluationStart =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'filled'; noteId: string; discipline: EvaluationDiscipline; date: string; fields: Readonly<Record<string, string>> }
  | { status: 'unusable'; message: string };

/**
 * What a saved note gives a letter of `equipment`: the letter fields its answers fill (one table,
 * letterFromEvaluation), or why it gives none. Only a PT or OT evaluation's own answers are read: a
 * completed note's `answers`, a draft's `content`.
 */
export function evaluationStart(equipment: Equipment, note: Note): EvaluationStart {
  if (note.kind !== 'pt' && note.kind !== 'ot') return { status: 'unusable', message: EVALUATION_START_TEXTS.notEvaluation };
  const answers = note.isDraft ? draftAnswers(note) : note.answers;
  if (!answers) return { status: 'unusable', message: EVALUATION_START_TEXTS.noAnswers };
  const fields = letterFromEvaluation(equipment, note.kind, answers);
  if (Object.keys(fields).length === 0) return { status: 'unusable', message: EVALUATION_START_TEXTS.nothingToFill(equipment) };
  const saved = new Date(note.isDraft ? note.updatedAt : note.createdAt);
  const date = Number.isNaN(saved.getTime()) ? 'an unknown date' : formatLocalDate(saved);
  return { status: 'filled', noteId: note.id, discipline: note.kind, date, fields };
}

/** The letter's answers with the evaluation's text put in every field that is still empty: nothing typed is replaced. */
export function withEvaluation(
  current: Record<string, string> | undefined,
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const next = { ...current };
  for (const [key, text] of Object.entries(fields)) if (!next[key]?.trim()) next[key] = text;
  return next;
}

/** "From your evaluation of {date}" under each field that still holds the evaluation's text, gone once it is edited. */
export function evaluationMarkers(start: Extract<EvaluationStart, { status: 'filled' }>, sectionId: string): FieldNotes {
  const marker = [{ id: 'from-evaluation', text: EVALUATION_START_TEXTS.marker(start.date) }];
  const filledText = (name: string) => {
    const [section, key] = name.split('.');
    return section === sectionId && key !== undefined && Object.hasOwn(start.fields, key) ? start.fields[key] : undefined;
  };
  return {
    reads: (name) => (filledText(name) === undefined ? null : []),
    notes: (name, value) => (value.trim() !== '' && value.trim() === filledText(name)?.trim() ? marker : []),
  };
}
