import { checklistProbe } from './testing';

// Obviously fake clinical text throughout; no real patient data.
const { check, criterion, documented, ids, codes, warningIds } = checklistProbe('commode');

describe('commode: cannot use regular toilet facilities', () => {
  it.each(['Unable to reach the bathroom in time', 'Cannot safely access the toilet', 'Incapable of using regular toilet facilities'])(
    'documented by "%s"',
    (text) => expect(documented({ toiletingLimitation: text }, 'commode-incapable')).toBe(true),
  );

  it('documented by a confinement statement too (it says why)', () => {
    expect(criterion({ toiletingLimitation: 'Confined to one room' }, 'commode-incapable').evidence[0].how).toBe(
      'says the patient is confined to one room',
    );
  });

  it.each([
    'Able to use a standard toilet',
    'Able to use the toilet with grab bars',
    'Not unable to reach the bathroom',
    'Walks to the bathroom independently',
  ])('not documented by "%s"', (text) => expect(documented({ toiletingLimitation: text }, 'commode-incapable')).toBe(false));
});

describe('commode: confinement', () => {
  it.each([
    ['Confined to one room', 'says the patient is confined to one room'],
    ['Bed-bound since the fictional fracture', 'says the patient is room- or bed-bound'],
    ['Confined to one level of the home without a toilet', 'says the patient is confined to one level'],
    ['No toilet facilities in the home', 'says there are no toilet facilities in the home'],
    ['The trailer has no bathroom', 'says the home has no toilet'],
  ])('documented by "%s"', (text, how) => {
    const result = criterion({ toiletingLimitation: text }, 'commode-confinement');
    expect(result.status).toBe('documented');
    expect(result.evidence[0].how).toBe(how);
  });

  it('one level: confinement and the missing toilet may come from two fields', () => {
    const result = criterion(
      { toiletingLimitation: 'Unable to climb stairs', homeLayoutBarriers: 'Only bathroom is on the second floor' },
      'commode-confinement',
    );
    expect(result.status).toBe('documented');
    expect(result.evidence.map((e) => e.field)).toEqual(['toiletingLimitation', 'homeLayoutBarriers']);
  });

  it('one level: the layout alone shows the confinement as missing', () => {
    const result = criterion({ homeLayoutBarriers: 'Only bathroom is on the second floor' }, 'commode-confinement');
    expect(result.status).toBe('not-documented');
    expect(result.missing).toEqual(['confined to one level of the home']);
  });

  it.each([
    'Not confined to one room',
    'Patient is not room-bound',
    'Unable to reach the bathroom in time',
    'Bathroom too far from bedroom for safe ambulation',
    'There is a toilet on every level',
    'Confined to one level of the home',
  ])('not documented by "%s"', (text) => {
    expect(documented({ toiletingLimitation: text }, 'commode-confinement')).toBe(false);
  });
});

describe('commode: standalone, not over a toilet', () => {
  it.each([
    'Will be used as a standalone bedside commode, not placed over a toilet',
    'Will be used at bedside day and night',
    'Will not be placed over the toilet',
    'Free-standing commode in the bedroom',
  ])('documented by "%s"', (text) => expect(documented({ standaloneDevice: text }, 'commode-standalone')).toBe(true));

  it.each(['Will be placed over the toilet as a raised seat', 'Not standalone'])('not documented by "%s"', (text) => {
    expect(documented({ standaloneDevice: text }, 'commode-standalone')).toBe(false);
  });
});

describe('commode: detachable arms', () => {
  it('apply only when requested', () => {
    expect(ids({ useAndAssistance: 'Caregiver will assist with transfers' })).not.toContain('commode-detachable-arms');
    expect(ids({ useAndAssistance: 'Drop-arm commode' })).toContain('commode-detachable-arms');
  });

  it.each([
    'Drop-arm commode needed for lateral transfers from the bed',
    'Detachable arms required for extra width',
    'Slide-board transfers need a drop arm',
  ])('documented by "%s"', (text) => expect(documented({ useAndAssistance: text }, 'commode-detachable-arms')).toBe(true));

  it.each(['Drop-arm commode preferred', 'Drop-arm commode, not needed for transfers'])('not documented by "%s"', (text) => {
    expect(documented({ useAndAssistance: text }, 'commode-detachable-arms')).toBe(false);
  });
});

describe('commode HCPCS', () => {
  const base = { toiletingLimitation: 'Confined to one room' };

  it.each([
    ['weighs 299 lbs', ['E0163']],
    ['weighs 300 lbs', ['E0163']],
    ['weighs 301 lbs', ['E0168']],
    ['136 kg', ['E0163']], // 299.8 lb
    ['137 kg', ['E0168']], // 302.0 lb
    ['weight over 300 lbs', ['E0168']],
  ])('%s → %j', (weight, expected) => {
    expect(codes({ ...base, medicalImpairments: `Fictional patient ${weight}` })).toEqual(expected);
  });

  it('E0165 for documented detachable arms', () => {
    expect(codes({ ...base, useAndAssistance: 'Drop-arm commode needed for lateral transfers' })).toEqual(['E0165']);
  });

  it('suggests nothing before the need is documented', () => {
    expect(codes({ medicalImpairments: 'Exertional dyspnea' })).toEqual([]);
  });

  it('the heavy duty criterion appears when requested or the weight is 300 lb or more', () => {
    expect(ids({ medicalImpairments: 'weighs 280 lbs' })).not.toContain('commode-heavy-duty');
    expect(ids({ medicalImpairments: 'weighs 300 lbs' })).toContain('commode-heavy-duty');
    expect(criterion({ medicalImpairments: 'weighs 300 lbs' }, 'commode-heavy-duty').status).toBe('not-documented');
    expect(criterion({ medicalImpairments: 'Bariatric commode, weighs 320 lbs' }, 'commode-heavy-duty').status).toBe('documented');
  });
});

describe('commode warnings', () => {
  it('no confinement statement: raised once something is typed, until confinement is documented', () => {
    const warning = check({ toiletingLimitation: 'Unable to reach the bathroom in time' }).warnings.find(
      (w) => w.id === 'commode-no-confinement',
    );
    expect(warning).toMatchObject({ field: 'toiletingLimitation' });
    expect(warningIds({ toiletingLimitation: 'Confined to one room' })).not.toContain('commode-no-confinement');
    expect(warningIds({ toiletingLimitation: 'Not confined to one room' })).toContain('commode-no-confinement');
    expect(warningIds({})).toEqual([]);
  });

  it.each(['Commode will be placed over the toilet', 'Used as a raised toilet seat', 'Toilet safety frame'])(
    'over a toilet: raised by "%s"',
    (text) => {
      expect(warningIds({ standaloneDevice: text })).toContain('commode-over-toilet');
    },
  );

  it.each(['Will be used as a standalone bedside commode, not placed over a toilet', 'Will not be used as a raised toilet seat'])(
    'over a toilet: not raised by "%s"',
    (text) => expect(warningIds({ standaloneDevice: text })).not.toContain('commode-over-toilet'),
  );

  it('exactly 300 lb: the LCD wording is ambiguous', () => {
    expect(warningIds({ medicalImpairments: 'weighs 300 lbs' })).toContain('commode-weight-300');
    expect(warningIds({ medicalImpairments: 'weighs 301 lbs' })).not.toContain('commode-weight-300');
    expect(warningIds({ medicalImpairments: 'weighs 299 lbs' })).not.toContain('commode-weight-300');
  });

  it('heavy duty requested under 300 lb', () => {
    expect(warningIds({ medicalImpairments: 'Heavy duty commode requested, weighs 260 lbs' })).toContain('commode-heavy-duty-weight');
    expect(warningIds({ medicalImpairments: 'Heavy duty commode requested, weighs 320 lbs' })).not.toContain('commode-heavy-duty-weight');
    expect(warningIds({ medicalImpairments: 'weighs 260 lbs' })).not.toContain('commode-heavy-duty-weight');
  });
});

describe('commode, round 8: where it will stand, away from the toilet', () => {
  it.each([
    'The commode will stand on its own beside her recliner in the living room.',
    'Placement: bedside, used with pail/lid; not as raised toilet seat.',
    "She'll use it on its own right by her bed.",
    'Aide sets the commode up beside the bed each evening; the pail is emptied each morning.',
    'It will be placed in her bedroom, on the left side of her bed.',
  ])('documented by "%s"', (text) => expect(documented({ standaloneDevice: text }, 'commode-standalone')).toBe(true));

  it.each([
    'The commode will be placed over the toilet.',
    'Will not be used beside the bed; goes over the toilet as a raised seat.',
    'Used by the bed at night and over the toilet by day.',
  ])('not documented by "%s"', (text) => expect(documented({ standaloneDevice: text }, 'commode-standalone')).toBe(false));
});

describe('commode, round 8: inabilities told over time, and the only toilet on another level', () => {
  it.each([
    'Since her stroke she has not been able to get to the bathroom at all, even with two people helping.',
    'She can no longer get to the toilet; bedpan in use.',
  ])('cannot use the toilet: "%s"', (text) => expect(documented({ toiletingLimitation: text }, 'commode-incapable')).toBe(true));

  it.each([
    'She has been able to get to the bathroom with her walker.',
    'No longer unable to reach the toilet: walks there with her cane.',
  ])('not: "%s"', (text) => expect(documented({ toiletingLimitation: text }, 'commode-incapable')).toBe(false));

  it.each([
    'Pt resides on the main level only (unable to manage the 12 basement stairs); the only bathroom in the home is in the basement.',
    'Unable to climb stairs; the only bathroom is upstairs.',
  ])('confined to a level without a toilet: "%s"', (text) => {
    expect(documented({ homeLayoutBarriers: text }, 'commode-confinement')).toBe(true);
  });

  it('not when the level has a toilet of its own', () => {
    expect(
      documented(
        { homeLayoutBarriers: 'Unable to climb stairs; the only full bathroom is upstairs, half bath on the main floor.' },
        'commode-confinement',
      ),
    ).toBe(false);
  });
});
