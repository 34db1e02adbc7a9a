// The monorepo's import graph between source files, for the cycle and layering checks in
// scripts/import-graph.spec.js (docs/decisions/0124-no-import-cycles.md,
// docs/decisions/0125-layering-rules.md).
//
// Every import counts: static, `import type` (erased at run time, but it still ties two modules
// together, so one cannot change or move without the other) and dynamic `import()` (a lazy
// chunk is still a dependency). `node scripts/lib/import-graph.js` prints the cycles it finds.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const isSpec = (file) => /\.spec\.tsx?$/.test(file);

/** The workspaces of the root package.json that have a src/ folder: name, folder, package.json. */
function workspaceProjects(root = ROOT) {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs.readdirSync(path.join(root, parent)).map((child) => `${parent}/${child}`);
  });
  return folders
    .filter((folder) => fs.existsSync(path.join(root, folder, 'src')) && fs.existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => ({ folder, manifest: JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) }))
    .map(({ folder, manifest }) => ({ folder, name: manifest.name, exports: manifest.exports ?? {} }));
}

/** Every non-spec TypeScript file under a folder (absolute paths), node_modules and dist skipped. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') && !isSpec(entry.name)) files.push(full);
  }
  return files;
}

const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

/**
 * `./x` → the source file it names: x.ts, x.tsx, x/index.ts, x/index.tsx (a `.js` suffix maps to
 * `.ts`); null for a file that is no module of the graph (`./data.json`, `./page.css`).
 */
function resolveFile(base) {
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const source = candidates.find((candidate) => SOURCE_EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate));
  if (source) return source;
  return isFile(base) ? null : undefined;
}

/**
 * The import graph of every workspace's src/.
 * @returns {{ root: string, projects: ReturnType<typeof workspaceProjects>, files: string[],
 *   edges: Map<string, string[]>, packageImports: Map<string, string[]> }}
 *   files and edges' keys/values are paths relative to root; packageImports holds each file's
 *   imports of packages (`antd`, `@clinote/ui`...), as written.
 */
function buildImportGraph(root = ROOT) {
  const projects = workspaceProjects(root);
  // `@clinote/x` and `@clinote/x/sub` resolve like Jest and tsc here: the "source" export condition.
  const packageEntries = new Map();
  for (const project of projects) {
    for (const [key, target] of Object.entries(project.exports)) {
      const source = typeof target === 'object' ? target.source : undefined;
      if (source) packageEntries.set(project.name + key.slice(1), path.join(root, project.folder, source));
    }
  }
  // A subpath these packages do not export would be a typo the graph must not silently miss.
  const sourcePackages = projects
    .filter((project) => Object.values(project.exports).some((target) => target?.source))
    .map((project) => project.name);
  const files = projects.flatMap((project) => sourceFiles(path.join(root, project.folder, 'src')));
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const edges = new Map();
  const packageImports = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    const packages = new Set();
    for (const { fileName: request } of importedFiles) {
      if (request.startsWith('.')) {
        const target = resolveFile(path.resolve(path.dirname(file), request));
        if (target === undefined) throw new Error(`${relative(file)}: cannot resolve "${request}"`);
        if (target) targets.add(relative(target));
      } else {
        packages.add(request);
        const entry = packageEntries.get(request);
        if (entry) targets.add(relative(entry));
        else if (sourcePackages.some((name) => request === name || request.startsWith(`${name}/`))) {
          throw new Error(`${relative(file)}: "${request}" is not an export of that workspace (package.json "exports")`);
        }
      }
    }
    edges.set(relative(file), [...targets].sort());
    packageImports.set(relative(file), [...packages].sort());
  }
  return { root, projects, files: files.map(relative).sort(), edges, packageImports };
}

/**
 * Tarjan's strongly connected components, iterative (no recursion limit on long chains).
 * @param {Map<string, string[]>} edges node → the nodes it imports
 * @returns {string[][]} every component of more than one node, plus single nodes importing themselves
 */
function stronglyConnectedComponents(edges) {
  const index = new Map();
  const lowlink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    // Each frame: a node and the position of the next neighbour to visit.
    const frames = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowlink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length) {
      const frame = frames[frames.length - 1];
      const neighbours = edges.get(frame.node) ?? [];
      if (frame.next < neighbours.length) {
        const neighbour = neighbours[frame.next++];
        if (!index.has(neighbour)) {
          index.set(neighbour, counter);
          lowlink.set(neighbour, counter++);
          stack.push(neighbour);
          onStack.add(neighbour);
          frames.push({ node: neighbour, next: 0 });
        } else if (onStack.has(neighbour)) {
          lowlink.set(frame.node, Math.min(lowlink.get(frame.node), index.get(neighbour)));
        }
        continue;
      }
      frames.pop();
      if (frames.length) {
        const parent = frames[frames.length - 1].node;
        lowlink.set(parent, Math.min(lowlink.get(parent), lowlink.get(frame.node)));
      }
      if (lowlink.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || (edges.get(frame.node) ?? []).includes(frame.node)) components.push(component.sort());
    }
  }
  return components;
}

/**
 * One readable cycle through a component: `a → b → a`, the shortest one through its first node
 * (breadth-first inside the component), so the message names real imports.
 */
function cycleChain(component, edges) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const neighbour of edges.get(node) ?? []) {
      if (!members.has(neighbour)) continue;
      if (neighbour === start) {
        const chain = [start];
        for (let at = node; at !== start; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!previous.has(neighbour)) {
        previous.set(neighbour, node);
        queue.push(neighbour);
      }
    }
  }
  return [start, start];
}

/** `a/b/c.ts`, `a/d/e.ts` → `a`: the deepest folder holding both files ('' for the repository). */
function commonFolder(from, to) {
  const a = from.split('/');
  const b = to.split('/');
  let shared = 0;
  while (shared < Math.min(a.length, b.length) - 1 && a[shared] === b[shared]) shared++;
  return a.slice(0, shared).join('/');
}

/** The part of `folder` a file is in: the file itself (`x.ts`) or the subfolder holding it (`x/`). */
function partOf(folder, file) {
  const rest = folder ? file.slice(folder.length + 1) : file;
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash + 1);
}

/**
 * Every import cycle, at every level of the tree. The parts of a folder — its files, and its
 * subfolders each taken whole — must not import each other in a circle: files of one folder
 * (`a.ts → b.ts → a.ts`), top-level folders of a project (`notes/ → letter-pdf/ → notes/`) and
 * workspace packages alike. An import counts in the deepest folder holding both of its files,
 * so each cycle is reported once, where it closes.
 * @returns {{ name: string, folder: string, parts: string[], chain: string[], imports: string[][] }[]}
 *   name: `folder: part ↔ part`; chain: one circle through the parts; imports: for each step of
 *   the chain, the file imports that make it (paths relative to the folder).
 */
function importCycles(graph) {
  const byFolder = new Map();
  for (const [from, targets] of graph.edges) {
    for (const to of targets) {
      const folder = commonFolder(from, to);
      const [a, b] = [partOf(folder, from), partOf(folder, to)];
      if (a === b && from !== to) continue; // inside one subfolder: counted in a deeper folder
      if (!byFolder.has(folder)) byFolder.set(folder, { edges: new Map(), imports: new Map() });
      const level = byFolder.get(folder);
      if (!level.edges.has(a)) level.edges.set(a, new Set());
      level.edges.get(a).add(b);
      const step = `${a}\0${b}`;
      if (!level.imports.has(step)) level.imports.set(step, []);
      const inside = folder ? folder.length + 1 : 0;
      level.imports.get(step).push(`${from.slice(inside)} → ${to.slice(inside)}`);
    }
  }
  const cycles = [];
  for (const [folder, level] of byFolder) {
    const edges = new Map([...level.edges].map(([part, targets]) => [part, [...targets].sort()]));
    for (const parts of stronglyConnectedComponents(edges)) {
      const chain = cycleChain(parts, edges);
      const imports = chain.slice(1).map((to, i) => level.imports.get(`${chain[i]}\0${to}`).sort());
      cycles.push({ name: `${folder || '(repository)'}: ${parts.join(' ↔ ')}`, folder, parts, chain, imports });
    }
  }
  return cycles.sort((a, b) => a.name.localeCompare(b.name));
}

/** A cycle as lines of text: the circle, then the imports behind each step (at most 3 each). */
function describeCycle(cycle) {
  const steps = cycle.imports.map((imports, i) => {
    const more = imports.length > 3 ? ` (+${imports.length - 3} more)` : '';
    return `    ${cycle.chain[i]} → ${cycle.chain[i + 1]}: ${imports.slice(0, 3).join(', ')}${more}`;
  });
  return [`  ${cycle.folder || '(repository)'}: ${cycle.chain.join(' → ')}`, ...steps].join('\n');
}

module.exports = { ROOT, buildImportGraph, stronglyConnectedComponents, cycleChain, importCycles, describeCycle, workspaceProjects };

if (require.main === module) {
  const started = Date.now();
  const graph = buildImportGraph();
  const cycles = importCycles(graph);
  for (const cycle of cycles) console.log(describeCycle(cycle));
  console.log(`${graph.files.length} files, ${cycles.length} cycle(s), ${Date.now() - started} ms`);
}
