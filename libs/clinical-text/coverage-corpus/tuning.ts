/**
 * The tuning part of the coverage corpus (issue 21): fictional letter answers in clinicians'
 * phrasing, each judged the way a Medicare reviewer would judge one checklist criterion, or the body
 * weight the checklist must read. Written before the rules were changed; the rules were then tuned
 * against it (the held-out part never). Every fact here is invented; no name, date of birth or place
 * belongs to anyone.
 *
 * Classes covered on both sides of every criterion: plain statements, shorthand and typos, negation,
 * hedging (awaiting, pending, unsigned, planned, "?"), past tense, the wrong actor, another setting
 * (community vs home) and contradicting evidence elsewhere in the answers.
 */
import type { CoverageCase, CoverageTruth, CriterionCase, WeightCase } from './case';
import type { Equipment } from '../src/types';

type Answers = Readonly<Record<string, string>>;

function c(id: string, equipment: Equipment, criterion: string, expect: CoverageTruth, answers: Answers, why: string): CriterionCase {
  return { kind: 'criterion', id, equipment, criterion, expect, answers, why };
}

function w(id: string, equipment: Equipment, answers: Answers, pounds: number | null, why: string): WeightCase {
  return { kind: 'weight', id, equipment, answers, pounds, why };
}

const Y = 'documented';
const N = 'not-documented';

// ---------------------------------------------------------------------------------------------
// Manual wheelchair (LCD L33788)

const WHEELCHAIR: CoverageCase[] = [
  // A. mobility limitation impairs MRADLs in the home
  c('wc-a-1', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Pt amb 10 ft w/ RW then needs to sit d/t SOB; cannot reach bathroom from bedroom', mrADLsAffected: 'Toileting, bathing' }, 'short distance, cannot reach the bathroom; MRADLs named'),
  c('wc-a-2', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Non-ambulatory since L BKA, stand pivot transfers w/ SBA only', mrADLsAffected: 'Toileting, dressing and grooming - cannot get to sink or toilet on her own' }, 'non-ambulatory; MRADLs named'),
  c('wc-a-3', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Unabel to ambulate houshold distances, high fall risk', mrADLsAffected: 'toileting and bathing' }, 'typos for unable/household'),
  c('wc-a-4', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'Unable to ambulate community distances; household ambulation indep w/ SPC', mrADLsAffected: 'Grocery shopping and outings' }, 'limitation only in the community; independent in the home'),
  c('wc-a-5', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'Was non-ambulatory after the hip fx last winter, now ambulates 200 ft w/ RW in the home', mrADLsAffected: 'Toileting, bathing' }, 'past limitation, now walks household distances'),
  c('wc-a-6', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'No fall risk identified; ambulates 300 ft w/o device', mrADLsAffected: 'toileting' }, 'negated, walks without device'),
  c('wc-a-7', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'Possible high fall risk? pending balance testing', mrADLsAffected: 'bathing' }, 'hedged: possible, pending'),
  c('wc-a-8', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Walking limited to <20 ft d/t severe dyspnea (COPD), needs 2 rest breaks to reach bathroom', mrADLsAffected: "Toileting: can't make it to the toilet in time; bathing" }, 'short walking distance; MRADLs named'),
  c('wc-a-9', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'High fall risk per Tinetti 16/28', mrADLsAffected: 'Independent with toileting, dressing, bathing and grooming' }, 'MRADLs done independently'),
  c('wc-a-10', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Ambulation unsafe d/t L hemiparesis and neglect; 2 falls in home this month', mrADLsAffected: "Can't get to the bathroom or kitchen w/o falling" }, 'unsafe walking; toileting implied by the bathroom'),

  // B. cane and walker ruled out
  c('wc-b-1', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Cane and walker tried, both unsafe - LOB x3 during trial' }, 'both tried and unsafe'),
  c('wc-b-2', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Could not safely manage RW d/t L hemiparesis; SPC unsafe' }, 'could not manage walker; cane unsafe'),
  c('wc-b-3', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'RW attempted but pt unable to maintain NWB, unsafe. Cane not an option w/ NWB status.' }, 'walker attempted and unsafe'),
  c('wc-b-4', 'wheelchair', 'wheelchair-b', N, { lesserAids: 'Walker insufficient for community distances; safe w/ walker in home' }, 'walker insufficient only in the community; safe at home'),
  c('wc-b-5', 'wheelchair', 'wheelchair-b', N, { lesserAids: 'Walker trial planned next visit; cane insufficient' }, 'walker trial only planned'),
  c('wc-b-6', 'wheelchair', 'wheelchair-b', N, { lesserAids: 'RW has not been trialed; cane insufficient d/t poor balance' }, 'walker not tried'),
  c('wc-b-7', 'wheelchair', 'wheelchair-b', N, { lesserAids: 'Cane insufficient. Ambulates safely w/ RW household distances.' }, 'safe with a walker in the home'),
  c('wc-b-8', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Pt fell twice despite use of FWW; quad cane also failed' }, 'falls despite walker'),
  c('wc-b-9', 'wheelchair', 'wheelchair-b', N, { lesserAids: 'Walker was ineffective before her knee replacement; since surgery ambulates safely w/ RW in home' }, 'past: walker works now'),
  c('wc-b-10', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Walkr and cane insuficient d/t severe dyspnea after 10 ft' }, 'typos'),
  c('wc-b-11', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Unable to use walker - cannot grip w/ R hand (contracture); cane gives less support and is unsafe' }, 'cannot use walker; cane unsafe'),
  c('wc-b-12', 'wheelchair', 'wheelchair-b', N, { lesserAids: '? walker insufficient - needs further trial' }, 'questioned'),
  c('wc-b-13', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Trialed SPC and rollator in clinic: unable to ambulate >5 ft with either, LOB' }, 'both trialed, unable'),

  // C. home fits the wheelchair
  c('wc-c-1', 'wheelchair', 'wheelchair-c', Y, { homeAccessibility: '32" doorways throughout, wide hallway, adequate turning space in kitchen and bedroom, hardwood floors' }, 'access, space, surfaces'),
  c('wc-c-2', 'wheelchair', 'wheelchair-c', N, { homeAccessibility: 'Doorways too narrow for w/c (26 in), no turning space in bathroom, thick carpet' }, 'narrow doorways, no space'),
  c('wc-c-3', 'wheelchair', 'wheelchair-c', N, { homeAccessibility: 'Home eval pending; pt reports doorways are probably wide enough' }, 'not yet assessed'),
  c('wc-c-4', 'wheelchair', 'wheelchair-c', Y, { homeAccessibility: 'Single-level home, 36-inch doorways, open floor plan with room to turn the w/c, tile and laminate floors' }, 'access, space, surfaces'),
  c('wc-c-5', 'wheelchair', 'wheelchair-c', N, { homeAccessibility: 'Ramp at entrance; inside of home not assessed' }, 'nothing inside assessed'),

  // D. significant MRADL benefit, used regularly in the home
  c('wc-d-1', 'wheelchair', 'wheelchair-d', Y, { expectedBenefit: 'W/c will allow pt to get to bathroom and kitchen safely; will be used daily in the home for all household mobility' }, 'benefit and daily use'),
  c('wc-d-2', 'wheelchair', 'wheelchair-d', N, { expectedBenefit: 'Will use w/c for community outings and MD appointments only; ambulates in home w/ RW' }, 'only outside the home'),
  c('wc-d-3', 'wheelchair', 'wheelchair-d', N, { expectedBenefit: 'May improve access to bathroom? Frequency of use unknown' }, 'hedged'),
  c('wc-d-4', 'wheelchair', 'wheelchair-d', Y, { expectedBenefit: 'Will improve independence w/ toileting & bathing; primary means of mobility in the home, used throughout the day' }, 'benefit, regular use'),
  c('wc-d-5', 'wheelchair', 'wheelchair-d', N, { expectedBenefit: 'Will increase participation in community activities; used daily for outings and shopping' }, 'use outside the home'),

  // E. willing
  c('wc-e-1', 'wheelchair', 'wheelchair-e', Y, { propulsionAbility: 'Self-propels; pt motivated to use w/c at home' }, 'motivated to use'),
  c('wc-e-2', 'wheelchair', 'wheelchair-e', N, { propulsionAbility: 'Pt not willing to use w/c in home; prefers furniture-walking' }, 'negated'),
  c('wc-e-3', 'wheelchair', 'wheelchair-e', N, { propulsionAbility: 'Pt unsure whether she is willing to use a w/c; will discuss w/ family' }, 'undecided'),
  c('wc-e-4', 'wheelchair', 'wheelchair-e', Y, { expectedBenefit: 'Pt and wife agreeable to w/c use in the home' }, 'agreeable'),
  c('wc-e-5', 'wheelchair', 'wheelchair-e', N, { propulsionAbility: 'Pt states willing to use chair, however refused the w/c during trial and declines use at home' }, 'contradicted by refusal'),

  // F or G. self-propels, or a caregiver assists
  c('wc-f-1', 'wheelchair', 'wheelchair-f-or-g', Y, { propulsionAbility: 'Self-propels 150 ft on tile w/ B UEs, good safety awareness' }, 'self-propels'),
  c('wc-f-2', 'wheelchair', 'wheelchair-f-or-g', Y, { propulsionAbility: 'Unable to self-propel (bilat RC tears); husband home 24/7, willing and able to push w/c' }, 'caregiver available, willing, able'),
  c('wc-f-3', 'wheelchair', 'wheelchair-f-or-g', N, { propulsionAbility: 'Unable to self-propel; daughter may be available to assist, has not yet agreed' }, 'caregiver hedged'),
  c('wc-f-4', 'wheelchair', 'wheelchair-f-or-g', N, { propulsionAbility: 'Self-propels 10 ft then fatigues, unable to self-propel household distances; lives alone' }, 'cannot self-propel in the home, no caregiver'),
  c('wc-f-5', 'wheelchair', 'wheelchair-f-or-g', N, { propulsionAbility: 'Previously self-propelled before CVA; now dependent for w/c mobility, no caregiver' }, 'past'),
  c('wc-f-6', 'wheelchair', 'wheelchair-f-or-g', Y, { propulsionAbility: 'Able to propel chair independently in home using both arms and feet' }, 'propels'),
  c('wc-f-7', 'wheelchair', 'wheelchair-f-or-g', N, { propulsionAbility: 'Cannot self-propel. Caregiver available and willing to assist but unable to push chair (own back injury)' }, 'caregiver not able'),

  // K0003 lightweight
  c('wc-k-1', 'wheelchair', 'wheelchair-k0003', Y, { equipmentDetails: 'Lightweight w/c (K0003), 18" seat', propulsionAbility: 'Unable to self-propel standard w/c d/t fatigue; during trial self-propelled lightweight chair 150 ft' }, 'cannot propel standard, propels lightweight'),
  c('wc-k-2', 'wheelchair', 'wheelchair-k0003', N, { equipmentDetails: 'Lightweight w/c', propulsionAbility: 'Cannot propel standard w/c; lightweight chair trial to be scheduled' }, 'lightweight trial only planned'),
  c('wc-k-3', 'wheelchair', 'wheelchair-k0003', N, { equipmentDetails: 'Lightweight manual wheelchair', propulsionAbility: 'Self-propels standard w/c without difficulty; prefers lightweight for lifting into car' }, 'propels a standard chair'),
  c('wc-k-4', 'wheelchair', 'wheelchair-k0003', Y, { equipmentDetails: 'K0003 lightweight', propulsionAbility: 'Standard-weight chair too heavy, fatigues after 20 ft; propels lightweight chair household distances independently' }, 'standard too heavy, propels lightweight'),
];

// ---------------------------------------------------------------------------------------------
// Face-to-face and written order (every letter)

const ENCOUNTER: CoverageCase[] = [
  c('f2f-1', 'wheelchair', 'face-to-face', Y, { physicianExam: 'Saw PCP 3 weeks ago for mobility decline' }, 'PCP visit 3 weeks ago'),
  c('f2f-2', 'walker', 'face-to-face', Y, { medicalNecessity: 'Seen by ortho MD 1 wk ago for gait instability' }, 'orthopaedic physician 1 week ago'),
  c('f2f-3', 'hospital-bed', 'face-to-face', N, { physicianExam: 'F2F eval by PT 2 weeks ago' }, 'by PT, not the practitioner'),
  c('f2f-4', 'commode', 'face-to-face', N, { medicalNecessity: 'F2F w/ PCP scheduled for next week' }, 'not yet happened'),
  c('f2f-5', 'wheelchair', 'face-to-face', N, { physicianExam: 'Last seen by physician 8 months ago' }, 'older than 6 months'),
  c('f2f-6', 'walker', 'face-to-face', Y, { medicalNecessity: 'Face-to-face w/ NP 10 days ago addressed falls' }, 'NP 10 days ago'),
  c('f2f-7', 'hospital-bed', 'face-to-face', N, { physicianExam: 'Awaiting F2F visit with cardiologist' }, 'awaited'),
  c('f2f-8', 'commode', 'face-to-face', Y, { medicalNecessity: 'Office visit with PCP 2 months ago re: toileting and falls' }, 'office visit 2 months ago'),
  c('f2f-9', 'walker', 'face-to-face', N, { medicalNecessity: 'Face-to-face by home health RN 1 week ago; physician visit not yet done' }, 'by a nurse; physician visit not done'),
  c('f2f-10', 'wheelchair', 'face-to-face', Y, { physicianExam: 'F2F exam by physiatrist 5 weeks ago re: mobility' }, 'physiatrist 5 weeks ago'),
  c('f2f-11', 'commode', 'face-to-face', N, { medicalNecessity: 'Eval by OT 1 wk ago; F2F w/ physician pending' }, 'OT; physician pending'),
  c('f2f-12', 'hospital-bed', 'face-to-face', Y, { physicianExam: 'Seen by pulmonologist 6 wks ago (face-to-face) for COPD exacerbation' }, 'pulmonologist 6 weeks ago'),
  c('f2f-13', 'walker', 'face-to-face', N, { medicalNecessity: 'No F2F with physician in the last year' }, 'negated'),
  c('f2f-14', 'hospital-bed', 'face-to-face', Y, { physicianExam: 'PA-C visit 1 month ago, face to face exam for CHF' }, 'PA 1 month ago'),
  c('f2f-15', 'wheelchair', 'face-to-face', N, { physicianExam: 'Will see PCP for F2F once PT eval complete' }, 'planned'),
  c('f2f-16', 'commode', 'face-to-face', N, { medicalNecessity: 'Face to face completed with physical therapist 5 days ago' }, 'by a therapist'),
  c('f2f-17', 'walker', 'face-to-face', Y, { medicalNecessity: 'Seen in clinic by her cardiologist last week, gait and falls addressed' }, 'cardiologist last week'),

  c('ord-1', 'wheelchair', 'written-order', N, { physicianExam: 'F2F 2 wk ago; awaiting signed order' }, 'order awaited'),
  c('ord-2', 'walker', 'written-order', N, { medicalNecessity: 'Rx on file, unsigned' }, 'unsigned'),
  c('ord-3', 'commode', 'written-order', Y, { medicalNecessity: 'Signed SWO on file from PCP' }, 'signed order on file'),
  c('ord-4', 'hospital-bed', 'written-order', N, { physicianExam: 'Order signed by PT and faxed to supplier' }, 'signed by the therapist'),
  c('ord-5', 'walker', 'written-order', N, { medicalNecessity: 'Order requested from MD, not yet received' }, 'requested'),
  c('ord-6', 'wheelchair', 'written-order', Y, { physicianExam: 'Written order signed and dated by the treating physician, on file' }, 'signed by the physician'),
  c('ord-7', 'commode', 'written-order', N, { medicalNecessity: 'Order to be obtained after F2F' }, 'to be obtained'),
  c('ord-8', 'hospital-bed', 'written-order', Y, { physicianExam: 'SWO signed by NP 3 days ago, on file w/ DME supplier' }, 'signed by the NP'),
  c('ord-9', 'walker', 'written-order', N, { medicalNecessity: 'No signed order yet' }, 'negated'),
  c('ord-10', 'wheelchair', 'written-order', N, { physicianExam: 'Order signed? confirm with MD office' }, 'questioned'),
  c('ord-11', 'commode', 'written-order', Y, { medicalNecessity: 'Physician order signed prior to delivery' }, 'signed before delivery'),
  c('ord-12', 'hospital-bed', 'written-order', N, { physicianExam: 'Rx pending physician signature' }, 'pending'),
  c('ord-13', 'walker', 'written-order', Y, { medicalNecessity: 'Signed prescripton on file from PCP' }, 'typo'),
  c('ord-14', 'hospital-bed', 'written-order', N, { physicianExam: 'Order form signed by patient and supplier; physician signature pending' }, 'not signed by the practitioner'),
  c('ord-15', 'wheelchair', 'written-order', N, { physicianExam: 'MD will sign order at f/u next week' }, 'planned'),
];

// ---------------------------------------------------------------------------------------------
// Hospital bed (LCD L33820)

const BED: CoverageCase[] = [
  c('bed-q-1', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'CHF w/ orthopnea', regularBedIssues: 'HOB must be elevated thirty-five degrees or more most of the night; pillows tried w/o relief' }, 'number words; pillows tried without relief'),
  c('bed-q-2', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'COPD, 3-pillow orthopnea', regularBedIssues: "Needs HOB >30° most of the time; pillows don't work, slides down" }, 'pillows do not work'),
  c('bed-q-3', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'CHF', regularBedIssues: 'HOB 45 degrees at night; pillows were tried and are effective' }, 'pillows effective'),
  c('bed-q-4', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'Stage 3 sacral pressure injury', regularBedIssues: 'Requires positioning to offload sacrum; positioning can be achieved in her regular bed w/ wedge' }, 'positioning achieved in her own bed'),
  c('bed-q-5', 'hospital-bed', 'bed-qualifying', Y, { regularBedIssues: 'Needs frequent repositioning for pain relief (severe spinal stenosis), not possible in a standard bed' }, 'positioning for pain not possible in an ordinary bed'),
  c('bed-q-6', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'Uses overhead traction for femur fx that attaches only to a hospital bed frame' }, 'traction'),
  c('bed-q-7', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'No traction needed; pt sleeps in recliner by choice' }, 'negated'),
  c('bed-q-8', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'CHF', regularBedIssues: 'May need HOB elevated > 30 deg; pillows not yet tried' }, 'hedged; pillows not tried'),
  c('bed-q-9', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'COPD', regularBedIssues: 'HOB elevated 20-30 degrees; wedges ineffective' }, 'not above 30 degrees'),
  c('bed-q-10', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'Congestive heart failre w/ orthopnea', regularBedIssues: 'Requires head of bed elevated 45 degress at all times; pilows and wedge tried and failed' }, 'typos'),
  c('bed-q-11', 'hospital-bed', 'bed-qualifying', N, { regularBedIssues: 'Pain was relieved by repositioning in the hospital bed during admission; now pain-free and sleeps in own bed' }, 'past; now sleeps in her own bed'),
  c('bed-q-12', 'hospital-bed', 'bed-qualifying', Y, { regularBedIssues: 'Pt requires positioning not feasible in an ordinary bed d/t severe kyphosis and hip contractures' }, 'positioning not feasible'),
  c('bed-q-13', 'hospital-bed', 'bed-qualifying', N, { regularBedIssues: 'Positioning needs are met in her own bed with pillows; hospital bed requested for caregiver convenience' }, 'needs met in her own bed'),
  c('bed-q-14', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'Aspiration risk (dysphagia after CVA)', regularBedIssues: 'HOB must stay above 30 degrees at all times; pillows/wedges considered and ruled out (slides down, skin shear)' }, 'aspiration, over 30 degrees, pillows ruled out'),
  c('bed-q-15', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'Aspiration?', regularBedIssues: 'HOB 45°; pillows ineffective' }, 'condition questioned'),
  c('bed-q-16', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'CHF with orthopnea', regularBedIssues: 'HOB elevated 40 degrees; pillows tried', plannedUseAndBenefits: 'Currently sleeps well propped on 3 pillows' }, 'pillows work elsewhere in the answers'),
  c('bed-q-17', 'hospital-bed', 'bed-qualifying', Y, { regularBedIssues: 'Severe RA pain relieved only by frequent repositioning with knees flexed and head raised, which her regular bed does not allow' }, 'positioning for pain an ordinary bed does not allow'),

  c('bed-vh-1', 'hospital-bed', 'bed-variable-height', Y, { variableHeight: 'Bed must lower to 18 in for safe stand-pivot transfers to w/c; raised for caregiver' }, 'height for transfers'),
  c('bed-vh-2', 'hospital-bed', 'bed-variable-height', N, { variableHeight: 'Caregiver needs bed raised to give care and change linens' }, 'caregiver convenience'),
  c('bed-vh-3', 'hospital-bed', 'bed-variable-height', N, { variableHeight: 'Height adjustment may help transfers later once weight-bearing allowed' }, 'hedged, future'),
  c('bed-vh-4', 'hospital-bed', 'bed-variable-height', Y, { bedFeatures: 'Hi-lo (variable height)', variableHeight: 'Needs bed at 20 in height to transfer sit-to-stand safely, higher than a fixed-height bed' }, 'height for sit-to-stand'),
  c('bed-vh-5', 'hospital-bed', 'bed-variable-height', N, { variableHeight: 'Transfers independently at current bed height; height adjustment not needed for transfers' }, 'not needed'),

  c('bed-se-1', 'hospital-bed', 'bed-semi-electric', Y, { semiElectric: 'Requires frequent position changes (q2h) for SOB; pt operates controls' }, 'frequent changes'),
  c('bed-se-2', 'hospital-bed', 'bed-semi-electric', N, { semiElectric: 'Wants semi-electric for convenience; position changes infrequent' }, 'infrequent'),
  c('bed-se-3', 'hospital-bed', 'bed-semi-electric', N, { semiElectric: 'May need immediate position changes if orthopnea worsens' }, 'hedged'),
  c('bed-se-4', 'hospital-bed', 'bed-semi-electric', Y, { semiElectric: 'Must raise HOB immediately during coughing/choking episodes (aspiration)' }, 'immediate change'),
  c('bed-se-5', 'hospital-bed', 'bed-semi-electric', N, { semiElectric: 'Needed frequent repositioning during hospital stay; now repositions self independently in bed' }, 'past'),

  c('bed-hd-1', 'hospital-bed', 'bed-heavy-duty', Y, { heavyDuty: 'Bariatric bed needed, wt: 410' }, 'unitless weight'),
  c('bed-hd-2', 'hospital-bed', 'bed-heavy-duty', N, { heavyDuty: 'Heavy duty bed requested; weighs 3 hundred 40 pounds' }, '340 lb'),
  c('bed-hd-3', 'hospital-bed', 'bed-heavy-duty', Y, { medicalCondition: 'Morbid obesity, weighs three hundred seventy-five pounds', heavyDuty: 'Extra-wide bed' }, '375 lb in words'),
  c('bed-hd-4', 'hospital-bed', 'bed-heavy-duty', N, { heavyDuty: 'Bariatric bed', medicalCondition: 'Weighed 380 lb last year; current weight 290 lb after bariatric surgery' }, 'current weight 290 lb'),
];

// ---------------------------------------------------------------------------------------------
// Commode (LCD L33736)

const COMMODE: CoverageCase[] = [
  c('cm-i-1', 'commode', 'commode-incapable', Y, { toiletingLimitation: 'Unable to get to bathroom w/o 2-person assist; bedbound' }, 'cannot get to the bathroom'),
  c('cm-i-2', 'commode', 'commode-incapable', N, { toiletingLimitation: 'Pt ambulates to bathroom indep w/ RW, wants commode at night for convenience' }, 'uses the bathroom'),
  c('cm-i-3', 'commode', 'commode-incapable', Y, { toiletingLimitation: 'Cannot safely reach toilet - 40 ft from bed, ambulates 10 ft max w/ RW' }, 'cannot reach the toilet'),
  c('cm-i-4', 'commode', 'commode-incapable', N, { toiletingLimitation: 'Was unable to use the toilet after surgery; now walks to bathroom w/ cane' }, 'past'),
  c('cm-i-5', 'commode', 'commode-incapable', N, { toiletingLimitation: 'May have difficulty reaching the toilet at night?' }, 'hedged'),
  c('cm-i-6', 'commode', 'commode-incapable', Y, { toiletingLimitation: 'Unable to acess the bathrom safely d/t severe SOB and dizziness' }, 'typos'),
  c('cm-i-7', 'commode', 'commode-incapable', Y, { toiletingLimitation: 'Pt confined to bedroom d/t end-stage CHF, cannot walk to bathroom' }, 'confined, cannot walk to the bathroom'),
  c('cm-i-8', 'commode', 'commode-incapable', N, { toiletingLimitation: 'Unable to reach bathroom in time at night', useAndAssistance: 'Uses the toilet independently during the day' }, 'uses the toilet by day'),

  c('cm-c-1', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Confined to bedroom d/t severe COPD (O2 6L)' }, 'confined to bedroom'),
  c('cm-c-2', 'commode', 'commode-confinement', Y, { homeLayoutBarriers: 'Bedroom & living area on 1st flr, only bathroom on 2nd flr (14 steps)', toiletingLimitation: 'Cannot do stairs d/t L BKA and CHF' }, 'one level, toilet on the other'),
  c('cm-c-3', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Was bedbound last month but now ambulates to the bathroom w/ RW' }, 'past'),
  c('cm-c-4', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Confined to first floor, cannot manage stairs', homeLayoutBarriers: 'Half bath on 1st floor, full bath upstairs' }, 'a toilet on that level'),
  c('cm-c-5', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Bed-bound, turned q2h by family' }, 'bed-bound'),
  c('cm-c-6', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Not confined to one room; walks household distances' }, 'negated'),
  c('cm-c-7', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Possibly confined to one room after upcoming surgery' }, 'hedged, future'),
  c('cm-c-8', 'commode', 'commode-confinement', Y, { homeLayoutBarriers: 'Home has no indoor bathroom (outhouse only)' }, 'no toilet in the home'),
  c('cm-c-9', 'commode', 'commode-confinement', N, { homeLayoutBarriers: 'Bathroom is 40 ft from bedroom on same floor', toiletingLimitation: 'Ambulates 15 ft before resting' }, 'distance only'),
  c('cm-c-10', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Lives in 2-story home; confined to 1st floor since stroke (cannot climb stairs), no bathroom on 1st floor' }, 'one level without a toilet'),
  c('cm-c-11', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Confinded to bedrom due to end stage COPD' }, 'typos'),
  c('cm-c-12', 'commode', 'commode-confinement', N, { homeLayoutBarriers: 'Only bathroom upstairs', toiletingLimitation: 'Climbs stairs w/ rail and SBA, slow' }, 'climbs the stairs'),
  c('cm-c-13', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Unable to negotiate stairs (NWB R LE x6wk)', homeLayoutBarriers: 'Only bathroom upstairs; pt sleeping in 1st floor living room' }, 'cannot do stairs, bathroom upstairs'),
  c('cm-c-14', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Confined to one room?', homeLayoutBarriers: 'Ranch home' }, 'questioned'),

  c('cm-s-1', 'commode', 'commode-standalone', Y, { standaloneDevice: 'Free-standing at bedside only' }, 'free-standing'),
  c('cm-s-2', 'commode', 'commode-standalone', N, { standaloneDevice: 'Will place over toilet for added height' }, 'over a toilet'),
  c('cm-s-3', 'commode', 'commode-standalone', N, { standaloneDevice: 'Probably at bedside, may also go over the toilet' }, 'hedged, over the toilet'),
  c('cm-s-4', 'commode', 'commode-standalone', Y, { useAndAssistance: 'Kept next to the bed for night-time voiding; not over the toilet' }, 'at the bedside'),
  c('cm-s-5', 'commode', 'commode-standalone', N, { standaloneDevice: 'Stand-alone commode', useAndAssistance: 'Daughter will put it over the toilet during the day' }, 'contradicted: over the toilet'),

  c('cm-d-1', 'commode', 'commode-detachable-arms', Y, { useAndAssistance: 'Drop-arm BSC needed for slide board transfers from bed' }, 'for transfers'),
  c('cm-d-2', 'commode', 'commode-detachable-arms', N, { useAndAssistance: 'Drop-arm commode requested per pt preference' }, 'preference'),
  c('cm-d-3', 'commode', 'commode-detachable-arms', Y, { useAndAssistance: "Detachable arms req'd for lateral transfer (NWB R LE)" }, 'for transfers'),
  c('cm-d-4', 'commode', 'commode-detachable-arms', N, { useAndAssistance: 'Drop arm may be needed if transfers decline' }, 'hedged'),

  c('cm-h-1', 'commode', 'commode-heavy-duty', Y, { medicalImpairments: 'Morbid obesity, wt: 360', useAndAssistance: 'Bariatric BSC' }, 'unitless weight'),
  c('cm-h-2', 'commode', 'commode-heavy-duty', N, { medicalImpairments: 'Bariatric commode requested, weighs 285 lb' }, 'under 300 lb'),
  c('cm-h-3', 'commode', 'commode-heavy-duty', Y, { medicalImpairments: 'Extra-wide commode; weighs 3 hundred 60 pounds' }, '360 lb with a number word'),
];

// ---------------------------------------------------------------------------------------------
// Walker (LCD L33791)

const WALKER: CoverageCase[] = [
  c('wk-m-1', 'walker', 'walker-mradl', Y, { mobilityLimitation: 'Unsteady gait, 2 LOB in kitchen this wk', mrADLsImpact: "Can't walk to bathroom safely w/o holding furniture" }, 'cannot walk to the bathroom safely'),
  c('wk-m-2', 'walker', 'walker-mradl', N, { mobilityLimitation: 'Decreased endurance for community ambulation', mrADLsImpact: 'Difficulty walking in grocery store and parking lots; independent in home' }, 'community only'),
  c('wk-m-3', 'walker', 'walker-mradl', N, { mobilityLimitation: 'Impaired balance after TKA last month, now resolved', mrADLsImpact: 'Was unable to walk to the bathroom safely post-op; now independent' }, 'past'),
  c('wk-m-4', 'walker', 'walker-mradl', Y, { mobilityLimitation: 'Decreased LE strength and poor balance (Berg 38/56)', mrADLsImpact: 'Requires CGA for walking to the toilet and shower' }, 'needs assistance to the toilet'),
  c('wk-m-5', 'walker', 'walker-mradl', N, { mobilityLimitation: 'Denies LOB, gait WNL', mrADLsImpact: 'No difficulty with bathing or toileting' }, 'negated'),
  c('wk-m-6', 'walker', 'walker-mradl', Y, { mobilityLimitation: 'Unstedy gait w/ shuffling', mrADLsImpact: 'Unabel to carry meals from kitchen to table safely' }, 'typos'),
  c('wk-m-7', 'walker', 'walker-mradl', N, { mobilityLimitation: 'Possible balance deficit - to be assessed', mrADLsImpact: '? difficulty w/ toileting' }, 'hedged'),
  c('wk-m-8', 'walker', 'walker-mradl', Y, { mobilityLimitation: 'Antalgic gait, R hip OA', mrADLsImpact: 'Takes 10+ minutes to walk to the bathroom, often incontinent before arriving' }, 'not in a reasonable time'),

  c('wk-s-1', 'walker', 'walker-safe-use', N, { patientCapability: 'Able to use walker only w/ max A, unsafe alone' }, 'only with maximal assistance'),
  c('wk-s-2', 'walker', 'walker-safe-use', Y, { patientCapability: 'Demonstrated safe use of RW x 150 ft in clinic, good sequencing' }, 'demonstrated safe use'),
  c('wk-s-3', 'walker', 'walker-safe-use', N, { patientCapability: 'Safe use of rollator to be assessed at next visit' }, 'planned'),
  c('wk-s-4', 'walker', 'walker-safe-use', N, { patientCapability: 'Unable to demonstrate safe use of brakes, impulsive' }, 'negated'),
  c('wk-s-5', 'walker', 'walker-safe-use', N, { patientCapability: "Pt's wife demonstrates safe use of rollator brakes; pt unable to follow instructions (dementia)" }, 'wife, not the patient'),
  c('wk-s-6', 'walker', 'walker-safe-use', Y, { patientCapability: 'Uses FWW safely on level surfaces and with turns, no LOB' }, 'uses safely'),
  c('wk-s-7', 'walker', 'walker-safe-use', N, { patientCapability: 'Previously used walker safely; since CVA unable to manage RW w/o assist' }, 'past'),
  c('wk-s-8', 'walker', 'walker-safe-use', Y, { patientCapability: 'Able to use rollater safely, locks brakes' }, 'typo'),
  c('wk-s-9', 'walker', 'walker-safe-use', N, { patientCapability: 'Able to use RW', safetyIndependence: 'Requires min A and verbal cues for RW use; unsafe without supervision' }, 'contradicted elsewhere'),
  c('wk-s-10', 'walker', 'walker-safe-use', Y, { patientCapability: 'Follows instructions for safe use of RW; consistently locks brakes before sitting' }, 'follows safe use'),

  c('wk-r-1', 'walker', 'walker-resolves', Y, { safetyIndependence: 'With RW amb 200 ft w/o LOB; will allow indep household ambulation' }, 'resolves'),
  c('wk-r-2', 'walker', 'walker-resolves', N, { safetyIndependence: 'Still unsafe w/ RW, 2 falls with walker this month - walker does not resolve deficit' }, 'does not resolve'),
  c('wk-r-3', 'walker', 'walker-resolves', N, { safetyIndependence: 'Walker may reduce falls? Trial pending' }, 'hedged'),
  c('wk-r-4', 'walker', 'walker-resolves', Y, { safetyIndependence: 'Rollator reduces fall risk and allows pt to reach bathroom and kitchen' }, 'reduces fall risk'),
  c('wk-r-5', 'walker', 'walker-resolves', N, { safetyIndependence: 'Walker will improve community ambulation; pt already safe in home w/o device' }, 'community only'),
  c('wk-r-6', 'walker', 'walker-resolves', Y, { safetyIndependence: 'W/ FWW pt steady and safe, gait speed improved from 0.4 to 0.7 m/s' }, 'steady with the walker'),
  c('wk-r-7', 'walker', 'walker-resolves', N, { safetyIndependence: 'Walker improved gait before the recent decline; now unable to ambulate even with RW' }, 'past'),

  c('wk-h-1', 'walker', 'walker-heavy-duty', Y, { walkerType: 'Bariatric rollator', mobilityLimitation: 'Obesity class III, wt: 360' }, 'unitless weight'),
  c('wk-h-2', 'walker', 'walker-heavy-duty', N, { walkerType: 'Heavy duty walker', mobilityLimitation: 'weighs 3 hundred pounds even' }, '300 lb is not more than 300'),
  c('wk-h-3', 'walker', 'walker-heavy-duty', Y, { walkerType: 'Heavy-duty FWW (E0149)', mobilityLimitation: 'weighs approx 155 kg' }, '341.7 lb'),

  c('wk-e-1', 'walker', 'walker-e0147', Y, { walkerType: 'Multiple braking system walker (E0147)', mobilityLimitation: 'R hemiplegia after CVA, no functional use of R hand' }, 'one hand'),
  c('wk-e-2', 'walker', 'walker-e0147', N, { walkerType: 'E0147 variable wheel resistance walker', mobilityLimitation: 'Obesity and deconditioning; both hands functional' }, 'obesity alone'),
  c('wk-e-3', 'walker', 'walker-e0147', N, { walkerType: 'Multiple braking walker', mobilityLimitation: '? severe neurologic disorder - workup pending' }, 'hedged'),
  c('wk-e-4', 'walker', 'walker-e0147', Y, { walkerType: 'Multiple-braking walker', mobilityLimitation: 'Severe Parkinson disease with festinating gait; cannot control the speed of a standard RW' }, 'severe neurologic disorder'),
];

// ---------------------------------------------------------------------------------------------
// Body weight read from the answers

const WEIGHTS: CoverageCase[] = [
  w('wt-1', 'walker', { mobilityLimitation: 'Pt weighs 3 hundred 60 pounds; heavy duty walker needed' }, 360, 'digits and number words'),
  w('wt-2', 'commode', { medicalImpairments: 'Obesity, wt: 360' }, 360, 'no unit after a weight label'),
  w('wt-3', 'hospital-bed', { medicalCondition: 'Weight 172 kg' }, 379.2, 'kilograms'),
  w('wt-4', 'wheelchair', { medicalDiagnosis: 'Morbid obesity, Wt 410#' }, 410, 'pound sign'),
  w('wt-5', 'walker', { mobilityLimitation: 'Pt weighs three hundred and ten lbs' }, 310, 'number words with and'),
  w('wt-6', 'hospital-bed', { medicalCondition: 'Weighed 380 lb last year; current weight 290 lb' }, 290, 'the current weight, not the past one'),
  w('wt-7', 'walker', { mobilityLimitation: 'Lifting restriction 10 lbs; no body weight on file' }, null, 'no body weight'),
  w('wt-8', 'wheelchair', { medicalDiagnosis: 'BMI 52, height 5 ft 6 in' }, null, 'no weight stated'),
  w('wt-9', 'hospital-bed', { heavyDuty: 'Wt: 165 kg (bariatric)' }, 363.8, 'kilograms after a label'),
  w('wt-10', 'commode', { medicalImpairments: 'Lost 40 lb since admission, now 310 lb' }, 310, 'a loss is not the weight'),
  w('wt-11', 'wheelchair', { medicalDiagnosis: 'weight ~400 lbs per pt report' }, 400, 'approximate'),
  w('wt-12', 'hospital-bed', { heavyDuty: 'Current wt 5 hundred 20 lb' }, 520, 'digits and hundred'),
  w('wt-13', 'walker', { specialFeatures: 'Walker weight capacity 350 lb; pt wt 280' }, 280, 'capacity is not the weight'),
  w('wt-14', 'commode', { medicalImpairments: 'Pt is two hundred ninety-five pounds' }, 295, 'number words'),
  w('wt-15', 'walker', { mobilityLimitation: 'weighs 360lbs' }, 360, 'no space before the unit'),
  w('wt-16', 'hospital-bed', { medicalCondition: 'HR 88, BP 142/88, SpO2 91% on 2L; 6MWT 120 ft' }, null, 'vital signs only'),
  w('wt-17', 'wheelchair', { medicalDiagnosis: 'Weight: 128.5 kg' }, 283.3, 'decimal kilograms'),
];

// ---------------------------------------------------------------------------------------------
// A second round in other words (written after the first round of rule changes, from the same
// clinical knowledge: more ways clinicians phrase both sides)

const SECOND_ROUND: CoverageCase[] = [
  c('r2-wc-a-1', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Non-functional ambulator, requires max assist x2 for gait', mrADLsAffected: 'Toileting and bathing' }, 'non-functional ambulator'),
  c('r2-wc-a-2', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Gait unsafe d/t severe ataxia', mrADLsAffected: 'Dressing, grooming' }, 'unsafe gait'),
  c('r2-wc-a-3', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Takes 20 minutes to walk to the bathroom with RW', mrADLsAffected: 'Toileting' }, 'not in a reasonable time'),
  c('r2-wc-a-4', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Falls x4 in the last 2 months while walking in the home', mrADLsAffected: 'Toileting and bathing' }, 'repeated falls'),
  c('r2-wc-a-5', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'Bedbound per family report, but observed walking to the bathroom during visit', mrADLsAffected: 'Toileting' }, 'observed walking'),
  c('r2-wc-b-1', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Even with RW pt has LOB and requires mod A; cane not safe' }, 'loss of balance even with the walker'),
  c('r2-wc-b-2', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'RW not safe d/t poor UE strength; SPC unsafe' }, 'walker not safe'),
  c('r2-wc-b-3', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Pt cannot use walker or cane due to bilateral UE weakness' }, 'cannot use either'),
  c('r2-wc-b-4', 'wheelchair', 'wheelchair-b', N, { lesserAids: "Pt states she can't use a cane; has not tried a walker" }, 'walker not tried'),
  c('r2-wc-c-1', 'wheelchair', 'wheelchair-c', Y, { homeAccessibility: 'Home is wheelchair accessible: wide doors, space to turn in every room, hard floors' }, 'accessible, space, floors'),
  c('r2-wc-d-1', 'wheelchair', 'wheelchair-d', Y, { expectedBenefit: 'Will use w/c daily for household mobility to reach bathroom and kitchen safely' }, 'daily household use to reach the bathroom'),
  c('r2-wc-e-1', 'wheelchair', 'wheelchair-e', Y, { propulsionAbility: 'Pt accepts the w/c and is open to using it at home' }, 'accepts'),
  c('r2-wc-f-1', 'wheelchair', 'wheelchair-f-or-g', Y, { propulsionAbility: 'Independent w/c propulsion in the home using both arms' }, 'independent propulsion'),
  c('r2-wc-f-2', 'wheelchair', 'wheelchair-f-or-g', N, { propulsionAbility: 'Daughter available but works days; not willing to assist; pt cannot self-propel' }, 'caregiver not willing'),
  c('r2-f2f-1', 'walker', 'face-to-face', Y, { medicalNecessity: 'Last MD visit 3 wks ago for falls' }, 'MD visit 3 weeks ago'),
  c('r2-f2f-2', 'commode', 'face-to-face', Y, { medicalNecessity: 'Evaluated by neurologist 2 months ago' }, 'neurologist'),
  c('r2-f2f-3', 'hospital-bed', 'face-to-face', Y, { physicianExam: 'Telehealth visit with PCP 2 weeks ago addressed the bed need' }, 'telehealth visit with the PCP'),
  c('r2-f2f-4', 'wheelchair', 'face-to-face', N, { physicianExam: 'Seen by home health PT 1 week ago' }, 'a therapist'),
  c('r2-f2f-5', 'walker', 'face-to-face', N, { medicalNecessity: 'PCP visit planned to address walker' }, 'planned'),
  c('r2-ord-1', 'walker', 'written-order', Y, { medicalNecessity: 'Physician signed the order; copy on file' }, 'signed the order'),
  c('r2-ord-2', 'commode', 'written-order', Y, { medicalNecessity: 'Order has been signed by Dr. and faxed to DME' }, 'signed by the doctor'),
  c('r2-ord-3', 'hospital-bed', 'written-order', N, { physicianExam: 'Order sent to MD for signature' }, 'sent for signature'),
  c('r2-ord-4', 'wheelchair', 'written-order', N, { physicianExam: 'Order unsigned at this time' }, 'unsigned'),
  c('r2-bed-1', 'hospital-bed', 'bed-qualifying', Y, { medicalCondition: 'COPD', regularBedIssues: 'Needs head elevated 40° to breathe, unable to achieve with pillows' }, 'pillows cannot achieve it'),
  c('r2-bed-2', 'hospital-bed', 'bed-qualifying', Y, { regularBedIssues: "Needs positioning that can't be achieved in a standard bed (severe contractures)" }, 'positioning not achievable'),
  c('r2-bed-3', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'CHF, sleeps in recliner', regularBedIssues: 'Prefers to sleep upright' }, 'no criterion'),
  c('r2-bed-4', 'hospital-bed', 'bed-semi-electric', Y, { semiElectric: 'Requires immediate elevation of HOB during SOB episodes' }, 'immediate elevation'),
  c('r2-bed-5', 'hospital-bed', 'bed-semi-electric', N, { semiElectric: 'Semi-electric requested so pt can adjust position independently' }, 'convenience'),
  c('r2-bed-6', 'hospital-bed', 'bed-variable-height', Y, { variableHeight: 'Requires low bed height for safe transfers to wheelchair' }, 'height for transfers'),
  c('r2-cm-1', 'commode', 'commode-confinement', Y, { toiletingLimitation: "Only toilet in home is on 2nd floor and pt can't climb stairs" }, 'toilet upstairs, cannot climb'),
  c('r2-cm-2', 'commode', 'commode-confinement', Y, { homeLayoutBarriers: 'No bathroom on the main level', toiletingLimitation: 'Pt unable to do stairs after fall' }, 'no toilet on the level'),
  c('r2-cm-3', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Homebound and confined to her bedroom' }, 'confined to the bedroom'),
  c('r2-cm-4', 'commode', 'commode-incapable', Y, { toiletingLimitation: 'Cannot walk to bathroom - 50 ft away, pt ambulates 10 ft' }, 'cannot walk to the bathroom'),
  c('r2-cm-5', 'commode', 'commode-standalone', Y, { standaloneDevice: 'Will be used in bedroom, not over toilet' }, 'not over a toilet'),
  c('r2-cm-6', 'commode', 'commode-confinement', N, { toiletingLimitation: 'Room-bound per daughter, but walking to the bathroom with RW this week' }, 'walks to the bathroom'),
  c('r2-wk-1', 'walker', 'walker-mradl', Y, { mobilityLimitation: 'Generalized weakness', mrADLsImpact: 'Needs assist to walk to the bathroom' }, 'needs assistance to the bathroom'),
  c('r2-wk-2', 'walker', 'walker-safe-use', Y, { patientCapability: 'Ambulates safely with RW, no LOB' }, 'walks safely with the walker'),
  c('r2-wk-3', 'walker', 'walker-safe-use', Y, { patientCapability: 'Pt able to safely use RW w/ SBA' }, 'able to use safely'),
  c('r2-wk-4', 'walker', 'walker-resolves', Y, { safetyIndependence: 'With walker, pt able to ambulate 150 ft safely' }, 'walks safely with the walker'),
  c('r2-wk-5', 'walker', 'walker-safe-use', N, { patientCapability: 'Poor safety awareness, does not use brakes, unsafe with rollator' }, 'unsafe'),
  c('r2-wk-6', 'walker', 'walker-resolves', N, { safetyIndependence: 'Falls even with walker; requires hands-on assist' }, 'falls with the walker'),
  w('r2-wt-1', 'walker', { mobilityLimitation: 'BW: 365' }, 365, 'label, no unit'),
  w('r2-wt-2', 'commode', { medicalImpairments: 'Pt is 5 ft 4 in and 310 lbs' }, 310, 'height and weight'),
  w('r2-wt-3', 'hospital-bed', { medicalCondition: 'Weight of 352 pounds' }, 352, 'weight of'),
];

// A third round: how the first two rounds' fixes could go wrong (written before the fixes they test).
const THIRD_ROUND: CoverageCase[] = [
  c('r3-bed-1', 'hospital-bed', 'bed-qualifying', Y, { bedFeatures: 'Semi-electric hospital bed requested for positioning not possible in a regular bed (severe kyphosis)' }, '"requested" is about the bed'),
  c('r3-bed-2', 'hospital-bed', 'bed-semi-electric', Y, { semiElectric: 'Scheduled turning q2h around the clock, frequent repositioning needed' }, 'scheduled turning is the need'),
  c('r3-bed-3', 'hospital-bed', 'bed-qualifying', N, { medicalCondition: 'CHF', regularBedIssues: 'HOB elevated 45 degrees only while eating; pillows ineffective' }, 'not most of the time'),
  c('r3-f2f-1', 'wheelchair', 'face-to-face', N, { physicianExam: 'F2F required within 6 months of the order' }, 'a requirement, not an encounter'),
  c('r3-f2f-2', 'walker', 'face-to-face', Y, { medicalNecessity: 'PCP saw pt 2 wks ago and addressed gait' }, 'the PCP saw the patient'),
  c('r3-f2f-3', 'commode', 'face-to-face', Y, { medicalNecessity: 'Seen 3 weeks ago by her PCP for the toileting decline' }, 'timing before the practitioner'),
  c('r3-ord-1', 'walker', 'written-order', N, { medicalNecessity: 'Signed order needed before delivery' }, 'needed, not on file'),
  c('r3-ord-2', 'commode', 'written-order', N, { medicalNecessity: 'Requires signed SWO from PCP' }, 'required, not on file'),
  c('r3-ord-3', 'wheelchair', 'written-order', Y, { physicianExam: 'Script signed by PCP, copy in chart' }, 'script signed'),
  c('r3-wc-a-1', 'wheelchair', 'wheelchair-a', N, { mobilityLimitation: 'Low fall risk; walks household distances independently', mrADLsAffected: 'Bathing' }, 'low fall risk'),
  c('r3-wc-a-2', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Confined to bed for the last month, unable to ambulate', mrADLsAffected: 'Toileting, bathing' }, '"for the last month" is ongoing'),
  c('r3-wc-a-3', 'wheelchair', 'wheelchair-a', Y, { mobilityLimitation: 'Can only walk 5 feet before LOB', mrADLsAffected: 'Toileting' }, 'only 5 feet'),
  c('r3-wc-b-1', 'wheelchair', 'wheelchair-b', Y, { lesserAids: 'Unsafe with RW and with quad cane, LOB both' }, 'unsafe with both'),
  c('r3-wc-d-1', 'wheelchair', 'wheelchair-d', N, { expectedBenefit: 'Pt unable to reach bathroom safely; used daily' }, 'a limitation, not a benefit'),
  c('r3-wk-1', 'walker', 'walker-safe-use', Y, { patientCapability: 'Safe with RW on level surfaces, mod I' }, 'safe with the walker'),
  c('r3-wk-2', 'walker', 'walker-resolves', Y, { safetyIndependence: 'Gait improved with FWW, RW provides needed stability' }, 'improves with the walker'),
  c('r3-wk-3', 'walker', 'walker-mradl', N, { mobilityLimitation: 'Low fall risk', mrADLsImpact: 'None reported' }, 'low fall risk'),
  c('r3-cm-1', 'commode', 'commode-confinement', Y, { toiletingLimitation: 'Cannot climb stairs (CHF, O2)', homeLayoutBarriers: 'Toilet is upstairs' }, 'toilet upstairs'),
  c('r3-cm-2', 'commode', 'commode-confinement', N, { toiletingLimitation: 'As previously noted, pt walks to the bathroom with RW' }, 'walks to the bathroom'),
];

export const TUNING: readonly CoverageCase[] = [...WHEELCHAIR, ...ENCOUNTER, ...BED, ...COMMODE, ...WALKER, ...WEIGHTS, ...SECOND_ROUND, ...THIRD_ROUND];
