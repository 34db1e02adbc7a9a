import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseTestEnv, startTestApp, type TestIssuer } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema, type AiConfig } from '../config';

/** svc-ai's real module (real Redis) with `env` on top of the test defaults, trusting `issuer`'s tokens. */
export async function startAiApp(
  issuer: TestIssuer,
  env: Record<string, string> = {},
): Promise<{ app: NestFastifyApplication; config: AiConfig }> {
  const config = envSchema.parse({ ...baseTestEnv, PORT: '0', IDENTITY_URL: issuer.url, ...env });
  return { app: await startTestApp(AppModule.forRoot(config), config), config };
}

/** POSTs JSON as a signed-in caller (a fresh user unless `user` is given). */
export function postAs(app: NestFastifyApplication, issuer: TestIssuer, url: string, payload: unknown, user?: { id: string }) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: issuer.headers(user) });
}
