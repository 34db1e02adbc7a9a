import { detectPhi } from '@clinote/phi-guard';
import type { PhiRefusal } from '@clinote/contracts';

/**
 * Unconfirmed text still holding high-confidence identifiers (issue 13). The refusal names each
 * finding's type and place only: echoing the identifier would put it in logs, proxies and caches.
 */
export class PhiDetected extends Error {
  constructor(readonly findings: PhiRefusal['findings']) {
    super(`text holds ${findings.length} likely patient identifier(s)`);
    this.name = 'PhiDetected';
  }

  refusal(): PhiRefusal {
    return {
      statusCode: 422,
      error: 'PHI_DETECTED',
      message:
        'This text appears to contain patient identifiers (such as names, dates of birth, addresses or ID numbers). ' +
        'Remove them, or confirm that the text holds no real patient information, and try again.',
      findings: this.findings,
    };
  }
}

/**
 * The same detector the forms run, run again here: a browser that skipped the warning (or an old
 * one) cannot send identifiers to the provider unless the clinician confirmed with `phiConfirmed`.
 * Low-confidence findings (a guessed name, a bare date) only warn in the forms and pass here.
 */
export function refuseUnconfirmedPhi(text: string, phiConfirmed: boolean | undefined): void {
  if (phiConfirmed === true) return;
  const findings = detectPhi(text)
    .filter((finding) => finding.confidence === 'high')
    .map(({ type, start, end }) => ({ type, start, end }));
  if (findings.length > 0) throw new PhiDetected(findings);
}
