import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '@clinote/clinical-text';
import type { PhiFinding } from '@clinote/phi-guard';
import { notify } from '@clinote/platform';
import { Button, clinoteTheme, Dialog, Flex, Text, type FieldWarning, type FormAnswers } from '@clinote/ui';

export * from './phi-review-refusal';

type PhiGuard = typeof import('@clinote/phi-guard');

export const PHI_CHECK_UNAVAILABLE = 'The check for patient identifiers could not be loaded. Check your connection and try again.';
let loadingGuard: Promise<PhiGuard> | undefined;

/**
 * The PHI guard's code (its detector and name lists, ~33 KB gzip) is fetched on first need — when an
 * answer first holds text (typed, or a draft's) or a review is asked for — never with the form:
 * nothing needs it before then (issues 11, 22). A review awaits it: unchecked text never leaves.
 */
export function loadPhiGuard(): Promise<PhiGuard> {
  loadingGuard ??= import('@clinote/phi-guard').then(rememberingFindings, (error: unknown) => {
    loadingGuard = undefined; // a failed fetch is tried again by the next call
    throw error;
  });
  return loadingGuard;
}

/** How many texts' findings the guard keeps: every field of the longest form, its built texts, and a few edits behind. */
const REMEMBERED_TEXTS = 300;

/**
 * The guard, its detectPhi remembering the findings of the texts it checked last: the review at
 * Generate checks each answer again, which the field warnings already checked as it was typed
 * (issue 23: on PT that was a fifth of the page's work before the requests). Findings are the
 * same for the same text; each caller gets its own array.
 */
export function rememberingFindings(guard: PhiGuard): PhiGuard {
  const remembered = new Map<string, PhiFinding[]>();
  const detectPhi = (text: string): PhiFinding[] => {
    const findings = remembered.get(text) ?? guard.detectPhi(text);
    remembered.delete(text); // (re)inserted last: the most recently used stay
    remembered.set(text, findings);
    if (remembered.size > REMEMBERED_TEXTS) remembered.delete(remembered.keys().next().value as string);
    return [...findings];
  };
  return { ...guard, detectPhi };
}

/** One likely identifier, where it was typed. */
export interface AnswerFinding {
  /** The field's section and key; both '' for a finding only the text built from the answers holds (see findPhiInAnswers). */
  section: string;
  key: string;
  /** The field's question, as the clinician saw it (or the built text's name). */
  field: string;
  /** Offsets into the field's answer (or into the built text when `key` is ''). */
  finding: PhiFinding;
}

/**
 * A text that would leave the browser, built from the answers: a SOAP section, a letter. svc-ai
 * checks that text, not the fields (issue 21): what it finds there must have been in the review.
 */
export interface OutgoingText {
  /** Shown in the review for a finding no field holds as written: "Subjective", "Letter". */
  label: string;
  text: string;
}

/**
 * Every likely identifier in the answers, field by field, in form order. With `outgoing`, the texts
 * built from these answers are checked too — what is sent is what svc-ai checks, and building can
 * change what the guard sees (a first letter capitalised, a label in front). A finding there is
 * placed in every field that holds its words (any case) where nothing is listed yet, so Remove them
 * reaches it; one no field holds is listed under the built text's name.
 */
export function findPhiInAnswers(
  guard: PhiGuard,
  definition: FormDefinition,
  answers: FormAnswers,
  outgoing: readonly OutgoingText[] = [],
): AnswerFinding[] {
  const fields = definition.sections.flatMap((section) =>
    section.fields.map((field) => ({
      section: section.id,
      key: field.key,
      field: field.question,
      value: answers[section.id]?.[field.key] ?? '',
    })),
  );
  const found: AnswerFinding[] = fields.flatMap(({ section, key, field, value }) =>
    guard.detectPhi(value).map((finding) => ({ section, key, field, finding })),
  );
  const covered = (section: string, key: string, start: number, end: number) =>
    found.some((f) => f.section === section && f.key === key && f.finding.start < end && start < f.finding.end);
  for (const { label, text } of outgoing) {
    for (const finding of guard.detectPhi(text)) {
      const words = finding.text.toLowerCase();
      let held = false;
      for (const { section, key, field, value } of fields) {
        // Lower-casing keeps offsets unless a character changes length ("İ"): then the words as found.
        const lower = value.toLowerCase();
        const [haystack, needle] = lower.length === value.length ? [lower, words] : [value, finding.text];
        for (const at of wordIndexes(haystack, needle)) {
          held = true;
          if (!covered(section, key, at, at + words.length)) {
            found.push({
              section,
              key,
              field,
              finding: { ...finding, start: at, end: at + words.length, text: value.slice(at, at + words.length) },
            });
          }
        }
      }
      if (!held && !found.some((f) => f.key === '' && f.field === label && f.finding.start === finding.start))
        found.push({ section: '', key: '', field: label, finding });
    }
  }
  const order = new Map(fields.map(({ section, key }, index) => [`${section}.${key}`, index]));
  const rank = ({ section, key }: AnswerFinding) => order.get(`${section}.${key}`) ?? fields.length;
  return found.sort((a, b) => rank(a) - rank(b) || a.finding.start - b.finding.start);
}

/** Where `words` occurs in `text` as whole words (not inside a longer word). */
function wordIndexes(text: string, words: string): number[] {
  const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  const found: number[] = [];
  if (words === '') return found;
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + words.length])) found.push(at);
  }
  return found;
}

/**
 * The answers with each listed finding replaced by its placeholder ([NAME], [DATE], ...); nothing
 * else changes. Without `findings`, each field's own findings (the guard run again).
 */
export function redactAnswers(
  { detectPhi, redactPhi }: PhiGuard,
  definition: FormDefinition,
  answers: FormAnswers,
  findings?: readonly AnswerFinding[],
): FormAnswers {
  const redacted: FormAnswers = {};
  for (const section of definition.sections) {
    redacted[section.id] = Object.fromEntries(
      Object.entries(answers[section.id] ?? {}).map(([key, value]) => {
        const spans = findings ? findings.filter((f) => f.section === section.id && f.key === key).map((f) => f.finding) : detectPhi(value);
        return [key, spans.length > 0 ? redactPhi(value, spans) : value];
      }),
    );
  }
  return redacted;
}

/** The PHI guard's line under a field, after a pause in typing (issue 13). */
export function phiFieldWarning({ detectPhi, describeFinding }: PhiGuard): FieldWarning {
  return (value) => {
    const [first] = detectPhi(value);
    return first ? `This ${describeFinding(first.type)}. Do not enter patient identifiers.` : null;
  };
}

/** What the clinician chose in the review: go on (with the answers to use), or stop. */
export type PhiDecision = { proceed: true; answers: FormAnswers; redacted: boolean; confirmed: boolean } | { proceed: false };

/** The review dialog's words (beyond docs/product.md, which asks only for the disclaimer on every form). */
export const PHI_REVIEW_TEXTS = {
  title: 'Possible patient identifiers',
  intro: 'Clinote must not hold or send protected health information. Nothing has been sent or saved yet.',
  certain: 'Patient identifiers',
  certainHint: 'Their format or a label marks them as identifiers.',
  possible: 'May be patient identifiers: check these',
  possibleHint: 'The check is not sure about these: look at each one.',
  choices:
    'Remove them puts placeholders such as [NAME] in the form. Keep and continue sends them as written: choose it only if none is real patient information.',
  cancel: 'Cancel',
  keep: 'Keep and continue',
  remove: 'Remove them',
} as const;

/** A finding this short is kept on one line ("(217) 555-0188" split at its hyphen read as two numbers); a longer one wraps. */
const SHORT = 30;

/** A bar beside each group: red for identifiers, amber for possible ones (the headings say it in words). */
const GROUP_COLOURS = { certain: clinoteTheme.token?.colorError ?? '#cf222e', possible: '#ad6800' } as const;

function FindingGroup({ tone, findings, guard }: { tone: 'certain' | 'possible'; findings: AnswerFinding[]; guard: PhiGuard }) {
  const id = useId();
  if (findings.length === 0) return null;
  return (
    <section
      data-testid={`phi-findings-${tone}`}
      aria-labelledby={id}
      style={{ borderInlineStart: `4px solid ${GROUP_COLOURS[tone]}`, paddingInlineStart: 12, marginBottom: 12 }}
    >
      <Text as="p" strong id={id} style={{ margin: 0 }}>
        {tone === 'certain' ? PHI_REVIEW_TEXTS.certain : PHI_REVIEW_TEXTS.possible}
      </Text>
      <Text as="p" type="secondary" style={{ margin: '0 0 4px' }}>
        {tone === 'certain' ? PHI_REVIEW_TEXTS.certainHint : PHI_REVIEW_TEXTS.possibleHint}
      </Text>
      <ul aria-labelledby={id} style={{ margin: 0, paddingInlineStart: 20 }}>
        {findings.map(({ section, key, field, finding }) => (
          <li key={`${section}.${key}.${field}.${finding.start}`}>
            <Text strong>{field}</Text>: “
            <mark style={finding.text.length <= SHORT ? { whiteSpace: 'nowrap' } : undefined}>{finding.text}</mark>” —{' '}
            {guard.describeFinding(finding.type)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How long after the last change the texts Generate would send are checked ahead (issue 23): after typing, before the click. */
export const PREPARE_AFTER_MS = 1000;

/**
 * Before an AI call or a save (issues 13, 21): when the answers — or, given `outgoing`, the texts
 * built from them — hold likely identifiers, a dialog lists them, identifiers apart from possible
 * ones, and offers Remove them (placeholders by type), Keep and continue (`confirmed`: svc-ai then
 * lets them through), or Cancel. An external AI provider gets no finding of either kind unconfirmed,
 * so every finding is listed. Nothing typed is ever lost: Cancel leaves the form as it was, and
 * Remove shows the redacted text in the form. The guard's code is fetched on first need: pass
 * `onAnswersChange` to the form's onChange, and it is fetched once an answer holds text (or when
 * review() runs first). `fieldWarning` is undefined until it has arrived; the form then checks every
 * field it shows, so nothing typed meanwhile goes unchecked. Given the page's `outgoing` builder,
 * onAnswersChange also checks the texts Generate would send once typing pauses
 * (PREPARE_AFTER_MS), so the review on the click finds their findings remembered.
 */
export function usePhiReview(definition: FormDefinition, options: { outgoing?: (answers: FormAnswers) => readonly OutgoingText[] } = {}) {
  const [guard, setGuard] = useState<PhiGuard | null>(null);
  const [pending, setPending] = useState<{ guard: PhiGuard; findings: AnswerFinding[]; answers: FormAnswers } | null>(null);
  const resolver = useRef<((decision: PhiDecision) => void) | null>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const requested = useRef(false);
  const requestGuard = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadPhiGuard().then(
      (loaded) => mounted.current && setGuard(loaded),
      () => {
        requested.current = false; // the next answer or review() tries again; review() reports a failure where the clinician acted
      },
    );
  }, []);
  const outgoing = useRef(options.outgoing);
  outgoing.current = options.outgoing;
  const prepare = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(prepare.current), []);
  /** The form's onChange: the guard is fetched once any answer holds text; the texts to send are checked when typing pauses. */
  const onAnswersChange = useCallback(
    (answers: FormAnswers) => {
      clearTimeout(prepare.current);
      if (!hasText(answers)) return;
      if (!requested.current) requestGuard();
      if (!outgoing.current) return;
      prepare.current = setTimeout(() => {
        const build = outgoing.current;
        if (!build || !mounted.current) return;
        loadPhiGuard().then(
          (loaded) => {
            for (const { text } of build(answers)) loaded.detectPhi(text);
          },
          () => undefined, // the review loads it again, and says so if it cannot
        );
      }, PREPARE_AFTER_MS);
    },
    [requestGuard],
  );

  const review = useCallback(
    async (answers: FormAnswers, options: { outgoing?: (answers: FormAnswers) => readonly OutgoingText[] } = {}): Promise<PhiDecision> => {
      let loaded: PhiGuard;
      try {
        loaded = await loadPhiGuard();
        if (mounted.current) setGuard(loaded);
      } catch {
        // Unchecked text must not leave the browser; the answers stay in the form.
        notify({ kind: 'error', title: 'Error', description: PHI_CHECK_UNAVAILABLE });
        return { proceed: false };
      }
      const findings = findPhiInAnswers(loaded, definition, answers, options.outgoing?.(answers));
      if (findings.length === 0) return { proceed: true, answers, redacted: false, confirmed: false };
      return new Promise((resolve) => {
        resolver.current = resolve;
        setPending({ guard: loaded, findings, answers });
      });
    },
    [definition],
  );

  const decide = useCallback((decision: PhiDecision) => {
    resolver.current?.(decision);
    resolver.current = null;
    setPending(null);
  }, []);

  const dialog = useMemo(() => {
    const findings = pending?.findings ?? [];
    const certain = findings.filter(({ finding }) => finding.confidence === 'high');
    const possible = findings.filter(({ finding }) => finding.confidence !== 'high');
    return (
      <Dialog
        open={pending !== null}
        title={PHI_REVIEW_TEXTS.title}
        description={PHI_REVIEW_TEXTS.intro}
        onClose={() => decide({ proceed: false })}
        tall={findings.length > 6}
        footer={
          <Flex wrap gap={8} justify="flex-end">
            <Button onClick={() => decide({ proceed: false })}>{PHI_REVIEW_TEXTS.cancel}</Button>
            <Button onClick={() => pending && decide({ proceed: true, answers: pending.answers, redacted: false, confirmed: true })}>
              {PHI_REVIEW_TEXTS.keep}
            </Button>
            <Button
              type="primary"
              onClick={() =>
                pending &&
                decide({
                  proceed: true,
                  answers: redactAnswers(pending.guard, definition, pending.answers, pending.findings),
                  redacted: true,
                  confirmed: false,
                })
              }
            >
              {PHI_REVIEW_TEXTS.remove}
            </Button>
          </Flex>
        }
      >
        {pending ? (
          <div data-testid="phi-findings">
            <FindingGroup tone="certain" findings={certain} guard={pending.guard} />
            <FindingGroup tone="possible" findings={possible} guard={pending.guard} />
            <Text as="p" type="secondary" style={{ margin: 0 }}>
              {PHI_REVIEW_TEXTS.choices}
            </Text>
          </div>
        ) : null}
      </Dialog>
    );
  }, [pending, decide, definition]);

  const fieldWarning = useMemo(() => (guard ? phiFieldWarning(guard) : undefined), [guard]);

  return { review, dialog, fieldWarning, onAnswersChange };
}

/** Whether any answer holds more than white space. */
function hasText(answers: FormAnswers): boolean {
  return Object.values(answers).some((section) =>
    Object.values(section ?? {}).some((value) => typeof value === 'string' && value.trim() !== ''),
  );
}
