import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LIST, PAGES } from './pages';

/**
 * A page path is written once, in pages.ts: this scan of every front end's, the gateway's and every
 * lib's src/ fails on a page path written as a literal anywhere else. Specs, e2e and test helpers
 * may name paths (they check what the registry derives).
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = [
  'shell',
  'gateway',
  'mfe-auth',
  'mfe-soap',
  'mfe-dme',
  'mfe-admin',
  ...readdirSync(path.join(ROOT, 'libs')).map((lib) => `libs/${lib}`),
];
const REGISTRY = 'libs/contracts/src/pages.ts';
const isTestFile = (file: string) =>
  /\.(spec|test|int\.spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)(testing|test-helpers|test-support)(\.[jt]sx?$|\/)/.test(file);

/** Literals that are not page paths although they spell one, each with why. */
const NOT_PAGE_PATHS: Array<{ file: string; literal: string; why: string }> = [
  { file: 'gateway/src/routes.ts', literal: "'/admin'", why: "svc-identity's API prefix (/api/admin), not the admin page" },
];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const QUOTE = `['"\`]`;

/** How a page path can be written: the literal itself ('/pt-eval', "/dme/walker/"), a nested page's parent ('/dme/${…}'), and the dashboard's '/' where it is navigated to. */
const PATTERNS: Array<{ name: string; pattern: RegExp }> = [
  ...PAGE_LIST.filter((page) => page.path !== '/').map((page) => ({
    name: page.path,
    pattern: new RegExp(`${QUOTE}${escape(page.path)}/?${QUOTE}`, 'g'),
  })),
  ...[...new Set(PAGE_LIST.map((page) => page.path.split('/').slice(0, -1).join('/')).filter(Boolean))].map((parent) => ({
    name: `${parent}/…`,
    pattern: new RegExp(`${QUOTE}${escape(parent)}/(\\$\\{|${QUOTE})`, 'g'),
  })),
  { name: `${PAGES.dashboard.path} (a link)`, pattern: /(navigate\(|\bto=\{?|\bhref=\\?|\broute\s*[:=]\s*)['"`]\/\\?['"`]/g },
  // The evaluation pages' paths built from a discipline ('/${discipline}-eval').
  { name: '/…-eval', pattern: /\$\{[^}]+\}-eval\b/g },
];

describe('page paths are written once, in the page registry', () => {
  const files = SCANNED.flatMap((project) => sourceFiles(path.join(ROOT, project, 'src')))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => file !== REGISTRY && !isTestFile(file));

  it('scans the front ends, the gateway and the libs', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'shell/src/route-table.ts',
        'gateway/src/document/render-document.ts',
        'mfe-soap/src/SoapRoutes.tsx',
        'mfe-dme/src/DmeRoutes.tsx',
        'libs/contracts/src/notes.ts',
      ]),
    );
  });

  it('finds none outside pages.ts', () => {
    const found = files.flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return source
        .split('\n')
        .flatMap((line, index) =>
          PATTERNS.flatMap(({ name, pattern }) =>
            [...line.matchAll(pattern)]
              .filter((match) => !NOT_PAGE_PATHS.some((allowed) => allowed.file === file && match[0].includes(allowed.literal)))
              .map(() => `${file}:${index + 1}: ${name}: ${line.trim()}`),
          ),
        );
    });
    expect(found).toEqual([]);
  });

  it('catches a path written out', () => {
    const line = `navigate('/'); <Link to="/login" />; route: \`/dme/\${equipment}\`; '/pt-eval'; \`/\${discipline}-eval\``;
    const names = PATTERNS.filter(({ pattern }) => [...line.matchAll(pattern)].length > 0).map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['/login', '/pt-eval', '/dme/…', '/ (a link)', '/…-eval']));
  });
});
