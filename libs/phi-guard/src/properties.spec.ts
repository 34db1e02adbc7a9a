import fc from 'fast-check';
import { detectPhi } from './detect';
import { redactPhi } from './redact';
import type { PhiFinding, PhiType } from './types';

// PHI_RUNS=20000 npx jest --selectProjects phi-guard searches deeper than the everyday 300 runs.
const RUNS = { numRuns: Number(process.env.PHI_RUNS ?? 300) };

/** Clinical phrases with no identifier in them, chosen for looking like one (issue 13's traps). */
const CLINICAL_PHRASES = [
  'Parkinson disease',
  'Glasgow Coma Scale 15',
  'Borg RPE 13',
  'Tinetti 19/28',
  'Berg 45/56',
  'negative Romberg',
  'positive Babinski',
  'Trendelenburg gait',
  'Foley catheter',
  'Hoyer lift',
  'Alzheimer dementia',
  'walker',
  'Walker adjusted',
  'Rolling Walker',
  'RW',
  'CGA',
  'BP 128/76',
  'HR 72',
  'SpO2 96%',
  'TUG 18 sec',
  'CHF',
  'COPD',
  'HEP',
  'ADL',
  'MRADL',
  'SBA',
  'FWW',
  'WC',
  'temp 98.6 F',
  '2x/week',
  '3x/wk x 4 wks',
  '2x/week x 4 weeks',
  'K0001 standard wheelchair',
  'E0250',
  '97161',
  'M17.11',
  'for 3 months',
  'since January',
  'Monday',
  'Thursday',
  'Medicare Part B',
  'lives with spouse in 2-story home',
  'ambulates 150 ft with RW',
  'Pt',
  'patient',
  'daughter',
  'wife',
  'son',
  'caregiver',
  'Pt Denies pain',
  'Patient Education:',
  'LCD revised 10/1/2015',
  'Pride Jazzy',
  'Invacare Tracer',
  'Ensure BID',
  'Lasix 40 mg',
  'MMT 4/5',
  'pain 4/10',
  'Pt is a 78 y/o female',
  'Allen Cognitive Level',
  'Thomas test',
  'Max Assist',
  'Dix-Hallpike',
  "Bell's palsy",
  'Guillain-Barré',
  'frequency 2w4',
  'I50.32',
  '10:30',
  // issue 21: scores and ratios next to event words, relations before words that are not names, subjects that are not names
  's/p fall',
  'fx 2/2 fall',
  'pain 5/10',
  '5/10 pain',
  '4/5 strength',
  '1/2 tab',
  '2/3 recall',
  'rated 6/10',
  's/p CVA',
  'son will call',
  'wife may need',
  'Otherwise denies pain',
  'Caregiver reports',
  'HR is 92',
  'turns 90 deg',
  'is 90 days post-op',
];
const SEPARATORS = [' ', ', ', '. ', '; ', '\n', ' - '];

const clinicalText = fc
  .array(fc.tuple(fc.constantFrom(...CLINICAL_PHRASES), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.map(([phrase, separator]) => phrase + separator).join(''));

const twoDigits = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const mbiLetter = fc.constantFrom(...MBI_LETTERS);
const mbiAlnum = fc.constantFrom(...MBI_LETTERS, ...'0123456789');
const digit = fc.constantFrom(...'0123456789');

/** Invented identifiers of each kind, with the words that come with them, and the type to expect. */
const fakeIdentifier: fc.Arbitrary<{ lead: string; value: string; type: PhiType }> = fc.oneof(
  twoDigits(0, 99).map((n) => ({ lead: 'cell ', value: `555-01${n}`, type: 'phone' as const })),
  twoDigits(0, 99).map((n) => ({ lead: 'fax ', value: `(217) 555-01${n}`, type: 'fax' as const })),
  fc
    .tuple(fc.constantFrom('jane.roe', 'rquill', 'p_roe', 'doe+pt'), twoDigits(0, 99))
    .map(([l, n]) => ({ lead: '', value: `${l}${n}@example.com`, type: 'email' as const })),
  fc
    .tuple(twoDigits(1, 99), fc.integer({ min: 1000, max: 9999 }))
    .map(([g, s]) => ({ lead: 'SS card ', value: `900-${g}-${s}`, type: 'ssn' as const })),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), mbiLetter, mbiAlnum, digit, mbiLetter, mbiAlnum, digit, mbiLetter, mbiLetter, digit, digit)
    .map((c) => ({
      lead: 'card ',
      value: `${c.slice(0, 4).join('')}-${c.slice(4, 7).join('')}-${c.slice(7).join('')}`,
      type: 'medicare-id' as const,
    })),
  fc.integer({ min: 100, max: 999 }).map((n) => ({ lead: 'MRN: ', value: `00000${n}`, type: 'mrn' as const })),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1920, max: 1950 }))
    .map(([m, d, y]) => ({ lead: 'DOB ', value: `${m}/${d}/${y}`, type: 'dob' as const })),
  fc.integer({ min: 1, max: 99999 }).map((n) => ({ lead: '', value: `https://portal.example.org/p/${n}`, type: 'url' as const })),
  fc.integer({ min: 1, max: 254 }).map((n) => ({ lead: 'hub ', value: `192.0.2.${n}`, type: 'ip' as const })),
  fc.integer({ min: 1, max: 9999 }).map((n) => ({ lead: 'at ', value: `${n} Quarry Rd`, type: 'address' as const })),
);

/** Clinical text with one invented identifier somewhere in it, and where it sits. */
const noteWithIdentifier = fc.tuple(clinicalText, fakeIdentifier, clinicalText).map(([before, id, after]) => {
  const start = before.length + id.lead.length;
  return { text: `${before}${id.lead}${id.value} ${after}`, start, end: start + id.value.length, ...id };
});

/** Anything, including lone surrogates, control characters and long runs of one character. */
const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }).map((codes) => String.fromCharCode(...codes)),
  fc
    .tuple(fc.constantFrom('1', 'A', 'Aa ', 'Mr. ', '@', '.', '-', '\n', '555-', 'MRN '), fc.integer({ min: 1, max: 3000 }))
    .map(([s, n]) => s.repeat(n)),
  clinicalText,
  noteWithIdentifier.map((note) => note.text),
);

function expectWellFormed(text: string, findings: PhiFinding[]) {
  let previousEnd = 0;
  for (const f of findings) {
    expect(f.start).toBeGreaterThanOrEqual(previousEnd); // sorted, never overlapping
    expect(f.end).toBeGreaterThan(f.start);
    expect(f.end).toBeLessThanOrEqual(text.length);
    expect(text.slice(f.start, f.end)).toBe(f.text);
    expect(['high', 'low']).toContain(f.confidence);
    previousEnd = f.end;
  }
}

describe('detectPhi properties', () => {
  it('never throws, and its findings are sorted, disjoint, in bounds and slice back to their text', () => {
    fc.assert(
      fc.property(anyText, (text) => expectWellFormed(text, detectPhi(text))),
      RUNS,
    );
  });

  it('never flags clinical vocabulary, however it is combined', () => {
    fc.assert(
      fc.property(clinicalText, (text) => {
        expect(detectPhi(text)).toEqual([]);
      }),
      { numRuns: RUNS.numRuns * 3 },
    );
  });

  it('finds an invented identifier of each kind wherever it sits in clinical text', () => {
    fc.assert(
      fc.property(noteWithIdentifier, ({ text, start, end, type }) => {
        // Covered, maybe with a neighbour: "1 Quarry Rd 97161" may be a street and its ZIP.
        const covering = detectPhi(text).filter((f) => f.start <= start && f.end >= end);
        expect(covering.map((f) => f.type)).toEqual([type]);
      }),
      RUNS,
    );
  });
});

describe('redactPhi properties', () => {
  it('leaves no high-confidence identifier behind, neither its text nor a new detection', () => {
    fc.assert(
      fc.property(noteWithIdentifier, ({ text }) => {
        const findings = detectPhi(text);
        const redacted = redactPhi(text, findings);
        for (const f of findings.filter((x) => x.confidence === 'high')) expect(redacted).not.toContain(f.text);
        expect(detectPhi(redacted).filter((f) => f.confidence === 'high')).toEqual([]);
      }),
      RUNS,
    );
  });

  it('changes nothing in text without findings', () => {
    fc.assert(
      fc.property(clinicalText, (text) => {
        expect(redactPhi(text)).toBe(text);
      }),
      RUNS,
    );
  });
});

describe('hostile input', () => {
  // Each must simply finish (a catastrophic regex would hang the suite); time is the bench's job.
  it.each([
    ['digits', '1'.repeat(100_000)],
    ['SSN-like groups', '123-45-'.repeat(14_300)],
    ['capitalised words', 'Aaaa Bbbb '.repeat(10_000)],
    ['titles', 'Mr. Roe '.repeat(12_500)],
    ['at signs', 'a@b.'.repeat(25_000)],
    ['dots and digits', '1.2.'.repeat(25_000)],
    ['spaces after a label', `MRN${' '.repeat(100_000)}1`],
    ['newlines', '\n'.repeat(100_000)],
    ['lone surrogates', '\ud800a\udc00'.repeat(33_000)],
  ])('100 KB of %s completes with well-formed findings', (_, text) => {
    expectWellFormed(text, detectPhi(text));
  });
});
