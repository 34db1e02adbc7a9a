import { useId, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Button, theme } from 'antd';
import { Card } from './Card';
import { PlainTextArea } from './PlainTextArea';
import { smoothScrollTo } from './smooth-scroll';
import { Text } from './typography';
import { visuallyHidden } from './visually-hidden';

export interface ResultCardProps {
  /** "Formatted SOAP Note", "Letter of Medical Necessity - Manual Wheelchair", ... */
  title: string;
  /** The generated text, shown as written (line breaks kept, long lines wrapped) in a text area. */
  text: string;
  /** The text area's name for assistive technology ("Note text", "Letter text"). */
  textLabel: string;
  /** Called as the clinician edits the text (issue 25); without it the text area is read-only. */
  onTextChange?: (text: string) => void;
  /** Read-only even with onTextChange (a signed note is locked). */
  readOnly?: boolean;
  /** A line right under the text area that describes it (unsaved changes, locked): its accessible description. */
  textStatus?: ReactNode;
  /** Under the text: what can be done with it now (Save changes, Sign, Download PDF...). */
  actions?: ReactNode;
  /** A line under the title, e.g. "This note has been copied to your clipboard." */
  note?: ReactNode;
  /** The Copy to Clipboard button: e.g. `copyToClipboard(text)` from @clinote/platform, then a toast. */
  onCopy: () => void;
  /** Default "Copy to Clipboard". */
  copyLabel?: string;
  /** Scroll the card into view when it appears and whenever `text` changes. Default true. */
  autoScroll?: boolean;
  /**
   * How: 'smooth' (the default; the letters' result panel, docs/product.md §2: a short ease-out of our
   * own, smooth-scroll.ts) or 'instant' (the SOAP
   * card, docs/decisions/0146-result-usable-not-only-rendered.md: at the foot of a filled form a smooth scroll kept the note off screen
   * for ~0.5 s on a tablet). Always instant when the system asks for reduced motion.
   */
  scrollBehavior?: 'smooth' | 'instant';
  /** Heading level of the title (default 3: below the page's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Under the text, set apart by a rule: what the clinician can do next with it (e.g. start a letter). */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
}

/**
 * The generated note or letter (docs/product.md §2): titled card, optional note line, the text in a
 * plain text area that wraps (no horizontal scrolling on a phone) and that the clinician may edit
 * before it is saved or signed (issue 25), what can be done with it, and Copy to Clipboard.
 */
export function ResultCard({
  title,
  text,
  textLabel,
  onTextChange,
  readOnly,
  textStatus,
  actions,
  note,
  onCopy,
  copyLabel = 'Copy to Clipboard',
  autoScroll = true,
  scrollBehavior = 'smooth',
  headingLevel = 3,
  footer,
  ref,
  ...rest
}: ResultCardProps) {
  const { token } = theme.useToken();
  const own = useRef<HTMLElement | null>(null);
  const textId = useId();
  const statusId = useId();
  // Before the first paint of the card: it is painted already in view, not first at the foot of the page.
  useLayoutEffect(() => {
    if (!autoScroll || !own.current) return undefined;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce || scrollBehavior === 'instant') {
      own.current.scrollIntoView?.({ behavior: 'auto', block: 'start' });
      return undefined;
    }
    // Our own short smooth scroll, not the browser's (smooth-scroll.ts); a new text restarts it.
    return smoothScrollTo(own.current);
  }, [text, autoScroll, scrollBehavior]);
  const setRef = (node: HTMLElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <Card
      ref={setRef}
      title={title}
      headingLevel={headingLevel}
      extra={
        <Button type="primary" onClick={onCopy}>
          {copyLabel}
        </Button>
      }
      data-testid={rest['data-testid'] ?? 'result-card'}
    >
      {note ? (
        <Text as="p" type="secondary">
          {note}
        </Text>
      ) : null}
      <label htmlFor={textId} style={visuallyHidden}>
        {textLabel}
      </label>
      <PlainTextArea
        id={textId}
        value={text}
        readOnly={readOnly || !onTextChange}
        onChange={(event) => onTextChange?.(event.target.value)}
        aria-describedby={textStatus ? statusId : undefined}
        spellCheck
      />
      {textStatus ? (
        <Text as="p" type="secondary" id={statusId} style={{ margin: `${token.marginXS}px 0 0` }}>
          {textStatus}
        </Text>
      ) : null}
      {actions ? <div style={{ marginTop: token.marginSM }}>{actions}</div> : null}
      {footer ? (
        <div style={{ marginTop: token.margin, paddingTop: token.padding, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
