import { detectPhi, hasHighConfidencePhi } from './detect';
import { redactPhi } from './redact';
import { PHI_TYPES, describeFinding } from './types';

const NOTE =
  'Pt Jane Roe, DOB 04/12/1941, MRN 00000417, lives at 742 Evergreen Terrace, Springfield, IL 62704. ' +
  'Daughter Rosa Quill (rosa.quill@example.com, cell 555-0142) assists. BP 128/76, Tinetti 19/28.';

describe('detectPhi', () => {
  it('reports each identifier once, in order, with offsets that slice back to its text', () => {
    const findings = detectPhi(NOTE);
    expect(findings.map((f) => [f.type, f.text])).toEqual([
      ['name', 'Jane Roe'],
      ['dob', '04/12/1941'],
      ['mrn', '00000417'],
      ['address', '742 Evergreen Terrace, Springfield, IL 62704'],
      ['name', 'Rosa Quill'],
      ['email', 'rosa.quill@example.com'],
      ['phone', '555-0142'],
    ]);
    for (const f of findings) expect(NOTE.slice(f.start, f.end)).toBe(f.text);
  });

  it('keeps the more specific type where findings overlap', () => {
    // The e-mail's domain is also a host name; the MBI-shaped value also follows "Medicare".
    expect(detectPhi('jane@example.com').map((f) => f.type)).toEqual(['email']);
    expect(detectPhi('Medicare # 900-12-3456A').map((f) => [f.type, f.text])).toEqual([['medicare-id', '900-12-3456A']]);
    expect(detectPhi('http://192.0.2.10:8080/rpm').map((f) => f.type)).toEqual(['url']);
    expect(detectPhi('DOB 3/14/1938').map((f) => f.type)).toEqual(['dob']);
  });

  it('keeps the longer name where two rules read the same person', () => {
    expect(detectPhi('Dr. Alan Q. Smithee').map((f) => f.text)).toEqual(['Alan Q. Smithee']);
  });

  it('counts UTF-16 offsets past emoji and accents', () => {
    const text = '😀 Café note: cell 555-0142'; // the emoji is two UTF-16 units
    const [phone] = detectPhi(text);
    expect(phone).toMatchObject({ type: 'phone', start: 19, end: 27, text: '555-0142' });
  });

  it('answers [] for empty or PHI-free text, and for a non-string from untyped callers', () => {
    expect(detectPhi('')).toEqual([]);
    expect(detectPhi('Pt ambulates 150 ft with RW and CGA; BP 128/76.')).toEqual([]);
    expect(detectPhi(undefined as unknown as string)).toEqual([]);
  });
});

describe('the README example', () => {
  it('gives what the README shows', () => {
    const note = 'Daughter Rosa Quill (555-0142) assists with meds. DOB 04/12/1941. BP 128/76, Tinetti 19/28.';
    expect(detectPhi(note)).toEqual([
      { type: 'name', start: 9, end: 19, text: 'Rosa Quill', confidence: 'high' },
      { type: 'phone', start: 21, end: 29, text: '555-0142', confidence: 'low' },
      { type: 'dob', start: 54, end: 64, text: '04/12/1941', confidence: 'high' },
    ]);
    expect(hasHighConfidencePhi(note)).toBe(true);
    expect(redactPhi(note)).toBe('Daughter [NAME] ([PHONE]) assists with meds. DOB [DATE]. BP 128/76, Tinetti 19/28.');
  });
});

describe('hasHighConfidencePhi', () => {
  it('is true for a structured identifier and false for heuristics alone', () => {
    expect(hasHighConfidencePhi('SSN 900-12-3456')).toBe(true);
    expect(hasHighConfidencePhi('DOB: 04/12/1941')).toBe(true);
    expect(hasHighConfidencePhi('Dr. Alan Smithee saw pt; goals reviewed 03/10/2026; Mary Smith is 72 y/o.')).toBe(false);
    // Issue 21: what the clinician clearly typed as an identifier is high — an age over 89 with an age word, a relation + name.
    expect(hasHighConfidencePhi('pt is 92 y/o')).toBe(true);
    expect(hasHighConfidencePhi('son Will visits on weekends')).toBe(true);
    expect(hasHighConfidencePhi('Glasgow Coma Scale 15; Berg 45/56; K0001 wheelchair; 2x/week x 4 weeks.')).toBe(false);
  });
});

describe('PHI_TYPES and describeFinding', () => {
  it('lists every type once and describes each in words a clinician reads', () => {
    expect(new Set(PHI_TYPES).size).toBe(PHI_TYPES.length);
    for (const type of PHI_TYPES) expect(describeFinding(type)).toMatch(/^looks like an? /);
  });

  it('words the common ones as the form shows them', () => {
    expect(describeFinding('dob')).toBe('looks like a date of birth');
    expect(describeFinding('phone')).toBe('looks like a phone number');
    expect(describeFinding('name')).toBe("looks like a person's name");
    expect(describeFinding('date')).not.toBe(describeFinding('dob'));
  });
});

describe('one text does not change what is found in the next', () => {
  it('finds a Medicare number after a text whose labelled Medicare number was checked (the check once left its regex mid-way)', () => {
    const later = 'card 1EG4-TE5-MK73 on file';
    const alone = detectPhi(later).map((f) => [f.type, f.text]);
    expect(alone).toEqual([['medicare-id', '1EG4-TE5-MK73']]);
    // A labelled Medicare number is checked on its own (isMbi), which left the shared regex past where the next text's number starts.
    detectPhi('Medicare: 1EG4-TE5-MK73');
    expect(detectPhi(later).map((f) => [f.type, f.text])).toEqual(alone);
  });
});
