import { expandAbbreviations, splitSentences } from './phrasing';
import { textOf } from './sentence';
import { asTyped, tidySentence } from './tidy';

/** "- ", "* ", "• ", "1. ", "2) ": a list marker stays as written in front of its rewritten item. */
const LIST_MARKER = /^(?:[-*•]|\d{1,2}[.)])\s+/u;

/**
 * Lines kept exactly as written: headings without lower-case letters (the title line
 * "LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR", "TO WHOM IT MAY CONCERN:") and paragraph labels
 * on their own line ("Physician Face-to-Face & Order:"), which are the catalogue's wording.
 */
function isHeading(line: string): boolean {
  return !/\p{Ll}/u.test(line) || line.endsWith(':');
}

function rewriteLine(line: string): string {
  if (isHeading(line)) return line;
  const marker = LIST_MARKER.exec(line)?.[0] ?? '';
  const sentences = splitSentences(expandAbbreviations(asTyped(line.slice(marker.length))))
    .map(tidySentence)
    .filter((sentence) => sentence !== '');
  return `${marker}${sentences.join(' ')}`;
}

/**
 * The local rewrite of a whole Letter of Medical Necessity, used by svc-ai when no AI provider is
 * configured. Deliberately conservative: the title line, every paragraph and every line stay where
 * they are; clinician shorthand is written out with the offline rewrite's table ("pt c/o" ->
 * "patient complains of", "w/" -> "with", "72 y/o" -> "72-year-old"); each sentence is tidied
 * (tidy.ts: a capital at each sentence start, except words whose case is the term's, such as
 * "dm2"; one closing full stop, never ",."). Nothing is added, dropped or rephrased, so every
 * finding survives. Blank input gives "".
 *
 * @example offlineLetterRewrite('LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\npt unsteady w/o device')
 * // "LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nPatient unsteady without device."
 */
export function offlineLetterRewrite(content: string): string {
  const text = textOf(content).trim();
  if (text === '') return '';
  return text
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/u)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/u)
        .map((line) => line.trim())
        .map(rewriteLine)
        .join('\n'),
    )
    .join('\n\n');
}
