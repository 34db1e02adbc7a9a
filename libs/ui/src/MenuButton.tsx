import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, theme } from 'antd';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** A secondary line, e.g. a note's date. */
  detail?: ReactNode;
}

export interface MenuGroup {
  key: string;
  /** Shown above the group's items, e.g. "Admin". */
  title?: string;
  items: MenuItem[];
}

export interface MenuButtonProps {
  /** The button's text, e.g. "My Notes". */
  label: ReactNode;
  groups: MenuGroup[];
  /** Shown when there are no items, e.g. "No notes yet". */
  empty?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * A button that shows a list of actions (the disclosure pattern: a real button with aria-expanded
 * controlling a list of buttons). Arrow keys move between items, Escape closes and returns focus to
 * the button, a click outside closes. Own code rather than antd Dropdown (~26 KB gzip on every
 * route, docs/decisions.md).
 */
export function MenuButton({ label, groups, empty, align = 'end' }: MenuButtonProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = groups.flatMap((group) => group.items);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const focusItem = (index: number) => {
    const buttons = root.current?.querySelectorAll<HTMLButtonElement>('[data-menu-item]');
    if (!buttons?.length) return;
    buttons[(index + buttons.length) % buttons.length].focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open) return;
    const buttons = [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-menu-item]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current < 0 ? -1 : current - 1);
    }
  };

  return (
    <div ref={root} style={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <Button ref={trigger} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      {open ? (
        <div
          id={id}
          style={{
            position: 'absolute',
            [align === 'end' ? 'right' : 'left']: 0,
            top: 'calc(100% + 4px)',
            zIndex: 1050,
            minWidth: 240,
            maxWidth: 'min(360px, calc(100vw - 24px))',
            background: token.colorBgElevated,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            padding: token.paddingXXS,
          }}
        >
          {items.length === 0 && empty ? (
            <p style={{ margin: 0, padding: token.paddingSM, color: token.colorTextSecondary }}>{empty}</p>
          ) : null}
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <div key={group.key} role="group" aria-label={group.title}>
                {group.title ? (
                  <div
                    style={{
                      padding: `${token.paddingXXS}px ${token.paddingSM}px`,
                      fontSize: token.fontSizeSM,
                      color: token.colorTextSecondary,
                      fontWeight: token.fontWeightStrong,
                    }}
                  >
                    {group.title}
                  </div>
                ) : null}
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <button
                        type="button"
                        data-menu-item
                        onClick={() => {
                          setOpen(false);
                          item.onSelect();
                        }}
                        style={{
                          display: 'block',
                          width: '100%',
                          minHeight: 36,
                          textAlign: 'left',
                          padding: `${token.paddingXS}px ${token.paddingSM}px`,
                          border: 0,
                          borderRadius: token.borderRadiusSM,
                          background: 'transparent',
                          color: token.colorText,
                          font: 'inherit',
                          cursor: 'pointer',
                        }}
                        className="clinote-menu-item"
                      >
                        <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{item.label}</span>
                        {item.detail ? (
                          <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                            {item.detail}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      ) : null}
    </div>
  );
}
