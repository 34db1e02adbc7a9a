import { Controller, Get, Inject, Injectable, Module, DynamicModule, Optional, Res, type ModuleMetadata } from '@nestjs/common';
import type { CheckResult, ServiceHealth } from '@clinote/contracts';
import type { FastifyReply } from 'fastify';
import { GracefulShutdown } from './http/graceful-shutdown';

/** One dependency a service needs to do its work (its database, Redis, an SMTP server...). */
export interface HealthCheck {
  name: string;
  /** Resolves when healthy; rejects with an error whose message says what is wrong. */
  check(): Promise<void>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    // The app's shutdown (createServiceApp provides it): a stopping instance is not ready.
    @Optional() private readonly shutdown?: GracefulShutdown,
  ) {}

  async report(): Promise<ServiceHealth> {
    const uptimeSeconds = Math.round((Date.now() - this.startedAt) / 1000);
    if (this.shutdown?.isDraining) {
      // Not worth asking the dependencies: load balancers and the gateway only need to stop choosing it.
      const stopping: CheckResult = { status: 'down', message: 'shutting down: finishing what it has started', latencyMs: 0 };
      return { status: 'error', service: this.service, uptimeSeconds, checks: { shutdown: stopping } };
    }
    const entries = await Promise.all(
      this.checks.map(async ({ name, check }): Promise<[string, CheckResult]> => {
        const start = Date.now();
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, { status: 'up', latencyMs: Date.now() - start }];
        } catch (err) {
          return [name, { status: 'down', message: err instanceof Error ? err.message : String(err), latencyMs: Date.now() - start }];
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const ok = entries.every(([, result]) => result.status === 'up');
    return { status: ok ? 'ok' : 'error', service: this.service, uptimeSeconds, checks };
  }
}

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async get(@Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    void reply.status(report.status === 'ok' ? 200 : 503).send(report);
  }

  /**
   * Liveness: the process answers (its event loop runs). No dependency checks — a database that is
   * down is a reason to take the instance out of rotation (GET /health), not to restart it.
   */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}

@Module({})
export class HealthModule {
  /** `checks` is a provider factory so a check can use the service's own DataSource or Redis client. */
  static forRoot(options: {
    service: string;
    imports?: ModuleMetadata['imports'];
    inject?: unknown[];
    checks: (...deps: never[]) => HealthCheck[];
  }): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: HEALTH_CHECKS, useFactory: options.checks, inject: (options.inject ?? []) as never[] },
        HealthService,
      ],
      exports: [HealthService],
    };
  }
}
