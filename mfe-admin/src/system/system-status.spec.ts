import type { PlatformHealth } from '@clinote/contracts';
import { systemStatus } from './system-status';

const up = { status: 'up' as const, latencyMs: 2 };
const service = (name: string, checks: Record<string, { status: 'up' | 'down'; message?: string }>) => ({
  status: Object.values(checks).every((check) => check.status === 'up') ? ('ok' as const) : ('error' as const),
  service: name,
  uptimeSeconds: 60,
  checks,
});

const allUp: PlatformHealth = {
  status: 'ok',
  services: {
    'svc-identity': service('svc-identity', { database: up, redis: up }),
    'svc-notes': service('svc-notes', { database: up, redis: up }),
    'svc-ai': service('svc-ai', { offline: up, redis: up }),
    'svc-mailer': service('svc-mailer', { redis: up, smtp: up }),
  },
};

const words = (report: Parameters<typeof systemStatus>[0]) => systemStatus(report).map((part) => `${part.label}: ${part.word}`);

describe('System tab badges from GET /api/health', () => {
  it("read docs/product.md §2's words when every check is up", () => {
    expect(words(allUp)).toEqual(['Database: Connected', 'API services: Healthy', 'Mail worker: Running', 'AI enhancement: Active']);
    expect(systemStatus(allUp).flatMap((part) => part.problems)).toEqual([]);
  });

  it('name each failing part under exactly one badge, with its message', () => {
    const report: PlatformHealth = {
      status: 'error',
      services: {
        ...allUp.services,
        'svc-notes': service('svc-notes', {
          database: { status: 'down', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
          redis: { status: 'down', message: 'redis connection is reconnecting' },
        }),
        'svc-ai': { status: 'error', service: 'svc-ai', message: 'svc-ai is not reachable at http://localhost:3003' },
        'svc-mailer': service('svc-mailer', { redis: up, smtp: { status: 'down' } }),
      },
    };
    const parts = systemStatus(report);
    expect(words(report)).toEqual([
      'Database: Disconnected',
      'API services: Unhealthy',
      'Mail worker: Not running',
      'AI enhancement: Unavailable',
    ]);
    expect(parts.map((part) => part.problems)).toEqual([
      ['svc-notes: database down — connect ECONNREFUSED 127.0.0.1:5432'],
      ['svc-notes: redis down — redis connection is reconnecting'],
      ['svc-mailer: smtp down'],
      ['svc-ai: not answering — svc-ai is not reachable at http://localhost:3003'],
    ]);
  });

  it('say Unknown when the report carries no details', () => {
    expect(words({ status: 'ok' })).toEqual([
      'Database: Unknown',
      'API services: Unknown',
      'Mail worker: Unknown',
      'AI enhancement: Unknown',
    ]);
    expect(words(undefined)).toEqual(['Database: Unknown', 'API services: Unknown', 'Mail worker: Unknown', 'AI enhancement: Unknown']);
  });
});
