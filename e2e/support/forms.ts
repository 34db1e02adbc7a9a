import type { Page } from 'playwright-core';
import { FORMS, type FormDefinition } from '@clinote/clinical-text';

/** The three screen sizes every screen is looked at in (desktop, tablet, phone). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** A catalogue form's text area by field key (optionally in one section), found by its label: the field's question. */
export function formField(page: Page, form: keyof typeof FORMS, key: string, section?: string) {
  const definition: FormDefinition = FORMS[form];
  const field = definition.sections
    .filter((s) => !section || s.id === section)
    .flatMap((s) => s.fields)
    .find((f) => f.key === key);
  if (!field) throw new Error(`${form} has no field ${key}`);
  return page.getByLabel(field.question, { exact: true });
}

/** The generated note or letter as the result card shows it: its text area's value (issue 25: editable). */
export async function resultText(page: Page): Promise<string> {
  return page
    .getByTestId('result-card')
    .getByRole('textbox', { name: /^(Note|Letter) text$/ })
    .inputValue();
}
