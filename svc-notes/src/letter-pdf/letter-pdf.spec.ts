import { execFileSync } from 'node:child_process';
import { buildLetter } from '@clinote/clinical-text';
import type { Letter } from './letter';
import { letterDocument } from './letter-document';
import { renderLetterPdf } from './letter-pdf';

/** poppler-utils, fed on stdin: what a reader of the PDF (or a supplier's intake system) gets. */
const poppler = (tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, args: string[] = []): string =>
  execFileSync(tool, [...args, '-'], { input: pdf }).toString('utf8');
const pdfText = (pdf: Buffer, page?: number): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', ...(page ? ['-f', String(page), '-l', String(page)] : []), '-', '-'], {
    input: pdf,
  }).toString('utf8');
const pageCount = (pdf: Buffer): number => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))?.[1]);

/** Obviously invented clinical text, with the characters clinicians type. */
const SPECIAL = '≥ 30°, café, ½ tab, 5–7 times, “quoted”';
const LETTER: Letter = {
  title: 'Letter of Medical Necessity - Hospital Bed - 3/4/2026',
  kind: 'hospital-bed',
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  createdAt: new Date('2026-03-04T12:00:00Z'),
  text: buildLetter('hospital-bed', {
    medicalCondition: `Fictional patient with CHF; needs head elevation ${SPECIAL}`,
    regularBedIssues: 'Cannot reposition in a standard bed without assist of 2',
    semiElectric: 'Needs frequent position changes that a caregiver cannot crank',
  }),
};

describe('renderLetterPdf', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderLetterPdf(LETTER);
  });

  it('prints letterhead, written-out date, RE line, the letter and the signature block, in that order', () => {
    const text = pdfText(pdf);
    const inOrder = [
      'Clinote',
      '[Clinic/agency name, address, phone]',
      'March 4, 2026',
      'RE: Letter of Medical Necessity - Hospital Bed',
      'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
      'Medical Condition and Symptoms:',
      'Fictional patient with CHF',
      "Why a Regular Bed Won't Suffice:",
      'Semi-Electric:',
      'Sincerely,',
      'Signature',
      '[Treating practitioner name, credentials]',
      'NPI: [__________]',
    ];
    const positions = inOrder.map((part) => text.indexOf(part));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toMatch(/^Date$/m); // the caption of the date line, in its own column
    expect(pageCount(pdf)).toBe(1);
  });

  it('prints ≥ ° é ½ – and curly quotes as themselves, from an embedded font', () => {
    expect(pdfText(pdf)).toContain(SPECIAL);
    const fonts = poppler('pdffonts', pdf).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    // name, type, encoding, emb, sub, uni: every font embedded as a subset with a Unicode map.
    for (const font of fonts) expect(font).toMatch(/Roboto.*\byes\s+yes\s+yes\b/);
  });

  it('stays small: a one-page letter embeds only the glyph subsets it uses', () => {
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('wraps long lines and paginates a long letter, numbering its pages', async () => {
    const word = 'x'.repeat(300);
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `Fictional finding ${i + 1}:\n${'Gait remains unsteady on uneven ground. '.repeat(6)}`,
    );
    const long = await renderLetterPdf({ ...LETTER, text: [LETTER.text, word, ...paragraphs].join('\n\n') });
    const pages = pageCount(long);
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(long);
    expect(text.match(/x/g)?.length).toBe(300); // wrapped across lines, nothing cut off at the margin
    expect(text).toContain('Fictional finding 40:');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(pdfText(long, pages)).toContain('NPI: [__________]');
  });

  it('never leaves a label alone at the bottom of a page', async () => {
    // Paragraph lengths vary so that, across the pages, a label meets the bottom margin.
    const paragraphs = Array.from(
      { length: 60 },
      (_, i) => `Fictional finding ${i + 1}:\n${'Tolerates sitting. '.repeat(3 + ((i * 7) % 11))}`,
    );
    const long = await renderLetterPdf({ ...LETTER, text: paragraphs.join('\n\n') });
    for (let page = 1; page < pageCount(long); page++) {
      const lines = pdfText(long, page)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.includes(' · Page '));
      expect(lines.at(-1)).not.toMatch(/:$/);
    }
  });
});

describe('renderLetterPdf: the layout is linear (issue 19)', () => {
  // pdfmake's own layout class (its CommonJS build, which `require('pdfmake')` loads).
  const { default: LayoutBuilder } = jest.requireActual<{ default: { prototype: Record<string, (...args: unknown[]) => unknown> } }>(
    'pdfmake/js/LayoutBuilder',
  );

  /** Many short labelled paragraphs of varying length, so that labels meet the bottom of many pages. */
  const manyLabels = (count: number): string =>
    Array.from({ length: count }, (_, i) => `Fictional finding ${i + 1}:\n${'Tolerates sitting. '.repeat(1 + (i % 5))}`).join('\n\n');

  afterEach(() => jest.restoreAllMocks());

  it('lays 2,000 labelled paragraphs out in one pass, asking no per-node page-break question', async () => {
    const passes = jest.spyOn(LayoutBuilder.prototype, 'tryLayoutDocument');
    const layout = jest.spyOn(LayoutBuilder.prototype, 'layoutDocument');
    await renderLetterPdf({ ...LETTER, text: manyLabels(2000) });
    // A pageBreakBefore callback is asked about every node and may read the nodes after it (a walk
    // over the rest of the document each time), and every break it asks for lays the whole document
    // out again: quadratic. The 9th argument of layoutDocument is that callback.
    expect(layout).toHaveBeenCalledTimes(1);
    expect(layout.mock.calls[0]![8]).toBeUndefined();
    expect(passes).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('prints a paragraph longer than a page whole after its label (nothing cut at a page end)', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Sentence ${i + 1} of a fictional, very long finding.`).join(' ');
    const pdf = await renderLetterPdf({ ...LETTER, text: `Long Finding:\n${long}\n\nAfter It:\nThe end.` });
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(pageCount(pdf)).toBeGreaterThan(2);
    for (const n of [1, 200, 400]) expect(text).toContain(`Sentence ${n} of a fictional, very long finding.`);
    expect(text).toContain('After It: The end.');
  });
});

describe('letterDocument', () => {
  it('sets labels and the title line in bold, paragraphs in regular weight', () => {
    type Node = { text?: string; bold?: boolean; stack?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.stack ?? [])]);
    const content = flat(letterDocument(LETTER).content as Node[]);
    const styleOf = (text: string) => content.find((c) => c.text === text)?.bold ?? false;
    expect(styleOf('LETTER OF MEDICAL NECESSITY: HOSPITAL BED')).toBe(true);
    expect(styleOf('Medical Condition and Symptoms:')).toBe(true);
    expect(styleOf('Cannot reposition in a standard bed without assist of 2.')).toBe(false);
  });

  it('names the PDF after the note and the product in its metadata', () => {
    expect(letterDocument(LETTER).info).toMatchObject({
      title: LETTER.title,
      author: 'Clinote',
      subject: 'Letter of Medical Necessity - Hospital Bed',
    });
  });
});
