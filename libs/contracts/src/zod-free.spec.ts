import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Front ends import constants, types and helpers from this library; services also import its
 * request schemas. zod is ~25 KB gzip of JavaScript, so schemas live only in `*.schemas.ts` and
 * the other modules never import zod or a schemas module: a browser bundle that needs `noteText`
 * then never downloads zod (issue 11; `sideEffects: false` lets the bundler drop the rest).
 */
describe('contracts modules the browser imports', () => {
  const browserModules = readdirSync(__dirname).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.schemas.ts') && file !== 'index.ts',
  );

  it('covers the library', () => {
    expect(browserModules).toEqual(expect.arrayContaining(['notes.ts', 'auth.ts', 'admin.ts', 'ai.ts', 'routes.ts', 'text.ts']));
  });

  // `import type` / `export type` are erased when compiled: the types of the API's answers come from
  // their schemas (responses.schemas.ts) that way, and the browser still downloads no zod.
  it.each(browserModules)('%s imports neither zod nor a schemas module (types only)', (file) => {
    const source = readFileSync(path.join(__dirname, file), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)(?! type )[^;]*? from '([^']+)'/gms)].map((match) => match[1]);
    expect(imports.filter((request) => request === 'zod' || request.startsWith('zod/') || request.endsWith('.schemas'))).toEqual([]);
  });

  it('sees a value import of a schemas module (the check can fail)', () => {
    const source = "import { noteSchema } from './responses.schemas';\nexport type { Note } from './responses.schemas';";
    const imports = [...source.matchAll(/^(?:import|export)(?! type )[^;]*? from '([^']+)'/gms)].map((match) => match[1]);
    expect(imports).toEqual(['./responses.schemas']);
  });
});
