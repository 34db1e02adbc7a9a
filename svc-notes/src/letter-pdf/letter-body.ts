import { SIGNATURE_BLOCK } from '@clinote/clinical-text';

/** The body of a letter as the PDF lays it out. */
export type LetterBlock =
  | { type: 'heading'; text: string } // "LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR"
  | { type: 'label'; text: string } // "Patient Mobility Limitation:"
  | { type: 'paragraph'; text: string };

const HEADING = /^LETTER OF MEDICAL NECESSITY\b/i;
/** "<Label>:" alone on its line (docs/product.md §3 letter layout); a colon inside ("10:30") makes it text. */
const LABEL = /^[^:]{1,80}:$/;
const LETTER_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const RE_LINE = /^RE:\s/i;
const SALUTATION = /^to whom it may concern:?$/i;
const PARAGRAPH_BREAK = /\n[ \t]*\n/;

/**
 * Splits the letter text into a heading, bold labels and paragraphs (line breaks inside a
 * paragraph kept). The wheelchair fallback template (docs/product.md §8) already carries a date, an RE line
 * and a signature placeholder block; the PDF prints its own, so those are dropped, not doubled.
 */
export function letterBody(text: string): LetterBlock[] {
  const paragraphs = withoutTemplateFrame(text.replace(/\r\n?/g, '\n').trim())
    .split(PARAGRAPH_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
  const blocks: LetterBlock[] = [];
  for (const paragraph of paragraphs) {
    let lines: string[] = [];
    const flush = (): void => {
      if (lines.length) blocks.push({ type: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    for (const line of paragraph.split('\n').map((l) => l.trim())) {
      if (blocks.length === 0 && lines.length === 0 && HEADING.test(line)) blocks.push({ type: 'heading', text: line });
      else if (LABEL.test(line)) {
        flush();
        blocks.push({ type: 'label', text: line });
      } else lines.push(line);
    }
    flush();
  }
  return blocks;
}

/** The text without the fallback template's date and RE line (its salutation stays) and its signature block. */
function withoutTemplateFrame(text: string): string {
  const body = text.endsWith(SIGNATURE_BLOCK) ? text.slice(0, -SIGNATURE_BLOCK.length) : text;
  const paragraphs = body.split(PARAGRAPH_BREAK);
  // Only the opening paragraphs are the frame: a date or RE line further down is the clinician's text.
  let openingLength = 0;
  while (openingLength < paragraphs.length && isOpeningParagraph(paragraphs[openingLength]!.trim())) openingLength++;
  const salutation = paragraphs.slice(0, openingLength).filter((p) => SALUTATION.test(p.trim()));
  return [...salutation, ...paragraphs.slice(openingLength)].join('\n\n');
}

function isOpeningParagraph(paragraph: string): boolean {
  return LETTER_DATE.test(paragraph) || RE_LINE.test(paragraph) || SALUTATION.test(paragraph);
}
