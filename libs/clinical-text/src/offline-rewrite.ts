import {
  assistanceSentence,
  bare,
  continueWith,
  expandAbbreviations,
  isNone,
  opensWithClause,
  painRatings,
  painSentence,
  splitSentences,
  withoutTrailing,
} from './phrasing';
import { EMPTY_SECTION_LINES, OFFLINE_EMPTY_SECTION_LINES, SECTION_HEADINGS, SECTION_NAMES } from './sections';
import { AGE_OPENING, articleFor } from './soap';
import { capitaliseFirst, lowerFirst, textOf, toSentence, withFullStop } from './sentence';
import type { Section } from './types';

/** The closing sentence of every rewritten plan (SPEC.md §4). */
export const PLAN_REASSESSMENT_SENTENCE =
  'Patient will be reassessed at subsequent visits to monitor progress toward goals, and the plan of care will be updated as indicated.';

/**
 * A rule rewrites the value of a recognised "<label>: <value>" sentence. It receives the value
 * without trailing punctuation and the label as written; it returns undefined when the value does
 * not fit its phrasing, and the sentence then stays "<Label>: <value>.".
 */
type Rule = (value: string, label: string) => string | undefined;

interface LabelRule {
  readonly labels: readonly string[];
  readonly rewrite: Rule;
}

const introduce: Rule = (value) => {
  if (/^patient is\b/iu.test(value)) return value;
  const rest = lowerFirst(value);
  return `Patient is ${AGE_OPENING.test(rest) ? `${articleFor(rest)} ` : ''}${rest}`;
};

/** "<opening> <value>" for noun phrases, "none" -> `none`, clauses -> undefined. */
function listing(opening: string, none?: string, lowerCase = true): Rule {
  return (value) => {
    if (none !== undefined && isNone(value)) return none;
    if (opensWithClause(value)) return undefined;
    return `${opening} ${lowerCase ? lowerFirst(value) : value}`;
  };
}

/** "<Label>: <value>" under a clearer label. */
function relabel(label: string): Rule {
  return (value) => `${label}: ${capitaliseFirst(value)}`;
}

/** "<Subject> is good ..." when the value opens with a rating word. */
function rating(subject: (label: string) => string, words: string): Rule {
  const pattern = new RegExp(`^(?:${words})\\b`, 'iu');
  return (value, label) => (pattern.test(value) ? `${subject(label)} is ${lowerFirst(value)}` : undefined);
}

function assistance(activity?: string): Rule {
  return (value, label) => assistanceSentence(value, activity ?? normalise(label));
}

const pain: Rule = (value) => painSentence(value);

const SUBJECTIVE: readonly LabelRule[] = [
  {
    labels: [
      'age sex referral', 'age gender referral', 'age sex and referral', 'age gender and referral',
      'age gender and reason for referral', 'patient info', 'patient information', 'patient',
    ],
    rewrite: introduce,
  },
  {
    labels: ['past medical history', 'medical history', 'pmh'],
    rewrite: listing('Past medical history is significant for', 'No past medical history reported', false),
  },
  {
    labels: ['medication reconciliation', 'med rec', 'medication rec'],
    rewrite: (value) => {
      const match = /^completed?\b/iu.exec(value);
      if (!match) return undefined;
      const rest = bare(value.slice(match[0].length).replace(/^[\s,;:-]+/u, ''));
      return `Medication reconciliation completed${rest === '' ? '' : `; ${lowerFirst(rest)}`}`;
    },
  },
  {
    labels: ['medication management', 'medication manager', 'medications managed by', 'med management'],
    rewrite: (value) => {
      if (/^(?:self|patient|independent(?:ly)?)$/iu.test(value)) return 'Patient manages own medications';
      if (value.split(/\s+/u).length > 4 || opensWithClause(value) || /manag/iu.test(value)) return undefined;
      return `Medications are managed by ${lowerFirst(value)}`;
    },
  },
  {
    labels: ['medication understanding', 'understanding of medications'],
    rewrite: rating(() => 'Medication understanding', 'good|fair|poor|limited|adequate|partial|full|excellent|minimal|inadequate'),
  },
  {
    labels: ['current living situation', 'living situation'],
    rewrite: (value) => (/^lives\b/iu.test(value) ? `Patient ${lowerFirst(value)}` : undefined),
  },
  { labels: ['home environment', 'level of assistance'], rewrite: assistance('activities in the home') },
  {
    labels: ['home safety concerns', 'safety concerns', 'home safety'],
    rewrite: listing('Home safety concerns include', 'No home safety concerns reported'),
  },
  {
    labels: ['current equipment', 'current dme', 'equipment'],
    rewrite: listing('Current equipment includes', 'No current equipment reported'),
  },
  {
    labels: ['recommended additional equipment', 'recommended equipment', 'equipment recommended'],
    rewrite: listing('Recommended additional equipment includes', 'No additional equipment recommended at this time'),
  },
  {
    labels: ['prior level of function', 'prior function', 'plof'],
    rewrite: listing('Prior level of function reported as'),
  },
  {
    labels: ['current level of function', 'current function', 'clof'],
    rewrite: listing('Current level of function reported as'),
  },
  { labels: ['pain assessment', 'pain', 'pain level', 'pain rating', 'pain scale'], rewrite: pain },
  {
    labels: ['patient goals', 'patient goal', 'goals', 'goal'],
    rewrite: (value) => (opensWithClause(value) ? undefined : `Patient's stated goals: ${lowerFirst(value)}`),
  },
  { labels: ['fall history', 'falls', 'history of falls'], rewrite: (value) => (isNone(value) ? 'No falls reported' : undefined) },
];

const TUG = /^(\d+(?:\.\d+)?)\s*(s|secs?|seconds?)?\b/iu;

const OBJECTIVE: readonly LabelRule[] = [
  {
    labels: ['vitals', 'vital signs', 'vs'],
    rewrite: (value) => {
      if (/^vital signs\b/iu.test(value)) return value;
      if (/^(?:within normal limits|wnl|stable)\b/iu.test(value)) return `Vital signs ${lowerFirst(value)}`;
      return `Vital signs: ${value}`;
    },
  },
  {
    labels: ['strength', 'strength assessment', 'mmt', 'manual muscle testing', 'manual muscle test'],
    rewrite: listing('Strength assessment reveals'),
  },
  { labels: ['bed mobility'], rewrite: assistance() },
  {
    labels: ['supine to sit transfers', 'supine to sit', 'sit to stand transfers', 'sit to stand transfer', 'transfers', 'bed to chair transfers'],
    rewrite: assistance(),
  },
  {
    labels: ['gait impairments', 'gait', 'gait deviations', 'gait pattern', 'gait analysis'],
    rewrite: (value) => {
      // a single describing word reads as the gait pattern: "antalgic", "shuffling", "ataxic"
      if (/^\p{L}+(?:ic|ing|ed|al|ous|ive)$/iu.test(value) && !opensWithClause(value)) return `Gait pattern is ${lowerFirst(value)}`;
      return listing('Gait assessment reveals', 'No gait impairments noted')(value, '');
    },
  },
  {
    labels: ['ambulation', 'ambulation distance', 'gait distance'],
    rewrite: (value) => {
      if (/^\d/u.test(value)) return `Patient ambulated ${value}`;
      if (/^(?:ambulates|ambulated|unable)\b/iu.test(value)) {
        return /^unable\b/iu.test(value) ? `Patient is ${lowerFirst(value)}` : `Patient ${lowerFirst(value)}`;
      }
      return assistanceSentence(value, 'ambulation');
    },
  },
  {
    labels: ['tug', 'tug score', 'timed up and go', 'timed up and go score', 'timed up and go test'],
    rewrite: (value) => {
      const match = TUG.exec(value);
      const rest = match ? value.slice(match[0].length) : '';
      if (!match || (match[2] === undefined && rest.trim() !== '')) return `Timed Up and Go (TUG) test: ${capitaliseFirst(value)}`;
      return `Timed Up and Go (TUG) test completed in ${match[1]} seconds${continueWith(rest)}`;
    },
  },
  {
    labels: ['tinetti', 'tinetti score', 'poma', 'tinetti poma'],
    rewrite: (value) =>
      `Tinetti Performance Oriented Mobility Assessment score: ${/^\d+(?:\.\d+)?$/u.test(value) ? `${value}/28` : capitaliseFirst(value)}`,
  },
  {
    labels: [
      '30 second sit to stand score', '30 second sit to stand', '30 second sit to stand test', '30s sit to stand',
      '30 sec sit to stand', 'sit to stand score', 'sit to stand test', 'sit to stand',
    ],
    rewrite: (value, label) => {
      const transfer = normalise(label) === 'sit to stand' ? assistanceSentence(value, 'sit to stand transfers') : undefined;
      if (transfer !== undefined) return transfer;
      const thirty = /\b30/u.test(label);
      const name = thirty ? '30-second sit to stand test' : 'Sit to stand test';
      return `${name}: ${/^\d+$/u.test(value) && thirty ? `${value} repetitions` : capitaliseFirst(value)}`;
    },
  },
  { labels: ['other outcome measures', 'outcome measures', 'other measures'], rewrite: relabel('Additional outcome measures') },
  {
    labels: ['cognition', 'cognitive status', 'mental status'],
    rewrite: (value) => (/^alert\b/iu.test(value) ? `Patient is ${lowerFirst(value)}` : undefined),
  },
  {
    labels: ['equipment', 'medical equipment', 'equipment in the home'],
    rewrite: listing('Medical equipment in the home includes', 'No medical equipment in the home reported'),
  },
];

const ASSESSMENT: readonly LabelRule[] = [
  {
    labels: ['assessment', 'clinical assessment', 'impression', 'clinical impression', 'assessment and impressions'],
    rewrite: (value) => value,
  },
  { labels: ['goals', 'long term goals', 'ltg', 'ltgs', 'treatment goals', 'therapy goals'], rewrite: relabel('Treatment goals') },
  {
    labels: ['prognosis', 'rehab potential', 'rehabilitation potential', 'potential'],
    rewrite: rating((label) => (normalise(label) === 'prognosis' ? 'Prognosis' : 'Rehabilitation potential'), 'excellent|good|fair|poor|guarded'),
  },
  {
    labels: ['health status', 'overall health status'],
    rewrite: rating(() => 'Overall health status', 'stable|improving|declining|unstable|fair|good|poor'),
  },
  { labels: ['skilled needs', 'skilled nursing needs'], rewrite: listing('Skilled nursing needs include') },
];

const PLAN: readonly LabelRule[] = [
  {
    labels: ['interventions', 'planned interventions', 'skilled interventions', 'treatment', 'treatment plan'],
    rewrite: listing('Interventions will include'),
  },
  {
    labels: ['visit frequency', 'frequency', 'frequency and duration'],
    rewrite: (value) =>
      /^(?:\d+\s*x|\d+\s*(?:times|visits)\b|once\b|twice\b|\d+w\d+\b)/iu.test(value) ? `Patient will be seen ${lowerFirst(value)}` : undefined,
  },
  {
    labels: ['hep updates', 'hep update', 'hep', 'home exercise program', 'home exercise program updates'],
    rewrite: (value) => (isNone(value) ? 'No updates to the home exercise program' : `Home exercise program updates: ${capitaliseFirst(value)}`),
  },
  { labels: ['home program'], rewrite: (value) => (isNone(value) ? 'No updates to the home program' : undefined) },
  { labels: ['short term goals', 'short term goal', 'stg', 'stgs'], rewrite: relabel('Short-term goals') },
  {
    labels: ['education', 'patient education', 'caregiver education', 'patient and caregiver education'],
    rewrite: listing('Education will address'),
  },
  { labels: ['referrals', 'referral'], rewrite: (value) => (isNone(value) ? 'No referrals planned' : undefined) },
];

/** Labels recognised in each section, by their normalised spelling. */
const RULES: Readonly<Record<Section, ReadonlyMap<string, Rule>>> = {
  subjective: index(SUBJECTIVE),
  objective: index(OBJECTIVE),
  assessment: index(ASSESSMENT),
  plan: index(PLAN),
};

function index(rules: readonly LabelRule[]): ReadonlyMap<string, Rule> {
  return new Map(rules.flatMap((rule) => rule.labels.map((label) => [label, rule.rewrite] as const)));
}

/** Lower case, words only: "Age/Sex/Referral" -> "age sex referral". */
function normalise(label: string): string {
  return label.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();
}

/** "<label>: <value>" when the sentence opens with a short label followed by ": " (not "10:30"). */
function splitLabel(sentence: string): { label: string; value: string } | undefined {
  const match = /^([\p{L}\d][^:]{0,59}):(?:\s+|$)/u.exec(sentence);
  if (!match) return undefined;
  const label = (match[1] as string).trim();
  if (label.split(/\s+/u).length > 7) return undefined;
  return { label, value: sentence.slice(match[0].length).trim() };
}

function rewriteSentence(section: Section, sentence: string): string {
  const labelled = splitLabel(sentence);
  if (labelled !== undefined) {
    const value = bare(labelled.value);
    if (value === '') return '';
    const rule = RULES[section].get(normalise(labelled.label));
    const rewritten = rule?.(value, labelled.label);
    if (rewritten !== undefined) return withFullStop(capitaliseFirst(rewritten));
    if (rule === undefined && /\bpain\b/iu.test(labelled.label) && painRatings(value).length > 0) {
      // "Knee pain: 5/10" -> "Patient reports moderate (5/10) knee pain": the label is part of the finding
      return withFullStop(painSentence(`${labelled.label} ${value}`) as string);
    }
    return `${capitaliseFirst(labelled.label)}: ${toSentence(labelled.value)}`;
  }
  if (/\bpain\b/iu.test(sentence) && painRatings(sentence).length > 0) return withFullStop(painSentence(sentence) as string);
  return toSentence(sentence);
}

const EMPTY_LINES = new Set(
  Object.values(EMPTY_SECTION_LINES).flatMap((lines) => Object.values(lines).map((line) => line.toLowerCase())),
);

/** Whether a sentence is one of the empty-section lines of a built note. */
function isEmptyLine(sentence: string): boolean {
  return EMPTY_LINES.has(withoutTrailing(sentence, /[.!?…]/u).toLowerCase());
}

/** Removes the section's own heading ("SUBJECTIVE:", "Subjective:") from the start of the text. */
function withoutHeading(section: Section, text: string): string {
  const heading = SECTION_HEADINGS[section].slice(0, -1);
  return text.replace(new RegExp(`^${heading}[ \\t]*:[ \\t]*`, 'iu'), '').trim();
}

/**
 * The local "simulated clinical phrasing" used when the AI rewrite is unavailable (SPEC.md §4, §8).
 * Blank content gives "". Otherwise the result is "<Section name>: <rewritten text>" as one
 * paragraph: the section's own heading is dropped, the text is split into lines and sentences,
 * shorthand is written out, recognised labelled lines are rephrased (pain N/10 becomes severe
 * at 7 or more, moderate at 4 to 6, mild below 4), other sentences keep their wording with the
 * plain text rule, and a plan closes with a reassessment sentence. Nothing is added that the
 * input did not say; a section holding only its heading reads its empty line.
 */
export function offlineRewrite(section: Section, content: string): string {
  const text = textOf(content).trim();
  if (text === '') return '';
  const sentences = withoutHeading(section, text)
    .split(/\r?\n/u)
    .map((line) => expandAbbreviations(line.trim()))
    .flatMap(splitSentences)
    .map((sentence) => rewriteSentence(section, sentence))
    .filter((sentence) => sentence !== '');
  const name = SECTION_NAMES[section];
  if (sentences.length === 0) return `${name}: ${toSentence(OFFLINE_EMPTY_SECTION_LINES[section])}`;
  // an empty plan ("No plan established.") gets no reassessment sentence: that would add a plan
  if (section === 'plan' && !sentences.every(isEmptyLine)) sentences.push(PLAN_REASSESSMENT_SENTENCE);
  return `${name}: ${sentences.join(' ')}`;
}
