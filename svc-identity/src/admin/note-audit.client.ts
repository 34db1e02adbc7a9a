import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTE_AUDIT_ACTIONS, type AuditLogEntry } from '@clinote/contracts';
import { CONFIG, traceHeaders } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { ServiceTokens } from '../keys/service-tokens.service';

/** Shorter than the gateway's upstream timeout: the Logs tab answers with identity's entries rather than late. */
const TIMEOUT_MS = 3000;

const isEntry = (value: unknown): value is AuditLogEntry => {
  const entry = value as Partial<AuditLogEntry> | null;
  return (
    !!entry &&
    typeof entry.id === 'string' &&
    typeof entry.actorId === 'string' &&
    typeof entry.actorEmail === 'string' &&
    typeof entry.target === 'string' &&
    typeof entry.at === 'string' &&
    !Number.isNaN(Date.parse(entry.at)) &&
    (NOTE_AUDIT_ACTIONS as readonly string[]).includes(entry.action ?? '')
  );
};

/**
 * The note actions svc-notes records (issue 25: signing, addenda, PDF downloads, e-mails), asked
 * for with a service token (GET /internal/audit/note-actions), like the note counters
 * (NotesStatsClient). Never fails the Logs tab: when svc-notes does not answer, or answers
 * something else, the answer is null and the log shows svc-identity's own entries, marked
 * incomplete.
 */
@Injectable()
export class NoteAuditClient {
  private readonly logger = new Logger(NoteAuditClient.name);

  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly serviceTokens: ServiceTokens,
  ) {}

  async latest(limit: number): Promise<AuditLogEntry[] | null> {
    try {
      const res = await fetch(`${this.config.NOTES_URL}/internal/audit/note-actions?limit=${limit}`, {
        headers: { authorization: `Bearer ${this.serviceTokens.token()}`, ...traceHeaders() },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`svc-notes answered ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body) || !body.every(isEntry)) throw new Error('svc-notes answered an unexpected shape');
      return body;
    } catch (error) {
      this.logger.warn(`note actions left out of the audit log: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}

/** Both logs as one, newest first (ties: by id, so the order is stable), at most `limit` entries. */
export function mergeAuditLogs(limit: number, ...logs: AuditLogEntry[][]): AuditLogEntry[] {
  return logs
    .flat()
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}
