/**
 * Compares the facts of the text sent to the AI with those of its answer. An answer fact carries a
 * source fact when both have the same key and their qualifiers do not contradict: a unit or topic
 * given on one side only is no contradiction, a different one is; a value said of the past must
 * stay past (the answer may put a current value in the past tense — that is narrative, not a
 * new claim).
 */
import { extractFacts } from './extract';
import type { Fact, FactCheck, FactKind } from './types';

/** Numbers, dates and schedules are one family: "11/3" may read as a score or a date. */
const family = (kind: FactKind): string => (kind === 'measure' || kind === 'score' || kind === 'time' ? 'number' : kind);

/** Counts and sets are the same multiplier: "2x10" and "2 sets of 10". */
const MULTIPLIERS = new Set(['x', 'set']);
const unitsAgree = (a?: string, b?: string) => a === undefined || b === undefined || a === b || (MULTIPLIERS.has(a) && MULTIPLIERS.has(b));
const agree = (a?: string, b?: string) => a === undefined || b === undefined || a === b;

const negatedWords = (fact: Fact) => fact.key.slice('no '.length).split(' ');

/** "no pain" and "no pain at rest" name one finding; "no pain" and "no edema" do not. */
function sameFinding(a: Fact, b: Fact): boolean {
  const aWords = new Set(negatedWords(a));
  const bWords = negatedWords(b);
  const inA = bWords.filter((word) => aWords.has(word)).length;
  return inA === bWords.length || inA === aWords.size;
}

/**
 * Maxima of the scales a bare score may be completed with ("Tinetti 18" = "18/28"). Kept here, not
 * read from clinical-text: this library has no dependencies (its rewrite completes Tinetti only).
 */
export const SCALE_MAXIMA: Readonly<Record<string, string>> = { tinetti: '28', berg: '56' };

const RATIO = /^(\d+(?:\.\d+)?)\/(\d+)$/;

/** "18" said of a scale and "18/28" out of its maximum: one score, whichever side adds the maximum. */
function completes(bare: Fact, score: Fact): boolean {
  const max = bare.about === undefined ? undefined : SCALE_MAXIMA[bare.about];
  return (
    max !== undefined && bare.kind === 'measure' && bare.unit === undefined && score.kind === 'score' && score.key === `${bare.key}/${max}`
  );
}

function sameValue(answer: Fact, source: Fact): boolean {
  if (answer.key === source.key) return unitsAgree(answer.unit, source.unit);
  return completes(answer, source) || completes(source, answer);
}

function carries(answer: Fact, source: Fact): boolean {
  if (family(answer.kind) !== family(source.kind)) return false;
  if (answer.kind === 'negation') return sameFinding(answer, source);
  return sameValue(answer, source) && agree(answer.about, source.about) && (!source.past || answer.past === true);
}

/** The value of a current rating out of 10 ("6/10", "6.5/10"), else undefined. */
function outOfTen(fact: Fact): number | undefined {
  const match = fact.kind === 'score' && !fact.past ? RATIO.exec(fact.key) : null;
  return match && match[2] === '10' ? Number(match[1]) : undefined;
}

/** The band of a rating, as clinical-text's offline rewrite words it (painSeverity): 7+ severe, 4–6 moderate, else mild. */
const bandOf = (rating: number) => (rating >= 7 ? 'severe' : rating >= 4 ? 'moderate' : rating > 0 ? 'mild' : undefined);

/**
 * Equivalences across kinds, one side's fact against the other side's facts: a severity word
 * ("moderate pain") graded from a current rating of that symptom in its band ("pain 6/10"); "no
 * pain" and "pain 0/10". A severity of another symptom or another band is still flagged.
 */
function readsAs(fact: Fact, others: readonly Fact[]): boolean {
  if (fact.kind === 'score' && (fact.key === 'mild' || fact.key === 'moderate' || fact.key === 'severe')) {
    return others.some((other) => {
      const rating = outOfTen(other);
      return rating !== undefined && bandOf(rating) === fact.key && agree(fact.about, other.about);
    });
  }
  if (fact.kind === 'negation') {
    const [symptom] = negatedWords(fact);
    return others.some((other) => outOfTen(other) === 0 && other.about === symptom);
  }
  if (outOfTen(fact) === 0 && fact.about !== undefined) {
    return others.some((other) => other.kind === 'negation' && negatedWords(other)[0] === fact.about);
  }
  return false;
}

/** One fact per distinct reading: a long text repeats "6/10" or "no pain" without new work. */
function distinct(facts: Fact[]): Fact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    const signature = [fact.kind, fact.key, fact.unit, fact.about, fact.past, fact.weak].join('\u0000');
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
}

/** The keys a number may be found under: its own, and with a scale's maximum added or taken off. */
function valueKeys(fact: Fact): string[] {
  const max = fact.about === undefined ? undefined : SCALE_MAXIMA[fact.about];
  if (max !== undefined && fact.kind === 'measure') return [fact.key, `${fact.key}/${max}`];
  const ratio = fact.kind === 'score' ? RATIO.exec(fact.key) : null;
  if (ratio && Object.values(SCALE_MAXIMA).includes(ratio[2]!)) return [fact.key, ratio[1]!];
  return [fact.key];
}

/** Candidates that can carry a fact: same family and key, or for negations a shared word. */
function indexOf(facts: Fact[]): (fact: Fact) => Fact[] {
  const byKey = new Map<string, Fact[]>();
  const add = (index: string, fact: Fact) => {
    const list = byKey.get(index);
    if (list) list.push(fact);
    else byKey.set(index, [fact]);
  };
  for (const fact of facts) {
    if (fact.kind === 'negation') for (const word of new Set(negatedWords(fact))) add(`negation\u0000${word}`, fact);
    else for (const key of valueKeys(fact)) add(`${family(fact.kind)}\u0000${key}`, fact);
  }
  return (fact) => {
    if (fact.kind !== 'negation')
      return [...new Set(valueKeys(fact).flatMap((key) => byKey.get(`${family(fact.kind)}\u0000${key}`) ?? []))];
    return [...new Set(negatedWords(fact).flatMap((word) => byKey.get(`negation\u0000${word}`) ?? []))];
  };
}

/**
 * Checks that `answer` (the AI's text) keeps the facts of `source` (what was sent to the AI) and
 * adds none: `lost` are source facts the answer does not carry, `unsupported` answer facts the
 * source does not carry. `ok` when both are empty.
 */
export function checkFacts(source: string, answer: string): FactCheck {
  const sourceFacts = distinct(extractFacts(source));
  const answerFacts = distinct(extractFacts(answer));
  const answerCandidates = indexOf(answerFacts);
  const sourceCandidates = indexOf(sourceFacts);
  const lost = sourceFacts.filter(
    (fact) => !fact.weak && !answerCandidates(fact).some((candidate) => carries(candidate, fact)) && !readsAs(fact, answerFacts),
  );
  const unsupported = answerFacts.filter(
    (fact) => !fact.weak && !sourceCandidates(fact).some((candidate) => carries(fact, candidate)) && !readsAs(fact, sourceFacts),
  );
  return { lost, unsupported, ok: lost.length === 0 && unsupported.length === 0 };
}
