import { theme } from 'antd';
import type { StatusTagProps, Tone } from './types';

/**
 * A small status label: a coloured dot and the text, on a tinted background with body-coloured text
 * (antd's Tag writes warning text in a light orange that fails 4.5:1 contrast). The words carry the
 * meaning, the colour only repeats it (WCAG 1.4.1).
 */
export function StatusTag({ tone, children, 'data-testid': testId }: StatusTagProps) {
  const { token } = theme.useToken();
  const colours: Record<Tone, { dot: string; background: string; border: string }> = {
    success: { dot: token.colorSuccess, background: token.colorSuccessBg, border: token.colorSuccessBorder },
    info: { dot: token.colorInfo, background: token.colorInfoBg, border: token.colorInfoBorder },
    warning: { dot: token.colorWarning, background: token.colorWarningBg, border: token.colorWarningBorder },
    error: { dot: token.colorError, background: token.colorErrorBg, border: token.colorErrorBorder },
    neutral: { dot: token.colorTextTertiary, background: token.colorFillQuaternary, border: token.colorBorder },
  };
  const { dot, background, border } = colours[tone];
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS + 2,
        padding: `0 ${token.paddingXS}px`,
        minHeight: 24,
        borderRadius: token.borderRadiusSM,
        border: `${token.lineWidth}px ${token.lineType} ${border}`,
        background,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden="true" style={{ width: 8, height: 8, borderRadius: '50%', background: dot, flex: 'none' }} />
      {children}
    </span>
  );
}
