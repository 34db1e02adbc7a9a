// Note kinds: here, so the answers' schemas (responses.schemas.ts) and notes.ts need not import each other.

/** What a note was written with (docs/architecture.md §6): a SOAP discipline or an equipment letter. */
export const NOTE_KINDS = ['pt', 'ot', 'sn', 'wheelchair', 'hospital-bed', 'commode', 'walker'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
