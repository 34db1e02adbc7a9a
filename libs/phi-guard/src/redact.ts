import { detectPhi } from './detect';
import type { PhiFinding, PhiType } from './types';

/** What replaces each kind of identifier. Ages keep their meaning, as Safe Harbor allows ("90 or older"). */
const PLACEHOLDERS: Record<PhiType, string> = {
  name: '[NAME]',
  dob: '[DATE]',
  date: '[DATE]',
  'age-over-89': '[AGE 90+]',
  phone: '[PHONE]',
  fax: '[FAX]',
  email: '[EMAIL]',
  ssn: '[ID]',
  mrn: '[ID]',
  'medicare-id': '[ID]',
  'health-plan-id': '[ID]',
  account: '[ID]',
  license: '[ID]',
  vehicle: '[ID]',
  'device-id': '[ID]',
  url: '[URL]',
  ip: '[IP]',
  address: '[ADDRESS]',
  zip: '[ZIP]',
};

export function placeholderFor(type: PhiType): string {
  return PLACEHOLDERS[type] ?? '[REDACTED]';
}

type Span = Pick<PhiFinding, 'type' | 'start' | 'end'>;

/**
 * `text` with each finding replaced by its placeholder ("Call [PHONE]"). Findings may come from
 * anywhere (a form may drop the ones the clinician kept): they are sorted, clamped to the text, and
 * overlapping ones merged into one placeholder — the type of the longest.
 */
export function redactPhi(text: string, findings: readonly Span[] = detectPhi(text)): string {
  const spans = findings
    .map((f) => ({ type: f.type, start: Math.max(0, f.start), end: Math.min(text.length, f.end) }))
    .filter((f) => f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let cursor = 0;
  for (let i = 0; i < spans.length;) {
    const start = spans[i].start;
    let { end, type } = spans[i];
    let longest = end - start;
    for (i++; i < spans.length && spans[i].start < end; i++) {
      if (spans[i].end - spans[i].start > longest) {
        longest = spans[i].end - spans[i].start;
        type = spans[i].type;
      }
      end = Math.max(end, spans[i].end);
    }
    result += text.slice(cursor, start) + placeholderFor(type);
    cursor = end;
  }
  return result + text.slice(cursor);
}
