import { checklistProbe } from './testing';

// Obviously fake clinical text throughout; no real patient data.
const { check, criterion, documented, ids, codes, warningIds } = checklistProbe('walker');

describe('walker criterion 1: mobility limitation impairs MRADLs in the home', () => {
  const limitation = { mobilityLimitation: 'Unsteady gait with loss of balance' };

  it.each([
    'Unable to safely walk to the bathroom',
    'Requires assistance to reach the bedroom',
    'Difficulty carrying meals to the table',
    'Toileting is unsafe without support',
  ])('documented by the limitation and "%s"', (text) =>
    expect(documented({ ...limitation, mrADLsImpact: text }, 'walker-mradl')).toBe(true),
  );

  it('the impairment alone leaves the MRADL missing', () => {
    expect(criterion(limitation, 'walker-mradl').missing).toEqual([
      'which MRADL in the home it prevents, makes unsafe or slows (e.g. walking to the bathroom)',
    ]);
  });

  it.each(['Independent walking to the bathroom', 'No difficulty reaching the bedroom', 'Able to walk to the kitchen'])(
    'not documented by "%s"',
    (text) => {
      expect(documented({ ...limitation, mrADLsImpact: text }, 'walker-mradl')).toBe(false);
    },
  );

  it.each(['No falls, no loss of balance', 'Denies weakness'])('the impairment is negated: "%s"', (text) => {
    expect(documented({ mobilityLimitation: text, mrADLsImpact: 'Unable to safely walk to the bathroom' }, 'walker-mradl')).toBe(false);
  });
});

describe('walker criterion 2: safe use', () => {
  it.each([
    'Able to use walker safely',
    'Demonstrates safe use of hand brakes',
    'Demonstrated safe use during evaluation',
    'Uses the rollator safely on level floors',
  ])('documented by "%s"', (text) => expect(documented({ patientCapability: text }, 'walker-safe-use')).toBe(true));

  it.each(['Unable to use walker safely', 'Unsafe use of the rollator brakes', 'Cannot demonstrate safe use', 'Uses the walker unsafely'])(
    'not documented by "%s"',
    (text) => expect(documented({ patientCapability: text }, 'walker-safe-use')).toBe(false),
  );
});

describe('walker criterion 3: the walker resolves the deficit', () => {
  it.each([
    'With a walker ambulates 150 feet steadily',
    'Rollator improves stability',
    'Will allow independent household ambulation. With RW no LOB over 150 ft in the home.',
  ])('documented by "%s"', (text) => expect(documented({ safetyIndependence: text }, 'walker-resolves')).toBe(true));

  // A prediction alone: found, but unclear until what was seen is written (decision 0168).
  it.each(['Will reduce fall risk', 'Will allow independent household ambulation'])('unclear by "%s" alone', (text) =>
    expect(criterion({ safetyIndependence: text }, 'walker-resolves').status).toBe('unclear'),
  );

  it.each(['Will not reduce fall risk', 'With walker still unable to ambulate safely', 'Required for safe ambulation in the home'])(
    'not documented by "%s"',
    (text) => expect(documented({ safetyIndependence: text }, 'walker-resolves')).toBe(false),
  );
});

describe('walker heavy duty and E0147', () => {
  it('heavy duty applies when requested or over 300 lb', () => {
    expect(ids({ walkerType: 'Two-wheeled walker' })).not.toContain('walker-heavy-duty');
    expect(ids({ walkerType: 'Heavy-duty bariatric walker' })).toContain('walker-heavy-duty');
    expect(ids({ mobilityLimitation: 'weighs 320 lbs' })).toContain('walker-heavy-duty');
    expect(criterion({ walkerType: 'Heavy-duty bariatric walker' }, 'walker-heavy-duty').missing).toEqual([
      'the patient’s weight, more than 300 lb',
    ]);
  });

  it('E0147 applies when a multiple braking walker is requested', () => {
    expect(ids({ walkerType: 'Two-wheeled walker' })).not.toContain('walker-e0147');
    expect(ids({ walkerType: 'Heavy duty multiple braking system walker' })).toContain('walker-e0147');
  });

  it.each([
    'Severe neurologic disorder (fictional) limits grip',
    'Left hemiparesis after the fictional CVA',
    'Uses only one hand',
    'Restricted use of the right hand',
    'No use of left hand',
  ])('E0147 documented by "%s"', (text) => {
    const answers = { walkerType: 'Multiple braking system walker, variable wheel resistance', mobilityLimitation: text };
    expect(documented(answers, 'walker-e0147')).toBe(true);
    expect(codes(answers)).toEqual(['E0147']);
  });

  it.each(['Obesity', 'Neurologic exam normal', 'Both hands functional', 'No hemiparesis'])('E0147 not documented by "%s"', (text) => {
    const answers = { walkerType: 'Multiple braking system walker', mobilityLimitation: text };
    expect(documented(answers, 'walker-e0147')).toBe(false);
    expect(codes(answers)).not.toContain('E0147');
  });
});

describe('walker HCPCS', () => {
  it.each([
    ['Two-wheeled walker', 'weighs 300 lbs', ['E0143']],
    ['Two-wheeled walker', 'weighs 301 lbs', ['E0149']],
    ['Standard pickup walker', 'wt 300 lb', ['E0135']],
    ['Standard pickup walker', 'wt 301 lb', ['E0148']],
    ['Four-wheeled rollator with seat', '136 kg', ['E0143', 'E0156']], // 299.8 lb
    ['Four-wheeled rollator with seat', '137 kg', ['E0149', 'E0156']], // 302.0 lb
    ['Heavy-duty bariatric walker', 'body weight 355#', ['E0148']],
  ])('%s, %s → %j', (type, weight, expected) => {
    expect(codes({ walkerType: type, mobilityLimitation: `Fictional patient ${weight}` })).toEqual(expected);
  });

  it('offers the wheeled heavy duty walker when wheels are not stated', () => {
    const [suggestion] = check({ walkerType: 'Heavy-duty bariatric walker', mobilityLimitation: 'weighs 340 lbs' }).hcpcs;
    expect(suggestion).toMatchObject({ code: 'E0148', alternative: { code: 'E0149' }, confirmed: true });
    expect(suggestion.reason).toContain('do not say whether the walker has wheels');
  });

  it('marks the seat attachment as not confirmed from the LCD', () => {
    const seat = check({ walkerType: 'Four-wheeled rollator with seat' }).hcpcs.find((h) => h.code === 'E0156');
    expect(seat?.confirmed).toBe(false);
  });

  it('"without wheels" is not a wheeled walker', () => {
    expect(codes({ walkerType: 'Folding walker without wheels' })).toEqual(['E0135']);
  });

  it('suggests nothing for an unstated walker type', () => {
    expect(codes({ mobilityLimitation: 'Limited endurance' })).toEqual([]);
  });
});

describe('walker warnings', () => {
  it('hand brakes: an enhancement accessory unless E0147', () => {
    expect(warningIds({ specialFeatures: 'Hand brakes needed for safe control' })).toContain('walker-hand-brakes');
    expect(warningIds({ specialFeatures: 'Hand brakes', walkerType: 'Multiple braking system walker' })).not.toContain(
      'walker-hand-brakes',
    );
    expect(warningIds({ specialFeatures: 'No hand brakes' })).not.toContain('walker-hand-brakes');
  });

  it('enclosed frame walker', () => {
    expect(warningIds({ walkerType: 'Enclosed frame walker' })).toContain('walker-enclosed-frame');
    expect(warningIds({ walkerType: 'Two-wheeled walker' })).not.toContain('walker-enclosed-frame');
  });

  it('heavy duty requested for 300 lb or less', () => {
    expect(warningIds({ walkerType: 'Heavy-duty bariatric walker', mobilityLimitation: 'weighs 300 lbs' })).toContain(
      'walker-heavy-duty-weight',
    );
    expect(warningIds({ walkerType: 'Heavy-duty bariatric walker', mobilityLimitation: 'weighs 301 lbs' })).not.toContain(
      'walker-heavy-duty-weight',
    );
  });
});

describe('walker, round 8: concepts near each other, in either order', () => {
  const limitation = { mobilityLimitation: 'Ataxic gait' };
  const status = (answers: Record<string, string>, id: string) => criterion(answers, id).status;

  it.each([
    'She has been too unsteady to go there on her own and has had accidents before reaching the toilet.',
    'She loses her balance walking to the dresser.',
    'Needs to hold on to the wall the entire way to the bathroom.',
  ])('a failure on the way to a room of the home is the MRADL: "%s"', (text) => {
    expect(status({ ...limitation, homeEnvironment: text }, 'walker-mradl')).toBe('documented');
  });

  it.each(['No loss of balance walking to the bathroom.', 'Walks to the kitchen without falls.'])('not: "%s"', (text) => {
    expect(status({ ...limitation, homeEnvironment: text }, 'walker-mradl')).not.toBe('documented');
  });

  it.each([
    'Walked household distances with FWW today without any loss of balance.',
    'Gets in and out of the walker correctly when standing up and sitting down.',
    'Locks the rollator hand brakes reliably and sits on the seat only after locking it.',
  ])('the walker handled safely is safe use: "%s"', (text) => {
    expect(status({ safetyIndependence: text }, 'walker-safe-use')).toBe('documented');
  });

  it.each([
    ['in a past time', 'Used a walker safely in the rehab gym in 2023; has not used one since.'],
    ['for a purpose only', 'Needs a walker to walk safely.'],
    ['with an inability in the sentence', 'Walks with the walker correctly but is unable to turn.'],
    ['with help in the sentence', 'Uses the walker correctly with min assist.'],
  ])('not safe use %s: "%s"', (_, text) => {
    expect(status({ safetyIndependence: text }, 'walker-safe-use')).not.toBe('documented');
  });

  it.each([
    'With the walker she crossed the house to the bathroom and back without help.',
    'Using a walker borrowed from her neighbor, she has been getting herself to the bathroom and the kitchen.',
  ])('getting to the rooms of the home with it resolves the deficit: "%s"', (text) => {
    expect(status({ safetyIndependence: text }, 'walker-resolves')).toBe('documented');
  });

  it.each([
    'Still unable to walk more than 10 ft with the walker and needs her husband’s help to reach the bathroom.',
    'Even with the walker she cannot get to the bathroom.',
  ])('not when the sentence says it fails: "%s"', (text) => {
    expect(status({ safetyIndependence: text }, 'walker-resolves')).not.toBe('documented');
  });
});
