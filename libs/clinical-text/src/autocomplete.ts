import { textOf } from './sentence';

/** Autocomplete limits of docs/product.md §5 and §9. */
export const AUTOCOMPLETE_LIMITS = Object.freeze({
  /** Entries kept per field, newest first. */
  historySize: 10,
  /** A value is remembered only with at least this many characters after trimming. */
  minRememberedLength: 5,
  /** "Nearly the same": lengths within this many characters ... */
  nearDuplicateLengthDelta: 2,
  /** ... and one contains the other, or they differ in at most this many positions. */
  nearDuplicateMaxDifferences: 2,
  /** History entries matching the input that are considered. */
  maxCandidates: 5,
  /** Suggestions shorter than this are dropped. */
  minSuggestionLength: 4,
  /** Suggestions longer than this are dropped. */
  maxSuggestionLength: 100,
  /** A suggestion sharing this many leading characters with an already chosen one is dropped. */
  sharedPrefixLength: 4,
  /** A suggestion whose words overlap a chosen one's by more than this share is dropped. */
  maxWordOverlap: 0.3,
  /** Only words of at least this many letters count for the overlap. */
  minOverlapWordLength: 3,
  /** Suggestions shown. */
  maxSuggestions: 2,
  /** Labels longer than this are cut ... */
  labelMaxLength: 60,
  /** ... to this many characters ... */
  labelCutLength: 57,
  /** ... followed by this. */
  labelEllipsis: '...',
  /** The dropdown closes this long after the field loses focus. */
  closeAfterBlurMs: 200,
});

/** Prefix of the browser storage keys of autocomplete history (docs/product.md §3). */
export const AUTOCOMPLETE_STORAGE_PREFIX = 'clinote.autocomplete.';

/** The browser storage key of one field's history, e.g. "clinote.autocomplete.ptEval.pain". */
export function autocompleteStorageKey(area: string, fieldKey: string): string {
  return `${AUTOCOMPLETE_STORAGE_PREFIX}${area}.${fieldKey}`;
}

/** Length in characters (code points), so an emoji or accented letter counts once. */
function length(text: string): number {
  return Array.from(text).length;
}

/**
 * Whether two values are the same for the history: equal, or nearly equal — lengths within 2
 * characters and either one contains the other or they differ in at most 2 positions (the length
 * difference counts as differing positions). Compared case-insensitively.
 */
export function isNearDuplicate(a: string, b: string): boolean {
  const x = Array.from(a.trim().toLowerCase());
  const y = Array.from(b.trim().toLowerCase());
  const delta = Math.abs(x.length - y.length);
  if (delta > AUTOCOMPLETE_LIMITS.nearDuplicateLengthDelta) return false;
  const xs = x.join('');
  const ys = y.join('');
  if (xs.includes(ys) || ys.includes(xs)) return true;
  let differences = delta;
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) differences += 1;
  return differences <= AUTOCOMPLETE_LIMITS.nearDuplicateMaxDifferences;
}

/**
 * Remembers a typed value: trimmed, it is put first in the history unless it is shorter than 5
 * characters or equal or nearly equal to a saved entry; the history keeps the 10 newest. Returns
 * the new history — the given array itself when nothing changes, so callers can skip a write.
 */
export function rememberValue(history: string[], value: string): string[] {
  const entry = textOf(value).trim();
  if (length(entry) < AUTOCOMPLETE_LIMITS.minRememberedLength) return history;
  const saved = Array.isArray(history) ? history.filter((item): item is string => typeof item === 'string') : [];
  if (saved.some((item) => isNearDuplicate(item, entry))) return history;
  return [entry, ...saved].slice(0, AUTOCOMPLETE_LIMITS.historySize);
}

/** Distinct lower-case words of at least 3 letters. */
function words(text: string): Set<string> {
  const found = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(found.filter((word) => length(word) >= AUTOCOMPLETE_LIMITS.minOverlapWordLength));
}

/**
 * Share of the candidate's words (3+ letters) that also occur in the other text; 0 when the
 * candidate has no such words.
 */
export function wordOverlap(candidate: string, other: string): number {
  const mine = words(candidate);
  if (mine.size === 0) return 0;
  const theirs = words(other);
  let shared = 0;
  for (const word of mine) if (theirs.has(word)) shared += 1;
  return shared / mine.size;
}

/** Display text of a suggestion: whole up to 60 characters, otherwise the first 57 plus "...". */
export function suggestionLabel(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= AUTOCOMPLETE_LIMITS.labelMaxLength) return value;
  return chars.slice(0, AUTOCOMPLETE_LIMITS.labelCutLength).join('') + AUTOCOMPLETE_LIMITS.labelEllipsis;
}

/**
 * Suggestions for a field: history entries containing the trimmed input (case-insensitive; a
 * blank input matches every entry), of which the first 5 are considered in history order. One is
 * dropped when shorter than 4 or longer than 100 characters, equal to a chip (ignoring case), or
 * — compared with each suggestion already chosen — sharing its first 4 characters or overlapping
 * its words by more than 30%. At most 2 are returned; `value` is the whole text to insert,
 * `label` the display text (cut to 57 characters plus "..." past 60).
 */
export function suggestions(history: string[], input: string, chips: string[]): { value: string; label: string }[] {
  const query = textOf(input).trim().toLowerCase();
  const chipSet = new Set((Array.isArray(chips) ? chips : []).map((chip) => textOf(chip).trim().toLowerCase()));
  const candidates = (Array.isArray(history) ? history : [])
    .map((item) => textOf(item).trim())
    .filter((item) => item !== '' && item.toLowerCase().includes(query))
    .slice(0, AUTOCOMPLETE_LIMITS.maxCandidates);

  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length === AUTOCOMPLETE_LIMITS.maxSuggestions) break;
    const size = length(candidate);
    if (size < AUTOCOMPLETE_LIMITS.minSuggestionLength || size > AUTOCOMPLETE_LIMITS.maxSuggestionLength) continue;
    if (chipSet.has(candidate.toLowerCase())) continue;
    const prefix = prefixOf(candidate);
    const clashes = chosen.some(
      (other) => prefixOf(other) === prefix || wordOverlap(candidate, other) > AUTOCOMPLETE_LIMITS.maxWordOverlap,
    );
    if (!clashes) chosen.push(candidate);
  }
  return chosen.map((value) => ({ value, label: suggestionLabel(value) }));
}

function prefixOf(text: string): string {
  return Array.from(text.toLowerCase()).slice(0, AUTOCOMPLETE_LIMITS.sharedPrefixLength).join('');
}
