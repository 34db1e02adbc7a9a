/**
 * The evidence layer of the coverage checklist (issue 21). A phrase found in an answer is a claim;
 * before it counts, its context is classified:
 *
 * - negated      "no", "denies", "not", "without" … before it (NegEx window), "-free", "ruled out" after;
 * - hedged       awaited, pending, unsigned, requested, planned, scheduled, "to be obtained", "will see",
 *                "may", "possible", "?", "if" … in its clause (for benefits only the speculative ones:
 *                "will allow" is what a benefit is);
 * - past         "previously", "last month", "before the stroke", "during the admission" …, or "was …"
 *                with "now/since … walks" after it (a state, not a trial or an event);
 * - other-actor  an event done by someone who is not the treating practitioner ("F2F eval by PT",
 *                "order signed by the patient"), a state of someone else ("wife demonstrates safe use");
 * - other-setting a home criterion stated only for the community ("insufficient for community distances");
 * - asserted     none of these.
 *
 * The rules then combine the asserted claims with counter-evidence (rules.ts). Every window here is
 * bounded (a clause, at most CONTEXT_REACH characters), so classifying a claim costs the same on a
 * short answer and on a 60,000-character one.
 */
import { isNegated, windowBefore } from './matching';
import type { Normalized } from './normalize';
import { CAREGIVER, NON_PRACTITIONER, PRACTITIONER } from './vocabulary';

/** What kind of statement a phrase makes: which contexts defeat it. */
export type ClaimKind =
  /** A current state of the patient ("confined to bedroom", "unable to reach the toilet"). */
  | 'state'
  /** A trial of an aid or a measure ("walker tried, unsafe", "pillows tried without relief"): past tense is natural. */
  | 'trial'
  /** Something done once by the practitioner (an order signed). */
  | 'event'
  /** What the item will do ("will allow", "reduces fall risk"): future is natural. */
  | 'benefit'
  /** A diagnosis or a feature named ("CHF", "hemiparesis"). */
  | 'name'
  /** What is asked for (a feature, an item): only negation defeats it. */
  | 'request';

export type ClaimContext = 'asserted' | 'negated' | 'hedged' | 'past' | 'other-actor' | 'other-setting';

/** How a claim was classified, and the words that decided it. */
export interface Classification {
  readonly context: ClaimContext;
  /** The cue found (e.g. "awaiting", "PT", "community distances"); absent when asserted or negated. */
  readonly cue?: string;
}

/** Characters read around a claim at most (its clause is usually much shorter). */
const CONTEXT_REACH = 160;

/** Not done or not decided yet. */
const NOT_YET = String.raw`await\w*|pending|unsigned|not yet|yet to|planned|plan(?:s|ning)? to|to be (?:obtained|signed|done|completed|scheduled|assessed|evaluated|determined|faxed|sent|trialed|tried|seen|discussed|confirmed|ordered|reviewed)|will (?:see|obtain|sign|send|fax|schedule|be seen|be signed|be obtained|trial|try|assess|evaluate|discuss|confirm|order|follow up)|once|tbd|referr(?:al|ed) (?:to|for)`;
/** Speculation. */
const SPECULATIVE = String.raw`may|might|maybe|perhaps|(?<!\bnot )possibl[ey]|probabl[ey]|questionabl[ey]|unsure|uncertain|unclear|unknown|suspect(?:ed)?|r\/o|rule out`;
const HEDGE = new RegExp(String.raw`\b(?:${NOT_YET}|${SPECULATIVE})\b`, 'iu');
const SPECULATION = new RegExp(String.raw`\b(?:${SPECULATIVE})\b`, 'iu');
/** A condition not met yet, before the claim or in it: "if transfers decline", "once weight-bearing". */
const CONDITION = /\b(?:if|once|unless|in case)\b/iu;
/** An order only requested, needed or sent out ("signed order needed", "requires signed order", "sent to MD for signature"). */
const ORDER_NOT_YET = /\b(?:requested|request(?:ing)?|scheduled|needs?|needed|required?|requires|necessary|must (?:be|have)|obtain|for (?:signature|signing))\b/iu;
/** After the claim, past a comma: ", unsigned", ", pending signature", ", to be signed". */
const POST_HEDGE = /^\s*(?:[,(-]\s*)?(?:still\s+)?(?:unsigned|pending|await\w*|not (?:yet )?(?:signed|received|done|on file|completed)|to be (?:signed|obtained|completed|done)|requested)\b/iu;

/** A past state: explicit time words. */
const PAST = /\b(?:(?<!\bas )previously|formerly|used to|in the past|at baseline|plof|prior level|prior to (?:this|the) (?:admission|episode)|prior to (?:the |her |his )?(?:\w+ )?(?:surgery|admission|hospitali[sz]ation|fall|stroke|cva|injury|fracture|fx|decline|illness)|before (?:the |her |his |this )?(?:\w+ )?(?:surgery|admission|hospitali[sz]ation|fall|stroke|cva|injury|fracture|fx|decline|illness|replacement|tka|tha)|(?<!\b(?:the|past) )last (?:week|month|year|winter|spring|summer|fall|autumn)|during (?:the |her |his )?(?:hospital|admission|stay|hospitali[sz]ation|rehab\w*|inpatient)|(?:while|when) (?:in|at) (?:the )?(?:hospital|rehab|snf))\b/iu;
/** A past tense that needs a change after it to mean "no longer". */
const WAS = /\b(?:was|were|had been|needed|required|used)\b/iu;
/** The state has changed since: "now ambulates", "since surgery walks", "resolved". */
const RESOLVED = /\b(?:(?:now|currently|presently|at present|since (?:then|surgery|discharge|the \w+)|no longer|these days|today)\b[^.;!?\n]{0,50}?\b(?:ambulat\w*|walks?|walking|independent\w*|able|safe\w*|improved|resolved|uses?|gets?|transfers?|repositions?|sleeps?|pain[- ]free|steady|stable|climbs?|manages?)|(?:has |have |now )?resolved)\b/iu;

/** Another setting than the home: the community, outdoors, long distances. */
const OTHER_SETTING = /\b(?:community(?:[- ]level)?(?: distances| ambulation| mobility| activities)?|outdoors?|outside(?: the home)?|in public|long distances|longer distances|uneven (?:terrain|ground|surfaces)|grass|gravel|curbs?|(?:grocery )?stores?|shopping|mall|church|(?:md |medical |doctor'?s? )?appointments?|outings?|errands|parking lots?)\b/iu;
const HOME = /\b(?:home|house|household|indoors|in-home|apartment|bedroom|bathroom|kitchen)\b/iu;

const DETERMINERS = String.raw`(?:(?:the|a|an|her|his|their|pt'?s|patient'?s|home health|treating|ordering|primary care|own)\s+){0,3}`;
const ROLES = String.raw`(${PRACTITIONER}|${NON_PRACTITIONER})\b(?:\s*(?:and|&|\/|,|or)\s*${DETERMINERS}(${PRACTITIONER}|${NON_PRACTITIONER})\b)?`;
/** Who an encounter was with: "by PT", "with NP", "w/ PCP and PT". */
const ENCOUNTER_ROLE = new RegExp(String.raw`\b(?:by|with|from)\s+${DETERMINERS}${ROLES}`, 'giu');
/** Who signed an order: "signed by PT", "signed and dated by the physician", "from PCP". */
const SIGNER_ROLE = new RegExp(String.raw`\b(?:(?:signed|co-?signed|dated|written|ordered|prescribed)\s+(?:and\s+(?:dated|signed)\s+)?by|from)\s+${DETERMINERS}${ROLES}`, 'giu');
const IS_PRACTITIONER = new RegExp(String.raw`^(?:${PRACTITIONER})$`, 'iu');
/** Someone else as the subject of a patient's state ("wife demonstrates safe use"). */
const OTHER_SUBJECT = new RegExp(String.raw`\b(${CAREGIVER})\s+(?:is\s+|was\s+)?(?:able|demonstrates?|demonstrated|uses?|can|manages?|self-propels?|propels?|operates?)\b`, 'iu');

/** The sentence of `text` around `index`: from the last . ; ! ? or line break before it to the next. */
export function sentenceAround(text: string, index: number, end: number): { start: number; end: number } {
  const from = Math.max(0, index - CONTEXT_REACH);
  const before = text.slice(from, index);
  let start = from;
  for (const mark of before.matchAll(/[.;!?\n](?=\s|$)|\n/gu)) start = from + (mark.index as number) + 1;
  const after = text.slice(end, end + CONTEXT_REACH);
  const stop = /[.;!?](?=\s|$)|\n/u.exec(after);
  return { start, end: stop === null ? Math.min(text.length, end + CONTEXT_REACH) : end + stop.index };
}

/** The clause after a claim (to a comma, "but" or the sentence end), at most CONTEXT_REACH characters. */
function clauseAfter(text: string, end: number, sentenceEnd: number): string {
  const rest = text.slice(end, Math.min(sentenceEnd, end + CONTEXT_REACH));
  const stop = /[,;]|\b(?:but|however|although|though|whereas)\b/iu.exec(rest);
  return stop === null ? rest : rest.slice(0, stop.index);
}

/** A question mark in the same line, with no sentence end between it and the claim. */
function questioned(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - CONTEXT_REACH), index);
  const lastBreak = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf('!'));
  if (before.indexOf('?', lastBreak + 1) >= 0) return true;
  const after = text.slice(end, end + CONTEXT_REACH);
  const stop = /[.;!\n]/u.exec(after);
  const question = after.indexOf('?');
  return question >= 0 && (stop === null || question < stop.index);
}

export interface ClassifyOptions {
  readonly kind: ClaimKind;
  /** The criterion is about the home: a claim only about another setting does not count. */
  readonly home?: boolean;
  /** Extra words that negate this phrase when they come before it. */
  readonly negators?: RegExp;
}

/** Classifies the claim text.slice(index, end) of a normalized answer. */
export function classify(text: string, index: number, end: number, options: ClassifyOptions): Classification {
  const { kind } = options;
  const before = windowBefore(text, index);
  if (isNegated(text, index, end - index, options.negators, before)) return { context: 'negated' };
  if (kind === 'request') return { context: 'asserted' };
  const sentence = sentenceAround(text, index, end);
  const claim = text.slice(index, end);
  const after = clauseAfter(text, end, sentence.end);
  const near = `${before} ${claim} ${after}`;

  const hedge = (kind === 'benefit' || kind === 'name' ? SPECULATION : HEDGE).exec(near) ?? CONDITION.exec(`${before} ${claim}`);
  if (hedge) return { context: 'hedged', cue: hedge[0] };

  if (questioned(text, index, end)) return { context: 'hedged', cue: '?' };
  if (kind !== 'benefit' && kind !== 'name') {
    const post = POST_HEDGE.exec(text.slice(end, Math.min(sentence.end, end + CONTEXT_REACH)));
    if (post) return { context: 'hedged', cue: post[0].replace(/^[\s,(-]+/u, '') };
  }

  if (kind === 'event') {
    const actor = actorOf(text.slice(sentence.start, sentence.end), SIGNER_ROLE);
    if (actor !== undefined) return { context: 'other-actor', cue: `signed by ${actor}` };
    const needed = /\b(?:on file|in (?:the )?chart|received)\b/iu.test(claim) ? null : ORDER_NOT_YET.exec(near);
    if (needed) return { context: 'hedged', cue: needed[0] };
  }
  const subject = kind === 'state' ? OTHER_SUBJECT.exec(`${before} ${claim}`) : null;
  if (subject) return { context: 'other-actor', cue: `the ${subject[1].toLowerCase()}` };

  if (options.home) {
    const setting = OTHER_SETTING.exec(near);
    if (setting && !HOME.test(near)) return { context: 'other-setting', cue: setting[0] };
  }

  if (kind === 'state' || kind === 'benefit' || kind === 'trial') {
    const past = PAST.exec(near);
    // "since the stroke last month" is still so.
    const ongoing = past !== null && /\bsince\b/iu.test(near.slice(0, past.index));
    const changed = RESOLVED.test(text.slice(end, end + CONTEXT_REACH));
    if (past && !ongoing && (kind !== 'trial' || changed)) return { context: 'past', cue: past[0] };
    const was = kind === 'state' && changed ? WAS.exec(`${before} ${claim}`) : null;
    if (was) return { context: 'past', cue: was[0] };
  }
  return { context: 'asserted' };
}

/**
 * Who did the event, when the sentence names someone and none of them is the treating practitioner
 * ("by PT", "with home health RN", "signed by patient and supplier"); undefined otherwise.
 */
export function actorOf(sentence: string, roles: RegExp = ENCOUNTER_ROLE): string | undefined {
  let other: string | undefined;
  for (const match of sentence.matchAll(roles)) {
    for (const role of [match[1], match[2]]) {
      if (role === undefined) continue;
      if (IS_PRACTITIONER.test(role)) return undefined;
      other ??= role;
    }
  }
  return other;
}

/** The typed sentence around a claim, for quoting (trimmed, at most 140 characters). */
export function quoteAround(norm: Normalized, index: number, end: number): string {
  const sentence = sentenceAround(norm.text, index, end);
  const quote = norm.source(sentence.start, sentence.end).trim().replace(/^[,;:\s-]+/u, '');
  return quote.length <= 140 ? quote : `${quote.slice(0, 137)}…`;
}

/** Why a defeated claim does not count, in clinician words (after "the answers say …"). */
export function reasonOf(c: Classification): string {
  switch (c.context) {
    case 'negated':
      return 'the opposite';
    case 'hedged':
      return hedgeWords(c.cue ?? '');
    case 'past':
      return 'it was so in the past, not now';
    case 'other-actor':
      return (c.cue ?? '').startsWith('signed by')
        ? `it was ${c.cue}, not by the treating practitioner (physician, NP, PA or CNS)`
        : `it is about ${c.cue}, not the patient`;
    case 'other-setting':
      return `it holds only for ${c.cue}, not in the home`;
    default:
      return 'it is so';
  }
}

function hedgeWords(cue: string): string {
  const word = cue.toLowerCase();
  if (word === '?') return 'it as a question, not a finding';
  if (word.startsWith('await')) return 'it is awaited';
  if (word.startsWith('unsigned') || word.startsWith('not yet signed') || word === 'not signed') return 'it is unsigned';
  if (word.startsWith('pending')) return 'it is pending';
  if (word.startsWith('request')) return 'it is only requested';
  if (word.startsWith('scheduled')) return 'it is only scheduled';
  if (/^(?:planned|plan)/u.test(word) || word.startsWith('will ')) return 'it is only planned';
  if (word.startsWith('to be ')) return `it is still ${word}`;
  if (/^(?:not yet|yet to|once|tbd|not )/u.test(word)) return 'it has not happened yet';
  if (/^(?:needs?|needed|required?|requires|necessary|must|obtain|for sign)/u.test(word)) return 'it is still needed';
  return `only that it is uncertain ("${cue}")`;
}
