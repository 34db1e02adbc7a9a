import { answerOf } from './answers';
import { letterFields } from './catalogue';
import { toSentence } from './sentence';
import { EQUIPMENT_NAMES, LETTER_TITLES } from './titles';
import type { Equipment } from './types';

/**
 * Builds the plain Letter of Medical Necessity: the title line, then one paragraph per filled-in
 * field in catalogue order, each "<Label>:" on its own line followed by the value as a sentence.
 * Paragraphs are separated by a blank line; empty fields are left out.
 *
 * @example buildLetter('walker', { walkerType: 'four-wheeled rollator with seat' })
 * // "LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nWalker Type:\nFour-wheeled rollator with seat."
 */
export function buildLetter(equipment: Equipment, answers: Record<string, string>): string {
  const paragraphs = letterFields(equipment)
    .filter((field) => field.output)
    .map((field) => ({ field, text: toSentence(answerOf(answers, field.key)) }))
    .filter(({ text }) => text !== '')
    .map(({ field, text }) => `${field.label}:\n${text}`);
  return [LETTER_TITLES[equipment], ...paragraphs].join('\n\n');
}

/**
 * Instructions sent with the letter to /api/enhance-dme (SPEC.md §7): a professional Letter of
 * Medical Necessity for the named equipment — for the wheelchair in full sentences with medical
 * justification and Medicare/insurance formatting; for the others with detailed medical
 * justification and proper clinical language. Each also asks the model to use only the
 * information given.
 */
export const ENHANCE_DME_INSTRUCTIONS: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair:
    'Rewrite the following into a professional Letter of Medical Necessity for a manual wheelchair. ' +
    'Write in full sentences, give clear medical justification for the wheelchair, and follow ' +
    'Medicare/insurance formatting. Use only the information provided; do not add findings.',
  'hospital-bed': otherInstructions('hospital-bed'),
  commode: otherInstructions('commode'),
  walker: otherInstructions('walker'),
});

function otherInstructions(equipment: Exclude<Equipment, 'wheelchair'>): string {
  return (
    `Rewrite the following into a professional Letter of Medical Necessity for a ${EQUIPMENT_NAMES[equipment].toLowerCase()}. ` +
    'Provide detailed medical justification and use proper clinical language. ' +
    'Use only the information provided; do not add findings.'
  );
}
