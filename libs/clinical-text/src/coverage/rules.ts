/** Evaluates the data rules of the coverage checklist against one form's answers. */
import { contradictionOf, pastTimeOf, recoveryAfter, takenBackAfter, type ClaimPlace } from './consistency';
import {
  classify,
  partTimeCue,
  qualifierOf,
  quoteAround,
  reasonOf,
  sentenceAround,
  updatedBetween,
  type Classification,
  type Stance,
} from './evidence';
import { globalOf, isDeclining, type Phrase } from './matching';
import type { Normalized } from './normalize';
import { describeWeight, isAbove, isAtLeast, isAtMost, isBelow, readDuration, readElevations, type WeightReading } from './quantities';
import { calendarDates, type FaceToFaceFinding } from './timing';
import type { Equipment } from '../types';
import type { CoverageEvidence, Rule } from './types';
import { FOR_AN_AID, otherItemIn } from './vocabulary';

export interface RuleResult {
  /** Positive evidence survived (maybe with doubts). */
  readonly met: boolean;
  readonly evidence: readonly CoverageEvidence[];
  /** What a reviewer still looks for: the unmet needs, and the needs of met parts in doubt. */
  readonly missing: readonly string[];
  /** Why a met part cannot be trusted as it stands, in clinician words quoting the answers. */
  readonly doubts: readonly string[];
}

export interface RuleContext {
  /** Trimmed, non-empty answers of the form's own fields, as typed. */
  readonly answers: ReadonlyMap<string, string>;
  /** The same answers as the rules read them (shorthand, typos and numbers in words resolved). */
  readonly texts: ReadonlyMap<string, Normalized>;
  /** Field labels by answer key. */
  readonly labels: ReadonlyMap<string, string>;
  /** Every answer key of the form, in letter order. */
  readonly order: readonly string[];
  readonly weight: { readonly reading: WeightReading; readonly field: string } | null;
  readonly faceToFace: FaceToFaceFinding;
  readonly today: Date;
  /** The letter's item: an order or an encounter that names only another item is not this one's. */
  readonly equipment?: Equipment;
  /** Results of the criteria evaluated so far, by id. */
  readonly results: ReadonlyMap<string, RuleResult>;
  /** Phrase rules already evaluated on these answers (rules are shared: a confinement rule serves two criteria and a warning). */
  readonly memo?: Map<Rule, Map<readonly string[], RuleResult>>;
}

const NONE: readonly string[] = Object.freeze([]);
const NO_EVIDENCE: readonly CoverageEvidence[] = Object.freeze([]);
const UNMET: RuleResult = Object.freeze({ met: false, evidence: NO_EVIDENCE, missing: NONE, doubts: NONE });
const MET: RuleResult = Object.freeze({ met: true, evidence: NO_EVIDENCE, missing: NONE, doubts: NONE });

function unmet(need: string): RuleResult {
  return { met: false, evidence: [], missing: [need], doubts: [] };
}

function evidenceOf(ctx: RuleContext, field: string, matched: string, how: string): CoverageEvidence {
  return { field, fieldLabel: ctx.labels.get(field) as string, matched, how };
}

function found(ctx: RuleContext, field: string, matched: string, how: string): RuleResult {
  return { met: true, evidence: [evidenceOf(ctx, field, matched, how)], missing: [], doubts: [] };
}

/** Whether a result documents its rule with nothing in doubt. */
export function isDocumented(result: RuleResult | undefined): boolean {
  return result !== undefined && result.met && result.doubts.length === 0;
}

/** Whether `rule` is met by the answers; `fields` are the criterion's fields (the default place to look). */
export function evaluate(rule: Rule, ctx: RuleContext, fields: readonly string[]): RuleResult {
  switch (rule.kind) {
    case 'phrases': {
      const where = rule.fields ?? fields;
      const byFields = ctx.memo?.get(rule);
      const known = byFields?.get(where);
      if (known !== undefined) return known;
      const result = phrases(rule, ctx, where);
      if (ctx.memo !== undefined) {
        if (byFields === undefined) ctx.memo.set(rule, new Map([[where, result]]));
        else byFields.set(where, result);
      }
      return result;
    }
    case 'all': {
      const parts = rule.parts.map((part) => evaluate(part, ctx, fields));
      return {
        met: parts.every((p) => p.met),
        // One text can document two parts ("walker insufficient" rules out the cane too): show it once.
        evidence: parts
          .flatMap((p) => p.evidence)
          .filter((e, i, list) => list.findIndex((o) => o.field === e.field && o.matched === e.matched) === i),
        missing: parts.flatMap((p) => p.missing),
        // Two parts may share counter-evidence (the chair kept in the garage): say it once.
        doubts: parts.flatMap((p) => p.doubts).filter((d, i, list) => list.indexOf(d) === i),
      };
    }
    case 'any': {
      const options = rule.options.map((option) => evaluate(option, ctx, fields));
      const met = options.find(isDocumented) ?? options.find((o) => o.met);
      if (met) return met;
      // Report the option closest to documented (most parts found), so the gap shown is the smallest.
      const closest = options.reduce((best, o) => (o.evidence.length > best.evidence.length ? o : best));
      if (closest.evidence.length > 0) return closest;
      // Nothing found: the need, or why what was found does not count.
      const explained = options.find((o) => o.missing.some((m) => m.includes(' — the answers say')));
      return explained
        ? { ...unmet(rule.need), missing: [explained.missing.find((m) => m.includes(' — the answers say')) as string] }
        : unmet(rule.need);
    }
    case 'not': {
      const opposite = evaluate(rule.rule, ctx, fields);
      if (!opposite.met) return MET;
      if (rule.need === undefined) return UNMET;
      const quoted = opposite.evidence[0];
      return unmet(quoted === undefined ? rule.need : `${rule.need} (the answers give: "${quoted.matched}")`);
    }
    case 'answered':
      for (const field of rule.fields) {
        const text = ctx.answers.get(field);
        if (text !== undefined && !isDeclining(text)) return found(ctx, field, text, 'filled in');
      }
      return unmet(rule.need);
    case 'weight':
      return weight(rule, ctx);
    case 'elevation':
      return elevation(rule, ctx, rule.fields ?? fields);
    case 'duration':
      for (const field of rule.fields) {
        const norm = ctx.texts.get(field);
        const reading = norm === undefined ? null : readDuration(norm.text);
        if (reading !== null)
          return reading.days < rule.underDays ? found(ctx, field, reading.text, `duration of need ${reading.text}`) : unmet(rule.need);
      }
      return unmet(rule.need);
    case 'face-to-face':
      return faceToFace(rule.state, rule.need, ctx);
    case 'calendar-date':
      for (const field of ctx.order) {
        const text = ctx.answers.get(field);
        const dates = text === undefined ? [] : calendarDates(text, ctx.today);
        if (dates.length > 0) return found(ctx, field, dates[0], 'a calendar date is typed');
      }
      return unmet(rule.need);
    case 'toilet-beyond-reach':
      return toiletBeyondReach(rule.need, ctx, fields);
    case 'criterion': {
      const result = ctx.results.get(rule.id);
      return isDocumented(result) ? { ...MET, evidence: (result as RuleResult).evidence } : UNMET;
    }
    default:
      return ctx.answers.size > 0 ? MET : UNMET;
  }
}

// ---------------------------------------------------------------------------------------------
// Phrases: claims, their context, and counter-evidence

interface Claim extends Classification {
  readonly field: string;
  readonly norm: Normalized;
  readonly index: number;
  readonly end: number;
  readonly phrase: Phrase;
}

/** At most this many claims of one rule are read (enough to see an asserted one and what doubts it). */
const MAX_CLAIMS = 12;

/**
 * The first MAX_CLAIMS non-empty matches of a phrase's regex in an answer, searched once per answers:
 * rules share phrases (the walker ruled out also rules out the cane; counter-evidence serves several
 * criteria), and a claim list never needs more matches of one regex than MAX_CLAIMS.
 */
const MATCHES = new WeakMap<Normalized, Map<RegExp, readonly { readonly index: number; readonly text: string }[]>>();
function matchesOf(norm: Normalized, re: RegExp): readonly { readonly index: number; readonly text: string }[] {
  let byRegex = MATCHES.get(norm);
  if (byRegex === undefined) {
    byRegex = new Map();
    MATCHES.set(norm, byRegex);
  }
  let found = byRegex.get(re);
  if (found === undefined) {
    const list: { index: number; text: string }[] = [];
    for (const match of norm.text.matchAll(globalOf(re))) {
      if (match[0] === '') continue;
      list.push({ index: match.index as number, text: match[0] });
      if (list.length >= MAX_CLAIMS) break;
    }
    found = list;
    byRegex.set(re, found);
  }
  return found;
}

/** Every claim of the phrases in the fields (up to MAX_CLAIMS), classified; stops early for requests. */
function claimsOf(
  phraseList: readonly Phrase[],
  ctx: RuleContext,
  fields: readonly string[],
  options: {
    kind: NonNullable<Extract<Rule, { kind: 'phrases' }>['claim']>;
    home?: boolean | 'or-clinic';
    subject?: 'patient' | 'caregiver';
    stance?: Stance;
  },
): Claim[] {
  const claims: Claim[] = [];
  for (const field of fields) {
    const norm = ctx.texts.get(field);
    if (norm === undefined) continue;
    for (const phrase of phraseList) {
      for (const match of matchesOf(norm, phrase.re)) {
        const { index } = match;
        const end = index + match.text.length;
        const context = classify(norm.text, index, end, {
          kind: options.kind,
          home: options.home,
          negators: phrase.negators,
          subject: options.subject,
          stance: options.stance,
        });
        claims.push({ ...context, field, norm, index, end, phrase });
        if (claims.length >= MAX_CLAIMS || (context.context === 'asserted' && options.kind === 'request')) return claims;
      }
    }
  }
  return claims;
}

/** Which defeated claim explains best why nothing counts. */
const EXPLAINS: readonly Classification['context'][] = ['hedged', 'other-actor', 'other-setting', 'past', 'negated'];

function sameSentence(a: Claim, b: Claim): boolean {
  return a.field === b.field && sentenceAround(a.norm.text, a.index, a.end).start === sentenceAround(b.norm.text, b.index, b.end).start;
}

function overlaps(a: Claim, b: Claim): boolean {
  return a.field === b.field && a.index < b.end && b.index < a.end;
}

/** Word stems (first 5 letters of words of 4+ letters) of a claim's text. */
function stems(c: Claim): Set<string> {
  return new Set(
    Array.from(
      c.norm.text
        .slice(c.index, c.end)
        .toLowerCase()
        .matchAll(/[a-z]{4,}/gu),
      (m) => m[0].slice(0, 5),
    ),
  );
}

/** Whether two claims share a word (by its stem): "agreeable" and "agreed", not "falls" and "weakness". */
function sharesWord(a: Claim, b: Claim): boolean {
  const mine = stems(a);
  for (const stem of stems(b)) if (mine.has(stem)) return true;
  return false;
}

function phrases(rule: Extract<Rule, { kind: 'phrases' }>, ctx: RuleContext, fields: readonly string[]): RuleResult {
  const kind = rule.claim ?? 'request';
  const claims = claimsOf(rule.phrases, ctx, fields, { kind, home: rule.home, subject: rule.subject, stance: rule.stance });
  // An order whose sentence names another item and not this one ("Signed order on file for RW" in a
  // wheelchair letter) is that item's order; so is the safe use of a quad cane in a walker letter.
  const itemOf = (c: Claim) => {
    if ((kind !== 'event' && !rule.ofThisItem) || ctx.equipment === undefined) return undefined;
    const sentence = sentenceAround(c.norm.text, c.index, c.end);
    const words = c.norm.text.slice(sentence.start, sentence.end);
    // An order "for quad cane" or "for shower chair & grab bars" is that aid's.
    return otherItemIn(words, ctx.equipment, { aids: rule.ofThisItem || (kind === 'event' && FOR_AN_AID.test(words)) });
  };
  const foreign = claims.filter((c) => c.context === 'asserted' && itemOf(c) !== undefined);
  const asserted = claims.filter((c) => c.context === 'asserted' && !foreign.includes(c));
  if (asserted.length === 0 && foreign.length > 0) {
    const c = foreign[0];
    return unmet(`${rule.need} — the answers say it is for another item ("${itemOf(c)}"): "${quoteAround(c.norm, c.index, c.end)}"`);
  }
  if (asserted.length === 0) {
    const defeated = EXPLAINS.map((context) => claims.find((c) => c.context === context)).find((c) => c !== undefined);
    if (kind === 'request') return unmet(rule.need);
    if (defeated === undefined) {
      // Nothing claimed, but the answers say otherwise ("pillows were tried and are effective"): say so.
      const counter = rule.counter
        ? claimsOf(rule.counter, ctx, fields, { kind: 'state' }).find((c) => c.context === 'asserted')
        : undefined;
      return counter === undefined
        ? unmet(rule.need)
        : unmet(`${rule.need} — the answers say ${rule.doubt ?? 'otherwise'}: "${quoteAround(counter.norm, counter.index, counter.end)}"`);
    }
    return unmet(`${rule.need} — the answers say ${reasonOf(defeated)}: "${quoteAround(defeated.norm, defeated.index, defeated.end)}"`);
  }
  const counterClaims = rule.counter ? claimsOf(rule.counter, ctx, ctx.order, { kind: 'state' }) : [];
  const counters = counterClaims.filter((c) => c.context === 'asserted');
  // Counter-evidence told as a plan or of someone else ("daughter plans to use it over the upstairs toilet"):
  // not a finding that defeats the claim, but the claim is no longer sure.
  const softCounters = counterClaims.filter((c) => c.context === 'hedged' || c.context === 'other-actor');
  const inPlace = rule.counterScope === 'span' ? overlaps : sameSentence;
  const standing = asserted.filter((a) => !counters.some((k) => inPlace(a, k)));
  if (standing.length === 0) {
    const counter = counters.find((k) => inPlace(asserted[0], k)) as Claim;
    return unmet(`${rule.need} — the answers say ${rule.doubt ?? 'otherwise'}: "${quoteAround(counter.norm, counter.index, counter.end)}"`);
  }
  // A claim whose own sentence limits it (a goal, advice, "on bad days", "with CGA only", "but …") counts
  // only as unclear: prefer one that stands alone.
  const qualified = standing.map((c) => ({
    c,
    q: qualifierOf(c.norm.text, c.index, c.end, { kind, stance: rule.stance, home: rule.home }),
  }));
  // What was seen outranks what the item will do.
  const clean = qualified.find(({ c, q }) => q === undefined && !c.phrase.predicts) ?? qualified.find(({ q }) => q === undefined);
  const claim = clean?.c ?? standing[0];
  const qualifier = clean === undefined ? qualified[0].q : undefined;
  // What an update later in the same answer supersedes says nothing against the claim.
  const stands = (k: Claim) => !(k.field === claim.field && updatedBetween(claim.norm.text, k.end, claim.index));
  // The same thing also said not to be so ("agreeable to the w/c" … "has not agreed to use it"): a
  // negated claim of the same phrase about the same words, left unresolved.
  const opposite =
    kind === 'state' || kind === 'event'
      ? claims.filter(
          (c) =>
            c.context === 'negated' &&
            rule.counterScope !== 'span' &&
            c.phrase === claim.phrase &&
            sharesWord(c, claim) &&
            !sameSentence(c, claim) &&
            stands(c),
        )
      : [];
  const doubts = [
    ...(qualifier === undefined ? [] : [`the answers ${qualifier.why}: "${quoteAround(claim.norm, claim.index, claim.end)}"`]),
    ...(claim.phrase.predicts
      ? [
          `the answers say only what it will do, not what was seen (a trial, what the patient did with it): "${quoteAround(claim.norm, claim.index, claim.end)}"`,
        ]
      : []),
    ...opposite.map((c) => `the answers also say the opposite: "${quoteAround(c.norm, c.index, c.end)}"`),
    // Counter-evidence of one list item (span scope) says nothing about the other items of its sentence;
    // from another sentence it contradicts the claim ("can't walk to the bathroom" … "indep with toileting").
    ...(rule.counterScope === 'span' ? counters.filter((k) => !sameSentence(k, claim)) : counters)
      .filter(stands)
      .map((k) => `the answers also say ${rule.doubt ?? 'otherwise'}: "${quoteAround(k.norm, k.index, k.end)}"`),
    // The same thing also said to be awaited or planned ("Signed order on file" … "awaiting signed order"). Not
    // an event awaited earlier in the claim's own answer: "Awaiting signed order. UPDATE: signed order received"
    // is the wait, then the arrival (as takenBackAfter reads an answer).
    ...(kind === 'event' || kind === 'state'
      ? claims
          .filter((c) => c.context === 'hedged' && !(kind === 'event' && c.field === claim.field && c.end <= claim.index) && stands(c))
          .map((c) => `the answers also say ${reasonOf(c)}: "${quoteAround(c.norm, c.index, c.end)}"`)
      : []),
    ...softCounters
      .filter((k) => !overlaps(k, claim) && stands(k))
      .map((k) => `the answers also say ${rule.doubt ?? 'otherwise'} (${reasonOf(k)}): "${quoteAround(k.norm, k.index, k.end)}"`),
    ...letterDoubts(claim, kind, rule.stance, ctx),
    ...takenBack(claim, kind === 'event' ? 'order' : undefined, ctx),
  ].filter((d, i, list) => list.indexOf(d) === i);
  return {
    met: true,
    evidence: [evidenceOf(ctx, claim.field, claim.norm.source(claim.index, claim.end), claim.phrase.how)],
    missing: doubts.length > 0 ? [rule.need] : [],
    doubts,
  };
}

/**
 * What the rest of the letter says against a claim its own sentence lets stand (consistency.ts): a
 * sentence about the same topic that says the other way; for a limitation, a past time with the patient
 * said to manage now; for an ability or a benefit, a past time alone.
 */
function letterDoubts(claim: Claim, kind: string, ruleStance: Stance | undefined, ctx: RuleContext): string[] {
  const stance = ruleStance ?? (kind === 'trial' ? 'limitation' : undefined);
  if (stance === undefined || (kind !== 'state' && kind !== 'trial' && kind !== 'benefit')) return [];
  const doubts: string[] = [];
  const other = contradictionOf(claim, stance, ctx.texts);
  if (other !== undefined) doubts.push(`the answers also say the other way: "${quoteAround(other.norm, other.index, other.end)}"`);
  if (stance === 'limitation') {
    const recovered = kind === 'state' ? recoveryAfter(claim, ctx.texts, ctx.today) : undefined;
    if (recovered !== undefined)
      doubts.push(
        `the answers tell it of a past time and say the patient now manages: "${quoteAround(recovered.norm, recovered.index, recovered.end)}"`,
      );
  } else {
    // An ability or a benefit seen in a past time ("used a walker safely … in 2023") says nothing of now.
    const past = pastTimeOf(claim, ctx.texts, ctx.today);
    if (past !== undefined)
      doubts.push(`the answers tell it of a past time ("${past}"): "${quoteAround(claim.norm, claim.index, claim.end)}"`);
  }
  return doubts;
}

/** A sentence elsewhere that takes the claim back (consistency.ts, takenBackAfter), as a doubt. */
function takenBack(claim: ClaimPlace, what: 'order' | 'encounter' | undefined, ctx: RuleContext): string[] {
  const later = what === undefined ? undefined : takenBackAfter(claim, what, ctx.texts);
  return later === undefined ? [] : [`the answers take it back elsewhere: "${quoteAround(later.norm, later.index, later.end)}"`];
}

// ---------------------------------------------------------------------------------------------
// Quantities and the face-to-face encounter

function weight(rule: Extract<Rule, { kind: 'weight' }>, ctx: RuleContext): RuleResult {
  if (ctx.weight === null) return unmet(rule.need);
  const { reading, field } = ctx.weight;
  const ok =
    (rule.above === undefined || isAbove(reading, rule.above)) &&
    (rule.atLeast === undefined || isAtLeast(reading, rule.atLeast)) &&
    (rule.atMost === undefined || isAtMost(reading, rule.atMost)) &&
    (rule.below === undefined || isBelow(reading, rule.below));
  return ok ? found(ctx, field, reading.text, `weight ${describeWeight(reading)}`) : unmet(rule.need);
}

function elevation(rule: Extract<Rule, { kind: 'elevation' }>, ctx: RuleContext, fields: readonly string[]): RuleResult {
  const readings = fields.flatMap((field) => {
    const norm = ctx.texts.get(field);
    return norm === undefined
      ? []
      : readElevations(norm.text).map((reading) => ({ field, reading, text: norm.source(reading.index, reading.end) }));
  });
  // An elevation needed in the past, at the hospital or by someone else says nothing of now, at home.
  const current = ({ field, reading }: (typeof readings)[number]) =>
    classify((ctx.texts.get(field) as Normalized).text, reading.index, reading.end, { kind: 'state', stance: 'limitation', home: true })
      .context === 'asserted';
  const above = readings.find((r) => isAbove(r.reading, rule.degrees) && current(r));
  if (rule.test === 'above') {
    if (!above) return unmet(rule.need);
    const result = found(ctx, above.field, above.text, `head elevation "${above.text}" is above ${rule.degrees}°`);
    // Above 30° only at meals or at times is not most of the time.
    const norm = ctx.texts.get(above.field) as Normalized;
    const part = partTimeCue(norm.text, above.reading.index, above.reading.end);
    return part === undefined
      ? result
      : { ...result, missing: [rule.need], doubts: [`the answers say it holds only some of the time ("${part}"): "${above.text}"`] };
  }
  if (above || readings.length === 0) return unmet(rule.need);
  return found(ctx, readings[0].field, readings[0].text, `head elevation "${readings[0].text}" is not above ${rule.degrees}°`);
}

const FEET = String.raw`(\d{1,3})\s*(?:feet|foot|ft\b|')`;
const TOILET = String.raw`(?:toilets?|bathrooms?|restrooms?|lavatory)`;
/** How far the toilet is: "bathroom is at end of hall ~40 ft from bed", "30 ft to the bathroom". */
const TOILET_DISTANCE = new RegExp(
  String.raw`\b${TOILET}\b[^.;!?\n\d]{0,30}?${FEET}|\b${FEET}\s+(?:away\s+)?(?:to|from)\s+(?:the\s+|her\s+|his\s+|their\s+)?${TOILET}\b`,
  'giu',
);
/** The farthest the patient walks: "max amb is 10 ft", "ambulation limited to 15 ft", "walks only 8 ft". */
const WALK_LIMIT = new RegExp(
  String.raw`\b(?:ambulat\w*|walk\w*|gait|distance|tolerance|gets?)\b[^.;!?\n\d]{0,25}?\b(?:max(?:imum)?|only|limited to|up to|no more than|at most)\b[^.;!?\n\d]{0,12}?${FEET}|\bmax(?:imum)?\s+(?:ambulat\w*|walk\w*|walking distance|distance)\s+(?:is\s+|of\s+|=\s*|:\s*)?${FEET}`,
  'giu',
);

/** Asserted readings of `re` in the fields: the feet read, and where. */
function feetIn(re: RegExp, ctx: RuleContext, fields: readonly string[]) {
  const found: { field: string; norm: Normalized; feet: number; index: number; end: number }[] = [];
  for (const field of fields) {
    const norm = ctx.texts.get(field);
    if (norm === undefined) continue;
    for (const match of norm.text.matchAll(re)) {
      const index = match.index as number;
      const end = index + match[0].length;
      if (classify(norm.text, index, end, { kind: 'state', stance: 'limitation', home: true }).context !== 'asserted') continue;
      found.push({ field, norm, feet: Number(match[1] ?? match[2]), index, end });
      if (found.length >= 12) return found;
    }
  }
  return found;
}

/** The toilet is farther than the farthest the patient walks: the patient cannot get to it. */
function toiletBeyondReach(need: string, ctx: RuleContext, fields: readonly string[]): RuleResult {
  const limits = feetIn(WALK_LIMIT, ctx, fields);
  if (limits.length === 0) return unmet(need);
  const distances = feetIn(TOILET_DISTANCE, ctx, fields);
  for (const limit of limits) {
    const toilet = distances.find((d) => d.feet > limit.feet && (d.field !== limit.field || d.end <= limit.index || d.index >= limit.end));
    if (toilet === undefined) continue;
    const qualifier = qualifierOf(limit.norm.text, limit.index, limit.end, { kind: 'state', stance: 'limitation', home: true });
    const result = found(
      ctx,
      limit.field,
      limit.norm.source(limit.index, limit.end),
      `walks at most ${limit.feet} ft; the toilet is ${toilet.feet} ft away ("${toilet.norm.source(toilet.index, toilet.end)}")`,
    );
    return qualifier === undefined
      ? result
      : { ...result, missing: [need], doubts: [`the answers ${qualifier.why}: "${quoteAround(limit.norm, limit.index, limit.end)}"`] };
  }
  return unmet(need);
}

const FACE_TO_FACE_HOW: Readonly<Record<string, (timing: string) => string>> = {
  within: (timing) => `face-to-face encounter ${timing} (within the 6 months before today)`,
  outdated: (timing) => `face-to-face encounter ${timing} (not shown to be within the last 6 months)`,
  future: () => 'face-to-face encounter not yet done or dated after today',
  'other-actor': () => 'face-to-face encounter with someone who is not the treating practitioner',
  undated: () => 'face-to-face encounter mentioned without when it took place',
};

const FACE_TO_FACE_WHY: Readonly<Record<string, (finding: FaceToFaceFinding) => string>> = {
  outdated: (f) => `it was ${f.timing}, more than 6 months ago`,
  future: () => 'it has not happened yet',
  'other-actor': (f) => `it was with ${f.actor}, not the treating practitioner (physician, NP, PA or CNS)`,
  undated: () => 'when it took place',
};

/** "with a walker", "w/ RW", "using her rollator": an aid in use, up to two words after the preposition. */
const AID_IN_USE = /\b(?:with|w\/|using|uses|used)\s+(?:(?:a|an|the|her|his|their)\s+)?[\w-]+(?:\s+[\w-]+)?/giu;

function faceToFace(state: string, need: string, ctx: RuleContext): RuleResult {
  const finding = ctx.faceToFace;
  if (finding.state !== state) {
    const why = FACE_TO_FACE_WHY[finding.state];
    if (state !== 'within' || why === undefined) return unmet(need);
    return unmet(
      finding.state === 'undated'
        ? `${need} — the answers do not say when: "${finding.sentence}"`
        : `${need} — the answers say ${why(finding)}: "${finding.sentence}"`,
    );
  }
  if (finding.field === undefined) return MET;
  const result = found(ctx, finding.field, finding.sentence as string, FACE_TO_FACE_HOW[state](finding.timing ?? ''));
  // An encounter tied to another item only ("F2F … addressed need for hospital bed only" in a commode
  // letter): it may not be for the condition that needs this one.
  // An aid the patient was seen using ("Exam: amb 10 ft w/ walker") is a finding of the exam, not what it was for.
  const purpose = (finding.sentence as string).replace(AID_IN_USE, ' ');
  const item = state === 'within' && ctx.equipment !== undefined ? otherItemIn(purpose, ctx.equipment) : undefined;
  if (item !== undefined)
    return { ...result, missing: [need], doubts: [`the answers tie the encounter to another item ("${item}"): "${finding.sentence}"`] };
  // Within 6 months, but the sentence is qualified ("Goal: F2F …", "F2F 2 wks ago?"): unclear.
  if (finding.doubt !== undefined) return { ...result, missing: [need], doubts: [`${finding.doubt}: "${finding.sentence}"`] };
  // Said elsewhere to have been by phone, or not to have happened yet. The quoted sentence is as typed; where the
  // rules' text differs, only the other answers are read.
  const norm = ctx.texts.get(finding.field);
  if (norm === undefined) return result;
  const at = norm.text.indexOf(finding.sentence as string);
  const end = at < 0 ? norm.text.length : at + (finding.sentence as string).length;
  const elsewhere = takenBack({ field: finding.field, norm, index: Math.max(at, 0), end }, 'encounter', ctx);
  return elsewhere.length === 0 ? result : { ...result, missing: [need], doubts: elsewhere };
}
