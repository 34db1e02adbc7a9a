import { useCallback, useRef, useState } from 'react';
import { FHIR_JSON_CONTENT_TYPE } from '@clinote/contracts';
import { getToken, notify, type Toast } from '@clinote/platform';

/**
 * The files a saved note is downloaded as: a letter's PDF (issue 9, GET /notes/{id}/pdf) and any
 * note's FHIR R4 document (issue 25, GET /notes/{id}/fhir, docs/decisions/0154-fhir-export.md).
 * svc-notes names each file (Content-Disposition); these names are used only when it does not.
 */
export const NOTE_FILES = {
  pdf: {
    path: 'pdf',
    accept: 'application/pdf',
    defaultName: 'Letter of Medical Necessity.pdf',
    failed: 'The PDF could not be downloaded. Please try again.',
  },
  fhir: {
    path: 'fhir',
    accept: FHIR_JSON_CONTENT_TYPE,
    defaultName: 'Clinote note.fhir.json',
    failed: 'The FHIR export could not be downloaded. Please try again.',
  },
} as const;

export type NoteFileFormat = keyof typeof NOTE_FILES;

/** Beyond the spec: a download failed; the server's message, else the format's words. */
export const DOWNLOAD_FAILED_TITLE = 'Download Failed';
export const downloadFailedToast = (format: NoteFileFormat, message: string | undefined): Toast => ({
  title: DOWNLOAD_FAILED_TITLE,
  description: message || NOTE_FILES[format].failed,
  kind: 'error',
});

/**
 * How long the object URL outlives the click. Revoking it in the same task works in Chromium, but
 * Firefox and Safari may start reading the blob after the click returns.
 */
const REVOKE_AFTER_MS = 10_000;

/** The file name of a `Content-Disposition` header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')) || null;
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain ? (plain[1] ?? plain[2]).replace(/\\(.)/g, '$1').trim() : '';
  return name || null;
}

/**
 * docs/product.md §8's generic rule for a failed call: a JSON body's `message`, else the body text, else
 * the status text. An HTML error page (a proxy's) is not shown as text.
 */
async function failureMessage(response: Response, fallback: string): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const message = (JSON.parse(body) as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.join('. ');
  } catch {
    // not JSON
  }
  const text = body.trim();
  if (text && !text.startsWith('<')) return text;
  return response.statusText || fallback;
}

/**
 * GET /api/notes/{id}/{pdf|fhir} (svc-notes: the owner's note as a file) with the session's bearer
 * token. Rejects with an Error whose message a person can act on.
 */
export async function fetchNoteFile(
  noteId: string,
  format: NoteFileFormat,
  { fetchImpl = fetch, token = getToken() }: { fetchImpl?: typeof fetch; token?: string | null } = {},
): Promise<{ blob: Blob; filename: string }> {
  const file = NOTE_FILES[format];
  let response: Response;
  try {
    response = await fetchImpl(`/api/notes/${encodeURIComponent(noteId)}/${file.path}`, {
      headers: token ? { Authorization: `Bearer ${token}`, Accept: file.accept } : { Accept: file.accept },
      credentials: 'include',
    });
  } catch {
    throw new Error(file.failed); // offline, gateway unreachable: "Failed to fetch" helps nobody
  }
  if (!response.ok) throw new Error(await failureMessage(response, file.failed));
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? file.defaultName,
  };
}

/** Hands a blob to the browser as a download: an object URL on a hidden <a download>, revoked afterwards. */
export function saveBlob(
  blob: Blob,
  filename: string,
  { urls = URL, doc = document }: { urls?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>; doc?: Document } = {},
): void {
  const url = urls.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => urls.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/**
 * Download PDF / Download FHIR: one download at a time; `downloading` says which format is on its
 * way; a failure is the "Download Failed" toast with the server's words.
 */
export function useNoteDownload() {
  const [downloading, setDownloading] = useState<NoteFileFormat | null>(null);
  const busy = useRef(false);
  const download = useCallback(async (noteId: string, format: NoteFileFormat) => {
    if (busy.current) return;
    busy.current = true;
    setDownloading(format);
    try {
      const { blob, filename } = await fetchNoteFile(noteId, format);
      saveBlob(blob, filename);
    } catch (error) {
      notify(downloadFailedToast(format, error instanceof Error ? error.message : undefined));
    } finally {
      busy.current = false;
      setDownloading(null);
    }
  }, []);
  return { downloading, download };
}
