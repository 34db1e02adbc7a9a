// Editing a saved note and its versions (issue 25, docs/decisions/0153-note-versions.md), and the
// note's FHIR export (docs/decisions/0154-fhir-export.md). The version types are in note-record.ts.

/** PATCH /notes/{id}: the note's whole text as edited, and the version the edit was made from (Note.version). */
export interface EditNoteRequest {
  text: string;
  version: number;
}

/** What PATCH /notes/{id} answers besides the note itself. */
export const NOTE_EDIT_MESSAGES = {
  /** 409: the note has a newer version than the one the edit was made from. */
  stale: 'This note was changed elsewhere: reopen it to see the latest version.',
  /** 400: a draft is saved again with PUT /notes/{id}. */
  draft: 'A draft is saved with PUT /notes/{id}, not edited: generate the note first.',
  textRequired: 'text is required',
} as const;

/** GET /notes/{id}/fhir answers a FHIR R4 document Bundle as this media type. */
export const FHIR_JSON_CONTENT_TYPE = 'application/fhir+json';

/** GET /notes/{id}/fhir: a draft is no document yet (409). */
export const FHIR_DRAFT_MESSAGE = 'A draft cannot be exported. Generate the note first.';
