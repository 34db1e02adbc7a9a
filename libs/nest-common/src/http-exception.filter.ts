import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiError } from '@clinote/contracts';
import type { FastifyReply } from 'fastify';
import { DEPENDENCY_UNAVAILABLE_MESSAGE, isDependencyUnavailable } from './dependency-errors';
import { currentTraceId } from './tracing/tracing';

/** Fastify's own client errors (malformed JSON, body too large, wrong content type) carry a 4xx statusCode. */
function isClientError(err: unknown): err is { statusCode: number; message: string } {
  const status = (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Nest's answer to a path no route serves names the path as the service saw it ("Cannot DELETE
 * /auth/login": the gateway's prefix stripped), which tells a caller the internal layout (issue 19).
 */
const ROUTE_MISS = /^Cannot [A-Z]+ \//;
export const NO_ROUTE_MESSAGE = 'No such API route';

const CLIENT_MESSAGES: Record<number, string> = {
  413: 'Request body is too large',
  415: 'Unsupported content type: send application/json',
};

/** The request's trace id on an error answer: what a clinician can quote and an operator can look up. */
export function withTraceId<T extends object>(body: T): T & { traceId?: string } {
  const traceId = currentTraceId();
  return traceId ? { ...body, traceId } : body;
}

/**
 * Every error leaves as JSON `{ statusCode, error, message }` with a message the screens can show.
 * Bad input is a 4xx with its reason; anything unexpected is logged and answered with a generic 500.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toApiError(exception);
    if (body.statusCode === 503)
      this.logger.warn(`dependency unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(withTraceId(body));
  }

  toApiError(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      const shown = status === 404 && ROUTE_MISS.test(message) ? NO_ROUTE_MESSAGE : message;
      return { statusCode: status, error: HttpStatus[status] ?? 'Error', message: CLIENT_MESSAGES[status] ?? shown };
    }
    if (isDependencyUnavailable(exception)) {
      return { statusCode: 503, error: 'SERVICE_UNAVAILABLE', message: DEPENDENCY_UNAVAILABLE_MESSAGE };
    }
    if (isClientError(exception)) {
      const status = exception.statusCode;
      const message = CLIENT_MESSAGES[status] ?? exception.message;
      return { statusCode: status, error: HttpStatus[status] ?? 'Error', message };
    }
    return { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
  }
}
