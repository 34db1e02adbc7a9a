import {
  AUTOCOMPLETE_LIMITS,
  AUTOCOMPLETE_STORAGE_PREFIX,
  autocompleteStorageKey,
  isNearDuplicate,
  rememberValue,
  suggestionLabel,
  suggestions,
  wordOverlap,
} from './autocomplete';

describe('rememberValue', () => {
  it('remembers a value of 5 characters after trimming, not one of 4', () => {
    expect(rememberValue([], '  abcde  ')).toEqual(['abcde']);
    expect(rememberValue([], '  abcd  ')).toEqual([]);
    expect(rememberValue([], '')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(rememberValue([], '😀😀😀😀')).toEqual([]);
    expect(rememberValue([], '😀😀😀😀😀')).toEqual(['😀😀😀😀😀']);
  });

  it('puts the newest first', () => {
    expect(rememberValue(['Lives alone'], 'Throw rugs in hallway')).toEqual(['Throw rugs in hallway', 'Lives alone']);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const history = Array.from({ length: 10 }, (_, i) => `Entry number ${'abcdefghij'[i]}${'klmnopqrst'[i]}zz${i}`);
    const next = rememberValue(history, 'A brand new value');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('A brand new value');
    expect(next).not.toContain(history[9]);
    const nine = history.slice(0, 9);
    expect(rememberValue(nine, 'A brand new value')).toHaveLength(10);
  });

  it('returns the same array when the value is not remembered, and never mutates it', () => {
    const history = Object.freeze(['Lives alone']) as unknown as string[];
    expect(rememberValue(history, 'abc')).toBe(history);
    expect(rememberValue(history, 'Lives alone')).toBe(history);
    expect(rememberValue(history, 'Lives with spouse')).not.toBe(history);
  });

  it('skips an equal value, also with other case or surrounding spaces', () => {
    expect(rememberValue(['Lives alone'], 'Lives alone')).toEqual(['Lives alone']);
    expect(rememberValue(['Lives alone'], '  LIVES ALONE ')).toEqual(['Lives alone']);
  });

  it('skips a nearly equal value: containment with length within 2', () => {
    expect(rememberValue(['Lives alone'], 'Lives alone.')).toEqual(['Lives alone']); // +1
    expect(rememberValue(['Lives alone'], 'Lives alone..')).toEqual(['Lives alone']); // +2
    expect(rememberValue(['Lives alone'], 'Lives alone...')).toEqual(['Lives alone...', 'Lives alone']); // +3
    expect(rememberValue(['Lives alone'], 'ives alone')).toEqual(['Lives alone']); // contained, -1
  });

  it('skips a nearly equal value: at most 2 differing positions', () => {
    expect(rememberValue(['Lives alone'], 'Lives alona')).toEqual(['Lives alone']); // 1
    expect(rememberValue(['Lives alone'], 'Lives aloxa')).toEqual(['Lives alone']); // 2
    expect(rememberValue(['Lives alone'], 'Lives axoxa')).toEqual(['Lives axoxa', 'Lives alone']); // 3
    expect(rememberValue(['Lives alone'], 'Lives alonxyz'.slice(0, 12))).toEqual(['Lives alone']); // 1 + length 1
    expect(rememberValue(['Lives alone'], 'Lives alxnyz')).toEqual(['Lives alxnyz', 'Lives alone']); // 2 + length 1
  });

  it('tolerates junk in a stored history', () => {
    const junk = ['Lives alone', 7, null] as unknown as string[];
    expect(rememberValue(junk, 'Throw rugs in hallway')).toEqual(['Throw rugs in hallway', 'Lives alone']);
    expect(rememberValue(null as unknown as string[], 'Throw rugs in hallway')).toEqual(['Throw rugs in hallway']);
    expect(rememberValue([], undefined as unknown as string)).toEqual([]);
  });
});

describe('isNearDuplicate', () => {
  it('applies the length window before anything else', () => {
    expect(isNearDuplicate('abcdefgh', 'abcdefghijk')).toBe(false);
    expect(isNearDuplicate('abcdefgh', 'abcdefghij')).toBe(true);
    expect(isNearDuplicate('abcdefgh', 'xbcdefghij')).toBe(false);
  });
});

describe('wordOverlap', () => {
  it('is the share of the candidate words (3+ letters) found in the other text', () => {
    expect(wordOverlap('left knee pain', 'right knee pain')).toBeCloseTo(2 / 3);
    expect(wordOverlap('ab cd ef', 'ab cd ef')).toBe(0);
    expect(wordOverlap('Knee KNEE knee', 'knee')).toBe(1);
    expect(wordOverlap('left knee pain', '')).toBe(0);
  });
});

describe('suggestionLabel', () => {
  it('keeps 60 characters whole and cuts 61 to 57 plus "..."', () => {
    const sixty = 'a'.repeat(60);
    const sixtyOne = 'b'.repeat(61);
    expect(suggestionLabel(sixty)).toBe(sixty);
    expect(suggestionLabel(sixtyOne)).toBe(`${'b'.repeat(57)}...`);
    expect(suggestionLabel(sixtyOne)).toHaveLength(60);
  });

  it('never cuts a character in half', () => {
    const label = suggestionLabel('😀'.repeat(61));
    expect(Array.from(label)).toHaveLength(60);
    expect(label.endsWith('😀...')).toBe(true);
  });
});

describe('suggestions', () => {
  it('matches case-insensitively on a substring of the trimmed input', () => {
    expect(suggestions(['Lives alone in apartment', 'Throw rugs in hallway'], '  RUGS ', [])).toEqual([
      { value: 'Throw rugs in hallway', label: 'Throw rugs in hallway' },
    ]);
    expect(suggestions(['Lives alone in apartment'], 'hallway', [])).toEqual([]);
  });

  it('offers the newest entries for a blank input', () => {
    expect(suggestions(['Lives alone in apartment', 'Throw rugs in hallway', 'Grab bars needed'], '', []).map((s) => s.value)).toEqual([
      'Lives alone in apartment',
      'Throw rugs in hallway',
    ]);
  });

  it('returns at most 2', () => {
    const history = ['Alpha one', 'Bravo two', 'Charlie three'];
    expect(suggestions(history, '', [])).toHaveLength(2);
  });

  it('considers only the first 5 matching candidates', () => {
    const tooShort = ['abc', 'abd', 'abe', 'abf'];
    expect(suggestions([...tooShort, 'Walker at bedside'], '', []).map((s) => s.value)).toEqual(['Walker at bedside']);
    expect(suggestions([...tooShort, 'abg', 'Walker at bedside'], '', [])).toEqual([]);
    // non-matching entries do not use up the 5
    expect(suggestions(['zzz1', 'zzz2', 'zzz3', 'zzz4', 'zzz5', 'Walker at bedside'], 'walk', []).map((s) => s.value)).toEqual([
      'Walker at bedside',
    ]);
  });

  it('drops candidates shorter than 4 and keeps 4', () => {
    expect(suggestions(['abc'], 'a', [])).toEqual([]);
    expect(suggestions(['abcd'], 'a', [])).toEqual([{ value: 'abcd', label: 'abcd' }]);
  });

  it('drops candidates longer than 100 and keeps 100, with the label cut', () => {
    const hundred = `${'word '.repeat(19)}last`.padEnd(100, 'x');
    expect(hundred).toHaveLength(100);
    expect(suggestions([`${hundred}y`], 'word', [])).toEqual([]);
    expect(suggestions([hundred], 'word', [])).toEqual([{ value: hundred, label: `${hundred.slice(0, 57)}...` }]);
  });

  it('drops a candidate equal to a chip, ignoring case', () => {
    expect(suggestions(['Lives alone', 'Lives with spouse'], 'lives', ['LIVES ALONE'])).toEqual([
      { value: 'Lives with spouse', label: 'Lives with spouse' },
    ]);
    expect(suggestions(['Lives alone'], 'lives', ['Lives alone today'])).toEqual([{ value: 'Lives alone', label: 'Lives alone' }]);
  });

  it('drops a candidate sharing its first 4 characters with a chosen one, not 3', () => {
    expect(suggestions(['Shower chair', 'Show grab bars'], 's', []).map((s) => s.value)).toEqual(['Shower chair']);
    expect(suggestions(['Shower chair', 'SHOW grab bars'], 's', []).map((s) => s.value)).toEqual(['Shower chair']);
    expect(suggestions(['Shower chair', 'Shoe horn needed'], 's', []).map((s) => s.value)).toEqual(['Shower chair', 'Shoe horn needed']);
  });

  it('drops a candidate with more than 30% word overlap, keeps exactly 30%', () => {
    // candidate words: rolling, walker, with, seat -> 2 of 4 shared = 50%
    expect(suggestions(['Front wheeled walker with brakes', 'Rolling walker with seat'], 'walker', []).map((s) => s.value)).toEqual([
      'Front wheeled walker with brakes',
    ]);
    // 3 of 10 words shared = 30%: kept
    const chosen = 'alpha bravo charlie';
    const thirty = 'kilo alpha bravo charlie delta echo foxtrot golf hotel india';
    expect(wordOverlap(thirty, chosen)).toBeCloseTo(0.3);
    expect(suggestions([chosen, thirty], 'a', []).map((s) => s.value)).toEqual([chosen, thirty]);
    // 4 of 10 = 40%: dropped
    expect(suggestions([`${chosen} delta`, thirty], 'a', []).map((s) => s.value)).toEqual([`${chosen} delta`]);
  });

  it('ignores words shorter than 3 letters for the overlap', () => {
    // shared words "up" and "to" are too short; "knee" is 1 of 3 counted words (33%) only if they counted
    expect(wordOverlap('Wrist up to knee splint', 'Up to knee brace')).toBeCloseTo(1 / 3);
    expect(wordOverlap('Wrist up to knee splint sleeve', 'Up to knee brace')).toBeCloseTo(1 / 4);
    expect(suggestions(['Up to knee brace', 'Wrist up to knee splint sleeve'], 'up', []).map((s) => s.value)).toEqual([
      'Up to knee brace',
      'Wrist up to knee splint sleeve',
    ]);
  });

  it('tolerates junk', () => {
    expect(suggestions(null as unknown as string[], 'a', null as unknown as string[])).toEqual([]);
    expect(suggestions(['  Lives alone  ', 5, ''] as unknown as string[], undefined as unknown as string, [])).toEqual([
      { value: 'Lives alone', label: 'Lives alone' },
    ]);
  });
});

describe('limits and keys', () => {
  it('holds the spec numbers', () => {
    expect(AUTOCOMPLETE_LIMITS).toMatchObject({
      historySize: 10,
      minRememberedLength: 5,
      maxCandidates: 5,
      minSuggestionLength: 4,
      maxSuggestionLength: 100,
      maxSuggestions: 2,
      labelMaxLength: 60,
      labelCutLength: 57,
      labelEllipsis: '...',
      maxWordOverlap: 0.3,
      minOverlapWordLength: 3,
      sharedPrefixLength: 4,
      closeAfterBlurMs: 200,
    });
  });

  it('builds a storage key per area and field', () => {
    expect(autocompleteStorageKey('dmeWheelchair', 'lesserAids')).toBe('clinote.autocomplete.dmeWheelchair.lesserAids');
    expect(AUTOCOMPLETE_STORAGE_PREFIX).toBe('clinote.autocomplete.');
  });
});
