import type { AnswersOf } from '@clinote/clinical-text';

/**
 * The answers of a catalogue form: section id → field key → the text typed — @clinote/clinical-text's
 * `AnswersOf` over any form definition, the UI's name for it. They reach buildSoap (a SOAP form's
 * `{ subjective: {...}, ... }`) and buildLetter (a letter form's `medicalNecessity`) as they are. The
 * form shapes them with clinical-text's `normaliseAnswers` / `emptyAnswers`.
 */
export type FormAnswers = AnswersOf;
