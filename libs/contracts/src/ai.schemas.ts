import { z } from 'zod';
import { freeText } from './text.schemas';
import { ENHANCE_SECTIONS, MAX_ENHANCE_CHARACTERS } from './ai';

const content = freeText('content').max(MAX_ENHANCE_CHARACTERS, `content must be at most ${MAX_ENHANCE_CHARACTERS} characters`);

/**
 * `phiConfirmed`: the clinician saw the PHI guard's findings and chose to keep them (issue 13).
 * Without it, svc-ai refuses text that still holds high-confidence identifiers (422).
 */
const phiConfirmed = z.boolean({ error: 'phiConfirmed must be true or false' }).optional();

/** POST /api/enhance-note. */
export const enhanceNoteRequestSchema = z.object({
  section: z.enum(ENHANCE_SECTIONS, { error: `section must be one of ${ENHANCE_SECTIONS.join(', ')}` }),
  content,
  phiConfirmed,
});

/** POST /api/enhance-dme. */
export const enhanceDmeRequestSchema = z.object({
  content,
  instructions: freeText('instructions').min(1, 'instructions are required').max(4000, 'instructions must be at most 4000 characters'),
  phiConfirmed,
});

export type EnhanceNoteRequest = z.infer<typeof enhanceNoteRequestSchema>;
export type EnhanceDmeRequest = z.infer<typeof enhanceDmeRequestSchema>;
