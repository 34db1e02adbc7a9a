import { EQUIPMENT, type Equipment } from '../types';
import { coverageChecklist } from './checklist';
import { ORDER_ELEMENTS } from './order';
import { addMonths, calendarDates, findFaceToFace } from './timing';

// Obviously fake clinical text throughout; no real patient data.
const TODAY = new Date(2026, 2, 10); // 10 March 2026; six months back is 10 September 2025
const EXAM_FIELD: Record<Equipment, string> = {
  wheelchair: 'physicianExam',
  'hospital-bed': 'physicianExam',
  commode: 'medicalNecessity',
  walker: 'medicalNecessity',
};
const exam = (text: string, equipment: Equipment = 'wheelchair', today = TODAY) =>
  coverageChecklist(equipment, { [EXAM_FIELD[equipment]]: text }, { today });
const f2f = (text: string, equipment: Equipment = 'wheelchair') => exam(text, equipment).criteria.find((c) => c.id === 'face-to-face');
const warningIds = (text: string, equipment: Equipment = 'wheelchair') => exam(text, equipment).warnings.map((w) => w.id);

describe('face-to-face within 6 months', () => {
  it.each([
    'F2F exam completed 2 weeks ago',
    'Face-to-face visit within the last 6 months',
    'Face to face encounter within 6 months for the mobility limitation',
    'Seen by physician on 3/2/2026',
    'Seen by physician on 3/2/26',
    'Seen by the treating physician on March 2, 2026',
    'Physician visit 2026-01-15 addressed the fictional gait decline',
    'Physician exam yesterday',
    'F2F last week with the PCP',
    'Examined by NP three months ago',
    'Seen by Dr. Example 5 months ago for mobility evaluation',
    'Face-to-face exam in the past 30 days',
    'Office visit 6 months ago',
    'F2F this morning',
    'Physician visit last month',
    'Seen by physician on 3/2',
    // The practitioner named after the title or between commas, with a light verb, or a credential after the name.
    'Dr. Example made a home visit on 02/25/2026 and examined her',
    'Her primary care physician, Dr. A. Example, examined her in the office on February 19, 2026',
    'Examined by Ana Example, PA-C, in cardiology clinic 11/18/2025',
    'Clinic note received from her visit with Dr. Example on 01/21/2026',
  ])('documented by "%s"', (text) => {
    const result = f2f(text);
    expect(result?.status).toBe('documented');
    expect(result?.evidence[0]).toMatchObject({ field: 'physicianExam', fieldLabel: 'Physician Face-to-Face Exam', matched: text });
    expect(result?.evidence[0].how).toMatch(/within the 6 months before today/);
  });

  it.each([
    ["Dr Example's PT made a home visit on 02/25/2026", 'not-documented'],
    ['Referral to PCP for a face-to-face exam sent 02/25/2026', 'not-documented'],
    ['Face-to-face encounter completed 2/26/26 by Ana Example, OTR/L', 'not-documented'],
  ])('not documented by "%s" (a therapist, a referral still to be seen)', (text, status) => {
    expect(f2f(text)?.status).toBe(status);
  });

  it.each(EQUIPMENT)('is checked on the %s letter in its exam/order field', (equipment) => {
    expect(f2f('F2F exam completed 2 weeks ago', equipment)).toMatchObject({ status: 'documented', group: 'Face-to-face' });
  });

  it('the 6-month edge: 10 September 2025 is in, 9 September 2025 is out', () => {
    expect(f2f('Seen by physician on 9/10/2025')?.status).toBe('documented');
    expect(f2f('Seen by physician on 9/9/2025')?.status).toBe('not-documented');
  });
});

describe('face-to-face warnings', () => {
  it.each([
    ['Face-to-face examination completed by physician', 'face-to-face-undated'],
    ['F2F done', 'face-to-face-undated'],
    ['F2F exam completed 7 months ago', 'face-to-face-outdated'],
    ['Face-to-face visit within the last 12 months', 'face-to-face-outdated'],
    ['Seen by physician on 1/5/2025', 'face-to-face-outdated'],
    ['Face-to-face visit within the last year', 'face-to-face-outdated'],
    ['F2F exam 1 year ago', 'face-to-face-outdated'],
    ['Seen by physician on 4/2/2026', 'face-to-face-not-yet'],
    ['F2F visit scheduled next week', 'face-to-face-not-yet'],
    ['Face-to-face exam pending', 'face-to-face-not-yet'],
    ['Written order on file', 'face-to-face-missing'],
    ['No face-to-face exam yet', 'face-to-face-missing'],
    ['F2F not done', 'face-to-face-missing'],
  ])('"%s" → %s', (text, id) => {
    const ids = warningIds(text);
    expect(ids).toContain(id);
    expect(ids.filter((w) => w.startsWith('face-to-face'))).toEqual([id]);
    expect(f2f(text)?.status).toBe('not-documented');
  });

  it('quotes the undated sentence and points at the field', () => {
    const warning = exam('Face-to-face examination completed by physician').warnings.find((w) => w.id === 'face-to-face-undated');
    expect(warning).toEqual({
      id: 'face-to-face-undated',
      field: 'physicianExam',
      message:
        'The face-to-face exam has no timing ("Face-to-face examination completed by physician"). A reviewer needs it within the 6 ' +
        'months before the order: add when, e.g. "3 weeks ago".',
      source: expect.stringContaining('Face-to-face encounter requirement'),
    });
  });

  it('no face-to-face warning once it is documented', () => {
    expect(warningIds('F2F exam completed 2 weeks ago').filter((w) => w.startsWith('face-to-face'))).toEqual([]);
  });

  it('a documented sentence wins over an undated one elsewhere', () => {
    const result = coverageChecklist(
      'wheelchair',
      { physicianExam: 'Face-to-face exam completed', durationOfNeed: 'Lifetime; F2F 3 weeks ago' },
      { today: TODAY },
    );
    expect(result.criteria.find((c) => c.id === 'face-to-face')?.evidence[0].field).toBe('durationOfNeed');
  });
});

describe('calendar dates are identifiers', () => {
  it('reminds the clinician when a date is typed, not for relative timing', () => {
    const warning = exam('Seen by physician on 3/2/2026').warnings.find((w) => w.id === 'date-identifier');
    expect(warning).toMatchObject({ field: 'physicianExam' });
    expect(warning?.message).toContain('"3/2/2026"');
    expect(warningIds('F2F exam completed 2 weeks ago')).not.toContain('date-identifier');
  });

  it('reads every calendar form and skips impossible dates', () => {
    expect(calendarDates('on 3/2, 2026-01-15, March 2, 2026, 1/2/25, on Feb 3', TODAY)).toEqual([
      '1/2/25',
      '2026-01-15',
      'March 2, 2026',
      '3/2',
      'Feb 3',
    ]);
    expect(calendarDates('13/45/2026 and 2026-02-30 and pain 3/10', TODAY)).toEqual([]);
  });
});

describe('findFaceToFace', () => {
  it('is missing without any text', () => {
    expect(findFaceToFace([], TODAY)).toEqual({ state: 'missing' });
  });

  it('a date without a year is its latest occurrence up to today', () => {
    // 12/20 is read as 20 December 2025 (the next one would be after today): within 6 months.
    expect(findFaceToFace([{ field: 'x', text: 'Seen by physician on 12/20' }], TODAY)).toMatchObject({ state: 'within', timing: '12/20' });
    // 2/30 does not exist this year or last.
    expect(findFaceToFace([{ field: 'x', text: 'Seen by physician on 2/30' }], TODAY)).toMatchObject({ state: 'undated' });
  });

  it('leap years: 29 February without a year falls back to the last year that has one', () => {
    expect(findFaceToFace([{ field: 'x', text: 'Seen by physician on 2/29' }], new Date(2029, 5, 1))).toMatchObject({ state: 'outdated' });
  });

  it('measures from the start of today', () => {
    expect(findFaceToFace([{ field: 'x', text: 'F2F today' }], new Date(2026, 2, 10, 23, 59))).toMatchObject({ state: 'within' });
  });
});

describe('addMonths', () => {
  it('clamps to the last day of the month', () => {
    expect(addMonths(new Date(2026, 7, 31), -6)).toEqual(new Date(2026, 1, 28));
    expect(addMonths(new Date(2024, 7, 31), -6)).toEqual(new Date(2024, 1, 29));
    expect(addMonths(new Date(2026, 2, 10), -6)).toEqual(new Date(2025, 8, 10));
  });
});

describe('standard written order', () => {
  // An order that names the wheelchair is read in the wheelchair letter (in another letter it is another item's order).
  const order = (text: string, equipment: Equipment = /\bw\/c\b/u.test(text) ? 'wheelchair' : 'walker') =>
    coverageChecklist(equipment, { [EXAM_FIELD[equipment]]: text }, { today: TODAY }).criteria.find((c) => c.id === 'written-order');

  it.each([
    'Signed and dated physician order on file',
    'Standard written order on file',
    'Written order on file',
    'Physician order signed before delivery',
    'SWO on file',
    'Prescription signed by the treating NP',
    // A label, the item it orders, then its state.
    'Rx: K0001 manual w/c, 18 in seat, signed & dated by A. Example, NP 01/13/2026; copy on file',
    'Per the prescription Dr. Example signed and dated on 2/5/26 (original in our chart)',
  ])('documented by "%s"', (text) => {
    expect(order(text)).toMatchObject({ status: 'documented', group: 'Standard written order' });
  });

  it.each([
    'No order on file',
    'Order not yet signed',
    'Order to be signed',
    'Order pending signature',
    'Rx: K0001 manual w/c, 18 in seat, to be signed by the PCP',
    'Rx: K0001 manual w/c, 18 in seat, not signed',
    'Rx: K0001 manual w/c, signed & dated by A. Example, DPT 01/13/2026',
  ])('not documented by "%s"', (text) => {
    expect(order(text)?.status).toBe('not-documented');
  });

  // Round 9: an order for another item, of another episode, or a template not filled in.
  it.each([
    ['Signed order on file for RW (2/20/26); w/c order to follow.', 'wheelchair'],
    ['Signed order on file for bedside commode; walker order requested.', 'walker'],
    ['SWO signed by Dr. Example for the hospital bed is in the chart.', 'commode'],
    ['Signed order on file from the prior episode.', 'walker'],
    ['Signed Rx in chart (walker was returned to the supplier in May).', 'walker'],
    ['Signed order on file: [Y/N]', 'commode'],
  ] as const)('not documented by "%s" in the %s letter', (text, equipment) => {
    expect(order(text, equipment)?.status).toBe('not-documented');
  });

  it.each([
    ['Signed order on file for the rollator.', 'walker'],
    ['Signed order on file for the walker and the bedside commode.', 'commode'],
    ['DWO returned w/ physician signature - in chart', 'hospital-bed'],
  ] as const)('documented by "%s" in the %s letter', (text, equipment) => {
    expect(order(text, equipment)?.status).toBe('documented');
  });

  it('lists the order elements as reminders, the beneficiary name never typed here', () => {
    const { orderElements } = coverageChecklist('commode', {}, { today: TODAY });
    expect(orderElements.map((e) => e.id)).toEqual(['beneficiary', 'order-date', 'description', 'quantity', 'practitioner', 'signature']);
    expect(orderElements[0].note).toMatch(/never type it in this form/);
    expect(Object.isFrozen(ORDER_ELEMENTS)).toBe(true);
  });
});
