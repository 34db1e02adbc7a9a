import { fhirFilename, letterPdfFilename } from './letter-filename';

describe('letterPdfFilename', () => {
  it.each([
    ['Letter of Medical Necessity - Walker/Rollator - 3/4/2026', 'Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf'],
    ['Letter of Medical Necessity - Manual Wheelchair - 12/31/2025', 'Letter of Medical Necessity - Manual Wheelchair - 12-31-2025.pdf'],
    ['Café “quoted” \\ "x" ≥ 30°', 'Cafe quoted - x 30.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['≥≥≥', 'Letter of Medical Necessity.pdf'],
  ])('%j → %j', (title, filename) => {
    expect(letterPdfFilename(title)).toBe(filename);
  });

  it('is plain ASCII a quoted header value can carry, and not overlong', () => {
    const name = letterPdfFilename(`Letter ${'é/'.repeat(150)}`);
    expect(name).toMatch(/^[A-Za-z0-9 ._-]+\.pdf$/);
    expect(name.length).toBeLessThanOrEqual(124);
  });
});

describe('fhirFilename (issue 25)', () => {
  it.each([
    ['PT Evaluation - 3/4/2026', 'PT Evaluation - 3-4-2026.fhir.json'],
    ['Letter of Medical Necessity - Walker/Rollator - 3/4/2026', 'Letter of Medical Necessity - Walker-Rollator - 3-4-2026.fhir.json'],
    ['“”', 'Clinote note.fhir.json'],
  ])('%j → %j', (title, filename) => expect(fhirFilename(title)).toBe(filename));
});
