import { execFileSync } from 'node:child_process';
import { buildLetter } from '@clinote/clinical-text';
import type { Letter } from './letter';
import { letterTooLongForPdf } from './letter-pdf-limits';
import { renderLetterPdf } from './letter-pdf';

/** pdftotext (poppler-utils) fed on stdin: what a reader of the PDF gets, one page or all. */
const pdfText = (pdf: Buffer, page?: number): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', ...(page ? ['-f', String(page), '-l', String(page)] : []), '-', '-'], {
    input: pdf,
  }).toString('utf8');
const pageCount = (pdf: Buffer): number =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);

/** Obviously invented. 1234567893 is the NPI of CMS's own check-digit example. */
const LETTER: Letter = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  kind: 'walker',
  createdAt: new Date('2026-03-04T12:00:00Z'),
  text: buildLetter('walker', { mobilityLimitation: 'Fictional patient walks 30 ft only with a rollator.' }),
};
const SIGNER = { name: 'Jane Example', credentials: 'PT, DPT', npi: '1234567893' };
const SIGNED: Letter = { ...LETTER, signature: { signer: SIGNER, signedAt: '2026-03-04T14:05:00.000Z' }, addenda: [] };
const longText = (paragraphs: number) =>
  [
    LETTER.text,
    ...Array.from({ length: paragraphs }, (_, i) => `Fictional finding ${i + 1}:\n${'Gait remains unsteady. '.repeat(12)}`),
  ].join('\n\n');

describe('the letter PDF, signed and unsigned (issue 25)', () => {
  it('says "Unsigned draft" in the footer of every page of an unsigned letter, and keeps the block to sign by hand', async () => {
    for (const letter of [LETTER, { ...LETTER, text: longText(40) }]) {
      const pdf = await renderLetterPdf(letter);
      const pages = pageCount(pdf);
      for (let page = 1; page <= pages; page++) expect(pdfText(pdf, page)).toContain('Unsigned draft');
      expect(pdfText(pdf, pages)).toContain('[Treating practitioner name, credentials]');
      expect(pdfText(pdf)).not.toContain('Electronically signed');
    }
  });

  it('fills the signature block of a signed letter: name, credentials, NPI, "Electronically signed" date and time', async () => {
    const text = pdfText(await renderLetterPdf(SIGNED));
    const inOrder = [
      'Mobility Limitation:',
      'Sincerely,',
      'Jane Example, PT, DPT',
      'NPI: 1234567893',
      'Electronically signed on March 4, 2026 at 14:05 UTC',
    ];
    const positions = inOrder.map((part) => text.indexOf(part));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const absent of ['Unsigned draft', '[Treating practitioner name, credentials]', 'NPI: [__________]'])
      expect(text).not.toContain(absent);
  });

  it('leaves the NPI line out when the clinician gave none, and no page of a long signed letter says "Unsigned draft"', async () => {
    const pdf = await renderLetterPdf({
      ...SIGNED,
      text: longText(40),
      signature: { ...SIGNED.signature!, signer: { ...SIGNER, npi: null } },
    });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).not.toContain('NPI');
    expect(text).not.toContain('Unsigned draft');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(pdfText(pdf, pages)).toContain('Jane Example, PT, DPT');
  });

  it('prints the addenda after the signed letter, each with its date and its own signature', async () => {
    const pdf = await renderLetterPdf({
      ...SIGNED,
      addenda: [
        { text: 'Invented: the rollator was delivered.\n\nPt uses it safely.', signer: SIGNER, signedAt: '2026-03-05T09:30:00.000Z' },
        { text: 'Second invented addendum.', signer: { ...SIGNER, npi: null }, signedAt: '2026-03-06T16:45:00.000Z' },
      ],
    });
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    const inOrder = [
      'Electronically signed on March 4, 2026 at 14:05 UTC',
      'Addendum, March 5, 2026 at 09:30 UTC',
      'Invented: the rollator was delivered.',
      'Pt uses it safely.',
      'Electronically signed by Jane Example, PT, DPT (NPI 1234567893) on March 5, 2026 at 09:30 UTC',
      'Addendum, March 6, 2026 at 16:45 UTC',
      'Second invented addendum.',
      'Electronically signed by Jane Example, PT, DPT on March 6, 2026 at 16:45 UTC',
    ];
    const positions = inOrder.map((part) => text.indexOf(part));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('counts the addenda toward the limits of a printable letter', () => {
    const addendum = { text: 'x '.repeat(10_000), signer: SIGNER, signedAt: '2026-03-05T09:30:00.000Z' };
    expect(letterTooLongForPdf({ ...SIGNED, addenda: [addendum] })).toBeNull();
    expect(letterTooLongForPdf({ ...SIGNED, addenda: [addendum, addendum, addendum] })).toMatch(/^This letter is too long for a PDF/);
  });
});
