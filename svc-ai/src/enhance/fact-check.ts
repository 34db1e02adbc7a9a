import type { CheckedFact, CheckedFactKind, EnhanceFactCheck } from '@clinote/contracts';
import { checkFacts, type Fact, type FactKind } from '@clinote/fact-check';

// The contract spells the kinds out so the browser needs no part of the library; this line stops
// the build when the two lists part ways.
const SAME_KINDS: [FactKind, CheckedFactKind] extends [CheckedFactKind, FactKind] ? true : never = true;
void SAME_KINDS;

/** Blank content was not sent anywhere: nothing lost, nothing added. */
export const nothingToCheck = (): EnhanceFactCheck => ({ ok: true, lost: [], unsupported: [] });

/**
 * The fact check of one answer (issue 20): `answer` is the part of the response text the AI wrote
 * that is checked, starting at `answerStart` in it, so every unsupported fact's offsets index the
 * response's `enhancedText` (and every lost fact's the content sent). Only kind, text and place
 * leave the service: the library's normalised keys are its own business.
 */
export function checkAnswer(sent: string, answer: string, answerStart = 0): EnhanceFactCheck {
  const { ok, lost, unsupported } = checkFacts(sent, answer);
  const placed = (fact: Fact, shift: number): CheckedFact => ({
    kind: fact.kind,
    text: fact.text,
    start: fact.start + shift,
    end: fact.end + shift,
  });
  return { ok, lost: lost.map((fact) => placed(fact, 0)), unsupported: unsupported.map((fact) => placed(fact, answerStart)) };
}

/** For the log: how many facts of which kinds, never the clinical text. */
export function describeFindings({ lost, unsupported }: EnhanceFactCheck): string {
  const kinds = (facts: CheckedFact[]) => [...new Set(facts.map((fact) => fact.kind))].join(', ') || 'none';
  return `${lost.length} lost (${kinds(lost)}), ${unsupported.length} unsupported (${kinds(unsupported)})`;
}
