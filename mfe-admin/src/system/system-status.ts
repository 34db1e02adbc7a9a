import type { CheckResult, ServiceHealth } from '@clinote/contracts';
import type { HealthReport } from '../admin-api';

/** One badge of the System tab. */
export interface SystemPart {
  key: 'database' | 'api' | 'mail' | 'ai';
  label: string;
  /** true: every check of this part is up; false: something is down; null: the report says nothing about it. */
  ok: boolean | null;
  /** The badge's word: docs/product.md §2's when ok (Connected, Healthy, Running, Active). */
  word: string;
  /** What is down, named: "svc-notes: database down — connection refused". */
  problems: string[];
}

const PARTS: Array<Pick<SystemPart, 'key' | 'label'> & { up: string; down: string }> = [
  { key: 'database', label: 'Database', up: 'Connected', down: 'Disconnected' },
  { key: 'api', label: 'API services', up: 'Healthy', down: 'Unhealthy' },
  { key: 'mail', label: 'Mail worker', up: 'Running', down: 'Not running' },
  { key: 'ai', label: 'AI enhancement', up: 'Active', down: 'Unavailable' },
];

/** Which badge a service's own health belongs to; a database check always goes to Database. */
function partOfService(service: string): SystemPart['key'] {
  if (service === 'svc-mailer') return 'mail';
  if (service === 'svc-ai') return 'ai';
  return 'api';
}

const isServiceHealth = (health: unknown): health is ServiceHealth =>
  typeof health === 'object' &&
  health !== null &&
  typeof (health as ServiceHealth).checks === 'object' &&
  (health as ServiceHealth).checks !== null;

/**
 * The System tab's badges from GET /api/health (an administrator gets every service's checks):
 * Database = every service's `database` check; Mail worker = svc-mailer; AI = svc-ai; API services =
 * the other services (svc-identity, svc-notes) and their other checks. A service that did not answer
 * counts against its badge. Every failing check is named under exactly one badge.
 */
export function systemStatus(report: HealthReport | undefined): SystemPart[] {
  const seen = new Map<SystemPart['key'], { reported: boolean; problems: string[] }>(
    PARTS.map((part) => [part.key, { reported: false, problems: [] }]),
  );
  for (const [name, health] of Object.entries(report?.services ?? {})) {
    const service = typeof health?.service === 'string' && health.service ? health.service : name;
    const home = seen.get(partOfService(service))!;
    home.reported = true;
    if (!isServiceHealth(health)) {
      const message = (health as { message?: unknown } | null)?.message;
      home.problems.push(`${service}: not answering${typeof message === 'string' && message ? ` — ${message}` : ''}`);
      continue;
    }
    const checks = Object.entries(health.checks as Record<string, CheckResult>);
    for (const [check, result] of checks) {
      const part = seen.get(check === 'database' ? 'database' : partOfService(service))!;
      part.reported = true;
      if (result?.status !== 'up') part.problems.push(`${service}: ${check} down${result?.message ? ` — ${result.message}` : ''}`);
    }
    // A service that says it is not ok without naming a failing check still counts as a problem.
    if (health.status !== 'ok' && checks.every(([, result]) => result?.status === 'up')) home.problems.push(`${service}: reports an error`);
  }
  return PARTS.map(({ key, label, up, down }) => {
    const { reported, problems } = seen.get(key)!;
    const ok = problems.length > 0 ? false : reported ? true : null;
    return { key, label, ok, word: ok === null ? 'Unknown' : ok ? up : down, problems };
  });
}
