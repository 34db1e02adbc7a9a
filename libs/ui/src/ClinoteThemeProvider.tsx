import { useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { clinoteTheme } from './theme';
import { ToastHost } from './toast/ToastHost';
import { cspNonce, InlineStyle } from './InlineStyle';

/**
 * antd's autoSize measures text in a hidden <textarea> it styles with setAttribute('style'), which
 * the CSP (no 'unsafe-inline') refuses: without this rule it would show as an empty box at the end
 * of the page. (The password toggle rule above makes its 14 px icon a 24 px target, WCAG 2.5.8.)
 */
const MEASURING_TEXTAREA_CSS =
  'textarea[name="hiddenTextarea"]{visibility:hidden!important;position:absolute!important;top:0!important;right:0!important;height:0!important;min-height:0!important;overflow:hidden!important;z-index:-1000!important;pointer-events:none!important}';

/**
 * Only the control the clinician is on fades: antd fades every colour of a button, switch or field
 * (and our focus ring) over 0.2 s, also when a page disables its controls, enables them again or
 * focus leaves a field. Generate disables three or four controls and blurs the field typed in last,
 * and enables them again as the note arrives: each fade repainted the page every frame while the
 * clinician waited for the result (issue 23, docs/decisions/0167-only-the-control-in-use-fades.md).
 * Hover, press and keyboard focus still fade in; a disabled button or switch looks disabled at once.
 */
const ONLY_IN_USE_FADES_CSS = [
  '.ant-btn.ant-btn:is(:disabled,:not(:hover,:active,:focus-visible))',
  '.ant-switch.ant-switch:is(.ant-switch-disabled,:not(:hover,:focus-visible))',
  '.ant-input.ant-input:not(:hover,:focus)',
]
  .join(',')
  .concat('{transition:none}');

/** A catalogue field that grows with its text, 2 to 12 lines (SmartTextArea); 10 px = padding + border. */
export const SELF_SIZING_CLASS = 'clinote-self-sizing';
const SELF_SIZING_CSS = `textarea.ant-input.${SELF_SIZING_CLASS}{field-sizing:content;min-height:calc(2lh + 10px);max-height:calc(12lh + 10px);overflow-y:auto}`;

/** Base text style for everything inside (what antd's App component would add, without its ~33 KB). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <>
      {/* Visible focus everywhere (WCAG 2.4.7), and hover for the few own controls inline styles cannot reach. */}
      <InlineStyle
        css={`
          :focus-visible {
            outline: 2px solid ${token.colorPrimary};
            outline-offset: 2px;
          }
          .clinote-menu-item:hover,
          .clinote-menu-item:focus-visible {
            background: ${token.controlItemBgHover};
          }
          .ant-notification-notice {
            touch-action: pan-y;
          }
          .ant-input-password-icon {
            display: inline-flex;
            align-items: center;
            justify-content: center;
            min-width: 24px;
            min-height: 24px;
          }
          ${ONLY_IN_USE_FADES_CSS}
          ${MEASURING_TEXTAREA_CSS}
          ${SELF_SIZING_CSS}
        `}
      />
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
      <ThemedRoot>
        {children}
        <ToastHost />
      </ThemedRoot>
    </ConfigProvider>
  );
}
