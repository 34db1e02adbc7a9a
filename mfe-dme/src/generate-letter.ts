import { buildLetter, letterFields, noteTitle, wheelchairFallbackLetter, type Equipment, type FieldAnswers } from '@clinote/clinical-text';
import type { CreateNoteRequest, EnhanceFactCheck } from '@clinote/contracts';
import { flaggedParts, phiRefusalOf, PhiRefused, type CheckedPart, type OutgoingText, type TextChoice } from '@clinote/notes-client';

/** Why the letter is not the AI's wording although AI enhancement was on. */
export type LetterFallback = 'template' | 'standard';

/**
 * What each letter falls back to when enhancement fails (docs/product.md §8): the wheelchair to the
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
  /** The plain letter (buildLetter), saved as the note's `subjective` (docs/product.md §3). */
  plain: string;
  /** The AI's wording is shown. */
  aiEnhanced: boolean;
  fallback?: LetterFallback;
  /** The AI letter whose fact check failed (issue 20): the clinician chooses it or the plain letter before it is used. */
  flagged?: CheckedPart[];
  /** Issue 20: what the clinician chose after the fact check flagged the AI letter. */
  choice?: TextChoice;
}

/** What POST /api/enhance-dme answers: the letter and svc-ai's fact check of it (issue 20). */
export interface EnhancedLetter {
  enhancedText: string;
  /** Absent from an svc-ai that predates the check. */
  factCheck?: EnhanceFactCheck;
}

/** Calls POST /api/enhance-dme for this letter's equipment; rejects when the call fails. */
export type EnhanceLetter = (content: string) => Promise<EnhancedLetter>;

/** Whether any output field of the letter holds text (the letter is more than its title line). */
export function letterHasContent(equipment: Equipment, answers: Readonly<FieldAnswers>): boolean {
  return letterFields(equipment).some(
    (field) => field.output && typeof answers[field.key] === 'string' && answers[field.key].trim() !== '',
  );
}

/** Where a PHI refusal of the letter happened, in the toast: "… (a name in the letter)". */
const THE_LETTER = 'the letter';

/**
 * What generating sends (with AI on) and saves: the plain letter, the text svc-ai runs its PHI check
 * on. The PHI review checks it too (issue 21), so it asks about what svc-ai would refuse.
 */
export function outgoingLetter(equipment: Equipment, answers: Readonly<FieldAnswers>): OutgoingText[] {
  return letterHasContent(equipment, answers) ? [{ label: 'Letter', text: buildLetter(equipment, answers) }] : [];
}

/**
 * docs/product.md §4 Letter generation, the text part: the plain letter from the non-empty fields; with AI
 * on, the enhancement of it (svc-ai instructs the model for the equipment) or, when that fails, ENHANCEMENT_FALLBACK.
 *
 * Beyond the spec: a form with nothing filled in is not sent (its letter is the title line alone;
 * an AI asked to "enhance" a title could only invent content) — §5 likewise skips blank content.
 * An empty `enhancedText` counts as a failure, so a letter is never replaced by nothing. A PHI
 * refusal (422 PHI_DETECTED) is no failure of the AI service and has no fallback: it rejects with
 * PhiRefused (issue 21).
 */
export async function generateLetter(
  equipment: Equipment,
  answers: Readonly<FieldAnswers>,
  options: { aiEnabled: boolean; enhance: EnhanceLetter; date: Date; onEnhanceFailed?: (error: unknown) => void },
): Promise<Letter> {
  const plain = buildLetter(equipment, answers);
  if (!options.aiEnabled || !letterHasContent(equipment, answers)) return { text: plain, plain, aiEnhanced: false };
  try {
    const { enhancedText, factCheck } = await options.enhance(plain);
    if (typeof enhancedText !== 'string' || enhancedText.trim() === '') throw new Error('Enhancement API failed');
    const flagged = flaggedParts([{ sent: plain, enhancedText, factCheck }]);
    return { text: enhancedText, plain, aiEnhanced: true, ...(flagged.length > 0 ? { flagged } : {}) };
  } catch (error) {
    const refusal = phiRefusalOf(error);
    if (refusal) throw new PhiRefused(refusal, THE_LETTER);
    options.onEnhanceFailed?.(error);
    const fallback = ENHANCEMENT_FALLBACK[equipment];
    const text = fallback === 'template' ? wheelchairFallbackLetter(plain, options.date) : plain;
    return { text, plain, aiEnhanced: false, fallback };
  }
}

/**
 * The letter as the clinician chose it after a flagged fact check (issue 20): the AI's as it came,
 * or the plain letter — what the page makes with AI off, and what "the standard text" means here
 * (the wheelchair's professional template is the answer to a failed call, not to a changed fact).
 */
export function chosenLetter(letter: Letter, choice: TextChoice): Letter {
  const { flagged: _flagged, ...rest } = letter;
  return choice === 'ai' ? { ...rest, choice } : { text: letter.plain, plain: letter.plain, aiEnhanced: false, choice };
}

/**
 * The letter as POST /api/notes takes it (docs/product.md §3, §7): titled "Letter of Medical Necessity -
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
