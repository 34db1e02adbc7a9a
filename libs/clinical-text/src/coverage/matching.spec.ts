import fc from 'fast-check';
import { countValue, findAnyPhrase, findPhrase, isDeclining, isNegated, near, phrase, sentences, windowBefore } from './matching';

describe('phrase and findPhrase', () => {
  const pillows = phrase('pillows ruled out', String.raw`\bpillows?\b~\b(?:tried|ruled out)\b`);

  it('finds the phrase and returns the exact matched text', () => {
    expect(findPhrase('Note: Pillows have been tried.', pillows)).toEqual({ text: 'Pillows have been tried', index: 6 });
  });

  it('a gap never holds a negation, "but" or a comma (~) ', () => {
    expect(findPhrase('Pillows have not been tried', pillows)).toBeNull();
    expect(findPhrase("Pillows haven't been tried", pillows)).toBeNull();
    expect(findPhrase('Pillows used but never tried', pillows)).toBeNull();
    expect(findPhrase('Pillows at home, wedges tried', pillows)).toBeNull();
  });

  it('a sentence gap (~~) allows commas but not negations', () => {
    const p = phrase('caregiver able', String.raw`\bcaregiver\b~~\bable\b`);
    expect(findPhrase('Caregiver available, willing, able', p)?.text).toBe('Caregiver available, willing, able');
    expect(findPhrase('Caregiver available, not able', p)).toBeNull();
    expect(findPhrase('Caregiver available. Able to walk', p)).toBeNull();
  });

  it('skips negated occurrences and keeps looking', () => {
    const p = phrase('pain', String.raw`\bpain\b`);
    expect(findPhrase('No pain at rest; pain with transfers', p)).toEqual({ text: 'pain', index: 17 });
  });

  it('applies extra negators of the phrase', () => {
    const p = phrase('self-propels', String.raw`\bself-propels?\b`, /\bunable\b/iu);
    expect(findPhrase('Unable to self-propel', p)).toBeNull();
    expect(findPhrase('Able to self-propel', p)?.text).toBe('self-propel');
  });

  it('ignores empty matches', () => {
    expect(findPhrase('anything', phrase('nothing', 'x*'))).toBeNull();
  });

  it('findAnyPhrase returns the first phrase that matches, in phrase order', () => {
    const a = phrase('a', 'alpha');
    const b = phrase('b', 'beta');
    expect(findAnyPhrase('beta then alpha', [a, b])).toEqual({ phrase: a, match: { text: 'alpha', index: 10 } });
    expect(findAnyPhrase('gamma', [a, b])).toBeNull();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(pillows)).toBe(true);
  });
});

describe('near: two concepts in either order', () => {
  const floors = near('floors', 'floors?', 'vinyl|tile');
  const doors = near('doors', 'doorways?', String.raw`\d+\s*"`, '~~');

  it.each([
    ['vinyl floors', 'vinyl floors'],
    ['the floors are vinyl plank throughout', 'floors are vinyl'],
    ['doorways 34", no steps', 'doorways 34"'],
    ['34" wide, all doorways', '34" wide, all doorways'],
  ])('"%s" → "%s"', (text, matched) => expect(findPhrase(text, text.includes('"') ? doors : floors)?.text).toBe(matched));

  it.each([
    'floors are not vinyl',
    'vinyl-floored van', // a word goes on
    'floors. Tile in the shed',
    'the floors, mostly carpet; the kitchen in tile', // another clause (with "~")
  ])('not "%s"', (text) => expect(findPhrase(text, floors)).toBeNull());
});

describe('isNegated', () => {
  const at = (text: string, word: string) => isNegated(text, text.indexOf(word), word.length);

  it.each([
    ['No pain', 'pain'],
    ['Denies falls', 'falls'],
    ['Not confined to one room', 'confined'],
    ['Patient has never fallen', 'fallen'],
    ["Doesn't use a walker", 'walker'],
    ['Without caregiver support', 'caregiver'],
    ['Negative for aspiration', 'aspiration'],
    ['Pain-free', 'Pain'],
    ['Pain: none', 'Pain'],
    ['Fall risk ruled out', 'Fall risk'],
    ['Neither cane nor walker', 'walker'],
    ['Unlikely to improve MRADLs', 'improve'],
    ['F2F not done', 'F2F'],
  ])('"%s" negates "%s"', (text, word) => expect(at(text, word)).toBe(true));

  it.each([
    ['No falls, but unable to ambulate', 'unable'],
    ['Denies pain; requires repositioning', 'repositioning'],
    ['No dizziness. High fall risk', 'fall risk'],
    ['Not much else to say about this long sentence, aspiration risk', 'aspiration'],
    ['There is no doubt whatsoever that the patient has a very high fall risk', 'fall risk'],
    ['Requires traction', 'traction'],
  ])('"%s" does not negate "%s"', (text, word) => expect(at(text, word)).toBe(false));
});

describe('isDeclining', () => {
  it.each(['Not required', 'None', 'N/A', 'na', 'No', 'not needed.', 'No need for a heavy duty bed', '-'])('"%s" declines', (text) => {
    expect(isDeclining(text)).toBe(true);
  });

  it.each(['Patient weight exceeds 350 lbs', 'Requires extra-wide bed surface', 'Not required to climb stairs daily but...x', 'Nothing'])(
    '"%s" does not',
    (text) => expect(isDeclining(text)).toBe(false),
  );
});

describe('sentences', () => {
  it('splits at . ! ? ; and line breaks, not after Dr. or e.g.', () => {
    expect(sentences('Seen by Dr. Example 2 weeks ago. Stable!\nNext; e.g. this one').map((s) => s.text)).toEqual([
      'Seen by Dr. Example 2 weeks ago',
      ' Stable',
      'Next',
      ' e.g. this one',
    ]);
  });

  it('keeps where each sentence starts and drops blank ones', () => {
    expect(sentences('A.  . B')).toEqual([
      { text: 'A', index: 0 },
      { text: ' B', index: 5 },
    ]);
    expect(sentences('')).toEqual([]);
  });

  it('splits as the regex it replaced did (issue 19: that one was quadratic on a run of marks)', () => {
    const reference = (text: string) => {
      const result: { text: string; index: number }[] = [];
      let start = 0;
      for (const end of text.matchAll(/[.!?;]+(?=\s|$)|\n+/gu)) {
        const index = end.index as number;
        if (/\b(?:dr|drs|mr|mrs|ms|st|vs|approx|e\.g|i\.e)$/iu.test(text.slice(start, index))) continue;
        result.push({ text: text.slice(start, index), index: start });
        start = index + end[0].length;
      }
      if (start < text.length) result.push({ text: text.slice(start), index: start });
      return result.filter((s) => s.text.trim() !== '');
    };
    const pieces = ['.', '..', '!', '?', ';', ' ', '\n', '\t', 'a', 'x', 'Dr', 'dr', 'mrs', 'approx', 'e.g', 'I.E', 'vs', '1'];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => expect(sentences(value)).toEqual(reference(value))),
      { numRuns: 2000 },
    );
  });
});

describe('windowBefore (the negation window)', () => {
  it('reads the same words as reading the whole text before the match, however far back they are', () => {
    const reference = (text: string, index: number) => {
      const before = text.slice(0, index);
      let start = 0;
      for (const end of before.matchAll(/[.;!?\n,]|\b(?:but|however|although|though|except|whereas|yet)\b/giu))
        start = (end.index as number) + end[0].length;
      return (before.slice(start).match(/[\p{L}\p{N}'’]+/gu) ?? []).slice(-5).join(' ');
    };
    const pieces = [
      'no',
      'walker',
      'but',
      'However',
      'although',
      'though',
      'yet',
      ',',
      '.',
      ' ',
      '’s',
      "'",
      'ſ',
      '_',
      '1',
      'x',
      ' '.repeat(120),
      'a'.repeat(200),
      '-'.repeat(300),
    ];
    const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(texts, fc.nat(), (text, at) => {
        const index = at % (text.length + 1);
        expect(windowBefore(text, index)).toBe(reference(text, index));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads further back when the stretch it read starts inside a word or at a clause word that is not one', () => {
    const longWord = 'w'.repeat(300);
    expect(windowBefore(`no ${longWord} a b c d`, 3 + longWord.length + 8)).toBe(`${longWord} a b c d`);
    // 256 characters before the end is the "b" of "xbut": not the clause word "but".
    const text = `no walker xbut a${' '.repeat(251)}`;
    expect(windowBefore(text, text.length)).toBe('no walker xbut a');
  });
});

describe('countValue', () => {
  it.each([
    ['2', 2],
    ['two', 2],
    ['a', 1],
    ['An', 1],
    ['a  few', 3],
    ['a couple of', 2],
    ['several', 7],
    ['twelve', 12],
  ])('%s = %d', (text, value) => expect(countValue(text)).toBe(value));
});
