import { contradictionOf, directionOf, pastTimeOf, recoveryAfter, topicsOf } from './consistency';
import { normalize, type Normalized } from './normalize';
import { TODAY, checklistProbe } from './testing';

// Obviously fake clinical text throughout; no real patient data.

/** The answers as the rules read them, and where `claim` sits in `field`. */
function letter(answers: Record<string, string>, field: string, claim: string) {
  const texts = new Map<string, Normalized>(Object.entries(answers).map(([key, value]) => [key, normalize(value)]));
  const norm = texts.get(field) as Normalized;
  const index = norm.text.indexOf(claim);
  if (index < 0) throw new Error(`${claim} not in ${norm.text}`);
  return { texts, place: { field, norm, index, end: index + claim.length } };
}

describe('directionOf: which way a sentence points', () => {
  it.each([
    ['Ambulates household distances with rolling walker, no LOB observed', 'ability'],
    ['Walks to the kitchen daily with her walker', 'ability'],
    ['Cannot hold or lift the walker', 'limitation'],
    ['Still unable to walk more than 10 ft with the walker', 'limitation'],
    ['Not safe with the walker on turns', 'limitation'],
  ] as const)('"%s" → %s', (sentence, direction) => expect(directionOf(sentence)).toBe(direction));

  it.each([
    'Walks 10 ft with the walker, then knees buckle', // both ways
    'Walker is folded in the hall closet', // neither
    'No falls reported, but unable to stand without help', // both ways
  ])('"%s" points neither way', (sentence) => expect(directionOf(sentence)).toBeUndefined());
});

describe('topicsOf: what a text is about', () => {
  it('names the aid, the chair and the rooms of the home', () => {
    expect([...topicsOf('Walker not safe')]).toEqual(['walker']);
    expect([...topicsOf('Confined to bedroom')]).toEqual(['the rooms of the home']);
    expect([...topicsOf('Propels the w/c to the kitchen')]).toEqual(['wheelchair', 'the rooms of the home']);
  });

  it('not what the text sets aside', () => {
    expect(topicsOf('Walks 5 ft without the walker').size).toBe(0);
    expect(topicsOf('Uses no cane at present').size).toBe(0);
  });
});

describe('contradictionOf: the same topic, the other way, elsewhere', () => {
  it('a limitation against a plain sentence that says the patient manages', () => {
    const { texts, place } = letter(
      { lesserAids: 'Walker not safe.', propulsionAbility: 'Ambulates household distances with rolling walker, no LOB observed.' },
      'lesserAids',
      'Walker not safe',
    );
    expect(contradictionOf(place, 'limitation', texts)?.norm.text).toContain('Ambulates household distances');
  });

  it('an ability against a sentence that says the patient does not manage', () => {
    const { texts, place } = letter(
      { safetyIndependence: 'Safe with walker.', patientCapability: 'Grip 3 lb bilat; cannot hold or lift the walker.' },
      'safetyIndependence',
      'Safe with walker',
    );
    expect(contradictionOf(place, 'ability', texts)).toBeDefined();
  });

  it.each([
    ['a goal', 'Goal: ambulate safely with the walker.'],
    ['a condition', 'If strength improves, walks with the walker.'],
    ['a past time', 'Last spring walked with the walker independently.'],
    ['both ways', 'Walks 10 ft with the walker, then knees buckle.'],
    ['another topic', 'Walks safely with a cane in the clinic.'],
    ['the same way', 'Falls with the walker on turns.'],
  ])('not %s', (_, other) => {
    const { texts, place } = letter({ lesserAids: 'Walker not safe.', propulsionAbility: other }, 'lesserAids', 'Walker not safe');
    expect(contradictionOf(place, 'limitation', texts)).toBeUndefined();
  });

  it('not the claim’s own sentence (its contrasts are qualifierOf’s)', () => {
    const { texts, place } = letter(
      { lesserAids: 'Walker not safe, walks with the walker in the clinic only' },
      'lesserAids',
      'Walker not safe',
    );
    expect(contradictionOf(place, 'limitation', texts)).toBeUndefined();
  });
});

describe('recoveryAfter: a past told as over', () => {
  const recovered = 'She has since recovered and now walks to the bathroom with her cane.';

  it.each([
    'Last spring, after her hip fracture, she could not reach the bathroom.',
    'After her 2023 fall she struggled to get to the bathroom for a few weeks.',
    'Two years ago she could not reach the bathroom.'.replace('Two', '2'),
  ])('"%s", then a recovery: past', (sentence) => {
    const { texts, place } = letter({ mobilityLimitation: sentence, mrADLsAffected: recovered }, 'mobilityLimitation', 'bathroom');
    expect(recoveryAfter(place, texts, TODAY)).toBeDefined();
  });

  it.each([
    ['the present in the sentence', 'Since her 2023 fall she cannot reach the bathroom.', recovered],
    ['this year', 'In 2026 she could not reach the bathroom.', recovered],
    ['no recovery said', 'Last spring she could not reach the bathroom.', 'Lives with her son.'],
    ['a recovery that still fails', 'Last spring she could not reach the bathroom.', 'Now walks 5 ft, then needs max assist.'],
    ['no past time', 'She cannot reach the bathroom.', recovered],
  ])('not with %s', (_, sentence, other) => {
    const { texts, place } = letter({ mobilityLimitation: sentence, mrADLsAffected: other }, 'mobilityLimitation', 'bathroom');
    expect(recoveryAfter(place, texts, TODAY)).toBeUndefined();
  });
});

describe('the checklist: contradicted or past claims are unclear, not documented', () => {
  const walker = checklistProbe('walker');
  const commode = checklistProbe('commode');

  it('safe use said, and the walker it cannot hold said elsewhere', () => {
    const answers = { safetyIndependence: 'Safe with walker.' };
    expect(walker.criterion(answers, 'walker-safe-use').status).toBe('documented');
    const contradicted = walker.criterion(
      { ...answers, patientCapability: 'Grip 3 lb; cannot hold or lift the walker.' },
      'walker-safe-use',
    );
    expect(contradicted.status).toBe('unclear');
    expect(contradicted.doubts[0]).toContain('the other way: "cannot hold or lift the walker"');
  });

  it('confinement said, and walking to other rooms said elsewhere', () => {
    const answers = { homeLayoutBarriers: 'Confined to bedroom.' };
    expect(commode.criterion(answers, 'commode-confinement').status).toBe('documented');
    const other = { ...answers, useAndAssistance: 'Walks to the living room and kitchen daily with her walker.' };
    expect(commode.criterion(other, 'commode-confinement').status).toBe('unclear');
  });

  it('an MRADL prevented in a past time, with the patient now independent', () => {
    const past = {
      mrADLsImpact: 'After her 2023 fall she struggled to get to the bathroom for a few weeks; now independent in all self-care at home.',
    };
    expect(walker.criterion(past, 'walker-mradl').status).not.toBe('documented');
    const now = { mrADLsImpact: 'Since her 2023 fall she struggles to get to the bathroom d/t poor balance.' };
    expect(walker.criterion(now, 'walker-mradl').status).toBe('documented');
  });
});

describe('pastTimeOf: a claim told of a past time', () => {
  it.each([
    ['Used a walker safely in the rehab gym in 2023.', 'in 2023'],
    ['Last spring she walked safely with the walker.', 'Last spring'],
    ['Walked safely with the walker 2 years ago.', '2 years ago'],
  ])('"%s" → %s', (text, cue) => {
    const { texts, place } = letter({ safetyIndependence: text }, 'safetyIndependence', 'walker');
    expect(pastTimeOf(place, texts, TODAY)).toBe(cue);
  });

  it.each(['Walks safely with the walker since 2023.', 'In 2026 she walks safely with the walker.', 'Walks safely with the walker.'])(
    'not "%s"',
    (text) => {
      const { texts, place } = letter({ safetyIndependence: text }, 'safetyIndependence', 'walker');
      expect(pastTimeOf(place, texts, TODAY)).toBeUndefined();
    },
  );
});

describe('a routine told as usual says nothing against a claim', () => {
  it('"She normally goes to the bathroom …" does not contradict a limitation', () => {
    const { texts, place } = letter(
      {
        mrADLsImpact: 'Loses her balance walking to the bathroom.',
        homeEnvironment: 'She normally walks to the bathroom and the kitchen.',
      },
      'mrADLsImpact',
      'walking to the bathroom',
    );
    expect(contradictionOf(place, 'limitation', texts)).toBeUndefined();
  });
});
