import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '@clinote/clinical-text';
import type { PhiFinding } from '@clinote/phi-guard';
import { notify } from '@clinote/platform';
import { Button, Dialog, Flex, Text, type FieldWarning, type FormAnswers } from '@clinote/ui';

type PhiGuard = typeof import('@clinote/phi-guard');

export const PHI_CHECK_UNAVAILABLE = 'The check for patient identifiers could not be loaded. Check your connection and try again.';
let loadingGuard: Promise<PhiGuard> | undefined;

/**
 * The PHI guard's code (its vocabulary and patterns, ~12 KB gzip) is fetched once the form is on
 * screen, not before it: nothing needs it until the clinician types, generates or saves (issue 11).
 */
export function loadPhiGuard(): Promise<PhiGuard> {
  loadingGuard ??= import('@clinote/phi-guard').catch((error: unknown) => {
    loadingGuard = undefined; // a failed fetch is tried again by the next call
    throw error;
  });
  return loadingGuard;
}

/** One likely identifier, where it was typed. */
export interface AnswerFinding {
  section: string;
  key: string;
  /** The field's question, as the clinician saw it. */
  field: string;
  finding: PhiFinding;
}

/** Every likely identifier in the answers, field by field, in form order. */
export function findPhiInAnswers({ detectPhi }: PhiGuard, definition: FormDefinition, answers: FormAnswers): AnswerFinding[] {
  return definition.sections.flatMap((section) =>
    section.fields.flatMap((field) =>
      detectPhi(answers[section.id]?.[field.key] ?? '').map((finding) => ({ section: section.id, key: field.key, field: field.question, finding })),
    ),
  );
}

/** The answers with each finding replaced by its placeholder ([NAME], [DATE], ...); nothing else changes. */
export function redactAnswers({ redactPhi }: PhiGuard, definition: FormDefinition, answers: FormAnswers): FormAnswers {
  const redacted: FormAnswers = {};
  for (const section of definition.sections) {
    redacted[section.id] = Object.fromEntries(Object.entries(answers[section.id] ?? {}).map(([key, value]) => [key, redactPhi(value)]));
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

/**
 * Before an AI call or a save (issue 13): when the answers hold likely identifiers, a dialog lists
 * them and offers Remove them (placeholders by type), Keep and continue, or Cancel. Nothing typed
 * is ever lost: Cancel leaves the form as it was, and Remove shows the redacted text in the form.
 * `fieldWarning` is undefined until the guard's code has arrived (fetched after the first render);
 * the form then checks every field it shows, so nothing typed meanwhile goes unchecked.
 */
export function usePhiReview(definition: FormDefinition) {
  const [guard, setGuard] = useState<PhiGuard | null>(null);
  const [pending, setPending] = useState<{ guard: PhiGuard; findings: AnswerFinding[]; answers: FormAnswers } | null>(null);
  const resolver = useRef<((decision: PhiDecision) => void) | null>(null);

  useEffect(() => {
    let mounted = true;
    loadPhiGuard().then(
      (loaded) => mounted && setGuard(loaded),
      () => undefined, // review() tries again, and reports a failure where the clinician acted
    );
    return () => {
      mounted = false;
    };
  }, []);

  const review = useCallback(
    async (answers: FormAnswers): Promise<PhiDecision> => {
      let loaded: PhiGuard;
      try {
        loaded = await loadPhiGuard();
      } catch {
        // Unchecked text must not leave the browser; the answers stay in the form.
        notify({ kind: 'error', title: 'Error', description: PHI_CHECK_UNAVAILABLE });
        return { proceed: false };
      }
      const findings = findPhiInAnswers(loaded, definition, answers);
      if (findings.length === 0) return { proceed: true, answers, redacted: false, confirmed: false };
      return new Promise((resolve) => {
        resolver.current = resolve;
        setPending({ guard: loaded, findings, answers });
      });
    },
    [definition],
  );

  const decide = useCallback(
    (decision: PhiDecision) => {
      resolver.current?.(decision);
      resolver.current = null;
      setPending(null);
    },
    [],
  );

  const dialog = useMemo(
    () => (
      <Dialog
        open={pending !== null}
        title="Possible patient identifiers"
        description="Clinote must not hold or send protected health information. These entries look like patient identifiers:"
        onClose={() => decide({ proceed: false })}
        footer={
          <Flex wrap gap={8} justify="flex-end">
            <Button onClick={() => decide({ proceed: false })}>Cancel</Button>
            <Button onClick={() => pending && decide({ proceed: true, answers: pending.answers, redacted: false, confirmed: true })}>Keep and continue</Button>
            <Button type="primary" onClick={() => pending && decide({ proceed: true, answers: redactAnswers(pending.guard, definition, pending.answers), redacted: true, confirmed: false })}>
              Remove them
            </Button>
          </Flex>
        }
      >
        <ul data-testid="phi-findings" style={{ margin: 0, paddingInlineStart: 20 }}>
          {pending?.findings.map(({ section, key, field, finding }) => (
            <li key={`${section}.${key}.${finding.start}`}>
              <Text strong>{field}</Text>: “{finding.text}” — {pending.guard.describeFinding(finding.type)}
            </li>
          ))}
        </ul>
      </Dialog>
    ),
    [pending, decide, definition],
  );

  const fieldWarning = useMemo(() => (guard ? phiFieldWarning(guard) : undefined), [guard]);

  return { review, dialog, fieldWarning };
}
