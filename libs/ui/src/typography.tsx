import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';

// antd's Typography costs ~35 KB gzip (it carries copy/edit/ellipsis machinery: Tooltip,
// TextArea...). Clinote only needs styled headings and text, drawn here from the same theme tokens.

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: HeadingLevel;
  /** The size of another level: a page's one h1 inside a small card can look like an h3. */
  looksLike?: HeadingLevel;
  children: ReactNode;
}

/** A heading (h1–h5) styled like antd's Typography.Title, without a bottom margin by default. */
export function Heading({ level = 2, looksLike = level, style, children, ...rest }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const headingStyle: CSSProperties = {
    margin: 0,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: token[`fontSizeHeading${looksLike}`],
    lineHeight: token[`lineHeightHeading${looksLike}`],
    ...style,
  };
  return (
    <Tag style={headingStyle} {...rest}>
      {children}
    </Tag>
  );
}

export interface TextProps extends HTMLAttributes<HTMLElement> {
  type?: 'secondary' | 'danger' | 'success' | 'warning';
  strong?: boolean;
  /** 'p' for a paragraph (with the theme's bottom margin), 'span' inline (default). */
  as?: 'span' | 'p';
  children: ReactNode;
}

/** Body text in the theme's colours: secondary for hints, danger for errors. */
export function Text({ type, strong, as: Tag = 'span', style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const color = {
    secondary: token.colorTextSecondary,
    danger: token.colorError,
    success: token.colorSuccess,
    warning: token.colorWarning,
  };
  const textStyle: CSSProperties = {
    color: type ? color[type] : undefined,
    fontWeight: strong ? token.fontWeightStrong : undefined,
    margin: Tag === 'p' ? `0 0 ${token.marginSM}px` : undefined,
    ...style,
  };
  return (
    <Tag style={textStyle} {...rest}>
      {children}
    </Tag>
  );
}
