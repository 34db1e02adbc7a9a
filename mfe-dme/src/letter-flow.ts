import type { Equipment } from '@clinote/clinical-text';
import type { CreateNoteRequest, EnhanceDmeRequest } from '@clinote/contracts';
import { errorMessage, type Toast } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import { generateLetter, letterHasContent, letterNote, type Letter } from './generate-letter';
import { FALLBACK_TOASTS, LETTER_TOASTS } from './letter-toasts';

/** Where the letter stands with the clinician's account. */
export type LetterSaveState = 'guest' | 'saving' | 'saved' | 'not-saved';

/** The letter on screen, with what happened to it so far. */
export interface ShownLetter extends Letter {
  /** Whether the clipboard holds it; null while copying. */
  copied: boolean | null;
  save: LetterSaveState;
  /** The saved note (for Download PDF). */
  noteId?: string;
}

/** The outside world of one generation, injected so the sequence is testable without a browser. */
export interface LetterEffects {
  /** The PHI review (issue 13): the answers to use and whether identifiers were knowingly kept; undefined = Cancel. */
  review(answers: FormAnswers): Promise<{ answers: FormAnswers; phiConfirmed: boolean } | undefined>;
  /** POST /api/enhance-dme; resolves to `enhancedText`. */
  enhance(request: EnhanceDmeRequest): Promise<string>;
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

export type LetterOutcome = { status: 'cancelled' } | { status: 'done'; letter: ShownLetter } | { status: 'failed'; message: string };

/**
 * SPEC.md §4 Letter generation, every step with §8's toasts: PHI review (Cancel stops); the plain
 * letter; with AI on the "AI Enhancement" toast and the enhancement (or its fallback and toast);
 * the letter on screen; copy ("Success!" / "Letter Generated"); then, signed in, save ("Letter
 * Saved" / "Letter Not Saved") and the e-mail request ("Email Sent"; a failure only logged).
 * Anything else that fails is the "Error" toast. A failure never loses the letter: once shown it
 * stays shown, whatever happens after.
 */
export async function produceLetter(equipment: Equipment, answers: FormAnswers, options: { aiEnabled: boolean }, effects: LetterEffects): Promise<LetterOutcome> {
  try {
    const decision = await effects.review(answers);
    if (!decision) return { status: 'cancelled' };
    const fields = decision.answers.medicalNecessity ?? {};
    const date = effects.now();
    if (options.aiEnabled && letterHasContent(equipment, fields)) effects.notify(LETTER_TOASTS.enhancing);
    const letter = await generateLetter(equipment, fields, {
      aiEnabled: options.aiEnabled,
      date,
      enhance: (content) => effects.enhance({ content, equipment, ...(decision.phiConfirmed ? { phiConfirmed: true } : {}) }),
      onEnhanceFailed: (error) => effects.log('Letter enhancement failed:', error),
    });
    if (letter.fallback) effects.notify(FALLBACK_TOASTS[letter.fallback]);

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
    const message = errorMessage(error);
    effects.notify(LETTER_TOASTS.failed(message));
    effects.log('Letter generation failed:', error);
    return { status: 'failed', message: message ?? 'Failed to generate letter' };
  }
}
