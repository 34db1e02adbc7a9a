// Checks every entry of third-party-patches.js against what is installed, so an upgrade of antd,
// @rc-component/* or @module-federation/* that breaks a stand-in, a deep import or a run-time patch
// fails here, naming the file to read, instead of quietly shipping the whole module again, a
// <style> the CSP refuses, or a crash. Reads nothing but node_modules and the repository's files.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const patches = require('./third-party-patches');

const { WRITTEN_AGAINST, PINS, STAND_INS, DEEP_IMPORTS, RUNTIME_PATCHES, packageOf } = patches;
const ROOT = path.resolve(__dirname, '../..');

// ---- finding files as the bundler does ----

/** The folder of `name` as Node's resolution finds it from `from` (exports maps ignored). */
function packageDir(name, from = ROOT) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked from ${from})`);
  }
}
const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

/** A module path without extension → its file, as rspack resolves it ('.js', '.cjs', 'index.js'). */
function resolveFile(base) {
  const found = [base, `${base}.js`, `${base}.cjs`, `${base}.mjs`, path.join(base, 'index.js')].find(isFile);
  if (!found) throw new Error(`nothing at ${path.relative(ROOT, base)}(.js|.cjs|/index.js)`);
  return found;
}

/** What `request` means in `issuerFile`: the file the build would load without the stand-in. */
function resolveRequest(request, issuerFile) {
  if (request.startsWith('.')) return resolveFile(path.resolve(path.dirname(issuerFile), request));
  const name = packageOf(request);
  const dir = packageDir(name, path.dirname(issuerFile));
  const subpath = request.slice(name.length + 1);
  if (subpath) return resolveFile(path.join(dir, subpath));
  const { module: esm, main = 'index.js' } = manifest(dir);
  return resolveFile(path.join(dir, esm ?? main));
}

/** The file of an upstream package, reached the way antd reaches it (so a copy nested under antd counts). */
function upstreamFile(name, file) {
  const dir = name === 'antd' ? packageDir('antd') : packageDir(name, packageDir('antd'));
  return path.join(dir, file);
}

// ---- reading modules ----

const parse = (file) =>
  parseSync(
    fs.readFileSync(file, 'utf8'),
    file.endsWith('.ts') ? { syntax: 'typescript', tsx: false } : { syntax: 'ecmascript', jsx: true },
  );
const nameOf = (node) => node?.value ?? node?.name?.value;

/** The names an ES module (or a .d.ts) exports, following `export * from`. */
function exportsOf(file, seen = new Set()) {
  if (file.endsWith('.cjs')) return new Set(Object.keys(require(file)));
  if (seen.has(file)) return new Set();
  seen.add(file);
  const names = new Set();
  for (const node of parse(file).body) {
    if (node.type === 'ExportDefaultDeclaration' || node.type === 'ExportDefaultExpression') names.add('default');
    else if (node.type === 'ExportDeclaration') {
      const { declaration } = node;
      if (declaration.type === 'VariableDeclaration') declaration.declarations.forEach((d) => names.add(nameOf(d.id)));
      else names.add(nameOf(declaration.id ?? declaration.identifier));
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) names.add(nameOf(specifier.exported ?? specifier.orig ?? specifier.name));
    } else if (node.type === 'ExportAllDeclaration') {
      const base = path.resolve(path.dirname(file), node.source.value);
      const target = file.endsWith('.d.ts') ? resolveFile(`${base}.d.ts`) : resolveRequest(node.source.value, file);
      exportsOf(target, seen).forEach((name) => names.add(name));
    }
  }
  return names;
}

/** The names `file` takes from `request` (imports and re-exports; '*' for a namespace). */
function namesImported(file, request) {
  if (file.endsWith('.cjs')) {
    const source = fs.readFileSync(file, 'utf8');
    const binding = source.match(new RegExp(`(?:const|let|var) (\\w+) = require\\(['"]${request.replace(/[.]/g, '\\.')}['"]\\)`))?.[1];
    if (!binding) return new Set();
    return new Set([...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((match) => match[1]));
  }
  const names = new Set();
  for (const node of parse(file).body) {
    if (node.source?.value !== request) continue;
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
        else if (specifier.type === 'ImportNamespaceSpecifier') names.add('*');
        else names.add(nameOf(specifier.imported ?? specifier.local));
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) names.add(nameOf(specifier.orig ?? specifier.exported));
    } else if (node.type === 'ExportAllDeclaration') names.add('*');
  }
  return names;
}

const sorted = (names) => [...names].sort();
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

// ---- version ranges (the forms antd and Module Federation use) ----

function satisfies(version, range) {
  const parts = (text) => text.split('.').map(Number);
  const [major, minor, patch] = parts(version);
  const exact = range.match(/^(\d+\.\d+\.\d+)$/);
  if (exact) return version === exact[1];
  const bounded = range.match(/^([~^])(\d+\.\d+\.\d+)$/);
  if (!bounded) throw new Error(`unexpected range "${range}": teach satisfies() in third-party-patches.spec.js`);
  const [lowMajor, lowMinor, lowPatch] = parts(bounded[2]);
  const atLeast = major > lowMajor || (major === lowMajor && (minor > lowMinor || (minor === lowMinor && patch >= lowPatch)));
  if (!atLeast || major !== lowMajor) return false;
  return bounded[1] === '^' ? lowMajor > 0 || minor === lowMinor : minor === lowMinor;
}

// ---- the workspace's package.json files ----

function workspaceFolders() {
  const { workspaces } = manifest(ROOT);
  return workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && isFile(path.join(ROOT, pattern.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}
const PATCHED_FAMILY = /^(antd|@rc-component\/.+|@module-federation\/.+)$/;

describe('pinned versions', () => {
  it('lists antd, @rc-component/* and @module-federation/* with exact versions only, equal to the installed ones', () => {
    const loose = [];
    for (const folder of ['.', ...workspaceFolders()]) {
      const json = manifest(path.join(ROOT, folder));
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const [name, range] of Object.entries(json[field] ?? {})) {
          if (!PATCHED_FAMILY.test(name)) continue;
          const installed = manifest(packageDir(name, path.join(ROOT, folder))).version;
          if (range !== installed) loose.push(`${folder}/package.json ${field}.${name}: "${range}" (installed ${installed})`);
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it('pins each package the patches rely on where PINS says, at the version they were written against', () => {
    const rootOverrides = manifest(ROOT).overrides ?? {};
    const wrong = [];
    for (const { name, how, where } of PINS) {
      const expected = WRITTEN_AGAINST[name];
      if (how === 'overrides' && rootOverrides[name] !== expected)
        wrong.push(`root overrides.${name}: ${rootOverrides[name]} (want ${expected})`);
      if (how === 'direct' || how === 'overrides') {
        for (const folder of where) {
          const json = manifest(path.join(ROOT, folder));
          const actual = json.dependencies?.[name] ?? json.devDependencies?.[name];
          if (actual !== expected) wrong.push(`${folder} dependencies.${name}: ${actual} (want ${expected})`);
        }
      }
      if (how === 'via') {
        for (const parent of where) {
          const actual = manifest(packageDir(parent)).dependencies?.[name];
          if (actual !== expected) wrong.push(`${parent} dependencies.${name}: ${actual} (want exactly ${expected})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has installed exactly the versions every patch was written against (else re-check them: THIRD-PARTY-PATCHES.md, "Upgrading")', () => {
    const installed = Object.fromEntries(
      Object.keys(WRITTEN_AGAINST).map((name) => [
        name,
        manifest(name === 'antd' ? packageDir('antd') : packageDir(name, packageDir('antd'))).version,
      ]),
    );
    expect(installed).toEqual(WRITTEN_AGAINST);
  });

  it("keeps every overridden @rc-component version inside antd's own range for it", () => {
    const antdRanges = manifest(packageDir('antd')).dependencies;
    const outside = PINS.filter(({ how }) => how === 'overrides')
      .filter(({ name }) => antdRanges[name] && !satisfies(WRITTEN_AGAINST[name], antdRanges[name]))
      .map(({ name }) => `${name}@${WRITTEN_AGAINST[name]} vs antd's "${antdRanges[name]}"`);
    expect(outside).toEqual([]);
  });

  it('reads ranges as npm does for the forms used here', () => {
    expect([
      satisfies('1.8.9', '~1.8.6'),
      satisfies('1.9.0', '~1.8.6'),
      satisfies('1.14.1', '^1.14.0'),
      satisfies('2.0.0', '^1.14.0'),
      satisfies('1.8.5', '~1.8.6'),
    ]).toEqual([true, false, true, false, false]);
  });
});

describe.each(STAND_INS.map((standIn) => [standIn.id, standIn]))('stand-in %s', (_id, standIn) => {
  const issuer = upstreamFile(standIn.package, standIn.issuer);
  const replacement = standIn.to.standIn ? path.join(__dirname, standIn.to.standIn) : resolveRequest(standIn.to.request, issuer);

  it('still has the upstream file that imports the narrowed module, importing exactly the names listed', () => {
    expect(isFile(issuer)).toBe(true);
    // Fewer names (or none): the narrowing no longer applies and the whole module may be back.
    // More names: the replacement may lack one. Either way, re-read the issuer and update the entry.
    expect(sorted(namesImported(issuer, standIn.request))).toEqual(sorted(standIn.names));
  });

  it('still finds the module it replaces upstream, exporting those names', () => {
    const replaced = resolveRequest(standIn.request, issuer);
    const exported = exportsOf(replaced);
    expect(standIn.names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('gives the issuer a replacement that exports every one of those names', () => {
    const exported = exportsOf(replacement);
    expect(standIn.names.filter((name) => !exported.has(name))).toEqual([]);
  });

  if (standIn.to.standIn) {
    it('uses a stand-in that exports nothing the upstream module lacks', () => {
      const upstream = exportsOf(resolveRequest(standIn.request, issuer));
      expect(sorted(exportsOf(replacement)).filter((name) => !upstream.has(name))).toEqual([]);
    });
  }

  if (standIn.to.standIn && !standIn.to.standIn.endsWith('.cjs')) {
    it('imports no package but react and those listed in `uses`, each resolving from libs/rspack-config', () => {
      const packages = requestsOf(fs.readFileSync(replacement, 'utf8')).filter((request) => !request.startsWith('.'));
      expect(packages.map(packageOf).filter((name) => name !== 'react' && !(standIn.uses ?? []).includes(name))).toEqual([]);
      for (const request of packages) expect(isFile(resolveRequest(request, replacement))).toBe(true);
    });
  }

  if (standIn.mirrors) {
    it(`mirrors ${standIn.mirrors.package}/${standIn.mirrors.file} as it was when the stand-in was written (else compare and update the stand-in)`, () => {
      expect(sha256(upstreamFile(standIn.mirrors.package, standIn.mirrors.file))).toBe(standIn.mirrors.sha256);
    });
  }

  for (const fact of standIn.stillNeeded ?? []) {
    it(`is still needed: ${fact.meaning}`, () => {
      expect(fs.readFileSync(upstreamFile(fact.package, fact.file), 'utf8')).toContain(fact.contains);
    });
  }

  it('names tests that exist', () => {
    for (const test of standIn.tests) expect(isFile(path.join(ROOT, test.split(/[: ]/)[0]))).toBe(true);
  });
});

describe('the narrowings the build applies', () => {
  it('are the STAND_INS list, one for one (index.js builds them from it)', () => {
    // @rspack/core is ESM-only, which Jest cannot load: read the mapping index.js derives, not the plugin.
    const source = fs.readFileSync(path.join(__dirname, 'index.js'), 'utf8');
    expect(source).toMatch(/const NARROWINGS = STAND_INS\.map\(/);
    expect(source).not.toMatch(/NormalModuleReplacementPlugin\([^)]*\)[\s\S]*NormalModuleReplacementPlugin\(/);
  });

  it('has every stand-in file listed, and lists only files that exist', () => {
    const onDisk = ['antd-narrowed', 'mf-narrowed'].flatMap((folder) =>
      fs.readdirSync(path.join(__dirname, folder)).map((file) => `${folder}/${file}`),
    );
    const listed = STAND_INS.filter(({ to }) => to.standIn).map(({ to }) => to.standIn);
    expect(sorted(listed)).toEqual(sorted(onDisk));
  });
});

// ---- deep imports ----

/** Clinote's front-end source (this folder's stand-ins are checked with their entries above). */
const SOURCE_ROOTS = [
  'shell',
  'mfe-auth',
  'mfe-soap',
  'mfe-dme',
  'mfe-admin',
  ...fs
    .readdirSync(path.join(ROOT, 'libs'))
    .filter((lib) => lib !== 'rspack-config')
    .map((lib) => `libs/${lib}`),
];
/** A deep path: a file inside antd's builds or inside an @rc-component package. */
const DEEP = /^(antd\/(es|lib)\/.+|@rc-component\/[^/]+\/.+)$/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'coverage'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module request of a source file (imports, re-exports, require, dynamic import). */
const requestsOf = (source) => [...source.matchAll(/(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);

/** request → the files that import it, for every deep import in Clinote's source. */
function deepImportsInSource() {
  const found = {};
  for (const folder of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(ROOT, folder, 'src'))) {
      for (const request of requestsOf(fs.readFileSync(file, 'utf8'))) {
        if (!DEEP.test(request)) continue;
        found[request] = sorted(new Set([...(found[request] ?? []), path.relative(ROOT, file).split(path.sep).join('/')]));
      }
    }
  }
  return found;
}

describe('deep imports', () => {
  it("lists every deep import of antd or @rc-component files in Clinote's source, and no other", () => {
    expect(deepImportsInSource()).toEqual(Object.fromEntries(DEEP_IMPORTS.map((d) => [d.path, sorted(d.usedIn)])));
  });

  describe.each(DEEP_IMPORTS.map((d) => [d.path, d]))('%s', (request, deep) => {
    const subpath = request.slice('antd/es/'.length);
    it('resolves in antd/es (the build), exporting the values imported, and in antd/lib (Jest)', () => {
      const exported = exportsOf(resolveFile(path.join(packageDir('antd'), 'es', subpath)));
      expect(deep.names.filter((name) => !exported.has(name))).toEqual([]);
      expect(resolveFile(path.join(packageDir('antd'), 'lib', subpath))).toBeTruthy();
    });

    if (deep.types.length > 0) {
      it('declares the types imported', () => {
        const declarations = exportsOf(resolveFile(path.join(packageDir('antd'), 'es', `${subpath}.d.ts`)));
        expect(deep.types.filter((name) => !declarations.has(name))).toEqual([]);
      });
    }
  });
});

// ---- run-time patches ----

describe.each(RUNTIME_PATCHES.map((patch) => [patch.id, patch]))('run-time patch %s', (_id, patch) => {
  it('is where the list says', () => {
    expect(isFile(path.join(ROOT, patch.file))).toBe(true);
  });

  for (const fact of patch.stillNeeded) {
    it(`is still needed: ${fact.meaning}`, () => {
      expect(fs.readFileSync(upstreamFile(fact.package, fact.file), 'utf8')).toContain(fact.contains);
    });
  }

  it('names tests that exist', () => {
    for (const test of patch.tests) expect(isFile(path.join(ROOT, test.split(/[: ]/)[0]))).toBe(true);
  });
});

describe('THIRD-PARTY-PATCHES.md', () => {
  it('is the rendering of third-party-patches.js (run `node libs/rspack-config/third-party-patches.js --write`)', () => {
    expect(fs.readFileSync(patches.MARKDOWN_FILE, 'utf8')).toBe(patches.renderMarkdown());
  });
});
