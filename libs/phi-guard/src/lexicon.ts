/**
 * The name lexicon (issue 21, round 6; decision 0144): given names and surnames of many origins
 * (name-lexicon.data.ts, generated from @faker-js/faker's locale data by scripts/make-name-lexicon.mjs),
 * looked up by their folded form — lower case, no diacritics, no apostrophes — so "Kristóf",
 * "KRISTOF" and "kristof" are one name, and "O'Brien" is "obrien". Everyday English words are not in
 * the lists (the generator leaves them out); clinical words, eponyms and brands are kept out by the
 * callers (vocabulary.ts), as for every other reading.
 *
 * The lists are decoded on the first lookup, not when the module loads.
 */
import { LEXICON_GIVEN_NAMES, LEXICON_SURNAMES } from './name-lexicon.data';

let given: ReadonlySet<string> | undefined;
let surnames: ReadonlySet<string> | undefined;

/** "0abbott6s2el" → abbott, abbotts, abel: each name is the letters it shares with the one before and the rest. */
function decode(frontCoded: string): ReadonlySet<string> {
  const names = new Set<string>();
  let previous = '';
  for (const part of frontCoded.matchAll(/(\d)([a-z]+)/g)) {
    previous = previous.slice(0, Number(part[1])) + part[2];
    names.add(previous);
  }
  return names;
}

/** "Kristóf" → "kristof", "O'Brien" → "obrien", "Nakamura-Holt" → "nakamura-holt". */
export function foldName(word: string): string {
  if (/^[A-Za-z]+$/.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '');
}

/**
 * Surname endings that are names in every list they occur in: Polish -ski/-cka/-wicz/-czyk, East
 * Slavic -enko/-chuk/-ovich, Balkan -ović/-ević/-ić (with its accent), Romanian -escu/-eanu,
 * Turkish -oğlu, Greek -opoulos/-akis, Nordic -sson/-ssen, Spanish -ez, Italian -elli/-etti/-ucci.
 * Needs four letters before the ending's own, so "Ski", "Fez", "Ask", "Mez" do not count.
 */
const SURNAME_SHAPE =
  /^[a-z]{3,}(?:[sc]ki|dzki|[sc]ka|dzka|wicz|czyk|czak|czuk|chuk|enko|ovich|evich|ovic|evic|ovsky|escu|eanu|oglu|opoulos|akis|sson|ssen|ez|elli|etti|ucci)$/;
const ACCENTED_SURNAME_SHAPE = /^[A-Za-zÀ-ÖØ-öø-ÿčšžđ]{2,}i[ćč]$/i;

/** A given name of the lexicon, in any case or spelling of accents: "Kristóf", "MARISOL", "sven". */
export function isLexiconGivenName(word: string): boolean {
  given ??= decode(LEXICON_GIVEN_NAMES);
  return given.has(foldName(word));
}

/** A surname of the lexicon, or of a surname's shape ("Kowalczyk", "Petrović"); each part of a double-barrelled one. */
export function isLexiconSurname(word: string): boolean {
  surnames ??= decode(LEXICON_SURNAMES);
  const list = surnames;
  const one = (part: string) => {
    const folded = foldName(part);
    return (
      list.has(folded) ||
      // Czech and Slovak feminine forms: Nováková from Novák.
      (folded.endsWith('ova') && list.has(folded.slice(0, -3))) ||
      SURNAME_SHAPE.test(folded) ||
      ACCENTED_SURNAME_SHAPE.test(part)
    );
  };
  return word.split('-').every((part) => part.length >= 2 && one(part));
}

/** Either list. */
export function isLexiconName(word: string): boolean {
  return isLexiconGivenName(word) || isLexiconSurname(word);
}
