import type { PhiRefusal } from '@clinote/contracts';
import type { Toast } from '@clinote/platform';

/**
 * svc-ai's 422 PHI_DETECTED as the page meets it (issues 13, 21). The review runs the same
 * detector on the same text first, so a clinician should never see this; it still happens with a
 * page loaded before an update (an older detector or review) or an API change. The generation then
 * stops: nothing is sent, shown, copied or saved, the answers stay in the form as they are, and one
 * toast says what was found, where, and what to do.
 */
export class PhiRefused extends Error {
  constructor(
    readonly refusal: PhiRefusal,
    /** Where the text came from: a SOAP section's name ("Subjective"), or "the letter". */
    readonly where: string,
  ) {
    super(refusal.message);
    this.name = 'PhiRefused';
  }
}

/** The refusal in a failed enhancement call (RTK Query's `{ status, data }`), else undefined. */
export function phiRefusalOf(error: unknown): PhiRefusal | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 422 || !data || typeof data !== 'object' || (data as { error?: unknown }).error !== 'PHI_DETECTED') return undefined;
  const findings = Array.isArray((data as { findings?: unknown }).findings) ? (data as PhiRefusal).findings : [];
  return { ...(data as PhiRefusal), findings };
}

/** What a finding of each type is called in the toast (the type only: svc-ai never sends the words). */
const NOUNS: Readonly<Record<string, string>> = {
  name: 'a name',
  dob: 'a date of birth',
  date: 'a date',
  'age-over-89': 'an age over 89',
  phone: 'a phone number',
  fax: 'a fax number',
  email: 'an e-mail address',
  url: 'a web address',
  ip: 'an IP address',
  address: 'an address',
  zip: 'a ZIP code',
};

export const PHI_REFUSED_TITLE = 'Not Sent to the AI';
/** Longer than the default 5 s: it says what to do, and nothing else on screen does. */
export const PHI_REFUSED_DURATION_MS = 15_000;

/**
 * "Possible patient identifiers (a name in Subjective) were not confirmed, so the AI service
 * refused the text. …" — "possible" when svc-ai rated every finding low (an svc-ai before issue 21
 * rated none: read as certain).
 */
export function phiRefusedToast(refused: PhiRefused): Toast {
  const { findings } = refused.refusal;
  const nouns = [...new Set(findings.map((finding) => NOUNS[finding.type] ?? 'an ID number'))];
  const possible = findings.length > 0 && findings.every((finding) => finding.confidence === 'low');
  const what = nouns.length > 0 ? ` (${joinWords(nouns)} in ${refused.where})` : ` in ${refused.where}`;
  return {
    title: PHI_REFUSED_TITLE,
    description:
      `${possible ? 'Possible patient identifiers' : 'Patient identifiers'}${what} were not confirmed, so the AI service refused the text. ` +
      'Nothing was sent and your answers are unchanged. Remove them and generate again, or turn AI Enhancement off; ' +
      'if Clinote was updated while this page was open, reload it first.',
    kind: 'error',
    durationMs: PHI_REFUSED_DURATION_MS,
  };
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
