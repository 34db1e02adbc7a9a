import { useState, type ReactNode } from 'react';
import { theme } from 'antd';

interface SectionPanelProps {
  /** Base of the header and panel ids. */
  id: string;
  title: string;
  /** "S", "O", "A", "P": a badge before the title (decorative: the title names the section). */
  letter?: string;
  open: boolean;
  onToggle: () => void;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * One collapsible form section, as the WAI-ARIA accordion pattern: a heading holding a real
 * <button aria-expanded aria-controls>, and a labelled region. antd's Collapse (rc-collapse) was
 * not used: its header is a div with role=button that opens on Enter but not on Space, has no
 * aria-controls and no heading. The panel's fields mount when it is first opened and then stay
 * mounted (hidden), so typed text, focus history and timers survive closing it.
 */
export function SectionPanel({ id, title, letter, open, onToggle, headingLevel, children }: SectionPanelProps) {
  const { token } = theme.useToken();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const Heading = `h${headingLevel}` as const;
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  return (
    <section
      data-section={id}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Heading style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightLG }}>
        <button
          type="button"
          id={headerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginSM,
            width: '100%',
            minHeight: 48,
            padding: `${token.paddingSM}px ${token.padding}px`,
            border: 0,
            borderRadius: token.borderRadiusLG,
            background: open ? token.colorFillAlter : 'transparent',
            color: token.colorTextHeading,
            font: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
          }}
        >
          <svg
            aria-hidden="true"
            width="12"
            height="12"
            viewBox="0 0 12 12"
            style={{ flex: 'none', transition: 'transform 0.2s', transform: open ? 'rotate(90deg)' : undefined }}
          >
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {letter ? (
            <span
              aria-hidden="true"
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flex: 'none',
                width: 28,
                height: 28,
                borderRadius: '50%',
                background: token.colorPrimary,
                color: token.colorTextLightSolid,
                fontSize: token.fontSize,
              }}
            >
              {letter}
            </span>
          ) : null}
          <span>{title}</span>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headerId}
        hidden={!open}
        style={{ padding: `${token.paddingSM}px ${token.padding}px ${token.padding}px` }}
      >
        {mounted ? children : null}
      </div>
    </section>
  );
}
