import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Card, clinoteTheme, Flex, Heading, Text } from '@clinote/ui';
import {
  FACT_CHECK_TEXTS as T,
  FACT_KIND_WORDS,
  findingsOf,
  flaggedParts,
  type CheckedPart,
  type Finding,
  type TextChoice,
} from './fact-check-choice';

export interface FactCheckAlertProps {
  /** The flagged parts (flaggedParts). */
  parts: readonly CheckedPart[];
  /** A guest's text is only copied, never saved: the waiting line says so. */
  guest: boolean;
  onChoose(choice: TextChoice): void;
  /** The page's result card is an h2: the alert above it is one too. */
  headingLevel?: 2 | 3;
}

/** Longer than the closing animation of antd's Modal (0.3 s), short enough never to fight the user. */
const KEEP_FOCUS_MS = 1500;

/**
 * PT's progress dialog (a modal) closes as the alert opens, and once its closing animation ends it
 * hands focus back to Generate Note — away from the question. Until the user presses a key or a
 * pointer, or for `ms`, focus that leaves `node` is brought back. Returns the clean-up.
 */
function keepFocusUntilUserActs(node: HTMLElement, ms: number): () => void {
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('focusin', keep);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const keep = (event: FocusEvent) => {
    if (node.isConnected && !node.contains(event.target as Node | null)) node.focus({ preventScroll: true });
  };
  const timer = setTimeout(stop, ms);
  document.addEventListener('focusin', keep);
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}

function FindingList({ title, findings, id }: { title: string; findings: Finding[]; id: string }) {
  if (findings.length === 0) return null;
  return (
    <>
      <Text as="p" strong id={id} style={{ marginBottom: 4 }}>
        {title}
      </Text>
      <ul aria-labelledby={id} style={{ margin: '0 0 12px', paddingInlineStart: 20 }}>
        {findings.map(({ kind, label, excerpt }, index) => (
          <li key={`${index}-${excerpt.fact}`}>
            <Text strong>{label ? `${FACT_KIND_WORDS[kind]} (${label})` : FACT_KIND_WORDS[kind]}: </Text>“{excerpt.before}
            <mark>{excerpt.fact}</mark>
            {excerpt.after}”
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Above the result card when an AI answer changed facts (issue 20): what the AI added ("Not in your
 * answers"), what it dropped ("Missing from the AI text"), each marked in the words around it, and
 * the two ways on. An alertdialog, not a modal: the result card below stays readable. Focus moves to
 * it when it appears, so a keyboard or screen-reader user lands on the question.
 */
export function FactCheckAlert({ parts, guest, onChoose, headingLevel = 2 }: FactCheckAlertProps) {
  const ref = useRef<HTMLElement | null>(null);
  const id = useId();
  const { unsupported, lost } = useMemo(() => findingsOf(parts), [parts]);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    node.focus({ preventScroll: true });
    return keepFocusUntilUserActs(node, KEEP_FOCUS_MS);
  }, []);

  return (
    <Card
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
      tabIndex={-1}
      data-testid="fact-check-alert"
      // scrollMarginTop: scrolled to, it stops below the toast (fixed at the top; full width on a phone)
      // that is still saying "AI Enhancement", instead of under it.
      style={{ borderInlineStart: `4px solid ${clinoteTheme.token?.colorError}`, outlineOffset: 2, scrollMarginTop: 160 }}
    >
      {/* A card title's size (antd's heading 4, as the result card below), whatever the level. */}
      <Heading level={headingLevel} id={`${id}-heading`} style={{ marginBottom: 8, fontSize: 20, lineHeight: 1.4 }}>
        {T.heading}
      </Heading>
      <Text as="p" id={`${id}-intro`}>
        {T.intro} {guest ? T.waitingGuest : T.waitingSignedIn}
      </Text>
      <FindingList title={T.unsupported} findings={unsupported} id={`${id}-unsupported`} />
      <FindingList title={T.lost} findings={lost} id={`${id}-lost`} />
      <Flex wrap gap={8}>
        <Button onClick={() => onChoose('ai')} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}>
          {T.keepAi}
        </Button>
        <Button type="primary" onClick={() => onChoose('standard')} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}>
          {T.useStandard}
        </Button>
      </Flex>
    </Card>
  );
}

export interface FactCheckChoice {
  /**
   * Shows the alert for the flagged parts and resolves with the clinician's choice; undefined when
   * the question went away unanswered (cancel(), a newer ask(), the page left).
   */
  ask(parts: readonly CheckedPart[], options: { guest: boolean }): Promise<TextChoice | undefined>;
  /** Clear All or a new generation: the open question is dropped (its ask() resolves undefined). */
  cancel(): void;
  /** The alert while a choice is open, else null: render it just above the result card. */
  alert: ReactNode;
  /** A choice is open: the result card should not scroll itself over the alert. */
  pending: boolean;
  /** Give it to the result card: after the choice, focus moves to the card's first button (Copy to Clipboard). */
  resultRef: RefObject<HTMLElement | null>;
}

/** The choice of issue 20 as a promise, the way usePhiReview asks about identifiers. */
export function useFactCheckChoice(): FactCheckChoice {
  const [open, setOpen] = useState<{ parts: CheckedPart[]; guest: boolean; key: number } | null>(null);
  const asked = useRef(0);
  const [answered, setAnswered] = useState(0);
  const resolver = useRef<((choice: TextChoice | undefined) => void) | null>(null);
  const resultRef = useRef<HTMLElement | null>(null);

  const settle = useCallback((choice: TextChoice | undefined) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(null);
    resolve?.(choice);
  }, []);

  const ask = useCallback<FactCheckChoice['ask']>(
    (parts, { guest }) => {
      settle(undefined);
      return new Promise((resolve) => {
        resolver.current = resolve;
        asked.current += 1;
        setOpen({ parts: flaggedParts(parts), guest, key: asked.current });
      });
    },
    [settle],
  );

  const cancel = useCallback(() => settle(undefined), [settle]);
  const choose = useCallback(
    (choice: TextChoice) => {
      settle(choice);
      setAnswered((count) => count + 1);
    },
    [settle],
  );

  // The alert is gone with the button that had focus: hand focus to the result card.
  useEffect(() => {
    if (answered > 0) resultRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [answered]);
  // Leaving the page ends the flow waiting on the question.
  useEffect(() => () => resolver.current?.(undefined), []);

  const alert = useMemo(
    () => (open ? <FactCheckAlert key={open.key} parts={open.parts} guest={open.guest} onChoose={choose} /> : null),
    [open, choose],
  );
  return { ask, cancel, alert, pending: open !== null, resultRef };
}
