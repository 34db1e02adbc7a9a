// The import rules of the monorepo (docs/decisions/0124-no-import-cycles.md and
// docs/decisions/0125-layering-rules.md), checked over every workspace's src/ (specs aside) by scripts/lib/import-graph.js:
// no import cycle at any level, slices reach each other only through libs, and state code never
// reaches the UI library.
const { buildImportGraph, describeCycle, importCycles, stronglyConnectedComponents } = require('./lib/import-graph');

/**
 * Cycles tolerated for now, by name, each with why (none today). The check fails on any cycle not
 * listed here and on a listed one that no longer occurs. Never add a line to let a new cycle in.
 */
const KNOWN_CYCLES = {};

/** Folders (prefixes) whose files may reach the UI library; every other source file must not. */
const UI_LAYERS = [
  'libs/ui/',
  // The app frame of @clinote/platform: providers and mountApp, ProtectedRoute, toasts and the
  // helpers that show them. Its state (store, API, token, session queries) lies outside view/.
  'libs/platform/src/view/',
  'libs/platform/src/testing/',
  // The package entry re-exports both layers.
  'libs/platform/src/index.ts',
  // Dialogs and alerts over the notes endpoints (phi-review, fact-check alert).
  'libs/notes-client/',
  'shell/',
  'mfe-',
];
/** What counts as the UI library: @clinote/ui and antd, which only libs/ui may import (facade-imports.js). */
const isUiPackage = (request) => /^(@clinote\/ui|antd|@ant-design\/[^/]+)(\/|$)/.test(request);

const isLib = (folder) => folder.startsWith('libs/');

let graph;
/** The project (workspace folder) a file belongs to. */
let projectOf;

beforeAll(() => {
  graph = buildImportGraph();
  const folders = graph.projects.map((project) => project.folder).sort((a, b) => b.length - a.length);
  projectOf = (file) => folders.find((folder) => file.startsWith(`${folder}/`));
});

describe('import graph', () => {
  it('covers every workspace and resolves @clinote/* packages to their sources', () => {
    const projects = new Set(graph.files.map((file) => projectOf(file)));
    for (const folder of ['libs/platform', 'libs/ui', 'shell', 'mfe-soap', 'gateway', 'svc-notes']) expect(projects).toContain(folder);
    expect(graph.edges.get('shell/src/bootstrap.tsx')).toContain('libs/platform/src/index.ts');
    expect(graph.files.some((file) => file.endsWith('.spec.ts') || file.endsWith('.spec.tsx'))).toBe(false);
  });

  it('finds strongly connected components, self-imports and long chains (iteratively)', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(stronglyConnectedComponents(edges)).toEqual([['d'], ['a', 'b', 'c']]);
    const chain = new Map(Array.from({ length: 100_000 }, (_, i) => [i, [(i + 1) % 100_000]]));
    expect(stronglyConnectedComponents(chain)[0]).toHaveLength(100_000);
  });

  it('reports a cycle in the deepest folder where it closes, with the imports behind each step', () => {
    const edges = new Map([
      ['p/src/notes/save.ts', ['p/src/pdf/render.ts', 'p/src/notes/repo.ts']],
      ['p/src/pdf/download.ts', ['p/src/notes/repo.ts']],
      ['p/src/notes/repo.ts', []],
      ['p/src/pdf/render.ts', []],
      ['p/src/a.ts', ['p/src/b.ts']],
      ['p/src/b.ts', ['p/src/a.ts']],
    ]);
    const cycles = importCycles({ edges });
    expect(cycles.map((cycle) => cycle.name)).toEqual(['p/src: a.ts ↔ b.ts', 'p/src: notes/ ↔ pdf/']);
    expect(cycles[1].chain).toEqual(['notes/', 'pdf/', 'notes/']);
    expect(cycles[1].imports).toEqual([['notes/save.ts → pdf/render.ts'], ['pdf/download.ts → notes/repo.ts']]);
  });
});

describe('import rules', () => {
  it('has no import cycle: between files, the parts of any folder, or packages', () => {
    const unexpected = importCycles(graph).filter((cycle) => !(cycle.name in KNOWN_CYCLES));
    if (unexpected.length) {
      throw new Error(
        `${unexpected.length} import cycle(s). Move what both sides need into a module of its own, or let one side pass it in:\n` +
          unexpected.map(describeCycle).join('\n'),
      );
    }
  });

  it('still has each cycle listed in KNOWN_CYCLES (delete the line of one that was broken)', () => {
    const found = new Set(importCycles(graph).map((cycle) => cycle.name));
    expect(Object.keys(KNOWN_CYCLES).filter((name) => !found.has(name))).toEqual([]);
  });

  it('lets a slice (shell, mfe-*, svc-*, gateway) import only its own files and libs/*, and a lib no slice', () => {
    const slicePackages = new Set(graph.projects.filter((project) => !isLib(project.folder)).map((project) => project.name));
    const crossings = [];
    for (const [file, targets] of graph.edges) {
      const from = projectOf(file);
      for (const target of targets) {
        const to = projectOf(target);
        if (to !== from && !isLib(to)) crossings.push(`${file} → ${target}`);
      }
      for (const request of graph.packageImports.get(file)) {
        if ([...slicePackages].some((name) => request === name || request.startsWith(`${name}/`))) crossings.push(`${file} → ${request}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('keeps state off the UI: outside UI_LAYERS no file reaches @clinote/ui or antd, directly or through other files', () => {
    const reachesUi = [];
    for (const file of graph.files) {
      if (UI_LAYERS.some((layer) => file.startsWith(layer))) continue;
      // Breadth-first over what the file imports, to name the shortest path to the UI library.
      const previous = new Map([[file, null]]);
      const queue = [file];
      while (queue.length) {
        const at = queue.shift();
        const ui = graph.packageImports.get(at)?.find(isUiPackage);
        if (ui) {
          const chain = [ui];
          for (let step = at; step; step = previous.get(step)) chain.unshift(step);
          reachesUi.push(chain.join(' → '));
          break;
        }
        for (const next of graph.edges.get(at) ?? []) {
          if (!previous.has(next)) {
            previous.set(next, at);
            queue.push(next);
          }
        }
      }
    }
    expect(reachesUi).toEqual([]);
  });
});
