import { runInNewContext } from 'node:vm';
import { DISCIPLINE_NAMES, EQUIPMENT_PAGE_TITLES, LETTER_BANNER, PHI_NOTICE } from '@clinote/clinical-text';
import { dashboardGreeting, findRoute, ROUTE_TABLE, type CurrentUser } from '@clinote/contracts';
import { FIRST_PAINT_CSS, FIRST_PAINT_GREETING_ID, NO_SESSION_CLASS, firstPaint } from './first-paint';
import { renderDocument } from './render-document';

const TEMPLATE = '<!doctype html><html><head><title>Clinote</title></head><body><div id="root"></div></body></html>';

describe('firstPaint: what a page shows before its JavaScript ran', () => {
  it.each([
    ['/pt-eval', DISCIPLINE_NAMES.pt],
    ['/ot-eval', DISCIPLINE_NAMES.ot],
    ['/sn-eval', DISCIPLINE_NAMES.sn],
  ])('%s: the header bar, its title and the PHI notice, in the one <main>', (path, title) => {
    const html = firstPaint(findRoute(path));
    expect(html).toContain(`<h1>${title}</h1><div role="note" class="clinote-fp-phi"><b>${PHI_NOTICE.lead} </b>${PHI_NOTICE.text}</div>`);
    expect(html.match(/<main\b/g)).toHaveLength(1);
    expect(html).toContain('<span>Clinote</span>');
  });

  it.each(Object.entries(EQUIPMENT_PAGE_TITLES))('/dme/%s: the way back, its title, the reviewer banner and the PHI notice', (equipment, title) => {
    const html = firstPaint(findRoute(`/dme/${equipment}`));
    expect(html).toContain('<a class="clinote-fp-back" href="/"><span aria-hidden="true">← </span>Back to dashboard</a>');
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html.indexOf(LETTER_BANNER.lead)).toBeLessThan(html.indexOf(PHI_NOTICE.lead));
    expect(html).toContain('Generate a comprehensive Letter of Medical Necessity');
  });

  it('gives every signed-in page a header bar and a loading line, and the public ones the boot screen', () => {
    for (const route of ROUTE_TABLE) {
      const html = firstPaint(route);
      expect(html).toContain('role="status"');
      if (route.access === 'signed-in') expect(html).toContain('class="clinote-fp-bar"');
      else expect(html).toBe(firstPaint(undefined));
    }
    expect(firstPaint(undefined)).toContain('<p class="clinote-boot-name">Clinote</p>');
  });

  it('leaves the dashboard heading empty and hidden: only the session answer knows the name', () => {
    expect(firstPaint(findRoute('/'))).toContain(`<h1 id="${FIRST_PAINT_GREETING_ID}" hidden></h1>`);
  });
});

describe("the early session script completes the dashboard's first paint", () => {
  const script = (() => {
    const html = renderDocument({ template: TEMPLATE, nonce: 'n0nce', remotes: {} as never, hints: [], route: findRoute('/') });
    const found = [...html.matchAll(/<script nonce="n0nce">([^<]*)<\/script>/g)].map((match) => match[1]).find((text) => text.includes('/api/auth/me'));
    if (!found) throw new Error('no early session script in the page');
    return found;
  })();

  /** Runs the page's script with a token stored and GET /api/auth/me answering `status`/`body`; resolves to the heading's text. */
  const classes = new Set<string>();
  const document = (heading: unknown) => ({ documentElement: { classList: { add: (name: string) => classes.add(name) } }, getElementById: (id: string) => (id === FIRST_PAINT_GREETING_ID ? heading : null) });
  beforeEach(() => classes.clear());

  async function greetingAfter(status: number, body: unknown, heading: { textContent: string; hidden: boolean } | null = { textContent: '', hidden: true }) {
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

  const user = (firstName: string | null, lastName: string | null): CurrentUser => ({ id: 'u-1', email: 'clinician.one@clinote.test', firstName, lastName, isAdmin: false });

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
    runInNewContext(script, { window, localStorage: { getItem: () => null }, document: document(null), fetch: () => ((asked = true), Promise.reject(new Error('unexpected'))) });
    expect([...classes]).toEqual([NO_SESSION_CLASS]);
    expect(asked).toBe(false);
    expect(window['__CLINOTE_SESSION__']).toBeUndefined();
    expect(FIRST_PAINT_CSS).toContain(`.${NO_SESSION_CLASS} .clinote-fp-main{visibility:hidden}`);
  });

  it('is the first thing the page asks for: before the preload links take the connections', () => {
    const template = '<!doctype html><html><head><meta charset="utf-8"><title>Clinote</title><link rel="preload" as="script" href="/react.js"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const html = renderDocument({ template, nonce: 'n0nce', remotes: {} as never, hints: [{ href: '/mfe/soap/remoteEntry.js', as: 'script' }], route: findRoute('/pt-eval') });
    expect(html.startsWith('<!doctype html><html><head><meta charset="utf-8"><script nonce="n0nce">(function(){try{var t=localStorage')).toBe(true);
    expect(html.match(/\/api\/auth\/me/g)).toHaveLength(1);
  });

  it('writes text, never markup', async () => {
    expect(await greetingAfter(200, user('<img src=x onerror=alert(1)>', null))).toBe('Welcome, <img src=x onerror=alert(1)>');
  });
});
