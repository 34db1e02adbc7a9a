/**
 * Round 14 of issue 21 (coverage-corpus/tuning-round14.ts, formerly held-out 9, and the judging rules a thirteenth
 * author wrote at the head of held-out-10.ts — read, its cases not): the tuner's own near-misses that must stay not
 * documented and positives that must stay documented. Hearsay and tacked-on hedges, "sent for signature", the car
 * park and the SNF gym, a house call, a glaucoma check or an annual physical, "n/a", HOB above 30° only at meals,
 * "not once … without", a relative's trial, a medical assistant's signature, British words and dates, a later
 * addendum, the patient's word for an order. Obviously fake clinical text throughout.
 */
import { expectProbes } from './testing';

describe('wheelchair letters: the judging rules of a new author', () => {
  expectProbes('wheelchair', [
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Self-propels safely throughout the home, per daughter.' }],
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Daughter says she self-propels safely around the house.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Wife says he is willing to use the chair at home.' }],
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Self-propels 150 ft safely in the outpatient clinic gym.' }],
    ['wheelchair-b', false, { lesserAids: 'Cane: n/a. Walker: n/a.' }],
    ['wheelchair-b', false, { lesserAids: 'n/a' }],
    ['wheelchair-e', false, { expectedBenefit: '"I won\'t use that thing in my house," she said.' }],
    ['wheelchair-e', false, { expectedBenefit: 'Keen to use it outdoors; says she will not use it inside.' }],
    [
      'wheelchair-c',
      false,
      { homeAccessibility: "Doorways 34 in, hardwood floors, open plan — at daughter's house where she stays weekends." },
    ],
    [
      'wheelchair-a',
      false,
      { mobilityLimitation: 'Was unable to walk to the bathroom last month after the fall; now walks there with SPC.' },
    ],
    [
      'wheelchair-a',
      false,
      { mobilityLimitation: 'Unable to walk to the store or to church; needs help with grocery shopping.', mrADLsAffected: 'shopping' },
    ],
    ['wheelchair-d', false, { expectedBenefit: 'Will use the chair for appointments and outings with family.' }],
    ['wheelchair-d', false, { expectedBenefit: 'Chair will let her get to church and the senior center weekly.' }],
    ['wheelchair-e', true, { expectedBenefit: 'Willing to use w/c in home: Y' }],
    ['wheelchair-e', false, { expectedBenefit: 'Willing to use w/c in home: N' }],
    ['wheelchair-e', false, { expectedBenefit: 'Willing to use w/c in home? ___' }],
    ['wheelchair-b', false, { lesserAids: 'Cane and walker not tried; pt refuses to try them.' }],
    ['wheelchair-b', false, { lesserAids: 'Walker unsafe in community; fine with walker around the house.' }],
    ['wheelchair-b', false, { lesserAids: 'Walker insufficient per daughter.' }],
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Caregiver available weekdays only; willing but has bad back and cannot push.' }],
    ['wheelchair-f-or-g', false, { propulsionAbility: 'Will likely be able to self-propel after more UE strengthening.' }],
    ['wheelchair-c', false, { homeAccessibility: 'Home eval pending.' }],
    ['wheelchair-c', false, { homeAccessibility: 'Doorways 28 in, chair is 26 in wide; thick carpet throughout; tight bathroom.' }],
  ]);
});

describe('walker letters: the judging rules of a new author', () => {
  expectProbes('walker', [
    ['walker-safe-use', false, { patientCapability: 'Uses the rollator safely at home, reportedly.' }],
    ['written-order', false, { medicalNecessity: 'Signed SWO on file, I believe.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F with Dr Lin on 2/10/26, I think.' }],
    ['written-order', false, { medicalNecessity: 'If Dr. Okoro signs this week the SWO will be on file.' }],
    ['written-order', false, { medicalNecessity: 'SWO sent to Dr Kaur for signature 3/2/26.' }],
    ['written-order', false, { medicalNecessity: 'SWO faxed for signature, not back yet.' }],
    ['written-order', false, { medicalNecessity: 'SWO sent for signature.' }],
    ['walker-safe-use', false, { patientCapability: 'Safe with 4WW in the car park and at the park.' }],
    ['walker-safe-use', false, { patientCapability: 'Demonstrated safe use of FWW in the SNF gym.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F done? Y' }],
    ['face-to-face', true, { medicalNecessity: 'House call by Dr. Amsel on 2/20/2026 for recurrent falls.' }],
    ['face-to-face', false, { medicalNecessity: 'Seen by Dr. Amsel 2/20/2026 for cataract pre-op.' }],
    ['face-to-face', false, { medicalNecessity: 'Seen by Dr. Amsel 2/20/2026, glaucoma check.' }],
    ['walker-resolves', false, { expectedBenefit: 'Walker will reduce fall risk.' }],
    ['walker-resolves', false, { expectedBenefit: 'A rollator should reduce her falls at home.' }],
    ['walker-mradl', true, { mobilityLimitation: 'Not once this week without a near-fall going to the bathroom at night.' }],
    [
      'walker-safe-use',
      false,
      {
        patientCapability: 'Safe with walker in home.',
        medicalNecessity: 'UPDATE 3/6/26: fell twice using the walker this week, now unsafe with it.',
      },
    ],
    ['walker-safe-use', false, { patientCapability: 'Son trialled the walker at home and managed it safely.' }],
    ['walker-safe-use', false, { patientCapability: "Daughter's trial of the rollator went well." }],
    ['written-order', false, { medicalNecessity: "SWO signed with Dr. Patel's signature stamp, on file." }],
    ['written-order', false, { medicalNecessity: 'SWO signed by the medical assistant, on file.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed by MA for Dr Patel, in chart.' }],
    [
      'walker-mradl',
      true,
      { mobilityLimitation: 'Unable to mobilise to the WC or lounge without holding furniture; two falls in the loo this month.' },
    ],
    ['written-order', false, { medicalNecessity: 'Order: to be signed at next GP appointment.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F booked with GP for 14/03/2026.' }],
    ['face-to-face', false, { medicalNecessity: 'Telephone review with GP 02/03/2026.' }],
    ['walker-safe-use', false, { patientCapability: 'Manages the walker safely, likely.' }],
    ['walker-safe-use', false, { patientCapability: 'Safe with FWW - hopefully, once strength improves.' }],
    ['walker-safe-use', false, { patientCapability: 'Safe use of walker? Yes per wife.' }],
    ['walker-safe-use', false, { patientCapability: 'Safe w/ RW: N' }],
    [
      'walker-mradl',
      false,
      { mobilityLimitation: 'No difficulty getting to the bathroom or kitchen; independent with household ambulation.' },
    ],
    ['face-to-face', false, { medicalNecessity: 'Chart review by Dr Ames 2/2/26.' }],
    ['face-to-face', false, { medicalNecessity: 'Dr Ames reviewed chart 2/2/26.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F 9/9/2025 with Dr Ames for falls.' }],
    ['face-to-face', true, { medicalNecessity: 'F2F 9/10/2025 with Dr Ames for falls.' }],
    ['face-to-face', false, { medicalNecessity: 'PCP visit 4 weeks ago for annual physical.' }],
    ['face-to-face', false, { medicalNecessity: 'Seen by Dr. Vance 2/2/2026 for her annual wellness visit.' }],
    ['written-order', false, { medicalNecessity: 'SWO on file, pending confirmation.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed and on file - TBD.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed by Dr Hale and on file, hopefully.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed, per pt.' }],
    ['written-order', false, { medicalNecessity: 'Order signed by Dr Hale (to be confirmed).' }],
    ['walker-safe-use', false, { patientCapability: 'Safe with rollator in the home, to be confirmed at next visit.' }],
    ['written-order', false, { medicalNecessity: 'Daughter says the doctor signed the order.' }],
    ['written-order', false, { medicalNecessity: 'Pt reports Dr Hale signed the walker order.' }],
    [
      'written-order',
      false,
      {
        medicalNecessity: 'SWO signed by Dr Hale 2/3/26 and on file.',
        patientCapability: 'Correction 3/8/26: the SWO came back unsigned from the office.',
      },
    ],
    [
      'walker-safe-use',
      false,
      {
        patientCapability: 'Demonstrates safe use of the rollator in the home.',
        safetyIndependence: 'Addendum 3/9: fell backward with the rollator yesterday, not safe to use it alone.',
      },
    ],
    [
      'walker-resolves',
      false,
      { expectedBenefit: 'Walker trial planned next week; expect it will allow independent household ambulation.' },
    ],
    ['walker-resolves', false, { expectedBenefit: 'With FWW ambulates 200 ft in the clinic gym independently.' }],
    ['walker-resolves', false, { expectedBenefit: 'With FWW pt still needs min A to reach the bathroom.' }],
    ['walker-mradl', false, { mobilityLimitation: 'Daughter is unable to walk to the bathroom without holding furniture.' }],
    ['walker-mradl', false, { mobilityLimitation: 'Difficulty walking in the community and on uneven ground; independent in the house.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F: Y   Date: __/__/____' }],
    ['face-to-face', false, { medicalNecessity: 'F2F with Dr Hale scheduled for 3/20/26.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F by Dr Hale via Zoom 2/14/26.' }],
    ['face-to-face', false, { medicalNecessity: 'Spoke with Dr Hale by phone 2/14/26; he agrees walker needed.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F by Jo Park, DPT on 2/14/26.' }],
    ['face-to-face', false, { medicalNecessity: 'F2F with Dr. Ruiz, DC (chiropractor) 2/14/26.' }],
    ['face-to-face', false, { medicalNecessity: 'Wife saw Dr Hale 2/14/26 for her knee.' }],
    ['face-to-face', true, { medicalNecessity: 'Seen at GP surgery by Dr Hale on 12/02/2026 re falls and mobilising.' }],
    ['written-order', false, { medicalNecessity: 'Verbal order from Dr Hale 2/14/26.' }],
    ['written-order', false, { medicalNecessity: 'SWO for oxygen concentrator signed and on file.' }],
    ['written-order', false, { medicalNecessity: 'Signed SWO on file for the wheelchair.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed by supplier rep, on file.' }],
    ['written-order', false, { medicalNecessity: 'SWO signed 2024, on file from last episode.' }],
    ['written-order', false, { medicalNecessity: "Dr Hale will sign the SWO at Friday's visit." }],
    ['written-order', false, { medicalNecessity: 'SWO with Dr Hale for signature.' }],
    ['written-order', false, { medicalNecessity: 'SWO at MD office awaiting signature.' }],
    ['written-order', false, { medicalNecessity: 'SWO drafted; not yet returned.' }],
    ['written-order', false, { medicalNecessity: 'Signed? N. SWO on file.' }],
  ]);
});

describe('hospital-bed letters: the judging rules of a new author', () => {
  expectProbes('hospital-bed', [
    ['bed-qualifying', false, { medicalCondition: 'OA knees', regularBedIssues: 'Wants hospital bed for comfort and easier transfers.' }],
    [
      'bed-qualifying',
      false,
      { medicalCondition: 'CHF', regularBedIssues: 'Needs HOB raised >30 deg when eating only; pillows tried, slides down.' },
    ],
    ['written-order', false, { physicianExam: 'SWO: undecided, MD to decide next week.' }],
    ['bed-qualifying', false, { medicalCondition: 'CHF', regularBedIssues: 'HOB 30 degrees with pillows.' }],
    ['bed-qualifying', false, { medicalCondition: 'COPD', regularBedIssues: 'Needs HOB > 30 deg; pillows tried.' }],
    ['bed-qualifying', false, { medicalCondition: 'COPD', regularBedIssues: 'Sleeps in recliner at 45 deg; pillows not tried yet.' }],
    [
      'bed-qualifying',
      false,
      { medicalCondition: 'COPD', regularBedIssues: 'Husband needs HOB >30 deg for his CHF; pillows fail for him.' },
    ],
    [
      'bed-qualifying',
      false,
      {
        medicalCondition: 'COPD',
        regularBedIssues: 'Needed HOB >30 deg in the hospital; pillows failed there. Now sleeps flat without SOB.',
      },
    ],
  ]);
});

describe('commode letters: the judging rules of a new author', () => {
  expectProbes('commode', [
    [
      'commode-confinement',
      false,
      { toiletAccess: 'Urgency; cannot always make it to the bathroom in time. Bathroom is 15 ft from bed on the same floor.' },
    ],
    ['commode-standalone', false, { placement: 'Will sit over the toilet as a raised seat.' }],
    ['commode-incapable', false, { toiletAccess: 'Uses regular toilet with grab bar independently.' }],
    ['commode-confinement', false, { toiletAccess: 'Confined to bedroom at night only; uses bathroom on same floor during day.' }],
    [
      'commode-confinement',
      false,
      { toiletAccess: 'Was confined to her room after surgery in January; now walks to the bathroom with RW.' },
    ],
    ['commode-incapable', false, { toiletAccess: 'Able to use toilet with raised seat and grab bars; commode requested for convenience.' }],
    ['commode-standalone', false, { placement: 'Commode frame to go over the toilet for height and arms.' }],
  ]);
});

// Narrowed after review: a verb or a kind of visit that only looked like another setting, an unrelated visit or part-time use.
describe('what only looked like a near-miss', () => {
  expectProbes('walker', [
    ['walker-safe-use', true, { patientCapability: 'Parks the rollator beside the recliner, locks both brakes, demonstrated safe use.' }],
    ['face-to-face', true, { medicalNecessity: 'F2F with Dr. Example on 2/14/26 for physical therapy referral.' }],
  ]);
  expectProbes('hospital-bed', [
    [
      'bed-qualifying',
      true,
      { medicalCondition: 'CHF', regularBedIssues: 'Orthopnea: needs HOB > 30 deg only at night; pillows tried, slides down off them.' },
    ],
  ]);
});
