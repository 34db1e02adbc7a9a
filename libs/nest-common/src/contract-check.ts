import type { FastifyInstance } from 'fastify';
import {
  API_OPERATIONS,
  apiErrorSchema,
  INTERNAL_ROUTES,
  operationForServiceRequest,
  pathPattern,
  servicePath,
  type ApiOwner,
} from '@clinote/contracts';

// Holds every service to the published API (issue 26, libs/contracts/src/api.schemas.ts): in the
// integration tests each real answer is checked against its operation's schema (checkAnswers), and
// each service's routes against the table (routeDrift). docs/decisions/0157-published-api-contract.md.

export type ContractOwner = ApiOwner | 'mailer';

/**
 * Whose routes an app has: the service with the most of its published (and, for svc-mailer, internal)
 * routes among them; the gateway when none (its own operations are /api/health and /api/docs).
 */
export function contractOwner(routes: ReadonlyArray<{ method: string; url: string }>): ContractOwner {
  const have = new Set(routes.map(({ method, url }) => asTableRoute(method, url)));
  const candidates = [
    ...(['identity', 'notes', 'ai'] as const).map((owner) => ({
      owner,
      routes: API_OPERATIONS.filter((operation) => operation.owner === owner).map(
        (operation) => `${operation.method.toUpperCase()} ${servicePath(operation)}`,
      ),
    })),
    { owner: 'mailer' as const, routes: INTERNAL_ROUTES.mailer.filter((route) => !route.includes('/health')) },
  ];
  let best: { owner: ContractOwner; count: number } = { owner: 'gateway', count: 0 };
  for (const candidate of candidates) {
    const count = candidate.routes.filter((route) => have.has(route)).length;
    if (count > best.count) best = { owner: candidate.owner, count };
  }
  return best.owner;
}

/** What is wrong with an answer of `owner` to `method path` (no query), or null when it is as published or not a published operation. */
export function answerDrift(
  owner: ContractOwner,
  method: string,
  path: string,
  status: number,
  contentType: string | undefined,
  body: unknown,
): string | null {
  if (owner === 'mailer') return null;
  const operation = operationForServiceRequest(owner, method, path);
  if (!operation) return null;
  const where = `${method.toUpperCase()} ${operation.path} answered ${status}`;
  const answer = operation.answers[status];
  if (status >= 400 && !answer?.schema) {
    const checked = apiErrorSchema.safeParse(body);
    return checked.success ? null : `${where}: not an ApiError: ${issues(checked.error)}`;
  }
  if (!answer) return `${where}, a status the API does not publish (${Object.keys(operation.answers).join(', ')})`;
  const expected = answer.contentType ?? (answer.schema ? 'application/json' : undefined);
  if (expected && !contentType?.startsWith(expected)) return `${where} as ${contentType ?? 'no content type'}, published as ${expected}`;
  if (!answer.schema) return null;
  const checked = answer.schema.safeParse(body);
  return checked.success ? null : `${where}: the body does not match the published schema: ${issues(checked.error)}`;
}

function issues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Tests only (startTestApp): every answer of a published operation is checked as it leaves; one that
 * does not match becomes a 500 naming the drift, so the test that made the request fails on it.
 * `owner` is asked for at the first answer (the app's modules are known by then).
 */
export function checkAnswers(instance: FastifyInstance, owner: () => ContractOwner): void {
  instance.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload; // a stream (a PDF) or nothing: its content type is checked below
    const contentType = String(reply.getHeader('content-type') ?? '');
    let body: unknown = payload;
    if (contentType.includes('json')) {
      try {
        body = payload === '' ? undefined : JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    const path = (request.raw.url ?? request.url).split('?')[0];
    const drift = answerDrift(owner(), request.method, path, reply.statusCode, contentType || undefined, body);
    if (!drift) return payload;
    console.error(`API contract drift: ${drift}`);
    reply.status(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ statusCode: 500, error: 'CONTRACT_DRIFT', message: `API contract drift: ${drift}` });
  });
}

/** "GET /notes/:id" (fastify's) → "GET /notes/{id}" (the table's). */
const asTableRoute = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/**
 * A service's routes against the table: `undocumented` — routes it has that are neither a published
 * operation of it nor one of its INTERNAL_ROUTES; `missing` — published operations it does not have.
 * `routes` are fastify's (method and URL as registered; HEAD and OPTIONS are fastify's own).
 */
export function routeDrift(owner: Exclude<ContractOwner, 'gateway'>, routes: ReadonlyArray<{ method: string; url: string }>) {
  const published = API_OPERATIONS.filter((operation) => operation.owner === owner).map(
    (operation) => `${operation.method.toUpperCase()} ${servicePath(operation)}`,
  );
  const known = new Set([...published, ...INTERNAL_ROUTES[owner]]);
  const have = new Set(
    routes.filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS').map(({ method, url }) => asTableRoute(method, url)),
  );
  const same = (a: string, b: string) => {
    const [methodA, pathA] = a.split(' ');
    const [methodB, pathB] = b.split(' ');
    return (
      methodA === methodB &&
      pathPattern(pathA).test(pathB.replace(/\{[^}]+\}/g, 'x')) &&
      pathPattern(pathB).test(pathA.replace(/\{[^}]+\}/g, 'x'))
    );
  };
  return {
    undocumented: [...have].filter((route) => ![...known].some((entry) => same(entry, route))).sort(),
    missing: published.filter((route) => ![...have].some((entry) => same(entry, route))).sort(),
  };
}
