import { Inject, Injectable } from '@nestjs/common';
import type { InstanceHealth, PlatformHealth, ServiceHealth } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';
import { SERVICES } from '../routes';

const HEALTH_TIMEOUT_MS = 3000;
/** /api/health is public: a burst of probes is answered from one round of service checks. */
export const HEALTH_CACHE_MS = 5000;

type Health = NonNullable<PlatformHealth['services']>[string];

async function instanceHealth(service: string, baseUrl: string): Promise<Health> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    return (await res.json()) as ServiceHealth;
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${HEALTH_TIMEOUT_MS} ms` : 'not reachable';
    return { status: 'error', service, message: `${service} is ${reason} at ${baseUrl}` };
  }
}

const problemOf = (health: Health): string =>
  'message' in health
    ? health.message
    : `reports an error (${
        Object.entries(health.checks ?? {})
          .filter(([, c]) => c?.status !== 'up')
          .map(([name, c]) => `${name} down${c?.message ? `: ${c.message}` : ''}`)
          .join('; ') || 'no check named'
      })`;

/**
 * A service is ok when at least one of its instances is: the gateway sends requests to those
 * (proxy/upstream-instances.ts). The report is then that instance's own; with several instances it
 * also lists each one (`instances`), naming the ones that fail. When none is ok: the answer of one
 * that answered (its checks say what is wrong), else a message naming every instance and why.
 */
async function serviceHealth(service: string, baseUrls: string[]): Promise<Health> {
  if (baseUrls.length === 1) return instanceHealth(service, baseUrls[0]);
  const answers = await Promise.all(baseUrls.map((url) => instanceHealth(service, url)));
  const instances: InstanceHealth[] = answers.map((health, i) => ({
    instance: `${service}#${i + 1}`,
    url: baseUrls[i],
    status: health.status === 'ok' ? 'ok' : 'error',
    ...(health.status === 'ok' ? {} : { message: problemOf(health) }),
  }));
  const failing = instances.filter((i) => i.status !== 'ok');
  const ok = answers.find((health) => health.status === 'ok');
  if (ok) return { ...ok, instances };
  const answered = answers.find((health) => !('message' in health));
  const message = `every instance of ${service} fails: ${failing.map((i) => `${i.instance} (${i.url}) ${i.message}`).join('; ')}`;
  return answered ? { ...answered, status: 'error', instances } : { status: 'error', service, message, instances };
}

/** Every service's own /health (every instance's), asked in parallel, at most once per HEALTH_CACHE_MS however many ask. */
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
      Object.entries(SERVICES).map(async ([name, urls]) => [name, await serviceHealth(name, urls(this.config))] as const),
    );
    const ok = entries.every(([, health]) => health.status === 'ok');
    return { status: ok ? 'ok' : 'error', services: Object.fromEntries(entries) };
  }
}
