import { z } from 'zod';
import { ACTIVITY_STATUSES, NOTE_AUDIT_ACTIONS } from './admin-vocabulary';
import { NOTE_KINDS } from './note-kinds';

// What the public API answers (issue 26): one zod schema per answer, the single source of its shape.
// The TypeScript types the code uses are derived from them (z.output), and the OpenAPI document the
// gateway publishes (openapi.schemas.ts) is generated from them; the integration tests check every
// real answer against them (libs/nest-common/src/contract-check.ts). Objects are strict: a field the
// schema does not name is drift, not an extension. The browser modules re-export the types only
// (`export type`), so no screen downloads zod (zod-free.spec.ts).

const isoDate = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date and time' });
const uuid = z.string().meta({ format: 'uuid' });

/** GET /api/auth/me: the signed-in user (docs/product.md §3 "Current user"). */
export const currentUserSchema = z
  .strictObject({
    id: uuid,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Decided by the server (ADMIN_EMAILS), never by the client (docs/architecture.md §5). */
    isAdmin: z.boolean(),
    /** What a signature shows beside the name (issue 25): "PT, DPT", "OTR/L", "RN"; null until given. */
    credentials: z.string().nullable(),
    /** National Provider Identifier (10 digits), optional. */
    npi: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser', description: 'The signed-in user.' });
export type CurrentUser = z.output<typeof currentUserSchema>;

/** POST /auth/login. */
export const loginResponseSchema = z.strictObject({ token: z.string() }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** POST /auth/register: no session until the address is verified, so `token` is always null (docs/decisions/0010-register-returns-no-token.md). */
export const registerResponseSchema = z.strictObject({ message: z.string(), token: z.null() }).meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.output<typeof registerResponseSchema>;

/** GET /api/auth/.well-known/jwks.json: the public keys (RFC 7517) tokens are verified with. */
export const jwksSchema = z
  .strictObject({
    keys: z.array(
      z.strictObject({
        kty: z.string(),
        crv: z.string().optional(),
        x: z.string().optional(),
        y: z.string().optional(),
        kid: z.string(),
        alg: z.string(),
        use: z.literal('sig'),
      }),
    ),
  })
  .meta({ id: 'Jwks' });
export type Jwks = z.output<typeof jwksSchema>;
export type Jwk = Jwks['keys'][number];

/** verify-email, forgot-password, reset-password, resend-verification, logout. */
export const messageResponseSchema = z.strictObject({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.output<typeof messageResponseSchema>;

/** Every error answer of every service: the screens show `message` as it is (docs/product.md §8). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    /** The request's trace (docs/decisions/0161-traces.md): an operator finds its spans and log lines by it. */
    traceId: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
  })
  // Some refusals add what they are about (the PHI refusal's findings): an error may carry more.
  .meta({ id: 'ApiError', description: 'An error: its HTTP status, a code, and a message to show as it is.' });
export type ApiError = z.output<typeof apiErrorSchema>;

/** Who signed, as their profile read when they signed (svc-identity puts it in the signing token). */
export const signerSchema = z
  .strictObject({
    userId: uuid,
    /** "Jane Doe": the account's first and last name. */
    name: z.string(),
    /** "PT, DPT", "OTR/L", "RN": as typed in the profile. */
    credentials: z.string(),
    /** 10-digit National Provider Identifier, when the clinician gave one. */
    npi: z.string().nullable(),
  })
  .meta({ id: 'Signer' });
export type Signer = z.output<typeof signerSchema>;

/** A dated, signed addition under a signed note; the note's own text never changes once signed. */
export const addendumSchema = z
  .strictObject({ id: uuid, text: z.string(), signedAt: isoDate, signedBy: signerSchema })
  .meta({ id: 'Addendum' });
export type Addendum = z.output<typeof addendumSchema>;

/**
 * A draft's answers as its `content` holds them (JSON): section id → field key → the text typed; a
 * completed note's `answers` have the same shape (checked by createNoteRequestSchema on POST).
 */
export const draftAnswersSchema = z.record(z.string(), z.record(z.string(), z.string())).meta({ id: 'FormAnswers' });
export type DraftAnswers = z.output<typeof draftAnswersSchema>;

/** A note as every notes route answers it (docs/product.md §3). */
export const noteSchema = z
  .strictObject({
    id: uuid,
    kind: z.enum(NOTE_KINDS),
    title: z.string(),
    content: z.string(),
    isDraft: z.boolean(),
    subjective: z.string(),
    objective: z.string(),
    assessment: z.string(),
    plan: z.string(),
    /**
     * The form answers a completed note (or letter) was generated from, so a letter can be started
     * from a saved evaluation (issue 24); null when the note has none (notes saved before, and drafts,
     * whose answers are their `content`, unless sent here too). GET /notes (the list) always answers
     * null to stay light; GET /notes/{id} and the POST /notes response carry them.
     */
    answers: draftAnswersSchema.nullable(),
    /** The number of the current text's version (1: as generated; issue 25). */
    version: z.number().int().min(1),
    /** Signed and locked (issue 25): when, and by whom; null while unsigned. */
    signedAt: isoDate.nullable(),
    signedBy: signerSchema.nullable(),
    /** Under a signed note, oldest first; [] otherwise. GET /notes (the list) always answers []. */
    addenda: z.array(addendumSchema),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Note' });
export type Note = z.output<typeof noteSchema>;

export const noteListSchema = z.array(noteSchema).meta({ id: 'NoteList', description: 'One page of notes, newest first.' });

/** POST /notes/{id}/email. */
export const emailNoteResponseSchema = z.strictObject({ message: z.string(), to: z.string() }).meta({ id: 'EmailNoteResponse' });
export type EmailNoteResponse = z.output<typeof emailNoteResponseSchema>;

/** One version of a note's text: 1 is the text as generated, each later one a saved edit. */
export const noteVersionSchema = z
  .strictObject({
    number: z.number().int().min(1),
    text: z.string(),
    /** Who saved it: the owner's e-mail address (only the owner ever edits a note). */
    savedBy: z.string(),
    savedAt: isoDate,
    kind: z.enum(['generated', 'edited']),
  })
  .meta({ id: 'NoteVersion' });
export type NoteVersion = z.output<typeof noteVersionSchema>;

/** GET /notes/{id}/versions: newest first. */
export const noteVersionsResponseSchema = z.array(noteVersionSchema).meta({ id: 'NoteVersions' });
export type NoteVersionsResponse = z.output<typeof noteVersionsResponseSchema>;

/** POST /auth/confirm-password: a signing token for one signature. */
export const confirmPasswordResponseSchema = z
  .strictObject({ signingToken: z.string(), expiresIn: z.number().int() })
  .meta({ id: 'ConfirmPasswordResponse' });
export type ConfirmPasswordResponse = z.output<typeof confirmPasswordResponseSchema>;

/**
 * GET /notes/{id}/fhir: a FHIR R4 document Bundle (docs/decisions/0154-fhir-export.md). Only its
 * frame is named here; FHIR R4 itself defines the rest (the tests validate it with a FHIR validator).
 */
export const fhirDocumentSchema = z
  .looseObject({ resourceType: z.literal('Bundle'), type: z.literal('document'), entry: z.array(z.looseObject({})) })
  .meta({ id: 'FhirDocumentBundle', description: 'A FHIR R4 Bundle of type document (http://hl7.org/fhir/R4/bundle.html).' });

/** One fact the check found missing or unsupported, as written where it was found. */
const checkedFactSchema = z.strictObject({
  kind: z.enum(['measure', 'score', 'laterality', 'negation', 'medication', 'assistance', 'time', 'shorthand']),
  /** As written: in the content sent (a lost fact) or in `enhancedText` (an unsupported one). */
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type CheckedFact = z.output<typeof checkedFactSchema>;
export type CheckedFactKind = CheckedFact['kind'];

/**
 * svc-ai's check of the answer against what was sent (issue 20): `lost` = facts of the clinician's
 * text the AI did not keep, `unsupported` = facts the AI wrote that the text does not hold; `ok`
 * when both are empty.
 */
const enhanceFactCheckSchema = z.strictObject({
  ok: z.boolean(),
  lost: z.array(checkedFactSchema),
  unsupported: z.array(checkedFactSchema),
});
export type EnhanceFactCheck = z.output<typeof enhanceFactCheckSchema>;

/** Both enhancement calls answer this (docs/product.md §3 "Enhancement responses"), with the fact check since issue 20. */
export const enhanceResponseSchema = z
  .strictObject({ enhancedText: z.string(), factCheck: enhanceFactCheckSchema })
  .meta({ id: 'EnhanceResponse' });
export type EnhanceResponse = z.output<typeof enhanceResponseSchema>;

/**
 * The 422 svc-ai answers when unconfirmed text still holds patient identifiers its provider may not
 * receive (issues 13, 21). Offsets are into the content sent; the identifier itself is never echoed.
 */
export const phiRefusalSchema = z
  .strictObject({
    statusCode: z.literal(422),
    error: z.literal('PHI_DETECTED'),
    message: z.string(),
    findings: z.array(
      z.strictObject({ type: z.string(), start: z.number().int(), end: z.number().int(), confidence: z.enum(['high', 'low']) }),
    ),
  })
  .meta({ id: 'PhiRefusal' });
export type PhiRefusal = z.output<typeof phiRefusalSchema>;

/** GET /api/admin/users: one record per account (docs/product.md §3 "Admin user record"). */
export const adminUserRecordSchema = z
  .strictObject({
    id: uuid,
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    total_notes: z.number().int(),
    /** Notes of the last 30 days (rolling, so it does not depend on anyone's time zone). */
    notes_this_month: z.number().int(),
    /** Notes of the last 7 days. */
    notes_this_week: z.number().int(),
    activity_status: z.enum(ACTIVITY_STATUSES),
    last_note_date: isoDate.nullable(),
    email_verified: z.boolean(),
    is_admin: z.boolean(),
    created_at: isoDate,
    days_since_signup: z.number().int(),
  })
  .meta({ id: 'AdminUserRecord' });
export type AdminUserRecord = z.output<typeof adminUserRecordSchema>;

export const adminUserListSchema = z.array(adminUserRecordSchema).meta({ id: 'AdminUserList' });

/** GET /api/admin/stats: sums over the same records as the user list (docs/product.md §3 "Admin stats"). */
export const adminStatsSchema = z
  .strictObject({
    totalUsers: z.number().int(),
    totalNotes: z.number().int(),
    /** Users with at least one note in the last 30 days. */
    activeUsers: z.number().int(),
    notesThisWeek: z.number().int(),
    notesThisMonth: z.number().int(),
    verifiedUsers: z.number().int(),
    avgNotesPerUser: z.number(),
    /** 'healthy' when every source the numbers come from answered. */
    systemHealth: z.enum(['healthy', 'degraded']),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.output<typeof adminStatsSchema>;

/**
 * GET /api/admin/audit-log: who did what, when, to whom — svc-identity's administrator actions and,
 * merged in, svc-notes' note actions (`note.*`, issue 25), newest first.
 */
export const auditLogEntrySchema = z
  .strictObject({
    id: uuid,
    actorId: uuid,
    actorEmail: z.string(),
    action: z.enum(['user.delete', 'test-email.send', 'user.sessions-end', ...NOTE_AUDIT_ACTIONS]),
    /** The account or address acted on; for a note action, the note's title and id: "SOAP Note - 3/4/2026 (<id>)". */
    target: z.string(),
    at: isoDate,
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.output<typeof auditLogEntrySchema>;

export const auditLogSchema = z.array(auditLogEntrySchema).meta({ id: 'AuditLog' });

/** GET /api/admin/mail-queue: the mail queue's real state for the Email tab. */
export const mailQueueStateSchema = z
  .strictObject({
    counts: z.strictObject({
      waiting: z.number().int(),
      active: z.number().int(),
      delayed: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
    lastSentAt: isoDate.nullable(),
    recentFailures: z.array(
      z.strictObject({
        id: z.string(),
        kind: z.string(),
        to: z.string(),
        reason: z.string(),
        failedAt: isoDate.nullable(),
        attempts: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'MailQueueState' });
export type MailQueueState = z.output<typeof mailQueueStateSchema>;

/** One dependency's health. */
const checkResultSchema = z.strictObject({
  status: z.enum(['up', 'down']),
  /** Why a check is down, in words an operator can act on. */
  message: z.string().optional(),
  latencyMs: z.number().optional(),
});
export type CheckResult = z.output<typeof checkResultSchema>;
export type CheckStatus = CheckResult['status'];

/** What every service's GET /health answers (200 when every check is up, else 503). */
export const serviceHealthSchema = z
  .strictObject({
    status: z.enum(['ok', 'error']),
    service: z.string(),
    uptimeSeconds: z.number(),
    checks: z.record(z.string(), checkResultSchema),
  })
  .meta({ id: 'ServiceHealth' });
export type ServiceHealth = z.output<typeof serviceHealthSchema>;

/** How each instance of a service answered, when a service runs as several behind the gateway. */
const instanceHealthSchema = z.strictObject({
  instance: z.string(),
  url: z.string(),
  status: z.enum(['ok', 'error']),
  message: z.string().optional(),
});

/**
 * What the gateway's GET /api/health answers (200 when every service is ok, else 503): the overall
 * status for anyone, and each service's health for an administrator's token (with each instance's
 * when a service runs as several).
 */
export const platformHealthSchema = z
  .strictObject({
    status: z.enum(['ok', 'error']),
    services: z
      .record(
        z.string(),
        z.union([
          serviceHealthSchema.extend({ instances: z.array(instanceHealthSchema).optional() }),
          z.strictObject({
            status: z.literal('error'),
            service: z.string(),
            message: z.string(),
            instances: z.array(instanceHealthSchema).optional(),
          }),
        ]),
      )
      .optional(),
  })
  .meta({ id: 'PlatformHealth' });
export type PlatformHealth = z.output<typeof platformHealthSchema>;
export type InstanceHealth = z.output<typeof instanceHealthSchema>;
