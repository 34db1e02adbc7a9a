import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { currentTraceId } from './tracing/tracing';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

type JsonLogOptions = Parameters<ConsoleLogger['getJsonLogObject']>[1];

/**
 * Every line written while a request or job runs names its trace (`traceId` in JSON, `[trace …]` in
 * text), so one request's lines can be found in every service's logs and in the tracing backend.
 */
class TracedLogger extends ConsoleLogger {
  protected override getJsonLogObject(message: unknown, options: JsonLogOptions): ReturnType<ConsoleLogger['getJsonLogObject']> {
    const traceId = currentTraceId();
    const line = super.getJsonLogObject(message, options);
    return traceId ? { ...line, traceId } : line;
  }

  protected override formatContext(context: string): string {
    const traceId = currentTraceId();
    return super.formatContext(context) + (traceId ? `[trace ${traceId}] ` : '');
  }
}

/** Structured logs: one JSON object per line (or readable text with LOG_FORMAT=text). */
export function createLogger(service: string, level: string = 'log', format: 'json' | 'text' = 'json'): ConsoleLogger {
  const upTo = Math.max(LEVELS.indexOf(level as LogLevel), LEVELS.indexOf('error'));
  return new TracedLogger(service, { json: format === 'json', colors: format === 'text', logLevels: LEVELS.slice(0, upTo + 1) });
}
