import { z } from 'zod';
import { freeText, lineText } from './text.schemas';
import { NEXT_CURSOR_HEADER, NOTE_ANSWERS_LIMITS, NOTE_KINDS, NOTE_LIMITS, noteKindFromTitle, type DraftAnswers } from './notes';

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

/** Section ids and field keys of form answers: identifiers like the forms' own (subjective, patientInfo). */
const ANSWER_KEY = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const ANSWERS_SHAPE = 'answers must be the form answers: section → field → text';
const ANSWER_KEY_MESSAGE = 'answers: section ids and field keys must be letters and digits, starting with a letter (at most 64)';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A note's form answers (Note.answers, issue 24): at most NOTE_ANSWERS_LIMITS.sections sections of at
 * most NOTE_ANSWERS_LIMITS.fieldsPerSection fields each, every value free text like the note's own.
 * Walked by hand so each refusal names the section and field it is about.
 */
const answers = z
  .custom<DraftAnswers>()
  .meta({ description: 'The form answers: section id → field key → the text typed (at most 8 sections of 60 fields).' })
  .superRefine((value, ctx) => {
    const refuse = (message: string, path: string[] = []) => ctx.addIssue({ code: 'custom', message, path });
    if (!isObject(value)) return refuse(ANSWERS_SHAPE);
    const sectionEntries = Object.entries(value);
    if (sectionEntries.length > NOTE_ANSWERS_LIMITS.sections)
      return refuse(`answers must hold at most ${NOTE_ANSWERS_LIMITS.sections} sections`);
    for (const [id, fields] of sectionEntries) {
      if (!ANSWER_KEY.test(id)) return refuse(ANSWER_KEY_MESSAGE);
      if (!isObject(fields)) return refuse(ANSWERS_SHAPE, [id]);
      const fieldEntries = Object.entries(fields);
      if (fieldEntries.length > NOTE_ANSWERS_LIMITS.fieldsPerSection)
        return refuse(`answers.${id} must hold at most ${NOTE_ANSWERS_LIMITS.fieldsPerSection} fields`, [id]);
      for (const [key, answer] of fieldEntries) {
        if (!ANSWER_KEY.test(key)) return refuse(ANSWER_KEY_MESSAGE, [id]);
        const checked = text(`answers.${id}.${key}`).safeParse(answer);
        if (!checked.success) return refuse(checked.error.issues[0]!.message, [id, key]);
      }
    }
  });

const sections = {
  subjective: text('subjective').optional(),
  objective: text('objective').optional(),
  assessment: text('assessment').optional(),
  plan: text('plan').optional(),
};

/**
 * POST /notes: docs/product.md §7's three payloads — generated (title, content, four sections), SN/OT
 * (title, four sections), draft (title, content, isDraft true). `kind` is optional; without it
 * the title decides. `answers` (optional, null for none) are the form answers the note was generated
 * from, kept for a letter started from a saved evaluation (issue 24).
 */
export const createNoteRequestSchema = z
  .object({
    title,
    kind: z.enum(NOTE_KINDS, { error: `kind must be one of ${NOTE_KINDS.join(', ')}` }).optional(),
    content: text('content').optional(),
    isDraft: z.boolean({ error: 'isDraft must be true or false' }).optional(),
    /** Beyond docs/product.md (issue 25): an id the client chose for this save; the same save sent again is stored once. */
    clientId: z.uuid({ error: 'clientId must be a UUID' }).optional(),
    ...sections,
    answers: answers.nullable().optional(),
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
