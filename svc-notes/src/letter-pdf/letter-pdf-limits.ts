import { UnprocessableEntityException } from '@nestjs/common';
import type { Letter } from './letter';

/**
 * The most a letter's PDF may hold (issue 19). A real letter is 1–3 pages: ~3–8 KB, under 100
 * lines, no word longer than a URL. At these limits (~20–45 pages) a render takes about 1 s here.
 * Past them pdfmake's time grows faster than the text — one paragraph of 25,000 lines: 20 s; one
 * 20,000-character word: 26 s — so such a letter gets a 422 instead of a PDF.
 */
export const LETTER_PDF_LIMITS = { characters: 50_000, lines: 2_000, wordLength: 500 } as const;

const count = (n: number): string => n.toLocaleString('en-US');
const SHORTEN = 'Shorten it, or copy its text instead.';

/** Why this letter cannot become a PDF, or null when it can. Its addenda (issue 25) are printed too, so they count. */
export function letterTooLongForPdf(letter: Pick<Letter, 'text' | 'addenda'>): string | null {
  const { characters, lines, wordLength } = LETTER_PDF_LIMITS;
  const text = [letter.text, ...(letter.addenda ?? []).map((addendum) => addendum.text)].join('\n\n');
  if (text.length > characters)
    return `This letter is too long for a PDF: ${count(text.length)} characters, at most ${count(characters)}. ${SHORTEN}`;
  const lineCount = text.split('\n').filter((line) => line.trim() !== '').length;
  if (lineCount > lines) return `This letter has too many lines for a PDF: ${count(lineCount)}, at most ${count(lines)}. ${SHORTEN}`;
  const longest = text.split(/\s+/).reduce((most, word) => Math.max(most, word.length), 0);
  if (longest > wordLength)
    return `This letter has a word of ${count(longest)} characters without a space, at most ${count(wordLength)} fit a PDF. ${SHORTEN}`;
  return null;
}

export class LetterTooLongForPdf extends UnprocessableEntityException {}

/** 422 with the reason when the letter cannot become a PDF. */
export function assertPrintable(letter: Pick<Letter, 'text' | 'addenda'>): void {
  const reason = letterTooLongForPdf(letter);
  if (reason) throw new LetterTooLongForPdf(reason);
}
