/**
 * What the rest of the letter says about a claim (issue 21, round 8). A claim that survives its own
 * sentence (evidence.ts) may still be contradicted in another sentence or another field, in words no
 * rule's counter-evidence lists: "Walker not safe." … "Ambulates household distances with rolling walker,
 * no LOB"; "Safe with walker." … "cannot hold or lift the walker". Rather than a counter phrase per
 * wording, two general readings, each making the claim only 'unclear' (the reviewer must read both):
 *
 * - **the same topic, the other way**: a sentence elsewhere about what the claim is about (the walker, the
 *   cane, the wheelchair, the rooms of the home) that says the patient manages (for a limitation) or does
 *   not (for an ability), with nothing the other way in it;
 * - **a past told as over**: the claim's sentence is set in a past time ("Last spring, …", "After her 2023
 *   fall …") with nothing of the present in it, and the letter says elsewhere the patient now manages
 *   ("has since recovered", "now independent").
 *
 * Both read sentences, so the cost is linear in the answers; each sentence is read once per answers.
 */
import { sentenceQualifier, type Stance } from './evidence';
import { isNegated, sentences } from './matching';
import type { Normalized } from './normalize';
import { CANE, WALKER, WHEELCHAIR } from './vocabulary';

/** A sentence of an answer, where it is, what it is about and which way it points (read once). */
interface LetterSentence {
  readonly field: string;
  readonly norm: Normalized;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly topics: ReadonlySet<string>;
  readonly direction: Stance | undefined;
}

/** Something that does not get through a way in the home: "the chair will not pass", "does not fit through". */
const DOES_NOT_PASS = String.raw`(?:will not|won't|does not|doesn't|did not|didn't|cannot|can't|could not|couldn't)\s+(?:pass|fit|clear|get through|go through)`;

/**
 * What a claim can be about, as letters name it. A place of the home stands for all of them: walking to
 * the kitchen speaks against being confined to the bedroom.
 */
const TOPICS: readonly { readonly name: string; readonly re: RegExp }[] = [
  { name: 'walker', re: new RegExp(String.raw`\b${WALKER}\b`, 'giu') },
  { name: 'cane', re: new RegExp(String.raw`\b${CANE}\b`, 'giu') },
  { name: 'wheelchair', re: new RegExp(String.raw`\b${WHEELCHAIR}\b`, 'giu') },
  // "Doorways wide enough for wheelchair" … "the bathroom doorway measured 22 in - the chair will not pass":
  // what does not pass or fit is about the ways through, whatever the clause names.
  { name: 'the doorways', re: new RegExp(String.raw`\b(?:doorways?|doors?|door frames?|thresholds?|${DOES_NOT_PASS})\b`, 'giu') },
  {
    name: 'the rooms of the home',
    re: /\b(?:bedroom|bathroom|toilet|restroom|shower|tub|kitchen|living room|dining room|family room|lounge|den|hallway|table|(?:one|single)\s+room)s?\b/giu,
  },
];

/** A topic word the sentence sets aside ("walks 5 ft without the walker", "no cane"): not what it is about. */
const SET_ASIDE = /\b(?:without|no|w\/o|other than|instead of|except)\s+(?:(?:a|an|the|her|his|any)\s+)?$/iu;

/** The patient manages: walks, gets there, safe, independent, steady, "no LOB". */
const MANAGES =
  /\b(?:independent\w*|mod(?:ified)? i(?:ndependent)?|safe|safely|steady|steadily|stable|correct(?:ly)?|proper(?:ly)?|reliabl[ey]|without (?:difficulty|assist\w*|help|cues|loss of balance)|no (?:loss of balance|falls?|near[- ]?falls?)|walks|walked|ambulates|ambulated|gets? (?:up|to|around|into)|goes to|went to|moves (?:about|around|between)|makes? (?:it|her way|his way) to|manages|managed|reaches|reached|recovered)\b/giu;
/** The patient does not manage: cannot, unsafe, falls, needs hands-on help ("needs 2-person assist"), will not use it. */
const FAILS = new RegExp(
  String.raw`\b(?:unable|cannot|can't|could not|couldn't|not able|incapable|unsafe|not safe|fell|falls?|falling|near[- ]?falls?|loss of balance|buckl\w*|gives? way|gave way|dependent|difficulty|struggl\w*|cga|contact guard|(?:min|mod|max)(?:imal|imum|erate)?\s+(?:a|assist\w*)|(?:needs?|requires?|required|needed)\s+(?:[\w-]+\s+){0,2}?(?:help|assist\w*)|still unable|only\s+\d+\s*(?:feet|foot|ft)|(?:will not|won't|refuses? to|declines? to|unwilling to|does not want to)\s+use|${DOES_NOT_PASS}|too narrow)\b`,
  'giu',
);

/** The first match of a global regex in `text` that is not negated ("not safe" is no "safe"; "no LOB" is no LOB). */
function firstUnnegated(re: RegExp, text: string): string | undefined {
  for (const match of text.matchAll(re)) {
    // "No falls" and "no LOB" say the patient manages: their "no" is the cue itself, not a negation of it.
    if (/^no\b/iu.test(match[0]) || !isNegated(text, match.index as number, match[0].length)) return match[0];
  }
  return undefined;
}

/** Which way a sentence points about the patient: manages, does not, or neither (both, or none). */
export function directionOf(sentence: string): Stance | undefined {
  const manages = firstUnnegated(MANAGES, sentence) !== undefined;
  const fails = firstUnnegated(FAILS, sentence) !== undefined;
  if (manages === fails) return undefined;
  return manages ? 'ability' : 'limitation';
}

/** The topics a text names, not set aside. */
export function topicsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const { name, re } of TOPICS) {
    for (const match of text.matchAll(re)) {
      if (!SET_ASIDE.test(text.slice(Math.max(0, (match.index as number) - 30), match.index))) {
        found.add(name);
        break;
      }
    }
  }
  return found;
}

/** A time in the past: "last spring", "3 months ago", "in 2023", "after her 2023 fall", "back then". */
const PAST_TIME =
  /\b(?:last (?:spring|summer|fall|autumn|winter|year)|a year ago|\d+ (?:months?|years?|mos?|yrs?) ago|back then|at (?:that|the) time|(?:in|during|after|following|since)\s+(?:(?:her|his|the|their)\s+)?((?:19|20)\d\d)\b)/iu;
/** The present, in the same sentence: the past time is where a current state started ("since 2023"). */
const PRESENT = /\b(?:now|currently|presently|at present|still|since|today|these days|ongoing|continues?)\b/iu;
/** The patient manages now: "has since recovered", "now independent in all self-care", "now walks to the bathroom". */
const RECOVERED =
  /\b(?:has since recovered|since recovered|fully recovered|back to (?:baseline|normal)|(?:now|currently|these days|since then)\b[^.;!?\n]{0,30}?\b(?:independent\w*|walks|ambulates|manages|gets (?:up|to|around)|goes to|able to|safe\w*|mobile|up and about))\b/iu;

/** The sentences of the answers, each with its topics and direction (read once per answers: claims are many). */
const LETTERS = new WeakMap<ReadonlyMap<string, Normalized>, readonly LetterSentence[]>();
function sentencesOf(texts: ReadonlyMap<string, Normalized>): readonly LetterSentence[] {
  let list = LETTERS.get(texts);
  if (list === undefined) {
    list = [...texts].flatMap(([field, norm]) =>
      sentences(norm.text).map((s) => ({
        field,
        norm,
        start: s.index,
        end: s.index + s.text.length,
        text: s.text,
        topics: topicsOf(s.text),
        direction: directionOf(s.text),
      })),
    );
    LETTERS.set(texts, list);
  }
  return list;
}

/** A routine told as usual ("She normally gets up, goes to the bathroom …"): not what the patient does now. */
const HABITUAL = /\b(?:normally|usually|typically|routinely|ordinarily)\b/iu;

/**
 * A sentence that speaks for itself: not a goal, advice, a hedge, a condition, a question, a past or a
 * routine (read once).
 */
const PLAIN = new WeakMap<LetterSentence, boolean>();
function plain(s: LetterSentence): boolean {
  let known = PLAIN.get(s);
  if (known === undefined) {
    known = sentenceQualifier(s.norm.text, s.start, s.text) === undefined && !PAST_TIME.test(s.text) && !HABITUAL.test(s.text);
    PLAIN.set(s, known);
  }
  return known;
}

/** Where a claim is: its answer, and its span in the answer as the rules read it. */
export interface ClaimPlace {
  readonly field: string;
  readonly norm: Normalized;
  readonly index: number;
  readonly end: number;
}

const containing = (c: ClaimPlace) => (s: LetterSentence) => s.field === c.field && s.start <= c.index && c.end <= s.end + 1;
/** A sentence the claim covers part of: a claim may run over sentences ("SPC -> LOB. FWW -> had to sit. Neither sufficient."). */
const overlapping = (c: ClaimPlace) => (s: LetterSentence) => s.field === c.field && s.start < c.end && c.index < s.end + 1;

/**
 * A sentence elsewhere in the answers that says the other way about what the claim is about ("Safe with
 * walker." … "cannot hold or lift the walker"), or undefined. Only a plain sentence counts (a goal, "if"
 * or "last year" says nothing of now), and only one that points one way.
 */
export function contradictionOf(
  claim: ClaimPlace,
  stance: Stance,
  texts: ReadonlyMap<string, Normalized>,
): { readonly norm: Normalized; readonly index: number; readonly end: number } | undefined {
  const topics = topicsOf(claim.norm.text.slice(claim.index, claim.end));
  if (topics.size === 0) return undefined;
  const own = overlapping(claim);
  const other = sentencesOf(texts).find(
    (s) => !own(s) && s.direction !== undefined && s.direction !== stance && [...s.topics].some((t) => topics.has(t)) && plain(s),
  );
  return other === undefined ? undefined : { norm: other.norm, index: other.start, end: other.end };
}

/**
 * The past time a claim's sentence is set in, with nothing of the present in it ("Used a walker safely in
 * the rehab gym in 2023", "Last spring, …"), or undefined. A year counts as past only before `today`'s.
 * What the patient could do then says nothing of now: an ability or a benefit so told is only unclear.
 */
export function pastTimeOf(claim: ClaimPlace, texts: ReadonlyMap<string, Normalized>, today: Date): string | undefined {
  const own = sentencesOf(texts).find(containing(claim));
  if (own === undefined || PRESENT.test(own.text)) return undefined;
  const past = PAST_TIME.exec(own.text);
  if (past === null || (past[1] !== undefined && Number(past[1]) >= today.getFullYear())) return undefined;
  return past[0];
}

/**
 * A claim whose sentence is set in a past time with nothing of the present in it ("Last spring, … she
 * could not reach the bathroom"), in answers that say elsewhere the patient now manages ("has since
 * recovered and now walks to the bathroom"): the sentence saying so, or undefined. A year counts as past
 * only before `today`'s.
 */
export function recoveryAfter(
  claim: ClaimPlace,
  texts: ReadonlyMap<string, Normalized>,
  today: Date,
): { readonly norm: Normalized; readonly index: number; readonly end: number } | undefined {
  if (pastTimeOf(claim, texts, today) === undefined) return undefined;
  const list = sentencesOf(texts);
  const own = list.find(containing(claim));
  const recovered = list.find((s) => s !== own && s.direction === 'ability' && RECOVERED.test(s.text));
  return recovered === undefined ? undefined : { norm: recovered.norm, index: recovered.start, end: recovered.end };
}

/** An order said later not to be signed: "order still unsigned", "MD has not signed the order yet", "returned unsigned". */
const ORDER_TAKEN_BACK =
  /\b(?:(?:order|swo|dwo|rx|prescription|script)\b[^.;!?\n]{0,40}?\b(?:unsigned|not\s+(?:yet\s+)?(?:been\s+)?signed|returned\s+(?:un-?signed|without\s+(?:a\s+)?signature))|(?:md|physician|doctor|dr\.?\s+[a-z'-]+|np|pa|provider|practitioner)\s+(?:has|have|had)\s*(?:not|n't)\s+(?:yet\s+)?signed)\b/iu;
/** A face-to-face said later not to have been one: "the 'F2F' above was a phone check-in", "the in-person visit is not yet done". */
const ENCOUNTER_TAKEN_BACK =
  /\b(?:f2f|face[- ]to[- ]face|in[- ]person\s+(?:visit|exam|encounter))\b[^.;!?\n]{0,60}?\b(?:was\s+(?:only\s+)?(?:a\s+|an\s+)?(?:(?:tele)?phone|video|virtual|telehealth|audio)|not\s+yet\s+(?:done|completed|happened)|(?:has|have)\s*(?:not|n't)\s+(?:yet\s+)?(?:happened|occurred|been\s+done))\b/iu;

/**
 * A sentence elsewhere in the letter that takes the claim back: the order it says is signed is still unsigned;
 * the face-to-face it reports was by phone or has not happened yet. In the claim's own answer only what comes
 * after it counts — "awaiting signature … UPDATE: signed order received" is the order arriving; another answer
 * may say it anywhere (the form's order is not the order things happened in).
 */
export function takenBackAfter(
  claim: ClaimPlace,
  what: 'order' | 'encounter',
  texts: ReadonlyMap<string, Normalized>,
): { readonly norm: Normalized; readonly index: number; readonly end: number } | undefined {
  const re = what === 'order' ? ORDER_TAKEN_BACK : ENCOUNTER_TAKEN_BACK;
  const later = sentencesOf(texts).find((s) => (s.field === claim.field ? s.start >= claim.end : true) && re.test(s.text));
  return later === undefined ? undefined : { norm: later.norm, index: later.start, end: later.end };
}
