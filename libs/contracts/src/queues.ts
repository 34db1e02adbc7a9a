/** BullMQ queue names: producers and consumers import them from here so they can never disagree. */
export const QUEUES = {
  /** E-mails to send; consumed by svc-mailer. */
  mail: 'mail',
  /** Domain events between services (e.g. user.deleted → svc-notes removes that user's notes). */
  events: 'events',
  /**
   * Requests for account mail (verification, reset), consumed by svc-identity itself: the HTTP answer
   * does the same work whether or not the address has an account, and the worker decides (issue 7).
   */
  accountMail: 'account-mail',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Every kind of e-mail the product sends. One template per kind lives in svc-mailer. */
/**
 * Mails to addresses nobody has proven yet carry no text a stranger typed (issue 7: a name field
 * made the verification mail a phishing relay), so only a verified account's reset mail greets by name.
 */
export type MailJob =
  | { kind: 'verify-email'; to: string; token: string }
  | { kind: 'reset-password'; to: string; firstName?: string | null; token: string }
  | { kind: 'login-alert'; to: string; firstName?: string | null; failures: number }
  | NoteMailJob
  | InlineNoteMailJob
  | { kind: 'test'; to: string };

export type MailKind = MailJob['kind'];

/**
 * A SOAP note or letter mailed to its author. Only ids go into Redis (issue 19: a letter's PDF in
 * every job, kept after sending, let one user fill Redis): svc-mailer fetches the text and the PDF
 * from svc-notes' GET /internal/note-mail/{noteId}, presenting `grant` (a secret svc-notes issued for
 * this note, valid for NOTE_MAIL_GRANT_TTL_SECONDS).
 */
export interface NoteMailJob {
  kind: 'note' | 'letter';
  to: string;
  noteId: string;
  grant: string;
}

/** The note mail as it was queued before issue 19 (text and PDF in the job); sent as it is while such jobs remain. */
export interface InlineNoteMailJob {
  kind: 'note' | 'letter';
  to: string;
  title: string;
  body: string;
  attachment?: MailAttachment;
}

export const isNoteMailJob = (job: MailJob): job is NoteMailJob => (job.kind === 'note' || job.kind === 'letter') && 'noteId' in job;

/** A week: longer than a job's retries (~17 minutes) and than any mailer outage we expect to ride out. */
export const NOTE_MAIL_GRANT_TTL_SECONDS = 7 * 24 * 3600;

/** A file sent with a mail (the letter's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export type DomainEvent = { type: 'user.deleted'; userId: string };

/** What the account-mail queue carries: which mail an address asked for; the worker decides whether one goes out. */
export interface AccountMailRequest {
  purpose: 'verify-email' | 'reset-password';
  email: string;
}
