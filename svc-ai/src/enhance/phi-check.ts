import { detectPhi, type PhiConfidence } from '@clinote/phi-guard';
import type { PhiRefusal } from '@clinote/contracts';
import type { TextDestination } from '../providers/provider';

/**
 * Unconfirmed text still holding patient identifiers the provider may not receive (issues 13, 21).
 * The refusal names each finding's type, place and confidence only: echoing the identifier would
 * put it in logs, proxies and caches.
 */
export class PhiDetected extends Error {
  constructor(readonly findings: PhiRefusal['findings']) {
    super(`text holds ${findings.length} unconfirmed patient identifier(s): ${describeRefused(findings)}`);
    this.name = 'PhiDetected';
  }

  refusal(): PhiRefusal {
    const onlyPossible = this.findings.every((finding) => finding.confidence === 'low');
    return {
      statusCode: 422,
      error: 'PHI_DETECTED',
      message:
        (onlyPossible
          ? 'This text may contain patient identifiers (such as a first name or an age over 89), and the AI service is outside the clinic. '
          : 'This text appears to contain patient identifiers (such as names, dates of birth, addresses or ID numbers). ') +
        'Remove them, or confirm that the text holds no real patient information, and try again.',
      findings: this.findings,
    };
  }
}

/**
 * Which findings need the clinician's confirmation before the text goes to each destination:
 * every finding before an external provider receives it (a low-confidence name is still a name,
 * and once sent it cannot be called back); only the high-confidence ones where the text stays on
 * machines the clinic controls, where a guess (a bare date, a capitalised word) only warns.
 */
const REFUSED_CONFIDENCES: Readonly<Record<TextDestination, readonly PhiConfidence[]>> = {
  external: ['high', 'low'],
  trusted: ['high'],
  local: ['high'],
};

/** The policy as svc-ai logs it at start. */
export const PHI_POLICY_DESCRIPTIONS: Readonly<Record<TextDestination, string>> = {
  external: 'the provider is external: every unconfirmed finding, high or low confidence, is refused (422)',
  trusted:
    'the provider is declared trusted (AI_PROVIDER_TRUSTED): unconfirmed high-confidence findings are refused (422), low-confidence ones pass',
  local: 'the offline rewrite keeps text in this process: unconfirmed high-confidence findings are refused (422), low-confidence ones pass',
};

/**
 * The same detector the forms run, run again here: a browser that skipped the review (or an old
 * one), or an API client, cannot send identifiers to a provider unless the clinician confirmed
 * with `phiConfirmed`. What must be confirmed depends on where the text goes (REFUSED_CONFIDENCES).
 */
export function refuseUnconfirmedPhi(text: string, phiConfirmed: boolean | undefined, destination: TextDestination): void {
  if (phiConfirmed === true) return;
  const refused = REFUSED_CONFIDENCES[destination];
  const findings = detectPhi(text)
    .filter((finding) => refused.includes(finding.confidence))
    .map(({ type, start, end, confidence }) => ({ type, start, end, confidence }));
  if (findings.length > 0) throw new PhiDetected(findings);
}

/** "name (low), ssn (high)": for the log line, never the text. */
export function describeRefused(findings: PhiRefusal['findings']): string {
  return findings.map((finding) => `${finding.type} (${finding.confidence})`).join(', ');
}
