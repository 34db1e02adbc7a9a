/**
 * Units as notes spell them, each with one normalised name: "sec", "s", "seconds" → "s"; "lbs",
 * "#", "pounds" → "lb"; "'" → "ft". Shared by the number reader and the schedule reader, so
 * "2x/day" and "3x/wk" know the same weeks and days.
 */

const bySpelling = (table: Record<string, string>): Map<string, string> => {
  const map = new Map<string, string>();
  for (const [unit, forms] of Object.entries(table)) for (const form of forms.split(' ')) map.set(form, unit);
  return map;
};

/** Single-token units (symbols included). */
const UNITS = bySpelling({
  s: 's sec secs second seconds',
  min: 'min mins minute minutes',
  h: 'h hr hrs hour hours',
  day: 'd day days',
  wk: 'wk wks week weeks',
  mo: 'mo mos month months',
  yr: 'y yr yrs year years',
  ft: "ft feet foot '",
  in: 'inch inches "',
  cm: 'cm',
  mm: 'mm',
  m: 'm meter meters metre metres',
  km: 'km',
  lb: 'lb lbs pound pounds #',
  kg: 'kg kgs kilogram kilograms',
  g: 'g gram grams',
  mg: 'mg',
  mcg: 'mcg',
  ml: 'ml cc',
  l: 'l liter liters litre litres',
  'l/min': 'lpm',
  units: 'unit units u iu',
  meq: 'meq',
  '%': '% percent',
  '°': '° deg degree degrees',
  '°F': 'f fahrenheit',
  '°C': 'c celsius',
  bpm: 'bpm',
  mmhg: 'mmhg',
  x: 'x times time reps rep repetitions repetition',
  set: 'set sets',
  am: 'am',
  pm: 'pm',
});

/** Two-token units, by their two spellings joined with a space. */
const UNIT_PAIRS = new Map([
  ['° f', '°F'],
  ['° c', '°C'],
  ['deg f', '°F'],
  ['degrees f', '°F'],
  ['degrees fahrenheit', '°F'],
  ['deg c', '°C'],
  ['degrees c', '°C'],
  ['degrees celsius', '°C'],
  ['mm hg', 'mmhg'],
]);

const TIME_UNITS = new Set(['s', 'min', 'h', 'day', 'wk', 'mo', 'yr']);

/** Words that make the next time unit a rate: "3x/wk", "3 times per week", "twice a day". */
export const PER_WORDS: ReadonlySet<string> = new Set(['/', 'per', 'a', 'an', 'each', 'every']);

export const unitOf = (spelling: string | undefined): string | undefined => (spelling === undefined ? undefined : UNITS.get(spelling));
export const unitOfPair = (first: string, second: string): string | undefined => UNIT_PAIRS.get(`${first} ${second}`);
export const isTimeUnit = (spelling: string | undefined): boolean => TIME_UNITS.has(unitOf(spelling) ?? '');
