import type { Equipment } from '../types';
import { coverageChecklist } from './checklist';
import { actorOf, qualifierOf, sentenceQualifier, type ClaimKind, type Stance } from './evidence';
import { sentences } from './matching';
import { normalize } from './normalize';
import { readWeights } from './quantities';
import { findFaceToFace } from './timing';

// Obviously fake clinical text throughout; no real patient data.
const TODAY = new Date(2026, 2, 10);
const status = (equipment: Equipment, answers: Record<string, string>, id: string) =>
  coverageChecklist(equipment, answers, { today: TODAY }).criteria.find((c) => c.id === id);

/** The qualifier of `claim` in `text` (normalized as the rules read it). */
const qualifier = (text: string, claim: string, kind: ClaimKind, stance?: Stance) => {
  const read = normalize(text).text;
  const index = read.indexOf(claim);
  if (index < 0) throw new Error(`${claim} not in ${read}`);
  return qualifierOf(read, index, index + claim.length, { kind, stance });
};

describe('qualifierOf: an asserted claim that its own sentence limits (issue 21)', () => {
  it.each([
    ['Goal: safe use of RW in home', 'safe use', 'state', 'ability', 'label'],
    ['STG - pt will self propel 50 ft', 'self propel', 'state', 'ability', 'label'],
    ['Pt uses RW correctly, goal met next wk', 'uses RW correctly', 'state', 'ability', 'goal'],
    ['Pt will demonstrate safe use of RW by discharge', 'demonstrate safe', 'state', 'ability', 'goal'],
    ['Pt will be able to self propel in 2 wks', 'self propel', 'state', 'ability', 'goal'],
    ['recommend RW to improve safety', 'RW to improve', 'benefit', 'ability', 'advice'],
    ['confined to bed on bad days', 'confined to bed', 'state', 'limitation', 'some of the time'],
    ['safe w/ RW with CGA only', 'safe with RW', 'state', 'ability', 'help'],
    ['self propels with min assist', 'self propels', 'state', 'ability', 'help'],
    ['self propels short distances, unsafe when fatigued', 'self propels', 'state', 'ability', 'not safe'],
    ['uses walker correctly, but still unsteady on turns', 'uses walker correctly', 'state', 'ability', 'against'],
    ['bedbound per pt, but observed walking to the bathroom', 'bedbound', 'state', 'limitation', 'against'],
    // What the family says is hearsay before any contrast (round 11).
    ['bedbound per family, but observed walking to the bathroom', 'bedbound', 'state', 'limitation', 'hedge'],
    ['agreeable to w/c, but prefers to walk', 'agreeable to w/c', 'state', undefined, 'against'],
    ['confined to bedroom, pending confirmation', 'confined to bedroom', 'state', 'limitation', 'hedge'],
    ['will allow pt to reach bathroom, not yet assessed', 'will allow pt to reach bathroom', 'benefit', undefined, 'hedge'],
    ['Prior to her stroke, confined to bedroom', 'confined to bedroom', 'state', 'limitation', 'past'],
    ['Previously confined to bedroom', 'confined to bedroom', 'state', 'limitation', 'past'],
    ['If her COPD worsens, confined to bedroom', 'confined to bedroom', 'state', 'limitation', 'conditional'],
    ['severe Parkinson disease, not yet confirmed', 'severe Parkinson', 'name', undefined, 'hedge'],
    ['If she declines further, severe Parkinson disease', 'severe Parkinson', 'name', undefined, 'conditional'],
  ] as const)('"%s": "%s" is qualified (%s)', (text, claim, kind, stance, why) => {
    const found = qualifier(text, claim, kind, stance);
    expect(found).toBeDefined();
    const words: Record<string, RegExp> = {
      label: /label/u,
      goal: /goal/u,
      advice: /advice/u,
      'some of the time': /some of the time/u,
      help: /help/u,
      'not safe': /not safe/u,
      against: /against/u,
      hedge: /hedge/u,
      past: /past time/u,
      conditional: /conditional/u,
    };
    expect(found?.why).toMatch(words[why]);
  });

  it.each([
    ['demonstrated safe use of RW x 150 ft, no LOB, indep', 'safe use', 'state', 'ability'],
    ['no LOB w/ rolling walker, locks brakes w/o cues', 'no loss of balance with rolling walker', 'state', 'ability'],
    ['unable to walk to bathroom, needs max assist', 'unable to walk to bathroom', 'state', 'limitation'],
    ['RW attempted but pt unable to maintain NWB, unsafe', 'RW attempted but pt unable', 'trial', undefined],
    ['bedbound, but family is available to help', 'bedbound', 'state', 'limitation'],
    ['Rollator reduces fall risk and allows pt to reach bathroom', 'Rollator reduces', 'benefit', 'ability'],
    ['able to safely use RW w/ SBA', 'able to safely use RW', 'state', 'ability'],
    ['CHF with orthopnea', 'CHF', 'name', undefined],
    ['Toileting: cannot get to the toilet in time', 'cannot get to the toilet', 'state', 'limitation'],
  ] as const)('"%s": "%s" stands alone', (text, claim, kind, stance) => {
    expect(qualifier(text, claim, kind, stance)).toBeUndefined();
  });

  it('never qualifies what is asked for', () => {
    expect(qualifier('Goal: semi-electric bed', 'semi-electric', 'request')).toBeUndefined();
  });
});

describe('sentenceQualifier: what qualifies a whole sentence (the face-to-face sentence)', () => {
  it.each([
    ['Goal: F2F with PCP 2 wks ago', 'F2F with PCP 2 wks ago', 'label'],
    ['F2F with PCP 2 wks ago, goal met', 'F2F with PCP 2 wks ago, goal met', 'goal'],
    ['recommend F2F, last MD visit 2 wks ago', 'recommend F2F, last MD visit 2 wks ago', 'recommend'],
    ['F2F with PCP 2 wks ago, unverified', 'F2F with PCP 2 wks ago, unverified', 'unverified'],
    ['If needed, F2F with PCP 2 wks ago', 'If needed, F2F with PCP 2 wks ago', 'If needed,'],
  ])('"%s" is qualified', (answer, sentence, cue) => {
    expect(sentenceQualifier(answer, answer.indexOf(sentence), sentence)?.why).toContain(cue);
  });

  it('leaves a plain sentence alone, and a sentence before a label', () => {
    expect(sentenceQualifier('F2F with PCP 2 wks ago', 0, 'F2F with PCP 2 wks ago')).toBeUndefined();
  });
});

describe('face-to-face: the sentence and its timing', () => {
  const f2f = (text: string) => status('wheelchair', { physicianExam: text }, 'face-to-face');

  it.each([
    ['Goal: F2F with PCP 2 wks ago', 'label'],
    ['F2F with PCP 2 wks ago?', 'question'],
    ['F2F with PCP 2 wks ago, may need another', 'may'],
  ])('"%s" is unclear (%s)', (text, cue) => {
    const found = f2f(text);
    expect(found?.status).toBe('unclear');
    expect(found?.doubts[0]).toContain(cue);
  });

  it('prefers a plain sentence to a qualified one', () => {
    expect(f2f('F2F with PCP 2 wks ago? F2F with NP 3 wks ago.')?.status).toBe('documented');
  });

  it.each([
    ['Per eval today: last seen by MD 8 months ago', 'outdated'],
    ['Per eval today: F2F: yes', 'undated'],
    ['F2F with MD today', 'within'],
    ['F2F w/ pcp 6/2025', 'outdated'],
    ['F2F w/ pcp 1/2026', 'within'],
    ['last saw MD in june 2025 for mobility', 'outdated'],
    ['F2F with MD in December 2025', 'within'],
    ['F2F with Dr. A on 2/12/26, previous F2F 6/2025', 'within'],
    ['f2f done by OT 2 wks ago and reviewed by MD', 'other-actor'],
    ['PT performed face-to-face exam 1 wk ago', 'other-actor'],
    ['will obtain f2f from pcp', 'future'],
    ['in person exam by clinical nurse specialist six weeks ago', 'within'],
    ["went to her dr's office 2/20/26, doc examined her walking", 'within'],
    ['f2f w/ dr nguyen 2/3/2026 - signed order pending', 'within'],
  ])('"%s" is %s', (text, state) => {
    const read = normalize(text).text;
    expect(findFaceToFace([{ field: 'physicianExam', text: read }], TODAY).state).toBe(state);
  });

  it('names the therapist who did the encounter', () => {
    expect(actorOf('PT performed face-to-face exam 1 wk ago')).toBe('PT');
    expect(actorOf('F2F by OT, reviewed by MD')).toBe('OT');
    expect(actorOf('F2F by MD')).toBeUndefined();
  });
});

describe('the reading of answers', () => {
  it('reads contractions typed without the apostrophe as negations', () => {
    expect(normalize('i dont want a wheelchair, cant self propel').text).toBe("i don't want a wheelchair, can't self propel");
    expect(status('wheelchair', { propulsionAbility: 'cant self propel' }, 'wheelchair-f-or-g')?.status).toBe('not-documented');
  });

  it('splits sentences at a spaced dash between words, not in a range of numbers', () => {
    expect(sentences('F2F 2/3 - order pending').map((s) => s.text)).toEqual(['F2F 2/3', 'order pending']);
    expect(sentences('HOB 30 - 45 degrees')).toHaveLength(1);
  });

  it('reads the weight nearest its cue: a current weight after a former one, a former one after "today"', () => {
    const weights = (text: string) => readWeights(text).map((w) => [w.pounds, w.past, w.current]);
    expect(weights('was 402 lb in 2024, now 288 lb')).toEqual([
      [402, true, false],
      [288, false, true],
    ]);
    expect(weights('Per eval today: weighed 380 lb last year')).toEqual([[380, true, false]]);
    expect(weights('wt 310 lb (was 350 lb last yr)')).toEqual([
      [310, false, false],
      [350, true, false],
    ]);
  });

  it('reads no weight from a former weight alone', () => {
    expect(coverageChecklist('hospital-bed', { heavyDuty: 'was 500 lbs last year' }, { today: TODAY }).weight).toBeNull();
  });
});

describe('rules read as a reviewer would (issue 21)', () => {
  it.each([
    ['hospital-bed', { medicalCondition: 'COPD', regularBedIssues: 'HOB >30 deg needed. pillows considered' }, 'bed-qualifying'],
    ['hospital-bed', { medicalCondition: 'COPD', regularBedIssues: 'HOB >30 deg needed; pillows tried' }, 'bed-qualifying'],
    ['wheelchair', { physicianExam: 'MD verbal order received' }, 'written-order'],
    ['commode', { toiletingLimitation: 'not able to use toilet independently, requires min A' }, 'commode-incapable'],
    ['wheelchair', { expectedBenefit: 'family wants the w/c; pt has not agreed yet' }, 'wheelchair-e'],
  ] as const)('%s: %j does not document %s', (equipment, answers, id) => {
    expect(status(equipment, { ...answers }, id)?.status).not.toBe('documented');
  });

  it.each([
    ['hospital-bed', { medicalCondition: 'COPD', regularBedIssues: 'HOB >30 deg needed; pillows tried but slides down' }, 'bed-qualifying'],
    ['wheelchair', { expectedBenefit: 'pt not opposed to using w/c in the home' }, 'wheelchair-e'],
    ['wheelchair', { expectedBenefit: 'Pt and wife agreeable to w/c use in the home' }, 'wheelchair-e'],
  ] as const)('%s: %j documents %s', (equipment, answers, id) => {
    expect(status(equipment, { ...answers }, id)?.status).toBe('documented');
  });

  it('says when the same thing is also said not to be so', () => {
    const found = status(
      'wheelchair',
      { expectedBenefit: 'pt agrees to use the w/c at home. pt does not agree to use the w/c at home.' },
      'wheelchair-e',
    );
    expect(found?.status).toBe('unclear');
    expect(found?.doubts).toEqual(['the answers also say the opposite: "pt does not agree to use the w/c at home"']);
  });

  it('says when the claim is qualified, quoting its sentence', () => {
    const found = status('walker', { patientCapability: 'safe w/ RW with CGA only' }, 'walker-safe-use');
    expect(found?.status).toBe('unclear');
    expect(found?.doubts).toEqual(['the answers say it needs someone else\'s help: "safe w/ RW with CGA only"']);
  });

  it('counts an MRADL said to be done independently in another sentence against the claim', () => {
    const found = status(
      'wheelchair',
      { mobilityLimitation: "R hemiparesis, can't walk to the bathroom", mrADLsAffected: 'indep with toileting and bathing' },
      'wheelchair-a',
    );
    expect(found?.status).toBe('unclear');
  });
});
