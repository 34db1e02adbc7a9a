import { escapeHtml, FIRST_PAINT_FORM_ATTR, PAGES, type FirstPaint } from '@clinote/contracts';
import { FIRST_PAINT_BUTTON_CSS, FIRST_PAINT_FONT, firstPaintButtonHtml } from '@clinote/ui/first-paint';
import { LOGIN_FIELDS, LOGIN_FORM } from './login-form';

// mfe-auth's first paint (issue 23), written to first-paint.json next to its mf-manifest.json by its
// build (rspack.config.mjs); the gateway serves it as /login's page before any JavaScript has run. The
// sign-in screen as LoginPage first renders it inside AuthCard — the product name, the title, Email,
// Password, Sign in and the three links — so the clinician can type (and even press Sign in) at once;
// LoginPage takes the form over when it mounts (docs/decisions/0145-first-paint-forms.md).
// e2e/tests/first-paint.e2e.ts checks React's render lands in the same place. This file is evaluated at
// build time: it imports packages and modules without React only.

const CSS = [
  `body{margin:0}`,
  // ClinoteThemeProvider's base text on the layout background; AuthCard's centred <main>.
  `.clinote-fp-auth{box-sizing:border-box;display:flex;align-items:center;justify-content:center;min-height:100vh;padding:16px;background:#f5f7fa;font-family:${FIRST_PAINT_FONT};font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,.88)}`,
  // @clinote/ui Card (colorBorderSecondary, borderRadiusLG, paddingLG).
  `.clinote-fp-auth-card{box-sizing:border-box;width:100%;max-width:420px;background:#fff;border:1px solid #f0f0f0;border-radius:10px}`,
  `.clinote-fp-auth-card>div{display:flex;flex-direction:column;gap:24px;padding:24px}`,
  `.clinote-fp-auth-name{margin:0;text-align:center;font-size:30px;line-height:1.27;font-weight:600}`,
  `.clinote-fp-auth h1{margin:0;font-size:24px;line-height:1.33;font-weight:600;color:rgba(0,0,0,.88)}`,
  `.clinote-fp-auth form{display:flex;flex-direction:column;gap:16px}`,
  // FieldRow: the label (strong) over the input (antd Input: 32 px, 11 px side padding).
  `.clinote-fp-auth-row{display:flex;flex-direction:column;gap:4px}`,
  `.clinote-fp-auth label{font-weight:600}`,
  `.clinote-fp-auth input{box-sizing:border-box;width:100%;min-height:32px;margin:0;padding:4px 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.88);font:inherit}`,
  `.clinote-fp-auth input:focus{border-color:#1a66d9;outline:0;box-shadow:0 0 0 2px rgba(5,145,255,.1)}`,
  `.clinote-fp-auth .clinote-fp-button{width:100%}`,
  `.clinote-fp-auth-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}`,
  `.clinote-fp-auth-links a{color:#1a66d9;text-decoration:none}`,
  FIRST_PAINT_BUTTON_CSS,
].join('\n');

const field = ({ id, name, label, type, autoComplete }: (typeof LOGIN_FIELDS)[number]) =>
  `<div class="clinote-fp-auth-row"><label for="${id}">${escapeHtml(label)}</label>` +
  `<input id="${id}" name="${name}" type="${type}" autocomplete="${autoComplete}"></div>`;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const LOGIN =
  `<main class="clinote-fp-auth"><section class="clinote-fp-auth-card"><div><p class="clinote-fp-auth-name">Clinote</p><h1>Sign in</h1>` +
  `<form ${FIRST_PAINT_FORM_ATTR}="${LOGIN_FORM}" method="post" novalidate>${LOGIN_FIELDS.map(field).join('')}` +
  `${firstPaintButtonHtml('Sign in', { primary: true, submit: true })}<div class="clinote-fp-auth-links">` +
  `${link(PAGES.forgotPassword.path, 'Forgot password')}${link(PAGES.register.path, 'Sign up')}${link(PAGES.resendVerification.path, 'Resend verification')}` +
  `</div></form></div></section></main>`;

export const FIRST_PAINT: FirstPaint = { css: CSS, pages: { [PAGES.login.path]: LOGIN } };
