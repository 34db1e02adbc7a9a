import type { CSSProperties, Ref, TextareaHTMLAttributes } from 'react';
import { theme } from 'antd';

export interface PlainTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Grow with the text (CSS field-sizing where the browser has it; else `rows` from its lines). Default true. */
  grow?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Fewest rows shown; a longer text adds rows (field-sizing) or scrolls. */
const MIN_ROWS = 4;

/**
 * A native text area in the theme's look: the result card's editable note (issue 25) and the
 * addendum. Not antd's TextArea: its autosize measures the text on every keystroke through a hidden
 * copy, and the result of a long evaluation is thousands of characters. Line breaks are kept as typed.
 */
export function PlainTextArea({ grow = true, style, rows, value, readOnly, ref, ...rest }: PlainTextAreaProps) {
  const { token } = theme.useToken();
  const lines = typeof value === 'string' ? value.split('\n').length + 1 : MIN_ROWS;
  const areaStyle: CSSProperties & { fieldSizing?: string } = {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: `${token.paddingXS}px ${token.paddingSM - 1}px`,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: readOnly ? token.colorFillAlter : token.colorBgContainer,
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    resize: 'vertical',
    ...(grow ? { fieldSizing: 'content', minHeight: `${MIN_ROWS * token.lineHeight}em` } : {}),
    ...style,
  };
  return <textarea ref={ref} value={value} readOnly={readOnly} rows={rows ?? Math.max(MIN_ROWS, lines)} style={areaStyle} {...rest} />;
}
