import fc from 'fast-check';
import { isNearDuplicate, rememberValue, suggestions } from './autocomplete';
import { FORMS, letterFields } from './catalogue';
import { buildLetter } from './letters';
import { offlineRewrite } from './offline-rewrite';
import { SECTION_HEADINGS, SECTION_NAMES } from './sections';
import { toSentence } from './sentence';
import { buildSoap, joinSoap } from './soap';
import { LETTER_TITLES, noteTitle } from './titles';
import { DISCIPLINES, EQUIPMENT, SECTIONS, type Discipline, type NoteKind } from './types';
import type { SoapAnswers } from './answers';
import { wheelchairFallbackLetter } from './wheelchair-fallback-letter';

const RUNS = { numRuns: 300 };
const FORBIDDEN = /undefined|null|NaN|\[object/i;

/** Any text: ASCII, full Unicode, or clinical-looking words, without the words the checks look for. */
const anyText = fc
  .oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc
      .array(
        fc.constantFrom(
          'Pain:',
          'pain',
          '6/10',
          '0/10',
          '7/10',
          'out of 10',
          '3-5/10',
          'Vitals:',
          'Bed mobility:',
          'min A',
          'pt',
          'w/',
          'c/o',
          'Patient is',
          '72 y/o',
          'TUG:',
          'Tinetti:',
          '18',
          'sec',
          'none',
          'Goals:',
          'Assessment:',
          'PLAN:',
          'SUBJECTIVE:',
          '.',
          '!',
          '?',
          '\n',
          '  ',
          ',',
          'e.g.',
          'approx.',
          'Mod I',
          'CGA',
          'independent',
          'walker',
          'CHF',
          'eGFR',
          'Émile',
          '😀',
          ':',
          '10:30',
        ),
        { maxLength: 14 },
      )
      .map((words) => words.join(' ')),
  )
  .filter((text) => !FORBIDDEN.test(text));

const answersFor = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), anyText, { maxKeys: keys.length });

const soapAnswers = (discipline: Discipline): fc.Arbitrary<SoapAnswers> =>
  fc.record(Object.fromEntries(FORMS[discipline].sections.map((section) => [section.id, answersFor(section.fields.map((f) => f.key))])), {
    requiredKeys: [],
  }) as fc.Arbitrary<SoapAnswers>;

const validDate = fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });

describe('properties: builders never throw nor print undefined/null', () => {
  it.each(DISCIPLINES)('buildSoap(%s) and joinSoap', (discipline) => {
    fc.assert(
      fc.property(soapAnswers(discipline), (answers) => {
        const sections = buildSoap(discipline, answers);
        for (const section of SECTIONS) {
          expect(sections[section].startsWith(`${SECTION_HEADINGS[section]}\n`)).toBe(true);
          expect(sections[section].split('\n').length).toBeGreaterThan(1);
        }
        const note = joinSoap(sections);
        expect(note).not.toMatch(FORBIDDEN);
        expect(
          note.split('\n\n').filter((block) => /^(SUBJECTIVE|OBJECTIVE|ASSESSMENT|PLAN):\n/.test(block)).length,
        ).toBeGreaterThanOrEqual(4);
      }),
      RUNS,
    );
  });

  it('buildSoap with arbitrary keys and values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DISCIPLINES), fc.object(), (discipline, junk) => {
        const text = joinSoap(buildSoap(discipline, junk as SoapAnswers));
        expect(text).not.toMatch(/undefined|\[object/);
      }),
      RUNS,
    );
  });

  it.each(EQUIPMENT)('buildLetter(%s)', (equipment) => {
    fc.assert(
      fc.property(answersFor(letterFields(equipment).map((f) => f.key)), (answers) => {
        const letter = buildLetter(equipment, answers);
        expect(letter.startsWith(LETTER_TITLES[equipment])).toBe(true);
        expect(letter).not.toMatch(FORBIDDEN);
      }),
      RUNS,
    );
  });

  it('wheelchairFallbackLetter', () => {
    fc.assert(
      fc.property(anyText, validDate, (plain, date) => {
        const letter = wheelchairFallbackLetter(plain, date);
        expect(letter).toContain('TO WHOM IT MAY CONCERN:');
        expect(letter).not.toMatch(FORBIDDEN);
      }),
      RUNS,
    );
  });

  it('offlineRewrite', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SECTIONS), anyText, (section, text) => {
        const out = offlineRewrite(section, text);
        if (text.trim() === '') {
          expect(out).toBe('');
        } else {
          expect(out.startsWith(`${SECTION_NAMES[section]}: `)).toBe(true);
          expect(out).not.toMatch(FORBIDDEN);
          expect(out).not.toMatch(/\n/);
        }
      }),
      RUNS,
    );
  });

  it('noteTitle', () => {
    const kinds: NoteKind[] = [...DISCIPLINES, 'pt-draft', ...EQUIPMENT];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), validDate, (kind, date) => {
        expect(noteTitle(kind, date)).toMatch(/^[A-Z][\w /-]+ - \d{1,2}\/\d{1,2}\/\d{4}$/);
      }),
      RUNS,
    );
  });
});

describe('properties: the offline rewrite keeps every finding', () => {
  const word = fc.constantFrom('zorbel', 'quindle', 'faxtrum', 'plimsy', 'gravok', 'trellin');
  const number = fc.integer({ min: 0, max: 400 }).map(String);
  const value = fc
    .array(
      fc.oneof(
        word,
        number,
        number.map((n) => `${n}/10`),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) => parts.join(' '));
  const label = fc.constantFrom(
    'Pain assessment',
    'Vitals',
    'Bed mobility',
    'Ambulation',
    'TUG score',
    'Tinetti score',
    'Past medical history',
    'Current equipment',
    'Patient goals',
    'Assessment',
    'Goals',
    'Prognosis',
    'Interventions',
    'Visit frequency',
    'HEP updates',
    'Short-term goals',
    'Zorbel',
  );
  const line = fc.oneof(
    fc.tuple(label, value).map(([l, v]) => `${l}: ${v}`),
    value,
  );

  it('every number and word of the input appears in the output', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SECTIONS), fc.array(line, { minLength: 1, maxLength: 5 }), (section, lines) => {
        const input = lines.join('\n');
        const output = offlineRewrite(section, input).toLowerCase();
        for (const token of input.toLowerCase().match(/\d+|zorbel|quindle|faxtrum|plimsy|gravok|trellin/g) ?? []) {
          expect(output).toContain(token);
        }
      }),
      RUNS,
    );
  });
});

describe('properties: the plain text rule', () => {
  it('is idempotent, trimmed and punctuated', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const sentence = toSentence(text);
        expect(toSentence(sentence)).toBe(sentence);
        if (text.trim() === '') expect(sentence).toBe('');
        else expect(sentence).toMatch(/[.!?…]$/u);
        expect(sentence).toBe(sentence.trim());
      }),
      RUNS,
    );
  });
});

describe('properties: autocomplete', () => {
  it('rememberValue keeps at most 10 distinct entries, newest first', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 40 }), (values) => {
        let history: string[] = [];
        for (const value of values) {
          const next = rememberValue(history, value);
          if (next !== history) expect(next[0]).toBe(value.trim());
          history = next;
        }
        expect(history.length).toBeLessThanOrEqual(10);
        for (const entry of history) expect(Array.from(entry).length).toBeGreaterThanOrEqual(5);
        history.forEach((a, i) => history.slice(i + 1).forEach((b) => expect(isNearDuplicate(a, b)).toBe(false)));
      }),
      RUNS,
    );
  });

  it('suggestions returns at most 2 matching, whole values with short labels', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 20 }), anyText, fc.array(anyText, { maxLength: 5 }), (history, input, chips) => {
        const result = suggestions(history, input, chips);
        expect(result.length).toBeLessThanOrEqual(2);
        for (const { value, label } of result) {
          expect(value.toLowerCase()).toContain(input.trim().toLowerCase());
          expect(history.map((h) => h.trim())).toContain(value);
          expect(Array.from(label).length).toBeLessThanOrEqual(60);
          expect(value.startsWith(label.replace(/\.\.\.$/, ''))).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
