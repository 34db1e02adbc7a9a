import type { Equipment } from '@clinote/clinical-text';
import type { CreateNoteRequest, EnhanceDmeRequest } from '@clinote/contracts';
import { phiRefusedToast, PhiRefused, type CheckedPart, type TextChoice } from '@clinote/notes-client';
import { errorMessage, type Toast } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import { chosenLetter, generateLetter, letterHasContent, letterNote, type EnhancedLetter, type Letter } from './generate-letter';
import { FALLBACK_TOASTS, LETTER_TOASTS } from './letter-toasts';

/** Where the letter stands with the clinician's account. */
export type LetterSaveState = 'guest' | 'saving' | 'saved' | 'not-saved';

/** The letter on screen, with what happened to it so far. */
export interface ShownLetter extends Omit<Letter, 'choice'> {
  /** Whether the clipboard holds it; null while copying (or while the fact-check choice is open). */
  copied: boolean | null;
  /** Issue 20: 'pending' while the clinician chooses between the flagged AI letter and the plain one, then the choice. */
  choice?: 'pending' | TextChoice;
  save: LetterSaveState;
  /** The saved note (for Download PDF). */
  noteId?: string;
}

/** The outside world of one generation, injected so the sequence is testable without a browser. */
export interface LetterEffects {
  /** The PHI review (issue 13): the answers to use and whether identifiers were knowingly kept; undefined = Cancel. */
  review(answers: FormAnswers): Promise<{ answers: FormAnswers; phiConfirmed: boolean } | undefined>;
  /** POST /api/enhance-dme; resolves to `enhancedText` and svc-ai's fact check of it. */
  enhance(request: EnhanceDmeRequest): Promise<EnhancedLetter>;
  /**
   * Issue 20: the AI letter changed facts; asks the clinician (the alert above the shown letter).
   * Resolves with the choice, or undefined when the question was dropped (Clear All, a newer letter).
   */
  chooseText(parts: CheckedPart[]): Promise<TextChoice | undefined>;
  /** Never rejects: false when the browser refused (copyToClipboard). */
  copy(text: string): Promise<boolean>;
  /** Puts the letter on screen (called again whenever its state changes). */
  show(letter: ShownLetter): void;
  notify(toast: Toast): void;
  log(message: string, error: unknown): void;
  now(): Date;
  /** Signed in: where the letter is saved and e-mailed. Absent for guests (SPEC.md §1, §6). */
  account?: {
    email: string;
    save(note: CreateNoteRequest): Promise<{ id: string }>;
    sendEmail(noteId: string): Promise<unknown>;
  };
}

/** 'refused': svc-ai refused identifiers the review did not ask about (issue 21); its toast was shown. */
export type LetterOutcome = { status: 'cancelled' } | { status: 'refused' } | { status: 'done'; letter: ShownLetter } | { status: 'failed'; message: string };

/**
 * SPEC.md §4 Letter generation, every step with §8's toasts: PHI review (Cancel stops); the plain
 * letter; with AI on the "AI Enhancement" toast and the enhancement (or its fallback and toast);
 * when svc-ai's fact check flagged the AI letter (issue 20), the letter shown with the question and
 * nothing more until the clinician keeps it or takes the plain letter; the letter on screen; copy
 * ("Success!" / "Letter Generated"); then, signed in, save ("Letter Saved" / "Letter Not Saved") and
 * the e-mail request ("Email Sent"; a failure only logged). Anything else that fails is the "Error"
 * toast. A failure never loses the letter: once shown it stays shown, whatever happens after.
 * A PHI refusal from svc-ai (issue 21) stops before any letter: its toast, nothing shown, copied or
 * saved, the form untouched.
 */
export async function produceLetter(equipment: Equipment, answers: FormAnswers, options: { aiEnabled: boolean }, effects: LetterEffects): Promise<LetterOutcome> {
  try {
    const decision = await effects.review(answers);
    if (!decision) return { status: 'cancelled' };
    const fields = decision.answers.medicalNecessity ?? {};
    const date = effects.now();
    if (options.aiEnabled && letterHasContent(equipment, fields)) effects.notify(LETTER_TOASTS.enhancing);
    let letter = await generateLetter(equipment, fields, {
      aiEnabled: options.aiEnabled,
      date,
      enhance: (content) => effects.enhance({ content, equipment, ...(decision.phiConfirmed ? { phiConfirmed: true } : {}) }),
      onEnhanceFailed: (error) => effects.log('Letter enhancement failed:', error),
    });
    if (letter.fallback) effects.notify(FALLBACK_TOASTS[letter.fallback]);

    if (letter.flagged) {
      const { flagged, ...asked } = letter;
      effects.show({ ...asked, copied: null, save: effects.account ? 'saving' : 'guest', choice: 'pending' });
      const choice = await effects.chooseText(flagged);
      if (!choice) return { status: 'cancelled' };
      letter = chosenLetter(letter, choice);
    }

    let shown: ShownLetter = { ...letter, copied: null, save: effects.account ? 'saving' : 'guest' };
    const update = (change: Partial<ShownLetter>) => {
      shown = { ...shown, ...change };
      effects.show(shown);
    };
    effects.show(shown);
    const copied = await effects.copy(letter.text);
    update({ copied });
    effects.notify(copied ? LETTER_TOASTS.copied(letter.aiEnhanced) : LETTER_TOASTS.copyFailed);

    const account = effects.account;
    if (!account) return { status: 'done', letter: shown };
    let noteId: string;
    try {
      noteId = (await account.save(letterNote(equipment, letter, date))).id;
    } catch (error) {
      update({ save: 'not-saved' });
      effects.notify(LETTER_TOASTS.saveFailed);
      effects.log('Letter not saved:', error);
      return { status: 'done', letter: shown };
    }
    update({ save: 'saved', noteId });
    effects.notify(LETTER_TOASTS.saved);
    try {
      await account.sendEmail(noteId);
      effects.notify(LETTER_TOASTS.emailed(account.email));
    } catch (error) {
      // SPEC.md §8: a failed e-mail is only logged; the letter is saved, on screen and copied.
      effects.log('Letter e-mail not sent:', error);
    }
    return { status: 'done', letter: shown };
  } catch (error) {
    if (error instanceof PhiRefused) {
      effects.notify(phiRefusedToast(error));
      return { status: 'refused' };
    }
    const message = errorMessage(error);
    effects.notify(LETTER_TOASTS.failed(message));
    effects.log('Letter generation failed:', error);
    return { status: 'failed', message: message ?? 'Failed to generate letter' };
  }
}
