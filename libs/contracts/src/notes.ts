import { EVALUATION_PAGES, type EvaluationPath } from './pages';
import type { MailAttachment } from './queues';
import type { DraftAnswers, Note } from './responses.schemas';
import type { NoteKind } from './note-kinds';

// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { Note, EmailNoteResponse, DraftAnswers } from './responses.schemas';

export { NOTE_KINDS, type NoteKind } from './note-kinds';

/** Equipment names as they appear in letter titles (docs/product.md §7). */
const LETTER_TITLE_KINDS: ReadonlyArray<[string, NoteKind]> = [
  ['Manual Wheelchair', 'wheelchair'],
  ['Hospital Bed', 'hospital-bed'],
  ['Bedside Commode', 'commode'],
  ['Walker/Rollator', 'walker'],
];

/**
 * The kind a title names, for clients that send docs/product.md §7's payloads without `kind`:
 * "Letter of Medical Necessity - <equipment> - …", then the spec's draft rule (PT or SOAP, OT, SN).
 */
export function noteKindFromTitle(title: string): NoteKind | null {
  const letter = /^Letter of Medical Necessity - (.+?) - /.exec(title);
  if (letter) return LETTER_TITLE_KINDS.find(([name]) => name === letter[1])?.[1] ?? null;
  if (/PT|SOAP/.test(title)) return 'pt';
  if (/OT/.test(title)) return 'ot';
  if (/SN/.test(title)) return 'sn';
  return null;
}

/** docs/product.md §4: the editor a draft opens in, decided by its title (the first evaluation page whose `draftTitle` matches). */
export function draftEditorPath(title: string): EvaluationPath | null {
  return (EVALUATION_PAGES.find((page) => page.draftTitle.test(title))?.path as EvaluationPath | undefined) ?? null;
}

export const NOTE_LIMITS = {
  titleLength: 200,
  /** Per text field; the 1 MiB request cap bounds a whole note anyway. */
  textLength: 200_000,
  /** Largest page of GET /notes?limit=. */
  listLimit: 500,
  /** The page GET /notes answers without ?limit= (issue 19: it answered every note). */
  listDefault: 50,
} as const;

/**
 * GET /notes answers an array (docs/product.md §7); when older notes follow, this response header carries
 * the cursor to pass as ?cursor= for the next page (issue 19).
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** svc-notes' GET /internal/note-mail/{noteId}: what svc-mailer puts in a note or letter mail. */
export interface NoteMailDocument {
  title: string;
  body: string;
  /** A letter's PDF; absent for a SOAP note, and for a letter too long to print (LETTER_PDF_LIMITS). */
  attachment?: MailAttachment;
}

/** At most this many sections, each of at most this many fields, in a note's `answers` (POST /notes). */
export const NOTE_ANSWERS_LIMITS = { sections: 8, fieldsPerSection: 60 } as const;

/** Answers of a draft, or null when its content is not the JSON of answers. */
export function draftAnswers(note: Pick<Note, 'content'>): DraftAnswers | null {
  try {
    const parsed: unknown = JSON.parse(note.content);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DraftAnswers) : null;
  } catch {
    return null;
  }
}

/**
 * The text a note shows as its preview: a completed note's content, else its sections joined;
 * a draft's typed answers. Empty when the note holds nothing (docs/product.md §2 lists only notes with content).
 */
export function noteText(note: Pick<Note, 'content' | 'isDraft' | 'subjective' | 'objective' | 'assessment' | 'plan'>): string {
  if (note.isDraft) {
    const answers = draftAnswers(note) ?? {};
    return Object.values(answers)
      .flatMap((section) => (section && typeof section === 'object' ? Object.values(section) : []))
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .join(' ')
      .trim();
  }
  if (note.content.trim()) return note.content.trim();
  return [note.subjective, note.objective, note.assessment, note.plan]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** docs/product.md §9: previews show the first 150 characters. */
export const NOTE_PREVIEW_LENGTH = 150;

export function notePreview(note: Parameters<typeof noteText>[0]): string {
  return Array.from(noteText(note)).slice(0, NOTE_PREVIEW_LENGTH).join('');
}
