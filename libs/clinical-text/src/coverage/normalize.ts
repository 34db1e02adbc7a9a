/**
 * Reads a typed answer the way a reviewer would before the checklist's phrases look at it (issue 21):
 * shorthand written out ("w/o" → "without", "flr" → "floor", "LOB" → "loss of balance", "cant" →
 * "can't"), common typos
 * of the words the rules look for corrected ("toliet", "wheelchiar", "insuficient"), and numbers in
 * words turned into digits ("thirty-five" → "35", "3 hundred 60" → "360"). Every character of the
 * result remembers where it came from, so what the checklist quotes is always the clinician's own text.
 *
 * Linear: one pass of one tokenising regex; a typo is looked up in a table built once.
 */

/** An answer as read by the rules, with the way back to the typed text. */
export interface Normalized {
  /** The text the rules read. */
  readonly text: string;
  /** The text as typed. */
  readonly original: string;
  /** The typed text behind text.slice(start, end). */
  source(start: number, end: number): string;
}

/** Shorthand a clinician types, written out (whole words, any case). */
const SHORTHAND: Readonly<Record<string, string>> = {
  flr: 'floor',
  flrs: 'floors',
  bdrm: 'bedroom',
  bedrm: 'bedroom',
  bthrm: 'bathroom',
  bathrm: 'bathroom',
  rm: 'room',
  amb: 'ambulates',
  ambs: 'ambulates',
  ambul: 'ambulates',
  bsc: 'bedside commode',
  dtr: 'daughter',
  indep: 'independent',
  "req'd": 'required',
  reqd: 'required',
  appt: 'appointment',
  lob: 'loss of balance',
  oob: 'out of bed',
  hx: 'history',
  cg: 'caregiver',
  cgvr: 'caregiver',
  bilat: 'bilateral',
  std: 'standard',
  thru: 'through',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  wks: 'weeks',
  btw: 'between',
  sgnd: 'signed',
  loo: 'toilet',
  lounge: 'living room',
  mobilise: 'ambulate',
  mobilises: 'ambulates',
  mobilised: 'ambulated',
  mobilising: 'ambulating',
  mobilize: 'ambulate',
  mobilizes: 'ambulates',
  mobilized: 'ambulated',
  mobilizing: 'ambulating',
  manoeuvre: 'maneuver',
  manoeuvres: 'maneuvers',
  manoeuvred: 'maneuvered',
  manoeuvring: 'maneuvering',
  sgd: 'signed',
  // Contractions typed without the apostrophe: negations like any other ("i dont want", "cant self propel").
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
};

/** Misspellings of the words the rules look for, seen in typed answers. */
const TYPOS: Readonly<Record<string, string>> = {
  // Short words the one-edit correction does not reach (it needs six letters): "in the hosue", "to bathrm and kitchn".
  hosue: 'house',
  hoem: 'home',
  bathrm: 'bathroom',
  bthrm: 'bathroom',
  kitchn: 'kitchen',
  kitchin: 'kitchen',
  bedrm: 'bedroom',
  toliet: 'toilet',
  insuffient: 'insufficient',
  insufficent: 'insufficient',
  insuficent: 'insufficient',
  insuffcient: 'insufficient',
  toilte: 'toilet',
  tiolet: 'toilet',
  toilett: 'toilet',
  tolet: 'toilet',
  toiliet: 'toilet',
  bathrom: 'bathroom',
  bathroon: 'bathroom',
  bathrooom: 'bathroom',
  barthroom: 'bathroom',
  bahtroom: 'bathroom',
  bedrom: 'bedroom',
  bedroon: 'bedroom',
  walkr: 'walker',
  walekr: 'walker',
  wlaker: 'walker',
  walkre: 'walker',
  wakler: 'walker',
  walkar: 'walker',
  rollater: 'rollator',
  rolator: 'rollator',
  rollattor: 'rollator',
  unabel: 'unable',
  unalbe: 'unable',
  unbale: 'unable',
  unabe: 'unable',
  pilows: 'pillows',
  pillws: 'pillows',
  pillos: 'pillows',
  pilow: 'pillow',
  wedgs: 'wedges',
  degress: 'degrees',
  degres: 'degrees',
  dergees: 'degrees',
  degreees: 'degrees',
  degee: 'degree',
  acess: 'access',
  accesss: 'access',
  stiars: 'stairs',
  staris: 'stairs',
  sairs: 'stairs',
  cnae: 'cane',
  signd: 'signed',
  singed: 'signed',
  sigend: 'signed',
  ordr: 'order',
  oder: 'order',
  unstedy: 'unsteady',
  unstaedy: 'unsteady',
  balence: 'balance',
  ballance: 'balance',
  comode: 'commode',
  commdoe: 'commode',
  wieght: 'weight',
  wegiht: 'weight',
  wieghs: 'weighs',
  lbss: 'lbs',
  unsafr: 'unsafe',
  usnafe: 'unsafe',
};

/**
 * Words of the rules long enough (7+ letters) that one slip of the keyboard (a letter missing, extra,
 * wrong or two swapped) cannot make another English word a clinician would mean: such a slip is read
 * as the word.
 */
const LONG_WORDS = [
  'wheelchair',
  'wheelchairs',
  'insufficient',
  'inadequate',
  'ineffective',
  'unsuccessful',
  'ambulate',
  'ambulates',
  'ambulated',
  'ambulating',
  'ambulation',
  'ambulatory',
  'confined',
  'bathroom',
  'bathrooms',
  'bedroom',
  'bedside',
  'commode',
  'rollator',
  'repositioning',
  'reposition',
  'positioning',
  'elevated',
  'elevation',
  'household',
  'prescription',
  'physician',
  'practitioner',
  'independent',
  'independently',
  'transfers',
  'transfer',
  'caregiver',
  'available',
  'standalone',
  'toileting',
  'grooming',
  'dressing',
  'traction',
  'aspiration',
  'congestive',
  'failure',
  'frequent',
  'frequently',
  'immediate',
  'immediately',
  'hemiparesis',
  'hemiplegia',
  'neurologic',
  'neurological',
  'lightweight',
  'standard',
  'awaiting',
  'unsigned',
  'demonstrated',
  'demonstrates',
  'propel',
  'propels',
  'self-propel',
  'self-propels',
  'doorways',
  'hallways',
  'maneuvering',
  'surfaces',
  'upstairs',
  'downstairs',
  'difficulty',
  'dependent',
  'assistance',
  'unwilling',
  'willing',
  'orthopnea',
  'pulmonary',
  'obstructive',
  'emphysema',
  'effective',
  'relieved',
  'relieves',
  'pillows',
  'wedges',
  'pressure',
  'examination',
  'encounter',
  'face-to-face',
  'evaluation',
  'negotiate',
  'weakness',
  'endurance',
  'shortness',
  'breath',
  'bedbound',
  'bed-bound',
  'detachable',
  'variable',
  'semi-electric',
  'bariatric',
  'kilograms',
  'supervision',
  'community',
  'distances',
  'signature',
  'unsteady',
  'balance',
  'multiple',
  'braking',
  'resistance',
  'festinating',
];

/** One-letter deletions of each long word → the word (symmetric deletion: finds all slips of one key). */
const BY_DELETION: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const word of LONG_WORDS) {
    map.set(word, word);
    for (let i = 0; i < word.length; i++) {
      const key = word.slice(0, i) + word.slice(i + 1);
      if (!map.has(key)) map.set(key, word);
    }
  }
  return map;
})();
/** English words one slip away from a long word: never "corrected" ("ejection fraction" is not traction). */
const PROTECTED = [
  'beside',
  'fraction',
  'fractions',
  'affective',
  'pressing',
  'breaking',
  'relived',
  'confided',
  'proscription',
  'billows',
  'balanced',
];
const KNOWN = new Set([...LONG_WORDS, ...PROTECTED]);

/** Whether a and b are one edit apart (insertion, deletion, substitution or swap of neighbours). */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The long word a typed word is a slip of, or undefined. */
function correction(word: string): string | undefined {
  if (word.length < 6 || KNOWN.has(word)) return undefined;
  const candidates = [BY_DELETION.get(word)];
  for (let i = 0; i < word.length; i++) candidates.push(BY_DELETION.get(word.slice(0, i) + word.slice(i + 1)));
  // A letter more or less at the end is another form of the word ("relieve", "relieved"), not a slip.
  return candidates.find((c) => c !== undefined && c.length >= 7 && !c.startsWith(word) && !word.startsWith(c) && oneEdit(word, c));
}

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred)`;

/**
 * The tokens rewritten: a run of numbers in words or digits joined by spaces, hyphens or "and"
 * ("three hundred and ten", "3 hundred 60", "thirty-five"), slash shorthand, a title's full stop, "&", and words.
 */
const TOKEN = new RegExp(
  String.raw`\b(?:not|never)[ \t]+(?:once|a[ \t]+(?:single[ \t]+)?(?:day|night|week|month|visit|time)|one[ \t]+(?:day|night|week|month|visit|time))(?:[ \t]+(?:this|in|the|a|past|last|since|week|month|day|night|year|visit)){0,3}[ \t]+without\b|\b(?:not|never)[ \t]+(?:un|in)(?:signed|safe|able|willing|sufficient|adequate|successful)\b|\b(?:\d{1,3}|${NUMBER_WORD})(?:(?:[ \t]+|-)(?:and[ \t]+)?(?:\d{1,3}|${NUMBER_WORD})\b)+|\b${NUMBER_WORD}\b|\bw\/o\b|\bw\/(?!c\b)(?=[ \t]|[a-z0-9])|\b(?:d\/t|b\/c|h\/o|f\/u|s\/p)\b|\b(?:dr|mr|mrs|ms)\.(?=[ \t]+\p{L})|(?<=[ \t])&(?=[ \t])|[a-z][a-z'’-]*|’`,
  'giu',
);

/**
 * The value of a run of number words and digits ("three hundred and ten", "3 hundred 60",
 * "thirty-five"), or undefined when it is not one number ("one two", "2 and 3", "88 142").
 */
export function numberValue(run: string): number | undefined {
  let value = 0;
  let last: 'start' | 'unit' | 'teen' | 'tens' | 'hundred' | 'digits' = 'start';
  for (const part of run.toLowerCase().split(/[\s-]+/u)) {
    if (part === 'and' && last === 'hundred') continue;
    const digits = /^\d+$/u.test(part) ? Number(part) : undefined;
    const unit = UNITS[part];
    const tens = TENS[part];
    if (part === 'hundred' && (last === 'unit' || last === 'digits') && value > 0 && value < 10) {
      value *= 100;
      last = 'hundred';
    } else if (tens !== undefined && (last === 'start' || last === 'hundred')) {
      value += tens;
      last = 'tens';
    } else if (unit !== undefined && unit >= 10 && (last === 'start' || last === 'hundred')) {
      value += unit;
      last = 'teen';
    } else if (unit !== undefined && unit > 0 && (last === 'start' || last === 'hundred' || last === 'tens')) {
      value += unit;
      last = 'unit';
    } else if (digits !== undefined && last === 'start') {
      value = digits;
      last = 'digits';
    } else if (digits !== undefined && last === 'hundred' && digits < 100) {
      value += digits;
      last = 'teen';
    } else {
      return undefined;
    }
  }
  return value;
}

/** Whether a run is a number written (at least partly) in words that the rules cannot read as typed. */
function isWordNumber(run: string, value: number): boolean {
  return /[a-z]/iu.test(run) && (value >= 13 || /hundred/iu.test(run));
}

const SLASH: Readonly<Record<string, string>> = {
  'w/o': 'without',
  'd/t': 'due to',
  'b/c': 'because',
  'h/o': 'history of',
  'f/u': 'follow-up',
  's/p': 'status post',
};

/** The rewrite of one token, or undefined to keep it. */
function rewrite(token: string, next: string | undefined): string | undefined {
  const lower = token.toLowerCase();
  // "Not once this week without a near-fall": every time with one.
  if (/^(?:not|never)\s.*\swithout$/u.test(lower)) return 'every time with';
  // A double negative read the other way: "not unsigned" is signed, "not unsafe" safe, "not insufficient" sufficient.
  const undone = /^(?:not|never)[ \t]+(?:un|in)(\w+)$/u.exec(lower);
  if (undone) return undone[1];
  if (lower === '’') return "'";
  // "&" between words is "and" ("signed & dated"); a title's full stop ends no clause ("the prescription Dr. Lee signed").
  if (lower === '&') return 'and';
  if (/^(?:dr|mr|mrs|ms)\.$/u.test(lower)) return token.slice(0, -1);
  // "WO" in capitals is a written order (lower case it may be a slip for w/o).
  if (token === 'WO') return 'written order';
  if (lower === 'w/') return next !== undefined && /[ \t]/u.test(next) ? 'with' : 'with ';
  if (SLASH[lower] !== undefined) return SLASH[lower];
  if (
    /^(?:\d|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred)/u.test(
      lower,
    )
  ) {
    const value = numberValue(lower);
    if (value !== undefined && isWordNumber(lower, value)) return String(value);
    if (/[\s\d]/u.test(lower) || value !== undefined) return undefined;
  }
  if (lower.length > 24) return undefined;
  const word = lower.replaceAll('’', "'");
  const out = SHORTHAND[word] ?? TYPOS[word] ?? correction(word);
  if (out !== undefined && out !== word) return out;
  return word !== lower ? token.replaceAll('’', "'") : undefined;
}

/** Reads `original` as the rules do (see above). */
export function normalize(original: string): Normalized {
  const parts: string[] = [];
  // Each rewritten token: where it starts in the text read, where it ends there, and the typed span.
  const rewritten: { at: number; end: number; from: number; to: number }[] = [];
  let length = 0;
  let last = 0;
  for (const match of original.matchAll(TOKEN)) {
    const index = match.index as number;
    const end = index + match[0].length;
    const out = rewrite(match[0], original[end]);
    if (out === undefined) continue;
    parts.push(original.slice(last, index), out);
    length += index - last;
    rewritten.push({ at: length, end: length + out.length, from: index, to: end });
    length += out.length;
    last = end;
  }
  if (rewritten.length === 0) return { text: original, original, source: (start, end) => original.slice(start, end) };
  parts.push(original.slice(last));
  /** The typed position of a position of the text read (inside a rewritten token: its start, or its end for an end). */
  const typed = (at: number, isEnd: boolean): number => {
    let low = 0;
    let high = rewritten.length - 1;
    let before = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (rewritten[mid].at <= at - (isEnd ? 1 : 0)) {
        before = mid;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    if (before < 0) return at;
    const token = rewritten[before];
    if (isEnd ? at <= token.end : at < token.end) return isEnd ? token.to : token.from;
    return token.to + (at - token.end);
  };
  return {
    text: parts.join(''),
    original,
    source: (start, end) => (end <= start ? '' : original.slice(typed(start, false), typed(end, true))),
  };
}
