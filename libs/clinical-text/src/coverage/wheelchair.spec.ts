import { checklistProbe } from './testing';

// Obviously fake clinical text throughout; no real patient data.
const { check, criterion, documented, codes, warningIds } = checklistProbe('wheelchair');

describe('wheelchair criterion A: mobility limitation impairs MRADLs', () => {
  const mradls = { mrADLsAffected: 'Toileting and bathing' };

  it.each([
    'Unable to ambulate household distances safely',
    'Patient is non-ambulatory since the fictional fall',
    'Ambulation limited to 15 feet with rest breaks',
    'High fall risk with ambulation in the hallway',
    'Walking is unsafe without hands-on assist',
    'Cannot complete MRADLs in a reasonable time',
  ])('documented by "%s" with the MRADLs named', (text) => {
    const result = criterion({ mobilityLimitation: text, ...mradls }, 'wheelchair-a');
    expect(result.status).toBe('documented');
    expect(result.evidence[0].field).toBe('mobilityLimitation');
  });

  it('shows the MRADL named in "MRADLs Affected"', () => {
    const result = criterion({ mobilityLimitation: 'Unable to ambulate household distances safely', ...mradls }, 'wheelchair-a');
    expect(result.evidence[1]).toEqual({
      field: 'mrADLsAffected',
      fieldLabel: 'MRADLs Affected',
      matched: 'Toileting',
      how: 'names an MRADL',
    });
  });

  it.each([
    'Able to ambulate household distances',
    'No fall risk identified',
    'Denies falls, walks community distances',
    'Ambulates 300 feet without device',
    // A score's denominator, and "falls" as a verb, are no falls.
    'Berg 38/56 falls below the 45/56 cut-off',
    'Gait speed 0.9 m/s falls within normal limits',
  ])('not documented by the negation or near-miss "%s"', (text) => {
    expect(documented({ mobilityLimitation: text, ...mradls }, 'wheelchair-a')).toBe(false);
  });

  it('needs the MRADLs too, and says so', () => {
    const result = criterion({ mobilityLimitation: 'Unable to ambulate in the home' }, 'wheelchair-a');
    expect(result.status).toBe('not-documented');
    expect(result.missing).toEqual(['which MRADLs in the home are affected (toileting, feeding, dressing, grooming, bathing)']);
    expect(result.evidence).toHaveLength(1);
  });

  it('does not count an MRADL the patient does independently', () => {
    expect(
      documented({ mobilityLimitation: 'Unable to ambulate in the home', mrADLsAffected: 'Independent with toileting' }, 'wheelchair-a'),
    ).toBe(false);
  });
});

describe('wheelchair criterion B: cane and walker ruled out', () => {
  it.each([
    'Walker insufficient due to limited endurance',
    'Unable to safely use walker due to upper extremity weakness',
    'Continues to fall despite use of walker',
    'Cane and walker are inadequate for household mobility',
    'Rollator did not resolve the gait deviation',
  ])('documented by "%s" (ruling out the walker rules out the cane)', (text) => {
    expect(documented({ lesserAids: text }, 'wheelchair-b')).toBe(true);
  });

  it('a cane alone is not enough: the walker is still missing', () => {
    const result = criterion({ lesserAids: 'Cane insufficient due to poor balance' }, 'wheelchair-b');
    expect(result.status).toBe('not-documented');
    expect(result.missing).toEqual(['why a walker is not sufficient']);
    expect(result.evidence[0]).toMatchObject({ field: 'lesserAids', matched: 'Cane insufficient', how: 'says a cane is not sufficient' });
  });

  it.each([
    'Walker is not insufficient',
    'Walker has not been tried',
    'Uses a walker safely at home',
    'No walker insufficiency noted',
    'Cane helpful, walker sufficient',
  ])('not documented by "%s"', (text) => {
    expect(documented({ lesserAids: text }, 'wheelchair-b')).toBe(false);
  });
});

describe('wheelchair criterion C: the home fits the wheelchair', () => {
  const full = {
    homeAccessibility: 'Doorways wide enough for wheelchair. Adequate turning space in main living areas. Level floor surfaces throughout.',
  };

  it('documented by access, space and surfaces together', () => {
    expect(criterion(full, 'wheelchair-c')).toMatchObject({ status: 'documented', missing: [] });
  });

  it('lists each part that is missing', () => {
    expect(criterion({ homeAccessibility: 'Doorways 34 inches wide' }, 'wheelchair-c').missing).toEqual([
      'maneuvering space',
      'floor surfaces the wheelchair can roll on',
    ]);
  });

  it.each([
    'Doorways not wide enough for wheelchair. No turning space. Floors are not level.',
    'Uneven floors and narrow doorways',
    'Ramp at entrance',
  ])('not documented by "%s"', (text) => {
    expect(criterion({ homeAccessibility: text }, 'wheelchair-c').evidence).toEqual([]);
  });
});

describe('wheelchair criterion D: significant benefit, regular use', () => {
  it('documented by a benefit and daily use', () => {
    const answers = { expectedBenefit: 'Will allow patient to complete MRADLs safely; will be used daily in the home' };
    expect(documented(answers, 'wheelchair-d')).toBe(true);
  });

  it('"activities of daily living" is not daily use', () => {
    const result = criterion({ expectedBenefit: 'Will improve participation in activities of daily living' }, 'wheelchair-d');
    expect(result.missing).toEqual(['that it will be used regularly in the home (e.g. "daily")']);
  });

  it.each(['Will not improve MRADLs, used daily', 'No improvement expected; used daily'])('not documented by "%s"', (text) => {
    expect(documented({ expectedBenefit: text }, 'wheelchair-d')).toBe(false);
  });
});

describe('wheelchair criterion E: willing to use it', () => {
  it.each([
    'Patient is willing to use the wheelchair in the home',
    'Patient motivated to use the wheelchair',
    'Has not expressed an unwillingness to use it',
  ])('documented by "%s"', (text) => expect(documented({ propulsionAbility: text }, 'wheelchair-e')).toBe(true));

  it.each(['Patient is unwilling to use the wheelchair', 'Patient not willing to use the wheelchair'])('not documented by "%s"', (text) => {
    expect(documented({ propulsionAbility: text }, 'wheelchair-e')).toBe(false);
  });

  it('warns when the patient is unwilling, and not otherwise', () => {
    expect(warningIds({ propulsionAbility: 'Patient refuses to use the wheelchair' })).toContain('wheelchair-unwilling');
    expect(warningIds({ propulsionAbility: 'Patient is willing to use the wheelchair' })).not.toContain('wheelchair-unwilling');
  });
});

describe('wheelchair criterion F or G', () => {
  it.each([
    'Able to self-propel household distances',
    'Self-propels with bilateral upper extremities',
    'Propels the wheelchair with both arms',
  ])('F: documented by "%s"', (text) => {
    const result = criterion({ propulsionAbility: text }, 'wheelchair-f-or-g');
    expect(result.status).toBe('documented');
    expect(result.evidence).toHaveLength(1);
  });

  it('G: documented by a caregiver available, willing and able', () => {
    const result = criterion(
      { propulsionAbility: 'Unable to self-propel; daughter is available, willing and able to propel' },
      'wheelchair-f-or-g',
    );
    expect(result.status).toBe('documented');
    expect(result.evidence.map((e) => e.how)).toEqual([
      'says a caregiver is available',
      'says the caregiver is willing',
      'says the caregiver is able to assist',
    ]);
  });

  it('G without "able" shows what is missing', () => {
    const result = criterion({ propulsionAbility: 'Caregiver available and willing to propel' }, 'wheelchair-f-or-g');
    expect(result.status).toBe('not-documented');
    expect(result.missing).toEqual(['a caregiver who is able to assist (e.g. "willing and able to propel")']);
  });

  it.each([
    'Unable to self-propel',
    'Cannot self-propel due to shoulder pain',
    'No caregiver available',
    'Caregiver is not available or willing',
  ])('not documented by "%s"', (text) => {
    const result = criterion({ propulsionAbility: text }, 'wheelchair-f-or-g');
    expect(result.status).toBe('not-documented');
  });

  it('with nothing found names both options', () => {
    expect(criterion({}, 'wheelchair-f-or-g').missing).toEqual(['self-propulsion (F) or a caregiver available, willing and able (G)']);
  });
});

describe('wheelchair lightweight (K0003) criteria', () => {
  it('apply only when a lightweight chair is requested', () => {
    expect(check({ equipmentDetails: 'Standard manual wheelchair' }).criteria.map((c) => c.id)).not.toContain('wheelchair-k0003');
    expect(check({ equipmentDetails: 'Ultra lightweight wheelchair' }).criteria.map((c) => c.id)).not.toContain('wheelchair-k0003');
    expect(check({ equipmentDetails: 'Lightweight manual wheelchair' }).criteria.map((c) => c.id)).toContain('wheelchair-k0003');
  });

  it('documented when the patient cannot propel a standard chair but does propel a lightweight one', () => {
    const answers = {
      equipmentDetails: 'Lightweight manual wheelchair',
      propulsionAbility: 'Unable to self-propel a standard wheelchair; self-propels the lightweight chair during the trial',
    };
    expect(documented(answers, 'wheelchair-k0003')).toBe(true);
    expect(codes(answers)).toEqual(['K0003']);
  });

  it('falls back to K0001 with the reason when the K0003 criteria are not documented', () => {
    const answers = { equipmentDetails: 'Lightweight manual wheelchair', propulsionAbility: 'Unable to self-propel a lightweight chair' };
    expect(criterion(answers, 'wheelchair-k0003').status).toBe('not-documented');
    const [suggestion] = check(answers).hcpcs;
    expect(suggestion.code).toBe('K0001');
    expect(suggestion.reason).toMatch(/^Lightweight requested, but the K0003 criteria are not documented/);
  });
});

describe('wheelchair HCPCS by weight', () => {
  it.each([
    ['weighs 250 lbs', ['K0001']],
    ['weighs 251 lbs', ['K0006']],
    ['wt 300 lb', ['K0006']],
    ['wt 301 lb', ['K0007']],
    ['113 kg', ['K0001']], // 249.1 lb
    ['114 kg', ['K0006']], // 251.3 lb
    ['136 kg', ['K0006']], // 299.8 lb
    ['137 kg', ['K0007']], // 302.0 lb
    ['body weight 355#', ['K0007']],
  ])('%s → %j', (weight, expected) => {
    expect(codes({ equipmentDetails: 'Standard manual wheelchair', medicalDiagnosis: `Fictional patient ${weight}` })).toEqual(expected);
  });

  it('marks the weight classes as not confirmed from the LCD text and shows the reason', () => {
    const [suggestion] = check({ medicalDiagnosis: 'weighs 380 lbs' }).hcpcs;
    expect(suggestion).toMatchObject({ code: 'K0007', confirmed: false, description: 'Extra heavy duty wheelchair' });
    expect(suggestion.reason).toBe('Patient weight over 300 lb (extra heavy duty base) — weight 380 lb ("Medical Diagnosis/Cause")');
  });

  it('suggests nothing when no wheelchair is described', () => {
    expect(codes({ mobilityLimitation: 'Unable to ambulate' })).toEqual([]);
  });
});

describe('wheelchair warning: duration under 3 months', () => {
  it.each(['2 months', '6 weeks', '12 weeks', 'less than 3 months', '6-8 weeks'])('raised for "%s"', (duration) => {
    const warning = check({ durationOfNeed: duration }).warnings.find((w) => w.id === 'wheelchair-short-need');
    expect(warning).toMatchObject({ field: 'durationOfNeed' });
    expect(warning?.message).toContain('custom wheelchair');
  });

  it.each(['3 months', '13 weeks', '6 months', 'Lifetime', '99 months', 'permanent', 'two to four months', 'not sure'])(
    'not raised for "%s"',
    (duration) => {
      expect(warningIds({ durationOfNeed: duration })).not.toContain('wheelchair-short-need');
    },
  );
});

describe('wheelchair criterion B, round 8: aids ruled out in more of the ways letters say it', () => {
  const both = (lesserAids: string) => criterion({ lesserAids }, 'wheelchair-b').status;

  it.each([
    'SPC -> unsafe, 3 LOB in session. FWW x3 weeks with HH PT: 2 falls anyway.',
    'Both a cane and a walker were considered. Neither is workable: he cannot close his fingers around a handle.',
    'For these reasons neither a cane nor a walker is a safe option for her in the home.',
  ])('documented by "%s"', (text) => expect(both(text)).toBe('documented'));

  it.each([
    'Both a cane and a walker were considered. Neither was tried yet.',
    'FWW x3 weeks: falls 0, steady.',
    'Cane and walker considered; either would be a safe option.',
  ])('not documented by "%s"', (text) => expect(both(text)).not.toBe('documented'));

  it('a cane that "would give him even less support" is ruled out', () => {
    expect(criterion({ lesserAids: 'A cane would give him even less support.' }, 'wheelchair-b').evidence[0].how).toBe(
      'says a cane is not sufficient',
    );
  });
});

describe('wheelchair criterion F, round 8: propulsion in more words', () => {
  const propels = (propulsionAbility: string) => criterion({ propulsionAbility }, 'wheelchair-f-or-g').status;

  it.each([
    'Pt independently propels manual w/c on all home surfaces; UE strength 4+/5; safe.',
    'During my visit she wheeled herself through every room of her house without difficulty.',
  ])('documented by "%s"', (text) => expect(propels(text)).toBe('documented'));

  it.each(['Husband pushes her in the chair to the bathroom.', 'Her son wheels her to the kitchen.', 'Unable to propel the manual w/c.'])(
    'not documented by "%s"',
    (text) => expect(propels(text)).not.toBe('documented'),
  );
});
