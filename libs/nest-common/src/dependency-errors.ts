/**
 * Errors that mean a dependency (PostgreSQL, Redis) is unreachable right now rather than that the
 * request was wrong: answered with 503 and a message, so the browser can say "try again" and the
 * gateway's health shows which part is down (issue 12).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL: connection exceptions (08xxx), shutting down (57P01–57P03), too many connections (53300). */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|53300)/;
const REDIS_UNAVAILABLE =
  /Stream isn't writeable|enableOfflineQueue|Connection is closed|Command timed out|MaxRetriesPerRequest|Reached the max retries/i;
const POSTGRES_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDependencyUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, name, driverError, cause } = current as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    // TypeORM, when PostgreSQL dropped the connection in the middle of a transaction (found by the fault suite).
    if (name === 'QueryRunnerAlreadyReleasedError') return true;
    if (typeof message === 'string' && (REDIS_UNAVAILABLE.test(message) || POSTGRES_CONNECTION.test(message))) return true;
    current = driverError ?? cause;
  }
  return false;
}

export const DEPENDENCY_UNAVAILABLE_MESSAGE = 'Clinote cannot reach its database or cache right now. Please try again in a moment.';
