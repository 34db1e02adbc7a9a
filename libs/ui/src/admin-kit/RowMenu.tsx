import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Button, theme } from 'antd';
import type { RowMenuProps } from './types';

const GAP = 4;
const ITEM_HEIGHT = 36;

/**
 * The actions of one table row: a button named for the row ("Actions for ann@example.com") that
 * shows a list of action buttons (the disclosure pattern, like MenuButton). Opening moves focus to
 * the first action; arrow keys move between actions; Escape closes and returns focus to the button;
 * focus leaving the menu closes it. Choosing an action closes the menu and puts focus back on the
 * button before the action runs, so a dialog the action opens returns focus there.
 *
 * The list is `position: fixed` at the button (measured when it opens), not absolute: a table that
 * scrolls sideways clips anything absolutely positioned inside it, and the last rows' menus would be
 * cut off. It stays next to the button in the DOM, so the Tab order is natural; it closes when
 * anything scrolls or the window is resized (it would otherwise float away from its button).
 */
export function RowMenu({ 'aria-label': label, actions, disabled = false, busy = false }: RowMenuProps) {
  const { token } = theme.useToken();
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const open = position !== null;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-row-menu-item]') ?? [])];
  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) trigger.current?.focus();
  };

  const show = () => {
    const rect = trigger.current?.getBoundingClientRect();
    const height = actions.length * ITEM_HEIGHT + 2 * token.paddingXXS;
    const right = Math.max(GAP, window.innerWidth - (rect?.right ?? 0));
    const fitsBelow = !rect || rect.bottom + GAP + height <= window.innerHeight;
    setPosition(fitsBelow ? { top: (rect?.bottom ?? 0) + GAP, right } : { bottom: window.innerHeight - rect.top + GAP, right });
  };

  useLayoutEffect(() => {
    if (open) items()[0]?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const moved = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', moved);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', moved);
    };
  }, [open]);

  // A disabled menu cannot stay open (the row is being deleted).
  useEffect(() => {
    if (disabled) setPosition(null);
  }, [disabled]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open && !disabled && event.target === trigger.current) {
      event.preventDefault();
      show();
      return;
    }
    if (!open) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus({ preventScroll: true });
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index < 0 ? -1 : index - 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <div
      ref={root}
      style={{ display: 'inline-block' }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close(false);
      }}
    >
      <Button
        ref={trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        loading={busy}
        onClick={() => (open ? close(false) : show())}
      >
        Actions <span aria-hidden="true">▾</span>
      </Button>
      {open ? (
        <ul
          id={id}
          aria-label={label}
          style={{
            position: 'fixed',
            ...position,
            zIndex: 1050,
            listStyle: 'none',
            margin: 0,
            minWidth: 160,
            background: token.colorBgElevated,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            padding: token.paddingXXS,
          }}
        >
          {actions.map((action) => (
            <li key={action.key}>
              <button
                type="button"
                data-row-menu-item
                className="clinote-menu-item"
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
                style={{
                  display: 'block',
                  width: '100%',
                  minHeight: ITEM_HEIGHT,
                  textAlign: 'left',
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  border: 0,
                  borderRadius: token.borderRadiusSM,
                  background: 'transparent',
                  color: action.danger ? token.colorError : token.colorText,
                  font: 'inherit',
                  cursor: 'pointer',
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
