/**
 * Where each form holds the goals a reviewer reads (issue 24, docs/decisions/0148-measurable-goals.md):
 * the fields the goal builder writes to and the gaps hint reads. The patient's own goals (PT/OT/SN
 * "Patient goals") are the patient's words, not the clinician's measurable goals, so they are not here.
 */
import type { AnswerName } from '../outcome-measures/form-fields';
import type { Discipline } from '../types';

export const GOAL_FIELDS: Readonly<Record<Discipline, readonly AnswerName[]>> = {
  pt: ['assessment.goals', 'plan.shortTermGoals'],
  ot: ['assessment.goals', 'plan.shortTermGoals'],
  sn: ['plan.shortTermGoals'],
};
