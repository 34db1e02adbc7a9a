/**
 * The check runs unchanged in the browser (older Safari included) and in Node, with no
 * dependencies. These read the library's own sources, so a change that breaks that fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIR = __dirname;
const sources = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .map((file) => ({ file, code: readFileSync(join(SOURCE_DIR, file), 'utf8') }));

describe('portability', () => {
  it('reads every library source', () => {
    expect(sources.map((s) => s.file)).toEqual(expect.arrayContaining(['check.ts', 'extract.ts', 'negation.ts', 'numbers.ts']));
  });

  it.each(sources.map((s) => [s.file, s.code]))('%s uses no regex look-behind (older Safari cannot parse it)', (_, code) => {
    expect(code).not.toMatch(/\(\?<[=!]/);
  });

  it.each(sources.map((s) => [s.file, s.code]))('%s imports only the library itself and uses no Node-only API', (_, code) => {
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((path) => !path?.startsWith('./'))).toEqual([]);
    expect(code).not.toMatch(/\b(?:process\.|Buffer\.|require\(|__dirname|__filename)/);
  });

  it('declares no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(SOURCE_DIR, '..', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
