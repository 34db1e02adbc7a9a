import { GOAL_FIELDS, goalGaps, type Discipline } from '@clinote/clinical-text';
import type { FieldNote, FieldNotes } from '@clinote/ui';
import { GOAL_BUILDER_TEXTS } from './goal-texts';

/** How many unmeasurable goals a field lists by name; the rest are counted. */
export const LISTED_GOALS = 5;
/** A quoted goal is cut to this many characters. */
const QUOTE_LENGTH = 60;

const quoted = (text: string) => (text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text);

/**
 * The lines under a form's goals fields (GOAL_FIELDS): each typed goal that lacks a measurable part
 * (goalGaps: time frame, assistance level, measure), quoted, with what to add. Nothing for a
 * measurable goal or an empty field.
 */
export function goalFieldNotes(discipline: Discipline): FieldNotes {
  const fields = new Set<string>(GOAL_FIELDS[discipline]);
  return {
    reads: (name) => (fields.has(name) ? [] : null),
    notes: (_name, value) => {
      const lacking = goalGaps(value).filter((goal) => goal.gaps.length > 0);
      const notes: FieldNote[] = lacking.slice(0, LISTED_GOALS).map((goal) => ({
        id: `goal-${goal.start}`,
        text: `${GOAL_BUILDER_TEXTS.notMeasurable(quoted(goal.text))} ${goal.hint}`,
      }));
      if (lacking.length > LISTED_GOALS) notes.push({ id: 'goal-more', text: GOAL_BUILDER_TEXTS.more(lacking.length - LISTED_GOALS) });
      return notes;
    },
  };
}
