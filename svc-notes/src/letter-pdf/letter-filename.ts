/** Longest file name stem we send; titles are at most 200 characters, file systems allow 255 bytes. */
const MAX_STEM_LENGTH = 120;

/**
 * A note's file name stem for `Content-Disposition` and the mail attachment: the note title in plain
 * ASCII ("Walker/Rollator - 3/4/2026" → "Walker-Rollator - 3-4-2026"), since a slash, a quote or a
 * non-ASCII character can break the header or the file system of whoever saves it.
 */
function fileStem(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // é → e: the accent is a combining mark after NFKD
    .replace(/[/\\]+/g, '-') // "Walker/Rollator", "3/4/2026"
    .replace(/[^A-Za-z0-9 ._-]+/g, '') // quotes, symbols: dropped
    .replace(/-{2,}/g, '-')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/^[\s.-]+|[\s.-]+$/g, ''); // no hidden ".file", no trailing dot or dash before the extension
}

/** A letter's PDF: "Walker-Rollator - 3-4-2026.pdf". */
export function letterPdfFilename(title: string): string {
  return `${fileStem(title) || 'Letter of Medical Necessity'}.pdf`;
}

/** A note's FHIR export (issue 25): "PT Evaluation - 3-4-2026.fhir.json". */
export function fhirFilename(title: string): string {
  return `${fileStem(title) || 'Clinote note'}.fhir.json`;
}
