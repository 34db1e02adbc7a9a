import path from 'node:path';
import { DISCIPLINE_NAMES, FORMS, PHI_NOTICE } from '@clinote/clinical-text';
import { EVALUATION_PAGES, FIRST_PAINT_FORM_ATTR } from '@clinote/contracts';
import { FIRST_PAINT } from './first-paint';

describe("mfe-soap's first paint (first-paint.json, served by the gateway in the shell's frame before any JavaScript)", () => {
  it('has the page of every evaluation path, and no other', () => {
    expect(Object.keys(FIRST_PAINT.pages)).toEqual(EVALUATION_PAGES.map((page) => page.path));
  });

  it.each(EVALUATION_PAGES.map((page) => [page.path, page.discipline]))(
    '%s: its title, the PHI notice, and the form the clinician can type in before the page has loaded',
    (pagePath, discipline) => {
      const html = FIRST_PAINT.pages[pagePath];
      const definition = FORMS[discipline];
      expect(html).toContain(
        `<h1>${DISCIPLINE_NAMES[discipline]}</h1><div role="note" class="clinote-fp-phi"><b>${PHI_NOTICE.lead} </b>${PHI_NOTICE.text}</div>`,
      );
      // The form CatalogueForm takes over (by its id), with the first section's fields under the ids CatalogueForm gives them.
      expect(html).toContain(`<form ${FIRST_PAINT_FORM_ATTR}="${discipline}" method="post"`);
      const [first, ...others] = definition.sections;
      for (const field of first.fields.filter((f) => f.input)) {
        const id = `${discipline}-${first.id}-${field.key}`;
        expect(html).toContain(`<label for="${id}">`);
        expect(html).toContain(`<textarea id="${id}" name="${field.key}"`);
      }
      for (const section of others) expect(html).toContain(`aria-controls="${discipline}-${section.id}-panel"`);
      expect(html).toContain('<button type="submit" class="clinote-fp-button clinote-fp-button-primary">Generate Note</button>');
      expect(html.includes('Save as Draft')).toBe(discipline === 'pt');
      expect(html).not.toContain('<main');
    },
  );

  it('lays the page out as EvaluationPage does (960 px at most), with the form CSS', () => {
    expect(FIRST_PAINT.css).toContain('.clinote-fp-soap{max-width:960px}');
    expect(FIRST_PAINT.css).toContain('.clinote-fp-field textarea{');
  });

  it('is what the build writes (rspack.config.mjs runs this file through FirstPaintPlugin)', () => {
    const { loadTypeScript } = require('@clinote/rspack-config/first-paint-plugin.js') as {
      loadTypeScript: (file: string) => { FIRST_PAINT: unknown };
    };
    expect(loadTypeScript(path.join(__dirname, 'first-paint.ts')).FIRST_PAINT).toEqual(FIRST_PAINT);
  });
});
