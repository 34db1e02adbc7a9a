import fc from 'fast-check';
import {
  assistanceSentence,
  bare,
  continueWith,
  expandAbbreviations,
  isNone,
  opensWithClause,
  painRatings,
  painSentence,
  painSeverity,
  ratingMatches,
  splitSentences,
  withoutTrailing,
} from './phrasing';

describe('expandAbbreviations', () => {
  it.each([
    ['amb w/ FWW', 'amb with FWW'],
    ['amb w/FWW', 'amb with FWW'],
    ['amb w/o device', 'amb without device'],
    ['uses w/c outdoors', 'uses w/c outdoors'],
    ['c/o fatigue', 'complains of fatigue'],
    ['h/o falls', 'history of falls'],
    ['s/p R TKA', 'status post R TKA'],
    ['b/l LE edema', 'bilateral LE edema'],
    ['72 y/o F', '72-year-old F'],
    ['72yo F', '72-year-old F'],
    ['72 y.o. F', '72-year-old F'],
    ['pt lives alone', 'patient lives alone'],
    ['Pt lives alone', 'Patient lives alone'],
    ['Pt. ambulates', 'Patient ambulates'],
    ["pt's daughter", "patient's daughter"],
    ['home health PT eval', 'home health PT eval'],
    ['spouse & daughter', 'spouse and daughter'],
    ['yogurt', 'yogurt'],
    ['optimal', 'optimal'],
    // issue 20: only whole entries of the table, each with its one meaning
    ['cardiac w/u pending', 'cardiac work-up pending'],
    ['held d/t SBP 190', 'held d/t SBP 190'],
    ['w/d dressing to sacrum', 'w/d dressing to sacrum'],
    ['wound w/d/i', 'wound w/d/i'],
    ['ADL retraining w/e', 'ADL retraining w/e'],
    ['uses W/C', 'uses W/C'],
    ['no s/s infection', 'no s/s infection'],
    ['amb w/2 person assist', 'amb with 2 person assist'],
    ['lives w/family', 'lives w/family'],
    ['I with all ADLs', 'independent with all ADLs'],
    ['Mod I household, I w/ ADLs', 'Mod I household, independent with ADLs'],
    ['Mod I with rail', 'Mod I with rail'],
    ['I reviewed diet w/ pt', 'I reviewed diet with patient'],
  ])('%j -> %j', (input, expected) => {
    expect(expandAbbreviations(input)).toBe(expected);
  });
});

describe('splitSentences', () => {
  it.each([
    ['One. Two', ['One.', 'Two']],
    ['one. two', ['one.', 'two']],
    ['One! Two? Three… Four', ['One!', 'Two?', 'Three…', 'Four']],
    ['Temp 98.6 F. HR 72.', ['Temp 98.6 F.', 'HR 72.']],
    ['BP 120/80. HR 72', ['BP 120/80.', 'HR 72']],
    ['Walks approx. 20 ft. Uses cane', ['Walks approx. 20 ft. Uses cane']],
    ['Seen by Dr. Who today. Stable', ['Seen by Dr. Who today.', 'Stable']],
    ['Meds e.g. diuretics. Stable', ['Meds e.g. diuretics.', 'Stable']],
    ['Take b.i.d. with food. Stable', ['Take b.i.d. with food.', 'Stable']],
    ['Said "ouch." Then rested', ['Said "ouch."', 'Then rested']],
    ['(see chart.) Next', ['(see chart.)', 'Next']],
    ['Trailing.   ', ['Trailing.']],
    ['. Next', ['.', 'Next']],
    ['', []],
  ])('%j', (line, expected) => {
    expect(splitSentences(line)).toEqual(expected);
  });
});

describe('small helpers', () => {
  it('bare strips trailing punctuation and spaces', () => {
    expect(bare('CHF, COPD. ')).toBe('CHF, COPD');
    expect(bare('really?!')).toBe('really');
    expect(bare('a;,:')).toBe('a');
  });

  it('isNone recognises negative answers only', () => {
    for (const yes of [
      'none',
      'None.',
      'NO',
      'n/a',
      'NA',
      'nil',
      'none noted',
      'None reported',
      'not applicable',
      'denies',
      'none at this time',
    ]) {
      expect(isNone(yes)).toBe(true);
    }
    for (const no of ['none of the above apply', 'no grab bars', 'nonessential', 'normal', '']) expect(isNone(no)).toBe(false);
  });

  it('opensWithClause spots verbs, subjects and negations', () => {
    for (const yes of ['Has a walker', 'patient will', 'No concerns', 'Unable to test', '', '123', 'Lives alone']) {
      expect(opensWithClause(yes)).toBe(true);
    }
    for (const no of ['Walker', 'front-wheeled walker', 'CHF, COPD', 'Throw rugs']) expect(opensWithClause(no)).toBe(false);
  });

  it('continueWith joins the rest of a phrase', () => {
    expect(continueWith('')).toBe('');
    expect(continueWith(' , ')).toBe('');
    expect(continueWith(' with rail.')).toBe(' with rail');
    expect(continueWith('x1')).toBe(' x1');
    expect(continueWith(', Uses rail')).toBe(', uses rail');
    expect(continueWith('- verbal cues')).toBe(', verbal cues');
  });
});

describe('assistanceSentence', () => {
  it.each([
    ['Independent', 'Patient is independent with transfers'],
    ['independently', 'Patient is independent with transfers'],
    ['Modified independent', 'Patient is modified independent with transfers'],
    ['Modified independence', 'Patient is modified independent with transfers'],
    ['mod I', 'Patient is modified independent with transfers'],
    ['Supervision', 'Patient requires supervision for transfers'],
    ['Stand-by assist', 'Patient requires stand-by assistance for transfers'],
    ['standby assistance', 'Patient requires stand-by assistance for transfers'],
    ['Contact guard assist', 'Patient requires contact guard assistance for transfers'],
    ['contact guard', 'Patient requires contact guard assistance for transfers'],
    ['Minimal assist', 'Patient requires minimal assistance for transfers'],
    ['min. assist', 'Patient requires minimal assistance for transfers'],
    ['Minimum assistance', 'Patient requires minimal assistance for transfers'],
    ['Min A', 'Patient requires minimal assistance for transfers'],
    ['Moderate assist', 'Patient requires moderate assistance for transfers'],
    ['Maximum assist', 'Patient requires maximal assistance for transfers'],
    ['max A x2', 'Patient requires maximal assistance for transfers x2'],
    ['Total assist', 'Patient is dependent for transfers'],
    ['Dependent', 'Patient is dependent for transfers'],
  ])('%j', (value, expected) => {
    expect(assistanceSentence(value, 'transfers')).toBe(expected);
  });

  it('gives undefined for other values', () => {
    expect(assistanceSentence('Minimally impaired', 'transfers')).toBeUndefined();
    expect(assistanceSentence('modest', 'transfers')).toBeUndefined();
    expect(assistanceSentence('', 'transfers')).toBeUndefined();
  });
});

describe('pain helpers', () => {
  it('painSeverity follows the spec thresholds', () => {
    expect([0, 0.5, 3, 3.99, 4, 6, 6.9, 7, 10].map(painSeverity)).toEqual([
      'no',
      'mild',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'moderate',
      'severe',
      'severe',
    ]);
  });

  it('painRatings finds N/10, "N out of 10" and ranges', () => {
    expect(painRatings('6/10 at rest, 8 out of 10 with stairs, 2-3/10 seated').map((r) => [r.text, r.value])).toEqual([
      ['6/10', 6],
      ['8/10', 8],
      ['2-3/10', 3],
    ]);
    expect(painRatings('BP 120/80, 110/100, 1/100, 5/10/2024, x/10')).toEqual([]);
  });

  it('painSentence needs a rating or a negative answer', () => {
    expect(painSentence('sharp')).toBeUndefined();
    expect(painSentence('no')).toBe('Patient denies pain');
    expect(painSentence('denies any pain')).toBe('Patient denies pain');
    expect(painSentence('patient rates pain 5/10')).toBe('Patient reports moderate pain (5/10)');
    expect(painSentence('The patient reports 9/10 headache')).toBe('Patient reports severe pain (9/10): headache');
  });
});

/**
 * Issue 19 replaced three quadratic regexes with linear code. These compare the new code with the
 * regexes it replaced (kept here as the reference; on short text they are fast) on text made of
 * the pieces each one reacts to.
 */
describe('the linear helpers answer as the regexes they replaced', () => {
  const textOf = (pieces: readonly string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((parts) => parts.join(''));
  const RUNS = { numRuns: 2000 };

  it('splitSentences', () => {
    const reference = (line: string): string[] => {
      const sentences: string[] = [];
      const ends = /([.!?…]+)["')\]]*\s+/gu;
      let start = 0;
      for (let match = ends.exec(line); match !== null; match = ends.exec(line)) {
        const end = match.index + match[0].length;
        const lastWord = /(\S+)$/u.exec(line.slice(start, match.index))?.[1] ?? '';
        const bareWord = lastWord.toLowerCase().replace(/^[^\p{L}]+/u, '');
        const shorthand = ['dr', 'approx', 'st', 'no'].includes(bareWord) || /^(?:\p{L}\.)+\p{L}$/u.test(bareWord);
        if (match[1] === '.' && shorthand) continue;
        sentences.push(line.slice(start, end).trim());
        start = end;
      }
      sentences.push(line.slice(start).trim());
      return sentences.filter((sentence) => sentence !== '');
    };
    const pieces = [
      '.',
      '..',
      '!',
      '?',
      '…',
      '"',
      "'",
      ')',
      ']',
      ' ',
      '  ',
      '\t',
      '\n',
      'a',
      'Dr',
      'approx',
      'e.g',
      'b.i.d',
      'no',
      '1',
      '(',
      '\u00a0',
    ];
    fc.assert(
      fc.property(textOf(pieces), (line) => expect(splitSentences(line)).toEqual(reference(line))),
      RUNS,
    );
  });

  it('ratingMatches, with the words that lead up to each rating', () => {
    const reference = (text: string) =>
      Array.from(
        text.matchAll(
          /(?:\s*\b(?:rated|rates|rating|at|of|level|score|intensity|is|was)\b|\s*[=:])*\s*\(?(\d{1,2}(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d{1,2}(?:\.\d+)?))?\s*(?:\/|out of)\s*10(?![\d/])\)?/giu,
        ),
      )
        .filter((match) => !/[\d/.]/u.test(text.charAt((match.index as number) + match[0].search(/\d/u) - 1)))
        .map((match) => ({ start: match.index, end: (match.index as number) + match[0].length, low: match[1], high: match[2] }));
    const pieces = [
      ' ',
      '  ',
      '\n',
      '=',
      ':',
      '(',
      ')',
      '6',
      '10',
      '/10',
      '/',
      '.',
      '.5',
      '-',
      '–',
      'to',
      ' out of 10',
      'rated',
      'RATED',
      'at',
      'of',
      'is',
      'was',
      'level',
      'pain',
      'x',
      '_',
      'ſ',
      '5/10/2024',
    ];
    fc.assert(
      fc.property(textOf(pieces), (text) => expect(ratingMatches(text)).toEqual(reference(text))),
      RUNS,
    );
  });

  it('withoutTrailing and bare', () => {
    const pieces = ['.', '!', '?', '…', ';', ',', ':', ' ', '\t', '\n', 'a', '1', ')'];
    fc.assert(
      fc.property(textOf(pieces), (text) => {
        expect(bare(text)).toBe(text.replace(/[\s.!?…;,:]+$/u, '').trim());
        expect(withoutTrailing(text, /[.!?…]/u)).toBe(text.replace(/[.!?…]+$/u, ''));
      }),
      RUNS,
    );
  });
});
