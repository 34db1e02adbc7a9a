import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * The API speaks JSON only (issue 7): a foreign page can post a urlencoded or text/plain form
 * cross-site without a CORS preflight, but not application/json. Bodies are parsed with
 * fastify's prototype-poisoning protection, and a NUL anywhere is refused up front — PostgreSQL
 * cannot store it, and it is never part of typed text.
 */
/** Iterative, so a deeply nested body cannot overflow the stack. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function acceptJsonBodiesOnly(instance: FastifyInstance, bodyLimit: number): void {
  instance.removeAllContentTypeParsers();
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    parseJson(request, String(body), (error: Error | null, parsed?: unknown) => {
      if (error) done(error, undefined);
      else if (containsNul(parsed)) done(new BadRequestException('The request must not contain NUL characters'), undefined);
      else done(null, parsed);
    });
  });
  instance.addContentTypeParser('*', (_request, _payload, done) => {
    done(new UnsupportedMediaTypeException('Unsupported content type: send application/json'), undefined);
  });
}
