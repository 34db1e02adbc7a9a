import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { theme } from 'antd';
import { Heading } from './typography';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Shown at the right of the title, e.g. an action. */
  extra?: ReactNode;
  /** Level of the title's heading (default 5). */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A bordered panel in the theme's colours. antd's Card costs ~22 KB gzip on every route because
 * it always bundles Tabs (for its tabList option); Clinote's cards need only a title and a body.
 */
export function Card({ title, extra, headingLevel = 5, style, children, ...rest }: CardProps) {
  const { token } = theme.useToken();
  const cardStyle: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    ...style,
  };
  const padding = token.paddingLG;
  return (
    <section style={cardStyle} {...rest}>
      {title || extra ? (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: token.marginSM,
            padding: `${token.paddingSM}px ${padding}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          {/* The level is the document outline's; the look stays a card title's, whatever the level. */}
          {title ? (
            <Heading level={headingLevel} style={{ fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra}
        </header>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
