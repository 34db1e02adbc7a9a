import { z } from 'zod';
import { freeText, lineText } from './text.schemas';
import { NEXT_CURSOR_HEADER, NOTE_KINDS, NOTE_LIMITS, noteKindFromTitle } from './notes';

const title = lineText('title')
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'title is required').max(NOTE_LIMITS.titleLength, `title must be at most ${NOTE_LIMITS.titleLength} characters`));
const text = (field: string) =>
  freeText(field).max(NOTE_LIMITS.textLength, `${field} must be at most ${NOTE_LIMITS.textLength} characters`);

/** A draft's content: the JSON of the form's answers, one object per section (docs/product.md §3). */
const draftContent = text('content').refine(
  (value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    } catch {
      return false;
    }
  },
  { message: 'content of a draft must be the JSON of the form answers' },
);

const sections = {
  subjective: text('subjective').optional(),
  objective: text('objective').optional(),
  assessment: text('assessment').optional(),
  plan: text('plan').optional(),
};

/**
 * POST /notes: docs/product.md §7's three payloads — generated (title, content, four sections), SN/OT
 * (title, four sections), draft (title, content, isDraft true). `kind` is optional; without it
 * the title decides.
 */
export const createNoteRequestSchema = z
  .object({
    title,
    kind: z.enum(NOTE_KINDS, { error: `kind must be one of ${NOTE_KINDS.join(', ')}` }).optional(),
    content: text('content').optional(),
    isDraft: z.boolean({ error: 'isDraft must be true or false' }).optional(),
    ...sections,
  })
  .superRefine((note, ctx) => {
    if (note.isDraft && !draftContent.safeParse(note.content ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'content of a draft must be the JSON of the form answers' });
    }
    if (!note.kind && !noteKindFromTitle(note.title)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `kind is required when the title does not name one (${NOTE_KINDS.join(', ')})`,
      });
    }
  });

/** PUT /notes/{id}: the owner's draft, saved again (beyond docs/product.md: drafts are updated, not piled up). */
export const updateDraftRequestSchema = z.object({
  title,
  content: draftContent,
  isDraft: z.literal(true, { error: 'only drafts can be updated: isDraft must be true' }).optional(),
});

export const listNotesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTE_LIMITS.listLimit, `limit must be at most ${NOTE_LIMITS.listLimit}`)
    .default(NOTE_LIMITS.listDefault),
  cursor: z
    .string({ error: 'cursor must be text' })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, `cursor must be the value of the ${NEXT_CURSOR_HEADER} header of the previous page`)
    .optional(),
});

export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;
export type UpdateDraftRequest = z.input<typeof updateDraftRequestSchema>;
