import path from 'node:path';
import { FIRST_PAINT_FORM_ATTR, PAGES } from '@clinote/contracts';
import { FIRST_PAINT } from './first-paint';
import { LOGIN_FIELDS, LOGIN_FORM } from './login-form';

describe("mfe-auth's first paint (first-paint.json, served by the gateway as /login's page before any JavaScript)", () => {
  const html = FIRST_PAINT.pages[PAGES.login.path];

  it('has the sign-in page only', () => {
    expect(Object.keys(FIRST_PAINT.pages)).toEqual([PAGES.login.path]);
  });

  it('is a whole page, as AuthCard lays it out: its own <main>, the product name, the title', () => {
    expect(html.startsWith('<main class="clinote-fp-auth">')).toBe(true);
    expect(html).toContain('<p class="clinote-fp-auth-name">Clinote</p><h1>Sign in</h1>');
  });

  it('holds the form LoginPage takes over: labelled Email and Password under the ids LoginPage uses, Sign in, and the three links', () => {
    expect(html).toContain(`<form ${FIRST_PAINT_FORM_ATTR}="${LOGIN_FORM}" method="post" novalidate>`);
    for (const field of LOGIN_FIELDS) {
      expect(html).toContain(
        `<label for="${field.id}">${field.label}</label><input id="${field.id}" name="${field.name}" type="${field.type}"`,
      );
    }
    expect(html).toContain('<button type="submit" class="clinote-fp-button clinote-fp-button-primary">Sign in</button>');
    for (const page of [PAGES.forgotPassword, PAGES.register, PAGES.resendVerification]) expect(html).toContain(`<a href="${page.path}">`);
  });

  it('is what the build writes (rspack.config.mjs runs this file through FirstPaintPlugin)', () => {
    const { loadTypeScript } = require('@clinote/rspack-config/first-paint-plugin.js') as {
      loadTypeScript: (file: string) => { FIRST_PAINT: unknown };
    };
    expect(loadTypeScript(path.join(__dirname, 'first-paint.ts')).FIRST_PAINT).toEqual(FIRST_PAINT);
  });
});
