import path from 'node:path';
import { EQUIPMENT_PAGE_TITLES, FORMS, LETTER_BANNER, LETTER_FORM_SUBTITLE, PHI_NOTICE } from '@clinote/clinical-text';
import { FIRST_PAINT_FORM_ATTR, LETTER_PAGES } from '@clinote/contracts';
import { FIRST_PAINT } from './first-paint';

describe("mfe-dme's first paint (first-paint.json, served by the gateway in the shell's frame before any JavaScript)", () => {
  it('has the page of every letter path, and no other', () => {
    expect(Object.keys(FIRST_PAINT.pages)).toEqual(LETTER_PAGES.map((page) => page.path));
  });

  it.each(LETTER_PAGES.map((page) => [page.path, EQUIPMENT_PAGE_TITLES[page.equipment]]))(
    '%s: the way back, its title, the reviewer banner and the PHI notice',
    (pagePath, title) => {
      const html = FIRST_PAINT.pages[pagePath];
      expect(html).toContain('<a class="clinote-fp-back" href="/"><span aria-hidden="true">← </span>Back to dashboard</a>');
      expect(html).toContain(`<h1>${title}</h1><p class="clinote-fp-subtitle">${LETTER_FORM_SUBTITLE}</p>`);
      expect(html.indexOf(LETTER_BANNER.lead)).toBeLessThan(html.indexOf(PHI_NOTICE.lead));
      expect(html).toContain('role="status"');
    },
  );

  it.each(LETTER_PAGES.map((page) => [page.path, page.equipment]))(
    "%s: the form the clinician can type in before the page has loaded, its Generate button, and the checklist's place",
    (pagePath, equipment) => {
      const html = FIRST_PAINT.pages[pagePath];
      const [section] = FORMS[equipment].sections;
      expect(html).toContain(`<form ${FIRST_PAINT_FORM_ATTR}="${equipment}" method="post"`);
      for (const field of section.fields.filter((f) => f.input)) {
        expect(html).toContain(`<label for="${equipment}-${section.id}-${field.key}">`);
        expect(html).toContain(`<textarea id="${equipment}-${section.id}-${field.key}" name="${field.key}"`);
      }
      expect(html).toContain(
        '<button type="submit" class="clinote-fp-button clinote-fp-button-primary">Generate Letter of Medical Necessity</button>',
      );
      expect(html).toContain('<header><h2>Medicare Coverage Checklist</h2></header>');
    },
  );

  it('brings the CSS of what only letter pages show', () => {
    for (const rule of [
      '.clinote-fp-letter{max-width:1200px',
      '.clinote-fp-back{',
      '.clinote-fp-subtitle{',
      '.clinote-fp-banner{',
      '.clinote-letter-layout{',
      '.clinote-fp-field textarea{',
    ])
      expect(FIRST_PAINT.css).toContain(rule);
  });

  it('is what the build writes (rspack.config.mjs runs this file through FirstPaintPlugin)', () => {
    const { loadTypeScript } = require('@clinote/rspack-config/first-paint-plugin.js') as {
      loadTypeScript: (file: string) => { FIRST_PAINT: unknown };
    };
    expect(loadTypeScript(path.join(__dirname, 'first-paint.ts')).FIRST_PAINT).toEqual(FIRST_PAINT);
  });
});
