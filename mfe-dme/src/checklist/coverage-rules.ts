// The coverage rules (LCD phrases, weights, timing; ~35 KB gzip): a chunk of their own, imported by
// useCoverageRules once an answer holds text.
export { coverageChecklist } from '@clinote/clinical-text';
