import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesMap } from '@clinote/contracts';
import { withTraceId } from '@clinote/nest-common';

/** Where the page may load code and styles from besides itself: the configured remotes' origins. */
export interface CspSources {
  remoteOrigins: string[];
}

export function cspSources(remotes: RemotesMap): CspSources {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//i.test(url))
    .map((url) => new URL(url).origin);
  return { remoteOrigins: [...new Set(origins)] };
}

/**
 * The pages' policy (OWASP ASVS 5.0 §3.4): only this origin and the remotes' may provide scripts,
 * styles and connections; inline scripts and styles need the page's nonce (antd's CSS-in-JS gets it
 * through ConfigProvider `csp`), never 'unsafe-inline'; no plugins, no <base>, no framing.
 */
export function contentSecurityPolicy({ remoteOrigins }: CspSources, nonce: string): string {
  const remotes = remoteOrigins.join(' ');
  const own = (directive: string, extra = '') => `${directive} 'self'${extra}${remotes ? ` ${remotes}` : ''}`;
  return [
    "default-src 'self'",
    own('script-src', ` 'nonce-${nonce}'`),
    own('style-src', ` 'nonce-${nonce}'`),
    own('connect-src'),
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Anything that is not a page (assets, API answers) may be rendered by no one as a document. Its
 * frame-ancestors is the framing rule on every answer (ASVS 5.0 §3.4.6).
 */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * On every answer (ASVS 5.0 §3.4; issue 11 asks for each on pages, assets and API answers alike).
 */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  // The app uses none of these; the clipboard stays allowed for this origin (its default). Only
  // features Chrome knows: it logs every unknown one on every page (interest-cohort, bluetooth).
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
} as const;

/**
 * Only where a document is rendered: the window group (ASVS 5.0 §3.4.8) and framing for browsers
 * that predate CSP frame-ancestors (which every answer carries). On a script or JSON they do nothing
 * and cost ~60 bytes on each of a page's dozen-odd responses (issue 11).
 */
const DOCUMENT_ONLY = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

const isDocument = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Hardened answers, whatever produced them (the gateway, a service, a static server): the headers
 * above, HSTS when the browser came over HTTPS, no server banners, and CORS on the API only for the
 * configured origins — never "*", and on nothing else. Preflights for the API are answered here.
 */
export function registerSecurityHeaders(instance: FastifyInstance, corsOrigins: readonly string[]): void {
  const allowed = new Set(corsOrigins);
  const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

  instance.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !isApi(request)) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      await reply
        .status(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send(withTraceId({ statusCode: 403, error: 'FORBIDDEN', message: 'Cross-origin requests from this origin are not allowed.' }));
      return;
    }
    await reply
      .status(204)
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .header('vary', 'Origin')
      .send();
  });

  instance.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    for (const [name, value] of Object.entries(EVERY_ANSWER)) reply.header(name, value);
    if (isDocument(reply)) for (const [name, value] of Object.entries(DOCUMENT_ONLY)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOT_A_PAGE_POLICY);
    reply.removeHeader('server');
    reply.removeHeader('x-powered-by');
    if (isApi(request)) {
      reply.removeHeader('access-control-allow-origin');
      const origin = request.headers.origin;
      if (origin && allowed.has(origin)) {
        reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
        const vary = String(reply.getHeader('vary') ?? '');
        if (!/\borigin\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
      }
    } else {
      // The static servers allow any origin, for a remote opened on its own port; through the
      // gateway its pages load their code from their own origin, which needs no CORS.
      reply.removeHeader('access-control-allow-origin');
    }
    return payload;
  });
}
