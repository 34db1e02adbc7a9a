import httpProxy from '@fastify/http-proxy';
import { Logger } from '@nestjs/common';
import { counter, DRAINING_HEADER, withTraceHeaders, withTraceId } from '@clinote/nest-common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { GatewayAuth } from '../auth/gateway-auth.service';
import { AppDocuments } from '../document/app-documents.service';
import { serveDocuments } from '../document/serve-document';
import { apiBodyRules } from '../edge/body-rules';
import { registerCompression } from '../edge/compression';
import { cspSources, registerSecurityHeaders } from '../edge/security-headers';
import { remotesMap } from '../remotes/remotes.controller';
import { requireSignIn } from './require-sign-in';
import { UpstreamInstances } from './upstream-instances';
import { API_ROUTES, REMOTE_ROUTES, SHELL_ROUTE, type Route } from '../routes';

const logger = new Logger('Proxy');

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

const upstreamErrors = counter(
  'gateway_upstream_errors_total',
  'Requests the gateway answered itself because an upstream failed: 503 not reachable, 504 no answer in time, 502 unusable answer.',
  ['upstream', 'status'],
);

/** What the browser gets when an upstream is down or slow: a JSON status with a message, within seconds. */
export function upstreamFailure(
  upstream: string,
  error: Error & { code?: string; statusCode?: number },
): { statusCode: number; message: string } {
  // @fastify/reply-from wraps the network error (e.g. ECONNREFUSED) as `cause` of its own.
  const codes = [error.code, (error.cause as { code?: string } | undefined)?.code];
  if (codes.some((c) => c && DOWN_CODES.has(c)) || error.statusCode === 503) {
    return { statusCode: 503, message: `${upstream} is not reachable right now. Please try again in a moment.` };
  }
  if (codes.some((c) => c && TIMEOUT_CODES.has(c)) || error.statusCode === 504) {
    return { statusCode: 504, message: `${upstream} did not answer in time. Please try again in a moment.` };
  }
  return { statusCode: 502, message: `${upstream} sent an answer the gateway could not use.` };
}

function connectionOptions(route: Route, config: GatewayConfig) {
  return {
    connections: 64,
    pipelining: 1,
    connectTimeout: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    headersTimeout: route.timeout(config),
    bodyTimeout: route.timeout(config),
  };
}

/**
 * One upstream's way out: its URL and connection settings when it has one instance (as always), or
 * the balancer over its instances (upstream-instances.ts), shared by every route to that upstream.
 * @fastify/http-proxy still needs one URL: the first instance's, for the path; the balancer picks the origin.
 */
function proxyOptions(
  route: Route,
  config: GatewayConfig,
  balancer: UpstreamInstances | undefined,
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  return {
    upstream: route.urls(config)[0],
    prefix: route.prefix,
    rewritePrefix: route.rewritePrefix,
    preHandler,
    undici: balancer ?? connectionOptions(route, config),
    // Never retry here: a POST that timed out may have been applied already. Between the instances of
    // one upstream, UpstreamInstances resends only what certainly did not reach the first one.
    retryMethods: [],
    replyOptions: {
      // The upstream continues this request's trace (a browser's own traceparent is replaced).
      rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) =>
        withTraceHeaders(request.raw, {
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host,
        }),
      // The instance's word to the balancer (upstream-instances.ts) is not for the browser.
      rewriteHeaders: (headers: Record<string, unknown>) => {
        const { [DRAINING_HEADER]: _told, ...rest } = headers;
        return rest;
      },
      onError: (reply: FastifyReply, { error }: { error: Error }) => {
        const failure = upstreamFailure(route.upstream, error);
        upstreamErrors.inc({ upstream: route.upstream, status: String(failure.statusCode) });
        // Through Nest's logger: fastify's own is off, so reply.log would drop it.
        logger.warn(`${route.upstream} ${failure.statusCode} (${(error as { code?: string }).code ?? error.message}): ${failure.message}`);
        void reply
          .status(failure.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(withTraceId({ statusCode: failure.statusCode, error: 'UPSTREAM_UNAVAILABLE', message: failure.message }));
      },
    },
  };
}

/**
 * Mounts every route of routes.ts as a streaming proxy over keep-alive connections; signed-in routes
 * check the caller, and the shell route answers pages itself (document/). Before them: the edge's
 * body rules, the security headers, and compression of what is not compressed yet (API JSON and
 * pages; the static servers send precompressed assets, which pass through untouched).
 */
export async function registerProxies(app: NestFastifyApplication, config: GatewayConfig): Promise<void> {
  const instance = app.getHttpAdapter().getInstance();
  instance.addHook('onRequest', apiBodyRules);
  registerSecurityHeaders(instance, config.CORS_ORIGINS);
  await registerCompression(app);
  const signInCheck = requireSignIn(app.get(GatewayAuth));
  const pages = serveDocuments(app.get(AppDocuments), cspSources(remotesMap(config)));
  const balancers = new Map<string, UpstreamInstances>();
  instance.addHook('onClose', async () => {
    await Promise.all([...balancers.values()].map((balancer) => balancer.close()));
  });
  for (const route of [...API_ROUTES, ...REMOTE_ROUTES, SHELL_ROUTE]) {
    const preHandler = route === SHELL_ROUTE ? pages : route.access === 'signed-in' ? signInCheck : undefined;
    const urls = route.urls(config);
    let balancer: UpstreamInstances | undefined;
    if (urls.length > 1) {
      const key = `${route.upstream} ${route.timeout(config)}`;
      const said = (message: string, down: boolean) => (down ? logger.warn(message) : logger.log(message));
      balancer = balancers.get(key) ?? new UpstreamInstances(route.upstream, urls, connectionOptions(route, config), said);
      balancers.set(key, balancer);
    }
    await app.register(httpProxy as never, proxyOptions(route, config, balancer, preHandler) as never);
  }
}
