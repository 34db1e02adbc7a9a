import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { clinoteTheme } from './theme';
import { ToastHost } from './toast/ToastHost';

/** Base text style for everything inside (what antd's App component would add, without its ~33 KB). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
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
  );
}

/** The product theme for the shell and every remote, plus the host that shows toasts. */
export function ClinoteThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={clinoteTheme}>
      <ThemedRoot>
        {children}
        <ToastHost />
      </ThemedRoot>
    </ConfigProvider>
  );
}
