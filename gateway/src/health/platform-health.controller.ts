import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { PlatformHealth, ServiceHealth } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';
import { SERVICES } from '../routes';

const HEALTH_TIMEOUT_MS = 3000;

async function serviceHealth(service: string, baseUrl: string): Promise<PlatformHealth['services'][string]> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    const body = (await res.json()) as ServiceHealth;
    return body;
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${HEALTH_TIMEOUT_MS} ms` : 'not reachable';
    return { status: 'error', service, message: `${service} is ${reason} at ${baseUrl}` };
  }
}

/** GET /api/health: every service's own /health, asked in parallel; 200 only when all are ok. */
@Controller('api/health')
export class PlatformHealthController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  async get(@Res() reply: FastifyReply): Promise<void> {
    const entries = await Promise.all(
      Object.entries(SERVICES).map(async ([name, url]) => [name, await serviceHealth(name, url(this.config))] as const),
    );
    const services = Object.fromEntries(entries);
    const ok = entries.every(([, health]) => health.status === 'ok');
    const body: PlatformHealth = { status: ok ? 'ok' : 'error', services };
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  }
}
