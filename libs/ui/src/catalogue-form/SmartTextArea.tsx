import { memo, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { Button, theme } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { SELF_SIZING_CLASS } from '../ClinoteThemeProvider';
import { AUTOCOMPLETE_LIMITS, rememberValue, suggestions } from '@clinote/clinical-text';
import { appendChip } from '@clinote/contracts';
import { Text } from '../typography';
import { visuallyHidden } from '../visually-hidden';
import { readHistory, writeHistory } from './history';
import { useWarningVersion } from './warning-signal';
import type { SmartTextAreaProps } from './types';

/** A field warning appears once typing has paused this long. */
export const WARNING_DELAY_MS = 500;

const MEASURING_TEXTAREA = 'body > textarea[name="hiddenTextarea"]';
let measuringWatched = false;

/**
 * Where the browser sizes a text area to its text itself (CSS `field-sizing`, Chromium 123+), it
 * does (the class is styled in ClinoteThemeProvider). antd's autoSize instead measures every field
 * with getComputedStyle and a hidden copy when the form mounts: forced layouts that took ~0.3 s of a
 * form page's first render on a phone-speed CPU (issue 11), and styles the CSP refuses. Elsewhere
 * antd's autoSize is kept.
 */
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * antd's autoSize measures in one hidden <textarea> it appends to <body> with `aria-hidden` and a
 * misspelt `tab-index`, so it stays focusable (axe "aria-hidden-focus"). It appears at the first
 * measurement, which may come after this effect: fix it now or when it is added, once per page.
 */
function untabMeasuringTextarea() {
  const untab = () => {
    const measuring = document.querySelector(MEASURING_TEXTAREA);
    measuring?.setAttribute('tabindex', '-1');
    return Boolean(measuring);
  };
  if (untab() || measuringWatched) return;
  measuringWatched = true;
  const observer = new MutationObserver(() => {
    if (untab()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true });
}

/**
 * A catalogue field: a growing multi-line text area labelled by the field's question, with
 * autocomplete suggestions from this browser's history of the field and quick-suggestion chips
 * (docs/product.md §4, §5, §9).
 *
 * Suggestions: a listbox under the field opens on focus or typing and closes on a choice, on
 * Escape, or 200 ms after the field loses focus. ArrowDown/ArrowUp move the active option, Enter
 * (or a click) replaces the value with the suggestion's full text; with no active option Enter
 * inserts a new line. The textarea keeps its native textbox role and points at the listbox with
 * aria-controls / aria-activedescendant / aria-autocomplete (role=combobox is not allowed on a
 * textarea, and aria-expanded is not allowed on a textbox: both fail axe); a polite status says
 * how many suggestions are offered.
 *
 * Hint: a field's catalogue hint (e.g. "Not included in the generated note" on the answers the
 * note leaves out) shows under the question and describes the text area, with any warning.
 *
 * Example: a field's catalogue example is the text area's placeholder, "e.g. …", so the expected
 * shape of an answer shows before typing (issue 20). The question stays the label and the
 * accessible name; the placeholder is only a visual aid, gone once the clinician types.
 *
 * History: when focus leaves the field (text area and its chips) after an edit, the value is
 * remembered with `rememberValue` (≥ 5 characters, no near-duplicates, 10 newest); storage is
 * written only when that returns a new array.
 */
export function SmartTextArea({ id, field, value, onChange, onFocus, onBlur, fieldWarning, label }: SmartTextAreaProps) {
  const { token } = theme.useToken();
  const text = typeof value === 'string' ? value : '';
  // Read when the field gets focus (another field or tab may have added entries since).
  const [history, setHistory] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const group = useRef<HTMLDivElement>(null);
  // Whether the value changed (typing, a chip, a suggestion) since it was last remembered.
  const edited = useRef(false);
  const latest = useRef(text);
  latest.current = text;

  // ---- suggestions ----
  const items = useMemo(() => {
    // Offering exactly what is already in the field would be noise.
    const current = text.trim().toLowerCase();
    const others = history.filter((entry) => entry.trim().toLowerCase() !== current);
    return suggestions(others, text, [...field.chips]);
  }, [history, text, field.chips]);
  const listVisible = open && items.length > 0;
  const activeIndex = listVisible && active < items.length ? active : -1;

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = () => {
    cancelClose();
    setOpen(false);
    setActive(-1);
  };

  // ---- remembering ----
  const remember = () => {
    if (!edited.current) return;
    edited.current = false;
    const saved = readHistory(field.area, field.key);
    const next = rememberValue(saved, latest.current);
    if (next !== saved) writeHistory(field.area, field.key, next);
    setHistory(next);
  };
  const rememberRef = useRef(remember);
  rememberRef.current = remember;
  useEffect(
    () => () => {
      // Leaving the page while the field still has focus is also leaving the field.
      clearTimeout(closeTimer.current);
      rememberRef.current();
    },
    [],
  );

  const edit = (next: string) => {
    edited.current = true;
    latest.current = next; // before the re-render, for a blur or a second chip in the same tick
    onChange(next);
  };

  // ---- events ----
  const handleFocus = () => {
    cancelClose();
    setHistory(readHistory(field.area, field.key));
    setOpen(true);
    onFocus?.();
  };
  const handleBlur = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen(false);
      setActive(-1);
    }, AUTOCOMPLETE_LIMITS.closeAfterBlurMs);
    onBlur?.();
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    edit(event.target.value);
    setOpen(true);
    setActive(-1);
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    edit(item.value); // the whole text, even when the label was cut with "..."
    close();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (!listVisible) {
      if (event.key === 'ArrowDown' && event.altKey && items.length > 0) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(activeIndex < items.length - 1 ? activeIndex + 1 : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(activeIndex > 0 ? activeIndex - 1 : items.length - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0 && !event.shiftKey) {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === 'Escape') {
      // Closes the list only; a second Escape reaches an enclosing dialog.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const handleChip = (chip: string) => {
    edit(appendChip(latest.current, chip));
    // Safari does not focus a clicked button, so no blur would follow: remember now.
    if (!group.current?.contains(document.activeElement)) remember();
  };
  // Stable, so the chips (antd buttons) are not rendered again on every keystroke (issue 23: typing lag).
  const chipHandler = useRef(handleChip);
  chipHandler.current = handleChip;
  const onChip = useCallback((chip: string) => chipHandler.current(chip), []);
  const handleGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return; // e.g. text area → chip
    remember();
  };

  useEffect(() => {
    if (!sizesItself) untabMeasuringTextarea();
  }, []);

  // ---- warning (e.g. PHI guard), after a pause in typing ----
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (settled === text) return;
    const timer = setTimeout(() => setSettled(text), WARNING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);
  const hasText = text.trim() !== '';
  // Checked again when the check itself changes (the PHI guard arrived), only in a field holding text.
  const warningVersion = useWarningVersion(hasText);
  const warning = useMemo(
    () => (fieldWarning && hasText && settled.trim() !== '' ? fieldWarning(settled) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- warningVersion: the same function, a new answer
    [fieldWarning, hasText, settled, warningVersion],
  );

  // ---- render ----
  const listId = `${id}-suggestions`;
  const warningId = `${id}-warning`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const count = items.length;
  const announcement = listVisible
    ? `${count} suggestion${count === 1 ? '' : 's'} available. Use the up and down arrow keys to choose and Enter to insert.`
    : '';

  return (
    <div ref={group} onBlur={handleGroupBlur} style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS, minWidth: 0 }}>
      <label htmlFor={id}>
        <Text strong>{label ?? field.question}</Text>
      </label>
      {field.hint ? (
        <Text id={hintId} type="secondary">
          {field.hint}
        </Text>
      ) : null}
      <div style={{ position: 'relative' }}>
        <TextArea
          id={id}
          name={field.key}
          value={text}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          placeholder={field.example ? `e.g. ${field.example}` : undefined}
          {...(sizesItself ? { rows: 2, className: SELF_SIZING_CLASS } : { autoSize: { minRows: 2, maxRows: 12 } })}
          status={warning ? 'warning' : undefined}
          aria-autocomplete="list"
          aria-controls={listVisible ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={[field.hint ? hintId : '', warning ? warningId : ''].filter((ref) => ref !== '').join(' ') || undefined}
        />
        {listVisible ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            style={{
              position: 'absolute',
              top: '100%',
              left: 0,
              right: 0,
              zIndex: token.zIndexPopupBase,
              margin: `${token.marginXXS}px 0 0`,
              padding: token.paddingXXS,
              listStyle: 'none',
              background: token.colorBgElevated,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            {items.map((item, index) => (
              <li
                key={item.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                title={item.label === item.value ? undefined : item.value}
                // Keeps the focus (and the caret) in the text area while clicking.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(index)}
                style={{
                  minHeight: 32,
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                  color: token.colorText,
                  overflowWrap: 'anywhere',
                  background: index === activeIndex ? token.controlItemBgActive : undefined,
                  // The active option is also marked by a bar in the primary colour (contrast ≥ 3:1).
                  boxShadow: index === activeIndex ? `inset 3px 0 0 ${token.colorPrimary}` : undefined,
                }}
              >
                {item.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div id={warningId} aria-live="polite">
        {warning ? (
          <div
            data-testid="field-warning"
            style={{
              padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              background: token.colorWarningBg,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorWarningBorder}`,
              borderRadius: token.borderRadiusSM,
              color: token.colorText,
            }}
          >
            <span aria-hidden="true">⚠ </span>
            {warning}
          </div>
        ) : null}
      </div>
      {field.chips.length > 0 ? <ChipGroup chips={field.chips} onChip={onChip} gap={token.marginXS} /> : null}
      <span role="status" style={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}

/** The quick-suggestion chips of a field: they change only with the field, never with what is typed. */
const ChipGroup = memo(function ChipGroup({
  chips,
  onChip,
  gap,
}: {
  chips: readonly string[];
  onChip: (chip: string) => void;
  gap: number;
}) {
  return (
    <div role="group" aria-label="Quick suggestions" style={{ display: 'flex', flexWrap: 'wrap', gap }}>
      {chips.map((chip) => (
        <Button
          key={chip}
          size="small"
          htmlType="button"
          onClick={() => onChip(chip)}
          // Long chips wrap instead of widening the page on a phone (a pill radius would pinch a
          // two-line chip, so a fixed one); ≥ 24 px touch target.
          style={CHIP_STYLE}
        >
          {chip}
        </Button>
      ))}
    </div>
  );
});

const CHIP_STYLE = {
  height: 'auto',
  minHeight: 28,
  maxWidth: '100%',
  whiteSpace: 'normal',
  textAlign: 'start',
  borderRadius: 14,
  paddingBlock: 3,
  lineHeight: 1.35,
} as const;
