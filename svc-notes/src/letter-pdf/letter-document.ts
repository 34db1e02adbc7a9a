import { EQUIPMENT_NAMES, formatLetterDate } from '@clinote/clinical-text';
import { formatSignedAt, signatureLine, signerNameLine } from '@clinote/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Letter, LetterAddendum, LetterSignature } from './letter';
import { letterBody, type LetterBlock } from './letter-body';

export const PRODUCT_NAME = 'Clinote';
/** Filled in by the clinician outside the product: the tool stores no practice or patient details. */
export const CLINIC_PLACEHOLDER = '[Clinic/agency name, address, phone]';
export const PRACTITIONER_PLACEHOLDER = '[Treating practitioner name, credentials]';
export const NPI_PLACEHOLDER = 'NPI: [__________]';
/** The footer of every page of a letter nobody has signed in Clinote (issue 25). */
export const UNSIGNED_FOOTER = 'Unsigned draft';

/** US Letter (what a US supplier files), 1-inch side margins; a full ten-field letter fits one page. */
const LETTER_WIDTH_PT = 612;
const PAGE_MARGINS: [number, number, number, number] = [72, 54, 72, 54];
const CONTENT_WIDTH = LETTER_WIDTH_PT - PAGE_MARGINS[0] - PAGE_MARGINS[2];
const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#1677ff';

/** Room kept below a heading or label for the first two lines of its paragraph (10.5 pt × 1.15 line height ≈ 14 pt a line). */
const KEEP_WITH_NEXT_PT = 28;
const FOOTER_STYLE = 'pageFooter';

/**
 * The pdfmake document of a Letter of Medical Necessity: letterhead, date, RE line, the letter's
 * text (bold labels, paragraphs kept, wrapped and paginated by pdfmake) and a signature block —
 * filled when the letter was signed in Clinote, then its addenda; else the placeholders to sign by
 * hand, and "Unsigned draft" in the footer of every page (issue 25).
 */
export function letterDocument(letter: Letter): TDocumentDefinitions {
  const equipment = EQUIPMENT_NAMES[letter.kind];
  const subject = `Letter of Medical Necessity - ${equipment}`;
  return {
    pageSize: 'LETTER',
    pageMargins: PAGE_MARGINS,
    info: { title: letter.title, subject, author: PRODUCT_NAME, creator: PRODUCT_NAME, creationDate: letter.createdAt },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.15, color: INK },
    content: [
      ...letterhead(),
      { text: formatLetterDate(letter.createdAt), margin: [0, 0, 0, 10] },
      { text: `RE: ${subject}`, bold: true, margin: [0, 0, 0, 14] },
      ...letterBody(letter.text).flatMap(blockContent),
      letter.signature ? signedBlock(letter.signature) : signatureBlock(),
      ...(letter.signature ? (letter.addenda ?? []).flatMap(addendumContent) : []),
    ],
    styles: { [FOOTER_STYLE]: { fontSize: 8, color: MUTED, alignment: 'center' } },
    footer: (page, pages) => {
      const parts = [letter.signature ? '' : UNSIGNED_FOOTER, pages > 1 ? `${subject} · Page ${page} of ${pages}` : ''].filter(Boolean);
      return parts.length ? { text: parts.join(' · '), style: FOOTER_STYLE, margin: [72, 20, 72, 0] } : null;
    },
    // No pageBreakBefore callback: pdfmake lays the whole document out again after each break it
    // asks for, and a callback that looks at the following nodes makes every node scan the rest
    // (issue 19: 8,000 labels took 70 s). keptWithNext does the same job in the one pass.
  };
}

function letterhead(): Content[] {
  return [
    { text: PRODUCT_NAME, fontSize: 20, bold: true, color: BRAND },
    { text: CLINIC_PLACEHOLDER, fontSize: 10, color: MUTED, margin: [0, 2, 0, 8] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.75, lineColor: MUTED }], margin: [0, 0, 0, 16] },
  ];
}

function blockContent(block: LetterBlock): Content[] {
  switch (block.type) {
    case 'heading':
      return keptWithNext({ text: block.text, bold: true, fontSize: 11.5 }, [0, 0, 0, 8]);
    case 'label':
      return keptWithNext({ text: block.text, bold: true }, [0, 4, 0, 1]);
    case 'paragraph':
      return [{ text: block.text, margin: [0, 0, 0, 6] }];
  }
}

/**
 * A heading or label never alone at the bottom of a page: it goes in an unbreakable block together
 * with room for two lines below it, so pdfmake moves it to the next page when those lines would not
 * fit; an empty node with a negative margin then gives that room back, and the paragraph starts
 * right under it. Unlike an unbreakable label-and-paragraph, a paragraph longer than a page is
 * never cut (pdfmake keeps only the first page of an unbreakable block).
 */
function keptWithNext(text: { text: string; bold: boolean; fontSize?: number }, margin: [number, number, number, number]): Content[] {
  const [left, top, right, bottom] = margin;
  return [
    { unbreakable: true, margin: [left, top, right, 0], stack: [{ ...text, margin: [0, 0, 0, bottom + KEEP_WITH_NEXT_PT] }] },
    { canvas: [], margin: [0, -KEEP_WITH_NEXT_PT, 0, 0] },
  ];
}

/** Signed by hand after printing, so it is one piece that never splits across pages. */
function signatureBlock(): Content {
  const rule = (width: number): Content => ({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.75 }] });
  const caption = (text: string): Content => ({ text, fontSize: 9, color: MUTED, margin: [0, 2, 0, 0] });
  return {
    unbreakable: true,
    margin: [0, 12, 0, 0],
    stack: [
      { text: 'Sincerely,', margin: [0, 0, 0, 30] },
      {
        columns: [
          { width: 260, stack: [rule(260), caption('Signature')] },
          { width: '*', text: '' },
          { width: 140, stack: [rule(140), caption('Date')] },
        ],
      },
      { text: PRACTITIONER_PLACEHOLDER, margin: [0, 10, 0, 0] },
      { text: NPI_PLACEHOLDER },
    ],
  };
}

/** Signed in Clinote (issue 25): name and credentials, the NPI when given, and when it was signed. One piece, never split. */
function signedBlock({ signer, signedAt }: LetterSignature): Content {
  return {
    unbreakable: true,
    margin: [0, 12, 0, 0],
    stack: [
      { text: 'Sincerely,', margin: [0, 0, 0, 10] },
      { text: signerNameLine(signer), bold: true },
      ...(signer.npi ? [{ text: `NPI: ${signer.npi}` }] : []),
      { text: `Electronically signed on ${formatSignedAt(signedAt)}`, fontSize: 9, color: MUTED, margin: [0, 2, 0, 0] },
    ],
  };
}

/** An addendum under the signed letter: its date as a heading, its text, its own signature. */
function addendumContent(addendum: LetterAddendum): Content[] {
  const paragraphs = addendum.text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [
    ...keptWithNext({ text: `Addendum, ${formatSignedAt(addendum.signedAt)}`, bold: true, fontSize: 11.5 }, [0, 18, 0, 6]),
    ...paragraphs.map((text): Content => ({ text, margin: [0, 0, 0, 6] })),
    { text: signatureLine(addendum.signer, addendum.signedAt), fontSize: 9, color: MUTED, margin: [0, 2, 0, 0] },
  ];
}
