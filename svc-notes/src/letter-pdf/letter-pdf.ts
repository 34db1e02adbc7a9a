import pdfmake = require('pdfmake'); // a CommonJS singleton whose methods need `this`: no named imports
import type { Letter } from './letter';
import { letterDocument } from './letter-document';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Roboto 3 (SIL Open Font License 1.1) from pdfmake's own package: no system font is needed, and it
 * has the glyphs clinicians type (≥ ≤ ° ½ é – — “ ” ±). pdfkit embeds only the glyphs a letter uses.
 * Medium serves as bold, as in pdfmake's own setup.
 */
const FONT_FILES = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
};
pdfmake.setFonts({ Roboto: FONT_FILES });
// Letters contain only text: never fetch a URL, and read no file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path === FONT_FILES.normal || path === FONT_FILES.bold);

/** The letter as a PDF a supplier can file (issue 9). */
export function renderLetterPdf(letter: Letter): Promise<Buffer> {
  return pdfmake.createPdf(letterDocument(letter)).getBuffer();
}
