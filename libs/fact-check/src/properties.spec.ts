import fc from 'fast-check';
import { checkFacts } from './check';
import { extractFacts } from './extract';
import type { FactKind } from './types';

// FACT_RUNS=20000 npx jest -c libs/fact-check/jest.config.js searches deeper than the everyday 300 runs.
const RUNS = { numRuns: Number(process.env.FACT_RUNS ?? 300) };

/**
 * One fact of a generated note: its text, the same fact in other words, the text with the fact
 * changed, the kind the check must then name, and an identity no other piece of the note may share
 * (two "pain 6/10" pieces would cover for each other).
 */
interface Piece {
  text: string;
  rephrased: string;
  mutated: string;
  kinds: readonly FactKind[];
  identity: string;
}

const otherThan = (value: number, min: number, max: number) => fc.integer({ min, max }).filter((other) => other !== value);

const measure = (label: string, spoken: string, unit: string, spokenUnit: string, min: number, max: number) =>
  fc.integer({ min, max }).chain((value) =>
    otherThan(value, min, max).map((other) => ({
      text: `${label} ${value} ${unit}`,
      rephrased: `${spoken} of ${value} ${spokenUnit}`,
      mutated: `${label} ${other} ${unit}`,
      kinds: ['measure'] as const,
      identity: `number ${value}`,
    })),
  );

const numberPiece: fc.Arbitrary<Piece> = fc.oneof(
  fc.integer({ min: 0, max: 10 }).chain((value) =>
    otherThan(value, 0, 10).map((other) => ({
      text: `pain ${value}/10`,
      rephrased: `pain rated ${value} out of 10`,
      mutated: `pain ${other}/10`,
      kinds: ['score'] as const,
      identity: `number ${value}/10`,
    })),
  ),
  fc.tuple(fc.integer({ min: 90, max: 180 }), fc.integer({ min: 50, max: 89 })).chain(([systolic, diastolic]) =>
    otherThan(systolic, 90, 180).map((other) => ({
      text: `BP ${systolic}/${diastolic}`,
      rephrased: `blood pressure ${systolic}/${diastolic} mmHg`,
      mutated: `BP ${other}/${diastolic}`,
      kinds: ['measure'] as const,
      identity: `number ${systolic}/${diastolic}`,
    })),
  ),
  measure('TUG', 'Timed Up and Go', 'sec', 'seconds', 8, 40),
  measure('amb', 'ambulated a distance', 'ft', 'feet', 10, 400),
  measure('wt', 'weight', 'lbs', 'pounds', 90, 400),
  measure('SpO2', 'oxygen saturation', '%', 'percent', 85, 100),
  // "1x/wk" is the schedule "weekly", not a count.
  fc.integer({ min: 2, max: 5 }).chain((value) =>
    otherThan(value, 2, 5).map((other) => ({
      text: `PT ${value}x/wk`,
      rephrased: `physical therapy ${value} times per week`,
      mutated: `PT ${other}x/wk`,
      kinds: ['measure'] as const,
      identity: `number ${value}`,
    })),
  ),
);

const SIDES = [
  ['L', 'left', 'R'],
  ['R', 'right', 'L'],
  ['left', 'left', 'right'],
  ['rt', 'right', 'lt'],
] as const;
const PARTS = ['knee', 'hip', 'shoulder', 'ankle', 'wrist', 'elbow'];
const sidePiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.constantFrom(...SIDES), fc.constantFrom(...PARTS))
  .map(([[side, word, swapped], part]) => ({
    text: `${side} ${part} stiffness`,
    rephrased: `stiffness of the ${word} ${part}`,
    mutated: `${swapped} ${part} stiffness`,
    kinds: ['laterality'],
    identity: `side ${part}`,
  }));

const FINDINGS = [
  ['dizziness', 'dizziness'],
  ['SOB', 'shortness of breath'],
  ['chest pain', 'chest pain'],
  ['edema', 'edema'],
  ['falls', 'falls'],
  ['numbness', 'numbness'],
  ['nausea', 'nausea'],
  ['LOB', 'loss of balance'],
] as const;
const CUES = [
  ['denies', 'denies'],
  ['no', 'no'],
  ['negative for', 'no'],
  ['w/o', 'without'],
] as const;
const negationPiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.constantFrom(...CUES), fc.constantFrom(...FINDINGS))
  .map(([[cue, spokenCue], [finding, spoken]]) => ({
    text: `${cue} ${finding}`,
    rephrased: `patient ${spokenCue} ${spoken}`,
    mutated: `reports ${finding}`,
    kinds: ['negation'],
    identity: `finding ${finding}`,
  }));

const MEDICATIONS = [
  ['metoprolol', 'Lopressor'],
  ['furosemide', 'Lasix'],
  ['apixaban', 'Eliquis'],
  ['lisinopril', 'Zestril'],
  ['gabapentin', 'Neurontin'],
  ['warfarin', 'Coumadin'],
] as const;
const SCHEDULES = [
  ['BID', 'twice daily'],
  ['daily', 'once a day'],
  ['TID', 'three times a day'],
  ['qhs', 'at bedtime'],
  ['PRN', 'as needed'],
] as const;
const medicationPiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.constantFrom(...MEDICATIONS), fc.constantFrom(5, 10, 20, 25, 40, 50, 100, 300, 500), fc.constantFrom(...SCHEDULES))
  .map(([[generic, brand], dose, [schedule, spoken]]) => ({
    text: `${generic} ${dose} mg ${schedule}`,
    rephrased: `${brand} ${dose} mg ${spoken}`,
    mutated: 'meds reviewed',
    kinds: ['medication'],
    identity: `medication ${generic}`,
  }));

const LEVELS = [
  ['min A', 'minimal assistance'],
  ['mod A', 'moderate assistance'],
  ['max A', 'maximal assistance'],
  ['CGA', 'contact guard assistance'],
  ['SBA', 'stand-by assistance'],
  ['mod I', 'modified independent'],
  ['total A', 'dependent'],
  ['set-up', 'setup'],
] as const;
const ACTIVITIES = [
  ['transfers', 'transfers'],
  ['bed mobility', 'bed mobility'],
  ['LB dressing', 'lower body dressing'],
  ['toileting', 'toileting'],
  ['IADLs', 'instrumental activities of daily living'],
] as const;
const assistancePiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.integer({ min: 0, max: LEVELS.length - 1 }), fc.integer({ min: 1, max: LEVELS.length - 1 }), fc.constantFrom(...ACTIVITIES))
  .map(([level, shift, [activity, spokenActivity]]) => ({
    text: `${activity} ${LEVELS[level]![0]}`,
    rephrased: `${LEVELS[level]![1]} for ${spokenActivity}`,
    mutated: `${activity} ${LEVELS[(level + shift) % LEVELS.length]![0]}`,
    kinds: ['assistance'],
    identity: `activity ${activity}`,
  }));

/** Clinician phrases with no fact in them. */
const FILLERS = [
  'Pt tolerated tx well',
  'HEP reviewed',
  'Instructed in fall prevention',
  'Will continue POC',
  'Caregiver present for session',
  'Pt agreeable to plan',
];
const SEPARATORS = ['. ', '; ', '\n'];

const note = fc
  .tuple(
    fc.uniqueArray(fc.oneof(numberPiece, sidePiece, negationPiece, medicationPiece, assistancePiece), {
      minLength: 1,
      maxLength: 8,
      selector: (piece) => piece.identity,
    }),
    fc.array(fc.constantFrom(...FILLERS), { maxLength: 4 }),
    fc.constantFrom(...SEPARATORS),
  )
  .map(([pieces, fillers, separator]) => ({ pieces, join: (texts: string[]) => [...texts, ...fillers].join(separator) + '.' }));

const FRAGMENTS = [
  '6',
  '/',
  '10',
  ' ',
  'x',
  'L',
  'no',
  'w/',
  'd',
  ',',
  'or',
  'min',
  'A',
  'mg',
  'BID',
  'was',
  '.',
  '-',
  '+',
  ':',
  "'",
  'twenty',
  'five',
];
/** Anything, including lone surrogates, control characters and fragments of facts run together or apart. */
const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.tuple(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }), fc.constantFrom('', ' ')).map(([parts, gap]) => parts.join(gap)),
);

describe('extractFacts properties', () => {
  it('never throws, and every fact slices back to its text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const fact of extractFacts(text)) {
          expect(text.slice(fact.start, fact.end)).toBe(fact.text);
          expect(fact.key).not.toBe('');
        }
      }),
      RUNS,
    );
  });
});

describe('checkFacts properties', () => {
  it('passes a note checked against itself', () => {
    fc.assert(
      fc.property(note, ({ pieces, join }) => {
        const text = join(pieces.map((piece) => piece.text));
        expect(checkFacts(text, text)).toEqual({ lost: [], unsupported: [], ok: true });
      }),
      RUNS,
    );
  });

  it('passes a note whose abbreviations, units and brands are written out', () => {
    fc.assert(
      fc.property(note, ({ pieces, join }) => {
        const check = checkFacts(join(pieces.map((piece) => piece.text)), join(pieces.map((piece) => piece.rephrased)));
        expect({ lost: check.lost.map((fact) => fact.text), unsupported: check.unsupported.map((fact) => fact.text) }).toEqual({
          lost: [],
          unsupported: [],
        });
      }),
      RUNS,
    );
  });

  it('flags a note with one fact changed, and names that fact', () => {
    fc.assert(
      fc.property(note, fc.nat(), ({ pieces, join }, pick) => {
        const changed = pick % pieces.length;
        const source = join(pieces.map((piece) => piece.text));
        const answer = join(pieces.map((piece, index) => (index === changed ? piece.mutated : piece.text)));
        const check = checkFacts(source, answer);
        expect(check.ok).toBe(false);
        // The lost fact lies inside the changed piece of the source.
        const pieceStart = source.indexOf(pieces[changed]!.text);
        const pieceEnd = pieceStart + pieces[changed]!.text.length;
        const named = check.lost.filter((fact) => fact.start >= pieceStart && fact.end <= pieceEnd).map((fact) => fact.kind);
        expect(named).toEqual(expect.arrayContaining([...pieces[changed]!.kinds]));
      }),
      RUNS,
    );
  });
});

describe('extraction speed', () => {
  const LENGTH = 60_000;
  /** Runs of punctuation, digits, slashes, spaces and half-finished facts. */
  const hostile = fc
    .array(
      fc.constantFrom(
        '.',
        '/',
        '1',
        ' ',
        '-',
        ',',
        '1/',
        '1/1',
        "1'",
        'x',
        '1 x ',
        'w/',
        'no ',
        'L ',
        'denies pain, ',
        ', or ',
        'min A ',
        '10/10 ',
        '1:1',
        '(',
        'q4h ',
        '...1',
        'not required ',
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((units) =>
      units
        .join('')
        .repeat(Math.ceil(LENGTH / units.join('').length))
        .slice(0, LENGTH),
    );

  /** Best of three: the scheduler of a shared machine can stall any single run. */
  function fastestMs(run: () => void): number {
    let fastest = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      run();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  }

  // Bounds far above the ~100 ms a linear pass takes here, so a loaded CI worker does not fail them,
  // and far below the seconds a quadratic pass takes on 60,000 characters.
  it('reads 60,000 characters of hostile text in well under a second', () => {
    extractFacts('warm up: pain 6/10, L knee, denies SOB, metoprolol 25 mg BID, min A');
    fc.assert(
      fc.property(hostile, (text) => {
        expect(fastestMs(() => extractFacts(text))).toBeLessThan(1000);
      }),
      { numRuns: 15 },
    );
  });

  it('checks two such texts against each other in well under two seconds', () => {
    fc.assert(
      fc.property(hostile, hostile, (source, answer) => {
        expect(fastestMs(() => checkFacts(source, answer))).toBeLessThan(2000);
      }),
      { numRuns: 5 },
    );
  });
});
