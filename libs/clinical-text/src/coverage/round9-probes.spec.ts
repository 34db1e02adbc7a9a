/**
 * Round 9 of issue 21 (coverage-corpus/tuning-round9.ts, written blind by a seventh author): the tuner's own
 * variations of each fix — positives in other words and near-misses that must stay not documented (for
 * another item, of another episode, by the wrong person, someone else's wish, a template not filled in, a
 * hypothetical). Obviously fake clinical text throughout.
 */
import { expectProbes } from './testing';

describe('false "documented" fixed first', () => {
  describe('an encounter by the letter writer, or tied to another item only', () => {
    expectProbes('wheelchair', [
      ['face-to-face', false, { physicianExam: 'Face-to-face mobility eval performed by this PT 2 weeks ago.' }],
      ['face-to-face', false, { physicianExam: 'F2F completed with our OT last week.' }],
      ['face-to-face', true, { physicianExam: 'Face-to-face exam performed by the PCP 2 weeks ago.' }],
    ]);
    expectProbes('commode', [
      ['face-to-face', false, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago addressed the hospital bed only.' }],
      ['face-to-face', false, { medicalNecessity: 'Seen by NP 1 month ago for the rollator.' }],
      ['face-to-face', true, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago for the bedside commode and the hospital bed.' }],
      ['face-to-face', true, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago; toileting discussed.' }],
    ]);
  });

  describe("someone else's wish is not the patient's", () => {
    expectProbes('wheelchair', [
      ['wheelchair-e', false, { expectedBenefit: 'Son and DIL want the chair; pt not present for the discussion.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Niece and nephew are eager for her to have it.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Her daughter-in-law wants the w/c at home.' }],
      ['wheelchair-e', true, { expectedBenefit: 'Pt and son want the chair for use at home.' }],
      ['wheelchair-e', true, { expectedBenefit: 'Pt wants the w/c and agrees to use it at home daily.' }],
    ]);
  });

  describe('a template left unfilled', () => {
    expectProbes('wheelchair', [
      ['wheelchair-e', false, { expectedBenefit: 'Pt is [willing/unwilling] to use the w/c.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Pt willing to use w/c in home: Y / N' }],
    ]);
    expectProbes('commode', [
      ['commode-standalone', false, { standaloneDevice: 'Standalone device: [Y/N]' }],
      ['commode-standalone', false, { standaloneDevice: 'Will be used at the ***' }],
      ['commode-standalone', true, { standaloneDevice: 'Will stand alone at the bedside, never over the toilet.' }],
    ]);
  });

  describe('a benefit only under a condition', () => {
    expectProbes('walker', [
      ['walker-resolves', false, { safetyIndependence: 'Walker will resolve deficit if pt were to participate in PT.' }],
      ['walker-resolves', false, { safetyIndependence: 'RW would allow household ambulation as long as she complied with cues.' }],
      ['walker-resolves', true, { safetyIndependence: 'Walker will allow independent household ambulation.' }],
    ]);
  });
});

describe('misses: aids ruled out in a list, the home described by its parts, safety logged as zero counts, dates as exported', () => {
  describe('wheelchair', () => {
    expectProbes('wheelchair', [
      ['wheelchair-b', true, { lesserAids: 'Cane - unsafe (ataxia). Walker - unsafe (cannot grip), tried x2 visits.' }],
      ['wheelchair-b', true, { lesserAids: 'Tried: quad cane ✓ - insufficient. RW (2 wk trial) ✓ - unsafe, LOB x3.' }],
      ['wheelchair-b', true, { lesserAids: 'Cane, RW and rollator tried over 3 visits; no walking aid resolves her limitation.' }],
      ['wheelchair-b', true, { lesserAids: 'Cane and walker tried. Pt cannot safely ambulate w/ any lesser device.' }],
      ['wheelchair-b', false, { lesserAids: 'Cane - not tried yet. Walker - safe in home.' }],
      ['wheelchair-b', false, { lesserAids: 'Cane - safe for short distances. Walker: adequate in the home.' }],
      [
        'wheelchair-c',
        true,
        { homeAccessibility: 'Doors 82-86 cm, chair 64 cm wide. Oak hardwood + low pile carpet. Turning circle 150 cm in bath.' },
      ],
      ['wheelchair-c', true, { homeAccessibility: 'Int doors 32-36 in, laminate flooring, w/c accessible throughout per home eval.' }],
      [
        'wheelchair-c',
        true,
        {
          homeAccessibility: 'Hinges offset - w/c now clears into bathroom; doors 34 in; she turned it around in the kitchen; tile floors.',
        },
      ],
      ['wheelchair-c', false, { homeAccessibility: 'Doors 61 cm, too narrow; thick carpet throughout.' }],
      ['wheelchair-c', false, { homeAccessibility: 'Laminate flooring.' }],
    ]);
  });

  describe('walker', () => {
    expectProbes('walker', [
      ['walker-safe-use', true, { safetyIndependence: 'Using FWW safely in home x2 wks, 0 falls, good hand placement.' }],
      ['walker-safe-use', true, { safetyIndependence: 'Safe w/ RW on all household surfaces, zero LOB this visit.' }],
      ['walker-safe-use', false, { safetyIndependence: 'Using FWW in home, 2 falls this week.' }],
      ['walker-safe-use', false, { safetyIndependence: 'Uses RW safely in home but 1 fall w/ it yesterday.' }],
      [
        'walker-mradl',
        true,
        {
          mobilityLimitation: 'Amb 40 ft w/o device w/ 2 LOB, antalgic gait.',
          mrADLsImpact: 'Cannot carry plate from kitchen to table, unsteady getting to toilet at night.',
        },
      ],
    ]);
  });

  describe('the face-to-face encounter', () => {
    expectProbes('hospital-bed', [
      ['face-to-face', true, { physicianExam: 'MD home visit on the twenty-sixth of February; lungs and positioning examined.' }],
      ['face-to-face', true, { physicianExam: 'Physician face to face 27-Feb-2026 (ortho follow-up).' }],
      ['face-to-face', true, { physicianExam: 'F2F with the PCP on the 2nd of March.' }],
      ['face-to-face', false, { physicianExam: 'Physician face to face 27-Feb-2025 (ortho follow-up).' }],
      ['face-to-face', false, { physicianExam: 'F2F with the PCP needed.' }],
    ]);
    expectProbes('walker', [
      ['face-to-face', true, { medicalNecessity: 'F2F: ortho PA 02/25/2026 post-op visit, PWB 50%, walker needed.' }],
      ['face-to-face', false, { medicalNecessity: 'F2F with ortho PA required before the walker is ordered.' }],
    ]);
  });
});

describe('misses: the item and its place, orders signed after a dash, what came first giving way, the item as no condition', () => {
  expectProbes('commode', [
    ['commode-standalone', true, { standaloneDevice: 'Commode at bedside in bedroom; pt does not use the toilet.' }],
    ['commode-standalone', true, { standaloneDevice: 'BSC will be next to the recliner.' }],
    ['commode-standalone', false, { standaloneDevice: 'Commode at bedside at night, over the toilet by day.' }],
  ]);
  expectProbes('hospital-bed', [
    [
      'written-order',
      true,
      { physicianExam: 'Order for semi-electric bed w/ rails -- SIGNED by Dr Example, dated 03.05.2026, copy in chart.' },
    ],
    ['written-order', true, { physicianExam: 'SWO complete: item, qty 1, order date, NPI, MD signature 3/4/26.' }],
    ['written-order', false, { physicianExam: 'Order for semi-electric bed -- unsigned, sent to Dr Example.' }],
    ['written-order', false, { physicianExam: 'SWO complete except MD signature (pending).' }],
  ]);
  expectProbes('wheelchair', [
    ['wheelchair-e', true, { expectedBenefit: 'Anxious initially, but by the end of the visit he said he wants the chair for the house.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Says she wants the chair, but refuses to use it inside the house.' }],
    [
      'wheelchair-d',
      true,
      {
        expectedBenefit: 'Once she has the chair she will use it daily at home: it will let her reach the toilet and eat at the table.',
      },
    ],
    [
      'wheelchair-d',
      false,
      { expectedBenefit: 'If her strength declines further, the chair will let her reach the toilet daily at home.' },
    ],
  ]);
});

describe('misses: benefits told by a loaner trial, a benefit label, typos, "everyday"', () => {
  expectProbes('wheelchair', [
    [
      'wheelchair-d',
      true,
      {
        expectedBenefit: 'Loaner chair x1 wk: pt propelled to bathroom 5x/day and ate at table. Will continue daily use in home.',
      },
    ],
    ['wheelchair-d', true, { expectedBenefit: '• Benefit: indep toileting, eating at table\n• Freq: all day in home' }],
    [
      'wheelchair-d',
      true,
      { expectedBenefit: 'will use chair in the hosue everyday to get to bathrm and kitchn, improves her ability to toilet' },
    ],
    ['wheelchair-d', false, { expectedBenefit: 'Benefit: not yet clear; trial of loaner chair planned next week.' }],
  ]);
  expectProbes('walker', [
    ['walker-resolves', true, { safetyIndependence: 'Loaner 2WW x 10 days: pt toileting and getting to meals indep at home, no falls.' }],
    ['walker-resolves', true, { safetyIndependence: 'MRADLs indep in home w/ RW.' }],
    ['walker-resolves', false, { safetyIndependence: 'MRADLs not indep even w/ RW; needs mod A.' }],
    ['walker-resolves', false, { safetyIndependence: 'Loaner RW x 3 days: unsafe, 2 falls.' }],
  ]);
});

describe('misses: toilet transfers, failed stair trials, balance never lost', () => {
  expectProbes('commode', [
    ['commode-incapable', true, { toiletingLimitation: 'Cannot transfer on/off the standard toilet even with grab bars; max A x2.' }],
    ['commode-incapable', true, { toiletingLimitation: 'Unable to transfer onto the toilet, even with a raised seat.' }],
    ['commode-incapable', false, { toiletingLimitation: 'Unable to transfer on/off the toilet without assist; with CGA she manages.' }],
    [
      'commode-confinement',
      true,
      { homeLayoutBarriers: 'Sleeps on 1st floor; only bathroom is on 2nd floor. Failed stair trial today, unable to clear 1st step.' },
    ],
    ['commode-confinement', false, { homeLayoutBarriers: 'Only bathroom on 2nd floor. Stair trial today: climbed 14 steps w/ rail, SBA.' }],
  ]);
  expectProbes('walker', [
    [
      'walker-safe-use',
      true,
      { safetyIndependence: 'Walked her hallway and back twice with the rolling walker, kept it close, and never lost her balance.' },
    ],
    ['walker-safe-use', false, { safetyIndependence: 'Walked the hallway with the rolling walker but lost her balance twice.' }],
  ]);
});

describe('misses: the LCD wording of E, eagerness for the chair, walking too short a way to the MRADLs', () => {
  expectProbes('wheelchair', [
    ['wheelchair-e', true, { expectedBenefit: 'Has not voiced any reluctance to use the w/c at home.' }],
    ['wheelchair-e', true, { expectedBenefit: 'Keeps asking when the chair will arrive so she can use it at home.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Has expressed reluctance to use the chair at home.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Son asked when the chair will arrive; pt refuses to use it at home.' }],
    [
      'wheelchair-a',
      true,
      {
        mobilityLimitation:
          'Cannot walk far enough inside his own house to use the bathroom or eat at the table; everything happens from the recliner.',
      },
    ],
    ['wheelchair-a', false, { mobilityLimitation: 'Walks far enough inside the house to use the bathroom and eat at the table.' }],
  ]);
});
