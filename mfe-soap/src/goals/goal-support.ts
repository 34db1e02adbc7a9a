import type { Discipline } from '@clinote/clinical-text';
import type { FieldNotes, FieldTools } from '@clinote/ui';
import { goalFieldNotes } from './goal-notes';
import { goalFieldTools } from './goal-tools';

/** What a form's goals fields get (issue 24): the lines under them and "Build a goal". */
export interface GoalSupport {
  notes: FieldNotes;
  tools: FieldTools;
}

/** The goals support of one discipline; loaded as its own chunk by useGoalSupport. */
export function goalSupport(discipline: Discipline): GoalSupport {
  return { notes: goalFieldNotes(discipline), tools: goalFieldTools(discipline) };
}
