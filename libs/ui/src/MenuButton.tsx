import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button, theme, type GlobalToken } from 'antd';

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
 * route, docs/decisions/0067-header-menus.md).
 */
export function MenuButton({ label, groups, empty, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useCloseOnPointerOutside(open, root, () => setOpen(false));
  const onKeyDown = useMenuKeys({ open, root, trigger, close: () => setOpen(false) });

  return (
    <div ref={root} style={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <Button ref={trigger} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      {open ? <MenuPanel id={id} groups={groups} empty={empty} align={align} onSelected={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The open menu: the groups that have items, or the `empty` words when none has. */
function MenuPanel({
  id,
  groups,
  empty,
  align,
  onSelected,
}: Required<Pick<MenuButtonProps, 'groups' | 'align'>> & Pick<MenuButtonProps, 'empty'> & { id: string; onSelected: () => void }) {
  const { token } = theme.useToken();
  const hasItems = groups.some((group) => group.items.length > 0);
  return (
    <div id={id} style={panelStyle(token, align)}>
      {!hasItems && empty ? <p style={{ margin: 0, padding: token.paddingSM, color: token.colorTextSecondary }}>{empty}</p> : null}
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <MenuGroupList key={group.key} group={group} token={token} onSelected={onSelected} />
        ))}
    </div>
  );
}

/** While the menu is open, a pointer pressed anywhere outside `root` closes it. */
function useCloseOnPointerOutside(open: boolean, root: RefObject<HTMLDivElement | null>, close: () => void) {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, root]);
}

/** The open menu's keys: Escape closes and returns focus to the button, the arrows move between items (wrapping). */
function useMenuKeys({
  open,
  root,
  trigger,
  close,
}: {
  open: boolean;
  root: RefObject<HTMLDivElement | null>;
  trigger: RefObject<HTMLButtonElement | null>;
  close: () => void;
}) {
  const itemButtons = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-menu-item]') ?? [])];
  const focusItem = (index: number) => {
    const buttons = itemButtons();
    if (!buttons.length) return;
    buttons[(index + buttons.length) % buttons.length].focus();
  };
  return (event: KeyboardEvent) => {
    if (!open) return;
    const current = itemButtons().indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current < 0 ? -1 : current - 1);
    }
  };
}

/** The open list's box, under the button, aligned to its start or end edge. */
function panelStyle(token: GlobalToken, align: 'start' | 'end'): CSSProperties {
  return {
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
  };
}

/** One group of the open menu: its title (if any) above its items. */
function MenuGroupList({ group, token, onSelected }: { group: MenuGroup; token: GlobalToken; onSelected: () => void }) {
  return (
    <div role="group" aria-label={group.title}>
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
          <MenuItemButton key={item.key} item={item} token={token} onSelected={onSelected} />
        ))}
      </ul>
    </div>
  );
}

/** One item: a full-width button with the label and an optional secondary line; choosing it closes the menu first. */
function MenuItemButton({ item, token, onSelected }: { item: MenuItem; token: GlobalToken; onSelected: () => void }) {
  return (
    <li>
      <button
        type="button"
        data-menu-item
        onClick={() => {
          onSelected();
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
          <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{item.detail}</span>
        ) : null}
      </button>
    </li>
  );
}
