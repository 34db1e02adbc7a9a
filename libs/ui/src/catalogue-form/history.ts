import { autocompleteStorageKey } from '@clinote/clinical-text';

/**
 * One field's autocomplete history in localStorage (docs/product.md §3): a JSON array of strings, newest
 * first, under `autocompleteStorageKey(area, fieldKey)`. Storage may be unavailable (private
 * browsing, disabled cookies), full, or hold anything another version wrote: reading never throws
 * and treats a corrupted entry as empty; a failed write is ignored (suggestions are a convenience).
 */
export function readHistory(area: string, fieldKey: string): string[] {
  try {
    const raw = window.localStorage.getItem(autocompleteStorageKey(area, fieldKey));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(area: string, fieldKey: string, history: string[]): void {
  try {
    window.localStorage.setItem(autocompleteStorageKey(area, fieldKey), JSON.stringify(history));
  } catch {
    // Quota exceeded or storage disabled: the value is simply not remembered.
  }
}
