import { NOTE_KINDS } from './notes';
import { EVALUATION_PAGES, FROM_NOTE_PARAM, LETTER_PAGES, letterFromNotePath, menuPages, PAGE_LIST, PAGES, pagesOf } from './pages';
import { REMOTE_NAMES } from './remotes';

describe('the page registry', () => {
  it('lists every path once, each a lower-case absolute path', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-/]*$/);
  });

  it('has one evaluation page per SOAP note kind and one letter page per equipment note kind', () => {
    const kinds = [...EVALUATION_PAGES.map((page) => page.discipline), ...LETTER_PAGES.map((page) => page.equipment)];
    expect(kinds).toEqual([...NOTE_KINDS]);
  });

  it('gives every remote its pages, and renders the dashboard in the shell', () => {
    for (const remote of REMOTE_NAMES) expect(pagesOf(remote).length).toBeGreaterThan(0);
    expect(PAGES.dashboard).toMatchObject({ path: '/', access: 'signed-in' });
    expect(PAGES.dashboard).not.toHaveProperty('remote');
  });

  it('lists the dashboard and the evaluations in the Account menu, and the admin page in its admin group', () => {
    expect(menuPages('pages').map((page) => page.path)).toEqual(['/', '/pt-eval', '/ot-eval', '/sn-eval']);
    expect(menuPages('admin').map((page) => page.path)).toEqual(['/admin']);
  });

  it('opens a letter from a saved evaluation by ?fromNote=, the id encoded', () => {
    expect(letterFromNotePath(PAGES.walker, 'a1b2')).toBe('/dme/walker?fromNote=a1b2');
    expect(new URL(letterFromNotePath(PAGES.hospitalBed, 'x&y=1'), 'http://clinote.test').searchParams.get(FROM_NOTE_PARAM)).toBe('x&y=1');
  });
});
