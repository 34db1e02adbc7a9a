/**
 * HELD-OUT coverage corpus (issue 21).
 *
 * Written BEFORE the issue-21 rule changes, by someone who did not see the checklist rules, from
 * clinical and Medicare (LCD L33788, L33820, L33736, L33791; face-to-face and standard written order)
 * knowledge alone. It is the independent yardstick for the coverage checklist: it must NEVER be read,
 * quoted or studied while tuning the rules. Tune against tuning.ts only; run this set, look at the
 * score, and do not look at which cases fail.
 *
 * Every name, date and fact is invented. Judged as of CORPUS_TODAY (10 March 2026): a face-to-face
 * encounter counts when it was with the treating practitioner on or after 10 September 2025.
 */
import type { Equipment } from '../src/types';
import type { CoverageCase, CoverageTruth, CriterionCase, WeightCase } from './case';

const D: CoverageTruth = 'documented';
const N: CoverageTruth = 'not-documented';

function c(
  id: string,
  equipment: Equipment,
  criterion: string,
  expect: CoverageTruth,
  answers: Record<string, string>,
  why: string,
): CriterionCase {
  return { kind: 'criterion', id, equipment, answers, criterion, expect, why };
}

function w(id: string, equipment: Equipment, answers: Record<string, string>, pounds: number | null, why: string): WeightCase {
  return { kind: 'weight', id, equipment, answers, pounds, why };
}

const WHEELCHAIR: readonly CoverageCase[] = [
  // ── wheelchair-a: mobility limitation significantly impairs MRADLs in the home ──
  c(
    'ho-wc-a-01',
    'wheelchair',
    'wheelchair-a',
    D,
    {
      mobilityLimitation:
        'pt amb max 5 ft w/ RW before severe DOE (COPD on 3L, CHF). bedroom to bathroom is 30 ft - has been incontinent en route 3x this wk, cannot stand at sink long enough to groom',
      mrADLsAffected: 'toileting, grooming, bathing all limited in the home d/t inability to walk to bathroom',
    },
    'Cannot walk the 30 ft to the bathroom at home, so toileting, grooming and bathing are impaired.',
  ),
  c(
    'ho-wc-a-02',
    'wheelchair',
    'wheelchair-a',
    D,
    {
      mobilityLimitation:
        'pt s/p R BKA 12/2025 not yet fitted for prosthesis, hops w/ walker unsafely, cant get to the bathroom or kitchen in her apt w/o help from husband, needs mod A for toileting and dressing b/c she cant get to the closet or dresser',
    },
    'Run-on note: amputation keeps her from reaching the bathroom, kitchen and closet in her apartment (toileting, dressing).',
  ),
  c(
    'ho-wc-a-03',
    'wheelchair',
    'wheelchair-a',
    D,
    {
      mrADLsAffected:
        'Toilet, feed, dress, groom, bathe: pt can reach none of the rooms where these happen in his house unless his son half-carries him; legs give out after 3-4 steps (ALS)',
    },
    'Unusual wording: every MRADL room in the house is out of reach on foot.',
  ),
  c(
    'ho-wc-a-04',
    'wheelchair',
    'wheelchair-a',
    N,
    {
      mobilityLimitation:
        'pt amb indep in home w/ SPC, indep w/ toileting and bathing. endurance limited to ~200 ft, needs w/c for community outings, grocery store, MD appts',
      mrADLsAffected: 'none in the home',
    },
    'Limitation is only for community distances; independent in MRADLs at home.',
  ),
  c(
    'ho-wc-a-05',
    'wheelchair',
    'wheelchair-a',
    N,
    {
      mobilityLimitation:
        'was unable to get to bathroom during hospitalization in Dec (urosepsis), used bedpan. since d/c has progressed well, now amb 150 ft w/ RW, indep toileting, dressing, grooming at home',
    },
    'The MRADL impairment was in the past (hospital); now independent at home.',
  ),
  c(
    'ho-wc-a-06',
    'wheelchair',
    'wheelchair-a',
    N,
    {
      mrADLsAffected:
        'no MRADL limitations in the home - pt indep w/ toileting, feeding, dressing, grooming and bathing. fatigue only w/ yard work',
    },
    'Negated: no MRADL limitation in the home.',
  ),
  c(
    'ho-wc-a-07',
    'wheelchair',
    'wheelchair-a',
    N,
    {
      mobilityLimitation: 'walks indep throughout home w/o device, gait WNL, no falls',
      mrADLsAffected: 'needs help buttoning and cutting food d/t severe essential tremor R hand',
    },
    'MRADLs are affected, but by hand tremor, not by a mobility limitation.',
  ),

  // ── wheelchair-b: cane and walker tried/considered and ruled out ──
  c(
    'ho-wc-b-01',
    'wheelchair',
    'wheelchair-b',
    D,
    {
      lesserAids: 'cane and walker both tried, both unsafe - 3 LOB w/ SPC, knees buckle w/ FWW',
    },
    'Both lesser aids tried and unsafe.',
  ),
  c(
    'ho-wc-b-02',
    'wheelchair',
    'wheelchair-b',
    D,
    {
      lesserAids:
        'SPC insufficient, pt needs bilat UE support. could not safely manage RW - unable to advance it w/ L hemiparesis, LOB x2 in PT session, mod A to recover',
    },
    'Cane ruled out and pt could not safely manage the rolling walker.',
  ),
  c(
    'ho-wc-b-03',
    'wheelchair',
    'wheelchair-b',
    D,
    {
      lesserAids:
        'quad cane & front-wheeled walekr trialed by PT 2/2026 -- pt cannot amb to bathroom safely w/ either one, Berg 12/56, extreme fall risk',
    },
    'Typo but clear: quad cane and walker both trialed and unsafe for getting to the bathroom.',
  ),
  c(
    'ho-wc-b-04',
    'wheelchair',
    'wheelchair-b',
    N,
    {
      lesserAids: 'SPC tried, unsafe d/t poor balance.',
    },
    'Partial: cane ruled out, walker never mentioned.',
  ),
  c(
    'ho-wc-b-05',
    'wheelchair',
    'wheelchair-b',
    N,
    {
      lesserAids: 'cane ruled out d/t balance',
      mobilityLimitation: 'pt uses FWW safely in the home for short distances, amb to bathroom and kitchen w/ FWW and SBA, no LOB',
    },
    'Contradiction: another answer shows the walker is safe for in-home MRADLs.',
  ),
  c(
    'ho-wc-b-06',
    'wheelchair',
    'wheelchair-b',
    N,
    {
      lesserAids: 'cane unsafe. walker not tried yet - will trial RW next visit',
    },
    'Walker not yet tried; trial only planned.',
  ),
  c(
    'ho-wc-b-07',
    'wheelchair',
    'wheelchair-b',
    N,
    {
      lesserAids: 'pt refuses to use a walker ("makes me look old"), has not tried a cane',
    },
    'Preference, not a safety ruling-out; cane not tried.',
  ),

  // ── wheelchair-c: home access and maneuvering space ──
  c(
    'ho-wc-c-01',
    'wheelchair',
    'wheelchair-c',
    D,
    {
      homeAccessibility:
        'single level ranch, doorways 32-36 in, no thresholds, hardwood floors, 5x5 ft turning space in bedroom and bathroom. MWC measured and fits all rooms pt uses',
    },
    'Door widths, floors and turning space all adequate for the chair.',
  ),
  c(
    'ho-wc-c-02',
    'wheelchair',
    'wheelchair-c',
    D,
    {
      homeAccessibility:
        '1st flr apt, wide hallway. bedroon, bath and kitchen all w/c accessible; throw rugs removed and furniture moved so the MWC can turn around',
    },
    'Typo; rooms accessible and space made to maneuver.',
  ),
  c(
    'ho-wc-c-03',
    'wheelchair',
    'wheelchair-c',
    N,
    {
      homeAccessibility: 'bathroom door 24 in wide, w/c is 26 in overall and will not fit; hallway narrow w/ thick carpet',
    },
    'Chair does not fit through the bathroom door.',
  ),
  c(
    'ho-wc-c-04',
    'wheelchair',
    'wheelchair-c',
    N,
    {
      homeAccessibility: 'home eval not done yet, OT to measure doorways at next visit',
    },
    'Not assessed yet; planned.',
  ),
  c(
    'ho-wc-c-05',
    'wheelchair',
    'wheelchair-c',
    N,
    {
      homeAccessibility:
        'ramp at front entrance. inside: hallway 28 in, bedroom door 26 in, w/c 25.5 in wide cannot make the 90 deg turn into the bedroom',
    },
    'Entrance ramp exists but the chair cannot maneuver into the bedroom.',
  ),
  c(
    'ho-wc-c-06',
    'wheelchair',
    'wheelchair-c',
    D,
    {
      homeAccessibility: 'no access barriers in the home: doorways wide, no steps inside, room to maneuver MWC in bed/bath/kitchen',
    },
    'Negation of barriers documents adequate access.',
  ),

  // ── wheelchair-d: use will significantly improve MRADLs, used regularly in the home ──
  c(
    'ho-wc-d-01',
    'wheelchair',
    'wheelchair-d',
    D,
    {
      expectedBenefit:
        'w/ MWC pt will be able to indep get to bathroom for toileting and to kitchen table for meals; will use throughout the day in the home',
    },
    'Names the MRADL gains and daily in-home use.',
  ),
  c(
    'ho-wc-d-02',
    'wheelchair',
    'wheelchair-d',
    D,
    {
      expectedBenefit: 'MWC lets her get to the sink to groom and to the toilet w/o husband carrying her. daily use inside house, all day',
    },
    'Grooming and toileting improve; used all day at home.',
  ),
  c(
    'ho-wc-d-03',
    'wheelchair',
    'wheelchair-d',
    N,
    {
      expectedBenefit: 'will use MWC for outings, church and MD appointments; continues w/ RW at home',
    },
    'Use is only outside the home.',
  ),
  c(
    'ho-wc-d-04',
    'wheelchair',
    'wheelchair-d',
    N,
    {
      expectedBenefit: 'may help w/ fatigue. pt expects to use it occasionally',
    },
    'Hedged benefit, occasional use, no MRADL named.',
  ),
  c(
    'ho-wc-d-05',
    'wheelchair',
    'wheelchair-d',
    N,
    {
      expectedBenefit: 'will improve MRADLs in the home',
      homeAccessibility: 'w/c cannot enter bathroom or bedroom; pt will keep it in the garage for trips',
    },
    'Contradiction: the chair cannot be used in the rooms where MRADLs happen; stored in garage.',
  ),
  c(
    'ho-wc-d-06',
    'wheelchair',
    'wheelchair-d',
    D,
    {
      expectedBenefit: 'expected to use w/c daily in apt for toileting/dressing/feeding -- all MRADLs go from dependent to mod I',
    },
    'Daily in-apartment use with named MRADL improvement.',
  ),

  // ── wheelchair-e: willing to use it in the home ──
  c(
    'ho-wc-e-01',
    'wheelchair',
    'wheelchair-e',
    D,
    {
      expectedBenefit: 'pt states she is willing to use the w/c in her home every day',
    },
    'Stated willingness for home use.',
  ),
  c(
    'ho-wc-e-02',
    'wheelchair',
    'wheelchair-e',
    D,
    {
      equipmentDetails: 'K0001 std MWC 18 in seat. pt agreeable to using it inside the house, "I\'d rather roll than fall again"',
    },
    'Agreeable, with a quote, to in-house use.',
  ),
  c(
    'ho-wc-e-03',
    'wheelchair',
    'wheelchair-e',
    N,
    {
      expectedBenefit: 'dtr wants the w/c for her mother, pt undecided',
    },
    'Family wants it; patient has not expressed willingness.',
  ),
  c(
    'ho-wc-e-04',
    'wheelchair',
    'wheelchair-e',
    N,
    {
      expectedBenefit: 'pt willing to use w/c for community outings only, refuses to use it inside her house',
    },
    'Willing only outside the home.',
  ),
  c(
    'ho-wc-e-05',
    'wheelchair',
    'wheelchair-e',
    N,
    {
      expectedBenefit: 'willingness to be discussed at next visit',
    },
    'Not yet asked.',
  ),
  c(
    'ho-wc-e-06',
    'wheelchair',
    'wheelchair-e',
    D,
    {
      expectedBenefit: 'Pt motivated and eager to use MWC at home, used loaner chair in apt during trial w/o complaint',
    },
    'Eager to use at home, demonstrated in trial.',
  ),

  // ── wheelchair-f-or-g: self-propels safely, or a caregiver is available, willing and able ──
  c(
    'ho-wc-fg-01',
    'wheelchair',
    'wheelchair-f-or-g',
    D,
    {
      propulsionAbility: 'pt self-propels MWC 150 ft on level surfaces w/ BUE indep, safe turns, locks brakes indep',
    },
    'Safe independent self-propulsion.',
  ),
  c(
    'ho-wc-fg-02',
    'wheelchair',
    'wheelchair-f-or-g',
    D,
    {
      propulsionAbility: 'unable to self propel (bilat RTC tears). husband home 24/7, willing and able to push w/c, trained by PT',
    },
    'Cannot self-propel, but caregiver available, willing and able.',
  ),
  c(
    'ho-wc-fg-03',
    'wheelchair',
    'wheelchair-f-or-g',
    D,
    {
      propulsionAbility: 'hemi-propels w/ R arm and R foot, moves about home all day indep, no bumps or tips',
    },
    'Hemi-propulsion safely through the day.',
  ),
  c(
    'ho-wc-fg-04',
    'wheelchair',
    'wheelchair-f-or-g',
    N,
    {
      propulsionAbility: 'pt unable to propel d/t bilat UE weakness 2/5, lives alone, no caregiver',
    },
    'Neither self-propulsion nor a caregiver.',
  ),
  c(
    'ho-wc-fg-05',
    'wheelchair',
    'wheelchair-f-or-g',
    N,
    {
      propulsionAbility: 'pt can propel ~10 ft before SOB and fatigue. dtr visits weekends only',
    },
    'Cannot propel through a typical day; caregiver not available daily.',
  ),
  c(
    'ho-wc-fg-06',
    'wheelchair',
    'wheelchair-f-or-g',
    N,
    {
      propulsionAbility: 'pt cannot self-propel. wife (84) is the only caregiver and has a lumbar compression fx, cannot push the w/c',
    },
    'Caregiver exists but is not able.',
  ),
  c(
    'ho-wc-fg-07',
    'wheelchair',
    'wheelchair-f-or-g',
    N,
    {
      propulsionAbility: 'propulsion ability to be assessed at delivery',
    },
    'Not assessed yet.',
  ),

  // ── face-to-face (wheelchair) ──
  c(
    'ho-wc-f2f-01',
    'wheelchair',
    'face-to-face',
    D,
    {
      physicianExam: 'F2F w/ PCP on 2/14/26, exam documents BLE weakness 3/5, unable to amb to bathroom, need for MWC',
    },
    'Practitioner encounter about three weeks ago.',
  ),
  c(
    'ho-wc-f2f-02',
    'wheelchair',
    'face-to-face',
    N,
    {
      physicianExam: 'F2F performed by PT at initial eval 2/20/26',
    },
    'Wrong actor: a PT visit is not the practitioner face-to-face.',
  ),
  c(
    'ho-wc-f2f-03',
    'wheelchair',
    'face-to-face',
    N,
    {
      physicianExam: 'last seen by PCP July 2025, mobility exam in that note',
    },
    'More than six months before 10 Mar 2026.',
  ),
  c(
    'ho-wc-f2f-04',
    'wheelchair',
    'face-to-face',
    D,
    {
      physicianExam: 'seen in clinic by NP 3 wks ago, mobility exam documented',
    },
    'NP is a treating practitioner; three weeks ago.',
  ),
  c(
    'ho-wc-f2f-05',
    'wheelchair',
    'face-to-face',
    N,
    {
      physicianExam: 'will see PCP next wk for F2F',
    },
    'Planned, not done.',
  ),
  c(
    'ho-wc-f2f-06',
    'wheelchair',
    'face-to-face',
    D,
    {
      physicianExam: 'seen by ortho MD 1 wk ago, ortho note documents hip ROM, strength and need for w/c',
    },
    'Treating orthopedist saw pt a week ago.',
  ),

  // ── written-order (wheelchair) ──
  c(
    'ho-wc-ord-01',
    'wheelchair',
    'written-order',
    D,
    {
      physicianExam: 'MD signed SWO 3/1/26, on file',
    },
    'Signed standard written order on file.',
  ),
  c(
    'ho-wc-ord-02',
    'wheelchair',
    'written-order',
    N,
    {
      physicianExam: 'SWO sent to PCP for signature 3/5, awaiting return',
    },
    'Awaiting signature.',
  ),
  c(
    'ho-wc-ord-03',
    'wheelchair',
    'written-order',
    N,
    {
      physicianExam: 'order form signed by pt and dtr at eval',
    },
    'Wrong signer: patient and family, not the practitioner.',
  ),
  c(
    'ho-wc-ord-04',
    'wheelchair',
    'written-order',
    D,
    {
      physicianExam: "standard written order rec'd back signed by Dr. Halvorsen (PCP) 2/27/26",
    },
    'Order returned signed by the PCP.',
  ),
  c(
    'ho-wc-ord-05',
    'wheelchair',
    'written-order',
    N,
    {
      physicianExam: 'verbal order from PCP, written order to be obtained',
    },
    'Verbal only; written order still to be obtained.',
  ),
  c(
    'ho-wc-ord-06',
    'wheelchair',
    'written-order',
    N,
    {
      physicianExam: 'SWO unsigned - will fax for signature',
    },
    'Unsigned.',
  ),
  c(
    'ho-wc-ord-07',
    'wheelchair',
    'written-order',
    D,
    {
      equipmentDetails: 'K0001 MWC w/ elevating legrests; order for it signed & dated by PCP 2/26/26, copy in chart',
    },
    'Signed and dated by the PCP, stated in another field.',
  ),
];

const BED: readonly CoverageCase[] = [
  // ── bed-qualifying ──
  c(
    'ho-bed-q-01',
    'hospital-bed',
    'bed-qualifying',
    D,
    {
      medicalCondition: 'CHF EF 20%, orthopnea',
      regularBedIssues:
        'needs HOB elevated thirty-five degrees most of the time for SOB; pillows and a foam wedge tried w/o relief, she slides down and wakes gasping',
    },
    'CHF, HOB > 30 degrees most of the time, pillows/wedge tried and ruled out (number words).',
  ),
  c(
    'ho-bed-q-02',
    'hospital-bed',
    'bed-qualifying',
    D,
    {
      medicalCondition: 'COPD, dysphagia w/ 2 aspiration PNAs in 2025',
      regularBedIssues: 'HOB must stay >30 deg at all times; wedge pillows ruled out - pt slides off, cannot maintain the angle overnight',
    },
    'Aspiration risk, HOB > 30 degrees, wedges ruled out.',
  ),
  c(
    'ho-bed-q-03',
    'hospital-bed',
    'bed-qualifying',
    D,
    {
      medicalCondition: 'C5 SCI, severe spasticity, orthostatic hypotension',
      regularBedIssues:
        'requires positioning not feasible in an ordinary bed: knee gatch to break extensor spasms, head down for orthostatic episodes, HOB up for meals',
    },
    'Positioning that an ordinary bed cannot provide.',
  ),
  c(
    'ho-bed-q-04',
    'hospital-bed',
    'bed-qualifying',
    D,
    {
      medicalCondition: 'severe lumbar stenosis w/ neurogenic claudication, not a surgical candidate',
      regularBedIssues:
        'pain 9/10 lying flat; only relief is HOB up and knees flexed, which she cannot get in her regular bed even w/ pillows',
    },
    'Positioning needed to relieve pain, not achievable in a regular bed.',
  ),
  c(
    'ho-bed-q-05',
    'hospital-bed',
    'bed-qualifying',
    D,
    {
      medicalCondition: 'C6-7 fx, cervical traction ordered by neurosurgery',
      regularBedIssues: 'traction frame can only be attached to a hospital bed',
    },
    'Traction equipment that needs a hospital bed.',
  ),
  c(
    'ho-bed-q-06',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      regularBedIssues: 'needs HOB elevated for CHF',
      plannedUseAndBenefits: 'currently sleeps on 3 pillows, which pt says works well; bed would make it easier to sit up',
    },
    'Contradiction: pillows tried and effective.',
  ),
  c(
    'ho-bed-q-07',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      regularBedIssues:
        'positioning achieved in her regular bed w/ pillows. requesting hospital bed so dtr does not have to bend over during care',
    },
    'Positioning is achieved in a regular bed; caregiver convenience only.',
  ),
  c(
    'ho-bed-q-08',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      medicalCondition: 'GERD',
      regularBedIssues: 'HOB raised about 20 deg at night for reflux',
    },
    'Elevation under 30 degrees, not for CHF/COPD/aspiration.',
  ),
  c(
    'ho-bed-q-09',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      medicalCondition: 'COPD GOLD 3',
      regularBedIssues: 'HOB elevation > 30 degrees needed. pillows/wedge not tried yet',
    },
    'Pillows and wedge not considered and ruled out.',
  ),
  c(
    'ho-bed-q-10',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      regularBedIssues: "was in pelvic traction in Jan, traction d/c'd 2/1. now sleeping flat comfortably in own bed",
    },
    'Traction is past; sleeps flat now.',
  ),
  c(
    'ho-bed-q-11',
    'hospital-bed',
    'bed-qualifying',
    N,
    {
      plannedUseAndBenefits: 'pt would like a hospital bed for comfort and to watch tv sitting up',
    },
    'Comfort and convenience only.',
  ),

  // ── bed-variable-height ──
  c(
    'ho-bed-vh-01',
    'hospital-bed',
    'bed-variable-height',
    D,
    {
      bedFeatures: 'semi-electric, variable height, half rails',
      variableHeight:
        'needs bed lowered to 19 in to transfer to w/c and raised to stand w/ RW; a fixed 24 in bed is too high for stand pivot to the chair',
    },
    'Different heights needed for chair and standing transfers.',
  ),
  c(
    'ho-bed-vh-02',
    'hospital-bed',
    'bed-variable-height',
    D,
    {
      bedFeatures: 'hi-lo',
      variableHeight: 'slide board transfers bed <-> w/c, w/c seat is 19 inch - needs bed at matching height for level transfer',
    },
    'Height must match wheelchair for slide-board transfers.',
  ),
  c(
    'ho-bed-vh-03',
    'hospital-bed',
    'bed-variable-height',
    N,
    {
      bedFeatures: 'variable height',
      variableHeight: "requested for caregiver's back during bed baths; pt bedbound, does not transfer",
    },
    'Caregiver comfort; patient does not transfer.',
  ),
  c(
    'ho-bed-vh-04',
    'hospital-bed',
    'bed-variable-height',
    N,
    {
      bedFeatures: 'hi-lo feature',
      variableHeight: 'pt prefers it',
    },
    'Preference only.',
  ),
  c(
    'ho-bed-vh-05',
    'hospital-bed',
    'bed-variable-height',
    D,
    {
      bedFeatures: 'variable height',
      variableHeight:
        'pt can only come to stand from a 24 in surface (bilat TKA, quad weakness) but needs 18 in to get onto the BSC - one fixed height does not work for both',
    },
    'Needs two different heights for standing and commode/chair transfers.',
  ),
  c(
    'ho-bed-vh-06',
    'hospital-bed',
    'bed-variable-height',
    N,
    {
      bedFeatures: 'semi-electric, variable height',
      variableHeight: 'transfers indep from standard height bed, no issue',
    },
    'Requested, but transfers are fine at a fixed height.',
  ),

  // ── bed-semi-electric ──
  c(
    'ho-bed-se-01',
    'hospital-bed',
    'bed-semi-electric',
    D,
    {
      semiElectric:
        'requires frequent position changes (q1-2h) and immediate HOB elevation during coughing/aspiration episodes; pt operates hand control himself',
    },
    'Frequent and immediate position changes.',
  ),
  c(
    'ho-bed-se-02',
    'hospital-bed',
    'bed-semi-electric',
    D,
    {
      semiElectric: 'sudden SOB episodes at night need HOB raised right away, cannot wait for wife to crank it',
    },
    'Immediate changes needed.',
  ),
  c(
    'ho-bed-se-03',
    'hospital-bed',
    'bed-semi-electric',
    N,
    {
      semiElectric: 'for convenience; pt repositions 1-2x per day',
    },
    'Convenience, infrequent changes.',
  ),
  c(
    'ho-bed-se-04',
    'hospital-bed',
    'bed-semi-electric',
    N,
    {
      semiElectric: 'caregiver prefers electric controls',
    },
    'Preference only.',
  ),
  c(
    'ho-bed-se-05',
    'hospital-bed',
    'bed-semi-electric',
    N,
    {
      bedFeatures: 'semi-electric',
      semiElectric: 'position changes not frequent, pt stays in one position all night w/o problems',
    },
    'Negated: changes not frequent.',
  ),
  c(
    'ho-bed-se-06',
    'hospital-bed',
    'bed-semi-electric',
    D,
    {
      semiElectric: 'pt w/ MS changes position every 30-60 min d/t spasms and pain, uses remote indep',
    },
    'Frequent changes, stated as intervals.',
  ),

  // ── bed-heavy-duty ──
  c(
    'ho-bed-hd-01',
    'hospital-bed',
    'bed-heavy-duty',
    D,
    {
      heavyDuty: 'heavy duty bed needed - pt weighs 412 lbs',
    },
    'Weight over 350 lb.',
  ),
  c(
    'ho-bed-hd-02',
    'hospital-bed',
    'bed-heavy-duty',
    D,
    {
      heavyDuty: 'yes, wt three hundred sixty pounds, std bed rated 350 lb',
    },
    'Weight in words over 350 lb.',
  ),
  c(
    'ho-bed-hd-03',
    'hospital-bed',
    'bed-heavy-duty',
    N,
    {
      heavyDuty: 'heavy duty requested for extra width; pt wt 310 lb',
    },
    'Requested, but weight is under 350 lb.',
  ),
  c(
    'ho-bed-hd-04',
    'hospital-bed',
    'bed-heavy-duty',
    N,
    {
      heavyDuty: 'heavy duty - weight not obtained, no bariatric scale in home',
    },
    'No weight documented.',
  ),
  c(
    'ho-bed-hd-05',
    'hospital-bed',
    'bed-heavy-duty',
    D,
    {
      heavyDuty: 'heavy duty',
      medicalCondition: 'morbid obesity, OSA, lymphedema BLE. wt 163 kg on clinic scale 2/2026',
    },
    'Weight in kg (about 359 lb) over 350.',
  ),
  c(
    'ho-bed-hd-06',
    'hospital-bed',
    'bed-heavy-duty',
    N,
    {
      heavyDuty: 'heavy duty - pt was 390 lb last yr; after bariatric surgery now 265 lb',
    },
    'Past weight over 350; current weight under.',
  ),

  // ── face-to-face (bed) ──
  c(
    'ho-bed-f2f-01',
    'hospital-bed',
    'face-to-face',
    D,
    {
      physicianExam: 'F2F w/ PA-C 1/22/26, exam documented CHF w/ orthopnea and 3+ edema',
    },
    'PA-C encounter within six months.',
  ),
  c(
    'ho-bed-f2f-02',
    'hospital-bed',
    'face-to-face',
    N,
    {
      physicianExam: 'F2F w/ home health RN 2/28/26',
    },
    'Wrong actor: nurse visit.',
  ),
  c(
    'ho-bed-f2f-03',
    'hospital-bed',
    'face-to-face',
    N,
    {
      physicianExam: 'F2F 8 months ago w/ cardiology',
    },
    'Eight months ago is outside the six-month window.',
  ),
  c(
    'ho-bed-f2f-04',
    'hospital-bed',
    'face-to-face',
    D,
    {
      physicianExam: 'pt seen in person by PCP on Dec 18, 2025 for CHF f/u; exam notes orthopnea, edema',
    },
    'In-person PCP visit under three months ago.',
  ),
  c(
    'ho-bed-f2f-05',
    'hospital-bed',
    'face-to-face',
    N,
    {
      physicianExam: 'F2F scheduled 3/17/26',
    },
    'Scheduled in the future.',
  ),
  c(
    'ho-bed-f2f-06',
    'hospital-bed',
    'face-to-face',
    D,
    {
      medicalCondition: 'COPD, chronic resp failure. examined by pulmonologist 2/10/26 who documented need for HOB >30 deg',
    },
    'Encounter stated in another field; pulmonologist one month ago.',
  ),

  // ── written-order (bed) ──
  c(
    'ho-bed-ord-01',
    'hospital-bed',
    'written-order',
    D,
    {
      physicianExam: 'SWO signed by attending MD 3/2/26, in chart',
    },
    'Signed order in chart.',
  ),
  c(
    'ho-bed-ord-02',
    'hospital-bed',
    'written-order',
    N,
    {
      physicianExam: 'order pending MD signature',
    },
    'Pending signature.',
  ),
  c(
    'ho-bed-ord-03',
    'hospital-bed',
    'written-order',
    D,
    {
      physicianExam: 'written order for semi-elec hospital bed w/ half rails signed by NP 2/25/26',
    },
    'Signed by NP, a treating practitioner.',
  ),
  c(
    'ho-bed-ord-04',
    'hospital-bed',
    'written-order',
    N,
    {
      physicianExam: "order signed by pt's wife",
    },
    'Wrong signer.',
  ),
  c(
    'ho-bed-ord-05',
    'hospital-bed',
    'written-order',
    N,
    {
      physicianExam: 'Rx requested from PCP office',
    },
    'Only requested.',
  ),
  c(
    'ho-bed-ord-06',
    'hospital-bed',
    'written-order',
    D,
    {
      physicianExam: 'signed SWO recieved from PCP office 2/19/26',
    },
    'Typo but signed order received.',
  ),
];

const COMMODE: readonly CoverageCase[] = [
  // ── commode-incapable ──
  c(
    'ho-com-inc-01',
    'commode',
    'commode-incapable',
    D,
    {
      toiletingLimitation:
        'pt cannot use regular toilet - cannot rise from toilet height even w/ grab bars, needs max A x2 and bathroom too small for 2 caregivers',
    },
    'Physically unable to use the toilet.',
  ),
  c(
    'ho-com-inc-02',
    'commode',
    'commode-incapable',
    D,
    {
      toiletingLimitation: 'unable to walk the 30 ft to the bathroom (amb 5 ft w/ RW max), incontinent on the way',
    },
    'Cannot reach the toilet.',
  ),
  c(
    'ho-com-inc-03',
    'commode',
    'commode-incapable',
    N,
    {
      toiletingLimitation: 'no toilet access issues; indep on toilet w/ grab bar',
    },
    'Negated.',
  ),
  c(
    'ho-com-inc-04',
    'commode',
    'commode-incapable',
    N,
    {
      toiletingLimitation: 'uses toilet safely w/ raised seat; wants commode for convenience at night',
    },
    'Uses the toilet safely; convenience.',
  ),
  c(
    'ho-com-inc-05',
    'commode',
    'commode-incapable',
    N,
    {
      toiletingLimitation: 'was unable to use the toilet for 2 wks post-op (R THA), now amb to bathroom w/ RW indep',
    },
    'Past inability; now independent.',
  ),
  c(
    'ho-com-inc-06',
    'commode',
    'commode-incapable',
    D,
    {
      toiletingLimitation: 'NWB RLE, cannot hop to bathroom safely and w/c doesnt fit thru bathroom door - no way to get to the toilet',
    },
    'No safe way to access the toilet.',
  ),

  // ── commode-confinement ──
  c(
    'ho-com-conf-01',
    'commode',
    'commode-confinement',
    D,
    {
      homeLayoutBarriers: 'confined to bedroom',
    },
    'Confined to a room.',
  ),
  c(
    'ho-com-conf-02',
    'commode',
    'commode-confinement',
    D,
    {
      homeLayoutBarriers: 'only bathroom in the house is on 2nd flr; pt now lives on 1st flr and cannot do stairs (CHF, DOE after 3 steps)',
    },
    'Confined to a level with no toilet.',
  ),
  c(
    'ho-com-conf-03',
    'commode',
    'commode-confinement',
    D,
    {
      homeLayoutBarriers:
        'bedroom + bath upstairs, pt cant do stairs anymore, sleeping on the living rm sofa downstairs where there is no toilet',
    },
    'Lives downstairs; the only toilet is upstairs.',
  ),
  c(
    'ho-com-conf-04',
    'commode',
    'commode-confinement',
    D,
    {
      homeLayoutBarriers: 'home has no toilet facilities - cabin w/ outhouse only, 40 yds from door',
    },
    'No toilet facilities in the home.',
  ),
  c(
    'ho-com-conf-05',
    'commode',
    'commode-confinement',
    N,
    {
      homeLayoutBarriers: "1st flr half bath 10 ft from pt's bed; pt stays on 1st flr",
    },
    'There is a toilet on the level she lives on.',
  ),
  c(
    'ho-com-conf-06',
    'commode',
    'commode-confinement',
    N,
    {
      homeLayoutBarriers: 'pt climbs 14 stairs w/ rail to 2nd flr bathroom, SBA',
    },
    'Can reach the bathroom via stairs.',
  ),
  c(
    'ho-com-conf-07',
    'commode',
    'commode-confinement',
    N,
    {
      homeLayoutBarriers: 'was confined to bed x2 wks in Jan w/ PNA, now amb throughout home',
    },
    'Confinement is past.',
  ),
  c(
    'ho-com-conf-08',
    'commode',
    'commode-confinement',
    N,
    {
      homeLayoutBarriers: 'bathroom on same level as bedroom, 40 ft away; pt slow but gets there',
    },
    'Toilet on same level and reachable.',
  ),
  c(
    'ho-com-conf-09',
    'commode',
    'commode-confinement',
    D,
    {
      useAndAssistance: 'room-bound d/t end-stage COPD, bed to chair only, cannot leave the bedroom',
    },
    'Room-bound, stated in another field.',
  ),

  // ── commode-standalone ──
  c(
    'ho-com-sa-01',
    'commode',
    'commode-standalone',
    D,
    {
      standaloneDevice: 'yes - standalone BSC at bedside for night use',
    },
    'Standalone at bedside.',
  ),
  c(
    'ho-com-sa-02',
    'commode',
    'commode-standalone',
    D,
    {
      standaloneDevice: '3-in-1 commode will be placed next to the bed in the den (no toilet on that floor)',
    },
    'Placed next to the bed, not over a toilet.',
  ),
  c(
    'ho-com-sa-03',
    'commode',
    'commode-standalone',
    N,
    {
      standaloneDevice: '3-in-1 to be used over the toilet as a raised seat w/ arms',
    },
    'Only over the toilet.',
  ),
  c(
    'ho-com-sa-04',
    'commode',
    'commode-standalone',
    N,
    {
      standaloneDevice: 'no - will sit over existing toilet only',
    },
    'Explicitly no.',
  ),
  c(
    'ho-com-sa-05',
    'commode',
    'commode-standalone',
    N,
    {
      standaloneDevice: 'standalone',
      useAndAssistance: 'commode will be placed over the toilet in the hall bathroom as a toilet safety frame; pt uses it there w/ SBA',
    },
    'Contradiction: the description shows use only over the toilet.',
  ),
  c(
    'ho-com-sa-06',
    'commode',
    'commode-standalone',
    D,
    {
      useAndAssistance: 'BSC beside bed 24/7, pt voids and has BMs in it, dtr empties the pail',
    },
    'Standalone use described in another field.',
  ),

  // ── face-to-face (commode) ──
  c(
    'ho-com-f2f-01',
    'commode',
    'face-to-face',
    D,
    {
      medicalNecessity: 'F2F with PCP 2/3/26 documents weakness and inability to reach toilet',
    },
    'PCP encounter five weeks ago.',
  ),
  c(
    'ho-com-f2f-02',
    'commode',
    'face-to-face',
    N,
    {
      medicalNecessity: 'F2F: OT eval 2/10/26',
    },
    'Wrong actor: OT.',
  ),
  c(
    'ho-com-f2f-03',
    'commode',
    'face-to-face',
    N,
    {
      medicalNecessity: 'pt to see PCP next wk',
    },
    'Planned.',
  ),
  c(
    'ho-com-f2f-04',
    'commode',
    'face-to-face',
    D,
    {
      medicalNecessity: 'seen in office by NP 10/28/25, F2F note addresses toileting',
    },
    'NP encounter within six months.',
  ),
  c(
    'ho-com-f2f-05',
    'commode',
    'face-to-face',
    N,
    {
      medicalNecessity: 'last PCP visit 8/2025',
    },
    'Seven months ago: outside the window.',
  ),
  c(
    'ho-com-f2f-06',
    'commode',
    'face-to-face',
    D,
    {
      medicalNecessity: 'hospitalist exam 2/26/26 during admission documented need for BSC',
    },
    'Physician exam two weeks ago.',
  ),

  // ── written-order (commode) ──
  c(
    'ho-com-ord-01',
    'commode',
    'written-order',
    D,
    {
      medicalNecessity: 'SWO for BSC signed by Dr. Tran 2/28/26',
    },
    'Signed by physician.',
  ),
  c(
    'ho-com-ord-02',
    'commode',
    'written-order',
    N,
    {
      medicalNecessity: 'will fax SWO to PCP for signature',
    },
    'Not yet signed.',
  ),
  c(
    'ho-com-ord-03',
    'commode',
    'written-order',
    N,
    {
      medicalNecessity: 'order written by PT, to be cosigned',
    },
    'Written by PT, not signed by practitioner.',
  ),
  c(
    'ho-com-ord-04',
    'commode',
    'written-order',
    D,
    {
      medicalNecessity: 'MD signed order on file (3/4/26)',
    },
    'Signed order on file.',
  ),
  c(
    'ho-com-ord-05',
    'commode',
    'written-order',
    N,
    {
      medicalNecessity: 'order: unsigned',
    },
    'Unsigned.',
  ),
  c(
    'ho-com-ord-06',
    'commode',
    'written-order',
    D,
    {
      medicalNecessity: 'written order signed & dated by PA-C Lindqvist 2/20/26',
    },
    'Signed by PA-C.',
  ),
];

const WALKER: readonly CoverageCase[] = [
  // ── walker-mradl ──
  c(
    'ho-wk-m-01',
    'walker',
    'walker-mradl',
    D,
    {
      mrADLsImpact: 'unable to walk to bathroom w/o furniture walking, 2 falls while toileting last month; cant stand at sink to groom',
    },
    'Toileting and grooming impaired at home.',
  ),
  c(
    'ho-wk-m-02',
    'walker',
    'walker-mradl',
    D,
    {
      mrADLsImpact: 'pt cannot carry meals from kitchen or get to toilet safely; dressing at the closet requires CGA d/t unsteady gait',
    },
    'Feeding, toileting, dressing impaired by gait.',
  ),
  c(
    'ho-wk-m-03',
    'walker',
    'walker-mradl',
    N,
    {
      mobilityLimitation: 'amb indep in home w/o device; needs walker only for community distances > 500 ft',
    },
    'Limitation only outside the home.',
  ),
  c(
    'ho-wk-m-04',
    'walker',
    'walker-mradl',
    N,
    {
      mobilityLimitation: 'was bedbound last month, now amb 150 ft in home indep, no AD, indep all ADLs',
    },
    'Past limitation; now independent.',
  ),
  c(
    'ho-wk-m-05',
    'walker',
    'walker-mradl',
    N,
    {
      mrADLsImpact: 'MRADLs: indep. pt wants walker for exercise walks in the park',
    },
    'Independent; use is recreational outside.',
  ),
  c(
    'ho-wk-m-06',
    'walker',
    'walker-mradl',
    D,
    {
      mobilityLimitation: 'shuffling gait, LOB w/ turns in the bathroom',
      mrADLsImpact: 'needs help w/ toileting and bathing d/t poor balance, Tinetti 14/28',
    },
    'Balance loss in the bathroom impairs toileting and bathing.',
  ),

  // ── walker-safe-use ──
  c(
    'ho-wk-su-01',
    'walker',
    'walker-safe-use',
    D,
    {
      safetyIndependence: 'pt amb 150 ft w/ FWW, SBA, no LOB, good sequencing, safe w/ turns',
    },
    'Safe walker use demonstrated.',
  ),
  c(
    'ho-wk-su-02',
    'walker',
    'walker-safe-use',
    D,
    {
      patientCapability: 'demonstrated safe use of RW in home - to bathroom, kitchen, bedroom - indep',
    },
    'Safe independent use in the home.',
  ),
  c(
    'ho-wk-su-03',
    'walker',
    'walker-safe-use',
    N,
    {
      safetyIndependence: 'able to use walker only with max A, unsafe alone',
    },
    'Only with maximal assistance; unsafe alone.',
  ),
  c(
    'ho-wk-su-04',
    'walker',
    'walker-safe-use',
    N,
    {
      patientCapability: 'impulsive, severe dementia, forgets walker and leaves it across the room; unsafe w/ walker',
    },
    'Cognition makes use unsafe.',
  ),
  c(
    'ho-wk-su-05',
    'walker',
    'walker-safe-use',
    N,
    {
      safetyIndependence: 'not yet trialed w/ walker; safety TBD',
    },
    'Not tried.',
  ),
  c(
    'ho-wk-su-06',
    'walker',
    'walker-safe-use',
    D,
    {
      safetyIndependence: 'mod I w/ 4WW incl brakes on/off and sitting on seat safely',
    },
    'Modified independent, safe with brakes and seat.',
  ),
  c(
    'ho-wk-su-07',
    'walker',
    'walker-safe-use',
    N,
    {
      safetyIndependence: 'hopefully will be safe w/ RW after more training; currently 2 LOB per session needing mod A',
    },
    'Hoped-for safety; currently unsafe.',
  ),

  // ── walker-resolves ──
  c(
    'ho-wk-r-01',
    'walker',
    'walker-resolves',
    D,
    {
      insufficientAlternatives: 'w/ RW pt amb indep to bathroom and kitchen; toileting and grooming now indep - deficit resolved w/ walker',
    },
    'Deficit resolved with walker.',
  ),
  c(
    'ho-wk-r-02',
    'walker',
    'walker-resolves',
    D,
    {
      safetyIndependence: 'with FWW gait steady, no falls x4wk, completes all MRADLs at home mod I',
    },
    'All MRADLs at modified independence with the walker.',
  ),
  c(
    'ho-wk-r-03',
    'walker',
    'walker-resolves',
    N,
    {
      safetyIndependence: 'even w/ walker requires mod A and continues to fall; w/c eval recommended',
    },
    'Walker does not resolve the deficit.',
  ),
  c(
    'ho-wk-r-04',
    'walker',
    'walker-resolves',
    N,
    {
      medicalNecessity: 'walker helps some, still unable to toilet independently (needs CGA + verbal cues)',
    },
    'Partial improvement only.',
  ),
  c(
    'ho-wk-r-05',
    'walker',
    'walker-resolves',
    N,
    {
      medicalNecessity: 'unknown if walker will resolve deficits; trial pending',
    },
    'Uncertain; trial pending.',
  ),
  c(
    'ho-wk-r-06',
    'walker',
    'walker-resolves',
    D,
    {
      safetyIndependence: 'TUG 28 s w/o device vs 14 s w/ RW, no LOB w/ RW; now walks to bathroom and kitchen on her own',
    },
    'Measured improvement and independent in-home mobility with walker.',
  ),

  // ── walker-heavy-duty ──
  c(
    'ho-wk-hd-01',
    'walker',
    'walker-heavy-duty',
    D,
    {
      walkerType: 'heavy duty bariatric walker',
      specialFeatures: 'pt wt 342 lb',
    },
    'Weight over 300 lb.',
  ),
  c(
    'ho-wk-hd-02',
    'walker',
    'walker-heavy-duty',
    D,
    {
      walkerType: 'HD walker - pt weighs three hundred twenty-five pounds',
    },
    'Weight in words over 300 lb.',
  ),
  c(
    'ho-wk-hd-03',
    'walker',
    'walker-heavy-duty',
    N,
    {
      walkerType: 'bariatric walker requested for wider frame; wt 280 lb',
    },
    'Weight under 300 lb.',
  ),
  c(
    'ho-wk-hd-04',
    'walker',
    'walker-heavy-duty',
    N,
    {
      walkerType: 'heavy duty walker; weight not documented',
    },
    'No weight.',
  ),
  c(
    'ho-wk-hd-05',
    'walker',
    'walker-heavy-duty',
    N,
    {
      walkerType: 'HD walker',
      patientCapability: 'wt 300 lb',
    },
    'Exactly 300 lb is not more than 300.',
  ),
  c(
    'ho-wk-hd-06',
    'walker',
    'walker-heavy-duty',
    D,
    {
      walkerType: 'heavy duty folding walker',
      specialFeatures: 'wt: 152 kg',
    },
    'About 335 lb (kg) over 300.',
  ),

  // ── walker-e0147 ──
  c(
    'ho-wk-e147-01',
    'walker',
    'walker-e0147',
    D,
    {
      walkerType: 'E0147 multiple braking system walker',
      specialFeatures: 'L hemiplegia s/p CVA, no functional use of L hand; cannot control std walker, needs one-hand braking',
    },
    'Restricted use of one hand.',
  ),
  c(
    'ho-wk-e147-02',
    'walker',
    'walker-e0147',
    D,
    {
      walkerType: 'multi-braking walker w/ variable wheel resistance',
      specialFeatures: "severe Parkinson's w/ festinating gait and freezing; std rolling walker runs away from him",
    },
    'Severe neurologic disorder.',
  ),
  c(
    'ho-wk-e147-03',
    'walker',
    'walker-e0147',
    N,
    {
      walkerType: 'E0147',
      specialFeatures: 'mild peripheral neuropathy; hands intact, grip 5/5 bilat; pt prefers braking walker',
    },
    'Mild condition, both hands intact; preference.',
  ),
  c(
    'ho-wk-e147-04',
    'walker',
    'walker-e0147',
    N,
    {
      walkerType: 'multiple braking system walker requested by dtr because it looks sturdier',
    },
    'Family preference only.',
  ),
  c(
    'ho-wk-e147-05',
    'walker',
    'walker-e0147',
    N,
    {
      walkerType: 'multi-brake walker',
      specialFeatures: 'dx deconditioning, bilat hand function WNL',
    },
    'No neurologic disorder or hand restriction.',
  ),
  c(
    'ho-wk-e147-06',
    'walker',
    'walker-e0147',
    D,
    {
      walkerType: 'E0147 walker',
      specialFeatures: 'R hand amputated at wrist (farm injury), L hand intact - can only brake/steer w/ one hand',
    },
    'Restricted use of one hand from amputation.',
  ),

  // ── face-to-face (walker) ──
  c(
    'ho-wk-f2f-01',
    'walker',
    'face-to-face',
    D,
    {
      medicalNecessity: 'F2F with PCP 2/14/26, gait and balance exam in note',
    },
    'PCP encounter within six months.',
  ),
  c(
    'ho-wk-f2f-02',
    'walker',
    'face-to-face',
    N,
    {
      medicalNecessity: 'F2F done by PT at initial eval',
    },
    'Wrong actor.',
  ),
  c(
    'ho-wk-f2f-03',
    'walker',
    'face-to-face',
    N,
    {
      medicalNecessity: 'F2F 9/2/2025 w/ PCP',
    },
    'Six months and a week before 10 Mar 2026.',
  ),
  c(
    'ho-wk-f2f-04',
    'walker',
    'face-to-face',
    D,
    {
      medicalNecessity: 'pt seen by NP in clinic 3 weeks ago; gait/balance exam documented',
    },
    'NP three weeks ago.',
  ),
  c(
    'ho-wk-f2f-05',
    'walker',
    'face-to-face',
    N,
    {
      medicalNecessity: 'awaiting F2F w/ neurology, appt 3/20/26',
    },
    'Awaited, future appointment.',
  ),
  c(
    'ho-wk-f2f-06',
    'walker',
    'face-to-face',
    D,
    {
      mobilityLimitation: 'ortho PA-C saw pt 1/8/26 after a fall and documented gait instability',
    },
    'PA-C encounter, stated in another field.',
  ),

  // ── written-order (walker) ──
  c(
    'ho-wk-ord-01',
    'walker',
    'written-order',
    D,
    {
      medicalNecessity: 'SWO signed by PCP 3/3/26',
    },
    'Signed by PCP.',
  ),
  c(
    'ho-wk-ord-02',
    'walker',
    'written-order',
    N,
    {
      medicalNecessity: 'SWO drafted, awaiting physician signature',
    },
    'Awaiting signature.',
  ),
  c(
    'ho-wk-ord-03',
    'walker',
    'written-order',
    N,
    {
      medicalNecessity: 'order signed by pt',
    },
    'Wrong signer.',
  ),
  c(
    'ho-wk-ord-04',
    'walker',
    'written-order',
    D,
    {
      medicalNecessity: 'Rx for FWW signed and dated by Dr. Baptiste on 2/21/26, on file',
    },
    'Signed prescription on file.',
  ),
  c(
    'ho-wk-ord-05',
    'walker',
    'written-order',
    N,
    {
      medicalNecessity: 'PCP gave verbal ok, will fax for signature',
    },
    'Verbal only.',
  ),
  c(
    'ho-wk-ord-06',
    'walker',
    'written-order',
    N,
    {
      medicalNecessity: 'written order requested from PCP 3/6',
    },
    'Requested only.',
  ),
  c(
    'ho-wk-ord-07',
    'walker',
    'written-order',
    D,
    {
      medicalNecessity: 'MD sgnd SWO in chart (dated 2/11/26)',
    },
    'Abbreviated: signed order in chart.',
  ),
];

const WEIGHTS: readonly CoverageCase[] = [
  w('ho-wt-01', 'hospital-bed', { heavyDuty: 'wt: 360' }, 360, 'Bare number after a weight label.'),
  w('ho-wt-02', 'hospital-bed', { heavyDuty: 'pt 360#, needs HD bed' }, 360, 'Pound sign.'),
  w('ho-wt-03', 'hospital-bed', { medicalCondition: 'morbid obesity, 163 kg' }, 359.4, 'Kilograms converted.'),
  w('ho-wt-04', 'hospital-bed', { heavyDuty: 'pt weighs three hundred sixty pounds' }, 360, 'Number in words.'),
  w('ho-wt-05', 'walker', { specialFeatures: 'weight 3 hundred 60 lbs' }, 360, 'Mixed digits and words.'),
  w('ho-wt-06', 'hospital-bed', { heavyDuty: 'weighs approx 410 lb' }, 410, 'Approximate weight.'),
  w('ho-wt-07', 'walker', { specialFeatures: 'wt 320 lb, was 280 lb in 2024' }, 320, 'Current weight, not the past one.'),
  w(
    'ho-wt-08',
    'walker',
    { patientCapability: 'lifts 10 lb w/ each arm, carries 5 lb grocery bag' },
    null,
    'Lifted loads are not body weight.',
  ),
  w('ho-wt-09', 'hospital-bed', { physicianExam: 'BP 142/88, HR 76, SpO2 93% RA' }, null, 'Vitals only.'),
  w('ho-wt-10', 'walker', { safetyIndependence: 'amb 360 ft w/ RW, SBA' }, null, 'Distance, not weight.'),
  w('ho-wt-11', 'walker', { specialFeatures: 'goal wt 300 lb, current wt 372 lb' }, 372, 'Current weight next to a goal weight.'),
  w('ho-wt-12', 'wheelchair', { equipmentDetails: 'pt is 5\'9", 385 lbs, needs 22 in seat' }, 385, 'Weight after height.'),
  w('ho-wt-13', 'hospital-bed', { heavyDuty: 'body weight 178 kg' }, 392.4, 'Kilograms converted.'),
  w('ho-wt-14', 'hospital-bed', { heavyDuty: 'weight four hundred and five pounds' }, 405, 'Words with "and".'),
  w('ho-wt-15', 'walker', { patientCapability: 'no weight recorded; HEP w/ 5 lb dumbbells' }, null, 'Exercise load; no body weight.'),
  w('ho-wt-16', 'hospital-bed', { medicalCondition: 'BMI 52, OSA on CPAP' }, null, 'BMI is not a weight.'),
  w('ho-wt-17', 'hospital-bed', { medicalCondition: 'lost 40 lb since Sept, now 355 lb' }, 355, 'Current weight, not the amount lost.'),
  w(
    'ho-wt-18',
    'wheelchair',
    { equipmentDetails: 'std MWC 18 in seat, 250 lb weight capacity' },
    null,
    'Equipment capacity is not body weight.',
  ),
  w('ho-wt-19', 'walker', { walkerType: 'std FWW, pt wt 298 lbs' }, 298, 'Plain weight under threshold.'),
  w('ho-wt-20', 'walker', { specialFeatures: 'Weight: 3 hundred and 12 pounds' }, 312, 'Mixed words with "and".'),
  w('ho-wt-21', 'hospital-bed', { heavyDuty: 'wt 152.5 kg' }, 336.2, 'Decimal kilograms converted.'),
  w('ho-wt-22', 'commode', { useAndAssistance: 'bariatric BSC, 650 lb capacity; pt weighs 402 lb' }, 402, 'Body weight, not the capacity.'),
];

export const HELD_OUT: readonly CoverageCase[] = [...WHEELCHAIR, ...BED, ...COMMODE, ...WALKER, ...WEIGHTS];
