// The Medicare coverage checklist of the equipment letters (issue 9): pure and data-driven.
export { coverageChecklist } from './checklist';
export { ORDER_ELEMENTS } from './order';
export type {
  CoverageChecklist,
  CoverageCriterion,
  CoverageEvidence,
  CoverageOptions,
  CoverageStatus,
  CoverageWarning,
  HcpcsSuggestion,
  OrderElement,
  WeightRead,
} from './types';
