import { detectPhi } from './detect';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('identifiers given away by their label', () => {
  it.each([
    ['MRN: 00000417.', 'mrn', '00000417'],
    ["Pt's MRN is 00000612 (Mercy).", 'mrn', '00000612'],
    ['MR# 00000555 at Lakeside', 'mrn', '00000555'],
    ['Pt ID 00000881 on wristband', 'mrn', '00000881'],
    ["Pt's MRN at County General is 00000348.", 'mrn', '00000348'],
    ['Medicare ID 1EG4-TE5-MK73 verified', 'medicare-id', '1EG4-TE5-MK73'],
    ['HICN 900123456A on old card', 'medicare-id', '900123456A'],
    ['Medicaid # 00000123A on file', 'health-plan-id', '00000123A'],
    ['Member ID XJH000123456, group # 00099', 'health-plan-id', 'XJH000123456'],
    ['secondary policy # POL-000-1234.', 'health-plan-id', 'POL-000-1234'],
    ['Billing acct 000-778-12 flagged', 'account', '000-778-12'],
    ['Account number 0000-4471-2 for rental', 'account', '0000-4471-2'],
    ["Driver's license D0000123 surrendered", 'license', 'D0000123'],
    ['DL# S000-0000-0001 on file', 'license', 'S000-0000-0001'],
    ['van with plate # 7ABC123;', 'vehicle', '7ABC123'],
    ['VIN 1FTEX00000K000001 for the placard', 'vehicle', '1FTEX00000K000001'],
    ['Pacemaker serial # PJN000123 noted', 'device-id', 'PJN000123'],
    ['Serial number of oxygen concentrator: OC-000-88123.', 'device-id', 'OC-000-88123'],
    ['SSN last 4: 3456.', 'ssn', '3456'],
    ['Social security number 900667788 on the packet', 'ssn', '900667788'],
    ['SSN 900 55 1234 listed', 'ssn', '900 55 1234'],
  ])('%p → %s', (text, type, value) => {
    expect(found(text)).toContainEqual([type, value, 'high']);
  });

  it('finds the group number too', () => {
    expect(found('Member ID XJH000123456, group # 00099')).toEqual([
      ['health-plan-id', 'XJH000123456', 'high'],
      ['health-plan-id', '00099', 'high'],
    ]);
  });

  it.each([
    'Medicare Part B covers the rollator.',
    'Per the 2026 Medicare fee schedule, 97110 is timed.',
    'Medicare 60-day episode; group 2 power wheelchair K0823.',
    'Social Security Disability since 2019.',
    'SN visit 2x/week; S/N not on the ticket.',
    'Account of 2 falls this month; policy reviewed with family.',
    'Pt ID band placed; plan of care signed.',
  ])('needs a value with digits after the label: %p', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('values typed in groups, bare labels (issue 21, round 3)', () => {
  const ids = (text: string) => detectPhi(text).map((f) => [f.type, f.text]);

  it('reads a grouped value after a label, and DL / SN / plate before letters and digits', () => {
    expect(ids('ins id QRT 550213 07')).toEqual([['health-plan-id', 'QRT 550213 07']]);
    expect(ids('DL W402-7713-0920')).toEqual([['license', 'W402-7713-0920']]);
    expect(ids('plate 4MZR 806')).toEqual([['vehicle', '4MZR 806']]);
    expect(ids('pump SN KLM330719T')).toEqual([['device-id', 'KLM330719T']]);
  });

  it('leaves units, counts and hardware alone', () => {
    expect(ids('glucose 110 mg/dL 2 hrs pc; plate 3 screws removed; SN 22; serial casts x3; ins id ABC 12 visits')).toEqual([]);
  });
});
