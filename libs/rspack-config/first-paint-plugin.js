// Writes a slice's first paint (the markup of its pages before any JavaScript, @clinote/contracts
// first-paint.ts) to first-paint.json next to its build output, from the slice's src/first-paint.ts
// (its export FIRST_PAINT). The gateway serves what it reads there without knowing any layout: a
// slice's pages' first markup ships with the slice. Used by a slice's rspack.config.mjs:
//   config.plugins.push(new FirstPaintPlugin('./src/first-paint.ts'));
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire, wrap } = require('node:module');
const ts = require('typescript');

const FIRST_PAINT_FILE = 'first-paint.json';
const TS_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Runs a TypeScript module in Node, as the build resolves it: relative imports and workspace
 * packages (@clinote/*) through their "source" export, i.e. the TypeScript sources the bundle is
 * built from (never a possibly stale dist/); other packages as Node requires them.
 */
function loadTypeScript(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports;
  const module = { exports: {} };
  cache.set(file, module);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX },
  });
  const nodeRequire = createRequire(file);
  const requireFrom = (request) => {
    const source = sourceOf(request, file, nodeRequire);
    return source ? loadTypeScript(source, cache) : nodeRequire(request);
  };
  vm.runInThisContext(wrap(outputText), { filename: file })(module.exports, requireFrom, module, file, path.dirname(file));
  return module.exports;
}

/** The TypeScript file an import names, or undefined for one Node should require. */
function sourceOf(request, from, nodeRequire) {
  if (request.startsWith('.')) {
    const base = path.resolve(path.dirname(from), request);
    return [base, ...TS_EXTENSIONS.map((ext) => base + ext)].find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate));
  }
  const match = /^(@clinote\/[^/]+)(\/.*)?$/.exec(request);
  if (!match) return undefined;
  const manifestPath = nodeRequire.resolve(`${match[1]}/package.json`);
  const exported = JSON.parse(fs.readFileSync(manifestPath, 'utf8')).exports?.[`.${match[2] ?? ''}`];
  return exported?.source ? path.resolve(path.dirname(manifestPath), exported.source) : undefined;
}

class FirstPaintPlugin {
  /** @param {string} entry the slice's first-paint module, relative to its rspack.config */
  constructor(entry) {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const file = path.resolve(compiler.context, this.entry);
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { FIRST_PAINT } = loadTypeScript(file);
        if (!FIRST_PAINT || typeof FIRST_PAINT.css !== 'string' || typeof FIRST_PAINT.pages !== 'object') {
          throw new Error(`FirstPaintPlugin: ${this.entry} exports no FIRST_PAINT { css, pages }`);
        }
        compilation.emitAsset(FIRST_PAINT_FILE, new sources.RawSource(JSON.stringify(FIRST_PAINT)));
      });
    });
  }
}

module.exports = { FirstPaintPlugin, loadTypeScript, FIRST_PAINT_FILE };
