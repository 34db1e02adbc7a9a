import type { ThemeConfig } from 'antd';

/** The product theme: the shell and every remote render inside this one token set. */
export const clinoteTheme: ThemeConfig = {
  token: {
    // 4.9:1 on the page background, 5.3:1 on white (#1f6feb was 4.3:1 on the background: WCAG AA needs 4.5).
    colorPrimary: '#1a66d9',
    colorInfo: '#1a66d9',
    // Hover and press darken (antd's derived ones lighten: white on them fell to 3.6:1).
    colorPrimaryHover: '#1557b8',
    colorPrimaryActive: '#0f4a9e',
    colorErrorHover: '#a40e26',
    colorErrorActive: '#8a0b20',
    colorSuccess: '#1a7f37',
    colorError: '#cf222e',
    colorBgLayout: '#f5f7fa',
    // Placeholders carry each field's example ("e.g. …", issue 20): 5.3:1 on white, still lighter
    // than typed text (antd's rgba(0,0,0,0.25) was 1.8:1, too faint to read).
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
