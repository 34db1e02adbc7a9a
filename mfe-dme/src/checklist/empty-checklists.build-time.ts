import { coverageChecklist, EQUIPMENT_NAMES, type CoverageChecklist, type Equipment } from '@clinote/clinical-text';

/**
 * Each letter's checklist before anything is typed (every criterion not documented, what each asks
 * for, the written order's elements). The build runs this module and ships only these values
 * (libs/rspack-config build-time-values-loader.js), so a letter page shows its checklist at once
 * while the coverage rules themselves load on first need (coverage-rules.ts). Under jest it runs as is.
 */
export const EMPTY_CHECKLISTS = Object.fromEntries(
  (Object.keys(EQUIPMENT_NAMES) as Equipment[]).map((equipment) => [equipment, coverageChecklist(equipment, {})]),
) as Readonly<Record<Equipment, CoverageChecklist>>;
