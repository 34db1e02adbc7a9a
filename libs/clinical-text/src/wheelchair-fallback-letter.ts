import { textOf } from './sentence';
import { formatLetterDate, LETTER_TITLES } from './titles';

/** The standard paragraph of the fallback template (docs/product.md §8). */
export const WHEELCHAIR_STANDARD_PARAGRAPH =
  'A manual wheelchair is requested to enable this patient to participate in mobility-related ' +
  'activities of daily living (MRADLs), such as toileting, feeding, dressing, grooming and bathing, ' +
  'in customary locations within the home. The information above describes the mobility limitation ' +
  'and the medical need for this equipment.';

export const WHEELCHAIR_APPROVAL_REQUEST =
  'I respectfully request approval of coverage for the manual wheelchair described above. ' +
  'Please contact me if further information is needed.';

/** The signature placeholder block, filled in by the clinician outside the product. */
export const SIGNATURE_BLOCK = [
  'Sincerely,',
  '',
  '',
  '______________________________',
  '[Clinician Name, Credentials]',
  '[Title]',
  '[Agency Name]',
  '[Phone]',
].join('\n');

/**
 * The professional template used when enhancing the wheelchair letter fails (docs/product.md §8): the
 * letter date, "TO WHOM IT MAY CONCERN:", an RE line, the plain content (its own title line
 * dropped, since the RE line names the equipment), the standard paragraph, the request to
 * approve and a signature placeholder block, separated by blank lines.
 */
export function wheelchairFallbackLetter(plainLetter: string, date: Date): string {
  const content = stripTitle(textOf(plainLetter).trim());
  return [
    formatLetterDate(date),
    'TO WHOM IT MAY CONCERN:',
    'RE: Letter of Medical Necessity - Manual Wheelchair',
    ...(content === '' ? [] : [content]),
    WHEELCHAIR_STANDARD_PARAGRAPH,
    WHEELCHAIR_APPROVAL_REQUEST,
    SIGNATURE_BLOCK,
  ].join('\n\n');
}

function stripTitle(text: string): string {
  const title = LETTER_TITLES.wheelchair;
  return text === title || text.startsWith(`${title}\n`) ? text.slice(title.length).trim() : text;
}
