/**
 * Tuning round 15 (issue 21): written on 2026-12-03 by a fourteenth author, who read only
 * libs/clinical-text/coverage-corpus/case.ts (case shape, CORPUS_TODAY = 10 March 2026), the field
 * keys and questions of the four letter forms (libs/clinical-text/src/catalogue/wheelchair.ts,
 * hospital-bed.ts, commode.ts, walker.ts), the criterion list (/tmp/crit/criteria-list.md: ids,
 * titles, requirement texts) and the Medicare guideline texts in mfe-dme/src/guidelines/*.ts.
 * The author did not read the checklist rules, other corpus files, tests, docs or measurements, and
 * did not run the checklist.
 *
 * Judging rules (a strict DME MAC reviewer on 10 March 2026):
 * - "documented" only with positive evidence that survives negation (double negatives read the right
 *   way), uncertainty (awaiting, pending, sent for signature, unsigned, planned, will, to follow,
 *   may/might/likely/hopefully/probably, TBD, undecided, conditionals, hedges tacked on at the end,
 *   hearsay from relatives or the patient about orders/visits), past tense (resolved needs, past
 *   admissions), the wrong actor (face-to-face by a physician/NP/PA/CNS in person; order signed by the
 *   treating practitioner, not a therapist, nurse, supplier, medical assistant or stamp; a verbal or
 *   telephone order is not written; a relative's limitation or trial is not the patient's), another
 *   setting (community, outdoors, clinic gym, SNF, hospital, a relative's house), another item
 *   (oxygen, a cane, a mattress, a shower chair), placeholders, unticked boxes, "n/a", and a later
 *   field or dated addendum that contradicts or supersedes.
 * - Face-to-face: in person, within 6 months back from 10 March 2026 (on or after 10 Sept 2025), for
 *   the condition needing the item (not a cataract, flu shot or annual physical), with when.
 * - Hospital bed: head elevation more than 30° (not exactly 30) most of the time for CHF, chronic lung
 *   disease or aspiration with pillows/wedges tried and ruled out; or positioning not feasible in an
 *   ordinary bed (including to relieve pain); or traction that attaches only to a hospital bed.
 *   Comfort or transfers alone do not qualify.
 * - Commode: confined to a room, a level without a toilet, or a home without one; urgency with a
 *   toilet on the same level is not confinement; standalone use, not over the toilet.
 * - Walker: the patient's own safe use; the walker shown (not hoped) to resolve the deficit in the home.
 * - Wheelchair E: willingness stated, or an explicit statement that no unwillingness was expressed;
 *   silence is not documented.
 *
 * Registers: terse tablet shorthand with typos, long prose letters, copied EHR blocks (pipes, labels),
 * SOAP fragments, checkbox and Y/N forms, a Spanish-speaking clinician's English, British English,
 * quoted speech, contradictions split across two fields or in dated addenda, dates in several formats.
 *
 * Counts (200 criterion judgments, no weight cases):
 *   wheelchair   55 (19 documented, 36 not-documented): A 7, B 7, C 7, D 7, E 7, F-or-G 7,
 *                face-to-face 7, written-order 6
 *   hospital-bed 45 (16 documented, 29 not-documented): bed-qualifying 17, face-to-face 14,
 *                written-order 14
 *   commode      50 (17 documented, 33 not-documented): 10 for each of its 5 criteria
 *   walker       50 (18 documented, 32 not-documented): 10 for each of its 5 criteria
 *   total       200 (70 documented = 35%, 130 not-documented = 65%)
 *
 * Every name, place, date and fact here is invented; no real person, no real patient data.
 */
import type { CoverageCase } from './case';

export const TUNING_ROUND15: readonly CoverageCase[] = [
  // ───────────────────────────── WHEELCHAIR (55) ─────────────────────────────
  // A. MRADLs impaired in the home
  {
    kind: 'criterion',
    id: 't15-wc-a-1',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `AMB: 8 ft w/ RW -> SpO2 84% RA, must sit | TRANSFERS: SBA | HOUSEHOLD DIST: bed->BR 22 ft, bed->kitchen 35 ft`,
      mrADLsAffected: `TOILETING: does not reach BR before voiding, 4x/wk (wife's log) | BATHING: sponge bath at bedside only since Jan | FEEDING: meals on tray in bed`,
    },
    criterion: 'wheelchair-a',
    expect: 'documented',
    why: 'EHR block shows toileting prevented and bathing confined to bedside in the home.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-2',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `She cannot get herself from the sitting room to the loo, a matter of some six metres, without stopping to sit down twice on the way. On the morning I called it took her the better part of twenty minutes, and her husband tells me she is frequently wet by the time she gets there.`,
      mrADLsAffected: `Toileting chiefly; washing at the basin has become a sit-down affair as well.`,
    },
    criterion: 'wheelchair-a',
    expect: 'documented',
    why: 'British prose: toileting at home not completed in a reasonable time (observed 20 minutes for 6 m).',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-3',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `The patient is not able to walk more than 3 meters inside the house because of the dyspnea. For to go from the bed to the bathroom she needs around 20 minutes with rests, and many times she does not arrive on time.`,
      mrADLsAffected: `Toileting, bathing (she cannot stay standing in the shower)`,
      medicalDiagnosis: `EPOC severe (COPD GOLD 4), cor pulmonale`,
    },
    criterion: 'wheelchair-a',
    expect: 'documented',
    why: 'Spanish-speaking clinician: toileting in the home takes 20 min and often fails.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-4',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `Unable to walk thru grocery store or from church parking lot, needs to sit after ~1 block d/t claudication. Inside apt ambulates all rooms indep w/o device.`,
      mrADLsAffected: `Toileting, Bathing`,
    },
    criterion: 'wheelchair-a',
    expect: 'not-documented',
    why: 'Limitation is in the community; inside the home she walks all rooms independently.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-5',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `After the L hip fracture (Aug 2024) she could not get to the bathroom or dress herself without help and was at high risk of falls. Completed outpatient rehab 11/2024; now walks to bathroom and kitchen with SPC and dresses herself.`,
      mrADLsAffected: `Toileting, dressing (see above)`,
    },
    criterion: 'wheelchair-a',
    expect: 'not-documented',
    why: 'Impairment described is historical and resolved after rehab.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-6',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `[Describe the mobility limitation and how it prevents MRADLs in the home]`,
      mrADLsAffected: `[ ] Toileting  [ ] Feeding  [ ] Dressing  [ ] Grooming  [ ] Bathing`,
      medicalDiagnosis: `Late effects of CVA`,
    },
    criterion: 'wheelchair-a',
    expect: 'not-documented',
    why: 'Template placeholder and unticked boxes; a diagnosis alone is not an impaired MRADL.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-a-7',
    equipment: 'wheelchair',
    answers: {
      mobilityLimitation: `Per daughter, her mother (pt's wife, 81) can no longer walk him to the bathroom or help him bathe because of her own knee OA and has fallen twice in the hall. Pt himself ambulates household distances with a cane, slowly but without LOB.`,
      mrADLsAffected: `Toileting, bathing - wife unable to assist`,
    },
    criterion: 'wheelchair-a',
    expect: 'not-documented',
    why: "The limitation and falls are the wife's; the patient walks household distances.",
  },
  // B. Cane and walker ruled out
  {
    kind: 'criterion',
    id: 't15-wc-b-1',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `It is not the case that a cane or a walker would be adequate for him. He has not once managed more than 5 ft with the rolling walker without his saturation falling below 85%, and a cane gives him no support on the weak left side at all.`,
    },
    criterion: 'wheelchair-b',
    expect: 'documented',
    why: 'Double negative read correctly: both cane and walker are ruled out with reasons.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-2',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Unable to safely use walker due to UE weakness: grip 4 kg R / 3 kg L (dyn), could not lift pickup walker off floor; RW trial 03/02/26 in home - walker rolled away from her twice, caught by PT. SPC: LOB x2 in 10 ft.`,
    },
    criterion: 'wheelchair-b',
    expect: 'documented',
    why: 'Walker and cane both trialled in the home and shown unsafe.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-3',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Cane insufficient due to poor balance - 3 LOB w/ SPC in hallway. FWW not yet tried; PT to trial at next visit before we decide.`,
    },
    criterion: 'wheelchair-b',
    expect: 'not-documented',
    why: 'Walker not yet tried; only the cane is ruled out.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-4',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Cane insufficient due to poor balance and bilateral knee pain; continues to fall despite use of quad cane (2 falls Jan).`,
    },
    criterion: 'wheelchair-b',
    expect: 'not-documented',
    why: 'Only canes are addressed; nothing on a walker.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-5',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Cane and walker ruled out - his wife uses a rollator in the same house and has gone over with it twice on the hall runner, so the family feels a walker is unsafe here.`,
    },
    criterion: 'wheelchair-b',
    expect: 'not-documented',
    why: "The walker failure is the wife's, not a trial by the patient.",
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-6',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Falls w/ FWW on uneven sidewalk & curb cuts (2 falls outdoors Dec/Feb). Indoors w/ FWW amb 150 ft on level floors, no LOB, SpO2 stable.`,
    },
    criterion: 'wheelchair-b',
    expect: 'not-documented',
    why: 'Walker fails only outdoors; in the home it resolves the limitation.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-b-7',
    equipment: 'wheelchair',
    answers: {
      lesserAids: `Cane: insufficient, poor balance. Walker: insufficient due to limited endurance?? - probably, TBD after OT trial`,
    },
    criterion: 'wheelchair-b',
    expect: 'not-documented',
    why: 'Walker conclusion hedged (probably, TBD after trial).',
  },
  // C. Home fits the wheelchair
  {
    kind: 'criterion',
    id: 't15-wc-c-1',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Measured by PT on 3/3/26: bedroom door 34", bathroom door 32", hallway 42" wide. Laminate throughout, no raised thresholds. About 5 x 5 ft clear turning space in kitchen, bedroom and in front of the toilet. Zero-step entry through garage.`,
      equipmentDetails: `Lightweight manual w/c, 16" seat (overall width 24"), ELRs, cushion`,
    },
    criterion: 'wheelchair-c',
    expect: 'documented',
    why: 'Doorway widths exceed chair width, level floors, turning space and entry all described.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-2',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Doorways >= 32 in: Y | Hall width ok for w/c: Y | Turning space: Y (bath 60x60, kitch 5x6) | Floors: level tile/vinyl, no rugs: Y | Entry: aluminium ramp rear door: Y`,
    },
    criterion: 'wheelchair-c',
    expect: 'documented',
    why: 'Y/N form answering every access element positively.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-3',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Doorways measured at 32" and wide enough throughout except the only bathroom, 24", which cannot be widened (rental, landlord declined); pt would have to leave the chair at the bathroom door. Carpet living rm, vinyl elsewhere.`,
      equipmentDetails: `Standard manual w/c, 18" seat, overall width 26"`,
    },
    criterion: 'wheelchair-c',
    expect: 'not-documented',
    why: 'Chair cannot enter the only bathroom, where toileting happens.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-4',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Daughter's house, where pt stays most weekends, is single-level with wide doorways and hardwood floors - no problem for a wheelchair.`,
    },
    criterion: 'wheelchair-c',
    expect: 'not-documented',
    why: "Describes a relative's house, not the patient's home.",
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-5',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Home assessment scheduled 3/17/26 - OT to measure doorways and confirm turning space; family believes it will be fine.`,
    },
    criterion: 'wheelchair-c',
    expect: 'not-documented',
    why: 'Assessment still to happen; family belief is not a measurement.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-6',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `Doorways wide enough for wheelchair. Level floor surfaces throughout. Ramp at entrance.`,
      equipmentDetails: `Lightweight manual w/c 18" seat (overall width 25"), anti-tippers.  ADDENDUM 03/05/2026 after home visit: bedroom and bath doors 22", shag carpet in bedroom, 3 steps at front door and no ramp - chair will not fit; exploring options.`,
    },
    criterion: 'wheelchair-c',
    expect: 'not-documented',
    why: 'Dated addendum in a later field supersedes the chip text: doors 22", no ramp.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-c-7',
    equipment: 'wheelchair',
    answers: {
      homeAccessibility: `32-inch doorways, vinyl floors. Adequate turning space in main living areas (goal - once the recliner and dining table are moved out; family have not agreed yet).`,
    },
    criterion: 'wheelchair-c',
    expect: 'not-documented',
    why: 'Turning space is a goal dependent on furniture the family has not agreed to move.',
  },
  // D. Significant MRADL benefit, regular use at home
  {
    kind: 'criterion',
    id: 't15-wc-d-1',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `With the chair she gets herself to the toilet and to the kitchen table for meals rather than being fed in bed - she'll be in and out of it many times a day, every day, inside the house.`,
      durationOfNeed: `99 mo`,
    },
    criterion: 'wheelchair-d',
    expect: 'documented',
    why: 'Concrete MRADL gains (toileting, feeding) with daily in-home use.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-2',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `S: "I'd get to the bathroom in time." O: loaner w/c trial in home 3/4 - bed to toilet in 40 s (vs 6 min ambulating), groomed at sink seated, no desat. A: w/c will significantly improve MRADL participation. P: use for all household mobility daily.`,
    },
    criterion: 'wheelchair-d',
    expect: 'documented',
    why: 'SOAP with in-home trial showing benefit and a plan of daily household use.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-3',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Will allow patient to attend church, medical appointments and outings to the park with family. Indoors she will continue to use her walker.`,
    },
    criterion: 'wheelchair-d',
    expect: 'not-documented',
    why: 'Benefit is outside the home; indoors she keeps the walker.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-4',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Will allow patient to complete MRADLs safely and in a timely manner, and will reduce fall risk within the home - hopefully.`,
    },
    criterion: 'wheelchair-d',
    expect: 'not-documented',
    why: 'Chip text undermined by the hedge tacked on at the end.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-5',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `For occasional use on bad days and when the grandchildren visit; most days she walks in the house with her cane.`,
      durationOfNeed: `Lifetime`,
    },
    criterion: 'wheelchair-d',
    expect: 'not-documented',
    why: 'Occasional use, not regular in-home use.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-6',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Transport chair for dialysis (MWF) - stays folded in the car trunk between runs; will make clinic transfers much easier.`,
      equipmentDetails: `Standard manual w/c, 18" seat, swing-away footrests`,
    },
    criterion: 'wheelchair-d',
    expect: 'not-documented',
    why: 'Use is for dialysis trips, kept in the car, not in the home.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-d-7',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Expected benefit: TBD pending PT home eval.`,
    },
    criterion: 'wheelchair-d',
    expect: 'not-documented',
    why: 'Benefit left to be determined.',
  },
  // E. Willing to use it
  {
    kind: 'criterion',
    id: 't15-wc-e-1',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Will reach bathroom and kitchen safely. Pt states: "I'd rather use the chair than keep ending up on the floor - I want it in the house."`,
    },
    criterion: 'wheelchair-e',
    expect: 'documented',
    why: "Patient's own words express willingness to use it at home.",
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-2',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Self-propels 100 ft on level floors. When the chair was discussed he did not voice any objection to using it indoors and showed no reluctance at all.`,
    },
    criterion: 'wheelchair-e',
    expect: 'documented',
    why: 'States explicitly that no unwillingness was expressed.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-3',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Reach the bathroom and kitchen in time. The patient accepts to use the wheelchair in the house; she told me "sí, la quiero usar" when we talked with the interpreter.`,
    },
    criterion: 'wheelchair-e',
    expect: 'documented',
    why: 'Willingness stated by the patient through an interpreter.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-4',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Will allow access to appointments. Pt refuses to use w/c indoors ("I'm not an invalid in my own house"), will only use for outings.`,
    },
    criterion: 'wheelchair-e',
    expect: 'not-documented',
    why: 'Patient expressed unwillingness to use it in the home.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-5',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Will reduce fall risk within the home and allow access to bathroom and kitchen.`,
      propulsionAbility: `Able to self-propel household distances with BUE.`,
    },
    criterion: 'wheelchair-e',
    expect: 'not-documented',
    why: 'Silent on willingness.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-6',
    equipment: 'wheelchair',
    answers: {
      expectedBenefit: `Daughter very keen on the chair and says mum will use it. Pt herself not asked - asleep throughout visit.`,
    },
    criterion: 'wheelchair-e',
    expect: 'not-documented',
    why: "Only the daughter's view; the patient was never asked.",
  },
  {
    kind: 'criterion',
    id: 't15-wc-e-7',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Willing to use the wheelchair; able to self-propel with both arms.`,
      physicianExam: `F2F Dr. Whitcombe 02/19/2026. Addendum 03/06/26: at follow-up pt stated "I'm not going to sit in that thing in my own house" - family to discuss.`,
    },
    criterion: 'wheelchair-e',
    expect: 'not-documented',
    why: 'Later dated addendum records unwillingness, superseding the earlier statement.',
  },
  // F or G. Self-propels safely, or caregiver
  {
    kind: 'criterion',
    id: 't15-wc-fg-1',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Self-propels 150 ft on vinyl & low-pile carpet w/ BUE, negotiates bedroom/bath doorways, locks brakes w/o cues. UE 5/5 except grip 4+/5. MoCA 27/30.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'documented',
    why: 'Safe self-propulsion in the home with UE strength and cognition documented.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-2',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Pt cannot propel (bilat shoulder arthroplasty limits). Husband (retired, home 24/7) will push; demonstrated propelling, turning and locking brakes on 3/2, says he's "happy to do it".`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'documented',
    why: 'G met: caregiver available, willing and shown able.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-3',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `He wheels himself about the bungalow quite capably with both arms - I watched him go from bedroom to kitchen and back, through two doorways, without catching the frames, and he is entirely with it cognitively.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'documented',
    why: 'British prose: observed safe self-propulsion in the home, cognition intact.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-4',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Unable to self-propel (dense L hemiplegia, neglect). Caregiver available and willing to propel - son, when he visits from Oregon every other month.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'not-documented',
    why: 'Caregiver is present only every other month; not available day to day.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-5',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Pt cannot propel (bilat UE intention tremor). Wife willing to push but has her own lumbar fusion with a 10-lb lifting/pushing restriction and could not get him over the kitchen threshold on trial.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'not-documented',
    why: 'Caregiver willing but not able; patient cannot self-propel.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-6',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Good UE strength, self-propels household distances - but severe dementia: drove into stove and toward back step during trial, needs constant redirection. Lives alone.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'not-documented',
    why: 'Strength present but not the mental capacity to propel safely; no caregiver.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-fg-7',
    equipment: 'wheelchair',
    answers: {
      propulsionAbility: `Will be able to self-propel once R rotator cuff repair heals (expected May 2026); currently sling, no caregiver in the home.`,
    },
    criterion: 'wheelchair-f-or-g',
    expect: 'not-documented',
    why: 'Self-propulsion is a future expectation; no caregiver now.',
  },
  // Face-to-face
  {
    kind: 'criterion',
    id: 't15-wc-f2f-1',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Seen in person by Dr. Okafor (PCP) 02/12/2026 for worsening COPD and household mobility; exam documented in chart.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'Physician, in person, within 6 months, for the mobility condition, dated.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-2',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `f2f w NP Farrow ~5 wks ago in clinic, assessed mobility limitation d/t Parkinson's; note in EMR`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'NP in-clinic visit about 5 weeks ago for the mobility condition.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-3',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Face-to-face (video visit via portal) 2/20/26 with Dr. Lindqvist re: mobility; written order on file.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Labelled face-to-face but it was a video visit, not in person.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-4',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Face-to-face examination completed by physician (Dr. Okafor) on 09/08/2025 for CHF and mobility.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: '8 Sept 2025 is 6 months and 2 days before 10 March 2026.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-5',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Face-to-face mobility evaluation by J. Ruiz, DPT, in the home on 03/01/2026; findings forwarded to Dr. Okafor.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Exam by a physical therapist, not a physician/NP/PA/CNS.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-6',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `In-person visit with Dr. Patel 1/15/26: annual wellness visit, flu shot, lipids reviewed. Mobility not addressed at that visit.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'In-person visit was for an annual physical, not the mobility condition.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-f2f-7',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Face-to-face examination completed by physician. Mobility evaluation documented in medical record.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Chip text with no date or timing at all.',
  },
  // Written order
  {
    kind: 'criterion',
    id: 't15-wc-ord-1',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `SWO for K0001 std manual w/c + ELRs signed & dated by Dr. R. Amsel (attending) 03/02/26; on file at supplier prior to delivery.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed, dated written order by the treating physician on file.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-ord-2',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `F2F 2/24/26. Standard written order: lightweight manual w/c, ELRs, cushion - signed by Tomasz Nowak, PA-C (treating provider), 02/27/2026; copy scanned to chart.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed by the treating PA, which is a treating practitioner.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-ord-3',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `F2F 2/24/26 Dr. Amsel. Written order on file - sent to Dr. Amsel for signature 3/4, not yet returned.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order sent for signature and not returned: unsigned.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-ord-4',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Order received by telephone from Dr. Kwan 3/3/26 and read back by L. Marsh RN; face-to-face 2/10/26.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Telephone order, not a signed written order.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-ord-5',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Order for manual wheelchair signed by treating therapist (M. Ortiz, PT) 3/1/26 after seating eval.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed by a therapist, not the treating practitioner.',
  },
  {
    kind: 'criterion',
    id: 't15-wc-ord-6',
    equipment: 'wheelchair',
    answers: {
      physicianExam: `Signed written order on file (Dr. Amsel, 2/28/26) for home O2 concentrator 2 L NC. Wheelchair order to follow.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed order is for oxygen; the wheelchair order is still to follow.',
  },
  // ───────────────────────────── HOSPITAL BED (45) ─────────────────────────────
  // Qualifying reason
  {
    kind: 'criterion',
    id: 't15-hb-q-1',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `HFrEF, EF 20%, orthopnea + PND, 3-pillow orthopnea x 6 mo`,
      regularBedIssues: `Sleeps propped at ~45 deg. 3 pillows and a foam wedge tried for 2 months - slides down off the wedge within the hour and wakes gasping. Needs HOB > 30 deg nightly and most of the day; pillows/wedge ruled out.`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'CHF needing head elevation above 30° most of the time, pillows and wedge tried and ruled out.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-2',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `S: "I choke if I lie down." O: s/p L MCA CVA, oropharyngeal dysphagia on VFSS, aspiration PNA x2 (Oct 2025, Jan 2026).`,
      regularBedIssues: `A: must keep HOB at 45 deg or more at all times (aspiration precautions, SLP). Wedge trialled - she rolls off it and the angle cannot be held; pillows ruled out for same reason. P: semi-electric bed.`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'Aspiration risk with HOB ≥45° at all times; wedge and pillows ruled out.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-3',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `C6 radiculopathy with cervical spondylotic myelopathy, non-surgical per neurosurgery`,
      regularBedIssues: `Neurosurgery prescribed home cervical traction using an overhead frame and pulley that can only be mounted on a hospital bed frame; it cannot attach to her platform bed.`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'Traction equipment that attaches only to a hospital bed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-4',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Stage 4 sacral pressure injury; bilateral hip/knee flexion contractures (knees fixed ~60 deg)`,
      regularBedIssues: `Needs knees supported in flexion with the trunk tilted off the sacrum and repositioning q2h - these positions cannot be achieved in an ordinary flat bed; pillow bridging tried for 3 weeks and the wound worsened (4.1 -> 5.3 cm).`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'Condition requires positioning not feasible in an ordinary bed, with pillows tried and failed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-5',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Metastatic breast ca, pathologic T10 compression fx`,
      regularBedIssues: `Pain is only controlled when her knees are flexed over a raised knee section and she can change between semi-reclined and side-lying several times an hour. None of these positions can be held in her divan bed - she has been sleeping in a recliner for 3 weeks and pain scores are 8/10 there.`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'Positioning to relieve pain that is not feasible in an ordinary bed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-6',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Severe COPD (FEV1 28% predicted) on LTOT`,
      regularBedIssues: `She must be propped well above 30 degrees - nearer 50 - for most of the day and all night, or she desaturates into the low 80s. Pillows and a wedge have been tried and she slides down off them within the hour, so both have been ruled out.`,
    },
    criterion: 'bed-qualifying',
    expect: 'documented',
    why: 'British prose: chronic lung disease, >30° most of the time, pillows and wedge ruled out.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-7',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `CHF with orthopnea`,
      regularBedIssues: `Needs head of bed elevated to 30 degrees at night. Pillows not effective.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Exactly 30°, not more than 30°.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-8',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `COPD with dyspnea when lying flat`,
      regularBedIssues: `Requires head of bed elevated more than 30 degrees most of the time. Currently sleeping on 4 pillows, which works well for her.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Pillows are working, so they are not ruled out.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-9',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Severe arthritis limiting bed mobility`,
      regularBedIssues: `Unable to get in and out of a regular bed safely; would be far more comfortable in an adjustable bed.`,
      variableHeight: `Requires bed height adjustment for safe transfers`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Transfers and comfort alone do not qualify.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-10',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `GERD, hiatal hernia`,
      regularBedIssues: `Keeps head up 45 deg for about an hour after each meal to prevent reflux; sleeps flat otherwise.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Elevation only for an hour after meals, not most of the time; pillows not addressed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-11',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Hx CHF exacerbation 12/2025 (admitted), required HOB > 30 deg throughout admission; wedges failed in hospital.`,
      regularBedIssues: `Since discharge euvolemic on torsemide; now sleeps flat on one pillow without dyspnea.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'The elevation need was during a past admission and has resolved.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-12',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `COPD with dyspnea when lying flat`,
      regularBedIssues: `Requires head of bed elevated more than 30 degrees; pillows and wedges have been tried and are not effective - per family, not yet confirmed by us, and she may just need a better wedge.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Wedge failure is hearsay and hedged (may just need a better wedge).',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-13',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Dysphagia after CVA`,
      regularBedIssues: `At Maple Court SNF (Dec-Feb) HOB kept at 40 deg for aspiration precautions. Home since 2/20: eats upright at the table and sleeps flat, no coughing or desats reported.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Elevation was needed in the SNF; at home she sleeps flat.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-14',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `Lumbar spinal stenosis`,
      regularBedIssues: `Wife also has CHF and needs the head raised above 30 degrees, wedges useless for her. Pt would like matching beds; his own back pain is fine on a firm mattress.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: "The qualifying elevation need is the wife's, not the patient's.",
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-15',
    equipment: 'hospital-bed',
    answers: {
      regularBedIssues: `Requires head of bed elevated more than 30 degrees for orthopnea. Pillows and wedges have been tried and are not effective.`,
      plannedUseAndBenefits: `Correction 03/06/2026: orthopnea resolved after diuretic titration; sleeps flat. Bed now requested mainly for safe transfers.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'A later dated correction says the orthopnea has resolved.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-16',
    equipment: 'hospital-bed',
    answers: {
      regularBedIssues: `[ ] HOB > 30 deg most of the time   [ ] Pillows/wedges tried & ruled out   [ ] Positioning not feasible in ordinary bed   [ ] Traction   [x] Difficulty getting in/out of bed`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Only the transfer box is ticked; qualifying boxes are blank.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-q-17',
    equipment: 'hospital-bed',
    answers: {
      medicalCondition: `CHF with orthopnea (reported)`,
      regularBedIssues: `Needs HOB > 30 deg - not observed; pt states she sleeps in a recliner but lay flat on the exam table for 20 min without dyspnea or desaturation. Wedge not tried.`,
    },
    criterion: 'bed-qualifying',
    expect: 'not-documented',
    why: 'Elevation claim contradicted on exam and wedge never tried.',
  },
  // Face-to-face
  {
    kind: 'criterion',
    id: 't15-hb-f2f-1',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Seen in person by Dr. Adeyemi (cardiology) on 19 Feb 2026 for CHF with orthopnea - exam notes attached.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'Physician, in person, dated, for the condition needing the bed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-2',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `F2F | Date: 2026-01-07 | Provider: Melissa Grant, CNS (pulm clinic) | Type: in-office | Reason: COPD, orthopnea, HOB needs`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'CNS in-office exam dated January 2026 for the lung condition.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-3',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Home visit by Dr. Soto (house-calls physician) 10 days ago; examined pt re aspiration risk and positioning. Std written order pending.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'In-person home visit by a physician 10 days ago for the aspiration condition.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-4',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Dr. Chen examined him in clinic on 11/09/25 - sacral wound staged, positioning needs discussed - and signed the order the same day.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: '9 Nov 2025 in-clinic physician exam for the pressure injury.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-5',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `F2F encounter 10 Sept 2025 with Dr. Ibarra (PCP) - in person, HF follow-up, orthopnea and need for HOB elevation documented.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: '10 Sept 2025 is exactly 6 months back, so still within the window.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-6',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Pt saw Dr. Adeyemi "last month" about her breathing, per daughter; no note received yet.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Hearsay from the daughter with no record.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-7',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Face-to-face: telephone visit 2/2/26 with NP Reyes re CHF/orthopnea, 25 min.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Telephone visit is not in person.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-8',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `In-person exam by Dr. Ross 08/25/2025 for CHF/orthopnea; SWO signed 03/01/2026.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Exam more than 6 months back.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-9',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Face to face completed 3/1/26 by RN case manager (T. Oyelaran) at home; will forward to PCP.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'A nurse is not a treating practitioner for F2F.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-10',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Most recent in-person exam: Dr. Farouk (ophthalmology) 2/10/26, cataract pre-op. Std written order on file.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Recent visit was for a cataract, not the condition needing the bed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-11',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Face-to-face exam done; standard written order on file.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'No date, practitioner or condition.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-12',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `F2F booked 2/14/26 but pt did not attend (transport fell through); rescheduled to 3/20/26 with Dr. Ibarra.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Missed appointment and a future rescheduled one.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-13',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Examined by Dr. Kim (hospitalist) during admission 8/30-9/6/2025 for acute on chronic CHF; no outpatient visit since.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Past admission ended 6 Sept 2025, before the 6-month window.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-f2f-14',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `F2F: n/a   SWO: see attached`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Marked n/a.',
  },
  // Written order
  {
    kind: 'criterion',
    id: 't15-hb-ord-1',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `SWO: semi-electric hospital bed w/ half rails - signed & dated Dr. L. Adeyemi 02/26/2026; received by supplier before delivery.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed, dated order by the treating physician, received before delivery.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-2',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Standard written order signed by Karen Liu, NP (treating), on 3/2/26 - on file.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed by the treating NP, dated, on file.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-3',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `ORDER | Item: E0260 semi-elec hosp bed w/ mattress | Prescriber: Ibarra, Julio MD | Signature: e-signed 2026-02-11 09:14 | Status: SIGNED | F2F: 2026-02-11`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'EHR order block shows an electronic signature by the prescriber.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-4',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `The order is not unsigned, as the intake sheet wrongly says: Dr. Soto's wet signature and the date (1 March 2026) are on the SWO we hold.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Double negative: the order is signed and dated by the physician and held.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-5',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Written order for the profiling bed signed by Dr Pemberton, her GP and treating doctor, on 4 February 2026; the supplier holds the signed copy.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'British wording: signed written order by the treating GP on file.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-6',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `F2F 2/19/26 Dr. Adeyemi. Standard written order on file, pending physician signature.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order pending signature.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-7',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Order signed 3/3/26 by J. Banks (supplier account rep) on patient's behalf per Dr. Ibarra's office.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed by a supplier representative.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-8',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Phone order from Dr. Adeyemi 2/28, transcribed by nurse onto order form and signed by nurse.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Verbal order transcribed and signed by a nurse.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-9',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Signed written order on file (Dr. Chen 2/20/26) - for pressure-reducing mattress (E0181) only; bed order not yet written.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed order is for the mattress, not the bed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-10',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `[x] Face-to-face examination completed by physician (2/11/26)   [ ] Standard written order on file`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order box left unticked.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-11',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `SWO to be signed by Dr. Ibarra on 3/12/26 at the post-op visit; F2F 2/11/26.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signature date is after today; not yet signed.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-12',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `SWO on file, signed - see addendum.`,
      expectedTimeframe: `12 months. Addendum 3/5/26: SWO came back from MD office unsigned; resent for signature.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'A later addendum says the order came back unsigned.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-13',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Order for hospital bed signed for Dr. Ibarra by his MA (D. Pruitt), 2/27/26.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed by a medical assistant.',
  },
  {
    kind: 'criterion',
    id: 't15-hb-ord-14',
    equipment: 'hospital-bed',
    answers: {
      physicianExam: `Face-to-face 2/19/26 completed; Dr. Adeyemi agrees with the bed and will sign the order at the next visit.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order will be signed later.',
  },
  // ───────────────────────────── COMMODE (50) ─────────────────────────────
  // Cannot use regular toilet facilities
  {
    kind: 'criterion',
    id: 't15-cm-inc-1',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Cannot get on or off her toilet even with the grab bar: bilat TKA revisions, knee flexion limited to 70 deg, toilet seat 14" and vanity blocks a frame. Tried with OT 3/2 - 2 assist and still could not rise from it.`,
    },
    criterion: 'commode-incapable',
    expect: 'documented',
    why: 'Tried with OT and physically unable to use the home toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-2',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Bedbound since the stroke in Nov. Stand-pivot bed->chair with 1 assist; cannot ambulate the 30 ft to the bathroom at all.`,
      medicalImpairments: `R hemiplegia, impaired balance`,
    },
    criterion: 'commode-incapable',
    expect: 'documented',
    why: 'Bedbound and unable to reach the bathroom at all.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-3',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `The patient cannot arrive to the bathroom. It is in the second floor and she cannot climb the stairs because of the amputation of the left leg (BKA 12/2025, no prosthesis yet). She is not able to use the toilet of the house.`,
    },
    criterion: 'commode-incapable',
    expect: 'documented',
    why: 'Spanish-speaking clinician: cannot reach the only toilet upstairs after amputation.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-4',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Toilet access: UNABLE | Reason: only WC up 14 steps; NWB R LE post-ORIF, cannot do stairs | Verified: OT home visit 02/27/2026`,
    },
    criterion: 'commode-incapable',
    expect: 'documented',
    why: 'EHR block: unable to reach the only toilet, verified on home visit.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-5',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Unable to reach the bathroom in time at night on occasion - urinary urgency/frequency.`,
      homeLayoutBarriers: `Bathroom is 15 ft from bed, same floor; walks there with RW.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: 'Urgency with a reachable toilet on the same floor; not physically incapable.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-6',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Was unable to use the toilet after her hip replacement in November (hip precautions, low toilet). Now 4 months post-op, precautions lifted, walks to the bathroom with RW independently.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: 'Past inability that has resolved.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-7',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Might not be able to use the toilet safely if her balance worsens further; at present she toilets with supervision.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: 'Hypothetical future incapacity; currently toilets.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-8',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `At the adult day centre the toilets are low and she cannot rise from them without two staff.`,
      homeLayoutBarriers: `At home uses a raised seat on her own toilet without difficulty.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: 'Inability is at the day centre; at home she uses her toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-9',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Prefers a commode at night so she doesn't have to walk to the bathroom; walks there independently during the day.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: 'Preference and convenience; she walks to the toilet independently.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-inc-10',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Her husband, who lives with her, is bedbound (ALS) and cannot use the toilet at all. She herself toilets independently but is exhausted.`,
    },
    criterion: 'commode-incapable',
    expect: 'not-documented',
    why: "The incapacity is the husband's, not the patient's.",
  },
  // Confinement
  {
    kind: 'criterion',
    id: 't15-cm-conf-1',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Confined to the 1st floor since the amputation - cannot manage stairs.`,
      homeLayoutBarriers: `Only bathroom is on 2nd floor, 14 steps; no toilet downstairs (no half-bath).`,
    },
    criterion: 'commode-confinement',
    expect: 'documented',
    why: 'Confined to a level with no toilet on it.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-2',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Confined to bedroom - O2 5 L, desats to 82% walking 10 ft; has not left the bedroom since January except by stretcher.`,
      homeLayoutBarriers: `Bathroom 40 ft down the hall.`,
    },
    criterion: 'commode-confinement',
    expect: 'documented',
    why: 'Confined to a single room without a toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-3',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Housebound for the past year.`,
      homeLayoutBarriers: `The cottage has no indoor WC at all - the only lavatory is an outside privy across the yard.`,
    },
    criterion: 'commode-confinement',
    expect: 'documented',
    why: 'Confined to a home with no toilet inside.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-4',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Unable to reach the bathroom in time - urge incontinence.`,
      homeLayoutBarriers: `Bathroom on same floor as bedroom, about 20 ft.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'Urgency with a toilet on the same level is not confinement.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-5',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Confined to 1st floor, cannot climb stairs.`,
      homeLayoutBarriers: `Bedroom 1st floor; full bath upstairs. Half-bath (toilet & sink) off the kitchen on the 1st floor.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'There is a toilet on the level she is confined to.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-6',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Confined to one room.`,
      homeLayoutBarriers: `She stays in the master bedroom, which has its own en-suite toilet about 8 ft from the bed.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'The room she is confined to has its own toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-7',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Cannot do stairs.`,
      homeLayoutBarriers: `At his daughter's house, where he spends Christmas, the only toilet is upstairs. His own apartment is single-level.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: "The toilet barrier is at a relative's house; his home is single-level.",
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-8',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Will be confined to the ground floor after her L TKA on 4/2/26; only bathroom is upstairs.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'Confinement is expected after a planned surgery, not present.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-9',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `Confined to one level of the home without a toilet`,
      homeLayoutBarriers: `Single-story ranch; bathroom ~25 ft from bedroom, level hallway.`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'Chip contradicted by the layout: single level with a bathroom.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-conf-10',
    equipment: 'commode',
    answers: {
      toiletingLimitation: `[ ] Confined to one room  [ ] Confined to one level w/o toilet  [ ] No toilet in home  [x] Other: slow gait, takes 3 min to reach WC`,
    },
    criterion: 'commode-confinement',
    expect: 'not-documented',
    why: 'Confinement boxes unticked; slow gait only.',
  },
  // Standalone
  {
    kind: 'criterion',
    id: 't15-cm-sa-1',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Will stand on its own beside the bed; it is not going over the toilet.`,
    },
    criterion: 'commode-standalone',
    expect: 'documented',
    why: 'Plainly free-standing beside the bed.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-2',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Placement: bedside, freestanding w/ pail & lid. NOT over toilet.`,
    },
    criterion: 'commode-standalone',
    expect: 'documented',
    why: 'Free-standing at the bedside, not over the toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-3',
    equipment: 'commode',
    answers: {
      standaloneDevice: `At no point will it be put over the toilet; it won't be used as anything other than a freestanding commode next to her bed.`,
    },
    criterion: 'commode-standalone',
    expect: 'documented',
    why: 'Double negatives read correctly: standalone only.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-4',
    equipment: 'commode',
    answers: {
      useAndAssistance: `The commode will be next to the bed in her bedroom, alone, with its bucket; the daughter empties it. It will not be put on top of the toilet.`,
    },
    criterion: 'commode-standalone',
    expect: 'documented',
    why: 'Spanish-speaking clinician: alone beside the bed, not over the toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-5',
    equipment: 'commode',
    answers: {
      useAndAssistance: `3-in-1 commode will be used over the toilet as a raised seat and safety frame.`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Used over the toilet as a raised seat.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-6',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Bedside at night; during the day it goes over the downstairs toilet for height.`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Part-time use over the toilet.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-7',
    equipment: 'commode',
    answers: {
      standaloneDevice: `N/A`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Marked N/A.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-8',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Standalone at bedside, not placed over a toilet <<placeholder - confirm with family>>`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Example text left with an unconfirmed placeholder.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-9',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Family undecided whether to keep it at the bedside or over the upstairs toilet.`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Placement undecided.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-sa-10',
    equipment: 'commode',
    answers: {
      standaloneDevice: `Shower chair will be freestanding in the tub. Commode: 3-in-1 frame over the toilet.`,
    },
    criterion: 'commode-standalone',
    expect: 'not-documented',
    why: 'Freestanding refers to the shower chair; the commode goes over the toilet.',
  },
  // Face-to-face
  {
    kind: 'criterion',
    id: 't15-cm-f2f-1',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Required for safe toileting in the home. In-person exam by Dr. Haddad 01/22/2026 - addressed LE weakness and inability to reach the toilet.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'Dated in-person physician exam for the toileting limitation.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-2',
    equipment: 'commode',
    answers: {
      medicalNecessity: `NP Ortega saw her face to face at home 3 weeks ago for the post-stroke weakness that keeps her from the toilet.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'NP, in person, 3 weeks ago, for the relevant condition.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-3',
    equipment: 'commode',
    answers: {
      medicalNecessity: `F2F 15-Oct-2025 w/ Dr M. Brennan (PCP): exam for COPD / exertional dyspnoea limiting toileting. Order signed same day.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: '15 Oct 2025 physician exam for the condition.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-4',
    equipment: 'commode',
    answers: {
      medicalNecessity: `F2F 9/5/2025 w/ Dr. Haddad for LE weakness; order signed 3/2/26.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: '5 Sept 2025 is outside the 6 months.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-5',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Pt says she saw her doctor about this "a few weeks back" and he said to get a commode.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Patient hearsay about a visit, undated.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-6',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Physician order signed before delivery. Required for safe toileting in the home.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Order only; no face-to-face exam mentioned.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-7',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Telehealth F2F 2/11/26 (video) with Dr. Haddad for weakness/toileting.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Video visit, not in person.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-8',
    equipment: 'commode',
    answers: {
      medicalNecessity: `In-person visit 2/3/26 with PA Morgan (ophthalmology) - post-cataract check; commode requested by family at that visit.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Visit was for a cataract, not the toileting condition.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-9',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Face to face home safety eval by OT (R. Lindgren, OTR/L) 3/2/26; recommended BSC.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Occupational therapist is not a treating practitioner.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-f2f-10',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Face-to-face: to be completed by attending at hospital discharge (expected 3/14).`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Future exam.',
  },
  // Written order
  {
    kind: 'criterion',
    id: 't15-cm-ord-1',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Order for bedside commode signed and dated by Dr. Haddad 2/24/26 - received before delivery.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed, dated order by the physician, before delivery.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-2',
    equipment: 'commode',
    answers: {
      medicalNecessity: `SWO E0163 - e-signed by treating NP L. Ortega 03/03/2026 09:40; on file.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Electronically signed by the treating NP.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-3',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Order for the commode signed by Dr Brennan, her GP, on 12th February 2026; signed copy held by the supplier.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed by the treating GP, held on file.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-4',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Order signed for shower chair & grab bars (Dr. Haddad 2/24/26); commode added verbally at same visit.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed order is for other items; commode was verbal.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-5',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Required for safe toileting in the home. Physician order to be signed before delivery.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order not yet signed.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-6',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Order faxed to Dr. Haddad 3/4, awaiting return.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Awaiting signed return.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-7',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Order signed 3/1/26 by supplier intake coordinator (B. Tran) from the discharge summary.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed by supplier staff.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-8',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Dr. Haddad ordered the commode verbally at the 3/2 visit; needed for safe toileting.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Verbal order only.',
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-9',
    equipment: 'commode',
    answers: {
      frequencyDuration: `6-8x daily, 6 months`,
      medicalNecessity: `Signed order on file (see below). ADDENDUM 3/8/26: signature on file is the hospital discharge planner's; MD signature still needed.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: "Addendum shows the signature is not the practitioner's.",
  },
  {
    kind: 'criterion',
    id: 't15-cm-ord-10',
    equipment: 'commode',
    answers: {
      medicalNecessity: `Rx on file: "BSC - dx weakness" on prescription pad, unsigned and undated.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Prescription unsigned and undated.',
  },
  // ───────────────────────────── WALKER (50) ─────────────────────────────
  // 1. MRADLs impaired in the home
  {
    kind: 'criterion',
    id: 't15-wk-mr-1',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `unsteady gait, 3 falls since dec (2 bathroom, 1 kitchen)`,
      mrADLsImpact: `cant carry plate kitchen->table w/o LOB; grabs towel rail to get to toilet`,
    },
    criterion: 'walker-mradl',
    expect: 'documented',
    why: 'Falls in the bathroom and kitchen; feeding and toileting at heightened risk.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-2',
    equipment: 'walker',
    answers: {
      mrADLsImpact: `It takes her 12 minutes to cover the 25 ft from bed to toilet, furniture-walking the whole way, and she has been incontinent on the way twice this week.`,
    },
    criterion: 'walker-mradl',
    expect: 'documented',
    why: 'Toileting at home not completed in a reasonable time.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-3',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `O: TUG 24 s, Berg 34/56, gait wide-based & shuffling.`,
      mrADLsImpact: `Household amb: holds walls to reach bathroom; near-fall in shower doorway 3/1/26 (caught by husband).`,
    },
    criterion: 'walker-mradl',
    expect: 'documented',
    why: 'SOAP: near-fall reaching the shower, heightened risk during bathing and toileting.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-4',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `She has fear of falling and lost the balance two times this month walking from the bedroom to the bathroom.`,
      mrADLsImpact: `She must hold the furniture to arrive to the kitchen and cannot carry her food to the table.`,
    },
    criterion: 'walker-mradl',
    expect: 'documented',
    why: 'Spanish-speaking clinician: losses of balance on the way to the bathroom, cannot carry food.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-5',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `Limited to ~1 block outdoors d/t claudication; must stop at mailbox.`,
      mrADLsImpact: `Household ambulation independent; no falls.`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: 'Limitation is outdoors; in-home mobility is independent.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-6',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `Had significant balance problems and 2 falls at home during chemo (spring 2025); neuropathy since resolved.`,
      mrADLsImpact: `Currently walks to bathroom and kitchen without difficulty.`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: 'Past, resolved limitation.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-7',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `Wife has Parkinson's and cannot walk to the bathroom safely; she has fallen twice in the hall.`,
      mrADLsImpact: `Pt is her sole caregiver; he walks without a device.`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: "Limitation described is the wife's.",
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-8',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `Possibly at fall risk with household ambulation given age.`,
      mrADLsImpact: `Pt denies falls or near falls; walks to bathroom and kitchen independently.`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: 'Speculative risk contradicted by independent household walking.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-9',
    equipment: 'walker',
    answers: {
      mrADLsImpact: `Unable to safely walk to the bathroom - not observed; ambulated 200 ft independently in clinic with normal gait, no LOB.`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: 'Chip text followed by "not observed" and a normal gait.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-mr-10',
    equipment: 'walker',
    answers: {
      mobilityLimitation: `[Describe the mobility limitation]`,
      mrADLsImpact: `[How it affects MRADLs in the home]`,
    },
    criterion: 'walker-mradl',
    expect: 'not-documented',
    why: 'Unfilled placeholders.',
  },
  // 2. Safe use
  {
    kind: 'criterion',
    id: 't15-wk-safe-1',
    equipment: 'walker',
    answers: {
      patientCapability: `Demonstrated safe use of RW during home eval: 150 ft, 2 turns, through bathroom door, no LOB, correct sequencing without cues.`,
    },
    criterion: 'walker-safe-use',
    expect: 'documented',
    why: 'Safe use shown during evaluation.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-2',
    equipment: 'walker',
    answers: {
      patientCapability: `Locks both brakes before sitting every time (5/5 trials); steers round the kitchen island without clipping it; grip 22 kg bilat.`,
      walkerType: `Four-wheeled rollator with seat`,
    },
    criterion: 'walker-safe-use',
    expect: 'documented',
    why: 'Rollator brakes and steering used safely on repeated trials.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-3',
    equipment: 'walker',
    answers: {
      patientCapability: `She managed the walking frame very sensibly round the flat, including the turn into the bathroom, kept it close to her, and not a wobble the whole time.`,
    },
    criterion: 'walker-safe-use',
    expect: 'documented',
    why: 'British prose: observed safe use of the walking frame.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-4',
    equipment: 'walker',
    answers: {
      patientCapability: `Safe w/ walker: Y | Brakes: N/A (pickup walker) | Follows instructions: Y | Cognition: A&Ox4 | Observed: Y (3/3/26)`,
    },
    criterion: 'walker-safe-use',
    expect: 'documented',
    why: 'Y/N form with observed safe use.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-5',
    equipment: 'walker',
    answers: {
      patientCapability: `Will be trained in safe walker use by home health PT after delivery.`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: 'Training planned; safe use not yet shown.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-6',
    equipment: 'walker',
    answers: {
      patientCapability: `Follows instructions for safe use. Forgot to lock brakes twice; rollator rolled out from under her when sitting on 3/4.`,
      walkerType: `Four-wheeled rollator with seat`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: 'Unsafe brake use with the requested rollator.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-7',
    equipment: 'walker',
    answers: {
      patientCapability: `Husband uses the same model rollator very safely; pt will copy how he does it.`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: "Safe use is the husband's.",
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-8',
    equipment: 'walker',
    answers: {
      patientCapability: `Pt should, we hope, manage the walker safely once her grip improves with OT.`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: 'Hedged and conditional on future improvement.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-9',
    equipment: 'walker',
    answers: {
      patientCapability: `Demonstrates safe use of quad cane on level surfaces and 3 steps.`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: 'Safe use of a cane, not a walker.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-safe-10',
    equipment: 'walker',
    answers: {
      patientCapability: `Able to use walker safely.`,
      medicalNecessity: `Signed order on file. Addendum 3/7/26: at delivery pt could not manage walker - LOB backwards x2, unable to follow sequencing (dementia); caregiver told not to leave her alone with it.`,
    },
    criterion: 'walker-safe-use',
    expect: 'not-documented',
    why: 'Later addendum contradicts safe use.',
  },
  // 3. Walker resolves the deficit
  {
    kind: 'criterion',
    id: 't15-wk-res-1',
    equipment: 'walker',
    answers: {
      safetyIndependence: `With FWW in home: bed -> bathroom -> kitchen (60 ft) without LOB; 0 falls in 2-wk loaner trial vs 3 falls in the 2 wks before.`,
    },
    criterion: 'walker-resolves',
    expect: 'documented',
    why: 'In-home trial shows the deficit resolved.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-2',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Loaner rollator 2/20-3/5: did toileting trips and meal prep independently, sat on seat to rest, gait stable throughout the house.`,
    },
    criterion: 'walker-resolves',
    expect: 'documented',
    why: 'Trial at home with independent MRADLs.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-3',
    equipment: 'walker',
    answers: {
      safetyIndependence: `TUG w/ RW 12 s (24 s unaided). With the RW she now reaches the toilet in < 1 min and carries things in the basket; no further falls at home.`,
    },
    criterion: 'walker-resolves',
    expect: 'documented',
    why: 'Measured improvement with the walker at home.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-4',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Not once during the two-week loaner trial did she lose her balance with the walker at home, and she hasn't needed anyone to walk her to the bathroom since.`,
    },
    criterion: 'walker-resolves',
    expect: 'documented',
    why: 'Double negative: no losses of balance and independent with the walker.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-5',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Will reduce fall risk. Will allow independent household ambulation.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Chip predictions only; not shown.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-6',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Walker improves outdoor ambulation to 2 blocks.`,
      homeEnvironment: `Indoors still furniture-walks - walker doesn't fit through 22" bathroom door.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Helps outdoors only; does not fit the bathroom in the home.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-7',
    equipment: 'walker',
    answers: {
      safetyIndependence: `With RW in the clinic gym walked 300 ft safely.`,
      homeEnvironment: `Home not assessed; narrow hallway reported.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Shown in the clinic gym, not in the home.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-8',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Expected to resolve the deficit after 4 more weeks of PT.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Future expectation.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-9',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Walker helps somewhat, but pt still needs 1 assist to reach the bathroom and had a LOB with the walker this week.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Deficit not sufficiently resolved.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-res-10',
    equipment: 'walker',
    answers: {
      safetyIndependence: `Allows independent household ambulation with no LOB to bathroom and kitchen, hopefully.`,
    },
    criterion: 'walker-resolves',
    expect: 'not-documented',
    why: 'Hedge tacked on at the end; hoped, not shown.',
  },
  // Face-to-face
  {
    kind: 'criterion',
    id: 't15-wk-f2f-1',
    equipment: 'walker',
    answers: {
      medicalNecessity: `In-person visit w/ Dr. Abara 2/26/26 re: gait instability and falls.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'Dated in-person physician visit for the gait disorder.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-2',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Seen face-to-face in clinic six weeks ago by PA-C Dinh for the balance disorder; exam in chart.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: 'PA, in person, six weeks ago, for the balance disorder.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-3',
    equipment: 'walker',
    answers: {
      medicalNecessity: `F2F: 12 December 2025 - Dr. Lowe (neurology), exam for Parkinsonian gait.`,
    },
    criterion: 'face-to-face',
    expect: 'documented',
    why: '12 Dec 2025 physician exam for the gait condition.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-4',
    equipment: 'walker',
    answers: {
      medicalNecessity: `F2F 9/9/2025 Dr. Abara - gait/falls; order signed 3/3/26.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: '9 Sept 2025 is one day outside the 6 months.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-5',
    equipment: 'walker',
    answers: {
      medicalNecessity: `In-person annual physical 2/2/26 (Dr. Abara); gait not assessed.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Annual physical, condition not examined.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-6',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Face-to-face 3/1/26 with Dr. Abara for falls - conducted via video, pt at home.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Video, not in person.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-7',
    equipment: 'walker',
    answers: {
      medicalNecessity: `F2F 3/4/26 - gait and falls assessed in person by Dana Whitford, DPT (home health).`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Physical therapist, not a treating practitioner.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-8',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Face-to-face exam for gait instability with Dr. Abara on 3/16/26.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: '16 March 2026 is after today; the exam has not happened.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-9',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Son says Dr. Abara saw her "recently" and okayed the walker.`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'Hearsay from the son, undated.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-f2f-10',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Seen in person by Dr. Abara for falls (date not recorded).`,
    },
    criterion: 'face-to-face',
    expect: 'not-documented',
    why: 'No date.',
  },
  // Written order
  {
    kind: 'criterion',
    id: 't15-wk-ord-1',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Signed & dated SWO for 2-wheeled walker (E0143), Dr. Abara, 3/3/2026, on file.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Signed, dated written order on file.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-2',
    equipment: 'walker',
    answers: {
      medicalNecessity: `SWO e-signed 02/27/26 by NP Wells (treating practitioner): walker with 5" wheels.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'Electronically signed by the treating NP.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-3',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Prescription for the wheeled zimmer frame signed and dated by Dr Lowe, 2 March 2026; original held by supplier.`,
    },
    criterion: 'written-order',
    expect: 'documented',
    why: 'British wording: signed, dated order for the walker on file.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-4',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Signed order on file for quad cane (Dr. Abara 3/3/26).`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order is for a cane.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-5',
    equipment: 'walker',
    answers: {
      medicalNecessity: `SWO for 2WW, Dr. Abara, dated 3/3/26 - on file; signature line blank, flagged for e-sign.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Dated but the signature line is blank.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-6',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Signed & dated SWO for rollator on file - signature: K. Osei, DPT, for Dr. Abara, 3/3/26.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed by a therapist.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-7',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Walker order given by Dr. Abara 3/3/26 (T/O, read back by L. Finch RN) - in chart.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'T/O is a telephone order, not a signed written one.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-8',
    equipment: 'walker',
    answers: {
      medicalNecessity: `[ ] Signed and dated physician order on file   [x] Required for safe ambulation in the home`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Order box unticked.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-9',
    equipment: 'walker',
    answers: {
      medicalNecessity: `Signed and dated physician order on file - n/a, supplier will obtain.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'n/a; the supplier has yet to obtain it.',
  },
  {
    kind: 'criterion',
    id: 't15-wk-ord-10',
    equipment: 'walker',
    answers: {
      walkerType: `Standard pickup walker`,
      medicalNecessity: `Dr. Abara signed the order for the rollator 03/03/26. Addendum 3/6: rollator order rescinded; replaced with standard walker order, not yet signed.`,
    },
    criterion: 'written-order',
    expect: 'not-documented',
    why: 'Signed order rescinded; the replacement walker order is unsigned.',
  },
];
