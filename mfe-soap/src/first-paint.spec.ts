import path from 'node:path';
import { DISCIPLINE_NAMES, PHI_NOTICE } from '@clinote/clinical-text';
import { EVALUATION_PAGES } from '@clinote/contracts';
import { FIRST_PAINT } from './first-paint';

describe("mfe-soap's first paint (first-paint.json, served by the gateway in the shell's frame before any JavaScript)", () => {
  it('has the page of every evaluation path, and no other', () => {
    expect(Object.keys(FIRST_PAINT.pages)).toEqual(EVALUATION_PAGES.map((page) => page.path));
  });

  it.each(EVALUATION_PAGES.map((page) => [page.path, DISCIPLINE_NAMES[page.discipline]]))(
    '%s: its title and the PHI notice above the loading form',
    (pagePath, title) => {
      const html = FIRST_PAINT.pages[pagePath];
      expect(html).toContain(`<h1>${title}</h1><div role="note" class="clinote-fp-phi"><b>${PHI_NOTICE.lead} </b>${PHI_NOTICE.text}</div>`);
      expect(html).toContain('role="status"');
      expect(html).not.toContain('<main');
    },
  );

  it('lays the page out as EvaluationPage does (960 px at most)', () => {
    expect(FIRST_PAINT.css).toBe('.clinote-fp-soap{max-width:960px}');
  });

  it('is what the build writes (rspack.config.mjs runs this file through FirstPaintPlugin)', () => {
    const { loadTypeScript } = require('@clinote/rspack-config/first-paint-plugin.js') as {
      loadTypeScript: (file: string) => { FIRST_PAINT: unknown };
    };
    expect(loadTypeScript(path.join(__dirname, 'first-paint.ts')).FIRST_PAINT).toEqual(FIRST_PAINT);
  });
});
