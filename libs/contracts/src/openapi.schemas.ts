import { z } from 'zod';
import { API_OPERATIONS, type ApiOperation } from './api.schemas';
import { apiErrorSchema } from './responses.schemas';

// The OpenAPI 3.1 document of the public API (issue 26), generated from API_OPERATIONS and the zod
// schemas it names — never written by hand. OpenAPI 3.1's schema dialect is JSON Schema 2020-12,
// which zod writes itself (z.toJSONSchema). Served by the gateway at /api/docs/openapi.json and read as
// a page at /api/docs. docs/decisions/0157-published-api-contract.md.

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const REF = (id: string) => `#/components/schemas/${id}`;

/** A schema as the document shows it: a reference when it has an id (a component), else written out. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: REF(id) };
  const written = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A check written as code (a refinement, a custom answers walk) has no JSON Schema; its message says what it wants.
    unrepresentable: 'any',
  }) as JsonSchema;
  delete written.$schema;
  return written;
}

/** The components: every schema with an id, as they answer (output). */
function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', unrepresentable: 'any', uri: REF }) as {
    schemas: Record<string, JsonSchema>;
  };
  for (const schema of Object.values(schemas)) delete schema.$schema;
  return schemas;
}

const ACCESS_WORDS = {
  public: 'Anyone.',
  'signed-in': 'A signed-in user (an access token).',
  admin: 'An administrator (the server decides, from ADMIN_EMAILS).',
} as const;

function parameters(operation: ApiOperation): JsonSchema[] {
  const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!operation.query) return inPath;
  const query = jsonSchema(operation.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function responses(operation: ApiOperation): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    const content = answer.schema
      ? { [answer.contentType ?? 'application/json']: { schema: jsonSchema(answer.schema, 'output') } }
      : answer.contentType
        ? { [answer.contentType]: {} }
        : undefined;
    const headers = answer.headers
      ? Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]))
      : undefined;
    answers[status] = { description: answer.description, ...(content ? { content } : {}), ...(headers ? { headers } : {}) };
  }
  answers.default = {
    description: 'An error: 400 bad input (the message names it), 401 not signed in, 403, 404, 409, 413, 429 (Retry-After), 5xx.',
    content: { 'application/json': { schema: { $ref: REF(z.globalRegistry.get(apiErrorSchema)!.id!) } } },
  };
  return answers;
}

/** The document, built once per process (the table does not change while it runs). */
let built: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  if (built) return built;
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of API_OPERATIONS) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: `Who may call it: ${ACCESS_WORDS[operation.access]}${
        operation.owner === 'notes' ? ' Only the caller’s own notes: another user’s note answers 404.' : ''
      }`,
      'x-clinote-access': operation.access,
      'x-clinote-service': operation.owner,
      ...(operation.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      parameters: parameters(operation),
      ...(operation.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } } }
        : {}),
      responses: responses(operation),
    };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Clinote API',
      version: '1',
      description:
        'The public API of Clinote, as the gateway routes it. Generated from the zod schemas in libs/contracts; the integration tests hold every service to it.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Accounts', description: 'Register, verify, sign in and out, reset a password.' },
      { name: 'Signing', description: 'The profile a signature shows, the password typed again, signing and addenda.' },
      { name: 'Notes', description: "The caller's notes and letters: save, read, edit, e-mail, PDF, FHIR." },
      { name: 'AI', description: 'Professional rewriting with a check of the facts.' },
      { name: 'Admin', description: 'Accounts, totals, audit log, mail queue (administrators only).' },
      { name: 'Platform', description: 'Health and this document.' },
    ],
    paths,
    components: {
      schemas: components(),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ES256, from POST /api/auth/login)' } },
    },
  };
  return built;
}
