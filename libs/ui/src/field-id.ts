import type { FormDefinition } from '@clinote/clinical-text';

/** The id of a field's text area: `<form id>-<section id>-<field key>`, e.g. "pt-subjective-pain". The first paint's copy of the form uses the same ids. */
export function fieldId(definition: FormDefinition, sectionId: string, fieldKey: string): string {
  return `${definition.id}-${sectionId}-${fieldKey}`;
}
