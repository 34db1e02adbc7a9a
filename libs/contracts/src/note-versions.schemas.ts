import { z } from 'zod';
import { NOTE_LIMITS } from './notes';
import { NOTE_EDIT_MESSAGES, type EditNoteRequest } from './note-versions';
import { freeText } from './text.schemas';

/**
 * PATCH /notes/{id} (issue 25): the whole text as the clinician edited it — free text like a note's
 * fields, outer blank lines and spaces trimmed, not empty — and the version it was edited from.
 */
export const editNoteRequestSchema = z.object({
  text: freeText('text')
    .max(NOTE_LIMITS.textLength, `text must be at most ${NOTE_LIMITS.textLength} characters`)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, NOTE_EDIT_MESSAGES.textRequired)),
  version: z
    .number({ error: 'version must be a number: the version of the note the edit was made from' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1'),
}) satisfies z.ZodType<EditNoteRequest, EditNoteRequest>;
