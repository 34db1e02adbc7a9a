/**
 * Round 13 of issue 21 (coverage-corpus/tuning-round13.ts, formerly held-out 8, an eleventh author's mixed
 * habits): the tuner's own variations of each fix — near-misses that must stay not documented and positives
 * that must stay documented. Obviously fake clinical text throughout.
 */
import { expectProbes } from './testing';

describe('an order or a face-to-face taken back in another answer', () => {
  expectProbes('walker', [
    [
      'written-order',
      false,
      { medicalNecessity: 'SWO signed, on file.', durationOfNeed: '99 months (note: order still unsigned, MD away).' },
    ],
    ['written-order', false, { medicalNecessity: 'Signed order on file.', safetyIndependence: 'Supplier says the Rx came back unsigned.' }],
    ['written-order', false, { medicalNecessity: 'Signed order on file.', durationOfNeed: 'Lifetime. Dr. Example has not signed it yet.' }],
    // Something else left unsigned takes back no order.
    [
      'written-order',
      true,
      { medicalNecessity: 'Signed and dated SWO from Dr. Example on file.', durationOfNeed: 'Lifetime; HHA consent unsigned.' },
    ],
    ['written-order', true, { medicalNecessity: 'Signed and dated SWO from Dr. Example on file.', durationOfNeed: '99 months.' }],
  ]);
  expectProbes('hospital-bed', [
    [
      'face-to-face',
      false,
      { physicianExam: 'F2F in person 3 wks ago w/ Dr. Example.', expectedTimeframe: 'Lifetime. Correction: the F2F was a phone call.' },
    ],
    [
      'face-to-face',
      false,
      { physicianExam: 'F2F w/ Dr. Example 2/20/26.', expectedTimeframe: '12 mo. The in-person visit has not happened yet, rescheduled.' },
    ],
    [
      'face-to-face',
      true,
      { physicianExam: 'F2F in person 3 wks ago w/ Dr. Example for positioning needs.', expectedTimeframe: 'Lifetime.' },
    ],
  ]);
});

describe('video and telehealth encounters, a chiropractor by the credential, a therapist’s F2F', () => {
  expectProbes('walker', [
    ['face-to-face', false, { medicalNecessity: 'Seen by NP Example via video visit 2/2/26 for gait decline.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F telehealth 2/12/26 w/ Dr. Example.' }],
    ['face-to-face', false, { medicalNecessity: 'Dr. Example Fake, DC, saw pt in person 2 wks ago for falls.' }],
    ['face-to-face', false, { medicalNecessity: 'OT F2F completed 2/27/26.' }],
    ['face-to-face', true, { medicalNecessity: 'Dr. Example Fake, MD, saw pt in person 2 wks ago for falls and gait decline.' }],
  ]);
});

describe('a claim about the item itself that names another one', () => {
  expectProbes('walker', [
    ['walker-safe-use', false, { patientCapability: 'Demonstrated safe use of a straight cane. Walker not yet trialed.' }],
    ['walker-resolves', false, { safetyIndependence: 'A wheelchair will resolve her deficit; the walker is inadequate.' }],
    ['walker-resolves', false, { safetyIndependence: 'Will determine whether the walker resolves the deficit after a trial.' }],
    [
      'walker-resolves',
      false,
      { safetyIndependence: 'Walker resolves deficit.', mobilityLimitation: 'Even with the walker she needs 2-person assist.' },
    ],
    ['walker-safe-use', true, { patientCapability: 'Demonstrated safe use of the RW in the home.' }],
  ]);
  expectProbes('commode', [
    ['commode-standalone', false, { standaloneDevice: 'The shower bench will stand on its own in the tub.' }],
    ['commode-standalone', true, { standaloneDevice: 'Standalone commode, placed beside the hosp bed.' }],
    ['written-order', false, { useAndAssistance: 'Signed order on file for the oxygen concentrator.' }],
  ]);
  expectProbes('hospital-bed', [
    // An aid named in the encounter's sentence does not make it another item's encounter.
    ['face-to-face', true, { physicianExam: 'F2F w/ Dr. Example 2 wks ago: cannot reposition even with the grab bar; bed needed.' }],
  ]);
});

describe('confined to one room, against walking to the bathroom elsewhere', () => {
  expectProbes('commode', [
    [
      'commode-confinement',
      false,
      { toiletingLimitation: 'Confined to one room.', homeLayoutBarriers: 'She walks to the downstairs bathroom daily.' },
    ],
  ]);
});

describe("hearsay from a layperson, another person's house, a doorway the chair will not pass", () => {
  expectProbes('wheelchair', [
    ['wheelchair-b', false, { lesserAids: "Per friend, 'cane and walker are no use to her'." }],
    ['wheelchair-b', false, { lesserAids: 'According to a neighbour, he cannot manage a walker or a cane.' }],
    [
      'wheelchair-b',
      true,
      { lesserAids: 'Cane trialed today: LOB x2, unsafe. Walker trialed: unable to advance it with hemiparetic R UE, unsafe.' },
    ],
    ['wheelchair-c', false, { homeAccessibility: "Son's apartment (visits on weekends) has wide doors, tile floors and room to turn." }],
    // The relative's home the patient lives in is the patient's home.
    [
      'wheelchair-c',
      true,
      { homeAccessibility: "Pt lives in daughter's house: doorways 34 in, wide enough; room to turn in kitchen; hardwood floors." },
    ],
    [
      'wheelchair-c',
      false,
      {
        homeAccessibility: 'Doorways wide enough for the chair. Turning space adequate. Smooth floors throughout.',
        equipmentDetails: 'K0001. Measured the bedroom door at 23 in — the chair does not fit through.',
      },
    ],
    [
      'wheelchair-c',
      true,
      {
        homeAccessibility: 'Doorways wide enough for the chair. Turning space adequate. Smooth floors throughout.',
        equipmentDetails: 'K0001, 18 in seat.',
      },
    ],
  ]);
});

describe('a refusal that names the chair; counter-evidence told as a plan or of someone else', () => {
  expectProbes('wheelchair', [
    [
      'wheelchair-e',
      false,
      { expectedBenefit: 'Pt willing to use at home.', propulsionAbility: 'Self-propels. Says she won’t use the chair in the house.' },
    ],
    [
      'wheelchair-e',
      true,
      { expectedBenefit: 'Pt willing to use at home daily.', propulsionAbility: 'Self-propels with BUE household distances.' },
    ],
  ]);
  expectProbes('commode', [
    [
      'commode-standalone',
      false,
      { standaloneDevice: 'Standalone at bedside.', useAndAssistance: 'Son may set it over the hall toilet later.' },
    ],
    ['commode-standalone', true, { standaloneDevice: 'Standalone at bedside.', useAndAssistance: 'Min A for transfers onto it at night.' }],
  ]);
});

describe('an order by what it orders in brackets, its history in order, an update after the wait', () => {
  expectProbes('hospital-bed', [
    ['written-order', true, { physicianExam: 'Written order (semi-electric bed, rails) signed and dated by Dr. Example, on file.' }],
    ['written-order', true, { physicianExam: 'SWO (bed, mattress): signed by the treating NP 3/2, on file.' }],
    ['written-order', true, { physicianExam: 'Rx faxed 3/1, signed 3/3 by Dr. Example, on file.' }],
    ['written-order', true, { physicianExam: 'Order pending signature. UPDATE 3/5: signed order received, in chart.' }],
    ['written-order', false, { physicianExam: 'Written order (semi-electric bed, rails) to be signed by Dr. Example.' }],
    ['written-order', false, { physicianExam: 'SWO (bed, mattress): not yet signed.' }],
    ['written-order', false, { physicianExam: 'Rx faxed 3/1, awaiting signature.' }],
    // An update that is itself a wait, or a wait after the arrival, is no arrival.
    ['written-order', false, { physicianExam: 'Order pending signature. UPDATE 3/5: still awaiting signed order.' }],
    ['written-order', false, { physicianExam: 'Signed order received 3/2. Update: order returned unsigned, re-faxed.' }],
    // A goal or plan label over the whole answer still governs it.
    ['written-order', false, { physicianExam: 'Plan: signed order on file before delivery.' }],
  ]);
});
