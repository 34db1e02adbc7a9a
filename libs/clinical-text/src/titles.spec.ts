import {
  EQUIPMENT_NAMES,
  EQUIPMENT_PAGE_TITLES,
  formatLetterDate,
  formatLocalDate,
  GUIDELINE_DIALOG_TITLES,
  LETTER_FORM_SUBTITLE,
  LETTER_RESULT_HEADINGS,
  LETTER_TITLES,
  noteTitle,
} from './titles';
import type { NoteKind } from './types';

const MARCH_4 = new Date(2025, 2, 4, 9, 30);
const DEC_31 = new Date(2024, 11, 31, 23, 59, 59);

describe('noteTitle', () => {
  it.each<[NoteKind, string]>([
    ['pt', 'SOAP Note - 3/4/2025'],
    ['pt-draft', 'Draft SOAP Note - 3/4/2025'],
    ['sn', 'SN Evaluation - 3/4/2025'],
    ['ot', 'OT Evaluation - 3/4/2025'],
    ['wheelchair', 'Letter of Medical Necessity - Manual Wheelchair - 3/4/2025'],
    ['hospital-bed', 'Letter of Medical Necessity - Hospital Bed - 3/4/2025'],
    ['commode', 'Letter of Medical Necessity - Bedside Commode - 3/4/2025'],
    ['walker', 'Letter of Medical Necessity - Walker/Rollator - 3/4/2025'],
  ])('%s -> %s', (kind, title) => {
    expect(noteTitle(kind, MARCH_4)).toBe(title);
  });

  it('uses the local calendar date, without leading zeros', () => {
    expect(noteTitle('pt', DEC_31)).toBe('SOAP Note - 12/31/2024');
    expect(noteTitle('pt', new Date(2025, 0, 1, 0, 0, 0))).toBe('SOAP Note - 1/1/2025');
  });

  it('matches toLocaleDateString("en-US")', () => {
    for (const date of [MARCH_4, DEC_31, new Date(2030, 6, 15)]) {
      expect(formatLocalDate(date)).toBe(date.toLocaleDateString('en-US'));
    }
  });

  it('rejects invalid dates and unknown kinds', () => {
    expect(() => noteTitle('pt', new Date('not a date'))).toThrow(RangeError);
    expect(() => noteTitle('scooter' as NoteKind, MARCH_4)).toThrow(TypeError);
    expect(() => noteTitle('toString' as NoteKind, MARCH_4)).toThrow(TypeError);
    expect(() => formatLetterDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatLocalDate('2025-03-04' as unknown as Date)).toThrow(RangeError);
  });
});

describe('formatLetterDate', () => {
  it('writes the month out', () => {
    expect(formatLetterDate(MARCH_4)).toBe('March 4, 2025');
    expect(formatLetterDate(DEC_31)).toBe('December 31, 2024');
    expect(formatLetterDate(new Date(2026, 0, 9))).toBe('January 9, 2026');
  });
});

describe('equipment wording', () => {
  it('holds the spec wording for every equipment', () => {
    expect(EQUIPMENT_NAMES).toEqual({
      wheelchair: 'Manual Wheelchair',
      'hospital-bed': 'Hospital Bed',
      commode: 'Bedside Commode',
      walker: 'Walker/Rollator',
    });
    expect(EQUIPMENT_PAGE_TITLES).toEqual({
      wheelchair: 'Manual Wheelchair Documentation',
      'hospital-bed': 'Hospital Bed Documentation',
      commode: 'Bedside Commode Documentation',
      walker: 'Walker/Rollator Documentation',
    });
    expect(LETTER_TITLES).toEqual({
      wheelchair: 'LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR',
      'hospital-bed': 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
      commode: 'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE',
      walker: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
    });
    expect(LETTER_RESULT_HEADINGS).toEqual({
      wheelchair: 'Letter of Medical Necessity - Manual Wheelchair',
      'hospital-bed': 'Letter of Medical Necessity',
      commode: 'Generated Letter of Medical Necessity',
      walker: 'Generated Letter of Medical Necessity',
    });
    expect(GUIDELINE_DIALOG_TITLES).toEqual({
      wheelchair: 'Medicare Coverage Requirements for Manual Wheelchairs',
      'hospital-bed': 'Medicare Coverage Requirements for Hospital Beds',
      commode: 'Medicare Coverage Requirements for Bedside Commodes',
      walker: 'Medicare Coverage Requirements for Walkers & Rollators',
    });
    expect(LETTER_FORM_SUBTITLE).toBe('Generate a comprehensive Letter of Medical Necessity');
    expect(Object.isFrozen(LETTER_TITLES)).toBe(true);
  });
});
