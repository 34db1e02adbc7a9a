import { runInNewContext } from 'node:vm';
import {
  appendChip,
  dashboardGreeting,
  findRoute,
  FIRST_PAINT_CHIP_ATTR,
  FIRST_PAINT_FORM_ATTR,
  FIRST_PAINT_GREETING_ID,
  FIRST_PAINT_SLOT,
  FIRST_PAINT_SUBMITTED_ATTR,
  GREETING_STORAGE_KEY,
  NO_SESSION_CLASS,
  ROUTE_TABLE,
  TOKEN_STORAGE_KEY,
  type CurrentUser,
  type FirstPaint,
  type ShellFirstPaint,
} from '@clinote/contracts';
import { composeFirstPaint, NO_FIRST_PAINT, parseFirstPaint, parseShellFirstPaint } from './first-paint';
import { renderDocument } from './render-document';

const TEMPLATE = '<!doctype html><html><head><title>Clinote</title></head><body><div id="root"></div></body></html>';

/** Stand-ins for the files the builds write (the real ones: shell, mfe-soap and mfe-dme src/first-paint.ts and their specs). */
const SHELL: ShellFirstPaint = {
  css: '.frame{}',
  frame: `<div class="frame"><main>${FIRST_PAINT_SLOT}</main></div>`,
  boot: { html: '<p class="boot" role="status">Loading…</p>', css: '.boot{}' },
  pages: { '/': '<h1 id="greeting" hidden></h1>' },
};
const SOAP: FirstPaint = { css: '.soap{}', pages: { '/pt-eval': '<h1>PT</h1>', '/ot-eval': '<h1>OT $& $1</h1>' } };

describe("composeFirstPaint: the slices' first markup, put together without knowing their layout", () => {
  it("puts a remote's page in the shell's frame, with the shell's and the remote's CSS", () => {
    expect(composeFirstPaint(findRoute('/pt-eval'), SHELL, SOAP)).toEqual({
      html: '<div class="frame"><main><h1>PT</h1></main></div>',
      css: '.frame{}\n.soap{}.boot{}',
    });
  });

  it("puts the shell's own page (the dashboard) in its frame", () => {
    expect(composeFirstPaint(findRoute('/'), SHELL, null)).toEqual({
      html: '<div class="frame"><main><h1 id="greeting" hidden></h1></main></div>',
      css: '.frame{}.boot{}',
    });
  });

  it('inserts markup as written (no replacement patterns)', () => {
    expect(composeFirstPaint(findRoute('/ot-eval'), SHELL, SOAP).html).toContain('<h1>OT $& $1</h1>');
  });

  it('shows the boot screen in the frame on a signed-in page its remote gave no markup for, or whose file could not be read', () => {
    const boot = { html: '<div class="frame"><main><p class="boot" role="status">Loading…</p></main></div>', css: '.frame{}.boot{}' };
    expect(composeFirstPaint(findRoute('/sn-eval'), SHELL, SOAP)).toEqual(boot);
    expect(composeFirstPaint(findRoute('/pt-eval'), SHELL, null)).toEqual(boot);
    expect(composeFirstPaint(findRoute('/admin'), SHELL, { css: '.admin{}', pages: {} })).toEqual(boot);
  });

  it('shows the boot screen alone on the public pages without markup of their own, and the 404', () => {
    for (const route of [...ROUTE_TABLE.filter((r) => r.access === 'public'), undefined]) {
      expect(composeFirstPaint(route, SHELL, SOAP)).toEqual({ html: SHELL.boot.html, css: SHELL.boot.css });
      expect(composeFirstPaint(route, SHELL, null)).toEqual({ html: SHELL.boot.html, css: SHELL.boot.css });
    }
  });

  it("shows a public page's own markup (its remote's) alone, with its remote's CSS and no frame", () => {
    const auth: FirstPaint = { css: '.auth{}', pages: { '/login': '<main><form data-first-paint-form="login"></form></main>' } };
    expect(composeFirstPaint(findRoute('/login'), SHELL, auth)).toEqual({ html: auth.pages['/login'], css: '.auth{}' });
    expect(composeFirstPaint(findRoute('/register'), SHELL, auth)).toEqual({ html: SHELL.boot.html, css: SHELL.boot.css });
  });

  it("leaves #root empty without the shell's file", () => {
    expect(composeFirstPaint(findRoute('/pt-eval'), null, SOAP)).toBe(NO_FIRST_PAINT);
    expect(renderDocument({ template: TEMPLATE, nonce: 'n', remotes: {} as never, hints: [], route: findRoute('/') })).toContain(
      '<div id="root"></div>',
    );
  });

  it('reads only files of the expected shape', () => {
    expect(parseShellFirstPaint(JSON.stringify(SHELL))).toEqual(SHELL);
    expect(parseFirstPaint(JSON.stringify(SOAP))).toEqual(SOAP);
    expect(() => parseFirstPaint('{"css":1,"pages":{}}')).toThrow('not a first paint');
    expect(() => parseFirstPaint('{"css":"","pages":{"/":2}}')).toThrow('not a first paint');
    expect(() => parseShellFirstPaint(JSON.stringify({ ...SHELL, frame: '<main></main>' }))).toThrow('page slot');
    expect(() => parseShellFirstPaint(JSON.stringify({ ...SHELL, boot: undefined }))).toThrow('boot screen');
  });
});

describe("the early session script completes the dashboard's first paint", () => {
  const script = (() => {
    const html = renderDocument({ template: TEMPLATE, nonce: 'n0nce', remotes: {} as never, hints: [], route: findRoute('/') });
    const found = [...html.matchAll(/<script nonce="n0nce">([^<]*)<\/script>/g)]
      .map((match) => match[1])
      .find((text) => text.includes('/api/auth/me'));
    if (!found) throw new Error('no early session script in the page');
    return found;
  })();

  /** Runs the page's script with a token stored and GET /api/auth/me answering `status`/`body`; resolves to the heading's text. */
  const classes = new Set<string>();
  const document = (heading: unknown) => ({
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    getElementById: (id: string) => (id === FIRST_PAINT_GREETING_ID ? heading : null),
  });
  beforeEach(() => classes.clear());

  async function greetingAfter(
    status: number,
    body: unknown,
    heading: { textContent: string; hidden: boolean } | null = { textContent: '', hidden: true },
  ) {
    const window: Record<string, unknown> = {};
    const context = {
      window,
      localStorage: { getItem: () => 'a-token' },
      document: document(heading),
      fetch: async () => ({ status, json: async () => body }),
    };
    runInNewContext(script, context);
    const session = window['__CLINOTE_SESSION__'] as { answer: Promise<unknown> };
    await session.answer;
    await new Promise((resolve) => setImmediate(resolve));
    // Shown exactly when it has a greeting.
    if (heading) expect(heading.hidden).toBe(heading.textContent === '');
    return heading?.textContent;
  }

  const user = (firstName: string | null, lastName: string | null): CurrentUser => ({
    id: 'u-1',
    email: 'clinician.one@clinote.test',
    firstName,
    lastName,
    isAdmin: false,
    credentials: null,
    npi: null,
  });

  it.each([
    ['first and last name', user('Test', 'Clinician')],
    ['first name only', user('Test', null)],
    ['names that are blank', user('  ', ' ')],
    ['names with spaces around', user(' Test ', ' Clinician ')],
  ])('greets as the dashboard does: %s', async (_case, me) => {
    expect(await greetingAfter(200, me)).toBe(dashboardGreeting(me));
  });

  it('writes nothing when the token is refused or the answer is not a user', async () => {
    expect(await greetingAfter(401, { message: 'Unauthorized' })).toBe('');
    expect(await greetingAfter(200, null)).toBe('');
  });

  it('does nothing once React has replaced the first paint', async () => {
    await expect(greetingAfter(200, user('Test', 'Clinician'), null)).resolves.toBeUndefined();
  });

  it('marks the page as signed out when there is no token (its first paint then shows the header bar only), and asks nothing', async () => {
    let asked = false;
    const window: Record<string, unknown> = {};
    runInNewContext(script, {
      window,
      localStorage: { getItem: () => null },
      document: document(null),
      fetch: () => ((asked = true), Promise.reject(new Error('unexpected'))),
    });
    expect([...classes]).toEqual([NO_SESSION_CLASS]);
    expect(asked).toBe(false);
    expect(window['__CLINOTE_SESSION__']).toBeUndefined();
  });

  it('is the first thing the page asks for: before the preload links take the connections', () => {
    const template =
      '<!doctype html><html><head><meta charset="utf-8"><title>Clinote</title><link rel="preload" as="script" href="/react.js"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const html = renderDocument({
      template,
      nonce: 'n0nce',
      remotes: {} as never,
      hints: [{ href: '/mfe/soap/remoteEntry.js', as: 'script' }],
      route: findRoute('/pt-eval'),
    });
    expect(
      html.startsWith('<!doctype html><html><head><meta charset="utf-8"><script nonce="n0nce">(function(){try{var t=localStorage'),
    ).toBe(true);
    expect(html.match(/\/api\/auth\/me/g)).toHaveLength(1);
  });

  it('writes text, never markup', async () => {
    expect(await greetingAfter(200, user('<img src=x onerror=alert(1)>', null))).toBe('Welcome, <img src=x onerror=alert(1)>');
  });

  it("greets at once with this token's greeting kept from an earlier answer, and keeps the new answer's for next time", async () => {
    const stored = new Map<string, string>([[TOKEN_STORAGE_KEY, 'header.payload.signature-of-this-token']]);
    stored.set(GREETING_STORAGE_KEY, JSON.stringify({ t: stored.get(TOKEN_STORAGE_KEY)!.slice(-16), n: 'Kept Name' }));
    const heading = { textContent: '', hidden: true };
    const window: Record<string, unknown> = {};
    let answer!: (value: unknown) => void;
    runInNewContext(script, {
      window,
      localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
      document: document(heading),
      fetch: () => new Promise((resolve) => (answer = resolve)),
    });
    // Before GET /api/auth/me has answered.
    expect(heading).toEqual({ textContent: 'Welcome, Kept Name', hidden: false });
    answer({ status: 200, json: async () => user('Test', 'Clinician') });
    await (window['__CLINOTE_SESSION__'] as { answer: Promise<unknown> }).answer;
    await new Promise((resolve) => setImmediate(resolve));
    expect(heading.textContent).toBe('Welcome, Test Clinician');
    expect(JSON.parse(stored.get(GREETING_STORAGE_KEY)!)).toEqual({ t: stored.get(TOKEN_STORAGE_KEY)!.slice(-16), n: 'Test Clinician' });
  });

  it("never shows a greeting kept for another token (another clinician's sign-in on this browser)", () => {
    const stored = new Map<string, string>([
      [TOKEN_STORAGE_KEY, 'header.payload.a-new-token-signature'],
      [GREETING_STORAGE_KEY, JSON.stringify({ t: 'an-older-tokens-tail'.slice(-16), n: 'Someone Else' })],
    ]);
    const heading = { textContent: '', hidden: true };
    runInNewContext(script, {
      window: {},
      localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined },
      document: document(heading),
      fetch: () => new Promise(() => undefined),
    });
    expect(heading).toEqual({ textContent: '', hidden: true });
  });
});

describe('the submit catcher of a first paint that holds a form', () => {
  const page = (html: string) =>
    renderDocument({
      template: TEMPLATE,
      nonce: 'n0nce',
      remotes: {} as never,
      hints: [],
      route: findRoute('/login'),
      firstPaint: { html, css: '' },
    });
  const catcherOf = (html: string) =>
    [...html.matchAll(/<script nonce="n0nce">([^<]*)<\/script>/g)].map((match) => match[1]).find((text) => text.includes('"submit"'));

  it('is on a page whose first paint holds a form, and only there', () => {
    expect(catcherOf(page(`<form ${FIRST_PAINT_FORM_ATTR}="login"></form>`))).toBeDefined();
    expect(catcherOf(page('<p>Loading…</p>'))).toBeUndefined();
  });

  it("stops the browser sending the form anywhere and marks it submitted, for the app's form to run", () => {
    const script = catcherOf(page(`<form ${FIRST_PAINT_FORM_ATTR}="login"></form>`))!;
    const listeners = new Map<string, (event: unknown) => void>();
    runInNewContext(script, { document: { addEventListener: (type: string, l: (event: unknown) => void) => listeners.set(type, l) } });
    const listener = listeners.get('submit')!;
    const marks = new Set<string>();
    const form = { hasAttribute: (name: string) => name === FIRST_PAINT_FORM_ATTR, setAttribute: (name: string) => marks.add(name) };
    let stopped = false;
    listener({ target: form, preventDefault: () => (stopped = true) });
    expect(stopped).toBe(true);
    expect([...marks]).toEqual([FIRST_PAINT_SUBMITTED_ATTR]);
    // Any other form (the app's own) is left alone.
    stopped = false;
    listener({ target: { hasAttribute: () => false, setAttribute: () => undefined }, preventDefault: () => (stopped = true) });
    expect(stopped).toBe(false);
  });

  it("a chip tapped before the app has loaded appends to its field by appendChip's rule (the app takes the text over)", () => {
    const script = catcherOf(page(`<form ${FIRST_PAINT_FORM_ATTR}="pt-eval"></form>`))!;
    const cases: Array<[string, string]> = [
      ['', 'CHF'],
      ['   ', 'CHF'],
      ['CHF', 'COPD'],
      ['Lives alone.', 'Two-story house'],
      ['Diagnoses:', 'HTN'],
      ['CHF, ', 'COPD'],
      ['First line\n', 'Independent'],
      ['Pain (knee)', 'Denies pain'],
    ];
    for (const [value, chip] of cases) {
      const listeners = new Map<string, (event: unknown) => void>();
      const field = { value };
      const form = {};
      const button = {
        textContent: chip,
        getAttribute: (name: string) => (name === FIRST_PAINT_CHIP_ATTR ? 'pt-subjective-history' : null),
        closest: (selector: string) =>
          selector === `[${FIRST_PAINT_CHIP_ATTR}]` ? button : selector === `[${FIRST_PAINT_FORM_ATTR}]` ? form : null,
      };
      const document = {
        addEventListener: (type: string, l: (event: unknown) => void) => listeners.set(type, l),
        getElementById: (id: string) => (id === 'pt-subjective-history' ? field : null),
      };
      runInNewContext(script, { document });
      listeners.get('click')!({ target: button });
      expect(field.value).toBe(appendChip(value, chip));
    }
    // A click elsewhere (the app's own chips have no such attribute) changes nothing.
    const listeners = new Map<string, (event: unknown) => void>();
    runInNewContext(script, { document: { addEventListener: (type: string, l: (event: unknown) => void) => listeners.set(type, l) } });
    expect(() => listeners.get('click')!({ target: { closest: () => null } })).not.toThrow();
  });
});
