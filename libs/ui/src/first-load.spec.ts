import fs from 'node:fs';
import path from 'node:path';

// docs/decisions/0040-first-load-budget.md: everything @clinote/ui's index imports eagerly is downloaded on
// every route, /login included. The form and dialog parts must stay behind React.lazy.
const HEAVY = [
  'react-final-form',
  'final-form',
  'antd/es/input/TextArea',
  'antd/es/modal/Modal',
  'antd/es/switch',
  '@clinote/clinical-text',
];
// The admin kit: antd Table (~110 KB gzip) and the components one might reach for instead of the
// kit's own tabs, tag and row menu (Tabs ~20, Dropdown ~26, Tag ~3 KB).
HEAVY.push('antd/es/table', 'antd/es/tabs', 'antd/es/dropdown', 'antd/es/tag', 'antd/es/pagination');
/** clinical-text's one module the eager index may use: the notices' words, which import nothing. */
const CLINICAL_TEXT_LEAF = '@clinote/clinical-text/notices';
/** The one admin-kit module the eager index may reach: the lazy wrappers (its types are type-only imports). */
const ADMIN_KIT_EAGER = ['admin-kit/lazy.tsx'];

/** Module specifiers imported statically (not `import()`), type-only imports excluded. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (!match[2]) found.push(match[3]);
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(match[1]);
  return found;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
}

describe('@clinote/ui first-load graph', () => {
  it('keeps react-final-form, TextArea, Modal, Switch and clinical-text out of the eager index', () => {
    const seen = new Set<string>();
    const external = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('.')) {
          const target = resolveLocal(file, specifier);
          if (target) visit(target);
        } else external.add(specifier);
      }
    };
    visit(path.join(__dirname, 'index.ts'));
    const heavy = [...external].filter(
      (specifier) => specifier !== CLINICAL_TEXT_LEAF && HEAVY.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
    );
    expect(heavy).toEqual([]);
    expect(staticImports(path.join(__dirname, '..', '..', 'clinical-text', 'src', 'notices.ts'))).toEqual([]);
    // ... while the lazy chunks do use them (the check above would pass trivially otherwise).
    expect(staticImports(path.join(__dirname, 'catalogue-form', 'CatalogueForm.tsx'))).toContain('react-final-form');
    expect(staticImports(path.join(__dirname, 'dialog', 'Dialog.tsx'))).toContain('antd/es/modal/Modal');
    expect([...seen].map((file) => path.relative(__dirname, file))).toEqual(
      expect.arrayContaining(['catalogue-form/lazy.tsx', 'dialog/lazy.tsx']),
    );
  });

  it('keeps the admin kit (antd Table, own tabs, tag, row menu) behind React.lazy', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        const target = specifier.startsWith('.') ? resolveLocal(file, specifier) : undefined;
        if (target) visit(target);
      }
    };
    visit(path.join(__dirname, 'index.ts'));
    const adminKit = [...seen].map((file) => path.relative(__dirname, file)).filter((file) => file.startsWith('admin-kit/'));
    expect(adminKit.sort()).toEqual(ADMIN_KIT_EAGER);
    // The lazy wrappers really import the chunks dynamically, and the table chunk really holds antd Table.
    const lazySource = fs.readFileSync(path.join(__dirname, 'admin-kit', 'lazy.tsx'), 'utf8');
    expect(lazySource).toContain("import('./chunk')");
    expect(lazySource).toContain("import('./table-chunk')");
    expect(staticImports(path.join(__dirname, 'admin-kit', 'DataTable.tsx'))).toContain('antd/es/table/Table');
  });
});
