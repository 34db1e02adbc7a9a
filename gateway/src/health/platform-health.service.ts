import { Inject, Injectable } from '@nestjs/common';
import type { PlatformHealth, ServiceHealth } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';
import { SERVICES } from '../routes';

const HEALTH_TIMEOUT_MS = 3000;
/** /api/health is public: a burst of probes is answered from one round of service checks. */
export const HEALTH_CACHE_MS = 5000;

async function serviceHealth(service: string, baseUrl: string): Promise<PlatformHealth['services'][string]> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    return (await res.json()) as ServiceHealth;
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${HEALTH_TIMEOUT_MS} ms` : 'not reachable';
    return { status: 'error', service, message: `${service} is ${reason} at ${baseUrl}` };
  }
}

/** Every service's own /health, asked in parallel, at most once per HEALTH_CACHE_MS however many ask. */
@Injectable()
export class PlatformHealthService {
  private latest?: { at: number; report: Promise<PlatformHealth> };

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  report(): Promise<PlatformHealth> {
    if (!this.latest || Date.now() - this.latest.at > HEALTH_CACHE_MS) {
      this.latest = { at: Date.now(), report: this.collect() };
    }
    return this.latest.report;
  }

  private async collect(): Promise<PlatformHealth> {
    const entries = await Promise.all(
      Object.entries(SERVICES).map(async ([name, url]) => [name, await serviceHealth(name, url(this.config))] as const),
    );
    const ok = entries.every(([, health]) => health.status === 'ok');
    return { status: ok ? 'ok' : 'error', services: Object.fromEntries(entries) };
  }
}
