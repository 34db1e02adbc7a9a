/**
 * Issue 20, as properties over random clinician-style answers (fast-check): whatever is typed into
 * a field, the offline rewrite of the built section keeps every number with its scale, every side
 * (L/R/bilateral), every negation over the same word, and adds no reading the value did not give:
 * no lead-in over a value with a negation, a time word or two assistance levels, no pain severity
 * next to another symptom, and no "pain" where none was written.
 */
import fc from 'fast-check';
import { FORMS } from './catalogue';
import { offlineRewrite, PLAN_REASSESSMENT_SENTENCE } from './offline-rewrite';
import { buildSoap } from './soap';
import type { Discipline, Section } from './types';

const RUNS = { numRuns: 400 };

type Kind = 'rating' | 'level' | 'negation' | 'time' | 'other-symptom' | 'pain' | 'side' | 'plain';
interface Fragment {
  readonly text: string;
  readonly kind: Kind;
}
const of = (kind: Kind, texts: readonly string[]) => fc.constantFrom(...texts).map((text): Fragment => ({ text, kind }));

const fragment = fc.oneof(
  fc.integer({ min: 0, max: 10 }).map((n): Fragment => ({ text: `${n}/10`, kind: 'rating' })),
  of('level', ['Independent', 'Mod I', 'SBA', 'CGA', 'min A', 'mod A', 'max A', 'supervision', 'Dependent', 'Minimal assist']),
  of('negation', [
    'no LOB',
    'not required',
    'denies pain',
    'without AD',
    'w/o AD',
    'unable to stand',
    'never fell',
    'not safe',
    'no SOB',
    'denies dizziness',
  ]),
  of('time', ['was 8/10', 'before TKA', 'prior to fall', 'last wk', 'previously', 'pre-op', 'PLOF']),
  of('other-symptom', ['fatigue', 'dyspnea', 'numbness', 'RPE', 'SOB on exertion', 'tingling']),
  of('pain', ['pain', 'knee pain', 'sharp pain']),
  of('side', ['L knee', 'R hip', 'BLE', 'b/l knees', 'left shoulder', 'right hand', 'RLE', 'bilateral feet', 'LUE']),
  of('plain', [
    'RW',
    'w/ RW',
    'SPC',
    'w/c',
    'rollator',
    'CHF',
    'COPD',
    'dm2',
    's/p TKA',
    'd/t weakness',
    'w/u pending',
    'at rest',
    'with amb',
    'today',
  ]),
  of('plain', ['150 ft', '18 sec', '4/5', '96%', '2x/wk', 'x2', 'for stairs', 'LB dressing', 'ADLs', 'rolling', 'transfers']),
);

/** One value of one sentence (joined by ", ", "; " or " "), and the kinds it holds. */
const value = fc
  .tuple(fc.array(fragment, { minLength: 1, maxLength: 5 }), fc.constantFrom(', ', '; ', ' '))
  .map(([parts, joiner]) => ({ text: parts.map((part) => part.text).join(joiner), kinds: parts.map((part) => part.kind) }));

/** A value of one or more sentences and lines. */
const anyValue = fc
  .tuple(fc.array(fc.tuple(fragment, fc.constantFrom(', ', '; ', ' ', '. ', '\n', ',\n')), { minLength: 1, maxLength: 6 }))
  .map(([parts]) => ({ text: parts.map(([part, joiner], i) => (i === 0 ? part.text : joiner + part.text)).join('') }));

/** Every output field of the three SOAP forms. */
const FIELDS = (['pt', 'ot', 'sn'] as const).flatMap((discipline) =>
  FORMS[discipline].sections.flatMap((section) =>
    section.fields
      .filter((field) => field.output)
      .map((field) => ({
        discipline: discipline as Discipline,
        section: section.id as Section,
        key: field.key,
        patientIs: field.style === 'patient-is',
      })),
  ),
);
const field = fc.constantFrom(...FIELDS);

/** The rewrite of the value typed into the field, through buildSoap as in the product. */
function rewrite(where: (typeof FIELDS)[number], text: string): string {
  const built = buildSoap(where.discipline, { [where.section]: { [where.key]: text } })[where.section];
  return offlineRewrite(where.section, built).replace(` ${PLAN_REASSESSMENT_SENTENCE}`, '');
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
/** Sides: the capital letters as written (a lower-case "l" is the end of "b/l"), the words in any case. */
const SIDES = {
  left: [/\b(?:L|LLE|LUE)\b/gu, /\bleft\b/giu],
  right: [/\b(?:R|RLE|RUE)\b/gu, /\bright\b/giu],
  both: [/\b(?:BLE|BUE)\b/gu, /\bbilateral\b|\bb\/l\b/giu],
};
const sides = (text: string, patterns: readonly RegExp[]) => patterns.reduce((sum, pattern) => sum + count(text, pattern), 0);
const NEGATION = /\b(?:no|not|denies|without|w\/o|unable|never)\s+(\S+)/giu;

/**
 * Lead-ins that interpret the value. Not among them: the whole negative phrases a rule understands,
 * and new labels with the value as typed after a colon ("Vital signs:", "Patient's stated goals:").
 */
const LEAD_IN =
  /Patient requires|Patient is (?:modified )?independent|Patient is dependent|Patient reports (?!no pain)|pain rated up to|reconciliation completed|will include|will address|is significant for|\bincludes?\b|reported as|reveals|Medications are managed|Patient manages|Patient will be seen|Patient ambulated|(?:understanding|status|potential) is|Prognosis is|Gait pattern is|completed in \d/u;

/** The assistance sentences: one level for one activity. */
const ASSISTANCE = /Patient requires|Patient is (?:modified )?independent|Patient is dependent/u;

describe('properties: the offline rewrite keeps what was typed (issue 20)', () => {
  it('keeps every number with its scale, and every digit', () => {
    fc.assert(
      fc.property(field, anyValue, (where, { text }) => {
        const output = rewrite(where, text);
        for (const scaled of text.match(/\d+(?:\.\d+)?(?:\/\d+|%)/gu) ?? []) expect(output).toContain(scaled);
        for (const digits of new Set(text.match(/\d+/gu) ?? []))
          expect(count(output, new RegExp(`(?<!\\d)${digits}(?!\\d)`, 'gu'))).toBeGreaterThanOrEqual(
            count(text, new RegExp(`(?<!\\d)${digits}(?!\\d)`, 'gu')),
          );
      }),
      RUNS,
    );
  });

  it('keeps every side: left, right and bilateral, as often as typed', () => {
    fc.assert(
      fc.property(field, anyValue, (where, { text }) => {
        const output = rewrite(where, text);
        for (const [side, patterns] of Object.entries(SIDES))
          expect({ side, count: sides(output, patterns) }).toEqual({ side, count: sides(text, patterns) });
      }),
      RUNS,
    );
  });

  it('keeps every negation over the word it negates', () => {
    fc.assert(
      fc.property(field, anyValue, (where, { text }) => {
        const output = rewrite(where, text).toLowerCase();
        const negated = new Set(Array.from(output.matchAll(NEGATION), (match) => (match[1] as string).replace(/[.,;:]+$/u, '')));
        for (const match of text.toLowerCase().matchAll(NEGATION)) expect(negated).toContain((match[1] as string).replace(/[.,;:]+$/u, ''));
      }),
      RUNS,
    );
  });

  it('puts no lead-in over a value holding a negation or a time word, and no assistance sentence over two levels', () => {
    fc.assert(
      fc.property(field, value, (where, { text, kinds }) => {
        // the opening subjective field reads "Patient is <value>." already in the plain text (docs/product.md §3)
        fc.pre(!where.patientIs && !/^(?:denies pain|unable to stand)$/u.test(text));
        const output = rewrite(where, text);
        if (kinds.includes('negation') || kinds.includes('time')) expect(output).not.toMatch(LEAD_IN);
        if (kinds.filter((kind) => kind === 'level').length > 1) expect(output).not.toMatch(ASSISTANCE);
      }),
      RUNS,
    );
  });

  it('reads no rating as pain next to another symptom, and writes no "pain" that was not typed', () => {
    fc.assert(
      fc.property(field, value, (where, { text, kinds }) => {
        const output = rewrite(where, text);
        if (kinds.includes('other-symptom')) expect(output).not.toMatch(/reports (?:mild|moderate|severe)|pain rated up to/u);
        if (!/pain/iu.test(text) && where.key !== 'pain') expect(output).not.toMatch(/pain/iu);
      }),
      RUNS,
    );
  });
});
