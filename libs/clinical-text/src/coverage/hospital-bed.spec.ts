import { checklistProbe } from './testing';

// Obviously fake clinical text throughout; no real patient data.
const { check, criterion, documented, ids, codes, warningIds } = checklistProbe('hospital-bed');

const HEAD_UP = {
  medicalCondition: 'CHF with orthopnea',
  regularBedIssues:
    'Requires head of bed elevated more than 30 degrees most of the time. Pillows and wedges have been tried and are not effective.',
};

describe('hospital bed: one of the four fixed-height reasons', () => {
  it('(1) positioning not feasible in an ordinary bed', () => {
    const result = criterion({ regularBedIssues: 'Requires frequent repositioning not possible in a regular bed' }, 'bed-qualifying');
    expect(result).toMatchObject({ status: 'documented', missing: [] });
    expect(result.evidence).toEqual([
      {
        field: 'regularBedIssues',
        fieldLabel: "Why a Regular Bed Won't Suffice",
        matched: 'repositioning not possible in a regular bed',
        how: 'says the positioning is not possible in an ordinary bed',
      },
    ]);
  });

  it('(1) also when the ordinary bed cannot provide the positioning', () => {
    expect(
      documented({ regularBedIssues: 'Her own bed does not allow positioning to offload the fictional sacral wound' }, 'bed-qualifying'),
    ).toBe(true);
  });

  it.each([
    'Positioning to relieve low back pain',
    'Pain relieved by elevation of the legs',
    'Needs pain relief through frequent positioning',
  ])('(2) positioning for pain: "%s"', (text) => expect(documented({ regularBedIssues: text }, 'bed-qualifying')).toBe(true));

  it.each(['No pain', 'Denies pain with positioning', 'Turning causes pain', 'Positioning does not relieve pain'])(
    '(2) not by "%s"',
    (text) => {
      expect(documented({ regularBedIssues: text }, 'bed-qualifying')).toBe(false);
    },
  );

  it('(3) head above 30°, for CHF, pillows and wedges ruled out', () => {
    const result = criterion(HEAD_UP, 'bed-qualifying');
    expect(result.status).toBe('documented');
    expect(result.evidence.map((e) => e.how)).toEqual([
      'head elevation "more than 30 degrees" is above 30°',
      'names heart failure',
      'says pillows or wedges were ruled out',
    ]);
  });

  it.each([
    ['COPD', 'names chronic pulmonary disease'],
    ['Risk of aspiration', 'names aspiration'],
  ])('(3) also for %s', (condition, how) => {
    const result = criterion({ ...HEAD_UP, medicalCondition: condition }, 'bed-qualifying');
    expect(result.evidence[1].how).toBe(how);
  });

  it('(3) head elevation alone shows the closest gaps', () => {
    const result = criterion({ regularBedIssues: 'HOB at 45 degrees' }, 'bed-qualifying');
    expect(result.status).toBe('not-documented');
    expect(result.missing).toEqual([
      'the reason: congestive heart failure, chronic pulmonary disease or aspiration',
      'that pillows or wedges were considered and ruled out',
    ]);
  });

  it.each(['Head of bed elevated 30 degrees', 'HOB 30-45 degrees', 'Head elevated less than 30 degrees', 'HOB not elevated 45 degrees'])(
    '(3) not with "%s" (not more than 30°)',
    (text) => {
      expect(
        documented(
          { ...HEAD_UP, regularBedIssues: `${text}. Pillows and wedges have been tried and are not effective.` },
          'bed-qualifying',
        ),
      ).toBe(false);
    },
  );

  it.each(['Pillows and wedges have not been tried', 'Pillows not ruled out', 'Wedge pillow works well'])(
    '(3) pillows not ruled out by "%s"',
    (text) => {
      expect(documented({ ...HEAD_UP, regularBedIssues: `HOB elevated 45 degrees. ${text}` }, 'bed-qualifying')).toBe(false);
    },
  );

  it.each(['No history of CHF', 'Denies aspiration'])('(3) the condition is negated: "%s"', (text) => {
    expect(documented({ ...HEAD_UP, medicalCondition: text }, 'bed-qualifying')).toBe(false);
  });

  it('(4) traction', () => {
    expect(documented({ medicalCondition: 'Requires cervical traction attached to the bed frame' }, 'bed-qualifying')).toBe(true);
    expect(documented({ medicalCondition: 'No traction needed' }, 'bed-qualifying')).toBe(false);
  });

  it('nothing found names all four reasons', () => {
    expect(criterion({ medicalCondition: 'Stage 3 pressure injury' }, 'bed-qualifying').missing).toEqual([
      'positioning not feasible in an ordinary bed, positioning for pain, head elevation over 30°, or traction',
    ]);
  });
});

describe('hospital bed: variable height', () => {
  it('applies only when requested', () => {
    expect(ids({ bedFeatures: 'Head elevation' })).not.toContain('bed-variable-height');
    expect(ids({ bedFeatures: 'Adjustable height' })).toContain('bed-variable-height');
    expect(ids({ variableHeight: 'Not required' })).not.toContain('bed-variable-height');
  });

  it.each(['Requires bed height adjustment for safe transfers', 'Sit-to-stand transfers need the bed raised'])(
    'documented by "%s"',
    (text) => {
      expect(documented({ variableHeight: text }, 'bed-variable-height')).toBe(true);
    },
  );

  it.each([
    'Caregiver requires adjustable height to provide care safely',
    'Height of standard bed is fine',
    'Bed height does not matter for transfers',
  ])('not documented by "%s"', (text) => expect(documented({ variableHeight: text }, 'bed-variable-height')).toBe(false));
});

describe('hospital bed: semi-electric', () => {
  it('applies only when requested', () => {
    expect(ids({})).not.toContain('bed-semi-electric');
    expect(ids({ bedFeatures: 'Semi-electric' })).toContain('bed-semi-electric');
    expect(ids({ semiElectric: 'None' })).not.toContain('bed-semi-electric');
  });

  it.each(['Requires frequent changes in body position', 'Needs immediate position changes for symptom relief', 'Turning every 2 hours'])(
    'documented by "%s"',
    (text) => expect(documented({ semiElectric: text }, 'bed-semi-electric')).toBe(true),
  );

  it.each([
    'Patient able to operate controls independently',
    'No frequent changes in position needed',
    'Position changes are not frequent',
  ])('not documented by "%s"', (text) => expect(documented({ semiElectric: text }, 'bed-semi-electric')).toBe(false));
});

describe('hospital bed: weight and heavy duty', () => {
  const base = { regularBedIssues: 'Requires frequent repositioning not possible in a regular bed' };

  it.each([
    ['weighs 350 lbs', ['E0250'], false],
    ['weighs 351 lbs', ['E0303'], true],
    ['wt 600 lb', ['E0303'], true],
    ['wt 601 lb', ['E0304'], true],
    ['158 kg', ['E0250'], false], // 348.3 lb
    ['159 kg', ['E0303'], true], // 350.5 lb
    ['272 kg', ['E0303'], true], // 599.7 lb
    ['273 kg', ['E0304'], true], // 601.9 lb
    ['body weight 355#', ['E0303'], true],
  ])('%s → %j', (weight, expected, heavy) => {
    const answers = { ...base, medicalCondition: `Fictional patient ${weight}` };
    expect(codes(answers)).toEqual(expected);
    expect(ids(answers).includes('bed-heavy-duty')).toBe(heavy);
  });

  it('reads "weight exceeds 350 lbs" (the chip) as over 350 lb, and asks for the weight', () => {
    const answers = { heavyDuty: 'Patient weight exceeds 350 lbs' };
    expect(criterion(answers, 'bed-heavy-duty')).toMatchObject({ status: 'documented' });
    const [suggestion] = check(answers).hcpcs;
    expect(suggestion).toMatchObject({
      code: 'E0303',
      alternative: { code: 'E0301', description: 'the same bed without mattress' },
      confirmed: true,
    });
    expect(suggestion.reason).toMatch(/^Weight stated only as over 350 lb/);
    expect(check(answers).weight).toEqual({
      pounds: 350,
      comparator: 'over',
      text: 'exceeds 350 lbs',
      field: 'heavyDuty',
      fieldLabel: 'Heavy Duty/Bariatric',
    });
  });

  it('gives the without-mattress alternative of the extra heavy duty bed', () => {
    expect(check({ heavyDuty: 'weighs 640 lbs' }).hcpcs[0].alternative).toEqual({
      code: 'E0302',
      description: 'the same bed without mattress',
    });
  });

  it('a heavy duty request without a weight shows the criterion as missing', () => {
    expect(criterion({ heavyDuty: 'Requires extra-wide bed surface' }, 'bed-heavy-duty')).toMatchObject({
      status: 'not-documented',
      missing: ['the patient’s weight, more than 350 lb'],
    });
  });

  it('warns when heavy duty is requested for 350 lb or less', () => {
    const warning = check({ heavyDuty: 'Heavy duty bed, weighs 340 lbs' }).warnings.find((w) => w.id === 'bed-heavy-duty-weight');
    expect(warning).toMatchObject({ field: 'heavyDuty' });
    expect(warning?.message).toContain('"340 lbs"');
    expect(warningIds({ heavyDuty: 'Heavy duty bed, weighs 360 lbs' })).not.toContain('bed-heavy-duty-weight');
    expect(warningIds({ medicalCondition: 'weighs 340 lbs' })).not.toContain('bed-heavy-duty-weight');
  });
});

describe('hospital bed HCPCS by feature', () => {
  const base = { regularBedIssues: 'Requires frequent repositioning not possible in a regular bed' };

  it('semi-electric beats variable height beats fixed height', () => {
    expect(codes(base)).toEqual(['E0250']);
    expect(codes({ ...base, variableHeight: 'Requires bed height adjustment for safe transfers' })).toEqual(['E0255']);
    expect(
      codes({
        ...base,
        variableHeight: 'Requires bed height adjustment for safe transfers',
        semiElectric: 'Requires frequent changes in body position',
      }),
    ).toEqual(['E0260']);
  });

  it('suggests nothing until something is documented', () => {
    expect(codes({ semiElectric: 'Patient able to operate controls independently' })).toEqual([]);
  });
});

describe('hospital bed warnings', () => {
  it.each(['Total electric bed requested', 'Full-electric bed with electric height', 'E0265'])('total electric: raised by "%s"', (text) => {
    expect(warningIds({ bedFeatures: text })).toContain('bed-total-electric');
  });

  it.each(['Semi-electric bed', 'Not a total electric bed'])('total electric: not raised by "%s"', (text) => {
    expect(warningIds({ bedFeatures: text })).not.toContain('bed-total-electric');
  });

  it.each(['Head of bed elevated 30 degrees', 'HOB up to 25°', 'HOB 30-45 degrees'])('head elevation: raised by "%s"', (text) => {
    const warning = check({ regularBedIssues: text }).warnings.find((w) => w.id === 'bed-head-elevation-30');
    expect(warning).toMatchObject({ field: 'regularBedIssues' });
  });

  it.each(['HOB elevated 45 degrees', 'Head of bed more than 30 degrees', 'Frequent repositioning'])(
    'head elevation: not raised by "%s"',
    (text) => {
      expect(warningIds({ regularBedIssues: text })).not.toContain('bed-head-elevation-30');
    },
  );

  it('pillows: raised when the head is above 30° and pillows are not ruled out', () => {
    expect(warningIds({ regularBedIssues: 'HOB elevated 45 degrees' })).toContain('bed-pillows-not-ruled-out');
    expect(warningIds(HEAD_UP)).not.toContain('bed-pillows-not-ruled-out');
    expect(warningIds({ regularBedIssues: 'HOB elevated 20 degrees' })).not.toContain('bed-pillows-not-ruled-out');
  });
});

describe('hospital bed, round 8: pillows that give way, and "propped" as elevation', () => {
  const pillowsOut = (regularBedIssues: string) =>
    criterion({ medicalCondition: 'CHF, orthopnea', regularBedIssues }, 'bed-qualifying').evidence.some((e) =>
      /pillows or wedges/u.test(e.how),
    );

  it.each([
    'HOB 45 degrees at all times. Family tried a wedge and stacked pillows for 3 weeks; she slid down off them within an hour every night.',
    'HOB 60 degrees at all times; no number of pillows in her own bed keeps her up high enough.',
  ])('pillows ruled out by "%s"', (text) => expect(pillowsOut(text)).toBe(true));

  it.each([
    'HOB 45 degrees at all times. Family tried a wedge and pillows for 3 weeks; she sleeps well on them.',
    'HOB 45 degrees at all times. Pillows tried; the rug by the bed slides off the step.',
  ])('not by "%s"', (text) => expect(pillowsOut(text)).toBe(false));

  it('reads "propped >=45 deg" as a head elevation above 30 degrees', () => {
    const result = criterion(
      { medicalCondition: 'CHF EF 20%', regularBedIssues: 'Must sleep propped >=45 deg. Tried 4 pillows + foam wedge x2 mo: slides down.' },
      'bed-qualifying',
    );
    expect(result.status).toBe('documented');
  });
});
