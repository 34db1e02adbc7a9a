import { buildLetter, wheelchairFallbackLetter } from '@clinote/clinical-text';
import { letterBody } from './letter-body';

/** Obviously invented clinical text. */
const PLAIN = buildLetter('hospital-bed', {
  medicalCondition: 'CHF with orthopnea, needs head elevation ≥ 30°',
  regularBedIssues: 'cannot reposition in a standard bed',
});

describe('letterBody', () => {
  it('reads the plain letter as heading, bold labels and their paragraphs', () => {
    expect(letterBody(PLAIN)).toEqual([
      { type: 'heading', text: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED' },
      { type: 'label', text: 'Medical Condition and Symptoms:' },
      { type: 'paragraph', text: 'CHF with orthopnea, needs head elevation ≥ 30°.' },
      { type: 'label', text: "Why a Regular Bed Won't Suffice:" },
      { type: 'paragraph', text: 'Cannot reposition in a standard bed.' },
    ]);
  });

  it('keeps free prose (an enhanced letter) as paragraphs, line breaks and Windows line ends included', () => {
    const enhanced =
      'To the reviewer,\r\n\r\nThe patient walks 10 ft with a rollator.\r\nRest breaks at 10:30 and 2:00:\r\n- seated\r\n\r\nThank you.';
    expect(letterBody(enhanced)).toEqual([
      { type: 'paragraph', text: 'To the reviewer,' },
      { type: 'paragraph', text: 'The patient walks 10 ft with a rollator.\nRest breaks at 10:30 and 2:00:\n- seated' },
      { type: 'paragraph', text: 'Thank you.' },
    ]);
  });

  it('drops the date, RE line and signature block the wheelchair fallback template repeats, keeping its salutation', () => {
    const fallback = wheelchairFallbackLetter(buildLetter('wheelchair', { durationOfNeed: 'lifetime' }), new Date(2026, 2, 4, 12));
    const blocks = letterBody(fallback);
    const texts = blocks.map((b) => b.text);
    expect(blocks[0]).toEqual({ type: 'label', text: 'TO WHOM IT MAY CONCERN:' });
    expect(texts).toContain('Lifetime.');
    expect(texts.join('\n')).not.toMatch(/March 4, 2026|RE: Letter|Clinician Name|Sincerely/);
  });

  it('leaves a date or RE line that is part of the letter further down', () => {
    const text = 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nRE: prior walker\n\nMarch 4, 2026';
    expect(letterBody(text).map((b) => b.text)).toEqual([
      'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
      'RE: prior walker',
      'March 4, 2026',
    ]);
  });

  it('has nothing to lay out for an empty letter', () => {
    expect(letterBody('  \n\n ')).toEqual([]);
  });
});
