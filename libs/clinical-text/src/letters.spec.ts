import { letterFields } from './catalogue';
import { buildLetter } from './letters';
import { EQUIPMENT, type Equipment } from './types';

const LABELS: Record<Equipment, string[]> = {
  wheelchair: [
    'Patient Mobility Limitation',
    'Medical Diagnosis/Cause',
    'Attempts with Lesser Aids',
    'MRADLs Affected',
    'Home Accessibility for Wheelchair',
    "Patient's Propulsion Ability",
    'Equipment Details',
    'Expected Benefit',
    'Physician Face-to-Face Exam',
    'Duration of Need',
  ],
  'hospital-bed': [
    'Medical Condition and Symptoms',
    "Why a Regular Bed Won't Suffice",
    'Hospital Bed Features Needed',
    'Variable Height',
    'Semi-Electric',
    'Heavy Duty/Bariatric',
    'Accessories',
    'Caregiver and Self-Care Abilities',
    'Home Setup',
    'Planned Use and Benefits',
    'Physician Face-to-Face & Order',
    'Expected Timeframe of Need',
  ],
  commode: [
    'Toileting Limitation',
    'Medical Impairments',
    'Home Layout Barriers',
    'Use and Assistance',
    'Standalone Device (Not a Raised Seat)',
    'Frequency & Duration',
    'Medical Necessity & Order',
  ],
  walker: [
    'Mobility Limitation',
    'MRADL Impact',
    'Insufficient Alternatives',
    'Safety and Independence',
    'Walker Type',
    'Special Features',
    "Patient's Capability",
    'Home Environment',
    'Duration of Need',
    'Medical Necessity & Order',
  ],
};

const TITLES: Record<Equipment, string> = {
  wheelchair: 'LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR',
  'hospital-bed': 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
  commode: 'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE',
  walker: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
};

function fillAll(equipment: Equipment): Record<string, string> {
  return Object.fromEntries(letterFields(equipment).map((field) => [field.key, `value ${field.key}`]));
}

describe.each(EQUIPMENT)('buildLetter(%s)', (equipment) => {
  it('writes the title line and every labelled paragraph in order', () => {
    const keys = letterFields(equipment).map((f) => f.key);
    const expected = [TITLES[equipment], ...LABELS[equipment].map((label, i) => `${label}:\nValue ${keys[i]}.`)].join('\n\n');
    expect(buildLetter(equipment, fillAll(equipment))).toBe(expected);
  });

  it('is only the title line when nothing is filled in', () => {
    expect(buildLetter(equipment, {})).toBe(TITLES[equipment]);
    const blank = Object.fromEntries(letterFields(equipment).map((f) => [f.key, '  \n ']));
    expect(buildLetter(equipment, blank)).toBe(TITLES[equipment]);
  });

  it('leaves out empty fields and keeps letter order', () => {
    const keys = letterFields(equipment).map((f) => f.key);
    const last = keys[keys.length - 1] as string;
    const first = keys[0] as string;
    const labels = LABELS[equipment];
    expect(buildLetter(equipment, { [last]: 'last one', [first]: 'first one!' })).toBe(
      `${TITLES[equipment]}\n\n${labels[0]}:\nFirst one!\n\n${labels[labels.length - 1]}:\nLast one.`,
    );
  });
});

describe('buildLetter', () => {
  it('writes a manual wheelchair letter', () => {
    expect(
      buildLetter('wheelchair', {
        mobilityLimitation: 'unable to ambulate more than 10 feet without rest due to dyspnea',
        lesserAids: 'walker trialed; patient unable to ambulate household distances safely with walker',
        durationOfNeed: 'Lifetime',
        notAField: 'ignored',
      }),
    ).toBe(
      [
        'LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR',
        '',
        'Patient Mobility Limitation:',
        'Unable to ambulate more than 10 feet without rest due to dyspnea.',
        '',
        'Attempts with Lesser Aids:',
        'Walker trialed; patient unable to ambulate household distances safely with walker.',
        '',
        'Duration of Need:',
        'Lifetime.',
      ].join('\n'),
    );
  });

  it('ignores values that are not text and inherited keys', () => {
    const answers = Object.assign(Object.create({ walkerType: 'inherited' }) as Record<string, string>, {
      specialFeatures: null,
      durationOfNeed: 12,
    });
    expect(buildLetter('walker', answers)).toBe('LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nDuration of Need:\n12.');
    expect(buildLetter('commode', null as unknown as Record<string, string>)).toBe('LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE');
  });
});
