import type { ThemeConfig } from 'antd';

/** The product theme: the shell and every remote render inside this one token set. */
export const clinoteTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorInfo: '#1f6feb',
    colorSuccess: '#1a7f37',
    colorError: '#cf222e',
    colorBgLayout: '#f5f7fa',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
