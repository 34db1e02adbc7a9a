import { answerOf, type FieldAnswers } from './answers';
import { letterFields } from './catalogue';
import { toSentence } from './sentence';
import { LETTER_TITLES } from './titles';
import type { Equipment } from './types';

/**
 * Builds the plain Letter of Medical Necessity from the answers of the letter's one section
 * (`LetterAnswers`' `medicalNecessity`): the title line, then one paragraph per filled-in field in
 * catalogue order, each "<Label>:" on its own line followed by the value as a sentence.
 * Paragraphs are separated by a blank line; empty fields are left out.
 *
 * @example buildLetter('walker', { walkerType: 'four-wheeled rollator with seat' })
 * // "LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nWalker Type:\nFour-wheeled rollator with seat."
 */
export function buildLetter(equipment: Equipment, answers: Readonly<FieldAnswers>): string {
  const paragraphs = letterFields(equipment)
    .filter((field) => field.output)
    .map((field) => ({ field, text: toSentence(answerOf(answers, field.key)) }))
    .filter(({ text }) => text !== '')
    .map(({ field, text }) => `${field.label}:\n${text}`);
  return [LETTER_TITLES[equipment], ...paragraphs].join('\n\n');
}
