/** SPEC.md §7: the sections /api/enhance-note rewrites one at a time. */
export const ENHANCE_SECTIONS = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type EnhanceSection = (typeof ENHANCE_SECTIONS)[number];

/** 60 KB of text per call: far more than any section or letter, small enough to bound a provider call. */
export const MAX_ENHANCE_CHARACTERS = 60_000;

/** Both enhancement calls answer this (SPEC.md §3 "Enhancement responses"). */
export interface EnhanceResponse {
  enhancedText: string;
}

/** The 422 svc-ai answers when unconfirmed text still holds likely patient identifiers (issue 13). */
export interface PhiRefusal {
  statusCode: 422;
  error: 'PHI_DETECTED';
  message: string;
  findings: Array<{ type: string; start: number; end: number }>;
}
