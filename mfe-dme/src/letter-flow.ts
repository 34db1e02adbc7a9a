import type { Equipment, LetterAnswers } from '@clinote/clinical-text';
import type { EnhanceDmeRequest } from '@clinote/contracts';
import { runDocumentFlow, type DocumentEffects, type DocumentKind, type SaveState, type ShownDocument } from '@clinote/notes-client';
import type { FormAnswers } from '@clinote/ui';
import { chosenLetter, generateLetter, letterHasContent, letterNote, type Letter } from './generate-letter';
import { FALLBACK_TOASTS, LETTER_TOASTS } from './letter-toasts';

/** Where the letter stands with the clinician's account. */
export type LetterSaveState = SaveState;

/** The letter on screen, with what happened to it so far. */
export type ShownLetter = ShownDocument<Letter>;

/** The outside world of one letter's generation (the document pipeline's, with the letter's call). */
export type LetterEffects = DocumentEffects<Letter, EnhanceDmeRequest>;

/** 'refused': svc-ai refused identifiers the review did not ask about (issue 21); its toast was shown. */
export type LetterOutcome =
  { status: 'cancelled' } | { status: 'refused' } | { status: 'done'; letter: ShownLetter } | { status: 'failed'; message: string };

/** The letter's fields: the one section of an equipment form. */
const fieldsOf = (answers: LetterAnswers) => answers.medicalNecessity ?? {};

/**
 * An equipment letter as the document pipeline makes it (docs/product.md §4 Letter generation, §8): one
 * body, sent with its equipment when it has content; the wheelchair falls back to the professional
 * template, the others to the plain letter; saved with the plain letter in `subjective`, dated when
 * generated; generating lasts until the e-mail request is answered.
 */
export function letterDocument(equipment: Equipment): DocumentKind<Letter, EnhanceDmeRequest> {
  return {
    name: 'Letter',
    toasts: { ...LETTER_TOASTS, fallback: FALLBACK_TOASTS },
    announcesEnhancement: (answers) => letterHasContent(equipment, fieldsOf(answers)),
    generate: (answers, { aiEnabled, date, enhance, onEnhanceFailed }) =>
      generateLetter(equipment, fieldsOf(answers), {
        aiEnabled,
        date,
        enhance: (content) => enhance({ content, equipment }),
        onEnhanceFailed,
      }),
    choose: chosenLetter,
    note: (letter, { generated }) => letterNote(equipment, letter, generated),
    waitsForEmail: true,
  };
}

/** One letter through the document pipeline (libs/notes-client document-flow.ts). */
export async function produceLetter(
  equipment: Equipment,
  answers: FormAnswers,
  options: { aiEnabled: boolean },
  effects: LetterEffects,
): Promise<LetterOutcome> {
  const outcome = await runDocumentFlow(letterDocument(equipment), answers, options, effects);
  return outcome.status === 'done' ? { status: 'done', letter: outcome.document } : outcome;
}
