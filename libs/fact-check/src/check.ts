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

function carries(answer: Fact, source: Fact): boolean {
  if (family(answer.kind) !== family(source.kind)) return false;
  if (answer.kind === 'negation') return sameFinding(answer, source);
  return (
    answer.key === source.key &&
    unitsAgree(answer.unit, source.unit) &&
    agree(answer.about, source.about) &&
    (!source.past || answer.past === true)
  );
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
    else add(`${family(fact.kind)}\u0000${fact.key}`, fact);
  }
  return (fact) => {
    if (fact.kind !== 'negation') return byKey.get(`${family(fact.kind)}\u0000${fact.key}`) ?? [];
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
  const lost = sourceFacts.filter((fact) => !fact.weak && !answerCandidates(fact).some((candidate) => carries(candidate, fact)));
  const unsupported = answerFacts.filter((fact) => !fact.weak && !sourceCandidates(fact).some((candidate) => carries(fact, candidate)));
  return { lost, unsupported, ok: lost.length === 0 && unsupported.length === 0 };
}
