/**
 * Copies text to the clipboard (docs/product.md §2: results are copied when generated and by "Copy to
 * Clipboard"). Uses the asynchronous Clipboard API and, where it is missing (an insecure origin, an
 * older WebView) or refuses (no permission, document not focused), the older selection +
 * `execCommand('copy')` way. Never throws: resolves false when the text could not be copied, so the
 * caller can show docs/product.md §8's "Could not copy to clipboard" toast.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection-based copy
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', ''); // no on-screen keyboard on phones
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length); // iOS Safari ignores select() alone
    return document.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus({ preventScroll: true });
  }
}
