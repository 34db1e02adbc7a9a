import { Inject, Injectable, Logger } from '@nestjs/common';
import { SECTION_NAMES } from '@clinote/clinical-text';
import type { EnhanceDmeRequest, EnhanceNoteRequest, EnhanceResponse, EnhanceSection } from '@clinote/contracts';
import { CONFIG, type AuthenticatedUser } from '@clinote/nest-common';
import type { AiConfig } from '../config';
import { REWRITE_PROVIDER, type RewriteProvider, type RewriteTask } from '../providers/provider';
import type { ProviderError } from '../providers/provider-error';
import { CircuitBreaker } from '../resilience/circuit-breaker';
import { Deadline } from '../resilience/deadline';
import { PROVIDER_RETRY_POLICY, withRetry } from '../resilience/retry';
import { refuseUnconfirmedPhi } from './phi-check';
import { EnhanceRateLimit } from './rate-limit';

/** POST /enhance-note and /enhance-dme: the same steps for a section and for a letter. */
@Injectable()
export class EnhanceService {
  private readonly logger = new Logger('Enhance');

  constructor(
    @Inject(REWRITE_PROVIDER) private readonly provider: RewriteProvider,
    private readonly breaker: CircuitBreaker,
    private readonly rateLimit: EnhanceRateLimit,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  async enhanceNote(caller: AuthenticatedUser, { section, content, phiConfirmed }: EnhanceNoteRequest): Promise<EnhanceResponse> {
    const text = await this.enhance(caller, { kind: 'note', section, content }, phiConfirmed);
    return { enhancedText: text === '' ? '' : withSectionName(section, text) };
  }

  /** The instructions for the model are the server's for `equipment` (providers/letter-instructions.ts), never the caller's. */
  async enhanceLetter(caller: AuthenticatedUser, { content, equipment, phiConfirmed }: EnhanceDmeRequest): Promise<EnhanceResponse> {
    return { enhancedText: await this.enhance(caller, { kind: 'letter', equipment, content }, phiConfirmed) };
  }

  /**
   * Rate limit, then blank content answers "" without a provider call (SPEC.md §4), then the PHI
   * guard, then the provider: retried within the deadline, behind the circuit breaker. Failures
   * leave as ProviderError, answered by EnhanceErrorsFilter.
   */
  private async enhance(caller: AuthenticatedUser, task: RewriteTask, phiConfirmed: boolean | undefined): Promise<string> {
    const deadline = new Deadline(this.config.AI_TIMEOUT_MS);
    await this.rateLimit.take(caller.id);
    if (task.content.trim() === '') return '';
    refuseUnconfirmedPhi(task.content, phiConfirmed);
    return withRetry(() => this.breaker.run(() => this.provider.rewrite(task, deadline.attemptSignal(this.config.AI_ATTEMPT_TIMEOUT_MS))), {
      policy: PROVIDER_RETRY_POLICY,
      deadline,
      onFailure: (failure, attempt, retryInMs) => this.logFailure(failure, attempt, retryInMs),
    });
  }

  /** Once per failed attempt: the provider and our reason, never the clinical text. */
  private logFailure(failure: ProviderError, attempt: number, retryInMs: number | undefined): void {
    const next = retryInMs === undefined ? 'giving up' : `retrying in ${retryInMs} ms`;
    this.logger.warn(`${this.provider.name} (${this.provider.description}) attempt ${attempt} failed [${failure.kind}]: ${failure.message}; ${next}`);
  }
}

/** The section answer starts with "Subjective:" like the offline rewrite, even if a model forgot. */
function withSectionName(section: EnhanceSection, text: string): string {
  const name = SECTION_NAMES[section];
  return text.toLowerCase().startsWith(`${name.toLowerCase()}:`) ? text : `${name}: ${text}`;
}
