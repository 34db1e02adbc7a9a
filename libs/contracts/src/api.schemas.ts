import { z } from 'zod';
import { adminUsersQuerySchema, auditLogQuerySchema, testEmailRequestSchema } from './admin.schemas';
import { AUDIT_LOG_INCOMPLETE_HEADER, TOTAL_COUNT_HEADER } from './admin';
import { enhanceDmeRequestSchema, enhanceNoteRequestSchema } from './ai.schemas';
import { ACCESS_TOKEN } from './auth';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from './auth.schemas';
import { addAddendumRequestSchema, confirmPasswordRequestSchema, profileUpdateSchema, signNoteRequestSchema } from './note-record.schemas';
import { editNoteRequestSchema } from './note-versions.schemas';
import { FHIR_JSON_CONTENT_TYPE } from './note-versions';
import { NEXT_CURSOR_HEADER } from './notes';
import { createNoteRequestSchema, listNotesQuerySchema, updateDraftRequestSchema } from './notes.schemas';
import {
  adminStatsSchema,
  adminUserListSchema,
  auditLogSchema,
  confirmPasswordResponseSchema,
  currentUserSchema,
  emailNoteResponseSchema,
  enhanceResponseSchema,
  fhirDocumentSchema,
  jwksSchema,
  loginResponseSchema,
  mailQueueStateSchema,
  messageResponseSchema,
  noteListSchema,
  noteSchema,
  noteVersionsResponseSchema,
  phiRefusalSchema,
  platformHealthSchema,
  registerResponseSchema,
} from './responses.schemas';

// The public API, route by route (issue 26): what the gateway routes to each service, who may call it,
// what it takes and what it answers. The OpenAPI document (openapi.schemas.ts) is generated from this
// table and the zod schemas it names, and the tests hold the services to it: a route a service has that
// is neither here nor in INTERNAL_ROUTES fails, and so does an answer that does not match
// (libs/nest-common/src/contract-check.ts). docs/decisions/0157-published-api-contract.md.

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** 'public': anyone; 'signed-in': an access token; 'admin': an administrator's (checked by the service). */
export type ApiAccess = 'public' | 'signed-in' | 'admin';
/** Who answers: a service behind the gateway (its path is the public one without `/api`), or the gateway itself. */
export type ApiOwner = 'identity' | 'notes' | 'ai' | 'gateway';

export interface ApiAnswer {
  description: string;
  /** The JSON body; none for an empty answer (204) or a file. */
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: string;
  /** Response headers worth naming, with what they carry. */
  headers?: Record<string, string>;
}

export interface ApiOperation {
  operationId: string;
  method: ApiMethod;
  /** The public path, OpenAPI style: /api/notes/{id}. */
  path: string;
  owner: ApiOwner;
  access: ApiAccess;
  tag: 'Accounts' | 'Signing' | 'Notes' | 'AI' | 'Admin' | 'Platform';
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** By status; any other status is an error answer (ApiError). */
  answers: Record<number, ApiAnswer>;
}

const json = (description: string, schema: z.ZodType, headers?: Record<string, string>): ApiAnswer => ({ description, schema, headers });
const ok = (schema: z.ZodType, description = 'OK') => ({ 200: json(description, schema) });

export const API_OPERATIONS: readonly ApiOperation[] = [
  // Accounts (svc-identity).
  {
    operationId: 'register',
    method: 'post',
    path: '/api/auth/register',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: 'Create an account; a verification e-mail follows. Answers alike for a new and a known address.',
    body: registerRequestSchema,
    answers: { 201: json('Created (or already known)', registerResponseSchema) },
  },
  {
    operationId: 'login',
    method: 'post',
    path: '/api/auth/login',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password: an access token.',
    body: loginRequestSchema,
    answers: ok(loginResponseSchema),
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/api/auth/logout',
    owner: 'identity',
    access: 'signed-in',
    tag: 'Accounts',
    summary: 'End this session.',
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'logoutEverywhere',
    method: 'post',
    path: '/api/auth/logout-everywhere',
    owner: 'identity',
    access: 'signed-in',
    tag: 'Accounts',
    summary: 'End every session of this account.',
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'me',
    method: 'get',
    path: '/api/auth/me',
    owner: 'identity',
    access: 'signed-in',
    tag: 'Accounts',
    summary: 'The signed-in user.',
    answers: ok(currentUserSchema),
  },
  {
    operationId: 'verifyEmail',
    method: 'post',
    path: '/api/auth/verify-email',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: "Confirm the address with the link's token and the password chosen at sign-up.",
    body: verifyEmailRequestSchema,
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'resendVerification',
    method: 'post',
    path: '/api/auth/resend-verification',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: 'Send the verification e-mail again (answers alike for any address).',
    body: emailRequestSchema,
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'forgotPassword',
    method: 'post',
    path: '/api/auth/forgot-password',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: 'Send a password reset link (answers alike for any address).',
    body: emailRequestSchema,
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'resetPassword',
    method: 'post',
    path: '/api/auth/reset-password',
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: "Choose a new password with the link's token; ends every session.",
    body: resetPasswordRequestSchema,
    answers: ok(messageResponseSchema),
  },
  {
    operationId: 'jwks',
    method: 'get',
    path: `/api${ACCESS_TOKEN.jwksPath}`,
    owner: 'identity',
    access: 'public',
    tag: 'Accounts',
    summary: 'The public keys access and signing tokens are verified with (JWKS, RFC 7517).',
    answers: ok(jwksSchema),
  },
  // Signing (svc-identity's side, issue 25).
  {
    operationId: 'updateProfile',
    method: 'put',
    path: '/api/auth/profile',
    owner: 'identity',
    access: 'signed-in',
    tag: 'Signing',
    summary: 'What a signature shows: credentials (required), NPI (optional), first and last name.',
    body: profileUpdateSchema,
    answers: ok(currentUserSchema, 'The signed-in user, updated'),
  },
  {
    operationId: 'confirmPassword',
    method: 'post',
    path: '/api/auth/confirm-password',
    owner: 'identity',
    access: 'signed-in',
    tag: 'Signing',
    summary: 'The password typed again: a signing token for one signature within 5 minutes.',
    body: confirmPasswordRequestSchema,
    answers: ok(confirmPasswordResponseSchema),
  },
  // Notes (svc-notes).
  {
    operationId: 'listNotes',
    method: 'get',
    path: '/api/notes',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: "One page of the caller's notes, newest first.",
    query: listNotesQuerySchema,
    answers: { 200: json('OK', noteListSchema, { [NEXT_CURSOR_HEADER]: 'The cursor of the next page, when older notes follow.' }) },
  },
  {
    operationId: 'createNote',
    method: 'post',
    path: '/api/notes',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'Save a generated note, a letter or a draft (a clientId sent again is stored once).',
    body: createNoteRequestSchema,
    answers: { 201: json('Created, or the note already stored with this clientId', noteSchema) },
  },
  {
    operationId: 'getNote',
    method: 'get',
    path: '/api/notes/{id}',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: "One of the caller's notes, with its answers and addenda.",
    answers: ok(noteSchema),
  },
  {
    operationId: 'updateDraft',
    method: 'put',
    path: '/api/notes/{id}',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'Save a draft again in place (drafts only; a signed note is locked: 409).',
    body: updateDraftRequestSchema,
    answers: ok(noteSchema),
  },
  {
    operationId: 'editNote',
    method: 'patch',
    path: '/api/notes/{id}',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'Save an edit of a saved note as its next version (409 when the version is not the latest, or the note is signed).',
    body: editNoteRequestSchema,
    answers: ok(noteSchema),
  },
  {
    operationId: 'deleteNote',
    method: 'delete',
    path: '/api/notes/{id}',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'Delete an unsigned note.',
    answers: { 204: { description: 'Deleted' } },
  },
  {
    operationId: 'emailNote',
    method: 'post',
    path: '/api/notes/{id}/email',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: "E-mail the note to the caller's own address (a letter with its PDF).",
    answers: { 202: json('Queued', emailNoteResponseSchema) },
  },
  {
    operationId: 'letterPdf',
    method: 'get',
    path: '/api/notes/{id}/pdf',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'A saved letter as a PDF (signed: with its signature block and addenda; else "Unsigned draft").',
    answers: { 200: { description: 'The PDF', contentType: 'application/pdf' } },
  },
  {
    operationId: 'noteVersions',
    method: 'get',
    path: '/api/notes/{id}/versions',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: "The note's versions, newest first.",
    answers: ok(noteVersionsResponseSchema),
  },
  {
    operationId: 'signNote',
    method: 'post',
    path: '/api/notes/{id}/sign',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Signing',
    summary: 'Sign and lock a saved note with a signing token.',
    body: signNoteRequestSchema,
    answers: ok(noteSchema, 'The note, signed'),
  },
  {
    operationId: 'addAddendum',
    method: 'post',
    path: '/api/notes/{id}/addenda',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Signing',
    summary: 'Add a dated, signed addendum under a signed note.',
    body: addAddendumRequestSchema,
    answers: { 201: json('The note with every addendum', noteSchema) },
  },
  {
    operationId: 'noteFhir',
    method: 'get',
    path: '/api/notes/{id}/fhir',
    owner: 'notes',
    access: 'signed-in',
    tag: 'Notes',
    summary: 'The note as a FHIR R4 document Bundle an EHR can import.',
    answers: { 200: { description: 'A FHIR R4 document', schema: fhirDocumentSchema, contentType: FHIR_JSON_CONTENT_TYPE } },
  },
  // AI (svc-ai).
  {
    operationId: 'enhanceNote',
    method: 'post',
    path: '/api/enhance-note',
    owner: 'ai',
    access: 'signed-in',
    tag: 'AI',
    summary: 'Rewrite one SOAP section professionally, with the check of its facts against what was sent.',
    body: enhanceNoteRequestSchema,
    answers: { ...ok(enhanceResponseSchema), 422: json('Possible patient identifiers not confirmed', phiRefusalSchema) },
  },
  {
    operationId: 'enhanceDme',
    method: 'post',
    path: '/api/enhance-dme',
    owner: 'ai',
    access: 'signed-in',
    tag: 'AI',
    summary: 'Rewrite a letter of medical necessity professionally, with the check of its facts.',
    body: enhanceDmeRequestSchema,
    answers: { ...ok(enhanceResponseSchema), 422: json('Possible patient identifiers not confirmed', phiRefusalSchema) },
  },
  // Admin (svc-identity; administrators only, checked by the service).
  {
    operationId: 'adminUsers',
    method: 'get',
    path: '/api/admin/users',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: 'One page of accounts, searched and sorted on the server.',
    query: adminUsersQuerySchema,
    answers: { 200: json('OK', adminUserListSchema, { [TOTAL_COUNT_HEADER]: 'How many accounts match the search.' }) },
  },
  {
    operationId: 'adminStats',
    method: 'get',
    path: '/api/admin/stats',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: 'Totals over every account.',
    answers: ok(adminStatsSchema),
  },
  {
    operationId: 'adminDeleteUser',
    method: 'delete',
    path: '/api/admin/users/{id}',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: 'Delete an account, its sessions and (through the events queue) its notes.',
    answers: { 204: { description: 'Deleted' } },
  },
  {
    operationId: 'adminTestEmail',
    method: 'post',
    path: '/api/admin/test-email',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: 'Queue a test e-mail.',
    body: testEmailRequestSchema,
    answers: { 202: json('Queued', messageResponseSchema) },
  },
  {
    operationId: 'adminAuditLog',
    method: 'get',
    path: '/api/admin/audit-log',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: 'The latest administrator and note actions, newest first.',
    query: auditLogQuerySchema,
    answers: {
      200: json('OK', auditLogSchema, {
        [AUDIT_LOG_INCOMPLETE_HEADER]: 'Names a source that could not be read (svc-notes): its entries are missing.',
      }),
    },
  },
  {
    operationId: 'adminMailQueue',
    method: 'get',
    path: '/api/admin/mail-queue',
    owner: 'identity',
    access: 'admin',
    tag: 'Admin',
    summary: "The mail queue's state.",
    answers: ok(mailQueueStateSchema),
  },
  // The gateway's own.
  {
    operationId: 'platformHealth',
    method: 'get',
    path: '/api/health',
    owner: 'gateway',
    access: 'public',
    tag: 'Platform',
    summary: "Every service's health: the overall status for anyone, the details for an administrator.",
    answers: { 200: json('Every service is ok', platformHealthSchema), 503: json('A service is not ok', platformHealthSchema) },
  },
  {
    operationId: 'apiDocs',
    method: 'get',
    path: '/api/docs',
    owner: 'gateway',
    access: 'public',
    tag: 'Platform',
    summary: 'This document, as a page to read.',
    answers: { 200: { description: 'HTML', contentType: 'text/html' } },
  },
  {
    operationId: 'openApiDocument',
    method: 'get',
    path: '/api/docs/openapi.json',
    owner: 'gateway',
    access: 'public',
    tag: 'Platform',
    summary: 'This document (OpenAPI 3.1).',
    answers: { 200: { description: 'The OpenAPI document', contentType: 'application/json' } },
  },
];

/**
 * Routes a service has that are not the public API: not routed by the gateway (health and queue
 * probes, service-to-service calls with a service token). Each service's routes are held to
 * API_OPERATIONS plus these (contract-check.ts); a route added to neither fails.
 */
export const INTERNAL_ROUTES: Readonly<Record<Exclude<ApiOwner, 'gateway'> | 'mailer', readonly string[]>> = {
  identity: ['GET /health', 'GET /health/live', 'GET /metrics'],
  notes: [
    'GET /health',
    'GET /health/live',
    'GET /metrics',
    'GET /internal/note-mail/{noteId}',
    'GET /internal/stats/user-counts',
    'GET /internal/audit/note-actions',
  ],
  ai: ['GET /health', 'GET /health/live', 'GET /metrics'],
  mailer: ['GET /health', 'GET /health/live', 'GET /metrics', 'GET /queue'],
};

/** The path the owner itself answers: a service's is the public one without /api (the gateway strips it, gateway/src/routes.ts). */
export const servicePath = (operation: Pick<ApiOperation, 'path' | 'owner'>): string =>
  operation.owner === 'gateway' ? operation.path : operation.path.replace(/^\/api/, '');

/** `/notes/{id}/email` → a pattern matching `/notes/3f2c…/email` (one segment per parameter). */
export function pathPattern(path: string): RegExp {
  const escaped = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

/** The operation a service answers for `method` and its own `path` (no query), or undefined. */
export function operationForServiceRequest(owner: ApiOwner, method: string, path: string): ApiOperation | undefined {
  const lower = method.toLowerCase();
  return API_OPERATIONS.find(
    (operation) => operation.owner === owner && operation.method === lower && pathPattern(servicePath(operation)).test(path),
  );
}
