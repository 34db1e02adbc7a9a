import { ConsoleLogger, LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Structured logs: one JSON object per line (or readable text with LOG_FORMAT=text). */
export function createLogger(service: string, level: string = 'log', format: 'json' | 'text' = 'json'): ConsoleLogger {
  const upTo = Math.max(LEVELS.indexOf(level as LogLevel), LEVELS.indexOf('error'));
  return new ConsoleLogger(service, { json: format === 'json', colors: format === 'text', logLevels: LEVELS.slice(0, upTo + 1) });
}
