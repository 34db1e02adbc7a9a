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
import { checkAnswer, describeFindings, nothingToCheck } from './fact-check';
import { describeRefused, PHI_POLICY_DESCRIPTIONS, PhiDetected, refuseUnconfirmedPhi } from './phi-check';
import { measuredAttempt, watchBreaker } from './provider-metrics';
import { EnhanceRateLimit } from './rate-limit';

/**
 * POST /enhance-note and /enhance-dme: the same steps for a section and for a letter. Every answer,
 * whichever provider wrote it (the offline rewrite too), leaves with its fact check (issue 20):
 * the browser asks the clinician before it uses a text that changed facts.
 */
@Injectable()
export class EnhanceService {
  private readonly logger = new Logger('Enhance');

  constructor(
    @Inject(REWRITE_PROVIDER) private readonly provider: RewriteProvider,
    private readonly breaker: CircuitBreaker,
    private readonly rateLimit: EnhanceRateLimit,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {
    this.logger.log(`PHI guard: ${PHI_POLICY_DESCRIPTIONS[provider.destination]}`);
    watchBreaker(provider.name, breaker);
  }

  async enhanceNote(caller: AuthenticatedUser, { section, content, phiConfirmed }: EnhanceNoteRequest): Promise<EnhanceResponse> {
    const text = await this.enhance(caller, { kind: 'note', section, content }, phiConfirmed);
    if (text === '') return { enhancedText: '', factCheck: nothingToCheck() };
    // The section name in front is svc-ai's (or the prompt's), not a claim of the AI: only the text after it is checked.
    const { enhancedText, bodyStart } = withSectionName(section, text);
    return { enhancedText, factCheck: this.checked(content, enhancedText.slice(bodyStart), bodyStart) };
  }

  /** The instructions for the model are the server's for `equipment` (providers/letter-instructions.ts), never the caller's. */
  async enhanceLetter(caller: AuthenticatedUser, { content, equipment, phiConfirmed }: EnhanceDmeRequest): Promise<EnhanceResponse> {
    const enhancedText = await this.enhance(caller, { kind: 'letter', equipment, content }, phiConfirmed);
    return { enhancedText, factCheck: enhancedText === '' ? nothingToCheck() : this.checked(content, enhancedText) };
  }

  /** The check of an answer; a flagged one is logged by kinds and counts only (no clinical text in logs). */
  private checked(sent: string, answer: string, answerStart = 0) {
    const factCheck = checkAnswer(sent, answer, answerStart);
    if (!factCheck.ok) this.logger.log(`${this.provider.name} answer changed facts: ${describeFindings(factCheck)}`);
    return factCheck;
  }

  /**
   * Rate limit, then blank content answers "" without a provider call (docs/product.md §4), then the PHI
   * guard for this provider's destination (issue 21), then the provider: retried within the deadline, behind the circuit breaker. Failures
   * leave as ProviderError, answered by EnhanceErrorsFilter.
   */
  private async enhance(caller: AuthenticatedUser, task: RewriteTask, phiConfirmed: boolean | undefined): Promise<string> {
    const deadline = new Deadline(this.config.AI_TIMEOUT_MS);
    await this.rateLimit.take(caller.id);
    if (task.content.trim() === '') return '';
    try {
      refuseUnconfirmedPhi(task.content, phiConfirmed, this.provider.destination);
    } catch (refusal) {
      // Kinds and confidences only: never the text.
      if (refusal instanceof PhiDetected)
        this.logger.log(
          `refused before ${this.provider.name} (${this.provider.destination}): unconfirmed ${describeRefused(refusal.findings)}`,
        );
      throw refusal;
    }
    const attempt = () => this.provider.rewrite(task, deadline.attemptSignal(this.config.AI_ATTEMPT_TIMEOUT_MS));
    return withRetry(() => measuredAttempt(this.provider.name, () => this.breaker.run(attempt)), {
      policy: PROVIDER_RETRY_POLICY,
      deadline,
      onFailure: (failure, attempt, retryInMs) => this.logFailure(failure, attempt, retryInMs),
    });
  }

  /** Once per failed attempt: the provider and our reason, never the clinical text. */
  private logFailure(failure: ProviderError, attempt: number, retryInMs: number | undefined): void {
    const next = retryInMs === undefined ? 'giving up' : `retrying in ${retryInMs} ms`;
    this.logger.warn(
      `${this.provider.name} (${this.provider.description}) attempt ${attempt} failed [${failure.kind}]: ${failure.message}; ${next}`,
    );
  }
}

/**
 * The section answer starts with "Subjective:" like the offline rewrite, even if a model forgot;
 * `bodyStart` is where the text after the name (and its spaces) begins.
 */
function withSectionName(section: EnhanceSection, text: string): { enhancedText: string; bodyStart: number } {
  const name = SECTION_NAMES[section];
  if (!text.toLowerCase().startsWith(`${name.toLowerCase()}:`)) return { enhancedText: `${name}: ${text}`, bodyStart: name.length + 2 };
  let bodyStart = name.length + 1;
  while (bodyStart < text.length && /\s/.test(text[bodyStart])) bodyStart += 1;
  return { enhancedText: text, bodyStart };
}
