import { useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { clinoteTheme } from './theme';
import { ToastHost } from './toast/ToastHost';

/**
 * The page's CSP nonce, which the gateway writes into a meta element (issue 11): every style element
 * antd's CSS-in-JS and this provider create must carry it, since the policy has no 'unsafe-inline'.
 */
function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

/** Base text style for everything inside (what antd's App component would add, without its ~33 KB). */
function ThemedRoot({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const { token } = theme.useToken();
  return (
    <>
      {/* Visible focus everywhere (WCAG 2.4.7), and hover for the few own controls inline styles cannot reach. */}
      <style nonce={nonce}>{`:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:2px}
.clinote-menu-item:hover,.clinote-menu-item:focus-visible{background:${token.controlItemBgHover}}`}</style>
      <div
        style={{
          minHeight: '100vh',
          background: token.colorBgLayout,
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {children}
      </div>
    </>
  );
}

/** The product theme for the shell and every remote, plus the host that shows toasts. */
export function ClinoteThemeProvider({ children }: { children: ReactNode }) {
  const [csp] = useState(() => ({ nonce: cspNonce() }));
  return (
    <ConfigProvider theme={clinoteTheme} csp={csp}>
      <ThemedRoot nonce={csp.nonce}>
        {children}
        <ToastHost />
      </ThemedRoot>
    </ConfigProvider>
  );
}
