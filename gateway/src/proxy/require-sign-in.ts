import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEPENDENCY_UNAVAILABLE_MESSAGE, withTraceId } from '@clinote/nest-common';
import type { GatewayAuth } from '../auth/gateway-auth.service';

const json = (reply: FastifyReply, statusCode: number, error: string, message: string) =>
  reply
    .status(statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(withTraceId({ statusCode, error, message }));

/**
 * The pre-handler of every signed-in route (routes.ts marks them). It is attached to the route the
 * router chose — on the canonical path — so no spelling of a path reaches a service unchecked.
 * The services check the token again (defence in depth); the gateway turns forged, expired and
 * signed-out tokens away before they reach anything. Public routes are never checked, because the
 * browser sends its stored token with every request, even a stale one to /login.
 */
export function requireSignIn(auth: GatewayAuth) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let signedIn: boolean;
    try {
      signedIn = (await auth.caller(request)) !== null;
    } catch {
      await json(reply, 503, 'SERVICE_UNAVAILABLE', DEPENDENCY_UNAVAILABLE_MESSAGE);
      return;
    }
    if (!signedIn) await json(reply, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
  };
}
