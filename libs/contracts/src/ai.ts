// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { CheckedFactKind, CheckedFact, EnhanceFactCheck, EnhanceResponse, PhiRefusal } from './responses.schemas';

/** docs/product.md §7: the sections /api/enhance-note rewrites one at a time. */
export const ENHANCE_SECTIONS = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type EnhanceSection = (typeof ENHANCE_SECTIONS)[number];

/** 60 KB of text per call: far more than any section or letter, small enough to bound a provider call. */
export const MAX_ENHANCE_CHARACTERS = 60_000;
