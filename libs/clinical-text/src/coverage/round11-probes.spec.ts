/**
 * Round 11 of issue 21: registers a tablet form is typed in — a question answered after its label ("Safe w/
 * RW: no", "Confined to bed: N", "☐ Yes ☒ No"), another person's encounter, what the family says. Written
 * from the tuner's own probes after a tenth author's blind held-out 7 was measured (never read): near-misses
 * that must stay not documented and positives that must stay documented. Obviously fake clinical text.
 */
import { expectProbes } from './testing';

describe('a question answered no after its label', () => {
  expectProbes('walker', [
    ['walker-safe-use', false, { safetyIndependence: 'Safe w/ RW: no' }],
    ['walker-safe-use', false, { safetyIndependence: 'Uses walker safely - N' }],
    ['walker-safe-use', false, { safetyIndependence: 'Safe use of walker: ☐ Yes ☒ No' }],
    ['walker-safe-use', false, { safetyIndependence: 'Able to use walker safely? [ ] Y  [X] N' }],
    ['walker-safe-use', true, { safetyIndependence: 'Safe w/ RW: yes' }],
    ['walker-safe-use', true, { safetyIndependence: 'Safe use of walker: ☒ Yes ☐ No' }],
    // "no" opening a finding is not an answer.
    ['walker-safe-use', true, { safetyIndependence: 'Pt safe w/ RW: no LOB noted over 150 ft.' }],
    ['written-order', false, { medicalNecessity: 'Signed order received: no' }],
    ['written-order', true, { medicalNecessity: 'Signed order received: yes, Dr. Fake Quill MD 3/1/2026' }],
    ['face-to-face', false, { medicalNecessity: 'F2F completed w/ Dr. Fake Quill MD 2/20/26: ☐ yes ☒ no' }],
    ['face-to-face', true, { medicalNecessity: 'F2F w/ Dr. Fake Quill MD 2/20/26 in office: ☒ yes ☐ no' }],
  ]);
  expectProbes('commode', [
    ['commode-confinement', false, { toiletingLimitation: 'Confined to bedroom at home: N' }],
    ['commode-confinement', false, { toiletingLimitation: 'Confined to room: no, pt walks to the kitchen' }],
    ['commode-confinement', true, { toiletingLimitation: 'Confined to bedroom at home: yes' }],
  ]);
  expectProbes('wheelchair', [['wheelchair-f-or-g', false, { patientCapability: 'Pt can self propel w/c safely  no' }]]);
});

describe("another person's encounter", () => {
  expectProbes('walker', [
    [
      'face-to-face',
      false,
      { medicalNecessity: 'spouse had a face-to-face visit w/ Dr. Fake Quill MD on 2/20/2026 for her knee; pt has not been seen' },
    ],
    ['face-to-face', false, { medicalNecessity: "wife's F2F w/ Dr Fake Quill was 2/20/2026; pt not yet seen" }],
    ['face-to-face', true, { medicalNecessity: 'Pt and wife had F2F w/ Dr Fake Quill MD on 2/20/2026 for gait instability.' }],
    ['face-to-face', true, { medicalNecessity: 'Pt had a face-to-face exam w/ Dr Fake Quill MD on 2/20/2026; wife was present.' }],
  ]);
});

describe('what the family says is not a finding', () => {
  expectProbes('walker', [
    ['walker-safe-use', false, { safetyIndependence: 'per family pt uses the walker safely at home' }],
    ['walker-safe-use', false, { safetyIndependence: 'According to the daughter, pt uses the RW safely.' }],
    ['walker-safe-use', true, { safetyIndependence: 'Pt uses the RW safely at home; family agrees.' }],
  ]);
});
