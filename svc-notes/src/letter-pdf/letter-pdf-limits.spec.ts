import { LETTER_PDF_LIMITS, letterTooLongForPdf } from './letter-pdf-limits';
import { largestPrintableLetter } from './largest-printable-letter';

describe('letterTooLongForPdf (issue 19)', () => {
  it('lets every real letter through, up to the largest the limits allow', () => {
    expect(
      letterTooLongForPdf({ text: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nFictional patient walks 30 ft.' }),
    ).toBeNull();
    const largest = largestPrintableLetter();
    expect(largest.length).toBeGreaterThan(LETTER_PDF_LIMITS.characters * 0.95);
    expect(letterTooLongForPdf({ text: largest })).toBeNull();
  });

  it.each([
    [
      'characters',
      'x '.repeat(25_001),
      'This letter is too long for a PDF: 50,002 characters, at most 50,000. Shorten it, or copy its text instead.',
    ],
    [
      'lines',
      'line\n'.repeat(2_001),
      'This letter has too many lines for a PDF: 2,001, at most 2,000. Shorten it, or copy its text instead.',
    ],
    [
      'word length',
      `See ${'x'.repeat(501)} here`,
      'This letter has a word of 501 characters without a space, at most 500 fit a PDF. Shorten it, or copy its text instead.',
    ],
  ])('says what is too long: %s', (_what, text, message) => {
    expect(letterTooLongForPdf({ text })).toBe(message);
  });
});
