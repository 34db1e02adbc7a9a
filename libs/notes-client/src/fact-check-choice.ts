import type { CheckedFact, CheckedFactKind, EnhanceFactCheck } from '@clinote/contracts';

// Issue 20: svc-ai checks every AI answer against what was sent and says which facts the AI dropped
// or added. The browser does not check again; it shows the server's check and, when an answer
// changed facts, lets the clinician choose the AI text or the standard text before anything is
// copied, saved or e-mailed. The SOAP forms and the letters share this file and fact-check-alert.tsx.

/** One text the AI rewrote: a SOAP section or a whole letter. */
export interface CheckedPart {
  /** Named next to each finding when the note has several parts ("Subjective"); none for a letter. */
  label?: string;
  /** What was sent to the AI (the standard text of this part): where lost facts are placed. */
  sent: string;
  /** What came back: where unsupported facts are placed. */
  enhancedText: string;
  /** Absent from an svc-ai that predates the check (slices deploy on their own): nothing to show. */
  factCheck?: EnhanceFactCheck;
}

/** The clinician's answer: the AI text as it came back, or the standard text (the note with AI off). */
export type TextChoice = 'ai' | 'standard';

/** The parts whose check failed; a choice is needed when there is any. */
export function flaggedParts(parts: readonly CheckedPart[]): CheckedPart[] {
  return parts.filter((part) => part.factCheck?.ok === false);
}

/** The on-screen words of the check (the spec is silent; docs/decisions/0121-fact-check-choice.md). */
export const FACT_CHECK_TEXTS = {
  heading: 'Check the AI text',
  intro: 'The AI text does not match your answers in these facts.',
  waitingSignedIn: 'Nothing has been copied or saved yet: choose the text to use.',
  waitingGuest: 'Nothing has been copied yet: choose the text to use.',
  unsupported: 'Not in your answers:',
  lost: 'Missing from the AI text:',
  keepAi: 'Keep the AI text',
  useStandard: 'Use the standard text',
  /** The result card's line while the choice is open. */
  pendingNote: 'Not copied yet: choose the text to use above.',
  /** The result card's line after the choice. */
  keptAiNote: 'You kept the AI text after its fact check.',
  usedStandardNote: 'The standard text is used: the AI text changed facts from your answers.',
} as const;

/** A finding's kind in words, before its excerpt. */
export const FACT_KIND_WORDS: Readonly<Record<CheckedFactKind, string>> = Object.freeze({
  measure: 'Number',
  score: 'Score',
  laterality: 'Side',
  negation: 'Negation',
  medication: 'Medication',
  assistance: 'Assistance level',
  time: 'Date or schedule',
  shorthand: 'Shorthand',
});

/** A fact in the words around it: `before` + `fact` + `after`, cut at a line break or after ~`reach` characters. */
export interface Excerpt {
  before: string;
  fact: string;
  after: string;
}

const ELLIPSIS = '…';

/**
 * Where `fact` stands in `source`: its offsets when they hold (they always do from svc-ai), else its
 * first occurrence, else the fact alone. A few words either side, never past a line break.
 */
export function excerptOf(source: string, fact: Pick<CheckedFact, 'text' | 'start' | 'end'>, reach = 40): Excerpt {
  let start = fact.start;
  let end = fact.end;
  if (!(Number.isInteger(start) && Number.isInteger(end) && source.slice(start, end) === fact.text)) {
    start = source.indexOf(fact.text);
    if (start < 0 || fact.text === '') return { before: '', fact: fact.text, after: '' };
    end = start + fact.text.length;
  }
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = source.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? source.length : nextBreak;

  let from = Math.max(lineStart, start - reach);
  if (from > lineStart) {
    // Start on a whole word.
    const space = source.indexOf(' ', from);
    from = space >= 0 && space < start ? space + 1 : start;
  }
  let to = Math.min(lineEnd, end + reach);
  if (to < lineEnd) {
    const space = source.lastIndexOf(' ', to);
    to = space > end ? space : end;
  }
  return {
    before: (from > lineStart ? ELLIPSIS : '') + source.slice(from, start).trimStart(),
    fact: source.slice(start, end),
    after: source.slice(end, to).trimEnd() + (to < lineEnd ? ELLIPSIS : ''),
  };
}

/** One line of the alert: what kind of fact, where (the section), and its excerpt. */
export interface Finding {
  kind: CheckedFactKind;
  label?: string;
  excerpt: Excerpt;
}

/** The alert's two lists, in the parts' order: facts the AI added (in its text), facts it dropped (in the clinician's). */
export function findingsOf(parts: readonly CheckedPart[]): { unsupported: Finding[]; lost: Finding[] } {
  const unsupported: Finding[] = [];
  const lost: Finding[] = [];
  for (const part of parts) {
    for (const fact of part.factCheck?.unsupported ?? [])
      unsupported.push({ kind: fact.kind, label: part.label, excerpt: excerptOf(part.enhancedText, fact) });
    for (const fact of part.factCheck?.lost ?? []) lost.push({ kind: fact.kind, label: part.label, excerpt: excerptOf(part.sent, fact) });
  }
  return { unsupported, lost };
}
