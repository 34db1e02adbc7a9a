import type { Equipment } from '@clinote/clinical-text';
import type { EnhanceSection } from '@clinote/contracts';

/** What one enhancement call asks for: one SOAP section, or a whole letter for one equipment item. */
export type RewriteTask =
  { kind: 'note'; section: EnhanceSection; content: string } | { kind: 'letter'; equipment: Equipment; content: string };

export type ProviderName = 'gemini' | 'openai-compatible' | 'offline-rewrite';

/**
 * Where a provider's text goes (issue 21), which decides the PHI findings the clinician must
 * confirm first (enhance/phi-check.ts): 'external' — another organisation's servers (Gemini, an
 * OpenAI-compatible server not declared trusted); 'trusted' — a self-hosted server the operator
 * declared with AI_PROVIDER_TRUSTED=true; 'local' — this process (the offline rewrite).
 */
export type TextDestination = 'external' | 'trusted' | 'local';

/**
 * One way of rewriting clinical text. A provider makes one attempt and throws a ProviderError when
 * it fails; retries, the deadline and the circuit breaker are the caller's (resilience/).
 */
export interface RewriteProvider {
  readonly name: ProviderName;
  /** Shown in logs and /health: the model, or what the offline rewrite is. */
  readonly description: string;
  readonly destination: TextDestination;
  /** `signal` aborts the attempt at its timeout; the provider then throws a `timeout` ProviderError. */
  rewrite(task: RewriteTask, signal: AbortSignal): Promise<string>;
}

/** Nest injection token of the configured provider. */
export const REWRITE_PROVIDER = Symbol('REWRITE_PROVIDER');
