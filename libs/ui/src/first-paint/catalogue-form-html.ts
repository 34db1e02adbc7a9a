import type { FieldDefinition, FormDefinition } from '@clinote/clinical-text';
import { escapeHtml, FIRST_PAINT_CHIP_ATTR, FIRST_PAINT_FORM_ATTR } from '@clinote/contracts';
import { fieldId } from '../field-id';
import { FIRST_PAINT_BUTTON_CSS, FIRST_PAINT_FONT as FONT } from './controls-html';

// A catalogue form as markup, for a page's first paint (docs/decisions/0145-first-paint-forms.md): the
// same sections, labels, hints, placeholders, chips and element ids CatalogueForm renders, so the
// clinician can type before any JavaScript has run and CatalogueForm takes the text over when it
// mounts (first-paint/adoption.ts). Evaluated at build time by the remotes' first-paint.ts: no React,
// no antd, no DOM. The CSS repeats the measures of antd's theme tokens as @clinote/ui sets them
// (SectionPanel, SmartTextArea, Button), so React's form replaces it in place; e2e/tests/first-paint.e2e.ts
// fails when they drift apart.

/** The CSS of every first-paint catalogue form (classes below). */
export const CATALOGUE_FORM_FIRST_PAINT_CSS = [
  `.clinote-fp-form{display:flex;flex-direction:column;gap:16px;min-width:0}`,
  `.clinote-fp-sections{display:flex;flex-direction:column;gap:12px}`,
  // SectionPanel: colorBgContainer, colorBorder, borderRadiusLG; its header button 48 px tall.
  `.clinote-fp-section{background:#fff;border:1px solid #d9d9d9;border-radius:10px}`,
  `.clinote-fp-section h2,.clinote-fp-section h3,.clinote-fp-section h4{margin:0;font-size:16px;font-weight:600;line-height:1.5}`,
  `.clinote-fp-toggle{display:flex;align-items:center;gap:12px;width:100%;min-height:48px;padding:12px 16px;border:0;border-radius:10px;background:transparent;color:rgba(0,0,0,.88);font:inherit;text-align:start;cursor:pointer}`,
  `.clinote-fp-toggle[aria-expanded="true"]{background:rgba(0,0,0,.02)}`,
  `.clinote-fp-toggle svg{flex:none}`,
  `.clinote-fp-toggle[aria-expanded="true"] svg{transform:rotate(90deg)}`,
  `.clinote-fp-letter-badge{display:inline-flex;align-items:center;justify-content:center;flex:none;width:28px;height:28px;border-radius:50%;background:#1a66d9;color:#fff;font-size:14px}`,
  `.clinote-fp-panel{padding:12px 16px 16px}`,
  `.clinote-fp-fields{display:flex;flex-direction:column;gap:24px}`,
  // SmartTextArea: label (strong), hint (secondary), the text area, the chips.
  `.clinote-fp-field{display:flex;flex-direction:column;gap:8px;min-width:0}`,
  `.clinote-fp-field label{font-weight:600}`,
  `.clinote-fp-hint{color:rgba(0,0,0,.65)}`,
  `.clinote-fp-field textarea{box-sizing:border-box;display:block;width:100%;min-height:54px;margin:0;padding:4px 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.88);font-family:${FONT};font-size:14px;line-height:1.5714285714285714;resize:vertical}`,
  `@supports (field-sizing:content){.clinote-fp-field textarea{field-sizing:content;min-height:calc(2lh + 10px);max-height:calc(12lh + 10px);overflow-y:auto}}`,
  `.clinote-fp-field textarea::placeholder{color:#6b6b6b}`,
  `.clinote-fp-field textarea:focus{border-color:#1a66d9;outline:0;box-shadow:0 0 0 2px rgba(5,145,255,.1)}`,
  `.clinote-fp-chips{display:flex;flex-wrap:wrap;gap:8px}`,
  FIRST_PAINT_BUTTON_CSS,
  `.clinote-fp-chip{min-height:28px;max-width:100%;padding:3px 7px;border-radius:14px;line-height:1.35;white-space:normal;text-align:start}`,
  `.clinote-fp-actions{display:flex;flex-wrap:wrap;gap:8px}`,
  // AiEnhancementSwitch: antd Switch (44 × 22, on) and its label.
  `.clinote-fp-switch-row{display:flex;align-items:center;gap:8px;flex-wrap:wrap;min-height:32px}`,
  `.clinote-fp-switch{position:relative;display:inline-block;box-sizing:border-box;min-width:44px;height:22px;border-radius:100px;background:#1a66d9}`,
  `.clinote-fp-switch::after{content:"";position:absolute;top:2px;inset-inline-end:2px;width:18px;height:18px;border-radius:50%;background:#fff;box-shadow:0 2px 4px rgba(0,35,11,.2)}`,
].join('\n');

const CHEVRON = `<svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12"><path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The AI enhancement switch as it first renders (on), drawn only: the app's switch replaces it. */
export const aiSwitchFirstPaintHtml = (label: string) =>
  `<div class="clinote-fp-switch-row" aria-hidden="true"><span class="clinote-fp-switch"></span><span>${escapeHtml(label)}</span></div>`;

function fieldHtml(definition: FormDefinition, sectionId: string, field: FieldDefinition): string {
  const id = escapeHtml(fieldId(definition, sectionId, field.key));
  const hint = field.hint ? `<span id="${id}-hint" class="clinote-fp-hint">${escapeHtml(field.hint)}</span>` : '';
  const placeholder = field.example ? ` placeholder="${escapeHtml(`e.g. ${field.example}`)}"` : '';
  const described = field.hint ? ` aria-describedby="${id}-hint"` : '';
  const chips = field.chips.length
    ? `<div role="group" aria-label="Quick suggestions" class="clinote-fp-chips">${field.chips
        .map(
          (chip) =>
            `<button type="button" class="clinote-fp-button clinote-fp-chip" ${FIRST_PAINT_CHIP_ATTR}="${id}">${escapeHtml(chip)}</button>`,
        )
        .join('')}</div>`
    : '';
  return (
    `<div class="clinote-fp-field"><label for="${id}">${escapeHtml(field.question)}</label>${hint}` +
    `<textarea id="${id}" name="${escapeHtml(field.key)}" rows="2"${placeholder}${described}></textarea>${chips}</div>`
  );
}

export interface CatalogueFormFirstPaintOptions {
  /** The sections' heading level, as the page passes it to CatalogueForm. */
  headingLevel: 2 | 3 | 4;
  /** The page's markup under the sections (its buttons), as CatalogueForm's `actions` renders them. */
  actionsHtml: string;
}

/**
 * `definition` as CatalogueForm first renders it: every section's header, the first section open with
 * its fields (CatalogueForm's default), the others closed. The <form> carries FIRST_PAINT_FORM_ATTR =
 * the form's id, which CatalogueForm looks for when it mounts; method="post" so that a submit the page's
 * catcher did not stop never puts the answers in a URL.
 */
export function catalogueFormHtml(definition: FormDefinition, { headingLevel, actionsHtml }: CatalogueFormFirstPaintOptions): string {
  const heading = `h${headingLevel}`;
  const sections = definition.sections
    .map((section, index) => {
      const open = index === 0;
      const base = escapeHtml(`${definition.id}-${section.id}`);
      const badge =
        'letter' in section ? `<span aria-hidden="true" class="clinote-fp-letter-badge">${escapeHtml(section.letter)}</span>` : '';
      const fields = open
        ? `<div class="clinote-fp-fields">${section.fields
            .filter((field) => field.input)
            .map((field) => fieldHtml(definition, section.id, field))
            .join('')}</div>`
        : '';
      return (
        `<section data-section="${base}" class="clinote-fp-section"><${heading}>` +
        `<button type="button" id="${base}-header" class="clinote-fp-toggle" aria-expanded="${open}" aria-controls="${base}-panel">${CHEVRON}${badge}<span>${escapeHtml(section.title)}</span></button>` +
        `</${heading}><div id="${base}-panel" role="region" aria-labelledby="${base}-header" class="clinote-fp-panel"${open ? '' : ' hidden'}>${fields}</div></section>`
      );
    })
    .join('');
  const label = definition.kind === 'soap' ? definition.name : definition.pageTitle;
  return (
    `<form ${FIRST_PAINT_FORM_ATTR}="${escapeHtml(definition.id)}" method="post" novalidate aria-label="${escapeHtml(label)}" class="clinote-fp-form">` +
    `<div class="clinote-fp-sections">${sections}</div>${actionsHtml}</form>`
  );
}
