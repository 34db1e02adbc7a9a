// The words of the admin API that its answers' schemas (responses.schemas.ts) also use: here, so
// neither admin.ts nor the schemas import the other.

/** docs/product.md §3 activity statuses, most active first; anything else is treated as the lowest. */
export const ACTIVITY_STATUSES = ['Very Active', 'Active', 'Moderate', 'Inactive'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What svc-notes records of a clinician's note (issue 25): signing, an addendum, a PDF download, an e-mail. */
export const NOTE_AUDIT_ACTIONS = ['note.sign', 'note.addendum', 'note.pdf-download', 'note.email'] as const;
export type NoteAuditAction = (typeof NOTE_AUDIT_ACTIONS)[number];
