// Run with `node --test` (rspack-config.spec.js does, for Jest): @rspack/core is ESM-only.
const { describe, it, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { rspack, sources } = require('@rspack/core');
const { createConfig, narrowingPlugin, sharedFor } = require('./index');
const { FacadeImportsPlugin } = require('./facade-imports');
const { PrecompressPlugin } = require('./precompress');

const ROOT = path.resolve(__dirname, '../..');
const slice = (folder) => path.join(ROOT, folder);

describe('sharedFor', () => {
  it('shares React, forms and the stateful workspace libs, each with an explicit version', () => {
    const shared = sharedFor(slice('mfe-auth'));
    assert.deepEqual(
      Object.keys(shared).sort(),
      [
        '@clinote/platform',
        '@clinote/ui',
        'final-form',
        'react',
        'react-dom',
        'react-dom/client',
        'react-final-form',
        'react/jsx-runtime',
      ].sort(),
    );
    for (const config of Object.values(shared)) {
      assert.equal(config.singleton, true);
      assert.match(config.version, /^\d+\.\d+\.\d+/);
    }
    assert.equal(shared.react.requiredVersion, require(path.join(slice('mfe-auth'), 'package.json')).dependencies.react);
    // The stateful workspace libs: strict, from the version this slice was built with (0160-version-skew).
    for (const lib of ['@clinote/ui', '@clinote/platform']) {
      const { version } = require(path.join(ROOT, 'libs', lib.split('/')[1], 'package.json'));
      assert.deepEqual(shared[lib], { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true });
    }
  });

  it('never shares antd, react-router or Redux whole (they travel inside @clinote/ui and @clinote/platform)', () => {
    const names = Object.keys(sharedFor(slice('shell')));
    assert.deepEqual(
      names.filter((name) => /^(antd|@ant-design|react-router|@reduxjs|react-redux)/.test(name)),
      [],
    );
  });
});

describe('createConfig', () => {
  const mf = (config) => config.plugins.find((plugin) => plugin.name === 'RspackModuleFederationPlugin');

  it('builds the shell at "/" and lets it provide the Module Federation runtime', () => {
    const config = createConfig({ name: 'shell', port: 3000, isHost: true, dirname: slice('shell') });
    assert.equal(config.output.publicPath, '/');
    assert.equal(config.resolve.conditionNames[0], 'source');
    assert.match(config.output.filename, /\[contenthash/);
    assert.equal(mf(config)._options.experiments.provideExternalRuntime, true);
  });

  it('publishes no source maps in production builds (issue 7)', () => {
    const config = createConfig({ name: 'shell', port: 3000, isHost: true, dirname: slice('shell') });
    assert.equal(config.mode, 'production');
    assert.equal(config.devtool, false);
  });

  it("precompresses production builds only, in both of a remote's compilations", () => {
    const precompresses = (config) => config.plugins.some((plugin) => plugin instanceof PrecompressPlugin);
    const remote = () => createConfig({ name: 'mfe_dme', port: 3003, exposes: {}, dirname: slice('mfe-dme') });
    assert.deepEqual(remote().map(precompresses), [true, true]);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      assert.deepEqual(remote().map(precompresses), [false, false]);
    } finally {
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    }
  });

  it('builds a remote with an automatic public path, using the shell runtime, plus a standalone runtime build', () => {
    const [app, standalone] = createConfig({
      name: 'mfe_dme',
      port: 3003,
      exposes: { './Routes': './src/DmeRoutes.tsx' },
      dirname: slice('mfe-dme'),
    });
    assert.equal(app.output.publicPath, 'auto');
    assert.deepEqual(mf(app)._options.exposes, { './Routes': './src/DmeRoutes.tsx' });
    assert.equal(mf(app)._options.manifest, true);
    assert.equal(mf(app)._options.experiments.externalRuntime, true);
    // Built after the app, into the same folder, so the app's `clean` cannot delete it.
    assert.deepEqual(standalone.dependencies, ['mfe_dme']);
    assert.equal(standalone.output.path, app.output.path);
  });
});

describe('PrecompressPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Adds or replaces files at a processing stage, as HtmlRspackPlugin, the MF manifest or the shell's preload hints do. */
  const writing = (files, stage = rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL) => ({
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('Write', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'Write', stage }, () => {
          for (const [name, bytes] of Object.entries(files)) {
            if (compilation.getAsset(name)) compilation.updateAsset(name, new sources.RawSource(bytes));
            else compilation.emitAsset(name, new sources.RawSource(bytes));
          }
        });
      });
    },
  });

  /**
   * A minified production build of a module well over 1 KB, plus `extraFiles`, with `laterPlugins`
   * registered after PrecompressPlugin; resolves to the dist folder's file names.
   */
  function build(extraFiles = {}, laterPlugins = []) {
    const words = Array.from({ length: 400 }, (_, i) => `clinician ${i % 7} visited patient ${i % 13}`);
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      `const visits = ${JSON.stringify(words)};\nconsole.log(visits[Math.floor(Math.random() * visits.length)]);`,
    );
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:10].js' },
      plugins: [writing(extraFiles), new PrecompressPlugin(), ...laterPlugins],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        compiler.close(() => resolve(fs.readdirSync(path.join(dir, 'dist')).sort()));
      }),
    );
  }
  const read = (name) => fs.readFileSync(path.join(dir, 'dist', name));

  it('writes a brotli and a gzip copy of a JS asset that decompress to its exact bytes', async () => {
    const files = await build();
    const main = files.find((name) => /^main\.[0-9a-f]{10}\.js$/.test(name));
    assert.ok(main, `no main.<hash>.js among ${files}`);
    assert.ok(read(main).length >= 1024);
    assert.deepEqual(zlib.brotliDecompressSync(read(`${main}.br`)), read(main));
    assert.deepEqual(zlib.gunzipSync(read(`${main}.gz`)), read(main));
    assert.ok(read(`${main}.br`).length < read(`${main}.gz`).length, 'brotli 11 should beat gzip 9 on JS');
  });

  it('compresses the final bytes of a file a later plugin rewrites at the last stage (REPORT)', async () => {
    const page = (extra) => `<!doctype html><title>Clinote</title>${'<p>home visit</p>'.repeat(100)}${extra}`;
    const final = page('<link rel="preload" as="script" href="/bootstrap.js">');
    await build({ 'index.html': page('') }, [writing({ 'index.html': final }, rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT)]);
    assert.equal(read('index.html').toString(), final);
    assert.equal(zlib.brotliDecompressSync(read('index.html.br')).toString(), final);
    assert.equal(zlib.gunzipSync(read('index.html.gz')).toString(), final);
  });

  it('compresses the manifest and the page, but not small, incompressible or binary files', async () => {
    const manifest = JSON.stringify({
      id: 'mfe_auth',
      exposes: Array.from({ length: 40 }, (_, i) => ({ name: `./Route${i}`, path: `./Route${i}` })),
    });
    const files = await build({
      'mf-manifest.json': manifest,
      'index.html': `<!doctype html><title>Clinote</title>${'<p>home visit</p>'.repeat(100)}`,
      'tiny.txt': 'home visit '.repeat(80), // compresses well, but under 1 KB
      'noise.txt': randomBytes(4096),
      'logo.png': Buffer.alloc(4096),
    });
    assert.deepEqual(zlib.brotliDecompressSync(read('mf-manifest.json.br')).toString(), manifest);
    assert.ok(files.includes('index.html.br') && files.includes('index.html.gz'));
    assert.deepEqual(
      files.filter((name) => /^(tiny|noise|logo)\./.test(name)),
      ['logo.png', 'noise.txt', 'tiny.txt'],
    );
  });
});

describe('FacadeImportsPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-facade-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Compiles one module of a pretend slice; resolves to the build's error messages. */
  function compile(source) {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    const compiler = rspack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      externals: { react: 'React', 'react-dom': 'ReactDOM' },
      plugins: [new FacadeImportsPlugin()],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        error
          ? reject(error)
          : resolve(
              stats
                .toJson({ all: false, errors: true })
                .errors.map((e) => e.message)
                .join('\n'),
            ),
      ),
    );
  }

  it('stops a slice importing react-router directly, naming the library to use', async () => {
    assert.match(
      await compile("import { Link } from 'react-router'; console.log(Link);"),
      /imports "react-router" directly\. Import it from "@clinote\/platform"/,
    );
  });

  it('stops a slice importing antd directly', async () => {
    assert.match(
      await compile("import { Button } from 'antd'; console.log(Button);"),
      /imports "antd" directly\. Import it from "@clinote\/ui"/,
    );
  });

  it('lets a slice import other packages', async () => {
    assert.equal(await compile("import { createForm } from 'final-form'; console.log(createForm);"), '');
  });
});

describe('narrowingPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-narrowing-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const PAGE_OF_INPUTS =
    "import ConfigProvider from 'antd/es/config-provider'; import Button from 'antd/es/button'; import Input from 'antd/es/input/Input'; console.log(ConfigProvider, Button, Input);";

  /** Builds a page (by default one rendering antd's ConfigProvider, Button and Input); resolves to the modules in the bundle. */
  function packagesOfInput(plugins, entry = PAGE_OF_INPUTS) {
    fs.writeFileSync(path.join(dir, 'entry.js'), entry);
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      externals: { react: 'React', 'react-dom': 'ReactDOM' },
      optimization: { minimize: false, concatenateModules: false },
      plugins,
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        const names = stats.toJson({ all: false, modules: true }).modules.map((m) => m.name);
        compiler.close(() => resolve(names.join('\n')));
      }),
    );
  }

  it("keeps antd's Form engine, Tooltip positioning, colour picker UI and TextArea out of a page of Buttons and Inputs", async () => {
    const narrowed = await packagesOfInput([narrowingPlugin()]);
    assert.match(narrowed, /@rc-component\/form\/es\/FormContext\.js/);
    assert.match(narrowed, /@rc-component\/color-picker\/es\/color\.js/);
    const left = [
      /async-validator/,
      /@rc-component\/form\/es\/Field\.js/,
      /@rc-component\/trigger/,
      /color-picker\/es\/ColorPicker\.js/,
      /@rc-component\/input\/es\/TextArea\.js/,
    ];
    for (const pattern of left) assert.doesNotMatch(narrowed, pattern);
    // Without it all of them come along (so this test can tell).
    const whole = await packagesOfInput([]);
    for (const pattern of left) assert.match(whole, pattern);
  });

  it("gives antd's dialogs and tables the stand-ins that need no <style> element (the CSP refuses one without its nonce)", async () => {
    const page = "import Modal from 'antd/es/modal'; import Table from 'antd/es/table'; console.log(Modal, Table);";
    const narrowed = await packagesOfInput([narrowingPlugin()], page);
    assert.match(narrowed, /antd-narrowed[\\/]scroll-locker\.js/);
    assert.match(narrowed, /antd-narrowed[\\/]scroll-bar-size\.js/);
    assert.doesNotMatch(narrowed, /@rc-component[\\/]portal[\\/]es[\\/]useScrollLocker\.js/);
    assert.doesNotMatch(narrowed, /@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js/);
    const whole = await packagesOfInput([], page);
    assert.match(whole, /@rc-component[\\/]portal[\\/]es[\\/]useScrollLocker\.js/);
    assert.match(whole, /@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js/);
  });
});

describe('the Module Federation runtime without static remote loading (stand-in mf-no-static-remotes)', () => {
  const { remotes } = require('./mf-narrowed/no-static-remotes.cjs');
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-mf-narrowing-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Builds a container exposing one module, as a remote is built; resolves to its modules' names. */
  function modulesOfContainer(plugins) {
    fs.writeFileSync(path.join(dir, 'entry.js'), "import('./exposed');");
    fs.writeFileSync(path.join(dir, 'exposed.js'), 'export default 42;');
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      optimization: { minimize: false },
      plugins: [
        ...plugins,
        new ModuleFederationPlugin({
          name: 'probe',
          filename: 'remoteEntry.js',
          exposes: { './Exposed': './exposed.js' },
          remotes: {},
          manifest: false,
          dts: false,
        }),
      ],
      stats: 'none',
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        const names = stats
          .toJson({ all: false, modules: true, nestedModules: true })
          .modules.flatMap((m) => [m.identifier ?? m.name, ...(m.modules ?? []).map((n) => n.identifier ?? n.name)]);
        compiler.close(() => resolve(names.join('\n')));
      }),
    );
  }

  it('builds the stand-in instead of the bundler runtime remote loader (and only with the narrowing)', async () => {
    const narrowed = await modulesOfContainer([narrowingPlugin()]);
    assert.match(narrowed, /mf-narrowed[\\/]no-static-remotes\.cjs/);
    assert.doesNotMatch(narrowed, /webpack-bundler-runtime[\\/]dist[\\/]remotes\.cjs/);
    const whole = await modulesOfContainer([]);
    assert.match(whole, /webpack-bundler-runtime[\\/]dist[\\/]remotes\.cjs/);
  });

  it('answers the per-chunk question with nothing to load, and fails loudly on a static remote', () => {
    const promises = [];
    assert.equal(remotes({ chunkId: 'bootstrap', promises, chunkMapping: {} }), undefined);
    assert.equal(remotes({ chunkId: 'bootstrap', promises, chunkMapping: { other: ['webpack/container/remote/x'] } }), undefined);
    assert.deepEqual(promises, []);
    assert.throws(
      () => remotes({ chunkId: 'page', promises, chunkMapping: { page: ['webpack/container/remote/mfe_auth/Routes'] } }),
      /imports a remote statically/,
    );
  });
});
