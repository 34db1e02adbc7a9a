import path from 'node:path';
import { FIRST_PAINT_GREETING_ID, FIRST_PAINT_SLOT, NO_SESSION_CLASS, PAGES } from '@clinote/contracts';
import { FIRST_PAINT } from './first-paint';
import { EQUIPMENT_ROUTES, EVALUATION_ROUTES } from './route-table';

describe("the shell's first paint (first-paint.json, served by the gateway before any JavaScript)", () => {
  it('frames every signed-in page: the header bar with the product name, and the page in the one <main>', () => {
    expect(FIRST_PAINT.frame).toBe(
      `<div class="clinote-fp"><div class="clinote-fp-bar"><div><span>Clinote</span></div></div><main class="clinote-fp-main">${FIRST_PAINT_SLOT}</main></div>`,
    );
  });

  it('leaves the dashboard heading empty and hidden: only the session answer knows the name', () => {
    expect(FIRST_PAINT.pages[PAGES.dashboard.path]).toContain(`<h1 id="${FIRST_PAINT_GREETING_ID}" hidden></h1>`);
    expect(FIRST_PAINT.pages[PAGES.dashboard.path]).toContain('role="status"');
    expect(Object.keys(FIRST_PAINT.pages)).toEqual([PAGES.dashboard.path]);
  });

  it("shows the dashboard's cards with links that work before the page's code has loaded (to every form, as its buttons go)", () => {
    const html = FIRST_PAINT.pages[PAGES.dashboard.path];
    for (const evaluation of EVALUATION_ROUTES)
      expect(html).toContain(`href="${evaluation.path}" aria-label="Create Note: ${evaluation.name}">Create Note</a>`);
    for (const equipment of EQUIPMENT_ROUTES)
      expect(html).toContain(`href="${equipment.path}" aria-label="Create Template: ${equipment.name}">Create Template</a>`);
    expect(html).toContain('Loading your notes…');
  });

  it('gives every other page the boot screen: the product name, large, and a loading line', () => {
    expect(FIRST_PAINT.boot.html).toContain('<p class="clinote-boot-name">Clinote</p>');
    expect(FIRST_PAINT.boot.html).toContain('role="status"');
    expect(FIRST_PAINT.boot.css).toContain('.clinote-boot{');
  });

  it('hides the page of a visitor without a session (the app sends them to /login)', () => {
    expect(FIRST_PAINT.css).toContain(`.${NO_SESSION_CLASS} .clinote-fp-main{visibility:hidden}`);
  });

  it('is what the build writes (rspack.config.mjs runs this file through FirstPaintPlugin)', () => {
    const { loadTypeScript } = require('@clinote/rspack-config/first-paint-plugin.js') as {
      loadTypeScript: (file: string) => { FIRST_PAINT: unknown };
    };
    expect(loadTypeScript(path.join(__dirname, 'first-paint.ts')).FIRST_PAINT).toEqual(FIRST_PAINT);
  });
});
