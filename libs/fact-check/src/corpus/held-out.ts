/**
 * Held-out rewrites, written before the rules were tuned and never adjusted against them: the
 * figure they give is the honest estimate of how the check does on text it was not fitted to.
 * All text is invented.
 */
import type { LabelledRewrite } from './types';

export const HELD_OUT: readonly LabelledRewrite[] = [
  {
    source: 'Pt c/o L shoulder pain 5/10 w/ overhead reach. AROM flexion 0-110 deg.',
    answer:
      'Patient complains of left shoulder pain rated 5/10 with overhead reaching. Active range of motion for flexion is 0 to 110 degrees.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Pt c/o L shoulder pain 5/10 w/ overhead reach.',
    answer: 'Patient complains of right shoulder pain rated 5/10 with overhead reaching.',
    flagged: true,
    why: 'side swapped',
  },
  {
    source: 'Ambulated 200 ft w/ RW, CGA, 2 standing rest breaks.',
    answer: 'Patient ambulated 200 feet with a rolling walker requiring contact guard assistance and took two standing rest breaks.',
    flagged: false,
    why: 'rephrasing with a number word',
  },
  {
    source: 'Ambulated 200 ft w/ RW, CGA.',
    answer: 'Patient ambulated 200 feet with a rolling walker with minimal assistance.',
    flagged: true,
    why: 'assistance level changed',
  },
  {
    source: 'BP 138/84, HR 76, SpO2 95% on RA. Denies dizziness.',
    answer: 'Vital signs: blood pressure 138/84, heart rate 76, oxygen saturation 95% on room air. Patient denies dizziness.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'BP 138/84, HR 76, SpO2 95% on RA.',
    answer: 'Blood pressure 138/84, heart rate 76, oxygen saturation 93% on room air.',
    flagged: true,
    why: 'number changed',
  },
  {
    source: 'Denies SOB or chest pain during session.',
    answer: 'Patient reports shortness of breath during the session but denies chest pain.',
    flagged: true,
    why: 'negation dropped from one item of a list',
  },
  {
    source: 'Denies SOB or chest pain during session.',
    answer: 'Patient denied shortness of breath or chest pain during the session.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Pain 7/10 at initial eval 3 wks ago, now 3/10.',
    answer: 'Pain is currently 3/10, down from 7/10 at the initial evaluation three weeks ago.',
    flagged: false,
    why: 'rephrasing, past kept past',
  },
  {
    source: 'Pain 7/10 at initial eval 3 wks ago, now 3/10.',
    answer: 'Patient reports pain of 7/10.',
    flagged: true,
    why: 'past rating read as current, current rating dropped',
  },
  {
    source: 'Metoprolol 50 mg BID, furosemide 20 mg daily, apixaban 5 mg BID.',
    answer: 'Medications: metoprolol 50 mg twice daily, furosemide 20 mg once daily, and apixaban 5 mg twice daily.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Metoprolol 50 mg BID, furosemide 20 mg daily, apixaban 5 mg BID.',
    answer: 'Medications include metoprolol 50 mg twice daily and furosemide 20 mg daily.',
    flagged: true,
    why: 'medication dropped',
  },
  {
    source: 'Lasix 40 mg qAM; pt reports taking it inconsistently.',
    answer: 'Patient takes furosemide 40 mg every morning but reports taking it inconsistently.',
    flagged: false,
    why: 'brand name given as generic',
  },
  {
    source: 'Gabapentin 300 mg TID.',
    answer: 'Gabapentin 600 mg three times daily.',
    flagged: true,
    why: 'dose changed',
  },
  {
    source: 'Sit to stand from standard chair: mod I w/ armrests. Tub transfer: SBA.',
    answer:
      'Sit-to-stand from a standard chair is performed at a modified independent level using armrests. Tub transfers require stand-by assistance.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Sit to stand: mod I. Tub transfer: SBA.',
    answer: 'Patient is independent with sit to stand and tub transfers.',
    flagged: true,
    why: 'assistance levels changed',
  },
  {
    source: 'Wound RLE lateral malleolus 2.5 x 1.8 cm, no drainage, no odor.',
    answer: 'Wound on the right lower extremity at the lateral malleolus measures 2.5 x 1.8 cm with no drainage or odor.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Wound RLE lateral malleolus 2.5 x 1.8 cm, no drainage, no odor.',
    answer: 'Wound on the right lower extremity at the lateral malleolus measures 2.5 x 1.8 cm with moderate drainage and no odor.',
    flagged: true,
    why: 'negation dropped, severity invented',
  },
  {
    source: 'Pt unable to perform SLR on R.',
    answer: 'Patient was able to perform a straight leg raise on the right.',
    flagged: true,
    why: 'negation dropped',
  },
  {
    source: 'Pt unable to perform SLR on R.',
    answer: 'Patient is unable to perform a straight leg raise on the right side.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Temp 99.1 F, wt 182 lbs (down 4 lbs from last wk).',
    answer: 'Temperature 99.1°F; weight 182 pounds, down 4 pounds from last week.',
    flagged: false,
    why: 'unit spellings',
  },
  {
    source: 'Temp 99.1 F, wt 182 lbs.',
    answer: 'Temperature 99.1°F; weight 182 kg.',
    flagged: true,
    why: 'unit changed',
  },
  {
    source: 'PLOF: indep community ambulator w/o AD. Currently requires min A w/ RW.',
    answer:
      'Prior to admission, the patient was an independent community ambulator without an assistive device. Currently requires minimal assistance with a rolling walker.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'PLOF: indep community ambulator w/o AD. Currently requires min A w/ RW.',
    answer: 'Patient is an independent community ambulator with a rolling walker.',
    flagged: true,
    why: 'prior level read as current, current level dropped',
  },
  {
    source: 'HEP: bridges 2x10, clamshells 2x10 B, ankle pumps 20 reps. Perform 2x/day.',
    answer:
      'Home exercise program: bridges 2 sets of 10, bilateral clamshells 2 sets of 10, and ankle pumps 20 repetitions, performed twice daily.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Plan: PT 2x/wk x 4 wks for gait and balance training.',
    answer: 'Plan: physical therapy three times per week for four weeks for gait and balance training.',
    flagged: true,
    why: 'frequency changed',
  },
  {
    source: 'Plan: PT 2x/wk x 4 wks for gait and balance training.',
    answer: 'Plan: Physical therapy twice a week for 4 weeks to address gait and balance training.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Knee flexion R 95 deg, L 120 deg.',
    answer: 'Right knee flexion is 120 degrees and left knee flexion is 95 degrees.',
    flagged: true,
    why: 'values swapped between sides',
  },
  {
    source: 'Pt w/ dementia, oriented x1. Caregiver manages meds.',
    answer: 'Patient with dementia, oriented to self only. Caregiver manages medications.',
    flagged: false,
    why: 'rephrasing of an orientation count',
  },
  {
    source: 'Skin intact, no redness over sacrum.',
    answer: 'Skin is intact with redness noted over the sacrum.',
    flagged: true,
    why: 'negation dropped',
  },
  {
    source: 'Fall 2 wks ago at home, no injury. Uses SPC in community.',
    answer: 'Patient had a fall at home two weeks ago without injury and uses a single point cane in the community.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Fall 2 wks ago at home, no injury.',
    answer: 'Patient had two falls at home this week without injury.',
    flagged: true,
    why: 'time changed',
  },
  {
    source: 'Berg 38/56, TUG 16.4 sec w/ RW; high fall risk.',
    answer: 'Berg Balance Scale score of 38/56 and Timed Up and Go of 16.4 seconds with a rolling walker, indicating high fall risk.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Berg 38/56, TUG 16.4 sec w/ RW.',
    answer: 'Berg Balance Scale score of 38/56 and Timed Up and Go of 14.6 seconds with a rolling walker.',
    flagged: true,
    why: 'digits transposed',
  },
  {
    source: 'Pt on warfarin, INR 2.4 on 3/12.',
    answer: 'Patient is on warfarin; INR was 2.4 on March 12.',
    flagged: false,
    why: 'date written out',
  },
  {
    source: 'Pt on warfarin, INR 2.4.',
    answer: 'Patient is on aspirin; INR 2.4.',
    flagged: true,
    why: 'medication changed',
  },
  {
    source: 'Supervision not required for shower transfers; grab bars installed.',
    answer: 'Patient requires supervision for shower transfers; grab bars are installed.',
    flagged: true,
    why: 'negation dropped',
  },
  {
    source: 'Caregiver education: bed mobility, log roll; caregiver demonstrated 3/3 correct.',
    answer: 'Caregiver was educated on bed mobility and log rolling and demonstrated the technique correctly 3 out of 3 times.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Fingerstick BG 212 this AM, pt did not take insulin.',
    answer: 'Fingerstick blood glucose was 212 this morning after the patient took insulin.',
    flagged: true,
    why: 'negation dropped',
  },
  {
    source: 'Fingerstick BG 212 this AM, pt did not take insulin.',
    answer: "This morning's fingerstick blood glucose was 212; the patient did not take insulin.",
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Edema 2+ pitting BLE to mid-shin.',
    answer: 'Bilateral lower extremities have 2+ pitting edema to mid-shin.',
    flagged: false,
    why: 'rephrasing',
  },
  {
    source: 'Edema 2+ pitting BLE to mid-shin.',
    answer: 'Left lower extremity has 2+ pitting edema to mid-shin.',
    flagged: true,
    why: 'bilateral narrowed to one side',
  },
  {
    source: 'O2 2L via NC continuous, SpO2 91-93% w/ activity.',
    answer: 'Patient uses continuous oxygen at 3 liters via nasal cannula, with SpO2 91-93% during activity.',
    flagged: true,
    why: 'number changed',
  },
  {
    source: 'Pt educated on energy conservation; verbalized understanding.',
    answer: 'Patient was educated on energy conservation techniques and verbalized understanding.',
    flagged: false,
    why: 'rephrasing',
  },
];
