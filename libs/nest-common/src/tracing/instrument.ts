/**
 * The first import of every service's main.ts (before anything loads pg or ioredis): patches those
 * two clients as they are required, so each query and Redis command made while a request or job is
 * traced becomes a child span (docs/decisions/0161-traces.md). Commands made outside any trace
 * (BullMQ's polling, migrations) make no span: `requireParentSpan`.
 *
 * Spans go to the global tracer provider, which runService registers once it knows the service's name
 * (tracing.ts); until then they are no-ops. With no collector configured nothing is patched.
 */
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { tracesWanted } from './tracing';

if (tracesWanted(process.env))
  registerInstrumentations({
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
