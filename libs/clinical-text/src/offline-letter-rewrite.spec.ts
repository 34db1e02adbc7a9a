import fc from 'fast-check';
import { buildLetter } from './letters';
import { offlineLetterRewrite } from './offline-letter-rewrite';

describe('offlineLetterRewrite', () => {
  it('returns "" for blank content', () => {
    expect(offlineLetterRewrite('')).toBe('');
    expect(offlineLetterRewrite(' \n\t\n ')).toBe('');
    expect(offlineLetterRewrite(undefined as unknown as string)).toBe('');
  });

  it('keeps the title line, every label and every paragraph of a built letter, and writes out shorthand', () => {
    const letter = buildLetter('walker', {
      mobilityLimitation: 'pt unsteady w/o device, 2 falls in 3 months',
      insufficientAlternatives: 'cane tried s/p L TKA; c/o L knee pain 6/10 w/ cane',
      walkerType: 'four-wheeled rollator w/ seat & brakes',
    });
    expect(offlineLetterRewrite(letter)).toBe(
      [
        'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
        'Mobility Limitation:\nPatient unsteady without device, 2 falls in 3 months.',
        'Insufficient Alternatives:\nCane tried status post L TKA; complains of L knee pain 6/10 with cane.',
        'Walker Type:\nFour-wheeled rollator with seat and brakes.',
      ].join('\n\n'),
    );
  });

  it('keeps headings and labels exactly as written, including their shorthand', () => {
    const letter =
      "TO WHOM IT MAY CONCERN:\nRE: Letter of Medical Necessity - Manual Wheelchair\n\nPhysician Face-to-Face & Order:\nseen by pt's MD 3/2";
    expect(offlineLetterRewrite(letter)).toBe(
      "TO WHOM IT MAY CONCERN:\nRE: Letter of Medical Necessity - Manual Wheelchair.\n\nPhysician Face-to-Face & Order:\nSeen by patient's MD 3/2.",
    );
  });

  it('rewrites sentence by sentence, keeping numbers and negations', () => {
    expect(offlineLetterRewrite('Denies pain. BP 128/76. ambulates 150 ft w/ RW. no falls')).toBe(
      'Denies pain. BP 128/76. Ambulates 150 ft with RW. No falls.',
    );
    expect(offlineLetterRewrite('72 y/o pt. Has h/o CHF, b/l LE edema! not safe to toilet w/o help?')).toBe(
      '72-year-old patient. Has history of CHF, bilateral LE edema! Not safe to toilet without help?',
    );
  });

  it("writes out only the table's shorthand and tidies each sentence (issue 20)", () => {
    expect(offlineLetterRewrite('pt propels w/c 50 ft. unable to propel up ramp')).toBe(
      'Patient propels w/c 50 ft. Unable to propel up ramp.',
    );
    expect(offlineLetterRewrite('CHF w/ orthopnea; cardiac w/u pending, w/d dressing,')).toBe(
      'CHF with orthopnea; cardiac work-up pending, w/d dressing.',
    );
    expect(offlineLetterRewrite('Dm2, CKD3. spo2 88% on RA')).toBe('dm2, CKD3. spo2 88% on RA.');
    expect(offlineLetterRewrite('tried RW w/o success d/t SOB')).toBe('Tried RW without success d/t SOB.');
  });

  it('keeps list markers in front of their rewritten items', () => {
    expect(offlineLetterRewrite('Needs:\n- pt needs seat\n* brakes\n• w/c cushion\n1. height adjustable\n2) wide base')).toBe(
      'Needs:\n- Patient needs seat.\n* Brakes.\n• W/c cushion.\n1. Height adjustable.\n2) Wide base.',
    );
  });

  it('normalises line endings, surrounding white space and runs of blank lines', () => {
    expect(offlineLetterRewrite('  TITLE\r\n\r\n \r\n  Label:  \r\n  value one  \n\n\n\nvalue two  ')).toBe(
      'TITLE\n\nLabel:\nValue one.\n\nValue two.',
    );
  });

  it('never drops or adds a number, a negation or a paragraph (property)', () => {
    const word = fc.constantFrom(
      'pt',
      'w/',
      'w/o',
      'c/o',
      's/p',
      'denies',
      'no',
      'not',
      'pain',
      '6/10',
      '150',
      'ft',
      'RW',
      '.',
      ':',
      '72 y/o',
      '&',
      'CHF',
      '-',
    );
    const line = fc.array(word, { maxLength: 10 }).map((words) => words.join(' '));
    const letter = fc.array(line, { minLength: 1, maxLength: 8 }).map((lines) => lines.join('\n'));
    const numbers = (text: string) => text.match(/\d+/gu) ?? [];
    // "w/o" counts as the negation it stands for, whether written out or kept in a label
    const negations = (text: string) => (text.toLowerCase().match(/\b(?:denies|no|not|without)\b|w\/o/gu) ?? []).length;
    fc.assert(
      fc.property(letter, (input) => {
        const output = offlineLetterRewrite(input);
        expect(numbers(output)).toEqual(numbers(input));
        expect(negations(output)).toBe(negations(input));
        expect(output.split('\n\n').length).toBe(input.trim() === '' ? 1 : input.trim().split(/\n[ \t]*(?:\n[ \t]*)+/u).length);
      }),
      { numRuns: 300 },
    );
  });
});
