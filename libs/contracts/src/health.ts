/** What every service's GET /health answers (200 when every check is up, else 503). */
export type CheckStatus = 'up' | 'down';

export interface CheckResult {
  status: CheckStatus;
  /** Why a check is down, in words an operator can act on. */
  message?: string;
  latencyMs?: number;
}

export interface ServiceHealth {
  status: 'ok' | 'error';
  service: string;
  uptimeSeconds: number;
  checks: Record<string, CheckResult>;
}

/** What the gateway's GET /api/health answers: every service's health (200 when all are ok, else 503). */
export interface PlatformHealth {
  status: 'ok' | 'error';
  services: Record<string, ServiceHealth | { status: 'error'; service: string; message: string }>;
}
