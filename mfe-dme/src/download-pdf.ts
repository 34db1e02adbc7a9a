import { useCallback, useRef, useState } from 'react';
import { getToken, notify } from '@clinote/platform';
import { DOWNLOAD_FAILED_FALLBACK, downloadFailedToast } from './letter-toasts';

/** Used when the answer names no file (svc-notes always does: the note title, made file-safe). */
export const DEFAULT_PDF_FILENAME = 'Letter of Medical Necessity.pdf';

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
async function failureMessage(response: Response): Promise<string> {
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
  return response.statusText || DOWNLOAD_FAILED_FALLBACK;
}

/**
 * GET /api/notes/{id}/pdf (svc-notes: the owner's letter as a PDF) with the session's bearer
 * token. Rejects with an Error whose message a person can act on.
 */
export async function fetchLetterPdf(
  noteId: string,
  { fetchImpl = fetch, token = getToken() }: { fetchImpl?: typeof fetch; token?: string | null } = {},
) {
  let response: Response;
  try {
    response = await fetchImpl(`/api/notes/${encodeURIComponent(noteId)}/pdf`, {
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : { Accept: 'application/pdf' },
      credentials: 'include',
    });
  } catch {
    throw new Error(DOWNLOAD_FAILED_FALLBACK); // offline, gateway unreachable: "Failed to fetch" helps nobody
  }
  if (!response.ok) throw new Error(await failureMessage(response));
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? DEFAULT_PDF_FILENAME,
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

/** Download PDF on the result card: one download at a time; a failure is the "Download Failed" toast. */
export function useLetterPdf() {
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);
  const download = useCallback(async (noteId: string) => {
    if (busy.current) return;
    busy.current = true;
    setDownloading(true);
    try {
      const { blob, filename } = await fetchLetterPdf(noteId);
      saveBlob(blob, filename);
    } catch (error) {
      notify(downloadFailedToast(error instanceof Error ? error.message : undefined));
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  }, []);
  return { downloading, download };
}
