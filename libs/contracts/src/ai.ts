/** docs/product.md §7: the sections /api/enhance-note rewrites one at a time. */
export const ENHANCE_SECTIONS = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type EnhanceSection = (typeof ENHANCE_SECTIONS)[number];

/** 60 KB of text per call: far more than any section or letter, small enough to bound a provider call. */
export const MAX_ENHANCE_CHARACTERS = 60_000;

/** What kind of fact an AI rewrite dropped or added (the kinds of @clinote/fact-check). */
export type CheckedFactKind = 'measure' | 'score' | 'laterality' | 'negation' | 'medication' | 'assistance' | 'time' | 'shorthand';

/** One fact the check found missing or unsupported, as written where it was found. */
export interface CheckedFact {
  kind: CheckedFactKind;
  /** As written: in the content sent (a lost fact) or in `enhancedText` (an unsupported one). */
  text: string;
  /** `text` is `content.slice(start, end)` for a lost fact, `enhancedText.slice(start, end)` for an unsupported one. */
  start: number;
  end: number;
}

/**
 * svc-ai's check of the answer against what was sent (issue 20): `lost` = facts of the clinician's
 * text the AI did not keep, `unsupported` = facts the AI wrote that the text does not hold; `ok`
 * when both are empty. The section name svc-ai puts in front of a section is not checked.
 */
export interface EnhanceFactCheck {
  ok: boolean;
  lost: CheckedFact[];
  unsupported: CheckedFact[];
}

/**
 * Both enhancement calls answer this (docs/product.md §3 "Enhancement responses": enhancedText), and since
 * issue 20 the fact check of that text. Blank content answers "" with an empty, passing check.
 */
export interface EnhanceResponse {
  enhancedText: string;
  factCheck: EnhanceFactCheck;
}

/**
 * The 422 svc-ai answers when unconfirmed text still holds patient identifiers its provider may not
 * receive (issues 13, 21): every finding before an external provider, the high-confidence ones
 * before a trusted self-hosted one or the offline rewrite. Offsets are into the content sent; the
 * identifier itself is never echoed. `confidence`: 'high' — certainly an identifier (a format or a
 * label confirms it); 'low' — possibly one (a guessed name, an age). An svc-ai before issue 21 sent none.
 */
export interface PhiRefusal {
  statusCode: 422;
  error: 'PHI_DETECTED';
  message: string;
  findings: Array<{ type: string; start: number; end: number; confidence: 'high' | 'low' }>;
}
