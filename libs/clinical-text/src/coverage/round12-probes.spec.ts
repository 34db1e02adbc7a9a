/**
 * Round 12 of issue 21 (coverage-corpus/tuning-round12.ts, formerly held-out 7, a tenth author's forms and
 * hedges): the tuner's own variations of each fix — near-misses that must stay not documented and positives
 * that must stay documented. Obviously fake clinical text throughout.
 */
import { readWeights } from './quantities';
import { expectProbes } from './testing';

describe('a checked box is an answer; boxes none of which is checked are a blank form', () => {
  expectProbes('walker', [
    ['walker-safe-use', true, { patientCapability: '[x] Demonstrates safe use of walker in home [ ] Unsafe' }],
    ['walker-safe-use', false, { patientCapability: '[ ] Demonstrates safe use of walker in home [x] Unsafe' }],
    ['written-order', false, { medicalNecessity: 'Written order: ☐ signed ☐ dated' }],
    ['written-order', true, { medicalNecessity: '[x] Standard written order signed by Dr. Example Fake MD, on file' }],
  ]);
});

describe('an encounter for something else, by phone, of someone else, or by a titled non-practitioner', () => {
  expectProbes('walker', [
    ['face-to-face', false, { medicalNecessity: 'F2F w/ Dr. Example 2/2/26 for a flu shot only; gait not addressed.' }],
    ['face-to-face', false, { medicalNecessity: 'Phone F2F w/ Dr. Example 3/1/26.' }],
    ['face-to-face', false, { medicalNecessity: "Dr. Example examined pt's wife in person last week; pt not seen since 2024." }],
    ['face-to-face', false, { medicalNecessity: 'Chiropractor Dr. Example Fake saw pt 2 wks ago for low back pain.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F 2/27/26 (Example Fake, PT).' }],
    ['face-to-face', true, { medicalNecessity: 'F2F w/ Dr. Example 2/2/26 for gait instability and falls; walker recommended.' }],
  ]);
});

describe('an order expected, unsigned, stamped, for another item or not current', () => {
  expectProbes('walker', [
    ['written-order', false, { medicalNecessity: 'Signed order expected back from the PCP on Friday.' }],
    ['written-order', false, { medicalNecessity: 'Dated order on file; signature missing.' }],
    ['written-order', false, { medicalNecessity: 'Order signed w/ signature stamp - Dr. Example.' }],
    ['written-order', false, { medicalNecessity: 'Signed SWO for a cane on file; walker order not yet signed.' }],
    ['written-order', false, { medicalNecessity: 'Hospital discharge order signed 9 months ago; no current order.' }],
    ['written-order', true, { medicalNecessity: 'Signed and dated SWO from Dr. Example on file.' }],
  ]);
});

describe("a field refuted by the next, a relative's limitation, a relative's own chair, a refusal after the item", () => {
  expectProbes('walker', [
    [
      'walker-mradl',
      false,
      {
        mobilityLimitation: 'Referral: falls going to the bathroom at home',
        mrADLsImpact: '- none of which pt reports today; MRADLs intact.',
      },
    ],
    ['walker-mradl', true, { mobilityLimitation: 'Unsteady gait, 2 falls going to the bathroom at home this month.' }],
    [
      'walker-mradl',
      true,
      { mobilityLimitation: 'Unsteady gait, 2 falls going to the bathroom at home', mrADLsImpact: '- all of which pt confirms today.' },
    ],
  ]);
  expectProbes('commode', [
    ['commode-incapable', false, { toiletingLimitation: "Her father, who lives with her, can't get to the toilet; pt is independent." }],
    // The patient's limitation, on the daughter's word only: hearsay, so unclear (round 14; decision 0168) — not the daughter's own.
    ['commode-incapable', false, { toiletingLimitation: "Daughter reports pt can't get to the toilet in time at night." }],
    [
      'commode-incapable',
      true,
      { toiletingLimitation: "Daughter reports, and I observed today, that pt can't get to the toilet in time at night." },
    ],
    [
      'commode-incapable',
      false,
      { toiletingLimitation: 'At her adult day program the restroom is inaccessible; at home she uses the toilet.' },
    ],
  ]);
  expectProbes('wheelchair', [
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Husband self-propels his own wheelchair; pt has no UE strength.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Pt will use a walker; wheelchair use in the home declined.' }],
  ]);
});

describe("a caregiver's weight in brackets", () => {
  it('is no body weight: "wife (approx 120 lb)"', () => {
    expect(readWeights('wife (approx 120 lb) cannot reposition him alone')).toEqual([]);
  });
  it('the patient\'s still is: "pt (approx 320 lb)"', () => {
    expect(readWeights('pt (approx 320 lb) needs help to reposition').map((w) => w.pounds)).toEqual([320]);
  });
});
