import { createNoteRequestSchema } from './notes.schemas';
import { NOTE_LIMITS } from './notes';

const NOTE = { title: 'SOAP Note - 3/4/2026', content: 'SUBJECTIVE:\nReferred for gait training.' };
const parse = (fields: Record<string, unknown>) => createNoteRequestSchema.safeParse({ ...NOTE, ...fields });
const message = (fields: Record<string, unknown>) => {
  const result = parse(fields);
  return result.success ? 'accepted' : result.error.issues[0]!.message;
};

/** As many sections, or fields in one section, as asked, each field with a short text. */
const sectionsOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`section${i}`, { pain: '4/10' }]));
const fieldsOf = (count: number) => ({ subjective: Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, 'x'])) });

describe('POST /notes answers (issue 24: a completed note keeps the form answers it was generated from)', () => {
  it('keeps the answers exactly as sent, and accepts none or null', () => {
    const answers = {
      subjective: { patientInfo: '82 y/o female, referred after a fall at home', pain: '' },
      plan: { frequency: '2x/week for 4 weeks\nthen 1x/week', goals: 'Amb 150 ft with FWW\tMod I' },
    };
    expect(parse({ answers }).data?.answers).toEqual(answers);
    expect(parse({}).data?.answers).toBeUndefined();
    expect(parse({ answers: null }).data?.answers).toBeNull();
    expect(message({ answers: {} })).toBe('accepted');
  });

  it('accepts up to 8 sections of up to 60 fields, each value up to the text limit', () => {
    expect(message({ answers: sectionsOf(8) })).toBe('accepted');
    expect(message({ answers: fieldsOf(60) })).toBe('accepted');
    expect(message({ answers: { s: { f: 'x'.repeat(NOTE_LIMITS.textLength) } } })).toBe('accepted');
    expect(message({ answers: { [`s${'a'.repeat(63)}`]: { [`F${'9'.repeat(63)}`]: 'x' } } })).toBe('accepted');
  });

  it.each([
    ['text', 'x', 'answers must be the form answers: section → field → text'],
    ['a list', [{ pain: '4/10' }], 'answers must be the form answers: section → field → text'],
    ['a number', 5, 'answers must be the form answers: section → field → text'],
    ['a section that is text', { subjective: '4/10' }, 'answers must be the form answers: section → field → text'],
    ['a section that is a list', { subjective: ['4/10'] }, 'answers must be the form answers: section → field → text'],
    ['a section that is null', { subjective: null }, 'answers must be the form answers: section → field → text'],
    ['a number for a value', { s: { f: 5 } }, 'answers.s.f must be text'],
    ['null for a value', { s: { f: null } }, 'answers.s.f must be text'],
    ['an object for a value', { s: { f: { deeper: 'x' } } }, 'answers.s.f must be text'],
    ['a value over the text limit', { s: { f: 'x'.repeat(NOTE_LIMITS.textLength + 1) } }, 'answers.s.f must be at most 200000 characters'],
    ['a control character in a value', { s: { f: 'bell \u0007' } }, 'answers.s.f: Text must not contain control characters'],
    ['a NUL in a value', { s: { f: 'a\u0000b' } }, 'answers.s.f: Text must not contain control characters'],
    ['9 sections', sectionsOf(9), 'answers must hold at most 8 sections'],
    ['61 fields in a section', fieldsOf(61), 'answers.subjective must hold at most 60 fields'],
    ['a section id with a hyphen', { 'sub-jective': { f: 'x' } }, expect.stringMatching(/^answers: section ids and field keys must be/)],
    ['a field key starting with a digit', { s: { '1f': 'x' } }, expect.stringMatching(/^answers: section ids and field keys must be/)],
    ['an empty field key', { s: { '': 'x' } }, expect.stringMatching(/^answers: section ids and field keys must be/)],
    [
      'a key of 65 characters',
      { s: { [`f${'a'.repeat(64)}`]: 'x' } },
      expect.stringMatching(/^answers: section ids and field keys must be/),
    ],
    ['a __proto__ section', JSON.parse('{"__proto__": {"f": "x"}}'), expect.stringMatching(/^answers: section ids and field keys must be/)],
  ])('refuses %s', (_name, answers, expected) => {
    expect(message({ answers })).toEqual(expected);
  });
});
