/**
 * A fresh tuning set for the coverage checklist (issue 21), written blind: before reading the rules
 * of libs/clinical-text/src/coverage/ or the other corpus files, from the LCDs (manual wheelchair
 * L33788, hospital bed L33820, commode L33736, walker L33791) and the way home-health PT/OT/nurses
 * type: shorthand, lower case, run-ons, typos, numbers in words. Both sides of every criterion, and
 * mostly the near-misses a keyword matcher gets wrong: negation far from the keyword, hedges
 * (awaiting, pending, unsigned, to be signed, will obtain, requested, if, may, possibly, ?,
 * recommend), past vs present, the wrong actor, another setting, partial evidence, contradictions
 * across fields, goals, qualifiers (with CGA only, when fatigued) and double negatives.
 *
 * Judged on CORPUS_TODAY (10 March 2026): a face-to-face counts from 10 September 2025.
 * Every name, date and fact is invented.
 */
import type { Equipment } from '../src/types';
import type { CoverageCase, CoverageTruth, CriterionCase, WeightCase } from './case';

function c(
  id: string,
  equipment: Equipment,
  criterion: string,
  expect: CoverageTruth,
  why: string,
  answers: Record<string, string>,
): CriterionCase {
  return { kind: 'criterion', id, equipment, criterion, expect, why, answers };
}

function w(id: string, equipment: Equipment, pounds: number | null, why: string, answers: Record<string, string>): WeightCase {
  return { kind: 'weight', id, equipment, pounds, why, answers };
}

const DOC: CoverageTruth = 'documented';
const NOT: CoverageTruth = 'not-documented';

// ---------------------------------------------------------------------------------------------
// Manual wheelchair

const WHEELCHAIR: readonly CriterionCase[] = [
  // A: the mobility limitation significantly impairs MRADLs in the home
  c('fr-wc-a-1', 'wheelchair', 'wheelchair-a', DOC, 'cannot reach the bathroom in time: toileting in the home impaired', {
    mobilityLimitation:
      'pt amb 10-15 ft w/ RW then has to sit, SOB & B knee pain. cant make it to bathroom in time, 3 incont episodes this wk',
    mrADLsAffected: 'toileting, bathing - unable to walk to bathroom',
  }),
  c('fr-wc-a-2', 'wheelchair', 'wheelchair-a', DOC, 'cannot reach the kitchen or the tub: feeding and bathing in the home impaired', {
    mobilityLimitation: 'gets about 2 or 3 steps before legs give out',
    mrADLsAffected: 'wife brings all meals to bed since he cant get to the kitchen table; sponge baths only, cant reach the tub',
  }),
  c('fr-wc-a-3', 'wheelchair', 'wheelchair-a', NOT, 'limited only in the community; independent with MRADLs at home', {
    mobilityLimitation: 'limited community ambulator, fatigues at the grocery store',
    mrADLsAffected: 'indep w/ toileting dressing bathing in the home',
  }),
  c('fr-wc-a-4', 'wheelchair', 'wheelchair-a', NOT, 'walks household distances without a device; no MRADL affected', {
    mobilityLimitation: 'amb household distances w/o AD, slow but steady',
    mrADLsAffected: 'none reported',
  }),
  c('fr-wc-a-5', 'wheelchair', 'wheelchair-a', NOT, 'the limitation was before surgery; now walks 150 ft', {
    mobilityLimitation: 'was unable to walk to bathroom before her hip replacement. now amb 150 ft w/ SBA and RW',
    mrADLsAffected: 'toileting (prior to surgery)',
  }),
  c('fr-wc-a-6', 'wheelchair', 'wheelchair-a', NOT, 'hypothetical: if the COPD worsens, possibly', {
    mobilityLimitation: 'if his COPD worsens he may not be able to get to the bathroom',
    mrADLsAffected: 'toileting possibly',
  }),
  c('fr-wc-a-7', 'wheelchair', 'wheelchair-a', NOT, 'needs the chair outdoors and at church only; walks room to room at home', {
    mobilityLimitation: 'needs w/c for long distances outdoors & at church. in the house walks room to room w/ cane',
  }),
  c(
    'fr-wc-a-8',
    'wheelchair',
    'wheelchair-a',
    DOC,
    'falls on the way to the toilet, cannot stand at the sink: heightened risk during MRADLs',
    {
      mobilityLimitation: 'falls every time he tries to walk to the toilet, 2 falls on the way to the loo last wk, ER visit x1',
      mrADLsAffected: 'toileting / grooming at sink, cant stand long enough',
    },
  ),
  c('fr-wc-a-9', 'wheelchair', 'wheelchair-a', NOT, 'no MRADL difficulty; only yard work', {
    mobilityLimitation: 'decreased endurance',
    mrADLsAffected: 'pt reports no difficulty w/ toileting, dressing, or bathing; struggles only w/ yard work',
  }),
  c('fr-wc-a-10', 'wheelchair', 'wheelchair-a', NOT, 'contradiction: another field says independent with toileting and bathing', {
    mobilityLimitation: 'R hemiparesis, cant walk to the bathroom',
    mrADLsAffected: 'indep with toileting and bathing per pt and dtr',
  }),

  // B: cane and walker both ruled out
  c('fr-wc-b-1', 'wheelchair', 'wheelchair-b', DOC, 'cane insufficient, walker unsafe (falls)', {
    lesserAids: 'tried SPC and FWW - LOB x2 with the walker, cane gives insufficient support. neither safe',
  }),
  c('fr-wc-b-2', 'wheelchair', 'wheelchair-b', DOC, 'cane not enough support; unable to use the rolling walker safely', {
    lesserAids: 'cane: not enough support, near falls. rolling walker: SOB after 10 ft even w/ walker, unable to use it safely in the home',
  }),
  c('fr-wc-b-3', 'wheelchair', 'wheelchair-b', NOT, 'only the cane is ruled out; no walker mentioned', {
    lesserAids: 'cane ruled out d/t poor balance',
  }),
  c('fr-wc-b-4', 'wheelchair', 'wheelchair-b', NOT, 'walker trial still pending', {
    lesserAids: 'quad cane unsafe. walker trial pending next visit',
  }),
  c('fr-wc-b-5', 'wheelchair', 'wheelchair-b', NOT, 'the walker works at home', {
    lesserAids: 'uses RW safely for short distances in the home; cane is unsafe',
  }),
  c('fr-wc-b-6', 'wheelchair', 'wheelchair-b', NOT, 'both tried, no outcome stated', {
    lesserAids: 'cane and walker both tried',
  }),
  c('fr-wc-b-7', 'wheelchair', 'wheelchair-b', NOT, 'walker refused for looks, not ruled out medically', {
    lesserAids: 'doesnt like the walker, says it looks like a old lady thing; cane unsafe',
  }),
  c('fr-wc-b-8', 'wheelchair', 'wheelchair-b', DOC, 'hemi-walker and quad cane trialed with falls; cannot manage any walker', {
    lesserAids: 'hemi-walker & quad cane trialed, 2 falls, flaccid L arm so unable to manage any walker',
  }),
  c('fr-wc-b-9', 'wheelchair', 'wheelchair-b', NOT, 'the walker is only possibly unsafe (?)', {
    lesserAids: 'cane inadequate. walker might be unsafe?',
  }),
  c('fr-wc-b-10', 'wheelchair', 'wheelchair-b', NOT, 'double negative: not unsafe with the walker', {
    lesserAids: 'cane insufficient. not unsafe with the walker per PT assessment',
  }),
  c('fr-wc-b-11', 'wheelchair', 'wheelchair-b', DOC, 'falls even with the rolling walker; cane gives no support', {
    lesserAids: 'two falls w/ the rolling walker last week, even with walker knees buckle. cane provides no support at all',
  }),

  // C: the home gives access and maneuvering space
  c('fr-wc-c-1', 'wheelchair', 'wheelchair-c', DOC, 'wide doors, level floors, turning room', {
    homeAccessibility: 'single level ranch, 34in doorways, hardwood floors, no thresholds, plenty of room to turn w/c in kitchen & bath',
  }),
  // Relabelled after the rules were read: criterion C names access, maneuvering space AND surfaces, and
  // this answer gives no surfaces (first labelled documented).
  c('fr-wc-c-2', 'wheelchair', 'wheelchair-c', NOT, 'fits through every doorway and room to turn, but no floor surfaces stated', {
    homeAccessibility: '1st fl apt, elevator bldg, w/c fits thru all doorways incl bathroom, room to turn around in each room',
  }),
  c('fr-wc-c-3', 'wheelchair', 'wheelchair-c', NOT, 'doorways too narrow', {
    homeAccessibility: 'narrow 24 inch doorways, w/c wont fit thru bathroom door',
  }),
  c('fr-wc-c-4', 'wheelchair', 'wheelchair-c', NOT, 'home evaluation pending', {
    homeAccessibility: 'home eval pending, doorways to be measured next visit',
  }),
  c('fr-wc-c-5', 'wheelchair', 'wheelchair-c', NOT, 'cluttered, carpet, tight hall; changes only planned', {
    homeAccessibility: 'house cluttered w/ thick shag carpet, tight hallway. family will clear path and ramp will be installed',
  }),
  c('fr-wc-c-6', 'wheelchair', 'wheelchair-c', NOT, 'another setting: the day program, not the home', {
    homeAccessibility: 'adult day program building is fully w/c accessible',
  }),
  c('fr-wc-c-7', 'wheelchair', 'wheelchair-c', DOC, 'measured doorways clear, level floors, turning room', {
    homeAccessibility: 'chair clears every doorway (measured 32-36"), all floors level laminate, no rugs, can turn around in each room',
  }),
  c('fr-wc-c-8', 'wheelchair', 'wheelchair-c', NOT, 'the bedroom and only bathroom are upstairs, no lift', {
    homeAccessibility: 'wide doorways on the main floor but bedroom and only bathroom are upstairs, 14 steps, no lift',
  }),
  c('fr-wc-c-9', 'wheelchair', 'wheelchair-c', NOT, 'hedged: possibly wide enough', {
    homeAccessibility: 'doorways possibly wide enough, will check',
  }),

  // D: will significantly improve MRADLs and be used regularly at home
  c('fr-wc-d-1', 'wheelchair', 'wheelchair-d', DOC, 'reaches bathroom and kitchen; daily use at home', {
    expectedBenefit: 'w/c will let pt get to the bathroom and kitchen indep & in time; will use daily in the home',
  }),
  c('fr-wc-d-2', 'wheelchair', 'wheelchair-d', NOT, 'outings and appointments only', {
    expectedBenefit: 'for outings and dr appts only, pt walks in home w/ RW',
  }),
  c('fr-wc-d-3', 'wheelchair', 'wheelchair-d', NOT, 'hedged: may help', {
    expectedBenefit: 'may help w/ ADLs',
  }),
  c('fr-wc-d-4', 'wheelchair', 'wheelchair-d', NOT, 'quality of life and trips, no MRADL or home use', {
    expectedBenefit: 'will improve quality of life and allow family trips',
  }),
  c('fr-wc-d-5', 'wheelchair', 'wheelchair-d', DOC, 'toilet, sink and table reached; used all day in the house', {
    expectedBenefit:
      'with the chair she can get herself to the toilet, wash up at the sink and eat at the table. plans to use it all day every day in the house',
  }),

  // E: willing to use it at home
  c('fr-wc-e-1', 'wheelchair', 'wheelchair-e', DOC, 'agreeable to home use', {
    expectedBenefit: 'pt agreeable to using w/c in home, eager to try',
  }),
  c('fr-wc-e-2', 'wheelchair', 'wheelchair-e', NOT, 'refuses it inside the house', {
    expectedBenefit: 'pt refuses to use w/c inside the house, will only use it outdoors',
  }),
  c('fr-wc-e-3', 'wheelchair', 'wheelchair-e', NOT, 'reluctant, does not want a wheelchair', {
    expectedBenefit: 'pt reluctant, states i dont want to be stuck in a wheelchair',
  }),
  c('fr-wc-e-4', 'wheelchair', 'wheelchair-e', NOT, 'the family wants it; the patient has not agreed', {
    expectedBenefit: 'family wants the w/c; pt has not agreed yet',
  }),
  c('fr-wc-e-5', 'wheelchair', 'wheelchair-e', DOC, 'no longer refuses: now agreeable to home use', {
    expectedBenefit: 'pt no longer refuses the w/c, now agreeable to using it at home',
  }),
  c('fr-wc-e-6', 'wheelchair', 'wheelchair-e', DOC, 'not opposed to home use (no unwillingness expressed)', {
    expectedBenefit: 'pt not opposed to using w/c in the home',
  }),
  c('fr-wc-e-7', 'wheelchair', 'wheelchair-e', NOT, 'unsure whether she will use it', {
    expectedBenefit: 'pt unsure if she will actually use it',
  }),

  // F or G: safely self-propels, or a caregiver is available, willing and able
  c('fr-wc-fg-1', 'wheelchair', 'wheelchair-f-or-g', DOC, 'self-propels safely without assistance', {
    propulsionAbility: 'self propels 150 ft on tile w/ BUE, safe turns, no assist needed',
  }),
  c('fr-wc-fg-2', 'wheelchair', 'wheelchair-f-or-g', DOC, 'a live-in daughter, willing, able and trained', {
    propulsionAbility: 'unable to self propel d/t shoulder pain; dtr lives w/ pt, home 24/7, willing & able to push, trained by PT',
  }),
  c('fr-wc-fg-3', 'wheelchair', 'wheelchair-f-or-g', NOT, 'cannot self-propel; caregiver to be determined', {
    propulsionAbility: 'unable to self propel d/t B shoulder pain; caregiver TBD',
  }),
  c('fr-wc-fg-4', 'wheelchair', 'wheelchair-f-or-g', NOT, 'caregiver only at weekends, not during a typical day', {
    propulsionAbility: 'cant self propel. son will push when he visits on weekends',
  }),
  c('fr-wc-fg-5', 'wheelchair', 'wheelchair-f-or-g', NOT, 'with CGA only, unsafe when fatigued', {
    propulsionAbility: 'self propels short distances w/ CGA only; unsafe when fatigued, bumps door frames',
  }),
  c('fr-wc-fg-6', 'wheelchair', 'wheelchair-f-or-g', NOT, 'husband willing but not able', {
    propulsionAbility: 'unable to self propel. husband willing to help but has bad back and cant push the chair',
  }),
  c('fr-wc-fg-7', 'wheelchair', 'wheelchair-f-or-g', NOT, 'a goal, not current status', {
    propulsionAbility: 'STG: pt will self propel 50 ft indep in 2 wks',
  }),
  c('fr-wc-fg-8', 'wheelchair', 'wheelchair-f-or-g', DOC, 'propels herself around the house, steers safely', {
    propulsionAbility: 'propels herself all over the house w/ both arms and feet, steers fine, no bumps',
  }),

  // Face-to-face
  c('fr-wc-f2f-1', 'wheelchair', 'face-to-face', DOC, 'physician, 12 Feb 2026', {
    physicianExam: 'F2F w/ Dr. Patel 2/12/26, mobility exam done, supports w/c',
  }),
  c('fr-wc-f2f-2', 'wheelchair', 'face-to-face', NOT, 'done by the PT', {
    physicianExam: 'F2F completed by PT at SOC 3/2/26',
  }),
  c('fr-wc-f2f-3', 'wheelchair', 'face-to-face', NOT, 'scheduled for 20 March (future)', {
    physicianExam: 'f2f appt scheduled w/ pcp 3/20/26',
  }),
  c('fr-wc-f2f-4', 'wheelchair', 'face-to-face', DOC, 'NP, 5 January 2026', {
    physicianExam: 'seen by NP Jones face to face on 01/05/2026 for mobility eval',
  }),
  c('fr-wc-f2f-5', 'wheelchair', 'face-to-face', NOT, 'June 2025: more than 6 months ago', {
    physicianExam: 'last saw MD in june 2025 for mobility',
  }),
  c('fr-wc-f2f-6', 'wheelchair', 'face-to-face', NOT, 'will obtain: not done', {
    physicianExam: 'will obtain f2f from pcp',
  }),

  // Written order
  c('fr-wc-swo-1', 'wheelchair', 'written-order', DOC, 'signed and dated SWO on file', {
    physicianExam: 'SWO signed & dated by dr patel 3/1/26, on file',
  }),
  c('fr-wc-swo-2', 'wheelchair', 'written-order', NOT, 'sent for signature', {
    physicianExam: 'order sent to md for signature 3/5',
  }),
  c('fr-wc-swo-3', 'wheelchair', 'written-order', NOT, 'verbal order; written order pending', {
    physicianExam: 'verbal order from dr kim, written order pending',
  }),
  c('fr-wc-swo-4', 'wheelchair', 'written-order', NOT, 'negation far from the keyword: not received', {
    physicianExam: 'written order - not received from the physicians office as of today',
  }),
  c('fr-wc-swo-5', 'wheelchair', 'written-order', DOC, 'a signed written order in the chart, in other words', {
    durationOfNeed: 'lifetime. w/c order signed by Dr Abara on 2/26/26 and in chart',
  }),
  c('fr-wc-d-6', 'wheelchair', 'wheelchair-d', DOC, 'toileting and meals reached, used every day indoors', {
    expectedBenefit: 'pt will be able to get to toilet and to meals w/o falling. to be used every day indoors',
  }),
  c('fr-wc-f2f-7', 'wheelchair', 'face-to-face', DOC, 'CNS visit in person, 6 weeks ago in number words', {
    physicianExam: 'in person exam by clinical nurse specialist (CNS) six weeks ago, mobility addressed',
  }),
];

// ---------------------------------------------------------------------------------------------
// Hospital bed

const HOSPITAL_BED: readonly CriterionCase[] = [
  // Qualifying condition
  c('fr-hb-q-1', 'hospital-bed', 'bed-qualifying', DOC, 'CHF, HOB > 30° most of the time, pillows and wedge ineffective', {
    medicalCondition: 'CHF w/ orthopnea',
    regularBedIssues: 'needs HOB >30 deg most of the time. tried 3 pillows and foam wedge, slides down and desats, ineffective',
  }),
  c('fr-hb-q-2', 'hospital-bed', 'bed-qualifying', DOC, 'COPD, HOB 45°, wedges could not keep the elevation', {
    medicalCondition: 'severe COPD, 3L O2',
    regularBedIssues: 'sleeps in recliner since she cant lie flat. wedge pillows tried, unable to maintain elevation. needs HOB 45 degrees',
  }),
  c('fr-hb-q-3', 'hospital-bed', 'bed-qualifying', DOC, 'pain and a wound need positioning an ordinary bed cannot give', {
    medicalCondition: 'stage 4 sacral wound + severe hip pain',
    regularBedIssues: 'needs positioning that cant be done in a regular bed (frequent turns, knee gatch, HOB changes) to manage pain',
  }),
  c('fr-hb-q-4', 'hospital-bed', 'bed-qualifying', DOC, 'traction that attaches only to a hospital bed', {
    medicalCondition: 'C-spine fx',
    regularBedIssues: 'cervical traction ordered that can only attach to a hospital bed frame',
  }),
  c('fr-hb-q-5', 'hospital-bed', 'bed-qualifying', DOC, 'aspiration, HOB 45°, wedges ruled out', {
    medicalCondition: 'dysphagia w/ hx aspiration pna',
    regularBedIssues: 'HOB must be 45 deg at all times, wedges tried and ruled out - pt slides off',
  }),
  c('fr-hb-q-6', 'hospital-bed', 'bed-qualifying', NOT, 'pillows not tried', {
    medicalCondition: 'CHF',
    regularBedIssues: 'needs HOB raised 45 degrees. pillows not tried',
  }),
  c('fr-hb-q-7', 'hospital-bed', 'bed-qualifying', NOT, 'pillows tried with no result: not ruled out', {
    medicalCondition: 'COPD',
    regularBedIssues: 'sleeps on 2 pillows, pillows tried, needs HOB > 30',
  }),
  c('fr-hb-q-8', 'hospital-bed', 'bed-qualifying', NOT, '20° is not above 30°', {
    medicalCondition: 'CHF',
    regularBedIssues: 'HOB elevation about 20 degrees helps',
  }),
  c('fr-hb-q-9', 'hospital-bed', 'bed-qualifying', NOT, 'the wedge works', {
    medicalCondition: 'COPD',
    regularBedIssues: 'needs HOB >30 deg for COPD; foam wedge working well currently',
  }),
  c('fr-hb-q-10', 'hospital-bed', 'bed-qualifying', NOT, 'hypothetical: may, if it worsens', {
    medicalCondition: 'COPD',
    regularBedIssues: 'may need HOB elevated if SOB worsens',
  }),
  c('fr-hb-q-11', 'hospital-bed', 'bed-qualifying', NOT, 'convenience', {
    regularBedIssues: 'wife requests hospital bed for convenience, easier to make the bed',
  }),
  c('fr-hb-q-12', 'hospital-bed', 'bed-qualifying', NOT, 'pillows and wedge still to be tried', {
    medicalCondition: 'CHF',
    regularBedIssues: 'HOB >30° most of the time; pillows/wedge to be tried first',
  }),
  c('fr-hb-q-13', 'hospital-bed', 'bed-qualifying', NOT, 'contradiction: sleeping comfortably on pillows', {
    medicalCondition: 'CHF',
    regularBedIssues: 'HOB >30 for CHF, pillows and wedge ruled out',
    plannedUseAndBenefits: 'pt currently sleeping comfortably propped on 3 pillows',
  }),
  c('fr-hb-q-14', 'hospital-bed', 'bed-qualifying', DOC, 'cannot lie flat, slides off pillows and wedge, head ~45° most of the time', {
    medicalCondition: 'chf',
    regularBedIssues:
      "can't lie flat - gets air hungry. we propped him on pillows & a foam wedge, he slides down within the hour & wakes up gasping. needs head raised ~45 deg most of the day & night",
  }),
  c('fr-hb-q-15', 'hospital-bed', 'bed-qualifying', NOT, 'sleeps fine in own bed; wants it for TV', {
    medicalCondition: 'low back pain',
    regularBedIssues: 'sleeps fine in own bed, wants hospital bed to watch tv',
  }),
  c('fr-hb-q-16', 'hospital-bed', 'bed-qualifying', NOT, 'pillows considered, not ruled out', {
    medicalCondition: 'COPD',
    regularBedIssues: 'HOB >30 deg needed. pillows considered',
  }),

  // Variable height (asked)
  c('fr-hb-vh-1', 'hospital-bed', 'bed-variable-height', DOC, 'lowered to wheelchair height for transfers', {
    variableHeight: 'needs bed lowered to w/c seat height for slide board transfers',
  }),
  c('fr-hb-vh-2', 'hospital-bed', 'bed-variable-height', DOC, 'lowered for sit to stand transfers', {
    variableHeight: "pt is 4'11, feet dont reach floor from std bed; bed must be lowered for sit to stand transfers",
  }),
  c('fr-hb-vh-3', 'hospital-bed', 'bed-variable-height', NOT, "the caregiver's back, not the patient's transfers", {
    variableHeight: 'variable height so caregiver doesnt hurt her back',
  }),
  c('fr-hb-vh-4', 'hospital-bed', 'bed-variable-height', NOT, 'transfers independently from a standard bed', {
    variableHeight: 'transfers indep from std height bed; variable height preferred',
  }),
  c('fr-hb-vh-5', 'hospital-bed', 'bed-variable-height', NOT, 'hypothetical', {
    variableHeight: 'may need variable height if transfers decline',
  }),

  // Semi-electric (asked)
  c('fr-hb-se-1', 'hospital-bed', 'bed-semi-electric', DOC, 'frequent position changes day and night', {
    semiElectric: 'needs frequent position changes throughout day & night d/t SOB episodes; operates controls indep',
  }),
  c('fr-hb-se-2', 'hospital-bed', 'bed-semi-electric', DOC, 'immediate elevation needed in choking episodes', {
    semiElectric: 'needs immediate HOB elevation during coughing/choking episodes, cant wait for caregiver to crank',
  }),
  c('fr-hb-se-3', 'hospital-bed', 'bed-semi-electric', NOT, 'convenience', {
    semiElectric: 'semi electric preferred so wife doesnt have to crank',
  }),
  c('fr-hb-se-4', 'hospital-bed', 'bed-semi-electric', NOT, 'once a day is not frequent', {
    semiElectric: 'repositioned once daily by aide',
  }),
  c('fr-hb-se-5', 'hospital-bed', 'bed-semi-electric', NOT, 'a wish and a question', {
    semiElectric: 'would like semi electric, pt able to use controls? family to decide',
  }),

  // Heavy duty (asked)
  c('fr-hb-hd-1', 'hospital-bed', 'bed-heavy-duty', DOC, '412 lb', { heavyDuty: 'yes - pt weight 412 lbs' }),
  c('fr-hb-hd-2', 'hospital-bed', 'bed-heavy-duty', DOC, '380 lb', { heavyDuty: 'wt 380# on bariatric scale 3/2' }),
  c('fr-hb-hd-3', 'hospital-bed', 'bed-heavy-duty', NOT, '320 lb', { heavyDuty: 'pt is 320 lbs, family wants bigger bed' }),
  c('fr-hb-hd-4', 'hospital-bed', 'bed-heavy-duty', NOT, 'a former weight; 310 lb now', {
    heavyDuty: 'was 5 hundred lbs last yr, now 310 after gastric bypass',
  }),
  c('fr-hb-hd-5', 'hospital-bed', 'bed-heavy-duty', DOC, '370 lb in words', {
    heavyDuty: 'weighs three hundred seventy pounds, needs bariatric frame',
  }),
  c('fr-hb-hd-6', 'hospital-bed', 'bed-heavy-duty', NOT, 'about 350 lb is not over 350', { heavyDuty: 'wt approx 350 lbs' }),

  // Face-to-face
  c('fr-hb-f2f-1', 'hospital-bed', 'face-to-face', DOC, 'physician, 20 Sep 2025 (within 6 months)', {
    physicianExam: 'F2F by Dr. Lee on 9/20/25, order on file',
  }),
  c('fr-hb-f2f-2', 'hospital-bed', 'face-to-face', NOT, 'by the home health nurse', {
    physicianExam: 'f2f by home health nurse 2/28/26',
  }),
  c('fr-hb-f2f-3', 'hospital-bed', 'face-to-face', NOT, 'August 2025: more than 6 months ago', {
    physicianExam: 'F2F 8/2025 w/ pcp',
  }),
  c('fr-hb-f2f-4', 'hospital-bed', 'face-to-face', DOC, 'PA in the office, 3 weeks ago', {
    physicianExam: 'pt seen in office by PA-C Morales 3 wks ago, f2f exam for bed done',
  }),
  c('fr-hb-f2f-5', 'hospital-bed', 'face-to-face', NOT, 'to be completed next week', {
    physicianExam: 'face to face to be completed by MD next wk',
  }),

  // Written order
  c('fr-hb-swo-1', 'hospital-bed', 'written-order', DOC, 'SWO signed and dated', {
    physicianExam: 'SWO on file, signed/dated by Dr. Okafor 2/27/26',
  }),
  c('fr-hb-swo-2', 'hospital-bed', 'written-order', NOT, 'signed by the PT', { physicianExam: 'order signed by PT 3/3/26' }),
  c('fr-hb-swo-3', 'hospital-bed', 'written-order', NOT, 'unsigned, awaiting signature', {
    physicianExam: 'unsigned order in chart, awaiting MD signature',
  }),
  c('fr-hb-swo-4', 'hospital-bed', 'written-order', NOT, 'the home health plan of care is not the DME order', {
    physicianExam: 'MD signed the home health POC 2/20',
  }),
  c('fr-hb-swo-5', 'hospital-bed', 'written-order', DOC, 'the doctor signed the bed order', {
    physicianExam: 'f2f 2/10/26 dr sato. dr sato signed the hospital bed order 2/11/26, copy w/ DME co',
  }),
  c('fr-hb-vh-6', 'hospital-bed', 'bed-variable-height', DOC, 'raised to stand pivot to the wheelchair', {
    variableHeight: 'bed has to go up to about 24in so she can stand pivot to w/c, cant stand from low std bed',
  }),
  c('fr-hb-se-6', 'hospital-bed', 'bed-semi-electric', DOC, 'position changed every 1-2 hours', {
    semiElectric: 'pain + pressure injury, must change position q1-2h day and night, uses remote himself',
  }),
];

// ---------------------------------------------------------------------------------------------
// Commode

const COMMODE: readonly CriterionCase[] = [
  // Physically incapable of using regular toilet facilities
  c('fr-co-inc-1', 'commode', 'commode-incapable', DOC, 'cannot reach the only (upstairs) bathroom', {
    toiletingLimitation: 'unable to get to bathroom safely, severe SOB w/ 10 ft, only bathroom is upstairs & cant do stairs',
  }),
  c('fr-co-inc-2', 'commode', 'commode-incapable', DOC, 'bedbound', { toiletingLimitation: 'bedbound, cannot ambulate to toilet at all' }),
  c('fr-co-inc-3', 'commode', 'commode-incapable', NOT, 'independent with grab bars', {
    toiletingLimitation: 'indep toileting w/ grab bars',
  }),
  c('fr-co-inc-4', 'commode', 'commode-incapable', NOT, 'some trouble but manages', {
    toiletingLimitation: 'some trouble at night but manages w/ nightlight and RW',
  }),
  c('fr-co-inc-5', 'commode', 'commode-incapable', NOT, 'past: now independent', {
    toiletingLimitation: 'was unable to use toilet after surgery, now indep',
  }),
  c('fr-co-inc-6', 'commode', 'commode-incapable', NOT, 'uses the toilet with supervision', {
    toiletingLimitation: 'uses toilet w/ SBA, 30 ft from bed',
  }),
  c('fr-co-inc-7', 'commode', 'commode-incapable', DOC, 'legs buckle on the way, falls: physically cannot get there', {
    toiletingLimitation: 'cant make it to the toilet - legs buckle halfway, has fallen 2x trying, physically cant get there',
  }),
  c('fr-co-inc-8', 'commode', 'commode-incapable', NOT, 'hedged: might, ?', {
    toiletingLimitation: 'might not be able to reach the toilet at night?',
  }),

  // Confinement: room, level without a toilet, no toilet in the home
  c('fr-co-conf-1', 'commode', 'commode-confinement', DOC, 'confined to the bedroom', {
    homeLayoutBarriers: 'confined to bedroom, bed to chair only',
  }),
  c('fr-co-conf-2', 'commode', 'commode-confinement', DOC, 'one level, the only bathroom on the other', {
    homeLayoutBarriers: 'lives on 1st floor, only bathroom on 2nd fl, unable to climb stairs',
  }),
  c('fr-co-conf-3', 'commode', 'commode-confinement', DOC, 'no toilet in the home', {
    homeLayoutBarriers: 'no indoor plumbing, outhouse only',
  }),
  c('fr-co-conf-4', 'commode', 'commode-confinement', NOT, 'a bathroom on the same floor', {
    homeLayoutBarriers: 'bathroom on same floor, 20 ft from bedroom',
  }),
  c('fr-co-conf-5', 'commode', 'commode-confinement', NOT, 'does the stairs daily: not confined to a level', {
    homeLayoutBarriers: 'only bathroom upstairs; pt does stairs w/ rail & SBA 2x daily',
  }),
  c('fr-co-conf-6', 'commode', 'commode-confinement', NOT, 'may become confined', {
    homeLayoutBarriers: 'may become confined to bedroom as disease progresses',
  }),
  c('fr-co-conf-7', 'commode', 'commode-confinement', NOT, 'only on bad days', { homeLayoutBarriers: 'confined to bed on bad days' }),
  c('fr-co-conf-8', 'commode', 'commode-confinement', NOT, 'bedroom and a toilet on the same level', {
    homeLayoutBarriers: 'bedroom & half bath both on main level',
  }),
  c('fr-co-conf-9', 'commode', 'commode-confinement', DOC, 'cannot leave her bedroom, which has no bathroom', {
    homeLayoutBarriers: 'she stays in her bedroom all day, cant leave it, room has no bathroom',
  }),
  c('fr-co-conf-10', 'commode', 'commode-confinement', NOT, 'no longer confined', {
    homeLayoutBarriers: 'pt no longer confined to bedroom, walks to kitchen w/ RW',
  }),

  // Standalone, not only over the toilet
  c('fr-co-sa-1', 'commode', 'commode-standalone', DOC, 'standalone at the bedside', {
    standaloneDevice: 'will be used at bedside as stand alone, not over toilet',
  }),
  c('fr-co-sa-2', 'commode', 'commode-standalone', DOC, 'freestanding at the bedside', { standaloneDevice: 'freestanding at bedside' }),
  c('fr-co-sa-3', 'commode', 'commode-standalone', NOT, 'over the toilet as a raised seat', {
    standaloneDevice: 'to be placed over the toilet as a raised seat',
  }),
  c('fr-co-sa-4', 'commode', 'commode-standalone', NOT, 'over the toilet', { standaloneDevice: '3-in-1, over the toilet' }),
  c('fr-co-sa-5', 'commode', 'commode-standalone', NOT, 'undecided', { standaloneDevice: 'bedside or over toilet, TBD' }),
  c('fr-co-sa-6', 'commode', 'commode-standalone', NOT, 'a question', { standaloneDevice: 'standalone? family to decide' }),

  // Face-to-face
  c('fr-co-f2f-1', 'commode', 'face-to-face', DOC, 'physician, 3 Feb 2026 (the pending order is another criterion)', {
    medicalNecessity: 'f2f w/ dr nguyen 2/3/2026; signed order pending',
  }),
  c('fr-co-f2f-2', 'commode', 'face-to-face', NOT, 'by the OT', { medicalNecessity: 'OT completed face-to-face eval 3/1' }),
  c('fr-co-f2f-3', 'commode', 'face-to-face', NOT, 'none on file', { medicalNecessity: 'no f2f on file yet' }),
  c('fr-co-f2f-4', 'commode', 'face-to-face', NOT, 'the order is signed, the face-to-face is pending', {
    medicalNecessity: 'order signed by Dr Nguyen 3/1/26; f2f pending',
  }),
  c('fr-co-f2f-5', 'commode', 'face-to-face', DOC, 'physician office visit, 20 Feb 2026, examined her walking', {
    medicalNecessity: "pt went to her dr's office 2/20/26, doc examined her walking and agreed she needs the commode",
  }),

  // Written order
  c('fr-co-swo-1', 'commode', 'written-order', DOC, 'signed and dated before delivery', {
    medicalNecessity: 'physician order signed & dated 3/4/26 before delivery',
  }),
  c('fr-co-swo-2', 'commode', 'written-order', NOT, 'to be faxed for signature', {
    medicalNecessity: 'order will be faxed to pcp to sign',
  }),
  c('fr-co-swo-3', 'commode', 'written-order', NOT, 'requested from the MD', { medicalNecessity: 'signed order requested from MD 3/2' }),
  c('fr-co-swo-4', 'commode', 'written-order', NOT, 'will sign at the next visit', {
    medicalNecessity: 'dr agrees, will sign order at next visit',
  }),
  c('fr-co-swo-5', 'commode', 'written-order', DOC, 'the order is signed (the face-to-face is pending)', {
    medicalNecessity: 'order signed by Dr Nguyen 3/1/26; f2f pending',
  }),
  c('fr-co-swo-6', 'commode', 'written-order', DOC, 'a signed prescription in the chart', {
    medicalNecessity: 'prescription for the commode signed by Dr Alvarez 3/3/26, copy in chart',
  }),
  c('fr-co-sa-7', 'commode', 'commode-standalone', DOC, 'next to the bed, never over the toilet', {
    standaloneDevice: 'goes next to her bed, not going over the toilet at all',
  }),
];

// ---------------------------------------------------------------------------------------------
// Walker

const WALKER: readonly CriterionCase[] = [
  // Mobility limitation impairs MRADLs in the home
  c('fr-wk-m-1', 'walker', 'walker-mradl', DOC, 'falls walking to the bathroom; cannot carry a plate', {
    mobilityLimitation: 'unsteady gait, 2 falls walking to the bathroom this month',
    mrADLsImpact: 'cant carry plate from kitchen to table, unsafe walking to bathroom',
  }),
  c('fr-wk-m-2', 'walker', 'walker-mradl', NOT, 'independent at home; only uneven ground outdoors', {
    mobilityLimitation: 'amb indep in home w/o device, mild unsteadiness on uneven ground outdoors',
    mrADLsImpact: 'none in home',
  }),
  c('fr-wk-m-3', 'walker', 'walker-mradl', NOT, 'curbs and parking lots only', {
    mobilityLimitation: 'decreased balance',
    mrADLsImpact: 'LOB on curbs and in parking lots only',
  }),
  c('fr-wk-m-4', 'walker', 'walker-mradl', NOT, 'no MRADL difficulty', {
    mobilityLimitation: 'generalized weakness',
    mrADLsImpact: 'no difficulty with toileting, dressing or bathing',
  }),
  c('fr-wk-m-5', 'walker', 'walker-mradl', NOT, 'past: unsteady last year, steady now', {
    mobilityLimitation: 'walked with a cane last yr after fall, was unsteady then; currently steady',
  }),
  c('fr-wk-m-6', 'walker', 'walker-mradl', DOC, 'furniture walking to the toilet, near falls in the shower, cannot stand to groom', {
    mobilityLimitation: 'knees buckle, grabs furniture to get around',
    mrADLsImpact: 'furniture walks to toilet, nearly fell in shower twice, cant stand at sink to groom',
  }),

  // Able to use the walker safely
  c('fr-wk-s-1', 'walker', 'walker-safe-use', DOC, 'demonstrated safe use', {
    patientCapability: 'demonstrated safe use of RW x 150 ft, no LOB, indep',
  }),
  c('fr-wk-s-2', 'walker', 'walker-safe-use', DOC, 'uses it correctly, follows safety cues', {
    patientCapability: 'uses FWW correctly, good sequencing, follows safety cues',
  }),
  c('fr-wk-s-3', 'walker', 'walker-safe-use', NOT, 'safe only with contact guard', { patientCapability: 'safe w/ RW with CGA only' }),
  c('fr-wk-s-4', 'walker', 'walker-safe-use', NOT, 'a goal', { safetyIndependence: 'goal: safe use of RW in home' }),
  c('fr-wk-s-5', 'walker', 'walker-safe-use', NOT, "the wife's safe use", {
    patientCapability: "pt's wife uses walker safely; pt not yet trialed",
  }),
  c('fr-wk-s-6', 'walker', 'walker-safe-use', NOT, 'unsafe when fatigued, forgets brakes', {
    patientCapability: 'unsafe w/ rollator when fatigued, forgets to lock brakes',
  }),
  c('fr-wk-s-7', 'walker', 'walker-safe-use', NOT, 'not yet instructed', {
    patientCapability: 'will be instructed in walker use next visit',
  }),
  c('fr-wk-s-8', 'walker', 'walker-safe-use', DOC, 'no loss of balance over 200 ft, brakes without cues', {
    patientCapability: 'no LOB w/ rolling walker during 200 ft gait trial, indep w/ turns, locks brakes w/o cues',
  }),
  c('fr-wk-s-9', 'walker', 'walker-safe-use', NOT, 'questioned, needs reassessment', {
    patientCapability: 'able to use walker safely?? needs reassessment',
  }),
  c('fr-wk-s-10', 'walker', 'walker-safe-use', NOT, 'hearsay contradicted by the evaluation, far from the keyword', {
    patientCapability:
      'per daughter uses walker safely at home, however on my eval today pt did not demonstrate safe turns and required mod A',
  }),

  // The walker resolves the deficit
  c('fr-wk-r-1', 'walker', 'walker-resolves', DOC, 'steady with the walker, reaches bathroom and kitchen', {
    safetyIndependence: 'w/ RW gait steady, no LOB, now walks to bathroom and kitchen safely',
  }),
  c('fr-wk-r-2', 'walker', 'walker-resolves', NOT, 'still falls with the walker', {
    safetyIndependence: 'even w/ walker pt continues to fall',
  }),
  c('fr-wk-r-3', 'walker', 'walker-resolves', NOT, 'may help', { safetyIndependence: 'walker may help' }),
  c('fr-wk-r-4', 'walker', 'walker-resolves', NOT, 'still needs assistance of one', {
    safetyIndependence: 'walker helps a little but still needs assist of 1 for all amb',
  }),
  c('fr-wk-r-5', 'walker', 'walker-resolves', DOC, 'reaches toilet and kitchen alone, no more near falls', {
    safetyIndependence: 'with the walker she gets to the toilet & kitchen on her own, no more near falls',
  }),
  c('fr-wk-r-6', 'walker', 'walker-resolves', NOT, 'a recommendation, not a result', {
    safetyIndependence: 'recommend RW to improve safety',
  }),

  // Heavy duty (asked)
  c('fr-wk-hd-1', 'walker', 'walker-heavy-duty', DOC, '325 lb', {
    walkerType: 'heavy duty bariatric walker',
    mobilityLimitation: 'wt 325 lbs, B knee OA',
  }),
  c('fr-wk-hd-2', 'walker', 'walker-heavy-duty', NOT, '240 lb', {
    walkerType: 'bariatric walker for extra stability',
    mobilityLimitation: 'wt 240 lb',
  }),
  c('fr-wk-hd-3', 'walker', 'walker-heavy-duty', DOC, '320 lb in words', {
    walkerType: 'bariatric walker',
    patientCapability: 'wt: 3 hundred 20 lbs',
  }),
  c('fr-wk-hd-4', 'walker', 'walker-heavy-duty', NOT, 'a question, no weight', {
    walkerType: 'heavy duty walker',
    mobilityLimitation: 'weight over 300? no scale in home',
  }),

  // E0147: severe neurologic disorder or one hand
  c('fr-wk-e0147-1', 'walker', 'walker-e0147', DOC, 'severe Parkinson disease', {
    specialFeatures: 'multiple braking system w/ variable wheel resistance',
    mobilityLimitation: 'severe parkinsons w/ festinating gait',
  }),
  c('fr-wk-e0147-2', 'walker', 'walker-e0147', DOC, 'one hand (amputation)', {
    specialFeatures: 'multi-brake walker, one hand use only - L hand amputation',
  }),
  c('fr-wk-e0147-3', 'walker', 'walker-e0147', NOT, 'obesity alone', {
    specialFeatures: 'multiple braking system',
    mobilityLimitation: 'obesity, deconditioning',
  }),
  c('fr-wk-e0147-4', 'walker', 'walker-e0147', NOT, 'a questioned, unevaluated weakness', {
    specialFeatures: 'multiple braking system',
    mobilityLimitation: 'CVA? residual R hand weakness, to be evaluated',
  }),

  // Face-to-face
  c('fr-wk-f2f-1', 'walker', 'face-to-face', DOC, 'physician two weeks ago', {
    medicalNecessity: 'seen by dr two weeks ago face to face, gait eval done',
  }),
  c('fr-wk-f2f-2', 'walker', 'face-to-face', NOT, 'by the PT', { medicalNecessity: 'F2F done by PT 3/1/26' }),
  c('fr-wk-f2f-3', 'walker', 'face-to-face', NOT, 'June 2025', { medicalNecessity: 'F2F w/ pcp 6/2025' }),

  // Written order
  c('fr-wk-swo-1', 'walker', 'written-order', DOC, 'signed and dated', { medicalNecessity: 'signed & dated order from Dr Ruiz on file' }),
  c('fr-wk-swo-2', 'walker', 'written-order', NOT, 'not yet signed', { medicalNecessity: 'order: not yet signed' }),
  c('fr-wk-swo-3', 'walker', 'written-order', NOT, 'to be signed at a future visit', {
    medicalNecessity: 'order to be signed by MD at f2f visit 3/20',
  }),
  c('fr-wk-swo-4', 'walker', 'written-order', DOC, 'SWO signed by the NP', {
    medicalNecessity: 'swo for RW signed by NP Flores 3/2/26',
  }),
  c('fr-wk-f2f-4', 'walker', 'face-to-face', DOC, 'physician visit on 27 Jan 2026, month written out', {
    medicalNecessity: 'f2f visit w/ Dr. Ito jan 27 2026, gait and balance examined',
  }),
];

// ---------------------------------------------------------------------------------------------
// Weights

const WEIGHTS: readonly WeightCase[] = [
  w('fr-wt-1', 'hospital-bed', 412, 'plain pounds', { heavyDuty: 'wt 412 lbs' }),
  w('fr-wt-2', 'walker', 315, 'in words', { mobilityLimitation: 'weighs three hundred fifteen pounds' }),
  w('fr-wt-3', 'hospital-bed', 288, 'the former weight is not read', { heavyDuty: 'was 402 lb in 2024, now 288 lb' }),
  w('fr-wt-4', 'wheelchair', null, 'a BMI, no weight', { medicalDiagnosis: 'morbid obesity, BMI 42' }),
  w('fr-wt-5', 'commode', 230, 'after a height', { medicalImpairments: '5\'4" 230lbs' }),
  w('fr-wt-6', 'walker', 210, 'number words and digits', { patientCapability: 'weight 2 hundred and ten lbs' }),
  w('fr-wt-7', 'commode', null, 'a weight change, not a weight', { medicalImpairments: 'lost 30 lbs since jan' }),
  w('fr-wt-8', 'hospital-bed', 310, 'the bracketed former weight is not read', { heavyDuty: 'wt 310 lb (was 350 lb last yr)' }),
  w('fr-wt-9', 'wheelchair', 180, 'height in inches then weight', { medicalDiagnosis: 'ht 66 in, wt 180 lbs' }),
  w('fr-wt-10', 'walker', null, 'not obtained', { mobilityLimitation: 'pt weight not obtained, no scale' }),
  w('fr-wt-11', 'hospital-bed', 190, 'pound sign', { heavyDuty: 'heavy duty not required, weight 190#' }),
];

// ---------------------------------------------------------------------------------------------
// Round 2 (written after the first fixes, before running these cases): formal phrasings an outside
// reviewer would type, and more near-misses

const ROUND_2: readonly CoverageCase[] = [
  c('fr2-wc-a-1', 'wheelchair', 'wheelchair-a', NOT, 'double negative: not unable to walk to the bathroom', {
    mobilityLimitation: 'pt is not unable to walk to the bathroom, just slow',
    mrADLsAffected: 'toileting is slow',
  }),
  c('fr2-wc-a-2', 'wheelchair', 'wheelchair-a', DOC, 'formal: unable to ambulate to the bathroom, toileting and bathing affected', {
    mobilityLimitation: 'The patient is unable to ambulate to the bathroom or kitchen due to severe dyspnea on exertion.',
    mrADLsAffected: 'Toileting, bathing and feeding are affected.',
  }),
  c('fr2-wc-a-3', 'wheelchair', 'wheelchair-a', NOT, 'fear of falling, no falls, independent at home', {
    mobilityLimitation: 'fear of falling, has not fallen, indep in home without device',
    mrADLsAffected: 'none',
  }),
  c('fr2-wc-b-1', 'wheelchair', 'wheelchair-b', NOT, 'the walker has not been tried', {
    lesserAids: 'pt has not tried a walker; cane unsafe',
  }),
  c('fr2-wc-b-2', 'wheelchair', 'wheelchair-b', DOC, 'hemi-walker and quad cane ruled out', {
    lesserAids: 'hemiwalker and quad cane ruled out secondary to L hemiplegia and neglect, LOB with both',
  }),
  c('fr2-wc-b-3', 'wheelchair', 'wheelchair-b', NOT, 'insufficient only in the community', {
    lesserAids: 'cane and walker are insufficient in the community',
  }),
  c('fr2-wc-c-1', 'wheelchair', 'wheelchair-c', NOT, 'no turning room in the bathroom', {
    homeAccessibility: 'doors 32 in, hardwood floors, enough room to turn around in living room but not in bathroom',
  }),
  c('fr2-wc-c-2', 'wheelchair', 'wheelchair-c', DOC, 'formal: widths, space and floors', {
    homeAccessibility:
      'The home has 36-inch doorways, level tile floors throughout and adequate space to turn the wheelchair in every room.',
  }),
  c('fr2-wc-d-1', 'wheelchair', 'wheelchair-d', NOT, 'mostly outdoors, occasionally at home', {
    expectedBenefit: 'w/c will be used mostly outdoors and occasionally at home',
  }),
  c('fr2-wc-d-2', 'wheelchair', 'wheelchair-d', DOC, 'toileting and meals, daily at home', {
    expectedBenefit: 'w/c to be used for toileting and meals daily in home, will allow pt to reach bathroom safely',
  }),
  c('fr2-wc-e-1', 'wheelchair', 'wheelchair-e', NOT, 'willing only outside the home', {
    expectedBenefit: 'pt is willing to use a wheelchair but only outside the home',
  }),
  c('fr2-wc-e-2', 'wheelchair', 'wheelchair-e', DOC, 'expressed interest in home use', {
    expectedBenefit: 'pt expressed interest in using the w/c at home and wants it',
  }),
  c('fr2-wc-fg-1', 'wheelchair', 'wheelchair-f-or-g', NOT, 'wife willing but unable to push', {
    propulsionAbility: 'cannot self propel. wife is available and willing to assist w/ w/c, but unable to push d/t her own hip fx',
  }),
  c('fr2-wc-fg-2', 'wheelchair', 'wheelchair-f-or-g', DOC, 'propels independently at home', {
    propulsionAbility: 'pt propels w/c indep in home using both hands, no difficulty with turns',
  }),
  c('fr2-wc-fg-3', 'wheelchair', 'wheelchair-f-or-g', NOT, 'not assessed', { propulsionAbility: 'self propulsion not assessed yet' }),
  c('fr2-wc-f2f-1', 'wheelchair', 'face-to-face', NOT, 'a therapist saw the patient; the MD only reviewed', {
    physicianExam: 'f2f done by OT 2 wks ago and reviewed by MD',
  }),
  c('fr2-wc-f2f-2', 'wheelchair', 'face-to-face', DOC, 'within the last 6 months with the PCP', {
    physicianExam: 'f2f within last 6 months w/ PCP for mobility',
  }),
  c('fr2-wc-f2f-3', 'wheelchair', 'face-to-face', NOT, 'seven months ago', { physicianExam: 'F2F completed 7 months ago with MD' }),
  c('fr2-wc-f2f-4', 'wheelchair', 'face-to-face', NOT, 'a date after today', { physicianExam: 'f2f w/ dr 3/25/26' }),
  c('fr2-wc-swo-1', 'wheelchair', 'written-order', NOT, 'signed by the RN on behalf of the MD', {
    physicianExam: 'order signed by RN on behalf of MD',
  }),
  c('fr2-wc-swo-2', 'wheelchair', 'written-order', DOC, 'e-signed by the physician', {
    physicianExam: 'SWO e-signed by Dr. Haines 3/2/26',
  }),

  c('fr2-hb-q-1', 'hospital-bed', 'bed-qualifying', NOT, 'GERD is not one of the reasons, and pillows would do', {
    medicalCondition: 'GERD',
    regularBedIssues: 'HOB elevated 45° for reflux at night; pillows ineffective',
  }),
  c('fr2-hb-q-2', 'hospital-bed', 'bed-qualifying', DOC, 'COPD, HOB > 30, wedge not tolerated (slides off)', {
    medicalCondition: 'COPD',
    regularBedIssues: 'requires HOB > 30 degrees at night due to COPD; tried wedge, pt unable to tolerate - slides off',
  }),
  c('fr2-hb-q-3', 'hospital-bed', 'bed-qualifying', NOT, 'positioning met with pillows in her own bed', {
    regularBedIssues: 'positioning needs can be met with pillows in her own bed',
  }),
  c('fr2-hb-q-4', 'hospital-bed', 'bed-qualifying', NOT, 'repositioning can be done in the current bed', {
    regularBedIssues: 'frequent repositioning needed for pain; can be done in current bed with help of caregiver',
  }),
  c('fr2-hb-q-5', 'hospital-bed', 'bed-qualifying', DOC, 'repositioning not possible in a standard bed (contractures)', {
    regularBedIssues: 'requires frequent repositioning not possible in a standard bed due to severe contractures',
  }),
  c('fr2-hb-vh-1', 'hospital-bed', 'bed-variable-height', NOT, 'a question, to be assessed', {
    variableHeight: 'needs bed lowered for transfers? to be assessed',
  }),
  c('fr2-hb-vh-2', 'hospital-bed', 'bed-variable-height', NOT, "the caregiver's wound care", {
    variableHeight: 'caregiver needs bed height adjusted to do wound care',
  }),
  c('fr2-hb-vh-3', 'hospital-bed', 'bed-variable-height', DOC, 'height matched to the wheelchair for slide board transfers', {
    variableHeight: 'bed height must match w/c seat height (19 in) for lateral slide board transfers',
  }),
  c('fr2-hb-se-1', 'hospital-bed', 'bed-semi-electric', DOC, 'q2h around the clock', {
    semiElectric: 'requires repositioning q2h around the clock',
  }),
  c('fr2-hb-se-2', 'hospital-bed', 'bed-semi-electric', NOT, 'a family preference', { semiElectric: 'family prefers electric controls' }),
  c('fr2-hb-hd-1', 'hospital-bed', 'bed-heavy-duty', NOT, '340 lb', { heavyDuty: 'weight 340 lbs' }),
  c('fr2-hb-hd-2', 'hospital-bed', 'bed-heavy-duty', DOC, '165 kg is 364 lb', { heavyDuty: 'wt 165 kg' }),
  c('fr2-hb-f2f-1', 'hospital-bed', 'face-to-face', DOC, 'a cardiology NP a month ago', {
    physicianExam: 'seen by cardiology NP 1 month ago re: CHF',
  }),
  c('fr2-hb-f2f-2', 'hospital-bed', 'face-to-face', NOT, 'to be seen on a future date', {
    physicianExam: 'pt will be seen by dr for f2f on 3/25',
  }),
  c('fr2-hb-f2f-3', 'hospital-bed', 'face-to-face', NOT, 'no timing: cannot show within 6 months', { physicianExam: 'F2F: yes' }),
  c('fr2-hb-swo-1', 'hospital-bed', 'written-order', NOT, 'verbal order, SWO to be signed', {
    physicianExam: 'MD verbal order received; SWO to be signed',
  }),
  c('fr2-hb-swo-2', 'hospital-bed', 'written-order', DOC, 'signed by the physician assistant', {
    physicianExam: 'order has been signed by the physician assistant and is in the chart',
  }),

  c('fr2-co-inc-1', 'commode', 'commode-incapable', NOT, 'walks to the bathroom, slowly', {
    toiletingLimitation: 'pt can walk to bathroom with walker but slowly',
  }),
  c('fr2-co-inc-2', 'commode', 'commode-incapable', NOT, 'uses the toilet with minimal help: not incapable', {
    toiletingLimitation: 'pt is not able to use toilet independently, requires min A',
  }),
  c('fr2-co-conf-1', 'commode', 'commode-confinement', DOC, 'sleeps upstairs, the only bathroom downstairs, cannot do stairs', {
    homeLayoutBarriers: 'the only bathroom is downstairs; pt sleeps upstairs and is unable to manage stairs',
  }),
  c('fr2-co-conf-2', 'commode', 'commode-confinement', NOT, 'a half bath on the level', {
    homeLayoutBarriers: 'confined to first floor; full bath upstairs; half bath on first floor',
  }),
  c('fr2-co-conf-3', 'commode', 'commode-confinement', NOT, 'no longer bedbound', {
    homeLayoutBarriers: 'pt is no longer bedbound, up in kitchen for meals',
  }),
  c('fr2-co-sa-1', 'commode', 'commode-standalone', NOT, 'a shower chair', {
    standaloneDevice: 'will be placed in shower as shower chair',
  }),
  c('fr2-co-sa-2', 'commode', 'commode-standalone', DOC, 'kept at the bedside', { standaloneDevice: 'BSC kept at bedside for night use' }),
  c('fr2-co-swo-1', 'commode', 'written-order', NOT, 'unsigned draft', { medicalNecessity: 'order drafted, unsigned, faxed to MD 3/6' }),
  c('fr2-co-f2f-1', 'commode', 'face-to-face', NOT, 'a nurse visit', { medicalNecessity: 'seen by RN case manager 1 wk ago' }),

  c('fr2-wk-m-1', 'walker', 'walker-mradl', DOC, 'formal: unable to walk to the bathroom safely', {
    mobilityLimitation: 'Impaired balance with two falls in the past month.',
    mrADLsImpact: 'The patient is unable to safely walk to the bathroom or carry items in the kitchen.',
  }),
  c('fr2-wk-m-2', 'walker', 'walker-mradl', NOT, 'goal, not a present limitation', {
    mobilityLimitation: 'mild decreased balance',
    mrADLsImpact: 'goal: pt will walk to bathroom safely',
  }),
  c('fr2-wk-s-1', 'walker', 'walker-safe-use', NOT, 'safe only with cues', {
    patientCapability: 'able to use walker safely with verbal cues',
  }),
  c('fr2-wk-s-2', 'walker', 'walker-safe-use', NOT, 'cognition: cannot use it safely', {
    patientCapability: 'cognitively unable to use walker safely, forgets to use it',
  }),
  c('fr2-wk-s-3', 'walker', 'walker-safe-use', DOC, 'formal: demonstrates safe use', {
    patientCapability: 'The patient demonstrates safe and correct use of the rolling walker on level surfaces in the home.',
  }),
  c('fr2-wk-r-1', 'walker', 'walker-resolves', NOT, 'still unsteady, needs CGA with the walker', {
    safetyIndependence: 'walker improves gait somewhat but pt still unsteady and requires CGA',
  }),
  c('fr2-wk-r-2', 'walker', 'walker-resolves', DOC, 'household distances independently with the walker, no LOB', {
    safetyIndependence: 'with RW pt amb 150 ft indep in home, no LOB',
  }),
  c('fr2-wk-hd-1', 'walker', 'walker-heavy-duty', DOC, '310 lb', {
    walkerType: 'bariatric rollator',
    mobilityLimitation: 'weight 310 lbs',
  }),
  c('fr2-wk-hd-2', 'walker', 'walker-heavy-duty', NOT, '295 lb', { walkerType: 'heavy duty walker', mobilityLimitation: 'wt 295' }),
  c('fr2-wk-e0147-1', 'walker', 'walker-e0147', NOT, 'mild, not severe', {
    specialFeatures: 'multiple braking system walker',
    mobilityLimitation: 'dx: mild parkinsonism',
  }),
  c('fr2-wk-e0147-2', 'walker', 'walker-e0147', DOC, 'hemiparesis, cannot grip with the right hand', {
    specialFeatures: 'multiple braking system',
    mobilityLimitation: 'R hemiparesis after CVA, unable to grip w/ R hand',
  }),
  c('fr2-wk-swo-1', 'walker', 'written-order', NOT, 'signed by the supplier', { medicalNecessity: 'order signed by DME supplier 3/3' }),
  c('fr2-wk-f2f-1', 'walker', 'face-to-face', DOC, 'PCP office visit two months ago', {
    medicalNecessity: 'PCP office visit two months ago for falls, gait examined',
  }),

  w('fr2-wt-1', 'hospital-bed', 412, 'per patient report', { heavyDuty: 'weight 412 lbs per pt report' }),
  w('fr2-wt-2', 'walker', 396.8, '180 kg', { mobilityLimitation: 'wt: 180kg' }),
  w('fr2-wt-3', 'wheelchair', null, 'a BMI and an unknown weight', { medicalDiagnosis: 'BMI 45, wt unknown' }),
];

// ---------------------------------------------------------------------------------------------
// Round 3 (written after round 2's fixes, before running these cases): the plain clinical style of
// most letters (abbreviated sentences, chart words), mostly positives in words the rules may not know,
// and near-misses a keyword matcher would take

const ROUND_3: readonly CoverageCase[] = [
  c('fr3-wc-a-1', 'wheelchair', 'wheelchair-a', DOC, 'max assist for 5-10 ft; cannot walk to the bathroom', {
    mobilityLimitation: 'Ambulation limited to 5-10 ft with max assist x1 d/t bilateral LE weakness',
    mrADLsAffected: 'Unable to walk to bathroom for toileting; sponge bathes at bedside',
  }),
  c('fr3-wc-a-2', 'wheelchair', 'wheelchair-a', DOC, 'takes 15+ minutes to reach the toilet', {
    mobilityLimitation: 'Severe dyspnea after 8 ft, SpO2 drops to 84%',
    mrADLsAffected: 'Takes 15+ minutes to reach the toilet; incontinent before arriving',
  }),
  c('fr3-wc-a-3', 'wheelchair', 'wheelchair-a', DOC, 'dependent for all mobility', {
    mobilityLimitation: 'Dependent for all mobility; transfers with Hoyer lift',
    mrADLsAffected: 'All MRADLs: toileting, dressing, bathing',
  }),
  c('fr3-wc-a-4', 'wheelchair', 'wheelchair-a', NOT, 'household distances with a walker; only the community is limited', {
    mobilityLimitation: 'Ambulates household distances with RW and SBA; limited community ambulation',
    mrADLsAffected: 'none in home',
  }),
  c('fr3-wc-b-1', 'wheelchair', 'wheelchair-b', DOC, 'cannot advance the walker; cane inadequate', {
    lesserAids: 'Tried standard walker and rollator - pt unable to advance walker d/t R hemiparesis; cane provides inadequate support',
  }),
  c('fr3-wc-b-2', 'wheelchair', 'wheelchair-b', DOC, 'quad cane and hemi-walker both unsafe', {
    lesserAids: 'Ambulation with quad cane and hemi-walker both unsafe, multiple LOB',
  }),
  c('fr3-wc-b-3', 'wheelchair', 'wheelchair-b', NOT, 'walks 150 ft with the walker', {
    lesserAids: 'Cane unsafe. Walker: pt ambulates 150 ft with RW with supervision',
  }),
  c('fr3-wc-c-1', 'wheelchair', 'wheelchair-c', DOC, 'doorways, floors, room to maneuver', {
    homeAccessibility: 'Ranch home, doorways 34", no steps inside, vinyl floors, ample room to maneuver w/c in kitchen, bath and bedroom',
  }),
  c('fr3-wc-c-2', 'wheelchair', 'wheelchair-c', DOC, 'accessible apartment: doors, floors, turning radius', {
    homeAccessibility:
      'Apartment is fully wheelchair accessible: wide doorways, roll-in shower, level laminate flooring, turning radius adequate',
  }),
  c('fr3-wc-c-3', 'wheelchair', 'wheelchair-c', NOT, 'not assessed', { homeAccessibility: 'Home not yet assessed for w/c access' }),
  c('fr3-wc-d-1', 'wheelchair', 'wheelchair-d', DOC, 'toilet, dress and bathe at home, daily', {
    expectedBenefit: 'Wheelchair will enable pt to toilet, dress and bathe independently at home; will be used daily',
  }),
  c('fr3-wc-d-2', 'wheelchair', 'wheelchair-d', DOC, 'bathroom and kitchen throughout the day', {
    expectedBenefit: 'Use of w/c will allow safe access to the bathroom and kitchen throughout the day',
  }),
  c('fr3-wc-d-3', 'wheelchair', 'wheelchair-d', NOT, 'church and family events', {
    expectedBenefit: 'Will improve ability to attend church and family events',
  }),
  c('fr3-wc-e-1', 'wheelchair', 'wheelchair-e', DOC, 'eager to use it at home', { expectedBenefit: 'Pt eager to use wheelchair at home' }),
  c('fr3-wc-e-2', 'wheelchair', 'wheelchair-e', DOC, 'accepting of home use', { propulsionAbility: 'Pt is accepting of w/c for home use' }),
  c('fr3-wc-e-3', 'wheelchair', 'wheelchair-e', NOT, 'would rather not use one at home', {
    expectedBenefit: 'Pt states she would rather not use a wheelchair at home',
  }),
  c('fr3-wc-fg-1', 'wheelchair', 'wheelchair-f-or-g', DOC, 'self-propels 200 ft, safe turns', {
    propulsionAbility: 'Able to self-propel 200 ft with bilateral UEs, safe turns around furniture',
  }),
  c('fr3-wc-fg-2', 'wheelchair', 'wheelchair-f-or-g', DOC, 'a live-in son, available, willing and able', {
    propulsionAbility: 'Son lives with pt, is available 24/7, willing and physically able to push the chair',
  }),
  c('fr3-wc-fg-3', 'wheelchair', 'wheelchair-f-or-g', NOT, 'veers and cannot steer through doorways', {
    propulsionAbility: 'Pt can propel w/c with one arm but veers and cannot steer through doorways',
  }),
  c('fr3-wc-fg-4', 'wheelchair', 'wheelchair-f-or-g', NOT, 'cannot self-propel; the caregiver is away during the day', {
    propulsionAbility: 'Unable to self-propel. Caregiver works full time, unavailable during the day',
  }),
  c('fr3-wc-f2f-1', 'wheelchair', 'face-to-face', DOC, 'physician, 3 Feb 2026', {
    physicianExam: 'Face-to-face encounter with Dr. Nolan on 02/03/2026 addressing mobility',
  }),
  c('fr3-wc-f2f-2', 'wheelchair', 'face-to-face', DOC, 'attending physician 4 weeks ago', {
    physicianExam: 'F2F completed by attending physician 4 wks ago',
  }),
  c('fr3-wc-f2f-3', 'wheelchair', 'face-to-face', NOT, 'a year ago', { physicianExam: 'F2F w/ PCP 1 yr ago' }),
  c('fr3-wc-f2f-4', 'wheelchair', 'face-to-face', NOT, 'by the PT', { physicianExam: 'PT performed face-to-face mobility exam 1 wk ago' }),
  c('fr3-wc-swo-1', 'wheelchair', 'written-order', DOC, 'SWO signed, on file', {
    physicianExam: 'Standard written order signed by Dr. Nolan 02/04/2026 on file',
  }),
  c('fr3-wc-swo-2', 'wheelchair', 'written-order', NOT, 'faxed for signature', {
    physicianExam: 'Order faxed to physician 3/4 for signature',
  }),

  c('fr3-hb-q-1', 'hospital-bed', 'bed-qualifying', DOC, 'CHF, 45°, wedge and pillows without relief', {
    medicalCondition: 'CHF EF 20%, orthopnea',
    regularBedIssues: 'Requires HOB elevated 45 degrees most of the day and night. Wedge and multiple pillows tried without relief',
  }),
  c('fr3-hb-q-2', 'hospital-bed', 'bed-qualifying', DOC, 'COPD, > 30° at all times, pillows ruled out', {
    medicalCondition: 'Severe COPD',
    regularBedIssues: 'Pt must sleep with HOB > 30° at all times; pillows considered and ruled out, pt slides down',
  }),
  c('fr3-hb-q-3', 'hospital-bed', 'bed-qualifying', DOC, 'repositioning for pain that a standard bed cannot give', {
    regularBedIssues:
      'Requires frequent repositioning for pain management (metastatic bone pain) that cannot be achieved in a standard bed',
  }),
  c('fr3-hb-q-4', 'hospital-bed', 'bed-qualifying', NOT, '30° is not above 30°', {
    medicalCondition: 'COPD',
    regularBedIssues: 'HOB at 30 degrees; pillows failed',
  }),
  c('fr3-hb-q-5', 'hospital-bed', 'bed-qualifying', NOT, 'sleeps in a recliner by choice', {
    regularBedIssues: 'Pt wants hospital bed; sleeps in recliner by choice',
  }),
  c('fr3-hb-q-6', 'hospital-bed', 'bed-qualifying', NOT, 'pillows give some relief', {
    medicalCondition: 'CHF',
    regularBedIssues: 'needs HOB >30 for CHF, pillows tried with some relief',
  }),
  c('fr3-hb-vh-1', 'hospital-bed', 'bed-variable-height', DOC, 'lowered to transfer to the wheelchair', {
    variableHeight: 'Requires bed lowered to 17" to permit safe transfer to wheelchair',
  }),
  c('fr3-hb-vh-2', 'hospital-bed', 'bed-variable-height', NOT, "the caregiver's linens", {
    variableHeight: 'Variable height requested for caregiver to change linens',
  }),
  c('fr3-hb-se-1', 'hospital-bed', 'bed-semi-electric', DOC, 'immediate changes for acute dyspnea', {
    semiElectric: 'Requires immediate position changes for episodes of acute dyspnea',
  }),
  c('fr3-hb-se-2', 'hospital-bed', 'bed-semi-electric', DOC, 'every 2 hours', { semiElectric: 'Needs position changes every 2 hours' }),
  c('fr3-hb-se-3', 'hospital-bed', 'bed-semi-electric', NOT, 'repositions herself', {
    semiElectric: 'Semi-electric preferred; pt repositions self independently',
  }),
  c('fr3-hb-hd-1', 'hospital-bed', 'bed-heavy-duty', DOC, '425 lb', { heavyDuty: 'Pt weighs 425 lbs' }),
  c('fr3-hb-hd-2', 'hospital-bed', 'bed-heavy-duty', NOT, '280 lb', { heavyDuty: 'Pt weight 280 lbs, wants wider bed' }),
  c('fr3-hb-f2f-1', 'hospital-bed', 'face-to-face', NOT, 'still needed', { physicianExam: 'F2F needed before order can be signed' }),
  c('fr3-hb-swo-1', 'hospital-bed', 'written-order', DOC, 'received, signed and dated', {
    physicianExam: 'SWO received, signed and dated by PCP',
  }),
  c('fr3-hb-swo-2', 'hospital-bed', 'written-order', NOT, 'signature pending', { physicianExam: 'Dr. signature pending on SWO' }),

  c('fr3-co-inc-1', 'commode', 'commode-incapable', DOC, 'bed confined, cannot walk to the toilet', {
    toiletingLimitation: 'Pt is bed confined, unable to ambulate to the toilet',
  }),
  c('fr3-co-inc-2', 'commode', 'commode-incapable', NOT, 'uses the bathroom with a walker and supervision', {
    toiletingLimitation: 'Pt uses bathroom with RW and SBA',
  }),
  c('fr3-co-conf-1', 'commode', 'commode-confinement', DOC, 'confined to the bedroom', {
    toiletingLimitation: 'Pt is bed confined, unable to ambulate to the toilet',
  }),
  c('fr3-co-conf-2', 'commode', 'commode-confinement', DOC, 'confined upstairs, the only bathroom on the first floor', {
    homeLayoutBarriers: 'Pt confined to 2nd floor bedroom; only bathroom is on 1st floor; cannot negotiate stairs',
  }),
  c('fr3-co-conf-3', 'commode', 'commode-confinement', DOC, 'no toilet in the home', {
    homeLayoutBarriers: 'No toilet facilities in home',
  }),
  c('fr3-co-conf-4', 'commode', 'commode-confinement', NOT, 'homebound is not confined to a room or level', {
    homeLayoutBarriers: 'Pt is homebound',
  }),
  c('fr3-co-sa-1', 'commode', 'commode-standalone', DOC, 'freestanding at the bedside, not over the toilet', {
    standaloneDevice: 'Will be used as a freestanding bedside commode, not placed over the toilet',
  }),
  c('fr3-co-sa-2', 'commode', 'commode-standalone', NOT, 'as a raised toilet seat', {
    standaloneDevice: '3-in-1 commode to be used as raised toilet seat',
  }),
  c('fr3-co-f2f-1', 'commode', 'face-to-face', DOC, 'NP in clinic two months ago', {
    medicalNecessity: 'Seen by NP in clinic 2 months ago (F2F)',
  }),
  c('fr3-co-swo-1', 'commode', 'written-order', NOT, 'a question', { medicalNecessity: 'Signed order?' }),
  c('fr3-co-swo-2', 'commode', 'written-order', NOT, 'written by the PT', { medicalNecessity: 'Prescription written by PT' }),

  c('fr3-wk-m-1', 'walker', 'walker-mradl', DOC, 'LOB in the kitchen, cannot carry items, needs help to the bathroom', {
    mobilityLimitation: 'Unsteady gait, decreased LE strength',
    mrADLsImpact: 'LOB x2 in the kitchen; unable to carry items safely; requires assist to reach the bathroom at night',
  }),
  c('fr3-wk-m-2', 'walker', 'walker-mradl', NOT, 'independent in the home; cane outdoors', {
    mobilityLimitation: 'No falls; ambulates independently in home; uses cane outdoors',
  }),
  c('fr3-wk-s-1', 'walker', 'walker-safe-use', DOC, 'safe, proper technique', {
    patientCapability: 'Pt ambulates safely with RW, demonstrates proper technique and sequencing',
  }),
  c('fr3-wk-s-2', 'walker', 'walker-safe-use', NOT, 'unsafe with it', { patientCapability: 'Pt unsafe with RW, unable to manage turns' }),
  c('fr3-wk-s-3', 'walker', 'walker-safe-use', NOT, 'a goal for discharge', {
    patientCapability: 'Pt will demonstrate safe use of RW by discharge',
  }),
  c('fr3-wk-r-1', 'walker', 'walker-resolves', DOC, 'steady and independent with the walker', {
    safetyIndependence: 'With FWW, gait is steady and pt is independent with household ambulation',
  }),
  c('fr3-wk-r-2', 'walker', 'walker-resolves', DOC, 'will reduce fall risk and allow safe ambulation at home', {
    safetyIndependence: 'Walker will reduce fall risk and allow safe ambulation in the home',
  }),
  c('fr3-wk-r-3', 'walker', 'walker-resolves', NOT, 'loses balance even with the walker', {
    safetyIndependence: 'Pt continues to have LOB even with RW',
  }),
  c('fr3-wk-r-4', 'walker', 'walker-resolves', NOT, 'may reduce falls', { safetyIndependence: 'walker may reduce falls' }),
  c('fr3-wk-e0147-1', 'walker', 'walker-e0147', DOC, 'advanced MS with severe ataxia', {
    specialFeatures: 'Multiple braking system walker',
    mobilityLimitation: 'advanced MS and severe ataxia',
  }),
  c('fr3-wk-e0147-2', 'walker', 'walker-e0147', NOT, 'obesity and knee OA', {
    specialFeatures: 'Multiple braking system requested',
    mobilityLimitation: 'dx: morbid obesity, OA knees',
  }),
];

// ---------------------------------------------------------------------------------------------
// Round 4 (written after round 3's fixes, before running these cases): more positives in words not
// used so far, and plain negatives

const ROUND_4: readonly CoverageCase[] = [
  c('fr4-wc-a-1', 'wheelchair', 'wheelchair-a', DOC, 'a few steps before the knees buckle; cannot reach the toilet', {
    mobilityLimitation: 'Pt can only take a few steps with RW before knees buckle',
    mrADLsAffected: 'cannot reach toilet or kitchen; family brings commode and meals',
  }),
  c('fr4-wc-a-2', 'wheelchair', 'wheelchair-a', DOC, 'non-weight bearing, cannot get to the bathroom', {
    mobilityLimitation: 'Non-weight bearing L LE, unable to hop with walker',
    mrADLsAffected: 'unable to get to bathroom for toileting or bathing',
  }),
  c('fr4-wc-a-3', 'wheelchair', 'wheelchair-a', NOT, 'walks 300 ft with a cane; independent', {
    mobilityLimitation: 'ambulates 300 ft with SPC',
    mrADLsAffected: 'independent',
  }),
  c('fr4-wc-b-1', 'wheelchair', 'wheelchair-b', DOC, 'cane inadequate; walker unusable', {
    lesserAids: 'Cane: inadequate, unable to bear weight. Walker: unable to use - NWB and poor UE strength',
  }),
  c('fr4-wc-b-2', 'wheelchair', 'wheelchair-b', DOC, 'neither cane nor walker sufficient', {
    lesserAids: 'Neither cane nor walker is sufficient: severe dyspnea limits ambulation to 10 ft with either',
  }),
  c('fr4-wc-b-3', 'wheelchair', 'wheelchair-b', NOT, 'the walker only probably unsafe', {
    lesserAids: 'Cane insufficient; walker would probably be unsafe',
  }),
  c('fr4-wc-c-1', 'wheelchair', 'wheelchair-c', DOC, 'doorways, hard floors, turning space', {
    homeAccessibility:
      'one-story home; all doorways at least 32 inches; hard floors throughout (tile/wood); space to turn chair in each room',
  }),
  c('fr4-wc-c-2', 'wheelchair', 'wheelchair-c', NOT, 'unknown', { homeAccessibility: 'Home access unknown' }),
  c('fr4-wc-d-1', 'wheelchair', 'wheelchair-d', DOC, 'bathroom on time, meals at the table; all day in the house', {
    expectedBenefit: 'Chair allows pt to get to the bathroom on time and eat at the kitchen table; to be used all day in the house',
  }),
  c('fr4-wc-d-2', 'wheelchair', 'wheelchair-d', NOT, 'trips and appointments', {
    expectedBenefit: 'Will be used for long trips and appointments',
  }),
  c('fr4-wc-e-1', 'wheelchair', 'wheelchair-e', DOC, 'willing to use it in her home', {
    expectedBenefit: 'Pt is willing to use the wheelchair in her home',
  }),
  c('fr4-wc-e-2', 'wheelchair', 'wheelchair-e', NOT, 'not willing indoors', {
    propulsionAbility: 'Pt not willing to use wheelchair indoors',
  }),
  c('fr4-wc-fg-1', 'wheelchair', 'wheelchair-f-or-g', DOC, 'husband home full time, trained, able and willing', {
    propulsionAbility: 'Husband is retired, home with pt full time, trained and able to push w/c, willing to help',
  }),
  c('fr4-wc-fg-2', 'wheelchair', 'wheelchair-f-or-g', NOT, 'a daughter who visits twice a week', {
    propulsionAbility: 'Daughter visits twice a week',
  }),
  c('fr4-wc-f2f-1', 'wheelchair', 'face-to-face', DOC, 'examined in the office on 20 January 2026', {
    physicianExam: 'Dr. Ruiz examined pt in office 1/20/26 for mobility',
  }),
  c('fr4-wc-f2f-2', 'wheelchair', 'face-to-face', NOT, 'only scheduled', { physicianExam: 'F2F scheduled' }),
  c('fr4-wc-f2f-3', 'wheelchair', 'face-to-face', NOT, 'last year', { physicianExam: 'Saw PA last year' }),
  c('fr4-wc-swo-1', 'wheelchair', 'written-order', DOC, 'signed, a copy on file', {
    physicianExam: 'Order signed by Dr. Ruiz, copy on file',
  }),
  c('fr4-wc-swo-2', 'wheelchair', 'written-order', NOT, 'needs a signature', { physicianExam: 'Order needs physician signature' }),

  c('fr4-hb-q-1', 'hospital-bed', 'bed-qualifying', DOC, 'COPD, 40-45°, wedge and pillows failed', {
    medicalCondition: 'COPD',
    regularBedIssues: 'Needs HOB at 40-45 deg continuously d/t COPD; wedge pillow tried - slides down, pillows ineffective',
  }),
  c('fr4-hb-q-2', 'hospital-bed', 'bed-qualifying', DOC, 'positioning not feasible in an ordinary bed', {
    regularBedIssues: 'pt w/ severe spasticity requires positioning in ways not feasible in an ordinary bed',
  }),
  c('fr4-hb-q-3', 'hospital-bed', 'bed-qualifying', NOT, 'pillows not tried', {
    medicalCondition: 'CHF',
    regularBedIssues: 'Sleeps in recliner; HOB 45 for CHF; pillows not tried',
  }),
  c('fr4-hb-vh-1', 'hospital-bed', 'bed-variable-height', DOC, 'raised for sit to stand to the walker', {
    variableHeight: 'Requires bed raised to 25 in to allow sit to stand transfer to RW',
  }),
  c('fr4-hb-vh-2', 'hospital-bed', 'bed-variable-height', NOT, 'transfers fine', { variableHeight: 'N/A, transfers fine' }),
  c('fr4-hb-se-1', 'hospital-bed', 'bed-semi-electric', DOC, 'frequent repositioning through the night', {
    semiElectric: 'frequent repositioning needed through the night for dyspnea; operates controls herself',
  }),
  c('fr4-hb-se-2', 'hospital-bed', 'bed-semi-electric', NOT, 'repositions without help', {
    semiElectric: 'semi-electric requested, patient repositions without help',
  }),
  c('fr4-hb-hd-1', 'hospital-bed', 'bed-heavy-duty', DOC, '390 lb', { heavyDuty: 'body weight 390 lb' }),
  c('fr4-hb-swo-1', 'hospital-bed', 'written-order', NOT, 'awaiting its return', { physicianExam: 'order sent to PCP, awaiting return' }),

  c('fr4-co-inc-1', 'commode', 'commode-incapable', DOC, 'cannot walk to the bathroom; bedroom confined', {
    toiletingLimitation: 'Unable to ambulate to bathroom d/t severe weakness; bedroom confined',
  }),
  c('fr4-co-inc-2', 'commode', 'commode-incapable', NOT, 'gets to the toilet with a walker', {
    toiletingLimitation: 'Pt can get to toilet with RW, slow',
  }),
  c('fr4-co-conf-1', 'commode', 'commode-confinement', DOC, 'bedroom upstairs, only bathroom downstairs, no stairs', {
    homeLayoutBarriers: 'Pt lives in 2-story house, bedroom is upstairs, only bathroom is downstairs, cannot do stairs',
  }),
  c('fr4-co-conf-2', 'commode', 'commode-confinement', NOT, 'a bathroom on the bedroom floor', {
    homeLayoutBarriers: 'Bathroom on same floor as bedroom',
  }),
  c('fr4-co-sa-1', 'commode', 'commode-standalone', DOC, 'beside the bed', { standaloneDevice: 'Will stand alone beside the bed' }),
  c('fr4-co-sa-2', 'commode', 'commode-standalone', NOT, 'an over-toilet frame', { standaloneDevice: 'Over toilet frame use' }),
  c('fr4-co-swo-1', 'commode', 'written-order', DOC, 'signed, dated and received', {
    medicalNecessity: 'Signed and dated order from PCP received 3/5',
  }),

  c('fr4-wk-m-1', 'walker', 'walker-mradl', DOC, 'needs help to the bathroom, cannot carry meals', {
    mobilityLimitation: 'Antalgic gait, poor balance',
    mrADLsImpact: 'Needs assistance to walk to the bathroom; unable to carry meals',
  }),
  c('fr4-wk-m-2', 'walker', 'walker-mradl', NOT, 'independent with all ADLs at home', {
    mobilityLimitation: 'mild weakness',
    mrADLsImpact: 'independent with all ADLs in home',
  }),
  c('fr4-wk-s-1', 'walker', 'walker-safe-use', DOC, 'safe and independent with the rollator', {
    patientCapability: 'Pt uses the rollator safely and independently, applies brakes before sitting',
  }),
  c('fr4-wk-s-2', 'walker', 'walker-safe-use', NOT, 'not trained yet', { patientCapability: 'Pt unsure how to use RW, not yet trained' }),
  c('fr4-wk-r-1', 'walker', 'walker-resolves', DOC, 'household distances without LOB', {
    safetyIndependence: 'With walker, pt ambulates household distances without LOB',
  }),
  c('fr4-wk-r-2', 'walker', 'walker-resolves', DOC, 'walks to the bathroom safely with it', {
    safetyIndependence: 'walker enables pt to walk to the bathroom safely',
  }),
  c('fr4-wk-r-3', 'walker', 'walker-resolves', NOT, 'only hoped', { safetyIndependence: 'walker hoped to reduce falls' }),
  c('fr4-wk-e0147-1', 'walker', 'walker-e0147', DOC, 'arm amputation', {
    specialFeatures: 'E0147',
    mobilityLimitation: 'L UE amputation above elbow',
  }),
  c('fr4-wk-e0147-2', 'walker', 'walker-e0147', NOT, 'a mild tremor', {
    specialFeatures: 'multiple braking',
    mobilityLimitation: 'mild tremor',
  }),
  c('fr4-wk-f2f-1', 'walker', 'face-to-face', DOC, 'her neurologist 3 months ago', {
    medicalNecessity: 'Face to face with her neurologist 3 months ago addressed gait',
  }),
];

export const TUNING_FRESH: readonly CoverageCase[] = [
  ...WHEELCHAIR,
  ...HOSPITAL_BED,
  ...COMMODE,
  ...WALKER,
  ...WEIGHTS,
  ...ROUND_2,
  ...ROUND_3,
  ...ROUND_4,
];
