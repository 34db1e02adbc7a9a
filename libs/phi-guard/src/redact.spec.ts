import { detectPhi } from './detect';
import { placeholderFor, redactPhi } from './redact';
import { PHI_TYPES } from './types';

describe('redactPhi', () => {
  it('replaces each finding with the placeholder of its type and keeps everything else', () => {
    const text = 'Mrs. Quill, DOB 04/12/1941, cell 555-0142, MRN 00000417, a 92 y/o at 58 Quarry Rd. BP 128/76.';
    expect(redactPhi(text)).toBe('Mrs. [NAME], DOB [DATE], cell [PHONE], MRN [ID], a [AGE 90+] at [ADDRESS]. BP 128/76.');
  });

  it('takes findings from the caller, e.g. the ones a clinician chose to redact', () => {
    const text = 'Daughter Rosa (555-0142) helps.';
    const phoneOnly = detectPhi(text).filter((f) => f.type === 'phone');
    expect(redactPhi(text, phoneOnly)).toBe('Daughter Rosa ([PHONE]) helps.');
    expect(redactPhi(text, [])).toBe(text);
  });

  it('merges overlapping findings into one placeholder of the longest, in any order', () => {
    const text = 'Reach jane.roe@example.com now';
    const merged = redactPhi(text, [
      { type: 'url', start: 15, end: 26 },
      { type: 'email', start: 6, end: 26 },
      { type: 'name', start: 6, end: 14 },
    ]);
    expect(merged).toBe('Reach [EMAIL] now');
  });

  it('clamps findings outside the text and skips empty ones', () => {
    expect(
      redactPhi('abc', [
        { type: 'name', start: -5, end: 1 },
        { type: 'zip', start: 2, end: 99 },
        { type: 'ip', start: 1, end: 1 },
      ]),
    ).toBe('[NAME]b[ZIP]');
  });

  it('has a placeholder for every type', () => {
    for (const type of PHI_TYPES) expect(placeholderFor(type)).toMatch(/^\[[A-Z0-9 +]+\]$/);
  });
});
