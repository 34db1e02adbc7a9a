import { z } from 'zod';
import { freeText } from './text.schemas';
import { ENHANCE_SECTIONS, MAX_ENHANCE_CHARACTERS } from './ai';
import { NOTE_KINDS } from './notes';

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

/** The equipment letters: the note kinds that are not a SOAP discipline (wheelchair, hospital-bed, commode, walker). */
const LETTER_KINDS = z.enum(NOTE_KINDS).exclude(['pt', 'ot', 'sn']).options;
const equipment = z.enum(LETTER_KINDS, { error: `equipment must be one of ${LETTER_KINDS.join(', ')}` });

/**
 * POST /api/enhance-dme: the letter and which equipment it is for. svc-ai writes the model's
 * instructions for that equipment itself; a body that still carries `instructions` (docs/product.md §7's
 * payload) is refused, naming the field, rather than have them silently dropped (issue 19, docs/decisions/0112-enhance-dme-equipment.md).
 */
export const enhanceDmeRequestSchema = z.object({
  content,
  instructions: z
    .never({ error: 'instructions are not accepted: svc-ai chooses the instructions for the letter from its equipment' })
    .optional(),
  equipment,
  phiConfirmed,
});

export type EnhanceNoteRequest = z.infer<typeof enhanceNoteRequestSchema>;
export type EnhanceDmeRequest = z.infer<typeof enhanceDmeRequestSchema>;
