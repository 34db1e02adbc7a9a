import { buildLetter } from './letters';
import {
  SIGNATURE_BLOCK,
  WHEELCHAIR_APPROVAL_REQUEST,
  WHEELCHAIR_STANDARD_PARAGRAPH,
  wheelchairFallbackLetter,
} from './wheelchair-fallback-letter';

const DATE = new Date(2025, 2, 4, 15, 0);

describe('wheelchairFallbackLetter', () => {
  const plain = buildLetter('wheelchair', {
    mobilityLimitation: 'unable to ambulate household distances',
    durationOfNeed: 'lifetime',
  });
  const letter = wheelchairFallbackLetter(plain, DATE);
  const blocks = letter.split('\n\n');

  it('follows the template: date, salutation, RE line, content, paragraph, request, signature', () => {
    expect(blocks[0]).toBe('March 4, 2025');
    expect(blocks[1]).toBe('TO WHOM IT MAY CONCERN:');
    expect(blocks[2]).toBe('RE: Letter of Medical Necessity - Manual Wheelchair');
    expect(letter).toContain('Patient Mobility Limitation:\nUnable to ambulate household distances.\n\nDuration of Need:\nLifetime.');
    expect(letter.endsWith(`${WHEELCHAIR_STANDARD_PARAGRAPH}\n\n${WHEELCHAIR_APPROVAL_REQUEST}\n\n${SIGNATURE_BLOCK}`)).toBe(true);
  });

  it('drops the plain letter title line, which the RE line replaces', () => {
    expect(letter).not.toContain('LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR');
    expect(blocks[3]).toBe('Patient Mobility Limitation:\nUnable to ambulate household distances.');
  });

  it('keeps content that does not start with the title as it is', () => {
    const custom = wheelchairFallbackLetter('  Free text about the need.  ', DATE);
    expect(custom.split('\n\n')[3]).toBe('Free text about the need.');
    const similar = wheelchairFallbackLetter('LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIRS are needed', DATE);
    expect(similar).toContain('LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIRS are needed');
  });

  it('still forms a letter from an empty plain letter', () => {
    for (const empty of ['', '   ', 'LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR', undefined as unknown as string]) {
      expect(wheelchairFallbackLetter(empty, DATE)).toBe(
        [
          'March 4, 2025',
          'TO WHOM IT MAY CONCERN:',
          'RE: Letter of Medical Necessity - Manual Wheelchair',
          WHEELCHAIR_STANDARD_PARAGRAPH,
          WHEELCHAIR_APPROVAL_REQUEST,
          SIGNATURE_BLOCK,
        ].join('\n\n'),
      );
    }
  });

  it('speaks of a manual wheelchair for mobility-related daily activities in the home, and asks for approval', () => {
    expect(WHEELCHAIR_STANDARD_PARAGRAPH).toMatch(/manual wheelchair/);
    expect(WHEELCHAIR_STANDARD_PARAGRAPH).toMatch(/mobility-related activities of daily living/);
    expect(WHEELCHAIR_STANDARD_PARAGRAPH).toMatch(/within the home/);
    expect(WHEELCHAIR_APPROVAL_REQUEST).toMatch(/request approval/);
    expect(SIGNATURE_BLOCK).toMatch(/^Sincerely,/);
    expect(SIGNATURE_BLOCK).toContain('[Clinician Name, Credentials]');
  });

  it('rejects an invalid date', () => {
    expect(() => wheelchairFallbackLetter(plain, new Date('nope'))).toThrow(RangeError);
  });
});
