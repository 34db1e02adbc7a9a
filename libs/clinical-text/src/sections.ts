import type { Discipline, Section } from './types';

/** The heading each generated section starts with (docs/product.md §3). */
export const SECTION_HEADINGS: Readonly<Record<Section, string>> = Object.freeze({
  subjective: 'SUBJECTIVE:',
  objective: 'OBJECTIVE:',
  assessment: 'ASSESSMENT:',
  plan: 'PLAN:',
});

/** Section names as written in prose and in the offline rewrite ("Subjective: ..."). */
export const SECTION_NAMES: Readonly<Record<Section, string>> = Object.freeze({
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
});

/** The letters of the collapsible form sections. */
export const SECTION_LETTERS: Readonly<Record<Section, string>> = Object.freeze({
  subjective: 'S',
  objective: 'O',
  assessment: 'A',
  plan: 'P',
});

/** Lines of PT, OT and the offline rewrite when a section has nothing filled in (docs/product.md §3). */
const REPORTED: Readonly<Record<Section, string>> = Object.freeze({
  subjective: 'No subjective information reported',
  objective: 'No objective measurements recorded',
  assessment: 'No assessment provided',
  plan: 'No plan established',
});

/**
 * The line a section reads when none of its output fields is filled in, per form, without the
 * full stop that generated text adds. SN has its own wording; PT's is also the offline rewrite's;
 * OT uses PT's (docs/decisions/0021-empty-section-wording.md).
 */
export const EMPTY_SECTION_LINES: Readonly<Record<Discipline, Readonly<Record<Section, string>>>> = Object.freeze({
  pt: REPORTED,
  ot: REPORTED,
  sn: Object.freeze({
    subjective: 'No subjective information provided',
    objective: 'No objective data recorded',
    assessment: 'No assessment provided',
    plan: 'No plan established',
  }),
});

/** The offline rewrite's lines for a section that holds only its heading. */
export const OFFLINE_EMPTY_SECTION_LINES: Readonly<Record<Section, string>> = REPORTED;
