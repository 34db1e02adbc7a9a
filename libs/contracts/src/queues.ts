/** BullMQ queue names: producers and consumers import them from here so they can never disagree. */
export const QUEUES = {
  /** E-mails to send; consumed by svc-mailer. */
  mail: 'mail',
  /** Domain events between services (e.g. user.deleted → svc-notes removes that user's notes). */
  events: 'events',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Every kind of e-mail the product sends. One template per kind lives in svc-mailer. */
export type MailJob =
  | { kind: 'verify-email'; to: string; firstName?: string | null; token: string }
  | { kind: 'reset-password'; to: string; firstName?: string | null; token: string }
  | { kind: 'note'; to: string; title: string; body: string }
  | { kind: 'letter'; to: string; title: string; body: string }
  | { kind: 'test'; to: string };

export type MailKind = MailJob['kind'];

export type DomainEvent = { type: 'user.deleted'; userId: string };
