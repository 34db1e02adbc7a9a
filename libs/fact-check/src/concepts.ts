/**
 * Reads text as a list of tokens in which every known word or phrase stands for its meaning:
 * "shortness of breath" and "SOB" become one token meaning "dyspnea", "min A" and "minimal
 * assistance" one meaning "minimal assist", "Lasix" one meaning "furosemide". The extractors then
 * compare meanings, never spellings.
 */
import { BRAND_NAMES, GENERIC_NAMES } from './drug-names';
import { scan, withSpelledNumbers, type Token } from './tokens';
import { PER_WORDS, unitOf } from './units';
import { SCHEDULES_PER_DAY, vocabularyEntries, type VocabularyEntry } from './vocabulary';

interface TrieNode {
  children: Map<string, TrieNode>;
  entry?: VocabularyEntry;
}

const newNode = (): TrieNode => ({ children: new Map() });

function buildTrie(): { root: TrieNode; longest: number } {
  const root = newNode();
  let longest = 0;
  const medications: Array<readonly [string, VocabularyEntry]> = [
    ...GENERIC_NAMES.map((name) => [name, [{ tag: 'med', meaning: name }]] as const),
    ...Object.entries(BRAND_NAMES).map(([brand, generic]) => [brand, [{ tag: 'med', meaning: generic }]] as const),
  ];
  for (const [form, entry] of [...vocabularyEntries(), ...medications]) {
    const norms = withSpelledNumbers(scan(form)).map((token) => token.norm);
    if (norms.length === 0) continue;
    let node = root;
    for (const norm of norms) {
      let child = node.children.get(norm);
      if (!child) node.children.set(norm, (child = newNode()));
      node = child;
    }
    node.entry = entry;
    longest = Math.max(longest, norms.length);
  }
  return { root, longest };
}

let trie: { root: TrieNode; longest: number } | undefined;

/** The longest known phrase starting at `from`: its entry and how many tokens it covers. */
function longestPhrase(tokens: readonly Token[], from: number): { entry: VocabularyEntry; length: number } | undefined {
  trie ??= buildTrie();
  let node: TrieNode | undefined = trie.root;
  let found: { entry: VocabularyEntry; length: number } | undefined;
  for (let length = 1; length <= trie.longest && from + length <= tokens.length; length++) {
    node = node.children.get((tokens[from + length - 1] as Token).norm);
    if (!node) break;
    // "I w/c": a phrase ending in "w/" leaves the slash to the shorthand it starts
    if (node.entry && !(length >= 2 && isSlashShorthand(tokens, from + length - 2))) found = { entry: node.entry, length };
  }
  return found;
}

const isLetter = (token: Token | undefined) => token?.type === 'word' && token.norm.length === 1;

/** "x/y": two single letters around a slash, typed together. */
function isSlashShorthand(tokens: readonly Token[], at: number): boolean {
  const slash = tokens[at + 1];
  const second = tokens[at + 2];
  return isLetter(tokens[at]) && slash?.norm === '/' && !slash.spaced && isLetter(second) && !second!.spaced;
}

/** "q4h", "q 6 hrs", "every 4 hours": a schedule, not a duration of 4 hours. */
function everyHours(tokens: readonly Token[], at: number): { value: string; end: number; next: number } | undefined {
  const number = tokens[at + 1];
  const unit = tokens[at + 2];
  if (!['q', 'every'].includes((tokens[at] as Token).norm) || number?.type !== 'number' || unitOf(unit?.norm) !== 'h') return undefined;
  return { value: number.norm, end: unit!.end, next: at + 3 };
}

/**
 * "2x/day", "twice a day", "2 times daily", "once weekly": a schedule, the same as "BID" or
 * "weekly". Other counts ("3x/wk") stay numbers.
 */
function countedSchedule(tokens: readonly Token[], at: number): { schedule: string; end: number; next: number } | undefined {
  const count = tokens[at] as Token;
  if (count.type !== 'number') return undefined;
  let next = at + 1;
  if (!count.times) {
    if (unitOf(tokens[next]?.norm) !== 'x') return undefined;
    next++;
  }
  const word = tokens[next]?.norm ?? '';
  let period = word === 'daily' ? 'day' : word === 'weekly' ? 'wk' : undefined;
  if (PER_WORDS.has(word)) period = unitOf(tokens[++next]?.norm);
  const schedule =
    period === 'day' ? SCHEDULES_PER_DAY[Number(count.norm) - 1] : period === 'wk' && count.norm === '1' ? 'weekly' : undefined;
  return schedule ? { schedule, end: (tokens[next] as Token).end, next: next + 1 } : undefined;
}

/** The tokens of `text`, with every known phrase replaced by tokens of its meaning. */
export function readConcepts(text: string): Token[] {
  const tokens = withSpelledNumbers(scan(text));
  const result: Token[] = [];
  let at = 0;
  while (at < tokens.length) {
    const first = tokens[at] as Token;
    const phrase = longestPhrase(tokens, at);
    if (isSlashShorthand(tokens, at) && (phrase?.length ?? 0) < 3) {
      // Unknown shorthand is kept as typed: only the clinician knows what "d/c" meant here.
      const last = tokens[at + 2] as Token;
      result.push({
        type: 'word',
        norm: `${first.norm}/${last.norm}`,
        tag: 'shorthand',
        start: first.start,
        end: last.end,
        spaced: first.spaced,
      });
      at += 3;
      continue;
    }
    const hours = phrase ? undefined : everyHours(tokens, at);
    if (hours) {
      result.push({
        type: 'word',
        norm: `every ${hours.value} hours`,
        tag: 'freq',
        start: first.start,
        end: hours.end,
        spaced: first.spaced,
      });
      at = hours.next;
      continue;
    }
    const counted = countedSchedule(tokens, at);
    if (counted) {
      result.push({ type: 'word', norm: counted.schedule, tag: 'freq', start: first.start, end: counted.end, spaced: first.spaced });
      at = counted.next;
      continue;
    }
    if (!phrase || (first.type === 'number' && phrase.length === 1)) {
      result.push(first);
      at++;
      continue;
    }
    const last = tokens[at + phrase.length - 1] as Token;
    for (const { tag, meaning } of phrase.entry) {
      const token: Token = { type: 'word', norm: meaning, start: first.start, end: last.end, spaced: first.spaced };
      if (tag) token.tag = tag;
      if (phrase.length === 1 && first.capital) token.capital = true;
      result.push(token);
    }
    at += phrase.length;
  }
  return result;
}
