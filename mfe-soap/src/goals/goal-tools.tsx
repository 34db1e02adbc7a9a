import { FORMS, GOAL_FIELDS, type Discipline } from '@clinote/clinical-text';
import type { FieldTools } from '@clinote/ui';
import { GoalBuilder } from './GoalBuilder';

/** The question a goals field is labelled with ("Long-term goals"), by answer name. */
function fieldQuestion(discipline: Discipline, name: string): string {
  const [sectionId, key] = name.split('.');
  const field = FORMS[discipline].sections.find((section) => section.id === sectionId)?.fields.find((f) => f.key === key);
  return field?.question ?? 'Goals';
}

/** "Build a goal" under each of a form's goals fields (GOAL_FIELDS). */
export function goalFieldTools(discipline: Discipline): FieldTools {
  const fields = new Set<string>(GOAL_FIELDS[discipline]);
  return {
    has: (name) => fields.has(name),
    render: (name, append) => <GoalBuilder fieldLabel={fieldQuestion(discipline, name)} onAdd={append} />,
  };
}
