export { PHI_TYPES, describeFinding } from './types';
export type { PhiConfidence, PhiFinding, PhiType } from './types';
export { detectPhi, hasHighConfidencePhi } from './detect';
export { redactPhi, placeholderFor } from './redact';
