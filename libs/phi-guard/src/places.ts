/**
 * Layer 1, places: street addresses, PO boxes, "City, ST 12345", and ZIP codes. Safe Harbor removes
 * every geographic unit smaller than a state; free text only gives a street or a city away through
 * its shape (a house number and a street suffix, a state after a city), so that is what is read.
 */
import type { Candidate } from './types';
import { codeContinues, continuesCode, withoutTrailing } from './text';
import {
  CLINICAL_ABBREVIATIONS,
  LOWERCASE_NOT_NAMES,
  NOT_NAME_WORDS,
  STATE_CODES,
  STATE_NAMES,
  STREET_SUFFIXES,
  SUBJECT_NOUNS,
} from './vocabulary';

const SUFFIX = `(?:${STREET_SUFFIXES.join('|')})\\.?`;
const STREET_WORD = String.raw`(?:[A-Z][a-z]+(?:['’]s)?|\d{1,3}(?:st|nd|rd|th)|[NSEW]\.?|NE|NW|SE|SW)`;
const UNIT = '(?:,?\\s(?:Apt|Apartment|Unit|Suite|Ste|Rm|Room|Lot|Bldg|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?';
const CITY = '[A-Z][a-z]+(?:\\s[A-Z][a-z]+){0,2}';
const STATE_NAME = `(?:${STATE_NAMES.join('|')})`;
const ZIP = '\\d{5}(?:-\\d{4})?';
const STATE_CODE = `(?:${[...STATE_CODES].join('|')})(?![A-Za-z])`;
const CITY_STATE_ZIP = `(?:,?\\s${CITY},?\\s(?:${STATE_CODE}|${STATE_NAME}|${ZIP}(?![0-9-]))(?:,?\\s${ZIP})?|,?\\s${ZIP})?`;

/** "742 Evergreen Terrace, Apt 2, Springfield, IL 62704", "415 1/2 S Juniper St": number + street + suffix (+ unit, city, ZIP). */
const STREET_ADDRESS = new RegExp(
  `\\b\\d{1,6}[A-Z]?(?:\\s1\\/2|½)?\\s(?:${STREET_WORD}\\s){1,4}${SUFFIX}(?![A-Za-z])${UNIT}${CITY_STATE_ZIP}`,
  'g',
);
/** "lives on Elm Street": a named street without a number is only a hint. */
const NAMED_STREET = new RegExp(
  `\\b(?:on|at|off|near)\\s((?:[A-Z][a-z]+\\s){1,3}(?:Street|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr(?!\\.?\\s[A-Z])|Court|Ct|Terrace|Parkway|Highway|Row|Way|Place|Close))\\b`,
  'g',
);
/**
 * "lives at 123 main st", "address: 45 oak ave apt 3": an address typed in lower case, read only
 * after a word that says it is one (lower-case words after a number are usually a distance: "150 ft
 * down the hall way").
 */
const LOWERCASE_SUFFIX =
  '(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|terrace|ter|parkway|pkwy|highway|hwy|circle|cir|trail|trl|place|pl|way|pike|loop)';
/** "lives 10 min drive away", "lives 2 miles down the road": a distance, not a house number. */
const DISTANCE_UNIT = '(?:min|mins|minutes?|miles?|mi|blocks?|ft|feet|hours?|hrs?|yards?|steps?|km|doors?|houses?|floors?|flights?)\\b';
/** "…, 12345", "…, graybrook 04987", "…, GRAYBROOK, ME 04987": a town (and state) and ZIP after a street, in any case. */
const LOWERCASE_TOWN_ZIP = `(?:,?\\s(?:[a-z]{3,20}(?:\\s[a-z]{3,20})?,?\\s(?:[a-z]{2}\\s)?)?${ZIP}(?![0-9-]))?`;
/** A compass point before a street's name: "227 w linden", "4412 n 9th", "18 NE Alder". */
const COMPASS = '(?:[NSEWnsew]|NE|NW|SE|SW|ne|nw|se|sw)\\.?';
/**
 * "home is 227 w linden", "lives at 80 s maple, apt 2": a house number, a compass point and a
 * street's name without its suffix, after a word that says it is an address.
 */
const RESIDENCE_COMPASS_ADDRESS = new RegExp(
  `\\b(?:lives?|living|resides?|residing|moved|moving|address(?:\\sis)?|addr|located|staying|stays|home\\sis)(?:\\s(?:at|on|to|in|@))?\\s?:?\\s(\\d{1,6}[a-z]?\\s${COMPASS}\\s(?:[a-z]{3,20}|\\d{1,3}(?:st|nd|rd|th))(?![A-Za-z0-9])(?:,?\\s(?:apt|apartment|unit|ste|suite|lot|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?${LOWERCASE_TOWN_ZIP})`,
  'gi',
);
/**
 * "4412 n 9th, ring bell twice": a house number of two digits or more, a compass point and a
 * numbered street — an address without a label ("x 2 w 2nd person", "3 n 2nd floor" are not).
 */
const COMPASS_NUMBERED_STREET =
  /\b(\d{2,6}\s(?:[NSEWnsew]|NE|NW|SE|SW|ne|nw|se|sw)\.?\s\d{1,3}(?:st|nd|rd|th))(?![A-Za-z0-9])(?!\s(?:floor|fl|flr|level|story|storey|person|people|assist|attempt|trial|try|set|time|round|visit|week|wk|day|dose|grade|degree|tier|line|place|step|stair))/gi;
/**
 * "88 quarry rd use back door", "seen at 9 heron ct", "address change to 27 w fennimore st": a house
 * number, one to three words and a street's suffix, opening a line or after "at"/"to" — no residence
 * word needed where nothing else is said of a number (the words between are checked in code).
 */
const BARE_LOWERCASE_STREET_ADDRESS = new RegExp(
  `(?:^|[.;!?\\n][ \\t]{0,3}|\\b(?:at|to)\\s)(\\d{1,6}[a-z]?\\s(?!${DISTANCE_UNIT})((?:[a-z]{1,20}\\.?\\s){1,3})${LOWERCASE_SUFFIX}\\.?(?![A-Za-z])(?:,?\\s(?:apt|apartment|unit|ste|suite|lot|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?${LOWERCASE_TOWN_ZIP})`,
  'gim',
);
const LOWERCASE_STREET_ADDRESS = new RegExp(
  `\\b(?:lives?|living|resides?|residing|moved|moving|address(?:\\sis)?|addr|located|staying|stays|home\\sis)(?:\\s(?:at|on|to|in|@))?\\s?:?\\s(\\d{1,6}[a-z]?\\s(?!${DISTANCE_UNIT})(?:[a-z]+\\.?\\s|\\d{1,3}(?:st|nd|rd|th)\\s){1,3}${LOWERCASE_SUFFIX}\\.?(?![A-Za-z])(?:,?\\s(?:apt|apartment|unit|ste|suite|lot|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?${LOWERCASE_TOWN_ZIP})`,
  'gi',
);
/** "Box 2210 Tarrowby is mailing only": a box number and its town, without the "PO". Low. */
const BOX_AND_TOWN = /\bBox\s\d{2,6}\s[A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,})?(?![A-Za-z])/g;
/** "PO Box 4410, Riverton, WY 82501", "PO Box 77, Hartsell;": a box and its town (a town alone only where the clause ends). */
const PO_BOX = new RegExp(`\\b[Pp]\\.?\\s?[Oo]\\.?\\s?[Bb]ox\\s\\d{1,6}\\b(?:,\\s${CITY}(?=[;.)]|\\s?$)|${CITY_STATE_ZIP})`, 'g');
/** "Springfield, IL 62704" and "Dayton, Ohio": a place smaller than a state. */
const CITY_WITH_STATE_CODE_AND_ZIP = new RegExp(`\\b${CITY},\\s${STATE_CODE}\\s${ZIP}\\b`, 'g');
const CITY_WITH_STATE_NAME = new RegExp(`\\b(${CITY}),\\s${STATE_NAME}\\b`, 'g');
/** "lives in Millbrook, NY": without a ZIP only after a preposition, and never MD or PA ("Roe, MD"). */
const CITY_WITH_STATE_CODE = new RegExp(`\\b(?:in|from|to|near)\\s(${CITY},\\s([A-Z]{2}))\\b`, 'g');
const CREDENTIAL_LIKE_STATES = new Set(['MD', 'PA']);

/**
 * "back from St. Cuthbert's", "of St. Brigid of the Lakes": a parish, hospital or home named for a saint, where
 * the patient came from or belongs — not a service offered there ("Outpatient PT at St. Mary's"), not "St.
 * John's wort". Low.
 */
const SAINT_PLACE =
  /\b(?:(?:from|into)\s((?:St|Saint)\.?\s[A-Z][a-z]+['’]s(?!\swort))|(?:at|to|from|in|into|of)\s((?:St|Saint)\.?\s[A-Z][a-z]+\sof\sthe\s[A-Z][a-z]+))(?![A-Za-z])/g;
/** "lives on 5th ave", "on Linden St", "the end of Thistledown Ct": a street without a number, after a word that puts someone on it. Low. */
const STREET_WITHOUT_NUMBER = new RegExp(
  `\\b(?:on|off|near|along|end\\sof)\\s((?:\\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:\\s[A-Z][a-z]+){0,2})\\s(?:St|ave|Ave|Av|avenue|street|Pl|Way|Cir|Ter|Hwy|Pkwy|Ct|Ln|Rd|Blvd|Court|Lane|Road|Drive)\\.?)(?![A-Za-z]|\\.?\\s[A-Z])`,
  'g',
);
const RESIDENCE_STREET = new RegExp(
  `\\b(?:lives?|living|resides?|stays?|staying|moved)\\s(?:on|off)\\s([a-z]{3,20}\\s${LOWERCASE_SUFFIX}\\.?)(?![A-Za-z])`,
  'g',
);
/** "lives on Elm", "lives on 5th": a street named alone after a word that puts someone on it — not "the 5th floor". Low. */
const RESIDENCE_STREET_NAME =
  /\b(?:lives?|living|resides?|stays?|staying)\s(?:on|off)\s([A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))(?![A-Za-z])(?!\s(?:floor|fl|level|story|storey|flr|[A-Z]))/g;
/** "the corner of Elm and 3rd": a place by its crossing streets. Low. */
const CORNER =
  /\bcorner\sof\s(?:[A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))(?:\s(?:St|Ave|Rd)\.?)?\s(?:and|&)\s(?:[A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))\b/g;
/**
 * "Golden Oaks", "Kettering Falls", "Oak Hollow", "Pine Ridge": the nature words towns, subdivisions
 * and care homes are named with. After a capitalised word, after a word that puts someone there.
 */
const PLACE_NAME_SUFFIX =
  '(?:Oaks|Pines|Acres|Crest|Ridge|Meadows?|Woods|Grove|Bend|Pointe?|Creek|Springs|Falls|Hollow|Haven|Heights|Hills|Landing|View|Vista|Glen|Brook|Park|Terrace|Court|Shores?|Harbou?r|Station|Farms?|Valley|Junction|Crossing|Corners?|Bluffs?|Mills?|Lakes?)';
const PLACE_NAME_SUFFIX_AT_END = new RegExp(`\\s${PLACE_NAME_SUFFIX}$`);
/**
 * "at Sunrise Assisted Living", "to St. Brigid's Rehab", "Rm 12 at Oakview SNF": a named facility
 * where the patient lives or goes is a place smaller than a state. Low.
 */
const FACILITY = new RegExp(
  `\\b(?:at|to|from|in|into|of|past|near|behind|attends?|attended)\\s((?:(?:St|Saint|Mt|Mount)\\.?\\s)?(?:[A-Z][a-z]+(?:['’]s)?\\s){1,3}(?:Assisted\\sLiving|Senior\\sLiving|Nursing\\s(?:Center|Home|Facility|and\\sRehab(?:ilitation)?)|Care\\sCenter|Rehab(?:ilitation)?(?:\\s(?:Center|Hospital))?|Manor|SNF|ALF|LTC|Retirement\\s(?:Community|Home|Village)|Memory\\sCare|Health\\sCenter|Healthcare|Living\\sCenter|Estates|Gardens|Village|Commons|Lodge|Hospice\\sHouse|Dialysis(?:\\s(?:Center|Unit|Clinic))?|Kidney\\s(?:Center|Care)|Home|House|Towers|Apartments|Apts|(?:Memorial\\s)?Hospital|Memorial|Medical\\sCenter|(?:Infusion|Cancer|Surgery|Surgical|Wound|Heart|Senior|Community|Adult\\sDay)\\sCenter|Adult\\sDay(?:\\sProgram)?|Urgent\\sCare|Skilled\\sNursing(?:\\s(?:Facility|Center|Unit))?|Clinic|Church|Chapel|Temple|Synagogue|Mosque|AME|${PLACE_NAME_SUFFIX}))(?![A-Za-z])`,
  'g',
);
/**
 * The same in lower case, as a tablet types it: "into holloway gardens assisted living", "seen at maple
 * crest manor rm 314b", "now at the birches apt 212" (a unit number makes a home of it), "went to st
 * anselm's er". The words of the name are checked in code. Low.
 */
const LOWERCASE_FACILITY = new RegExp(
  `\\b(?:at|to|from|in|into|of)\\s((?:(?:st|saint|mt)\\.?\\s)?((?:[a-z]{3,15}(?:['’]s)?\\s){1,3})(?:(?:assisted\\sliving|senior\\sliving|nursing\\s(?:center|home|facility)|care\\scenter|senior\\scenter|manor|gardens|village|commons|lodge|towers|apartments|apts|estates|rehab|er|hospital|memorial|medical\\scenter)(?:\\s(?:rm|room|apt|unit|#)\\.?\\s?[a-z0-9-]{1,6})?|(?:apt|apartment|unit|rm|room)\\.?\\s?#?\\d{1,5}[a-z]?))(?![A-Za-z0-9])`,
  'g',
);
/**
 * "in rural Dunhollow County", "covering Greywater Township", "MERCER COUNTY": a county, township, parish
 * or borough by its name is a place smaller than a state, wherever it stands. Low.
 */
const COUNTY =
  /\b((?:[A-Z][a-z]+\s){1,2}(?:County|Township|Parish|Borough)|(?:[A-Z]{3,}\s){1,2}(?:COUNTY|TOWNSHIP|PARISH|BOROUGH))(?![A-Za-z])/g;
/**
 * "ADMITTED FEB 26 2026 TO MERCER COUNTY MEDICAL CENTER": a named facility in a note typed in capitals (the name's
 * words are checked in code: "TO THE HOSPITAL", "FROM ACUTE REHAB" are no name). Low.
 */
const UPPERCASE_FACILITY =
  /\b(((?:[A-Z][A-Z'’]{2,}\s){1,3})(?:MEDICAL\sCENTER|(?:MEMORIAL\s)?HOSPITAL|MEMORIAL|REHAB(?:ILITATION)?(?:\s(?:CENTER|HOSPITAL))?|NURSING\s(?:HOME|CENTER|FACILITY)|SKILLED\sNURSING(?:\sFACILITY)?|ASSISTED\sLIVING|HEALTH\sCENTER|CARE\sCENTER|INFUSION\sCENTER|SNF|ALF))(?![A-Za-z])/g;
/**
 * "lives in Maple Grove", "pt from Cedar Falls", "moved to Millbrook", "went to dtr's in Carrow Hill": a town after a
 * word that puts someone there. Low.
 */
const TOWN =
  /\b(?:(?:lives?|living|resides?|residing|grew\sup|raised|was\sborn)\s(?:[a-z/]{1,8}\s){0,3}in|(?:moved|moving|relocated)\s(?:(?:here|back|up|down)\s)?(?:in|to|from)|(?:resident|native)\sof|(?:originally|pt|patient|is|was|he['’]?s|she['’]?s|comes?|came)\s(?:originally\s)?from|(?:dtr|daughter|son|sister|brother|niece|nephew|mother|father|cousin|friend|family)['’]s\s(?:(?:house|home|place)\s)?in)\s([A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2})(?![A-Za-z])(?!\s?\d)/g;
/** Capitalised words that name a kind of place or care, not a town or a facility: "to Acute Rehab", "in Memory Care". */
const GENERIC_PLACE_WORDS = new Set(
  (
    'Acute Inpatient Outpatient Subacute Sub-Acute Skilled Short Long Term Home Local Cardiac Pulmonary Stroke Neuro Ortho Geriatric Physical ' +
    'Occupational Speech Day Adult The Our Their Her His Respite Memory Transitional Hospital Swing Care Assisted Living Senior Nursing ' +
    'Rehab Rehabilitation Health Center Hospice House Apartment Apartments Group Private Public Community Medical Emergency Intensive ' +
    'Bed Room Floor Unit Her His A An This That Same New Old Another Facility Icu Or Er Surgery Clinic Office Bathroom Kitchen Bedroom ' +
    'Shower Tub Chair Wheelchair Recliner Church Work School Town City State County Country Section Independent ' +
    'Wing Hall Side Coast Shore Campus Tower Building Entrance Lot Parking Apt Rural Urban Senior Low Subsidized Onset ' +
    // countries and continents: larger than a state, so not a Safe Harbor place
    'Mexico Canada Ireland Italy Germany Poland China India Vietnam Philippines Korea Japan Russia Ukraine Cuba Haiti Nigeria Ghana ' +
    'Kenya Somalia Ethiopia England Scotland France Spain Portugal Greece Brazil Guatemala Honduras Salvador Colombia Peru Africa Europe Asia America'
  ).split(' '),
);
/**
 * "from Port Ellery", "in Fort Calloway", "to East Haddon": a place-name prefix and a capitalised
 * word after a word that puts someone there (not a state: "in New York"). Not "St." or "Saint": a
 * hospital or a church alone ("Outpatient PT at St. Mary's") is not read as a place here, as
 * elsewhere in this library (a named care home is: FACILITY). Low.
 */
const PREFIXED_PLACE = new RegExp(
  `\\b(?:at|to|from|in|into|near|outside(?:\\sof)?|around)\\s((?:Port|Fort|Ft\\.?|Mount|Mt\\.?|Lake|Glen|Cape|San|Santa|Los|Las|El|New|North|South|East|West)\\s[A-Z][a-z]+(?:\\s[A-Z][a-z]+)?)(?![A-Za-z])`,
  'g',
);
/**
 * "in Clarksville", "from Harlingford", "near Dunmore": a capitalised word shaped like a town name
 * (the endings English place names are made of) after a word that puts someone there. Low.
 */
const TOWN_SHAPED = new RegExp(
  `\\b(?:in|from|to|near|outside(?:\\sof)?|around)\\s([A-Z][a-z]{2,}(?:ville|burg|burgh|boro|borough|bury|ford|field|port|haven|dale|wood|brook|mont|chester|ton|town|ridge|crest|vale|worth|wick|stead|shire|more|ham))(?![A-Za-z])(?!\\s?\\d)`,
  'g',
);
/** Capitalised words with a town's ending that are not towns: "in Support of", "to Transport". */
const TOWN_SHAPED_WORDS = new Set(
  'Support Report Transport Passport Airport Downtown Uptown Hometown Midtown Button Cotton Baton Skeleton Wanton Mutton Carton Hardwood Plywood Firewood Driftwood Overview Furthermore Evermore Sophomore Nevermore Graham Abraham Gotham Shipping Checkmate Newborn'.split(
    ' ',
  ),
);
/** "LIVES IN GRANGEVILLE", "MOVED FROM PINEDALE": a town in a note typed in capitals. Low. */
const UPPERCASE_TOWN =
  /\b(?:LIVES?|LIVING|RESIDES?|RESIDING|MOVED|RELOCATED|RESIDENT|NATIVE)\s(?:[A-Z/]{1,8}\s){0,3}?(?:IN|TO|FROM|OF)\s((?:(?:PORT|FORT|MOUNT|LAKE|NEW|NORTH|SOUTH|EAST|WEST|SAN|SANTA|ST\.?)\s)?[A-Z]{4,20})(?![A-Za-z])/g;
const UPPERCASE_NOT_TOWN = new Set(
  'THE HER HIS THEIR WITH AND ALONE SAME APT HOME HOUSE TOWN CITY AREA RURAL SENIOR GROUP TRAILER'.split(' '),
);
/**
 * "lives in east harlow", "moved here from millbrook": a town typed in lower case after a word that
 * puts someone there — a compass or place prefix and a word, or a word with a town's ending. Low.
 */
const LOWERCASE_TOWN = new RegExp(
  `\\b(?:(?:lives?|living|resides?|residing)\\s(?:[a-z/]{1,8}\\s){0,2}?in|(?:moved|moving|relocated)\\s(?:(?:here|back|up|down)\\s)?(?:to|from)|(?:is|was|comes?|came)\\sfrom)\\s((?:north|south|east|west|port|fort|mount|lake|new|san|glen)\\s[a-z]{3,20}|[a-z]{3,}(?:ville|burg|boro|bury|ford|field|haven|dale|wood|brook|mont|chester|town))(?![A-Za-z])`,
  'g',
);

const isGenericPlace = (words: string) =>
  words
    .split(/\s+/)
    .every(
      (word) => GENERIC_PLACE_WORDS.has(word.replace(/['’]s$/, '')) || NOT_NAME_WORDS.has(word) || /^(?:St|Saint|Mt|Mount)\.?$/.test(word),
    );

const titleWord = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A lower-case word that is vocabulary, not a name: no street or place is named "sets" or "rest". */
const isEverydayWord = (word: string) => LOWERCASE_NOT_NAMES.has(word) || NOT_NAME_WORDS.has(capitalised(word));

export function findAddresses(text: string): Candidate[] {
  const found: Candidate[] = [];
  const low = (start: number, value: string) => found.push({ type: 'address', start, end: start + value.length, confidence: 'low' });
  for (const match of text.matchAll(SAINT_PLACE)) {
    const place = match[1] ?? match[2];
    low(match.index + match[0].length - place.length, place);
  }
  for (const match of text.matchAll(STREET_WITHOUT_NUMBER)) low(match.index + match[0].length - match[1].length, match[1]);
  for (const match of text.matchAll(RESIDENCE_STREET)) low(match.index + match[0].length - match[1].length, match[1]);
  for (const match of text.matchAll(CORNER)) low(match.index, match[0]);
  for (const match of text.matchAll(RESIDENCE_STREET_NAME)) {
    if (!isGenericPlace(match[1])) low(match.index + match[0].length - match[1].length, match[1]);
  }
  for (const match of text.matchAll(FACILITY)) {
    const name = match[1].replace(/\s\S+$/, '');
    // "at Golden Oaks", "to Sunrise Meadows": before a nature word only a kind of place is generic, not a brand or an adjective.
    const natureNamed = PLACE_NAME_SUFFIX_AT_END.test(match[1]);
    const generic = natureNamed ? name.split(/\s+/).every((word) => GENERIC_PLACE_WORDS.has(word)) : isGenericPlace(name);
    if (!generic) low(match.index + match[0].length - match[1].length, match[1]);
  }
  for (const match of text.matchAll(LOWERCASE_FACILITY)) {
    const saint = /^(?:st|saint|mt)\.?\s/.test(match[1]);
    const words = match[2]
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/['’]s$/, ''));
    // "at the bedside apt", "to her son's apt 2", "in the er": a name's words are no everyday or clinical word
    // (a saint's name is any word: "st anselm's er"); "er" and "hospital" only after a saint.
    const named = words.filter((word) => word !== 'the');
    const everyday = (word: string) => isEverydayWord(word) || GENERIC_PLACE_WORDS.has(capitalised(word));
    if (named.length === 0 || (!saint && named.some(everyday)) || (!saint && /\s(?:er|hospital|memorial)$/.test(match[1]))) continue;
    low(match.index + match[0].length - match[1].length, match[1]);
  }
  for (const match of text.matchAll(TOWN)) {
    const words = match[1];
    if (isGenericPlace(words) || (STATE_NAMES as readonly string[]).includes(words) || SUBJECT_NOUNS.has(words.split(' ')[0])) continue;
    low(match.index + match[0].length - words.length, words);
  }
  for (const match of text.matchAll(PREFIXED_PLACE)) {
    const words = match[1];
    const second = words.split(/\s+/)[1];
    if ((STATE_NAMES as readonly string[]).some((state) => words.startsWith(state)) || isGenericPlace(second) || SUBJECT_NOUNS.has(second))
      continue;
    low(match.index + match[0].length - words.length, words);
  }
  for (const match of text.matchAll(TOWN_SHAPED)) {
    const word = match[1];
    if (TOWN_SHAPED_WORDS.has(word) || isGenericPlace(word) || SUBJECT_NOUNS.has(word) || (STATE_NAMES as readonly string[]).includes(word))
      continue;
    low(match.index + match[0].length - word.length, word);
  }
  for (const match of text.matchAll(UPPERCASE_TOWN)) {
    const words = match[1];
    const last = words.split(/\s+/).pop() ?? '';
    const title = last.charAt(0) + last.slice(1).toLowerCase();
    if (
      UPPERCASE_NOT_TOWN.has(last) ||
      STATE_CODES.has(last) ||
      CLINICAL_ABBREVIATIONS.has(last) ||
      isGenericPlace(title) ||
      SUBJECT_NOUNS.has(title)
    )
      continue;
    if ((STATE_NAMES as readonly string[]).some((state) => state.toUpperCase() === words)) continue;
    low(match.index + match[0].length - words.length, words);
  }
  for (const match of text.matchAll(COUNTY)) {
    const name = match[1].replace(/\s\S+$/, '');
    if (!isGenericPlace(name.split(/\s+/).map(titleWord).join(' '))) low(match.index, match[1]);
  }
  for (const match of text.matchAll(UPPERCASE_FACILITY)) {
    // The words before the kind of place name it, but "COUNTY", "MEMORIAL", a preposition and "HOME" ("RETURNED HOME
    // FROM …"): no generic or clinical word.
    const named = match[2]
      .trim()
      .split(/\s+/)
      .filter((word) => !/^(?:COUNTY|MEMORIAL|HOME|TO|FROM|AT|IN|OF|THE)$/.test(word));
    if (
      named.length === 0 ||
      named.some((word) => CLINICAL_ABBREVIATIONS.has(word) || isGenericPlace(titleWord(word)) || SUBJECT_NOUNS.has(titleWord(word)))
    )
      continue;
    const start = match.index + match[1].indexOf(named[0]);
    low(start, text.slice(start, match.index + match[1].length));
  }
  for (const match of text.matchAll(LOWERCASE_TOWN)) {
    const words = match[1];
    const last = words.split(' ').pop() ?? '';
    if (isGenericPlace(last.charAt(0).toUpperCase() + last.slice(1))) continue;
    low(match.index + match[0].length - words.length, words);
  }
  for (const match of text.matchAll(STREET_ADDRESS)) {
    if (continuesCode(text, match.index)) continue;
    const value = trimAddress(match[0]);
    found.push({ type: 'address', start: match.index, end: match.index + value.length, confidence: 'high' });
  }
  for (const match of text.matchAll(LOWERCASE_STREET_ADDRESS)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + trimAddress(match[1]).length, confidence: 'high' });
  }
  for (const match of text.matchAll(BARE_LOWERCASE_STREET_ADDRESS)) {
    // "at 2 sets of 10 reps": everyday and clinical words are no street's name.
    const words = match[2]
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/\.$/, ''));
    const named = words.filter((word) => !/^[nsew]$|^(?:ne|nw|se|sw|old|new|north|south|east|west|upper|lower)$/.test(word));
    if (named.length === 0 || named.some(isEverydayWord)) continue;
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + trimAddress(match[1]).length, confidence: 'high' });
  }
  for (const match of text.matchAll(RESIDENCE_COMPASS_ADDRESS)) {
    const [number, compass, street] = match[1].split(/\s+/);
    // "lives at 2 w rest", "lives at 12 w her son": "w" is "with" as often as "west", and a street is no everyday word.
    if (isEverydayWord(street.toLowerCase())) continue;
    if (/^w\.?$/i.test(compass) && !/^\d/.test(street) && number.replace(/\D/g, '').length < 2) continue;
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + trimAddress(match[1]).length, confidence: 'high' });
  }
  for (const match of text.matchAll(COMPASS_NUMBERED_STREET)) {
    if (continuesCode(text, match.index)) continue;
    found.push({ type: 'address', start: match.index, end: match.index + match[1].length, confidence: 'low' });
  }
  for (const match of text.matchAll(PO_BOX)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  for (const match of text.matchAll(BOX_AND_TOWN)) {
    if (/\b[Pp]\.?\s?[Oo]\.?\s?$/.test(text.slice(Math.max(0, match.index - 5), match.index))) continue; // PO_BOX above
    // "Box 12 Gloves": a town is no everyday word.
    if (isEverydayWord(match[0].split(/\s/)[2].toLowerCase())) continue;
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'low' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_CODE_AND_ZIP)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_NAME)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'low' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_CODE)) {
    if (!STATE_CODES.has(match[2]) || CREDENTIAL_LIKE_STATES.has(match[2])) continue;
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + match[1].length, confidence: 'low' });
  }
  for (const match of text.matchAll(NAMED_STREET)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + match[1].length, confidence: 'low' });
  }
  return found;
}

/** "58 Quarry Rd." — the dot may end the sentence; the address is whole without it. */
function trimAddress(value: string): string {
  return withoutTrailing(value, /[.,\s]/);
}

const LABELLED_ZIP = /\b(?:zip|zip\s?code|postal\s?code)\s?(?:is\s|[:#]\s?)?(\d{5}(?:-\d{4})?)\b/gi;
const STATE_AND_ZIP = new RegExp(`\\b${STATE_CODE}\\s(${ZIP})\\b`, 'g');
const ZIP_PLUS_FOUR = /\b\d{5}-\d{4}\b/g;

export function findZipCodes(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (match: RegExpExecArray, group: number, confidence: Candidate['confidence']) => {
    const start = match.index + match[0].length - match[group].length;
    if (codeContinues(text, start + match[group].length)) return;
    found.push({ type: 'zip', start, end: start + match[group].length, confidence });
  };
  for (const match of text.matchAll(LABELLED_ZIP)) add(match, 1, 'high');
  for (const match of text.matchAll(STATE_AND_ZIP)) add(match, 1, 'high');
  for (const match of text.matchAll(ZIP_PLUS_FOUR)) {
    if (!continuesCode(text, match.index)) add(match, 0, 'low');
  }
  return found;
}
