/** Word lists shared by the equipment rules (regex sources), and small helpers for the rule files. */
import { letterFields } from '../catalogue';
import type { Equipment } from '../types';

/**
 * "Unable to", "cannot", "not able to", "has not been able to", "can no longer", "incapable of", "inability to", and what stops the patient:
 * "keeps her from", "prevents him from", "stops pt from".
 */
export const UNABLE = String.raw`(?:unable to|cannot|can't|can not|could not|couldn't|not able to|(?:has|have|had)(?: not|n't) been able to|no longer able to|(?:can|could) no longer|incapable of|inability to|(?:keeps?|kept|prevents?|prevented|stops?|stopped|precludes?|precluded)\s+(?:her|him|them|the patient|the pt|pt|patient)\s+from)`;
/** Words that negate a bare ability phrase ("self-propels") when they come before it. */
export const INABILITY = /\b(?:unable|cannot|can't|can not|not able|incapable|inability|difficulty|dependent|unsafe)\b/iu;
export const WHEELCHAIR = String.raw`(?:wheel\s?chairs?|w\/c|mwc)`;
export const WALKER = String.raw`(?:(?:(?:hemi|rolling|wheeled|front[- ]wheeled|(?:two|four|2|4)[- ]wheeled|standard|std|pick[- ]?up|folding|bariatric)[- ]?)?walkers?|rollators?|rw|fww|2ww|4ww)`;
export const CANE = String.raw`(?:(?:quad |straight |single[- ]point )?canes?|spc)`;
/** The label of a dated update or a correction, which supersedes what came before it ("UPDATE 3/6/26:", "Addendum:"). */
export const UPDATE_LABEL = String.raw`(?:update[sd]?|addendum|correction|late entry)`;
/** "Not sufficient" and its many spellings. */
export const INSUFFICIENT = String.raw`(?:insufficient|not sufficient|inadequate|not adequate|ineffective|not effective|unsafe|not safe|unsuccessful|failed|fails|not appropriate|not enough|(?:does not|doesn't|did not|didn't|will not|won't|would not|wouldn't|cannot|can't) (?:resolve|provide|meet|address|help|work|support|fix|solve|correct|compensate|overcome|prevent)|(?:provides?|provided|gives?|gave|offers?|would (?:give|provide|offer)) (?:(?:her|him|them|the patient|pt) )?(?:even )?(?:no|little|less|insufficient|inadequate|not enough) (?:support|stability|help|benefit)|of (?:no|little) (?:help|use|benefit)|ruled out|not an option|no longer an option|contraindicated|not (?:feasible|possible)|(?:unable to|cannot|can't|could not|couldn't|not able to) (?:use|manage|tolerate|advance|control)|(?:cannot|can't|could not|couldn't) be (?:used|managed|tolerated|advanced))`;
/** Good enough, as letters say it of an aid ("neither is workable", "not a safe option"). */
export const ADEQUATE = String.raw`(?:(?:an?\s+)?(?:safe|sufficient|adequate|effective|successful|appropriate|helpful|workable|feasible|viable|suitable|realistic)(?:\s+(?:option|choice|alternative|solution))?|enough|an option)`;
/** The mobility-related activities of daily living the LCDs name. */
export const MRADL = String.raw`(?:mradls?|mobility[- ]related (?:activities|adls?)|toileting|feeding|dressing|grooming|bathing)`;
/** The same activities as verbs, read after "unable to" and the like ("unable to toilet or dress himself"). */
export const MRADL_VERB = String.raw`(?:toilet|feed|dress|groom|bathe|shower)(?:s|es|ed)?`;
export const CAREGIVER = String.raw`(?:caregivers?|care givers?|spouse|wife|husband|daughter|son|family(?: members?)?|aides?|partner)`;
/** The treating practitioner: who may see the patient face to face and sign the order (physician, NP, PA, CNS). */
export const PRACTITIONER = String.raw`(?:physicians?|doctors?|docs?|dr|md|do|np|nurse practitioner|pa-c|pa|fnp|aprn|physician assistant|cns|clinical nurse specialist|pcp|primary care provider|provider|practitioner|ortho\w*|cardiolog\w*|neurolog\w*|pulmonolog\w*|physiatr\w*|podiatr\w*|dpm|surgeon|hospitalist|internist|geriatrician|rheumatolog\w*|oncolog\w*|nephrolog\w*|endocrinolog\w*|urolog\w*|gastroenterolog\w*|hematolog\w*|attending|specialist)`;
/** Others who see the patient or sign papers but are not the treating practitioner. */
export const NON_PRACTITIONER = String.raw`(?:pt|pta|ot|cota|slp|rn|lpn|lvn|nurses?|(?:physical|occupational|speech) therap\w*|therap\w*|home health|hh|case manager|social worker|msw|supplier|vendor|dme(?: supplier| company| provider)?|atp|patient|${CAREGIVER}|chiropractor|medical assistant|cma|ma|office (?:staff|manager)|secretary|receptionist|scheduler|(?:account |sales |supplier |dme |company )?rep(?:resentative)?)`;
/**
 * Credentials typed after a name ("Mara Quist, OTR/L", "Keiko Tran, DPT"), as typed: upper case. Those of
 * the treating practitioner (physician, NP, PA, CNS, podiatrist) and those of everyone else.
 */
export const PRACTITIONER_CREDENTIAL = String.raw`(?:MD|DO|DPM|FNP(?:-BC|-C)?|AGNP(?:-C)?|ACNP|ANP|APRN|NP|PA-C|PA|CNS)`;
export const OTHER_CREDENTIAL = String.raw`(?:DPT|MPT|MSPT|PTA|PT|OTR\/L|OTR|OTD|OT\/L|COTA\/L|COTA|OT|CCC-SLP|SLP|RN|BSN|LPN|LVN|ATP|LCSW|MSW)`;
/** Where the MRADLs are done in the home: the toilet, the sink, the kitchen table, the dresser. */
export const HOME_PLACE = String.raw`(?:bathrooms?|toilets?|restrooms?|commode|kitchen|bedroom|showers?|tub|bathtub|sink|dresser|closet|(?:kitchen |dining )?table|living room)`;
/** The patient fails to move safely or at all: cannot, loses balance, holds on to the walls, falls, has accidents. */
export const MOBILITY_FAILURE = String.raw`(?:unable|cannot|can't|could not|couldn't|too (?:unsteady|weak|unstable|short of breath|sob|fatigued|tired|dizzy) to|los(?:es|ing|t) (?:her|his|their) balance|loss of balance|accidents?|incontinen\w*|not (?:feel )?safe|unsafe|fell|falls|near[- ]?falls?|hold(?:s|ing)? on to (?:the )?(?:walls?|furniture|counters?|door ?frames?)|furniture[- ]?walk\w*|(?:needs?|requires?|required|needed) (?:\w+ )?(?:help|assist\w*))`;
/** Handles an aid safely: safely, correctly, reliably, steadily, without losing balance or needing cues. */
export const SAFE_HANDLING = String.raw`(?:(?<!\bto (?:\w+ )?)(?:safe|safely)|correctly|properly|appropriately|reliably|steadily|with good (?:control|technique|sequencing)|(?:handle[sd]?|handling|manage[sd]?|maneuver(?:s|ed)?) (?:it |the \w+ )?well|without (?:any |a single )?(?:loss of balance|losing (?:her|his|their) balance|cues|cueing|stumbl\w*|near[- ]?falls?)|no (?:loss of balance|cues|stumbles?|near[- ]?falls?)|(?:did not|didn't|never|without once) los(?:e|t|ing) (?:her|his|their) balance)`;
/** Gets to a room of the home: "gets herself to the bathroom", "crossed the house to the kitchen". */
export const REACHES_HOME_PLACE = String.raw`(?:gets?|getting|got|walks?|walked|walking|ambulat\w*|goes|going|went|cross(?:es|ed|ing)?|reach(?:es|ed|ing)?|makes? it|made it)\s+(?:(?:herself|himself|themselves|safely|independently|across|through|the house|the hall(?:way)?|back and forth)\s+){0,3}(?:(?:to|into)\s+)?(?:the\s+|her\s+|his\s+|their\s+)?${HOME_PLACE}`;
export const BATHROOM = String.raw`(?:toilets?|bathrooms?|restrooms?|lavatory|toilet facilities)`;

/**
 * How letters name each of the four items (and their HCPCS codes), to tell an order or an encounter for
 * another item ("signed order on file for RW" in a wheelchair letter) from one for this item.
 */
const ITEM_NAMES: Readonly<Record<Equipment, RegExp>> = {
  wheelchair: new RegExp(String.raw`\b(?:${WHEELCHAIR}|k000\d|k0[01]\d\d)\b`, 'iu'),
  walker: new RegExp(String.raw`\b(?:${WALKER}|e01[34]\d)\b`, 'iu'),
  commode: /\b(?:(?:bedside |drop[- ]arm |3[- ]in[- ]1 )?commodes?|bsc|3[- ]in[- ]1|e016[3-8])\b/iu,
  'hospital-bed': /\b(?:(?:hospital|hosp|semi[- ]?electric|full[- ]?electric|electric|adjustable)\s+beds?|e02[5-9]\d|e030\d)\b/iu,
};

/**
 * The other item a sentence is about, when it names one of the other letters' items and not this one's
 * ("Signed order on file for bedside commode" in a walker letter), or equipment no letter is about, or —
 * with `aids` — a cane or a bathroom aid (below); undefined otherwise.
 */
export function otherItemIn(sentence: string, equipment: Equipment, options: { aids?: boolean } = {}): string | undefined {
  if (ITEM_NAMES[equipment].test(sentence)) return undefined;
  const others = (Object.entries(ITEM_NAMES) as [Equipment, RegExp][]).filter(([item]) => item !== equipment).map(([, re]) => re);
  const accessory = equipment === 'hospital-bed' ? [] : [BED_ACCESSORY];
  for (const re of [...(options.aids ? [CANE_NAMED, BATHROOM_AID] : []), ...others, NO_LETTER_ITEM, ...accessory]) {
    const named = namedAsItem(sentence, re);
    if (named !== undefined) return named;
  }
  return undefined;
}

/** A place by an item ("placed beside the hosp bed") names where this one goes, not another item. */
const BESIDE =
  /\b(?:beside|next to|by|near|against|alongside|behind|in front of|at the (?:foot|head|side) of)\s+(?:the\s+|her\s+|his\s+|their\s+)?$/iu;

/** The first item `re` names in the sentence other than as a place. */
function namedAsItem(sentence: string, re: RegExp): string | undefined {
  for (const match of sentence.matchAll(new RegExp(re.source, 'giu'))) {
    if (!BESIDE.test(sentence.slice(Math.max(0, (match.index as number) - 30), match.index))) return match[0];
  }
  return undefined;
}

/** Equipment none of the four letters is about ("Signed order on file for oxygen concentrator" in a bed letter). */
const NO_LETTER_ITEM =
  /\b(?:oxygen(?: concentrator)?|o2 concentrator|concentrator|c-?pap|bi-?pap|nebuli[sz]er|hoyer(?: lift)?|patient lift|suction machine|feeding pump)\b/iu;
/** A bed's accessory: another item in any letter but the hospital bed's, where it goes with the bed ("order (bed, half rails, mattress)"). */
const BED_ACCESSORY = /\b(?:(?:pressure[- ]reducing |alternating pressure |gel |air )?mattress(?: overlay)?|overlay|e01(?:8|9)\d)\b/iu;
/**
 * Aids the patient uses beside the letter's item: another item only where the claim is about the item itself
 * ("safe use of the quad cane" in a walker letter, "the shower chair will stand on its own" in a commode
 * letter). An encounter or an order that names them ("cannot rise even with the grab bar") is still this one's.
 */
const CANE_NAMED = new RegExp(String.raw`\b${CANE}\b`, 'iu');
const BATHROOM_AIDS = String.raw`(?:shower (?:chair|bench|seat)|tub (?:transfer )?bench|raised toilet seat|toilet (?:seat )?riser|grab bars?)`;
const BATHROOM_AID = new RegExp(String.raw`\b${BATHROOM_AIDS}\b`, 'iu');
/** What an order is for, when it is a cane or a bathroom aid: "for quad cane", "for shower chair & grab bars". */
export const FOR_AN_AID = new RegExp(String.raw`\bfor\s+(?:(?:a|an|the|her|his)\s+)?(?:[\w-]+\s+)?(?:${CANE}|${BATHROOM_AIDS})\b`, 'iu');

/** The answer keys of a letter form, with `first` moved to the front (where a criterion looks first). */
export function prefer(equipment: Equipment, ...first: string[]): readonly string[] {
  const keys = letterFields(equipment).map((field) => field.key);
  return [...first, ...keys.filter((key) => !first.includes(key))];
}

/** Deep-freezes rule data (phrases, rules, arrays), so nothing can change it at run time. */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !(value instanceof RegExp) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
