import {
  buildLetter,
  letterFields,
  noteTitle,
  wheelchairFallbackLetter,
  type Equipment,
} from '@clinote/clinical-text';
import type { CreateNoteRequest } from '@clinote/contracts';

/** Why the letter is not the AI's wording although AI enhancement was on. */
export type LetterFallback = 'template' | 'standard';

/**
 * What each letter falls back to when enhancement fails (SPEC.md §8): the wheelchair to the
 * professional template (date, TO WHOM IT MAY CONCERN, RE line, the plain content, the standard
 * paragraph, the approval request, a signature block); the other letters to their plain letter.
 */
export const ENHANCEMENT_FALLBACK: Readonly<Record<Equipment, LetterFallback>> = Object.freeze({
  wheelchair: 'template',
  'hospital-bed': 'standard',
  commode: 'standard',
  walker: 'standard',
});

export interface Letter {
  /** The letter as shown, copied and saved as the note's `content`: enhanced, fallback or plain. */
  text: string;
  /** The plain letter (buildLetter), saved as the note's `subjective` (SPEC.md §3). */
  plain: string;
  /** The AI's wording is shown. */
  aiEnhanced: boolean;
  fallback?: LetterFallback;
}

/** Calls POST /api/enhance-dme for this letter's equipment; resolves to `enhancedText`, rejects when the call fails. */
export type EnhanceLetter = (content: string) => Promise<string>;

/** Whether any output field of the letter holds text (the letter is more than its title line). */
export function letterHasContent(equipment: Equipment, answers: Readonly<Record<string, string>>): boolean {
  return letterFields(equipment).some((field) => field.output && typeof answers[field.key] === 'string' && answers[field.key].trim() !== '');
}

/**
 * SPEC.md §4 Letter generation, the text part: the plain letter from the non-empty fields; with AI
 * on, the enhancement of it (svc-ai instructs the model for the equipment) or, when that fails, ENHANCEMENT_FALLBACK.
 *
 * Beyond the spec: a form with nothing filled in is not sent (its letter is the title line alone;
 * an AI asked to "enhance" a title could only invent content) — §5 likewise skips blank content.
 * An empty `enhancedText` counts as a failure, so a letter is never replaced by nothing.
 */
export async function generateLetter(
  equipment: Equipment,
  answers: Readonly<Record<string, string>>,
  options: { aiEnabled: boolean; enhance: EnhanceLetter; date: Date; onEnhanceFailed?: (error: unknown) => void },
): Promise<Letter> {
  const plain = buildLetter(equipment, answers as Record<string, string>);
  if (!options.aiEnabled || !letterHasContent(equipment, answers)) return { text: plain, plain, aiEnhanced: false };
  try {
    const enhanced = await options.enhance(plain);
    if (typeof enhanced !== 'string' || enhanced.trim() === '') throw new Error('Enhancement API failed');
    return { text: enhanced, plain, aiEnhanced: true };
  } catch (error) {
    options.onEnhanceFailed?.(error);
    const fallback = ENHANCEMENT_FALLBACK[equipment];
    const text = fallback === 'template' ? wheelchairFallbackLetter(plain, options.date) : plain;
    return { text, plain, aiEnhanced: false, fallback };
  }
}

/**
 * The letter as POST /api/notes takes it (SPEC.md §3, §7): titled "Letter of Medical Necessity -
 * {equipment} - {date}", the plain letter in `subjective`, the other sections empty. Beyond the
 * spec, `content` holds the letter as shown (enhanced or template), so the e-mail and the PDF
 * carry what the clinician saw.
 */
export function letterNote(equipment: Equipment, letter: Letter, date: Date): CreateNoteRequest {
  return {
    title: noteTitle(equipment, date),
    kind: equipment,
    content: letter.text,
    subjective: letter.plain,
    objective: '',
    assessment: '',
    plan: '',
  };
}
