/**
 * The parts of a measurable functional goal, as Medicare reviewers and PT/OT documentation guidance
 * expect them: who will do what, how much, with how much help and which device, where, by when, and
 * what it is for. `buildGoal` (build.ts) writes them as one sentence; `goalGaps` (check.ts) finds
 * which of them a typed goal lacks. docs/decisions/0148-measurable-goals.md.
 */

export type AssistanceLevelId =
  'independent' | 'modified-independent' | 'supervision' | 'contact-guard' | 'minimal' | 'moderate' | 'maximal' | 'dependent';

export interface AssistanceScaleLevel {
  readonly id: AssistanceLevelId;
  /** The name the UI lists. */
  readonly label: string;
  /** What clinicians type for it, most common first. */
  readonly abbreviations: readonly string[];
  /** What the level means: the FIM's wording where the FIM has the level (CGA is charted between SBA and Min A). */
  readonly meaning: string;
  /** How a built goal says it: "at Supervision level". */
  readonly phrase: string;
}

/** The standard scale, least help first. */
export const ASSISTANCE_SCALE: readonly AssistanceScaleLevel[] = [
  {
    id: 'independent',
    label: 'Independent',
    abbreviations: ['I', 'Ind', 'Indep'],
    meaning: 'Does the activity safely, in reasonable time, with no device, no help and no cues.',
    phrase: 'independently',
  },
  {
    id: 'modified-independent',
    label: 'Modified Independent',
    abbreviations: ['Mod I', 'Mod Ind'],
    meaning: 'Needs no other person, but uses a device, takes extra time or needs safety precautions.',
    phrase: 'at Modified Independent level',
  },
  {
    id: 'supervision',
    label: 'Supervision/SBA',
    abbreviations: ['SBA', 'S', 'Sup', 'Supv'],
    meaning: 'Needs someone standing by, cues or setup, without touching (Stand-by Assist).',
    phrase: 'at Supervision level',
  },
  {
    id: 'contact-guard',
    label: 'Contact Guard Assist',
    abbreviations: ['CGA'],
    meaning: 'Needs a hand on the patient for balance or safety, without giving any lift.',
    phrase: 'at Contact Guard Assist (CGA) level',
  },
  {
    id: 'minimal',
    label: 'Minimal Assist',
    abbreviations: ['Min A', 'MinA'],
    meaning: 'Does 75% or more of the effort.',
    phrase: 'at Minimal Assist (Min A) level',
  },
  {
    id: 'moderate',
    label: 'Moderate Assist',
    abbreviations: ['Mod A', 'ModA'],
    meaning: 'Does 50–74% of the effort.',
    phrase: 'at Moderate Assist (Mod A) level',
  },
  {
    id: 'maximal',
    label: 'Maximal Assist',
    abbreviations: ['Max A', 'MaxA'],
    meaning: 'Does 25–49% of the effort.',
    phrase: 'at Maximal Assist (Max A) level',
  },
  {
    id: 'dependent',
    label: 'Dependent',
    abbreviations: ['Dep', 'Total A'],
    meaning: 'Does less than 25% of the effort, or needs two helpers.',
    phrase: 'at Dependent level',
  },
];

export interface AssistiveDevice {
  readonly name: string;
  /** Other names and abbreviations that `buildGoal` writes as this device. */
  readonly alsoWritten: readonly string[];
  /** How a built goal says it: "with a rolling walker". */
  readonly phrase: string;
}

/** The devices the UI offers; any other device is written as typed, after "with". */
export const ASSISTIVE_DEVICES: readonly AssistiveDevice[] = [
  { name: 'rolling walker', alsoWritten: ['RW', 'FWW', '2WW', 'front-wheeled walker'], phrase: 'with a rolling walker' },
  { name: 'rollator', alsoWritten: ['4WW', 'four-wheeled walker'], phrase: 'with a rollator' },
  { name: 'standard walker', alsoWritten: ['SW', 'pick-up walker'], phrase: 'with a standard walker' },
  { name: 'hemi-walker', alsoWritten: ['hemiwalker'], phrase: 'with a hemi-walker' },
  { name: 'single point cane', alsoWritten: ['SPC', 'straight cane', 'cane'], phrase: 'with a single point cane' },
  { name: 'quad cane', alsoWritten: ['QC', 'SBQC', 'LBQC'], phrase: 'with a quad cane' },
  { name: 'axillary crutches', alsoWritten: ['crutches'], phrase: 'with axillary crutches' },
  { name: 'forearm crutches', alsoWritten: ['Lofstrand crutches'], phrase: 'with forearm crutches' },
  { name: 'manual wheelchair', alsoWritten: ['w/c', 'wheelchair', 'MWC'], phrase: 'in a manual wheelchair' },
  { name: 'no assistive device', alsoWritten: ['none', 'no AD', 'no device', 'without AD'], phrase: 'without an assistive device' },
];

/** How much: a distance, a count, a time, or a score on a scale. */
export type Amount =
  | { readonly kind: 'distance'; readonly value: number; readonly unit: 'ft' | 'm' }
  | { readonly kind: 'repetitions'; readonly value: number; readonly sets?: number }
  /** "for 10 minutes"; with `limit`, "in 12 seconds or less" (a timed test). */
  | { readonly kind: 'time'; readonly value: number; readonly unit: 'seconds' | 'minutes'; readonly limit?: boolean }
  /** A target score after the activity: "improve balance" "to 45/56 on Berg Balance Scale"; "increase strength" "to 4/5". */
  | { readonly kind: 'score'; readonly value: number; readonly outOf?: number; readonly scale?: string };

/** By when: a goal names a number of weeks or of visits, so it stands alone when quoted in a progress report. */
export interface TimeFrame {
  readonly value: number;
  readonly unit: 'weeks' | 'visits';
}

export interface GoalParts {
  /** Default "Patient"; e.g. "Patient's daughter" for a caregiver goal. */
  readonly who?: string;
  /** "ambulate", "perform toilet transfers", "don/doff LB clothing". */
  readonly activity: string;
  readonly amount?: Amount;
  readonly assistance?: AssistanceLevelId;
  /** One of ASSISTIVE_DEVICES by name or abbreviation, or any other device as typed. */
  readonly device?: string;
  /** Where or on what: "in the home", "on level surfaces", "up/down 3 steps with one rail". */
  readonly setting?: string;
  readonly timeFrame?: TimeFrame;
  /** What it is for: "to access the bathroom safely" ("to" is added when missing). */
  readonly reason?: string;
}

/** What a typed goal can lack, in the order hints name them. */
export const GOAL_GAPS = ['time frame', 'assistance level', 'measure'] as const;
export type GoalGap = (typeof GOAL_GAPS)[number];
