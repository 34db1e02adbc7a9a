import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Traces (issue 26; docs/decisions/0161-traces.md). One request is one trace from the gateway to the
 * service, its queries and Redis commands, the queue, and the worker that takes the job: each process
 * opens a server span per request, continues the caller's `traceparent` (W3C Trace Context) except at
 * the public edge, and passes it on in proxied headers and in BullMQ jobs (queues.ts). The trace id is
 * in every log line written while a request or job runs (logger.ts) and in every error body.
 *
 * Configured with the standard OpenTelemetry variables; with no collector set, tracing is off and
 * costs nothing.
 */
// Blank is unset: compose files and ConfigMaps pass `OTEL_EXPORTER_OTLP_ENDPOINT=` to mean "no collector".
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const tracingEnvSchema = z.object({
  /** true: no tracing at all — no spans, no trace ids in logs or error bodies (OpenTelemetry's own switch). */
  OTEL_SDK_DISABLED: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  /** otlp: OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT; console: one span per line on stdout; none. */
  OTEL_TRACES_EXPORTER: z.preprocess(blankToUndefined, z.enum(['otlp', 'console', 'none']).optional()),
  /** The collector's base URL (…/v1/traces is added), e.g. http://otel-collector:4318. Setting it alone turns export on. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  /** The collector's full traces URL, when it is not <endpoint>/v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  /** Share of new traces kept (0–1); a continued trace follows its caller's decision. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1).default(1)),
});
export type TracingConfig = z.infer<typeof tracingEnvSchema>;

const TRACER_NAME = '@clinote/nest-common';
let provider: NodeTracerProvider | undefined;

/** Where spans go by the configuration, or 'none': then this process traces nothing at all. */
function exportKind(config: Partial<TracingConfig>): 'otlp' | 'console' | 'none' {
  if (config.OTEL_SDK_DISABLED === 'true') return 'none';
  const endpoint = config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return config.OTEL_TRACES_EXPORTER ?? (endpoint ? 'otlp' : 'none');
}

/**
 * Whether this process's environment asks for traces (instrument.ts reads it before the config is
 * validated, to patch pg and ioredis only then).
 */
export function tracesWanted(env: NodeJS.ProcessEnv): boolean {
  const parsed = tracingEnvSchema.safeParse(env);
  return parsed.success && exportKind(parsed.data) !== 'none';
}

/**
 * Registers this process's tracer provider (runService calls it once, with the service's name), when
 * spans have somewhere to go. With no collector nothing is registered: no spans, no ids, no context
 * carried through every await — which costs ~15 % of the gateway's throughput on its cheapest route
 * (decision 0161). `processors` replaces the configured exporter: tests pass an in-memory one.
 */
export function startTracing(service: string, config: Partial<TracingConfig> = {}, processors?: SpanProcessor[]): void {
  if (provider) return;
  const kind = exportKind(config);
  if (!processors && kind === 'none') return;
  // The OTLP exporter reads the OTEL_EXPORTER_OTLP_* variables itself (headers, timeout, compression).
  const exporter = kind === 'console' ? new ConsoleSpanExporter() : new OTLPTraceExporter();
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG ?? 1) }),
    spanProcessors: processors ?? [new BatchSpanProcessor(exporter)],
  });
  provider.register();
}

/** Whether this process traces (a collector is configured, or a test registered an exporter). */
export function tracingActive(): boolean {
  return provider !== undefined;
}

/** Sends the spans still buffered and stops (a stopping process calls it last). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  await stopping?.shutdown();
}

const tracer = (): Tracer => trace.getTracer(TRACER_NAME);

/** The trace id of the request or job being handled, if any (for log lines and error bodies). */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * Probes, not work: an orchestrator's or the gateway's health checks (every 250 ms per instance) and
 * Prometheus's scrapes would bury the traces people look for.
 */
const UNTRACED_PATH = /^\/(health|healthz|metrics)(\/|\?|$)/;

/** Fastify's server options with its defaults filled in, as it hands them to a server factory. */
interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Each request's server span, found again by fastify's hooks and the gateway's proxy. */
const SERVER_SPANS = new WeakMap<IncomingMessage, Span>();

/**
 * The HTTP server of a service app: every request runs inside its server span, so whatever it awaits
 * (Nest, TypeORM, ioredis, BullMQ) is in its trace. A service continues the caller's trace; the
 * gateway (`continueCallersTrace: false`) starts its own, since a browser's traceparent is not ours to
 * trust.
 */
export function tracedServerFactory(continueCallersTrace: boolean) {
  return (handler: RequestListener, opts: Record<string, unknown>): Server => {
    const options = opts as unknown as ServerTimeouts;
    const server = createServer((req, res) => {
      if (!provider || UNTRACED_PATH.test(req.url ?? '/')) return handler(req, res);
      const parent = continueCallersTrace ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
      const method = req.method ?? 'GET';
      // Named by its route pattern once routed (nameServerSpans); the path leaves out the query (tokens).
      const span = tracer().startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': (req.url ?? '/').split('?')[0] } },
        parent,
      );
      SERVER_SPANS.set(req, span);
      res.once('close', () => {
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      context.with(trace.setSpan(parent, span), () => handler(req, res));
    });
    // What fastify sets on a server it makes itself (its 72 s keep-alive outlives the gateway's pooled connections).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * Names each server span after the route that answered (`GET /notes/:id`), as the metrics label it.
 * Only where tracing is on; a callback hook (a promise per request would cost throughput).
 */
export function nameServerSpans(instance: FastifyInstance): void {
  if (!tracingActive()) return;
  instance.addHook('onResponse', (request, _reply, done) => {
    const span = SERVER_SPANS.get(request.raw);
    const route = request.routeOptions.url;
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    done();
  });
}

/**
 * The headers a proxied request carries on: the caller's own `traceparent`/`tracestate` replaced by
 * this request's span, so the upstream's server span is its child.
 */
export function withTraceHeaders(raw: IncomingMessage, headers: Record<string, unknown>): Record<string, unknown> {
  const { traceparent: _theirs, tracestate: _theirState, ...rest } = headers;
  const span = SERVER_SPANS.get(raw);
  if (span) propagation.inject(trace.setSpan(ROOT_CONTEXT, span), rest);
  return rest;
}

/**
 * `traceparent` (and `tracestate`) for a call to another of our services made while handling a
 * request or job, so the callee's spans join this trace. Never for calls that leave the platform.
 */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/**
 * Runs `work` as a child span of the current trace (a call out: SMTP, the rewrite provider), marked
 * failed with the error's message when it throws. Attributes name what was done, never patient text.
 */
export async function inSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}
