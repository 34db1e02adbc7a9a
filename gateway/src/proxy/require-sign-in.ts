import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_TOKEN } from '@clinote/contracts';
import { RemoteJwks, verifyBearer } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';

/**
 * Routes that need a signed-in caller. The services check again (and check sign-out); the gateway
 * turns forged or expired tokens away before they reach anything. Public routes are never checked,
 * because the browser sends its stored token with every request, even a stale one to /login.
 */
export const SIGNED_IN_ROUTES = [/^\/api\/notes(\/|\?|$)/, /^\/api\/admin(\/|\?|$)/, /^\/api\/auth\/(me|logout)(\?|$)/];

export function registerSignInCheck(app: NestFastifyApplication, config: GatewayConfig): void {
  const keys = new RemoteJwks(`${config.IDENTITY_URL}${ACCESS_TOKEN.jwksPath}`);
  app.getHttpAdapter().getInstance().addHook('onRequest', async (request, reply) => {
    if (!SIGNED_IN_ROUTES.some((route) => route.test(request.url))) return;
    const user = await verifyBearer(request, keys).catch(() => null);
    if (user) return;
    await reply
      .status(401)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
}
